//! `qibot run [--config PATH] [--db PATH] [--shards N | --shard-range FROM..TO --shard-total N]`:
//! the Discord bot. The token comes from
//! `DISCORD_TOKEN` or the file named by `DISCORD_TOKEN_FILE`; without one, this says how to get
//! one and exits with code 2. Logs go to stderr through `tracing` (filter with `RUST_LOG`).
//! SIGINT or SIGTERM stop it cleanly: the shards close, the hub stops, the store is closed.
//!
//! Sharding: by default the process runs as many shards as Discord recommends; `--shards N` runs
//! N; `--shard-range 0..2 --shard-total 4` runs shards 0 and 1 of 4, so that several processes
//! (each with its own range) share the load and one database file.

use std::path::PathBuf;

use clap::Args;

use super::beside;
use super::setup::{
    CliError, config_file, database, init_logs, runtime, stop_signal, store_error, web_config,
};
use crate::discord::{self, DiscordConfig, RunOptions};

use crate::hub::{Hub, HubConfig};

#[derive(Args, Debug, Default)]
pub struct RunArgs {
    /// The configuration file ([hub] and [discord] tables; default: ./config.toml if it exists).
    #[arg(long, value_name = "PATH")]
    config: Option<PathBuf>,
    /// The database: a SQLite file or a `postgres://` URL (default: QIBOT_DATABASE_URL, else
    /// `database` in the configuration).
    #[arg(long, value_name = "PATH|URL")]
    db: Option<String>,
    /// Gateway shards to run (default: as many as Discord recommends).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    shards: Option<u32>,
    /// Run only shards FROM..TO (TO excluded; `FROM..=TO` includes it) of --shard-total, e.g.
    /// `0..2`; other processes run the other shards on the same database.
    #[arg(
        long,
        value_name = "FROM..TO",
        value_parser = parse_shard_range,
        requires = "shard_total",
        conflicts_with = "shards"
    )]
    shard_range: Option<(u32, u32)>,
    /// The number of shards of all processes together (with --shard-range).
    #[arg(
        long,
        value_name = "N",
        value_parser = clap::value_parser!(u32).range(1..),
        requires = "shard_range"
    )]
    shard_total: Option<u32>,
}

/// `FROM..TO` (half-open) or `FROM..=TO` (inclusive) as a half-open `(from, to)`.
fn parse_shard_range(s: &str) -> Result<(u32, u32), String> {
    let bad = || format!("`{s}` is not a shard range: write FROM..TO, e.g. 0..2 (shards 0 and 1)");
    let (a, b, inclusive) = match s.split_once("..=") {
        Some((a, b)) => (a, b, true),
        None => {
            let (a, b) = s.split_once("..").ok_or_else(bad)?;
            (a, b, false)
        }
    };
    let from: u32 = a.trim().parse().map_err(|_| bad())?;
    let to: u32 = b.trim().parse().map_err(|_| bad())?;
    let to = if inclusive {
        to.checked_add(1).ok_or_else(bad)?
    } else {
        to
    };
    if from >= to {
        return Err(format!(
            "the shard range `{s}` is empty: FROM must be below TO, e.g. 0..2"
        ));
    }
    Ok((from, to))
}

impl RunArgs {
    /// The arguments of plain `qibot` (no subcommand) when a token is set.
    pub fn defaults() -> RunArgs {
        RunArgs {
            config: None,
            db: None,
            shards: None,
            shard_range: None,
            shard_total: None,
        }
    }
}

/// Whether a token is set in the environment (plain `qibot` then runs the bot).
pub fn token_set() -> bool {
    discord::config::token_from_env().is_ok()
}

pub fn run(a: RunArgs) -> Result<(), CliError> {
    let config_path = config_file(a.config.as_deref())?;
    let mut hub_config =
        HubConfig::load(&config_path).map_err(|e| CliError::usage(e.to_string()))?;
    let config = DiscordConfig::load(&config_path).map_err(|e| CliError::usage(e.to_string()))?;
    let api_base = config.effective_api_base().map_err(CliError::usage)?;
    let web_config = web_config(&config_path)?;
    let db = database(a.db.as_deref(), &hub_config)?;
    // Several processes on one database: each hosts the games of its own shards' servers.
    if let (Some((from, to)), Some(total)) = (a.shard_range, a.shard_total) {
        hub_config.owner = crate::hub::config::Owner::Shards { from, to, total };
    }
    let shard_range = match (a.shard_range, a.shard_total) {
        (Some((from, to)), Some(total)) => Some(
            discord::ShardRange::new(from, to, total)
                .map_err(|m| CliError::usage(format!("--shard-range: {m}")))?,
        ),
        _ => None,
    };
    let token = discord::config::token_from_env().map_err(CliError::usage)?;
    init_logs();
    let rt = runtime()?;
    rt.block_on(async move {
        let store = crate::store::open(&db)
            .await
            .map_err(|e| store_error(&db, e))?;
        let (store, web) = beside::beside(store, web_config.listen_addr());
        let bot = beside::timed(crate::hub::bot_with(&hub_config), web.as_ref());
        let (hub, events) = Hub::open(store, bot, crate::hub::renderer(), hub_config)
            .await
            .map_err(|e| CliError::failed(e.to_string()))?;
        let web = beside::start_beside(&hub, web, &web_config).await?;
        tracing::info!(
            "qibot {} starting: database {}, API {}",
            env!("CARGO_PKG_VERSION"),
            db,
            api_base.as_deref().unwrap_or("Discord")
        );
        let opts = RunOptions {
            config,
            token,
            api_base,
            shards: a.shards,
            shard_range,
            // Links need an address members can open.
            web_links: !web_config.public_url.trim().is_empty(),
            web,
        };
        let r = discord::run(hub, events, opts, stop_signal()).await;
        // The hub (and with it the store's connection) is dropped here, after shutdown.
        r.map_err(|e| CliError::failed(e.to_string()))?;
        tracing::info!("stopped");
        Ok(())
    })
}

#[cfg(test)]
mod tests {
    use super::parse_shard_range;

    #[test]
    fn shard_ranges_read() {
        assert_eq!(parse_shard_range("0..2"), Ok((0, 2)));
        assert_eq!(parse_shard_range("1..=3"), Ok((1, 4)));
        assert!(parse_shard_range("2..2").unwrap_err().contains("empty"));
        assert!(parse_shard_range("3").unwrap_err().contains("FROM..TO"));
        assert!(parse_shard_range("a..b").unwrap_err().contains("FROM..TO"));
    }
}
