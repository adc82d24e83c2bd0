//! Drives the built `qibot engine` through its UCI-style protocol with a small script.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

use qibot::games::jungle::{Move, Position, RuleSet};
use std::time::{Duration, Instant};

struct Engine {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

impl Engine {
    fn start() -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_qibot"))
            .arg("engine")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the binary starts");
        let stdin = child.stdin.take().unwrap();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        Engine {
            child,
            stdin,
            stdout,
        }
    }

    fn send(&mut self, cmd: &str) {
        writeln!(self.stdin, "{cmd}").unwrap();
        self.stdin.flush().unwrap();
    }

    /// Lines up to and including the first one starting with `last`.
    fn until(&mut self, last: &str) -> Vec<String> {
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

    fn quit(mut self) {
        self.send("quit");
        assert!(self.child.wait().unwrap().success());
    }
}

#[test]
fn handshake_search_and_errors() {
    let mut e = Engine::start();
    e.send("uci");
    let lines = e.until("uciok");
    assert!(lines[0].starts_with("id name qibot"), "{lines:?}");
    assert!(lines.iter().any(|l| l.starts_with("option name Hash")));
    e.send("isready");
    assert_eq!(e.until("readyok"), ["readyok"]);
    e.send("ucinewgame");
    e.send("setoption name Hash value 8");
    e.send("position startpos moves g3g4 a7a6");
    e.send("go depth 6");
    let lines = e.until("bestmove");
    // Six info lines, one per depth, then a legal move for Red.
    assert_eq!(lines.len(), 7, "{lines:?}");
    for (i, l) in lines[..6].iter().enumerate() {
        assert!(l.starts_with(&format!("info depth {} ", i + 1)), "{l}");
        assert!(
            l.contains(" score cp ") && l.contains(" nodes ") && l.contains(" pv "),
            "{l}"
        );
    }
    let m: Move = lines[6]["bestmove ".len()..].parse().unwrap();
    let p = Position::startpos(RuleSet::default())
        .play("g3g4".parse().unwrap())
        .play("a7a6".parse().unwrap());
    assert!(p.is_legal(m), "{m}");

    // Bad commands are reported and change nothing.
    for bad in [
        "frobnicate",
        "go depth",
        "go sideways 3",
        "position startpos moves g3g9",
        "position fen 7/7/7 w",
        "setoption name Rules value nosuchpreset",
        "setoption name Hash value lots",
        "setoption name Colour value red",
    ] {
        e.send(bad);
        e.send("isready");
        let lines = e.until("readyok");
        assert_eq!(lines.len(), 2, "{bad}: {lines:?}");
        assert!(
            lines[0].starts_with("info string error: "),
            "{bad}: {lines:?}"
        );
    }
    // The position is still the one set above: the search answers for it.
    e.send("go depth 1");
    let lines = e.until("bestmove");
    let m: Move = lines.last().unwrap()["bestmove ".len()..].parse().unwrap();
    assert!(p.is_legal(m));

    // A den in 3: mate score and the lion's walk.
    e.send("position fen 7/7/7/3L3/1r5/7/7/7/7 w");
    e.send("go depth 5");
    let lines = e.until("bestmove");
    assert_eq!(lines.last().unwrap(), "bestmove d6d7");
    assert!(
        lines.iter().any(|l| l.contains("score mate 3")),
        "{lines:?}"
    );
    // A finished game has no move.
    e.send("position fen 7/7/7/7/7/7/7/7/E6 b");
    e.send("go depth 3");
    assert_eq!(e.until("bestmove"), ["bestmove (none)"]);
    e.quit();
}

#[test]
fn stop_ends_an_infinite_search() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_qibot"))
        .arg("engine")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    writeln!(stdin, "position startpos\ngo infinite").unwrap();
    stdin.flush().unwrap();
    // Wait for the search to be under way, then ask whether the engine still listens.
    let mut line = String::new();
    stdout.read_line(&mut line).unwrap();
    assert!(line.starts_with("info depth 1"), "{line}");
    writeln!(stdin, "isready").unwrap();
    stdin.flush().unwrap();
    loop {
        line.clear();
        stdout.read_line(&mut line).unwrap();
        if line.trim() == "readyok" {
            break;
        }
        assert!(line.starts_with("info "), "{line}");
    }
    let t = Instant::now();
    writeln!(stdin, "stop").unwrap();
    stdin.flush().unwrap();
    loop {
        line.clear();
        assert!(stdout.read_line(&mut line).unwrap() > 0, "no bestmove");
        if line.starts_with("bestmove ") {
            break;
        }
    }
    assert!(t.elapsed() < Duration::from_secs(5));
    writeln!(stdin, "quit").unwrap();
    drop(stdin);
    assert!(child.wait().unwrap().success());
}

