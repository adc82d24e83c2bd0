//! A fake Discord on 127.0.0.1 for end-to-end tests: the HTTP API (records every request and
//! answers as Discord would) and the WebSocket gateway (Hello, READY to an Identify, RESUMED to
//! a Resume of a known session, heartbeat ACKs, and the dispatches the test sends: interactions
//! and messages). Faults on demand: an HTTP status for the next matching request, an abrupt
//! gateway drop (TCP closed without a close frame), or any gateway op such as 7 Reconnect or
//! 9 Invalid Session.

#![allow(dead_code)]

use std::net::SocketAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::body::Bytes;
use axum::extract::{FromRequest, Multipart, Request};
use axum::http::{HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio::net::TcpListener;
use tokio::sync::{Notify, mpsc};
use tokio_tungstenite::tungstenite::Message as WsMessage;

/// The application (and bot user) id.
pub const APP: u64 = 900_000_000_000_000_001;
/// The test server.
pub const GUILD: u64 = 910_000_000_000_000_001;

/// One request the bot made.
#[derive(Clone, Debug)]
pub struct Recorded {
    /// GET, POST, …
    pub method: String,
    /// The path, e.g. `/api/v10/channels/5/messages`.
    pub path: String,
    /// The JSON body, or the multipart `payload_json`.
    pub json: Value,
    /// Multipart files: (part name, file name, bytes).
    pub files: Vec<(String, String, Vec<u8>)>,
    /// The status answered.
    pub status: u16,
    /// When the request arrived.
    pub at: std::time::Instant,
}

/// A rule making the next matching request fail.
struct Fault {
    method: String,
    path_contains: String,
    status: u16,
    retry_after: Option<&'static str>,
    /// The error body (default: a rate-limit answer).
    body: Option<Value>,
}

/// A message as the fake keeps it: what the channel (or, ephemeral, one member) sees now.
#[derive(Clone, Debug)]
pub struct Msg {
    /// Its id.
    pub id: String,
    /// Its channel.
    pub channel: String,
    /// Its text.
    pub content: String,
    /// Its action rows.
    pub components: Value,
    /// Its attachments' file names.
    pub files: Vec<String>,
    /// Seen by one member only.
    pub ephemeral: bool,
    /// Deleted.
    pub deleted: bool,
    /// How often it was edited.
    pub edits: u32,
}

impl Msg {
    /// Every component (button or select) as `(custom_id, disabled)`.
    pub fn components(&self) -> Vec<(String, bool)> {
        self.components
            .as_array()
            .into_iter()
            .flatten()
            .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
            .filter_map(|c| {
                let id = c["custom_id"].as_str()?.to_string();
                Some((id, c["disabled"].as_bool().unwrap_or(false)))
            })
            .collect()
    }

    /// The custom ids of its enabled components.
    pub fn live(&self) -> Vec<String> {
        self.components()
            .into_iter()
            .filter(|(_, disabled)| !disabled)
            .map(|(id, _)| id)
            .collect()
    }

    /// The options `(label, value)` of its select menu `custom_id`.
    pub fn options(&self, custom_id: &str) -> Vec<(String, String)> {
        self.components
            .as_array()
            .into_iter()
            .flatten()
            .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
            .filter(|c| c["custom_id"] == custom_id)
            .flat_map(|c| c["options"].as_array().cloned().unwrap_or_default())
            .map(|o| {
                (
                    o["label"].as_str().unwrap_or("").to_string(),
                    o["value"].as_str().unwrap_or("").to_string(),
                )
            })
            .collect()
    }
}

/// An interaction the fake sent: where it came from, and the message it answered with.
#[derive(Clone, Debug, Default)]
struct Inter {
    channel: String,
    token: String,
    /// The message a clicked component sits on.
    clicked: Option<String>,
    /// `@original`: the answer's message (or the clicked one).
    original: Option<String>,
    /// The first callback's type.
    answered: Option<u64>,
}

/// One live gateway connection that has identified or resumed.
struct Conn {
    /// Which connection (counts up from 1).
    id: u64,
    /// `[shard, total]` of its session.
    shard: [u64; 2],
    tx: mpsc::UnboundedSender<String>,
    /// Closes the connection abruptly when notified.
    kill: Arc<Notify>,
}

/// A session the gateway gave out (resumable).
#[derive(Clone, Debug)]
pub struct Session {
    /// The `session_id` sent in READY.
    pub id: String,
    /// `[shard, total]` from the Identify.
    pub shard: [u64; 2],
}

#[derive(Default)]
struct State {
    requests: Mutex<Vec<Recorded>>,
    faults: Mutex<Vec<Fault>>,
    changed: Notify,
    gateway: Mutex<Option<mpsc::UnboundedSender<String>>>,
    conns: Mutex<Vec<Conn>>,
    conn_ids: AtomicU64,
    sessions: Mutex<Vec<Session>>,
    resumes: AtomicU64,
    identifies: AtomicU64,
    seq: AtomicU64,
    ids: AtomicU64,
    gateway_url: Mutex<String>,
    /// Threads made through the API: thread id → parent channel id (issue 14: permissions).
    threads: Mutex<std::collections::HashMap<String, String>>,
    messages: Mutex<Vec<Msg>>,
    inters: Mutex<Vec<(String, Inter)>>,
}

/// The running fake.
#[derive(Clone)]
pub struct FakeDiscord {
    state: Arc<State>,
    /// The HTTP API's base, for `api_base` / `QIBOT_DISCORD_API`.
    pub base: String,
}

fn snowflake(state: &State) -> u64 {
    // Ids grow from a recent-looking snowflake.
    1_200_000_000_000_000_000 + state.ids.fetch_add(1, Ordering::Relaxed)
}

/// A user object.
pub fn user(id: u64, name: &str, bot: bool) -> Value {
    json!({
        "id": id.to_string(),
        "username": name,
        "discriminator": "0",
        "global_name": name,
        "avatar": null,
        "bot": bot,
    })
}

fn bot_user() -> Value {
    user(APP, "qibot", true)
}

async fn handle(state: Arc<State>, req: Request) -> Response {
    let method = req.method().to_string();
    let path = req.uri().path().to_string();
    let is_multipart = req
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("multipart/form-data"));
    let mut json_body = Value::Null;
    let mut files = Vec::new();
    if is_multipart {
        if let Ok(mut mp) = Multipart::from_request(req, &()).await {
            while let Ok(Some(field)) = mp.next_field().await {
                let name = field.name().unwrap_or("").to_string();
                let file_name = field.file_name().map(str::to_string);
                let data = field.bytes().await.unwrap_or_default();
                if name == "payload_json" {
                    json_body = serde_json::from_slice(&data).unwrap_or(Value::Null);
                } else {
                    files.push((name, file_name.unwrap_or_default(), data.to_vec()));
                }
            }
        }
    } else {
        let bytes: Bytes = axum::body::to_bytes(req.into_body(), 16 << 20)
            .await
            .unwrap_or_default();
        json_body = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
    }
    let fault = {
        let mut f = state.faults.lock().unwrap();
        f.iter()
            .position(|x| x.method == method && path.contains(&x.path_contains))
            .map(|i| f.remove(i))
    };
    let (status, body, headers) = match fault {
        Some(f) => {
            let mut h = HeaderMap::new();
            if let Some(r) = f.retry_after {
                h.insert("retry-after", HeaderValue::from_static(r));
            }
            (
                f.status,
                f.body.unwrap_or_else(|| json!({"message": "You are being rate limited.", "retry_after": 0.2, "global": false})),
                h,
            )
        }
        None => {
            let (s, b) = route(&state, &method, &path, &json_body, &files);
            (s, b, HeaderMap::new())
        }
    };
    state.requests.lock().unwrap().push(Recorded {
        method,
        path,
        json: json_body,
        files,
        status,
        at: std::time::Instant::now(),
    });
    state.changed.notify_waiters();
    let code = StatusCode::from_u16(status).unwrap_or(StatusCode::OK);
    if status == 204 {
        return (code, headers).into_response();
    }
    (code, headers, axum::Json(body)).into_response()
}

