//! `qibot render jungle|xiangqi "<FEN>|startpos" [--last c3c4] [--flip] [--hints SQUARE]
//! -o board.png` and `qibot render jungle|xiangqi --record FILE [--flip] -o game.gif`; `--red NAME`
//! and `--blue NAME` (`--black NAME` for Xiangqi) put player names in the strips, `--preset` and
//! `--rule` choose the rules.

use std::path::PathBuf;

use clap::Args;

use super::inputs::{NameArgs, RuleArgs, game_parser, read_record};
use super::setup::CliError;
use crate::games::any::GameKind;
use crate::games::board::{Board, Mask, Square};
use crate::games::contract::GamePosition;
use crate::hub::games::{DescriptorTask, GameDescriptor, with_descriptor};
use crate::render::{
    Drawable, FrameInfo, GifOptions, LastMove, RenderOptions, StripText, english_text, game_gif,
    position_png,
};

#[derive(Args, Debug)]
pub struct RenderArgs {
    /// The game.
    #[arg(value_parser = game_parser())]
    game: GameKind,
    /// A FEN, or `startpos` (not with `--game`).
    position: Option<String>,
    /// A game record to draw as an animated GIF: first line a FEN or `startpos`, then moves such
    /// as `c3c4` (Jungle) or `h2e2` (Xiangqi), separated by spaces or new lines; or a file
    /// qibot's `export` wrote. (`--game FILE`, its older name, is still read for a release:
    /// `--game` names the game kind elsewhere.)
    #[arg(long = "record", alias = "game", id = "game_file", value_name = "FILE", conflicts_with_all = ["position", "last", "hints"])]
    game_file: Option<PathBuf>,
    /// The move that led to the position, e.g. `c3c4` or `h2e2`; `c3xc4` marks it as a capture.
    #[arg(long, value_name = "MOVE")]
    last: Option<String>,
    /// Dot the legal destinations of the piece on this square (for hints).
    #[arg(long, value_name = "SQUARE")]
    hints: Option<String>,
    /// The second player at the bottom (Blue in Jungle, Black in Xiangqi).
    #[arg(long)]
    flip: bool,
    /// With --game: how long each position shows, in milliseconds (the last one 4 times as long).
    #[arg(long, value_name = "MS", default_value_t = 1000)]
    delay: u32,
    /// The players' names in the strips.
    #[command(flatten)]
    names: NameArgs,
    #[command(flatten)]
    rule_args: RuleArgs,
    /// How pieces are marked: `characters` (Chinese; Xiangqi's default), `letters` (Xiangqi
    /// G A E H R C S, Jungle R C D W P T L E) or `pictograms` (drawn symbols; Jungle's
    /// default, its animal pictures).
    #[arg(long, value_name = "STYLE")]
    style: Option<String>,
    /// Where to write the picture (`.png` for a position, `.gif` for a game).
    #[arg(short, long, value_name = "FILE")]
    output: PathBuf,
}

/// `startpos` or a FEN, as a position of `P` under `rules`.
fn parse_position<P: GamePosition>(text: &str, rules: P::Rules) -> Result<P, CliError> {
    let text = text.trim();
    if text == "startpos" {
        // The start position of the rules (`first = "blue"` has Blue to move).
        return Ok(P::startpos(rules));
    }
    P::from_fen(text, rules).map_err(|e| CliError::usage(format!("bad position: {e}")))
}

/// Parses `--last`: `c3c4`, `c3-c4` or `c3xc4` (the `x` marks a capture), with whether it is
/// marked a capture; `cells` names the board's cells and `example` is a move in them.
fn parse_last<M: std::str::FromStr>(
    text: &str,
    cells: &str,
    example: (&str, &str),
) -> Result<(M, bool), CliError> {
    let t = text.trim().to_ascii_lowercase();
    let capture = t.contains('x');
    let plain: String = t.chars().filter(|&c| c != 'x' && c != '-').collect();
    let mv: M = plain.parse().map_err(|_| {
        CliError::usage(format!(
            "--last {text:?} is not a move; write it as from and to {cells}, e.g. {}, or {} \
             for a capture",
            example.0, example.1
        ))
    })?;
    Ok((mv, capture))
}

