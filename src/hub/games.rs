//! The games the hub hosts: what it needs of each one above the rules, written once per game
//! in [`super::jungle`] and [`super::xiangqi`] behind [`HostedGame`]. This file is the hub's
//! only `match` on the game; everything else asks [`of`] (or the functions here, for values
//! that carry their game, like errors).

use std::sync::atomic::AtomicBool;

use crate::engine::pool::TablePool;
use crate::engine::review::{Budget, Review};
use crate::engine::{self, Level, SearchGame};
use crate::games::any::{self, Game, GameKind, Move, Position, RulesError, Side};
use crate::games::text::fold;
use crate::render::StripText;
use crate::render::review::ReviewText;

use super::config::HubConfig;
use super::i18n::I18n;
use super::reply::{BoardView, Message, msg};
use super::review::{ReviewFailed, Reviewing};
use super::{jungle, xiangqi};

/// A game's fixed words: message ids (both locale files have them, as a test checks) and the
/// texts members type.
#[derive(Debug)]
pub struct Names {
    /// The game's name, e.g. `game-jungle`.
    pub game: &'static str,
    /// The second side's name, e.g. `side-blue`.
    pub second_side: &'static str,
    /// The second colour as a challenge names it, e.g. `colour-blue`.
    pub second_colour: &'static str,
    /// The second colour as a member types it, in a refusal: `colour-word-blue`.
    pub second_colour_word: &'static str,
    /// The second colour as stored: `blue`, `black`.
    pub second_colour_code: &'static str,
    /// What a member may type for the second colour (folded: lower case, no accents).
    pub second_colour_words: &'static [&'static str],
    /// The rules summary of `/rules`, e.g. `rules-summary-jungle`.
    pub rules_summary: &'static str,
    /// An example rule override, for a refusal: `tiger_jump=vertical`.
    pub rules_example: &'static str,
    /// The `config.toml` setting of the default rules: `default_rules`.
    pub rules_setting: &'static str,
    /// A forced win in so many moves, in a review: `review-den-in`, `review-mate-in`.
    pub win_in: &'static str,
}

/// A legal move as an autocomplete list shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveLabel {
    /// The moving piece's name in the member's language.
    pub piece: String,
    /// Its English name (members may type either).
    pub english: &'static str,
    /// The move as players of the game write it, shown first (Xiangqi WXF `C2.5`), if the
    /// game has such a form besides the squares.
    pub written: Option<String>,
}

