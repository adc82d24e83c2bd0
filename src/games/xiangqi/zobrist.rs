//! Zobrist keys for repetition detection and the engine's transposition table.

use super::piece::{PieceKind, Side};
use super::square::{SQUARES, Square};

const fn splitmix(state: u64) -> (u64, u64) {
    let s = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = s;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (s, z ^ (z >> 31))
}

/// Keys `[side][kind][square]`, from a fixed seed so hashes are the same in every build.
static PIECE_KEYS: [[[u64; SQUARES]; 7]; 2] = {
    let mut t = [[[0u64; SQUARES]; 7]; 2];
    let mut state = 0x5155_4942_4F54_5851; // "QIBOTXQ"
    let mut s = 0;
    while s < 2 {
        let mut k = 0;
        while k < 7 {
            let mut q = 0;
            while q < SQUARES {
                let (ns, v) = splitmix(state);
                state = ns;
                t[s][k][q] = v;
                q += 1;
            }
            k += 1;
        }
        s += 1;
    }
    t
};

/// Toggled when Black is to move.
pub const BLACK_TO_MOVE: u64 = 0xC6A4_A793_5BD1_E995;

/// The key of `kind` of `side` on `sq`.
#[inline]
pub fn piece_key(side: Side, kind: PieceKind, sq: Square) -> u64 {
    PIECE_KEYS[side.index()][kind.index()][sq.index()]
}

/// The key of a piece code (see `position.rs`: `1 + side * 8 + kind`) on square index `sq`.
#[inline]
pub(crate) fn code_key(code: u8, sq: usize) -> u64 {
    let c = (code - 1) as usize;
    PIECE_KEYS[c >> 3][c & 7][sq]
}
