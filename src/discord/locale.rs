//! The slash commands in every language of `locales/`: names, descriptions and choice labels
//! are looked up in the locale files and set on poise's commands before they are registered,
//! so Discord gets one localisation map per text, built at start from the folders found.
//!
//! Keys (see `locales/en/discord.ftl`): `cmd-<command>`, `cmd-<command>-desc`;
//! `cmd-<command>-<option>[-desc]`, else `option-<option>[-desc]`; a choice's label is the
//! message its [`Choices::label`] names. The base locale ([`BASE`]) gives the defaults (its
//! names must be the commands' own: Discord sends them back and poise matches on them); every
//! other folder gives the localisations of the Discord codes it serves (`locale-discord`).

use std::borrow::Cow;

use crate::text::{BASE, I18n, Locale};

/// A fixed list of choices for a slash option, labelled from the locale files. Discord sends
/// back the index in [`Choices::all`].
pub trait Choices: Sized + Send + Sync + 'static {
    /// Every choice, in the order Discord shows them.
    fn all() -> Vec<Self>;
    /// The code the hub reads (`jungle`, `red`, `fr`).
    fn code(&self) -> &'static str;
    /// The message id of its label; `id@tag` is message `id` of locale `tag` for every reader
    /// (a language's own name).
    fn label(&self) -> String;
}

/// A slash option whose value is one of `T`'s choices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pick<T>(pub T);

impl<T: Choices> poise::ChoiceParameter for Pick<T> {
    fn list() -> Cow<'static, [poise::CommandParameterChoice]> {
        T::all()
            .iter()
            .map(|c| poise::CommandParameterChoice {
                name: c.label().into(),
                localizations: Cow::Borrowed(&[]),
                __non_exhaustive: (),
            })
            .collect::<Vec<_>>()
            .into()
    }

    fn from_index(index: usize) -> Option<Self> {
        T::all().into_iter().nth(index).map(Pick)
    }

    fn from_name(name: &str) -> Option<Self> {
        T::all().into_iter().find(|c| c.code() == name).map(Pick)
    }

    fn name(&self) -> &'static str {
        self.0.code()
    }

    fn localized_name(&self, _locale: &str) -> Option<&'static str> {
        None
    }
}

/// A text Discord would refuse, or one a locale lacks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// The locale folder.
    pub locale: &'static str,
    /// The message id.
    pub key: String,
    /// What is wrong.
    pub why: String,
}

impl std::fmt::Display for Problem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "locales/{}: `{}` {}", self.locale, self.key, self.why)
    }
}

/// Why a command or option name breaks Discord's rules (1–32 characters, lower case,
/// letters, digits, `-` and `_`), if it does.
pub fn bad_name(name: &str) -> Option<String> {
    let n = name.chars().count();
    if !(1..=32).contains(&n) {
        return Some(format!(
            "= `{name}`: a name has 1 to 32 characters, not {n}"
        ));
    }
    if let Some(c) = name
        .chars()
        .find(|c| !(c.is_alphanumeric() || *c == '-' || *c == '_'))
    {
        return Some(format!(
            "= `{name}`: a name has letters, digits, - and _ only, not `{c}`"
        ));
    }
    if name.chars().any(char::is_uppercase) {
        return Some(format!("= `{name}`: a name is lower case"));
    }
    None
}

/// Why a description or choice label breaks Discord's rules (1–100 characters), if it does.
pub fn bad_text(text: &str) -> Option<String> {
    let n = text.chars().count();
    (!(1..=100).contains(&n))
        .then(|| format!("= `{text}`: a description or label has 1 to 100 characters, not {n}"))
}

type Localizations = Vec<(Cow<'static, str>, Cow<'static, str>)>;

/// Looks up the texts of one locale, noting what is missing or refused.
struct Lookup<'a> {
    i18n: &'a I18n,
    problems: Vec<Problem>,
}

