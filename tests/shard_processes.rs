//! Two `qibot run --shard-range` processes (the built binary) against the fake Discord on one
//! database (PostgreSQL from `QIBOT_TEST_POSTGRES`, and a SQLite file), with guilds on each
//! of the two shards. The fake routes every guild's events to shard `(guild_id >> 22) % 2`,
//! as Discord does. Each process recovers only its own guilds' games: the bot's pending move
//! is played and posted once, by the owner; an overdue game is ended on time by the owner
//! only; and restarting one process leaves the other's games (rows, versions, channels)
//! untouched, even games of the other's guilds that it never loaded. (Issue 12: before shard
//! ownership, both processes replayed the bot's pending move and both posted it.)

mod support;
use support::cli::Running;
use support::db::{Db, on_both_stores};

use std::time::{Duration, Instant};

use serde_json::{Value, json};

use qibot::engine::Level;
use qibot::games::any::GameKind;
use qibot::hub::{EndReason, Player, Seat};
use qibot::store::{GameRecord, GameState, Store, Versioned};

use support::fake_discord::{FakeDiscord, GUILD, Recorded, command_interaction, shard_of_guild};

const ANN: (u64, &str) = (1_000_000_000_000_000_001, "Ann");
const BOB: (u64, &str) = (1_000_000_000_000_000_002, "Bob");

on_both_stores!(each_shard_process_hosts_only_its_own_guilds);

/// A guild id on shard `shard` of 2 (ids differing in bit 22 land on different shards).
fn guild_on(shard: u64) -> u64 {
    let g = (0..2)
        .map(|k| GUILD + (k << 22))
        .find(|&g| shard_of_guild(g, 2) == shard)
        .unwrap();
    assert_eq!((g >> 22) % 2, shard);
    g
}

fn member(p: (u64, &str)) -> Seat {
    Seat::Member(Player::new(p.0.to_string(), p.1))
}

/// A Jungle game in `guild`'s `channel`, as a process would have stored it.
fn game(
    guild: u64,
    channel: u64,
    seats: [Seat; 2],
    time_control: &str,
    turn_started_ms: i64,
) -> GameRecord {
    GameRecord {
        id: 0,
        server: guild.to_string(),
        channel: channel.to_string(),
        game_kind: GameKind::Jungle,
        seats,
        rated: false,
        rules: "standard".into(),
        time_control: time_control.into(),
        start_fen: qibot::games::jungle::STARTPOS.into(),
        moves: Vec::new(),
        state: GameState {
            clock_ms: [0, 0],
            turn_started_ms,
            draw_offer: None,
            takeback_offer: None,
            created_ms: turn_started_ms,
            ending: None,
            finished_ms: None,
            rating_changes: None,
        },
    }
}

/// The games a crash can leave that a recovering process acts on at once, in `guild`:
/// the bot (Red) to move, and a member game whose 90 s move clock ran out 10 minutes ago.
struct Pending {
    bot: (i64, u64),
    overdue: (i64, u64),
}

async fn seed(store: &dyn Store, guild: u64, first_channel: u64) -> Pending {
    let now = qibot::hub::now_ms();
    let bot = game(
        guild,
        first_channel,
        [Seat::Bot(Level::Beginner), member(ANN)],
        "none",
        now,
    );
    let overdue = game(
        guild,
        first_channel + 1,
        [member(ANN), member(BOB)],
        "90s",
        now - 600_000,
    );
    Pending {
        bot: (store.insert_game(&bot, None).await.unwrap(), first_channel),
        overdue: (
            store.insert_game(&overdue, None).await.unwrap(),
            first_channel + 1,
        ),
    }
}

/// A running `qibot run --shard-range FROM..FROM+1 --shard-total 2` named `name`, its
/// log in the test's directory.
fn start(db: &Db, fake: &FakeDiscord, from: u32, name: &str) -> Running {
    Running::start(db.dir(), &db.text(), &fake.base, (from, from + 1, 2), name)
}

fn channel_posts(fake: &FakeDiscord, channel: u64) -> Vec<Recorded> {
    let path = format!("/api/v10/channels/{channel}/messages");
    fake.requests()
        .into_iter()
        .filter(|r| r.method == "POST" && r.path == path)
        .collect()
}

fn content(v: &Value) -> String {
    v["content"].as_str().unwrap_or("").to_string()
}

