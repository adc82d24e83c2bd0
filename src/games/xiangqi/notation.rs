//! Move text ("Move text" in `spec/xiangqi.md`): reading ICCS coordinates, piece names in
//! English, French and Chinese, WXF and Chinese notation; printing moves in WXF and Chinese.
//!
//! WXF: a piece letter (`K A E H R C P`, also `B N`), the file it stands on counted 1–9 from the
//! mover's right, an operator (`+` forward, `-` back, `.` or `=` sideways) and either the number
//! of points (a general, chariot, cannon or soldier moving along its file) or the file it lands
//! on. Two pieces of a kind on one file are told apart by `+` (front) and `-` (rear) in place of
//! the file, before or after the letter (`+C.5`, `C+.5`); with three or more soldiers on a file
//! the middle ones take their place counted from the front (`2P+1`). Chinese notation is the
//! same with characters: `炮二平五`, `馬８進７`, `前炮平四` (see the World Xiangqi Federation's
//! notation reference).

use super::moves::Move;
use super::piece::{PieceKind, Side};
use super::position::{IllegalMove, Position};
use super::square::Square;
use crate::games::contract::GamePosition;
use crate::games::text::{self, closest, fold, words};

#[path = "notation_vi.rs"]
mod vi;
pub use vi::{parse_move_vietnamese, resolve_move_vietnamese, vietnamese};

/// The longest move text read; anything longer is refused unread.
pub const MAX_TEXT: usize = 200;

/// Piece names after accent folding, with their kind.
///
/// Vietnamese (accents optional, as [`fold`] reads them): Sĩ, Mã, Xe, Pháo, Tốt, Binh and
/// Chốt (the colloquial soldier), as Vietnamese Xiangqi sites and books name the pieces
/// (e.g. Vietnamese Wikipedia's "Cờ tướng" article). Tướng (general) and Tượng (elephant)
/// fold to the same `tuong`: see [`Tuong`].
const PIECE_WORDS: [(&str, PieceKind); 33] = crate::games::text::word_table!(PieceKind;
    General: "general" "king" "roi",
    Advisor: "advisor" "adviser" "guard" "conseiller" "garde" "si",
    Elephant: "elephant" "minister" "bishop",
    Horse: "horse" "knight" "cheval" "cavalier" "ma",
    Chariot: "chariot" "rook" "car" "char" "xe",
    Cannon: "cannon" "canon" "catapult" "phao",
    Soldier: "soldier" "pawn" "soldat" "pion" "tot" "binh" "chot",
);

/// Words skipped between the parts of a move (`cannon h2 to e2`, `canon de h2 à e2`, Vietnamese
/// `pháo h2 sang e2`, `xe a0 ăn a9`).
const FILLER: [&str; 10] = [
    "to", "x", "a", "de", "vers", "takes", "den", "sang", "toi", "an",
];

/// `tuong`: Vietnamese Tướng (general) or Tượng (elephant) typed without accents, which fold
/// alike. Typed with their accents they are read apart before folding; without, the position
/// decides (the piece on the from-point, or the one of the two that can reach the point).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tuong;

/// Reads the accented Tướng and Tượng apart before accents are folded away.
fn vietnamese_general_elephant(text: &str) -> String {
    text.to_lowercase()
        .replace("tướng", "general")
        .replace("tượng", "elephant")
}

/// The piece characters read in Chinese notation and piece-name text.
fn piece_char(c: char) -> Option<PieceKind> {
    Some(match c {
        '帥' | '帅' | '將' | '将' => PieceKind::General,
        '仕' | '士' => PieceKind::Advisor,
        '相' | '象' => PieceKind::Elephant,
        '傌' | '馬' | '马' => PieceKind::Horse,
        '俥' | '車' | '车' => PieceKind::Chariot,
        '炮' | '砲' | '包' => PieceKind::Cannon,
        '兵' | '卒' => PieceKind::Soldier,
        _ => return None,
    })
}

const CHINESE_NUMERALS: [char; 9] = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];
const FULLWIDTH_DIGITS: [char; 9] = ['１', '２', '３', '４', '５', '６', '７', '８', '９'];

/// 1–9 for a Chinese numeral or a digit 1–9 (full-width digits are normalised before).
fn numeral(c: char) -> Option<u8> {
    if let Some(i) = CHINESE_NUMERALS.iter().position(|n| *n == c) {
        return Some(i as u8 + 1);
    }
    c.to_digit(10)
        .filter(|d| (1..=9).contains(d))
        .map(|d| d as u8)
}

/// Which way a move goes, seen from the mover.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Operator {
    /// `+`, 進: towards the opponent.
    Advance,
    /// `-`, 退: towards one's own side.
    Retreat,
    /// `.` or `=`, 平: sideways along the rank.
    Traverse,
}

impl Operator {
    fn wxf(self) -> char {
        match self {
            Operator::Advance => '+',
            Operator::Retreat => '-',
            Operator::Traverse => '.',
        }
    }

    fn from_wxf(c: char) -> Option<Operator> {
        match c {
            '+' => Some(Operator::Advance),
            '-' => Some(Operator::Retreat),
            '.' | '=' => Some(Operator::Traverse),
            _ => None,
        }
    }

    fn from_chinese(c: char) -> Option<Operator> {
        match c {
            '進' | '进' => Some(Operator::Advance),
            '退' => Some(Operator::Retreat),
            '平' => Some(Operator::Traverse),
            _ => None,
        }
    }
}

/// Which of several pieces of a kind on one file: counted from the front (the side nearer the
/// opponent).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Tandem {
    /// `+`, 前.
    Front,
    /// `-`, 後/后.
    Rear,
    /// 中: the middle one of three.
    Middle,
    /// The n-th from the front, 1-based (`2P`, 二兵).
    Nth(u8),
}

/// How a move names its piece.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Which {
    /// By the file it stands on, 1–9 from the mover's right.
    File(u8),
    /// By its place among pieces of its kind on one file (and that file, when soldiers stand in
    /// tandem on more than one file).
    Tandem(Tandem, Option<u8>),
}

/// A move in WXF or Chinese notation, read but not yet matched against the position.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
struct Descriptor {
    kind: PieceKind,
    which: Which,
    op: Operator,
    value: u8,
}

