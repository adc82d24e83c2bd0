//! A learner's try at one stage ([`StageRun`]): moves in, the rules' verdict and the stage's
//! answer out ([`Attempt`]). A move the rules refuse or a legal move that misses the goal is
//! explained (the rules' own reason, or why it misses, plus the stage's hint) and the stage
//! starts again; a text that is no move changes nothing.

use super::content::Stage;
use super::defence::defence;
use super::goal::{Goal, Opponent, achieved, pass_turn, winning_reply};
use crate::games::any::{self, Game, Move, Position, Side};
use crate::hub::games;
use crate::hub::review::outcome_message;
use crate::text::{Arg, Message, msg};

/// What became of a learner's move.
#[derive(Clone, Debug, PartialEq)]
pub enum Attempt {
    /// The text is no move (a typo, an unknown word): why, and nothing changed.
    Unreadable(Message),
    /// The rules refuse the move: their reason, the hint; the stage started again.
    Illegal {
        /// The rules' own reason (the hub's illegal-move message).
        reason: Message,
        /// The stage's hint.
        hint: Message,
    },
    /// A legal move that misses the goal: why, the hint; the stage started again.
    Missed {
        /// Why it misses (`lesson-missed-*`).
        why: Message,
        /// The stage's hint.
        hint: Message,
    },
    /// The stage goes on; the opponent's reply, if it moved (none in piece drills).
    Continue {
        /// The reply played, in canonical coordinates.
        reply: Option<Move>,
    },
    /// The goal is reached.
    Solved {
        /// 1 to 3 ([`stars`]).
        stars: u8,
        /// The learner's moves it took.
        moves: usize,
    },
}

/// The stars for a stage solved in `moves` of the learner's moves when its solution takes
/// `best`: 3 for `best` or fewer, 2 for up to two more, else 1 (lichess's Learn scores the
/// same way: full marks for the shortest way, fewer for longer).
pub fn stars(best: usize, moves: usize) -> u8 {
    if moves <= best {
        3
    } else if moves <= best + 2 {
        2
    } else {
        1
    }
}

/// The most learner's moves a piece drill or a `mate` stage allows before it counts as missed:
/// the goal's count for `mate`, else twice the solution and one.
fn move_limit(stage: &Stage) -> usize {
    match stage.goal {
        Goal::Mate(n) => n as usize,
        _ => 2 * stage.best() + 1,
    }
}

/// One learner's try at a stage: the game since the stage started.
#[derive(Clone, Debug)]
pub struct StageRun {
    stage: &'static Stage,
    game: Game,
    learner: Side,
    /// The learner's moves so far.
    played: usize,
}

impl StageRun {
    /// The stage from its start.
    pub fn new(stage: &'static Stage) -> StageRun {
        let game = stage.start();
        StageRun {
            stage,
            learner: game.position().side_to_move(),
            game,
            played: 0,
        }
    }

