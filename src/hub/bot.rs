//! The hub's view of the engine: a [`Bot`] chooses moves and hints. The hub runs it on a
//! blocking thread (`tokio::task::spawn_blocking`) and raises the stop flag when its game ends.
//!
//! [`GreedyBot`] is a simple real player of both games: the hub's fallback when a search fails,
//! and the player of a game no search engine is plugged in for.

use std::sync::atomic::AtomicBool;

use rand::SeedableRng;
use rand::seq::SliceRandom;

use crate::engine::Level;
use crate::games::any::{Game, Move, Position};
use crate::games::{jungle, xiangqi};

/// Something that plays the hosted games (the game says which).
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
    game.history_hashes()
}

/// A one-ply greedy player. Jungle: enters the den if it can, else makes the capture that takes
/// the highest-ranked piece. Xiangqi: mates (or stalemates, which also wins) if it can, else
/// makes the capture that takes the most valuable piece. Else a random legal move, seeded by
/// the position, so replayable.
#[derive(Default, Clone, Copy, Debug)]
pub struct GreedyBot;

/// Rough Xiangqi piece values (soldier 1), for choosing a capture.
fn xiangqi_value(k: xiangqi::PieceKind) -> u32 {
    use xiangqi::PieceKind as K;
    match k {
        K::General => 100,
        K::Chariot => 9,
        K::Cannon | K::Horse => 4,
        K::Advisor | K::Elephant => 2,
        K::Soldier => 1,
    }
}

impl GreedyBot {
    fn pick_jungle(pos: &jungle::Position) -> Option<jungle::Move> {
        let moves = pos.legal_moves();
        let us = pos.side_to_move();
        let den = jungle::bitboard::den(!us).bit();
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

    fn pick_xiangqi(pos: &xiangqi::Position) -> Option<xiangqi::Move> {
        let moves = pos.legal_moves();
        if let Some(m) = moves.iter().find(|m| pos.play(**m).is_lost()) {
            return Some(*m);
        }
        let best_capture = moves
            .iter()
            .filter(|m| pos.is_capture(**m))
            .max_by_key(|m| pos.piece_at(m.to).map_or(0, |p| xiangqi_value(p.kind)));
        if let Some(m) = best_capture {
            return Some(*m);
        }
        let mut rng = rand::rngs::StdRng::seed_from_u64(pos.hash() ^ u64::from(pos.move_number()));
        moves.as_ref().choose(&mut rng).copied()
    }

    /// The greedy move in `pos`, `None` if it has no legal move.
    pub fn pick(pos: &Position) -> Option<Move> {
        match pos {
            Position::Jungle(p) => GreedyBot::pick_jungle(p).map(Move::Jungle),
            Position::Xiangqi(p) => GreedyBot::pick_xiangqi(p).map(Move::Xiangqi),
        }
    }
}

impl Bot for GreedyBot {
    fn choose_move(&self, game: &Game, _level: Level, _stop: &AtomicBool) -> Option<Move> {
        GreedyBot::pick(&game.position())
    }

    fn hint(&self, game: &Game, _stop: &AtomicBool) -> Option<Move> {
        GreedyBot::pick(&game.position())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::any::{GameKind, Rules};

    fn jungle_pos(fen: &str) -> Position {
        Position::from_fen(fen, Rules::default_for(GameKind::Jungle)).unwrap()
    }

    fn xiangqi_pos(fen: &str) -> Position {
        Position::from_fen(fen, Rules::default_for(GameKind::Xiangqi)).unwrap()
    }

    #[test]
    fn greedy_takes_the_den_then_the_biggest_capture() {
        // Red rat on d8 next to Blue's den; a Red lion could take the Blue cat instead.
        let pos = jungle_pos("l3c2/3R3/7/7/7/7/7/7/6L w");
        let m = GreedyBot::pick(&pos).unwrap();
        assert_eq!(m.to_string(), "d8d9");
        // Red lion on a1 can take the Blue dog on a2 (rank 3) or step elsewhere.
        let pos = jungle_pos("6l/7/7/7/7/7/7/d6/L6 w");
        assert_eq!(GreedyBot::pick(&pos).unwrap().to_string(), "a1a2");
        let pos = Position::startpos(Rules::default_for(GameKind::Jungle));
        let m = GreedyBot::pick(&pos).unwrap();
        assert!(pos.is_legal(m));
        assert_eq!(GreedyBot::pick(&pos), Some(m), "seeded by the position");
    }

    #[test]
    fn greedy_mates_in_xiangqi_then_takes_the_most_valuable_piece() {
        // Red chariots on a8 and b0 against a lone Black general on e9: Rb0-b9 mates (the a8
        // chariot guards rank 8, the Red general on d0 the d-file). Capturing the soldier on a6
        // would not.
        let pos = xiangqi_pos("4k4/R8/9/p8/9/9/9/9/9/1R1K5 w");
        let m = GreedyBot::pick(&pos).unwrap();
        assert_eq!(m.to_string(), "b0b9");
        assert!(pos.play(m).legal_moves().is_empty());
        // No mate: the chariot takes the Black chariot rather than the soldier.
        let pos = xiangqi_pos("3k5/9/9/9/9/r3R3p/9/9/9/4K4 w");
        assert_eq!(GreedyBot::pick(&pos).unwrap().to_string(), "e4a4");
        let pos = Position::startpos(Rules::default_for(GameKind::Xiangqi));
        let m = GreedyBot::pick(&pos).unwrap();
        assert!(pos.is_legal(m));
    }

    #[test]
    fn history_has_every_position() {
        let mut g = Game::new(Position::startpos(Rules::default_for(GameKind::Jungle)));
        g.play(Move::parse(GameKind::Jungle, "g3g4").unwrap())
            .unwrap();
        let h = history_hashes(&g);
        assert_eq!(h.len(), 2);
        assert_eq!(h[1], g.position().hash());
    }
}