/// The script of the characters in Chinese notation.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub enum Script {
    /// 帥 馬 車 進 後 (Hong Kong, Taiwan, most printed books).
    #[default]
    Traditional,
    /// 帅 马 车 进 后 (mainland China).
    Simplified,
}

/// Why a move text was not accepted. `Display` gives a sentence for the player.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MoveTextError {
    /// Nothing to read.
    #[error("the move is empty: write e.g. `h2e2`, `cannon h2 e2`, `C2.5` or `炮二平五`")]
    Empty,
    /// Over [`MAX_TEXT`] bytes.
    #[error("that text is too long to be a move: write e.g. `h2e2`, `C2.5` or `炮二平五`")]
    TooLong,
    /// A word that is neither a piece, a point nor a filler.
    #[error("I don't know the word `{word}`{}: name a piece (general, advisor, elephant, horse, chariot, cannon, soldier) and points like h2 e2, or write WXF like C2.5", suggestion.map(|s| format!(" (did you mean `{s}`?)")).unwrap_or_default())]
    UnknownWord {
        /// The word as typed.
        word: String,
        /// A known word close to it.
        suggestion: Option<&'static str>,
    },
    /// Text that looks like WXF but does not follow its pattern.
    #[error(
        "I can't read `{0}` as WXF: write the piece letter (K A E H R C P), its file 1-9 counted from your right, + (forward), - (back) or . (sideways), then the points moved or the file it lands on, e.g. C2.5 or H8+7; two pieces on one file: +C.5 (front) or -C.5 (rear)"
    )]
    BadWxf(String),
    /// Text that looks like Chinese notation but does not follow its pattern.
    #[error(
        "I can't read `{0}` as Chinese notation: write the piece, its file, 進/进 (forward), 退 (back) or 平 (sideways), then the points moved or the file it lands on, e.g. 炮二平五 or 馬8進7; two pieces on one file: 前炮平四, 後炮平四"
    )]
    BadChinese(String),
    /// Known words in an order that is no move form.
    #[error(
        "I can't read `{0}` as a move: write e.g. `h2e2`, `cannon h2 e2`, `cannon e2`, `C2.5` or `炮二平五`"
    )]
    Unreadable(String),
    /// A piece the mover does not have.
    #[error("you have no {0} left")]
    NoSuchPiece(PieceKind),
    /// No piece of the kind on the named file.
    #[error("you have no {kind} on file {file} (files are counted 1-9 from your right)")]
    NoPieceOnFile {
        /// The kind named.
        kind: PieceKind,
        /// The file named, from the mover's right.
        file: u8,
    },
    /// `+`/`-` (前/後) used, but no two pieces of the kind share a file.
    #[error(
        "you have no two {kind}s on one file, so front and rear mean nothing: name the file instead"
    )]
    NotInTandem {
        /// The kind named.
        kind: PieceKind,
    },
    /// Front/rear given, but soldiers stand in tandem on several files.
    #[error(
        "your soldiers stand in tandem on more than one file: add the file after the letter, e.g. +P7+1"
    )]
    TandemFileNeeded,
    /// The named place among tandem pieces does not exist (e.g. middle of two).
    #[error("you have only {count} {kind}s on that file")]
    NoSuchTandem {
        /// The kind.
        kind: PieceKind,
        /// How many stand on the file.
        count: u8,
    },
    /// Several pieces of the kind on the file could make the move.
    #[error("you have more than one {kind} on file {file} that can move so: say which with + (front) or - (rear) before the letter, e.g. +{}", kind_letter(*kind))]
    TandemNeeded {
        /// The kind.
        kind: PieceKind,
        /// The file, from the mover's right.
        file: u8,
    },
    /// A sideways operator for a piece that never moves along a rank.
    #[error(
        "the {0} never moves straight sideways: use + (forward) or - (back) with the file it lands on"
    )]
    NoSideways(PieceKind),
    /// A sideways move to the file the piece is already on.
    #[error("a sideways move must name another file than the one the piece stands on")]
    SameFile,
    /// Zero points for a straight move.
    #[error("a move forward or back needs a number of points from 1 to 9")]
    ZeroSteps,
    /// A diagonal mover asked to land on a file it cannot reach.
    #[error("the {kind} on file {from} cannot land on file {to}")]
    WrongFile {
        /// The kind.
        kind: PieceKind,
        /// The file it stands on, from the mover's right.
        from: u8,
        /// The file named.
        to: u8,
    },
    /// The move would leave the board.
    #[error("that would take the {0} off the board")]
    OffBoard(PieceKind),
    /// The named piece is not on the named point.
    #[error("{}", match actual { Some(k) => format!("there is a {k} on {square}, not a {named}"), None => format!("there is no piece of yours on {square}") })]
    WrongPiece {
        /// The piece the player named.
        named: PieceKind,
        /// What of the mover's stands on the point.
        actual: Option<PieceKind>,
        /// The from-point the player gave.
        square: Square,
    },
    /// A destination several pieces can reach.
    #[error("more than one piece can go to {square} ({}): give the from-point too, e.g. `{} {square}`", pieces.join(", "), froms.first().map(|s| s.to_string()).unwrap_or_default())]
    Ambiguous {
        /// The destination.
        square: Square,
        /// The pieces that can go there, e.g. `horse on b0`.
        pieces: Vec<String>,
        /// Their from-points.
        froms: Vec<Square>,
    },
    /// A destination none of the mover's pieces (of the kind named) can reach.
    #[error("{}", match kind { Some(k) => format!("no {k} of yours can move to {square}"), None => format!("none of your pieces can move to {square}") })]
    NoMoveThere {
        /// The kind named, if any.
        kind: Option<PieceKind>,
        /// The destination.
        square: Square,
    },
    /// A readable move that the rules forbid.
    #[error("{0}")]
    Illegal(#[from] IllegalMove),
}

fn kind_letter(k: PieceKind) -> char {
    k.wxf_letter()
}

pub use crate::games::text::normalize;

/// The board file (0 = a … 8 = i) of file number `n` (1–9) counted from `side`'s right.
fn board_file(side: Side, n: u8) -> u8 {
    match side {
        Side::Red => 9 - n,
        Side::Black => n - 1,
    }
}

/// The file number 1–9, counted from `side`'s right, of board file `f` (0–8).
fn file_number(side: Side, f: u8) -> u8 {
    match side {
        Side::Red => 9 - f,
        Side::Black => f + 1,
    }
}

