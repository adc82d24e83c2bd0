//! Squares, square masks, moves and move lists of any rectangular board, written once: each
//! game names its board ([`Board`]: files, ranks, the first rank's digit, its words) and uses
//! these types through aliases (`jungle::Square` is `Square<jungle::square::JungleBoard>`).

use std::fmt;
use std::hash::Hash;
use std::marker::PhantomData;
use std::ops::Deref;
use std::str::FromStr;

/// A board's shape and the words of its coordinates.
pub trait Board: Copy + Eq + Ord + Hash + fmt::Debug + Send + Sync + 'static {
    /// Number of files (`a`, `b`, …).
    const FILES: u8;
    /// Number of ranks.
    const RANKS: u8;
    /// The digit of the first rank: `b'1'` (Jungle `a1`) or `b'0'` (ICCS `a0`).
    const FIRST_RANK: u8;
    /// The bit shift packing a move's from-square above its to-square (`2^SHIFT > squares`).
    const MOVE_SHIFT: u32;
    /// What the coordinates are called, for messages: `coordinates`, `ICCS coordinates`.
    const COORDINATES: &'static str;
    /// What a square is called: `square`, `point`.
    const SQUARE_WORD: &'static str;
    /// The same with its article: `a square`, `a point of the board`.
    const SQUARE_PHRASE: &'static str;
    /// A coordinate move, for messages: `c3c4`, `h2e2`.
    const MOVE_EXAMPLE: &'static str;
    /// Whether coordinate moves may separate the squares with `-` (`h2-e2`).
    const DASHED_MOVES: bool;
    /// The mask with one bit a square (`u64`, `u128`).
    type Mask: Mask;
}

/// A set of squares as bits, index 0 the lowest.
pub trait Mask: Copy + Eq {
    /// Whether no bit is set.
    fn is_empty(self) -> bool;
    /// The index of the lowest set bit (the mask is not empty).
    fn lowest(self) -> u8;
    /// The mask without its lowest set bit.
    fn without_lowest(self) -> Self;
    /// The mask with the one bit `index` set (`index` below the mask's width).
    fn single(index: usize) -> Self;
}

macro_rules! mask {
    ($t:ty) => {
        impl Mask for $t {
            #[inline]
            fn is_empty(self) -> bool {
                self == 0
            }
            #[inline]
            fn lowest(self) -> u8 {
                self.trailing_zeros() as u8
            }
            #[inline]
            fn without_lowest(self) -> Self {
                self & (self - 1)
            }
            #[inline]
            fn single(index: usize) -> Self {
                1 << index
            }
        }
    };
}

mask!(u64);
mask!(u128);

/// One square of the board `B`. Index `rank * FILES + file`, with `a` and the first rank at
/// 0, so a square is also a bit index of a `B::Mask`.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Square<B: Board>(u8, PhantomData<B>);

impl<B: Board> fmt::Debug for Square<B> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Square({})", self.0)
    }
}

impl<B: Board> Square<B> {
    /// The number of squares.
    pub const COUNT: usize = B::FILES as usize * B::RANKS as usize;
    /// What a square is called ([`Board::SQUARE_WORD`]): `square`, `point`.
    pub const WORD: &'static str = B::SQUARE_WORD;

    /// The square at `file` (0 = `a`) and `rank` (0 = the first rank), or `None` when either is
    /// off the board.
    pub const fn new(file: u8, rank: u8) -> Option<Square<B>> {
        if file < B::FILES && rank < B::RANKS {
            Some(Square(rank * B::FILES + file, PhantomData))
        } else {
            None
        }
    }

    /// The square with index `index`, or `None` past the board.
    pub const fn from_index(index: u8) -> Option<Square<B>> {
        if (index as usize) < Self::COUNT {
            Some(Square(index, PhantomData))
        } else {
            None
        }
    }

    /// Builds a square from an index known to be on the board (internal tables only).
    #[inline]
    pub(crate) const fn from_index_unchecked(index: u8) -> Square<B> {
        debug_assert!((index as usize) < Self::COUNT);
        Square(index, PhantomData)
    }

    /// The index (`rank * FILES + file`).
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The file, 0 (`a`) and up.
    #[inline]
    pub const fn file(self) -> u8 {
        self.0 % B::FILES
    }

