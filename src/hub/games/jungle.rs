//! Jungle in the hub: its descriptor (words, look, options, greedy bot, notation, pictures,
//! the capture table of `/rules`) and its wording (pieces, directions, why a move is illegal
//! or unreadable), its piece names from the locale files.

use crate::games::contract::GamePosition;
use crate::games::jungle::captures::{Mark, capture_marks, trapped_attacker_captures};
use crate::games::jungle::notation::Direction;
use crate::games::jungle::{self as rules, IllegalMove, MoveTextError, PieceKind};
use crate::render::captures::CaptureText;

use super::descriptor::{Audience, GameDescriptor, Names, RulesPicture, capitalised, side_name};
use crate::text::{Arg, I18n, Message};

/// Jungle, as the hub hosts it.
#[derive(Clone, Copy, Debug, Default)]
pub struct Jungle;

static NAMES: Names = Names {
    game: "game-jungle",
    second_side: "side-blue",
    second_colour: "colour-blue",
    second_colour_word: "colour-word-blue",
    second_colour_code: "blue",
    second_colour_words: &["blue", "bleu", "b"],
    rules_summary: "rules-summary-jungle",
    rules_setting: "default_rules",
    win_in: "review-den-in",
    board_labels: Some(["board-trap", "board-den"]),
    examples: "console-examples-jungle",
    legend: Some("console-legend-jungle"),
    options: &[
        ("tiger_jump", "option-tiger_jump"),
        (
            "rat_captures_elephant_from_water",
            "option-rat_captures_elephant_from_water",
        ),
        ("dog_swims", "option-dog_swims"),
        ("universal_traps", "option-universal_traps"),
        (
            "trapped_piece_can_capture",
            "option-trapped_piece_can_capture",
        ),
        ("jump_blocked_by", "option-jump_blocked_by"),
        ("repetition_draw", "option-repetition_draw"),
        ("no_capture_draw_plies", "option-no_capture_draw_plies"),
        ("first", "option-first"),
        ("repetition", "option-repetition"),
    ],
    option_values: &[
        ("both", "option-value-both"),
        ("vertical", "option-value-vertical"),
        ("any", "option-value-any"),
        ("enemy", "option-value-enemy"),
        ("red", "option-value-red"),
        ("blue", "option-value-blue"),
        ("draw", "option-value-draw"),
        ("forbid", "option-value-forbid"),
    ],
};

impl GameDescriptor for Jungle {
    type Position = rules::Position;
    const NAMES: &'static Names = &NAMES;
    const PUZZLES: &'static str = include_str!("../../../assets/puzzles/jungle.txt");

    /// `Rat g3→g4`, the piece named in `to.locale` (from its locale file).
    fn move_text(p: &rules::Position, m: rules::Move, to: &Audience<'_>) -> Option<String> {
        let (piece, _) = Self::mover(p, m)?;
        let name = capitalised(&to.i18n.format(to.locale, &piece));
        let sep = if p.is_capture(m) { '×' } else { '→' };
        Some(format!("{name} {}{sep}{}", m.from, m.to))
    }

    fn mover(p: &rules::Position, m: rules::Move) -> Option<(Message, &'static str)> {
        let kind = p.piece_at(m.from)?.kind;
        Some((piece(kind), kind.name()))
    }

    /// Entering the enemy den wins.
    fn greedy_wins(pos: &rules::Position, m: rules::Move) -> bool {
        m.to.bit() & rules::bitboard::den(!pos.side_to_move()).bit() != 0
    }

    /// The captured piece's rank.
    fn greedy_capture_value(pos: &rules::Position, m: rules::Move) -> u32 {
        pos.piece_at(m.to).map_or(0, |p| u32::from(p.kind.rank()))
    }

    /// Each rule the options change, as the guides state it (`spec/jungle.md`, "Rule
    /// options").
    fn rules_summary(r: &rules::RuleSet) -> Message {
        let yes = |b: bool| if b { "yes" } else { "no" };
        let repetition = match (r.repetition, r.repetition_draw) {
            (_, 0) => "off",
            (rules::Repetition::Draw, _) => "draw",
            (rules::Repetition::Forbid, _) => "forbid",
        };
        Message::new(NAMES.rules_summary)
            .str("tiger", r.tiger_jump_word())
            .str("blocked", r.jump_blocked_word())
            .str("dog", yes(r.dog_swims))
            .str("rat_water", yes(r.rat_captures_elephant_from_water))
            .str("traps", yes(r.universal_traps))
            .str("trapped", yes(r.trapped_piece_can_capture))
            .msg("first", side_name(&NAMES, r.first.into()))
            .str("repetition", repetition)
            .num("count", i64::from(r.repetition_draw))
            .num("plies", i64::from(r.no_capture_draw_plies))
    }