/// Reads compact ASCII WXF (`C2.5`, `+C.5`, `C+.5`, `2P+1`, `+P7+1`), or `None` if it does not
/// have a WXF shape.
fn read_wxf(s: &str) -> Option<Descriptor> {
    let c: Vec<char> = s.chars().collect();
    if !(4..=5).contains(&c.len()) {
        return None;
    }
    let op = Operator::from_wxf(c[c.len() - 2])?;
    let value = c[c.len() - 1].to_digit(10)? as u8;
    let tandem = |x: char| match x {
        '+' => Some(Tandem::Front),
        '-' => Some(Tandem::Rear),
        d => d
            .to_digit(10)
            .filter(|d| (1..=5).contains(d))
            .map(|d| Tandem::Nth(d as u8)),
    };
    let file = |x: char| {
        x.to_digit(10)
            .filter(|d| (1..=9).contains(d))
            .map(|d| d as u8)
    };
    let letter = |x: char| {
        if x.is_ascii_alphabetic() {
            PieceKind::from_letter(x)
        } else {
            None
        }
    };
    let (kind, which) = match c.len() {
        4 => piece_and_which([c[0], c[1]], letter, file, tandem)?,
        _ => {
            let f = file(c[2])?;
            if let (Some(t), Some(k)) = (tandem(c[0]), letter(c[1])) {
                (k, Which::Tandem(t, Some(f)))
            } else if let (Some(k), Some(t)) = (letter(c[0]), tandem(c[1])) {
                (k, Which::Tandem(t, Some(f)))
            } else {
                return None;
            }
        }
    };
    Some(Descriptor {
        kind,
        which,
        op,
        value,
    })
}

/// The piece and which of its kind the first two signs of a four-sign descriptor name, in
/// WXF and in Chinese alike: the piece then its file (`C2`, `炮二`), or a tandem mark before
/// or after the piece (`+C`, `C+`, `前炮`, `炮前`); `piece`, `file` and `tandem` read one sign.
/// A piece then a number is its file: the file is tried first.
fn piece_and_which(
    signs: [char; 2],
    piece: impl Fn(char) -> Option<PieceKind>,
    file: impl Fn(char) -> Option<u8>,
    tandem: impl Fn(char) -> Option<Tandem>,
) -> Option<(PieceKind, Which)> {
    let [a, b] = signs;
    if let (Some(k), Some(f)) = (piece(a), file(b)) {
        Some((k, Which::File(f)))
    } else if let (Some(t), Some(k)) = (tandem(a), piece(b)) {
        Some((k, Which::Tandem(t, None)))
    } else {
        let (k, t) = (piece(a)?, tandem(b)?);
        Some((k, Which::Tandem(t, None)))
    }
}

/// Reads Chinese notation (`炮二平五`, `馬8進7`, `前炮平四`, `兵前進一`, `前兵三進一`), or
/// `None` if it does not follow the pattern.
fn read_chinese(s: &str) -> Option<Descriptor> {
    let c: Vec<char> = s.chars().filter(|c| !c.is_whitespace()).collect();
    if !(4..=5).contains(&c.len()) {
        return None;
    }
    let op = Operator::from_chinese(c[c.len() - 2])?;
    let value = numeral(c[c.len() - 1])?;
    let tandem = |x: char| match x {
        '前' => Some(Tandem::Front),
        '後' | '后' => Some(Tandem::Rear),
        '中' => Some(Tandem::Middle),
        n => numeral(n).filter(|n| *n <= 5).map(Tandem::Nth),
    };
    let (kind, which) = match c.len() {
        4 => piece_and_which([c[0], c[1]], piece_char, numeral, tandem)?,
        _ => {
            let (t, k) = (tandem(c[0])?, piece_char(c[1])?);
            (k, Which::Tandem(t, Some(numeral(c[2])?)))
        }
    };
    Some(Descriptor {
        kind,
        which,
        op,
        value,
    })
}

/// The point a piece of `kind` on `from` reaches by `op` and `value` for `side`.
fn target(
    side: Side,
    kind: PieceKind,
    from: Square,
    op: Operator,
    value: u8,
) -> Result<Square, MoveTextError> {
    let fwd = side.forward();
    let sign: i8 = match op {
        Operator::Advance => fwd,
        Operator::Retreat => -fwd,
        Operator::Traverse => 0,
    };
    let straight = matches!(
        kind,
        PieceKind::General | PieceKind::Chariot | PieceKind::Cannon | PieceKind::Soldier
    );
    if value == 0 || value > 9 {
        return Err(MoveTextError::ZeroSteps);
    }
    if op == Operator::Traverse {
        if !straight {
            return Err(MoveTextError::NoSideways(kind));
        }
        let f = board_file(side, value);
        if f == from.file() {
            return Err(MoveTextError::SameFile);
        }
        return Square::new(f, from.rank()).ok_or(MoveTextError::OffBoard(kind));
    }
    if straight {
        return from
            .offset(0, sign * value as i8)
            .ok_or(MoveTextError::OffBoard(kind));
    }
    let to_file = board_file(side, value);
    let df = (to_file as i8 - from.file() as i8).abs();
    let dr = match (kind, df) {
        (PieceKind::Advisor, 1) => 1,
        (PieceKind::Elephant, 2) => 2,
        (PieceKind::Horse, 1) => 2,
        (PieceKind::Horse, 2) => 1,
        _ => {
            return Err(MoveTextError::WrongFile {
                kind,
                from: file_number(side, from.file()),
                to: value,
            });
        }
    };
    let rank = from.rank() as i8 + sign * dr;
    if !(0..10).contains(&rank) {
        return Err(MoveTextError::OffBoard(kind));
    }
    Square::new(to_file, rank as u8).ok_or(MoveTextError::OffBoard(kind))
}

/// `side`'s pieces of `kind` on board file `f`, front first.
fn on_file(pos: &Position, side: Side, kind: PieceKind, f: u8) -> Vec<Square> {
    let mut v: Vec<Square> = pos
        .pieces(side)
        .filter(|(k, s)| *k == kind && s.file() == f)
        .map(|(_, s)| s)
        .collect();
    v.sort_by_key(|s| std::cmp::Reverse(s.rank() as i8 * side.forward()));
    v
}

