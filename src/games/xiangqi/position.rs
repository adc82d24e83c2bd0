//! A Xiangqi position: where the pieces stand, the side to move, the counters and the rules in
//! force; legal move generation with check and the flying-general rule of `spec/xiangqi.md`.

use std::fmt;

use super::chase;
use super::fen::{FenError, STARTPOS};
use super::game::Game;
use super::moves::{Move, MoveList, ParseMoveError};
use super::notation::{self, MoveText, MoveTextError};
use super::outcome::WinReason;
use super::piece::{Piece, PieceKind, Side};
use super::rules::{Repetition, RuleSet};
use super::square::{Square, SquareIter};
use super::tables::{
    ADVISOR_STEPS, ELEPHANT_STEPS, FILE, GENERAL_STEPS, HORSE_CHECKS, HORSE_STEPS, NONE, RAY_MASKS,
    RAYS, REL, SOLDIER_STEPS,
};
use super::zobrist;
use crate::games::contract::{GamePosition, OutcomeOf};
use crate::games::outcome::{DrawReason, Outcome};
use crate::games::state::State;

const EMPTY: u8 = 0;

const GENERAL: u8 = PieceKind::General as u8;
const ADVISOR: u8 = PieceKind::Advisor as u8;
const ELEPHANT: u8 = PieceKind::Elephant as u8;
const HORSE: u8 = PieceKind::Horse as u8;
const CHARIOT: u8 = PieceKind::Chariot as u8;
const CANNON: u8 = PieceKind::Cannon as u8;

/// The board codes of `them`'s chariot, cannon, general, horse and soldier.
#[inline]
const fn enemy_codes(us: Side) -> (u8, u8, u8, u8, u8) {
    let them = if matches!(us, Side::Red) { 9 } else { 1 };
    (
        them + CHARIOT,
        them + CANNON,
        them + GENERAL,
        them + HORSE,
        them + PieceKind::Soldier as u8,
    )
}

/// Whether the general of `us` on `g` is attacked along ray `dir` (by a chariot, a cannon over
/// one screen, the other general on the file), ignoring soldiers.
#[inline]
fn ray_attacked(board: &[u8; 90], g: usize, dir: usize, us: Side) -> bool {
    let (chariot, cannon, general, _, _) = enemy_codes(us);
    let ray = &RAYS[g][dir];
    let mut i = 0;
    while ray[i] != NONE && board[ray[i] as usize] == EMPTY {
        i += 1;
    }
    if ray[i] == NONE {
        return false;
    }
    let p = board[ray[i] as usize];
    if p == chariot || (p == general && dir < 2) {
        return true;
    }
    i += 1;
    while ray[i] != NONE && board[ray[i] as usize] == EMPTY {
        i += 1;
    }
    ray[i] != NONE && board[ray[i] as usize] == cannon
}

/// Whether the general of `us` on `g` is attacked by a horse through leg `i` of
/// `HORSE_CHECKS[g]`.
#[inline]
fn horse_attacked(board: &[u8; 90], g: usize, i: usize, us: Side) -> bool {
    let horse = enemy_codes(us).3;
    let (leg, h1, h2) = HORSE_CHECKS[g][i];
    leg != NONE
        && board[leg as usize] == EMPTY
        && ((h1 != NONE && board[h1 as usize] == horse)
            || (h2 != NONE && board[h2 as usize] == horse))
}

/// Whether the general of `us` on `g` is attacked along the line `rel` (a `REL` value: ray
/// 0–3 or horse leg 4–7).
#[inline]
fn line_attacked(board: &[u8; 90], g: usize, rel: u8, us: Side) -> bool {
    if rel < 4 {
        ray_attacked(board, g, rel as usize, us)
    } else {
        horse_attacked(board, g, rel as usize - 4, us)
    }
}

/// The points from which an enemy soldier attacks the general of `us` on `g`: in front of it
/// (as the general sees it) and beside it, never behind ([`NONE`] off the board).
#[inline]
fn soldier_points(g: usize, us: Side) -> [u8; 3] {
    let front = RAYS[g][if us == Side::Red { 0 } else { 1 }][0];
    [front, RAYS[g][2][0], RAYS[g][3][0]]
}

/// Whether the general of `us` on `g` is attacked on `board` (by a chariot, cannon, horse or
/// soldier of the other side), or faces the other general on an open file. `them` holds (at
/// least) the points of the other side's pieces: a ray with none of them is not scanned.
#[inline]
fn attacked(board: &[u8; 90], g: usize, us: Side, them: u128) -> bool {
    let soldier = enemy_codes(us).4;
    // An enemy soldier attacks from in front of the general or beside it, never from behind.
    for s in soldier_points(g, us) {
        if s != NONE && board[s as usize] == soldier {
            return true;
        }
    }
    (0..4).any(|d| {
        (them & RAY_MASKS[g][d] != 0 && ray_attacked(board, g, d, us))
            || horse_attacked(board, g, d, us)
    })
}

