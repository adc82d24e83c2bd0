//! Moves and a fixed-capacity move list (no allocation in move generation).

use std::fmt;
use std::ops::Deref;
use std::str::FromStr;

use super::square::Square;

/// A move from one point to another. Its canonical text is ICCS coordinates, `h2e2`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Move {
    /// The point the piece leaves.
    pub from: Square,
    /// The point it lands on.
    pub to: Square,
}

impl Move {
    /// A move `from` → `to`.
    pub const fn new(from: Square, to: Square) -> Move {
        Move { from, to }
    }

    /// The move packed into 14 bits (`from * 128 + to`), for tables and storage.
    pub const fn to_u16(self) -> u16 {
        (self.from.index() as u16) << 7 | self.to.index() as u16
    }

    /// Unpacks [`Move::to_u16`]; `None` for a value that is not a move on this board.
    pub const fn from_u16(v: u16) -> Option<Move> {
        if v >= 1 << 14 {
            return None;
        }
        match (
            Square::from_index((v >> 7) as u8),
            Square::from_index((v & 127) as u8),
        ) {
            (Some(from), Some(to)) => Some(Move { from, to }),
            _ => None,
        }
    }
}

/// The canonical ICCS form, e.g. `h2e2`.
impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)
    }
}

/// A text that is not an ICCS move.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a move in ICCS coordinates: write the from- and to-points, e.g. h2e2")]
pub struct ParseMoveError(pub String);

/// Parses ICCS `h2e2`, `h2-e2` or `H2-E2`. Only the syntax is checked; whether the move is legal
/// is the position's business.
impl FromStr for Move {
    type Err = ParseMoveError;
    fn from_str(s: &str) -> Result<Move, ParseMoveError> {
        let err = || ParseMoveError(s.to_string());
        if !s.is_ascii() {
            return Err(err());
        }
        let (a, b) = match s.len() {
            4 => (&s[..2], &s[2..]),
            5 if s.as_bytes()[2] == b'-' => (&s[..2], &s[3..]),
            _ => return Err(err()),
        };
        Ok(Move {
            from: a.parse().map_err(|_| err())?,
            to: b.parse().map_err(|_| err())?,
        })
    }
}

/// Room for every move of any position: at most 2×17 chariot, 2×17 cannon, 2×8 horse, 5×3
/// soldier, 4 general, 8 advisor and 8 elephant moves (119).
pub const MAX_MOVES: usize = 128;

/// A list of up to [`MAX_MOVES`] moves, kept on the stack.
#[derive(Clone, Copy)]
pub struct MoveList {
    moves: [Move; MAX_MOVES],
    len: usize,
}

impl Default for MoveList {
    fn default() -> Self {
        MoveList::new()
    }
}

impl MoveList {
    /// An empty list.
    pub const fn new() -> MoveList {
        let a0 = Square::from_index_unchecked(0);
        MoveList {
            moves: [Move { from: a0, to: a0 }; MAX_MOVES],
            len: 0,
        }
    }

    /// Appends a move. There is always room: no position has more than [`MAX_MOVES`].
    #[inline]
    pub fn push(&mut self, m: Move) {
        self.moves[self.len] = m;
        self.len += 1;
    }

    /// Empties the list.
    #[inline]
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// The moves as a mutable slice (for sorting).
    pub fn as_mut_slice(&mut self) -> &mut [Move] {
        &mut self.moves[..self.len]
    }
}

impl Deref for MoveList {
    type Target = [Move];
    fn deref(&self) -> &[Move] {
        &self.moves[..self.len]
    }
}

impl fmt::Debug for MoveList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

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
