//! The search's switches ([`SearchOptions`]): each pruning, reduction and ordering idea can be
//! turned on or off, or given its margin, so the match runner can measure what it gains; each
//! game picks its set (`SearchGame::default_options`).

/// The largest correction ([`SearchOptions::correction`]) of a static evaluation, cp.
pub const MAX_CORRECTION: i32 = 128;

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
    /// Moves that approach a win (`SearchGame::approaches_win`) are treated like threats:
    /// neither reduced nor pruned.
    pub lmr_exempt_approach: bool,
    /// Delta pruning in quiescence: captures that cannot lift the score to alpha even with
    /// the captured piece's value and a margin are skipped (unless they threaten the den).
    pub qs_delta: bool,
    /// Static exchange in quiescence: captures that lose material by
    /// `SearchGame::losing_capture` are skipped (not when in danger).
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
    /// `SearchGame::exchange` loses more than 60 centipawns a ply of depth is skipped.
    pub see_prune: bool,
    /// Quiescence stands pat on `SearchGame::evaluate_lazy` (an inexact score is not
    /// stored in the transposition table).
    pub lazy_eval: bool,
    /// Late move reductions at the root too (quiet moves that do not give check, from the
    /// fourth on), and the root moves after the best ordered by the nodes their subtrees took
    /// in the previous iteration.
    pub root_lmr: bool,
    /// Quiescence's first ply also tries the quiet moves that threaten
    /// (`SearchGame::generate_tactical` with `threats`): den threats in Jungle, checks in
    /// Xiangqi.
    pub qs_threats: bool,
    /// Reverse futility pruning up to this depth (plies).
    pub rfp_depth: i32,
    /// Futility pruning (and its late move count) up to this depth (plies).
    pub fut_depth: i32,
    /// Continuation history: quiet moves are also ordered by how they fared as replies to the
    /// previous move and to our own move before it (each remembered by its piece and target,
    /// `SearchGame::piece_to`), on top of the history by from and to points.
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
    /// `SearchGame::piece_to` (the captures tried before them are marked down), and the
    /// captures that do not lose material are ordered by it on top of the captured piece's
    /// value (Stockfish's `captureHistory`, by moved piece and target point only).
    pub capture_history: bool,
    /// Correction history: how far searches fell from the static evaluation is averaged by
    /// `SearchGame::correction_key` (the side to move and, for Xiangqi, the placement of
    /// soldiers, advisors and elephants), and that average is added to the static evaluation
    /// wherever the search prunes or stands pat on it (Stockfish's pawn correction history,
    /// 2024; the update is Ethereal's weighted average). At most ±[`MAX_CORRECTION`] cp.
    pub correction: bool,
    /// With [`SearchOptions::correction`]: two more tables, keyed by
    /// `SearchGame::correction_more_keys` (for Xiangqi where each side's general, chariots,
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

impl SearchOptions {
    /// The measured set ([`SearchOptions::default`]), as a constant for a game's own set to
    /// start from.
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
    pub const DEFAULT: SearchOptions = SearchOptions {
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
    };
}

impl Default for SearchOptions {
    fn default() -> Self {
        SearchOptions::DEFAULT
    }
}
