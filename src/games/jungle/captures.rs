//! Who captures whom under a rule set: the capture table a guide prints, computed by asking the
//! move rules ([`Position::check`]) about real positions, so every option that changes a
//! capture (`rat_captures_elephant_from_water`, `trapped_piece_can_capture`, `universal_traps`)
//! changes the table the same way it changes play.

use super::moves::Move;
use super::piece::{Piece, PieceKind, Side};
use super::position::Position;
use super::rules::RuleSet;
use super::square::Square;

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
    }
}
