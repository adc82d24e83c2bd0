//! The built binary's `qibot engine`, driven line by line through its UCI-style protocol.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Stdio};
use std::time::{Duration, Instant};

use super::cli::qibot;

/// A running `qibot engine`.
pub struct Engine {
    child: Child,
    /// The engine's input; `None` once closed.
    stdin: Option<ChildStdin>,
    stdout: BufReader<ChildStdout>,
}

impl Engine {
    /// Starts `qibot engine`.
    pub fn start() -> Engine {
        let mut child = qibot()
            .arg("engine")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the binary starts");
        let stdin = child.stdin.take();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        Engine {
            child,
            stdin,
            stdout,
        }
    }

    /// Sends the line `cmd`.
    pub fn send(&mut self, cmd: &str) {
        let stdin = self.stdin.as_mut().expect("input open");
        writeln!(stdin, "{cmd}").unwrap();
        stdin.flush().unwrap();
    }

    /// The next line the engine prints (without its end).
    ///
    /// # Panics
    /// At the end of the engine's output.
    pub fn line(&mut self) -> String {
        let mut line = String::new();
        assert!(self.stdout.read_line(&mut line).unwrap() > 0, "no line");
        line.trim_end().to_string()
    }

    /// Sends each of `cmds`, then reads as [`Engine::until`] does.
    pub fn exchange(&mut self, cmds: &[&str], last: &str) -> Vec<String> {
        for c in cmds {
            self.send(c);
        }
        self.until(last)
    }

    /// Starts `go infinite` on the position set, waits until the search is under way (its
    /// `info depth 1` line), then sends each of `cmds` while it runs.
    pub fn during_a_search(&mut self, cmds: &[&str]) {
        self.send("go infinite");
        self.until("info depth 1 ");
        for c in cmds {
            self.send(c);
        }
    }

    /// Lines up to and including the first one starting with `last`.
    pub fn until(&mut self, last: &str) -> Vec<String> {
        let mut lines = Vec::new();
        loop {
            let mut line = String::new();
            assert!(
                self.stdout.read_line(&mut line).unwrap() > 0,
                "no `{last}` in {lines:?}"
            );
            let line = line.trim_end().to_string();
            let done = line.starts_with(last);
            lines.push(line);
            if done {
                return lines;
            }
        }
    }

    /// Sends `cmd` then `isready`: the lines the engine printed before `readyok`.
    pub fn reply_to(&mut self, cmd: &str) -> Vec<String> {
        self.send(cmd);
        self.send("isready");
        let mut lines = self.until("readyok");
        lines.pop();
        lines
    }

    /// Writes raw bytes (which need not be UTF-8).
    pub fn send_bytes(&mut self, bytes: &[u8]) {
        let stdin = self.stdin.as_mut().expect("input open");
        stdin.write_all(bytes).unwrap();
        stdin.flush().unwrap();
    }

    /// Closes the engine's input: the end of input.
    pub fn close_input(&mut self) {
        self.stdin = None;
    }

    /// Waits for the engine to exit by itself, at most `limit` (a hang check, not a speed
    /// target: the limit is generous for a loaded machine); kills it and fails past that.
    pub fn wait_exit(mut self, limit: Duration) -> std::process::ExitStatus {
        let t = Instant::now();
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                return status;
            }
            if t.elapsed() > limit {
                let _ = self.child.kill();
                let _ = self.child.wait();
                panic!("the engine did not exit within {limit:?}");
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Sends `quit`; the engine exits successfully.
    pub fn quit(mut self) {
        self.send("quit");
        assert!(self.child.wait().unwrap().success());
    }
}
