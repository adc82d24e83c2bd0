//! The bot and the renderer the front-ends use. The real engine and picture renderer are
//! plugged in here (one line each) when they land.

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
