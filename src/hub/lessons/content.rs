//! The lessons as data: one TOML file a game (`assets/lessons/<game>.toml`, embedded), read
//! into a [`Course`] and checked whole when loaded: every position is a legal FEN of the game,
//! every rules preset exists, every solution is legal from its position and meets its goal,
//! and the goal is not met before the first move. A bad file is a [`ContentError`] that names
//! the lesson and the stage.
//!
//! The file's shape (one `[[lesson]]` table a lesson, in the order a beginner takes them):
//!
//! ```toml
//! [[lesson]]
//! id = "rat"                         # unique in the file
//! title = "lesson-jungle-rat"        # Fluent id (locales/<tag>/lessons.ftl)
//! hint = "lesson-jungle-rat-hint"    # said with every wrong move of the lesson
//!
//! [[lesson.stage]]
//! fen = "..."                        # the game's own FEN; its side to move is the learner
//! rules = "vertical-tiger"           # optional: preset[,key=value...]; standard otherwise
//! prelude = ["a1a2", "g9g8"]         # optional: moves already played (a repetition's past)
//! instruction = "lesson-jungle-rat-1"
//! hint = "..."                       # optional: this stage's own hint instead of the lesson's
//! goal = "reach"                     # reach | capture | den | win | mate | only-move
//! square = "c5"                      # for reach and capture
//! moves = 2                          # for mate: the learner's moves allowed
//! opponent = "pass"                  # optional: the opponent never moves (piece drills)
//! solution = ["c3c4", "a7a6", "c4c5"]  # learner's moves and replies, alternating
//! ```

use serde::Deserialize;

use super::goal::{Goal, Opponent, achieved, pass_turn};
use crate::games::any::{Game, GameKind, Move, Position, Rules, Side};

/// The lessons of one game, in order.
#[derive(Clone, Debug)]
pub struct Course {
    /// The game.
    pub kind: GameKind,
    /// The lessons, in a beginner's order.
    pub lessons: Vec<Lesson>,
}

/// One lesson: a title and its stages.
#[derive(Clone, Debug)]
pub struct Lesson {
    /// Its id in the file, unique there (`rat`, `horse-leg`).
    pub id: String,
    /// The Fluent id of its title.
    pub title: String,
    /// The Fluent id of the hint said with a wrong move (a stage may have its own).
    pub hint: String,
    /// The stages, at least one.
    pub stages: Vec<Stage>,
}

/// One stage: a position, an instruction, a goal and its solution.
#[derive(Clone, Debug)]
pub struct Stage {
    /// The FEN as written in the file.
    pub fen: String,
    /// The rules as written (`None`: the game's standard rules).
    pub rules_text: Option<String>,
    /// The rules in force.
    pub rules: Rules,
    /// Moves played before the learner starts (kept for the repetition rules).
    pub prelude: Vec<Move>,
    /// The Fluent id of the instruction.
    pub instruction: String,
    /// The Fluent id of the hint (the stage's own, else the lesson's).
    pub hint: String,
    /// What the learner must do.
    pub goal: Goal,
    /// Who answers the learner's moves.
    pub opponent: Opponent,
    /// The learner's moves and the replies, alternating (only the learner's with
    /// [`Opponent::Pass`]); canonical coordinates.
    pub solution: Vec<Move>,
}

impl Stage {
    /// The game at the stage's start: the FEN with the prelude played.
    pub fn start(&self) -> Game {
        // Checked when loaded: the FEN parses and the prelude is legal.
        let pos = Position::from_fen(&self.fen, self.rules)
            .unwrap_or_else(|_| Position::startpos(self.rules));
        Game::replay(pos, &self.prelude).unwrap_or_else(|_| Game::new(pos))
    }

    /// The learner's side: the side to move at the start.
    pub fn learner(&self) -> Side {
        self.start().position().side_to_move()
    }

    /// How many moves the solution asks of the learner (3 stars).
    pub fn best(&self) -> usize {
        match self.opponent {
            Opponent::Pass => self.solution.len(),
            _ => self.solution.len().div_ceil(2),
        }
    }
}

/// Why a lesson file was refused: where (the lesson's id and the stage's number from 1, when
/// the fault is in one) and what.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{game} lessons{}: {what}", place(lesson.as_deref(), *stage))]
pub struct ContentError {
    /// The game of the file.
    pub game: GameKind,
    /// The lesson's id (or its number, `#3`, when it has none yet).
    pub lesson: Option<String>,
    /// The stage, from 1.
    pub stage: Option<usize>,
    /// What is wrong and how to write it.
    pub what: String,
}

