//! Player-facing text through `fluent`: one bundle a locale folder `locales/<tag>/` (every
//! `.ftl` file in it, embedded by `build.rs`, so adding a language is adding a folder), and the
//! rules layer's typed errors turned into messages.
//!
//! Each folder says who it is in `locale.ftl`: `locale-name` (its own name for itself),
//! `locale-discord` (the Discord locale codes it serves, space-separated: `fr`; `zh-CN` for
//! `zh-Hans`) and `locale-aliases` (other words for it in settings, `|`-separated).

use std::sync::LazyLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

use crate::games::any;

use super::message::{Arg, Message};

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/locales.rs"));
}

/// Every locale folder: its tag and its message files (name, text), sorted by tag.
pub const SOURCES: &[(&str, &[(&str, &str)])] = embedded::LOCALES;

/// The language every other falls back to; its texts are also Discord's defaults.
pub const BASE: &str = "en";

/// What a locale folder says of itself in its `locale.ftl`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Locale {
    /// Its tag, the folder's name: `en`, `fr`, `zh-Hans`.
    pub tag: &'static str,
    /// Its own name for itself (`locale-name`): `English`, `Français`.
    pub name: String,
    /// The Discord locale codes it serves (`locale-discord`): `fr`; `en-US en-GB`.
    pub discord: Vec<String>,
    /// Other words naming it in settings (`locale-aliases`), lower case: `french`, `français`.
    pub aliases: Vec<String>,
}

/// The locales found, the base first.
static LOCALES: LazyLock<Vec<Locale>> = LazyLock::new(|| {
    let i18n = I18n::new();
    let words = |tag: &str, id: &str, sep: char| -> Vec<String> {
        i18n.text(tag, id)
            .unwrap_or_default()
            .split(sep)
            .map(|w| w.trim().to_lowercase())
            .filter(|w| !w.is_empty())
            .collect()
    };
    let mut all: Vec<Locale> = SOURCES
        .iter()
        .map(|(tag, _)| Locale {
            tag,
            name: i18n
                .text(tag, "locale-name")
                .unwrap_or_else(|| tag.to_string()),
            // Discord's codes keep their case (`en-US`, `zh-CN`).
            discord: i18n
                .text(tag, "locale-discord")
                .unwrap_or_default()
                .split_whitespace()
                .map(str::to_string)
                .collect(),
            aliases: words(tag, "locale-aliases", '|'),
        })
        .collect();
    all.sort_by_key(|l| l.tag != BASE);
    all
});

/// The tags of [`LOCALES`], the base first.
static TAGS: LazyLock<Vec<&'static str>> =
    LazyLock::new(|| LOCALES.iter().map(|l| l.tag).collect());

/// Formats [`Message`]s in the languages of `locales/`.
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
            .map(|(lang, files)| {
                let id: LanguageIdentifier = lang.parse().unwrap_or_default();
                let mut b = FluentBundle::new_concurrent(vec![id]);
                b.set_use_isolating(false);
                // NUMBER($n, type: "ordinal") for ordinals (`21st`); it is the only function.
                let _ = b.add_builtins();
                for (_, text) in *files {
                    let res =
                        FluentResource::try_new((*text).to_string()).unwrap_or_else(|(r, _)| r);
                    // Duplicate ids are the only error here; the first definition is kept.
                    let _ = b.add_resource(res);
                }
                (*lang, b)
            })
            .collect();
        I18n { bundles }
    }

    /// The supported language for a tag: the folder's own tag (`fr`, `zh-Hans`, any case), a
    /// Discord code it serves (`zh-CN`), one of its aliases (`French`, `français`), else the
    /// first folder with the same primary language (`fr-CA` → `fr`, `en-GB` → `en`);
    /// anything else → `None`.
    pub fn supported(tag: &str) -> Option<&'static str> {
        let t = tag.trim();
        if t.is_empty() {
            return None;
        }
        let lower = t.to_lowercase();
        let primary = |s: &str| s.split(['-', '_', '.']).next().unwrap_or("").to_string();
        let all = I18n::locales();
        all.iter()
            .find(|l| l.tag.eq_ignore_ascii_case(t))
            .or_else(|| {
                all.iter()
                    .find(|l| l.discord.iter().any(|d| d.eq_ignore_ascii_case(t)))
            })
            .or_else(|| all.iter().find(|l| l.aliases.contains(&lower)))
            .or_else(|| {
                let p = primary(&lower);
                all.iter().find(|l| primary(&l.tag.to_lowercase()) == p)
            })
            .map(|l| l.tag)
    }

    /// Every language tag served, the base (`en`) first.
    pub fn languages() -> &'static [&'static str] {
        &TAGS
    }

    /// Every language as the command line and the configuration take it, with its own name:
    /// `en (English)`, …, Chinese by its codes (`zh-CN (简体中文)`, `zh-TW (繁體中文)`) rather
    /// than its folders' tags, as `--help` and the README name them. For the errors that list
    /// what may be written (`--lang`, `language` in `config.toml`).
    pub fn codes() -> Vec<String> {
        I18n::locales()
            .iter()
            .map(|loc| {
                let code = match loc.discord.first() {
                    Some(d) if loc.tag.contains('-') => d.as_str(),
                    _ => loc.tag,
                };
                format!("{code} ({})", loc.name)
            })
            .collect()
    }

    /// Every locale folder, as it describes itself, the base first.
    pub fn locales() -> &'static [Locale] {
        &LOCALES
    }

    /// Message `id` of locale `tag` itself (no fallback), formatted without arguments;
    /// `None` if that locale lacks it.
    pub fn text(&self, tag: &str, id: &str) -> Option<String> {
        let (_, b) = self.bundles.iter().find(|(l, _)| *l == tag)?;
        let pattern = b.get_message(id)?.value()?;
        let mut errors = Vec::new();
        Some(b.format_pattern(pattern, None, &mut errors).into_owned())
    }

    fn bundle(&self, locale: &str) -> &FluentBundle<FluentResource> {
        let lang = I18n::supported(locale).unwrap_or(BASE);
        let i = self
            .bundles
            .iter()
            .position(|(l, _)| *l == lang)
            .or_else(|| self.bundles.iter().position(|(l, _)| *l == BASE))
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
            b = self.bundle(BASE);
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
            Arg::List(items) => {
                // The language's own separator (`、` in Chinese), `list-separator`.
                let sep = self.format(locale, &Message::new("list-separator"));
                FluentValue::from(self.join(locale, items, &sep))
            }
            Arg::Lines(items) => FluentValue::from(self.join(locale, items, "\n")),
        }
    }
}

