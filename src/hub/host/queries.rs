//! What members look up: the board, the games, the rules, ratings, history, exports.

use super::*;

/// A member's rating in one game in words (`profile`), or that they have none.
pub(super) fn profile_msg(name: &str, kind: GameKind, r: Option<&RatingRecord>) -> Message {
    match r {
        None => msg("profile-none")
            .str("name", name)
            .msg("kind", games::name(kind)),
        Some(r) => msg("profile")
            .str("name", name)
            .msg("kind", games::name(kind))
            .num("rating", r.rating.round() as i64)
            .num("deviation", r.deviation.round() as i64)
            .num("games", r.games)
            .num("wins", r.wins)
            .num("draws", r.draws)
            .num("losses", r.losses),
    }
}

/// A finished game in one line (`history-line`): players, score, why it ended, plies.
pub(super) fn history_line(g: &GameRecord) -> Message {
    let reason = g
        .state
        .ending
        .map_or_else(|| msg("reason-unknown"), |e| reason_msg(e.reason));
    msg("history-line")
        .num("game", g.id)
        .msg("red", seat_arg(&g.seats[0]))
        .msg("blue", seat_arg(&g.seats[1]))
        .str("score", g.state.ending.map_or("*", |e| e.score()))
        .msg("reason", reason)
        .num("plies", g.moves.len() as i64)
}

impl Hub {
    /// The autocomplete choices `(label, move)` for the `partial` move typed in the game of
    /// `channel` by a member whose language is `locale`, at most 25: labels like `rat g3→g4` or
    /// `C2.5 cannon h2→e2`, values the canonical moves the game record allows (see
    /// [`crate::hub::choices::Choices::moves`]); none without a game or after its end.
    pub async fn move_choices(
        &self,
        channel: &str,
        locale: &str,
        partial: &str,
    ) -> Vec<(String, String)> {
        let Some(cell) = self.cell_of(channel) else {
            return Vec::new();
        };
        let t = cell.table.lock().await;
        if t.state.ending.is_some() {
            return Vec::new();
        }
        self.choices(&t.game, locale).moves(partial)
    }

