//! Puzzles on a server (`/puzzle`): a shipped puzzle near the member's puzzle rating (per
//! server and game, Glicko-2 like game ratings, kept in the store), solved privately or in the
//! channel with the same move input as games (typed in the channel when solving there,
//! `/move`, or the menus under the board); the bot plays the defence; a wrong move ends the
//! try with the solution; the rating changes once per puzzle.
//!
//! A try lives in this process's registry, by channel and member, beside the channel's game
//! and apart from it: a member's answer goes to their puzzle only when they play no game in
//! that channel. A try is not stored: a restart forgets the tries in progress (unrated), and
//! one left unanswered for [`FORGET_AFTER_MS`] is forgotten when another starts.

use std::collections::HashSet;

use super::*;
use crate::hub::puzzles::{self, Answer as Step, PuzzleTry};
use crate::store::{PuzzleAttempt, PuzzleKey, PuzzleRecord};

/// A try in progress.
#[derive(Clone, Debug)]
pub(super) struct PuzzleSession {
    /// The server it was asked on.
    server: String,
    /// The puzzle and how far the member has come.
    attempt: PuzzleTry,
    /// Solved in the channel (everyone sees it) rather than privately.
    public: bool,
    /// Its number in this process (for the menus' ids).
    number: i64,
    /// When it started (Unix ms).
    started_ms: i64,
    /// The day whose daily puzzle it is, if it is one.
    daily: Option<i64>,
}

/// A try left unanswered this long is forgotten (unrated) when another starts.
const FORGET_AFTER_MS: i64 = 6 * 3_600_000;

/// The key of a try: the channel and the member.
type SessionKey = (String, String);

impl Hub {
    /// Whether member `user` is solving a puzzle in the channel, in it for everyone to see,
    /// so that what they type there may answer it (a private try is answered with `/move` or
    /// the menus only).
    pub fn solving_in(&self, channel: &str, user: &str) -> bool {
        let key = (channel.to_string(), user.to_string());
        self.registry()
            .puzzles
            .get(&key)
            .is_some_and(|s| s.public && !s.attempt.is_over())
    }

    /// The moves of member `user`'s puzzle try in `channel` matching `partial`, as
    /// [`Hub::move_choices`] lists a game's; `None` when `/move` there is not for a puzzle
    /// (no try in progress, or they play the channel's game).
    pub async fn puzzle_move_choices(
        &self,
        channel: &str,
        user: &str,
        locale: &str,
        partial: &str,
    ) -> Option<Vec<(String, String)>> {
        let key = (channel.to_string(), user.to_string());
        let attempt = {
            let reg = self.registry();
            let s = reg.puzzles.get(&key)?;
            (!s.attempt.is_over()).then(|| s.attempt.clone())?
        };
        if self.plays_in(channel, user).await {
            return None;
        }
        Some(self.choices(attempt.game(), locale).moves(partial))
    }

    /// Whether member `user` plays the active game of `channel`.
    pub(super) async fn plays_in(&self, channel: &str, user: &str) -> bool {
        let Some(cell) = self.cell_of(channel) else {
            return false;
        };
        let t = cell.table.lock().await;
        t.state.ending.is_none() && t.side_of(user).is_some()
    }

    /// Whether a move of the member here is for their puzzle: they have a try in progress in
    /// this channel and play no game in it.
    pub(super) async fn move_is_for_puzzle(&self, ctx: &Ctx) -> bool {
        let key = (ctx.channel.clone(), ctx.user.id.clone());
        let active = self
            .registry()
            .puzzles
            .get(&key)
            .is_some_and(|s| !s.attempt.is_over());
        active && !self.plays_in(&ctx.channel, &ctx.user.id).await
    }

    /// A line typed in `channel` by `user` that answers their puzzle solved in the channel:
    /// [`Command::Move`], unless it is no attempt at a move (chat).
    pub(super) fn typed_for_puzzle(
        &self,
        channel: &str,
        user: &str,
        line: &str,
    ) -> Option<Command> {
        if !self.solving_in(channel, user) {
            return None;
        }
        let key = (channel.to_string(), user.to_string());
        let pos = self.registry().puzzles.get(&key)?.attempt.position();
        match pos.parse_move(line.trim()) {
            Err(e) if e.is_not_a_move() => None,
            _ => Some(Command::Move(line.trim().to_string())),
        }
    }

    /// The member's puzzle record of `kind` on the server, a fresh one if they have none.
    async fn puzzle_record(&self, ctx: &Ctx, kind: GameKind) -> Result<PuzzleRecord, Refusal> {
        let stored = self
            .inner
            .store
            .puzzle_record(PuzzleKey::new(&ctx.server, kind.code(), &ctx.user.id))
            .await?;
        Ok(stored.unwrap_or_else(|| {
            let (rating, deviation, volatility) = puzzles::fresh_rating();
            PuzzleRecord {
                server: ctx.server.clone(),
                game_kind: kind.code().to_string(),
                user: ctx.user.id.clone(),
                rating,
                deviation,
                volatility,
                solved: 0,
                failed: 0,
            }
        }))
    }

