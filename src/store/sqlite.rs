//! The embedded SQLite store (`rusqlite` with its bundled SQLite: no system library needed).
//!
//! The schema is created by numbered migrations (`PRAGMA user_version`) on first open. The
//! journal is WAL with `synchronous = NORMAL`: a commit is in the log before the call returns,
//! so it survives the process being killed; only a power loss may drop the last commits.
//!
//! Every call runs on Tokio's blocking threads (`spawn_blocking`) with a connection of a small
//! pool, so a locked database file (another process writing) holds up only the commands that
//! wait for it, never the async workers. Readers run side by side (WAL); writes take the write
//! lock at their start (`BEGIN IMMEDIATE`) and wait for it up to [`BUSY_TIMEOUT`].

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use async_trait::async_trait;
use rusqlite::{Connection, ErrorCode, OptionalExtension, ToSql, TransactionBehavior};

use super::api::StoreError;
use super::codec::{self, ChallengeValues, Column, GameValues};
use super::records::{GameRecord, RatingRecord};
use super::sql::{Backend, Decoder, SqlStore, Value};
use super::types::{ChallengeId, GameId};

/// How long a write waits for another connection's (or process's) write lock before failing.
pub const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// Connections of a file store (one at a time for an in-memory store).
const POOL_SIZE: usize = 4;

/// The columns of `challenges` after its id, as migration 1 created them and migration 3 copied
/// them into the table that replaced it: one text, so the copy cannot drift from the original.
macro_rules! challenge_columns {
    () => {
        "    server TEXT NOT NULL,
    channel TEXT NOT NULL,
    challenger TEXT NOT NULL,
    challenged TEXT NOT NULL,
    game_kind TEXT NOT NULL,
    rules TEXT NOT NULL,
    time_control TEXT NOT NULL,
    rated INTEGER NOT NULL,
    colour TEXT NOT NULL,
    created INTEGER NOT NULL,
    expires INTEGER NOT NULL"
    };
}

