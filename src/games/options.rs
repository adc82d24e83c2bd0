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

    /// The rules of a named preset (case and surrounding spaces ignored).
    ///
    /// # Errors
    /// [`RulesError::UnknownPreset`] for a name that is none of [`RuleOptions::PRESETS`].
    fn preset(name: &str) -> Result<Self, RulesError> {
        Self::named_preset(&name.trim().to_ascii_lowercase()).ok_or_else(|| {
            RulesError::UnknownPreset {
                name: name.to_string(),
                presets: Self::PRESETS,
            }
        })
    }

    /// Sets one option from its text form, e.g. `("dog_swims", "true")`; quotes around the
    /// value are ignored. On an error nothing changes.
    ///
    /// # Errors
    /// [`RulesError::UnknownOption`] (with a suggestion when a key is close) or
    /// [`RulesError::BadValue`].
    fn set(&mut self, key: &str, value: &str) -> Result<(), RulesError> {
        let key = key.trim();
        let value = value.trim().trim_matches('"');
        match self.set_known(&key.to_ascii_lowercase().replace('-', "_"), value) {
            Some(Ok(())) => Ok(()),
            Some(Err(expected)) => Err(RulesError::BadValue {
                key: key.to_string(),
                value: value.to_string(),
                expected,
            }),
            None => Err(RulesError::UnknownOption {
                key: key.to_string(),
                suggestion: super::text::closest(key, Self::OPTION_KEYS.iter().copied())
                    .map(str::to_string),
                keys: Self::OPTION_KEYS,
            }),
        }
    }

    /// Applies one `key=value` override; on an error nothing changes.
    ///
    /// # Errors
    /// [`RulesError::NotKeyValue`] without `=`, else as [`RuleOptions::set`].
    fn apply_override(&mut self, kv: &str) -> Result<(), RulesError> {
        let (k, v) = kv.split_once('=').ok_or_else(|| RulesError::NotKeyValue {
            text: kv.to_string(),
            example: Self::EXAMPLE,
        })?;
        self.set(k, v)
    }

    /// The preset these rules equal exactly, if any.
    fn preset_name(&self) -> Option<&'static str> {
        Self::PRESETS
            .iter()
            .copied()
            .find(|p| Self::named_preset(p).as_ref() == Some(self))
    }
}

/// The preset `rules` differ least from (the first such in `R::PRESETS` order: `standard` on
/// a tie) and the `(key, value)` options that differ from it, in option order.
pub fn nearest_preset<R: RuleOptions>(rules: &R) -> (&'static str, Vec<(&'static str, String)>) {
    let options = rules.options();
    let mut best: Option<(&'static str, Vec<(&'static str, String)>)> = None;
    for p in R::PRESETS {
        let Some(preset) = R::named_preset(p) else {
            continue;
        };
        let differ: Vec<_> = (options.iter().zip(preset.options()))
            .filter(|((_, v), (_, d))| v != d)
            .map(|((k, v), _)| (*k, v.clone()))
            .collect();
        if best.as_ref().is_none_or(|(_, b)| differ.len() < b.len()) {
            best = Some((p, differ));
        }
    }
    best.unwrap_or(("standard", Vec::new()))
}

/// The rules as players read them: the nearest preset and its overrides,
/// `vertical-tiger + dog_swims=true` (the text form, `write`, spells every option out from
/// `standard`).
pub fn described<R: RuleOptions>(rules: &R) -> String {
    let (preset, differ) = nearest_preset(rules);
    let mut out = preset.to_string();
    for (k, v) in differ {
        out.push_str(&format!(" + {k}={v}"));
    }
    out
}

/// Writes rules as `preset[,key=value...]`: the exact preset name, else `standard` followed by
/// the options that differ from it.
pub fn write<R: RuleOptions>(rules: &R, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    if let Some(p) = rules.preset_name() {
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
/// The first error of [`RuleOptions::preset`] or [`RuleOptions::apply_override`].
pub fn parse<R: RuleOptions>(s: &str) -> Result<R, RulesError> {
    let mut parts = s.split(',').map(str::trim).filter(|p| !p.is_empty());
    let mut rules = R::default();
    let mut pending = None;
    if let Some(first) = parts.next() {
        if first.contains('=') {
            pending = Some(first);
        } else {
            rules = R::preset(first)?;
        }
    }
    for kv in pending.into_iter().chain(parts) {
        rules.apply_override(kv)?;
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

/// Gives a game's `RuleSet` (which implements [`RuleOptions`]) its text forms, `Display` and
/// `FromStr` (`preset[,key=value...]`, [`write`] and [`parse`]): trait impls a blanket impl
/// cannot give a foreign trait.
macro_rules! rules_text {
    ($rules:ty) => {
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
