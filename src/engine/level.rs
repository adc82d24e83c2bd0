//! The bot's playing strengths, named in English and French.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

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

/// What a level may spend on a move and how it picks it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct LevelSettings {
    /// Deepest iteration in plies (`None`: as deep as the time allows).
    pub depth: Option<u32>,
    /// Node budget per move (`None`: no node limit).
    pub nodes: Option<u64>,
    /// The time budget per move, in real games (the search may stop earlier).
    pub movetime: Duration,
    /// Pick at random among root moves scoring within this many centipawns of the best
    /// (0: always the best move). Only used with a depth limit of at most [`PICK_MAX_DEPTH`].
    pub pick_margin: i32,
    /// Transposition table size in MB.
    pub hash_mb: usize,
}

/// The deepest search at which the random pick among reasonable moves is used (it scores every
/// root move with a full window, which costs too much deeper).
pub const PICK_MAX_DEPTH: u32 = 4;

impl Level {
    /// The search settings of this level. Budgets are for one core; `master` is full strength
    /// within 2 s a move.
    ///
    /// | level | search | move choice |
    /// |---|---|---|
    /// | beginner | 1 ply (+ quiescence) | random among moves within 250 cp of the best |
    /// | easy | 2 plies | random among moves within 60 cp of the best |
    /// | medium | 3 plies | best |
    /// | hard | 250 ms | best |
    /// | expert | 700 ms | best |
    /// | master | 2 s | best |
    ///
    /// Measured by self-play (`qibot match --time-scale 0.025 --nps 1000000`, 100 games a pair:
    /// every time budget scaled to 1/40, so the ratios between levels are kept, and turned into
    /// a node budget at 1 M nodes/s so the machine's load does not bias it; Elo of the stronger
    /// level, 95 % interval; `--seed 21`, with the self-play tuned evaluation and the deeper
    /// reductions): easy − beginner +246 (+186 to +323; +68 =25 −7), medium − easy +230 (+164
    /// to +315; +71 =16 −13), hard − medium +168 (+116 to +229; +54 =37 −9), expert − hard +108
    /// (+60 to +159; +41 =48 −11), master − expert +89 (+43 to +138; +37 =51 −12).
    ///
    /// The same levels play Xiangqi. Measured the same way (`qibot match --game xiangqi
    /// --time-scale 0.025 --nps 1000000 --threads 1 --seed 21`, 100 games a pair), with the
    /// search and evaluation of issue 17 as of session 11 (the Texel-tuned weights, more
    /// reduction at expected cut nodes): easy − beginner +1600 (+100 =0 −0), medium − easy +392
    /// (+321 to +497; +82 =17 −1), hard − medium +315 (+248 to +410; +77 =18 −5), expert − hard
    /// +295 (+228 to +385; +75 =19 −6), master − expert +258 (+196 to +338; +70 =23 −7).
    /// Again with the engine of issue 36 (the second tuned set, the evaluation accumulator,
    /// repetitions judged by the rules inside the tree; 2026-12-04, the same command with
    /// `--threads 2`, node budgets so the result does not depend on it): easy − beginner +1600
    /// (+100 =0 −0), medium − easy +382 (+310 to +490; +82 =16 −2), hard − medium +295 (+227
    /// to +388; +76 =17 −7), expert − hard +186 (+128 to +256; +61 =27 −12), master − expert
    /// +205 (+148 to +274; +62 =29 −9). With the fourth tuned set (search-blended labels,
    /// every table entry; 2026-12-05, `--threads 1`): easy − beginner +1600 (+100 =0 −0),
    /// medium − easy +330 (+262 to +427; +78 =18 −4), hard − medium +363 (+295 to +463; +80
    /// =18 −2), expert − hard +225 (+169 to +294; +63 =31 −6), master − expert +200 (+150 to
    /// +259; +56 =40 −4). With the fifth tuned set (search labels alone; 2026-12-05, the
    /// same command, `--threads 1`): easy − beginner +1600 (+100 =0 −0), medium − easy +308
    /// (+236 to +411; +79 =13 −8), hard − medium +295 (+230 to +382; +74 =21 −5), expert −
    /// hard +210 (+156 to +275; +60 =34 −6), master − expert +182 (+128 to +245; +57 =34 −9).
    /// With futility pruning to depth 7 and ProbCut (2026-12-06, the same command, the
    /// contempt of 30): easy − beginner +1600 (+100 =0 −0), medium − easy +308 (+235 to +415;
    /// +80 =11 −9), hard − medium +372 (+296 to +489; +83 =13 −4), expert − hard +263 (+199 to
    /// +348; +72 =20 −8), master − expert +215 (+159 to +283; +62 =31 −7). Without contempt
    /// (2026-12-06 morning, the same command): easy − beginner +1600 (+100 =0 −0), medium −
    /// easy +308 (+236 to +411; +79 =13 −8), hard − medium +424 (+341 to +567; +87 =10 −3),
    /// expert − hard +230 (+172 to +302; +65 =28 −7), master − expert +210 (+153 to +279; +62
    /// =30 −8). With the three correction histories (2026-12-07, the same command with
    /// `--threads 2`, node budgets so the result does not depend on it): easy − beginner
    /// +1600 (+100 =0 −0), medium − easy +372 (+291 to +502; +85 =9 −6), hard − medium +354
    /// (+285 to +457; +80 =17 −3), expert − hard +200 (+146 to +265; +59 =34 −7), master −
    /// expert +225 (+171 to +291; +62 =33 −5).
    /// (As of session 10: +1600, +604, +230, +205 and +220;
    /// with session 8's search: +676, +576, +210, +252 and +191; before it: +100 −0, +576,
    /// +151, +252 and +246.)
    pub const fn settings(self) -> LevelSettings {
        let (depth, ms, pick_margin, hash_mb) = match self {
            Level::Beginner => (Some(1), 300, 250, 4),
            Level::Easy => (Some(2), 300, 60, 4),
            Level::Medium => (Some(3), 200, 0, 16),
            Level::Hard => (None, 250, 0, 32),
            Level::Expert => (None, 700, 0, 64),
            Level::Master => (None, 2000, 0, 64),
        };
        LevelSettings {
            depth,
            nodes: None,
            movetime: Duration::from_millis(ms),
            pick_margin,
            hash_mb,
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
