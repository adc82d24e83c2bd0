//! The Discord front-end (serenity + poise): turns slash commands, button clicks and typed
//! moves into hub [`Command`]s and sends the hub's [`Reply`]s back as messages with the board
//! PNG attached. Every rule and every player-facing text lives in the hub; this layer only
//! translates.
//!
//! - Slash commands ([`commands`]) are dispatched by poise; buttons arrive in the event handler
//!   and are routed by their id `qibot:<action>:<id>` alone, so they keep working after a
//!   restart.
//! - Answers go out through [`rest::Rest`], which waits and retries on HTTP 429 (the rate
//!   limiter of serenity is off when an `api_base` proxy is set).
//! - An answer not ready within [`THINK_AFTER`] is deferred first ("qibot is thinking…"); typed
//!   moves against the bot show "typing" while it thinks.

pub mod board;
pub mod commands;
pub mod config;
pub mod guard;
pub mod present;
pub mod rest;

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use serde_json::{Value, json};

use crate::hub::{Command, Ctx, Events, Hub, Player, Reply};

pub use config::{DiscordConfig, Token};
use rest::{Method, Rest};

/// An answer not ready after this long is deferred first: Discord drops an interaction whose
/// first response comes later than 3 s.
pub const THINK_AFTER: Duration = Duration::from_millis(1500);

/// The error type of the commands (logged, never shown: players see hub replies only).
pub type Error = Box<dyn std::error::Error + Send + Sync>;
/// The poise context.
pub type Context<'a> = poise::Context<'a, Arc<Shared>, Error>;

/// What every handler shares.
pub struct Shared {
    /// The game hub.
    pub hub: Hub,
    /// The answering REST client.
    pub rest: Rest,
    /// The `[discord]` settings.
    pub config: DiscordConfig,
    /// Which channels are threads, and of which parent (see [`guard`]).
    pub threads: guard::Threads,
    /// The live boards: the channels' last messages, messages with a game's buttons.
    pub boards: board::Boards,
}

/// How `qibot run` starts the bot.
#[derive(Clone, Debug)]
pub struct RunOptions {
    /// The `[discord]` settings.
    pub config: DiscordConfig,
    /// The bot token.
    pub token: Token,
    /// The API base in force (`None` = Discord).
    pub api_base: Option<String>,
    /// Shards: `None` = as Discord recommends (`GET /gateway/bot`), else this many.
    pub shards: Option<u32>,
    /// Run only these shards of a larger set (another process runs the others, sharing the
    /// database); overrides `shards`.
    pub shard_range: Option<ShardRange>,
}

/// The shards one process runs: `from..to` (half-open) of `total`. Discord sends a server's
/// events to shard `(server_id >> 22) % total`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShardRange {
    /// The first shard run here.
    pub from: u32,
    /// One past the last shard run here.
    pub to: u32,
    /// The shards of all processes together.
    pub total: u32,
}

impl ShardRange {
    /// Checks `from < to <= total`.
    ///
    /// # Errors
    /// A message saying what is wrong and what to write.
    pub fn new(from: u32, to: u32, total: u32) -> Result<ShardRange, String> {
        if from >= to {
            return Err(format!(
                "the shard range {from}..{to} is empty: write FROM..TO with FROM < TO, e.g. 0..2"
            ));
        }
        if to > total {
            return Err(format!(
                "the shard range {from}..{to} goes past the {total} shards in all: \
                 TO may be at most --shard-total ({total})"
            ));
        }
        Ok(ShardRange { from, to, total })
    }
}