/// The point of `side`'s least valuable piece that attacks `to` on `board` (soldier, advisor,
/// elephant, horse, cannon, chariot, then the general, also across an open file), ignoring
/// pins; `None` if nothing attacks it.
fn least_attacker(board: &[u8; 90], to: usize, side: Side) -> Option<usize> {
    let own = 1 + 8 * side as u8;
    let is = |sq: u8, kind: u8| sq != NONE && board[sq as usize] == own + kind;
    // Soldiers: from behind `to` (as seen by `side`), or beside it once across the river.
    let back = RAYS[to][if side == Side::Red { 1 } else { 0 }][0];
    if is(back, PieceKind::Soldier as u8) {
        return Some(back as usize);
    }
    if !side.own_half((to / 9) as u8) {
        for s in [RAYS[to][2][0], RAYS[to][3][0]] {
            if is(s, PieceKind::Soldier as u8) {
                return Some(s as usize);
            }
        }
    }
    for &s in &ADVISOR_STEPS[to] {
        if s == NONE {
            break;
        }
        if is(s, ADVISOR) {
            return Some(s as usize);
        }
    }
    for &(s, eye) in &ELEPHANT_STEPS[to] {
        if s == NONE {
            break;
        }
        if board[eye as usize] == EMPTY && is(s, ELEPHANT) {
            return Some(s as usize);
        }
    }
    for &(leg, h1, h2) in &HORSE_CHECKS[to] {
        if leg != NONE && board[leg as usize] == EMPTY {
            for h in [h1, h2] {
                if is(h, HORSE) {
                    return Some(h as usize);
                }
            }
        }
    }
    // Along the rays: the first piece (chariot) and the second (cannon).
    let mut chariot = None;
    for ray in &RAYS[to] {
        let mut i = 0;
        while ray[i] != NONE && board[ray[i] as usize] == EMPTY {
            i += 1;
        }
        if ray[i] == NONE {
            continue;
        }
        let first = ray[i];
        if chariot.is_none() && is(first, CHARIOT) {
            chariot = Some(first as usize);
        }
        i += 1;
        while ray[i] != NONE && board[ray[i] as usize] == EMPTY {
            i += 1;
        }
        if ray[i] != NONE && is(ray[i], CANNON) {
            return Some(ray[i] as usize);
        }
    }
    if chariot.is_some() {
        return chariot;
    }
    GENERAL_STEPS[to]
        .iter()
        .find(|&&s| is(s, GENERAL))
        .map(|&s| s as usize)
}

/// A legal Xiangqi position. Build one with [`Position::startpos`] or [`Position::from_fen`];
/// change it with [`Position::play`]. It is `Copy` (about 150 bytes), so search copies instead
/// of undoing.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Position {
    board: [u8; 90],
    occ: [u128; 2],
    generals: [u8; 2],
    /// The side to move, the counters, the hash and the rules.
    pub(super) state: State<Side, RuleSet>,
}

crate::games::contract::illegal_moves! {
    /// A general or advisor stepping out of the palace.
    #[error("the {0} cannot leave the palace")]
    LeavesPalace(PieceKind),
    /// A general move that is not one point orthogonally.
    #[error("the general moves one point up, down, left or right")]
    GeneralStep,
    /// An advisor move that is not one point diagonally.
    #[error("the advisor moves one point diagonally")]
    AdvisorStep,
    /// An elephant move that is not two points diagonally.
    #[error("the elephant moves exactly two points diagonally")]
    ElephantStep,
    /// An elephant crossing the river.
    #[error("the elephant cannot cross the river")]
    ElephantRiver,
    /// A piece on the elephant's eye.
    #[error("the elephant is blocked by the piece on {0}")]
    ElephantBlocked(Square),
    /// A horse move that is not an L shape.
    #[error("the horse moves one point straight and then one point diagonally outward")]
    HorseStep,
    /// A piece on the horse's leg.
    #[error("the horse is blocked by the piece on {0}")]
    HorseBlocked(Square),
    /// A chariot or cannon move that is not along a rank or file.
    #[error("the {0} moves along a rank or a file")]
    NotStraight(PieceKind),
    /// A piece on the path of a chariot, or of a cannon that is not capturing.
    #[error("the {kind} is blocked by the piece on {square}")]
    PathBlocked {
        /// The chariot or cannon.
        kind: PieceKind,
        /// The first piece in the way.
        square: Square,
    },
    /// A cannon capture without a screen.
    #[error("the cannon captures only by jumping over exactly one piece (the screen)")]
    CannonNeedsScreen,
    /// A cannon capture over more than one piece.
    #[error("the cannon captures by jumping over exactly one piece, but there are {0} in between")]
    CannonScreens(u8),
    /// A soldier moving backwards.
    #[error("the soldier never moves backward")]
    SoldierBackward,
    /// A sideways soldier move before the river.
    #[error("the soldier can move sideways only after crossing the river")]
    SoldierSideways,
    /// A soldier move longer than one point.
    #[error("the soldier moves one point at a time")]
    SoldierStep,
    /// The move would leave the generals facing each other on an open file.
    #[error("the generals would face each other")]
    GeneralsFace,
    /// The mover is in check and the move does not get out of it.
    #[error("your general is in check and that move does not get it out of check")]
    StillInCheck,
    /// The move would expose the own general to an attack.
    #[error("that move leaves your general in check")]
    LeavesInCheck,
}

