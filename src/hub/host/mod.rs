//! The hub itself: sessions by channel, challenges, bot games, clocks, ratings, persistence.
//!
//! Concurrency: each game sits behind its own async mutex, so the commands of one game are
//! applied one at a time while different games proceed in parallel. The registry (which channel
//! holds which game) is a plain mutex held only for map look-ups, never across an await or a
//! store call. Every change is committed to the store before the reply that announces it is
//! built. Bot searches and rendering run on blocking threads, never holding a game's lock.

mod bot;
mod challenge;
mod daily;
mod limits;
mod locale;
mod mining;
mod offers;
mod options;
mod pictures;
mod play;
mod puzzle;
mod queries;
mod review;
mod settings;
mod start;
mod style;
mod submit;
mod turns;
mod web;
mod web_lists;
mod words;

use super::games::{self, rules_error};
use pictures::timer_loop;
use play::{Answer, Clock, settle};
use queries::faces_second;
use words::*;

pub use submit::{GameChanged, Submitted};
pub use web::{
    WEB_PLAY_MAX_MS, WEB_PLAY_MIN_MS, WebBoardMap, WebChoice, WebGame, WebMove, WebOffer, WebPlay,
    WebSquare,
};
pub use web_lists::{
    WEB_PAGE_ROWS, WebGameLine, WebLeaderboard, WebProfile, WebRanking, WebRating, WebServerBoard,
};

use std::collections::HashMap;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex, Weak};

use rand::Rng;
use tokio::sync::mpsc;

use crate::engine::Level;
use crate::games::any::{Game, GameKind, Move, MoveTextError, Position, Rules, Side};

use super::bot::{Bot, GreedyBot};
use super::colour::Colour;
use super::commands::{Command, Ctx, GameOptions, TypedMove, parse_button, parse_line};
use super::config::HubConfig;
use super::rating;
use super::render::Renderer;
use super::reply::{Attachment, Audience, BoardView, Menu, Played, ReplayView, Reply};
use super::searches::{Admission, Searches};
use super::table::Table;
use super::timer::{TimerKey, Timers};
use crate::store::types::{ChallengeId, EndReason, Ending, GameId, Player, Seat, TimeControl};
use crate::store::{
    ChallengeRecord, GameRecord, GameState, RatingChange, RatingRecord, ServerSettings, Store,
    StoreError,
};
use crate::text::{self, Arg, I18n, Message, msg};

/// Replies that arrive without a command: bot moves after a restart, losses on time,
/// abandoned games, expired challenges.
pub type Events = mpsc::UnboundedReceiver<Reply>;

/// The current time in Unix milliseconds.
pub fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0)
}

struct GameCell {
    server: String,
    /// Shared so that a command can hold the lock as an owned guard ([`play::Locked`]).
    table: Arc<tokio::sync::Mutex<Table>>,
}

impl GameCell {
    fn new(t: Table) -> Arc<GameCell> {
        Arc::new(GameCell {
            server: t.server.clone(),
            table: Arc::new(tokio::sync::Mutex::new(t)),
        })
    }
}

enum Slot {
    Game(GameId),
    Challenge(ChallengeId),
}

