//! Drives the built `qibot engine` through its UCI-style protocol with a small script.

mod support;
use support::engine::Engine;

use qibot::games::contract::GamePosition;
use qibot::games::jungle::{Move, Position, RuleSet};
use std::time::{Duration, Instant};

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
    // A finished game has no move: the null move, after the reason.
    e.send("position fen 7/7/7/7/7/7/7/7/E6 b");
    e.send("go depth 3");
    assert_eq!(
        e.until("bestmove"),
        [
            "info string the game is over: Red wins by capturing every piece; there is no move to search",
            "bestmove 0000"
        ]
    );
    e.quit();
}

#[test]
fn stop_ends_an_infinite_search() {
    let mut e = Engine::start();
    e.send("position startpos\ngo infinite");
    // Wait for the search to be under way, then ask whether the engine still listens.
    let line = e.line();
    assert!(line.starts_with("info depth 1"), "{line}");
    e.send("isready");
    let lines = e.until("readyok");
    for line in &lines[..lines.len() - 1] {
        assert!(line.starts_with("info "), "{line}");
    }
    let t = Instant::now();
    e.send("stop");
    e.until("bestmove ");
    assert!(t.elapsed() < Duration::from_secs(5));
    e.quit();
}

/// The move after `bestmove ` in `line`, checked to be legal in `p`.
fn legal_bestmove(line: &str, p: &Position) -> Move {
    let text = line
        .strip_prefix("bestmove ")
        .unwrap_or_else(|| panic!("not a bestmove: {line}"));
    let m: Move = text.parse().unwrap();
    assert!(p.is_legal(m), "{m} is not legal in {p}");
    m
}

#[test]
fn end_of_input_stops_an_infinite_search() {
    for go in ["go infinite", "go depth 1000"] {
        let mut e = Engine::start();
        e.send("position startpos");
        e.send(go);
        // The search is under way ...
        let first = e.until("info depth 1 ");
        assert_eq!(first.len(), 1, "{go}: {first:?}");
        // ... and nobody will ever send `stop`.
        e.close_input();
        let rest = e.until("bestmove");
        legal_bestmove(
            rest.last().unwrap(),
            &Position::startpos(RuleSet::default()),
        );
        assert!(e.wait_exit(Duration::from_secs(20)).success(), "{go}");
    }
}

#[test]
fn position_and_go_during_a_search_stop_it_first() {
    let start = Position::startpos(RuleSet::default());
    let after = start.play("g3g4".parse().unwrap());
    let mut e = Engine::start();
    e.send("position startpos");
    // A new position stops the running search: its bestmove (for the start) comes first.
    e.during_a_search(&["position startpos moves g3g4", "go depth 2"]);
    let lines = e.until("bestmove");
    legal_bestmove(lines.last().unwrap(), &start);
    let lines = e.until("bestmove");
    assert!(
        lines[..lines.len() - 1]
            .iter()
            .all(|l| l.starts_with("info depth ")),
        "{lines:?}"
    );
    assert!(
        lines[lines.len() - 2].starts_with("info depth 2 "),
        "{lines:?}"
    );
    legal_bestmove(lines.last().unwrap(), &after);

    // A new go stops the running one the same way, and searches the same position.
    e.during_a_search(&["go depth 1"]);
    let lines = e.until("bestmove");
    legal_bestmove(lines.last().unwrap(), &after);
    let lines = e.until("bestmove");
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert!(lines[0].starts_with("info depth 1 "), "{lines:?}");
    legal_bestmove(&lines[1], &after);

    // A malformed position or go during a search is refused and the search goes on.
    e.during_a_search(&["position startpos moves g3g9", "go depth twelve", "isready"]);
    let lines: Vec<String> = e
        .until("readyok")
        .into_iter()
        .filter(|l| !l.starts_with("info depth "))
        .collect();
    assert_eq!(lines.len(), 3, "{lines:?}");
    assert!(
        lines[0].starts_with("info string error: move 1 (g3g9)"),
        "{lines:?}"
    );
    assert!(
        lines[1].starts_with("info string error: malformed go"),
        "{lines:?}"
    );
    e.send("stop");
    let lines = e.until("bestmove");
    legal_bestmove(lines.last().unwrap(), &after);
    e.quit();
}

#[test]
fn a_line_that_is_not_utf8_is_refused_and_the_session_goes_on() {
    let mut e = Engine::start();
    e.send_bytes(b"\xff\xfe\n");
    e.send("isready");
    let lines = e.until("readyok");
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert!(
        lines[0].starts_with("info string error: the line is not UTF-8")
            && lines[0].contains("0xff"),
        "{lines:?}"
    );
    // Valid text before the bad byte does not make it a command either.
    e.send_bytes(b"go depth 3\xc3\n");
    e.send("isready");
    let lines = e.until("readyok");
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert!(lines[0].contains("byte 11 of it, 0xc3"), "{lines:?}");
    // The session still works.
    e.send("go depth 1");
    let lines = e.until("bestmove");
    legal_bestmove(
        lines.last().unwrap(),
        &Position::startpos(RuleSet::default()),
    );
    e.quit();
}

#[test]
fn a_finished_game_gives_the_null_move_and_why() {
    let mut e = Engine::start();
    let over = |reason: &str| {
        vec![
            format!("info string the game is over: {reason}; there is no move to search"),
            "bestmove 0000".to_string(),
        ]
    };
    // Threefold repetition of the start position (the standard rules).
    e.send("position startpos moves a3a4 a7a6 a4a3 a6a7 a3a4 a7a6 a4a3 a6a7");
    e.send("go depth 3");
    assert_eq!(e.until("bestmove"), over("draw by repetition"));
    // One ply less is no draw yet: a real move.
    e.send("position startpos moves a3a4 a7a6 a4a3 a6a7 a3a4 a7a6 a4a3");
    e.send("go depth 1");
    let lines = e.until("bestmove");
    assert_ne!(lines.last().unwrap(), "bestmove 0000", "{lines:?}");
    // A den entered by the last move.
    e.send("position fen 7/3L3/7/7/7/7/7/7/r6 w moves d8d9");
    e.send("go depth 3");
    assert_eq!(e.until("bestmove"), over("Red wins by entering the den"));
    // Moves past the end of the game are refused, and change nothing.
    let lines = e.reply_to("position fen 7/3L3/7/7/7/7/7/7/r6 w moves d8d9 a1a2");
    assert!(
        lines[0].starts_with("info string error: move 2 (a1a2) comes after the end of the game"),
        "{lines:?}"
    );
    // No legal move: Blue's rat is walled in by pieces it may not take.
    e.send("position fen 7/7/7/7/7/7/7/C6/rD5 b");
    e.send("go depth 3");
    assert_eq!(
        e.until("bestmove"),
        over("Red wins because the opponent has no legal move")
    );
    // Both dens entered is no position at all.
    let lines = e.reply_to("position fen 3R3/7/7/7/7/7/7/7/3r3 w");
    assert!(
        lines[0].starts_with("info string error: bad jungle FEN: Red's rat stands in Blue's den"),
        "{lines:?}"
    );
    e.quit();
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
    let lines = e.reply_to("setoption name Notation value chess");
    assert!(
        lines[0].contains("there is no notation `chess`"),
        "{lines:?}"
    );
    e.quit();
}
