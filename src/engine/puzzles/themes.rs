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
/// (`chariot-mate`, `cannon-mate`, `horse-mate`, `soldier-mate`, …), `chariot-sacrifice` (the
/// defender takes a chariot of the solver's); a quiet move neither captures nor checks.
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
        if p.in_check() {
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
}
