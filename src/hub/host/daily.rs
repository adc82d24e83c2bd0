//! The daily puzzle of a server (issue 37, point 4): a manager sets a channel and a time of
//! day (UTC: the hub knows no server time zones); at that time the day's puzzle, the same for
//! every member and every process (drawn from the server and the date, see
//! [`puzzles::daily`]), is posted there as a board with a Solve button, which starts a private
//! try of exactly that puzzle for the member who presses it. The next post names the previous
//! puzzle's solution and how many solved it.
//!
//! Every process checks the settings every [`CHECK_EVERY`] and at its start; the post of a
//! day is claimed in the store by one conditional write ([`Store::claim_daily_puzzle`]), so
//! of several processes one posts, and a process that was down at the hour posts when it
//! starts again the same day.

use std::time::Duration;

use super::*;
use crate::games::puzzle::Puzzle;
use crate::hub::commands::DailySetting;
use crate::hub::puzzles;
use crate::store::DailyPuzzle;

/// How often every process looks for a daily puzzle due.
pub const CHECK_EVERY: Duration = Duration::from_secs(30);

/// Runs [`Hub::post_daily_puzzles`] at start and every [`CHECK_EVERY`] while the hub lives.
pub(super) async fn daily_loop(hub: Weak<Inner>) {
    loop {
        {
            let Some(inner) = hub.upgrade() else { return };
            let hub = Hub { inner };
            hub.post_daily_puzzles().await;
        }
        tokio::time::sleep(CHECK_EVERY).await;
    }
}

impl Hub {
    /// Fixes the time the daily puzzles go by (`Some`: Unix ms, for tests and rehearsals;
    /// `None`: the system clock again).
    pub fn set_clock(&self, at_ms: Option<i64>) {
        *self.inner.clock.lock().unwrap_or_else(|p| p.into_inner()) = at_ms;
    }

    /// The time the daily puzzles go by (Unix ms).
    fn daily_now(&self) -> i64 {
        let fixed = *self.inner.clock.lock().unwrap_or_else(|p| p.into_inner());
        fixed.unwrap_or_else(now_ms)
    }

    /// `/dailypuzzle`: sets where and when the server's daily puzzle is posted, or turns it
    /// off; answered to the member alone. A time not written `HH:MM` (24 hours) is refused
    /// and changes nothing.
    pub(super) async fn set_daily(&self, ctx: &Ctx, setting: Option<DailySetting>) -> Replies {
        let loc = self.private_locale(&ctx.server, &ctx.user);
        let m = match setting {
            Some(s) => {
                let minute = puzzles::parse_time(&s.time)
                    .ok_or_else(|| msg("puzzle-daily-bad-time").str("time", s.time.trim()))?;
                let kind = self.read_game(&ctx.server, s.game.as_deref())?;
                self.inner
                    .store
                    .set_daily_puzzle(&ctx.server, Some(&s.channel), kind.code(), minute)
                    .await?;
                tracing::info!(
                    "daily {} puzzle on {} set to channel {} at {} UTC by {}",
                    kind.code(),
                    ctx.server,
                    s.channel,
                    puzzles::time_text(minute),
                    ctx.user.id
                );
                msg("puzzle-daily-set")
                    .msg("game", games::name(kind))
                    .str("channel", &s.channel)
                    .str("time", puzzles::time_text(minute))
            }
            None => match self.inner.store.daily_puzzle(&ctx.server).await? {
                Some(DailyPuzzle {
                    channel: Some(_),
                    game_kind,
                    minute,
                    ..
                }) => {
                    self.inner
                        .store
                        .set_daily_puzzle(&ctx.server, None, &game_kind, minute)
                        .await?;
                    msg("puzzle-daily-off")
                }
                _ => msg("puzzle-daily-was-off"),
            },
        };
        Ok(vec![Reply::member(&ctx.channel, &ctx.user.id, &loc, m)])
    }

    /// One pass over the daily puzzles of the servers this process owns: each one due (its
    /// time of day has come and it was not posted today) is claimed in the store and, by the
    /// one process whose claim took, posted as an event. The number posted here.
    pub async fn post_daily_puzzles(&self) -> usize {
        let dailies = match self.inner.store.daily_puzzles().await {
            Ok(d) => d,
            // A store without puzzles has no daily ones either.
            Err(StoreError::Refused { .. }) => return 0,
            Err(e) => {
                tracing::warn!("reading the daily puzzles: {e}");
                return 0;
            }
        };
        let now = self.daily_now();
        let (today, minute) = (puzzles::day_of(now), puzzles::minute_of(now));
        let mut posted = 0;
        for d in dailies {
            let due = minute >= d.minute && d.last_day.is_none_or(|l| l < today);
            if !due || !self.inner.config.owner.owns(&d.server) {
                continue;
            }
            match self.post_daily(&d, today).await {
                Ok(true) => posted += 1,
                Ok(false) => {}
                Err(e) => tracing::warn!("the daily puzzle of {}: {e}", d.server),
            }
        }
        posted
    }

