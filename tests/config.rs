//! Bad configurations through the built binary: each stops `qibot` at start with exit 2 and one
//! sentence naming the setting, its value and what is allowed; nothing is created.

use std::path::Path;
use std::process::{Command, Stdio};

/// Runs `qibot ARGS` in `dir` with no input; (exit code, stderr).
fn qibot(dir: &Path, args: &[&str]) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_qibot"))
        .current_dir(dir)
        .env("LANG", "C")
        .env_remove("DISCORD_TOKEN")
        .env_remove("DISCORD_TOKEN_FILE")
        .env_remove("QIBOT_DATABASE_URL")
        .args(args)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
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
            "language = \"klingon\": there is no such language: write one of en, fr",
        ),
        (
            "[hub]\nleaderboard_size = 0\n",
            "leaderboard_size = 0 is out of range: write a number from 1 to 50",
        ),
        (
            "[hub]\nleaderboard_size = \"ten\"\n",
            "line 2, `leaderboard_size = \"ten\"`: invalid type: string \"ten\", expected usize",
        ),
        ("[hub]\ndatabse = \"x.db\"\n", "unknown field `databse`"),
    ];
    for (text, says) in cases {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("bad.toml"), text).unwrap();
        for cmd in ["play", "run"] {
            let (code, err) = qibot(dir.path(), &[cmd, "--config", "bad.toml"]);
            assert_eq!(code, 2, "{cmd} with {text:?}: {err}");
            assert!(err.contains(says), "{cmd} with {text:?}: {err}");
            assert_eq!(err.trim().lines().count(), 1, "one sentence: {err}");
        }
        assert!(
            !dir.path().join("qibot.db").exists(),
            "{text:?}: nothing was created"
        );
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
