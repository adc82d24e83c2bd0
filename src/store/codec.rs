//! What both stores share: the SQL of every query (written once, `$1`-style placeholders that
//! the SQLite store turns into `?1`), the columns of a row read through one small trait, and
//! records turned into column values. Only the schema's DDL and the drivers differ.

use super::types::{EndReason, Ending, Player, Seat, side_from_index};
use crate::games::any::{Move, Side};

use super::api::{ActiveGames, PendingCommand, Readable, StoreError, Versioned};
use super::records::{
    ChallengeRecord, DailyPuzzle, GameRecord, GameState, LessonStageRecord, MemberSettings,
    PairingRecord, PairingResult, PuzzleRecord, PuzzleStats, QuarantinedGame, RatingRecord,
    ServerPuzzle, ServerSettings, TournamentFormat, TournamentPlayer, TournamentRecord,
    TournamentState, UnreadableGame, UnreadableRow,
};

/// The columns of a game row, in the order [`decode_game`] reads them.
pub const GAME_COLUMNS: &str = "id, server, channel, game_kind, red, blue, rated, rules, time_control, start_fen, moves, clock_red, clock_blue, turn_started, draw_offer, takeback_offer, created, result, reason, finished, rating_changes, version";

/// A new game (version 1); the database gives the id.
pub const INSERT_GAME: &str = "INSERT INTO games (server, channel, game_kind, red, blue, red_user, blue_user, rated, rules, time_control, start_fen, moves, clock_red, clock_blue, turn_started, draw_offer, takeback_offer, created, active, result, reason, finished, rating_changes, version) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, 1) RETURNING id";

/// The new state of an active game, only over the version it was read at.
pub const UPDATE_GAME: &str = "UPDATE games SET moves = $3, clock_red = $4, clock_blue = $5, turn_started = $6, draw_offer = $7, takeback_offer = $8, version = version + 1 WHERE id = $1 AND version = $2 AND active = TRUE";

/// The end of an active game, only over the version it was read at.
pub const FINISH_GAME: &str = "UPDATE games SET moves = $3, clock_red = $4, clock_blue = $5, turn_started = $6, draw_offer = $7, takeback_offer = $8, active = FALSE, result = $9, reason = $10, finished = $11, rating_changes = $12, rated = $13, version = version + 1 WHERE id = $1 AND version = $2 AND active = TRUE";

/// Whether a game exists and is active (to tell a conflict from a missing game).
pub const GAME_STATE: &str = "SELECT active FROM games WHERE id = $1";

/// One game (not a quarantined one: its row cannot be read).
pub fn select_game() -> String {
    format!("SELECT {GAME_COLUMNS} FROM games WHERE id = $1 AND quarantine IS NULL")
}

/// Every active game.
pub fn select_active_games() -> String {
    format!("SELECT {GAME_COLUMNS} FROM games WHERE active = TRUE ORDER BY id")
}

/// A member's finished games on a server, newest first.
pub fn select_finished_games() -> String {
    format!(
        "SELECT {GAME_COLUMNS} FROM games WHERE active = FALSE AND quarantine IS NULL AND server = $1 AND (red_user = $2 OR blue_user = $2) ORDER BY finished DESC, id DESC LIMIT $3"
    )
}

/// A server's finished games, newest first.
pub fn select_server_games() -> String {
    format!(
        "SELECT {GAME_COLUMNS} FROM games WHERE active = FALSE AND quarantine IS NULL AND server = $1 ORDER BY finished DESC, id DESC LIMIT $2"
    )
}

/// Sets an active game aside: no longer active (the channel is free), why it is, and when.
pub const QUARANTINE_GAME: &str = "UPDATE games SET active = FALSE, quarantine = $2, finished = $3, version = version + 1 WHERE id = $1 AND active = TRUE";

