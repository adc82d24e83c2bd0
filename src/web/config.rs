//! Web settings: the `[web]` table of `config.toml`, and the secret links are signed with
//! (from `secret_file`, else `QIBOT_WEB_SECRET`, else made once and kept in the store so every
//! process of the bot shares it; never logged).

use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::time::Duration;

use serde::Deserialize;

use super::sign::{SECRET_KEY, Secret};
use crate::hub::config::ConfigError;
use crate::store::{Store, StoreError};

/// The `[web]` table of `config.toml`. See the comments in the repository's `config.toml`.
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(default, deny_unknown_fields)]
pub struct WebConfig {
    /// Where the pages are served, e.g. `127.0.0.1:8080`; empty = `qibot run` serves none
    /// (`qibot web` then serves on `--listen`, else [`DEFAULT_LISTEN`]).
    pub listen: String,
    /// The address members open, e.g. `https://qibot.example.org` (a reverse proxy in front);
    /// empty = `http://` and the `listen` address.
    pub public_url: String,
    /// A file holding the secret links are signed with (at least 32 bytes); empty = the
    /// environment variable `QIBOT_WEB_SECRET`, else one made once and kept in the database.
    pub secret_file: Option<PathBuf>,
    /// Where `/metrics` is served besides the pages' address, e.g. `127.0.0.1:9100`; empty = on
    /// the pages' address only.
    pub metrics_listen: String,
    /// How long a connection may take to send a request's headers, in milliseconds; also how
    /// long a kept-alive connection may wait idle for its next request (the server's one timer
    /// for both). From [`TIMEOUT_MS`]; default [`DEFAULT_TIMEOUT_MS`].
    pub header_timeout_ms: u64,
    /// How long a request body may go without sending anything, in milliseconds (the request
    /// then fails and the connection closes). From [`TIMEOUT_MS`]; default
    /// [`DEFAULT_TIMEOUT_MS`].
    pub body_timeout_ms: u64,
}

/// Where `qibot web` serves the pages when neither `--listen` nor `listen` names an address
/// (this machine only), and so where `qibot web link` points its links then.
pub const DEFAULT_LISTEN: &str = "127.0.0.1:8080";

/// The range of the timeout settings, in milliseconds: at least a tenth of a second, at most
/// ten minutes (longer would leave the doors open again).
pub const TIMEOUT_MS: std::ops::RangeInclusive<u64> = 100..=600_000;

/// The default of the timeout settings, in milliseconds: long enough for a slow phone
/// network, short enough that idle connections cannot pile up.
pub const DEFAULT_TIMEOUT_MS: u64 = 10_000;

impl Default for WebConfig {
    fn default() -> WebConfig {
        WebConfig {
            listen: String::new(),
            public_url: String::new(),
            secret_file: None,
            metrics_listen: String::new(),
            header_timeout_ms: DEFAULT_TIMEOUT_MS,
            body_timeout_ms: DEFAULT_TIMEOUT_MS,
        }
    }
}

/// The whole file: only `[web]` is read here.
#[derive(Deserialize, Default)]
struct ConfigFile {
    #[serde(default)]
    web: WebConfig,
}

/// The environment variable holding the secret when `secret_file` is not set.
pub const SECRET_ENV: &str = "QIBOT_WEB_SECRET";

impl WebConfig {
    /// Reads the `[web]` table of `path`; a missing file gives the defaults.
    ///
    /// # Errors
    /// [`ConfigError`] for an unreadable file, bad TOML, an unknown key or a bad value (named).
    pub fn load(path: &Path) -> Result<WebConfig, ConfigError> {
        crate::hub::config::load_with(path, WebConfig::parse)
    }

    /// Parses the `[web]` table of a `config.toml` text and checks it.
    ///
    /// # Errors
    /// As [`WebConfig::load`].
    pub fn parse(text: &str) -> Result<WebConfig, ConfigError> {
        let file: ConfigFile = toml::from_str(text).map_err(|e| ConfigError::Parse {
            path: PathBuf::from("config.toml"),
            message: crate::hub::config::toml_message(text, &e),
        })?;
        let c = file.web;
        c.check().map_err(|message| ConfigError::Value {
            path: PathBuf::from("config.toml"),
            message,
        })?;
        Ok(c)
    }

