//! The [`Store`] written once for both SQL databases: [`SqlStore`] runs the queries of
//! [`codec`] through a [`Backend`], the small part each driver writes (running one statement,
//! and the four writes whose transactions and errors are the driver's own).

use async_trait::async_trait;

use super::api::{
    ActiveGames, CHANGES_CHANNEL, COMMANDS_CHANNEL, PendingCommand, Readable, Store, StoreError,
    Versioned,
};
use super::codec::{self, ChallengeValues, Columns, GameValues};
use super::records::{
    ChallengeRecord, DailyPuzzle, GameRecord, LessonStageRecord, MemberSettings, PairingRecord,
    PairingResult, PuzzleAttempt, PuzzleKey, PuzzleRecord, PuzzleStats, QuarantinedGame,
    RatingRecord, ServerPuzzle, ServerSettings, TournamentId, TournamentPlayer, TournamentRecord,
    TournamentState,
};
use super::types::{ChallengeId, GameId};

/// One parameter of a statement, owned (so it can move to a blocking thread); each driver binds
/// the value inside it.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// Text.
    Text(String),
    /// Text or NULL.
    OptText(Option<String>),
    /// An integer.
    Int(i64),
    /// A boolean or NULL.
    OptFlag(Option<bool>),
    /// An integer or NULL.
    OptInt(Option<i64>),
    /// A floating-point number.
    Real(f64),
}

/// The value inside a [`Value`] `v`, as a driver binds it (each driver's own parameter trait,
/// which every inner type implements).
macro_rules! bind_value {
    ($v:expr) => {
        match $v {
            Value::Text(s) => s,
            Value::OptText(s) => s,
            Value::Int(i) => i,
            Value::OptFlag(b) => b,
            Value::OptInt(i) => i,
            Value::Real(x) => x,
        }
    };
}
pub(super) use bind_value;

/// Reads one result row into a value (the codec's `decode_*` functions, at `dyn Columns`).
pub type Decoder<T> = fn(&dyn Columns) -> Result<T, StoreError>;

