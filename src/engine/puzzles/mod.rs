//! Puzzle mining and checking with the engine's public search ([`Searcher`]): positions where
//! one move starts a forced win (Jungle: entering the den, capturing the last piece or leaving
//! the opponent without a move; Xiangqi: mate, which includes stalemate, or a decisive gain of
//! material) and every other move is clearly worse, confirmed by a deeper search than the one
//! that found it.
//!
//! A position qualifies ([`Miner::examine`]) when:
//! 1. a search to [`MineSettings::find_depth`] plies finds a forced win in at most
//!    [`MineSettings::max_moves`] of the solver's moves; the depth of the first iteration that
//!    saw it is the *depth needed*;
//! 2. every move is then scored with a full window at the *confirmation depth*, `max(depth
//!    needed, plies of the win) + `[`MineSettings::extra_depth`]: the best is the win, and every
//!    other move scores at most [`MineSettings::margin`] centipawns (not a win, not even close);
//! 3. the line is built move by move: the defender's reply is its longest resistance (the
//!    search's best move), and each later solver move must be the only one that wins as fast,
//!    except the last, where any move that wins at once is as good (and accepted when solving).
//!
//! A game with taught piece values ([`PuzzleGame::taught_material`], Xiangqi) also gets
//! *material* puzzles where no forced win is found ([`MineSettings::material_gain`]): the first
//! move scores at least [`MATERIAL_BEST`] at the confirmation depth and every other at most
//! [`MATERIAL_OTHERS`] and [`MATERIAL_GAP`] below it; the line goes on, each solver move the
//! only good one, until the solver is up the gain in taught values and no defender reply
//! takes it back ([`kept`]). Such a puzzle has the theme [`MATERIAL_THEME`].
//!
//! The rating grows with the depth needed and the length of the line, plus a little for a quiet
//! first move and for a sacrifice ([`rating`]). Themes are the game's ([`PuzzleGame`]).

pub mod mine;
mod themes;

use std::sync::atomic::AtomicBool;

use super::search::{Limits, MATE, MATE_BOUND, Searcher, mate_in};
use super::{EngineGame, SearchGame};
use crate::games::any::{self, GameKind};
use crate::games::contract::GamePosition;
use crate::games::puzzle::Puzzle;

/// A game the miner knows: its themes, read from the line.
pub trait PuzzleGame: EngineGame {
    /// The letter puzzle ids of this game start with (`j`, `x`).
    const ID_PREFIX: char;
    /// The game's own theme words of the winning line `line` (solver first, legal, ending
    /// with the win) from `start`, e.g. `den-in-2`, `trap`, `mate-in-3`,
    /// `chariot-sacrifice`; [`PuzzleGame::themes`] adds the shared ones.
    fn own_themes(start: &Self, line: &[Self::Move]) -> Vec<String>;
    /// Every theme word of `line` from `start`: the game's own, then `sacrifice` (see
    /// [`PuzzleGame::sacrifice`]) and `quiet-move` (a quiet first move).
    fn themes(start: &Self, line: &[Self::Move]) -> Vec<String> {
        let mut themes = Self::own_themes(start, line);
        if Self::sacrifice(start, line) {
            themes.push("sacrifice".into());
        }
        if line.first().is_some_and(|&m| start.quiet(m)) {
            themes.push("quiet-move".into());
        }
        themes
    }
    /// Whether the legal move `m` is quiet: no capture, and (Xiangqi) no check, (Jungle) no
    /// step next to the den. A quiet first move is harder to find.
    fn quiet(&self, m: Self::Move) -> bool;
    /// The material of `side` in the piece values players are taught, in centipawns, for
    /// puzzles that win material; `None` (the default) for a game whose puzzles only end the
    /// game (Jungle).
    fn taught_material(&self, side: Self::Side) -> Option<i32> {
        let _ = side;
        None
    }
    /// Whether the line gives up material: the defender captures one of the solver's pieces
    /// before the win.
    fn sacrifice(start: &Self, line: &[Self::Move]) -> bool {
        let mut p = *start;
        for (i, m) in line.iter().enumerate() {
            if i % 2 == 1 && p.is_capture(*m) {
                return true;
            }
            p = p.play(*m);
        }
        false
    }
}

