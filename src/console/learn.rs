//! The console's lessons: `learn` (where the learner stopped, else the first stage), `learn N`
//! (lesson N from its first stage), `learn next` (the next stage). A stage shows its title,
//! instruction, goal and board; the lines that follow are moves typed as in a game, each
//! answered by the stage ([`crate::hub::lessons::StageRun`]): the rules' reason and the hint
//! for a wrong move, the reply, or the stars.

use std::io::Write;

use crate::games::any::{GameKind, Side};
use crate::hub::games;
use crate::hub::lessons::{self, Attempt, Goal, StageRun};
use crate::text::{I18n, Message};

/// Where the learner is in each game's course, and the stage being played.
#[derive(Default)]
pub(super) struct Learning {
    /// Lesson and stage (from 0) of the next stage, per game ([`GameKind::ALL`]'s order).
    at: [(usize, usize); 2],
    run: Option<StageRun>,
}

/// What a `learn` line asks.
pub(super) enum Ask {
    /// `learn`: the stage where the learner stopped.
    Continue,
    /// `learn N`: lesson N (from 1).
    Lesson(usize),
    /// `learn next`: the stage after the current one.
    Next,
}

/// `learn`, `learn N` or `learn next`; `None` for any other line.
pub(super) fn read(folded: &str) -> Option<Ask> {
    let rest = folded.strip_prefix("learn")?.trim();
    match rest {
        "" => Some(Ask::Continue),
        "next" => Some(Ask::Next),
        n => n.parse().ok().map(Ask::Lesson),
    }
}

impl Learning {
    /// Whether a stage is being played (the next line is its move).
    pub(super) fn active(&self) -> bool {
        self.run.is_some()
    }

    /// Starts the stage `ask` names in `kind`'s course and shows it.
    pub(super) fn start(
        &mut self,
        out: &mut dyn Write,
        i18n: &I18n,
        loc: &str,
        kind: GameKind,
        ask: Ask,
    ) -> std::io::Result<()> {
        let Ok(course) = lessons::course(kind) else {
            return say(out, i18n, loc, Message::new("lesson-none"));
        };
        let slot = kind.index();
        let (l, s) = self.at[slot];
        let (l, s) = match ask {
            Ask::Continue => (l, s),
            Ask::Lesson(n) => (n.saturating_sub(1), 0),
            // A solved stage has already moved the learner on; `next` skips only a stage in play.
            Ask::Next if self.run.is_some() => (l, s + 1),
            Ask::Next => (l, s),
        };
        let (l, s) = match course.lessons.get(l) {
            Some(lesson) if s < lesson.stages.len() => (l, s),
            Some(_) if l + 1 < course.lessons.len() => (l + 1, 0),
            _ if matches!(ask, Ask::Lesson(_)) => {
                let m = Message::new("lesson-no-such").num("count", course.lessons.len() as i64);
                return say(out, i18n, loc, m);
            }
            _ => (0, 0),
        };
        self.at[slot] = (l, s);
        let lesson = &course.lessons[l];
        let stage = &lesson.stages[s];
        let header = Message::new("lesson-stage")
            .num("lesson", l as i64 + 1)
            .msg("title", Message::new(&lesson.title))
            .num("stage", s as i64 + 1)
            .num("stages", lesson.stages.len() as i64);
        say(out, i18n, loc, header)?;
        say(out, i18n, loc, Message::new(&stage.instruction))?;
        let goal = match &stage.goal {
            Goal::Reach(sq) => Message::new("lesson-goal-reach").str("square", sq),
            Goal::Capture(sq) => Message::new("lesson-goal-capture").str("square", sq),
            Goal::Den => Message::new("lesson-goal-den"),
            Goal::Win => Message::new("lesson-goal-win"),
            Goal::Mate(n) => Message::new("lesson-goal-mate").num("moves", i64::from(*n)),
            Goal::OnlyMove => Message::new("lesson-goal-only-move"),
        };
        say(out, i18n, loc, goal)?;
        let run = StageRun::new(stage);
        board(out, &run)?;
        self.run = Some(run);
        Ok(())
    }