/// Polls `id` (every 100 ms, up to `secs`) until `pred` holds; returns the row then.
async fn wait_row(
    store: &dyn Store,
    id: i64,
    secs: u64,
    pred: impl Fn(&Versioned<GameRecord>) -> bool,
) -> Versioned<GameRecord> {
    let end = Instant::now() + Duration::from_secs(secs);
    loop {
        let row = store.game(id).await.unwrap().expect("game stored");
        if pred(&row) || Instant::now() > end {
            return row;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// The bot's move was played and posted once in `p.bot`'s channel, and the overdue game was
/// ended on time once and announced (`logs`: the process's log, shown on failure).
async fn assert_recovered(store: &dyn Store, fake: &FakeDiscord, p: &Pending, logs: &str) {
    let row = wait_row(store, p.bot.0, 60, |r| !r.record.moves.is_empty()).await;
    assert_eq!(row.record.moves.len(), 1, "the bot's one move: {logs}");
    assert_eq!(row.version, 2, "one write");
    let m = row.record.moves[0];
    let posted = fake
        .wait_until(20, |f| !channel_posts(f, p.bot.1).is_empty())
        .await;
    assert!(posted, "the bot's move is posted in its channel: {logs}");
    let ended = wait_row(store, p.overdue.0, 20, |r| r.record.state.ending.is_some()).await;
    assert_eq!(
        ended.record.state.ending.map(|e| (e.reason, e.winner)),
        Some((EndReason::Time, Some(qibot::games::any::Side::Second))),
        "Red's 90 s ran out: {logs}"
    );
    assert_eq!(ended.version, 2, "ended once");
    assert!(
        fake.wait_until(20, |f| !channel_posts(f, p.overdue.1).is_empty())
            .await,
        "the loss on time is announced: {logs}"
    );
    // Anything posted twice would have arrived by now.
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let posts = channel_posts(fake, p.bot.1);
    assert_eq!(posts.len(), 1, "the bot's move is posted once: {posts:?}");
    let text = content(&posts[0].json);
    assert!(text.contains(&m.squares().1), "{text}");
    assert!(
        posts[0].files.iter().any(|(_, n, _)| n.ends_with(".png")),
        "with the board"
    );
    assert!(
        channel_posts(fake, p.overdue.1)
            .iter()
            .any(|r| content(&r.json).contains("is over")),
        "{:?}",
        channel_posts(fake, p.overdue.1)
    );
}

/// Nobody touched `p`'s games: both at version 1 as seeded, and nothing posted.
async fn assert_untouched(store: &dyn Store, fake: &FakeDiscord, p: &Pending, why: &str) {
    for (id, channel) in [p.bot, p.overdue] {
        let row = store.game(id).await.unwrap().unwrap();
        assert_eq!(
            (row.version, row.record.moves.len(), row.record.state.ending),
            (1, 0, None),
            "game {id} untouched ({why})"
        );
        let posts = channel_posts(fake, channel);
        assert!(
            posts.is_empty(),
            "nothing posted in {channel} ({why}): {posts:?}"
        );
    }
}

/// The rows of `ids` as they stand.
async fn rows(store: &dyn Store, ids: &[i64]) -> Vec<Versioned<GameRecord>> {
    let mut out = Vec::new();
    for &id in ids {
        out.push(store.game(id).await.unwrap().unwrap());
    }
    out
}

/// `/move text` by `who` in `guild`'s `channel`, routed as Discord routes it; its callback.
async fn slash_move(
    fake: &FakeDiscord,
    guild: u64,
    channel: u64,
    who: (u64, &str),
    text: &str,
) -> (u64, Recorded) {
    let id = fake.id();
    let mut d = command_interaction(
        id,
        2,
        channel,
        who,
        "en-US",
        "move",
        json!([{"name": "move", "type": 3, "value": text}]),
        json!({}),
    );
    d["guild_id"] = json!(guild.to_string());
    let from = fake.requests().len();
    let shard = fake.dispatch_routed("INTERACTION_CREATE", d);
    let r = fake
        .wait_request(from, 20, |r| {
            r.method == "POST" && r.path.starts_with(&format!("/api/v10/interactions/{id}/"))
        })
        .await
        .unwrap_or_else(|| panic!("no answer to /move {text} on shard {shard}"));
    (shard, r)
}

async fn each_shard_process_hosts_only_its_own_guilds(db: Db) {
    let (g0, g1) = (guild_on(0), guild_on(1));
    let store = db.open().await;
    let mine0 = seed(&*store, g0, 1_100_000_000_000_000_100).await;
    let mine1 = seed(&*store, g1, 1_100_000_000_000_000_200).await;
    // A game between members in each guild, Ann (Red) to move, no clock.
    let mut talks = Vec::new();
    for (guild, channel) in [
        (g0, 1_100_000_000_000_000_150),
        (g1, 1_100_000_000_000_000_250),
    ] {
        let seats = [member(ANN), member(BOB)];
        let g = game(guild, channel, seats, "none", qibot::hub::now_ms());
        talks.push(store.insert_game(&g, None).await.unwrap());
    }
    let (talk0, talk1) = (talks[0], talks[1]);
    let fake = FakeDiscord::start().await;

    // 1. Shard 0's process alone: it recovers guild 0's games and none of guild 1's.
    let p0 = start(&db, &fake, 0, "shard0");
    assert!(
        fake.wait_until(60, |f| f.live_shards() == [[0, 2]]).await,
        "shard 0 connected: {:?}\n{}",
        fake.live_shards(),
        p0.log()
    );
    assert_recovered(&*store, &fake, &mine0, &p0.log()).await;
    assert_untouched(&*store, &fake, &mine1, "shard 1 is not running").await;

    // 2. Shard 1's process joins: it recovers guild 1's games; guild 0's bot move is still
    // posted once.
    let p1 = start(&db, &fake, 1, "shard1");
    assert!(
        fake.wait_until(60, |f| f.live_shards() == [[0, 2], [1, 2]])
            .await,
        "both shards connected: {:?}\n{}",
        fake.live_shards(),
        p1.log()
    );
    assert_recovered(&*store, &fake, &mine1, &p1.log()).await;
    assert_eq!(channel_posts(&fake, mine0.bot.1).len(), 1, "still once");
    assert_eq!(rows(&*store, &[mine0.bot.0]).await[0].version, 2);

    // Each guild's commands reach its own shard's process, which plays them.
    for (guild, game, channel, shard) in [
        (g0, talk0, 1_100_000_000_000_000_150, 0),
        (g1, talk1, 1_100_000_000_000_000_250, 1),
    ] {
        let (went, r) = slash_move(&fake, guild, channel, ANN, "g3g4").await;
        assert_eq!(went, shard);
        assert!(content(&r.json["data"]).contains("g3→g4"), "{}", r.json);
        let row = rows(&*store, &[game]).await.remove(0);
        assert_eq!(row.version, 2);
        assert_eq!(row.record.moves.len(), 1);
    }

    // 3. Restart shard 1's process. Behind shard 0's back (as when shard 0 has stored a
    // member's move and is still searching the bot's answer), guild 0 holds a game with the
    // bot to move and an overdue one; guild 1 gets the same, which the new process must take.
    let later0 = seed(&*store, g0, 1_100_000_000_000_000_300).await;
    let later1 = seed(&*store, g1, 1_100_000_000_000_000_400).await;
    let guild0 = [
        mine0.bot.0,
        mine0.overdue.0,
        talk0,
        later0.bot.0,
        later0.overdue.0,
    ];
    let before = rows(&*store, &guild0).await;
    let posts0: Vec<usize> = [mine0.bot.1, mine0.overdue.1, 1_100_000_000_000_000_150]
        .iter()
        .map(|&c| channel_posts(&fake, c).len())
        .collect();
    p1.stop().await;
    let sessions = fake.sessions().len();
    let p1 = start(&db, &fake, 1, "shard1-again");
    assert!(
        fake.wait_until(60, |f| f.sessions().len() > sessions
            && f.live_shards() == [[0, 2], [1, 2]])
            .await,
        "shard 1 identified again: {:?}\n{}",
        fake.live_shards(),
        p1.log()
    );
    assert_recovered(&*store, &fake, &later1, &p1.log()).await;
    assert_eq!(
        rows(&*store, &guild0).await,
        before,
        "the restart changed none of guild 0's games"
    );
    assert_untouched(
        &*store,
        &fake,
        &later0,
        "shard 1 restarted; shard 0 loaded them before they were stored",
    )
    .await;
    let posts0_after: Vec<usize> = [mine0.bot.1, mine0.overdue.1, 1_100_000_000_000_000_150]
        .iter()
        .map(|&c| channel_posts(&fake, c).len())
        .collect();
    assert_eq!(posts0_after, posts0, "nothing new posted in guild 0");
    // Guild 1's earlier games were recovered again but needed nothing: no second bot move.
    assert_eq!(channel_posts(&fake, mine1.bot.1).len(), 1);
    assert_eq!(rows(&*store, &[mine1.bot.0]).await[0].version, 2);

    // Shard 0's process still hosts its guild after the other's restart.
    let (went, r) = slash_move(&fake, g0, 1_100_000_000_000_000_150, BOB, "a7a6").await;
    assert_eq!(went, 0);
    assert!(content(&r.json["data"]).contains("a7→a6"), "{}", r.json);
    assert_eq!(rows(&*store, &[talk0]).await[0].version, 3);

    p0.stop().await;
    p1.stop().await;
}