impl Lookup<'_> {
    /// The first of `keys` that `locale` has, checked by `check`; `None` (noted) if it has
    /// none, or if Discord would refuse it.
    fn find(
        &mut self,
        locale: &'static str,
        keys: &[String],
        check: fn(&str) -> Option<String>,
    ) -> Option<String> {
        let Some((key, text)) = keys
            .iter()
            .find_map(|k| self.i18n.text(locale, k).map(|t| (k, t)))
        else {
            self.problems.push(Problem {
                locale,
                key: keys.join("` or `"),
                why: "is missing".to_string(),
            });
            return None;
        };
        if let Some(why) = check(&text) {
            self.problems.push(Problem {
                locale,
                key: key.clone(),
                why,
            });
            return None;
        }
        Some(text)
    }

    /// The base text of `keys` and its localisations for every other locale's Discord codes.
    fn all(
        &mut self,
        keys: &[String],
        check: fn(&str) -> Option<String>,
    ) -> (Option<String>, Localizations) {
        let base = self.find(BASE, keys, check);
        let mut local = Vec::new();
        for l in others() {
            if let Some(t) = self.find(l.tag, keys, check) {
                for code in &l.discord {
                    local.push((Cow::Owned(code.clone()), Cow::Owned(t.clone())));
                }
            }
        }
        (base, local)
    }

    /// A name: the base one must be `own` (what Discord sends back); the localisations.
    fn name(&mut self, keys: &[String], own: &str) -> Localizations {
        let (base, local) = self.all(keys, bad_name);
        if let Some(b) = base.filter(|b| b != own) {
            self.problems.push(Problem {
                locale: BASE,
                key: keys[0].clone(),
                why: format!("= `{b}`: the base name must be the command's own, `{own}`"),
            });
        }
        local
    }
}

/// Every locale but the base.
fn others() -> impl Iterator<Item = &'static Locale> {
    I18n::locales().iter().filter(|l| l.tag != BASE)
}

/// Sets the names, descriptions and choice labels of `commands` from the locale files of
/// `i18n`. A text missing or refused is left out (the base's, else poise's, stays) and
/// returned as a [`Problem`]; a localised name used twice in one list is one too. A
/// subcommand's keys are its command's followed by its own name (`cmd-web-play`,
/// `cmd-web-play-desc`, `cmd-web-links-set`).
pub fn localize<U, E>(commands: &mut [poise::Command<U, E>], i18n: &I18n) -> Vec<Problem> {
    let mut look = Lookup {
        i18n,
        problems: Vec::new(),
    };
    for c in commands.iter_mut() {
        let key = format!("cmd-{}", c.name);
        localize_one(&mut look, c, &key);
    }
    let lists: Vec<Vec<(String, String)>> = commands
        .iter()
        .map(|c| names_by_code(&c.name, &c.name_localizations))
        .collect();
    twice(&mut look.problems, "commands", &lists);
    look.problems
}

/// Localizes command `c` whose keys start with `key` (`cmd-web`), its options and its
/// subcommands.
fn localize_one<U, E>(look: &mut Lookup, c: &mut poise::Command<U, E>, key: &str) {
    let i18n = look.i18n;
    let cmd = c.name.to_string();
    c.name_localizations = look.name(&[key.to_string()], &cmd).into();
    let (desc, local) = look.all(&[format!("{key}-desc")], bad_text);
    if desc.is_some() {
        c.description = desc.map(Cow::Owned);
    }
    c.description_localizations = local.into();
    for p in &mut c.parameters {
        let opt = p.name.to_string();
        let names = [format!("{key}-{opt}"), format!("option-{opt}")];
        p.name_localizations = look.name(&names, &opt).into();
        let descs = [format!("{key}-{opt}-desc"), format!("option-{opt}-desc")];
        let (desc, local) = look.all(&descs, bad_text);
        if desc.is_some() {
            p.description = desc.map(Cow::Owned);
        }
        p.description_localizations = local.into();
        let choices: Vec<poise::CommandParameterChoice> = p
            .choices
            .iter()
            .map(|ch| {
                let (name, localizations) = match ch.name.split_once('@') {
                    // The same words for every reader: no localisations.
                    Some((id, tag)) => (
                        i18n.text(tag, id).filter(|t| bad_text(t).is_none()),
                        Vec::new(),
                    ),
                    None => look.all(&[ch.name.to_string()], bad_text),
                };
                poise::CommandParameterChoice {
                    name: name.map_or_else(|| ch.name.clone(), Cow::Owned),
                    localizations: localizations.into(),
                    __non_exhaustive: (),
                }
            })
            .collect();
        p.choices = choices.into();
    }
    for sub in &mut c.subcommands {
        let sub_key = format!("{key}-{}", sub.name);
        localize_one(look, sub, &sub_key);
    }
    // Options and subcommands share one list of names.
    let lists: Vec<Vec<(String, String)>> = c
        .parameters
        .iter()
        .map(|p| names_by_code(&p.name, &p.name_localizations))
        .chain(
            c.subcommands
                .iter()
                .map(|s| names_by_code(&s.name, &s.name_localizations)),
        )
        .collect();
    twice(&mut look.problems, &format!("options of /{cmd}"), &lists);
}

