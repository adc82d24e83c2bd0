//! Self-play matches between two engine configurations, for the level table and for measuring
//! search and evaluation changes: varied openings (a few seeded random plies from the start,
//! deduplicated), each played twice with colours swapped; the score and the Elo difference with
//! a 95 % error bar. Any [`SearchGame`] can be played (Jungle, Xiangqi). A player may also be
//! another engine program ([`super::external`]), to measure qibot against it.

use std::fmt;
use std::str::FromStr;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use super::Engine;
use super::external::{ExternalEngine, ExternalError};
use super::game::SearchGame;
use super::level::{Level, LevelSettings};
use super::notation::Notation;
use super::options::SearchOptions;
use crate::engine::eval::jungle::EvalParams;
use crate::games::contract::GameSide;
use crate::games::history::History;
use crate::games::jungle::RuleSet;

/// Evaluation weights a match player may change by name (`<level>:key=value`), and the search
/// switches its game starts from.
pub trait Tunable: Clone + Default {
    /// The keys, for the error message that lists them.
    const KEYS: &'static str;
    /// Sets the weight `key` to `value`; `false` if there is no such key.
    fn set(&mut self, key: &str, value: i64) -> bool;
    /// The weights self-play tuning changes ([`super::tune`]); none by default.
    const TUNE_KEYS: &'static [&'static str] = &[];
    /// Further keys self-play tuning may change when asked by name or prefix (`qibot tune
    /// --keys`), too many to list as constants (e.g. single table entries); none by default.
    fn more_tune_keys() -> Vec<String> {
        Vec::new()
    }
    /// Where tuning may move weight `key` from its default `start`, and its first step:
    /// `(lowest, highest, step)`; by default [`default_tune_range`].
    fn tune_range(key: &str, start: i64, spread: f64) -> (i64, i64, i64) {
        let _ = key;
        default_tune_range(start, spread)
    }
    /// The value of weight `key` (`None` if there is no such key or it cannot be read back).
    fn get(&self, key: &str) -> Option<i64> {
        let _ = key;
        None
    }
    /// The switches the game's engine plays with, a level's starting point in a match
    /// ([`crate::engine::SearchGame::play_options`]; Jungle's [`SearchOptions::default`]).
    fn play_options() -> SearchOptions {
        SearchOptions::default()
    }
}

/// [`Tunable::tune_range`]'s default: between `|start| / spread` and `|start| · spread + 20`,
/// stepping by an eighth of the value (at least 1).
pub fn default_tune_range(start: i64, spread: f64) -> (i64, i64, i64) {
    let v = start.abs() as f64;
    (
        (v / spread).floor() as i64,
        (v * spread).ceil() as i64 + 20,
        (start.abs() / 8).max(1),
    )
}

/// Weights addressed one `i32` at a time by key: the games implement [`Tunable::set`] and
/// [`Tunable::get`] through it.
pub(crate) trait Slot: Clone {
    /// The weight `key` names, if any.
    fn slot(&mut self, key: &str) -> Option<&mut i32>;

    /// Sets the weight `key`; `false` if there is no such key.
    fn set_slot(&mut self, key: &str, value: i64) -> bool {
        match self.slot(key) {
            Some(x) => {
                *x = value as i32;
                true
            }
            None => false,
        }
    }

    /// The weight `key`, if there is one.
    fn get_slot(&self, key: &str) -> Option<i64> {
        self.clone().slot(key).map(|x| i64::from(*x))
    }
}

/// The weight among `weights` (each with its key) that `key` names: the plain weights of a
/// [`Slot::slot`], after the keys it parses.
pub(crate) fn named_weight<'a, const N: usize>(
    key: &str,
    weights: [(&str, &'a mut i32); N],
) -> Option<&'a mut i32> {
    weights
        .into_iter()
        .find_map(|(k, w)| (k == key).then_some(w))
}

