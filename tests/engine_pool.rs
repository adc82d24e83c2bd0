//! The engine pool under load: many master-level bot games and hints at once, with the real
//! engine, stay within `engine_memory_mb` plus 100 MB of resident memory.
//!
//! Ignored by default (it searches for a while); `.ci/run` runs it with a smaller count:
//! `QIBOT_STRESS_GAMES=6 QIBOT_STRESS_HINTS=10 cargo test --release --test engine_pool -- --ignored`.
//! The figure is 40 games and 99 hints (the defaults here).

mod support;

use std::sync::Arc;

use qibot::hub::{Command, GameOptions, Hub, HubConfig, SqliteStore, Store};
use support::proc_status::{count, status_mb};

#[test]
#[ignore = "a load test: run with --ignored (CI runs it with a smaller count)"]
fn master_games_and_hints_stay_within_the_memory_budget() {
    let games = count("QIBOT_STRESS_GAMES", 40);
    let hints = count("QIBOT_STRESS_HINTS", 99);
    let dir = tempfile::tempdir().unwrap();
    let config = HubConfig {
        // Every request is admitted (none refused as busy), so all of them really search.
        engine_queue: games + hints,
        ..HubConfig::default()
    };
    let budget = config.engine_memory_mb as f64;
    let rt = tokio::runtime::Runtime::new().unwrap();
    let before = status_mb("VmRSS");
    let (peak, played, hinted) = rt.block_on(async {
        let store: Arc<dyn Store> = Arc::new(SqliteStore::open(&dir.path().join("q.db")).unwrap());
        let bot = qibot::hub::bot_with(&config);
        let (hub, _events) = Hub::open(store, bot, Arc::new(qibot::hub::NoRenderer), config)
            .await
            .unwrap();
        let ctx = |i: usize| support::hub::ctx(&format!("u{i}"), &format!("c{i}"));
        // Every bot plays Red at master: all search at once.
        let starts: Vec<_> = (0..games)
            .map(|i| {
                let hub: Hub = hub.clone();
                let c = ctx(i);
                tokio::spawn(async move {
                    hub.handle(
                        &c,
                        Command::PlayBot(GameOptions {
                            colour: Some("blue".into()),
                            level: Some("master".into()),
                            ..Default::default()
                        }),
                    )
                    .await
                })
            })
            .collect();
        let mut played = 0;
        for s in starts {
            let r = s.await.unwrap();
            played += r.iter().filter(|r| r.played.is_some()).count();
        }
        // Then every member asks for hints, all at once.
        let asks: Vec<_> = (0..hints)
            .map(|i| {
                let hub: Hub = hub.clone();
                let c = ctx(i % games);
                tokio::spawn(async move { hub.handle(&c, Command::Hint).await })
            })
            .collect();
        let mut hinted = 0;
        for a in asks {
            let r = a.await.unwrap();
            hinted += r.iter().filter(|r| r.message.id == "hint").count();
        }
        (status_mb("VmHWM"), played, hinted)
    });
    println!(
        "{games} master games, {hints} hints: resident {before:.0} MB before, peak {peak:.0} MB, budget {budget:.0} MB"
    );
    assert_eq!(played, games, "every bot moved");
    assert_eq!(hinted, hints, "every hint was given");
    assert!(
        peak <= before + budget + 100.0,
        "peak {peak:.0} MB is over {before:.0} + {budget:.0} + 100 MB"
    );
}