/// Why the bot stopped with an error.
#[derive(Debug, thiserror::Error)]
pub enum RunError {
    /// The HTTP client could not be built.
    #[error("cannot build the HTTP client: {0}")]
    Http(#[from] reqwest::Error),
    /// The gateway client failed (bad token, lost for good, …).
    #[error("Discord client: {0}")]
    Client(#[from] serenity::Error),
}

/// The server id of a context: the guild, else the DM channel.
fn server_of(guild: Option<serenity::GuildId>, channel: serenity::ChannelId) -> String {
    guild.map_or_else(|| format!("dm:{channel}"), |g| g.to_string())
}

/// A member as the hub sees them: id, display name (server nickname, else global name, else
/// user name), and locale.
pub fn player(user: &serenity::User, nick: Option<&str>, locale: Option<&str>) -> Player {
    let name = nick
        .map(str::to_string)
        .or_else(|| user.global_name.clone())
        .unwrap_or_else(|| user.name.clone());
    Player {
        id: user.id.to_string(),
        name,
        locale: locale.filter(|l| !l.is_empty()).map(str::to_string),
    }
}

/// An interaction to answer.
#[derive(Clone, Debug)]
pub struct Interaction {
    /// Its id.
    pub id: u64,
    /// Its token (valid 15 minutes).
    pub token: String,
    /// The application.
    pub app: u64,
    /// The channel it came from.
    pub channel: String,
    /// The member who acted.
    pub user: String,
}

impl Interaction {
    fn callback(&self) -> String {
        format!("/interactions/{}/{}/callback", self.id, self.token)
    }
    fn webhook(&self) -> String {
        format!("/webhooks/{}/{}", self.app, self.token)
    }
    /// The interaction's first answer: the "thinking" message of a command, or the message
    /// a clicked component sits on.
    fn original(&self) -> String {
        format!("{}/messages/@original", self.webhook())
    }
}

/// What to do beyond the hub's replies.
#[derive(Clone, Debug, Default)]
pub struct Extras {
    /// A member to mention (and ping) in the first reply, e.g. the challenged member.
    pub mention: Option<String>,
    /// The text to answer the interaction with when every reply went to another channel
    /// (a game's thread).
    pub fallback: Option<String>,
}

/// The message a clicked component sits on, and what was clicked.
#[derive(Clone, Debug)]
pub struct Clicked {
    /// The message's id.
    pub message: String,
    /// The action of the component's id (`resign`, `pick`, `accept`, …).
    pub action: String,
    /// The game (or challenge) number of the component's id.
    pub id: i64,
}

impl Clicked {
    /// Whether the click answers an offer or a challenge on a message of its own: a plain
    /// answer (a declined offer) then replaces that message.
    fn answers_offer(&self) -> bool {
        matches!(
            self.action.as_str(),
            "accept" | "decline" | "draw" | "decline-draw" | "takeback" | "decline-takeback"
        )
    }

    /// Whether the clicked message's buttons are stale once a new board is posted: the
    /// buttons of a game being played, or of the challenge answered. Rematch, Export and
    /// Review stay on a final board.
    fn stale_after(&self) -> bool {
        !matches!(self.action.as_str(), "rematch" | "export" | "review")
    }
}

/// How far an interaction has been answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Answered {
    /// Not at all yet.
    No,
    /// Deferred with type 5 (a slash command: "thinking"); that message is `@original`.
    Thinking,
    /// Acknowledged with type 6 (a component: deferred update, nothing shown).
    Acked,
    /// Its first message is out.
    Done,
}

/// The game whose buttons a message carries: a button or menu of a game being played.
fn game_of_buttons(r: &Reply) -> Option<i64> {
    r.buttons
        .iter()
        .map(|b| b.id.as_str())
        .chain(r.menus.iter().map(|m| m.id.as_str()))
        .filter_map(crate::hub::commands::parse_button)
        .find(|b| {
            !matches!(
                b.action.as_str(),
                "accept" | "decline" | "rematch" | "export" | "review"
            )
        })
        .map(|b| b.id)
}

/// The `id` of a message object Discord returned.
fn message_id(v: &Value) -> Option<String> {
    v.get("id").and_then(Value::as_str).map(str::to_string)
}

impl Shared {
    /// Runs `work` (a hub call) and answers `it` (a slash command) with its replies: directly
    /// when ready within [`THINK_AFTER`], else after a deferred "thinking" response. Replies
    /// for the member only are ephemeral; replies for another channel (a thread) are posted
    /// there. A board is answered with the board itself, which becomes the game's board.
    pub async fn answer(
        &self,
        it: &Interaction,
        work: impl Future<Output = Vec<Reply>>,
        extras: Extras,
    ) {
        self.answer_as(it, None, work, extras).await;
    }

    async fn answer_as(
        &self,
        it: &Interaction,
        click: Option<&Clicked>,
        work: impl Future<Output = Vec<Reply>>,
        extras: Extras,
    ) {
        let mut work = std::pin::pin!(work);
        let (replies, state) = match tokio::time::timeout(THINK_AFTER, &mut work).await {
            Ok(r) => (r, Answered::No),
            Err(_) => {
                // A component is acknowledged without a message (type 6); a command shows
                // "thinking" (type 5).
                let (kind, state) = match click {
                    Some(_) => (6, Answered::Acked),
                    None => (5, Answered::Thinking),
                };
                let ok = self
                    .rest
                    .send(
                        Method::Post,
                        &it.callback(),
                        Some(&json!({"type": kind})),
                        &[],
                    )
                    .await;
                if let Err(e) = &ok {
                    tracing::warn!("deferring an interaction: {e}");
                }
                (work.await, if ok.is_ok() { state } else { Answered::No })
            }
        };
        self.deliver(it, click, replies, state, extras).await;
    }