impl Position {
    /// A board with no pieces, Red to move, counters `0 1`. Not a legal position until both
    /// generals are put (used while reading a FEN).
    pub(crate) fn empty(rules: RuleSet) -> Position {
        Position {
            board: [EMPTY; 90],
            occ: [0; 2],
            generals: [NONE; 2],
            state: State::new(rules),
        }
    }

    /// Puts a piece on an empty point. Used while building a position; no validation.
    pub(crate) fn put(&mut self, sq: Square, p: Piece) {
        debug_assert_eq!(self.board[sq.index()], EMPTY);
        self.board[sq.index()] = Piece::code(p.side, p.kind);
        self.occ[p.side.index()] |= sq.bit();
        if p.kind == PieceKind::General {
            self.generals[p.side.index()] = sq.index() as u8;
        }
        self.state.hash ^= zobrist::piece_key(p.side, p.kind, sq);
    }

    /// Makes `side` the side to move (the hash follows); the placement and counters stay.
    pub(crate) fn set_turn(&mut self, side: Side) {
        self.state.set_turn(side, zobrist::BLACK_TO_MOVE);
    }

    /// The rules replaced by `rules` (the placement and counters stay).
    pub fn with_rules(mut self, rules: RuleSet) -> Position {
        self.state.rules = rules;
        self
    }