/// Schema migrations, applied in order; `user_version` counts those applied. The PostgreSQL
/// store has the same steps in its dialect.
const MIGRATIONS: [&str; 14] = [
    concat!(
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
"#,
        challenge_columns!(),
        r#"
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
"#
    ),
    // 2: a server's default game (NULL = the configuration's).
    "ALTER TABLE server_settings ADD COLUMN game TEXT",
    // 3: versions for optimistic concurrency, one active game and one challenge a channel,
    // and challenge ids never reused (AUTOINCREMENT, which SQLite cannot add to a table).
    concat!(
        r#"
ALTER TABLE games ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
CREATE UNIQUE INDEX games_channel_active ON games(channel) WHERE active = 1;
CREATE TABLE challenges_v3 (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
"#,
        challenge_columns!(),
        r#",
    version INTEGER NOT NULL DEFAULT 1
);
INSERT INTO challenges_v3 (id, server, channel, challenger, challenged, game_kind, rules, time_control, rated, colour, created, expires)
    SELECT id, server, channel, challenger, challenged, game_kind, rules, time_control, rated, colour, created, expires FROM challenges;
DROP TABLE challenges;
ALTER TABLE challenges_v3 RENAME TO challenges;
CREATE UNIQUE INDEX challenges_channel ON challenges(channel);
"#
    ),
    // 4: the engine's reviews of finished games (the hub's JSON), kept so a second request is
    // instant.
    "CREATE TABLE reviews (game INTEGER PRIMARY KEY, data TEXT NOT NULL)",
    // 5: why a game was set aside because its row could not be read (NULL = readable).
    "ALTER TABLE games ADD COLUMN quarantine TEXT",
    // 6: per-member settings (piece style, turn pings), the same on every server.
    "CREATE TABLE member_settings (member TEXT PRIMARY KEY, piece_style TEXT, notify INTEGER)",
    // 7: the front-end's live board of a game (an opaque message reference; NULL = none yet).
    "ALTER TABLE games ADD COLUMN board_message TEXT",
    // 8: values shared by every process of one bot, by key (the web front-end's secret).
    "CREATE TABLE store_values (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
    // 9: a member's own language for what only they read (NULL = the front-end's, then the
    // server's).
    "ALTER TABLE member_settings ADD COLUMN language TEXT",
    // 10: commands submitted to a process that does not own their game's server, waiting for
    // the owner (`done` NULL) or applied (`done` the time, `outcome` what the member was told).
    r#"
CREATE TABLE pending_commands (
    id INTEGER PRIMARY KEY,
    server TEXT NOT NULL,
    game INTEGER NOT NULL,
    body TEXT NOT NULL,
    created INTEGER NOT NULL,
    done INTEGER,
    outcome TEXT
);
CREATE INDEX pending_commands_waiting ON pending_commands(id) WHERE done IS NULL;
"#,
    // 11: members' puzzle ratings (Glicko-2, per server and game) and the puzzles each member
    // tried, once each (`solved` 1 or 0, `tried_at` Unix ms).
    r#"
CREATE TABLE puzzle_ratings (
    server TEXT NOT NULL,
    game_kind TEXT NOT NULL,
    user TEXT NOT NULL,
    rating REAL NOT NULL,
    deviation REAL NOT NULL,
    volatility REAL NOT NULL,
    solved INTEGER NOT NULL,
    failed INTEGER NOT NULL,
    PRIMARY KEY (server, game_kind, user)
);
CREATE TABLE puzzle_attempts (
    server TEXT NOT NULL,
    game_kind TEXT NOT NULL,
    user TEXT NOT NULL,
    puzzle TEXT NOT NULL,
    solved INTEGER NOT NULL,
    tried_at INTEGER NOT NULL,
    PRIMARY KEY (server, game_kind, user, puzzle)
);
CREATE INDEX puzzle_attempts_puzzle ON puzzle_attempts(game_kind, puzzle);
"#,
    // 12: daily puzzles: each server's setting (`channel` NULL: off; `minute` of the day, UTC)
    // and its last post (`last_day`: days since 1970-01-01, UTC), which one conditional
    // update claims a day; a try's `other_move` (1: solved by another winning move than the
    // stored solution's) and `daily` (the day whose daily puzzle it was, else NULL).
    r#"
ALTER TABLE puzzle_attempts ADD COLUMN other_move INTEGER NOT NULL DEFAULT 0;
ALTER TABLE puzzle_attempts ADD COLUMN daily INTEGER;
CREATE INDEX puzzle_attempts_daily ON puzzle_attempts(server, daily) WHERE daily IS NOT NULL;
CREATE TABLE daily_puzzles (
    server TEXT PRIMARY KEY,
    channel TEXT,
    game_kind TEXT NOT NULL,
    minute INTEGER NOT NULL,
    last_day INTEGER,
    last_puzzle TEXT
);
"#,
    // 13: puzzles found in a server's finished games, for that server only (`line` in the
    // puzzle file format; `source_game` the game it came from, `created` Unix ms).
    r#"
CREATE TABLE server_puzzles (
    server TEXT NOT NULL,
    game_kind TEXT NOT NULL,
    id TEXT NOT NULL,
    line TEXT NOT NULL,
    source_game INTEGER NOT NULL,
    created INTEGER NOT NULL,
    PRIMARY KEY (server, game_kind, id)
);
"#,
    // 14: lesson progress (issue 64): the stages of a course a member solved, each with its
    // best stars (1 to 3) and when they were reached (`solved`, Unix ms); per member and game,
    // the same on every server.
    r#"
CREATE TABLE lesson_progress (
    user TEXT NOT NULL,
    game_kind TEXT NOT NULL,
    lesson TEXT NOT NULL,
    stage INTEGER NOT NULL CHECK (stage >= 1),
    stars INTEGER NOT NULL CHECK (stars BETWEEN 1 AND 3),
    solved INTEGER NOT NULL,
    PRIMARY KEY (user, game_kind, lesson, stage)
);
"#,
];