/// What a SQL driver does for [`SqlStore`]. Statements use PostgreSQL's `$1` placeholders.
#[async_trait]
pub trait Backend: Send + Sync + 'static {
    /// Every row of `sql` with `params`, each read by `decode`.
    async fn query<T: Send + 'static>(
        &self,
        sql: String,
        params: Vec<Value>,
        decode: Decoder<T>,
    ) -> Result<Vec<T>, StoreError>;
    /// Runs `sql` with `params`; the number of rows it changed.
    async fn execute(&self, sql: &'static str, params: Vec<Value>) -> Result<u64, StoreError>;
    /// [`Store::insert_game`] of checked values.
    async fn insert_game(
        &self,
        v: GameValues,
        from_challenge: Option<ChallengeId>,
    ) -> Result<GameId, StoreError>;
    /// [`Store::update_game`] of checked values.
    async fn update_game(&self, v: GameValues, version: i64) -> Result<i64, StoreError>;
    /// [`Store::finish_game`] of checked values.
    async fn finish_game(
        &self,
        v: GameValues,
        version: i64,
        ratings: Vec<RatingRecord>,
    ) -> Result<(), StoreError>;
    /// Runs `statements` in order in one transaction. If one changes no row, rolls everything
    /// back and returns its index; else commits and returns `None`.
    async fn execute_all(
        &self,
        statements: Vec<(&'static str, Vec<Value>)>,
    ) -> Result<Option<usize>, StoreError>;
    /// [`Store::insert_challenge`] of its values.
    async fn insert_challenge(&self, v: ChallengeValues) -> Result<ChallengeId, StoreError>;
    /// Tells the other processes on `channel` (PostgreSQL `NOTIFY`); a database that cannot
    /// does nothing (its processes poll).
    async fn notify(&self, channel: &'static str, payload: &str) -> Result<(), StoreError> {
        let _ = (channel, payload);
        Ok(())
    }
    /// [`Store::wait_for_commands`].
    async fn wait_for_commands(&self, timeout: std::time::Duration) {
        tokio::time::sleep(timeout).await;
    }
    /// [`Store::announcements`].
    fn announcements(&self) -> Option<tokio::sync::broadcast::Receiver<String>> {
        None
    }
}

/// Queues a command; its id.
const INSERT_COMMAND: &str = "INSERT INTO pending_commands (server, game, body, created) VALUES ($1, $2, $3, $4) RETURNING id";
/// The commands not yet done, oldest first.
const SELECT_PENDING: &str = "SELECT id, server, game, body, created FROM pending_commands WHERE done IS NULL ORDER BY id LIMIT $1";
/// Marks a command done; a second mark keeps the first.
const FINISH_COMMAND: &str = "UPDATE pending_commands SET done = COALESCE(done, $2), outcome = COALESCE(outcome, $3) WHERE id = $1";

/// A member's puzzle rating and record.
const SELECT_PUZZLE_RECORD: &str = "SELECT server, game_kind, \"user\", rating, deviation, volatility, solved, failed FROM puzzle_ratings WHERE server = $1 AND game_kind = $2 AND \"user\" = $3";
/// The puzzles a member tried.
const SELECT_PUZZLES_TRIED: &str =
    "SELECT puzzle FROM puzzle_attempts WHERE server = $1 AND game_kind = $2 AND \"user\" = $3";
/// A try, once per member and puzzle (a second one changes no row).
const INSERT_PUZZLE_ATTEMPT: &str = "INSERT INTO puzzle_attempts (server, game_kind, \"user\", puzzle, solved, tried_at, other_move, daily) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING";
/// A member's new puzzle record, only over the one it was computed from (one try fewer).
const UPSERT_PUZZLE_RECORD: &str = "INSERT INTO puzzle_ratings (server, game_kind, \"user\", rating, deviation, volatility, solved, failed) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (server, game_kind, \"user\") DO UPDATE SET rating = excluded.rating, deviation = excluded.deviation, volatility = excluded.volatility, solved = excluded.solved, failed = excluded.failed WHERE puzzle_ratings.solved + puzzle_ratings.failed = excluded.solved + excluded.failed - 1";
/// Tried, solved, solved by another move: the counts of [`PuzzleStats`].
const STATS_COLUMNS: &str = "COUNT(*), COALESCE(SUM(CASE WHEN solved THEN 1 ELSE 0 END), 0), COALESCE(SUM(CASE WHEN solved AND other_move THEN 1 ELSE 0 END), 0)";
/// A puzzle's tries on every server.
const PUZZLE_STATS_WHERE: &str = "FROM puzzle_attempts WHERE game_kind = $1 AND puzzle = $2";
/// The tries of every puzzle of a game, by puzzle.
const ALL_PUZZLE_STATS_WHERE: &str =
    "FROM puzzle_attempts WHERE game_kind = $1 GROUP BY puzzle ORDER BY puzzle";
/// The tries of one day's daily puzzle on a server.
const DAILY_STATS_WHERE: &str =
    "FROM puzzle_attempts WHERE server = $1 AND puzzle = $2 AND daily = $3";
/// A server's daily puzzle setting.
const SELECT_DAILY: &str = "SELECT server, channel, game_kind, minute, last_day, last_puzzle FROM daily_puzzles WHERE server = $1";
/// Every daily puzzle that is on.
const SELECT_DAILIES: &str = "SELECT server, channel, game_kind, minute, last_day, last_puzzle FROM daily_puzzles WHERE channel IS NOT NULL ORDER BY server";
/// Sets a server's daily puzzle, keeping its last post.
const UPSERT_DAILY: &str = "INSERT INTO daily_puzzles (server, channel, game_kind, minute) VALUES ($1, $2, $3, $4) ON CONFLICT (server) DO UPDATE SET channel = excluded.channel, game_kind = excluded.game_kind, minute = excluded.minute";
/// The claim of a day's post: changes the row only for the first caller that day.
const CLAIM_DAILY: &str = "UPDATE daily_puzzles SET last_day = $2, last_puzzle = $3 WHERE server = $1 AND channel IS NOT NULL AND (last_day IS NULL OR last_day < $2)";

/// A puzzle of a server's own games, once per id (a second one changes no row).
const INSERT_SERVER_PUZZLE: &str = "INSERT INTO server_puzzles (server, game_kind, id, line, source_game, created) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING";
/// The puzzles of one server's games of one kind, oldest first.
const SELECT_SERVER_PUZZLES: &str = "SELECT server, game_kind, id, line, source_game, created FROM server_puzzles WHERE server = $1 AND game_kind = $2 ORDER BY created, id";

/// A member's solved stages of one game's course.
const SELECT_LESSON_PROGRESS: &str = "SELECT \"user\", game_kind, lesson, stage, stars, solved FROM lesson_progress WHERE \"user\" = $1 AND game_kind = $2 ORDER BY lesson, stage";
/// A solved stage: inserted, or its stars raised; fewer or as many stars change no row.
const UPSERT_LESSON_STAGE: &str = "INSERT INTO lesson_progress (\"user\", game_kind, lesson, stage, stars, solved) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (\"user\", game_kind, lesson, stage) DO UPDATE SET stars = excluded.stars, solved = excluded.solved WHERE lesson_progress.stars < excluded.stars";
/// A new tournament; its id.
const INSERT_TOURNAMENT: &str = "INSERT INTO tournaments (server, channel, name, game_kind, rules, time_control, rated, format, rounds, state, organiser, organiser_name, created, current_round) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id";
/// Locks an open tournament's row (changes one row only while it is open), so that an entry
/// and the start (which moves the state on) never cross.
const LOCK_OPEN_TOURNAMENT: &str =
    "UPDATE tournaments SET state = state WHERE id = $1 AND state = 'open'";
/// A player's entry, once.
const INSERT_TOURNAMENT_PLAYER: &str = "INSERT INTO tournament_players (tournament, member, name, rating, joined, withdrawn) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING";
/// A player's entry taken back.
const DELETE_TOURNAMENT_PLAYER: &str =
    "DELETE FROM tournament_players WHERE tournament = $1 AND member = $2";
/// A player withdrawn from a running tournament, once.
const WITHDRAW_TOURNAMENT_PLAYER: &str = "UPDATE tournament_players SET withdrawn = $3 WHERE tournament = $1 AND member = $2 AND withdrawn = $4 AND EXISTS (SELECT 1 FROM tournaments WHERE id = $1 AND state = 'running')";
/// A tournament's players, in the order they joined.
const SELECT_TOURNAMENT_PLAYERS: &str = "SELECT tournament, member, name, rating, joined, withdrawn FROM tournament_players WHERE tournament = $1 ORDER BY joined, member";
/// The claim of a round: moves the current round on only from the round before, so of every
/// process pairing it, one changes the row.
const CLAIM_ROUND: &str = "UPDATE tournaments SET current_round = $2, rounds = $4 WHERE id = $1 AND current_round = $3 AND state = 'running'";
/// A pairing of the round claimed.
const INSERT_PAIRING: &str = "INSERT INTO tournament_pairings (tournament, round, board, first_player, second_player, game, result) VALUES ($1, $2, $3, $4, $5, $6, $7)";
/// A tournament's pairings, by round and board.
const SELECT_PAIRINGS: &str = "SELECT tournament, round, board, first_player, second_player, game, result FROM tournament_pairings WHERE tournament = $1 ORDER BY round, board";
/// A pairing's game, once.
const SET_PAIRING_GAME: &str = "UPDATE tournament_pairings SET game = $4 WHERE tournament = $1 AND round = $2 AND board = $3 AND game IS NULL";
/// A pairing's result, once.
const SET_PAIRING_RESULT: &str = "UPDATE tournament_pairings SET result = $4 WHERE tournament = $1 AND round = $2 AND board = $3 AND result IS NULL";
/// A tournament's state moved on from the one expected.
const SET_TOURNAMENT_STATE: &str = "UPDATE tournaments SET state = $3 WHERE id = $1 AND state = $2";

/// A store on a SQL database through the driver `B` ([`super::SqliteStore`],
/// [`super::PgStore`]).
pub struct SqlStore<B> {
    pub(super) db: B,
}

/// The error for a write of the row `what` that changed nothing.
fn missing(n: u64, what: impl FnOnce() -> String) -> Result<(), StoreError> {
    if n == 0 {
        return Err(StoreError::NotFound { what: what() });
    }
    Ok(())
}

fn text(s: &str) -> Value {
    Value::Text(s.to_string())
}

/// A puzzle key as the parameters `server, game_kind, user`.
fn key_params(key: PuzzleKey<'_>) -> Vec<Value> {
    vec![text(key.server), text(key.game_kind), text(key.user)]
}

impl<B: Backend> SqlStore<B> {
    /// The settings row of `sql` for `key` (a server or a member), or the defaults if there is
    /// none.
    async fn settings<T: Default + Send + 'static>(
        &self,
        sql: &str,
        key: &str,
        decode: Decoder<T>,
    ) -> Result<T, StoreError> {
        let rows = self.db.query(sql.to_string(), vec![text(key)], decode);
        Ok(rows.await?.pop().unwrap_or_default())
    }
}

