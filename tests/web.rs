//! The web front-end with real parts: a SQLite store, the hub with the real renderer, the axum
//! server on 127.0.0.1 and, when chromedriver is installed, headless Chromium.

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use async_trait::async_trait;
use qibot::hub::store::{
    ActiveGames, ChallengeRecord, GameRecord, MemberSettings, QuarantinedGame, RatingRecord,
    Readable, ServerSettings, StoreError, Versioned,
};
use qibot::hub::types::{ChallengeId, GameId};
use qibot::hub::{Command, Ctx, GameOptions, Hub, HubConfig, Player, SqliteStore, Store};
use qibot::web::{self, Target, WebConfig};

/// A store that can be stopped: every call then fails as a database that went away would.
struct Stoppable {
    inner: Arc<dyn Store>,
    stopped: AtomicBool,
}

impl Stoppable {
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
}

/// A hub and its web pages on 127.0.0.1, over a SQLite file.
struct Site {
    hub: Hub,
    web: web::Web,
    addr: SocketAddr,
    store: Arc<Stoppable>,
    _dir: tempfile::TempDir,
}

async fn site() -> Site {
    let dir = tempfile::tempdir().unwrap();
    let sqlite: Arc<dyn Store> = Arc::new(SqliteStore::open(&dir.path().join("web.db")).unwrap());
    let store = Arc::new(Stoppable {
        inner: sqlite,
        stopped: AtomicBool::new(false),
    });
    let (watched, metrics) = web::watched(store.clone());
    let config = HubConfig {
        review_movetime_ms: 10,
        ..HubConfig::default()
    };
    let (hub, _events) = Hub::open(
        watched.clone(),
        Arc::new(qibot::hub::GreedyBot),
        qibot::hub::renderer(),
        config,
    )
    .await
    .unwrap();
    let launched = web::launch(
        hub.clone(),
        watched,
        metrics,
        &WebConfig::default(),
        "127.0.0.1:0".parse().unwrap(),
        std::future::pending(),
    )
    .await
    .unwrap();
    Site {
        hub,
        web: launched.web,
        addr: launched.addr,
        store,
        _dir: dir,
    }
}

fn ctx(server: &str, channel: &str, user: &str, name: &str) -> Ctx {
    Ctx {
        server: server.into(),
        channel: channel.into(),
        user: Player::new(user, name),
    }
}

