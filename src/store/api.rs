//! The asynchronous store that several processes can share: every call is awaited, so a slow
//! or locked database delays only the commands that need it; every row has a version, and a
//! write over a version that is no longer the stored one is refused with
//! [`StoreError::Conflict`] instead of replacing newer state.

use async_trait::async_trait;

use super::records::{
    ChallengeRecord, DailyPuzzle, GameRecord, LessonStageRecord, MemberSettings, PairingRecord,
    PairingResult, PuzzleAttempt, PuzzleKey, PuzzleRecord, PuzzleStats, QuarantinedGame,
    RatingRecord, ServerPuzzle, ServerSettings, TournamentId, TournamentPlayer, TournamentRecord,
    TournamentState, UnreadableGame, UnreadableRow,
};
use super::types::{ChallengeId, GameId};

/// Why a store call failed. The call changed nothing.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum StoreError {
    /// The row changed since it was read (another process, or an earlier retry, wrote it):
    /// reload it and decide again.
    #[error("{what} was changed meanwhile")]
    Conflict {
        /// What changed, e.g. `game 12`.
        what: String,
    },
    /// The row is not (or no longer) in the store.
    #[error("{what} is not in the store")]
    NotFound {
        /// What is missing, e.g. `challenge 3`.
        what: String,
    },
    /// The database cannot be used as it is, whatever is retried: it is not a qibot database,
    /// its schema is newer than this qibot's, or it is read-only. The reason names it.
    #[error("{reason}")]
    Refused {
        /// What is wrong and what to do, naming the database (password hidden).
        reason: String,
    },
    /// A stored row is there but one of its columns cannot be read (a corrupt move, seat,
    /// game kind or ending): that row is unusable, the rest of the store is not.
    #[error("a stored {what} cannot be read: {detail}")]
    Unreadable {
        /// The column read, e.g. `move`.
        what: String,
        /// What is wrong with it.
        detail: String,
        /// The row's server, when that column at least can be read (filled in by
        /// [`Store::game`], so a member is told only of rows of their own server).
        server: Option<String>,
    },
    /// The database failed (I/O, a lost connection, a locked file).
    #[error("the game store failed: {reason}")]
    Backend {
        /// What the database said, with no password in it.
        reason: String,
    },
}

impl StoreError {
    /// A [`StoreError::Backend`] saying `reason`.
    pub fn backend(reason: impl std::fmt::Display) -> StoreError {
        StoreError::Backend {
            reason: reason.to_string(),
        }
    }
}

/// The active games as stored: those read back, and the rows that could not be.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ActiveGames {
    /// The games read, by id.
    pub games: Vec<Versioned<GameRecord>>,
    /// The rows that cannot be read, by id (for [`Store::quarantine_game`]).
    pub unreadable: Vec<UnreadableGame>,
}

/// The rows of a listing as stored: those read back, and those that could not be (so that one
/// corrupt row hides none of the others).
#[derive(Clone, Debug, PartialEq)]
pub struct Readable<T> {
    /// The rows read, in the listing's order.
    pub rows: Vec<T>,
    /// The rows that cannot be read, in the listing's order.
    pub unreadable: Vec<UnreadableRow>,
}

impl<T> Default for Readable<T> {
    fn default() -> Self {
        Readable {
            rows: Vec::new(),
            unreadable: Vec::new(),
        }
    }
}

/// A row with the version it was read at (1 when inserted, one more at every write).
#[derive(Clone, Debug, PartialEq)]
pub struct Versioned<T> {
    /// The row.
    pub record: T,
    /// Its version.
    pub version: i64,
}

/// Where the hub keeps everything, shared by every process of one bot.
///
/// Every method is one atomic commit: when it returns `Ok`, the change survives the process
/// being killed. Ids come from the database. Implementations must be safe to call from many
/// tasks at once.
#[async_trait]
pub trait Store: Send + Sync {
    /// Stores a new active game (its `id` is ignored) and returns the id the database gave it;
    /// its version is 1. In the same commit, removes the challenge it came from.
    ///
    /// # Errors
    /// [`StoreError::NotFound`] if `from_challenge` is gone (accepted, withdrawn or expired
    /// elsewhere); [`StoreError::Conflict`] if the channel already has an active game.
    async fn insert_game(
        &self,
        game: &GameRecord,
        from_challenge: Option<ChallengeId>,
    ) -> Result<GameId, StoreError>;

