//! The position string (FEN) of `spec/jungle.md`:
//! `<ranks> <side> [<plies since capture> <move number>]`.

use super::bitboard::{self, WATER};
use super::piece::{Piece, PieceKind, Side};
use super::position::Position;
use super::rules::RuleSet;
use super::square::Square;
use crate::games::fen::{self, SideError};

/// The start position.
pub const STARTPOS: &str = "l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w 0 1";

/// Why a FEN was refused. Each message is a sentence that names what is wrong.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FenError {
    /// Nothing but spaces.
    #[error(
        "the position is empty: give the ranks from 9 down to 1 separated by `/`, then the side to move, e.g. {STARTPOS}"
    )]
    Empty,
    /// Text without a single `/`: no FEN at all (a word, a file's first line).
    #[error(
        "`{0}` is not a FEN or `startpos`: a FEN gives the ranks from 9 down to 1 separated by `/`, then the side to move, e.g. {STARTPOS}"
    )]
    NotFen(String),
    /// Not 9 ranks.
    #[error("the position has {0} ranks; it needs 9, from rank 9 down to rank 1, separated by `/`")]
    RankCount(usize),
    /// A rank that does not add up to 7 squares.
    #[error(
        "rank {rank} has {files} squares; every rank needs exactly 7 (pieces plus digits for empty squares)"
    )]
    FileCount {
        /// The rank, 1–9.
        rank: u8,
        /// How many squares it described.
        files: usize,
    },
    /// A letter that is no piece.
    #[error(
        "`{0}` is not a piece letter; use R C D W P T L E (rat … elephant), uppercase for Red and lowercase for Blue, and digits 1-7 for empty squares"
    )]
    UnknownLetter(char),
    /// Two pieces of the same kind for one side.
    #[error("{side} has two {}s; each side has at most one piece of each kind", kind.name())]
    Duplicate {
        /// The side.
        side: Side,
        /// The kind.
        kind: PieceKind,
    },
    /// A piece in its own den.
    #[error("{side}'s {} stands in its own den on {square}; no piece may enter its own den", kind.name())]
    OwnDen {
        /// The side.
        side: Side,
        /// The kind.
        kind: PieceKind,
        /// The den square.
        square: Square,
    },
    /// A non-swimmer in water.
    #[error("{side}'s {} is in the water on {square}, but only the rat can swim (and the dog with dog_swims)", kind.name())]
    InWater {
        /// The side.
        side: Side,
        /// The kind.
        kind: PieceKind,
        /// The water square.
        square: Square,
    },
    /// A piece of each side in the other's den: both games won at once, which no game can
    /// reach (play stops at the first den entry, `spec/jungle.md`, "End of the game").
    #[error(
        "Red's {} stands in Blue's den on d9 and Blue's {} in Red's den on d1: both sides would have won at once, which no game can reach; leave at most one den entered",
        red.name(),
        blue.name()
    )]
    BothDens {
        /// Red's piece in Blue's den.
        red: PieceKind,
        /// Blue's piece in Red's den.
        blue: PieceKind,
    },
    /// Missing side to move.
    #[error("the side to move is missing: add ` w` (Red) or ` b` (Blue) after the ranks")]
    MissingSide,
    /// A side letter other than `w`, `r`, `b`.
    #[error("`{0}` is not a side to move: use w (or r) for Red, b for Blue")]
    BadSide(String),
    /// A counter that is not a number, or a move number of 0.
    #[error(
        "`{0}` is not a valid counter: the plies since the last capture is a number from 0, the move number a number from 1"
    )]
    BadCounter(String),
    /// Only one of the two counters, or extra fields.
    #[error(
        "the position has {0} fields; write the ranks, the side, and optionally both counters (e.g. `w 0 1`)"
    )]
    FieldCount(usize),
}

/// Reads a FEN under `rules` (the rules decide, e.g., whether a dog may stand in water): the
/// contract's `Position::from_fen`.
///
/// # Errors
/// A [`FenError`] naming the first problem found.
pub(super) fn read(fen: &str, rules: RuleSet) -> Result<Position, FenError> {
    let fields: Vec<&str> = fen.split_whitespace().collect();
    let placement = *fields.first().ok_or(FenError::Empty)?;
    // One rank is no attempt at a FEN: say what one looks like rather than count its ranks.
    if !placement.contains('/') {
        return Err(FenError::NotFen(fen.trim().chars().take(40).collect()));
    }
    if fields.len() == 3 || fields.len() > 4 {
        return Err(FenError::FieldCount(fields.len()));
    }
    let mut pos = Position::empty(rules);
    let placed = fen::read_placement(placement, |c, sq: Option<Square>| {
        let piece = Piece::from_fen_char(c).ok_or(FenError::UnknownLetter(c))?;
        let Some(sq) = sq else { return Ok(()) };
        let (side, kind) = (piece.side, piece.kind);
        if pos.square_of(side, kind).is_some() {
            return Err(FenError::Duplicate { side, kind });
        }
        if sq == bitboard::den(side) {
            return Err(FenError::OwnDen {
                side,
                kind,
                square: sq,
            });
        }
        let swims = kind == PieceKind::Rat || (kind == PieceKind::Dog && rules.dog_swims);
        if WATER & sq.bit() != 0 && !swims {
            return Err(FenError::InWater {
                side,
                kind,
                square: sq,
            });
        }
        pos.put(sq, piece);
        Ok(())
    });
    // Jungle's ranks are counted from 1.
    let files = |rank, files| FenError::FileCount {
        rank: rank + 1,
        files,
    };
    placed.map_err(|e| e.into_error(FenError::RankCount, files))?;
    if let (Some(red), Some(blue)) = (
        pos.piece_at(bitboard::BLUE_DEN),
        pos.piece_at(bitboard::RED_DEN),
    ) {
        // Own-den pieces were refused above, so these are both enemy-den entries.
        return Err(FenError::BothDens {
            red: red.kind,
            blue: blue.kind,
        });
    }
    let side = fen::read_side(fields.get(1).copied()).map_err(|e| match e {
        SideError::Missing => FenError::MissingSide,
        SideError::Bad(s) => FenError::BadSide(s),
    })?;
    pos.set_turn(side);
    let (plies, number) = fen::read_counters(fields.get(2).copied(), fields.get(3).copied())
        .map_err(FenError::BadCounter)?;
    (pos.state.plies_since_capture, pos.state.move_number) = (plies, number);
    Ok(pos)
}