/// Keeps a new message in `channel` made of `body` (`content`, `components`, `flags`, the
/// attachments `files`); its object.
fn create(
    state: &State,
    channel: &str,
    body: &Value,
    files: &[(String, String, Vec<u8>)],
) -> Value {
    let id = snowflake(state).to_string();
    let m = Msg {
        id: id.clone(),
        channel: channel.to_string(),
        content: body["content"].as_str().unwrap_or("").to_string(),
        components: body.get("components").cloned().unwrap_or(json!([])),
        files: files.iter().map(|f| f.1.clone()).collect(),
        ephemeral: body["flags"].as_u64().is_some_and(|f| f & 64 != 0),
        deleted: false,
        edits: 0,
    };
    state.messages.lock().unwrap().push(m.clone());
    object(&m)
}

/// Edits message `id` with the fields of `body` that are present; its object, `None` if there
/// is no such message.
fn edit(
    state: &State,
    id: &str,
    body: &Value,
    files: &[(String, String, Vec<u8>)],
) -> Option<Value> {
    let mut all = state.messages.lock().unwrap();
    let m = all.iter_mut().find(|m| m.id == id && !m.deleted)?;
    if let Some(c) = body.get("content").and_then(Value::as_str) {
        m.content = c.to_string();
    }
    if let Some(c) = body.get("components") {
        m.components = c.clone();
    }
    if body.get("attachments").is_some() {
        // The listed attachments are the message's; new ones come as files.
        m.files = files.iter().map(|f| f.1.clone()).collect();
    }
    m.edits += 1;
    Some(object(m))
}

