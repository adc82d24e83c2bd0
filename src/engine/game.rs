//! The small trait through which the engine plays a game: [`SearchGame`], what the search needs
//! beyond the games' contract ([`GamePosition`]: positions, moves, FEN, move text), which the
//! protocol and the match runner use with the one game record
//! ([`crate::games::history::History`]). Jungle implements it in [`super::jungle`], Xiangqi in
//! [`super::xiangqi`].

use std::fmt;

use super::options::SearchOptions;
use crate::games::contract::GamePosition;

/// How a position has ended, seen from the side to move.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Terminal {
    /// The side to move has lost (the previous mover won on the board).
    Loss,
    /// The game is drawn by a rule that depends only on the position (e.g. a no-capture limit).
    Draw,
}

/// A game position the search can explore: a [`GamePosition`] (whose moves, `play` and `hash`
/// it uses) with the search's own questions. Positions are small `Copy` values: the search
/// copies instead of undoing moves.
pub trait SearchGame: GamePosition {
    /// Evaluation weights (tunable; `Default` is the tuned set).
    type Params: Clone + Default + Send + Sync + fmt::Debug;

    /// The Zobrist key of the placement and side to move (equal for repetitions).
    #[inline]
    fn key(&self) -> u64 {
        GamePosition::hash(self)
    }
    /// Appends every legal move to `out` (nothing once the game is over on the board).
    #[inline]
    fn generate(&self, out: &mut Vec<Self::Move>) {
        let mut list = Self::MoveList::default();
        self.legal_moves_into(&mut list);
        out.extend_from_slice(&list);
    }
    /// Appends the moves the quiescence search looks at: captures and immediate wins, plus moves
    /// that threaten to win at once when `threats` is true.
    fn generate_tactical(&self, out: &mut Vec<Self::Move>, threats: bool);
    /// The position with the turn passed (null move).
    fn pass(&self) -> Self;
    /// The rules' no-capture limit: this many plies in a row without a capture is a draw
    /// (0: no limit).
    fn no_capture_draw_plies(&self) -> u16;
    /// [`Terminal::Draw`] once the no-capture limit is reached, else `None`.
    #[inline]
    fn no_capture_draw(&self) -> Option<Terminal> {
        let limit = self.no_capture_draw_plies();
        if limit > 0 && self.plies_since_capture() >= limit {
            return Some(Terminal::Draw);
        }
        None
    }
    /// Whether the game is over on the board, from the side to move's view. Defaults to the
    /// no-capture draw ([`SearchGame::no_capture_draw`]).
    #[inline]
    fn terminal(&self) -> Option<Terminal> {
        self.no_capture_draw()
    }
    /// A move that wins at once for the side to move (e.g. entering the den), if any.
    fn winning_move(&self) -> Option<Self::Move>;
    /// Whether the opponent threatens to win with its next move (the analogue of check).
    fn in_danger(&self) -> bool;
    /// Whether the legal move `m` puts the opponent in danger: [`SearchGame::in_danger`] of the
    /// position after it. Defaults to playing the move and asking; a game that can tell
    /// without playing most moves (Xiangqi: a move far from the enemy general's lines gives no
    /// check) answers faster.
    #[inline]
    fn gives_danger(&self, m: Self::Move) -> bool {
        self.play(m).in_danger()
    }
    /// The static evaluation for the side to move, in centipawns (|score| < 20 000).
    fn evaluate(&self, params: &Self::Params) -> i32;
    /// The static evaluation when only its side of the window `alpha..beta` matters, with
    /// whether it is exact: an inexact score skips costly terms when the cheap ones put it far
    /// outside the window (so it is on the same side as the exact one unless the skipped terms
    /// exceed the game's margin). Defaults to [`SearchGame::evaluate`], exact.
    fn evaluate_lazy(&self, params: &Self::Params, alpha: i32, beta: i32) -> (i32, bool) {
        let _ = (alpha, beta);
        (self.evaluate(params), true)
    }
    /// Evaluation terms the search keeps up to date move by move in its own state instead of
    /// recounting them at every node (Xiangqi: material and piece-square tables); `()` for a
    /// game without such terms.
    type Acc: Copy + Default + PartialEq + Send + Sync + fmt::Debug;
    /// The terms of [`SearchGame::Acc`] counted from scratch with `params`. Defaults to
    /// nothing.
    #[inline]
    fn acc(&self, params: &Self::Params) -> Self::Acc {
        let _ = params;
        Self::Acc::default()
    }
    /// The terms after the legal move `m` from this position, whose terms are `acc`: equal to
    /// [`SearchGame::acc`] of the position after `m`. Defaults to `acc` unchanged.
    #[inline]
    fn acc_after(&self, m: Self::Move, acc: &Self::Acc, params: &Self::Params) -> Self::Acc {
        let _ = (m, params);
        *acc
    }
    /// [`SearchGame::evaluate`] with this position's terms `acc` already counted: the same
    /// score. Defaults to [`SearchGame::evaluate`].
    #[inline]
    fn evaluate_acc(&self, params: &Self::Params, acc: &Self::Acc) -> i32 {
        let _ = acc;
        self.evaluate(params)
    }
    /// [`SearchGame::evaluate_lazy`] with this position's terms `acc` already counted.
    /// Defaults to [`SearchGame::evaluate_lazy`].
    #[inline]
    fn evaluate_lazy_acc(
        &self,
        params: &Self::Params,
        acc: &Self::Acc,
        alpha: i32,
        beta: i32,
    ) -> (i32, bool) {
        let _ = acc;
        self.evaluate_lazy(params, alpha, beta)
    }
    /// A key of the position's slow-changing structure and side to move, from its terms `acc`,
    /// for the search's correction history ([`super::SearchOptions::correction`]): positions
    /// with the same key tend to be misjudged by the static evaluation in the same way. 0 (the
    /// default): the game has no such key, and the history stays unused.
    #[inline]
    fn correction_key(&self, acc: &Self::Acc) -> u64 {
        let _ = acc;
        0
    }
    /// Two more keys for the correction history
    /// ([`super::SearchOptions::correction_more`]), each with the side to move: by default
    /// the structure's key twice.
    #[inline]
    fn correction_more_keys(&self, acc: &Self::Acc) -> [u64; 2] {
        let k = self.correction_key(acc);
        [k, k]
    }
    /// The pieces on `m`'s origin and target and its target point: what the move-ordering
    /// values and [`SearchGame::piece_to`] are made of.
    fn move_ends(&self, m: Self::Move) -> MoveEnds;
    /// The value of the piece `m` captures (0 for a quiet move), for move ordering.
    #[inline]
    fn capture_value(&self, m: Self::Move) -> i32 {
        self.move_ends(m).captured.map_or(0, |p| p.value)
    }
    /// The value of the piece that moves, for move ordering.
    #[inline]
    fn mover_value(&self, m: Self::Move) -> i32 {
        self.move_ends(m).mover.map_or(0, |p| p.value)
    }
    /// Whether the capture `m` loses material when both sides go on capturing on its target
    /// (static exchange), for [`SearchOptions::see_quiescence`] and
    /// [`SearchOptions::see_order`]. Defaults to false (no capture is known to lose).
    fn losing_capture(&self, m: Self::Move) -> bool {
        let _ = m;
        false
    }
    /// The static exchange of `m` in centipawns: the material the mover wins (a capture) or
    /// risks (a quiet move onto an attacked point) when both sides go on capturing on its
    /// target, for [`SearchOptions::see_prune`]. Defaults to 0 (nothing known to be lost).
    fn exchange(&self, m: Self::Move) -> i32 {
        let _ = m;
        0
    }
    /// The number of move codes: every [`SearchGame::encode`] value is below it (it sizes the
    /// history table). 4096 unless the game needs more.
    const MOVE_CODES: usize = 4096;

