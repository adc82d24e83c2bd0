//! Game review: the engine's verdict on every move of a finished game.
//!
//! Every position of the game (the start, then the one after each ply) is searched at a fixed
//! [`Budget`]; each score becomes Red's *winning chances* in −1..1, and each move is judged by
//! how much of the mover's chances it gave away, as lichess does (sources below).
//!
//! # The scheme, and where it comes from
//! - Winning chances: `2 / (1 + exp(−c · cp)) − 1` for a score of `cp` centipawns for a side,
//!   lichess's `WinPercent.winningChances` (lila `modules/tree/src/main/WinPercent.scala`,
//!   documented at <https://lichess.org/page/accuracy>). Lichess uses `c = 0.00368208`, fitted to
//!   human chess games, and clamps `cp` to ±1000; here `c` is fitted to each game's own score
//!   scale ([`ReviewGame::WIN_SCALE`], see [`JUNGLE_WIN_SCALE`] and [`XIANGQI_WIN_SCALE`]) and
//!   chances are clamped to lichess's ±1000 cp value, [`CHANCES_CLAMP`]. A forced win found by
//!   the search counts ±1.
//! - Judgements (lila `modules/tree/src/main/Advice.scala`, `CpAdvice`): a move that loses at
//!   least 0.3 of the mover's chances is a blunder, 0.2 a mistake, 0.1 an inaccuracy
//!   ([`INACCURACY`], [`MISTAKE`], [`BLUNDER`]). When a forced win is involved (`MateAdvice`):
//!   walking into a forced loss is a blunder, a mistake if the mover's chances were already below
//!   lichess's −700 cp value, an inaccuracy below −999 cp; letting a forced win go is a blunder,
//!   a mistake if the chances after it stay above the +700 cp value, an inaccuracy above +999 cp.
//!   Two classes are added below the judgements: *best* (the engine's own move, which cannot
//!   lose anything against the engine's own judgement) and *good* (any other move).
//! - Accuracy of a move (lila `modules/analyse/src/main/AccuracyPercent.scala`): with win
//!   percentages `50 + 50 · chances` before and after it, for the mover,
//!   `103.1668 · exp(−0.04354 · (before − after)) − 3.1669`, plus lichess's uncertainty bonus of
//!   1, clamped to 0..100 (100 when the move lost nothing). A player's accuracy is lichess's
//!   game accuracy: the mean of the volatility-weighted mean and the harmonic mean of their moves'
//!   accuracies, each move weighted by the standard deviation (0.5..12) of the win percentages
//!   in a window of `clamp(plies / 10, 2, 8)` positions around it.
//!
//! Each position is searched by a fresh searcher with an empty transposition table (its own, or
//! one borrowed from the engine pool through [`Reviewer::step_with_table`]), so a review at a
//! node budget is reproducible and [`review_best_move`] names the same moves (with a table of
//! the same size).

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use super::game::{SearchGame, Terminal};
use super::search::{Limits, MATE_BOUND, Searcher, mate_in};
use super::tt::TranspositionTable;
use crate::games::contract::GamePosition;
use crate::games::{jungle, xiangqi};

/// The search time a position gets by default, in milliseconds (the issue's
/// `review_movetime_ms`).
pub const DEFAULT_MOVETIME_MS: u64 = 100;

/// The transposition table of a review's searcher, in MB.
pub const HASH_MB: usize = 16;

/// Lichess's scale for chess: winning chances `2 / (1 + exp(−0.00368208 · cp)) − 1`.
pub const LICHESS_WIN_SCALE: f64 = 0.003_682_08;

