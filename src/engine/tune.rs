//! Tuning evaluation weights by self-play (the "Texel" method): the engine plays games against
//! itself from varied openings; every quiet position of those games is labelled with the
//! game's result for the side to move (1, ½ or 0); then the weights are changed one at a time,
//! keeping a change while it lowers the mean squared error between the results and the
//! evaluation turned into an expected score, `1 / (1 + 10^(-k·eval/400))`, with `k` fitted to
//! the starting weights. A tenth of the games is held out to show the fit is not noise.
//!
//! Source of the method: P. Álvarez-Kaufmann ("Texel"), described on the Chess Programming
//! Wiki, "Texel's Tuning Method".

use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use super::Engine;
use super::game::SearchGame;
use super::level::LevelSettings;
use super::matchplay::{Tunable, openings};
use super::search::Searcher;
use crate::games::contract::GameSide;
use crate::games::history::History;

/// A position from a self-play game and the game's result for its side to move.
#[derive(Clone, Copy, Debug)]
pub struct Sample<G> {
    /// The position (quiet: no check or den threat either way, and captures change nothing).
    pub pos: G,
    /// 1 won, 0.5 drawn, 0 lost, for the side to move.
    pub result: f32,
}

/// How the self-play games are played.
#[derive(Clone, Debug)]
pub struct SelfPlayConfig<R> {
    /// Games to play.
    pub games: usize,
    /// Node budget per move (small: many games matter more than deep ones).
    pub nodes: u64,
    /// Random plies from the start of each game, a number in this range, inclusive.
    pub opening_plies: (usize, usize),
    /// Plies after which a game is scored a draw.
    pub max_plies: usize,
    /// Games played at once.
    pub threads: usize,
    /// Seed of the opening generator.
    pub seed: u64,
    /// The rules.
    pub rules: R,
}

/// Whether `pos` is quiet enough for its static evaluation to stand for it: no den threat or
/// check against either side, and its quiescence score (captures until quiet, with the
/// evaluation's lazy shortcut off) equals its static evaluation. A plain "no capture at all"
/// test kept too few positions in Xiangqi, where some capture is nearly always possible, and
/// only those of the opening and the bare endgame.
fn quiet<G: SearchGame>(pos: &G, searcher: &mut Searcher<G>, moves: &mut Vec<G::Move>) -> bool {
    if pos.in_danger() || pos.winning_move().is_some() || pos.terminal().is_some() {
        return false;
    }
    moves.clear();
    pos.generate(moves);
    !moves.is_empty() && searcher.quiescence(pos) == pos.evaluate(&searcher.params)
}

/// Plays `cfg.games` self-play games with the default weights and returns their quiet
/// positions, labelled, grouped by game (so games can be held out whole). `on_game` is called
/// after each game with the number finished.
pub fn self_play<G: SearchGame>(
    cfg: &SelfPlayConfig<G::Rules>,
    on_game: &(dyn Fn(usize) + Sync),
) -> Vec<Vec<Sample<G>>>
where
    G::Params: Sync,
{
    let ops = openings::<G>(cfg.rules, cfg.games, cfg.opening_plies, cfg.seed);
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let out = Mutex::new(Vec::with_capacity(ops.len()));
    let settings = LevelSettings {
        depth: None,
        nodes: Some(cfg.nodes.max(1)),
        movetime: std::time::Duration::from_secs(60),
        pick_margin: 0,
        hash_mb: 16,
    };
    std::thread::scope(|scope| {
        for _ in 0..cfg.threads.max(1) {
            scope.spawn(|| {
                let mut engine = Engine::<G>::with_seed(settings.hash_mb, cfg.seed);
                // Both sides alike and no contempt: the games' results are the labels, and
                // a draw either side steered away from would be no honest one.
                engine.searcher.options = G::default_options();
                let stop = AtomicBool::new(false);
                let mut moves = Vec::new();
                // A searcher for the quiescence test only (its table is tiny and unused).
                let mut probe = Searcher::<G>::new(1);
                probe.options.lazy_eval = false;
                probe.options.qs_tt = false;
                loop {
                    let j = next.fetch_add(1, Ordering::Relaxed);
                    let Some(opening) = ops.get(j) else { break };
                    engine.searcher.clear();
                    let mut game = History::new(G::startpos(cfg.rules));
                    let mut hashes = Vec::new();
                    let mut seen: Vec<(G, bool)> = Vec::new();
                    let mut ok = true;
                    for m in opening {
                        hashes.push(game.position().key());
                        ok &= game.play(*m).is_ok();
                    }
                    let mut plies = 0;
                    while ok && game.outcome().is_none() && plies < cfg.max_plies {
                        let pos = *game.position();
                        if quiet(&pos, &mut probe, &mut moves) {
                            seen.push((pos, pos.side_to_move().index() == 0));
                        }
                        let Some(r) = engine.choose_move_with(&pos, &hashes, &settings, &stop)
                        else {
                            break;
                        };
                        hashes.push(pos.key());
                        ok = game.play(r.best).is_ok();
                        plies += 1;
                    }
                    let red_score = match game.outcome().map(|o| o.winner().map(|w| w.index() == 0))
                    {
                        Some(Some(true)) => 1.0,
                        Some(Some(false)) => 0.0,
                        _ => 0.5,
                    };
                    let samples = seen
                        .into_iter()
                        .map(|(pos, red)| Sample {
                            pos,
                            result: if red { red_score } else { 1.0 - red_score },
                        })
                        .collect();
                    if ok && let Ok(mut o) = out.lock() {
                        o.push(samples);
                    }
                    on_game(done.fetch_add(1, Ordering::Relaxed) + 1);
                }
            });
        }
    });
    out.into_inner().unwrap_or_default()
}

