//! Player-facing text through `fluent`: English and French bundles embedded from
//! `locales/<lang>/main.ftl`, and the rules layer's typed errors turned into messages.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

use crate::games::any::{self, GameKind, Side};
use crate::games::jungle::notation::Direction;
use crate::games::jungle::{IllegalMove, MoveTextError, PieceKind};
use crate::games::xiangqi;

use super::reply::{Arg, Message};

/// The languages qibot speaks, with their message files.
const SOURCES: [(&str, &str); 2] = [
    ("en", include_str!("../../locales/en/main.ftl")),
    ("fr", include_str!("../../locales/fr/main.ftl")),
];

/// Formats [`Message`]s in English or French.
pub struct I18n {
    bundles: Vec<(&'static str, FluentBundle<FluentResource>)>,
}

impl Default for I18n {
    fn default() -> Self {
        I18n::new()
    }
}

impl I18n {
    /// Loads the embedded message files. (Their syntax is checked by a test; an entry fluent
    /// cannot parse is left out rather than failing.)
    pub fn new() -> I18n {
        let bundles = SOURCES
            .iter()
            .map(|(lang, text)| {
                let id: LanguageIdentifier = lang.parse().unwrap_or_default();
                let mut b = FluentBundle::new_concurrent(vec![id]);
                b.set_use_isolating(false);
                let res = FluentResource::try_new((*text).to_string()).unwrap_or_else(|(r, _)| r);
                // Duplicate ids are the only error here; the first definition is kept.
                let _ = b.add_resource(res);
                (*lang, b)
            })
            .collect();
        I18n { bundles }
    }

    /// The supported language for a tag: `fr`, `fr-CA`, `French` → `fr`; `en-GB` → `en`;
    /// anything else → `None`.
    pub fn supported(tag: &str) -> Option<&'static str> {
        let t = tag.trim().to_ascii_lowercase();
        let primary = t.split(['-', '_', '.']).next().unwrap_or("");
        match primary {
            "fr" | "french" | "francais" | "français" => Some("fr"),
            "en" | "english" | "anglais" => Some("en"),
            _ => None,
        }
    }

    /// Every language tag served.
    pub fn languages() -> [&'static str; 2] {
        ["en", "fr"]
    }

    fn bundle(&self, locale: &str) -> &FluentBundle<FluentResource> {
        let lang = I18n::supported(locale).unwrap_or("en");
        let i = self
            .bundles
            .iter()
            .position(|(l, _)| *l == lang)
            .unwrap_or(0);
        &self.bundles[i].1
    }

    /// Whether `locale`'s bundle (falling back to English) has message `id`.
    pub fn has(&self, locale: &str, id: &str) -> bool {
        self.bundle(locale).has_message(id)
    }

    /// Formats `m` in `locale` (English if unsupported, or if the message is missing there).
    /// A message missing everywhere formats as its id, so nothing is ever silently empty.
    pub fn format(&self, locale: &str, m: &Message) -> String {
        let mut b = self.bundle(locale);
        if !b.has_message(m.id) {
            b = self.bundle("en");
        }
        let Some(pattern) = b.get_message(m.id).and_then(|x| x.value()) else {
            return m.id.to_string();
        };
        let mut args = FluentArgs::new();
        for (name, a) in &m.args {
            args.set(*name, self.value(locale, a));
        }
        let mut errors = Vec::new();
        b.format_pattern(pattern, Some(&args), &mut errors)
            .into_owned()
    }

    fn join(&self, locale: &str, items: &[Arg], sep: &str) -> String {
        items
            .iter()
            .map(|i| match self.value(locale, i) {
                FluentValue::String(s) => s.into_owned(),
                FluentValue::Number(n) => n.as_string().into_owned(),
                _ => String::new(),
            })
            .collect::<Vec<_>>()
            .join(sep)
    }

    fn value(&self, locale: &str, a: &Arg) -> FluentValue<'static> {
        match a {
            Arg::Str(s) => FluentValue::from(s.clone()),
            Arg::Num(n) => FluentValue::from(*n),
            Arg::Msg(m) => FluentValue::from(self.format(locale, m)),
            Arg::List(items) => FluentValue::from(self.join(locale, items, ", ")),
            Arg::Lines(items) => FluentValue::from(self.join(locale, items, "\n")),
        }
    }
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