fn object(m: &Msg) -> Value {
    let mut v = message_json(&m.id, &m.channel, &m.content, m.components.clone());
    v["flags"] = json!(if m.ephemeral { 64 } else { 0 });
    v
}

/// A plain message object as Discord sends it: `id` in `channel` by `author`, saying `content`.
fn message_object(id: &str, channel: &str, author: Value, content: &str) -> Value {
    json!({
        "id": id,
        "channel_id": channel,
        "author": author,
        "content": content,
        "timestamp": "2026-01-01T00:00:00.000000+00:00",
        "edited_timestamp": null,
        "tts": false,
        "mention_everyone": false,
        "mentions": [],
        "mention_roles": [],
        "attachments": [],
        "embeds": [],
        "pinned": false,
        "type": 0,
    })
}

/// A message object by the bot, as Discord returns it.
fn message_json(id: &str, channel: &str, content: &str, components: Value) -> Value {
    let mut v = message_object(id, channel, bot_user(), content);
    v["components"] = components;
    v
}

/// The interaction with token `token` (or id `id`), for an update.
fn with_inter<T>(state: &State, key: &str, f: impl FnOnce(&mut Inter) -> T) -> Option<T> {
    let mut all = state.inters.lock().unwrap();
    all.iter_mut()
        .find(|(id, i)| id == key || i.token == key)
        .map(|(_, i)| f(i))
}

/// An interaction callback: type 4 posts a message, 5 a "thinking" one, 6 acknowledges a
/// click, 7 updates the clicked message.
fn callback(
    state: &State,
    id: &str,
    body: &Value,
    files: &[(String, String, Vec<u8>)],
) -> (u16, Value) {
    let Some(inter) = with_inter(state, id, |i| i.clone()) else {
        return (
            404,
            json!({"message": "Unknown interaction", "code": 10062}),
        );
    };
    if inter.answered.is_some() {
        return (
            400,
            json!({"message": "Interaction has already been acknowledged.", "code": 40060}),
        );
    }
    let kind = body["type"].as_u64().unwrap_or(0);
    let data = body.get("data").cloned().unwrap_or(json!({}));
    let original = match kind {
        4 => create(state, &inter.channel, &data, files)["id"]
            .as_str()
            .map(str::to_string),
        5 => create(
            state,
            &inter.channel,
            &json!({"content": "qibot is thinking…", "flags": data["flags"]}),
            &[],
        )["id"]
            .as_str()
            .map(str::to_string),
        6 => inter.clicked.clone(),
        7 => {
            let Some(m) = inter.clicked.clone() else {
                return (
                    400,
                    json!({"message": "Invalid interaction response", "code": 50035}),
                );
            };
            if edit(state, &m, &data, files).is_none() {
                return (404, json!({"message": "Unknown Message", "code": 10008}));
            }
            Some(m)
        }
        _ => None,
    };
    // Autocomplete (8) and modals (9) answer nothing that stays.
    if matches!(kind, 4..=7) {
        with_inter(state, id, |i| {
            i.answered = Some(kind);
            i.original = original;
        });
    }
    (204, Value::Null)
}

