//! The lessons in replies, for the chat front-ends (Discord's `/learn`): each reply is for the
//! member alone, with the stage's board (the goal in its status line), a menu of the pieces
//! that can move, and after a solved stage the stars and a "Next stage" button.
//!
//! The components carry the stage they belong to (`qibot:learn-pick:<stage code>`), not a
//! number of this process, so a menu or a "Next stage" button still works after a restart:
//! a menu of a stage not in play starts that stage again.

use super::progress::Place;
use super::session::{Answered, Ask, Begin, Begun, Input, Lessons, end_message, stage_header};
use super::{Attempt, StageRun, course};
use crate::games::any::{GameKind, Move, Side};
use crate::hub::choices::Choices;
use crate::hub::commands::Ctx;
use crate::hub::games;
use crate::hub::reply::{BoardView, Button, Menu, Reply, button_id};
use crate::text::{Message, msg};

/// The action of a stage's piece menu.
pub const PICK_ACTION: &str = "learn-pick";
/// The action of a stage's destination menu (its values are canonical moves).
pub const TO_ACTION: &str = "learn-to";
/// The action of a solved stage's "Next stage" button.
pub const NEXT_ACTION: &str = "learn-next";

/// The number a component carries for stage `at` of `kind`'s course:
/// `game index × 10 000 + lesson × 100 + stage` (lessons and stages from 0, fewer than 100
/// each).
pub fn stage_code(kind: GameKind, at: Place) -> i64 {
    kind.index() as i64 * 10_000 + at.0 as i64 * 100 + at.1 as i64
}

/// The game and stage of a component's number ([`stage_code`]); `None` for no such game.
pub fn read_stage_code(code: i64) -> Option<(GameKind, Place)> {
    if code < 0 {
        return None;
    }
    let kind = *GameKind::ALL.get(usize::try_from(code / 10_000).ok()?)?;
    let at = (((code % 10_000) / 100) as usize, (code % 100) as usize);
    Some((kind, at))
}

/// A stage as one member sees it: who, in which language, which stage, and how far.
#[derive(Clone, Copy)]
struct View<'a> {
    ctx: &'a Ctx,
    loc: &'a str,
    kind: GameKind,
    at: Place,
    run: &'a StageRun,
}

impl Lessons {
    /// `/learn [game] [lesson]`: lesson N (from 1) from its first stage, else where the member
    /// stopped; the game asked for, else the server's.
    pub async fn start_replies(
        &self,
        ctx: &Ctx,
        game: Option<&str>,
        lesson: Option<usize>,
    ) -> Vec<Reply> {
        let kind = self.hub.game_for(&ctx.server, game).await;
        let ask = lesson.map_or(Ask::Continue, Ask::Lesson);
        self.begin_replies(ctx, kind, ask).await
    }

    /// The replies of `ask` in `kind`: the stage, or the end of the course, or why not.
    async fn begin_replies(&self, ctx: &Ctx, kind: GameKind, ask: Ask) -> Vec<Reply> {
        let loc = self.locale(ctx).await;
        let b = match self.begin(&ctx.user.id, kind, ask).await {
            Ok(b) => b,
            Err(m) => return vec![refusal(ctx, &loc, m)],
        };
        let Begin::Stage(begun) = &b else {
            let m = end_message(&b).unwrap_or_else(|| msg("lesson-none"));
            return vec![Reply::member(&ctx.channel, &ctx.user.id, &loc, m)];
        };
        self.stage_reply(ctx, &loc, begun).await
    }

    /// A stage just started: its title, instruction and goal, the board and the piece menu.
    async fn stage_reply(&self, ctx: &Ctx, loc: &str, b: &Begun) -> Vec<Reply> {
        let Ok(c) = course(b.kind) else {
            return vec![refusal(ctx, loc, msg("lesson-none"))];
        };
        let m = msg("lesson-intro")
            .msg("header", stage_header(c, b.at))
            .msg("instruction", b.run.instruction())
            .msg("goal", b.run.stage().goal.message());
        let v = View {
            ctx,
            loc,
            kind: b.kind,
            at: b.at,
            run: &b.run,
        };
        let r = self.board_reply(&v, m, None);
        self.hub.pictures(vec![r]).await
    }

    /// `/move` (or a typed move) in the member's stage: `None` when they have no stage in play.
    pub async fn move_replies(&self, ctx: &Ctx, text: &str) -> Option<Vec<Reply>> {
        let answered = self.answer(&ctx.user.id, Input::Text(text)).await?;
        Some(self.answered_replies(ctx, answered).await)
    }

