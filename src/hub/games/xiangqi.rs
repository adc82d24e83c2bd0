//! Xiangqi in the hub: its descriptor (words, look, options, greedy bot, move texts in WXF
//! with the Chinese notation for Chinese readers, the text board's letters, pictures) and its
//! wording (pieces, why a move is illegal or unreadable).

use crate::games::contract::GamePosition;
use crate::games::xiangqi as rules;
use crate::render::PieceStyle;

use super::descriptor::{Audience, GameDescriptor, Names, side_name};
use crate::text::{Arg, I18n, Message};

/// Xiangqi, as the hub hosts it.
#[derive(Clone, Copy, Debug, Default)]
pub struct Xiangqi;

static NAMES: Names = Names {
    game: "game-xiangqi",
    second_side: "side-black",
    second_colour: "colour-black",
    second_colour_word: "colour-word-black",
    second_colour_code: "black",
    second_colour_words: &["black", "noir", "b", "n"],
    rules_summary: "rules-summary-xiangqi",
    rules_setting: "default_rules_xiangqi",
    win_in: "review-mate-in",
    board_labels: None,
    examples: "console-examples-xiangqi",
    legend: Some("console-legend-xiangqi"),
    options: &[
        ("repetition", "option-repetition"),
        ("repetition_count", "option-repetition_count"),
        ("no_capture_draw_plies", "option-no_capture_draw_plies"),
    ],
    option_values: &[
        ("draw", "option-value-draw"),
        ("asian", "option-value-asian"),
    ],
};

/// The script of Chinese move notation for a member whose locale is Chinese (`zh-TW`, `zh-HK`
/// and `zh-Hant` traditional, other `zh` simplified); `None` for other locales.
fn chinese_script(locale: Option<&str>) -> Option<rules::Script> {
    let l = locale?.trim().to_ascii_lowercase();
    if !(l == "zh" || l.starts_with("zh-") || l.starts_with("zh_")) {
        return None;
    }
    Some(
        if ["tw", "hk", "mo", "hant"]
            .iter()
            .any(|t| l.split(['-', '_']).any(|p| p == *t))
        {
            rules::Script::Traditional
        } else {
            rules::Script::Simplified
        },
    )
}

/// Whether `locale` is Vietnamese (`vi`, `vi-VN`): its readers write Vietnamese notation
/// (`P2-5`), whose letters and signs mean other things in WXF.
fn vietnamese_reader(locale: &str) -> bool {
    I18n::supported(locale) == Some("vi")
}

/// Rough piece values (soldier 1), for the greedy bot's choice of a capture.
fn value(k: rules::PieceKind) -> u32 {
    use rules::PieceKind as K;
    match k {
        K::General => 100,
        K::Chariot => 9,
        K::Cannon | K::Horse => 4,
        K::Advisor | K::Elephant => 2,
        K::Soldier => 1,
    }
}

impl GameDescriptor for Xiangqi {
    type Position = rules::Position;
    const NAMES: &'static Names = &NAMES;
    const PUZZLES: &'static str = include_str!("../../../assets/puzzles/xiangqi.txt");

    /// WXF `C2.5` (Vietnamese notation `P2-5` in a message in Vietnamese), followed by the
    /// Chinese notation `炮二平五` when the message is in Chinese or a reader's locale is, in the
    /// script of the first of those.
    fn move_text(p: &rules::Position, m: rules::Move, to: &Audience<'_>) -> Option<String> {
        let w = Self::written_move(p, m, to.locale)?;
        let chinese = std::iter::once(Some(to.locale))
            .chain(to.readers.iter().copied())
            .find_map(chinese_script);
        Some(match chinese {
            Some(script) => format!("{w} {}", rules::chinese(p, m, script)),
            None => w,
        })
    }

    fn mover(p: &rules::Position, m: rules::Move) -> Option<(Message, &'static str)> {
        let kind = p.piece_at(m.from)?.kind;
        Some((piece(kind), kind.name()))
    }

    /// WXF, `C2.5`; Vietnamese notation, `P2-5`, for a Vietnamese reader.
    fn written_move(p: &rules::Position, m: rules::Move, locale: &str) -> Option<String> {
        p.piece_at(m.from)?;
        Some(if vietnamese_reader(locale) {
            rules::notation::vietnamese(p, m)
        } else {
            rules::wxf(p, m)
        })
    }

