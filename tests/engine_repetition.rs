//! Repetitions in the search, scored by the game's own rule (issue 36): Xiangqi's
//! `repetition = "asian"` (a lone perpetual checker or chaser loses) inside the tree and across
//! the root into the game's record, against `"draw"` where the same cycles draw; Jungle's
//! `repetition = "forbid"`, where a repeated position is no draw and the move that would bring
//! about the forbidden occurrence loses. Each position is checked with the rules first: the
//! game's referee ([`GamePosition::decide`] through the game record) says how the cycle ends.

use std::sync::atomic::AtomicBool;

use qibot::engine::{Limits, MATE_BOUND, SearchGame, SearchResult, Searcher};
use qibot::games::contract::GamePosition;
use qibot::games::history::History;
use qibot::games::{jungle, xiangqi};

mod support;
use support::engine::Engine as Program;
use support::search::search_from;

/// A fixed depth: deep enough for every cycle below (four plies) and its way out.
const DEPTH: u32 = 8;

fn moves<M: std::str::FromStr>(text: &str) -> Vec<M>
where
    M::Err: std::fmt::Debug,
{
    text.split_whitespace()
        .map(|m| m.parse().unwrap())
        .collect()
}

/// The game `moves` from `fen` under `rules`, played by the referee.
fn game<G: GamePosition>(fen: &str, rules: &str, moves_text: &str) -> History<G>
where
    <G::Rules as std::str::FromStr>::Err: std::fmt::Debug,
    G::Rules: std::str::FromStr,
    <G::Move as std::str::FromStr>::Err: std::fmt::Debug,
    G::Move: std::str::FromStr,
    G::FenError: std::fmt::Debug,
    G::IllegalMove: std::fmt::Debug,
{
    let start = G::from_fen(fen, rules.parse().unwrap()).unwrap();
    History::replay(start, &moves(moves_text)).unwrap()
}

/// The hashes before the current position of `g`, as the hub hands them to the engine.
fn earlier<G: GamePosition>(g: &History<G>) -> Vec<u64> {
    let h = g.hashes();
    h[..h.len() - 1].to_vec()
}

/// Every root move with its score, best first ([`Searcher::root_scores`]).
type RootScores<M> = Vec<(M, i32)>;

/// The search of the current position of `g` to [`DEPTH`], and every root move's score.
fn search<G: SearchGame>(g: &History<G>) -> (SearchResult<G::Move>, RootScores<G::Move>) {
    let stop = AtomicBool::new(false);
    let history = earlier(g);
    let r = search_from(4, g.position(), &history, Limits::depth(DEPTH)).expect("a legal move");
    let scores = Searcher::<G>::new(4).root_scores(g.position(), &history, DEPTH, &stop);
    (r, scores)
}

fn score_of<M: PartialEq + std::fmt::Debug>(scores: &[(M, i32)], m: &M) -> i32 {
    scores
        .iter()
        .find(|(x, _)| x == m)
        .map(|x| x.1)
        .unwrap_or_else(|| panic!("{m:?} is no root move"))
}

/// Red (a chariot and a chariot down against two chariots and a horse, with a mate threat
/// against it) checks on a9 and a8 while Black's general steps d9–d8 and back (its advisors on
/// e8 and d7 leave it no other point): a perpetual check of four plies from this position.
const CHECKS: &str = "3k5/R3a4/3a5/9/9/6n2/8r/7r1/9/4K2R1 w - - 0 1";
/// The position after Red's a8a9+, Black to move: the start of the check record below.
const CHECKED: &str = "R2k5/4a4/3a5/9/9/6n2/8r/7r1/9/4K2R1 b - - 0 1";
/// One turn and three quarters of the check cycle from [`CHECKED`]: Red's a8a9 would now bring
/// that position about for the third time.
const CHECK_RECORD: &str = "d9d8 a9a8 d8d9 a8a9 d9d8 a9a8 d8d9";
const CHECK_MOVE: &str = "a8a9";