/// The FEN of `pos`, with both counters, e.g. [`STARTPOS`]: the contract's `Position::fen`.
pub(super) fn write(pos: &Position) -> String {
    let st = &pos.state;
    let counters = (st.plies_since_capture, st.move_number);
    let piece_at = |sq| pos.piece_at(sq).map(Piece::fen_char);
    fen::write(piece_at, st.turn, &[], counters)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::contract::GamePosition;

    /// The start's placement.
    const START: &str = "l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L";

    fn err(fen: &str) -> FenError {
        Position::from_fen(fen, RuleSet::default()).unwrap_err()
    }

    #[test]
    fn start_round_trips() {
        fen::checks::start_forms::<Position>(&[&format!("{START} r")]);
    }

    #[test]
    fn every_validation_error() {
        // The start with its last rank `T5L` changed, Red to move.
        let last = |rank: &str| format!("{} w", START.replace("T5L", rank));
        let lion = PieceKind::Lion;
        fen::checks::refusals::<Position>(&[
            ("", FenError::Empty),
            ("7/7/7 w", FenError::RankCount(3)),
            ("banana", FenError::NotFen("banana".into())),
            (&last("T6L"), FenError::FileCount { rank: 1, files: 8 }),
            (&last("T4L"), FenError::FileCount { rank: 1, files: 6 }),
            (&last("T5X"), FenError::UnknownLetter('X')),
            (
                &last("T4LL"),
                FenError::Duplicate {
                    side: Side::Red,
                    kind: lion,
                },
            ),
            (START, FenError::MissingSide),
            (&format!("{START} x"), FenError::BadSide("x".into())),
            (
                &format!("{START} w -1 1"),
                FenError::BadCounter("-1".into()),
            ),
            (&format!("{START} w 0 0"), FenError::BadCounter("0".into())),
            (&format!("{START} w 0"), FenError::FieldCount(3)),
        ]);
        // A piece in its own den, for each side.
        for (fen, side) in [
            ("7/7/7/7/7/7/7/7/3R3 w", Side::Red),
            ("3r3/7/7/7/7/7/7/7/7 w", Side::Blue),
        ] {
            let e = err(fen);
            assert!(
                matches!(e, FenError::OwnDen { side: s, .. } if s == side),
                "{fen}: {e:?}"
            );
        }
        // Both dens entered: two games won at once.
        assert_eq!(
            err("3R3/7/7/7/7/7/7/7/3r3 w"),
            FenError::BothDens {
                red: PieceKind::Rat,
                blue: PieceKind::Rat
            }
        );
        let both = err("3L3/7/7/7/7/7/7/7/3e3 b");
        assert_eq!(
            both,
            FenError::BothDens {
                red: PieceKind::Lion,
                blue: PieceKind::Elephant
            }
        );
        let text = both.to_string();
        assert!(
            text.contains("Red's lion") && text.contains("Blue's elephant") && text.contains("d9"),
            "{text}"
        );
        // One den entered is a finished game, still a position.
        assert!(Position::from_fen("3R3/7/7/7/7/7/7/7/r6 b", RuleSet::default()).is_ok());
        assert!(Position::from_fen("6R/7/7/7/7/7/7/7/3r3 w", RuleSet::default()).is_ok());
        assert!(matches!(
            err("7/7/7/1D5/7/7/7/7/7 w"),
            FenError::InWater {
                kind: PieceKind::Dog,
                ..
            }
        ));
        assert!(err("7/7/7/1D5/7/7/7/7/7 w").to_string().contains("b6"));
        // With dog_swims the same dog may swim.
        let swim = RuleSet {
            dog_swims: true,
            ..RuleSet::default()
        };
        assert!(Position::from_fen("7/7/7/1D5/7/7/7/7/7 w", swim).is_ok());
        for e in [err(""), err("7/7/7 w")] {
            assert!(
                e.to_string()
                    .ends_with(|c: char| c.is_alphanumeric() || c == ')' || c == '`' || c == '1')
            );
        }
    }
}
