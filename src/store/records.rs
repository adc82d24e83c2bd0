//! The records the store keeps: games, challenges, ratings, puzzles and settings, each a plain
//! value in the vocabulary of [`super::types`]; the store reads and writes them, the sessions
//! above give them meaning.

use crate::games::any::{GameKind, Move, Side};

use super::types::{ChallengeId, ChannelId, Ending, GameId, Player, Seat, ServerId, UserId};

/// A rating before and after a game.
#[derive(Copy, Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct RatingChange {
    /// Rating before the game.
    pub before: f64,
    /// Rating after the game.
    pub after: f64,
}

/// A hosted game as stored, active or finished.
#[derive(Clone, Debug, PartialEq)]
pub struct GameRecord {
    /// The game's number.
    pub id: GameId,
    /// Where it is played.
    pub server: ServerId,
    /// The channel (or thread).
    pub channel: ChannelId,
    /// The game (stored as `jungle` or `xiangqi`).
    pub game_kind: GameKind,
    /// Who plays Red, then Blue (Jungle) or Black (Xiangqi).
    pub seats: [Seat; 2],
    /// Whether the result changes ratings.
    pub rated: bool,
    /// The rules in their text form (`RuleSet` Display).
    pub rules: String,
    /// The time control in its stored form (`TimeControl` Display).
    pub time_control: String,
    /// The start position.
    pub start_fen: String,
    /// The moves played, in order.
    pub moves: Vec<Move>,
    /// Clocks, standing offers and the end.
    pub state: GameState,
}

/// A game's state besides its moves, the same in the stored record and in the hub's table:
/// the clocks, the standing offers, and the end once it came.
#[derive(Clone, Debug, PartialEq)]
pub struct GameState {
    /// Clock time left for Red and Blue, in ms (game clocks only).
    pub clock_ms: [i64; 2],
    /// When the side to move's turn began (Unix ms).
    pub turn_started_ms: i64,
    /// Who offered a draw that still stands.
    pub draw_offer: Option<Side>,
    /// Who asked for a takeback that still stands.
    pub takeback_offer: Option<Side>,
    /// When the game began (Unix ms).
    pub created_ms: i64,
    /// How it ended, once it did.
    pub ending: Option<Ending>,
    /// When it ended (Unix ms).
    pub finished_ms: Option<i64>,
    /// Rating changes of Red and Blue for a rated game.
    pub rating_changes: Option<[RatingChange; 2]>,
}

/// A pending challenge.
#[derive(Clone, Debug, PartialEq)]
pub struct ChallengeRecord {
    /// The challenge's number.
    pub id: ChallengeId,
    /// Where.
    pub server: ServerId,
    /// The channel the game would be played in.
    pub channel: ChannelId,
    /// Who challenged.
    pub challenger: Player,
    /// Who is challenged (only they can accept or decline).
    pub challenged: Player,
    /// The game.
    pub game_kind: GameKind,
    /// Rules text.
    pub rules: String,
    /// Time control text.
    pub time_control: String,
    /// Rated or casual.
    pub rated: bool,
    /// The challenger's colour: `red`, `blue` (Jungle), `black` (Xiangqi) or `random`.
    pub colour: String,
    /// When it was made (Unix ms).
    pub created_ms: i64,
    /// When it expires (Unix ms).
    pub expires_ms: i64,
}

/// A member's rating and record in one game on one server.
#[derive(Clone, Debug, PartialEq)]
pub struct RatingRecord {
    /// The server.
    pub server: ServerId,
    /// The game, e.g. `jungle`.
    pub game_kind: String,
    /// The member.
    pub user: UserId,
    /// Their last known display name.
    pub name: String,
    /// Glicko-2 rating (1500 at first).
    pub rating: f64,
    /// Glicko-2 rating deviation (350 at first).
    pub deviation: f64,
    /// Glicko-2 volatility (0.06 at first).
    pub volatility: f64,
    /// Rated games played.
    pub games: i64,
    /// Rated wins.
    pub wins: i64,
    /// Rated draws.
    pub draws: i64,
    /// Rated losses.
    pub losses: i64,
}

