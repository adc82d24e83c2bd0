//! Whole games of either game through the shared contract ([`GamePosition`], [`History`]), for
//! the rules tests that check the same thing of Jungle and of Xiangqi.

use qibot::games::contract::{GamePosition, OutcomeOf};
use qibot::games::history::History;

/// A game of `P` from the start position under the default rules, after `end` (a resignation,
/// a loss on time, a draw agreed…) is done to it: its outcome, `None` while it goes on.
pub fn ended<P: GamePosition>(end: impl FnOnce(&mut History<P>)) -> Option<OutcomeOf<P>>
where
    P::Rules: Default,
{
    let mut g = History::new(P::startpos(P::Rules::default()));
    end(&mut g);
    g.outcome()
}

/// Checks the endings every game has the same way, each from the start position: `loser`
/// losing on time ends the game for the reason `time`, scored `time_score` (`1-0` when the
/// first side wins); a draw agreed is scored `1/2-1/2`.
pub fn check_time_and_agreement<P: GamePosition>(loser: P::Side, time_score: &str)
where
    P::Rules: Default,
{
    let lost = ended::<P>(|g| g.lose_on_time(loser)).expect("lost on time");
    assert_eq!(lost.reason_code(), "time");
    assert_eq!(lost.score(), time_score);
    let drawn = ended::<P>(|g| g.agree_draw()).expect("a draw agreed");
    assert_eq!(drawn.score(), "1/2-1/2");
}
