//! The PostgreSQL store, for several processes (shards) sharing one database: `tokio-postgres`
//! (asynchronous, so waiting on the server never holds an async worker) with a
//! `deadpool-postgres` pool of [`POOL_SIZE`] connections a process.
//!
//! The schema is the SQLite store's, step for step, in PostgreSQL's types; the applied steps
//! are counted in the table `qibot_schema`, and a migration runs under an advisory lock so
//! processes starting together apply it once. Writes run at READ COMMITTED: a version check in
//! `WHERE` is re-read after a concurrent writer commits, so of two writes over one version
//! exactly one succeeds. Connections use TLS as the URL's `sslmode` and `sslrootcert` say
//! (see [`super::tls`]).
//!
//! Commands queued for another process wake it through `LISTEN`/`NOTIFY`: a store that waits
//! for them ([`Store::wait_for_commands`](super::Store::wait_for_commands)) or reads the
//! announced changes keeps one more connection, listening, re-opened when it drops.

use std::sync::LazyLock;

use async_trait::async_trait;
use deadpool_postgres::GenericClient;
use deadpool_postgres::{Manager, ManagerConfig, Pool, RecyclingMethod};
use tokio_postgres::error::SqlState;
use tokio_postgres::types::ToSql;
use tokio_postgres::{AsyncMessage, Row};
use tokio_postgres_rustls::MakeRustlsConnect;

use super::api::{CHANGES_CHANNEL, COMMANDS_CHANNEL, StoreError};
use super::codec::{self, ChallengeValues, Column, Columns, GameValues};
use super::location::PgLocation;
use super::records::RatingRecord;
use super::schema;
use super::sql::{Backend, Decoder, SqlStore, Value, bind_value};
use super::types::{ChallengeId, GameId};

/// Connections a process keeps to the server at most.
pub const POOL_SIZE: usize = 8;

/// The advisory lock taken while migrating (any fixed number; "qibot" in ASCII).
const MIGRATION_LOCK: i64 = 0x71_69_62_6f_74;

/// Step 3 in PostgreSQL: versions for optimistic concurrency, one active game and one
/// challenge a channel (the tables SQLite rebuilds are altered here).
const STEP_3: &str = r#"
ALTER TABLE games ADD COLUMN version BIGINT NOT NULL DEFAULT 1;
CREATE UNIQUE INDEX games_channel_active ON games(channel) WHERE active;
ALTER TABLE challenges ADD COLUMN version BIGINT NOT NULL DEFAULT 1;
CREATE UNIQUE INDEX challenges_channel ON challenges(channel);
"#;

/// Every schema step, in order ([`schema::steps`]); `qibot_schema` counts those applied.
static MIGRATIONS: LazyLock<Vec<String>> =
    LazyLock::new(|| schema::steps(STEP_3.to_string(), &schema::POSTGRES));

/// The PostgreSQL store.
pub type PgStore = SqlStore<Pg>;

/// The PostgreSQL driver of [`PgStore`]: its pool of connections.
pub struct Pg {
    pool: Pool,
    /// The database as it may be shown (no password).
    shown: String,
    /// What a failed connection's error adds to name the TLS setting at fault.
    tls_hint: String,
    /// The settings of the listening connection.
    config: tokio_postgres::Config,
    /// Its TLS.
    tls: MakeRustlsConnect,
    /// The listening connection, started at the first wait or subscription.
    listener: std::sync::OnceLock<Listener>,
}

/// What the listening connection hears: a command queued (a permit on `commands`), a change
/// announced (sent on `changes`).
struct Listener {
    commands: std::sync::Arc<tokio::sync::Notify>,
    changes: tokio::sync::broadcast::Sender<String>,
    task: tokio::task::JoinHandle<()>,
}

impl Drop for Listener {
    fn drop(&mut self) {
        self.task.abort();
    }
}

/// How long the listening connection waits before it connects again after losing the server.
const LISTEN_RETRY: std::time::Duration = std::time::Duration::from_secs(1);

