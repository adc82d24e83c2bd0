//! The web front-end's costs (issue 33): time to the first byte of a game page, time to draw
//! one ply's PNG, and one game watched by many open live streams (Server-Sent Events): the time
//! for a move to reach every one of them and the memory they cost. Goals: under 500 ms to reach
//! 1 000 streams, under 50 MB for them.
//!
//! `cargo bench --bench web` (streams: `QIBOT_BENCH_STREAMS`, default 1 000). One process: a
//! SQLite store in a temporary folder, the hub with the real renderer, the pages on 127.0.0.1,
//! and the watchers as raw TCP clients in the same process (the memory figure is the growth of
//! the whole process's resident memory, clients' sockets included: an upper bound of the
//! server's share).

// The tests' reader of /proc/self/status (its `count` is not used here).
#[allow(dead_code)]
#[path = "../tests/support/proc_status.rs"]
mod proc_status;

use std::sync::Arc;
use std::time::{Duration, Instant};

use tokio::io::{AsyncReadExt, AsyncWriteExt};

use qibot::hub::{Command, Ctx, GameOptions, Hub, HubConfig, Player, SqliteStore, Store};
use qibot::web::{self, WebConfig};

/// The resident memory of this process in MB (`VmRSS`), read as the load tests read it.
fn rss_mb() -> f64 {
    proc_status::status_mb("VmRSS:")
}

fn ctx(user: &str, name: &str) -> Ctx {
    Ctx {
        server: "1".into(),
        channel: "10".into(),
        user: Player::new(user, name),
    }
}

