//! The contract every game signs: [`GamePosition`], implemented once by each game's
//! `Position`. Everything written once for all games — the history ([`super::history`]), perft
//! ([`super::perft`]), the host facade ([`super::any`]) and the engine's protocol and match
//! runner — goes through it, monomorphised (no `dyn`, no allocation in move generation).
//!
//! Modelled on shakmaty's `Position`: a position is a validated `Copy` value built from a FEN
//! or the start, changed only by legal moves; legal moves go into a caller-owned fixed-capacity
//! list; move text is read in two steps, the syntax first ([`GamePosition::read_move`], no
//! position needed) and then its meaning in a position ([`GamePosition::resolve_move`]).

use std::fmt;
use std::hash::Hash;
use std::ops::{Deref, Not};
use std::str::FromStr;

use super::history::History;
use super::options::RuleOptions;
use super::outcome::{Outcome, WinReason};
use super::state::State;

/// A side of a two-player game. Index 0 is the side that moves first from the start (Red in
/// both games), 1 the other.
pub trait GameSide:
    Copy + Eq + Hash + fmt::Debug + fmt::Display + Not<Output = Self> + Send + Sync + 'static
{
    /// The side that moves first from the start (index 0).
    const FIRST: Self;
    /// 0 for the first side, 1 for the second.
    fn index(self) -> usize;
}

/// Why a move in coordinates was refused: it is no coordinate move, or not legal here.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CoordinateMoveError<S: std::error::Error + 'static, I: std::error::Error + 'static> {
    /// Not a move in coordinates.
    #[error(transparent)]
    Syntax(S),
    /// A move that is not legal in the position.
    #[error(transparent)]
    Illegal(I),
}

/// The [`CoordinateMoveError`] of the game of `P`.
pub type CoordinateErrorOf<P> =
    CoordinateMoveError<<P as GamePosition>::ParseMoveError, <P as GamePosition>::IllegalMove>;

/// The outcome type of the game of `P`.
pub type OutcomeOf<P> = Outcome<<P as GamePosition>::Side, <P as GamePosition>::WinReason>;