    /// The piece on `sq`, if any.
    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        Piece::from_code(self.board[sq.index()])
    }

    /// Where `side`'s general stands (`None` only while a FEN is being read).
    #[inline]
    pub fn general(&self, side: Side) -> Option<Square> {
        Square::from_index(self.generals[side.index()])
    }

    /// The points `side`'s pieces stand on, bit = square index.
    #[inline]
    pub fn occupied(&self, side: Side) -> u128 {
        self.occ[side.index()]
    }

    /// `side`'s pieces with their points, by square index.
    pub fn pieces(&self, side: Side) -> impl Iterator<Item = (PieceKind, Square)> + '_ {
        SquareIter(self.occ[side.index()])
            .filter_map(move |s| self.piece_at(s).map(|p| (p.kind, s)))
    }

    /// The hash computed from the placement alone (equals [`Position::hash`]; for tests).
    pub fn hash_from_scratch(&self) -> u64 {
        let mut h = if self.state.turn == Side::Black {
            zobrist::BLACK_TO_MOVE
        } else {
            0
        };
        for side in Side::ALL {
            for (k, s) in self.pieces(side) {
                h ^= zobrist::piece_key(side, k, s);
            }
        }
        h
    }

    /// Whether `side`'s general is attacked (or faces the other general on an open file).
    #[inline]
    pub fn in_check_side(&self, side: Side) -> bool {
        let g = self.generals[side.index()];
        g != NONE && attacked(&self.board, g as usize, side, self.occ[(!side).index()])
    }

    /// Whether the legal move `m` gives check.
    ///
    /// The side to move never leaves the enemy general in check, so only a line the move
    /// changes can check it: the file or rank of the general through the origin (a piece
    /// leaving it uncovers a chariot, a cannon's screen or gains it a clear one) or through the
    /// target (the piece checks along it, or screens for a cannon behind), a diagonal
    /// neighbour of the general left (the leg of a horse that then checks), or the moved horse
    /// or soldier itself. Every other move is answered without looking at the board, and the
    /// rest by testing those lines only, on the board after the move.
    pub fn gives_check(&self, m: Move) -> bool {
        let them = !self.state.turn;
        let g = self.generals[them.index()];
        if g == NONE {
            return false;
        }
        let g = usize::from(g);
        let (from, to) = (m.from.index(), m.to.index());
        let (rf, rt) = (REL[g][from], REL[g][to]);
        let (gf, gr) = ((g % 9) as i32, (g / 9) as i32);
        let (tf, tr) = ((to % 9) as i32 - gf, (to / 9) as i32 - gr);
        let kind = (self.board[from].wrapping_sub(1)) & 7;
        let horse_step = kind == HORSE && tf.abs() + tr.abs() == 3 && tf != 0 && tr != 0;
        let soldier_beside = kind == PieceKind::Soldier as u8 && tf.abs() + tr.abs() == 1;
        let to_ray = rt < 4;
        if rf == NONE && !to_ray && !horse_step && !soldier_beside {
            return false;
        }
        let mut b = self.board;
        b[to] = b[from];
        b[from] = EMPTY;
        if rf != NONE && line_attacked(&b, g, rf, them) {
            return true;
        }
        if to_ray && rt != rf && ray_attacked(&b, g, usize::from(rt), them) {
            return true;
        }
        if horse_step && (0..4).any(|i| horse_attacked(&b, g, i, them)) {
            return true;
        }
        // A soldier checks from in front of the general (as the general sees it) or beside it.
        soldier_beside && { soldier_points(g, them).contains(&(to as u8)) }
    }

    /// Whether the two generals stand on one file with nothing between them.
    pub fn generals_face(&self) -> bool {
        let (r, b) = (self.generals[0], self.generals[1]);
        if r == NONE || b == NONE || FILE[r as usize] != FILE[b as usize] {
            return false;
        }
        let mut s = r as usize + 9;
        while s < b as usize {
            if self.board[s] != EMPTY {
                return false;
            }
            s += 9;
        }
        true
    }

    /// What a move must respect to keep our general on `g` safe, found in one scan of the lines
    /// through `g`; `None` when the general is in check (then every move is tested in full).
    ///
    /// Otherwise `(pinned, screens)`: `pinned` holds the points whose piece may expose the
    /// general by leaving (the only piece between it and an enemy chariot or the other general,
    /// one of the two between it and an enemy cannon, a horse leg with an enemy horse behind);
    /// moves of those pieces are tested on their line. `screens` holds the empty points between
    /// the general and an unscreened enemy cannon: a move there makes a screen and is illegal.
    /// No other move (adding or replacing a blocker elsewhere) can expose the general.
    #[inline]
    fn safety(&self, g: usize) -> Option<(u128, u128)> {
        let us = self.state.turn;
        let (chariot, cannon, general, horse, soldier) = enemy_codes(us);
        let board = &self.board;
        for s in soldier_points(g, us) {
            if s != NONE && board[s as usize] == soldier {
                return None;
            }
        }
        let mut pinned = 0u128;
        let mut screens = 0u128;
        for (dir, ray) in RAYS[g].iter().enumerate() {
            let mut found = [0usize; 2];
            let mut n = 0;
            let mut between = 0u128;
            let mut i = 0;
            while ray[i] != NONE {
                let s = ray[i] as usize;
                let p = board[s];
                if p == EMPTY {
                    if n == 0 {
                        between |= 1u128 << s;
                    }
                    i += 1;
                    continue;
                }
                let slider = p == chariot || (dir < 2 && p == general);
                match n {
                    0 => {
                        if slider {
                            return None;
                        }
                        if p == cannon {
                            screens |= between;
                        }
                    }
                    1 => {
                        if p == cannon {
                            return None;
                        }
                        if slider {
                            pinned |= 1u128 << found[0];
                        }
                    }
                    _ => {
                        if p == cannon {
                            pinned |= (1u128 << found[0]) | (1u128 << found[1]);
                        }
                        break;
                    }
                }
                found[n] = s;
                n += 1;
                i += 1;
            }
        }
        for &(leg, h1, h2) in &HORSE_CHECKS[g] {
            if leg != NONE
                && ((h1 != NONE && board[h1 as usize] == horse)
                    || (h2 != NONE && board[h2 as usize] == horse))
            {
                if board[leg as usize] == EMPTY {
                    return None;
                }
                pinned |= 1u128 << leg;
            }
        }
        Some((pinned, screens))
    }

    /// Whether the move `from`→`to` leaves our general (on `g` before the move) attacked:
    /// along `line` (a `REL` value) only, or on every line if `line` is [`NONE`].
    #[inline(never)]
    fn exposes(&self, from: usize, to: usize, g: usize, line: u8) -> bool {
        let mut b = self.board;
        b[to] = b[from];
        b[from] = EMPTY;
        if line == NONE {
            // The enemy's points before the move: a capture only takes one away.
            let them = self.occ[(!self.state.turn).index()];
            attacked(&b, if from == g { to } else { g }, self.state.turn, them)
        } else {
            line_attacked(&b, g, line, self.state.turn)
        }
    }

    /// Calls `emit(from, to)` for every legal move of the side to move (only the captures when
    /// `CAPTURES`).
    #[inline(always)]
    fn generate<const CAPTURES: bool, F: FnMut(usize, usize)>(&self, only_from: u128, mut emit: F) {
        let us = self.state.turn;
        let own_lo = 1 + 8 * us as u8;
        let g = self.generals[us.index()] as usize;
        let (check, pinned, screens) = match self.safety(g) {
            Some((pinned, screens)) => (false, pinned, screens),
            None => (true, 0, 0),
        };
        let rel = &REL[g];
        let board = &self.board;
        let mut pieces = self.occ[us.index()] & only_from;
        while pieces != 0 {
            let from = pieces.trailing_zeros() as usize;
            pieces &= pieces - 1;
            let kind = board[from] - own_lo;
            // Every move of the general, and every move when in check, is tested in full;
            // a pinned piece's moves on its line.
            let line = if check || kind == GENERAL {
                NONE
            } else {
                rel[from]
            };
            let test = check || kind == GENERAL || (pinned >> from) & 1 != 0;
            // The general moving between itself and a cannon makes no screen.
            let screens = if kind == GENERAL { 0 } else { screens };
            macro_rules! try_to {
                ($to:expr) => {{
                    let to: usize = $to;
                    if CAPTURES && board[to] == EMPTY {
                        // Quiet: not asked for.
                    } else if (screens >> to) & 1 != 0 {
                        // Makes a screen for an enemy cannon: illegal.
                    } else if test {
                        if !self.exposes(from, to, g, line) {
                            emit(from, to);
                        }
                    } else {
                        emit(from, to);
                    }
                }};
            }
            let not_own = |to: usize| board[to].wrapping_sub(own_lo) >= 7;
            match kind {
                GENERAL | ADVISOR => {
                    let steps = if kind == GENERAL {
                        &GENERAL_STEPS[from]
                    } else {
                        &ADVISOR_STEPS[from]
                    };
                    for &to in steps {
                        if to == NONE {
                            break;
                        }
                        if not_own(to as usize) {
                            try_to!(to as usize);
                        }
                    }
                }
                ELEPHANT | HORSE => {
                    // Each step with the point that blocks it: the elephant's eye, the
                    // horse's leg.
                    let steps: &[(u8, u8)] = if kind == ELEPHANT {
                        &ELEPHANT_STEPS[from]
                    } else {
                        &HORSE_STEPS[from]
                    };
                    for &(to, block) in steps {
                        if to == NONE {
                            break;
                        }
                        if board[block as usize] == EMPTY && not_own(to as usize) {
                            try_to!(to as usize);
                        }
                    }
                }
                CHARIOT => {
                    for ray in &RAYS[from] {
                        for &to in ray {
                            if to == NONE {
                                break;
                            }
                            let c = board[to as usize];
                            if c == EMPTY {
                                try_to!(to as usize);
                            } else {
                                if not_own(to as usize) {
                                    try_to!(to as usize);
                                }
                                break;
                            }
                        }
                    }
                }
                CANNON => {
                    for ray in &RAYS[from] {
                        let mut i = 0;
                        while ray[i] != NONE && board[ray[i] as usize] == EMPTY {
                            try_to!(ray[i] as usize);
                            i += 1;
                        }
                        if ray[i] == NONE {
                            continue;
                        }
                        i += 1;
                        while ray[i] != NONE && board[ray[i] as usize] == EMPTY {
                            i += 1;
                        }
                        if ray[i] != NONE && not_own(ray[i] as usize) {
                            try_to!(ray[i] as usize);
                        }
                    }
                }
                _ => {
                    for &to in &SOLDIER_STEPS[us.index()][from] {
                        if to == NONE {
                            break;
                        }
                        if not_own(to as usize) {
                            try_to!(to as usize);
                        }
                    }
                }
            }
        }
    }

    /// Appends every legal capture of the side to move to `list` (the captures of
    /// [`Position::legal_moves_into`], in the same order).
    pub fn captures_into(&self, list: &mut MoveList) {
        self.generate::<true, _>(!0, |f, t| {
            list.push(Move::new(
                Square::from_index_unchecked(f as u8),
                Square::from_index_unchecked(t as u8),
            ))
        });
    }

    /// Whether the side to move has no legal move (checkmate or stalemate: it has lost).
    pub fn is_lost(&self) -> bool {
        let mut any = false;
        self.generate::<false, _>(!0, |_, _| any = true);
        !any
    }

    /// The legal destinations of the piece on `from` (0 if it is not the mover's).
    pub fn destinations(&self, from: Square) -> u128 {
        let mut mask = 0u128;
        self.generate::<false, _>(from.bit(), |_, t| mask |= 1u128 << t);
        mask
    }

    /// Static exchange evaluation of the capture `m`: what the side to move gains on `m.to` when
    /// both sides go on capturing there with their least valuable attacker, each free to stop,
    /// valued by `values` (by kind; give the general a value above everything else, so a
    /// general capturing onto a defended point is never worth it). Pins are ignored; a cannon's
    /// screens and the horses' legs are taken from the board as it changes. For a quiet move,
    /// what the piece risks on its new point (0 if it is safe there, minus its value if it hangs).
    pub fn exchange(&self, m: Move, values: &[i32; 7]) -> i32 {
        let to = m.to.index();
        let value = |code: u8| values[((code - 1) & 7) as usize];
        let mut b = self.board;
        let mut gain = [0i32; 34];
        gain[0] = if b[to] == EMPTY { 0 } else { value(b[to]) };
        let mut on_to = b[m.from.index()];
        b[to] = on_to;
        b[m.from.index()] = EMPTY;
        let mut side = !self.state.turn;
        let mut d = 0;
        while d + 1 < gain.len() {
            let Some(from) = least_attacker(&b, to, side) else {
                break;
            };
            d += 1;
            gain[d] = value(on_to) - gain[d - 1];
            if (-gain[d - 1]).max(gain[d]) < 0 {
                break;
            }
            on_to = b[from];
            b[to] = on_to;
            b[from] = EMPTY;
            side = !side;
        }
        while d > 0 {
            gain[d - 1] = -(-gain[d - 1]).max(gain[d]);
            d -= 1;
        }
        gain[0]
    }

    /// Whether `kind` of the side to move may go from `m.from` to `m.to` by its way of moving
    /// and what stands in its way, ignoring check.
    fn geometry(&self, kind: PieceKind, m: Move) -> Result<(), IllegalMove> {
        let df = m.to.file() as i8 - m.from.file() as i8;
        let dr = m.to.rank() as i8 - m.from.rank() as i8;
        let (adf, adr) = (df.abs(), dr.abs());
        let occupied = |s: Square| self.board[s.index()] != EMPTY;
        let mid = |a: i8, b: i8| m.from.offset(a, b).unwrap_or(m.from);
        match kind {
            PieceKind::General | PieceKind::Advisor => {
                let step_ok = if kind == PieceKind::General {
                    adf + adr == 1
                } else {
                    adf == 1 && adr == 1
                };
                if !step_ok {
                    return Err(if kind == PieceKind::General {
                        IllegalMove::GeneralStep
                    } else {
                        IllegalMove::AdvisorStep
                    });
                }
                if !m.to.in_palace() {
                    return Err(IllegalMove::LeavesPalace(kind));
                }
            }
            PieceKind::Elephant => {
                if adf != 2 || adr != 2 {
                    return Err(IllegalMove::ElephantStep);
                }
                if !self.state.turn.own_half(m.to.rank()) {
                    return Err(IllegalMove::ElephantRiver);
                }
                let eye = mid(df / 2, dr / 2);
                if occupied(eye) {
                    return Err(IllegalMove::ElephantBlocked(eye));
                }
            }
            PieceKind::Horse => {
                if !((adf == 1 && adr == 2) || (adf == 2 && adr == 1)) {
                    return Err(IllegalMove::HorseStep);
                }
                let leg = if adr == 2 {
                    mid(0, dr / 2)
                } else {
                    mid(df / 2, 0)
                };
                if occupied(leg) {
                    return Err(IllegalMove::HorseBlocked(leg));
                }
            }
            PieceKind::Chariot | PieceKind::Cannon => {
                if df != 0 && dr != 0 {
                    return Err(IllegalMove::NotStraight(kind));
                }
                let (sf, sr) = (df.signum(), dr.signum());
                let mut between = Vec::new();
                let mut cur = mid(sf, sr);
                while cur != m.to {
                    if occupied(cur) {
                        between.push(cur);
                    }
                    cur = cur.offset(sf, sr).unwrap_or(m.to);
                }
                let capture = occupied(m.to);
                if kind == PieceKind::Cannon && capture {
                    if between.is_empty() {
                        return Err(IllegalMove::CannonNeedsScreen);
                    }
                    if between.len() > 1 {
                        return Err(IllegalMove::CannonScreens(between.len() as u8));
                    }
                } else if let Some(&b) = between.first() {
                    return Err(IllegalMove::PathBlocked { kind, square: b });
                }
            }
            PieceKind::Soldier => {
                let fwd = self.state.turn.forward();
                if dr * fwd < 0 {
                    return Err(IllegalMove::SoldierBackward);
                }
                if adf + adr > 1 {
                    return Err(IllegalMove::SoldierStep);
                }
                if adf == 1 && self.state.turn.own_half(m.from.rank()) {
                    return Err(IllegalMove::SoldierSideways);
                }
            }
        }
        Ok(())
    }
}