/// Parses `--hints`: the cell (`cell`, from `range`) whose piece's destinations are dotted.
fn parse_hints<S: std::str::FromStr>(text: &str, cell: &str, range: &str) -> Result<S, CliError> {
    text.trim()
        .parse()
        .map_err(|_| CliError::usage(format!("--hints {text:?} is not a {cell}; use {range}")))
}

/// Reads a game record: the first line is a FEN or `startpos` (parsed by `position`), the rest
/// moves in canonical form (`example` shows one).
fn read_game<P, M: std::str::FromStr>(
    path: &std::path::Path,
    position: impl Fn(&str) -> Result<P, CliError>,
    example: &str,
) -> Result<(P, Vec<M>), CliError> {
    let (first, words) = read_record(path)?;
    let start = position(&first)?;
    let mut moves = Vec::new();
    for word in &words {
        let mv: M = word.parse().map_err(|_| {
            CliError::usage(format!(
                "move {} ({word:?}) in {} is not a move; write moves as from and to squares, \
                 e.g. {example}",
                moves.len() + 1,
                path.display()
            ))
        })?;
        moves.push(mv);
    }
    Ok((start, moves))
}

/// Checks `--delay`.
fn check_delay(delay: u32) -> Result<(), CliError> {
    if (20..=60_000).contains(&delay) {
        Ok(())
    } else {
        Err(CliError::usage(format!(
            "--delay {delay} is out of range; give milliseconds from 20 to 60000"
        )))
    }
}

/// The English texts with the player names given on the command line.
fn with_names(mut text: StripText, names: &NameArgs) -> StripText {
    if let Some(name) = &names.red {
        text.players[0] = name.clone();
    }
    if let Some(name) = &names.blue {
        text.players[1] = name.clone();
    }
    text
}

/// Writes a replay GIF and says how many frames and bytes it has.
fn write_gif(path: &std::path::Path, gif: &[u8], frames: usize) -> Result<(), CliError> {
    write(path, gif)?;
    eprintln!("{}: {frames} frames, {} bytes", path.display(), gif.len());
    Ok(())
}

/// Neither a position nor a game was given.
fn no_position() -> CliError {
    CliError::usage("give a position (a FEN or `startpos`) or a game record with --record FILE")
}

fn write(path: &std::path::Path, bytes: &[u8]) -> Result<(), CliError> {
    std::fs::write(path, bytes).map_err(|e| CliError {
        message: format!("cannot write {}: {e}", path.display()),
        code: 1,
    })
}

pub fn run(a: RenderArgs) -> Result<(), CliError> {
    with_descriptor(a.game, Render(a))
}

/// `qibot render` for the game chosen on the command line.
struct Render(RenderArgs);

impl DescriptorTask for Render {
    type Output = Result<(), CliError>;
    fn run<G: GameDescriptor>(self) -> Result<(), CliError> {
        draw::<G::Position>(self.0)
    }
}

/// `--style`, else the game's own look `default`; replays have only that look.
fn read_style(
    a: &RenderArgs,
    default: crate::render::PieceStyle,
) -> Result<crate::render::PieceStyle, CliError> {
    let Some(text) = &a.style else {
        return Ok(default);
    };
    let style: crate::render::PieceStyle = text.parse().map_err(CliError::usage)?;
    if a.game_file.is_some() && style != default {
        return Err(CliError::usage(format!(
            "--style draws positions only; a --record replay is drawn in the game's own look \
             ({default})"
        )));
    }
    Ok(style)
}

/// Refuses an output name whose extension says another format than the one written: a
/// position is a PNG, a `--game` replay a GIF (`wanted`).
fn check_extension(path: &std::path::Path, wanted: &str) -> Result<(), CliError> {
    let ext = path
        .extension()
        .and_then(|e| e.to_str())
        .map(str::to_ascii_lowercase);
    let (other, how) = if wanted == "png" {
        (
            "gif",
            "a position is drawn as a PNG: name the file .png, or give --record FILE to draw a game as an animated GIF",
        )
    } else {
        (
            "png",
            "a --record replay is an animated GIF: name the file .gif, or give a position instead of --record to draw one PNG",
        )
    };
    if ext.as_deref() == Some(other) {
        return Err(CliError::usage(format!("-o {}: {how}", path.display())));
    }
    Ok(())
}

