//! The engine's search on a position of any game, as the search tests run it: a fresh
//! searcher, no game history unless given, never stopped.

use std::sync::atomic::AtomicBool;

use qibot::engine::{Limits, SearchGame, SearchResult, Searcher};

/// The position `fen` under the standard rules.
///
/// # Panics
/// When the FEN is refused.
pub fn pos<G: SearchGame>(fen: &str) -> G {
    G::from_fen(fen, G::Rules::default()).unwrap()
}

/// Searches `p` within `limits` with a fresh searcher of `hash_mb` MB, after the earlier
/// positions `history` (hashes); `None` when `p` has no legal move.
pub fn search_from<G: SearchGame>(
    hash_mb: usize,
    p: &G,
    history: &[u64],
    limits: Limits,
) -> Option<SearchResult<G::Move>> {
    let stop = AtomicBool::new(false);
    Searcher::<G>::new(hash_mb).search(p, history, &limits, &stop, &mut |_| {})
}

/// Searches `p` within `limits` with a fresh 4 MB searcher and no history.
///
/// # Panics
/// When `p` has no legal move.
pub fn search<G: SearchGame>(p: &G, limits: Limits) -> SearchResult<G::Move> {
    search_from(4, p, &[], limits).expect("a legal move exists")
}

/// A position after `plies` pseudo-random legal moves (xorshift, from `seed`) from the start:
/// fewer where a position has no legal move, or where the next one would be `unwanted`.
pub fn random_position<G: SearchGame>(seed: u64, plies: usize, unwanted: impl Fn(&G) -> bool) -> G {
    let mut p = G::startpos(G::Rules::default());
    let mut x = seed | 1;
    for _ in 0..plies {
        let moves = p.legal_moves();
        if moves.is_empty() {
            break;
        }
        let next = p.play(moves[(xorshift(&mut x) % moves.len() as u64) as usize]);
        if unwanted(&next) {
            break;
        }
        p = next;
    }
    p
}

/// The next number of Marsaglia's xorshift64 (shifts 13, 7, 17) from the state `x`, which it
/// advances: a fixed, seedable sequence of pseudo-random choices. `x` must not be 0.
pub fn xorshift(x: &mut u64) -> u64 {
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    *x
}