/// The scale `c` of Jungle's winning chances. Fitted as the Texel tuner fits its sigmoid
/// (`engine::tune::fit_scale`: expected score `1 / (1 + 10^(−k·eval/400))`, which is
/// `(1 + chances) / 2` with `c = k · ln 10 / 400`) to the results of self-play games, by
/// `cargo test --release --test review -- --ignored calibrate --nocapture`: 400 games at 4 000
/// nodes a move from openings of 4–10 random plies, 29 688 quiet positions, k = 0.0963 (mean
/// squared error 0.1465), so c = 0.000555. Jungle's scores run large (a lion is 1 688): losing
/// the lion from an equal position gives away 0.44 (a blunder), the elephant 0.32, the tiger
/// 0.12, a rat 0.06. The games are the engine's own, which converts an advantage more surely
/// than people do.
pub const JUNGLE_WIN_SCALE: f64 = 0.000_555;

/// The scale `c` of Xiangqi's winning chances, fitted as [`JUNGLE_WIN_SCALE`] in the same run:
/// 400 games, 14 158 quiet positions, k = 0.2088 (error 0.0553), so c = 0.001202. From an
/// equal position, losing a chariot (900) gives away 0.49 (a blunder), a cannon 0.27 or a horse
/// 0.24 (mistakes), a soldier 0.06.
pub const XIANGQI_WIN_SCALE: f64 = 0.001_202;

/// A move losing at least this much of the mover's winning chances (on −1..1) is an inaccuracy.
pub const INACCURACY: f64 = 0.1;
/// … a mistake.
pub const MISTAKE: f64 = 0.2;
/// … a blunder.
pub const BLUNDER: f64 = 0.3;

/// Lichess caps centipawn scores at ±1000 before turning them into chances: this many chances.
pub const CHANCES_CLAMP: f64 = 0.950_894_87;

/// Lichess's winning chances of `cp` chess centipawns (for the mate thresholds, stated in them).
fn lichess_chances(cp: f64) -> f64 {
    2.0 / (1.0 + (-LICHESS_WIN_SCALE * cp).exp()) - 1.0
}

/// A game the review knows: searchable, with Red's turn known and its own win-chance scale.
pub trait ReviewGame: SearchGame {
    /// The scale `c` of winning chances `2 / (1 + exp(−c · cp)) − 1` for this game's scores.
    const WIN_SCALE: f64;
    /// The name of a forced win in this game's terms, for texts: "den" (Jungle), "mate"
    /// (Xiangqi).
    const WIN_WORD: &'static str;
    /// Whether Red (the side that starts) is to move.
    fn red_to_move(&self) -> bool;
}

impl ReviewGame for jungle::Position {
    const WIN_SCALE: f64 = JUNGLE_WIN_SCALE;
    const WIN_WORD: &'static str = "den";
    fn red_to_move(&self) -> bool {
        self.side_to_move() == jungle::Side::Red
    }
}

impl ReviewGame for xiangqi::Position {
    const WIN_SCALE: f64 = XIANGQI_WIN_SCALE;
    const WIN_WORD: &'static str = "mate";
    fn red_to_move(&self) -> bool {
        self.side_to_move() == xiangqi::Side::Red
    }
}

/// How long each position is searched.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Budget {
    /// A fixed time per position.
    Movetime(Duration),
    /// A fixed number of nodes per position (reproducible: for tests).
    Nodes(u64),
}

impl Default for Budget {
    fn default() -> Self {
        Budget::Movetime(Duration::from_millis(DEFAULT_MOVETIME_MS))
    }
}

/// A position's value, seen from Red.
#[derive(Copy, Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Eval {
    /// Centipawns for Red (negative when the other side stands better).
    Cp(i32),
    /// A forced win found by the search: for Red if `red`, else for the other side, in `moves`
    /// of the winner's moves (0: the game is already won on the board).
    Win {
        /// Whether Red is the winner.
        red: bool,
        /// The winner's moves to the win ("den in 5", "mate in 3").
        moves: u32,
    },
}

impl Eval {
    /// Red's winning chances in −1..1 at scale `c` (clamped to ±[`CHANCES_CLAMP`] for scores,
    /// ±1 for forced wins).
    pub fn red_chances(self, c: f64) -> f64 {
        match self {
            Eval::Cp(cp) => {
                (2.0 / (1.0 + (-c * cp as f64).exp()) - 1.0).clamp(-CHANCES_CLAMP, CHANCES_CLAMP)
            }
            Eval::Win { red: true, .. } => 1.0,
            Eval::Win { red: false, .. } => -1.0,
        }
    }

