//! The position string (FEN) of `spec/xiangqi.md`:
//! `<ranks 9 to 0> <side> [- - <half-move clock> <move number>]`.

use super::piece::{Piece, PieceKind, Side};
use super::position::Position;
use super::rules::RuleSet;
use super::square::Square;
use crate::games::fen::{self, SideError};

/// The start position.
pub const STARTPOS: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

/// Why a FEN was refused. Each message is a sentence that names what is wrong.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FenError {
    /// Nothing but spaces.
    #[error(
        "the position is empty: give the ranks from 9 down to 0 separated by `/`, then the side to move, e.g. {STARTPOS}"
    )]
    Empty,
    /// Text without a single `/`: no FEN at all (a word, a file's first line).
    #[error(
        "`{0}` is not a FEN or `startpos`: a FEN gives the ranks from 9 down to 0 separated by `/`, then the side to move, e.g. {STARTPOS}"
    )]
    NotFen(String),
    /// Not 10 ranks.
    #[error(
        "the position has {0} ranks; it needs 10, from rank 9 down to rank 0, separated by `/`"
    )]
    RankCount(usize),
    /// A rank that does not add up to 9 points.
    #[error(
        "rank {rank} has {files} points; every rank needs exactly 9 (pieces plus digits for empty points)"
    )]
    FileCount {
        /// The rank, 0–9.
        rank: u8,
        /// How many points it described.
        files: usize,
    },
    /// A letter that is no piece.
    #[error(
        "`{0}` is not a piece letter; use K A B N R C P (general, advisor, elephant, horse, chariot, cannon, soldier; E and H also work), uppercase for Red and lowercase for Black, and digits 1-9 for empty points"
    )]
    UnknownLetter(char),
    /// More pieces of a kind than a side ever has.
    #[error("{side} has {count} {}s; a side has at most {}", kind.name(), kind.count())]
    TooMany {
        /// The side.
        side: Side,
        /// The kind.
        kind: PieceKind,
        /// How many the FEN gives.
        count: u8,
    },
    /// A side without a general.
    #[error("{0} has no general; each side needs exactly one, inside its palace")]
    NoGeneral(Side),
    /// A general outside its palace.
    #[error("{side}'s general stands on {square}, outside its palace (files d-f, ranks {})", if *side == Side::Red { "0-2" } else { "7-9" })]
    GeneralOutsidePalace {
        /// The side.
        side: Side,
        /// Where it stands.
        square: Square,
    },
    /// An advisor, elephant or soldier on a point it can never reach.
    #[error("{side}'s {} stands on {square}, a point it can never reach", kind.name())]
    Unreachable {
        /// The side.
        side: Side,
        /// The kind.
        kind: PieceKind,
        /// Where it stands.
        square: Square,
    },
    /// The two generals face each other on an open file.
    #[error("the generals face each other on an open file, which can never happen in a game")]
    GeneralsFace,
    /// The side that just moved is in check.
    #[error("{0}'s general is in check although it is the other side's turn")]
    WaitingSideInCheck(Side),
    /// Missing side to move.
    #[error("the side to move is missing: add ` w` (Red) or ` b` (Black) after the ranks")]
    MissingSide,
    /// A side letter other than `w`, `r`, `b`.
    #[error("`{0}` is not a side to move: use w (or r) for Red, b for Black")]
    BadSide(String),
    /// Something other than `-` where the FEN has its two unused fields.
    #[error("`{0}` should be `-`: after the side to move come `- -`, then the two counters")]
    BadPlaceholder(String),
    /// A counter that is not a number, or a move number of 0.
    #[error(
        "`{0}` is not a valid counter: the half-move clock is a number from 0, the move number a number from 1"
    )]
    BadCounter(String),
    /// Too many fields.
    #[error(
        "the position has {0} fields; write the ranks, the side, and optionally `- -` and the two counters (e.g. `w - - 0 1`)"
    )]
    FieldCount(usize),
}