/// A server's quarantined games.
pub const SELECT_QUARANTINED: &str = "SELECT id, channel, quarantine, finished FROM games WHERE server = $1 AND quarantine IS NOT NULL ORDER BY id";

/// A rating after a game: written only over the record it was computed from (one game fewer),
/// so a game changes a rating once and two games ending at once cannot lose one update.
pub const UPSERT_RATING: &str = "INSERT INTO ratings (server, game_kind, \"user\", name, rating, deviation, volatility, games, wins, draws, losses) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (server, game_kind, \"user\") DO UPDATE SET name = excluded.name, rating = excluded.rating, deviation = excluded.deviation, volatility = excluded.volatility, games = excluded.games, wins = excluded.wins, draws = excluded.draws, losses = excluded.losses WHERE ratings.games = excluded.games - 1";

const RATING_COLUMNS: &str =
    "server, game_kind, \"user\", name, rating, deviation, volatility, games, wins, draws, losses";

/// A member's rating.
pub fn select_rating() -> String {
    format!(
        "SELECT {RATING_COLUMNS} FROM ratings WHERE server = $1 AND game_kind = $2 AND \"user\" = $3"
    )
}

/// The best-rated members of a game on a server.
pub fn select_leaderboard() -> String {
    format!(
        "SELECT {RATING_COLUMNS} FROM ratings WHERE server = $1 AND game_kind = $2 ORDER BY rating DESC, games DESC, \"user\" LIMIT $3"
    )
}

/// A new challenge (version 1); the database gives the id.
pub const INSERT_CHALLENGE: &str = "INSERT INTO challenges (server, channel, challenger, challenged, game_kind, rules, time_control, rated, colour, created, expires, version) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 1) RETURNING id";

/// Removes a challenge.
pub const DELETE_CHALLENGE: &str = "DELETE FROM challenges WHERE id = $1";

/// Every pending challenge.
pub const SELECT_CHALLENGES: &str = "SELECT id, server, channel, challenger, challenged, game_kind, rules, time_control, rated, colour, created, expires, version FROM challenges ORDER BY id";

/// A server's settings.
pub const SELECT_SETTINGS: &str =
    "SELECT language, casual_hints, game FROM server_settings WHERE server = $1";

/// Replaces a server's settings.
pub const UPSERT_SETTINGS: &str = "INSERT INTO server_settings (server, language, casual_hints, game) VALUES ($1, $2, $3, $4) ON CONFLICT (server) DO UPDATE SET language = excluded.language, casual_hints = excluded.casual_hints, game = excluded.game";

/// A member's settings: `$1` the member's user id.
pub const SELECT_MEMBER_SETTINGS: &str =
    "SELECT piece_style, notify, language FROM member_settings WHERE member = $1";

/// Replaces a member's settings.
pub const UPSERT_MEMBER_SETTINGS: &str = "INSERT INTO member_settings (member, piece_style, notify, language) VALUES ($1, $2, $3, $4) ON CONFLICT (member) DO UPDATE SET piece_style = excluded.piece_style, notify = excluded.notify, language = excluded.language";

/// Reads the columns of one result row, whatever the driver.
pub trait Columns {
    /// A text column.
    fn text(&self, i: usize) -> Result<String, StoreError>;
    /// A nullable text column.
    fn opt_text(&self, i: usize) -> Result<Option<String>, StoreError>;
    /// An integer column.
    fn int(&self, i: usize) -> Result<i64, StoreError>;
    /// A nullable integer column.
    fn opt_int(&self, i: usize) -> Result<Option<i64>, StoreError>;
    /// A boolean column.
    fn flag(&self, i: usize) -> Result<bool, StoreError>;
    /// A nullable boolean column.
    fn opt_flag(&self, i: usize) -> Result<Option<bool>, StoreError>;
    /// A floating-point column.
    fn real(&self, i: usize) -> Result<f64, StoreError>;
}

