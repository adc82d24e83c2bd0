//! Issue 14, parts 2–5, end to end through the real serenity client against the fake Discord:
//! turn pings (`allowed_mentions` limited to the player to move; none in bot games; `/notify
//! off` stops them), a reminder before abandonment, `/accept` and `/decline` without the
//! challenge message, an offer answered by the typed word, `/games` with channel links; a
//! start refused privately where a permission is missing (nothing stored), bots and direct
//! messages refused, threads named after the game chosen and archived and locked at the end,
//! `/abort` by a moderator (a plain member is refused), and a 403 in a game's thread ending
//! that game with its players told in the parent channel. Texts in English and French.

mod support;

use std::path::Path;
use std::time::Duration;

use serde_json::{Value, json};

use qibot::hub::{HubConfig, SqliteStore};
use qibot::store::types::EndReason;

use support::bot::{Launch, RunningBot, fake_and_db, quiet, stop};
use support::fake_discord::{
    self as fake, ADMINISTRATOR, ALL_PERMISSIONS, APP, ATTACH_FILES, FakeDiscord, MANAGE_MESSAGES,
    Recorded, addressed_to, command_interaction, content, data, ephemeral, in_direct_message,
    in_thread, with_permissions,
};
use support::requests::{
    channel_post, int_opt, live_messages, move_opt, send, stored, the_one, type_message,
};

const A: (u64, &str) = (1_000_000_000_000_000_011, "Ann");
const B: (u64, &str) = (1_000_000_000_000_000_012, "Bob");
const C: (u64, &str) = (1_000_000_000_000_000_013, "Cy");
const D: (u64, &str) = (1_000_000_000_000_000_014, "Dee");
const BOT_USER: u64 = 1_000_000_000_000_000_099;
const CH_DUEL: u64 = 1_100_000_000_000_000_011;
const CH_BOT: u64 = 1_100_000_000_000_000_012;
const CH_OTHER: u64 = 1_100_000_000_000_000_013;
const CH_THREADS: u64 = 1_100_000_000_000_000_014;
/// Send Messages only: a plain member.
const PLAIN: u64 = 1 << 11;

async fn start_bot(fake: &FakeDiscord, db: &Path, hub: HubConfig, threads: bool) -> RunningBot {
    let mut launch = Launch {
        hub,
        ..Launch::new(fake)
    };
    launch.discord.threads = threads;
    launch.discord.thread_archive_after_secs = 0;
    support::bot::start_ready(fake, db, launch).await
}

/// A slash command interaction (all permissions), to change before sending.
fn interaction(who: (u64, &str), channel: u64, locale: &str, name: &str, options: Value) -> Value {
    let resolved = json!({"users": {
        B.0.to_string(): fake::user(B.0, B.1, false),
        A.0.to_string(): fake::user(A.0, A.1, false),
        BOT_USER.to_string(): fake::user(BOT_USER, "Robo", true),
        APP.to_string(): fake::user(APP, "qibot", true),
    }});
    command_interaction(0, 2, channel, who, locale, name, options, resolved)
}

/// The members a message may ping (`allowed_mentions.users`); `parse` must allow nothing more.
fn pinged(v: &Value) -> Vec<String> {
    assert_eq!(v["allowed_mentions"]["parse"], json!([]), "{v}");
    v["allowed_mentions"]["users"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|u| u.as_str().map(str::to_string))
        .collect()
}