/// Keeps a connection `LISTEN`ing on the queue's and the changes' channels, connecting again
/// whenever it is lost; meanwhile the waiters time out and poll.
async fn listen(
    config: tokio_postgres::Config,
    tls: MakeRustlsConnect,
    commands: std::sync::Arc<tokio::sync::Notify>,
    changes: tokio::sync::broadcast::Sender<String>,
) {
    use futures_util::StreamExt;
    loop {
        if let Ok((client, mut conn)) = config.connect(tls.clone()).await {
            let (tx, mut heard) = tokio::sync::mpsc::unbounded_channel();
            let driver = tokio::spawn(async move {
                let mut messages = futures_util::stream::poll_fn(move |cx| conn.poll_message(cx));
                while let Some(Ok(m)) = messages.next().await {
                    if let AsyncMessage::Notification(n) = m
                        && tx.send(n).is_err()
                    {
                        return;
                    }
                }
            });
            let sql = format!("LISTEN {COMMANDS_CHANNEL}; LISTEN {CHANGES_CHANNEL}");
            if client.batch_execute(&sql).await.is_ok() {
                // What was queued while nobody listened is read by the next pass.
                commands.notify_one();
                while let Some(n) = heard.recv().await {
                    if n.channel() == COMMANDS_CHANNEL {
                        commands.notify_one();
                    } else if n.channel() == CHANGES_CHANNEL {
                        let _ = changes.send(n.payload().to_string());
                    }
                }
            }
            driver.abort();
        }
        tokio::time::sleep(LISTEN_RETRY).await;
    }
}

fn pg(e: tokio_postgres::Error) -> StoreError {
    // The driver's messages name the server's error, never the connection's password.
    StoreError::backend(with_causes(&e))
}

/// `e` and the errors under it (the driver says only "error performing TLS handshake"; the
/// cause says which certificate check failed), each once.
fn with_causes(e: &(dyn std::error::Error + 'static)) -> String {
    let mut text = e.to_string();
    let mut cause = e.source();
    while let Some(c) = cause {
        let more = c.to_string();
        if !text.contains(&more) {
            text = format!("{text}: {more}");
        }
        cause = c.source();
    }
    text
}

/// Every column type the codec reads, as PostgreSQL gives it.
impl<T: for<'a> tokio_postgres::types::FromSql<'a>> Column<T> for Row {
    fn column(&self, i: usize) -> Result<T, StoreError> {
        self.try_get(i).map_err(pg)
    }
}

type Param<'a> = &'a (dyn ToSql + Sync);

/// The value inside `v`, as PostgreSQL binds it.
fn bind(v: &Value) -> Param<'_> {
    bind_value!(v)
}

/// A unique index refused the row: the channel already has one.
fn channel_taken(e: tokio_postgres::Error, what: &str, channel: &str) -> StoreError {
    if e.code() == Some(&SqlState::UNIQUE_VIOLATION) {
        StoreError::Conflict {
            what: format!("channel {channel} (it already has {what})"),
        }
    } else {
        pg(e)
    }
}

/// The error for a game write that changed no row.
async fn stale_game(c: &impl GenericClient, id: GameId) -> StoreError {
    match c.query_opt(codec::GAME_STATE, &[&id]).await {
        Ok(row) => match row.map(|r| r.flag(0)).transpose() {
            Ok(state) => codec::stale(format!("game {id}"), state),
            Err(e) => e,
        },
        Err(e) => pg(e),
    }
}

