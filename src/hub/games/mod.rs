//! The games the hub hosts: every per-game fact the shared code needs, written once per game
//! as a typed [`GameDescriptor`] ([`jungle`], [`xiangqi`]) and seen by the rest of the hub
//! through the object-safe [`HostedGame`] ([`descriptor`]). [`of`] and [`with_descriptor`] are
//! the hub's only `match` on the game: code that needs a game's own types (its pictures, its
//! reviews, its mining) runs as a [`DescriptorTask`] there.

pub mod descriptor;
pub mod jungle;
pub mod xiangqi;

use crate::games::any::{self, GameKind, RulesError, Side};
use crate::text::{Message, msg};

pub use descriptor::{
    Audience, COMMON_VALUES, GameDescriptor, HostedGame, MoveLabel, MoveOf, Names, PosOf,
    RulesPicture, capitalised,
};

/// The hosting of `kind`.
pub fn of(kind: GameKind) -> &'static dyn HostedGame {
    match kind {
        GameKind::Jungle => &jungle::Jungle,
        GameKind::Xiangqi => &xiangqi::Xiangqi,
    }
}

/// Work to do with the descriptor of a game chosen at run time (see [`with_descriptor`]):
/// closures cannot be generic, so the generic step is this trait's method.
pub trait DescriptorTask {
    /// What the work returns.
    type Output;
    /// Does the work with the game `G` (its rules, engine and pictures through
    /// `G::Position`).
    fn run<G: GameDescriptor>(self) -> Self::Output;
}

/// Runs `task` with the descriptor of `kind`: with [`of`], the hub's one mapping from the
/// facade's [`GameKind`] to a game's types (the command line draws through it).
pub fn with_descriptor<T: DescriptorTask>(kind: GameKind, task: T) -> T::Output {
    match kind {
        GameKind::Jungle => task.run::<jungle::Jungle>(),
        GameKind::Xiangqi => task.run::<xiangqi::Xiangqi>(),
    }
}

/// Every game's hosting, in [`GameKind::ALL`]'s order.
fn all() -> impl Iterator<Item = &'static dyn HostedGame> {
    GameKind::ALL.into_iter().map(of)
}

/// Why a move of any game is illegal, as a message.
pub fn illegal_move(e: &any::IllegalMove) -> Message {
    all()
        .find_map(|g| g.illegal_move(e))
        .unwrap_or_else(|| msg("illegal-other-game"))
}

/// Why a move text of any game was refused, as a message.
pub fn move_text_error(e: &any::MoveTextError) -> Message {
    all()
        .find_map(|g| g.move_text_error(e))
        .unwrap_or_else(|| msg("move-unreadable").str("text", e.to_string()))
}

/// A rules error of any game as a message, with that game's presets, options and example
/// (which the error carries).
pub fn rules_error(e: &RulesError) -> Message {
    use crate::games::options::RulesError as E;
    match e.error() {
        E::UnknownPreset { name, presets } => msg("rules-unknown-preset")
            .str("preset", name)
            .str("presets", presets.join(", ")),
        E::UnknownOption {
            key,
            suggestion: Some(s),
            ..
        } => msg("rules-unknown-option-suggest")
            .str("key", key)
            .str("suggestion", s),
        E::UnknownOption {
            key,
            suggestion: None,
            keys,
        } => msg("rules-unknown-option")
            .str("key", key)
            .str("options", keys.join(", ")),
        E::BadValue {
            key,
            value,
            expected,
        } => msg("rules-bad-value")
            .str("key", key)
            .str("value", value)
            .str("expected", *expected),
        E::NotKeyValue { text, example } => msg("rules-not-key-value")
            .str("text", text)
            .str("example", *example),
    }
}

/// The side's name in `kind`: `Red` / `Rouge`, `Blue` / `Bleu`, `Black` / `Noir`.
pub fn side(kind: GameKind, s: Side) -> Message {
    descriptor::side_name(of(kind).names(), s)
}

/// The game's name: `Jungle`, `Xiangqi`.
pub fn name(kind: GameKind) -> Message {
    Message::new(of(kind).names().game)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hub::config::HubConfig;
    use crate::text::I18n;

    /// `rules` says how each piece moves, Jungle's per animal and Xiangqi's per piece: every
    /// piece's name is in its game's summary in every language.
    #[test]
    fn the_rules_summaries_name_every_piece() {
        use crate::games::{jungle as j, xiangqi as x};
        let i18n = I18n::new();
        let games = [
            (
                <jungle::Jungle as GameDescriptor>::rules_summary(&j::RuleSet::default()),
                j::PieceKind::ALL.map(jungle::piece).to_vec(),
            ),
            (
                <xiangqi::Xiangqi as GameDescriptor>::rules_summary(&x::RuleSet::default()),
                x::PieceKind::ALL.map(xiangqi::piece).to_vec(),
            ),
        ];
        for loc in I18n::locales() {
            for (summary, pieces) in &games {
                let text = i18n.format(loc.tag, summary).to_lowercase();
                for p in pieces {
                    let name = i18n.format(loc.tag, p);
                    let name = name.split('/').next().unwrap_or(&name).to_lowercase();
                    assert!(text.contains(&name), "{}: no {name} in {text}", loc.tag);
                }
            }
        }
    }

    /// Every message id of every game's [`Names`] exists in both languages.
    #[test]
    fn every_game_names_exist() {
        let i18n = I18n::new();
        for kind in GameKind::ALL {
            let g = of(kind);
            assert_eq!(g.kind(), kind);
            let n = g.names();
            let options = n.options.iter().chain(n.option_values).chain(COMMON_VALUES);
            for id in [
                n.game,
                n.second_side,
                n.second_colour,
                n.second_colour_word,
                n.rules_summary,
                n.win_in,
                n.examples,
            ]
            .into_iter()
            .chain(n.legend)
            .chain(n.board_labels.into_iter().flatten())
            .chain(options.map(|(_, id)| *id))
            {
                for lang in I18n::languages() {
                    assert!(i18n.has(lang, id), "{lang} lacks {id}");
                    assert_ne!(i18n.format(lang, &Message::new(id)), id);
                }
            }
            assert!(n.second_colour_words.contains(&n.second_colour_code));
            let c = HubConfig::default();
            assert_eq!(c.default_rules_for(kind), "standard", "{kind}");
            // Every rule option of the game has its players' word.
            for key in kind.option_keys() {
                assert!(n.options.iter().any(|(k, _)| k == key), "{kind}: {key}");
            }
        }
        assert_eq!(capitalised("éléphant"), "Éléphant");
        assert_eq!(capitalised(""), "");
    }

    #[test]
    fn rules_errors_name_the_game_options() {
        let i18n = I18n::new();
        let e = any::Rules::parse(GameKind::Xiangqi, "standard,nonsense").unwrap_err();
        let t = i18n.format("en", &rules_error(&e));
        assert!(t.contains("repetition"), "{t}");
        let e = any::Rules::parse(GameKind::Jungle, "standard,tiger").unwrap_err();
        let t = i18n.format("en", &rules_error(&e));
        assert!(t.contains("tiger_jump=vertical"), "{t}");
    }
}