    async fn deliver(
        &self,
        it: &Interaction,
        click: Option<&Clicked>,
        replies: Vec<Reply>,
        mut state: Answered,
        ex: Extras,
    ) {
        let outs = present::outgoing(&self.hub, replies);
        let mut mention = ex.mention;
        let any_buttons = outs.iter().any(|o| !o.reply.buttons.is_empty());
        for o in &outs {
            let r = &o.reply;
            let channel = o.channel().to_string();
            let for_member = match &r.audience {
                crate::hub::Audience::Channel(_) => None,
                crate::hub::Audience::Member { user, .. } => Some(user.clone()),
            };
            let ephemeral = for_member.as_deref() == Some(it.user.as_str());
            // The member is pinged where the buttons are (a challenge in its thread, not the
            // pointer to that thread); with no buttons anywhere, in the first reply.
            let ping = if r.buttons.is_empty() && any_buttons {
                None
            } else {
                mention.take()
            };
            if channel != it.channel || (for_member.is_some() && !ephemeral) {
                // A game's thread, or a reply for someone else: a plain message there.
                let who = for_member.or(ping);
                self.post_out(o, who.as_deref(), None).await;
                continue;
            }
            if let Some(game) = o.board_of {
                state = self.answer_board(it, click, o, game, state).await;
                continue;
            }
            let (mut payload, files) =
                present::payload_text(&self.hub, o.text.clone(), r, ping.as_deref());
            if ephemeral {
                payload["flags"] = json!(64);
            }
            state = self
                .answer_plain(it, click, o, (payload, files), ephemeral, state)
                .await;
        }
        match (state, click) {
            (Answered::Acked | Answered::Done, _) => {}
            // A click answered by nothing here (every reply went to a thread): acknowledged.
            (_, Some(_)) => {
                if let Err(e) = self.callback(it, json!({"type": 6}), &[]).await {
                    tracing::warn!("answering an interaction: {e}");
                }
            }
            (st, None) => {
                let text = ex.fallback.unwrap_or_else(|| "✓".to_string());
                let payload = json!({"content": text, "allowed_mentions": {"parse": []}});
                let r = if st == Answered::Thinking {
                    self.rest
                        .send(Method::Patch, &it.original(), Some(&payload), &[])
                        .await
                } else {
                    self.callback(it, json!({"type": 4, "data": payload}), &[])
                        .await
                };
                if let Err(e) = r {
                    tracing::warn!("answering an interaction: {e}");
                }
            }
        }
        self.archive_ended(outs.iter().map(|o| &o.reply));
    }

    /// Sends the interaction response `body` (with `files`, as multipart).
    async fn callback(
        &self,
        it: &Interaction,
        body: Value,
        files: &[rest::File],
    ) -> Result<Value, rest::RestError> {
        self.rest
            .send(Method::Post, &it.callback(), Some(&body), files)
            .await
    }

    /// Notes a public message just posted in `channel` (`id` if known) as its last, and
    /// remembers it if it carries a game's buttons.
    fn posted(&self, channel: &str, id: Option<String>, r: &Reply) {
        match id {
            Some(id) => {
                self.boards.note(channel, &id, false);
                if let Some(g) = game_of_buttons(r) {
                    self.boards.buttoned(
                        g,
                        board::BoardRef {
                            channel: channel.to_string(),
                            message: id,
                        },
                    );
                }
            }
            None => self.boards.note_other(channel),
        }
    }

    /// The id of the message that answered `it` (`@original`).
    async fn original_id(&self, it: &Interaction) -> Option<String> {
        match self.rest.send(Method::Get, &it.original(), None, &[]).await {
            Ok(v) => message_id(&v),
            Err(e) => {
                tracing::warn!("reading an interaction's answer: {e}");
                None
            }
        }
    }

