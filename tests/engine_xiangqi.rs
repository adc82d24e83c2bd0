//! The search on Xiangqi positions: mates in 1 and 2, stalemate as a win, defence against an
//! immediate mate, legality, determinism, the levels and hints, a short match, and the engine
//! protocol with `UCI_Variant xiangqi`. Every position is checked with the rules first.

mod support;
use support::engine::Engine;
use support::search::{search, search_from, xorshift};

use std::sync::atomic::AtomicBool;

use proptest::prelude::*;
use qibot::engine::eval::xiangqi::EvalParams;
use qibot::engine::matchplay::{self, MatchConfig, Player};
use qibot::engine::{Level, Limits, MATE_BOUND, SearchGame, Searcher, mate_in};
use qibot::games::contract::GamePosition;
use qibot::games::xiangqi::{Move, PieceKind, Position, RuleSet};

/// The moves of the side to move after which the opponent has no legal move (checkmate or
/// stalemate: a win either way), by the rules alone.
fn winning_moves(p: &Position) -> Vec<Move> {
    p.legal_moves()
        .iter()
        .copied()
        .filter(|&m| p.play(m).is_lost())
        .collect()
}

/// Whether the side to move can force a win in two of its moves (and not in one), by the rules.
fn mate_in_two_only(p: &Position) -> bool {
    winning_moves(p).is_empty()
        && p.legal_moves().iter().any(|&m| {
            let child = p.play(m);
            let replies = child.legal_moves();
            !replies.is_empty()
                && replies
                    .iter()
                    .all(|&r| !winning_moves(&child.play(r)).is_empty())
        })
}

/// The position `fen` under the standard rules.
fn pos(fen: &str) -> Position {
    support::search::pos(fen)
}

#[test]
fn finds_a_mate_in_1() {
    // Red's chariot a8 holds rank 8, the general d0 holds d9 (flying general): b1-b9 mates.
    let p = pos("4k4/R8/9/9/9/9/9/9/1R7/3K5 w - - 0 1");
    let wins = winning_moves(&p);
    assert!(wins.contains(&"b1b9".parse().unwrap()), "{wins:?}");
    let r = search(&p, Limits::depth(1));
    assert!(wins.contains(&r.best), "{}", r.best);
    assert!(p.play(r.best).in_check(), "a checkmate, not a stalemate");
    assert_eq!(mate_in(r.score), Some(1), "score {}", r.score);
}

#[test]
fn finds_a_mate_in_2() {
    // The two-chariot ladder: one chariot takes rank 8 (the black general must go to f9), the
    // other mates on rank 9.
    let p = pos("4k4/9/R8/1R7/9/9/9/9/9/3K5 w - - 0 1");
    assert!(mate_in_two_only(&p));
    let r = search(&p, Limits::depth(4));
    assert_eq!(mate_in(r.score), Some(2), "score {} pv {:?}", r.score, r.pv);
    // The principal variation is a forced win: after the first move every reply loses at once.
    let child = p.play(r.best);
    assert!(winning_moves(&child).is_empty() && !child.legal_moves().is_empty());
    for &reply in child.legal_moves().iter() {
        assert!(!winning_moves(&child.play(reply)).is_empty(), "{reply}");
    }
    assert_eq!(r.pv.len(), 3, "pv {:?}", r.pv);
    // One ply short, a search whose quiescence tries captures only cannot see it; with the
    // quiet checks Xiangqi's quiescence tries at its first ply, it does, and the mate is real.
    let stop = AtomicBool::new(false);
    let mut captures_only = Searcher::<Position>::new(4);
    captures_only.options.qs_threats = false;
    let shallow = captures_only
        .search(&p, &[], &Limits::depth(1), &stop, &mut |_| {})
        .expect("a legal move exists");
    assert_eq!(mate_in(shallow.score), None);
    let shallow = search(&p, Limits::depth(1));
    assert_eq!(mate_in(shallow.score), Some(2), "score {}", shallow.score);
    assert!(winning_moves(&p.play(shallow.best)).is_empty());
    let child = p.play(shallow.best);
    for &reply in child.legal_moves().iter() {
        assert!(!winning_moves(&child.play(reply)).is_empty(), "{reply}");
    }
}