/// A rules error of any game, its variants the same in every game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RulesFault<'a> {
    /// An unknown preset.
    Preset(&'a str),
    /// An unknown option, with a close option key if one is.
    Option(&'a str, Option<&'a str>),
    /// A bad value: key, value, what is expected.
    Value(&'a str, &'a str, &'a str),
    /// Text that is no `key=value`.
    NotKeyValue(&'a str),
}

/// What the hub needs of one game above its rules. Values of another game (a position of the
/// other game) give `None`.
pub trait HostedGame: Sync {
    /// The game.
    fn kind(&self) -> GameKind;

    /// Its fixed words.
    fn names(&self) -> &'static Names;

    /// Its default rules text in `config`.
    fn default_rules<'a>(&self, config: &'a HubConfig) -> &'a str;

    /// The legal move `m` in `pos` as shown to players in `locale` (Jungle `Rat g3→g4`,
    /// Xiangqi WXF `C2.5`), for readers whose locales are `readers`, most wanted first (a
    /// Chinese reader gets Xiangqi's Chinese notation too).
    fn move_text(
        &self,
        i18n: &I18n,
        pos: &Position,
        m: Move,
        locale: &str,
        readers: &[Option<&str>],
    ) -> Option<String>;

    /// The legal move `m` in `pos` as an autocomplete label in `locale`.
    fn move_label(&self, i18n: &I18n, pos: &Position, m: Move, locale: &str) -> Option<MoveLabel>;

    /// The greedy bot's move in `pos` ([`super::GreedyBot`]), `None` without a legal move.
    fn greedy_move(&self, pos: &Position) -> Option<Move>;

    /// The summary of `/rules` for `rules` (of this game): what the options in force change,
    /// told as rules (the message [`Names::rules_summary`] with the options as arguments).
    fn rules_summary(&self, rules: &any::Rules) -> Message;

    /// The engine's move in `game` at `level`, or its hint (`None` level), its transposition
    /// table from `tables`; `None` if it finds none or `stop` was raised.
    fn engine_move(
        &self,
        game: &Game,
        level: Option<Level>,
        stop: &AtomicBool,
        tables: &TablePool,
    ) -> Option<Move>;

    /// The board of `view` as a PNG with `text` in its strips.
    fn board_png(&self, view: &BoardView, text: StripText) -> Option<Vec<u8>>;

    /// The game from `start` through `moves` as an animated GIF, with the players' names.
    fn replay_gif(&self, start: &Position, moves: &[Move], names: [String; 2]) -> Option<Vec<u8>>;

    /// The engine's review of the game from `start` through `moves`, to be searched at
    /// `budget` ([`Reviewing::new`]); `Err` for a move of another game or an illegal one.
    fn reviewing(
        &self,
        start: &Position,
        moves: &[Move],
        budget: Budget,
    ) -> Option<Result<Reviewing, ReviewFailed>>;

    /// The review picture of the game from `start` reviewed as `review`, with `text`.
    fn review_png(
        &self,
        start: &Position,
        review: &Review<Move>,
        text: &ReviewText,
    ) -> Option<Vec<u8>>;

    /// A forced win in the game's terms, for review texts: `den`, `mate`.
    fn win_word(&self) -> &'static str;

    /// Where the game's pictures put their text strips (the renderer's `LAYOUT`).
    fn strip_layout(&self) -> &'static crate::render::strips::StripLayout;
}

/// The hosting of `kind`.
pub fn of(kind: GameKind) -> &'static dyn HostedGame {
    match kind {
        GameKind::Jungle => &jungle::Jungle,
        GameKind::Xiangqi => &xiangqi::Xiangqi,
    }
}

/// Why a move of any game is illegal, as a message.
pub fn illegal_move(e: &any::IllegalMove) -> Message {
    match e {
        any::IllegalMove::Jungle(e) => jungle::illegal_move(e),
        any::IllegalMove::Xiangqi(e) => xiangqi::illegal_move(e),
        any::IllegalMove::OtherGame => msg("illegal-other-game"),
    }
}

/// Why a move text of any game was refused, as a message.
pub fn move_text_error(e: &any::MoveTextError) -> Message {
    match e {
        any::MoveTextError::Jungle(e) => jungle::move_text_error(e),
        any::MoveTextError::Xiangqi(e) => xiangqi::move_text_error(e),
    }
}

