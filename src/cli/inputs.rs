//! What the game commands read besides their own flags: the game argument, the rule set
//! (`--preset`, `--rule`), the players' names of a picture, a game record file, and running a
//! command in its game's type. Commands import this; it imports no command.

use clap::Args;
use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};

use super::setup::CliError;
use crate::engine::{EngineGame, GameTask, with_game};
use crate::games::any::GameKind;
use crate::games::options::RuleOptions;

/// The parser of a game argument (`#[arg(value_parser = game_parser())]`): the stored codes of
/// [`GameKind::ALL`] (`jungle`, `xiangqi`), read by `GameKind`'s `FromStr`, so a new game needs
/// no change here. Any other word is clap's usage error (exit code 2) listing the games.
pub(crate) fn game_parser() -> impl TypedValueParser<Value = GameKind> {
    PossibleValuesParser::new(GameKind::ALL.map(|k| PossibleValue::new(k.code()).help(k.title())))
        .try_map(|s| s.parse::<GameKind>())
}

/// A subcommand that plays, counts or tunes in one game ([`in_game`] runs it in that game's
/// type).
pub(crate) trait InGame {
    /// Runs the subcommand in the game `G` under `rules`.
    fn run_in<G: EngineGame>(&self, rules: G::Rules) -> Result<(), CliError>;
}

/// Runs `command` in `game` under the rules `rules` describes, built for that game's type first
/// (a bad preset or override is a usage error naming it).
pub(crate) fn in_game<C: InGame>(
    game: GameKind,
    rules: &RuleArgs,
    command: &C,
) -> Result<(), CliError> {
    struct Task<'a, C>(&'a RuleArgs, &'a C);
    impl<C: InGame> GameTask for Task<'_, C> {
        type Output = Result<(), CliError>;
        fn run<G: EngineGame>(self) -> Result<(), CliError> {
            let rules = self.0.build::<G::Rules>()?;
            self.1.run_in::<G>(rules)
        }
    }
    with_game(game, Task(rules, command))
}

/// `--red NAME` and `--blue NAME` (also `--black`): the players' names a picture shows.
#[derive(Args, Clone, Debug, Default)]
pub struct NameArgs {
    /// Red's player name (default: the side's name, "Red").
    #[arg(long, value_name = "NAME")]
    pub red: Option<String>,
    /// The second player's name: Blue in Jungle, Black in Xiangqi (default: the side's name).
    #[arg(long, visible_alias = "black", value_name = "NAME")]
    pub blue: Option<String>,
}

/// `--preset NAME` and `--rule KEY=VALUE` (repeatable): the rule set of a subcommand that takes
/// one.
#[derive(Args, Clone, Debug)]
pub struct RuleArgs {
    /// Rules preset: standard, traditional, vertical-tiger, fivefold, engine (Jungle); standard,
    /// asian, casual (Xiangqi).
    #[arg(long, default_value = "standard")]
    pub preset: String,
    /// A rule option on top of the preset, e.g. `--rule tiger_jump=vertical` (repeatable).
    #[arg(long = "rule", value_name = "KEY=VALUE")]
    pub rules: Vec<String>,
}

impl RuleArgs {
    /// The preset with the overrides applied in order, as one game's rule set `R`.
    ///
    /// # Errors
    /// A usage error naming the bad preset or override.
    pub fn build<R: RuleOptions>(&self) -> Result<R, CliError> {
        let mut rules = R::preset(&self.preset).map_err(|e| CliError::usage(e.to_string()))?;
        for kv in &self.rules {
            rules
                .apply_override(kv)
                .map_err(|e| CliError::usage(e.to_string()))?;
        }
        Ok(rules)
    }
}

/// Reads a game record's text: the first non-empty line (a FEN or `startpos`) and the words
/// after it (the moves). The files qibot's `export` writes are read too: their `[FEN "…"]`
/// header is the start and the line of canonical moves after the headers the moves (the
/// numbered moves below it repeat them in the players' notation).
pub(crate) fn read_record(path: &std::path::Path) -> Result<(String, Vec<String>), CliError> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| CliError::usage(format!("cannot read {}: {e}", path.display())))?;
    let mut lines = text.lines().skip_while(|l| l.trim().is_empty()).peekable();
    if lines
        .peek()
        .is_some_and(|l| l.trim_start().starts_with('['))
    {
        return read_export(path, lines);
    }
    let first = lines.next().ok_or_else(|| {
        CliError::usage(format!(
            "{} is empty; its first line must be a FEN or `startpos`, then the moves",
            path.display()
        ))
    })?;
    let words = lines
        .flat_map(str::split_whitespace)
        .map(String::from)
        .collect();
    Ok((first.to_string(), words))
}

/// The start and the moves of an exported game (`[Key "value"]` headers, a blank line, the
/// canonical moves on one line, then the numbered moves).
fn read_export<'a>(
    path: &std::path::Path,
    mut lines: impl Iterator<Item = &'a str>,
) -> Result<(String, Vec<String>), CliError> {
    let mut fen = None;
    let mut after = None;
    for line in lines.by_ref() {
        let t = line.trim();
        let Some(header) = t.strip_prefix('[').and_then(|h| h.strip_suffix(']')) else {
            after = Some(t);
            break;
        };
        if let Some(v) = header.strip_prefix("FEN ") {
            fen = Some(v.trim().trim_matches('"').to_string());
        }
    }
    let fen = fen.ok_or_else(|| {
        CliError::usage(format!(
            "{} starts with headers but has no [FEN \"…\"] header; an exported game names its \
             start there, or write the record as a FEN or `startpos` on the first line, then \
             the moves",
            path.display()
        ))
    })?;
    let moves = after
        .into_iter()
        .chain(lines.map(str::trim))
        .find(|l| !l.is_empty())
        // A game without moves goes straight on to the numbered section (or ends).
        .filter(|l| !l.starts_with("1."))
        .map(|l| l.split_whitespace().map(String::from).collect())
        .unwrap_or_default();
    Ok((fen, moves))
}
