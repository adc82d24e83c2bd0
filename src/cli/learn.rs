//! `qibot learn export --game jungle|xiangqi [--lang L]`: every lesson stage as one JSON
//! object a line ([`crate::hub::lessons::export`]), for checking the content outside.

use clap::{Args, Subcommand};

use super::inputs::game_parser;
use super::setup::CliError;
use crate::games::any::GameKind;
use crate::hub::lessons;
use crate::text::I18n;

#[derive(Args, Debug)]
pub struct LearnArgs {
    #[command(subcommand)]
    command: LearnCommand,
}

#[derive(Subcommand, Debug)]
enum LearnCommand {
    /// Print every stage of a game's lessons, one JSON object a line: lesson, stage, fen,
    /// rules (when not standard), goal, solution, title and instruction.
    Export(ExportArgs),
}

#[derive(Args, Debug)]
struct ExportArgs {
    /// The game.
    #[arg(long, value_parser = game_parser())]
    game: GameKind,
    /// The language of the titles and instructions: en, fr, vi, zh-Hans, zh-Hant (or a name
    /// such as `French`).
    #[arg(long, default_value = "en")]
    lang: String,
}

pub fn run(a: LearnArgs) -> Result<(), CliError> {
    match a.command {
        LearnCommand::Export(e) => export(&e),
    }
}

fn export(a: &ExportArgs) -> Result<(), CliError> {
    let lang = super::setup::language(&a.lang)?;
    let course = lessons::course(a.game).map_err(|e| CliError::failed(e.to_string()))?;
    let i18n = I18n::new();
    let mut out = String::new();
    for line in lessons::export(course, &i18n, lang) {
        out.push_str(&line);
        out.push('\n');
    }
    use std::io::Write as _;
    std::io::stdout()
        .lock()
        .write_all(out.as_bytes())
        .map_err(|e| CliError::failed(format!("cannot write the export: {e}")))
}
