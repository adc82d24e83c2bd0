//! Puzzles: a position, the forced line that wins from it, its themes and its rating, and the
//! small text format puzzle files are written in. Pure data: no search (mining and checking
//! are in [`crate::engine::puzzles`]), no I/O.
//!
//! # The text format
//! One puzzle a line, seven fields separated by ` | ` (a space, a bar, a space):
//!
//! ```text
//! j0001 | 3k3/7/7/7/7/7/7/3r3/7 w - 1 1 | d3d2 | den,den-in-1 | 950 | 300 | 3
//! ```
//!
//! 1. the id: letters, digits, `-` and `_`, unique in its file;
//! 2. the FEN of the position, the solver to move;
//! 3. the solution: every move of the forced line in the game's canonical text (`c3c4`,
//!    ICCS `h2e2`), separated by spaces: the solver's moves and the defender's best replies in
//!    turn, starting and ending with the solver's (so an odd number of moves);
//! 4. the themes: words of lowercase letters, digits and `-`, separated by commas (may be
//!    empty);
//! 5. the rating (Glicko-2 scale, 1500 = average), a whole number;
//! 6. the rating deviation, a whole number;
//! 7. the depth in plies at which the line was confirmed (the search that re-checks it).
//!
//! Blank lines and lines starting with `#` are ignored. The rules are the game's standard
//! preset.

use std::fmt;

use super::any::{GameKind, Move, Position, Rules};

/// One puzzle. See the module documentation for its text form ([`Puzzle::parse`],
/// `Display`).
#[derive(Clone, Debug, PartialEq)]
pub struct Puzzle {
    /// Unique in its collection: letters, digits, `-`, `_`; the game's letter first in the
    /// shipped sets (`j0001`, `x0001`).
    pub id: String,
    /// The game.
    pub kind: GameKind,
    /// The position, the solver to move (standard rules of the game), as the game's FEN.
    pub fen: String,
    /// The forced line: solver, defender, …, solver (odd length, at least 1); the last
    /// solver move may be any move that wins at once.
    pub solution: Vec<Move>,
    /// The rating, Glicko-2 scale, from the depth the search needed (then from tries).
    pub rating: u32,
    /// Theme words (`den-in-2`, `trap`, `mate-in-3`, `chariot-sacrifice`, …).
    pub themes: Vec<String>,
    /// The rating deviation.
    pub deviation: u32,
    /// The depth (plies) of the search that confirmed the line.
    pub depth: u32,
}

/// Why a puzzle line was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PuzzleError {
    /// Not the seven ` | `-separated fields.
    #[error(
        "expected 7 fields separated by ` | ` (id | FEN | solution | themes | rating | deviation | depth), found {0}"
    )]
    Fields(usize),
    /// A bad id.
    #[error("the id `{0}` must be letters, digits, `-` or `_`")]
    Id(String),
    /// The FEN is not a position of the game.
    #[error("the FEN `{fen}` is not valid: {why}")]
    Fen {
        /// The FEN.
        fen: String,
        /// Why.
        why: String,
    },
    /// The solution is empty or ends with the defender's move.
    #[error(
        "the solution must have an odd number of moves (the solver's first and last), found {0}"
    )]
    Length(usize),
    /// A move that is no move text.
    #[error("move {index} of the solution, `{text}`, is not a move: {why}")]
    MoveText {
        /// 1-based.
        index: usize,
        /// The text.
        text: String,
        /// Why.
        why: String,
    },
    /// A move that is not legal where it is played.
    #[error("move {index} of the solution, `{text}`, is not legal there")]
    Illegal {
        /// 1-based.
        index: usize,
        /// The text.
        text: String,
    },
    /// A bad theme word.
    #[error("the theme `{0}` must be lowercase letters, digits and `-`")]
    Theme(String),
    /// A number field that is not a whole number.
    #[error("the {field} `{text}` is not a whole number")]
    Number {
        /// Which field.
        field: &'static str,
        /// The text.
        text: String,
    },
    /// A line of a file, with the error.
    #[error("line {line}: {error}")]
    Line {
        /// 1-based.
        line: usize,
        /// The error.
        error: Box<PuzzleError>,
    },
    /// Two puzzles of a file with one id.
    #[error("line {line}: the id `{id}` is used twice")]
    Duplicate {
        /// 1-based.
        line: usize,
        /// The id.
        id: String,
    },
}

