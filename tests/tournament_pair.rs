//! `qibot tournament pair` through the built binary: the next round of a TRF file by the Dutch
//! system, a round of the Berger tables, and bad input refused with exit code 2 (a bad file with
//! its line and column).

mod support;

use support::cli::{qibot_in, refused, run_with_input};

const SIX: &str = include_str!("data/pairing/six_after_round1.trf");

/// `qibot tournament pair --system dutch FILE -o OUT`.
fn dutch<'a>(file: &'a str, out: &'a str) -> [&'a str; 7] {
    ["tournament", "pair", "--system", "dutch", file, "-o", out]
}

#[test]
fn a_trf_file_gets_its_next_round_by_the_dutch_system() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("six.trf"), SIX).unwrap();
    let (code, out, err) = run_with_input(
        qibot_in(dir.path()).args(dutch("six.trf", "round2.txt")),
        b"",
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, "");
    // Everyone drew round 1 (1-4, 5-2, 3-6): no transposition of S2 = 4 5 6 avoids both the
    // rematches and two clashing colour preferences; the first exchange (3 for 4) does.
    let written = std::fs::read_to_string(dir.path().join("round2.txt")).unwrap();
    assert_eq!(written, "3\n6 1\n2 3\n4 5\n");
}

/// `qibot tournament pair --system round-robin --players N --round R -o -`.
fn round_robin<'a>(n: &'a str, r: &'a str) -> Vec<&'a str> {
    vec![
        "tournament",
        "pair",
        "--system",
        "round-robin",
        "--players",
        n,
        "--round",
        r,
        "-o",
        "-",
    ]
}

#[test]
fn a_round_robin_round_is_the_berger_tables() {
    let dir = tempfile::tempdir().unwrap();
    let (code, out, err) = run_with_input(qibot_in(dir.path()).args(round_robin("6", "2")), b"");
    assert_eq!((code, out.as_str()), (0, "3\n6 4\n5 3\n1 2\n"), "{err}");
    // Five players: the one drawn against the dummy (6) sits out, as `1 0`.
    let (code, out, _) = run_with_input(qibot_in(dir.path()).args(round_robin("5", "1")), b"");
    assert_eq!((code, out.as_str()), (0, "3\n2 5\n3 4\n1 0\n"));
    // A double round robin: round 6 of 6 players is round 1 with the colours reversed.
    let mut double = round_robin("6", "6");
    double.push("--double");
    let (code, out, _) = run_with_input(qibot_in(dir.path()).args(&double), b"");
    assert_eq!((code, out.as_str()), (0, "3\n6 1\n5 2\n4 3\n"));
    let err = refused(
        qibot_in(dir.path()).args(round_robin("6", "6")),
        "round 6 of a single of 6",
    );
    assert!(err.contains("rounds 1 to 5"), "{err}");
}

#[test]
fn a_bad_file_is_refused_with_its_line_and_column() {
    let dir = tempfile::tempdir().unwrap();
    // Player 2's result in round 1 (column 99 of line 5) is `x`.
    let bad: Vec<String> = SIX
        .lines()
        .enumerate()
        .map(|(i, l)| {
            if i == 4 {
                format!("{}x{}", &l[..98], &l[99..])
            } else {
                l.to_string()
            }
        })
        .collect();
    std::fs::write(dir.path().join("bad.trf"), bad.join("\n")).unwrap();
    let err = refused(
        qibot_in(dir.path()).args(dutch("bad.trf", "out.txt")),
        "a bad result",
    );
    assert!(
        err.contains("bad.trf: line 5, column 99: the result must be one of"),
        "{err}"
    );
    assert!(!dir.path().join("out.txt").exists(), "nothing written");
    let err = refused(
        qibot_in(dir.path()).args(dutch("missing.trf", "out.txt")),
        "a missing file",
    );
    assert!(err.contains("cannot read missing.trf"), "{err}");
}
