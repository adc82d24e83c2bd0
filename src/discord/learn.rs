//! `/learn [game] [lesson]`: the lessons for beginners (issue 64), private to the member.
//! A stage's board, instruction and goal come as an ephemeral reply with a menu of the pieces
//! that can move; moves come by the menus or by `/move` (its autocomplete lists the stage's
//! moves), as a private puzzle's do; a wrong move is explained and the stage starts again; a
//! solved stage shows its stars and a "Next stage" button. Everything said comes from the
//! hub's lessons session ([`crate::hub::lessons::Lessons`]).

use poise::serenity_prelude as serenity;

use crate::hub::lessons::replies::{NEXT_ACTION, PICK_ACTION, TO_ACTION};
use crate::hub::{Ctx, GameKind};

use super::locale::Pick;
use super::{Acting, Clicked, Context, Error, Extras, Interaction, Shared};

/// Lessons for beginners: short stages with a goal and stars (only you see them)
#[poise::command(slash_command)]
pub async fn learn(
    ctx: Context<'_>,
    game: Option<Pick<GameKind>>,
    #[min = 1]
    #[max = 99]
    lesson: Option<i64>,
) -> Result<(), Error> {
    let poise::Context::Application(a) = ctx else {
        return Ok(());
    };
    let (c, it) = a.interaction.origin();
    tracing::info!("/learn by {} in {}", c.user.id, c.channel);
    let shared = ctx.data().clone();
    let lessons = shared.lessons.clone();
    let game = game.map(|g| g.0.code());
    let lesson = lesson.and_then(|n| usize::try_from(n).ok());
    let work = async move { lessons.start_replies(&c, game, lesson).await };
    shared.answer(&it, work, Extras::default()).await;
    Ok(())
}

/// Whether a component's action is a lesson's.
pub(super) fn is_lesson_action(action: &str) -> bool {
    [PICK_ACTION, TO_ACTION, NEXT_ACTION].contains(&action)
}

impl Shared {
    /// Whether `/move` by the member of `c` is for their lesson stage: they have one in play,
    /// play no game in this channel and solve no puzzle here (those come first).
    pub(super) async fn move_is_for_lesson(&self, c: &Ctx) -> bool {
        if !self.lessons.in_stage(&c.user.id) {
            return false;
        }
        let plays = self.hub.game_in(&c.channel).await.is_some_and(|g| {
            g.state.ending.is_none()
                && g.seats
                    .iter()
                    .any(|s| s.member().is_some_and(|m| m.id == c.user.id))
        });
        let puzzle = (self.hub)
            .puzzle_move_choices(&c.channel, &c.user.id, "en", "")
            .await
            .is_some();
        !plays && !puzzle
    }

    /// `/move` in the member's lesson stage, answered privately.
    pub(super) async fn lesson_move(&self, it: &Interaction, c: Ctx, mv: String) {
        let lessons = self.lessons.clone();
        let work = async move { lessons.move_replies(&c, &mv).await.unwrap_or_default() };
        self.answer(it, work, Extras::default()).await;
    }

    /// A lesson's menu choice or "Next stage" click, answered privately.
    pub(super) async fn on_lesson_component(
        &self,
        ci: &serenity::ComponentInteraction,
        clicked: Clicked,
        value: Option<String>,
    ) {
        let (c, it) = ci.origin();
        let lessons = self.lessons.clone();
        let (action, code) = (clicked.action.clone(), clicked.id);
        let work = async move {
            (lessons.component_replies(&c, &action, code, value.as_deref()))
                .await
                .unwrap_or_default()
        };
        self.answer_as(&it, Some(&clicked), work, Extras::default())
            .await;
    }
}
