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
use super::options::{MAX_CORRECTION, SearchOptions};
use super::tt::{Bound, Probe, TranspositionTable};
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

/// What a node of the main search knows once its table entry is read, the same for every
/// move it tries.
#[derive(Clone, Copy)]
struct Frame {
    /// The position's key.
    key: u64,
    ply: usize,
    /// The remaining depth in plies, after the danger extension and internal iterative
    /// reduction.
    depth: i32,
    /// The window the node searches with (after mate distance pruning); the moves raise
    /// their own alpha.
    alpha: i32,
    beta: i32,
    node: Node,
    /// The side to move is in danger ([`SearchGame::in_danger`]): nothing is pruned.
    in_danger: bool,
    /// The move a singular extension's search leaves out here (`NO_MOVE`: none).
    excluded: u16,
    /// The stored move (`NO_MOVE`: none).
    tt_move: u16,
    /// The move that led here (`NULL_MOVE` for a pass).
    prev_move: u16,
    /// The table's entry for the position.
    probe: Option<Probe>,
}

/// A node's static evaluation and what the search derives from it, in centipawns for the
/// side to move.
#[derive(Clone, Copy)]
struct NodeEval {
    /// As evaluated (or stored): the table keeps it before its correction, which changes as
    /// it learns. 0 in danger, where nothing reads it.
    raw: i32,
    /// With the correction history's correction ([`SearchOptions::correction`]); `raw` in
    /// danger.
    corrected: i32,
    /// What the pruning decisions stand on: `corrected`, or the stored score where its bound
    /// says the evaluation errs that way ([`SearchOptions::tt_eval`]).
    prune: i32,
    /// Better than two plies ago (our previous turn), so cut-offs are likelier.
    improving: bool,
    /// The node's entries in the correction history.
    slots: Option<CorrSlots>,
}

/// The verdict of a singular extension's search ([`Searcher::singular`]).
enum Singular {
    /// Not tried, or the stored move is not singular.
    No,
    /// The stored move is singular: searched a ply deeper.
    Extend,
    /// The node's score without searching its moves (multi-cut; 0 once stopped).
    Cut(i32),
}

/// The best move of a node so far.
#[derive(Clone, Copy)]
struct Best {
    score: i32,
    /// Its [`SearchGame::encode`] code (`NO_MOVE`: none yet).
    mv: u16,
    capture: bool,
}

/// What quiescence stands on before trying a move ([`Searcher::stand_pat`]).
struct StandPat {
    /// The score the side to move keeps by not capturing: the corrected static evaluation,
    /// `-INF` in danger.
    score: i32,
    /// The evaluation the table keeps for the node (before its correction).
    eval: i32,
    /// The evaluation is exact (not a lazy one's bound), so the node's result may be stored.
    exact: bool,
}

/// A node's move loop so far ([`Searcher::move_loop`]).
struct Progress {
    /// Raised by each better move.
    alpha: i32,
    best: Best,
    /// Moves searched (not pruned).
    searched: usize,
    tried: Tried,
}

/// The moves a node searched without a cut-off, marked down when a later one cuts
/// ([`Searcher::reward_cutoff`]): the first 64 quiet moves (their codes and piece-to codes)
/// and, with the capture history, the first 32 captures' piece-to codes. `u16`: piece-to
/// codes fit (fewer than 65 536), and the arrays are zeroed at every node.
struct Tried {
    quiets: [u16; 64],
    quiet_pts: [u16; 64],
    nquiets: usize,
    captures: [u16; 32],
    ncaptures: usize,
}

impl Tried {
    #[inline(always)]
    fn new() -> Tried {
        Tried {
            quiets: [NO_MOVE; 64],
            quiet_pts: [0; 64],
            nquiets: 0,
            captures: [0; 32],
            ncaptures: 0,
        }
    }

    /// Remembers a move searched without a cut-off: its code `e` and piece-to code `pt`;
    /// captures only when the capture history is kept (`captures`).
    #[inline(always)]
    fn record(&mut self, captures: bool, quiet: bool, e: u16, pt: usize) {
        if captures && !quiet && self.ncaptures < 32 {
            self.captures[self.ncaptures] = pt as u16;
            self.ncaptures += 1;
        }
        if quiet && self.nquiets < 64 {
            self.quiets[self.nquiets] = e;
            self.quiet_pts[self.nquiets] = pt as u16;
            self.nquiets += 1;
        }
    }
}

/// A move as the move loop weighs it before playing it.
struct MoveFacts<M> {
    m: M,
    /// Its score in the move ordering.
    ms: i32,
    /// Not a capture.
    quiet: bool,
    /// The depth it is searched to from the node (a ply more when singular).
    depth: i32,
    /// It threatens the den (or gives check), or approaches a win
    /// ([`SearchOptions::lmr_exempt_approach`]): never pruned or reduced as a quiet move.
    gives_threat: bool,
}

/// Where a node reads and teaches the move ordering's tables.
#[derive(Clone, Copy)]
struct HistoryRows {
    killers: [u16; 2],
    /// The quiet reply that last refuted the previous move (`NO_MOVE`: none, or off).
    counter: u16,
    /// This side's half of the quiet history (the first half for both without
    /// [`SearchOptions::side_history`]).
    base: usize,
    /// The continuation history's rows for the previous move and our move before it.
    conts: Option<(usize, usize)>,
    /// The row for our move four plies back ([`SearchOptions::cont4`]).
    cont4: Option<usize>,
    /// The capture history is kept and read (its switch is on and its table allocated).
    captures: bool,
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
        let soft = self.begin_search(limits);
        self.start_path(pos, history);
        let mut root = self.root_moves(pos, history);
        if root.is_empty() {
            return None;
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
            self.root_depth = depth as usize;
            let result = self.aspiration(pos, &mut root, depth as i32, prev_score, stop);
            if self.options.root_lmr && !self.stopped && self.root_nodes.len() == root.len() {
                self.order_root_by_nodes(&mut root);
            }
            // A partial iteration counts only if its first move (the previous best) was
            // searched to the end and the result beats it or confirms it.
            if let Some((score, mv)) = result
                && (!self.stopped || depth == 1 || mv != best.best || score > prev_score)
            {
                best = self.iteration_result(&mut root, depth, score, mv);
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
            if self.iterations_done(best.score, depth, root.len(), soft, stop) {
                break;
            }
        }
        best.nodes = self.nodes;
        best.time = self.start.elapsed();
        Some(best)
    }

