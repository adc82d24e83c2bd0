//! Playing from the web page (issue 34, points 1, 2 and 5): a player's link moves only its
//! member's side of its game; watch links, expired links, other players' links and finished
//! games are refused with 403 and change nothing; each link is rate limited and bodies are
//! bounded. In headless Chromium with the fake Discord: a member clicks a piece and a square,
//! and Discord's live board follows with the turn ping; an illegal pair shows the hub's reason;
//! the bot's reply appears on the page; English and French.

mod support;

use std::sync::{Arc, Mutex, OnceLock};
use std::time::Duration;

use serde_json::{Value, json};

use qibot::hub::{Command, GameOptions, Store};
use qibot::web::Target;
use support::web::{ctx, get, member_game, site};

/// Everything logged by this test binary (every level, every crate), from the first call on.
fn logs() -> Arc<Mutex<Vec<u8>>> {
    static LOGS: OnceLock<Arc<Mutex<Vec<u8>>>> = OnceLock::new();
    LOGS.get_or_init(|| {
        let buf = Arc::new(Mutex::new(Vec::new()));
        let w = buf.clone();
        let _ = tracing_subscriber::fmt()
            .with_max_level(tracing::Level::TRACE)
            .with_ansi(false)
            .with_writer(move || Captured(w.clone()))
            .try_init();
        buf
    })
    .clone()
}

/// A writer into the captured logs.
struct Captured(Arc<Mutex<Vec<u8>>>);

