//! Opening a store from its location: the one place that knows both back-ends.

use std::sync::Arc;

use super::api::{Store, StoreError};
use super::location::Location;
use super::postgres::PgStore;
use super::sqlite::SqliteStore;

/// Opens the store at `location`: the SQLite file (created if missing) or the PostgreSQL
/// database, bringing its schema up to date. Must be called inside a Tokio runtime.
///
/// # Errors
/// [`StoreError::Refused`] if it is not a qibot database (nothing in it is changed), its schema
/// is newer than this qibot's, or it is read-only; [`StoreError::Backend`] if it cannot be
/// opened or reached. The message names the database with its password hidden.
pub async fn open(location: &Location) -> Result<Arc<dyn Store>, StoreError> {
    match location {
        Location::Sqlite(path) => {
            let path = path.clone();
            let store = tokio::task::spawn_blocking(move || SqliteStore::open(&path))
                .await
                .map_err(StoreError::backend)??;
            Ok(Arc::new(store))
        }
        Location::Postgres(pg) => Ok(Arc::new(PgStore::connect(pg).await?)),
    }
}
