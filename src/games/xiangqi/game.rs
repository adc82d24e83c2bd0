//! Xiangqi through the games' contract ([`GamePosition`]), and its game record: the end checks
//! of `spec/xiangqi.md` ("Legality and the end of the game"): no legal move (checkmate or
//! stalemate, both lose) first, then repetition (`draw` or `asian`: perpetual check, then
//! perpetual chase, [`super::chase`]), then the no-capture limit.

use crate::games::contract::{GamePosition, OutcomeOf, contract_common};
use crate::games::history::History;
use crate::games::outcome::{DrawReason, Outcome};

use super::chase;
use super::fen::{FenError, STARTPOS};
use super::moves::{Move, MoveList, ParseMoveError};
use super::notation;
use super::outcome::WinReason;
use super::piece::Side;
use super::position::{IllegalMove, Position};
use super::rules::{Repetition, RuleSet};

/// A Xiangqi game in progress: start, moves, repetition history (with the checks and chases for
/// the Asian perpetual-check and perpetual-chase rules) and outcome.
pub type Game = History<Position>;

impl GamePosition for Position {
    const NAME: &'static str = "xiangqi";

    contract_common!();

    #[inline]
    fn in_check(&self) -> bool {
        Position::in_check(self)
    }

    fn chased(&self, m: Move, after: &Position) -> u128 {
        chase::chased(self, m, after)
    }

    fn decide(game: &Game) -> Option<OutcomeOf<Position>> {
        let p = game.position();
        // 1. no legal move: checkmate or stalemate, the side to move loses either way.
        if p.is_lost() {
            let reason = if p.in_check() {
                WinReason::Checkmate
            } else {
                WinReason::Stalemate
            };
            let winner = !p.side_to_move();
            return Some(Outcome::Win { winner, reason });
        }
        let rules = p.rules();
        // 2. repetition; under the Asian rule a lone perpetual checker loses, then a lone
        // perpetual chaser (a chase answered by a chase is a draw).
        let count = rules.repetition_count as usize;
        if game.repetitions() >= count {
            if rules.repetition == Repetition::Asian {
                if let Some(checker) = game.perpetual_checker(count) {
                    return Some(Outcome::Win {
                        winner: !checker,
                        reason: WinReason::PerpetualCheck,
                    });
                }
                let chaser = match chase::perpetual_chasers(game, count) {
                    [true, false] => Some(Side::Red),
                    [false, true] => Some(Side::Black),
                    _ => None,
                };
                if let Some(chaser) = chaser {
                    return Some(Outcome::Win {
                        winner: !chaser,
                        reason: WinReason::PerpetualChase,
                    });
                }
            }
            return Some(Outcome::Draw {
                reason: DrawReason::Repetition,
            });
        }
        // 3. the no-capture limit.
        game.no_capture_limit(rules.no_capture_draw_plies)
            .then_some(Outcome::Draw {
                reason: DrawReason::NoCaptureLimit,
            })
    }

    fn move_text(&self, m: Move) -> String {
        notation::wxf(self, m)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::xiangqi::RuleSet;

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
