//! `qibot review --record FILE [--game jungle|xiangqi] -o review.png [--movetime MS]
//! [--lang en|fr|zh-CN|zh-TW|vi]`: the engine's review
//! of a finished game (see [`crate::engine::review`]) as a picture, and the game record with
//! its annotations on standard output.

use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use clap::Args;

use super::inputs::{NameArgs, RuleArgs, read_record};
use super::setup::CliError;
use crate::engine::review::{Budget, DEFAULT_MOVETIME_MS};
use crate::games::any::GameKind;
use crate::games::any::{self, Move, Position, Rules, Side};
use crate::hub::games;
use crate::hub::review::{GameReview, outcome_message};
use crate::text::I18n;

#[derive(Args, Debug)]
pub struct ReviewArgs {
    /// The game record: first line a FEN or `startpos`, then moves such as `c3c4` (Jungle) or
    /// `h2e2` (Xiangqi), separated by spaces or new lines; or a file qibot's `export` wrote.
    #[arg(long = "record", value_name = "FILE")]
    record: Option<PathBuf>,
    /// The game: jungle or xiangqi; by default the one whose rules the record fits (a FEN fits
    /// only one game; for `startpos`, the game in which every move is legal).
    // The older names, hidden, are still read for a release (README, Command line):
    // `--game-kind GAME`, and `--game FILE` for `--record FILE` (see `record_and_game`).
    #[arg(long = "game", alias = "game-kind", value_name = "jungle|xiangqi")]
    game: Option<String>,
    /// Search time per position, in milliseconds.
    #[arg(long, value_name = "MS", default_value_t = DEFAULT_MOVETIME_MS)]
    movetime: u64,
    /// A node budget per position instead of a time (reproducible reviews).
    #[arg(long, value_name = "N", conflicts_with = "movetime")]
    nodes: Option<u64>,
    /// The language of the picture: en, fr, zh-CN, zh-TW or vi (or a language's name).
    #[arg(long, value_name = "LANG", default_value = "en")]
    lang: String,
    #[command(flatten)]
    names: NameArgs,
    #[command(flatten)]
    rule_args: RuleArgs,
    /// Where to write the picture (PNG).
    #[arg(short, long, value_name = "FILE")]
    output: PathBuf,
}

/// A record read as one game: start, moves, the game's own ending.
struct Loaded {
    start: Position,
    moves: Vec<Move>,
    outcome: Option<any::Outcome>,
}

