//! Property tests over random legal playouts, and fuzz-style tests of the text parsers, for
//! every game: one suite ([`props_suite!`]) run over each game's [`PropGame`].

use proptest::prelude::*;
use qibot::games::contract::GamePosition;
use qibot::games::history::History;
use qibot::games::options::RuleOptions;
use rand::{Rng, SeedableRng, rngs::StdRng};

/// What the suite needs of a game beyond its contract.
trait PropGame: GamePosition {
    /// The rules of a random playout.
    fn random_rules(rng: &mut StdRng) -> Self::Rules;
    /// The Zobrist hash computed from scratch (the contract's `hash` is incremental).
    fn hash_from_scratch(&self) -> u64;
    /// Every text of the legal move `m` that must read back as `m`.
    fn move_texts(&self, m: Self::Move) -> Vec<String>;
    /// Reads a move typed by a player with the game's own parser.
    fn parse_typed(&self, text: &str) -> Result<Self::Move, String>;
    /// Every move from a piece of the side to move to any square, legal or not.
    fn candidate_moves(&self) -> Vec<Self::Move>;
    /// Every parser of the game that reads `text` (moves, FEN, rules, squares, and those of
    /// [`PropGame::parse_more`]); their results are dropped.
    fn parse_everything(text: &str);
    /// The game's parsers beyond moves, FEN, rules and squares (Xiangqi's PGN).
    fn parse_more(text: &str);
    /// Blank move texts (empty, spaces).
    const BLANK: &'static [&'static str];
    /// A move text over 10 KB.
    fn huge_move() -> String;
    /// A FEN of thousands of ranks.
    fn huge_fen() -> String;
}

/// `plies` random legal plies from the start: at each, the FEN round trip is exact (counters
/// included), the incremental hash is the hash from scratch, the move count is the list's,
/// every legal move reads back from each of its texts, and (every `check_every` plies) `check`
/// agrees with the generator on every from/to pair of the mover's pieces.
fn playout_keeps_fen_hash_and_text_consistent<P: PropGame>(
    seed: u64,
    plies: usize,
    check_every: usize,
) -> Result<(), TestCaseError> {
    let mut rng = StdRng::seed_from_u64(seed);
    let rules = P::random_rules(&mut rng);
    let mut game = History::new(P::startpos(rules));
    for ply in 0..plies {
        let p = *game.position();
        let back = P::from_fen(&p.fen(), rules).unwrap();
        prop_assert_eq!(back, p);
        prop_assert_eq!(p.hash(), p.hash_from_scratch());
        let moves = p.legal_moves();
        prop_assert_eq!(moves.len() as u32, p.count_moves());
        for m in moves.iter() {
            for text in p.move_texts(*m) {
                prop_assert_eq!(p.parse_typed(&text), Ok(*m), "{} in {}", text, p.fen());
            }
        }
        if ply % check_every == 0 {
            for m in p.candidate_moves() {
                prop_assert_eq!(p.check(m).is_ok(), moves.contains(&m), "{} {}", p.fen(), m);
            }
        }
        if game.outcome().is_some() || moves.is_empty() {
            break;
        }
        let m = moves[rng.gen_range(0..moves.len())];
        game.play(m).unwrap();
    }
    Ok(())
}

/// Empty, blank, huge and foreign inputs are refused with an error, not a panic: blank texts,
/// a move text over 10 KB (refused as too long), a FEN of thousands of ranks.
fn empty_and_huge_inputs_are_refused_cleanly<P: PropGame>() {
    let p = P::startpos(P::Rules::default());
    for text in P::BLANK {
        assert!(p.parse_typed(text).is_err(), "{text:?}");
    }
    let huge = P::huge_move();
    assert!(huge.len() > 10_000);
    let err = p.parse_typed(&huge).unwrap_err();
    assert!(err.contains("too long"), "{err}");
    assert!(P::from_fen(&P::huge_fen(), P::Rules::default()).is_err());
    let unicode: String = (0..5000u32)
        .filter_map(|i| char::from_u32(0x4E00 + i * 7))
        .collect();
    assert!(p.parse_typed(&unicode).is_err());
    assert!(P::from_fen(&unicode, P::Rules::default()).is_err());
    assert!(unicode.parse::<P::Rules>().is_err());
    P::parse_everything(&unicode);
    P::parse_everything(&"[".repeat(10_000));
}

