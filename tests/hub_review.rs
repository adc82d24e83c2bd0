//! `/review` through the hub: a finished game's review picture, served from the store the
//! second time; a game still being played is refused politely; the review's searches run in
//! the engine pool, between other games' searches.

mod support;
use support::says::{never_says, says};

use support::hub::{ctx as in_channel, first_move_hub};

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use qibot::engine::Level;
use qibot::engine::pool::TablePool;
use qibot::engine::review::Budget;
use qibot::games::any::{Game, Move};
use qibot::games::any::{GameKind, Position, Rules};
use qibot::hub::export::export;
use qibot::hub::review::GameReview;
use qibot::hub::{
    Bot, Command, Ctx, GameOptions, Hub, HubConfig, Player, Seat, SqliteStore, Store,
};
use qibot::store::{GameRecord, GameState};

/// `user` in the channel `c1`.
fn ctx(user: &str) -> Ctx {
    in_channel(user, "c1")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_game_is_reviewed_once_and_then_served_from_the_store() {
    let dir = tempfile::tempdir().unwrap();
    let store = Arc::new(SqliteStore::open(&dir.path().join("q.db")).unwrap());
    let config = HubConfig {
        review_movetime_ms: 20,
        ..HubConfig::default()
    };
    let (hub, _ev) = first_move_hub(store.clone(), config).await;
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
    let (hub, _ev) = first_move_hub(store.clone(), HubConfig::default()).await;
    let third = hub.handle(&ctx("bob"), Command::Review(Some(1))).await;
    assert_eq!(third[0].attachments[0].bytes, png.bytes);
    // Unknown games and members without games are refused.
    let r = hub.handle(&ctx("bob"), Command::Review(Some(9))).await;
    assert!(r[0].refused);
    let r = hub.handle(&ctx("bob"), Command::Review(None)).await;
    assert_eq!(r[0].message.id, "review-no-game");
}

/// Plays the first legal move unless held: then waits (for the hold to end or the game to be
/// stopped), keeping its place in the engine pool. Its pool of tables is the one reviews
/// borrow from.
struct Gate {
    hold: Arc<AtomicBool>,
    tables: Arc<TablePool>,
}

impl Bot for Gate {
    fn choose_move(&self, game: &Game, _level: Level, stop: &AtomicBool) -> Option<Move> {
        while self.hold.load(Ordering::SeqCst) && !stop.load(Ordering::SeqCst) {
            std::thread::sleep(Duration::from_millis(5));
        }
        game.position().legal_moves().first().copied()
    }
    fn hint(&self, game: &Game, stop: &AtomicBool) -> Option<Move> {
        self.choose_move(game, Level::Beginner, stop)
    }
    fn tables(&self) -> Option<Arc<TablePool>> {
        Some(self.tables.clone())
    }
}

/// Ann plays `moves` of her own (the first legal move each time) against the bot in channel
/// `c1`, then resigns: game 1, finished.
async fn finished_game(hub: &Hub, moves: usize) {
    let me = ctx("ann");
    hub.handle(&me, Command::PlayBot(GameOptions::default()))
        .await;
    for _ in 0..moves {
        let Some(g) = hub.game_in("c1").await else {
            break;
        };
        let m = g.position.legal_moves()[0].to_string();
        let r = hub.handle(&me, Command::Move(m)).await;
        assert!(!r.iter().any(|x| x.refused), "{r:?}");
    }
    if hub.game_in("c1").await.is_some() {
        hub.handle(&me, Command::Resign).await;
    }
    assert!(hub.game_in("c1").await.is_none());
}

/// A review takes a place in the engine pool like a bot move or a hint: with the pool full the
/// member is told the bot is busy and nothing is stored; once a place is free the review runs,
/// its searches borrowing the bot's transposition tables.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_engine_pool_refuses_a_review_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let store = Arc::new(SqliteStore::open(&dir.path().join("q.db")).unwrap());
    let config = HubConfig {
        review_movetime_ms: 20,
        engine_threads: Some(1),
        engine_queue: 0,
        ..HubConfig::default()
    };
    let hold = Arc::new(AtomicBool::new(false));
    let tables = Arc::new(TablePool::new(32, 1));
    let bot = Gate {
        hold: hold.clone(),
        tables: tables.clone(),
    };
    let (hub, _ev) = Hub::open(
        store.clone(),
        Arc::new(bot),
        Arc::new(qibot::hub::NoRenderer),
        config,
    )
    .await
    .unwrap();
    finished_game(&hub, 3).await;
    assert_eq!(tables.allocated(), 0, "the bot itself uses no table");

    // Bob's bot is to move first and holds the only place.
    hold.store(true, Ordering::SeqCst);
    let blue = GameOptions {
        colour: Some("blue".into()),
        ..Default::default()
    };
    let h2 = hub.clone();
    let bob = in_channel("bob", "c2");
    let b2 = bob.clone();
    let waiting = tokio::spawn(async move { h2.handle(&b2, Command::PlayBot(blue)).await });
    tokio::time::sleep(Duration::from_millis(200)).await;
    let r = hub.handle(&ctx("ann"), Command::Review(Some(1))).await;
    assert!(r.len() == 1 && r[0].refused, "{r:?}");
    assert_eq!(r[0].message.id, "bot-busy");
    assert!(
        hub.text(&r[0]).contains("the bot is busy"),
        "{}",
        hub.text(&r[0])
    );
    assert!(store.review(1).await.unwrap().is_none(), "nothing stored");
    assert_eq!(tables.allocated(), 0, "nothing searched");

    // Bob resigns: his search stops and gives the place back; now the review runs, on a table
    // of the bot's pool.
    hub.handle(&bob, Command::Resign).await;
    waiting.await.unwrap();
    hold.store(false, Ordering::SeqCst);
    tokio::time::sleep(Duration::from_millis(100)).await;
    let r = hub.handle(&ctx("ann"), Command::Review(Some(1))).await;
    assert_eq!(r[0].message.id, "review-ready", "{r:?}");
    assert!(store.review(1).await.unwrap().is_some());
    assert_eq!(
        tables.allocated(),
        1,
        "the review's searches used the pool's table"
    );
}

