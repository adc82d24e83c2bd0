//! The database of one store test, SQLite or PostgreSQL, and [`on_both_stores!`], which runs a
//! test against each.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use qibot::store::{self, Location, PasswordSources, Store};

/// A database for one test, which can be opened again (as a restart or another process
/// would). Each has a temporary folder of its own (SQLite's file is `q.db` in it).
pub enum Db {
    /// A SQLite file in the folder.
    Sqlite(tempfile::TempDir),
    /// A fresh database on the test server ([`super::postgres`]), as a URL.
    Postgres(tempfile::TempDir, String),
}

impl Db {
    /// The test's temporary folder.
    pub fn dir(&self) -> &Path {
        match self {
            Db::Sqlite(d) | Db::Postgres(d, _) => d.path(),
        }
    }

    /// What `--db` and [`Location::parse`] are given: SQLite's file or PostgreSQL's URL.
    pub fn text(&self) -> String {
        match self {
            Db::Sqlite(d) => sqlite_file(d).display().to_string(),
            Db::Postgres(_, url) => url.clone(),
        }
    }

    /// A connection of the test's own.
    pub async fn open(&self) -> Arc<dyn Store> {
        let loc = Location::parse(&self.text(), &PasswordSources::default()).unwrap();
        store::open(&loc).await.unwrap()
    }

    /// Runs `sql` behind the store's back.
    pub async fn raw(&self, sql: &str) {
        match self {
            Db::Sqlite(d) => {
                rusqlite::Connection::open(sqlite_file(d))
                    .unwrap()
                    .execute_batch(sql)
                    .unwrap();
            }
            Db::Postgres(_, url) => super::postgres::execute(url, sql).await,
        }
    }
}

/// The SQLite file in `dir`.
fn sqlite_file(dir: &tempfile::TempDir) -> PathBuf {
    dir.path().join("q.db")
}

/// Declares each test `async fn NAME(db: Db)` of the calling file once for each store, as
/// `NAME::sqlite` and `NAME::postgres` (ignored without PostgreSQL, see [`super::postgres`]).
#[allow(unused_macros)] // not every test binary runs store tests
macro_rules! on_both_stores {
    ($($test:ident),* $(,)?) => {$(
        mod $test {
            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn sqlite() {
                super::$test($crate::support::db::Db::Sqlite(tempfile::tempdir().unwrap())).await;
            }
            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            #[cfg_attr(qibot_no_postgres, ignore = "PostgreSQL is not installed (README, Tests)")]
            async fn postgres() {
                let url = $crate::support::postgres::fresh_database(stringify!($test)).await;
                let dir = tempfile::tempdir().unwrap();
                super::$test($crate::support::db::Db::Postgres(dir, url)).await;
            }
        }
    )*};
}

#[allow(unused_imports)]
pub(crate) use on_both_stores;