#[test]
fn a_perpetual_check_in_the_tree_draws_under_draw_and_loses_under_asian() {
    let stop = AtomicBool::new(false);
    let limits = Limits::depth(10);
    let run = |rules: &str| {
        let p = xiangqi::Position::from_fen(CHECKS, rules.parse().unwrap()).unwrap();
        Searcher::<xiangqi::Position>::new(4)
            .search(&p, &[], &limits, &stop, &mut |_| {})
            .unwrap()
    };
    let draw = run("standard");
    assert_eq!(draw.best.to_string(), CHECK_MOVE, "{draw:?}");
    assert_eq!(draw.score, 0, "the checks hold a draw: {draw:?}");
    let pv: Vec<String> = draw.pv.iter().map(|m| m.to_string()).collect();
    assert_eq!(pv[..4], ["a8a9", "d9d8", "a9a8", "d8d9"], "{draw:?}");

    // Under the Asian rule the same cycle loses for Red: without it Red is a chariot down.
    let asian = run("asian");
    assert!(asian.score <= -500, "no draw by perpetual check: {asian:?}");
    let repeats = asian
        .pv
        .iter()
        .map(|m| m.to_string())
        .collect::<Vec<_>>()
        .starts_with(&pv[..4]);
    assert!(!repeats, "the line leaves the cycle: {asian:?}");
}

#[test]
fn the_engine_leaves_a_perpetual_check_the_rules_would_score_as_lost() {
    // The referee: a8a9 makes the position occur a third time with Red checking throughout.
    let checking_move: xiangqi::Move = CHECK_MOVE.parse().unwrap();
    let mut g: History<xiangqi::Position> = game(CHECKED, "asian", CHECK_RECORD);
    assert_eq!(
        g.clone().play(checking_move).unwrap(),
        Some(xiangqi::Outcome::Win {
            winner: xiangqi::Side::Black,
            reason: xiangqi::WinReason::PerpetualCheck
        })
    );
    // The engine: the cycle began before the root; its moves come from the game's hashes.
    let (r, scores) = search(&g);
    assert!(
        score_of(&scores, &checking_move) < -MATE_BOUND,
        "{scores:?}"
    );
    assert_ne!(r.best, checking_move, "{r:?}");
    assert!(r.score > -MATE_BOUND, "another move does not lose: {r:?}");
    assert_eq!(g.play(r.best).unwrap(), None, "the game goes on");

    // Under `repetition = "draw"` the same move is a draw, and the engine, a chariot down,
    // takes it (what it did under every rule before).
    let g: History<xiangqi::Position> = game(CHECKED, "standard", CHECK_RECORD);
    assert_eq!(
        g.clone().play(checking_move).unwrap(),
        Some(xiangqi::Outcome::Draw {
            reason: xiangqi::DrawReason::Repetition
        })
    );
    let (r, _) = search(&g);
    assert_eq!((r.best, r.score), (checking_move, 0), "{r:?}");
}

/// Red's chariot (with two advisors, against a chariot, a cannon and two advisors) chases
/// Black's unprotected cannon c7–d7 along the c and d files: from this position, Black to move,
/// the cannon steps away and the chariot follows, four plies a turn.
const CHASED: &str = "3aka3/9/2c6/9/7r1/9/9/2R6/4A4/3A1K3 b - - 0 1";
/// One turn and three quarters of the chase: Red's d2c2 would now bring [`CHASED`] about for
/// the third time, every one of Red's moves since the first having attacked the cannon.
const CHASE_RECORD: &str = "c7d7 c2d2 d7c7 d2c2 c7d7 c2d2 d7c7";
const CHASE_MOVE: &str = "d2c2";

