//! The two conventions other Xiangqi programs write coordinate moves in, for the engine
//! protocol (`qibot engine`, option `Notation`) and for matches against engine programs
//! (`engine:notation=ranks10@COMMAND`).
//!
//! Both name files `a`–`i` from Red's left; they differ in the ranks:
//! - [`Notation::Iccs`]: ranks 0–9 from Red's side, `h2e2` (ICCS, as qibot, Pikafish and most
//!   Xiangqi GUIs write it);
//! - [`Notation::Ranks10`]: ranks 1–10, `h3e3`, as Fairy-Stockfish writes Xiangqi moves with
//!   `UCI_Variant xiangqi` (its squares are chess-like, rank 1 being Red's back rank, so
//!   Black's back rank is rank 10: the horse's `h9g7` is `h10g8`).
//!
//! Converting is a text transformation square by square; whether the move is legal stays the
//! position's business. Jungle has a single convention (`c3c4`, ranks 1–9) and ignores this.

use std::fmt;
use std::str::FromStr;

/// A convention for the ranks in coordinate move text (see the module documentation).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Notation {
    /// Ranks 0–9 (`h2e2`): qibot's own text.
    #[default]
    Iccs,
    /// Ranks 1–10 (`h3e3`): Fairy-Stockfish's.
    Ranks10,
}

/// A move text that is not a pair of squares in the expected convention.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "`{text}` is not a move in {convention} coordinates: write the from- and to-points, e.g. {example}"
)]
pub struct NotationError {
    /// The text given.
    pub text: String,
    /// The convention expected, in words.
    pub convention: &'static str,
    /// A correct move in that convention.
    pub example: &'static str,
}

/// A notation name that is neither `iccs` nor `ranks10`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "there is no notation `{0}`; use iccs (ranks 0-9, h2e2: qibot, Pikafish) or ranks10 (ranks 1-10, h3e3: Fairy-Stockfish)"
)]
pub struct ParseNotationError(pub String);

impl Notation {
    /// The name used by the protocol option and the match player key.
    pub const fn name(self) -> &'static str {
        match self {
            Notation::Iccs => "iccs",
            Notation::Ranks10 => "ranks10",
        }
    }

    /// What is added to qibot's rank (0–9) to get this convention's rank.
    const fn offset(self) -> u8 {
        match self {
            Notation::Iccs => 0,
            Notation::Ranks10 => 1,
        }
    }

    /// Writes qibot's ICCS move text (`h2e2`) in this convention (`h3e3` for
    /// [`Notation::Ranks10`]). Text that is not two squares (`(none)`, `0000`) is returned as
    /// it is.
    pub fn write(self, iccs: &str) -> String {
        if self == Notation::Iccs {
            return iccs.to_string();
        }
        match squares(iccs, 0, 9) {
            Some(sq) => sq
                .iter()
                .map(|&(file, rank)| format!("{file}{}", rank + self.offset()))
                .collect(),
            None => iccs.to_string(),
        }
    }

    /// Reads a move written in this convention and returns it in qibot's ICCS text (`h3e3` in
    /// [`Notation::Ranks10`] gives `h2e2`). ICCS text also accepts `h2-e2` and capitals, as
    /// qibot's own move parser does.
    ///
    /// # Errors
    /// [`NotationError`] when the text is not two squares of this convention (a rank outside
    /// its range, a file beyond `i`, extra characters).
    pub fn read(self, text: &str) -> Result<String, NotationError> {
        if self == Notation::Iccs {
            return Ok(text.to_string());
        }
        let lowest = self.offset();
        let sq = squares(text, lowest, lowest + 9).ok_or_else(|| NotationError {
            text: text.to_string(),
            convention: "ranks 1-10",
            example: "h3e3",
        })?;
        Ok(sq
            .iter()
            .map(|&(file, rank)| format!("{file}{}", rank - lowest))
            .collect())
    }
}

/// The two (file, rank) squares of `text` (`h10g8`, `h2-e2`, `H2E2`), each rank within
/// `lo..=hi`; `None` if it is anything else.
fn squares(text: &str, lo: u8, hi: u8) -> Option<[(char, u8); 2]> {
    let b = text.as_bytes();
    let mut out = [('a', 0u8); 2];
    let mut i = 0;
    for (n, slot) in out.iter_mut().enumerate() {
        if n == 1 && b.get(i) == Some(&b'-') {
            i += 1;
        }
        let file = b.get(i)?.to_ascii_lowercase();
        if !(b'a'..=b'i').contains(&file) {
            return None;
        }
        i += 1;
        let start = i;
        while b.get(i).is_some_and(u8::is_ascii_digit) {
            i += 1;
        }
        // One digit, or two for rank 10 (no leading zeros).
        let digits = std::str::from_utf8(&b[start..i]).ok()?;
        if digits.is_empty() || digits.len() > 2 || (digits.len() == 2 && digits.starts_with('0')) {
            return None;
        }
        let rank: u8 = digits.parse().ok()?;
        if !(lo..=hi).contains(&rank) {
            return None;
        }
        *slot = (char::from(file), rank);
    }
    (i == b.len()).then_some(out)
}

impl fmt::Display for Notation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Parses `iccs` (also `ranks0`, `ranks09`) or `ranks10` (also `fairy`), any case.
impl FromStr for Notation {
    type Err = ParseNotationError;
    fn from_str(s: &str) -> Result<Notation, ParseNotationError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "iccs" | "ranks0" | "ranks09" => Ok(Notation::Iccs),
            "ranks10" | "fairy" => Ok(Notation::Ranks10),
            _ => Err(ParseNotationError(s.to_string())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks10_shifts_every_rank_by_one() {
        let n = Notation::Ranks10;
        assert_eq!(n.write("h2e2"), "h3e3");
        assert_eq!(n.write("h9g7"), "h10g8");
        assert_eq!(n.write("a0a1"), "a1a2");
        assert_eq!(n.write("(none)"), "(none)");
        assert_eq!(n.read("h3e3").unwrap(), "h2e2");
        assert_eq!(n.read("h10g8").unwrap(), "h9g7");
        assert_eq!(n.read("i10i1").unwrap(), "i9i0");
        assert_eq!(n.read("H3-E3").unwrap(), "h2e2");
    }

    #[test]
    fn ranks10_refuses_ranks_it_does_not_have() {
        let n = Notation::Ranks10;
        for bad in [
            "h0e0", "h11e1", "j3e3", "h3e", "h3e3x", "h03e3", "", "h3", "h3--e3",
        ] {
            let e = n.read(bad).unwrap_err();
            assert_eq!(e.text, bad);
            assert!(e.to_string().contains("ranks 1-10"), "{e}");
        }
    }

    #[test]
    fn iccs_is_unchanged_and_names_parse() {
        assert_eq!(Notation::Iccs.write("h2e2"), "h2e2");
        assert_eq!(Notation::Iccs.read("h2e2").unwrap(), "h2e2");
        assert_eq!("Ranks10".parse::<Notation>().unwrap(), Notation::Ranks10);
        assert_eq!("iccs".parse::<Notation>().unwrap(), Notation::Iccs);
        let e = "chess".parse::<Notation>().unwrap_err().to_string();
        assert!(e.contains("ranks10") && e.contains("`chess`"), "{e}");
        for n in [Notation::Iccs, Notation::Ranks10] {
            assert_eq!(n.name().parse::<Notation>().unwrap(), n);
        }
    }
}
