//! Perft: counting the leaves of the legal-move tree ("Perft" in `spec/xiangqi.md`). Draw rules
//! are ignored; checkmate and stalemate nodes have no children.

use super::moves::{Move, MoveList};
use super::position::Position;

/// The number of leaf nodes `depth` plies below `pos`. `perft(pos, 0)` is 1. The last ply is
/// counted in bulk without playing it.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_moves() as u64,
        _ => {
            let mut list = MoveList::new();
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
pub fn divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    pos.legal_moves()
        .iter()
        .map(|m| (*m, perft(&pos.play(*m), depth - 1)))
        .collect()
}
