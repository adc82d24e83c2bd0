//! The search on known positions: wins at the den, den defence, legality, determinism.

mod support;
use support::search::{search, search_from};

use std::sync::atomic::AtomicBool;

use proptest::prelude::*;
use qibot::engine::{Engine, Level, Limits, Searcher, mate_in};
use qibot::games::contract::GamePosition;
use qibot::games::jungle::{Move, Position, RuleSet};

/// The position `fen` under the standard rules.
fn pos(fen: &str) -> Position {
    support::search::pos(fen)
}

#[test]
fn finds_den_in_1() {
    // Red's rat stands on e9, next to Blue's den d9.
    let p = pos("l3R1t/7/7/7/7/7/7/7/E6 w");
    let r = search(&p, Limits::depth(1));
    assert_eq!(r.best.to_string(), "e9d9");
    assert_eq!(mate_in(r.score), Some(1));
}

#[test]
fn finds_den_in_3() {
    // Red's lone lion on d6 walks d7, d8, d9; Blue's rat in the river cannot stop it.
    let p = pos("7/7/7/3L3/1r5/7/7/7/7 w");
    let r = search(&p, Limits::depth(5));
    assert_eq!(r.best.to_string(), "d6d7");
    assert_eq!(mate_in(r.score), Some(3), "score {}", r.score);
    assert_eq!(r.pv.len(), 5, "pv {:?}", r.pv);
    // Too shallow to see it (depth 3 sees it: the threat on d8 extends the search).
    let shallow = search(&p, Limits::depth(1));
    assert_eq!(mate_in(shallow.score), None);
}

#[test]
fn defends_an_immediate_den_threat() {
    // Blue's wolf on d2 threatens Red's den; Red's cat must take it (it is on a Red trap),
    // rather than the elephant taking Blue's lion.
    let p = pos("7/7/7/l6/E6/7/7/2Cw3/7 w");
    for depth in 1..=6 {
        let r = search(&p, Limits::depth(depth));
        assert_eq!(r.best.to_string(), "c2d2", "depth {depth}");
        assert!(r.score > -qibot::engine::MATE_BOUND);
    }
}

#[test]
fn sees_an_undefendable_den_threat() {
    // Blue's wolf on d2 and nothing of Red's can reach it: lost in one.
    let p = pos("7/7/7/l6/E6/7/7/3w3/7 w");
    let r = search(&p, Limits::depth(3));
    assert_eq!(mate_in(r.score), Some(-1), "score {}", r.score);
}

#[test]
fn same_result_twice_at_a_fixed_depth() {
    let p = random_position(12345, 30);
    let a = search(&p, Limits::depth(9));
    let b = search(&p, Limits::depth(9));
    // Everything but the elapsed time.
    assert_eq!(
        (a.best, a.score, a.depth, a.seldepth, a.nodes, &a.pv),
        (b.best, b.score, b.depth, b.seldepth, b.nodes, &b.pv)
    );
}

#[test]
fn a_set_stop_flag_still_returns_a_legal_move() {
    let p = Position::startpos(RuleSet::default());
    let stop = AtomicBool::new(true);
    let r = Searcher::<Position>::new(1)
        .search(&p, &[], &Limits::default(), &stop, &mut |_| {})
        .unwrap();
    assert!(p.is_legal(r.best));
}

#[test]
fn no_legal_move_gives_none() {
    // Blue has lost its last piece: the game is over, so there is nothing to search.
    let p = pos("7/7/7/7/7/7/7/7/E6 b");
    assert!(search_from(1, &p, &[], Limits::depth(3)).is_none());
}

#[test]
fn repetition_counts_as_a_draw() {
    // Red is a lion up, so it avoids repeating a position of the game: with the position after
    // its favourite move already in the history, that move scores as a draw and another is chosen.
    let p = pos("6t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w 10 6");
    let first = search(&p, Limits::depth(5));
    assert!(first.score > 300, "score {}", first.score);
    let seen = p.play(first.best).hash();
    let again = search_from(4, &p, &[seen], Limits::depth(5)).unwrap();
    assert_ne!(again.best, first.best);
    assert!(again.score > 300, "score {}", again.score);
}

#[test]
fn seeded_beginner_is_reproducible() {
    let p = Position::startpos(RuleSet::default());
    let stop = AtomicBool::new(false);
    let play = |seed| {
        let mut e = Engine::with_seed(1, seed);
        let mut q = p;
        let mut hist = Vec::new();
        let mut moves = Vec::new();
        for _ in 0..10 {
            let Some(r) = e.choose_move(&q, &hist, Level::Beginner, &stop) else {
                break;
            };
            assert!(q.is_legal(r.best));
            moves.push(r.best);
            hist.push(q.hash());
            q = q.play(r.best);
        }
        moves
    };
    assert_eq!(play(7), play(7));
}

