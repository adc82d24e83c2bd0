//! The one game record of every game: the start position, the moves, the hash of every
//! position (for repetition), whether each move gave check (for perpetual-check rules), which
//! pieces each move chased (for perpetual-chase rules) and the outcome. Each game says when its game is over ([`GamePosition::decide`]); the record, the
//! players' endings and takebacks are written here once.

use super::contract::{GamePosition, GameSide, OutcomeOf};
use super::outcome::{DrawReason, Outcome, WinReason};

/// A game record that applies moves and finds the outcome after each one.
#[derive(Clone, Debug)]
pub struct History<P: GamePosition> {
    start: P,
    moves: Vec<P::Move>,
    position: P,
    /// Hash of every position so far, the start included.
    hashes: Vec<u64>,
    /// Whether the side to move was in check after each move.
    checks: Vec<bool>,
    /// What each move chased ([`GamePosition::chased`]): the opponent's pieces it attacked.
    chases: Vec<u128>,
    outcome: Option<OutcomeOf<P>>,
}

impl<P: GamePosition> History<P> {
    /// A game from `start`. If `start` is already decided on the board (e.g. no legal move),
    /// the outcome is set at once.
    pub fn new(start: P) -> History<P> {
        let mut g = History {
            start,
            moves: Vec::new(),
            position: start,
            hashes: vec![start.hash()],
            checks: Vec::new(),
            chases: Vec::new(),
            outcome: None,
        };
        g.outcome = P::decide(&g);
        g
    }

    /// Replays `moves` from `start`.
    ///
    /// # Errors
    /// The index of the first illegal move and why it is illegal.
    pub fn replay(start: P, moves: &[P::Move]) -> Result<History<P>, (usize, P::IllegalMove)> {
        let mut g = History::new(start);
        for (i, m) in moves.iter().enumerate() {
            g.play(*m).map_err(|e| (i, e))?;
        }
        Ok(g)
    }

    /// The position now.
    pub fn position(&self) -> &P {
        &self.position
    }

    /// The start position.
    pub fn start(&self) -> &P {
        &self.start
    }

    /// The moves played, in order.
    pub fn moves(&self) -> &[P::Move] {
        &self.moves
    }

    /// The Zobrist hash of every position from the start to the current one, both included:
    /// the repetition history a search needs.
    pub fn hashes(&self) -> &[u64] {
        &self.hashes
    }

    /// For each move, whether it gave check.
    pub fn checks(&self) -> &[bool] {
        &self.checks
    }

    /// For each move, the points (bit = square index, after the move) of the opponent's pieces
    /// it chased, as the game's [`GamePosition::chased`] defines it (0 in games and rules
    /// without a chase rule).
    pub fn chases(&self) -> &[u128] {
        &self.chases
    }

    /// The result, once the game is over.
    pub fn outcome(&self) -> Option<OutcomeOf<P>> {
        self.outcome
    }

    /// How many times the current position has occurred (1 the first time).
    pub fn repetitions(&self) -> usize {
        let h = self.position.hash();
        self.hashes.iter().filter(|x| **x == h).count()
    }

    /// How many times the position after the legal move `m` would then have occurred (1 for
    /// a new position).
    pub fn occurrences_after(&self, m: P::Move) -> usize {
        let h = self.position.play(m).hash();
        1 + self.hashes.iter().filter(|x| **x == h).count()
    }

    /// Whether the no-capture counter of the current position has reached `limit` (0 = off).
    pub fn no_capture_limit(&self, limit: u16) -> bool {
        limit > 0 && self.position.plies_since_capture() >= limit
    }

    /// The side that played move `i` (0-based).
    pub fn mover(&self, i: usize) -> P::Side {
        let first = self.start.side_to_move();
        if i.is_multiple_of(2) { first } else { !first }
    }

    /// The index of the first move of the repeated cycle: the moves since the first of the last
    /// `count` occurrences of the current position, or `None` if it has occurred fewer than
    /// `count` times. The stretch the Asian perpetual-check and perpetual-chase rules judge.
    pub fn cycle_start(&self, count: usize) -> Option<usize> {
        let h = self.position.hash();
        let occurrences: Vec<usize> = (0..self.hashes.len())
            .filter(|i| self.hashes[*i] == h)
            .collect();
        if count == 0 || occurrences.len() < count {
            return None;
        }
        Some(occurrences[occurrences.len() - count])
    }

    /// The side that gave check with every one of its moves since the first of the last
    /// `count` occurrences of the current position, if exactly one side did (the Asian
    /// perpetual-check rule).
    pub fn perpetual_checker(&self, count: usize) -> Option<P::Side> {
        let first = self.cycle_start(count)?;
        let mut always = [true, true];
        for i in first..self.moves.len() {
            if !self.checks[i] {
                always[self.mover(i).index()] = false;
            }
        }
        match always {
            [true, false] => Some(P::Side::FIRST),
            [false, true] => Some(!P::Side::FIRST),
            _ => None,
        }
    }

    /// Plays `m` and returns the outcome if the game ended with it.
    ///
    /// # Errors
    /// Why the move is illegal (or that the game is over); the game is unchanged.
    pub fn play(&mut self, m: P::Move) -> Result<Option<OutcomeOf<P>>, P::IllegalMove> {
        if self.outcome.is_some() {
            return Err(P::game_over());
        }
        self.position.check(m)?;
        P::forbidden(self, m)?;
        self.push(m);
        self.outcome = P::decide(self);
        Ok(self.outcome)
    }

    /// Records the legal move `m` without deciding the outcome.
    pub(crate) fn push(&mut self, m: P::Move) {
        let before = self.position;
        self.position.play_in_place(m);
        self.moves.push(m);
        self.hashes.push(self.position.hash());
        self.checks.push(self.position.in_check());
        self.chases.push(before.chased(m, &self.position));
    }

    /// The check flags, for tests that set them by hand.
    #[cfg(test)]
    pub(crate) fn checks_mut(&mut self) -> &mut [bool] {
        &mut self.checks
    }

    /// Ends the game by `loser`'s resignation (ignored if already over).
    pub fn resign(&mut self, loser: P::Side) {
        self.end(Outcome::Win {
            winner: !loser,
            reason: P::WinReason::RESIGNATION,
        });
    }

    /// Ends the game as lost on time by `loser` (ignored if already over).
    pub fn lose_on_time(&mut self, loser: P::Side) {
        self.end(Outcome::Win {
            winner: !loser,
            reason: P::WinReason::TIME,
        });
    }

    /// Ends the game as an agreed draw (ignored if already over).
    pub fn agree_draw(&mut self) {
        self.end(Outcome::Draw {
            reason: DrawReason::Agreement,
        });
    }

    fn end(&mut self, o: OutcomeOf<P>) {
        if self.outcome.is_none() {
            self.outcome = Some(o);
        }
    }

    /// Takes back the last `n` plies (and clears a board outcome). Returns `false` and changes
    /// nothing if fewer than `n` plies were played.
    pub fn undo(&mut self, n: usize) -> bool {
        if n > self.moves.len() {
            return false;
        }
        let keep = self.moves.len() - n;
        let mut g = History::new(self.start);
        for m in &self.moves[..keep] {
            g.push(*m);
        }
        g.outcome = P::decide(&g);
        *self = g;
        true
    }
}