#[derive(Default)]
struct Registry {
    /// Puzzle tries in progress, by channel and member.
    puzzles: HashMap<(String, String), puzzle::PuzzleSession>,
    /// Puzzle tries started by this process (their numbers).
    puzzle_count: i64,
    channels: HashMap<String, Slot>,
    games: HashMap<GameId, Arc<GameCell>>,
    challenges: HashMap<ChallengeId, ChallengeRecord>,
    servers: HashMap<String, ServerSettings>,
    /// The members and server of each active game, for the limits.
    owners: HashMap<GameId, crate::hub::limits::Owners>,
    /// Members' piece styles read from the store (`None`: none chosen) and when (ms), so a
    /// board does not cost a store read; see [`style`].
    styles: HashMap<String, (Option<crate::render::PieceStyle>, i64)>,
    /// Members' own languages read from the store (`None`: none chosen) and when (ms), so a
    /// private reply does not cost a store read; see [`locale`].
    languages: HashMap<String, (Option<&'static str>, i64)>,
}

struct Inner {
    store: Arc<dyn Store>,
    bot: Arc<dyn Bot>,
    renderer: Arc<dyn Renderer>,
    i18n: I18n,
    config: HubConfig,
    registry: Mutex<Registry>,
    timers: Arc<Timers>,
    searches: Searches,
    rates: Mutex<crate::hub::limits::Rates>,
    events: mpsc::UnboundedSender<Reply>,
    /// The time the daily puzzles go by when fixed ([`Hub::set_clock`]), else the system's.
    clock: Mutex<Option<i64>>,
    /// Every write of a game, for [`Hub::subscribe_changes`].
    changes: tokio::sync::broadcast::Sender<GameChanged>,
    /// Whether the store tells other processes of changes ([`Store::announce`]).
    announces: bool,
    /// This hub's number among the processes (its own announcements are not heard twice).
    nonce: u64,
    /// One pass over the queued commands at a time (see `submit.rs`).
    queue_pass: tokio::sync::Mutex<()>,
    /// The queue's tasks (see [`Hub::start_queue`]).
    queue_tasks: Mutex<Vec<tokio::task::JoinHandle<()>>>,
    timer_task: Mutex<Option<tokio::task::JoinHandle<()>>>,
    /// Servers with a game review running (one at a time each).
    reviews: Mutex<std::collections::HashSet<String>>,
    /// The threads that draw every picture (one per core; see [`crate::hub::drawing`]).
    drawing: crate::hub::drawing::Drawing,
    /// Per game, the turn (its start, Unix ms) whose reminder was sent (see `turns.rs`).
    reminded: Mutex<HashMap<GameId, i64>>,
    /// The miner of finished games for the servers' own puzzles (`None`: off; see
    /// `mining.rs`).
    mining: Option<mining::MineQueue>,
}

/// The game hub. Cheap to clone (all clones share one hub). Boards are drawn in the piece
/// style of the member they are for (the asker, else the player to move; see `host/style.rs`).
#[derive(Clone)]
pub struct Hub {
    inner: Arc<Inner>,
}

/// What a command is refused with.
type Refusal = Message;

/// What a command answers: its replies, or why it was refused (nothing changed then).
type Replies = Result<Vec<Reply>, Refusal>;

impl From<StoreError> for Message {
    fn from(e: StoreError) -> Message {
        match e {
            StoreError::Conflict { .. } => msg("game-changed"),
            StoreError::NotFound { .. } => msg("game-gone"),
            StoreError::Backend { reason } | StoreError::Refused { reason } => {
                msg("store-failed").str("detail", reason)
            }
            e @ StoreError::Unreadable { .. } => msg("store-failed").str("detail", e.to_string()),
        }
    }
}

/// A game's state as seen from outside (for front-ends and tests).
#[derive(Clone, Debug, PartialEq)]
pub struct GameSnapshot {
    /// The game's number.
    pub id: GameId,
    /// The game played.
    pub kind: GameKind,
    /// The seats of Red and of Blue (Jungle) or Black (Xiangqi).
    pub seats: [Seat; 2],
    /// The current position.
    pub position: Position,
    /// The moves played.
    pub moves: Vec<Move>,
    /// The time control.
    pub time: TimeControl,
    /// Clocks (as stored at the last change), standing offers and the end.
    pub state: GameState,
}

fn snapshot(t: &Table) -> GameSnapshot {
    GameSnapshot {
        id: t.id,
        kind: t.kind(),
        seats: t.seats.clone(),
        position: t.position(),
        moves: t.game.moves(),
        time: t.time,
        state: t.state.clone(),
    }
}

impl Hub {
    /// Opens the hub on `store`: loads the active games and pending challenges of the servers
    /// this process owns (`config.owner`), re-arms their clocks and expiries, and restarts the
    /// bot's search where the bot was to move. Must be called inside a Tokio runtime (it
    /// starts the timer task).
    ///
    /// # Errors
    /// A [`StoreError`] if the store cannot be read.
    pub async fn open(
        store: Arc<dyn Store>,
        bot: Arc<dyn Bot>,
        renderer: Arc<dyn Renderer>,
        config: HubConfig,
    ) -> Result<(Hub, Events), StoreError> {
        let (tx, rx) = mpsc::unbounded_channel();
        let searches = Searches::new(config.engine_threads(), config.engine_queue);
        let (mining, mined) = mining::MineQueue::new(&config).unzip();
        let inner = Arc::new(Inner {
            store: store.clone(),
            bot,
            renderer,
            i18n: I18n::new(),
            config,
            registry: Mutex::new(Registry::default()),
            timers: Arc::new(Timers::default()),
            searches,
            rates: Mutex::default(),
            events: tx,
            clock: Mutex::new(None),
            changes: tokio::sync::broadcast::channel(submit::CHANGES_BUFFER).0,
            announces: store.announcements().is_some(),
            nonce: rand::thread_rng().r#gen(),
            queue_pass: tokio::sync::Mutex::new(()),
            queue_tasks: Mutex::new(Vec::new()),
            timer_task: Mutex::new(None),
            reviews: Mutex::new(std::collections::HashSet::new()),
            drawing: crate::hub::drawing::Drawing::new(super::config::default_engine_threads()),
            reminded: Mutex::new(HashMap::new()),
            mining,
        });
        let hub = Hub { inner };
        if let Some(rx) = mined {
            mining::start_miner(&hub, rx);
        }
        hub.recover().await?;
        let task = tokio::spawn(timer_loop(
            Arc::downgrade(&hub.inner),
            hub.inner.timers.clone(),
        ));
        *hub.inner
            .timer_task
            .lock()
            .unwrap_or_else(|p| p.into_inner()) = Some(task);
        let mut queue = hub.start_queue();
        queue.push(tokio::spawn(daily::daily_loop(Arc::downgrade(&hub.inner))));
        *hub.inner
            .queue_tasks
            .lock()
            .unwrap_or_else(|p| p.into_inner()) = queue;
        Ok((hub, rx))
    }

