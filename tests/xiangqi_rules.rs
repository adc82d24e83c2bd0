//! One test per rule of spec/xiangqi.md: each piece's moves, palace, river, horse leg, elephant
//! eye, cannon screen, flying general, check evasion, checkmate, stalemate, repetition (draw and
//! asian: perpetual check and perpetual chase), the no-capture limit, and the explanations of
//! illegal moves.

use qibot::games::contract::GamePosition;
use qibot::games::xiangqi::{
    DrawReason, Game, IllegalMove, Move, Outcome, PieceKind, Position, RuleSet, Side, Square,
    WinReason, chase,
};

mod support;
use support::games::{check_time_and_agreement, ended};

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

/// Checks that move `m` is refused in `p` with `err`, explained to the player as `says`.
fn refused(p: &Position, m: &str, err: IllegalMove, says: &str) {
    assert_eq!(p.check(mv(m)), Err(err), "{m}");
    assert_eq!(p.check(mv(m)).unwrap_err().to_string(), says, "{m}");
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
    refused(
        &p,
        "d2c3",
        IllegalMove::LeavesPalace(PieceKind::Advisor),
        "the advisor cannot leave the palace",
    );
}

#[test]
fn elephant_eye_and_river() {
    let p = pos(&[("d0", 'K'), ("c4", 'B'), ("d3", 'n'), ("f9", 'k')], 'w');
    assert_eq!(dests(&p, "c4"), ["a2"]);
    for (m, err, says) in [
        (
            "c4e2",
            IllegalMove::ElephantBlocked(sq("d3")),
            "the elephant is blocked by the piece on d3",
        ),
        (
            "c4a6",
            IllegalMove::ElephantRiver,
            "the elephant cannot cross the river",
        ),
    ] {
        refused(&p, m, err, says);
    }
    assert_eq!(p.check(mv("c4d5")), Err(IllegalMove::ElephantStep));
}

