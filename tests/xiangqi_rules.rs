//! One test per rule of spec/xiangqi.md: each piece's moves, palace, river, horse leg, elephant
//! eye, cannon screen, flying general, check evasion, checkmate, stalemate, repetition (draw and
//! asian), the no-capture limit, and the explanations of illegal moves.

use qibot::games::xiangqi::{
    DrawReason, Game, IllegalMove, Move, Outcome, PieceKind, Position, RuleSet, Side, Square,
    WinReason,
};

/// A FEN from a list of (point, FEN letter) and the side to move.
fn fen(pieces: &[(&str, char)], side: char) -> String {
    let mut board = [['.'; 9]; 10];
    for (sq, c) in pieces {
        let s: Square = sq.parse().unwrap();
        board[s.rank() as usize][s.file() as usize] = *c;
    }
    let ranks: Vec<String> = (0..10)
        .rev()
        .map(|r| {
            let mut out = String::new();
            let mut empty = 0;
            for c in board[r] {
                if c == '.' {
                    empty += 1;
                } else {
                    if empty > 0 {
                        out.push_str(&empty.to_string());
                        empty = 0;
                    }
                    out.push(c);
                }
            }
            if empty > 0 {
                out.push_str(&empty.to_string());
            }
            out
        })
        .collect();
    format!("{} {side}", ranks.join("/"))
}

fn pos(pieces: &[(&str, char)], side: char) -> Position {
    let f = fen(pieces, side);
    Position::from_fen(&f, RuleSet::default()).unwrap_or_else(|e| panic!("{f}: {e}"))
}

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

fn mv(s: &str) -> Move {
    s.parse().unwrap()
}

/// The legal destinations of the piece on `from`, sorted.
fn dests(p: &Position, from: &str) -> Vec<String> {
    let mask = p.destinations(sq(from));
    let mut v: Vec<String> = Square::all()
        .filter(|s| mask & s.bit() != 0)
        .map(|s| s.to_string())
        .collect();
    v.sort();
    v
}

fn legal(p: &Position) -> Vec<String> {
    let mut v: Vec<String> = p.legal_moves().iter().map(|m| m.to_string()).collect();
    v.sort();
    v
}

#[test]
fn general_stays_in_the_palace_one_point_orthogonally() {
    let p = pos(&[("d0", 'K'), ("f9", 'k')], 'w');
    assert_eq!(dests(&p, "d0"), ["d1", "e0"]);
    assert_eq!(
        p.check(mv("d0c0")),
        Err(IllegalMove::LeavesPalace(PieceKind::General))
    );
    assert_eq!(p.check(mv("d0e1")), Err(IllegalMove::GeneralStep));
    let p = pos(&[("e1", 'K'), ("d9", 'k')], 'w');
    // d1 would face the black general on the open d-file.
    assert_eq!(dests(&p, "e1"), ["e0", "e2", "f1"]);
}

#[test]
fn advisor_moves_diagonally_in_the_palace() {
    let p = pos(&[("f0", 'K'), ("e1", 'A'), ("d9", 'k')], 'w');
    assert_eq!(dests(&p, "e1"), ["d0", "d2", "f2"]);
    assert_eq!(p.check(mv("e1e2")), Err(IllegalMove::AdvisorStep));
    let p = pos(&[("f0", 'K'), ("d2", 'A'), ("e9", 'k')], 'w');
    assert_eq!(
        p.check(mv("d2c3")),
        Err(IllegalMove::LeavesPalace(PieceKind::Advisor))
    );
    assert_eq!(
        p.check(mv("d2c3")).unwrap_err().to_string(),
        "the advisor cannot leave the palace"
    );
}

