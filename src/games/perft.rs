//! Perft: counting the leaves of the legal-move tree, for every game ("Perft" in each game's
//! spec). Draw rules are ignored; a position decided on the board has no moves.

use super::contract::GamePosition;

/// The number of leaf nodes `depth` plies below `pos`. `perft(pos, 0)` is 1. The last ply is
/// counted in bulk without playing it.
// `#[inline]` makes each game's instance be compiled beside its caller, where the game's
// `#[inline]` move generation and `play` can be inlined into the loop as in the per-game
// perft before the contract (without it, perft 7 ran 7–12 % slower).
#[inline]
pub fn perft<P: GamePosition>(pos: &P, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => u64::from(pos.count_moves()),
        _ => {
            let mut list = P::MoveList::default();
            pos.legal_moves_into(&mut list);
            let mut n = 0;
            for m in list.iter() {
                n += perft(&pos.play(*m), depth - 1);
            }
            n
        }
    }
}

/// Perft split by root move: each legal move with the leaves below it, in generation order.
/// The sum of the counts is `perft(pos, depth)`; `depth` 0 gives an empty list.
pub fn divide<P: GamePosition>(pos: &P, depth: u32) -> Vec<(P::Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    pos.legal_moves()
        .iter()
        .map(|m| (*m, perft(&pos.play(*m), depth - 1)))
        .collect()
}