#[async_trait]
impl<B: Backend> Store for SqlStore<B> {
    async fn insert_game(
        &self,
        game: &GameRecord,
        from_challenge: Option<ChallengeId>,
    ) -> Result<GameId, StoreError> {
        codec::check_ending(game, false)?;
        let v = GameValues::of(game)?;
        self.db.insert_game(v, from_challenge).await
    }

    async fn update_game(&self, game: &GameRecord, version: i64) -> Result<i64, StoreError> {
        codec::check_ending(game, false)?;
        let v = GameValues::of(game)?;
        self.db.update_game(v, version).await
    }

    async fn finish_game(
        &self,
        game: &GameRecord,
        version: i64,
        ratings: &[RatingRecord],
    ) -> Result<(), StoreError> {
        codec::check_ending(game, true)?;
        let v = GameValues::of(game)?;
        self.db.finish_game(v, version, ratings.to_vec()).await
    }

    async fn game(&self, id: GameId) -> Result<Option<Versioned<GameRecord>>, StoreError> {
        let sql = codec::select_game();
        let rows = self
            .db
            .query(sql, vec![Value::Int(id)], |r| codec::decode_game_located(r));
        Ok(rows.await?.pop())
    }

    async fn active_games(&self) -> Result<ActiveGames, StoreError> {
        let sql = codec::select_active_games();
        let rows = self.db.query(sql, vec![], |r| codec::decode_active_game(r));
        rows.await.map(codec::active_games)
    }

