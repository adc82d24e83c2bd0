#![allow(dead_code)]

//! The bot under test: the hub on a SQLite file and the real serenity client, pointed at a
//! fake Discord, started and stopped the same way by every Discord test.

use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use qibot::discord::{DiscordConfig, RunOptions, ShardRange, Token};
use qibot::hub::bot::Bot;
use qibot::hub::{Hub, HubConfig, SqliteStore, Store};

use super::fake_discord::{FakeDiscord, GUILD};
use super::renderer::PngRenderer;

/// How to start the bot: the hub's and the front-end's settings, the engine, the shards.
pub struct Launch {
    /// The hub's settings (`database` is set to the test's file).
    pub hub: HubConfig,
    /// The front-end's settings: typed moves on, no threads, commands in [`GUILD`], the fake's
    /// API, unless a test changes them.
    pub discord: DiscordConfig,
    /// The engine.
    pub bot: Arc<dyn Bot>,
    /// The shard count (`None`: as Discord recommends).
    pub shards: Option<u32>,
    /// The shards this process runs (`None`: all).
    pub shard_range: Option<ShardRange>,
    /// Serve the web pages on 127.0.0.1 (any port) and link them from Discord.
    pub web: bool,
}

impl Launch {
    /// The defaults against `fake`: one shard, the real engine.
    pub fn new(fake: &FakeDiscord) -> Launch {
        Launch {
            hub: HubConfig::default(),
            discord: DiscordConfig {
                message_content: true,
                threads: false,
                commands_guild: GUILD.to_string(),
                api_base: fake.base.clone(),
                ..DiscordConfig::default()
            },
            bot: qibot::hub::bot(),
            shards: Some(1),
            shard_range: None,
            web: false,
        }
    }
}

/// A bot running in this process until [`stop`].
pub struct RunningBot {
    /// The hub the bot runs (tests fix its clock, see [`Hub::set_clock`]).
    pub hub: Hub,
    /// The web pages, when [`Launch::web`] asked for them: their address and link maker.
    pub web: Option<qibot::web::Launched>,
    stop: tokio::sync::oneshot::Sender<()>,
    task: tokio::task::JoinHandle<Result<(), qibot::discord::RunError>>,
}

/// Starts the bot on the SQLite store at `db` as `launch` says; does not wait for it to
/// connect.
pub async fn start(fake: &FakeDiscord, db: &Path, launch: Launch) -> RunningBot {
    let store: Arc<dyn Store> = Arc::new(SqliteStore::open(db).unwrap());
    let config = HubConfig {
        database: db.display().to_string(),
        ..launch.hub
    };
    let watched = launch.web.then(|| qibot::web::watched(store.clone()));
    let store = match &watched {
        Some((w, _)) => w.clone() as Arc<dyn Store>,
        None => store,
    };
    let (hub, events) = Hub::open(store, launch.bot, Arc::new(PngRenderer), config)
        .await
        .unwrap();
    let web = match watched {
        Some((store, metrics)) => {
            let listen = "127.0.0.1:0".parse().unwrap();
            let config = qibot::web::WebConfig::default();
            let pending = std::future::pending();
            let l = qibot::web::launch(hub.clone(), store, metrics, &config, listen, pending);
            Some(l.await.expect("the web pages start"))
        }
        None => None,
    };
    let opts = RunOptions {
        config: launch.discord,
        token: Token::new("fake-token"),
        api_base: Some(fake.base.clone()),
        shards: launch.shards,
        shard_range: launch.shard_range,
        web: web.as_ref().map(|l| l.web.clone()),
        web_links: web.is_some(),
    };
    let (stop, rx) = tokio::sync::oneshot::channel::<()>();
    let task = tokio::spawn(qibot::discord::run(hub.clone(), events, opts, async move {
        let _ = rx.await;
    }));
    RunningBot {
        hub,
        web,
        stop,
        task,
    }
}

/// Stops the bot and checks it stopped cleanly within 20 s.
pub async fn stop(bot: RunningBot) {
    let _ = bot.stop.send(());
    let r = tokio::time::timeout(Duration::from_secs(20), bot.task)
        .await
        .expect("the bot stops within 20 s")
        .expect("the bot task did not panic");
    r.expect("the bot stopped cleanly");
}

/// Waits until the bot has sent nothing for 400 ms.
pub async fn quiet(fake: &FakeDiscord) {
    let mut n = fake.requests().len();
    loop {
        tokio::time::sleep(Duration::from_millis(400)).await;
        let m = fake.requests().len();
        if m == n {
            return;
        }
        n = m;
    }
}

/// Starts the bot as [`start`] does and waits until it has connected and registered its
/// commands.
pub async fn start_ready(fake: &FakeDiscord, db: &Path, launch: Launch) -> RunningBot {
    let bot = start(fake, db, launch).await;
    assert!(fake.wait_identified(1, 60).await, "the client identified");
    super::requests::wait_registered(fake, 0).await;
    bot
}

/// What a Discord test starts from: a fake Discord, and a new temporary folder (kept until
/// the value is dropped) with the path of the database file `file` in it.
pub async fn fake_and_db(file: &str) -> (FakeDiscord, tempfile::TempDir, std::path::PathBuf) {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join(file);
    (fake, dir, db)
}

/// Writes `config.toml` in `dir` for the built binary: the hub on the SQLite file `db`, the
/// commands in [`GUILD`], and the `[discord]` settings `discord` (lines); its path.
pub fn config_file(dir: &Path, db: &Path, discord: &str) -> std::path::PathBuf {
    let config = dir.join("config.toml");
    std::fs::write(
        &config,
        format!(
            "[hub]\ndatabase = \"{}\"\n[discord]\n{discord}commands_guild = \"{GUILD}\"\n",
            db.display()
        ),
    )
    .unwrap();
    config
}
