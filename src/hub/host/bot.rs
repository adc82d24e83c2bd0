//! The bot's moves and hints, searched in the engine pool ([`super::super::searches`]).

use super::*;

impl Hub {
    /// If the bot is to move, registers a search (its stop flag) and returns what it needs.
    pub(super) fn start_bot(&self, t: &mut Table) -> Option<BotJob> {
        if !t.bot_to_move() || t.bot_search.is_some() {
            return None;
        }
        let (_, level) = t.bot()?;
        let stop = Arc::new(AtomicBool::new(false));
        t.bot_search = Some(stop.clone());
        Some(BotJob {
            game: t.game.clone(),
            level,
            version: t.version,
            stop,
            admission: None,
        })
    }

    /// Runs the search in the engine pool (waiting for a place unless the job has one), then
    /// plays its move if the game has not changed meanwhile (a resignation, a takeback or a
    /// loss on time raise the stop flag). The move is stored over the version searched; if
    /// another process wrote the game first, nothing is posted.
    pub(super) async fn bot_turn(&self, cell: Arc<GameCell>, job: BotJob) -> Vec<Reply> {
        let bot = self.inner.bot.clone();
        let BotJob {
            game,
            level,
            version,
            stop,
            admission,
        } = job;
        let g = game.clone();
        let searches = &self.inner.searches;
        let admission = match admission {
            Some(a) => a,
            None => searches.admit().await,
        };
        let found = searches
            .run(admission, move || bot.choose_move(&g, level, &stop))
            .await;
        let mut t = cell.table.lock().await;
        if t.version != version || t.state.ending.is_some() {
            return Vec::new();
        }
        t.bot_search = None;
        let pos = t.position();
        let m = match found {
            Some(Some(m)) if pos.is_legal(m) => Some(m),
            // A failed or empty search must not stall the game: play the greedy move instead.
            _ => GreedyBot.choose_move(&game, level, &AtomicBool::new(false)),
        };
        let Some(m) = m else { return Vec::new() };
        match self.apply_move(&mut t, m).await {
            Ok(r) => r,
            // Another process stored a newer state of the game (its own search of this
            // position, or a member's command): it posts what it stored; the bot's move for
            // a position is posted once, by the process whose write succeeded.
            Err(e) if e.id == "game-changed" => Vec::new(),
            Err(e) => {
                let loc = self.table_locale(&t);
                vec![Reply::channel(&t.channel, &loc, e)]
            }
        }
    }

    pub(super) async fn hint(&self, ctx: &Ctx, id: Option<GameId>) -> Answer {
        let (game, view_base, players) = {
            let (_, t, side) = self.take_seat(ctx, id, Clock::Skip).await?;
            if t.rated {
                return Err(msg("hint-rated").into());
            }
            if t.bot().is_none() {
                let allowed = self
                    .server_settings(&t.server)
                    .casual_hints
                    .unwrap_or(self.inner.config.casual_hints);
                if !allowed {
                    return Err(msg("hint-not-allowed").into());
                }
            }
            if t.to_move() != side {
                return Err(msg("hint-not-your-turn").into());
            }
            let loc = self.private_locale(&ctx.server, &ctx.user);
            (
                t.game.clone(),
                self.board_view(&t, &loc, side == Side::Second, None),
                table_readers(&t)
                    .into_iter()
                    .map(|l| l.map(str::to_string))
                    .collect::<Vec<_>>(),
            )
        };
        self.check_rate(ctx, crate::hub::limits::Rated::Hint)?;
        let admission = self
            .inner
            .searches
            .try_admit()
            .ok_or_else(|| msg("bot-busy"))?;
        let bot = self.inner.bot.clone();
        let g = game.clone();
        let found = self
            .inner
            .searches
            .run(admission, move || bot.hint(&g, &AtomicBool::new(false)))
            .await
            .flatten()
            .filter(|m| game.position().is_legal(*m))
            .ok_or_else(|| msg("hint-none"))?;
        let loc = self.private_locale(&ctx.server, &ctx.user);
        // The asking member reads it first, then the players.
        let mut readers = vec![ctx.user.locale.as_deref()];
        readers.extend(players.iter().map(Option::as_deref));
        let mut r = Reply::member(
            &ctx.channel,
            &ctx.user.id,
            &loc,
            msg("hint")
                .str(
                    "move",
                    self.move_text(&game.position(), found, &loc, &readers),
                )
                .str("canonical", found),
        );
        let mut view = view_base;
        view.hint = Some(found);
        r.board = Some(view);
        Ok(vec![r])
    }
}

pub(super) struct BotJob {
    game: Game,
    level: Level,
    version: u64,
    stop: Arc<AtomicBool>,
    /// The job's place in the engine pool, when the request that caused it took one.
    admission: Option<Admission>,
}

impl BotJob {
    /// The job with the place its request took.
    pub(super) fn admitted(mut self, admission: Option<Admission>) -> BotJob {
        self.admission = admission;
        self
    }
}