#[test]
fn elephant_eye_and_river() {
    let p = pos(&[("d0", 'K'), ("c4", 'B'), ("d3", 'n'), ("f9", 'k')], 'w');
    assert_eq!(dests(&p, "c4"), ["a2"]);
    assert_eq!(
        p.check(mv("c4e2")),
        Err(IllegalMove::ElephantBlocked(sq("d3")))
    );
    assert_eq!(
        p.check(mv("c4e2")).unwrap_err().to_string(),
        "the elephant is blocked by the piece on d3"
    );
    assert_eq!(p.check(mv("c4a6")), Err(IllegalMove::ElephantRiver));
    assert_eq!(
        p.check(mv("c4a6")).unwrap_err().to_string(),
        "the elephant cannot cross the river"
    );
    assert_eq!(p.check(mv("c4d5")), Err(IllegalMove::ElephantStep));
}

#[test]
fn horse_leg() {
    let p = pos(&[("e0", 'K'), ("h0", 'N'), ("h1", 'R'), ("f9", 'k')], 'w');
    assert_eq!(dests(&p, "h0"), ["f1"]);
    assert_eq!(
        p.check(mv("h0g2")),
        Err(IllegalMove::HorseBlocked(sq("h1")))
    );
    assert_eq!(
        p.check(mv("h0g2")).unwrap_err().to_string(),
        "the horse is blocked by the piece on h1"
    );
    assert_eq!(p.check(mv("h0h2")), Err(IllegalMove::HorseStep));
    // In the open a horse has eight moves.
    let p = pos(&[("e0", 'K'), ("e4", 'N'), ("f9", 'k')], 'w');
    assert_eq!(
        dests(&p, "e4"),
        ["c3", "c5", "d2", "d6", "f2", "f6", "g3", "g5"]
    );
}

#[test]
fn chariot_slides_until_blocked() {
    let p = pos(
        &[
            ("e0", 'K'),
            ("a0", 'R'),
            ("a3", 'P'),
            ("b0", 'n'),
            ("f9", 'k'),
        ],
        'w',
    );
    assert_eq!(dests(&p, "a0"), ["a1", "a2", "b0"]);
    assert_eq!(
        p.check(mv("a0a5")),
        Err(IllegalMove::PathBlocked {
            kind: PieceKind::Chariot,
            square: sq("a3")
        })
    );
    assert_eq!(
        p.check(mv("a0b1")),
        Err(IllegalMove::NotStraight(PieceKind::Chariot))
    );
}

#[test]
fn cannon_needs_exactly_one_screen() {
    let p = pos(
        &[
            ("e0", 'K'),
            ("b2", 'C'),
            ("b5", 'r'),
            ("b8", 'n'),
            ("f9", 'k'),
        ],
        'w',
    );
    let d = dests(&p, "b2");
    assert!(d.contains(&"b8".to_string()), "{d:?}");
    assert!(!d.contains(&"b5".to_string()) && !d.contains(&"b6".to_string()));
    assert_eq!(p.check(mv("b2b5")), Err(IllegalMove::CannonNeedsScreen));
    assert_eq!(
        p.check(mv("b2b6")),
        Err(IllegalMove::PathBlocked {
            kind: PieceKind::Cannon,
            square: sq("b5")
        })
    );
    let p = pos(
        &[
            ("e0", 'K'),
            ("b2", 'C'),
            ("b5", 'r'),
            ("b6", 'n'),
            ("b8", 'n'),
            ("f9", 'k'),
        ],
        'w',
    );
    assert_eq!(p.check(mv("b2b8")), Err(IllegalMove::CannonScreens(2)));
}

#[test]
fn soldier_forward_then_sideways_after_the_river() {
    let p = pos(&[("d0", 'K'), ("e3", 'P'), ("c5", 'P'), ("f9", 'k')], 'w');
    assert_eq!(dests(&p, "e3"), ["e4"]);
    assert_eq!(dests(&p, "c5"), ["b5", "c6", "d5"]);
    assert_eq!(p.check(mv("e3d3")), Err(IllegalMove::SoldierSideways));
    assert_eq!(p.check(mv("c5c4")), Err(IllegalMove::SoldierBackward));
    assert_eq!(p.check(mv("e3e5")), Err(IllegalMove::SoldierStep));
    // Black soldiers go down the board.
    let p = pos(&[("d0", 'K'), ("e6", 'p'), ("c4", 'p'), ("f9", 'k')], 'b');
    assert_eq!(dests(&p, "e6"), ["e5"]);
    assert_eq!(dests(&p, "c4"), ["b4", "c3", "d4"]);
}

