//! Squares of the 7×9 Jungle board, named `a1`–`g9` as in `spec/jungle.md`. The square type
//! is the shared [`crate::games::board::Square`] on [`JungleBoard`].

use crate::games::board::{self, Board, pop_square};

/// Number of files (`a`–`g`).
pub const FILES: u8 = 7;
/// Number of ranks (`1`–`9`).
pub const RANKS: u8 = 9;
/// Number of squares on the board.
pub const SQUARES: usize = 63;

/// The Jungle board: 7 files, 9 ranks named from 1, a `u64` mask.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct JungleBoard;

impl Board for JungleBoard {
    const FILES: u8 = FILES;
    const RANKS: u8 = RANKS;
    const FIRST_RANK: u8 = b'1';
    const MOVE_SHIFT: u32 = 6;
    const COORDINATES: &'static str = "coordinates";
    const SQUARE_WORD: &'static str = "square";
    const SQUARE_PHRASE: &'static str = "a square";
    const MOVE_EXAMPLE: &'static str = "c3c4";
    const DASHED_MOVES: bool = false;
    type Mask = u64;
}

/// One of the 63 squares. Index `rank * 7 + file`, with `a1` = 0 and `g9` = 62, so a square is
/// also a bit index of a `u64` mask.
pub type Square = board::Square<JungleBoard>;

/// A text that is not a square name (`a1`–`g9`).
pub type ParseSquareError = board::ParseSquareError<JungleBoard>;

impl Square {
    /// This square as a one-bit mask (`const`, for the board tables).
    #[inline]
    pub const fn bit(self) -> u64 {
        1 << self.index()
    }
}

/// Iterates over the squares of a mask, lowest index first.
#[derive(Clone, Copy)]
pub struct SquareIter(pub u64);

impl Iterator for SquareIter {
    type Item = Square;
    #[inline]
    fn next(&mut self) -> Option<Square> {
        pop_square(&mut self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        crate::games::board::check_square_names::<JungleBoard>();
        assert_eq!("a1".parse::<Square>().unwrap().index(), 0);
        assert_eq!("G9".parse::<Square>().unwrap().index(), 62);
        assert!("h1".parse::<Square>().is_err());
        assert!("a0".parse::<Square>().is_err());
    }
}
