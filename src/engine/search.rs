//! Negamax alpha-beta with principal variation search, iterative deepening with aspiration
//! windows, a transposition table, quiescence over captures and immediate win threats, and move
//! ordering by hash move, captures (most valuable victim first), killers and history.
//!
//! Pruning and reductions (null move with verification, late move reductions, futility and late
//! move pruning, move-count pruning, internal iterative reduction, delta pruning in quiescence,
//! ProbCut), counter-move ordering and the continuation history are switchable in
//! [`SearchOptions`] so the match runner can measure what each gains.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use super::game::{Repeated, SearchGame, Terminal};
use super::tt::{Bound, TranspositionTable};
use crate::games::contract::GameSide;

/// The score of a win on the board at the root; a win in `p` plies scores `MATE - p`.
pub const MATE: i32 = 32_000;
/// Scores beyond this are wins or losses found by search ("mate scores").
pub const MATE_BOUND: i32 = MATE - 1_000;
const INF: i32 = MATE + 1;
/// The deepest ply the search goes (main search plus quiescence).
pub const MAX_PLY: usize = 128;
const NO_MOVE: u16 = 0xFFFF;
/// Marks a null move (a pass) on the move stack.
const NULL_MOVE: u16 = 0xFFFE;
/// No static evaluation at this ply (the side to move was in danger).
const NO_EVAL: i32 = i32::MIN;
/// Delta pruning margin in quiescence, centipawns (positional swing a capture may add).
const QS_DELTA_MARGIN: i32 = 200;
/// Reverse futility margin, centipawns per ply of remaining depth (before `prune_margin_pct`).
const RFP_MARGIN_PER_PLY: i32 = 110;
/// The largest correction ([`SearchOptions::correction`]) of a static evaluation, cp.
pub const MAX_CORRECTION: i32 = 128;
/// The correction history's entries (a power of two), indexed by the low bits of
/// [`SearchGame::correction_key`].
const CORRECTION_ENTRIES: usize = 1 << 15;
/// A position's entries in the correction history's tables ([`Searcher::correction_slot`]):
/// the structure table's alone, or with [`SearchOptions::correction_more`] one in each of the
/// three tables.
#[derive(Clone, Copy, Debug)]
struct CorrSlots {
    at: [usize; 3],
    len: usize,
}

impl CorrSlots {
    /// The entries in use.
    #[inline]
    fn all(&self) -> &[usize] {
        &self.at[..self.len]
    }
}

/// Correction entries are kept in 1/`CORRECTION_GRAIN` cp, so small updates are not lost to
/// rounding.
const CORRECTION_GRAIN: i32 = 256;
/// Futility margin at depth d is `FUTILITY_MARGIN_BASE + FUTILITY_MARGIN_PER_PLY · d`
/// centipawns (before `prune_margin_pct`).
const FUTILITY_MARGIN_BASE: i32 = 90;
/// See [`FUTILITY_MARGIN_BASE`].
const FUTILITY_MARGIN_PER_PLY: i32 = 130;

/// When to stop searching. Every limit that is set applies; with none set the search runs
/// until stopped (or to [`MAX_PLY`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// Deepest iteration, in plies.
    pub depth: Option<u32>,
    /// Node budget (positions visited).
    pub nodes: Option<u64>,
    /// Exact time for this move.
    pub movetime: Option<Duration>,
    /// The side to move's remaining clock time, if a game clock is running.
    pub time_left: Option<Duration>,
    /// The increment added to the clock after each move.
    pub increment: Duration,
}

impl Limits {
    /// A depth limit only.
    pub fn depth(d: u32) -> Limits {
        Limits {
            depth: Some(d),
            ..Limits::default()
        }
    }

    /// A time limit for this move only.
    pub fn movetime(t: Duration) -> Limits {
        Limits {
            movetime: Some(t),
            ..Limits::default()
        }
    }

    /// A node budget only.
    pub fn nodes(n: u64) -> Limits {
        Limits {
            nodes: Some(n),
            ..Limits::default()
        }
    }

    /// (soft, hard) time budgets: no new iteration starts after `soft`; the search stops at
    /// `hard`. A move time is the hard budget, and `soft_pct` percent of it the soft one. A
    /// game clock gets about 1/25 of the remaining time plus most of the increment.
    fn budgets(&self, soft_pct: u32) -> (Option<Duration>, Option<Duration>) {
        let mut hard: Option<Duration> = self.movetime;
        let mut soft: Option<Duration> = self
            .movetime
            .map(|t| t.mul_f64(f64::from(soft_pct.clamp(1, 100)) / 100.0));
        if let Some(left) = self.time_left {
            let overhead = Duration::from_millis(30);
            let usable = left.saturating_sub(overhead);
            let base = usable / 25 + self.increment.mul_f64(0.75);
            let h = base
                .mul_f64(2.5)
                .min(usable / 4)
                .max(Duration::from_millis(2));
            let s = base.min(h);
            hard = Some(hard.map_or(h, |x| x.min(h)));
            soft = Some(soft.map_or(s, |x| x.min(s)));
        }
        (soft, hard)
    }
}

/// Search switches; each can be turned on or off to measure its worth in a match.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchOptions {
    /// Null-move pruning.
    pub null_move: bool,
    /// Late move reductions.
    pub lmr: bool,
    /// Futility, reverse futility and late move pruning near the leaves.
    pub futility: bool,
    /// Aspiration windows around the previous iteration's score.
    pub aspiration: bool,
    /// Internal iterative reduction (one ply less where the table has no move).
    pub iir: bool,
    /// Counter-move ordering: the quiet reply that last refuted the previous move is tried
    /// right after the killers.
    pub counter_move: bool,
    /// Late move reductions grow when the position is not improving and with bad history
    /// (off: only the table, one ply less at PV nodes and for moves with good history).
    pub lmr_aggressive: bool,
    /// Moves that approach a win ([`SearchGame::approaches_win`]) are treated like threats:
    /// neither reduced nor pruned.
    pub lmr_exempt_approach: bool,
    /// Delta pruning in quiescence: captures that cannot lift the score to alpha even with
    /// the captured piece's value and a margin are skipped (unless they threaten the den).
    pub qs_delta: bool,
    /// Static exchange in quiescence: captures that lose material by
    /// [`SearchGame::losing_capture`] are skipped (not when in danger).
    pub see_quiescence: bool,
    /// Static exchange in move ordering: losing captures are tried after the quiet moves.
    pub see_order: bool,
    /// Quiescence uses the transposition table: it cuts on a stored bound, reuses a stored
    /// static evaluation and stores its own results (at depth 0).
    pub qs_tt: bool,
    /// Check extensions (a ply more when in danger) only within twice the iteration's depth
    /// from the root, so long chains of checks cannot blow the tree up.
    pub check_ext_limit: bool,
    /// Static exchange pruning near the leaves: at non-PV nodes of depth 4 or less, a late
    /// move (not the first, the hash move, a killer or a threat) whose
    /// [`SearchGame::exchange`] loses more than 60 centipawns a ply of depth is skipped.
    pub see_prune: bool,
    /// Quiescence stands pat on [`SearchGame::evaluate_lazy`] (an inexact score is not
    /// stored in the transposition table).
    pub lazy_eval: bool,
    /// Late move reductions at the root too (quiet moves that do not give check, from the
    /// fourth on), and the root moves after the best ordered by the nodes their subtrees took
    /// in the previous iteration.
    pub root_lmr: bool,
    /// Quiescence's first ply also tries the quiet moves that threaten
    /// ([`SearchGame::generate_tactical`] with `threats`): den threats in Jungle, checks in
    /// Xiangqi.
    pub qs_threats: bool,
    /// Reverse futility pruning up to this depth (plies).
    pub rfp_depth: i32,
    /// Futility pruning (and its late move count) up to this depth (plies).
    pub fut_depth: i32,
    /// Continuation history: quiet moves are also ordered by how they fared as replies to the
    /// previous move and to our own move before it (each remembered by its piece and target,
    /// [`SearchGame::piece_to`]), on top of the history by from and to points.
    pub cont_history: bool,
    /// Late move pruning by move count at non-PV nodes of depth 8 or less: only the first
    /// `(this + depth²) / 2` quiet moves are tried, twice as many when the position is
    /// improving; 0: off (only the futility block's count near the leaves).
    pub lmp_base: i32,
    /// Extra plies of late move reduction at expected cut nodes (a zero-window node reached
    /// by a reduced search, or by the first move of an expected all node; Stockfish's
    /// `cutNode`); 0: off.
    pub cut_node_r: i32,
    /// The first aspiration window's half-width, in centipawns.
    pub aspiration_cp: i32,
    /// The reverse futility margin (110 centipawns a ply) and the futility margin (90 + 130
    /// a ply) scaled by this percentage, so they can follow an evaluation's scale (100: as
    /// written).
    pub prune_margin_pct: i32,
    /// Reverse futility prunes with one ply less of margin when the position is improving
    /// (Stockfish's `futility_margin(depth, improving)`).
    pub rfp_improving: bool,
    /// Late move reduction table: `ln(depth) · ln(move number) / (this / 100)` plies.
    pub lmr_divisor: u32,
    /// With a fixed move time, no new iteration starts after this percentage of it (100: the
    /// whole move time is searched, the last iteration cut short; a cut iteration still
    /// counts when its first move was searched to the end).
    pub soft_time_pct: u32,
    /// ProbCut margin in centipawns (0: off): at non-PV nodes of depth 5 or more, a capture
    /// whose static exchange clears `beta + this` above the static evaluation, and whose
    /// quiescence and then a search four plies shallower fail high against `beta + this`,
    /// cuts the node (the Chess Programming Wiki, "ProbCut"; Stockfish's probCut).
    pub probcut: i32,
    /// Razoring margin in centipawns a ply (0: off): at non-PV nodes of depth 3 or less whose
    /// static evaluation is more than `this · depth` below alpha, a quiescence search with
    /// the zero window at alpha that stays below it is the node's score (the Chess
    /// Programming Wiki, "Razoring"; Stockfish's razoring).
    pub razor: i32,
    /// Singular extension margin in centipawns a ply of depth (0: off): at nodes of depth
    /// [`SearchOptions::se_depth`] or more (not in danger, not the root) whose stored move has
    /// a lower or exact bound from at most three plies shallower, the other moves are searched
    /// to half the depth (at least a ply) with the zero window at `stored score − this · depth`; when all fail
    /// low the stored move is singular and searched a ply deeper, and when that window is
    /// already at or above beta the node cuts (multi-cut). The Chess Programming Wiki,
    /// "Singular Extensions"; Stockfish's `singularBeta`.
    pub singular: i32,
    /// The least depth (plies) at which singular extensions are tried.
    pub se_depth: i32,
    /// Contempt in centipawns (0: off): a draw (a repetition the rules call a draw, the
    /// no-capture limit) scores `−this` for the side to move at the root and `+this` for its
    /// opponent, so the searching side steers away from draws it does not need (Stockfish's
    /// `Contempt` before version 12). For play against opponents it expects to outplay; a
    /// hint or a review, which take no side, should keep it at 0.
    pub contempt: i32,
    /// Capture history: captures that caused a cut-off are remembered by their
    /// [`SearchGame::piece_to`] (the captures tried before them are marked down), and the
    /// captures that do not lose material are ordered by it on top of the captured piece's
    /// value (Stockfish's `captureHistory`, by moved piece and target point only).
    pub capture_history: bool,
    /// Correction history: how far searches fell from the static evaluation is averaged by
    /// [`SearchGame::correction_key`] (the side to move and, for Xiangqi, the placement of
    /// soldiers, advisors and elephants), and that average is added to the static evaluation
    /// wherever the search prunes or stands pat on it (Stockfish's pawn correction history,
    /// 2024; the update is Ethereal's weighted average). At most ±[`MAX_CORRECTION`] cp.
    pub correction: bool,
    /// With [`SearchOptions::correction`]: two more tables, keyed by
    /// [`SearchGame::correction_more_keys`] (for Xiangqi where each side's general, chariots,
    /// horses and cannons stand), their sum with the first halved (Stockfish's non-pawn
    /// correction histories, 2024).
    pub correction_more: bool,
    /// The stored score stands in for the static evaluation in the pruning decisions (reverse
    /// futility, razoring, null move, futility) where its bound says the evaluation errs that
    /// way: a lower bound above it, an upper bound below it, or an exact score (Stockfish's
    /// `eval = ttValue` adjustment). Improving and the correction history keep the evaluation.
    pub tt_eval: bool,
    /// The null move's reduction grows a ply for every this many plies of depth: `R = 3 +
    /// depth / this + min((evaluation − beta) / 200, 2)` (4: as first written; Stockfish's
    /// grows by a third of the depth).
    pub null_depth_div: i32,
    /// The quiet history by from and to points is kept per side to move (the contract's
    /// side index, Stockfish's `mainHistory[color][from_to]`), not one table
    /// for both sides.
    pub side_history: bool,
    /// History pruning: at non-PV nodes of depth 4 or less, a quiet move whose history (the
    /// quiet and continuation histories' sum) is below `−this × depth` is not searched, after
    /// the first move (Stockfish's continuation-history pruning). 0: off.
    pub hist_prune: i32,
    /// Late move reductions by history: when above 0, a reduced quiet move is reduced
    /// `history / this` plies less (at most two less, at most two more), in place of one ply less
    /// for any positive history. 0: off.
    pub lmr_hist: i32,
    /// The continuation history is also read and taught from our move four plies back, not
    /// only the previous move and our move before it (Stockfish's `(ss - 4)` row).
    pub cont4: bool,
    /// At the start of each search the quiet history is divided by this (≥ 1): what was
    /// learnt for the last move counts less for the next.
    pub hist_age: i32,
}

