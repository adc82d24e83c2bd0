//! Move text ("Move text" in `spec/jungle.md`): reading what players type in English, French or
//! Chinese, and printing moves in the canonical and the human forms.

use super::bitboard::{JUMPS, WATER};
use super::moves::Move;
use super::piece::{PieceKind, Side};
use super::position::{IllegalMove, Position};
use super::square::Square;
use crate::games::contract::GamePosition;
use crate::games::text::{self, closest, fold, normalize, words};

/// The longest move text read; anything longer is refused unread.
pub const MAX_TEXT: usize = 200;

/// Piece names after accent folding, with their kind.
///
/// Vietnamese (accents optional, as [`fold`] reads them): chuột, mèo, chó, sói, báo, hổ (also
/// cọp), sư tử (two words, or `sutu`), voi, the names of the Vietnamese Wikipedia article on
/// the game ("Cờ thú") and of qibot's `locales/vi`.
const PIECE_WORDS: [(&str, PieceKind); 25] = crate::games::text::word_table!(PieceKind;
    Rat: "rat" "mouse" "souris" "chuot",
    Cat: "cat" "chat" "meo",
    Dog: "dog" "chien" "cho",
    Wolf: "wolf" "loup" "soi",
    Leopard: "leopard" "panther" "panthere" "bao",
    Tiger: "tiger" "tigre" "ho" "cop",
    Lion: "lion" "sutu",
    Elephant: "elephant" "voi",
);

const CHINESE: [(char, PieceKind); 10] = crate::games::text::word_table!(PieceKind;
    Rat: '鼠',
    Cat: '貓' '猫',
    Dog: '狗',
    Wolf: '狼',
    Leopard: '豹',
    Tiger: '虎',
    Lion: '獅' '狮',
    Elephant: '象',
);

/// A direction seen from the mover: up is towards the opponent's side.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Direction {
    /// Towards the opponent.
    Up,
    /// Towards one's own side.
    Down,
    /// To the mover's left.
    Left,
    /// To the mover's right.
    Right,
}

impl Direction {
    /// The English word.
    pub fn name(self) -> &'static str {
        match self {
            Direction::Up => "up",
            Direction::Down => "down",
            Direction::Left => "left",
            Direction::Right => "right",
        }
    }

    /// (file step, rank step) on the board for `side`, which sees the board from its end.
    fn step(self, side: Side) -> (i8, i8) {
        let f = side.forward();
        match self {
            Direction::Up => (0, f),
            Direction::Down => (0, -f),
            Direction::Left => (-f, 0),
            Direction::Right => (f, 0),
        }
    }
}

const DIRECTION_WORDS: [(&str, Direction); 16] = crate::games::text::word_table!(Direction;
    Up: "up", Down: "down", Left: "left", Right: "right",
    Up: "haut", Down: "bas", Left: "gauche", Right: "droite",
    Up: "上", Down: "下", Left: "左", Right: "右",
    Up: "len", Down: "xuong", Left: "trai", Right: "phai",
);

/// Words skipped between the parts of a move (`rat c3 to c4`, `rat de c3 à c4`; Vietnamese
/// `chuột lên trên`, `chuột sang trái`, `chuột c3 đến c4`, as `locales/vi` writes directions).
const FILLER: [&str; 10] = [
    "to", "x", "a", "de", "vers", "tren", "duoi", "sang", "den", "toi",
];

/// Why a move text was not accepted. `Display` gives a sentence for the player.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MoveTextError {
    /// Nothing to read.
    #[error("the move is empty: write e.g. `rat c3 c4`, `rat c4`, `rat up` or `c3c4`")]
    Empty,
    /// Over [`MAX_TEXT`] bytes.
    #[error("that text is too long to be a move: write e.g. `rat c3 c4` or `c3c4`")]
    TooLong,
    /// A word that is neither a piece, a square nor a direction.
    #[error("I don't know the word `{word}`{}: name a piece (rat, cat, dog, wolf, leopard, tiger, lion, elephant), squares like c3, or up/down/left/right", suggestion.map(|s| format!(" (did you mean `{s}`?)")).unwrap_or_default())]
    UnknownWord {
        /// The word as typed.
        word: String,
        /// A known word close to it.
        suggestion: Option<&'static str>,
    },
    /// Known words in an order that is no move form.
    #[error(
        "I can't read `{0}` as a move: write e.g. `rat c3 c4`, `rat c4`, `rat up`, `c3 c4` or `c3c4`"
    )]
    Unreadable(String),
    /// A piece the mover no longer has.
    #[error("you have no {0} left")]
    NoSuchPiece(PieceKind),
    /// The named piece is not on the named square.
    #[error("{}", match actual { Some(k) => format!("there is a {k} on {square}, not a {named}"), None => format!("there is no piece on {square}; your {named} is elsewhere") })]
    WrongPiece {
        /// The piece the player named.
        named: PieceKind,
        /// What stands on the square.
        actual: Option<PieceKind>,
        /// The from-square the player gave.
        square: Square,
    },
    /// A destination several pieces can reach.
    #[error("more than one piece can go to {square} ({}): name the piece, e.g. `{} {square}`", pieces.iter().map(|k| k.name()).collect::<Vec<_>>().join(", "), pieces.first().map(|k| k.name()).unwrap_or("rat"))]
    Ambiguous {
        /// The destination.
        square: Square,
        /// The pieces that can go there.
        pieces: Vec<PieceKind>,
    },
    /// A destination none of the mover's pieces can reach.
    #[error("none of your pieces can move to {0}")]
    NoMoveThere(Square),
    /// A piece named alone, without where it goes.
    #[error("say where the {kind} goes: {}", if moves.is_empty() { "it has no legal move now".to_string() } else { format!("it can go to {}", moves.join(", ")) })]
    MissingDestination {
        /// The piece.
        kind: PieceKind,
        /// Its legal destinations, e.g. `c4`.
        moves: Vec<String>,
    },
    /// A step off the edge of the board.
    #[error("the {kind} on {square} cannot move {}: that is the edge of the board", direction.name())]
    OffBoard {
        /// The piece.
        kind: PieceKind,
        /// Where it stands.
        square: Square,
        /// The direction asked for.
        direction: Direction,
    },
    /// A readable move that the rules forbid.
    #[error("{0}")]
    Illegal(#[from] IllegalMove),
}

