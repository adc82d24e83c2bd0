//! Puzzles from a server's own games (issue 37, point 1): a finished members' game whose
//! record holds a winning position gives that server a puzzle, found by the background miner,
//! kept in the store, served by `/puzzle from:server` and solved through the hub; a member of
//! another server never gets it (nor its id).

mod support;

use std::sync::Arc;

use qibot::games::any::GameKind;
use qibot::hub::{Command, Ctx, Hub, HubConfig, SqliteStore, Store};
use qibot::store::PuzzleKey;
use support::hub::{first_move_hub, ids, player, start_members_game};

/// A Jungle game of seeded random moves; in its last position Red wins in two: the dog steps
/// d7d8, the tiger's best defence f8f7, the dog enters the den d8d9.
const MOVES: [&str; 32] = [
    "b2b3", "g7f7", "c3d3", "f8e8", "f2g2", "g9g8", "g2f2", "b8b7", "d3c3", "c7c8", "c3d3", "e8e9",
    "f2f3", "a7a8", "a3a2", "g8f8", "e3e2", "e7e8", "e2d2", "f7g7", "d3d4", "g7g6", "d4d5", "a8b8",
    "g1g2", "b7c7", "d5d6", "c8c9", "g2g1", "g6g5", "d6d7", "e8e7",
];

/// The position after [`MOVES`].
const PUZZLE_FEN: &str = "l1p1c2/1r3t1/2dWw2/7/6e/7/1C3DR/E2P3/T5L w 32 17";

/// Member `user` in channel `channel` of server `server`.
fn on(server: &str, channel: &str, user: &str) -> Ctx {
    Ctx {
        server: server.into(),
        channel: channel.into(),
        user: player(user),
    }
}

/// `/puzzle game:jungle from:server`, privately.
fn server_puzzle() -> Command {
    Command::Puzzle {
        game: Some("jungle".into()),
        public: false,
        from_server: true,
    }
}

/// `ann` (Red) and `bob` start a game, play [`MOVES`] and `ann` resigns; the game's id.
async fn play_and_resign(hub: &Hub, ann: &Ctx, bob: &Ctx) -> i64 {
    start_members_game(hub, ann, bob).await;
    let game = hub.game_in(&ann.channel).await.unwrap().id;
    for (i, m) in MOVES.iter().enumerate() {
        let who = if i % 2 == 0 { ann } else { bob };
        let r = hub.handle(who, Command::Move(m.to_string())).await;
        assert!(r.iter().all(|r| !r.refused), "{m}: {:?}", ids(&r));
    }
    assert_eq!(
        hub.game_in(&ann.channel).await.unwrap().position.fen(),
        PUZZLE_FEN
    );
    // Red resigns instead of finding the win: any ending is mined.
    let r = hub.handle(ann, Command::Resign).await;
    assert!(ids(&r).contains(&"game-over-win"), "{:?}", ids(&r));
    hub.mining_idle().await;
    game
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_game_gives_its_server_alone_a_puzzle() {
    let dir = tempfile::tempdir().unwrap();
    let store: Arc<dyn Store> = Arc::new(SqliteStore::open(&dir.path().join("q.db")).unwrap());
    let config = HubConfig::default();
    assert!(config.mine_finished_games);
    let (hub, _events) = first_move_hub(store.clone(), config).await;
    let (ann, bob) = (on("a", "a-games", "ann"), on("a", "a-games", "bob"));
    let dan = on("a", "a-puzzles", "dan");
    let carl = on("b", "b-puzzles", "carl");

    // No finished game yet: a clear private answer.
    let r = hub.handle(&dan, server_puzzle()).await;
    assert_eq!(ids(&r), ["puzzle-server-none"]);
    assert!(r[0].refused);
    assert!(
        hub.text(&r[0])
            .contains("This server has no Jungle puzzles of its own yet"),
        "{}",
        hub.text(&r[0])
    );

    let game = play_and_resign(&hub, &ann, &bob).await;

    let kept = store.server_puzzles("a", "jungle").await.unwrap();
    assert_eq!(kept.len(), 1, "{kept:?}");
    let p = &kept[0];
    assert_eq!((p.id.as_str(), p.source_game), ("sj0001", game));
    assert_eq!(
        p.line,
        format!("sj0001 | {PUZZLE_FEN} | d7d8 f8f7 d8d9 | den,den-in-2 | 800 | 300 | 5")
    );
    let served = hub.server_puzzles("a", GameKind::Jungle).await.unwrap();
    assert_eq!(served.len(), 1);
    assert_eq!(served[0].to_string(), p.line);

    // Server B sees none of it.
    assert!(
        store
            .server_puzzles("b", "jungle")
            .await
            .unwrap()
            .is_empty()
    );
    assert!(
        hub.server_puzzles("b", GameKind::Jungle)
            .await
            .unwrap()
            .is_empty()
    );
    let r = hub.handle(&carl, server_puzzle()).await;
    assert_eq!(ids(&r), ["puzzle-server-none"]);
    assert!(!hub.text(&r[0]).contains("sj0001"));

    // A member of server A gets it and solves it: the bot defends with the tiger.
    let r = hub.handle(&dan, server_puzzle()).await;
    assert_eq!(ids(&r), ["puzzle-start"]);
    let text = hub.text(&r[0]);
    assert!(text.contains("Puzzle sj0001 (rating 800"), "{text}");
    let r = hub.handle(&dan, Command::Move("d7d8".into())).await;
    assert_eq!(ids(&r), ["puzzle-right"]);
    let r = hub.handle(&dan, Command::Move("d8d9".into())).await;
    assert_eq!(ids(&r), ["puzzle-solved"]);
    assert_eq!(
        store
            .puzzles_tried(PuzzleKey::new("a", "jungle", "dan"))
            .await
            .unwrap(),
        ["sj0001"]
    );
    let record = store
        .puzzle_record(PuzzleKey::new("a", "jungle", "dan"))
        .await
        .unwrap();
    assert_eq!(record.map(|r| (r.solved, r.failed)), Some((1, 0)));
    // None left for Dan here; the shipped collection is still there.
    let r = hub.handle(&dan, server_puzzle()).await;
    assert_eq!(ids(&r), ["puzzle-none"]);
    let shipped = Command::Puzzle {
        game: Some("jungle".into()),
        public: false,
        from_server: false,
    };
    let r = hub.handle(&carl, shipped).await;
    assert_eq!(ids(&r), ["puzzle-start"]);
    assert!(!hub.text(&r[0]).contains("sj0001"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_mining_when_it_is_off_or_the_game_is_short() {
    let dir = tempfile::tempdir().unwrap();
    let store: Arc<dyn Store> = Arc::new(SqliteStore::open(&dir.path().join("q.db")).unwrap());
    // Off; then on, but the game is shorter than `mine_min_plies`.
    let off = HubConfig {
        mine_finished_games: false,
        ..HubConfig::default()
    };
    let short = HubConfig {
        mine_min_plies: 33,
        ..HubConfig::default()
    };
    let (ann, bob) = (on("a", "a-games", "ann"), on("a", "a-games", "bob"));
    for config in [off, short] {
        let (hub, _events) = first_move_hub(store.clone(), config).await;
        play_and_resign(&hub, &ann, &bob).await;
        let kept = store.server_puzzles("a", "jungle").await.unwrap();
        assert!(kept.is_empty(), "{kept:?}");
    }
}