/// A legal position of one game, with the rules in force. See the module documentation.
pub trait GamePosition: Copy + Eq + fmt::Debug + fmt::Display + Send + Sync + 'static {
    /// The sides.
    type Side: GameSide;
    /// A move. `Display`/`FromStr` are the canonical coordinate text (`c3c4`, ICCS `h2e2`)
    /// that records store and engines speak; `FromStr` checks only the syntax.
    type Move: Copy
        + Eq
        + Hash
        + fmt::Debug
        + fmt::Display
        + FromStr<Err = Self::ParseMoveError>
        + Send
        + Sync
        + 'static;
    /// Why a text is not a move in coordinates.
    type ParseMoveError: std::error::Error + Clone + Eq + Send + Sync + 'static;
    /// A fixed-capacity list holding every legal move of any position.
    type MoveList: Default + Deref<Target = [Self::Move]>;
    /// The rule options (`Default` is the `standard` preset).
    type Rules: RuleOptions;
    /// Why a FEN was refused.
    type FenError: std::error::Error + Clone + Eq + Send + Sync + 'static;
    /// Why a move is illegal.
    type IllegalMove: std::error::Error + Clone + Eq + Send + Sync + 'static;
    /// The game's reasons to win.
    type WinReason: WinReason;
    /// A move text read for its syntax, not yet matched against a position.
    type MoveText: fmt::Debug;
    /// Why a move text was not read (syntax) or not accepted (in a position).
    type MoveTextError: std::error::Error + Clone + Eq + Send + Sync + 'static;

    /// The game's name as stored and chosen: `jungle`, `xiangqi`.
    const NAME: &'static str;
    /// The start position's FEN.
    const STARTPOS: &'static str;

    /// The start position under `rules`.
    fn startpos(rules: Self::Rules) -> Self;
    /// A position from a FEN under `rules`.
    ///
    /// # Errors
    /// What is wrong with the FEN.
    fn from_fen(fen: &str, rules: Self::Rules) -> Result<Self, Self::FenError>;
    /// The FEN, with every field.
    fn fen(&self) -> String;
    /// The side to move, the counters, the Zobrist hash and the rules, which every game keeps
    /// alike ([`State`]).
    fn state(&self) -> &State<Self::Side, Self::Rules>;
    /// The rules in force.
    #[inline]
    fn rules(&self) -> &Self::Rules {
        &self.state().rules
    }
    /// The side to move.
    #[inline]
    fn side_to_move(&self) -> Self::Side {
        self.state().turn
    }
    /// The move number (1 at the start, +1 after each move of the second side).
    #[inline]
    fn move_number(&self) -> u16 {
        self.state().move_number
    }
    /// Plies since the last capture (the no-capture counter, the FEN's half-move clock).
    #[inline]
    fn plies_since_capture(&self) -> u16 {
        self.state().plies_since_capture
    }
    /// The Zobrist hash of the placement and side to move, not the counters: equal for the
    /// "same position" of the repetition rule.
    #[inline]
    fn hash(&self) -> u64 {
        self.state().hash
    }
    /// Appends every legal move to `list` (none once the game is decided on the board).
    fn legal_moves_into(&self, list: &mut Self::MoveList);
    /// The number of legal moves (perft's last ply; may be faster than generating them).
    fn count_moves(&self) -> u32;
    /// Whether `m` is legal here.
    ///
    /// # Errors
    /// Why it is not.
    fn check(&self, m: Self::Move) -> Result<(), Self::IllegalMove>;
    /// The error for a move played after the end of the game.
    fn game_over() -> Self::IllegalMove;
    /// Whether the legal move `m` captures.
    fn is_capture(&self, m: Self::Move) -> bool;
    /// The position after the legal move `m`.
    fn play(&self, m: Self::Move) -> Self;
    /// Plays the legal move `m` in place.
    fn play_in_place(&mut self, m: Self::Move);
    /// Whether the side to move is in check (false in games without check); the history
    /// records it after each move for perpetual-check rules.
    fn in_check(&self) -> bool {
        false
    }
    /// The opponent's pieces (bit = square index, after the move) that the legal move `m`,
    /// played from this position to `after`, chases, for a perpetual-chase rule (Xiangqi's
    /// Asian rules, [`crate::games::xiangqi::chase`]); the history records it after each move.
    /// The default, for rules without one, chases nothing (0).
    fn chased(&self, m: Self::Move, after: &Self) -> u128 {
        let _ = (m, after);
        0
    }
    /// Whether the game record forbids the legal move `m` next: a rule that depends on the
    /// game's history, not on the position (Jungle's `repetition = "forbid"`). Perft ignores
    /// it; [`History::play`] refuses such a move. The default forbids nothing.
    ///
    /// # Errors
    /// Why the record forbids it.
    fn forbidden(history: &History<Self>, m: Self::Move) -> Result<(), Self::IllegalMove> {
        let _ = (history, m);
        Ok(())
    }
    /// How the game stands after the last move of `history`: decided on the board (by its
    /// position, repetitions or counters), or `None` while it goes on. The order of the checks
    /// is the game's.
    fn decide(history: &History<Self>) -> Option<OutcomeOf<Self>>;
    /// Reads the syntax of a move typed by a player, in every form the game's notation knows.
    ///
    /// # Errors
    /// The text is no move form at all (chat, for a front-end that reads messages).
    fn read_move(text: &str) -> Result<Self::MoveText, Self::MoveTextError>;
    /// The legal move a read text means here.
    ///
    /// # Errors
    /// Why it means no move (no such piece, several candidates, …) or why the move is illegal.
    fn resolve_move(&self, text: &Self::MoveText) -> Result<Self::Move, Self::MoveTextError>;
    /// The legal move `m` as players write it (Jungle `Rat g3→g4`, Xiangqi WXF `C2.5`).
    fn move_text(&self, m: Self::Move) -> String;

    /// Every legal move in a fresh list.
    fn legal_moves(&self) -> Self::MoveList {
        let mut list = Self::MoveList::default();
        self.legal_moves_into(&mut list);
        list
    }
    /// Whether `m` is legal here.
    fn is_legal(&self, m: Self::Move) -> bool {
        self.check(m).is_ok()
    }
    /// Reads a move in coordinates (`c3c4`, `h2e2`, as engines speak) and checks it is legal.
    ///
    /// # Errors
    /// The text is no move, or the move is illegal here.
    fn parse_legal(&self, text: &str) -> Result<Self::Move, CoordinateErrorOf<Self>> {
        let m = text
            .parse::<Self::Move>()
            .map_err(CoordinateMoveError::Syntax)?;
        self.check(m).map_err(CoordinateMoveError::Illegal)?;
        Ok(m)
    }
    /// Reads a move typed by the side to move and checks it is legal: [`GamePosition::read_move`]
    /// then [`GamePosition::resolve_move`].
    ///
    /// # Errors
    /// As those two.
    fn parse_move(&self, text: &str) -> Result<Self::Move, Self::MoveTextError> {
        self.resolve_move(&Self::read_move(text)?)
    }
}