/// One column of a result row read as a `T`: what each SQL driver implements for its row type,
/// once for every column type [`Columns`] reads; [`Columns`] follows.
pub trait Column<T> {
    /// Column `i` as a `T`.
    fn column(&self, i: usize) -> Result<T, StoreError>;
}

impl<R> Columns for R
where
    R: Column<String>
        + Column<Option<String>>
        + Column<i64>
        + Column<Option<i64>>
        + Column<bool>
        + Column<Option<bool>>
        + Column<f64>,
{
    fn text(&self, i: usize) -> Result<String, StoreError> {
        self.column(i)
    }
    fn opt_text(&self, i: usize) -> Result<Option<String>, StoreError> {
        self.column(i)
    }
    fn int(&self, i: usize) -> Result<i64, StoreError> {
        self.column(i)
    }
    fn opt_int(&self, i: usize) -> Result<Option<i64>, StoreError> {
        self.column(i)
    }
    fn flag(&self, i: usize) -> Result<bool, StoreError> {
        self.column(i)
    }
    fn opt_flag(&self, i: usize) -> Result<Option<bool>, StoreError> {
        self.column(i)
    }
    fn real(&self, i: usize) -> Result<f64, StoreError> {
        self.column(i)
    }
}

fn corrupt(what: &str, e: impl std::fmt::Display) -> StoreError {
    StoreError::Unreadable {
        what: what.to_string(),
        detail: e.to_string(),
        server: None,
    }
}

/// `Ok($ty { field: r.read(i)?, … })`, `i` counting up from `$first` in field order: a
/// row's columns read in the order its SELECT names them, without numbering them by hand.
macro_rules! read_row {
    ($r:expr, $first:expr, $ty:ident { $($field:ident: $read:ident),* $(,)? }) => {{
        let mut at = $first;
        let mut next = || {
            at += 1;
            at - 1
        };
        Ok($ty { $($field: $r.$read(next())?),* })
    }};
}

/// [`decode_game`], with the row's server named in a [`StoreError::Unreadable`] (as far as
/// that column can be read), for [`super::Store::game`].
pub fn decode_game_located(
    r: &(impl Columns + ?Sized),
) -> Result<Versioned<GameRecord>, StoreError> {
    decode_game(r).map_err(|e| match e {
        StoreError::Unreadable { what, detail, .. } => StoreError::Unreadable {
            what,
            detail,
            server: r.text(1).ok(),
        },
        e => e,
    })
}

/// A game row read with [`GAME_COLUMNS`].
pub fn decode_game(r: &(impl Columns + ?Sized)) -> Result<Versioned<GameRecord>, StoreError> {
    let seat = |i: usize| -> Result<Seat, StoreError> {
        serde_json::from_str(&r.text(i)?).map_err(|e| corrupt("seat", e))
    };
    let kind = r.text(3)?.parse().map_err(|e| corrupt("game kind", e))?;
    let moves = r
        .text(10)?
        .split_whitespace()
        .map(|m| Move::parse(kind, m).map_err(|e| corrupt("move", e)))
        .collect::<Result<Vec<Move>, StoreError>>()?;
    let ending = match (r.opt_text(17)?, r.opt_text(18)?) {
        (Some(res), Some(reason)) => Some(Ending {
            winner: match res.as_str() {
                "1-0" => Some(Side::First),
                "0-1" => Some(Side::Second),
                _ => None,
            },
            reason: EndReason::from_code(&reason).ok_or_else(|| corrupt("reason", &reason))?,
        }),
        _ => None,
    };
    let rating_changes = match r.opt_text(20)? {
        Some(c) => Some(serde_json::from_str(&c).map_err(|e| corrupt("rating change", e))?),
        None => None,
    };
    let record = GameRecord {
        id: r.int(0)?,
        server: r.text(1)?,
        channel: r.text(2)?,
        game_kind: kind,
        seats: [seat(4)?, seat(5)?],
        rated: r.flag(6)?,
        rules: r.text(7)?,
        time_control: r.text(8)?,
        start_fen: r.text(9)?,
        moves,
        state: GameState {
            clock_ms: [r.int(11)?, r.int(12)?],
            turn_started_ms: r.int(13)?,
            draw_offer: r.opt_int(14)?.and_then(side_from_index),
            takeback_offer: r.opt_int(15)?.and_then(side_from_index),
            created_ms: r.int(16)?,
            ending,
            finished_ms: r.opt_int(19)?,
            rating_changes,
        },
    };
    Ok(Versioned {
        record,
        version: r.int(21)?,
    })
}

