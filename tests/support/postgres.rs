//! The PostgreSQL server of the tests: `QIBOT_TEST_POSTGRES` names it (a URL whose user may
//! create databases; `.ci/postgres.sh start` starts a throw-away one). Each test gets a new
//! empty database of its own. Without the variable a test says it was skipped and why; under
//! CI (`CI=true`) a missing server fails the test instead, so CI never passes untested.

use std::sync::atomic::{AtomicUsize, Ordering};

/// The server's URL, or `None` (after printing why the test is skipped) outside CI.
///
/// # Panics
/// Under `CI=true` when `QIBOT_TEST_POSTGRES` is not set.
pub fn server_url(test: &str) -> Option<String> {
    match std::env::var("QIBOT_TEST_POSTGRES") {
        Ok(url) if !url.trim().is_empty() => Some(url),
        _ => {
            if std::env::var("CI").is_ok_and(|v| v == "true") {
                panic!(
                    "{test}: QIBOT_TEST_POSTGRES is not set; .ci/run starts a PostgreSQL server for the tests"
                );
            }
            eprintln!(
                "skipped {test} on PostgreSQL: QIBOT_TEST_POSTGRES is not set (start a server with `eval \"$(.ci/postgres.sh start)\"`)"
            );
            None
        }
    }
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

/// A new empty database on the test server, as a URL (password included, as given), or
/// `None` when skipped. Names are unique per process and call.
pub async fn fresh_database(test: &str) -> Option<String> {
    static N: AtomicUsize = AtomicUsize::new(0);
    let url = server_url(test)?;
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
        .unwrap_or_else(|e| panic!("cannot reach QIBOT_TEST_POSTGRES: {e}"));
    let task = tokio::spawn(conn);
    client
        .batch_execute(&format!("CREATE DATABASE {name}"))
        .await
        .unwrap_or_else(|e| panic!("cannot create the test database {name}: {e}"));
    drop(client);
    let _ = task.await;
    Some(with_database(&url, &name))
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