    /// The ids of the puzzles of `kind` member `ctx.user` tried on this server.
    ///
    /// # Errors
    /// As the store's `puzzles_tried`.
    pub(super) async fn tried(
        &self,
        ctx: &Ctx,
        kind: GameKind,
    ) -> Result<HashSet<String>, StoreError> {
        let ids =
            self.inner
                .store
                .puzzles_tried(PuzzleKey::new(&ctx.server, kind.code(), &ctx.user.id));
        Ok(ids.await?.into_iter().collect())
    }

    /// `/puzzle`: a puzzle of the game (`None`: the server's default) near the member's
    /// puzzle rating, one they have not tried on this server: a shipped one, or with
    /// `from_server` one found in this server's own finished games (no other server's);
    /// privately unless `public`. A try already in progress in this channel is given up
    /// (unrated).
    pub(super) async fn start_puzzle(
        &self,
        ctx: &Ctx,
        game: Option<&str>,
        public: bool,
        from_server: bool,
    ) -> Replies {
        let kind = self.read_game(&ctx.server, game)?;
        let own = if from_server {
            let own = self.server_puzzles(&ctx.server, kind).await?;
            if own.is_empty() {
                return Err(msg("puzzle-server-none")
                    .msg("game", games::name(kind))
                    .num("plies", self.inner.config.mine_min_plies as i64));
            }
            own
        } else {
            Vec::new()
        };
        let set = if from_server {
            &own[..]
        } else {
            puzzles::shipped(kind)
        };
        let record = self.puzzle_record(ctx, kind).await?;
        let tried = self.tried(ctx, kind).await?;
        let puzzle = puzzles::nearest(set, record.rating, &|id| tried.contains(id))
            .ok_or_else(|| msg("puzzle-none"))?;
        self.begin_try(ctx, puzzle, public, None).await
    }

    /// Starts member `ctx.user`'s try of `puzzle` in this channel (privately unless
    /// `public`; `daily`: the day whose daily puzzle it is): the start message with how the
    /// puzzle fared so far, the board and the menu of the pieces. A try already in progress
    /// in this channel is given up (unrated).
    pub(super) async fn begin_try(
        &self,
        ctx: &Ctx,
        puzzle: &crate::games::puzzle::Puzzle,
        public: bool,
        daily: Option<i64>,
    ) -> Replies {
        let kind = puzzle.kind;
        let attempt = PuzzleTry::new(puzzle.clone()).ok_or_else(|| msg("puzzle-none"))?;
        let session = {
            let now = now_ms();
            let mut reg = self.registry();
            reg.puzzles
                .retain(|_, s| now - s.started_ms < FORGET_AFTER_MS);
            reg.puzzle_count += 1;
            let s = PuzzleSession {
                server: ctx.server.clone(),
                attempt,
                public,
                number: reg.puzzle_count,
                started_ms: now,
                daily,
            };
            reg.puzzles
                .insert((ctx.channel.clone(), ctx.user.id.clone()), s.clone());
            s
        };
        let loc = self.puzzle_locale(ctx, &session);
        let m = puzzles::start_message(puzzle);
        // How the puzzle fared so far, on every server (counts only); unknown is left out. A
        // server's own puzzle has no such count: its id names other puzzles elsewhere.
        let stats = match puzzles::is_server_puzzle(puzzle) {
            true => Ok(Default::default()),
            false => self.inner.store.puzzle_stats(kind.code(), &puzzle.id).await,
        };
        let m = match stats {
            Ok(st) if st.tried > 0 => msg("puzzle-start-stats")
                .msg("start", m)
                .num("solved", st.solved)
                .num("tried", st.tried),
            _ => m,
        };
        let mut r = self.puzzle_reply(ctx, &session, &loc, m);
        r.menus = vec![self.puzzle_piece_menu(&session, &loc, None)];
        Ok(vec![r])
    }

    /// The language of a try's replies: the member's own for a private one, the server's
    /// for one in the channel.
    fn puzzle_locale(&self, ctx: &Ctx, s: &PuzzleSession) -> String {
        if s.public {
            self.public_locale(&s.server)
        } else {
            self.private_locale(&s.server, &ctx.user)
        }
    }

    /// A reply of a try saying `m`, with the board as it stands, to the member alone or to
    /// the channel.
    fn puzzle_reply(&self, ctx: &Ctx, s: &PuzzleSession, loc: &str, m: Message) -> Reply {
        let mut r = if s.public {
            Reply::channel(&ctx.channel, loc, m)
        } else {
            Reply::member(&ctx.channel, &ctx.user.id, loc, m)
        };
        r.board = Some(self.puzzle_board(ctx, s, loc));
        r
    }

