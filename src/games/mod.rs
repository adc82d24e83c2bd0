//! Pure game rules, one folder a game. No I/O.

pub mod any;
pub mod jungle;
pub mod text;
pub mod xiangqi;
