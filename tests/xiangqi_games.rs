//! Real games: the 1 125 games of Liu Dahua replay with every move legal, and the fifteen games
//! written in ICCS, WXF (XQDB's full-width form) and Chinese notation read to the same moves
//! and print back the same in WXF and Chinese.

use qibot::games::contract::GamePosition;
use qibot::games::xiangqi::notation::{Script, chinese, normalize, wxf, wxf_fullwidth};
use qibot::games::xiangqi::{Game, Move, Position, RuleSet, parse_move, read_pgn};

#[test]
fn all_games_of_liu_dahua_replay() {
    let games = read_pgn(include_str!("data/games_liu_dahua.pgn"));
    assert_eq!(games.len(), 1125);
    let mut plies = 0;
    for (i, g) in games.iter().enumerate() {
        assert!(!g.moves.is_empty(), "game {i} has no moves");
        // Every move is read as ICCS and checked legal by the game.
        let moves: Vec<Move> = g
            .moves
            .iter()
            .map(|t| t.parse().unwrap_or_else(|e| panic!("game {i}: {e}")))
            .collect();
        // Players may play on past a repetition or a long capture-free stretch: no draw rules.
        let rules = RuleSet {
            repetition_count: 255,
            no_capture_draw_plies: 0,
            ..RuleSet::default()
        };
        if let Err((ply, e)) = Game::replay(Position::startpos(rules), &moves) {
            panic!("game {i} ({:?}), ply {ply} {}: {e}", g.tags, moves[ply]);
        }
        plies += moves.len();
    }
    assert!(plies > 80_000, "{plies} plies");
}

/// The one move where the databases disagree: game 1 (Liu Dianzhong – Liu Dahua), move 36,
/// Red has soldiers on e3 and e5; the ICCS record plays e5e6, the front soldier (前兵, `+P+1`), but
/// XQDB's WXF and Chinese texts say the rear one (`－Ｐ＋１`, 后兵进一), which is e3e4. Neither
/// soldier moves again, so the rest of the game cannot tell; the advance of the crossed soldier
/// is the move that was played.
const DISAGREEMENT: (usize, usize, &str, &str) = (1, 70, "e5e6", "e3e4");

#[test]
fn fifteen_games_in_three_notations_agree() {
    let iccs = read_pgn(include_str!("data/fifteen_bulk_games_uci.pgn"));
    let intl = read_pgn(include_str!("data/fifteen_xqdb_international.pgn"));
    let trad = read_pgn(include_str!("data/fifteen_xqdb_traditional.pgn"));
    assert_eq!((iccs.len(), intl.len(), trad.len()), (15, 15, 15));
    let mut plies = 0;
    for (n, ((a, b), c)) in iccs.iter().zip(&intl).zip(&trad).enumerate() {
        assert_eq!(a.tags, b.tags);
        assert_eq!(a.moves.len(), b.moves.len(), "game {n}");
        assert_eq!(a.moves.len(), c.moves.len(), "game {n}");
        let mut pos = Position::startpos(RuleSet::default());
        for (i, ((ta, tb), tc)) in a.moves.iter().zip(&b.moves).zip(&c.moves).enumerate() {
            let ctx = || format!("game {n} ply {i}: {ta} / {tb} / {tc} in {}", pos.fen());
            let m = parse_move(&pos, ta).unwrap_or_else(|e| panic!("{}: {e}", ctx()));
            if (n, i) == (DISAGREEMENT.0, DISAGREEMENT.1) {
                assert_eq!(m.to_string(), DISAGREEMENT.2);
                let rear: Move = DISAGREEMENT.3.parse().unwrap();
                assert_eq!(parse_move(&pos, tb), Ok(rear));
                assert_eq!(parse_move(&pos, tc), Ok(rear));
                assert_eq!(wxf(&pos, m), "+P+1");
                assert_eq!(chinese(&pos, m, Script::Simplified), "前兵进一");
                assert_eq!(wxf(&pos, rear), "-P+1");
                assert_eq!(chinese(&pos, rear, Script::Simplified), "后兵进一");
                pos = pos.play(m);
                plies += 1;
                continue;
            }
            assert_eq!(parse_move(&pos, tb), Ok(m), "{}", ctx());
            assert_eq!(parse_move(&pos, tc), Ok(m), "{}", ctx());
            // Printed back: exactly the database's text, and the ASCII forms read back.
            assert_eq!(&wxf_fullwidth(&pos, m), tb, "{}", ctx());
            assert_eq!(wxf(&pos, m), normalize(tb).replace('=', "."), "{}", ctx());
            assert_eq!(&chinese(&pos, m, Script::Simplified), tc, "{}", ctx());
            assert_eq!(parse_move(&pos, &wxf(&pos, m)), Ok(m), "{}", ctx());
            let trad_text = chinese(&pos, m, Script::Traditional);
            assert_eq!(parse_move(&pos, &trad_text), Ok(m), "{} {trad_text}", ctx());
            pos = pos.play(m);
            plies += 1;
        }
    }
    assert!(plies > 1000, "{plies}");
}
