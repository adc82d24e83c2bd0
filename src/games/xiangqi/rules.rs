//! Rule options and named presets of `spec/xiangqi.md` ("Options").

use std::fmt;
use std::str::FromStr;

/// What a repeated position means.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Repetition {
    /// `"draw"`: the same position for the `repetition_count`-th time is a draw (default).
    Draw,
    /// `"asian"`: the side that gave check with every one of its moves through the repetition
    /// loses (perpetual check); if both did, or neither, it is a draw.
    Asian,
}

/// Every rule option of the spec. `Default` is the `standard` preset.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct RuleSet {
    /// `repetition`: `"draw"` (default) or `"asian"`.
    pub repetition: Repetition,
    /// `repetition_count`: the occurrence of a position that ends the game; at least 3.
    pub repetition_count: u8,
    /// `no_capture_draw_plies`: this many plies in a row without a capture is a draw; 0 = off.
    pub no_capture_draw_plies: u16,
}

impl Default for RuleSet {
    fn default() -> Self {
        RuleSet {
            repetition: Repetition::Draw,
            repetition_count: 3,
            no_capture_draw_plies: 120,
        }
    }
}

/// The named presets: `standard` (the spec's defaults), `asian` (perpetual check loses),
/// `casual` (no no-capture limit, fivefold repetition).
pub const PRESETS: [&str; 3] = ["standard", "asian", "casual"];

/// The option keys, in the spec's order.
pub const OPTION_KEYS: [&str; 3] = ["repetition", "repetition_count", "no_capture_draw_plies"];

/// Why a preset name or a `key=value` override was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RulesError {
    /// The preset name is not one of [`PRESETS`].
    #[error("there is no rules preset `{0}`; the presets are: standard, asian, casual")]
    UnknownPreset(String),
    /// The key is not one of [`OPTION_KEYS`].
    #[error("there is no rule option `{key}`{}; the options are: {}", suggestion.as_ref().map(|s| format!(" (did you mean `{s}`?)")).unwrap_or_default(), OPTION_KEYS.join(", "))]
    UnknownOption {
        /// The key as given.
        key: String,
        /// The closest known key, if one is close.
        suggestion: Option<String>,
    },
    /// The value does not fit the option.
    #[error("`{value}` is not a valid value for `{key}`: use {expected}")]
    BadValue {
        /// The option.
        key: String,
        /// The value as given.
        value: String,
        /// What the option takes, in words.
        expected: &'static str,
    },
    /// An override without `=`.
    #[error("`{0}` is not a rule override: write key=value, e.g. repetition=asian")]
    NotKeyValue(String),
}

impl RuleSet {
    /// The rules of a named preset (see [`PRESETS`]).
    ///
    /// # Errors
    /// [`RulesError::UnknownPreset`] for any other name.
    pub fn preset(name: &str) -> Result<RuleSet, RulesError> {
        let mut r = RuleSet::default();
        match name.trim().to_ascii_lowercase().as_str() {
            "standard" => {}
            "asian" => r.repetition = Repetition::Asian,
            "casual" => {
                r.repetition_count = 5;
                r.no_capture_draw_plies = 0;
            }
            _ => return Err(RulesError::UnknownPreset(name.to_string())),
        }
        Ok(r)
    }

    /// Sets one option from its text form, e.g. `("repetition", "asian")`. Quotes around the
    /// value are ignored. On error nothing changes.
    ///
    /// # Errors
    /// [`RulesError::UnknownOption`] for an unknown key, [`RulesError::BadValue`] for a value the
    /// option does not take.
    pub fn set(&mut self, key: &str, value: &str) -> Result<(), RulesError> {
        let key = key.trim();
        let value = value.trim().trim_matches('"');
        let bad = |expected| RulesError::BadValue {
            key: key.to_string(),
            value: value.to_string(),
            expected,
        };
        match key.to_ascii_lowercase().replace('-', "_").as_str() {
            "repetition" => {
                self.repetition = match value.to_ascii_lowercase().as_str() {
                    "draw" => Repetition::Draw,
                    "asian" => Repetition::Asian,
                    _ => return Err(bad("draw or asian")),
                }
            }
            "repetition_count" => match value.parse::<u8>() {
                Ok(n) if n >= 3 => self.repetition_count = n,
                _ => return Err(bad("a count from 3 to 255")),
            },
            "no_capture_draw_plies" => match value.parse::<u16>() {
                Ok(n) => self.no_capture_draw_plies = n,
                _ => return Err(bad("0 (off) or a number of plies up to 65535")),
            },
            _ => {
                return Err(RulesError::UnknownOption {
                    key: key.to_string(),
                    suggestion: crate::games::text::closest(key, OPTION_KEYS.iter().copied())
                        .map(str::to_string),
                });
            }
        }
        Ok(())
    }