/// One side of a match: a level, with optional changes to its budget, search switches and
/// evaluation weights `P` (Jungle's by default). Text form: `<level>[:key=value,...]`, e.g.
/// `master:null=off,movetime=100`.
///
/// Keys: `depth`, `nodes`, `movetime` (ms), `margin` (cp), `hash` (MB); `null`, `lmr`,
/// `futility`, `aspiration`, `iir`, `counter`, `qsdelta`, `approach`, `lmr_aggr`, `rfp_imp`
/// (`on`/`off`); `asp` (first aspiration half-width, cp), `pmargin` (the futility margins, in
/// percent of their values), `lmr_div` (late move reduction divisor, /100), `soft` (percent
/// of a move time after which no new iteration starts), `fut_depth` (futility pruning depth,
/// plies), `probcut` (ProbCut margin, cp), `razor` (razoring margin a ply, cp),
/// `singular` (singular extension margin a ply of depth, cp), `se_depth` (the least depth for
/// singular extensions, plies), `contempt` (what a draw costs the player, cp), `caphist`
/// (capture history, `on`/`off`), `corr` (correction history, `on`/`off`), `corr_more` (its
/// further tables keyed by each side's major pieces, `on`/`off`), `tteval`
/// (the stored score for pruning, `on`/`off`), `nmp_div` (the null move's reduction grows a
/// ply every this many plies of depth), `side_hist` (the quiet history per side to move,
/// `on`/`off`), `hist_prune` (history pruning threshold a ply, 0 off), `lmr_hist` (history
/// a ply of late move reduction, 0 off), `cont4` (continuation history from four plies back,
/// `on`/`off`), `hist_age` (the quiet history's divisor between searches);
/// and the game's evaluation weights ([`Tunable::KEYS`]; for Jungle `tempo`, `mobility`,
/// `jump`, `threat`, `defended`, `rat_elephant`, `rat_vs_elephant`, `rat_water`, `den2`,
/// `den3`, material `rat` … `elephant`, and advance scales `adv_rat` … `adv_elephant`
/// (percent)).
///
/// Another engine program is written `engine[:key=value,...]@COMMAND`, e.g.
/// `engine:movetime=100@/opt/jungle/engine/jungle`: the command (split at spaces) is started
/// once per game and asked for moves in the UCI-style protocol; only `depth`, `nodes`,
/// `movetime`, `hash` and `notation` (Xiangqi move text: `iccs`, ranks 0–9, the default, or
/// `ranks10`, ranks 1–10 as Fairy-Stockfish writes them; see [`Notation`]) apply to it (default
/// budget: master's 2 s a move). It must play under the match's rules; a move it returns that
/// is not legal loses it the game.
#[derive(Clone, Debug, PartialEq)]
pub struct Player<P = EvalParams> {
    /// The text it was parsed from (for printing).
    pub name: String,
    /// Budget and move choice.
    pub settings: LevelSettings,
    /// Search switches.
    pub options: SearchOptions,
    /// Evaluation weights.
    pub params: P,
    /// Another engine program to run instead of qibot's search (program, then arguments).
    pub external: Option<Vec<String>>,
    /// The move text convention of that program (unused by qibot's own search).
    pub notation: Notation,
}

impl<P: Tunable> From<Level> for Player<P> {
    fn from(l: Level) -> Player<P> {
        Player {
            name: l.name().to_string(),
            settings: l.settings(),
            options: P::play_options(),
            params: P::default(),
            external: None,
            notation: Notation::Iccs,
        }
    }
}

/// Every search option key of [`SWITCHES`], [`NUMBERS`] and [`UNSIGNED`], for an error.
fn search_keys() -> Vec<&'static str> {
    let switches = SWITCHES.iter().map(|(k, _)| *k);
    let numbers = NUMBERS.iter().map(|(k, ..)| *k);
    switches
        .chain(numbers)
        .chain(UNSIGNED.iter().map(|(k, ..)| *k))
        .collect()
}

