//! Persistence behind a trait: the embedded SQLite store (the default) or PostgreSQL, for
//! several processes sharing one database; [`Store`] says what both do.
//!
//! Every method is one atomic commit: when it returns `Ok`, the change survives the process
//! being killed. The hub calls the store before it tells anyone of a change.

mod api;
mod codec;
pub mod location;
mod open;
mod postgres;
pub mod records;
mod schema;
mod sql;
mod sqlite;
pub mod tls;
pub mod types;

pub use api::{
    ActiveGames, CHANGES_CHANNEL, COMMANDS_CHANNEL, PendingCommand, Readable, Store, StoreError,
    Versioned,
};
pub use location::{Location, PasswordSources, redact};
pub use open::open;
pub use postgres::PgStore;
pub use records::*;
pub use sqlite::SqliteStore;
