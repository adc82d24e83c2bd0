//! Starting games: against the bot, from an accepted challenge, as a rematch.

use super::*;

impl Hub {
    pub(super) fn channel_busy(reg: &Registry, channel: &str) -> Option<Refusal> {
        match reg.channels.get(channel) {
            Some(Slot::Game(id)) => Some(msg("channel-busy-game").num("game", *id)),
            Some(Slot::Challenge(_)) => Some(msg("channel-busy-challenge")),
            None => None,
        }
    }

    /// Stores a new game (the store gives its id) and registers it; on a store failure
    /// nothing remains of it. The channel is checked here and, against other processes, by
    /// the store (one active game a channel).
    pub(super) async fn start_table(
        &self,
        mut table: Table,
        from_challenge: Option<&ChallengeRecord>,
    ) -> Result<Arc<GameCell>, Refusal> {
        let channel = table.channel.clone();
        {
            let reg = self.registry();
            if let Some(c) = from_challenge {
                if !matches!(reg.channels.get(&channel), Some(Slot::Challenge(x)) if *x == c.id) {
                    return Err(msg("challenge-gone"));
                }
            } else if let Some(busy) = Hub::channel_busy(&reg, &channel) {
                return Err(busy);
            }
            self.check_game_limits(&reg, &table.server, &table.seats)?;
        }
        let stored = self
            .inner
            .store
            .insert_game(&table.record(), from_challenge.map(|c| c.id))
            .await;
        let id = match (stored, from_challenge) {
            (Ok(id), _) => id,
            (Err(StoreError::NotFound { .. }), Some(c)) => {
                // Accepted, withdrawn or expired through another process.
                self.forget_challenge(c);
                return Err(msg("challenge-gone"));
            }
            (Err(e), _) => return Err(e.into()),
        };
        table.id = id;
        table.stored_version = 1;
        let owners = limits::owners_of(&table);
        let cell = GameCell::new(table);
        {
            let mut reg = self.registry();
            if let Some(c) = from_challenge {
                reg.challenges.remove(&c.id);
                self.inner.timers.cancel(TimerKey::Challenge(c.id));
            }
            reg.channels.insert(channel, Slot::Game(id));
            reg.games.insert(id, cell.clone());
            reg.owners.insert(id, owners);
        }
        {
            let t = cell.table.lock().await;
            self.arm(&t);
            self.changed(&t);
        }
        Ok(cell)
    }

    /// [`Hub::start_table`] of a new game from the start position of `rules` (no challenge
    /// behind it).
    async fn start_new(
        &self,
        server: &str,
        channel: &str,
        seats: [Seat; 2],
        rated: bool,
        rules: Rules,
        time: TimeControl,
    ) -> Result<Arc<GameCell>, Refusal> {
        let table = Table::new(
            0, // the store gives the id
            server.to_string(),
            channel.to_string(),
            seats,
            rated,
            rules,
            time,
            now_ms(),
        );
        self.start_table(table, None).await
    }

    /// Starts a game between two members that a capability beside the sessions arranged (a
    /// tournament's pairing), with no challenge: `seats` Red (who moves first) then the second
    /// side, in `channel` of `server`. Returns the game's id and the start's replies (the
    /// board, with the first player pinged), which the caller posts.
    ///
    /// # Errors
    /// The refusal, with nothing stored: the channel already has a game or a challenge
    /// (`channel-busy-game`, `channel-busy-challenge`, also when another process started one
    /// there), a member or the server is at the limit of games, or the store failed.
    pub async fn start_arranged(
        &self,
        server: &str,
        channel: &str,
        seats: [Seat; 2],
        rated: bool,
        rules: Rules,
        time: TimeControl,
    ) -> Result<(GameId, Vec<Reply>), Message> {
        self.load_settings(server).await;
        let cell = self
            .start_new(server, channel, seats, rated, rules, time)
            .await?;
        let t = cell.table.lock().await;
        let mut replies = self.started_replies(&t);
        replies[0].ping = self.ping_for(&t).await;
        Ok((t.id, replies))
    }

    pub(super) async fn play_bot(&self, ctx: &Ctx, o: GameOptions) -> Replies {
        let kind = self.read_game(&ctx.server, o.game.as_deref())?;
        let rules = self.read_rules(kind, &o)?;
        // Bot games are untimed unless the player asks for a clock.
        let time = Hub::read_time(&o, TimeControl::None)?;
        let level = self.read_level(&o)?;
        let colour = Hub::read_colour(kind, &o)?;
        if o.rated {
            return Err(msg("bot-games-unrated"));
        }
        if let Some(busy) = Hub::channel_busy(&self.registry(), &ctx.channel) {
            return Err(busy);
        }
        let side = match colour {
            Colour::First => Side::First,
            Colour::Second => Side::Second,
            Colour::Random => {
                if rand::thread_rng().gen_bool(0.5) {
                    Side::First
                } else {
                    Side::Second
                }
            }
        };
        let me = Seat::Member(ctx.user.clone());
        let seats = if side == Side::First {
            [me, Seat::Bot(level)]
        } else {
            [Seat::Bot(level), me]
        };
        self.check_rate(ctx, crate::hub::limits::Rated::Play)?;
        self.new_game(ctx, seats, false, rules, time).await
    }