    async fn recover(&self) -> Result<(), StoreError> {
        let owner = &self.inner.config.owner;
        let stored = self.inner.store.active_games().await?;
        for u in stored.unreadable {
            // A row whose server cannot be read belongs to no process: any may set it aside.
            if u.server.as_deref().is_none_or(|s| owner.owns(s)) {
                let channel = u.channel.unwrap_or_default();
                self.quarantine(u.id, &channel, &u.why).await?;
            }
        }
        let mut games = Vec::new();
        for g in stored.games {
            if !owner.owns(&g.record.server) {
                continue;
            }
            // Moves that are well-formed but not legal from the start: the game cannot be
            // replayed, so it is set aside rather than half-read.
            match Table::from_versioned(&g) {
                Ok(t) => games.push(t),
                Err(why) => {
                    self.quarantine(g.record.id, &g.record.channel, &why)
                        .await?
                }
            }
        }
        let pending = self.inner.store.challenges().await?;
        for u in pending.unreadable {
            if u.server.as_deref().is_none_or(|s| owner.owns(s)) {
                self.drop_unreadable_challenge(u).await?;
            }
        }
        let challenges: Vec<_> = (pending.rows.into_iter())
            .map(|c| c.record)
            .filter(|c| owner.owns(&c.server))
            .collect();
        let mut servers: Vec<&str> = games.iter().map(|t| t.server.as_str()).collect();
        servers.extend(challenges.iter().map(|c| c.server.as_str()));
        servers.sort_unstable();
        servers.dedup();
        for s in servers {
            self.load_settings(s).await;
        }
        let mut bot_games = Vec::new();
        {
            let mut reg = self.registry();
            for t in games {
                self.arm_recovered(&t);
                let cell = GameCell::new(t);
                let t = cell.table.try_lock().map_err(StoreError::backend)?;
                reg.channels.insert(t.channel.clone(), Slot::Game(t.id));
                reg.games.insert(t.id, cell.clone());
                reg.owners.insert(t.id, limits::owners_of(&t));
                if t.bot_to_move() {
                    bot_games.push(cell.clone());
                }
            }
            for c in challenges {
                self.inner
                    .timers
                    .schedule(TimerKey::Challenge(c.id), c.expires_ms);
                reg.channels
                    .insert(c.channel.clone(), Slot::Challenge(c.id));
                reg.challenges.insert(c.id, c);
            }
        }
        for cell in bot_games {
            let hub = self.clone();
            tokio::spawn(async move {
                let job = {
                    let mut t = cell.table.lock().await;
                    hub.start_bot(&mut t)
                };
                if let Some(job) = job {
                    let replies = hub.bot_turn(cell, job).await;
                    let replies = hub.pictures(replies).await;
                    hub.emit(replies);
                }
            });
        }
        Ok(())
    }

