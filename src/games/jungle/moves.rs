//! Moves and a fixed-capacity move list (no allocation in move generation).

use std::fmt;
use std::ops::Deref;
use std::str::FromStr;

use super::square::Square;

/// A move from one square to another (a step, a river jump, or either with a capture).
/// Its canonical text is the coordinate form `c3c4`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Move {
    /// The square the piece leaves.
    pub from: Square,
    /// The square it lands on.
    pub to: Square,
}

impl Move {
    /// A move `from` → `to`.
    pub const fn new(from: Square, to: Square) -> Move {
        Move { from, to }
    }

    /// The move packed into 12 bits (`from * 64 + to`), for tables and storage.
    pub const fn to_u16(self) -> u16 {
        (self.from.index() as u16) << 6 | self.to.index() as u16
    }

    /// Unpacks [`Move::to_u16`]; `None` for a value that is not a move on this board.
    pub const fn from_u16(v: u16) -> Option<Move> {
        match (
            Square::from_index((v >> 6) as u8),
            Square::from_index((v & 63) as u8),
        ) {
            (Some(from), Some(to)) if v < 4096 => Some(Move { from, to }),
            _ => None,
        }
    }
}

/// The canonical coordinate form, e.g. `c3c4`.
impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)
    }
}

/// A text that is not a coordinate move.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a move in coordinates: write the from- and to-squares, e.g. c3c4")]
pub struct ParseMoveError(pub String);

/// Parses the canonical form `c3c4` (case-insensitive). Only the syntax is checked; whether the
/// move is legal is the position's business.
impl FromStr for Move {
    type Err = ParseMoveError;
    fn from_str(s: &str) -> Result<Move, ParseMoveError> {
        let err = || ParseMoveError(s.to_string());
        if s.len() != 4 || !s.is_ascii() {
            return Err(err());
        }
        let from = s[..2].parse().map_err(|_| err())?;
        let to = s[2..].parse().map_err(|_| err())?;
        Ok(Move { from, to })
    }
}

/// Room for every move of any position: at most 8 pieces with 4 moves each.
pub const MAX_MOVES: usize = 32;

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
        let filler = Move {
            from: match Square::from_index(0) {
                Some(s) => s,
                None => panic!(),
            },
            to: match Square::from_index(0) {
                Some(s) => s,
                None => panic!(),
            },
        };
        MoveList {
            moves: [filler; MAX_MOVES],
            len: 0,
        }
    }

    /// Appends a move. There is always room: no position has more than [`MAX_MOVES`].
    #[inline]
    pub fn push(&mut self, m: Move) {
        self.moves[self.len] = m;
        self.len += 1;
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
