//! Scale of the hub: 10 000 simultaneous games in one process, player moves per second through
//! the hub with either store (no rendering, no bot), and resident memory.
//!
//! `cargo bench --bench hub` (sizes: `QIBOT_BENCH_GAMES`, `QIBOT_BENCH_PLIES`) measures SQLite
//! (a temporary file), then PostgreSQL in a fresh database on the server `QIBOT_TEST_POSTGRES`
//! names (`.ci/postgres.sh start`; with `QIBOT_PG_FSYNC=on` for honest numbers), in a child
//! process of its own so its resident memory is its own; without the variable it starts a
//! throw-away server where PostgreSQL is installed, else says PostgreSQL was skipped. `QIBOT_BENCH_DATABASE` (a SQLite file or an empty PostgreSQL
//! database's URL) measures that store only. Targets from issues 5 and 12: ≥ 5 000 moves/s on
//! SQLite, ≥ 2 000 moves/s on PostgreSQL, ≤ 100 MB resident with 10 000 games.

#[path = "../tests/support/postgres.rs"]
mod postgres;

// The tests' reader of /proc/self/status (its `count` is not used here).
#[allow(dead_code)]
#[path = "../tests/support/proc_status.rs"]
mod proc_status;

use std::sync::Arc;
use std::time::Instant;

use qibot::games::contract::GamePosition;
use qibot::games::jungle::{Position, RuleSet};
use qibot::games::options::RuleOptions;
use qibot::hub::{Command, Ctx, GameOptions, GreedyBot, Hub, HubConfig, NoRenderer, Player, Store};
use qibot::store::{Location, PasswordSources};

/// The resident memory of this process in MB (`VmRSS`), read as the load tests read it.
fn rss_mb() -> f64 {
    proc_status::status_mb("VmRSS:")
}

fn env(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Game `g`'s context: 100 games a server (under the per-server limit of active games, as
/// 10 000 games would be spread over many servers).
fn ctx(user: String, g: usize, channel: &str) -> Ctx {
    Ctx {
        server: format!("bench{}", g / 100),
        channel: channel.to_string(),
        user: Player::new(user.clone(), user),
    }
}

fn main() {
    if let Ok(db) = std::env::var("QIBOT_BENCH_DATABASE") {
        return measure(Some(db));
    }
    measure(None);
    let rt = tokio::runtime::Runtime::new().expect("runtime");
    if !postgres::available() {
        eprintln!("PostgreSQL is not installed and QIBOT_TEST_POSTGRES is not set: SQLite only");
        return;
    }
    let url = rt.block_on(postgres::fresh_database("bench_hub"));
    // `cargo bench` passes `--bench`; the child gets the same arguments.
    let status = std::process::Command::new(std::env::current_exe().expect("own path"))
        .args(std::env::args_os().skip(1))
        .env("QIBOT_BENCH_DATABASE", url)
        .status()
        .expect("the PostgreSQL run starts");
    assert!(status.success(), "the PostgreSQL run failed: {status}");
}

/// One run on `db` (a SQLite file or a PostgreSQL URL), or on a temporary SQLite file.
fn measure(db: Option<String>) {
    let games = env("QIBOT_BENCH_GAMES", 10_000);
    let plies = env("QIBOT_BENCH_PLIES", 10);
    let tasks = 64;
    let dir = tempfile::tempdir().expect("temp dir");
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("runtime");
    rt.block_on(async {
        let rss0 = rss_mb();
        let db = db.unwrap_or_else(|| dir.path().join("bench.db").display().to_string());
        let loc = Location::parse(&db, &PasswordSources::from_env(None)).expect("database");
        let store_name = match loc {
            Location::Sqlite(_) => "SQLite",
            Location::Postgres(_) => "PostgreSQL",
        };
        let store: Arc<dyn Store> = qibot::store::open(&loc).await.expect("store");
        let (hub, _events) =
            Hub::open(store, Arc::new(GreedyBot), Arc::new(NoRenderer), HubConfig::default()).await.expect("hub");
        let options = GameOptions {
            rules: Some("traditional".into()),
            ..GameOptions::default()
        };
        let t = Instant::now();
        for g in 0..games {
            let ch = format!("ch{g}");
            let (a, b) = (format!("a{g}"), format!("b{g}"));
            let opponent = Player::new(b.clone(), b.clone());
            let r = hub
                .handle(&ctx(a, g, &ch), Command::Challenge { opponent, options: options.clone() })
                .await;
            assert!(!r[0].refused);
            let r = hub.handle(&ctx(b, g, &ch), Command::Accept).await;
            assert!(!r[0].refused, "{:?}", r[0].message);
        }
        let setup = t.elapsed().as_secs_f64();
        assert_eq!(hub.active_games(), games);
        let rss_games = rss_mb();
        println!(
            "started {games} games (challenge + accept, 2 commits each) in {setup:.2} s: {:.0} games/s",
            games as f64 / setup
        );
        println!("resident: {rss0:.1} MB before, {rss_games:.1} MB with {games} active games");

        let t = Instant::now();
        let mut handles = Vec::new();
        for k in 0..tasks {
            let hub = hub.clone();
            handles.push(tokio::spawn(async move {
                let mine: Vec<usize> = (k..games).step_by(tasks).collect();
                let rules = RuleSet::preset("traditional").expect("preset");
                let mut pos: Vec<Position> = mine.iter().map(|_| Position::startpos(rules)).collect();
                let mut done = 0usize;
                for ply in 0..plies {
                    for (i, g) in mine.iter().enumerate() {
                        let moves = pos[i].legal_moves();
                        if moves.is_empty() {
                            continue;
                        }
                        // Prefer quiet moves so games last; any legal move is fine.
                        let m = moves
                            .iter()
                            .copied()
                            .filter(|m| !pos[i].is_capture(*m))
                            .nth((g + ply) % 3)
                            .unwrap_or(moves[0]);
                        let user = if ply % 2 == 0 { format!("a{g}") } else { format!("b{g}") };
                        let r = hub.handle(&ctx(user, *g, &format!("ch{g}")), Command::Move(m.to_string())).await;
                        if r.first().is_some_and(|r| r.played.is_some()) {
                            pos[i] = pos[i].play(m);
                            done += 1;
                        }
                    }
                }
                done
            }));
        }
        let mut moves = 0;
        for h in handles {
            moves += h.await.expect("task");
        }
        let secs = t.elapsed().as_secs_f64();
        let rss_after = rss_mb();
        println!(
            "{moves} player moves through the hub ({store_name}, each committed) in {secs:.2} s: {:.0} moves/s",
            moves as f64 / secs
        );
        println!("resident after the moves: {rss_after:.1} MB; active games: {}", hub.active_games());
        hub.shutdown().await;
    });
}