/// Relabels `samples` with the engine's own deeper look: each label becomes `share` of the
/// game's result plus `1 − share` of the expected score (`expected` at scale `k`) of a
/// search of `nodes` nodes from the position (the default weights and switches; mate scores
/// count as a sure win or loss). The game result alone says little about a position many
/// moves before the end; a search score says more about it, at the cost of the search's own
/// errors. Runs on `threads` threads.
pub fn search_labels<G: SearchGame + Sync>(
    samples: &mut [Sample<G>],
    nodes: u64,
    k: f64,
    share: f64,
    threads: usize,
) {
    use super::search::{Limits, MATE_BOUND};
    if samples.is_empty() {
        return;
    }
    let chunk = samples.len().div_ceil(threads.max(1));
    std::thread::scope(|scope| {
        for part in samples.chunks_mut(chunk) {
            scope.spawn(move || {
                // Small, and cleared for each position, so a label depends on its position
                // alone (not on the order or the threads).
                let mut searcher = Searcher::<G>::new(2);
                let stop = AtomicBool::new(false);
                let limits = Limits {
                    nodes: Some(nodes.max(1)),
                    ..Limits::default()
                };
                for s in part {
                    searcher.clear();
                    let Some(r) = searcher.search(&s.pos, &[], &limits, &stop, &mut |_| {}) else {
                        continue;
                    };
                    let e = if r.score >= MATE_BOUND {
                        1.0
                    } else if r.score <= -MATE_BOUND {
                        0.0
                    } else {
                        expected(r.score, k)
                    };
                    s.result = (share * s.result as f64 + (1.0 - share) * e) as f32;
                }
            });
        }
    });
}

/// The expected score of an evaluation `e` (centipawns) at scale `k`.
#[inline]
fn expected(e: i32, k: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-k * e as f64 / 400.0))
}

/// The mean squared error of `params` on `samples` at scale `k`, computed on `threads` threads.
pub fn error<G: SearchGame + Sync>(
    samples: &[Sample<G>],
    params: &G::Params,
    k: f64,
    threads: usize,
) -> f64
where
    G::Params: Sync,
{
    if samples.is_empty() {
        return 0.0;
    }
    let chunk = samples.len().div_ceil(threads.max(1));
    let total: f64 = std::thread::scope(|scope| {
        let parts: Vec<_> = samples
            .chunks(chunk)
            .map(|c| {
                scope.spawn(move || {
                    c.iter()
                        .map(|s| {
                            let d = s.result as f64 - expected(s.pos.evaluate(params), k);
                            d * d
                        })
                        .sum::<f64>()
                })
            })
            .collect();
        parts.into_iter().map(|h| h.join().unwrap_or(0.0)).sum()
    });
    total / samples.len() as f64
}

/// The scale `k` (0.05 to 4) that best fits `params` to `samples` (golden-section search).
pub fn fit_scale<G: SearchGame + Sync>(
    samples: &[Sample<G>],
    params: &G::Params,
    threads: usize,
) -> f64
where
    G::Params: Sync,
{
    let (mut lo, mut hi) = (0.05f64, 4.0f64);
    let g = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..40 {
        let a = hi - g * (hi - lo);
        let b = lo + g * (hi - lo);
        if error(samples, params, a, threads) < error(samples, params, b, threads) {
            hi = b;
        } else {
            lo = a;
        }
    }
    (lo + hi) / 2.0
}

/// One weight's change, for the report.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Change {
    /// The weight's key (as `qibot match` players take it).
    pub key: String,
    /// Its value before tuning.
    pub before: i64,
    /// Its value after.
    pub after: i64,
}

