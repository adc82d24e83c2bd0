//! Shared test support: a fake Discord and a small real PNG renderer.

pub mod fake_discord;
pub mod renderer;