/// The [`HostedGame`] methods every game writes alike, given its `Position`/`Move` variant and
/// its `fn(Move) -> Option<game::Move>`: the pooled search, the board PNG, the replay GIF and
/// the review. The caller's module names its rules `rules` (`crate::games::<game>`) and its
/// renderer `draw` (`crate::render::<game>`).
macro_rules! hosted_search_and_pictures {
    ($variant:ident, $own_move:path) => {
        fn engine_move(
            &self,
            game: &Game,
            level: Option<Level>,
            stop: &AtomicBool,
            tables: &TablePool,
        ) -> Option<Move> {
            let Position::$variant(p) = game.position() else {
                return None;
            };
            games::search(&p, game, level, stop, tables).map(Move::$variant)
        }

        fn board_png(&self, view: &BoardView, text: StripText) -> Option<Vec<u8>> {
            let Position::$variant(pos) = &view.position else {
                return None;
            };
            let opts = draw::RenderOptions {
                flip: view.flipped,
                last_move: view.last_move.and_then($own_move).map(|mv| draw::LastMove {
                    mv,
                    capture: view.last_capture,
                }),
                hints: view
                    .hint
                    .and_then($own_move)
                    .map_or(0, |m| m.from.bit() | m.to.bit()),
                outcome: None,
                text: Some(text),
            };
            Some(draw::position_png_styled(pos, &opts, view.style))
        }

        fn replay_gif(
            &self,
            start: &Position,
            moves: &[Move],
            names: [String; 2],
        ) -> Option<Vec<u8>> {
            let Position::$variant(start) = start else {
                return None;
            };
            let moves = games::moves_of(moves, $own_move)?;
            let text = move |f: &draw::FrameInfo| StripText {
                players: names.clone(),
                ..draw::english_text(f.position, f.outcome)
            };
            let opts = draw::GifOptions {
                text: Some(&text),
                ..draw::GifOptions::default()
            };
            draw::game_gif(start, &moves, &opts).ok()
        }

        fn reviewing(
            &self,
            start: &Position,
            moves: &[Move],
            budget: crate::engine::review::Budget,
        ) -> Option<Result<super::review::Reviewing, super::review::ReviewFailed>> {
            let Position::$variant(start) = start else {
                return None;
            };
            Some(super::review::Reviewing::of(*start, moves, budget))
        }

        fn review_png(
            &self,
            start: &Position,
            review: &crate::engine::review::Review<Move>,
            text: &crate::render::review::ReviewText,
        ) -> Option<Vec<u8>> {
            let Position::$variant(start) = start else {
                return None;
            };
            let review = super::review::typed::<rules::Position>(review)?;
            Some(crate::render::review::review_png(start, &review, text))
        }

        fn win_word(&self) -> &'static str {
            <rules::Position as crate::engine::review::ReviewGame>::WIN_WORD
        }

        fn strip_layout(&self) -> &'static crate::render::strips::StripLayout {
            &draw::LAYOUT
        }
    };
}
pub(crate) use hosted_search_and_pictures;

/// The players' word for each rule option (`option-<key>`), for `/rules`.
const OPTION_NAMES: [(&str, &str); 11] = [
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
    ("repetition_count", "option-repetition_count"),
];

/// The players' word for each option value written as a word (`option-value-<value>`).
const OPTION_VALUES: [(&str, &str); 12] = [
    ("true", "option-value-true"),
    ("false", "option-value-false"),
    ("both", "option-value-both"),
    ("vertical", "option-value-vertical"),
    ("any", "option-value-any"),
    ("enemy", "option-value-enemy"),
    ("red", "option-value-red"),
    ("blue", "option-value-blue"),
    ("draw", "option-value-draw"),
    ("forbid", "option-value-forbid"),
    ("asian", "option-value-asian"),
    ("0", "option-value-off"),
];

