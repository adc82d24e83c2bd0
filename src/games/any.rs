//! Any game qibot hosts, behind one set of types: what a host (the hub, the console, Discord)
//! needs without knowing which game is played. Pure: no I/O.
//!
//! Each type is an enum over the games' own types ([`jungle`], [`xiangqi`]), so the rules stay
//! in their game and the host logic is written once. A value of one game never meets a value
//! of the other in a correct host; if it does (a move of the wrong game), the result is an
//! error or `false`, never a panic.
//!
//! Every method is written once: `each_game!` expands its body for each game, where it goes
//! through the game's [`GamePosition`] and the conversions of [`Member`].
//!
//! Sides: both games call the side that moves first Red; the other is Blue in Jungle and Black
//! in Xiangqi. The host works with [`Side::First`] and [`Side::Second`] (seat 0 and 1) and asks
//! the game for their names ([`Side::name`]).

use std::fmt;
use std::ops::Not;
use std::str::FromStr;

use super::contract::{GamePosition, GameSide, OutcomeOf};
use super::history::History;
use super::options::{self, RuleOptions};
use super::{jungle, xiangqi};

/// The games, as stored (`jungle`, `xiangqi`) and chosen by members.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord, Default)]
pub enum GameKind {
    /// Jungle (Dou Shou Qi), 7×9.
    #[default]
    Jungle,
    /// Xiangqi (Chinese chess), 9×10.
    Xiangqi,
}

/// Why a game name was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("there is no game `{0}`: use jungle or xiangqi")]
pub struct UnknownGame(pub String);

impl GameKind {
    /// Both games.
    pub const ALL: [GameKind; 2] = [GameKind::Jungle, GameKind::Xiangqi];

    /// The game's place in [`GameKind::ALL`] (0 Jungle, 1 Xiangqi), for tables kept a game each.
    pub const fn index(self) -> usize {
        match self {
            GameKind::Jungle => 0,
            GameKind::Xiangqi => 1,
        }
    }

    /// The stored code: `jungle` or `xiangqi`.
    pub const fn code(self) -> &'static str {
        match self {
            GameKind::Jungle => "jungle",
            GameKind::Xiangqi => "xiangqi",
        }
    }

    /// The English title: `Jungle`, `Xiangqi`.
    pub const fn title(self) -> &'static str {
        match self {
            GameKind::Jungle => "Jungle",
            GameKind::Xiangqi => "Xiangqi",
        }
    }

    /// The start position's FEN.
    pub const fn start_fen(self) -> &'static str {
        match self {
            GameKind::Jungle => <jungle::Position as GamePosition>::STARTPOS,
            GameKind::Xiangqi => <xiangqi::Position as GamePosition>::STARTPOS,
        }
    }

    /// The rules presets' names.
    pub fn presets(self) -> &'static [&'static str] {
        match self {
            GameKind::Jungle => jungle::RuleSet::PRESETS,
            GameKind::Xiangqi => xiangqi::RuleSet::PRESETS,
        }
    }

    /// The rule options' keys.
    pub fn option_keys(self) -> &'static [&'static str] {
        match self {
            GameKind::Jungle => jungle::RuleSet::OPTION_KEYS,
            GameKind::Xiangqi => xiangqi::RuleSet::OPTION_KEYS,
        }
    }
}

/// Reads a game name, case and accents ignored: `jungle` (also `dou shou qi`, `animal chess`,
/// `échecs des animaux`, 斗兽棋/鬥獸棋) or `xiangqi` (also `chinese chess`, `échecs chinois`,
/// 象棋).
impl FromStr for GameKind {
    type Err = UnknownGame;
    fn from_str(s: &str) -> Result<GameKind, UnknownGame> {
        let t = super::text::fold(s.trim());
        let t: String = t.split_whitespace().collect::<Vec<_>>().join(" ");
        match t.as_str() {
            "jungle" | "dou shou qi" | "doushouqi" | "animal chess" | "echecs des animaux"
            | "斗兽棋" | "鬥獸棋" => Ok(GameKind::Jungle),
            "xiangqi" | "chinese chess" | "echecs chinois" | "象棋" => Ok(GameKind::Xiangqi),
            _ => Err(UnknownGame(s.trim().to_string())),
        }
    }
}

