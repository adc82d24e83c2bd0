//! Xiangqi through the search trait: move generation, check as the "danger" that extends the
//! search, and the evaluation of [`crate::engine::eval::xiangqi`].
//!
//! How the shared search meets Xiangqi's rules (`spec/xiangqi.md`):
//! - no legal move loses for the side to move, checkmate and stalemate alike: the search scores
//!   a node without moves as lost, which is exactly this rule (quiescence finds checkmates, as it
//!   searches every evasion when in check; a stalemate is seen one ply deeper, in the main
//!   search);
//! - a repeated position is scored as a draw, as for Jungle (the Asian perpetual-check rule is
//!   applied by the referee, [`crate::games::xiangqi::Game`], not foreseen by the search);
//! - the no-capture limit is a draw ([`Terminal::Draw`]);
//! - there is no "winning move" (a general is never captured: checkmate ends the game first).

use super::eval::xiangqi::{self as eval, EvalParams};
use crate::games::xiangqi::{Move, MoveList, PieceKind, Position};

use super::game::{SearchGame, Terminal};
use super::matchplay::Tunable;
use super::search::SearchOptions;

/// The search switches for Xiangqi (see [`SearchGame::default_options`]). Null move and late
/// move reductions were measured for Xiangqi on their own (before the Jungle search work turned
/// them on for Jungle too): master with both against master without, at a fixed
/// node budget (`qibot match --game xiangqi`), scored +63 Elo (95 %: +5 to +125) over 100 games
/// at 20 000 nodes a move and +35 (-42 to +115) over 60 games at 10 000; from the start they
/// reach depth 10 with 1.8 M nodes instead of 47 M.
const XIANGQI_OPTIONS: SearchOptions = SearchOptions {
    null_move: true,
    lmr: true,
    futility: true,
    aspiration: true,
    iir: false,
    // The switches below came with the Jungle search work and were not measured for Xiangqi:
    // off, as in the matches that chose this set.
    counter_move: false,
    qs_delta: false,
    lmr_exempt_approach: true,
    lmr_aggressive: false,
    aspiration_cp: 30,
    lmr_divisor: 225,
};

/// Whether quiescence also tries quiet checking moves at its first ply. Off: each costs playing
/// the move and a check test for every quiet move of every first-ply quiescence node, and it
/// has not been measured to gain (the search already extends checks).
const QUIESCENCE_CHECKS: bool = false;

impl SearchGame for Position {
    type Params = EvalParams;
    /// `from * 90 + to` < 8100.
    const MOVE_CODES: usize = 90 * 90;

    #[inline]
    fn key(&self) -> u64 {
        self.hash()
    }

    #[inline]
    fn generate(&self, out: &mut Vec<Move>) {
        let mut list = MoveList::new();
        self.legal_moves_into(&mut list);
        out.extend_from_slice(&list);
    }

    #[inline]
    fn generate_tactical(&self, out: &mut Vec<Move>, threats: bool) {
        let mut list = MoveList::new();
        self.legal_moves_into(&mut list);
        for &m in list.iter() {
            if self.is_capture(m)
                || (QUIESCENCE_CHECKS && threats && Position::play(self, m).in_check())
            {
                out.push(m);
            }
        }
    }

    #[inline]
    fn pass(&self) -> Position {
        // Only used when the side to move is not in check, so the position stays legal.
        let mut p = *self;
        p.set_turn(!self.side_to_move());
        p
    }

    #[inline]
    fn terminal(&self) -> Option<Terminal> {
        // Checkmate and stalemate are found by the search as positions without moves.
        let limit = self.rules().no_capture_draw_plies;
        if limit > 0 && self.plies_since_capture() >= limit {
            return Some(Terminal::Draw);
        }
        None
    }

    #[inline]
    fn winning_move(&self) -> Option<Move> {
        None
    }

    #[inline]
    fn in_danger(&self) -> bool {
        self.in_check()
    }

    #[inline]
    fn evaluate(&self, params: &EvalParams) -> i32 {
        eval::evaluate_with(self, params)
    }

    #[inline]
    fn capture_value(&self, m: Move) -> i32 {
        match self.piece_at(m.to) {
            Some(p) => EvalParams::default_material(p.kind),
            None => 0,
        }
    }

    #[inline]
    fn mover_value(&self, m: Move) -> i32 {
        self.piece_at(m.from)
            .map_or(0, |p| EvalParams::default_material(p.kind))
    }

    #[inline]
    fn encode(m: Move) -> u16 {
        (m.from.index() * 90 + m.to.index()) as u16
    }

    #[inline]
    fn reversible_plies(&self) -> usize {
        self.plies_since_capture() as usize
    }
    fn default_options() -> SearchOptions {
        XIANGQI_OPTIONS
    }

    /// Passing is no fair test when the side to move has no chariot, horse or cannon: endings of
    /// soldiers and defenders are full of zugzwang (a general forced off its file, a soldier
    /// forced forward).
    fn null_move_allowed(&self) -> bool {
        let us = self.side_to_move();
        self.pieces(us)
            .any(|(k, _)| matches!(k, PieceKind::Chariot | PieceKind::Horse | PieceKind::Cannon))
    }
}

/// The weights a match player may change: `<kind>` (middlegame material, horse and cannon also
/// set their endgame value), `<kind>_eg`, `advisor_safety`, `elephant_safety`, `hollow_cannon`,
/// `mob_chariot`, `mob_horse`, `mob_cannon`, `tempo`.
impl Tunable for EvalParams {
    const KEYS: &'static str = "a piece name (material; horse_eg and cannon_eg for the endgame), advisor_safety, elephant_safety, hollow_cannon, mob_chariot, mob_horse, mob_cannon, tempo";

    fn default_options() -> SearchOptions {
        XIANGQI_OPTIONS
    }

    fn set(&mut self, key: &str, value: i64) -> bool {
        let v = value as i32;
        if let Some(k) = PieceKind::ALL.into_iter().find(|k| k.name() == key) {
            self.material_mg[k.index()] = v;
            self.material_eg[k.index()] = v;
            return true;
        }
        if let Some(k) = PieceKind::ALL
            .into_iter()
            .find(|k| key.strip_suffix("_eg") == Some(k.name()))
        {
            self.material_eg[k.index()] = v;
            return true;
        }
        match key {
            "advisor_safety" => self.king_safety_advisor = v,
            "elephant_safety" => self.king_safety_elephant = v,
            "hollow_cannon" => self.hollow_cannon = v,
            "mob_chariot" => self.mobility_chariot = v,
            "mob_horse" => self.mobility_horse = v,
            "mob_cannon" => self.mobility_cannon = v,
            "tempo" => self.tempo = v,
            _ => return false,
        }
        true
    }
}
