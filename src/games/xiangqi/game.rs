//! A game in progress: start position, moves, repetition history and the outcome, with the end
//! checks of `spec/xiangqi.md` ("Legality and the end of the game"): no legal move (checkmate or
//! stalemate, both lose) first, then repetition (`draw` or `asian`), then the no-capture limit.

use super::moves::Move;
use super::outcome::{DrawReason, Outcome, WinReason};
use super::piece::Side;
use super::position::{IllegalMove, Position};
use super::rules::Repetition;

/// A game record that applies moves and finds the outcome after each one.
#[derive(Clone, Debug)]
pub struct Game {
    start: Position,
    moves: Vec<Move>,
    position: Position,
    /// Hash of every position so far, the start included (for repetition).
    hashes: Vec<u64>,
    /// Whether each move gave check (for the Asian perpetual-check rule).
    checks: Vec<bool>,
    outcome: Option<Outcome>,
}

impl Game {
    /// A game from `start`. If the side to move has no legal move, the outcome is set at once.
    pub fn new(start: Position) -> Game {
        let mut g = Game {
            start,
            moves: Vec::new(),
            position: start,
            hashes: vec![start.hash()],
            checks: Vec::new(),
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

    /// The side that played move `i` (0-based) of this game.
    fn mover(&self, i: usize) -> Side {
        if i.is_multiple_of(2) {
            self.start.side_to_move()
        } else {
            !self.start.side_to_move()
        }
    }

    /// Under the Asian rule: the side that gave check with every one of its moves since the
    /// first of the repeated occurrences, if exactly one side did.
    fn perpetual_checker(&self, count: usize) -> Option<Side> {
        let h = self.position.hash();
        let occurrences: Vec<usize> = self
            .hashes
            .iter()
            .enumerate()
            .filter(|(_, x)| **x == h)
            .map(|(i, _)| i)
            .collect();
        let first = occurrences[occurrences.len().saturating_sub(count)];
        let mut always = [true, true];
        for i in first..self.moves.len() {
            if !self.checks[i] {
                always[self.mover(i).index()] = false;
            }
        }
        match always {
            [true, false] => Some(Side::Red),
            [false, true] => Some(Side::Black),
            _ => None,
        }
    }

    fn board_outcome(&self) -> Option<Outcome> {
        let p = &self.position;
        // 1. no legal move: checkmate or stalemate, the side to move loses either way.
        if p.is_lost() {
            return Some(Outcome::Win {
                winner: !p.side_to_move(),
                reason: if p.in_check() {
                    WinReason::Checkmate
                } else {
                    WinReason::Stalemate
                },
            });
        }
        let rules = p.rules();
        // 2. repetition.
        let count = rules.repetition_count as usize;
        if self.repetitions() >= count {
            if rules.repetition == Repetition::Asian
                && let Some(checker) = self.perpetual_checker(count)
            {
                return Some(Outcome::Win {
                    winner: !checker,
                    reason: WinReason::PerpetualCheck,
                });
            }
            return Some(Outcome::Draw {
                reason: DrawReason::Repetition,
            });
        }
        // 3. no-capture limit.
        if rules.no_capture_draw_plies > 0 && p.plies_since_capture() >= rules.no_capture_draw_plies
        {
            return Some(Outcome::Draw {
                reason: DrawReason::NoCaptureLimit,
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
        self.push(m);
        self.outcome = self.board_outcome();
        Ok(self.outcome)
    }

    fn push(&mut self, m: Move) {
        self.position.play_in_place(m);
        self.moves.push(m);
        self.hashes.push(self.position.hash());
        self.checks.push(self.position.in_check());
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
            g.push(*m);
        }
        g.outcome = g.board_outcome();
        *self = g;
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::xiangqi::RuleSet;

    /// The Asian decision reads only which moves gave check, so the flags of a quiet repetition
    /// are set by hand to cover the cases a real game rarely shows.
    #[test]
    fn asian_decision_by_who_checked() {
        let rules: RuleSet = "repetition=asian".parse().unwrap();
        let shuffle = ["h0g2", "h9g7", "g2h0", "g7h9"];
        let mut g = Game::new(Position::startpos(rules));
        for i in 0..8 {
            g.push(shuffle[i % 4].parse().unwrap());
        }
        assert_eq!(g.repetitions(), 3);
        // Both sides checked with every move: a draw.
        g.checks.iter_mut().for_each(|c| *c = true);
        assert_eq!(
            g.board_outcome(),
            Some(Outcome::Draw {
                reason: DrawReason::Repetition
            })
        );
        // Only Black did: Black loses.
        for (i, c) in g.checks.iter_mut().enumerate() {
            *c = i % 2 == 1;
        }
        assert_eq!(
            g.board_outcome(),
            Some(Outcome::Win {
                winner: Side::Red,
                reason: WinReason::PerpetualCheck
            })
        );
        // One quiet Black move inside the repeated stretch: no perpetual check, a draw.
        g.checks[3] = false;
        assert_eq!(
            g.board_outcome(),
            Some(Outcome::Draw {
                reason: DrawReason::Repetition
            })
        );
    }
}