/// What a node is expected to be, for the search's choices (the node types of Knuth and
/// Moore's analysis of alpha-beta; Stockfish's `PvNode` and `cutNode`): a principal variation
/// node searched with an open window, an expected cut node (a zero-window node where a move
/// should fail high) or an expected all node (where every move should fail low).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Node {
    Pv,
    Cut,
    All,
}

impl Node {
    /// The first move's child: PV stays PV, and a cut node's child is an all node and back.
    fn first_child(self) -> Node {
        match self {
            Node::Pv => Node::Pv,
            Node::Cut => Node::All,
            Node::All => Node::Cut,
        }
    }

    /// The child of a full-depth zero-window search (a re-search after a reduction, or the
    /// null move): an all node under a cut node, otherwise a cut node.
    fn zero_window_child(self) -> Node {
        if self == Node::Cut {
            Node::All
        } else {
            Node::Cut
        }
    }
}

impl Default for SearchOptions {
    fn default() -> Self {
        // Measured by self-play at equal time (`qibot match`, 40 ms a move, 200 games from the
        // same openings, Elo of the new search against the old default of futility and
        // aspiration only; 95 % intervals; load 8–10 on two cores):
        // - every switch on, with history- and improving-scaled reductions: +5 ± 33;
        // - the same without late move reductions: +16 ± 31; without null move: -9 ± 33;
        // - with den approaches exempt from reductions and pruning: +24 ± 33;
        // - and with plain reductions (table, one ply less at PV nodes and for good
        //   history): +38 (+0 to +77). This last set is the default.
        // - With the self-play tuned evaluation, a reduction table divided by 1.5 instead of
        //   2.25 (deeper reductions): +20 (−0 to +40), +82 =259 −59 in 400 games at 40 ms; the
        //   tree to depth 18 from the start shrinks from 6.75 M to 2.46 M nodes. Default.
        SearchOptions {
            null_move: true,
            lmr: true,
            futility: true,
            aspiration: true,
            iir: true,
            counter_move: true,
            qs_delta: true,
            lmr_exempt_approach: true,
            lmr_aggressive: false,
            see_quiescence: false,
            see_order: false,
            qs_tt: false,
            check_ext_limit: false,
            see_prune: false,
            lazy_eval: false,
            root_lmr: false,
            qs_threats: true,
            rfp_depth: 4,
            fut_depth: 3,
            cont_history: false,
            lmp_base: 0,
            cut_node_r: 0,
            aspiration_cp: 30,
            prune_margin_pct: 100,
            rfp_improving: false,
            lmr_divisor: 150,
            soft_time_pct: 60,
            probcut: 0,
            razor: 0,
            singular: 0,
            se_depth: 8,
            contempt: 0,
            capture_history: false,
            correction: false,
            correction_more: false,
            tt_eval: false,
            null_depth_div: 4,
            side_history: false,
            hist_prune: 0,
            lmr_hist: 0,
            cont4: false,
            hist_age: 8,
        }
    }
}

/// The outcome of a search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult<M> {
    /// The move to play.
    pub best: M,
    /// The score for the side to move in centipawns, or a mate score (see [`mate_in`]).
    pub score: i32,
    /// The last iteration completed (plies).
    pub depth: u32,
    /// The deepest ply reached, quiescence included.
    pub seldepth: u32,
    /// Positions visited.
    pub nodes: u64,
    /// Time spent.
    pub time: Duration,
    /// The principal variation, starting with `best`.
    pub pv: Vec<M>,
}

/// Progress after each completed iteration (for `info` lines).
#[derive(Clone, Debug)]
pub struct SearchInfo<'a, M> {
    /// Iteration depth.
    pub depth: u32,
    /// Deepest ply reached.
    pub seldepth: u32,
    /// Score for the side to move.
    pub score: i32,
    /// Positions visited so far.
    pub nodes: u64,
    /// Time since the search started.
    pub time: Duration,
    /// The principal variation.
    pub pv: &'a [M],
}

/// The moves to a forced win (positive) or loss (negative) for a mate score, `None` otherwise.
/// "den in N" counts the side to move's moves: a win in 1 ply is den in 1, in 3 plies den in 2.
pub fn mate_in(score: i32) -> Option<i32> {
    if score > MATE_BOUND {
        Some((MATE - score + 1) / 2)
    } else if score < -MATE_BOUND {
        Some(-(MATE + score) / 2)
    } else {
        None
    }
}

/// Late move reductions by depth and move number, for a divisor in hundredths.
fn lmr_table(divisor: u32) -> Vec<[u8; 64]> {
    let div = f64::from(divisor.max(50)) / 100.0;
    let mut t = vec![[0u8; 64]; 64];
    for (d, row) in t.iter_mut().enumerate().skip(1) {
        for (i, r) in row.iter_mut().enumerate().skip(1) {
            *r = (0.5 + (d as f64).ln() * (i as f64).ln() / div) as u8;
        }
    }
    t
}

/// Drops the root moves the rules forbid because they would make a position occur for the
/// [`SearchGame::forbidden_occurrence`]-th time, counting the game's `history` (the current
/// position excluded) and the current position. Deeper in the tree such a move scores as a
/// loss for the side that plays it ([`Searcher::search`]).
fn drop_forbidden<G: SearchGame>(pos: &G, history: &[u64], root: &mut Vec<G::Move>) {
    let Some(n) = pos.forbidden_occurrence() else {
        return;
    };
    let here = pos.key();
    root.retain(|m| {
        let key = pos.play(*m).key();
        let seen = history.iter().filter(|h| **h == key).count() + usize::from(here == key);
        seen + 1 < n
    });
}

/// A reusable searcher: keeps its transposition table, history and killers between moves.
pub struct Searcher<G: SearchGame> {
    tt: TranspositionTable,
    history: Vec<i32>,
    killers: Vec<[u16; 2]>,
    /// The quiet move that last refuted a move, indexed by that move.
    counters: Vec<u16>,
    /// The move played to reach each ply (`NULL_MOVE` for a pass).
    moves: Vec<u16>,
    /// The continuation history, `[previous piece_to][piece_to]` in a flat table of
    /// `(PIECE_TO_CODES + 1) × PIECE_TO_CODES` (the last row: no previous move); empty until
    /// [`SearchOptions::cont_history`] is used.
    cont: Vec<i16>,
    /// The capture history by [`SearchGame::piece_to`] (`PIECE_TO_CODES` entries, within
    /// ±16 384); empty until [`SearchOptions::capture_history`] is used.
    cap: Vec<i16>,
    /// The correction history ([`SearchOptions::correction`]): three tables of
    /// [`CORRECTION_ENTRIES`] entries each (the structure key's, then the two
    /// [`SearchOptions::correction_more`] keys'), in 1/[`CORRECTION_GRAIN`] cp; empty until the
    /// option is used.
    corr: Vec<i32>,
    /// The [`SearchGame::piece_to`] of the move played to reach each ply (`PIECE_TO_CODES` for
    /// a pass).
    pts: Vec<usize>,
    /// The static evaluation at each ply (`NO_EVAL` when in danger).
    evals: Vec<i32>,
    /// The incrementally kept evaluation terms ([`SearchGame::Acc`]) of the position at each
    /// ply, set by the parent before each child is searched.
    accs: Vec<G::Acc>,
    /// The move left out at each ply by a singular extension's search (`NO_MOVE`: none).
    excluded: Vec<u16>,
    /// The last answer of [`SearchGame::in_danger`] at each ply, with the key of the position
    /// it was asked for: the parent answers it for a move before searching the child, and the
    /// child and its quiescence would otherwise ask again (see [`Searcher::danger`]).
    dangers: Vec<Option<(u64, bool)>>,
    /// Null move is not tried before this ply (during a verification search).
    nmp_min_ply: usize,
    /// The depth of the iteration being searched.
    root_depth: usize,
    lmr: Vec<[u8; 64]>,
    /// Nodes each root move's subtree took in the last root search, by its index there.
    root_nodes: Vec<u64>,
    /// The divisor `lmr` was built with.
    lmr_built: u32,
    /// Search switches.
    pub options: SearchOptions,
    /// Evaluation weights.
    pub params: G::Params,
    // Per-search state.
    nodes: u64,
    seldepth: usize,
    path: Vec<u64>,
    pv: Vec<Vec<G::Move>>,
    bufs: Vec<Vec<G::Move>>,
    scored: Vec<Vec<(G::Move, i32)>>,
    stopped: bool,
    start: Instant,
    hard: Option<Duration>,
    node_limit: u64,
    /// The move played from each position of `path` to the next one (or to the node being
    /// searched): kept only when the rules judge a repetition by its moves
    /// ([`SearchGame::judges_cycles`]); `None` for a pass, or a game move not recovered.
    line: Vec<Option<G::Move>>,
    /// The moves of the cycle being judged (a buffer).
    cycle: Vec<G::Move>,
    /// Verdicts of cycles already judged in this search, by a hash of the cycle's positions
    /// (direct-mapped, [`VERDICTS`] entries; key 0: empty): the same shuffles recur all over
    /// the tree, and judging a chase costs move generation.
    verdicts: Vec<(u64, Repeated)>,
    /// How repetitions score in this search, from the root's rules.
    repeat_rule: RepeatRule,
}