    /// Stores the new state (moves, clocks, offers) of an active game read at `version`;
    /// returns the new version.
    ///
    /// # Errors
    /// [`StoreError::Conflict`] if the stored game is at another version or has ended;
    /// [`StoreError::NotFound`] if there is no such game.
    async fn update_game(&self, game: &GameRecord, version: i64) -> Result<i64, StoreError>;

    /// Stores the end of an active game read at `version` and, in the same commit, the new
    /// ratings of its players. Succeeds once per game: a second ending is a conflict.
    ///
    /// # Errors
    /// As [`Store::update_game`]; also [`StoreError::Conflict`] if a player's stored rating is
    /// not the one the new rating was computed from (another game of theirs ended meanwhile).
    async fn finish_game(
        &self,
        game: &GameRecord,
        version: i64,
        ratings: &[RatingRecord],
    ) -> Result<(), StoreError>;

    /// One game, active or finished, with its version.
    async fn game(&self, id: GameId) -> Result<Option<Versioned<GameRecord>>, StoreError>;

    /// Every active game, by id; a row that cannot be read is returned as an
    /// [`UnreadableGame`] instead of failing the call.
    ///
    /// # Errors
    /// [`StoreError::Backend`] if the database cannot be read at all.
    async fn active_games(&self) -> Result<ActiveGames, StoreError>;

    /// Sets an active game aside because its row cannot be read (`why`, at `at_ms` Unix ms):
    /// it is no longer active, so its channel is free, and [`Store::quarantined_games`] lists
    /// it. The row itself is kept as it is. A quarantined game is not returned by
    /// [`Store::game`] or [`Store::finished_games`].
    ///
    /// # Errors
    /// [`StoreError::NotFound`] if there is no such active game.
    async fn quarantine_game(&self, id: GameId, why: &str, at_ms: i64) -> Result<(), StoreError>;

    /// The quarantined games of a server, by id.
    async fn quarantined_games(&self, server: &str) -> Result<Vec<QuarantinedGame>, StoreError>;

    /// Stores a new challenge (its `id` is ignored); returns the id the database gave it.
    ///
    /// # Errors
    /// [`StoreError::Conflict`] if the channel already has a pending challenge.
    async fn insert_challenge(&self, c: &ChallengeRecord) -> Result<ChallengeId, StoreError>;

    /// Removes a challenge (declined, withdrawn or expired).
    ///
    /// # Errors
    /// [`StoreError::NotFound`] if it is already gone.
    async fn delete_challenge(&self, id: ChallengeId) -> Result<(), StoreError>;

    /// Every pending challenge, by id; a row that cannot be read is returned as an
    /// [`UnreadableRow`] instead of failing the call (the hub then deletes it with
    /// [`Store::delete_challenge`], which needs only the id).
    ///
    /// # Errors
    /// [`StoreError::Backend`] if the database cannot be read at all.
    async fn challenges(&self) -> Result<Readable<Versioned<ChallengeRecord>>, StoreError>;

    /// A member's rating in one game on one server, if they have played a rated game.
    async fn rating(
        &self,
        server: &str,
        game_kind: &str,
        user: &str,
    ) -> Result<Option<RatingRecord>, StoreError>;

    /// The best-rated members, best first.
    async fn leaderboard(
        &self,
        server: &str,
        game_kind: &str,
        limit: usize,
    ) -> Result<Vec<RatingRecord>, StoreError>;

    /// A server's settings (all `None` if never set).
    async fn server_settings(&self, server: &str) -> Result<ServerSettings, StoreError>;

    /// Replaces a server's settings.
    async fn set_server_settings(&self, server: &str, s: &ServerSettings)
    -> Result<(), StoreError>;

    /// A member's settings (all `None` if never set); `member` is the user id.
    async fn member_settings(&self, member: &str) -> Result<MemberSettings, StoreError>;

    /// Replaces a member's settings.
    async fn set_member_settings(&self, member: &str, s: &MemberSettings)
    -> Result<(), StoreError>;