fn route(
    state: &State,
    method: &str,
    path: &str,
    body: &Value,
    files: &[(String, String, Vec<u8>)],
) -> (u16, Value) {
    let p: Vec<&str> = path.trim_start_matches("/api/v10/").split('/').collect();
    let original = |token: &str| with_inter(state, token, |i| i.original.clone()).flatten();
    let unknown = || (404, json!({"message": "Unknown Message", "code": 10008}));
    match (method, p.as_slice()) {
        ("GET", ["gateway"]) => (200, json!({"url": *state.gateway_url.lock().unwrap()})),
        ("GET", ["gateway", "bot"]) => (
            200,
            json!({
                "url": *state.gateway_url.lock().unwrap(),
                "shards": 1,
                "session_start_limit": {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1}
            }),
        ),
        ("GET", ["users", "@me"]) => (200, bot_user()),
        ("POST", ["interactions", id, _, "callback"]) => callback(state, id, body, files),
        ("PATCH", ["webhooks", _, t, "messages", "@original"]) => {
            match original(t).and_then(|m| edit(state, &m, body, files)) {
                Some(v) => (200, v),
                None => unknown(),
            }
        }
        ("GET", ["webhooks", _, t, "messages", "@original"]) => {
            let m = original(t).and_then(|m| {
                let all = state.messages.lock().unwrap();
                all.iter().find(|x| x.id == m && !x.deleted).map(object)
            });
            match m {
                Some(v) => (200, v),
                None => unknown(),
            }
        }
        ("DELETE", ["webhooks", _, t, "messages", "@original"]) => {
            if let Some(m) = original(t) {
                for x in state.messages.lock().unwrap().iter_mut() {
                    if x.id == m {
                        x.deleted = true;
                    }
                }
            }
            (204, Value::Null)
        }
        ("POST", ["webhooks", _, t]) => match with_inter(state, t, |i| i.channel.clone()) {
            Some(c) => (200, create(state, &c, body, files)),
            None => (404, json!({"message": "Unknown Webhook", "code": 10015})),
        },
        ("POST", ["channels", c, "messages"]) => (200, create(state, c, body, files)),
        ("PATCH", ["channels", _, "messages", m]) => match edit(state, m, body, files) {
            Some(v) => (200, v),
            None => unknown(),
        },
        ("POST", ["channels", _, "typing"]) => (204, Value::Null),
        ("POST", ["channels", c, "threads"]) => {
            let id = snowflake(state).to_string();
            state
                .threads
                .lock()
                .unwrap()
                .insert(id.clone(), c.to_string());
            (
                201,
                json!({
                    "id": id,
                    "type": 11,
                    "guild_id": GUILD.to_string(),
                    "parent_id": c,
                    "name": body.get("name").cloned().unwrap_or(json!("game")),
                }),
            )
        }
        // Issue 14 (permissions, threads, direct messages): a channel read back (a thread
        // made here has type 11 and its parent), a thread archived or locked, a DM opened.
        ("GET", ["channels", c]) => (200, channel_object(state, c, &Value::Null)),
        ("PATCH", ["channels", c]) => (200, channel_object(state, c, body)),
        ("POST", ["users", "@me", "channels"]) => (
            200,
            json!({
                "id": snowflake(state).to_string(),
                "type": 1,
                "recipients": [user(body["recipient_id"].as_str().and_then(|s| s.parse().ok()).unwrap_or(0), "member", false)],
            }),
        ),
        ("DELETE", ["channels", _]) => (200, json!({})),
        ("PUT", ["applications", _, "guilds", _, "commands"])
        | ("PUT", ["applications", _, "commands"]) => (200, body.clone()),
        _ => (404, json!({"message": "404: Not Found", "code": 0})),
    }
}

/// A channel as Discord shows it: a thread made through the API (type 11, its parent, and the
/// `archived` / `locked` of `patch`), else a text channel (type 0).
fn channel_object(state: &State, c: &str, patch: &Value) -> Value {
    match state.threads.lock().unwrap().get(c) {
        Some(parent) => json!({
            "id": c,
            "type": 11,
            "guild_id": GUILD.to_string(),
            "parent_id": parent,
            "thread_metadata": {
                "archived": patch["archived"].as_bool().unwrap_or(false),
                "locked": patch["locked"].as_bool().unwrap_or(false),
                "auto_archive_duration": 1440,
                "archive_timestamp": "2026-01-01T00:00:00.000000+00:00",
            },
        }),
        None => json!({"id": c, "type": 0, "guild_id": GUILD.to_string()}),
    }
}

/// Every permission bit Discord defines (up to bit 50), as a number.
pub const ALL_PERMISSIONS: u64 = (1 << 51) - 1;
/// Administrator (bit 3): it grants every permission, so tests of a missing one leave it out.
pub const ADMINISTRATOR: u64 = 1 << 3;
/// Attach Files (bit 15).
pub const ATTACH_FILES: u64 = 1 << 15;
/// Manage Messages (bit 13): may `/abort` games.
pub const MANAGE_MESSAGES: u64 = 1 << 13;

/// An interaction (`command_interaction`, `button_interaction`) with the bot's permissions in
/// the channel (`app_permissions`) and the member's own set as given.
pub fn with_permissions(mut v: Value, app: u64, member: u64) -> Value {
    v["app_permissions"] = json!(app.to_string());
    v["member"]["permissions"] = json!(member.to_string());
    v
}

/// An interaction moved into a direct message with the bot: no server, no member, the user
/// itself, a DM channel (type 1).
pub fn in_direct_message(mut v: Value) -> Value {
    let who = v["member"]["user"].clone();
    let o = v.as_object_mut().unwrap();
    o.remove("guild_id");
    o.remove("member");
    o.insert("user".into(), who);
    o.insert("context".into(), json!(1));
    let ch = o["channel_id"].clone();
    o.insert("channel".into(), json!({"id": ch, "type": 1}));
    v
}