/// The stored code.
impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A side, as a seat: `First` is Red in both games (it moves first from the start position);
/// `Second` is Blue in Jungle, Black in Xiangqi.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Side {
    /// Red.
    First = 0,
    /// Blue (Jungle) or Black (Xiangqi).
    Second = 1,
}

impl Side {
    /// Both sides, the first first.
    pub const ALL: [Side; 2] = [Side::First, Side::Second];

    /// 0 or 1.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The side of index 0 or 1.
    pub const fn from_index(i: usize) -> Option<Side> {
        match i {
            0 => Some(Side::First),
            1 => Some(Side::Second),
            _ => None,
        }
    }

    /// The English name in `kind`: `Red`, `Blue` or `Black`.
    pub const fn name(self, kind: GameKind) -> &'static str {
        match (self, kind) {
            (Side::First, _) => "Red",
            (Side::Second, GameKind::Jungle) => "Blue",
            (Side::Second, GameKind::Xiangqi) => "Black",
        }
    }
}

impl Not for Side {
    type Output = Side;
    fn not(self) -> Side {
        match self {
            Side::First => Side::Second,
            Side::Second => Side::First,
        }
    }
}

/// Expands `$body` once for each game, with `$x` bound to the game's own value inside the
/// `$ty` enum (`Position`, `Game`, …): the one place that lists the games.
macro_rules! each_game {
    ($value:expr, $ty:ident($x:pat) => $body:expr) => {
        match $value {
            $ty::Jungle($x) => $body,
            $ty::Xiangqi($x) => $body,
        }
    };
}

