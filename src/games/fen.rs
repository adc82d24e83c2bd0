//! The parts of a position string (FEN) every game writes alike: the placement, rank by rank
//! from the top with digits for empty squares; the side letter (`w` or `r` for Red, `b` for
//! the other side); the two counters. Each game's `fen.rs` keeps its own fields and checks.

use super::board::{Board, Square};
use super::contract::GameSide;

/// Why a placement was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PlacementError<E> {
    /// Not as many ranks as the board has: how many there were.
    Ranks(usize),
    /// A rank (0-based, as [`Square::rank`]) that does not describe every file: how many
    /// squares it described.
    Files {
        /// The rank.
        rank: u8,
        /// How many squares it described.
        files: usize,
    },
    /// The game refused a piece letter.
    Piece(E),
}

impl<E> PlacementError<E> {
    /// The game's own error for this one: `ranks` gets a wrong number of ranks, `files` a rank
    /// (0 at the bottom) and the number of squares it described; a refused piece's error is
    /// the game's already.
    pub fn into_error(
        self,
        ranks: impl FnOnce(usize) -> E,
        files: impl FnOnce(u8, usize) -> E,
    ) -> E {
        match self {
            PlacementError::Ranks(n) => ranks(n),
            PlacementError::Files { rank, files: n } => files(rank, n),
            PlacementError::Piece(e) => e,
        }
    }
}

/// Reads a placement (`l5t/1d3c1/…`, the top rank first): `piece` is called with each piece
/// letter and its square (`None` past the last file, so the letter is still checked).
///
/// # Errors
/// A wrong number of ranks or of squares in a rank, or `piece`'s error.
pub fn read_placement<B: Board, E>(
    placement: &str,
    mut piece: impl FnMut(char, Option<Square<B>>) -> Result<(), E>,
) -> Result<(), PlacementError<E>> {
    let ranks: Vec<&str> = placement.split('/').collect();
    if ranks.len() != B::RANKS as usize {
        return Err(PlacementError::Ranks(ranks.len()));
    }
    for (i, text) in ranks.iter().enumerate() {
        let rank = B::RANKS - 1 - i as u8;
        let mut file = 0usize;
        for c in text.chars() {
            if let Some(d) = c.to_digit(10).filter(|d| *d > 0) {
                file += d as usize;
                continue;
            }
            let sq = u8::try_from(file).ok().and_then(|f| Square::new(f, rank));
            piece(c, sq).map_err(PlacementError::Piece)?;
            file += 1;
        }
        if file != B::FILES as usize {
            return Err(PlacementError::Files { rank, files: file });
        }
    }
    Ok(())
}

/// Writes the placement of the pieces `piece_at` gives (their FEN letters), the top rank first.
pub fn write_placement<B: Board>(piece_at: impl Fn(Square<B>) -> Option<char>) -> String {
    let mut s = String::with_capacity(Square::<B>::COUNT);
    for r in (0..B::RANKS).rev() {
        let mut empty = 0;
        for f in 0..B::FILES {
            match Square::new(f, r).and_then(&piece_at) {
                None => empty += 1,
                Some(c) => {
                    if empty > 0 {
                        s.push(char::from(b'0' + empty));
                        empty = 0;
                    }
                    s.push(c);
                }
            }
        }
        if empty > 0 {
            s.push(char::from(b'0' + empty));
        }
        if r > 0 {
            s.push('/');
        }
    }
    s
}

/// Why a side field was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SideError {
    /// There is none.
    Missing,
    /// Not `w`, `r` or `b`: the field.
    Bad(String),
}

/// Reads the side to move: `w` or `r` for the first side, `b` for the second, either case.
///
/// # Errors
/// A missing or other field.
pub fn read_side<S: GameSide>(field: Option<&str>) -> Result<S, SideError> {
    let s = field.ok_or(SideError::Missing)?;
    match s.to_ascii_lowercase().as_str() {
        "w" | "r" => Ok(S::FIRST),
        "b" => Ok(!S::FIRST),
        _ => Err(SideError::Bad(s.to_string())),
    }
}

/// The side letter: `w` for the first side, `b` for the second.
pub fn side_letter<S: GameSide>(side: S) -> char {
    if side == S::FIRST { 'w' } else { 'b' }
}

/// Reads the plies since the last capture (from 0) and the move number (from 1), each
/// defaulting to 0 and 1 when absent.
///
/// # Errors
/// The first field that is no such number.
pub fn read_counters(plies: Option<&str>, number: Option<&str>) -> Result<(u16, u16), String> {
    let plies = match plies {
        Some(t) => t.parse::<u16>().map_err(|_| t.to_string())?,
        None => 0,
    };
    let number = match number {
        Some(t) => t
            .parse::<u16>()
            .ok()
            .filter(|n| *n >= 1)
            .ok_or_else(|| t.to_string())?,
        None => 1,
    };
    Ok((plies, number))
}

/// Writes a FEN: the placement of the pieces `piece_at` gives (their letters), the side
/// letter, the game's fixed fields `fixed` (Xiangqi's `- -`, none in Jungle) and the counters
/// `(plies since capture, move number)`.
pub fn write<B: Board, S: GameSide>(
    piece_at: impl Fn(Square<B>) -> Option<char>,
    side: S,
    fixed: &[&str],
    (plies, number): (u16, u16),
) -> String {
    let mut fields = vec![write_placement(piece_at), side_letter(side).to_string()];
    fields.extend(fixed.iter().map(|f| f.to_string()));
    fields.extend([plies.to_string(), number.to_string()]);
    fields.join(" ")
}

/// Checks every game's FEN tests share.
#[cfg(test)]
pub(crate) mod checks {
    use crate::games::contract::GamePosition;

    /// Each FEN of `forms` (shorter forms of the start) and `P::STARTPOS` itself reads under
    /// the default rules and writes back as `P::STARTPOS`.
    pub(crate) fn start_forms<P: GamePosition>(forms: &[&str]) {
        for f in forms.iter().copied().chain([P::STARTPOS]) {
            let p = P::from_fen(f, P::Rules::default()).unwrap();
            assert_eq!(p.fen(), P::STARTPOS, "{f}");
        }
    }

    /// Each FEN of `cases` is refused under the default rules with its error.
    pub(crate) fn refusals<P: GamePosition>(cases: &[(&str, P::FenError)]) {
        for (fen, want) in cases {
            assert_eq!(
                P::from_fen(fen, P::Rules::default()).unwrap_err(),
                *want,
                "{fen}"
            );
        }
    }
}