fn opponent(u: (u64, &str)) -> Value {
    json!([{"name": "opponent", "type": 6, "value": u.0.to_string()}])
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn turn_pings_reminders_and_commands_for_every_button() {
    let (fake, _dir, db) = fake_and_db("turns.db").await;
    // Abandonment after 6 s, the reminder a quarter of the way (1.5 s into the turn).
    let hub = HubConfig {
        abandon_after: Duration::from_secs(6),
        reminder_fraction: 0.25,
        ..HubConfig::default()
    };
    let bot = start_bot(&fake, &db, hub, false).await;

    // The new commands are registered, with French names.
    let reg = fake
        .wait_request(0, 5, |r| r.method == "PUT" && r.path.ends_with("/commands"))
        .await
        .unwrap();
    let cmds = reg.json.as_array().unwrap();
    for (en, fr) in [
        ("accept", "accepter"),
        ("decline", "refuser"),
        ("notify", "notifier"),
        ("abort", "annuler"),
    ] {
        let c = cmds
            .iter()
            .find(|c| c["name"] == en)
            .unwrap_or_else(|| panic!("/{en} registered"));
        assert_eq!(c["name_localizations"]["fr"], fr);
    }

    // A challenges B; B accepts by /accept (no challenge message needed), in French. The
    // start hands the first move to Ann (Red): she alone is pinged.
    let r = send(
        &fake,
        interaction(A, CH_DUEL, "en-US", "challenge", opponent(B)),
    )
    .await;
    assert!(
        content(data(&r)).contains("Ann challenges Bob"),
        "{}",
        r.json
    );
    let r = send(&fake, interaction(B, CH_DUEL, "fr", "accept", json!([]))).await;
    let started = data(&r);
    // The start is the channel's: the server's language (none set: English), not Bob's.
    assert!(content(started).contains("Game #1"), "{started}");
    assert_eq!(pinged(started), vec![A.0.to_string()]);
    addressed_to(started, A.0);

    // /games links the channel.
    let r = send(&fake, interaction(C, CH_OTHER, "en-US", "games", json!([]))).await;
    assert!(
        content(data(&r)).contains(&format!("<#{CH_DUEL}>")),
        "{}",
        r.json
    );

    // Ann moves: the reply hands the move to Bob and pings only him.
    let r = send(
        &fake,
        interaction(A, CH_DUEL, "en-US", "move", move_opt("g3g4")),
    )
    .await;
    assert_eq!(pinged(data(&r)), vec![B.0.to_string()], "{}", r.json);

    // Bob is reminded (in French, his language) before the abandonment deadline.
    let from = fake.requests().len();
    let reminder = fake
        .wait_request(from, 10, |r| {
            channel_post(r, &CH_DUEL.to_string())
                && content(&r.json).contains("c'est à vous de jouer dans la partie n° 1")
        })
        .await
        .expect("a reminder before abandonment");
    assert_eq!(pinged(&reminder.json), vec![B.0.to_string()]);
    assert!(
        content(&reminder.json).contains("par abandon"),
        "{}",
        reminder.json
    );
    assert_eq!(stored(&db, 1).state.ending, None, "the reminder came first");

    // Bob turns his pings off (French answer, private), then moves: Ann is pinged.
    let r = send(
        &fake,
        interaction(B, CH_DUEL, "fr", "notify", int_opt("mentions", 1)),
    )
    .await;
    assert!(ephemeral(data(&r)));
    assert!(
        content(data(&r)).contains("Vous ne serez plus mentionné"),
        "{}",
        r.json
    );
    let r = send(
        &fake,
        interaction(B, CH_DUEL, "fr", "move", move_opt("a7a6")),
    )
    .await;
    assert_eq!(pinged(data(&r)), vec![A.0.to_string()], "{}", r.json);
    // Ann's move hands it to Bob, who asked not to be pinged.
    let r = send(
        &fake,
        interaction(A, CH_DUEL, "en-US", "move", move_opt("g4g5")),
    )
    .await;
    assert!(pinged(data(&r)).is_empty(), "{}", r.json);
    assert!(!content(data(&r)).contains("<@"), "{}", r.json);

    // Bob offers a draw; Ann answers by typing the word.
    let r = send(&fake, interaction(B, CH_DUEL, "fr", "draw", json!([]))).await;
    assert!(!ephemeral(data(&r)), "{}", r.json);
    let from = type_message(&fake, CH_DUEL, A, "accept");
    let over = fake
        .wait_request(from, 20, |r| {
            channel_post(r, &CH_DUEL.to_string()) && content(&r.json).contains("is over")
        })
        .await
        .expect("the typed answer is answered");
    assert!(
        content(&over.json).contains("Game #1 is over: draw, by agreement"),
        "{}",
        over.json
    );
    assert_eq!(
        stored(&db, 1).state.ending.unwrap().reason,
        EndReason::Agreement
    );

    // /decline without the challenge message: by the challenged member (French; the answer is
    // the channel's, in the server's language, English), and by the challenger, who withdraws it.
    send(
        &fake,
        interaction(C, CH_OTHER, "en-US", "challenge", opponent(A)),
    )
    .await;
    let r = send(&fake, interaction(A, CH_OTHER, "fr", "decline", json!([]))).await;
    assert!(
        content(data(&r)).contains("Ann declined Cy's challenge"),
        "{}",
        r.json
    );
    send(
        &fake,
        interaction(C, CH_OTHER, "en-US", "challenge", opponent(A)),
    )
    .await;
    let r = send(
        &fake,
        interaction(C, CH_OTHER, "en-US", "decline", json!([])),
    )
    .await;
    assert!(content(data(&r)).contains("withdrew"), "{}", r.json);

    // A game against the bot pings nobody.
    let r = send(&fake, interaction(A, CH_BOT, "en-US", "play", json!([]))).await;
    assert!(content(data(&r)).contains("Game #2"), "{}", r.json);
    assert!(pinged(data(&r)).is_empty(), "{}", r.json);
    let r = send(
        &fake,
        interaction(A, CH_BOT, "en-US", "move", move_opt("g3g4")),
    )
    .await;
    assert!(pinged(data(&r)).is_empty(), "{}", r.json);
    assert!(!content(data(&r)).contains("<@"), "{}", r.json);

    stop(bot).await;
}

/// Ann's `/challenge` with `options` in the threads channel: the name and id of the thread
/// made for it, where the challenge is posted.
async fn challenge_in_thread(fake: &FakeDiscord, options: Value) -> (String, String) {
    let from = fake.requests().len();
    send(
        fake,
        interaction(A, CH_THREADS, "en-US", "challenge", options),
    )
    .await;
    let made = fake
        .wait_request(from, 10, |r| {
            r.method == "POST" && r.path.ends_with("/threads")
        })
        .await
        .expect("a thread for the challenge");
    let name = made.json["name"].as_str().unwrap().to_string();
    let posted = fake
        .wait_request(from, 10, |r| {
            r.method == "POST"
                && r.path.ends_with("/messages")
                && !r.path.contains(&CH_THREADS.to_string())
                && content(&r.json).contains("Ann challenges Bob")
        })
        .await
        .expect("the challenge posted in its thread");
    (name, posted.path.split('/').nth(4).unwrap().to_string())
}

/// A slash command by `who` in the game thread `thread` of the threads channel.
fn in_game_thread(
    who: (u64, &str),
    thread: &str,
    locale: &str,
    name: &str,
    options: Value,
) -> Value {
    in_thread(
        interaction(who, CH_THREADS, locale, name, options),
        thread,
        CH_THREADS,
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn permissions_threads_moderators_and_unseen_games() {
    let (fake, _dir, db) = fake_and_db("perms.db").await;
    let bot = start_bot(&fake, &db, HubConfig::default(), true).await;
    let no_files = ALL_PERMISSIONS & !ADMINISTRATOR & !ATTACH_FILES;
    let all = ALL_PERMISSIONS & !ADMINISTRATOR;
    let threads_made = |fake: &FakeDiscord| {
        fake.requests()
            .iter()
            .filter(|r| r.method == "POST" && r.path.ends_with("/threads"))
            .count()
    };

    // /play where the bot may not attach files: refused privately, naming it; no thread, no
    // game stored. In English and in French.
    for (locale, name) in [("en-US", "Attach Files"), ("fr", "Joindre des fichiers")] {
        let v = with_permissions(
            interaction(A, CH_THREADS, locale, "play", json!([])),
            no_files,
            ALL_PERMISSIONS,
        );
        let r = send(&fake, v).await;
        assert!(ephemeral(data(&r)), "{}", r.json);
        assert!(content(data(&r)).contains(name), "{}", r.json);
    }
    assert_eq!(threads_made(&fake), 0);
    assert!(
        SqliteStore::open(&db)
            .unwrap()
            .read_game(1)
            .unwrap()
            .is_none(),
        "nothing stored"
    );

    // A bot, or qibot itself, cannot be challenged; nor can anyone in a direct message.
    for (who, locale, text) in [
        (BOT_USER, "en-US", "you cannot challenge a bot"),
        (APP, "fr", "vous ne pouvez pas défier un bot"),
    ] {
        let r = send(
            &fake,
            interaction(A, CH_THREADS, locale, "challenge", opponent((who, "x"))),
        )
        .await;
        assert!(ephemeral(data(&r)), "{}", r.json);
        assert!(content(data(&r)).contains(text), "{}", r.json);
    }
    let dm = in_direct_message(interaction(A, CH_OTHER, "en-US", "challenge", opponent(B)));
    let r = send(&fake, dm).await;
    assert!(ephemeral(data(&r)), "{}", r.json);
    assert!(
        content(data(&r)).contains("games are played in a server's channels"),
        "{}",
        r.json
    );
    assert_eq!(threads_made(&fake), 0);

    // After /defaultgame xiangqi, a challenge without a game gets a thread named Xiangqi.
    send(
        &fake,
        interaction(A, CH_THREADS, "en-US", "defaultgame", int_opt("game", 1)),
    )
    .await;
    let (name, t1) = challenge_in_thread(&fake, opponent(B)).await;
    assert!(name.starts_with("Xiangqi: Ann"), "{name}");
    let r = send(&fake, in_game_thread(B, &t1, "en-US", "accept", json!([]))).await;
    assert!(content(data(&r)).contains("Game #1"), "{}", r.json);

    // /abort by a plain member is refused (English, French); by a moderator it ends the game
    // without a result, and the thread is archived and locked.
    for (locale, text) in [
        ("en-US", "only moderators"),
        ("fr", "seuls les modérateurs"),
    ] {
        let v = with_permissions(
            in_game_thread(B, &t1, locale, "abort", json!([])),
            all,
            PLAIN,
        );
        let r = send(&fake, v).await;
        assert!(ephemeral(data(&r)), "{}", r.json);
        assert!(content(data(&r)).contains(text), "{}", r.json);
    }
    assert_eq!(stored(&db, 1).state.ending, None);
    let from = fake.requests().len();
    let v = with_permissions(
        in_game_thread(D, &t1, "en-US", "abort", json!([])),
        all,
        PLAIN | MANAGE_MESSAGES,
    );
    let r = send(&fake, v).await;
    assert!(
        content(data(&r)).contains("Game #1 is over without a result: aborted by a moderator"),
        "{}",
        r.json
    );
    let g = stored(&db, 1);
    assert_eq!(g.state.ending.unwrap().reason, EndReason::Aborted);
    assert_eq!(g.state.rating_changes, None);
    let patch = fake
        .wait_request(from, 10, |r| {
            r.method == "PATCH" && r.path == format!("/api/v10/channels/{t1}")
        })
        .await
        .expect("the thread archived");
    assert_eq!(patch.json, json!({"archived": true, "locked": true}));
    // The channel is free: a new game starts there.
    let r = send(
        &fake,
        in_game_thread(A, &t1, "en-US", "play", int_opt("game", 0)),
    )
    .await;
    assert!(content(data(&r)).contains("Game #2"), "{}", r.json);

    // A Jungle challenge gets a thread named Jungle; when Discord refuses the bot's posts in
    // it (403), the game ends without a result and the players are told in the channel.
    let (name, t2) = challenge_in_thread(
        &fake,
        json!([
            {"name": "opponent", "type": 6, "value": B.0.to_string()},
            {"name": "game", "type": 4, "value": 0},
        ]),
    )
    .await;
    assert!(name.starts_with("Jungle: Ann"), "{name}");
    let r = send(&fake, in_game_thread(B, &t2, "en-US", "accept", json!([]))).await;
    assert!(content(data(&r)).contains("Game #3"), "{}", r.json);
    let path = format!("/channels/{t2}/messages");
    fake.fail_next("POST", &path, 403, None);
    fake.fail_next("POST", &path, 403, None);
    let from = type_message(&fake, t2.parse().unwrap(), A, "g3g4");
    let told = fake
        .wait_request(from, 20, |r| channel_post(r, &CH_THREADS.to_string()))
        .await
        .expect("the players are told in the parent channel");
    let text = content(&told.json);
    assert!(
        text.contains("Game #3 is over without a result: qibot may no longer post in its channel"),
        "{text}"
    );
    assert!(text.contains(&format!("<#{t2}>")), "{text}");
    let tries: Vec<_> = fake
        .requests()
        .into_iter()
        .skip(from)
        .filter(|r| channel_post(r, &t2))
        .collect();
    assert_eq!(tries.len(), 2, "the board, then the text alone");
    assert!(!tries[0].files.is_empty() && tries[1].files.is_empty());
    let g = stored(&db, 3);
    assert_eq!(g.state.ending.unwrap().reason, EndReason::Unseen);
    assert_eq!(g.moves.len(), 1, "the move was played, then the game ended");

    stop(bot).await;
}

/// Sends interaction `v` for `who` on a select menu and returns its first callback.
async fn pick(
    fake: &FakeDiscord,
    who: (u64, &str),
    locale: &str,
    m: &fake::Msg,
    menu: &str,
    value: &str,
) -> Recorded {
    let ch: u64 = m.channel.parse().unwrap();
    let v = fake::select_interaction(0, ch, who, locale, menu, value, fake::clicked_message(m));
    send(fake, v).await
}

/// The one message of `ch` whose menus pick a move of game `game`.
fn live_board(fake: &FakeDiscord, ch: u64, game: i64) -> fake::Msg {
    let wanted = format!("qibot:pick:{game}");
    the_one(live_messages(fake, ch, |id| id == wanted))
}

/// In a member game, a move chosen in the board's menus hands the move to the other member:
/// the board is then posted anew with that member mentioned (an edited message notifies
/// nobody), and the old board loses its menus; picking a piece, which hands nothing over,
/// updates the board in place (type 7). Bob accepts the challenge by typing `accepter`. Ann in
/// English, Bob in French.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_menu_move_in_a_member_game_pings_on_a_new_board() {
    const CH: u64 = 1_100_000_000_000_000_015;
    let (fake, _dir, db) = fake_and_db("menus.db").await;
    let hub = HubConfig {
        reminder_fraction: 0.0,
        ..HubConfig::default()
    };
    let bot = start_bot(&fake, &db, hub, false).await;
    send(&fake, interaction(A, CH, "en-US", "challenge", opponent(B))).await;
    // Bob accepts by typing the French word: the game starts and pings Ann.
    let from = type_message(&fake, CH, B, "accepter");
    let started = fake
        .wait_request(from, 20, |r| channel_post(r, &CH.to_string()))
        .await
        .expect("the typed acceptance starts the game");
    assert!(
        content(&started.json).contains("Game #1"),
        "{}",
        started.json
    );
    assert_eq!(
        pinged(&started.json),
        vec![A.0.to_string()],
        "{}",
        started.json
    );
    assert!(stored(&db, 1).state.ending.is_none());
    quiet(&fake).await;

    for (who, next, locale, from_sq, mv, shown) in [
        (A, B, "en-US", "g3", "g3g4", "Move the piece on g3 to"),
        // The board is the channel's: English, whoever picks (issue 35).
        (B, A, "fr", "a7", "a7a6", "Move the piece on a7 to"),
    ] {
        let board = live_board(&fake, CH, 1);
        let r = pick(&fake, who, locale, &board, "qibot:pick:1", from_sq).await;
        assert_eq!(
            r.json["type"], 7,
            "a piece picked updates the board: {}",
            r.json
        );
        assert!(
            r.json["data"]["components"].to_string().contains(shown),
            "{}",
            r.json
        );
        quiet(&fake).await;
        let board = live_board(&fake, CH, 1);
        let from = fake.requests().len();
        let r = pick(&fake, who, locale, &board, "qibot:to:1", mv).await;
        assert_eq!(r.json["type"], 6, "the move is not an edit: {}", r.json);
        let posted = fake
            .wait_request(from, 20, |r| channel_post(r, &CH.to_string()))
            .await
            .expect("a new board");
        assert_eq!(
            pinged(&posted.json),
            vec![next.0.to_string()],
            "{}",
            posted.json
        );
        addressed_to(&posted.json, next.0);
        quiet(&fake).await;
        let now = live_board(&fake, CH, 1);
        assert_ne!(now.id, board.id, "the new board is the live one");
        assert!(
            fake.message(&board.id).unwrap().live().is_empty(),
            "the old board's menus are gone"
        );
    }
    let moves: Vec<String> = stored(&db, 1).moves.iter().map(|m| m.to_string()).collect();
    assert_eq!(moves, ["g3g4", "a7a6"]);
    stop(bot).await;
}