/// Board files on which `side` has two or more pieces of `kind`.
fn tandem_files(pos: &Position, side: Side, kind: PieceKind) -> Vec<u8> {
    let mut count = [0u8; 9];
    for (k, s) in pos.pieces(side) {
        if k == kind {
            count[s.file() as usize] += 1;
        }
    }
    (0..9u8).filter(|f| count[*f as usize] >= 2).collect()
}

/// Finds the legal move a WXF or Chinese descriptor names.
fn resolve(pos: &Position, d: Descriptor) -> Result<Move, MoveTextError> {
    let us = pos.side_to_move();
    if !pos.pieces(us).any(|(k, _)| k == d.kind) {
        return Err(MoveTextError::NoSuchPiece(d.kind));
    }
    let (candidates, file_no) = match d.which {
        Which::File(n) => {
            let c = on_file(pos, us, d.kind, board_file(us, n));
            if c.is_empty() {
                return Err(MoveTextError::NoPieceOnFile {
                    kind: d.kind,
                    file: n,
                });
            }
            (c, n)
        }
        Which::Tandem(t, file) => {
            let f = match file {
                Some(n) => board_file(us, n),
                None => {
                    let files = tandem_files(pos, us, d.kind);
                    match files.as_slice() {
                        [] => return Err(MoveTextError::NotInTandem { kind: d.kind }),
                        [f] => *f,
                        _ => return Err(MoveTextError::TandemFileNeeded),
                    }
                }
            };
            let c = on_file(pos, us, d.kind, f);
            if c.len() < 2 {
                return Err(MoveTextError::NotInTandem { kind: d.kind });
            }
            let n = c.len();
            let i = match t {
                Tandem::Front => 0,
                Tandem::Rear => n - 1,
                Tandem::Middle if n == 3 => 1,
                Tandem::Middle => {
                    return Err(MoveTextError::NoSuchTandem {
                        kind: d.kind,
                        count: n as u8,
                    });
                }
                Tandem::Nth(k) if (k as usize) <= n => k as usize - 1,
                Tandem::Nth(_) => {
                    return Err(MoveTextError::NoSuchTandem {
                        kind: d.kind,
                        count: n as u8,
                    });
                }
            };
            (vec![c[i]], file_number(us, f))
        }
    };
    let mut first_err = None;
    let mut tried = Vec::new();
    for from in candidates {
        match target(us, d.kind, from, d.op, d.value) {
            Ok(to) => tried.push(Move::new(from, to)),
            Err(e) => {
                first_err.get_or_insert(e);
            }
        }
    }
    let legal: Vec<Move> = tried.iter().copied().filter(|m| pos.is_legal(*m)).collect();
    match legal.as_slice() {
        [one] => Ok(*one),
        [] => match tried.first() {
            Some(m) => {
                pos.check(*m)?;
                Err(MoveTextError::Unreadable(String::new()))
            }
            None => Err(first_err.unwrap_or(MoveTextError::Unreadable(String::new()))),
        },
        _ => Err(MoveTextError::TandemNeeded {
            kind: d.kind,
            file: file_no,
        }),
    }
}

/// A word of a Xiangqi move text: a square, a piece, or `tuong` (general or elephant).
type Token = text::Token<Square, PieceKind, Tuong>;

fn classify(word: &str) -> Result<Option<Token>, MoveTextError> {
    if let Some(t) = text::square_or_piece(word, &PIECE_WORDS, piece_char) {
        return Ok(Some(t));
    }
    if word == "tuong" {
        return Ok(Some(Token::Own(Tuong)));
    }
    if FILLER.contains(&word) {
        return Ok(None);
    }
    Err(MoveTextError::UnknownWord {
        word: word.to_string(),
        suggestion: closest(word, PIECE_WORDS.iter().map(|(w, _)| *w)),
    })
}

/// Whether `s` has the look of WXF (a piece letter or sign, digits and an operator) though it
/// may be malformed.
fn looks_like_wxf(s: &str) -> bool {
    s.is_ascii()
        && (3..=6).contains(&s.len())
        && s.chars().any(|c| c.is_ascii_digit())
        && s.chars().any(|c| matches!(c, '+' | '-' | '.' | '='))
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || "+-.=".contains(c))
        && s.chars().filter(|c| c.is_ascii_alphabetic()).count() <= 1
}

/// The legal moves of the mover to `to`, restricted to `kind` if given.
fn moves_to(pos: &Position, kind: Option<PieceKind>, to: Square) -> Vec<Move> {
    pos.legal_moves()
        .iter()
        .copied()
        .filter(|m| m.to == to && (kind.is_none() || pos.piece_at(m.from).map(|p| p.kind) == kind))
        .collect()
}

/// A move text read for its syntax ([`read_move`]), not yet matched against a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveText(Form);

/// The forms of [`MoveText`].
#[derive(Clone, Debug, PartialEq, Eq)]
enum Form {
    /// ICCS `h2e2`, `h2-e2`, `h2 e2`.
    Iccs(Move),
    /// WXF or Chinese notation, with the normalised text for messages.
    Notation(Descriptor, String),
    /// A text both WXF and Vietnamese notation read (`C7.1`): the WXF reading, the Vietnamese.
    Either(Descriptor, Descriptor, String),
    /// `cannon h2 e2`.
    PieceFromTo(PieceKind, Square, Square),
    /// `cannon e2`, `e2 cannon`.
    PieceTo(PieceKind, Square),
    /// `tuong e0 e1`, `tuong e1` (Vietnamese, no accents): the general or the elephant.
    Tuong(Option<Square>, Square),
    /// A lone destination, `e2`.
    To(Square),
}

