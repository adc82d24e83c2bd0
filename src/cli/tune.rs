//! `qibot tune [--game jungle|xiangqi] [--games N] [--nodes N] [--threads N] ...`: tunes a
//! game's evaluation weights by self-play (see [`crate::engine::tune`]) and prints the changes
//! and a `qibot match` player that carries them, so the tuned set can be checked in a match
//! before it becomes the default.

use std::time::Instant;

use clap::Args;

use super::inputs::{InGame, RuleArgs, game_parser, in_game};
use super::setup::CliError;
use crate::engine::EngineGame;
use crate::engine::SearchGame;
use crate::engine::matchplay::Tunable;
use crate::engine::tune::{self, SelfPlayConfig};
use crate::games::any::GameKind;

#[derive(Args, Debug)]
pub struct TuneArgs {
    /// The game whose weights are tuned.
    #[arg(long, visible_alias = "variant", value_parser = game_parser(), default_value_t = GameKind::default())]
    game: GameKind,
    /// Self-play games to learn from (a tenth is held out to check the fit).
    #[arg(long, default_value_t = 2000)]
    games: usize,
    /// Node budget per move in the self-play games.
    #[arg(long, default_value_t = 4000)]
    nodes: u64,
    /// Games played (and errors computed) at once.
    #[arg(long, default_value_t = 1)]
    threads: usize,
    /// Seed of the opening generator.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Fewest random plies from the start in an opening.
    #[arg(long, default_value_t = 4)]
    min_plies: usize,
    /// Most random plies from the start in an opening.
    #[arg(long, default_value_t = 10)]
    max_plies: usize,
    /// Plies after which a game is scored a draw.
    #[arg(long, default_value_t = 300)]
    game_plies: usize,
    /// Each weight stays between its default divided by this and its default times this
    /// (plus 20).
    #[arg(long, default_value_t = 2.0)]
    spread: f64,
    /// Most passes over the weights.
    #[arg(long, default_value_t = 40)]
    passes: usize,
    /// The weights to tune, comma-separated, each a key or a prefix ending in `*` (e.g.
    /// `sq_*` for every table entry of Xiangqi); default: the game's usual set.
    #[arg(long)]
    keys: Option<String>,
    /// Relabel each position with a search of this many nodes from it (see
    /// `--label-share`) before fitting; 0: the game results alone.
    #[arg(long, default_value_t = 0)]
    search_labels: u64,
    /// With `--search-labels`: the share of the game's result in each label (the rest is
    /// the search's expected score), 0 to 1.
    #[arg(long, default_value_t = 0.5)]
    label_share: f64,
    /// Fit every Nth position of each game only (1: all), for quicker `--search-labels`.
    #[arg(long, default_value_t = 1)]
    every: usize,
    #[command(flatten)]
    rule_args: RuleArgs,
    /// Keep the labelled positions in this file: read them from it if it exists (no games are
    /// played), else write them there after the games. One `<result> <FEN>` a line, games
    /// separated by blank lines.
    #[arg(long)]
    samples: Option<std::path::PathBuf>,
    /// With `--search-labels`: write the positions fitted (every `--every`th) with their new
    /// labels to this file, in the `--samples` form with the held-out games first, so that
    /// later fits (other `--keys` or `--spread`) can read it with `--samples` instead of
    /// searching again.
    #[arg(long, value_name = "FILE")]
    write_labelled: Option<std::path::PathBuf>,
}

type Games<G> = Vec<Vec<tune::Sample<G>>>;

fn load<G: SearchGame>(path: &std::path::Path, rules: G::Rules) -> Result<Games<G>, CliError> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| CliError::usage(format!("cannot read {}: {e}", path.display())))?;
    let mut games = vec![Vec::new()];
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() {
            games.push(Vec::new());
            continue;
        }
        let bad = |why: String| {
            CliError::usage(format!(
                "{} line {}: {why}; lines are `<result> <FEN>` with result 1, 0.5 or 0 (or a label from 0 to 1)",
                path.display(),
                i + 1
            ))
        };
        let (r, fen) = line.split_once(' ').ok_or_else(|| bad("no FEN".into()))?;
        // A game's result, or a label blended with a search's score (`--write-labelled`).
        let result: f32 = r
            .parse()
            .ok()
            .filter(|r| (0.0..=1.0).contains(r))
            .ok_or_else(|| bad(format!("`{r}` is not a result")))?;
        let pos = G::from_fen(fen, rules).map_err(|e| bad(e.to_string()))?;
        if let Some(g) = games.last_mut() {
            g.push(tune::Sample { pos, result });
        }
    }
    games.retain(|g| !g.is_empty());
    Ok(games)
}

fn save<G: SearchGame>(path: &std::path::Path, games: &Games<G>) -> Result<(), CliError> {
    let mut out = String::new();
    for g in games {
        for s in g {
            out.push_str(&format!("{} {}\n", s.result, s.pos.fen()));
        }
        out.push('\n');
    }
    std::fs::write(path, out)
        .map_err(|e| CliError::usage(format!("cannot write {}: {e}", path.display())))
}

pub fn run(a: TuneArgs) -> Result<(), CliError> {
    in_game(a.game, &a.rule_args, &a)
}

