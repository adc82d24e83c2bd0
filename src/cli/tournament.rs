//! `qibot tournament pair --system dutch FILE.trf -o OUT` and `qibot tournament pair --system
//! round-robin --players N --round R [--double] -o OUT`: the next round of a TRF file by the
//! Dutch system, or a round of the Berger tables, written in the pairing engines' output format
//! (the number of pairs, then `white black` a line, the bye as `id 0`). `-o -` writes to
//! standard output.

use std::path::PathBuf;

use clap::{Args, Subcommand, ValueEnum};

use super::setup::CliError;
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
    let TournamentAction::Pair(p) = a.action;
    let pairing = match p.system {
        System::Dutch => dutch_round(&p)?,
        System::RoundRobin => round_robin(&p)?,
    };
    let text = pairing.to_text();
    if p.output.as_os_str() == "-" {
        print!("{text}");
        return Ok(());
    }
    std::fs::write(&p.output, text).map_err(|e| {
        CliError::failed(format!(
            "cannot write the pairing to {}: {e}",
            p.output.display()
        ))
    })
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
