//! Operations: the Prometheus metrics of a process (`/metrics`, text format through
//! `prometheus-client`) and the store wrapper that feeds them. [`WatchedStore`] wraps the store
//! every part of the process uses: it counts the moves committed, the store's errors and
//! conflicts, and tells the page streams at once when a game of this process changes (games of
//! other processes are found by polling, see [`super::watch`]).

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Instant;

use async_trait::async_trait;
use prometheus_client::encoding::text::encode;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::{Histogram, exponential_buckets};
use prometheus_client::registry::Registry;

use crate::store::types::{ChallengeId, GameId};
use crate::store::{
    ActiveGames, ChallengeRecord, DailyPuzzle, GameRecord, LessonStageRecord, MemberSettings,
    PairingRecord, PairingResult, PendingCommand, PuzzleAttempt, PuzzleKey, PuzzleRecord,
    PuzzleStats, QuarantinedGame, RatingRecord, Readable, ServerPuzzle, ServerSettings, Store,
    StoreError, TournamentId, TournamentPlayer, TournamentRecord, TournamentState, Versioned,
};

type Labels = Vec<(String, String)>;

/// The metrics of one process.
pub struct Metrics {
    registry: Registry,
    /// Moves committed by this process (takebacks do not count down).
    pub moves: Counter,
    /// Active games in the store, by game (set when `/metrics` is read).
    pub games_active: Family<Labels, Gauge>,
    /// Open live streams of game pages.
    pub streams: Gauge,
    /// Store calls that failed (the database, a refusal, an unreadable row).
    pub store_errors: Counter,
    /// Writes refused because another process (or an earlier write) changed the row.
    pub store_conflicts: Counter,
    /// Requests answered, by route and status.
    pub requests: Family<Labels, Counter>,
    /// Time to answer a request, by route, in seconds.
    pub request_seconds: Family<Labels, Histogram>,
    /// Slash commands received, by name.
    pub commands: Family<Labels, Counter>,
    /// Time from an interaction's arrival to its answer being sent, in seconds.
    pub reply_seconds: Histogram,
    /// Time the bot took to choose a move, in seconds.
    pub bot_move_seconds: Histogram,
    /// Searches running in the engine pool now (set when `/metrics` is read).
    pub engine_busy: Gauge,
    /// Searches the engine pool runs at once.
    pub engine_threads: Gauge,
    /// Members' requests refused because the engine pool was full.
    pub engine_refusals: Counter,
    engine_refusals_seen: AtomicU64,
    /// Discord gateway shards connected now.
    pub shards_connected: Gauge,
    /// Whether this process runs the Discord gateway (`qibot run`): then `/healthz` needs a
    /// connected shard.
    gateway_expected: AtomicBool,
}

impl Default for Metrics {
    fn default() -> Self {
        Metrics::new()
    }
}

fn seconds_histogram() -> Histogram {
    // 1 ms to about 16 s.
    Histogram::new(exponential_buckets(0.001, 2.0, 15))
}

impl Metrics {
    /// A set of metrics registered under the `qibot_` names.
    pub fn new() -> Metrics {
        let mut registry = Registry::with_prefix("qibot");
        let moves = Counter::default();
        let games_active = Family::<Labels, Gauge>::default();
        let streams = Gauge::default();
        let store_errors = Counter::default();
        let store_conflicts = Counter::default();
        let requests = Family::<Labels, Counter>::default();
        let request_seconds = Family::<Labels, Histogram>::new_with_constructor(
            seconds_histogram as fn() -> Histogram,
        );
        registry.register("moves", "Moves committed by this process", moves.clone());
        registry.register(
            "games_active",
            "Active games in the store, by game",
            games_active.clone(),
        );
        registry.register(
            "page_streams",
            "Open live streams of game pages",
            streams.clone(),
        );
        registry.register(
            "store_errors",
            "Store calls that failed (database, refusal, unreadable row)",
            store_errors.clone(),
        );
        registry.register(
            "store_conflicts",
            "Store writes refused because the row changed meanwhile",
            store_conflicts.clone(),
        );
        registry.register(
            "http_requests",
            "Web requests answered, by route and status",
            requests.clone(),
        );
        registry.register(
            "http_request_duration_seconds",
            "Time to answer a web request, by route",
            request_seconds.clone(),
        );
        let commands = Family::<Labels, Counter>::default();
        let reply_seconds = seconds_histogram();
        let bot_move_seconds = seconds_histogram();
        let (engine_busy, engine_threads) = (Gauge::default(), Gauge::default());
        let engine_refusals = Counter::default();
        let shards_connected = Gauge::default();
        registry.register(
            "commands",
            "Slash commands received, by name",
            commands.clone(),
        );
        registry.register(
            "interaction_reply_duration_seconds",
            "Time from a Discord interaction's arrival to its answer",
            reply_seconds.clone(),
        );
        registry.register(
            "bot_move_duration_seconds",
            "Time the bot took to choose a move",
            bot_move_seconds.clone(),
        );
        registry.register(
            "engine_busy",
            "Searches running in the engine pool",
            engine_busy.clone(),
        );
        registry.register(
            "engine_threads",
            "Searches the engine pool runs at once",
            engine_threads.clone(),
        );
        registry.register(
            "engine_refusals",
            "Requests refused because the engine pool was full",
            engine_refusals.clone(),
        );
        registry.register(
            "shards_connected",
            "Discord gateway shards connected",
            shards_connected.clone(),
        );
        Metrics {
            commands,
            reply_seconds,
            bot_move_seconds,
            engine_busy,
            engine_threads,
            engine_refusals,
            engine_refusals_seen: AtomicU64::new(0),
            shards_connected,
            gateway_expected: AtomicBool::new(false),
            registry,
            moves,
            games_active,
            streams,
            store_errors,
            store_conflicts,
            requests,
            request_seconds,
        }
    }