/// How the miner searches and what it accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MineSettings {
    /// The depth (plies) of the first search, the one that finds the win.
    pub find_depth: u32,
    /// The confirmation is this many plies deeper than what found the win.
    pub extra_depth: u32,
    /// The longest win accepted, in the solver's moves.
    pub max_moves: u32,
    /// Every first move but the solution's scores at most this, in centipawns, at the
    /// confirmation depth: no forced win, and not so far ahead that the position is won
    /// anyway without finding the line.
    pub margin: i32,
    /// The transposition table, MB.
    pub hash_mb: usize,
    /// Where no forced win is found, a line that wins at least this much material, in the
    /// game's taught values ([`PuzzleGame::taught_material`]), is a puzzle too; `None`: only
    /// wins of the game are.
    pub material_gain: Option<i32>,
}

pub use crate::games::puzzle::MATERIAL_THEME;
/// A material puzzle's first move scores at least this at the confirmation depth, in the
/// engine's centipawns (a Xiangqi chariot is about 1 400 there), and so does each later solver
/// move at the depth that finds it.
pub const MATERIAL_BEST: i32 = 500;
/// Every other move scores at most this much, not ahead enough to win without the line.
pub const MATERIAL_OTHERS: i32 = 250;
/// … and at least this much below the best.
pub const MATERIAL_GAP: i32 = 400;
/// A side this much ahead in taught material (two soldiers) gets no material puzzle.
pub const MATERIAL_AHEAD: i32 = 200;

impl MineSettings {
    /// The settings for the game `kind`: Jungle's wins are longer and its search cheaper.
    pub fn for_game(kind: GameKind) -> MineSettings {
        match kind {
            GameKind::Jungle => MineSettings {
                find_depth: 7,
                extra_depth: 2,
                max_moves: 4,
                margin: 1000,
                hash_mb: 32,
                material_gain: None,
            },
            GameKind::Xiangqi => MineSettings {
                find_depth: 6,
                extra_depth: 2,
                max_moves: 3,
                margin: 1500,
                hash_mb: 32,
                // A horse or a cannon, net.
                material_gain: Some(400),
            },
        }
    }
}

/// Why a position is no puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Rejected {
    /// Fewer than two legal moves (or the search was stopped).
    OneMove,
    /// No forced win found.
    NoWin,
    /// A win longer than [`MineSettings::max_moves`].
    TooLong,
    /// The deeper search did not confirm the win.
    NotConfirmed,
    /// Another first move scores above the margin.
    NotUnique,
    /// A later solver move is not the only one as fast, or the line does not end in time.
    LineBroken,
    /// [`verify`] with a fresh transposition table does not agree.
    NotReproduced,
    /// A material line that only wins back what the opponent's last move took.
    Recapture,
    /// No forced win, and the solver is already more than [`MATERIAL_AHEAD`] up in material.
    AlreadyAhead,
}

/// The transposition table of [`verify`] as the miner and the tests call it, MB.
pub const VERIFY_HASH_MB: usize = 16;

/// A position that qualified, before it gets an id.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found<M> {
    /// The forced line, solver first and last.
    pub line: Vec<M>,
    /// The first iteration of the finding search that saw the win (plies).
    pub depth_needed: u32,
    /// The depth of the confirming search (plies).
    pub confirm_depth: u32,
    /// The best score among the other first moves at the confirmation depth, centipawns
    /// (`None` when the first move is the only legal one).
    pub second_best: Option<i32>,
}

/// The starting rating of a puzzle: 700, +120 per ply of depth needed beyond the first, +100
/// per solver move beyond the first, +100 for a quiet first move, +150 for a sacrifice;
/// between 600 and 2800.
pub fn rating(depth_needed: u32, solver_moves: usize, quiet: bool, sacrifice: bool) -> u32 {
    let r = 700
        + 120 * depth_needed.saturating_sub(1) as i64
        + 100 * solver_moves.saturating_sub(1) as i64
        + if quiet { 100 } else { 0 }
        + if sacrifice { 150 } else { 0 };
    r.clamp(600, 2800) as u32
}

/// The rating deviation every mined puzzle starts with (as unsure as a new player's, a little
/// less: the depth tells something).
pub const START_DEVIATION: u32 = 300;