/// Reads the syntax of a move text, with no position.
///
/// Accepted forms (case-insensitive, full-width characters normalised): ICCS `h2e2`, `h2-e2`,
/// `H2-E2`, `h2 e2`; piece and points `cannon h2 e2`; piece and destination `cannon e2`; a lone
/// destination `e2`; piece names in English, French or Chinese characters (see the spec); WXF
/// `C2.5`, `C2=5`, `H8+7`, `+C.5`, `C+.5`, `Ｃ２＝５`; Chinese notation `炮二平五`, `馬8進7`,
/// `前炮平四`; Vietnamese notation `P2-5`, `M8.7`, `Pt-4` (see [`vietnamese`] for texts that
/// are also WXF: the WXF reading is played when legal).
///
/// # Errors
/// [`MoveTextError::Empty`], [`MoveTextError::TooLong`], [`MoveTextError::UnknownWord`],
/// [`MoveTextError::BadWxf`], [`MoveTextError::BadChinese`] or [`MoveTextError::Unreadable`]:
/// the text is no move form at all.
pub fn read_move(text: &str) -> Result<MoveText, MoveTextError> {
    if text.len() > MAX_TEXT {
        return Err(MoveTextError::TooLong);
    }
    let norm = normalize(text);
    let norm = norm.trim();
    if norm.is_empty() {
        return Err(MoveTextError::Empty);
    }
    let compact: String = norm.chars().filter(|c| !c.is_whitespace()).collect();
    // ICCS.
    if let Ok(m) = compact.parse::<Move>() {
        return Ok(MoveText(Form::Iccs(m)));
    }
    // Chinese notation: an operator character.
    if compact.chars().any(|c| Operator::from_chinese(c).is_some()) {
        let d =
            read_chinese(&compact).ok_or_else(|| MoveTextError::BadChinese(norm.to_string()))?;
        return Ok(MoveText(Form::Notation(d, norm.to_string())));
    }
    // Vietnamese notation (`P2-5`, `M8.7`, `X1/1`), alone or beside a WXF reading.
    if let Some(form) = vi::read(&compact, norm) {
        return Ok(MoveText(form));
    }
    // WXF.
    if let Some(d) = read_wxf(&compact) {
        return Ok(MoveText(Form::Notation(d, norm.to_string())));
    }
    if looks_like_wxf(&compact) {
        return Err(MoveTextError::BadWxf(norm.to_string()));
    }
    // Piece names and points.
    let folded = fold(&vietnamese_general_elephant(norm));
    let mut tokens = Vec::new();
    for w in words::<Square>(&folded) {
        if let Some(t) = classify(&w)? {
            tokens.push(t);
        }
    }
    Ok(MoveText(match tokens.as_slice() {
        [Token::Square(a), Token::Square(b)] => Form::Iccs(Move::new(*a, *b)),
        [Token::Piece(k), Token::Square(a), Token::Square(b)] => Form::PieceFromTo(*k, *a, *b),
        [Token::Piece(k), Token::Square(b)] | [Token::Square(b), Token::Piece(k)] => {
            Form::PieceTo(*k, *b)
        }
        [Token::Square(b)] => Form::To(*b),
        [Token::Own(Tuong), Token::Square(a), Token::Square(b)] => Form::Tuong(Some(*a), *b),
        [Token::Own(Tuong), Token::Square(b)] | [Token::Square(b), Token::Own(Tuong)] => {
            Form::Tuong(None, *b)
        }
        _ => return Err(MoveTextError::Unreadable(norm.to_string())),
    }))
}

/// The legal move a read text means in `pos`, for its side to move.
///
/// # Errors
/// A [`MoveTextError`] saying why the text means no move here (no such piece, no piece on the
/// file, several candidates, …) or why the move is illegal.
pub fn resolve_move(pos: &Position, text: &MoveText) -> Result<Move, MoveTextError> {
    let us = pos.side_to_move();
    let m = match &text.0 {
        Form::Iccs(m) => *m,
        Form::Notation(d, norm) => return resolve(pos, *d).map_err(|e| with_text(e, norm)),
        Form::Either(w, v, norm) => {
            return vi::resolve_either(pos, *w, *v).map_err(|e| with_text(e, norm));
        }
        Form::PieceFromTo(k, a, b) => {
            let actual = pos.piece_at(*a).filter(|p| p.side == us).map(|p| p.kind);
            if actual != Some(*k) {
                if pos.piece_at(*a).is_some_and(|p| p.side != us) {
                    pos.check(Move::new(*a, *b))?;
                }
                return Err(MoveTextError::WrongPiece {
                    named: *k,
                    actual,
                    square: *a,
                });
            }
            Move::new(*a, *b)
        }
        Form::PieceTo(k, b) => {
            if !pos.pieces(us).any(|(x, _)| x == *k) {
                return Err(MoveTextError::NoSuchPiece(*k));
            }
            one_move_to(pos, Some(*k), *b)?
        }
        Form::To(b) => one_move_to(pos, None, *b)?,
        Form::Tuong(from, to) => return general_or_elephant(pos, *from, *to),
    };
    pos.check(m)?;
    Ok(m)
}

/// The move of Vietnamese `tuong` (Tướng or Tượng without accents) from `from` (if given) to
/// `to`: the general's or the elephant's, whichever is legal. Both legal (two different moves
/// to one point) is ambiguous; neither, the error that names the piece actually there.
fn general_or_elephant(
    pos: &Position,
    from: Option<Square>,
    to: Square,
) -> Result<Move, MoveTextError> {
    let as_kind = |k| {
        let form = match from {
            Some(a) => Form::PieceFromTo(k, a, to),
            None => Form::PieceTo(k, to),
        };
        resolve_move(pos, &MoveText(form))
    };
    match (as_kind(PieceKind::General), as_kind(PieceKind::Elephant)) {
        (Ok(g), Ok(e)) if g != e => Err(MoveTextError::Ambiguous {
            square: to,
            pieces: vec![
                format!("{} on {}", PieceKind::General, g.from),
                format!("{} on {}", PieceKind::Elephant, e.from),
            ],
            froms: vec![g.from, e.from],
        }),
        (Ok(m), _) | (_, Ok(m)) => Ok(m),
        (Err(g), Err(e)) => {
            // Several candidates says most; "not that piece" / "no such piece" least.
            let rank = |x: &MoveTextError| match x {
                MoveTextError::Ambiguous { .. } => 0,
                MoveTextError::WrongPiece { .. } | MoveTextError::NoSuchPiece(_) => 2,
                _ => 1,
            };
            Err(if rank(&e) < rank(&g) { e } else { g })
        }
    }
}

/// Reads a move typed by the side to move of `pos` and returns it if it is legal:
/// [`read_move`], then [`resolve_move`].
///
/// # Errors
/// A [`MoveTextError`] saying what was wrong and how to write it, or why the move is illegal.
pub fn parse_move(pos: &Position, text: &str) -> Result<Move, MoveTextError> {
    resolve_move(pos, &read_move(text)?)
}

