//! Bad configurations through the built binary: each stops `qibot` at start with exit 2 and one
//! sentence naming the setting, its value and what is allowed; nothing is created.

use std::path::Path;
use std::process::{Command, Stdio};

mod support;

use qibot::hub::config::HubConfig;
use qibot::web::config::WebConfig;

use support::cli::{default_db, qibot_in, refused, run_with_input};

/// Runs `qibot ARGS` in `dir` with no input; (exit code, stderr).
fn qibot(dir: &Path, args: &[&str]) -> (i32, String) {
    let (code, _, err) = run_with_input(qibot_in(dir).args(args), b"");
    (code, err)
}

/// The shipped `config.toml` holds the defaults, table by table, so what a reader of the file sees
/// is what the program does with no file (the `[discord]` table is checked in its own module).
#[test]
fn the_repository_config_is_the_defaults_of_every_table() {
    let text = include_str!("../config.toml");
    assert_eq!(HubConfig::parse(text).unwrap(), HubConfig::default());
    assert_eq!(WebConfig::parse(text).unwrap(), WebConfig::default());
}

#[test]
fn bad_configurations_stop_play_and_run_with_the_setting_named() {
    let cases = [
        (
            "[hub]\nabandon_after_secs = 9300000000000000\n",
            "abandon_after_secs = 9300000000000000 is out of range: write a number of seconds from 1 to 31536000 (one year), or 0",
        ),
        (
            "[hub]\nchallenge_expiry_secs = 9223372036854775807\n",
            "challenge_expiry_secs = 9223372036854775807 is out of range",
        ),
        (
            "[hub]\nchallenge_expiry_secs = 0\n",
            "challenge_expiry_secs = 0 is out of range",
        ),
        (
            "[hub]\ndatabase = \"\"\n",
            "database: the database is empty",
        ),
        (
            "[hub]\ndatabase = \":memory:\"\n",
            "`:memory:` is an in-memory database",
        ),
        (
            "[hbu]\nlanguage = \"fr\"\n",
            "there is no section `[hbu]`: the sections are [hub], [discord]",
        ),
        (
            "colour = \"red\"\n[hub]\n",
            "`colour` stands outside any section",
        ),
        (
            "[hub]\nlanguage = \"klingon\"\n",
            "language = \"klingon\": there is no such language: write one of en (English), fr (Français)",
        ),
        (
            "[hub]\nleaderboard_size = 0\n",
            "leaderboard_size = 0 is out of range: write a number from 1 to 50",
        ),
        (
            "[hub]\nmax_game_plies = 0\n",
            "max_game_plies = 0 is out of range: write a number from 1 to 100000",
        ),
        (
            "[hub]\nleaderboard_size = \"ten\"\n",
            "line 2, `leaderboard_size = \"ten\"`: invalid type: string \"ten\", expected usize",
        ),
        (
            "[hub]\nmine_finished_games = \"yes\"\n",
            "line 2, `mine_finished_games = \"yes\"`: invalid type: string \"yes\", expected a boolean",
        ),
        (
            "[hub]\nmine_min_plies = 0\n",
            "mine_min_plies = 0 is out of range: write a number from 1 to 100000",
        ),
        ("[hub]\ndatabse = \"x.db\"\n", "unknown field `databse`"),
    ];
    for (text, says) in cases {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("bad.toml"), text).unwrap();
        for cmd in ["play", "run"] {
            let args = [cmd, "--config", "bad.toml"];
            let err = refused(
                qibot_in(dir.path()).args(args),
                &format!("{cmd} with {text:?}"),
            );
            assert!(err.contains(says), "{cmd} with {text:?}: {err}");
            assert_eq!(err.trim().lines().count(), 1, "one sentence: {err}");
        }
        let db = default_db(dir.path());
        assert!(!db.exists(), "{text:?}: nothing was created");
    }
}

#[test]
fn a_missing_config_file_or_memory_database_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    for cmd in ["play", "run"] {
        let (code, err) = qibot(dir.path(), &[cmd, "--config", "nowhere.toml"]);
        assert_eq!(code, 2, "{err}");
        assert!(
            err.contains("--config nowhere.toml: there is no such file"),
            "{err}"
        );
        for db in ["", ":memory:"] {
            let (code, err) = qibot(dir.path(), &[cmd, "--db", db]);
            assert_eq!(code, 2, "{cmd} --db {db:?}: {err}");
            // clap refuses an empty value itself; qibot refuses the in-memory one.
            assert!(err.contains("--db"), "{err}");
            assert_eq!(err.contains("in-memory"), !db.is_empty(), "{err}");
        }
    }
    assert!(std::fs::read_dir(dir.path()).unwrap().next().is_none());
}

/// `qibot ARGS` with a (fake) token, so `run` gets as far as opening its database; the API is
/// pointed at a closed port on 127.0.0.1, so nothing can reach Discord.
fn qibot_with_token(dir: &Path, args: &[&str]) -> (i32, String) {
    let (code, _, err) = run_with_input(
        qibot_in(dir)
            .env("DISCORD_TOKEN", "fake.token.for-tests")
            .env("QIBOT_DISCORD_API", "http://127.0.0.1:9/api/v10")
            .args(args),
        b"",
    );
    (code, err)
}