    /// Plays the learner's line `text` in the stage and says what came of it.
    pub(super) fn answer(
        &mut self,
        out: &mut dyn Write,
        i18n: &I18n,
        loc: &str,
        text: &str,
    ) -> std::io::Result<()> {
        let Some(run) = self.run.as_mut() else {
            return Ok(());
        };
        if matches!(crate::games::text::fold(text).as_str(), "board" | "plateau") {
            return board(out, run);
        }
        let before = run.position();
        match run.play_text(text) {
            Attempt::Unreadable(m) => say(out, i18n, loc, m),
            Attempt::Illegal { reason: why, hint } | Attempt::Missed { why, hint } => {
                say(out, i18n, loc, why)?;
                say(out, i18n, loc, hint)?;
                say(out, i18n, loc, Message::new("lesson-restart"))?;
                board(out, run)
            }
            Attempt::Continue { reply } => {
                if let Some(r) = reply {
                    writeln!(out, "bot: {r}")?;
                }
                board(out, run)
            }
            Attempt::Solved { stars, moves } => {
                let m = Message::new("lesson-solved")
                    .num("moves", moves as i64)
                    .num("stars", i64::from(stars));
                self.run = None;
                self.at[before.kind().index()].1 += 1;
                say(out, i18n, loc, m)?;
                say(out, i18n, loc, Message::new("lesson-next"))
            }
        }
    }
}

fn say(out: &mut dyn Write, i18n: &I18n, loc: &str, m: Message) -> std::io::Result<()> {
    writeln!(out, "{}", i18n.format(loc, &m))?;
    out.flush()
}

/// The stage's board as text, from the learner's side.
fn board(out: &mut dyn Write, run: &StageRun) -> std::io::Result<()> {
    let pos = run.position();
    let game = games::of(pos.kind());
    let text = game.text_board(&pos, game.piece_style());
    let text = if run.learner() == Side::Second {
        super::flip_text_board(&text)
    } else {
        text
    };
    writeln!(out, "{text}")?;
    out.flush()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A stage started by `learn 4`, a wrong move explained and restarted, then solved; `learn`
    /// goes on with the next stage and `learn next` skips the one in play.
    #[test]
    fn a_stage_in_the_console() {
        let i18n = I18n::new();
        let mut l = Learning::default();
        let mut out: Vec<u8> = Vec::new();
        let ask = read("learn 4").expect("learn 4");
        l.start(&mut out, &i18n, "en", GameKind::Jungle, ask)
            .unwrap();
        let shown = String::from_utf8(std::mem::take(&mut out)).unwrap();
        assert!(
            shown.contains("Lesson 4: Rat against elephant (stage 1 of 5)"),
            "{shown}"
        );
        assert!(shown.contains("Goal: capture on a7."), "{shown}");
        assert!(l.active());
        l.answer(&mut out, &i18n, "en", "a6b6").unwrap();
        let said = String::from_utf8(std::mem::take(&mut out)).unwrap();
        assert!(said.contains("The stage starts again."), "{said}");
        l.answer(&mut out, &i18n, "en", "rat a7").unwrap();
        let said = String::from_utf8(std::mem::take(&mut out)).unwrap();
        assert!(said.contains("Stars: 3 of 3"), "{said}");
        assert!(!l.active());
        // After a solved stage, `learn next` is the stage that follows, and so is `learn`.
        l.start(&mut out, &i18n, "en", GameKind::Jungle, Ask::Next)
            .unwrap();
        let shown = String::from_utf8(std::mem::take(&mut out)).unwrap();
        assert!(shown.contains("(stage 2 of 5)"), "{shown}");
        l.start(&mut out, &i18n, "en", GameKind::Jungle, Ask::Continue)
            .unwrap();
        let shown = String::from_utf8(std::mem::take(&mut out)).unwrap();
        assert!(shown.contains("(stage 2 of 5)"), "{shown}");
        // `learn next` in a stage skips it; after a solved one it is the stage that follows.
        l.start(&mut out, &i18n, "en", GameKind::Jungle, Ask::Next)
            .unwrap();
        let shown = String::from_utf8(std::mem::take(&mut out)).unwrap();
        assert!(shown.contains("(stage 3 of 5)"), "{shown}");
        assert!(read("learn 99").is_some() && read("learning").is_none());
        l.start(&mut out, &i18n, "en", GameKind::Jungle, Ask::Lesson(99))
            .unwrap();
        let said = String::from_utf8(out).unwrap();
        assert!(said.contains("from 1 to 12"), "{said}");
    }
}
