//! Any game qibot hosts, behind one set of types: what a host (the hub, the console, Discord)
//! needs without knowing which game is played. Pure: no I/O.
//!
//! Each type is an enum over the games' own types ([`jungle`], [`xiangqi`]), so the rules stay
//! in their game and the host logic is written once. A value of one game never meets a value
//! of the other in a correct host; if it does (a move of the wrong game), the result is an
//! error or `false`, never a panic.
//!
//! Sides: both games call the side that moves first Red; the other is Blue in Jungle and Black
//! in Xiangqi. The host works with [`Side::First`] and [`Side::Second`] (seat 0 and 1) and asks
//! the game for their names ([`Side::name`]).

use std::fmt;
use std::ops::Not;
use std::str::FromStr;

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
            GameKind::Jungle => jungle::STARTPOS,
            GameKind::Xiangqi => xiangqi::STARTPOS,
        }
    }

    /// The rules presets' names.
    pub fn presets(self) -> &'static [&'static str] {
        match self {
            GameKind::Jungle => &jungle::rules::PRESETS,
            GameKind::Xiangqi => &xiangqi::rules::PRESETS,
        }
    }

    /// The rule options' keys.
    pub fn option_keys(self) -> &'static [&'static str] {
        match self {
            GameKind::Jungle => &jungle::rules::OPTION_KEYS,
            GameKind::Xiangqi => &xiangqi::rules::OPTION_KEYS,
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

impl From<jungle::Side> for Side {
    fn from(s: jungle::Side) -> Side {
        match s {
            jungle::Side::Red => Side::First,
            jungle::Side::Blue => Side::Second,
        }
    }
}

impl From<xiangqi::Side> for Side {
    fn from(s: xiangqi::Side) -> Side {
        match s {
            xiangqi::Side::Red => Side::First,
            xiangqi::Side::Black => Side::Second,
        }
    }
}

impl From<Side> for jungle::Side {
    fn from(s: Side) -> jungle::Side {
        match s {
            Side::First => jungle::Side::Red,
            Side::Second => jungle::Side::Blue,
        }
    }
}

impl From<Side> for xiangqi::Side {
    fn from(s: Side) -> xiangqi::Side {
        match s {
            Side::First => xiangqi::Side::Red,
            Side::Second => xiangqi::Side::Black,
        }
    }
}

/// A move of either game. `Display` is the canonical text (`c3c4`, ICCS `h2e2`) that records
/// store and engines read.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Move {
    /// A Jungle move.
    Jungle(jungle::Move),
    /// A Xiangqi move.
    Xiangqi(xiangqi::Move),
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
    /// What is wrong with the text (the game's own message).
    pub fn parse(kind: GameKind, s: &str) -> Result<Move, String> {
        match kind {
            GameKind::Jungle => s
                .parse::<jungle::Move>()
                .map(Move::Jungle)
                .map_err(|e| e.to_string()),
            GameKind::Xiangqi => s
                .parse::<xiangqi::Move>()
                .map(Move::Xiangqi)
                .map_err(|e| e.to_string()),
        }
    }

    /// The from- and to-square names, e.g. (`c3`, `c4`).
    pub fn squares(self) -> (String, String) {
        match self {
            Move::Jungle(m) => (m.from.to_string(), m.to.to_string()),
            Move::Xiangqi(m) => (m.from.to_string(), m.to.to_string()),
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Jungle(m) => m.fmt(f),
            Move::Xiangqi(m) => m.fmt(f),
        }
    }
}

/// The rules of a game (its `RuleSet`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Rules {
    /// Jungle's rules.
    Jungle(jungle::RuleSet),
    /// Xiangqi's rules.
    Xiangqi(xiangqi::RuleSet),
}

/// Why rules text was refused (the game's own error).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RulesError {
    /// A Jungle rules error.
    #[error(transparent)]
    Jungle(#[from] jungle::RulesError),
    /// A Xiangqi rules error.
    #[error(transparent)]
    Xiangqi(#[from] xiangqi::RulesError),
}

impl Rules {
    /// The default (`standard`) rules of `kind`.
    pub fn default_for(kind: GameKind) -> Rules {
        match kind {
            GameKind::Jungle => Rules::Jungle(jungle::RuleSet::default()),
            GameKind::Xiangqi => Rules::Xiangqi(xiangqi::RuleSet::default()),
        }
    }

    /// Reads `preset[,key=value...]` for `kind` (each game's `RuleSet` `FromStr`).
    ///
    /// # Errors
    /// An unknown preset or option, or a bad value.
    pub fn parse(kind: GameKind, text: &str) -> Result<Rules, RulesError> {
        Ok(match kind {
            GameKind::Jungle => Rules::Jungle(text.parse()?),
            GameKind::Xiangqi => Rules::Xiangqi(text.parse()?),
        })
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
        match self {
            Rules::Jungle(r) => r.apply_override(kv)?,
            Rules::Xiangqi(r) => r.apply_override(kv)?,
        }
        Ok(())
    }

    /// Every option as `(key, value)` text.
    pub fn options(&self) -> Vec<(&'static str, String)> {
        match self {
            Rules::Jungle(r) => r.options(),
            Rules::Xiangqi(r) => r.options(),
        }
    }
}

/// `preset[,key=value...]`, read back by [`Rules::parse`].
impl fmt::Display for Rules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Rules::Jungle(r) => r.fmt(f),
            Rules::Xiangqi(r) => r.fmt(f),
        }
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

