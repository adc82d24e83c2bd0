//! The Jungle options `first` and `repetition = "forbid"` of `spec/jungle.md` ("Rule options"):
//! perft from the start with Blue to move, the refusal of a move that would repeat a position
//! for the `repetition_draw`-th time, the loss of a side whose every move is forbidden, and the
//! engine never choosing such a move.

mod support;
use support::cli::qibot;

use std::sync::atomic::AtomicBool;

use qibot::engine::{Limits, Searcher};
use qibot::games::contract::GamePosition;
use qibot::games::jungle::{
    DrawReason, Game, IllegalMove, Move, Outcome, Position, RuleSet, STARTPOS, Side, WinReason,
    perft,
};

fn rules(text: &str) -> RuleSet {
    text.parse().unwrap()
}

fn moves(text: &str) -> Vec<Move> {
    text.split_whitespace()
        .map(|m| m.parse().unwrap())
        .collect()
}

/// The FEN of the position turned half a turn with the colours swapped: the same game seen from
/// the other side (perft counts are equal).
fn mirrored(fen: &str) -> String {
    let mut fields = fen.split_whitespace();
    let placement = fields.next().unwrap();
    let side = fields.next().unwrap();
    let ranks: Vec<String> = placement
        .split('/')
        .rev()
        .map(|r| {
            r.chars()
                .rev()
                .map(|c| {
                    if c.is_ascii_uppercase() {
                        c.to_ascii_lowercase()
                    } else {
                        c.to_ascii_uppercase()
                    }
                })
                .collect()
        })
        .collect();
    let other = if side == "w" { "b" } else { "w" };
    format!("{} {other}", ranks.join("/"))
}

#[test]
fn first_blue_starts_with_blue_to_move_and_perft_mirrors_red() {
    let blue_first = Position::startpos(rules("first=blue"));
    assert_eq!(blue_first.side_to_move(), Side::Blue);
    assert_eq!(blue_first.fen(), STARTPOS.replace(" w ", " b "));
    // The same position from its FEN, whatever `first` says: a FEN says who moves.
    let from_fen = Position::from_fen(&blue_first.fen(), RuleSet::default()).unwrap();
    assert_eq!(from_fen.hash(), blue_first.hash());
    let red_first = Position::startpos(rules("first=red"));
    assert_eq!(red_first.side_to_move(), Side::Red);
    // The start position mirrored with Blue to move is Red's start position: Blue's counts are
    // the counts of that mirror, computed here, and also the spec's Red counts.
    let mirror = Position::from_fen(&mirrored(&blue_first.fen()), RuleSet::default()).unwrap();
    assert_eq!(mirror.hash(), Position::startpos(RuleSet::default()).hash());
    let spec = [24, 576, 12_240, 260_099];
    for (d, want) in (1..=4).zip(spec) {
        let blue = perft(&blue_first, d);
        assert_eq!(blue, perft(&mirror, d), "depth {d}");
        assert_eq!(blue, want, "depth {d}");
    }
    // Blue's first moves are Blue's pieces' moves (the rat on a7 can go down to a6).
    let divide = qibot::games::jungle::divide(&blue_first, 1);
    assert!(divide.iter().any(|(m, _)| m.to_string() == "a7a6"));
    assert!(divide.iter().all(|(m, _)| m.to_string() != "g3g4"));
}