    /// Sets aside stored game `id` (in `channel`) that cannot be read because of `why`, and
    /// says so once: the store no longer counts it active, so it is not read again and its
    /// channel is free for a new game.
    ///
    /// # Errors
    /// The [`StoreError`] if the store cannot mark it (the hub does not start over a game it
    /// could neither read nor set aside).
    async fn quarantine(&self, id: GameId, channel: &str, why: &str) -> Result<(), StoreError> {
        match self.inner.store.quarantine_game(id, why, now_ms()).await {
            Ok(()) => {
                eprintln!(
                    "qibot: game {id} in channel {channel} cannot be read ({why}); it is quarantined and the channel is free for a new game"
                );
                Ok(())
            }
            // Another process set it aside (or ended it) meanwhile.
            Err(StoreError::NotFound { .. }) => Ok(()),
            Err(e) => Err(StoreError::backend(format!(
                "game {id} cannot be read ({why}) and cannot be quarantined: {e}"
            ))),
        }
    }

    /// Deletes stored challenge `u` that cannot be read, and says so once: it could never be
    /// accepted, and its row would keep its channel taken (it would expire within minutes
    /// anyway, so nothing of value is lost; the log keeps what was wrong).
    ///
    /// # Errors
    /// The [`StoreError`] if the store cannot delete it.
    async fn drop_unreadable_challenge(
        &self,
        u: crate::store::UnreadableRow,
    ) -> Result<(), StoreError> {
        let channel = u.channel.unwrap_or_default();
        match self.inner.store.delete_challenge(u.id).await {
            Ok(()) => {
                eprintln!(
                    "qibot: challenge {} in channel {channel} cannot be read ({}); it is deleted and the channel is free",
                    u.id, u.why
                );
                Ok(())
            }
            // Another process deleted it (or it was accepted) meanwhile.
            Err(StoreError::NotFound { .. }) => Ok(()),
            Err(e) => Err(StoreError::backend(format!(
                "challenge {} cannot be read ({}) and cannot be deleted: {e}",
                u.id, u.why
            ))),
        }
    }

    /// Stops the timer and every bot search. The store needs no flushing: every change was
    /// committed when it was made.
    pub async fn shutdown(&self) {
        if let Some(t) = self
            .inner
            .timer_task
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .take()
        {
            t.abort();
        }
        let queue = std::mem::take(
            &mut *self
                .inner
                .queue_tasks
                .lock()
                .unwrap_or_else(|p| p.into_inner()),
        );
        for t in queue {
            t.abort();
        }
        if let Some(m) = &self.inner.mining {
            m.stop();
        }
        let cells: Vec<_> = self.registry().games.values().cloned().collect();
        for c in cells {
            c.table.lock().await.stop_bot();
        }
    }

    /// The engine pool now: searches running, searches that may run at once, and members'
    /// requests refused so far because it was full (for `/metrics`).
    pub fn engine_load(&self) -> (usize, usize, u64) {
        let s = &self.inner.searches;
        (s.busy(), s.threads(), s.refusals())
    }

    /// The message formatter (front-ends format replies with it).
    pub fn i18n(&self) -> &I18n {
        &self.inner.i18n
    }

    /// The store, for the capabilities beside the sessions (`hub/lessons/`) that keep records
    /// of their own there; front-ends never reach it.
    pub(in crate::hub) fn store(&self) -> &Arc<dyn Store> {
        &self.inner.store
    }

    /// Formats a reply's text.
    pub fn text(&self, r: &Reply) -> String {
        let text = self.inner.i18n.format(&r.locale, &r.message);
        // Optional parts left empty (no clock, no offer) leave spaces at line ends.
        if text.lines().any(|l| l.ends_with(' ')) {
            text.lines()
                .map(str::trim_end)
                .collect::<Vec<_>>()
                .join("\n")
        } else {
            text
        }
    }

    /// The configuration in use.
    pub fn config(&self) -> &HubConfig {
        &self.inner.config
    }