    pub(super) async fn new_game(
        &self,
        ctx: &Ctx,
        seats: [Seat; 2],
        rated: bool,
        rules: Rules,
        time: TimeControl,
    ) -> Replies {
        // A bot that moves first needs a place in the engine pool now: refused before anything
        // is stored when the pool is full. Who moves first is the rules' (Jungle's `first`).
        let first = Position::startpos(rules).side_to_move();
        let admission = match &seats[first.index()] {
            Seat::Bot(_) => Some(
                self.inner
                    .searches
                    .try_admit()
                    .ok_or_else(|| msg("bot-busy"))?,
            ),
            Seat::Member(_) => None,
        };
        let cell = self
            .start_new(&ctx.server, &ctx.channel, seats, rated, rules, time)
            .await?;
        let (replies, job) = {
            let mut t = cell.table.lock().await;
            (
                self.started_replies(&t),
                self.start_bot(&mut t).map(|j| j.admitted(admission)),
            )
        };
        let mut replies = replies;
        if let Some(job) = job {
            replies.extend(self.bot_turn(cell, job).await);
        }
        Ok(replies)
    }

    pub(super) fn started_replies(&self, t: &Table) -> Vec<Reply> {
        let loc = self.public_locale(&t.server);
        let kind = t.kind();
        let m = msg("game-started")
            .num("game", t.id)
            .msg("kind", games::name(kind))
            .msg("red", seat_arg(&t.seats[0]))
            .msg("red_side", games::side(kind, Side::First))
            .msg("blue", seat_arg(&t.seats[1]))
            .msg("blue_side", games::side(kind, Side::Second))
            .msg("first", games::side(kind, t.game.start().side_to_move()))
            .msg("rules", text::rules(&t.rules()))
            .msg("time", time_msg(t.time))
            .msg("rated", msg(if t.rated { "rated-yes" } else { "rated-no" }));
        let mut r = Reply::channel(&t.channel, &loc, m);
        r.board = Some(self.board_view(t, &loc, faces_second(t), None));
        vec![self.game_buttons(r, t)]
    }

    /// `r` with the buttons of a game being played, and while a member is to move, the menu
    /// of their pieces (the first step of picking a move without typing).
    pub(super) fn game_buttons(&self, r: Reply, t: &Table) -> Reply {
        let mut r = r
            .button("resign", t.id, "button-resign")
            .button("draw", t.id, "button-draw")
            .button("takeback", t.id, "button-takeback");
        if t.bot().is_some() {
            r = r.button("hint", t.id, "button-hint");
        }
        if t.state.ending.is_none() && !t.bot_to_move() {
            r.menus = vec![self.piece_menu(t, &r.locale, None)];
        }
        r
    }

    pub(super) async fn rematch(&self, ctx: &Ctx, id: GameId) -> Replies {
        let g = self.stored_game(ctx, id).await?;
        if g.state.ending.is_none() {
            return Err(msg("rematch-not-over"));
        }
        let side = Side::ALL
            .into_iter()
            .find(|s| {
                g.seats[s.index()]
                    .member()
                    .is_some_and(|p| p.id == ctx.user.id)
            })
            .ok_or_else(|| msg("rematch-not-player"))?;
        let rules = Rules::parse(g.game_kind, &g.rules).map_err(|e| rules_error(&e))?;
        let time = TimeControl::parse_stored(&g.time_control)
            .map_err(|_| msg("bad-time-control").str("text", &g.time_control))?;
        match &g.seats[(!side).index()] {
            Seat::Bot(level) => {
                let me = Seat::Member(ctx.user.clone());
                // Colours swapped: the member takes the side the bot had.
                let seats = if side == Side::First {
                    [Seat::Bot(*level), me]
                } else {
                    [me, Seat::Bot(*level)]
                };
                self.new_game(ctx, seats, false, rules, time).await
            }
            Seat::Member(opponent) => {
                let colour = if side == Side::First {
                    Colour::Second
                } else {
                    Colour::First
                };
                self.challenge_with(ctx, opponent.clone(), rules, time, g.rated, colour)
                    .await
            }
        }
    }
}