/// Why a move text was not read or not accepted (the game's own error, which says what to
/// write instead).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MoveTextError {
    /// In Jungle.
    #[error(transparent)]
    Jungle(jungle::MoveTextError),
    /// In Xiangqi.
    #[error(transparent)]
    Xiangqi(xiangqi::MoveTextError),
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

/// How a game ended on the board or by the players (the game's own outcome).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Outcome {
    /// In Jungle.
    Jungle(jungle::Outcome),
    /// In Xiangqi.
    Xiangqi(xiangqi::Outcome),
}

impl Outcome {
    /// The winner, `None` for a draw.
    pub fn winner(&self) -> Option<Side> {
        match self {
            Outcome::Jungle(o) => o.winner().map(Side::from),
            Outcome::Xiangqi(o) => o.winner().map(Side::from),
        }
    }

    /// The game's short reason code (`den`, `checkmate`, `repetition`, …).
    pub fn reason_code(&self) -> &'static str {
        match self {
            Outcome::Jungle(o) => o.reason_code(),
            Outcome::Xiangqi(o) => o.reason_code(),
        }
    }
}

/// A legal position of either game. `Copy`, like the games' own positions.
#[derive(Copy, Clone, PartialEq, Eq)]
pub enum Position {
    /// A Jungle position.
    Jungle(jungle::Position),
    /// A Xiangqi position.
    Xiangqi(xiangqi::Position),
}

impl Position {
    /// The start position of `rules`' game.
    pub fn startpos(rules: Rules) -> Position {
        match rules {
            Rules::Jungle(r) => Position::Jungle(jungle::Position::startpos(r)),
            Rules::Xiangqi(r) => Position::Xiangqi(xiangqi::Position::startpos(r)),
        }
    }

    /// A position of `rules`' game from a FEN.
    ///
    /// # Errors
    /// What is wrong with the FEN.
    pub fn from_fen(fen: &str, rules: Rules) -> Result<Position, FenError> {
        Ok(match rules {
            Rules::Jungle(r) => Position::Jungle(jungle::Position::from_fen(fen, r)?),
            Rules::Xiangqi(r) => Position::Xiangqi(xiangqi::Position::from_fen(fen, r)?),
        })
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
        match self {
            Position::Jungle(p) => Rules::Jungle(*p.rules()),
            Position::Xiangqi(p) => Rules::Xiangqi(*p.rules()),
        }
    }

    /// The side to move.
    pub fn side_to_move(&self) -> Side {
        match self {
            Position::Jungle(p) => p.side_to_move().into(),
            Position::Xiangqi(p) => p.side_to_move().into(),
        }
    }

    /// The FEN.
    pub fn fen(&self) -> String {
        match self {
            Position::Jungle(p) => p.fen(),
            Position::Xiangqi(p) => p.fen(),
        }
    }

    /// The move number (1 at the start, +1 after each move of the second side).
    pub fn move_number(&self) -> u16 {
        match self {
            Position::Jungle(p) => p.move_number(),
            Position::Xiangqi(p) => p.move_number(),
        }
    }

    /// The Zobrist hash (repetition key).
    pub fn hash(&self) -> u64 {
        match self {
            Position::Jungle(p) => p.hash(),
            Position::Xiangqi(p) => p.hash(),
        }
    }

    /// Every legal move, in the game's generation order.
    pub fn legal_moves(&self) -> Vec<Move> {
        match self {
            Position::Jungle(p) => p.legal_moves().iter().map(|m| Move::Jungle(*m)).collect(),
            Position::Xiangqi(p) => p.legal_moves().iter().map(|m| Move::Xiangqi(*m)).collect(),
        }
    }

    /// Whether `m` is legal here (`false` for a move of the other game).
    pub fn is_legal(&self, m: Move) -> bool {
        match (self, m) {
            (Position::Jungle(p), Move::Jungle(m)) => p.is_legal(m),
            (Position::Xiangqi(p), Move::Xiangqi(m)) => p.is_legal(m),
            _ => false,
        }
    }

    /// Whether the legal move `m` captures.
    pub fn is_capture(&self, m: Move) -> bool {
        match (self, m) {
            (Position::Jungle(p), Move::Jungle(m)) => p.is_capture(m),
            (Position::Xiangqi(p), Move::Xiangqi(m)) => p.is_capture(m),
            _ => false,
        }
    }

    /// The position after the legal move `m` (unchanged for a move of the other game).
    pub fn play(&self, m: Move) -> Position {
        match (self, m) {
            (Position::Jungle(p), Move::Jungle(m)) => Position::Jungle(p.play(m)),
            (Position::Xiangqi(p), Move::Xiangqi(m)) => Position::Xiangqi(p.play(m)),
            _ => *self,
        }
    }

