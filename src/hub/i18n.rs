//! Player-facing text through `fluent`: English and French bundles embedded from
//! `locales/<lang>/main.ftl`, and the rules layer's typed errors turned into messages.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

use crate::games::any::{self, GameKind, Side};

use super::games;
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
                // NUMBER($n, type: "ordinal") for ordinals (`21st`); it is the only function.
                let _ = b.add_builtins();
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

/// The side's name in `kind`: `Red` / `Rouge`, `Blue` / `Bleu`, `Black` / `Noir`.
pub fn side(kind: GameKind, s: Side) -> Message {
    games::side(kind, s)
}

/// The game's name: `Jungle`, `Xiangqi`.
pub fn game(kind: GameKind) -> Message {
    Message::new(games::of(kind).names().game)
}

/// Why a move of any game is illegal, as a message.
pub fn illegal_move(e: &any::IllegalMove) -> Message {
    games::illegal_move(e)
}

/// Why a move text of any game was refused, as a message.
pub fn move_text_error(e: &any::MoveTextError) -> Message {
    games::move_text_error(e)
}

#[cfg(test)]
mod tests {
    use super::*;
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
            include_str!("games.rs"),
            include_str!("jungle.rs"),
            include_str!("xiangqi.rs"),
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

    /// The messages built by `match` (sides, games, reasons, levels) exist in both languages;
    /// each game's pieces are checked in its own file.
    #[test]
    fn named_messages_exist() {
        let i18n = I18n::new();
        let mut ms: Vec<Message> = Vec::new();
        for kind in GameKind::ALL {
            ms.extend(Side::ALL.map(|s| side(kind, s)));
            ms.push(game(kind));
        }
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
