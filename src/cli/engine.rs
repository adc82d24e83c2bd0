//! `qibot engine`: the engine (Jungle, or Xiangqi with `UCI_Variant`) over a UCI-style protocol
//! on stdin/stdout (see [`crate::engine::uci`]).

use std::io;
use std::sync::{Arc, Mutex};

use clap::Args;

use super::setup::CliError;

#[derive(Args, Debug)]
pub struct EngineArgs {}

pub fn run(_a: EngineArgs) -> Result<(), CliError> {
    let out: Arc<Mutex<dyn io::Write + Send>> = Arc::new(Mutex::new(io::stdout()));
    crate::engine::uci::run(io::stdin().lock(), out);
    Ok(())
}
