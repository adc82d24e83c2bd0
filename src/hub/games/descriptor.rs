//! What the hub needs of one game: the typed [`GameDescriptor`] each game writes once
//! ([`super::jungle`], [`super::xiangqi`]), and the object-safe [`HostedGame`] the rest of the
//! hub sees, which one generic adapter (the blanket `impl<G: GameDescriptor> HostedGame for G`
//! below) derives from it, unpacking the facade's values ([`any::Position`], [`any::Move`],
//! [`any::Game`]) into the game's own through [`Member`]. It stands below every session: it
//! knows rules, engine, pictures and text, and nothing of tables, replies or the store.

use rand::SeedableRng;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;

use crate::engine::puzzles::PuzzleGame;
use crate::engine::review::ReviewGame;
use crate::games::any::{self, GameKind, Member, Move, Position, Side};
use crate::games::contract::GamePosition;
use crate::render::review::ReviewBoard;
use crate::render::strips::StripLayout;
use crate::render::{self, Drawable, PieceStyle, StripText};
use crate::text::{I18n, Message, msg};

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
    /// The `config.toml` setting of the default rules: `default_rules`.
    pub rules_setting: &'static str,
    /// A forced win in so many moves, in a review: `review-den-in`, `review-mate-in`.
    pub win_in: &'static str,
    /// The board's own words the pictures print on its squares (Jungle `[board-trap,
    /// board-den]`), if it has any.
    pub board_labels: Option<[&'static str; 2]>,
    /// Example moves, for the console's greeting: `console-examples-jungle`.
    pub examples: &'static str,
    /// What the text board's symbols mean, printed under the console's first board, if the
    /// game's text board needs it: `console-legend-jungle`.
    pub legend: Option<&'static str>,
    /// The players' word for each rule option: `(key, message id)`, e.g. `("dog_swims",
    /// "option-dog_swims")`.
    pub options: &'static [(&'static str, &'static str)],
    /// The players' word for each option value of the game written as a word, besides those of
    /// every game ([`COMMON_VALUES`]): `(value, message id)`.
    pub option_values: &'static [(&'static str, &'static str)],
}

/// The option values every game writes alike: `true`, `false`, `0` (off).
pub const COMMON_VALUES: &[(&str, &str)] = &[
    ("true", "option-value-true"),
    ("false", "option-value-false"),
    ("0", "option-value-off"),
];

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

/// A picture a game adds to `/rules` (Jungle's capture table), to be drawn on a drawing
/// thread.
pub struct RulesPicture {
    /// The file name, e.g. `jungle-captures.png`.
    pub name: &'static str,
    /// The same content as text, for front-ends that show no pictures.
    pub text: String,
    /// Draws the PNG.
    pub draw: Box<dyn FnOnce() -> Vec<u8> + Send>,
}

/// Who a move text is written for: the locale it is written in (with the catalogue that
/// words it) and the locales of everyone who reads it, most wanted first.
#[derive(Clone, Copy)]
pub struct Audience<'a> {
    /// The catalogue of messages.
    pub i18n: &'a I18n,
    /// The locale the text is written in.
    pub locale: &'a str,
    /// The readers' locales, most wanted first (`None`: a reader who chose none).
    pub readers: &'a [Option<&'a str>],
}

/// The position type of the game `G` describes.
pub type PosOf<G> = <G as GameDescriptor>::Position;
/// The move type of the game `G` describes.
pub type MoveOf<G> = <PosOf<G> as GamePosition>::Move;