#[test]
fn the_engine_leaves_a_perpetual_chase_the_rules_would_score_as_lost() {
    let chasing_move: xiangqi::Move = CHASE_MOVE.parse().unwrap();
    let mut g: History<xiangqi::Position> = game(CHASED, "asian", CHASE_RECORD);
    assert_eq!(
        g.clone().play(chasing_move).unwrap(),
        Some(xiangqi::Outcome::Win {
            winner: xiangqi::Side::Black,
            reason: xiangqi::WinReason::PerpetualChase
        })
    );
    let (r, scores) = search(&g);
    assert!(score_of(&scores, &chasing_move) < -MATE_BOUND, "{scores:?}");
    assert_ne!(r.best, chasing_move, "{r:?}");
    assert!(r.score > -MATE_BOUND, "another move does not lose: {r:?}");
    assert_eq!(g.play(r.best).unwrap(), None, "the game goes on");

    let g: History<xiangqi::Position> = game(CHASED, "standard", CHASE_RECORD);
    let (r, _) = search(&g);
    assert_eq!(
        (r.best, r.score),
        (chasing_move, 0),
        "a draw under `draw`: {r:?}"
    );
}

#[test]
fn unplay_recovers_the_quiet_moves_of_a_game() {
    // Quiet moves from the start (no capture: the stretch a repetition can span).
    let g: History<xiangqi::Position> = game(
        xiangqi::STARTPOS,
        "asian",
        "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 b2b6 c6c5",
    );
    let mut at = *g.position();
    for i in (0..g.moves().len()).rev() {
        let (before, m) = at.unplay(g.hashes()[i]).expect("a quiet move");
        assert_eq!(m, g.moves()[i]);
        assert_eq!(before.key(), g.hashes()[i]);
        at = before;
    }
    // A hash no quiet move leads from.
    assert!(g.position().unplay(12345).is_none());
}

/// Jungle: Blue's wolf on a2 goes to a1 and back while Red's cat goes e2–e1; on a1 the wolf's
/// only move is back to a2 (b1 holds Red's lion, which could take it). After these six plies,
/// Red's e1e2 leaves the wolf a single move, which would bring the start about a third time.
const CORNERED: &str = "7/7/7/7/7/7/7/w3C2/1L5 w";
const CORNERED_MOVES: &str = "e2e1 a2a1 e1e2 a1a2 e2e1 a2a1";

#[test]
fn jungle_forbid_a_repeat_in_the_tree_is_no_draw() {
    let squeeze: jungle::Move = "e1e2".parse().unwrap();
    // The referee: under `forbid`, after e1e2 Blue's only move is forbidden, so Blue loses.
    let g: History<jungle::Position> = game(CORNERED, "repetition=forbid", CORNERED_MOVES);
    assert_eq!(
        g.clone().play(squeeze).unwrap(),
        Some(jungle::Outcome::Win {
            winner: jungle::Side::Red,
            reason: jungle::WinReason::NoLegalMoves
        })
    );
    // The engine sees it: the position after e1e2 repeats (a second time, allowed) and the
    // wolf's reply would repeat the start a third time, which the search scores as a loss for
    // Blue; before, the first repetition scored as a draw.
    // (The lion's capture of the wolf wins as well: both are wins in one move.)
    let (r, scores) = search(&g);
    assert!(score_of(&scores, &squeeze) > MATE_BOUND, "{scores:?}");
    assert!(r.score > MATE_BOUND, "{r:?}");

    // Under `draw` the same move lets the wolf draw by repetition: scored as a draw.
    let g: History<jungle::Position> = game(CORNERED, "standard", CORNERED_MOVES);
    let (_, scores) = search(&g);
    assert_eq!(score_of(&scores, &squeeze), 0, "{scores:?}");
}

