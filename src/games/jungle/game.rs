//! A game in progress: start position, moves, repetition history and the outcome, with the end
//! checks in the order of `spec/jungle.md` ("End of the game").

use super::moves::Move;
use super::outcome::{DrawReason, Outcome, WinReason};
use super::piece::Side;
use super::position::{IllegalMove, Position};

/// A game record that applies moves and finds the outcome after each one.
#[derive(Clone, Debug)]
pub struct Game {
    start: Position,
    moves: Vec<Move>,
    position: Position,
    /// Hash of every position so far, the start included (for repetition).
    hashes: Vec<u64>,
    outcome: Option<Outcome>,
}

impl Game {
    /// A game from `start`. If `start` is already decided on the board (den taken, no pieces, no
    /// legal moves), the outcome is set at once.
    pub fn new(start: Position) -> Game {
        let mut g = Game {
            start,
            moves: Vec::new(),
            position: start,
            hashes: vec![start.hash()],
            outcome: None,
        };
        g.outcome = g.board_outcome();
        g
    }

    /// Replays `moves` from `start`.
    ///
    /// # Errors
    /// The index of the first illegal move and why it is illegal.
    pub fn replay(start: Position, moves: &[Move]) -> Result<Game, (usize, IllegalMove)> {
        let mut g = Game::new(start);
        for (i, m) in moves.iter().enumerate() {
            g.play(*m).map_err(|e| (i, e))?;
        }
        Ok(g)
    }

    /// The position now.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The start position.
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The moves played, in order.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The result, once the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// How many times the current position has occurred (1 the first time).
    pub fn repetitions(&self) -> usize {
        let h = self.position.hash();
        self.hashes.iter().filter(|x| **x == h).count()
    }

    fn board_outcome(&self) -> Option<Outcome> {
        let p = &self.position;
        let mover = !p.side_to_move();
        // 1. den, 2. no pieces left: both found by `board_winner`; a den entry ranks first.
        if let Some(w) = p.board_winner() {
            let den_taken = p.occupied(w) & super::bitboard::den(!w).bit() != 0;
            return Some(Outcome::Win {
                winner: w,
                reason: if den_taken {
                    WinReason::Den
                } else {
                    WinReason::NoPiecesLeft
                },
            });
        }
        let rules = p.rules();
        // 3. repetition.
        if rules.repetition_draw > 0 && self.repetitions() >= rules.repetition_draw as usize {
            return Some(Outcome::Draw {
                reason: DrawReason::Repetition,
            });
        }
        // 4. no-capture limit.
        if rules.no_capture_draw_plies > 0 && p.plies_since_capture() >= rules.no_capture_draw_plies
        {
            return Some(Outcome::Draw {
                reason: DrawReason::NoCaptureLimit,
            });
        }
        // 5. no legal move: the side to move loses.
        if p.count_moves() == 0 {
            return Some(Outcome::Win {
                winner: mover,
                reason: WinReason::NoLegalMoves,
            });
        }
        None
    }

    /// Plays `m` and returns the outcome if the game ended with it.
    ///
    /// # Errors
    /// Why the move is illegal (or [`IllegalMove::GameOver`]); the game is unchanged.
    pub fn play(&mut self, m: Move) -> Result<Option<Outcome>, IllegalMove> {
        if self.outcome.is_some() {
            return Err(IllegalMove::GameOver);
        }
        self.position.check(m)?;
        self.position.play_in_place(m);
        self.moves.push(m);
        self.hashes.push(self.position.hash());
        self.outcome = self.board_outcome();
        Ok(self.outcome)
    }

    /// Ends the game by `loser`'s resignation (ignored if already over).
    pub fn resign(&mut self, loser: Side) {
        self.end(Outcome::Win {
            winner: !loser,
            reason: WinReason::Resignation,
        });
    }

    /// Ends the game as lost on time by `loser` (ignored if already over).
    pub fn lose_on_time(&mut self, loser: Side) {
        self.end(Outcome::Win {
            winner: !loser,
            reason: WinReason::Time,
        });
    }

    /// Ends the game as an agreed draw (ignored if already over).
    pub fn agree_draw(&mut self) {
        self.end(Outcome::Draw {
            reason: DrawReason::Agreement,
        });
    }

    fn end(&mut self, o: Outcome) {
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
        let mut g = Game::new(self.start);
        for m in &self.moves[..keep] {
            g.position.play_in_place(*m);
            g.moves.push(*m);
            g.hashes.push(g.position.hash());
        }
        g.outcome = g.board_outcome();
        *self = g;
        true
    }
}