#[test]
fn stalemate_is_a_win_for_the_stalemating_side() {
    // Red's only winning move is a7-a8: it leaves Black's general without a move, not in check
    // (d9 faces Red's general, f9 is covered by the soldier, e8 by the chariot).
    let p = pos("4k1P2/9/RP7/9/9/9/9/9/9/3K5 w - - 0 1");
    let a8: Move = "a7a8".parse().unwrap();
    assert_eq!(winning_moves(&p), vec![a8]);
    let stalemated = p.play(a8);
    assert!(stalemated.is_lost() && !stalemated.in_check());
    // Seen from depth 2: a stalemate is found where the main search generates moves, not in
    // quiescence (which only knows checkmate).
    for depth in 2..=5 {
        let r = search(&p, Limits::depth(depth));
        assert_eq!(r.best, a8, "depth {depth}");
        assert_eq!(
            mate_in(r.score),
            Some(1),
            "depth {depth}: score {}",
            r.score
        );
    }
    // The stalemated side has no move to return.
    assert!(search_from(1, &stalemated, &[], Limits::depth(3)).is_none());
}

#[test]
fn avoids_an_immediate_mate() {
    // Black threatens b8-b0 mate (the chariot a1 holds rank 1, the general d9 holds d0); Red's
    // chariot must take b8 or check.
    let p = pos("3k5/1r5R1/9/9/9/9/9/9/r8/4K4 w - - 0 1");
    let threat = p.play("e0f0".parse().unwrap());
    assert!(!winning_moves(&threat).is_empty(), "the threat is real");
    let safe: Vec<Move> = p
        .legal_moves()
        .iter()
        .copied()
        .filter(|&m| winning_moves(&p.play(m)).is_empty())
        .collect();
    assert!(!safe.is_empty() && safe.len() < p.legal_moves().len());
    for depth in 1..=5 {
        let r = search(&p, Limits::depth(depth));
        assert!(safe.contains(&r.best), "depth {depth}: {}", r.best);
        assert!(r.score > -MATE_BOUND, "depth {depth}: score {}", r.score);
    }
}

#[test]
fn escapes_check() {
    // Red is in check from the chariot e5: the general may go to f0 (d0 faces the black
    // general, e1 is held by the chariot a1) or the chariot h5 may take e5. The engine answers
    // with a legal escape that allows no mate in one.
    let p = pos("3k5/9/9/9/4r2R1/9/9/9/r8/4K4 w - - 0 1");
    assert!(p.in_check());
    for depth in 1..=5 {
        let r = search(&p, Limits::depth(depth));
        assert!(p.is_legal(r.best), "depth {depth}: {}", r.best);
        let after = p.play(r.best);
        assert!(!after.in_check_side(qibot::games::xiangqi::Side::Red));
        assert!(
            winning_moves(&after).is_empty(),
            "depth {depth}: {}",
            r.best
        );
    }
}

/// A position after `plies` pseudo-random legal moves from the start (seeded), stopping before
/// a finished game.
fn random_position(seed: u64, plies: usize) -> Position {
    support::search::random_position(seed, plies, Position::is_lost)
}

#[test]
fn same_result_twice_at_a_fixed_depth() {
    for (seed, plies) in [(1u64, 0usize), (777, 20), (4242, 50)] {
        let p = random_position(seed, plies);
        let a = search(&p, Limits::depth(6));
        let b = search(&p, Limits::depth(6));
        assert_eq!(
            (a.best, a.score, a.depth, a.seldepth, a.nodes, &a.pv),
            (b.best, b.score, b.depth, b.seldepth, b.nodes, &b.pv),
            "{}",
            p.fen()
        );
    }
}