#[test]
fn flying_general() {
    let p = pos(&[("e0", 'K'), ("e4", 'C'), ("e9", 'k')], 'w');
    assert_eq!(p.check(mv("e4a4")), Err(IllegalMove::GeneralsFace));
    assert_eq!(
        p.check(mv("e4a4")).unwrap_err().to_string(),
        "the generals would face each other"
    );
    assert!(dests(&p, "e4").iter().all(|s| s.starts_with('e')));
    let p = pos(&[("d0", 'K'), ("e9", 'k')], 'w');
    assert_eq!(p.check(mv("d0e0")), Err(IllegalMove::GeneralsFace));
}

#[test]
fn check_must_be_answered() {
    let p = pos(&[("e0", 'K'), ("a1", 'R'), ("e5", 'r'), ("d9", 'k')], 'w');
    assert!(p.in_check());
    assert_eq!(legal(&p), ["a1e1", "e0f0"]);
    assert_eq!(p.check(mv("a1a2")), Err(IllegalMove::StillInCheck));
    // A pinned chariot may not leave the file.
    let p = pos(&[("e0", 'K'), ("e1", 'R'), ("e7", 'r'), ("d9", 'k')], 'w');
    assert!(!p.in_check());
    assert_eq!(p.check(mv("e1a1")), Err(IllegalMove::LeavesInCheck));
    assert_eq!(
        p.check(mv("e1a1")).unwrap_err().to_string(),
        "that move leaves your general in check"
    );
    assert!(p.check(mv("e1e7")).is_ok());
}

#[test]
fn checkmate_wins() {
    let p = pos(&[("d0", 'K'), ("a1", 'R'), ("b8", 'R'), ("e9", 'k')], 'w');
    let mut g = Game::new(p);
    assert_eq!(
        g.play(mv("a1a9")),
        Ok(Some(Outcome::Win {
            winner: Side::Red,
            reason: WinReason::Checkmate
        }))
    );
    assert!(g.position().in_check());
    assert_eq!(g.play(mv("e9e8")), Err(IllegalMove::GameOver));
    assert_eq!(g.outcome().unwrap().reason_code(), "checkmate");
    assert_eq!(g.outcome().unwrap().score(), "1-0");
}

#[test]
fn stalemate_loses() {
    let p = pos(&[("e0", 'K'), ("i8", 'R'), ("d9", 'k')], 'b');
    assert!(!p.in_check());
    assert_eq!(p.count_moves(), 0);
    let g = Game::new(p);
    assert_eq!(
        g.outcome(),
        Some(Outcome::Win {
            winner: Side::Red,
            reason: WinReason::Stalemate
        })
    );
}

const SHUFFLE: [&str; 4] = ["h0g2", "h9g7", "g2h0", "g7h9"];

#[test]
fn threefold_repetition_draws() {
    let mut g = Game::new(Position::startpos(RuleSet::default()));
    for i in 0..8 {
        let r = g.play(mv(SHUFFLE[i % 4])).unwrap();
        if i < 7 {
            assert_eq!(r, None, "ply {i}");
        } else {
            assert_eq!(
                r,
                Some(Outcome::Draw {
                    reason: DrawReason::Repetition
                })
            );
        }
    }
    assert_eq!(g.repetitions(), 3);
    // With repetition_count = 4 the same moves do not end the game.
    let rules: RuleSet = "repetition_count=4".parse().unwrap();
    let mut g = Game::new(Position::startpos(rules));
    for i in 0..8 {
        assert_eq!(g.play(mv(SHUFFLE[i % 4])).unwrap(), None);
    }
    assert!(g.undo(2));
    assert_eq!(g.moves().len(), 6);
}

