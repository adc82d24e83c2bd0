//! The Discord front-end (serenity + poise): turns slash commands, button clicks and typed
//! moves into hub [`Command`](crate::hub::Command)s and sends the hub's [`Reply`]s back as messages with the board
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

mod answer;
pub mod board;
pub mod commands;
pub mod config;
mod events;
pub mod guard;
mod learn;
pub mod locale;
pub mod present;
pub mod rest;
mod run;
mod show;
mod web;

use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use serde_json::Value;

use crate::hub::{Ctx, Hub, Player, Reply};

pub use config::{DiscordConfig, Token};
use rest::Rest;
pub use run::{intents, run};

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
    /// The web pages, when this process serves them (metrics, health).
    pub web: Option<crate::web::Web>,
    /// Whether boards and some replies link the pages (they have a public address).
    pub web_links: bool,
    /// The gateway shards connected now (for `/healthz` and `/metrics`).
    pub shards: std::sync::Mutex<std::collections::HashSet<u32>>,
    /// The members' lessons (`/learn`): their stages in play and progress.
    pub lessons: crate::hub::lessons::Lessons,
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
    /// The web pages this process serves, reported to (metrics, health).
    pub web: Option<crate::web::Web>,
    /// Whether members can open them (a public address is set): boards carry "Watch" and
    /// `/leaderboard`, `/profile`, `/history`, `/games` link their pages.
    pub web_links: bool,
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
    /// The base locale's command texts are missing or Discord would refuse them.
    #[error("the slash commands' texts: {0}")]
    Locales(String),
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

/// A command or component interaction: who acted where, as the hub sees it.
trait Acting {
    /// The hub context of the member who acted, and the interaction to answer.
    fn origin(&self) -> (Ctx, Interaction);
    /// Whether it came from a thread.
    fn in_thread(&self) -> bool;
}

/// [`Acting`] for an interaction type (commands and components have the same fields).
macro_rules! acting {
    ($t:ty) => {
        impl Acting for $t {
            fn origin(&self) -> (Ctx, Interaction) {
                let channel = self.channel_id.to_string();
                let nick = self.member.as_ref().and_then(|m| m.nick.as_deref());
                let ctx = Ctx {
                    server: server_of(self.guild_id, self.channel_id),
                    channel: channel.clone(),
                    user: player(&self.user, nick, Some(&self.locale)),
                };
                let it = Interaction {
                    id: self.id.get(),
                    token: self.token.clone(),
                    app: self.application_id.get(),
                    channel,
                    user: self.user.id.to_string(),
                };
                (ctx, it)
            }

            fn in_thread(&self) -> bool {
                use serenity::ChannelType as T;
                self.channel.as_ref().is_some_and(|c| {
                    matches!(c.kind, T::PublicThread | T::PrivateThread | T::NewsThread)
                })
            }
        }
    };
}

acting!(serenity::CommandInteraction);
acting!(serenity::ComponentInteraction);

/// What to do beyond the hub's replies.
#[derive(Clone, Debug, Default)]
pub struct Extras {
    /// A member to mention (and ping) in the first reply, e.g. the challenged member.
    pub mention: Option<String>,
    /// The text to answer the interaction with when every reply went to another channel
    /// (a game's thread).
    pub fallback: Option<String>,
    /// The web page the first answer links (a server's board, a member's profile).
    pub link: Option<crate::web::Target>,
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
                "accept" | "decline" | "rematch" | "export" | "review" | "daily"
            )
        })
        .map(|b| b.id)
}

/// The `id` of a message object Discord returned.
fn message_id(v: &Value) -> Option<String> {
    v.get("id").and_then(Value::as_str).map(str::to_string)
}
