//! `qibot match` against another engine program (here: the built binary itself, and a fake
//! that answers with an illegal move), through the UCI-style protocol.

mod support;
use qibot::games::contract::GamePosition;
use support::cli::{EXE, finished, qibot};
use support::says::says;

use std::path::{Path, PathBuf};

/// Writes a fake engine program at `path`, a shell loop reading one command a line: `each`
/// runs for every line, then `cases` (shell `case` arms, each ending `;;\n`) answer it;
/// `isready` and `quit` are answered the same by every fake. Returns `path`.
fn fake_engine(path: &Path, each: &str, cases: &str) -> PathBuf {
    let script = format!(
        "#!/bin/sh\nwhile read cmd rest; do {each}case \"$cmd\" in\n{cases}\
         isready) echo readyok;;\nquit) exit 0;;\nesac; done\n"
    );
    std::fs::write(path, script).unwrap();
    path.to_path_buf()
}

/// A fake engine's answers: the illegal Jungle move `a1a9` to every `go`.
const ILLEGAL_A1A9: &str = "uci) echo 'id name fake'; echo uciok;;\n\
    go) echo 'info depth 1 score cp 0 nodes 7 pv a1a9'; echo 'bestmove a1a9';;\n";

/// A fake engine's per-line step: log the line to the file named by its first argument.
const LOG_TO_1: &str = "echo \"$cmd $rest\" >> \"$1\"; ";

/// A fake Xiangqi engine's answers in ranks 1-10: it offers the variants of its second argument,
/// and plays `h3e3` from the start position, `a7a6` from any other.
const FAKEFISH: &str = "uci) echo 'id name fakefish'; echo \"option name UCI_Variant type combo default chess var chess var $2\"; echo uciok;;\n\
    position) pos=\"$rest\";;\n\
    go) if [ \"$pos\" = startpos ]; then echo 'bestmove h3e3'; else echo 'bestmove a7a6'; fi;;\n";

#[test]
fn a_match_against_an_engine_program_is_played_and_scored() {
    let program = format!("engine@{EXE} engine");
    let out = qibot()
        .args(["match", "master", &program, "--games", "2", "--depth", "3"])
        .args(["--movetime", "2000", "--game-plies", "60"])
        .output()
        .expect("qibot runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stdout}\n{stderr}");
    // The program is named by its file name; both games are scored, none forfeited.
    says(&stdout, &["master vs qibot:", "(2 games)"]);
    assert!(!stderr.contains("forfeits"), "{stderr}");
    assert_eq!(stderr.matches("game ").count(), 2, "{stderr}");
}

#[test]
fn an_illegal_answer_forfeits_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let fake = fake_engine(&dir.path().join("fake-engine.sh"), "", ILLEGAL_A1A9);
    let run = |program: &str| {
        let args = [
            "match",
            "easy",
            program,
            "--games",
            "2",
            "--movetime",
            "200",
        ];
        finished(qibot().args(args))
    };
    let (code, stdout, stderr) = run(&format!("engine@sh {}", fake.display()));
    assert_eq!(code, Some(0), "{stdout}\n{stderr}");
    // Whatever the colours, the fake loses both games at its first move.
    assert!(stdout.contains("+2 =0 -0 (2 games)"), "{stdout}");
    says(&stderr, &["forfeits", "bestmove a1a9"]);

    // A player that is not written right is refused before any game, with the form to use.
    for (player, says) in [
        (
            "engine:null=off@sh x",
            "does not apply to an engine program",
        ),
        ("master@", "engine[:movetime=MS,...]@COMMAND"),
    ] {
        let (code, _, stderr) = run(player);
        assert_eq!(code, Some(2), "{player}");
        assert!(stderr.contains(says), "{player}: {stderr}");
    }
}

