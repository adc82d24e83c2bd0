//! The web front-end with real parts: a SQLite store, the hub with the real renderer, the axum
//! server on 127.0.0.1 and, when chromedriver is installed, headless Chromium.

mod support;

use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use qibot::hub::Command;
use qibot::hub::Store;
use qibot::web::{self, Target};
use support::web::{
    check_headers, check_raw_headers, ctx, get, member_game, play_one, rated_game, raw, site,
    site_with,
};

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

/// The `href`s of the links in `page` that start with `prefix`.
fn links_in(page: &str, prefix: &str) -> Vec<String> {
    page.split("href=\"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .filter(|h| h.starts_with(prefix))
        .map(|h| h.replace("&amp;", "&"))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn server_boards_and_profiles_show_their_server_only() {
    let s = site().await;
    let base = format!("http://{}", s.addr);
    let won = [
        rated_game(&s.hub, "111", "c1", 4).await,
        rated_game(&s.hub, "111", "c1", 6).await,
    ];
    let running = member_game(&s.hub, "111", "c2", 3).await;
    let foreign = [
        rated_game(&s.hub, "222", "c3", 2).await,
        member_game(&s.hub, "222", "c4", 1).await,
    ];
    let link = s.web.link(&Target::Server("111".into())).await.unwrap();
    let r = get(&format!("{link}?lang=en")).await;
    assert_eq!(r.status(), 200);
    check_headers(&r);
    let page = r.text().await.unwrap();
    let games = links_in(&page, "/game/");
    for id in won.iter().chain([&running]) {
        assert!(
            games.iter().any(|h| h.starts_with(&format!("/game/{id}/"))),
            "game {id} is listed: {page}"
        );
    }
    for id in foreign {
        assert!(
            !games.iter().any(|h| h.starts_with(&format!("/game/{id}/"))),
            "game {id} of another server is not: {page}"
        );
    }
    // The running game's small board, and its link, open.
    let thumbs: Vec<&str> = page
        .split("class=\"thumb\" src=\"")
        .skip(1)
        .filter_map(|r| r.split('"').next())
        .collect();
    assert_eq!(thumbs.len(), 1, "{page}");
    let png = get(&format!("{base}{}", thumbs[0].replace("&amp;", "&"))).await;
    assert_eq!(png.status(), 200);
    assert!(png.bytes().await.unwrap().starts_with(b"\x89PNG"));
    for g in &games {
        assert_eq!(get(&format!("{base}{g}")).await.status(), 200, "{g}");
    }
    // The leaderboard: Ann (two wins) above Bob, each linked to their profile.
    assert!(page.contains("Jungle leaderboard"), "{page}");
    let members = links_in(&page, "/member/111/");
    assert_eq!(members.len(), 2, "{page}");
    assert!(members[0].starts_with("/member/111/ann/"), "{members:?}");
    assert!(page.find(">Ann<").unwrap() < page.find(">Bob<").unwrap());

    // Ann's profile: her rating with its history, her games with her results.
    let r = get(&format!("{base}{}", members[0])).await;
    assert_eq!(r.status(), 200);
    let profile = r.text().await.unwrap();
    assert!(profile.contains("Ann on this server"), "{profile}");
    assert!(profile.contains("<svg class=\"history\""), "{profile}");
    assert_eq!(profile.matches("class=\"point\"").count(), 3, "{profile}");
    assert_eq!(
        profile.matches("class=\"outcome\">won<").count(),
        2,
        "{profile}"
    );
    let listed = links_in(&profile, "/game/");
    assert_eq!(listed.len(), 2, "{profile}");
    assert!(
        listed[0].starts_with(&format!("/game/{}/", won[1])),
        "newest first"
    );
    // In French.
    let fr = get(&format!(
        "{base}{}",
        members[0].replace("lang=en", "lang=fr")
    ))
    .await;
    let fr = fr.text().await.unwrap();
    assert!(
        fr.contains("Ann sur ce serveur") && fr.contains("gagnée"),
        "{fr}"
    );

    // Wrong and foreign signatures: 404 with nothing of the server.
    let sig = link.rsplit('/').next().unwrap().to_string();
    let ann_sig = members[0]
        .split('?')
        .next()
        .unwrap()
        .rsplit('/')
        .next()
        .unwrap();
    let bob_sig = members[1]
        .split('?')
        .next()
        .unwrap()
        .rsplit('/')
        .next()
        .unwrap();
    for url in [
        format!("{base}/server/222/{sig}"),
        format!("{base}/server/111/{ann_sig}"),
        format!("{base}/server/111/{}", &sig[..sig.len() - 1]),
        format!("{base}/member/111/bob/{ann_sig}"),
        format!("{base}/member/222/ann/{ann_sig}"),
        format!("{base}/member/111/ann/{bob_sig}"),
        format!("{base}/member/111/ann/{sig}"),
    ] {
        let r = get(&url).await;
        assert_eq!(r.status(), 404, "{url}");
        let body = r.text().await.unwrap();
        assert!(
            !body.contains("Ann") && !body.contains("Bob"),
            "{url}: {body}"
        );
    }

    // Paging: 25 more finished games make a second page of finished games.
    for _ in 0..25 {
        rated_game(&s.hub, "111", "c5", 0).await;
    }
    let page = get(&format!("{link}?lang=en")).await.text().await.unwrap();
    assert!(page.contains("rel=\"next\""), "{page}");
    assert_eq!(page.matches("<li><a href=\"/game/").count(), 20, "{page}");
    let second = get(&format!("{link}?page=1&lang=en"))
        .await
        .text()
        .await
        .unwrap();
    assert!(second.contains("rel=\"prev\"") && !second.contains("rel=\"next\""));
    assert_eq!(
        second.matches("<li><a href=\"/game/").count(),
        7,
        "{second}"
    );
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

/// Reads from `s` until the server closes the connection (or fails it), for up to `limit`:
/// the time it took, `None` if it stayed open.
async fn closed_within(s: &mut tokio::net::TcpStream, limit: Duration) -> Option<Duration> {
    use tokio::io::AsyncReadExt;
    let start = Instant::now();
    let mut buf = [0u8; 4096];
    let drained = async {
        loop {
            match s.read(&mut buf).await {
                Ok(0) | Err(_) => return,
                Ok(_) => {}
            }
        }
    };
    tokio::time::timeout(limit, drained)
        .await
        .ok()
        .map(|()| start.elapsed())
}

/// Issue 62, point 4: a connection that sends half a request's head, one that stays idle after
/// its answer, and one whose body stalls are each closed once the configured timeout passes
/// (hyper's header-read timeout, tower-http's body timeout), not held open.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn half_requests_and_idle_connections_are_closed_in_time() {
    use tokio::io::AsyncWriteExt;
    let s = site_with(qibot::web::WebConfig {
        header_timeout_ms: 400,
        body_timeout_ms: 400,
        ..qibot::web::WebConfig::default()
    })
    .await;
    let limit = Duration::from_secs(5);
    let connect = || tokio::net::TcpStream::connect(s.addr);

    // Half a head, then nothing.
    let mut c = connect().await.unwrap();
    c.write_all(b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: ")
        .await
        .unwrap();
    let took = closed_within(&mut c, limit).await.expect("closed");
    assert!(
        took >= Duration::from_millis(300),
        "closed too soon: {took:?}"
    );

    // Nothing at all.
    let mut c = connect().await.unwrap();
    assert!(
        closed_within(&mut c, limit).await.is_some(),
        "an idle new connection stays open"
    );

    // A whole request answered, then idle on a kept-alive connection.
    let mut c = connect().await.unwrap();
    c.write_all(b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        .await
        .unwrap();
    let took = closed_within(&mut c, limit)
        .await
        .expect("an idle kept-alive connection closed");
    assert!(
        took >= Duration::from_millis(300),
        "closed too soon: {took:?}"
    );

    // A head whose body stalls: answered and closed.
    let mut c = connect().await.unwrap();
    c.write_all(
        b"POST /play HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n\
          Content-Length: 200\r\n\r\n{\"action\":",
    )
    .await
    .unwrap();
    assert!(
        closed_within(&mut c, limit).await.is_some(),
        "a stalled body stays open"
    );

    // The server still answers.
    let r = get(&format!("http://{}/healthz", s.addr)).await;
    assert_eq!(r.status(), 200);
}

/// Issue 62, point 4: the timeouts are settings, checked when the program starts; a bad one
/// stops it naming the setting.
#[test]
fn a_bad_timeout_stops_the_program_naming_it() {
    let dir = tempfile::tempdir().unwrap();
    for (line, says) in [
        (
            "header_timeout_ms = 0",
            "web.header_timeout_ms: 0 is out of range",
        ),
        (
            "body_timeout_ms = 9999999",
            "web.body_timeout_ms: 9999999 is out of range",
        ),
        ("header_timeout_ms = \"soon\"", "header_timeout_ms"),
    ] {
        std::fs::write(dir.path().join("config.toml"), format!("[web]\n{line}\n")).unwrap();
        let err = support::cli::refused(
            support::cli::qibot_in(dir.path()).args(["web", "--listen", "127.0.0.1:0"]),
            line,
        );
        assert!(err.contains(says), "{line}: {err}");
    }
}

/// Issue 62, point 4: every answer carries the security headers, also those the HTTP layer
/// makes itself: hyper's 400 for a garbled request or header and 414 for a URI too long, and
/// axum's 404, 405 and 413.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_answer_carries_the_security_headers() {
    let s = site().await;
    let long = format!(
        "GET /game/1/{} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
        "a".repeat(70_000)
    );
    for (what, request, status) in [
        ("garbled", b"GARBLED NONSENSE\r\n\r\n".to_vec(), 400),
        (
            "binary",
            b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03\r\n\r\n".to_vec(),
            400,
        ),
        (
            "bad header",
            b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nbad header line\r\n\r\n".to_vec(),
            400,
        ),
        ("URI too long", long.into_bytes(), 414),
        (
            "unknown path",
            b"GET /nowhere HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".to_vec(),
            404,
        ),
        (
            "wrong method",
            b"DELETE /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".to_vec(),
            405,
        ),
        (
            "body too large",
            format!(
                "POST /play HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 9000\r\n\r\n{}",
                "x".repeat(9000)
            )
            .into_bytes(),
            413,
        ),
        (
            "a page",
            b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".to_vec(),
            200,
        ),
    ] {
        let r = raw(s.addr, &request).await;
        assert_eq!(r.status, status, "{what}: {}", r.head);
        check_raw_headers(&r);
    }
    // And through a client, as a browser sees them.
    let base = format!("http://{}", s.addr);
    let r = reqwest::Client::new()
        .post(format!("{base}/healthz"))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 405);
    check_headers(&r);
    let r = get(&format!("{base}/play")).await;
    assert_eq!(r.status(), 405);
    check_headers(&r);
}

mod browser {
    use super::*;
    use fantoccini::{Client, Locator};
    use support::browser::{
        board_shows, browser, chromedriver_missing, driver, eval, shot_path, until,
    };

    async fn moves_shown(c: &Client) -> usize {
        c.find_all(Locator::Css("#moves a.mv")).await.unwrap().len()
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_game_page_in_headless_chromium() {
        if chromedriver_missing() {
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
            until(&c, &board_shows(4)).await;
            let shot = c.screenshot().await.unwrap();
            std::fs::write(shot_path("web-live.png"), &shot).unwrap();

            // The viewer's choices: the board flipped, then in letters; the ply stays.
            c.find(Locator::Css("#flip")).await.unwrap().click().await.unwrap();
            until(&c, "document.getElementById('board').src.indexOf('flip=1') > 0").await;
            until(&c, &board_shows(4)).await;
            c.find(Locator::Css(".styles a[data-style='letters']")).await.unwrap().click().await.unwrap();
            until(&c, "document.getElementById('board').src.indexOf('style=letters') > 0").await;
            assert_eq!(eval(&c, "return document.getElementById('board').src.indexOf('flip=1') > 0").await, true);
            until(&c, &board_shows(4)).await;
            let shot = c.screenshot().await.unwrap();
            std::fs::write(shot_path("web-flipped-letters.png"), &shot).unwrap();
            // Clicking a move shows that ply.
            c.find(Locator::Css("#moves a.mv[data-ply='2']")).await.unwrap().click().await.unwrap();
            until(&c, &board_shows(2)).await;
            assert_eq!(eval(&c, "return document.querySelector('#moves a.mv.current').dataset.ply").await, "2");
            assert_eq!(eval(&c, "return document.querySelector('#moves a.mv.last').dataset.ply").await, "4");
            // More moves, for a review with something to show.
            for _ in 0..8 {
                play_one(&s.hub, "111", "c1").await;
            }
            until(&c, "document.querySelectorAll('#moves a.mv').length === 12").await;

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
            let plies = 12;
            assert_eq!(
                eval(&c, "return document.querySelector('#moves a.mv.current').dataset.ply").await,
                plies.to_string()
            );
            // Arrow keys step through the finished game.
            for _ in 0..2 {
                eval(&c, "document.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowLeft'})); return true").await;
            }
            until(&c, "document.querySelector('#moves a.mv.current').dataset.ply === '10'").await;
            until(&c, &board_shows(10)).await;
            eval(&c, "document.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowRight'})); return true").await;
            until(&c, "document.querySelector('#moves a.mv.current').dataset.ply === '11'").await;
            // The buttons step too.
            c.find(Locator::Css("#first")).await.unwrap().click().await.unwrap();
            until(&c, &board_shows(0)).await;
            c.find(Locator::Css("#next")).await.unwrap().click().await.unwrap();
            until(&c, &board_shows(1)).await;
            // A click on the graph jumps to that ply; the judged moves are marked on it.
            eval(&c, "document.querySelector('#graph rect.hit[data-ply=\"7\"]').dispatchEvent(new MouseEvent('click', {bubbles: true})); return true").await;
            until(&c, "document.querySelector('#moves a.mv.current').dataset.ply === '7'").await;
            until(&c, &board_shows(7)).await;
            let marks = eval(&c, "return document.querySelectorAll('#graph circle.mark').length").await;
            let glyphs = eval(&c, "return Array.prototype.filter.call(document.querySelectorAll('#moves a.mv'), function (a) { return /[?!]$/.test(a.textContent); }).length").await;
            assert_eq!(marks, glyphs, "each judged move is marked on the graph");
            let downloads = c.find_all(Locator::Css(".downloads a")).await.unwrap().len();
            assert_eq!(downloads, 2);
            let shot = c.screenshot().await.unwrap();
            std::fs::write(shot_path("web.png"), &shot).unwrap();

            // Another server's game with this server's signature: not found.
            let other = member_game(&s.hub, "222", "c9", 1).await;
            let sig = link.rsplit('/').next().unwrap();
            c.goto(&format!("http://{}/game/{other}/{sig}", s.addr)).await.unwrap();
            let text = c.find(Locator::Css("body")).await.unwrap().text().await.unwrap();
            assert!(text.contains("nothing here") && !text.contains("Ann"), "{text}");

            // French.
            c.goto(&format!("{link}?lang=fr")).await.unwrap();
            assert_eq!(eval(&c, "return document.documentElement.lang").await, "fr");
            let text = c.find(Locator::Css("body")).await.unwrap().text().await.unwrap();
            assert!(text.contains("Coups") && text.contains("Précédent"), "{text}");

            // A phone-wide window: one column, no sideways scrolling.
            c.set_window_size(400, 800).await.unwrap();
            c.goto(&link).await.unwrap();
            until(&c, &board_shows(12)).await;
            let width = eval(&c, "return window.innerWidth").await;
            assert!(width.as_i64().unwrap() <= 420, "{width}");
            assert!(!scrolls_sideways(&c).await);
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

    /// Whether the page scrolls sideways.
    async fn scrolls_sideways(c: &Client) -> bool {
        eval(
            c,
            "return document.documentElement.scrollWidth > window.innerWidth",
        )
        .await
            != serde_json::Value::Bool(false)
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn server_board_and_profile_in_headless_chromium() {
        if chromedriver_missing() {
            return;
        }
        let s = site().await;
        rated_game(&s.hub, "111", "c1", 6).await;
        rated_game(&s.hub, "111", "c1", 4).await;
        let running = [
            member_game(&s.hub, "111", "c2", 3).await,
            member_game(&s.hub, "111", "c3", 8).await,
        ];
        let link = s.web.link(&Target::Server("111".into())).await.unwrap();
        let d = driver().await;
        let c = browser(&d).await;
        let result = async {
            c.goto(&format!("{link}?lang=en")).await.unwrap();
            let thumbs_loaded = "Array.prototype.every.call(document.querySelectorAll('img.thumb'), function (i) { return i.complete && i.naturalWidth > 100; })";
            until(&c, thumbs_loaded).await;
            let thumbs = c.find_all(Locator::Css("img.thumb")).await.unwrap().len();
            assert_eq!(thumbs, running.len());
            let places = c.find_all(Locator::Css("table.ranking tbody tr")).await.unwrap().len();
            assert_eq!(places, 2);
            let finished = c.find_all(Locator::Css("ul.games li")).await.unwrap().len();
            assert_eq!(finished, 2);
            let shot = c.screenshot().await.unwrap();
            std::fs::write(shot_path("web-server.png"), &shot).unwrap();

            // A small board opens its game.
            c.find(Locator::Css(".card a")).await.unwrap().click().await.unwrap();
            until(&c, &board_shows(3)).await;
            c.back().await.unwrap();

            // The leader's profile: the rating history drawn, the games linked.
            c.find(Locator::Css("table.ranking tbody tr a")).await.unwrap().click().await.unwrap();
            until(&c, "document.querySelector('svg.history') !== null").await;
            let text = c.find(Locator::Css("h1")).await.unwrap().text().await.unwrap();
            assert_eq!(text, "Ann on this server");
            let points = c.find_all(Locator::Css("svg.history circle.point")).await.unwrap().len();
            assert_eq!(points, 3);
            let shot = c.screenshot().await.unwrap();
            std::fs::write(shot_path("web-profile.png"), &shot).unwrap();
            c.find(Locator::Css("ul.games a")).await.unwrap().click().await.unwrap();
            until(&c, &board_shows(4)).await;

            // On a phone: one column, no sideways scrolling.
            c.set_window_size(400, 800).await.unwrap();
            c.goto(&format!("{link}?lang=fr")).await.unwrap();
            until(&c, thumbs_loaded).await;
            assert!(!scrolls_sideways(&c).await);
            let text = c.find(Locator::Css("h1")).await.unwrap().text().await.unwrap();
            assert_eq!(text, "Les parties de ce serveur");
            let shot = c.screenshot().await.unwrap();
            std::fs::write(shot_path("web-server-phone.png"), &shot).unwrap();
            c.find(Locator::Css("table.ranking tbody tr a")).await.unwrap().click().await.unwrap();
            until(&c, "document.querySelector('svg.history') !== null").await;
            assert!(!scrolls_sideways(&c).await);
            let shot = c.screenshot().await.unwrap();
            std::fs::write(shot_path("web-profile-phone.png"), &shot).unwrap();
        }
        .await;
        let _ = c.close().await;
        result
    }
}