impl std::io::Write for Captured {
    fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(b);
        Ok(b.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// POSTs `body` to `/play` of `base`, with the link in the header `link` if given: the status
/// and the JSON answer.
async fn post(base: &str, body: &Value, link: Option<&str>) -> (u16, Value) {
    let mut r = reqwest::Client::new()
        .post(format!("{base}/play"))
        .header("Content-Type", "application/json")
        .body(body.to_string());
    if let Some(l) = link {
        r = r.header("X-Qibot-Link", l);
    }
    let r = r.send().await.unwrap();
    let status = r.status().as_u16();
    let text = r.text().await.unwrap();
    (
        status,
        serde_json::from_str(&text).unwrap_or(json!({"raw": text})),
    )
}

/// The path of a link (what a page posts).
fn path(link: &str) -> String {
    let rest = link.split_once("://").map_or(link, |(_, r)| r);
    rest[rest.find('/').unwrap()..].to_string()
}

fn message(v: &Value) -> String {
    v["message"].as_str().unwrap_or("").to_string()
}

/// The stored plies of game `id`.
async fn plies(store: &dyn Store, id: i64) -> usize {
    store.game(id).await.unwrap().unwrap().record.moves.len()
}

/// Whether game `id` has ended in `store`.
async fn ended(store: &dyn Store, id: i64) -> bool {
    store
        .game(id)
        .await
        .unwrap()
        .unwrap()
        .record
        .state
        .ending
        .is_some()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn player_links_move_only_their_side_and_everything_else_is_refused() {
    let logs = logs();
    let s = site().await;
    let base = format!("http://{}", s.addr);
    let store: &dyn Store = s.store.as_ref();
    let id = member_game(&s.hub, "111", "c1", 0).await;
    let ann = s.web.play_link(id, "ann").await.expect("Ann's link");
    let bob = s.web.play_link(id, "bob").await.expect("Bob's link");
    assert!(ann.starts_with(&format!("{base}/play/{id}/ann/")), "{ann}");
    assert_ne!(ann, bob);
    assert_eq!(s.web.play_link(id, "carl").await, None, "not a player");
    let watch = s.web.game_link(id).await.unwrap().unwrap();

    // The player's page has the controls; the watch page has none.
    let page = get(&ann).await;
    assert_eq!(page.status(), 200);
    support::web::check_headers(&page);
    let page = page.text().await.unwrap();
    assert!(
        page.contains("id=\"play\"") && page.contains("Resign"),
        "{page}"
    );
    let page = get(&watch).await.text().await.unwrap();
    assert!(!page.contains("id=\"play\"") && !page.contains("play-setup"));

    let legal = {
        let g = s.hub.game_in("c1").await.unwrap();
        g.position.legal_moves()[0].to_string()
    };
    let mv = |ply: usize| json!({"action": "move", "move": legal, "ply": ply});

    // A watch link cannot play: in the header, in the body, or posted to its own page.
    for (lang, words) in [
        ("en", "watch link cannot play"),
        ("fr", "ne permet pas de jouer"),
    ] {
        let body = json!({"action": "move", "move": legal, "lang": lang});
        let (st, a) = post(&base, &body, Some(&path(&watch))).await;
        assert_eq!(st, 403, "{a}");
        assert!(message(&a).contains(words), "{a}");
        let mut body = body.clone();
        body["link"] = json!(watch);
        let (st, _) = post(&base, &body, None).await;
        assert_eq!(st, 403);
    }
    let r = reqwest::Client::new()
        .post(&watch)
        .header("Content-Type", "application/json")
        .body(mv(0).to_string())
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 403);
    // Only a cookie: no link, no move.
    let r = reqwest::Client::new()
        .post(format!("{base}/play"))
        .header("Cookie", format!("link={}", path(&ann)))
        .header("Content-Type", "application/json")
        .body(mv(0).to_string())
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 403);
    // A forged signature.
    let forged = format!("{}0", &path(&ann)[..path(&ann).len() - 1]);
    let forged = if forged == path(&ann) {
        format!("{}1", &forged[..forged.len() - 1])
    } else {
        forged
    };
    let (st, a) = post(&base, &mv(0), Some(&forged)).await;
    assert_eq!(st, 403, "{a}");
    // An expired link: its page and its posts.
    let expired = Target::Play {
        id,
        server: "111".into(),
        user: "ann".into(),
        expires: qibot::hub::now_ms() / 1000 - 5,
    };
    let expired = s.web.link(&expired).await.unwrap();
    let r = get(&format!("{expired}?lang=fr")).await;
    assert_eq!(r.status(), 403);
    let text = r.text().await.unwrap();
    assert!(text.contains("expiré") && !text.contains("Bob"), "{text}");
    let (st, a) = post(&base, &mv(0), Some(&path(&expired))).await;
    assert_eq!(st, 403);
    assert!(message(&a).contains("expired"), "{a}");
    // A link of a member who does not play here (signed, but no seat).
    let carl = Target::Play {
        id,
        server: "111".into(),
        user: "carl".into(),
        expires: qibot::hub::now_ms() / 1000 + 600,
    };
    let carl = s.web.link(&carl).await.unwrap();
    let (st, a) = post(&base, &mv(0), Some(&path(&carl))).await;
    assert_eq!(st, 403);
    assert!(message(&a).contains("not for a player"), "{a}");
    // Bob's link cannot move Ann's side: the hub says why, in the page's language.
    for (lang, words) in [
        ("en", "it is not your turn: Ann is to move"),
        ("fr", "ce n'est pas votre tour : c'est à Ann de jouer"),
    ] {
        let mut body = mv(0);
        body["lang"] = json!(lang);
        let (st, a) = post(&base, &body, Some(&path(&bob))).await;
        assert_eq!(st, 422, "{a}");
        assert_eq!(a["ok"], false, "{a}");
        assert!(message(&a).contains(words), "{lang}: {a}");
    }
    assert_eq!(plies(store, id).await, 0, "nothing changed");

    // Ann's link moves (the link in the body this time).
    let mut body = mv(0);
    body["link"] = json!(ann);
    let (st, a) = post(&base, &body, None).await;
    assert!(st == 200 || st == 202, "{st} {a}");
    assert_eq!(a["ok"], true, "{a}");
    for _ in 0..50 {
        if plies(store, id).await == 1 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(plies(store, id).await, 1);
    // Bob offers a draw: Ann's page offers to accept it; she declines.
    for (link, action, offered) in [(&bob, "draw", "\"draw\""), (&ann, "decline", "null")] {
        let body = json!({"action": action, "ply": 1});
        let (st, a) = post(&base, &body, Some(&path(link))).await;
        assert_eq!(st, 200, "{a}");
        let page = get(&ann).await.text().await.unwrap();
        assert!(page.contains(&format!("\"offered\":{offered}")), "{page}");
    }
    // A post on the position before that move is stale.
    let bob_move = {
        let g = s.hub.game_in("c1").await.unwrap();
        g.position.legal_moves()[0].to_string()
    };
    let (st, a) = post(
        &base,
        &json!({"action": "move", "move": bob_move, "ply": 0}),
        Some(&path(&bob)),
    )
    .await;
    assert_eq!(st, 409, "{a}");
    assert_eq!(a["stale"], true, "{a}");
    assert_eq!(plies(store, id).await, 1);
    // An unknown action, a body that is not JSON.
    let (st, _) = post(&base, &json!({"action": "fly"}), Some(&path(&bob))).await;
    assert_eq!(st, 400);
    let r = reqwest::Client::new()
        .post(format!("{base}/play"))
        .header("X-Qibot-Link", path(&bob))
        .body("not json")
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 400);

    // Bodies are bounded.
    let big = json!({"action": "move", "move": "x".repeat(20_000)});
    let (st, _) = post(&base, &big, Some(&path(&bob))).await;
    assert_eq!(st, 413);

    // Each link posts at most about ten times a second; another link is not slowed.
    let mut statuses = Vec::new();
    for _ in 0..30 {
        let (st, _) = post(&base, &json!({"action": "fly"}), Some(&path(&ann))).await;
        statuses.push(st);
    }
    let limited = statuses.iter().filter(|s| **s == 429).count();
    assert!(limited >= 15, "{statuses:?}");
    let (st, _) = post(&base, &json!({"action": "fly"}), Some(&path(&bob))).await;
    assert_ne!(st, 429);

    // A finished game: nothing more is played, in either language.
    let r = s
        .hub
        .handle(&ctx("111", "c1", "bob", "Bob"), Command::Resign)
        .await;
    assert!(r.iter().all(|r| !r.refused), "{r:?}");
    tokio::time::sleep(Duration::from_millis(1100)).await;
    let body = json!({"action": "move", "move": bob_move, "lang": "fr"});
    let (st, a) = post(&base, &body, Some(&path(&bob))).await;
    assert_eq!(st, 403, "{a}");
    assert!(message(&a).contains("finie"), "{a}");
    assert_eq!(
        s.web.play_link(id, "ann").await,
        None,
        "no new link to a finished game"
    );

    // The links' signatures were never logged; the moves were, by game and member.
    let text = String::from_utf8_lossy(&logs.lock().unwrap()).to_string();
    assert!(
        text.contains(&format!("web: move by ann in game {id}")),
        "{text}"
    );
    for l in [&ann, &bob, &expired, &carl] {
        let sig = l.rsplit('/').next().unwrap();
        assert!(!text.contains(sig), "a signature in the logs: {sig}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rematch_from_the_page_opens_the_next_game() {
    let s = site().await;
    let base = format!("http://{}", s.addr);
    // A member's name is text on the page, never markup.
    let ann = ctx("111", "c2", "ann", "Ann <img src=x onerror=alert(1)>");
    let r = s.hub.handle(&ann, support::hub::play_bot_as("red")).await;
    assert!(r.iter().all(|r| !r.refused), "{r:?}");
    let id = s.hub.game_in("c2").await.unwrap().id;
    let link = s.web.play_link(id, "ann").await.unwrap();
    let page = get(&link).await.text().await.unwrap();
    assert!(
        page.contains("Ann &lt;img") && !page.contains("<img src=x"),
        "{page}"
    );
    // Not before the end.
    let (st, a) = post(&base, &json!({"action": "rematch"}), Some(&path(&link))).await;
    assert_eq!(st, 403, "{a}");
    let (st, a) = post(&base, &json!({"action": "resign"}), Some(&path(&link))).await;
    assert!(st == 200 || st == 202, "{st} {a}");
    for _ in 0..50 {
        if ended(s.store.as_ref(), id).await {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let (st, a) = post(&base, &json!({"action": "rematch"}), Some(&path(&link))).await;
    assert!(st == 200 || st == 202, "{st} {a}");
    if st == 200 {
        let open = a["open"].as_str().expect("the next game's link");
        assert!(
            open.starts_with("/play/") && !open.starts_with(&format!("/play/{id}/")),
            "{open}"
        );
        assert_eq!(get(&format!("{base}{open}")).await.status(), 200);
    }
}

/// Issue 62, point 4: a move must say which position it was made on: without `ply` it is a
/// 400 naming the field, and nothing changes; with it, the same move is played.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_without_ply_is_refused_naming_the_field() {
    let s = site().await;
    let base = format!("http://{}", s.addr);
    let store: &dyn Store = s.store.as_ref();
    let id = member_game(&s.hub, "111", "c3", 0).await;
    let ann = s.web.play_link(id, "ann").await.unwrap();
    let legal = {
        let g = s.hub.game_in("c3").await.unwrap();
        g.position.legal_moves()[0].to_string()
    };
    for lang in ["en", "fr"] {
        let body = json!({"action": "move", "move": legal, "lang": lang});
        let (st, a) = post(&base, &body, Some(&path(&ann))).await;
        assert_eq!(st, 400, "{a}");
        assert_eq!(a["ok"], false, "{a}");
        assert_eq!(a["missing"], "ply", "{a}");
        assert!(message(&a).contains("ply"), "{a}");
    }
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(plies(store, id).await, 0, "nothing changed");
    let (st, a) = post(
        &base,
        &json!({"action": "move", "move": legal, "ply": 0}),
        Some(&path(&ann)),
    )
    .await;
    assert!(st == 200 || st == 202, "{st} {a}");
    // Other actions still default to the game's plies.
    let (st, a) = post(&base, &json!({"action": "resign"}), Some(&path(&ann))).await;
    assert!(st == 200 || st == 202, "{st} {a}");
}

/// Issue 62, point 4: a link that posts too fast is told when to try again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_429_says_when_to_retry() {
    let s = site().await;
    let base = format!("http://{}", s.addr);
    let id = member_game(&s.hub, "111", "c4", 0).await;
    let ann = s.web.play_link(id, "ann").await.unwrap();
    let client = reqwest::Client::new();
    let mut limited = None;
    for _ in 0..40 {
        let r = client
            .post(format!("{base}/play"))
            .header("X-Qibot-Link", path(&ann))
            .header("Content-Type", "application/json")
            .body(json!({"action": "fly"}).to_string())
            .send()
            .await
            .unwrap();
        if r.status() == 429 {
            limited = Some(r);
            break;
        }
    }
    let r = limited.expect("a 429 within 40 quick posts");
    support::web::check_headers(&r);
    let after = r.headers()["retry-after"].to_str().unwrap().to_string();
    let secs: u64 = after
        .parse()
        .unwrap_or_else(|_| panic!("Retry-After: {after}"));
    assert!((1..=60).contains(&secs), "Retry-After: {secs}");
    // Waiting that long is enough.
    tokio::time::sleep(Duration::from_secs(secs)).await;
    let (st, _) = post(&base, &json!({"action": "fly"}), Some(&path(&ann))).await;
    assert_eq!(st, 400);
}

/// Issue 62, point 4: a POST anywhere but `/play` answers as an unsigned path does: a wrong or
/// missing signature is the same 404 page as a GET of it, never a 403 before the signature is
/// checked. Only a rightly signed link says more (a watch link cannot play: 403; a picture
/// takes only GET: 405).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn posts_off_the_play_path_are_the_404_of_an_unsigned_path() {
    let s = site().await;
    let base = format!("http://{}", s.addr);
    let id = member_game(&s.hub, "111", "c5", 2).await;
    let watch = s.web.game_link(id).await.unwrap().unwrap();
    let ann = s.web.play_link(id, "ann").await.unwrap();
    let board = s.web.link(&Target::Server("111".into())).await.unwrap();
    let member = s
        .web
        .link(&Target::Member {
            server: "111".into(),
            user: "ann".into(),
        })
        .await
        .unwrap();
    // Each link with its signature replaced: its first hex digit changed to another digit
    // (a letter could name the same digit in the other case).
    let forged = |l: &str| {
        let (head, sig) = l.rsplit_once('/').unwrap();
        let other = if sig.starts_with('0') { "1" } else { "0" };
        format!("{head}/{other}{}", &sig[1..])
    };
    let unsigned_page = get(&forged(&watch)).await;
    assert_eq!(unsigned_page.status(), 404);
    let unsigned_page = unsigned_page.text().await.unwrap();
    let client = reqwest::Client::new();
    let w = forged(&watch);
    let a = forged(&ann);
    for url in [
        w.clone(),
        format!("{w}/record"),
        format!("{w}/replay"),
        format!("{w}/events"),
        format!("{w}/board/1.png"),
        format!("{base}/game/{id}"),
        format!("{base}/game/x/y"),
        a.clone(),
        format!("{a}/record"),
        forged(&board),
        forged(&member),
        format!("{base}/nowhere"),
    ] {
        let r = client
            .post(&url)
            .header("Content-Type", "application/json")
            .body(json!({"action": "resign", "ply": 2}).to_string())
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 404, "POST {url}");
        support::web::check_headers(&r);
        assert_eq!(r.text().await.unwrap(), unsigned_page, "POST {url}");
    }
    // Rightly signed.
    let post_status = |url: String| {
        let client = client.clone();
        async move { client.post(&url).send().await.unwrap().status().as_u16() }
    };
    assert_eq!(post_status(watch.clone()).await, 403);
    assert_eq!(post_status(format!("{watch}/record")).await, 405);
    assert_eq!(post_status(ann.clone()).await, 405);
    assert_eq!(post_status(board.clone()).await, 405);
    assert_eq!(post_status(member.clone()).await, 405);
    assert_eq!(plies(s.store.as_ref(), id).await, 2, "nothing changed");
    assert!(!ended(s.store.as_ref(), id).await, "nobody resigned");
}

mod browser {
    use super::*;
    use fantoccini::Locator;
    use support::bot::{Launch, fake_and_db, quiet, start_ready, stop};
    use support::browser::{
        browser, chromedriver_missing, click_square, driver, eval, illegal_pair, page_moves,
        shot_path, text_of, until,
    };
    use support::fake_discord::{
        FakeDiscord, button_interaction, clicked_message, command_interaction, content, ephemeral,
    };
    use support::requests::{channel_post, interact, is_callback};