    /// Reads a move typed by the side to move, in any form the game's notation reads (Jungle:
    /// `rat c3 c4`, `rat up`, `c3c4`; Xiangqi: ICCS `h2e2`, `cannon h2 e2`, WXF `C2.5`,
    /// Chinese `炮二平五`), and checks it is legal.
    ///
    /// # Errors
    /// Why it was not read, or why the move is illegal.
    pub fn parse_move(&self, text: &str) -> Result<Move, MoveTextError> {
        match self {
            Position::Jungle(p) => jungle::parse_move(p, text)
                .map(Move::Jungle)
                .map_err(MoveTextError::Jungle),
            Position::Xiangqi(p) => xiangqi::parse_move(p, text)
                .map(Move::Xiangqi)
                .map_err(MoveTextError::Xiangqi),
        }
    }

    /// The legal move `m` as players write it: Jungle `Rat g3→g4`, Xiangqi WXF `C2.5`.
    pub fn move_text(&self, m: Move) -> String {
        match (self, m) {
            (Position::Jungle(p), Move::Jungle(m)) => jungle::human(p, m),
            (Position::Xiangqi(p), Move::Xiangqi(m)) => xiangqi::wxf(p, m),
            _ => m.to_string(),
        }
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Position::Jungle(p) => p.fmt(f),
            Position::Xiangqi(p) => p.fmt(f),
        }
    }
}

/// The board as text, one rank a line (the game's own picture).
impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Position::Jungle(p) => fmt::Display::fmt(p, f),
            Position::Xiangqi(p) => fmt::Display::fmt(p, f),
        }
    }
}

/// A game in progress of either game: start, moves, repetition history and outcome.
#[derive(Clone, Debug)]
pub enum Game {
    /// A Jungle game.
    Jungle(jungle::Game),
    /// A Xiangqi game.
    Xiangqi(xiangqi::Game),
}

impl Game {
    /// A game from `start`.
    pub fn new(start: Position) -> Game {
        match start {
            Position::Jungle(p) => Game::Jungle(jungle::Game::new(p)),
            Position::Xiangqi(p) => Game::Xiangqi(xiangqi::Game::new(p)),
        }
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
        match self {
            Game::Jungle(g) => Position::Jungle(*g.position()),
            Game::Xiangqi(g) => Position::Xiangqi(*g.position()),
        }
    }

    /// The start position.
    pub fn start(&self) -> Position {
        match self {
            Game::Jungle(g) => Position::Jungle(*g.start()),
            Game::Xiangqi(g) => Position::Xiangqi(*g.start()),
        }
    }

    /// How many plies were played.
    pub fn ply_count(&self) -> usize {
        match self {
            Game::Jungle(g) => g.moves().len(),
            Game::Xiangqi(g) => g.moves().len(),
        }
    }

    /// The moves played, in order.
    pub fn moves(&self) -> Vec<Move> {
        match self {
            Game::Jungle(g) => g.moves().iter().map(|m| Move::Jungle(*m)).collect(),
            Game::Xiangqi(g) => g.moves().iter().map(|m| Move::Xiangqi(*m)).collect(),
        }
    }

    /// The last move played.
    pub fn last_move(&self) -> Option<Move> {
        match self {
            Game::Jungle(g) => g.moves().last().map(|m| Move::Jungle(*m)),
            Game::Xiangqi(g) => g.moves().last().map(|m| Move::Xiangqi(*m)),
        }
    }

    /// The result, once the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        match self {
            Game::Jungle(g) => g.outcome().map(Outcome::Jungle),
            Game::Xiangqi(g) => g.outcome().map(Outcome::Xiangqi),
        }
    }

    /// Plays `m` and returns the outcome if the game ended with it.
    ///
    /// # Errors
    /// Why the move is illegal; the game is unchanged.
    pub fn play(&mut self, m: Move) -> Result<Option<Outcome>, IllegalMove> {
        match (self, m) {
            (Game::Jungle(g), Move::Jungle(m)) => g
                .play(m)
                .map(|o| o.map(Outcome::Jungle))
                .map_err(IllegalMove::Jungle),
            (Game::Xiangqi(g), Move::Xiangqi(m)) => g
                .play(m)
                .map(|o| o.map(Outcome::Xiangqi))
                .map_err(IllegalMove::Xiangqi),
            _ => Err(IllegalMove::OtherGame),
        }
    }

    /// Takes back the last `n` plies; `false` (and no change) if fewer were played.
    pub fn undo(&mut self, n: usize) -> bool {
        match self {
            Game::Jungle(g) => g.undo(n),
            Game::Xiangqi(g) => g.undo(n),
        }
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
        let mut p = self.start();
        let mut out = Vec::with_capacity(self.ply_count() + 1);
        out.push(p.hash());
        for m in self.moves() {
            p = p.play(m);
            out.push(p.hash());
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