    /// The cell of the active game in `channel`, if any.
    fn cell_of(&self, channel: &str) -> Option<Arc<GameCell>> {
        let reg = self.registry();
        match reg.channels.get(channel) {
            Some(Slot::Game(id)) => reg.games.get(id).cloned(),
            _ => None,
        }
    }

    /// Whether this process hosts a game or a challenge in `channel` (read from its registry
    /// without waiting for the game: cheap enough for every message of every channel).
    pub fn hosts(&self, channel: &str) -> bool {
        self.registry().channels.contains_key(channel)
    }

    /// The active game in `channel`, if any.
    pub async fn game_in(&self, channel: &str) -> Option<GameSnapshot> {
        let cell = self.cell_of(channel)?;
        let t = cell.table.lock().await;
        Some(snapshot(&t))
    }

    /// The id of the challenge pending in `channel`, if any.
    pub fn challenge_in(&self, channel: &str) -> Option<ChallengeRecord> {
        let reg = self.registry();
        match reg.channels.get(channel) {
            Some(Slot::Challenge(id)) => reg.challenges.get(id).cloned(),
            _ => None,
        }
    }

    /// What a line typed in `channel` by member `user` asks, read once: a move (read against
    /// the position now, see [`TypedMove`]) or a game command (`resign`, `draw`, `takeback`,
    /// `board`, their declines); where a challenge stands, `accept` / `decline` (any language)
    /// by the member challenged, or `decline` by the challenger, who withdraws it. `None` when
    /// it is for nobody here: no game or challenge in the channel, `user` does not play in it
    /// (or is not party to the challenge), or the text is chat (no attempt at a move at all);
    /// a readable move that is wrong is a command, refused with its reason when handled.
    pub async fn typed(&self, channel: &str, user: &str, line: &str) -> Option<Command> {
        // A member solving a puzzle in the channel answers it by typing, unless they play the
        // channel's game (their moves are the game's then).
        if self.solving_in(channel, user)
            && !self.plays_in(channel, user).await
            && let Some(c) = self.typed_for_puzzle(channel, user, line)
        {
            return Some(c);
        }
        let Some(cell) = self.cell_of(channel) else {
            let c = self.challenge_in(channel)?;
            return match self.answer_word(line)? {
                Command::Accept if c.challenged.id == user => Some(Command::Accept),
                Command::Decline if c.challenged.id == user || c.challenger.id == user => {
                    Some(Command::Decline)
                }
                _ => None,
            };
        };
        // A move is read in its player's language (their own choice first); read before the
        // game is locked, so the game never waits for the store.
        self.load_member_language(user).await;
        let t = cell.table.lock().await;
        if t.state.ending.is_some() || t.side_of(user).is_none() {
            return None;
        }
        if let Some(c) = self.answer_word(line) {
            // Only an answer when the opponent's offer stands; else it is chat.
            let side = t.side_of(user)?;
            let offered =
                t.state.draw_offer == Some(!side) || t.state.takeback_offer == Some(!side);
            return offered.then_some(c);
        }
        match parse_line(line) {
            Command::Move(text) => {
                let member = t
                    .seats
                    .iter()
                    .filter_map(Seat::member)
                    .find(|p| p.id == user)?;
                let read = self.read_move(&t, member, &text);
                if read.as_ref().is_err_and(MoveTextError::is_not_a_move) {
                    return None;
                }
                Some(Command::Typed(TypedMove {
                    text,
                    at: (t.id, t.version),
                    read,
                }))
            }
            c @ (Command::Resign
            | Command::Draw
            | Command::DeclineDraw
            | Command::Takeback
            | Command::DeclineTakeback
            | Command::Board) => Some(c),
            _ => None,
        }
    }

    /// `accept` or `decline` typed alone, in any language qibot speaks (`typed-accept`,
    /// `typed-decline` in `locales/*`, e.g. `accepter`, `refuser`): [`Command::Accept`] or
    /// [`Command::Decline`], which answer a standing draw offer, takeback request or
    /// challenge.
    pub fn answer_word(&self, line: &str) -> Option<Command> {
        let typed = crate::games::text::fold(line.trim());
        let said = |id: &'static str| {
            I18n::languages().iter().any(|l| {
                let w = self.inner.i18n.format(l, &msg(id));
                w.split('|')
                    .any(|w| crate::games::text::fold(w.trim()) == typed)
            })
        };
        if said("typed-accept") {
            Some(Command::Accept)
        } else if said("typed-decline") {
            Some(Command::Decline)
        } else {
            None
        }
    }