    /// A component of a lesson reply: `action` ([`PICK_ACTION`], [`TO_ACTION`],
    /// [`NEXT_ACTION`]), the stage `code` it carries and the menu's chosen `value`. `None`
    /// when the action is not a lesson's.
    pub async fn component_replies(
        &self,
        ctx: &Ctx,
        action: &str,
        code: i64,
        value: Option<&str>,
    ) -> Option<Vec<Reply>> {
        if ![PICK_ACTION, TO_ACTION, NEXT_ACTION].contains(&action) {
            return None;
        }
        let loc = self.locale(ctx).await;
        let Some((kind, at)) = read_stage_code(code) else {
            return Some(vec![refusal(ctx, &loc, msg("lesson-stale"))]);
        };
        if action == NEXT_ACTION {
            return Some(self.begin_replies(ctx, kind, Ask::After(at)).await);
        }
        let run = match self.stage_of(&ctx.user.id) {
            Some((k, a, run)) if (k, a) == (kind, at) => run,
            // A menu of a stage no longer in play (after a restart, or another stage since):
            // that stage from its start.
            _ => match self.begin(&ctx.user.id, kind, Ask::Stage(at)).await {
                Ok(Begin::Stage(b)) => b.run,
                Ok(_) => return Some(vec![refusal(ctx, &loc, msg("lesson-stale"))]),
                Err(m) => return Some(vec![refusal(ctx, &loc, m)]),
            },
        };
        let value = value.unwrap_or_default();
        if action == PICK_ACTION {
            let v = View {
                ctx,
                loc: &loc,
                kind,
                at,
                run: &run,
            };
            return Some(self.pick_replies(v, value).await);
        }
        let Ok(m) = Move::parse(kind, value) else {
            let m = msg("menu-no-moves").str("square", value);
            return Some(vec![refusal(ctx, &loc, m)]);
        };
        let answered = self.answer(&ctx.user.id, Input::Move(m)).await?;
        Some(self.answered_replies(ctx, answered).await)
    }

    /// A piece picked in the menu: the board again, with the piece's moves as a second menu.
    async fn pick_replies(&self, v: View<'_>, square: &str) -> Vec<Reply> {
        let (ctx, loc, run) = (v.ctx, v.loc, v.run);
        let moves = choices(self.hub.i18n(), run, loc).destinations(square);
        if moves.is_empty() {
            return vec![refusal(
                ctx,
                loc,
                msg("menu-no-moves").str("square", square),
            )];
        }
        let goal = run.stage().goal.message();
        let mut r = self.board_reply(&v, goal, Some(square));
        r.menus.push(Menu::destinations(
            button_id(TO_ACTION, stage_code(v.kind, v.at)),
            square,
            moves,
        ));
        self.hub.pictures(vec![r]).await
    }

    /// What a move came to, in words, with the board (and the "Next stage" button once
    /// solved).
    async fn answered_replies(&self, ctx: &Ctx, a: Answered) -> Vec<Reply> {
        let loc = self.locale(ctx).await;
        let (kind, at) = (a.kind, a.at);
        let solved = matches!(a.attempt, Attempt::Solved { .. });
        let m = match a.attempt {
            Attempt::Unreadable(m) => return vec![refusal(ctx, &loc, m)],
            Attempt::Illegal { reason: why, hint } | Attempt::Missed { why, hint } => {
                msg("lesson-wrong").msg("why", why).msg("hint", hint)
            }
            Attempt::Continue { reply: Some(r) } => {
                let text = a
                    .run
                    .game()
                    .position_before_last()
                    .map_or_else(|| r.to_string(), |p| p.move_text(r));
                msg("lesson-reply").str("move", text)
            }
            Attempt::Continue { reply: None } => msg("lesson-go-on"),
            Attempt::Solved { stars, moves } => {
                let solved = msg("lesson-solved")
                    .num("moves", moves as i64)
                    .num("stars", i64::from(stars));
                let solved = match &a.progress {
                    Some(p) => msg("lesson-solved-progress")
                        .msg("solved", solved)
                        .msg("progress", super::session::progress_message(p)),
                    None => solved,
                };
                match a.saved {
                    Some(Err(e)) => msg("lesson-not-saved")
                        .msg("solved", solved)
                        .str("detail", e.to_string()),
                    _ => solved,
                }
            }
        };
        let v = View {
            ctx,
            loc: &loc,
            kind,
            at,
            run: &a.run,
        };
        let mut r = self.board_reply(&v, m, None);
        if solved {
            r.menus.clear();
            r.buttons.push(Button {
                id: button_id(NEXT_ACTION, stage_code(kind, at)),
                label: msg("lesson-button-next"),
            });
        }
        self.hub.pictures(vec![r]).await
    }

