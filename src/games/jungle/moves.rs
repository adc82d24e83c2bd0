//! Moves and a fixed-capacity move list (no allocation in move generation): the shared
//! [`board::Move`] and [`board::MoveList`] on the Jungle board.

use super::square::JungleBoard;
use crate::games::board;

/// A move from one square to another. Its canonical text is the coordinate form, `c3c4`.
pub type Move = board::Move<JungleBoard>;

/// A text that is not a move in coordinates.
pub type ParseMoveError = board::ParseMoveError<JungleBoard>;

/// Room for every move of any position: at most 8 pieces with 4 moves each.
pub const MAX_MOVES: usize = 32;

/// A list of up to [`MAX_MOVES`] moves, kept on the stack.
pub type MoveList = board::MoveList<Move, MAX_MOVES>;
