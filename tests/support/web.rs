//! The web front-end with real parts for the web tests: a SQLite store that can be stopped,
//! the hub with the real renderer on it, the pages on 127.0.0.1, and games played through the
//! hub.

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use async_trait::async_trait;
use qibot::hub::{Command, Ctx, GameOptions, Hub, HubConfig, Player, SqliteStore, Store};
use qibot::store::types::{ChallengeId, GameId};
use qibot::store::{
    ActiveGames, ChallengeRecord, DailyPuzzle, GameRecord, LessonStageRecord, MemberSettings,
    PairingRecord, PairingResult, PendingCommand, PuzzleAttempt, PuzzleKey, PuzzleRecord,
    PuzzleStats, QuarantinedGame, RatingRecord, Readable, ServerPuzzle, ServerSettings, StoreError,
    TournamentId, TournamentPlayer, TournamentRecord, TournamentState, Versioned,
};
use qibot::web::{self, WebConfig};

/// A store that can be stopped: every call then fails as a database that went away would.
pub struct Stoppable {
    inner: Arc<dyn Store>,
    /// Set: every call fails.
    pub stopped: AtomicBool,
}

impl Stoppable {
    /// `inner`, running.
    pub fn new(inner: Arc<dyn Store>) -> Stoppable {
        Stoppable {
            inner,
            stopped: AtomicBool::new(false),
        }
    }

    fn check(&self) -> Result<(), StoreError> {
        if self.stopped.load(Ordering::SeqCst) {
            return Err(StoreError::backend(
                "connection refused (the database is stopped)",
            ));
        }
        Ok(())
    }
}

#[async_trait]
impl Store for Stoppable {
    async fn insert_game(
        &self,
        game: &GameRecord,
        from: Option<ChallengeId>,
    ) -> Result<GameId, StoreError> {
        self.check()?;
        self.inner.insert_game(game, from).await
    }

    async fn update_game(&self, game: &GameRecord, version: i64) -> Result<i64, StoreError> {
        self.check()?;
        self.inner.update_game(game, version).await
    }

    async fn finish_game(
        &self,
        game: &GameRecord,
        version: i64,
        ratings: &[RatingRecord],
    ) -> Result<(), StoreError> {
        self.check()?;
        self.inner.finish_game(game, version, ratings).await
    }

    async fn game(&self, id: GameId) -> Result<Option<Versioned<GameRecord>>, StoreError> {
        self.check()?;
        self.inner.game(id).await
    }

    async fn active_games(&self) -> Result<ActiveGames, StoreError> {
        self.check()?;
        self.inner.active_games().await
    }

    async fn quarantine_game(&self, id: GameId, why: &str, at_ms: i64) -> Result<(), StoreError> {
        self.check()?;
        self.inner.quarantine_game(id, why, at_ms).await
    }

    async fn quarantined_games(&self, server: &str) -> Result<Vec<QuarantinedGame>, StoreError> {
        self.check()?;
        self.inner.quarantined_games(server).await
    }

    async fn insert_challenge(&self, c: &ChallengeRecord) -> Result<ChallengeId, StoreError> {
        self.check()?;
        self.inner.insert_challenge(c).await
    }

    async fn delete_challenge(&self, id: ChallengeId) -> Result<(), StoreError> {
        self.check()?;
        self.inner.delete_challenge(id).await
    }

    async fn challenges(&self) -> Result<Readable<Versioned<ChallengeRecord>>, StoreError> {
        self.check()?;
        self.inner.challenges().await
    }

    async fn rating(
        &self,
        server: &str,
        game_kind: &str,
        user: &str,
    ) -> Result<Option<RatingRecord>, StoreError> {
        self.check()?;
        self.inner.rating(server, game_kind, user).await
    }

    async fn leaderboard(
        &self,
        server: &str,
        game_kind: &str,
        limit: usize,
    ) -> Result<Vec<RatingRecord>, StoreError> {
        self.check()?;
        self.inner.leaderboard(server, game_kind, limit).await
    }