/// One option in force as a `/rules` line in the member's words, with the `key=value` a
/// member types to change it: `tiger jumps: vertically only (tiger_jump=vertical)`.
pub fn option_line(key: &str, value: &str) -> Message {
    let find = |table: &[(&str, &'static str)], k: &str| {
        table.iter().find(|(t, _)| *t == k).map(|(_, id)| *id)
    };
    let name = find(&OPTION_NAMES, key).map_or_else(|| msg("option-raw").str("text", key), msg);
    let word =
        find(&OPTION_VALUES, value).map_or_else(|| msg("option-raw").str("text", value), msg);
    msg("rules-option")
        .msg("name", name)
        .msg("value", word)
        .str("key", key)
        .str("raw", value)
}

/// A rules error of any game as a message, with that game's presets, options and example.
pub fn rules_error(e: &RulesError) -> Message {
    use crate::games::options::RulesError as E;
    let kind = match e {
        RulesError::Jungle(_) => GameKind::Jungle,
        RulesError::Xiangqi(_) => GameKind::Xiangqi,
    };
    // One rules error type serves every game; only the presets and example differ.
    let fault = match e.error() {
        E::UnknownPreset { name, .. } => RulesFault::Preset(name),
        E::UnknownOption {
            key, suggestion, ..
        } => RulesFault::Option(key, suggestion.as_deref()),
        E::BadValue {
            key,
            value,
            expected,
        } => RulesFault::Value(key, value, expected),
        E::NotKeyValue { text, .. } => RulesFault::NotKeyValue(text),
    };
    match fault {
        RulesFault::Preset(p) => msg("rules-unknown-preset")
            .str("preset", p)
            .str("presets", kind.presets().join(", ")),
        RulesFault::Option(key, Some(s)) => msg("rules-unknown-option-suggest")
            .str("key", key)
            .str("suggestion", s),
        RulesFault::Option(key, None) => msg("rules-unknown-option")
            .str("key", key)
            .str("options", kind.option_keys().join(", ")),
        RulesFault::Value(key, value, expected) => msg("rules-bad-value")
            .str("key", key)
            .str("value", value)
            .str("expected", expected),
        RulesFault::NotKeyValue(t) => msg("rules-not-key-value")
            .str("text", t)
            .str("example", of(kind).names().rules_example),
    }
}

/// The side's name in `kind`: `Red` / `Rouge`, `Blue` / `Bleu`, `Black` / `Noir`.
pub fn side(kind: GameKind, s: Side) -> Message {
    match s {
        Side::First => msg("side-red"),
        Side::Second => msg(of(kind).names().second_side),
    }
}

/// The autocomplete choices `(label, move)` for `partial` in `pos`, at most 25 (Discord's
/// limit): every word typed must begin a word of the move's label (the piece's name in
/// `locale` or in English, the squares, the canonical move `c3c4` / `h2e2`, and the written
/// form such as WXF). Labels read `rat g3→g4`, or `C2.5 cannon h2→e2` where the game has a
/// written form; the value is the canonical move. Only the moves the game record allows are
/// offered (not those Jungle's `repetition = "forbid"` refuses).
pub fn move_choices(
    i18n: &I18n,
    record: &Game,
    locale: &str,
    partial: &str,
) -> Vec<(String, String)> {
    let position = record.position();
    let pos = &position;
    let words: Vec<String> = fold(partial)
        .split_whitespace()
        .map(str::to_string)
        .collect();
    let mut out = Vec::new();
    for m in record.allowed_moves() {
        let Some((label, l)) = choice_label(i18n, pos, m, locale) else {
            continue;
        };
        let (from, to) = m.squares();
        let canonical = m.to_string();
        let tokens = [
            fold(&l.piece),
            l.english.to_string(),
            from,
            to,
            canonical.clone(),
            l.written
                .map(|w| w.to_ascii_lowercase())
                .unwrap_or_default(),
        ];
        if words
            .iter()
            .all(|w| tokens.iter().any(|t| t.starts_with(w.as_str())))
        {
            out.push((label, canonical));
            if out.len() == MAX_CHOICES {
                break;
            }
        }
    }
    out
}

/// Discord's limit on the choices of an autocomplete answer and on the options of a select
/// menu.
pub const MAX_CHOICES: usize = 25;

/// The label of legal move `m` in `pos` for a member reading `locale` (`rat g3→g4`,
/// `C2.5 cannon h2→e2`; `×` for a capture), with the parts it is made of.
fn choice_label(i18n: &I18n, pos: &Position, m: Move, locale: &str) -> Option<(String, MoveLabel)> {
    let l = of(pos.kind()).move_label(i18n, pos, m, locale)?;
    let sep = if pos.is_capture(m) { '×' } else { '→' };
    let (from, to) = m.squares();
    let label = match &l.written {
        Some(w) => format!("{w} {} {from}{sep}{to}", l.piece),
        None => format!("{} {from}{sep}{to}", l.piece),
    };
    Some((label, l))
}

/// The pieces of the side to move that have a move the game record allows, for the first menu
/// of a move picked without typing: `(label, square)` such as `("rat c3", "c3")` (the piece
/// named in `locale`), in the order of the moves, at most [`MAX_CHOICES`]. As for
/// [`move_choices`], a move Jungle's `repetition = "forbid"` refuses is not offered.
pub fn piece_choices(i18n: &I18n, record: &Game, locale: &str) -> Vec<(String, String)> {
    let position = record.position();
    let pos = &position;
    let mut out: Vec<(String, String)> = Vec::new();
    for m in record.allowed_moves() {
        let (from, _) = m.squares();
        if out.iter().any(|(_, sq)| *sq == from) {
            continue;
        }
        let Some(l) = of(pos.kind()).move_label(i18n, pos, m, locale) else {
            continue;
        };
        out.push((format!("{} {from}", l.piece), from));
        if out.len() == MAX_CHOICES {
            break;
        }
    }
    out
}

/// The moves the game record allows for the piece on square `from`, for the second menu:
/// `(label, move)` labelled as [`move_choices`] labels them, the value the canonical move, at
/// most [`MAX_CHOICES`]. Empty when no piece of the side to move can leave `from`.
pub fn destination_choices(
    i18n: &I18n,
    record: &Game,
    locale: &str,
    from: &str,
) -> Vec<(String, String)> {
    let pos = record.position();
    record
        .allowed_moves()
        .into_iter()
        .filter(|m| m.squares().0 == from)
        .filter_map(|m| {
            choice_label(i18n, &pos, m, locale).map(|(label, _)| (label, m.to_string()))
        })
        .take(MAX_CHOICES)
        .collect()
}

/// The engine's move (or hint, with no `level`) in `pos`, the current position of `game`, its
/// transposition table from `tables`.
pub(crate) fn search<G: SearchGame>(
    pos: &G,
    game: &Game,
    level: Option<Level>,
    stop: &AtomicBool,
    tables: &TablePool,
) -> Option<G::Move> {
    // The engine wants the positions before the current one (it adds the current itself).
    let mut history = game.history_hashes();
    history.pop();
    match level {
        Some(l) => engine::choose_move_pooled(pos, &history, l, stop, tables),
        None => engine::hint_pooled(pos, &history, stop, tables),
    }
    .map(|r| r.best)
}

/// `moves` as moves of one game (`pick` keeps those of that game); `None` if one is of
/// another.
pub(crate) fn moves_of<M>(moves: &[Move], pick: fn(Move) -> Option<M>) -> Option<Vec<M>> {
    moves.iter().map(|m| pick(*m)).collect()
}

/// `name` with its first letter in upper case: `éléphant` → `Éléphant`.
pub(crate) fn capitalised(name: &str) -> String {
    let mut c = name.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

/// The piece style of `kind`'s own look ([`crate::render::Drawable::DEFAULT_STYLE`]), for a
/// member who chose none.
pub fn default_style(kind: GameKind) -> crate::render::PieceStyle {
    use crate::render::Drawable;
    match kind {
        GameKind::Jungle => crate::games::jungle::Position::DEFAULT_STYLE,
        GameKind::Xiangqi => crate::games::xiangqi::Position::DEFAULT_STYLE,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every message id of every game's [`Names`] exists in both languages.
    #[test]
    fn every_game_names_exist() {
        let i18n = I18n::new();
        for kind in GameKind::ALL {
            let g = of(kind);
            assert_eq!(g.kind(), kind);
            let n = g.names();
            for id in [
                n.game,
                n.second_side,
                n.second_colour,
                n.second_colour_word,
                n.rules_summary,
                n.win_in,
            ] {
                for lang in I18n::languages() {
                    assert!(i18n.has(lang, id), "{lang} lacks {id}");
                    assert_ne!(i18n.format(lang, &Message::new(id)), id);
                }
            }
            assert!(n.second_colour_words.contains(&n.second_colour_code));
            let c = HubConfig::default();
            assert_eq!(g.default_rules(&c), "standard", "{kind}");
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