    /// Answers `it` with a plain reply (no board).
    async fn answer_plain(
        &self,
        it: &Interaction,
        click: Option<&Clicked>,
        o: &present::Outgoing,
        (payload, files): (Value, Vec<rest::File>),
        ephemeral: bool,
        state: Answered,
    ) -> Answered {
        let mut state = state;
        if state == Answered::No {
            match click {
                None => {
                    let body = json!({"type": 4, "data": payload});
                    return match self.callback(it, body, &files).await {
                        Ok(_) => {
                            if !ephemeral {
                                // Its id only matters when it carries buttons: a game's
                                // (removed at the end), a challenge's (the board it becomes).
                                let id = if o.reply.buttons.is_empty() && o.reply.menus.is_empty() {
                                    None
                                } else {
                                    self.original_id(it).await
                                };
                                self.posted(&it.channel, id, &o.reply);
                            }
                            Answered::Done
                        }
                        Err(e) => {
                            tracing::warn!("answering an interaction: {e}");
                            Answered::No
                        }
                    };
                }
                Some(c) if !ephemeral && c.answers_offer() => {
                    // A declined offer or challenge: its message says so, buttons gone.
                    let on_board = match self.board_of(c.id).await {
                        Some(b) => b.message == c.message,
                        None => false,
                    };
                    if !on_board {
                        let body = json!({"type": 7, "data": payload});
                        match self.callback(it, body, &files).await {
                            Ok(_) => return Answered::Done,
                            Err(e) => tracing::warn!("updating a message: {e}"),
                        }
                    }
                }
                Some(_) => {}
            }
            // A component: acknowledged (type 6), then answered by a follow-up.
            match self.callback(it, json!({"type": 6}), &[]).await {
                Ok(_) => state = Answered::Acked,
                Err(e) => {
                    tracing::warn!("answering an interaction: {e}");
                    return Answered::No;
                }
            }
        }
        let result = if state == Answered::Thinking && !ephemeral {
            self.rest
                .send(Method::Patch, &it.original(), Some(&payload), &files)
                .await
        } else {
            if state == Answered::Thinking {
                // The "thinking" message is public; an ephemeral answer replaces it.
                let _ = self
                    .rest
                    .send(Method::Delete, &it.original(), None, &[])
                    .await;
            }
            self.rest
                .send(Method::Post, &it.webhook(), Some(&payload), &files)
                .await
        };
        match result {
            Ok(v) => {
                if !ephemeral {
                    self.posted(&it.channel, message_id(&v), &o.reply);
                }
                // Follow-ups leave `@original` (a clicked message) as it was.
                match state {
                    Answered::Acked => Answered::Acked,
                    _ => Answered::Done,
                }
            }
            Err(e) => {
                tracing::warn!("answering an interaction: {e}");
                state
            }
        }
    }

    /// Answers `it` with game `game`'s board `o`: a click on the board while it is the last
    /// message of its channel updates it in place (type 7); otherwise, or when the board hands
    /// the move to a member it must ping ([`Reply::ping`]), a new board is posted (a slash
    /// command's answer is the board itself) and the old board loses its buttons.
    async fn answer_board(
        &self,
        it: &Interaction,
        click: Option<&Clicked>,
        o: &present::Outgoing,
        game: i64,
        state: Answered,
    ) -> Answered {
        let _turn = self.boards.lock(game).await;
        let old = self.board_of(game).await;
        let over = o.reply.game_over;
        let (payload, files) = present::payload_text(&self.hub, o.text.clone(), &o.reply, None);
        let here = |message: String| board::BoardRef {
            channel: it.channel.clone(),
            message,
        };
        let Some(c) = click else {
            let sent = match state {
                Answered::No => {
                    let body = json!({"type": 4, "data": payload});
                    match self.callback(it, body, &files).await {
                        Ok(_) => Ok(self.original_id(it).await),
                        Err(e) => Err(e),
                    }
                }
                Answered::Thinking => self
                    .rest
                    .send(Method::Patch, &it.original(), Some(&payload), &files)
                    .await
                    .map(|v| message_id(&v)),
                _ => self
                    .rest
                    .send(Method::Post, &it.webhook(), Some(&payload), &files)
                    .await
                    .map(|v| message_id(&v)),
            };
            return match sent {
                Ok(Some(id)) => {
                    self.adopt_board(game, old, &here(id), over).await;
                    Answered::Done
                }
                Ok(None) => {
                    // Posted, but its id is unknown: the next move posts a new board.
                    self.boards.note_other(&it.channel);
                    if let Some(b) = old {
                        self.strip_buttons(&b).await;
                    }
                    Answered::Done
                }
                Err(e) => {
                    tracing::warn!("answering an interaction: {e}");
                    self.place_board_locked(o, game).await;
                    state
                }
            };
        };
        let clicked = here(c.message.clone());
        // The clicked board (or the challenge that became this game) is updated in place
        // while nothing was posted under it.
        let on_board = match &old {
            Some(b) => *b == clicked,
            None => c.action == "accept",
        };
        let mut state = state;
        // A board that hands the move to a member is posted anew: a mention added by an edit
        // notifies nobody.
        if on_board
            && o.reply.ping.is_none()
            && self.boards.is_last(&it.channel, &c.message)
            && matches!(state, Answered::No | Answered::Acked)
        {
            let updated = if state == Answered::No {
                self.callback(it, json!({"type": 7, "data": payload}), &files)
                    .await
            } else {
                self.rest
                    .send(Method::Patch, &it.original(), Some(&payload), &files)
                    .await
            };
            match updated {
                Ok(_) => {
                    self.adopt_board(game, old, &clicked, over).await;
                    return Answered::Done;
                }
                Err(e) => tracing::info!("the board cannot be edited ({e}): posting a new one"),
            }
        }
        if state == Answered::No {
            match self.callback(it, json!({"type": 6}), &[]).await {
                Ok(_) => state = Answered::Acked,
                Err(e) => tracing::warn!("answering an interaction: {e}"),
            }
        }
        let new = self.post_board(&it.channel, &payload, &files).await;
        if let Some(new) = &new {
            self.adopt_board(game, old.clone(), new, over).await;
        }
        if c.stale_after() && new.as_ref() != Some(&clicked) && old.as_ref() != Some(&clicked) {
            self.strip_buttons(&clicked).await;
        }
        state
    }