    /// The front-end's live board message of game `id` (an opaque reference it set with
    /// [`Hub::set_board_message`]), kept in the store so that it survives a restart and is
    /// shared by the processes of one bot.
    ///
    /// # Errors
    /// The [`StoreError`] if the store cannot be read.
    pub async fn board_message(&self, id: GameId) -> Result<Option<String>, StoreError> {
        self.inner.store.board_message(id).await
    }

    /// Sets (`None`: clears) game `id`'s live board message. The game itself is not changed.
    ///
    /// # Errors
    /// The [`StoreError`] if the store cannot write it, or has no such game.
    pub async fn set_board_message(
        &self,
        id: GameId,
        message: Option<&str>,
    ) -> Result<(), StoreError> {
        self.inner.store.set_board_message(id, message).await
    }

    /// How many games are active.
    pub fn active_games(&self) -> usize {
        self.registry().games.len()
    }

    /// Pending timer entries (about one a game with a deadline).
    pub fn pending_timers(&self) -> usize {
        self.inner.timers.len()
    }

    /// Waits until no bot search is running in `channel`'s game (for front-ends that read
    /// input faster than the bot plays, like a piped console).
    pub async fn bot_idle(&self, channel: &str) {
        loop {
            match self.game_in(channel).await {
                Some(g) if g.state.ending.is_none() => {
                    let side = g.position.side_to_move();
                    if !g.seats[side.index()].is_bot() {
                        return;
                    }
                }
                _ => return,
            }
            tokio::time::sleep(std::time::Duration::from_millis(5)).await;
        }
    }

