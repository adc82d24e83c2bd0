//! Playing: the opening every game command shares, moves, endings with their ratings,
//! resignations, and the commit-or-roll-back of every change to a game.

use super::*;

/// Whether a game command first ends the game if its clock ran out (or its player is absent).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Clock {
    /// End it first: the command is not applied and the replies announce the ending.
    Check,
    /// Apply the command to the game as it stands.
    Skip,
}

/// A game's table, locked for one command.
pub(super) type Locked = tokio::sync::OwnedMutexGuard<Table>;

/// Why a game command stops before its end: refused (nothing changed), or the game ended on
/// time first (the replies announce it).
pub(super) enum Stop {
    /// Refused, with the reason.
    Refused(Refusal),
    /// Ended on time (or by absence) before the command.
    Ended(Vec<Reply>),
}

impl From<Refusal> for Stop {
    fn from(m: Refusal) -> Stop {
        Stop::Refused(m)
    }
}

impl From<StoreError> for Stop {
    fn from(e: StoreError) -> Stop {
        Stop::Refused(e.into())
    }
}

/// A move text read earlier: the game and its version then, and what it read as.
pub(super) type ReadMove = ((GameId, u64), Result<Move, MoveTextError>);

/// What a game command answers: its replies, or why it stopped.
pub(super) type Answer = Result<Vec<Reply>, Stop>;

/// A game command's answer as the other commands give it: an ending on time is an answer,
/// not a refusal.
pub(super) fn settle(a: Answer) -> Replies {
    match a {
        Ok(r) | Err(Stop::Ended(r)) => Ok(r),
        Err(Stop::Refused(m)) => Err(m),
    }
}

/// Refuses unless `side` is to move in `t`, saying who is (or that the bot is thinking).
pub(super) fn your_turn(t: &Table, side: Side) -> Result<(), Refusal> {
    if side == t.to_move() {
        return Ok(());
    }
    Err(if t.bot_to_move() {
        msg("bot-thinking")
    } else {
        msg("not-your-turn").msg("player", seat_arg(t.seat(t.to_move())))
    })
}

impl Hub {
    pub(super) fn cell_in(&self, ctx: &Ctx, id: Option<GameId>) -> Result<Arc<GameCell>, Refusal> {
        let reg = self.registry();
        let cell = match reg.channels.get(&ctx.channel) {
            Some(Slot::Game(g)) => reg.games.get(g).cloned(),
            Some(Slot::Challenge(_)) => return Err(msg("challenge-pending")),
            None => None,
        };
        match (cell, id) {
            (None, Some(_)) => Err(msg("button-stale")),
            (None, None) => Err(msg("no-game-here")),
            (Some(c), Some(i)) if !reg.games.get(&i).is_some_and(|x| Arc::ptr_eq(x, &c)) => {
                Err(msg("button-stale"))
            }
            (Some(c), _) => Ok(c),
        }
    }

    /// The opening of the game commands: the game in `ctx`'s channel (button `id`'s game, if
    /// given), locked; refused if it is over; with [`Clock::Check`], ended first if its clock
    /// ran out.
    pub(super) async fn open_game(
        &self,
        ctx: &Ctx,
        id: Option<GameId>,
        clock: Clock,
    ) -> Result<(Arc<GameCell>, Locked), Stop> {
        let cell = self.cell_in(ctx, id)?;
        let mut t = cell.table.clone().lock_owned().await;
        submit::check_expected(&t)?;
        if t.state.ending.is_some() {
            return Err(msg("no-game-here").into());
        }
        if clock == Clock::Check
            && let Some(e) = t.overdue(now_ms(), self.abandon_ms())
        {
            return Err(Stop::Ended(self.end_game(&mut t, e).await?));
        }
        Ok((cell, t))
    }

    /// [`Hub::open_game`], then the side `ctx.user` plays (a spectator is refused).
    pub(super) async fn take_seat(
        &self,
        ctx: &Ctx,
        id: Option<GameId>,
        clock: Clock,
    ) -> Result<(Arc<GameCell>, Locked, Side), Stop> {
        let (cell, t) = self.open_game(ctx, id, clock).await?;
        let side = self.player_side(ctx, &t)?;
        Ok((cell, t, side))
    }

    /// The side `ctx.user` plays in `t`, or a refusal naming the players.
    pub(super) fn player_side(&self, ctx: &Ctx, t: &Table) -> Result<Side, Refusal> {
        t.side_of(&ctx.user.id).ok_or_else(|| {
            msg("not-a-player")
                .msg("red", seat_arg(&t.seats[0]))
                .msg("blue", seat_arg(&t.seats[1]))
        })
    }