/// An active game row read with [`GAME_COLUMNS`]: the game, or what is wrong with the row
/// (only a row whose id cannot be read fails).
pub fn decode_active_game(
    r: &(impl Columns + ?Sized),
) -> Result<Result<Versioned<GameRecord>, UnreadableGame>, StoreError> {
    lenient(r, decode_game)
}

/// A finished game row read with [`GAME_COLUMNS`], as [`decode_active_game`].
pub fn decode_finished_game(
    r: &(impl Columns + ?Sized),
) -> Result<Result<GameRecord, UnreadableRow>, StoreError> {
    lenient(r, |r| decode_game(r).map(|g| g.record))
}

/// A challenge row read with [`SELECT_CHALLENGES`], as [`decode_active_game`].
pub fn decode_pending_challenge(
    r: &(impl Columns + ?Sized),
) -> Result<Result<Versioned<ChallengeRecord>, UnreadableRow>, StoreError> {
    lenient(r, decode_challenge)
}

/// A row read with `decode`, or what is wrong with it: every listing's rows start with the id,
/// server and channel columns, read on their own for the [`UnreadableRow`] (only a row whose
/// id cannot be read fails the call).
fn lenient<C: Columns + ?Sized, T>(
    r: &C,
    decode: impl Fn(&C) -> Result<T, StoreError>,
) -> Result<Result<T, UnreadableRow>, StoreError> {
    match decode(r) {
        Ok(g) => Ok(Ok(g)),
        Err(e) => Ok(Err(UnreadableRow {
            id: r.int(0)?,
            server: r.text(1).ok(),
            channel: r.text(2).ok(),
            why: match e {
                StoreError::Backend { reason } => reason,
                e => e.to_string(),
            },
        })),
    }
}

/// Rows read with [`decode_active_game`], split into games and unreadable rows.
pub fn active_games(rows: Vec<Result<Versioned<GameRecord>, UnreadableGame>>) -> ActiveGames {
    let all = readable(rows);
    ActiveGames {
        games: all.rows,
        unreadable: all.unreadable,
    }
}

/// Rows read leniently, split into those read and the unreadable ones, each in order.
pub fn readable<T>(rows: Vec<Result<T, UnreadableRow>>) -> Readable<T> {
    let mut all = Readable::default();
    for r in rows {
        match r {
            Ok(g) => all.rows.push(g),
            Err(u) => all.unreadable.push(u),
        }
    }
    all
}

/// A row read with [`SELECT_QUARANTINED`].
pub fn decode_quarantined(r: &(impl Columns + ?Sized)) -> Result<QuarantinedGame, StoreError> {
    Ok(QuarantinedGame {
        id: r.int(0)?,
        channel: r.text(1).unwrap_or_default(),
        why: r.text(2)?,
        quarantined_ms: r.opt_int(3)?.unwrap_or(0),
    })
}

