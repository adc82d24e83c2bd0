//! Xiangqi (Chinese chess): the rules of `spec/xiangqi.md`. Pure: no I/O.
//!
//! Points, pieces and moves are small `Copy` types with `FromStr`/`Display`; a [`Position`] is
//! validated once (from a FEN) and then changed only by legal moves; a [`Game`] adds the history
//! needed for repetition (with the Asian perpetual-check and perpetual-chase rules, [`chase`])
//! and the outcome. Move text in
//! ICCS, piece names, WXF and Chinese notation is in [`notation`]; game records in [`pgn`].

pub mod chase;
pub mod fen;
pub mod game;
pub mod moves;
pub mod notation;
pub mod outcome;
pub mod pgn;
pub mod piece;
pub mod position;
pub mod rules;
pub mod square;
pub(crate) mod tables;
pub mod zobrist;

pub use crate::games::perft::{divide, perft};
pub use fen::{FenError, STARTPOS};
pub use game::Game;
pub use moves::{Move, MoveList};
pub use notation::{
    MoveText, MoveTextError, Script, chinese, human, parse_move, read_move, resolve_move, wxf,
    wxf_fullwidth,
};
pub use outcome::{DrawReason, Outcome, WinReason};
pub use pgn::{PgnError, PgnGame, read_pgn};
pub use piece::{Piece, PieceKind, Side};
pub use position::{IllegalMove, Position};
pub use rules::{Repetition, RuleSet, RulesError};
pub use square::Square;