    /// Finished games of a member on a server, newest first, at most `limit` rows; a row that
    /// cannot be read is returned as an [`UnreadableRow`] (counted in `limit`) instead of
    /// failing the call.
    ///
    /// # Errors
    /// [`StoreError::Backend`] if the database cannot be read at all.
    async fn finished_games(
        &self,
        server: &str,
        user: &str,
        limit: usize,
    ) -> Result<Readable<GameRecord>, StoreError>;

    /// Finished games of a server (every member's), newest first, at most `limit` rows; rows
    /// that cannot be read as [`Store::finished_games`].
    ///
    /// # Errors
    /// [`StoreError::Backend`] if the database cannot be read at all.
    async fn server_games(
        &self,
        server: &str,
        limit: usize,
    ) -> Result<Readable<GameRecord>, StoreError>;

    /// The stored review of game `game` (a JSON text the reviews write), if any.
    async fn review(&self, game: GameId) -> Result<Option<String>, StoreError>;

    /// Keeps the review `data` of game `game`, replacing an older one.
    async fn save_review(&self, game: GameId, data: &str) -> Result<(), StoreError>;

    /// The front-end's live board message of game `game` (an opaque reference the front-end
    /// chose, e.g. Discord's `channel/message` ids), if one was set. It is kept with the game so
    /// that another process (after a restart, or another shard process) edits the same message.
    async fn board_message(&self, game: GameId) -> Result<Option<String>, StoreError>;

    /// Sets (or with `None` clears) game `game`'s live board message. The game's version is
    /// not changed: the message is presentation, not game state.
    ///
    /// # Errors
    /// [`StoreError::NotFound`] if there is no such game.
    async fn set_board_message(
        &self,
        game: GameId,
        message: Option<&str>,
    ) -> Result<(), StoreError>;

    /// The value kept under `key` for every process of the bot (e.g. the web front-end's
    /// secret), if any. A store without such values refuses.
    ///
    /// # Errors
    /// [`StoreError::Refused`] from a store that keeps no values; [`StoreError::Backend`].
    async fn value(&self, key: &str) -> Result<Option<String>, StoreError> {
        Err(no_values(key))
    }

    /// Keeps `value` under `key`, replacing an older one.
    ///
    /// # Errors
    /// As [`Store::value`].
    async fn set_value(&self, key: &str, value: &str) -> Result<(), StoreError> {
        let _ = value;
        Err(no_values(key))
    }

    /// Keeps `value` under `key` unless a value is there already, and returns the value kept:
    /// of several processes making one at once, the first one's wins for all.
    ///
    /// # Errors
    /// As [`Store::value`].
    async fn value_or_insert(&self, key: &str, value: &str) -> Result<String, StoreError> {
        let _ = value;
        Err(no_values(key))
    }

    /// A member's puzzle rating and record in one game on one server, if they have tried a
    /// puzzle. A store without puzzles refuses.
    ///
    /// # Errors
    /// [`StoreError::Refused`] from a store that keeps no puzzles; [`StoreError::Backend`].
    async fn puzzle_record(&self, key: PuzzleKey<'_>) -> Result<Option<PuzzleRecord>, StoreError> {
        let _ = key;
        Err(no_puzzles())
    }

    /// The ids of the puzzles of `game_kind` a member tried on a server.
    ///
    /// # Errors
    /// As [`Store::puzzle_record`].
    async fn puzzles_tried(&self, key: PuzzleKey<'_>) -> Result<Vec<String>, StoreError> {
        let _ = key;
        Err(no_puzzles())
    }

    /// Stores a finished try and, in the same commit, the member's new puzzle record, which
    /// must count one try more than the stored one (none stored: a first try).
    ///
    /// # Errors
    /// [`StoreError::Conflict`] if the member already tried this puzzle, or their stored
    /// record is not the one the new one was computed from (another try finished meanwhile);
    /// as [`Store::puzzle_record`].
    async fn finish_puzzle(
        &self,
        attempt: &PuzzleAttempt,
        record: &PuzzleRecord,
    ) -> Result<(), StoreError> {
        let _ = (attempt, record);
        Err(no_puzzles())
    }

    /// A puzzle's tries on every server: tried, solved, solved by another move.
    ///
    /// # Errors
    /// As [`Store::puzzle_record`].
    async fn puzzle_stats(&self, game_kind: &str, puzzle: &str) -> Result<PuzzleStats, StoreError> {
        let _ = (game_kind, puzzle);
        Err(no_puzzles())
    }