/// Reads the record as a game of `kind`, checking every move.
fn load(kind: GameKind, first: &str, words: &[String], a: &ReviewArgs) -> Result<Loaded, String> {
    let mut rules = Rules::parse(kind, &a.rule_args.preset).map_err(|e| e.to_string())?;
    for kv in &a.rule_args.rules {
        rules.apply_override(kv).map_err(|e| e.to_string())?;
    }
    let start = if first.trim() == "startpos" {
        Position::startpos(rules)
    } else {
        Position::from_fen(first.trim(), rules).map_err(|e| format!("bad position: {e}"))?
    };
    let moves = words
        .iter()
        .enumerate()
        .map(|(i, w)| {
            Move::parse(kind, w).map_err(|e| format!("move {} ({w:?}) is not a move: {e}", i + 1))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let game = any::Game::replay(start, &moves)
        .map_err(|(i, why)| format!("move {} ({}) cannot be played: {why}", i + 1, moves[i]))?;
    Ok(Loaded {
        start,
        moves,
        outcome: game.outcome(),
    })
}

/// The record file and the game from `--record` and `--game`. `--game` names the game; one
/// that names no game but an existing file is the older spelling of `--record FILE`, read for
/// a release.
///
/// # Errors
/// A usage error saying what is missing or which word is no game.
fn record_and_game(
    record: Option<PathBuf>,
    game: Option<&str>,
) -> Result<(PathBuf, Option<GameKind>), CliError> {
    let names: Vec<&str> = GameKind::ALL.iter().map(|k| k.code()).collect();
    let kind = game.map(|g| g.parse::<GameKind>().map_err(|_| g));
    match (record, kind) {
        (Some(r), None) => Ok((r, None)),
        (Some(r), Some(Ok(k))) => Ok((r, Some(k))),
        (None, Some(Err(g))) if std::path::Path::new(g).is_file() => Ok((g.into(), None)),
        (_, Some(Err(g))) => Err(CliError::usage(format!(
            "--game {g:?} is not a game: use {}; the game record is given with --record FILE",
            names.join(" or ")
        ))),
        (None, _) => Err(CliError::usage(
            "say which game to review with --record FILE (a file `export` wrote, or a FEN or \
             `startpos` line then the moves)",
        )),
    }
}

pub fn run(a: ReviewArgs) -> Result<(), CliError> {
    let lang = super::setup::language(&a.lang)?;
    let budget = match a.nodes {
        Some(0) => {
            return Err(CliError::usage(
                "--nodes must be at least 1, e.g. --nodes 200000",
            ));
        }
        Some(n) => Budget::Nodes(n),
        None if (1..=60_000).contains(&a.movetime) => {
            Budget::Movetime(Duration::from_millis(a.movetime))
        }
        None => {
            return Err(CliError::usage(format!(
                "--movetime {} is out of range; give milliseconds from 1 to 60000 (default {})",
                a.movetime, DEFAULT_MOVETIME_MS
            )));
        }
    };
    let (record, game_kind) = record_and_game(a.record.clone(), a.game.as_deref())?;
    let (first, words) = read_record(&record)?;
    let path = record.display();
    let loaded = match game_kind {
        Some(k) => {
            load(k, &first, &words, &a).map_err(|e| CliError::usage(format!("{path}: {e}")))?
        }
        None => {
            let (mut fits, mut misfits) = (Vec::new(), Vec::new());
            for k in GameKind::ALL {
                match load(k, &first, &words, &a) {
                    Ok(g) => fits.push((k, g)),
                    Err(e) => misfits.push(format!("a {} game ({e})", k.title())),
                }
            }
            match fits.len() {
                1 => fits.remove(0).1,
                0 => {
                    return Err(CliError::usage(format!(
                        "{path} is neither {}",
                        misfits.join(" nor ")
                    )));
                }
                _ => {
                    let titles: Vec<&str> = fits.iter().map(|(k, _)| k.title()).collect();
                    let flags: Vec<String> =
                        fits.iter().map(|(k, _)| format!("--game {k}")).collect();
                    return Err(CliError::usage(format!(
                        "{path} is a legal game of both {}; say which with {}",
                        titles.join(" and "),
                        flags.join(" or ")
                    )));
                }
            }
        }
    };
    if loaded.moves.is_empty() {
        return Err(CliError::usage(format!(
            "{path} has no moves to review; after the first line (a FEN or `startpos`) list the \
             game's moves"
        )));
    }
    let kind = loaded.start.kind();
    let i18n = I18n::new();
    let names = [
        a.names
            .red
            .clone()
            .unwrap_or_else(|| i18n.format(lang, &games::side(kind, Side::First))),
        a.names
            .blue
            .clone()
            .unwrap_or_else(|| i18n.format(lang, &games::side(kind, Side::Second))),
    ];
    let started = Instant::now();
    let stop = AtomicBool::new(false);
    let review = GameReview::analyse(loaded.start, &loaded.moves, budget, &stop)
        .map_err(|e| CliError::usage(format!("{path}: {e}")))?;
    let took = started.elapsed();
    let result = loaded.outcome.map(|o| outcome_message(o, &names));
    // The picture names moves as the hub does, in the chosen language; the annotated record on
    // stdout keeps the canonical move text, as game records do.
    let text_of = |p: &Position, m: Move| p.move_text(m);
    let readers = [Some(lang)];
    let to = games::Audience {
        i18n: &i18n,
        locale: lang,
        readers: &readers,
    };
    let shown = |p: &Position, m: Move| games::of(p.kind()).move_text(p, m, &to);
    let text = review.text(&i18n, lang, &names, result, &shown);
    let png = review.png(&text);
    std::fs::write(&a.output, &png).map_err(|e| CliError {
        message: format!("cannot write {}: {e}", a.output.display()),
        code: 1,
    })?;
    print!("{}", review.annotated(&text_of));
    let sides = review.sides();
    eprintln!(
        "{}: {} bytes; {} plies reviewed in {:.1} s (mean depth {:.1}); accuracy {:.0} / {:.0}",
        a.output.display(),
        png.len(),
        loaded.moves.len(),
        took.as_secs_f64(),
        review.mean_depth(),
        sides[0].accuracy,
        sides[1].accuracy
    );
    Ok(())
}
