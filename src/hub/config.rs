//! Hub settings from `config.toml` (serde + toml). A missing file or key means the default.

use std::path::{Path, PathBuf};

use std::time::Duration;

use serde::Deserialize;

use crate::games::any::GameKind;

use crate::store::types::TimeControl;
use crate::store::{Location, PasswordSources};

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
    /// How long an unanswered challenge stands (`challenge_expiry_secs` in the file, whole
    /// seconds, 1 s to one year).
    #[serde(rename = "challenge_expiry_secs", deserialize_with = "whole_seconds")]
    pub challenge_expiry: Duration,
    /// How long without a move before the absent player loses; zero = never
    /// (`abandon_after_secs` in the file, whole seconds, 0 or 1 s to one year).
    #[serde(rename = "abandon_after_secs", deserialize_with = "whole_seconds")]
    pub abandon_after: Duration,
    /// When the member to move is reminded, as a fraction of the time from the start of their
    /// turn to its deadline (move clock or abandonment): from 0.05 to 0.95, or 0 for no
    /// reminders.
    pub reminder_fraction: f64,
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
    /// The engine's search time per position when it reviews a finished game, in ms.
    pub review_movetime_ms: u64,
    /// How many engine searches (bot moves and hints) run at once; `None`: one per core.
    pub engine_threads: Option<usize>,
    /// How many more searches may wait for a thread; beyond that a member is told the bot is
    /// busy.
    pub engine_queue: usize,
    /// The transposition tables of all searches together, in MB.
    pub engine_memory_mb: usize,
    /// Active games one member may play at once.
    pub max_games_per_member: usize,
    /// Active games on one server at once.
    pub max_games_per_server: usize,
    /// Open challenges one member may have made at once.
    pub max_challenges_per_member: usize,
    /// Open challenges on one server at once.
    pub max_challenges_per_server: usize,
    /// Games against the bot (`/play`) one member may start a minute.
    pub plays_per_minute: usize,
    /// Hints one member may ask for a minute.
    pub hints_per_minute: usize,
    /// The largest replay GIF posted, in bytes; a larger one is left out with a note (Discord
    /// refuses uploads over 10 MB on servers without boosts).
    pub max_gif_bytes: usize,
    /// The longest game, in plies: a game reaching it ends in a draw (`EndReason::MoveLimit`),
    /// so no game grows its record, replay and memory without end.
    pub max_game_plies: usize,
    /// Whether the finished games of a server are mined, in the background, for puzzles
    /// that only that server's members get (`/puzzle from:server`).
    pub mine_finished_games: bool,
    /// The shortest finished game mined, in plies.
    pub mine_min_plies: usize,
    /// How many finished games may wait for the miner; beyond that a game is not mined (a
    /// line says so in the log).
    pub mine_queue: usize,
    /// Whose games this process recovers, times and plays the bot in (set by the front-end,
    /// not by `config.toml`).
    #[serde(skip)]
    pub owner: Owner,
}

/// The default of `engine_memory_mb`.
pub const DEFAULT_ENGINE_MEMORY_MB: usize = 256;

/// The default of `engine_threads`: the number of cores.
pub fn default_engine_threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// The servers whose games a process hosts when several processes share one database.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Owner {
    /// Every server (one process alone on its database).
    #[default]
    Everything,
    /// The Discord servers (guilds) on shards `from..to` of `total`: guild `g` is on shard
    /// `(g >> 22) % total` (Discord's sharding formula); direct messages (servers that are not
    /// a guild id, `dm:…`) are on shard 0.
    Shards {
        /// First shard run here.
        from: u32,
        /// One past the last shard run here.
        to: u32,
        /// Shards of all processes together.
        total: u32,
    },
    /// One server only (`qibot play` owns the console's games).
    Server(String),
}

impl Owner {
    /// Whether this process hosts the games of `server`.
    pub fn owns(&self, server: &str) -> bool {
        match self {
            Owner::Everything => true,
            Owner::Server(s) => s == server,
            Owner::Shards { from, to, total } => {
                let shard = match server.parse::<u64>() {
                    Ok(guild) => (guild >> 22) % u64::from((*total).max(1)),
                    Err(_) => 0,
                };
                (u64::from(*from)..u64::from(*to)).contains(&shard)
            }
        }
    }
}
/// The range of `review_movetime_ms`: 10 ms to 10 s a position (a 100-ply game then takes 1 s
/// to 17 minutes of one core).
pub const REVIEW_MOVETIME_MS: std::ops::RangeInclusive<u64> = 10..=10_000;