/// A review searches one position at a time on the pool's threads: with a single search
/// thread, another game's bot move is played while the review is still running, not after it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_review_never_holds_up_other_games() {
    let dir = tempfile::tempdir().unwrap();
    let store = Arc::new(SqliteStore::open(&dir.path().join("q.db")).unwrap());
    let config = HubConfig {
        review_movetime_ms: 60,
        engine_threads: Some(1),
        engine_queue: 4,
        ..HubConfig::default()
    };
    let bot = Gate {
        hold: Arc::new(AtomicBool::new(false)),
        tables: Arc::new(TablePool::new(32, 1)),
    };
    let (hub, _ev) = Hub::open(
        store.clone(),
        Arc::new(bot),
        Arc::new(qibot::hub::NoRenderer),
        config,
    )
    .await
    .unwrap();
    finished_game(&hub, 15).await;
    let plies = store.game(1).await.unwrap().unwrap().record.moves.len();
    assert!(plies >= 12, "{plies} plies: a review of 0.78 s or more");

    let h2 = hub.clone();
    let review =
        tokio::spawn(async move { h2.handle(&ctx("ann"), Command::Review(Some(1))).await });
    tokio::time::sleep(Duration::from_millis(150)).await;
    assert!(!review.is_finished());
    // Bob plays Blue: the bot moves first, on the one search thread the review is using.
    let blue = GameOptions {
        colour: Some("blue".into()),
        ..Default::default()
    };
    let bob = in_channel("bob", "c2");
    let r = hub.handle(&bob, Command::PlayBot(blue)).await;
    assert!(!r.iter().any(|x| x.refused), "{r:?}");
    assert_eq!(
        hub.game_in("c2").await.unwrap().moves.len(),
        1,
        "the bot moved"
    );
    assert!(
        !review.is_finished(),
        "the bot's move went between the review's searches"
    );
    let r = review.await.unwrap();
    assert_eq!(r[0].message.id, "review-ready", "{r:?}");
}

/// The export of a reviewed game carries the review: the glyphs after the moves, the better
/// move in a comment, an `Annotator` header; the rest is the plain export.
#[test]
fn a_reviewed_game_is_exported_with_the_review_s_annotations() {
    // Red's rat on d8 can enter the den; a1a2?? lets Blue's cat take it instead.
    let fen = "6e/2cR3/7/7/7/7/7/7/E6 w 0 1";
    let g = GameRecord {
        id: 7,
        server: "s".into(),
        channel: "c".into(),
        game_kind: GameKind::Jungle,
        seats: [
            Seat::Member(Player::new("a", "Ann")),
            Seat::Member(Player::new("b", "Bob")),
        ],
        rated: false,
        rules: "standard".into(),
        time_control: "none".into(),
        start_fen: fen.into(),
        moves: ["a1a2", "c8d8"]
            .map(|m| Move::parse(GameKind::Jungle, m).unwrap())
            .to_vec(),
        state: GameState {
            clock_ms: [0, 0],
            turn_started_ms: 0,
            draw_offer: None,
            takeback_offer: None,
            created_ms: 0,
            ending: None,
            finished_ms: None,
            rating_changes: None,
        },
    };
    let start = Position::from_fen(fen, Rules::default_for(GameKind::Jungle)).unwrap();
    let r = GameReview::analyse(
        start,
        &g.moves,
        Budget::Nodes(20_000),
        &AtomicBool::new(false),
    )
    .unwrap();
    let plain = export(&g, None).unwrap();
    says(&plain, &["\n1. Elephant a1→a2 Cat c8×d8\n"]);
    never_says(&plain, &["Annotator"]);
    let t = export(&g, Some(&r)).unwrap();
    assert!(
        t.contains("[Annotator \"qibot engine review (mean depth "),
        "{t}"
    );
    // The canonical line stays as engines read it; the players' moves carry the glyphs.
    assert!(t.contains("\na1a2 c8d8\n"), "{t}");
    assert!(
        t.ends_with("\n1. Elephant a1→a2?? {better: Rat d8→d9, den in 1} Cat c8×d8\n"),
        "{t}"
    );
    // Everything but the header and the annotations is the plain export.
    let stripped = t
        .lines()
        .filter(|l| !l.starts_with("[Annotator"))
        .map(|l| l.replace("?? {better: Rat d8→d9, den in 1}", ""))
        .collect::<Vec<_>>()
        .join("\n")
        + "\n";
    assert_eq!(stripped, plain);
}