/// The suite for the game `$game` (its module under `qibot::games`): `$cases` random
/// playouts of up to `$plies` plies checking every move pair each `$check_every` plies, and
/// fuzzing with move-like text of the alphabet `$alphabet`.
macro_rules! props_suite {
    ($game:ident, $cases:expr, $plies:expr, $check_every:expr, $alphabet:expr) => {
        mod $game {
            use super::*;

            type P = qibot::games::$game::Position;

            #[test]
            fn empty_and_huge_inputs_are_refused_cleanly() {
                super::empty_and_huge_inputs_are_refused_cleanly::<P>();
            }

            proptest! {
                #![proptest_config(ProptestConfig::with_cases($cases))]

                #[test]
                fn playouts_keep_fen_hash_and_text_consistent(seed in any::<u64>(), plies in 1usize..$plies) {
                    playout_keeps_fen_hash_and_text_consistent::<P>(seed, plies, $check_every)?;
                }

                #[test]
                fn parsers_never_panic_on_any_text(text in any::<String>()) {
                    P::parse_everything(&text);
                }

                #[test]
                fn parsers_never_panic_on_move_like_text(text in $alphabet) {
                    let p = P::startpos(Default::default());
                    let _ = PropGame::parse_typed(&p, &text);
                    let _ = P::from_fen(&text, Default::default());
                    P::parse_everything(&text);
                }
            }
        }
    };
}

props_suite!(
    jungle,
    256,
    160,
    1,
    "[a-h0-9 xX/wbrRCDWPTLEcdwptle鼠象-]{0,40}"
);
props_suite!(
    xiangqi,
    48,
    200,
    4,
    "[a-i0-9 +=.\\-/wbKAEHRCPBNkaehrcpbn炮馬马車车兵卒帥將仕士相象進进退平前後后中一二三四五六七八九ＣＨＲＰ０-９＋－＝]{0,12}"
);

/// The [`PropGame`] items each game writes alike with its own `Move`, `Square` and
/// `parse_move`.
macro_rules! same_in_every_game {
    () => {
        fn parse_typed(&self, text: &str) -> Result<Move, String> {
            parse_move(self, text).map_err(|e| e.to_string())
        }
        fn candidate_moves(&self) -> Vec<Move> {
            self.pieces(self.side_to_move())
                .flat_map(|(_, from)| Square::all().map(move |to| Move::new(from, to)))
                .collect()
        }
        fn parse_everything(text: &str) {
            let p = Position::startpos(RuleSet::default());
            let _ = parse_move(&p, text);
            let _ = Position::from_fen(text, RuleSet::default());
            let _ = text.parse::<RuleSet>();
            let _ = text.parse::<Move>();
            let _ = text.parse::<Square>();
            Self::parse_more(text);
        }
    };
}

mod jungle_game {
    use super::*;
    use qibot::games::jungle::{Move, Position, RuleSet, Square, parse_move};

    impl PropGame for Position {
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
        fn hash_from_scratch(&self) -> u64 {
            self.compute_hash()
        }
        fn move_texts(&self, m: Move) -> Vec<String> {
            vec![m.to_string(), format!("{}-{}", m.from, m.to)]
        }
        same_in_every_game!();
        fn parse_more(_: &str) {}
        const BLANK: &'static [&'static str] = &["", "   "];
        fn huge_move() -> String {
            "rat ".repeat(2560) // 10 KB
        }
        fn huge_fen() -> String {
            "7/".repeat(3500)
        }
    }
}

mod xiangqi_game {
    use super::*;
    use qibot::games::xiangqi::notation::{Script, chinese, wxf, wxf_fullwidth};
    use qibot::games::xiangqi::{Move, Position, RuleSet, Square, parse_move, read_pgn};

    impl PropGame for Position {
        fn random_rules(rng: &mut StdRng) -> RuleSet {
            let presets = ["standard", "asian", "casual"];
            RuleSet::preset(presets[rng.gen_range(0..presets.len())]).unwrap()
        }
        fn hash_from_scratch(&self) -> u64 {
            Position::hash_from_scratch(self)
        }
        /// ICCS, WXF (ASCII and full-width) and Chinese (both scripts).
        fn move_texts(&self, m: Move) -> Vec<String> {
            vec![
                m.to_string(),
                format!("{}-{}", m.from, m.to),
                wxf(self, m),
                wxf_fullwidth(self, m),
                chinese(self, m, Script::Traditional),
                chinese(self, m, Script::Simplified),
            ]
        }
        same_in_every_game!();
        fn parse_more(text: &str) {
            let _ = read_pgn(text);
        }
        const BLANK: &'static [&'static str] = &["", "   ", "\u{3000}"];
        fn huge_move() -> String {
            "炮二平五".repeat(900) // over 10 KB
        }
        fn huge_fen() -> String {
            "9/".repeat(3500)
        }
    }
}
