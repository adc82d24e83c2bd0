//! Mining whole games: the positions worth examining near the end of a game, at most
//! [`PER_GAME`] puzzles a game whose lines do not overlap, and no position twice in a
//! collection.

use std::collections::HashSet;
use std::sync::atomic::AtomicBool;

use super::{MineSettings, Miner, PuzzleGame};
use crate::games::puzzle::Puzzle;

/// The plies before the end of a game whose positions are examined: forced wins of a few
/// moves are found there (earlier, the same win is too deep for the search).
pub const TAIL: usize = 24;
/// The most puzzles taken from one game (more would be variations of one finish).
pub const PER_GAME: usize = 2;

/// A collection being mined: the miner, the positions already taken, and counts.
pub struct Mining<G: PuzzleGame> {
    miner: Miner<G>,
    seen: HashSet<u64>,
    next_id: usize,
    /// Positions examined.
    pub examined: usize,
    /// Games mined.
    pub games: usize,
}

impl<G: PuzzleGame> Mining<G> {
    /// A new collection; `existing` puzzles (a file being extended) are not found again and
    /// the ids go on after theirs.
    pub fn new(settings: MineSettings, existing: &[Puzzle]) -> Mining<G> {
        let mut seen = HashSet::new();
        for p in existing {
            if let Ok(pos) = G::from_fen(&p.fen, G::Rules::default()) {
                seen.insert(pos.hash());
            }
        }
        Mining {
            miner: Miner::new(settings),
            seen,
            next_id: existing.len() + 1,
            examined: 0,
            games: 0,
        }
    }

    /// Mines one game played from `start` through the legal `moves`, calling `on_puzzle` for
    /// each puzzle found. When the game was won on the board, only the winner's positions are
    /// examined; otherwise both sides'.
    pub fn game(
        &mut self,
        start: &G,
        moves: &[G::Move],
        stop: &AtomicBool,
        on_puzzle: &mut dyn FnMut(Puzzle),
    ) {
        self.games += 1;
        let mut positions = Vec::with_capacity(moves.len() + 1);
        let mut p = *start;
        positions.push(p);
        for m in moves {
            if !p.is_legal(*m) {
                return;
            }
            p = p.play(*m);
            positions.push(p);
        }
        let winner = p.legal_moves().is_empty().then(|| !p.side_to_move());
        let from = positions.len().saturating_sub(TAIL + 1);
        let mut taken = 0;
        let mut next_free = 0;
        for (i, pos) in positions.iter().enumerate().skip(from) {
            if taken == PER_GAME || i < next_free {
                continue;
            }
            if winner.is_some_and(|w| w != pos.side_to_move()) || self.seen.contains(&pos.hash())
            {
                continue;
            }
            self.examined += 1;
            let Some(found) = self.miner.examine(pos, stop) else {
                continue;
            };
            self.seen.insert(pos.hash());
            let id = format!("{}{:04}", G::ID_PREFIX, self.next_id);
            self.next_id += 1;
            taken += 1;
            next_free = i + found.line.len() + 1;
            on_puzzle(self.miner.puzzle(id, pos, &found));
        }
    }
}
