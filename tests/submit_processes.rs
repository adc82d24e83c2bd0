//! Two processes on PostgreSQL (issue 34, point 4): the owner of the guild, a `qibot run`
//! process (the built binary) against the fake Discord, and the process serving the game's
//! page, which owns no guild (as `qibot web`): a hub configured to own no shard, with its
//! pages, in the test process. A move posted to the page's process is queued, reaches the
//! owner within a second, and the owner plays it and the bot's reply and shows them in the
//! channel; the same from headless Chromium, the page showing the bot's reply. With the owner
//! frozen when the move is posted and killed (SIGKILL) before it could apply it, the move is
//! applied exactly once when it is back; a command applied but never marked done (a crash in
//! between) is picked up again and refused as made on an older position, changing nothing.

mod support;
use support::cli::Running;
use support::web::hub_and_pages;

use std::path::Path;

use std::sync::Arc;
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use qibot::engine::Level;
use qibot::games::any::GameKind;
use qibot::hub::config::Owner;
use qibot::hub::{HubConfig, Player, Seat, Store};
use qibot::store::{self, GameRecord, GameState, Location, PasswordSources, PendingCommand};

use support::fake_discord::{FakeDiscord, GUILD};

const ANN: (u64, &str) = (1_000_000_000_000_000_001, "Ann");
const CHANNEL: u64 = 1_100_000_000_000_000_300;

/// A running `qibot run` owning every guild (one shard in all), named `name`, its log in
/// `dir`.
fn owning(dir: &Path, url: &str, fake: &FakeDiscord, name: &str) -> Running {
    Running::start(dir, url, &fake.base, (0, 1, 1), name)
}

/// The hub configuration of a process that owns no guild (one shard in all, none of it).
fn owning_nothing() -> HubConfig {
    HubConfig {
        owner: Owner::Shards {
            from: 0,
            to: 0,
            total: 1,
        },
        ..HubConfig::default()
    }
}

/// POSTs `body` to `/play` of `base` with the player's link `link` in its header: the status
/// and the JSON answer.
async fn post(base: &str, link: &str, body: Value) -> (u16, Value) {
    let path = {
        let rest = link.split_once("://").map_or(link, |(_, r)| r);
        rest[rest.find('/').unwrap()..].to_string()
    };
    let r = reqwest::Client::new()
        .post(format!("{base}/play"))
        .header("Content-Type", "application/json")
        .header("X-Qibot-Link", path)
        .body(body.to_string())
        .send()
        .await
        .unwrap();
    let status = r.status().as_u16();
    let text = r.text().await.unwrap();
    (
        status,
        serde_json::from_str(&text).unwrap_or(json!({ "raw": text })),
    )
}