    async fn quarantine_game(&self, id: GameId, why: &str, at_ms: i64) -> Result<(), StoreError> {
        let params = vec![Value::Int(id), text(why), Value::Int(at_ms)];
        let n = self.db.execute(codec::QUARANTINE_GAME, params).await?;
        missing(n, || format!("active game {id}"))
    }

    async fn quarantined_games(&self, server: &str) -> Result<Vec<QuarantinedGame>, StoreError> {
        let sql = codec::SELECT_QUARANTINED.to_string();
        let rows = self
            .db
            .query(sql, vec![text(server)], |r| codec::decode_quarantined(r));
        rows.await
    }

    async fn insert_challenge(&self, c: &ChallengeRecord) -> Result<ChallengeId, StoreError> {
        let v = ChallengeValues::of(c)?;
        self.db.insert_challenge(v).await
    }

    async fn delete_challenge(&self, id: ChallengeId) -> Result<(), StoreError> {
        let n = self
            .db
            .execute(codec::DELETE_CHALLENGE, vec![Value::Int(id)])
            .await?;
        missing(n, || format!("challenge {id}"))
    }

    async fn challenges(&self) -> Result<Readable<Versioned<ChallengeRecord>>, StoreError> {
        let sql = codec::SELECT_CHALLENGES.to_string();
        let rows = self
            .db
            .query(sql, vec![], |r| codec::decode_pending_challenge(r));
        rows.await.map(codec::readable)
    }

    async fn rating(
        &self,
        server: &str,
        game_kind: &str,
        user: &str,
    ) -> Result<Option<RatingRecord>, StoreError> {
        let params = vec![text(server), text(game_kind), text(user)];
        let rows = self
            .db
            .query(codec::select_rating(), params, |r| codec::decode_rating(r));
        Ok(rows.await?.pop())
    }

    async fn leaderboard(
        &self,
        server: &str,
        game_kind: &str,
        limit: usize,
    ) -> Result<Vec<RatingRecord>, StoreError> {
        let params = vec![text(server), text(game_kind), Value::Int(limit as i64)];
        let rows = self.db.query(codec::select_leaderboard(), params, |r| {
            codec::decode_rating(r)
        });
        rows.await
    }

    async fn server_settings(&self, server: &str) -> Result<ServerSettings, StoreError> {
        self.settings(codec::SELECT_SETTINGS, server, |r| {
            codec::decode_settings(r)
        })
        .await
    }

    async fn set_server_settings(
        &self,
        server: &str,
        s: &ServerSettings,
    ) -> Result<(), StoreError> {
        let params = vec![
            text(server),
            Value::OptText(s.language.clone()),
            Value::OptFlag(s.casual_hints),
            Value::OptText(s.game.clone()),
        ];
        self.db
            .execute(codec::UPSERT_SETTINGS, params)
            .await
            .map(drop)
    }

    async fn member_settings(&self, member: &str) -> Result<MemberSettings, StoreError> {
        let decode: Decoder<MemberSettings> = |r| codec::decode_member_settings(r);
        self.settings(codec::SELECT_MEMBER_SETTINGS, member, decode)
            .await
    }

