//! The one Zobrist key generator of every game: keys from a fixed seed (splitmix64), so hashes
//! are the same in every build. Each game keeps its table in its own `zobrist.rs`.

/// One step of splitmix64: the next state and its output.
const fn splitmix(state: u64) -> (u64, u64) {
    let s = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = s;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (s, z ^ (z >> 31))
}

/// A game's piece keys, one a side, kind and square (`[side][kind][square]`) for `KINDS`
/// kinds on `SQUARES` squares.
pub struct PieceKeys<const KINDS: usize, const SQUARES: usize>([[[u64; SQUARES]; KINDS]; 2]);

impl<const KINDS: usize, const SQUARES: usize> PieceKeys<KINDS, SQUARES> {
    /// The keys drawn in `[side][kind][square]` order from `seed` (a game's own seed keeps its
    /// keys apart from other games').
    pub const fn new(seed: u64) -> Self {
        let mut t = [[[0u64; SQUARES]; KINDS]; 2];
        let mut state = seed;
        let mut s = 0;
        while s < 2 {
            let mut k = 0;
            while k < KINDS {
                let mut q = 0;
                while q < SQUARES {
                    let (next, v) = splitmix(state);
                    state = next;
                    t[s][k][q] = v;
                    q += 1;
                }
                k += 1;
            }
            s += 1;
        }
        PieceKeys(t)
    }

    /// The key of the piece of side index `side` and kind index `kind` on square index `sq`.
    #[inline]
    pub const fn get(&self, side: usize, kind: usize, sq: usize) -> u64 {
        self.0[side][kind][sq]
    }
}
