//! End to end, the operational side of the Discord front-end, against the fake Discord of
//! `support::fake_discord` on 127.0.0.1:
//! - gateway drops: an abrupt TCP close and op 7 Reconnect are resumed (op 6 → RESUMED), op 9
//!   Invalid Session re-identifies, and moves sent afterwards are answered with a board;
//! - `threads = true`: a challenge and a bot game each get their own thread, their boards go
//!   there, and moves typed in the thread are played there;
//! - a slow bot: a slash move is deferred (type 5) well within Discord's 3 s and completed by
//!   editing the original response and following up; a typed move shows "typing" first;
//! - shards: `--shards N` identifies N shards `[i, N]`; `--shard-range` runs part of them (the
//!   binary); two bots on one SQLite file (shards 0 and 1 of 2) see each other's games.

mod support;
use support::cli::{qibot, terminate};

use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use qibot::discord::{ShardRange, THINK_AFTER};
use qibot::engine::Level;
use qibot::games::any::{Game, GameKind, Move, Position, Rules};
use qibot::hub::SqliteStore;
use qibot::hub::bot::Bot;

use support::bot::{Launch, RunningBot, config_file, fake_and_db, stop};
use support::fake_discord::{
    self as fake, FakeDiscord, Recorded, addressed_to, button_interaction, command_interaction,
    content, mentions,
};
use support::requests::{
    button_ids, channel_post, int_opt, is_callback, is_followup, is_original_edit, move_opt,
    png_of, stored, type_message, wait_registered,
};

const A: (u64, &str) = (1_000_000_000_000_000_001, "Ann");
const B: (u64, &str) = (1_000_000_000_000_000_002, "Bob");
const CH: u64 = 1_100_000_000_000_000_011;
const CH2: u64 = 1_100_000_000_000_000_012;

/// A bot that thinks `delay` before each move (the real one is fast at low levels).
struct SlowBot {
    inner: Arc<dyn Bot>,
    delay: Duration,
}

impl Bot for SlowBot {
    fn choose_move(&self, game: &Game, level: Level, stop: &AtomicBool) -> Option<Move> {
        std::thread::sleep(self.delay);
        self.inner.choose_move(game, level, stop)
    }

    fn hint(&self, game: &Game, stop: &AtomicBool) -> Option<Move> {
        self.inner.hint(game, stop)
    }
}

struct Setup {
    threads: bool,
    bot: Arc<dyn Bot>,
    shards: Option<u32>,
    shard_range: Option<ShardRange>,
}

impl Default for Setup {
    fn default() -> Self {
        Setup {
            threads: false,
            bot: qibot::hub::bot(),
            shards: Some(1),
            shard_range: None,
        }
    }
}

impl Setup {
    /// Shard `i` of two only (`--shard-range i..i+1` of 2), as one of two processes runs it.
    fn one_shard_of_two(i: u32) -> Setup {
        Setup {
            shards: None,
            shard_range: Some(ShardRange::new(i, i + 1, 2).unwrap()),
            ..Setup::default()
        }
    }
}

async fn start_bot(fake: &FakeDiscord, db: &Path, setup: Setup) -> RunningBot {
    let mut launch = Launch {
        bot: setup.bot,
        shards: setup.shards,
        shard_range: setup.shard_range,
        ..Launch::new(fake)
    };
    launch.discord.threads = setup.threads;
    support::bot::start(fake, db, launch).await
}

/// A slash command in `channel` (a thread when `thread`), sent on `shard`'s connection (or the
/// latest). Returns its id and the time it was sent.
#[allow(clippy::too_many_arguments)]
fn send_slash(
    fake: &FakeDiscord,
    shard: Option<u64>,
    who: (u64, &str),
    channel: &str,
    thread: bool,
    name: &str,
    options: Value,
    resolved: Value,
) -> Sent {
    let id = fake.id();
    let from = fake.requests().len();
    let ch: u64 = channel.parse().unwrap();
    let mut d = command_interaction(id, 2, ch, who, "en-US", name, options, resolved);
    if thread {
        d["channel"] = json!({"id": channel, "type": 11, "parent_id": CH.to_string()});
    }
    let at = Instant::now();
    match shard {
        Some(s) => fake.dispatch_to_shard(s, "INTERACTION_CREATE", d),
        None => fake.dispatch("INTERACTION_CREATE", d),
    }
    Sent { id, at, from }
}

