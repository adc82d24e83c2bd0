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
static PIECE_KEYS: [[[u64; SQUARES]; 8]; 2] = {
    let mut t = [[[0u64; SQUARES]; 8]; 2];
    let mut state = 0x5155_4942_4F54_4A47; // "QIBOTJG"
    let mut s = 0;
    while s < 2 {
        let mut k = 0;
        while k < 8 {
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

/// Toggled when Blue is to move.
pub const BLUE_TO_MOVE: u64 = 0x8F1B_BCDC_B7A5_6463;

/// The key of `kind` of `side` on `sq`.
#[inline]
pub fn piece_key(side: Side, kind: PieceKind, sq: Square) -> u64 {
    PIECE_KEYS[side.index()][kind.index()][sq.index()]
}
