//! Rule options and named presets of `spec/jungle.md` ("Rule options").

use std::fmt;
use std::str::FromStr;

/// Which ways the tiger may jump a river.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum TigerJump {
    /// Vertically and horizontally, like the lion (default).
    Both,
    /// Vertically only (many Chinese apps).
    Vertical,
}

/// Which swimmers block a lion's or tiger's jump.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum JumpBlockedBy {
    /// Any piece in the water on the path (default).
    Any,
    /// Only an opponent's piece.
    Enemy,
}

/// Every rule option of the spec. `Default` is the `standard` preset.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct RuleSet {
    /// `tiger_jump`: `"both"` (default) or `"vertical"`.
    pub tiger_jump: TigerJump,
    /// `rat_captures_elephant_from_water`: a rat in water may capture an elephant on land.
    pub rat_captures_elephant_from_water: bool,
    /// `dog_swims`: the dog moves in water like the rat.
    pub dog_swims: bool,
    /// `universal_traps`: every trap lowers every piece to rank 0.
    pub universal_traps: bool,
    /// `trapped_piece_can_capture`: a trap lowers only the defender.
    pub trapped_piece_can_capture: bool,
    /// `jump_blocked_by`: `"any"` (default) or `"enemy"`.
    pub jump_blocked_by: JumpBlockedBy,
    /// `repetition_draw`: a position occurring this many times is a draw; 0 = off, else ≥ 3.
    pub repetition_draw: u8,
    /// `no_capture_draw_plies`: this many plies in a row without a capture is a draw; 0 = off.
    pub no_capture_draw_plies: u16,
}

impl Default for RuleSet {
    fn default() -> Self {
        RuleSet {
            tiger_jump: TigerJump::Both,
            rat_captures_elephant_from_water: false,
            dog_swims: false,
            universal_traps: false,
            trapped_piece_can_capture: false,
            jump_blocked_by: JumpBlockedBy::Any,
            repetition_draw: 3,
            no_capture_draw_plies: 100,
        }
    }
}

/// The five named presets of the spec.
pub const PRESETS: [&str; 5] = [
    "standard",
    "traditional",
    "vertical-tiger",
    "fivefold",
    "engine",
];

/// The option keys, in the spec's order.
pub const OPTION_KEYS: [&str; 8] = [
    "tiger_jump",
    "rat_captures_elephant_from_water",
    "dog_swims",
    "universal_traps",
    "trapped_piece_can_capture",
    "jump_blocked_by",
    "repetition_draw",
    "no_capture_draw_plies",
];

/// Why a preset name or a `key=value` override was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RulesError {
    /// The preset name is not one of [`PRESETS`].
    #[error(
        "there is no rules preset `{0}`; the presets are: standard, traditional, vertical-tiger, fivefold, engine"
    )]
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
    #[error("`{0}` is not a rule override: write key=value, e.g. tiger_jump=vertical")]
    NotKeyValue(String),
}