    /// Every notation; a text that is both WXF and Vietnamese (`P5.4`) is read as Vietnamese
    /// for a Vietnamese reader, else as WXF.
    fn parse_move(
        p: &rules::Position,
        text: &str,
        locale: &str,
    ) -> Result<rules::Move, rules::MoveTextError> {
        if vietnamese_reader(locale) {
            rules::notation::parse_move_vietnamese(p, text)
        } else {
            rules::parse_move(p, text)
        }
    }

    /// Mate, or stalemate, which also wins.
    fn greedy_wins(pos: &rules::Position, m: rules::Move) -> bool {
        pos.play(m).is_lost()
    }

    /// The rough value of the captured piece (`value`).
    fn greedy_capture_value(pos: &rules::Position, m: rules::Move) -> u32 {
        pos.piece_at(m.to).map_or(0, |p| value(p.kind))
    }

    /// The repetition rule and the no-capture limit in force (`spec/xiangqi.md`).
    fn rules_summary(r: &rules::RuleSet) -> Message {
        let repetition = match r.repetition {
            rules::Repetition::Draw => "draw",
            rules::Repetition::Asian => "asian",
        };
        Message::new(NAMES.rules_summary)
            .str("repetition", repetition)
            .num("count", i64::from(r.repetition_count))
            .num("plies", i64::from(r.no_capture_draw_plies))
    }

    fn illegal_move(e: &rules::IllegalMove) -> Message {
        illegal_move(e)
    }

    fn move_text_error(e: &rules::MoveTextError) -> Message {
        move_text_error(e)
    }

    /// FEN letters in the `characters` style; otherwise the style's letters G A E H R C S,
    /// Red's in capitals.
    fn text_board(p: &rules::Position, style: PieceStyle) -> String {
        if !style.text_letters() {
            return p.to_string();
        }
        p.text_board(|piece| {
            let c = piece.kind.style_letter();
            match piece.side {
                rules::Side::Red => c,
                rules::Side::Black => c.to_ascii_lowercase(),
            }
        })
    }
}

/// A Xiangqi piece's bare name: `horse` / `cheval`.
pub fn piece(k: rules::PieceKind) -> Message {
    use rules::PieceKind as K;
    Message::new(match k {
        K::General => "xq-piece-general",
        K::Advisor => "xq-piece-advisor",
        K::Elephant => "xq-piece-elephant",
        K::Horse => "xq-piece-horse",
        K::Chariot => "xq-piece-chariot",
        K::Cannon => "xq-piece-cannon",
        K::Soldier => "xq-piece-soldier",
    })
}

/// A Xiangqi piece with its definite article: `the horse` / `le cheval`.
pub fn the_piece(k: rules::PieceKind) -> Message {
    use rules::PieceKind as K;
    Message::new(match k {
        K::General => "xq-the-general",
        K::Advisor => "xq-the-advisor",
        K::Elephant => "xq-the-elephant",
        K::Horse => "xq-the-horse",
        K::Chariot => "xq-the-chariot",
        K::Cannon => "xq-the-cannon",
        K::Soldier => "xq-the-soldier",
    })
}

