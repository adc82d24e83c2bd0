//! Moves and a fixed-capacity move list (no allocation in move generation): the shared
//! [`board::Move`] and [`board::MoveList`] on the Xiangqi board.

use super::square::XiangqiBoard;
use crate::games::board;

/// A move from one square to another. Its canonical text is the coordinate form, ICCS `h2e2`.
pub type Move = board::Move<XiangqiBoard>;

/// A text that is not a move in coordinates.
pub type ParseMoveError = board::ParseMoveError<XiangqiBoard>;

/// Room for every move of any position: at most 2×17 chariot, 2×17 cannon, 2×8 horse, 5×3
/// soldier, 4 general, 8 advisor and 8 elephant moves (119).
pub const MAX_MOVES: usize = 128;

/// A list of up to [`MAX_MOVES`] moves, kept on the stack.
pub type MoveList = board::MoveList<Move, MAX_MOVES>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn iccs_forms() {
        let m: Move = "h2e2".parse().unwrap();
        assert_eq!(m.to_string(), "h2e2");
        assert_eq!("H2-E2".parse::<Move>().unwrap(), m);
        assert_eq!(Move::from_u16(m.to_u16()), Some(m));
        assert!("h2e".parse::<Move>().is_err());
        assert!("j2e2".parse::<Move>().is_err());
    }
}