    /// The tries of every puzzle of `game_kind` tried at least once, on every server, by
    /// puzzle id (sorted).
    ///
    /// # Errors
    /// As [`Store::puzzle_record`].
    async fn all_puzzle_stats(
        &self,
        game_kind: &str,
    ) -> Result<Vec<(String, PuzzleStats)>, StoreError> {
        let _ = game_kind;
        Err(no_puzzles())
    }

    /// The tries of the daily puzzle `puzzle` of `day` on `server`: tried, solved, solved
    /// by another move.
    ///
    /// # Errors
    /// As [`Store::puzzle_record`].
    async fn daily_puzzle_stats(
        &self,
        server: &str,
        puzzle: &str,
        day: i64,
    ) -> Result<PuzzleStats, StoreError> {
        let _ = (server, puzzle, day);
        Err(no_puzzles())
    }

    /// The daily puzzle setting of `server`, if it ever had one.
    ///
    /// # Errors
    /// As [`Store::puzzle_record`].
    async fn daily_puzzle(&self, server: &str) -> Result<Option<DailyPuzzle>, StoreError> {
        let _ = server;
        Err(no_puzzles())
    }

    /// Every server's daily puzzle that is on (has a channel).
    ///
    /// # Errors
    /// As [`Store::puzzle_record`].
    async fn daily_puzzles(&self) -> Result<Vec<DailyPuzzle>, StoreError> {
        Err(no_puzzles())
    }

    /// Sets where (`channel`; `None` turns it off) and when (`minute` of the day, UTC) the
    /// daily puzzle of `game_kind` is posted on `server`; the last post is kept, so a
    /// setting changed the day of a post does not post again that day.
    ///
    /// # Errors
    /// As [`Store::puzzle_record`].
    async fn set_daily_puzzle(
        &self,
        server: &str,
        channel: Option<&str>,
        game_kind: &str,
        minute: i64,
    ) -> Result<(), StoreError> {
        let _ = (server, channel, game_kind, minute);
        Err(no_puzzles())
    }

    /// Claims the post of `day`'s daily puzzle (`puzzle`) on `server`: one conditional
    /// write, true for the one caller (of every process) that moved the last post to `day`;
    /// false if it was posted that day already (or a later one), or the daily puzzle is off.
    ///
    /// # Errors
    /// As [`Store::puzzle_record`].
    async fn claim_daily_puzzle(
        &self,
        server: &str,
        day: i64,
        puzzle: &str,
    ) -> Result<bool, StoreError> {
        let _ = (server, day, puzzle);
        Err(no_puzzles())
    }

    // --- Puzzles from a server's own games (`server_puzzles`) ---

    /// Keeps a puzzle found in a finished game of its server.
    ///
    /// # Errors
    /// [`StoreError::Conflict`] if the server already has a puzzle of that game with its id;
    /// as [`Store::puzzle_record`].
    async fn add_server_puzzle(&self, puzzle: &ServerPuzzle) -> Result<(), StoreError> {
        let _ = puzzle;
        Err(no_puzzles())
    }

    /// The puzzles of `game_kind` found in `server`'s games, oldest first (no other
    /// server's).
    ///
    /// # Errors
    /// As [`Store::puzzle_record`].
    async fn server_puzzles(
        &self,
        server: &str,
        game_kind: &str,
    ) -> Result<Vec<ServerPuzzle>, StoreError> {
        let _ = (server, game_kind);
        Err(no_puzzles())
    }

    // --- End of the puzzles from a server's own games ---

    /// The stages of `game_kind`'s course member `user` solved, each with its best stars, by
    /// lesson id then stage. Every store keeps them (no default that refuses: a learner's
    /// progress is never silently dropped).
    ///
    /// # Errors
    /// [`StoreError::Backend`].
    async fn lesson_progress(
        &self,
        user: &str,
        game_kind: &str,
    ) -> Result<Vec<LessonStageRecord>, StoreError>;

