//! Who captures whom under a rule set: the capture table a guide prints, computed by asking the
//! move rules ([`Position::check`]) about real positions, so every option that changes a
//! capture (`rat_captures_elephant_from_water`, `trapped_piece_can_capture`, `universal_traps`)
//! changes the table the same way it changes play.

use super::moves::Move;
use super::piece::{Piece, PieceKind, Side};
use super::position::Position;
use super::rules::RuleSet;
use super::square::Square;
use crate::games::contract::GamePosition;

/// Where a capture is tried: the situations in which the spec's capture rules differ.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Situation {
    /// Both pieces on plain land (no trap, no water): the rank rules alone.
    Land,
    /// The attacker in the water, the defender on the bank (only swimmers can be there).
    FromWater,
    /// The attacker on a trap of its opponent, the defender on plain land next to it.
    AttackerTrapped,
    /// The defender on a trap of its own side (it lowers a piece only with `universal_traps`).
    DefenderOnOwnTrap,
}

impl Situation {
    /// Every situation, in the table's order.
    pub const ALL: [Situation; 4] = [
        Situation::Land,
        Situation::FromWater,
        Situation::AttackerTrapped,
        Situation::DefenderOnOwnTrap,
    ];

    /// The attacker's and defender's squares (Red attacks Blue, one square apart).
    fn squares(self) -> (&'static str, &'static str) {
        match self {
            Situation::Land => ("d4", "d5"),
            Situation::FromWater => ("b4", "a4"),
            Situation::AttackerTrapped => ("d8", "c8"),
            Situation::DefenderOnOwnTrap => ("d7", "d8"),
        }
    }
}

/// Whether a Red `attacker` captures a Blue `defender` in `situation` under `rules`; `None`
/// when the attacker cannot stand there at all (a non-swimmer in the water).
pub fn captures(
    rules: RuleSet,
    attacker: PieceKind,
    defender: PieceKind,
    situation: Situation,
) -> Option<bool> {
    let (from, to) = situation.squares();
    let (from, to): (Square, Square) = (from.parse().ok()?, to.parse().ok()?);
    let mut p = Position::empty(rules);
    p.put(
        from,
        Piece {
            side: Side::Red,
            kind: attacker,
        },
    );
    p.put(
        to,
        Piece {
            side: Side::Blue,
            kind: defender,
        },
    );
    let swims = attacker == PieceKind::Rat || (attacker == PieceKind::Dog && rules.dog_swims);
    if situation == Situation::FromWater && !swims {
        return None;
    }
    Some(p.check(Move { from, to }).is_ok())
}

/// The table for `rules`: `table[s][a][d]` is [`captures`] for situation `Situation::ALL[s]`,
/// attacker `PieceKind::ALL[a]`, defender `PieceKind::ALL[d]`.
pub fn capture_table(rules: RuleSet) -> [[[Option<bool>; 8]; 8]; 4] {
    let mut t = [[[None; 8]; 8]; 4];
    for (s, situation) in Situation::ALL.into_iter().enumerate() {
        for a in PieceKind::ALL {
            for d in PieceKind::ALL {
                t[s][a.index()][d.index()] = captures(rules, a, d, situation);
            }
        }
    }
    t
}

/// What one cell of the capture table says: whether a Red attacker takes a Blue defender, and
/// under which condition, read off [`capture_table`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Mark {
    /// Captures on land and, if the attacker swims, from the water too.
    Captures,
    /// Captures on land, but not from the water (the standard rat and the elephant).
    NotFromWater,
    /// Captures from the water only (not seen under the spec's options; kept so that the
    /// table never hides a capture).
    FromWaterOnly,
    /// Not on land, only when the defender stands on a trap of its own side
    /// (`universal_traps`).
    OnOwnTrapOnly,
    /// Never.
    Never,
}

impl Mark {
    /// Every mark, in the legend's order.
    pub const ALL: [Mark; 5] = [
        Mark::Captures,
        Mark::NotFromWater,
        Mark::FromWaterOnly,
        Mark::OnOwnTrapOnly,
        Mark::Never,
    ];
}