    /// The capture table the guides print, for the rules in force (variants change it).
    fn rules_pictures(
        i18n: &I18n,
        locale: &str,
        rules: &rules::RuleSet,
        described: &str,
    ) -> Vec<RulesPicture> {
        let (marks, text, lines) = capture_table(i18n, locale, *rules, described);
        vec![RulesPicture {
            name: "jungle-captures.png",
            text: lines,
            draw: Box::new(move || crate::render::captures::png(&marks, &text)),
        }]
    }

    fn illegal_move(e: &IllegalMove) -> Message {
        illegal_move(e)
    }

    fn move_text_error(e: &MoveTextError) -> Message {
        move_text_error(e)
    }
}

/// The capture table of `rules` ("who captures whom", spec `jungle.md` "Capturing"), its
/// texts in `locale`, `described` the rules as `/rules` names them: the marks, the picture's
/// texts, and the same table as text lines for front-ends without pictures.
pub fn capture_table(
    i18n: &I18n,
    locale: &str,
    rules: rules::RuleSet,
    described: &str,
) -> ([[Mark; 8]; 8], CaptureText, String) {
    let f = |m: Message| i18n.format(locale, &m);
    let marks = capture_marks(rules);
    let text = CaptureText {
        title: f(Message::new("captures-title")),
        rules: f(Message::new("captures-rules").str("rules", described)),
        axes: f(Message::new("captures-axes")),
        names: PieceKind::ALL.map(|k| capitalised(&f(piece(k)))),
        marks: Mark::ALL.map(|m| f(Message::new(mark_id(m)))),
        footnote: f(Message::new("captures-trapped").str(
            "captures",
            if trapped_attacker_captures(rules) {
                "yes"
            } else {
                "no"
            },
        )),
    };
    let lines = capture_lines(&marks, &text);
    (marks, text, lines)
}

fn mark_id(m: Mark) -> &'static str {
    match m {
        Mark::Captures => "captures-mark-captures",
        Mark::NotFromWater => "captures-mark-not-from-water",
        Mark::FromWaterOnly => "captures-mark-from-water-only",
        Mark::OnOwnTrapOnly => "captures-mark-own-trap-only",
        Mark::Never => "captures-mark-never",
    }
}

/// The text table's symbol of `m`.
fn mark_symbol(m: Mark) -> char {
    match m {
        Mark::Captures => 'X',
        Mark::NotFromWater => 'x',
        Mark::FromWaterOnly => '~',
        Mark::OnOwnTrapOnly => 't',
        Mark::Never => '.',
    }
}

/// The table as text: the title, the rules, the axes, the column heads (the names whole,
/// every column as wide as the longest), a line an attacker, the legend of the symbols used
/// (one a line), the footnote.
fn capture_lines(marks: &[[Mark; 8]; 8], text: &CaptureText) -> String {
    // Terminal columns: CJK characters take two.
    let width = |s: &str| {
        s.chars()
            .map(|c| if c >= '\u{2e80}' { 2 } else { 1 })
            .sum::<usize>()
    };
    let label_w = text.names.iter().map(|n| width(n)).max().unwrap_or(0) + 1;
    let col_w = label_w.max(2);
    let pad = |s: String, w: usize| {
        let n = width(&s);
        s + &" ".repeat(w.saturating_sub(n))
    };
    let mut out = vec![text.title.clone(), text.rules.clone(), text.axes.clone()];
    let mut head = " ".repeat(label_w);
    for n in &text.names {
        head += &pad(n.clone(), col_w);
    }
    out.push(head.trim_end().to_string());
    for (a, row) in marks.iter().enumerate() {
        let mut line = pad(text.names[a].clone(), label_w);
        for &m in row {
            line += &pad(mark_symbol(m).to_string(), col_w);
        }
        out.push(line.trim_end().to_string());
    }
    out.extend(
        Mark::ALL
            .iter()
            .zip(&text.marks)
            .filter(|(m, _)| marks.iter().flatten().any(|c| c == *m))
            .map(|(&m, label)| format!("{} {label}", mark_symbol(m))),
    );
    out.push(text.footnote.clone());
    out.join("\n")
}

