//! The records' vocabulary: front-end-neutral ids, players, seats, time controls and game endings.

use std::fmt;
use std::str::FromStr;

use crate::engine::Level;
use crate::games::any::{Outcome, Side};

/// A server (Discord guild, or `console` for local play). Opaque text.
pub type ServerId = String;
/// A channel or thread. One active game (or pending challenge) per channel.
pub type ChannelId = String;
/// A member. Opaque text.
pub type UserId = String;
/// A hosted game's number, unique in the store, from 1.
pub type GameId = i64;
/// A challenge's number, unique in the store, from 1.
pub type ChallengeId = i64;

/// A member as a front-end sees them.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Player {
    /// Stable id.
    pub id: UserId,
    /// Display name, shown in messages.
    pub name: String,
    /// The member's language tag (e.g. `fr`, `en-GB`), if the front-end knows it.
    #[serde(default)]
    pub locale: Option<String>,
}

impl Player {
    /// A player with no known locale.
    pub fn new(id: impl Into<String>, name: impl Into<String>) -> Player {
        Player {
            id: id.into(),
            name: name.into(),
            locale: None,
        }
    }
}

/// Who sits on one side of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Seat {
    /// A member.
    Member(Player),
    /// The bot at a level.
    Bot(Level),
}

impl Seat {
    /// The member, if a member sits here.
    pub fn member(&self) -> Option<&Player> {
        match self {
            Seat::Member(p) => Some(p),
            Seat::Bot(_) => None,
        }
    }

    /// Whether the bot sits here.
    pub fn is_bot(&self) -> bool {
        matches!(self, Seat::Bot(_))
    }

    /// The name shown for this seat: the member's name, or `qibot (level)`.
    pub fn display_name(&self) -> String {
        match self {
            Seat::Member(p) => p.name.clone(),
            Seat::Bot(l) => format!("qibot ({l})"),
        }
    }
}

/// The storage form of a [`Seat`].
#[derive(serde::Serialize, serde::Deserialize)]
struct SeatRecord {
    bot: Option<String>,
    player: Option<Player>,
}

impl serde::Serialize for Seat {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let r = match self {
            Seat::Member(p) => SeatRecord {
                bot: None,
                player: Some(p.clone()),
            },
            Seat::Bot(l) => SeatRecord {
                bot: Some(l.name().to_string()),
                player: None,
            },
        };
        r.serialize(s)
    }
}

impl<'de> serde::Deserialize<'de> for Seat {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Seat, D::Error> {
        let r = SeatRecord::deserialize(d)?;
        match (r.bot, r.player) {
            (Some(l), None) => l.parse().map(Seat::Bot).map_err(serde::de::Error::custom),
            (None, Some(p)) => Ok(Seat::Member(p)),
            _ => Err(serde::de::Error::custom(
                "a seat is either a bot or a player",
            )),
        }
    }
}

/// A time control. Times are in milliseconds.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum TimeControl {
    /// No clock (the default); only the abandonment timeout applies.
    #[default]
    None,
    /// Each move must be made within this many milliseconds.
    PerMove {
        /// The limit for one move, in ms.
        limit_ms: i64,
    },
    /// A game clock: each side has `initial_ms` for the whole game and gains `increment_ms`
    /// after each of its moves (Fischer increment).
    Clock {
        /// Time for the whole game, in ms.
        initial_ms: i64,
        /// Added after each move, in ms.
        increment_ms: i64,
    },
}

/// Why a time control text was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "`{0}` is not a time control: write `none`, a limit per move like `90s`, or a game clock in minutes with an optional increment in seconds like `10m`, `10+5` or `30m+10s`"
)]
pub struct TimeControlError(pub String);

fn number(s: &str, unit: char) -> Option<i64> {
    let s = s.trim();
    let s = s.strip_suffix(unit).unwrap_or(s).trim();
    let n: i64 = s.parse().ok()?;
    (0..=100_000).contains(&n).then_some(n)
}

/// Parses `none`, `90s` (per move, 1 s to 1 day), `10m` or `10` (game clock in minutes),
/// `10+5` / `10m+5s` (minutes plus increment in seconds).
impl FromStr for TimeControl {
    type Err = TimeControlError;
    fn from_str(s: &str) -> Result<TimeControl, TimeControlError> {
        let err = || TimeControlError(s.to_string());
        let t = s.trim().to_ascii_lowercase();
        if t.is_empty() || t == "none" || t == "off" || t == "aucun" {
            return Ok(TimeControl::None);
        }
        if let Some(per) = t.strip_suffix("/move") {
            return per
                .parse::<TimeControl>()
                .ok()
                .filter(|x| matches!(x, TimeControl::PerMove { .. }))
                .ok_or_else(err);
        }
        if !t.contains('+') && t.ends_with('s') {
            let n = number(&t, 's')
                .filter(|n| (1..=86_400).contains(n))
                .ok_or_else(err)?;
            return Ok(TimeControl::PerMove { limit_ms: n * 1000 });
        }
        let (m, inc) = match t.split_once('+') {
            Some((m, i)) => (m, number(i, 's').filter(|n| *n <= 3600).ok_or_else(err)?),
            None => (t.as_str(), 0),
        };
        let m = number(m, 'm')
            .filter(|n| (1..=1440).contains(n))
            .ok_or_else(err)?;
        Ok(TimeControl::Clock {
            initial_ms: m * 60_000,
            increment_ms: inc * 1000,
        })
    }
}