/// An interaction moved into thread `thread` of `parent`.
pub fn in_thread(mut v: Value, thread: &str, parent: u64) -> Value {
    v["channel_id"] = json!(thread);
    v["channel"] = json!({"id": thread, "type": 11, "parent_id": parent.to_string()});
    v
}

/// The shard Discord sends a guild's events to: `(guild_id >> 22) % total`.
pub fn shard_of_guild(guild: u64, total: u64) -> u64 {
    (guild >> 22) % total.max(1)
}

fn shard_of(v: &Value) -> [u64; 2] {
    let s = &v["d"]["shard"];
    match (s[0].as_u64(), s[1].as_u64()) {
        (Some(i), Some(n)) => [i, n],
        _ => [0, 1],
    }
}

async fn gateway_conn(state: Arc<State>, stream: tokio::net::TcpStream) {
    let Ok(ws) = tokio_tungstenite::accept_async(stream).await else {
        return;
    };
    let conn_id = state.conn_ids.fetch_add(1, Ordering::Relaxed) + 1;
    let kill = Arc::new(Notify::new());
    let (mut sink, mut source) = ws.split();
    let (tx, mut rx) = mpsc::unbounded_channel::<String>();
    let _ = tx.send(
        json!({"op": 10, "d": {"heartbeat_interval": 41250}, "s": null, "t": null}).to_string(),
    );
    let writer = tokio::spawn(async move {
        while let Some(text) = rx.recv().await {
            if sink.send(WsMessage::Text(text)).await.is_err() {
                break;
            }
        }
        let _ = sink.close().await;
    });
    loop {
        let msg = tokio::select! {
            m = source.next() => m,
            // An abrupt drop: both halves are dropped, the socket closes without a close frame.
            _ = kill.notified() => break,
        };
        let Some(Ok(msg)) = msg else { break };
        let text = match msg {
            WsMessage::Text(t) => t,
            WsMessage::Close(_) => break,
            _ => continue,
        };
        let Ok(v) = serde_json::from_str::<Value>(&text) else {
            continue;
        };
        let op = v.get("op").and_then(Value::as_u64);
        match op {
            Some(1) => {
                let _ = tx.send(json!({"op": 11, "d": null, "s": null, "t": null}).to_string());
            }
            Some(2) => {
                let shard = shard_of(&v);
                let n = state.identifies.load(Ordering::Relaxed);
                let session = format!("session-{n}-{conn_id}");
                let ready = json!({
                    "v": 10,
                    "user": bot_user(),
                    "guilds": [],
                    "session_id": session,
                    "resume_gateway_url": *state.gateway_url.lock().unwrap(),
                    "shard": shard,
                    "application": {"id": APP.to_string(), "flags": 0},
                });
                let s = state.seq.fetch_add(1, Ordering::Relaxed) + 1;
                let _ = tx.send(json!({"op": 0, "s": s, "t": "READY", "d": ready}).to_string());
                state
                    .sessions
                    .lock()
                    .unwrap()
                    .push(Session { id: session, shard });
                register(&state, conn_id, shard, &tx, &kill);
                state.identifies.fetch_add(1, Ordering::Relaxed);
                state.changed.notify_waiters();
            }
            Some(6) => {
                let wanted = v["d"]["session_id"].as_str().unwrap_or("");
                let known = state
                    .sessions
                    .lock()
                    .unwrap()
                    .iter()
                    .find(|x| x.id == wanted)
                    .cloned();
                match known {
                    Some(session) => {
                        let s = state.seq.fetch_add(1, Ordering::Relaxed) + 1;
                        let _ =
                            tx.send(json!({"op": 0, "s": s, "t": "RESUMED", "d": {}}).to_string());
                        register(&state, conn_id, session.shard, &tx, &kill);
                        state.resumes.fetch_add(1, Ordering::Relaxed);
                    }
                    // Discord answers a Resume of an unknown session with Invalid Session.
                    None => {
                        let _ =
                            tx.send(json!({"op": 9, "d": false, "s": null, "t": null}).to_string());
                    }
                }
                state.changed.notify_waiters();
            }
            _ => {}
        }
    }
    writer.abort();
    state.conns.lock().unwrap().retain(|c| c.id != conn_id);
    state.changed.notify_waiters();
}

/// Makes `conn_id` the connection of its shard (and the current one for [`FakeDiscord::dispatch`]).
fn register(
    state: &State,
    conn_id: u64,
    shard: [u64; 2],
    tx: &mpsc::UnboundedSender<String>,
    kill: &Arc<Notify>,
) {
    let mut conns = state.conns.lock().unwrap();
    conns.retain(|c| c.shard != shard && c.id != conn_id);
    conns.push(Conn {
        id: conn_id,
        shard,
        tx: tx.clone(),
        kill: kill.clone(),
    });
    *state.gateway.lock().unwrap() = Some(tx.clone());
}