/// The most players a leaderboard may list (one Discord message holds about 50 lines).
pub const MAX_LEADERBOARD: usize = 50;

impl Default for HubConfig {
    fn default() -> Self {
        HubConfig {
            database: "qibot.db".to_string(),
            database_password_file: None,
            challenge_expiry: Duration::from_secs(300),
            abandon_after: Duration::from_secs(86_400),
            reminder_fraction: 0.75,
            default_game: "jungle".to_string(),
            default_rules: "standard".to_string(),
            default_rules_xiangqi: "standard".to_string(),
            default_clock: "none".to_string(),
            default_level: "medium".to_string(),
            language: "en".to_string(),
            casual_hints: true,
            leaderboard_size: 10,
            owner: Owner::Everything,
            review_movetime_ms: crate::engine::review::DEFAULT_MOVETIME_MS,
            engine_threads: None,
            engine_queue: 32,
            engine_memory_mb: DEFAULT_ENGINE_MEMORY_MB,
            max_games_per_member: 5,
            max_games_per_server: 500,
            max_challenges_per_member: 3,
            max_challenges_per_server: 100,
            plays_per_minute: 6,
            hints_per_minute: 10,
            max_gif_bytes: 8_000_000,
            max_game_plies: 1_000,
            mine_finished_games: true,
            mine_min_plies: 20,
            mine_queue: 64,
        }
    }
}

/// The longest duration a setting may have: one year, in seconds. Every deadline is "now" plus
/// at most this, so no sum of durations leaves `i64` milliseconds.
pub const MAX_DURATION_SECS: u64 = 365 * 24 * 3600;

/// The whole `config.toml`: only the `[hub]` table is read here; other tables belong to other
/// layers (see [`check_sections`]).
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

/// toml's error as one sentence: the line, the setting as written there, and what is wrong
/// (toml's own text spreads over several lines with a drawing of the place).
pub fn toml_message(text: &str, e: &toml::de::Error) -> String {
    let what = e.message().trim().replace('\n', " ");
    match e.span() {
        Some(span) => {
            let start = span.start.min(text.len());
            let line_no = text[..start].matches('\n').count() + 1;
            let line = text.lines().nth(line_no - 1).unwrap_or("").trim();
            format!("line {line_no}, `{line}`: {what}")
        }
        None => what,
    }
}

/// Checks that every top-level entry of the configuration file at `path` is one of the `known`
/// sections (`[hub]`, `[discord]`, ...): a typo'd section or a key outside any section would
/// otherwise be silently ignored. A missing file passes (the defaults).
///
/// # Errors
/// [`ConfigError::Read`], [`ConfigError::Parse`], or [`ConfigError::Value`] naming the unknown
/// entry and the sections allowed.
pub fn check_sections(path: &Path, known: &[&str]) -> Result<(), ConfigError> {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(()),
        Err(source) => {
            return Err(ConfigError::Read {
                path: path.to_path_buf(),
                source,
            });
        }
    };
    let table: toml::Table = toml::from_str(&text).map_err(|e| ConfigError::Parse {
        path: path.to_path_buf(),
        message: toml_message(&text, &e),
    })?;
    let allowed = known
        .iter()
        .map(|k| format!("[{k}]"))
        .collect::<Vec<_>>()
        .join(", ");
    for (key, value) in &table {
        let message = if !value.is_table() {
            format!("`{key}` stands outside any section: every setting belongs in one of {allowed}")
        } else if !known.contains(&key.as_str()) {
            format!("there is no section `[{key}]`: the sections are {allowed}")
        } else {
            continue;
        };
        return Err(ConfigError::Value {
            path: path.to_path_buf(),
            message,
        });
    }
    Ok(())
}