/// Whether the legal move `m` wins at once: the opponent is left with no legal move (the game
/// is decided on the board, or it cannot move, which loses in both games).
pub fn wins_at_once<G: GamePosition>(pos: &G, m: G::Move) -> bool {
    pos.play(m).legal_moves().is_empty()
}

/// What a puzzle's line is to reach.
#[derive(Clone, Copy, Debug)]
enum Goal {
    /// A win of the game in this many solver moves.
    Mate(u32),
    /// This much material, in taught values, kept.
    Material(i32),
}

/// A searcher with the mining checks.
pub struct Miner<G: SearchGame> {
    searcher: Searcher<G>,
    /// What it searches and accepts.
    pub settings: MineSettings,
}

impl<G: PuzzleGame> Miner<G> {
    /// A miner with its own transposition table.
    pub fn new(settings: MineSettings) -> Miner<G> {
        Miner {
            searcher: Searcher::new(settings.hash_mb),
            settings,
        }
    }

    /// The forced line from `pos` when it is a puzzle (see the module documentation), else
    /// why not.
    ///
    /// # Errors
    /// The check that failed ([`Rejected`]).
    pub fn examine(&mut self, pos: &G, stop: &AtomicBool) -> Result<Found<G::Move>, Rejected> {
        let s = self.settings;
        if pos.legal_moves().len() < 2 {
            return Err(Rejected::OneMove);
        }
        let mut depth_needed = None;
        let mut material_depth = None;
        let r = self
            .searcher
            .search(pos, &[], &Limits::depth(s.find_depth), stop, &mut |info| {
                if info.score > MATE_BOUND && depth_needed.is_none() {
                    depth_needed = Some(info.depth);
                }
                if info.score >= MATERIAL_BEST && material_depth.is_none() {
                    material_depth = Some(info.depth);
                }
            })
            .ok_or(Rejected::OneMove)?;
        let Some(moves) = mate_in(r.score).filter(|n| *n > 0) else {
            return match s.material_gain {
                // Already ahead: winning more is no puzzle (and the deeper check is costly).
                Some(_) if balance(pos, pos).is_some_and(|b| b > MATERIAL_AHEAD) => {
                    Err(Rejected::AlreadyAhead)
                }
                Some(gain) if r.score >= MATERIAL_BEST => {
                    self.examine_material(pos, gain, material_depth.unwrap_or(r.depth), stop)
                }
                _ => Err(Rejected::NoWin),
            };
        };
        let moves = moves as u32;
        if moves > s.max_moves {
            return Err(Rejected::TooLong);
        }
        let depth_needed = depth_needed.unwrap_or(r.depth);
        let confirm_depth = depth_needed.max(2 * moves - 1) + s.extra_depth;
        let scores = self.searcher.root_scores(pos, &[], confirm_depth, stop);
        let (first, best) = *scores.first().ok_or(Rejected::OneMove)?;
        let confirmed = mate_in(best).filter(|n| *n > 0 && *n as u32 <= moves);
        let Some(confirmed) = confirmed else {
            return Err(Rejected::NotConfirmed);
        };
        let second_best = scores.get(1).map(|x| x.1);
        if second_best.is_some_and(|x| x > s.margin) {
            return Err(Rejected::NotUnique);
        }
        let depths = (depth_needed, confirm_depth);
        self.extend(
            pos,
            first,
            depths,
            second_best,
            Goal::Mate(confirmed as u32),
            stop,
        )
    }

    /// The puzzle found from `pos`: its line from `first` to `goal`, (depth needed,
    /// confirmation depth) `depths` and the other moves' best score.
    ///
    /// # Errors
    /// [`Rejected::LineBroken`] when the line breaks.
    fn extend(
        &mut self,
        pos: &G,
        first: G::Move,
        (depth_needed, confirm_depth): (u32, u32),
        second_best: Option<i32>,
        goal: Goal,
        stop: &AtomicBool,
    ) -> Result<Found<G::Move>, Rejected> {
        let mut found = Found {
            line: vec![first],
            depth_needed,
            confirm_depth,
            second_best,
        };
        let done = self.extend_line(pos, &mut found.line, goal, stop);
        done.map(|()| found).ok_or(Rejected::LineBroken)
    }