/// A slash command sent: its interaction id, when, and how many requests the fake had seen
/// before.
struct Sent {
    id: u64,
    at: Instant,
    from: usize,
}

/// Sends a slash command and returns its first callback.
async fn slash(
    fake: &FakeDiscord,
    who: (u64, &str),
    channel: &str,
    name: &str,
    options: Value,
) -> (u64, Recorded) {
    let sent = send_slash(fake, None, who, channel, false, name, options, json!({}));
    answered(fake, sent, name).await
}

/// The first callback (204) of the command `sent` (`/name`).
async fn answered(fake: &FakeDiscord, sent: Sent, name: &str) -> (u64, Recorded) {
    let id = sent.id;
    let r = fake
        .wait_request(sent.from, 20, |r| is_callback(r, id) && r.status == 204)
        .await
        .unwrap_or_else(|| panic!("no answer to /{name}"));
    (id, r)
}

/// Sends a slash command on shard `shard`'s connection, in `channel`; its first callback.
async fn on_shard(
    fake: &FakeDiscord,
    shard: u64,
    who: (u64, &str),
    channel: &str,
    name: &str,
    options: Value,
) -> Recorded {
    let sent = send_slash(
        fake,
        Some(shard),
        who,
        channel,
        false,
        name,
        options,
        json!({}),
    );
    answered(fake, sent, name).await.1
}

/// The first POST to `path` after request `from`, waited for up to 20 s; `what` says what
/// was expected when none comes.
async fn post_to(fake: &FakeDiscord, from: usize, path: &str, what: &str) -> Recorded {
    fake.wait_request(from, 20, |r| r.method == "POST" && r.path == path)
        .await
        .unwrap_or_else(|| panic!("{what}"))
}

/// `/play` options: the member plays red (poise sends choices as their index).
fn play_red() -> Value {
    int_opt("colour", 0)
}

fn store_moves(db: &Path, game: i64) -> Vec<Move> {
    stored(db, game).moves
}

/// The position of stored game `game` (standard rules, from the start); every stored move is
/// checked to be legal on the way.
fn position(db: &Path, game: i64) -> Position {
    let mut p = Position::startpos(Rules::default_for(GameKind::Jungle));
    for m in store_moves(db, game) {
        assert!(p.legal_moves().contains(&m), "{m} is legal");
        p = p.play(m);
    }
    p
}

/// A legal move for the side to move in `game` that captures nothing (keeps the game going).
fn quiet_move(db: &Path, game: i64) -> Move {
    let p = position(db, game);
    let moves: Vec<Move> = p.legal_moves();
    moves
        .iter()
        .copied()
        .find(|&m| !p.is_capture(m))
        .unwrap_or(moves[0])
}