/// The marks of the table for `rules`: `marks[a][d]` for attacker `PieceKind::ALL[a]` and
/// defender `PieceKind::ALL[d]` (rows attacker, columns defender).
pub fn capture_marks(rules: RuleSet) -> [[Mark; 8]; 8] {
    let t = capture_table(rules);
    let mut m = [[Mark::Never; 8]; 8];
    for a in 0..8 {
        for d in 0..8 {
            let land = t[0][a][d] == Some(true);
            let water = t[1][a][d];
            m[a][d] = match (land, water) {
                (true, Some(false)) => Mark::NotFromWater,
                (true, _) => Mark::Captures,
                (false, Some(true)) => Mark::FromWaterOnly,
                (false, _) if t[3][a][d] == Some(true) => Mark::OnOwnTrapOnly,
                (false, _) => Mark::Never,
            };
        }
    }
    m
}

/// Whether a piece on a trap of its opponent captures as it does on land (`false`: it
/// captures nothing there), the table's footnote.
pub fn trapped_attacker_captures(rules: RuleSet) -> bool {
    let t = capture_table(rules);
    t[2].iter().flatten().any(|c| *c == Some(true))
}

#[cfg(test)]
mod tests {
    use super::*;
    use PieceKind::*;

    #[test]
    fn the_table_follows_the_rules_in_force() {
        let standard = RuleSet::default();
        let t = capture_table(standard);
        let land = |t: &[[[Option<bool>; 8]; 8]; 4], a: PieceKind, d: PieceKind| {
            t[0][a.index()][d.index()]
        };
        assert_eq!(land(&t, Rat, Elephant), Some(true));
        assert_eq!(land(&t, Elephant, Rat), Some(false));
        assert_eq!(land(&t, Lion, Tiger), Some(true));
        assert_eq!(land(&t, Tiger, Lion), Some(false));
        assert_eq!(land(&t, Cat, Cat), Some(true));
        // Standard: no capture from the water, a trapped attacker captures nothing, a piece on
        // its own trap keeps its rank.
        assert_eq!(t[1][Rat.index()][Elephant.index()], Some(false));
        assert_eq!(t[1][Lion.index()][Rat.index()], None, "a lion never swims");
        assert_eq!(t[2][Elephant.index()][Cat.index()], Some(false));
        assert_eq!(t[3][Cat.index()][Elephant.index()], Some(false));

        let house: RuleSet = "rat_captures_elephant_from_water=true,trapped_piece_can_capture=true,universal_traps=true"
            .parse()
            .unwrap();
        let h = capture_table(house);
        assert_eq!(h[0], t[0], "open land is the same");
        assert_eq!(h[1][Rat.index()][Elephant.index()], Some(true));
        assert_eq!(
            h[1][Rat.index()][Cat.index()],
            Some(false),
            "only the elephant"
        );
        assert_eq!(h[2][Elephant.index()][Cat.index()], Some(true));
        assert_eq!(
            h[2][Cat.index()][Elephant.index()],
            Some(false),
            "full rank only"
        );
        assert_eq!(h[3][Cat.index()][Elephant.index()], Some(true));
        assert_ne!(h, t);

        let (ms, mh) = (capture_marks(standard), capture_marks(house));
        assert_eq!(ms[Rat.index()][Elephant.index()], Mark::NotFromWater);
        assert_eq!(mh[Rat.index()][Elephant.index()], Mark::Captures);
        assert_eq!(ms[Cat.index()][Elephant.index()], Mark::Never);
        assert_eq!(mh[Cat.index()][Elephant.index()], Mark::OnOwnTrapOnly);
        assert_eq!(ms[Lion.index()][Tiger.index()], Mark::Captures);
        assert_eq!(ms[Elephant.index()][Rat.index()], Mark::Never);
        assert!(!trapped_attacker_captures(standard));
        assert!(trapped_attacker_captures(house));
    }
}