/// `(code, name)` for each Discord code: its localisation, else the base name.
fn names_by_code(
    base: &str,
    local: &[(Cow<'static, str>, Cow<'static, str>)],
) -> Vec<(String, String)> {
    let mut codes: Vec<String> = vec![String::new()];
    codes.extend(others().flat_map(|l| l.discord.iter().cloned()));
    codes
        .into_iter()
        .map(|code| {
            let name = local
                .iter()
                .find(|(c, _)| *c == code)
                .map_or(base, |(_, n)| n);
            (code, name.to_string())
        })
        .collect()
}

/// Notes a name used twice for one Discord code among `lists` (one list per command, or per
/// option of a command).
fn twice(problems: &mut Vec<Problem>, what: &str, lists: &[Vec<(String, String)>]) {
    let mut seen: Vec<(&str, &str)> = Vec::new();
    for (code, name) in lists.iter().flatten() {
        if seen.contains(&(code, name)) {
            let locale = others()
                .find(|l| l.discord.contains(code))
                .map_or(BASE, |l| l.tag);
            problems.push(Problem {
                locale,
                key: format!("{what} ({})", if code.is_empty() { "base" } else { code }),
                why: format!("names `{name}` twice"),
            });
        } else {
            seen.push((code, name));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_descriptions_follow_discords_rules() {
        for ok in [
            "défi",
            "jeupardefaut",
            "move",
            "règles",
            "a_b-c",
            "级别",
            "x",
        ] {
            assert_eq!(bad_name(ok), None, "{ok}");
        }
        for bad in ["", "Défi", "two words", "a.b", &"x".repeat(33)] {
            assert!(bad_name(bad).is_some(), "{bad}");
        }
        assert!(bad_text("").is_some());
        assert!(bad_text(&"é".repeat(101)).is_some());
        assert_eq!(bad_text(&"é".repeat(100)), None);
    }

    /// Every discovered locale gives every command text, and Discord would take them all.
    #[test]
    fn every_locale_localizes_every_command() {
        let mut cmds = super::super::commands::all();
        let problems = localize(&mut cmds, &I18n::new());
        let listed: Vec<String> = problems.iter().map(ToString::to_string).collect();
        assert!(problems.is_empty(), "{listed:#?}");
        let codes: Vec<String> = others().flat_map(|l| l.discord.clone()).collect();
        for c in &cmds {
            assert!(c.description.as_deref().is_some_and(|d| !d.is_empty()));
            for code in &codes {
                assert!(
                    c.name_localizations.iter().any(|(k, _)| k == code),
                    "/{} has no {code} name",
                    c.name
                );
            }
            for p in &c.parameters {
                for ch in p.choices.iter() {
                    assert!(!ch.name.starts_with("choice-"), "{}", ch.name);
                }
            }
        }
    }

    #[test]
    fn a_bad_text_is_named_and_left_out() {
        let mut cmds = super::super::commands::all();
        let c = cmds.iter_mut().find(|c| c.name == "board").unwrap();
        c.name = "Board".into();
        let problems = localize(&mut cmds, &I18n::new());
        assert!(
            problems
                .iter()
                .any(|p| p.key == "cmd-Board" && p.locale == BASE),
            "{problems:?}"
        );
    }
}