    /// Keeps a solved stage: stored when new, or when its stars beat the stored ones (the
    /// best stars are kept, with the time they were reached). True when the stored row
    /// changed, false when the member had as many stars or more there already.
    ///
    /// # Errors
    /// As [`Store::lesson_progress`]; [`StoreError::Backend`] for stars outside 1 to 3 or a
    /// stage below 1 (the table refuses them).
    async fn record_lesson_stage(&self, stage: &LessonStageRecord) -> Result<bool, StoreError>;
    // --- Tournaments (`tournaments`, `tournament_players`, `tournament_pairings`) ---

    /// Stores a new tournament (its `id` is ignored) and returns the id the database gave it.
    ///
    /// # Errors
    /// [`StoreError::Refused`] from a store that keeps no tournaments; [`StoreError::Backend`].
    async fn insert_tournament(&self, t: &TournamentRecord) -> Result<TournamentId, StoreError>;

    /// One tournament, if there is one with that id.
    ///
    /// # Errors
    /// As [`Store::insert_tournament`]; [`StoreError::Unreadable`] for a corrupt row.
    async fn tournament(&self, id: TournamentId) -> Result<Option<TournamentRecord>, StoreError>;

    /// The tournaments open or running, on every server, by id.
    ///
    /// # Errors
    /// As [`Store::tournament`].
    async fn live_tournaments(&self) -> Result<Vec<TournamentRecord>, StoreError>;

    /// Enters `p` in its tournament while it is open.
    ///
    /// # Errors
    /// [`StoreError::Conflict`] if the member is already in it or it is not open (started,
    /// finished, cancelled or gone); as [`Store::insert_tournament`].
    async fn add_tournament_player(&self, p: &TournamentPlayer) -> Result<(), StoreError>;

    /// Takes `member` out of tournament `id` while it is open (after the start a player
    /// withdraws instead: [`Store::withdraw_tournament_player`]).
    ///
    /// # Errors
    /// [`StoreError::NotFound`] if the member is not in it or it is no longer open; as
    /// [`Store::insert_tournament`].
    async fn remove_tournament_player(
        &self,
        id: TournamentId,
        member: &str,
    ) -> Result<(), StoreError>;

    /// Marks `member` withdrawn from running tournament `id`: not paired again, results kept.
    ///
    /// # Errors
    /// [`StoreError::NotFound`] if the member is not in it (or withdrew already) or it is not
    /// running; as [`Store::insert_tournament`].
    async fn withdraw_tournament_player(
        &self,
        id: TournamentId,
        member: &str,
    ) -> Result<(), StoreError>;

    /// The players of tournament `id`, in the order they joined.
    ///
    /// # Errors
    /// As [`Store::tournament`].
    async fn tournament_players(
        &self,
        id: TournamentId,
    ) -> Result<Vec<TournamentPlayer>, StoreError>;

    /// Pairs round `round` of tournament `id`: in one commit, moves its current round from
    /// `round - 1` to `round` (and an open tournament to running, with `rounds` its number of
    /// rounds) and stores `pairings`. True for the one caller, of every process, whose
    /// conditional write moved the round on; false (nothing stored) when the round was paired
    /// already, or the tournament is finished, cancelled or gone.
    ///
    /// # Errors
    /// As [`Store::insert_tournament`].
    async fn pair_round(
        &self,
        id: TournamentId,
        round: i64,
        rounds: i64,
        pairings: &[PairingRecord],
    ) -> Result<bool, StoreError>;

    /// Every pairing of tournament `id`, by round then board.
    ///
    /// # Errors
    /// As [`Store::tournament`].
    async fn tournament_pairings(&self, id: TournamentId)
    -> Result<Vec<PairingRecord>, StoreError>;

    /// Sets the game of a pairing (`id`, `round`, `board`) that has none yet: true if this
    /// call set it, false if it had one already (or there is no such pairing).
    ///
    /// # Errors
    /// As [`Store::insert_tournament`].
    async fn set_pairing_game(
        &self,
        id: TournamentId,
        round: i64,
        board: i64,
        game: GameId,
    ) -> Result<bool, StoreError>;

    /// Records the result of a pairing (`id`, `round`, `board`) that has none yet: true for
    /// the one call that recorded it, false if it was recorded already (or there is no such
    /// pairing), so a game's result reaches the standings once.
    ///
    /// # Errors
    /// As [`Store::insert_tournament`].
    async fn record_pairing_result(
        &self,
        id: TournamentId,
        round: i64,
        board: i64,
        result: PairingResult,
    ) -> Result<bool, StoreError>;