/// A word of a Jungle move text: a square, a piece or a direction.
type Token = text::Token<Square, PieceKind, Direction>;

fn classify(word: &str) -> Result<Option<Token>, MoveTextError> {
    let chinese = |c| CHINESE.iter().find(|(h, _)| *h == c).map(|(_, k)| *k);
    if let Some(t) = text::square_or_piece(word, &PIECE_WORDS, chinese) {
        return Ok(Some(t));
    }
    if let Some((_, d)) = DIRECTION_WORDS.iter().find(|(w, _)| *w == word) {
        return Ok(Some(Token::Own(*d)));
    }
    if FILLER.contains(&word) {
        return Ok(None);
    }
    let vocabulary = PIECE_WORDS.iter().map(|(w, _)| *w).chain(
        DIRECTION_WORDS
            .iter()
            .map(|(w, _)| *w)
            .filter(|w| w.is_ascii()),
    );
    Err(MoveTextError::UnknownWord {
        word: word.to_string(),
        suggestion: closest(word, vocabulary),
    })
}

/// The move of the piece on `from` one step in `dir` (or its river jump that way).
fn move_in_direction(
    pos: &Position,
    kind: PieceKind,
    from: Square,
    dir: Direction,
) -> Result<Move, MoveTextError> {
    let side = pos.side_to_move();
    let (df, dr) = dir.step(side);
    let to = from.offset(df, dr).ok_or(MoveTextError::OffBoard {
        kind,
        square: from,
        direction: dir,
    })?;
    let swims = kind == PieceKind::Rat || (kind == PieceKind::Dog && pos.rules().dog_swims);
    if kind.jumps() && !swims && WATER & to.bit() != 0 {
        let d = match (df, dr) {
            (0, 1) => 0,
            (0, -1) => 1,
            (-1, 0) => 2,
            _ => 3,
        };
        if let Some(landing) = Square::from_index(JUMPS[from.index()][d].to) {
            return Ok(Move::new(from, landing));
        }
    }
    Ok(Move::new(from, to))
}

/// A move text read for its syntax ([`read_move`]), not yet matched against a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveText {
    /// `c3 c4`, `c3c4`, `c3-c4`, `c3xc4`.
    FromTo(Square, Square),
    /// `rat c3 c4`.
    PieceFromTo(PieceKind, Square, Square),
    /// `rat c4`.
    PieceTo(PieceKind, Square),
    /// `rat up`.
    PieceDirection(PieceKind, Direction),
    /// `c3 up`.
    SquareDirection(Square, Direction),
    /// A piece alone, `rat`: no move, but the answer can say where it may go.
    Piece(PieceKind),
    /// A destination alone, `c4`.
    To(Square),
}

/// Joins Vietnamese `sư tử` (lion, folded to the two words `su tu`) into the one word `sutu`.
fn lion_in_one_word(words: Vec<String>) -> Vec<String> {
    let mut out: Vec<String> = Vec::with_capacity(words.len());
    for w in words {
        if w == "tu" && out.last().is_some_and(|p| p == "su") {
            out.pop();
            out.push("sutu".to_string());
        } else {
            out.push(w);
        }
    }
    out
}