/// Plays `m` by slash command in a bot game and checks the answer is one board showing the
/// member's move and the bot's legal reply. Returns the moves stored.
async fn move_against_bot(fake: &FakeDiscord, db: &Path, game: i64, channel: &str) -> usize {
    let before = store_moves(db, game).len();
    let m = quiet_move(db, game);
    let (id, r) = slash(fake, A, channel, "move", move_opt(&m.to_string())).await;
    assert_eq!(r.json["type"], 4, "{}", r.json);
    assert!(
        content(&r.json["data"]).contains(&m.squares().0),
        "{}",
        r.json
    );
    png_of(&r);
    let moves = store_moves(db, game);
    let (from, to) = moves[before + 1].squares();
    assert!(
        content(&r.json["data"]).contains(&from) && content(&r.json["data"]).contains(&to),
        "the bot's move on the same board: {}",
        r.json
    );
    assert!(!fake.requests().iter().any(|x| is_followup(x, id)));
    assert_eq!(moves.len(), before + 2, "the member's move and the bot's");
    assert_eq!(moves[before], m);
    position(db, game);
    moves.len()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn gateway_drops_are_survived() {
    let (fake, _dir, db) = fake_and_db("gw.db").await;
    let bot = start_bot(&fake, &db, Setup::default()).await;
    assert!(fake.wait_identified(1, 60).await, "the client identified");
    wait_registered(&fake, 0).await;
    let ch = CH.to_string();
    let (_, r) = slash(&fake, A, &ch, "play", play_red()).await;
    assert!(content(&r.json["data"]).contains("Game #1"), "{}", r.json);
    assert_eq!(move_against_bot(&fake, &db, 1, &ch).await, 2);

    // 1. The TCP connection drops without a close frame: serenity resumes the session.
    fake.drop_gateway();
    assert!(
        fake.wait_until(30, |f| f.resumes() >= 1 && !f.live_shards().is_empty())
            .await,
        "resumed after an abrupt drop (identifies {}, resumes {})",
        fake.identifies(),
        fake.resumes()
    );
    assert_eq!(fake.identifies(), 1, "a resume, not a new session");
    assert_eq!(move_against_bot(&fake, &db, 1, &ch).await, 4);

    // 2. op 7 Reconnect: a new connection resumes the same session.
    fake.send_op(7, Value::Null);
    assert!(
        fake.wait_until(30, |f| f.resumes() >= 2).await,
        "resumed after op 7 (resumes {})",
        fake.resumes()
    );
    assert_eq!(move_against_bot(&fake, &db, 1, &ch).await, 6);

    // 3. op 9 Invalid Session (not resumable): a new Identify, a new session.
    fake.send_op(9, json!(false));
    assert!(
        fake.wait_until(30, |f| f.identifies() >= 2 && !f.live_shards().is_empty())
            .await,
        "identified again after op 9 (identifies {})",
        fake.identifies()
    );
    let sessions = fake.sessions();
    assert_eq!(sessions.len(), 2);
    assert_ne!(sessions[0].id, sessions[1].id);
    // The new session's READY may reach the bot a little after the fake sent it.
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(
        move_against_bot(&fake, &db, 1, &ch).await,
        8,
        "four moves by each side, none lost"
    );

    // A typed move after all that is answered with a board too.
    let m = quiet_move(&db, 1);
    let from = type_message(&fake, CH, A, &m.to_string());
    let r = fake
        .wait_request(from, 20, |r| channel_post(r, &ch) && !r.files.is_empty())
        .await
        .expect("typed move answered with a board");
    png_of(&r);
    stop(bot).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn threads_hold_each_game() {
    let (fake, _dir, db) = fake_and_db("threads.db").await;
    let setup = Setup {
        threads: true,
        ..Setup::default()
    };
    let bot = start_bot(&fake, &db, setup).await;
    assert!(fake.wait_identified(1, 60).await);
    wait_registered(&fake, 0).await;
    let ch = CH.to_string();

    // A challenges B in the channel: a thread is made and the challenge goes there.
    let from = fake.requests().len();
    let resolved = json!({"users": {B.0.to_string(): fake::user(B.0, B.1, false)}});
    let Sent { id, .. } = send_slash(
        &fake,
        None,
        A,
        &ch,
        false,
        "challenge",
        json!([{"name": "opponent", "type": 6, "value": B.0.to_string()}]),
        resolved,
    );
    let made = post_to(
        &fake,
        from,
        &format!("/api/v10/channels/{ch}/threads"),
        "a thread is created for the challenge",
    )
    .await;
    assert!(
        made.json["name"].as_str().unwrap_or("").contains("Ann"),
        "{}",
        made.json
    );
    let cb = fake
        .wait_request(from, 20, |r| is_callback(r, id) && r.status == 204)
        .await
        .expect("the command is answered");
    let posted = fake
        .wait_request(from, 20, |r| {
            r.method == "POST"
                && r.path.starts_with("/api/v10/channels/")
                && r.path.ends_with("/messages")
                && r.path != format!("/api/v10/channels/{ch}/messages")
        })
        .await
        .expect("the challenge is posted in the thread");
    let thread = posted.path.split('/').nth(4).unwrap().to_string();
    assert!(
        content(&cb.json["data"]).contains(&format!("<#{thread}>")),
        "the channel is told where the game went: {}",
        cb.json
    );
    mentions(&posted.json, B.0);
    let accept = button_ids(&posted.json)
        .into_iter()
        .find(|i| i.starts_with("qibot:accept:"))
        .expect("accept button in the thread");

    // B accepts in the thread: the first board, which hands the move to A and pings her, is
    // posted anew in the thread (a mention added by an edit notifies nobody).
    let click = fake.id();
    let from = fake.requests().len();
    let th: u64 = thread.parse().unwrap();
    let posted_msg = fake
        .messages(th)
        .into_iter()
        .find(|m| m.live().contains(&accept))
        .expect("the challenge message is kept");
    let mut d = button_interaction(
        click,
        th,
        B,
        "en-US",
        &accept,
        fake::clicked_message(&posted_msg),
    );
    d["channel"] = json!({"id": thread, "type": 11, "parent_id": ch});
    fake.dispatch("INTERACTION_CREATE", d);
    let r = fake
        .wait_request(from, 20, |r| is_callback(r, click) && r.status == 204)
        .await
        .expect("accept answered");
    assert_eq!(r.json["type"], 6, "{}", r.json);
    let r = fake
        .wait_request(from, 20, |r| channel_post(r, &thread))
        .await
        .expect("the first board in the thread");
    assert!(content(&r.json).contains("Game #1"), "{}", r.json);
    addressed_to(&r.json, A.0);
    png_of(&r);
    assert!(
        fake.requests()[from..]
            .iter()
            .all(|r| !channel_post(r, &ch)),
        "nothing about the game goes to the parent channel"
    );

    // A (red) types a move in the thread; B answers by slash command in the thread.
    let from = fake.requests().len();
    type_message(&fake, th, A, "g3g4");
    let r = fake
        .wait_request(from, 20, |r| channel_post(r, &thread))
        .await
        .expect("the typed move is answered in the thread");
    assert!(content(&r.json).contains("g3→g4"), "{}", r.json);
    png_of(&r);
    let (_, r) = answered(
        &fake,
        send_slash(
            &fake,
            None,
            B,
            &thread,
            true,
            "move",
            move_opt("a7a6"),
            json!({}),
        ),
        "move",
    )
    .await;
    assert!(content(&r.json["data"]).contains("a7→a6"), "{}", r.json);
    png_of(&r);
    assert_eq!(
        store_moves(&db, 1)
            .iter()
            .map(Move::to_string)
            .collect::<Vec<_>>(),
        ["g3g4", "a7a6"]
    );
    let stored = SqliteStore::open(&db)
        .unwrap()
        .read_game(1)
        .unwrap()
        .unwrap();
    assert_eq!(stored.channel, thread, "the game lives in its thread");

    // A game against the bot gets its own thread too; a move typed there is played there.
    let from = fake.requests().len();
    let Sent { id, .. } = send_slash(&fake, None, A, &ch, false, "play", play_red(), json!({}));
    let made = post_to(
        &fake,
        from,
        &format!("/api/v10/channels/{ch}/threads"),
        "a thread for the bot game",
    )
    .await;
    assert_eq!(made.status, 201);
    let elsewhere = |r: &Recorded| {
        r.method == "POST"
            && r.path.starts_with("/api/v10/channels/")
            && r.path.ends_with("/messages")
            && !channel_post(r, &ch)
            && !channel_post(r, &thread)
    };
    let board = fake
        .wait_request(from, 20, elsewhere)
        .await
        .expect("the bot game's board is posted in its thread");
    png_of(&board);
    assert!(content(&board.json).contains("Game #2"), "{}", board.json);
    let thread2 = board.path.split('/').nth(4).unwrap().to_string();
    let cb = fake
        .wait_request(from, 20, |r| is_callback(r, id))
        .await
        .expect("/play answered");
    assert!(
        content(&cb.json["data"]).contains(&format!("<#{thread2}>")),
        "{}",
        cb.json
    );
    let from = fake.requests().len();
    let th2: u64 = thread2.parse().unwrap();
    type_message(&fake, th2, A, "rat g3 g4");
    let typing = post_to(
        &fake,
        from,
        &format!("/api/v10/channels/{thread2}/typing"),
        "typing shown in the thread while the bot thinks",
    )
    .await;
    assert!(
        fake.wait_until(20, |f| {
            f.requests()[from..]
                .iter()
                .filter(|r| channel_post(r, &thread2))
                .count()
                >= 1
        })
        .await,
        "the move and the bot's answer are posted in the thread, on one board: {:#?}",
        fake.requests()[from..]
            .iter()
            .map(|r| (r.method.clone(), r.path.clone(), r.status))
            .collect::<Vec<_>>()
    );
    let posts: Vec<Recorded> = fake.requests()[from..]
        .iter()
        .filter(|r| channel_post(r, &thread2))
        .cloned()
        .collect();
    assert!(
        content(&posts[0].json).contains("g3→g4"),
        "{}",
        posts[0].json
    );
    assert!(posts[0].at >= typing.at);
    png_of(&posts[0]);
    assert_eq!(posts.len(), 1, "one board for the turn");
    assert_eq!(store_moves(&db, 2).len(), 2);
    assert_eq!(
        content(&posts[0].json).lines().count(),
        2,
        "both moves on it"
    );
    assert!(
        fake.requests()[from..]
            .iter()
            .all(|r| !channel_post(r, &ch)),
        "nothing about the game goes to the parent channel"
    );
    stop(bot).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn slow_answers_are_deferred_then_completed() {
    let delay = Duration::from_millis(2500);
    let (fake, _dir, db) = fake_and_db("slow.db").await;
    let setup = Setup {
        bot: Arc::new(SlowBot {
            inner: qibot::hub::bot(),
            delay,
        }),
        ..Setup::default()
    };
    let bot = start_bot(&fake, &db, setup).await;
    assert!(fake.wait_identified(1, 60).await);
    wait_registered(&fake, 0).await;
    let ch = CH2.to_string();

    // A quick answer is not deferred.
    let (_, r) = slash(&fake, A, &ch, "play", play_red()).await;
    assert_eq!(r.json["type"], 4, "{}", r.json);
    png_of(&r);

    // A move the bot thinks 2.5 s about: deferred first, then completed.
    let from = fake.requests().len();
    let Sent { id, at: sent, .. } = send_slash(
        &fake,
        None,
        A,
        &ch,
        false,
        "move",
        move_opt("g3g4"),
        json!({}),
    );
    let first = fake
        .wait_request(from, 20, |r| is_callback(r, id))
        .await
        .expect("a first callback");
    let waited = first.at - sent;
    assert_eq!(first.json["type"], 5, "deferred: {}", first.json);
    assert!(
        waited >= THINK_AFTER && waited < Duration::from_millis(2500),
        "deferred after {waited:?}: Discord refuses a first response after 3 s"
    );
    let edit = fake
        .wait_request(from, 20, |r| is_original_edit(r, id))
        .await
        .expect("the deferred response is completed");
    assert!(edit.at - sent >= delay, "completed after the bot's move");
    assert!(content(&edit.json).contains("g3→g4"), "{}", edit.json);
    png_of(&edit);
    let moves = store_moves(&db, 1);
    assert_eq!(moves.len(), 2);
    let (bf, bt) = moves[1].squares();
    assert!(
        content(&edit.json).contains(&format!("{bf}→{bt}"))
            || content(&edit.json).contains(&format!("{bf}×{bt}")),
        "the bot's move on the same board: {}",
        edit.json
    );
    let after = Position::startpos(Rules::default_for(GameKind::Jungle)).play(moves[0]);
    assert!(after.legal_moves().contains(&moves[1]));
    assert_eq!(
        fake.requests()[from..]
            .iter()
            .filter(|r| is_callback(r, id))
            .count(),
        1,
        "one callback only"
    );

    // A typed move: "typing" at once, the answer after the bot's move.
    let m = quiet_move(&db, 1);
    let sent = Instant::now();
    let from = type_message(&fake, CH2, A, &m.to_string());
    let typing = post_to(
        &fake,
        from,
        &format!("/api/v10/channels/{ch}/typing"),
        "typing shown while the bot thinks",
    )
    .await;
    assert!(typing.at - sent < Duration::from_secs(1), "typing at once");
    let answer = fake
        .wait_request(from, 20, |r| channel_post(r, &ch))
        .await
        .expect("the move is answered");
    assert!(answer.at > typing.at && answer.at - sent >= delay);
    png_of(&answer);
    assert!(
        fake.wait_until(20, |_| store_moves(&db, 1).len() == 4)
            .await,
        "the typed move and the bot's answer are stored"
    );
    position(&db, 1);
    stop(bot).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn shards_identify_and_share_one_database() {
    let (fake, _dir, db) = fake_and_db("shared.db").await;

    // `--shards 2` in one process: two identifies, [0, 2] and [1, 2].
    let one = start_bot(
        &fake,
        &db,
        Setup {
            shards: Some(2),
            ..Setup::default()
        },
    )
    .await;
    assert!(fake.wait_identified(2, 60).await, "two shards identified");
    let mut shards: Vec<[u64; 2]> = fake.sessions().iter().map(|s| s.shard).collect();
    shards.sort();
    assert_eq!(shards, [[0, 2], [1, 2]]);
    wait_registered(&fake, 0).await;
    for s in [0, 1] {
        let ch = (CH + s).to_string();
        let r = on_shard(&fake, s, A, &ch, "play", play_red()).await;
        assert!(content(&r.json["data"]).contains("Game #"), "{}", r.json);
    }
    stop(one).await;

    // Two bots on one database file: shard 0 of 2 and shard 1 of 2.
    let fake = FakeDiscord::start().await;
    let left = start_bot(&fake, &db, Setup::one_shard_of_two(0)).await;
    let right = start_bot(&fake, &db, Setup::one_shard_of_two(1)).await;
    assert!(
        fake.wait_until(60, |f| f.live_shards() == [[0, 2], [1, 2]])
            .await,
        "each bot runs its shard: {:?}",
        fake.live_shards()
    );
    wait_registered(&fake, 0).await;
    // Each plays a new game in its own channel: distinct ids although both opened the file
    // when games 1 and 2 were its last.
    let mut ids = Vec::new();
    for s in [0, 1] {
        let ch = (CH2 + 10 + s).to_string();
        let r = on_shard(&fake, s, B, &ch, "play", play_red()).await;
        let text = content(&r.json["data"]);
        let id: String = text
            .split("Game #")
            .nth(1)
            .unwrap_or_else(|| panic!("{text}"))
            .chars()
            .take_while(char::is_ascii_digit)
            .collect();
        ids.push(id);
        let r = on_shard(&fake, s, B, &ch, "resign", json!([])).await;
        assert!(content(&r.json["data"]).contains("is over"), "{}", r.json);
    }
    assert_eq!(ids, ["3", "4"]);
    // Each sees the games the other finished.
    for s in [0, 1] {
        let ch = (CH2 + 10 + s).to_string();
        let r = on_shard(&fake, s, B, &ch, "history", json!([])).await;
        let text = content(&r.json["data"]);
        assert!(text.contains("#3") && text.contains("#4"), "{text}");
    }
    stop(left).await;
    stop(right).await;
    let s = SqliteStore::open(&db).unwrap();
    for id in 1..=4 {
        assert!(s.read_game(id).unwrap().is_some(), "game {id} stored");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn binary_runs_a_shard_range() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("range.db");
    let config = config_file(dir.path(), &db, "");

    // Bad shard arguments: a message saying what to write, exit code 2, nothing started.
    for (args, says) in [
        (vec!["--shard-range", "2..1", "--shard-total", "4"], "empty"),
        (
            vec!["--shard-range", "0..5", "--shard-total", "4"],
            "at most",
        ),
        (vec!["--shard-range", "0..2"], "--shard-total"),
        (
            vec![
                "--shard-range",
                "0..2",
                "--shard-total",
                "4",
                "--shards",
                "2",
            ],
            "cannot be used with",
        ),
        (
            vec!["--shard-range", "two", "--shard-total", "4"],
            "FROM..TO",
        ),
    ] {
        let out = qibot()
            .arg("run")
            .arg("--config")
            .arg(&config)
            .args(&args)
            .env("DISCORD_TOKEN", "fake")
            .env("QIBOT_DISCORD_API", "http://127.0.0.1:9")
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains(says), "{args:?}: {err}");
    }
    assert!(!db.exists(), "nothing opened on bad arguments");

    let fake = FakeDiscord::start().await;
    let child = qibot()
        .arg("run")
        .arg("--config")
        .arg(&config)
        .args(["--shard-range", "1..3", "--shard-total", "4"])
        .env("DISCORD_TOKEN", "fake-token")
        .env_remove("DISCORD_TOKEN_FILE")
        .env("QIBOT_DISCORD_API", &fake.base)
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let ok = fake.wait_identified(2, 60).await;
    let mut shards: Vec<[u64; 2]> = fake.sessions().iter().map(|s| s.shard).collect();
    shards.sort();
    let status = terminate(child).await;
    assert!(ok, "two shards identified");
    assert_eq!(shards, [[1, 4], [2, 4]], "shards 1 and 2 of 4");
    assert!(status.expect("stops on SIGTERM").success());
}