/// A challenge row read with [`SELECT_CHALLENGES`].
pub fn decode_challenge(
    r: &(impl Columns + ?Sized),
) -> Result<Versioned<ChallengeRecord>, StoreError> {
    let player = |i: usize| -> Result<Player, StoreError> {
        serde_json::from_str(&r.text(i)?).map_err(|e| corrupt("player", e))
    };
    let record = ChallengeRecord {
        id: r.int(0)?,
        server: r.text(1)?,
        channel: r.text(2)?,
        challenger: player(3)?,
        challenged: player(4)?,
        game_kind: r.text(5)?.parse().map_err(|e| corrupt("game kind", e))?,
        rules: r.text(6)?,
        time_control: r.text(7)?,
        rated: r.flag(8)?,
        colour: r.text(9)?,
        created_ms: r.int(10)?,
        expires_ms: r.int(11)?,
    };
    Ok(Versioned {
        record,
        version: r.int(12)?,
    })
}

/// A member's puzzle record read with `server, game_kind, user, rating, deviation,
/// volatility, solved, failed`.
pub fn decode_puzzle_record(r: &(impl Columns + ?Sized)) -> Result<PuzzleRecord, StoreError> {
    read_row!(
        r,
        0,
        PuzzleRecord {
            server: text,
            game_kind: text,
            user: text,
            rating: real,
            deviation: real,
            volatility: real,
            solved: int,
            failed: int
        }
    )
}

/// A puzzle's counts read from column `at` on: tried, solved, solved by another move.
pub fn decode_puzzle_stats(
    r: &(impl Columns + ?Sized),
    at: usize,
) -> Result<PuzzleStats, StoreError> {
    read_row!(
        r,
        at,
        PuzzleStats {
            tried: int,
            solved: int,
            other_move: int
        }
    )
}

/// A daily puzzle setting read with `server, channel, game_kind, minute, last_day,
/// last_puzzle`.
pub fn decode_daily_puzzle(r: &(impl Columns + ?Sized)) -> Result<DailyPuzzle, StoreError> {
    read_row!(
        r,
        0,
        DailyPuzzle {
            server: text,
            channel: opt_text,
            game_kind: text,
            minute: int,
            last_day: opt_int,
            last_puzzle: opt_text
        }
    )
}

/// A puzzle of a server's own games read with `server, game_kind, id, line, source_game,
/// created`.
pub fn decode_server_puzzle(r: &(impl Columns + ?Sized)) -> Result<ServerPuzzle, StoreError> {
    read_row!(
        r,
        0,
        ServerPuzzle {
            server: text,
            game_kind: text,
            id: text,
            line: text,
            source_game: int,
            created_ms: int
        }
    )
}

/// A solved lesson stage read with `user, game_kind, lesson, stage, stars, solved`.
pub fn decode_lesson_stage(r: &(impl Columns + ?Sized)) -> Result<LessonStageRecord, StoreError> {
    read_row!(
        r,
        0,
        LessonStageRecord {
            user: text,
            game_kind: text,
            lesson: text,
            stage: int,
            stars: int,
            solved_ms: int
        }
    )
}

/// A queued command read with `id, server, game, body, created`.
pub fn decode_pending(r: &(impl Columns + ?Sized)) -> Result<PendingCommand, StoreError> {
    read_row!(
        r,
        0,
        PendingCommand {
            id: int,
            server: text,
            game: int,
            body: text,
            created_ms: int
        }
    )
}

/// A rating row read with the rating columns.
pub fn decode_rating(r: &(impl Columns + ?Sized)) -> Result<RatingRecord, StoreError> {
    read_row!(
        r,
        0,
        RatingRecord {
            server: text,
            game_kind: text,
            user: text,
            name: text,
            rating: real,
            deviation: real,
            volatility: real,
            games: int,
            wins: int,
            draws: int,
            losses: int
        }
    )
}

/// A settings row read with [`SELECT_SETTINGS`].
pub fn decode_settings(r: &(impl Columns + ?Sized)) -> Result<ServerSettings, StoreError> {
    read_row!(
        r,
        0,
        ServerSettings {
            language: opt_text,
            casual_hints: opt_flag,
            game: opt_text
        }
    )
}

