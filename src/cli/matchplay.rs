//! `qibot match A B [--game jungle|xiangqi] [--games N] [--movetime MS] [--depth N] [--nodes N]
//! [--time-scale F] ...`: self-play between two engine configurations (see
//! [`crate::engine::matchplay::Player`]).

use std::time::{Duration, Instant};

use clap::Args;

use super::inputs::{InGame, RuleArgs, game_parser, in_game};
use super::setup::CliError;
use crate::engine::EngineGame;
use crate::engine::matchplay::{self, MatchConfig, Player, Tunable};
use crate::games::any::GameKind;

#[derive(Args, Debug)]
pub struct MatchArgs {
    /// First player: a level with optional changes, e.g. `hard` or `master:null=off,movetime=200`.
    a: String,
    /// Second player, same form.
    b: String,
    /// The game (also `--variant`, as the protocol's `UCI_Variant`).
    #[arg(long, visible_alias = "variant", value_parser = game_parser(), default_value_t = GameKind::default())]
    game: GameKind,
    /// Games in all (each opening is played twice, colours swapped).
    #[arg(long, default_value_t = 100)]
    games: usize,
    /// Seed of the opening generator.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Fewest random plies from the start in an opening.
    #[arg(long, default_value_t = 2)]
    min_plies: usize,
    /// Most random plies from the start in an opening.
    #[arg(long, default_value_t = 4)]
    max_plies: usize,
    /// Time per move for both players, in ms (replaces their levels' budgets).
    #[arg(long)]
    movetime: Option<u64>,
    /// Depth cap for both players.
    #[arg(long)]
    depth: Option<u32>,
    /// Node cap per move for both players.
    #[arg(long)]
    nodes: Option<u64>,
    /// Multiply both players' time budgets by this (e.g. 0.05 for a quick table).
    #[arg(long, default_value_t = 1.0)]
    time_scale: f64,
    /// Turn the (scaled) time budgets into node budgets at this many nodes per second, so the
    /// result does not depend on the machine's load.
    #[arg(long)]
    nps: Option<u64>,
    /// Games played at once.
    #[arg(long, default_value_t = 1)]
    threads: usize,
    /// Plies after which a game is scored a draw.
    #[arg(long, default_value_t = 400)]
    game_plies: usize,
    #[command(flatten)]
    rule_args: RuleArgs,
    /// Print only the final line.
    #[arg(long)]
    quiet: bool,
    /// Write every game to this file, one line each: its number, the opening's index, the
    /// player with Red, the result for A (1, 1/2, 0) and all its moves from the start.
    #[arg(long, value_name = "FILE")]
    record: Option<std::path::PathBuf>,
}

fn player<P: Tunable>(text: &str, a: &MatchArgs) -> Result<Player<P>, CliError> {
    let mut p: Player<P> = text
        .parse()
        .map_err(|e: matchplay::PlayerError| CliError::usage(format!("player `{text}`: {e}")))?;
    if let Some(ms) = a.movetime {
        p.settings.movetime = Duration::from_millis(ms.max(1));
    }
    if let Some(d) = a.depth {
        p.settings.depth = Some(p.settings.depth.map_or(d, |x| x.min(d)).max(1));
    }
    if let Some(n) = a.nodes {
        p.settings.nodes = Some(n.max(1));
    }
    Ok(p)
}

pub fn run(a: MatchArgs) -> Result<(), CliError> {
    in_game(a.game, &a.rule_args, &a)
}

