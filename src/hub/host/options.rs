//! Reading the options of a new game: game, rules, time control, colour, level.

use super::*;

impl Hub {
    /// The server's default game, else the configured one.
    pub(super) fn default_game(&self, server: &str) -> GameKind {
        self.server_settings(server)
            .game
            .and_then(|g| g.parse().ok())
            .unwrap_or(self.inner.config.default_game())
    }

    /// The game asked for, else the server's default game, else the configured one.
    pub(super) fn read_game(&self, server: &str, game: Option<&str>) -> Result<GameKind, Refusal> {
        match game.map(str::trim).filter(|g| !g.is_empty()) {
            None => Ok(self.default_game(server)),
            Some(g) => g.parse().map_err(|_| msg("bad-game").str("text", g)),
        }
    }

    /// The rules of `kind` asked for (or the configured default) with the overrides.
    pub(super) fn read_rules(&self, kind: GameKind, o: &GameOptions) -> Result<Rules, Refusal> {
        let base = o
            .rules
            .as_deref()
            .unwrap_or(self.inner.config.default_rules_for(kind));
        let mut r = Rules::parse(kind, base).map_err(|e| rules_error(&e))?;
        for kv in &o.rule_overrides {
            r.apply_override(kv).map_err(|e| rules_error(&e))?;
        }
        Ok(r)
    }

    /// The time control asked for, else `default`.
    pub(super) fn read_time(o: &GameOptions, default: TimeControl) -> Result<TimeControl, Refusal> {
        match &o.time {
            None => Ok(default),
            Some(t) => t
                .parse()
                .map_err(|_| msg("bad-time-control").str("text", t)),
        }
    }

    pub(super) fn read_colour(kind: GameKind, o: &GameOptions) -> Result<Colour, Refusal> {
        match &o.colour {
            None => Ok(Colour::First),
            Some(c) => Colour::parse(kind, c).map_err(|_| {
                msg("bad-colour").str("text", c).msg(
                    "second",
                    msg(match kind {
                        GameKind::Jungle => "colour-word-blue",
                        GameKind::Xiangqi => "colour-word-black",
                    }),
                )
            }),
        }
    }

    pub(super) fn read_level(&self, o: &GameOptions) -> Result<Level, Refusal> {
        let l = o
            .level
            .as_deref()
            .unwrap_or(&self.inner.config.default_level);
        l.parse().map_err(|_| msg("bad-level").str("text", l))
    }
}

/// A rules error of either game as a message, with that game's presets and options.
pub(super) fn rules_error(e: &RulesError) -> Message {
    use crate::games::{jungle, xiangqi};
    /// The variants, the same in both games.
    enum E<'a> {
        Preset(&'a str),
        Option(&'a str, Option<&'a str>),
        Value(&'a str, &'a str, &'a str),
        NotKeyValue(&'a str),
    }
    let (kind, e) = match e {
        RulesError::Jungle(e) => (
            GameKind::Jungle,
            match e {
                jungle::RulesError::UnknownPreset(p) => E::Preset(p),
                jungle::RulesError::UnknownOption { key, suggestion } => {
                    E::Option(key, suggestion.as_deref())
                }
                jungle::RulesError::BadValue {
                    key,
                    value,
                    expected,
                } => E::Value(key, value, expected),
                jungle::RulesError::NotKeyValue(t) => E::NotKeyValue(t),
            },
        ),
        RulesError::Xiangqi(e) => (
            GameKind::Xiangqi,
            match e {
                xiangqi::RulesError::UnknownPreset(p) => E::Preset(p),
                xiangqi::RulesError::UnknownOption { key, suggestion } => {
                    E::Option(key, suggestion.as_deref())
                }
                xiangqi::RulesError::BadValue {
                    key,
                    value,
                    expected,
                } => E::Value(key, value, expected),
                xiangqi::RulesError::NotKeyValue(t) => E::NotKeyValue(t),
            },
        ),
    };
    match e {
        E::Preset(p) => msg("rules-unknown-preset")
            .str("preset", p)
            .str("presets", kind.presets().join(", ")),
        E::Option(key, Some(s)) => msg("rules-unknown-option-suggest")
            .str("key", key)
            .str("suggestion", s),
        E::Option(key, None) => msg("rules-unknown-option")
            .str("key", key)
            .str("options", kind.option_keys().join(", ")),
        E::Value(key, value, expected) => msg("rules-bad-value")
            .str("key", key)
            .str("value", value)
            .str("expected", expected),
        E::NotKeyValue(t) => msg("rules-not-key-value").str("text", t).str(
            "example",
            match kind {
                GameKind::Jungle => "tiger_jump=vertical",
                GameKind::Xiangqi => "repetition=asian",
            },
        ),
    }
}