    /// The stage.
    pub fn stage(&self) -> &'static Stage {
        self.stage
    }

    /// The position the learner moves in.
    pub fn position(&self) -> Position {
        self.game.position()
    }

    /// The game since the stage started (its moves, for menus and replies).
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The learner's side.
    pub fn learner(&self) -> Side {
        self.learner
    }

    /// The learner's moves so far.
    pub fn played(&self) -> usize {
        self.played
    }

    /// The stage's instruction.
    pub fn instruction(&self) -> Message {
        Message::new(&self.stage.instruction)
    }

    /// The stage's hint.
    pub fn hint(&self) -> Message {
        Message::new(&self.stage.hint)
    }

    fn restart(&mut self) {
        *self = StageRun::new(self.stage);
    }

    /// Plays a move typed as in a game (`rat c3 c4`, `c3c4`, `h2e2`, `C2.5`, `炮二平五`).
    pub fn play_text(&mut self, text: &str) -> Attempt {
        match self.position().parse_move(text) {
            Ok(m) => self.play(m),
            Err(e) if is_illegal(&e) => {
                self.restart();
                Attempt::Illegal {
                    reason: games::move_text_error(&e),
                    hint: self.hint(),
                }
            }
            Err(e) => Attempt::Unreadable(games::move_text_error(&e)),
        }
    }

    /// Plays the learner's move `m` (in canonical coordinates, e.g. from a menu), then the
    /// opponent's reply.
    pub fn play(&mut self, m: Move) -> Attempt {
        let before = self.position();
        let outcome = match self.game.play(m) {
            Ok(o) => o,
            Err(e) => {
                self.restart();
                return Attempt::Illegal {
                    reason: games::illegal_move(&e),
                    hint: self.hint(),
                };
            }
        };
        let line = 2 * self.played;
        self.played += 1;
        if achieved(&self.stage.goal, &before, m, outcome, self.learner) {
            return Attempt::Solved {
                stars: stars(self.stage.best(), self.played),
                moves: self.played,
            };
        }
        if let Some(o) = outcome {
            return self.missed(ended(o));
        }
        if self.stage.opponent != Opponent::Pass
            && let Some(r) = winning_reply(&before, m)
        {
            let after = before.play(m);
            return self.missed(msg("lesson-missed-loses").str("move", after.move_text(r)));
        }
        let on_line = self.stage.solution.get(line) == Some(&m);
        match self.stage.opponent {
            Opponent::Solution if on_line => match self.stage.solution.get(line + 1) {
                Some(r) => self.reply(*r),
                None => self.missed(msg("lesson-missed-line")),
            },
            // A one-move stage or an only move: any other move misses it.
            Opponent::Solution if self.stage.goal == Goal::OnlyMove || self.stage.best() == 1 => {
                self.missed(msg("lesson-missed-line"))
            }
            _ if self.played >= move_limit(self.stage) => {
                let why = msg("lesson-missed-moves").num("moves", self.played as i64);
                self.missed(why)
            }
            Opponent::Pass => match pass_turn(&self.position()) {
                Some(p) => {
                    self.game = Game::new(p);
                    Attempt::Continue { reply: None }
                }
                None => self.missed(msg("lesson-missed-line")),
            },
            // Off the solution's line: its reply if it is still legal, else the engine's.
            Opponent::Solution => match self.stage.solution.get(line + 1) {
                Some(r) if self.position().is_legal(*r) => self.reply(*r),
                _ => self.engine_reply(),
            },
            Opponent::Engine => self.engine_reply(),
        }
    }

    /// The engine's defence, searching as deep as the learner's moves left.
    fn engine_reply(&mut self) -> Attempt {
        let left = move_limit(self.stage).saturating_sub(self.played).max(1) as u32;
        match defence(&self.game, left) {
            Some(r) => self.reply(r),
            None => self.missed(msg("lesson-missed-line")),
        }
    }

    /// Plays the opponent's reply `r`; a reply that ends the game misses the stage.
    fn reply(&mut self, r: Move) -> Attempt {
        match self.game.play(r) {
            Ok(None) => Attempt::Continue { reply: Some(r) },
            Ok(Some(o)) => self.missed(ended(o)),
            Err(_) => self.missed(msg("lesson-missed-line")),
        }
    }

    fn missed(&mut self, why: Message) -> Attempt {
        self.restart();
        Attempt::Missed {
            why,
            hint: self.hint(),
        }
    }
}

/// Whether a move text was read but the rules refuse the move.
fn is_illegal(e: &any::MoveTextError) -> bool {
    use crate::games::{jungle, xiangqi};
    matches!(
        e,
        any::MoveTextError::Jungle(jungle::MoveTextError::Illegal(_))
            | any::MoveTextError::Xiangqi(xiangqi::MoveTextError::Illegal(_))
    )
}

/// `lesson-missed-ended`: the game ended without the goal, and how.
fn ended(o: any::Outcome) -> Message {
    let reason = match outcome_message(o, &[String::new(), String::new()]).arg("reason") {
        Some(Arg::Msg(m)) => (**m).clone(),
        _ => msg("reason-unknown"),
    };
    msg("lesson-missed-ended").msg("reason", reason)
}
