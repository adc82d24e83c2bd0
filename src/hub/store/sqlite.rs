//! The embedded SQLite store (`rusqlite` with its bundled SQLite: no system library needed).
//!
//! The schema is created by numbered migrations (`PRAGMA user_version`) on first open. The
//! journal is WAL with `synchronous = NORMAL`: a commit is in the log before the call returns,
//! so it survives the process being killed; only a power loss may drop the last commits.

use std::path::Path;
use std::sync::Mutex;

use rusqlite::{Connection, OptionalExtension, Row, params};

use super::{ChallengeRecord, GameRecord, RatingRecord, ServerSettings, Store, StoreError};
use crate::games::any::{GameKind, Move, Side};
use crate::hub::types::{ChallengeId, EndReason, Ending, GameId, Seat, side_from_index};

/// Schema migrations, applied in order; `user_version` counts those applied.
const MIGRATIONS: [&str; 3] = [
    r#"
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    server TEXT NOT NULL,
    channel TEXT NOT NULL,
    game_kind TEXT NOT NULL,
    red TEXT NOT NULL,
    blue TEXT NOT NULL,
    red_user TEXT,
    blue_user TEXT,
    rated INTEGER NOT NULL,
    rules TEXT NOT NULL,
    time_control TEXT NOT NULL,
    start_fen TEXT NOT NULL,
    moves TEXT NOT NULL,
    clock_red INTEGER NOT NULL,
    clock_blue INTEGER NOT NULL,
    turn_started INTEGER NOT NULL,
    draw_offer INTEGER,
    takeback_offer INTEGER,
    created INTEGER NOT NULL,
    active INTEGER NOT NULL,
    result TEXT,
    reason TEXT,
    finished INTEGER,
    rating_changes TEXT
);
CREATE INDEX games_active ON games(active) WHERE active = 1;
CREATE INDEX games_red_user ON games(server, red_user);
CREATE INDEX games_blue_user ON games(server, blue_user);
CREATE TABLE challenges (
    id INTEGER PRIMARY KEY,
    server TEXT NOT NULL,
    channel TEXT NOT NULL,
    challenger TEXT NOT NULL,
    challenged TEXT NOT NULL,
    game_kind TEXT NOT NULL,
    rules TEXT NOT NULL,
    time_control TEXT NOT NULL,
    rated INTEGER NOT NULL,
    colour TEXT NOT NULL,
    created INTEGER NOT NULL,
    expires INTEGER NOT NULL
);
CREATE TABLE ratings (
    server TEXT NOT NULL,
    game_kind TEXT NOT NULL,
    user TEXT NOT NULL,
    name TEXT NOT NULL,
    rating REAL NOT NULL,
    deviation REAL NOT NULL,
    volatility REAL NOT NULL,
    games INTEGER NOT NULL,
    wins INTEGER NOT NULL,
    draws INTEGER NOT NULL,
    losses INTEGER NOT NULL,
    PRIMARY KEY (server, game_kind, user)
);
CREATE TABLE server_settings (
    server TEXT PRIMARY KEY,
    language TEXT,
    casual_hints INTEGER
);
"#,
    // 2: a server's default game (NULL = the configuration's).
    "ALTER TABLE server_settings ADD COLUMN game TEXT",
    // 3: the engine's reviews of finished games (the hub's JSON), kept so a second request is
    // instant.
    "CREATE TABLE reviews (game INTEGER PRIMARY KEY, data TEXT NOT NULL)",
];

/// The SQLite store: one connection behind a mutex (SQLite serialises writers anyway).
pub struct SqliteStore {
    conn: Mutex<Connection>,
}

fn bad(what: &str, e: impl std::fmt::Display) -> rusqlite::Error {
    rusqlite::Error::ToSqlConversionFailure(format!("{what}: {e}").into())
}

fn moves_text(moves: &[Move]) -> String {
    let mut s = String::with_capacity(moves.len() * 5);
    for (i, m) in moves.iter().enumerate() {
        if i > 0 {
            s.push(' ');
        }
        s.push_str(&m.to_string());
    }
    s
}

fn side_index(s: Option<Side>) -> Option<i64> {
    s.map(|s| s.index() as i64)
}

const GAME_COLUMNS: &str = "id, server, channel, game_kind, red, blue, rated, rules, time_control, start_fen, moves, clock_red, clock_blue, turn_started, draw_offer, takeback_offer, created, result, reason, finished, rating_changes";

