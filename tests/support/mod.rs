//! Shared test support, declared the same way by every test binary (`mod support;`) and taken
//! from as needed: the built binary ([`cli`]), bots and contexts for the hub ([`hub`]), stored
//! games ([`records`]), the two stores ([`db`], [`postgres`]), a fake Discord and the bot
//! started against it ([`fake_discord`], [`bot`]), games of either game ([`games`]), a small
//! real PNG renderer ([`renderer`]), the process's own memory ([`proc_status`]), the web
//! pages over a store that can be stopped ([`web`]) and headless Chromium ([`browser`]).

// Each test binary uses a part of this module; the rest is not dead, only unused there.
#![allow(dead_code)]

pub mod bot;
pub mod browser;
pub mod cli;
pub mod db;
pub mod engine;
pub mod fake_discord;
pub mod games;
pub mod hub;
pub mod postgres;
pub mod proc_status;
pub mod records;
pub mod renderer;
pub mod requests;
pub mod says;
pub mod search;
pub mod web;