    /// The forced win seen from `red`'s side (Red if true): `Some(+n)` when that side wins in
    /// `n` moves, `Some(−n)` when it loses, `None` without one.
    fn mate_for(self, red: bool) -> Option<i64> {
        match self {
            Eval::Cp(_) => None,
            Eval::Win { red: w, moves } => Some(if w == red {
                moves as i64
            } else {
                -(moves as i64)
            }),
        }
    }
}

/// The verdict on one move.
#[derive(
    Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize,
)]
pub enum Class {
    /// The engine's own move.
    Best,
    /// Another move losing less than [`INACCURACY`].
    Good,
    /// Lost at least [`INACCURACY`] (`?!`).
    Inaccuracy,
    /// Lost at least [`MISTAKE`] (`?`).
    Mistake,
    /// Lost at least [`BLUNDER`] (`??`).
    Blunder,
}

impl Class {
    /// Every class, best first (the order of [`SideSummary::counts`]).
    pub const ALL: [Class; 5] = [
        Class::Best,
        Class::Good,
        Class::Inaccuracy,
        Class::Mistake,
        Class::Blunder,
    ];

    /// The annotation glyph of game records: `?!`, `?`, `??`, or nothing.
    pub fn glyph(self) -> &'static str {
        match self {
            Class::Best | Class::Good => "",
            Class::Inaccuracy => "?!",
            Class::Mistake => "?",
            Class::Blunder => "??",
        }
    }

    /// The position in [`Class::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// A lower-case English name ("inaccuracy"), e.g. for message ids.
    pub fn name(self) -> &'static str {
        match self {
            Class::Best => "best",
            Class::Good => "good",
            Class::Inaccuracy => "inaccuracy",
            Class::Mistake => "mistake",
            Class::Blunder => "blunder",
        }
    }
}

/// The review of one move.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveReview<M> {
    /// The ply, from 1 (the game's first move).
    pub ply: usize,
    /// The move played.
    pub mv: M,
    /// Whether Red played it.
    pub red: bool,
    /// The position's value before the move (with the engine's best move), from Red.
    pub before: Eval,
    /// The value after it, from Red.
    pub after: Eval,
    /// The mover's winning chances the move gave away (0..2 on the −1..1 scale; 0 when it
    /// gained or is the engine's move).
    pub drop: f64,
    /// Lichess's accuracy of the move, 0..100.
    pub accuracy: f64,
    /// The verdict.
    pub class: Class,
    /// The engine's move in the position before, when it differs from the one played.
    pub best: Option<M>,
}

/// One player's figures.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct SideSummary {
    /// Lichess's game accuracy, 0..100 (100 with no move).
    pub accuracy: f64,
    /// Moves in each class, in the order of [`Class::ALL`].
    pub counts: [usize; 5],
}

/// A reviewed game.
#[derive(Clone, Debug, PartialEq)]
pub struct Review<M> {
    /// The value of every position from Red, the start first (one more than there are moves).
    pub evals: Vec<Eval>,
    /// Each move's review, in order.
    pub moves: Vec<MoveReview<M>>,
    /// Red's figures (`[0]`) and the other side's (`[1]`).
    pub sides: [SideSummary; 2],
    /// The win-chance scale used.
    pub scale: f64,
    /// The mean depth the searches completed, in plies.
    pub mean_depth: f64,
}

impl<M: Copy> Review<M> {
    /// Red's winning chances (−1..1) in position `i` (0 = the start).
    pub fn red_chances(&self, i: usize) -> f64 {
        self.evals.get(i).map_or(0.0, |e| e.red_chances(self.scale))
    }