impl FakeDiscord {
    /// Starts the fake's HTTP API and gateway on free local ports.
    pub async fn start() -> FakeDiscord {
        let state = Arc::new(State::default());
        let gw = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let gw_addr: SocketAddr = gw.local_addr().unwrap();
        *state.gateway_url.lock().unwrap() = format!("ws://{gw_addr}");
        {
            let state = state.clone();
            tokio::spawn(async move {
                while let Ok((stream, _)) = gw.accept().await {
                    tokio::spawn(gateway_conn(state.clone(), stream));
                }
            });
        }
        let http = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let http_addr = http.local_addr().unwrap();
        let app = {
            let state = state.clone();
            axum::Router::new().fallback(move |req: Request| handle(state.clone(), req))
        };
        tokio::spawn(async move {
            let _ = axum::serve(http, app).await;
        });
        FakeDiscord {
            state,
            base: format!("http://{http_addr}"),
        }
    }

    /// Every request so far.
    pub fn requests(&self) -> Vec<Recorded> {
        self.state.requests.lock().unwrap().clone()
    }

    /// How many Identify the gateway answered with READY.
    pub fn identifies(&self) -> u64 {
        self.state.identifies.load(Ordering::Relaxed)
    }

    /// How many Resume the gateway answered with RESUMED.
    pub fn resumes(&self) -> u64 {
        self.state.resumes.load(Ordering::Relaxed)
    }

    /// Every session given out, in order: its id and `[shard, total]`.
    pub fn sessions(&self) -> Vec<Session> {
        self.state.sessions.lock().unwrap().clone()
    }

    /// Waits (up to `secs`) until `pred` holds for the fake (identifies, resumes, …).
    pub async fn wait_until(&self, secs: u64, pred: impl Fn(&FakeDiscord) -> bool) -> bool {
        let deadline = tokio::time::Instant::now() + Duration::from_secs(secs);
        loop {
            let notified = self.state.changed.notified();
            if pred(self) {
                return true;
            }
            if tokio::time::timeout_at(deadline, notified).await.is_err() {
                return pred(self);
            }
        }
    }

    /// Closes every live gateway connection abruptly: the TCP socket is shut without a close
    /// frame, as when a network path or Discord's gateway node dies.
    pub fn drop_gateway(&self) {
        let conns = self.state.conns.lock().unwrap();
        for c in conns.iter() {
            c.kill.notify_one();
        }
    }

    /// Sends a raw gateway payload `{"op": op, "d": d}` on the current connection, e.g. op 7
    /// (Reconnect) or op 9 (Invalid Session, `d` = resumable).
    pub fn send_op(&self, op: u64, d: Value) {
        let frame = json!({"op": op, "d": d, "s": null, "t": null}).to_string();
        let tx = self.state.gateway.lock().unwrap().clone();
        tx.expect("no gateway connection").send(frame).unwrap();
    }

    /// Sends a dispatch (`t`, `d`) on the live connection of shard `shard`.
    pub fn dispatch_to_shard(&self, shard: u64, t: &str, d: Value) {
        self.remember(t, &d);
        let s = self.state.seq.fetch_add(1, Ordering::Relaxed) + 1;
        let frame = json!({"op": 0, "s": s, "t": t, "d": d}).to_string();
        let tx = self
            .state
            .conns
            .lock()
            .unwrap()
            .iter()
            .find(|c| c.shard[0] == shard)
            .map(|c| c.tx.clone());
        tx.unwrap_or_else(|| panic!("no gateway connection for shard {shard}"))
            .send(frame)
            .unwrap();
    }

    /// Sends a dispatch (`t`, `d`) where Discord would: an event of a guild (`d.guild_id`) on
    /// the live connection of shard `(guild_id >> 22) % total`, a direct message (no guild) on
    /// shard 0. Returns the shard it went to.
    ///
    /// # Panics
    /// If that shard has no live connection (Discord would hold the event; a test should not).
    pub fn dispatch_routed(&self, t: &str, d: Value) -> u64 {
        let total = self
            .state
            .conns
            .lock()
            .unwrap()
            .first()
            .map_or(1, |c| c.shard[1].max(1));
        let shard = d["guild_id"]
            .as_str()
            .and_then(|g| g.parse::<u64>().ok())
            .map_or(0, |g| shard_of_guild(g, total));
        self.dispatch_to_shard(shard, t, d);
        shard
    }

