//! How a Jungle game ends ("End of the game" in `spec/jungle.md`); the draws and the common
//! outcome type are in [`crate::games::outcome`].

pub use crate::games::outcome::DrawReason;
use crate::games::outcome::{self, Reason};

use super::piece::Side;

/// Why a side won.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum WinReason {
    /// The winner moved onto the opponent's den.
    Den,
    /// The loser has no pieces left.
    NoPiecesLeft,
    /// The loser had no legal move on its turn.
    NoLegalMoves,
    /// The loser resigned.
    Resignation,
    /// The loser ran out of time (or abandoned the game).
    Time,
}

/// The result of a finished Jungle game; `reason_code` gives `den`, `no-pieces`, `no-moves`,
/// `resignation`, `time`, `repetition`, `no-capture-limit` or `agreement`.
pub type Outcome = outcome::Outcome<Side, WinReason>;

impl Reason for WinReason {
    fn code(self) -> &'static str {
        match self {
            WinReason::Den => "den",
            WinReason::NoPiecesLeft => "no-pieces",
            WinReason::NoLegalMoves => "no-moves",
            WinReason::Resignation => "resignation",
            WinReason::Time => "time",
        }
    }

    fn describe(self) -> &'static str {
        match self {
            WinReason::Den => "by entering the den",
            WinReason::NoPiecesLeft => "by capturing every piece",
            WinReason::NoLegalMoves => "because the opponent has no legal move",
            WinReason::Resignation => "by resignation",
            WinReason::Time => "on time",
        }
    }
}

impl outcome::WinReason for WinReason {
    const RESIGNATION: WinReason = WinReason::Resignation;
    const TIME: WinReason = WinReason::Time;
}
