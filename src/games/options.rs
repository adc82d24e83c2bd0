//! Rule options and presets, the part every game shares: a game's `RuleSet` lists its presets
//! and option keys and sets its own values ([`RuleOptions`]); reading `preset[,key=value...]`,
//! writing it back, the `key=value` overrides and the one [`RulesError`] are written here once.

use std::fmt;
use std::hash::Hash;
use std::str::FromStr;

/// Why a preset name or a `key=value` override was refused. Each message names what is wrong
/// and what the game takes instead.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RulesError {
    /// The preset name is not one of the game's presets.
    #[error("there is no rules preset `{name}`; the presets are: {}", presets.join(", "))]
    UnknownPreset {
        /// The name as given.
        name: String,
        /// The game's presets.
        presets: &'static [&'static str],
    },
    /// The key is not one of the game's option keys.
    #[error("there is no rule option `{key}`{}; the options are: {}", suggestion.as_ref().map(|s| format!(" (did you mean `{s}`?)")).unwrap_or_default(), keys.join(", "))]
    UnknownOption {
        /// The key as given.
        key: String,
        /// The closest known key, if one is close.
        suggestion: Option<String>,
        /// The game's option keys.
        keys: &'static [&'static str],
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
    #[error("`{text}` is not a rule override: write key=value, e.g. {example}")]
    NotKeyValue {
        /// The text as given.
        text: String,
        /// An override of the game, e.g. `tiger_jump=vertical`.
        example: &'static str,
    },
}

/// A game's rule options. `Default` is the `standard` preset; `Display` and `FromStr` are
/// `preset[,key=value...]` (given by the `rules_text!` macro of this module).
pub trait RuleOptions:
    Copy
    + Eq
    + Hash
    + fmt::Debug
    + Default
    + fmt::Display
    + FromStr<Err = RulesError>
    + Send
    + Sync
    + 'static
{
    /// The preset names, `standard` first.
    const PRESETS: &'static [&'static str];
    /// The option keys, in the spec's order.
    const OPTION_KEYS: &'static [&'static str];
    /// An override, for messages: `tiger_jump=vertical`.
    const EXAMPLE: &'static str;

    /// The rules of the preset `name` (lowercase), `None` for an unknown name.
    fn named_preset(name: &str) -> Option<Self>;
    /// Sets the option `key` (lowercase, `_` for `-`) to `value` (trimmed, unquoted): `None` for
    /// an unknown key, `Some(Err(expected))` for a value the option does not take, with what it
    /// takes in words. On an error nothing changes.
    fn set_known(&mut self, key: &str, value: &str) -> Option<Result<(), &'static str>>;
    /// The option values as `(key, value)` text pairs, in [`RuleOptions::OPTION_KEYS`] order.
    fn options(&self) -> Vec<(&'static str, String)>;
}

/// The rules of a named preset (case and surrounding spaces ignored).
///
/// # Errors
/// [`RulesError::UnknownPreset`] for a name that is none of `R::PRESETS`.
pub fn preset<R: RuleOptions>(name: &str) -> Result<R, RulesError> {
    R::named_preset(&name.trim().to_ascii_lowercase()).ok_or_else(|| RulesError::UnknownPreset {
        name: name.to_string(),
        presets: R::PRESETS,
    })
}

/// Sets one option from its text form; quotes around the value are ignored. On an error
/// nothing changes.
///
/// # Errors
/// [`RulesError::UnknownOption`] (with a suggestion when a key is close) or
/// [`RulesError::BadValue`].
pub fn set<R: RuleOptions>(rules: &mut R, key: &str, value: &str) -> Result<(), RulesError> {
    let key = key.trim();
    let value = value.trim().trim_matches('"');
    match rules.set_known(&key.to_ascii_lowercase().replace('-', "_"), value) {
        Some(Ok(())) => Ok(()),
        Some(Err(expected)) => Err(RulesError::BadValue {
            key: key.to_string(),
            value: value.to_string(),
            expected,
        }),
        None => Err(RulesError::UnknownOption {
            key: key.to_string(),
            suggestion: super::text::closest(key, R::OPTION_KEYS.iter().copied())
                .map(str::to_string),
            keys: R::OPTION_KEYS,
        }),
    }
}

/// Applies one `key=value` override.
///
/// # Errors
/// [`RulesError::NotKeyValue`] without `=`, else as [`set`].
pub fn apply_override<R: RuleOptions>(rules: &mut R, kv: &str) -> Result<(), RulesError> {
    let (k, v) = kv.split_once('=').ok_or_else(|| RulesError::NotKeyValue {
        text: kv.to_string(),
        example: R::EXAMPLE,
    })?;
    set(rules, k, v)
}

/// The preset `rules` equal exactly, if any.
pub fn preset_name<R: RuleOptions>(rules: &R) -> Option<&'static str> {
    R::PRESETS
        .iter()
        .copied()
        .find(|p| R::named_preset(p).as_ref() == Some(rules))
}

/// Writes rules as `preset[,key=value...]`: the exact preset name, else `standard` followed by
/// the options that differ from it.
pub fn write<R: RuleOptions>(rules: &R, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    if let Some(p) = preset_name(rules) {
        return f.write_str(p);
    }
    f.write_str("standard")?;
    for ((k, v), (_, d)) in rules.options().into_iter().zip(R::default().options()) {
        if v != d {
            write!(f, ",{k}={v}")?;
        }
    }
    Ok(())
}