/// Whether `kind` of `side` can ever stand on `sq` (advisors and elephants have fixed points,
/// soldiers never go back and move sideways only across the river).
pub fn reachable(side: Side, kind: PieceKind, sq: Square) -> bool {
    // Ranks seen from the side's own end: 0 is its back rank.
    let r = match side {
        Side::Red => sq.rank(),
        Side::Black => 9 - sq.rank(),
    };
    let f = sq.file();
    match kind {
        PieceKind::General => sq.in_palace() && r <= 2,
        PieceKind::Advisor => matches!((f, r), (3 | 5, 0 | 2) | (4, 1)),
        PieceKind::Elephant => matches!((f, r), (2 | 6, 0 | 4) | (0 | 4 | 8, 2)),
        PieceKind::Soldier => r >= 5 || (r >= 3 && f.is_multiple_of(2)),
        _ => true,
    }
}

/// Reads a FEN under `rules`: the contract's `Position::from_fen`.
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
    if fields.len() > 6 {
        return Err(FenError::FieldCount(fields.len()));
    }
    let mut pos = Position::empty(rules);
    let mut counts = [[0u8; 7]; 2];
    let placed = fen::read_placement(placement, |c, sq: Option<Square>| {
        let piece = Piece::from_fen_char(c).ok_or(FenError::UnknownLetter(c))?;
        let Some(sq) = sq else { return Ok(()) };
        let (side, kind) = (piece.side, piece.kind);
        let n = &mut counts[side.index()][kind.index()];
        *n += 1;
        if *n > kind.count() {
            // Count them all for the message.
            let all = placement
                .chars()
                .filter(|x| Piece::from_fen_char(*x) == Some(piece))
                .count();
            let count = all.min(255) as u8;
            return Err(FenError::TooMany { side, kind, count });
        }
        if !reachable(side, kind, sq) {
            return Err(if kind == PieceKind::General {
                FenError::GeneralOutsidePalace { side, square: sq }
            } else {
                FenError::Unreachable {
                    side,
                    kind,
                    square: sq,
                }
            });
        }
        pos.put(sq, piece);
        Ok(())
    });
    let files = |rank, files| FenError::FileCount { rank, files };
    placed.map_err(|e| e.into_error(FenError::RankCount, files))?;
    for side in Side::ALL {
        if pos.general(side).is_none() {
            return Err(FenError::NoGeneral(side));
        }
    }
    let side = fen::read_side(fields.get(1).copied()).map_err(|e| match e {
        SideError::Missing => FenError::MissingSide,
        SideError::Bad(s) => FenError::BadSide(s),
    })?;
    pos.set_turn(side);
    for f in fields.iter().skip(2).take(2) {
        if *f != "-" {
            return Err(FenError::BadPlaceholder(f.to_string()));
        }
    }
    let (plies, number) = fen::read_counters(fields.get(4).copied(), fields.get(5).copied())
        .map_err(FenError::BadCounter)?;
    (pos.state.plies_since_capture, pos.state.move_number) = (plies, number);
    if pos.generals_face() {
        return Err(FenError::GeneralsFace);
    }
    if pos.in_check_side(!side) {
        return Err(FenError::WaitingSideInCheck(!side));
    }
    Ok(pos)
}