    /// [`Miner::examine`] for a material puzzle: confirmed deeper, the other first moves far
    /// below, then the line until the gain is kept.
    fn examine_material(
        &mut self,
        pos: &G,
        gain: i32,
        depth_needed: u32,
        stop: &AtomicBool,
    ) -> Result<Found<G::Move>, Rejected> {
        let s = self.settings;
        let confirm_depth = depth_needed.max(s.find_depth) + s.extra_depth;
        let scores = self.searcher.root_scores(pos, &[], confirm_depth, stop);
        let (first, best) = *scores.first().ok_or(Rejected::OneMove)?;
        // A mate seen only deeper is a win too long to be a puzzle, not a material one.
        if !(MATERIAL_BEST..=MATE_BOUND).contains(&best) {
            return Err(Rejected::NotConfirmed);
        }
        let second_best = scores.get(1).map(|x| x.1);
        if second_best.is_some_and(|x| x > MATERIAL_OTHERS || x > best - MATERIAL_GAP) {
            return Err(Rejected::NotUnique);
        }
        let depths = (depth_needed, confirm_depth);
        self.extend(pos, first, depths, second_best, Goal::Material(gain), stop)
    }

    /// Extends `line` (its first move from `start` in it) to `goal`: the defender's replies
    /// its best (its longest resistance), each later solver move the only one that keeps to
    /// the goal (for a mate: the only one as fast, but the last; for material: the others
    /// [`MATERIAL_GAP`] below); `None` when the line breaks or is too long.
    fn extend_line(
        &mut self,
        start: &G,
        line: &mut Vec<G::Move>,
        goal: Goal,
        stop: &AtomicBool,
    ) -> Option<()> {
        let s = self.settings;
        let mut p = start.play(line[0]);
        // The solver's moves still allowed after the first.
        let mut left = match goal {
            Goal::Mate(moves) => moves - 1,
            Goal::Material(_) => s.max_moves - 1,
        };
        loop {
            let done = match goal {
                Goal::Mate(_) => p.legal_moves().is_empty(),
                Goal::Material(gain) => kept(start, &p, gain),
            };
            if done {
                return Some(());
            }
            if left == 0 || p.legal_moves().is_empty() {
                return None;
            }
            let (reply_depth, move_depth) = match goal {
                Goal::Mate(_) => (2 * left + s.extra_depth, 2 * left - 1 + s.extra_depth),
                Goal::Material(_) => (s.find_depth, s.find_depth),
            };
            let reply =
                self.searcher
                    .search(&p, &[], &Limits::depth(reply_depth), stop, &mut |_| {})?;
            line.push(reply.best);
            p = p.play(reply.best);
            let scores = self.searcher.root_scores(&p, &[], move_depth, stop);
            let (m, best) = *scores.first()?;
            let second = scores.get(1).map(|x| x.1);
            let only = match goal {
                Goal::Mate(_) => {
                    let fast = |x: i32| x >= MATE - (2 * left as i32 - 1);
                    mate_in(best).is_some_and(|n| n > 0 && n as u32 <= left)
                        && !(left > 1 && second.is_some_and(fast))
                }
                Goal::Material(_) => {
                    best >= MATERIAL_BEST && second.is_none_or(|x| x <= best - MATERIAL_GAP)
                }
            };
            if !only {
                return None;
            }
            line.push(m);
            p = p.play(m);
            left -= 1;
        }
    }

    /// The puzzle for a qualified position, with the id `id`.
    pub fn puzzle(&self, id: String, pos: &G, found: &Found<G::Move>) -> Puzzle {
        let themes = G::themes(pos, &found.line);
        let rating = rating(
            found.depth_needed,
            found.line.len().div_ceil(2),
            pos.quiet(found.line[0]),
            G::sacrifice(pos, &found.line),
        );
        Puzzle {
            kind: G::KIND,
            id,
            fen: pos.fen(),
            solution: found.line.iter().map(|m| any_move::<G>(*m)).collect(),
            themes,
            rating,
            deviation: START_DEVIATION,
            depth: found.confirm_depth,
        }
    }
}

/// The solver's lead in taught material at `p`, from the side to move at `start`.
pub fn balance<G: PuzzleGame>(start: &G, p: &G) -> Option<i32> {
    let solver = start.side_to_move();
    Some(p.taught_material(solver)? - p.taught_material(!solver)?)
}