    /// Moves tournament `id` from state `from` to `to`: true for the one call that did,
    /// false if it was not in `from` (or is gone).
    ///
    /// # Errors
    /// As [`Store::insert_tournament`].
    async fn set_tournament_state(
        &self,
        id: TournamentId,
        from: TournamentState,
        to: TournamentState,
    ) -> Result<bool, StoreError>;

    // --- End of tournaments ---

    /// Queues `c` (its `id` is ignored) for the process that owns its server, and wakes that
    /// process (PostgreSQL: `NOTIFY` on [`COMMANDS_CHANNEL`]); returns the id the database
    /// gave it.
    ///
    /// # Errors
    /// [`StoreError::Refused`] from a store that keeps no queue; [`StoreError::Backend`].
    async fn enqueue_command(&self, c: &PendingCommand) -> Result<i64, StoreError> {
        let _ = c;
        Err(no_queue())
    }

    /// The queued commands not yet done, oldest first, at most `limit`.
    ///
    /// # Errors
    /// As [`Store::enqueue_command`].
    async fn pending_commands(&self, limit: usize) -> Result<Vec<PendingCommand>, StoreError> {
        let _ = limit;
        Err(no_queue())
    }

    /// Marks queued command `id` done (at `at_ms`, Unix ms, with the `outcome` kept for a
    /// person to read); it is not returned by [`Store::pending_commands`] again. Marking a
    /// command done twice is not an error (the first mark stands).
    ///
    /// # Errors
    /// [`StoreError::NotFound`] if there is no such command; as [`Store::enqueue_command`].
    async fn finish_command(&self, id: i64, at_ms: i64, outcome: &str) -> Result<(), StoreError> {
        let _ = (id, at_ms, outcome);
        Err(no_queue())
    }

    /// Waits until a command may have been queued since the last call (PostgreSQL: a
    /// `NOTIFY` on [`COMMANDS_CHANNEL`]) or `timeout` passed, whichever comes first. A store
    /// that cannot tell just sleeps `timeout`, so the caller polls.
    async fn wait_for_commands(&self, timeout: std::time::Duration) {
        tokio::time::sleep(timeout).await;
    }

    /// Tells the other processes that a game changed (`change`, the hub's text; PostgreSQL:
    /// `NOTIFY` on [`CHANGES_CHANNEL`]). Best effort: a store that cannot does nothing.
    async fn announce(&self, change: &str) {
        let _ = change;
    }

    /// The changes announced by every process (this one's too), as [`Store::announce`] was
    /// given them; `None` when the store cannot tell.
    fn announcements(&self) -> Option<tokio::sync::broadcast::Receiver<String>> {
        None
    }
}

/// The PostgreSQL `NOTIFY` channel on which processes announce the games they changed.
pub const CHANGES_CHANNEL: &str = "qibot_changes";

/// The PostgreSQL `NOTIFY` channel that tells the owners a command was queued.
pub const COMMANDS_CHANNEL: &str = "qibot_commands";

/// A command submitted to a process that does not own its game's server, waiting in the store
/// for the owner to apply it (see `Hub::submit`).
#[derive(Clone, Debug, PartialEq)]
pub struct PendingCommand {
    /// Its number (given by the database).
    pub id: i64,
    /// The game's server (the owner of this server applies it).
    pub server: String,
    /// The game it is for.
    pub game: GameId,
    /// The command, its member and the ply it was made against, as the hub encodes them.
    pub body: String,
    /// When it was queued (Unix ms).
    pub created_ms: i64,
}

/// The refusal of a store that keeps no queue of commands.
fn no_queue() -> StoreError {
    StoreError::Refused {
        reason: "this store keeps no queue of commands".to_string(),
    }
}

/// The refusal of a store that keeps no puzzles.
fn no_puzzles() -> StoreError {
    StoreError::Refused {
        reason: "this store keeps no puzzle ratings".to_string(),
    }
}

/// The refusal of a store that keeps no shared values.
fn no_values(key: &str) -> StoreError {
    StoreError::Refused {
        reason: format!("this store keeps no shared values (asked for `{key}`)"),
    }
}