/// Xiangqi through the games' contract: the position's own moves, and the end checks of
/// `spec/xiangqi.md` ("Legality and the end of the game") on a game record: no legal move
/// (checkmate or stalemate, both lose) first, then repetition (`draw` or `asian`: perpetual
/// check, then perpetual chase, [`super::chase`]), then the no-capture limit.
impl GamePosition for Position {
    type Side = Side;
    type Move = Move;
    type ParseMoveError = ParseMoveError;
    type MoveList = MoveList;
    type Rules = RuleSet;
    type FenError = FenError;
    type IllegalMove = IllegalMove;
    type WinReason = WinReason;
    type MoveText = MoveText;
    type MoveTextError = MoveTextError;

    const NAME: &'static str = "xiangqi";
    const STARTPOS: &'static str = STARTPOS;

    /// The start position of the spec, Red to move.
    fn startpos(rules: RuleSet) -> Position {
        Position::from_fen(STARTPOS, rules).expect("the start position is valid")
    }

    /// Reads a FEN under `rules`: `fen::read`.
    fn from_fen(fen: &str, rules: RuleSet) -> Result<Position, FenError> {
        super::fen::read(fen, rules)
    }

    /// The FEN with all six fields, e.g. [`STARTPOS`]: `fen::write`.
    fn fen(&self) -> String {
        super::fen::write(self)
    }