/// Declares a facade enum: one variant a game, `Jungle` then `Xiangqi`, each holding that
/// game's own type (`#[error(transparent)]` on each, for the error enums).
macro_rules! one_a_game {
    ($(#[$m:meta])* $name:ident($j:ty, $x:ty) $(each #[$v:meta])?) => {
        $(#[$m])*
        pub enum $name {
            #[doc = concat!("Jungle's `", stringify!($j), "`.")]
            $(#[$v])?
            Jungle($j),
            #[doc = concat!("Xiangqi's `", stringify!($x), "`.")]
            $(#[$v])?
            Xiangqi($x),
        }
    };
}

/// A game of the facade: its position type with the conversions between the game's own
/// values and the facade's enums (generated for each game by `member!`).
pub trait Member: GamePosition {
    /// The game.
    const KIND: GameKind;
    /// `m` if it is a move of this game.
    fn own_move(m: Move) -> Option<Self::Move>;
    /// The facade's value of each of the game's types.
    fn wrap_position(p: Self) -> Position;
    /// See [`Member::wrap_position`].
    fn wrap_move(m: Self::Move) -> Move;
    /// See [`Member::wrap_position`].
    fn wrap_game(g: History<Self>) -> Game;
    /// See [`Member::wrap_position`].
    fn wrap_rules(r: Self::Rules) -> Rules;
    /// See [`Member::wrap_position`].
    fn wrap_outcome(o: OutcomeOf<Self>) -> Outcome;
    /// See [`Member::wrap_position`].
    fn wrap_illegal(e: Self::IllegalMove) -> IllegalMove;
    /// See [`Member::wrap_position`].
    fn wrap_text_error(e: Self::MoveTextError) -> MoveTextError;
    /// See [`Member::wrap_position`].
    fn wrap_fen_error(e: Self::FenError) -> FenError;
    /// See [`Member::wrap_position`].
    fn wrap_parse_error(e: Self::ParseMoveError) -> ParseMoveError;
    /// See [`Member::wrap_position`].
    fn wrap_rules_error(e: options::RulesError) -> RulesError;
    /// The game's own position inside `p`, if `p` is of this game.
    fn own_position(p: &Position) -> Option<&Self>;
    /// The game's own record inside `g`, if `g` is of this game.
    fn own_game(g: &Game) -> Option<&History<Self>>;
    /// The game's own rules inside `r`, if they are this game's.
    fn own_rules(r: &Rules) -> Option<&Self::Rules>;
    /// The game's own reason inside `e`, if it is this game's.
    fn own_illegal(e: &IllegalMove) -> Option<&Self::IllegalMove>;
    /// The game's own error inside `e`, if it is this game's.
    fn own_text_error(e: &MoveTextError) -> Option<&Self::MoveTextError>;
}

/// A game's rules, leading to its position type (so a position can be built from rules).
pub trait MemberRules: RuleOptions {
    /// The game's position.
    type Position: Member<Rules = Self>;
}

/// `Some(inner)` if `$value` is the `$enum::$variant` variant, else `None`.
macro_rules! own {
    ($enum:ident :: $variant:ident, $value:expr) => {
        match $value {
            $enum::$variant(inner) => Some(inner),
            _ => None,
        }
    };
}

macro_rules! member {
    ($game:ident, $variant:ident) => {
        impl MemberRules for $game::RuleSet {
            type Position = $game::Position;
        }

        impl Member for $game::Position {
            const KIND: GameKind = GameKind::$variant;
            fn own_move(m: Move) -> Option<$game::Move> {
                own!(Move::$variant, m)
            }
            fn wrap_position(p: Self) -> Position {
                Position::$variant(p)
            }
            fn wrap_move(m: $game::Move) -> Move {
                Move::$variant(m)
            }
            fn wrap_game(g: History<Self>) -> Game {
                Game::$variant(g)
            }
            fn wrap_rules(r: $game::RuleSet) -> Rules {
                Rules::$variant(r)
            }
            fn wrap_outcome(o: $game::Outcome) -> Outcome {
                Outcome::$variant(o)
            }
            fn wrap_illegal(e: $game::IllegalMove) -> IllegalMove {
                IllegalMove::$variant(e)
            }
            fn wrap_text_error(e: $game::MoveTextError) -> MoveTextError {
                MoveTextError::$variant(e)
            }
            fn wrap_fen_error(e: $game::FenError) -> FenError {
                FenError::$variant(e)
            }
            fn wrap_parse_error(e: $game::moves::ParseMoveError) -> ParseMoveError {
                ParseMoveError::$variant(e)
            }
            fn wrap_rules_error(e: options::RulesError) -> RulesError {
                RulesError::$variant(e)
            }
            fn own_position(p: &Position) -> Option<&Self> {
                own!(Position::$variant, p)
            }
            fn own_game(g: &Game) -> Option<&History<Self>> {
                own!(Game::$variant, g)
            }
            fn own_rules(r: &Rules) -> Option<&$game::RuleSet> {
                own!(Rules::$variant, r)
            }
            fn own_illegal(e: &IllegalMove) -> Option<&$game::IllegalMove> {
                own!(IllegalMove::$variant, e)
            }
            fn own_text_error(e: &MoveTextError) -> Option<&$game::MoveTextError> {
                own!(MoveTextError::$variant, e)
            }
        }

        impl From<$game::Side> for Side {
            fn from(s: $game::Side) -> Side {
                if s.index() == 0 {
                    Side::First
                } else {
                    Side::Second
                }
            }
        }

        impl From<Side> for $game::Side {
            fn from(s: Side) -> $game::Side {
                match s {
                    Side::First => <$game::Side as GameSide>::FIRST,
                    Side::Second => !<$game::Side as GameSide>::FIRST,
                }
            }
        }
    };
}

member!(jungle, Jungle);
member!(xiangqi, Xiangqi);

/// Runs `f` with the position type of `kind` (for functions that start from no value).
macro_rules! for_kind {
    ($kind:expr, $p:ident => $body:expr) => {
        match $kind {
            GameKind::Jungle => {
                type $p = jungle::Position;
                $body
            }
            GameKind::Xiangqi => {
                type $p = xiangqi::Position;
                $body
            }
        }
    };
}

one_a_game! {
    /// A move of either game. `Display` is the canonical text (`c3c4`, ICCS `h2e2`) that records
    /// store and engines read.
    #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
    Move(jungle::Move, xiangqi::Move)
}

one_a_game! {
    /// Why a text is not a move in a game's coordinates (the game's own error).
    #[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
    ParseMoveError(jungle::moves::ParseMoveError, xiangqi::moves::ParseMoveError) each #[error(transparent)]
}

impl Move {
    /// The game of this move.
    pub const fn kind(self) -> GameKind {
        match self {
            Move::Jungle(_) => GameKind::Jungle,
            Move::Xiangqi(_) => GameKind::Xiangqi,
        }
    }

    /// Reads the canonical text of a move of `kind` (`c3c4`, `h2e2`).
    ///
    /// # Errors
    /// What is wrong with the text (the game's own error).
    pub fn parse(kind: GameKind, s: &str) -> Result<Move, ParseMoveError> {
        for_kind!(kind, P => s.parse::<<P as GamePosition>::Move>().map(P::wrap_move).map_err(P::wrap_parse_error))
    }

    /// The from- and to-square names, e.g. (`c3`, `c4`).
    pub fn squares(self) -> (String, String) {
        each_game!(self, Move(m) => (m.from.to_string(), m.to.to_string()))
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        each_game!(self, Move(m) => m.fmt(f))
    }
}

one_a_game! {
    /// The rules of a game (its `RuleSet`).
    #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
    Rules(jungle::RuleSet, xiangqi::RuleSet)
}

one_a_game! {
    /// Why rules text was refused, with the game it was for (the error is the same type in every
    /// game, [`options::RulesError`]).
    #[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
    RulesError(jungle::RulesError, xiangqi::RulesError) each #[error(transparent)]
}

impl RulesError {
    /// The error, whichever the game.
    pub fn error(&self) -> &options::RulesError {
        each_game!(self, RulesError(e) => e)
    }
}

impl Rules {
    /// The default (`standard`) rules of `kind`.
    pub fn default_for(kind: GameKind) -> Rules {
        for_kind!(kind, P => P::wrap_rules(<P as GamePosition>::Rules::default()))
    }

    /// Reads `preset[,key=value...]` for `kind` (each game's `RuleSet` `FromStr`).
    ///
    /// # Errors
    /// An unknown preset or option, or a bad value.
    pub fn parse(kind: GameKind, text: &str) -> Result<Rules, RulesError> {
        for_kind!(kind, P => options::parse::<<P as GamePosition>::Rules>(text)
            .map(P::wrap_rules)
            .map_err(P::wrap_rules_error))
    }

    /// The game.
    pub const fn kind(&self) -> GameKind {
        match self {
            Rules::Jungle(_) => GameKind::Jungle,
            Rules::Xiangqi(_) => GameKind::Xiangqi,
        }
    }

    /// Applies one `key=value` override; on an error nothing changes.
    ///
    /// # Errors
    /// As [`Rules::parse`].
    pub fn apply_override(&mut self, kv: &str) -> Result<(), RulesError> {
        let kind = self.kind();
        each_game!(self, Rules(r) => RuleOptions::apply_override(r, kv))
            .map_err(|e| for_kind!(kind, P => P::wrap_rules_error(e)))
    }

    /// Every option as `(key, value)` text.
    pub fn options(&self) -> Vec<(&'static str, String)> {
        each_game!(self, Rules(r) => RuleOptions::options(r))
    }

    /// The rules as players read them: the nearest preset and its overrides,
    /// `vertical-tiger + dog_swims=true`.
    pub fn described(&self) -> String {
        each_game!(self, Rules(r) => crate::games::options::described(r))
    }
}

/// `preset[,key=value...]`, read back by [`Rules::parse`].
impl fmt::Display for Rules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        each_game!(self, Rules(r) => r.fmt(f))
    }
}

/// Why a FEN was refused (the game's own error).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FenError {
    /// A Jungle FEN error.
    #[error(transparent)]
    Jungle(#[from] jungle::FenError),
    /// A Xiangqi FEN error.
    #[error(transparent)]
    Xiangqi(#[from] xiangqi::FenError),
}

one_a_game! {
    /// Why a move text was not read or not accepted (the game's own error, which says what to
    /// write instead).
    #[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
    MoveTextError(jungle::MoveTextError, xiangqi::MoveTextError) each #[error(transparent)]
}

impl MoveTextError {
    /// Whether the text is no attempt at a move at all (empty, too long, unknown words, no
    /// move form), as opposed to a readable move that is wrong: chat, for a front-end that
    /// reads typed messages.
    pub fn is_not_a_move(&self) -> bool {
        use jungle::MoveTextError as J;
        use xiangqi::MoveTextError as X;
        matches!(
            self,
            MoveTextError::Jungle(J::Empty | J::TooLong | J::UnknownWord { .. } | J::Unreadable(_))
                | MoveTextError::Xiangqi(
                    X::Empty
                        | X::TooLong
                        | X::UnknownWord { .. }
                        | X::Unreadable(_)
                        | X::BadWxf(_)
                        | X::BadChinese(_)
                )
        )
    }
}

/// Why a move is illegal (the game's own reason).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum IllegalMove {
    /// In Jungle.
    #[error(transparent)]
    Jungle(jungle::IllegalMove),
    /// In Xiangqi.
    #[error(transparent)]
    Xiangqi(xiangqi::IllegalMove),
    /// A move of the other game (a host error, never a member's).
    #[error("that move belongs to another game")]
    OtherGame,
}

one_a_game! {
    /// How a game ended on the board or by the players (the game's own outcome).
    #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
    Outcome(jungle::Outcome, xiangqi::Outcome)
}

impl Outcome {
    /// The winner, `None` for a draw.
    pub fn winner(&self) -> Option<Side> {
        each_game!(self, Outcome(o) => o.winner().map(Side::from))
    }

    /// The game's short reason code (`den`, `checkmate`, `repetition`, …).
    pub fn reason_code(&self) -> &'static str {
        each_game!(self, Outcome(o) => o.reason_code())
    }
}

one_a_game! {
    /// A legal position of either game. `Copy`, like the games' own positions.
    #[derive(Copy, Clone, PartialEq, Eq)]
    Position(jungle::Position, xiangqi::Position)
}

impl Position {
    /// The start position of `rules`' game.
    pub fn startpos(rules: Rules) -> Position {
        each_game!(rules, Rules(r) => startpos(r))
    }

    /// A position of `rules`' game from a FEN.
    ///
    /// # Errors
    /// What is wrong with the FEN.
    pub fn from_fen(fen: &str, rules: Rules) -> Result<Position, FenError> {
        each_game!(rules, Rules(r) => from_fen(fen, r))
    }

    /// The game.
    pub const fn kind(&self) -> GameKind {
        match self {
            Position::Jungle(_) => GameKind::Jungle,
            Position::Xiangqi(_) => GameKind::Xiangqi,
        }
    }

    /// The rules in force.
    pub fn rules(&self) -> Rules {
        each_game!(self, Position(p) => wrap_rules_of(p))
    }

    /// The side to move.
    pub fn side_to_move(&self) -> Side {
        each_game!(self, Position(p) => p.side_to_move().into())
    }

    /// The FEN.
    pub fn fen(&self) -> String {
        each_game!(self, Position(p) => p.fen())
    }

    /// The move number (1 at the start, +1 after each move of the second side).
    pub fn move_number(&self) -> u16 {
        each_game!(self, Position(p) => p.move_number())
    }

    /// The Zobrist hash (repetition key).
    pub fn hash(&self) -> u64 {
        each_game!(self, Position(p) => p.hash())
    }

    /// Every legal move, in the game's generation order.
    pub fn legal_moves(&self) -> Vec<Move> {
        each_game!(self, Position(p) => wrap_moves(p, &p.legal_moves()))
    }

    /// Whether `m` is legal here (`false` for a move of the other game).
    pub fn is_legal(&self, m: Move) -> bool {
        each_game!(self, Position(p) => own(p, m).is_some_and(|m| p.is_legal(m)))
    }

    /// Whether the legal move `m` captures.
    pub fn is_capture(&self, m: Move) -> bool {
        each_game!(self, Position(p) => own(p, m).is_some_and(|m| p.is_capture(m)))
    }

    /// The position after the legal move `m` (unchanged for a move of the other game).
    pub fn play(&self, m: Move) -> Position {
        each_game!(self, Position(p) => own(p, m).map_or(*self, |m| Member::wrap_position(p.play(m))))
    }

    /// Reads a move typed by the side to move, in any form the game's notation reads (Jungle:
    /// `rat c3 c4`, `rat up`, `c3c4`; Xiangqi: ICCS `h2e2`, `cannon h2 e2`, WXF `C2.5`,
    /// Chinese `炮二平五`), and checks it is legal: the syntax first
    /// ([`GamePosition::read_move`]), then its meaning here.
    ///
    /// # Errors
    /// Why it was not read, or why the move is illegal.
    pub fn parse_move(&self, text: &str) -> Result<Move, MoveTextError> {
        each_game!(self, Position(p) => parse_move(p, text))
    }

    /// The legal move `m` as players write it: Jungle `Rat g3→g4`, Xiangqi WXF `C2.5`.
    pub fn move_text(&self, m: Move) -> String {
        each_game!(self, Position(p) => own(p, m).map_or_else(|| m.to_string(), |m| p.move_text(m)))
    }
}

/// `m` if it is a move of `P`'s game.
fn own<P: Member>(_: &P, m: Move) -> Option<P::Move> {
    P::own_move(m)
}

fn wrap_moves<P: Member>(_: &P, moves: &[P::Move]) -> Vec<Move> {
    moves.iter().map(|m| P::wrap_move(*m)).collect()
}

fn wrap_rules_of<P: Member>(p: &P) -> Rules {
    P::wrap_rules(*p.rules())
}

fn startpos<R: MemberRules>(rules: R) -> Position {
    Member::wrap_position(R::Position::startpos(rules))
}

fn from_fen<R: MemberRules>(fen: &str, rules: R) -> Result<Position, FenError> {
    type P<R> = <R as MemberRules>::Position;
    P::<R>::from_fen(fen, rules)
        .map(P::<R>::wrap_position)
        .map_err(P::<R>::wrap_fen_error)
}

fn parse_move<P: Member>(p: &P, text: &str) -> Result<Move, MoveTextError> {
    p.parse_move(text)
        .map(P::wrap_move)
        .map_err(P::wrap_text_error)
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        each_game!(self, Position(p) => fmt::Debug::fmt(p, f))
    }
}

