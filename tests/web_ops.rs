//! The web front-end seen from Discord and by operators (issue 33, points 2 and 6): the live
//! board carries a "Watch" link button whose URL opens the game's page, `/web reset` kills it,
//! `/web off` removes it, `/leaderboard` links the server's board; `/metrics` parses as
//! Prometheus text with its move counter matching the moves made; `/healthz` is 200 with the
//! gateway connected and 503 once the store (PostgreSQL, behind a proxy the test stops) is gone.

mod support;

use std::collections::{BTreeMap, HashMap};
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use serde_json::{Value, json};

use qibot::hub::{Command, Ctx, Hub, HubConfig, Player};
use qibot::store::{self, Location, PasswordSources, Store};
use qibot::web::{self, Target};

use support::bot::{Launch, fake_and_db, quiet, start_ready, stop};
use support::db::{Db, on_both_stores};
use support::fake_discord::{FakeDiscord, GUILD};
use support::requests;
use support::web::hub_and_pages;

const A: (u64, &str) = (1_000_000_000_000_000_001, "Ann");
const CH: u64 = 1_100_000_000_000_000_031;

async fn get(url: &str) -> reqwest::Response {
    reqwest::Client::new().get(url).send().await.unwrap()
}

async fn status(url: &str) -> u16 {
    get(url).await.status().as_u16()
}

/// Runs slash command `name` with `options` as Ann in [`CH`] and waits until it is answered
/// and the bot is quiet; the answer's callback.
async fn slash(fake: &FakeDiscord, name: &str, options: Value) -> Value {
    let (_, r) = requests::slash(fake, A, CH, "en-US", name, options, json!({})).await;
    quiet(fake).await;
    r.json
}

/// The link buttons (style 5) of a message's components: `(label, url)`.
fn link_buttons(components: &Value) -> Vec<(String, String)> {
    components
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter(|c| c["style"] == 5)
        .map(|c| {
            assert!(c.get("custom_id").is_none(), "a link button has no id: {c}");
            (
                c["label"].as_str().unwrap_or("").to_string(),
                c["url"].as_str().unwrap_or("").to_string(),
            )
        })
        .collect()
}

/// The newest message of [`CH`] carrying the game's buttons (the live board).
fn board(fake: &FakeDiscord) -> support::fake_discord::Msg {
    fake.messages(CH)
        .into_iter()
        .rev()
        .find(|m| !m.deleted && m.live().iter().any(|id| id.ends_with(":1")))
        .expect("a live board of game 1")
}

