//! Another engine program as a match opponent: started as a child process and spoken to in
//! the UCI-style text protocol `qibot engine` itself speaks (`uci`, `isready`, `ucinewgame`,
//! `setoption name Hash value MB`, `position startpos moves …`, `go movetime MS [depth N]
//! [nodes N]`, `bestmove …`). Engines that answer `uci` with another `…ok` word (e.g. `jceiok`)
//! are accepted too.
//!
//! A program that offers a `UCI_Variant` option (Fairy-Stockfish, `qibot engine`) is told the
//! game (`setoption name UCI_Variant value xiangqi`); one that offers it without the game is
//! refused at the start. Moves go both ways in the program's [`Notation`] (Fairy-Stockfish
//! writes Xiangqi ranks 1–10).
//!
//! The program is trusted for nothing: every move it returns is checked by the caller, and an
//! engine that stops answering is given up on after a timeout.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

use super::level::LevelSettings;
use super::notation::{Notation, NotationError};

/// Why an external engine could not give a move.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ExternalError {
    /// The program could not be started.
    #[error("cannot start `{command}`: {reason}")]
    Spawn {
        /// The command line.
        command: String,
        /// The operating system's message.
        reason: String,
    },
    /// The program closed its output (crashed or quit).
    #[error("the engine exited while {0}")]
    Exited(&'static str),
    /// No answer in time.
    #[error("no answer within {0:?} while {1}")]
    Timeout(Duration, &'static str),
    /// Writing to the program failed.
    #[error("cannot write to the engine: {0}")]
    Write(String),
    /// The program offers a `UCI_Variant` option without the match's game.
    #[error("the engine does not play {variant}: its UCI_Variant option offers {offered}")]
    Variant {
        /// The match's game.
        variant: String,
        /// The values the engine offers.
        offered: String,
    },
}

/// A running engine program.
pub struct ExternalEngine {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    notation: Notation,
}

/// What the engine answered to `go`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExternalMove {
    /// The text after `bestmove`, as the engine wrote it.
    pub text: String,
    /// That move in qibot's text (ICCS for Xiangqi), read in the engine's notation; not yet
    /// checked for legality.
    pub move_text: Result<String, NotationError>,
    /// The `nodes` of its last `info` line, 0 if it gave none.
    pub nodes: u64,
    /// Wall-clock time from `go` to `bestmove`.
    pub time: Duration,
}

/// How long the handshake may take.
const HANDSHAKE: Duration = Duration::from_secs(10);