/// The FEN of `pos`, with all six fields, e.g. [`STARTPOS`]: the contract's `Position::fen`.
pub(super) fn write(pos: &Position) -> String {
    let st = &pos.state;
    let counters = (st.plies_since_capture, st.move_number);
    let piece_at = |sq| pos.piece_at(sq).map(Piece::fen_char);
    fen::write(piece_at, st.turn, &["-", "-"], counters)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::contract::GamePosition;

    fn err(fen: &str) -> FenError {
        Position::from_fen(fen, RuleSet::default()).unwrap_err()
    }

    const BARE: &str = "4k4/9/9/9/9/9/9/9/9/3K5";

    #[test]
    fn start_round_trips() {
        fen::checks::start_forms::<Position>(&[
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR r",
            "rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w - -",
        ]);
    }

    #[test]
    fn every_validation_error() {
        let red = Side::Red;
        fen::checks::refusals::<Position>(&[
            ("  ", FenError::Empty),
            ("9/9/9 w", FenError::RankCount(3)),
            ("banana", FenError::NotFen("banana".into())),
            (
                "4k4/9/9/9/9/9/9/9/9/3K6 w",
                FenError::FileCount { rank: 0, files: 10 },
            ),
            (
                "4k4/9/9/9/9/9/9/9/9/3K4 w",
                FenError::FileCount { rank: 0, files: 8 },
            ),
            ("4k4/9/9/9/9/9/9/9/9/3K1X3 w", FenError::UnknownLetter('X')),
            ("4k4/9/9/9/9/9/9/9/9/9 w", FenError::NoGeneral(red)),
            ("4k4/9/9/9/9/9/9/9/9/4K4 w", FenError::GeneralsFace),
            (BARE, FenError::MissingSide),
            (&format!("{BARE} x"), FenError::BadSide("x".into())),
            (
                &format!("{BARE} w x -"),
                FenError::BadPlaceholder("x".into()),
            ),
            (
                &format!("{BARE} w - - -1 1"),
                FenError::BadCounter("-1".into()),
            ),
            (
                &format!("{BARE} w - - 0 0"),
                FenError::BadCounter("0".into()),
            ),
            (&format!("{BARE} w - - 0 1 9"), FenError::FieldCount(7)),
        ]);
        assert_eq!(
            err("4k4/9/9/9/9/9/9/9/9/RRRK5 w"),
            FenError::TooMany {
                side: Side::Red,
                kind: PieceKind::Chariot,
                count: 3
            }
        );
        assert!(
            err("4k4/9/9/9/9/9/9/9/9/RRRK5 w")
                .to_string()
                .contains("at most 2")
        );
        assert_eq!(
            err("4k4/9/9/9/9/9/9/9/9/3KK4 w"),
            FenError::TooMany {
                side: Side::Red,
                kind: PieceKind::General,
                count: 2
            }
        );
        assert_eq!(
            err("4k4/9/9/9/9/9/9/9/9/K8 w"),
            FenError::GeneralOutsidePalace {
                side: Side::Red,
                square: "a0".parse().unwrap()
            }
        );
        assert_eq!(
            err("9/9/9/9/4k4/9/9/9/9/3K5 w"),
            FenError::GeneralOutsidePalace {
                side: Side::Black,
                square: "e5".parse().unwrap()
            }
        );
        assert_eq!(
            err("4k4/9/9/9/9/9/9/9/3A5/3K5 w"),
            FenError::Unreachable {
                side: Side::Red,
                kind: PieceKind::Advisor,
                square: "d1".parse().unwrap()
            }
        );
        assert_eq!(
            err("4k4/9/9/9/9/9/9/9/3A5/3K5 w").to_string(),
            "Red's advisor stands on d1, a point it can never reach"
        );
        // Pieces on points they can never reach, with the side of each.
        for (fen, side, kind) in [
            ("4k4/9/9/9/9/9/9/9/9/3KA4 w", Side::Red, PieceKind::Advisor),
            (
                "4k4/9/9/9/4B4/9/9/9/9/3K5 w",
                Side::Red,
                PieceKind::Elephant,
            ),
            (
                "4k4/9/9/9/9/2b6/9/9/9/3K5 w",
                Side::Black,
                PieceKind::Elephant,
            ),
            ("4k4/9/9/9/9/9/1P7/9/9/3K5 w", Side::Red, PieceKind::Soldier),
            ("4k4/9/9/9/9/9/9/9/P8/3K5 w", Side::Red, PieceKind::Soldier),
        ] {
            let e = err(fen);
            assert!(
                matches!(e, FenError::Unreachable { side: s, kind: k, .. } if s == side && k == kind),
                "{fen}: {e:?}"
            );
        }
        assert_eq!(
            err("4k4/9/9/9/9/9/9/9/9/3KR4 w"),
            FenError::WaitingSideInCheck(Side::Black)
        );
        let p = Position::from_fen(&format!("{BARE} b - - 7 12"), RuleSet::default()).unwrap();
        assert_eq!(p.fen(), format!("{BARE} b - - 7 12"));
    }
}
