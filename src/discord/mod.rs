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

impl Shared {
    /// Runs `work` (a hub call) and answers `it` with its replies: directly when ready within
    /// [`THINK_AFTER`], else after a deferred "thinking" response. Replies for the member only
    /// are ephemeral; replies for another channel (a thread) are posted there.
    pub async fn answer(
        &self,
        it: &Interaction,
        work: impl Future<Output = Vec<Reply>>,
        extras: Extras,
    ) {
        let mut work = std::pin::pin!(work);
        let (replies, deferred) = match tokio::time::timeout(THINK_AFTER, &mut work).await {
            Ok(r) => (r, false),
            Err(_) => {
                let ok = self
                    .rest
                    .send(Method::Post, &it.callback(), Some(&json!({"type": 5})), &[])
                    .await;
                if let Err(e) = &ok {
                    tracing::warn!("deferring an interaction: {e}");
                }
                (work.await, ok.is_ok())
            }
        };
        self.deliver(it, replies, deferred, extras).await;
    }

    async fn deliver(&self, it: &Interaction, replies: Vec<Reply>, deferred: bool, ex: Extras) {
        let mut answered = false;
        let mut mention = ex.mention;
        for r in &replies {
            let (channel, for_member) = match &r.audience {
                crate::hub::Audience::Channel(c) => (c.clone(), None),
                crate::hub::Audience::Member { channel, user } => {
                    (channel.clone(), Some(user.clone()))
                }
            };
            let ephemeral = for_member.as_deref() == Some(it.user.as_str());
            // The member is pinged where the buttons are (a challenge in its thread, not the
            // pointer to that thread); with no buttons anywhere, in the first reply.
            let ping = if r.buttons.is_empty() && replies.iter().any(|x| !x.buttons.is_empty()) {
                None
            } else {
                mention.take()
            };
            if channel != it.channel || (for_member.is_some() && !ephemeral) {
                // A game's thread, or a reply for someone else: a plain message there.
                let who = for_member.or(ping);
                if let Err(e) = self.post_checked(&channel, r, who.as_deref(), None).await {
                    tracing::warn!("posting to channel {channel}: {e}");
                }
                continue;
            }
            let (mut payload, files) = present::payload(&self.hub, r, ping.as_deref());
            if ephemeral {
                payload["flags"] = json!(64);
            }
            let result = if answered {
                self.rest
                    .send(Method::Post, &it.webhook(), Some(&payload), &files)
                    .await
            } else if !deferred {
                let body = json!({"type": 4, "data": payload});
                self.rest
                    .send(Method::Post, &it.callback(), Some(&body), &files)
                    .await
            } else if !ephemeral {
                let path = format!("{}/messages/@original", it.webhook());
                self.rest
                    .send(Method::Patch, &path, Some(&payload), &files)
                    .await
            } else {
                // The "thinking" message is public; an ephemeral answer replaces it.
                let path = format!("{}/messages/@original", it.webhook());
                let _ = self.rest.send(Method::Delete, &path, None, &[]).await;
                self.rest
                    .send(Method::Post, &it.webhook(), Some(&payload), &files)
                    .await
            };
            match result {
                Ok(_) => answered = true,
                Err(e) => tracing::warn!("answering an interaction: {e}"),
            }
        }
        if !answered {
            let text = ex.fallback.unwrap_or_else(|| "✓".to_string());
            let payload = json!({"content": text, "allowed_mentions": {"parse": []}});
            let r = if deferred {
                let path = format!("{}/messages/@original", it.webhook());
                self.rest
                    .send(Method::Patch, &path, Some(&payload), &[])
                    .await
            } else {
                let body = json!({"type": 4, "data": payload});
                self.rest
                    .send(Method::Post, &it.callback(), Some(&body), &[])
                    .await
            };
            if let Err(e) = r {
                tracing::warn!("answering an interaction: {e}");
            }
        }
        self.archive_ended(&replies);
    }

    /// Posts one reply as a channel message, optionally mentioning a member and answering a
    /// message. Returns the message id.
    async fn post(
        &self,
        channel: &str,
        r: &Reply,
        mention: Option<&str>,
        reply_to: Option<&str>,
    ) -> Result<Value, rest::RestError> {
        let (mut payload, files) = present::payload(&self.hub, r, mention);
        if let Some(m) = reply_to {
            payload["message_reference"] = json!({"message_id": m, "fail_if_not_exists": false});
        }
        let path = format!("/channels/{channel}/messages");
        self.rest
            .send(Method::Post, &path, Some(&payload), &files)
            .await
    }

    /// Posts replies that arrived without a command (bot moves after a restart, losses on
    /// time, expired challenges).
    pub async fn post_event(&self, r: Reply) {
        let (channel, who) = match &r.audience {
            crate::hub::Audience::Channel(c) => (c.clone(), None),
            crate::hub::Audience::Member { channel, user } => (channel.clone(), Some(user.clone())),
        };
        if let Err(e) = self.post_checked(&channel, &r, who.as_deref(), None).await {
            tracing::warn!("posting an event to channel {channel}: {e}");
        }
        self.archive_ended(std::slice::from_ref(&r));
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
        let action = crate::hub::commands::parse_button(id).map(|b| b.action);
        if matches!(action.as_deref(), Some("accept" | "rematch")) {
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
        let cmd = Command::Button(id.to_string());
        self.answer(
            &it,
            async move { hub.handle(&ctx, cmd).await },
            Extras::default(),
        )
        .await;
    }

    /// A plain message: a move or game command typed by a player of the game in that channel.
    /// Anything else (chat, spectators, bots, unreadable text) is ignored silently.
    pub async fn on_message(&self, m: &serenity::Message) {
        if !self.config.message_content || m.author.bot || m.content.trim().is_empty() {
            return;
        }
        let channel = m.channel_id.to_string();
        let Some(game) = self.hub.game_in(&channel).await else {
            return;
        };
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
        let bot_game = game.seats.iter().any(|s| s.is_bot());
        let hub = self.hub.clone();
        let work = async move { hub.handle(&ctx, cmd).await };
        let replies = if bot_game {
            self.typing_while(&channel, work).await
        } else {
            work.await
        };
        let msg_id = m.id.to_string();
        for r in &replies {
            let target = match &r.audience {
                crate::hub::Audience::Channel(c)
                | crate::hub::Audience::Member { channel: c, .. } => c.clone(),
            };
            // Refusals cannot be ephemeral here: they answer the typed message.
            let reply_to = r.refused.then_some(msg_id.as_str());
            if let Err(e) = self.post_checked(&target, r, None, reply_to).await {
                tracing::warn!("posting to channel {target}: {e}");
            }
        }
        self.archive_ended(&replies);
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

/// The gateway intents: guilds, and guild messages with their content only when typed moves
/// are on (MESSAGE CONTENT is privileged).
pub fn intents(config: &DiscordConfig) -> serenity::GatewayIntents {
    let mut i = serenity::GatewayIntents::GUILDS;
    if config.message_content {
        i |= serenity::GatewayIntents::GUILD_MESSAGES | serenity::GatewayIntents::MESSAGE_CONTENT;
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
    });
    let forward = {
        let shared = shared.clone();
        tokio::spawn(async move {
            while let Some(r) = events.recv().await {
                shared.post_event(r).await;
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