/// The queued commands' outcomes (what the owner wrote when it applied each), oldest first.
async fn outcomes(url: &str) -> Vec<Option<String>> {
    let (client, conn) = tokio_postgres::connect(url, tokio_postgres::NoTls)
        .await
        .unwrap();
    let task = tokio::spawn(conn);
    let rows = client
        .query("SELECT outcome FROM pending_commands ORDER BY id", &[])
        .await
        .unwrap();
    drop(client);
    let _ = task.await;
    rows.iter().map(|r| r.get(0)).collect()
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
        state: GameState {
            clock_ms: [0, 0],
            turn_started_ms: now,
            draw_offer: None,
            takeback_offer: None,
            created_ms: now,
            ending: None,
            finished_ms: None,
            rating_changes: None,
        },
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

/// The owner of [`GUILD`] started on a fresh database holding [`bot_game`], connected to the
/// fake Discord; the page's process beside it. `None` when PostgreSQL is not configured.
struct TwoProcesses {
    url: String,
    store: Arc<dyn Store>,
    game: i64,
    fake: FakeDiscord,
    owner: Running,
    page: qibot::hub::Hub,
    /// The page's address (`http://127.0.0.1:PORT`).
    base: String,
    /// Ann's player link, from the page's process.
    link: String,
    dir: tempfile::TempDir,
}

async fn two_processes(test: &str) -> TwoProcesses {
    let url = support::postgres::fresh_database(test).await;
    let dir = tempfile::tempdir().unwrap();
    let loc = Location::parse(&url, &PasswordSources::default()).unwrap();
    let store = store::open(&loc).await.unwrap();
    let game = store.insert_game(&bot_game(), None).await.unwrap();
    let fake = FakeDiscord::start().await;
    let owner = owning(dir.path(), &url, &fake, "owner1");
    assert!(
        fake.wait_until(60, |f| f.live_shards() == [[0, 1]]).await,
        "the owner connected:\n{}",
        owner.log()
    );
    let page_store = store::open(&loc).await.unwrap();
    let (page, launched) = hub_and_pages(page_store, owning_nothing()).await;
    let link = launched
        .web
        .play_link(game, &ANN.0.to_string())
        .await
        .expect("Ann's link from the page's process");
    TwoProcesses {
        url,
        store,
        game,
        fake,
        owner,
        page,
        base: format!("http://{}", launched.addr),
        link,
        dir,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[cfg_attr(
    qibot_no_postgres,
    ignore = "PostgreSQL is not installed (README, Tests)"
)]
async fn a_move_posted_to_another_process_is_played_by_the_owner_once_even_across_a_kill() {
    let t = two_processes("submit_processes").await;
    let (store, game, fake) = (&*t.store, t.game, &t.fake);
    let mv = |text: &str, ply: usize, lang: &str| json!({"action": "move", "move": text, "ply": ply, "lang": lang});

    // 0. A move the owner would refuse is refused by the page's process with the owner's
    // reason (the rat moves one square), and nothing is queued.
    let (st, a) = post(&t.base, &t.link, mv("g3g5", 0, "en")).await;
    assert_eq!((st, &a["ok"]), (422, &json!(false)), "{a}");
    let said = a["message"].as_str().unwrap_or("");
    assert!(
        said.starts_with("That move is not possible: ") && said.contains("one square"),
        "{a}"
    );
    assert_eq!(store.pending_commands(10).await.unwrap(), []);

    // 1. Queued by the page's process; the owner applies it within a second, the bot
    // replies, the channel shows both.
    let before = shown(fake);
    let (st, a) = post(&t.base, &t.link, mv("rat up", 0, "en")).await;
    assert_eq!((st, &a["ok"]), (202, &json!(true)), "queued: {a}");
    let took = wait_plies(store, game, 1, 20).await;
    let took = took.unwrap_or_else(|| panic!("never applied:\n{}", t.owner.log()));
    eprintln!("the queued move was applied by the owner after {took:?}");
    assert!(took < Duration::from_secs(1), "the move took {took:?}");
    let replied = wait_plies(store, game, 2, 20).await;
    assert!(replied.is_some(), "the bot replied:\n{}", t.owner.log());
    let g = store.game(game).await.unwrap().unwrap().record;
    assert_eq!(g.moves[0].to_string(), "g3g4");
    assert!(
        fake.wait_until(20, |f| shown(f) != before).await,
        "the channel's board follows:\n{}",
        t.owner.log()
    );
    let (a, b) = g.moves[1].squares();
    let reply = format!("{a}→{b}");
    let has =
        |f: &FakeDiscord, text: &str| f.messages(CHANNEL).iter().any(|m| m.content.contains(text));
    assert!(
        fake.wait_until(20, |f| has(f, "g3→g4") && has(f, &reply))
            .await,
        "Ann's move and the bot's reply {reply}: {:?}",
        fake.messages(CHANNEL)
    );
    assert!(
        fake.messages(CHANNEL).iter().any(|m| !m.files.is_empty()),
        "with the board"
    );

    // 2. The owner is frozen (SIGSTOP: its connections stay open, the notification reaches
    // its socket, but it cannot run), a move is posted, and the owner is killed (SIGKILL)
    // before it ever processed it: the move waits in the store and is applied once when the
    // owner is back; a POST on the older position is refused. (Freezing it before the POST
    // rather than after keeps the owner, which applies a queued move within milliseconds,
    // from winning the race.)
    t.owner.signal("STOP");
    let (st, a) = post(&t.base, &t.link, mv("rat up", 2, "en")).await;
    assert_eq!((st, &a["ok"]), (202, &json!(true)), "queued: {a}");
    t.owner.signal("KILL");
    let mut child = t.owner.child;
    child.wait().unwrap();
    for (lang, words) in [
        ("en", "The position changed since this page was loaded"),
        (
            "fr",
            "la position a changé depuis le chargement de cette page",
        ),
    ] {
        let (st, a) = post(&t.base, &t.link, mv("rat up", 1, lang)).await;
        assert_eq!(st, 409, "{a}");
        assert_eq!(a["stale"], true, "{a}");
        assert!(a["message"].as_str().unwrap_or("").contains(words), "{a}");
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(
        store.game(game).await.unwrap().unwrap().record.moves.len(),
        2,
        "nobody applies it while the owner is down"
    );
    assert_eq!(store.pending_commands(10).await.unwrap().len(), 1);
    let owner = owning(t.dir.path(), &t.url, fake, "owner2");
    let took = wait_plies(store, game, 4, 60).await;
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

    // 3. An owner that died after applying a command but before marking it done applies it
    // again when it is back: it meets another position and changes nothing.
    support::postgres::execute(
        &t.url,
        "UPDATE pending_commands SET done = NULL, outcome = NULL \
         WHERE id = (SELECT max(id) FROM pending_commands)",
    )
    .await;
    let end = Instant::now() + Duration::from_secs(10);
    while !store.pending_commands(10).await.unwrap().is_empty() && Instant::now() < end {
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(store.pending_commands(10).await.unwrap(), [], "done again");
    let g = store.game(game).await.unwrap().unwrap();
    assert_eq!(g.record.moves.len(), 4, "not applied twice");
    let outcomes = outcomes(&t.url).await;
    assert_eq!(outcomes.len(), 2, "{outcomes:?}");
    let last = outcomes[1].clone().unwrap_or_default();
    assert!(last.contains("The position changed"), "{outcomes:?}");

    t.page.shutdown().await;
    owner.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[cfg_attr(
    qibot_no_postgres,
    ignore = "PostgreSQL is not installed (README, Tests)"
)]
async fn the_page_of_a_process_owning_no_guild_plays_the_owners_bot_game() {
    use support::browser::{
        browser, chromedriver_missing, click_square, driver, eval, illegal_pair, page_moves,
        shot_path, text_of, until,
    };
    if chromedriver_missing() {
        return;
    }
    let t = two_processes("submit_page").await;
    let (store, game, fake) = (&*t.store, t.game, &t.fake);
    let d = driver().await;
    let c = browser(&d).await;
    let result = async {
        // Ann's page in French, served by the process that does not own the game.
        c.goto(&format!("{}?lang=fr", t.link)).await.unwrap();
        until(&c, "document.getElementById('board').complete && document.getElementById('board').naturalWidth > 10").await;
        let text = text_of(&c, "#play").await;
        assert!(text.contains("Abandonner"), "{text}");
        let said = text_of(&c, "#play-msg").await;
        assert!(said.starts_with("À vous"), "{said}");
        // A pair the rules refuse: the reason the owner would give, in French, and nothing
        // is queued.
        let said = illegal_pair(&c).await;
        assert!(said.starts_with("Ce coup est impossible : ") && said.len() > 30, "{said}");
        assert_eq!(eval(&c, "return document.querySelectorAll('#moves a.mv').length").await, 0);
        assert_eq!(store.pending_commands(10).await.unwrap(), []);
        let moves = page_moves(&c).await;
        let (from, to) = moves[0].clone();
        let before = shown(fake);
        let clicked = Instant::now();
        click_square(&c, &from).await;
        until(&c, "document.querySelectorAll('.marks .mark.dest').length > 0").await;
        click_square(&c, &to).await;
        // The owner plays it and the bot's reply; the page shows both.
        until(&c, "document.querySelectorAll('#moves a.mv').length === 2").await;
        eprintln!("the page showed the bot's reply {:?} after the click", clicked.elapsed());
        until(&c, "document.getElementById('play-msg').textContent.indexOf('À vous') === 0").await;
        let shot = c.screenshot().await.unwrap();
        std::fs::write(shot_path("web-play-other-process.png"), &shot).unwrap();
        let g = store.game(game).await.unwrap().unwrap().record;
        assert_eq!(g.moves.len(), 2);
        assert_eq!(g.moves[0].squares(), (from.clone(), to.clone()));
        // The channel shows Ann's move and the bot's reply, posted by the owner.
        let has = |f: &FakeDiscord, text: &str| f.messages(CHANNEL).iter().any(|m| m.content.contains(text));
        let mine = format!("{from}→{to}");
        let (a, b) = g.moves[1].squares();
        let reply = format!("{a}→{b}");
        assert!(
            fake.wait_until(20, |f| shown(f) != before && has(f, &mine) && has(f, &reply))
                .await,
            "the channel shows {mine} and {reply}: {:?}\n{}",
            fake.messages(CHANNEL),
            t.owner.log()
        );
    }
    .await;
    let _ = c.close().await;
    t.page.shutdown().await;
    t.owner.stop().await;
    result
}

/// A process with pages keeps the store's queue of commands: its store, wrapped to count and
/// to wake the page streams (`qibot web`, `qibot run --web`), queues, lists and marks
/// commands as the store itself does (on SQLite: no server needed).
#[tokio::test]
async fn the_store_of_a_process_with_pages_keeps_the_queue() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("q.db");
    let sqlite: Arc<dyn Store> = Arc::new(qibot::hub::SqliteStore::open(&file).unwrap());
    let (watched, _) = qibot::web::watched(sqlite.clone());
    let c = PendingCommand {
        id: 0,
        server: GUILD.to_string(),
        game: 7,
        body: "{\"kind\":\"resign\"}".into(),
        created_ms: 1_700_000_000_000,
    };
    let id = watched.enqueue_command(&c).await.unwrap();
    let pending = watched.pending_commands(10).await.unwrap();
    assert_eq!(pending, [PendingCommand { id, ..c.clone() }]);
    assert_eq!(sqlite.pending_commands(10).await.unwrap(), pending);
    watched
        .finish_command(id, 1_700_000_001_000, "applied")
        .await
        .unwrap();
    assert_eq!(watched.pending_commands(10).await.unwrap(), []);
    assert_eq!(sqlite.pending_commands(10).await.unwrap(), []);
}
