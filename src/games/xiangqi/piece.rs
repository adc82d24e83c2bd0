//! Sides, piece kinds and pieces of `spec/xiangqi.md` ("Board and pieces").

/// A side. Red sits at ranks 0–4 and moves first; Black sits at ranks 5–9.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Side {
    /// FEN side letter `w` (or `r`), uppercase FEN pieces.
    Red = 0,
    /// FEN side letter `b`, lowercase FEN pieces.
    Black = 1,
}

crate::games::contract::two_sides!(Black);

impl Side {
    /// Whether `rank` (0–9) is on this side's half of the river.
    #[inline]
    pub const fn own_half(self, rank: u8) -> bool {
        match self {
            Side::Red => rank <= 4,
            Side::Black => rank >= 5,
        }
    }
}

crate::games::contract::piece_kinds!(
    /// The seven kinds of piece; `ALL` is in FEN-table order.
    Black, 7;
    /// 帥/將: one point orthogonally inside the palace.
    General = 0, 'K', "general";
    /// 仕/士: one point diagonally inside the palace.
    Advisor = 1, 'A', "advisor";
    /// 相/象: two points diagonally, not across the river, blocked by a piece on the eye.
    Elephant = 2, 'B', "elephant";
    /// 傌/馬: one point orthogonally then one diagonally outward, blocked by a piece on the leg.
    Horse = 3, 'N', "horse";
    /// 俥/車: any distance orthogonally.
    Chariot = 4, 'R', "chariot";
    /// 炮/砲: like a chariot; captures by jumping exactly one screen.
    Cannon = 5, 'C', "cannon";
    /// 兵/卒: one point forward; also sideways after crossing the river.
    Soldier = 6, 'P', "soldier";
);

impl PieceKind {
    /// How many of this kind a side has at the start (and at most): 1, 2, 2, 2, 2, 2, 5.
    pub const fn count(self) -> u8 {
        match self {
            PieceKind::General => 1,
            PieceKind::Soldier => 5,
            _ => 2,
        }
    }

    /// The WXF letter: K A E H R C P.
    pub const fn wxf_letter(self) -> char {
        [b'K', b'A', b'E', b'H', b'R', b'C', b'P'][self as usize] as char
    }

    /// The letter of the `letters` piece style: the English name's initial, G A E H R C S
    /// (general, advisor, elephant, horse, rook for the chariot, cannon, soldier), as apps for
    /// readers without Chinese mark the pieces. Not a FEN letter (those are K A B N R C P).
    pub const fn style_letter(self) -> char {
        [b'G', b'A', b'E', b'H', b'R', b'C', b'S'][self as usize] as char
    }

    /// The kind for a FEN or WXF letter of either case (`E` = elephant, `H` = horse accepted).
    pub fn from_letter(c: char) -> Option<PieceKind> {
        match c.to_ascii_uppercase() {
            'K' => Some(PieceKind::General),
            'A' => Some(PieceKind::Advisor),
            'B' | 'E' => Some(PieceKind::Elephant),
            'N' | 'H' => Some(PieceKind::Horse),
            'R' => Some(PieceKind::Chariot),
            'C' => Some(PieceKind::Cannon),
            'P' => Some(PieceKind::Soldier),
            _ => None,
        }
    }

    /// The lowercase French name, e.g. `"cheval"`.
    pub const fn french(self) -> &'static str {
        [
            "général",
            "conseiller",
            "éléphant",
            "cheval",
            "char",
            "canon",
            "soldat",
        ][self as usize]
    }

    /// The traditional character on `side`'s pieces: 帥仕相傌俥炮兵 (Red), 將士象馬車砲卒 (Black).
    pub const fn chinese(self, side: Side) -> char {
        match side {
            Side::Red => ['帥', '仕', '相', '傌', '俥', '炮', '兵'][self as usize],
            Side::Black => ['將', '士', '象', '馬', '車', '砲', '卒'][self as usize],
        }
    }
}
