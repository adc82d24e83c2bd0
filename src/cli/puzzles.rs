//! `qibot puzzles mine --game jungle|xiangqi [--from FILE | --selfplay N] -o FILE` and
//! `qibot puzzles check --game jungle|xiangqi FILE`: mining puzzles from finished games or
//! seeded self-play ([`crate::engine::puzzles`]), and re-checking a puzzle file;
//! `qibot puzzles stats --game G [--db …]`: each tried puzzle's success rate and the flagged
//! ones.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use clap::{Args, Subcommand};

use super::inputs::game_parser;
use super::setup::{CliError, config_file, database, runtime, store_error};
use crate::engine::matchplay::{self, MatchConfig, Player};
use crate::engine::puzzles::mine::Mining;
use crate::engine::puzzles::{MineSettings, PuzzleGame, VERIFY_HASH_MB, verify};
use crate::games::any::GameKind;
use crate::games::puzzle::Puzzle;
use crate::games::{jungle, xiangqi};

#[derive(Args, Debug)]
pub struct PuzzlesArgs {
    #[command(subcommand)]
    command: PuzzlesCommand,
}

#[derive(Subcommand, Debug)]
enum PuzzlesCommand {
    /// Find puzzles in finished games or in self-play and append them to a puzzle file.
    Mine(MineArgs),
    /// Re-check every puzzle of a file with a fresh search (legal, wins, unique first move).
    Check(CheckArgs),
    /// Each tried puzzle's success rate on every server, and the flagged ones (solved too
    /// often by another winning move than the stored one).
    Stats(StatsArgs),
}

#[derive(Args, Debug)]
struct StatsArgs {
    /// The game.
    #[arg(long, value_parser = game_parser())]
    game: GameKind,
    /// The database: a SQLite file or a `postgres://` URL (default: QIBOT_DATABASE_URL, else
    /// `database` in config.toml, else ./qibot.db).
    #[arg(long, value_name = "PATH|URL")]
    db: Option<String>,
    /// The configuration file (default: ./config.toml if it exists).
    #[arg(long, value_name = "PATH")]
    config: Option<PathBuf>,
}

#[derive(Args, Debug)]
struct MineArgs {
    /// The game.
    #[arg(long, value_parser = game_parser())]
    game: GameKind,
    /// Finished games in the text export the bot writes (`[Variant …]`, `[FEN …]` headers, then
    /// the canonical moves on one line); several games may follow one another.
    #[arg(long, value_name = "FILE", conflicts_with = "selfplay")]
    from: Option<PathBuf>,
    /// Play this many seeded self-play games (weak against strong levels, varied openings).
    #[arg(long, value_name = "N")]
    selfplay: Option<usize>,
    /// The seed of the self-play openings.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// The puzzle file: created, or extended when it exists (its positions are not found
    /// again and its ids go on).
    #[arg(short = 'o', long = "output", value_name = "FILE")]
    output: PathBuf,
    /// Every other first move must score at most this, in centipawns (default: the game's).
    #[arg(long)]
    margin: Option<i32>,
    /// The longest win, in the solver's moves (default: the game's).
    #[arg(long)]
    max_moves: Option<u32>,
    /// Stop after this many puzzles.
    #[arg(long)]
    limit: Option<usize>,
}

#[derive(Args, Debug)]
struct CheckArgs {
    /// The game.
    #[arg(long, value_parser = game_parser())]
    game: GameKind,
    /// The puzzle file.
    file: PathBuf,
    /// The margin the other first moves must stay under, in centipawns (default: the game's).
    #[arg(long)]
    margin: Option<i32>,
}

pub fn run(a: PuzzlesArgs) -> Result<(), CliError> {
    match a.command {
        PuzzlesCommand::Mine(m) => match m.game {
            GameKind::Jungle => mine::<jungle::Position>(&m),
            GameKind::Xiangqi => mine::<xiangqi::Position>(&m),
        },
        PuzzlesCommand::Check(c) => match c.game {
            GameKind::Jungle => check::<jungle::Position>(&c),
            GameKind::Xiangqi => check::<xiangqi::Position>(&c),
        },
        PuzzlesCommand::Stats(s) => stats(&s),
    }
}