    /// Claims and posts `today`'s puzzle of daily setting `d`; whether this process posted.
    async fn post_daily(&self, d: &DailyPuzzle, today: i64) -> Result<bool, StoreError> {
        let (Some(channel), Ok(kind)) = (&d.channel, d.game_kind.parse::<GameKind>()) else {
            return Ok(false);
        };
        let Some(puzzle) = puzzles::daily(puzzles::shipped(kind), &d.server, today) else {
            return Ok(false);
        };
        if !self
            .inner
            .store
            .claim_daily_puzzle(&d.server, today, &puzzle.id)
            .await?
        {
            tracing::info!(
                "daily puzzle of {} on {} already posted (by another process)",
                puzzles::date_text(today),
                d.server
            );
            return Ok(false);
        }
        self.load_settings(&d.server).await;
        let loc = self.public_locale(&d.server);
        let mut m = msg("puzzle-daily-post")
            .str("date", puzzles::date_text(today))
            .msg("game", games::name(kind))
            .str("id", &puzzle.id)
            .str("goal", puzzle.goal())
            .num("rating", i64::from(puzzle.rating))
            .list("themes", puzzles::themes(puzzle))
            .num("moves", puzzle.solver_moves() as i64);
        if let (Some(day), Some(prev)) = (
            d.last_day,
            d.last_puzzle.as_deref().and_then(puzzles::find_shipped),
        ) {
            let st = self
                .inner
                .store
                .daily_puzzle_stats(&d.server, &prev.id, day)
                .await?;
            let previous = msg("puzzle-daily-previous")
                .str("date", puzzles::date_text(day))
                .str("id", &prev.id)
                .str(
                    "solution",
                    puzzles::solution_in(&self.inner.i18n, &loc, prev),
                )
                .num("solved", st.solved)
                .num("tried", st.tried);
            m = msg("puzzle-daily-post-after")
                .msg("post", m)
                .msg("previous", previous);
        }
        let mut r = Reply::channel(channel, &loc, m).button("daily", today, "puzzle-daily-solve");
        r.board = self.daily_board(puzzle, &loc);
        tracing::info!(
            "daily puzzle {} of {} posted on {} in {channel}",
            puzzle.id,
            puzzles::date_text(today),
            d.server
        );
        let replies = self.pictures(vec![r]).await;
        self.emit(replies);
        Ok(true)
    }

    /// The board of a daily puzzle's start, the solver's side at the bottom.
    fn daily_board(&self, p: &Puzzle, loc: &str) -> Option<BoardView> {
        let pos = p.position()?;
        let kind = pos.kind();
        let solver = pos.side_to_move();
        let name = |s| self.inner.i18n.format(loc, &games::side(kind, s));
        Some(BoardView {
            game: None,
            position: pos,
            last_move: None,
            last_capture: false,
            flipped: solver == Side::Second,
            red: name(Side::First),
            blue: name(Side::Second),
            status: msg("puzzle-status")
                .str("id", &p.id)
                .msg("side", games::side(kind, solver)),
            hint: None,
            ply: 0,
            labels: games::of(kind).board_labels(&self.inner.i18n, loc),
            style: games::of(kind).piece_style(),
            viewer: None,
            ending: None,
        })
    }

    /// The Solve button of the daily post of `day`: a private try of that puzzle for the
    /// member who pressed it, unless they tried it already (then they are told so) or a
    /// newer daily puzzle was posted since (the post's puzzle is over).
    pub(super) async fn daily_try(&self, ctx: &Ctx, day: i64) -> Replies {
        let d = self.inner.store.daily_puzzle(&ctx.server).await?;
        let puzzle = d
            .filter(|d| d.last_day == Some(day))
            .and_then(|d| d.last_puzzle)
            .and_then(|id| puzzles::find_shipped(&id))
            .ok_or_else(|| msg("puzzle-daily-over").str("date", puzzles::date_text(day)))?;
        if self.tried(ctx, puzzle.kind).await?.contains(&puzzle.id) {
            return Err(msg("puzzle-daily-tried").str("id", &puzzle.id));
        }
        self.begin_try(ctx, puzzle, false, Some(day)).await
    }
}