    async fn set_member_settings(
        &self,
        member: &str,
        s: &MemberSettings,
    ) -> Result<(), StoreError> {
        let (style, notify) = (s.piece_style.clone(), s.notify);
        let params = vec![
            text(member),
            Value::OptText(style),
            Value::OptFlag(notify),
            Value::OptText(s.language.clone()),
        ];
        let n = self.db.execute(codec::UPSERT_MEMBER_SETTINGS, params);
        n.await.map(drop)
    }

    async fn finished_games(
        &self,
        server: &str,
        user: &str,
        limit: usize,
    ) -> Result<Readable<GameRecord>, StoreError> {
        let params = vec![text(server), text(user), Value::Int(limit as i64)];
        let rows = self.db.query(codec::select_finished_games(), params, |r| {
            codec::decode_finished_game(r)
        });
        rows.await.map(codec::readable)
    }

    async fn server_games(
        &self,
        server: &str,
        limit: usize,
    ) -> Result<Readable<GameRecord>, StoreError> {
        let params = vec![text(server), Value::Int(limit as i64)];
        let rows = self.db.query(codec::select_server_games(), params, |r| {
            codec::decode_finished_game(r)
        });
        rows.await.map(codec::readable)
    }

    async fn review(&self, game: GameId) -> Result<Option<String>, StoreError> {
        let sql = codec::SELECT_REVIEW.to_string();
        let rows = self.db.query(sql, vec![Value::Int(game)], |r| r.text(0));
        Ok(rows.await?.into_iter().next())
    }

    async fn save_review(&self, game: GameId, data: &str) -> Result<(), StoreError> {
        let params = vec![Value::Int(game), text(data)];
        self.db.execute(codec::UPSERT_REVIEW, params).await?;
        Ok(())
    }

    async fn board_message(&self, game: GameId) -> Result<Option<String>, StoreError> {
        let sql = codec::SELECT_BOARD_MESSAGE.to_string();
        let rows = self
            .db
            .query(sql, vec![Value::Int(game)], |r| r.opt_text(0));
        Ok(rows.await?.into_iter().next().flatten())
    }

    async fn set_board_message(
        &self,
        game: GameId,
        message: Option<&str>,
    ) -> Result<(), StoreError> {
        let params = vec![
            Value::Int(game),
            Value::OptText(message.map(str::to_string)),
        ];
        let n = self.db.execute(codec::UPDATE_BOARD_MESSAGE, params).await?;
        missing(n, || format!("game {game}"))
    }

    async fn value(&self, key: &str) -> Result<Option<String>, StoreError> {
        let sql = codec::SELECT_VALUE.to_string();
        let rows = self.db.query(sql, vec![text(key)], |r| r.text(0));
        Ok(rows.await?.into_iter().next())
    }

    async fn set_value(&self, key: &str, value: &str) -> Result<(), StoreError> {
        let params = vec![text(key), text(value)];
        self.db.execute(codec::UPSERT_VALUE, params).await.map(drop)
    }

    async fn enqueue_command(&self, c: &PendingCommand) -> Result<i64, StoreError> {
        let params = vec![
            text(&c.server),
            Value::Int(c.game),
            text(&c.body),
            Value::Int(c.created_ms),
        ];
        let rows = self
            .db
            .query(INSERT_COMMAND.to_string(), params, |r| r.int(0));
        let id = rows.await?.pop().ok_or_else(|| StoreError::NotFound {
            what: "the queued command".to_string(),
        })?;
        // Committed: the owner that wakes reads it. A lost notification costs only latency
        // (owners also poll).
        if let Err(e) = self.db.notify(COMMANDS_CHANNEL, &c.server).await {
            eprintln!("qibot: cannot notify the owners of queued command {id}: {e}");
        }
        Ok(id)
    }

    async fn pending_commands(&self, limit: usize) -> Result<Vec<PendingCommand>, StoreError> {
        let params = vec![Value::Int(limit as i64)];
        let rows = self.db.query(SELECT_PENDING.to_string(), params, |r| {
            codec::decode_pending(r)
        });
        rows.await
    }

    async fn finish_command(&self, id: i64, at_ms: i64, outcome: &str) -> Result<(), StoreError> {
        let params = vec![Value::Int(id), Value::Int(at_ms), text(outcome)];
        let n = self.db.execute(FINISH_COMMAND, params).await?;
        missing(n, || format!("queued command {id}"))
    }

    async fn wait_for_commands(&self, timeout: std::time::Duration) {
        self.db.wait_for_commands(timeout).await;
    }

    async fn announce(&self, change: &str) {
        // Best effort: the subscribers of other processes also read the store.
        let _ = self.db.notify(CHANGES_CHANNEL, change).await;
    }