    /// Changes `t` with `change` and commits it ([`Hub::save`]); if either fails, `t` is as
    /// before. When the store holds a newer state (another process wrote it), `t` becomes that
    /// state and the refusal is `game-changed`: [`Hub::handle`] then checks the command again
    /// against it.
    pub(super) async fn commit<R>(
        &self,
        t: &mut Table,
        change: impl FnOnce(&mut Table) -> Result<R, Refusal>,
    ) -> Result<R, Refusal> {
        let before = t.clone_state();
        let r = match change(t) {
            Ok(r) => r,
            Err(e) => {
                t.restore_state(before);
                return Err(e);
            }
        };
        match self.save(t).await {
            Ok(()) => Ok(r),
            Err(e) => {
                t.restore_state(before);
                if matches!(e, StoreError::Conflict { .. } | StoreError::NotFound { .. }) {
                    self.reload(t).await;
                    return Err(msg("game-changed"));
                }
                Err(e.into())
            }
        }
    }

    /// Stores `t` over the version it was read at: when it is over, as a finished game with
    /// the new ratings (their changes set on `t`), else as the game so far.
    async fn save(&self, t: &mut Table) -> Result<(), StoreError> {
        match t.state.ending {
            Some(e) => {
                let (ratings, changes) = self.ratings_for(t, &e).await?;
                t.state.rating_changes = changes;
                self.inner
                    .store
                    .finish_game(&t.record(), t.stored_version, &ratings)
                    .await?;
                t.stored_version += 1;
            }
            None => {
                t.stored_version = self
                    .inner
                    .store
                    .update_game(&t.record(), t.stored_version)
                    .await?;
            }
        }
        self.changed(t);
        Ok(())
    }

    /// Replaces `t` by the stored game after a write found it changed: its fresh moves,
    /// clocks and offers, its timer re-armed at the fresh deadline. A game that ended (or
    /// vanished) in the store leaves this process, announced by whoever ended it. The bot is
    /// not started here: the process that stored the position plays the bot's move.
    pub(super) async fn reload(&self, t: &mut Table) {
        let fresh = match self.inner.store.game(t.id).await {
            // Same version: only a rating had moved; a retry recomputes it.
            Ok(Some(v)) if v.version == t.stored_version => return,
            Ok(Some(v)) => match Table::from_versioned(&v) {
                Ok(f) => Some(f),
                Err(e) => {
                    eprintln!("qibot: a stored game cannot be read: {e}");
                    return;
                }
            },
            Ok(None) => None,
            // The store failed: keep the copy; the next write checks again.
            Err(_) => return,
        };
        t.stop_bot();
        match fresh {
            Some(mut f) => {
                f.version = t.version + 1;
                *t = f;
                if t.state.ending.is_some() {
                    self.forget(t);
                } else {
                    self.arm(t);
                }
            }
            None => self.forget(t),
        }
    }

    /// Drops `t`'s game from this process: its channel is free again.
    fn forget(&self, t: &mut Table) {
        t.stop_bot();
        self.forget_reminder(t.id);
        let mut reg = self.registry();
        reg.games.remove(&t.id);
        reg.owners.remove(&t.id);
        self.inner.timers.cancel(TimerKey::Game(t.id));
        if matches!(reg.channels.get(&t.channel), Some(Slot::Game(x)) if *x == t.id) {
            reg.channels.remove(&t.channel);
        }
    }

    /// Plays the move `text` (or what it was `read` as, if the game has not changed since).
    pub(super) async fn play_move(
        &self,
        ctx: &Ctx,
        text: &str,
        id: Option<GameId>,
        read: Option<ReadMove>,
    ) -> Answer {
        let (mut replies, job, cell) = {
            let (cell, mut t, side) = self.take_seat(ctx, id, Clock::Check).await?;
            your_turn(&t, side)?;
            // A move read when typed stands if the game has not changed since.
            let m = match read {
                Some((at, read)) if at == (t.id, t.version) => read,
                _ => self.read_move(&t, &ctx.user, text),
            }
            .map_err(|e| msg("move-refused").msg("reason", games::move_text_error(&e)))?;
            // The bot answers in its game: a place in the engine pool first, so a full pool
            // refuses the move before it is played.
            let admission = match t.bot() {
                Some(_) => Some(
                    self.inner
                        .searches
                        .try_admit()
                        .ok_or_else(|| msg("bot-busy"))?,
                ),
                None => None,
            };
            let replies = self.apply_move(&mut t, m).await?;
            let job = self.start_bot(&mut t).map(|j| j.admitted(admission));
            (replies, job, cell)
        };
        if let Some(job) = job {
            replies.extend(self.bot_turn(cell, job).await);
        }
        Ok(replies)
    }

