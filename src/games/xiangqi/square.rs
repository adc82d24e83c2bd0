//! Points of the 9×10 Xiangqi board, named in ICCS coordinates `a0`–`i9` as in `spec/xiangqi.md`.

use std::fmt;
use std::str::FromStr;

/// Number of files (`a`–`i`).
pub const FILES: u8 = 9;
/// Number of ranks (`0`–`9`).
pub const RANKS: u8 = 10;
/// Number of points on the board.
pub const SQUARES: usize = 90;

/// One of the 90 points ("squares"). Index `rank * 9 + file`, with `a0` = 0 and `i9` = 89, so a
/// square is also a bit index of a `u128` mask.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Square(u8);

impl Square {
    /// The square at `file` (0 = `a` … 8 = `i`) and `rank` (0 … 9), or `None` off the board.
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file < FILES && rank < RANKS {
            Some(Square(rank * FILES + file))
        } else {
            None
        }
    }

    /// The square with index `index` (0..90), or `None` past the board.
    pub const fn from_index(index: u8) -> Option<Square> {
        if (index as usize) < SQUARES {
            Some(Square(index))
        } else {
            None
        }
    }

    /// Builds a square from an index known to be below 90 (internal tables only).
    #[inline]
    pub(crate) const fn from_index_unchecked(index: u8) -> Square {
        debug_assert!((index as usize) < SQUARES);
        Square(index)
    }

    /// The index 0..90 (`rank * 9 + file`).
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The file, 0 (`a`) … 8 (`i`).
    #[inline]
    pub const fn file(self) -> u8 {
        self.0 % FILES
    }

    /// The rank, 0 (Red's back rank) … 9 (Black's back rank).
    #[inline]
    pub const fn rank(self) -> u8 {
        self.0 / FILES
    }

    /// This square as a one-bit mask.
    #[inline]
    pub const fn bit(self) -> u128 {
        1u128 << self.0
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

    /// All 90 squares, `a0`, `b0`, … `i9`.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..SQUARES as u8).map(Square)
    }

    /// The file letter, `'a'`–`'i'`.
    pub const fn file_char(self) -> char {
        (b'a' + self.file()) as char
    }

    /// The rank digit, `'0'`–`'9'`.
    pub const fn rank_char(self) -> char {
        (b'0' + self.rank()) as char
    }

    /// Whether the square lies in either palace (files d–f, ranks 0–2 or 7–9).
    pub const fn in_palace(self) -> bool {
        let f = self.file();
        let r = self.rank();
        f >= 3 && f <= 5 && (r <= 2 || r >= 7)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file_char(), self.rank_char())
    }
}

/// A text that is not a square name (`a0`–`i9`).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "`{0}` is not a point of the board: points go from a0 to i9 (file letter a-i, then rank 0-9)"
)]
pub struct ParseSquareError(pub String);

impl FromStr for Square {
    type Err = ParseSquareError;

    /// Parses `e0` or `E0`.
    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        let b = s.as_bytes();
        if b.len() == 2 {
            let f = b[0].to_ascii_lowercase().wrapping_sub(b'a');
            let r = b[1].wrapping_sub(b'0');
            if let Some(sq) = Square::new(f, r) {
                return Ok(sq);
            }
        }
        Err(ParseSquareError(s.to_string()))
    }
}

/// Iterates over the squares of a `u128` mask, lowest index first.
#[derive(Clone, Copy)]
pub struct SquareIter(pub u128);

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
        assert_eq!("a0".parse::<Square>().unwrap().index(), 0);
        assert_eq!("I9".parse::<Square>().unwrap().index(), 89);
        assert!("j1".parse::<Square>().is_err());
        assert!("a10".parse::<Square>().is_err());
        assert!("e1".parse::<Square>().unwrap().in_palace());
        assert!(!"c1".parse::<Square>().unwrap().in_palace());
    }
}
