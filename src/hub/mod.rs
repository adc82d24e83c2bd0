//! The game hub: hosts games for any front-end (Discord, the console). Every rule of play and
//! every player-facing message lives here; front-ends turn member actions into [`Command`]s
//! and present the [`Reply`]s.
//!
//! - Sessions are keyed by channel: one active game or pending challenge per channel.
//! - State lives in a [`Store`] (SQLite by default); a change is committed before anyone is
//!   told, and [`Hub::open`] restores every game, challenge and clock after a crash.
//! - The bot ([`Bot`]) and the pictures ([`Renderer`]) are traits; the engine and the
//!   renderer implement them.

pub mod bot;
pub mod choices;
pub mod colour;
pub mod commands;
pub mod config;
pub mod drawing;
pub mod export;
pub mod games;
pub mod host;
pub mod lessons;
pub mod limits;
#[cfg(test)]
mod message_ids;
pub mod plugins;
pub mod puzzles;
pub mod rating;
pub mod render;
pub mod reply;
pub mod review;
pub mod searches;
pub mod table;
pub mod timer;
pub mod tournament;

pub use crate::games::any::{GameKind, Side};
pub use crate::store::types::{
    ChannelId, EndReason, Ending, GameId, Player, Seat, ServerId, TimeControl, UserId,
};
pub use crate::store::{SqliteStore, Store};
pub use crate::text::{Arg, I18n, Message};
pub use bot::{Bot, GreedyBot};
pub use colour::Colour;
pub use commands::{Command, Ctx, DailySetting, GameOptions};
pub use config::HubConfig;
pub use host::{Events, GameChanged, GameSnapshot, Hub, Submitted, now_ms};
pub use plugins::{bot, bot_with, renderer};
pub use render::{NoRenderer, Renderer};
pub use reply::{Audience, BoardView, Button, Menu, MenuOption, Played, Reply};
