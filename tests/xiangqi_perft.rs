//! Every case of tests/data/xiangqi_perft.jsonl, through the library and through the CLI.

use std::process::Command;

use qibot::games::contract::GamePosition;
use qibot::games::xiangqi::{Position, RuleSet, divide, perft};

struct Case {
    fen: String,
    counts: Vec<u64>,
}

fn cases() -> Vec<Case> {
    include_str!("data/xiangqi_perft.jsonl")
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|line| {
            let v: serde_json::Value = serde_json::from_str(line).expect("valid JSON line");
            Case {
                fen: v["fen"].as_str().expect("fen").to_string(),
                counts: v["perft"]
                    .as_array()
                    .expect("perft array")
                    .iter()
                    .map(|n| n.as_u64().expect("count"))
                    .collect(),
            }
        })
        .collect()
}

#[test]
fn every_case_through_the_library() {
    let cases = cases();
    assert_eq!(cases.len(), 6);
    let mut checked = 0;
    for c in &cases {
        let pos = Position::from_fen(&c.fen, RuleSet::default()).unwrap();
        assert_eq!(
            Position::from_fen(&pos.fen(), RuleSet::default())
                .unwrap()
                .fen(),
            pos.fen()
        );
        for (i, expected) in c.counts.iter().enumerate() {
            // The two counts above 50 M leaves (start and case 2 at depth 5) are the
            // benchmark's job (benches/xiangqi_perft.rs); everything else runs here.
            if *expected > 20_000_000 {
                continue;
            }
            let depth = i as u32 + 1;
            assert_eq!(perft(&pos, depth), *expected, "{} depth {depth}", c.fen);
            checked += 1;
        }
    }
    assert_eq!(checked, 27);
}

#[test]
fn divide_sums_to_perft() {
    for c in cases() {
        let pos = Position::from_fen(&c.fen, RuleSet::default()).unwrap();
        let d = divide(&pos, 3);
        assert_eq!(d.len() as u64, c.counts[0]);
        assert_eq!(d.iter().map(|(_, n)| n).sum::<u64>(), c.counts[2]);
    }
}

fn qibot(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_qibot"))
        .args(args)
        .output()
        .expect("run qibot")
}

#[test]
fn every_case_through_the_cli() {
    for c in cases() {
        let depth = c.counts.len().min(3);
        let depth_text = depth.to_string();
        let out = qibot(&["perft", "xiangqi", c.fen.as_str(), depth_text.as_str()]);
        assert!(
            out.status.success(),
            "{:?}",
            String::from_utf8_lossy(&out.stderr)
        );
        let stdout = String::from_utf8(out.stdout).unwrap();
        let last = stdout.lines().last().unwrap();
        assert_eq!(
            last.parse::<u64>().unwrap(),
            c.counts[depth - 1],
            "{}",
            c.fen
        );
    }
}

#[test]
fn cli_start_position_and_divide() {
    let out = qibot(&["perft", "xiangqi", "startpos", "4"]);
    assert!(out.status.success());
    assert_eq!(String::from_utf8(out.stdout).unwrap().trim(), "3290240");

    let out = qibot(&["perft", "xiangqi", "startpos", "2", "--divide"]);
    let stdout = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 45);
    let start = Position::startpos(RuleSet::default());
    for (m, n) in divide(&start, 2) {
        assert!(
            lines.contains(&format!("{m}: {n}").as_str()),
            "{m}: {n} in {stdout}"
        );
    }
    assert!(lines.contains(&"h2e2: 45"), "{stdout}");
    assert_eq!(lines[44], "1920");
}

#[test]
fn cli_bad_arguments_exit_2_with_a_reason() {
    for (args, needle) in [
        (vec!["perft", "xiangqi", "9/9 w", "2"], "ranks"),
        (
            vec!["perft", "xiangqi", "4k4/9/9/9/9/9/9/9/9/K8 w", "2"],
            "outside its palace",
        ),
        (
            vec!["perft", "xiangqi", "startpos", "2", "--preset", "blitz"],
            "no rules preset",
        ),
        (
            vec![
                "perft",
                "xiangqi",
                "startpos",
                "2",
                "--rule",
                "repetiton=asian",
            ],
            "did you mean `repetition`",
        ),
        (vec!["perft", "xiangqi", "startpos", "40"], "too deep"),
    ] {
        let out = qibot(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(err.contains(needle), "{args:?}: {err}");
    }
}
