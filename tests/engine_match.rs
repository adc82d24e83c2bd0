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