/// One game as the hub hosts it, in the game's own types: its words, its look, its greedy
/// bot, its notation and its pictures. Written once per game; the hub sees it as a
/// [`HostedGame`].
pub trait GameDescriptor: Sized + Sync + 'static {
    /// The game's position (its moves, rules and errors with it): a member of the facade that
    /// the engine searches and reviews and whose review can be drawn.
    type Position: Member + ReviewBoard + Drawable + PuzzleGame;

    /// Its fixed words.
    const NAMES: &'static Names;

    /// Its shipped puzzle collection, the text of `assets/puzzles/<game>.txt` (see
    /// [`crate::games::puzzle`]; empty for none).
    const PUZZLES: &'static str;

    /// The legal move `m` in `pos` as shown to players in `to.locale` (Jungle `Rat g3→g4`,
    /// Xiangqi WXF `C2.5`), for readers whose locales are `to.readers`, most wanted first;
    /// `None` if no piece stands on its from-square.
    fn move_text(pos: &Self::Position, m: MoveOf<Self>, to: &Audience<'_>) -> Option<String>;

    /// The piece that plays the legal move `m` in `pos`: its name as a message and in
    /// English; `None` if no piece stands on its from-square.
    fn mover(pos: &Self::Position, m: MoveOf<Self>) -> Option<(Message, &'static str)>;

    /// The move as players reading `locale` write it, shown in its autocomplete label
    /// (Xiangqi's WXF, Vietnamese notation for `vi`); none by default.
    fn written_move(_pos: &Self::Position, _m: MoveOf<Self>, _locale: &str) -> Option<String> {
        None
    }

    /// Reads a move typed by the side to move of `pos` by a member reading `locale`, and
    /// checks it is legal: every form the game reads ([`GamePosition::parse_move`]); a game
    /// whose notations share a text may read it as `locale` writes it.
    ///
    /// # Errors
    /// Why it was not read, or why the move is illegal.
    fn parse_move(
        pos: &Self::Position,
        text: &str,
        _locale: &str,
    ) -> Result<MoveOf<Self>, <Self::Position as GamePosition>::MoveTextError> {
        pos.parse_move(text)
    }

    /// The legal move `m` in `pos` as an autocomplete label in `locale`: its piece
    /// ([`GameDescriptor::mover`]) and written form ([`GameDescriptor::written_move`]).
    fn move_label(
        i18n: &I18n,
        pos: &Self::Position,
        m: MoveOf<Self>,
        locale: &str,
    ) -> Option<MoveLabel> {
        let (piece, english) = Self::mover(pos, m)?;
        Some(MoveLabel {
            piece: i18n.format(locale, &piece),
            english,
            written: Self::written_move(pos, m, locale),
        })
    }

    /// Whether the legal move `m` wins at once in `pos` (the greedy bot plays such a move
    /// first).
    fn greedy_wins(pos: &Self::Position, m: MoveOf<Self>) -> bool;

    /// The greedy bot's rough value of the piece the capture `m` takes in `pos` (0 on an
    /// empty point).
    fn greedy_capture_value(pos: &Self::Position, m: MoveOf<Self>) -> u32;

    /// The greedy bot's move in `pos` ([`super::GreedyBot`]), `None` without a legal move:
    /// a move that wins at once ([`GameDescriptor::greedy_wins`]) if it can, else the capture
    /// that takes the most valuable piece ([`GameDescriptor::greedy_capture_value`]), else a
    /// random legal move seeded by the position.
    fn greedy_move(pos: &Self::Position) -> Option<MoveOf<Self>> {
        let moves = pos.legal_moves();
        if let Some(m) = moves.iter().find(|m| Self::greedy_wins(pos, **m)) {
            return Some(*m);
        }
        let best_capture = moves
            .iter()
            .filter(|m| pos.is_capture(**m))
            .max_by_key(|m| Self::greedy_capture_value(pos, **m));
        if let Some(m) = best_capture {
            return Some(*m);
        }
        let mut rng = StdRng::seed_from_u64(pos.hash() ^ u64::from(pos.move_number()));
        moves.as_ref().choose(&mut rng).copied()
    }

    /// The summary of `/rules` for `rules`: what the options in force change, told as rules
    /// (the message [`Names::rules_summary`] with the options as arguments).
    fn rules_summary(rules: &<Self::Position as GamePosition>::Rules) -> Message;

    /// The pictures `/rules` shows for `rules` besides the text (`described` is the rules as
    /// `/rules` names them), with their texts in `locale`; none by default.
    fn rules_pictures(
        _i18n: &I18n,
        _locale: &str,
        _rules: &<Self::Position as GamePosition>::Rules,
        _described: &str,
    ) -> Vec<RulesPicture> {
        Vec::new()
    }

    /// Why a move is illegal, as a message.
    fn illegal_move(e: &<Self::Position as GamePosition>::IllegalMove) -> Message;

    /// Why a move text was refused, as a message.
    fn move_text_error(e: &<Self::Position as GamePosition>::MoveTextError) -> Message;

    /// The board as text, one rank a line from the top, its pieces marked as `style` marks
    /// them where text can (the position's own `Display` by default).
    fn text_board(pos: &Self::Position, _style: PieceStyle) -> String {
        pos.to_string()
    }
}

/// What the hub needs of one game, on the facade's values: derived for every
/// [`GameDescriptor`]. A value of another game (a position of the other game) gives `None`,
/// or the fallback a method names.
pub trait HostedGame: Sync {
    /// The game.
    fn kind(&self) -> GameKind;

    /// Its fixed words.
    fn names(&self) -> &'static Names;

    /// The look of its pieces for a member who chose no style.
    fn piece_style(&self) -> PieceStyle;

    /// The board's own words in `locale` for its pictures ([`Names::board_labels`]; empty
    /// when it has none).
    fn board_labels(&self, i18n: &I18n, locale: &str) -> [String; 2];

    /// The legal move `m` in `pos` as shown to players in `to.locale` (Jungle `Rat g3→g4`,
    /// Xiangqi WXF `C2.5`), for readers whose locales are `to.readers`, most wanted first (a
    /// Chinese reader gets Xiangqi's Chinese notation too); the canonical text for a move it
    /// cannot name.
    fn move_text(&self, pos: &Position, m: Move, to: &Audience<'_>) -> String;

    /// The legal move `m` in `pos` as an autocomplete label in `locale`.
    fn move_label(&self, i18n: &I18n, pos: &Position, m: Move, locale: &str) -> Option<MoveLabel>;

    /// Reads a move typed in `pos` by a member reading `locale`
    /// ([`GameDescriptor::parse_move`]); a position of another game reads as
    /// [`Position::parse_move`] reads it.
    ///
    /// # Errors
    /// Why it was not read, or why the move is illegal.
    fn parse_move(
        &self,
        pos: &Position,
        text: &str,
        locale: &str,
    ) -> Result<Move, any::MoveTextError>;

    /// The greedy bot's move in `pos` ([`super::GreedyBot`]), `None` without a legal move.
    fn greedy_move(&self, pos: &Position) -> Option<Move>;

    /// The summary of `/rules` for `rules` (of this game).
    fn rules_summary(&self, rules: &any::Rules) -> Message;

    /// One option in force as a `/rules` line in the member's words, with the `key=value` a
    /// member types to change it: `tiger jumps: vertically only (tiger_jump=vertical)`.
    fn option_line(&self, key: &str, value: &str) -> Message;

    /// The pictures `/rules` shows for `rules` besides the text, their texts in `locale`.
    fn rules_pictures(&self, i18n: &I18n, locale: &str, rules: &any::Rules) -> Vec<RulesPicture>;

    /// Why a move is illegal, as a message, if `e` is this game's.
    fn illegal_move(&self, e: &any::IllegalMove) -> Option<Message>;

    /// Why a move text was refused, as a message, if `e` is this game's.
    fn move_text_error(&self, e: &any::MoveTextError) -> Option<Message>;

    /// The board `pos` as text in `style` ([`GameDescriptor::text_board`]).
    fn text_board(&self, pos: &Position, style: PieceStyle) -> String;

    /// The game from `start` through `moves` as an animated GIF, with the players' names.
    fn replay_gif(&self, start: &Position, moves: &[Move], names: [String; 2]) -> Option<Vec<u8>>;

    /// A forced win in the game's terms, for review texts: `den`, `mate`.
    fn win_word(&self) -> &'static str;

    /// Where the game's pictures put their text strips (the renderer's `LAYOUT`).
    fn strip_layout(&self) -> &'static StripLayout;

    /// The text of its shipped puzzle collection ([`GameDescriptor::PUZZLES`]).
    fn shipped_puzzles(&self) -> &'static str;
}

/// The adapter: every game's [`HostedGame`], written once over its [`GameDescriptor`].
impl<G: GameDescriptor> HostedGame for G {
    fn kind(&self) -> GameKind {
        G::Position::KIND
    }

    fn names(&self) -> &'static Names {
        G::NAMES
    }

    fn piece_style(&self) -> PieceStyle {
        G::Position::DEFAULT_STYLE
    }

    fn shipped_puzzles(&self) -> &'static str {
        G::PUZZLES
    }

    fn board_labels(&self, i18n: &I18n, locale: &str) -> [String; 2] {
        G::NAMES.board_labels.map_or_else(Default::default, |ids| {
            ids.map(|id| i18n.format(locale, &msg(id)))
        })
    }

    fn move_text(&self, pos: &Position, m: Move, to: &Audience<'_>) -> String {
        G::Position::own_position(pos)
            .zip(G::Position::own_move(m))
            .and_then(|(p, om)| G::move_text(p, om, to))
            .unwrap_or_else(|| m.to_string())
    }

    fn move_label(&self, i18n: &I18n, pos: &Position, m: Move, locale: &str) -> Option<MoveLabel> {
        let p = G::Position::own_position(pos)?;
        G::move_label(i18n, p, G::Position::own_move(m)?, locale)
    }

    fn parse_move(
        &self,
        pos: &Position,
        text: &str,
        locale: &str,
    ) -> Result<Move, any::MoveTextError> {
        match G::Position::own_position(pos) {
            Some(p) => G::parse_move(p, text, locale)
                .map(G::Position::wrap_move)
                .map_err(G::Position::wrap_text_error),
            None => pos.parse_move(text),
        }
    }

    fn greedy_move(&self, pos: &Position) -> Option<Move> {
        G::greedy_move(G::Position::own_position(pos)?).map(G::Position::wrap_move)
    }

    fn rules_summary(&self, rules: &any::Rules) -> Message {
        G::Position::own_rules(rules)
            .map_or_else(|| Message::new(G::NAMES.rules_summary), G::rules_summary)
    }

    fn option_line(&self, key: &str, value: &str) -> Message {
        let find = |table: &[(&str, &'static str)], k: &str| {
            table.iter().find(|(t, _)| *t == k).map(|(_, id)| *id)
        };
        let names = G::NAMES;
        let name = find(names.options, key).map_or_else(|| msg("option-raw").str("text", key), msg);
        let word = find(names.option_values, value)
            .or_else(|| find(COMMON_VALUES, value))
            .map_or_else(|| msg("option-raw").str("text", value), msg);
        msg("rules-option")
            .msg("name", name)
            .msg("value", word)
            .str("key", key)
            .str("raw", value)
    }

    fn rules_pictures(&self, i18n: &I18n, locale: &str, rules: &any::Rules) -> Vec<RulesPicture> {
        G::Position::own_rules(rules).map_or_else(Vec::new, |r| {
            G::rules_pictures(
                i18n,
                locale,
                r,
                &i18n.format(locale, &crate::text::rules(rules)),
            )
        })
    }

    fn illegal_move(&self, e: &any::IllegalMove) -> Option<Message> {
        G::Position::own_illegal(e).map(G::illegal_move)
    }

    fn move_text_error(&self, e: &any::MoveTextError) -> Option<Message> {
        G::Position::own_text_error(e).map(G::move_text_error)
    }

    fn text_board(&self, pos: &Position, style: PieceStyle) -> String {
        G::Position::own_position(pos).map_or_else(|| pos.to_string(), |p| G::text_board(p, style))
    }

    fn replay_gif(&self, start: &Position, moves: &[Move], names: [String; 2]) -> Option<Vec<u8>> {
        let start = G::Position::own_position(start)?;
        let moves: Vec<_> = moves
            .iter()
            .map(|m| G::Position::own_move(*m))
            .collect::<Option<_>>()?;
        let text = move |f: &render::FrameInfo<G::Position>| StripText {
            players: names.clone(),
            ..render::english_text(f.position, f.outcome)
        };
        let opts = render::GifOptions::<G::Position> {
            text: Some(&text),
            ..Default::default()
        };
        render::game_gif(start, &moves, &opts).ok()
    }

    fn win_word(&self) -> &'static str {
        <G::Position as ReviewGame>::WIN_WORD
    }

    fn strip_layout(&self) -> &'static StripLayout {
        &G::Position::LAYOUT
    }
}