/// The text form read by `FromStr`: `none`, `90s`, `10m+5s`.
impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            TimeControl::None => f.write_str("none"),
            TimeControl::PerMove { limit_ms } => {
                if limit_ms % 1000 == 0 {
                    write!(f, "{}s", limit_ms / 1000)
                } else {
                    write!(f, "{}ms/move", limit_ms)
                }
            }
            TimeControl::Clock {
                initial_ms,
                increment_ms,
            } => {
                if initial_ms % 60_000 == 0 {
                    write!(f, "{}m", initial_ms / 60_000)?;
                } else {
                    write!(f, "{}ms", initial_ms)?;
                }
                if increment_ms > 0 {
                    write!(f, "+{}s", increment_ms / 1000)?;
                }
                Ok(())
            }
        }
    }
}

impl TimeControl {
    /// Parses the stored form, which also allows millisecond limits (`1500ms/move`, `2500ms`)
    /// used by tests and benchmarks.
    pub fn parse_stored(s: &str) -> Result<TimeControl, TimeControlError> {
        let t = s.trim();
        if let Some(ms) = t.strip_suffix("ms/move") {
            let limit_ms = ms.parse().map_err(|_| TimeControlError(s.to_string()))?;
            return Ok(TimeControl::PerMove { limit_ms });
        }
        if let Some((init, inc)) = t.split_once("ms") {
            let initial_ms = init.parse().map_err(|_| TimeControlError(s.to_string()))?;
            let increment_ms = match inc.strip_prefix('+') {
                Some(i) => number(i, 's').ok_or_else(|| TimeControlError(s.to_string()))? * 1000,
                None => 0,
            };
            return Ok(TimeControl::Clock {
                initial_ms,
                increment_ms,
            });
        }
        t.parse()
    }
}

/// Why a hosted game ended: the board's reasons plus the hub's own (time, abandonment).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum EndReason {
    /// A den was entered.
    Den,
    /// The loser had no pieces left.
    NoPiecesLeft,
    /// The loser had no legal move.
    NoLegalMoves,
    /// The loser resigned.
    Resignation,
    /// The loser's clock ran out.
    Time,
    /// The loser made no move for the abandonment timeout.
    Abandoned,
    /// The position repeated.
    Repetition,
    /// Too many plies without a capture.
    NoCaptureLimit,
    /// Both players agreed to a draw.
    Agreement,
    /// Xiangqi: the loser was checkmated.
    Checkmate,
    /// Xiangqi: the loser had no legal move without being in check (that loses too).
    Stalemate,
    /// Xiangqi, Asian rules: the loser gave perpetual check.
    PerpetualCheck,
    /// Xiangqi, Asian rules: the loser chased the same unprotected piece with every move.
    PerpetualChase,
    /// A draw: the game reached the hub's longest game (`max_game_plies`), as draw rules end
    /// a game that goes on without a result.
    MoveLimit,
    /// Ended without a result by a moderator (`/abort`): unrated, score `*`.
    Aborted,
    /// Ended without a result because its players could no longer see it (the front-end may
    /// not post in its channel any more): unrated, score `*`.
    Unseen,
}

impl EndReason {
    /// All reasons.
    pub const ALL: [EndReason; 16] = [
        EndReason::Den,
        EndReason::NoPiecesLeft,
        EndReason::NoLegalMoves,
        EndReason::Resignation,
        EndReason::Time,
        EndReason::Abandoned,
        EndReason::Repetition,
        EndReason::NoCaptureLimit,
        EndReason::Agreement,
        EndReason::Checkmate,
        EndReason::Stalemate,
        EndReason::PerpetualCheck,
        EndReason::PerpetualChase,
        EndReason::MoveLimit,
        EndReason::Aborted,
        EndReason::Unseen,
    ];