#[test]
fn tune_fits_self_play_games_and_refuses_bad_arguments() {
    let dir = tempfile::tempdir().unwrap();
    let samples = dir.path().join("samples.txt");
    let samples = samples.to_str().unwrap();
    let tune = |extra: &[&str]| {
        finished(
            qibot()
                .args(["tune", "--nodes", "200", "--passes", "1"])
                .args(extra),
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
    // Relabelled by a search, every second position, and written for later fits: the same
    // games (the held-out ones first), half their positions, labels from 0 to 1.
    let labelled = dir.path().join("labelled.txt");
    let labelled = labelled.to_str().unwrap();
    let (code, out, stderr) = tune(&[
        "--games",
        "10",
        "--samples",
        samples,
        "--search-labels",
        "300",
        "--every",
        "2",
        "--write-labelled",
        labelled,
    ]);
    assert_eq!(code, Some(0), "{stderr}");
    assert!(out.contains("relabelled with 300-node searches"), "{out}");
    let games = |text: &str| -> Vec<Vec<String>> {
        text.split("\n\n")
            .map(|g| g.lines().map(str::to_string).collect::<Vec<_>>())
            .filter(|g| !g.is_empty())
            .collect()
    };
    let (all, half) = (
        games(&std::fs::read_to_string(samples).unwrap()),
        games(&std::fs::read_to_string(labelled).unwrap()),
    );
    assert_eq!(all.len(), half.len());
    let mut blended = 0;
    for (g, h) in all.iter().zip(&half) {
        assert_eq!(h.len(), g.len().div_ceil(2));
        for (i, line) in h.iter().enumerate() {
            let (label, fen) = line.split_once(' ').unwrap();
            let (result, kept_fen) = g[2 * i].split_once(' ').unwrap();
            assert_eq!(fen, kept_fen);
            let label: f32 = label.parse().unwrap();
            assert!((0.0..=1.0).contains(&label), "{line}");
            blended += usize::from(label.to_string() != result);
        }
    }
    assert!(blended > 0, "no label changed");
    // The file is read back as games: "10 games in 0 s: N positions to fit, M held out", the
    // same N and M as the run that wrote it.
    let positions = |s: &str| {
        s.lines()
            .find_map(|l| l.split_once(" s: ").map(|(_, counts)| counts.to_string()))
    };
    let (code, again, stderr) = tune(&["--games", "10", "--samples", labelled]);
    assert_eq!(code, Some(0), "{stderr}");
    assert!(positions(&out).is_some(), "{out}");
    assert_eq!(positions(&again), positions(&out));
    let (code, _, stderr) = tune(&[
        "--games",
        "10",
        "--samples",
        samples,
        "--write-labelled",
        labelled,
    ]);
    assert_eq!(code, Some(2));
    assert!(
        stderr.contains("--write-labelled needs --search-labels"),
        "{stderr}"
    );

    std::fs::write(samples, "2 startpos\n").unwrap();
    let (code, _, stderr) = tune(&["--games", "10", "--samples", samples]);
    assert_eq!(code, Some(2));
    assert!(stderr.contains("line 1: `2` is not a result"), "{stderr}");
}

/// A Xiangqi engine program that writes ranks 1-10 (as Fairy-Stockfish does): a scripted fake
/// that logs what it is sent, offers `UCI_Variant`, plays the central cannon `h3e3` (ICCS
/// `h2e2`) as Red and the soldier `a7a6` (ICCS `a6a5`) as Black.
#[test]
fn a_xiangqi_engine_with_ranks_1_to_10_is_spoken_to_in_its_notation() {
    let dir = tempfile::tempdir().unwrap();
    let fake = fake_engine(&dir.path().join("fakefish.sh"), LOG_TO_1, FAKEFISH);
    let log = dir.path().join("log.txt");
    let run = |player: &str| {
        let (_, stdout, stderr) = finished(
            qibot()
                .args([
                    "match", "master", player, "--game", "xiangqi", "--games", "2",
                ])
                .args(["--min-plies", "0", "--max-plies", "0", "--game-plies", "2"])
                .args(["--depth", "2"]),
        );
        (stdout, stderr)
    };
    let program = |variant: &str| format!("{} {} {variant}", fake.display(), log.display());

    // In its notation both games are played out (two plies each: drawn), none forfeited.
    let (stdout, stderr) = run(&format!(
        "engine:notation=ranks10@sh {}",
        program("xiangqi")
    ));
    assert!(stdout.contains("+0 =2 -0 (2 games)"), "{stdout}\n{stderr}");
    assert!(!stderr.contains("forfeits"), "{stderr}");
    let sent = std::fs::read_to_string(&log).unwrap();
    // Told the game each time it starts: once checked before the match, then once a game.
    assert_eq!(
        sent.matches("setoption name UCI_Variant value xiangqi")
            .count(),
        3,
        "{sent}"
    );
    // qibot's first move as Red reached the fake with ranks 1-10, and it is legal read so.
    let first = sent
        .lines()
        .find_map(|l| l.strip_prefix("position startpos moves "))
        .expect("a position with moves");
    let split = 1 + first[1..].find(|c: char| c.is_ascii_alphabetic()).unwrap();
    let iccs: String = [&first[..split], &first[split..]]
        .iter()
        .map(|sq| {
            let rank: u8 = sq[1..].parse().unwrap();
            assert!((1..=10).contains(&rank), "{first}");
            format!("{}{}", &sq[..1], rank - 1)
        })
        .collect();
    let start = qibot::games::xiangqi::Position::startpos(Default::default());
    assert!(start.is_legal(iccs.parse().unwrap()), "{first} -> {iccs}");

    // Read as ICCS (the default), neither `h3e3` nor `a7a6` moves a piece (h3 and a7 are
    // empty): it forfeits both games.
    let (stdout, stderr) = run(&format!("engine@sh {}", program("xiangqi")));
    assert!(stdout.contains("+2 =0 -0 (2 games)"), "{stdout}\n{stderr}");
    says(&stderr, &["bestmove h3e3", "bestmove a7a6"]);

    // A program whose variants leave Xiangqi out is not asked to play it.
    let (_, stderr) = run(&format!("engine:notation=ranks10@sh {}", program("janggi")));
    assert!(
        stderr.contains("the engine does not play xiangqi"),
        "{stderr}"
    );

    // The notation is for engine programs, and for Xiangqi.
    let refused = |args: &[&str], says: &str| {
        let out = qibot().arg("match").args(args).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains(says), "{args:?}: {stderr}");
    };
    let xiangqi = ["--game", "xiangqi"];
    refused(
        &["master", "master:notation=ranks10", xiangqi[0], xiangqi[1]],
        "engine programs only",
    );
    let jungle_program = format!("engine:notation=ranks10@sh {}", program("jungle"));
    refused(&["master", &jungle_program], "single notation");
    refused(
        &[
            "master",
            "engine:notation=ranks11@sh x",
            xiangqi[0],
            xiangqi[1],
        ],
        "there is no notation `ranks11`",
    );
}

/// An engine program that cannot start stops the match before any game, naming the player
/// (it used to play every game as an unscored draw and print a 50 % score).
#[test]
fn a_program_that_cannot_start_stops_the_match_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("no-such-engine");
    // A program that exits at once, without the handshake.
    let mute = dir.path().join("mute.sh");
    std::fs::write(&mute, "#!/bin/sh\nexit 0\n").unwrap();
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&mute, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    for program in [&missing, &mute] {
        let spec = format!("engine@{}", program.display());
        let out = qibot()
            .args(["match", "easy", &spec, "--games", "4", "--movetime", "50"])
            .output()
            .expect("qibot runs");
        let stdout = String::from_utf8_lossy(&out.stdout);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{stdout}\n{stderr}");
        says(&stderr, &["its engine program could not start", "engine@"]);
        assert!(!stdout.contains("score"), "no score printed: {stdout}");
        assert!(!stderr.contains("game 1:"), "no game played: {stderr}");
    }
}