    async fn server_settings(&self, server: &str) -> Result<ServerSettings, StoreError> {
        self.check()?;
        self.inner.server_settings(server).await
    }

    async fn set_server_settings(
        &self,
        server: &str,
        s: &ServerSettings,
    ) -> Result<(), StoreError> {
        self.check()?;
        self.inner.set_server_settings(server, s).await
    }

    async fn member_settings(&self, member: &str) -> Result<MemberSettings, StoreError> {
        self.check()?;
        self.inner.member_settings(member).await
    }

    async fn set_member_settings(
        &self,
        member: &str,
        s: &MemberSettings,
    ) -> Result<(), StoreError> {
        self.check()?;
        self.inner.set_member_settings(member, s).await
    }

    async fn finished_games(
        &self,
        server: &str,
        user: &str,
        limit: usize,
    ) -> Result<Readable<GameRecord>, StoreError> {
        self.check()?;
        self.inner.finished_games(server, user, limit).await
    }

    async fn server_games(
        &self,
        server: &str,
        limit: usize,
    ) -> Result<Readable<GameRecord>, StoreError> {
        self.check()?;
        self.inner.server_games(server, limit).await
    }

    async fn review(&self, game: GameId) -> Result<Option<String>, StoreError> {
        self.check()?;
        self.inner.review(game).await
    }

    async fn save_review(&self, game: GameId, data: &str) -> Result<(), StoreError> {
        self.check()?;
        self.inner.save_review(game, data).await
    }

    async fn board_message(&self, game: GameId) -> Result<Option<String>, StoreError> {
        self.check()?;
        self.inner.board_message(game).await
    }

    async fn set_board_message(
        &self,
        game: GameId,
        message: Option<&str>,
    ) -> Result<(), StoreError> {
        self.check()?;
        self.inner.set_board_message(game, message).await
    }

    async fn value(&self, key: &str) -> Result<Option<String>, StoreError> {
        self.check()?;
        self.inner.value(key).await
    }

    async fn set_value(&self, key: &str, value: &str) -> Result<(), StoreError> {
        self.check()?;
        self.inner.set_value(key, value).await
    }

    async fn value_or_insert(&self, key: &str, value: &str) -> Result<String, StoreError> {
        self.check()?;
        self.inner.value_or_insert(key, value).await
    }

    async fn insert_tournament(&self, t: &TournamentRecord) -> Result<TournamentId, StoreError> {
        self.check()?;
        self.inner.insert_tournament(t).await
    }

    async fn live_tournaments(&self) -> Result<Vec<TournamentRecord>, StoreError> {
        self.check()?;
        self.inner.live_tournaments().await
    }

    async fn tournament(&self, id: TournamentId) -> Result<Option<TournamentRecord>, StoreError> {
        self.check()?;
        self.inner.tournament(id).await
    }

    async fn add_tournament_player(&self, p: &TournamentPlayer) -> Result<(), StoreError> {
        self.check()?;
        self.inner.add_tournament_player(p).await
    }

    async fn remove_tournament_player(
        &self,
        id: TournamentId,
        member: &str,
    ) -> Result<(), StoreError> {
        self.check()?;
        self.inner.remove_tournament_player(id, member).await
    }

    async fn withdraw_tournament_player(
        &self,
        id: TournamentId,
        member: &str,
    ) -> Result<(), StoreError> {
        self.check()?;
        self.inner.withdraw_tournament_player(id, member).await
    }

    async fn tournament_players(
        &self,
        id: TournamentId,
    ) -> Result<Vec<TournamentPlayer>, StoreError> {
        self.check()?;
        self.inner.tournament_players(id).await
    }

    async fn pair_round(
        &self,
        id: TournamentId,
        round: i64,
        rounds: i64,
        pairings: &[PairingRecord],
    ) -> Result<bool, StoreError> {
        self.check()?;
        self.inner.pair_round(id, round, rounds, pairings).await
    }

    async fn tournament_pairings(
        &self,
        id: TournamentId,
    ) -> Result<Vec<PairingRecord>, StoreError> {
        self.check()?;
        self.inner.tournament_pairings(id).await
    }