/// The bare piece name, e.g. `rat` / `rat`, `elephant` / `éléphant`.
pub fn piece(k: PieceKind) -> Message {
    Message::new(match k {
        PieceKind::Rat => "piece-rat",
        PieceKind::Cat => "piece-cat",
        PieceKind::Dog => "piece-dog",
        PieceKind::Wolf => "piece-wolf",
        PieceKind::Leopard => "piece-leopard",
        PieceKind::Tiger => "piece-tiger",
        PieceKind::Lion => "piece-lion",
        PieceKind::Elephant => "piece-elephant",
    })
}

/// The piece with its definite article: `the rat` / `le rat`, `l'éléphant`.
pub fn the_piece(k: PieceKind) -> Message {
    Message::new(match k {
        PieceKind::Rat => "the-rat",
        PieceKind::Cat => "the-cat",
        PieceKind::Dog => "the-dog",
        PieceKind::Wolf => "the-wolf",
        PieceKind::Leopard => "the-leopard",
        PieceKind::Tiger => "the-tiger",
        PieceKind::Lion => "the-lion",
        PieceKind::Elephant => "the-elephant",
    })
}

fn direction(d: Direction) -> Message {
    Message::new(match d {
        Direction::Up => "direction-up",
        Direction::Down => "direction-down",
        Direction::Left => "direction-left",
        Direction::Right => "direction-right",
    })
}

/// Why a Jungle move is illegal, as a message (one per [`IllegalMove`] variant).
pub fn illegal_move(e: &IllegalMove) -> Message {
    match e {
        IllegalMove::GameOver => Message::new("illegal-game-over"),
        IllegalMove::NoPiece(sq) => Message::new("illegal-no-piece").str("square", sq),
        IllegalMove::NotYourPiece { square, piece: p } => Message::new("illegal-not-your-piece")
            .msg("piece", the_piece(p.kind))
            .str("square", square)
            .msg("owner", side_name(&NAMES, p.side.into()))
            .msg("you", side_name(&NAMES, (!p.side).into())),
        IllegalMove::SameSquare => Message::new("illegal-same-square"),
        IllegalMove::Diagonal(k) => Message::new("illegal-diagonal").msg("piece", the_piece(*k)),
        IllegalMove::TooFar(k) => Message::new("illegal-too-far").msg("piece", the_piece(*k)),
        IllegalMove::NotAJumper(k) => {
            Message::new("illegal-not-a-jumper").msg("piece", the_piece(*k))
        }
        IllegalMove::TigerJumpsVertically => Message::new("illegal-tiger-vertical"),
        IllegalMove::JumpBlocked { jumper, blocker } => Message::new("illegal-jump-blocked")
            .msg("jumper", the_piece(*jumper))
            .msg("blocker", piece(*blocker)),
        IllegalMove::OwnDen => Message::new("illegal-own-den"),
        IllegalMove::Water { dog_swims: true } => Message::new("illegal-water-dog"),
        IllegalMove::Water { dog_swims: false } => Message::new("illegal-water"),
        IllegalMove::OwnPiece { kind, square } => Message::new("illegal-own-piece")
            .msg("piece", the_piece(*kind))
            .str("square", square),
        IllegalMove::AcrossBank {
            attacker,
            from_water: true,
        } => Message::new("illegal-from-water").msg("piece", the_piece(*attacker)),
        IllegalMove::AcrossBank {
            attacker,
            from_water: false,
        } => Message::new("illegal-into-water").msg("piece", the_piece(*attacker)),
        IllegalMove::AttackerTrapped(k) => {
            Message::new("illegal-attacker-trapped").msg("piece", the_piece(*k))
        }
        IllegalMove::ElephantRat => Message::new("illegal-elephant-rat"),
        IllegalMove::TooWeak { attacker, defender } => Message::new("illegal-too-weak")
            .msg("attacker", the_piece(*attacker))
            .num("attacker_rank", i64::from(attacker.rank()))
            .msg("defender", the_piece(*defender))
            .num("defender_rank", i64::from(defender.rank())),
        IllegalMove::WouldRepeat { count } => {
            Message::new("illegal-would-repeat").num("count", i64::from(*count))
        }
    }
}

