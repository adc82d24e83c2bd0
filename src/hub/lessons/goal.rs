//! What a stage asks ([`Goal`]), who answers the learner ([`Opponent`]), and the rules
//! questions both need: whether a move meets a goal, whether a move loses at once, and the
//! opponent's pass of the piece drills.

use crate::games::any::{Game, GameKind, Move, Outcome, Position, Side};
use crate::text::Message;

/// A stage's goal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Goal {
    /// Move a piece onto this square (`reach`, `square = "c5"`).
    Reach(String),
    /// Capture on this square (`capture`, `square = "c5"`).
    Capture(String),
    /// Enter the opponent's den (`den`, Jungle).
    Den,
    /// Win the game on the board, any way (`win`).
    Win,
    /// Win within this many of the learner's moves against the engine's defence (`mate`,
    /// `moves = 2`): checkmate (or stalemate) in Xiangqi, any win in Jungle.
    Mate(u32),
    /// Find the only move after which the opponent cannot win at once (`only-move`).
    OnlyMove,
}

/// Who plays the opponent's moves of a stage.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Opponent {
    /// The replies written in the solution.
    Solution,
    /// Nobody: after each learner's move the learner moves again (piece drills).
    Pass,
    /// The engine's defence (the `mate` goal).
    Engine,
}

impl Goal {
    /// The goal of the file's `goal`, `square` and `moves` fields.
    ///
    /// # Errors
    /// An unknown kind, a missing or extra square or count, a square off the board.
    pub fn read(
        kind: GameKind,
        goal: &str,
        square: Option<&str>,
        moves: Option<u32>,
    ) -> Result<Goal, String> {
        let sq = |s: Option<&str>| -> Result<String, String> {
            let s = s.ok_or_else(|| format!("goal `{goal}` needs `square = \"c5\"`"))?;
            on_board(kind, s)
                .then(|| s.to_ascii_lowercase())
                .ok_or_else(|| format!("square `{s}` is not on the {} board", kind.title()))
        };
        let goal_read = match goal {
            "reach" => Goal::Reach(sq(square)?),
            "capture" => Goal::Capture(sq(square)?),
            "den" if kind == GameKind::Jungle => Goal::Den,
            "win" => Goal::Win,
            "mate" => match moves {
                Some(n @ 1..=5) => Goal::Mate(n),
                _ => return Err("goal `mate` needs `moves = N`, from 1 to 5".into()),
            },
            "only-move" => Goal::OnlyMove,
            _ => {
                return Err(format!(
                    "goal `{goal}`: use reach, capture, {}win, mate or only-move",
                    if kind == GameKind::Jungle {
                        "den, "
                    } else {
                        ""
                    }
                ));
            }
        };
        let wants_square = matches!(goal_read, Goal::Reach(_) | Goal::Capture(_));
        if square.is_some() && !wants_square {
            return Err(format!("goal `{goal}` takes no `square`"));
        }
        if moves.is_some() && !matches!(goal_read, Goal::Mate(_)) {
            return Err(format!("goal `{goal}` takes no `moves`"));
        }
        Ok(goal_read)
    }

    /// The goal in words (`lesson-goal-*`), e.g. "Goal: reach c5.".
    pub fn message(&self) -> Message {
        match self {
            Goal::Reach(sq) => Message::new("lesson-goal-reach").str("square", sq),
            Goal::Capture(sq) => Message::new("lesson-goal-capture").str("square", sq),
            Goal::Den => Message::new("lesson-goal-den"),
            Goal::Win => Message::new("lesson-goal-win"),
            Goal::Mate(n) => Message::new("lesson-goal-mate").num("moves", i64::from(*n)),
            Goal::OnlyMove => Message::new("lesson-goal-only-move"),
        }
    }

    /// The kind as the file writes it: `reach`, `capture`, `den`, `win`, `mate`, `only-move`.
    pub fn code(&self) -> &'static str {
        match self {
            Goal::Reach(_) => "reach",
            Goal::Capture(_) => "capture",
            Goal::Den => "den",
            Goal::Win => "win",
            Goal::Mate(_) => "mate",
            Goal::OnlyMove => "only-move",
        }
    }

    /// The goal's square, for reach and capture.
    pub fn square(&self) -> Option<&str> {
        match self {
            Goal::Reach(s) | Goal::Capture(s) => Some(s),
            _ => None,
        }
    }
}

/// Whether `s` names a square of `kind`'s board (Jungle `a1`–`g9`, Xiangqi `a0`–`i9`).
fn on_board(kind: GameKind, s: &str) -> bool {
    let (files, ranks) = match kind {
        GameKind::Jungle => ('a'..='g', '1'..='9'),
        GameKind::Xiangqi => ('a'..='i', '0'..='9'),
    };
    let mut c = s.chars().map(|c| c.to_ascii_lowercase());
    matches!((c.next(), c.next(), c.next()), (Some(f), Some(r), None) if files.contains(&f) && ranks.contains(&r))
}

/// Whether the learner's move `m`, played in `before` and ending the game with `outcome`,
/// meets `goal`.
pub fn achieved(
    goal: &Goal,
    before: &Position,
    m: Move,
    outcome: Option<Outcome>,
    learner: Side,
) -> bool {
    let to = m.squares().1;
    let won = outcome.is_some_and(|o| o.winner() == Some(learner));
    match goal {
        Goal::Reach(sq) => to == *sq,
        Goal::Capture(sq) => to == *sq && before.is_capture(m),
        Goal::Den => won && outcome.is_some_and(|o| o.reason_code() == "den"),
        Goal::Win | Goal::Mate(_) => won,
        Goal::OnlyMove => {
            winning_reply(before, m).is_none()
                && before
                    .legal_moves()
                    .into_iter()
                    .filter(|x| *x != m)
                    .all(|x| winning_reply(before, x).is_some())
        }
    }
}

/// The opponent's reply that wins at once after the legal move `m` in `pos` (den entry, the
/// last piece taken, checkmate or stalemate), if there is one; `None` also when `m` itself
/// ends the game.
pub fn winning_reply(pos: &Position, m: Move) -> Option<Move> {
    let mut game = Game::new(*pos);
    if game.play(m).ok()?.is_some() {
        return None;
    }
    let opponent = game.position().side_to_move();
    game.allowed_moves().into_iter().find(|r| {
        let mut g = game.clone();
        matches!(g.play(*r), Ok(Some(o)) if o.winner() == Some(opponent))
    })
}

/// `pos` with the other side to move (the opponent passed), or `None` if that is no legal
/// position (its FEN is refused).
pub fn pass_turn(pos: &Position) -> Option<Position> {
    let fen = pos.fen();
    let mut fields: Vec<&str> = fen.split_whitespace().collect();
    let side = fields.get_mut(1)?;
    *side = match *side {
        "w" | "r" => "b",
        _ => "w",
    };
    Position::from_fen(&fields.join(" "), pos.rules()).ok()
}
