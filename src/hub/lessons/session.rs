//! The lessons of members as the front-ends play them ([`Lessons`]): which stage a member
//! plays now, the stage `learn` continues with (the first stage without stars in their stored
//! [`Progress`]), their moves in it, and a solved stage's stars kept in the store (the best
//! ones a stage, per member and game, the same on every server).
//!
//! A stage in play lives in this process only, by member (one stage at a time, of either
//! game); a restart forgets it, not the stages solved. The words are the front-end's to
//! present: this file answers in [`Attempt`]s and [`Message`]s, `replies.rs` in replies.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use super::progress::{Place, Progress};
use super::{Attempt, Course, StageRun, course};
use crate::games::any::{GameKind, Move};
use crate::hub::Hub;
use crate::hub::host::now_ms;
use crate::store::{LessonStageRecord, StoreError};
use crate::text::{Message, msg};

/// Which stage a member asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ask {
    /// Where they stopped: the first stage without stars.
    Continue,
    /// Lesson N (from 1), from its first stage.
    Lesson(usize),
    /// The stage after the one in play (or just solved); where they stopped if none.
    Next,
    /// The stage after this one (a solved stage's "next" button).
    After(Place),
    /// This stage, from its start (a menu of a stage this process no longer plays).
    Stage(Place),
}

/// A stage started.
#[derive(Clone, Debug)]
pub struct Begun {
    /// The game.
    pub kind: GameKind,
    /// Where the stage is in the course.
    pub at: Place,
    /// The stage from its start.
    pub run: StageRun,
    /// The member's progress in this game, as stored.
    pub progress: Progress,
}

/// What a member's ask for a stage came to.
#[derive(Clone, Debug)]
pub enum Begin {
    /// A stage to play (boxed: a stage's game is much larger than a progress).
    Stage(Box<Begun>),
    /// Every stage of the course has stars: nothing to continue with.
    CourseDone(Progress),
    /// The last stage is behind them, yet some stages have no stars.
    LastStage(Progress),
}

/// A member's move in their stage, answered.
#[derive(Clone, Debug)]
pub struct Answered {
    /// The game.
    pub kind: GameKind,
    /// Where the stage is in the course.
    pub at: Place,
    /// What the move came to.
    pub attempt: Attempt,
    /// The stage after it (started again after a wrong move).
    pub run: StageRun,
    /// For a solved stage: whether its stars were kept (true: new or better), or why the
    /// store failed.
    pub saved: Option<Result<bool, StoreError>>,
    /// For a solved stage: the member's progress with it.
    pub progress: Option<Progress>,
}

/// A member's move: typed (`rat c3 c4`, `h2e2`, `炮二平五`) or chosen in a menu.
#[derive(Clone, Copy, Debug)]
pub enum Input<'a> {
    /// Typed text, read as in a game.
    Text(&'a str),
    /// A move in canonical coordinates.
    Move(Move),
}

/// The stage a member plays (or last solved), by game.
#[derive(Clone, Debug)]
struct Current {
    kind: GameKind,
    at: Place,
    /// `None` once solved.
    run: Option<StageRun>,
}

/// The members' lessons: their stages in play and, through the hub's store, their progress.
/// Cheap to clone (clones share the stages in play).
#[derive(Clone)]
pub struct Lessons {
    pub(super) hub: Hub,
    current: Arc<Mutex<HashMap<String, Current>>>,
}

impl Lessons {
    /// The lessons of `hub`'s members, none in play.
    pub fn new(hub: Hub) -> Lessons {
        Lessons {
            hub,
            current: Arc::default(),
        }
    }

    fn current(&self) -> std::sync::MutexGuard<'_, HashMap<String, Current>> {
        self.current.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Member `user`'s progress in `kind`'s course, as stored.
    ///
    /// # Errors
    /// `lesson-none` when the course cannot be read; the store's failure.
    pub async fn progress(&self, user: &str, kind: GameKind) -> Result<Progress, Message> {
        let c = course(kind).map_err(|_| msg("lesson-none"))?;
        let rows = self.hub.store().lesson_progress(user, kind.code()).await?;
        Ok(Progress::of(c, &rows))
    }

    /// Whether member `user` has a stage in play (their next move is for it).
    pub fn in_stage(&self, user: &str) -> bool {
        self.current().get(user).is_some_and(|c| c.run.is_some())
    }

    /// Member `user`'s stage in play: its game, place and state.
    pub fn stage_of(&self, user: &str) -> Option<(GameKind, Place, StageRun)> {
        let cur = self.current();
        let c = cur.get(user)?;
        Some((c.kind, c.at, c.run.clone()?))
    }

    /// Leaves the stage in play, if any (its place is kept for `learn next`).
    pub fn leave(&self, user: &str) {
        if let Some(c) = self.current().get_mut(user) {
            c.run = None;
        }
    }