    async fn set_pairing_game(
        &self,
        id: TournamentId,
        round: i64,
        board: i64,
        game: GameId,
    ) -> Result<bool, StoreError> {
        self.check()?;
        self.inner.set_pairing_game(id, round, board, game).await
    }

    async fn record_pairing_result(
        &self,
        id: TournamentId,
        round: i64,
        board: i64,
        result: PairingResult,
    ) -> Result<bool, StoreError> {
        self.check()?;
        self.inner
            .record_pairing_result(id, round, board, result)
            .await
    }

    async fn set_tournament_state(
        &self,
        id: TournamentId,
        from: TournamentState,
        to: TournamentState,
    ) -> Result<bool, StoreError> {
        self.check()?;
        self.inner.set_tournament_state(id, from, to).await
    }

    async fn lesson_progress(
        &self,
        user: &str,
        game_kind: &str,
    ) -> Result<Vec<LessonStageRecord>, StoreError> {
        self.check()?;
        self.inner.lesson_progress(user, game_kind).await
    }

    async fn record_lesson_stage(&self, stage: &LessonStageRecord) -> Result<bool, StoreError> {
        self.check()?;
        self.inner.record_lesson_stage(stage).await
    }

    async fn puzzle_record(&self, key: PuzzleKey<'_>) -> Result<Option<PuzzleRecord>, StoreError> {
        self.check()?;
        self.inner.puzzle_record(key).await
    }

    async fn puzzles_tried(&self, key: PuzzleKey<'_>) -> Result<Vec<String>, StoreError> {
        self.check()?;
        self.inner.puzzles_tried(key).await
    }

    async fn finish_puzzle(
        &self,
        attempt: &PuzzleAttempt,
        record: &PuzzleRecord,
    ) -> Result<(), StoreError> {
        self.check()?;
        self.inner.finish_puzzle(attempt, record).await
    }

    async fn puzzle_stats(&self, game_kind: &str, puzzle: &str) -> Result<PuzzleStats, StoreError> {
        self.check()?;
        self.inner.puzzle_stats(game_kind, puzzle).await
    }

    async fn all_puzzle_stats(
        &self,
        game_kind: &str,
    ) -> Result<Vec<(String, PuzzleStats)>, StoreError> {
        self.check()?;
        self.inner.all_puzzle_stats(game_kind).await
    }

    async fn daily_puzzle_stats(
        &self,
        server: &str,
        puzzle: &str,
        day: i64,
    ) -> Result<PuzzleStats, StoreError> {
        self.check()?;
        self.inner.daily_puzzle_stats(server, puzzle, day).await
    }

    async fn daily_puzzle(&self, server: &str) -> Result<Option<DailyPuzzle>, StoreError> {
        self.check()?;
        self.inner.daily_puzzle(server).await
    }

    async fn daily_puzzles(&self) -> Result<Vec<DailyPuzzle>, StoreError> {
        self.check()?;
        self.inner.daily_puzzles().await
    }

    async fn set_daily_puzzle(
        &self,
        server: &str,
        channel: Option<&str>,
        game_kind: &str,
        minute: i64,
    ) -> Result<(), StoreError> {
        self.check()?;
        self.inner
            .set_daily_puzzle(server, channel, game_kind, minute)
            .await
    }

    async fn claim_daily_puzzle(
        &self,
        server: &str,
        day: i64,
        puzzle: &str,
    ) -> Result<bool, StoreError> {
        self.check()?;
        self.inner.claim_daily_puzzle(server, day, puzzle).await
    }

    async fn add_server_puzzle(&self, puzzle: &ServerPuzzle) -> Result<(), StoreError> {
        self.check()?;
        self.inner.add_server_puzzle(puzzle).await
    }

    async fn server_puzzles(
        &self,
        server: &str,
        game_kind: &str,
    ) -> Result<Vec<ServerPuzzle>, StoreError> {
        self.check()?;
        self.inner.server_puzzles(server, game_kind).await
    }