    /// The `[shard, total]` of every live gateway connection, sorted.
    pub fn live_shards(&self) -> Vec<[u64; 2]> {
        let mut v: Vec<[u64; 2]> = self
            .state
            .conns
            .lock()
            .unwrap()
            .iter()
            .map(|c| c.shard)
            .collect();
        v.sort();
        v
    }

    /// Makes the next `method` request whose path contains `path_contains` fail with `status`.
    pub fn fail_next(
        &self,
        method: &str,
        path_contains: &str,
        status: u16,
        retry_after: Option<&'static str>,
    ) {
        self.state.faults.lock().unwrap().push(Fault {
            method: method.to_string(),
            path_contains: path_contains.to_string(),
            status,
            retry_after,
            body: None,
        });
    }

    /// Waits (up to `secs`) until `pred` holds for the requests from index `from` on; returns
    /// the first that matches.
    pub async fn wait_request(
        &self,
        from: usize,
        secs: u64,
        pred: impl Fn(&Recorded) -> bool,
    ) -> Option<Recorded> {
        let deadline = tokio::time::Instant::now() + Duration::from_secs(secs);
        loop {
            let notified = self.state.changed.notified();
            if let Some(r) = self.requests().into_iter().skip(from).find(|r| pred(r)) {
                return Some(r);
            }
            if tokio::time::timeout_at(deadline, notified).await.is_err() {
                return self.requests().into_iter().skip(from).find(|r| pred(r));
            }
        }
    }

    /// Waits until the gateway has answered `n` Identify in all.
    pub async fn wait_identified(&self, n: u64, secs: u64) -> bool {
        let deadline = tokio::time::Instant::now() + Duration::from_secs(secs);
        loop {
            let notified = self.state.changed.notified();
            if self.identifies() >= n {
                return true;
            }
            if tokio::time::timeout_at(deadline, notified).await.is_err() {
                return self.identifies() >= n;
            }
        }
    }

    /// Every message the bot posted in `channel` (deleted ones left out), oldest first.
    pub fn messages(&self, channel: u64) -> Vec<Msg> {
        let c = channel.to_string();
        let all = self.state.messages.lock().unwrap();
        all.iter()
            .filter(|m| m.channel == c && !m.deleted)
            .cloned()
            .collect()
    }

    /// Message `id` as it is now.
    pub fn message(&self, id: &str) -> Option<Msg> {
        let all = self.state.messages.lock().unwrap();
        all.iter().find(|m| m.id == id).cloned()
    }

    /// The message interaction `id` answered with (`@original`: its own message, or for a
    /// click the clicked message), as it is now, and the type of its first callback.
    pub fn answer_of(&self, id: u64) -> Option<(u64, Option<Msg>)> {
        let key = id.to_string();
        let i = with_inter(&self.state, &key, |i| i.clone())?;
        Some((i.answered?, i.original.and_then(|m| self.message(&m))))
    }

    /// Makes the next `method` request whose path contains `path_contains` fail with `status`
    /// and the JSON error `body`, e.g. 400 with `{"code": 30046}` for an edit Discord refuses.
    pub fn fail_next_with(&self, method: &str, path_contains: &str, status: u16, body: Value) {
        self.state.faults.lock().unwrap().push(Fault {
            method: method.to_string(),
            path_contains: path_contains.to_string(),
            status,
            retry_after: None,
            body: Some(body),
        });
    }

    /// Sends a dispatch (`t`, `d`) on the current gateway connection. An interaction is
    /// remembered (its channel, token and clicked message) to answer its callbacks.
    pub fn dispatch(&self, t: &str, d: Value) {
        self.remember(t, &d);
        let s = self.state.seq.fetch_add(1, Ordering::Relaxed) + 1;
        let frame = json!({"op": 0, "s": s, "t": t, "d": d}).to_string();
        let tx = self.state.gateway.lock().unwrap().clone();
        tx.expect("no gateway connection").send(frame).unwrap();
    }

    /// Remembers an interaction sent (its channel, token and clicked message) to answer its
    /// callbacks as Discord would.
    fn remember(&self, t: &str, d: &Value) {
        if t == "INTERACTION_CREATE" {
            let inter = Inter {
                channel: d["channel_id"].as_str().unwrap_or("").to_string(),
                token: d["token"].as_str().unwrap_or("").to_string(),
                clicked: d["message"]["id"].as_str().map(str::to_string),
                ..Inter::default()
            };
            let id = d["id"].as_str().unwrap_or("").to_string();
            self.state.inters.lock().unwrap().push((id, inter));
        }
    }

    /// A fresh id.
    pub fn id(&self) -> u64 {
        snowflake(&self.state)
    }
}

