//! Zobrist keys for repetition detection and the engine's transposition table.

use super::piece::{PieceKind, Side};
use super::square::{SQUARES, Square};
use crate::games::zobrist::PieceKeys;

/// Keys `[side][kind][square]`, from the fixed seed "QIBOTXQ".
static PIECE_KEYS: PieceKeys<7, SQUARES> = PieceKeys::new(0x5155_4942_4F54_5851);

/// Toggled when Black is to move.
pub const BLACK_TO_MOVE: u64 = 0xC6A4_A793_5BD1_E995;

/// The key of `kind` of `side` on `sq`.
#[inline]
pub fn piece_key(side: Side, kind: PieceKind, sq: Square) -> u64 {
    PIECE_KEYS.get(side.index(), kind.index(), sq.index())
}

/// The key of a piece code (see `position.rs`: `1 + side * 8 + kind`) on square index `sq`.
#[inline]
pub(crate) fn code_key(code: u8, sq: usize) -> u64 {
    let c = (code - 1) as usize;
    PIECE_KEYS.get(c >> 3, c & 7, sq)
}