    const ANN: (u64, &str) = (1_000_000_000_000_000_001, "Ann");
    const BOB: (u64, &str) = (1_000_000_000_000_000_002, "Bob");
    const CH: u64 = 1_100_000_000_000_000_041;
    const CH_BOT: u64 = 1_100_000_000_000_000_042;

    /// Runs `/name options` as `who` in `channel` and waits for its answer's callback.
    async fn slash(
        fake: &FakeDiscord,
        who: (u64, &str),
        channel: u64,
        name: &str,
        options: Value,
        resolved: Value,
    ) -> Value {
        let (id, from) = interact(fake, |id| {
            command_interaction(id, 2, channel, who, "en-US", name, options, resolved)
        });
        let r = fake
            .wait_request(from, 30, |r| is_callback(r, id) && r.status == 204)
            .await
            .unwrap_or_else(|| panic!("/{name} is answered"));
        quiet(fake).await;
        r.json
    }

    /// Clicks button `custom_id` of message `m` as `who`; the callback.
    async fn click(fake: &FakeDiscord, who: (u64, &str), channel: u64, custom_id: &str) -> Value {
        let m = fake
            .messages(channel)
            .into_iter()
            .rev()
            .find(|m| !m.deleted && m.live().iter().any(|i| i == custom_id))
            .unwrap_or_else(|| panic!("a message with {custom_id}"));
        let (id, from) = interact(fake, |id| {
            button_interaction(id, channel, who, "en-US", custom_id, clicked_message(&m))
        });
        let r = fake
            .wait_request(from, 30, |r| is_callback(r, id) && r.status == 204)
            .await
            .unwrap_or_else(|| panic!("the click on {custom_id} is answered"));
        r.json
    }

