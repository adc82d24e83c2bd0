//! The small traits through which the engine plays a game: [`SearchGame`] for the search, and
//! [`Variant`] for the protocol and the match runner (setting up positions, reading moves,
//! refereeing a game). Jungle implements them in [`super::jungle`], Xiangqi in
//! [`super::xiangqi`].

use std::fmt;
use std::str::FromStr;

use super::search::SearchOptions;

/// How a position has ended, seen from the side to move.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Terminal {
    /// The side to move has lost (the previous mover won on the board).
    Loss,
    /// The game is drawn by a rule that depends only on the position (e.g. a no-capture limit).
    Draw,
}

/// A game position the search can explore. Positions are small `Copy` values: the search copies
/// instead of undoing moves.
pub trait SearchGame: Copy + Send + 'static {
    /// A move of this game.
    type Move: Copy + Eq + Send + Sync + fmt::Display + fmt::Debug + 'static;
    /// Evaluation weights (tunable; `Default` is the tuned set).
    type Params: Clone + Default + Send + Sync + fmt::Debug;

    /// The Zobrist key of the placement and side to move (equal for repetitions).
    fn key(&self) -> u64;
    /// Appends every legal move to `out` (nothing once the game is over on the board).
    fn generate(&self, out: &mut Vec<Self::Move>);
    /// Appends the moves the quiescence search looks at: captures and immediate wins, plus moves
    /// that threaten to win at once when `threats` is true.
    fn generate_tactical(&self, out: &mut Vec<Self::Move>, threats: bool);
    /// The position after the legal move `m`.
    fn play(&self, m: Self::Move) -> Self;
    /// The position with the turn passed (null move).
    fn pass(&self) -> Self;
    /// Whether the game is over on the board, from the side to move's view.
    fn terminal(&self) -> Option<Terminal>;
    /// A move that wins at once for the side to move (e.g. entering the den), if any.
    fn winning_move(&self) -> Option<Self::Move>;
    /// Whether the opponent threatens to win with its next move (the analogue of check).
    fn in_danger(&self) -> bool;
    /// The static evaluation for the side to move, in centipawns (|score| < 20 000).
    fn evaluate(&self, params: &Self::Params) -> i32;
    /// The value of the piece `m` captures (0 for a quiet move), for move ordering.
    fn capture_value(&self, m: Self::Move) -> i32;
    /// The value of the piece that moves, for move ordering.
    fn mover_value(&self, m: Self::Move) -> i32;
    /// The number of move codes: every [`SearchGame::encode`] value is below it (it sizes the
    /// history table). 4096 unless the game needs more.
    const MOVE_CODES: usize = 4096;

    /// `m` packed below [`SearchGame::MOVE_CODES`] (and below 0xFFFF), for the history table,
    /// killers and the transposition table.
    fn encode(m: Self::Move) -> u16;
    /// Plies since the last irreversible move: repetitions are looked for only this far back.
    fn reversible_plies(&self) -> usize;
    /// The search switches a [`super::Searcher`] of this game starts with (Jungle's
    /// measured set, [`SearchOptions::default`], unless the game's own matches chose others).
    fn default_options() -> SearchOptions {
        SearchOptions::default()
    }
    /// Whether `m` brings a piece close to winning, short of an immediate threat (Jungle: it
    /// lands within two steps of the enemy den). Such moves are neither reduced nor pruned as
    /// late quiet moves, since a den attack needs several of them in a row. Defaults to false.
    fn approaches_win(&self, m: Self::Move) -> bool {
        let _ = m;
        false
    }
    /// Whether passing is a fair test of this position (null-move pruning): false where the
    /// side to move could be in zugzwang, e.g. with very few pieces left. Defaults to true.
    fn null_move_allowed(&self) -> bool {
        true
    }
}

/// A game the engine protocol (`qibot engine`) and the match runner (`qibot match`) can play:
/// start and FEN positions, moves in coordinate text, and a referee that keeps the history
/// (repetitions) and says when the game is over.
pub trait Variant: SearchGame {
    /// The rule options, read from `<preset>[,key=value...]` text.
    type Rules: Copy + Default + Send + Sync + fmt::Debug + FromStr<Err: fmt::Display>;
    /// A game in progress: moves, history and outcome.
    type Record: Send;
    /// The name used by the protocol's `UCI_Variant` option and the CLI's `--game`.
    const NAME: &'static str;

    /// The start position under `rules`.
    fn startpos(rules: Self::Rules) -> Self;
    /// A position from a FEN.
    ///
    /// # Errors
    /// Why the FEN is not valid, in words.
    fn from_fen(fen: &str, rules: Self::Rules) -> Result<Self, String>;
    /// Reads a move in coordinate text (`c3c4`, `h2e2`) and checks that it is legal here.
    ///
    /// # Errors
    /// Why the text is not a move, or why the move is illegal.
    fn parse_legal(&self, text: &str) -> Result<Self::Move, String>;
    /// Whether Red (the side that starts) is to move.
    fn red_to_move(&self) -> bool;
    /// A new game record from `start`.
    fn record(start: Self) -> Self::Record;
    /// Plays a move in the record.
    ///
    /// # Errors
    /// Why the move is illegal or the game already over; the record is unchanged.
    fn record_play(record: &mut Self::Record, m: Self::Move) -> Result<(), String>;
    /// The record's current position.
    fn record_position(record: &Self::Record) -> Self;
    /// `None` while the game goes on; then `Some(Some(true))` if Red won, `Some(Some(false))` if
    /// the other side won, `Some(None)` for a draw.
    fn record_result(record: &Self::Record) -> Option<Option<bool>>;
}