    /// The rank, 0 (Red's back rank) and up.
    #[inline]
    pub const fn rank(self) -> u8 {
        self.0 / B::FILES
    }

    /// The square `df` files and `dr` ranks away, or `None` off the board.
    pub const fn offset(self, df: i8, dr: i8) -> Option<Square<B>> {
        let f = self.file() as i8 + df;
        let r = self.rank() as i8 + dr;
        if f < 0 || r < 0 {
            None
        } else {
            Square::new(f as u8, r as u8)
        }
    }

    /// All squares, `a` of the first rank first.
    pub fn all() -> impl Iterator<Item = Square<B>> {
        (0..Self::COUNT as u8).map(|i| Square(i, PhantomData))
    }

    /// The file letter, `'a'` and up.
    pub const fn file_char(self) -> char {
        (b'a' + self.file()) as char
    }

    /// The rank digit, from `B::FIRST_RANK`.
    pub const fn rank_char(self) -> char {
        (B::FIRST_RANK + self.rank()) as char
    }
}

impl<B: Board> fmt::Display for Square<B> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file_char(), self.rank_char())
    }
}

/// A text that is not a square name of the board `B` (e.g. `a1`–`g9`).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "`{0}` is not {phrase}: {word}s go from {a} to {z} (file letter a-{f}, then rank {r0}-{r1})",
    phrase = B::SQUARE_PHRASE,
    word = B::SQUARE_WORD,
    a = Square::<B>::from_index_unchecked(0),
    z = Square::<B>::from_index_unchecked(Square::<B>::COUNT as u8 - 1),
    f = (b'a' + B::FILES - 1) as char,
    r0 = (B::FIRST_RANK) as char,
    r1 = (B::FIRST_RANK + B::RANKS - 1) as char,
)]
pub struct ParseSquareError<B: Board>(pub String, PhantomData<B>);

impl<B: Board> FromStr for Square<B> {
    type Err = ParseSquareError<B>;

    /// Parses `c3` or `C3`.
    fn from_str(s: &str) -> Result<Square<B>, ParseSquareError<B>> {
        let b = s.as_bytes();
        if b.len() == 2 {
            let f = b[0].to_ascii_lowercase().wrapping_sub(b'a');
            let r = b[1].wrapping_sub(B::FIRST_RANK);
            if let Some(sq) = Square::new(f, r) {
                return Ok(sq);
            }
        }
        Err(ParseSquareError(s.to_string(), PhantomData))
    }
}

/// Takes the lowest square out of `mask` (each game's `SquareIter` steps with it).
#[inline]
pub fn pop_square<B: Board<Mask = M>, M: Mask>(mask: &mut M) -> Option<Square<B>> {
    if mask.is_empty() {
        None
    } else {
        let i = mask.lowest();
        *mask = mask.without_lowest();
        Some(Square(i, PhantomData))
    }
}

/// A move from one square of `B` to another. Its canonical text is the coordinate form, the
/// two square names (`c3c4`, ICCS `h2e2`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Move<B: Board> {
    /// The square the piece leaves.
    pub from: Square<B>,
    /// The square it lands on.
    pub to: Square<B>,
}

impl<B: Board> Move<B> {
    /// Its from- and to-squares as a mask of the board (hint marks).
    pub fn squares_mask(self) -> B::Mask
    where
        B::Mask: std::ops::BitOr<Output = B::Mask>,
    {
        B::Mask::single(self.from.index()) | B::Mask::single(self.to.index())
    }

    /// A move `from` → `to`.
    pub const fn new(from: Square<B>, to: Square<B>) -> Move<B> {
        Move { from, to }
    }

    /// The move packed into 16 bits (`from << B::MOVE_SHIFT | to`), for tables and storage.
    pub const fn to_u16(self) -> u16 {
        (self.from.index() as u16) << B::MOVE_SHIFT | self.to.index() as u16
    }

    /// Unpacks [`Move::to_u16`]; `None` for a value that is not a move on this board.
    pub const fn from_u16(v: u16) -> Option<Move<B>> {
        if (v as u32) >= 1 << (2 * B::MOVE_SHIFT) {
            return None;
        }
        let low = (1u16 << B::MOVE_SHIFT) - 1;
        match (
            Square::from_index((v >> B::MOVE_SHIFT) as u8),
            Square::from_index((v & low) as u8),
        ) {
            (Some(from), Some(to)) => Some(Move { from, to }),
            _ => None,
        }
    }
}

