//! End to end: the real serenity/poise client against a fake Discord on 127.0.0.1 (HTTP API and
//! gateway), in-process and through the built `qibot` binary. Checks: commands registered
//! (with French names); A challenges B, a spectator's click is refused, B accepts with the
//! button; autocomplete lists the rat's moves; moves by slash command and by typed text; an
//! illegal move and a spectator's move get ephemeral refusals; each move reply has a PNG that
//! decodes; a request answered 429 is retried; the bot restarted mid-game (same SQLite file)
//! continues the same game; resign ends it; a game against the bot where the bot answers with
//! a legal move and a board.

mod support;
use support::cli::{qibot, terminate};

use std::path::Path;
use std::time::Duration;

use serde_json::{Value, json};

use qibot::games::contract::GamePosition;
use qibot::games::jungle::{Position, RuleSet, parse_move};
use qibot::hub::{HubConfig, SqliteStore, Store};

use support::bot::{Launch, RunningBot, config_file, fake_and_db, stop};
use support::fake_discord::{
    self as fake, FakeDiscord, Recorded, addressed_to, bot_message, button_interaction, content,
    data, ephemeral,
};
use support::requests::{
    button_ids, channel_post, int_opt, is_callback, is_followup, is_original_edit,
    move_autocomplete, move_opt, png_of, slash, stored, type_message, wait_registered,
};

const A: (u64, &str) = (1_000_000_000_000_000_001, "Ann");
const B: (u64, &str) = (1_000_000_000_000_000_002, "Bob");
const C: (u64, &str) = (1_000_000_000_000_000_003, "Cy");
const CH_DUEL: u64 = 1_100_000_000_000_000_001;
const CH_BOT: u64 = 1_100_000_000_000_000_002;

async fn start_bot(fake: &FakeDiscord, db: &Path) -> RunningBot {
    start_bot_with(fake, db, HubConfig::default()).await
}

async fn start_bot_with(fake: &FakeDiscord, db: &Path, config: HubConfig) -> RunningBot {
    let launch = Launch {
        hub: config,
        ..Launch::new(fake)
    };
    support::bot::start(fake, db, launch).await
}

/// The review pictures the bot has sent so far (bytes), in order.
fn review_pngs(fake: &FakeDiscord) -> Vec<Vec<u8>> {
    fake.requests()
        .iter()
        .flat_map(|r| r.files.clone())
        .filter(|(_, name, _)| name.ends_with("-review.png"))
        .map(|(_, _, bytes)| bytes)
        .collect()
}

/// The message interaction `id` answered with (its `@original`), as it is now, once the
/// interaction has settled.
async fn answered(fake: &FakeDiscord, id: u64) -> fake::Msg {
    tokio::time::sleep(Duration::from_millis(300)).await;
    fake.answer_of(id)
        .and_then(|(_, m)| m)
        .expect("the interaction answered with a message")
}

/// The follow-up of interaction `id` (from request `from` on).
async fn followup(fake: &FakeDiscord, from: usize, id: u64) -> Recorded {
    fake.wait_request(from, 30, |x| is_followup(x, id))
        .await
        .expect("a follow-up")
}

async fn click(
    fake: &FakeDiscord,
    who: (u64, &str),
    channel: u64,
    custom_id: &str,
    message: &Value,
) -> Recorded {
    let id = fake.id();
    let from = fake.requests().len();
    // A message the fake keeps is clicked as it is; any other as a message of its own.
    let msg = if message["id"].is_string() {
        message.clone()
    } else {
        bot_message(
            fake.id(),
            channel,
            message["content"].as_str().unwrap_or(""),
            message["components"].clone(),
        )
    };
    fake.dispatch(
        "INTERACTION_CREATE",
        button_interaction(id, channel, who, "en-US", custom_id, msg),
    );
    fake.wait_request(from, 20, |r| is_callback(r, id) && r.status == 204)
        .await
        .unwrap_or_else(|| panic!("no answer to the button {custom_id}"))
}