/// Why a Xiangqi move is illegal, as a message (one per [`rules::IllegalMove`] variant).
pub fn illegal_move(e: &rules::IllegalMove) -> Message {
    use rules::IllegalMove as I;
    let m = Message::new;
    match e {
        I::GameOver => m("illegal-game-over"),
        I::NoPiece(sq) => m("illegal-no-piece").str("square", sq),
        I::NotYourPiece { square, piece: p } => m("illegal-not-your-piece")
            .msg("piece", the_piece(p.kind))
            .str("square", square)
            .msg("owner", side_name(&NAMES, p.side.into()))
            .msg("you", side_name(&NAMES, (!p.side).into())),
        I::SameSquare => m("illegal-same-square"),
        I::OwnPiece { square, .. } => m("illegal-own-piece").str("square", square),
        I::LeavesPalace(k) => m("xq-illegal-leaves-palace").msg("piece", the_piece(*k)),
        I::GeneralStep => m("xq-illegal-general-step"),
        I::AdvisorStep => m("xq-illegal-advisor-step"),
        I::ElephantStep => m("xq-illegal-elephant-step"),
        I::ElephantRiver => m("xq-illegal-elephant-river"),
        I::ElephantBlocked(sq) => m("xq-illegal-elephant-blocked").str("square", sq),
        I::HorseStep => m("xq-illegal-horse-step"),
        I::HorseBlocked(sq) => m("xq-illegal-horse-blocked").str("square", sq),
        I::NotStraight(k) => m("xq-illegal-not-straight").msg("piece", the_piece(*k)),
        I::PathBlocked { kind, square } => m("xq-illegal-path-blocked")
            .msg("piece", the_piece(*kind))
            .str("square", square),
        I::CannonNeedsScreen => m("xq-illegal-cannon-screen"),
        I::CannonScreens(n) => m("xq-illegal-cannon-screens").num("count", i64::from(*n)),
        I::SoldierBackward => m("xq-illegal-soldier-backward"),
        I::SoldierSideways => m("xq-illegal-soldier-sideways"),
        I::SoldierStep => m("xq-illegal-soldier-step"),
        I::GeneralsFace => m("xq-illegal-generals-face"),
        I::StillInCheck => m("xq-illegal-still-in-check"),
        I::LeavesInCheck => m("xq-illegal-leaves-in-check"),
    }
}

/// Why a Xiangqi move text was refused, as a message (one per [`rules::MoveTextError`]
/// variant).
pub fn move_text_error(e: &rules::MoveTextError) -> Message {
    use rules::MoveTextError as E;
    let m = Message::new;
    let piece = |k: &rules::PieceKind| piece(*k);
    match e {
        E::Empty => m("xq-move-empty"),
        E::TooLong => m("xq-move-too-long"),
        E::UnknownWord {
            word,
            suggestion: Some(s),
        } => m("xq-move-unknown-word-suggest")
            .str("word", word)
            .str("suggestion", s),
        E::UnknownWord {
            word,
            suggestion: None,
        } => m("xq-move-unknown-word").str("word", word),
        E::BadWxf(t) => m("xq-move-bad-wxf").str("text", t),
        E::BadChinese(t) => m("xq-move-bad-chinese").str("text", t),
        E::Unreadable(t) => m("xq-move-unreadable").str("text", t),
        E::NoSuchPiece(k) => m("move-no-such-piece").msg("piece", piece(k)),
        E::NoPieceOnFile { kind, file } => m("xq-move-no-piece-on-file")
            .msg("piece", piece(kind))
            .num("file", i64::from(*file)),
        E::NotInTandem { kind } => m("xq-move-not-in-tandem").msg("piece", piece(kind)),
        E::TandemFileNeeded => m("xq-move-tandem-file-needed"),
        E::NoSuchTandem { kind, count } => m("xq-move-no-such-tandem")
            .msg("piece", piece(kind))
            .num("count", i64::from(*count)),
        E::TandemNeeded { kind, file } => m("xq-move-tandem-needed")
            .msg("piece", piece(kind))
            .num("file", i64::from(*file))
            .str("letter", kind.wxf_letter()),
        E::NoSideways(k) => m("xq-move-no-sideways").msg("piece", the_piece(*k)),
        E::SameFile => m("xq-move-same-file"),
        E::ZeroSteps => m("xq-move-zero-steps"),
        E::WrongFile { kind, from, to } => m("xq-move-wrong-file")
            .msg("piece", the_piece(*kind))
            .num("from", i64::from(*from))
            .num("to", i64::from(*to)),
        E::OffBoard(k) => m("xq-move-off-board").msg("piece", the_piece(*k)),
        E::WrongPiece {
            named,
            actual: Some(a),
            square,
        } => m("move-wrong-piece")
            .msg("named", piece(named))
            .msg("actual", piece(a))
            .str("square", square),
        E::WrongPiece {
            actual: None,
            square,
            ..
        } => m("xq-move-wrong-piece-empty").str("square", square),
        E::Ambiguous { square, froms, .. } => m("xq-move-ambiguous")
            .str("square", square)
            .list(
                "froms",
                froms.iter().map(|f| Arg::Str(f.to_string())).collect(),
            )
            .str(
                "example",
                format!(
                    "{} {square}",
                    froms.first().map(|f| f.to_string()).unwrap_or_default()
                ),
            ),
        E::NoMoveThere {
            kind: Some(k),
            square,
        } => m("xq-move-no-kind-there")
            .msg("piece", piece(k))
            .str("square", square),
        E::NoMoveThere { kind: None, square } => m("move-no-move-there").str("square", square),
        E::Illegal(i) => illegal_move(i),
    }
}