/// Checks that `mv` (from `--last`) can have led to `pos`: its square of arrival holds a piece
/// of the side that just moved and its square of departure is empty.
fn check_last<P: Drawable>(pos: &P, mv: P::Move, text: &str) -> Result<(), CliError> {
    let mover = !pos.side_to_move();
    let has =
        |mask: P::Mask, sq: Square<P::Board>| !(mask & P::Mask::single(sq.index())).is_empty();
    let all = pos.occupied_by(mover) | pos.occupied_by(!mover);
    if !has(pos.occupied_by(mover), mv.to) {
        return Err(CliError::usage(format!(
            "--last {text}: no piece of the side that just moved stands on {}, so that move \
             cannot have led to this position; give the move that did (its piece now on its \
             second square), or leave --last out",
            mv.to
        )));
    }
    if has(all, mv.from) {
        return Err(CliError::usage(format!(
            "--last {text}: {} is not empty, so that move cannot have led to this position; \
             give the move that did, or leave --last out",
            mv.from
        )));
    }
    Ok(())
}

/// Draws the position or the game `a` names, in the game of `P`.
fn draw<P: Drawable>(a: RenderArgs) -> Result<(), CliError> {
    let rules = a.rule_args.build::<P::Rules>()?;
    let style = read_style(&a, P::DEFAULT_STYLE)?;
    let example = <P::Board as Board>::MOVE_EXAMPLE;
    if let Some(path) = &a.game_file {
        check_extension(&a.output, "gif")?;
        let (start, moves): (P, Vec<P::Move>) =
            read_game(path, |t| parse_position(t, rules), example)?;
        let names = a.names.clone();
        let text = move |f: &FrameInfo<P>| with_names(english_text(f.position, f.outcome), &names);
        check_delay(a.delay)?;
        let opts = GifOptions::<P> {
            flip: a.flip,
            frame_ms: a.delay,
            last_frame_ms: a.delay.saturating_mul(4),
            outcome: None,
            text: Some(&text),
        };
        let gif = game_gif(&start, &moves, &opts).map_err(|e| CliError::usage(e.to_string()))?;
        return write_gif(&a.output, &gif, moves.len() + 1);
    }
    let position = a.position.as_deref().ok_or_else(no_position)?;
    check_extension(&a.output, "png")?;
    let pos: P = parse_position(position, rules)?;
    let last_move = match &a.last {
        Some(t) => {
            let capture_example = format!("{}x{}", &example[..2], &example[2..]);
            let cells = format!("{}s", Square::<P::Board>::WORD);
            let (mv, capture) = parse_last(t, &cells, (example, &capture_example))?;
            check_last(&pos, mv, t)?;
            Some(LastMove { mv, capture })
        }
        None => None,
    };
    let hints = match &a.hints {
        None => P::Mask::default(),
        Some(s) => {
            let first = Square::<P::Board>::from_index(0);
            let last = Square::<P::Board>::from_index((Square::<P::Board>::COUNT - 1) as u8);
            let range = match (first, last) {
                (Some(f), Some(l)) => format!("{f} to {l}"),
                _ => String::new(),
            };
            let from: Square<P::Board> = parse_hints(s, Square::<P::Board>::WORD, &range)?;
            destinations(&pos, from)
        }
    };
    let opts = RenderOptions::<P> {
        flip: a.flip,
        last_move,
        hints,
        outcome: None,
        text: Some(with_names(english_text(&pos, None), &a.names)),
    };
    let png = position_png(&pos, &opts, style);
    write(&a.output, &png)?;
    eprintln!("{}: {} bytes", a.output.display(), png.len());
    Ok(())
}

/// The squares the piece on `from` may move to in `pos`, as a mask (for hint marks).
fn destinations<P: Drawable>(pos: &P, from: Square<P::Board>) -> P::Mask {
    pos.legal_moves()
        .iter()
        .filter(|m| m.from == from)
        .fold(P::Mask::default(), |mask, m| {
            mask | P::Mask::single(m.to.index())
        })
}