/// The side to move plays its first legal move; how long the hub took to answer.
async fn play_one(hub: &Hub) -> Duration {
    let g = hub.game_in("10").await.expect("the game runs");
    // A move that captures nothing keeps the game going.
    let moves = g.position.legal_moves();
    let m = moves
        .iter()
        .copied()
        .find(|&m| !g.position.is_capture(m))
        .unwrap_or(moves[0]);
    let who = if g.position.side_to_move().index() == 0 {
        ctx("ann", "Ann")
    } else {
        ctx("bob", "Bob")
    };
    let t = Instant::now();
    let r = hub.handle(&who, Command::Move(m.to_string())).await;
    assert!(r.iter().all(|r| !r.refused), "{r:?}");
    t.elapsed()
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// Median and 95th percentile, in ms.
fn spread(mut v: Vec<Duration>) -> (f64, f64) {
    v.sort();
    let at = |q: f64| ms(v[((v.len() - 1) as f64 * q).round() as usize]);
    (at(0.5), at(0.95))
}

/// Opens a live stream on `path` at `addr` and reads until its first state; then reports to
/// `tx` the moment each later event id in `wanted` arrives (ids are the game's versions).
async fn watcher(
    addr: std::net::SocketAddr,
    path: String,
    ready: tokio::sync::mpsc::Sender<()>,
    arrived: tokio::sync::mpsc::UnboundedSender<(i64, Instant)>,
) {
    let mut s = tokio::net::TcpStream::connect(addr).await.expect("connect");
    let req = format!("GET {path} HTTP/1.1\r\nHost: bench\r\nAccept: text/event-stream\r\n\r\n");
    s.write_all(req.as_bytes()).await.expect("request");
    let mut buf = [0u8; 8192];
    let mut text = String::new();
    let mut first = true;
    loop {
        let n = match s.read(&mut buf).await {
            Ok(0) | Err(_) => return,
            Ok(n) => n,
        };
        let at = Instant::now();
        text.push_str(&String::from_utf8_lossy(&buf[..n]));
        // Every complete event's id; what follows the last one is kept for the next read.
        while let Some(end) = text.find("\n\n") {
            let event: String = text.drain(..end + 2).collect();
            let id = event
                .lines()
                .find_map(|l| l.strip_prefix("id: "))
                .and_then(|v| v.trim().parse::<i64>().ok());
            if let Some(id) = id {
                if first {
                    first = false;
                    let _ = ready.send(()).await;
                } else {
                    let _ = arrived.send((id, at));
                }
            }
        }
    }
}

fn main() {
    let streams: usize = std::env::var("QIBOT_BENCH_STREAMS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1000);
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("runtime");
    rt.block_on(async move {
        let dir = tempfile::tempdir().expect("temporary folder");
        let sqlite: Arc<dyn Store> =
            Arc::new(SqliteStore::open(&dir.path().join("web.db")).expect("store"));
        let (watched, metrics) = web::watched(sqlite);
        let (hub, _events) = Hub::open(
            watched.clone(),
            Arc::new(qibot::hub::GreedyBot),
            qibot::hub::renderer(),
            HubConfig::default(),
        )
        .await
        .expect("hub");
        let l = web::launch(
            hub.clone(),
            watched,
            metrics,
            &WebConfig::default(),
            "127.0.0.1:0".parse().expect("address"),
            std::future::pending(),
        )
        .await
        .expect("web");
        let challenge = Command::Challenge {
            opponent: Player::new("bob", "Bob"),
            options: GameOptions {
                colour: Some("red".into()),
                ..GameOptions::default()
            },
        };
        hub.handle(&ctx("ann", "Ann"), challenge).await;
        hub.handle(&ctx("bob", "Bob"), Command::Accept).await;
        for _ in 0..10 {
            play_one(&hub).await;
        }
        let id = hub.game_in("10").await.expect("game").id;
        let link = l.web.game_link(id).await.expect("store").expect("game");
        let client = reqwest::Client::new();

        // First byte of the game page (headers and the first chunk of the body).
        let mut first_byte = Vec::new();
        for _ in 0..50 {
            let t = Instant::now();
            let mut r = client.get(&link).send().await.expect("page");
            assert_eq!(r.status(), 200);
            let _ = r.chunk().await.expect("body");
            first_byte.push(t.elapsed());
            while r.chunk().await.ok().flatten().is_some() {}
        }
        let (med, p95) = spread(first_byte);
        println!("web/game page, first byte: median {med:.2} ms, p95 {p95:.2} ms (50 requests)");

        // One PNG per ply (each a new picture: a ply not drawn before, both orientations).
        let mut png = Vec::new();
        let mut bytes = 0;
        for flip in ["0", "1"] {
            for ply in 0..=10 {
                let t = Instant::now();
                let r = client
                    .get(format!("{link}/board/{ply}.png?flip={flip}"))
                    .send()
                    .await
                    .expect("png");
                assert_eq!(r.status(), 200);
                bytes += r.bytes().await.expect("png body").len();
                png.push(t.elapsed());
            }
        }
        let (med, p95) = spread(png);
        println!(
            "web/board PNG per ply: median {med:.2} ms, p95 {p95:.2} ms (22 pictures, {} KB on average)",
            bytes / 22 / 1024
        );

        // Many streams on one game.
        let path = link
            .strip_prefix(&format!("http://{}", l.addr))
            .expect("a local link")
            .to_string()
            + "/events";
        let before = rss_mb();
        let (ready_tx, mut ready_rx) = tokio::sync::mpsc::channel(streams);
        let (arrived_tx, mut arrived_rx) = tokio::sync::mpsc::unbounded_channel();
        let t = Instant::now();
        for _ in 0..streams {
            tokio::spawn(watcher(
                l.addr,
                path.clone(),
                ready_tx.clone(),
                arrived_tx.clone(),
            ));
        }
        for _ in 0..streams {
            ready_rx.recv().await.expect("a stream opened");
        }
        let opened = t.elapsed();
        tokio::time::sleep(Duration::from_millis(500)).await;
        let after = rss_mb();
        println!(
            "web/{streams} streams: opened (first state received) in {:.0} ms; resident memory {before:.1} → {after:.1} MB (+{:.1} MB, {:.1} KB a stream)",
            ms(opened),
            after - before,
            (after - before) * 1024.0 / streams as f64
        );
        let mut worst = Vec::new();
        for _ in 0..5 {
            let t = Instant::now();
            let handled = play_one(&hub).await;
            let version = {
                let g = hub.game_in("10").await.expect("game");
                g.moves.len()
            };
            let mut got = 0;
            let mut last = t;
            let deadline = tokio::time::sleep(Duration::from_secs(10));
            tokio::pin!(deadline);
            while got < streams {
                tokio::select! {
                    a = arrived_rx.recv() => {
                        let (_, at) = a.expect("streams alive");
                        got += 1;
                        last = last.max(at);
                    }
                    _ = &mut deadline => break,
                }
            }
            assert_eq!(got, streams, "every stream got the move (ply {version})");
            let all = last - t;
            worst.push(all);
            println!(
                "web/move to all {streams} streams: {:.0} ms (the hub answered the move in {:.0} ms)",
                ms(all),
                ms(handled)
            );
            tokio::time::sleep(Duration::from_millis(300)).await;
        }
        let (med, _) = spread(worst.clone());
        let max = worst.iter().max().copied().unwrap_or_default();
        println!(
            "web/move to all {streams} streams: median {med:.0} ms, worst {:.0} ms (goal < 500 ms)",
            ms(max)
        );
    });
}
