//! Jungle through the search trait: move generation, den threats and the evaluation of
//! [`crate::engine::eval::jungle`].

use crate::games::contract::GamePosition;
use crate::games::jungle::bitboard::{self, NEIGHBOURS};

use super::eval::jungle::{self as eval, EvalParams};
use crate::games::jungle::square::{SQUARES, SquareIter};
use crate::games::jungle::{Move, MoveList, Piece, PieceKind, Position};

use super::EngineGame;
use super::game::{MoveEnds, OrderedPiece, SearchGame, Terminal};
use super::matchplay::{Slot, Tunable, named_weight};

/// Jungle keeps its single move notation (`c3c4`).
impl EngineGame for Position {
    const PERFT_MAX_DEPTH: u32 = 12;
}

impl SearchGame for Position {
    type Params = EvalParams;
    type Acc = ();

    #[inline]
    fn generate_tactical(&self, out: &mut Vec<Move>, threats: bool) {
        let mut list = MoveList::new();
        self.legal_moves_into(&mut list);
        let enemy_den = bitboard::den(!self.side_to_move());
        let near_den = NEIGHBOURS[enemy_den.index()];
        for &m in list.iter() {
            if self.is_capture(m) || m.to == enemy_den || (threats && near_den & m.to.bit() != 0) {
                out.push(m);
            }
        }
    }

    #[inline]
    fn pass(&self) -> Position {
        self.with_turn_passed()
    }

    #[inline]
    fn terminal(&self) -> Option<Terminal> {
        if self.board_winner().is_some() {
            // The game ends right after the winning move, so the winner is the previous mover.
            return Some(Terminal::Loss);
        }
        self.no_capture_draw()
    }

    #[inline]
    fn no_capture_draw_plies(&self) -> u16 {
        self.rules().no_capture_draw_plies
    }

    #[inline]
    fn winning_move(&self) -> Option<Move> {
        // The den is land and never occupied while the game goes on, so any own piece next to
        // the enemy den can step in.
        let us = self.side_to_move();
        let den = bitboard::den(!us);
        let near = self.occupied(us) & NEIGHBOURS[den.index()];
        SquareIter(near).next().map(|from| Move::new(from, den))
    }

    #[inline]
    fn in_danger(&self) -> bool {
        let us = self.side_to_move();
        self.occupied(!us) & NEIGHBOURS[bitboard::den(us).index()] != 0
    }

    #[inline]
    fn evaluate(&self, params: &EvalParams) -> i32 {
        eval::evaluate_with(self, params)
    }

    /// Piece-and-target codes `(side · 8 + kind) · 63 + to`, below 1008.
    const PIECE_TO_CODES: usize = 2 * 8 * SQUARES;

    #[inline]
    fn move_ends(&self, m: Move) -> MoveEnds {
        let ordered = |p: Piece| OrderedPiece {
            value: EvalParams::default_material(p.kind),
            code: (p.side.index() * 8 + p.kind.index()) * SQUARES,
        };
        MoveEnds {
            mover: self.piece_at(m.from).map(ordered),
            captured: self.piece_at(m.to).map(ordered),
            to: m.to.index(),
        }
    }

    #[inline]
    fn encode(m: Move) -> u16 {
        m.to_u16()
    }

    #[inline]
    fn approaches_win(&self, m: Move) -> bool {
        let den = bitboard::den(!self.side_to_move());
        let d = (m.to.file() as i32 - den.file() as i32).abs()
            + (m.to.rank() as i32 - den.rank() as i32).abs();
        d <= 2
    }

    #[inline]
    fn null_move_allowed(&self) -> bool {
        // With two pieces or fewer every move may weaken the side to move (a lone rat or
        // elephant shadowing its hunter): passing would then overrate the position.
        self.occupied(self.side_to_move()).count_ones() > 2
    }

    fn forbidden_occurrence(&self) -> Option<usize> {
        self.rules().forbidden_occurrence()
    }
}

/// The weights a match player may change: `tempo`, `mobility`, `jump`, `threat`, `defended`,
/// `rat_elephant`, `rat_vs_elephant`, `rat_water`, `den2`, `den3`, material `rat` …
/// `elephant`, advance scales `adv_rat` … `adv_elephant` (percent), and the advance bonus by
/// distance to the enemy den `adv1` … `adv10`.
impl Tunable for EvalParams {
    const KEYS: &'static str = "tempo, mobility, jump, threat, defended, rat_elephant, rat_vs_elephant, rat_water, den2, den3, a piece name (material), adv_<piece> (advance scale, %) or adv1 … adv10 (advance bonus by distance to the den)";

    fn set(&mut self, key: &str, value: i64) -> bool {
        self.set_slot(key, value)
    }

    fn get(&self, key: &str) -> Option<i64> {
        self.get_slot(key)
    }

    const TUNE_KEYS: &'static [&'static str] = &[
        "rat",
        "cat",
        "dog",
        "wolf",
        "leopard",
        "tiger",
        "lion",
        "elephant",
        "adv_rat",
        "adv_cat",
        "adv_dog",
        "adv_wolf",
        "adv_leopard",
        "adv_tiger",
        "adv_lion",
        "adv_elephant",
        "adv1",
        "adv2",
        "adv3",
        "adv4",
        "adv5",
        "adv6",
        "adv7",
        "adv8",
        "adv9",
        "adv10",
        "den2",
        "den3",
        "defended",
        "rat_elephant",
        "rat_vs_elephant",
        "rat_water",
        "jump",
        "threat",
        "mobility",
        "tempo",
    ];
}

impl Slot for EvalParams {
    fn slot(&mut self, key: &str) -> Option<&mut i32> {
        if let Some(k) = PieceKind::ALL.into_iter().find(|k| k.name() == key) {
            return Some(&mut self.material[k.index()]);
        }
        if let Some(k) = PieceKind::ALL
            .into_iter()
            .find(|k| key.strip_prefix("adv_") == Some(k.name()))
        {
            return Some(&mut self.advance_scale[k.index()]);
        }
        if let Some(d) = key
            .strip_prefix("adv")
            .and_then(|d| d.parse::<usize>().ok())
            && (1..=10).contains(&d)
        {
            return Some(&mut self.advance[d]);
        }
        let [den2, den3] = &mut self.den_attack;
        named_weight(
            key,
            [
                ("tempo", &mut self.tempo),
                ("mobility", &mut self.mobility),
                ("jump", &mut self.jump),
                ("threat", &mut self.threat_pct),
                ("defended", &mut self.defended_share),
                ("rat_elephant", &mut self.rat_next_to_elephant),
                ("rat_vs_elephant", &mut self.rat_vs_elephant),
                ("rat_water", &mut self.rat_in_water),
                ("den2", den2),
                ("den3", den3),
            ],
        )
    }
}