fn store_moves(db: &Path, game: i64) -> Vec<String> {
    stored(db, game)
        .moves
        .iter()
        .map(|m| m.to_string())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn discord_end_to_end_in_process() {
    let (fake, _dir, db) = fake_and_db("qibot.db").await;
    let bot = start_bot(&fake, &db).await;
    assert!(fake.wait_identified(1, 60).await, "the client identified");

    // Commands registered, with French names.
    let reg = wait_registered(&fake, 0).await;
    let cmds = reg.json.as_array().expect("a command list");
    let names: Vec<&str> = cmds.iter().filter_map(|c| c["name"].as_str()).collect();
    for n in [
        "challenge",
        "play",
        "move",
        "resign",
        "draw",
        "takeback",
        "hint",
        "board",
        "games",
        "leaderboard",
        "profile",
        "history",
        "export",
        "rules",
        "help",
    ] {
        assert!(names.contains(&n), "/{n} registered: {names:?}");
    }
    let fr = |n: &str| {
        cmds.iter().find(|c| c["name"] == n).unwrap()["name_localizations"]["fr"]
            .as_str()
            .unwrap_or("")
            .to_string()
    };
    assert_eq!(fr("challenge"), "défi");
    assert_eq!(fr("move"), "coup");
    let mv = cmds.iter().find(|c| c["name"] == "move").unwrap();
    assert_eq!(mv["options"][0]["autocomplete"], true);

    // A challenges B.
    let resolved = json!({"users": {B.0.to_string(): fake::user(B.0, B.1, false)}});
    let (challenge_id, r) = slash(
        &fake,
        A,
        CH_DUEL,
        "en-US",
        "challenge",
        json!([{"name": "opponent", "type": 6, "value": B.0.to_string()}]),
        resolved,
    )
    .await;
    assert_eq!(r.json["type"], 4);
    let challenge = data(&r).clone();
    let challenge_msg = fake::clicked_message(&answered(&fake, challenge_id).await);
    assert!(!ephemeral(&challenge));
    addressed_to(&challenge, B.0);
    assert!(
        content(&challenge).contains("Ann challenges Bob"),
        "{challenge}"
    );
    let ids = button_ids(&challenge);
    let accept = ids
        .iter()
        .find(|i| i.starts_with("qibot:accept:"))
        .expect("accept button")
        .clone();
    assert!(ids.iter().any(|i| i.starts_with("qibot:decline:")));

    // A spectator may not accept for Bob: the click is acknowledged (type 6), the refusal
    // follows privately.
    let from = fake.requests().len();
    let r = click(&fake, C, CH_DUEL, &accept, &challenge_msg).await;
    assert_eq!(r.json["type"], 6, "{}", r.json);
    let id: u64 = r.path.split('/').nth(4).unwrap().parse().unwrap();
    let f = followup(&fake, from, id).await;
    assert!(ephemeral(&f.json), "refusal is ephemeral: {}", f.json);
    assert!(content(&f.json).contains("Bob"), "{}", f.json);

    // Bob accepts with the button. The game's first board hands the move to Ann, who must be
    // notified: it is posted anew (type 6, then a new message mentioning her; a mention
    // added by editing the challenge message would notify nobody), and the challenge
    // message loses its buttons.
    let from = fake.requests().len();
    let r = click(&fake, B, CH_DUEL, &accept, &challenge_msg).await;
    assert_eq!(r.json["type"], 6, "{}", r.json);
    let r = fake
        .wait_request(from, 20, |r| channel_post(r, &CH_DUEL.to_string()))
        .await
        .expect("the first board");
    let started = &r.json;
    addressed_to(started, A.0);
    assert_eq!(
        started["allowed_mentions"]["users"],
        json!([A.0.to_string()])
    );
    assert!(content(started).contains("Game #1"), "{started}");
    assert!(button_ids(started).contains(&"qibot:resign:1".to_string()));
    assert_eq!(png_of(&r), (56, 72));
    tokio::time::sleep(Duration::from_millis(500)).await;
    let kept = fake
        .message(challenge_msg["id"].as_str().unwrap())
        .expect("the challenge message is kept");
    assert!(
        kept.live().is_empty(),
        "the challenge's buttons are gone: {kept:?}"
    );

    // Autocomplete of /move lists the rat's moves (at most 25).
    let r = move_autocomplete(&fake, A, CH_DUEL, "rat").await;
    assert_eq!(r.json["type"], 8);
    let choices = r.json["data"]["choices"].as_array().unwrap();
    let start = Position::startpos(RuleSet::default());
    let rat_moves: Vec<String> = start
        .legal_moves()
        .iter()
        .filter(|m| start.piece_at(m.from).unwrap().kind.name() == "rat")
        .map(|m| m.to_string())
        .collect();
    let got: Vec<String> = choices
        .iter()
        .map(|c| c["value"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(got, rat_moves);
    assert!(choices.len() <= 25);
    assert!(choices.iter().all(|c| {
        c["name"]
            .as_str()
            .unwrap()
            .to_lowercase()
            .starts_with("rat ")
    }));

    // A moves by slash command: g3g4 (the rat).
    let (_, r) = slash(
        &fake,
        A,
        CH_DUEL,
        "en-US",
        "move",
        move_opt("g3g4"),
        json!({}),
    )
    .await;
    assert!(!ephemeral(data(&r)));
    assert!(content(data(&r)).contains("g3→g4"), "{}", r.json);
    png_of(&r);

    // B moves by typed text.
    let from = type_message(&fake, CH_DUEL, B, "rat a7 a6");
    let r = fake
        .wait_request(from, 20, |r| channel_post(r, &CH_DUEL.to_string()))
        .await
        .expect("typed move answered in the channel");
    assert!(content(&r.json).contains("a7→a6"), "{}", r.json);
    png_of(&r);
    // The boards it replaces lose their buttons meanwhile; then the channel is quiet.
    tokio::time::sleep(Duration::from_millis(1000)).await;

    // Chat and a spectator's typed move are ignored silently.
    let from = type_message(&fake, CH_DUEL, A, "nice move Bob");
    type_message(&fake, CH_DUEL, C, "g4g5");
    tokio::time::sleep(Duration::from_millis(700)).await;
    let after: Vec<String> = fake.requests()[from..]
        .iter()
        .map(|r| format!("{} {} {}", r.method, r.path, r.json))
        .collect();
    assert!(
        after.iter().all(|r| !r.contains("/channels/")),
        "nothing posted for chat: {after:#?}"
    );

    // An illegal move: ephemeral explanation.
    let (_, r) = slash(
        &fake,
        A,
        CH_DUEL,
        "en-US",
        "move",
        move_opt("g4g6"),
        json!({}),
    )
    .await;
    assert!(ephemeral(data(&r)), "{}", r.json);
    assert!(
        content(data(&r)).contains("That move is not possible"),
        "{}",
        r.json
    );
    assert!(r.files.is_empty());

    // A spectator's move is refused, ephemerally, in French for a French member.
    let (_, r) = slash(&fake, C, CH_DUEL, "fr", "move", move_opt("g4g5"), json!({})).await;
    assert!(ephemeral(data(&r)));
    assert!(
        content(data(&r)).contains("vous ne jouez pas"),
        "{}",
        r.json
    );
    assert_eq!(store_moves(&db, 1), ["g3g4", "a7a6"]);

    // One callback is answered 429 (retry-after 0.3 s): the same reply is sent again.
    fake.fail_next("POST", "/callback", 429, Some("0.3"));
    let (id, r) = slash(
        &fake,
        A,
        CH_DUEL,
        "en-US",
        "move",
        move_opt("g4g5"),
        json!({}),
    )
    .await;
    let tries: Vec<Recorded> = fake
        .requests()
        .into_iter()
        .filter(|x| is_callback(x, id))
        .collect();
    assert_eq!(tries.len(), 2, "one 429 then one retry");
    assert_eq!(tries[0].status, 429);
    assert_eq!(tries[0].json, tries[1].json, "the same reply again");
    assert!(content(data(&r)).contains("g4→g5"));
    png_of(&r);

    // Restart mid-game with the same database: the game goes on.
    stop(bot).await;
    let from = fake.requests().len();
    let bot = start_bot(&fake, &db).await;
    assert!(fake.wait_identified(2, 60).await);
    wait_registered(&fake, from).await;
    let (_, r) = slash(
        &fake,
        B,
        CH_DUEL,
        "en-US",
        "move",
        move_opt("a6a5"),
        json!({}),
    )
    .await;
    assert!(!ephemeral(data(&r)), "{}", r.json);
    assert!(content(data(&r)).contains("a6→a5"), "{}", r.json);
    png_of(&r);
    assert_eq!(store_moves(&db, 1), ["g3g4", "a7a6", "g4g5", "a6a5"]);

    // A board button from before the restart still works (ids encode the game): not on the
    // live board, it is acknowledged and the board is posted anew.
    let from = fake.requests().len();
    let r = click(
        &fake,
        A,
        CH_DUEL,
        "qibot:board:1",
        &json!({"content": "", "components": []}),
    )
    .await;
    assert_eq!(r.json["type"], 6, "{}", r.json);
    let posted = fake
        .wait_request(from, 20, |r| channel_post(r, &CH_DUEL.to_string()))
        .await
        .expect("the board posted anew");
    assert!(!ephemeral(&posted.json), "{}", posted.json);
    png_of(&posted);

    // Resign ends the game.
    let (_, r) = slash(&fake, A, CH_DUEL, "en-US", "resign", json!([]), json!({})).await;
    assert!(content(data(&r)).contains("Game #1 is over"), "{}", r.json);
    assert!(content(data(&r)).contains("Bob"), "{}", r.json);
    let (_, r) = slash(
        &fake,
        A,
        CH_DUEL,
        "en-US",
        "move",
        move_opt("g5g6"),
        json!({}),
    )
    .await;
    assert!(ephemeral(data(&r)), "no game any more: {}", r.json);

    // A game against the bot: the bot answers with a legal move and a board.
    let (_, r) = slash(&fake, A, CH_BOT, "en-US", "play", json!([]), json!({})).await;
    assert!(content(data(&r)).contains("Game #2"), "{}", r.json);
    png_of(&r);
    let (id, r) = slash(
        &fake,
        A,
        CH_BOT,
        "en-US",
        "move",
        move_opt("g3g4"),
        json!({}),
    )
    .await;
    png_of(&r);
    // One board shows the member's move and the bot's answer.
    let moves = store_moves(&db, 2);
    assert_eq!(moves.len(), 2, "{moves:?}");
    let after = start.play(parse_move(&start, &moves[0]).unwrap());
    let bot_move = parse_move(&after, &moves[1]).expect("the bot's move is legal");
    let shown = format!("{}→{}", bot_move.from, bot_move.to);
    let shown_x = format!("{}×{}", bot_move.from, bot_move.to);
    let text = content(data(&r));
    assert!(text.contains("g3→g4"), "{text}");
    assert!(
        text.contains(&shown) || text.contains(&shown_x),
        "{text} shows {shown}"
    );
    assert!(
        !fake.requests().iter().any(|x| is_followup(x, id)),
        "no second message for the bot's move"
    );

    stop(bot).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn discord_end_to_end_binary() {
    let (fake, dir, db) = fake_and_db("bin.db").await;
    let config = config_file(dir.path(), &db, "message_content = true\n");

    // Without a token: how to get one, exit code 2.
    let out = qibot()
        .args(["run", "--config"])
        .arg(&config)
        .env_remove("DISCORD_TOKEN")
        .env_remove("DISCORD_TOKEN_FILE")
        .env("QIBOT_DISCORD_API", &fake.base)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("DISCORD_TOKEN") && err.contains("developers"),
        "{err}"
    );

    let mut child = qibot()
        .args(["run", "--config"])
        .arg(&config)
        .env("DISCORD_TOKEN", "fake-token-for-the-binary")
        .env_remove("DISCORD_TOKEN_FILE")
        .env("QIBOT_DISCORD_API", &fake.base)
        .env("RUST_LOG", "info")
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // Read the log as it comes, so the pipe never fills.
    let mut stderr = child.stderr.take().unwrap();
    let log_reader = std::thread::spawn(move || {
        let mut log = String::new();
        let _ = std::io::Read::read_to_string(&mut stderr, &mut log);
        log
    });
    assert!(fake.wait_identified(1, 60).await, "the binary identified");
    wait_registered(&fake, 0).await;
    assert!(
        fake.requests()
            .iter()
            .any(|r| r.path == "/api/v10/gateway/bot"),
        "automatic sharding asks GET /gateway/bot"
    );

    // The game is the channel's, in the server's language (issue 35): French, by /language.
    let french = json!([{"name": "language", "type": 4, "value": 1}]);
    let (_, r) = slash(&fake, A, CH_BOT, "fr", "language", french, json!({})).await;
    assert!(content(data(&r)).contains("français"), "{}", r.json);
    let (_, r) = slash(&fake, A, CH_BOT, "fr", "play", json!([]), json!({})).await;
    assert!(content(data(&r)).contains("Partie n° 1"), "{}", r.json);
    let (id, r) = slash(
        &fake,
        A,
        CH_BOT,
        "fr",
        "move",
        move_opt("rat haut"),
        json!({}),
    )
    .await;
    assert!(content(data(&r)).contains("g3→g4"), "{}", r.json);
    // The bot's move is on the same board.
    assert_eq!(content(data(&r)).lines().count(), 2, "{}", r.json);
    assert!(!fake.requests().iter().any(|x| is_followup(x, id)));

    // SIGTERM: a clean stop.
    let waited = terminate(child).await;
    let log = log_reader.join().unwrap();
    let status = waited.unwrap_or_else(|| panic!("no stop within 20 s after SIGTERM; log:\n{log}"));
    assert!(status.success(), "exit {status:?}; log:\n{log}");
    assert!(
        !log.contains("fake-token-for-the-binary"),
        "the token is never logged"
    );
    assert!(log.contains("shutting down"), "{log}");
    assert_eq!(store_moves(&db, 1).len(), 2);
}

/// `/play game:xiangqi` through the real client: the game starts with a 9×10 board, the move
/// autocomplete offers WXF labels with ICCS values, a WXF move is played and answered by the
/// bot with a legal move shown in WXF, each with a board attached.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn discord_xiangqi_game() {
    const CH_XQ: u64 = 1_100_000_000_000_000_009;
    let (fake, _dir, db) = fake_and_db("qibot.db").await;
    let bot = start_bot(&fake, &db).await;
    assert!(fake.wait_identified(1, 60).await, "the client identified");
    let reg = wait_registered(&fake, 0).await;
    let play = reg
        .json
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == "play")
        .unwrap()
        .clone();
    let game_opt = play["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "game")
        .unwrap()
        .clone();
    let names: Vec<&str> = game_opt["choices"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|c| c["name"].as_str())
        .collect();
    assert_eq!(names, ["Jungle (Dou Shou Qi)", "Xiangqi (Chinese chess)"]);

    // Red against the bot: the bot (Black) waits for the first move.
    let (_, r) = slash(
        &fake,
        A,
        CH_XQ,
        "en-US",
        "play",
        int_opt("game", 1),
        json!({}),
    )
    .await;
    let text = content(data(&r));
    assert!(
        text.contains("(Red) against qibot (medium) (Black), Xiangqi"),
        "{text}"
    );
    assert_eq!(png_of(&r), (72, 80), "a 9×10 board");

    // Autocomplete: `C2` lists the cannon moves from file 2 by their WXF form.
    let r = move_autocomplete(&fake, A, CH_XQ, "c2.").await;
    let choices = r.json["data"]["choices"].as_array().unwrap();
    let got: Vec<(String, String)> = choices
        .iter()
        .map(|c| {
            (
                c["name"].as_str().unwrap().to_string(),
                c["value"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    assert!(
        got.contains(&("C2.5 cannon h2→e2".to_string(), "h2e2".to_string())),
        "{got:?}"
    );
    assert!(
        got.iter().all(|(label, _)| label.starts_with("C2.")),
        "{got:?}"
    );

    // A move in WXF; the bot answers with a legal move, shown in WXF.
    let (id, r) = slash(
        &fake,
        A,
        CH_XQ,
        "en-US",
        "move",
        move_opt("C2.5"),
        json!({}),
    )
    .await;
    assert!(content(data(&r)).contains("(Red): C2.5"), "{}", r.json);
    assert_eq!(png_of(&r), (72, 80));
    // The bot's move is on the same board.
    assert!(!fake.requests().iter().any(|x| is_followup(x, id)));
    let moves = store_moves(&db, 1);
    assert_eq!(moves.len(), 2, "{moves:?}");
    let start = qibot::games::xiangqi::Position::startpos(Default::default());
    let after = start.play(moves[0].parse().unwrap());
    let bot_move: qibot::games::xiangqi::Move = moves[1].parse().unwrap();
    assert!(after.is_legal(bot_move));
    let shown = qibot::games::xiangqi::wxf(&after, bot_move);
    let text = content(data(&r));
    assert!(
        text.contains(&format!("(Black): {shown}")),
        "{text} shows {shown}"
    );

    // `/style`: three choices with French names; the choice is the member's, said to them
    // alone, and stored.
    let style = reg
        .json
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == "style")
        .expect("/style registered")
        .clone();
    let choices = style["options"][0]["choices"].as_array().unwrap();
    let names: Vec<(&str, &str)> = choices
        .iter()
        .map(|c| {
            (
                c["name"].as_str().unwrap(),
                c["name_localizations"]["fr"].as_str().unwrap_or(""),
            )
        })
        .collect();
    assert_eq!(
        names,
        [
            ("characters", "caractères"),
            ("letters", "lettres"),
            ("pictograms", "pictogrammes")
        ]
    );
    let (_, r) = slash(
        &fake,
        A,
        CH_XQ,
        "en-US",
        "style",
        int_opt("style", 1),
        json!({}),
    )
    .await;
    assert!(
        content(data(&r)).contains("Your boards now show the pieces as letters"),
        "{}",
        r.json
    );
    assert_eq!(data(&r)["flags"], 64, "ephemeral: {}", r.json);
    let store = qibot::hub::SqliteStore::open(&db).unwrap();
    use qibot::hub::Store;
    let settings = store.member_settings(&A.0.to_string()).await.unwrap();
    assert_eq!(settings.piece_style.as_deref(), Some("letters"));

    stop(bot).await;
}

/// The game review through the real client: the Review button on the final board answers with
/// a deferral (the review takes longer than Discord waits), then the picture, posted once;
/// `/review` then serves the stored review at once; a game still being played is refused
/// privately.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn discord_review() {
    let (fake, _dir, db) = fake_and_db("qibot.db").await;
    // 5 positions at 500 ms: a review of 2.5 s, beyond the 1.5 s after which answers are
    // deferred.
    let config = HubConfig {
        review_movetime_ms: 500,
        ..HubConfig::default()
    };
    let bot = start_bot_with(&fake, &db, config).await;
    assert!(fake.wait_identified(1, 60).await, "the client identified");
    let reg = wait_registered(&fake, 0).await;
    let review = reg
        .json
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == "review")
        .expect("/review registered")
        .clone();
    assert_eq!(review["name_localizations"]["fr"], "analyse");

    // Ann plays two moves against the bot, then resigns.
    slash(&fake, A, CH_BOT, "en-US", "play", json!([]), json!({})).await;
    for m in ["rat up", "rat up"] {
        slash(&fake, A, CH_BOT, "en-US", "move", move_opt(m), json!({})).await;
    }
    assert_eq!(store_moves(&db, 1).len(), 4);
    let (_, r) = slash(&fake, A, CH_BOT, "en-US", "resign", json!([]), json!({})).await;
    let over = data(&r).clone();
    assert!(
        button_ids(&over).contains(&"qibot:review:1".to_string()),
        "{over}"
    );

    // The Review button: acknowledged (a deferred update, type 6) within Discord's 3 s, then
    // the picture follows; the final board stays as it is.
    let from = fake.requests().len();
    let r = click(&fake, A, CH_BOT, "qibot:review:1", &over).await;
    assert_eq!(r.json["type"], 6, "deferred: {}", r.json);
    let id: u64 = r.path.split('/').nth(4).unwrap().parse().unwrap();
    let edit = fake
        .wait_request(from, 60, |x| is_followup(x, id))
        .await
        .expect("the review follows");
    assert!(
        !fake.requests()[from..]
            .iter()
            .any(|x| is_original_edit(x, id))
    );
    let text = content(&edit.json);
    assert!(
        text.starts_with("Review of game #1 by the engine: Ann "),
        "{text}"
    );
    assert_eq!(png_of(&edit).0, qibot::render::review::WIDTH);
    tokio::time::sleep(Duration::from_millis(500)).await;
    let pictures = review_pngs(&fake);
    assert_eq!(pictures.len(), 1, "the picture is posted once");
    assert!(pictures[0].len() <= 300 * 1024);
    let stored = SqliteStore::open(&db).unwrap();
    assert!(
        stored.review(1).await.unwrap().is_some(),
        "kept in the store"
    );

    // `/review` (Ann's last finished game): from the store, answered at once, same picture.
    let (_, r) = slash(&fake, A, CH_BOT, "en-US", "review", json!([]), json!({})).await;
    assert_eq!(r.json["type"], 4, "not deferred: {}", r.json);
    assert!(!ephemeral(data(&r)));
    assert!(
        content(data(&r)).starts_with("Review of game #1"),
        "{}",
        r.json
    );
    let pictures = review_pngs(&fake);
    assert_eq!(pictures.len(), 2);
    assert_eq!(pictures[1], pictures[0], "the stored review's picture");

    // A game being played: refused privately, politely, nothing stored.
    slash(&fake, A, CH_BOT, "en-US", "play", json!([]), json!({})).await;
    let (_, r) = slash(
        &fake,
        A,
        CH_BOT,
        "en-US",
        "review",
        int_opt("id", 2),
        json!({}),
    )
    .await;
    assert_eq!(r.json["type"], 4);
    assert!(ephemeral(data(&r)), "{}", r.json);
    assert!(
        content(data(&r))
            .contains("game #2 is still being played: it can be reviewed once it is over"),
        "{}",
        r.json
    );
    assert!(stored.review(2).await.unwrap().is_none());
    assert_eq!(review_pngs(&fake).len(), 2, "no picture for it");

    stop(bot).await;
}