/// The entries of [`Searcher`]'s cache of cycle verdicts (a power of two).
const VERDICTS: usize = 4096;

/// How the search scores a position that repeats one of the game or of its path.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum RepeatRule {
    /// Every repetition is a draw.
    Draw,
    /// The rules judge the moves of the cycle ([`SearchGame::judge_cycle`]).
    Cycle,
    /// A move may not make a position occur for this many times (Jungle's `forbid`): such a
    /// move loses for the side that played it; earlier repetitions are no draw, the game goes
    /// on.
    Forbid(usize),
}

impl<G: SearchGame> Searcher<G> {
    /// A searcher with a transposition table of `hash_mb` MB.
    pub fn new(hash_mb: usize) -> Searcher<G> {
        Searcher::with_table(TranspositionTable::new(hash_mb))
    }

    /// A searcher that uses `table` (from a [`super::pool::TablePool`]) as its transposition
    /// table; [`Searcher::into_table`] gives it back. No other table is allocated: a throwaway
    /// one (1 MB) per search raised glibc's mmap threshold, so the next ones came from the
    /// threads' heaps, marked for huge pages, and 100 bot games held 130 MB.
    pub fn with_table(table: TranspositionTable) -> Searcher<G> {
        Searcher {
            tt: table,
            history: vec![0; 2 * G::MOVE_CODES],
            killers: vec![[NO_MOVE; 2]; MAX_PLY + 2],
            counters: vec![NO_MOVE; 4096],
            moves: vec![NO_MOVE; MAX_PLY + 2],
            cont: Vec::new(),
            cap: Vec::new(),
            corr: Vec::new(),
            pts: vec![G::PIECE_TO_CODES; MAX_PLY + 2],
            evals: vec![NO_EVAL; MAX_PLY + 2],
            accs: vec![G::Acc::default(); MAX_PLY + 2],
            excluded: vec![NO_MOVE; MAX_PLY + 2],
            dangers: vec![None; MAX_PLY + 2],
            nmp_min_ply: 0,
            root_depth: 0,
            lmr: lmr_table(G::default_options().lmr_divisor),
            root_nodes: Vec::new(),
            lmr_built: G::default_options().lmr_divisor,
            options: G::default_options(),
            params: G::Params::default(),
            nodes: 0,
            seldepth: 0,
            path: Vec::with_capacity(1024),
            pv: (0..MAX_PLY + 2)
                .map(|_| Vec::with_capacity(MAX_PLY))
                .collect(),
            bufs: (0..MAX_PLY + 2).map(|_| Vec::with_capacity(128)).collect(),
            scored: (0..MAX_PLY + 2).map(|_| Vec::with_capacity(128)).collect(),
            stopped: false,
            start: Instant::now(),
            hard: None,
            node_limit: u64::MAX,
            line: Vec::with_capacity(1024),
            cycle: Vec::with_capacity(MAX_PLY),
            verdicts: Vec::new(),
            repeat_rule: RepeatRule::Draw,
        }
    }

    /// The transposition table, for its pool.
    pub fn into_table(self) -> TranspositionTable {
        self.tt
    }

    /// Maps the transposition table's memory now ([`TranspositionTable::prefault`]).
    pub fn prefault(&mut self) {
        self.tt.prefault();
    }

    /// Resizes the transposition table (its contents are lost).
    pub fn set_hash_mb(&mut self, mb: usize) {
        self.tt = TranspositionTable::new(mb);
    }

    /// A searcher with `table` that plays: the game's [`SearchGame::play_options`] (its
    /// contempt included) where [`Searcher::with_table`] takes the analysis defaults.
    pub fn player(table: TranspositionTable) -> Searcher<G> {
        let mut s = Searcher::with_table(table);
        s.options = G::play_options();
        s
    }

    /// Forgets everything learnt (transposition table, history, killers): a new game.
    pub fn clear(&mut self) {
        self.tt.clear();
        self.history.fill(0);
        self.killers.fill([NO_MOVE; 2]);
        self.counters.fill(NO_MOVE);
        self.cont.fill(0);
        self.cap.fill(0);
        self.corr.fill(0);
    }

