//! A move submitted to a process that does not own the game (as the web page's process does,
//! through `Hub::submit`) reaches the owner, a `qibot run` process (the built binary) against
//! the fake Discord on PostgreSQL: the owner plays it and the bot's reply and shows them in the
//! channel; with the owner killed (SIGKILL) before it could apply a move, the move is applied
//! once when it is back (issue 34).

mod support;
use support::cli::{qibot, terminate};
use support::hub::{FirstMove, ctx};

use std::path::{Path, PathBuf};
use std::process::{Child, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

use qibot::engine::Level;
use qibot::games::any::GameKind;
use qibot::hub::config::Owner;
use qibot::hub::store::{self, GameRecord, Location, PasswordSources};
use qibot::hub::{Command, Ctx, Hub, HubConfig, NoRenderer, Player, Seat, Store, Submitted};

use support::fake_discord::{FakeDiscord, GUILD};

const ANN: (u64, &str) = (1_000_000_000_000_000_001, "Ann");
const CHANNEL: u64 = 1_100_000_000_000_000_300;

/// A running `qibot run` owning every guild; its log in `dir`.
struct Owning {
    child: Child,
    log: PathBuf,
}

impl Owning {
    fn start(dir: &Path, url: &str, fake: &FakeDiscord, name: &str) -> Owning {
        let config = dir.join("config.toml");
        std::fs::write(
            &config,
            format!("[hub]\n[discord]\ncommands_guild = \"{GUILD}\"\n"),
        )
        .unwrap();
        let log = dir.join(format!("{name}.log"));
        let child = qibot()
            .arg("run")
            .arg("--config")
            .arg(&config)
            .args(["--db", url])
            .args(["--shard-range", "0..1", "--shard-total", "1"])
            .env("DISCORD_TOKEN", "fake-token")
            .env_remove("DISCORD_TOKEN_FILE")
            .env_remove("QIBOT_DATABASE_URL")
            .env("QIBOT_DISCORD_API", &fake.base)
            .env("RUST_LOG", "warn")
            .stdout(Stdio::null())
            .stderr(std::fs::File::create(&log).unwrap())
            .spawn()
            .unwrap();
        Owning { child, log }
    }

    fn log(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }
}

/// Ann (Red, to move) against the bot in [`CHANNEL`] of [`GUILD`].
fn bot_game() -> GameRecord {
    let now = qibot::hub::now_ms();
    GameRecord {
        id: 0,
        server: GUILD.to_string(),
        channel: CHANNEL.to_string(),
        game_kind: GameKind::Jungle,
        seats: [
            Seat::Member(Player::new(ANN.0.to_string(), ANN.1)),
            Seat::Bot(Level::Beginner),
        ],
        rated: false,
        rules: "standard".into(),
        time_control: "none".into(),
        start_fen: qibot::games::jungle::STARTPOS.into(),
        moves: Vec::new(),
        clock_ms: [0, 0],
        turn_started_ms: now,
        draw_offer: None,
        takeback_offer: None,
        created_ms: now,
        ending: None,
        finished_ms: None,
        rating_changes: None,
    }
}

/// What the channel shows: every message's text and how often each was edited.
fn shown(fake: &FakeDiscord) -> (usize, u32) {
    let m = fake.messages(CHANNEL);
    (m.len(), m.iter().map(|m| m.edits).sum())
}

/// Polls game `id` (every 50 ms, up to `secs`) until it has `plies` moves; the time it took.
async fn wait_plies(store: &dyn Store, id: i64, plies: usize, secs: u64) -> Option<Duration> {
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(secs) {
        let g = store.game(id).await.unwrap().unwrap();
        if g.record.moves.len() >= plies {
            return Some(start.elapsed());
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    None
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_from_another_process_is_played_by_the_owner_once_even_across_a_kill() {
    let Some(url) = support::postgres::fresh_database("submit_processes").await else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let loc = Location::parse(&url, &PasswordSources::default()).unwrap();
    let store = store::open(&loc).await.unwrap();
    let game = store.insert_game(&bot_game(), None).await.unwrap();
    let fake = FakeDiscord::start().await;
    let owner = Owning::start(dir.path(), &url, &fake, "owner1");
    assert!(
        fake.wait_until(60, |f| f.live_shards() == [[0, 1]]).await,
        "the owner connected:\n{}",
        owner.log()
    );

    // The process that serves the page owns no guild (as `qibot web`).
    let config = HubConfig {
        owner: Owner::Shards {
            from: 0,
            to: 0,
            total: 1,
        },
        ..HubConfig::default()
    };
    let page_store = store::open(&loc).await.unwrap();
    let (page, _) = Hub::open(
        page_store,
        Arc::new(FirstMove),
        Arc::new(NoRenderer),
        config,
    )
    .await
    .unwrap();
    let ann = Ctx {
        server: GUILD.to_string(),
        channel: CHANNEL.to_string(),
        ..ctx(&ANN.0.to_string(), "")
    };

    // 1. The owner applies it within a second, the bot replies, the channel shows both.
    let before = shown(&fake);
    let out = page
        .submit(&ann, game, 0, Command::Move("rat up".into()))
        .await
        .unwrap();
    assert_eq!(out, Submitted::Queued);
    let took = wait_plies(&*store, game, 1, 20).await;
    let took = took.unwrap_or_else(|| panic!("never applied:\n{}", owner.log()));
    assert!(took < Duration::from_secs(1), "the move took {took:?}");
    let replied = wait_plies(&*store, game, 2, 20).await;
    assert!(replied.is_some(), "the bot replied:\n{}", owner.log());
    let g = store.game(game).await.unwrap().unwrap().record;
    assert_eq!(g.moves[0].to_string(), "g3g4");
    assert!(
        fake.wait_until(20, |f| shown(f) != before).await,
        "the channel's board follows:\n{}",
        owner.log()
    );
    assert!(
        fake.messages(CHANNEL)
            .iter()
            .any(|m| m.content.contains("g3→g4")),
        "{:?}",
        fake.messages(CHANNEL)
    );
    assert!(
        fake.messages(CHANNEL).iter().any(|m| !m.files.is_empty()),
        "with the board"
    );

    // 2. The owner is killed; a move submitted meanwhile waits in the store and is applied
    // once when it is back; a stale resubmission is refused.
    let mut child = owner.child;
    child.kill().unwrap();
    child.wait().unwrap();
    let out = page
        .submit(&ann, game, 2, Command::Move("rat up".into()))
        .await
        .unwrap();
    assert_eq!(out, Submitted::Queued);
    let e = page
        .submit(&ann, game, 1, Command::Move("rat up".into()))
        .await
        .unwrap_err();
    assert_eq!(e.id, "position-changed");
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(
        store.game(game).await.unwrap().unwrap().record.moves.len(),
        2
    );
    let owner = Owning::start(dir.path(), &url, &fake, "owner2");
    let took = wait_plies(&*store, game, 4, 60).await;
    assert!(
        took.is_some(),
        "applied after the restart:\n{}",
        owner.log()
    );
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let g = store.game(game).await.unwrap().unwrap();
    assert_eq!(g.record.moves.len(), 4, "applied once:\n{}", owner.log());
    assert_eq!(g.record.moves[2].to_string(), "g4g5");
    assert_eq!(store.pending_commands(10).await.unwrap(), []);
    page.shutdown().await;
    let status = terminate(owner.child).await;
    assert!(status.is_some_and(|s| s.success()), "{status:?}");
}