    /// Posts a board message in `channel`; where it is, if Discord took it.
    async fn post_board(
        &self,
        channel: &str,
        payload: &Value,
        files: &[rest::File],
    ) -> Option<board::BoardRef> {
        match self.send_checked(channel, payload, files).await {
            Ok(v) => message_id(&v).map(|message| board::BoardRef {
                channel: channel.to_string(),
                message,
            }),
            Err(e) => {
                tracing::warn!("posting a board to channel {channel}: {e}");
                None
            }
        }
    }

    /// Shows game `game`'s board `o` in its channel without an interaction: the board is
    /// edited in place while it is the channel's last message and pings nobody, else (or if
    /// Discord refuses the edit, e.g. code 30046 on an old message) a new board is posted and
    /// the old one loses its buttons.
    async fn place_board(&self, o: &present::Outgoing, game: i64) {
        let _turn = self.boards.lock(game).await;
        self.place_board_locked(o, game).await;
    }

    async fn place_board_locked(&self, o: &present::Outgoing, game: i64) {
        let channel = o.channel().to_string();
        let old = self.board_of(game).await;
        let over = o.reply.game_over;
        let (payload, files) = present::payload_text(&self.hub, o.text.clone(), &o.reply, None);
        // As in `answer_board`: a board that pings the member to move is never an edit.
        if let Some(b) = old.as_ref().filter(|b| b.channel == channel)
            && o.reply.ping.is_none()
            && self.boards.is_last(&channel, &b.message)
        {
            let path = format!("/channels/{}/messages/{}", b.channel, b.message);
            match self
                .rest
                .send(Method::Patch, &path, Some(&payload), &files)
                .await
            {
                Ok(_) => {
                    self.adopt_board(game, old.clone(), b, over).await;
                    return;
                }
                Err(e) if board::edit_refused(&e) => {
                    tracing::info!("the board cannot be edited ({e}): posting a new one");
                }
                Err(e) => tracing::warn!("editing the board of game {game}: {e}"),
            }
        }
        if let Some(new) = self.post_board(&channel, &payload, &files).await {
            self.adopt_board(game, old, &new, over).await;
        }
    }

    /// Posts one message of a command's answer to its channel: a board through
    /// [`Shared::place_board`], anything else as a message (optionally mentioning a member
    /// and answering a message).
    async fn post_out(&self, o: &present::Outgoing, mention: Option<&str>, reply_to: Option<&str>) {
        if let Some(game) = o.board_of {
            self.place_board(o, game).await;
            return;
        }
        let channel = o.channel();
        let (mut payload, files) =
            present::payload_text(&self.hub, o.text.clone(), &o.reply, mention);
        if let Some(m) = reply_to {
            payload["message_reference"] = json!({"message_id": m, "fail_if_not_exists": false});
        }
        match self.send_checked(channel, &payload, &files).await {
            Ok(v) => self.posted(channel, message_id(&v), &o.reply),
            Err(e) => tracing::warn!("posting to channel {channel}: {e}"),
        }
    }