async fn rows<T>(
    c: &impl GenericClient,
    sql: &str,
    params: &[Param<'_>],
    decode: impl Fn(&Row) -> Result<T, StoreError>,
) -> Result<Vec<T>, StoreError> {
    let st = c.prepare_cached(sql).await.map_err(pg)?;
    c.query(&st, params)
        .await
        .map_err(pg)?
        .iter()
        .map(decode)
        .collect()
}

impl PgStore {
    /// Connects to the database at `loc` and brings its schema up to date.
    ///
    /// # Errors
    /// [`StoreError::Backend`] naming the database (password hidden) if it cannot be reached;
    /// [`StoreError::Refused`] if its schema is newer than this qibot's.
    pub async fn connect(loc: &PgLocation) -> Result<PgStore, StoreError> {
        let tls = loc.tls.connector().map_err(|reason| StoreError::Refused {
            reason: format!("{}: {reason}", loc.shown),
        })?;
        let manager = Manager::from_config(
            loc.config.clone(),
            tls.clone(),
            ManagerConfig {
                recycling_method: RecyclingMethod::Fast,
            },
        );
        let pool = Pool::builder(manager)
            .max_size(POOL_SIZE)
            .build()
            .map_err(|e| StoreError::backend(format!("{}: {e}", loc.shown)))?;
        let db = Pg {
            pool,
            shown: loc.shown.clone(),
            tls_hint: loc.tls.explain(&loc.host()),
            config: loc.config.clone(),
            tls,
            listener: std::sync::OnceLock::new(),
        };
        db.migrate().await?;
        Ok(SqlStore { db })
    }
}

impl Pg {
    async fn client(&self) -> Result<deadpool_postgres::Object, StoreError> {
        self.pool.get().await.map_err(|e| {
            let e = with_causes(&e);
            StoreError::backend(format!("cannot reach {}: {e}{}", self.shown, self.tls_hint))
        })
    }

    /// The listening connection, started at the first call.
    fn listener(&self) -> &Listener {
        self.listener.get_or_init(|| {
            let commands = std::sync::Arc::new(tokio::sync::Notify::new());
            let (changes, _) = tokio::sync::broadcast::channel(256);
            let task = tokio::spawn(listen(
                self.config.clone(),
                self.tls.clone(),
                commands.clone(),
                changes.clone(),
            ));
            Listener {
                commands,
                changes,
                task,
            }
        })
    }

    async fn migrate(&self) -> Result<(), StoreError> {
        let mut c = self.client().await?;
        let tx = c.transaction().await.map_err(pg)?;
        tx.execute("SELECT pg_advisory_xact_lock($1)", &[&MIGRATION_LOCK])
            .await
            .map_err(pg)?;
        tx.batch_execute("CREATE TABLE IF NOT EXISTS qibot_schema (version BIGINT NOT NULL)")
            .await
            .map_err(pg)?;
        let version: i64 = match tx
            .query_opt("SELECT version FROM qibot_schema", &[])
            .await
            .map_err(pg)?
        {
            Some(r) => r.int(0)?,
            None => {
                tx.execute("INSERT INTO qibot_schema (version) VALUES (0)", &[])
                    .await
                    .map_err(pg)?;
                0
            }
        };
        if version as usize > MIGRATIONS.len() {
            return Err(StoreError::Refused {
                reason: format!(
                    "{} has schema version {version}, newer than this qibot knows ({}); use a newer qibot",
                    self.shown,
                    MIGRATIONS.len()
                ),
            });
        }
        for (i, m) in MIGRATIONS.iter().enumerate().skip(version as usize) {
            tx.batch_execute(m).await.map_err(pg)?;
            tx.execute("UPDATE qibot_schema SET version = $1", &[&(i as i64 + 1)])
                .await
                .map_err(pg)?;
        }
        tx.commit().await.map_err(pg)
    }
}

#[async_trait]
impl Backend for Pg {
    async fn query<T: Send + 'static>(
        &self,
        sql: String,
        params: Vec<Value>,
        decode: Decoder<T>,
    ) -> Result<Vec<T>, StoreError> {
        let c = self.client().await?;
        let p: Vec<Param<'_>> = params.iter().map(bind).collect();
        rows(&c, &sql, &p, |r| decode(r)).await
    }

    async fn execute(&self, sql: &'static str, params: Vec<Value>) -> Result<u64, StoreError> {
        let c = self.client().await?;
        let p: Vec<Param<'_>> = params.iter().map(bind).collect();
        c.execute(sql, &p).await.map_err(pg)
    }

    async fn execute_all(
        &self,
        statements: Vec<(&'static str, Vec<Value>)>,
    ) -> Result<Option<usize>, StoreError> {
        let mut c = self.client().await?;
        let tx = c.transaction().await.map_err(pg)?;
        for (i, (sql, params)) in statements.iter().enumerate() {
            let st = tx.prepare_cached(sql).await.map_err(pg)?;
            let p: Vec<Param<'_>> = params.iter().map(bind).collect();
            if tx.execute(&st, &p).await.map_err(pg)? == 0 {
                // Dropping the transaction rolls it back.
                return Ok(Some(i));
            }
        }
        tx.commit().await.map_err(pg)?;
        Ok(None)
    }

    async fn insert_game(
        &self,
        v: GameValues,
        from_challenge: Option<ChallengeId>,
    ) -> Result<GameId, StoreError> {
        let mut c = self.client().await?;
        let tx = c.transaction().await.map_err(pg)?;
        if let Some(ch) = from_challenge {
            let n = tx
                .execute(codec::DELETE_CHALLENGE, &[&ch])
                .await
                .map_err(pg)?;
            if n == 0 {
                return Err(StoreError::NotFound {
                    what: format!("challenge {ch}"),
                });
            }
        }
        let st = tx.prepare_cached(codec::INSERT_GAME).await.map_err(pg)?;
        let row = tx
            .query_one(&st, &codec::insert_game_params!(v, Param<'_>))
            .await
            .map_err(|e| channel_taken(e, "an active game", &v.channel))?;
        let id = row.int(0)?;
        tx.commit().await.map_err(pg)?;
        Ok(id)
    }

    async fn update_game(&self, v: GameValues, version: i64) -> Result<i64, StoreError> {
        let c = self.client().await?;
        let st = c.prepare_cached(codec::UPDATE_GAME).await.map_err(pg)?;
        let n = c
            .execute(
                &st,
                &codec::update_game_params!(v, &version, Param<'_>)[..8],
            )
            .await
            .map_err(pg)?;
        if n == 0 {
            return Err(stale_game(&c, v.id).await);
        }
        Ok(version + 1)
    }

    async fn finish_game(
        &self,
        v: GameValues,
        version: i64,
        ratings: Vec<RatingRecord>,
    ) -> Result<(), StoreError> {
        let mut c = self.client().await?;
        let tx = c.transaction().await.map_err(pg)?;
        let st = tx.prepare_cached(codec::FINISH_GAME).await.map_err(pg)?;
        let n = tx
            .execute(&st, &codec::update_game_params!(v, &version, Param<'_>))
            .await
            .map_err(pg)?;
        if n == 0 {
            return Err(stale_game(&tx, v.id).await);
        }
        let st = tx.prepare_cached(codec::UPSERT_RATING).await.map_err(pg)?;
        for r in &ratings {
            let n = tx
                .execute(&st, &codec::rating_params!(r, Param<'_>))
                .await
                .map_err(pg)?;
            if n == 0 {
                return Err(codec::rating_moved(r));
            }
        }
        tx.commit().await.map_err(pg)
    }

    async fn notify(&self, channel: &'static str, payload: &str) -> Result<(), StoreError> {
        let c = self.client().await?;
        c.execute("SELECT pg_notify($1, $2)", &[&channel, &payload])
            .await
            .map_err(pg)
            .map(drop)
    }

    async fn wait_for_commands(&self, timeout: std::time::Duration) {
        let heard = self.listener().commands.clone();
        let _ = tokio::time::timeout(timeout, heard.notified()).await;
    }

    fn announcements(&self) -> Option<tokio::sync::broadcast::Receiver<String>> {
        Some(self.listener().changes.subscribe())
    }

    async fn insert_challenge(&self, v: ChallengeValues) -> Result<ChallengeId, StoreError> {
        let c = self.client().await?;
        let st = c
            .prepare_cached(codec::INSERT_CHALLENGE)
            .await
            .map_err(pg)?;
        let row = c
            .query_one(&st, &codec::insert_challenge_params!(v, Param<'_>))
            .await
            .map_err(|e| channel_taken(e, "a challenge", &v.channel))?;
        row.int(0)
    }
}
