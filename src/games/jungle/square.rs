//! Squares of the 7×9 Jungle board, named `a1`–`g9` as in `spec/jungle.md`.

use std::fmt;
use std::str::FromStr;

/// Number of files (`a`–`g`).
pub const FILES: u8 = 7;
/// Number of ranks (`1`–`9`).
pub const RANKS: u8 = 9;
/// Number of squares on the board.
pub const SQUARES: usize = 63;

/// One of the 63 squares. Index `rank * 7 + file`, with `a1` = 0 and `g9` = 62, so a square is
/// also a bit index of a [`super::Bitboard`]-style `u64`.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Square(u8);

impl Square {
    /// The square at `file` (0 = `a` … 6 = `g`) and `rank` (0 = rank 1 … 8 = rank 9), or `None`
    /// when either is off the board.
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file < FILES && rank < RANKS {
            Some(Square(rank * FILES + file))
        } else {
            None
        }
    }

    /// The square with index `index` (0..63), or `None` past the board.
    pub const fn from_index(index: u8) -> Option<Square> {
        if (index as usize) < SQUARES {
            Some(Square(index))
        } else {
            None
        }
    }

    /// The index 0..63 (`rank * 7 + file`).
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The file, 0 (`a`) … 6 (`g`).
    #[inline]
    pub const fn file(self) -> u8 {
        self.0 % FILES
    }

    /// The rank, 0 (rank 1, Red's back rank) … 8 (rank 9, Blue's back rank).
    #[inline]
    pub const fn rank(self) -> u8 {
        self.0 / FILES
    }

    /// This square as a one-bit mask.
    #[inline]
    pub const fn bit(self) -> u64 {
        1u64 << self.0
    }

    /// The square `df` files and `dr` ranks away, or `None` off the board.
    pub const fn offset(self, df: i8, dr: i8) -> Option<Square> {
        let f = self.file() as i8 + df;
        let r = self.rank() as i8 + dr;
        if f < 0 || r < 0 {
            None
        } else {
            Square::new(f as u8, r as u8)
        }
    }

    /// All 63 squares, `a1`, `b1`, … `g9`.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..SQUARES as u8).map(Square)
    }

    /// The file letter, `'a'`–`'g'`.
    pub const fn file_char(self) -> char {
        (b'a' + self.file()) as char
    }

    /// The rank digit, `'1'`–`'9'`.
    pub const fn rank_char(self) -> char {
        (b'1' + self.rank()) as char
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file_char(), self.rank_char())
    }
}

/// A text that is not a square name (`a1`–`g9`).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a square: squares go from a1 to g9 (file letter a-g, then rank 1-9)")]
pub struct ParseSquareError(pub String);

impl FromStr for Square {
    type Err = ParseSquareError;

    /// Parses `c3` or `C3`.
    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        let b = s.as_bytes();
        if b.len() == 2 {
            let f = b[0].to_ascii_lowercase().wrapping_sub(b'a');
            let r = b[1].wrapping_sub(b'1');
            if let Some(sq) = Square::new(f, r) {
                return Ok(sq);
            }
        }
        Err(ParseSquareError(s.to_string()))
    }
}

/// Iterates over the squares of a `u64` mask, lowest index first.
#[derive(Clone, Copy)]
pub struct SquareIter(pub u64);

impl Iterator for SquareIter {
    type Item = Square;
    #[inline]
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            let i = self.0.trailing_zeros() as u8;
            self.0 &= self.0 - 1;
            Some(Square(i))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for sq in Square::all() {
            assert_eq!(sq.to_string().parse::<Square>().unwrap(), sq);
        }
        assert_eq!("a1".parse::<Square>().unwrap().index(), 0);
        assert_eq!("G9".parse::<Square>().unwrap().index(), 62);
        assert!("h1".parse::<Square>().is_err());
        assert!("a0".parse::<Square>().is_err());
        assert!("a10".parse::<Square>().is_err());
    }
}
