//! The bot's playing strengths, named in English and French.

use std::fmt;
use std::str::FromStr;

/// A playing strength, weakest first. Each is clearly stronger than the one before.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Level {
    /// Makes human-like mistakes: a shallow search and a random pick among reasonable moves.
    Beginner,
    /// Weak but sensible.
    Easy,
    /// A club player.
    Medium,
    /// A strong player.
    Hard,
    /// Near full strength with a shorter budget.
    Expert,
    /// Full strength within its budget (2 s a move on one core by default).
    Master,
}

impl Level {
    /// All levels, weakest first.
    pub const ALL: [Level; 6] = [
        Level::Beginner,
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Expert,
        Level::Master,
    ];

    /// The English name, e.g. `"medium"`.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Beginner => "beginner",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
            Level::Master => "master",
        }
    }

    /// The French name, e.g. `"moyen"`.
    pub const fn french_name(self) -> &'static str {
        match self {
            Level::Beginner => "débutant",
            Level::Easy => "facile",
            Level::Medium => "moyen",
            Level::Hard => "difficile",
            Level::Expert => "expert",
            Level::Master => "maître",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A level name that is neither English nor French.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "there is no level `{0}`; the levels are beginner, easy, medium, hard, expert, master (in French: débutant, facile, moyen, difficile, expert, maître)"
)]
pub struct ParseLevelError(pub String);

/// Parses an English or French name, accents optional, any case, or a number 1–6.
impl FromStr for Level {
    type Err = ParseLevelError;
    fn from_str(s: &str) -> Result<Level, ParseLevelError> {
        let w = crate::games::text::fold(s.trim());
        if let Ok(n) = w.parse::<usize>()
            && (1..=6).contains(&n)
        {
            return Ok(Level::ALL[n - 1]);
        }
        Level::ALL
            .into_iter()
            .find(|l| w == l.name() || w == crate::games::text::fold(l.french_name()))
            .ok_or_else(|| ParseLevelError(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_in_both_languages() {
        for l in Level::ALL {
            assert_eq!(l.name().parse::<Level>().unwrap(), l);
            assert_eq!(l.french_name().parse::<Level>().unwrap(), l);
        }
        assert_eq!("Maitre".parse::<Level>().unwrap(), Level::Master);
        assert_eq!("DEBUTANT".parse::<Level>().unwrap(), Level::Beginner);
        assert!("grandmaster".parse::<Level>().is_err());
    }
}
