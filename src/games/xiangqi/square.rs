//! Points of the 9×10 Xiangqi board, named in ICCS coordinates `a0`–`i9` as in `spec/xiangqi.md`.
//! The square type is the shared [`crate::games::board::Square`] on [`XiangqiBoard`].

crate::games::board::board!(
    /// The Xiangqi board: 9 files, 10 ranks named from 0 (ICCS), a `u128` mask.
    XiangqiBoard: 9 x 10 from b'0', u128, shift 7, "ICCS coordinates" "point"
    "a point of the board" "h2e2", dashed true
);

impl Square {
    /// Whether the square lies in either palace (files d–f, ranks 0–2 or 7–9).
    pub const fn in_palace(self) -> bool {
        let f = self.file();
        let r = self.rank();
        f >= 3 && f <= 5 && (r <= 2 || r >= 7)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        crate::games::board::check_square_names::<XiangqiBoard>();
        assert_eq!("a0".parse::<Square>().unwrap().index(), 0);
        assert_eq!("I9".parse::<Square>().unwrap().index(), 89);
        assert!("j1".parse::<Square>().is_err());
        assert!("e1".parse::<Square>().unwrap().in_palace());
        assert!(!"c1".parse::<Square>().unwrap().in_palace());
    }
}
