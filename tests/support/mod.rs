//! Shared test support: a fake Discord, the bot started against it, and a small real PNG
//! renderer.

pub mod bot;
pub mod fake_discord;
pub mod renderer;
