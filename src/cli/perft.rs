//! `qibot perft jungle "<FEN>|startpos" <depth> [--preset NAME] [--rule KEY=VALUE]... [--divide]`

use std::time::Instant;

use clap::Args;

use super::{CliError, GameKind};
use crate::games::jungle::{self, Position, RuleSet};

#[derive(Args, Debug)]
pub struct PerftArgs {
    /// The game.
    game: GameKind,
    /// A FEN, or `startpos`.
    position: String,
    /// Plies to count.
    depth: u32,
    /// Rules preset: standard, traditional, vertical-tiger, fivefold, engine.
    #[arg(long, default_value = "standard")]
    preset: String,
    /// A rule option on top of the preset, e.g. `--rule tiger_jump=vertical` (repeatable).
    #[arg(long = "rule", value_name = "KEY=VALUE")]
    rules: Vec<String>,
    /// First print one `c3c4: N` line per root move.
    #[arg(long)]
    divide: bool,
}

/// Builds the rule set from a preset and overrides.
///
/// # Errors
/// A usage error naming the bad preset or override.
pub fn rules_from(preset: &str, overrides: &[String]) -> Result<RuleSet, CliError> {
    let mut rules = RuleSet::preset(preset).map_err(|e| CliError::usage(e.to_string()))?;
    for kv in overrides {
        rules
            .apply_override(kv)
            .map_err(|e| CliError::usage(e.to_string()))?;
    }
    Ok(rules)
}

pub fn run(a: PerftArgs) -> Result<(), CliError> {
    match a.game {
        GameKind::Jungle => {}
    }
    let rules = rules_from(&a.preset, &a.rules)?;
    let fen = if a.position.trim() == "startpos" {
        jungle::STARTPOS
    } else {
        a.position.as_str()
    };
    let pos = Position::from_fen(fen, rules).map_err(|e| CliError::usage(e.to_string()))?;
    if a.depth > 12 {
        return Err(CliError::usage(format!(
            "depth {} is too deep to finish in reasonable time; use a depth from 0 to 12",
            a.depth
        )));
    }
    let t = Instant::now();
    let total = if a.divide {
        let mut total = 0;
        for (m, n) in jungle::divide(&pos, a.depth) {
            println!("{m}: {n}");
            total += n;
        }
        if a.depth == 0 {
            total = 1;
        }
        total
    } else {
        jungle::perft(&pos, a.depth)
    };
    eprintln!("{:.3} s", t.elapsed().as_secs_f64());
    println!("{total}");
    Ok(())
}