    fn announcements(&self) -> Option<tokio::sync::broadcast::Receiver<String>> {
        self.db.announcements()
    }

    async fn puzzle_record(&self, key: PuzzleKey<'_>) -> Result<Option<PuzzleRecord>, StoreError> {
        let params = key_params(key);
        let rows = self
            .db
            .query(SELECT_PUZZLE_RECORD.to_string(), params, |r| {
                codec::decode_puzzle_record(r)
            });
        Ok(rows.await?.pop())
    }

    async fn puzzles_tried(&self, key: PuzzleKey<'_>) -> Result<Vec<String>, StoreError> {
        let params = key_params(key);
        let rows = self
            .db
            .query(SELECT_PUZZLES_TRIED.to_string(), params, |r| r.text(0));
        rows.await
    }

    async fn finish_puzzle(
        &self,
        attempt: &PuzzleAttempt,
        record: &PuzzleRecord,
    ) -> Result<(), StoreError> {
        let a = attempt;
        let try_row = vec![
            text(&a.server),
            text(&a.game_kind),
            text(&a.user),
            text(&a.puzzle),
            Value::OptFlag(Some(a.solved)),
            Value::Int(a.at_ms),
            Value::OptFlag(Some(a.other_move)),
            Value::OptInt(a.daily),
        ];
        let r = record;
        let record_row = vec![
            text(&r.server),
            text(&r.game_kind),
            text(&r.user),
            Value::Real(r.rating),
            Value::Real(r.deviation),
            Value::Real(r.volatility),
            Value::Int(r.solved),
            Value::Int(r.failed),
        ];
        let statements = vec![
            (INSERT_PUZZLE_ATTEMPT, try_row),
            (UPSERT_PUZZLE_RECORD, record_row),
        ];
        match self.db.execute_all(statements).await? {
            None => Ok(()),
            Some(0) => Err(StoreError::Conflict {
                what: format!("the try of puzzle {} by {}", a.puzzle, a.user),
            }),
            Some(_) => Err(StoreError::Conflict {
                what: format!("the puzzle rating of {}", r.user),
            }),
        }
    }

    async fn puzzle_stats(&self, game_kind: &str, puzzle: &str) -> Result<PuzzleStats, StoreError> {
        let params = vec![text(game_kind), text(puzzle)];
        let sql = format!("SELECT {STATS_COLUMNS} {PUZZLE_STATS_WHERE}");
        let rows = self
            .db
            .query(sql, params, |r| codec::decode_puzzle_stats(r, 0));
        Ok(rows.await?.pop().unwrap_or_default())
    }

    async fn all_puzzle_stats(
        &self,
        game_kind: &str,
    ) -> Result<Vec<(String, PuzzleStats)>, StoreError> {
        let params = vec![text(game_kind)];
        let sql = format!("SELECT puzzle, {STATS_COLUMNS} {ALL_PUZZLE_STATS_WHERE}");
        let rows = self.db.query(sql, params, |r| {
            Ok((r.text(0)?, codec::decode_puzzle_stats(r, 1)?))
        });
        rows.await
    }

    async fn daily_puzzle_stats(
        &self,
        server: &str,
        puzzle: &str,
        day: i64,
    ) -> Result<PuzzleStats, StoreError> {
        let params = vec![text(server), text(puzzle), Value::Int(day)];
        let sql = format!("SELECT {STATS_COLUMNS} {DAILY_STATS_WHERE}");
        let rows = self
            .db
            .query(sql, params, |r| codec::decode_puzzle_stats(r, 0));
        Ok(rows.await?.pop().unwrap_or_default())
    }

    async fn daily_puzzle(&self, server: &str) -> Result<Option<DailyPuzzle>, StoreError> {
        let params = vec![text(server)];
        let rows = self.db.query(SELECT_DAILY.to_string(), params, |r| {
            codec::decode_daily_puzzle(r)
        });
        Ok(rows.await?.pop())
    }

    async fn daily_puzzles(&self) -> Result<Vec<DailyPuzzle>, StoreError> {
        let rows = self.db.query(SELECT_DAILIES.to_string(), Vec::new(), |r| {
            codec::decode_daily_puzzle(r)
        });
        rows.await
    }

    async fn set_daily_puzzle(
        &self,
        server: &str,
        channel: Option<&str>,
        game_kind: &str,
        minute: i64,
    ) -> Result<(), StoreError> {
        let params = vec![
            text(server),
            Value::OptText(channel.map(str::to_string)),
            text(game_kind),
            Value::Int(minute),
        ];
        self.db.execute(UPSERT_DAILY, params).await?;
        Ok(())
    }