    /// The move (index into [`Review::moves`]) that gave away the most, if one gave away at
    /// least [`INACCURACY`] (smaller swings are noise not worth marking).
    pub fn biggest_swing(&self) -> Option<usize> {
        self.moves
            .iter()
            .enumerate()
            .filter(|(_, m)| m.drop >= INACCURACY)
            .max_by(|a, b| a.1.drop.total_cmp(&b.1.drop))
            .map(|(i, _)| i)
    }

    /// Up to `n` of the judged moves (inaccuracy or worse) that gave away the most, in game
    /// order (indices into [`Review::moves`]).
    pub fn worst(&self, n: usize) -> Vec<usize> {
        let mut judged: Vec<usize> = (0..self.moves.len())
            .filter(|&i| self.moves[i].class >= Class::Inaccuracy)
            .collect();
        judged.sort_by(|&a, &b| {
            let (ma, mb) = (&self.moves[a], &self.moves[b]);
            mb.class
                .cmp(&ma.class)
                .then(mb.drop.total_cmp(&ma.drop))
                .then(a.cmp(&b))
        });
        judged.truncate(n);
        judged.sort_unstable();
        judged
    }
}

/// Why a game could not be reviewed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReviewError<M: std::fmt::Display> {
    /// A move of the game is not legal where it is played.
    #[error("move {ply} ({mv}) is not legal in its position")]
    Illegal {
        /// The ply, from 1.
        ply: usize,
        /// The move.
        mv: M,
    },
    /// The stop flag was raised before the review finished.
    #[error("the review was stopped")]
    Stopped,
}

/// What the search said about one position.
struct Verdict<M> {
    eval: Eval,
    best: Option<M>,
    depth: u32,
}

/// The search limits of a budget.
fn limits(budget: Budget) -> Limits {
    match budget {
        Budget::Movetime(t) => Limits::movetime(t),
        Budget::Nodes(n) => Limits::nodes(n.max(1)),
    }
}

/// The move a review at `budget` takes for best in `pos` (`history`: the keys of the game's
/// positions before it, oldest first); `None` when the game is over there. With a node budget
/// this is exactly the move [`review`] compares the move played with.
pub fn review_best_move<G: ReviewGame>(
    pos: &G,
    history: &[u64],
    budget: Budget,
) -> Option<G::Move> {
    judge_fresh(pos, history, &limits(budget), &AtomicBool::new(false)).best
}

/// Searches one position (`history`: the keys of the positions before it, oldest first) with
/// `searcher`, which must have an empty transposition table and fresh tables of its own (then
/// each verdict depends only on the position, its history, the budget and the table's size).
/// A finished position is judged without searching.
fn judge<G: ReviewGame>(
    pos: &G,
    history: &[u64],
    limits: &Limits,
    stop: &AtomicBool,
    searcher: &mut dyn FnMut() -> Searcher<G>,
    after: &mut dyn FnMut(Searcher<G>),
) -> Verdict<G::Move> {
    let red = pos.red_to_move();
    let lost = Verdict {
        eval: Eval::Win {
            red: !red,
            moves: 0,
        },
        best: None,
        depth: 0,
    };
    match pos.terminal() {
        Some(Terminal::Loss) => return lost,
        Some(Terminal::Draw) => {
            return Verdict {
                eval: Eval::Cp(0),
                best: None,
                depth: 0,
            };
        }
        None => {}
    }
    let mut s = searcher();
    let found = s.search(pos, history, limits, stop, &mut |_| {});
    after(s);
    // No legal move: the side to move has lost (both games' rules).
    let Some(r) = found else { return lost };
    let eval = if r.score.abs() > MATE_BOUND {
        let n = mate_in(r.score).unwrap_or(0);
        Eval::Win {
            red: (n > 0) == red,
            moves: n.unsigned_abs(),
        }
    } else {
        Eval::Cp(if red { r.score } else { -r.score })
    };
    Verdict {
        eval,
        best: Some(r.best),
        depth: r.depth,
    }
}