/// The side's name in `kind`: `Red` / `Rouge`, `Blue` / `Bleu`, `Black` / `Noir`.
pub fn side(kind: GameKind, s: Side) -> Message {
    Message::new(match (s, kind) {
        (Side::First, _) => "side-red",
        (Side::Second, GameKind::Jungle) => "side-blue",
        (Side::Second, GameKind::Xiangqi) => "side-black",
    })
}

/// The game's name: `Jungle`, `Xiangqi`.
pub fn game(kind: GameKind) -> Message {
    Message::new(match kind {
        GameKind::Jungle => "game-jungle",
        GameKind::Xiangqi => "game-xiangqi",
    })
}

/// A Xiangqi piece's bare name: `horse` / `cheval`.
pub fn xiangqi_piece(k: xiangqi::PieceKind) -> Message {
    use xiangqi::PieceKind as K;
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
pub fn xiangqi_the_piece(k: xiangqi::PieceKind) -> Message {
    use xiangqi::PieceKind as K;
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

fn direction(d: Direction) -> Message {
    Message::new(match d {
        Direction::Up => "direction-up",
        Direction::Down => "direction-down",
        Direction::Left => "direction-left",
        Direction::Right => "direction-right",
    })
}

/// Why a move of either game is illegal, as a message.
pub fn illegal_move(e: &any::IllegalMove) -> Message {
    match e {
        any::IllegalMove::Jungle(e) => jungle_illegal_move(e),
        any::IllegalMove::Xiangqi(e) => xiangqi_illegal_move(e),
        any::IllegalMove::OtherGame => Message::new("illegal-other-game"),
    }
}

/// Why a move text of either game was refused, as a message.
pub fn move_text_error(e: &any::MoveTextError) -> Message {
    match e {
        any::MoveTextError::Jungle(e) => jungle_move_text_error(e),
        any::MoveTextError::Xiangqi(e) => xiangqi_move_text_error(e),
    }
}

/// Why a Jungle move is illegal, as a message (one per [`IllegalMove`] variant).
pub fn jungle_illegal_move(e: &IllegalMove) -> Message {
    match e {
        IllegalMove::GameOver => Message::new("illegal-game-over"),
        IllegalMove::NoPiece(sq) => Message::new("illegal-no-piece").str("square", sq),
        IllegalMove::NotYourPiece { square, piece: p } => Message::new("illegal-not-your-piece")
            .msg("piece", the_piece(p.kind))
            .str("square", square)
            .msg("owner", side(GameKind::Jungle, p.side.into()))
            .msg("you", side(GameKind::Jungle, (!p.side).into())),
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
    }
}

/// Why a Jungle move text was refused, as a message (one per [`MoveTextError`] variant).
pub fn jungle_move_text_error(e: &MoveTextError) -> Message {
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
            .str(
                "example",
                format!(
                    "{} {square}",
                    pieces.first().map(|k| k.name()).unwrap_or("rat")
                ),
            ),
        MoveTextError::NoMoveThere(sq) => Message::new("move-no-move-there").str("square", sq),
        MoveTextError::MissingDestination { kind, moves } if moves.is_empty() => {
            Message::new("move-missing-destination-none").msg("piece", the_piece(*kind))
        }
        MoveTextError::MissingDestination { kind, moves } => {
            Message::new("move-missing-destination")
                .msg("piece", the_piece(*kind))
                .str("squares", moves.join(", "))
        }
        MoveTextError::OffBoard {
            kind,
            square,
            direction: d,
        } => Message::new("move-off-board")
            .msg("piece", the_piece(*kind))
            .str("square", square)
            .msg("direction", direction(*d)),
        MoveTextError::Illegal(i) => jungle_illegal_move(i),
    }
}

/// Why a Xiangqi move is illegal, as a message (one per [`xiangqi::IllegalMove`] variant).
pub fn xiangqi_illegal_move(e: &xiangqi::IllegalMove) -> Message {
    use xiangqi::IllegalMove as I;
    let m = Message::new;
    match e {
        I::GameOver => m("illegal-game-over"),
        I::NoPiece(sq) => m("illegal-no-piece").str("square", sq),
        I::NotYourPiece { square, piece: p } => m("illegal-not-your-piece")
            .msg("piece", xiangqi_the_piece(p.kind))
            .str("square", square)
            .msg("owner", side(GameKind::Xiangqi, p.side.into()))
            .msg("you", side(GameKind::Xiangqi, (!p.side).into())),
        I::SameSquare => m("illegal-same-square"),
        I::OwnPiece { square, .. } => m("illegal-own-piece").str("square", square),
        I::LeavesPalace(k) => m("xq-illegal-leaves-palace").msg("piece", xiangqi_the_piece(*k)),
        I::GeneralStep => m("xq-illegal-general-step"),
        I::AdvisorStep => m("xq-illegal-advisor-step"),
        I::ElephantStep => m("xq-illegal-elephant-step"),
        I::ElephantRiver => m("xq-illegal-elephant-river"),
        I::ElephantBlocked(sq) => m("xq-illegal-elephant-blocked").str("square", sq),
        I::HorseStep => m("xq-illegal-horse-step"),
        I::HorseBlocked(sq) => m("xq-illegal-horse-blocked").str("square", sq),
        I::NotStraight(k) => m("xq-illegal-not-straight").msg("piece", xiangqi_the_piece(*k)),
        I::PathBlocked { kind, square } => m("xq-illegal-path-blocked")
            .msg("piece", xiangqi_the_piece(*kind))
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

/// Why a Xiangqi move text was refused, as a message (one per [`xiangqi::MoveTextError`]
/// variant).
pub fn xiangqi_move_text_error(e: &xiangqi::MoveTextError) -> Message {
    use xiangqi::MoveTextError as E;
    let m = Message::new;
    let piece = |k: &xiangqi::PieceKind| xiangqi_piece(*k);
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
        E::NoSideways(k) => m("xq-move-no-sideways").msg("piece", xiangqi_the_piece(*k)),
        E::SameFile => m("xq-move-same-file"),
        E::ZeroSteps => m("xq-move-zero-steps"),
        E::WrongFile { kind, from, to } => m("xq-move-wrong-file")
            .msg("piece", xiangqi_the_piece(*kind))
            .num("from", i64::from(*from))
            .num("to", i64::from(*to)),
        E::OffBoard(k) => m("xq-move-off-board").msg("piece", xiangqi_the_piece(*k)),
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
        E::Illegal(i) => xiangqi_illegal_move(i),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::jungle::{Position, RuleSet, parse_move};
    use fluent_bundle::FluentResource;

    fn ids(text: &str) -> Vec<String> {
        text.lines()
            .filter(|l| l.starts_with(|c: char| c.is_ascii_lowercase()))
            .filter_map(|l| l.split_once(" =").map(|(id, _)| id.trim().to_string()))
            .collect()
    }

    #[test]
    fn both_languages_parse_and_have_the_same_messages() {
        for (lang, text) in SOURCES {
            if let Err((_, errs)) = FluentResource::try_new(text.to_string()) {
                panic!("{lang}: {errs:?}");
            }
        }
        let mut en = ids(SOURCES[0].1);
        let mut fr = ids(SOURCES[1].1);
        en.sort();
        fr.sort();
        assert_eq!(en, fr);
        assert!(en.len() > 100, "{} messages", en.len());
    }

    /// Every message id written in the hub's sources exists in both languages.
    #[test]
    fn every_message_used_exists() {
        let i18n = I18n::new();
        let sources = [
            include_str!("host/mod.rs"),
            include_str!("host/bot.rs"),
            include_str!("host/challenge.rs"),
            include_str!("host/locale.rs"),
            include_str!("host/offers.rs"),
            include_str!("host/options.rs"),
            include_str!("host/pictures.rs"),
            include_str!("host/play.rs"),
            include_str!("host/queries.rs"),
            include_str!("host/settings.rs"),
            include_str!("host/start.rs"),
            include_str!("host/words.rs"),
            include_str!("i18n.rs"),
            include_str!("table.rs"),
            include_str!("commands.rs"),
            include_str!("export.rs"),
            include_str!("../console/mod.rs"),
        ];
        let mut count = 0;
        for src in sources {
            // Only the code, not the tests (which use missing ids on purpose).
            let src = src.split("#[cfg(test)]").next().unwrap_or(src);
            for pat in ["Message::new(\"", "msg(\""] {
                for (at, _) in src.match_indices(pat) {
                    // `.msg("name", …)` names an argument; only a free `msg("id")` is a message.
                    if src[..at].ends_with('.') || src[..at].ends_with("::") {
                        continue;
                    }
                    let part = &src[at + pat.len()..];
                    let id = &part[..part.find('"').unwrap_or(0)];
                    if id.is_empty() || id.contains(' ') {
                        continue;
                    }
                    count += 1;
                    for lang in I18n::languages() {
                        let b = i18n.bundle(lang);
                        assert!(b.has_message(id), "{lang} lacks `{id}`");
                    }
                }
            }
            for part in src.split(".button(").skip(1) {
                if !part.trim_start().starts_with('"') {
                    continue;
                }
                if let Some(label) = part.split('"').nth(3) {
                    for lang in I18n::languages() {
                        assert!(
                            i18n.bundle(lang).has_message(label),
                            "{lang} lacks button label `{label}`"
                        );
                    }
                }
            }
        }
        assert!(count > 80, "{count} uses found");
    }

    /// The messages built by `match` (pieces, sides, reasons, levels) exist in both languages.
    #[test]
    fn named_messages_exist() {
        let i18n = I18n::new();
        let mut ms: Vec<Message> = PieceKind::ALL
            .into_iter()
            .flat_map(|k| [piece(k), the_piece(k)])
            .collect();
        for kind in GameKind::ALL {
            ms.extend(Side::ALL.map(|s| side(kind, s)));
            ms.push(game(kind));
        }
        ms.extend(
            xiangqi::PieceKind::ALL
                .into_iter()
                .flat_map(|k| [xiangqi_piece(k), xiangqi_the_piece(k)]),
        );
        ms.extend(
            [
                Direction::Up,
                Direction::Down,
                Direction::Left,
                Direction::Right,
            ]
            .map(direction),
        );
        for id in [
            "reason-den",
            "reason-abandoned",
            "level-master",
            "level-beginner",
        ] {
            ms.push(Message::new(id));
        }
        for m in ms {
            for lang in I18n::languages() {
                assert!(i18n.bundle(lang).has_message(m.id), "{lang} lacks {}", m.id);
            }
        }
        assert_eq!(
            i18n.format("fr", &the_piece(PieceKind::Elephant)),
            "l'éléphant"
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
        let m = jungle_move_text_error(&e);
        assert_eq!(i18n.format("en", &m), "only the rat can enter the water");
        assert_eq!(i18n.format("fr", &m), "seul le rat peut entrer dans l'eau");
        let e = parse_move(&pos, "tigr a2").unwrap_err();
        let m = jungle_move_text_error(&e);
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
                .starts_with("Je ne connais pas le mot `tigr`"),
            "{}",
            i18n.format("fr", &m)
        );
        let m = jungle_illegal_move(&IllegalMove::TooWeak {
            attacker: PieceKind::Cat,
            defender: PieceKind::Dog,
        });
        assert_eq!(
            i18n.format("en", &m),
            "the cat (2) cannot capture the dog (3)"
        );
        assert_eq!(
            i18n.format("fr", &m),
            "le chat (2) ne peut pas prendre le chien (3)"
        );
        let m = jungle_illegal_move(&IllegalMove::ElephantRat);
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

    #[test]
    fn xiangqi_errors_in_both_languages() {
        use crate::games::any::{Position, Rules};
        let i18n = I18n::new();
        // The Red horse on b0 cannot go to d1: the elephant on c0 stands on its leg.
        let pos = Position::startpos(Rules::default_for(GameKind::Xiangqi));
        let e = pos.parse_move("b0d1").unwrap_err();
        let m = move_text_error(&e);
        assert_eq!(
            i18n.format("en", &m),
            "the horse is blocked by the piece on c0"
        );
        assert_eq!(
            i18n.format("fr", &m),
            "le cheval est bloqué par la pièce en c0"
        );
        let e = pos.parse_move("H5+7").unwrap_err();
        assert!(i18n.format("fr", &move_text_error(&e)).contains("colonne"));
        for w in ["hello", "", "C2", "炮二"] {
            let e = pos.parse_move(w).unwrap_err();
            let en = i18n.format("en", &move_text_error(&e));
            let fr = i18n.format("fr", &move_text_error(&e));
            assert!(
                !en.starts_with("xq-") && !fr.starts_with("xq-"),
                "{w}: {en} / {fr}"
            );
            assert_ne!(en, fr, "{w}");
        }
    }
}