/// The canonical coordinate form, e.g. `c3c4`.
impl<B: Board> fmt::Display for Move<B> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)
    }
}

/// A text that is not a move in the coordinates of `B`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "`{0}` is not a move in {coords}: write the from- and to-{word}s, e.g. {example}",
    coords = B::COORDINATES,
    word = B::SQUARE_WORD,
    example = B::MOVE_EXAMPLE,
)]
pub struct ParseMoveError<B: Board>(pub String, PhantomData<B>);

/// Parses the coordinate form `c3c4` (case-insensitive; `h2-e2` too on boards with
/// [`Board::DASHED_MOVES`]). Only the syntax is checked; whether the move is legal is the
/// position's business.
impl<B: Board> FromStr for Move<B> {
    type Err = ParseMoveError<B>;
    fn from_str(s: &str) -> Result<Move<B>, ParseMoveError<B>> {
        let err = || ParseMoveError(s.to_string(), PhantomData);
        if !s.is_ascii() {
            return Err(err());
        }
        let (a, b) = match s.len() {
            4 => (&s[..2], &s[2..]),
            5 if B::DASHED_MOVES && s.as_bytes()[2] == b'-' => (&s[..2], &s[3..]),
            _ => return Err(err()),
        };
        Ok(Move {
            from: a.parse().map_err(|_| err())?,
            to: b.parse().map_err(|_| err())?,
        })
    }
}

/// A list of up to `N` moves of type `M`, kept on the stack (move generation allocates
/// nothing).
#[derive(Clone, Copy)]
pub struct MoveList<M: Copy, const N: usize> {
    moves: [M; N],
    len: usize,
}

impl<B: Board, const N: usize> Default for MoveList<Move<B>, N> {
    fn default() -> Self {
        MoveList::new()
    }
}

impl<B: Board, const N: usize> MoveList<Move<B>, N> {
    /// An empty list.
    pub const fn new() -> MoveList<Move<B>, N> {
        let a = Square::from_index_unchecked(0);
        MoveList {
            moves: [Move { from: a, to: a }; N],
            len: 0,
        }
    }
}

impl<M: Copy, const N: usize> MoveList<M, N> {
    /// Appends a move. There is always room: the game's `N` holds every move of any position.
    #[inline]
    pub fn push(&mut self, m: M) {
        self.moves[self.len] = m;
        self.len += 1;
    }

    /// Empties the list.
    #[inline]
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// The moves as a mutable slice (for sorting).
    pub fn as_mut_slice(&mut self) -> &mut [M] {
        &mut self.moves[..self.len]
    }
}

impl<M: Copy, const N: usize> Deref for MoveList<M, N> {
    type Target = [M];
    fn deref(&self) -> &[M] {
        &self.moves[..self.len]
    }
}

impl<M: Copy + fmt::Debug, const N: usize> fmt::Debug for MoveList<M, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

/// Checks every game's square names on its board `B`: each square's name reads back as the
/// square, the first and (upper case) last names are indices 0 and `COUNT - 1`, and a file
/// past the last or a rank of two digits is no square. Each game's tests call it.
#[cfg(test)]
pub(crate) fn check_square_names<B: Board>() {
    for sq in Square::<B>::all() {
        assert_eq!(sq.to_string().parse::<Square<B>>().unwrap(), sq);
    }
    let first = Square::<B>::from_index_unchecked(0).to_string();
    let last = Square::<B>::from_index_unchecked(Square::<B>::COUNT as u8 - 1).to_string();
    assert_eq!(first.parse::<Square<B>>().unwrap().index(), 0);
    let upper = last.to_ascii_uppercase().parse::<Square<B>>().unwrap();
    assert_eq!(upper.index(), Square::<B>::COUNT - 1);
    let past = format!("{}{}", (b'a' + B::FILES) as char, B::FIRST_RANK as char);
    assert!(past.parse::<Square<B>>().is_err(), "{past}");
    assert!("a10".parse::<Square<B>>().is_err());
}
