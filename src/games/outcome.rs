//! How a game ends, for every game: a win with the game's own reason, or a draw. Each game
//! names its win reasons (Jungle's den, Xiangqi's checkmate, …); the draws and the
//! players' endings (resignation, time, agreement) are common.

use std::fmt;

use super::contract::GameSide;

/// A reason a game ended, with its stored code and its English words.
pub trait Reason: Copy {
    /// A short machine-readable name (`den`, `checkmate`, `repetition`, …), stable in stores.
    fn code(self) -> &'static str;
    /// The English words after "Red wins" or "draw", e.g. `by checkmate`.
    fn describe(self) -> &'static str;
}

/// A game's reasons to win: its own board endings plus the two the players cause.
pub trait WinReason: Reason + Eq + fmt::Debug + Send + Sync + 'static {
    /// The loser resigned.
    const RESIGNATION: Self;
    /// The loser ran out of time (or abandoned the game).
    const TIME: Self;
}

/// Why a game was drawn (the same in every game).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum DrawReason {
    /// The same position occurred as many times as the rules' repetition count.
    Repetition,
    /// The rules' `no_capture_draw_plies` plies in a row without a capture.
    NoCaptureLimit,
    /// Both players agreed.
    Agreement,
}

impl Reason for DrawReason {
    fn code(self) -> &'static str {
        match self {
            DrawReason::Repetition => "repetition",
            DrawReason::NoCaptureLimit => "no-capture-limit",
            DrawReason::Agreement => "agreement",
        }
    }

    fn describe(self) -> &'static str {
        match self {
            DrawReason::Repetition => "by repetition",
            DrawReason::NoCaptureLimit => "by the no-capture limit",
            DrawReason::Agreement => "by agreement",
        }
    }
}

/// The result of a finished game of sides `S`, won for a reason `W` or drawn for a reason `D`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Outcome<S, W, D = DrawReason> {
    /// One side won.
    Win {
        /// The winner.
        winner: S,
        /// Why.
        reason: W,
    },
    /// Nobody won.
    Draw {
        /// Why.
        reason: D,
    },
}

impl<S: GameSide, W: Reason, D: Reason> Outcome<S, W, D> {
    /// The winner, `None` for a draw.
    pub fn winner(&self) -> Option<S> {
        match self {
            Outcome::Win { winner, .. } => Some(*winner),
            Outcome::Draw { .. } => None,
        }
    }

    /// The short machine-readable name of the reason (see [`Reason::code`]).
    pub fn reason_code(&self) -> &'static str {
        match self {
            Outcome::Win { reason, .. } => reason.code(),
            Outcome::Draw { reason } => reason.code(),
        }
    }

    /// The score as in game records: `1-0` (the first side, Red, won), `0-1`, `1/2-1/2`.
    pub fn score(&self) -> &'static str {
        match self.winner().map(GameSide::index) {
            Some(0) => "1-0",
            Some(_) => "0-1",
            None => "1/2-1/2",
        }
    }
}

/// `Red wins by checkmate`, `draw by repetition`.
impl<S: GameSide, W: Reason, D: Reason> fmt::Display for Outcome<S, W, D> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Win { winner, reason } => write!(f, "{winner} wins {}", reason.describe()),
            Outcome::Draw { reason } => write!(f, "draw {}", reason.describe()),
        }
    }
}

/// Declares a game's `WinReason` in its `outcome.rs`: the game's own board endings, each with
/// its stored code and English words, followed by the two the players cause (`Resignation`,
/// `Time`), with [`Reason`] and [`WinReason`]; and `Outcome`, the game's [`Outcome`].
///
/// `win_reasons!(Side; /// doc Den = "den", "by entering the den"; ...)`.
macro_rules! win_reasons {
    ($side:ty; $($(#[$doc:meta])* $name:ident = $code:literal, $words:literal;)+) => {
        pub use $crate::games::outcome::DrawReason;

        /// Why a side won.
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
        pub enum WinReason {
            $($(#[$doc])* $name,)+
            /// The loser resigned.
            Resignation,
            /// The loser ran out of time (or abandoned the game).
            Time,
        }

        /// The result of a finished game; `reason_code` gives the codes of [`WinReason`] and
        /// of [`DrawReason`].
        pub type Outcome = $crate::games::outcome::Outcome<$side, WinReason>;

        impl $crate::games::outcome::Reason for WinReason {
            fn code(self) -> &'static str {
                match self {
                    $(WinReason::$name => $code,)+
                    WinReason::Resignation => "resignation",
                    WinReason::Time => "time",
                }
            }

            fn describe(self) -> &'static str {
                match self {
                    $(WinReason::$name => $words,)+
                    WinReason::Resignation => "by resignation",
                    WinReason::Time => "on time",
                }
            }
        }

        impl $crate::games::outcome::WinReason for WinReason {
            const RESIGNATION: WinReason = WinReason::Resignation;
            const TIME: WinReason = WinReason::Time;
        }
    };
}

pub(crate) use win_reasons;