/// The side's name in the game named by `names`: `Red` / `Rouge`, then its second side
/// ([`Names::second_side`]: `Blue` / `Bleu`, `Black` / `Noir`).
pub fn side_name(names: &Names, s: Side) -> Message {
    match s {
        Side::First => msg("side-red"),
        Side::Second => msg(names.second_side),
    }
}

/// `name` with its first letter in upper case: `éléphant` → `Éléphant`.
pub fn capitalised(name: &str) -> String {
    let mut c = name.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::games::outcome::{DrawReason, Outcome, WinReason};
    use crate::store::types::{EndReason, Ending};

    /// Asserts that every outcome of a game (made the facade's by `wrap`) becomes the hub's
    /// ending with the same reason: each of the game's own win reasons `wins` (won by
    /// `winner`, the game's side and the hub's) and the two the players cause, resignation and
    /// time, a win of that side; each common draw reason a draw. The per-game descriptors'
    /// tests.
    pub(crate) fn assert_endings<S: Copy, W: WinReason>(
        wrap: impl Fn(Outcome<S, W>) -> any::Outcome,
        winner: (S, Side),
        wins: &[(W, EndReason)],
    ) {
        let (side, hub_side) = winner;
        let by_players = [
            (W::RESIGNATION, EndReason::Resignation),
            (W::TIME, EndReason::Time),
        ];
        for &(reason, e) in wins.iter().chain(&by_players) {
            let o = wrap(Outcome::Win {
                winner: side,
                reason,
            });
            assert_eq!(Ending::from(o), Ending::win(hub_side, e), "{reason:?}");
        }
        for (reason, e) in [
            (DrawReason::Repetition, EndReason::Repetition),
            (DrawReason::NoCaptureLimit, EndReason::NoCaptureLimit),
            (DrawReason::Agreement, EndReason::Agreement),
        ] {
            let o = Ending::from(wrap(Outcome::Draw { reason }));
            assert_eq!((o.winner, o.reason), (None, e));
        }
    }

    /// Asserts that `m` reads as `said` gives it in each of its locales.
    pub(crate) fn assert_says(i18n: &I18n, m: &Message, said: &[(&str, &str)]) {
        for (locale, text) in said {
            assert_eq!(i18n.format(locale, m), *text, "{locale}");
        }
    }
}