/// A member settings row read with [`SELECT_MEMBER_SETTINGS`].
pub fn decode_member_settings(r: &(impl Columns + ?Sized)) -> Result<MemberSettings, StoreError> {
    read_row!(
        r,
        0,
        MemberSettings {
            piece_style: opt_text,
            notify: opt_flag,
            language: opt_text
        }
    )
}

/// A game's column values, owned (so they can move to a blocking thread).
pub struct GameValues {
    pub id: i64,
    pub server: String,
    pub channel: String,
    pub game_kind: String,
    pub red: String,
    pub blue: String,
    pub red_user: Option<String>,
    pub blue_user: Option<String>,
    pub rated: bool,
    pub rules: String,
    pub time_control: String,
    pub start_fen: String,
    pub moves: String,
    pub clock_red: i64,
    pub clock_blue: i64,
    pub turn_started: i64,
    pub draw_offer: Option<i64>,
    pub takeback_offer: Option<i64>,
    pub created: i64,
    pub active: bool,
    pub result: Option<String>,
    pub reason: Option<String>,
    pub finished: Option<i64>,
    pub rating_changes: Option<String>,
}

fn json(what: &str, v: &impl serde::Serialize) -> Result<String, StoreError> {
    serde_json::to_string(v).map_err(|e| StoreError::Backend {
        reason: format!("cannot encode a {what}: {e}"),
    })
}

impl GameValues {
    /// The columns of `g`.
    ///
    /// # Errors
    /// [`StoreError::Backend`] if a seat cannot be encoded (it always can).
    pub fn of(g: &GameRecord) -> Result<GameValues, StoreError> {
        let mut moves = String::with_capacity(g.moves.len() * 5);
        for (i, m) in g.moves.iter().enumerate() {
            if i > 0 {
                moves.push(' ');
            }
            moves.push_str(&m.to_string());
        }
        let rating_changes = match &g.state.rating_changes {
            Some(c) => Some(json("rating change", c)?),
            None => None,
        };
        let user = |s: &Seat| s.member().map(|p| p.id.clone());
        Ok(GameValues {
            id: g.id,
            server: g.server.clone(),
            channel: g.channel.clone(),
            game_kind: g.game_kind.code().to_string(),
            red: json("seat", &g.seats[0])?,
            blue: json("seat", &g.seats[1])?,
            red_user: user(&g.seats[0]),
            blue_user: user(&g.seats[1]),
            rated: g.rated,
            rules: g.rules.clone(),
            time_control: g.time_control.clone(),
            start_fen: g.start_fen.clone(),
            moves,
            clock_red: g.state.clock_ms[0],
            clock_blue: g.state.clock_ms[1],
            turn_started: g.state.turn_started_ms,
            draw_offer: g.state.draw_offer.map(|s| s.index() as i64),
            takeback_offer: g.state.takeback_offer.map(|s| s.index() as i64),
            created: g.state.created_ms,
            active: g.state.ending.is_none(),
            result: g.state.ending.map(|e| e.score().to_string()),
            reason: g.state.ending.map(|e| e.reason.code().to_string()),
            finished: g.state.finished_ms,
            rating_changes,
        })
    }
}

/// A challenge's column values, owned.
pub struct ChallengeValues {
    pub server: String,
    pub channel: String,
    pub challenger: String,
    pub challenged: String,
    pub game_kind: String,
    pub rules: String,
    pub time_control: String,
    pub rated: bool,
    pub colour: String,
    pub created: i64,
    pub expires: i64,
}

impl ChallengeValues {
    /// The columns of `c`.
    ///
    /// # Errors
    /// [`StoreError::Backend`] if a player cannot be encoded (they always can).
    pub fn of(c: &ChallengeRecord) -> Result<ChallengeValues, StoreError> {
        Ok(ChallengeValues {
            server: c.server.clone(),
            channel: c.channel.clone(),
            challenger: json("player", &c.challenger)?,
            challenged: json("player", &c.challenged)?,
            game_kind: c.game_kind.code().to_string(),
            rules: c.rules.clone(),
            time_control: c.time_control.clone(),
            rated: c.rated,
            colour: c.colour.clone(),
            created: c.created_ms,
            expires: c.expires_ms,
        })
    }
}