impl ExternalEngine {
    /// Starts `command` (program then arguments), runs the `uci` handshake, selects the game
    /// `variant` (`jungle`, `xiangqi`) if the engine offers a `UCI_Variant` option, sets its
    /// hash size (MB) and waits for `readyok`. Moves are exchanged in `notation`.
    ///
    /// # Errors
    /// [`ExternalError`] when it cannot start, exits, does not answer within 10 s, or offers
    /// variants without `variant`.
    pub fn start(
        command: &[String],
        hash_mb: usize,
        variant: &str,
        notation: Notation,
    ) -> Result<ExternalEngine, ExternalError> {
        let (program, args) = command.split_first().ok_or_else(|| ExternalError::Spawn {
            command: String::new(),
            reason: "empty command".into(),
        })?;
        let mut child = Command::new(program)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| ExternalError::Spawn {
                command: command.join(" "),
                reason: e.to_string(),
            })?;
        let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            let _ = child.kill();
            return Err(ExternalError::Spawn {
                command: command.join(" "),
                reason: "no pipes".into(),
            });
        };
        // A reader thread, so every wait can have a timeout.
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let mut e = ExternalEngine {
            child,
            stdin,
            lines,
            notation,
        };
        e.send("uci")?;
        let mut variants: Option<Vec<String>> = None;
        e.wait_for(
            |l| {
                if let Some(rest) = l.strip_prefix("option name UCI_Variant ") {
                    variants = Some(combo_values(rest));
                }
                l == "uciok" || (l.ends_with("ok") && !l.contains(' '))
            },
            HANDSHAKE,
            "starting",
        )?;
        if let Some(offered) = variants {
            if !offered.iter().any(|v| v.eq_ignore_ascii_case(variant)) {
                return Err(ExternalError::Variant {
                    variant: variant.to_string(),
                    offered: offered.join(", "),
                });
            }
            e.send(&format!("setoption name UCI_Variant value {variant}"))?;
        }
        e.send(&format!("setoption name Hash value {}", hash_mb.max(1)))?;
        e.ready()?;
        Ok(e)
    }

    fn send(&mut self, line: &str) -> Result<(), ExternalError> {
        writeln!(self.stdin, "{line}")
            .and_then(|()| self.stdin.flush())
            .map_err(|e| ExternalError::Write(e.to_string()))
    }

    /// Reads lines until one satisfies `done`; returns it and the `nodes` of the last `info`.
    fn wait_for(
        &mut self,
        mut done: impl FnMut(&str) -> bool,
        timeout: Duration,
        doing: &'static str,
    ) -> Result<(String, u64), ExternalError> {
        let deadline = Instant::now() + timeout;
        let mut nodes = 0;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    let line = line.trim().to_string();
                    if line.starts_with("info ")
                        && let Some(n) = info_nodes(&line)
                    {
                        nodes = n;
                    }
                    if done(&line) {
                        return Ok((line, nodes));
                    }
                }
                Err(RecvTimeoutError::Timeout) => {
                    return Err(ExternalError::Timeout(timeout, doing));
                }
                Err(RecvTimeoutError::Disconnected) => return Err(ExternalError::Exited(doing)),
            }
        }
    }

    fn ready(&mut self) -> Result<(), ExternalError> {
        self.send("isready")?;
        self.wait_for(|l| l == "readyok", HANDSHAKE, "getting ready")
            .map(|_| ())
    }

    /// Tells the engine a new game starts.
    ///
    /// # Errors
    /// As [`ExternalEngine::start`].
    pub fn new_game(&mut self) -> Result<(), ExternalError> {
        self.send("ucinewgame")?;
        self.ready()
    }

    /// Asks for a move in the position reached from the start by `moves` (each in qibot's text,
    /// e.g. `c3c4`, `h2e2`; sent in the engine's notation), within `settings`' move time (and
    /// depth or node cap when set). The engine is given up on after three times the move time
    /// plus 5 s.
    ///
    /// # Errors
    /// [`ExternalError::Timeout`] or [`ExternalError::Exited`]; a write failure.
    pub fn go(
        &mut self,
        moves: &[String],
        settings: &LevelSettings,
    ) -> Result<ExternalMove, ExternalError> {
        let mut position = String::from("position startpos");
        if !moves.is_empty() {
            position.push_str(" moves");
            for m in moves {
                position.push(' ');
                position.push_str(&self.notation.write(m));
            }
        }
        self.send(&position)?;
        let ms = settings.movetime.as_millis().max(1);
        let mut go = format!("go movetime {ms}");
        if let Some(d) = settings.depth {
            go.push_str(&format!(" depth {d}"));
        }
        if let Some(n) = settings.nodes {
            go.push_str(&format!(" nodes {n}"));
        }
        let start = Instant::now();
        self.send(&go)?;
        let timeout = settings.movetime * 3 + Duration::from_secs(5);
        let (line, nodes) = self.wait_for(|l| l.starts_with("bestmove"), timeout, "searching")?;
        let text = line
            .split_whitespace()
            .nth(1)
            .unwrap_or_default()
            .to_string();
        Ok(ExternalMove {
            move_text: self.notation.read(&text),
            text,
            nodes,
            time: start.elapsed(),
        })
    }
}

impl Drop for ExternalEngine {
    fn drop(&mut self) {
        // Ask politely, then make sure: a match must not leave engines running.
        let _ = writeln!(self.stdin, "quit");
        let _ = self.stdin.flush();
        let deadline = Instant::now() + Duration::from_millis(500);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The values of a combo option's description (`type combo default chess var chess var xiangqi`
/// gives `chess`, `xiangqi`).
fn combo_values(description: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut words = description.split_whitespace();
    while let Some(w) = words.next() {
        if w == "var"
            && let Some(v) = words.next()
        {
            out.push(v.to_string());
        }
    }
    out
}

/// The number after `nodes` in an `info` line.
fn info_nodes(line: &str) -> Option<u64> {
    let mut words = line.split_whitespace();
    while let Some(w) = words.next() {
        if w == "nodes" {
            return words.next()?.parse().ok();
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nodes_are_read_from_info_lines() {
        assert_eq!(
            info_nodes("info depth 3 score cp 5 nodes 1234 nps 9 pv c3c4"),
            Some(1234)
        );
        assert_eq!(info_nodes("info string hello"), None);
    }

    #[test]
    fn variants_are_read_from_the_combo_option() {
        assert_eq!(
            combo_values("type combo default chess var chess var xiangqi var janggi"),
            ["chess", "xiangqi", "janggi"]
        );
        assert!(combo_values("type string default standard").is_empty());
    }

    #[test]
    fn a_missing_program_is_an_error_not_a_panic() {
        let e = ExternalEngine::start(
            &["/nonexistent/engine".to_string()],
            16,
            "xiangqi",
            Notation::Ranks10,
        )
        .err()
        .map(|e| e.to_string());
        assert!(
            e.as_deref()
                .is_some_and(|m| m.starts_with("cannot start `/nonexistent/engine`")),
            "{e:?}"
        );
    }
}