    /// Readies the searcher for a search within `limits`: the clock and node count, the
    /// per-search state, the tables the switches need, the killers cleared and the quiet
    /// history aged. Returns the soft time budget (no new iteration after it).
    fn begin_search(&mut self, limits: &Limits) -> Option<Duration> {
        self.start_unlimited();
        let (soft, hard) = limits.budgets(self.options.soft_time_pct);
        self.hard = hard;
        self.node_limit = limits.nodes.unwrap_or(u64::MAX);
        self.seldepth = 0;
        self.nmp_min_ply = 0;
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
        self.killers.fill([NO_MOVE; 2]);
        let age = self.options.hist_age.max(1);
        for h in self.history.iter_mut() {
            *h /= age;
        }
        soft
    }

    /// The legal moves of the root `pos` the rules allow after the game's `history`, the
    /// stored move first (the rest as generated: captures first).
    fn root_moves(&self, pos: &G, history: &[u64]) -> Vec<G::Move> {
        let mut root: Vec<G::Move> = Vec::new();
        pos.generate(&mut root);
        drop_forbidden(pos, history, &mut root);
        if let Some(p) = self.tt.probe(pos.key())
            && let Some(i) = root.iter().position(|m| G::encode(*m) == p.mv)
        {
            root[..=i].rotate_right(1);
        }
        root
    }

    /// One iteration, `depth` plies deep, with aspiration windows
    /// ([`SearchOptions::aspiration`]): a narrow window around the previous iteration's
    /// score, widened on the side it fails on until the score falls inside (and opened fully
    /// once wide). The best score and move, if any move was searched to the end.
    fn aspiration(
        &mut self,
        pos: &G,
        root: &mut [G::Move],
        depth: i32,
        prev_score: i32,
        stop: &AtomicBool,
    ) -> Option<(i32, G::Move)> {
        let mut delta = self.options.aspiration_cp.max(1);
        let (mut alpha, mut beta) =
            if self.options.aspiration && depth >= 5 && prev_score.abs() < MATE_BOUND {
                (prev_score - delta, prev_score + delta)
            } else {
                (-INF, INF)
            };
        loop {
            let result = self.root_search(pos, root, depth, alpha, beta, stop);
            if self.stopped {
                return result;
            }
            let score = result.map_or(-INF, |r| r.0);
            if score <= alpha && alpha > -INF {
                beta = (alpha + beta) / 2;
                alpha = (score - delta).max(-INF);
            } else if score >= beta && beta < INF {
                beta = (score + delta).min(INF);
            } else {
                return result;
            }
            delta += delta / 2 + 10;
            if delta > 800 {
                alpha = -INF;
                beta = INF;
            }
        }
    }