    /// Plays the legal move `m` for the side to move, commits, and builds the replies. On a
    /// store failure the table is as before.
    pub(super) async fn apply_move(&self, t: &mut Table, m: Move) -> Replies {
        let pos = t.position();
        let side = pos.side_to_move();
        let max_plies = self.inner.config.max_game_plies;
        self.commit(t, |t| {
            let now = now_ms();
            t.play(m, now)
                .map_err(|e| msg("move-refused").msg("reason", games::illegal_move(&e)))?;
            // The board decides first; past the longest game, a draw.
            t.limit_plies(max_plies, now);
            Ok(())
        })
        .await?;
        let loc = self.table_locale(t);
        let by_bot = t.seat(side).is_bot();
        let m_msg = msg("move-played")
            .msg("player", seat_arg(t.seat(side)))
            .msg("side", games::side(t.kind(), side))
            .str("move", self.move_text(&pos, m, &loc, &table_readers(t)))
            .str("canonical", m)
            .num("number", i64::from(pos.move_number()));
        let mut r = Reply::channel(&t.channel, &loc, m_msg);
        r.played = Some(Played {
            side,
            mv: m,
            by_bot,
        });
        r.board = Some(self.board_view(t, &loc, faces_second(t), None));
        let mut replies = vec![if t.state.ending.is_none() {
            self.game_buttons(r, t)
        } else {
            r
        }];
        if t.state.ending.is_some() {
            replies.extend(self.after_end(t));
        } else {
            self.arm(t);
            // The reply that hands the move over pings the member to move.
            replies[0].ping = self.ping_for(t).await;
        }
        Ok(replies)
    }

    /// The new rating records of a rated member game ending `e`, with the changes.
    pub(super) async fn ratings_for(
        &self,
        t: &Table,
        e: &Ending,
    ) -> Result<(Vec<RatingRecord>, Option<[RatingChange; 2]>), StoreError> {
        let (Some(red), Some(blue)) = (t.seats[0].member(), t.seats[1].member()) else {
            return Ok((Vec::new(), None));
        };
        if !t.rated || e.no_result() {
            return Ok((Vec::new(), None));
        }
        let load = async |p: &Player| -> Result<RatingRecord, StoreError> {
            let mut r = self
                .inner
                .store
                .rating(&t.server, t.kind().code(), &p.id)
                .await?
                .unwrap_or_else(|| rating::fresh(&t.server, t.kind().code(), p));
            r.name = p.name.clone();
            Ok(r)
        };
        let (new, changes) = rating::update(&load(red).await?, &load(blue).await?, e);
        Ok((new.to_vec(), Some(changes)))
    }

    /// Ends the game with `e`, commits it with the rating changes, and builds the replies.
    pub(super) async fn end_game(&self, t: &mut Table, e: Ending) -> Replies {
        self.commit(t, |t| {
            t.finish(e, now_ms());
            Ok(())
        })
        .await?;
        Ok(self.after_end(t))
    }

    /// After a committed ending: frees the channel and announces result, reason, rating
    /// changes, the replay and a rematch offer; hands the game to the puzzle miner.
    pub(super) fn after_end(&self, t: &mut Table) -> Vec<Reply> {
        self.forget(t);
        let Some(e) = t.state.ending else {
            return Vec::new();
        };
        self.queue_mining(t);
        let loc = self.table_locale(t);
        let m = match e.winner {
            _ if e.no_result() => msg("game-over-no-result")
                .num("game", t.id)
                .msg("reason", reason_msg(e.reason)),
            Some(w) => msg("game-over-win")
                .num("game", t.id)
                .msg("winner", seat_arg(t.seat(w)))
                .msg("loser", seat_arg(t.seat(!w)))
                .msg("side", games::side(t.kind(), w))
                .msg("reason", reason_msg(e.reason))
                .str("score", e.score()),
            None => msg("game-over-draw")
                .num("game", t.id)
                .msg("reason", reason_msg(e.reason))
                .str("score", e.score()),
        };
        let mut r = Reply::channel(&t.channel, &loc, m);
        r.game_over = true;
        r.board = Some(self.board_view(t, &loc, faces_second(t), None));
        r.replay = Some(ReplayView {
            game: t.id,
            start: t.game.start(),
            moves: t.game.moves(),
            red: t.seats[0].display_name(),
            blue: t.seats[1].display_name(),
        });
        let mut out = vec![
            r.button("rematch", t.id, "button-rematch")
                .button("export", t.id, "button-export")
                .button("review", t.id, "button-review"),
        ];
        if let Some(ch) = t.state.rating_changes {
            let line = |s: Side| {
                let c = ch[s.index()];
                let delta = (c.after - c.before).round() as i64;
                msg("rating-change")
                    .msg("player", seat_arg(t.seat(s)))
                    .num("before", c.before.round() as i64)
                    .num("after", c.after.round() as i64)
                    .signed("delta", delta)
            };
            out.push(Reply::channel(
                &t.channel,
                &loc,
                msg("rating-changes")
                    .msg("red", line(Side::First))
                    .msg("blue", line(Side::Second)),
            ));
        }
        out
    }

    pub(super) async fn resign(&self, ctx: &Ctx, id: Option<GameId>) -> Answer {
        let (_, mut t, side) = self.take_seat(ctx, id, Clock::Check).await?;
        Ok(self
            .end_game(&mut t, Ending::win(!side, EndReason::Resignation))
            .await?)
    }
}