/// `--record FILE` writes each game on a line: its number, the opening, the player with Red,
/// A's result and every move from the start, so that a game can be replayed and studied.
#[test]
fn a_match_records_every_game_and_its_moves() {
    use qibot::games::xiangqi::{Move, Position};
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("games.tsv");
    let out = qibot()
        .args([
            "match", "easy", "medium", "--game", "xiangqi", "--games", "2",
        ])
        .args(["--depth", "2", "--game-plies", "30", "--record"])
        .arg(&file)
        .output()
        .expect("qibot runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    let text = std::fs::read_to_string(&file).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2, "{text}");
    let mut numbers = Vec::new();
    let mut reds = Vec::new();
    for line in &lines {
        let fields: Vec<&str> = line.split('\t').collect();
        assert_eq!(fields.len(), 5, "{line}");
        numbers.push(fields[0].to_string());
        assert_eq!(
            fields[1], "0",
            "one opening, played with each colour: {line}"
        );
        reds.push(fields[2].to_string());
        assert!(["1", "1/2", "0"].contains(&fields[3]), "{line}");
        // The stderr line of this game gives the plies played after the opening.
        let said = stderr
            .lines()
            .find(|l| l.starts_with(&format!("game {}:", fields[0])))
            .unwrap_or_else(|| panic!("game {} in {stderr}", fields[0]));
        let plies: usize = said
            .rsplit(" in ")
            .next()
            .and_then(|t| t.strip_suffix(" plies"))
            .and_then(|t| t.parse().ok())
            .unwrap_or_else(|| panic!("{said}"));
        let moves: Vec<&str> = fields[4].split(' ').collect();
        assert!(
            (plies + 2..=plies + 4).contains(&moves.len()),
            "{plies} plies after an opening of 2 to 4: {line}"
        );
        // Every move is legal in turn from the start position.
        let mut pos = Position::startpos(Default::default());
        for m in moves {
            let mv: Move = m.parse().unwrap_or_else(|_| panic!("`{m}` in {line}"));
            assert!(pos.is_legal(mv), "`{m}` is illegal in {line}");
            pos = pos.play(mv);
        }
    }
    numbers.sort();
    assert_eq!(numbers, ["1", "2"]);
    reds.sort();
    assert_eq!(reds, ["easy", "medium"], "colours swapped");

    // A file that cannot be created stops the match before it starts.
    let bad = dir.path().join("no-such-dir").join("games.tsv");
    let out = qibot()
        .args([
            "match", "easy", "medium", "--game", "xiangqi", "--games", "2", "--record",
        ])
        .arg(&bad)
        .output()
        .expect("qibot runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("--record") && stderr.contains("cannot create the file"),
        "{stderr}"
    );
}