/// The SQLite store. Cheap to share: calls take a pooled connection on a blocking thread.
pub type SqliteStore = SqlStore<Sqlite>;

/// The SQLite driver of [`SqliteStore`]: its pool of connections.
pub struct Sqlite {
    pool: Arc<Pool>,
}

struct Pool {
    /// The file; `None` for an in-memory database, which lives in its one connection.
    path: Option<PathBuf>,
    idle: Mutex<Vec<Connection>>,
    /// One permit a connection, so at most [`POOL_SIZE`] blocking threads wait on the file.
    gate: tokio::sync::Semaphore,
}

impl Pool {
    fn take(&self) -> Result<Connection, StoreError> {
        let idle = self.idle.lock().unwrap_or_else(|p| p.into_inner()).pop();
        match (idle, &self.path) {
            (Some(c), _) => Ok(c),
            (None, Some(path)) => connect(path),
            (None, None) => Err(StoreError::backend("the in-memory database was lost")),
        }
    }

    fn put(&self, c: Connection) {
        self.idle.lock().unwrap_or_else(|p| p.into_inner()).push(c);
    }
}

fn db(e: rusqlite::Error) -> StoreError {
    StoreError::backend(e)
}

/// `sql` with PostgreSQL's `$1` placeholders written as SQLite's `?1` (same numbering).
fn q(sql: &str) -> String {
    sql.replace('$', "?")
}

fn configure(conn: &Connection) -> Result<(), StoreError> {
    conn.busy_timeout(BUSY_TIMEOUT).map_err(db)?;
    // `journal_mode` returns a row, so it is read rather than executed.
    let _mode: String = conn
        .query_row("PRAGMA journal_mode = WAL", [], |r| r.get(0))
        .map_err(db)?;
    conn.execute_batch("PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;")
        .map_err(db)
}

fn connect(path: &Path) -> Result<Connection, StoreError> {
    let conn = open_file(path)?;
    configure(&conn)?;
    Ok(conn)
}

/// Opens `path` (creating an empty file if missing) without changing anything in it.
fn open_file(path: &Path) -> Result<Connection, StoreError> {
    Connection::open(path).map_err(|e| StoreError::Refused {
        reason: format!(
            "the database {} cannot be opened ({e}): give a file qibot may create or write",
            path.display()
        ),
    })
}

/// Refuses, before anything is written to it, a file that is not a qibot database (a new,
/// empty one is fine), one with a newer schema, and one this process may not write.
fn check_file(conn: &Connection, path: &Path) -> Result<(), StoreError> {
    let refused = |why: String| StoreError::Refused {
        reason: format!("the database {} {why}", path.display()),
    };
    let not_qibot = |what: String| {
        refused(format!(
            "is not a qibot database ({what}); qibot leaves it untouched: give the file of a qibot database, or a new file name to start one"
        ))
    };
    let read = |sql: &str| -> Result<i64, StoreError> {
        conn.query_row(sql, [], |r| r.get(0)).map_err(|e| {
            if e.sqlite_error_code() == Some(ErrorCode::NotADatabase) {
                not_qibot(format!("SQLite cannot read it: {e}"))
            } else {
                refused(format!(
                    "cannot be read ({e}): check the permissions of the file and of its folder"
                ))
            }
        })
    };
    let version = read("PRAGMA user_version")?;
    let tables = read("SELECT count(*) FROM sqlite_master")?;
    let games = read("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'games'")?;
    match (version, tables, games) {
        // A new file: qibot creates its schema.
        (0, 0, _) => {}
        (v, _, _) if v < 0 => return Err(not_qibot(format!("its user_version is {v}"))),
        (v, t, 0) => {
            return Err(not_qibot(format!(
                "it has {t} other table(s), no `games` table, and user_version {v}"
            )));
        }
        (0, _, _) => return Err(not_qibot("its schema version (user_version) is 0".into())),
        (v, _, _) if v as usize > MIGRATIONS.len() => return Err(newer(path, v)),
        _ => {}
    }
    if conn.is_readonly(rusqlite::MAIN_DB).map_err(db)? {
        return Err(refused(
            "is read-only: qibot saves every move there, so give a file it may write (check the permissions of the file and of its folder)".into(),
        ));
    }
    Ok(())
}