/// The board as text, one rank a line (the game's own picture).
impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        each_game!(self, Position(p) => fmt::Display::fmt(p, f))
    }
}

one_a_game! {
    /// A game in progress of either game: start, moves, repetition history and outcome.
    #[derive(Clone, Debug)]
    Game(jungle::Game, xiangqi::Game)
}

impl Game {
    /// A game from `start`.
    pub fn new(start: Position) -> Game {
        each_game!(start, Position(p) => Member::wrap_game(History::new(p)))
    }

    /// Replays `moves` from `start`.
    ///
    /// # Errors
    /// The index of the first illegal move and why.
    pub fn replay(start: Position, moves: &[Move]) -> Result<Game, (usize, IllegalMove)> {
        let mut g = Game::new(start);
        for (i, m) in moves.iter().enumerate() {
            g.play(*m).map_err(|e| (i, e))?;
        }
        Ok(g)
    }

    /// The game.
    pub const fn kind(&self) -> GameKind {
        match self {
            Game::Jungle(_) => GameKind::Jungle,
            Game::Xiangqi(_) => GameKind::Xiangqi,
        }
    }

    /// The position now.
    pub fn position(&self) -> Position {
        each_game!(self, Game(g) => Member::wrap_position(*g.position()))
    }

    /// The start position.
    pub fn start(&self) -> Position {
        each_game!(self, Game(g) => Member::wrap_position(*g.start()))
    }

