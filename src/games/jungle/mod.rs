//! Jungle (Dou Shou Qi): the rules of `spec/jungle.md`. Pure: no I/O.
//!
//! Squares, pieces and moves are small `Copy` types with `FromStr`/`Display`; a [`Position`] is
//! validated once (from a FEN) and then changed only by legal moves; a [`Game`] adds the history
//! needed for repetition and the outcome.

pub mod bitboard;
pub mod captures;
pub mod fen;
pub mod game;
pub mod moves;
pub mod notation;
pub mod outcome;
pub mod piece;
pub mod position;
pub mod rules;
pub mod square;
pub mod zobrist;

pub use crate::games::perft::{divide, perft};
pub use fen::{FenError, STARTPOS};
pub use game::Game;
pub use moves::{Move, MoveList};
pub use notation::{MoveText, MoveTextError, human, parse_move, read_move, resolve_move};
pub use outcome::{DrawReason, Outcome, WinReason};
pub use piece::{Piece, PieceKind, Side};
pub use position::{IllegalMove, Position};
pub use rules::{Repetition, RuleSet, RulesError};
pub use square::Square;
