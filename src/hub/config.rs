//! Hub settings from `config.toml` (serde + toml). A missing file or key means the default.

use std::path::{Path, PathBuf};

use serde::Deserialize;

use crate::games::any::GameKind;

use super::store::{Location, PasswordSources};
use super::types::TimeControl;

/// The `[hub]` table of `config.toml`. See the comments in the repository's `config.toml`.
#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(default, deny_unknown_fields)]
pub struct HubConfig {
    /// The database: a SQLite file (relative to the working directory), or a PostgreSQL URL
    /// `postgres://user@host:port/db` for several processes sharing one database.
    pub database: String,
    /// A file holding the PostgreSQL password (instead of the URL, `PGPASSWORD` or a pgpass
    /// file).
    pub database_password_file: Option<PathBuf>,
    /// Seconds before an unanswered challenge expires.
    pub challenge_expiry_secs: u64,
    /// Seconds without a move after which the absent player loses; 0 = never.
    pub abandon_after_secs: u64,
    /// The game of new games when none is chosen: `jungle` or `xiangqi`.
    pub default_game: String,
    /// The rules preset (with optional `,key=value` overrides) of new Jungle games.
    pub default_rules: String,
    /// The rules preset (with optional `,key=value` overrides) of new Xiangqi games.
    pub default_rules_xiangqi: String,
    /// The time control of new games when the players give none (`none`, `90s`, `10m+5s`).
    pub default_clock: String,
    /// The bot's level when none is given.
    pub default_level: String,
    /// The language of messages when neither the member nor the server chose one (`en`, `fr`).
    pub language: String,
    /// Whether hints are allowed in casual games between members (servers may override).
    pub casual_hints: bool,
    /// How many players the leaderboard shows.
    pub leaderboard_size: usize,
}

impl Default for HubConfig {
    fn default() -> Self {
        HubConfig {
            database: "qibot.db".to_string(),
            database_password_file: None,
            challenge_expiry_secs: 300,
            abandon_after_secs: 86_400,
            default_game: "jungle".to_string(),
            default_rules: "standard".to_string(),
            default_rules_xiangqi: "standard".to_string(),
            default_clock: "none".to_string(),
            default_level: "medium".to_string(),
            language: "en".to_string(),
            casual_hints: true,
            leaderboard_size: 10,
        }
    }
}

/// The whole `config.toml`: only the `[hub]` table is read here; other tables belong to other
/// layers and are ignored.
#[derive(Deserialize, Default)]
struct ConfigFile {
    #[serde(default)]
    hub: HubConfig,
}

/// Why `config.toml` could not be used.
#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    /// The file exists but could not be read.
    #[error("cannot read {path}: {source}")]
    Read {
        /// The file.
        path: PathBuf,
        /// The I/O error.
        source: std::io::Error,
    },
    /// The file is not valid TOML or has a wrong key or value.
    #[error("{path} is not a valid configuration: {message}")]
    Parse {
        /// The file.
        path: PathBuf,
        /// What toml said (line, column, what was expected).
        message: String,
    },
    /// A value was read but makes no sense.
    #[error("{path}: {message}")]
    Value {
        /// The file.
        path: PathBuf,
        /// What is wrong and what to write instead.
        message: String,
    },
}

impl HubConfig {
    /// The default game (Jungle if `default_game` cannot be read; [`HubConfig::parse`] refuses
    /// such a file).
    pub fn default_game(&self) -> GameKind {
        self.default_game.parse().unwrap_or_default()
    }

    /// The time control of new games when none is given (no clock if `default_clock` cannot be
    /// read; [`HubConfig::parse`] refuses such a file).
    pub fn default_clock(&self) -> TimeControl {
        self.default_clock.parse().unwrap_or(TimeControl::None)
    }

    /// The default rules text of `kind`'s new games.
    pub fn default_rules_for(&self, kind: GameKind) -> &str {
        match kind {
            GameKind::Jungle => &self.default_rules,
            GameKind::Xiangqi => &self.default_rules_xiangqi,
        }
    }

    /// The database to open: `cli` (`--db`) if given, else `QIBOT_DATABASE_URL`, else the
    /// `database` setting; PostgreSQL passwords as [`Location::parse`] finds them.
    ///
    /// # Errors
    /// A sentence naming the setting and what is wrong, with any password hidden.
    pub fn database_location(&self, cli: Option<&str>) -> Result<Location, String> {
        let env = std::env::var("QIBOT_DATABASE_URL")
            .ok()
            .filter(|v| !v.trim().is_empty());
        let (name, text) = match (cli, env) {
            (Some(c), _) => ("--db", c.to_string()),
            (None, Some(e)) => ("QIBOT_DATABASE_URL", e),
            (None, None) => ("database", self.database.clone()),
        };
        let sources = PasswordSources::from_env(self.database_password_file.clone());
        Location::parse(&text, &sources).map_err(|e| format!("{name}: {e}"))
    }

