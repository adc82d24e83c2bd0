//! Zobrist keys for repetition detection and the engine's transposition table.

use super::piece::{PieceKind, Side};
use super::square::{SQUARES, Square};
use crate::games::zobrist::PieceKeys;

/// Keys `[side][kind][square]`, from the fixed seed "QIBOTJG".
static PIECE_KEYS: PieceKeys<8, SQUARES> = PieceKeys::new(0x5155_4942_4F54_4A47);

/// Toggled when Blue is to move.
pub const BLUE_TO_MOVE: u64 = 0x8F1B_BCDC_B7A5_6463;

/// The key of `kind` of `side` on `sq`.
#[inline]
pub fn piece_key(side: Side, kind: PieceKind, sq: Square) -> u64 {
    PIECE_KEYS.get(side.index(), kind.index(), sq.index())
}