impl InGame for MatchArgs {
    /// Plays the match. An engine program may be given a `notation=` only of the game's own
    /// notations ([`EngineGame::NOTATIONS`]).
    fn run_in<G: EngineGame>(&self, rules: G::Rules) -> Result<(), CliError> {
        let a = self;
        let pa = player::<G::Params>(&a.a, a)?;
        let pb = player::<G::Params>(&a.b, a)?;
        for p in [&pa, &pb] {
            if !G::NOTATIONS.contains(&p.notation) {
                let known = match G::NOTATIONS {
                    [_] => "a single notation".to_string(),
                    many => format!(
                        "the notations {}",
                        many.iter()
                            .map(|n| n.to_string())
                            .collect::<Vec<_>>()
                            .join(", ")
                    ),
                };
                return Err(CliError::usage(format!(
                    "player `{}`: notation={} is for another game's move text; {} has {known}",
                    p.name,
                    p.notation,
                    G::NAME
                )));
            }
        }
        if a.games == 0 {
            return Err(CliError::usage("--games must be at least 1"));
        }
        if a.min_plies > a.max_plies {
            return Err(CliError::usage(
                "--min-plies must not exceed --max-plies (e.g. --min-plies 2 --max-plies 4)",
            ));
        }
        if !(a.time_scale > 0.0 && a.time_scale <= 100.0) {
            return Err(CliError::usage(
                "--time-scale must be above 0 and at most 100 (e.g. 0.05)",
            ));
        }
        let cfg = MatchConfig {
            games: a.games,
            seed: a.seed,
            opening_plies: (a.min_plies, a.max_plies),
            time_scale: a.time_scale,
            threads: a.threads.clamp(1, 64),
            nps: a.nps,
            max_plies: a.game_plies.max(1),
            rules,
        };
        // A program that cannot start is a bad setting: stop here, naming the player.
        if let Err((name, e)) = matchplay::check_programs::<G>(&[&pa, &pb]) {
            return Err(CliError::usage(format!(
                "player `{name}`: its engine program could not start: {e} (write \
             `engine[:OPTIONS]@COMMAND [ARGS]`, e.g. `engine@/usr/games/fairy-stockfish`)"
            )));
        }
        let record = match &a.record {
            Some(path) => Some(std::sync::Mutex::new(std::fs::File::create(path).map_err(
                |e| {
                    CliError::usage(format!(
                        "--record {}: cannot create the file: {e}",
                        path.display()
                    ))
                },
            )?)),
            None => None,
        };
        let t = Instant::now();
        let done = std::sync::atomic::AtomicUsize::new(0);
        let quiet = a.quiet;
        let r = matchplay::run::<G>(&pa, &pb, &cfg, &|g| {
            let n = done.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
            if let Some(file) = &record
                && let Ok(mut f) = file.lock()
            {
                use std::io::Write;
                let result = match g.score {
                    1.0 => "1",
                    0.0 => "0",
                    _ => "1/2",
                };
                let red = if g.a_red { &pa.name } else { &pb.name };
                // A failed write loses only the record, not the match.
                if let Err(e) = writeln!(
                    f,
                    "{n}\t{}\t{red}\t{result}\t{}",
                    g.opening,
                    g.line.join(" ")
                ) {
                    eprintln!("--record: could not write game {n}: {e}");
                }
            }
            if !quiet {
                eprintln!(
                    "game {n}: opening {} {} as Red: {} in {} plies",
                    g.opening,
                    if g.a_red { &pa.name } else { &pb.name },
                    if g.score == 1.0 {
                        format!("{} wins", pa.name)
                    } else if g.score == 0.0 {
                        format!("{} wins", pb.name)
                    } else {
                        "draw".to_string()
                    },
                    g.plies
                );
            }
        });
        let nps = r.nps();
        let tpm = r.time_per_move();
        println!(
            "{}: {} vs {}: {r} [{:.0} s; {:.2} / {:.2} M nodes/s; {:.0} / {:.0} ms a move]",
            G::NAME,
            pa.name,
            pb.name,
            t.elapsed().as_secs_f64(),
            nps[0] / 1e6,
            nps[1] / 1e6,
            tpm[0].as_secs_f64() * 1e3,
            tpm[1].as_secs_f64() * 1e3
        );
        Ok(())
    }
}