/// Reads the syntax of a move text, with no position.
///
/// Accepted forms (case and accents do not matter): `rat c3 c4`, `rat c4`, `rat up`
/// (down/left/right, seen from the mover; a lion or tiger facing the river jumps), `c3 c4`,
/// `c3c4`, `c3-c4`, `c3xc4`, `c3 up`, a lone destination `c4`; piece names in English, French,
/// Chinese or Vietnamese (`chuột lên`, `sư tử c3 c4`; see the spec).
///
/// # Errors
/// [`MoveTextError::Empty`], [`MoveTextError::TooLong`], [`MoveTextError::UnknownWord`] or
/// [`MoveTextError::Unreadable`]: the text is no move form at all.
pub fn read_move(text: &str) -> Result<MoveText, MoveTextError> {
    if text.len() > MAX_TEXT {
        return Err(MoveTextError::TooLong);
    }
    let folded = fold(normalize(text).trim());
    let mut tokens = Vec::new();
    for w in lion_in_one_word(words::<Square>(&folded)) {
        if let Some(t) = classify(&w)? {
            tokens.push(t);
        }
    }
    Ok(match tokens.as_slice() {
        [] => return Err(MoveTextError::Empty),
        [Token::Square(a), Token::Square(b)] => MoveText::FromTo(*a, *b),
        [Token::Piece(k), Token::Square(a), Token::Square(b)] => MoveText::PieceFromTo(*k, *a, *b),
        [Token::Piece(k), Token::Square(b)] => MoveText::PieceTo(*k, *b),
        [Token::Piece(k), Token::Own(d)] => MoveText::PieceDirection(*k, *d),
        [Token::Square(a), Token::Own(d)] => MoveText::SquareDirection(*a, *d),
        [Token::Piece(k)] => MoveText::Piece(*k),
        [Token::Square(b)] => MoveText::To(*b),
        _ => return Err(MoveTextError::Unreadable(text.trim().to_string())),
    })
}

/// The legal move a read text means in `pos`, for its side to move.
///
/// # Errors
/// A [`MoveTextError`] saying why the text means no move here (no such piece, several pieces
/// can go there, …) or why the move is illegal.
pub fn resolve_move(pos: &Position, text: &MoveText) -> Result<Move, MoveTextError> {
    let us = pos.side_to_move();
    let piece_square = |k: PieceKind| pos.square_of(us, k).ok_or(MoveTextError::NoSuchPiece(k));
    let m = match *text {
        MoveText::FromTo(a, b) => Move::new(a, b),
        MoveText::PieceFromTo(k, a, b) => {
            let actual = pos.piece_at(a).filter(|p| p.side == us).map(|p| p.kind);
            if actual != Some(k) {
                if pos.piece_at(a).is_some_and(|p| p.side != us) {
                    pos.check(Move::new(a, b))?;
                }
                return Err(MoveTextError::WrongPiece {
                    named: k,
                    actual,
                    square: a,
                });
            }
            Move::new(a, b)
        }
        MoveText::PieceTo(k, b) => Move::new(piece_square(k)?, b),
        MoveText::PieceDirection(k, d) => move_in_direction(pos, k, piece_square(k)?, d)?,
        MoveText::SquareDirection(a, d) => {
            let p = pos.piece_at(a).ok_or(IllegalMove::NoPiece(a))?;
            move_in_direction(pos, p.kind, a, d)?
        }
        MoveText::Piece(k) => {
            let from = piece_square(k)?;
            let moves = super::square::SquareIter(pos.destinations(from))
                .map(|s| s.to_string())
                .collect();
            return Err(MoveTextError::MissingDestination { kind: k, moves });
        }
        MoveText::To(b) => {
            let cands: Vec<Move> = pos
                .legal_moves()
                .iter()
                .copied()
                .filter(|m| m.to == b)
                .collect();
            match cands.as_slice() {
                [one] => *one,
                [] => {
                    if pos.board_winner().is_some() {
                        return Err(IllegalMove::GameOver.into());
                    }
                    return Err(MoveTextError::NoMoveThere(b));
                }
                many => {
                    let pieces = many
                        .iter()
                        .filter_map(|m| pos.piece_at(m.from).map(|p| p.kind))
                        .collect();
                    return Err(MoveTextError::Ambiguous { square: b, pieces });
                }
            }
        }
    };
    pos.check(m)?;
    Ok(m)
}

/// Reads a move typed by the side to move of `pos` and returns it if it is legal:
/// [`read_move`], then [`resolve_move`].
///
/// # Errors
/// A [`MoveTextError`] saying what was wrong and how to write it, or why the move is illegal.
pub fn parse_move(pos: &Position, text: &str) -> Result<Move, MoveTextError> {
    resolve_move(pos, &read_move(text)?)
}

/// The human form of the legal move `m` in `pos`: `Rat c3→c4`, or `Lion f3×f7` for a capture.
pub fn human(pos: &Position, m: Move) -> String {
    human_with(pos, m, PieceKind::title)
}

/// [`human`] with the piece names given by `name` (e.g. French names from a translation).
pub fn human_with(pos: &Position, m: Move, name: impl Fn(PieceKind) -> &'static str) -> String {
    let piece = pos.piece_at(m.from).map(|p| name(p.kind)).unwrap_or("?");
    let sep = if pos.is_capture(m) { '×' } else { '→' };
    format!("{piece} {}{sep}{}", m.from, m.to)
}
