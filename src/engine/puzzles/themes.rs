//! The themes of each game's puzzles, read from the winning line.

use super::PuzzleGame;
use crate::games::contract::GamePosition;
use crate::games::jungle::{self, PieceKind as JungleKind, bitboard};
use crate::games::xiangqi::{self, PieceKind as XiangqiKind};

/// Jungle: how it ends with the number of solver moves (`den-in-2`, `last-piece-in-1`,
/// `no-moves-in-3`, and the bare ending word), `trap` (a solver move takes a piece weakened
/// on one of the solver's traps), `rat-in-the-water` (the solver's rat enters or leaves the
/// river), `lion-jump`/`tiger-jump` (the solver's jump over a river); a quiet move neither captures
/// nor steps next to the den.
impl PuzzleGame for jungle::Position {
    const ID_PREFIX: char = 'j';

    fn own_themes(start: &Self, line: &[jungle::Move]) -> Vec<String> {
        let solver = start.side_to_move();
        let mut out = Vec::new();
        let mut push = |t: &str| {
            if !out.iter().any(|x: &String| x == t) {
                out.push(t.to_string());
            }
        };
        let mut p = *start;
        for (i, m) in line.iter().enumerate() {
            if i % 2 == 0 {
                let kind = p.piece_at(m.from).map(|x| x.kind);
                if p.piece_at(m.to).is_some() && bitboard::traps(solver) & m.to.bit() != 0 {
                    push("trap");
                }
                if kind == Some(JungleKind::Rat)
                    && (bitboard::WATER & (m.from.bit() | m.to.bit())) != 0
                {
                    push("rat-in-the-water");
                }
                let far = m.from.file().abs_diff(m.to.file()) + m.from.rank().abs_diff(m.to.rank());
                match kind {
                    Some(JungleKind::Lion) if far > 1 => push("lion-jump"),
                    Some(JungleKind::Tiger) if far > 1 => push("tiger-jump"),
                    _ => {}
                }
            }
            p = p.play(*m);
        }
        let ending = if p.occupied(solver) & bitboard::den(!solver).bit() != 0 {
            "den"
        } else if p.occupied(!solver) == 0 {
            "last-piece"
        } else {
            "no-moves"
        };
        let n = line.len().div_ceil(2);
        let mut themes = vec![ending.to_string(), format!("{ending}-in-{n}")];
        themes.extend(out);
        themes
    }

    fn quiet(&self, m: jungle::Move) -> bool {
        let den = bitboard::den(!self.side_to_move());
        let near = m.to.file().abs_diff(den.file()) + m.to.rank().abs_diff(den.rank());
        !self.is_capture(m) && near > 1
    }
}

/// Xiangqi: `mate-in-N` (or `stalemate-in-N` when the loser is not in check), the mating piece
/// (`chariot-mate`, `cannon-mate`, `horse-mate`, `soldier-mate`, …), or for a line that wins
/// material `material` and the most valuable piece won (`win-chariot`, `win-cannon`, …);
/// `chariot-sacrifice` (the defender takes a chariot of the solver's); a quiet move neither
/// captures nor checks.
impl PuzzleGame for xiangqi::Position {
    const ID_PREFIX: char = 'x';

    fn own_themes(start: &Self, line: &[xiangqi::Move]) -> Vec<String> {
        let solver = start.side_to_move();
        let n = line.len().div_ceil(2);
        let mut themes = Vec::new();
        let mut p = *start;
        let mut chariot_lost = false;
        let mut last_mover = None;
        for (i, m) in line.iter().enumerate() {
            if i % 2 == 1
                && p.piece_at(m.to)
                    .is_some_and(|x| x.side == solver && x.kind == XiangqiKind::Chariot)
            {
                chariot_lost = true;
            }
            if i % 2 == 0 {
                last_mover = p.piece_at(m.from).map(|x| x.kind);
            }
            p = p.play(*m);
        }
        if !p.legal_moves().is_empty() {
            // A material puzzle: what the solver won, the most valuable first.
            themes.push(super::MATERIAL_THEME.into());
            if let Some(kind) = won_kind(start, &p) {
                themes.push(format!("win-{}", kind.name()));
            }
        } else if p.in_check() {
            themes.push(format!("mate-in-{n}"));
            if let Some(k) = last_mover {
                themes.push(format!("{}-mate", k.name()));
            }
        } else {
            themes.push(format!("stalemate-in-{n}"));
        }
        if chariot_lost {
            themes.push("chariot-sacrifice".into());
        }
        themes
    }

    fn quiet(&self, m: xiangqi::Move) -> bool {
        !self.is_capture(m) && !self.gives_check(m)
    }

    /// Chariot 900, cannon 450, horse 400, advisor and elephant 200, soldier 100 (200 across
    /// the river), the general not counted: the values Xiangqi books teach (e.g. the Chinese
    /// Xiangqi Association's primers: chariot 9, cannon 4.5, horse 4, advisor and elephant 2,
    /// soldier 1, 2 once across).
    fn taught_material(&self, side: xiangqi::Side) -> Option<i32> {
        let value = |(kind, sq): (XiangqiKind, xiangqi::Square)| match kind {
            XiangqiKind::General => 0,
            XiangqiKind::Advisor | XiangqiKind::Elephant => 200,
            XiangqiKind::Horse => 400,
            XiangqiKind::Chariot => 900,
            XiangqiKind::Cannon => 450,
            XiangqiKind::Soldier if side.own_half(sq.rank()) => 100,
            XiangqiKind::Soldier => 200,
        };
        Some(self.pieces(side).map(value).sum())
    }
}

/// The most valuable kind of which the defender has fewer pieces at `end` than at `start`.
fn won_kind(start: &xiangqi::Position, end: &xiangqi::Position) -> Option<XiangqiKind> {
    let defender = !start.side_to_move();
    let count = |p: &xiangqi::Position, k| p.pieces(defender).filter(|x| x.0 == k).count();
    [
        XiangqiKind::Chariot,
        XiangqiKind::Cannon,
        XiangqiKind::Horse,
        XiangqiKind::Advisor,
        XiangqiKind::Elephant,
        XiangqiKind::Soldier,
    ]
    .into_iter()
    .find(|&k| count(end, k) < count(start, k))
}
