//! Precomputed board geometry: rays, the steps of each piece kind with their blocking points
//! (elephant eye, horse leg) and the horse checks against a point. Built at compile time.

use super::square::SQUARES;

/// Marks "no square" in the tables.
pub(crate) const NONE: u8 = 0xFF;

/// Ray directions: north (towards rank 9), south, east (towards file i), west.
pub(crate) const DIRS: [(i8, i8); 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];

const fn off(sq: usize, df: i8, dr: i8) -> u8 {
    let f = (sq % 9) as i8 + df;
    let r = (sq / 9) as i8 + dr;
    if f < 0 || f >= 9 || r < 0 || r >= 10 {
        NONE
    } else {
        (r * 9 + f) as u8
    }
}

const fn in_palace(sq: u8) -> bool {
    if sq == NONE {
        return false;
    }
    let f = sq % 9;
    let r = sq / 9;
    f >= 3 && f <= 5 && (r <= 2 || r >= 7)
}

/// The file (0–8) of each square index.
pub(crate) static FILE: [u8; SQUARES] = {
    let mut t = [0; SQUARES];
    let mut s = 0;
    while s < SQUARES {
        t[s] = (s % 9) as u8;
        s += 1;
    }
    t
};

/// `RAYS[sq][dir]`: the squares from `sq` outwards in direction `dir`, ended by [`NONE`].
pub(crate) static RAYS: [[[u8; 10]; 4]; SQUARES] = {
    let mut t = [[[NONE; 10]; 4]; SQUARES];
    let mut s = 0;
    while s < SQUARES {
        let mut d = 0;
        while d < 4 {
            let mut i = 0;
            let mut cur = off(s, DIRS[d].0, DIRS[d].1);
            while cur != NONE {
                t[s][d][i] = cur;
                i += 1;
                cur = off(cur as usize, DIRS[d].0, DIRS[d].1);
            }
            d += 1;
        }
        s += 1;
    }
    t
};

/// `RAY_MASKS[sq][dir]`: the points of `RAYS[sq][dir]` as a bit set (bit = square index), so
/// a ray without any enemy piece on it can be passed over without scanning it.
pub(crate) static RAY_MASKS: [[u128; 4]; SQUARES] = {
    let mut t = [[0u128; 4]; SQUARES];
    let mut s = 0;
    while s < SQUARES {
        let mut d = 0;
        while d < 4 {
            let mut i = 0;
            while RAYS[s][d][i] != NONE {
                t[s][d] |= 1u128 << RAYS[s][d][i];
                i += 1;
            }
            d += 1;
        }
        s += 1;
    }
    t
};

