//! Live games for the page streams: one watcher per game with open pages, shared by all of
//! them. It reads the game from the store when this process writes it (woken by
//! [`super::metrics::WatchedStore`]) and otherwise every [`POLL`], so games hosted by another
//! process (another shard, or `qibot run` beside `qibot web` on the same database) still reach
//! their pages within a fraction of a second. Each watcher stops when its last page closes.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::sync::{Notify, watch};

use super::metrics::ChangeListener;
use crate::store::types::GameId;
use crate::store::{GameRecord, Store, Versioned};

/// How often a watched game is read when nothing woke its watcher.
pub const POLL: Duration = Duration::from_millis(200);

/// What a watched game's pages are sent: the stored game with what a page shows beside it.
#[derive(Clone, Debug, PartialEq)]
pub struct Seen {
    /// The game with its version.
    pub game: Versioned<GameRecord>,
    /// Its stored review (the store's text), for a finished game.
    pub review: Option<String>,
    /// The players' ratings in this game on its server (members with a rated game only).
    pub ratings: [Option<f64>; 2],
}

impl Seen {
    /// Reads game `id` and what goes with it; `None` if there is no such game.
    ///
    /// # Errors
    /// The store's error.
    pub async fn read(
        store: &dyn Store,
        id: GameId,
    ) -> Result<Option<Seen>, crate::store::StoreError> {
        let Some(game) = store.game(id).await? else {
            return Ok(None);
        };
        Seen::of(store, game).await.map(Some)
    }

    /// `game` (already read) with its review and its players' ratings.
    ///
    /// # Errors
    /// The store's error.
    pub async fn of(
        store: &dyn Store,
        game: Versioned<GameRecord>,
    ) -> Result<Seen, crate::store::StoreError> {
        let id = game.record.id;
        let review = match game.record.state.ending {
            Some(_) => store.review(id).await?,
            None => None,
        };
        let mut ratings = [None, None];
        for (i, seat) in game.record.seats.iter().enumerate() {
            if let Some(p) = seat.member() {
                ratings[i] = store
                    .rating(&game.record.server, game.record.game_kind.code(), &p.id)
                    .await?
                    .map(|r| r.rating);
            }
        }
        Ok(Seen {
            game,
            review,
            ratings,
        })
    }
}

struct Entry {
    tx: watch::Sender<Option<Arc<Seen>>>,
    wake: Arc<Notify>,
}

/// The watched games of a process.
pub struct Watchers {
    store: Arc<dyn Store>,
    games: Mutex<HashMap<GameId, Entry>>,
}

impl ChangeListener for Watchers {
    fn changed(&self, id: GameId) {
        if let Some(e) = self.lock().get(&id) {
            e.wake.notify_one();
        }
    }
}

impl Watchers {
    /// Watchers reading from `store`.
    pub fn new(store: Arc<dyn Store>) -> Arc<Watchers> {
        Arc::new(Watchers {
            store,
            games: Mutex::new(HashMap::new()),
        })
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<GameId, Entry>> {
        self.games.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// How many games are watched.
    pub fn len(&self) -> usize {
        self.lock().len()
    }

    /// Whether no game is watched.
    pub fn is_empty(&self) -> bool {
        self.lock().is_empty()
    }

    /// Follows game `id`: the receiver holds `None` until the game is first read, then every
    /// new state of it. Must be called inside a Tokio runtime.
    pub fn subscribe(self: &Arc<Self>, id: GameId) -> watch::Receiver<Option<Arc<Seen>>> {
        let mut games = self.lock();
        if let Some(e) = games.get(&id) {
            return e.tx.subscribe();
        }
        let (tx, rx) = watch::channel(None);
        let wake = Arc::new(Notify::new());
        games.insert(
            id,
            Entry {
                tx: tx.clone(),
                wake: wake.clone(),
            },
        );
        drop(games);
        tokio::spawn(self.clone().follow(id, tx, wake));
        rx
    }

    async fn follow(
        self: Arc<Self>,
        id: GameId,
        tx: watch::Sender<Option<Arc<Seen>>>,
        wake: Arc<Notify>,
    ) {
        let mut last: Option<(i64, bool)> = None;
        loop {
            {
                // Removed under the lock, so a page subscribing now gets a new watcher.
                let mut games = self.lock();
                if tx.receiver_count() == 0 {
                    games.remove(&id);
                    return;
                }
            }
            // A game that is gone, or a store that fails for a moment: the pages keep what they
            // show, and the next read tries again.
            if let Ok(Some(seen)) = Seen::read(self.store.as_ref(), id).await {
                let key = (seen.game.version, seen.review.is_some());
                if last != Some(key) {
                    last = Some(key);
                    tx.send_replace(Some(Arc::new(seen)));
                }
            }
            tokio::select! {
                _ = wake.notified() => {}
                _ = tokio::time::sleep(POLL) => {}
                _ = tx.closed() => {}
            }
        }
    }
}