    async fn claim_daily_puzzle(
        &self,
        server: &str,
        day: i64,
        puzzle: &str,
    ) -> Result<bool, StoreError> {
        let params = vec![text(server), Value::Int(day), text(puzzle)];
        Ok(self.db.execute(CLAIM_DAILY, params).await? == 1)
    }

    async fn add_server_puzzle(&self, p: &ServerPuzzle) -> Result<(), StoreError> {
        let params = vec![
            text(&p.server),
            text(&p.game_kind),
            text(&p.id),
            text(&p.line),
            Value::Int(p.source_game),
            Value::Int(p.created_ms),
        ];
        if self.db.execute(INSERT_SERVER_PUZZLE, params).await? == 0 {
            return Err(StoreError::Conflict {
                what: format!("puzzle {} of server {}", p.id, p.server),
            });
        }
        Ok(())
    }

    async fn server_puzzles(
        &self,
        server: &str,
        game_kind: &str,
    ) -> Result<Vec<ServerPuzzle>, StoreError> {
        let params = vec![text(server), text(game_kind)];
        let rows = self
            .db
            .query(SELECT_SERVER_PUZZLES.to_string(), params, |r| {
                codec::decode_server_puzzle(r)
            });
        rows.await
    }

    async fn value_or_insert(&self, key: &str, value: &str) -> Result<String, StoreError> {
        // The insert is one statement that does nothing if another process was first; the
        // select then reads whichever value was kept (values are never deleted).
        let params = vec![text(key), text(value)];
        self.db
            .execute(codec::INSERT_VALUE_IF_ABSENT, params)
            .await?;
        self.value(key).await?.ok_or_else(|| StoreError::NotFound {
            what: format!("value `{key}`"),
        })
    }

    async fn lesson_progress(
        &self,
        user: &str,
        game_kind: &str,
    ) -> Result<Vec<LessonStageRecord>, StoreError> {
        let params = vec![text(user), text(game_kind)];
        let sql = SELECT_LESSON_PROGRESS.to_string();
        let rows = self
            .db
            .query(sql, params, |r| codec::decode_lesson_stage(r));
        rows.await
    }

    async fn record_lesson_stage(&self, st: &LessonStageRecord) -> Result<bool, StoreError> {
        let params = vec![
            text(&st.user),
            text(&st.game_kind),
            text(&st.lesson),
            Value::Int(st.stage),
            Value::Int(st.stars),
            Value::Int(st.solved_ms),
        ];
        Ok(self.db.execute(UPSERT_LESSON_STAGE, params).await? > 0)
    }

    async fn insert_tournament(&self, t: &TournamentRecord) -> Result<TournamentId, StoreError> {
        let params = vec![
            text(&t.server),
            text(&t.channel),
            text(&t.name),
            text(&t.game_kind.to_string()),
            text(&t.rules),
            text(&t.time_control),
            Value::OptFlag(Some(t.rated)),
            text(t.format.code()),
            Value::Int(t.rounds),
            text(t.state.code()),
            text(&t.organiser.id),
            text(&t.organiser.name),
            Value::Int(t.created_ms),
            Value::Int(t.current_round),
        ];
        let rows = self
            .db
            .query(INSERT_TOURNAMENT.to_string(), params, |r| r.int(0));
        rows.await?.pop().ok_or_else(|| StoreError::NotFound {
            what: "the new tournament".to_string(),
        })
    }

    async fn tournament(&self, id: TournamentId) -> Result<Option<TournamentRecord>, StoreError> {
        let sql = format!(
            "SELECT {} FROM tournaments WHERE id = $1",
            codec::TOURNAMENT_COLUMNS
        );
        let rows = self
            .db
            .query(sql, vec![Value::Int(id)], |r| codec::decode_tournament(r));
        Ok(rows.await?.pop())
    }

    async fn live_tournaments(&self) -> Result<Vec<TournamentRecord>, StoreError> {
        let sql = format!(
            "SELECT {} FROM tournaments WHERE state IN ('open', 'running') ORDER BY id",
            codec::TOURNAMENT_COLUMNS
        );
        let rows = self
            .db
            .query(sql, Vec::new(), |r| codec::decode_tournament(r));
        rows.await
    }