/// A player description that cannot be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct PlayerError(String);

/// The field of a search option a player's key sets.
type Field<T> = fn(&mut SearchOptions) -> &mut T;

/// The search switches a player's `key=on|off` sets: `(key, the option)`.
const SWITCHES: &[(&str, Field<bool>)] = &[
    ("null", |o| &mut o.null_move),
    ("lmr", |o| &mut o.lmr),
    ("futility", |o| &mut o.futility),
    ("aspiration", |o| &mut o.aspiration),
    ("iir", |o| &mut o.iir),
    ("counter", |o| &mut o.counter_move),
    ("qsdelta", |o| &mut o.qs_delta),
    ("see_qs", |o| &mut o.see_quiescence),
    ("see_order", |o| &mut o.see_order),
    ("qs_tt", |o| &mut o.qs_tt),
    ("check_limit", |o| &mut o.check_ext_limit),
    ("see_prune", |o| &mut o.see_prune),
    ("lazy", |o| &mut o.lazy_eval),
    ("root_lmr", |o| &mut o.root_lmr),
    ("qs_checks", |o| &mut o.qs_threats),
    ("cont", |o| &mut o.cont_history),
    ("side_hist", |o| &mut o.side_history),
    ("cont4", |o| &mut o.cont4),
    ("approach", |o| &mut o.lmr_exempt_approach),
    ("lmr_aggr", |o| &mut o.lmr_aggressive),
    ("rfp_imp", |o| &mut o.rfp_improving),
    ("caphist", |o| &mut o.capture_history),
    ("corr", |o| &mut o.correction),
    ("corr_more", |o| &mut o.correction_more),
    ("tteval", |o| &mut o.tt_eval),
];

/// The search numbers a player's `key=N` sets, clamped to `lo..=hi`: `(key, the option, lo, hi)`.
const NUMBERS: &[(&str, Field<i32>, i32, i32)] = &[
    ("rfp_depth", |o| &mut o.rfp_depth, 0, 20),
    ("fut_depth", |o| &mut o.fut_depth, 0, 20),
    ("hist_prune", |o| &mut o.hist_prune, 0, 100_000),
    ("lmr_hist", |o| &mut o.lmr_hist, 0, 100_000),
    ("hist_age", |o| &mut o.hist_age, 1, 1024),
    ("lmp", |o| &mut o.lmp_base, 0, 100),
    ("cutr", |o| &mut o.cut_node_r, 0, 4),
    ("asp", |o| &mut o.aspiration_cp, 1, 1000),
    ("pmargin", |o| &mut o.prune_margin_pct, 10, 1000),
    ("probcut", |o| &mut o.probcut, 0, 5000),
    ("razor", |o| &mut o.razor, 0, 5000),
    ("singular", |o| &mut o.singular, 0, 1000),
    ("se_depth", |o| &mut o.se_depth, 1, 64),
    ("contempt", |o| &mut o.contempt, -1000, 1000),
    ("nmp_div", |o| &mut o.null_depth_div, 1, 64),
];

/// The unsigned search numbers a player's `key=N` sets, as [`NUMBERS`].
const UNSIGNED: &[(&str, Field<u32>, u32, u32)] = &[
    ("lmr_div", |o| &mut o.lmr_divisor, 50, 1000),
    ("soft", |o| &mut o.soft_time_pct, 1, 100),
];