/// Fills the text into an empty `Unreadable`.
fn with_text(e: MoveTextError, text: &str) -> MoveTextError {
    match e {
        MoveTextError::Unreadable(s) if s.is_empty() => MoveTextError::Unreadable(text.to_string()),
        other => other,
    }
}

/// The only legal move (of `kind`, if given) to `to`, or an error explaining why there is none or
/// several. With exactly one piece of the kind, its move there is checked so the error explains.
fn one_move_to(pos: &Position, kind: Option<PieceKind>, to: Square) -> Result<Move, MoveTextError> {
    let cands = moves_to(pos, kind, to);
    match cands.as_slice() {
        [one] => Ok(*one),
        [] => {
            if let Some(k) = kind {
                let mine: Vec<Square> = pos
                    .pieces(pos.side_to_move())
                    .filter(|(x, _)| *x == k)
                    .map(|(_, s)| s)
                    .collect();
                if let [from] = mine.as_slice() {
                    pos.check(Move::new(*from, to))?;
                }
            }
            Err(MoveTextError::NoMoveThere { kind, square: to })
        }
        many => Err(MoveTextError::Ambiguous {
            square: to,
            pieces: many
                .iter()
                .filter_map(|m| {
                    pos.piece_at(m.from)
                        .map(|p| format!("{} on {}", p.kind, m.from))
                })
                .collect(),
            froms: many.iter().map(|m| m.from).collect(),
        }),
    }
}

/// How the legal move `m` names its piece in WXF and Chinese notation.
fn which(pos: &Position, m: Move) -> (PieceKind, Which) {
    let p = pos.piece_at(m.from).map_or(
        super::piece::Piece {
            side: pos.side_to_move(),
            kind: PieceKind::Soldier,
        },
        |p| p,
    );
    let n = file_number(p.side, m.from.file());
    // Advisors and elephants never need front/rear: the direction tells them apart.
    if matches!(
        p.kind,
        PieceKind::General | PieceKind::Advisor | PieceKind::Elephant
    ) {
        return (p.kind, Which::File(n));
    }
    let same = on_file(pos, p.side, p.kind, m.from.file());
    if same.len() < 2 {
        return (p.kind, Which::File(n));
    }
    let i = same.iter().position(|s| *s == m.from).unwrap_or(0);
    let t = if i == 0 {
        Tandem::Front
    } else if i + 1 == same.len() {
        Tandem::Rear
    } else if same.len() == 3 {
        Tandem::Middle
    } else {
        Tandem::Nth(i as u8 + 1)
    };
    let file = (tandem_files(pos, p.side, p.kind).len() > 1).then_some(n);
    (p.kind, Which::Tandem(t, file))
}

/// The operator and value of the legal move `m` (points moved, or the file landed on).
fn op_value(pos: &Position, m: Move) -> (Operator, u8) {
    let side = pos.side_to_move();
    let kind = pos.piece_at(m.from).map_or(PieceKind::Soldier, |p| p.kind);
    let dr = (m.to.rank() as i8 - m.from.rank() as i8) * side.forward();
    let op = match dr {
        0 => Operator::Traverse,
        d if d > 0 => Operator::Advance,
        _ => Operator::Retreat,
    };
    let straight = matches!(
        kind,
        PieceKind::General | PieceKind::Chariot | PieceKind::Cannon | PieceKind::Soldier
    );
    let value = if op != Operator::Traverse && straight {
        dr.unsigned_abs()
    } else {
        file_number(side, m.to.file())
    };
    (op, value)
}

/// The WXF form of the legal move `m`, e.g. `C2.5`, `H8+7`, `+C.4` (front/rear sign first).
pub fn wxf(pos: &Position, m: Move) -> String {
    let (kind, which) = which(pos, m);
    let (op, value) = op_value(pos, m);
    let l = kind.wxf_letter();
    let o = op.wxf();
    match which {
        Which::File(n) => format!("{l}{n}{o}{value}"),
        Which::Tandem(t, file) => {
            let sign = match t {
                Tandem::Front => '+',
                Tandem::Rear => '-',
                Tandem::Middle => '2',
                Tandem::Nth(k) => char::from(b'0' + k),
            };
            match file {
                Some(f) => format!("{sign}{l}{f}{o}{value}"),
                None => format!("{sign}{l}{o}{value}"),
            }
        }
    }
}

/// [`wxf`] in full-width characters with `＝` for sideways moves, as Chinese game databases
/// (XQDB) print it: `Ｃ２＝５`.
pub fn wxf_fullwidth(pos: &Position, m: Move) -> String {
    wxf(pos, m)
        .chars()
        .map(|c| {
            let c = if c == '.' { '=' } else { c };
            char::from_u32(c as u32 + 0xFEE0).unwrap_or(c)
        })
        .collect()
}

/// The character of `kind` of `side` in Chinese notation.
fn notation_char(kind: PieceKind, side: Side, script: Script) -> char {
    let red = side == Side::Red;
    match (kind, script) {
        (PieceKind::General, Script::Traditional) => {
            if red {
                '帥'
            } else {
                '將'
            }
        }
        (PieceKind::General, Script::Simplified) => {
            if red {
                '帅'
            } else {
                '将'
            }
        }
        (PieceKind::Advisor, _) => {
            if red {
                '仕'
            } else {
                '士'
            }
        }
        (PieceKind::Elephant, _) => {
            if red {
                '相'
            } else {
                '象'
            }
        }
        (PieceKind::Horse, Script::Traditional) => '馬',
        (PieceKind::Horse, Script::Simplified) => '马',
        (PieceKind::Chariot, Script::Traditional) => '車',
        (PieceKind::Chariot, Script::Simplified) => '车',
        (PieceKind::Cannon, _) => '炮',
        (PieceKind::Soldier, _) => {
            if red {
                '兵'
            } else {
                '卒'
            }
        }
    }
}

