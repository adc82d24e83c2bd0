//! Headless Chromium for the web tests: chromedriver on a free port (the test is skipped,
//! saying so, where it is not installed), a browser session, and waiting on the page.

use std::time::{Duration, Instant};

use fantoccini::actions::{InputSource, MOUSE_BUTTON_LEFT, MouseActions, PointerAction};
use fantoccini::{Client, ClientBuilder, Locator};

/// Where chromedriver is installed (Debian's `chromium-driver`).
pub const CHROMEDRIVER: &str = "/usr/bin/chromedriver";

/// chromedriver on a free port, stopped when dropped.
pub struct Driver {
    child: std::process::Child,
    port: u16,
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Starts chromedriver and waits until it answers.
pub async fn driver() -> Driver {
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

/// A headless Chromium session of 1200×900 pixels.
pub async fn browser(d: &Driver) -> Client {
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

/// The value `js` (a function body) returns in the page.
pub async fn eval(c: &Client, js: &str) -> serde_json::Value {
    c.execute(js, vec![]).await.unwrap()
}

/// Waits up to 30 s (a busy 2-core CI machine) for `js` to be true in the page.
pub async fn until(c: &Client, js: &str) {
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

/// Whether chromedriver is missing (the test is then skipped, saying so).
pub fn chromedriver_missing() -> bool {
    let missing = !std::path::Path::new(CHROMEDRIVER).exists();
    if missing {
        println!("skipped: {CHROMEDRIVER} is missing (apt-get install chromium chromium-driver)");
    }
    missing
}

/// The page's board is the picture of `ply`, loaded (a screenshot then shows the board and
/// the move list in step).
pub fn board_shows(ply: usize) -> String {
    format!(
        "(function () {{ var b = document.getElementById('board'); return b.src.indexOf('/board/{ply}?') > 0 && b.complete && b.naturalWidth > 100; }})()"
    )
}

/// Where a screenshot is kept (the target directory).
pub fn shot_path(name: &str) -> std::path::PathBuf {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/web-shots");
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

/// Clicks square `sq` of the page's board with the mouse (its place from the page's own
/// map of the picture).
pub async fn click_square(c: &Client, sq: &str) {
    let js = format!(
        "var s = JSON.parse(document.getElementById('play-setup').textContent); \
         var b = document.getElementById('board').getBoundingClientRect(); \
         var q = s.squares.filter(function (q) {{ return q[0] === '{sq}'; }})[0]; \
         return [Math.round((q[1] + q[3] / 2) * b.width / s.width - b.width / 2), \
                 Math.round((q[2] + q[3] / 2) * b.height / s.height - b.height / 2)];"
    );
    let at = eval(c, &js).await;
    let (x, y) = (at[0].as_f64().unwrap(), at[1].as_f64().unwrap());
    let board = c.find(Locator::Id("board")).await.unwrap();
    let actions = MouseActions::new("mouse".into())
        .then(PointerAction::MoveToElement {
            element: board,
            duration: None,
            x,
            y,
        })
        .then(PointerAction::Down {
            button: MOUSE_BUTTON_LEFT,
        })
        .then(PointerAction::Up {
            button: MOUSE_BUTTON_LEFT,
        });
    c.perform_actions(actions).await.unwrap();
}

/// The page's state: `(from, to)` of the player's moves.
pub async fn page_moves(c: &Client) -> Vec<(String, String)> {
    let v = eval(
        c,
        "return JSON.parse(document.getElementById('state').textContent).play.moves;",
    )
    .await;
    v.as_array()
        .unwrap()
        .iter()
        .map(|m| {
            (
                m["from"].as_str().unwrap().to_string(),
                m["to"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

/// The text of the first element matching `css`.
pub async fn text_of(c: &Client, css: &str) -> String {
    c.find(Locator::Css(css))
        .await
        .unwrap()
        .text()
        .await
        .unwrap()
}

/// Clicks one of the player's pieces, then a square it cannot go to (nor holding another
/// of the player's movable pieces): what the page says then, shown as an error.
pub async fn illegal_pair(c: &Client) -> String {
    let moves = page_moves(c).await;
    let (from, _) = moves[0].clone();
    let targets: Vec<&String> = moves
        .iter()
        .filter(|(f, _)| *f == from)
        .map(|(_, t)| t)
        .collect();
    let froms: Vec<&String> = moves.iter().map(|(f, _)| f).collect();
    let setup = eval(c, "return JSON.parse(document.getElementById('play-setup').textContent).squares.map(function (q) { return q[0]; })").await;
    let bad = setup
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap().to_string())
        .find(|s| !targets.contains(&s) && !froms.contains(&s) && *s != from)
        .unwrap();
    click_square(c, &from).await;
    until(
        c,
        "document.querySelectorAll('.marks .mark.from').length === 1",
    )
    .await;
    click_square(c, &bad).await;
    until(
        c,
        "document.getElementById('play-msg').classList.contains('error')",
    )
    .await;
    text_of(c, "#play-msg").await
}
