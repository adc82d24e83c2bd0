//! How a Xiangqi game ends ("Legality and the end of the game" in `spec/xiangqi.md`); the
//! draws and the common outcome type are in [`crate::games::outcome`].

pub use crate::games::outcome::DrawReason;
use crate::games::outcome::{self, Reason};

use super::piece::Side;

/// Why a side won.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum WinReason {
    /// The loser is in check and has no legal move.
    Checkmate,
    /// The loser is not in check but has no legal move (in Xiangqi that loses too).
    Stalemate,
    /// The loser resigned.
    Resignation,
    /// The loser ran out of time (or abandoned the game).
    Time,
    /// Under `repetition = "asian"`, the loser checked with every move through the repetition.
    PerpetualCheck,
}

/// The result of a finished Xiangqi game; `reason_code` gives `checkmate`, `stalemate`,
/// `resignation`, `time`, `perpetual-check`, `repetition`, `no-capture-limit` or `agreement`.
pub type Outcome = outcome::Outcome<Side, WinReason>;

impl Reason for WinReason {
    fn code(self) -> &'static str {
        match self {
            WinReason::Checkmate => "checkmate",
            WinReason::Stalemate => "stalemate",
            WinReason::Resignation => "resignation",
            WinReason::Time => "time",
            WinReason::PerpetualCheck => "perpetual-check",
        }
    }

    fn describe(self) -> &'static str {
        match self {
            WinReason::Checkmate => "by checkmate",
            WinReason::Stalemate => "because the opponent has no legal move (stalemate)",
            WinReason::Resignation => "by resignation",
            WinReason::Time => "on time",
            WinReason::PerpetualCheck => "because the opponent gave perpetual check",
        }
    }
}

impl outcome::WinReason for WinReason {
    const RESIGNATION: WinReason = WinReason::Resignation;
    const TIME: WinReason = WinReason::Time;
}