impl InGame for TuneArgs {
    fn run_in<G: EngineGame>(&self, rules: G::Rules) -> Result<(), CliError> {
        let a = self;
        if a.games < 10 {
            return Err(CliError::usage(
                "--games must be at least 10 (a tenth is held out), e.g. --games 2000",
            ));
        }
        if a.min_plies > a.max_plies {
            return Err(CliError::usage(
                "--min-plies must not exceed --max-plies (e.g. --min-plies 4 --max-plies 10)",
            ));
        }
        let threads = a.threads.clamp(1, 64);
        if !(0.0..=1.0).contains(&a.label_share) {
            return Err(CliError::usage(
                "--label-share must be between 0 and 1 (e.g. 0.5: half the game's result, half the search's)",
            ));
        }
        if a.write_labelled.is_some() && a.search_labels == 0 {
            return Err(CliError::usage(
                "--write-labelled needs --search-labels (e.g. --search-labels 20000): without it there are no new labels to write",
            ));
        }
        if !(1.0..=100.0).contains(&a.spread) {
            return Err(CliError::usage(
                "--spread must be between 1 and 100 (e.g. 2: each weight between half and twice its default)",
            ));
        }
        let all: Vec<String> = <G::Params as Tunable>::TUNE_KEYS
            .iter()
            .map(|k| k.to_string())
            .chain(<G::Params as Tunable>::more_tune_keys())
            .collect();
        let keys: Vec<&str> = match &a.keys {
            None => <G::Params as Tunable>::TUNE_KEYS.to_vec(),
            Some(list) => {
                let mut keys = Vec::new();
                for want in list.split(',').map(str::trim).filter(|w| !w.is_empty()) {
                    let found: Vec<&str> = all
                        .iter()
                        .map(String::as_str)
                        .filter(|k| match want.strip_suffix('*') {
                            Some(prefix) => k.starts_with(prefix),
                            None => *k == want,
                        })
                        .collect();
                    if found.is_empty() {
                        return Err(CliError::usage(format!(
                            "--keys: no tunable weight `{want}`; this game's: {}",
                            <G::Params as Tunable>::KEYS
                        )));
                    }
                    keys.extend(found);
                }
                keys
            }
        };
        let cfg = SelfPlayConfig {
            games: a.games,
            nodes: a.nodes.max(1),
            opening_plies: (a.min_plies, a.max_plies),
            max_plies: a.game_plies.max(1),
            threads,
            seed: a.seed,
            rules,
        };
        let t = Instant::now();
        let every = (a.games / 20).max(1);
        let games = match &a.samples {
            Some(path) if path.exists() => load(path, rules)?,
            _ => {
                let games = tune::self_play::<G>(&cfg, &|n| {
                    if n % every == 0 {
                        eprintln!("self-play: {n} of {} games", a.games);
                    }
                });
                if let Some(path) = &a.samples {
                    save(path, &games)?;
                }
                games
            }
        };
        let held = games.len() / 10;
        let every = a.every.max(1);
        // Every `every`th position of each game, still grouped by game.
        let picked: Games<G> = games
            .iter()
            .map(|g| g.iter().step_by(every).copied().collect())
            .collect();
        let flat = |gs: &[Vec<tune::Sample<G>>]| -> Vec<tune::Sample<G>> {
            gs.iter().flatten().copied().collect()
        };
        let (mut test, mut train) = (flat(&picked[..held]), flat(&picked[held..]));
        println!(
            "{} games in {:.0} s: {} positions to fit, {} held out",
            games.len(),
            t.elapsed().as_secs_f64(),
            train.len(),
            test.len()
        );
        let start = G::Params::default();
        let k = tune::fit_scale(&train, &start, threads);
        if a.search_labels > 0 {
            let t = Instant::now();
            for set in [&mut train, &mut test] {
                tune::search_labels(set, a.search_labels, k, a.label_share, threads);
            }
            println!(
                "relabelled with {}-node searches ({:.0} % game result) in {:.0} s",
                a.search_labels,
                a.label_share * 100.0,
                t.elapsed().as_secs_f64()
            );
            if let Some(path) = &a.write_labelled {
                // Back into the games they came from, held-out games first as before.
                let mut labelled = test.iter().chain(train.iter()).copied();
                let regrouped: Games<G> = picked
                    .iter()
                    .map(|g| labelled.by_ref().take(g.len()).collect())
                    .collect();
                save(path, &regrouped)?;
            }
        }
        let err = |p: &G::Params| {
            (
                tune::error(&train, p, k, threads),
                tune::error(&test, p, k, threads),
            )
        };
        let (b0, b1) = err(&start);
        println!("scale k = {k:.3}; error before: {b0:.6} fitted, {b1:.6} held out");
        let (tuned, changes) = tune::tune::<G>(
            &train,
            &start,
            &keys,
            k,
            a.spread,
            a.passes,
            threads,
            &mut |i, e| {
                eprintln!("pass {i}: error {e:.6}");
            },
        );
        let (a0, a1) = err(&tuned);
        println!(
            "error after:  {a0:.6} fitted, {a1:.6} held out ({:.0} s in all)",
            t.elapsed().as_secs_f64()
        );
        let mut player = Vec::new();
        for c in &changes {
            if c.before != c.after {
                println!("  {:<16} {:>5} -> {:>5}", c.key, c.before, c.after);
                player.push(format!("{}={}", c.key, c.after));
            }
        }
        if player.is_empty() {
            println!("no weight changed");
        } else {
            println!("player: master:{}", player.join(","));
        }
        Ok(())
    }
}