    /// Reads the `[hub]` table of `path`; a missing file gives the defaults.
    ///
    /// # Errors
    /// [`ConfigError`] for an unreadable file, bad TOML, an unknown key, or a bad rules preset
    /// or level.
    pub fn load(path: &Path) -> Result<HubConfig, ConfigError> {
        let text = match std::fs::read_to_string(path) {
            Ok(t) => t,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(HubConfig::default()),
            Err(source) => {
                return Err(ConfigError::Read {
                    path: path.to_path_buf(),
                    source,
                });
            }
        };
        HubConfig::parse(&text).map_err(|e| match e {
            ConfigError::Parse { message, .. } => ConfigError::Parse {
                path: path.to_path_buf(),
                message,
            },
            ConfigError::Value { message, .. } => ConfigError::Value {
                path: path.to_path_buf(),
                message,
            },
            other => other,
        })
    }

    /// Parses the text of a `config.toml`.
    ///
    /// # Errors
    /// As [`HubConfig::load`].
    pub fn parse(text: &str) -> Result<HubConfig, ConfigError> {
        let file: ConfigFile = toml::from_str(text).map_err(|e| ConfigError::Parse {
            path: PathBuf::from("config.toml"),
            message: e.to_string(),
        })?;
        let c = file.hub;
        let value = |message: String| ConfigError::Value {
            path: PathBuf::from("config.toml"),
            message,
        };
        c.default_game
            .parse::<GameKind>()
            .map_err(|e| value(format!("default_game: {e}")))?;
        c.default_rules
            .parse::<crate::games::jungle::RuleSet>()
            .map_err(|e| value(format!("default_rules: {e}")))?;
        c.default_rules_xiangqi
            .parse::<crate::games::xiangqi::RuleSet>()
            .map_err(|e| value(format!("default_rules_xiangqi: {e}")))?;
        c.default_clock
            .parse::<TimeControl>()
            .map_err(|e| value(format!("default_clock: {e}")))?;
        c.default_level
            .parse::<crate::engine::Level>()
            .map_err(|e| value(format!("default_level: {e}")))?;
        Ok(c)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn repository_config_matches_defaults() {
        let c = HubConfig::parse(include_str!("../../config.toml")).unwrap();
        assert_eq!(c, HubConfig::default());
    }

    #[test]
    fn bad_config_says_what() {
        let e = HubConfig::parse("[hub]\nchallenge_expiry_secs = \"soon\"").unwrap_err();
        assert!(e.to_string().contains("challenge_expiry_secs"), "{e}");
        let e = HubConfig::parse("[hub]\ndefault_level = \"godlike\"").unwrap_err();
        assert!(e.to_string().contains("no level `godlike`"), "{e}");
        let e = HubConfig::parse("[hub]\ndefault_clock = \"forever\"").unwrap_err();
        assert!(e.to_string().contains("default_clock"), "{e}");
        let c = HubConfig::parse("[hub]\ndefault_clock = \"10m+5s\"").unwrap();
        assert_eq!(
            c.default_clock(),
            TimeControl::Clock {
                initial_ms: 600_000,
                increment_ms: 5_000
            }
        );
        let e = HubConfig::parse("[hub]\ndefault_game = \"chess\"").unwrap_err();
        assert!(e.to_string().contains("no game `chess`"), "{e}");
        let e = HubConfig::parse("[hub]\ndefault_rules_xiangqi = \"traditional\"").unwrap_err();
        assert!(e.to_string().contains("default_rules_xiangqi"), "{e}");
        let c = HubConfig::parse("[hub]\ndefault_game = \"échecs chinois\"").unwrap();
        assert_eq!(c.default_game(), GameKind::Xiangqi);
        let e = HubConfig::parse("[hub]\ndatabse = \"x\"").unwrap_err();
        assert!(e.to_string().contains("databse"), "{e}");
        let c = HubConfig::parse("[hub]\nchallenge_expiry_secs = 60\n[discord]\ntoken_env = \"X\"")
            .unwrap();
        assert_eq!(c.challenge_expiry_secs, 60);
    }
}
