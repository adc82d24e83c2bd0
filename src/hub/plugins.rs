//! The bot and the renderer the front-ends use. The real engine and picture renderer are
//! plugged in here, one line each, when they land:
//!
//! - [`bot`]: replace `GreedyBot` by an engine adapter, e.g.
//!   `impl Bot for EngineBot { fn choose_move(&self, game, level, stop) {
//!   engine::choose_move(game.position(), &history_hashes(game), level, stop).map(|r| r.best) } … }`
//!   ([`super::bot::history_hashes`] gives the repetition history).
//! - [`renderer`]: replace `NoRenderer` by an adapter calling the board PNG and replay GIF
//!   functions of `render` with the [`super::BoardView`] fields.

use std::sync::Arc;

use super::bot::{Bot, GreedyBot};
use super::render::{NoRenderer, Renderer};

/// The bot the front-ends play against.
pub fn bot() -> Arc<dyn Bot> {
    Arc::new(GreedyBot)
}

/// The board and replay renderer of the front-ends.
pub fn renderer() -> Arc<dyn Renderer> {
    Arc::new(NoRenderer)
}
