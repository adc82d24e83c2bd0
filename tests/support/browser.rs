//! Headless Chromium for the web tests: chromedriver on a free port (the test is skipped,
//! saying so, where it is not installed), a browser session, and waiting on the page.

use std::time::{Duration, Instant};

use fantoccini::{Client, ClientBuilder};

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