/// The parameters of [`INSERT_GAME`] from [`GameValues`] `$v`, as an array of `$t` (the
/// driver's parameter reference type), so both stores bind them in one order.
macro_rules! insert_game_params {
    ($v:expr, $t:ty) => {
        [
            &$v.server as $t,
            &$v.channel,
            &$v.game_kind,
            &$v.red,
            &$v.blue,
            &$v.red_user,
            &$v.blue_user,
            &$v.rated,
            &$v.rules,
            &$v.time_control,
            &$v.start_fen,
            &$v.moves,
            &$v.clock_red,
            &$v.clock_blue,
            &$v.turn_started,
            &$v.draw_offer,
            &$v.takeback_offer,
            &$v.created,
            &$v.active,
            &$v.result,
            &$v.reason,
            &$v.finished,
            &$v.rating_changes,
        ]
    };
}

/// The parameters of [`UPDATE_GAME`] (the first eight) or [`FINISH_GAME`] (all thirteen: an
/// ending also writes `rated`, which a game ended without a result clears) for
/// [`GameValues`] `$v` over version `$version`.
macro_rules! update_game_params {
    ($v:expr, $version:expr, $t:ty) => {
        [
            &$v.id as $t,
            $version,
            &$v.moves,
            &$v.clock_red,
            &$v.clock_blue,
            &$v.turn_started,
            &$v.draw_offer,
            &$v.takeback_offer,
            &$v.result,
            &$v.reason,
            &$v.finished,
            &$v.rating_changes,
            &$v.rated,
        ]
    };
}

/// The parameters of [`INSERT_CHALLENGE`] from [`ChallengeValues`] `$v`.
macro_rules! insert_challenge_params {
    ($v:expr, $t:ty) => {
        [
            &$v.server as $t,
            &$v.channel,
            &$v.challenger,
            &$v.challenged,
            &$v.game_kind,
            &$v.rules,
            &$v.time_control,
            &$v.rated,
            &$v.colour,
            &$v.created,
            &$v.expires,
        ]
    };
}

/// The parameters of [`UPSERT_RATING`] from a [`RatingRecord`] `$r`.
macro_rules! rating_params {
    ($r:expr, $t:ty) => {
        [
            &$r.server as $t,
            &$r.game_kind,
            &$r.user,
            &$r.name,
            &$r.rating,
            &$r.deviation,
            &$r.volatility,
            &$r.games,
            &$r.wins,
            &$r.draws,
            &$r.losses,
        ]
    };
}

pub(super) use {insert_challenge_params, insert_game_params, rating_params, update_game_params};

/// The error for a write that found `what` changed (`active` = the row exists and is active).
pub fn stale(what: String, exists: Option<bool>) -> StoreError {
    match exists {
        None => StoreError::NotFound { what },
        Some(true) => StoreError::Conflict { what },
        Some(false) => StoreError::Conflict {
            what: format!("{what} (it has ended)"),
        },
    }
}

/// The error for a rating row that is no longer the one `r` was computed from.
pub fn rating_moved(r: &RatingRecord) -> StoreError {
    StoreError::Conflict {
        what: format!(
            "the {} rating of {} on server {}",
            r.game_kind, r.user, r.server
        ),
    }
}

/// Refuses an update of a finished game (`finished` false) or a finish without an ending.
pub fn check_ending(g: &GameRecord, finished: bool) -> Result<(), StoreError> {
    match (g.state.ending.is_some(), finished) {
        (true, false) => Err(StoreError::backend(format!(
            "game {} has ended: store it with finish_game",
            g.id
        ))),
        (false, true) => Err(StoreError::backend(format!(
            "game {} has not ended: store it with update_game",
            g.id
        ))),
        _ => Ok(()),
    }
}

