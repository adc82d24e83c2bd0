//! The command line (`clap`): `perft` and the other subcommands. Errors go to stderr with exit
//! code 2 for bad arguments, as clap does for its own parse errors.

use std::process::ExitCode;

use clap::{Parser, Subcommand};

pub use crate::games::any::GameKind;
pub use inputs::{NameArgs, RuleArgs};
pub use setup::{CliError, store_error};

// Shared by the commands, below them: no command imports another or this file.
mod beside;
mod inputs;
mod setup;

// The commands, each imported here only.
mod engine;
mod learn;
mod matchplay;
mod perft;
mod play;
mod puzzles;
mod render;
mod review;
mod run;
mod tournament;
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
    /// Tournament pairings: the next round of a TRF file by the FIDE Dutch system, or a round
    /// of the Berger tables.
    Tournament(tournament::TournamentArgs),
    /// Play against the bot in the terminal (one move or command a line; resumes a saved game).
    Play(play::PlayArgs),
    /// The lessons: `learn export` prints every stage as JSON lines.
    Learn(learn::LearnArgs),
    /// Mine puzzles from finished games or self-play, or re-check a puzzle file.
    Puzzles(puzzles::PuzzlesArgs),
    /// Run the Discord bot (token from DISCORD_TOKEN or DISCORD_TOKEN_FILE).
    Run(run::RunArgs),
    /// Serve the web pages of the games (signed links), /healthz and /metrics; `web link`
    /// prints a signed link.
    Web(web::WebArgs),
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
        Some(Command::Tournament(a)) => tournament::run(a),
        Some(Command::Play(a)) => play::run(a),
        Some(Command::Learn(a)) => learn::run(a),
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
