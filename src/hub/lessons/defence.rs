//! The engine's defence in `mate` stages: the move that resists longest, found by the same
//! search the bot plays with ([`crate::engine::search`]), with a small table of its own.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use crate::engine::{EngineGame, GameTask, Limits, Searcher, with_game};
use crate::games::any::{Game, Move};

/// The transposition table of one defence search, in MB (the positions are small endings).
const DEFENCE_HASH_MB: usize = 4;

/// The longest a defence may think.
const DEFENCE_TIME: Duration = Duration::from_millis(1500);

/// The engine's reply in `game` (the learner just moved), searching deep enough to see a mate
/// in the learner's `moves_left` moves, so it picks the longest resistance; `None` if the side
/// to move has no legal move.
pub fn defence(game: &Game, moves_left: u32) -> Option<Move> {
    let limits = Limits {
        depth: Some(2 * moves_left + 2),
        movetime: Some(DEFENCE_TIME),
        ..Limits::default()
    };
    search(game, limits).map(|(best, _)| best)
}

/// The engine's search of `game` within `limits`: its best move and score (centipawns, or a
/// mate score, from the side to move's view); `None` if the side to move has no legal move.
pub(super) fn search(game: &Game, limits: Limits) -> Option<(Move, i32)> {
    with_game(game.kind(), Search { game, limits })
}

struct Search<'a> {
    game: &'a Game,
    limits: Limits,
}

impl GameTask for Search<'_> {
    type Output = Option<(Move, i32)>;

    fn run<G: EngineGame>(self) -> Option<(Move, i32)> {
        let record = G::own_game(self.game)?;
        // The engine wants the positions before the current one (it adds the current itself).
        let mut history = self.game.history_hashes();
        history.pop();
        let mut searcher = Searcher::<G>::new(DEFENCE_HASH_MB);
        let stop = AtomicBool::new(false);
        searcher
            .search(
                record.position(),
                &history,
                &self.limits,
                &stop,
                &mut |_| {},
            )
            .map(|r| (G::wrap_move(r.best), r.score))
    }
}
