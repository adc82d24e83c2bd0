//! Draw offers and takebacks.

use super::*;

/// The announcement `m` of an offer `ctx.user` (playing `side`) just made in `t`, naming both.
fn offered(t: &Table, ctx: &Ctx, side: Side, loc: &str, m: Message) -> Reply {
    let m = m
        .str("player", &ctx.user.name)
        .msg("opponent", seat_arg(t.seat(!side)));
    Reply::channel(&t.channel, loc, m)
}

impl Hub {
    pub(super) async fn draw(&self, ctx: &Ctx, id: Option<GameId>) -> Answer {
        let (_, mut t, side) = self.take_seat(ctx, id, Clock::Check).await?;
        if t.state.draw_offer == Some(!side) {
            return Ok(self
                .end_game(
                    &mut t,
                    Ending {
                        winner: None,
                        reason: EndReason::Agreement,
                    },
                )
                .await?);
        }
        if t.bot().is_some() {
            return Err(msg("bot-declines-draw").into());
        }
        if t.state.draw_offer == Some(side) {
            return Err(msg("draw-already-offered").into());
        }
        self.commit(&mut t, |t| {
            t.state.draw_offer = Some(side);
            Ok(())
        })
        .await?;
        let loc = self.public_locale(&t.server);
        let r = offered(&t, ctx, side, &loc, msg("draw-offered"))
            .button("draw", t.id, "button-accept-draw")
            .button("decline-draw", t.id, "button-decline-draw");
        Ok(vec![r])
    }

    pub(super) async fn decline_draw(&self, ctx: &Ctx, id: Option<GameId>) -> Answer {
        let offer: fn(&mut Table) -> &mut Option<Side> = |t| &mut t.state.draw_offer;
        self.decline_offer(ctx, id, offer, msg("no-draw-offer"), msg("draw-declined"))
            .await
    }

    /// Declines the opponent's standing offer (`offer`: the draw or the takeback one): refused
    /// with `none` if there is none, else announced with `said`.
    async fn decline_offer(
        &self,
        ctx: &Ctx,
        id: Option<GameId>,
        offer: fn(&mut Table) -> &mut Option<Side>,
        none: Message,
        said: Message,
    ) -> Answer {
        let (_, mut t, side) = self.take_seat(ctx, id, Clock::Skip).await?;
        if *offer(&mut t) != Some(!side) {
            return Err(none.into());
        }
        self.commit(&mut t, |t| {
            *offer(t) = None;
            Ok(())
        })
        .await?;
        let loc = self.public_locale(&t.server);
        Ok(vec![Reply::channel(
            &t.channel,
            &loc,
            said.str("player", &ctx.user.name),
        )])
    }

    pub(super) async fn takeback(&self, ctx: &Ctx, id: Option<GameId>) -> Answer {
        let (_, mut t, side) = self.take_seat(ctx, id, Clock::Check).await?;
        let plies = t.game.ply_count();
        // Plies to undo so that `side` is to move again before its last move.
        let undo_for = |s: Side, t: &Table| -> Option<usize> {
            let n = if t.to_move() == s { 2 } else { 1 };
            (plies >= n).then_some(n)
        };
        let loc = self.public_locale(&t.server);
        if t.bot().is_some() {
            let n = undo_for(side, &t).ok_or_else(|| msg("takeback-nothing"))?;
            return Ok(self
                .do_takeback(
                    &mut t,
                    n,
                    &loc,
                    msg("takeback-done-bot").num("plies", n as i64),
                )
                .await?);
        }
        if t.state.takeback_offer == Some(!side) {
            let n = undo_for(!side, &t).ok_or_else(|| msg("takeback-nothing"))?;
            return Ok(self
                .do_takeback(
                    &mut t,
                    n,
                    &loc,
                    msg("takeback-accepted").str("player", &ctx.user.name),
                )
                .await?);
        }
        if t.state.takeback_offer == Some(side) {
            return Err(msg("takeback-already-asked").into());
        }
        undo_for(side, &t).ok_or_else(|| msg("takeback-nothing"))?;
        self.commit(&mut t, |t| {
            t.state.takeback_offer = Some(side);
            Ok(())
        })
        .await?;
        let r = offered(&t, ctx, side, &loc, msg("takeback-asked"))
            .button("takeback", t.id, "button-accept-takeback")
            .button("decline-takeback", t.id, "button-decline-takeback");
        Ok(vec![r])
    }

    pub(super) async fn do_takeback(
        &self,
        t: &mut Table,
        n: usize,
        loc: &str,
        m: Message,
    ) -> Replies {
        self.commit(t, |t| {
            if t.undo(n, now_ms()) {
                Ok(())
            } else {
                Err(msg("takeback-nothing"))
            }
        })
        .await?;
        self.arm(t);
        let mut r = Reply::channel(&t.channel, loc, m);
        r.board = Some(self.board_view(t, loc, faces_second(t), None));
        Ok(vec![self.game_buttons(r, t)])
    }

    /// `/accept` or `/decline` (or the typed word) in a game: answers the opponent's standing
    /// draw offer, else their takeback request; refused when neither stands.
    pub(super) async fn answer_offer(&self, ctx: &Ctx, accept: bool) -> Answer {
        let (draw, takeback) = {
            let (_, t, side) = self.take_seat(ctx, None, Clock::Skip).await?;
            (
                t.state.draw_offer == Some(!side),
                t.state.takeback_offer == Some(!side),
            )
        };
        match (draw, takeback, accept) {
            (true, _, true) => self.draw(ctx, None).await,
            (true, _, false) => self.decline_draw(ctx, None).await,
            (false, true, true) => self.takeback(ctx, None).await,
            (false, true, false) => self.decline_takeback(ctx, None).await,
            (false, false, _) => Err(msg("no-offer-to-answer").into()),
        }
    }

    pub(super) async fn decline_takeback(&self, ctx: &Ctx, id: Option<GameId>) -> Answer {
        let offer: fn(&mut Table) -> &mut Option<Side> = |t| &mut t.state.takeback_offer;
        let (none, said) = (msg("no-takeback-asked"), msg("takeback-declined"));
        self.decline_offer(ctx, id, offer, none, said).await
    }
}