/// Contempt ([`qibot::engine::SearchOptions::contempt`]): a draw costs the searching side
/// what it is set to and gives its opponent as much. Red's perpetual check in [`CHECKS`] is
/// its only way to a draw under `repetition = "draw"` (the rest loses a chariot's worth or
/// more): with contempt the line stays the best, and its score is the draw's price exactly.
/// A negative contempt (a side glad of a draw) scores it above zero.
#[test]
fn contempt_prices_a_draw_for_the_side_that_searches() {
    let stop = AtomicBool::new(false);
    let p = xiangqi::Position::from_fen(CHECKS, "standard".parse().unwrap()).unwrap();
    for contempt in [0, 40, -25] {
        let mut s = Searcher::<xiangqi::Position>::new(4);
        s.options.contempt = contempt;
        let r = s
            .search(&p, &[], &Limits::depth(10), &stop, &mut |_| {})
            .unwrap();
        assert_eq!(r.best.to_string(), CHECK_MOVE, "contempt {contempt}: {r:?}");
        assert_eq!(r.score, -contempt, "contempt {contempt}: {r:?}");
    }

    // With Black to move (checked, a chariot up) the same cycle is Red's way out: Black's
    // general has one point, Red checks for ever, and the draw costs Black, the side that
    // searches now, its contempt.
    let p = xiangqi::Position::from_fen(CHECKED, "standard".parse().unwrap()).unwrap();
    let mut s = Searcher::<xiangqi::Position>::new(4);
    s.options.contempt = 40;
    let r = s
        .search(&p, &[], &Limits::depth(10), &stop, &mut |_| {})
        .unwrap();
    assert_eq!(
        (r.best.to_string(), r.score),
        ("d9d8".to_string(), -40),
        "{r:?}"
    );
}

/// The engine plays Xiangqi with its play contempt ([`SearchGame::play_options`]; 0 since
/// 2026-12-06, measured at `contempt` in `src/engine/xiangqi.rs`) and analyses with none: in [`CHECKS`],
/// a level's move and the `qibot engine` protocol score Red's perpetual check at minus the
/// play contempt; an analysis searcher (`Searcher::new`, what hints, reviews and puzzle checks
/// use) at 0, since it takes no side. (A contempt's effect on the score is tested above.)
#[test]
fn the_engine_plays_with_its_contempt_and_hints_without() {
    let contempt = <xiangqi::Position as SearchGame>::play_options().contempt;
    assert_eq!(contempt, 0, "measured best without one");
    assert_eq!(
        <xiangqi::Position as SearchGame>::default_options().contempt,
        0
    );
    assert_eq!(<jungle::Position as SearchGame>::play_options().contempt, 0);

    let stop = AtomicBool::new(false);
    let p = xiangqi::Position::from_fen(CHECKS, "standard".parse().unwrap()).unwrap();
    let settings = qibot::engine::LevelSettings {
        depth: Some(10),
        nodes: None,
        movetime: std::time::Duration::from_secs(60),
        pick_margin: 0,
        hash_mb: 4,
    };
    let played = qibot::engine::Engine::<xiangqi::Position>::with_seed(4, 1)
        .choose_move_with(&p, &[], &settings, &stop)
        .unwrap();
    assert_eq!(
        (played.best.to_string(), played.score),
        (CHECK_MOVE.to_string(), -contempt),
        "{played:?}"
    );
    let hint = search_from(4, &p, &[], Limits::depth(10)).unwrap();
    assert_eq!(
        (hint.best.to_string(), hint.score),
        (CHECK_MOVE.to_string(), 0)
    );

    // The built binary, through pipes.
    let mut e = Program::start();
    let lines = e.exchange(
        &[
            "setoption name UCI_Variant value xiangqi",
            &format!("position fen {CHECKS}"),
            "go depth 10",
        ],
        "bestmove",
    );
    let last = &lines[lines.len() - 2];
    assert!(
        last.starts_with("info depth 10 ") && last.contains(&format!(" score cp {} ", -contempt)),
        "{lines:?}"
    );
    assert_eq!(lines[lines.len() - 1], format!("bestmove {CHECK_MOVE}"));
}
