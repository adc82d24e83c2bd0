//! Search shared by all games, through the small [`SearchGame`] trait; each game's evaluation
//! is in [`eval`].
//!
//! Everything here is synchronous: callers run it on a blocking thread and cancel it with the
//! stop flag. Entry points for any game (Jungle's or Xiangqi's `Position`): [`choose_move`] and
//! [`hint`] (one-shot), or an [`Engine`] kept across the moves of a game so its transposition
//! table is reused.

pub mod eval;
pub mod external;
pub mod game;
pub mod jungle;
pub mod level;
pub mod matchplay;
pub mod notation;
pub mod options;
pub mod pool;
pub mod puzzles;
pub mod review;
pub mod xiangqi;

pub mod search;
pub mod tt;
pub mod tune;
pub mod uci;

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

pub use game::{MoveEnds, OrderedPiece, Repeated, SearchGame, Terminal};
pub use level::{Level, LevelSettings};
pub use options::SearchOptions;
pub use search::{Limits, MATE, MATE_BOUND, SearchInfo, SearchResult, Searcher, mate_in};

use crate::games::any::{GameKind, Member};
use crate::games::jungle::Position;
use matchplay::Tunable;
use notation::Notation;
use tt::TranspositionTable;

/// A game the engine plays, as the protocol ([`uci`]) and the command line see it: its search
/// ([`SearchGame`], with tunable weights), its place in the games' facade ([`Member`], whose
/// `KIND` names it) and the few engine facts that differ between games. Implemented in
/// [`jungle`] and [`xiangqi`]; [`with_game`] picks one by its
/// [`GameKind`].
pub trait EngineGame: SearchGame<Params: Tunable + Sync> + Member + Sync {
    /// The move notations the protocol's `Notation` option may choose for this game, its default
    /// first. A game with a single convention lists [`Notation::Iccs`] alone and ignores the
    /// option.
    const NOTATIONS: &'static [Notation] = &[Notation::Iccs];
    /// The deepest perft `qibot perft` accepts (deeper would not finish in reasonable time).
    const PERFT_MAX_DEPTH: u32;

    /// The notation this game writes moves in when the protocol's option says `chosen`: that
    /// one if the game knows it, else the game's default.
    fn notation(chosen: Notation) -> Notation {
        if Self::NOTATIONS.contains(&chosen) {
            chosen
        } else {
            Self::NOTATIONS[0]
        }
    }
}

/// Work to do with the engine type of a game chosen at run time (see [`with_game`]): Rust
/// closures cannot be generic, so the generic step is this trait's method.
pub trait GameTask {
    /// What the work returns.
    type Output;
    /// Does the work with the game `G`.
    fn run<G: EngineGame>(self) -> Self::Output;
}

/// Runs `task` with the engine type of `kind`: the one place that maps the facade's
/// [`GameKind`] to a game's type for the engine, the protocol and the command line.
pub fn with_game<T: GameTask>(kind: GameKind, task: T) -> T::Output {
    match kind {
        GameKind::Jungle => task.run::<crate::games::jungle::Position>(),
        GameKind::Xiangqi => task.run::<crate::games::xiangqi::Position>(),
    }
}

/// The time a hint may take.
pub const HINT_TIME: Duration = Duration::from_millis(1000);

/// An engine for one game (or many) of `G` (Jungle by default): a [`Searcher`] with its
/// transposition table, and the random generator the weak levels pick their moves with
/// (seedable for reproducible tests).
pub struct Engine<G: SearchGame = Position> {
    /// The search, its tables and switches.
    pub searcher: Searcher<G>,
    rng: StdRng,
}

impl<G: SearchGame> Engine<G> {
    /// An engine with a `hash_mb` MB transposition table and a random seed.
    pub fn new(hash_mb: usize) -> Engine<G> {
        Engine::with_seed(hash_mb, rand::thread_rng().r#gen())
    }

    /// An engine whose random picks are reproducible from `seed`.
    pub fn with_seed(hash_mb: usize, seed: u64) -> Engine<G> {
        Engine::with_table(TranspositionTable::new(hash_mb), seed)
    }

    /// An engine searching with `table`, its random picks reproducible from `seed`. It plays
    /// with the game's [`SearchGame::play_options`] (its contempt included).
    pub fn with_table(table: TranspositionTable, seed: u64) -> Engine<G> {
        Engine {
            searcher: Searcher::player(table),
            rng: StdRng::seed_from_u64(seed),
        }
    }

    /// The move `level` plays in `pos`; `history` holds the hashes of the game's earlier
    /// positions (for repetition). `None` when there is no legal move.
    pub fn choose_move(
        &mut self,
        pos: &G,
        history: &[u64],
        level: Level,
        stop: &AtomicBool,
    ) -> Option<SearchResult<G::Move>> {
        self.choose_move_with(pos, history, &level.settings(), stop)
    }

    /// Like [`Engine::choose_move`] with explicit settings (the match runner scales budgets).
    pub fn choose_move_with(
        &mut self,
        pos: &G,
        history: &[u64],
        settings: &LevelSettings,
        stop: &AtomicBool,
    ) -> Option<SearchResult<G::Move>> {
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

/// The move `level` plays in `pos` (see [`Engine::choose_move`]), with a fresh engine; `pos` is
/// a Jungle or a Xiangqi position. `history` holds the hashes (`Position::hash`) of the game's
/// earlier positions, oldest first, the current one excluded. Returns within the level's budget
/// (2 s for master) or soon after `stop` is set; `None` if there is no legal move.
pub fn choose_move<G: SearchGame>(
    pos: &G,
    history: &[u64],
    level: Level,
    stop: &AtomicBool,
) -> Option<SearchResult<G::Move>> {
    Engine::<G>::new(level.settings().hash_mb).choose_move(pos, history, level, stop)
}

/// [`choose_move`] with its transposition table borrowed from `tables` (blocks while every
/// table of the pool is in use).
pub fn choose_move_pooled<G: SearchGame>(
    pos: &G,
    history: &[u64],
    level: Level,
    stop: &AtomicBool,
    tables: &pool::TablePool,
) -> Option<SearchResult<G::Move>> {
    tables.run(level.settings().hash_mb, |tt| {
        let mut e = Engine::<G>::with_table(tt, rand::thread_rng().r#gen());
        let r = e.choose_move(pos, history, level, stop);
        (r, e.searcher.into_table())
    })
}

/// [`hint`] with its transposition table borrowed from `tables`.
pub fn hint_pooled<G: SearchGame>(
    pos: &G,
    history: &[u64],
    stop: &AtomicBool,
    tables: &pool::TablePool,
) -> Option<SearchResult<G::Move>> {
    tables.run(HINT_HASH_MB, |tt| {
        let mut s = Searcher::<G>::with_table(tt);
        let r = s.search(
            pos,
            history,
            &Limits::movetime(HINT_TIME),
            stop,
            &mut |_| {},
        );
        (r, s.into_table())
    })
}

/// The transposition table a hint asks for, in MB.
pub const HINT_HASH_MB: usize = 16;

/// The best move for the side to move within [`HINT_TIME`] (1 s), or sooner if `stop` is set;
/// `pos` and `history` as for [`choose_move`].
pub fn hint<G: SearchGame>(
    pos: &G,
    history: &[u64],
    stop: &AtomicBool,
) -> Option<SearchResult<G::Move>> {
    let mut s = Searcher::<G>::new(16);
    s.search(
        pos,
        history,
        &Limits::movetime(HINT_TIME),
        stop,
        &mut |_| {},
    )
}
