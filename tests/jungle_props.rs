//! Property tests over random legal playouts, and fuzz-style tests of the text parsers.

use proptest::prelude::*;
use qibot::games::contract::GamePosition;
use qibot::games::jungle::{Game, Move, Position, RuleSet, Square, parse_move};
use qibot::games::options::RuleOptions;
use rand::{Rng, SeedableRng, rngs::StdRng};

fn random_rules(rng: &mut StdRng) -> RuleSet {
    let presets = [
        "standard",
        "traditional",
        "vertical-tiger",
        "fivefold",
        "engine",
    ];
    let mut r = RuleSet::preset(presets[rng.gen_range(0..presets.len())]).unwrap();
    for key in [
        "rat_captures_elephant_from_water",
        "dog_swims",
        "universal_traps",
        "trapped_piece_can_capture",
    ] {
        if rng.gen_bool(0.3) {
            r.set(key, "true").unwrap();
        }
    }
    if rng.gen_bool(0.3) {
        r.set("jump_blocked_by", "enemy").unwrap();
    }
    r
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn playouts_keep_fen_hash_and_text_consistent(seed in any::<u64>(), plies in 1usize..160) {
        let mut rng = StdRng::seed_from_u64(seed);
        let rules = random_rules(&mut rng);
        let mut game = Game::new(Position::startpos(rules));
        for _ in 0..plies {
            let p = *game.position();
            // FEN round trip is exact, counters included.
            let back = Position::from_fen(&p.fen(), rules).unwrap();
            prop_assert_eq!(back, p);
            // The incremental hash equals the hash from scratch.
            prop_assert_eq!(p.hash(), p.compute_hash());
            let moves = p.legal_moves();
            prop_assert_eq!(moves.len() as u32, p.count_moves());
            // Every generated move reads back in coordinate form; `check` agrees with the
            // generator on every from/to pair of the mover's pieces.
            for m in moves.iter() {
                prop_assert_eq!(parse_move(&p, &m.to_string()), Ok(*m));
                prop_assert_eq!(parse_move(&p, &format!("{}-{}", m.from, m.to)), Ok(*m));
            }
            for (_, from) in p.pieces(p.side_to_move()) {
                for to in Square::all() {
                    let m = Move::new(from, to);
                    prop_assert_eq!(p.check(m).is_ok(), moves.contains(&m), "{} {}", p.fen(), m);
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
    }

    #[test]
    fn parsers_never_panic_on_move_like_text(text in "[a-h0-9 xX/wbrRCDWPTLEcdwptle鼠象-]{0,40}") {
        let p = Position::startpos(RuleSet::default());
        let _ = parse_move(&p, &text);
        let _ = Position::from_fen(&text, RuleSet::default());
    }
}

#[test]
fn empty_and_huge_inputs_are_refused_cleanly() {
    let p = Position::startpos(RuleSet::default());
    assert!(parse_move(&p, "").is_err());
    assert!(parse_move(&p, "   ").is_err());
    let huge = "rat ".repeat(2560); // 10 KB
    assert!(
        parse_move(&p, &huge)
            .unwrap_err()
            .to_string()
            .contains("too long")
    );
    let huge_fen = "7/".repeat(3500);
    assert!(Position::from_fen(&huge_fen, RuleSet::default()).is_err());
    let unicode: String = (0..5000u32)
        .filter_map(|i| char::from_u32(0x4E00 + i * 7))
        .collect();
    assert!(parse_move(&p, &unicode).is_err());
    assert!(Position::from_fen(&unicode, RuleSet::default()).is_err());
    assert!(unicode.parse::<RuleSet>().is_err());
}
