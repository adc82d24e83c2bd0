//! The static evaluations, one file a game: used only by the search and the tuner.

pub mod jungle;
pub mod xiangqi;
