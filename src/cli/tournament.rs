//! `qibot tournament pair --system dutch FILE.trf -o OUT` and `qibot tournament pair --system
//! round-robin --players N --round R [--double] -o OUT`: the next round of a TRF file by the
//! Dutch system, or a round of the Berger tables, written in the pairing engines' output format
//! (the number of pairs, then `white black` a line, the bye as `id 0`). `-o -` writes to
//! standard output.
//!
//! `qibot tournament export N --trf [--db PATH] [-o OUT]`: stored tournament `N` as a TRF-16
//! file (its players in the initial ranking, every recorded result), so any arbiter's tool can
//! check it.

use std::path::PathBuf;

use clap::{Args, Subcommand, ValueEnum};

use super::setup::{CliError, config_file, database, runtime, store_error};
use crate::pairing::trf::Tournament;
use crate::pairing::{RoundPairing, berger, dutch};

#[derive(Args, Debug)]
pub struct TournamentArgs {
    #[command(subcommand)]
    action: TournamentAction,
}

#[derive(Subcommand, Debug)]
enum TournamentAction {
    /// Pair a round: the next round of a TRF file (Dutch system) or a round of a round robin.
    Pair(PairArgs),
    /// Write a stored tournament as a TRF-16 file.
    Export(ExportArgs),
}

#[derive(Args, Debug)]
struct ExportArgs {
    /// The tournament's number.
    #[arg(value_name = "N")]
    id: i64,
    /// Write the FIDE TRF-16 format (the one format there is so far).
    #[arg(long, required = true)]
    trf: bool,
    /// The database: a SQLite file or a `postgres://` URL (default: QIBOT_DATABASE_URL, else
    /// `database` in config.toml, else ./qibot.db).
    #[arg(long, value_name = "PATH|URL")]
    db: Option<String>,
    /// The configuration file (default: ./config.toml if it exists).
    #[arg(long, value_name = "PATH")]
    config: Option<PathBuf>,
    /// Where to write the file (`-`, the default, for standard output).
    #[arg(short = 'o', long = "output", value_name = "OUT", default_value = "-")]
    output: PathBuf,
}

/// The pairing system.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
enum System {
    /// The FIDE Dutch system (C.04.3), from a TRF file.
    Dutch,
    /// The FIDE Berger tables (C.05 Annex 1).
    RoundRobin,
}

#[derive(Args, Debug)]
struct PairArgs {
    /// The pairing system.
    #[arg(long, value_enum)]
    system: System,
    /// The tournament as a FIDE TRF(x) file (for --system dutch).
    #[arg(value_name = "FILE.trf")]
    file: Option<PathBuf>,
    /// The number of players (for --system round-robin).
    #[arg(long, value_name = "N")]
    players: Option<u32>,
    /// The round to write, from 1 (for --system round-robin).
    #[arg(long, value_name = "R")]
    round: Option<u32>,
    /// A double round robin: the table twice, the second time with the colours reversed.
    #[arg(long)]
    double: bool,
    /// Where to write the pairing (`-`, the default, for standard output).
    #[arg(short = 'o', long = "output", value_name = "OUT", default_value = "-")]
    output: PathBuf,
}

pub fn run(a: TournamentArgs) -> Result<(), CliError> {
    let p = match a.action {
        TournamentAction::Pair(p) => p,
        TournamentAction::Export(e) => return export(&e),
    };
    let pairing = match p.system {
        System::Dutch => dutch_round(&p)?,
        System::RoundRobin => round_robin(&p)?,
    };
    write_out(&p.output, &pairing.to_text(), "the pairing")
}

/// Writes `text` to `output` (`-`: standard output).
fn write_out(output: &std::path::Path, text: &str, what: &str) -> Result<(), CliError> {
    if output.as_os_str() == "-" {
        print!("{text}");
        return Ok(());
    }
    std::fs::write(output, text)
        .map_err(|e| CliError::failed(format!("cannot write {what} to {}: {e}", output.display())))
}

/// `qibot tournament export N --trf`: the stored tournament as TRF-16.
fn export(a: &ExportArgs) -> Result<(), CliError> {
    if !a.trf {
        return Err(CliError::usage(
            "say which format to write: --trf (FIDE TRF-16)",
        ));
    }
    let config_path = config_file(a.config.as_deref())?;
    let config =
        crate::hub::HubConfig::load(&config_path).map_err(|e| CliError::usage(e.to_string()))?;
    let db = database(a.db.as_deref(), &config)?;
    let text = runtime()?.block_on(async {
        let store = crate::store::open(&db)
            .await
            .map_err(|e| store_error(&db, e))?;
        let t = store
            .tournament(a.id)
            .await
            .map_err(|e| store_error(&db, e))?
            .ok_or_else(|| {
                CliError::usage(format!(
                    "there is no tournament {} in this database: give the number the bot \
                     announced when it was created",
                    a.id
                ))
            })?;
        let players = store
            .tournament_players(a.id)
            .await
            .map_err(|e| store_error(&db, e))?;
        let pairings = store
            .tournament_pairings(a.id)
            .await
            .map_err(|e| store_error(&db, e))?;
        Ok::<_, CliError>(crate::hub::tournament::to_trf(&t, &players, &pairings).to_text())
    })?;
    write_out(&a.output, &text, "the tournament")
}

fn dutch_round(p: &PairArgs) -> Result<RoundPairing, CliError> {
    if p.players.is_some() || p.round.is_some() || p.double {
        return Err(CliError::usage(
            "--players, --round and --double are for --system round-robin; the Dutch system \
             pairs the round after the last one in the TRF file",
        ));
    }
    let Some(file) = &p.file else {
        return Err(CliError::usage(
            "--system dutch needs the tournament's TRF file: qibot tournament pair --system dutch \
             FILE.trf -o OUT",
        ));
    };
    let text = std::fs::read_to_string(file)
        .map_err(|e| CliError::usage(format!("cannot read {}: {e}", file.display())))?;
    let t = Tournament::parse(&text).map_err(|e| {
        CliError::usage(format!(
            "{}: {e} (the TRF-16 player line has fixed columns; see `qibot tournament pair --help`)",
            file.display()
        ))
    })?;
    dutch::pair(&t).map_err(|e| CliError::usage(format!("{}: {e}", file.display())))
}

fn round_robin(p: &PairArgs) -> Result<RoundPairing, CliError> {
    if p.file.is_some() {
        return Err(CliError::usage(
            "--system round-robin takes no file: give --players N --round R [--double]",
        ));
    }
    let (Some(players), Some(round)) = (p.players, p.round) else {
        return Err(CliError::usage(
            "--system round-robin needs --players N and --round R (and --double for a double \
             round robin)",
        ));
    };
    berger::round(players, round, p.double).map_err(|e| CliError::usage(e.to_string()))
}