    fn registry(&self) -> std::sync::MutexGuard<'_, Registry> {
        self.inner
            .registry
            .lock()
            .unwrap_or_else(|p| p.into_inner())
    }

    fn abandon_ms(&self) -> i64 {
        i64::try_from(self.inner.config.abandon_after.as_millis()).unwrap_or(i64::MAX)
    }

    fn emit(&self, replies: Vec<Reply>) {
        for r in replies {
            let _ = self.inner.events.send(r);
        }
    }

    /// Applies one command and returns what to say. A refused command changed nothing; its
    /// single reply (only for the asking member) says why.
    ///
    /// `/help` and `/rules` never wait for the store (they use the server's settings and the
    /// member's language as this process knows them). A command that met a newer stored state of its game (another
    /// process wrote it) is checked again, once, against that state.
    pub async fn handle(&self, ctx: &Ctx, cmd: Command) -> Vec<Reply> {
        if !matches!(cmd, Command::Help | Command::Rules(_)) {
            self.load_settings(&ctx.server).await;
            self.load_member_language(&ctx.user.id).await;
        }
        let mut result = self.dispatch(ctx, cmd.clone()).await;
        if matches!(&result, Err(m) if m.id == "game-changed") {
            result = self.dispatch(ctx, cmd).await;
        }
        let replies = match result {
            Ok(r) => r,
            Err(m) => vec![self.refusal(ctx, m)],
        };
        self.pictures(replies).await
    }

    async fn dispatch(&self, ctx: &Ctx, cmd: Command) -> Replies {
        match cmd {
            Command::Challenge { opponent, options } => {
                self.challenge(ctx, opponent, options).await
            }
            // In a game's channel they answer the opponent's draw or takeback offer.
            Command::Accept if self.cell_of(&ctx.channel).is_some() => {
                settle(self.answer_offer(ctx, true).await)
            }
            Command::Decline if self.cell_of(&ctx.channel).is_some() => {
                settle(self.answer_offer(ctx, false).await)
            }
            Command::Accept => self.accept(ctx, None).await,
            Command::Decline => self.decline(ctx, None).await,
            Command::SetNotify(on) => self.set_notify(ctx, on).await,
            Command::Abort { moderator } => self.abort(ctx, moderator).await,
            Command::PlayBot(options) => self.play_bot(ctx, options).await,
            Command::Move(text) if self.move_is_for_puzzle(ctx).await => {
                self.answer_puzzle(ctx, &text, None).await
            }
            Command::Move(text) => settle(self.play_move(ctx, &text, None, None).await),
            Command::Puzzle {
                game,
                public,
                from_server,
            } => {
                self.start_puzzle(ctx, game.as_deref(), public, from_server)
                    .await
            }
            Command::DailyPuzzle(setting) => self.set_daily(ctx, setting).await,
            Command::Typed(t) => settle(
                self.play_move(ctx, &t.text, None, Some((t.at, t.read)))
                    .await,
            ),
            Command::Resign => settle(self.resign(ctx, None).await),
            Command::Draw => settle(self.draw(ctx, None).await),
            Command::DeclineDraw => settle(self.decline_draw(ctx, None).await),
            Command::Takeback => settle(self.takeback(ctx, None).await),
            Command::DeclineTakeback => settle(self.decline_takeback(ctx, None).await),
            Command::Hint => settle(self.hint(ctx, None).await),
            Command::Board => settle(self.board(ctx, None).await),
            Command::Games { manager } => self.games(ctx, manager).await,
            Command::Rules(game) => self.rules(ctx, game.as_deref()).await,
            Command::Leaderboard(game) => self.leaderboard(ctx, game.as_deref()).await,
            Command::Profile { who, game } => self.profile(ctx, who, game.as_deref()).await,
            Command::History(p) => self.history(ctx, p).await,
            Command::Export(id) => self.export(ctx, id).await,
            Command::Review(id) => self.review(ctx, id).await,
            Command::Rematch(id) => self.rematch(ctx, id).await,
            Command::SetLanguage(l) => self.set_language(ctx, &l).await,
            Command::SetDefaultGame(g) => self.set_default_game(ctx, &g).await,
            Command::SetCasualHints(b) => self.set_casual_hints(ctx, b).await,
            Command::SetStyle(name) => self.set_style(ctx, name.as_deref()).await,
            Command::SetMemberLanguage(l) => self.set_member_language(ctx, l.as_deref()).await,
            Command::Help => Ok(vec![Reply::member(
                &ctx.channel,
                &ctx.user.id,
                &self.private_locale(&ctx.server, &ctx.user),
                msg("help"),
            )]),
            Command::Button(id) => self.button(ctx, &id).await,
            Command::Choose { id, value } => self.choose(ctx, &id, &value).await,
        }
    }

    /// An option chosen in a menu of a board: a piece (`qibot:pick:<game>`, the value its
    /// square) or its move (`qibot:to:<game>`, the value the canonical move).
    async fn choose(&self, ctx: &Ctx, id: &str, value: &str) -> Replies {
        let b = parse_button(id).ok_or_else(|| msg("button-unknown"))?;
        let g = Some(b.id);
        match b.action.as_str() {
            "pick" => settle(self.pick(ctx, g, value).await),
            "to" => settle(self.play_move(ctx, value, g, None).await),
            "puzzle-pick" => self.puzzle_pick(ctx, b.id, value).await,
            "puzzle-to" => self.answer_puzzle(ctx, value, g).await,
            _ => Err(msg("button-unknown")),
        }
    }

    async fn button(&self, ctx: &Ctx, id: &str) -> Replies {
        let b = parse_button(id).ok_or_else(|| msg("button-unknown"))?;
        let g = Some(b.id);
        match b.action.as_str() {
            "accept" => self.accept(ctx, g).await,
            "decline" => self.decline(ctx, g).await,
            "resign" => settle(self.resign(ctx, g).await),
            "draw" => settle(self.draw(ctx, g).await),
            "decline-draw" => settle(self.decline_draw(ctx, g).await),
            "takeback" => settle(self.takeback(ctx, g).await),
            "decline-takeback" => settle(self.decline_takeback(ctx, g).await),
            "hint" => settle(self.hint(ctx, g).await),
            "board" => settle(self.board(ctx, g).await),
            "rematch" => self.rematch(ctx, b.id).await,
            "export" => self.export(ctx, b.id).await,
            "review" => self.review(ctx, Some(b.id)).await,
            "daily" => self.daily_try(ctx, b.id).await,
            _ => Err(msg("button-unknown")),
        }
    }
}