#[cfg(test)]
mod tests {
    use super::super::descriptor::HostedGame;
    use super::*;
    use crate::games::any::{GameKind, Position, Rules};
    use crate::store::types::{EndReason, Ending};
    use crate::text::I18n;

    /// The message of a move text refused in a Xiangqi position.
    fn text_error(e: &crate::games::any::MoveTextError) -> crate::text::Message {
        HostedGame::move_text_error(&Xiangqi, e).expect("a Xiangqi error")
    }

    #[test]
    fn xiangqi_errors_in_both_languages() {
        let i18n = I18n::new();
        // The Red horse on b0 cannot go to d1: the elephant on c0 stands on its leg.
        let pos = Position::startpos(Rules::default_for(crate::games::any::GameKind::Xiangqi));
        let e = pos.parse_move("b0d1").unwrap_err();
        let m = text_error(&e);
        let said = [
            ("en", "the horse is blocked by the piece on c0"),
            ("fr", "le cheval est bloqué par la pièce en c0"),
        ];
        super::super::descriptor::tests::assert_says(&i18n, &m, &said);
        let e = pos.parse_move("H5+7").unwrap_err();
        assert!(i18n.format("fr", &text_error(&e)).contains("colonne"));
        for w in ["hello", "", "C2", "炮二"] {
            let e = pos.parse_move(w).unwrap_err();
            let en = i18n.format("en", &text_error(&e));
            let fr = i18n.format("fr", &text_error(&e));
            assert!(
                !en.starts_with("xq-") && !fr.starts_with("xq-"),
                "{w}: {en} / {fr}"
            );
            assert_ne!(en, fr, "{w}");
        }
    }

    /// The piece messages exist in both languages.
    #[test]
    fn named_messages_exist() {
        let i18n = I18n::new();
        for k in rules::PieceKind::ALL {
            for m in [piece(k), the_piece(k)] {
                for lang in I18n::languages() {
                    assert!(i18n.has(lang, m.id), "{lang} lacks {}", m.id);
                }
            }
        }
    }

    /// WXF, with the Chinese notation in the script of the first Chinese reader.
    #[test]
    fn move_texts_add_chinese_for_chinese_readers() {
        let i18n = I18n::new();
        let pos = Position::startpos(Rules::default_for(GameKind::Xiangqi));
        let m = pos.parse_move("h2e2").unwrap();
        let text = |readers: &[Option<&str>]| {
            Xiangqi.move_text(
                &pos,
                m,
                &Audience {
                    i18n: &i18n,
                    locale: "en",
                    readers,
                },
            )
        };
        assert_eq!(text(&[]), "C2.5");
        assert_eq!(text(&[Some("fr"), None]), "C2.5");
        assert_eq!(text(&[Some("en"), Some("zh-CN")]), "C2.5 炮二平五");
        assert_eq!(text(&[Some("zh-TW"), Some("zh")]), "C2.5 炮二平五");
        assert_eq!(
            chinese_script(Some("zh-Hant")),
            Some(rules::Script::Traditional)
        );
        assert_eq!(chinese_script(Some("zh")), Some(rules::Script::Simplified));
        assert_eq!(chinese_script(Some("fr")), None);
    }

    /// A message in Vietnamese writes Vietnamese notation; one in Chinese adds the Chinese
    /// notation as a Chinese reader does.
    #[test]
    fn move_texts_in_vietnamese_and_chinese_messages() {
        let i18n = I18n::new();
        let pos = Position::startpos(Rules::default_for(GameKind::Xiangqi));
        let m = pos.parse_move("h2e2").unwrap();
        let text = |locale, readers: &[Option<&str>]| {
            Xiangqi.move_text(
                &pos,
                m,
                &Audience {
                    i18n: &i18n,
                    locale,
                    readers,
                },
            )
        };
        assert_eq!(text("vi", &[]), "P2-5");
        assert_eq!(text("vi", &[Some("en")]), "P2-5");
        assert_eq!(text("vi", &[Some("zh-TW")]), "P2-5 炮二平五");
        assert_eq!(text("zh-Hant", &[]), "C2.5 炮二平五");
        assert_eq!(text("zh-Hans", &[Some("en")]), "C2.5 炮二平五");
        assert_eq!(text("en", &[Some("vi")]), "C2.5");
        let label = Xiangqi.move_label(&i18n, &pos, m, "vi").unwrap();
        assert_eq!(label.written.as_deref(), Some("P2-5"));
        assert_eq!(
            label.piece,
            i18n.format("vi", &piece(rules::PieceKind::Cannon))
        );
    }