/// Checks a database setting (`database`, or `--db`): a file path or a PostgreSQL URL (read in
/// full by [`HubConfig::database_location`]). An empty one or SQLite's
/// in-memory database would keep nothing, while every front-end promises that games resume.
///
/// # Errors
/// A sentence saying what is wrong and what to write.
pub fn check_database(db: &str) -> Result<(), String> {
    let t = db.trim();
    if t.is_empty() {
        return Err("the database is empty: name a file, e.g. \"qibot.db\"".to_string());
    }
    if crate::store::location::is_postgres_url(t) {
        return Ok(());
    }
    if t == ":memory:" || t.starts_with("file::memory:") || t.contains("mode=memory") {
        return Err(format!(
            "`{t}` is an in-memory database, which loses every game at exit: name a file, e.g. \"qibot.db\""
        ));
    }
    Ok(())
}

/// Reads a whole number of seconds (any `u64` fits a [`Duration`]; the range is checked by
/// [`check_secs`] so that the error names the setting and what is allowed).
fn whole_seconds<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Duration, D::Error> {
    u64::deserialize(d).map(Duration::from_secs)
}

/// Checks a number of seconds: from 1 to one year, or also 0 when `zero` says what 0 means.
fn check_secs(key: &str, v: u64, zero: Option<&str>) -> Result<(), String> {
    if (v == 0 && zero.is_some()) || (1..=MAX_DURATION_SECS).contains(&v) {
        return Ok(());
    }
    let or_zero = zero.map(|z| format!(", or 0 ({z})")).unwrap_or_default();
    Err(format!(
        "{key} = {v} is out of range: write a number of seconds from 1 to {MAX_DURATION_SECS} (one year){or_zero}"
    ))
}

impl HubConfig {
    /// How long without a move before the side to move loses (`None`: never).
    pub fn abandon_deadline(&self) -> Option<Duration> {
        (!self.abandon_after.is_zero()).then_some(self.abandon_after)
    }