/// Local search over `keys` (by default [`Tunable::TUNE_KEYS`]), one weight at a time: each
/// weight moves by its step ([`Tunable::tune_range`]: by default an eighth of its value, at
/// least 1) in whichever direction lowers the error, as long as it does; after a pass with no
/// gain the steps halve; at most `passes` passes. Each weight stays within its range (by default
/// between its start divided by `spread` and its start times `spread` plus 20: with correlated
/// terms an unbounded search trades one weight against another far from anything that plays
/// well; measured: `spread` 4 set the rat and leopard to 0). Returns the tuned weights and the
/// changes. `on_pass` gets the pass number and the error after it.
#[allow(clippy::too_many_arguments)]
pub fn tune<G: SearchGame + Sync>(
    samples: &[Sample<G>],
    start: &G::Params,
    keys: &[&str],
    k: f64,
    spread: f64,
    passes: usize,
    threads: usize,
    on_pass: &mut dyn FnMut(usize, f64),
) -> (G::Params, Vec<Change>)
where
    G::Params: Tunable + Sync,
{
    let mut p = start.clone();
    let mut best = error(samples, &p, k, threads);
    let spread = spread.max(1.0);
    let ranges: Vec<(i64, i64, i64)> = keys
        .iter()
        .map(|key| G::Params::tune_range(key, start.get(key).unwrap_or(0), spread))
        .collect();
    let bounds: Vec<(i64, i64)> = ranges.iter().map(|r| (r.0, r.1)).collect();
    let mut steps: Vec<i64> = ranges.iter().map(|r| r.2.max(1)).collect();
    for pass in 1..=passes {
        let mut improved = false;
        for (i, key) in keys.iter().enumerate() {
            let Some(v0) = p.get(key) else { continue };
            for dir in [1i64, -1] {
                let mut v = v0;
                loop {
                    let nv = v + dir * steps[i];
                    if nv < bounds[i].0 || nv > bounds[i].1 {
                        break;
                    }
                    let mut q = p.clone();
                    q.set(key, nv);
                    let e = error(samples, &q, k, threads);
                    if e < best {
                        best = e;
                        p = q;
                        v = nv;
                        improved = true;
                    } else {
                        break;
                    }
                }
                if v != v0 {
                    break;
                }
            }
        }
        on_pass(pass, best);
        if !improved {
            if steps.iter().all(|s| *s == 1) {
                break;
            }
            for s in steps.iter_mut() {
                *s = (*s / 2).max(1);
            }
        }
    }
    let changes = keys
        .iter()
        .filter_map(|key| {
            let (before, after) = (start.get(key)?, p.get(key)?);
            Some(Change {
                key: key.to_string(),
                before,
                after,
            })
        })
        .collect();
    (p, changes)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::eval::jungle::EvalParams;
    use crate::games::jungle::{Position, RuleSet};

    /// Self-play of `games` short Jungle games at 300 nodes a move, one thread.
    fn small(games: usize, max_plies: usize, seed: u64) -> SelfPlayConfig<RuleSet> {
        SelfPlayConfig {
            games,
            nodes: 300,
            opening_plies: (2, 4),
            max_plies,
            threads: 1,
            seed,
            rules: RuleSet::default(),
        }
    }

    #[test]
    fn search_labels_blend_the_result_with_the_search() {
        let cfg = small(2, 80, 9);
        let samples: Vec<_> = self_play::<Position>(&cfg, &|_| {})
            .into_iter()
            .flatten()
            .take(30)
            .collect();
        assert!(samples.len() >= 10, "{}", samples.len());
        // Share 1: the game results stay.
        let mut same = samples.clone();
        search_labels(&mut same, 500, 0.5, 1.0, 2);
        let results = |v: &[Sample<Position>]| v.iter().map(|s| s.result).collect::<Vec<_>>();
        assert_eq!(results(&same), results(&samples));
        // Share 0: the search's expected score alone, the same on one thread as on two, and
        // not the game result everywhere.
        let (mut one, mut two) = (samples.clone(), samples.clone());
        search_labels(&mut one, 500, 0.5, 0.0, 1);
        search_labels(&mut two, 500, 0.5, 0.0, 2);
        assert_eq!(results(&one), results(&two));
        assert!(one.iter().all(|s| (0.0..=1.0).contains(&s.result)));
        assert!(results(&one) != results(&samples));
        assert!(one.iter().any(|s| ![0.0, 0.5, 1.0].contains(&s.result)));
        // Half and half: the mean of the two.
        let mut half = samples.clone();
        search_labels(&mut half, 500, 0.5, 0.5, 1);
        for ((h, o), g) in half.iter().zip(&one).zip(&samples) {
            assert!((h.result - (o.result + g.result) / 2.0).abs() < 1e-5);
        }
    }

    #[test]
    fn self_play_labels_and_tuning_lowers_the_error() {
        let cfg = small(6, 120, 5);
        let games = self_play::<Position>(&cfg, &|_| {});
        assert_eq!(games.len(), 6);
        let samples: Vec<_> = games.into_iter().flatten().collect();
        assert!(samples.len() > 50, "{}", samples.len());
        assert!(samples.iter().all(|s| [0.0, 0.5, 1.0].contains(&s.result)));
        let start = EvalParams::default();
        let k = fit_scale(&samples, &start, 1);
        assert!((0.05..=4.0).contains(&k));
        let before = error(&samples, &start, k, 1);
        let keys = EvalParams::TUNE_KEYS;
        let (tuned, changes) =
            tune::<Position>(&samples, &start, keys, k, 2.0, 2, 1, &mut |_, _| {});
        let after = error(&samples, &tuned, k, 1);
        assert!(after <= before, "{after} > {before}");
        assert_eq!(changes.len(), EvalParams::TUNE_KEYS.len());
        // The report agrees with the weights, and every weight kept within its bounds.
        for c in &changes {
            assert_eq!(tuned.get(&c.key), Some(c.after));
            assert!(
                c.after >= c.before / 2 && c.after <= c.before * 2 + 20,
                "{c:?}"
            );
        }
    }
}
