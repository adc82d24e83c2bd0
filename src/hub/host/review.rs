//! `/review [game]` and the Review button: the engine's review of a finished game as a
//! picture ([`crate::hub::review`]). The searches run in the engine pool (a place from
//! [`crate::hub::searches::Searches`], tables from the bot's pool), one position at a time so
//! other games' searches go between them; one review at a time per server; the result is kept
//! in the store, so asking again is instant.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use crate::engine::review::Budget;
use crate::games::any::{Position, Rules};
use crate::hub::review::{GameReview, Reviewing};

use super::words::{reason_msg, seat_arg};
use super::{Hub, Inner, Refusal, Replies};
use crate::hub::commands::Ctx;
use crate::hub::reply::{Attachment, Reply};
use crate::store::GameRecord;
use crate::store::types::GameId;
use crate::text::msg;

/// A server's review slot, free again when dropped.
struct Slot<'a> {
    inner: &'a Inner,
    server: String,
}

impl Drop for Slot<'_> {
    fn drop(&mut self) {
        if let Ok(mut busy) = self.inner.reviews.lock() {
            busy.remove(&self.server);
        }
    }
}

impl Hub {
    /// The stored review of game `g` (from `start`), if it has one that can be read (one that
    /// cannot is reviewed again).
    pub(super) async fn stored_review(
        &self,
        g: &GameRecord,
        start: Position,
    ) -> Result<Option<GameReview>, Refusal> {
        Ok(self
            .inner
            .store
            .review(g.id)
            .await?
            .and_then(|t| GameReview::from_stored(start, &g.moves, &t).ok()))
    }

    /// Takes `server`'s review slot; `None` while another review runs there.
    fn review_slot(&self, server: &str) -> Option<Slot<'_>> {
        let mut busy = self.inner.reviews.lock().ok()?;
        busy.insert(server.to_string()).then(|| Slot {
            inner: &self.inner,
            server: server.to_string(),
        })
    }

    /// Reviews game `id` of this server (`None`: the asking member's last finished game) and
    /// posts the picture in the channel.
    pub(super) async fn review(&self, ctx: &Ctx, id: Option<GameId>) -> Replies {
        let g = match id {
            Some(id) => self.stored_game(ctx, id).await?,
            None => {
                let last = self
                    .inner
                    .store
                    .finished_games(&ctx.server, &ctx.user.id, 1)
                    .await?;
                match (last.rows.into_iter().next(), last.unreadable.first()) {
                    (Some(g), _) => g,
                    (None, Some(u)) => {
                        return Err(msg("review-failed").num("game", u.id).str("detail", &u.why));
                    }
                    (None, None) => return Err(msg("review-no-game")),
                }
            }
        };
        let Some(ending) = g.state.ending else {
            return Err(msg("review-in-progress").num("game", g.id));
        };
        let broken = |detail: String| msg("review-failed").num("game", g.id).str("detail", detail);
        let rules = Rules::parse(g.game_kind, &g.rules).map_err(|e| broken(e.to_string()))?;
        let start = Position::from_fen(&g.start_fen, rules).map_err(|e| broken(e.to_string()))?;
        let review = match self.stored_review(&g, start).await? {
            Some(r) => r,
            None => {
                let _slot = self
                    .review_slot(&ctx.server)
                    .ok_or_else(|| msg("review-busy"))?;
                // A place in the engine pool for the whole review, or the member is told the
                // bot is busy (nothing stored, nothing changed).
                let admission = self
                    .inner
                    .searches
                    .try_admit()
                    .ok_or_else(|| msg("bot-busy"))?;
                let budget =
                    Budget::Movetime(Duration::from_millis(self.inner.config.review_movetime_ms));
                let mut job = Reviewing::new(start, &g.moves, budget).map_err(|e| broken(e.0))?;
                let tables = self.inner.bot.tables();
                let stop = Arc::new(AtomicBool::new(false));
                // One position a step, each on a thread slot of the pool: bot moves and hints
                // of other games run between the steps.
                while !job.is_done() {
                    let (tables, stop) = (tables.clone(), stop.clone());
                    job = self
                        .inner
                        .searches
                        .run_step(&admission, move || {
                            job.step(tables.as_deref(), &stop);
                            job
                        })
                        .await
                        .ok_or_else(|| broken("the engine failed".to_string()))?;
                }
                drop(admission);
                let r = job.finish(&stop).map_err(|e| broken(e.0))?;
                self.inner.store.save_review(g.id, &r.to_stored()).await?;
                r
            }
        };
        let loc = self.public_locale(&ctx.server);
        // In the reader's language: a bot's level is a word too ("qibot (débutant)").
        let names = [0, 1].map(|i| self.inner.i18n.format(&loc, &seat_arg(&g.seats[i])));
        let result = match ending.winner {
            Some(w) => msg("status-won")
                .msg("winner", seat_arg(&g.seats[w.index()]))
                .msg("reason", reason_msg(ending.reason)),
            None => msg("status-drawn").msg("reason", reason_msg(ending.reason)),
        };
        let text_of = |p: &Position, m| self.move_text(p, m, &loc, &[]);
        let text = review.text(&self.inner.i18n, &loc, &names, Some(result), &text_of);
        let sides = review.sides().clone();
        let png = (self.inner.drawing)
            .draw(move || review.png(&text))
            .await
            .ok_or_else(|| broken("the picture could not be drawn".to_string()))?;
        let mut r = Reply::channel(
            &ctx.channel,
            &loc,
            msg("review-ready")
                .num("game", g.id)
                .str("red", &names[0])
                .num("red_accuracy", sides[0].accuracy.round() as i64)
                .str("other", &names[1])
                .num("other_accuracy", sides[1].accuracy.round() as i64),
        );
        r.attachments.push(Attachment {
            name: format!("{}-game-{}-review.png", g.game_kind, g.id),
            bytes: png,
            text: None,
        });
        Ok(vec![r])
    }
}
