//! The hub's view of the engine: a [`Bot`] chooses moves and hints. The hub runs it on a
//! blocking thread (`tokio::task::spawn_blocking`) and raises the stop flag when its game ends.
//!
//! [`GreedyBot`] is a simple real player used until the search engine is plugged in.

use std::sync::atomic::AtomicBool;

use rand::SeedableRng;
use rand::seq::SliceRandom;

use crate::engine::Level;
use crate::games::jungle::{Game, Move, Position, bitboard};

/// Something that plays Jungle.
pub trait Bot: Send + Sync + 'static {
    /// A move for the side to move in `game`'s current position at `level`, or `None` if it has
    /// none or `stop` was raised (then the hub discards the search). Must return soon after
    /// `stop` becomes true. Runs on a blocking thread.
    fn choose_move(&self, game: &Game, level: Level, stop: &AtomicBool) -> Option<Move>;

    /// A move to suggest to the side to move (the hub shows it with hint dots).
    fn hint(&self, game: &Game, stop: &AtomicBool) -> Option<Move>;
}

/// The Zobrist hash of every position of `game` from the start to the current one, both
/// included: the repetition history a search needs.
pub fn history_hashes(game: &Game) -> Vec<u64> {
    let mut pos = *game.start();
    let mut out = Vec::with_capacity(game.moves().len() + 1);
    out.push(pos.hash());
    for m in game.moves() {
        pos.play_in_place(*m);
        out.push(pos.hash());
    }
    out
}

/// A one-ply greedy player: enters the den if it can, else makes the capture that takes the
/// highest-ranked piece, else a random legal move (seeded by the position, so replayable).
#[derive(Default, Clone, Copy, Debug)]
pub struct GreedyBot;

impl GreedyBot {
    fn pick(pos: &Position) -> Option<Move> {
        let moves = pos.legal_moves();
        let us = pos.side_to_move();
        let den = bitboard::den(!us).bit();
        if let Some(m) = moves.iter().find(|m| m.to.bit() & den != 0) {
            return Some(*m);
        }
        let best_capture = moves
            .iter()
            .filter(|m| pos.is_capture(**m))
            .max_by_key(|m| pos.piece_at(m.to).map(|p| p.kind.rank()).unwrap_or(0));
        if let Some(m) = best_capture {
            return Some(*m);
        }
        let mut rng = rand::rngs::StdRng::seed_from_u64(pos.hash() ^ u64::from(pos.move_number()));
        moves.as_ref().choose(&mut rng).copied()
    }
}

impl Bot for GreedyBot {
    fn choose_move(&self, game: &Game, _level: Level, _stop: &AtomicBool) -> Option<Move> {
        GreedyBot::pick(game.position())
    }

    fn hint(&self, game: &Game, _stop: &AtomicBool) -> Option<Move> {
        GreedyBot::pick(game.position())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::jungle::RuleSet;

    #[test]
    fn greedy_takes_the_den_then_the_biggest_capture() {
        let rules = RuleSet::default();
        // Red rat on d8 next to Blue's den; a Red lion could take the Blue cat instead.
        let pos = Position::from_fen("l3c2/3R3/7/7/7/7/7/7/6L w", rules).unwrap();
        let m = GreedyBot::pick(&pos).unwrap();
        assert_eq!(m.to_string(), "d8d9");
        // Red lion on a1 can take the Blue dog on a2 (rank 3) or step elsewhere.
        let pos = Position::from_fen("6l/7/7/7/7/7/7/d6/L6 w", rules).unwrap();
        assert_eq!(GreedyBot::pick(&pos).unwrap().to_string(), "a1a2");
        let pos = Position::startpos(rules);
        let m = GreedyBot::pick(&pos).unwrap();
        assert!(pos.is_legal(m));
        assert_eq!(GreedyBot::pick(&pos), Some(m), "seeded by the position");
    }

    #[test]
    fn history_has_every_position() {
        let mut g = Game::new(Position::startpos(RuleSet::default()));
        g.play("g3g4".parse().unwrap()).unwrap();
        let h = history_hashes(&g);
        assert_eq!(h.len(), 2);
        assert_eq!(h[1], g.position().hash());
    }
}