    /// How many plies were played.
    pub fn ply_count(&self) -> usize {
        each_game!(self, Game(g) => g.moves().len())
    }

    /// The moves played, in order.
    pub fn moves(&self) -> Vec<Move> {
        each_game!(self, Game(g) => wrap_moves(g.start(), g.moves()))
    }

    /// The last move played.
    pub fn last_move(&self) -> Option<Move> {
        self.moves().last().copied()
    }

    /// The result, once the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        each_game!(self, Game(g) => outcome(g))
    }

    /// Plays `m` and returns the outcome if the game ended with it.
    ///
    /// # Errors
    /// Why the move is illegal; the game is unchanged.
    pub fn play(&mut self, m: Move) -> Result<Option<Outcome>, IllegalMove> {
        each_game!(self, Game(g) => play(g, m))
    }

    /// The legal moves the game record allows next: the position's legal moves less those a
    /// history rule forbids (Jungle's `repetition = "forbid"`).
    pub fn allowed_moves(&self) -> Vec<Move> {
        self.position()
            .legal_moves()
            .into_iter()
            .filter(|m| self.clone().play(*m).is_ok())
            .collect()
    }

    /// Takes back the last `n` plies; `false` (and no change) if fewer were played.
    pub fn undo(&mut self, n: usize) -> bool {
        each_game!(self, Game(g) => g.undo(n))
    }

    /// The position before the last move, if a move was played (replayed from the start).
    pub fn position_before_last(&self) -> Option<Position> {
        let moves = self.moves();
        let (_, earlier) = moves.split_last()?;
        let mut p = self.start();
        for m in earlier {
            p = p.play(*m);
        }
        Some(p)
    }

    /// The Zobrist hash of every position from the start to the current one, both included:
    /// the repetition history a search needs.
    pub fn history_hashes(&self) -> Vec<u64> {
        each_game!(self, Game(g) => g.hashes().to_vec())
    }
}

