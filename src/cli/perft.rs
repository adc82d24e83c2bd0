//! `qibot perft jungle|xiangqi "<FEN>|startpos" <depth> [--preset NAME] [--rule KEY=VALUE]...
//! [--divide]`

use std::time::Instant;

use clap::Args;

use super::inputs::{InGame, RuleArgs, game_parser, in_game};
use super::setup::CliError;
use crate::engine::EngineGame;
use crate::games::any::GameKind;
use crate::games::perft::{divide, perft};

#[derive(Args, Debug)]
pub struct PerftArgs {
    /// The game: jungle or xiangqi.
    #[arg(value_parser = game_parser())]
    game: GameKind,
    /// A FEN, or `startpos`.
    position: String,
    /// Plies to count.
    depth: u32,
    #[command(flatten)]
    rule_args: RuleArgs,
    /// First print one `c3c4: N` line per root move.
    #[arg(long)]
    divide: bool,
}

/// Prints the divide lines (if asked), the time on stderr and the total.
fn report<M: std::fmt::Display>(
    divide: bool,
    depth: u32,
    split: impl FnOnce() -> Vec<(M, u64)>,
    total: impl FnOnce() -> u64,
) {
    let t = Instant::now();
    let total = if divide {
        let mut total = 0;
        for (m, n) in split() {
            println!("{m}: {n}");
            total += n;
        }
        if depth == 0 {
            total = 1;
        }
        total
    } else {
        total()
    };
    eprintln!("{:.3} s", t.elapsed().as_secs_f64());
    println!("{total}");
}

pub fn run(a: PerftArgs) -> Result<(), CliError> {
    in_game(a.game, &a.rule_args, &a)
}

impl InGame for PerftArgs {
    fn run_in<G: EngineGame>(&self, rules: G::Rules) -> Result<(), CliError> {
        let a = self;
        // `startpos` follows the rules (`first = "blue"` has Blue to move); a FEN says who moves.
        let pos = if a.position.trim() == "startpos" {
            G::startpos(rules)
        } else {
            G::from_fen(&a.position, rules).map_err(|e| CliError::usage(e.to_string()))?
        };
        let max = G::PERFT_MAX_DEPTH;
        if a.depth > max {
            return Err(CliError::usage(format!(
                "depth {} is too deep to finish in reasonable time; use a depth from 0 to {max}",
                a.depth
            )));
        }
        report(
            a.divide,
            a.depth,
            || divide(&pos, a.depth),
            || perft(&pos, a.depth),
        );
        Ok(())
    }
}