impl<P: Tunable> FromStr for Player<P> {
    type Err = PlayerError;
    fn from_str(s: &str) -> Result<Player<P>, PlayerError> {
        let (s, command) = match s.split_once('@') {
            Some((left, cmd)) => {
                let words: Vec<String> = cmd.split_whitespace().map(String::from).collect();
                if words.is_empty() || !(left == "engine" || left.starts_with("engine:")) {
                    return Err(PlayerError(format!(
                        "an engine program is written `engine[:movetime=MS,...]@COMMAND`, e.g. `engine:movetime=100@/path/to/engine`, not `{s}`"
                    )));
                }
                (left, Some(words))
            }
            None => (s, None),
        };
        let (level, opts) = s.split_once(':').unwrap_or((s, ""));
        let mut p = match &command {
            Some(words) => {
                let mut p = Player::<P>::from(Level::Master);
                let program = words[0].rsplit('/').next().unwrap_or(&words[0]);
                p.name = program.to_string();
                p.external = command.clone();
                p
            }
            None => {
                let level: Level = level
                    .parse()
                    .map_err(|e: super::level::ParseLevelError| PlayerError(e.to_string()))?;
                let mut p = Player::<P>::from(level);
                p.name = s.to_string();
                p
            }
        };
        for kv in opts.split(',').map(str::trim).filter(|x| !x.is_empty()) {
            let Some((k, v)) = kv.split_once('=') else {
                return Err(PlayerError(format!(
                    "`{kv}` is not key=value (e.g. `null=off`, `movetime=100`)"
                )));
            };
            let num = || {
                v.parse::<i64>()
                    .map_err(|_| PlayerError(format!("`{k}` needs a whole number, not `{v}`")))
            };
            let switch = || match v {
                "on" | "true" | "1" => Ok(true),
                "off" | "false" | "0" => Ok(false),
                _ => Err(PlayerError(format!("`{k}` is on or off, not `{v}`"))),
            };
            if p.external.is_some()
                && !matches!(k, "depth" | "nodes" | "movetime" | "hash" | "notation")
            {
                return Err(PlayerError(format!(
                    "`{k}` does not apply to an engine program; use depth, nodes, movetime, hash or notation"
                )));
            }
            if k == "notation" {
                if p.external.is_none() {
                    return Err(PlayerError(
                        "`notation` applies to engine programs only (`engine:notation=ranks10@COMMAND`)"
                            .to_string(),
                    ));
                }
                p.notation = v.parse().map_err(|e| PlayerError(format!("{e}")))?;
                continue;
            }
            match k {
                "depth" => p.settings.depth = Some(num()?.clamp(1, 100) as u32),
                "nodes" => p.settings.nodes = Some(num()?.max(1) as u64),
                "movetime" => p.settings.movetime = Duration::from_millis(num()?.max(1) as u64),
                "margin" => p.settings.pick_margin = num()?.max(0) as i32,
                "hash" => p.settings.hash_mb = num()?.clamp(1, 4096) as usize,
                _ => {
                    if let Some((_, option)) = SWITCHES.iter().find(|(key, _)| *key == k) {
                        *option(&mut p.options) = switch()?;
                        continue;
                    }
                    if let Some((_, option, lo, hi)) = NUMBERS.iter().find(|(key, ..)| *key == k) {
                        *option(&mut p.options) =
                            num()?.clamp(i64::from(*lo), i64::from(*hi)) as i32;
                        continue;
                    }
                    if let Some((_, option, lo, hi)) = UNSIGNED.iter().find(|(key, ..)| *key == k) {
                        *option(&mut p.options) =
                            num()?.clamp(i64::from(*lo), i64::from(*hi)) as u32;
                        continue;
                    }
                    let value = num()?;
                    if !p.params.set(k, value) {
                        return Err(PlayerError(format!(
                            "unknown key `{k}`; use depth, nodes, movetime, margin, hash, {}, or an evaluation weight: {}",
                            search_keys().join(", "),
                            P::KEYS
                        )));
                    }
                }
            }
        }
        Ok(p)
    }
}

