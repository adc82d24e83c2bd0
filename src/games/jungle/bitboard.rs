//! Board masks as `u64` bit sets (bit `rank * 7 + file`) and the move tables built from them at
//! compile time.

use super::piece::Side;
use super::square::{SQUARES, Square};

/// All 63 squares.
pub const ALL: u64 = (1u64 << SQUARES) - 1;

const fn mask(squares: &[(u8, u8)]) -> u64 {
    let mut m = 0;
    let mut i = 0;
    while i < squares.len() {
        m |= 1u64 << (squares[i].1 * 7 + squares[i].0);
        i += 1;
    }
    m
}

/// The two rivers: files b c and e f on ranks 4–6 (12 squares).
pub const WATER: u64 = mask(&[
    (1, 3),
    (2, 3),
    (4, 3),
    (5, 3),
    (1, 4),
    (2, 4),
    (4, 4),
    (5, 4),
    (1, 5),
    (2, 5),
    (4, 5),
    (5, 5),
]);

/// Red's den, d1.
pub const RED_DEN: Square = match Square::new(3, 0) {
    Some(s) => s,
    None => panic!(),
};
/// Blue's den, d9.
pub const BLUE_DEN: Square = match Square::new(3, 8) {
    Some(s) => s,
    None => panic!(),
};
/// Red's traps c1 e1 d2 (they guard Red's den).
pub const RED_TRAPS: u64 = mask(&[(2, 0), (4, 0), (3, 1)]);
/// Blue's traps c9 e9 d8.
pub const BLUE_TRAPS: u64 = mask(&[(2, 8), (4, 8), (3, 7)]);
/// All six traps.
pub const TRAPS: u64 = RED_TRAPS | BLUE_TRAPS;

/// The den of `side`.
#[inline]
pub const fn den(side: Side) -> Square {
    match side {
        Side::Red => RED_DEN,
        Side::Blue => BLUE_DEN,
    }
}

/// The traps that guard `side`'s den.
#[inline]
pub const fn traps(side: Side) -> u64 {
    match side {
        Side::Red => RED_TRAPS,
        Side::Blue => BLUE_TRAPS,
    }
}

/// The four directions as (file step, rank step): up (towards rank 9), down, left, right.
pub const DIRECTIONS: [(i8, i8); 4] = [(0, 1), (0, -1), (-1, 0), (1, 0)];

/// The squares one step up, down, left and right of each square.
pub const NEIGHBOURS: [u64; SQUARES] = {
    let mut t = [0u64; SQUARES];
    let mut i = 0;
    while i < SQUARES {
        let sq = match Square::from_index(i as u8) {
            Some(s) => s,
            None => panic!(),
        };
        let mut d = 0;
        while d < 4 {
            if let Some(n) = sq.offset(DIRECTIONS[d].0, DIRECTIONS[d].1) {
                t[i] |= n.bit();
            }
            d += 1;
        }
        i += 1;
    }
    t
};

/// A river jump from one land square to the first land square beyond the river.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Jump {
    /// Landing square index, or 0xFF when there is no jump this way.
    pub to: u8,
    /// The water squares jumped over.
    pub path: u64,
}

/// Jumps from each square in each of the four [`DIRECTIONS`] (up, down, left, right).
pub const JUMPS: [[Jump; 4]; SQUARES] = {
    let none = Jump { to: 0xFF, path: 0 };
    let mut t = [[none; 4]; SQUARES];
    let mut i = 0;
    while i < SQUARES {
        let from = match Square::from_index(i as u8) {
            Some(s) => s,
            None => panic!(),
        };
        if WATER & from.bit() == 0 {
            let mut d = 0;
            while d < 4 {
                let mut path = 0u64;
                let mut cur = from;
                let mut landing = 0xFFu8;
                loop {
                    match cur.offset(DIRECTIONS[d].0, DIRECTIONS[d].1) {
                        None => break,
                        Some(n) => {
                            if WATER & n.bit() != 0 {
                                path |= n.bit();
                                cur = n;
                            } else {
                                if path != 0 {
                                    landing = n.index() as u8;
                                }
                                break;
                            }
                        }
                    }
                }
                if landing != 0xFF {
                    t[i][d] = Jump { to: landing, path };
                }
                d += 1;
            }
        }
        i += 1;
    }
    t
};

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    #[test]
    fn board_geometry() {
        assert_eq!(WATER.count_ones(), 12);
        assert_eq!(TRAPS.count_ones(), 6);
        assert_eq!(NEIGHBOURS[sq("a1").index()].count_ones(), 2);
        assert_eq!(NEIGHBOURS[sq("d5").index()].count_ones(), 4);
        // b3 jumps up to b7 over three water squares.
        let j = JUMPS[sq("b3").index()][0];
        assert_eq!(j.to as usize, sq("b7").index());
        assert_eq!(j.path.count_ones(), 3);
        // a5 jumps right to d5 over two; d5 jumps both ways.
        assert_eq!(JUMPS[sq("a5").index()][3].to as usize, sq("d5").index());
        assert_eq!(JUMPS[sq("d5").index()][2].to as usize, sq("a5").index());
        assert_eq!(JUMPS[sq("d5").index()][3].to as usize, sq("g5").index());
        assert_eq!(JUMPS[sq("d3").index()][0].to, 0xFF);
        let jump_count: usize = JUMPS.iter().flatten().filter(|j| j.to != 0xFF).count();
        // 4 files × 2 directions vertical + 3 ranks × 4 horizontal.
        assert_eq!(jump_count, 8 + 12);
    }
}