/// A guild member.
pub fn member(id: u64, name: &str, permissions: &str) -> Value {
    json!({
        "user": user(id, name, false),
        "nick": null,
        "roles": [],
        "joined_at": "2025-01-01T00:00:00.000000+00:00",
        "deaf": false,
        "mute": false,
        "flags": 0,
        "permissions": permissions,
    })
}

/// The fields every interaction in a server channel has: interaction `id` of type `kind`, by
/// `who` (a member with all permissions) in `channel`, speaking `locale`, carrying `data`.
fn guild_interaction(
    id: u64,
    kind: u8,
    channel: u64,
    who: (u64, &str),
    locale: &str,
    data: Value,
) -> Value {
    json!({
        "id": id.to_string(),
        "application_id": APP.to_string(),
        "type": kind,
        "token": format!("interaction-token-{id}-abcdefghijklmnopqrstuvwxyz"),
        "version": 1,
        "guild_id": GUILD.to_string(),
        "channel_id": channel.to_string(),
        "channel": {"id": channel.to_string(), "type": 0},
        "member": member(who.0, who.1, "2147483647"),
        "locale": locale,
        "guild_locale": "en-US",
        "app_permissions": "2147483647",
        "entitlements": [],
        "authorizing_integration_owners": {},
        "context": 0,
        "attachment_size_limit": 26214400,
        "data": data,
    })
}

/// An application command interaction (type 2, or 4 for autocomplete).
#[allow(clippy::too_many_arguments)]
pub fn command_interaction(
    id: u64,
    kind: u8,
    channel: u64,
    who: (u64, &str),
    locale: &str,
    name: &str,
    options: Value,
    resolved: Value,
) -> Value {
    let data = json!({
        "id": "920000000000000001",
        "name": name,
        "type": 1,
        "options": options,
        "resolved": resolved,
    });
    guild_interaction(id, kind, channel, who, locale, data)
}

/// A button click (type 3) on `message`.
pub fn button_interaction(
    id: u64,
    channel: u64,
    who: (u64, &str),
    locale: &str,
    custom_id: &str,
    message: Value,
) -> Value {
    let data = json!({"custom_id": custom_id, "component_type": 2});
    let mut v = guild_interaction(id, 3, channel, who, locale, data);
    v["message"] = message;
    v
}

/// A select menu choice (type 3, component type 3) of `value` in menu `custom_id` on `message`.
pub fn select_interaction(
    id: u64,
    channel: u64,
    who: (u64, &str),
    locale: &str,
    custom_id: &str,
    value: &str,
    message: Value,
) -> Value {
    let mut v = button_interaction(id, channel, who, locale, custom_id, message);
    v["data"] = json!({"custom_id": custom_id, "component_type": 3, "values": [value]});
    v
}

/// A message the fake keeps, as it would come back in a click on it.
pub fn clicked_message(m: &Msg) -> Value {
    let mut v = object(m);
    v["guild_id"] = json!(GUILD.to_string());
    v
}

/// A message the bot posted, as it would come back in a button click.
pub fn bot_message(id: u64, channel: u64, content: &str, components: Value) -> Value {
    let mut v = message_json(&id.to_string(), &channel.to_string(), content, components);
    v["guild_id"] = json!(GUILD.to_string());
    v
}

/// The data of an interaction answer (`data` of a callback).
pub fn data(r: &Recorded) -> &Value {
    &r.json["data"]
}

/// The text of a message payload ("" without one).
pub fn content(v: &Value) -> String {
    v["content"].as_str().unwrap_or("").to_string()
}

/// Asserts that the message `v` (its JSON) begins by mentioning the member `user` (`<@ID>`),
/// as a message addressed to that member does.
#[track_caller]
pub fn addressed_to(v: &Value, user: u64) {
    assert!(content(v).starts_with(&format!("<@{user}>")), "{v}");
}

/// Asserts that the message `v` (its JSON) mentions the member `user` (`<@ID>`) somewhere.
#[track_caller]
pub fn mentions(v: &Value, user: u64) {
    assert!(content(v).contains(&format!("<@{user}>")), "{v}");
}

/// Whether a message payload is ephemeral (flag 64).
pub fn ephemeral(v: &Value) -> bool {
    v["flags"].as_u64().is_some_and(|f| f & 64 != 0)
}

/// A member's typed message (MESSAGE_CREATE).
pub fn typed_message(id: u64, channel: u64, who: (u64, &str), content: &str) -> Value {
    let author = user(who.0, who.1, false);
    let mut v = message_object(&id.to_string(), &channel.to_string(), author, content);
    v["guild_id"] = json!(GUILD.to_string());
    v["member"] = json!({"roles": [], "joined_at": "2025-01-01T00:00:00.000000+00:00", "deaf": false, "mute": false, "flags": 0});
    v
}