/// Gives a game's `Side` (`Red = 0` and the second side `= 1`, named `$second`) its constants
/// and methods, `Not`, `Display` (the English name) and [`GameSide`].
macro_rules! two_sides {
    ($second:ident) => {
        impl Side {
            /// Both sides, Red first.
            pub const ALL: [Side; 2] = [Side::Red, Side::$second];

            /// 0 for Red, 1 for the other side.
            #[inline]
            pub const fn index(self) -> usize {
                self as usize
            }

            /// The English name, `"Red"` or the other side's.
            pub const fn name(self) -> &'static str {
                match self {
                    Side::Red => "Red",
                    Side::$second => stringify!($second),
                }
            }

            /// The rank direction this side calls "forward" ("up"): +1 for Red, -1 for the other.
            #[inline]
            pub const fn forward(self) -> i8 {
                match self {
                    Side::Red => 1,
                    Side::$second => -1,
                }
            }
        }

        impl std::ops::Not for Side {
            type Output = Side;
            #[inline]
            fn not(self) -> Side {
                match self {
                    Side::Red => Side::$second,
                    Side::$second => Side::Red,
                }
            }
        }

        impl std::fmt::Display for Side {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.name())
            }
        }

        impl $crate::games::contract::GameSide for Side {
            const FIRST: Side = Side::Red;
            #[inline]
            fn index(self) -> usize {
                self as usize
            }
        }
    };
}

pub(crate) use two_sides;