#[test]
fn evaluation_terms_kept_move_by_move_equal_a_recount() {
    // Every legal move (and the pass of a null move) of positions reached by random play: the
    // terms after the move equal those counted afresh in the child, and the evaluations made
    // from them equal the child's own, lazy ones included, with the default weights and with
    // others.
    let mut other = EvalParams::default();
    other.material[0][PieceKind::Chariot.index()] += 37;
    other.material[1][PieceKind::Horse.index()] -= 23;
    other.material[1][PieceKind::Soldier.index()] += 41;
    other.king_safety_advisor += 11;
    other.pst_scale = [
        [100, 90, 110, 130, 70, 120, 150],
        [120, 80, 100, 150, 90, 100, 210],
    ];
    other.tempo = 7;
    let mut children = 0;
    for params in [EvalParams::default(), other] {
        for seed in 0..60u64 {
            let p = random_position(seed * 7_919 + 1, (seed as usize * 13) % 110);
            let acc = p.acc(&params);
            let mut next = vec![(p.pass(), acc)];
            for &m in p.legal_moves().iter() {
                next.push((p.play(m), p.acc_after(m, &acc, &params)));
            }
            for (child, kept) in next {
                assert_eq!(kept, child.acc(&params), "{} from {}", child.fen(), p.fen());
                let e = child.evaluate(&params);
                assert_eq!(child.evaluate_acc(&params, &kept), e, "{}", child.fen());
                for (alpha, beta) in [(-30_000, 30_000), (e - 50, e + 50), (e + 600, e + 601)] {
                    assert_eq!(
                        child.evaluate_lazy_acc(&params, &kept, alpha, beta),
                        child.evaluate_lazy(&params, alpha, beta),
                        "{} ({alpha}, {beta})",
                        child.fen()
                    );
                }
                children += 1;
            }
        }
    }
    assert!(children > 2_000, "{children} children checked");
}