/// The board's "Watch" URL, if it has one.
fn watch_url(fake: &FakeDiscord) -> Option<String> {
    let b = board(fake);
    let links = link_buttons(&b.components);
    assert!(links.len() <= 1, "{links:?}");
    links.into_iter().next().map(|(label, url)| {
        assert_eq!(label, "Watch");
        url
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_board_links_its_page_and_web_reset_and_off_kill_the_links() {
    let (fake, _dir, db) = fake_and_db("web_ops.db").await;
    let launch = Launch {
        web: true,
        bot: Arc::new(qibot::hub::GreedyBot),
        ..Launch::new(&fake)
    };
    let bot = start_ready(&fake, &db, launch).await;
    let site = bot.web.as_ref().expect("web pages").addr;
    let base = format!("http://{site}");

    // Connected to the gateway: healthy.
    let healthz = format!("{base}/healthz");
    assert!(
        answers_200_within(&healthz, 100).await,
        "/healthz is 200 once the gateway is connected"
    );

    slash(&fake, "play", json!([])).await;
    let first = watch_url(&fake).expect("the board has a Watch button");
    assert!(first.starts_with(&format!("{base}/game/1/")), "{first}");
    let page = get(&first).await;
    assert_eq!(page.status(), 200, "the Watch link opens the game's page");
    assert!(page.text().await.unwrap().contains("Ann"));

    // The server's board is linked from /leaderboard, signed for this server.
    let answer = slash(&fake, "leaderboard", json!([])).await;
    let links = link_buttons(&answer["data"]["components"]);
    let web = &bot.web.as_ref().unwrap().web;
    let server_link = web
        .open_link(&Target::Server(GUILD.to_string()))
        .await
        .unwrap();
    assert_eq!(
        links,
        vec![("Server page".to_string(), server_link.clone())]
    );
    assert!(server_link.starts_with(&format!("{base}/server/{GUILD}/")));
    // And a member's profile from /profile.
    let answer = slash(&fake, "profile", json!([])).await;
    let links = link_buttons(&answer["data"]["components"]);
    let member = Target::Member {
        server: GUILD.to_string(),
        user: A.0.to_string(),
    };
    let profile_link = web.open_link(&member).await.unwrap();
    assert_eq!(links, vec![("Profile page".to_string(), profile_link)]);

    // `/web links reset` (choice 2): the old link dies; the next board links anew.
    let answer = slash(
        &fake,
        "web",
        json!([{"name": "links", "type": 1, "options": [{"name": "set", "type": 4, "value": 2}]}]),
    )
    .await;
    let text = answer["data"]["content"].as_str().unwrap_or("");
    assert!(text.contains("renewed"), "{answer}");
    assert_eq!(status(&first).await, 404, "a link from before /web reset");
    slash(&fake, "board", json!([])).await;
    let second = watch_url(&fake).expect("the new board has a Watch button");
    assert_ne!(first, second);
    assert_eq!(status(&second).await, 200);

    // `/web links off` (choice 0): every link answers 404 and boards carry none.
    slash(
        &fake,
        "web",
        json!([{"name": "links", "type": 1, "options": [{"name": "set", "type": 4, "value": 0}]}]),
    )
    .await;
    assert_eq!(status(&second).await, 404, "links are off");
    slash(&fake, "board", json!([])).await;
    assert_eq!(
        watch_url(&fake),
        None,
        "no Watch button while links are off"
    );
    let answer = slash(&fake, "leaderboard", json!([])).await;
    assert!(link_buttons(&answer["data"]["components"]).is_empty());

    // `/web links on` (choice 1): the links of the current generation work again.
    slash(
        &fake,
        "web",
        json!([{"name": "links", "type": 1, "options": [{"name": "set", "type": 4, "value": 1}]}]),
    )
    .await;
    assert_eq!(status(&second).await, 200);
    assert_eq!(status(&first).await, 404);

    // The process's metrics saw the commands and the connected shard.
    let text = get(&format!("{base}/metrics")).await.text().await.unwrap();
    let m = Exposition::parse(&text);
    assert_eq!(m.value("qibot_shards_connected", &[]), Some(1.0));
    assert_eq!(
        m.value("qibot_commands_total", &[("name", "web")]),
        Some(3.0)
    );
    assert_eq!(
        m.value("qibot_commands_total", &[("name", "board")]),
        Some(2.0)
    );
    let replies = m
        .value("qibot_interaction_reply_duration_seconds_count", &[])
        .unwrap();
    assert!(replies >= 9.0, "{replies}");
    stop(bot).await;
}

/// Prometheus text (the exposition format `prometheus-client` writes: OpenMetrics text), read
/// line by line: `# TYPE`/`# HELP`/`# UNIT` lines, samples `name{label="value",…} value`, and
/// `# EOF` last. Every sample must belong to a family declared before it.
#[derive(Debug)]
struct Exposition {
    /// The type of each family.
    types: HashMap<String, String>,
    /// Each sample: name, labels, value.
    samples: Vec<(String, BTreeMap<String, String>, f64)>,
}

impl Exposition {
    fn parse(text: &str) -> Exposition {
        let mut types = HashMap::new();
        let mut samples = Vec::new();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.last(), Some(&"# EOF"), "the text ends with # EOF");
        for line in &lines[..lines.len() - 1] {
            if let Some(rest) = line.strip_prefix("# ") {
                let mut parts = rest.splitn(3, ' ');
                let (kind, name) = (parts.next().unwrap(), parts.next().unwrap());
                assert!(valid_name(name), "{line}");
                match kind {
                    "TYPE" => {
                        let t = parts.next().unwrap().to_string();
                        let known = [
                            "counter",
                            "gauge",
                            "histogram",
                            "summary",
                            "info",
                            "stateset",
                            "unknown",
                        ];
                        assert!(known.contains(&t.as_str()), "{line}");
                        assert!(types.insert(name.to_string(), t).is_none(), "{line}");
                    }
                    "HELP" | "UNIT" => {}
                    _ => panic!("unknown comment {line:?}"),
                }
                continue;
            }
            let (name, labels, value) = sample_line(line);
            let family = types
                .keys()
                .filter(|f| {
                    name == **f
                        || ["_total", "_bucket", "_count", "_sum", "_created", "_info"]
                            .iter()
                            .any(|s| name == format!("{f}{s}"))
                })
                .max_by_key(|f| f.len())
                .unwrap_or_else(|| panic!("a sample of no declared family: {line}"));
            let t = &types[family];
            if t == "counter" {
                assert!(
                    name.ends_with("_total") || name.ends_with("_created"),
                    "{line}"
                );
                assert!(value >= 0.0, "{line}");
            }
            if t == "histogram" && name.ends_with("_bucket") {
                assert!(labels.contains_key("le"), "{line}");
            }
            samples.push((name, labels, value));
        }
        Exposition { types, samples }
    }

    /// The value of sample `name` with exactly the labels `labels`.
    fn value(&self, name: &str, labels: &[(&str, &str)]) -> Option<f64> {
        let want: BTreeMap<String, String> = labels
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        self.samples
            .iter()
            .find(|(n, l, _)| n == name && *l == want)
            .map(|s| s.2)
    }
}

fn valid_name(name: &str) -> bool {
    let mut chars = name.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_' || c == ':')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == ':')
}

/// One sample line: its name, labels (values unescaped) and value.
fn sample_line(line: &str) -> (String, BTreeMap<String, String>, f64) {
    let name_end = line
        .find(['{', ' '])
        .unwrap_or_else(|| panic!("bad sample {line:?}"));
    let name = &line[..name_end];
    assert!(valid_name(name), "{line}");
    let mut labels = BTreeMap::new();
    let mut rest = &line[name_end..];
    if let Some(mut r) = rest.strip_prefix('{') {
        loop {
            if let Some(after) = r.strip_prefix('}') {
                rest = after;
                break;
            }
            let (key, after) = r
                .split_once("=\"")
                .unwrap_or_else(|| panic!("bad label in {line}"));
            assert!(valid_name(key), "{line}");
            let mut value = String::new();
            let mut chars = after.char_indices();
            let end = loop {
                let (i, c) = chars
                    .next()
                    .unwrap_or_else(|| panic!("unclosed label value in {line}"));
                match c {
                    '\\' => match chars.next().map(|c| c.1) {
                        Some('n') => value.push('\n'),
                        Some(c @ ('\\' | '"')) => value.push(c),
                        other => panic!("bad escape {other:?} in {line}"),
                    },
                    '"' => break i + 1,
                    c => value.push(c),
                }
            };
            assert!(labels.insert(key.to_string(), value).is_none(), "{line}");
            r = &after[end..];
            if let Some(more) = r.strip_prefix(',') {
                r = more;
            } else {
                assert!(r.starts_with('}'), "bad label list in {line}");
            }
        }
    }
    let value = rest
        .strip_prefix(' ')
        .unwrap_or_else(|| panic!("no value in {line:?}"));
    // An optional timestamp follows the value.
    let value = value.split(' ').next().unwrap_or("");
    let v = match value {
        "+Inf" => f64::INFINITY,
        "-Inf" => f64::NEG_INFINITY,
        v => v
            .parse()
            .unwrap_or_else(|_| panic!("bad value {v:?} in {line}")),
    };
    (name.to_string(), labels, v)
}

#[test]
fn the_exposition_reader_reads_labels_and_refuses_strays() {
    let text = "# HELP a_b A thing.\n# TYPE a_b counter\na_b_total{x=\"1\",y=\"q\\\"z\"} 3\n# TYPE h histogram\nh_bucket{le=\"+Inf\"} 2\nh_count 2\nh_sum 0.5\n# EOF";
    let e = Exposition::parse(text);
    assert_eq!(
        e.value("a_b_total", &[("x", "1"), ("y", "q\"z")]),
        Some(3.0)
    );
    assert_eq!(e.value("h_count", &[]), Some(2.0));
    assert_eq!(e.types["h"], "histogram");
    let stray = std::panic::catch_unwind(|| Exposition::parse("c 1\n# EOF"));
    assert!(stray.is_err(), "a sample without a family");
}

fn ctx(server: &str, channel: &str, user: &str, name: &str) -> Ctx {
    Ctx {
        server: server.into(),
        channel: channel.into(),
        user: Player::new(user, name),
    }
}

/// The hub on `store` with its web pages on 127.0.0.1 (any port); the bot is timed into the
/// metrics as `qibot run` does.
async fn site(store: Arc<dyn Store>) -> (Hub, web::Launched) {
    hub_and_pages(store, HubConfig::default()).await
}

/// Plays the first legal move of the side to move in `channel` as `who`; refused or not.
async fn first_move(hub: &Hub, who: &Ctx) -> bool {
    let g = hub.game_in(&who.channel).await.unwrap();
    let m = g.position.legal_moves()[0];
    let r = hub.handle(who, Command::Move(m.to_string())).await;
    r.iter().all(|r| !r.refused)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn metrics_parse_and_count_the_moves_made() {
    let dir = tempfile::tempdir().unwrap();
    let sqlite: Arc<dyn Store> =
        Arc::new(qibot::hub::SqliteStore::open(&dir.path().join("m.db")).unwrap());
    let (hub, l) = site(sqlite).await;
    // A members' game: Ann (Red) and Bob play 6 plies.
    let ann = ctx("7", "70", "ann", "Ann");
    let bob = ctx("7", "70", "bob", "Bob");
    support::hub::start_members_game(&hub, &ann, &bob).await;
    for i in 0..6 {
        let who = if i % 2 == 0 { &ann } else { &bob };
        assert!(first_move(&hub, who).await);
    }
    // A game against the bot (Ann is Red): 3 of her moves, each answered by the bot.
    let cara = ctx("7", "71", "cara", "Cara");
    let play = support::hub::play_bot_as("red");
    assert!(hub.handle(&cara, play).await.iter().all(|r| !r.refused));
    let mut bot_moves = 0;
    for _ in 0..3 {
        assert!(first_move(&hub, &cara).await);
        bot_moves += 1;
    }
    // The bot answers on its own task: wait until its last move is stored.
    let mut plies = 0;
    for _ in 0..200 {
        plies = hub.game_in("71").await.unwrap().moves.len();
        if plies == 6 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(plies, 6, "Cara's 3 moves and the bot's 3");

    let r = get(&format!("http://{}/metrics", l.addr)).await;
    assert_eq!(r.status(), 200);
    let ct = r.headers()["content-type"].to_str().unwrap().to_string();
    assert!(ct.contains("text"), "{ct}");
    let text = r.text().await.unwrap();
    let m = Exposition::parse(&text);
    assert_eq!(
        m.value("qibot_moves_total", &[]),
        Some(12.0),
        "6 + 3 + 3 moves:\n{text}"
    );
    assert_eq!(
        m.value("qibot_games_active", &[("game", "jungle")]),
        Some(2.0)
    );
    assert_eq!(
        m.value("qibot_bot_move_duration_seconds_count", &[]),
        Some(f64::from(bot_moves))
    );
    assert_eq!(m.value("qibot_engine_busy", &[]), Some(0.0));
    assert!(m.value("qibot_engine_threads", &[]).unwrap() >= 1.0);
    assert_eq!(m.value("qibot_engine_refusals_total", &[]), Some(0.0));
    assert_eq!(m.value("qibot_store_errors_total", &[]), Some(0.0));
    assert_eq!(m.value("qibot_store_conflicts_total", &[]), Some(0.0));
    assert_eq!(m.value("qibot_page_streams", &[]), Some(0.0));
    // (A labelled family shows once it has a sample: `qibot_commands` is read in the Discord
    // test.)
    for (family, kind) in [
        ("qibot_moves", "counter"),
        ("qibot_games_active", "gauge"),
        ("qibot_interaction_reply_duration_seconds", "histogram"),
        ("qibot_bot_move_duration_seconds", "histogram"),
        ("qibot_engine_busy", "gauge"),
        ("qibot_engine_refusals", "counter"),
        ("qibot_store_errors", "counter"),
        ("qibot_store_conflicts", "counter"),
        ("qibot_shards_connected", "gauge"),
        ("qibot_page_streams", "gauge"),
    ] {
        assert_eq!(
            m.types.get(family).map(String::as_str),
            Some(kind),
            "{family}"
        );
    }
    // Not under `qibot run`: no gateway is needed for health.
    assert_eq!(status(&format!("http://{}/healthz", l.addr)).await, 200);
    // A page stream open is counted while it lives.
    let g = hub.game_in("70").await.unwrap().id;
    let link = l.web.game_link(g).await.unwrap().unwrap();
    let stream = get(&format!("{link}/events")).await;
    assert_eq!(stream.status(), 200);
    let text = get(&format!("http://{}/metrics", l.addr))
        .await
        .text()
        .await
        .unwrap();
    assert_eq!(
        Exposition::parse(&text).value("qibot_page_streams", &[]),
        Some(1.0)
    );
    drop(stream);
}

/// A TCP proxy on 127.0.0.1 to `upstream` that can be stopped (every connection cut, new ones
/// refused) and started again on the same port: the database going away and coming back.
struct Proxy {
    addr: SocketAddr,
    upstream: SocketAddr,
    task: Option<tokio::task::JoinHandle<()>>,
}

impl Proxy {
    async fn start(upstream: SocketAddr) -> Proxy {
        let mut p = Proxy {
            addr: "127.0.0.1:0".parse().unwrap(),
            upstream,
            task: None,
        };
        p.resume().await;
        p
    }

    async fn resume(&mut self) {
        let listener = tokio::net::TcpListener::bind(self.addr).await.unwrap();
        self.addr = listener.local_addr().unwrap();
        let upstream = self.upstream;
        self.task = Some(tokio::spawn(async move {
            let mut conns = tokio::task::JoinSet::new();
            while let Ok((mut client, _)) = listener.accept().await {
                conns.spawn(async move {
                    if let Ok(mut server) = tokio::net::TcpStream::connect(upstream).await {
                        let _ = tokio::io::copy_bidirectional(&mut client, &mut server).await;
                    }
                });
            }
        }));
    }

    /// Stops listening and cuts every connection (the join set is dropped with the task).
    async fn stop(&mut self) {
        if let Some(t) = self.task.take() {
            t.abort();
            let _ = t.await;
        }
    }
}

/// `url` (`postgres://user:pw@host:port/db…`) with its host and port replaced by `addr`; and the
/// address it named.
fn through(url: &str, addr: SocketAddr) -> (String, SocketAddr) {
    let after_scheme = url.find("://").unwrap() + 3;
    let host_start = url[after_scheme..]
        .find('@')
        .map_or(after_scheme, |i| after_scheme + i + 1);
    let host_end = url[host_start..].find('/').unwrap() + host_start;
    let host = &url[host_start..host_end];
    let upstream = std::net::ToSocketAddrs::to_socket_addrs(host)
        .unwrap()
        .next()
        .unwrap();
    (
        format!("{}{addr}{}", &url[..host_start], &url[host_end..]),
        upstream,
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[cfg_attr(
    qibot_no_postgres,
    ignore = "PostgreSQL is not installed (README, Tests)"
)]
async fn healthz_is_503_while_the_store_is_stopped() {
    let url = support::postgres::fresh_database("healthz_store_stopped").await;
    let (_, upstream) = through(&url, "127.0.0.1:1".parse().unwrap());
    let mut proxy = Proxy::start(upstream).await;
    let (proxied, _) = through(&url, proxy.addr);
    let loc = Location::parse(&proxied, &PasswordSources::default()).unwrap();
    let store = store::open(&loc).await.unwrap();
    let (_hub, l) = site(store).await;
    let healthz = format!("http://{}/healthz", l.addr);
    assert_eq!(status(&healthz).await, 200);

    proxy.stop().await;
    let r = get(&healthz).await;
    assert_eq!(r.status(), 503);
    let why = r.text().await.unwrap();
    assert!(why.contains("store"), "{why}");
    assert!(
        !why.contains(&proxied),
        "no URL (nor password) in the answer: {why}"
    );
    let text = get(&format!("http://{}/metrics", l.addr))
        .await
        .text()
        .await
        .unwrap();
    let errors = Exposition::parse(&text)
        .value("qibot_store_errors_total", &[])
        .unwrap();
    assert!(errors >= 1.0, "{errors}");

    // The database back: healthy again.
    proxy.resume().await;
    assert!(
        answers_200_within(&healthz, 100).await,
        "/healthz is 200 again once the store answers"
    );
}

/// Whether `url` answers 200 within `tries` looks, 100 ms apart.
async fn answers_200_within(url: &str, tries: usize) -> bool {
    for _ in 0..tries {
        if status(url).await == 200 {
            return true;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    false
}

/// The id of the next complete event of a live stream (`None` when it ends).
async fn next_event_id(r: &mut reqwest::Response, buf: &mut String) -> Option<i64> {
    loop {
        if let Some(end) = buf.find("\n\n") {
            let event: String = buf.drain(..end + 2).collect();
            if let Some(id) = event.lines().find_map(|l| l.strip_prefix("id:")) {
                return id.trim().parse().ok();
            }
            continue;
        }
        let chunk = r.chunk().await.ok()??;
        buf.push_str(&String::from_utf8_lossy(&chunk));
    }
}

/// Across processes (point 7): the pages of a second hub on the same database, which hosts no
/// game (as `qibot web` beside `qibot run`), follow a game the first hub hosts; each move
/// reaches an open page within a second.
async fn a_page_of_one_process_follows_a_game_of_another(db: Db) {
    let (host, _host_web) = site(db.open().await).await;
    let nothing = HubConfig {
        owner: qibot::hub::config::Owner::Shards {
            from: 0,
            to: 0,
            total: 1,
        },
        ..HubConfig::default()
    };
    let (_pages, l) = hub_and_pages(db.open().await, nothing).await;
    let ann = ctx("7", "70", "ann", "Ann");
    let bob = ctx("7", "70", "bob", "Bob");
    support::hub::start_members_game(&host, &ann, &bob).await;
    let id = host.game_in("70").await.unwrap().id;
    let link = l
        .web
        .game_link(id)
        .await
        .unwrap()
        .expect("the other hub sees the game");
    let mut stream = get(&format!("{link}/events")).await;
    assert_eq!(stream.status(), 200);
    let mut buf = String::new();
    let mut seen = next_event_id(&mut stream, &mut buf).await.unwrap();
    for i in 0..4 {
        let who = if i % 2 == 0 { &ann } else { &bob };
        let t = std::time::Instant::now();
        assert!(first_move(&host, who).await);
        let left = Duration::from_secs(1).saturating_sub(t.elapsed());
        let next = tokio::time::timeout(left, next_event_id(&mut stream, &mut buf))
            .await
            .unwrap_or_else(|_| panic!("move {i} reached the other process's page within 1 s"))
            .unwrap();
        assert!(next > seen, "a newer version");
        seen = next;
        assert!(t.elapsed() < Duration::from_secs(1));
    }
}

on_both_stores!(a_page_of_one_process_follows_a_game_of_another);

/// `qibot play --web` (point 1): the console game's page is served on this machine and its
/// signed link printed; the link opens the page.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn qibot_play_web_prints_the_local_link_of_the_console_game() {
    let dir = tempfile::tempdir().unwrap();
    let support::cli::Piped {
        child,
        stdin,
        lines: rx,
    } = support::cli::piped(
        support::cli::qibot_in(dir.path())
            .args(["play", "--web", "--side", "red", "--level", "beginner"]),
    );
    let link = tokio::task::spawn_blocking(move || {
        while let Ok(line) = rx.recv_timeout(Duration::from_secs(30)) {
            if let Some(l) = line.strip_prefix("Watch this game in a browser: ") {
                return Some(l.to_string());
            }
        }
        None
    })
    .await
    .unwrap()
    .expect("the link is printed");
    assert!(link.starts_with("http://127.0.0.1:"), "{link}");
    assert!(link.contains("/game/1/"), "{link}");
    let page = get(&link).await;
    assert_eq!(page.status(), 200);
    assert!(page.text().await.unwrap().contains("tester"));
    // Still waiting for a move (its input open): stopped by SIGTERM.
    support::cli::terminate(child).await;
    drop(stdin);
}