/// The files of `dir` with their bytes, to show a refused database was left as it was.
fn contents(dir: &Path) -> Vec<(String, Vec<u8>)> {
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| {
            let e = e.unwrap();
            let bytes = std::fs::read(e.path()).unwrap();
            (e.file_name().to_string_lossy().into_owned(), bytes)
        })
        .collect();
    files.sort();
    files
}

/// An SQLite file of another program, or one whose `user_version` is -1, is refused by
/// `play` and `run` with exit 2 and one sentence, and left byte for byte as it was: no qibot
/// tables, the journal mode and `user_version` unchanged, no WAL file.
#[test]
fn a_database_of_another_program_is_refused_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let foreign = dir.path().join("notes.db");
    let c = rusqlite::Connection::open(&foreign).unwrap();
    c.execute_batch("CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('keep me'); PRAGMA user_version = 7;")
        .unwrap();
    drop(c);
    let minus = dir.path().join("minus.db");
    let c = rusqlite::Connection::open(&minus).unwrap();
    c.execute_batch("CREATE TABLE t (x); PRAGMA user_version = -1;")
        .unwrap();
    drop(c);
    let before = contents(dir.path());
    for cmd in ["play", "run"] {
        for (db, said) in [
            (
                "notes.db",
                "the database notes.db is not a qibot database (it has 1 other table(s), no `games` table, and user_version 7)",
            ),
            (
                "minus.db",
                "the database minus.db is not a qibot database (its user_version is -1)",
            ),
        ] {
            let (code, err) = qibot_with_token(dir.path(), &[cmd, "--db", db]);
            assert_eq!(code, 2, "{cmd} {db}: {err}");
            assert!(err.contains(said), "{cmd} {db}: {err}");
            assert!(!err.contains("newer"), "{err}");
            assert_eq!(err.trim_end().lines().count(), 1, "one sentence: {err}");
        }
    }
    assert_eq!(
        contents(dir.path()),
        before,
        "nothing in the folder changed"
    );
    let c = rusqlite::Connection::open(&foreign).unwrap();
    let mode: String = c
        .query_row("PRAGMA journal_mode", [], |r| r.get(0))
        .unwrap();
    let version: i64 = c
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .unwrap();
    let tables: Vec<String> = c
        .prepare("SELECT name FROM sqlite_master")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    assert_eq!(
        (mode.as_str(), version, tables),
        ("delete", 7, vec!["notes".to_string()])
    );
}

/// Takes `chattr +i` off again, whatever the test did.
struct Immutable(std::path::PathBuf);

impl Immutable {
    /// Makes `path` immutable (even root may then not write it, or create files in a folder);
    /// `None` where `chattr` is missing or the file system has no such flag.
    fn set(path: &Path) -> Option<Immutable> {
        let ok = Command::new("chattr")
            .arg("+i")
            .arg(path)
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success());
        ok.then(|| Immutable(path.to_path_buf()))
    }
}

impl Drop for Immutable {
    fn drop(&mut self) {
        let _ = Command::new("chattr").arg("-i").arg(&self.0).status();
    }
}

/// A database that cannot be written is refused at start with exit 2 and one sentence naming
/// the file, not found out at the first move. Tests run as root here, and root ignores
/// `chmod 444`; so the file is opened read-only by SQLite itself (`mode=ro`, which always
/// works), and made immutable with `chattr +i` (which binds root too) where the file system
/// allows it: the file itself, then the folder of a database closed cleanly (no WAL file
/// left, and none can be created).
#[test]
fn a_read_only_database_is_refused_at_start() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("q.db");
    let (code, err) = qibot(dir.path(), &["play", "--db", "q.db"]);
    assert_eq!(code, 0, "a new database is made: {err}");
    let read_only = |cmd: &str, db: &str| {
        let (code, err) = qibot_with_token(dir.path(), &[cmd, "--db", db]);
        assert_eq!(code, 2, "{cmd} {db}: {err}");
        assert_eq!(err.trim_end().lines().count(), 1, "one sentence: {err}");
        err
    };
    let uri = format!("file:{}?mode=ro", db.display());
    for cmd in ["play", "run"] {
        let err = read_only(cmd, &uri);
        assert!(
            err.contains(&format!("the database {uri} is read-only")),
            "{err}"
        );
    }
    match Immutable::set(&db) {
        Some(_guard) => {
            let err = read_only("play", "q.db");
            assert!(err.contains("the database q.db is read-only"), "{err}");
        }
        None => eprintln!("chattr +i is not available here: only the mode=ro case ran"),
    }
    // The last connection to close checkpoints the WAL and removes its files.
    let c = rusqlite::Connection::open(&db).unwrap();
    let _: i64 = c
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .unwrap();
    drop(c);
    assert!(!dir.path().join("q.db-wal").exists(), "closed cleanly");
    match Immutable::set(dir.path()) {
        Some(_guard) => {
            let err = read_only("play", "q.db");
            assert!(err.contains("the database q.db cannot be"), "{err}");
        }
        None => eprintln!("chattr +i is not available here: the read-only folder was not tried"),
    }
}