fn place(lesson: Option<&str>, stage: Option<usize>) -> String {
    match (lesson, stage) {
        (Some(l), Some(s)) => format!(", lesson `{l}`, stage {s}"),
        (Some(l), None) => format!(", lesson `{l}`"),
        _ => String::new(),
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCourse {
    lesson: Vec<RawLesson>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawLesson {
    id: String,
    title: String,
    hint: String,
    stage: Vec<RawStage>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawStage {
    fen: String,
    rules: Option<String>,
    #[serde(default)]
    prelude: Vec<String>,
    instruction: String,
    hint: Option<String>,
    goal: String,
    square: Option<String>,
    moves: Option<u32>,
    opponent: Option<String>,
    solution: Vec<String>,
}

/// Reads and checks the lesson file `text` of `kind`.
///
/// # Errors
/// The first fault found, naming the lesson and stage: TOML syntax or an unknown field, a
/// repeated lesson id, a lesson without stages, a bad FEN, rules, goal or move, a solution
/// that is illegal or does not meet the goal, a goal met before the first move.
pub fn parse(kind: GameKind, text: &str) -> Result<Course, ContentError> {
    let err = |lesson: Option<String>, stage: Option<usize>, what: String| ContentError {
        game: kind,
        lesson,
        stage,
        what,
    };
    let raw: RawCourse = toml::from_str(text).map_err(|e| err(None, None, e.to_string()))?;
    let mut lessons: Vec<Lesson> = Vec::with_capacity(raw.lesson.len());
    for (i, l) in raw.lesson.into_iter().enumerate() {
        let name = if l.id.trim().is_empty() {
            format!("#{}", i + 1)
        } else {
            l.id.clone()
        };
        if lessons.iter().any(|x| x.id == l.id) || l.id.trim().is_empty() {
            let what = "every lesson needs an id of its own (`id = \"rat\"`)".to_string();
            return Err(err(Some(name), None, what));
        }
        if l.stage.is_empty() {
            let what = "a lesson needs at least one `[[lesson.stage]]`".to_string();
            return Err(err(Some(name), None, what));
        }
        let mut stages = Vec::with_capacity(l.stage.len());
        for (s, raw) in l.stage.into_iter().enumerate() {
            let stage =
                stage(kind, raw, &l.hint).map_err(|w| err(Some(name.clone()), Some(s + 1), w))?;
            stages.push(stage);
        }
        lessons.push(Lesson {
            id: l.id,
            title: l.title,
            hint: l.hint,
            stages,
        });
    }
    Ok(Course { kind, lessons })
}

/// One stage read and checked; the error says what is wrong.
fn stage(kind: GameKind, raw: RawStage, lesson_hint: &str) -> Result<Stage, String> {
    let rules = match &raw.rules {
        Some(r) => Rules::parse(kind, r).map_err(|e| format!("rules `{r}`: {e}"))?,
        None => Rules::default_for(kind),
    };
    let pos = Position::from_fen(&raw.fen, rules).map_err(|e| format!("fen: {e}"))?;
    let moves = |list: &[String]| -> Result<Vec<Move>, String> {
        list.iter()
            .map(|m| Move::parse(kind, m).map_err(|e| format!("move `{m}`: {e}")))
            .collect()
    };
    let prelude = moves(&raw.prelude)?;
    let solution = moves(&raw.solution)?;
    let goal = Goal::read(kind, &raw.goal, raw.square.as_deref(), raw.moves)?;
    let opponent = match (raw.opponent.as_deref(), &goal) {
        (None, Goal::Mate(_)) => Opponent::Engine,
        (None, _) => Opponent::Solution,
        (Some("pass"), Goal::Mate(_) | Goal::OnlyMove) => {
            return Err("`opponent = \"pass\"` suits reach, capture, den and win goals".into());
        }
        (Some("pass"), _) => Opponent::Pass,
        (Some(o), _) => {
            return Err(format!(
                "opponent `{o}`: write `opponent = \"pass\"` or leave it out"
            ));
        }
    };
    let stage = Stage {
        fen: raw.fen,
        rules_text: raw.rules,
        rules,
        prelude,
        instruction: raw.instruction,
        hint: raw.hint.unwrap_or_else(|| lesson_hint.to_string()),
        goal,
        opponent,
        solution,
    };
    Game::replay(pos, &stage.prelude)
        .map_err(|(i, e)| format!("prelude move {} is illegal: {e}", i + 1))?;
    replay_solution(&stage)?;
    Ok(stage)
}

/// Replays the stage's solution through the rules and checks that its goal is met by the last
/// learner's move and not before, and that the game does not end earlier.
///
/// # Errors
/// What failed, naming the move (from 1).
pub fn replay_solution(stage: &Stage) -> Result<(), String> {
    if stage.solution.is_empty() {
        return Err("the solution is empty: give the learner's moves".into());
    }
    let mut game = stage.start();
    if game.outcome().is_some() {
        return Err("the game is already over at the start".into());
    }
    let learner = game.position().side_to_move();
    if stage.opponent != Opponent::Pass && stage.solution.len().is_multiple_of(2) {
        return Err("the solution must end with the learner's move (an odd count)".into());
    }
    match stage.goal {
        Goal::OnlyMove if stage.solution.len() != 1 => {
            return Err("an only-move stage's solution is that one move".into());
        }
        Goal::Mate(n) if stage.best() > n as usize => {
            return Err(format!(
                "the solution takes {} moves, more than `moves = {n}`",
                stage.best()
            ));
        }
        _ => {}
    }
    let last = stage.solution.len() - 1;
    for (i, m) in stage.solution.iter().enumerate() {
        let before = game.position();
        let outcome = game
            .play(*m)
            .map_err(|e| format!("solution move {} `{m}` is illegal: {e}", i + 1))?;
        let met = before.side_to_move() == learner
            && achieved(&stage.goal, &before, *m, outcome, learner);
        if i == last {
            return match met {
                true => Ok(()),
                false => Err(format!(
                    "the solution's last move `{m}` does not meet the goal"
                )),
            };
        }
        if met {
            return Err(format!(
                "the goal is met by move {} `{m}` already, before the end",
                i + 1
            ));
        }
        if outcome.is_some() {
            return Err(format!(
                "the game ends at move {} `{m}`, before the end",
                i + 1
            ));
        }
        if stage.opponent == Opponent::Pass {
            game = Game::new(pass_turn(&game.position()).ok_or_else(|| {
                format!(
                    "after move {} `{m}` the learner cannot move again (the opponent's pass makes an illegal position)",
                    i + 1
                )
            })?);
        }
    }
    Ok(())
}
