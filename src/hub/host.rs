//! The hub itself: sessions by channel, challenges, bot games, clocks, ratings, persistence.
//!
//! Concurrency: each game sits behind its own async mutex, so the commands of one game are
//! applied one at a time while different games proceed in parallel. The registry (which channel
//! holds which game) is a plain mutex held only for map look-ups, never across an await or a
//! store call. Every change is committed to the store before the reply that announces it is
//! built. Bot searches and rendering run on blocking threads, never holding a game's lock.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicI64, Ordering};
use std::sync::{Arc, Mutex, Weak};

use rand::Rng;
use tokio::sync::mpsc;

use crate::engine::Level;
use crate::games::any::{Game, GameKind, Move, Position, Rules, RulesError, Side};
use crate::games::jungle::notation::human_with;
use crate::games::xiangqi;

use super::bot::{Bot, GreedyBot};
use super::commands::{Command, Ctx, GameOptions, parse_button};
use super::config::HubConfig;
use super::i18n::{self, I18n};
use super::rating;
use super::render::Renderer;
use super::reply::{Arg, Attachment, BoardView, Message, Played, ReplayView, Reply, msg};
use super::store::{
    ChallengeRecord, RatingChange, RatingRecord, ServerSettings, Store, StoreError,
};
use super::table::Table;
use super::timer::{TimerKey, Timers};
use super::types::{ChallengeId, Colour, EndReason, Ending, GameId, Player, Seat, TimeControl};

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
    table: tokio::sync::Mutex<Table>,
}

enum Slot {
    Game(GameId),
    Challenge(ChallengeId),
}

#[derive(Default)]
struct Registry {
    channels: HashMap<String, Slot>,
    games: HashMap<GameId, Arc<GameCell>>,
    challenges: HashMap<ChallengeId, ChallengeRecord>,
    servers: HashMap<String, ServerSettings>,
}

struct Inner {
    store: Arc<dyn Store>,
    bot: Arc<dyn Bot>,
    renderer: Arc<dyn Renderer>,
    i18n: I18n,
    config: HubConfig,
    registry: Mutex<Registry>,
    timers: Arc<Timers>,
    events: mpsc::UnboundedSender<Reply>,
    next_game: AtomicI64,
    next_challenge: AtomicI64,
    timer_task: Mutex<Option<tokio::task::JoinHandle<()>>>,
}

/// The game hub. Cheap to clone (all clones share one hub).
#[derive(Clone)]
pub struct Hub {
    inner: Arc<Inner>,
}

/// What a command is refused with.
type Refusal = Message;

impl From<StoreError> for Message {
    fn from(e: StoreError) -> Message {
        msg("store-failed").str("detail", e.0)
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
    /// Game-clock time left per side as stored at the last change (ms).
    pub clock_ms: [i64; 2],
    /// When the side to move's turn began (Unix ms).
    pub turn_started_ms: i64,
    /// A standing draw offer.
    pub draw_offer: Option<Side>,
    /// A standing takeback request.
    pub takeback_offer: Option<Side>,
    /// The ending, if over.
    pub ending: Option<Ending>,
}

fn snapshot(t: &Table) -> GameSnapshot {
    GameSnapshot {
        id: t.id,
        kind: t.kind(),
        seats: t.seats.clone(),
        position: t.position(),
        moves: t.game.moves(),
        time: t.time,
        clock_ms: t.clock_ms,
        turn_started_ms: t.turn_started_ms,
        draw_offer: t.draw_offer,
        takeback_offer: t.takeback_offer,
        ending: t.ending,
    }
}

fn piece_name(k: crate::games::jungle::PieceKind, locale: &str) -> &'static str {
    if I18n::supported(locale) == Some("fr") {
        [
            "Rat",
            "Chat",
            "Chien",
            "Loup",
            "Léopard",
            "Tigre",
            "Lion",
            "Éléphant",
        ][k.index()]
    } else {
        k.title()
    }
}

/// The legal move `m` in `pos` as shown to players: Jungle `Rat g3→g4` with the piece named in
/// `locale`; Xiangqi WXF `C2.5`, followed by the Chinese notation when `chinese` gives its
/// script.
fn move_text(pos: &Position, m: Move, locale: &str, chinese: Option<xiangqi::Script>) -> String {
    match (pos, m) {
        (Position::Jungle(p), Move::Jungle(m)) => human_with(p, m, |k| piece_name(k, locale)),
        (Position::Xiangqi(p), Move::Xiangqi(m)) => {
            let w = xiangqi::wxf(p, m);
            match chinese {
                Some(script) => format!("{w} {}", xiangqi::chinese(p, m, script)),
                None => w,
            }
        }
        _ => m.to_string(),
    }
}

/// The script of Chinese move notation for a member whose locale is Chinese (`zh-TW`, `zh-HK`
/// and `zh-Hant` traditional, other `zh` simplified); `None` for other locales.
fn chinese_script(locale: Option<&str>) -> Option<xiangqi::Script> {
    let l = locale?.trim().to_ascii_lowercase();
    if !(l == "zh" || l.starts_with("zh-") || l.starts_with("zh_")) {
        return None;
    }
    Some(
        if ["tw", "hk", "mo", "hant"]
            .iter()
            .any(|t| l.split(['-', '_']).any(|p| p == *t))
        {
            xiangqi::Script::Traditional
        } else {
            xiangqi::Script::Simplified
        },
    )
}

/// The Chinese script to add to a game's moves: that of the first player with a Chinese locale.
fn table_script(t: &Table) -> Option<xiangqi::Script> {
    t.seats
        .iter()
        .filter_map(Seat::member)
        .find_map(|p| chinese_script(p.locale.as_deref()))
}

fn reason_msg(r: EndReason) -> Message {
    Message::new(match r {
        EndReason::Den => "reason-den",
        EndReason::NoPiecesLeft => "reason-no-pieces",
        EndReason::NoLegalMoves => "reason-no-moves",
        EndReason::Resignation => "reason-resignation",
        EndReason::Time => "reason-time",
        EndReason::Abandoned => "reason-abandoned",
        EndReason::Repetition => "reason-repetition",
        EndReason::NoCaptureLimit => "reason-no-capture-limit",
        EndReason::Agreement => "reason-agreement",
        EndReason::Checkmate => "reason-checkmate",
        EndReason::Stalemate => "reason-stalemate",
        EndReason::PerpetualCheck => "reason-perpetual-check",
    })
}

fn seat_arg(s: &Seat) -> Message {
    match s {
        Seat::Member(p) => msg("seat-member").str("name", &p.name),
        Seat::Bot(l) => msg("seat-bot").msg("level", level_msg(*l)),
    }
}

/// The level's name in the message's language.
fn level_msg(l: Level) -> Message {
    Message::new(match l {
        Level::Beginner => "level-beginner",
        Level::Easy => "level-easy",
        Level::Medium => "level-medium",
        Level::Hard => "level-hard",
        Level::Expert => "level-expert",
        Level::Master => "level-master",
    })
}

fn time_msg(tc: TimeControl) -> Message {
    match tc {
        TimeControl::None => msg("time-none"),
        TimeControl::PerMove { limit_ms } => msg("time-per-move").num("seconds", limit_ms / 1000),
        TimeControl::Clock {
            initial_ms,
            increment_ms,
        } => msg("time-clock")
            .num("minutes", initial_ms / 60_000)
            .num("increment", increment_ms / 1000),
    }
}

fn clock_text(ms: i64) -> String {
    let s = ms.max(0) / 1000;
    format!("{}:{:02}", s / 60, s % 60)
}

