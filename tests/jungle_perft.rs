//! Every case of tests/data/jungle_perft.jsonl, through the library and through the CLI.

use std::process::Command;

use qibot::games::contract::GamePosition;
use qibot::games::jungle::{Position, RuleSet, divide, perft};
use qibot::games::options::RuleOptions;

struct Case {
    rules: RuleSet,
    overrides: Vec<String>,
    fen: String,
    counts: Vec<u64>,
}

fn cases() -> Vec<Case> {
    let text = include_str!("data/jungle_perft.jsonl");
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|line| {
            let v: serde_json::Value = serde_json::from_str(line).expect("valid JSON line");
            let mut rules = RuleSet::default();
            let mut overrides = Vec::new();
            for (k, val) in v["rules"].as_object().expect("rules object") {
                let text = match val {
                    serde_json::Value::String(s) => s.clone(),
                    other => other.to_string(),
                };
                rules.set(k, &text).expect("known option");
                overrides.push(format!("{k}={text}"));
            }
            Case {
                rules,
                overrides,
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
    assert_eq!(cases.len(), 43);
    let mut checked = 0;
    for c in &cases {
        let pos = Position::from_fen(&c.fen, c.rules).unwrap();
        assert_eq!(
            pos.fen(),
            Position::from_fen(&pos.fen(), c.rules).unwrap().fen()
        );
        for (i, expected) in c.counts.iter().enumerate() {
            // Depth 6 from the start (100 M leaves) is the benchmark's job; the CLI test and the
            // criterion bench run it. Everything else runs here.
            if *expected > 20_000_000 {
                continue;
            }
            let depth = i as u32 + 1;
            assert_eq!(
                perft(&pos, depth),
                *expected,
                "{} depth {depth} ({:?})",
                c.fen,
                c.overrides
            );
            checked += 1;
        }
    }
    assert!(checked > 120, "only {checked} counts checked");
}

#[test]
fn divide_sums_to_perft() {
    for c in cases().iter().take(10) {
        let pos = Position::from_fen(&c.fen, c.rules).unwrap();
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
        let mut args = vec!["perft", "jungle", c.fen.as_str(), depth_text.as_str()];
        for o in &c.overrides {
            args.push("--rule");
            args.push(o);
        }
        let out = qibot(&args);
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
fn cli_start_position_depth_6_and_divide() {
    let out = qibot(&["perft", "jungle", "startpos", "6"]);
    assert!(out.status.success());
    assert_eq!(String::from_utf8(out.stdout).unwrap().trim(), "100453636");

    let out = qibot(&["perft", "jungle", "startpos", "2", "--divide"]);
    let stdout = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 25);
    assert!(lines[..24].iter().all(|l| {
        l.split_once(": ")
            .is_some_and(|(m, n)| m.len() == 4 && n == "24")
    }));
    assert_eq!(lines[24], "576");
}

#[test]
fn cli_bad_arguments_exit_2_with_a_reason() {
    for (args, needle) in [
        (vec!["perft", "jungle", "7/7 w", "2"], "ranks"),
        (
            vec!["perft", "jungle", "3R3/7/7/7/7/7/7/7/3r3 w", "1"],
            "both sides would have won at once",
        ),
        (
            vec!["perft", "jungle", "startpos", "2", "--preset", "blitz"],
            "no rules preset",
        ),
        (
            vec![
                "perft",
                "jungle",
                "startpos",
                "2",
                "--rule",
                "dog_swim=true",
            ],
            "did you mean `dog_swims`",
        ),
        (
            vec![
                "perft",
                "jungle",
                "startpos",
                "2",
                "--rule",
                "dog_swims=maybe",
            ],
            "true or false",
        ),
        (vec!["perft", "jungle", "startpos", "x"], "invalid value"),
        (vec!["perft", "chess", "startpos", "2"], "invalid value"),
        (vec!["perft", "jungle", "startpos", "40"], "too deep"),
    ] {
        let out = qibot(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(err.contains(needle), "{args:?}: {err}");
    }
}