    /// Starts the stage `ask` names in `kind`'s course for member `user`.
    ///
    /// # Errors
    /// `lesson-none` (the course cannot be read), `lesson-no-such` (no lesson N), the
    /// store's failure to read their progress.
    pub async fn begin(&self, user: &str, kind: GameKind, ask: Ask) -> Result<Begin, Message> {
        let c = course(kind).map_err(|_| msg("lesson-none"))?;
        let progress = self.progress(user, kind).await?;
        let known = self.current().get(user).filter(|c| c.kind == kind).cloned();
        let at = match ask {
            Ask::Continue => progress.next(),
            Ask::Lesson(n) if (1..=c.lessons.len()).contains(&n) => Some((n - 1, 0)),
            Ask::Lesson(_) => {
                return Err(msg("lesson-no-such").num("count", c.lessons.len() as i64));
            }
            Ask::Next => match known {
                Some(k) => match progress.after(k.at) {
                    Some(at) => Some(at),
                    None => return Ok(end_of(progress)),
                },
                None => progress.next(),
            },
            Ask::After(at) => match progress.after(at) {
                Some(at) => Some(at),
                None => return Ok(end_of(progress)),
            },
            Ask::Stage(at) => Some(at).filter(|&at| stage_in(c, at)),
        };
        let Some(at) = at else {
            return Ok(end_of(progress));
        };
        let run = StageRun::new(&c.lessons[at.0].stages[at.1]);
        self.current().insert(
            user.to_string(),
            Current {
                kind,
                at,
                run: Some(run.clone()),
            },
        );
        Ok(Begin::Stage(Box::new(Begun {
            kind,
            at,
            run,
            progress,
        })))
    }

    /// Plays member `user`'s move in their stage: `None` when they have none in play. A solved
    /// stage's stars are kept in the store (the best of the member's solves of it). The move
    /// and the reply (for `mate` stages an engine search of up to 1.5 s) are played on a
    /// blocking thread, with no lock held: other members' stages go on meanwhile.
    pub async fn answer(&self, user: &str, input: Input<'_>) -> Option<Answered> {
        let (kind, at, mut run) = {
            let cur = self.current();
            let c = cur.get(user)?;
            (c.kind, c.at, c.run.clone()?)
        };
        let text = match input {
            Input::Text(t) => Ok(t.to_string()),
            Input::Move(m) => Err(m),
        };
        let (attempt, run) = tokio::task::spawn_blocking(move || {
            let attempt = match &text {
                Ok(t) => run.play_text(t),
                Err(m) => run.play(*m),
            };
            (attempt, run)
        })
        .await
        .ok()?;
        {
            // The stage as played, unless another was started meanwhile.
            let mut cur = self.current();
            if let Some(c) = cur.get_mut(user).filter(|c| (c.kind, c.at) == (kind, at)) {
                let solved = matches!(attempt, Attempt::Solved { .. });
                c.run = (!solved).then(|| run.clone());
            }
        }
        let mut answered = Answered {
            kind,
            at,
            attempt,
            run,
            saved: None,
            progress: None,
        };
        if let Attempt::Solved { stars, .. } = answered.attempt {
            let saved = self.record(user, kind, at, stars).await;
            let progress = self.progress(user, kind).await.ok().map(|mut p| {
                // Known even if the store failed to keep it.
                p.solved(at, stars);
                p
            });
            answered.saved = Some(saved);
            answered.progress = progress;
        }
        Some(answered)
    }

    /// Keeps `stars` for stage `at` of `kind`'s course for member `user` (the best stars of a
    /// stage are kept): true when new or better.
    ///
    /// # Errors
    /// The store's failure; `NotFound` for a stage the course does not have.
    pub async fn record(
        &self,
        user: &str,
        kind: GameKind,
        at: Place,
        stars: u8,
    ) -> Result<bool, StoreError> {
        let lesson = course(kind)
            .ok()
            .filter(|c| stage_in(c, at))
            .map(|c| c.lessons[at.0].id.clone())
            .ok_or_else(|| StoreError::NotFound {
                what: format!(
                    "stage {}.{} of the {} lessons",
                    at.0 + 1,
                    at.1 + 1,
                    kind.code()
                ),
            })?;
        let row = LessonStageRecord {
            user: user.to_string(),
            game_kind: kind.code().to_string(),
            lesson,
            stage: at.1 as i64 + 1,
            stars: i64::from(stars),
            solved_ms: now_ms(),
        };
        self.hub.store().record_lesson_stage(&row).await
    }
}

/// Whether `course` has stage `at`.
fn stage_in(course: &Course, at: Place) -> bool {
    course
        .lessons
        .get(at.0)
        .is_some_and(|l| at.1 < l.stages.len())
}

/// The end of the course: done when every stage has stars.
fn end_of(progress: Progress) -> Begin {
    match progress.next() {
        None => Begin::CourseDone(progress),
        Some(_) => Begin::LastStage(progress),
    }
}

/// The title line of stage `at` of `course`: `Lesson 4: Rat against elephant (stage 1 of 5)`.
pub fn stage_header(course: &'static Course, at: Place) -> Message {
    let lesson = &course.lessons[at.0];
    msg("lesson-stage")
        .num("lesson", at.0 as i64 + 1)
        .msg("title", Message::new(&lesson.title))
        .num("stage", at.1 as i64 + 1)
        .num("stages", lesson.stages.len() as i64)
}

/// A member's progress in words: `lesson-progress` (stages done of all, stars of the most).
pub fn progress_message(p: &Progress) -> Message {
    msg("lesson-progress")
        .msg("game", crate::hub::games::name(p.kind))
        .num("done", p.done() as i64)
        .num("total", p.total() as i64)
        .num("stars", p.star_count() as i64)
        .num("max", 3 * p.total() as i64)
}

/// The end of the course in words: every stage done, or the last one passed with some left.
pub fn end_message(b: &Begin) -> Option<Message> {
    match b {
        Begin::Stage(_) => None,
        Begin::CourseDone(p) => {
            Some(msg("lesson-course-done").msg("progress", progress_message(p)))
        }
        Begin::LastStage(p) => Some(
            msg("lesson-last-stage")
                .num("left", (p.total() - p.done()) as i64)
                .msg("progress", progress_message(p)),
        ),
    }
}