/// Rules as members read them: the nearest preset's name from the locale files
/// (`preset-<name>`: `standard`, `标准`, `tiêu chuẩn`), then the options that differ from it as
/// typed (` + dog_swims=true`), as [`any::Rules::described`] writes them.
pub fn rules(rules: &any::Rules) -> Message {
    described(&rules.described())
}

/// [`rules`] of a text [`any::Rules::described`] wrote (`preset + key=value...`); a preset
/// with no name in the locale files is shown as written.
pub fn described(text: &str) -> Message {
    let (preset, changes) = match text.split_once(" + ") {
        Some((p, rest)) => (p, format!(" + {rest}")),
        None => (text, String::new()),
    };
    let name = match preset {
        "standard" => msg_id("preset-standard"),
        "traditional" => msg_id("preset-traditional"),
        "vertical-tiger" => msg_id("preset-vertical-tiger"),
        "fivefold" => msg_id("preset-fivefold"),
        "engine" => msg_id("preset-engine"),
        "asian" => msg_id("preset-asian"),
        "casual" => msg_id("preset-casual"),
        other => Message::new("option-raw").str("text", other),
    };
    Message::new("rules-described")
        .msg("preset", name)
        .str("changes", changes)
}

/// A message without arguments.
fn msg_id(id: &'static str) -> Message {
    Message::new(id)
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

    /// Every locale folder parses and has exactly the base's message ids.
    #[test]
    fn every_language_parses_and_has_the_same_messages() {
        let ids_of = |files: &[(&str, &str)]| {
            let mut all: Vec<String> = files.iter().flat_map(|(_, text)| ids(text)).collect();
            all.sort();
            all
        };
        for (lang, files) in SOURCES {
            for (name, text) in *files {
                if let Err((_, errs)) = FluentResource::try_new(text.to_string()) {
                    panic!("locales/{lang}/{name}: {errs:?}");
                }
            }
        }
        let (_, base) = SOURCES
            .iter()
            .find(|(l, _)| *l == BASE)
            .expect("locales/en");
        let en = ids_of(base);
        assert!(en.len() > 100, "{} messages", en.len());
        assert!(SOURCES.len() >= 2, "{} locales", SOURCES.len());
        for (lang, files) in SOURCES {
            let other = ids_of(files);
            let missing: Vec<&String> = en.iter().filter(|i| !other.contains(i)).collect();
            let extra: Vec<&String> = other.iter().filter(|i| !en.contains(i)).collect();
            assert!(
                missing.is_empty() && extra.is_empty(),
                "locales/{lang}: missing {missing:?}, not in {BASE}: {extra:?}"
            );
            let mut dedup = other.clone();
            dedup.dedup();
            assert_eq!(dedup, other, "locales/{lang}: an id written twice");
        }
    }

    /// Each folder names itself and the Discord codes it serves; no code is served twice; the
    /// tags, codes and aliases lead back to their folder.
    #[test]
    fn locales_describe_themselves() {
        let all = I18n::locales();
        assert_eq!(all[0].tag, BASE);
        assert_eq!(I18n::languages()[0], BASE);
        let mut codes = Vec::new();
        for l in all {
            assert!(!l.name.is_empty(), "{}", l.tag);
            assert!(
                !l.discord.is_empty(),
                "locales/{}: no locale-discord",
                l.tag
            );
            for d in &l.discord {
                assert!(!codes.contains(d), "Discord locale {d} served twice");
                codes.push(d.clone());
                assert_eq!(I18n::supported(d), Some(l.tag), "{d}");
            }
            for a in &l.aliases {
                assert_eq!(I18n::supported(a), Some(l.tag), "{a}");
            }
            assert_eq!(I18n::supported(l.tag), Some(l.tag));
        }
        let fr = all.iter().find(|l| l.tag == "fr").expect("locales/fr");
        assert_eq!(fr.discord, ["fr"]);
        for (tag, want) in [
            ("fr", Some("fr")),
            ("fr-CA", Some("fr")),
            ("French", Some("fr")),
            ("Français", Some("fr")),
            ("en-GB", Some("en")),
            ("en-US", Some("en")),
            ("english", Some("en")),
            ("", None),
            ("klingon", None),
        ] {
            assert_eq!(I18n::supported(tag), want, "{tag}");
        }
    }
}
