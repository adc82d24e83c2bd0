//! Sides, piece kinds (with their rank) and pieces.

use std::fmt;

/// A side. Red sits at the bottom (rank 1) and moves first; Blue sits at the top.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Side {
    /// The side at the bottom, FEN side letter `w` (or `r`), uppercase FEN pieces.
    Red = 0,
    /// The side at the top, FEN side letter `b`, lowercase FEN pieces.
    Blue = 1,
}

crate::games::contract::two_sides!(Blue);

/// The eight animals. The discriminant is `rank - 1`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum PieceKind {
    /// Rank 1; swims; captures the elephant.
    Rat = 0,
    /// Rank 2.
    Cat = 1,
    /// Rank 3; swims with `dog_swims`.
    Dog = 2,
    /// Rank 4.
    Wolf = 3,
    /// Rank 5.
    Leopard = 4,
    /// Rank 6; jumps the rivers (vertically only with `tiger_jump = "vertical"`).
    Tiger = 5,
    /// Rank 7; jumps the rivers.
    Lion = 6,
    /// Rank 8; cannot capture the rat.
    Elephant = 7,
}

impl PieceKind {
    /// All kinds, weakest first.
    pub const ALL: [PieceKind; 8] = [
        PieceKind::Rat,
        PieceKind::Cat,
        PieceKind::Dog,
        PieceKind::Wolf,
        PieceKind::Leopard,
        PieceKind::Tiger,
        PieceKind::Lion,
        PieceKind::Elephant,
    ];

    /// The rank 1 (rat) … 8 (elephant) from the spec's piece table.
    #[inline]
    pub const fn rank(self) -> u8 {
        self as u8 + 1
    }

    /// 0 (rat) … 7 (elephant).
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The kind at index 0..8.
    pub const fn from_index(i: usize) -> Option<PieceKind> {
        if i < 8 { Some(PieceKind::ALL[i]) } else { None }
    }

    /// The uppercase FEN letter: R C D W P T L E.
    pub const fn letter(self) -> char {
        [b'R', b'C', b'D', b'W', b'P', b'T', b'L', b'E'][self as usize] as char
    }

    /// The kind for a FEN letter of either case.
    pub fn from_letter(c: char) -> Option<PieceKind> {
        let u = c.to_ascii_uppercase();
        PieceKind::ALL.into_iter().find(|k| k.letter() == u)
    }

    /// The lowercase English name, e.g. `"rat"`.
    pub const fn name(self) -> &'static str {
        [
            "rat", "cat", "dog", "wolf", "leopard", "tiger", "lion", "elephant",
        ][self as usize]
    }

    /// The capitalised English name, e.g. `"Rat"`.
    pub const fn title(self) -> &'static str {
        [
            "Rat", "Cat", "Dog", "Wolf", "Leopard", "Tiger", "Lion", "Elephant",
        ][self as usize]
    }

    /// The Chinese character (traditional), e.g. `'鼠'`.
    pub const fn chinese(self) -> char {
        ['鼠', '貓', '狗', '狼', '豹', '虎', '獅', '象'][self as usize]
    }

    /// Whether this kind jumps the rivers (lion and tiger).
    #[inline]
    pub const fn jumps(self) -> bool {
        matches!(self, PieceKind::Lion | PieceKind::Tiger)
    }
}

impl fmt::Display for PieceKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A piece: a kind and its side.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Piece {
    /// Whose piece.
    pub side: Side,
    /// Which animal.
    pub kind: PieceKind,
}

impl Piece {
    /// The FEN letter: uppercase for Red, lowercase for Blue.
    pub fn fen_char(self) -> char {
        match self.side {
            Side::Red => self.kind.letter(),
            Side::Blue => self.kind.letter().to_ascii_lowercase(),
        }
    }

    /// The piece for a FEN letter, or `None` for an unknown letter.
    pub fn from_fen_char(c: char) -> Option<Piece> {
        let kind = PieceKind::from_letter(c)?;
        let side = if c.is_ascii_uppercase() {
            Side::Red
        } else {
            Side::Blue
        };
        Some(Piece { side, kind })
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.side, self.kind)
    }
}