fn game_from_row(r: &Row) -> rusqlite::Result<GameRecord> {
    let seat = |i: usize| -> rusqlite::Result<Seat> {
        let t: String = r.get(i)?;
        serde_json::from_str(&t).map_err(|e| bad("seat", e))
    };
    let kind = game_kind(r, 3)?;
    let moves: String = r.get(10)?;
    let moves = moves
        .split_whitespace()
        .map(|m| Move::parse(kind, m).map_err(|e| bad("move", e)))
        .collect::<rusqlite::Result<Vec<Move>>>()?;
    let result: Option<String> = r.get(17)?;
    let reason: Option<String> = r.get(18)?;
    let ending = match (result, reason) {
        (Some(res), Some(reason)) => Some(Ending {
            winner: match res.as_str() {
                "1-0" => Some(Side::First),
                "0-1" => Some(Side::Second),
                _ => None,
            },
            reason: EndReason::from_code(&reason).ok_or_else(|| bad("reason", &reason))?,
        }),
        _ => None,
    };
    let changes: Option<String> = r.get(20)?;
    Ok(GameRecord {
        id: r.get(0)?,
        server: r.get(1)?,
        channel: r.get(2)?,
        game_kind: kind,
        seats: [seat(4)?, seat(5)?],
        rated: r.get(6)?,
        rules: r.get(7)?,
        time_control: r.get(8)?,
        start_fen: r.get(9)?,
        moves,
        clock_ms: [r.get(11)?, r.get(12)?],
        turn_started_ms: r.get(13)?,
        draw_offer: r.get::<_, Option<i64>>(14)?.and_then(side_from_index),
        takeback_offer: r.get::<_, Option<i64>>(15)?.and_then(side_from_index),
        created_ms: r.get(16)?,
        ending,
        finished_ms: r.get(19)?,
        rating_changes: match changes {
            Some(c) => Some(serde_json::from_str(&c).map_err(|e| bad("rating changes", e))?),
            None => None,
        },
    })
}

/// The game of a row; rows written before Xiangqi was hosted say `jungle` too.
fn game_kind(r: &Row, i: usize) -> rusqlite::Result<GameKind> {
    let t: String = r.get(i)?;
    t.parse().map_err(|e| bad("game kind", e))
}

fn challenge_from_row(r: &Row) -> rusqlite::Result<ChallengeRecord> {
    let player = |i: usize| -> rusqlite::Result<crate::hub::Player> {
        let t: String = r.get(i)?;
        serde_json::from_str(&t).map_err(|e| bad("player", e))
    };
    Ok(ChallengeRecord {
        id: r.get(0)?,
        server: r.get(1)?,
        channel: r.get(2)?,
        challenger: player(3)?,
        challenged: player(4)?,
        game_kind: game_kind(r, 5)?,
        rules: r.get(6)?,
        time_control: r.get(7)?,
        rated: r.get(8)?,
        colour: r.get(9)?,
        created_ms: r.get(10)?,
        expires_ms: r.get(11)?,
    })
}

fn rating_from_row(r: &Row) -> rusqlite::Result<RatingRecord> {
    Ok(RatingRecord {
        server: r.get(0)?,
        game_kind: r.get(1)?,
        user: r.get(2)?,
        name: r.get(3)?,
        rating: r.get(4)?,
        deviation: r.get(5)?,
        volatility: r.get(6)?,
        games: r.get(7)?,
        wins: r.get(8)?,
        draws: r.get(9)?,
        losses: r.get(10)?,
    })
}

const RATING_COLUMNS: &str =
    "server, game_kind, user, name, rating, deviation, volatility, games, wins, draws, losses";

impl SqliteStore {
    /// Opens (creating if needed) the database at `path` and brings its schema up to date.
    ///
    /// # Errors
    /// A [`StoreError`] if the file cannot be opened or is not a qibot database.
    pub fn open(path: &Path) -> Result<SqliteStore, StoreError> {
        let conn = Connection::open(path)
            .map_err(|e| StoreError(format!("cannot open {}: {e}", path.display())))?;
        SqliteStore::with_connection(conn)
    }

    /// A store in memory (for tests; nothing survives).
    ///
    /// # Errors
    /// As [`SqliteStore::open`].
    pub fn in_memory() -> Result<SqliteStore, StoreError> {
        SqliteStore::with_connection(Connection::open_in_memory()?)
    }