    /// Searches `pos` within `limits` until done or `stop` is set. `history` holds the hashes of
    /// the game's earlier positions (oldest first, the current one excluded). A position that
    /// repeats one of them, or one on the search path, scores as the rules of `pos` say: a
    /// draw; under a rule that judges the cycle ([`SearchGame::judge_cycle`], Xiangqi's
    /// `asian`), a loss for a side that checked or chased perpetually (a mate score at that
    /// ply); under a rule that forbids the repetition ([`SearchGame::forbidden_occurrence`],
    /// Jungle's `forbid`), a loss for the side whose move brings about the forbidden occurrence,
    /// and no draw before it. `on_info` is called after each completed iteration. Returns
    /// `None` only when `pos` has no legal move.
    pub fn search(
        &mut self,
        pos: &G,
        history: &[u64],
        limits: &Limits,
        stop: &AtomicBool,
        on_info: &mut dyn FnMut(&SearchInfo<'_, G::Move>),
    ) -> Option<SearchResult<G::Move>> {
        self.start = Instant::now();
        let (soft, hard) = limits.budgets(self.options.soft_time_pct);
        self.hard = hard;
        self.node_limit = limits.nodes.unwrap_or(u64::MAX);
        self.nodes = 0;
        self.seldepth = 0;
        self.stopped = false;
        self.nmp_min_ply = 0;
        // A searcher may move on to other rules, under which a key could mean another danger.
        self.dangers.fill(None);
        if self.lmr_built != self.options.lmr_divisor {
            self.lmr = lmr_table(self.options.lmr_divisor);
            self.lmr_built = self.options.lmr_divisor;
        }
        self.tt.new_search();
        if self.options.capture_history && self.cap.is_empty() {
            self.cap = vec![0; G::PIECE_TO_CODES];
        }
        if self.options.correction && self.corr.is_empty() {
            self.corr = vec![0; 3 * CORRECTION_ENTRIES];
        }
        if self.options.cont_history && self.cont.is_empty() {
            self.cont = vec![0; (G::PIECE_TO_CODES + 1) * G::PIECE_TO_CODES];
        }
        for k in self.killers.iter_mut() {
            *k = [NO_MOVE; 2];
        }
        let age = self.options.hist_age.max(1);
        for h in self.history.iter_mut() {
            *h /= age;
        }
        self.start_path(pos, history);

        let mut root: Vec<G::Move> = Vec::new();
        pos.generate(&mut root);
        drop_forbidden(pos, history, &mut root);
        if root.is_empty() {
            return None;
        }
        // Order the root once by a shallow look: captures first, then the hash move.
        if let Some(p) = self.tt.probe(pos.key())
            && let Some(i) = root.iter().position(|m| G::encode(*m) == p.mv)
        {
            root[..=i].rotate_right(1);
        }
        let max_depth = limits
            .depth
            .unwrap_or(MAX_PLY as u32 - 8)
            .clamp(1, MAX_PLY as u32 - 8);
        let mut best = SearchResult {
            best: root[0],
            score: 0,
            depth: 0,
            seldepth: 0,
            nodes: 0,
            time: Duration::ZERO,
            pv: vec![root[0]],
        };
        let mut prev_score: i32 = 0;
        for depth in 1..=max_depth {
            let d = depth as i32;
            self.root_depth = depth as usize;
            let mut delta = self.options.aspiration_cp.max(1);
            let (mut alpha, mut beta) =
                if self.options.aspiration && depth >= 5 && prev_score.abs() < MATE_BOUND {
                    (prev_score - delta, prev_score + delta)
                } else {
                    (-INF, INF)
                };
            let mut result;
            loop {
                result = self.root_search(pos, &mut root, d, alpha, beta, stop);
                if self.stopped {
                    break;
                }
                let (score, _) = result.as_ref().map_or((-INF, None), |r| (r.0, Some(r.1)));
                if score <= alpha && alpha > -INF {
                    beta = (alpha + beta) / 2;
                    alpha = (score - delta).max(-INF);
                } else if score >= beta && beta < INF {
                    beta = (score + delta).min(INF);
                } else {
                    break;
                }
                delta += delta / 2 + 10;
                if delta > 800 {
                    alpha = -INF;
                    beta = INF;
                }
            }
            if self.options.root_lmr && !self.stopped && self.root_nodes.len() == root.len() {
                // Likelier alternatives first: the moves whose refutation took the most work.
                let mut order: Vec<(G::Move, u64)> = root
                    .iter()
                    .copied()
                    .zip(self.root_nodes.iter().copied())
                    .collect();
                order.sort_by_key(|x| std::cmp::Reverse(x.1));
                for (slot, (m, _)) in root.iter_mut().zip(order) {
                    *slot = m;
                }
            }
            // A partial iteration counts only if its first move (the previous best) was
            // searched to the end and the result beats it or confirms it.
            if let Some((score, mv)) = result
                && (!self.stopped || depth == 1 || mv != best.best || score > prev_score)
            {
                if let Some(i) = root.iter().position(|m| *m == mv) {
                    root[..=i].rotate_right(1);
                }
                let mut pv = self.pv[0].clone();
                if pv.first() != Some(&mv) {
                    pv = vec![mv];
                }
                best = SearchResult {
                    best: mv,
                    score,
                    depth: if self.stopped { depth - 1 } else { depth }.max(1),
                    seldepth: self.seldepth as u32,
                    nodes: self.nodes,
                    time: self.start.elapsed(),
                    pv,
                };
                prev_score = score;
            }
            if self.stopped {
                break;
            }
            best.nodes = self.nodes;
            best.time = self.start.elapsed();
            on_info(&SearchInfo {
                depth,
                seldepth: self.seldepth as u32,
                score: best.score,
                nodes: self.nodes,
                time: best.time,
                pv: &best.pv,
            });
            if root.len() == 1 && hard.is_some() {
                break;
            }
            if let Some(n) = mate_in(best.score) {
                // A forced result found: deeper iterations cannot change it.
                if (n.unsigned_abs() * 2) < depth {
                    break;
                }
            }
            if soft.is_some_and(|s| self.start.elapsed() >= s) || stop.load(Ordering::Relaxed) {
                break;
            }
        }
        best.nodes = self.nodes;
        best.time = self.start.elapsed();
        Some(best)
    }

    /// [`SearchGame::in_danger`] of `pos` at `ply`, from the cache when the last answer at this
    /// ply was for the same position (same key), which is remembered for the next question.
    #[inline]
    fn danger(&mut self, pos: &G, ply: usize) -> bool {
        let key = pos.key();
        if let Some((k, d)) = self.dangers[ply]
            && k == key
        {
            return d;
        }
        let d = pos.in_danger();
        self.dangers[ply] = Some((key, d));
        d
    }

    /// The quiescence score of `pos` for the side to move, in centipawns (or a mate score):
    /// captures (and what else [`SearchOptions::qs_threats`] adds at the first ply) until the
    /// position is quiet, with a full window and no node or time limit. Where it equals the
    /// static evaluation, no capture changes the picture: the tuner keeps such positions.
    pub fn quiescence(&mut self, pos: &G) -> i32 {
        self.start_unlimited();
        self.start_path(pos, &[]);
        self.accs[1] = pos.acc(&self.params);
        let stop = AtomicBool::new(false);
        self.quiesce(pos, -INF, INF, 1, 0, &stop)
    }

    /// Scores every legal move of `pos` with a full-window search to `depth` plies (for the
    /// weak levels' random pick among reasonable moves). Sorted best first.
    pub fn root_scores(
        &mut self,
        pos: &G,
        history: &[u64],
        depth: u32,
        stop: &AtomicBool,
    ) -> Vec<(G::Move, i32)> {
        self.start_unlimited();
        self.tt.new_search();
        self.start_path(pos, history);
        let mut root = Vec::new();
        pos.generate(&mut root);
        drop_forbidden(pos, history, &mut root);
        let mut out = Vec::with_capacity(root.len());
        self.accs[0] = pos.acc(&self.params);
        for m in root {
            let child = pos.play(m);
            self.accs[1] = pos.acc_after(m, &self.accs[0], &self.params);
            self.moves[0] = G::encode(m);
            self.pts[0] = pos.piece_to(m);
            self.push_path(pos.key(), Some(m));
            let s = -self.search_node(&child, depth as i32 - 1, -INF, INF, 1, Node::Pv, stop);
            self.pop_path();
            out.push((m, s));
        }
        out.sort_by_key(|x| -x.1);
        out
    }

    /// Sets the search path to the game's `history` (the hashes before `pos`) and how the
    /// rules of `pos` score a repetition. When they judge a cycle by its moves, the moves of
    /// the game since its last capture are recovered from the hashes
    /// ([`SearchGame::unplay`]), so a cycle that began before the root is judged too.
    fn start_path(&mut self, pos: &G, history: &[u64]) {
        self.path.clear();
        self.path.extend_from_slice(history);
        self.line.clear();
        self.repeat_rule = match pos.forbidden_occurrence() {
            Some(n) => RepeatRule::Forbid(n),
            None if pos.judges_cycles() => RepeatRule::Cycle,
            None => RepeatRule::Draw,
        };
        if self.repeat_rule != RepeatRule::Cycle {
            return;
        }
        // Verdicts depend on the rules, which the hashes do not hold: forgotten each search.
        self.verdicts.clear();
        self.verdicts.resize(VERDICTS, (0, Repeated::Draw));
        self.line.resize(history.len(), None);
        let mut at = *pos;
        let back = pos.reversible_plies().min(history.len());
        for i in (history.len() - back..history.len()).rev() {
            let Some((before, m)) = at.unplay(history[i]) else {
                break;
            };
            self.line[i] = Some(m);
            at = before;
        }
    }

    /// Adds `key`, a position of the search path, left by `m` (`None`: a pass).
    #[inline(always)]
    fn push_path(&mut self, key: u64, m: Option<G::Move>) {
        self.path.push(key);
        if self.repeat_rule == RepeatRule::Cycle {
            self.line.push(m);
        }
    }

    /// Says that the last position of the path is left by `m` this time.
    #[inline(always)]
    fn set_path_move(&mut self, m: G::Move) {
        if let Some(last) = self.line.last_mut() {
            *last = Some(m);
        }
    }

    /// Takes the last position off the search path.
    #[inline(always)]
    fn pop_path(&mut self) {
        self.path.pop();
        self.line.pop();
    }

    /// Starts the clock and the node count of a search with neither deadline nor node budget
    /// ([`Searcher::quiescence`], [`Searcher::root_scores`]).
    fn start_unlimited(&mut self) {
        self.start = Instant::now();
        self.hard = None;
        self.node_limit = u64::MAX;
        self.stopped = false;
        self.nodes = 0;
        self.dangers.fill(None);
    }

    #[inline]
    fn check_limits(&mut self, stop: &AtomicBool) {
        if self.nodes >= self.node_limit
            || stop.load(Ordering::Relaxed)
            || self.hard.is_some_and(|h| self.start.elapsed() >= h)
        {
            self.stopped = true;
        }
    }

    fn root_search(
        &mut self,
        pos: &G,
        root: &mut [G::Move],
        depth: i32,
        mut alpha: i32,
        beta: i32,
        stop: &AtomicBool,
    ) -> Option<(i32, G::Move)> {
        let mut best: Option<(i32, G::Move)> = None;
        self.pv[0].clear();
        self.push_path(pos.key(), None);
        self.evals[0] = NO_EVAL;
        self.accs[0] = pos.acc(&self.params);
        self.root_nodes.clear();
        self.root_nodes.resize(root.len(), 0);
        let reducible = self.options.root_lmr && depth >= 3 && !pos.in_danger();
        for (i, &m) in root.iter().enumerate() {
            let child = pos.play(m);
            self.set_path_move(m);
            self.accs[1] = pos.acc_after(m, &self.accs[0], &self.params);
            self.moves[0] = G::encode(m);
            self.pts[0] = pos.piece_to(m);
            let before = self.nodes;
            let mut score;
            if i == 0 {
                score = -self.search_node(&child, depth - 1, -beta, -alpha, 1, Node::Pv, stop);
            } else {
                let mut r = 0;
                if reducible && i >= 3 && pos.capture_value(m) == 0 && !child.in_danger() {
                    // One ply less than elsewhere: the root is a PV node.
                    r = (self.lmr[depth.min(63) as usize][i.min(63)] as i32 - 1)
                        .clamp(0, depth - 2);
                }
                score = -self.search_node(
                    &child,
                    depth - 1 - r,
                    -alpha - 1,
                    -alpha,
                    1,
                    Node::Cut,
                    stop,
                );
                if score > alpha && r > 0 && !self.stopped {
                    score = -self.search_node(
                        &child,
                        depth - 1,
                        -alpha - 1,
                        -alpha,
                        1,
                        Node::Cut,
                        stop,
                    );
                }
                if score > alpha && score < beta && !self.stopped {
                    score = -self.search_node(&child, depth - 1, -beta, -alpha, 1, Node::Pv, stop);
                }
            }
            self.root_nodes[i] = self.nodes - before;
            if self.stopped {
                break;
            }
            if best.is_none_or(|b| score > b.0) {
                best = Some((score, m));
                if score > alpha {
                    let (a, b) = self.pv.split_at_mut(1);
                    a[0].clear();
                    a[0].push(m);
                    a[0].extend_from_slice(&b[0]);
                    alpha = score;
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        self.pop_path();
        if let Some((s, m)) = best
            && !self.stopped
        {
            let bound = if s >= beta {
                Bound::Lower
            } else if self.pv[0].first() == Some(&m) {
                Bound::Exact
            } else {
                Bound::Upper
            };
            self.tt.store(pos.key(), G::encode(m), s, 0, depth, bound);
        }
        best
    }

    /// A draw as the side to move at `ply` sees it: [`SearchOptions::contempt`] against the
    /// root's side (even plies), for its opponent (odd plies).
    #[inline]
    fn draw_score(&self, ply: usize) -> i32 {
        if ply.is_multiple_of(2) {
            -self.options.contempt
        } else {
            self.options.contempt
        }
    }

    /// The score of `pos` at `ply` when it repeats a position of the game or of the search
    /// path (same side to move, since the last capture), as the rules judge it: a draw, a
    /// cycle's verdict ([`SearchGame::judge_cycle`], over the moves since the latest earlier
    /// occurrence) or, when repeating is forbidden, a win for the side to move once the move
    /// that led here brought about the forbidden occurrence. `None` when it does not repeat, or
    /// when the rules let the game go on (a forbidding rule before that occurrence).
    #[inline]
    fn repetition(&mut self, pos: &G, ply: usize) -> Option<i32> {
        let key = pos.key();
        let n = self.path.len();
        let back = pos.reversible_plies().min(n);
        let mut i = 2;
        while i <= back && self.path[n - i] != key {
            i += 2;
        }
        if i > back {
            return None;
        }
        match self.repeat_rule {
            RepeatRule::Draw => Some(self.draw_score(ply)),
            RepeatRule::Forbid(limit) => {
                let earlier = (i..=back)
                    .step_by(2)
                    .filter(|j| self.path[n - j] == key)
                    .count();
                (earlier + 1 >= limit).then_some(MATE - ply as i32)
            }
            RepeatRule::Cycle => {
                // The positions of the cycle name it (their keys fix the moves between them).
                let id = self.path[n - i..]
                    .iter()
                    .fold(key, |h, k| h.rotate_left(7) ^ k)
                    | 1;
                let slot = id as usize & (VERDICTS - 1);
                let verdict = if self.verdicts[slot].0 == id {
                    self.verdicts[slot].1
                } else {
                    self.cycle.clear();
                    for m in &self.line[n - i..] {
                        // A pass, or a game move not recovered: judged as a plain repetition.
                        let Some(m) = m else {
                            return Some(self.draw_score(ply));
                        };
                        self.cycle.push(*m);
                    }
                    let v = pos.judge_cycle(&self.cycle);
                    self.verdicts[slot] = (id, v);
                    v
                };
                Some(match verdict {
                    Repeated::Draw => self.draw_score(ply),
                    Repeated::Loss => -MATE + ply as i32,
                    Repeated::Win => MATE - ply as i32,
                })
            }
        }
    }

    /// The score, as its parent at `ply` sees it, of `child` searched one ply shallower
    /// than `depth` with the parent's full window `(alpha, beta)` as a `node`: the first move,
    /// and a later one whose null-window score fell inside the window at a PV node.
    #[inline(always)]
    fn full_window(
        &mut self,
        child: &G,
        depth: i32,
        (alpha, beta): (i32, i32),
        ply: usize,
        node: Node,
        stop: &AtomicBool,
    ) -> i32 {
        -self.search_node(child, depth - 1, -beta, -alpha, ply + 1, node, stop)
    }

    #[allow(clippy::too_many_arguments)]
    fn search_node(
        &mut self,
        pos: &G,
        depth: i32,
        mut alpha: i32,
        mut beta: i32,
        ply: usize,
        node: Node,
        stop: &AtomicBool,
    ) -> i32 {
        let is_pv = node == Node::Pv;
        let cut = node == Node::Cut;
        #[cfg(any(test, debug_assertions))]
        self.check_acc(pos, ply);
        self.pv[ply].clear();
        match pos.terminal() {
            Some(Terminal::Loss) => return -MATE + ply as i32,
            Some(Terminal::Draw) => return self.draw_score(ply),
            None => {}
        }
        if let Some(m) = pos.winning_move() {
            self.pv[ply].push(m);
            return MATE - ply as i32 - 1;
        }
        if let Some(score) = self.repetition(pos, ply) {
            return score;
        }
        if ply >= MAX_PLY - 4 {
            return pos.evaluate_acc(&self.params, &self.accs[ply]);
        }
        // Mate distance pruning: no line from here beats a faster win already found.
        alpha = alpha.max(-MATE + ply as i32);
        beta = beta.min(MATE - ply as i32 - 1);
        if alpha >= beta {
            return alpha;
        }
        let in_danger = self.danger(pos, ply);
        let extend =
            in_danger && (!self.options.check_ext_limit || ply < 2 * self.root_depth.max(1));
        let depth = if extend { depth.max(0) + 1 } else { depth };
        if depth <= 0 {
            return self.quiesce(pos, alpha, beta, ply, 0, stop);
        }
        if self.enter(ply, stop) {
            return 0;
        }
        let key = pos.key();
        let probe = self.tt.probe(key);
        let mut tt_move = NO_MOVE;
        let mut eval = None;
        // Set while a singular extension's search leaves this move out: the table's entry
        // then is the full node's, neither a cut nor to be overwritten.
        let excluded = self.excluded[ply];
        if let Some(p) = probe {
            tt_move = p.mv;
            let score = score_from_tt(p.score, ply);
            if !is_pv
                && excluded == NO_MOVE
                && p.depth >= depth
                && cuts(p.bound, score, alpha, beta)
            {
                return score;
            }
            eval = Some(p.eval);
        }
        // The table keeps the evaluation before its correction, which changes as it learns.
        let raw_eval = match eval {
            Some(e) => e,
            // In danger nothing below reads the evaluation (no pruning, no improving, no
            // correction), and the table's entry for this position is only ever read in
            // danger too: 0 is stored, as quiescence does, and the evaluation's time saved.
            None if in_danger => 0,
            None => pos.evaluate_acc(&self.params, &self.accs[ply]),
        };
        let corr_slot = self.correction_slot(pos, ply);
        let static_eval = if in_danger {
            raw_eval
        } else {
            raw_eval + self.correction(corr_slot)
        };
        self.evals[ply] = if in_danger { NO_EVAL } else { static_eval };
        // Improving: better than two plies ago (our previous turn), so cut-offs are likelier.
        let improving = !in_danger
            && (ply < 2 || self.evals[ply - 2] == NO_EVAL || static_eval > self.evals[ply - 2]);
        // The value the pruning below stands on: the static evaluation, or the stored score
        // where its bound says the evaluation errs that way ([`SearchOptions::tt_eval`]).
        let prune_eval = match probe {
            Some(p) if self.options.tt_eval && !in_danger => {
                let s = score_from_tt(p.score, ply);
                let tighter = match p.bound {
                    Bound::Exact => true,
                    Bound::Lower => s > static_eval,
                    Bound::Upper => s < static_eval,
                };
                if tighter && s.abs() < MATE_BOUND {
                    s
                } else {
                    static_eval
                }
            }
            _ => static_eval,
        };
        let prev_move = self.moves[ply - 1];
        // Internal iterative reduction: without a hash move this node was never searched
        // well; search it a ply shallower first.
        let depth = if self.options.iir && depth >= 4 && tt_move == NO_MOVE && !in_danger {
            depth - 1
        } else {
            depth
        };

        if !is_pv && !in_danger && excluded == NO_MOVE {
            // Reverse futility: far above beta near the leaves, one quiet move will not undo it.
            if self.options.futility && depth <= self.options.rfp_depth && beta.abs() < MATE_BOUND {
                let rfp_plies = depth - i32::from(self.options.rfp_improving && improving);
                let rfp_margin =
                    RFP_MARGIN_PER_PLY * rfp_plies * self.options.prune_margin_pct / 100;
                if prune_eval - rfp_margin >= beta {
                    return prune_eval - rfp_margin;
                }
            }
            // Razoring: so far below alpha near the leaves that only a capture could help.
            if self.options.razor > 0
                && depth <= 3
                && alpha.abs() < MATE_BOUND
                && prune_eval + self.options.razor * depth < alpha
            {
                let v = self.quiesce(pos, alpha - 1, alpha, ply, 0, stop);
                if v < alpha {
                    return v;
                }
            }
            // Null move: if passing still fails high, a real move will too. Not twice in a
            // row, not where passing could be the best move (zugzwang), and verified by a
            // reduced search without null moves when deep.
            if self.options.null_move
                && depth >= 3
                && prune_eval >= beta
                && beta.abs() < MATE_BOUND
                && prev_move != NULL_MOVE
                && ply >= self.nmp_min_ply
                && pos.null_move_allowed()
            {
                let r = 3
                    + depth / self.options.null_depth_div.max(1)
                    + ((prune_eval - beta) / 200).min(2);
                let child = pos.pass();
                self.moves[ply] = NULL_MOVE;
                self.pts[ply] = G::PIECE_TO_CODES;
                self.accs[ply + 1] = self.accs[ply];
                self.push_path(key, None);
                let s = -self.search_node(
                    &child,
                    depth - 1 - r,
                    -beta,
                    -beta + 1,
                    ply + 1,
                    node.zero_window_child(),
                    stop,
                );
                self.pop_path();
                if self.stopped {
                    return 0;
                }
                if s >= beta {
                    let s = if s > MATE_BOUND { beta } else { s };
                    if depth < 10 || self.nmp_min_ply != 0 {
                        return s;
                    }
                    self.nmp_min_ply = ply + (3 * (depth - r) / 4) as usize;
                    let v = self.search_node(pos, depth - r, beta - 1, beta, ply, Node::All, stop);
                    self.nmp_min_ply = 0;
                    if self.stopped {
                        return 0;
                    }
                    if v >= beta {
                        return s;
                    }
                }
            }
        }

        let probcut_beta = beta.saturating_add(self.options.probcut);
        if self.options.probcut > 0
            && !is_pv
            && !in_danger
            && excluded == NO_MOVE
            && depth >= 5
            && beta.abs() < MATE_BOUND
            && probcut_beta.abs() < MATE_BOUND
            // A stored search at about this depth already says the captures will not do it.
            && !probe.is_some_and(|p| {
                p.depth >= depth - 3 && score_from_tt(p.score, ply) < probcut_beta
            })
        {
            if let Some(score) = self.probcut(
                pos,
                depth,
                probcut_beta,
                (static_eval, raw_eval),
                ply,
                node,
                stop,
            ) {
                return score;
            }
            if self.stopped {
                return 0;
            }
        }

        // Singular extension: when every other move falls well short of the stored move's
        // score, that move carries the node and is searched a ply deeper.
        let mut singular = false;
        if self.options.singular > 0
            && ply > 0
            && excluded == NO_MOVE
            && !in_danger
            && depth >= self.options.se_depth
            && tt_move != NO_MOVE
            && let Some(p) = probe
            && p.depth >= depth - 3
            && p.bound != Bound::Upper
            && let tt_score = score_from_tt(p.score, ply)
            && tt_score.abs() < MATE_BOUND
        {
            let singular_beta = tt_score - self.options.singular * depth;
            self.excluded[ply] = tt_move;
            let inner = if cut { Node::Cut } else { Node::All };
            // At least a ply: quiescence would not leave the move out.
            let v = self.search_node(
                pos,
                ((depth - 1) / 2).max(1),
                singular_beta - 1,
                singular_beta,
                ply,
                inner,
                stop,
            );
            self.excluded[ply] = NO_MOVE;
            if self.stopped {
                return 0;
            }
            if v < singular_beta {
                singular = true;
            } else if singular_beta >= beta {
                // Multi-cut: a move other than the stored one already clears beta.
                return singular_beta;
            }
        }

        // Generate and score the moves.
        let mut gen_buf = std::mem::take(&mut self.bufs[ply]);
        let mut list = std::mem::take(&mut self.scored[ply]);
        gen_buf.clear();
        list.clear();
        pos.generate(&mut gen_buf);
        if gen_buf.is_empty() {
            self.bufs[ply] = gen_buf;
            self.scored[ply] = list;
            return -MATE + ply as i32;
        }
        let killers = self.killers[ply];
        let counter = if self.options.counter_move && (prev_move as usize) < self.counters.len() {
            self.counters[prev_move as usize]
        } else {
            NO_MOVE
        };
        // The continuation history's rows for the previous move and our move before it.
        // The capture history is kept and read only with its switch (and its table, which
        // the search allocates).
        let cap_history = self.options.capture_history && !self.cap.is_empty();
        // This side's half of the quiet history (the first half for both without the switch).
        let hist_base = if self.options.side_history {
            pos.side_to_move().index() * G::MOVE_CODES
        } else {
            0
        };
        let ptn = G::PIECE_TO_CODES;
        let conts = if self.options.cont_history && !self.cont.is_empty() {
            let two_back = if ply >= 2 { self.pts[ply - 2] } else { ptn };
            Some((self.pts[ply - 1] * ptn, two_back * ptn))
        } else {
            None
        };
        let cont4 = match conts {
            Some(_) if self.options.cont4 && ply >= 4 => Some(self.pts[ply - 4] * ptn),
            _ => None,
        };
        for &m in gen_buf.iter() {
            let e = G::encode(m);
            let cv = pos.capture_value(m);
            let s = if e == tt_move {
                TT_MOVE_ORDER
            } else if cv > 0 {
                // Ranked as a good capture for now: whether it loses material is asked only
                // if it comes up for search (`select_ordered`).
                let s = capture_order(pos, m);
                if cap_history {
                    (1 << 28) + s + i32::from(self.cap[pos.piece_to(m)]) / 8
                } else {
                    (1 << 28) + s
                }
            } else if e == killers[0] {
                (1 << 27) + 2
            } else if e == killers[1] {
                (1 << 27) + 1
            } else if e == counter {
                1 << 27
            } else {
                let mut h = self.history[hist_base + e as usize];
                if let Some((r1, r2)) = conts {
                    let pt = pos.piece_to(m);
                    h += i32::from(self.cont[r1 + pt]) + i32::from(self.cont[r2 + pt]);
                    if let Some(r4) = cont4 {
                        h += i32::from(self.cont[r4 + pt]);
                    }
                }
                h
            };
            list.push((m, s));
        }

        let futile_base =
            if self.options.futility && !is_pv && !in_danger && depth <= self.options.fut_depth {
                Some(
                    prune_eval
                        + (FUTILITY_MARGIN_BASE + FUTILITY_MARGIN_PER_PLY * depth)
                            * self.options.prune_margin_pct
                            / 100,
                )
            } else {
                None
            };
        // Late move pruning: how many quiet moves are tried here at most.
        let orig_alpha = alpha;
        let mut best_score = -INF;
        let mut best_move = NO_MOVE;
        let mut best_is_capture = false;
        let mut searched = 0usize;
        let mut quiets_tried: [u16; 64] = [NO_MOVE; 64];
        // `u16`: piece-to codes fit (fewer than 65 536), and the arrays are zeroed at every node.
        let mut quiet_pts: [u16; 64] = [0; 64];
        let mut nquiets = 0;
        let mut captures_tried: [u16; 32] = [0; 32];
        let mut ncaptures = 0;
        self.push_path(key, None);
        let see_order = self.options.see_order;
        for i in 0..list.len() {
            select_ordered(pos, &mut list, i, see_order);
            let (m, ms) = list[i];
            let e = G::encode(m);
            if e == excluded {
                continue;
            }
            let quiet = pos.capture_value(m) == 0;
            // The singular move's ply more, for all of its searches below.
            let depth = depth + i32::from(singular && e == tt_move);
            // A den threat, or a step towards one: never pruned or reduced as a quiet move.
            // Asked before the move is played, so a pruned move is never played.
            let child_danger = pos.gives_danger(m);
            let gives_threat = child_danger
                || (self.options.lmr_exempt_approach && quiet && pos.approaches_win(m));
            if let Some(f) = futile_base
                && quiet
                && searched > 0
                && !gives_threat
                && ms < (1 << 27)
                && (f <= alpha || searched >= 3 + 2 * (depth * depth) as usize)
            {
                // Futility: a quiet move cannot lift a hopeless static score to alpha; late move
                // pruning: near the leaves, quiet moves this late in the order rarely matter.
                continue;
            }
            // A quiet move that late move and history pruning may skip: not the hash move, a
            // killer or the counter-move, no threat, and not while in danger, at a PV node or
            // before a move has escaped being mated.
            let prunable_quiet = quiet
                && !is_pv
                && !in_danger
                && !gives_threat
                && ms < (1 << 27)
                && best_score > -MATE_BOUND;
            if prunable_quiet
                && self.options.lmp_base > 0
                && depth <= 8
                && nquiets as i32
                    >= (self.options.lmp_base + depth * depth) * (1 + i32::from(improving)) / 2
            {
                // Late in the order at a node that is not improving: the rest rarely matter.
                continue;
            }
            if prunable_quiet
                && self.options.hist_prune > 0
                && depth <= 4
                && searched > 0
                && ms < -self.options.hist_prune * depth
            {
                // A quiet move that has failed here again and again.
                continue;
            }
            if self.options.see_prune
                && !is_pv
                && !in_danger
                && depth <= 4
                && searched > 0
                && !gives_threat
                && ms < (1 << 27)
                && best_score > -MATE_BOUND
                && pos.exchange(m) < -60 * depth
            {
                // The piece goes where it is lost (or the capture loses material).
                continue;
            }
            let child = pos.play(m);
            let child_key = child.key();
            self.tt.prefetch(child_key);
            self.dangers[ply + 1] = Some((child_key, child_danger));
            let mut score;
            self.set_path_move(m);
            self.accs[ply + 1] = pos.acc_after(m, &self.accs[ply], &self.params);
            self.moves[ply] = e;
            let pt = pos.piece_to(m);
            self.pts[ply] = pt;
            if searched == 0 {
                score =
                    self.full_window(&child, depth, (alpha, beta), ply, node.first_child(), stop);
            } else {
                let mut r = 0;
                // Late move reductions: quiet moves late in the order, never the hash move, a
                // killer, the counter-move, a move that threatens or approaches the den, or any
                // move while our own den is threatened. One ply less at PV nodes and for moves
                // with good history; a fail-high is re-searched at full depth.
                if self.options.lmr
                    && depth >= 3
                    && quiet
                    && !in_danger
                    && !gives_threat
                    && ms < (1 << 27)
                {
                    r = self.lmr[depth.min(63) as usize][searched.min(63)] as i32;
                    if self.options.lmr_hist > 0 {
                        r -= i32::from(is_pv) + (ms / self.options.lmr_hist).clamp(-2, 2);
                    } else if is_pv || ms > 0 {
                        r -= 1;
                    }
                    if self.options.lmr_aggressive {
                        if !improving {
                            r += 1;
                        }
                        r -= (ms / 4096).clamp(-2, 2);
                    }
                    if cut {
                        r += self.options.cut_node_r;
                    }
                    r = r.clamp(0, depth - 2);
                }
                score = -self.search_node(
                    &child,
                    depth - 1 - r,
                    -alpha - 1,
                    -alpha,
                    ply + 1,
                    Node::Cut,
                    stop,
                );
                if score > alpha && r > 0 {
                    score = -self.search_node(
                        &child,
                        depth - 1,
                        -alpha - 1,
                        -alpha,
                        ply + 1,
                        node.zero_window_child(),
                        stop,
                    );
                }
                if score > alpha && score < beta && is_pv {
                    score = self.full_window(&child, depth, (alpha, beta), ply, Node::Pv, stop);
                }
            }
            searched += 1;
            if self.stopped {
                break;
            }
            if score > best_score {
                best_score = score;
                best_move = e;
                best_is_capture = !quiet;
                if score > alpha {
                    alpha = score;
                    if is_pv {
                        let (a, b) = self.pv.split_at_mut(ply + 1);
                        a[ply].clear();
                        a[ply].push(m);
                        a[ply].extend_from_slice(&b[0]);
                    }
                    if score >= beta {
                        if cap_history {
                            // A capture that cuts is marked up; the captures tried before the
                            // move that cut did not, and are marked down.
                            let bonus = depth * depth;
                            if !quiet {
                                nudge(&mut self.cap[pt], bonus);
                            }
                            for &q in &captures_tried[..ncaptures] {
                                nudge(&mut self.cap[usize::from(q)], -bonus);
                            }
                        }
                        if quiet {
                            let k = &mut self.killers[ply];
                            if k[0] != e {
                                k[1] = k[0];
                                k[0] = e;
                            }
                            if (prev_move as usize) < self.counters.len() {
                                self.counters[prev_move as usize] = e;
                            }
                            let bonus = depth * depth;
                            let h = &mut self.history[hist_base + e as usize];
                            *h += bonus - *h * bonus / 16_384;
                            for &q in &quiets_tried[..nquiets] {
                                let h = &mut self.history[hist_base + q as usize];
                                *h -= bonus + *h * bonus / 16_384;
                            }
                            if let Some((r1, r2)) = conts {
                                nudge(&mut self.cont[r1 + pt], bonus);
                                nudge(&mut self.cont[r2 + pt], bonus);
                                for &q in &quiet_pts[..nquiets] {
                                    let q = usize::from(q);
                                    nudge(&mut self.cont[r1 + q], -bonus);
                                    nudge(&mut self.cont[r2 + q], -bonus);
                                }
                            }
                            if let Some(r4) = cont4 {
                                nudge(&mut self.cont[r4 + pt], bonus);
                                for &q in &quiet_pts[..nquiets] {
                                    nudge(&mut self.cont[r4 + usize::from(q)], -bonus);
                                }
                            }
                        }
                        break;
                    }
                }
            }
            if cap_history && !quiet && ncaptures < 32 {
                captures_tried[ncaptures] = pt as u16;
                ncaptures += 1;
            }
            if quiet && nquiets < 64 {
                quiets_tried[nquiets] = e;
                quiet_pts[nquiets] = pt as u16;
                nquiets += 1;
            }
        }
        self.pop_path();
        self.bufs[ply] = gen_buf;
        self.scored[ply] = list;
        if self.stopped {
            return 0;
        }
        if best_score == -INF {
            // Every move was pruned as futile: the position is no better than alpha.
            return alpha;
        }
        if excluded != NO_MOVE {
            return best_score;
        }
        let bound = bound_of(best_score, orig_alpha, beta);
        if let Some(slots) = corr_slot
            && !in_danger
            && !best_is_capture
            && best_score.abs() < MATE_BOUND
            // A bound on the wrong side of the evaluation says nothing of its error.
            && !(bound == Bound::Lower && best_score <= static_eval)
            && !(bound == Bound::Upper && best_score >= static_eval)
        {
            // Towards this node's error, by more the deeper the search that measured it.
            let target =
                ((best_score - raw_eval).clamp(-MAX_CORRECTION, MAX_CORRECTION)) * CORRECTION_GRAIN;
            let w = (depth + 1).min(16);
            for &i in slots.all() {
                let c = &mut self.corr[i];
                *c = (*c * (256 - w) + target * w) / 256;
            }
        }
        self.tt.store(
            key,
            best_move,
            score_to_tt(best_score, ply),
            raw_eval,
            depth,
            bound,
        );
        best_score
    }

    /// The correction of `slots` ([`Searcher::correction_slot`]), cp: 0 without one; with
    /// the further tables, the three entries' sum halved, within ±[`MAX_CORRECTION`].
    #[inline]
    fn correction(&self, slots: Option<CorrSlots>) -> i32 {
        let Some(slots) = slots else { return 0 };
        let sum: i32 = slots.all().iter().map(|&i| self.corr[i]).sum();
        match slots.len {
            1 => sum / CORRECTION_GRAIN,
            _ => (sum / (2 * CORRECTION_GRAIN)).clamp(-MAX_CORRECTION, MAX_CORRECTION),
        }
    }

    /// The correction history's entries for `pos` (whose terms are at `ply`), when the history
    /// is on and the game has a key for it.
    #[inline]
    fn correction_slot(&self, pos: &G, ply: usize) -> Option<CorrSlots> {
        if self.corr.is_empty() || !self.options.correction {
            return None;
        }
        let slot = |table: usize, key: u64| {
            table * CORRECTION_ENTRIES + (key as usize & (CORRECTION_ENTRIES - 1))
        };
        let first = match pos.correction_key(&self.accs[ply]) {
            0 => return None,
            k => slot(0, k),
        };
        if !self.options.correction_more {
            return Some(CorrSlots {
                at: [first, 0, 0],
                len: 1,
            });
        }
        let [red, black] = pos.correction_more_keys(&self.accs[ply]);
        Some(CorrSlots {
            at: [first, slot(1, red), slot(2, black)],
            len: 3,
        })
    }

    /// ProbCut ([`SearchOptions::probcut`]): the captures that could clear `probcut_beta`
    /// by their static exchange, each verified by quiescence and then by a search four plies
    /// shallower with the zero window at `probcut_beta`; the first that holds is the node's
    /// score (a lower bound, stored as such). The evaluations are the node's static one,
    /// corrected ([`SearchOptions::correction`]), and as evaluated (the one the table keeps).
    #[allow(clippy::too_many_arguments)]
    fn probcut(
        &mut self,
        pos: &G,
        depth: i32,
        probcut_beta: i32,
        (static_eval, raw_eval): (i32, i32),
        ply: usize,
        node: Node,
        stop: &AtomicBool,
    ) -> Option<i32> {
        let mut buf = std::mem::take(&mut self.bufs[ply]);
        buf.clear();
        pos.generate_tactical(&mut buf, false);
        let key = pos.key();
        let mut found = None;
        self.push_path(key, None);
        for &m in buf.iter() {
            if pos.capture_value(m) == 0 || pos.exchange(m) < probcut_beta - static_eval {
                continue;
            }
            let child = pos.play(m);
            self.set_path_move(m);
            self.accs[ply + 1] = pos.acc_after(m, &self.accs[ply], &self.params);
            self.moves[ply] = G::encode(m);
            self.pts[ply] = pos.piece_to(m);
            let window = (-probcut_beta, -probcut_beta + 1);
            let mut score = -self.quiesce(&child, window.0, window.1, ply + 1, 0, stop);
            if score >= probcut_beta && !self.stopped {
                score = -self.search_node(
                    &child,
                    depth - 4,
                    window.0,
                    window.1,
                    ply + 1,
                    node.zero_window_child(),
                    stop,
                );
            }
            if self.stopped {
                break;
            }
            if score >= probcut_beta {
                self.tt.store(
                    key,
                    G::encode(m),
                    score_to_tt(score, ply),
                    raw_eval,
                    depth - 3,
                    Bound::Lower,
                );
                found = Some(score);
                break;
            }
        }
        self.pop_path();
        self.bufs[ply] = buf;
        if self.stopped { None } else { found }
    }

    /// Panics unless the evaluation terms kept for `ply` ([`Searcher::accs`]) are those of
    /// `pos` counted afresh: a child searched before its parent set them would be evaluated
    /// wrongly. Only in tests and debug builds.
    #[cfg(any(test, debug_assertions))]
    fn check_acc(&self, pos: &G, ply: usize) {
        assert_eq!(
            self.accs[ply],
            pos.acc(&self.params),
            "the evaluation terms kept at ply {ply}"
        );
    }

    /// Counts a node at `ply` (checking the limits every 1024 nodes) and whether the search
    /// has been stopped, in which case the node returns 0 at once.
    #[inline(always)]
    fn enter(&mut self, ply: usize, stop: &AtomicBool) -> bool {
        self.nodes += 1;
        if self.nodes & 1023 == 0 {
            self.check_limits(stop);
        }
        if self.stopped {
            return true;
        }
        self.seldepth = self.seldepth.max(ply);
        false
    }

    fn quiesce(
        &mut self,
        pos: &G,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        qply: u32,
        stop: &AtomicBool,
    ) -> i32 {
        #[cfg(any(test, debug_assertions))]
        self.check_acc(pos, ply);
        if self.enter(ply, stop) {
            return 0;
        }
        match pos.terminal() {
            Some(Terminal::Loss) => return -MATE + ply as i32,
            Some(Terminal::Draw) => return self.draw_score(ply),
            None => {}
        }
        if pos.winning_move().is_some() {
            return MATE - ply as i32 - 1;
        }
        if ply >= MAX_PLY - 2 {
            return pos.evaluate_acc(&self.params, &self.accs[ply]);
        }
        let in_danger = self.danger(pos, ply);
        let key = pos.key();
        let mut tt_eval = None;
        if self.options.qs_tt
            && let Some(p) = self.tt.probe(key)
        {
            let score = score_from_tt(p.score, ply);
            if cuts(p.bound, score, alpha, beta) {
                return score;
            }
            tt_eval = Some(p.eval);
        }
        let orig_alpha = alpha;
        let mut best = -INF;
        let mut best_move = NO_MOVE;
        // The static evaluation to store (none is computed in danger).
        let mut stand_eval = tt_eval.unwrap_or(0);
        // Whether this node's result may be stored (not after an inexact evaluation).
        let mut exact = true;
        if !in_danger {
            // The table keeps the evaluation before its correction; a lazy evaluation's window
            // is moved by the correction so that its verdict holds for the corrected score.
            let corr = self.correction(self.correction_slot(pos, ply));
            let raw = match tt_eval {
                Some(e) => e,
                None if self.options.lazy_eval => {
                    let (e, x) = pos.evaluate_lazy_acc(
                        &self.params,
                        &self.accs[ply],
                        alpha.saturating_sub(corr),
                        beta.saturating_sub(corr),
                    );
                    exact = x;
                    e
                }
                None => pos.evaluate_acc(&self.params, &self.accs[ply]),
            };
            stand_eval = raw;
            let stand = raw + corr;
            if stand >= beta {
                if self.options.qs_tt && exact {
                    self.tt
                        .store(key, NO_MOVE, score_to_tt(stand, ply), raw, 0, Bound::Lower);
                }
                return stand;
            }
            if stand > alpha {
                alpha = stand;
            }
            best = stand;
        }
        let mut buf = std::mem::take(&mut self.bufs[ply]);
        let mut list = std::mem::take(&mut self.scored[ply]);
        buf.clear();
        list.clear();
        if in_danger {
            pos.generate(&mut buf);
        } else {
            pos.generate_tactical(&mut buf, qply == 0 && self.options.qs_threats);
        }
        for &m in buf.iter() {
            list.push((m, pos.capture_value(m) * 16 - pos.mover_value(m) / 16));
        }
        for i in 0..list.len() {
            select_best(&mut list, i);
            let m = list[i].0;
            if self.options.see_quiescence && !in_danger && pos.losing_capture(m) {
                continue;
            }
            let child = pos.play(m);
            self.tt.prefetch(child.key());
            if self.options.qs_delta && !in_danger {
                let cv = pos.capture_value(m);
                if cv > 0 && best + cv + QS_DELTA_MARGIN <= alpha && !child.in_danger() {
                    // Even winning the piece for nothing leaves us below alpha.
                    continue;
                }
            }
            self.accs[ply + 1] = pos.acc_after(m, &self.accs[ply], &self.params);
            let score = -self.quiesce(&child, -beta, -alpha, ply + 1, qply + 1, stop);
            if self.stopped {
                break;
            }
            if score > best {
                best = score;
                best_move = G::encode(m);
                if score > alpha {
                    alpha = score;
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        self.bufs[ply] = buf;
        self.scored[ply] = list;
        if best == -INF {
            // In danger with no move at all: lost.
            return -MATE + ply as i32;
        }
        if self.options.qs_tt && exact && !self.stopped {
            let bound = bound_of(best, orig_alpha, beta);
            self.tt
                .store(key, best_move, score_to_tt(best, ply), stand_eval, 0, bound);
        }
        best
    }
}

/// Moves a continuation or capture history entry by `bonus` with gravity, so it stays within
/// ±16 384 (the quiet history's rule, Stockfish's `stat_bonus` update).
#[inline]
fn nudge(entry: &mut i16, bonus: i32) {
    let v = i32::from(*entry);
    *entry = (v + bonus - v * bonus.abs() / 16_384) as i16;
}

/// A capture's rank among the captures: the most valuable victim first, then the cheapest
/// attacker (`16 · victim − attacker / 16`, hand values).
#[inline(always)]
fn capture_order<G: SearchGame>(pos: &G, m: G::Move) -> i32 {
    pos.capture_value(m) * 16 - pos.mover_value(m) / 16
}

/// Main-search scores above this and below [`TT_MOVE_ORDER`] are captures ranked as good
/// (`(1 << 28) + capture_order`, with the capture history's at most ±2 048): above the
/// killers' `(1 << 27) + 2` and every quiet move's history.
const GOOD_CAPTURE_FLOOR: i32 = (1 << 27) + 2;
/// The stored (hash) move's score in the main search's ordering.
const TT_MOVE_ORDER: i32 = 1 << 30;

/// [`select_best`] for the main search with the static exchange asked lazily (`see`,
/// [`SearchOptions::see_order`]): a capture that comes up while still ranked as good is checked
/// then, and one that loses material drops below every quiet move (`-(1 << 28) +
/// capture_order`) before the choice is made again. The order is the one that checking every
/// capture up front would give (a capture's check does not depend on the order, and a dropped
/// one is ranked as it would have been), but a node that cuts off early checks only the
/// captures it reaches.
#[inline(always)]
fn select_ordered<G: SearchGame>(pos: &G, list: &mut [(G::Move, i32)], i: usize, see: bool) {
    loop {
        let bi = best_index(list, i);
        let (m, s) = list[bi];
        if see && s > GOOD_CAPTURE_FLOOR && s < TT_MOVE_ORDER && pos.losing_capture(m) {
            list[bi].1 = -(1 << 28) + capture_order(pos, m);
            continue;
        }
        list.swap(i, bi);
        return;
    }
}

/// Whether a stored `score` with `bound` settles a node searched with the window `alpha..beta`.
#[inline]
fn cuts(bound: Bound, score: i32, alpha: i32, beta: i32) -> bool {
    match bound {
        Bound::Exact => true,
        Bound::Lower => score >= beta,
        Bound::Upper => score <= alpha,
    }
}

/// What a node's `best` score is, searched with the window `alpha..beta`.
#[inline]
fn bound_of(best: i32, alpha: i32, beta: i32) -> Bound {
    if best >= beta {
        Bound::Lower
    } else if best > alpha {
        Bound::Exact
    } else {
        Bound::Upper
    }
}

#[inline]
fn score_to_tt(s: i32, ply: usize) -> i32 {
    if s > MATE_BOUND {
        s + ply as i32
    } else if s < -MATE_BOUND {
        s - ply as i32
    } else {
        s
    }
}

#[inline]
fn score_from_tt(s: i32, ply: usize) -> i32 {
    if s > MATE_BOUND {
        s - ply as i32
    } else if s < -MATE_BOUND {
        s + ply as i32
    } else {
        s
    }
}

/// Selection sort, one step: moves the best-scored entry of `list[i..]` to `i` (the first of
/// equals). Move lists are short and often cut off after a few moves, so sorting them whole
/// would cost more.
#[inline(always)]
fn select_best<M>(list: &mut [(M, i32)], i: usize) {
    let bi = best_index(list, i);
    list.swap(i, bi);
}

/// The index of the highest score in `list[i..]`, the first of equals.
#[inline(always)]
fn best_index<M>(list: &[(M, i32)], i: usize) -> usize {
    // The best score kept in a register and the bounds checked once: this scan ran in a
    // quarter of the main search's own time (profile of 2026-12-06).
    let rest = &list[i..];
    let (mut bi, mut best) = (0, rest[0].1);
    for (j, x) in rest.iter().enumerate().skip(1) {
        let better = x.1 > best;
        best = if better { x.1 } else { best };
        bi = if better { j } else { bi };
    }
    i + bi
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::contract::GamePosition;
    use crate::games::xiangqi::{Move, Position, RuleSet};

    /// A Xiangqi position after `plies` pseudo-random legal moves (xorshift, from `seed`),
    /// stopping before a finished game.
    fn random_xiangqi(seed: u64, plies: usize) -> Position {
        let mut p = Position::startpos(RuleSet::default());
        let mut x = seed | 1;
        for _ in 0..plies {
            let moves = p.legal_moves();
            if moves.is_empty() {
                break;
            }
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let next = p.play(moves[(x % moves.len() as u64) as usize]);
            if next.is_lost() {
                break;
            }
            p = next;
        }
        p
    }

    /// Puzzle x0001 (assets/puzzles/xiangqi.txt): `s` must find the chariot's mate in one on
    /// f1 within `depth` plies, whatever its switches.
    fn finds_the_chariot_mate(s: &mut Searcher<Position>, depth: u32) {
        let fen = "r2a1abnr/5k2c/nc2b4/p3C1p1p/2p6/C8/P1P1P1P1P/6N2/3R5/1NBAKAB1R w - - 1 10";
        let mate = Position::from_fen(fen, RuleSet::default()).expect("FEN");
        let stop = AtomicBool::new(false);
        let r = s.search(&mate, &[], &Limits::depth(depth), &stop, &mut |_| {});
        let r = r.expect("moves");
        assert_eq!(mate_in(r.score), Some(1), "{:?}", r.pv);
        assert_eq!(r.best.to_string(), "d1f1");
    }

    /// Searches the positions `position(0..6)` to depth 9 with a searcher from `on` and one
    /// from `off`: `on`'s moves must be legal and its iterations complete. Returns in how many
    /// of the six the trees differ (the switch acted).
    fn trees_changed(
        on: impl Fn() -> Searcher<Position>,
        off: impl Fn() -> Searcher<Position>,
        position: impl Fn(u64) -> Position,
    ) -> usize {
        let stop = AtomicBool::new(false);
        let mut changed = 0;
        for seed in 0..6u64 {
            let p = position(seed);
            let a = on().search(&p, &[], &Limits::depth(9), &stop, &mut |_| {});
            let b = off().search(&p, &[], &Limits::depth(9), &stop, &mut |_| {});
            let (a, b) = (a.expect("moves"), b.expect("moves"));
            assert!(p.legal_moves().contains(&a.best), "{}", p.fen());
            assert_eq!(a.depth, 9, "{}", p.fen());
            changed += usize::from(a.nodes != b.nodes);
        }
        changed
    }

    #[test]
    fn best_index_finds_the_first_of_the_highest_scores_from_i_on() {
        let list = [('a', 5), ('b', 9), ('c', 3), ('d', 9), ('e', -7), ('f', 9)];
        assert_eq!(best_index(&list, 0), 1);
        assert_eq!(best_index(&list, 2), 3);
        assert_eq!(best_index(&list, 4), 5);
        assert_eq!(best_index(&list, 5), 5);
        let negative = [('a', -3), ('b', -1), ('c', -1)];
        assert_eq!(best_index(&negative, 0), 1);
        // The selection order: highest first, equals in the order the swaps leave them.
        let mut sorted = list;
        for i in 0..sorted.len() {
            select_best(&mut sorted, i);
        }
        let order: String = sorted.iter().map(|x| x.0).collect();
        assert_eq!(order, "bdface");
    }

    #[test]
    fn lazy_exchange_checks_give_the_order_of_checking_every_capture_first() {
        // Middlegames with many captures, some losing (a chariot taking a defended soldier):
        // the lazy order must be the eager one move for move, ties included.
        let mut losing = 0;
        for seed in 1..=60u64 {
            let pos = random_xiangqi(seed * 7919, 30 + (seed as usize % 40));
            let moves = pos.legal_moves();
            let score = |m: Move, eager: bool| {
                if pos.capture_value(m) == 0 {
                    // Quiet moves tied at 0, so the ties' order is tested too.
                    0
                } else if eager && pos.losing_capture(m) {
                    -(1 << 28) + capture_order(&pos, m)
                } else {
                    (1 << 28) + capture_order(&pos, m)
                }
            };
            let mut eager: Vec<(Move, i32)> = moves.iter().map(|&m| (m, score(m, true))).collect();
            let mut lazy: Vec<(Move, i32)> = moves.iter().map(|&m| (m, score(m, false))).collect();
            losing += eager.iter().filter(|e| e.1 < 0).count();
            for i in 0..eager.len() {
                select_best(&mut eager, i);
                select_ordered(&pos, &mut lazy, i, true);
                assert_eq!(eager[i], lazy[i], "seed {seed}, move {i}");
            }
        }
        assert!(
            losing >= 10,
            "only {losing} losing captures: the test would not test"
        );
    }

    #[test]
    fn every_searched_position_has_its_evaluation_terms_set() {
        // `check_acc` runs at every node of these searches (main search, null-move children,
        // quiescence, the root's children) and panics at a position whose terms are stale.
        let stop = AtomicBool::new(false);
        for seed in 0..12u64 {
            let p = random_xiangqi(seed * 977 + 5, (seed as usize * 7) % 60);
            let mut s = Searcher::<Position>::new(4);
            let r = s.search(&p, &[], &Limits::depth(5), &stop, &mut |_| {});
            assert!(r.is_some_and(|r| r.nodes > 0), "{}", p.fen());
            let scores = s.root_scores(&p, &[], 2, &stop);
            assert_eq!(scores.len(), p.legal_moves().len(), "{}", p.fen());
            let q = s.quiescence(&p);
            assert!(q.abs() < INF, "{}", p.fen());
        }
    }

    #[test]
    fn probcut_and_razoring_keep_the_terms_and_the_mates() {
        // ProbCut plays captures outside the move loop, and razoring searches quiescence from
        // the node itself: `check_acc` would panic at a node whose terms were not set. A mate
        // in one must still be found with the switches on.
        let stop = AtomicBool::new(false);
        let switched_on = || {
            let mut s = Searcher::<Position>::new(8);
            s.options.probcut = 150;
            s.options.razor = 300;
            s
        };
        for seed in 0..6u64 {
            let p = random_xiangqi(seed * 131 + 7, 10 + (seed as usize * 9) % 40);
            let r = switched_on().search(&p, &[], &Limits::depth(8), &stop, &mut |_| {});
            let r = r.expect("a position with moves");
            assert!(p.legal_moves().contains(&r.best), "{}", p.fen());
        }
        finds_the_chariot_mate(&mut switched_on(), 6);
    }

    #[test]
    fn singular_extensions_fire_and_keep_the_terms_and_the_mates() {
        // The singular search runs at the node's own ply with one move left out (`check_acc`
        // checks the terms at every node); the moves, depths and mates must stay right.
        let searcher = |margin: i32| {
            let mut s = Searcher::<Position>::new(8);
            s.options.singular = margin;
            s.options.se_depth = 4;
            s
        };
        let changed = trees_changed(
            || searcher(2),
            || searcher(0),
            |seed| random_xiangqi(seed * 313 + 11, 8 + (seed as usize * 11) % 40),
        );
        // The extension changes the trees (it fired), in most of these positions.
        assert!(
            changed >= 4,
            "the trees changed in {changed} of 6 positions"
        );
        finds_the_chariot_mate(&mut searcher(2), 8);
    }

    #[test]
    fn the_capture_history_changes_the_trees_and_keeps_the_mates() {
        // The history only steers the captures' order: the moves must stay legal, the
        // iterations complete, a mate in one found; and the trees must differ (it acts).
        let searcher = |on: bool| {
            let mut s = Searcher::<Position>::new(8);
            s.options.capture_history = on;
            s
        };
        let changed = trees_changed(
            || searcher(true),
            || searcher(false),
            |seed| random_xiangqi(seed * 211 + 3, 12 + (seed as usize * 7) % 40),
        );
        assert!(
            changed >= 4,
            "the trees changed in {changed} of 6 positions"
        );
        finds_the_chariot_mate(&mut searcher(true), 8);
    }

    #[test]
    fn the_side_history_keeps_each_sides_quiet_moves_apart_and_keeps_the_mates() {
        // With the switch, Black's quiet moves are scored in the table's second half; without
        // it both sides share the first half and the second stays empty.
        let searcher = |on: bool| {
            let mut s = Searcher::<Position>::new(8);
            s.options.side_history = on;
            s
        };
        let stop = AtomicBool::new(false);
        let p = random_xiangqi(29, 14);
        let codes = <Position as SearchGame>::MOVE_CODES;
        let mut on = searcher(true);
        on.search(&p, &[], &Limits::depth(8), &stop, &mut |_| {});
        let mut off = searcher(false);
        off.search(&p, &[], &Limits::depth(8), &stop, &mut |_| {});
        let used = |h: &[i32]| h.iter().filter(|v| **v != 0).count();
        let (off_red, off_black) = (used(&off.history[..codes]), used(&off.history[codes..]));
        let (on_red, on_black) = (used(&on.history[..codes]), used(&on.history[codes..]));
        assert_eq!(off_black, 0);
        assert!(off_red > 20, "{off_red}");
        assert!(on_red > 10, "{on_red}");
        assert!(on_black > 10, "{on_black}");
        // A Black move code seen only in Black's half: scored apart from Red's.
        let apart = (0..codes)
            .filter(|&i| on.history[codes + i] != 0 && on.history[i] == 0)
            .count();
        assert!(apart > 0);
        let changed = trees_changed(
            || searcher(true),
            || searcher(false),
            |seed| random_xiangqi(seed * 127 + 5, 10 + (seed as usize * 9) % 40),
        );
        assert!(
            changed >= 4,
            "the trees changed in {changed} of 6 positions"
        );
        finds_the_chariot_mate(&mut searcher(true), 8);
    }

    #[test]
    fn the_correction_history_learns_within_its_bound_and_keeps_the_mates() {
        // The history only moves static evaluations: the moves must stay legal, the iterations
        // complete, a mate in one found; the trees must differ (it acts), and what it learnt
        // must stay within its bound and go with `clear`.
        let searcher = |on: bool| {
            let mut s = Searcher::<Position>::new(8);
            s.options.correction = on;
            s
        };
        let changed = trees_changed(
            || searcher(true),
            || searcher(false),
            |seed| random_xiangqi(seed * 157 + 9, 10 + (seed as usize * 9) % 40),
        );
        assert!(
            changed >= 4,
            "the trees changed in {changed} of 6 positions"
        );
        let mut s = searcher(true);
        assert_corrections_learn_within_bound(&mut s, 1);
        s.clear();
        assert!(s.corr.iter().all(|&c| c == 0));
        finds_the_chariot_mate(&mut searcher(true), 8);
    }

    /// Searches a middlegame to depth 9 with `s` and checks that each of the first `tables`
    /// correction tables learnt at least 10 entries and that every entry is within the bound.
    fn assert_corrections_learn_within_bound(s: &mut Searcher<Position>, tables: usize) {
        let stop = AtomicBool::new(false);
        s.search(
            &random_xiangqi(77, 30),
            &[],
            &Limits::depth(9),
            &stop,
            &mut |_| {},
        );
        for (t, table) in s.corr.chunks(CORRECTION_ENTRIES).take(tables).enumerate() {
            let learnt = table.iter().filter(|&&c| c != 0).count();
            assert!(learnt >= 10, "table {t}: {learnt} entries learnt");
        }
        let limit = MAX_CORRECTION * CORRECTION_GRAIN;
        assert!(s.corr.iter().all(|c| c.abs() <= limit));
    }

    #[test]
    fn the_further_correction_tables_learn_and_change_the_trees() {
        // With the major-piece tables the trees differ from the structure table's alone, all
        // three tables learn, everything stays within the bound, and a mate is still found.
        let searcher = |more: bool| {
            let mut s = Searcher::<Position>::new(8);
            s.options.correction = true;
            s.options.correction_more = more;
            s
        };
        let changed = trees_changed(
            || searcher(true),
            || searcher(false),
            |seed| random_xiangqi(seed * 157 + 9, 10 + (seed as usize * 9) % 40),
        );
        assert!(
            changed >= 4,
            "the trees changed in {changed} of 6 positions"
        );
        assert_corrections_learn_within_bound(&mut searcher(true), 3);
        finds_the_chariot_mate(&mut searcher(true), 8);
    }

    #[test]
    fn a_game_without_a_correction_key_searches_as_without_the_history() {
        // Jungle has no structure key: the switch must leave its trees as they were.
        let stop = AtomicBool::new(false);
        let p = crate::games::jungle::Position::startpos(Default::default());
        let mut nodes = Vec::new();
        for on in [false, true] {
            let mut s = Searcher::<crate::games::jungle::Position>::new(8);
            s.options.correction = on;
            let r = s.search(&p, &[], &Limits::depth(8), &stop, &mut |_| {});
            nodes.push(r.expect("moves").nodes);
            assert!(s.corr.iter().all(|&c| c == 0));
        }
        assert_eq!(nodes[0], nodes[1]);
    }

    #[test]
    fn the_null_move_verification_search_keeps_the_terms() {
        // Deep enough for verified null moves (a node of depth 10 or more).
        let stop = AtomicBool::new(false);
        let p = random_xiangqi(31, 24);
        let mut s = Searcher::<Position>::new(16);
        let r = s.search(&p, &[], &Limits::depth(11), &stop, &mut |_| {});
        assert!(r.is_some_and(|r| r.depth == 11), "{}", p.fen());
    }
}