/// [`judge`] with a fresh searcher of [`HASH_MB`].
fn judge_fresh<G: ReviewGame>(
    pos: &G,
    history: &[u64],
    limits: &Limits,
    stop: &AtomicBool,
) -> Verdict<G::Move> {
    judge(
        pos,
        history,
        limits,
        stop,
        &mut || Searcher::new(HASH_MB),
        &mut drop,
    )
}

/// Lichess's accuracy of a move taking the mover's win percentage from `before` to `after`.
pub fn move_accuracy(before: f64, after: f64) -> f64 {
    if after >= before {
        return 100.0;
    }
    let raw = 103.166_810_071_164_9 * (-0.043_544_153_867_539_51 * (before - after)).exp()
        - 3.166_924_740_191_411;
    (raw + 1.0).clamp(0.0, 100.0)
}

/// The verdict on a move taking the mover (`red` if Red) from `before` to `after`, at scale `c`
/// (lichess's `CpAdvice`, then `MateAdvice`, then good).
fn classify(before: Eval, after: Eval, red: bool, c: f64) -> Class {
    let sign = if red { 1.0 } else { -1.0 };
    let wb = sign * before.red_chances(c);
    let wa = sign * after.red_chances(c);
    let by_drop = |drop: f64| {
        if drop >= BLUNDER {
            Class::Blunder
        } else if drop >= MISTAKE {
            Class::Mistake
        } else if drop >= INACCURACY {
            Class::Inaccuracy
        } else {
            Class::Good
        }
    };
    let (p, n) = (before.mate_for(red), after.mate_for(red));
    if p.is_none() && n.is_none() {
        return by_drop(wb - wa);
    }
    let (c700, c999) = (lichess_chances(700.0), lichess_chances(999.0));
    match (p, n) {
        // Walked into a forced loss.
        (None, Some(n)) if n < 0 => {
            if wb < -c999 {
                Class::Inaccuracy
            } else if wb < -c700 {
                Class::Mistake
            } else {
                Class::Blunder
            }
        }
        // Let a forced win go (into a score, or into a forced loss, which counts as 0 cp).
        (Some(p), n) if p > 0 && n.is_none_or(|n| n < 0) => {
            let after_cp = if n.is_some() { 0.0 } else { wa };
            if after_cp > c999 {
                Class::Inaccuracy
            } else if after_cp > c700 {
                Class::Mistake
            } else {
                Class::Blunder
            }
        }
        _ => Class::Good,
    }
}

/// Lichess's game accuracy of the moves `(accuracy, weight)`: the mean of the weighted mean and
/// the harmonic mean (each accuracy counted as at least 1); 100 without moves.
fn game_accuracy(moves: &[(f64, f64)]) -> f64 {
    if moves.is_empty() {
        return 100.0;
    }
    let (sum, weights) = moves
        .iter()
        .fold((0.0, 0.0), |(s, w), &(a, wt)| (s + a * wt, w + wt));
    let weighted = if weights > 0.0 { sum / weights } else { 0.0 };
    let harmonic = moves.len() as f64 / moves.iter().map(|(a, _)| 1.0 / a.max(1.0)).sum::<f64>();
    (weighted + harmonic) / 2.0
}

/// Lichess's volatility weights: for each move `i` (from position `i` to `i + 1` of `wins`,
/// the win percentages of every position), the standard deviation, clamped to 0.5..12, of the
/// window of positions it belongs to.
fn volatility_weights(wins: &[f64]) -> Vec<f64> {
    let moves = wins.len().saturating_sub(1);
    let size = (moves / 10).clamp(2, 8).min(wins.len());
    let sd = |xs: &[f64]| {
        let mean = xs.iter().sum::<f64>() / xs.len() as f64;
        (xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / xs.len() as f64).sqrt()
    };
    // The first windows repeat the first one, so there is a window for every move.
    let mut windows: Vec<&[f64]> = vec![&wins[..size]; size.saturating_sub(2)];
    windows.extend(wins.windows(size));
    (0..moves)
        .map(|i| windows.get(i).map_or(0.5, |w| sd(w).clamp(0.5, 12.0)))
        .collect()
}

