//! Search shared by all games, through the small [`SearchGame`] trait; per-game evaluation lives
//! with the game (Jungle: [`crate::games::jungle::eval`]).
//!
//! Everything here is synchronous: callers run it on a blocking thread and cancel it with the
//! stop flag. Entry points for Jungle: [`choose_move`] and [`hint`] (one-shot), or an [`Engine`]
//! kept across the moves of a game so its transposition table is reused.

pub mod game;
pub mod jungle;
pub mod level;
pub mod matchplay;

pub mod search;
pub mod tt;
pub mod uci;

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

pub use game::{SearchGame, Terminal};
pub use level::{Level, LevelSettings};
pub use search::{
    Limits, MATE, MATE_BOUND, SearchInfo, SearchOptions, SearchResult, Searcher, mate_in,
};

use crate::games::jungle::{Move, Position};

/// The time a hint may take.
pub const HINT_TIME: Duration = Duration::from_millis(1000);

/// A Jungle engine for one game (or many): a [`Searcher`] with its transposition table, and the
/// random generator the weak levels pick their moves with (seedable for reproducible tests).
pub struct Engine {
    /// The search, its tables and switches.
    pub searcher: Searcher<Position>,
    rng: StdRng,
}

impl Engine {
    /// An engine with a `hash_mb` MB transposition table and a random seed.
    pub fn new(hash_mb: usize) -> Engine {
        Engine::with_seed(hash_mb, rand::thread_rng().r#gen())
    }

    /// An engine whose random picks are reproducible from `seed`.
    pub fn with_seed(hash_mb: usize, seed: u64) -> Engine {
        Engine {
            searcher: Searcher::new(hash_mb),
            rng: StdRng::seed_from_u64(seed),
        }
    }

    /// The move `level` plays in `pos`; `history` holds the hashes of the game's earlier
    /// positions (for repetition). `None` when there is no legal move.
    pub fn choose_move(
        &mut self,
        pos: &Position,
        history: &[u64],
        level: Level,
        stop: &AtomicBool,
    ) -> Option<SearchResult<Move>> {
        self.choose_move_with(pos, history, &level.settings(), stop)
    }

    /// Like [`Engine::choose_move`] with explicit settings (the match runner scales budgets).
    pub fn choose_move_with(
        &mut self,
        pos: &Position,
        history: &[u64],
        settings: &LevelSettings,
        stop: &AtomicBool,
    ) -> Option<SearchResult<Move>> {
        if settings.pick_margin > 0
            && let Some(depth) = settings.depth.filter(|d| *d <= level::PICK_MAX_DEPTH)
        {
            let start = std::time::Instant::now();
            let scores = self.searcher.root_scores(pos, history, depth, stop);
            let best = scores.first()?.1;
            // A forced win is taken by its fastest move (slower wins could go round in
            // circles); otherwise any move close to the best.
            let floor = if best > MATE_BOUND {
                best
            } else {
                best - settings.pick_margin
            };
            let n = scores
                .iter()
                .take_while(|(_, s)| *s >= floor)
                .count()
                .max(1);
            let (m, s) = scores[self.rng.gen_range(0..n)];
            return Some(SearchResult {
                best: m,
                score: s,
                depth,
                seldepth: depth,
                nodes: 0,
                time: start.elapsed(),
                pv: vec![m],
            });
        }
        let limits = Limits {
            depth: settings.depth,
            nodes: settings.nodes,
            movetime: Some(settings.movetime),
            ..Limits::default()
        };
        self.searcher
            .search(pos, history, &limits, stop, &mut |_| {})
    }
}

/// The move `level` plays in `pos` (see [`Engine::choose_move`]), with a fresh engine.
/// `history` holds the hashes of the game's earlier positions, oldest first. Returns within the
/// level's budget (2 s for master) or soon after `stop` is set; `None` if there is no legal move.
pub fn choose_move(
    pos: &Position,
    history: &[u64],
    level: Level,
    stop: &AtomicBool,
) -> Option<SearchResult<Move>> {
    Engine::new(level.settings().hash_mb).choose_move(pos, history, level, stop)
}

/// The best move for the side to move within [`HINT_TIME`] (1 s), or sooner if `stop` is set.
pub fn hint(pos: &Position, history: &[u64], stop: &AtomicBool) -> Option<SearchResult<Move>> {
    let mut s = Searcher::<Position>::new(16);
    s.search(
        pos,
        history,
        &Limits::movetime(HINT_TIME),
        stop,
        &mut |_| {},
    )
}