/// How a match is run, under rules `R` (Jungle's by default).
#[derive(Clone, Debug)]
pub struct MatchConfig<R = RuleSet> {
    /// Games in all (rounded up to an even number: each opening is played with both colours).
    pub games: usize,
    /// Seed of the opening generator.
    pub seed: u64,
    /// Random plies from the start for each opening: a number in this range, inclusive.
    pub opening_plies: (usize, usize),
    /// Multiplies both players' time budgets (e.g. 0.05 for a quick table).
    pub time_scale: f64,
    /// Games played at once (threads).
    pub threads: usize,
    /// When set, each player's (scaled) time budget becomes a node budget at this many nodes
    /// per second, so results do not depend on the machine's load.
    pub nps: Option<u64>,
    /// Plies after which an unfinished game is scored a draw.
    pub max_plies: usize,
    /// The rules.
    pub rules: R,
}

impl<R> MatchConfig<R> {
    /// Two games: one opening of `opening_plies` random plies (a number in that range, from
    /// `seed`) played once with each colour, one game at a time, at the players' own times; a
    /// game unfinished after `max_plies` plies is a draw.
    pub fn one_pair(seed: u64, opening_plies: (usize, usize), max_plies: usize, rules: R) -> Self {
        MatchConfig {
            games: 2,
            seed,
            opening_plies,
            time_scale: 1.0,
            threads: 1,
            nps: None,
            max_plies,
            rules,
        }
    }
}

/// A finished game, from player A's point of view.
#[derive(Clone, Debug, PartialEq)]
pub struct GameResult {
    /// Index of the opening.
    pub opening: usize,
    /// Whether A played Red.
    pub a_red: bool,
    /// 1, ½ or 0 for A.
    pub score: f64,
    /// Plies played.
    pub plies: usize,
    /// Every move of the game from the start, the opening's included, in the game's move
    /// text (ICCS for Xiangqi).
    pub line: Vec<String>,
}

/// A match total from player A's point of view.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MatchResult {
    /// A's wins.
    pub wins: usize,
    /// Draws.
    pub draws: usize,
    /// A's losses.
    pub losses: usize,
    /// Positions A and B searched, in all.
    pub nodes: [u64; 2],
    /// Time A and B spent searching, in all.
    pub time: [Duration; 2],
    /// Moves A and B chose, in all.
    pub moves: [u64; 2],
}

/// Elo difference for an expected score `s` (0 < s < 1), by the logistic model
/// `s = 1 / (1 + 10^(-d/400))`.
pub fn elo_from_score(s: f64) -> f64 {
    let s = s.clamp(1e-4, 1.0 - 1e-4);
    -400.0 * (1.0 / s - 1.0).log10()
}

impl MatchResult {
    /// Games played.
    pub fn games(&self) -> usize {
        self.wins + self.draws + self.losses
    }

    /// Nodes per second of A and B over the whole match (shows whether an equal-time match
    /// gave both the same speed, and lets node budgets be scaled to the speed ratio).
    pub fn nps(&self) -> [f64; 2] {
        [0, 1].map(|i| self.nodes[i] as f64 / self.time[i].as_secs_f64().max(1e-9))
    }

    /// Mean time per move of A and B (an equal-time match should show equal means).
    pub fn time_per_move(&self) -> [Duration; 2] {
        [0, 1].map(|i| self.time[i] / self.moves[i].clamp(1, u32::MAX as u64) as u32)
    }

    /// A's score fraction, 0 to 1.
    pub fn score(&self) -> f64 {
        let n = self.games().max(1) as f64;
        (self.wins as f64 + 0.5 * self.draws as f64) / n
    }

    /// The Elo difference A − B and its 95 % interval (normal approximation on the per-game
    /// scores, converted through [`elo_from_score`]; bounds are clamped at ±1600 when the score
    /// interval reaches 0 or 1).
    pub fn elo(&self) -> (f64, f64, f64) {
        let n = self.games().max(1) as f64;
        let mu = self.score();
        let var = (self.wins as f64 * (1.0 - mu).powi(2)
            + self.draws as f64 * (0.5 - mu).powi(2)
            + self.losses as f64 * mu.powi(2))
            / n;
        let half = 1.96 * (var / n).sqrt();
        (
            elo_from_score(mu),
            elo_from_score(mu - half),
            elo_from_score(mu + half),
        )
    }
}

