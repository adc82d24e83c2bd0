//! `qibot perft jungle|xiangqi "<FEN>|startpos" <depth> [--preset NAME] [--rule KEY=VALUE]...
//! [--divide]`

use std::time::Instant;

use clap::Args;

use super::{CliError, GameKind, RuleArgs};
use crate::games::contract::GamePosition;
use crate::games::jungle::{self, Position, RuleSet};
use crate::games::xiangqi;

#[derive(Args, Debug)]
pub struct PerftArgs {
    /// The game: jungle or xiangqi.
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

/// The deepest depth accepted for each game (deeper would not finish in reasonable time).
const fn max_depth(game: GameKind) -> u32 {
    match game {
        GameKind::Jungle => 12,
        GameKind::Xiangqi => 8,
    }
}

fn check_depth(game: GameKind, depth: u32) -> Result<(), CliError> {
    let max = max_depth(game);
    if depth > max {
        return Err(CliError::usage(format!(
            "depth {depth} is too deep to finish in reasonable time; use a depth from 0 to {max}"
        )));
    }
    Ok(())
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
    let startpos = a.position.trim() == "startpos";
    match a.game {
        GameKind::Jungle => {
            let rules = a.rule_args.build::<RuleSet>()?;
            // `startpos` follows the rules (`first = "blue"` has Blue to move); a FEN says who moves.
            let pos = if startpos {
                Position::startpos(rules)
            } else {
                Position::from_fen(&a.position, rules)
                    .map_err(|e| CliError::usage(e.to_string()))?
            };
            check_depth(a.game, a.depth)?;
            report(
                a.divide,
                a.depth,
                || jungle::divide(&pos, a.depth),
                || jungle::perft(&pos, a.depth),
            );
        }
        GameKind::Xiangqi => {
            let rules = a.rule_args.build::<xiangqi::RuleSet>()?;
            let fen = if startpos {
                xiangqi::STARTPOS
            } else {
                a.position.as_str()
            };
            let pos = xiangqi::Position::from_fen(fen, rules)
                .map_err(|e| CliError::usage(e.to_string()))?;
            check_depth(a.game, a.depth)?;
            report(
                a.divide,
                a.depth,
                || xiangqi::divide(&pos, a.depth),
                || xiangqi::perft(&pos, a.depth),
            );
        }
    }
    Ok(())
}
