//! `/review` through the hub: a finished game's review picture, served from the store the
//! second time; a game still being played is refused politely.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use qibot::engine::Level;
use qibot::games::any::{Game, Move};
use qibot::hub::{Bot, Command, Ctx, GameOptions, Hub, HubConfig, Player, SqliteStore, Store};

/// Plays the first legal move.
struct FirstMove;

impl Bot for FirstMove {
    fn choose_move(&self, game: &Game, _level: Level, _stop: &AtomicBool) -> Option<Move> {
        game.position().legal_moves().first().copied()
    }
    fn hint(&self, game: &Game, _stop: &AtomicBool) -> Option<Move> {
        game.position().legal_moves().first().copied()
    }
}

fn ctx(user: &str) -> Ctx {
    Ctx {
        server: "srv".into(),
        channel: "c1".into(),
        user: Player::new(user, user.to_uppercase()),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_game_is_reviewed_once_and_then_served_from_the_store() {
    let dir = tempfile::tempdir().unwrap();
    let store = Arc::new(SqliteStore::open(&dir.path().join("q.db")).unwrap());
    let config = HubConfig {
        review_movetime_ms: 20,
        ..HubConfig::default()
    };
    let (hub, _ev) = Hub::open(
        store.clone(),
        Arc::new(FirstMove),
        Arc::new(qibot::hub::NoRenderer),
        config,
    )
    .await
    .unwrap();
    let me = ctx("ann");
    hub.handle(&me, Command::PlayBot(GameOptions::default()))
        .await;
    for m in ["rat up", "rat up"] {
        hub.handle(&me, Command::Move(m.into())).await;
    }
    // Still being played: refused, to the asking member only, and nothing is stored.
    let r = hub.handle(&me, Command::Review(Some(1))).await;
    assert!(r.len() == 1 && r[0].refused, "{r:?}");
    assert_eq!(r[0].message.id, "review-in-progress");
    assert_eq!(
        hub.text(&r[0]),
        "game #1 is still being played: it can be reviewed once it is over"
    );
    assert!(store.review(1).await.unwrap().is_none());

    let r = hub.handle(&me, Command::Resign).await;
    assert!(
        r.iter()
            .any(|x| x.buttons.iter().any(|b| b.id == "qibot:review:1")),
        "the final board has a Review button"
    );
    let t = Instant::now();
    let first = hub
        .handle(&me, Command::Button("qibot:review:1".into()))
        .await;
    let first_time = t.elapsed();
    assert_eq!(first.len(), 1, "{first:?}");
    assert_eq!(first[0].message.id, "review-ready");
    assert!(!first[0].refused);
    let png = &first[0].attachments[0];
    assert!(png.name.ends_with("-review.png"), "{}", png.name);
    assert!(png.bytes.starts_with(b"\x89PNG\r\n\x1a\n"));
    assert!(png.bytes.len() <= 300 * 1024);
    let text = hub.text(&first[0]);
    assert!(
        text.starts_with("Review of game #1 by the engine: ANN "),
        "{text}"
    );
    assert!(
        store.review(1).await.unwrap().is_some(),
        "kept in the store"
    );

    // The second request (by `/review` without a number: ann's last finished game) is the
    // stored review: the same picture, without searching again.
    let t = Instant::now();
    let second = hub.handle(&me, Command::Review(None)).await;
    let second_time = t.elapsed();
    assert_eq!(second[0].message.id, "review-ready");
    assert_eq!(second[0].attachments[0].bytes, png.bytes);
    assert!(
        second_time < first_time,
        "{second_time:?} vs {first_time:?}"
    );

    // A restarted hub finds it in the store too.
    drop(hub);
    let (hub, _ev) = Hub::open(
        store.clone(),
        Arc::new(FirstMove),
        Arc::new(qibot::hub::NoRenderer),
        HubConfig::default(),
    )
    .await
    .unwrap();
    let third = hub.handle(&ctx("bob"), Command::Review(Some(1))).await;
    assert_eq!(third[0].attachments[0].bytes, png.bytes);
    // Unknown games and members without games are refused.
    let r = hub.handle(&ctx("bob"), Command::Review(Some(9))).await;
    assert!(r[0].refused);
    let r = hub.handle(&ctx("bob"), Command::Review(None)).await;
    assert_eq!(r[0].message.id, "review-no-game");
}