    /// How many searches run at once (`engine_threads`, else the number of cores).
    pub fn engine_threads(&self) -> usize {
        self.engine_threads.unwrap_or_else(default_engine_threads)
    }

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
        // A new game adds its own setting here (the compiler points at this match).
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
        check_database(&text).map_err(|e| format!("{name}: {e}"))?;
        let sources = PasswordSources::from_env(self.database_password_file.clone());
        Location::parse(&text, &sources).map_err(|e| format!("{name}: {e}"))
    }

    /// Reads the `[hub]` table of `path`; a missing file gives the defaults.
    ///
    /// # Errors
    /// [`ConfigError`] for an unreadable file, bad TOML, an unknown key, or a bad rules preset
    /// or level.
    pub fn load(path: &Path) -> Result<HubConfig, ConfigError> {
        load_with(path, HubConfig::parse)
    }

    /// Parses the text of a `config.toml`.
    ///
    /// # Errors
    /// As [`HubConfig::load`].
    pub fn parse(text: &str) -> Result<HubConfig, ConfigError> {
        let file: ConfigFile = toml::from_str(text).map_err(|e| ConfigError::Parse {
            path: PathBuf::from("config.toml"),
            message: toml_message(text, &e),
        })?;
        let c = file.hub;
        let value = |message: String| ConfigError::Value {
            path: PathBuf::from("config.toml"),
            message,
        };
        c.default_game
            .parse::<GameKind>()
            .map_err(|e| value(format!("default_game: {e}")))?;
        for kind in GameKind::ALL {
            let game = super::games::of(kind);
            crate::games::any::Rules::parse(kind, c.default_rules_for(kind))
                .map_err(|e| value(format!("{}: {e}", game.names().rules_setting)))?;
        }
        c.default_clock
            .parse::<TimeControl>()
            .map_err(|e| value(format!("default_clock: {e}")))?;
        c.default_level
            .parse::<crate::engine::Level>()
            .map_err(|e| value(format!("default_level: {e}")))?;
        check_database(&c.database).map_err(|e| value(format!("database: {e}")))?;
        check_secs("challenge_expiry_secs", c.challenge_expiry.as_secs(), None).map_err(value)?;
        check_secs(
            "abandon_after_secs",
            c.abandon_after.as_secs(),
            Some("games are never abandoned"),
        )
        .map_err(value)?;
        let f = c.reminder_fraction;
        if !(f == 0.0 || (0.05..=0.95).contains(&f)) {
            return Err(value(format!(
                "reminder_fraction = {f} is out of range: write a fraction of the time to a deadline from 0.05 to 0.95 (e.g. 0.75: a reminder when three quarters of it have passed), or 0 for no reminders"
            )));
        }
        if crate::text::I18n::supported(&c.language).is_none() {
            return Err(value(format!(
                "language = \"{}\": there is no such language: write one of {}",
                c.language,
                crate::text::I18n::codes().join(", ")
            )));
        }
        if let Some(n) = c.engine_threads
            && !(1..=256).contains(&n)
        {
            return Err(value(format!(
                "engine_threads = {n} is out of range: write a number from 1 to 256, or leave it out for one per core"
            )));
        }
        if c.engine_queue > 100_000 {
            return Err(value(format!(
                "engine_queue = {} is out of range: write a number from 0 to 100000",
                c.engine_queue
            )));
        }
        if !(16..=65_536).contains(&c.engine_memory_mb) {
            return Err(value(format!(
                "engine_memory_mb = {} is out of range: write a number of MB from 16 to 65536",
                c.engine_memory_mb
            )));
        }
        for (key, v, max) in [
            ("max_games_per_member", c.max_games_per_member, 1_000),
            ("max_games_per_server", c.max_games_per_server, 1_000_000),
            (
                "max_challenges_per_member",
                c.max_challenges_per_member,
                1_000,
            ),
            (
                "max_challenges_per_server",
                c.max_challenges_per_server,
                1_000_000,
            ),
            ("plays_per_minute", c.plays_per_minute, 10_000),
            ("hints_per_minute", c.hints_per_minute, 10_000),
            ("max_gif_bytes", c.max_gif_bytes, 1 << 30),
            ("max_game_plies", c.max_game_plies, 100_000),
            ("mine_min_plies", c.mine_min_plies, 100_000),
            ("mine_queue", c.mine_queue, 10_000),
        ] {
            if !(1..=max).contains(&v) {
                return Err(value(format!(
                    "{key} = {v} is out of range: write a number from 1 to {max}"
                )));
            }
        }
        if !(1..=MAX_LEADERBOARD).contains(&c.leaderboard_size) {
            return Err(value(format!(
                "leaderboard_size = {} is out of range: write a number from 1 to {MAX_LEADERBOARD}",
                c.leaderboard_size
            )));
        }
        if !REVIEW_MOVETIME_MS.contains(&c.review_movetime_ms) {
            return Err(value(format!(
                "review_movetime_ms = {} is out of range: write milliseconds from {} to {}",
                c.review_movetime_ms,
                REVIEW_MOVETIME_MS.start(),
                REVIEW_MOVETIME_MS.end()
            )));
        }
        Ok(c)
    }
}