    /// The moves of `record` a member reading `locale` can pick.
    pub(super) fn choices<'a>(
        &'a self,
        record: &'a Game,
        locale: &'a str,
    ) -> crate::hub::choices::Choices<'a> {
        crate::hub::choices::Choices {
            i18n: &self.inner.i18n,
            record,
            locale,
        }
    }

    pub(super) async fn board(&self, ctx: &Ctx, id: Option<GameId>) -> Answer {
        let (_, t) = self.open_game(ctx, id, Clock::Check).await?;
        let loc = self.public_locale(&t.server);
        let flipped = t.side_of(&ctx.user.id) == Some(Side::Second);
        let mut r = Reply::channel(&t.channel, &loc, self.status(&t));
        let mut view = self.board_view(&t, &loc, flipped, None);
        // The board asked for faces the asker, in the asker's style.
        view.viewer = Some(ctx.user.id.clone());
        r.board = Some(view);
        Ok(vec![self.game_buttons(r, &t)])
    }

    /// The menu of the pieces the side to move can move in `t`, labelled in `loc`; `chosen`
    /// marks the piece picked.
    pub(super) fn piece_menu(&self, t: &Table, loc: &str, chosen: Option<&str>) -> Menu {
        let pieces = self.choices(&t.game, loc).pieces();
        Menu::pieces(crate::hub::reply::button_id("pick", t.id), pieces, chosen)
    }

    /// A piece picked in the menu (`square`): the board again with the piece's moves as a
    /// second menu. Only the player to move may pick; nothing changes.
    pub(super) async fn pick(&self, ctx: &Ctx, id: Option<GameId>, square: &str) -> Answer {
        let (_, t, side) = self.take_seat(ctx, id, Clock::Check).await?;
        super::play::your_turn(&t, side)?;
        let loc = self.public_locale(&t.server);
        let moves = self.choices(&t.game, &loc).destinations(square);
        if moves.is_empty() {
            return Err(msg("menu-no-moves").str("square", square).into());
        }
        let mut r = Reply::channel(&t.channel, &loc, self.status(&t));
        r.board = Some(self.board_view(&t, &loc, faces_second(&t), None));
        let mut r = self.game_buttons(r, &t);
        r.menus = vec![
            self.piece_menu(&t, &loc, Some(square)),
            Menu::destinations(crate::hub::reply::button_id("to", t.id), square, moves),
        ];
        Ok(vec![r])
    }

    pub(super) fn status(&self, t: &Table) -> Message {
        if let Some(e) = t.state.ending {
            if e.no_result() {
                return msg("status-no-result").msg("reason", reason_msg(e.reason));
            }
            return match e.winner {
                Some(w) => msg("status-won")
                    .msg("winner", seat_arg(t.seat(w)))
                    .msg("reason", reason_msg(e.reason)),
                None => msg("status-drawn").msg("reason", reason_msg(e.reason)),
            };
        }
        let side = t.to_move();
        let now = now_ms();
        let mut m = msg("status-to-move")
            .num("game", t.id)
            .num("number", i64::from(t.position().move_number()))
            .msg("player", seat_arg(t.seat(side)))
            .msg("side", games::side(t.kind(), side));
        m = match (
            t.clock_left(Side::First, now),
            t.clock_left(Side::Second, now),
            t.time,
        ) {
            (Some(r), Some(b), _) => m.msg(
                "clock",
                msg("clock-both")
                    .msg("red_side", games::side(t.kind(), Side::First))
                    .str("red", clock_text(r))
                    .msg("blue_side", games::side(t.kind(), Side::Second))
                    .str("blue", clock_text(b)),
            ),
            (_, _, TimeControl::PerMove { limit_ms }) if !t.seat(side).is_bot() => m.msg(
                "clock",
                msg("clock-move").str("left", clock_text(t.state.turn_started_ms + limit_ms - now)),
            ),
            _ => m.msg("clock", msg("clock-none")),
        };
        if let Some(s) = t.state.draw_offer {
            m = m.msg(
                "offer",
                msg("offer-draw").msg("player", seat_arg(t.seat(s))),
            );
        } else if let Some(s) = t.state.takeback_offer {
            m = m.msg(
                "offer",
                msg("offer-takeback").msg("player", seat_arg(t.seat(s))),
            );
        } else {
            m = m.msg("offer", msg("offer-none"));
        }
        m
    }

    /// The board of `t` for its channel. A game against the bot has one member, so the
    /// channel's board faces them (Blue or Black at the bottom when they play it), as their
    /// own `board` does.
    pub(super) fn board_view(
        &self,
        t: &Table,
        loc: &str,
        flipped: bool,
        hint: Option<Move>,
    ) -> BoardView {
        BoardView {
            game: Some(t.id),
            position: t.position(),
            last_move: t.last_move(),
            last_capture: t.last_move_captured(),
            flipped,
            red: self.inner.i18n.format(loc, &seat_arg(&t.seats[0])),
            blue: self.inner.i18n.format(loc, &seat_arg(&t.seats[1])),
            status: self.status(t),
            hint,
            ply: t.game.ply_count(),
            labels: games::of(t.kind()).board_labels(&self.inner.i18n, loc),
            style: games::of(t.kind()).piece_style(),
            viewer: {
                // The player to move, else (the bot to move) the member in the game.
                let to_move = t.position().side_to_move().index();
                t.seats[to_move]
                    .member()
                    .or_else(|| t.seats[1 - to_move].member())
                    .map(|p| p.id.clone())
            },
            ending: t.state.ending,
        }
    }

    pub(super) async fn games(&self, ctx: &Ctx, manager: bool) -> Replies {
        let mut cells: Vec<Arc<GameCell>> = self
            .registry()
            .games
            .values()
            .filter(|c| c.server == ctx.server)
            .cloned()
            .collect();
        let loc = self.public_locale(&ctx.server);
        let mut lines = Vec::new();
        let mut ids = Vec::new();
        for c in cells.drain(..) {
            let t = c.table.lock().await;
            if t.state.ending.is_some() {
                continue;
            }
            ids.push(t.id);
            lines.push((
                t.id,
                Arg::Msg(Box::new(
                    msg("games-line")
                        .num("game", t.id)
                        .msg("red", seat_arg(&t.seats[0]))
                        .msg("blue", seat_arg(&t.seats[1]))
                        .num("number", i64::from(t.position().move_number()))
                        .str("channel", &t.channel)
                        .msg("kind", games::name(t.kind())),
                )),
            ));
        }
        lines.sort_by_key(|(id, _)| *id);
        let m = if lines.is_empty() {
            msg("games-none")
        } else {
            msg("games-list")
                .num("count", lines.len() as i64)
                .lines("games", lines.into_iter().map(|(_, a)| a).collect())
        };
        let mut replies = vec![Reply::channel(&ctx.channel, &loc, m)];
        if manager {
            let set_aside = self.inner.store.quarantined_games(&ctx.server).await?;
            if !set_aside.is_empty() {
                let lines = set_aside
                    .iter()
                    .map(|q| {
                        Arg::Msg(Box::new(
                            msg("games-quarantined-line")
                                .num("game", q.id)
                                .str("channel", &q.channel)
                                .str("why", &q.why),
                        ))
                    })
                    .collect();
                let m = msg("games-quarantined")
                    .num("count", set_aside.len() as i64)
                    .lines("games", lines);
                let loc = self.private_locale(&ctx.server, &ctx.user);
                replies.push(Reply::member(&ctx.channel, &ctx.user.id, &loc, m));
            }
        }
        Ok(replies)
    }

    /// The rules of the game in this channel, or the configured rules of `game` (or of the
    /// default game) when none is played here or another game is named.
    pub(super) async fn rules(&self, ctx: &Ctx, game: Option<&str>) -> Replies {
        let asked = match game {
            Some(g) => Some(self.read_game(&ctx.server, Some(g))?),
            None => None,
        };
        let here = match self.cell_in(ctx, None) {
            Ok(cell) => {
                let t = cell.table.lock().await;
                Some((t.rules(), t.time))
            }
            Err(_) => None,
        };
        let (rules, time) = match (here, asked) {
            (Some((r, tc)), None) => (r, Some(tc)),
            (Some((r, tc)), Some(k)) if r.kind() == k => (r, Some(tc)),
            (_, k) => {
                let kind = k.unwrap_or(self.default_game(&ctx.server));
                (self.read_rules(kind, &GameOptions::default())?, None)
            }
        };
        let loc = self.private_locale(&ctx.server, &ctx.user);
        let game = games::of(rules.kind());
        let options = rules
            .options()
            .into_iter()
            .map(|(k, v)| Arg::Msg(Box::new(game.option_line(k, &v))))
            .collect();
        let m = msg("rules-text")
            .msg("rules", text::rules(&rules))
            .msg("time", time.map_or_else(|| msg("time-none"), time_msg))
            .msg("summary", game.rules_summary(&rules))
            .lines("options", options);
        let mut r = Reply::member(&ctx.channel, &ctx.user.id, &loc, m);
        // The game's own pictures of its rules (Jungle's capture table).
        for picture in game.rules_pictures(&self.inner.i18n, &loc, &rules) {
            if let Some(bytes) = (self.inner.drawing).draw(picture.draw).await {
                r.attachments.push(Attachment {
                    name: picture.name.to_string(),
                    bytes,
                    text: Some(picture.text),
                });
            }
        }
        Ok(vec![r])
    }

    pub(super) async fn leaderboard(&self, ctx: &Ctx, game: Option<&str>) -> Replies {
        let kind = self.read_game(&ctx.server, game)?;
        let rows = self
            .inner
            .store
            .leaderboard(&ctx.server, kind.code(), self.inner.config.leaderboard_size)
            .await?;
        let loc = self.public_locale(&ctx.server);
        let m = if rows.is_empty() {
            msg("leaderboard-empty").msg("kind", games::name(kind))
        } else {
            let lines = rows
                .iter()
                .enumerate()
                .map(|(i, r)| {
                    Arg::Msg(Box::new(
                        msg("leaderboard-line")
                            .num("rank", i as i64 + 1)
                            .str("name", &r.name)
                            .num("rating", r.rating.round() as i64)
                            .num("games", r.games),
                    ))
                })
                .collect();
            msg("leaderboard")
                .msg("kind", games::name(kind))
                .lines("lines", lines)
        };
        Ok(vec![Reply::channel(&ctx.channel, &loc, m)])
    }

    pub(super) async fn profile(
        &self,
        ctx: &Ctx,
        who: Option<Player>,
        game: Option<&str>,
    ) -> Replies {
        let kind = self.read_game(&ctx.server, game)?;
        let p = who.unwrap_or_else(|| ctx.user.clone());
        let loc = self.public_locale(&ctx.server);
        let r = self
            .inner
            .store
            .rating(&ctx.server, kind.code(), &p.id)
            .await?;
        let mut m = profile_msg(&p.name, kind, r.as_ref());
        // Puzzles too, once the member has tried one (a store without puzzles has none).
        if let Ok(Some(pz)) = self
            .inner
            .store
            .puzzle_record(crate::store::PuzzleKey::new(
                &ctx.server,
                kind.code(),
                &p.id,
            ))
            .await
        {
            m = msg("profile-puzzles")
                .msg("profile", m)
                .num("rating", pz.rating.round() as i64)
                .num("solved", pz.solved)
                .num("failed", pz.failed);
        }
        Ok(vec![Reply::channel(&ctx.channel, &loc, m)])
    }

    pub(super) async fn history(&self, ctx: &Ctx, who: Option<Player>) -> Replies {
        let p = who.unwrap_or_else(|| ctx.user.clone());
        let found = self
            .inner
            .store
            .finished_games(&ctx.server, &p.id, 10)
            .await?;
        let (games, unreadable) = (found.rows, found.unreadable);
        let loc = self.private_locale(&ctx.server, &ctx.user);
        let m = if games.is_empty() && unreadable.is_empty() {
            msg("history-none").str("name", &p.name)
        } else {
            // A row that cannot be read hides none of the others: it is left out with a note.
            for u in &unreadable {
                eprintln!(
                    "qibot: finished game {} cannot be read ({}); /history leaves it out",
                    u.id, u.why
                );
            }
            let note = (!unreadable.is_empty()).then(|| {
                let ids = unreadable
                    .iter()
                    .map(|u| Arg::Str(format!("#{}", u.id)))
                    .collect();
                Arg::Msg(Box::new(
                    msg("history-unreadable")
                        .num("count", unreadable.len() as i64)
                        .list("games", ids),
                ))
            });
            let lines = games
                .iter()
                .map(|g| Arg::Msg(Box::new(history_line(g))))
                .chain(note)
                .collect();
            msg("history").str("name", &p.name).lines("lines", lines)
        };
        Ok(vec![Reply::member(&ctx.channel, &ctx.user.id, &loc, m)])
    }

    /// Game `id` of this server from the store (finished or not).
    /// Game `id` of the member's server, for /export, /review and /rematch N: one of another
    /// server is "unknown", and one whose row cannot be read is named as such (it stays stored as
    /// it is) rather than as a failure of the whole store.
    pub(super) async fn stored_game(&self, ctx: &Ctx, id: GameId) -> Result<GameRecord, Refusal> {
        let unknown = || msg("export-unknown").num("game", id);
        match self.inner.store.game(id).await {
            Err(e @ StoreError::Unreadable { .. }) => Err(match &e {
                StoreError::Unreadable {
                    server: Some(s), ..
                } if *s == ctx.server => msg("game-unreadable")
                    .num("game", id)
                    .str("detail", e.to_string()),
                _ => unknown(),
            }),
            r => r?
                .map(|g| g.record)
                .filter(|g| g.server == ctx.server)
                .ok_or_else(unknown),
        }
    }

    pub(super) async fn export(&self, ctx: &Ctx, id: GameId) -> Replies {
        let g = self.stored_game(ctx, id).await?;
        let broken = |e: String| msg("export-broken").num("game", id).str("detail", e);
        let review = match Rules::parse(g.game_kind, &g.rules)
            .ok()
            .and_then(|r| Position::from_fen(&g.start_fen, r).ok())
        {
            Some(start) => self.stored_review(&g, start).await?,
            // The export says what cannot be read.
            None => None,
        };
        let text = crate::hub::export::export(&g, review.as_ref()).map_err(broken)?;
        let loc = self.private_locale(&ctx.server, &ctx.user);
        let mut r = Reply::member(
            &ctx.channel,
            &ctx.user.id,
            &loc,
            msg("export").num("game", id).str("text", &text),
        );
        r.attachments.push(Attachment {
            name: format!("{}-game-{id}.txt", g.game_kind),
            bytes: text.into_bytes(),
            text: None,
        });
        Ok(vec![r])
    }
}

/// Whether the channel's board of `t` is drawn from the second side: its only member plays
/// it (games between two members show Red at the bottom).
pub(super) fn faces_second(t: &Table) -> bool {
    t.seats[0].is_bot() && !t.seats[1].is_bot()
}
