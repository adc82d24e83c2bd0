//! What the bot under test sent the fake Discord, told apart and read back: interaction
//! callbacks, follow-ups and edits, channel posts, buttons and pictures; slash command options;
//! and the games the bot stored.

use std::path::Path;

use serde_json::{Value, json};

use qibot::hub::SqliteStore;
use qibot::store::GameRecord;

use super::fake_discord::{
    APP, FakeDiscord, GUILD, Msg, Recorded, command_interaction, typed_message,
};
use super::renderer::decode_png;

/// Waits for the bot to register its slash commands in the test guild (from request `from`
/// on); the registration.
pub async fn wait_registered(fake: &FakeDiscord, from: usize) -> Recorded {
    fake.wait_request(from, 60, |r| {
        r.method == "PUT"
            && r.path == format!("/api/v10/applications/{APP}/guilds/{GUILD}/commands")
            && r.status == 200
    })
    .await
    .expect("slash commands registered in the test guild")
}

/// An answer (callback) to interaction `id`.
pub fn is_callback(r: &Recorded, id: u64) -> bool {
    r.method == "POST" && r.path.starts_with(&format!("/api/v10/interactions/{id}/"))
}

/// A follow-up message of interaction `id`.
pub fn is_followup(r: &Recorded, id: u64) -> bool {
    r.method == "POST"
        && r.path
            .contains(&format!("/webhooks/{APP}/interaction-token-{id}-"))
}

/// An edit of interaction `id`'s original response.
pub fn is_original_edit(r: &Recorded, id: u64) -> bool {
    r.method == "PATCH"
        && r.path
            .contains(&format!("/webhooks/{APP}/interaction-token-{id}-"))
        && r.path.ends_with("/messages/@original")
}

/// A message posted in `channel`.
pub fn channel_post(r: &Recorded, channel: &str) -> bool {
    r.method == "POST" && r.path == format!("/api/v10/channels/{channel}/messages")
}