    /// Posts replies that arrived without a command (bot moves after a restart, losses on
    /// time, expired challenges), those of one game's board as one board.
    pub async fn post_events(&self, replies: Vec<Reply>) {
        for o in present::outgoing(&self.hub, replies) {
            let who = match &o.reply.audience {
                crate::hub::Audience::Channel(_) => None,
                crate::hub::Audience::Member { user, .. } => Some(user.clone()),
            };
            self.post_out(&o, who.as_deref(), None).await;
            self.archive_ended([&o.reply]);
        }
    }

    /// Creates a public thread in `channel` for a game; its id.
    pub async fn create_thread(&self, channel: &str, name: &str) -> Option<String> {
        let name: String = name.chars().take(100).collect();
        let body = json!({"name": name, "type": 11, "auto_archive_duration": 1440});
        match self
            .rest
            .send(
                Method::Post,
                &format!("/channels/{channel}/threads"),
                Some(&body),
                &[],
            )
            .await
        {
            Ok(v) => {
                let id = v.get("id").and_then(Value::as_str).map(str::to_string);
                if let Some(t) = &id {
                    self.remember_thread(t, Some(channel.to_string()));
                }
                id
            }
            Err(e) => {
                tracing::warn!("creating a thread in {channel}: {e}");
                None
            }
        }
    }

    /// Deletes a thread made for a game that did not start.
    pub async fn delete_channel(&self, channel: &str) {
        if let Err(e) = self
            .rest
            .send(Method::Delete, &format!("/channels/{channel}"), None, &[])
            .await
        {
            tracing::warn!("deleting thread {channel}: {e}");
        }
    }

    /// Shows "typing" in `channel` every 8 s until `work` finishes (Discord shows it for 10 s).
    async fn typing_while<T>(&self, channel: &str, work: impl Future<Output = T>) -> T {
        let path = format!("/channels/{channel}/typing");
        let rest = self.rest.clone();
        let typing = tokio::spawn(async move {
            loop {
                if let Err(e) = rest.send(Method::Post, &path, None, &[]).await {
                    tracing::debug!("typing: {e}");
                }
                tokio::time::sleep(Duration::from_secs(8)).await;
            }
        });
        let r = work.await;
        typing.abort();
        r
    }

    /// A button click: `qibot:<action>:<id>`; anything else is not ours and is ignored.
    pub async fn on_button(&self, ci: &serenity::ComponentInteraction) {
        let id = ci.data.custom_id.as_str();
        if !id.starts_with("qibot:") {
            return;
        }
        let channel = ci.channel_id.to_string();
        let ctx = Ctx {
            server: server_of(ci.guild_id, ci.channel_id),
            channel: channel.clone(),
            user: player(
                &ci.user,
                ci.member.as_ref().and_then(|m| m.nick.as_deref()),
                Some(&ci.locale),
            ),
        };
        let it = Interaction {
            id: ci.id.get(),
            token: ci.token.clone(),
            app: ci.application_id.get(),
            channel,
            user: ci.user.id.to_string(),
        };
        tracing::info!("button {id} by {} in {}", ctx.user.id, ctx.channel);
        let Some(press) = crate::hub::commands::parse_button(id) else {
            return;
        };
        let cmd = match &ci.data.kind {
            serenity::ComponentInteractionDataKind::StringSelect { values } => {
                let Some(value) = values.first() else { return };
                Command::Choose {
                    id: id.to_string(),
                    value: value.clone(),
                }
            }
            _ => Command::Button(id.to_string()),
        };
        let clicked = Clicked {
            message: ci.message.id.to_string(),
            action: press.action,
            id: press.id,
        };
        let in_thread = ci.channel.as_ref().is_some_and(|c| {
            use serenity::ChannelType as T;
            matches!(c.kind, T::PublicThread | T::PrivateThread | T::NewsThread)
        });
        if in_thread {
            let parent = ci.channel.as_ref().and_then(|c| c.parent_id);
            self.remember_thread(&it.channel, parent.map(|p| p.to_string()));
        }
        // Accept and Rematch start a game: refused privately, storing nothing, where the bot
        // could not show it.
        if matches!(clicked.action.as_str(), "accept" | "rematch") {
            let missing = guard::missing(ci.app_permissions, &guard::needed(in_thread, false));
            if !missing.is_empty() {
                let loc = ctx.user.locale.clone().unwrap_or_default();
                let mut r = Reply::member(
                    &ctx.channel,
                    &ctx.user.id,
                    &loc,
                    guard::missing_message(&missing),
                );
                r.refused = true;
                self.answer(&it, async move { vec![r] }, Extras::default())
                    .await;
                return;
            }
        }
        let hub = self.hub.clone();
        self.answer_as(
            &it,
            Some(&clicked),
            async move { hub.handle(&ctx, cmd).await },
            Extras::default(),
        )
        .await;
    }