impl fmt::Display for MatchResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (e, lo, hi) = self.elo();
        write!(
            f,
            "+{} ={} -{} ({} games), score {:.1}%, Elo {:+.0} (95%: {:+.0} to {:+.0}, ±{:.0})",
            self.wins,
            self.draws,
            self.losses,
            self.games(),
            100.0 * self.score(),
            e,
            lo,
            hi,
            (hi - lo) / 2.0
        )
    }
}

/// `count` distinct opening positions of the game `G`: `plies.0..=plies.1` random legal plies
/// from the start, from a seeded generator, never a finished game, deduplicated by position.
pub fn openings<G: SearchGame>(
    rules: G::Rules,
    count: usize,
    plies: (usize, usize),
    seed: u64,
) -> Vec<Vec<G::Move>> {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut seen = std::collections::HashSet::new();
    let mut out = Vec::new();
    let mut attempts = 0;
    let mut moves = Vec::new();
    while out.len() < count && attempts < count * 100 {
        attempts += 1;
        let n = rng.gen_range(plies.0..=plies.1.max(plies.0));
        let mut p = G::startpos(rules);
        let mut line = Vec::new();
        for _ in 0..n {
            moves.clear();
            p.generate(&mut moves);
            if moves.is_empty() {
                break;
            }
            let m = moves[rng.gen_range(0..moves.len())];
            line.push(m);
            p = p.play(m);
        }
        moves.clear();
        p.generate(&mut moves);
        if moves.is_empty() || !seen.insert(p.key()) {
            continue;
        }
        out.push(line);
    }
    out
}

fn scaled<P, R>(p: &Player<P>, cfg: &MatchConfig<R>) -> LevelSettings {
    let mut s = p.settings;
    s.movetime = s
        .movetime
        .mul_f64(cfg.time_scale)
        .max(Duration::from_millis(1));
    if let Some(nps) = cfg.nps {
        let budget = (s.movetime.as_secs_f64() * nps as f64).max(1.0) as u64;
        s.nodes = Some(s.nodes.map_or(budget, |n| n.min(budget)));
        s.movetime = Duration::from_secs(60);
    }
    s
}

/// What one game gave: A's score, the plies played, and each side's nodes and search time.
struct Played {
    score: f64,
    plies: usize,
    line: Vec<String>,
    nodes: [u64; 2],
    time: [Duration; 2],
    moves: [u64; 2],
}

/// A player during one game: qibot's search or a running engine program.
enum Mover<G: SearchGame> {
    Qibot(Box<Engine<G>>),
    Program(ExternalEngine),
}

impl<G: SearchGame> Mover<G> {
    fn new(pl: &Player<G::Params>, seed: u64) -> Result<Mover<G>, ExternalError> {
        Ok(match &pl.external {
            Some(command) => {
                let mut e =
                    ExternalEngine::start(command, pl.settings.hash_mb, G::NAME, pl.notation)?;
                e.new_game()?;
                Mover::Program(e)
            }
            None => {
                let mut e = Engine::<G>::with_seed(pl.settings.hash_mb, seed);
                e.searcher.options = pl.options;
                e.searcher.params = pl.params.clone();
                // Before the game's clock runs, as an engine program does before `readyok`.
                e.searcher.prefault();
                Mover::Qibot(Box::new(e))
            }
        })
    }