#[test]
fn perft_cli_with_first_blue() {
    let out = qibot()
        .args(["perft", "jungle", "startpos", "3", "--rule", "first=blue"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let blue = perft(&Position::startpos(rules("first=blue")), 3);
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).trim(),
        blue.to_string()
    );
    let out = qibot()
        .args(["perft", "jungle", "startpos", "1", "--divide"])
        .args(["--rule", "first=blue"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("a7a6: 1"), "{text}");
}

/// Tigers go a1–b1 and g9–f9 and back: the start position comes round every four plies.
const SHUFFLE: &str = "a1b1 g9f9 b1a1 f9g9 a1b1 g9f9 b1a1";

#[test]
fn forbid_refuses_the_move_that_would_repeat_a_third_time() {
    let forbid = rules("repetition=forbid");
    let mut g = Game::replay(Position::startpos(forbid), &moves(SHUFFLE)).unwrap();
    let last: Move = "f9g9".parse().unwrap();
    assert!(g.position().is_legal(last), "legal on the board");
    let before = g.moves().len();
    let e = g.play(last).unwrap_err();
    assert_eq!(e, IllegalMove::WouldRepeat { count: 3 });
    assert_eq!(
        e.to_string(),
        "this move would repeat the position a third time"
    );
    assert_eq!(g.moves().len(), before, "a refused move changes nothing");
    assert_eq!(g.outcome(), None);
    // Another move is fine, and the game goes on.
    assert_eq!(g.play("a7a6".parse().unwrap()).unwrap(), None);

    // The same record without the option ends in a repetition draw.
    let mut g = Game::replay(Position::startpos(RuleSet::default()), &moves(SHUFFLE)).unwrap();
    assert_eq!(
        g.play(last).unwrap(),
        Some(Outcome::Draw {
            reason: DrawReason::Repetition
        })
    );

    // With a fivefold count, the ordinal follows it; perft still counts the move.
    let five = rules("repetition_draw=5,repetition=forbid");
    let long = format!("{SHUFFLE} f9g9 {SHUFFLE}");
    let mut g = Game::replay(Position::startpos(five), &moves(&long)).unwrap();
    let e = g.play(last).unwrap_err();
    assert_eq!(
        e.to_string(),
        "this move would repeat the position a fifth time"
    );
    assert!(
        qibot::games::jungle::divide(g.position(), 1)
            .iter()
            .any(|(m, _)| *m == last)
    );
    // `repetition_draw = 0`: nothing is forbidden.
    let off = rules("traditional,repetition=forbid");
    let mut g = Game::replay(Position::startpos(off), &moves(SHUFFLE)).unwrap();
    assert_eq!(g.play(last).unwrap(), None);
}

/// Blue's wolf on a2 goes to a1 and back while Red's cat goes e2–e1; on a1 the wolf's only move
/// is back to a2 (b1 holds Red's lion, too strong for it).
const CORNERED: &str = "7/7/7/7/7/7/7/w3C2/1L5 w";
const CORNERED_MOVES: &str = "e2e1 a2a1 e1e2 a1a2 e2e1 a2a1 e1e2";

#[test]
fn forbid_a_side_whose_every_move_is_forbidden_loses() {
    let forbid = rules("repetition=forbid");
    let start = Position::from_fen(CORNERED, forbid).unwrap();
    let all = moves(CORNERED_MOVES);
    let (last, before) = all.split_last().unwrap();
    let mut g = Game::replay(start, before).unwrap();
    assert_eq!(g.outcome(), None);
    // Red's seventh move leaves Blue's wolf on a1 with one move, back to the start position
    // for the third time: forbidden, so Blue has no legal move and loses.
    let end = g.play(*last).unwrap();
    assert_eq!(
        end,
        Some(Outcome::Win {
            winner: Side::Red,
            reason: WinReason::NoLegalMoves
        })
    );
    assert_eq!(g.position().legal_moves().len(), 1, "one move on the board");
    // Without the option the same record goes on, and the wolf's move draws.
    let mut g = Game::replay(
        Position::from_fen(CORNERED, RuleSet::default()).unwrap(),
        &all,
    )
    .unwrap();
    assert_eq!(g.outcome(), None);
    assert_eq!(
        g.play("a1a2".parse().unwrap()).unwrap(),
        Some(Outcome::Draw {
            reason: DrawReason::Repetition
        })
    );
}

#[test]
fn the_engine_never_chooses_a_forbidden_move() {
    let stop = AtomicBool::new(false);
    let forbidden: Move = "f9g9".parse().unwrap();
    for (text, allowed) in [("standard", true), ("repetition=forbid", false)] {
        let g = Game::replay(Position::startpos(rules(text)), &moves(SHUFFLE)).unwrap();
        let mut history = g.hashes().to_vec();
        history.pop();
        let mut s = Searcher::<Position>::new(4);
        let scores = s.root_scores(g.position(), &history, 2, &stop);
        assert_eq!(
            scores.iter().any(|(m, _)| *m == forbidden),
            allowed,
            "{text}: {scores:?}"
        );
        if !allowed {
            for depth in 1..=6 {
                let r = s
                    .search(
                        g.position(),
                        &history,
                        &Limits::depth(depth),
                        &stop,
                        &mut |_| {},
                    )
                    .unwrap();
                assert_ne!(r.best, forbidden, "depth {depth}");
                assert!(g.position().is_legal(r.best));
            }
        }
    }
    // Blue cornered with its only move forbidden: nothing to search.
    let forbid = rules("repetition=forbid");
    let g = Game::replay(
        Position::from_fen(CORNERED, forbid).unwrap(),
        &moves(CORNERED_MOVES),
    )
    .unwrap();
    let mut history = g.hashes().to_vec();
    history.pop();
    let mut s = Searcher::<Position>::new(4);
    let r = s.search(
        g.position(),
        &history,
        &Limits::depth(4),
        &stop,
        &mut |_| {},
    );
    assert!(r.is_none(), "{:?}", r.map(|r| r.best));
}
