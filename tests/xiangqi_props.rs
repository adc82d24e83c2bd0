//! Property tests over random legal playouts, and fuzz-style tests of the text parsers.

use proptest::prelude::*;
use qibot::games::contract::GamePosition;
use qibot::games::options::RuleOptions;
use qibot::games::xiangqi::notation::{Script, chinese, wxf, wxf_fullwidth};
use qibot::games::xiangqi::{Game, Move, Position, RuleSet, Square, parse_move, read_pgn};
use rand::{Rng, SeedableRng, rngs::StdRng};

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn playouts_keep_fen_hash_and_text_consistent(seed in any::<u64>(), plies in 1usize..200) {
        let mut rng = StdRng::seed_from_u64(seed);
        let presets = ["standard", "asian", "casual"];
        let rules = RuleSet::preset(presets[rng.gen_range(0..presets.len())]).unwrap();
        let mut game = Game::new(Position::startpos(rules));
        for ply in 0..plies {
            let p = *game.position();
            // FEN round trip is exact, counters included.
            let back = Position::from_fen(&p.fen(), rules).unwrap();
            prop_assert_eq!(back, p);
            // The incremental hash equals the hash from scratch.
            prop_assert_eq!(p.hash(), p.hash_from_scratch());
            let moves = p.legal_moves();
            prop_assert_eq!(moves.len() as u32, p.count_moves());
            // Every generated move reads back from ICCS, WXF (ASCII and full-width) and
            // Chinese (both scripts).
            for m in moves.iter() {
                prop_assert_eq!(parse_move(&p, &m.to_string()), Ok(*m));
                prop_assert_eq!(parse_move(&p, &format!("{}-{}", m.from, m.to)), Ok(*m));
                let w = wxf(&p, *m);
                prop_assert_eq!(parse_move(&p, &w), Ok(*m), "{} in {}", w, p.fen());
                prop_assert_eq!(parse_move(&p, &wxf_fullwidth(&p, *m)), Ok(*m));
                for script in [Script::Traditional, Script::Simplified] {
                    let c = chinese(&p, *m, script);
                    prop_assert_eq!(parse_move(&p, &c), Ok(*m), "{} in {}", c, p.fen());
                }
            }
            // `check` agrees with the generator on every from/to pair of the mover's pieces.
            if ply % 4 == 0 {
                for (_, from) in p.pieces(p.side_to_move()) {
                    for to in Square::all() {
                        let m = Move::new(from, to);
                        prop_assert_eq!(p.check(m).is_ok(), moves.contains(&m), "{} {}", p.fen(), m);
                    }
                }
            }
            if game.outcome().is_some() || moves.is_empty() {
                break;
            }
            let m = moves[rng.gen_range(0..moves.len())];
            game.play(m).unwrap();
        }
    }

    #[test]
    fn parsers_never_panic_on_any_text(text in any::<String>()) {
        let p = Position::startpos(RuleSet::default());
        let _ = parse_move(&p, &text);
        let _ = Position::from_fen(&text, RuleSet::default());
        let _ = text.parse::<RuleSet>();
        let _ = text.parse::<Move>();
        let _ = text.parse::<Square>();
        let _ = read_pgn(&text);
    }

    #[test]
    fn parsers_never_panic_on_move_like_text(
        text in "[a-i0-9 +=.\\-/wbKAEHRCPBNkaehrcpbn炮馬马車车兵卒帥將仕士相象進进退平前後后中一二三四五六七八九ＣＨＲＰ０-９＋－＝]{0,12}"
    ) {
        let p = Position::startpos(RuleSet::default());
        let _ = parse_move(&p, &text);
        let _ = Position::from_fen(&text, RuleSet::default());
        let _ = read_pgn(&text);
    }
}

#[test]
fn empty_and_huge_inputs_are_refused_cleanly() {
    let p = Position::startpos(RuleSet::default());
    assert!(parse_move(&p, "").is_err());
    assert!(parse_move(&p, "   ").is_err());
    assert!(parse_move(&p, "\u{3000}").is_err());
    let huge = "炮二平五".repeat(900); // over 10 KB
    assert!(huge.len() > 10_000);
    assert!(
        parse_move(&p, &huge)
            .unwrap_err()
            .to_string()
            .contains("too long")
    );
    let huge_fen = "9/".repeat(3500);
    assert!(Position::from_fen(&huge_fen, RuleSet::default()).is_err());
    let unicode: String = (0..5000u32)
        .filter_map(|i| char::from_u32(0x4E00 + i * 7))
        .collect();
    assert!(parse_move(&p, &unicode).is_err());
    assert!(Position::from_fen(&unicode, RuleSet::default()).is_err());
    assert!(unicode.parse::<RuleSet>().is_err());
    let _ = read_pgn(&unicode);
    let _ = read_pgn(&"[".repeat(10_000));
}