/// Reviews the game from `start` through `moves`, searching each position at `budget`. Returns
/// after about `(moves + 1) × budget` (100 plies at 100 ms: about 10 s), or soon after `stop`
/// is raised.
///
/// # Errors
/// [`ReviewError::Illegal`] for the first illegal move (nothing is searched then),
/// [`ReviewError::Stopped`] when `stop` was raised.
pub fn review<G: ReviewGame>(
    start: G,
    moves: &[G::Move],
    budget: Budget,
    stop: &AtomicBool,
) -> Result<Review<G::Move>, ReviewError<G::Move>> {
    review_with_progress(start, moves, budget, stop, &mut |_, _| {})
}

/// [`review`], calling `progress(done, total)` after each position searched.
///
/// # Errors
/// As [`review`].
pub fn review_with_progress<G: ReviewGame>(
    start: G,
    moves: &[G::Move],
    budget: Budget,
    stop: &AtomicBool,
    progress: &mut dyn FnMut(usize, usize),
) -> Result<Review<G::Move>, ReviewError<G::Move>> {
    let mut r = Reviewer::new(start, moves, budget)?;
    while !r.is_done() {
        if stop.load(Ordering::Relaxed) {
            return Err(ReviewError::Stopped);
        }
        r.step(stop);
        progress(r.searched(), r.total());
    }
    r.finish(stop)
}

/// A review in progress: the game checked, then its positions searched one at a time, so that a
/// host can run each search in its engine pool as one short job among the others (a bot move
/// waits for one position's search, never for a whole review).
pub struct Reviewer<G: ReviewGame> {
    positions: Vec<G>,
    moves: Vec<G::Move>,
    limits: Limits,
    history: Vec<u64>,
    verdicts: Vec<Verdict<G::Move>>,
}

impl<G: ReviewGame> Reviewer<G> {
    /// A review of the game from `start` through `moves`, each position to be searched at
    /// `budget`.
    ///
    /// # Errors
    /// [`ReviewError::Illegal`] for the first illegal move (a bad record costs no search).
    pub fn new(
        start: G,
        moves: &[G::Move],
        budget: Budget,
    ) -> Result<Reviewer<G>, ReviewError<G::Move>> {
        let mut positions = Vec::with_capacity(moves.len() + 1);
        positions.push(start);
        let mut legal = Vec::new();
        for (i, &m) in moves.iter().enumerate() {
            let pos = positions[i];
            legal.clear();
            if pos.terminal().is_none() {
                pos.generate(&mut legal);
            }
            if !legal.contains(&m) {
                return Err(ReviewError::Illegal { ply: i + 1, mv: m });
            }
            positions.push(pos.play(m));
        }
        Ok(Reviewer {
            history: Vec::with_capacity(positions.len()),
            verdicts: Vec::with_capacity(positions.len()),
            positions,
            moves: moves.to_vec(),
            limits: limits(budget),
        })
    }

    /// The game's start position.
    pub fn start(&self) -> G {
        self.positions[0]
    }

    /// How many positions there are to search (one more than there are moves).
    pub fn total(&self) -> usize {
        self.positions.len()
    }

    /// How many positions have been searched.
    pub fn searched(&self) -> usize {
        self.verdicts.len()
    }

    /// Whether every position has been searched.
    pub fn is_done(&self) -> bool {
        self.verdicts.len() == self.positions.len()
    }

    /// Searches the next position with a fresh searcher of its own ([`HASH_MB`] MB); nothing
    /// when done.
    pub fn step(&mut self, stop: &AtomicBool) {
        self.step_with(&mut || Searcher::new(HASH_MB), &mut drop, stop);
    }

    /// Searches the next position with `table` as the transposition table (it must be empty,
    /// as a [`super::pool::TablePool`] hands tables out), and gives the table back; nothing
    /// but the return when done.
    pub fn step_with_table(
        &mut self,
        table: TranspositionTable,
        stop: &AtomicBool,
    ) -> TranspositionTable {
        let mut table = Some(table);
        let mut back = None;
        self.step_with(
            &mut || {
                Searcher::with_table(table.take().unwrap_or_else(|| TranspositionTable::new(1)))
            },
            &mut |s| back = Some(s.into_table()),
            stop,
        );
        back.or(table).unwrap_or_else(|| TranspositionTable::new(1))
    }