/// Reads the `config.toml` at `path` and parses it with `parse`: a missing file gives the
/// defaults, and an error names `path`. Every section's `load` goes through it.
///
/// # Errors
/// [`ConfigError::Read`] for an unreadable file, else what `parse` says, with `path` in it.
pub(crate) fn load_with<T: Default>(
    path: &Path,
    parse: impl FnOnce(&str) -> Result<T, ConfigError>,
) -> Result<T, ConfigError> {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(T::default()),
        Err(source) => {
            return Err(ConfigError::Read {
                path: path.to_path_buf(),
                source,
            });
        }
    };
    parse(&text).map_err(|e| match e {
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Checks that the configuration `text` is refused with a message containing `says`.
    fn refused(text: &str, says: &str) {
        let e = HubConfig::parse(text).unwrap_err().to_string();
        assert!(e.contains(says), "{e}");
    }

    #[test]
    fn shards_own_their_guilds_and_shard_zero_the_direct_messages() {
        let first = Owner::Shards {
            from: 0,
            to: 1,
            total: 2,
        };
        let second = Owner::Shards {
            from: 1,
            to: 2,
            total: 2,
        };
        // (id >> 22) % 2: 0 for 4194304 * 2, 1 for 4194304 * 3.
        for (server, on_first) in [("8388608", true), ("12582912", false), ("dm:77", true)] {
            assert_eq!(first.owns(server), on_first, "{server}");
            assert_eq!(second.owns(server), !on_first, "{server}");
        }
        assert!(Owner::Server("console".into()).owns("console"));
        assert!(!Owner::Server("console".into()).owns("8388608"));
        assert!(Owner::Everything.owns("anything"));
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
        assert_eq!(c.default_game().code(), "xiangqi");
        let e = HubConfig::parse("[hub]\nmine_finished_games = \"yes\"").unwrap_err();
        assert!(e.to_string().contains("mine_finished_games"), "{e}");
        let c =
            HubConfig::parse("[hub]\nmine_finished_games = false\nmine_min_plies = 40").unwrap();
        assert!(!c.mine_finished_games);
        assert_eq!(c.mine_min_plies, 40);
        refused(
            "[hub]\nmine_queue = 0",
            "mine_queue = 0 is out of range: write a number from 1 to 10000",
        );
        let e = HubConfig::parse("[hub]\ndatabse = \"x\"").unwrap_err();
        assert!(e.to_string().contains("databse"), "{e}");
        let c = HubConfig::parse("[hub]\nchallenge_expiry_secs = 60\n[discord]\ntoken_env = \"X\"")
            .unwrap();
        assert_eq!(c.challenge_expiry, Duration::from_secs(60));
    }

    #[test]
    fn values_out_of_range_are_refused_with_the_setting() {
        for (text, says) in [
            (
                "abandon_after_secs = 9300000000000000",
                "abandon_after_secs = 9300000000000000 is out of range",
            ),
            (
                "challenge_expiry_secs = 9223372036854775807",
                "challenge_expiry_secs = 9223372036854775807 is out of range",
            ),
            (
                "challenge_expiry_secs = 0",
                "challenge_expiry_secs = 0 is out of range",
            ),
            (
                "leaderboard_size = 0",
                "leaderboard_size = 0 is out of range",
            ),
            (
                "max_game_plies = 0",
                "max_game_plies = 0 is out of range: write a number from 1 to 100000",
            ),
            (
                "language = \"klingon\"",
                "language = \"klingon\": there is no such language: write one of en (English), fr (Français), ",
            ),
            ("database = \"\"", "database: the database is empty"),
            (
                "database = \":memory:\"",
                "database: `:memory:` is an in-memory database",
            ),
        ] {
            let e = HubConfig::parse(&format!("[hub]\n{text}"))
                .unwrap_err()
                .to_string();
            assert!(e.contains(says), "{text}: {e}");
        }
        // The limits themselves are allowed, and 0 means "never" for abandonment.
        let c = HubConfig::parse("[hub]\nabandon_after_secs = 0\nchallenge_expiry_secs = 31536000")
            .unwrap();
        assert_eq!(c.abandon_deadline(), None);
        assert_eq!(
            c.challenge_expiry,
            std::time::Duration::from_secs(MAX_DURATION_SECS)
        );
        let c = HubConfig::parse("[hub]\nlanguage = \"fr\"\nleaderboard_size = 1").unwrap();
        assert_eq!(c.leaderboard_size, 1);
        assert_eq!(c.review_movetime_ms, 100);
        let c = HubConfig::parse("[hub]\nreview_movetime_ms = 250").unwrap();
        assert_eq!(c.review_movetime_ms, 250);
        refused(
            "[hub]\nreview_movetime_ms = 5",
            "review_movetime_ms = 5 is out of range",
        );
    }

    #[test]
    fn unknown_sections_and_loose_keys_are_refused() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("config.toml");
        let known = ["hub", "discord", "web"];
        for (text, says) in [
            (
                "[hbu]\nlanguage = \"fr\"",
                "there is no section `[hbu]`: the sections are [hub], [discord], [web]",
            ),
            (
                "language = \"fr\"\n[hub]",
                "`language` stands outside any section",
            ),
        ] {
            std::fs::write(&path, text).unwrap();
            let e = check_sections(&path, &known).unwrap_err().to_string();
            assert!(e.contains(says), "{text}: {e}");
        }
        std::fs::write(&path, include_str!("../../config.toml")).unwrap();
        check_sections(&path, &known).unwrap();
        check_sections(&dir.path().join("missing.toml"), &known).unwrap();
    }
}