#[test]
fn evaluation_terms_kept_along_a_game_equal_a_recount() {
    // Kept move after move from the start, as the search keeps them down a line.
    let params = EvalParams::default();
    for seed in 0..20u64 {
        let mut p = Position::startpos(RuleSet::default());
        let mut acc = p.acc(&params);
        let mut x = seed * 31 + 7;
        for _ in 0..150 {
            let moves = p.legal_moves();
            if moves.is_empty() {
                break;
            }
            xorshift(&mut x);
            // Captures first when there are some, so that the material changes often.
            let m = moves
                .iter()
                .copied()
                .find(|m| p.is_capture(*m) && x % 3 != 0)
                .unwrap_or(moves[(x % moves.len() as u64) as usize]);
            acc = p.acc_after(m, &acc, &params);
            p = p.play(m);
            assert_eq!(acc, p.acc(&params), "{}", p.fen());
            assert_eq!(p.evaluate_acc(&params, &acc), p.evaluate(&params));
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn never_returns_an_illegal_move(seed in any::<u64>(), plies in 0usize..120, depth in 1u32..4) {
        let p = random_position(seed, plies);
        let r = search(&p, Limits::depth(depth));
        prop_assert!(p.is_legal(r.best), "{} in {}", r.best, p.fen());
        for (i, m) in r.pv.iter().enumerate() {
            // Each principal-variation move is legal where it is played.
            let mut q = p;
            for &earlier in &r.pv[..i] {
                q = q.play(earlier);
            }
            prop_assert!(q.is_legal(*m), "pv move {i} {m} in {}", p.fen());
        }
    }
}

#[test]
fn levels_and_hints_play_legal_moves() {
    let p = random_position(99, 12);
    let stop = AtomicBool::new(false);
    for level in [Level::Beginner, Level::Easy, Level::Medium] {
        let r = qibot::engine::choose_move(&p, &[], level, &stop).unwrap();
        assert!(p.is_legal(r.best), "{level}: {}", r.best);
    }
    // A raised stop flag ends the hint at once, still with a legal move.
    let stopped = AtomicBool::new(true);
    let h = qibot::engine::hint(&p, &[], &stopped).unwrap();
    assert!(p.is_legal(h.best));
    // The beginner's random pick varies with the seed but stays reasonable: never the move that
    // allows the mate above.
    let q = pos("3k5/1r5R1/9/9/9/9/9/9/r8/4K4 w - - 0 1");
    for seed in 0..8 {
        let mut e = qibot::engine::Engine::<Position>::with_seed(1, seed);
        let r = e.choose_move(&q, &[], Level::Beginner, &stop).unwrap();
        assert!(winning_moves(&q.play(r.best)).is_empty(), "{}", r.best);
    }
}

#[test]
fn a_short_xiangqi_match_runs() {
    let a: Player<qibot::engine::eval::xiangqi::EvalParams> = "beginner".parse().unwrap();
    let b: Player<qibot::engine::eval::xiangqi::EvalParams> =
        "easy:depth=2,chariot=950".parse().unwrap();
    assert!(
        "easy:rat=500"
            .parse::<Player<qibot::engine::eval::xiangqi::EvalParams>>()
            .is_err()
    );
    let cfg = MatchConfig::one_pair(5, (2, 3), 30, RuleSet::default());
    let r = matchplay::run::<Position>(&a, &b, &cfg, &|_| {});
    assert_eq!(r.games(), 2);
    let ops = matchplay::openings::<Position>(RuleSet::default(), 20, (2, 4), 1);
    assert_eq!(ops.len(), 20);
    for o in &ops {
        let mut p = Position::startpos(RuleSet::default());
        for &m in o {
            assert!(p.is_legal(m));
            p = p.play(m);
        }
    }
}

#[test]
fn protocol_with_uci_variant_xiangqi() {
    let mut e = Engine::start();
    let lines = e.exchange(&["uci"], "uciok");
    assert!(
        lines.contains(
            &"option name UCI_Variant type combo default jungle var jungle var xiangqi".to_string()
        ),
        "{lines:?}"
    );
    let lines = e.exchange(
        &[
            "setoption name UCI_Variant value xiangqi",
            "position startpos moves h2e2 h9g7",
            "go depth 4",
        ],
        "bestmove",
    );
    assert_eq!(lines.len(), 5, "{lines:?}");
    assert!(lines[3].starts_with("info depth 4 "), "{lines:?}");
    let m: Move = lines[4]["bestmove ".len()..].parse().unwrap();
    let p = Position::startpos(RuleSet::default())
        .play("h2e2".parse().unwrap())
        .play("h9g7".parse().unwrap());
    assert!(p.is_legal(m), "{m}");

    // A mate in 2 by FEN, with the mate score.
    let lines = e.exchange(
        &[
            "position fen 4k4/9/R8/1R7/9/9/9/9/9/3K5 w - - 0 1",
            "go depth 4",
        ],
        "bestmove",
    );
    assert!(
        lines.iter().any(|l| l.contains(" score mate 2 ")),
        "{lines:?}"
    );

    // Xiangqi rules, and errors that change nothing.
    for bad in [
        "setoption name Rules value tiger_jump=vertical",
        "setoption name UCI_Variant value shogi",
        "position startpos moves h2h8",
        "position startpos moves c3c4x",
        "position fen rnbakabnr/9/9 w",
    ] {
        let lines = e.exchange(&[bad, "isready"], "readyok");
        assert_eq!(lines.len(), 2, "{bad}: {lines:?}");
        assert!(
            lines[0].starts_with("info string error: "),
            "{bad}: {lines:?}"
        );
    }
    let lines = e.exchange(&["setoption name Rules value asian", "isready"], "readyok");
    assert_eq!(lines, ["readyok"]);
    // Stalemate: no move for the side to move.
    let lines = e.exchange(
        &[
            "position fen 4k1P2/R8/1P7/9/9/9/9/9/9/3K5 b - - 0 1",
            "go depth 2",
        ],
        "bestmove",
    );
    assert_eq!(
        lines,
        [
            "info string the game is over: Red wins because the opponent has no legal move (stalemate); there is no move to search",
            "bestmove 0000"
        ]
    );
    // Checkmate: the null move too, and why.
    let lines = e.exchange(
        &[
            "position fen R3k4/1R7/9/9/9/9/9/9/9/3K5 b - - 0 1",
            "go depth 2",
        ],
        "bestmove",
    );
    assert_eq!(
        lines,
        [
            "info string the game is over: Red wins by checkmate; there is no move to search",
            "bestmove 0000"
        ]
    );
    // Back to Jungle: its start position and moves again.
    let lines = e.exchange(
        &[
            "setoption name UCI_Variant value jungle",
            "position startpos moves g3g4",
            "go depth 2",
        ],
        "bestmove",
    );
    let jm: qibot::games::jungle::Move =
        lines.last().unwrap()["bestmove ".len()..].parse().unwrap();
    let jp = qibot::games::jungle::Position::startpos(qibot::games::jungle::RuleSet::default())
        .play("g3g4".parse().unwrap());
    assert!(jp.is_legal(jm));
    e.quit();
}