impl Hub {
    /// Opens the hub on `store`: loads every active game and pending challenge, re-arms their
    /// clocks and expiries, and restarts the bot's search where the bot was to move. Must be
    /// called inside a Tokio runtime (it starts the timer task).
    ///
    /// # Errors
    /// A [`StoreError`] if the store cannot be read.
    pub fn open(
        store: Arc<dyn Store>,
        bot: Arc<dyn Bot>,
        renderer: Arc<dyn Renderer>,
        config: HubConfig,
    ) -> Result<(Hub, Events), StoreError> {
        let (max_game, max_challenge) = store.max_ids()?;
        let (tx, rx) = mpsc::unbounded_channel();
        let inner = Arc::new(Inner {
            store,
            bot,
            renderer,
            i18n: I18n::new(),
            config,
            registry: Mutex::new(Registry::default()),
            timers: Arc::new(Timers::default()),
            events: tx,
            next_game: AtomicI64::new(max_game + 1),
            next_challenge: AtomicI64::new(max_challenge + 1),
            timer_task: Mutex::new(None),
        });
        let hub = Hub { inner };
        hub.recover()?;
        let task = tokio::spawn(timer_loop(
            Arc::downgrade(&hub.inner),
            hub.inner.timers.clone(),
        ));
        *hub.inner
            .timer_task
            .lock()
            .unwrap_or_else(|p| p.into_inner()) = Some(task);
        Ok((hub, rx))
    }