    fn with_connection(conn: Connection) -> Result<SqliteStore, StoreError> {
        conn.busy_timeout(std::time::Duration::from_secs(5))?;
        // `journal_mode` returns a row, so it is read rather than executed.
        let _mode: String = conn.query_row("PRAGMA journal_mode = WAL", [], |r| r.get(0))?;
        conn.execute_batch("PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;")?;
        let version: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0))?;
        if version as usize > MIGRATIONS.len() {
            return Err(StoreError(format!(
                "the database has schema version {version}, newer than this qibot knows ({}); use a newer qibot",
                MIGRATIONS.len()
            )));
        }
        for (i, m) in MIGRATIONS.iter().enumerate().skip(version as usize) {
            conn.execute_batch(&format!(
                "BEGIN; {m}; PRAGMA user_version = {}; COMMIT;",
                i + 1
            ))?;
        }
        Ok(SqliteStore {
            conn: Mutex::new(conn),
        })
    }

    fn conn(&self) -> std::sync::MutexGuard<'_, Connection> {
        // A panic while holding the lock cannot leave a half-done commit (SQLite rolls it back),
        // so a poisoned lock is still usable.
        self.conn.lock().unwrap_or_else(|p| p.into_inner())
    }
}

fn write_game(conn: &Connection, g: &GameRecord, insert: bool) -> rusqlite::Result<()> {
    let changes = match &g.rating_changes {
        Some(c) => Some(serde_json::to_string(c).map_err(|e| bad("rating changes", e))?),
        None => None,
    };
    let (result, reason) = match g.ending {
        Some(e) => (Some(e.score()), Some(e.reason.code())),
        None => (None, None),
    };
    if insert {
        let seat = |s: &Seat| serde_json::to_string(s).map_err(|e| bad("seat", e));
        let user = |s: &Seat| s.member().map(|p| p.id.clone());
        conn.prepare_cached(
            "INSERT INTO games (id, server, channel, game_kind, red, blue, red_user, blue_user, rated, rules, time_control, start_fen, moves, clock_red, clock_blue, turn_started, draw_offer, takeback_offer, created, active, result, reason, finished, rating_changes) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22, ?23, ?24)",
        )?
        .execute(params![
            g.id,
            g.server,
            g.channel,
            g.game_kind.code(),
            seat(&g.seats[0])?,
            seat(&g.seats[1])?,
            user(&g.seats[0]),
            user(&g.seats[1]),
            g.rated,
            g.rules,
            g.time_control,
            g.start_fen,
            moves_text(&g.moves),
            g.clock_ms[0],
            g.clock_ms[1],
            g.turn_started_ms,
            side_index(g.draw_offer),
            side_index(g.takeback_offer),
            g.created_ms,
            g.ending.is_none(),
            result,
            reason,
            g.finished_ms,
            changes,
        ])?;
    } else {
        let n = conn
            .prepare_cached(
                "UPDATE games SET moves = ?2, clock_red = ?3, clock_blue = ?4, turn_started = ?5, draw_offer = ?6, takeback_offer = ?7, active = ?8, result = ?9, reason = ?10, finished = ?11, rating_changes = ?12 WHERE id = ?1",
            )?
            .execute(params![
                g.id,
                moves_text(&g.moves),
                g.clock_ms[0],
                g.clock_ms[1],
                g.turn_started_ms,
                side_index(g.draw_offer),
                side_index(g.takeback_offer),
                g.ending.is_none(),
                result,
                reason,
                g.finished_ms,
                changes,
            ])?;
        if n != 1 {
            return Err(bad("game", format!("game {} is not in the store", g.id)));
        }
    }
    Ok(())
}

impl Store for SqliteStore {
    fn max_ids(&self) -> Result<(GameId, ChallengeId), StoreError> {
        let c = self.conn();
        let g = c.query_row("SELECT COALESCE(MAX(id), 0) FROM games", [], |r| r.get(0))?;
        let ch = c.query_row("SELECT COALESCE(MAX(id), 0) FROM challenges", [], |r| {
            r.get(0)
        })?;
        Ok((g, ch))
    }

    fn insert_game(
        &self,
        game: &GameRecord,
        from_challenge: Option<ChallengeId>,
    ) -> Result<(), StoreError> {
        let mut c = self.conn();
        let tx = c.transaction()?;
        if let Some(id) = from_challenge {
            tx.prepare_cached("DELETE FROM challenges WHERE id = ?1")?
                .execute([id])?;
        }
        write_game(&tx, game, true)?;
        tx.commit()?;
        Ok(())
    }

    fn update_game(&self, game: &GameRecord) -> Result<(), StoreError> {
        write_game(&self.conn(), game, false)?;
        Ok(())
    }