    /// `m` packed below [`SearchGame::MOVE_CODES`] (and below 0xFFFF), for the history table,
    /// killers and the transposition table.
    fn encode(m: Self::Move) -> u16;
    /// The number of piece-and-target codes: every [`SearchGame::piece_to`] value is below it
    /// (it sizes the continuation history, [`SearchOptions::cont_history`]).
    const PIECE_TO_CODES: usize;

    /// The moving piece (side and kind) and the target point of `m` in `pos`, packed below
    /// [`SearchGame::PIECE_TO_CODES`]: what a reply is remembered against in the continuation
    /// history (a move text alone does not say which piece stood there).
    #[inline]
    fn piece_to(&self, m: Self::Move) -> usize {
        let ends = self.move_ends(m);
        ends.mover.map_or(0, |p| p.code + ends.to)
    }
    /// Plies since the last irreversible move (a capture): repetitions are looked for only
    /// this far back.
    #[inline]
    fn reversible_plies(&self) -> usize {
        usize::from(self.plies_since_capture())
    }
    /// The search switches a [`super::Searcher`] of this game starts with (Jungle's
    /// measured set, [`SearchOptions::default`], unless the game's own matches chose others).
    fn default_options() -> SearchOptions {
        SearchOptions::default()
    }
    /// The switches the engine plays with (the levels, `qibot match`'s players, `qibot
    /// engine`): [`SearchGame::default_options`] with the game's contempt for play
    /// ([`SearchOptions::contempt`]). Searches that take no side (hints, reviews, puzzle
    /// checks, tuning labels) keep the default options, whose contempt is 0.
    fn play_options() -> SearchOptions {
        Self::default_options()
    }
    /// Whether `m` brings a piece close to winning, short of an immediate threat (Jungle: it
    /// lands within two steps of the enemy den). Such moves are neither reduced nor pruned as
    /// late quiet moves, since a den attack needs several of them in a row. Defaults to false.
    fn approaches_win(&self, m: Self::Move) -> bool {
        let _ = m;
        false
    }
    /// The occurrence of a position a move may not bring about, when the rules forbid
    /// repeating (Jungle's `repetition = "forbid"`): the search drops such root moves, so it
    /// never plays one. `None` (the default) when repeating is allowed.
    fn forbidden_occurrence(&self) -> Option<usize> {
        None
    }
    /// Whether passing is a fair test of this position (null-move pruning): false where the
    /// side to move could be in zugzwang, e.g. with very few pieces left. Defaults to true.
    fn null_move_allowed(&self) -> bool {
        true
    }
    /// Whether the rules judge a repetition by the moves that led round to it
    /// ([`SearchGame::judge_cycle`]; Xiangqi's `repetition = "asian"`), so the search keeps
    /// the moves of its path and recovers the game's own with [`SearchGame::unplay`].
    /// Defaults to false: every repetition is a draw.
    fn judges_cycles(&self) -> bool {
        false
    }
    /// How the rules score this position, from the side to move's view, when it repeats the
    /// position `cycle.len()` plies earlier and `cycle` holds the moves played in between
    /// (from that position, which equals this one, back round to it). Asked only when
    /// [`SearchGame::judges_cycles`]; defaults to [`Repeated::Draw`].
    fn judge_cycle(&self, cycle: &[Self::Move]) -> Repeated {
        let _ = cycle;
        Repeated::Draw
    }
    /// The position before the last move and that move, when the last move was not a capture
    /// and the position before it has the hash `previous` (a game's record gives the engine
    /// only hashes; the moves of a cycle that reaches back into the game are recovered with
    /// this). `None` (the default) when no such move is found.
    fn unplay(&self, previous: u64) -> Option<(Self, Self::Move)> {
        let _ = previous;
        None
    }
}

/// The rules' verdict on a repeated position in the search ([`SearchGame::judge_cycle`]),
/// from the side to move's view.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Repeated {
    /// A draw (the plain repetition rule, or no side to blame).
    Draw,
    /// The side to move loses (e.g. it checked perpetually through the cycle).
    Loss,
    /// The side to move wins (the opponent checked or chased perpetually).
    Win,
}

/// A piece as the search's move ordering sees it.
#[derive(Copy, Clone, Debug)]
pub struct OrderedPiece {
    /// Its ordering value in centipawns (the game's default material).
    pub value: i32,
    /// Its side and kind, `(side · kinds + kind) · points`: a [`SearchGame::piece_to`] code
    /// once the target point is added.
    pub code: usize,
}

/// The pieces on a move's origin and target, as [`SearchGame::move_ends`] reports them.
#[derive(Copy, Clone, Debug)]
pub struct MoveEnds {
    /// The piece that moves (`None` only for a move from an empty point).
    pub mover: Option<OrderedPiece>,
    /// The piece it captures, `None` for a quiet move.
    pub captured: Option<OrderedPiece>,
    /// The index of the target point.
    pub to: usize,
}