    /// The move to play, its nodes and time; `Err` (with the reason) when the player forfeits:
    /// a program that fails or answers with an illegal move.
    fn choose(
        &mut self,
        pos: &G,
        hashes: &[u64],
        line: &[String],
        settings: &LevelSettings,
        stop: &AtomicBool,
    ) -> Result<Option<(G::Move, u64, Duration)>, String> {
        match self {
            Mover::Qibot(e) => Ok(e
                .choose_move_with(pos, hashes, settings, stop)
                .map(|r| (r.best, r.nodes, r.time))),
            Mover::Program(e) => {
                let r = e.go(line, settings).map_err(|e| e.to_string())?;
                let m = r
                    .move_text
                    .map_err(|e| e.to_string())
                    .and_then(|t| pos.parse_legal(&t).map_err(|e| e.to_string()))
                    .map_err(|why| format!("it answered `bestmove {}`: {why}", r.text))?;
                Ok(Some((m, r.nodes, r.time)))
            }
        }
    }
}

/// Starts each engine program among `players` once, as a game would (handshake and new game),
/// then stops it: a command that cannot run, or that does not answer, is found before any game
/// is played instead of every game being left unscored.
///
/// # Errors
/// The name of the first player whose program could not start, and why.
pub fn check_programs<G: SearchGame>(
    players: &[&Player<G::Params>],
) -> Result<(), (String, ExternalError)> {
    for p in players.iter().filter(|p| p.external.is_some()) {
        Mover::<G>::new(p, 0).map_err(|e| (p.name.clone(), e))?;
    }
    Ok(())
}

/// Plays one game from `opening`.
fn play_game<G: SearchGame>(
    a: &Player<G::Params>,
    b: &Player<G::Params>,
    a_red: bool,
    opening: &[G::Move],
    cfg: &MatchConfig<G::Rules>,
    seed: u64,
) -> Played {
    let mut nodes = [0u64; 2];
    let mut time = [Duration::ZERO; 2];
    let start = G::startpos(cfg.rules);
    let mut game = History::new(start);
    let mut hashes: Vec<u64> = Vec::new();
    let mut line: Vec<String> = Vec::new();
    let mut moves = [0u64; 2];
    let drawn = |plies, nodes, time, line| Played {
        score: 0.5,
        plies,
        line,
        nodes,
        time,
        moves: [0; 2],
    };
    for m in opening {
        hashes.push(game.position().key());
        line.push(m.to_string());
        if game.play(*m).is_err() {
            return drawn(0, nodes, time, line);
        }
    }
    let (mut ma, mut mb) = match (Mover::new(a, seed ^ 0xA), Mover::new(b, seed ^ 0xB)) {
        (Ok(x), Ok(y)) => (x, y),
        (Err(e), _) | (_, Err(e)) => {
            eprintln!("a player could not start: {e}; the game is not scored");
            return drawn(0, nodes, time, line);
        }
    };
    let (sa, sb) = (scaled(a, cfg), scaled(b, cfg));
    let stop = AtomicBool::new(false);
    let mut plies = 0;
    // Set when a player forfeits: A's score.
    let mut forfeit = None;
    while game.outcome().is_none() && plies < cfg.max_plies {
        let pos = *game.position();
        let a_to_move = (pos.side_to_move().index() == 0) == a_red;
        let r = if a_to_move {
            ma.choose(&pos, &hashes, &line, &sa, &stop)
        } else {
            mb.choose(&pos, &hashes, &line, &sb, &stop)
        };
        let lose = |why: &str, line: &[String]| {
            let who = if a_to_move { &a.name } else { &b.name };
            eprintln!("{who} forfeits after `{}`: {why}", line.join(" "));
            Some(if a_to_move { 0.0 } else { 1.0 })
        };
        let (best, n, t) = match r {
            Ok(Some(x)) => x,
            Ok(None) => break,
            Err(why) => {
                forfeit = lose(&why, &line);
                break;
            }
        };
        let side = usize::from(!a_to_move);
        nodes[side] += n;
        time[side] += t;
        moves[side] += 1;
        hashes.push(pos.key());
        line.push(best.to_string());
        if let Err(why) = game.play(best) {
            forfeit = lose(&why.to_string(), &line);
            break;
        }
        plies += 1;
    }
    let score = forfeit.unwrap_or(match game.outcome().map(|o| o.winner()) {
        Some(Some(winner)) => {
            if (winner.index() == 0) == a_red {
                1.0
            } else {
                0.0
            }
        }
        _ => 0.5,
    });
    Played {
        score,
        plies,
        line,
        nodes,
        time,
        moves,
    }
}