    #[inline]
    fn state(&self) -> &State<Side, RuleSet> {
        &self.state
    }

    /// Appends every legal move of the side to move to `list`.
    #[inline]
    fn legal_moves_into(&self, list: &mut MoveList) {
        self.generate::<false, _>(!0, |f, t| {
            list.push(Move::new(
                Square::from_index_unchecked(f as u8),
                Square::from_index_unchecked(t as u8),
            ))
        });
    }

    /// The number of legal moves, counted without listing them (perft's leaves).
    #[inline]
    fn count_moves(&self) -> u32 {
        let mut n = 0;
        self.generate::<false, _>(!0, |_, _| n += 1);
        n
    }

    /// Whether the legal move `m` captures.
    #[inline]
    fn is_capture(&self, m: Move) -> bool {
        self.board[m.to.index()] != EMPTY
    }

    /// Whether `m` is legal here.
    fn is_legal(&self, m: Move) -> bool {
        self.destinations(m.from) & m.to.bit() != 0
    }

    /// The position after the legal move `m`.
    #[inline]
    fn play(&self, m: Move) -> Position {
        let mut p = *self;
        p.play_in_place(m);
        p
    }

    /// Plays the legal move `m` on this position (no legality check).
    #[inline(always)]
    fn play_in_place(&mut self, m: Move) {
        let (from, to) = (m.from.index(), m.to.index());
        let us = self.state.turn.index();
        let p = self.board[from];
        let c = self.board[to];
        self.state.hash ^= zobrist::code_key(p, from) ^ zobrist::code_key(p, to);
        if c != EMPTY {
            self.state.hash ^= zobrist::code_key(c, to);
            self.occ[us ^ 1] &= !(1u128 << to);
        }
        self.board[to] = p;
        self.board[from] = EMPTY;
        self.occ[us] ^= (1u128 << from) | (1u128 << to);
        if (p - 1) & 7 == GENERAL {
            self.generals[us] = to as u8;
        }
        self.state.pass_turn(c != EMPTY, zobrist::BLACK_TO_MOVE);
    }

