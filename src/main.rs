//! The `qibot` command line: every layer of the bot behind one binary.

use std::process::ExitCode;

fn main() -> ExitCode {
    qibot::cli::main()
}