/// Whose puzzle record and tries: a member (`user`) on a server, in one game (`game_kind`,
/// e.g. `jungle`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PuzzleKey<'a> {
    /// The server.
    pub server: &'a str,
    /// The game, e.g. `jungle`.
    pub game_kind: &'a str,
    /// The member.
    pub user: &'a str,
}

impl<'a> PuzzleKey<'a> {
    /// The key of member `user` on `server` in `game_kind`.
    pub fn new(server: &'a str, game_kind: &'a str, user: &'a str) -> PuzzleKey<'a> {
        PuzzleKey {
            server,
            game_kind,
            user,
        }
    }
}

/// A member's puzzle rating and record in one game on one server.
#[derive(Clone, Debug, PartialEq)]
pub struct PuzzleRecord {
    /// The server.
    pub server: ServerId,
    /// The game, e.g. `jungle`.
    pub game_kind: String,
    /// The member.
    pub user: UserId,
    /// Glicko-2 puzzle rating (1500 at first).
    pub rating: f64,
    /// Glicko-2 rating deviation (350 at first).
    pub deviation: f64,
    /// Glicko-2 volatility (0.06 at first).
    pub volatility: f64,
    /// Puzzles solved.
    pub solved: i64,
    /// Puzzles failed.
    pub failed: i64,
}

/// A finished puzzle try.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleAttempt {
    /// The server.
    pub server: ServerId,
    /// The game, e.g. `jungle`.
    pub game_kind: String,
    /// The member.
    pub user: UserId,
    /// The puzzle's id in its collection.
    pub puzzle: String,
    /// Whether they solved it.
    pub solved: bool,
    /// When the try ended (Unix ms).
    pub at_ms: i64,
    /// Solved by another winning move than the stored solution's (at the last step), which
    /// flags a puzzle when it happens often.
    pub other_move: bool,
    /// The day (days since 1970-01-01, UTC) whose daily puzzle this try was, if it was one.
    pub daily: Option<i64>,
}

/// A puzzle's tries on every server, for its success rate and flag.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PuzzleStats {
    /// Tries.
    pub tried: i64,
    /// Tries that solved it.
    pub solved: i64,
    /// Solves by another winning move than the stored solution's.
    pub other_move: i64,
}

/// A server's daily puzzle (`/dailypuzzle`): where and when it is posted, and the last one
/// posted (which the claim of the next post moves on, once across processes).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DailyPuzzle {
    /// The server.
    pub server: ServerId,
    /// The channel it is posted in; `None`: turned off.
    pub channel: Option<String>,
    /// The game, e.g. `jungle`.
    pub game_kind: String,
    /// The minute of the day it is posted at (0 to 1439), UTC.
    pub minute: i64,
    /// The day (days since 1970-01-01, UTC) of the last post, if any.
    pub last_day: Option<i64>,
    /// The puzzle of that post.
    pub last_puzzle: Option<String>,
}

/// A puzzle found in a finished game of one server, for that server's members only
/// (`/puzzle from:server`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ServerPuzzle {
    /// The server whose game it came from (and the only one that sees it).
    pub server: ServerId,
    /// The game, e.g. `jungle`.
    pub game_kind: String,
    /// Its id, unique on the server and apart from the shipped ids (`sj0001`).
    pub id: String,
    /// The puzzle's line in the puzzle file format (see [`crate::games::puzzle`]), its id
    /// the same.
    pub line: String,
    /// The finished game it was found in.
    pub source_game: GameId,
    /// When it was found (Unix ms).
    pub created_ms: i64,
}

/// One stage of a game's course (issue 64) that a member solved, with the best stars they got
/// there. Kept per member and game, the same on every server: lessons are a member's own.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonStageRecord {
    /// The member.
    pub user: UserId,
    /// The game, e.g. `jungle`.
    pub game_kind: String,
    /// The lesson's id in its course file (`rat`, `horse-leg`): ids outlive a reordering.
    pub lesson: String,
    /// The stage in the lesson, from 1.
    pub stage: i64,
    /// The best stars, 1 to 3.
    pub stars: i64,
    /// When those stars were first reached (Unix ms).
    pub solved_ms: i64,
}

/// Per-server settings; `None` means the configuration's default.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ServerSettings {
    /// The server's language tag.
    pub language: Option<String>,
    /// Whether hints are allowed in casual member games.
    pub casual_hints: Option<bool>,
    /// The server's default game (`jungle`, `xiangqi`).
    pub game: Option<String>,
}