fn parse_bool(key: &str, value: &str) -> Result<bool, RulesError> {
    match value.trim().to_ascii_lowercase().as_str() {
        "true" | "yes" | "on" | "1" => Ok(true),
        "false" | "no" | "off" | "0" => Ok(false),
        _ => Err(RulesError::BadValue {
            key: key.to_string(),
            value: value.to_string(),
            expected: "true or false",
        }),
    }
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
            "traditional" => {
                r.repetition_draw = 0;
                r.no_capture_draw_plies = 0;
            }
            "vertical-tiger" => {
                r.tiger_jump = TigerJump::Vertical;
                r.no_capture_draw_plies = 120;
            }
            "fivefold" => {
                r.repetition_draw = 5;
                r.no_capture_draw_plies = 0;
            }
            "engine" => {
                r.trapped_piece_can_capture = true;
                r.no_capture_draw_plies = 200;
            }
            _ => return Err(RulesError::UnknownPreset(name.to_string())),
        }
        Ok(r)
    }

    /// Sets one option from its text form, e.g. `("tiger_jump", "vertical")`. Quotes around the
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
            "tiger_jump" => {
                self.tiger_jump = match value.to_ascii_lowercase().as_str() {
                    "both" => TigerJump::Both,
                    "vertical" => TigerJump::Vertical,
                    _ => return Err(bad("both or vertical")),
                }
            }
            "rat_captures_elephant_from_water" => {
                self.rat_captures_elephant_from_water = parse_bool(key, value)?
            }
            "dog_swims" => self.dog_swims = parse_bool(key, value)?,
            "universal_traps" => self.universal_traps = parse_bool(key, value)?,
            "trapped_piece_can_capture" => self.trapped_piece_can_capture = parse_bool(key, value)?,
            "jump_blocked_by" => {
                self.jump_blocked_by = match value.to_ascii_lowercase().as_str() {
                    "any" => JumpBlockedBy::Any,
                    "enemy" => JumpBlockedBy::Enemy,
                    _ => return Err(bad("any or enemy")),
                }
            }
            "repetition_draw" => match value.parse::<u8>() {
                Ok(n) if n == 0 || n >= 3 => self.repetition_draw = n,
                _ => return Err(bad("0 (off) or a count from 3 to 255")),
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
                "tiger_jump",
                match self.tiger_jump {
                    TigerJump::Both => "both",
                    TigerJump::Vertical => "vertical",
                }
                .to_string(),
            ),
            (
                "rat_captures_elephant_from_water",
                self.rat_captures_elephant_from_water.to_string(),
            ),
            ("dog_swims", self.dog_swims.to_string()),
            ("universal_traps", self.universal_traps.to_string()),
            (
                "trapped_piece_can_capture",
                self.trapped_piece_can_capture.to_string(),
            ),
            (
                "jump_blocked_by",
                match self.jump_blocked_by {
                    JumpBlockedBy::Any => "any",
                    JumpBlockedBy::Enemy => "enemy",
                }
                .to_string(),
            ),
            ("repetition_draw", self.repetition_draw.to_string()),
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

/// The rules as `preset[,key=value...]`: the nearest-named preset is `standard` with the
/// options that differ from it, or the exact preset name.
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

/// Parses `preset[,key=value...]`, e.g. `traditional,dog_swims=true`, or only overrides
/// (`tiger_jump=vertical`, on top of `standard`). This is the form of the engine protocol's
/// `setoption name Rules value ...`.
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
        let r = RuleSet::preset("vertical-tiger").unwrap();
        assert_eq!(r.tiger_jump, TigerJump::Vertical);
        assert_eq!(r.no_capture_draw_plies, 120);
        let r: RuleSet = "traditional,dog_swims=true".parse().unwrap();
        assert!(r.dog_swims);
        assert_eq!(r.repetition_draw, 0);
        assert_eq!(
            r.to_string(),
            "standard,dog_swims=true,repetition_draw=0,no_capture_draw_plies=0"
        );
        assert_eq!("engine".parse::<RuleSet>().unwrap().to_string(), "engine");
        for p in PRESETS {
            assert_eq!(RuleSet::preset(p).unwrap().to_string(), p);
        }
    }

    #[test]
    fn errors_name_the_problem() {
        let e = RuleSet::preset("blitz").unwrap_err();
        assert!(e.to_string().contains("no rules preset `blitz`"));
        let mut r = RuleSet::default();
        let e = r.set("dog_swim", "true").unwrap_err();
        assert!(e.to_string().contains("did you mean `dog_swims`"), "{e}");
        let e = r.set("repetition_draw", "2").unwrap_err();
        assert!(matches!(e, RulesError::BadValue { .. }));
        let e = r.set("tiger_jump", "sideways").unwrap_err();
        assert!(e.to_string().contains("both or vertical"));
        assert_eq!(r, RuleSet::default(), "a refused override changes nothing");
        assert!(matches!(
            r.apply_override("dog_swims"),
            Err(RulesError::NotKeyValue(_))
        ));
    }
}
