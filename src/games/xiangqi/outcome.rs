//! How a game ends ("Legality and the end of the game" in `spec/xiangqi.md`).

use std::fmt;

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

/// Why a game was drawn.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum DrawReason {
    /// The same position occurred `repetition_count` times.
    Repetition,
    /// `no_capture_draw_plies` plies in a row without a capture.
    NoCaptureLimit,
    /// Both players agreed.
    Agreement,
}

/// The result of a finished game.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Outcome {
    /// One side won.
    Win {
        /// The winner.
        winner: Side,
        /// Why.
        reason: WinReason,
    },
    /// Nobody won.
    Draw {
        /// Why.
        reason: DrawReason,
    },
}

impl Outcome {
    /// The winner, `None` for a draw.
    pub fn winner(&self) -> Option<Side> {
        match self {
            Outcome::Win { winner, .. } => Some(*winner),
            Outcome::Draw { .. } => None,
        }
    }

    /// A short machine-readable name of the reason: `checkmate`, `stalemate`, `resignation`,
    /// `time`, `perpetual-check`, `repetition`, `no-capture-limit`, `agreement`.
    pub fn reason_code(&self) -> &'static str {
        match self {
            Outcome::Win { reason, .. } => match reason {
                WinReason::Checkmate => "checkmate",
                WinReason::Stalemate => "stalemate",
                WinReason::Resignation => "resignation",
                WinReason::Time => "time",
                WinReason::PerpetualCheck => "perpetual-check",
            },
            Outcome::Draw { reason } => match reason {
                DrawReason::Repetition => "repetition",
                DrawReason::NoCaptureLimit => "no-capture-limit",
                DrawReason::Agreement => "agreement",
            },
        }
    }

    /// The score as in game records: `1-0` (Red won), `0-1`, `1/2-1/2`.
    pub fn score(&self) -> &'static str {
        match self.winner() {
            Some(Side::Red) => "1-0",
            Some(Side::Black) => "0-1",
            None => "1/2-1/2",
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Win { winner, reason } => {
                let why = match reason {
                    WinReason::Checkmate => "by checkmate",
                    WinReason::Stalemate => "because the opponent has no legal move (stalemate)",
                    WinReason::Resignation => "by resignation",
                    WinReason::Time => "on time",
                    WinReason::PerpetualCheck => "because the opponent gave perpetual check",
                };
                write!(f, "{winner} wins {why}")
            }
            Outcome::Draw { reason } => {
                let why = match reason {
                    DrawReason::Repetition => "by repetition",
                    DrawReason::NoCaptureLimit => "by the no-capture limit",
                    DrawReason::Agreement => "by agreement",
                };
                write!(f, "draw {why}")
            }
        }
    }
}