impl Puzzle {
    /// Reads one line of a puzzle file for the game `kind`, checking the FEN and that every
    /// move of the solution is legal in turn.
    ///
    /// # Errors
    /// The first thing wrong, in words ([`PuzzleError`]).
    pub fn parse(kind: GameKind, line: &str) -> Result<Puzzle, PuzzleError> {
        let fields: Vec<&str> = line.trim().split(" | ").map(str::trim).collect();
        let [id, fen, solution, themes, rating, deviation, depth] = fields[..] else {
            return Err(PuzzleError::Fields(fields.len()));
        };
        if id.is_empty()
            || !id
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        {
            return Err(PuzzleError::Id(id.to_string()));
        }
        let mut pos =
            Position::from_fen(fen, Rules::default_for(kind)).map_err(|e| PuzzleError::Fen {
                fen: fen.to_string(),
                why: e.to_string(),
            })?;
        let texts: Vec<&str> = solution.split_whitespace().collect();
        if texts.len().is_multiple_of(2) {
            return Err(PuzzleError::Length(texts.len()));
        }
        let mut moves = Vec::with_capacity(texts.len());
        for (i, t) in texts.iter().enumerate() {
            let m = Move::parse(kind, t).map_err(|e| PuzzleError::MoveText {
                index: i + 1,
                text: t.to_string(),
                why: e.to_string(),
            })?;
            if !pos.is_legal(m) {
                return Err(PuzzleError::Illegal {
                    index: i + 1,
                    text: t.to_string(),
                });
            }
            pos = pos.play(m);
            moves.push(m);
        }
        let themes: Vec<String> = themes
            .split(',')
            .map(str::trim)
            .filter(|t| !t.is_empty())
            .map(str::to_string)
            .collect();
        if let Some(bad) = themes.iter().find(|t| {
            !t.chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        }) {
            return Err(PuzzleError::Theme(bad.clone()));
        }
        let number = |field: &'static str, text: &str| {
            text.parse::<u32>().map_err(|_| PuzzleError::Number {
                field,
                text: text.to_string(),
            })
        };
        Ok(Puzzle {
            kind,
            id: id.to_string(),
            fen: fen.to_string(),
            solution: moves,
            themes,
            rating: number("rating", rating)?,
            deviation: number("rating deviation", deviation)?,
            depth: number("depth", depth)?,
        })
    }

    /// Reads a whole puzzle file of the game `kind` (see the module documentation).
    ///
    /// # Errors
    /// The first bad line ([`PuzzleError::Line`]) or a repeated id.
    pub fn parse_file(kind: GameKind, text: &str) -> Result<Vec<Puzzle>, PuzzleError> {
        let mut out: Vec<Puzzle> = Vec::new();
        let mut ids = std::collections::HashSet::new();
        for (i, line) in text.lines().enumerate() {
            let t = line.trim();
            if t.is_empty() || t.starts_with('#') {
                continue;
            }
            let p = Puzzle::parse(kind, t).map_err(|e| PuzzleError::Line {
                line: i + 1,
                error: Box::new(e),
            })?;
            if !ids.insert(p.id.clone()) {
                return Err(PuzzleError::Duplicate {
                    line: i + 1,
                    id: p.id,
                });
            }
            out.push(p);
        }
        Ok(out)
    }

    /// The start position (standard rules). A parsed puzzle's FEN is valid; `None` only for a
    /// puzzle built by hand with a bad one.
    pub fn position(&self) -> Option<Position> {
        Position::from_fen(&self.fen, Rules::default_for(self.kind)).ok()
    }

    /// What the solver is to do, as the locale files' `$goal` selects it: `material` for a
    /// line that wins material ([`MATERIAL_THEME`]), `win` for one that wins the game.
    pub fn goal(&self) -> &'static str {
        if self.themes.iter().any(|t| t == MATERIAL_THEME) {
            MATERIAL_THEME
        } else {
            "win"
        }
    }

    /// The number of moves the solver plays.
    pub fn solver_moves(&self) -> usize {
        self.solution.len().div_ceil(2)
    }
}

/// The theme of a puzzle whose line wins material rather than the game (Xiangqi): it ends
/// with the solver's gain kept, not with a finished game.
pub const MATERIAL_THEME: &str = "material";

impl fmt::Display for Puzzle {
    /// The puzzle's line in a puzzle file, without the line break.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let moves: Vec<String> = self.solution.iter().map(Move::to_string).collect();
        write!(
            f,
            "{} | {} | {} | {} | {} | {} | {}",
            self.id,
            self.fen,
            moves.join(" "),
            self.themes.join(","),
            self.rating,
            self.deviation,
            self.depth
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const LINE: &str = "x1 | rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 | h2e2 | opening,test-1 | 1500 | 300 | 4";

    #[test]
    fn a_line_round_trips() {
        let p = Puzzle::parse(GameKind::Xiangqi, LINE).unwrap();
        assert_eq!(p.id, "x1");
        assert_eq!(p.solution.len(), 1);
        assert_eq!(p.themes, ["opening", "test-1"]);
        assert_eq!((p.rating, p.deviation, p.depth), (1500, 300, 4));
        assert_eq!(p.to_string(), LINE);
        assert_eq!(p.kind, GameKind::Xiangqi);
        assert_eq!(p.solver_moves(), 1);
    }

    #[test]
    fn errors_name_the_fault() {
        let bad = |l: &str| Puzzle::parse(GameKind::Xiangqi, l).unwrap_err().to_string();
        assert!(bad("x | y").contains("found 2"));
        assert!(bad(&LINE.replace("h2e2", "h2e2 h9g7")).contains("odd number"));
        assert!(bad(&LINE.replace("h2e2", "a0a5")).contains("not legal"));
        assert!(bad(&LINE.replace("h2e2", "zz")).contains("not a move"));
        assert!(bad(&LINE.replace("x1", "x 1!")).contains("id"));
        assert!(bad(&LINE.replace("1500", "high")).contains("rating"));
        assert!(bad(&LINE.replace("test-1", "Test")).contains("theme"));
        assert!(bad(&LINE.replace("rnbakabnr/9", "rnbakabnr/8")).contains("FEN"));
        let file = format!("# two\n\n{LINE}\n{LINE}\n");
        let e = Puzzle::parse_file(GameKind::Xiangqi, &file).unwrap_err();
        assert!(e.to_string().contains("line 4"), "{e}");
    }
}
