//! `Hub::submit`, the door of a front-end that may not own the game (the web page): checked
//! against the ply the member saw, applied as a Discord command is, its public replies on the
//! hub's events, every write on `subscribe_changes`; and, on PostgreSQL, queued for the owner
//! when submitted to another process (issue 34).

mod support;
use support::hub::{ctx, first_move_hub, ids};

use std::sync::Arc;
use std::time::Duration;

use qibot::hub::config::Owner;
use qibot::hub::{
    Audience, Command, Events, GameChanged, GameOptions, Hub, HubConfig, Reply, Store, Submitted,
};
use qibot::store::{self, Location, PasswordSources, PendingCommand, SqliteStore};

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

/// The store at `url`, opened as a process would.
async fn open_store(url: &str) -> Arc<dyn Store> {
    let loc = Location::parse(url, &PasswordSources::default()).unwrap();
    store::open(&loc).await.unwrap()
}

/// A hub on `store` owning every server (`owner`) or none.
async fn hub_on(store: Arc<dyn Store>, owner: bool) -> (Hub, Events) {
    let config = HubConfig {
        owner: if owner {
            Owner::Everything
        } else {
            Owner::Shards {
                from: 0,
                to: 0,
                total: 1,
            }
        },
        ..HubConfig::default()
    };
    first_move_hub(store, config).await
}

