//! Challenges between members: made, accepted, declined or withdrawn, expired.

use super::*;

impl Hub {
    pub(super) async fn challenge(&self, ctx: &Ctx, opponent: Player, o: GameOptions) -> Replies {
        if opponent.id == ctx.user.id {
            return Err(msg("challenge-self"));
        }
        let kind = self.read_game(&ctx.server, o.game.as_deref())?;
        let rules = self.read_rules(kind, &o)?;
        let time = Hub::read_time(&o, self.inner.config.default_clock())?;
        let colour = Hub::read_colour(kind, &o)?;
        self.challenge_with(ctx, opponent, rules, time, o.rated, colour)
            .await
    }

    pub(super) async fn challenge_with(
        &self,
        ctx: &Ctx,
        opponent: Player,
        rules: Rules,
        time: TimeControl,
        rated: bool,
        colour: Colour,
    ) -> Replies {
        let now = now_ms();
        let kind = rules.kind();
        let mut c = ChallengeRecord {
            id: 0, // the store gives the id
            server: ctx.server.clone(),
            channel: ctx.channel.clone(),
            challenger: ctx.user.clone(),
            challenged: opponent,
            game_kind: kind,
            rules: rules.to_string(),
            time_control: time.to_string(),
            rated,
            colour: colour.code(kind).to_string(),
            created_ms: now,
            expires_ms: now.saturating_add(
                i64::try_from(self.inner.config.challenge_expiry.as_millis()).unwrap_or(i64::MAX),
            ),
        };
        {
            let reg = self.registry();
            if let Some(busy) = Hub::channel_busy(&reg, &ctx.channel) {
                return Err(busy);
            }
            self.check_challenge_limits(&reg, ctx)?;
        }
        c.id = self.inner.store.insert_challenge(&c).await?;
        {
            let mut reg = self.registry();
            reg.channels
                .insert(ctx.channel.clone(), Slot::Challenge(c.id));
            reg.challenges.insert(c.id, c.clone());
        }
        self.inner
            .timers
            .schedule(TimerKey::Challenge(c.id), c.expires_ms);
        let loc = self.public_locale(&ctx.server);
        let m = msg("challenge-made")
            .msg("kind", games::name(kind))
            .str("challenger", &c.challenger.name)
            .str("challenged", &c.challenged.name)
            .msg(
                "rules",
                Rules::parse(kind, &c.rules)
                    .map_or_else(|_| text::described(&c.rules), |r| text::rules(&r)),
            )
            .msg("time", time_msg(time))
            .msg("rated", msg(if c.rated { "rated-yes" } else { "rated-no" }))
            .msg(
                "colour",
                match colour {
                    Colour::First => msg("colour-red"),
                    Colour::Second => Message::new(games::of(kind).names().second_colour),
                    Colour::Random => msg("colour-random"),
                },
            )
            .num(
                "minutes",
                i64::try_from(self.inner.config.challenge_expiry.as_secs().div_ceil(60))
                    .unwrap_or(i64::MAX),
            );
        Ok(vec![
            Reply::channel(&ctx.channel, &loc, m)
                .button("accept", c.id, "button-accept")
                .button("decline", c.id, "button-decline"),
        ])
    }

    pub(super) fn pending_challenge(
        &self,
        ctx: &Ctx,
        id: Option<ChallengeId>,
    ) -> Result<ChallengeRecord, Refusal> {
        let reg = self.registry();
        let c = match reg.channels.get(&ctx.channel) {
            Some(Slot::Challenge(cid)) => reg.challenges.get(cid).cloned(),
            _ => None,
        }
        .ok_or_else(|| msg("no-challenge-here"))?;
        if id.is_some_and(|i| i != c.id) {
            return Err(msg("button-stale"));
        }
        Ok(c)
    }