    /// The stored and message code, e.g. `den`, `abandoned`.
    pub const fn code(self) -> &'static str {
        match self {
            EndReason::Den => "den",
            EndReason::NoPiecesLeft => "no-pieces",
            EndReason::NoLegalMoves => "no-moves",
            EndReason::Resignation => "resignation",
            EndReason::Time => "time",
            EndReason::Abandoned => "abandoned",
            EndReason::Repetition => "repetition",
            EndReason::NoCaptureLimit => "no-capture-limit",
            EndReason::Agreement => "agreement",
            EndReason::Checkmate => "checkmate",
            EndReason::Stalemate => "stalemate",
            EndReason::PerpetualCheck => "perpetual-check",
            EndReason::PerpetualChase => "perpetual-chase",
            EndReason::MoveLimit => "move-limit",
            EndReason::Aborted => "aborted",
            EndReason::Unseen => "unseen",
        }
    }

    /// The reason for a stored code.
    pub fn from_code(s: &str) -> Option<EndReason> {
        EndReason::ALL.into_iter().find(|r| r.code() == s)
    }
}

/// How a hosted game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Ending {
    /// The winner; `None` for a draw.
    pub winner: Option<Side>,
    /// Why.
    pub reason: EndReason,
}

impl Ending {
    /// The score as in game records: `1-0` (Red won), `0-1`, `1/2-1/2`; `*` (no result, as
    /// PGN writes it) for a game ended without a result ([`Ending::no_result`]).
    pub fn score(&self) -> &'static str {
        if self.no_result() {
            return "*";
        }
        match self.winner {
            Some(Side::First) => "1-0",
            Some(Side::Second) => "0-1",
            None => "1/2-1/2",
        }
    }

    /// Whether the game ended without a result (aborted, or unseen): it counts for no rating.
    pub fn no_result(&self) -> bool {
        matches!(self.reason, EndReason::Aborted | EndReason::Unseen)
    }

    /// A draw for `reason`.
    pub fn draw(reason: EndReason) -> Ending {
        Ending {
            winner: None,
            reason,
        }
    }

    /// A win for `winner`.
    pub fn win(winner: Side, reason: EndReason) -> Ending {
        Ending {
            winner: Some(winner),
            reason,
        }
    }
}

/// Every game's outcome reasons have the codes of [`EndReason`] (a test per game checks each).
impl From<Outcome> for Ending {
    fn from(o: Outcome) -> Ending {
        Ending {
            winner: o.winner(),
            // A code no reason has would be a new outcome of a game: the nearest neutral
            // reason, rather than a panic, while its test fails.
            reason: EndReason::from_code(o.reason_code()).unwrap_or(EndReason::NoLegalMoves),
        }
    }
}

/// Side from its stored index 0 (Red) / 1 (Blue or Black).
pub fn side_from_index(i: i64) -> Option<Side> {
    usize::try_from(i).ok().and_then(Side::from_index)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_controls_round_trip() {
        for (text, tc) in [
            ("none", TimeControl::None),
            ("90s", TimeControl::PerMove { limit_ms: 90_000 }),
            (
                "10m",
                TimeControl::Clock {
                    initial_ms: 600_000,
                    increment_ms: 0,
                },
            ),
            (
                "30m+10s",
                TimeControl::Clock {
                    initial_ms: 1_800_000,
                    increment_ms: 10_000,
                },
            ),
        ] {
            assert_eq!(text.parse::<TimeControl>().unwrap(), tc);
            assert_eq!(tc.to_string(), text);
            assert_eq!(TimeControl::parse_stored(text).unwrap(), tc);
        }
        assert_eq!("10+5".parse::<TimeControl>().unwrap().to_string(), "10m+5s");
        assert_eq!("60".parse::<TimeControl>().unwrap().to_string(), "60m");
        for bad in ["fast", "0s", "-5m", "10+x", "99999999m"] {
            assert!(bad.parse::<TimeControl>().is_err(), "{bad}");
        }
        let tc = TimeControl::PerMove { limit_ms: 300 };
        assert_eq!(TimeControl::parse_stored(&tc.to_string()).unwrap(), tc);
        let tc = TimeControl::Clock {
            initial_ms: 2500,
            increment_ms: 1000,
        };
        assert_eq!(TimeControl::parse_stored(&tc.to_string()).unwrap(), tc);
    }

    #[test]
    fn seats_serialise() {
        let s = Seat::Bot(Level::Hard);
        let j = serde_json::to_string(&s).unwrap();
        assert_eq!(serde_json::from_str::<Seat>(&j).unwrap(), s);
        let s = Seat::Member(Player::new("1", "Ann"));
        let j = serde_json::to_string(&s).unwrap();
        assert_eq!(serde_json::from_str::<Seat>(&j).unwrap(), s);
        assert!(serde_json::from_str::<Seat>("{}").is_err());
    }

    #[test]
    fn endings_by_code() {
        // The colours of each game are tested with its descriptor (`hub/<game>.rs`).
        for r in EndReason::ALL {
            assert_eq!(EndReason::from_code(r.code()), Some(r));
        }
    }
}