/// Declares a game's `PieceKind` and `Piece` in its `piece.rs`, the part every game writes
/// alike: the kinds (discriminant = index, uppercase FEN letter, lowercase English name) with
/// `ALL`, `index`, `from_index`, `letter`, `name` and `Display`; `Piece` (a side and a kind)
/// with its FEN letter (uppercase for Red, lowercase for the side `$second`) and `Display`
/// (`Red rat`). The game writes `PieceKind::from_letter` (the letters it reads) and its own
/// kind methods.
macro_rules! piece_kinds {
    ($(#[$doc:meta])* $second:ident, $count:literal;
     $($(#[$kdoc:meta])* $kind:ident = $i:literal, $letter:literal, $name:literal;)+) => {
        $(#[$doc])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
        pub enum PieceKind {
            $($(#[$kdoc])* $kind = $i,)+
        }

        impl PieceKind {
            /// All kinds, in index order.
            pub const ALL: [PieceKind; $count] = [$(PieceKind::$kind),+];

            /// The index, 0 and up (the discriminant).
            #[inline]
            pub const fn index(self) -> usize {
                self as usize
            }

            /// The kind at an index, `None` past the last kind.
            pub const fn from_index(i: usize) -> Option<PieceKind> {
                if i < $count { Some(PieceKind::ALL[i]) } else { None }
            }

            /// The uppercase FEN letter.
            pub const fn letter(self) -> char {
                [$($letter),+][self as usize]
            }

            /// The lowercase English name.
            pub const fn name(self) -> &'static str {
                [$($name),+][self as usize]
            }
        }

        impl std::fmt::Display for PieceKind {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.name())
            }
        }

        /// A piece: a kind and its side.
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
        pub struct Piece {
            /// Whose piece.
            pub side: Side,
            /// Which kind.
            pub kind: PieceKind,
        }

        impl Piece {
            /// The FEN letter: uppercase for Red, lowercase for the other side.
            pub fn fen_char(self) -> char {
                match self.side {
                    Side::Red => self.kind.letter(),
                    Side::$second => self.kind.letter().to_ascii_lowercase(),
                }
            }

            /// The piece for a FEN letter (as `PieceKind::from_letter` reads it), `None` if
            /// unknown.
            pub fn from_fen_char(c: char) -> Option<Piece> {
                if !c.is_ascii_alphabetic() {
                    return None;
                }
                let kind = PieceKind::from_letter(c)?;
                let side = if c.is_ascii_uppercase() {
                    Side::Red
                } else {
                    Side::$second
                };
                Some(Piece { side, kind })
            }

            /// The board code of a piece, as positions store it: `1 + side * 8 + kind`
            /// (0 is an empty square).
            #[inline]
            pub const fn code(side: Side, kind: PieceKind) -> u8 {
                1 + (side as u8) * 8 + kind as u8
            }

            /// The piece of a board code ([`Piece::code`]), `None` for 0 (empty).
            #[inline]
            pub fn from_code(c: u8) -> Option<Piece> {
                let c = c.checked_sub(1)?;
                Some(Piece {
                    side: if c < 8 { Side::Red } else { Side::$second },
                    kind: PieceKind::ALL[(c & 7) as usize],
                })
            }
        }

        impl std::fmt::Display for Piece {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                write!(f, "{} {}", self.side, self.kind)
            }
        }
    };
}

pub(crate) use piece_kinds;

/// Declares a game's `IllegalMove` in its `position.rs`: the reasons every game has
/// (`GameOver`, `NoPiece`, `NotYourPiece`, `SameSquare`, `OwnPiece`, with their sentences),
/// followed by the game's own variants, written in the call as inside an `enum` (each with
/// its `#[error]` sentence), and the checks of the common reasons. Needs `Square`, `Piece`,
/// `PieceKind` and `Side` in scope.
macro_rules! illegal_moves {
    ($($variants:tt)*) => {
        /// Why a move is not legal in a position, in words a player understands (`Display`).
        #[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
        pub enum IllegalMove {
            /// The game has already ended (decided on the board).
            #[error("the game is already over")]
            GameOver,
            /// The from-square is empty.
            #[error("there is no piece on {0}")]
            NoPiece(Square),
            /// The piece on the from-square belongs to the opponent.
            #[error("the {} on {square} is {}'s; you play {}", piece.kind, piece.side, !piece.side)]
            NotYourPiece {
                /// The from-square.
                square: Square,
                /// The opponent's piece there.
                piece: Piece,
            },
            /// From and to are the same square.
            #[error("a move must go to another {}", Square::WORD)]
            SameSquare,
            /// The to-square holds one's own piece.
            #[error("your {kind} already stands on {square}")]
            OwnPiece {
                /// The piece there.
                kind: PieceKind,
                /// The to-square.
                square: Square,
            },
            $($variants)*
        }

        impl IllegalMove {
            /// The piece of the side to move `turn` on `from` (`piece`, what stands there), or
            /// why there is none to move: `NoPiece`, `NotYourPiece`.
            pub(crate) fn mover(
                from: Square,
                piece: Option<Piece>,
                turn: Side,
            ) -> Result<Piece, IllegalMove> {
                let piece = piece.ok_or(IllegalMove::NoPiece(from))?;
                if piece.side != turn {
                    return Err(IllegalMove::NotYourPiece {
                        square: from,
                        piece,
                    });
                }
                Ok(piece)
            }

            /// `OwnPiece` if `piece`, what stands on the to-square `to`, is the side to move's.
            pub(crate) fn own_target(
                to: Square,
                piece: Option<Piece>,
                turn: Side,
            ) -> Result<(), IllegalMove> {
                match piece {
                    Some(p) if p.side == turn => Err(IllegalMove::OwnPiece {
                        kind: p.kind,
                        square: to,
                    }),
                    _ => Ok(()),
                }
            }
        }
    };
}

pub(crate) use illegal_moves;