    /// Counts a store call's result.
    fn saw<T>(&self, r: &Result<T, StoreError>) {
        match r {
            Err(StoreError::Conflict { .. }) => {
                self.store_conflicts.inc();
            }
            Err(StoreError::NotFound { .. }) | Ok(_) => {}
            Err(_) => {
                self.store_errors.inc();
            }
        }
    }

    /// Sets the engine pool's figures as [`crate::hub::Hub::engine_load`] gives them.
    pub fn engine(&self, busy: usize, threads: usize, refusals: u64) {
        self.engine_busy.set(busy as i64);
        self.engine_threads.set(threads as i64);
        let before = self.engine_refusals_seen.swap(refusals, Ordering::Relaxed);
        self.engine_refusals.inc_by(refusals.saturating_sub(before));
    }

    /// Says this process runs the Discord gateway: `/healthz` then answers 503 while no shard
    /// is connected.
    pub fn expect_gateway(&self) {
        self.gateway_expected.store(true, Ordering::Relaxed);
    }

    /// Why the process is unhealthy apart from the store, if it is: the gateway it runs has no
    /// connected shard.
    pub fn unhealthy(&self) -> Option<&'static str> {
        (self.gateway_expected.load(Ordering::Relaxed) && self.shards_connected.get() <= 0)
            .then_some("the Discord gateway is not connected")
    }

    /// Counts a slash command.
    pub fn command(&self, name: &str) {
        self.commands
            .get_or_create(&vec![("name".to_string(), name.to_string())])
            .inc();
    }

    /// Counts an answered request.
    pub fn request(&self, route: &str, status: u16, seconds: f64) {
        let route = vec![("route".to_string(), route.to_string())];
        let mut labels = route.clone();
        labels.push(("status".to_string(), status.to_string()));
        self.requests.get_or_create(&labels).inc();
        self.request_seconds.get_or_create(&route).observe(seconds);
    }

    /// The metrics in Prometheus' text format.
    pub fn text(&self) -> String {
        let mut out = String::new();
        // Writing to a String cannot fail.
        let _ = encode(&mut out, &self.registry);
        out
    }
}

/// The bot, its move time measured into [`Metrics::bot_move_seconds`].
pub struct TimedBot {
    inner: Arc<dyn crate::hub::bot::Bot>,
    metrics: Arc<Metrics>,
}

impl TimedBot {
    /// `inner`, measured in `metrics`.
    pub fn new(inner: Arc<dyn crate::hub::bot::Bot>, metrics: Arc<Metrics>) -> Arc<TimedBot> {
        Arc::new(TimedBot { inner, metrics })
    }
}

impl crate::hub::bot::Bot for TimedBot {
    fn choose_move(
        &self,
        game: &crate::games::any::Game,
        level: crate::engine::Level,
        stop: &AtomicBool,
    ) -> Option<crate::games::any::Move> {
        let start = Instant::now();
        let m = self.inner.choose_move(game, level, stop);
        self.metrics
            .bot_move_seconds
            .observe(start.elapsed().as_secs_f64());
        m
    }

    fn hint(
        &self,
        game: &crate::games::any::Game,
        stop: &AtomicBool,
    ) -> Option<crate::games::any::Move> {
        self.inner.hint(game, stop)
    }

    fn tables(&self) -> Option<Arc<crate::engine::pool::TablePool>> {
        self.inner.tables()
    }
}

