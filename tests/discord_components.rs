//! Buttons and old boards through the real serenity/poise client against the fake Discord
//! (issue 32, point 4): a component id the bot cannot read gets a private answer from the
//! locale files (never "This interaction failed"); an old board whose buttons Discord failed
//! to take off (HTTP 500 once) is asked again, so no stale buttons stay live.

mod support;

use std::path::Path;
use std::time::Duration;

use serde_json::{Value, json};

use support::bot::{Launch, RunningBot, fake_and_db, quiet, start, stop};
use support::fake_discord::{
    APP, FakeDiscord, GUILD, Msg, Recorded, bot_message, button_interaction, command_interaction,
    content, data, ephemeral, select_interaction,
};
use support::requests::int_opt;

const A: (u64, &str) = (1_000_000_000_000_000_021, "Ann");

async fn start_bot(fake: &FakeDiscord, db: &Path) -> RunningBot {
    let bot = start(fake, db, Launch::new(fake)).await;
    assert!(fake.wait_identified(1, 60).await, "the client identified");
    fake.wait_request(0, 60, |r| {
        r.method == "PUT"
            && r.path == format!("/api/v10/applications/{APP}/guilds/{GUILD}/commands")
    })
    .await
    .expect("commands registered");
    bot
}

/// The text of locale `tag`'s message `id` as written in `locales/<tag>/discord.ftl`.
fn locale_text(tag: &str, id: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("locales")
        .join(tag)
        .join("discord.ftl");
    std::fs::read_to_string(&path)
        .unwrap()
        .lines()
        .find_map(|l| l.strip_prefix(&format!("{id} = ")).map(str::to_string))
        .unwrap_or_else(|| panic!("{} lacks {id}", path.display()))
}

/// Every request made for interaction `id` (its callbacks and follow-ups).
fn for_interaction(fake: &FakeDiscord, id: u64) -> Vec<Recorded> {
    let token = format!("interaction-token-{id}-");
    fake.requests()
        .into_iter()
        .filter(|r| r.path.contains(&format!("/interactions/{id}/")) || r.path.contains(&token))
        .collect()
}

/// The message answering interaction `id` privately: a callback (type 4) or a follow-up,
/// ephemeral.
fn private_answer(fake: &FakeDiscord, id: u64) -> Option<Value> {
    for_interaction(fake, id).into_iter().find_map(|r| {
        let body = if r.path.ends_with("/callback") {
            (r.json["type"] == 4).then(|| data(&r).clone())
        } else {
            (r.method == "POST").then(|| r.json.clone())
        }?;
        ephemeral(&body).then_some(body)
    })
}

