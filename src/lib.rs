//! qibot: hosts board games (Jungle, then Xiangqi) in Discord channels.
//!
//! Layers, each usable without those above it: [`games`] (pure rules), then the engine, the
//! renderer, the hub and the front-ends. The [`cli`] exposes every layer.

pub mod cli;
pub mod console;
pub mod discord;
pub mod engine;
pub mod games;
pub mod hub;
pub mod pairing;
pub mod render;
pub mod store;
pub mod text;
pub mod web;