/// Why a Jungle move text was refused, as a message (one per [`MoveTextError`] variant).
pub fn move_text_error(e: &MoveTextError) -> Message {
    match e {
        MoveTextError::Empty => Message::new("move-empty"),
        MoveTextError::TooLong => Message::new("move-too-long"),
        MoveTextError::UnknownWord {
            word,
            suggestion: Some(s),
        } => Message::new("move-unknown-word-suggest")
            .str("word", word)
            .str("suggestion", s),
        MoveTextError::UnknownWord {
            word,
            suggestion: None,
        } => Message::new("move-unknown-word").str("word", word),
        MoveTextError::Unreadable(t) => Message::new("move-unreadable").str("text", t),
        MoveTextError::NoSuchPiece(k) => Message::new("move-no-such-piece").msg("piece", piece(*k)),
        MoveTextError::WrongPiece {
            named,
            actual: Some(a),
            square,
        } => Message::new("move-wrong-piece")
            .msg("named", piece(*named))
            .msg("actual", piece(*a))
            .str("square", square),
        MoveTextError::WrongPiece {
            named,
            actual: None,
            square,
        } => Message::new("move-wrong-piece-empty")
            .msg("named", piece(*named))
            .str("square", square),
        MoveTextError::Ambiguous { square, pieces } => Message::new("move-ambiguous")
            .str("square", square)
            .list(
                "pieces",
                pieces
                    .iter()
                    .map(|k| Arg::Msg(Box::new(piece(*k))))
                    .collect(),
            )
            // The example in the reader's words (`chien c3`), which moves are read in too.
            .msg(
                "example",
                Message::new("move-piece-square")
                    .msg(
                        "piece",
                        piece(pieces.first().copied().unwrap_or(PieceKind::Rat)),
                    )
                    .str("square", square),
            ),
        MoveTextError::NoMoveThere(sq) => Message::new("move-no-move-there").str("square", sq),
        MoveTextError::MissingDestination { kind, moves } if moves.is_empty() => {
            Message::new("move-missing-destination-none").msg("piece", the_piece(*kind))
        }
        MoveTextError::MissingDestination { kind, moves } => {
            Message::new("move-missing-destination")
                .msg("piece", the_piece(*kind))
                .list(
                    "squares",
                    moves.iter().map(|m| Arg::Str(m.clone())).collect(),
                )
        }
        MoveTextError::OffBoard {
            kind,
            square,
            direction: d,
        } => Message::new("move-off-board")
            .msg("piece", the_piece(*kind))
            .str("square", square)
            .msg("direction", direction(*d)),
        MoveTextError::Illegal(i) => illegal_move(i),
    }
}

#[cfg(test)]
mod tests {
    use super::super::descriptor::HostedGame;
    use super::*;
    use crate::games::any::{GameKind, Rules};
    use crate::games::jungle::{Position, RuleSet, parse_move};

    /// The messages built by `match` (pieces, directions) exist in both languages.
    #[test]
    fn named_messages_exist() {
        let i18n = I18n::new();
        let mut ms: Vec<Message> = PieceKind::ALL
            .into_iter()
            .flat_map(|k| [piece(k), the_piece(k)])
            .collect();
        ms.extend(
            [
                Direction::Up,
                Direction::Down,
                Direction::Left,
                Direction::Right,
            ]
            .map(direction),
        );
        for m in ms {
            for lang in I18n::languages() {
                assert!(i18n.has(lang, m.id), "{lang} lacks {}", m.id);
            }
        }
        assert_eq!(
            i18n.format("fr", &the_piece(PieceKind::Elephant)),
            "l'éléphant"
        );
    }

    fn jungle_pos(fen: &str) -> crate::games::any::Position {
        crate::games::any::Position::from_fen(fen, Rules::default_for(GameKind::Jungle)).unwrap()
    }

    #[test]
    fn greedy_takes_the_den_then_the_biggest_capture() {
        // Red rat on d8 next to Blue's den; a Red lion could take the Blue cat instead.
        let pos = jungle_pos("l3c2/3R3/7/7/7/7/7/7/6L w");
        let m = HostedGame::greedy_move(&Jungle, &pos).unwrap();
        assert_eq!(m.to_string(), "d8d9");
        // Red lion on a1 can take the Blue dog on a2 (rank 3) or step elsewhere.
        let pos = jungle_pos("6l/7/7/7/7/7/7/d6/L6 w");
        assert_eq!(
            HostedGame::greedy_move(&Jungle, &pos).unwrap().to_string(),
            "a1a2"
        );
        let pos = crate::games::any::Position::startpos(Rules::default_for(GameKind::Jungle));
        let m = HostedGame::greedy_move(&Jungle, &pos).unwrap();
        assert!(pos.is_legal(m));
        assert_eq!(
            HostedGame::greedy_move(&Jungle, &pos),
            Some(m),
            "seeded by the position"
        );
    }

