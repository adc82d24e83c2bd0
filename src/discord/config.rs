//! Discord settings: the `[discord]` table of `config.toml`, and the bot token from the
//! environment (never from a file in the repository, never logged).

use std::path::Path;

use serde::Deserialize;

use crate::hub::config::ConfigError;

/// The `[discord]` table of `config.toml`. See the comments in the repository's `config.toml`.
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(default, deny_unknown_fields)]
pub struct DiscordConfig {
    /// Read typed moves (`rat c3 c4`) in channels with an active game. Needs the privileged
    /// MESSAGE CONTENT intent, enabled for the application in the developer portal.
    pub message_content: bool,
    /// Give each new game its own thread.
    pub threads: bool,
    /// Register the slash commands in this one server (guild id, instant: for development);
    /// empty = globally (every server, may take up to an hour to appear).
    pub commands_guild: String,
    /// Another Discord-compatible HTTP API and gateway, e.g. `http://127.0.0.1:8080` (an HTTP
    /// proxy, or a test server); empty = Discord itself. The environment variable
    /// `QIBOT_DISCORD_API` overrides it.
    pub api_base: String,
    /// Seconds after the end of a game before its thread is archived and locked (0: at once;
    /// at most one week).
    pub thread_archive_after_secs: u64,
    /// A role id whose members may `/abort` games, besides members with Manage Messages;
    /// empty = none.
    pub moderator_role: String,
}

/// The longest `thread_archive_after_secs`: one week.
pub const MAX_THREAD_ARCHIVE_SECS: u64 = 7 * 24 * 3600;

impl Default for DiscordConfig {
    fn default() -> Self {
        DiscordConfig {
            message_content: false,
            threads: false,
            commands_guild: String::new(),
            api_base: String::new(),
            thread_archive_after_secs: 300,
            moderator_role: String::new(),
        }
    }
}

/// The whole file: only `[discord]` is read here.
#[derive(Deserialize, Default)]
struct ConfigFile {
    #[serde(default)]
    discord: DiscordConfig,
}

/// The environment variable that overrides [`DiscordConfig::api_base`].
pub const API_ENV: &str = "QIBOT_DISCORD_API";
/// The environment variable holding the bot token.
pub const TOKEN_ENV: &str = "DISCORD_TOKEN";
/// The environment variable naming a file that holds the bot token (Docker or systemd secrets).
pub const TOKEN_FILE_ENV: &str = "DISCORD_TOKEN_FILE";

impl DiscordConfig {
    /// Reads the `[discord]` table of `path`; a missing file gives the defaults.
    ///
    /// # Errors
    /// [`ConfigError`] for an unreadable file, bad TOML, an unknown key, a guild id that is not
    /// a number, or an `api_base` that is not an `http://` or `https://` address.
    pub fn load(path: &Path) -> Result<DiscordConfig, ConfigError> {
        let text = match std::fs::read_to_string(path) {
            Ok(t) => t,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                return Ok(DiscordConfig::default());
            }
            Err(source) => {
                return Err(ConfigError::Read {
                    path: path.to_path_buf(),
                    source,
                });
            }
        };
        let file: ConfigFile = toml::from_str(&text).map_err(|e| ConfigError::Parse {
            path: path.to_path_buf(),
            message: crate::hub::config::toml_message(&text, &e),
        })?;
        let c = file.discord;
        c.check().map_err(|message| ConfigError::Value {
            path: path.to_path_buf(),
            message,
        })?;
        Ok(c)
    }

    /// Checks the values; the error says what is wrong and what to write.
    ///
    /// # Errors
    /// A message for a bad `commands_guild` or `api_base`.
    pub fn check(&self) -> Result<(), String> {
        if !self.commands_guild.is_empty() && self.guild_id().is_none() {
            return Err(format!(
                "discord.commands_guild: `{}` is not a server id: write the server's numeric id \
                 (Developer Mode, right-click the server, Copy Server ID), or \"\" for global commands",
                self.commands_guild
            ));
        }
        if self.thread_archive_after_secs > MAX_THREAD_ARCHIVE_SECS {
            return Err(format!(
                "discord.thread_archive_after_secs = {} is out of range: write a number of seconds from 0 (at once) to {MAX_THREAD_ARCHIVE_SECS} (one week)",
                self.thread_archive_after_secs
            ));
        }
        if !self.moderator_role.trim().is_empty() && self.moderator_role_id().is_none() {
            return Err(format!(
                "discord.moderator_role: `{}` is not a role id: write the role's numeric id \
                 (Developer Mode, Server Settings > Roles, right-click the role, Copy Role ID), or \"\" for Manage Messages only",
                self.moderator_role
            ));
        }
        check_api_base(&self.api_base).map_err(|m| format!("discord.api_base: {m}"))
    }

    /// The moderator role, if one is set.
    pub fn moderator_role_id(&self) -> Option<u64> {
        self.moderator_role
            .trim()
            .parse()
            .ok()
            .filter(|r: &u64| *r != 0)
    }

    /// The guild to register commands in, if one is set.
    pub fn guild_id(&self) -> Option<u64> {
        self.commands_guild
            .trim()
            .parse()
            .ok()
            .filter(|g: &u64| *g != 0)
    }

    /// The API base in force: `QIBOT_DISCORD_API` if set and not empty, else `api_base`;
    /// `None` = Discord itself.
    ///
    /// # Errors
    /// A message if the environment variable holds no `http(s)://` address.
    pub fn effective_api_base(&self) -> Result<Option<String>, String> {
        let from_env = std::env::var(API_ENV).ok().filter(|s| !s.trim().is_empty());
        let base = match from_env {
            Some(b) => {
                check_api_base(&b).map_err(|m| format!("{API_ENV}: {m}"))?;
                b
            }
            None => self.api_base.clone(),
        };
        let base = base.trim().trim_end_matches('/').to_string();
        Ok((!base.is_empty()).then_some(base))
    }
}