/// The Chinese form of the legal move `m`, e.g. `炮二平五`, `馬８進７` (Red's numbers in
/// Chinese numerals, Black's in full-width digits), `前炮平四`.
pub fn chinese(pos: &Position, m: Move, script: Script) -> String {
    let side = pos.side_to_move();
    let (kind, which) = which(pos, m);
    let (op, value) = op_value(pos, m);
    let num = |n: u8| {
        let i = (n.clamp(1, 9) - 1) as usize;
        match side {
            Side::Red => CHINESE_NUMERALS[i],
            Side::Black => FULLWIDTH_DIGITS[i],
        }
    };
    let op_char = match (op, script) {
        (Operator::Advance, Script::Traditional) => '進',
        (Operator::Advance, Script::Simplified) => '进',
        (Operator::Retreat, _) => '退',
        (Operator::Traverse, _) => '平',
    };
    let piece = notation_char(kind, side, script);
    let mut s = String::new();
    match which {
        Which::File(n) => {
            s.push(piece);
            s.push(num(n));
        }
        Which::Tandem(t, file) => {
            s.push(match (t, script) {
                (Tandem::Front, _) => '前',
                (Tandem::Rear, Script::Traditional) => '後',
                (Tandem::Rear, Script::Simplified) => '后',
                (Tandem::Middle, _) => '中',
                (Tandem::Nth(k), _) => CHINESE_NUMERALS[(k.clamp(1, 9) - 1) as usize],
            });
            s.push(piece);
            if let Some(f) = file {
                s.push(num(f));
            }
        }
    }
    s.push(op_char);
    s.push(num(value));
    s
}

