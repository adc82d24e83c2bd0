//! Whose turn it is, told: the member handed the move is pinged (unless they turned it off
//! with `/notify off`), a reminder goes out before a move clock or the abandonment deadline
//! runs out, and games end without a result (`/abort` by a moderator, or unseen).
//!
//! Reminders are served by the game's own timer entry ([`TimerKey::Game`]), so they are sent
//! only by the process that owns the game, like its losses on time. Which turn was reminded is
//! kept in memory: a reminder whose time had passed before a restart is not sent again.

use super::*;

use crate::store::types::UserId;

impl Hub {
    /// The member to ping in a reply that hands `t`'s move over: the member to move in a game
    /// between members, unless their `notify` setting is off; `None` in bot games and once
    /// the game is over. A store failure reading the setting pings (the default).
    pub(super) async fn ping_for(&self, t: &Table) -> Option<UserId> {
        if t.state.ending.is_some() || t.seats.iter().any(Seat::is_bot) {
            return None;
        }
        let p = t.seat(t.to_move()).member()?;
        let on = match self.inner.store.member_settings(&p.id).await {
            Ok(s) => s.notify.unwrap_or(true),
            Err(_) => true,
        };
        on.then(|| p.id.clone())
    }

    fn reminded(&self) -> std::sync::MutexGuard<'_, HashMap<GameId, i64>> {
        self.inner
            .reminded
            .lock()
            .unwrap_or_else(|p| p.into_inner())
    }

    /// When the reminder of `t`'s current turn is due (Unix ms): `reminder_fraction` of the
    /// way from the turn's start to its deadline. `None` without a deadline, with reminders
    /// off (fraction 0), or once this turn was reminded.
    fn reminder_at(&self, t: &Table) -> Option<i64> {
        let f = self.inner.config.reminder_fraction;
        if f <= 0.0 {
            return None;
        }
        let (at, _) = t.deadline(self.abandon_ms())?;
        if self.reminded().get(&t.id) == Some(&t.state.turn_started_ms) {
            return None;
        }
        let span = (at - t.state.turn_started_ms).max(0) as f64;
        Some(t.state.turn_started_ms.saturating_add((span * f) as i64))
    }

    /// Arms `t`'s timer: at its turn's reminder when that comes first, else at its deadline.
    pub(super) fn arm(&self, t: &Table) {
        let Some((at, _)) = t.deadline(self.abandon_ms()) else {
            return;
        };
        let wake = self.reminder_at(t).map_or(at, |r| r.min(at));
        self.inner.timers.schedule(TimerKey::Game(t.id), wake);
    }

    /// Arms a game read back from the store: a reminder whose time passed while no process
    /// hosted it is dropped (it may have been sent before the restart), the deadline stands.
    pub(super) fn arm_recovered(&self, t: &Table) {
        if self.reminder_at(t).is_some_and(|r| r < now_ms()) {
            self.reminded().insert(t.id, t.state.turn_started_ms);
        }
        self.arm(t);
    }

    /// Forgets the reminder state of a game that left this process.
    pub(super) fn forget_reminder(&self, id: GameId) {
        self.reminded().remove(&id);
    }

    /// The reminder of `t`'s current turn if it is due at `now` (then marked sent): to the
    /// member to move, in their language, pinging them as [`Hub::ping_for`] says.
    pub(super) async fn remind(&self, t: &Table, now: i64) -> Vec<Reply> {
        let Some(at) = self.reminder_at(t) else {
            return Vec::new();
        };
        let Some((deadline, reason)) = t.deadline(self.abandon_ms()) else {
            return Vec::new();
        };
        if now < at || now >= deadline {
            return Vec::new();
        }
        self.reminded().insert(t.id, t.state.turn_started_ms);
        let Some(p) = t.seat(t.to_move()).member() else {
            return Vec::new();
        };
        let loc = self.private_locale(&t.server, p);
        let m = msg(if reason == EndReason::Time {
            "reminder-clock"
        } else {
            "reminder-abandon"
        })
        .num("game", t.id)
        .str("player", &p.name)
        // Rounded up to the second: "0:00 left" would read as time already run out.
        .str("left", clock_text((deadline - now + 999) / 1000 * 1000));
        let mut r = Reply::channel(&t.channel, &loc, m);
        r.ping = self.ping_for(t).await;
        vec![r]
    }

    /// `/notify on|off`: whether the member is pinged when a game hands them the move. Keeps
    /// their other settings as stored.
    pub(super) async fn set_notify(&self, ctx: &Ctx, on: bool) -> Replies {
        self.update_member_settings(&ctx.user.id, |s| s.notify = Some(on))
            .await?;
        let loc = self.private_locale(&ctx.server, &ctx.user);
        Ok(vec![Reply::member(
            &ctx.channel,
            &ctx.user.id,
            &loc,
            msg(if on { "notify-on" } else { "notify-off" }),
        )])
    }

    /// `/abort`: a moderator (the front-end says who is one) ends the channel's game without a
    /// result, unrated, and frees the channel; a pending challenge there is withdrawn.
    pub(super) async fn abort(&self, ctx: &Ctx, moderator: bool) -> Replies {
        if !moderator {
            return Err(msg("abort-forbidden"));
        }
        if let Some(c) = self.challenge_in(&ctx.channel) {
            match self.inner.store.delete_challenge(c.id).await {
                Ok(()) | Err(StoreError::NotFound { .. }) => self.forget_challenge(&c),
                Err(e) => return Err(e.into()),
            }
            let loc = self.public_locale(&ctx.server);
            return Ok(vec![Reply::channel(
                &ctx.channel,
                &loc,
                msg("challenge-aborted")
                    .str("challenger", &c.challenger.name)
                    .str("challenged", &c.challenged.name)
                    .str("moderator", &ctx.user.name),
            )]);
        }
        let (_, mut t) = match self.open_game(ctx, None, Clock::Skip).await {
            Ok(x) => x,
            // Ended on time first: that is the answer.
            Err(stop) => return settle(Err(stop)),
        };
        self.end_without_result(&mut t, EndReason::Aborted).await
    }

    /// Ends `t` without a result for `reason`, and announces it. No rating changes, even in
    /// a rated game (`ratings_for` leaves them out); the record keeps whether it was to be rated.
    async fn end_without_result(&self, t: &mut Table, reason: EndReason) -> Replies {
        self.commit(t, |t| {
            t.finish(Ending::draw(reason), now_ms());
            Ok(())
        })
        .await?;
        Ok(self.after_end(t))
    }

    /// Ends the active game of `channel` because its players can no longer see it (the
    /// front-end may not post there any more): without a result, unrated. Returns the game as
    /// it was (for its players' ids) and the announcement, for the front-end to deliver by a
    /// way still open; `None` if no game is active there.
    pub async fn end_unseen(&self, channel: &str) -> Option<(GameSnapshot, Vec<Reply>)> {
        let cell = self.cell_of(channel)?;
        let mut t = cell.table.lock().await;
        if t.state.ending.is_some() {
            return None;
        }
        let before = snapshot(&t);
        let replies = self
            .end_without_result(&mut t, EndReason::Unseen)
            .await
            .ok()?;
        drop(t);
        Some((before, self.pictures(replies).await))
    }
}
