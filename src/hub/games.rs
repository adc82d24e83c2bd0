//! The games the hub hosts: every per-game fact the shared code needs, written once per game
//! as a typed [`GameDescriptor`] in [`super::jungle`] and [`super::xiangqi`], and seen by the
//! rest of the hub through the object-safe [`HostedGame`], which one generic adapter (the
//! blanket `impl<G: GameDescriptor> HostedGame for G` below) derives from it, unpacking the
//! facade's values ([`any::Position`], [`any::Move`], [`any::Game`]) into the game's own
//! through [`Member`]. [`of`] is the hub's only `match` on the game.

use std::sync::atomic::AtomicBool;

use rand::SeedableRng;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;

use crate::engine::pool::TablePool;
use crate::engine::puzzles::PuzzleGame;
use crate::engine::review::{Budget, Review, ReviewGame};
use crate::engine::{self, Level, SearchGame};
use crate::games::any::{self, Game, GameKind, Member, Move, Position, RulesError, Side};
use crate::games::contract::GamePosition;
use crate::games::puzzle::Puzzle;
use crate::render::review::{ReviewBoard, ReviewText};
use crate::render::strips::StripLayout;
use crate::render::{self, Drawable, LastMove, PieceStyle, RenderOptions, StripText};

use super::config::HubConfig;
use super::host::{WebBoardMap, WebSquare};
use super::i18n::I18n;
use super::puzzles::GameMining;
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
    /// The `config.toml` setting of the default rules: `default_rules`.
    pub rules_setting: &'static str,
    /// The value of that setting in a configuration.
    pub default_rules: fn(&HubConfig) -> &str,
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

    /// Its default rules text in `config`.
    fn default_rules<'a>(&self, config: &'a HubConfig) -> &'a str;

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

    /// Where each square is in this game's board pictures drawn `flipped`, for a page that
    /// turns a click into a square.
    fn board_map(&self, flipped: bool) -> WebBoardMap;

    /// The game from `start` through `moves` as an animated GIF, with the players' names.
    fn replay_gif(&self, start: &Position, moves: &[Move], names: [String; 2]) -> Option<Vec<u8>>;

    /// The engine's review of the game from `start` through `moves`, to be searched at
    /// `budget` ([`Reviewing::new`]).
    ///
    /// # Errors
    /// A start or a move of another game, or an illegal move.
    fn reviewing(
        &self,
        start: &Position,
        moves: &[Move],
        budget: Budget,
    ) -> Result<Reviewing, ReviewFailed>;

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
    fn strip_layout(&self) -> &'static StripLayout;

    /// The text of its shipped puzzle collection ([`GameDescriptor::PUZZLES`]).
    fn shipped_puzzles(&self) -> &'static str;

    /// The mining of the finished game from `start` through `moves` for its server's own
    /// puzzles, `existing` being that server's puzzles so far ([`GameMining::new`]); `None`
    /// for a start or a move of another game.
    fn mining(&self, start: &Position, moves: &[Move], existing: &[Puzzle]) -> Option<GameMining>;
}

/// The adapter: every game's [`HostedGame`], written once over its [`GameDescriptor`].
impl<G: GameDescriptor> HostedGame for G {
    fn kind(&self) -> GameKind {
        G::Position::KIND
    }

    fn names(&self) -> &'static Names {
        G::NAMES
    }

    fn default_rules<'a>(&self, config: &'a HubConfig) -> &'a str {
        (G::NAMES.default_rules)(config)
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
                &i18n.format(locale, &super::i18n::rules(rules)),
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

    fn engine_move(
        &self,
        game: &Game,
        level: Option<Level>,
        stop: &AtomicBool,
        tables: &TablePool,
    ) -> Option<Move> {
        let record = G::Position::own_game(game)?;
        search(record.position(), game, level, stop, tables).map(G::Position::wrap_move)
    }

    fn board_map(&self, flipped: bool) -> WebBoardMap {
        let (width, height) = <G::Position as Drawable>::PICTURE;
        let squares = render::cells::<G::Position>(flipped)
            .map(|(sq, x, y, size)| WebSquare {
                name: sq.to_string(),
                x,
                y,
                size,
            })
            .collect();
        WebBoardMap {
            width,
            height,
            squares,
        }
    }

    fn board_png(&self, view: &BoardView, text: StripText) -> Option<Vec<u8>> {
        let pos = G::Position::own_position(&view.position)?;
        let own = G::Position::own_move;
        let opts = RenderOptions::<G::Position> {
            flip: view.flipped,
            last_move: view.last_move.and_then(own).map(|mv| LastMove {
                mv,
                capture: view.last_capture,
            }),
            hints: view
                .hint
                .and_then(own)
                .map_or_else(Default::default, |m| m.squares_mask()),
            // The disc of the header: the winner's, or neutral for a draw or no result.
            outcome: view.ending.map(|e| {
                use crate::games::contract::GameSide;
                use crate::games::outcome::{DrawReason, Outcome, WinReason};
                let first = <<G::Position as GamePosition>::Side as GameSide>::FIRST;
                match e.winner {
                    Some(w) => Outcome::Win {
                        winner: if w == Side::First { first } else { !first },
                        reason: WinReason::RESIGNATION,
                    },
                    None => Outcome::Draw {
                        reason: DrawReason::Agreement,
                    },
                }
            }),
            text: Some(text),
        };
        Some(render::position_png(pos, &opts, view.style))
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

    fn mining(&self, start: &Position, moves: &[Move], existing: &[Puzzle]) -> Option<GameMining> {
        GameMining::of(*G::Position::own_position(start)?, moves, existing)
    }

    fn reviewing(
        &self,
        start: &Position,
        moves: &[Move],
        budget: Budget,
    ) -> Result<Reviewing, ReviewFailed> {
        let start = G::Position::own_position(start)
            .ok_or_else(|| ReviewFailed("the start belongs to another game".into()))?;
        Reviewing::of(*start, moves, budget)
    }

    fn review_png(
        &self,
        start: &Position,
        review: &Review<Move>,
        text: &ReviewText,
    ) -> Option<Vec<u8>> {
        let start = G::Position::own_position(start)?;
        let review = super::review::typed::<G::Position>(review)?;
        Some(crate::render::review::review_png(start, &review, text))
    }

    fn win_word(&self) -> &'static str {
        <G::Position as ReviewGame>::WIN_WORD
    }

    fn strip_layout(&self) -> &'static StripLayout {
        &G::Position::LAYOUT
    }
}

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
    match s {
        Side::First => msg("side-red"),
        Side::Second => msg(of(kind).names().second_side),
    }
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

/// `name` with its first letter in upper case: `éléphant` → `Éléphant`.
pub(crate) fn capitalised(name: &str) -> String {
    let mut c = name.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::games::outcome::{DrawReason, Outcome, WinReason};
    use crate::hub::types::{EndReason, Ending};

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
            assert_eq!(g.default_rules(&c), "standard", "{kind}");
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