/// `qibot puzzles stats`: one line per tried puzzle of the game (tries, solves, success
/// rate, solves by another move, `flagged`), then the flagged ones and the rule.
fn stats(a: &StatsArgs) -> Result<(), CliError> {
    use crate::hub::puzzles::{FLAG_MIN_SOLVES, FLAG_OTHER_SHARE, is_flagged};
    let config_path = config_file(a.config.as_deref())?;
    let config =
        crate::hub::HubConfig::load(&config_path).map_err(|e| CliError::usage(e.to_string()))?;
    let db = database(a.db.as_deref(), &config)?;
    let rt = runtime()?;
    let rows = rt.block_on(async {
        let store = crate::store::open(&db)
            .await
            .map_err(|e| store_error(&db, e))?;
        store
            .all_puzzle_stats(a.game.code())
            .await
            .map_err(|e| store_error(&db, e))
    })?;
    let mut out = String::new();
    out.push_str("puzzle  tried  solved   rate  other move\n");
    let mut flagged = Vec::new();
    for (id, s) in &rows {
        let rate = if s.tried > 0 {
            100.0 * s.solved as f64 / s.tried as f64
        } else {
            0.0
        };
        let flag = is_flagged(s);
        if flag {
            flagged.push(id.as_str());
        }
        out.push_str(&format!(
            "{id:<6} {:>6} {:>7} {rate:>5.1}% {:>11}{}\n",
            s.tried,
            s.solved,
            s.other_move,
            if flag { "  flagged" } else { "" }
        ));
    }
    let (num, den) = FLAG_OTHER_SHARE;
    out.push_str(&format!(
        "{} puzzles tried; flagged (at least {FLAG_MIN_SOLVES} solves, more than {num}/{den} by another move): {}\n",
        rows.len(),
        if flagged.is_empty() {
            "none".to_string()
        } else {
            flagged.join(", ")
        }
    ));
    print!("{out}");
    Ok(())
}

/// The CPU time this process has used, in seconds (Linux `/proc/self/stat`, at the usual 100
/// ticks a second), `None` elsewhere.
fn cpu_seconds() -> Option<f64> {
    let s = std::fs::read_to_string("/proc/self/stat").ok()?;
    // The fields after the command name, which is in parentheses and may hold spaces.
    let rest = &s[s.rfind(')')? + 2..];
    let f: Vec<&str> = rest.split_whitespace().collect();
    let ticks: u64 = f.get(11)?.parse::<u64>().ok()? + f.get(12)?.parse::<u64>().ok()?;
    Some(ticks as f64 / 100.0)
}

/// Reads a puzzle file of `kind`, empty when it does not exist.
fn read_puzzles(kind: GameKind, path: &Path) -> Result<Vec<Puzzle>, CliError> {
    match std::fs::read_to_string(path) {
        Ok(text) => Puzzle::parse_file(kind, &text)
            .map_err(|e| CliError::usage(format!("{}: {e}", path.display()))),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(Vec::new()),
        Err(e) => Err(CliError::usage(format!("{}: {e}", path.display()))),
    }
}

/// A game of an export file: its start and canonical moves.
struct Exported {
    variant: String,
    fen: Option<String>,
    moves: Vec<String>,
}

/// The games of a text export ([`crate::hub::export`]): each starts at a `[Game …]` or
/// `[Variant …]` header block; the first line after the headers holds the canonical moves.
fn read_exports(text: &str) -> Vec<Exported> {
    let mut out: Vec<Exported> = Vec::new();
    let mut in_headers = false;
    let mut wants_moves = false;
    for line in text.lines() {
        let t = line.trim();
        if let Some(h) = t.strip_prefix('[') {
            if !in_headers {
                out.push(Exported {
                    variant: String::new(),
                    fen: None,
                    moves: Vec::new(),
                });
                in_headers = true;
            }
            let Some(g) = out.last_mut() else { continue };
            let mut parts = h.trim_end_matches(']').splitn(2, ' ');
            let key = parts.next().unwrap_or("");
            let value = parts.next().unwrap_or("").trim_matches('"').to_string();
            match key {
                "Variant" => g.variant = value,
                "FEN" => g.fen = Some(value),
                _ => {}
            }
            wants_moves = true;
            continue;
        }
        in_headers = false;
        if wants_moves && !t.is_empty() {
            if let Some(g) = out.last_mut() {
                g.moves = t.split_whitespace().map(str::to_string).collect();
            }
            wants_moves = false;
        }
    }
    out
}