/// A value shared by the processes of one bot, by key.
pub const SELECT_VALUE: &str = "SELECT value FROM store_values WHERE key = $1";

/// Sets a shared value.
pub const UPSERT_VALUE: &str = "INSERT INTO store_values (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value";

/// Sets a shared value unless one is there (the first process to make it wins).
pub const INSERT_VALUE_IF_ABSENT: &str =
    "INSERT INTO store_values (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING";

/// The stored review of a game (`$1` the game id).
pub const SELECT_REVIEW: &str = "SELECT data FROM reviews WHERE game = $1";

/// Stores a game's review (`$1` the game id, `$2` the data), replacing an older one.
pub const UPSERT_REVIEW: &str = "INSERT INTO reviews (game, data) VALUES ($1, $2) ON CONFLICT (game) DO UPDATE SET data = excluded.data";

/// The live board message of a game (`$1` the game id); a quarantined game has none.
pub const SELECT_BOARD_MESSAGE: &str =
    "SELECT board_message FROM games WHERE id = $1 AND quarantine IS NULL";

/// Sets the live board message of a game (`$1` the game id, `$2` the message or NULL). The
/// game's version is not changed: the board message is no part of the game's state, so setting
/// it never conflicts with a move stored by another process.
pub const UPDATE_BOARD_MESSAGE: &str =
    "UPDATE games SET board_message = $2 WHERE id = $1 AND quarantine IS NULL";

/// The columns of a tournament, in [`decode_tournament`]'s order.
pub const TOURNAMENT_COLUMNS: &str = "id, server, channel, name, game_kind, rules, time_control, rated, format, rounds, state, organiser, organiser_name, created, current_round";

/// A tournament read with [`TOURNAMENT_COLUMNS`].
pub fn decode_tournament(r: &(impl Columns + ?Sized)) -> Result<TournamentRecord, StoreError> {
    let kind = r.text(4)?;
    let format = r.text(8)?;
    let state = r.text(10)?;
    Ok(TournamentRecord {
        id: r.int(0)?,
        server: r.text(1)?,
        channel: r.text(2)?,
        name: r.text(3)?,
        game_kind: kind.parse().map_err(|e| corrupt("game kind", e))?,
        rules: r.text(5)?,
        time_control: r.text(6)?,
        rated: r.flag(7)?,
        format: TournamentFormat::from_code(&format)
            .ok_or_else(|| corrupt("tournament format", &format))?,
        rounds: r.int(9)?,
        state: TournamentState::from_code(&state)
            .ok_or_else(|| corrupt("tournament state", &state))?,
        organiser: Player::new(r.text(11)?, r.text(12)?),
        created_ms: r.int(13)?,
        current_round: r.int(14)?,
    })
}

/// A tournament's player read with `tournament, member, name, rating, joined, withdrawn`.
pub fn decode_tournament_player(
    r: &(impl Columns + ?Sized),
) -> Result<TournamentPlayer, StoreError> {
    Ok(TournamentPlayer {
        tournament: r.int(0)?,
        member: Player::new(r.text(1)?, r.text(2)?),
        rating: r.int(3)?,
        joined_ms: r.int(4)?,
        withdrawn: r.flag(5)?,
    })
}

/// A pairing read with `tournament, round, board, first_player, second_player, game, result`.
pub fn decode_pairing(r: &(impl Columns + ?Sized)) -> Result<PairingRecord, StoreError> {
    let result = match r.opt_text(6)? {
        Some(c) => Some(PairingResult::from_code(&c).ok_or_else(|| corrupt("pairing result", &c))?),
        None => None,
    };
    Ok(PairingRecord {
        tournament: r.int(0)?,
        round: r.int(1)?,
        board: r.int(2)?,
        first: r.text(3)?,
        second: r.opt_text(4)?,
        game: r.opt_int(5)?,
        result,
    })
}