    /// A plain message: a move or game command typed by a player of the game in that channel,
    /// or the answer (`accept`, `decline`, in any language) to the challenge standing there.
    /// Anything else (chat, spectators, bots, unreadable text) is ignored silently.
    pub async fn on_message(&self, m: &serenity::Message) {
        // Any message (a member's, another bot's, this bot's own) pushes a board up. Kept for
        // a channel with a game or challenge here even before this process noted a post of its
        // own there: the answer to the command that made the board may still be on its way.
        let channel = m.channel_id.to_string();
        let hosted = self.hub.hosts(&channel);
        self.boards.note(&channel, &m.id.to_string(), !hosted);
        if !self.config.message_content || m.author.bot || m.content.trim().is_empty() {
            return;
        }
        // A game, or a challenge its members may answer by typing `accept` / `decline`.
        let game = self.hub.game_in(&channel).await;
        if game.is_none() && self.hub.challenge_in(&channel).is_none() {
            return;
        }
        let user = m.author.id.to_string();
        // The hub says whether this is a move or a game command of a player here; chat and
        // spectators get nothing.
        let Some(cmd) = self.hub.typed(&channel, &user, &m.content).await else {
            return;
        };
        let ctx = Ctx {
            server: server_of(m.guild_id, m.channel_id),
            channel: channel.clone(),
            user: player(
                &m.author,
                m.member.as_ref().and_then(|p| p.nick.as_deref()),
                None,
            ),
        };
        tracing::info!("typed {:?} by {} in {}", cmd, ctx.user.id, channel);
        let bot_game = game.is_some_and(|g| g.seats.iter().any(|s| s.is_bot()));
        let hub = self.hub.clone();
        let work = async move { hub.handle(&ctx, cmd).await };
        let replies = if bot_game {
            self.typing_while(&channel, work).await
        } else {
            work.await
        };
        let msg_id = m.id.to_string();
        let outs = present::outgoing(&self.hub, replies);
        for o in &outs {
            // Refusals cannot be ephemeral here: they answer the typed message.
            let reply_to = o.reply.refused.then_some(msg_id.as_str());
            self.post_out(o, None, reply_to).await;
        }
        self.archive_ended(outs.iter().map(|o| &o.reply));
    }
}

/// Registers the slash commands (in the configured guild, else globally), retrying until it
/// works: a transient failure must not leave the bot deaf.
async fn register_commands(shared: Arc<Shared>, app: u64, commands: Vec<serenity::CreateCommand>) {
    let body = match serde_json::to_value(&commands) {
        Ok(v) => v,
        Err(e) => {
            tracing::error!("cannot encode the slash commands: {e}");
            return;
        }
    };
    let path = match shared.config.guild_id() {
        Some(g) => format!("/applications/{app}/guilds/{g}/commands"),
        None => format!("/applications/{app}/commands"),
    };
    let mut wait = Duration::from_secs(1);
    loop {
        match shared.rest.send(Method::Put, &path, Some(&body), &[]).await {
            Ok(_) => {
                tracing::info!("registered {} slash commands ({path})", commands.len());
                return;
            }
            Err(e)
                if e.status()
                    .is_some_and(|s| (400..500).contains(&s) && s != 429) =>
            {
                tracing::error!("Discord refused the slash commands: {e}");
                return;
            }
            Err(e) => {
                tracing::warn!("registering slash commands: {e}; again in {wait:?}");
                tokio::time::sleep(wait).await;
                wait = (wait * 2).min(Duration::from_secs(60));
            }
        }
    }
}

fn on_error(err: poise::FrameworkError<'_, Arc<Shared>, Error>) -> poise::BoxFuture<'_, ()> {
    Box::pin(async move {
        // Never a second, different message: players only see hub replies. Serenity's HTTP
        // errors carry request URLs, which hold interaction tokens: redacted before logging.
        match err {
            poise::FrameworkError::Command { error, ctx, .. } => {
                let error = rest::redact(&error.to_string());
                tracing::warn!("command /{} failed: {error}", ctx.command().name);
            }
            poise::FrameworkError::ArgumentParse { error, ctx, .. } => {
                let error = rest::redact(&error.to_string());
                tracing::warn!("command /{}: bad arguments: {error}", ctx.command().name);
            }
            other => tracing::warn!("framework: {}", rest::redact(&other.to_string())),
        }
    })
}

fn event_handler<'a>(
    fctx: poise::FrameworkContext<'a, Arc<Shared>, Error>,
    event: &'a serenity::FullEvent,
) -> poise::BoxFuture<'a, Result<(), Error>> {
    Box::pin(async move {
        let shared = fctx.user_data;
        match event {
            serenity::FullEvent::InteractionCreate {
                interaction: serenity::Interaction::Component(ci),
            } => shared.on_button(ci).await,
            serenity::FullEvent::Message { new_message } => shared.on_message(new_message).await,
            serenity::FullEvent::Ready { data_about_bot } => {
                tracing::info!(
                    "connected as {} (shard {:?})",
                    data_about_bot.user.name,
                    data_about_bot.shard
                );
            }
            _ => {}
        }
        Ok(())
    })
}