/// Ann and Bob's game in `channel` of `server` (Ann is Red), `plies` moves played through the
/// hub; its number.
async fn member_game(hub: &Hub, server: &str, channel: &str, plies: usize) -> GameId {
    let ann = ctx(server, channel, "ann", "Ann");
    let bob = ctx(server, channel, "bob", "Bob");
    let r = hub
        .handle(
            &ann,
            Command::Challenge {
                opponent: Player::new("bob", "Bob"),
                options: GameOptions {
                    colour: Some("red".into()),
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
async fn play_one(hub: &Hub, server: &str, channel: &str) {
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

async fn get(url: &str) -> reqwest::Response {
    reqwest::Client::new().get(url).send().await.unwrap()
}

fn check_headers(r: &reqwest::Response) {
    let h = r.headers();
    let csp = h["content-security-policy"].to_str().unwrap();
    assert!(csp.starts_with("default-src 'self'"), "{csp}");
    assert!(!csp.contains("unsafe"), "{csp}");
    assert_eq!(h["referrer-policy"], "no-referrer");
    assert_eq!(h["x-content-type-options"], "nosniff");
}

/// The value of the sample `name` (with its labels as written) in Prometheus text, every line
/// of which must parse.
fn sample(text: &str, name: &str) -> Option<f64> {
    let mut found = None;
    for line in text.lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let (key, value) = line
            .rsplit_once(' ')
            .unwrap_or_else(|| panic!("bad line {line:?}"));
        let v: f64 = value
            .parse()
            .unwrap_or_else(|_| panic!("bad value in {line:?}"));
        let metric = key.split('{').next().unwrap();
        assert!(
            metric
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == ':'),
            "{line}"
        );
        if key.contains('{') {
            assert!(key.ends_with('}'), "{line}");
        }
        if key == name {
            found = Some(v);
        }
    }
    found
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn signed_links_headers_health_and_metrics() {
    let s = site().await;
    let base = format!("http://{}", s.addr);
    let id = member_game(&s.hub, "111", "c1", 4).await;
    let other = member_game(&s.hub, "222", "c2", 1).await;

    let link = s.web.game_link(id).await.unwrap().unwrap();
    assert!(link.starts_with(&base), "{link}");
    let r = get(&link).await;
    assert_eq!(r.status(), 200);
    check_headers(&r);
    let page = r.text().await.unwrap();
    assert!(page.contains("Ann") && page.contains("Bob"), "{page}");
    assert!(page.contains("name=\"viewport\""));
    assert_eq!(page.matches("class=\"mv").count(), 4, "{page}");

    // The board of every ply, as PNG.
    let png = get(&format!("{link}/board/2?v=1")).await;
    assert_eq!(png.status(), 200);
    check_headers(&png);
    assert!(png.bytes().await.unwrap().starts_with(b"\x89PNG"));

    // Wrong, missing and foreign signatures: 404 with nothing of the game.
    let sig = link.rsplit('/').next().unwrap().to_string();
    let mut wrong = sig.clone().into_bytes();
    wrong[0] = if wrong[0] == b'0' { b'1' } else { b'0' };
    let wrong = String::from_utf8(wrong).unwrap();
    let other_link = s.web.game_link(other).await.unwrap().unwrap();
    let other_sig = other_link.rsplit('/').next().unwrap();
    for url in [
        format!("{base}/game/{id}/{wrong}"),
        format!("{base}/game/{id}"),
        format!("{base}/game/{id}/"),
        format!("{base}/game/{id}/{other_sig}"),
        format!("{base}/game/{other}/{sig}"),
        format!("{base}/game/{id}/{wrong}/board/0"),
        format!("{base}/game/{id}/{other_sig}/events"),
        format!("{base}/game/{id}/{wrong}/record"),
        format!("{base}/game/9999/{sig}"),
        format!("{base}/nothing"),
    ] {
        let r = get(&url).await;
        assert_eq!(r.status(), 404, "{url}");
        check_headers(&r);
        let body = r.text().await.unwrap();
        assert!(
            !body.contains("Ann") && !body.contains("Bob"),
            "{url}: {body}"
        );
    }

    // A server's links rotated (`/web reset`) or turned off: the old link dies.
    let store: Arc<dyn Store> = s.store.clone();
    web::sign::set_links(
        store.as_ref(),
        "111",
        web::sign::Links {
            on: true,
            generation: 1,
        },
    )
    .await
    .unwrap();
    assert_eq!(get(&link).await.status(), 404);
    let new_link = s.web.game_link(id).await.unwrap().unwrap();
    assert_ne!(new_link, link);
    assert_eq!(get(&new_link).await.status(), 200);
    let off = web::sign::Links {
        on: false,
        generation: 1,
    };
    web::sign::set_links(store.as_ref(), "111", off)
        .await
        .unwrap();
    assert_eq!(get(&new_link).await.status(), 404);
    assert_eq!(
        get(&other_link).await.status(),
        200,
        "another server's links live on"
    );
    let t = Target::Server("111".into());
    assert!(
        s.web
            .link(&t)
            .await
            .unwrap()
            .starts_with(&format!("{base}/server/111/"))
    );

    // Metrics: every line parses, the moves counted are the moves made.
    let r = get(&format!("{base}/metrics")).await;
    assert_eq!(r.status(), 200);
    check_headers(&r);
    let text = r.text().await.unwrap();
    assert_eq!(sample(&text, "qibot_moves_total"), Some(5.0), "{text}");
    assert_eq!(
        sample(&text, "qibot_games_active{game=\"jungle\"}"),
        Some(2.0),
        "{text}"
    );
    assert_eq!(
        sample(&text, "qibot_store_errors_total"),
        Some(0.0),
        "{text}"
    );
    assert!(text.contains("qibot_http_requests_total{"), "{text}");
    assert!(text.trim_end().ends_with("# EOF"), "{text}");

    // Health: 200 while the store answers, 503 with the reason when it is stopped.
    let r = get(&format!("{base}/healthz")).await;
    assert_eq!(r.status(), 200);
    s.store.stopped.store(true, Ordering::SeqCst);
    let r = get(&format!("{base}/healthz")).await;
    assert_eq!(r.status(), 503);
    let why = r.text().await.unwrap();
    assert!(why.contains("database is stopped"), "{why}");
    let r = get(&other_link).await;
    assert_eq!(r.status(), 503);
    let text = get(&format!("{base}/metrics")).await.text().await.unwrap();
    assert!(
        sample(&text, "qibot_store_errors_total").unwrap() >= 2.0,
        "{text}"
    );
    s.store.stopped.store(false, Ordering::SeqCst);
    assert_eq!(get(&format!("{base}/healthz")).await.status(), 200);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_event_stream_sends_each_move_and_resumes_from_last_event_id() {
    let s = site().await;
    let id = member_game(&s.hub, "111", "c1", 2).await;
    let link = s.web.game_link(id).await.unwrap().unwrap();
    let events = format!("{link}/events?lang=en");
    let mut r = get(&events).await;
    assert_eq!(r.status(), 200);
    assert_eq!(r.headers()["content-type"], "text/event-stream");
    let first = next_event(&mut r).await;
    assert!(first.contains("event: state"), "{first}");
    let version: i64 = field(&first, "id").parse().unwrap();
    // A move through the hub reaches the open stream well within 500 ms.
    let t = Instant::now();
    play_one(&s.hub, "111", "c1").await;
    let second = next_event(&mut r).await;
    assert!(
        t.elapsed() < Duration::from_millis(500),
        "{:?}",
        t.elapsed()
    );
    let data: serde_json::Value = serde_json::from_str(&field(&second, "data")).unwrap();
    assert_eq!(data["plies"], 3);
    assert!(field(&second, "id").parse::<i64>().unwrap() > version);
    drop(r);
    // Reconnecting with the last id seen: nothing until the next change, then that change.
    let seen = field(&second, "id");
    let mut r = reqwest::Client::new()
        .get(&events)
        .header("Last-Event-ID", &seen)
        .send()
        .await
        .unwrap();
    play_one(&s.hub, "111", "c1").await;
    let third = next_event(&mut r).await;
    let data: serde_json::Value = serde_json::from_str(&field(&third, "data")).unwrap();
    assert_eq!(data["plies"], 4, "{third}");
    // With an older id, the newest state comes at once.
    let mut r = reqwest::Client::new()
        .get(&events)
        .header("Last-Event-ID", &seen)
        .send()
        .await
        .unwrap();
    let now = next_event(&mut r).await;
    let data: serde_json::Value = serde_json::from_str(&field(&now, "data")).unwrap();
    assert_eq!(data["plies"], 4);
}

/// The next event of a stream (keep-alive comments skipped), within 5 s.
async fn next_event(r: &mut reqwest::Response) -> String {
    let mut buf = String::new();
    let deadline = Instant::now() + Duration::from_secs(5);
    loop {
        if let Some(end) = buf.find("\n\n") {
            let ev = buf[..end].to_string();
            if ev.lines().all(|l| l.starts_with(':')) {
                buf.drain(..end + 2);
                continue;
            }
            return ev;
        }
        let left = deadline.saturating_duration_since(Instant::now());
        let chunk = tokio::time::timeout(left, r.chunk())
            .await
            .expect("no event within 5 s")
            .unwrap()
            .expect("the stream ended");
        buf.push_str(&String::from_utf8_lossy(&chunk));
    }
}

fn field(ev: &str, name: &str) -> String {
    ev.lines()
        .find_map(|l| l.strip_prefix(&format!("{name}:")))
        .map(|v| v.trim_start().to_string())
        .unwrap_or_default()
}

mod browser {
    use super::*;
    use fantoccini::{Client, ClientBuilder, Locator};

    const CHROMEDRIVER: &str = "/usr/bin/chromedriver";

    /// chromedriver on a free port, stopped when dropped.
    struct Driver {
        child: std::process::Child,
        port: u16,
    }

    impl Drop for Driver {
        fn drop(&mut self) {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }

    async fn driver() -> Driver {
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let child = std::process::Command::new(CHROMEDRIVER)
            .arg(format!("--port={port}"))
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .unwrap();
        let d = Driver { child, port };
        let t = Instant::now();
        while t.elapsed() < Duration::from_secs(30) {
            if reqwest::get(format!("http://127.0.0.1:{port}/status"))
                .await
                .is_ok()
            {
                return d;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("chromedriver did not start");
    }

    async fn browser(d: &Driver) -> Client {
        let caps = serde_json::json!({
            "goog:chromeOptions": {
                "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1200,900"]
            }
        });
        let serde_json::Value::Object(caps) = caps else {
            unreachable!()
        };
        // chromedriver is on 127.0.0.1: plain HTTP.
        ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new())
            .capabilities(caps)
            .connect(&format!("http://127.0.0.1:{}", d.port))
            .await
            .unwrap()
    }

    async fn eval(c: &Client, js: &str) -> serde_json::Value {
        c.execute(js, vec![]).await.unwrap()
    }

    /// Waits up to 30 s (a busy 2-core CI machine) for `js` to be true in the page.
    async fn until(c: &Client, js: &str) {
        let t = Instant::now();
        while t.elapsed() < Duration::from_secs(30) {
            // WebDriver runs a function body: the expression must be returned.
            if eval(c, &format!("return ({js});")).await == serde_json::Value::Bool(true) {
                return;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        // What the page shows, to tell a missing board from a slow one.
        let seen = eval(c, "var b = document.getElementById('board'); return (b ? b.outerHTML + ' complete=' + b.complete + ' width=' + b.naturalWidth : document.body.innerHTML.slice(0, 600))").await;
        panic!("not true within 30 s: {js}\npage: {seen}");
    }

    async fn moves_shown(c: &Client) -> usize {
        c.find_all(Locator::Css("#moves a.mv")).await.unwrap().len()
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_game_page_in_headless_chromium() {
        if !std::path::Path::new(CHROMEDRIVER).exists() {
            println!(
                "skipped: {CHROMEDRIVER} is missing (apt-get install chromium chromium-driver)"
            );
            return;
        }
        let s = site().await;
        let id = member_game(&s.hub, "111", "c1", 3).await;
        let link = s.web.game_link(id).await.unwrap().unwrap();
        let d = driver().await;
        let c = browser(&d).await;
        let result = async {
            // The board and the move list.
            c.goto(&link).await.unwrap();
            until(&c, "document.getElementById('board').complete && document.getElementById('board').naturalWidth > 100").await;
            assert_eq!(moves_shown(&c).await, 3);
            // A move through the hub appears without a reload.
            eval(&c, "window.stayed = 1; return true").await;
            play_one(&s.hub, "111", "c1").await;
            until(&c, "document.querySelectorAll('#moves a.mv').length === 4").await;
            assert_eq!(eval(&c, "return window.stayed === 1").await, true);
            until(&c, "document.getElementById('board').src.indexOf('/board/4?') > 0").await;
            let shot = c.screenshot().await.unwrap();
            std::fs::write(shot_path("web-live.png"), &shot).unwrap();

            // The game ends (resignation) and is reviewed: the finished page has the graph.
            let r = s
                .hub
                .handle(&ctx("111", "c1", "ann", "Ann"), Command::Resign)
                .await;
            assert!(r.iter().all(|r| !r.refused), "{r:?}");
            let r = s
                .hub
                .handle(&ctx("111", "c1", "ann", "Ann"), Command::Review(Some(id)))
                .await;
            assert!(r.iter().all(|r| !r.refused), "{r:?}");
            c.goto(&link).await.unwrap();
            until(&c, "document.getElementById('graph') !== null").await;
            let plies = 4;
            assert_eq!(
                eval(&c, "return document.querySelector('#moves a.mv.current').dataset.ply").await,
                plies.to_string()
            );
            // Arrow keys step through the finished game.
            for _ in 0..2 {
                eval(&c, "document.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowLeft'})); return true").await;
            }
            until(&c, "document.querySelector('#moves a.mv.current').dataset.ply === '2'").await;
            until(&c, "document.getElementById('board').src.indexOf('/board/2?') > 0").await;
            eval(&c, "document.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowRight'})); return true").await;
            until(&c, "document.querySelector('#moves a.mv.current').dataset.ply === '3'").await;
            // A click on the graph jumps to that ply.
            eval(&c, "document.querySelector('#graph rect.hit[data-ply=\"1\"]').dispatchEvent(new MouseEvent('click', {bubbles: true})); return true").await;
            until(&c, "document.querySelector('#moves a.mv.current').dataset.ply === '1'").await;
            let downloads = c.find_all(Locator::Css(".downloads a")).await.unwrap().len();
            assert_eq!(downloads, 2);
            let shot = c.screenshot().await.unwrap();
            std::fs::write(shot_path("web.png"), &shot).unwrap();

            // French.
            c.goto(&format!("{link}?lang=fr")).await.unwrap();
            assert_eq!(eval(&c, "return document.documentElement.lang").await, "fr");
            let text = c.find(Locator::Css("body")).await.unwrap().text().await.unwrap();
            assert!(text.contains("Coups") && text.contains("Précédent"), "{text}");

            // A phone-wide window: one column, no sideways scrolling.
            c.set_window_size(400, 800).await.unwrap();
            c.goto(&link).await.unwrap();
            until(&c, "document.getElementById('board').complete").await;
            let width = eval(&c, "return window.innerWidth").await;
            assert!(width.as_i64().unwrap() <= 420, "{width}");
            assert_eq!(
                eval(&c, "return document.documentElement.scrollWidth <= window.innerWidth").await,
                true
            );
            let shot = c.screenshot().await.unwrap();
            std::fs::write(shot_path("web-phone.png"), &shot).unwrap();

            // A wrong signature: the browser gets the 404 page.
            let bad = format!("{}0", &link[..link.len() - 1]);
            let bad = if bad == link { format!("{}1", &link[..link.len() - 1]) } else { bad };
            c.goto(&bad).await.unwrap();
            let text = c.find(Locator::Css("body")).await.unwrap().text().await.unwrap();
            assert!(text.contains("nothing here") && !text.contains("Ann"), "{text}");
        }
        .await;
        let _ = c.close().await;
        result
    }

    /// Where a screenshot is kept (the target directory).
    fn shot_path(name: &str) -> std::path::PathBuf {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/web-shots");
        std::fs::create_dir_all(&dir).unwrap();
        dir.join(name)
    }
}