/// Whether the solver, the defender to move at `end`, is `gain` up in taught material against
/// `start` and stays so after every defender reply (no recapture takes it back at once).
pub fn kept<G: PuzzleGame>(start: &G, end: &G, gain: i32) -> bool {
    let (Some(before), Some(now)) = (balance(start, start), balance(start, end)) else {
        return false;
    };
    now - before >= gain
        && end
            .legal_moves()
            .iter()
            .all(|m| balance(start, &end.play(*m)).is_some_and(|after| after - before >= gain))
}

/// A move of `G` as the games' facade has it.
fn any_move<G: EngineGame>(m: G::Move) -> any::Move {
    // The canonical text of a legal move always reads back in its own game.
    any::Move::parse(G::KIND, &m.to_string()).expect("a move's own text reads back")
}

/// Re-checks a puzzle of the game `G` with a fresh search: the solution is legal, its last move
/// wins at once, every defender move is legal, and at the puzzle's depth the first move is a
/// forced win while every other move scores at most `margin` centipawns. A material puzzle
/// ([`MATERIAL_THEME`]) instead ends with the gain kept ([`kept`]), its first move scoring at
/// least [`MATERIAL_BEST`] and every other at most [`MATERIAL_OTHERS`] and [`MATERIAL_GAP`] below.
///
/// # Errors
/// What failed, in words.
pub fn verify<G: PuzzleGame>(puzzle: &Puzzle, margin: i32, hash_mb: usize) -> Result<(), String> {
    let start = G::from_fen(&puzzle.fen, G::Rules::default()).map_err(|e| e.to_string())?;
    let mut line = Vec::new();
    let mut p = start;
    for (i, m) in puzzle.solution.iter().enumerate() {
        let m: G::Move = m
            .to_string()
            .parse()
            .map_err(|e| format!("move {}: {e}", i + 1))?;
        p.check(m)
            .map_err(|e| format!("move {} ({m}): {e}", i + 1))?;
        if i + 1 < puzzle.solution.len() && wins_at_once(&p, m) {
            return Err(format!(
                "move {} ({m}) ends the game before the line does",
                i + 1
            ));
        }
        line.push(m);
        p = p.play(m);
    }
    let material = puzzle.themes.iter().any(|t| t == MATERIAL_THEME);
    if material {
        let gain = MineSettings::for_game(G::KIND)
            .material_gain
            .ok_or("this game has no material puzzles")?;
        if !kept(&start, &p, gain) {
            return Err(format!(
                "the line does not keep a gain of {gain} in material"
            ));
        }
    } else if !p.legal_moves().is_empty() {
        return Err("the last move does not win at once".into());
    }
    let stop = AtomicBool::new(false);
    let mut searcher = Searcher::<G>::new(hash_mb);
    let scores = searcher.root_scores(&start, &[], puzzle.depth, &stop);
    let Some(&(best, score)) = scores.first() else {
        return Err("no legal move".into());
    };
    if material {
        let other = scores.get(1).map(|x| x.1);
        if best != line[0] || score < MATERIAL_BEST {
            return Err(format!(
                "at depth {} the best move is {best} ({score}), not the solution's {} by at least {MATERIAL_BEST}",
                puzzle.depth, line[0]
            ));
        }
        if let Some(o) = other.filter(|o| *o > MATERIAL_OTHERS || *o > score - MATERIAL_GAP) {
            return Err(format!(
                "at depth {} another move scores {o}, too close to the solution's {score}",
                puzzle.depth
            ));
        }
        return Ok(());
    }
    if best != line[0] {
        return Err(format!(
            "at depth {} the best move is {best} ({score}), not the solution's {}",
            puzzle.depth, line[0]
        ));
    }
    if score <= MATE_BOUND {
        return Err(format!(
            "at depth {} the solution's {best} scores {score}, not a forced win",
            puzzle.depth
        ));
    }
    if let Some(&(m, s)) = scores.get(1)
        && s > margin
    {
        return Err(format!(
            "at depth {} the other move {m} scores {s}, above the margin {margin}",
            puzzle.depth
        ));
    }
    Ok(())
}