/// The gateway intents: guilds, guild messages (to know whether a board is still the last
/// message of its channel), and their content only when typed moves are on (MESSAGE CONTENT
/// is privileged).
pub fn intents(config: &DiscordConfig) -> serenity::GatewayIntents {
    let mut i = serenity::GatewayIntents::GUILDS | serenity::GatewayIntents::GUILD_MESSAGES;
    if config.message_content {
        i |= serenity::GatewayIntents::MESSAGE_CONTENT;
    }
    i
}

/// Runs the bot until `shutdown` completes (or the client fails): connects to the gateway,
/// registers the commands, answers interactions and typed moves, and posts the hub's events.
/// On shutdown the shards are closed and the hub is stopped; the caller drops it to close the
/// store.
///
/// # Errors
/// [`RunError`] if the HTTP client cannot be built or the gateway client fails for good.
pub async fn run(
    hub: Hub,
    mut events: Events,
    opts: RunOptions,
    shutdown: impl Future<Output = ()> + Send,
) -> Result<(), RunError> {
    let rest = Rest::new(
        opts.api_base.as_deref(),
        &opts.token,
        rest::Retry::default(),
    )?;
    let shared = Arc::new(Shared {
        hub: hub.clone(),
        rest,
        config: opts.config.clone(),
        threads: guard::Threads::default(),
        boards: board::Boards::default(),
    });
    let forward = {
        let shared = shared.clone();
        tokio::spawn(async move {
            while let Some(r) = events.recv().await {
                // The hub sends a turn's replies together: they make one board.
                let mut batch = vec![r];
                while let Ok(more) = events.try_recv() {
                    batch.push(more);
                }
                shared.post_events(batch).await;
            }
        })
    };
    let mut http = serenity::HttpBuilder::new(opts.token.expose());
    if let Some(base) = &opts.api_base {
        // Requests go to `base`; serenity's rate limiter would send them to Discord itself.
        http = http.proxy(base.clone()).ratelimiter_disabled(true);
    }
    let http = http.build();
    let setup_shared = shared.clone();
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands::all(),
            on_error,
            event_handler,
            initialize_owners: false,
            ..Default::default()
        })
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                ctx.http.set_application_id(ready.application.id);
                let cmds =
                    poise::builtins::create_application_commands(&framework.options().commands);
                tokio::spawn(register_commands(
                    setup_shared.clone(),
                    ready.application.id.get(),
                    cmds,
                ));
                Ok(setup_shared)
            })
        })
        .build();
    let mut client = serenity::ClientBuilder::new_with_http(http, intents(&opts.config))
        .framework(framework)
        .await?;
    let manager = client.shard_manager.clone();
    let result = {
        let start = async {
            match (opts.shard_range, opts.shards) {
                // serenity's range is inclusive of its end.
                (Some(r), _) => client.start_shard_range(r.from..r.to - 1, r.total).await,
                (None, Some(n)) => client.start_shards(n.max(1)).await,
                (None, None) => client.start_autosharded().await,
            }
        };
        tokio::select! {
            r = start => r.map_err(RunError::from),
            _ = shutdown => {
                tracing::info!("shutting down");
                Ok(())
            }
        }
    };
    manager.shutdown_all().await;
    forward.abort();
    hub.shutdown().await;
    result
}