/// Per-member settings, the same on every server; `None` means the default.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MemberSettings {
    /// The member's piece style for boards (`characters`, `letters`, `pictograms`).
    pub piece_style: Option<String>,
    /// Whether the member is mentioned when a game hands them the move (`None`: yes).
    pub notify: Option<bool>,
    /// The member's own language tag for what only they read (`None`: the one the front-end
    /// sends, e.g. Discord's interaction `locale`, then the server's).
    pub language: Option<String>,
}

/// A stored row (a game or a challenge) that cannot be read back (a corrupt column, or moves
/// that are not legal from its start): the hub quarantines such an active game with
/// [`Store::quarantine_game`], deletes such a challenge, and leaves such a finished game out of
/// lists with a note.
#[derive(Clone, Debug, PartialEq)]
pub struct UnreadableRow {
    /// The game's or challenge's number.
    pub id: i64,
    /// Its server, if that column at least can be read.
    pub server: Option<ServerId>,
    /// Its channel, if that column can be read.
    pub channel: Option<ChannelId>,
    /// What is wrong with it.
    pub why: String,
}

/// A stored game that cannot be read back (see [`UnreadableRow`]).
pub type UnreadableGame = UnreadableRow;

/// A game set aside because its stored row could not be read: no longer active (its channel is
/// free), kept in the store for a person to look at, and listed by `/games` to server managers.
#[derive(Clone, Debug, PartialEq)]
pub struct QuarantinedGame {
    /// The game's number.
    pub id: GameId,
    /// Its channel (empty if the column could not be read).
    pub channel: ChannelId,
    /// Why it could not be read.
    pub why: String,
    /// When it was set aside (Unix ms).
    pub quarantined_ms: i64,
}

/// A tournament's number (given by the database).
pub type TournamentId = i64;

/// How a tournament is paired.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TournamentFormat {
    /// Every player meets every other once (FIDE Berger tables, C.05 Annex 1).
    RoundRobin,
    /// Every player meets every other twice, the colours reversed the second time.
    DoubleRoundRobin,
    /// A set number of rounds paired by the FIDE Dutch system (C.04.3).
    Swiss,
}

impl TournamentFormat {
    /// Every format, in the order the commands list them.
    pub const ALL: [TournamentFormat; 3] = [
        TournamentFormat::RoundRobin,
        TournamentFormat::DoubleRoundRobin,
        TournamentFormat::Swiss,
    ];

    /// Its stored (and typed) name: `round-robin`, `double-round-robin`, `swiss`.
    pub fn code(self) -> &'static str {
        match self {
            TournamentFormat::RoundRobin => "round-robin",
            TournamentFormat::DoubleRoundRobin => "double-round-robin",
            TournamentFormat::Swiss => "swiss",
        }
    }

    /// The format named `code` (see [`TournamentFormat::code`]).
    pub fn from_code(code: &str) -> Option<TournamentFormat> {
        Self::ALL.into_iter().find(|f| f.code() == code)
    }
}

/// Where a tournament stands.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TournamentState {
    /// Taking entries; not started.
    Open,
    /// Started: rounds are paired and played.
    Running,
    /// Every round played.
    Finished,
    /// Stopped by its organiser.
    Cancelled,
}

impl TournamentState {
    /// Every state.
    pub const ALL: [TournamentState; 4] = [
        TournamentState::Open,
        TournamentState::Running,
        TournamentState::Finished,
        TournamentState::Cancelled,
    ];

    /// Its stored name: `open`, `running`, `finished`, `cancelled`.
    pub fn code(self) -> &'static str {
        match self {
            TournamentState::Open => "open",
            TournamentState::Running => "running",
            TournamentState::Finished => "finished",
            TournamentState::Cancelled => "cancelled",
        }
    }

    /// The state named `code` (see [`TournamentState::code`]).
    pub fn from_code(code: &str) -> Option<TournamentState> {
        Self::ALL.into_iter().find(|s| s.code() == code)
    }
}