fn check_api_base(b: &str) -> Result<(), String> {
    let b = b.trim();
    if b.is_empty() || b.starts_with("http://") || b.starts_with("https://") {
        Ok(())
    } else {
        Err(format!(
            "`{b}` is not an address: write e.g. \"http://127.0.0.1:8080\", or \"\" for Discord"
        ))
    }
}

/// The bot token, kept out of logs: its `Debug` prints `Token(***)`.
#[derive(Clone)]
pub struct Token(String);

impl std::fmt::Debug for Token {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Token(***)")
    }
}

impl Token {
    /// The token text (for the HTTP client only).
    pub fn expose(&self) -> &str {
        &self.0
    }

    /// Wraps a token.
    pub fn new(t: impl Into<String>) -> Token {
        Token(t.into())
    }
}

/// How to get a token, for the error when none is set.
pub const NO_TOKEN_HELP: &str = "no Discord bot token: set DISCORD_TOKEN to the bot's token, or \
DISCORD_TOKEN_FILE to a file holding it. To get one: open https://discord.com/developers/applications, \
create an application (New Application), open Bot, press Reset Token and copy it; for typed moves \
also enable MESSAGE CONTENT INTENT there and set `message_content = true` in config.toml. Invite the \
bot with OAuth2 > URL Generator, scopes `bot` and `applications.commands`. Never put the token in a \
file inside the repository. (`qibot play` plays in the terminal without Discord.)";

/// Reads the token from `DISCORD_TOKEN`, else from the file named by `DISCORD_TOKEN_FILE`.
///
/// # Errors
/// [`NO_TOKEN_HELP`] when neither is set (or both are empty), or a message naming the token file
/// when it cannot be read (without its contents).
pub fn token_from_env() -> Result<Token, String> {
    if let Some(t) = std::env::var(TOKEN_ENV)
        .ok()
        .map(|t| t.trim().to_string())
        .filter(|t| !t.is_empty())
    {
        return Ok(Token(t));
    }
    if let Some(path) = std::env::var_os(TOKEN_FILE_ENV).filter(|p| !p.is_empty()) {
        let path = std::path::PathBuf::from(path);
        let text = std::fs::read_to_string(&path).map_err(|e| {
            format!(
                "cannot read the token file {} named by {TOKEN_FILE_ENV}: {e}",
                path.display()
            )
        })?;
        let t = text.trim();
        if t.is_empty() {
            return Err(format!(
                "the token file {} named by {TOKEN_FILE_ENV} is empty: put the bot token in it",
                path.display()
            ));
        }
        return Ok(Token(t.to_string()));
    }
    Err(NO_TOKEN_HELP.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn repository_config_reads() {
        let file: ConfigFile = toml::from_str(include_str!("../../config.toml")).unwrap();
        file.discord.check().unwrap();
        assert_eq!(file.discord, DiscordConfig::default());
    }

    #[test]
    fn bad_values_say_what() {
        let c = DiscordConfig {
            commands_guild: "my server".into(),
            ..DiscordConfig::default()
        };
        assert!(c.check().unwrap_err().contains("not a server id"));
        let c = DiscordConfig {
            api_base: "127.0.0.1:80".into(),
            ..DiscordConfig::default()
        };
        assert!(c.check().unwrap_err().contains("not an address"));
        let c = DiscordConfig {
            commands_guild: "123".into(),
            api_base: "http://127.0.0.1:9/".into(),
            ..DiscordConfig::default()
        };
        c.check().unwrap();
        assert_eq!(c.guild_id(), Some(123));
        let c = DiscordConfig {
            moderator_role: "mods".into(),
            ..DiscordConfig::default()
        };
        assert!(c.check().unwrap_err().contains("discord.moderator_role"));
        let c = DiscordConfig {
            thread_archive_after_secs: 10_000_000,
            ..DiscordConfig::default()
        };
        assert!(
            c.check()
                .unwrap_err()
                .contains("discord.thread_archive_after_secs")
        );
        let e: Result<ConfigFile, _> = toml::from_str("[discord]\nthread = true");
        assert!(e.err().unwrap().to_string().contains("thread"));
    }

    #[test]
    fn token_is_not_printed() {
        let t = Token::new("secret-value");
        assert_eq!(format!("{t:?}"), "Token(***)");
    }
}