/// Red checks from d1 and e1 in turn; the black general can only step between d9 and e9.
fn perpetual(rules: RuleSet) -> Game {
    let p = pos(&[("f0", 'K'), ("c1", 'R'), ("d9", 'k')], 'w').with_rules(rules);
    let mut g = Game::new(p);
    let moves = [
        "c1d1", "d9e9", "d1e1", "e9d9", "e1d1", "d9e9", "d1e1", "e9d9",
    ];
    for m in moves.iter().chain(&moves[4..]) {
        if g.outcome().is_some() {
            break;
        }
        g.play(mv(m)).unwrap();
    }
    g
}

#[test]
fn asian_rule_perpetual_check_loses() {
    let g = perpetual("repetition=asian".parse().unwrap());
    assert_eq!(
        g.outcome(),
        Some(Outcome::Win {
            winner: Side::Black,
            reason: WinReason::PerpetualCheck
        })
    );
    assert_eq!(g.moves().len(), 9);
    // Under the default rule the same repetition is a draw.
    let g = perpetual(RuleSet::default());
    assert_eq!(
        g.outcome(),
        Some(Outcome::Draw {
            reason: DrawReason::Repetition
        })
    );
    // A repetition without checks is a draw under the Asian rule too.
    let rules: RuleSet = "asian".parse().unwrap();
    let mut g = Game::new(Position::startpos(rules));
    for i in 0..8 {
        g.play(mv(SHUFFLE[i % 4])).unwrap();
    }
    assert_eq!(
        g.outcome(),
        Some(Outcome::Draw {
            reason: DrawReason::Repetition
        })
    );
}

#[test]
fn no_capture_limit() {
    let start = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 118 60";
    let mut g = Game::new(Position::from_fen(start, RuleSet::default()).unwrap());
    assert_eq!(g.play(mv("h0g2")), Ok(None));
    assert_eq!(
        g.play(mv("h9g7")),
        Ok(Some(Outcome::Draw {
            reason: DrawReason::NoCaptureLimit
        }))
    );
    // A capture resets the count.
    let mut g = Game::new(Position::from_fen(start, RuleSet::default()).unwrap());
    assert_eq!(g.play(mv("h2h9")), Ok(None));
    assert_eq!(g.position().plies_since_capture(), 0);
    // 0 turns the limit off.
    let off: RuleSet = "no_capture_draw_plies=0".parse().unwrap();
    let mut g = Game::new(Position::from_fen(start, off).unwrap());
    g.play(mv("h0g2")).unwrap();
    assert_eq!(g.play(mv("h9g7")), Ok(None));
}

#[test]
fn resignation_time_and_agreement() {
    let mut g = Game::new(Position::startpos(RuleSet::default()));
    g.resign(Side::Red);
    assert_eq!(
        g.outcome().unwrap().to_string(),
        "Black wins by resignation"
    );
    g.agree_draw();
    assert_eq!(g.outcome().unwrap().reason_code(), "resignation");
    let mut g = Game::new(Position::startpos(RuleSet::default()));
    g.lose_on_time(Side::Black);
    assert_eq!(g.outcome().unwrap().score(), "1-0");
    let mut g = Game::new(Position::startpos(RuleSet::default()));
    g.agree_draw();
    assert_eq!(g.outcome().unwrap().score(), "1/2-1/2");
}

#[test]
fn wrong_pieces_are_explained() {
    let p = Position::startpos(RuleSet::default());
    assert_eq!(p.check(mv("e4e5")), Err(IllegalMove::NoPiece(sq("e4"))));
    let e = p.check(mv("h7h0")).unwrap_err();
    assert_eq!(e.to_string(), "the cannon on h7 is Black's; you play Red");
    assert_eq!(
        p.check(mv("a0b0")),
        Err(IllegalMove::OwnPiece {
            kind: PieceKind::Horse,
            square: sq("b0")
        })
    );
}