    async fn enqueue_command(&self, c: &PendingCommand) -> Result<i64, StoreError> {
        self.check()?;
        self.inner.enqueue_command(c).await
    }

    async fn pending_commands(&self, limit: usize) -> Result<Vec<PendingCommand>, StoreError> {
        self.check()?;
        self.inner.pending_commands(limit).await
    }

    async fn finish_command(&self, id: i64, at_ms: i64, outcome: &str) -> Result<(), StoreError> {
        self.check()?;
        self.inner.finish_command(id, at_ms, outcome).await
    }

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

/// A hub and its web pages on 127.0.0.1, over a SQLite file.
pub struct Site {
    /// The hub.
    pub hub: Hub,
    /// Its pages.
    pub web: web::Web,
    /// Where they are served.
    pub addr: SocketAddr,
    /// The store under both.
    pub store: Arc<Stoppable>,
    _dir: tempfile::TempDir,
}

/// A new site on a new SQLite file.
pub async fn site() -> Site {
    site_with(WebConfig::default()).await
}

/// A new site as [`site`], its pages served with the `[web]` settings `web` (the timeouts).
pub async fn site_with(web: WebConfig) -> Site {
    let dir = tempfile::tempdir().unwrap();
    let sqlite: Arc<dyn Store> = Arc::new(SqliteStore::open(&dir.path().join("web.db")).unwrap());
    let store = Arc::new(Stoppable::new(sqlite));
    let config = HubConfig {
        review_movetime_ms: 10,
        ..HubConfig::default()
    };
    let (hub, launched) = hub_and_pages_with(store.clone(), config, &web).await;
    Site {
        hub,
        web: launched.web,
        addr: launched.addr,
        store,
        _dir: dir,
    }
}

/// A hub over `store` (watched for the metrics, the greedy bot's moves timed, as `qibot run`
/// sets them up) and its pages served on a free port of 127.0.0.1 until the test ends.
pub async fn hub_and_pages(store: Arc<dyn Store>, config: HubConfig) -> (Hub, web::Launched) {
    hub_and_pages_with(store, config, &WebConfig::default()).await
}

/// [`hub_and_pages`] with the `[web]` settings `web`.
pub async fn hub_and_pages_with(
    store: Arc<dyn Store>,
    config: HubConfig,
    web: &WebConfig,
) -> (Hub, web::Launched) {
    let (watched, metrics) = web::watched(store);
    let bot = web::metrics::TimedBot::new(Arc::new(qibot::hub::GreedyBot), metrics.clone());
    let (hub, _events) = Hub::open(watched.clone(), bot, qibot::hub::renderer(), config)
        .await
        .unwrap();
    let launched = web::launch(
        hub.clone(),
        watched,
        metrics,
        web,
        "127.0.0.1:0".parse().unwrap(),
        std::future::pending(),
    )
    .await
    .unwrap();
    (hub, launched)
}

/// Member `user` named `name` speaking in `channel` of `server`.
pub fn ctx(server: &str, channel: &str, user: &str, name: &str) -> Ctx {
    Ctx {
        server: server.into(),
        channel: channel.into(),
        user: Player::new(user, name),
    }
}

/// Ann and Bob's game in `channel` of `server` (Ann is Red), `plies` moves played through the
/// hub; its number.
pub async fn member_game(hub: &Hub, server: &str, channel: &str, plies: usize) -> GameId {
    start_game(hub, server, channel, plies, false).await
}

/// A rated game of Ann and Bob as [`member_game`]; Bob resigns after `plies` plies, so Ann
/// wins it. Its number.
pub async fn rated_game(hub: &Hub, server: &str, channel: &str, plies: usize) -> GameId {
    let id = start_game(hub, server, channel, plies, true).await;
    let r = hub
        .handle(&ctx(server, channel, "bob", "Bob"), Command::Resign)
        .await;
    assert!(r.iter().all(|r| !r.refused), "{r:?}");
    id
}

async fn start_game(hub: &Hub, server: &str, channel: &str, plies: usize, rated: bool) -> GameId {
    let ann = ctx(server, channel, "ann", "Ann");
    let bob = ctx(server, channel, "bob", "Bob");
    let r = hub
        .handle(
            &ann,
            Command::Challenge {
                opponent: Player::new("bob", "Bob"),
                options: GameOptions {
                    colour: Some("red".into()),
                    rated,
                    ..GameOptions::default()
                },
            },
        )
        .await;
    assert!(r.iter().all(|r| !r.refused), "{r:?}");
    let r = hub.handle(&bob, Command::Accept).await;
    assert!(r.iter().all(|r| !r.refused), "{r:?}");
    for _ in 0..plies {
        play_one(hub, server, channel).await;
    }
    hub.game_in(channel).await.unwrap().id
}

/// The side to move in `channel` plays its first legal move.
pub async fn play_one(hub: &Hub, server: &str, channel: &str) {
    let g = hub.game_in(channel).await.unwrap();
    let m = g.position.legal_moves()[0];
    let who = if g.position.side_to_move().index() == 0 {
        ctx(server, channel, "ann", "Ann")
    } else {
        ctx(server, channel, "bob", "Bob")
    };
    let r = hub.handle(&who, Command::Move(m.to_string())).await;
    assert!(r.iter().all(|r| !r.refused), "{r:?}");
}

/// The answer to a GET of `url`.
pub async fn get(url: &str) -> reqwest::Response {
    reqwest::Client::new().get(url).send().await.unwrap()
}

/// Asserts the security headers every response carries.
pub fn check_headers(r: &reqwest::Response) {
    let h = r.headers();
    let csp = h["content-security-policy"].to_str().unwrap();
    assert!(csp.starts_with("default-src 'self'"), "{csp}");
    assert!(!csp.contains("unsafe"), "{csp}");
    assert_eq!(h["referrer-policy"], "no-referrer");
    assert_eq!(h["x-content-type-options"], "nosniff");
}

/// Asserts the security headers of a response read off the wire ([`raw`]).
pub fn check_raw_headers(r: &Raw) {
    let csp = r.header("content-security-policy").unwrap_or_default();
    assert!(csp.starts_with("default-src 'self'"), "{}: {csp:?}", r.head);
    assert_eq!(
        r.header("referrer-policy").as_deref(),
        Some("no-referrer"),
        "{}",
        r.head
    );
    assert_eq!(
        r.header("x-content-type-options").as_deref(),
        Some("nosniff"),
        "{}",
        r.head
    );
}

/// A response read off the wire: its head as sent and its status.
#[derive(Debug)]
pub struct Raw {
    /// The status line and the header lines.
    pub head: String,
    /// The status code.
    pub status: u16,
}

impl Raw {
    /// The value of header `name` (any case), if sent.
    pub fn header(&self, name: &str) -> Option<String> {
        self.head.lines().skip(1).find_map(|l| {
            let (n, v) = l.split_once(':')?;
            n.trim()
                .eq_ignore_ascii_case(name)
                .then(|| v.trim().to_string())
        })
    }
}

/// Sends `bytes` as they are to the server at `addr` on a new connection and reads the first
/// response's head (within 10 s; the server may close the connection after it).
pub async fn raw(addr: SocketAddr, bytes: &[u8]) -> Raw {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut s = tokio::net::TcpStream::connect(addr).await.unwrap();
    // The server may answer and close before it has read everything (a URI too long).
    let _ = s.write_all(bytes).await;
    let mut got = Vec::new();
    let mut buf = [0u8; 4096];
    let read = async {
        while !got.windows(4).any(|w| w == b"\r\n\r\n") {
            match s.read(&mut buf).await {
                Ok(0) | Err(_) => break,
                Ok(n) => got.extend_from_slice(&buf[..n]),
            }
        }
    };
    tokio::time::timeout(std::time::Duration::from_secs(10), read)
        .await
        .expect("an answer within 10 s");
    let text = String::from_utf8_lossy(&got).to_string();
    let head = text.split("\r\n\r\n").next().unwrap_or("").to_string();
    let status = head
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("no status in {text:?}"));
    Raw { head, status }
}