    /// Every outcome of the rules becomes the hub's ending with the same reason.
    #[test]
    fn outcomes_become_endings() {
        use crate::games::any::{Outcome, Side};
        use crate::games::jungle::WinReason as W;
        use crate::store::types::EndReason as E;
        let wins = [
            (W::Den, E::Den),
            (W::NoPiecesLeft, E::NoPiecesLeft),
            (W::NoLegalMoves, E::NoLegalMoves),
        ];
        let winner = (rules::Side::Blue, Side::Second);
        super::super::descriptor::tests::assert_endings(Outcome::Jungle, winner, &wins);
    }

    /// Piece names in move texts come from the locale files.
    #[test]
    fn move_texts_name_the_piece_in_the_language() {
        let i18n = I18n::new();
        let pos = crate::games::any::Position::startpos(Rules::default_for(GameKind::Jungle));
        let m = pos.parse_move("g3g4").unwrap();
        let text = |loc| {
            Jungle.move_text(
                &pos,
                m,
                &Audience {
                    i18n: &i18n,
                    locale: loc,
                    readers: &[],
                },
            )
        };
        assert_eq!(text("en"), "Rat g3→g4");
        assert_eq!(text("fr"), "Rat g3→g4");
        assert_eq!(text("de"), "Rat g3→g4");
        let e = pos.parse_move("a3a4").unwrap();
        assert_eq!(
            Jungle.move_text(
                &pos,
                e,
                &Audience {
                    i18n: &i18n,
                    locale: "fr",
                    readers: &[]
                }
            ),
            "Éléphant a3→a4"
        );
        assert_eq!(
            Jungle.move_text(
                &pos,
                e,
                &Audience {
                    i18n: &i18n,
                    locale: "en",
                    readers: &[]
                }
            ),
            "Elephant a3→a4"
        );
    }

    #[test]
    fn rules_errors_in_both_languages() {
        let i18n = I18n::new();
        let pos = Position::startpos(RuleSet::default());
        let e = parse_move(&pos, "rat up up").unwrap_err();
        let _ = e;
        // The wolf on c3 cannot enter the river.
        let pos2 = Position::from_fen(
            "l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w",
            RuleSet::default(),
        )
        .unwrap();
        let e = parse_move(&pos2, "wolf c4").unwrap_err();
        let m = move_text_error(&e);
        let said = [
            ("en", "only the rat can enter the water"),
            ("fr", "seul le rat peut entrer dans l'eau"),
        ];
        super::super::descriptor::tests::assert_says(&i18n, &m, &said);
        let e = parse_move(&pos, "tigr a2").unwrap_err();
        let m = move_text_error(&e);
        let MoveTextError::UnknownWord {
            suggestion: Some(s),
            ..
        } = &e
        else {
            panic!("{e:?}")
        };
        assert_eq!(
            i18n.format("en", &m),
            format!(
                "I don't know the word `tigr` (did you mean `{s}`?): name a piece (rat, cat, dog, wolf, leopard, tiger, lion, elephant), a square like c3, or up/down/left/right"
            )
        );
        assert!(
            i18n.format("fr", &m)
                .starts_with("je ne connais pas le mot `tigr`"),
            "{}",
            i18n.format("fr", &m)
        );
        let m = illegal_move(&IllegalMove::TooWeak {
            attacker: PieceKind::Cat,
            defender: PieceKind::Dog,
        });
        let said = [
            ("en", "the cat (2) cannot capture the dog (3)"),
            ("fr", "le chat (2) ne peut pas prendre le chien (3)"),
        ];
        super::super::descriptor::tests::assert_says(&i18n, &m, &said);
        let m = illegal_move(&IllegalMove::ElephantRat);
        assert_eq!(
            i18n.format("fr", &m),
            "l'éléphant ne peut pas prendre le rat"
        );
        assert_eq!(
            i18n.format("de", &m),
            "the elephant cannot capture the rat",
            "unsupported → English"
        );
        assert_eq!(i18n.format("en", &Message::new("no-such-id")), "no-such-id");
    }
}