/// The refusal of a database whose schema is `version`, newer than this qibot's.
fn newer(path: &Path, version: i64) -> StoreError {
    StoreError::Refused {
        reason: format!(
            "the database {} has schema version {version}, newer than this qibot knows ({}); use a newer qibot",
            path.display(),
            MIGRATIONS.len()
        ),
    }
}

/// Brings the schema up to date, inside one write transaction so two processes starting at
/// once apply each step once. The schema version is always written again, so a database that
/// cannot be written fails here, at start, rather than at the first move.
fn migrate(conn: &mut Connection, path: &Path) -> Result<(), StoreError> {
    let tx = conn
        .transaction_with_behavior(TransactionBehavior::Immediate)
        .map_err(db)?;
    let version: i64 = tx
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .map_err(db)?;
    if version as usize > MIGRATIONS.len() {
        return Err(newer(path, version));
    }
    for m in MIGRATIONS.iter().skip(version as usize) {
        tx.execute_batch(m).map_err(db)?;
    }
    tx.execute_batch(&format!("PRAGMA user_version = {}", MIGRATIONS.len()))
        .map_err(db)?;
    tx.commit().map_err(|e| match e.sqlite_error_code() {
        Some(ErrorCode::ReadOnly | ErrorCode::CannotOpen | ErrorCode::PermissionDenied) => {
            StoreError::Refused {
                reason: format!(
                    "the database {} cannot be written ({e}): check the permissions of the file and of its folder",
                    path.display()
                ),
            }
        }
        _ => db(e),
    })
}

/// Every column type the codec reads, as SQLite gives it.
impl<T: rusqlite::types::FromSql> Column<T> for rusqlite::Row<'_> {
    fn column(&self, i: usize) -> Result<T, StoreError> {
        self.get(i).map_err(db)
    }
}

/// The value inside `v`, as SQLite binds it.
fn bind(v: &Value) -> &dyn ToSql {
    match v {
        Value::Text(s) => s,
        Value::OptText(s) => s,
        Value::Int(i) => i,
        Value::OptFlag(b) => b,
        Value::OptInt(i) => i,
        Value::Real(x) => x,
    }
}

/// Every row of `sql` with `params`, decoded.
fn rows<T>(
    conn: &Connection,
    sql: &str,
    params: &[&dyn ToSql],
    decode: impl Fn(&rusqlite::Row) -> Result<T, StoreError>,
) -> Result<Vec<T>, StoreError> {
    let mut st = conn.prepare_cached(&q(sql)).map_err(db)?;
    let mut rows = st.query(params).map_err(db)?;
    let mut out = Vec::new();
    while let Some(r) = rows.next().map_err(db)? {
        out.push(decode(r)?);
    }
    Ok(out)
}

/// The error for a game write that changed no row.
fn stale_game(conn: &Connection, id: GameId) -> StoreError {
    let state = conn
        .prepare_cached(&q(codec::GAME_STATE))
        .and_then(|mut st| st.query_row([id], |r| r.get::<_, bool>(0)).optional());
    match state {
        Ok(s) => codec::stale(format!("game {id}"), s),
        Err(e) => db(e),
    }
}

/// A unique index refused the row: the channel already has one.
fn channel_taken(e: rusqlite::Error, what: &str, channel: &str) -> StoreError {
    if e.sqlite_error_code() == Some(ErrorCode::ConstraintViolation) {
        StoreError::Conflict {
            what: format!("channel {channel} (it already has {what})"),
        }
    } else {
        db(e)
    }
}