    fn step_with(
        &mut self,
        searcher: &mut dyn FnMut() -> Searcher<G>,
        after: &mut dyn FnMut(Searcher<G>),
        stop: &AtomicBool,
    ) {
        let i = self.verdicts.len();
        let Some(pos) = self.positions.get(i) else {
            return;
        };
        let v = judge(pos, &self.history, &self.limits, stop, searcher, after);
        self.verdicts.push(v);
        self.history.push(pos.key());
    }

    /// The review, once every position is searched.
    ///
    /// # Errors
    /// [`ReviewError::Stopped`] when `stop` was raised or a position is left.
    pub fn finish(self, stop: &AtomicBool) -> Result<Review<G::Move>, ReviewError<G::Move>> {
        if stop.load(Ordering::Relaxed) || !self.is_done() {
            return Err(ReviewError::Stopped);
        }
        Ok(assemble(
            &self.positions,
            &self.moves,
            &self.verdicts,
            G::WIN_SCALE,
        ))
    }
}

/// Judges the moves from the positions' verdicts.
fn assemble<G: ReviewGame>(
    positions: &[G],
    moves: &[G::Move],
    verdicts: &[Verdict<G::Move>],
    c: f64,
) -> Review<G::Move> {
    let evals: Vec<Eval> = verdicts.iter().map(|v| v.eval).collect();
    let wins: Vec<f64> = evals
        .iter()
        .map(|e| 50.0 + 50.0 * e.red_chances(c).clamp(-CHANCES_CLAMP, CHANCES_CLAMP))
        .collect();
    let weights = volatility_weights(&wins);
    let mut reviews = Vec::with_capacity(moves.len());
    let mut weighted: [Vec<(f64, f64)>; 2] = [Vec::new(), Vec::new()];
    let mut sides: [SideSummary; 2] = Default::default();
    for (i, &mv) in moves.iter().enumerate() {
        let red = positions[i].red_to_move();
        let (before, after) = (evals[i], evals[i + 1]);
        let engine_move = verdicts[i].best == Some(mv);
        let sign = if red { 1.0 } else { -1.0 };
        let (class, drop, accuracy) = if engine_move {
            (Class::Best, 0.0, 100.0)
        } else {
            let drop = (sign * (before.red_chances(c) - after.red_chances(c))).max(0.0);
            let (wb, wa) = (sign * (wins[i] - 50.0), sign * (wins[i + 1] - 50.0));
            (
                classify(before, after, red, c),
                drop,
                move_accuracy(50.0 + wb, 50.0 + wa),
            )
        };
        let side = usize::from(!red);
        sides[side].counts[class.index()] += 1;
        weighted[side].push((accuracy, weights.get(i).copied().unwrap_or(0.5)));
        reviews.push(MoveReview {
            ply: i + 1,
            mv,
            red,
            before,
            after,
            drop,
            accuracy,
            class,
            best: verdicts[i].best.filter(|_| !engine_move),
        });
    }
    for (s, w) in sides.iter_mut().zip(&weighted) {
        s.accuracy = game_accuracy(w);
    }
    let searched: Vec<u32> = verdicts
        .iter()
        .filter(|v| v.best.is_some())
        .map(|v| v.depth)
        .collect();
    let mean_depth = if searched.is_empty() {
        0.0
    } else {
        searched.iter().map(|&d| d as f64).sum::<f64>() / searched.len() as f64
    };
    Review {
        evals,
        moves: reviews,
        sides,
        scale: c,
        mean_depth,
    }
}

