//! Sides, piece kinds (with their rank) and pieces.

/// A side. Red sits at the bottom (rank 1) and moves first; Blue sits at the top.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Side {
    /// The side at the bottom, FEN side letter `w` (or `r`), uppercase FEN pieces.
    Red = 0,
    /// The side at the top, FEN side letter `b`, lowercase FEN pieces.
    Blue = 1,
}

crate::games::contract::two_sides!(Blue);

crate::games::contract::piece_kinds!(
    /// The eight animals. The discriminant is `rank - 1`; `ALL` is weakest first.
    Blue, 8;
    /// Rank 1; swims; captures the elephant.
    Rat = 0, 'R', "rat";
    /// Rank 2.
    Cat = 1, 'C', "cat";
    /// Rank 3; swims with `dog_swims`.
    Dog = 2, 'D', "dog";
    /// Rank 4.
    Wolf = 3, 'W', "wolf";
    /// Rank 5.
    Leopard = 4, 'P', "leopard";
    /// Rank 6; jumps the rivers (vertically only with `tiger_jump = "vertical"`).
    Tiger = 5, 'T', "tiger";
    /// Rank 7; jumps the rivers.
    Lion = 6, 'L', "lion";
    /// Rank 8; cannot capture the rat.
    Elephant = 7, 'E', "elephant";
);

impl PieceKind {
    /// The rank 1 (rat) … 8 (elephant) from the spec's piece table.
    #[inline]
    pub const fn rank(self) -> u8 {
        self as u8 + 1
    }

    /// The kind for a FEN letter of either case.
    pub fn from_letter(c: char) -> Option<PieceKind> {
        let u = c.to_ascii_uppercase();
        PieceKind::ALL.into_iter().find(|k| k.letter() == u)
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