/// The diagonal directions: the advisor's steps, the elephant's (doubled) and the horse's legs
/// towards a point.
const DIAGONALS: [(i8, i8); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

/// For each palace point, its neighbours in the directions `dirs` inside the same palace;
/// none for other points.
const fn palace_steps(dirs: [(i8, i8); 4]) -> [[u8; 4]; SQUARES] {
    let mut t = [[NONE; 4]; SQUARES];
    let mut s = 0;
    while s < SQUARES {
        if in_palace(s as u8) {
            let mut n = 0;
            let mut d = 0;
            while d < 4 {
                let o = off(s, dirs[d].0, dirs[d].1);
                if in_palace(o) {
                    t[s][n] = o;
                    n += 1;
                }
                d += 1;
            }
        }
        s += 1;
    }
    t
}

/// `GENERAL_STEPS[sq]`: the orthogonal neighbours of a palace point inside the same palace.
pub(crate) static GENERAL_STEPS: [[u8; 4]; SQUARES] = palace_steps(DIRS);

/// `ADVISOR_STEPS[sq]`: the diagonal neighbours of a palace point inside the same palace.
pub(crate) static ADVISOR_STEPS: [[u8; 4]; SQUARES] = palace_steps(DIAGONALS);

/// `ELEPHANT_STEPS[sq]`: `(to, eye)` for each two-point diagonal step that stays on the same
/// side of the river; the step is blocked if the eye is occupied.
pub(crate) static ELEPHANT_STEPS: [[(u8, u8); 4]; SQUARES] = {
    let mut t = [[(NONE, NONE); 4]; SQUARES];
    let mut s = 0;
    while s < SQUARES {
        let mut n = 0;
        let mut i = 0;
        while i < 4 {
            let to = off(s, 2 * DIAGONALS[i].0, 2 * DIAGONALS[i].1);
            if to != NONE && ((to / 9 <= 4) == (s / 9 <= 4)) {
                t[s][n] = (to, off(s, DIAGONALS[i].0, DIAGONALS[i].1));
                n += 1;
            }
            i += 1;
        }
        s += 1;
    }
    t
};

/// `HORSE_STEPS[sq]`: `(to, leg)` for each horse move; blocked if the leg is occupied.
pub(crate) static HORSE_STEPS: [[(u8, u8); 8]; SQUARES] = {
    let mut t = [[(NONE, NONE); 8]; SQUARES];
    let mut s = 0;
    while s < SQUARES {
        let mut n = 0;
        let mut d = 0;
        while d < 4 {
            let (lf, lr) = DIRS[d];
            let leg = off(s, lf, lr);
            if leg != NONE {
                // Outward diagonal: the leg direction doubled plus one perpendicular step.
                let (pf, pr) = (lr, lf);
                let a = off(s, 2 * lf + pf, 2 * lr + pr);
                let b = off(s, 2 * lf - pf, 2 * lr - pr);
                if a != NONE {
                    t[s][n] = (a, leg);
                    n += 1;
                }
                if b != NONE {
                    t[s][n] = (b, leg);
                    n += 1;
                }
            }
            d += 1;
        }
        s += 1;
    }
    t
};

/// `HORSE_CHECKS[sq]`: `(leg, h1, h2)`: a horse on `h1` or `h2` attacks `sq` if `leg` (a
/// diagonal neighbour of `sq`) is empty.
pub(crate) static HORSE_CHECKS: [[(u8, u8, u8); 4]; SQUARES] = {
    let mut t = [[(NONE, NONE, NONE); 4]; SQUARES];
    let mut s = 0;
    while s < SQUARES {
        let mut i = 0;
        while i < 4 {
            let (a, b) = DIAGONALS[i];
            let leg = off(s, a, b);
            if leg != NONE {
                t[s][i] = (leg, off(s, 2 * a, b), off(s, a, 2 * b));
            }
            i += 1;
        }
        s += 1;
    }
    t
};

/// `SOLDIER_STEPS[side][sq]`: forward, and sideways once across the river.
pub(crate) static SOLDIER_STEPS: [[[u8; 3]; SQUARES]; 2] = {
    let mut t = [[[NONE; 3]; SQUARES]; 2];
    let mut side = 0;
    while side < 2 {
        let fwd: i8 = if side == 0 { 1 } else { -1 };
        let mut s = 0;
        while s < SQUARES {
            let r = s / 9;
            let crossed = if side == 0 { r >= 5 } else { r <= 4 };
            let mut n = 0;
            let o = off(s, 0, fwd);
            if o != NONE {
                t[side][s][n] = o;
                n += 1;
            }
            if crossed {
                let l = off(s, -1, 0);
                if l != NONE {
                    t[side][s][n] = l;
                    n += 1;
                }
                let r = off(s, 1, 0);
                if r != NONE {
                    t[side][s][n] = r;
                }
            }
            s += 1;
        }
        side += 1;
    }
    t
};

/// `REL[g][sq]`: how `sq` lies as seen from a general on `g`: the ray direction 0–3 if `sq` is on
/// `RAYS[g][dir]`, 4 + i if `sq` is the leg of `HORSE_CHECKS[g][i]`, [`NONE`] otherwise.
pub(crate) static REL: [[u8; SQUARES]; SQUARES] = {
    let mut t = [[NONE; SQUARES]; SQUARES];
    let mut g = 0;
    while g < SQUARES {
        let mut d = 0;
        while d < 4 {
            let mut i = 0;
            while RAYS[g][d][i] != NONE {
                t[g][RAYS[g][d][i] as usize] = d as u8;
                i += 1;
            }
            d += 1;
        }
        let mut i = 0;
        while i < 4 {
            let leg = HORSE_CHECKS[g][i].0;
            if leg != NONE {
                t[g][leg as usize] = 4 + i as u8;
            }
            i += 1;
        }
        g += 1;
    }
    t
};