fn outcome<P: Member>(g: &History<P>) -> Option<Outcome> {
    g.outcome().map(P::wrap_outcome)
}

fn play<P: Member>(g: &mut History<P>, m: Move) -> Result<Option<Outcome>, IllegalMove> {
    let m = P::own_move(m).ok_or(IllegalMove::OtherGame)?;
    g.play(m)
        .map(|o| o.map(P::wrap_outcome))
        .map_err(P::wrap_illegal)
}

/// The moves from `start` numbered as players read them, one line per move number:
/// `1. a b\n2. c d\n` (`1. … b` when the second side plays first); `text(i, pos, m)` writes
/// move `i` (from 0), played in `pos`. The moves must be legal.
pub fn numbered(
    start: Position,
    moves: &[Move],
    text: &mut dyn FnMut(usize, &Position, Move) -> String,
) -> String {
    use std::fmt::Write as _;
    let mut out = String::new();
    let mut pos = start;
    for (i, m) in moves.iter().enumerate() {
        let red_moves = pos.side_to_move() == Side::First;
        if red_moves || i == 0 {
            if i > 0 {
                out.push('\n');
            }
            let _ = write!(out, "{}.", pos.move_number());
            if !red_moves {
                out.push_str(" …");
            }
        }
        let _ = write!(out, " {}", text(i, &pos, *m));
        pos = pos.play(*m);
    }
    if !moves.is_empty() {
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_s_index_is_its_place_in_all() {
        for (i, k) in GameKind::ALL.into_iter().enumerate() {
            assert_eq!(k.index(), i, "{k:?}");
        }
    }

    #[test]
    fn games_by_name() {
        for (text, kind) in [
            ("jungle", GameKind::Jungle),
            (" Dou Shou Qi ", GameKind::Jungle),
            ("XIANGQI", GameKind::Xiangqi),
            ("échecs chinois", GameKind::Xiangqi),
            ("象棋", GameKind::Xiangqi),
        ] {
            assert_eq!(text.parse::<GameKind>(), Ok(kind), "{text}");
        }
        let e = "chess".parse::<GameKind>().unwrap_err();
        assert_eq!(
            e.to_string(),
            "there is no game `chess`: use jungle or xiangqi"
        );
        for k in GameKind::ALL {
            assert_eq!(k.to_string().parse::<GameKind>(), Ok(k));
        }
        assert_eq!(Side::Second.name(GameKind::Xiangqi), "Black");
        assert_eq!(Side::Second.name(GameKind::Jungle), "Blue");
    }

    #[test]
    fn one_xiangqi_game_through_the_facade() {
        let rules = Rules::parse(GameKind::Xiangqi, "asian").unwrap();
        let mut g = Game::new(Position::startpos(rules));
        let p = g.position();
        assert_eq!(p.legal_moves().len(), 44);
        // The same move in ICCS, WXF and Chinese.
        let m = p.parse_move("h2e2").unwrap();
        assert_eq!(p.parse_move("C2.5"), Ok(m));
        assert_eq!(p.parse_move("炮二平五"), Ok(m));
        assert_eq!(p.move_text(m), "C2.5");
        assert_eq!(Move::parse(GameKind::Xiangqi, "h2e2"), Ok(m));
        assert!(g.play(m).unwrap().is_none());
        assert_eq!(g.position().side_to_move(), Side::Second);
        // A Jungle move is refused, not played.
        let j = Move::parse(GameKind::Jungle, "g3g4").unwrap();
        assert!(!g.position().is_legal(j));
        assert_eq!(g.play(j), Err(IllegalMove::OtherGame));
        assert_eq!(g.history_hashes().len(), 2);
        assert_eq!(g.position_before_last(), Some(p));
        assert!(g.undo(1));
        assert_eq!(g.position(), p);
        // Rules text errors come from the game.
        assert!(Rules::parse(GameKind::Xiangqi, "traditional").is_err());
        assert!(Rules::parse(GameKind::Jungle, "traditional").is_ok());
        // Chat is told apart from a wrong move.
        assert!(p.parse_move("hello there").unwrap_err().is_not_a_move());
        assert!(!p.parse_move("h0h2").unwrap_err().is_not_a_move());
    }
}