/// Plays a match of the game `G`; `on_game` is called after each game (from worker threads, in
/// finishing order).
pub fn run<G: SearchGame>(
    a: &Player<G::Params>,
    b: &Player<G::Params>,
    cfg: &MatchConfig<G::Rules>,
    on_game: &(dyn Fn(&GameResult) + Sync),
) -> MatchResult
where
    G::Params: Sync,
{
    let pairs = cfg.games.div_ceil(2);
    let ops = openings::<G>(cfg.rules, pairs, cfg.opening_plies, cfg.seed);
    let jobs: Vec<(usize, bool)> = (0..ops.len())
        .flat_map(|i| [(i, true), (i, false)])
        .collect();
    let next = AtomicUsize::new(0);
    let results = Mutex::new(MatchResult::default());
    std::thread::scope(|scope| {
        for _ in 0..cfg.threads.max(1) {
            scope.spawn(|| {
                loop {
                    let j = next.fetch_add(1, Ordering::Relaxed);
                    let Some(&(oi, a_red)) = jobs.get(j) else {
                        break;
                    };
                    let g =
                        play_game::<G>(a, b, a_red, &ops[oi], cfg, cfg.seed.wrapping_add(j as u64));
                    let (score, plies) = (g.score, g.plies);
                    if let Ok(mut r) = results.lock() {
                        for i in 0..2 {
                            r.nodes[i] += g.nodes[i];
                            r.time[i] += g.time[i];
                            r.moves[i] += g.moves[i];
                        }
                        if score == 1.0 {
                            r.wins += 1;
                        } else if score == 0.0 {
                            r.losses += 1;
                        } else {
                            r.draws += 1;
                        }
                    }
                    on_game(&GameResult {
                        opening: oi,
                        a_red,
                        score,
                        plies,
                        line: g.line,
                    });
                }
            });
        }
    });
    results.into_inner().unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::jungle::Position;

    #[test]
    fn elo_of_known_scores() {
        assert!(elo_from_score(0.5).abs() < 1e-9);
        assert!((elo_from_score(0.75) - 190.8).abs() < 0.1);
        let r = MatchResult {
            wins: 60,
            draws: 20,
            losses: 20,
            ..MatchResult::default()
        };
        let (e, lo, hi) = r.elo();
        assert!(lo < e && e < hi && lo > 0.0, "{lo} {e} {hi}");
    }

    #[test]
    fn openings_are_distinct_and_legal() {
        let ops = openings::<Position>(RuleSet::default(), 50, (2, 4), 1);
        assert_eq!(ops.len(), 50);
        assert_eq!(ops, openings::<Position>(RuleSet::default(), 50, (2, 4), 1));
        for o in &ops {
            assert!((2..=4).contains(&o.len()));
        }
    }

    #[test]
    fn player_text() {
        let p: Player = "master:null=off,movetime=100,rat=500".parse().unwrap();
        assert!(!p.options.null_move);
        assert_eq!(p.settings.movetime, Duration::from_millis(100));
        assert_eq!(p.params.material[0], 500);
        assert!("master:bogus=1".parse::<Player>().is_err());
        assert!("grandmaster".parse::<Player>().is_err());
    }

    #[test]
    fn a_short_match_runs() {
        let a: Player = "beginner".parse().unwrap();
        let b: Player = "easy:depth=2".parse().unwrap();
        let cfg = MatchConfig::one_pair(3, (2, 2), 40, RuleSet::default());
        let r = run::<Position>(&a, &b, &cfg, &|_| {});
        assert_eq!(r.games(), 2);
    }
}