    fn finish_game(&self, game: &GameRecord, ratings: &[RatingRecord]) -> Result<(), StoreError> {
        let mut c = self.conn();
        let tx = c.transaction()?;
        write_game(&tx, game, false)?;
        for r in ratings {
            tx.prepare_cached(
                "INSERT OR REPLACE INTO ratings (server, game_kind, user, name, rating, deviation, volatility, games, wins, draws, losses) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)",
            )?
            .execute(params![
                r.server, r.game_kind, r.user, r.name, r.rating, r.deviation, r.volatility, r.games,
                r.wins, r.draws, r.losses
            ])?;
        }
        tx.commit()?;
        Ok(())
    }

    fn game(&self, id: GameId) -> Result<Option<GameRecord>, StoreError> {
        let c = self.conn();
        let g = c
            .prepare_cached(&format!("SELECT {GAME_COLUMNS} FROM games WHERE id = ?1"))?
            .query_row([id], game_from_row)
            .optional()?;
        Ok(g)
    }

    fn active_games(&self) -> Result<Vec<GameRecord>, StoreError> {
        let c = self.conn();
        let mut st = c.prepare(&format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE active = 1 ORDER BY id"
        ))?;
        let rows = st.query_map([], game_from_row)?;
        Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
    }

    fn insert_challenge(&self, ch: &ChallengeRecord) -> Result<(), StoreError> {
        let player =
            |p: &crate::hub::Player| serde_json::to_string(p).map_err(|e| bad("player", e));
        self.conn()
            .prepare_cached(
                "INSERT INTO challenges (id, server, channel, challenger, challenged, game_kind, rules, time_control, rated, colour, created, expires) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)",
            )?
            .execute(params![
                ch.id,
                ch.server,
                ch.channel,
                player(&ch.challenger)?,
                player(&ch.challenged)?,
                ch.game_kind.code(),
                ch.rules,
                ch.time_control,
                ch.rated,
                ch.colour,
                ch.created_ms,
                ch.expires_ms
            ])?;
        Ok(())
    }

    fn delete_challenge(&self, id: ChallengeId) -> Result<(), StoreError> {
        self.conn()
            .prepare_cached("DELETE FROM challenges WHERE id = ?1")?
            .execute([id])?;
        Ok(())
    }

    fn challenges(&self) -> Result<Vec<ChallengeRecord>, StoreError> {
        let c = self.conn();
        let mut st = c.prepare("SELECT id, server, channel, challenger, challenged, game_kind, rules, time_control, rated, colour, created, expires FROM challenges ORDER BY id")?;
        let rows = st.query_map([], challenge_from_row)?;
        Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
    }

    fn rating(
        &self,
        server: &str,
        game_kind: &str,
        user: &str,
    ) -> Result<Option<RatingRecord>, StoreError> {
        let c = self.conn();
        let r = c
            .prepare_cached(&format!(
                "SELECT {RATING_COLUMNS} FROM ratings WHERE server = ?1 AND game_kind = ?2 AND user = ?3"
            ))?
            .query_row(params![server, game_kind, user], rating_from_row)
            .optional()?;
        Ok(r)
    }

    fn leaderboard(
        &self,
        server: &str,
        game_kind: &str,
        limit: usize,
    ) -> Result<Vec<RatingRecord>, StoreError> {
        let c = self.conn();
        let mut st = c.prepare_cached(&format!(
            "SELECT {RATING_COLUMNS} FROM ratings WHERE server = ?1 AND game_kind = ?2 ORDER BY rating DESC, games DESC, name LIMIT ?3"
        ))?;
        let rows = st.query_map(params![server, game_kind, limit as i64], rating_from_row)?;
        Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
    }

    fn server_settings(&self, server: &str) -> Result<ServerSettings, StoreError> {
        let c = self.conn();
        let s = c
            .prepare_cached(
                "SELECT language, casual_hints, game FROM server_settings WHERE server = ?1",
            )?
            .query_row([server], |r| {
                Ok(ServerSettings {
                    language: r.get(0)?,
                    casual_hints: r.get(1)?,
                    game: r.get(2)?,
                })
            })
            .optional()?;
        Ok(s.unwrap_or_default())
    }

    fn set_server_settings(&self, server: &str, s: &ServerSettings) -> Result<(), StoreError> {
        self.conn()
            .prepare_cached(
                "INSERT OR REPLACE INTO server_settings (server, language, casual_hints, game) \
                 VALUES (?1, ?2, ?3, ?4)",
            )?
            .execute(params![server, s.language, s.casual_hints, s.game])?;
        Ok(())
    }

    fn finished_games(
        &self,
        server: &str,
        user: &str,
        limit: usize,
    ) -> Result<Vec<GameRecord>, StoreError> {
        let c = self.conn();
        let mut st = c.prepare_cached(&format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE active = 0 AND server = ?1 AND (red_user = ?2 OR blue_user = ?2) ORDER BY finished DESC, id DESC LIMIT ?3"
        ))?;
        let rows = st.query_map(params![server, user, limit as i64], game_from_row)?;
        Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
    }

    fn review(&self, game: GameId) -> Result<Option<String>, StoreError> {
        let c = self.conn();
        let mut st = c.prepare_cached("SELECT data FROM reviews WHERE game = ?1")?;
        let mut rows = st.query_map(params![game], |r| r.get::<_, String>(0))?;
        Ok(rows.next().transpose()?)
    }

    fn save_review(&self, game: GameId, data: &str) -> Result<(), StoreError> {
        self.conn().execute(
            "INSERT OR REPLACE INTO reviews (game, data) VALUES (?1, ?2)",
            params![game, data],
        )?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hub::Player;

    fn mv(s: &str) -> Move {
        Move::parse(GameKind::Jungle, s).unwrap()
    }

    fn record(id: GameId) -> GameRecord {
        GameRecord {
            id,
            server: "s".into(),
            channel: format!("c{id}"),
            game_kind: GameKind::Jungle,
            seats: [
                Seat::Member(Player::new("a", "Ann")),
                Seat::Bot(crate::engine::Level::Easy),
            ],
            rated: false,
            rules: "standard".into(),
            time_control: "10m+5s".into(),
            start_fen: crate::games::jungle::STARTPOS.into(),
            moves: vec![mv("g3g4"), mv("a7a6")],
            clock_ms: [599_000, 600_000],
            turn_started_ms: 1234,
            draw_offer: Some(Side::Second),
            takeback_offer: None,
            created_ms: 1000,
            ending: None,
            finished_ms: None,
            rating_changes: None,
        }
    }

    #[test]
    fn games_round_trip_and_survive_reopen() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.db");
        let mut g = record(1);
        {
            let s = SqliteStore::open(&path).unwrap();
            s.insert_game(&g, None).unwrap();
            assert_eq!(s.game(1).unwrap().unwrap(), g);
            g.moves.push(mv("c4c5"));
            g.draw_offer = None;
            s.update_game(&g).unwrap();
            assert!(
                s.insert_game(&g, None).is_err(),
                "a game number is used once"
            );
        }
        let s = SqliteStore::open(&path).unwrap();
        assert_eq!(s.active_games().unwrap(), vec![g.clone()]);
        assert_eq!(s.max_ids().unwrap(), (1, 0));
        g.ending = Some(Ending::win(Side::First, EndReason::Abandoned));
        g.finished_ms = Some(5000);
        g.rating_changes = Some([
            super::super::RatingChange {
                before: 1500.0,
                after: 1662.3,
            },
            super::super::RatingChange {
                before: 1500.0,
                after: 1337.7,
            },
        ]);
        s.finish_game(&g, &[]).unwrap();
        assert!(s.active_games().unwrap().is_empty());
        assert_eq!(s.game(1).unwrap().unwrap(), g);
        assert_eq!(s.finished_games("s", "a", 5).unwrap(), vec![g]);
        assert!(
            s.update_game(&record(7)).is_err(),
            "updating a missing game fails"
        );
    }

    #[test]
    fn xiangqi_games_round_trip_and_bad_kinds_are_refused() {
        let s = SqliteStore::in_memory().unwrap();
        let mut g = record(1);
        g.game_kind = GameKind::Xiangqi;
        g.start_fen = crate::games::xiangqi::STARTPOS.into();
        g.moves = ["h2e2", "h9g7"]
            .map(|m| Move::parse(GameKind::Xiangqi, m).unwrap())
            .to_vec();
        s.insert_game(&g, None).unwrap();
        assert_eq!(s.game(1).unwrap().unwrap(), g);
        // A row of a game this qibot does not know is an error, not a panic or a Jungle game.
        s.conn()
            .execute("UPDATE games SET game_kind = 'go' WHERE id = 1", [])
            .unwrap();
        let e = s.game(1).unwrap_err();
        assert!(e.to_string().contains("no game `go`"), "{e}");
    }
}
