//! Persistence behind a trait, so a networked database can replace the embedded SQLite one.
//!
//! Every method is one atomic commit: when it returns `Ok`, the change survives the process
//! being killed. The hub calls the store before it tells anyone of a change.

mod sqlite;

pub use sqlite::SqliteStore;

use crate::games::any::{GameKind, Move, Side};

use super::types::{ChallengeId, ChannelId, Ending, GameId, Player, Seat, ServerId, UserId};

/// A store failure (I/O, a corrupt row). The command that met it changed nothing.
#[derive(Debug, thiserror::Error)]
#[error("the game store failed: {0}")]
pub struct StoreError(pub String);

impl From<rusqlite::Error> for StoreError {
    fn from(e: rusqlite::Error) -> StoreError {
        StoreError(e.to_string())
    }
}

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

/// Where the hub keeps everything. Implementations must be safe to call from many threads.
pub trait Store: Send + Sync {
    /// The highest game and challenge numbers used so far (0 when none).
    fn max_ids(&self) -> Result<(GameId, ChallengeId), StoreError>;
    /// Stores a new game and, in the same commit, removes the challenge it came from.
    fn insert_game(
        &self,
        game: &GameRecord,
        from_challenge: Option<ChallengeId>,
    ) -> Result<(), StoreError>;
    /// Stores the new state of an active game (moves, clocks, offers).
    fn update_game(&self, game: &GameRecord) -> Result<(), StoreError>;
    /// Stores a finished game and, in the same commit, the new ratings of its players.
    fn finish_game(&self, game: &GameRecord, ratings: &[RatingRecord]) -> Result<(), StoreError>;
    /// One game, active or finished.
    fn game(&self, id: GameId) -> Result<Option<GameRecord>, StoreError>;
    /// Every active game.
    fn active_games(&self) -> Result<Vec<GameRecord>, StoreError>;
    /// Stores a new challenge.
    fn insert_challenge(&self, c: &ChallengeRecord) -> Result<(), StoreError>;
    /// Removes a challenge (declined, withdrawn or expired).
    fn delete_challenge(&self, id: ChallengeId) -> Result<(), StoreError>;
    /// Every pending challenge.
    fn challenges(&self) -> Result<Vec<ChallengeRecord>, StoreError>;
    /// A member's rating, if they have played a rated game.
    fn rating(
        &self,
        server: &str,
        game_kind: &str,
        user: &str,
    ) -> Result<Option<RatingRecord>, StoreError>;
    /// The best-rated members, best first.
    fn leaderboard(
        &self,
        server: &str,
        game_kind: &str,
        limit: usize,
    ) -> Result<Vec<RatingRecord>, StoreError>;
    /// A server's settings (all `None` if never set).
    fn server_settings(&self, server: &str) -> Result<ServerSettings, StoreError>;
    /// Replaces a server's settings.
    fn set_server_settings(&self, server: &str, s: &ServerSettings) -> Result<(), StoreError>;
    /// Finished games of a member on a server, newest first.
    fn finished_games(
        &self,
        server: &str,
        user: &str,
        limit: usize,
    ) -> Result<Vec<GameRecord>, StoreError>;
    /// The stored review of game `game` (the hub's text, see [`crate::hub::review`]), if any.
    /// Stores without a place for reviews keep none (the hub then reviews again).
    fn review(&self, game: GameId) -> Result<Option<String>, StoreError> {
        let _ = game;
        Ok(None)
    }
    /// Keeps the review `data` of game `game`, replacing an older one.
    fn save_review(&self, game: GameId, data: &str) -> Result<(), StoreError> {
        let _ = (game, data);
        Ok(())
    }
}
