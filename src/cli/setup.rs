//! What every command of the command line shares to start: the error it reports, the
//! configuration file, the database, the Tokio runtime, the logs and the stop signal. Commands
//! import this; it imports no command.

use crate::store::{Location, StoreError};
use crate::web::WebConfig;

/// A failure to report: the message and the exit code.
pub struct CliError {
    /// What went wrong and how to do it right.
    pub message: String,
    /// 2 for bad input, 1 for other failures.
    pub code: u8,
}

impl CliError {
    /// A bad-input error (exit code 2).
    pub fn usage(message: impl Into<String>) -> CliError {
        CliError {
            message: message.into(),
            code: 2,
        }
    }

    /// A failure that is not the input's fault (exit code 1).
    pub fn failed(message: impl Into<String>) -> CliError {
        CliError {
            message: message.into(),
            code: 1,
        }
    }
}

/// The exit for a store that cannot be opened: a database that cannot be used as it is (not
/// qibot's, newer, read-only) is a bad setting (exit 2, its sentence names the file); a
/// failure of the database itself exits 1.
pub fn store_error(db: &Location, e: StoreError) -> CliError {
    match e {
        StoreError::Refused { reason } => CliError::usage(reason),
        e => CliError::failed(format!("{db}: {e}")),
    }
}

/// The sections of `config.toml`, one per layer that has settings.
const CONFIG_SECTIONS: [&str; 3] = ["hub", "discord", "web"];

/// The configuration file to read: the one `--config` names, which must exist, else
/// `./config.toml` (missing: the defaults). Its top-level entries are checked here, where every
/// layer's section is known.
///
/// # Errors
/// A usage error for a missing `--config` file or an unknown section.
pub(crate) fn config_file(given: Option<&std::path::Path>) -> Result<std::path::PathBuf, CliError> {
    let path = match given {
        Some(p) if !p.exists() => {
            return Err(CliError::usage(format!(
                "--config {}: there is no such file: name an existing configuration file, or leave \
                 --config out to use ./config.toml (or the defaults)",
                p.display()
            )));
        }
        Some(p) => p.to_path_buf(),
        None => std::path::PathBuf::from("config.toml"),
    };
    crate::hub::config::check_sections(&path, &CONFIG_SECTIONS)
        .map_err(|e| CliError::usage(e.to_string()))?;
    Ok(path)
}

/// The database a front-end opens: `--db` if given, else `QIBOT_DATABASE_URL`, else the
/// configuration's; checked.
///
/// # Errors
/// A usage error naming the setting for an empty, in-memory or malformed database.
pub(crate) fn database(
    given: Option<&str>,
    config: &crate::hub::HubConfig,
) -> Result<Location, CliError> {
    config.database_location(given).map_err(CliError::usage)
}

/// Reads the `[web]` settings of `path` (a usage error names a bad one).
pub(crate) fn web_config(path: &std::path::Path) -> Result<WebConfig, CliError> {
    WebConfig::load(path).map_err(|e| CliError::usage(e.to_string()))
}

/// A multi-threaded Tokio runtime for the front-ends (`play`, `run`, `web`).
///
/// # Errors
/// Exit code 1 if the runtime cannot start.
/// The language a `--lang` value names (`fr`, `zh-CN`, `vi_VN.UTF-8`, …).
///
/// # Errors
/// A usage error naming the value and every code `--lang` takes.
pub(crate) fn language(tag: &str) -> Result<&'static str, CliError> {
    crate::text::I18n::supported(tag).ok_or_else(|| {
        CliError::usage(format!(
            "there is no language `{tag}`: use {}",
            crate::text::I18n::codes().join(", ")
        ))
    })
}

pub(crate) fn runtime() -> Result<tokio::runtime::Runtime, CliError> {
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| CliError::failed(format!("cannot start the runtime: {e}")))
}

/// Logs to stderr through `tracing`, filtered by `RUST_LOG` (default: info, the Discord
/// libraries' warnings only).
pub(crate) fn init_logs() {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info,serenity=warn,poise=warn"));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .try_init();
}

/// Completes on SIGINT (Ctrl-C) or SIGTERM.
pub(crate) async fn stop_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => {
                tokio::select! {
                    _ = tokio::signal::ctrl_c() => {}
                    _ = term.recv() => {}
                }
            }
            Err(_) => {
                let _ = tokio::signal::ctrl_c().await;
            }
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}
