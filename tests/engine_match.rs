//! `qibot match` against another engine program (here: the built binary itself, and a fake
//! that answers with an illegal move), through the UCI-style protocol.

use std::process::Command;

fn qibot() -> Command {
    Command::new(env!("CARGO_BIN_EXE_qibot"))
}

#[test]
fn a_match_against_an_engine_program_is_played_and_scored() {
    let program = format!("engine@{} engine", env!("CARGO_BIN_EXE_qibot"));
    let out = qibot()
        .args(["match", "master", &program, "--games", "2", "--depth", "3"])
        .args(["--movetime", "2000", "--game-plies", "60"])
        .output()
        .expect("qibot runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stdout}\n{stderr}");
    // The program is named by its file name; both games are scored, none forfeited.
    assert!(stdout.contains("master vs qibot:"), "{stdout}");
    assert!(stdout.contains("(2 games)"), "{stdout}");
    assert!(!stderr.contains("forfeits"), "{stderr}");
    assert_eq!(stderr.matches("game ").count(), 2, "{stderr}");
}

#[test]
fn an_illegal_answer_forfeits_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let fake = dir.path().join("fake-engine.sh");
    std::fs::write(
        &fake,
        "#!/bin/sh\nwhile read cmd rest; do case \"$cmd\" in\n\
         uci) echo 'id name fake'; echo uciok;;\n\
         isready) echo readyok;;\n\
         go) echo 'info depth 1 score cp 0 nodes 7 pv a1a9'; echo 'bestmove a1a9';;\n\
         quit) exit 0;;\n\
         esac; done\n",
    )
    .unwrap();
    let run = |program: &str| {
        let out = qibot()
            .args([
                "match",
                "easy",
                program,
                "--games",
                "2",
                "--movetime",
                "200",
            ])
            .output()
            .expect("qibot runs");
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).to_string(),
            String::from_utf8_lossy(&out.stderr).to_string(),
        )
    };
    let (code, stdout, stderr) = run(&format!("engine@sh {}", fake.display()));
    assert_eq!(code, Some(0), "{stdout}\n{stderr}");
    // Whatever the colours, the fake loses both games at its first move.
    assert!(stdout.contains("+2 =0 -0 (2 games)"), "{stdout}");
    assert!(stderr.contains("forfeits"), "{stderr}");
    assert!(stderr.contains("bestmove a1a9"), "{stderr}");

    // A player that is not written right is refused before any game, with the form to use.
    let (code, _, stderr) = run("engine:null=off@sh x");
    assert_eq!(code, Some(2));
    assert!(
        stderr.contains("does not apply to an engine program"),
        "{stderr}"
    );
    let (code, _, stderr) = run("master@");
    assert_eq!(code, Some(2));
    assert!(
        stderr.contains("engine[:movetime=MS,...]@COMMAND"),
        "{stderr}"
    );
}

#[test]
fn tune_fits_self_play_games_and_refuses_bad_arguments() {
    let dir = tempfile::tempdir().unwrap();
    let samples = dir.path().join("samples.txt");
    let samples = samples.to_str().unwrap();
    let tune = |extra: &[&str]| {
        let out = qibot()
            .args(["tune", "--nodes", "200", "--passes", "1"])
            .args(extra)
            .output()
            .expect("qibot runs");
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).to_string(),
            String::from_utf8_lossy(&out.stderr).to_string(),
        )
    };
    let (code, first, stderr) = tune(&["--games", "10", "--samples", samples]);
    assert_eq!(code, Some(0), "{stderr}");
    assert!(first.starts_with("10 games"), "{first}");
    assert!(first.contains("error after:"), "{first}");
    assert!(first.contains("player: master:") || first.contains("no weight changed"));
    // The kept positions give the same fit without playing again.
    let (code, again, _) = tune(&["--games", "10", "--samples", samples]);
    assert_eq!(code, Some(0));
    // (Lines with timings left out.)
    let fit = |s: &str| {
        s.lines()
            .filter(|l| l.starts_with("scale") || l.starts_with("  ") || l.starts_with("player"))
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert!(fit(&first).starts_with("scale k = "), "{first}");
    assert_eq!(fit(&first), fit(&again));

    for (args, says) in [
        (&["--games", "5"][..], "--games must be at least 10"),
        (
            &["--spread", "0.5"][..],
            "--spread must be between 1 and 100",
        ),
        (&["--min-plies", "9", "--max-plies", "3"][..], "--min-plies"),
    ] {
        let (code, _, stderr) = tune(args);
        assert_eq!(code, Some(2), "{args:?}");
        assert!(stderr.contains(says), "{args:?}: {stderr}");
    }
    std::fs::write(samples, "2 startpos\n").unwrap();
    let (code, _, stderr) = tune(&["--games", "10", "--samples", samples]);
    assert_eq!(code, Some(2));
    assert!(stderr.contains("line 1: `2` is not a result"), "{stderr}");
}