    /// Checks the values; the error names the setting and says what to write.
    ///
    /// # Errors
    /// A message for a bad `listen`, `metrics_listen`, `public_url`, `secret_file`,
    /// `header_timeout_ms` or `body_timeout_ms`.
    pub fn check(&self) -> Result<(), String> {
        self.check_timeouts()?;
        for (key, v) in [
            ("listen", &self.listen),
            ("metrics_listen", &self.metrics_listen),
        ] {
            check_addr(v).map_err(|m| format!("web.{key}: {m}"))?;
        }
        check_public_url(&self.public_url).map_err(|m| format!("web.public_url: {m}"))?;
        if let Some(f) = &self.secret_file {
            read_secret_file(f).map_err(|m| format!("web.secret_file: {m}"))?;
        }
        Ok(())
    }

    /// Checks `header_timeout_ms` and `body_timeout_ms`.
    ///
    /// # Errors
    /// A message naming the setting out of [`TIMEOUT_MS`].
    pub fn check_timeouts(&self) -> Result<(), String> {
        for (key, v) in [
            ("header_timeout_ms", self.header_timeout_ms),
            ("body_timeout_ms", self.body_timeout_ms),
        ] {
            if !TIMEOUT_MS.contains(&v) {
                return Err(format!(
                    "web.{key}: {v} is out of range: write milliseconds from {} to {}, e.g. {DEFAULT_TIMEOUT_MS}",
                    TIMEOUT_MS.start(),
                    TIMEOUT_MS.end()
                ));
            }
        }
        Ok(())
    }

    /// How long a request's headers may take to arrive, and an idle kept-alive connection may
    /// wait ([`WebConfig::header_timeout_ms`]).
    pub fn header_timeout(&self) -> Duration {
        Duration::from_millis(self.header_timeout_ms)
    }

    /// How long a request body may stall ([`WebConfig::body_timeout_ms`]).
    pub fn body_timeout(&self) -> Duration {
        Duration::from_millis(self.body_timeout_ms)
    }

    /// The address to serve pages on, if set.
    pub fn listen_addr(&self) -> Option<SocketAddr> {
        self.listen.trim().parse().ok()
    }

    /// The address to serve `/metrics` on besides the pages', if set.
    pub fn metrics_addr(&self) -> Option<SocketAddr> {
        self.metrics_listen.trim().parse().ok()
    }

    /// The address links start with: `public_url` without a trailing `/`, else `http://` and
    /// `bound` (the address the server listens on).
    pub fn base_url(&self, bound: Option<SocketAddr>) -> String {
        let u = self.public_url.trim().trim_end_matches('/');
        match (u.is_empty(), bound) {
            (false, _) => u.to_string(),
            (true, Some(a)) => format!("http://{a}"),
            (true, None) => format!("http://{}", self.listen.trim()),
        }
    }
}

/// An address setting: empty, or `host:port` with an IP address.
pub fn check_addr(v: &str) -> Result<(), String> {
    let t = v.trim();
    if t.is_empty() || t.parse::<SocketAddr>().is_ok() {
        return Ok(());
    }
    Err(format!(
        "`{t}` is not an address to listen on: write an IP address and a port, e.g. \"127.0.0.1:8080\" or \"0.0.0.0:8080\", or \"\" for none"
    ))
}

fn check_public_url(v: &str) -> Result<(), String> {
    let t = v.trim();
    if t.is_empty() {
        return Ok(());
    }
    let rest = t
        .strip_prefix("https://")
        .or_else(|| t.strip_prefix("http://"));
    match rest {
        Some(host) if !host.is_empty() && !host.contains(['?', '#', ' ']) => Ok(()),
        _ => Err(format!(
            "`{t}` is not an address of the pages: write an http:// or https:// address, e.g. \"https://qibot.example.org\", or \"\" for the listen address"
        )),
    }
}

