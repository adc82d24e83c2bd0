//! One test per rule and per option of `spec/jungle.md`, each on a position where it matters,
//! asserting the exact legal moves or outcome.

use qibot::games::contract::GamePosition;
use qibot::games::jungle::{
    DrawReason, Game, IllegalMove, Move, Outcome, PieceKind, Position, RuleSet, Side, Square,
    WinReason, parse_move,
};
use qibot::games::options::RuleOptions;

mod support;
use support::games::{check_time_and_agreement, ended};

fn rules(overrides: &[&str]) -> RuleSet {
    let mut r = RuleSet::default();
    for o in overrides {
        r.apply_override(o).unwrap();
    }
    r
}

fn pos(fen: &str, r: RuleSet) -> Position {
    Position::from_fen(fen, r).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

fn mv(s: &str) -> Move {
    s.parse().unwrap()
}

/// The sorted destinations of the piece on `from`.
fn dests(p: &Position, from: &str) -> Vec<String> {
    let mut v: Vec<String> = p
        .legal_moves()
        .iter()
        .filter(|m| m.from == sq(from))
        .map(|m| m.to.to_string())
        .collect();
    v.sort();
    v
}

fn reason(p: &Position, m: &str) -> IllegalMove {
    p.check(mv(m)).unwrap_err()
}

#[test]
fn pieces_step_orthogonally_one_square() {
    let p = pos("6l/7/7/7/7/7/3W3/7/6L w", RuleSet::default());
    assert_eq!(dests(&p, "d3"), ["c3", "d2", "d4", "e3"]);
    assert!(matches!(
        reason(&p, "d3e4"),
        IllegalMove::Diagonal(PieceKind::Wolf)
    ));
    assert!(matches!(
        reason(&p, "d3d5"),
        IllegalMove::TooFar(PieceKind::Wolf)
    ));
}

#[test]
fn no_piece_enters_its_own_den() {
    let p = pos("6l/7/7/7/7/7/7/7/2W3L w", RuleSet::default());
    assert_eq!(dests(&p, "c1"), ["b1", "c2"]);
    assert_eq!(reason(&p, "c1d1"), IllegalMove::OwnDen);
    assert_eq!(
        reason(&p, "c1d1").to_string(),
        "you cannot enter your own den"
    );
}

#[test]
fn entering_the_opponents_den_wins() {
    let p = pos("2W4/7/7/7/7/7/7/7/l5L w 0 1", RuleSet::default());
    let mut g = Game::new(p);
    assert_eq!(
        g.play(mv("c9d9")).unwrap(),
        Some(Outcome::Win {
            winner: Side::Red,
            reason: WinReason::Den
        })
    );
    // The finished game has no moves (as perft counts it).
    assert_eq!(g.position().count_moves(), 0);
    assert_eq!(g.play(mv("a1a2")), Err(IllegalMove::GameOver));
}

#[test]
fn only_the_rat_enters_water() {
    let p = pos("6l/7/7/7/R6/C6/7/7/6L w", RuleSet::default());
    assert_eq!(dests(&p, "a5"), ["a6", "b5"]);
    assert_eq!(dests(&p, "a4"), ["a3"]);
    assert_eq!(
        reason(&p, "a4b4").to_string(),
        "only the rat can enter the water"
    );
}

#[test]
fn dog_swims_option() {
    let fen = "6l/7/7/7/7/D6/7/7/6L w";
    assert_eq!(dests(&pos(fen, RuleSet::default()), "a4"), ["a3", "a5"]);
    let swim = rules(&["dog_swims=true"]);
    assert_eq!(dests(&pos(fen, swim), "a4"), ["a3", "a5", "b4"]);
    assert_eq!(
        reason(&pos("6l/7/7/7/7/C6/7/7/6L w", swim), "a4b4").to_string(),
        "only the rat and the dog can enter the water"
    );
}

#[test]
fn lion_and_tiger_jump_the_rivers() {
    // Lion on b3 jumps up to b7; tiger on a5 jumps right to d5; lion on d5 both ways.
    let p = pos("6l/7/7/7/T6/7/1L5/7/7 w", RuleSet::default());
    assert_eq!(dests(&p, "b3"), ["a3", "b2", "b7", "c3"]);
    assert_eq!(dests(&p, "a5"), ["a4", "a6", "d5"]);
    let p = pos("6l/7/7/7/3L3/7/7/7/7 w", RuleSet::default());
    assert_eq!(dests(&p, "d5"), ["a5", "d4", "d6", "g5"]);
    // Other pieces cannot.
    let p = pos("6l/7/7/7/7/7/1W5/7/6L w", RuleSet::default());
    assert_eq!(
        reason(&p, "b3b7").to_string(),
        "only the lion and the tiger can jump over the river"
    );
}

#[test]
fn a_swimmer_blocks_a_jump() {
    let p = pos("6l/7/7/1r5/7/7/1L5/7/7 w", RuleSet::default());
    assert_eq!(dests(&p, "b3"), ["a3", "b2", "c3"]);
    assert_eq!(
        reason(&p, "b3b7").to_string(),
        "a rat in the river blocks the lion's jump"
    );
}

#[test]
fn jump_blocked_by_enemy_option() {
    // Own rat in the river: blocks by default, not with jump_blocked_by=enemy.
    let fen = "6l/7/7/1R5/7/7/1L5/7/7 w";
    assert_eq!(
        dests(&pos(fen, RuleSet::default()), "b3"),
        ["a3", "b2", "c3"]
    );
    assert_eq!(
        dests(&pos(fen, rules(&["jump_blocked_by=enemy"])), "b3"),
        ["a3", "b2", "b7", "c3"]
    );
    // An enemy rat still blocks.
    let fen = "6l/7/7/1r5/7/7/1L5/7/7 w";
    assert_eq!(
        dests(&pos(fen, rules(&["jump_blocked_by=enemy"])), "b3"),
        ["a3", "b2", "c3"]
    );
}

#[test]
fn tiger_jump_vertical_option() {
    let fen = "6l/7/7/7/T6/7/1T5/7/7 w";
    let _ = fen;
    let p = pos("6l/7/7/7/T6/7/7/7/7 w", rules(&["tiger_jump=vertical"]));
    assert_eq!(dests(&p, "a5"), ["a4", "a6"]);
    assert_eq!(reason(&p, "a5d5"), IllegalMove::TigerJumpsVertically);
    let p = pos("6l/7/7/7/7/7/1T5/7/7 w", rules(&["tiger_jump=vertical"]));
    assert_eq!(dests(&p, "b3"), ["a3", "b2", "b7", "c3"]);
    // The lion still jumps sideways.
    let p = pos("6l/7/7/7/L6/7/7/7/7 w", rules(&["tiger_jump=vertical"]));
    assert_eq!(dests(&p, "a5"), ["a4", "a6", "d5"]);
}

#[test]
fn a_jump_captures_on_landing_by_rank() {
    // Lion b3 over the river onto a Blue tiger (6) on b7: captures; onto a Blue elephant: not.
    let p = pos("6l/7/1t5/7/7/7/1L5/7/7 w", RuleSet::default());
    assert!(dests(&p, "b3").contains(&"b7".to_string()));
    let p = pos("6l/7/1e5/7/7/7/1L5/7/7 w", RuleSet::default());
    assert!(!dests(&p, "b3").contains(&"b7".to_string()));
    assert_eq!(
        reason(&p, "b3b7").to_string(),
        "the lion (7) cannot capture the elephant (8)"
    );
}

#[test]
fn captures_by_rank_and_equal_rank() {
    // Red wolf d3 next to Blue wolf d4 (equal: captures), Blue leopard c3 (stronger: no),
    // Blue cat e3 (weaker: captures).
    let p = pos("6l/7/7/7/7/3w3/2pWc2/7/6L w", RuleSet::default());
    assert_eq!(dests(&p, "d3"), ["d2", "d4", "e3"]);
    assert_eq!(
        reason(&p, "d3c3").to_string(),
        "the wolf (4) cannot capture the leopard (5)"
    );
}

#[test]
fn no_capture_across_the_bank() {
    // Red rat in water b4, Blue rat on land a4: no capture either way. Blue elephant on b3 land.
    let p = pos("6l/7/7/7/7/rR5/1e5/7/6L w", RuleSet::default());
    assert_eq!(dests(&p, "b4"), ["b5", "c4"]);
    assert_eq!(
        reason(&p, "b4a4").to_string(),
        "the rat cannot capture from the water onto the bank"
    );
    assert_eq!(
        reason(&p, "b4b3").to_string(),
        "the rat cannot capture from the water onto the bank"
    );
}

#[test]
fn rat_captures_elephant_from_water_option() {
    let fen = "6l/7/7/7/7/1R5/1e5/7/6L w";
    assert_eq!(
        dests(&pos(fen, RuleSet::default()), "b4"),
        ["a4", "b5", "c4"]
    );
    assert_eq!(
        dests(
            &pos(fen, rules(&["rat_captures_elephant_from_water=true"])),
            "b4"
        ),
        ["a4", "b3", "b5", "c4"]
    );
    // Still not onto another piece on land.
    let fen = "6l/7/7/7/7/1R5/1c5/7/6L w";
    assert_eq!(
        dests(
            &pos(fen, rules(&["rat_captures_elephant_from_water=true"])),
            "b4"
        ),
        ["a4", "b5", "c4"]
    );
}

#[test]
fn rat_captures_elephant_but_elephant_never_rat() {
    let p = pos("6l/7/7/7/7/7/2Re3/7/6L w", RuleSet::default());
    assert_eq!(dests(&p, "c3"), ["b3", "c2", "c4", "d3"]);
    let p = pos("6l/7/7/7/7/7/2Er3/7/6L w", RuleSet::default());
    assert_eq!(dests(&p, "c3"), ["b3", "c2"]);
    assert_eq!(reason(&p, "c3d3"), IllegalMove::ElephantRat);
}

#[test]
fn a_piece_on_an_enemy_trap_has_rank_0() {
    // Blue elephant on Red's trap d2: the Red rat on c2... any Red piece takes it, even the cat.
    let p = pos("6l/7/7/7/7/7/7/2Ce3/6L w", RuleSet::default());
    assert_eq!(dests(&p, "c2"), ["b2", "c1", "c3", "d2"]);
    // A Blue rat on Red's trap is taken by the Red elephant (rank 0 comes before rat/elephant).
    let p = pos("6l/7/7/7/7/7/7/2Er3/6L w", RuleSet::default());
    assert!(dests(&p, "c2").contains(&"d2".to_string()));
    // On Blue's own trap (d8) the Blue elephant keeps its rank.
    let p = pos("6l/2Ce3/7/7/7/7/7/7/6L w", RuleSet::default());
    assert_eq!(dests(&p, "c8"), ["b8", "c7", "c9"]);
}

#[test]
fn a_trapped_attacker_captures_nothing() {
    // Blue lion on Red's trap d2 cannot capture the Red cat on c2.
    let p = pos("6t/7/7/7/7/7/7/2Cl3/6L b", RuleSet::default());
    assert_eq!(dests(&p, "d2"), ["d1", "d3", "e2"]);
    assert_eq!(
        reason(&p, "d2c2").to_string(),
        "the lion stands on a trap (rank 0 there) and cannot capture"
    );
}

#[test]
fn trapped_piece_can_capture_option() {
    let r = rules(&["trapped_piece_can_capture=true"]);
    let p = pos("6t/7/7/7/7/7/7/2Cl3/6L b", r);
    assert_eq!(dests(&p, "d2"), ["c2", "d1", "d3", "e2"]);
    // The trap still lowers the defender.
    let p = pos("6t/7/7/7/7/7/7/2Cl3/6L w", r);
    assert!(dests(&p, "c2").contains(&"d2".to_string()));
}

#[test]
fn universal_traps_option() {
    // A Red elephant on its own trap d2 keeps rank 8 by default; with universal traps a Blue cat
    // on e2 captures it.
    let fen = "6l/7/7/7/7/7/7/3Ec2/6L b";
    assert_eq!(
        dests(&pos(fen, RuleSet::default()), "e2"),
        ["e1", "e3", "f2"]
    );
    assert_eq!(
        dests(&pos(fen, rules(&["universal_traps=true"])), "e2"),
        ["d2", "e1", "e3", "f2"]
    );
}

#[test]
fn losing_all_pieces_loses() {
    let p = pos("7/7/7/7/7/7/2Wc3/7/6L w 5 9", RuleSet::default());
    let mut g = Game::new(p);
    assert_eq!(
        g.play(mv("c3d3")).unwrap(),
        Some(Outcome::Win {
            winner: Side::Red,
            reason: WinReason::NoPiecesLeft
        })
    );
}

#[test]
fn no_legal_move_loses() {
    // Blue's only piece, the rat on a9, is boxed in once the Red lion reaches a8.
    let p = pos("rT5/7/L6/7/7/7/7/7/7 w", RuleSet::default());
    let mut g = Game::new(p);
    assert_eq!(
        g.play(mv("a7a8")).unwrap(),
        Some(Outcome::Win {
            winner: Side::Red,
            reason: WinReason::NoLegalMoves
        })
    );
}

fn shuffle(g: &mut Game, times: usize) -> Option<Outcome> {
    let mut last = None;
    for _ in 0..times {
        for m in ["a1a2", "g9g8", "a2a1", "g8g9"] {
            if g.outcome().is_some() {
                return g.outcome();
            }
            last = g.play(mv(m)).unwrap();
        }
    }
    last
}

#[test]
fn repetition_draw_option() {
    let fen = "6l/7/7/7/7/7/7/7/L6 w";
    let mut g = Game::new(pos(fen, RuleSet::default()));
    assert_eq!(
        shuffle(&mut g, 3),
        Some(Outcome::Draw {
            reason: DrawReason::Repetition
        })
    );
    assert_eq!(g.moves().len(), 8, "third occurrence after two cycles");

    let mut g = Game::new(pos(fen, rules(&["repetition_draw=5"])));
    shuffle(&mut g, 5);
    assert_eq!(g.moves().len(), 16);
    assert_eq!(
        g.outcome(),
        Some(Outcome::Draw {
            reason: DrawReason::Repetition
        })
    );

    let mut g = Game::new(pos(fen, RuleSet::preset("traditional").unwrap()));
    assert_eq!(shuffle(&mut g, 10), None);
}

#[test]
fn no_capture_draw_option() {
    let fen = "6l/7/7/7/7/7/7/7/L6 w 99 50";
    let mut g = Game::new(pos(fen, RuleSet::default()));
    assert_eq!(
        g.play(mv("a1a2")).unwrap(),
        Some(Outcome::Draw {
            reason: DrawReason::NoCaptureLimit
        })
    );
    let mut g = Game::new(pos(
        "6l/7/7/7/7/7/7/7/L6 w 99 50",
        rules(&["no_capture_draw_plies=0"]),
    ));
    assert_eq!(g.play(mv("a1a2")).unwrap(), None);
    // A capture resets the counter.
    let mut g = Game::new(pos("6l/7/7/7/7/7/7/c6/L5C w 99 50", RuleSet::default()));
    assert_eq!(g.play(mv("a1a2")).unwrap(), None);
    assert_eq!(g.position().plies_since_capture(), 0);
    // Preset vertical-tiger uses 120.
    let mut g = Game::new(pos(
        "6l/7/7/7/7/7/7/7/L6 w 119 50",
        RuleSet::preset("vertical-tiger").unwrap(),
    ));
    assert!(g.play(mv("a1a2")).unwrap().is_some());
}

#[test]
fn end_checks_run_in_the_spec_order() {
    // Den entry on the ply that also reaches the no-capture limit: the den wins (1 before 4).
    let p = pos("2W4/7/7/7/7/7/7/7/l5L w 99 60", RuleSet::default());
    let mut g = Game::new(p);
    assert_eq!(
        g.play(mv("c9d9")).unwrap(),
        Some(Outcome::Win {
            winner: Side::Red,
            reason: WinReason::Den
        })
    );
    // No-capture limit before "no legal moves" (4 before 5).
    let p = pos("rT5/7/L6/7/7/7/7/7/7 w 99 60", RuleSet::default());
    let mut g = Game::new(p);
    assert_eq!(
        g.play(mv("a7a8")).unwrap(),
        Some(Outcome::Draw {
            reason: DrawReason::NoCaptureLimit
        })
    );
}

#[test]
fn resignation_time_and_agreement() {
    assert_eq!(
        ended::<Position>(|g| g.resign(Side::Blue)),
        Some(Outcome::Win {
            winner: Side::Red,
            reason: WinReason::Resignation
        })
    );
    check_time_and_agreement::<Position>(Side::Red, "0-1");
}

#[test]
fn counters_and_undo() {
    let mut g = Game::new(Position::startpos(RuleSet::default()));
    g.play(mv("g3g4")).unwrap();
    assert_eq!(g.position().move_number(), 1);
    g.play(mv("a7a6")).unwrap();
    assert_eq!(g.position().move_number(), 2);
    assert_eq!(g.position().plies_since_capture(), 2);
    assert!(g.undo(2));
    assert_eq!(g.position(), &Position::startpos(RuleSet::default()));
    assert!(!g.undo(1));
}

#[test]
fn move_text_forms() {
    let p = Position::startpos(RuleSet::default());
    for text in [
        "rat g3 g4",
        "Rat G3 G4",
        "rat g4",
        "rat up",
        "mouse up",
        "鼠 g4",
        "鼠g3g4",
        "g3 g4",
        "g3g4",
        "g3-g4",
        "g3xg4",
        "G3→G4",
        "rat g3 to g4",
        "g3 up",
        "souris haut",
        "鼠 上",
    ] {
        assert_eq!(parse_move(&p, text), Ok(mv("g3g4")), "{text}");
    }
    assert_eq!(parse_move(&p, "rat left"), Ok(mv("g3f3")));
    assert_eq!(parse_move(&p, "éléphant a4"), Ok(mv("a3a4")));
    assert_eq!(parse_move(&p, "ELEPHANT up"), Ok(mv("a3a4")));
    assert_eq!(parse_move(&p, "Éléphant haut"), Ok(mv("a3a4")));
    assert_eq!(parse_move(&p, "象 a4"), Ok(mv("a3a4")));
    assert_eq!(parse_move(&p, "tigre a2"), Ok(mv("a1a2")));
    assert_eq!(parse_move(&p, "panthère e2"), Ok(mv("e3e2")));
    assert_eq!(parse_move(&p, "leopard e2"), Ok(mv("e3e2")));
    assert_eq!(parse_move(&p, "chien f3"), Ok(mv("f2f3")));
    assert_eq!(parse_move(&p, "chat b3"), Ok(mv("b2b3")));
    assert_eq!(parse_move(&p, "loup d3"), Ok(mv("c3d3")));
    assert_eq!(parse_move(&p, "獅 f1"), Ok(mv("g1f1")));
    assert_eq!(parse_move(&p, "狮 f1"), Ok(mv("g1f1")));
    assert_eq!(parse_move(&p, "a4"), Ok(mv("a3a4")));

    // Blue sees the board from the other end: up is down the ranks, left is towards g.
    let p = p.play(mv("g3g4"));
    assert_eq!(parse_move(&p, "rat up"), Ok(mv("a7a6")));
    assert_eq!(parse_move(&p, "rat left"), Ok(mv("a7b7")));

    // A lion facing the river jumps when told "up".
    let p = pos("6l/7/7/7/7/7/1L5/7/7 w", RuleSet::default());
    assert_eq!(parse_move(&p, "lion up"), Ok(mv("b3b7")));
}

/// Vietnamese animal and direction words (issue 35), accents optional, any case; `sư tử`
/// (lion) in two words or one; the directions as `locales/vi` writes them (`lên trên`,
/// `sang trái`).
#[test]
fn vietnamese_move_words() {
    let p = Position::startpos(RuleSet::default());
    for text in [
        "chuột g3 g4",
        "CHUỘT g4",
        "chuot len",
        "Chuột lên trên",
        "chuột g3 đến g4",
        "g3 lên",
    ] {
        assert_eq!(parse_move(&p, text), Ok(mv("g3g4")), "{text}");
    }
    assert_eq!(parse_move(&p, "chuột sang trái"), Ok(mv("g3f3")));
    assert_eq!(parse_move(&p, "voi a4"), Ok(mv("a3a4")));
    assert_eq!(parse_move(&p, "Voi lên"), Ok(mv("a3a4")));
    assert_eq!(parse_move(&p, "hổ a2"), Ok(mv("a1a2")));
    assert_eq!(parse_move(&p, "cọp a2"), Ok(mv("a1a2")));
    assert_eq!(parse_move(&p, "báo e2"), Ok(mv("e3e2")));
    assert_eq!(parse_move(&p, "chó f3"), Ok(mv("f2f3")));
    assert_eq!(parse_move(&p, "Mèo b3"), Ok(mv("b2b3")));
    assert_eq!(parse_move(&p, "sói d3"), Ok(mv("c3d3")));
    assert_eq!(parse_move(&p, "sư tử f1"), Ok(mv("g1f1")));
    assert_eq!(parse_move(&p, "SU TU g1 f1"), Ok(mv("g1f1")));
    assert_eq!(parse_move(&p, "sutu f1"), Ok(mv("g1f1")));
    // The wrong animal on the point is named, as in English.
    let e = parse_move(&p, "mèo c3 c4").unwrap_err().to_string();
    assert!(e.contains("there is a wolf on c3, not a cat"), "{e}");
    // Blue: up is down the ranks.
    let p = p.play(mv("g3g4"));
    assert_eq!(parse_move(&p, "chuột xuống dưới"), Ok(mv("a7a8")));
    assert_eq!(parse_move(&p, "chuột lên"), Ok(mv("a7a6")));
    assert_eq!(parse_move(&p, "chuot trai"), Ok(mv("a7b7")));
    assert_eq!(
        parse_move(&p, "chuột sang phải"),
        parse_move(&p, "rat right")
    );
}

#[test]
fn move_text_errors_explain() {
    let p = Position::startpos(RuleSet::default());
    let e = |t: &str| parse_move(&p, t).unwrap_err().to_string();
    assert!(
        e("tigr a2").contains("did you mean `tiger`"),
        "{}",
        e("tigr a2")
    );
    assert!(e("").contains("the move is empty"));
    assert!(
        e("cat c3 c4").contains("there is a wolf on c3, not a cat"),
        "{}",
        e("cat c3 c4")
    );
    assert!(
        e("b3").contains("more than one piece can go to b3"),
        "{}",
        e("b3")
    );
    assert!(e("a5").contains("none of your pieces can move to a5"));
    assert!(
        e("rat").contains("say where the rat goes: it can go to g2, f3, g4"),
        "{}",
        e("rat")
    );
    assert!(
        e("elephant g7 g6").contains("is Blue's; you play Red"),
        "{}",
        e("elephant g7 g6")
    );
    assert!(e("c5c6").contains("there is no piece on c5"));
    assert!(e("c3b4").contains("diagonally"));
    assert!(e("c3 c4 c5").contains("can't read"));
    let own = pos("6l/7/7/7/7/7/2WP3/7/6L w", RuleSet::default());
    assert_eq!(
        parse_move(&own, "wolf d3").unwrap_err().to_string(),
        "your leopard already stands on d3"
    );
    assert!(e("tiger down").contains("edge of the board"));
    let p = pos("6l/7/7/7/7/1r5/1C5/7/6L w", RuleSet::default());
    assert_eq!(
        parse_move(&p, "cat up").unwrap_err().to_string(),
        "only the rat can enter the water"
    );
    let p = pos("6l/7/7/7/7/7/2Cd3/7/6L w", RuleSet::default());
    assert_eq!(
        parse_move(&p, "cat d3").unwrap_err().to_string(),
        "the cat (2) cannot capture the dog (3)"
    );
    let p = pos("6l/7/7/7/7/7/7/7/6L w", RuleSet::default());
    assert_eq!(
        parse_move(&p, "rat up").unwrap_err().to_string(),
        "you have no rat left"
    );
}

#[test]
fn human_form() {
    use qibot::games::jungle::human;
    let p = Position::startpos(RuleSet::default());
    assert_eq!(human(&p, mv("g3g4")), "Rat g3→g4");
    let p = pos("6l/7/1t5/7/7/7/1L5/7/7 w", RuleSet::default());
    assert_eq!(human(&p, mv("b3b7")), "Lion b3×b7");
    assert_eq!(mv("b3b7").to_string(), "b3b7");
}
