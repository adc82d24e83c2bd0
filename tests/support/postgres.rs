//! The PostgreSQL server of the tests: `QIBOT_TEST_POSTGRES` names it (a URL whose user may
//! create databases), else the test process starts a throw-away one of its own, once, with
//! `.ci/postgres.sh start` (stopped when the process ends). Each test gets a new empty database
//! of its own.
//!
//! Where PostgreSQL is not installed, `build.rs` sets `cfg(qibot_no_postgres)` and every test
//! that needs a server carries
//! `#[cfg_attr(qibot_no_postgres, ignore = "PostgreSQL is not installed (README, Tests)")]`:
//! it is reported `ignored`, never `ok` without having run. Such a test that does run and finds
//! no server fails.

use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicUsize, Ordering};

/// Whether the PostgreSQL tests run in this build: a server is named, or PostgreSQL is
/// installed (so one can be started).
#[allow(dead_code)] // not every crate that includes this file uses it
pub fn available() -> bool {
    named().is_some() || !cfg!(qibot_no_postgres)
}

/// `QIBOT_TEST_POSTGRES`, when set and not empty.
fn named() -> Option<String> {
    std::env::var("QIBOT_TEST_POSTGRES")
        .ok()
        .filter(|u| !u.trim().is_empty())
}

/// A server this process started: its URL and the certificate authority of its TLS.
struct OwnServer {
    url: String,
    ca: String,
}

/// This process's own server, started on first use.
///
/// # Panics
/// When it cannot start (the message says why and what `.ci/postgres.sh` printed).
fn own_server() -> &'static OwnServer {
    static OWN: OnceLock<Result<OwnServer, String>> = OnceLock::new();
    match OWN.get_or_init(start_own_server) {
        Ok(s) => s,
        Err(e) => panic!("{e}"),
    }
}

fn start_own_server() -> Result<OwnServer, String> {
    let script = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(".ci/postgres.sh");
    let failed = |detail: String| {
        format!(
            "QIBOT_TEST_POSTGRES is not set and `{} start` could not start a throw-away \
             PostgreSQL server: {detail}",
            script.display()
        )
    };
    let out = Command::new(&script)
        .arg("start")
        .stdin(Stdio::null())
        .output()
        .map_err(|e| failed(e.to_string()))?;
    if !out.status.success() {
        return Err(failed(String::from_utf8_lossy(&out.stderr).into_owned()));
    }
    // Its stdout is `export NAME='value'` lines.
    let stdout = String::from_utf8_lossy(&out.stdout);
    let var = |name: &str| {
        stdout.lines().find_map(|l| {
            l.strip_prefix(&format!("export {name}='"))
                .and_then(|v| v.strip_suffix('\''))
                .map(str::to_string)
        })
    };
    let (Some(url), Some(dir), Some(ca)) = (
        var("QIBOT_TEST_POSTGRES"),
        var("QIBOT_TEST_PG_DIR"),
        var("QIBOT_TEST_PG_CA"),
    ) else {
        return Err(failed(format!("unexpected output:\n{stdout}")));
    };
    // No destructor runs at the end of a test process: a watcher in a process group of its
    // own (so a Ctrl-C of the tests does not stop it first) stops the server once this
    // process is gone.
    use std::os::unix::process::CommandExt;
    Command::new("sh")
        .args([
            "-c",
            "while kill -0 \"$0\" 2>/dev/null; do sleep 1; done; exec \"$1\" stop \"$2\"",
        ])
        .arg(std::process::id().to_string())
        .arg(&script)
        .arg(&dir)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .process_group(0)
        .spawn()
        .map_err(|e| failed(format!("cannot start its watcher: {e}")))?;
    Ok(OwnServer { url, ca })
}

/// The server's URL: `QIBOT_TEST_POSTGRES`, else this process's own server.
///
/// # Panics
/// When no server is named and none can be started.
pub fn server_url() -> String {
    named().unwrap_or_else(|| own_server().url.clone())
}

/// The file of the certificate authority of the server's TLS: `QIBOT_TEST_PG_CA` with a named
/// server (`.ci/postgres.sh start` exports both), else that of this process's own server.
///
/// # Panics
/// When a server is named without `QIBOT_TEST_PG_CA`.
#[allow(dead_code)] // not every crate that includes this file uses it
pub fn ca_file() -> String {
    if named().is_none() {
        return own_server().ca.clone();
    }
    std::env::var("QIBOT_TEST_PG_CA").unwrap_or_else(|_| {
        panic!(
            "QIBOT_TEST_POSTGRES is set but QIBOT_TEST_PG_CA is not: the TLS test needs the \
             server's certificate authority (.ci/postgres.sh start exports both)"
        )
    })
}

/// `url` with its database name replaced by `db`.
pub fn with_database(url: &str, db: &str) -> String {
    let (base, query) = match url.split_once('?') {
        Some((b, q)) => (b, format!("?{q}")),
        None => (url, String::new()),
    };
    let after_scheme = base.find("://").map_or(0, |i| i + 3);
    let host_end = base[after_scheme..]
        .find('/')
        .map_or(base.len(), |i| after_scheme + i);
    format!("{}/{db}{query}", &base[..host_end])
}

/// A new empty database on the test server, as a URL (password included, as given). Names are
/// unique per process and call.
///
/// # Panics
/// When there is no server (see [`server_url`]) or the database cannot be created.
pub async fn fresh_database(test: &str) -> String {
    static N: AtomicUsize = AtomicUsize::new(0);
    let url = server_url();
    let name = format!(
        "qibot_{}_{}_{}",
        test.to_ascii_lowercase()
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
            .take(30)
            .collect::<String>(),
        std::process::id(),
        N.fetch_add(1, Ordering::Relaxed)
    );
    let (client, conn) = tokio_postgres::connect(&url, tokio_postgres::NoTls)
        .await
        .unwrap_or_else(|e| panic!("cannot reach the PostgreSQL server of the tests: {e}"));
    let task = tokio::spawn(conn);
    client
        .batch_execute(&format!("CREATE DATABASE {name}"))
        .await
        .unwrap_or_else(|e| panic!("cannot create the test database {name}: {e}"));
    drop(client);
    let _ = task.await;
    with_database(&url, &name)
}

/// Runs `sql` on the database at `url` (to corrupt or inspect rows behind the store's back).
#[allow(dead_code)] // not every test crate that includes this file uses it
pub async fn execute(url: &str, sql: &str) {
    let (client, conn) = tokio_postgres::connect(url, tokio_postgres::NoTls)
        .await
        .expect("connect");
    let task = tokio::spawn(conn);
    client.batch_execute(sql).await.expect(sql);
    drop(client);
    let _ = task.await;
}
