//! The built `qibot` binary, as every test that runs it starts it.

use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, ExitStatus, Output, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use super::fake_discord::GUILD;

/// The built binary, without arguments.
pub fn qibot() -> Command {
    Command::new(EXE)
}

/// Runs `qibot ARGS` to its end; its output.
///
/// # Panics
/// When the binary cannot be started.
pub fn run(args: &[&str]) -> Output {
    qibot().args(args).output().expect("run qibot")
}

/// The built binary as a user runs it in `dir`: English messages (`LANG=C`), the user
/// `tester`, and none of the environment that would reach Discord or a database
/// (`DISCORD_TOKEN`, `DISCORD_TOKEN_FILE`, `QIBOT_DATABASE_URL`); a test sets what it needs.
pub fn qibot_in(dir: &Path) -> Command {
    let mut c = qibot();
    c.current_dir(dir)
        .env("LANG", "C")
        .env("USER", "tester")
        .env_remove("DISCORD_TOKEN")
        .env_remove("DISCORD_TOKEN_FILE")
        .env_remove("QIBOT_DATABASE_URL");
    c
}

/// Runs `cmd` to its end with `input` on its standard input (the program may stop reading
/// before the end: a closed pipe is fine): (exit code, -1 for a signal; stdout; stderr).
///
/// # Panics
/// When the binary cannot be started or writes other than UTF-8.
pub fn run_with_input(cmd: &mut Command, input: &[u8]) -> (i32, String, String) {
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run qibot");
    let _ = child.stdin.take().expect("stdin").write_all(input);
    let out = child.wait_with_output().expect("qibot's output");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).expect("UTF-8 on stdout"),
        String::from_utf8(out.stderr).expect("UTF-8 on stderr"),
    )
}

/// Runs `cmd` to its end with no input and checks that it was refused as a user error (exit
/// code 2, `what` naming the case in the message); its stderr.
///
/// # Panics
/// When the binary cannot be started or exits otherwise.
pub fn refused(cmd: &mut Command, what: &str) -> String {
    let (code, _, err) = run_with_input(cmd, b"");
    assert_eq!(code, 2, "{what}: {err}");
    err
}

/// The SQLite file `qibot play` and `qibot run` open in their working directory `dir` when no
/// database is configured.
pub fn default_db(dir: &Path) -> PathBuf {
    dir.join("qibot.db")
}

/// Runs `cmd` to its end without input: (exit code, `None` for a signal; stdout; stderr, both
/// read leniently as UTF-8).
///
/// # Panics
/// When the binary cannot be started.
pub fn finished(cmd: &mut Command) -> (Option<i32>, String, String) {
    let out = cmd.output().expect("qibot runs");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).to_string(),
        String::from_utf8_lossy(&out.stderr).to_string(),
    )
}

/// The path of the built binary (for a command line that names it).
pub const EXE: &str = env!("CARGO_BIN_EXE_qibot");

/// Sends SIGTERM to `child` (the signal must be delivered), then waits up to 20 s for it to
/// exit: its exit status, or `None` (after killing it) when it did not stop in time.
pub async fn terminate(mut child: Child) -> Option<ExitStatus> {
    let killed = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .expect("run kill");
    assert!(killed.success());
    tokio::task::spawn_blocking(move || {
        for _ in 0..200 {
            if let Ok(Some(s)) = child.try_wait() {
                return Some(s);
            }
            std::thread::sleep(Duration::from_millis(100));
        }
        let _ = child.kill();
        None
    })
    .await
    .unwrap()
}

/// A started `qibot` whose standard input is piped and whose standard output is read line by
/// line on a thread into `lines` (standard error is dropped).
pub struct Piped {
    /// The process.
    pub child: Child,
    /// Its standard input.
    pub stdin: ChildStdin,
    /// Its output lines, as they come.
    pub lines: mpsc::Receiver<String>,
}