/// The replies `events` receives within `within`, waiting for `count` of them.
async fn replies_within(events: &mut Events, count: usize, within: Duration) -> Vec<Reply> {
    let mut out = Vec::new();
    let _ = tokio::time::timeout(within, async {
        while out.len() < count {
            match events.recv().await {
                Some(r) => out.push(r),
                None => return,
            }
        }
    })
    .await;
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[cfg_attr(
    qibot_no_postgres,
    ignore = "PostgreSQL is not installed (README, Tests)"
)]
async fn a_move_submitted_to_another_process_reaches_the_owner_within_a_second() {
    let url = support::postgres::fresh_database("submit_across_processes").await;
    let (a, mut a_events) = hub_on(open_store(&url).await, true).await;
    let (b, mut b_events) = hub_on(open_store(&url).await, false).await;
    let me = ctx("ann", "c1");
    let r = a
        .handle(&me, Command::PlayBot(GameOptions::default()))
        .await;
    assert_eq!(ids(&r), ["game-started"]);
    let game = a.game_in("c1").await.unwrap().id;
    let mut b_changes = b.subscribe_changes();
    // Let B's listening connection start, as a running process's would have.
    tokio::time::sleep(Duration::from_millis(300)).await;

    let asked = std::time::Instant::now();
    let out = b
        .submit(&me, game, 0, Command::Move("rat up".into()))
        .await
        .unwrap();
    assert_eq!(out, Submitted::Queued);
    let public = replies_within(&mut a_events, 2, Duration::from_secs(5)).await;
    let took = asked.elapsed();
    assert_eq!(ids(&public), ["move-played", "move-played"]);
    assert!(public.iter().all(|r| r.board.is_some()));
    assert!(public[1].played.unwrap().by_bot, "the owner's bot replied");
    assert!(took < Duration::from_secs(1), "applied after {took:?}");
    assert_eq!(a.game_in("c1").await.unwrap().moves.len(), 2);
    // Only the owner posts.
    assert!(drain(&mut b_events).is_empty());
    // B hears of the owner's writes (best effort, through NOTIFY): the move, then the bot's.
    let heard = tokio::time::timeout(Duration::from_secs(3), async {
        loop {
            match b_changes.recv().await {
                Ok(c) if c.game == game && c.ply == 2 => return c,
                Ok(_) => {}
                Err(e) => panic!("{e}"),
            }
        }
    })
    .await
    .expect("B hears of the bot's move");
    assert_eq!((heard.channel.as_str(), heard.ended), ("c1", false));

    // A stale ply is refused at B, and nothing is queued.
    let e = b
        .submit(&me, game, 0, Command::Move("rat up".into()))
        .await
        .unwrap_err();
    assert_eq!(e.id, "position-changed");
    let store = open_store(&url).await;
    assert_eq!(store.pending_commands(10).await.unwrap(), []);
    // A command that is not a game's is not queued either.
    let e = b
        .submit(&me, game, 2, Command::SetLanguage("fr".into()))
        .await
        .unwrap_err();
    assert_eq!(e.id, "submit-elsewhere");
    a.shutdown().await;
    b.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[cfg_attr(
    qibot_no_postgres,
    ignore = "PostgreSQL is not installed (README, Tests)"
)]
async fn a_command_queued_while_the_owner_is_down_is_applied_once_when_it_opens() {
    let url = support::postgres::fresh_database("submit_owner_down").await;
    let (a, _) = hub_on(open_store(&url).await, true).await;
    let me = ctx("ann", "c1");
    a.handle(&me, Command::PlayBot(GameOptions::default()))
        .await;
    let game = a.game_in("c1").await.unwrap().id;
    a.shutdown().await;
    drop(a);

    let (b, _) = hub_on(open_store(&url).await, false).await;
    let out = b.submit(&me, game, 0, Command::Move("rat up".into())).await;
    assert_eq!(out.unwrap(), Submitted::Queued);
    // The same command again, as if the owner had died after applying it but before marking
    // it done: applied once all the same.
    let store = open_store(&url).await;
    let queued = store.pending_commands(10).await.unwrap();
    assert_eq!(queued.len(), 1);
    let mut again = queued[0].clone();
    again.id = 0;
    store.enqueue_command(&again).await.unwrap();

    let (a, mut a_events) = hub_on(open_store(&url).await, true).await;
    let public = replies_within(&mut a_events, 2, Duration::from_secs(5)).await;
    assert_eq!(ids(&public), ["move-played", "move-played"]);
    let deadline = tokio::time::Instant::now() + Duration::from_secs(5);
    while !store.pending_commands(10).await.unwrap().is_empty() {
        assert!(tokio::time::Instant::now() < deadline, "never marked done");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert!(drain(&mut a_events).is_empty(), "applied once");
    let g = store.game(game).await.unwrap().unwrap();
    assert_eq!(g.record.moves.len(), 2);
    a.shutdown().await;
    b.shutdown().await;
}

/// `url` (the test server's) with `host` for its host and `query` appended.
fn at_host(url: &str, host: &str, query: &str) -> String {
    let (scheme, rest) = url.split_once("://").unwrap();
    let (user, rest) = rest.rsplit_once('@').unwrap();
    let (_host, rest) = rest.split_once(':').unwrap();
    let sep = if rest.contains('?') { '&' } else { '?' };
    format!("{scheme}://{user}@{host}:{rest}{sep}{query}")
}

/// Whether a connection made as the store makes them (same settings, same TLS) is encrypted.
async fn encrypted(url: &str) -> Result<bool, String> {
    let Location::Postgres(loc) = Location::parse(url, &PasswordSources::default())? else {
        panic!("a URL")
    };
    let tls = loc.tls.connector()?;
    let (client, conn) = (loc.config.connect(tls).await).map_err(|e| {
        let cause = std::error::Error::source(&e).map(ToString::to_string);
        format!("{e}: {}", cause.unwrap_or_default())
    })?;
    let task = tokio::spawn(conn);
    let row = client
        .query_one(
            "SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()",
            &[],
        )
        .await
        .map_err(|e| e.to_string())?;
    drop(client);
    let _ = task.await;
    Ok(row.get(0))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[cfg_attr(
    qibot_no_postgres,
    ignore = "PostgreSQL is not installed (README, Tests)"
)]
async fn postgres_over_tls_as_sslmode_says() {
    let url = support::postgres::fresh_database("postgres_over_tls").await;
    // The authority of the server's certificate (`.ci/postgres.sh start` makes both).
    let ca = support::postgres::ca_file();
    let password = url
        .split_once("://")
        .and_then(|(_, r)| r.split_once('@'))
        .and_then(|(u, _)| u.split_once(':'))
        .map(|(_, p)| p.to_string())
        .unwrap();
    let root = format!("sslrootcert={ca}");

    // disable: plain; prefer (the default) and require: encrypted.
    assert_eq!(
        encrypted(&at_host(&url, "127.0.0.1", "sslmode=disable")).await,
        Ok(false)
    );
    assert_eq!(
        encrypted(&at_host(&url, "127.0.0.1", "application_name=x")).await,
        Ok(true)
    );
    assert_eq!(
        encrypted(&at_host(&url, "127.0.0.1", "sslmode=require")).await,
        Ok(true)
    );
    // verify-full: the certificate names localhost and 127.0.0.1, signed by the test's authority.
    for host in ["localhost", "127.0.0.1"] {
        let u = at_host(&url, host, &format!("sslmode=verify-full&{root}"));
        assert_eq!(encrypted(&u).await, Ok(true), "{host}");
    }
    let u = at_host(&url, "localhost", &format!("sslmode=verify-ca&{root}"));
    assert_eq!(encrypted(&u).await, Ok(true));

    // The store itself, over verify-full: a game round trip.
    let store = open_store(&at_host(
        &url,
        "localhost",
        &format!("sslmode=verify-full&{root}"),
    ))
    .await;
    let (hub, _events) = hub_on(store, true).await;
    let r = hub
        .handle(&ctx("ann", "c1"), Command::PlayBot(GameOptions::default()))
        .await;
    assert_eq!(ids(&r), ["game-started"]);
    hub.shutdown().await;

    // Another name for the same server: verify-full refuses it, naming the setting and the
    // host, never the password; verify-ca does not check the name.
    let wrong = |mode: &str| {
        at_host(
            &url,
            "wrong.invalid",
            &format!("hostaddr=127.0.0.1&sslmode={mode}&{root}"),
        )
    };
    let loc = Location::parse(&wrong("verify-full"), &PasswordSources::default()).unwrap();
    let e = store::open(&loc)
        .await
        .err()
        .expect("a wrong host name is refused")
        .to_string();
    assert!(
        e.contains("sslmode=verify-full") && e.contains("wrong.invalid"),
        "{e}"
    );
    assert!(e.contains("invalid peer certificate"), "{e}");
    assert!(!e.contains(&password), "{e}");
    assert_eq!(encrypted(&wrong("verify-ca")).await, Ok(true));
    // Without the test's authority the server is not trusted.
    let e = encrypted(&at_host(&url, "localhost", "sslmode=verify-full"))
        .await
        .unwrap_err();
    assert!(e.contains("invalid peer certificate"), "{e}");

    // A mode that is not one, and a missing authority file, are named at start-up.
    let e = Location::parse(
        &at_host(&url, "localhost", "sslmode=verify"),
        &PasswordSources::default(),
    )
    .unwrap_err();
    assert!(
        e.contains("sslmode=verify") && !e.contains(&password),
        "{e}"
    );
    let loc = Location::parse(
        &at_host(
            &url,
            "localhost",
            "sslmode=verify-full&sslrootcert=/nonexistent/ca.pem",
        ),
        &PasswordSources::default(),
    )
    .unwrap();
    let e = store::open(&loc).await.err().unwrap().to_string();
    assert!(
        e.contains("sslrootcert=/nonexistent/ca.pem") && !e.contains(&password),
        "{e}"
    );
}
