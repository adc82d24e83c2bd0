//! The part of a position every game keeps alike: the side to move, the two counters, the
//! Zobrist hash and the rules in force ([`State`]). Each game's `Position` holds one next to its
//! placement; [`GamePosition`](super::contract::GamePosition) reads it through `state()`, so
//! `side_to_move`, `move_number`, `plies_since_capture`, `hash` and `rules` are written once,
//! in the contract.

use super::contract::GameSide;

/// The side to move, the counters, the Zobrist hash and the rules of a position of side type
/// `S` and rules `R`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct State<S, R> {
    /// The side to move.
    pub turn: S,
    /// Plies played since the last capture (the no-capture counter, the FEN's half-move clock).
    pub plies_since_capture: u16,
    /// The move number: 1 at the start, +1 after each move of the second side.
    pub move_number: u16,
    /// The Zobrist hash of the placement and side to move (not the counters): equal for the
    /// "same position" of the repetition rule. The game's `play` keeps it up to date.
    pub hash: u64,
    /// The rules the position is played under.
    pub rules: R,
}

impl<S: GameSide, R> State<S, R> {
    /// The state of an empty board under `rules`: the first side to move, counters `0 1`,
    /// hash 0 (each piece put adds its key).
    pub const fn new(rules: R) -> State<S, R> {
        State {
            turn: S::FIRST,
            plies_since_capture: 0,
            move_number: 1,
            hash: 0,
            rules,
        }
    }

    /// Makes `side` the side to move; when that changes the side, `second_to_move` (the game's
    /// Zobrist key of the second side to move) is toggled in the hash.
    pub fn set_turn(&mut self, side: S, second_to_move: u64) {
        if self.turn != side {
            self.hash ^= second_to_move;
            self.turn = side;
        }
    }

    /// Hands the move to the other side after a move (`capture` says whether it took a
    /// piece): the no-capture counter restarts or grows, the move number grows after the second
    /// side's move, and `second_to_move` is toggled in the hash. The game's `play` updates the
    /// hash for the pieces itself.
    #[inline]
    pub fn pass_turn(&mut self, capture: bool, second_to_move: u64) {
        self.plies_since_capture = if capture {
            0
        } else {
            self.plies_since_capture.saturating_add(1)
        };
        if self.turn != S::FIRST {
            self.move_number = self.move_number.saturating_add(1);
        }
        self.turn = !self.turn;
        self.hash ^= second_to_move;
    }
}
