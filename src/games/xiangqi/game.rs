//! A Xiangqi game record: the start, the moves, the repetition history (with the checks and
//! chases the Asian rules need) and the outcome. The end checks of `spec/xiangqi.md` are the
//! contract's `decide`, in [`super::position`].

use crate::games::history::History;

use super::position::Position;

/// A Xiangqi game in progress: start, moves, repetition history (with the checks and chases for
/// the Asian perpetual-check and perpetual-chase rules) and outcome.
pub type Game = History<Position>;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::contract::GamePosition;
    use crate::games::outcome::{DrawReason, Outcome};
    use crate::games::xiangqi::{RuleSet, Side, WinReason};

    /// The Asian decision reads only which moves gave check, so the flags of a quiet repetition
    /// are set by hand to cover the cases a real game rarely shows.
    #[test]
    fn asian_decision_by_who_checked() {
        let rules: RuleSet = "repetition=asian".parse().unwrap();
        let shuffle = ["h0g2", "h9g7", "g2h0", "g7h9"];
        let mut g = Game::new(Position::startpos(rules));
        for i in 0..8 {
            g.push(shuffle[i % 4].parse().unwrap());
        }
        let decide = |g: &Game| <Position as GamePosition>::decide(g);
        assert_eq!(g.repetitions(), 3);
        // Both sides checked with every move: a draw.
        g.checks_mut().iter_mut().for_each(|c| *c = true);
        assert_eq!(
            decide(&g),
            Some(Outcome::Draw {
                reason: DrawReason::Repetition
            })
        );
        // Only Black did: Black loses.
        for (i, c) in g.checks_mut().iter_mut().enumerate() {
            *c = i % 2 == 1;
        }
        assert_eq!(
            decide(&g),
            Some(Outcome::Win {
                winner: Side::Red,
                reason: WinReason::PerpetualCheck
            })
        );
        // One quiet Black move inside the repeated stretch: no perpetual check, a draw.
        g.checks_mut()[3] = false;
        assert_eq!(
            decide(&g),
            Some(Outcome::Draw {
                reason: DrawReason::Repetition
            })
        );
    }
}