/// Wakes the page streams of a game when it changes (see [`super::watch`]).
pub trait ChangeListener: Send + Sync {
    /// Game `id` was written.
    fn changed(&self, id: GameId);
}

/// The store of a process with the web front-end: every call goes to `inner`; results are
/// counted in [`Metrics`], and every write of a game wakes its page streams.
pub struct WatchedStore {
    inner: Arc<dyn Store>,
    metrics: Arc<Metrics>,
    listener: Mutex<Option<Arc<dyn ChangeListener>>>,
    /// The plies of each game as last read or written here, to count the moves of a write.
    plies: Mutex<HashMap<GameId, usize>>,
}

impl WatchedStore {
    /// `inner`, counted in `metrics`.
    pub fn new(inner: Arc<dyn Store>, metrics: Arc<Metrics>) -> Arc<WatchedStore> {
        Arc::new(WatchedStore {
            inner,
            metrics,
            listener: Mutex::new(None),
            plies: Mutex::new(HashMap::new()),
        })
    }

    /// Sets who is told of changed games.
    pub fn listen(&self, l: Arc<dyn ChangeListener>) {
        *self.listener.lock().unwrap_or_else(|p| p.into_inner()) = Some(l);
    }

    fn changed(&self, id: GameId) {
        let l = self
            .listener
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .clone();
        if let Some(l) = l {
            l.changed(id);
        }
    }

    fn seen_plies(&self, g: &GameRecord) {
        let mut p = self.plies.lock().unwrap_or_else(|p| p.into_inner());
        if g.state.ending.is_none() {
            p.insert(g.id, g.moves.len());
        }
    }

    /// Counts the moves of a committed write of `g` (its plies beyond those last seen).
    fn wrote(&self, g: &GameRecord, finished: bool) {
        let before = {
            let mut p = self.plies.lock().unwrap_or_else(|p| p.into_inner());
            if finished {
                p.remove(&g.id)
            } else {
                p.insert(g.id, g.moves.len())
            }
        };
        if let Some(b) = before
            && g.moves.len() > b
        {
            self.metrics.moves.inc_by((g.moves.len() - b) as u64);
        }
        self.changed(g.id);
    }

    fn saw<T>(&self, r: Result<T, StoreError>) -> Result<T, StoreError> {
        self.metrics.saw(&r);
        r
    }
}

/// The [`Store`] impl of [`WatchedStore`]: the methods given in full, the writes that wake
/// pages or count moves (forwarded to `inner`, counted, then `after` run on their result `r`),
/// and every other one forwarded to `inner` with its result counted (listed by signature only).
macro_rules! watched_store {
    (
        full { $($full:tt)* }
        after { $(fn $hooked:ident(&$me:ident $(, $harg:ident: $hty:ty)*) -> $hret:ty
            => |$r:ident| $after:expr;)* }
        counted { $(fn $name:ident(&self $(, $arg:ident: $ty:ty)*) -> $ret:ty;)* }
    ) => {
        #[async_trait]
        impl Store for WatchedStore {
            $($full)*
            $(
                async fn $hooked(&$me $(, $harg: $hty)*) -> Result<$hret, StoreError> {
                    let $r = $me.saw($me.inner.$hooked($($harg),*).await);
                    $after;
                    $r
                }
            )*
            $(
                async fn $name(&self $(, $arg: $ty)*) -> Result<$ret, StoreError> {
                    self.saw(self.inner.$name($($arg),*).await)
                }
            )*
        }
    };
}

