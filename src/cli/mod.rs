//! The command line (`clap`): `perft` and the other subcommands. Errors go to stderr with exit
//! code 2 for bad arguments, as clap does for its own parse errors.

use std::process::ExitCode;

use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use clap::{Args, Parser, Subcommand};

use crate::engine::{EngineGame, GameTask, with_game};
pub use crate::games::any::GameKind;
use crate::games::options::RuleOptions;

mod engine;
mod matchplay;
mod perft;
mod play;
mod puzzles;
mod render;
mod review;
mod run;
mod tune;
mod web;

/// qibot: Jungle (Dou Shou Qi) and Xiangqi for Discord, the console and engines.
#[derive(Parser, Debug)]
#[command(name = "qibot", version, about)]
pub struct Cli {
    /// Without a subcommand, `qibot` runs the Discord bot when a token is set.
    #[command(subcommand)]
    command: Option<Command>,
}

/// The parser of a game argument (`#[arg(value_parser = game_parser())]`): the stored codes of
/// [`GameKind::ALL`] (`jungle`, `xiangqi`), read by `GameKind`'s `FromStr`, so a new game needs
/// no change here. Any other word is clap's usage error (exit code 2) listing the games.
fn game_parser() -> impl TypedValueParser<Value = GameKind> {
    PossibleValuesParser::new(GameKind::ALL.map(|k| PossibleValue::new(k.code()).help(k.title())))
        .try_map(|s| s.parse::<GameKind>())
}

/// A subcommand that plays, counts or tunes in one game ([`in_game`] runs it in that game's
/// type).
trait InGame {
    /// Runs the subcommand in the game `G` under `rules`.
    fn run_in<G: EngineGame>(&self, rules: G::Rules) -> Result<(), CliError>;
}

/// Runs `command` in `game` under the rules `rules` describes, built for that game's type first
/// (a bad preset or override is a usage error naming it).
fn in_game<C: InGame>(game: GameKind, rules: &RuleArgs, command: &C) -> Result<(), CliError> {
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

/// A multi-threaded Tokio runtime for the front-ends (`play`, `run`).
///
/// # Errors
/// Exit code 1 if the runtime cannot start.
fn runtime() -> Result<tokio::runtime::Runtime, CliError> {
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| CliError {
            message: format!("cannot start the runtime: {e}"),
            code: 1,
        })
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Count the leaves of the legal-move tree (perft) to test the move generator.
    Perft(perft::PerftArgs),
    /// Draw a position as a PNG, or a game record as an animated GIF.
    Render(render::RenderArgs),
    /// Review a finished game with the engine: a picture of the evaluation, the mistakes and
    /// the better moves, and the annotated record on standard output.
    Review(review::ReviewArgs),
    /// Run the engine (Jungle, or Xiangqi with `setoption name UCI_Variant value xiangqi`) over
    /// a UCI-style protocol on stdin/stdout.
    Engine(engine::EngineArgs),
    /// Play a self-play match between two engine configurations and print the Elo difference.
    Match(matchplay::MatchArgs),
    /// Tune a game's evaluation weights (`--game`) by self-play and print the changes.
    Tune(tune::TuneArgs),
    /// Play against the bot in the terminal (one move or command a line; resumes a saved game).
    Play(play::PlayArgs),
    /// Mine puzzles from finished games or self-play, or re-check a puzzle file.
    Puzzles(puzzles::PuzzlesArgs),
    /// Run the Discord bot (token from DISCORD_TOKEN or DISCORD_TOKEN_FILE).
    Run(run::RunArgs),
    /// Serve the web pages of the games (signed links), /healthz and /metrics; `web link`
    /// prints a signed link.
    Web(web::WebArgs),
}

/// A failure to report: the message and the exit code.
pub struct CliError {
    /// What went wrong and how to do it right.
    pub message: String,
    /// 2 for bad input, 1 for other failures.
    pub code: u8,
}

/// The exit for a store that cannot be opened: a database that cannot be used as it is (not
/// qibot's, newer, read-only) is a bad setting (exit 2, its sentence names the file); a
/// failure of the database itself exits 1.
pub fn store_error(db: &crate::store::Location, e: crate::store::StoreError) -> CliError {
    match e {
        crate::store::StoreError::Refused { reason } => CliError::usage(reason),
        e => CliError {
            message: format!("{db}: {e}"),
            code: 1,
        },
    }
}

impl CliError {
    /// A bad-input error (exit code 2).
    pub fn usage(message: impl Into<String>) -> CliError {
        CliError {
            message: message.into(),
            code: 2,
        }
    }
}

/// The sections of `config.toml`, one per layer that has settings.
const CONFIG_SECTIONS: [&str; 3] = ["hub", "discord", "web"];

/// The configuration file to read: the one `--config` names, which must exist, else
/// `./config.toml` (missing: the defaults). Its top-level entries are checked here, where every
/// layer's section is known.
///
/// # Errors
/// A usage error for a missing `--config` file or an unknown section.
pub(crate) fn config_file(given: Option<&std::path::Path>) -> Result<std::path::PathBuf, CliError> {
    let path = match given {
        Some(p) if !p.exists() => {
            return Err(CliError::usage(format!(
                "--config {}: there is no such file: name an existing configuration file, or leave \
                 --config out to use ./config.toml (or the defaults)",
                p.display()
            )));
        }
        Some(p) => p.to_path_buf(),
        None => std::path::PathBuf::from("config.toml"),
    };
    crate::hub::config::check_sections(&path, &CONFIG_SECTIONS)
        .map_err(|e| CliError::usage(e.to_string()))?;
    Ok(path)
}

/// The database a front-end opens: `--db` if given, else `QIBOT_DATABASE_URL`, else the
/// configuration's; checked.
///
/// # Errors
/// A usage error naming the setting for an empty, in-memory or malformed database.
pub(crate) fn database(
    given: Option<&str>,
    config: &crate::hub::HubConfig,
) -> Result<crate::store::Location, CliError> {
    config.database_location(given).map_err(CliError::usage)
}

/// Parses the arguments and runs the subcommand.
pub fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Some(Command::Perft(a)) => perft::run(a),
        Some(Command::Render(a)) => render::run(a),
        Some(Command::Review(a)) => review::run(a),
        Some(Command::Engine(a)) => engine::run(a),
        Some(Command::Match(a)) => matchplay::run(a),
        Some(Command::Tune(a)) => tune::run(a),
        Some(Command::Play(a)) => play::run(a),
        Some(Command::Puzzles(a)) => puzzles::run(a),
        Some(Command::Run(a)) => run::run(a),
        Some(Command::Web(a)) => web::run(a),
        None if run::token_set() => run::run(run::RunArgs::defaults()),
        None => {
            use clap::CommandFactory;
            let _ = Cli::command().print_help();
            Err(CliError::usage(
                "no command given: use `qibot run` for the Discord bot (needs DISCORD_TOKEN), \
                 `qibot play` to play in the terminal, or `qibot --help`",
            ))
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {}", e.message);
            ExitCode::from(e.code)
        }
    }
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
