//! Points of the 9×10 Xiangqi board, named in ICCS coordinates `a0`–`i9` as in `spec/xiangqi.md`.
//! The square type is the shared [`crate::games::board::Square`] on [`XiangqiBoard`].

use crate::games::board::{self, Board, pop_square};

/// Number of files (`a`–`i`).
pub const FILES: u8 = 9;
/// Number of ranks (`0`–`9`).
pub const RANKS: u8 = 10;
/// Number of points on the board.
pub const SQUARES: usize = 90;

/// The Xiangqi board: 9 files, 10 ranks named from 0 (ICCS), a `u128` mask.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct XiangqiBoard;

impl Board for XiangqiBoard {
    const FILES: u8 = FILES;
    const RANKS: u8 = RANKS;
    const FIRST_RANK: u8 = b'0';
    const MOVE_SHIFT: u32 = 7;
    const COORDINATES: &'static str = "ICCS coordinates";
    const SQUARE_WORD: &'static str = "point";
    const SQUARE_PHRASE: &'static str = "a point of the board";
    const MOVE_EXAMPLE: &'static str = "h2e2";
    const DASHED_MOVES: bool = true;
    type Mask = u128;
}

/// One of the 90 points. Index `rank * 9 + file`, with `a0` = 0 and `i9` = 89, so a point is
/// also a bit index of a `u128` mask.
pub type Square = board::Square<XiangqiBoard>;

/// A text that is not a point name (`a0`–`i9`).
pub type ParseSquareError = board::ParseSquareError<XiangqiBoard>;

/// Iterates over the points of a mask, lowest index first.
#[derive(Clone, Copy)]
pub struct SquareIter(pub u128);

impl Iterator for SquareIter {
    type Item = Square;
    #[inline]
    fn next(&mut self) -> Option<Square> {
        pop_square(&mut self.0)
    }
}

impl Square {
    /// This point as a one-bit mask (`const`, for the board tables).
    #[inline]
    pub const fn bit(self) -> u128 {
        1 << self.index()
    }

    /// Whether the square lies in either palace (files d–f, ranks 0–2 or 7–9).
    pub const fn in_palace(self) -> bool {
        let f = self.file();
        let r = self.rank();
        f >= 3 && f <= 5 && (r <= 2 || r >= 7)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        crate::games::board::check_square_names::<XiangqiBoard>();
        assert_eq!("a0".parse::<Square>().unwrap().index(), 0);
        assert_eq!("I9".parse::<Square>().unwrap().index(), 89);
        assert!("j1".parse::<Square>().is_err());
        assert!("e1".parse::<Square>().unwrap().in_palace());
        assert!(!"c1".parse::<Square>().unwrap().in_palace());
    }
}
