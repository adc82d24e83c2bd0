//! Pure game rules, one folder a game, and what they share: the contract each game implements
//! ([`contract::GamePosition`]), the game record ([`history`]), outcomes, rule options, Zobrist
//! keys, perft and move-text helpers. No I/O.

pub mod any;
pub mod board;
pub mod contract;
pub mod fen;
pub mod history;
pub mod jungle;
pub mod options;
pub mod outcome;
pub mod perft;
pub mod puzzle;
pub mod state;
pub mod text;
pub mod xiangqi;
pub mod zobrist;