    /// The URL of the one link button of an answer's components.
    fn link_of(answer: &Value) -> String {
        let rows = answer["data"]["components"]
            .as_array()
            .cloned()
            .unwrap_or_default();
        let urls: Vec<String> = rows
            .iter()
            .flat_map(|r| r["components"].as_array().cloned().unwrap_or_default())
            .filter_map(|c| c["url"].as_str().map(str::to_string))
            .collect();
        assert_eq!(urls.len(), 1, "{answer}");
        urls[0].clone()
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 4)]
    async fn a_member_plays_from_the_page_and_the_discord_board_follows() {
        if chromedriver_missing() {
            return;
        }
        let (fake, _dir, db) = fake_and_db("web_play.db").await;
        let launch = Launch {
            web: true,
            bot: std::sync::Arc::new(qibot::hub::GreedyBot),
            ..Launch::new(&fake)
        };
        let bot = start_ready(&fake, &db, launch).await;
        let web = bot.web.as_ref().unwrap().web.clone();
        let base = format!("http://{}", bot.web.as_ref().unwrap().addr);

        // Ann challenges Bob; Bob accepts: game 1, Ann (Red) to move.
        let resolved =
            json!({"users": {BOB.0.to_string(): support::fake_discord::user(BOB.0, BOB.1, false)}});
        slash(
            &fake,
            ANN,
            CH,
            "challenge",
            json!([{"name": "opponent", "type": 6, "value": BOB.0.to_string()}]),
            resolved,
        )
        .await;
        click(&fake, BOB, CH, "qibot:accept:1").await;
        quiet(&fake).await;

        // The board's "Play in browser" button answers Ann privately with her link.
        let answer = click(&fake, ANN, CH, "qibot:web-play:1").await;
        assert!(ephemeral(&answer["data"]), "{answer}");
        assert!(content(&answer["data"]).contains("game #1"), "{answer}");
        let ann = link_of(&answer);
        assert!(
            ann.starts_with(&format!("{base}/play/1/{}/", ANN.0)),
            "{ann}"
        );
        // `/web play` gives Bob his.
        let answer = slash(
            &fake,
            BOB,
            CH,
            "web",
            json!([{"name": "play", "type": 1, "options": []}]),
            json!({}),
        )
        .await;
        assert!(ephemeral(&answer["data"]), "{answer}");
        let bob = link_of(&answer);
        assert!(bob.contains(&format!("/play/1/{}/", BOB.0)), "{bob}");
        // A spectator has no link to play.
        let answer = click(
            &fake,
            (1_000_000_000_000_000_003, "Cy"),
            CH,
            "qibot:web-play:1",
        )
        .await;
        assert!(ephemeral(&answer["data"]), "{answer}");
        assert!(content(&answer["data"]).contains("not playing"), "{answer}");
        let watch = web.game_link(1).await.unwrap().unwrap();

        let d = driver().await;
        let c = browser(&d).await;
        let result = async {
            // Ann clicks a piece: its squares are marked; then one of them.
            c.goto(&format!("{ann}?lang=en")).await.unwrap();
            until(&c, "document.getElementById('board').complete && document.getElementById('board').naturalWidth > 10").await;
            let text = text_of(&c, "#play").await;
            assert!(text.contains("Resign") && text.contains("Offer a draw"), "{text}");
            assert!(text_of(&c, "#play-msg").await.contains("Your turn"));
            // A pair the rules refuse: the hub's reason, and nothing is played.
            let said = illegal_pair(&c).await;
            assert!(
                said.starts_with("That move is not possible: ") && said.len() > 30,
                "the hub's reason in English: {said}"
            );
            assert_eq!(eval(&c, "return document.querySelectorAll('#moves a.mv').length").await, 0);
            let moves = page_moves(&c).await;
            let (from, to) = moves[0].clone();
            let dests = moves.iter().filter(|(f, _)| *f == from).count();
            click_square(&c, &from).await;
            until(&c, &format!("document.querySelectorAll('.marks .mark.dest').length === {dests}")).await;
            let shot = c.screenshot().await.unwrap();
            std::fs::write(shot_path("web-play-picked.png"), &shot).unwrap();
            let from_req = fake.requests().len();
            click_square(&c, &to).await;
            until(&c, "document.querySelectorAll('#moves a.mv').length === 1").await;
            // Discord's board follows: a new board pinging Bob.
            let r = fake
                .wait_request(from_req, 30, |r| {
                    channel_post(r, &CH.to_string())
                        && r.json["allowed_mentions"]["users"] == json!([BOB.0.to_string()])
                })
                .await
                .expect("the board after Ann's move, pinging Bob");
            assert!(content(&r.json).contains(&format!("<@{}>", BOB.0)), "{}", r.json);
            assert!(
                r.json["components"].to_string().contains("qibot:web-play:1"),
                "the new board has Play in browser: {}",
                r.json
            );
            until(&c, "document.getElementById('play-msg').textContent.indexOf('opponent') >= 0").await;

            // Ann's link cannot move Bob's side.
            let g = web.game_link(1).await.unwrap().unwrap();
            assert!(!g.is_empty());
            let (st, a) = post(&base, &json!({"action": "move", "move": "a1a2", "ply": 1}), Some(&path(&ann))).await;
            assert_eq!(st, 422, "{a}");
            assert!(message(&a).contains("it is not your turn: Bob is to move"), "{a}");
            let reader = qibot::hub::SqliteStore::open(&db).unwrap();
            assert_eq!(plies(&reader, 1).await, 1, "nothing played for Bob");

            // Bob tries a pair the rules refuse: the hub's reason, in French.
            c.goto(&format!("{bob}?lang=fr")).await.unwrap();
            until(&c, "document.getElementById('board').complete").await;
            assert_eq!(eval(&c, "return document.documentElement.lang").await, "fr");
            let text = text_of(&c, "#play").await;
            assert!(text.contains("Abandonner") && text.contains("Proposer la nulle"), "{text}");
            let said = illegal_pair(&c).await;
            assert!(
                said.starts_with("Ce coup est impossible : ") && said.len() > 30,
                "the hub's reason in French: {said}"
            );
            let shot = c.screenshot().await.unwrap();
            std::fs::write(shot_path("web-play-refused-fr.png"), &shot).unwrap();
            assert_eq!(eval(&c, "return document.querySelectorAll('#moves a.mv').length").await, 1);

            // A watch link: no controls, and its POST is refused.
            c.goto(&watch).await.unwrap();
            until(&c, "document.getElementById('board').complete").await;
            assert_eq!(eval(&c, "return document.getElementById('play') === null").await, true);
            let (st, _) = post(&base, &json!({"action": "resign"}), Some(&path(&watch))).await;
            assert_eq!(st, 403);

            // An expired link: refused, in the browser's page.
            let expired = Target::Play {
                id: 1,
                server: support::fake_discord::GUILD.to_string(),
                user: ANN.0.to_string(),
                expires: qibot::hub::now_ms() / 1000 - 1,
            };
            let expired = web.link(&expired).await.unwrap();
            c.goto(&expired).await.unwrap();
            let text = text_of(&c, "body").await;
            assert!(text.contains("expired") && !text.contains("Resign"), "{text}");

            // A bot game: Ann's move on the page, the bot's reply on the page and in Discord.
            slash(&fake, ANN, CH_BOT, "play", json!([]), json!({})).await;
            let answer = click(&fake, ANN, CH_BOT, "qibot:web-play:2").await;
            let link = link_of(&answer);
            c.goto(&link).await.unwrap();
            until(&c, "document.getElementById('board').complete && document.getElementById('board').naturalWidth > 10").await;
            let moves = page_moves(&c).await;
            let (from, to) = moves[0].clone();
            let from_req = fake.requests().len();
            click_square(&c, &from).await;
            until(&c, "document.querySelectorAll('.marks .mark.dest').length > 0").await;
            click_square(&c, &to).await;
            until(&c, "document.querySelectorAll('#moves a.mv').length === 2").await;
            until(&c, "document.getElementById('play-msg').textContent.indexOf('Your turn') >= 0").await;
            fake.wait_request(from_req, 30, |r| {
                channel_post(r, &CH_BOT.to_string()) || (r.method == "PATCH" && r.path.contains(&CH_BOT.to_string()))
            })
            .await
            .expect("Discord shows the bot game's board after the moves");
        }
        .await;
        let _ = c.close().await;
        stop(bot).await;
        result
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn against_the_bot_on_the_page_with_the_real_pictures() {
        if chromedriver_missing() {
            return;
        }
        let s = site().await;
        let ann = ctx("111", "c5", "ann", "Ann");
        let r = s
            .hub
            .handle(
                &ann,
                Command::PlayBot(GameOptions {
                    game: Some("xiangqi".into()),
                    colour: Some("red".into()),
                    time: Some("10m".into()),
                    ..GameOptions::default()
                }),
            )
            .await;
        assert!(r.iter().all(|r| !r.refused), "{r:?}");
        let id = s.hub.game_in("c5").await.unwrap().id;
        let link = s.web.play_link(id, "ann").await.unwrap();
        let d = driver().await;
        let c = browser(&d).await;
        let result = async {
            c.goto(&format!("{link}?lang=en")).await.unwrap();
            until(&c, "document.getElementById('board').complete && document.getElementById('board').naturalWidth > 100").await;
            // The cannon's squares on the real picture.
            click_square(&c, "h2").await;
            until(&c, "document.querySelectorAll('.marks .mark.dest').length > 5").await;
            let shot = c.screenshot().await.unwrap();
            std::fs::write(shot_path("web-play-xiangqi-picked.png"), &shot).unwrap();
            click_square(&c, "e2").await;
            until(&c, "document.querySelectorAll('#moves a.mv').length === 2").await;
            // A typed move as players write it.
            c.find(Locator::Id("move-text")).await.unwrap().send_keys("马二进三").await.unwrap();
            c.find(Locator::Id("move-send")).await.unwrap().click().await.unwrap();
            until(&c, "document.querySelectorAll('#moves a.mv').length === 4").await;
            // The clock runs.
            until(&c, "/^\\d+:\\d\\d$/.test(document.getElementById('clock-0').textContent)").await;
            let shot = c.screenshot().await.unwrap();
            std::fs::write(shot_path("web-play-xiangqi.png"), &shot).unwrap();
            // Resigning asks first.
            c.find(Locator::Id("act-resign")).await.unwrap().click().await.unwrap();
            until(&c, "!document.getElementById('confirm-resign').hidden").await;
            c.find(Locator::Id("act-resign-no")).await.unwrap().click().await.unwrap();
            until(&c, "document.getElementById('confirm-resign').hidden").await;
            c.find(Locator::Id("act-resign")).await.unwrap().click().await.unwrap();
            c.find(Locator::Id("act-resign-yes")).await.unwrap().click().await.unwrap();
            // The finished page offers the rematch.
            until(&c, "document.getElementById('act-rematch') && !document.getElementById('act-rematch').hidden").await;
            let shot = c.screenshot().await.unwrap();
            std::fs::write(shot_path("web-play-over.png"), &shot).unwrap();
            c.find(Locator::Id("act-rematch")).await.unwrap().click().await.unwrap();
            until(&c, &format!("location.pathname.indexOf('/play/{id}/') < 0")).await;
            until(&c, "document.getElementById('play') !== null").await;
            // On a phone.
            c.set_window_size(400, 800).await.unwrap();
            c.refresh().await.unwrap();
            until(&c, "document.getElementById('board').complete").await;
            assert_eq!(eval(&c, "return document.documentElement.scrollWidth > window.innerWidth").await, false);
            let shot = c.screenshot().await.unwrap();
            std::fs::write(shot_path("web-play-phone.png"), &shot).unwrap();
        }
        .await;
        let _ = c.close().await;
        result
    }
}