/// `setoption name Notation value ranks10`: Xiangqi moves in and out with ranks 1-10, as
/// Fairy-Stockfish writes them; the FEN it writes is read as it is.
#[test]
fn xiangqi_moves_in_ranks_1_to_10() {
    use qibot::games::xiangqi;
    let mut e = Engine::start();
    e.send("uci");
    let lines = e.until("uciok");
    assert!(
        lines
            .iter()
            .any(|l| l == "option name Notation type combo default iccs var iccs var ranks10"),
        "{lines:?}"
    );
    // Set before the variant, as GUIs may do: it still applies to Xiangqi.
    e.send("setoption name Notation value ranks10");
    e.send("setoption name UCI_Variant value xiangqi");
    // Central cannon (h2e2 in ICCS), then the horse h9g7.
    e.send("position startpos moves h3e3 h10g8");
    e.send("go depth 3");
    let lines = e.until("bestmove");
    let best = &lines.last().unwrap()["bestmove ".len()..];
    let iccs = |t: &str| -> String {
        // Back to ranks 0-9 by hand, independently of the engine's code.
        let (a, b) = t.split_at(1 + t[1..].find(|c: char| c.is_ascii_alphabetic()).unwrap());
        let sq = |s: &str| {
            let rank: u8 = s[1..].parse().unwrap();
            assert!((1..=10).contains(&rank), "rank {rank} in {t}");
            format!("{}{}", &s[..1], rank - 1)
        };
        format!("{}{}", sq(a), sq(b))
    };
    let p = xiangqi::Position::startpos(xiangqi::RuleSet::default())
        .play("h2e2".parse().unwrap())
        .play("h9g7".parse().unwrap());
    let m: xiangqi::Move = iccs(best).parse().unwrap();
    assert!(p.is_legal(m), "{best} ({m}) in {lines:?}");
    // The principal variations are written the same way (ranks 1-10 only), and their first
    // moves are legal read so.
    for l in &lines[..lines.len() - 1] {
        let pv = l.split(" pv ").nth(1).unwrap();
        let first: xiangqi::Move = iccs(pv.split(' ').next().unwrap()).parse().unwrap();
        assert!(p.is_legal(first), "{l}");
        for mv in pv.split(' ') {
            iccs(mv);
        }
    }
    // An ICCS move with rank 0 is refused in this notation, and changes nothing.
    e.send("position startpos moves b0c2");
    e.send("isready");
    let lines = e.until("readyok");
    assert!(
        lines[0].starts_with("info string error: move 1 (b0c2):")
            && lines[0].contains("ranks 1-10"),
        "{lines:?}"
    );
    // Fairy-Stockfish's FEN for the position after h3e3 (half-move clock 1) is accepted.
    e.send("position fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1 moves h10g8");
    e.send("isready");
    assert_eq!(e.until("readyok"), ["readyok"]);
    // Back to ICCS: the same position is written with ranks 0-9.
    e.send("setoption name Notation value iccs");
    e.send("position startpos moves h2e2 h9g7");
    e.send("go depth 2");
    let lines = e.until("bestmove");
    let m: xiangqi::Move = lines.last().unwrap()["bestmove ".len()..].parse().unwrap();
    assert!(p.is_legal(m), "{lines:?}");
    e.send("setoption name Notation value chess");
    e.send("isready");
    let lines = e.until("readyok");
    assert!(
        lines[0].contains("there is no notation `chess`"),
        "{lines:?}"
    );
    e.quit();
}