impl SqliteStore {
    /// Opens (creating if needed) the database at `path` and brings its schema up to date.
    ///
    /// # Errors
    /// [`StoreError::Refused`] if the file cannot be opened, is not a qibot database (it is
    /// then left exactly as it was: no tables, journal mode or `user_version` changed), has a
    /// newer schema, or cannot be written; [`StoreError::Backend`] if SQLite fails otherwise.
    pub fn open(path: &Path) -> Result<SqliteStore, StoreError> {
        let mut conn = open_file(path)?;
        check_file(&conn, path)?;
        configure(&conn)?;
        migrate(&mut conn, path)?;
        Ok(SqlStore {
            db: Sqlite {
                pool: Arc::new(Pool {
                    path: Some(path.to_path_buf()),
                    idle: Mutex::new(vec![conn]),
                    gate: tokio::sync::Semaphore::new(POOL_SIZE),
                }),
            },
        })
    }

    /// A store in memory (for tests; nothing survives).
    ///
    /// # Errors
    /// As [`SqliteStore::open`].
    pub fn in_memory() -> Result<SqliteStore, StoreError> {
        let memory = || -> Result<Connection, StoreError> {
            let mut c = Connection::open_in_memory().map_err(db)?;
            configure(&c)?;
            migrate(&mut c, Path::new(":memory:"))?;
            Ok(c)
        };
        Ok(SqlStore {
            db: Sqlite {
                pool: Arc::new(Pool {
                    path: None,
                    idle: Mutex::new(vec![memory()?]),
                    gate: tokio::sync::Semaphore::new(1),
                }),
            },
        })
    }

    /// One game, read on the calling thread (for tools and tests outside a runtime; the hub
    /// awaits [`Store::game`]).
    ///
    /// # Errors
    /// [`StoreError::Backend`] if the row cannot be read.
    pub fn read_game(&self, id: GameId) -> Result<Option<GameRecord>, StoreError> {
        let pool = &self.db.pool;
        let conn = pool.take()?;
        let g = rows(&conn, &codec::select_game(), &[&id], |r| {
            codec::decode_game(r)
        });
        pool.put(conn);
        Ok(g?.pop().map(|g| g.record))
    }
}

impl Sqlite {
    /// Runs `f` with a pooled connection on a blocking thread.
    async fn run<T, F>(&self, f: F) -> Result<T, StoreError>
    where
        T: Send + 'static,
        F: FnOnce(&mut Connection) -> Result<T, StoreError> + Send + 'static,
    {
        let _permit = self
            .pool
            .gate
            .acquire()
            .await
            .map_err(StoreError::backend)?;
        let pool = self.pool.clone();
        tokio::task::spawn_blocking(move || {
            let mut conn = pool.take()?;
            let r = f(&mut conn);
            pool.put(conn);
            r
        })
        .await
        .map_err(|e| StoreError::backend(format!("a store call failed: {e}")))?
    }
}