/// Clicks `custom_id` (a select menu when `value` is given) on a message of the bot in `ch`;
/// waits until the click is answered and settled.
async fn click(
    fake: &FakeDiscord,
    ch: u64,
    locale: &str,
    custom_id: &str,
    value: Option<&str>,
) -> u64 {
    let id = fake.id();
    let from = fake.requests().len();
    let components = json!([{"type": 1, "components": [
        {"type": 2, "style": 1, "label": "x", "custom_id": custom_id}
    ]}]);
    let msg = bot_message(fake.id(), ch, "a board", components);
    let d = match value {
        Some(v) => select_interaction(id, ch, A, locale, custom_id, v, msg),
        None => button_interaction(id, ch, A, locale, custom_id, msg),
    };
    fake.dispatch("INTERACTION_CREATE", d);
    fake.wait_request(from, 20, |r| {
        r.path.starts_with(&format!("/api/v10/interactions/{id}/")) && r.status == 204
    })
    .await
    .unwrap_or_else(|| panic!("no answer to the component {custom_id}"));
    quiet(fake).await;
    id
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn malformed_component_ids_are_answered_privately() {
    const CH: u64 = 1_100_000_000_000_000_301;
    let (fake, _dir, db) = fake_and_db("components.db").await;
    let bot = start_bot(&fake, &db).await;
    let en = locale_text("en", "discord-bad-component");
    let fr = locale_text("fr", "discord-bad-component");
    assert_ne!(en, fr);
    for (custom_id, locale, want) in [
        ("qibot:resign:1:extra", "en-US", &en),
        ("qibot:resign:184467440737095516160", "en-US", &en),
        ("qibot:resign:", "fr", &fr),
        ("qibot:Resign:1", "en-GB", &en),
        ("someone-else:7", "fr", &fr),
    ] {
        let id = click(&fake, CH, locale, custom_id, None).await;
        let answer = private_answer(&fake, id)
            .unwrap_or_else(|| panic!("{custom_id}: {:#?}", for_interaction(&fake, id)));
        assert_eq!(content(&answer), *want, "{custom_id}");
    }
    // A menu answered without a value.
    let id = fake.id();
    let from = fake.requests().len();
    let mut d = select_interaction(
        id,
        CH,
        A,
        "en-US",
        "qibot:pick:1",
        "",
        bot_message(fake.id(), CH, "a board", json!([])),
    );
    d["data"]["values"] = json!([]);
    fake.dispatch("INTERACTION_CREATE", d);
    fake.wait_request(from, 20, |r| {
        r.path.starts_with(&format!("/api/v10/interactions/{id}/")) && r.status == 204
    })
    .await
    .expect("an empty menu answer is answered");
    quiet(&fake).await;
    assert_eq!(
        private_answer(&fake, id).map(|a| content(&a)),
        Some(en.clone())
    );
    // An action the hub does not know, on a well-formed id: its private refusal.
    let id = click(&fake, CH, "en-US", "qibot:frobnicate:1", None).await;
    let answer = private_answer(&fake, id).expect("an unknown action is answered");
    assert!(!content(&answer).is_empty(), "{answer}");
    // Nothing public was posted for any of them.
    assert!(
        fake.messages(CH).iter().all(|m| m.ephemeral),
        "{:#?}",
        fake.messages(CH)
    );
    stop(bot).await;
}

/// The board message of game 1 in `ch` with live buttons, if exactly one.
fn live_boards(fake: &FakeDiscord, ch: u64) -> Vec<Msg> {
    fake.messages(ch)
        .into_iter()
        .filter(|m| !m.ephemeral && m.live().iter().any(|id| id.ends_with(":1")))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn an_old_board_whose_buttons_failed_to_go_is_asked_again() {
    const CH: u64 = 1_100_000_000_000_000_302;
    let (fake, _dir, db) = fake_and_db("strip.db").await;
    let bot = start_bot(&fake, &db).await;
    let slash = |name: &str, options: Value| {
        let id = fake.id();
        fake.dispatch(
            "INTERACTION_CREATE",
            command_interaction(id, 2, CH, A, "en-US", name, options, json!({})),
        );
        id
    };
    // Ann plays red against the bot: the first board.
    let from = fake.requests().len();
    let id = slash("play", int_opt("colour", 0));
    fake.wait_request(from, 30, |r| {
        r.path.starts_with(&format!("/api/v10/interactions/{id}/")) && r.status == 204
    })
    .await
    .expect("/play answered");
    quiet(&fake).await;
    let boards = live_boards(&fake, CH);
    assert_eq!(boards.len(), 1, "{boards:#?}");
    let first = boards[0].clone();

    // Discord fails once (HTTP 500) to take the old board's buttons off.
    let old_path = format!("/channels/{CH}/messages/{}", first.id);
    fake.fail_next("PATCH", &old_path, 500, None);
    let from = fake.requests().len();
    slash(
        "move",
        json!([{"name": "move", "type": 3, "value": "rat up"}]),
    );
    let failed = fake
        .wait_request(from, 30, |r| {
            r.method == "PATCH" && r.path.ends_with(&old_path)
        })
        .await
        .expect("the old board's buttons are taken off");
    assert_eq!(failed.status, 500);
    let again = fake
        .wait_request(from, 30, |r| {
            r.method == "PATCH" && r.path.ends_with(&old_path) && r.status == 200
        })
        .await
        .expect("asked again after the failure");
    assert!(
        again.at.duration_since(failed.at) >= Duration::from_millis(300),
        "with a back-off"
    );
    assert_eq!(again.json["components"], json!([]));
    quiet(&fake).await;
    let old = fake.message(&first.id).unwrap();
    assert!(old.live().is_empty(), "{old:?}");
    let boards = live_boards(&fake, CH);
    assert_eq!(boards.len(), 1, "one live board: {boards:#?}");
    assert_ne!(boards[0].id, first.id);
    stop(bot).await;
}