    async fn add_tournament_player(&self, p: &TournamentPlayer) -> Result<(), StoreError> {
        let row = vec![
            Value::Int(p.tournament),
            text(&p.member.id),
            text(&p.member.name),
            Value::Int(p.rating),
            Value::Int(p.joined_ms),
            Value::OptFlag(Some(p.withdrawn)),
        ];
        let statements = vec![
            (LOCK_OPEN_TOURNAMENT, vec![Value::Int(p.tournament)]),
            (INSERT_TOURNAMENT_PLAYER, row),
        ];
        match self.db.execute_all(statements).await? {
            None => Ok(()),
            Some(0) => Err(StoreError::Conflict {
                what: format!("tournament {} (no longer open)", p.tournament),
            }),
            Some(_) => Err(StoreError::Conflict {
                what: format!(
                    "the entry of {} in tournament {}",
                    p.member.id, p.tournament
                ),
            }),
        }
    }

    async fn remove_tournament_player(
        &self,
        id: TournamentId,
        member: &str,
    ) -> Result<(), StoreError> {
        let statements = vec![
            (LOCK_OPEN_TOURNAMENT, vec![Value::Int(id)]),
            (DELETE_TOURNAMENT_PLAYER, vec![Value::Int(id), text(member)]),
        ];
        match self.db.execute_all(statements).await? {
            None => Ok(()),
            Some(_) => Err(StoreError::NotFound {
                what: format!("the entry of {member} in open tournament {id}"),
            }),
        }
    }

    async fn withdraw_tournament_player(
        &self,
        id: TournamentId,
        member: &str,
    ) -> Result<(), StoreError> {
        let params = vec![
            Value::Int(id),
            text(member),
            Value::OptFlag(Some(true)),
            Value::OptFlag(Some(false)),
        ];
        let n = self.db.execute(WITHDRAW_TOURNAMENT_PLAYER, params).await?;
        missing(n, || {
            format!("the place of {member} in running tournament {id}")
        })
    }

    async fn tournament_players(
        &self,
        id: TournamentId,
    ) -> Result<Vec<TournamentPlayer>, StoreError> {
        let rows = self.db.query(
            SELECT_TOURNAMENT_PLAYERS.to_string(),
            vec![Value::Int(id)],
            |r| codec::decode_tournament_player(r),
        );
        rows.await
    }

    async fn pair_round(
        &self,
        id: TournamentId,
        round: i64,
        rounds: i64,
        pairings: &[PairingRecord],
    ) -> Result<bool, StoreError> {
        let claim = vec![
            Value::Int(id),
            Value::Int(round),
            Value::Int(round - 1),
            Value::Int(rounds),
        ];
        let mut statements = vec![(CLAIM_ROUND, claim)];
        for p in pairings {
            let row = vec![
                Value::Int(id),
                Value::Int(round),
                Value::Int(p.board),
                text(&p.first),
                Value::OptText(p.second.clone()),
                Value::OptInt(p.game),
                Value::OptText(p.result.map(|r| r.code().to_string())),
            ];
            statements.push((INSERT_PAIRING, row));
        }
        Ok(self.db.execute_all(statements).await?.is_none())
    }

    async fn tournament_pairings(
        &self,
        id: TournamentId,
    ) -> Result<Vec<PairingRecord>, StoreError> {
        let rows = self
            .db
            .query(SELECT_PAIRINGS.to_string(), vec![Value::Int(id)], |r| {
                codec::decode_pairing(r)
            });
        rows.await
    }

    async fn set_pairing_game(
        &self,
        id: TournamentId,
        round: i64,
        board: i64,
        game: GameId,
    ) -> Result<bool, StoreError> {
        let params = vec![
            Value::Int(id),
            Value::Int(round),
            Value::Int(board),
            Value::Int(game),
        ];
        Ok(self.db.execute(SET_PAIRING_GAME, params).await? == 1)
    }

    async fn record_pairing_result(
        &self,
        id: TournamentId,
        round: i64,
        board: i64,
        result: PairingResult,
    ) -> Result<bool, StoreError> {
        let params = vec![
            Value::Int(id),
            Value::Int(round),
            Value::Int(board),
            text(result.code()),
        ];
        Ok(self.db.execute(SET_PAIRING_RESULT, params).await? == 1)
    }

    async fn set_tournament_state(
        &self,
        id: TournamentId,
        from: TournamentState,
        to: TournamentState,
    ) -> Result<bool, StoreError> {
        let params = vec![Value::Int(id), text(from.code()), text(to.code())];
        Ok(self.db.execute(SET_TOURNAMENT_STATE, params).await? == 1)
    }
}