    /// The board of a try, facing the solver, in their style.
    fn puzzle_board(&self, ctx: &Ctx, s: &PuzzleSession, loc: &str) -> BoardView {
        self.try_board(&ctx.user, &s.attempt, loc)
    }

    /// The picture (PNG) of try `attempt` as [`Hub::handle`]'s puzzle replies draw it,
    /// facing `solver` and named after them, its status line in `locale`: for a front-end
    /// that keeps its own tries (the console). `None` without a renderer.
    pub async fn puzzle_picture(
        &self,
        solver: &Player,
        attempt: &PuzzleTry,
        locale: &str,
    ) -> Option<Vec<u8>> {
        if !self.inner.renderer.enabled() {
            return None;
        }
        let view = self.try_board(solver, attempt, locale);
        let status = self.inner.i18n.format(locale, &view.status);
        let renderer = self.inner.renderer.clone();
        (self.inner.drawing)
            .draw(move || renderer.board_png(&view, &status))
            .await
            .flatten()
    }

    /// The board of try `attempt`, facing `user` (the solver), in the game's own look.
    fn try_board(&self, user: &Player, attempt: &PuzzleTry, loc: &str) -> BoardView {
        let pos = attempt.position();
        let kind = pos.kind();
        let solver = attempt
            .puzzle
            .position()
            .map_or(Side::First, |p| p.side_to_move());
        let (me, bot) = (user.name.clone(), "qibot".to_string());
        let (red, blue) = if solver == Side::First {
            (me, bot)
        } else {
            (bot, me)
        };
        let last_capture = attempt.last_move().is_some_and(|m| {
            let before = attempt.game().position_before_last();
            before.is_some_and(|p| p.is_capture(m))
        });
        BoardView {
            game: None,
            position: pos,
            last_move: attempt.last_move(),
            last_capture,
            flipped: solver == Side::Second,
            red,
            blue,
            status: msg("puzzle-status")
                .str("id", &attempt.puzzle.id)
                .str("goal", attempt.puzzle.goal())
                .msg("side", games::side(kind, solver)),
            hint: None,
            ply: attempt.game().ply_count(),
            labels: games::of(kind).board_labels(&self.inner.i18n, loc),
            style: games::of(kind).piece_style(),
            viewer: Some(user.id.clone()),
            ending: None,
        }
    }

    /// The menu of the pieces the solver can move; `chosen` marks the one picked.
    fn puzzle_piece_menu(&self, s: &PuzzleSession, loc: &str, chosen: Option<&str>) -> Menu {
        let pieces = self.choices(s.attempt.game(), loc).pieces();
        Menu::pieces(
            crate::hub::reply::button_id("puzzle-pick", s.number),
            pieces,
            chosen,
        )
    }

    /// The member's try in this channel, if it is the one numbered `number` (a menu of an
    /// older try is refused) and still in progress.
    fn current_try(&self, ctx: &Ctx, number: Option<i64>) -> Result<PuzzleSession, Refusal> {
        let key: SessionKey = (ctx.channel.clone(), ctx.user.id.clone());
        let reg = self.registry();
        let s = reg.puzzles.get(&key).ok_or_else(|| msg("puzzle-no-try"))?;
        if number.is_some_and(|n| n != s.number) || s.attempt.is_over() {
            return Err(msg("puzzle-no-try"));
        }
        Ok(s.clone())
    }

    /// A piece picked in a try's menu: the board again with its moves as a second menu.
    pub(super) async fn puzzle_pick(&self, ctx: &Ctx, number: i64, square: &str) -> Replies {
        let s = self.current_try(ctx, Some(number))?;
        let loc = self.puzzle_locale(ctx, &s);
        let moves = self.choices(s.attempt.game(), &loc).destinations(square);
        if moves.is_empty() {
            return Err(msg("menu-no-moves").str("square", square));
        }
        let m = msg("puzzle-status")
            .str("id", &s.attempt.puzzle.id)
            .str("goal", s.attempt.puzzle.goal())
            .msg(
                "side",
                games::side(s.attempt.puzzle.kind, s.attempt.position().side_to_move()),
            );
        let mut r = self.puzzle_reply(ctx, &s, &loc, m);
        r.menus = vec![
            self.puzzle_piece_menu(&s, &loc, Some(square)),
            Menu::destinations(
                crate::hub::reply::button_id("puzzle-to", s.number),
                square,
                moves,
            ),
        ];
        Ok(vec![r])
    }