/// Parses `preset[,key=value...]` or only `key=value` overrides (on top of `standard`): the
/// first part names a preset unless it holds `=`. This is also the form of the engine
/// protocol's `setoption name Rules value ...`.
///
/// # Errors
/// The first error of [`preset`] or [`apply_override`].
pub fn parse<R: RuleOptions>(s: &str) -> Result<R, RulesError> {
    let mut parts = s.split(',').map(str::trim).filter(|p| !p.is_empty());
    let mut rules = R::default();
    let mut pending = None;
    if let Some(first) = parts.next() {
        if first.contains('=') {
            pending = Some(first);
        } else {
            rules = preset(first)?;
        }
    }
    for kv in pending.into_iter().chain(parts) {
        apply_override(&mut rules, kv)?;
    }
    Ok(rules)
}

/// Reads one of `choices` (case ignored), for [`RuleOptions::set_known`].
///
/// # Errors
/// `expected`, the choices in words.
pub fn choice<T: Copy>(
    value: &str,
    choices: &[(&str, T)],
    expected: &'static str,
) -> Result<T, &'static str> {
    let v = value.to_ascii_lowercase();
    choices
        .iter()
        .find(|(name, _)| *name == v)
        .map(|(_, t)| *t)
        .ok_or(expected)
}

/// Reads `true`/`false` (also `yes`/`no`, `on`/`off`, `1`/`0`), for [`RuleOptions::set_known`].
///
/// # Errors
/// What a switch takes, in words.
pub fn switch(value: &str) -> Result<bool, &'static str> {
    match value.to_ascii_lowercase().as_str() {
        "true" | "yes" | "on" | "1" => Ok(true),
        "false" | "no" | "off" | "0" => Ok(false),
        _ => Err("true or false"),
    }
}

/// Reads a repetition count, a number from 3 to 255 (or 0, the rule off, when `off` is
/// allowed), for [`RuleOptions::set_known`].
///
/// # Errors
/// What the option takes, in words.
pub fn repetition_count(value: &str, off: bool) -> Result<u8, &'static str> {
    (value.parse::<u8>().ok())
        .filter(|n| *n >= 3 || (off && *n == 0))
        .ok_or(if off {
            "0 (off) or a count from 3 to 255"
        } else {
            "a count from 3 to 255"
        })
}

/// Reads a no-capture limit in plies, 0 (off) to 65535, for [`RuleOptions::set_known`].
///
/// # Errors
/// What the option takes, in words.
pub fn no_capture_plies(value: &str) -> Result<u16, &'static str> {
    (value.parse::<u16>().ok()).ok_or("0 (off) or a number of plies up to 65535")
}

/// Gives a game's `RuleSet` (which implements [`RuleOptions`]) its text forms (`Display`,
/// `FromStr`: `preset[,key=value...]`) and the methods `preset`, `set`, `apply_override`,
/// `preset_name` and `options`, all written once in [`crate::games::options`].
macro_rules! rules_text {
    ($rules:ty) => {
        impl $rules {
            /// The rules of a named preset (see `RuleOptions::PRESETS`).
            ///
            /// # Errors
            /// `RulesError::UnknownPreset` for any other name.
            pub fn preset(name: &str) -> Result<Self, crate::games::options::RulesError> {
                crate::games::options::preset(name)
            }

            /// Sets one option from its text form, e.g. `("dog_swims", "true")`; quotes around
            /// the value are ignored. On an error nothing changes.
            ///
            /// # Errors
            /// `RulesError::UnknownOption` or `RulesError::BadValue`.
            pub fn set(
                &mut self,
                key: &str,
                value: &str,
            ) -> Result<(), crate::games::options::RulesError> {
                crate::games::options::set(self, key, value)
            }

            /// Applies one `key=value` override; on an error nothing changes.
            ///
            /// # Errors
            /// `RulesError::NotKeyValue` without `=`, else as `set`.
            pub fn apply_override(
                &mut self,
                kv: &str,
            ) -> Result<(), crate::games::options::RulesError> {
                crate::games::options::apply_override(self, kv)
            }

            /// The preset these rules equal exactly, if any.
            pub fn preset_name(&self) -> Option<&'static str> {
                crate::games::options::preset_name(self)
            }

            /// The option values as `(key, value)` text pairs, in the spec's order.
            pub fn options(&self) -> Vec<(&'static str, String)> {
                <Self as crate::games::options::RuleOptions>::options(self)
            }
        }

        /// The rules as `preset[,key=value...]`: the exact preset name, or `standard` with the
        /// options that differ from it.
        impl std::fmt::Display for $rules {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                crate::games::options::write(self, f)
            }
        }

        /// Parses `preset[,key=value...]` or only overrides (on top of `standard`).
        impl std::str::FromStr for $rules {
            type Err = crate::games::options::RulesError;
            fn from_str(s: &str) -> Result<Self, Self::Err> {
                crate::games::options::parse(s)
            }
        }
    };
}

pub(crate) use rules_text;