/// The human form of the legal move `m`: `Cannon h2→e2`, or `Chariot a0×a9` for a capture.
pub fn human(pos: &Position, m: Move) -> String {
    let piece = pos.piece_at(m.from).map_or("?", |p| p.kind.name());
    let mut name = piece.to_string();
    if let Some(first) = name.get_mut(0..1) {
        first.make_ascii_uppercase();
    }
    let sep = if pos.is_capture(m) { '×' } else { '→' };
    format!("{name} {}{sep}{}", m.from, m.to)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::xiangqi::RuleSet;

    /// The start position under the default rules (also for [`super::vi`]'s tests).
    pub(super) fn start() -> Position {
        Position::startpos(RuleSet::default())
    }

    /// The move of an ICCS text such as `h2e2`.
    pub(super) fn mv(s: &str) -> Move {
        s.parse().unwrap()
    }

    #[test]
    fn every_form_of_the_central_cannon() {
        let p = start();
        for text in [
            "h2e2",
            "h2-e2",
            "H2-E2",
            "h2 e2",
            "cannon h2 e2",
            "Cannon h2 to e2",
            "canon h2 e2",
            "炮 h2 e2",
            "C2.5",
            "C2=5",
            "c2.5",
            "Ｃ２＝５",
            "炮二平五",
            "砲二平五",
        ] {
            assert_eq!(parse_move(&p, text), Ok(mv("h2e2")), "{text}");
        }
        assert_eq!(wxf(&p, mv("h2e2")), "C2.5");
        assert_eq!(wxf_fullwidth(&p, mv("h2e2")), "Ｃ２＝５");
        assert_eq!(chinese(&p, mv("h2e2"), Script::Traditional), "炮二平五");
        let p2 = p.play(mv("h2e2"));
        assert_eq!(parse_move(&p2, "H8+7"), Ok(mv("h9g7")));
        assert_eq!(parse_move(&p2, "馬8進7"), Ok(mv("h9g7")));
        assert_eq!(parse_move(&p2, "马８进７"), Ok(mv("h9g7")));
        assert_eq!(parse_move(&p2, "N8+7"), Ok(mv("h9g7")));
        assert_eq!(chinese(&p2, mv("h9g7"), Script::Traditional), "馬８進７");
        assert_eq!(chinese(&p2, mv("h9g7"), Script::Simplified), "马８进７");
    }

    /// Vietnamese piece words as move input, accents optional, any case, precomposed or
    /// decomposed; Tướng and Tượng apart with their accents, told apart by the position
    /// without them.
    #[test]
    fn vietnamese_piece_words() {
        let p = start();
        // Each line: what a member types, then the move it means.
        let table = "\
            pháo h2 e2 = h2e2
            PHÁO h2 e2 = h2e2
            phao h2 sang e2 = h2e2
            Pha\u{301}o h2 e2 = h2e2
            xe a0 a1 = a0a1
            Xe i0 i1 = i0i1
            mã b0 c2 = b0c2
            Ma c2 = b0c2
            sĩ d0 e1 = d0e1
            SI f0 e1 = f0e1
            tốt e3 e4 = e3e4
            Binh c3 c4 = c3c4
            chốt g3 g4 = g3g4
            tướng e1 = e0e1
            TƯỚNG e0 e1 = e0e1
            tượng c0 e2 = c0e2
            Tượng g0 i2 = g0i2
            tuong e1 = e0e1
            tuong e0 e1 = e0e1
            tuong c0 e2 = c0e2
            tuong a2 = c0a2";
        for line in table.lines() {
            let (text, want) = line.trim().rsplit_once(" = ").unwrap();
            assert_eq!(parse_move(&p, text), Ok(mv(want)), "{text}");
        }
        // Both elephants reach e2: several candidates, with the from-point to give.
        let e = parse_move(&p, "tuong e2").unwrap_err();
        assert!(matches!(e, MoveTextError::Ambiguous { .. }), "{e}");
        let e = parse_move(&p, "tượng e2").unwrap_err();
        assert!(matches!(e, MoveTextError::Ambiguous { .. }), "{e}");
        // With its accents, Tướng is the general only: the elephant's point is refused.
        assert!(parse_move(&p, "tướng c0 e2").is_err());
        assert!(parse_move(&p, "tượng e0 e1").is_err());
        // The wrong piece on the from-point is named as such.
        let e = parse_move(&p, "pháo b0 c2").unwrap_err();
        assert!(
            matches!(
                e,
                MoveTextError::WrongPiece {
                    named: PieceKind::Cannon,
                    ..
                }
            ),
            "{e}"
        );
        let e = parse_move(&p, "tuong b0 c2").unwrap_err();
        assert!(matches!(e, MoveTextError::WrongPiece { .. }), "{e}");
        // A near miss is suggested.
        let e = parse_move(&p, "phai h2 e2").unwrap_err();
        assert!(
            matches!(&e, MoveTextError::UnknownWord { suggestion: Some(s), .. } if *s == "phao"),
            "{e}"
        );
    }

    #[test]
    fn piece_and_destination() {
        let p = start();
        assert_eq!(parse_move(&p, "horse c2"), Ok(mv("b0c2")));
        assert_eq!(parse_move(&p, "cheval c2"), Ok(mv("b0c2")));
        let e = parse_move(&p, "cannon e2").unwrap_err();
        assert!(matches!(e, MoveTextError::Ambiguous { .. }), "{e}");
        let e = parse_move(&p, "e2").unwrap_err();
        assert!(e.to_string().contains("more than one piece"), "{e}");
    }

    #[test]
    fn errors_explain() {
        let p = start();
        let e = parse_move(&p, "hrose c2").unwrap_err();
        assert!(e.to_string().contains("did you mean `horse`"), "{e}");
        let e = parse_move(&p, "h0h1").unwrap_err();
        assert_eq!(
            e.to_string(),
            "the horse moves one point straight and then one point diagonally outward"
        );
        let e = parse_move(&p, "C2+5").unwrap_err();
        assert!(e.to_string().contains("captures only by jumping"), "{e}");
        let e = parse_move(&p, "H2.3").unwrap_err();
        assert!(
            e.to_string().contains("never moves straight sideways"),
            "{e}"
        );
        let e = parse_move(&p, "C2+").unwrap_err();
        assert!(matches!(e, MoveTextError::BadWxf(_)), "{e}");
        let e = parse_move(&p, "炮二平").unwrap_err();
        assert!(matches!(e, MoveTextError::BadChinese(_)), "{e}");
        let e = parse_move(&p, "+C.5").unwrap_err();
        assert!(matches!(e, MoveTextError::NotInTandem { .. }), "{e}");
        let e = parse_move(&p, "H5+3").unwrap_err();
        assert!(matches!(e, MoveTextError::NoPieceOnFile { .. }), "{e}");
        assert_eq!(parse_move(&p, ""), Err(MoveTextError::Empty));
    }

    fn from_pieces(pieces: &[(&str, char)], side: char) -> Position {
        let mut board = [['.'; 9]; 10];
        for (sq, c) in pieces {
            let s: Square = sq.parse().unwrap();
            board[s.rank() as usize][s.file() as usize] = *c;
        }
        let ranks: Vec<String> = (0..10)
            .rev()
            .map(|r| {
                let mut out = String::new();
                let mut empty = 0;
                for c in board[r] {
                    if c == '.' {
                        empty += 1;
                    } else {
                        if empty > 0 {
                            out.push_str(&empty.to_string());
                            empty = 0;
                        }
                        out.push(c);
                    }
                }
                if empty > 0 {
                    out.push_str(&empty.to_string());
                }
                out
            })
            .collect();
        Position::from_fen(&format!("{} {side}", ranks.join("/")), RuleSet::default()).unwrap()
    }

    fn round_trips(p: &Position) {
        for m in p.legal_moves().iter() {
            assert_eq!(parse_move(p, &wxf(p, *m)), Ok(*m), "{}", wxf(p, *m));
            for script in [Script::Traditional, Script::Simplified] {
                let c = chinese(p, *m, script);
                assert_eq!(parse_move(p, &c), Ok(*m), "{c}");
            }
        }
    }

    #[test]
    fn tandem_cannons_sign_before_or_after() {
        let p = from_pieces(&[("d0", 'K'), ("h2", 'C'), ("h4", 'C'), ("f9", 'k')], 'w');
        for text in ["+C.5", "C+.5", "+C=5", "前炮平五", "炮前平五"] {
            assert_eq!(parse_move(&p, text), Ok(mv("h4e4")), "{text}");
        }
        for text in ["-C.5", "C-.5", "後炮平五", "后炮平五"] {
            assert_eq!(parse_move(&p, text), Ok(mv("h2e2")), "{text}");
        }
        assert_eq!(wxf(&p, mv("h4e4")), "+C.5");
        assert_eq!(chinese(&p, mv("h2e2"), Script::Traditional), "後炮平五");
        let e = parse_move(&p, "C2.5").unwrap_err();
        assert!(e.to_string().contains("+ (front) or - (rear)"), "{e}");
        // Only one of them can advance 2 (the other's path is blocked): no sign needed.
        assert_eq!(parse_move(&p, "C2+3"), Ok(mv("h4h7")));
        round_trips(&p);
    }

    #[test]
    fn advisors_on_one_file_need_no_sign() {
        let p = from_pieces(&[("e0", 'K'), ("d0", 'A'), ("d2", 'A'), ("f9", 'k')], 'w');
        assert_eq!(parse_move(&p, "A6+5"), Ok(mv("d0e1")));
        assert_eq!(parse_move(&p, "A6-5"), Ok(mv("d2e1")));
        assert_eq!(wxf(&p, mv("d2e1")), "A6-5");
        assert_eq!(chinese(&p, mv("d0e1"), Script::Traditional), "仕六進五");
        round_trips(&p);
    }

    #[test]
    fn three_soldiers_on_a_file_and_two_tandem_files() {
        let p = from_pieces(
            &[
                ("d0", 'K'),
                ("e5", 'P'),
                ("e6", 'P'),
                ("e7", 'P'),
                ("c5", 'P'),
                ("c6", 'P'),
                ("f9", 'k'),
            ],
            'w',
        );
        assert_eq!(wxf(&p, mv("e7e8")), "+P5+1");
        assert_eq!(wxf(&p, mv("e6f6")), "2P5.4");
        assert_eq!(wxf(&p, mv("e5d5")), "-P5.6");
        assert_eq!(chinese(&p, mv("e6f6"), Script::Simplified), "中兵五平四");
        assert_eq!(chinese(&p, mv("c6c7"), Script::Simplified), "前兵七进一");
        let e = parse_move(&p, "+P+1").unwrap_err();
        assert_eq!(e, MoveTextError::TandemFileNeeded);
        round_trips(&p);
        // Black, with digits: 前卒 / 後卒.
        let p = from_pieces(&[("d0", 'K'), ("e4", 'p'), ("e3", 'p'), ("f9", 'k')], 'b');
        assert_eq!(chinese(&p, mv("e3e2"), Script::Traditional), "前卒進１");
        assert_eq!(wxf(&p, mv("e4d4")), "-P.4");
        assert_eq!(parse_move(&p, "後卒平4"), Ok(mv("e4d4")));
        round_trips(&p);
    }
}