/// A position reached by `plies` random legal moves from the start (stops early at game end).
fn random_position(seed: u64, plies: usize) -> Position {
    support::search::random_position(seed, plies, |_| false)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]
    #[test]
    fn never_returns_an_illegal_move(seed in any::<u64>(), plies in 0usize..120, depth in 1u32..5) {
        let p = random_position(seed, plies);
        let stop = AtomicBool::new(false);
        let r = Searcher::<Position>::new(1).search(&p, &[], &Limits::depth(depth), &stop, &mut |_| {});
        match r {
            None => prop_assert!(p.legal_moves().is_empty()),
            Some(r) => {
                prop_assert!(p.is_legal(r.best), "{} in {}", r.best, p.fen());
                // The principal variation is a line of legal moves.
                let mut q = p;
                for m in &r.pv {
                    prop_assert!(q.is_legal(*m), "pv {:?} in {}", r.pv, p.fen());
                    q = q.play(*m);
                }
            }
        }
    }
}

#[test]
fn hint_and_levels_give_legal_moves() {
    let p = random_position(99, 20);
    // A hint cut short at once still names a legal move.
    let h = qibot::engine::hint(&p, &[], &AtomicBool::new(true)).unwrap();
    assert!(p.is_legal(h.best));
    let go = AtomicBool::new(false);
    for level in [Level::Beginner, Level::Easy, Level::Medium] {
        let r = qibot::engine::choose_move(&p, &[], level, &go).unwrap();
        assert!(p.is_legal(r.best), "{level}");
    }
}

#[test]
fn beginner_varies_but_never_misses_a_den_entry() {
    let start = Position::startpos(RuleSet::default());
    let stop = AtomicBool::new(false);
    let firsts: std::collections::HashSet<Move> = (0..20)
        .map(|seed| {
            Engine::with_seed(1, seed)
                .choose_move(&start, &[], Level::Beginner, &stop)
                .unwrap()
                .best
        })
        .collect();
    assert!(firsts.len() >= 3, "{firsts:?}");
    let p = pos("l3R1t/7/7/7/7/7/7/7/E6 w");
    for seed in 0..20 {
        let r = Engine::with_seed(1, seed)
            .choose_move(&p, &[], Level::Beginner, &stop)
            .unwrap();
        assert_eq!(r.best.to_string(), "e9d9");
    }
}

/// A searcher with every pruning and reduction switched on or off.
fn searcher_with(all_on: bool) -> Searcher<Position> {
    let mut s = Searcher::<Position>::new(4);
    s.options.null_move = all_on;
    s.options.lmr = all_on;
    s.options.iir = all_on;
    s.options.counter_move = all_on;
    s.options.qs_delta = all_on;
    s.options.futility = all_on;
    s
}

#[test]
fn den_in_3_is_found_with_every_reduction_on_and_off() {
    // As in `finds_den_in_3`, but Red has three pieces (so null move may be tried at its nodes)
    // and Blue's far elephant cannot come back in time.
    let p = pos("7/e6/7/3L3/1r5/7/7/7/E5T w");
    let stop = AtomicBool::new(false);
    for all_on in [true, false] {
        for depth in [5, 8, 12] {
            let r = searcher_with(all_on)
                .search(&p, &[], &Limits::depth(depth), &stop, &mut |_| {})
                .unwrap();
            assert_eq!(r.best.to_string(), "d6d7", "all_on {all_on} depth {depth}");
            assert_eq!(mate_in(r.score), Some(3), "all_on {all_on} depth {depth}");
        }
    }
}

#[test]
fn den_threat_is_still_met_with_every_reduction_on() {
    let p = pos("7/7/7/l6/E6/7/7/2Cw3/7 w");
    let stop = AtomicBool::new(false);
    for depth in [4, 8, 12] {
        let r = searcher_with(true)
            .search(&p, &[], &Limits::depth(depth), &stop, &mut |_| {})
            .unwrap();
        assert_eq!(r.best.to_string(), "c2d2", "depth {depth}");
    }
}

#[test]
fn same_result_twice_deep_with_null_move_verification() {
    // Depth 13 reaches the null-move verification search (remaining depth 10 or more).
    let p = random_position(777, 16);
    let run = || {
        let stop = AtomicBool::new(false);
        searcher_with(true)
            .search(&p, &[], &Limits::depth(13), &stop, &mut |_| {})
            .unwrap()
    };
    let (a, b) = (run(), run());
    assert_eq!(
        (a.best, a.score, a.depth, a.nodes, &a.pv),
        (b.best, b.score, b.depth, b.nodes, &b.pv)
    );
    assert_eq!(a.depth, 13);
}