    /// Orders the root moves after the first by the nodes their subtrees took in the last
    /// iteration ([`SearchOptions::root_lmr`]): likelier alternatives first, the moves whose
    /// refutation took the most work.
    fn order_root_by_nodes(&self, root: &mut [G::Move]) {
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

    /// The result of the iteration `depth` that chose `mv` with `score`, which moves to the
    /// front of `root`; a cut iteration counts as one less.
    fn iteration_result(
        &self,
        root: &mut [G::Move],
        depth: u32,
        score: i32,
        mv: G::Move,
    ) -> SearchResult<G::Move> {
        if let Some(i) = root.iter().position(|m| *m == mv) {
            root[..=i].rotate_right(1);
        }
        let mut pv = self.pv[0].clone();
        if pv.first() != Some(&mv) {
            pv = vec![mv];
        }
        SearchResult {
            best: mv,
            score,
            depth: if self.stopped { depth - 1 } else { depth }.max(1),
            seldepth: self.seldepth as u32,
            nodes: self.nodes,
            time: self.start.elapsed(),
            pv,
        }
    }

    /// Whether iterative deepening stops after iteration `depth`, whose best score is `score`:
    /// a single legal move under a deadline, a forced result found, the soft time budget spent
    /// or a stop asked for.
    fn iterations_done(
        &self,
        score: i32,
        depth: u32,
        root_moves: usize,
        soft: Option<Duration>,
        stop: &AtomicBool,
    ) -> bool {
        if root_moves == 1 && self.hard.is_some() {
            return true;
        }
        // A forced result found: deeper iterations cannot change it.
        if mate_in(score).is_some_and(|n| n.unsigned_abs() * 2 < depth) {
            return true;
        }
        soft.is_some_and(|s| self.start.elapsed() >= s) || stop.load(Ordering::Relaxed)
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
            self.step(pos, m, 0);
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
            self.step(pos, m, 0);
            let before = self.nodes;
            let score = if i == 0 {
                self.full_window(&child, depth, (alpha, beta), 0, Node::Pv, stop)
            } else {
                let mut r = 0;
                if reducible && i >= 3 && pos.capture_value(m) == 0 && !child.in_danger() {
                    // One ply less than elsewhere: the root is a PV node.
                    r = (self.lmr[depth.min(63) as usize][i.min(63)] as i32 - 1)
                        .clamp(0, depth - 2);
                }
                self.late_move(&child, depth, r, (alpha, beta), 0, Node::Pv, stop)
            };
            self.root_nodes[i] = self.nodes - before;
            if self.stopped {
                break;
            }
            if best.is_none_or(|b| score > b.0) {
                best = Some((score, m));
                if score > alpha {
                    self.update_pv(0, m);
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

    /// The score, as its parent at `ply` (a `node`, searched `depth` deep with the window
    /// `(alpha, beta)`) sees it, of `child`, a move after the first: principal variation
    /// search. A zero-window search at alpha `r` plies shallower (a late move reduction), a
    /// fail-high re-searched at full depth, and at a PV node a score inside the window searched
    /// again with the full window for its exact value. Nothing more once the search stopped.
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    fn late_move(
        &mut self,
        child: &G,
        depth: i32,
        r: i32,
        (alpha, beta): (i32, i32),
        ply: usize,
        node: Node,
        stop: &AtomicBool,
    ) -> i32 {
        let (a, b) = (-alpha - 1, -alpha);
        let mut score = -self.search_node(child, depth - 1 - r, a, b, ply + 1, Node::Cut, stop);
        if score > alpha && r > 0 && !self.stopped {
            let full = node.zero_window_child();
            score = -self.search_node(child, depth - 1, a, b, ply + 1, full, stop);
        }
        if score > alpha && score < beta && node == Node::Pv && !self.stopped {
            score = self.full_window(child, depth, (alpha, beta), ply, Node::Pv, stop);
        }
        score
    }

    /// The score of `pos` for the side to move, searched `depth` plies deep (a ply more in
    /// danger) with the window `alpha..beta` at `ply` as a `node`; mate scores count plies from
    /// the root. The steps: what settles the node without a search ([`Searcher::settled`]),
    /// the table's cut ([`stored_cut`]), the static evaluation and its corrections
    /// ([`Searcher::node_eval`]), the pruning before any move is tried
    /// ([`Searcher::prune_node`]), the singular extension ([`Searcher::singular`]), the moves
    /// with their pruning and reductions ([`Searcher::search_moves`]) and the store of the
    /// result ([`Searcher::store_node`]).
    #[allow(clippy::too_many_arguments)]
    fn search_node(
        &mut self,
        pos: &G,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
        node: Node,
        stop: &AtomicBool,
    ) -> i32 {
        #[cfg(any(test, debug_assertions))]
        self.check_acc(pos, ply);
        self.pv[ply].clear();
        if let Some(score) = self.settled(pos, ply) {
            return score;
        }
        // Mate distance pruning: no line from here beats a faster win already found.
        let alpha = alpha.max(-MATE + ply as i32);
        let beta = beta.min(MATE - ply as i32 - 1);
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
        // Set while a singular extension's search leaves this move out: the table's entry
        // then is the full node's, neither a cut nor to be overwritten.
        let excluded = self.excluded[ply];
        if node != Node::Pv
            && excluded == NO_MOVE
            && let Some(score) = stored_cut(probe, depth, alpha, beta, ply)
        {
            return score;
        }
        let ev = self.node_eval(pos, probe, ply, in_danger);
        let tt_move = probe.map_or(NO_MOVE, |p| p.mv);
        // Internal iterative reduction: without a hash move this node was never searched
        // well; search it a ply shallower first.
        let iir = self.options.iir && depth >= 4 && tt_move == NO_MOVE && !in_danger;
        let f = Frame {
            key,
            ply,
            depth: depth - i32::from(iir),
            alpha,
            beta,
            node,
            in_danger,
            excluded,
            tt_move,
            prev_move: self.moves[ply - 1],
            probe,
        };
        if let Some(score) = self.prune_node(pos, &f, &ev, stop) {
            return score;
        }
        let singular = match self.singular(pos, &f, stop) {
            Singular::Cut(score) => return score,
            Singular::Extend => true,
            Singular::No => false,
        };
        let Some(best) = self.search_moves(pos, &f, &ev, singular, stop) else {
            // No legal move: lost.
            return -MATE + ply as i32;
        };
        if self.stopped {
            return 0;
        }
        if best.score == -INF {
            // Every move was pruned as futile: the position is no better than alpha.
            return alpha;
        }
        if excluded == NO_MOVE {
            self.store_node(&f, &ev, best);
        }
        best.score
    }

    /// The score of a position that needs no search at `ply`: the game is over, the side to
    /// move wins with its next move (which becomes the node's principal variation), the
    /// position repeats ([`Searcher::repetition`]), or the search is too deep to go on (the
    /// static evaluation).
    #[inline(always)]
    fn settled(&mut self, pos: &G, ply: usize) -> Option<i32> {
        if let Some(score) = self.terminal_score(pos, ply) {
            return Some(score);
        }
        if let Some(m) = pos.winning_move() {
            self.pv[ply].push(m);
            return Some(MATE - ply as i32 - 1);
        }
        if let Some(score) = self.repetition(pos, ply) {
            return Some(score);
        }
        if ply >= MAX_PLY - 4 {
            return Some(pos.evaluate_acc(&self.params, &self.accs[ply]));
        }
        None
    }

    /// The score of a finished game at `ply`: lost for the side to move, or a draw.
    #[inline(always)]
    fn terminal_score(&self, pos: &G, ply: usize) -> Option<i32> {
        match pos.terminal() {
            Some(Terminal::Loss) => Some(-MATE + ply as i32),
            Some(Terminal::Draw) => Some(self.draw_score(ply)),
            None => None,
        }
    }

    /// The static evaluation of `pos` at `ply` and what the pruning derives from it (see
    /// [`NodeEval`]); the corrected one is kept for the plies below ([`Searcher::evals`]).
    #[inline(always)]
    fn node_eval(
        &mut self,
        pos: &G,
        probe: Option<Probe>,
        ply: usize,
        in_danger: bool,
    ) -> NodeEval {
        // The table keeps the evaluation before its correction, which changes as it learns.
        let raw = match probe {
            Some(p) => p.eval,
            // In danger nothing below reads the evaluation (no pruning, no improving, no
            // correction), and the table's entry for this position is only ever read in
            // danger too: 0 is stored, as quiescence does, and the evaluation's time saved.
            None if in_danger => 0,
            None => pos.evaluate_acc(&self.params, &self.accs[ply]),
        };
        let slots = self.correction_slot(pos, ply);
        let corrected = if in_danger {
            raw
        } else {
            raw + self.correction(slots)
        };
        self.evals[ply] = if in_danger { NO_EVAL } else { corrected };
        // Improving: better than two plies ago (our previous turn), so cut-offs are likelier.
        let improving = !in_danger
            && (ply < 2 || self.evals[ply - 2] == NO_EVAL || corrected > self.evals[ply - 2]);
        // The stored score where its bound says the evaluation errs that way
        // ([`SearchOptions::tt_eval`]).
        let prune = match probe {
            Some(p) if self.options.tt_eval && !in_danger => {
                let s = score_from_tt(p.score, ply);
                let tighter = match p.bound {
                    Bound::Exact => true,
                    Bound::Lower => s > corrected,
                    Bound::Upper => s < corrected,
                };
                if tighter && s.abs() < MATE_BOUND {
                    s
                } else {
                    corrected
                }
            }
            _ => corrected,
        };
        NodeEval {
            raw,
            corrected,
            prune,
            improving,
            slots,
        }
    }

    /// The pruning of node `f` before any move is tried, at nodes that are not PV, not in
    /// danger and not a singular extension's search: reverse futility, razoring, the null
    /// move; then ProbCut. The node's score when one of them settles it (0 once stopped).
    #[inline(always)]
    fn prune_node(&mut self, pos: &G, f: &Frame, ev: &NodeEval, stop: &AtomicBool) -> Option<i32> {
        if f.node != Node::Pv && !f.in_danger && f.excluded == NO_MOVE {
            if let Some(score) = self.reverse_futility(f, ev) {
                return Some(score);
            }
            if let Some(score) = self.razoring(pos, f, ev, stop) {
                return Some(score);
            }
            if let Some(score) = self.null_move(pos, f, ev, stop) {
                return Some(score);
            }
        }
        self.probcut(pos, f, ev, stop)
    }

    /// Reverse futility: so far above beta near the leaves that one quiet move will not undo
    /// it; the evaluation less the margin is the node's score.
    #[inline(always)]
    fn reverse_futility(&self, f: &Frame, ev: &NodeEval) -> Option<i32> {
        let o = &self.options;
        if !(o.futility && f.depth <= o.rfp_depth && f.beta.abs() < MATE_BOUND) {
            return None;
        }
        let plies = f.depth - i32::from(o.rfp_improving && ev.improving);
        let margin = RFP_MARGIN_PER_PLY * plies * o.prune_margin_pct / 100;
        (ev.prune - margin >= f.beta).then_some(ev.prune - margin)
    }

    /// Razoring ([`SearchOptions::razor`]): so far below alpha near the leaves that only a
    /// capture could help; a quiescence search that stays below alpha is the node's score.
    #[inline(always)]
    fn razoring(&mut self, pos: &G, f: &Frame, ev: &NodeEval, stop: &AtomicBool) -> Option<i32> {
        let razor = self.options.razor;
        if razor > 0
            && f.depth <= 3
            && f.alpha.abs() < MATE_BOUND
            && ev.prune + razor * f.depth < f.alpha
        {
            let v = self.quiesce(pos, f.alpha - 1, f.alpha, f.ply, 0, stop);
            if v < f.alpha {
                return Some(v);
            }
        }
        None
    }

    /// The null move: if passing still fails high, a real move will too. Not twice in a row,
    /// not where passing could be the best move (zugzwang), and verified by a reduced search
    /// without null moves when deep. The node's score when it cuts (0 once stopped).
    #[inline(always)]
    fn null_move(&mut self, pos: &G, f: &Frame, ev: &NodeEval, stop: &AtomicBool) -> Option<i32> {
        let (depth, beta, ply) = (f.depth, f.beta, f.ply);
        if !(self.options.null_move
            && depth >= 3
            && ev.prune >= beta
            && beta.abs() < MATE_BOUND
            && f.prev_move != NULL_MOVE
            && ply >= self.nmp_min_ply
            && pos.null_move_allowed())
        {
            return None;
        }
        let r = 3 + depth / self.options.null_depth_div.max(1) + ((ev.prune - beta) / 200).min(2);
        let child = pos.pass();
        self.moves[ply] = NULL_MOVE;
        self.pts[ply] = G::PIECE_TO_CODES;
        self.accs[ply + 1] = self.accs[ply];
        self.push_path(f.key, None);
        let node = f.node.zero_window_child();
        let s = -self.search_node(&child, depth - 1 - r, -beta, -beta + 1, ply + 1, node, stop);
        self.pop_path();
        if self.stopped {
            return Some(0);
        }
        if s < beta {
            return None;
        }
        let s = if s > MATE_BOUND { beta } else { s };
        if depth < 10 || self.nmp_min_ply != 0 {
            return Some(s);
        }
        self.nmp_min_ply = ply + (3 * (depth - r) / 4) as usize;
        let v = self.search_node(pos, depth - r, beta - 1, beta, ply, Node::All, stop);
        self.nmp_min_ply = 0;
        if self.stopped {
            return Some(0);
        }
        (v >= beta).then_some(s)
    }

    /// Singular extension ([`SearchOptions::singular`]): when every other move falls well
    /// short of the stored move's score, that move carries the node and is searched a ply
    /// deeper; when one of them already clears beta, the node cuts (multi-cut).
    #[inline(always)]
    fn singular(&mut self, pos: &G, f: &Frame, stop: &AtomicBool) -> Singular {
        let (depth, ply) = (f.depth, f.ply);
        if self.options.singular > 0
            && ply > 0
            && f.excluded == NO_MOVE
            && !f.in_danger
            && depth >= self.options.se_depth
            && f.tt_move != NO_MOVE
            && let Some(p) = f.probe
            && p.depth >= depth - 3
            && p.bound != Bound::Upper
            && let tt_score = score_from_tt(p.score, ply)
            && tt_score.abs() < MATE_BOUND
        {
            let singular_beta = tt_score - self.options.singular * depth;
            self.excluded[ply] = f.tt_move;
            let inner = if f.node == Node::Cut {
                Node::Cut
            } else {
                Node::All
            };
            // At least a ply: quiescence would not leave the move out.
            let d = ((depth - 1) / 2).max(1);
            let v = self.search_node(pos, d, singular_beta - 1, singular_beta, ply, inner, stop);
            self.excluded[ply] = NO_MOVE;
            if self.stopped {
                return Singular::Cut(0);
            }
            if v < singular_beta {
                return Singular::Extend;
            } else if singular_beta >= f.beta {
                // Multi-cut: a move other than the stored one already clears beta.
                return Singular::Cut(singular_beta);
            }
        }
        Singular::No
    }

    /// The moves of node `f`, generated into the ply's buffers, ordered
    /// ([`Searcher::order_moves`]) and searched ([`Searcher::move_loop`]); `None` when there
    /// is no legal move.
    #[inline(always)]
    fn search_moves(
        &mut self,
        pos: &G,
        f: &Frame,
        ev: &NodeEval,
        singular: bool,
        stop: &AtomicBool,
    ) -> Option<Best> {
        let mut moves = std::mem::take(&mut self.bufs[f.ply]);
        let mut list = std::mem::take(&mut self.scored[f.ply]);
        moves.clear();
        list.clear();
        pos.generate(&mut moves);
        let best = if moves.is_empty() {
            None
        } else {
            let rows = self.history_rows(pos, f);
            self.order_moves(pos, f.tt_move, &rows, &moves, &mut list);
            Some(self.move_loop(pos, f, ev, &rows, singular, &mut list, stop))
        };
        self.bufs[f.ply] = moves;
        self.scored[f.ply] = list;
        best
    }

    /// Where node `f` reads and teaches the move ordering's tables ([`HistoryRows`]).
    #[inline(always)]
    fn history_rows(&self, pos: &G, f: &Frame) -> HistoryRows {
        let ply = f.ply;
        let prev = f.prev_move as usize;
        let counter = if self.options.counter_move && prev < self.counters.len() {
            self.counters[prev]
        } else {
            NO_MOVE
        };
        let base = if self.options.side_history {
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
        HistoryRows {
            killers: self.killers[ply],
            counter,
            base,
            conts,
            cont4,
            captures: self.options.capture_history && !self.cap.is_empty(),
        }
    }

    /// Scores `moves` into `list` for the main search's order: the stored move, the captures
    /// (most valuable victim first, with the capture history), the killers, the counter-move,
    /// then the quiet moves by their histories.
    #[inline(always)]
    fn order_moves(
        &self,
        pos: &G,
        tt_move: u16,
        rows: &HistoryRows,
        moves: &[G::Move],
        list: &mut Vec<(G::Move, i32)>,
    ) {
        for &m in moves {
            let e = G::encode(m);
            let s = if e == tt_move {
                TT_MOVE_ORDER
            } else if pos.capture_value(m) > 0 {
                // Ranked as a good capture for now: whether it loses material is asked only
                // if it comes up for search (`select_ordered`).
                let s = capture_order(pos, m);
                if rows.captures {
                    (1 << 28) + s + i32::from(self.cap[pos.piece_to(m)]) / 8
                } else {
                    (1 << 28) + s
                }
            } else if e == rows.killers[0] {
                COUNTER_ORDER + 2
            } else if e == rows.killers[1] {
                COUNTER_ORDER + 1
            } else if e == rows.counter {
                COUNTER_ORDER
            } else {
                let mut h = self.history[rows.base + e as usize];
                if let Some((r1, r2)) = rows.conts {
                    let pt = pos.piece_to(m);
                    h += i32::from(self.cont[r1 + pt]) + i32::from(self.cont[r2 + pt]);
                    if let Some(r4) = rows.cont4 {
                        h += i32::from(self.cont[r4 + pt]);
                    }
                }
                h
            };
            list.push((m, s));
        }
    }

    /// Searches the scored moves of node `f` best first: each one not pruned
    /// ([`Searcher::prunes_move`]) is played, the first with the full window and the others by
    /// principal variation search with late move reductions ([`Searcher::late_move`],
    /// [`Searcher::reduction`]), until one fails high, which teaches the histories
    /// ([`Searcher::reward_cutoff`]).
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    fn move_loop(
        &mut self,
        pos: &G,
        f: &Frame,
        ev: &NodeEval,
        rows: &HistoryRows,
        singular: bool,
        list: &mut [(G::Move, i32)],
        stop: &AtomicBool,
    ) -> Best {
        let futile = self.futility_base(f, ev);
        let mut p = Progress {
            alpha: f.alpha,
            best: Best {
                score: -INF,
                mv: NO_MOVE,
                capture: false,
            },
            searched: 0,
            tried: Tried::new(),
        };
        self.push_path(f.key, None);
        let see_order = self.options.see_order;
        for i in 0..list.len() {
            select_ordered(pos, list, i, see_order);
            let (m, ms) = list[i];
            let e = G::encode(m);
            if e == f.excluded {
                continue;
            }
            let quiet = pos.capture_value(m) == 0;
            // A den threat, or a step towards one: never pruned or reduced as a quiet move.
            // Asked before the move is played, so a pruned move is never played.
            let child_danger = pos.gives_danger(m);
            let mv = MoveFacts {
                m,
                ms,
                quiet,
                // The singular move's ply more, for all of its searches below.
                depth: f.depth + i32::from(singular && e == f.tt_move),
                gives_threat: child_danger
                    || (self.options.lmr_exempt_approach && quiet && pos.approaches_win(m)),
            };
            if self.prunes_move(pos, f, ev, &mv, futile, &p) {
                continue;
            }
            let child = pos.play(m);
            let child_key = child.key();
            self.tt.prefetch(child_key);
            self.dangers[f.ply + 1] = Some((child_key, child_danger));
            self.set_path_move(m);
            let pt = self.step(pos, m, f.ply);
            let window = (p.alpha, f.beta);
            let score = if p.searched == 0 {
                let node = f.node.first_child();
                self.full_window(&child, mv.depth, window, f.ply, node, stop)
            } else {
                let r = self.reduction(f, ev, &mv, p.searched);
                self.late_move(&child, mv.depth, r, window, f.ply, f.node, stop)
            };
            p.searched += 1;
            if self.stopped {
                break;
            }
            if score > p.best.score {
                p.best = Best {
                    score,
                    mv: e,
                    capture: !quiet,
                };
                if score > p.alpha {
                    p.alpha = score;
                    if f.node == Node::Pv {
                        self.update_pv(f.ply, m);
                    }
                    if score >= f.beta {
                        self.reward_cutoff(f, rows, &mv, pt, &p.tried);
                        break;
                    }
                }
            }
            p.tried.record(rows.captures, quiet, e, pt);
        }
        self.pop_path();
        p.best
    }

    /// Futility pruning's bar for node `f` (the evaluation plus a margin growing with the
    /// depth): a quiet move is not tried where it is at or below alpha; `None` where futility
    /// pruning does not apply (off, at PV nodes, in danger, too deep).
    #[inline(always)]
    fn futility_base(&self, f: &Frame, ev: &NodeEval) -> Option<i32> {
        let o = &self.options;
        if o.futility && f.node != Node::Pv && !f.in_danger && f.depth <= o.fut_depth {
            let margin = FUTILITY_MARGIN_BASE + FUTILITY_MARGIN_PER_PLY * f.depth;
            Some(ev.prune + margin * o.prune_margin_pct / 100)
        } else {
            None
        }
    }

    /// Whether node `f` skips the move `mv` unplayed: futility and late move pruning near the
    /// leaves, move-count pruning, history pruning and static exchange pruning. Never the
    /// first move searched, the hash move, a killer, the counter-move or a threat.
    #[inline(always)]
    fn prunes_move(
        &self,
        pos: &G,
        f: &Frame,
        ev: &NodeEval,
        mv: &MoveFacts<G::Move>,
        futile: Option<i32>,
        p: &Progress,
    ) -> bool {
        let o = &self.options;
        let depth = mv.depth;
        // Ordered by its history alone: not the hash move, a good capture, a killer or the
        // counter-move.
        let plain = mv.ms < COUNTER_ORDER;
        let late = p.searched > 0 && !mv.gives_threat && plain;
        if let Some(bar) = futile
            && mv.quiet
            && late
            && (bar <= p.alpha || p.searched >= 3 + 2 * (depth * depth) as usize)
        {
            // Futility: a quiet move cannot lift a hopeless static score to alpha; late move
            // pruning: near the leaves, quiet moves this late in the order rarely matter.
            return true;
        }
        // Not while in danger, at a PV node or before a move has escaped being mated.
        let prunable = f.node != Node::Pv && !f.in_danger && p.best.score > -MATE_BOUND;
        let prunable_quiet = mv.quiet && prunable && !mv.gives_threat && plain;
        if prunable_quiet
            && o.lmp_base > 0
            && depth <= 8
            && p.tried.nquiets as i32
                >= (o.lmp_base + depth * depth) * (1 + i32::from(ev.improving)) / 2
        {
            // Late in the order at a node that is not improving: the rest rarely matter.
            return true;
        }
        if prunable_quiet
            && o.hist_prune > 0
            && depth <= 4
            && p.searched > 0
            && mv.ms < -o.hist_prune * depth
        {
            // A quiet move that has failed here again and again.
            return true;
        }
        // The piece goes where it is lost (or the capture loses material).
        o.see_prune && prunable && depth <= 4 && late && pos.exchange(mv.m) < -60 * depth
    }

    /// The late move reduction of `mv`, the `searched`-th move of node `f`, in plies: quiet
    /// moves late in the order, never the hash move, a killer, the counter-move, a move that
    /// threatens or approaches the den, or any move while our own den is threatened. One ply
    /// less at PV nodes and for moves with good history; a fail-high is re-searched at full
    /// depth ([`Searcher::late_move`]).
    #[inline(always)]
    fn reduction(&self, f: &Frame, ev: &NodeEval, mv: &MoveFacts<G::Move>, searched: usize) -> i32 {
        let o = &self.options;
        let depth = mv.depth;
        if !(o.lmr
            && depth >= 3
            && mv.quiet
            && !f.in_danger
            && !mv.gives_threat
            && mv.ms < COUNTER_ORDER)
        {
            return 0;
        }
        let is_pv = f.node == Node::Pv;
        let mut r = self.lmr[depth.min(63) as usize][searched.min(63)] as i32;
        if o.lmr_hist > 0 {
            r -= i32::from(is_pv) + (mv.ms / o.lmr_hist).clamp(-2, 2);
        } else if is_pv || mv.ms > 0 {
            r -= 1;
        }
        if o.lmr_aggressive {
            if !ev.improving {
                r += 1;
            }
            r -= (mv.ms / 4096).clamp(-2, 2);
        }
        if f.node == Node::Cut {
            r += o.cut_node_r;
        }
        r.clamp(0, depth - 2)
    }

    /// What a move that failed high at node `f` teaches: a capture is marked up in the
    /// capture history, and the captures tried before it down; a quiet move becomes a killer
    /// and the counter-move to the previous one, and is marked up in the quiet and
    /// continuation histories, the quiet moves tried before it down. By `depth²`.
    #[inline(always)]
    fn reward_cutoff(
        &mut self,
        f: &Frame,
        rows: &HistoryRows,
        mv: &MoveFacts<G::Move>,
        pt: usize,
        tried: &Tried,
    ) {
        let bonus = mv.depth * mv.depth;
        if rows.captures {
            if !mv.quiet {
                nudge(&mut self.cap[pt], bonus);
            }
            for &q in &tried.captures[..tried.ncaptures] {
                nudge(&mut self.cap[usize::from(q)], -bonus);
            }
        }
        if !mv.quiet {
            return;
        }
        let e = G::encode(mv.m);
        let k = &mut self.killers[f.ply];
        if k[0] != e {
            k[1] = k[0];
            k[0] = e;
        }
        if (f.prev_move as usize) < self.counters.len() {
            self.counters[f.prev_move as usize] = e;
        }
        let h = &mut self.history[rows.base + e as usize];
        *h += bonus - *h * bonus / 16_384;
        for &q in &tried.quiets[..tried.nquiets] {
            let h = &mut self.history[rows.base + q as usize];
            *h -= bonus + *h * bonus / 16_384;
        }
        let quiet_pts = &tried.quiet_pts[..tried.nquiets];
        if let Some((r1, r2)) = rows.conts {
            nudge(&mut self.cont[r1 + pt], bonus);
            nudge(&mut self.cont[r2 + pt], bonus);
            for &q in quiet_pts {
                let q = usize::from(q);
                nudge(&mut self.cont[r1 + q], -bonus);
                nudge(&mut self.cont[r2 + q], -bonus);
            }
        }
        if let Some(r4) = rows.cont4 {
            nudge(&mut self.cont[r4 + pt], bonus);
            for &q in quiet_pts {
                nudge(&mut self.cont[r4 + usize::from(q)], -bonus);
            }
        }
    }

    /// Stores the result `best` of node `f` in the table, and teaches the correction history
    /// how far the search fell from the static evaluation.
    #[inline(always)]
    fn store_node(&mut self, f: &Frame, ev: &NodeEval, best: Best) {
        let bound = bound_of(best.score, f.alpha, f.beta);
        if let Some(slots) = ev.slots
            && !f.in_danger
            && !best.capture
            && best.score.abs() < MATE_BOUND
            // A bound on the wrong side of the evaluation says nothing of its error.
            && !(bound == Bound::Lower && best.score <= ev.corrected)
            && !(bound == Bound::Upper && best.score >= ev.corrected)
        {
            // Towards this node's error, by more the deeper the search that measured it.
            let error = (best.score - ev.raw).clamp(-MAX_CORRECTION, MAX_CORRECTION);
            let target = error * CORRECTION_GRAIN;
            let w = (f.depth + 1).min(16);
            for &i in slots.all() {
                let c = &mut self.corr[i];
                *c = (*c * (256 - w) + target * w) / 256;
            }
        }
        let score = score_to_tt(best.score, f.ply);
        self.tt.store(f.key, best.mv, score, ev.raw, f.depth, bound);
    }

    /// Readies ply `ply + 1` for the child of `pos` after `m`: its evaluation terms, and the
    /// move and its [`SearchGame::piece_to`] code (returned) for the histories below.
    #[inline(always)]
    fn step(&mut self, pos: &G, m: G::Move, ply: usize) -> usize {
        self.accs[ply + 1] = pos.acc_after(m, &self.accs[ply], &self.params);
        self.moves[ply] = G::encode(m);
        let pt = pos.piece_to(m);
        self.pts[ply] = pt;
        pt
    }

    /// Makes `m` followed by the child's principal variation that of `ply`.
    #[inline(always)]
    fn update_pv(&mut self, ply: usize, m: G::Move) {
        let (a, b) = self.pv.split_at_mut(ply + 1);
        a[ply].clear();
        a[ply].push(m);
        a[ply].extend_from_slice(&b[0]);
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

    /// ProbCut ([`SearchOptions::probcut`]) at node `f`, not a PV node, not in danger and at
    /// least 5 plies deep: the captures that could clear `beta + probcut` by their static
    /// exchange, each verified by quiescence and then by a search four plies shallower with
    /// the zero window there; the first that holds is the node's score (a lower bound, stored
    /// as such; 0 once stopped). Not tried where a stored search about this deep already says
    /// the captures will not do it.
    #[inline(always)]
    fn probcut(&mut self, pos: &G, f: &Frame, ev: &NodeEval, stop: &AtomicBool) -> Option<i32> {
        let (depth, ply) = (f.depth, f.ply);
        let probcut_beta = f.beta.saturating_add(self.options.probcut);
        if !(self.options.probcut > 0
            && f.node != Node::Pv
            && !f.in_danger
            && f.excluded == NO_MOVE
            && depth >= 5
            && f.beta.abs() < MATE_BOUND
            && probcut_beta.abs() < MATE_BOUND
            && !f.probe.is_some_and(|p| {
                p.depth >= depth - 3 && score_from_tt(p.score, ply) < probcut_beta
            }))
        {
            return None;
        }
        let mut buf = std::mem::take(&mut self.bufs[ply]);
        buf.clear();
        pos.generate_tactical(&mut buf, false);
        let mut found = None;
        self.push_path(f.key, None);
        for &m in buf.iter() {
            if pos.capture_value(m) == 0 || pos.exchange(m) < probcut_beta - ev.corrected {
                continue;
            }
            let child = pos.play(m);
            self.set_path_move(m);
            self.step(pos, m, ply);
            let (a, b) = (-probcut_beta, -probcut_beta + 1);
            let mut score = -self.quiesce(&child, a, b, ply + 1, 0, stop);
            if score >= probcut_beta && !self.stopped {
                let node = f.node.zero_window_child();
                score = -self.search_node(&child, depth - 4, a, b, ply + 1, node, stop);
            }
            if self.stopped {
                break;
            }
            if score >= probcut_beta {
                let stored = score_to_tt(score, ply);
                let mv = G::encode(m);
                self.tt
                    .store(f.key, mv, stored, ev.raw, depth - 3, Bound::Lower);
                found = Some(score);
                break;
            }
        }
        self.pop_path();
        self.bufs[ply] = buf;
        if self.stopped { Some(0) } else { found }
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
        if let Some(score) = self.terminal_score(pos, ply) {
            return score;
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
        let stand = self.stand_pat(pos, (alpha, beta), ply, in_danger, tt_eval);
        if stand.score >= beta {
            if self.options.qs_tt && stand.exact {
                let score = score_to_tt(stand.score, ply);
                self.tt
                    .store(key, NO_MOVE, score, stand.eval, 0, Bound::Lower);
            }
            return stand.score;
        }
        alpha = alpha.max(stand.score);
        let mut best = stand.score;
        let mut best_move = NO_MOVE;
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
        if self.options.qs_tt && stand.exact && !self.stopped {
            let bound = bound_of(best, orig_alpha, beta);
            self.tt
                .store(key, best_move, score_to_tt(best, ply), stand.eval, 0, bound);
        }
        best
    }

    /// Quiescence's stand pat at `ply` with the window `(alpha, beta)`: the side to move may
    /// keep the static evaluation (corrected) by not capturing; not in danger, where every move
    /// is searched. `tt_eval` is the stored evaluation, if any.
    #[inline(always)]
    fn stand_pat(
        &mut self,
        pos: &G,
        (alpha, beta): (i32, i32),
        ply: usize,
        in_danger: bool,
        tt_eval: Option<i32>,
    ) -> StandPat {
        if in_danger {
            // No evaluation is computed in danger.
            let eval = tt_eval.unwrap_or(0);
            return StandPat {
                score: -INF,
                eval,
                exact: true,
            };
        }
        // The table keeps the evaluation before its correction; a lazy evaluation's window
        // is moved by the correction so that its verdict holds for the corrected score.
        let corr = self.correction(self.correction_slot(pos, ply));
        let (raw, exact) = match tt_eval {
            Some(e) => (e, true),
            None if self.options.lazy_eval => pos.evaluate_lazy_acc(
                &self.params,
                &self.accs[ply],
                alpha.saturating_sub(corr),
                beta.saturating_sub(corr),
            ),
            None => (pos.evaluate_acc(&self.params, &self.accs[ply]), true),
        };
        StandPat {
            score: raw + corr,
            eval: raw,
            exact,
        }
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

/// The counter-move's score in the main search's ordering; the killers' are one and two above.
/// A move scored below is ordered by its history alone (or is a capture that loses material).
const COUNTER_ORDER: i32 = 1 << 27;
/// Main-search scores above this and below [`TT_MOVE_ORDER`] are captures ranked as good
/// (`(1 << 28) + capture_order`, with the capture history's at most ±2 048): above the
/// killers' `COUNTER_ORDER + 2` and every quiet move's history.
const GOOD_CAPTURE_FLOOR: i32 = COUNTER_ORDER + 2;
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

/// The stored score when the table's entry `probe`, searched at least `depth` deep, settles a
/// node at `ply` searched with the window `alpha..beta` (never asked at PV nodes).
#[inline(always)]
fn stored_cut(probe: Option<Probe>, depth: i32, alpha: i32, beta: i32, ply: usize) -> Option<i32> {
    let p = probe?;
    let score = score_from_tt(p.score, ply);
    (p.depth >= depth && cuts(p.bound, score, alpha, beta)).then_some(score)
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

    /// A searcher (8 MB) whose options `set` switches on or off.
    fn switched(set: impl Fn(&mut SearchOptions, bool)) -> impl Fn(bool) -> Searcher<Position> {
        move |on| {
            let mut s = Searcher::<Position>::new(8);
            set(&mut s.options, on);
            s
        }
    }

    /// Positions by seed: `random_xiangqi(seed · mul + add, base + seed · step % 40)`.
    fn positions(mul: u64, add: u64, base: usize, step: usize) -> impl Fn(u64) -> Position {
        move |seed| random_xiangqi(seed * mul + add, base + (seed as usize * step) % 40)
    }

    /// A switch that must act: searchers from `searcher(true)` (switched on) and
    /// `searcher(false)` must search different trees in at least four of the six positions
    /// ([`trees_changed`]), and the switched-on one must still find a mate in one.
    fn assert_switch_acts(
        searcher: &impl Fn(bool) -> Searcher<Position>,
        position: impl Fn(u64) -> Position,
    ) {
        let changed = trees_changed(|| searcher(true), || searcher(false), position);
        assert!(
            changed >= 4,
            "the trees changed in {changed} of 6 positions"
        );
        finds_the_chariot_mate(&mut searcher(true), 8);
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
        // The extension changes the trees (it fired), in most of these positions.
        let searcher = switched(|o, on| {
            o.singular = if on { 2 } else { 0 };
            o.se_depth = 4;
        });
        assert_switch_acts(&searcher, positions(313, 11, 8, 11));
    }

    #[test]
    fn the_capture_history_changes_the_trees_and_keeps_the_mates() {
        // The history only steers the captures' order: the moves must stay legal, the
        // iterations complete, a mate in one found; and the trees must differ (it acts).
        let searcher = switched(|o, on| o.capture_history = on);
        assert_switch_acts(&searcher, positions(211, 3, 12, 7));
    }

    #[test]
    fn the_side_history_keeps_each_sides_quiet_moves_apart_and_keeps_the_mates() {
        // With the switch, Black's quiet moves are scored in the table's second half; without
        // it both sides share the first half and the second stays empty.
        let searcher = switched(|o, on| o.side_history = on);
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
        assert_switch_acts(&searcher, positions(127, 5, 10, 9));
    }

    #[test]
    fn the_correction_history_learns_within_its_bound_and_keeps_the_mates() {
        // The history only moves static evaluations: the moves must stay legal, the iterations
        // complete, a mate in one found; the trees must differ (it acts), and what it learnt
        // must stay within its bound and go with `clear`.
        let searcher = switched(|o, on| o.correction = on);
        assert_switch_acts(&searcher, positions(157, 9, 10, 9));
        let mut s = searcher(true);
        assert_corrections_learn_within_bound(&mut s, 1);
        s.clear();
        assert!(s.corr.iter().all(|&c| c == 0));
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
        let searcher = switched(|o, more| {
            o.correction = true;
            o.correction_more = more;
        });
        assert_switch_acts(&searcher, positions(157, 9, 10, 9));
        assert_corrections_learn_within_bound(&mut searcher(true), 3);
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