/// The custom ids of a message's buttons and menus, row by row.
pub fn button_ids(v: &Value) -> Vec<String> {
    v["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter_map(|b| b["custom_id"].as_str().map(str::to_string))
        .collect()
}

/// The request's attached PNG, sent as the first file and listed in the payload's
/// attachments, decodes; returns its size.
pub fn png_of(r: &Recorded) -> (u32, u32) {
    let (part, name, bytes) = r
        .files
        .iter()
        .find(|(_, n, _)| n.ends_with(".png"))
        .unwrap_or_else(|| panic!("no PNG attached to {} {}: {}", r.method, r.path, r.json));
    assert_eq!(part, "files[0]");
    let listed = r.json["attachments"]
        .as_array()
        .or(r.json["data"]["attachments"].as_array())
        .expect("attachments listed in the payload");
    assert!(listed.iter().any(|a| a["filename"] == name.as_str()));
    decode_png(bytes).unwrap_or_else(|e| panic!("{name} does not decode: {e}"))
}

/// The options of `/move`: the move `text`.
pub fn move_opt(text: &str) -> Value {
    json!([{"name": "move", "type": 3, "value": text}])
}

/// A command's one integer option `name` set to `value` (poise sends a choice as its index).
pub fn int_opt(name: &str, value: i64) -> Value {
    json!([{"name": name, "type": 4, "value": value}])
}

/// Game `game` as the SQLite file `db` holds it.
pub fn stored(db: &Path, game: i64) -> GameRecord {
    SqliteStore::open(db)
        .unwrap()
        .read_game(game)
        .unwrap()
        .expect("game stored")
}

/// Dispatches a message `text` typed by `who` in `channel`; the number of requests before it
/// (to wait for the answer from).
pub fn type_message(fake: &FakeDiscord, channel: u64, who: (u64, &str), text: &str) -> usize {
    let from = fake.requests().len();
    fake.dispatch(
        "MESSAGE_CREATE",
        typed_message(fake.id(), channel, who, text),
    );
    from
}

/// Dispatches the interaction `make(id)` under a new id: (the id, the number of requests
/// before it, to wait for the answer from).
pub fn interact(fake: &FakeDiscord, make: impl FnOnce(u64) -> Value) -> (u64, usize) {
    let id = fake.id();
    let from = fake.requests().len();
    fake.dispatch("INTERACTION_CREATE", make(id));
    (id, from)
}

/// The messages of `channel` with a live component whose custom id `wanted` accepts.
pub fn live_messages(fake: &FakeDiscord, channel: u64, wanted: impl Fn(&str) -> bool) -> Vec<Msg> {
    fake.messages(channel)
        .into_iter()
        .filter(|m| m.live().iter().any(|id| wanted(id)))
        .collect()
}

/// The one message of `messages`.
///
/// # Panics
/// When there are none or several.
pub fn the_one(messages: Vec<Msg>) -> Msg {
    assert_eq!(messages.len(), 1, "one live message: {messages:#?}");
    messages.into_iter().next().unwrap()
}

/// Sends interaction `v` (its id set here) and returns its answer: the callback, or, when it
/// was deferred, the edit of the original response.
pub async fn send(fake: &FakeDiscord, mut v: Value) -> Recorded {
    let id = fake.id();
    v["id"] = json!(id.to_string());
    v["token"] = json!(format!("interaction-token-{id}-abcdefghijklmnopqrstuvwxyz"));
    let from = fake.requests().len();
    fake.dispatch("INTERACTION_CREATE", v);
    let cb = fake
        .wait_request(from, 30, |r| {
            r.method == "POST"
                && r.path.starts_with(&format!("/api/v10/interactions/{id}/"))
                && r.status == 204
        })
        .await
        .expect("an interaction answered");
    finished_answer(fake, from, id, cb).await
}

/// The answer that interaction `id`'s callback `cb` stands for (requests counted from
/// `from`): `cb` itself, or, when it was deferred ("thinking", type 5), the edit of the
/// original response that finishes it, as a type 4 answer.
///
/// # Panics
/// When a deferred answer is not edited in within 60 s.
pub async fn finished_answer(fake: &FakeDiscord, from: usize, id: u64, cb: Recorded) -> Recorded {
    if cb.json["type"] != 5 {
        return cb;
    }
    let edit = fake
        .wait_request(from, 60, |r| is_original_edit(r, id))
        .await
        .expect("a deferred answer edited in");
    Recorded {
        json: json!({"type": 4, "data": edit.json}),
        ..edit
    }
}

/// Sends `/name options` (its users in `resolved`) by `who` in `channel`, whose Discord speaks
/// `locale`: (the interaction's id, its first successful callback).
///
/// # Panics
/// When the bot does not answer within 20 s.
pub async fn slash(
    fake: &FakeDiscord,
    who: (u64, &str),
    channel: u64,
    locale: &str,
    name: &str,
    options: Value,
    resolved: Value,
) -> (u64, Recorded) {
    let (id, from) = interact(fake, |id| {
        command_interaction(id, 2, channel, who, locale, name, options, resolved)
    });
    let r = fake
        .wait_request(from, 20, |r| is_callback(r, id) && r.status == 204)
        .await
        .unwrap_or_else(|| panic!("no answer to /{name}"));
    (id, r)
}

/// Types `text` into `/move`'s `move` option as `who` in `channel` (an autocomplete
/// interaction); the bot's answer (type 8, the choices in `data.choices`).
///
/// # Panics
/// When the bot does not answer within 20 s.
pub async fn move_autocomplete(
    fake: &FakeDiscord,
    who: (u64, &str),
    channel: u64,
    text: &str,
) -> Recorded {
    let options = json!([{"name": "move", "type": 3, "value": text, "focused": true}]);
    let (id, from) = interact(fake, |id| {
        command_interaction(id, 4, channel, who, "en-US", "move", options, json!({}))
    });
    fake.wait_request(from, 20, |r| is_callback(r, id))
        .await
        .expect("autocomplete answered")
}