#[test]
fn horse_leg() {
    let p = pos(&[("e0", 'K'), ("h0", 'N'), ("h1", 'R'), ("f9", 'k')], 'w');
    assert_eq!(dests(&p, "h0"), ["f1"]);
    refused(
        &p,
        "h0g2",
        IllegalMove::HorseBlocked(sq("h1")),
        "the horse is blocked by the piece on h1",
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
    refused(
        &p,
        "e4a4",
        IllegalMove::GeneralsFace,
        "the generals would face each other",
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
    refused(
        &p,
        "e1a1",
        IllegalMove::LeavesInCheck,
        "that move leaves your general in check",
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

/// Plays the four-ply `cycle` from `pieces` (Red to move) under `rules` until the game ends
/// (the start position's third occurrence, after eight plies, at the latest).
fn repeat_cycle(pieces: &[(&str, char)], rules: &str, cycle: [&str; 4]) -> Game {
    let p = pos(pieces, 'w').with_rules(rules.parse().unwrap());
    let mut g = Game::new(p);
    for m in cycle.iter().cycle().take(8) {
        assert_eq!(g.outcome(), None, "the game ended before {m}");
        g.play(mv(m)).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    g
}

const REPETITION_DRAW: Option<Outcome> = Some(Outcome::Draw {
    reason: DrawReason::Repetition,
});

/// The chariot follows the cannon between g4/i4 and g7/i7: each chariot move attacks it afresh
/// along the rank, nothing defends it, and no move checks.
const CHARIOT_CHASES_CANNON: [(&str, char); 4] =
    [("d1", 'K'), ("f9", 'k'), ("g7", 'R'), ("i4", 'c')];
const CANNON_RUNS: [&str; 4] = ["g7g4", "i4i7", "g4g7", "i7i4"];

#[test]
fn asian_rule_perpetual_chase_of_an_unprotected_piece_loses() {
    let g = repeat_cycle(&CHARIOT_CHASES_CANNON, "asian", CANNON_RUNS);
    assert_eq!(
        g.outcome(),
        Some(Outcome::Win {
            winner: Side::Black,
            reason: WinReason::PerpetualChase
        })
    );
    assert_eq!(g.outcome().unwrap().reason_code(), "perpetual-chase");
    assert_eq!(
        g.outcome().unwrap().to_string(),
        "Black wins because the opponent chased an unprotected piece perpetually"
    );
    assert_eq!(chase::perpetual_chasers(&g, 3), [true, false]);
    // What each move attacked: every chariot move the cannon (on i4, then i7), no cannon move
    // anything.
    let bits: Vec<u128> = ["i4", "i7"].iter().map(|s| sq(s).bit()).collect();
    assert_eq!(g.chases(), [bits[0], 0, bits[1], 0, bits[0], 0, bits[1], 0]);
    // The same moves under the standard rules: a draw by repetition, and nothing recorded.
    let g = repeat_cycle(&CHARIOT_CHASES_CANNON, "standard", CANNON_RUNS);
    assert_eq!(g.outcome(), REPETITION_DRAW);
    assert!(g.chases().iter().all(|c| *c == 0));
    // One ply before the third occurrence the game goes on.
    let mut g = repeat_cycle(&CHARIOT_CHASES_CANNON, "asian", CANNON_RUNS);
    assert!(g.undo(1));
    assert_eq!(g.outcome(), None);
    // With the fourth occurrence counting, the same eight plies do not end the game.
    let g = repeat_cycle(
        &CHARIOT_CHASES_CANNON,
        "asian,repetition_count=4",
        CANNON_RUNS,
    );
    assert_eq!(g.outcome(), None);
}

#[test]
fn chasing_a_protected_piece_is_a_draw() {
    // The black chariot on i9 guards the file: the cannon on i4 or i7 is recaptured.
    let mut pieces = CHARIOT_CHASES_CANNON.to_vec();
    pieces.push(("i9", 'r'));
    let g = repeat_cycle(&pieces, "asian", CANNON_RUNS);
    assert_eq!(g.outcome(), REPETITION_DRAW);
    assert_eq!(chase::perpetual_chasers(&g, 3), [false, false]);
    // The chariot on g4 may take the cannon on i4, but the black chariot takes back.
    let guarded = pos(
        &[
            ("d1", 'K'),
            ("f9", 'k'),
            ("g4", 'R'),
            ("i4", 'c'),
            ("i9", 'r'),
        ],
        'w',
    );
    assert!(guarded.is_legal(mv("g4i4")));
    assert!(guarded.play(mv("g4i4")).is_legal(mv("i9i4")));
    assert_eq!(chase::free_targets(&guarded, Side::Red), 0);
    let unguarded = pos(&[("d1", 'K'), ("f9", 'k'), ("g4", 'R'), ("i4", 'c')], 'w');
    assert_eq!(chase::free_targets(&unguarded, Side::Red), sq("i4").bit());
}

#[test]
fn a_chase_answered_by_a_chase_is_a_draw() {
    // Red's chariot on e2/f2 and Black's horse on f4/d3 chase each other: the chariot attacks
    // the horse on f4 from f2; back on e2 it shields the e-file, so the red horse on e5 may
    // leave it and take the horse on d3 (before, that capture would have let the generals face
    // each other). The black horse attacks the chariot from d3 (on f2) and from f4 (on e2).
    let pieces = [
        ("e0", 'K'),
        ("e8", 'k'),
        ("e2", 'R'),
        ("e5", 'N'),
        ("f4", 'n'),
    ];
    let g = repeat_cycle(&pieces, "asian", ["e2f2", "f4d3", "f2e2", "d3f4"]);
    assert_eq!(g.outcome(), REPETITION_DRAW);
    assert_eq!(chase::perpetual_chasers(&g, 3), [true, true]);
    assert!(g.checks().iter().all(|c| !c));
}

#[test]
fn a_general_or_an_uncrossed_soldier_chasing_is_a_draw() {
    // The red general follows the cannon between e1 and e2, attacking it with every move.
    let pieces = [("d2", 'K'), ("f7", 'k'), ("e1", 'c')];
    let g = repeat_cycle(&pieces, "asian", ["d2d1", "e1e2", "d1d2", "e2e1"]);
    assert_eq!(g.outcome(), REPETITION_DRAW);
    assert_eq!(chase::perpetual_chasers(&g, 3), [false, false]);
    // The general could take the cannon, and nothing would recapture: a free capture that
    // does not count.
    let beside = pos(&[("d1", 'K'), ("f7", 'k'), ("e1", 'c')], 'w');
    assert!(beside.is_legal(mv("d1e1")));
    assert!(
        beside
            .play(mv("d1e1"))
            .legal_moves()
            .iter()
            .all(|m| m.to != sq("e1"))
    );
    assert_eq!(chase::free_targets(&beside, Side::Red), 0);
    // A soldier on its own half attacking a lone horse counts for nothing, the same soldier
    // across the river does.
    let uncrossed = pos(&[("d0", 'K'), ("f9", 'k'), ("e4", 'P'), ("e5", 'n')], 'w');
    assert!(uncrossed.is_legal(mv("e4e5")));
    assert_eq!(chase::free_targets(&uncrossed, Side::Red), 0);
    let crossed = pos(&[("d0", 'K'), ("f9", 'k'), ("e5", 'P'), ("e6", 'n')], 'w');
    assert_eq!(chase::free_targets(&crossed, Side::Red), sq("e6").bit());
    // So a crossed soldier stepping sideways after a cannon chases it and loses.
    let pieces = [("f0", 'K'), ("d9", 'k'), ("d6", 'P'), ("e7", 'c')];
    let g = repeat_cycle(&pieces, "asian", ["d6e6", "e7d7", "e6d6", "d7e7"]);
    assert_eq!(
        g.outcome(),
        Some(Outcome::Win {
            winner: Side::Black,
            reason: WinReason::PerpetualChase
        })
    );
}

#[test]
fn perpetual_check_is_judged_before_chase() {
    // Red checks with every move (the chariot on d1/e1 also attacks nothing else): Red loses
    // by perpetual check, as before the chase rule.
    let g = perpetual("asian".parse().unwrap());
    assert_eq!(g.outcome().unwrap().reason_code(), "perpetual-check");
    assert_eq!(chase::perpetual_chasers(&g, 3), [false, false]);
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
    let resigned = ended::<Position>(|g| g.resign(Side::Red));
    assert_eq!(resigned.unwrap().to_string(), "Black wins by resignation");
    // A draw agreed after the end changes nothing.
    let resigned = ended::<Position>(|g| {
        g.resign(Side::Red);
        g.agree_draw();
    });
    assert_eq!(resigned.unwrap().reason_code(), "resignation");
    check_time_and_agreement::<Position>(Side::Black, "1-0");
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