/// The secret in file `path`, trimmed of surrounding white space.
///
/// # Errors
/// A sentence naming the file (never showing its content).
fn read_secret_file(path: &Path) -> Result<Secret, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let text = String::from_utf8_lossy(&bytes);
    Secret::new(text.trim().as_bytes().to_vec()).map_err(|e| format!("{}: {e}", path.display()))
}

/// The secret links are signed with: `secret_file`, else `QIBOT_WEB_SECRET`, else the one kept
/// in `store` (made now, randomly, by the first process that needs one).
///
/// # Errors
/// A sentence for an unreadable or short secret, or a store that cannot keep one.
pub async fn secret(config: &WebConfig, store: &dyn Store) -> Result<Secret, String> {
    if let Some(f) = &config.secret_file {
        return read_secret_file(f).map_err(|m| format!("web.secret_file: {m}"));
    }
    if let Ok(v) = std::env::var(SECRET_ENV)
        && !v.trim().is_empty()
    {
        return Secret::new(v.trim().as_bytes().to_vec()).map_err(|e| format!("{SECRET_ENV}: {e}"));
    }
    let kept = store
        .value_or_insert(SECRET_KEY, &Secret::random_text())
        .await
        .map_err(|e: StoreError| format!("the web secret cannot be kept in the database: {e}"))?;
    Secret::new(kept.into_bytes()).map_err(|e| format!("the web secret kept in the database: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_values_name_the_setting() {
        for (text, says) in [
            (
                "[web]\nlisten = \"localhost\"",
                "web.listen: `localhost` is not an address",
            ),
            (
                "[web]\nmetrics_listen = \"9100\"",
                "web.metrics_listen: `9100`",
            ),
            (
                "[web]\npublic_url = \"qibot.org\"",
                "web.public_url: `qibot.org`",
            ),
            (
                "[web]\nsecret_file = \"/nonexistent/secret\"",
                "web.secret_file: cannot read",
            ),
            ("[web]\nport = 3", "port"),
            (
                "[web]\nheader_timeout_ms = 0",
                "web.header_timeout_ms: 0 is out of range",
            ),
            (
                "[web]\nbody_timeout_ms = 600001",
                "web.body_timeout_ms: 600001 is out of range",
            ),
            ("[web]\nheader_timeout_ms = -5", "header_timeout_ms"),
            ("[web]\nheader_timeout_ms = \"soon\"", "header_timeout_ms"),
        ] {
            let e = WebConfig::parse(text).unwrap_err().to_string();
            assert!(e.contains(says), "{text}: {e}");
        }
        let c = WebConfig::parse(
            "[web]\nlisten = \"127.0.0.1:8080\"\npublic_url = \"https://q.example/\"",
        )
        .unwrap();
        assert_eq!(c.listen_addr(), Some("127.0.0.1:8080".parse().unwrap()));
        assert_eq!(c.base_url(None), "https://q.example");
        let c = WebConfig::parse("").unwrap();
        assert_eq!(c, WebConfig::default());
        assert_eq!(c.header_timeout(), Duration::from_secs(10));
        let c = WebConfig::parse("[web]\nheader_timeout_ms = 250\nbody_timeout_ms = 100").unwrap();
        assert_eq!(c.header_timeout(), Duration::from_millis(250));
        assert_eq!(c.body_timeout(), Duration::from_millis(100));
        assert_eq!(
            c.base_url(Some("127.0.0.1:9".parse().unwrap())),
            "http://127.0.0.1:9"
        );
    }

    #[test]
    fn a_short_secret_file_is_refused_without_showing_it() {
        let dir = tempfile::tempdir().unwrap();
        let f = dir.path().join("s");
        std::fs::write(&f, "hunter2\n").unwrap();
        let e = read_secret_file(&f).unwrap_err();
        assert!(e.contains("at least 32"), "{e}");
        assert!(!e.contains("hunter2"), "{e}");
        std::fs::write(&f, format!("{}\n", "ab".repeat(32))).unwrap();
        assert!(read_secret_file(&f).is_ok());
    }
}