    fn recover(&self) -> Result<(), StoreError> {
        let games = self.inner.store.active_games()?;
        let challenges = self.inner.store.challenges()?;
        let mut bot_games = Vec::new();
        {
            let mut reg = self.registry();
            for r in games {
                let t = match Table::from_record(&r) {
                    Ok(t) => t,
                    Err(e) => {
                        eprintln!("qibot: skipping a stored game that cannot be read: {e}");
                        continue;
                    }
                };
                if let Some((at, _)) = t.deadline(self.abandon_ms()) {
                    self.inner.timers.schedule(TimerKey::Game(t.id), at);
                }
                let cell = Arc::new(GameCell {
                    server: t.server.clone(),
                    table: tokio::sync::Mutex::new(t),
                });
                let t = cell
                    .table
                    .try_lock()
                    .map_err(|e| StoreError(e.to_string()))?;
                reg.channels.insert(t.channel.clone(), Slot::Game(t.id));
                reg.games.insert(t.id, cell.clone());
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
        let cells: Vec<_> = self.registry().games.values().cloned().collect();
        for c in cells {
            c.table.lock().await.stop_bot();
        }
    }

    /// The message formatter (front-ends format replies with it).
    pub fn i18n(&self) -> &I18n {
        &self.inner.i18n
    }

    /// Formats a reply's text.
    pub fn text(&self, r: &Reply) -> String {
        self.inner.i18n.format(&r.locale, &r.message)
    }

    /// The configuration in use.
    pub fn config(&self) -> &HubConfig {
        &self.inner.config
    }

    /// The active game in `channel`, if any.
    pub async fn game_in(&self, channel: &str) -> Option<GameSnapshot> {
        let cell = {
            let reg = self.registry();
            match reg.channels.get(channel) {
                Some(Slot::Game(id)) => reg.games.get(id).cloned(),
                _ => None,
            }
        }?;
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
                Some(g) if g.ending.is_none() => {
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

    /// A new game id: above every id this hub gave and every id in the store, where another
    /// process sharing the database (other shards) may have added games since this one opened.
    fn fresh_game_id(&self) -> GameId {
        if let Ok((g, _)) = self.inner.store.max_ids() {
            self.inner.next_game.fetch_max(g + 1, Ordering::Relaxed);
        }
        self.inner.next_game.fetch_add(1, Ordering::Relaxed)
    }

    /// A new challenge id, like [`Hub::fresh_game_id`].
    fn fresh_challenge_id(&self) -> ChallengeId {
        if let Ok((_, c)) = self.inner.store.max_ids() {
            self.inner
                .next_challenge
                .fetch_max(c + 1, Ordering::Relaxed);
        }
        self.inner.next_challenge.fetch_add(1, Ordering::Relaxed)
    }

    fn registry(&self) -> std::sync::MutexGuard<'_, Registry> {
        self.inner
            .registry
            .lock()
            .unwrap_or_else(|p| p.into_inner())
    }

    fn abandon_ms(&self) -> i64 {
        (self.inner.config.abandon_after_secs as i64).saturating_mul(1000)
    }

    fn emit(&self, replies: Vec<Reply>) {
        for r in replies {
            let _ = self.inner.events.send(r);
        }
    }

    fn server_settings(&self, server: &str) -> ServerSettings {
        if let Some(s) = self.registry().servers.get(server) {
            return s.clone();
        }
        let s = self.inner.store.server_settings(server).unwrap_or_default();
        self.registry()
            .servers
            .insert(server.to_string(), s.clone());
        s
    }

    fn default_lang(&self) -> &'static str {
        I18n::supported(&self.inner.config.language).unwrap_or("en")
    }

    /// The language of a message the whole channel sees: the server's, else the member's.
    fn public_locale(&self, server: &str, user: Option<&Player>) -> String {
        let s = self.server_settings(server);
        s.language
            .as_deref()
            .and_then(I18n::supported)
            .or_else(|| {
                user.and_then(|u| u.locale.as_deref())
                    .and_then(I18n::supported)
            })
            .unwrap_or(self.default_lang())
            .to_string()
    }

    /// The language of a game's own announcements (the bot's moves, the end, timers): the
    /// server's, else a player's, else the default.
    fn table_locale(&self, t: &Table) -> String {
        let s = self.server_settings(&t.server);
        s.language
            .as_deref()
            .and_then(I18n::supported)
            .or_else(|| {
                t.seats
                    .iter()
                    .filter_map(Seat::member)
                    .find_map(|p| p.locale.as_deref().and_then(I18n::supported))
            })
            .unwrap_or(self.default_lang())
            .to_string()
    }

    /// The language of a message only `user` sees: theirs, else the server's.
    fn private_locale(&self, server: &str, user: &Player) -> String {
        user.locale
            .as_deref()
            .and_then(I18n::supported)
            .map(str::to_string)
            .unwrap_or_else(|| self.public_locale(server, None))
    }

    fn refusal(&self, ctx: &Ctx, m: Message) -> Reply {
        let mut r = Reply::member(
            &ctx.channel,
            &ctx.user.id,
            &self.private_locale(&ctx.server, &ctx.user),
            m,
        );
        r.refused = true;
        r
    }

    /// Applies one command and returns what to say. A refused command changed nothing; its
    /// single reply (only for the asking member) says why.
    pub async fn handle(&self, ctx: &Ctx, cmd: Command) -> Vec<Reply> {
        let replies = match self.dispatch(ctx, cmd).await {
            Ok(r) => r,
            Err(m) => vec![self.refusal(ctx, m)],
        };
        self.pictures(replies).await
    }

    async fn dispatch(&self, ctx: &Ctx, cmd: Command) -> Result<Vec<Reply>, Refusal> {
        match cmd {
            Command::Challenge { opponent, options } => self.challenge(ctx, opponent, options),
            Command::Accept => self.accept(ctx, None).await,
            Command::Decline => self.decline(ctx, None),
            Command::PlayBot(options) => self.play_bot(ctx, options).await,
            Command::Move(text) => self.play_move(ctx, &text, None).await,
            Command::Resign => self.resign(ctx, None).await,
            Command::Draw => self.draw(ctx, None).await,
            Command::DeclineDraw => self.decline_draw(ctx, None).await,
            Command::Takeback => self.takeback(ctx, None).await,
            Command::DeclineTakeback => self.decline_takeback(ctx, None).await,
            Command::Hint => self.hint(ctx, None).await,
            Command::Board => self.board(ctx, None).await,
            Command::Games => self.games(ctx).await,
            Command::Rules(game) => self.rules(ctx, game.as_deref()).await,
            Command::Leaderboard(game) => self.leaderboard(ctx, game.as_deref()),
            Command::Profile { who, game } => self.profile(ctx, who, game.as_deref()),
            Command::History(p) => self.history(ctx, p),
            Command::Export(id) => self.export(ctx, id),
            Command::Rematch(id) => self.rematch(ctx, id).await,
            Command::SetLanguage(l) => self.set_language(ctx, &l),
            Command::SetDefaultGame(g) => self.set_default_game(ctx, &g),
            Command::SetCasualHints(b) => self.set_casual_hints(ctx, b),
            Command::Help => Ok(vec![Reply::member(
                &ctx.channel,
                &ctx.user.id,
                &self.private_locale(&ctx.server, &ctx.user),
                msg("help"),
            )]),
            Command::Button(id) => self.button(ctx, &id).await,
        }
    }

    async fn button(&self, ctx: &Ctx, id: &str) -> Result<Vec<Reply>, Refusal> {
        let b = parse_button(id).ok_or_else(|| msg("button-unknown"))?;
        let g = Some(b.id);
        match b.action.as_str() {
            "accept" => self.accept(ctx, g).await,
            "decline" => self.decline(ctx, g),
            "resign" => self.resign(ctx, g).await,
            "draw" => self.draw(ctx, g).await,
            "decline-draw" => self.decline_draw(ctx, g).await,
            "takeback" => self.takeback(ctx, g).await,
            "decline-takeback" => self.decline_takeback(ctx, g).await,
            "hint" => self.hint(ctx, g).await,
            "board" => self.board(ctx, g).await,
            "rematch" => self.rematch(ctx, b.id).await,
            "export" => self.export(ctx, b.id),
            _ => Err(msg("button-unknown")),
        }
    }

    /// The server's default game, else the configured one.
    fn default_game(&self, server: &str) -> GameKind {
        self.server_settings(server)
            .game
            .and_then(|g| g.parse().ok())
            .unwrap_or(self.inner.config.default_game())
    }

    // ---- Reading options -------------------------------------------------------------------

    /// The game asked for, else the server's default game, else the configured one.
    fn read_game(&self, server: &str, game: Option<&str>) -> Result<GameKind, Refusal> {
        match game.map(str::trim).filter(|g| !g.is_empty()) {
            None => Ok(self.default_game(server)),
            Some(g) => g.parse().map_err(|_| msg("bad-game").str("text", g)),
        }
    }

    /// The rules of `kind` asked for (or the configured default) with the overrides.
    fn read_rules(&self, kind: GameKind, o: &GameOptions) -> Result<Rules, Refusal> {
        let base = o
            .rules
            .as_deref()
            .unwrap_or(self.inner.config.default_rules_for(kind));
        let mut r = Rules::parse(kind, base).map_err(|e| rules_error(&e))?;
        for kv in &o.rule_overrides {
            r.apply_override(kv).map_err(|e| rules_error(&e))?;
        }
        Ok(r)
    }

    /// The time control asked for, else `default`.
    fn read_time(o: &GameOptions, default: TimeControl) -> Result<TimeControl, Refusal> {
        match &o.time {
            None => Ok(default),
            Some(t) => t
                .parse()
                .map_err(|_| msg("bad-time-control").str("text", t)),
        }
    }

    fn read_colour(kind: GameKind, o: &GameOptions) -> Result<Colour, Refusal> {
        match &o.colour {
            None => Ok(Colour::First),
            Some(c) => Colour::parse(kind, c).map_err(|_| {
                msg("bad-colour").str("text", c).msg(
                    "second",
                    msg(match kind {
                        GameKind::Jungle => "colour-word-blue",
                        GameKind::Xiangqi => "colour-word-black",
                    }),
                )
            }),
        }
    }

    fn read_level(&self, o: &GameOptions) -> Result<Level, Refusal> {
        let l = o
            .level
            .as_deref()
            .unwrap_or(&self.inner.config.default_level);
        l.parse().map_err(|_| msg("bad-level").str("text", l))
    }

    // ---- Starting games --------------------------------------------------------------------

    fn channel_busy(reg: &Registry, channel: &str) -> Option<Refusal> {
        match reg.channels.get(channel) {
            Some(Slot::Game(id)) => Some(msg("channel-busy-game").num("game", *id)),
            Some(Slot::Challenge(_)) => Some(msg("channel-busy-challenge")),
            None => None,
        }
    }

    /// Registers and stores a new game; on a store failure nothing remains of it.
    fn start_table(
        &self,
        table: Table,
        from_challenge: Option<&ChallengeRecord>,
    ) -> Result<Arc<GameCell>, Refusal> {
        let id = table.id;
        let channel = table.channel.clone();
        let record = table.record();
        let cell = Arc::new(GameCell {
            server: table.server.clone(),
            table: tokio::sync::Mutex::new(table),
        });
        // Hold the new game's lock until it is stored, so no command reaches it before.
        let guard = cell
            .table
            .try_lock()
            .map_err(|_| msg("store-failed").str("detail", "lock"))?;
        {
            let mut reg = self.registry();
            if let Some(c) = from_challenge {
                if !matches!(reg.channels.get(&channel), Some(Slot::Challenge(x)) if *x == c.id) {
                    return Err(msg("challenge-gone"));
                }
                reg.challenges.remove(&c.id);
            } else if let Some(busy) = Hub::channel_busy(&reg, &channel) {
                return Err(busy);
            }
            reg.channels.insert(channel.clone(), Slot::Game(id));
            reg.games.insert(id, cell.clone());
        }
        if let Err(e) = self
            .inner
            .store
            .insert_game(&record, from_challenge.map(|c| c.id))
        {
            let mut reg = self.registry();
            reg.games.remove(&id);
            reg.channels.remove(&channel);
            if let Some(c) = from_challenge {
                reg.channels.insert(channel, Slot::Challenge(c.id));
                reg.challenges.insert(c.id, c.clone());
            }
            return Err(e.into());
        }
        if let Some((at, _)) = guard.deadline(self.abandon_ms()) {
            self.inner.timers.schedule(TimerKey::Game(id), at);
        }
        drop(guard);
        Ok(cell)
    }

    async fn play_bot(&self, ctx: &Ctx, o: GameOptions) -> Result<Vec<Reply>, Refusal> {
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
        self.new_game(ctx, seats, false, rules, time).await
    }

    async fn new_game(
        &self,
        ctx: &Ctx,
        seats: [Seat; 2],
        rated: bool,
        rules: Rules,
        time: TimeControl,
    ) -> Result<Vec<Reply>, Refusal> {
        let id = self.fresh_game_id();
        let table = Table::new(
            id,
            ctx.server.clone(),
            ctx.channel.clone(),
            seats,
            rated,
            rules,
            time,
            now_ms(),
        );
        let cell = self.start_table(table, None)?;
        let (replies, job) = {
            let mut t = cell.table.lock().await;
            (
                self.started_replies(&t, Some(&ctx.user)),
                self.start_bot(&mut t),
            )
        };
        let mut replies = replies;
        if let Some(job) = job {
            replies.extend(self.bot_turn(cell, job).await);
        }
        Ok(replies)
    }

    fn started_replies(&self, t: &Table, user: Option<&Player>) -> Vec<Reply> {
        let loc = self.public_locale(&t.server, user);
        let kind = t.kind();
        let m = msg("game-started")
            .num("game", t.id)
            .msg("kind", i18n::game(kind))
            .msg("red", seat_arg(&t.seats[0]))
            .msg("red_side", i18n::side(kind, Side::First))
            .msg("blue", seat_arg(&t.seats[1]))
            .msg("blue_side", i18n::side(kind, Side::Second))
            .str("rules", t.rules())
            .msg("time", time_msg(t.time))
            .msg("rated", msg(if t.rated { "rated-yes" } else { "rated-no" }));
        let mut r = Reply::channel(&t.channel, &loc, m);
        r.board = Some(self.board_view(t, &loc, false, None));
        vec![self.game_buttons(r, t)]
    }

    fn game_buttons(&self, r: Reply, t: &Table) -> Reply {
        let r = r
            .button("resign", t.id, "button-resign")
            .button("draw", t.id, "button-draw")
            .button("takeback", t.id, "button-takeback");
        if t.bot().is_some() {
            r.button("hint", t.id, "button-hint")
        } else {
            r
        }
    }

    // ---- Challenges ------------------------------------------------------------------------

    fn challenge(
        &self,
        ctx: &Ctx,
        opponent: Player,
        o: GameOptions,
    ) -> Result<Vec<Reply>, Refusal> {
        if opponent.id == ctx.user.id {
            return Err(msg("challenge-self"));
        }
        let kind = self.read_game(&ctx.server, o.game.as_deref())?;
        let rules = self.read_rules(kind, &o)?;
        let time = Hub::read_time(&o, self.inner.config.default_clock())?;
        let colour = Hub::read_colour(kind, &o)?;
        self.challenge_with(ctx, opponent, rules, time, o.rated, colour)
    }

    fn challenge_with(
        &self,
        ctx: &Ctx,
        opponent: Player,
        rules: Rules,
        time: TimeControl,
        rated: bool,
        colour: Colour,
    ) -> Result<Vec<Reply>, Refusal> {
        let now = now_ms();
        let kind = rules.kind();
        let c = ChallengeRecord {
            id: self.fresh_challenge_id(),
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
            expires_ms: now + (self.inner.config.challenge_expiry_secs as i64).saturating_mul(1000),
        };
        {
            let mut reg = self.registry();
            if let Some(busy) = Hub::channel_busy(&reg, &ctx.channel) {
                return Err(busy);
            }
            reg.channels
                .insert(ctx.channel.clone(), Slot::Challenge(c.id));
            reg.challenges.insert(c.id, c.clone());
        }
        if let Err(e) = self.inner.store.insert_challenge(&c) {
            let mut reg = self.registry();
            reg.channels.remove(&ctx.channel);
            reg.challenges.remove(&c.id);
            return Err(e.into());
        }
        self.inner
            .timers
            .schedule(TimerKey::Challenge(c.id), c.expires_ms);
        let loc = self.public_locale(&ctx.server, Some(&ctx.user));
        let m = msg("challenge-made")
            .msg("kind", i18n::game(kind))
            .str("challenger", &c.challenger.name)
            .str("challenged", &c.challenged.name)
            .str("rules", &c.rules)
            .msg("time", time_msg(time))
            .msg("rated", msg(if c.rated { "rated-yes" } else { "rated-no" }))
            .msg(
                "colour",
                msg(match (colour, kind) {
                    (Colour::First, _) => "colour-red",
                    (Colour::Second, GameKind::Jungle) => "colour-blue",
                    (Colour::Second, GameKind::Xiangqi) => "colour-black",
                    (Colour::Random, _) => "colour-random",
                }),
            )
            .num(
                "minutes",
                (self.inner.config.challenge_expiry_secs as i64 + 59) / 60,
            );
        Ok(vec![
            Reply::channel(&ctx.channel, &loc, m)
                .button("accept", c.id, "button-accept")
                .button("decline", c.id, "button-decline"),
        ])
    }

    fn pending_challenge(
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

    async fn accept(&self, ctx: &Ctx, id: Option<ChallengeId>) -> Result<Vec<Reply>, Refusal> {
        let c = self.pending_challenge(ctx, id)?;
        if c.challenged.id != ctx.user.id {
            return Err(if c.challenger.id == ctx.user.id {
                msg("challenge-own").str("challenged", &c.challenged.name)
            } else {
                msg("challenge-not-yours").str("challenged", &c.challenged.name)
            });
        }
        if now_ms() >= c.expires_ms {
            let r = self.expire_challenge(c.id);
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
        let id = self.fresh_game_id();
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
        let cell = self.start_table(table, Some(&c))?;
        let t = cell.table.lock().await;
        Ok(self.started_replies(&t, Some(&ctx.user)))
    }

    fn decline(&self, ctx: &Ctx, id: Option<ChallengeId>) -> Result<Vec<Reply>, Refusal> {
        let c = self.pending_challenge(ctx, id)?;
        let m = if c.challenged.id == ctx.user.id {
            msg("challenge-declined")
        } else if c.challenger.id == ctx.user.id {
            msg("challenge-withdrawn")
        } else {
            return Err(msg("challenge-not-yours").str("challenged", &c.challenged.name));
        };
        self.inner.store.delete_challenge(c.id)?;
        {
            let mut reg = self.registry();
            reg.challenges.remove(&c.id);
            if matches!(reg.channels.get(&c.channel), Some(Slot::Challenge(x)) if *x == c.id) {
                reg.channels.remove(&c.channel);
            }
        }
        let loc = self.public_locale(&c.server, Some(&ctx.user));
        Ok(vec![Reply::channel(
            &c.channel,
            &loc,
            m.str("challenger", &c.challenger.name)
                .str("challenged", &c.challenged.name),
        )])
    }

    /// Removes an expired challenge and tells both players (in the channel).
    fn expire_challenge(&self, id: ChallengeId) -> Vec<Reply> {
        let c = match self.registry().challenges.get(&id).cloned() {
            Some(c) => c,
            None => return Vec::new(),
        };
        if let Err(e) = self.inner.store.delete_challenge(id) {
            // Try again a little later rather than lose the expiry.
            eprintln!("qibot: {e}");
            self.inner
                .timers
                .schedule(TimerKey::Challenge(id), now_ms() + 1000);
            return Vec::new();
        }
        {
            let mut reg = self.registry();
            reg.challenges.remove(&id);
            if matches!(reg.channels.get(&c.channel), Some(Slot::Challenge(x)) if *x == id) {
                reg.channels.remove(&c.channel);
            }
        }
        let loc = self.public_locale(&c.server, None);
        vec![Reply::channel(
            &c.channel,
            &loc,
            msg("challenge-expired")
                .str("challenger", &c.challenger.name)
                .str("challenged", &c.challenged.name),
        )]
    }

    // ---- Playing ---------------------------------------------------------------------------

    fn cell_in(&self, ctx: &Ctx, id: Option<GameId>) -> Result<Arc<GameCell>, Refusal> {
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

    /// Ends the game now if its clock ran out (or its player is absent); the replies announce it.
    fn check_time(&self, t: &mut Table) -> Result<Option<Vec<Reply>>, Refusal> {
        match t.overdue(now_ms(), self.abandon_ms()) {
            Some(e) => Ok(Some(self.end_game(t, e)?)),
            None => Ok(None),
        }
    }

    /// The side `ctx.user` plays in `t`, or a refusal naming the players.
    fn player_side(&self, ctx: &Ctx, t: &Table) -> Result<Side, Refusal> {
        t.side_of(&ctx.user.id).ok_or_else(|| {
            msg("not-a-player")
                .msg("red", seat_arg(&t.seats[0]))
                .msg("blue", seat_arg(&t.seats[1]))
        })
    }

    async fn play_move(
        &self,
        ctx: &Ctx,
        text: &str,
        id: Option<GameId>,
    ) -> Result<Vec<Reply>, Refusal> {
        let cell = self.cell_in(ctx, id)?;
        let (mut replies, job) = {
            let mut t = cell.table.lock().await;
            if t.ending.is_some() {
                return Err(msg("no-game-here"));
            }
            if let Some(r) = self.check_time(&mut t)? {
                return Ok(r);
            }
            let side = self.player_side(ctx, &t)?;
            if side != t.to_move() {
                return Err(if t.bot_to_move() {
                    msg("bot-thinking")
                } else {
                    msg("not-your-turn").msg("player", seat_arg(t.seat(t.to_move())))
                });
            }
            let m = t
                .position()
                .parse_move(text)
                .map_err(|e| msg("move-refused").msg("reason", i18n::move_text_error(&e)))?;
            let replies = self.apply_move(&mut t, m, Some(&ctx.user))?;
            (replies, self.start_bot(&mut t))
        };
        if let Some(job) = job {
            replies.extend(self.bot_turn(cell, job).await);
        }
        Ok(replies)
    }

    /// Plays the legal move `m` for the side to move, commits, and builds the replies. On a
    /// store failure the table is as before.
    fn apply_move(
        &self,
        t: &mut Table,
        m: Move,
        user: Option<&Player>,
    ) -> Result<Vec<Reply>, Refusal> {
        let before = t.clone_state();
        let pos = t.position();
        let side = pos.side_to_move();
        let now = now_ms();
        let ending = match t.play(m, now) {
            Ok(e) => e,
            Err(e) => return Err(msg("move-refused").msg("reason", i18n::illegal_move(&e))),
        };
        let ratings = match ending {
            Some(e) => self.ratings_for(t, &e),
            None => Ok((Vec::new(), None)),
        };
        let committed = ratings.and_then(|(r, changes)| {
            t.rating_changes = changes;
            if t.ending.is_some() {
                self.inner.store.finish_game(&t.record(), &r)
            } else {
                self.inner.store.update_game(&t.record())
            }
        });
        if let Err(e) = committed {
            t.restore_state(before);
            return Err(e.into());
        }
        let loc = match user {
            Some(_) => self.public_locale(&t.server, user),
            None => self.table_locale(t),
        };
        let by_bot = t.seat(side).is_bot();
        let m_msg = msg("move-played")
            .msg("player", seat_arg(t.seat(side)))
            .msg("side", i18n::side(t.kind(), side))
            .str("move", move_text(&pos, m, &loc, table_script(t)))
            .str("canonical", m)
            .num("number", i64::from(pos.move_number()));
        let mut r = Reply::channel(&t.channel, &loc, m_msg);
        r.played = Some(Played {
            side,
            mv: m,
            by_bot,
        });
        r.board = Some(self.board_view(t, &loc, false, None));
        let mut replies = vec![if t.ending.is_none() {
            self.game_buttons(r, t)
        } else {
            r
        }];
        if t.ending.is_some() {
            replies.extend(self.after_end(t));
        } else if let Some((at, _)) = t.deadline(self.abandon_ms()) {
            self.inner.timers.schedule(TimerKey::Game(t.id), at);
        }
        Ok(replies)
    }

    /// The new rating records of a rated member game ending `e`, with the changes.
    fn ratings_for(
        &self,
        t: &Table,
        e: &Ending,
    ) -> Result<(Vec<RatingRecord>, Option<[RatingChange; 2]>), StoreError> {
        let (Some(red), Some(blue)) = (t.seats[0].member(), t.seats[1].member()) else {
            return Ok((Vec::new(), None));
        };
        if !t.rated {
            return Ok((Vec::new(), None));
        }
        let load = |p: &Player| -> Result<RatingRecord, StoreError> {
            let mut r = self
                .inner
                .store
                .rating(&t.server, t.kind().code(), &p.id)?
                .unwrap_or_else(|| rating::fresh(&t.server, t.kind().code(), p));
            r.name = p.name.clone();
            Ok(r)
        };
        let (new, changes) = rating::update(&load(red)?, &load(blue)?, e);
        Ok((new.to_vec(), Some(changes)))
    }

    /// Ends the game with `e`, commits it with the rating changes, and builds the replies.
    fn end_game(&self, t: &mut Table, e: Ending) -> Result<Vec<Reply>, Refusal> {
        let before = t.clone_state();
        t.finish(e, now_ms());
        let committed = self.ratings_for(t, &e).and_then(|(r, changes)| {
            t.rating_changes = changes;
            self.inner.store.finish_game(&t.record(), &r)
        });
        if let Err(err) = committed {
            t.restore_state(before);
            return Err(err.into());
        }
        Ok(self.after_end(t))
    }

    /// After a committed ending: frees the channel and announces result, reason, rating
    /// changes, the replay and a rematch offer.
    fn after_end(&self, t: &mut Table) -> Vec<Reply> {
        t.stop_bot();
        {
            let mut reg = self.registry();
            reg.games.remove(&t.id);
            if matches!(reg.channels.get(&t.channel), Some(Slot::Game(x)) if *x == t.id) {
                reg.channels.remove(&t.channel);
            }
        }
        let Some(e) = t.ending else { return Vec::new() };
        let loc = self.table_locale(t);
        let m = match e.winner {
            Some(w) => msg("game-over-win")
                .num("game", t.id)
                .msg("winner", seat_arg(t.seat(w)))
                .msg("loser", seat_arg(t.seat(!w)))
                .msg("side", i18n::side(t.kind(), w))
                .msg("reason", reason_msg(e.reason))
                .str("score", e.score()),
            None => msg("game-over-draw")
                .num("game", t.id)
                .msg("reason", reason_msg(e.reason))
                .str("score", e.score()),
        };
        let mut r = Reply::channel(&t.channel, &loc, m);
        r.game_over = true;
        r.board = Some(self.board_view(t, &loc, false, None));
        r.replay = Some(ReplayView {
            game: t.id,
            start: t.game.start(),
            moves: t.game.moves(),
            red: t.seats[0].display_name(),
            blue: t.seats[1].display_name(),
        });
        let mut out = vec![r.button("rematch", t.id, "button-rematch").button(
            "export",
            t.id,
            "button-export",
        )];
        if let Some(ch) = t.rating_changes {
            let line = |s: Side| {
                let c = ch[s.index()];
                let delta = (c.after - c.before).round() as i64;
                msg("rating-change")
                    .msg("player", seat_arg(t.seat(s)))
                    .num("before", c.before.round() as i64)
                    .num("after", c.after.round() as i64)
                    .str(
                        "delta",
                        if delta >= 0 {
                            format!("+{delta}")
                        } else {
                            delta.to_string()
                        },
                    )
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

    // ---- The bot ---------------------------------------------------------------------------

    /// If the bot is to move, registers a search (its stop flag) and returns what it needs.
    fn start_bot(&self, t: &mut Table) -> Option<BotJob> {
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
        })
    }

    /// Runs the search on a blocking thread, then plays its move if the game has not changed
    /// meanwhile (a resignation, a takeback or a loss on time raise the stop flag).
    async fn bot_turn(&self, cell: Arc<GameCell>, job: BotJob) -> Vec<Reply> {
        let bot = self.inner.bot.clone();
        let BotJob {
            game,
            level,
            version,
            stop,
        } = job;
        let g = game.clone();
        let found = tokio::task::spawn_blocking(move || bot.choose_move(&g, level, &stop)).await;
        let mut t = cell.table.lock().await;
        if t.version != version || t.ending.is_some() {
            return Vec::new();
        }
        t.bot_search = None;
        let pos = t.position();
        let m = match found {
            Ok(Some(m)) if pos.is_legal(m) => Some(m),
            // A failed or empty search must not stall the game: play the greedy move instead.
            _ => GreedyBot.choose_move(&game, level, &AtomicBool::new(false)),
        };
        let Some(m) = m else { return Vec::new() };
        match self.apply_move(&mut t, m, None) {
            Ok(r) => r,
            Err(e) => {
                let loc = self.table_locale(&t);
                vec![Reply::channel(&t.channel, &loc, e)]
            }
        }
    }

    // ---- Other game commands ---------------------------------------------------------------

    async fn resign(&self, ctx: &Ctx, id: Option<GameId>) -> Result<Vec<Reply>, Refusal> {
        let cell = self.cell_in(ctx, id)?;
        let mut t = cell.table.lock().await;
        if t.ending.is_some() {
            return Err(msg("no-game-here"));
        }
        if let Some(r) = self.check_time(&mut t)? {
            return Ok(r);
        }
        let side = self.player_side(ctx, &t)?;
        self.end_game(&mut t, Ending::win(!side, EndReason::Resignation))
    }

    async fn draw(&self, ctx: &Ctx, id: Option<GameId>) -> Result<Vec<Reply>, Refusal> {
        let cell = self.cell_in(ctx, id)?;
        let mut t = cell.table.lock().await;
        if t.ending.is_some() {
            return Err(msg("no-game-here"));
        }
        if let Some(r) = self.check_time(&mut t)? {
            return Ok(r);
        }
        let side = self.player_side(ctx, &t)?;
        if t.draw_offer == Some(!side) {
            return self.end_game(
                &mut t,
                Ending {
                    winner: None,
                    reason: EndReason::Agreement,
                },
            );
        }
        if t.bot().is_some() {
            return Err(msg("bot-declines-draw"));
        }
        if t.draw_offer == Some(side) {
            return Err(msg("draw-already-offered"));
        }
        let before = t.clone_state();
        t.draw_offer = Some(side);
        if let Err(e) = self.inner.store.update_game(&t.record()) {
            t.restore_state(before);
            return Err(e.into());
        }
        let loc = self.public_locale(&t.server, Some(&ctx.user));
        let r = Reply::channel(
            &t.channel,
            &loc,
            msg("draw-offered")
                .str("player", &ctx.user.name)
                .msg("opponent", seat_arg(t.seat(!side))),
        )
        .button("draw", t.id, "button-accept-draw")
        .button("decline-draw", t.id, "button-decline-draw");
        Ok(vec![r])
    }

    async fn decline_draw(&self, ctx: &Ctx, id: Option<GameId>) -> Result<Vec<Reply>, Refusal> {
        let cell = self.cell_in(ctx, id)?;
        let mut t = cell.table.lock().await;
        if t.ending.is_some() {
            return Err(msg("no-game-here"));
        }
        let side = self.player_side(ctx, &t)?;
        if t.draw_offer != Some(!side) {
            return Err(msg("no-draw-offer"));
        }
        let before = t.clone_state();
        t.draw_offer = None;
        if let Err(e) = self.inner.store.update_game(&t.record()) {
            t.restore_state(before);
            return Err(e.into());
        }
        let loc = self.public_locale(&t.server, Some(&ctx.user));
        Ok(vec![Reply::channel(
            &t.channel,
            &loc,
            msg("draw-declined").str("player", &ctx.user.name),
        )])
    }

    async fn takeback(&self, ctx: &Ctx, id: Option<GameId>) -> Result<Vec<Reply>, Refusal> {
        let cell = self.cell_in(ctx, id)?;
        let mut t = cell.table.lock().await;
        if t.ending.is_some() {
            return Err(msg("no-game-here"));
        }
        if let Some(r) = self.check_time(&mut t)? {
            return Ok(r);
        }
        let side = self.player_side(ctx, &t)?;
        let plies = t.game.ply_count();
        // Plies to undo so that `side` is to move again before its last move.
        let undo_for = |s: Side, t: &Table| -> Option<usize> {
            let n = if t.to_move() == s { 2 } else { 1 };
            (plies >= n).then_some(n)
        };
        let loc = self.public_locale(&t.server, Some(&ctx.user));
        if t.bot().is_some() {
            let n = undo_for(side, &t).ok_or_else(|| msg("takeback-nothing"))?;
            return self.do_takeback(
                &mut t,
                n,
                &loc,
                msg("takeback-done-bot").num("plies", n as i64),
            );
        }
        if t.takeback_offer == Some(!side) {
            let n = undo_for(!side, &t).ok_or_else(|| msg("takeback-nothing"))?;
            return self.do_takeback(
                &mut t,
                n,
                &loc,
                msg("takeback-accepted").str("player", &ctx.user.name),
            );
        }
        if t.takeback_offer == Some(side) {
            return Err(msg("takeback-already-asked"));
        }
        undo_for(side, &t).ok_or_else(|| msg("takeback-nothing"))?;
        let before = t.clone_state();
        t.takeback_offer = Some(side);
        if let Err(e) = self.inner.store.update_game(&t.record()) {
            t.restore_state(before);
            return Err(e.into());
        }
        let r = Reply::channel(
            &t.channel,
            &loc,
            msg("takeback-asked")
                .str("player", &ctx.user.name)
                .msg("opponent", seat_arg(t.seat(!side))),
        )
        .button("takeback", t.id, "button-accept-takeback")
        .button("decline-takeback", t.id, "button-decline-takeback");
        Ok(vec![r])
    }

    fn do_takeback(
        &self,
        t: &mut Table,
        n: usize,
        loc: &str,
        m: Message,
    ) -> Result<Vec<Reply>, Refusal> {
        let before = t.clone_state();
        if !t.undo(n, now_ms()) {
            return Err(msg("takeback-nothing"));
        }
        if let Err(e) = self.inner.store.update_game(&t.record()) {
            t.restore_state(before);
            return Err(e.into());
        }
        if let Some((at, _)) = t.deadline(self.abandon_ms()) {
            self.inner.timers.schedule(TimerKey::Game(t.id), at);
        }
        let mut r = Reply::channel(&t.channel, loc, m);
        r.board = Some(self.board_view(t, loc, false, None));
        Ok(vec![self.game_buttons(r, t)])
    }

    async fn decline_takeback(&self, ctx: &Ctx, id: Option<GameId>) -> Result<Vec<Reply>, Refusal> {
        let cell = self.cell_in(ctx, id)?;
        let mut t = cell.table.lock().await;
        if t.ending.is_some() {
            return Err(msg("no-game-here"));
        }
        let side = self.player_side(ctx, &t)?;
        if t.takeback_offer != Some(!side) {
            return Err(msg("no-takeback-asked"));
        }
        let before = t.clone_state();
        t.takeback_offer = None;
        if let Err(e) = self.inner.store.update_game(&t.record()) {
            t.restore_state(before);
            return Err(e.into());
        }
        let loc = self.public_locale(&t.server, Some(&ctx.user));
        Ok(vec![Reply::channel(
            &t.channel,
            &loc,
            msg("takeback-declined").str("player", &ctx.user.name),
        )])
    }

    async fn hint(&self, ctx: &Ctx, id: Option<GameId>) -> Result<Vec<Reply>, Refusal> {
        let cell = self.cell_in(ctx, id)?;
        let (game, view_base, script) = {
            let t = cell.table.lock().await;
            if t.ending.is_some() {
                return Err(msg("no-game-here"));
            }
            let side = self.player_side(ctx, &t)?;
            if t.rated {
                return Err(msg("hint-rated"));
            }
            if t.bot().is_none() {
                let allowed = self
                    .server_settings(&t.server)
                    .casual_hints
                    .unwrap_or(self.inner.config.casual_hints);
                if !allowed {
                    return Err(msg("hint-not-allowed"));
                }
            }
            if t.to_move() != side {
                return Err(msg("hint-not-your-turn"));
            }
            let loc = self.private_locale(&ctx.server, &ctx.user);
            (
                t.game.clone(),
                self.board_view(&t, &loc, side == Side::Second, None),
                table_script(&t),
            )
        };
        let bot = self.inner.bot.clone();
        let g = game.clone();
        let found = tokio::task::spawn_blocking(move || bot.hint(&g, &AtomicBool::new(false)))
            .await
            .ok()
            .flatten()
            .filter(|m| game.position().is_legal(*m))
            .ok_or_else(|| msg("hint-none"))?;
        let loc = self.private_locale(&ctx.server, &ctx.user);
        let script = chinese_script(ctx.user.locale.as_deref()).or(script);
        let mut r = Reply::member(
            &ctx.channel,
            &ctx.user.id,
            &loc,
            msg("hint")
                .str("move", move_text(&game.position(), found, &loc, script))
                .str("canonical", found),
        );
        let mut view = view_base;
        view.hint = Some(found);
        r.board = Some(view);
        Ok(vec![r])
    }

    async fn board(&self, ctx: &Ctx, id: Option<GameId>) -> Result<Vec<Reply>, Refusal> {
        let cell = self.cell_in(ctx, id)?;
        let mut t = cell.table.lock().await;
        if t.ending.is_some() {
            return Err(msg("no-game-here"));
        }
        if let Some(r) = self.check_time(&mut t)? {
            return Ok(r);
        }
        let loc = self.public_locale(&t.server, Some(&ctx.user));
        let flipped = t.side_of(&ctx.user.id) == Some(Side::Second);
        let mut r = Reply::channel(&t.channel, &loc, self.status(&t));
        r.board = Some(self.board_view(&t, &loc, flipped, None));
        Ok(vec![self.game_buttons(r, &t)])
    }

    fn status(&self, t: &Table) -> Message {
        if let Some(e) = t.ending {
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
            .msg("side", i18n::side(t.kind(), side));
        m = match (
            t.clock_left(Side::First, now),
            t.clock_left(Side::Second, now),
            t.time,
        ) {
            (Some(r), Some(b), _) => m.msg(
                "clock",
                msg("clock-both")
                    .msg("red_side", i18n::side(t.kind(), Side::First))
                    .str("red", clock_text(r))
                    .msg("blue_side", i18n::side(t.kind(), Side::Second))
                    .str("blue", clock_text(b)),
            ),
            (_, _, TimeControl::PerMove { limit_ms }) if !t.seat(side).is_bot() => m.msg(
                "clock",
                msg("clock-move").str("left", clock_text(t.turn_started_ms + limit_ms - now)),
            ),
            _ => m.msg("clock", msg("clock-none")),
        };
        if let Some(s) = t.draw_offer {
            m = m.msg(
                "offer",
                msg("offer-draw").msg("player", seat_arg(t.seat(s))),
            );
        } else if let Some(s) = t.takeback_offer {
            m = m.msg(
                "offer",
                msg("offer-takeback").msg("player", seat_arg(t.seat(s))),
            );
        } else {
            m = m.msg("offer", msg("offer-none"));
        }
        m
    }

    fn board_view(&self, t: &Table, _loc: &str, flipped: bool, hint: Option<Move>) -> BoardView {
        BoardView {
            game: Some(t.id),
            position: t.position(),
            last_move: t.last_move(),
            last_capture: t.last_move_captured(),
            flipped,
            red: t.seats[0].display_name(),
            blue: t.seats[1].display_name(),
            status: self.status(t),
            hint,
            ply: t.game.ply_count(),
        }
    }

    async fn games(&self, ctx: &Ctx) -> Result<Vec<Reply>, Refusal> {
        let mut cells: Vec<Arc<GameCell>> = self
            .registry()
            .games
            .values()
            .filter(|c| c.server == ctx.server)
            .cloned()
            .collect();
        let loc = self.public_locale(&ctx.server, Some(&ctx.user));
        let mut lines = Vec::new();
        let mut ids = Vec::new();
        for c in cells.drain(..) {
            let t = c.table.lock().await;
            if t.ending.is_some() {
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
                        .msg("kind", i18n::game(t.kind())),
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
        Ok(vec![Reply::channel(&ctx.channel, &loc, m)])
    }

    /// The rules of the game in this channel, or the configured rules of `game` (or of the
    /// default game) when none is played here or another game is named.
    async fn rules(&self, ctx: &Ctx, game: Option<&str>) -> Result<Vec<Reply>, Refusal> {
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
        let options = rules
            .options()
            .into_iter()
            .map(|(k, v)| Arg::Str(format!("{k} = {v}")))
            .collect();
        let summary = match rules.kind() {
            GameKind::Jungle => "rules-summary-jungle",
            GameKind::Xiangqi => "rules-summary-xiangqi",
        };
        let m = msg("rules-text")
            .str("rules", rules)
            .msg("time", time.map_or_else(|| msg("time-none"), time_msg))
            .msg("summary", msg(summary))
            .lines("options", options);
        Ok(vec![Reply::member(&ctx.channel, &ctx.user.id, &loc, m)])
    }

    fn leaderboard(&self, ctx: &Ctx, game: Option<&str>) -> Result<Vec<Reply>, Refusal> {
        let kind = self.read_game(&ctx.server, game)?;
        let rows = self.inner.store.leaderboard(
            &ctx.server,
            kind.code(),
            self.inner.config.leaderboard_size,
        )?;
        let loc = self.public_locale(&ctx.server, Some(&ctx.user));
        let m = if rows.is_empty() {
            msg("leaderboard-empty").msg("kind", i18n::game(kind))
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
                .msg("kind", i18n::game(kind))
                .lines("lines", lines)
        };
        Ok(vec![Reply::channel(&ctx.channel, &loc, m)])
    }

    fn profile(
        &self,
        ctx: &Ctx,
        who: Option<Player>,
        game: Option<&str>,
    ) -> Result<Vec<Reply>, Refusal> {
        let kind = self.read_game(&ctx.server, game)?;
        let p = who.unwrap_or_else(|| ctx.user.clone());
        let loc = self.public_locale(&ctx.server, Some(&ctx.user));
        let m = match self.inner.store.rating(&ctx.server, kind.code(), &p.id)? {
            None => msg("profile-none")
                .str("name", &p.name)
                .msg("kind", i18n::game(kind)),
            Some(r) => msg("profile")
                .str("name", &p.name)
                .msg("kind", i18n::game(kind))
                .num("rating", r.rating.round() as i64)
                .num("deviation", r.deviation.round() as i64)
                .num("games", r.games)
                .num("wins", r.wins)
                .num("draws", r.draws)
                .num("losses", r.losses),
        };
        Ok(vec![Reply::channel(&ctx.channel, &loc, m)])
    }

    fn history(&self, ctx: &Ctx, who: Option<Player>) -> Result<Vec<Reply>, Refusal> {
        let p = who.unwrap_or_else(|| ctx.user.clone());
        let games = self.inner.store.finished_games(&ctx.server, &p.id, 10)?;
        let loc = self.private_locale(&ctx.server, &ctx.user);
        let m = if games.is_empty() {
            msg("history-none").str("name", &p.name)
        } else {
            let lines = games
                .iter()
                .map(|g| {
                    let reason = g
                        .ending
                        .map_or_else(|| msg("reason-unknown"), |e| reason_msg(e.reason));
                    Arg::Msg(Box::new(
                        msg("history-line")
                            .num("game", g.id)
                            .msg("red", seat_arg(&g.seats[0]))
                            .msg("blue", seat_arg(&g.seats[1]))
                            .str("score", g.ending.map_or("*", |e| e.score()))
                            .msg("reason", reason)
                            .num("plies", g.moves.len() as i64),
                    ))
                })
                .collect();
            msg("history").str("name", &p.name).lines("lines", lines)
        };
        Ok(vec![Reply::member(&ctx.channel, &ctx.user.id, &loc, m)])
    }

    fn export(&self, ctx: &Ctx, id: GameId) -> Result<Vec<Reply>, Refusal> {
        let g = self
            .inner
            .store
            .game(id)?
            .filter(|g| g.server == ctx.server)
            .ok_or_else(|| msg("export-unknown").num("game", id))?;
        let text = super::export::export(&g)
            .map_err(|e| msg("export-broken").num("game", id).str("detail", e))?;
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
        });
        Ok(vec![r])
    }

    async fn rematch(&self, ctx: &Ctx, id: GameId) -> Result<Vec<Reply>, Refusal> {
        let g = self
            .inner
            .store
            .game(id)?
            .filter(|g| g.server == ctx.server)
            .ok_or_else(|| msg("export-unknown").num("game", id))?;
        if g.ending.is_none() {
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
            }
        }
    }

    fn set_language(&self, ctx: &Ctx, lang: &str) -> Result<Vec<Reply>, Refusal> {
        let l = I18n::supported(lang).ok_or_else(|| msg("language-unknown").str("text", lang))?;
        let mut s = self.server_settings(&ctx.server);
        s.language = Some(l.to_string());
        self.inner.store.set_server_settings(&ctx.server, &s)?;
        self.registry().servers.insert(ctx.server.clone(), s);
        Ok(vec![Reply::channel(&ctx.channel, l, msg("language-set"))])
    }

    fn set_default_game(&self, ctx: &Ctx, game: &str) -> Result<Vec<Reply>, Refusal> {
        let kind = self.read_game(&ctx.server, Some(game))?;
        let mut s = self.server_settings(&ctx.server);
        s.game = Some(kind.to_string());
        self.inner.store.set_server_settings(&ctx.server, &s)?;
        self.registry().servers.insert(ctx.server.clone(), s);
        let loc = self.public_locale(&ctx.server, Some(&ctx.user));
        Ok(vec![Reply::channel(
            &ctx.channel,
            &loc,
            msg("default-game-set").msg("game", i18n::game(kind)),
        )])
    }

    fn set_casual_hints(&self, ctx: &Ctx, allowed: bool) -> Result<Vec<Reply>, Refusal> {
        let mut s = self.server_settings(&ctx.server);
        s.casual_hints = Some(allowed);
        self.inner.store.set_server_settings(&ctx.server, &s)?;
        self.registry().servers.insert(ctx.server.clone(), s);
        let loc = self.public_locale(&ctx.server, Some(&ctx.user));
        Ok(vec![Reply::channel(
            &ctx.channel,
            &loc,
            msg(if allowed {
                "casual-hints-on"
            } else {
                "casual-hints-off"
            }),
        )])
    }

    // ---- Pictures and timers ---------------------------------------------------------------

    /// Draws the boards and replays of `replies` on blocking threads (if a renderer is set).
    async fn pictures(&self, mut replies: Vec<Reply>) -> Vec<Reply> {
        if !self.inner.renderer.enabled() {
            return replies;
        }
        for r in &mut replies {
            if let Some(view) = r.board.clone() {
                let status = self.inner.i18n.format(&r.locale, &view.status);
                let renderer = self.inner.renderer.clone();
                let v = view.clone();
                if let Ok(Some(png)) =
                    tokio::task::spawn_blocking(move || renderer.board_png(&v, &status)).await
                {
                    let name = match view.game {
                        Some(g) => format!("game-{g}-ply-{}.png", view.ply),
                        None => "board.png".to_string(),
                    };
                    r.attachments.push(Attachment { name, bytes: png });
                }
            }
            if let Some(rv) = r.replay.clone() {
                let renderer = self.inner.renderer.clone();
                if let Ok(Some(gif)) = tokio::task::spawn_blocking(move || {
                    renderer.replay_gif(&rv.start, &rv.moves, &rv.red, &rv.blue)
                })
                .await
                {
                    r.attachments.push(Attachment {
                        name: format!("game-{}.gif", r.replay.as_ref().map_or(0, |x| x.game)),
                        bytes: gif,
                    });
                }
            }
        }
        replies
    }

    /// Serves one due timer entry.
    async fn on_timer(&self, key: TimerKey) {
        match key {
            TimerKey::Challenge(id) => {
                let due = self.registry().challenges.get(&id).map(|c| c.expires_ms);
                match due {
                    Some(at) if at <= now_ms() => {
                        let r = self.expire_challenge(id);
                        self.emit(r);
                    }
                    Some(at) => self.inner.timers.schedule(key, at),
                    None => {}
                }
            }
            TimerKey::Game(id) => {
                let Some(cell) = self.registry().games.get(&id).cloned() else {
                    return;
                };
                let replies = {
                    let mut t = cell.table.lock().await;
                    match t.overdue(now_ms(), self.abandon_ms()) {
                        Some(e) => match self.end_game(&mut t, e) {
                            Ok(r) => r,
                            Err(_) => {
                                // The store failed: try again shortly rather than lose the loss.
                                self.inner.timers.schedule(key, now_ms() + 1000);
                                Vec::new()
                            }
                        },
                        None => {
                            if let Some((at, _)) = t.deadline(self.abandon_ms()) {
                                self.inner.timers.schedule(key, at);
                            }
                            Vec::new()
                        }
                    }
                };
                let replies = self.pictures(replies).await;
                self.emit(replies);
            }
        }
    }
}

struct BotJob {
    game: Game,
    level: Level,
    version: u64,
    stop: Arc<AtomicBool>,
}

/// A rules error of either game as a message, with that game's presets and options.
fn rules_error(e: &RulesError) -> Message {
    use crate::games::{jungle, xiangqi};
    /// The variants, the same in both games.
    enum E<'a> {
        Preset(&'a str),
        Option(&'a str, Option<&'a str>),
        Value(&'a str, &'a str, &'a str),
        NotKeyValue(&'a str),
    }
    let (kind, e) = match e {
        RulesError::Jungle(e) => (
            GameKind::Jungle,
            match e {
                jungle::RulesError::UnknownPreset { name, .. } => E::Preset(name),
                jungle::RulesError::UnknownOption {
                    key, suggestion, ..
                } => E::Option(key, suggestion.as_deref()),
                jungle::RulesError::BadValue {
                    key,
                    value,
                    expected,
                } => E::Value(key, value, expected),
                jungle::RulesError::NotKeyValue { text, .. } => E::NotKeyValue(text),
            },
        ),
        RulesError::Xiangqi(e) => (
            GameKind::Xiangqi,
            match e {
                xiangqi::RulesError::UnknownPreset { name, .. } => E::Preset(name),
                xiangqi::RulesError::UnknownOption {
                    key, suggestion, ..
                } => E::Option(key, suggestion.as_deref()),
                xiangqi::RulesError::BadValue {
                    key,
                    value,
                    expected,
                } => E::Value(key, value, expected),
                xiangqi::RulesError::NotKeyValue { text, .. } => E::NotKeyValue(text),
            },
        ),
    };
    match e {
        E::Preset(p) => msg("rules-unknown-preset")
            .str("preset", p)
            .str("presets", kind.presets().join(", ")),
        E::Option(key, Some(s)) => msg("rules-unknown-option-suggest")
            .str("key", key)
            .str("suggestion", s),
        E::Option(key, None) => msg("rules-unknown-option")
            .str("key", key)
            .str("options", kind.option_keys().join(", ")),
        E::Value(key, value, expected) => msg("rules-bad-value")
            .str("key", key)
            .str("value", value)
            .str("expected", expected),
        E::NotKeyValue(t) => msg("rules-not-key-value").str("text", t).str(
            "example",
            match kind {
                GameKind::Jungle => "tiger_jump=vertical",
                GameKind::Xiangqi => "repetition=asian",
            },
        ),
    }
}

async fn timer_loop(hub: Weak<Inner>, timers: Arc<Timers>) {
    loop {
        let now = now_ms();
        match timers.next() {
            None => timers.notify.notified().await,
            Some(at) if at > now => {
                let wait = std::time::Duration::from_millis((at - now) as u64);
                tokio::select! {
                    _ = tokio::time::sleep(wait) => {}
                    _ = timers.notify.notified() => {}
                }
            }
            Some(_) => {
                let Some(inner) = hub.upgrade() else { return };
                let hub = Hub { inner };
                for key in timers.due(now) {
                    hub.on_timer(key).await;
                }
            }
        }
    }
}