fn mine<G: PuzzleGame>(a: &MineArgs) -> Result<(), CliError> {
    let mut settings = MineSettings::for_game(G::KIND);
    if let Some(m) = a.margin {
        settings.margin = m;
    }
    if let Some(m) = a.max_moves {
        settings.max_moves = m.clamp(1, 8);
    }
    let existing = read_puzzles(G::KIND, &a.output)?;
    let mut file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(&a.output)
        .map_err(|e| CliError::usage(format!("-o {}: {e}", a.output.display())))?;
    if existing.is_empty() {
        let _ = writeln!(
            file,
            "# qibot {} puzzles: id | FEN | solution | themes | rating | deviation | depth \
             (see src/games/puzzle.rs)\n# mined with find depth {}, +{} plies to confirm, at \
             most {} solver moves, other first moves at most {} cp",
            G::NAME,
            settings.find_depth,
            settings.extra_depth,
            settings.max_moves,
            settings.margin
        );
    }
    let mut mining = Mining::<G>::new(settings, &existing);
    let stop = AtomicBool::new(false);
    let (t0, cpu0) = (Instant::now(), cpu_seconds());
    let found = std::cell::Cell::new(0usize);
    let limit = a.limit.unwrap_or(usize::MAX);
    let write_err = std::cell::Cell::new(None);
    let mut on_puzzle = |p: Puzzle| {
        found.set(found.get() + 1);
        eprintln!("{p}");
        if let Err(e) = writeln!(file, "{p}").and_then(|()| file.flush()) {
            write_err.set(Some(e));
        }
    };
    if let Some(path) = &a.from {
        let text = std::fs::read_to_string(path)
            .map_err(|e| CliError::usage(format!("--from {}: {e}", path.display())))?;
        for (i, g) in read_exports(&text).iter().enumerate() {
            if g.variant != G::NAME {
                continue;
            }
            let start = match &g.fen {
                Some(f) => G::from_fen(f, G::Rules::default())
                    .map_err(|e| CliError::usage(format!("--from: game {}: FEN: {e}", i + 1)))?,
                None => G::startpos(G::Rules::default()),
            };
            let moves: Result<Vec<G::Move>, _> = g.moves.iter().map(|m| m.parse()).collect();
            let moves = moves
                .map_err(|e| CliError::usage(format!("--from: game {}: a move: {e}", i + 1)))?;
            mining.game(&start, &moves, &stop, &mut on_puzzle);
        }
    } else {
        let n = a.selfplay.ok_or_else(|| {
            CliError::usage("give --from FILE (finished games) or --selfplay N (games to play)")
        })?;
        // Weak against stronger: the weak side's mistakes leave forced wins.
        let pairs = [
            ("easy", "medium"),
            ("medium", "hard:nodes=20000"),
            ("beginner", "medium"),
        ];
        let mut played = 0;
        let mut batch = 0u64;
        while played < n && found.get() < limit {
            let (x, y) = pairs[batch as usize % pairs.len()];
            let pa: Player<G::Params> = x.parse().map_err(|e| CliError::usage(format!("{e}")))?;
            let pb: Player<G::Params> = y.parse().map_err(|e| CliError::usage(format!("{e}")))?;
            let cfg = MatchConfig::one_pair(
                a.seed.wrapping_mul(1_000_003).wrapping_add(batch),
                (2, 6),
                300,
                G::Rules::default(),
            );
            let lines = std::sync::Mutex::new(Vec::new());
            matchplay::run::<G>(&pa, &pb, &cfg, &|g| {
                if let Ok(mut l) = lines.lock() {
                    l.push(g.line.clone());
                }
            });
            for line in lines.into_inner().unwrap_or_default() {
                let start = G::startpos(G::Rules::default());
                let moves: Vec<G::Move> = line.iter().filter_map(|m| m.parse().ok()).collect();
                mining.game(&start, &moves, &stop, &mut on_puzzle);
                played += 1;
            }
            batch += 1;
            let cpu = cpu_seconds().zip(cpu0).map_or(0.0, |(c, c0)| c - c0);
            eprintln!(
                "# {played} games, {} positions examined, {} puzzles, {:.0} s, {:.0} CPU s; \
                 rejected: {:?}",
                mining.examined,
                found.get(),
                t0.elapsed().as_secs_f64(),
                cpu,
                mining.rejected
            );
        }
    }
    let found = found.get();
    if let Some(e) = write_err.take() {
        return Err(CliError {
            message: format!("-o {}: {e}", a.output.display()),
            code: 1,
        });
    }
    let cpu = cpu_seconds().zip(cpu0).map_or(0.0, |(c, c0)| c - c0);
    println!(
        "{}: {} games, {} positions examined, {found} puzzles in {:.0} s ({:.0} CPU s, {:.2} \
         puzzles per CPU minute)",
        G::NAME,
        mining.games,
        mining.examined,
        t0.elapsed().as_secs_f64(),
        cpu,
        if cpu > 0.0 {
            found as f64 * 60.0 / cpu
        } else {
            0.0
        }
    );
    Ok(())
}

fn check<G: PuzzleGame>(a: &CheckArgs) -> Result<(), CliError> {
    let text = std::fs::read_to_string(&a.file)
        .map_err(|e| CliError::usage(format!("{}: {e}", a.file.display())))?;
    let puzzles = Puzzle::parse_file(G::KIND, &text)
        .map_err(|e| CliError::usage(format!("{}: {e}", a.file.display())))?;
    let margin = a.margin.unwrap_or(MineSettings::for_game(G::KIND).margin);
    let mut bad = 0;
    for p in &puzzles {
        if let Err(e) = verify::<G>(p, margin, VERIFY_HASH_MB) {
            bad += 1;
            println!("{}: {e}", p.id);
        }
    }
    println!("{} puzzles, {bad} failed", puzzles.len());
    if bad > 0 {
        return Err(CliError {
            message: format!("{bad} puzzles failed the check"),
            code: 1,
        });
    }
    Ok(())
}