    pub(super) async fn accept(&self, ctx: &Ctx, id: Option<ChallengeId>) -> Replies {
        let c = self.pending_challenge(ctx, id)?;
        if c.challenged.id != ctx.user.id {
            return Err(if c.challenger.id == ctx.user.id {
                msg("challenge-own").str("challenged", &c.challenged.name)
            } else {
                msg("challenge-not-yours").str("challenged", &c.challenged.name)
            });
        }
        if now_ms() >= c.expires_ms {
            let r = self.expire_challenge(c.id).await;
            return Ok(r);
        }
        let rules = Rules::parse(c.game_kind, &c.rules).map_err(|e| rules_error(&e))?;
        let time = TimeControl::parse_stored(&c.time_control)
            .map_err(|_| msg("bad-time-control").str("text", &c.time_control))?;
        let challenger_red = match c.colour.as_str() {
            "red" => true,
            "blue" | "black" => false,
            _ => rand::thread_rng().gen_bool(0.5),
        };
        let (a, b) = (
            Seat::Member(c.challenger.clone()),
            Seat::Member(ctx.user.clone()),
        );
        let seats = if challenger_red { [a, b] } else { [b, a] };
        let id = 0; // the store gives the id
        let table = Table::new(
            id,
            c.server.clone(),
            c.channel.clone(),
            seats,
            c.rated,
            rules,
            time,
            now_ms(),
        );
        let cell = self.start_table(table, Some(&c)).await?;
        let t = cell.table.lock().await;
        let mut replies = self.started_replies(&t);
        // The start hands the first move over.
        replies[0].ping = self.ping_for(&t).await;
        Ok(replies)
    }

    pub(super) async fn decline(&self, ctx: &Ctx, id: Option<ChallengeId>) -> Replies {
        let c = self.pending_challenge(ctx, id)?;
        let m = if c.challenged.id == ctx.user.id {
            msg("challenge-declined")
        } else if c.challenger.id == ctx.user.id {
            msg("challenge-withdrawn")
        } else {
            return Err(msg("challenge-not-yours").str("challenged", &c.challenged.name));
        };
        match self.inner.store.delete_challenge(c.id).await {
            Ok(()) => self.forget_challenge(&c),
            Err(StoreError::NotFound { .. }) => {
                self.forget_challenge(&c);
                return Err(msg("challenge-gone"));
            }
            Err(e) => return Err(e.into()),
        }
        let loc = self.public_locale(&c.server);
        Ok(vec![Reply::channel(
            &c.channel,
            &loc,
            m.str("challenger", &c.challenger.name)
                .str("challenged", &c.challenged.name),
        )])
    }

    /// Removes an expired challenge and tells both players (in the channel).
    pub(super) async fn expire_challenge(&self, id: ChallengeId) -> Vec<Reply> {
        let c = match self.registry().challenges.get(&id).cloned() {
            Some(c) => c,
            None => return Vec::new(),
        };
        match self.inner.store.delete_challenge(id).await {
            Ok(()) => self.forget_challenge(&c),
            // Gone through another process, which answered it.
            Err(StoreError::NotFound { .. }) => {
                self.forget_challenge(&c);
                return Vec::new();
            }
            Err(e) => {
                // Try again a little later rather than lose the expiry.
                eprintln!("qibot: {e}");
                self.inner
                    .timers
                    .schedule(TimerKey::Challenge(id), now_ms() + 1000);
                return Vec::new();
            }
        }
        let loc = self.public_locale(&c.server);
        vec![Reply::channel(
            &c.channel,
            &loc,
            msg("challenge-expired")
                .str("challenger", &c.challenger.name)
                .str("challenged", &c.challenged.name),
        )]
    }

    /// Drops challenge `c` from this process: its channel is free again.
    pub(super) fn forget_challenge(&self, c: &ChallengeRecord) {
        let mut reg = self.registry();
        reg.challenges.remove(&c.id);
        self.inner.timers.cancel(TimerKey::Challenge(c.id));
        if matches!(reg.channels.get(&c.channel), Some(Slot::Challenge(x)) if *x == c.id) {
            reg.channels.remove(&c.channel);
        }
    }
}