/// A forced win in words for texts: `den in 5`, `mate in 3` (`word` from
/// [`ReviewGame::WIN_WORD`]); `None` for a plain score.
pub fn forced_win_text(eval: Eval, word: &str) -> Option<String> {
    match eval {
        Eval::Win { moves, .. } => Some(format!("{word} in {moves}")),
        Eval::Cp(_) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chances_follow_lichess_at_lichess_scale() {
        // Lichess: 100 cp ≈ 0.182 chances, +1000 cp and beyond clamp to 0.9508.
        assert!((Eval::Cp(100).red_chances(LICHESS_WIN_SCALE) - 0.1820).abs() < 1e-3);
        assert!((Eval::Cp(5000).red_chances(LICHESS_WIN_SCALE) - CHANCES_CLAMP).abs() < 1e-6);
        assert!((lichess_chances(1000.0) - CHANCES_CLAMP).abs() < 1e-6);
        assert_eq!(
            Eval::Win {
                red: false,
                moves: 3
            }
            .red_chances(0.001),
            -1.0
        );
    }

    #[test]
    fn accuracy_formula_matches_lichess_points() {
        assert_eq!(move_accuracy(50.0, 60.0), 100.0);
        // No loss: 103.1668 − 3.1669 + 1 = 100 (capped).
        assert!((move_accuracy(50.0, 50.0) - 100.0).abs() < 1e-6);
        // A 10-point loss: 103.1668·e^−0.4354 − 3.1669 + 1 ≈ 64.6.
        assert!((move_accuracy(60.0, 50.0) - 64.59).abs() < 0.05);
        assert_eq!(move_accuracy(100.0, 0.0), 0.0);
    }

    #[test]
    fn thresholds_classify_drops_and_forced_wins() {
        let c = LICHESS_WIN_SCALE;
        // 0 → −300 cp for Red: chances 0 → −0.50: a blunder; for Blue the same is a gain.
        assert_eq!(
            classify(Eval::Cp(0), Eval::Cp(-300), true, c),
            Class::Blunder
        );
        assert_eq!(classify(Eval::Cp(0), Eval::Cp(-300), false, c), Class::Good);
        // 0 → −120 cp: −0.216: a mistake; 0 → −60: −0.110: an inaccuracy; −30: good.
        assert_eq!(
            classify(Eval::Cp(0), Eval::Cp(-120), true, c),
            Class::Mistake
        );
        assert_eq!(
            classify(Eval::Cp(0), Eval::Cp(-60), true, c),
            Class::Inaccuracy
        );
        assert_eq!(classify(Eval::Cp(0), Eval::Cp(-30), true, c), Class::Good);
        let lost = Eval::Win {
            red: false,
            moves: 4,
        };
        let won = Eval::Win {
            red: true,
            moves: 2,
        };
        // Into a forced loss from equal: blunder; from an already lost −800: mistake.
        assert_eq!(classify(Eval::Cp(0), lost, true, c), Class::Blunder);
        assert_eq!(classify(Eval::Cp(-800), lost, true, c), Class::Mistake);
        assert_eq!(classify(Eval::Cp(-1200), lost, true, c), Class::Inaccuracy);
        // A forced win let go into +1200: inaccuracy; into +100: blunder; kept: good.
        assert_eq!(classify(won, Eval::Cp(1200), true, c), Class::Inaccuracy);
        assert_eq!(classify(won, Eval::Cp(100), true, c), Class::Blunder);
        assert_eq!(classify(won, won, true, c), Class::Good);
    }

    #[test]
    fn game_accuracy_is_lichess_mean_of_means() {
        assert_eq!(game_accuracy(&[]), 100.0);
        let a = game_accuracy(&[(100.0, 1.0), (50.0, 1.0)]);
        // Weighted mean 75, harmonic mean 66.7: 70.8.
        assert!((a - 70.833).abs() < 0.01, "{a}");
        let w = volatility_weights(&[50.0, 50.0, 50.0, 90.0]);
        assert_eq!(w.len(), 3);
        assert!(w.iter().all(|x| (0.5..=12.0).contains(x)));
        assert_eq!(w[0], 0.5);
        assert_eq!(w[2], 12.0);
    }
}