    /// A reply for the member alone: `m`, the stage's board facing them (the goal as its
    /// status line) and the menu of the pieces that can move (`chosen`: the one picked).
    fn board_reply(&self, v: &View<'_>, m: Message, chosen: Option<&str>) -> Reply {
        let &View {
            ctx,
            loc,
            kind,
            at,
            run,
        } = v;
        let i18n = self.hub.i18n();
        let game = run.game();
        let learner = run.learner();
        let (me, bot) = (ctx.user.name.clone(), "qibot".to_string());
        let (red, blue) = match learner {
            Side::First => (me, bot),
            Side::Second => (bot, me),
        };
        let last_move = game.last_move();
        let last_capture = last_move
            .zip(game.position_before_last())
            .is_some_and(|(m, p)| p.is_capture(m));
        let board = BoardView {
            game: None,
            position: run.position(),
            last_move,
            last_capture,
            flipped: learner == Side::Second,
            red,
            blue,
            status: run.stage().goal.message(),
            hint: None,
            ply: game.ply_count(),
            labels: games::of(kind).board_labels(i18n, loc),
            style: games::of(kind).piece_style(),
            viewer: Some(ctx.user.id.clone()),
            ending: None,
        };
        let pieces = choices(i18n, run, loc).pieces();
        let mut r = Reply::member(&ctx.channel, &ctx.user.id, loc, m);
        r.board = Some(board);
        r.menus = vec![Menu::pieces(
            button_id(PICK_ACTION, stage_code(kind, at)),
            pieces,
            chosen,
        )];
        r
    }

    /// The language of what the member reads: their own choice, else their client's, else
    /// the server's.
    async fn locale(&self, ctx: &Ctx) -> String {
        self.hub.load_member_language(&ctx.user.id).await;
        self.hub.member_locale(&ctx.server, &ctx.user)
    }

    /// `/profile`'s `replies` with the lesson progress of its member (`who`, else the one who
    /// asked) in its game (`game`, else the server's) added to the first reply not refused;
    /// unchanged for a member who solved no stage yet, or when the store cannot tell.
    pub async fn with_progress(
        &self,
        mut replies: Vec<Reply>,
        ctx: &Ctx,
        who: Option<&str>,
        game: Option<&str>,
    ) -> Vec<Reply> {
        let kind = self.hub.game_for(&ctx.server, game).await;
        let user = who.unwrap_or(&ctx.user.id);
        let Ok(p) = self.progress(user, kind).await else {
            return replies;
        };
        if p.done() == 0 {
            return replies;
        }
        if let Some(r) = replies.iter_mut().find(|r| !r.refused) {
            r.message = msg("lesson-profile")
                .msg("profile", r.message.clone())
                .msg("progress", super::session::progress_message(&p));
        }
        replies
    }

    /// The moves of member `user`'s stage in play matching `partial`, as `/move`'s
    /// autocomplete lists a game's; `None` when they have no stage in play.
    pub fn move_choices(
        &self,
        user: &str,
        locale: &str,
        partial: &str,
    ) -> Option<Vec<(String, String)>> {
        let (_, _, run) = self.stage_of(user)?;
        Some(choices(self.hub.i18n(), &run, locale).moves(partial))
    }
}

/// The pieces and moves of `run`'s position, labelled in `locale`, for menus and `/move`.
fn choices<'a>(i18n: &'a crate::text::I18n, run: &'a StageRun, locale: &'a str) -> Choices<'a> {
    Choices {
        i18n,
        record: run.game(),
        locale,
    }
}

/// A refusal for the member alone: `m`, nothing changed.
fn refusal(ctx: &Ctx, loc: &str, m: Message) -> Reply {
    let mut r = Reply::member(&ctx.channel, &ctx.user.id, loc, m);
    r.refused = true;
    r
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every stage of both courses has a code of its own that reads back.
    #[test]
    fn stage_codes_read_back() {
        let mut seen = std::collections::HashSet::new();
        for kind in GameKind::ALL {
            let c = course(kind).unwrap();
            for (l, lesson) in c.lessons.iter().enumerate() {
                assert!(lesson.stages.len() < 100 && c.lessons.len() < 100);
                for s in 0..lesson.stages.len() {
                    let code = stage_code(kind, (l, s));
                    assert!(seen.insert(code));
                    assert_eq!(read_stage_code(code), Some((kind, (l, s))));
                }
            }
        }
        assert_eq!(read_stage_code(-1), None);
        assert_eq!(read_stage_code(99 * 10_000), None);
    }
}
