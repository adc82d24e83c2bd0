//! The hub's view of the engine: a [`Bot`] chooses moves and hints. The hub runs it on a
//! blocking thread (`tokio::task::spawn_blocking`) and raises the stop flag when its game ends.
//!
//! [`GreedyBot`] is a simple real player of both games: the hub's fallback when a search fails,
//! and the player of a game no search engine is plugged in for.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use crate::engine::Level;
use crate::engine::pool::TablePool;
use crate::games::any::{Game, Move, Position};

/// Something that plays the hosted games (the game says which).
pub trait Bot: Send + Sync + 'static {
    /// A move for the side to move in `game`'s current position at `level`, or `None` if it has
    /// none or `stop` was raised (then the hub discards the search). Must return soon after
    /// `stop` becomes true. Runs on a blocking thread.
    fn choose_move(&self, game: &Game, level: Level, stop: &AtomicBool) -> Option<Move>;

    /// A move to suggest to the side to move (the hub shows it with hint dots).
    fn hint(&self, game: &Game, stop: &AtomicBool) -> Option<Move>;

    /// The transposition tables of the bot's engine pool, which game reviews borrow from too
    /// (so they stay within the same memory budget); `None` (the default, for bots without a
    /// search) gives each review's search a table of its own.
    fn tables(&self) -> Option<Arc<TablePool>> {
        None
    }
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

impl GreedyBot {
    /// The greedy move in `pos`, `None` if it has no legal move.
    pub fn pick(pos: &Position) -> Option<Move> {
        super::games::of(pos.kind()).greedy_move(pos)
    }
}

impl GreedyBot {
    /// The greedy move if the game record allows it, else the first move it allows (a rule
    /// such as Jungle's `repetition = "forbid"` may forbid the greedy pick).
    fn pick_allowed(game: &Game) -> Option<Move> {
        let allowed = game.allowed_moves();
        GreedyBot::pick(&game.position())
            .filter(|m| allowed.contains(m))
            .or_else(|| allowed.first().copied())
    }
}

impl Bot for GreedyBot {
    fn choose_move(&self, game: &Game, _level: Level, _stop: &AtomicBool) -> Option<Move> {
        GreedyBot::pick_allowed(game)
    }

    fn hint(&self, game: &Game, _stop: &AtomicBool) -> Option<Move> {
        GreedyBot::pick_allowed(game)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::any::{GameKind, Rules};

    // The greedy moves of each game are tested with its descriptor (`hub/<game>.rs`).

    #[test]
    fn history_has_every_position() {
        for kind in GameKind::ALL {
            let mut g = Game::new(Position::startpos(Rules::default_for(kind)));
            g.play(g.position().legal_moves()[0]).unwrap();
            let h = history_hashes(&g);
            assert_eq!(h.len(), 2);
            assert_eq!(h[1], g.position().hash());
        }
    }
}