    /// A text that is both WXF and Vietnamese notation is read as the reader writes moves:
    /// `P5.4` is the cannon on file 5 going forward 4 in Vietnamese, the crossed soldier on
    /// file 5 stepping to file 4 in WXF. Unshared texts read the same for everyone.
    #[test]
    fn a_shared_text_is_read_in_the_reader_s_notation() {
        let pos = xiangqi_pos("3k5/9/4P4/9/9/9/9/4C4/9/5K3 w");
        let read = |text, locale| {
            Xiangqi
                .parse_move(&pos, text, locale)
                .map(|m| m.to_string())
        };
        assert_eq!(read("P5.4", "vi").as_deref(), Ok("e2e6"));
        assert_eq!(read("P5.4", "en").as_deref(), Ok("e7f7"));
        for locale in ["vi", "en", "zh-Hans"] {
            assert_eq!(read("C5+4", locale).as_deref(), Ok("e2e6"), "{locale}");
            assert_eq!(read("炮五进四", locale).as_deref(), Ok("e2e6"), "{locale}");
            assert_eq!(read("e2e6", locale).as_deref(), Ok("e2e6"), "{locale}");
        }
        let m = pos.parse_move("e2e6").unwrap();
        assert_eq!(
            Xiangqi.move_text(
                &pos,
                m,
                &Audience {
                    i18n: &I18n::new(),
                    locale: "vi",
                    readers: &[]
                }
            ),
            "P5.4",
            "written as read"
        );
    }

    fn xiangqi_pos(fen: &str) -> Position {
        Position::from_fen(fen, Rules::default_for(GameKind::Xiangqi)).unwrap()
    }

    #[test]
    fn greedy_mates_in_xiangqi_then_takes_the_most_valuable_piece() {
        // Red chariots on a8 and b0 against a lone Black general on e9: Rb0-b9 mates (the a8
        // chariot guards rank 8, the Red general on d0 the d-file). Capturing the soldier on a6
        // would not.
        let pos = xiangqi_pos("4k4/R8/9/p8/9/9/9/9/9/1R1K5 w");
        let m = HostedGame::greedy_move(&Xiangqi, &pos).unwrap();
        assert_eq!(m.to_string(), "b0b9");
        assert!(pos.play(m).legal_moves().is_empty());
        // No mate: the chariot takes the Black chariot rather than the soldier.
        let pos = xiangqi_pos("3k5/9/9/9/9/r3R3p/9/9/9/4K4 w");
        assert_eq!(
            HostedGame::greedy_move(&Xiangqi, &pos).unwrap().to_string(),
            "e4a4"
        );
        let pos = Position::startpos(Rules::default_for(GameKind::Xiangqi));
        let m = HostedGame::greedy_move(&Xiangqi, &pos).unwrap();
        assert!(pos.is_legal(m));
    }

    #[test]
    fn outcomes_become_endings() {
        use crate::games::any::{Outcome, Side};
        use rules::{Outcome as O, WinReason as W};
        let mate = Outcome::Xiangqi(O::Win {
            winner: rules::Side::Black,
            reason: W::Checkmate,
        });
        let e = Ending::from(mate);
        assert_eq!(e, Ending::win(Side::Second, EndReason::Checkmate));
        assert_eq!(e.score(), "0-1");
        // Every outcome of the rules keeps its reason.
        let wins = [
            (W::Checkmate, EndReason::Checkmate),
            (W::Stalemate, EndReason::Stalemate),
            (W::PerpetualCheck, EndReason::PerpetualCheck),
            (W::PerpetualChase, EndReason::PerpetualChase),
        ];
        let winner = (rules::Side::Red, Side::First);
        super::super::descriptor::tests::assert_endings(Outcome::Xiangqi, winner, &wins);
    }
}