    /// Says why `m` is illegal, or `Ok` if it is legal.
    ///
    /// # Errors
    /// The first [`IllegalMove`] reason that applies: the piece, its way of moving, what blocks
    /// it, then check and the flying-general rule.
    fn check(&self, m: Move) -> Result<(), IllegalMove> {
        let piece = IllegalMove::mover(m.from, self.piece_at(m.from), self.state.turn)?;
        if self.is_legal(m) {
            return Ok(());
        }
        if m.from == m.to {
            return Err(IllegalMove::SameSquare);
        }
        IllegalMove::own_target(m.to, self.piece_at(m.to), self.state.turn)?;
        self.geometry(piece.kind, m)?;
        let mut after = *self;
        after.play_in_place(m);
        Err(if after.generals_face() {
            IllegalMove::GeneralsFace
        } else if self.in_check() {
            IllegalMove::StillInCheck
        } else {
            IllegalMove::LeavesInCheck
        })
    }

    /// Whether the side to move is in check (or faces the other general on an open file).
    #[inline]
    fn in_check(&self) -> bool {
        self.in_check_side(self.state.turn)
    }

    fn game_over() -> IllegalMove {
        IllegalMove::GameOver
    }

    fn read_move(text: &str) -> Result<MoveText, MoveTextError> {
        notation::read_move(text)
    }

    fn resolve_move(&self, text: &MoveText) -> Result<Move, MoveTextError> {
        notation::resolve_move(self, text)
    }

    fn chased(&self, m: Move, after: &Position) -> u128 {
        chase::chased(self, m, after)
    }

    /// The end checks of `spec/xiangqi.md`, in its order (see the `impl`).
    fn decide(game: &Game) -> Option<OutcomeOf<Position>> {
        let p = game.position();
        // 1. no legal move: checkmate or stalemate, the side to move loses either way.
        if p.is_lost() {
            let reason = if p.in_check() {
                WinReason::Checkmate
            } else {
                WinReason::Stalemate
            };
            let winner = !p.side_to_move();
            return Some(Outcome::Win { winner, reason });
        }
        let rules = p.rules();
        // 2. repetition; under the Asian rule a lone perpetual checker loses, then a lone
        // perpetual chaser (a chase answered by a chase is a draw).
        let count = rules.repetition_count as usize;
        if game.repetitions() >= count {
            if rules.repetition == Repetition::Asian {
                if let Some(checker) = game.perpetual_checker(count) {
                    return Some(Outcome::Win {
                        winner: !checker,
                        reason: WinReason::PerpetualCheck,
                    });
                }
                let chaser = match chase::perpetual_chasers(game, count) {
                    [true, false] => Some(Side::Red),
                    [false, true] => Some(Side::Black),
                    _ => None,
                };
                if let Some(chaser) = chaser {
                    return Some(Outcome::Win {
                        winner: !chaser,
                        reason: WinReason::PerpetualChase,
                    });
                }
            }
            return Some(Outcome::Draw {
                reason: DrawReason::Repetition,
            });
        }
        // 3. the no-capture limit.
        game.no_capture_limit(rules.no_capture_draw_plies)
            .then_some(Outcome::Draw {
                reason: DrawReason::NoCaptureLimit,
            })
    }

    /// WXF, `C2.5`: [`notation::wxf`].
    fn move_text(&self, m: Move) -> String {
        notation::wxf(self, m)
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({})", self.fen())
    }
}

impl Position {
    /// The board as text, rank 9 at the top, each piece as `mark` gives it and `.` for an
    /// empty point, with file letters and rank numbers (the [`fmt::Display`] board with
    /// other letters).
    pub fn text_board(&self, mark: impl Fn(Piece) -> char) -> String {
        let mut out = String::new();
        for r in (0..10u8).rev() {
            out.push_str(&format!("{r} "));
            for file in 0..9u8 {
                let c = Square::new(file, r)
                    .and_then(|sq| self.piece_at(sq))
                    .map_or('.', &mark);
                out.push(' ');
                out.push(c);
            }
            out.push('\n');
        }
        out.push_str("   a b c d e f g h i");
        out
    }
}