    /// Applies one `key=value` override.
    ///
    /// # Errors
    /// [`RulesError::NotKeyValue`] without `=`, else as [`RuleSet::set`].
    pub fn apply_override(&mut self, kv: &str) -> Result<(), RulesError> {
        let (k, v) = kv
            .split_once('=')
            .ok_or_else(|| RulesError::NotKeyValue(kv.to_string()))?;
        self.set(k, v)
    }

    /// The option values as `(key, value)` text pairs, in the spec's order.
    pub fn options(&self) -> Vec<(&'static str, String)> {
        vec![
            (
                "repetition",
                match self.repetition {
                    Repetition::Draw => "draw",
                    Repetition::Asian => "asian",
                }
                .to_string(),
            ),
            ("repetition_count", self.repetition_count.to_string()),
            (
                "no_capture_draw_plies",
                self.no_capture_draw_plies.to_string(),
            ),
        ]
    }

    /// The preset these rules equal exactly, if any.
    pub fn preset_name(&self) -> Option<&'static str> {
        PRESETS
            .into_iter()
            .find(|p| RuleSet::preset(p).ok().as_ref() == Some(self))
    }
}

/// The rules as `preset[,key=value...]`: the exact preset name, or `standard` with the options
/// that differ from it.
impl fmt::Display for RuleSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        crate::games::text::write_rules(
            f,
            self.preset_name(),
            self.options(),
            RuleSet::default().options(),
        )
    }
}

/// Parses `preset[,key=value...]`, e.g. `asian,repetition_count=4`, or only overrides
/// (`repetition=asian`, on top of `standard`).
impl FromStr for RuleSet {
    type Err = RulesError;
    fn from_str(s: &str) -> Result<RuleSet, RulesError> {
        crate::games::text::parse_rules(
            s,
            RuleSet::default(),
            RuleSet::preset,
            RuleSet::apply_override,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_and_overrides() {
        let r: RuleSet = "asian,repetition_count=4".parse().unwrap();
        assert_eq!(r.repetition, Repetition::Asian);
        assert_eq!(r.repetition_count, 4);
        assert_eq!(
            r.to_string(),
            "standard,repetition=asian,repetition_count=4"
        );
        let r: RuleSet = "no_capture_draw_plies=0".parse().unwrap();
        assert_eq!(r.no_capture_draw_plies, 0);
        for p in PRESETS {
            assert_eq!(RuleSet::preset(p).unwrap().to_string(), p);
        }
        assert_eq!(RuleSet::default().no_capture_draw_plies, 120);
    }

    #[test]
    fn errors_name_the_problem() {
        let e = RuleSet::preset("blitz").unwrap_err();
        assert!(e.to_string().contains("no rules preset `blitz`"));
        let mut r = RuleSet::default();
        let e = r.set("repetiton", "asian").unwrap_err();
        assert!(e.to_string().contains("did you mean `repetition`"), "{e}");
        let e = r.set("repetition_count", "2").unwrap_err();
        assert!(e.to_string().contains("from 3"), "{e}");
        let e = r.set("repetition", "chinese").unwrap_err();
        assert!(e.to_string().contains("draw or asian"));
        assert_eq!(r, RuleSet::default(), "a refused override changes nothing");
        assert!(matches!(
            r.apply_override("repetition"),
            Err(RulesError::NotKeyValue(_))
        ));
    }
}
