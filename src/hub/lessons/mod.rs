//! Lessons: short stages for beginners, a position, one instruction, a goal and stars, as
//! lichess's "Learn" has them (issue 64). The content is data, one file a game
//! (`assets/lessons/jungle.toml`, `assets/lessons/xiangqi.toml`, embedded), its words keys into
//! `locales/<tag>/lessons.ftl`; [`content`] reads and checks it, [`run`] plays a learner's
//! moves through a stage.
//!
//! A capability beside the sessions (`docs/architecture.md`): it uses the rules, the engine
//! (the defence in `mate` stages) and the words, never a table or a channel. [`session`] keeps
//! the stages members play and their progress (stars per stage, in the store); [`replies`]
//! words them for the chat front-ends (Discord's `/learn`).

pub mod content;
pub mod defence;
pub mod goal;
pub mod progress;
pub mod replies;
pub mod run;
pub mod session;
#[cfg(test)]
mod tests;

use std::sync::LazyLock;

pub use content::{ContentError, Course, Lesson, Stage};
pub use goal::{Goal, Opponent};
pub use progress::{Place, Progress};
pub use run::{Attempt, StageRun, stars};
pub use session::{Answered, Ask, Begin, Begun, Input, Lessons};

use crate::games::any::GameKind;
use crate::text::I18n;

/// The lesson files, embedded.
const JUNGLE: &str = include_str!("../../../assets/lessons/jungle.toml");
const XIANGQI: &str = include_str!("../../../assets/lessons/xiangqi.toml");

static COURSES: LazyLock<[Result<Course, ContentError>; 2]> = LazyLock::new(|| {
    [
        content::parse(GameKind::Jungle, JUNGLE),
        content::parse(GameKind::Xiangqi, XIANGQI),
    ]
});

/// The lessons of `kind`, read and checked once.
///
/// # Errors
/// The file's first fault, naming the lesson and stage (a test keeps the embedded files
/// free of them).
pub fn course(kind: GameKind) -> Result<&'static Course, ContentError> {
    COURSES[kind.index()].as_ref().map_err(Clone::clone)
}

/// Every stage of `course` as one JSON object a line, for checking the content outside:
/// `lesson` (its id), `stage` (from 1), `fen`, `rules` (only when not standard), `prelude`
/// (moves before the stage, when any), `goal` (`{"kind": "reach", "square": "c5"}`,
/// `{"kind": "mate", "moves": 2}`), `opponent` (`"pass"` when the opponent never moves),
/// `solution` (the learner's moves and the replies, alternating, in canonical coordinates),
/// `title` and `instruction` worded in `lang` by `i18n`.
pub fn export(course: &'static Course, i18n: &I18n, lang: &str) -> Vec<String> {
    use serde_json::{Map, Value, json};
    let mut out = Vec::new();
    for lesson in &course.lessons {
        for (i, s) in lesson.stages.iter().enumerate() {
            let mut goal = Map::new();
            goal.insert("kind".into(), json!(s.goal.code()));
            if let Some(sq) = s.goal.square() {
                goal.insert("square".into(), json!(sq));
            }
            if let Goal::Mate(n) = s.goal {
                goal.insert("moves".into(), json!(n));
            }
            let mut o = Map::new();
            o.insert("lesson".into(), json!(lesson.id));
            o.insert("stage".into(), json!(i + 1));
            o.insert("fen".into(), json!(s.fen));
            if let Some(r) = &s.rules_text {
                o.insert("rules".into(), json!(r));
            }
            let moves = |ms: &[crate::games::any::Move]| -> Vec<String> {
                ms.iter().map(ToString::to_string).collect()
            };
            if !s.prelude.is_empty() {
                o.insert("prelude".into(), json!(moves(&s.prelude)));
            }
            o.insert("goal".into(), Value::Object(goal));
            if s.opponent == Opponent::Pass {
                o.insert("opponent".into(), json!("pass"));
            }
            o.insert("solution".into(), json!(moves(&s.solution)));
            let word = |id: &'static str| i18n.format(lang, &crate::text::Message::new(id));
            o.insert("title".into(), json!(word(&lesson.title)));
            o.insert("instruction".into(), json!(word(&s.instruction)));
            out.push(Value::Object(o).to_string());
        }
    }
    out
}