/// The board as text, rank 9 at the top: FEN letters for pieces, `.` for empty points, with
/// file letters and rank numbers.
impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text_board(Piece::fen_char))
    }
}

/// For tests: a fixed walk of up to `plies` plies from the start position. `pick` sees each
/// position with its legal moves and the ply number, and chooses the move played; the walk
/// stops early where no move is legal.
#[cfg(test)]
pub(crate) fn walk(plies: usize, mut pick: impl FnMut(&Position, &MoveList, usize) -> Move) {
    let mut p = Position::startpos(RuleSet::default());
    for i in 0..plies {
        let moves = p.legal_moves();
        if moves.is_empty() {
            break;
        }
        p = p.play(pick(&p, &moves, i));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_has_44_moves_and_no_check() {
        let p = Position::startpos(RuleSet::default());
        assert_eq!(p.count_moves(), 44);
        assert_eq!(p.legal_moves().len(), 44);
        assert!(!p.in_check());
    }

    #[test]
    fn captures_are_the_capturing_legal_moves() {
        walk(60, |p, all, i| {
            let mut caps = MoveList::new();
            p.captures_into(&mut caps);
            let want: Vec<Move> = all.iter().copied().filter(|m| p.is_capture(*m)).collect();
            assert_eq!(caps.to_vec(), want, "{}", p.fen());
            // Prefer captures to make the walk tactical.
            if caps.is_empty() {
                all[(i * 7 + 3) % all.len()]
            } else {
                caps[0]
            }
        });
    }

    #[test]
    fn gives_check_agrees_with_playing_the_move() {
        // Walks of varied games, every legal move of every position tested.
        let mut checks = 0;
        for seed in 1..=60u64 {
            let mut p = Position::startpos(RuleSet::default());
            let mut x = seed;
            for _ in 0..200 {
                let all = p.legal_moves();
                if all.is_empty() {
                    break;
                }
                for &m in all.iter() {
                    let want = p.play(m).in_check();
                    checks += usize::from(want);
                    assert_eq!(p.gives_check(m), want, "{} {m}", p.fen());
                }
                x = x
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                p = p.play(all[(x >> 33) as usize % all.len()]);
            }
        }
        assert!(checks > 100, "{checks} checking moves seen");
        // Rare in a walk, so set up: the soldier on f8 steps off the leg of the horse on f7,
        // which then checks the general on e9 (so does the soldier stepping to f9, beside the
        // general); the general stepping to d1 does not.
        let p = Position::from_fen("4k4/5P3/5N3/9/9/9/9/9/9/3K5 w - - 0 1", RuleSet::default())
            .unwrap();
        let mv = |t: &str| t.parse::<Move>().unwrap();
        assert!(!p.in_check_side(Side::Black));
        assert!(p.gives_check(mv("f8g8")));
        assert!(p.play(mv("f8g8")).in_check());
        assert!(p.gives_check(mv("f8f9")));
        assert!(!p.gives_check(mv("d0d1")));
    }

    #[test]
    fn exchange_counts_defenders_screens_and_legs() {
        const V: [i32; 7] = [10_000, 200, 200, 400, 900, 450, 100];
        let ex = |fen: &str, m: &str| {
            let p = Position::from_fen(fen, RuleSet::default()).unwrap();
            let m: Move = m.parse().unwrap();
            assert!(p.is_legal(m), "{m} in {fen}");
            p.exchange(m, &V)
        };
        // A chariot takes a soldier that a horse defends: soldier for chariot.
        assert_eq!(
            ex("4k4/9/9/6n2/4p4/9/9/9/9/4RK3 w - - 0 1", "e0e5"),
            100 - 900
        );
        // The same soldier undefended (the horse's leg is blocked).
        assert_eq!(ex("4k4/9/9/5nn2/4p4/9/9/9/9/4RK3 w - - 0 1", "e0e5"), 100);
        // A cannon takes a horse a chariot defends: horse for cannon.
        assert_eq!(
            ex("3k5/9/9/4r4/4n4/9/4P4/4C4/9/5K3 w - - 0 1", "e2e5"),
            400 - 450
        );
        // A chariot takes a horse a chariot defends; the cannon behind it recaptures once the
        // chariot has left (its screen is then the advisor alone), so Black does not take.
        assert_eq!(ex("3kr4/9/9/9/4n4/9/9/4R4/4A4/4CK3 w - - 0 1", "e2e5"), 400);
        // Without the advisor the cannon has no screen: the chariot is lost for the horse.
        assert_eq!(
            ex("3kr4/9/9/9/4n4/9/9/4R4/9/4CK3 w - - 0 1", "e2e5"),
            400 - 900
        );
        // Quiet moves: the chariot steps next to the horse's reach, or out of it.
        assert_eq!(ex("3k5/9/9/6n2/9/9/9/9/9/4RK3 w - - 0 1", "e0e5"), -900);
        assert_eq!(ex("3k5/9/9/6n2/9/9/9/9/9/4RK3 w - - 0 1", "e0e4"), 0);
    }
}
