//! Squares of the 7×9 Jungle board, named `a1`–`g9` as in `spec/jungle.md`. The square type
//! is the shared [`crate::games::board::Square`] on [`JungleBoard`].

crate::games::board::board!(
    /// The Jungle board: 7 files, 9 ranks named from 1, a `u64` mask.
    JungleBoard: 7 x 9 from b'1', u64, shift 6, "coordinates" "square" "a square" "c3c4",
    dashed false
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        crate::games::board::check_square_names::<JungleBoard>();
        assert_eq!("a1".parse::<Square>().unwrap().index(), 0);
        assert_eq!("G9".parse::<Square>().unwrap().index(), 62);
        assert!("h1".parse::<Square>().is_err());
        assert!("a0".parse::<Square>().is_err());
    }
}
