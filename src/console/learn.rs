//! The console's lessons: `learn` (where the learner stopped, else the first stage), `learn N`
//! (lesson N from its first stage), `learn next` (the next stage). A stage shows its title,
//! instruction, goal and board; the lines that follow are moves typed as in a game, each
//! answered by the stage ([`crate::hub::lessons::StageRun`]): the rules' reason and the hint
//! for a wrong move, the reply, or the stars.

//! The console's lessons: `learn` (where the learner stopped: the first stage without stars,
//! kept in the console's store, so across sessions too), `learn N` (lesson N from its first
//! stage), `learn next` (the next stage; after the last one, the end of the course). A stage
//! shows its title, instruction, goal and board; the lines that follow are moves typed as in a
//! game, each answered by the stage ([`crate::hub::lessons::Lessons`]): the rules' reason and
//! the hint for a wrong move, the reply, or the stars (kept in the store). In a stage, `hint`
//! repeats its hint, `help` lists these commands and `board` shows the board again.

use std::io::Write;

use crate::games::any::{GameKind, Side};
use crate::hub::Hub;
use crate::hub::games;
pub(super) use crate::hub::lessons::Ask;
use crate::hub::lessons::session::{end_message, progress_message, stage_header};
use crate::hub::lessons::{self, Attempt, Begin, Input, Lessons, StageRun};
use crate::text::{I18n, Message};

/// The console player's lessons: the stage in play and, in the store, their progress.
pub(super) struct Learning {
    lessons: Lessons,
    /// The console player's member id.
    user: String,
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

/// What a line typed in a stage asks besides a move.
fn stage_word(folded: &str) -> Option<&'static str> {
    match folded {
        "board" | "plateau" => Some("board"),
        "hint" | "indice" | "aide coup" => Some("hint"),
        "help" | "aide" | "?" => Some("help"),
        _ => None,
    }
}

impl Learning {
    /// The lessons of the console player `user` on `hub` (whose store keeps their progress).
    pub(super) fn new(hub: &Hub, user: &str) -> Learning {
        Learning {
            lessons: Lessons::new(hub.clone()),
            user: user.to_string(),
        }
    }

    /// Whether a stage is being played (the next line is its move).
    pub(super) fn active(&self) -> bool {
        self.lessons.in_stage(&self.user)
    }

    /// Starts the stage `ask` names in `kind`'s course and shows it; after the last stage,
    /// says the course is done (or how many stages still have no stars).
    pub(super) async fn start(
        &mut self,
        out: &mut dyn Write,
        i18n: &I18n,
        loc: &str,
        kind: GameKind,
        ask: Ask,
    ) -> std::io::Result<()> {
        let b = match self.lessons.begin(&self.user, kind, ask).await {
            Ok(b) => b,
            Err(m) => return say(out, i18n, loc, m),
        };
        let Begin::Stage(begun) = &b else {
            let m = end_message(&b).unwrap_or_else(|| Message::new("lesson-none"));
            return say(out, i18n, loc, m);
        };
        let Ok(course) = lessons::course(kind) else {
            return say(out, i18n, loc, Message::new("lesson-none"));
        };
        say(out, i18n, loc, stage_header(course, begun.at))?;
        say(out, i18n, loc, begun.run.instruction())?;
        say(out, i18n, loc, begun.run.stage().goal.message())?;
        board(out, &begun.run)
    }

    /// Plays the learner's line `text` in the stage and says what came of it; `hint`, `help`
    /// and `board` are answered, not played.
    pub(super) async fn answer(
        &mut self,
        out: &mut dyn Write,
        i18n: &I18n,
        loc: &str,
        text: &str,
    ) -> std::io::Result<()> {
        let Some((_, _, run)) = self.lessons.stage_of(&self.user) else {
            return Ok(());
        };
        match stage_word(&crate::games::text::fold(text)) {
            Some("board") => return board(out, &run),
            Some("hint") => return say(out, i18n, loc, run.hint()),
            Some(_) => return say(out, i18n, loc, Message::new("lesson-help")),
            None => {}
        }
        let Some(a) = self.lessons.answer(&self.user, Input::Text(text)).await else {
            return Ok(());
        };
        match a.attempt {
            Attempt::Unreadable(m) => say(out, i18n, loc, m),
            Attempt::Illegal { reason: why, hint } | Attempt::Missed { why, hint } => {
                say(out, i18n, loc, why)?;
                say(out, i18n, loc, hint)?;
                say(out, i18n, loc, Message::new("lesson-restart"))?;
                board(out, &a.run)
            }
            Attempt::Continue { reply } => {
                if let Some(r) = reply {
                    writeln!(out, "bot: {r}")?;
                }
                board(out, &a.run)
            }
            Attempt::Solved { stars, moves } => {
                let m = Message::new("lesson-solved")
                    .num("moves", moves as i64)
                    .num("stars", i64::from(stars));
                say(out, i18n, loc, m)?;
                if let Some(Err(e)) = a.saved {
                    let m = Message::new("store-failed").str("detail", e.to_string());
                    say(out, i18n, loc, m)?;
                }
                if let Some(p) = &a.progress {
                    say(out, i18n, loc, progress_message(p))?;
                }
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

    /// The `learn` lines, and the words a stage answers instead of playing them.
    #[test]
    fn learn_lines_and_stage_words() {
        assert_eq!(read("learn"), Some(Ask::Continue));
        assert_eq!(read("learn next"), Some(Ask::Next));
        assert_eq!(read("learn 4"), Some(Ask::Lesson(4)));
        assert!(read("learning").is_none() && read("learn me").is_none());
        assert_eq!(stage_word("hint"), Some("hint"));
        assert_eq!(stage_word("aide"), Some("help"));
        assert_eq!(stage_word("plateau"), Some("board"));
        assert_eq!(stage_word("c3c4"), None);
    }
}