/// A tournament as stored.
#[derive(Clone, Debug, PartialEq)]
pub struct TournamentRecord {
    /// Its number (ignored on insert: the database gives it).
    pub id: TournamentId,
    /// The server it is held on.
    pub server: ServerId,
    /// The channel it was created in (its announcements and standings).
    pub channel: ChannelId,
    /// Its name, as the organiser gave it.
    pub name: String,
    /// The game played.
    pub game_kind: GameKind,
    /// The rules in their text form (`RuleSet` Display).
    pub rules: String,
    /// The time control in its stored form (`TimeControl` Display).
    pub time_control: String,
    /// Whether its games change ratings.
    pub rated: bool,
    /// How it is paired.
    pub format: TournamentFormat,
    /// The number of rounds (a round robin's is set at the start, from the number of players).
    pub rounds: i64,
    /// Where it stands.
    pub state: TournamentState,
    /// Who created it (they start and cancel it).
    pub organiser: Player,
    /// When it was created (Unix ms).
    pub created_ms: i64,
    /// The last round paired (0 before the first); only [`Store::pair_round`] moves it on.
    ///
    /// [`Store::pair_round`]: super::Store::pair_round
    pub current_round: i64,
}

/// A member entered in a tournament.
#[derive(Clone, Debug, PartialEq)]
pub struct TournamentPlayer {
    /// The tournament.
    pub tournament: TournamentId,
    /// The member and the name they entered under.
    pub member: Player,
    /// Their rating in the tournament's game when they joined (rounded; the initial ranking
    /// and the TRF's rating column).
    pub rating: i64,
    /// When they joined (Unix ms; breaks ties of rating in the initial ranking).
    pub joined_ms: i64,
    /// Withdrawn after the start: paired no more, their results kept.
    pub withdrawn: bool,
}

/// How a pairing ended, for its first and second seat.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PairingResult {
    /// The first seat won over the board.
    FirstWins,
    /// The second seat won over the board.
    SecondWins,
    /// Drawn over the board.
    Draw,
    /// The first seat won by forfeit (the second withdrew or never played).
    FirstByForfeit,
    /// The second seat won by forfeit.
    SecondByForfeit,
    /// Neither played (a game ended without a result): no points to either.
    DoubleForfeit,
    /// The pairing-allocated bye of the first seat (no second seat): one point (FIDE C.04.1 c).
    Bye,
    /// A round robin's free round of the first seat (no second seat; an odd number of
    /// players): no points.
    SitsOut,
}

impl PairingResult {
    /// Every result.
    pub const ALL: [PairingResult; 8] = [
        PairingResult::FirstWins,
        PairingResult::SecondWins,
        PairingResult::Draw,
        PairingResult::FirstByForfeit,
        PairingResult::SecondByForfeit,
        PairingResult::DoubleForfeit,
        PairingResult::Bye,
        PairingResult::SitsOut,
    ];

    /// Its stored form: `1-0`, `0-1`, `=`, `+-`, `-+`, `--`, `bye`, `out`.
    pub fn code(self) -> &'static str {
        match self {
            PairingResult::FirstWins => "1-0",
            PairingResult::SecondWins => "0-1",
            PairingResult::Draw => "=",
            PairingResult::FirstByForfeit => "+-",
            PairingResult::SecondByForfeit => "-+",
            PairingResult::DoubleForfeit => "--",
            PairingResult::Bye => "bye",
            PairingResult::SitsOut => "out",
        }
    }

    /// The result stored as `code` (see [`PairingResult::code`]).
    pub fn from_code(code: &str) -> Option<PairingResult> {
        Self::ALL.into_iter().find(|r| r.code() == code)
    }
}

/// One board of a round (or the bye), as stored.
#[derive(Clone, Debug, PartialEq)]
pub struct PairingRecord {
    /// The tournament.
    pub tournament: TournamentId,
    /// The round, from 1.
    pub round: i64,
    /// The board, from 1 (the bye comes after the boards).
    pub board: i64,
    /// The member in the first seat (who moves first: Red), or given the bye.
    pub first: UserId,
    /// The member in the second seat; `None` for the bye.
    pub second: Option<UserId>,
    /// The game played on this board, once it was created.
    pub game: Option<GameId>,
    /// How it ended, once recorded (a bye's at once).
    pub result: Option<PairingResult>,
}
