//! `Hub::submit`, the door of a front-end that may not own the game (the web page): checked
//! against the ply the member saw, applied as a Discord command is, its public replies on the
//! hub's events, every write on `subscribe_changes`; and, on PostgreSQL, queued for the owner
//! when submitted to another process (issue 34).

mod support;
use support::hub::{ctx, first_move_hub, ids};

use std::sync::Arc;
use std::time::Duration;

use qibot::hub::store::{PendingCommand, SqliteStore};
use qibot::hub::{
    Audience, Command, Events, GameChanged, GameOptions, HubConfig, Reply, Store, Submitted,
};

/// Every reply waiting on `events` now.
fn drain(events: &mut Events) -> Vec<Reply> {
    let mut out = Vec::new();
    while let Ok(r) = events.try_recv() {
        out.push(r);
    }
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_submitted_move_is_played_and_its_boards_go_to_the_events() {
    let store: Arc<dyn Store> = Arc::new(SqliteStore::in_memory().unwrap());
    let (hub, mut events) = first_move_hub(store, HubConfig::default()).await;
    let me = ctx("ann", "c1");
    let r = hub
        .handle(&me, Command::PlayBot(GameOptions::default()))
        .await;
    assert_eq!(ids(&r), ["game-started"]);
    let game = hub.game_in("c1").await.unwrap().id;
    let mut changes = hub.subscribe_changes();

    // The ply the page saw is the game's: played, the bot answers, both boards public.
    let out = hub
        .submit(&me, game, 0, Command::Move("rat up".into()))
        .await
        .unwrap();
    assert_eq!(out, Submitted::Applied(Vec::new()));
    let public = drain(&mut events);
    assert_eq!(ids(&public), ["move-played", "move-played"]);
    assert!(public.iter().all(|r| r.board.is_some()));
    assert!(public[1].played.unwrap().by_bot);
    assert!(
        public
            .iter()
            .all(|r| matches!(&r.audience, Audience::Channel(c) if c == "c1"))
    );
    assert_eq!(hub.game_in("c1").await.unwrap().moves.len(), 2);
    let seen: Vec<GameChanged> = std::iter::from_fn(|| changes.try_recv().ok()).collect();
    assert_eq!(
        seen.iter().map(|c| (c.game, c.ply)).collect::<Vec<_>>(),
        [(game, 1), (game, 2)]
    );
    assert!(seen.iter().all(|c| c.channel == "c1" && !c.ended));

    // A stale ply is refused and changes nothing; so is a game that is not there.
    let e = hub
        .submit(&me, game, 0, Command::Move("rat up".into()))
        .await
        .unwrap_err();
    assert_eq!(e.id, "position-changed");
    assert_eq!(hub.game_in("c1").await.unwrap().moves.len(), 2);
    let e = hub
        .submit(&me, game + 100, 0, Command::Resign)
        .await
        .unwrap_err();
    assert_eq!(e.id, "game-gone");
    assert!(drain(&mut events).is_empty());

    // A refusal is the member's alone, returned rather than posted.
    let out = hub
        .submit(&me, game, 2, Command::Move("wolf c4".into()))
        .await
        .unwrap();
    let Submitted::Applied(own) = out else {
        panic!("applied here")
    };
    assert_eq!(ids(&own), ["move-refused"]);
    assert!(matches!(&own[0].audience, Audience::Member { user, .. } if user == "ann"));
    assert!(drain(&mut events).is_empty());

    // A resignation ends the game: the ending is public, the change says so.
    let out = hub.submit(&me, game, 2, Command::Resign).await.unwrap();
    assert_eq!(out, Submitted::Applied(Vec::new()));
    assert_eq!(ids(&drain(&mut events))[0], "game-over-win");
    let last = std::iter::from_fn(|| changes.try_recv().ok())
        .last()
        .unwrap();
    assert!(last.ended && last.ply == 2);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_ply_is_checked_under_the_games_lock() {
    // Two submissions against the same ply: exactly one is played.
    let store: Arc<dyn Store> = Arc::new(SqliteStore::in_memory().unwrap());
    let (hub, _events) = first_move_hub(store, HubConfig::default()).await;
    let a = ctx("ann", "c1");
    let r = hub
        .handle(
            &a,
            Command::Challenge {
                opponent: support::hub::player("bob"),
                options: GameOptions::default(),
            },
        )
        .await;
    assert_eq!(ids(&r), ["challenge-made"]);
    hub.handle(&ctx("bob", "c1"), Command::Accept).await;
    let g = hub.game_in("c1").await.unwrap();
    let red = g.seats[0].member().unwrap().id.clone();
    let me = ctx(&red, "c1");
    let (x, y) = tokio::join!(
        hub.submit(&me, g.id, 0, Command::Move("rat up".into())),
        hub.submit(&me, g.id, 0, Command::Move("rat up".into())),
    );
    let played = [&x, &y]
        .iter()
        .filter(|r| matches!(r, Ok(Submitted::Applied(own)) if own.is_empty()))
        .count();
    let stale = [&x, &y]
        .iter()
        .filter(|r| matches!(r, Err(m) if m.id == "position-changed"))
        .count();
    assert_eq!((played, stale), (1, 1), "{x:?} {y:?}");
    assert_eq!(hub.game_in("c1").await.unwrap().moves.len(), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_queued_command_is_applied_once_by_the_owner() {
    // SQLite keeps the queue too: a command left there (by a process that does not own the
    // server) is applied once the owner opens, then marked done.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("q.db");
    let store: Arc<dyn Store> = Arc::new(SqliteStore::open(&path).unwrap());
    let (hub, _events) = first_move_hub(store.clone(), HubConfig::default()).await;
    let me = ctx("ann", "c1");
    hub.handle(&me, Command::PlayBot(GameOptions::default()))
        .await;
    let game = hub.game_in("c1").await.unwrap().id;
    hub.shutdown().await;
    drop(hub);
    let body = r#"{"user":{"id":"ann","name":"ANN"},"channel":"c1","ply":0,"command":{"kind":"move","text":"rat up"}}"#;
    for _ in 0..2 {
        let c = PendingCommand {
            id: 0,
            server: "srv".into(),
            game,
            body: body.into(),
            created_ms: 1,
        };
        store.enqueue_command(&c).await.unwrap();
    }
    let store: Arc<dyn Store> = Arc::new(SqliteStore::open(&path).unwrap());
    let (hub, mut events) = first_move_hub(store.clone(), HubConfig::default()).await;
    let deadline = tokio::time::Instant::now() + Duration::from_secs(5);
    while !store.pending_commands(10).await.unwrap().is_empty() {
        assert!(tokio::time::Instant::now() < deadline, "never applied");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    // The move and the bot's reply, once: the second copy met another ply.
    assert_eq!(hub.game_in("c1").await.unwrap().moves.len(), 2);
    assert_eq!(ids(&drain(&mut events)), ["move-played", "move-played"]);
}

#[tokio::test]
async fn the_queue_keeps_commands_until_done() {
    let store = SqliteStore::in_memory().unwrap();
    let c = |game| PendingCommand {
        id: 0,
        server: "srv".into(),
        game,
        body: "{}".into(),
        created_ms: 5,
    };
    let a = store.enqueue_command(&c(1)).await.unwrap();
    let b = store.enqueue_command(&c(2)).await.unwrap();
    assert!(b > a);
    let p = store.pending_commands(10).await.unwrap();
    assert_eq!(
        p.iter().map(|p| (p.id, p.game)).collect::<Vec<_>>(),
        [(a, 1), (b, 2)]
    );
    assert_eq!(p[0].server, "srv");
    assert_eq!(p[0].created_ms, 5);
    store.finish_command(a, 9, "applied").await.unwrap();
    // A second mark keeps the first.
    store.finish_command(a, 10, "again").await.unwrap();
    let p = store.pending_commands(10).await.unwrap();
    assert_eq!(p.iter().map(|p| p.id).collect::<Vec<_>>(), [b]);
    assert_eq!(store.pending_commands(0).await.unwrap(), []);
    assert!(store.finish_command(b + 5, 9, "x").await.is_err());
}