/// Starts `cmd` as a [`Piped`] process.
///
/// # Panics
/// When the binary cannot be started.
pub fn piped(cmd: &mut Command) -> Piped {
    // Standard error is not read: dropped, so that a chatty process never blocks on it.
    let cmd = cmd.stderr(Stdio::null());
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("qibot starts");
    let stdin = child.stdin.take().expect("piped stdin");
    let out = child.stdout.take().expect("piped stdout");
    let (tx, lines) = mpsc::channel();
    std::thread::spawn(move || {
        for l in std::io::BufReader::new(out).lines().map_while(Result::ok) {
            if tx.send(l).is_err() {
                break;
            }
        }
    });
    Piped {
        child,
        stdin,
        lines,
    }
}

/// A running `qibot run` against a fake Discord, its commands registered in the fake's guild;
/// its standard error goes to a log file (shown when a check fails).
pub struct Running {
    /// The process.
    pub child: Child,
    /// Its log file.
    pub log: PathBuf,
}

impl Running {
    /// Starts `qibot run` with its configuration and log `NAME.log` in `dir`, the store `db`
    /// (a SQLite path or a PostgreSQL URL), the fake Discord at `api`, and the shards
    /// `from..to` of `total`.
    ///
    /// # Panics
    /// When the files cannot be written or the binary cannot be started.
    pub fn start(dir: &Path, db: &str, api: &str, shards: (u32, u32, u32), name: &str) -> Running {
        Running::start_logging(dir, db, api, shards, name, "warn")
    }

    /// [`Running::start`] with `RUST_LOG` set to `rust_log` (e.g. `qibot=info` for a test
    /// that reads what the process did from its log).
    ///
    /// # Panics
    /// As [`Running::start`].
    pub fn start_logging(
        dir: &Path,
        db: &str,
        api: &str,
        (from, to, total): (u32, u32, u32),
        name: &str,
        rust_log: &str,
    ) -> Running {
        let config = dir.join(format!("{name}.toml"));
        std::fs::write(
            &config,
            format!("[hub]\n[discord]\ncommands_guild = \"{GUILD}\"\n"),
        )
        .expect("write the configuration");
        let log = dir.join(format!("{name}.log"));
        let child = qibot()
            .arg("run")
            .arg("--config")
            .arg(&config)
            .args(["--db", db])
            .args(["--shard-range", &format!("{from}..{to}")])
            .args(["--shard-total", &total.to_string()])
            .env("DISCORD_TOKEN", "fake-token")
            .env_remove("DISCORD_TOKEN_FILE")
            .env_remove("QIBOT_DATABASE_URL")
            .env("QIBOT_DISCORD_API", api)
            .env("RUST_LOG", rust_log)
            .stdout(Stdio::null())
            .stderr(std::fs::File::create(&log).expect("create the log"))
            .spawn()
            .expect("qibot run starts");
        Running { child, log }
    }

    /// What the process logged so far.
    pub fn log(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }

    /// Sends `signal` (`STOP`, `CONT`, `KILL`) to the process; it must be delivered.
    ///
    /// # Panics
    /// When `kill` cannot run or the signal is not delivered.
    pub fn signal(&self, signal: &str) {
        let sent = Command::new("kill")
            .arg(format!("-{signal}"))
            .arg(self.child.id().to_string())
            .status()
            .expect("run kill");
        assert!(sent.success(), "kill -{signal}");
    }

    /// SIGTERM, then a clean exit within 20 s; what it logged.
    ///
    /// # Panics
    /// When it does not exit in time or exits with a failure (its log in the message).
    pub async fn stop(self) -> String {
        let log = self.log.clone();
        let status = terminate(self.child).await;
        let read = || std::fs::read_to_string(&log).unwrap_or_default();
        let status =
            status.unwrap_or_else(|| panic!("no exit 20 s after SIGTERM; log:\n{}", read()));
        assert!(status.success(), "{status}; log:\n{}", read());
        read()
    }
}