watched_store! {
    full {
    // The queue of commands and the announced changes are `inner`'s: without these the
    // trait's defaults would make a process with pages keep no queue (issue 34).
    async fn wait_for_commands(&self, timeout: std::time::Duration) {
        self.inner.wait_for_commands(timeout).await;
    }

    async fn announce(&self, change: &str) {
        self.inner.announce(change).await;
    }

    fn announcements(&self) -> Option<tokio::sync::broadcast::Receiver<String>> {
        self.inner.announcements()
    }
    }
    after {
        fn insert_game(&self, game: &GameRecord, from_challenge: Option<ChallengeId>) -> GameId
            => |r| if let Ok(id) = &r {
                let mut p = self.plies.lock().unwrap_or_else(|p| p.into_inner());
                p.insert(*id, game.moves.len());
            };
        fn update_game(&self, game: &GameRecord, version: i64) -> i64
            => |r| if r.is_ok() { self.wrote(game, false) };
        fn finish_game(&self, game: &GameRecord, version: i64, ratings: &[RatingRecord]) -> ()
            => |r| if r.is_ok() { self.wrote(game, true) };
        fn active_games(&self) -> ActiveGames
            => |r| if let Ok(a) = &r {
                for g in &a.games {
                    self.seen_plies(&g.record);
                }
            };
        fn quarantine_game(&self, id: GameId, why: &str, at_ms: i64) -> ()
            => |r| if r.is_ok() { self.changed(id) };
        fn save_review(&self, game: GameId, data: &str) -> ()
            => |r| if r.is_ok() { self.changed(game) };
    }
    counted {
        fn game(&self, id: GameId) -> Option<Versioned<GameRecord>>;
        fn quarantined_games(&self, server: &str) -> Vec<QuarantinedGame>;
        fn insert_challenge(&self, c: &ChallengeRecord) -> ChallengeId;
        fn delete_challenge(&self, id: ChallengeId) -> ();
        fn challenges(&self) -> Readable<Versioned<ChallengeRecord>>;
        fn rating(&self, server: &str, game_kind: &str, user: &str) -> Option<RatingRecord>;
        fn leaderboard(&self, server: &str, game_kind: &str, limit: usize) -> Vec<RatingRecord>;
        fn server_settings(&self, server: &str) -> ServerSettings;
        fn set_server_settings(&self, server: &str, s: &ServerSettings) -> ();
        fn member_settings(&self, member: &str) -> MemberSettings;
        fn set_member_settings(&self, member: &str, s: &MemberSettings) -> ();
        fn finished_games(&self, server: &str, user: &str, limit: usize) -> Readable<GameRecord>;
        fn server_games(&self, server: &str, limit: usize) -> Readable<GameRecord>;
        fn review(&self, game: GameId) -> Option<String>;
        fn board_message(&self, game: GameId) -> Option<String>;
        fn set_board_message(&self, game: GameId, message: Option<&str>) -> ();
        fn value(&self, key: &str) -> Option<String>;
        fn set_value(&self, key: &str, value: &str) -> ();
        fn value_or_insert(&self, key: &str, value: &str) -> String;
        fn enqueue_command(&self, c: &PendingCommand) -> i64;
        fn pending_commands(&self, limit: usize) -> Vec<PendingCommand>;
        fn finish_command(&self, id: i64, at_ms: i64, outcome: &str) -> ();
        fn puzzle_record(&self, key: PuzzleKey<'_>) -> Option<PuzzleRecord>;
        fn puzzles_tried(&self, key: PuzzleKey<'_>) -> Vec<String>;
        fn finish_puzzle(&self, attempt: &PuzzleAttempt, record: &PuzzleRecord) -> ();
        fn puzzle_stats(&self, game_kind: &str, puzzle: &str) -> PuzzleStats;
        fn all_puzzle_stats(&self, game_kind: &str) -> Vec<(String, PuzzleStats)>;
        fn daily_puzzle_stats(&self, server: &str, puzzle: &str, day: i64) -> PuzzleStats;
        fn daily_puzzle(&self, server: &str) -> Option<DailyPuzzle>;
        fn daily_puzzles(&self) -> Vec<DailyPuzzle>;
        fn set_daily_puzzle(&self, server: &str, channel: Option<&str>, game_kind: &str, minute: i64) -> ();
        fn claim_daily_puzzle(&self, server: &str, day: i64, puzzle: &str) -> bool;
        fn add_server_puzzle(&self, puzzle: &ServerPuzzle) -> ();
        fn server_puzzles(&self, server: &str, game_kind: &str) -> Vec<ServerPuzzle>;
        fn lesson_progress(&self, user: &str, game_kind: &str) -> Vec<LessonStageRecord>;
        fn record_lesson_stage(&self, stage: &LessonStageRecord) -> bool;
        fn insert_tournament(&self, t: &TournamentRecord) -> TournamentId;
        fn tournament(&self, id: TournamentId) -> Option<TournamentRecord>;
        fn live_tournaments(&self) -> Vec<TournamentRecord>;
        fn add_tournament_player(&self, p: &TournamentPlayer) -> ();
        fn remove_tournament_player(&self, id: TournamentId, member: &str) -> ();
        fn withdraw_tournament_player(&self, id: TournamentId, member: &str) -> ();
        fn tournament_players(&self, id: TournamentId) -> Vec<TournamentPlayer>;
        fn pair_round(&self, id: TournamentId, round: i64, rounds: i64, pairings: &[PairingRecord]) -> bool;
        fn tournament_pairings(&self, id: TournamentId) -> Vec<PairingRecord>;
        fn set_pairing_game(&self, id: TournamentId, round: i64, board: i64, game: GameId) -> bool;
        fn record_pairing_result(&self, id: TournamentId, round: i64, board: i64, result: PairingResult) -> bool;
        fn set_tournament_state(&self, id: TournamentId, from: TournamentState, to: TournamentState) -> bool;
    }
}