#[async_trait]
impl Backend for Sqlite {
    async fn query<T: Send + 'static>(
        &self,
        sql: String,
        params: Vec<Value>,
        decode: Decoder<T>,
    ) -> Result<Vec<T>, StoreError> {
        self.run(move |conn| {
            let p: Vec<&dyn ToSql> = params.iter().map(bind).collect();
            rows(conn, &sql, &p, |r| decode(r))
        })
        .await
    }

    async fn execute(&self, sql: &'static str, params: Vec<Value>) -> Result<u64, StoreError> {
        self.run(move |conn| {
            let p: Vec<&dyn ToSql> = params.iter().map(bind).collect();
            conn.prepare_cached(&q(sql))
                .and_then(|mut st| st.execute(&p[..]))
                .map(|n| n as u64)
                .map_err(db)
        })
        .await
    }

    async fn insert_game(
        &self,
        v: GameValues,
        from_challenge: Option<ChallengeId>,
    ) -> Result<GameId, StoreError> {
        self.run(move |conn| {
            let tx = conn
                .transaction_with_behavior(TransactionBehavior::Immediate)
                .map_err(db)?;
            if let Some(c) = from_challenge {
                let n = tx
                    .prepare_cached(&q(codec::DELETE_CHALLENGE))
                    .and_then(|mut st| st.execute([c]))
                    .map_err(db)?;
                if n == 0 {
                    return Err(StoreError::NotFound {
                        what: format!("challenge {c}"),
                    });
                }
            }
            let id = tx
                .prepare_cached(&q(codec::INSERT_GAME))
                .and_then(|mut st| {
                    st.query_row(&codec::insert_game_params!(v, &dyn ToSql)[..], |r| r.get(0))
                })
                .map_err(|e| channel_taken(e, "an active game", &v.channel))?;
            tx.commit().map_err(db)?;
            Ok(id)
        })
        .await
    }

    async fn update_game(&self, v: GameValues, version: i64) -> Result<i64, StoreError> {
        self.run(move |conn| {
            let n = conn
                .prepare_cached(&q(codec::UPDATE_GAME))
                .and_then(|mut st| {
                    st.execute(&codec::update_game_params!(v, &version, &dyn ToSql)[..8])
                })
                .map_err(db)?;
            if n == 0 {
                return Err(stale_game(conn, v.id));
            }
            Ok(version + 1)
        })
        .await
    }

    async fn finish_game(
        &self,
        v: GameValues,
        version: i64,
        ratings: Vec<RatingRecord>,
    ) -> Result<(), StoreError> {
        self.run(move |conn| {
            let tx = conn
                .transaction_with_behavior(TransactionBehavior::Immediate)
                .map_err(db)?;
            let n = tx
                .prepare_cached(&q(codec::FINISH_GAME))
                .and_then(|mut st| {
                    st.execute(&codec::update_game_params!(v, &version, &dyn ToSql)[..])
                })
                .map_err(db)?;
            if n == 0 {
                return Err(stale_game(&tx, v.id));
            }
            for r in &ratings {
                let n = tx
                    .prepare_cached(&q(codec::UPSERT_RATING))
                    .and_then(|mut st| st.execute(&codec::rating_params!(r, &dyn ToSql)[..]))
                    .map_err(db)?;
                if n == 0 {
                    return Err(codec::rating_moved(r));
                }
            }
            tx.commit().map_err(db)
        })
        .await
    }

    async fn execute_all(
        &self,
        statements: Vec<(&'static str, Vec<Value>)>,
    ) -> Result<Option<usize>, StoreError> {
        self.run(move |conn| {
            let tx = conn
                .transaction_with_behavior(TransactionBehavior::Immediate)
                .map_err(db)?;
            for (i, (sql, params)) in statements.iter().enumerate() {
                let p: Vec<&dyn ToSql> = params.iter().map(bind).collect();
                let n = tx
                    .prepare_cached(&q(sql))
                    .and_then(|mut st| st.execute(&p[..]))
                    .map_err(db)?;
                if n == 0 {
                    // Dropping the transaction rolls it back.
                    return Ok(Some(i));
                }
            }
            tx.commit().map_err(db)?;
            Ok(None)
        })
        .await
    }

    async fn insert_challenge(&self, v: ChallengeValues) -> Result<ChallengeId, StoreError> {
        self.run(move |conn| {
            conn.prepare_cached(&q(codec::INSERT_CHALLENGE))
                .and_then(|mut st| {
                    st.query_row(&codec::insert_challenge_params!(v, &dyn ToSql)[..], |r| {
                        r.get(0)
                    })
                })
                .map_err(|e| channel_taken(e, "a challenge", &v.channel))
        })
        .await
    }
}
