//! A Jungle game record: the start, the moves, the repetition history and the outcome. The end
//! checks of `spec/jungle.md` ("End of the game") are the contract's `decide`, in
//! [`super::position`].

use crate::games::history::History;

use super::position::Position;

/// A Jungle game in progress: start, moves, repetition history and outcome.
pub type Game = History<Position>;