    /// The member's answer `text` to their try in this channel (`number`: from the try's
    /// menu): right (the bot replies), solved or wrong (rated, the try ends). A text that is
    /// no legal move changes nothing and is refused with its reason.
    pub(super) async fn answer_puzzle(
        &self,
        ctx: &Ctx,
        text: &str,
        number: Option<i64>,
    ) -> Replies {
        let key: SessionKey = (ctx.channel.clone(), ctx.user.id.clone());
        let (s, step) = {
            let mut reg = self.registry();
            let s = reg
                .puzzles
                .get_mut(&key)
                .ok_or_else(|| msg("puzzle-no-try"))?;
            if number.is_some_and(|n| n != s.number) || s.attempt.is_over() {
                return Err(msg("puzzle-no-try"));
            }
            let step = s
                .attempt
                .answer(text)
                .map_err(|e| puzzles::refusal(s.attempt.puzzle.kind, &e))?;
            let s = s.clone();
            if s.attempt.is_over() {
                reg.puzzles.remove(&key);
            }
            (s, step)
        };
        let loc = self.puzzle_locale(ctx, &s);
        let solved = match step {
            Step::Right { reply, .. } => {
                // Written for the reader, as the console writes it.
                let reply_text = puzzles::reply_in(&self.inner.i18n, &loc, &s.attempt, reply);
                let m = msg("puzzle-right").str("reply", reply_text);
                let mut r = self.puzzle_reply(ctx, &s, &loc, m);
                r.menus = vec![self.puzzle_piece_menu(&s, &loc, None)];
                return Ok(vec![r]);
            }
            Step::Solved => true,
            Step::Wrong => false,
        };
        let (before, after) = self.rate_puzzle(ctx, &s, solved).await?;
        let change = (after - before).round() as i64;
        let m = if solved {
            msg("puzzle-solved")
        } else {
            let solution = puzzles::solution_in(&self.inner.i18n, &loc, &s.attempt.puzzle);
            msg("puzzle-wrong").str("solution", solution)
        }
        .num("rating", after.round() as i64)
        .signed("change", change);
        // The puzzle's success rate, this try counted (left out if it cannot be read, and
        // for a server's own puzzle, whose id names other puzzles on other servers).
        let p = &s.attempt.puzzle;
        let stats = match puzzles::is_server_puzzle(p) {
            true => Ok(Default::default()),
            false => self.inner.store.puzzle_stats(p.kind.code(), &p.id).await,
        };
        let m = match stats {
            Ok(st) if st.tried > 0 => msg("puzzle-end-stats")
                .msg("end", m)
                .num("solved", st.solved)
                .num("tried", st.tried)
                .num("percent", (100 * st.solved + st.tried / 2) / st.tried),
            _ => m,
        };
        let mut r = self.puzzle_reply(ctx, &s, &loc, m);
        if !solved && let Some(start) = s.attempt.puzzle.position() {
            // The whole solution, played from the start, as a small animation.
            let (red, blue) = r
                .board
                .as_ref()
                .map(|b| (b.red.clone(), b.blue.clone()))
                .unwrap_or_default();
            r.replay = Some(ReplayView {
                game: 0,
                start,
                moves: s.attempt.puzzle.solution.clone(),
                red,
                blue,
            });
        }
        Ok(vec![r])
    }

    /// Stores the end of a try and the member's new puzzle rating; (before, after). A record
    /// another try changed meanwhile is read again once; a puzzle already rated for the
    /// member (tried in another channel) changes nothing.
    async fn rate_puzzle(
        &self,
        ctx: &Ctx,
        s: &PuzzleSession,
        solved: bool,
    ) -> Result<(f64, f64), Refusal> {
        let p = &s.attempt.puzzle;
        let row = PuzzleAttempt {
            server: ctx.server.clone(),
            game_kind: p.kind.code().to_string(),
            user: ctx.user.id.clone(),
            puzzle: p.id.clone(),
            solved,
            at_ms: now_ms(),
            other_move: solved && s.attempt.by_other_move(),
            daily: s.daily,
        };
        let mut last = None;
        for _ in 0..2 {
            let old = self.puzzle_record(ctx, p.kind).await?;
            let (rating, deviation, volatility) =
                puzzles::rate((old.rating, old.deviation, old.volatility), p, solved);
            let new = PuzzleRecord {
                rating,
                deviation,
                volatility,
                solved: old.solved + i64::from(solved),
                failed: old.failed + i64::from(!solved),
                ..old.clone()
            };
            match self.inner.store.finish_puzzle(&row, &new).await {
                Ok(()) => return Ok((old.rating, new.rating)),
                Err(StoreError::Conflict { what }) => {
                    if self.tried(ctx, p.kind).await?.contains(&p.id) {
                        return Ok((old.rating, old.rating));
                    }
                    last = Some(StoreError::Conflict { what });
                }
                Err(e) => return Err(e.into()),
            }
        }
        Err(last.map_or_else(|| msg("puzzle-none"), Message::from))
    }
}
