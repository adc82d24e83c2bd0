//! Puzzles from a server's own games: each finished game of a server (members' games and
//! games against the bot, any ending, at least `mine_min_plies` plies, the standard rules) is
//! handed to a background miner ([`crate::hub::puzzles::GameMining`], the checks of `qibot
//! puzzles mine --from`) through a bounded queue (a game that finds it full is not mined, and
//! the log says so). One game at a time, one position a search in the engine pool, each
//! search waiting for its place like any other, so members' games go first. What it finds is
//! kept in the store for that server alone ([`Hub::server_puzzles`]).

use std::sync::Weak;
use std::sync::atomic::{AtomicUsize, Ordering};

use tokio::sync::mpsc::error::TrySendError;

use super::*;
use crate::games::puzzle::Puzzle;
use crate::hub::puzzles::{GameMining, read_server_puzzles};
use crate::store::ServerPuzzle;

/// A finished game waiting for the miner.
pub(super) struct MineRequest {
    server: String,
    game: GameId,
    start: Position,
    moves: Vec<Move>,
}

/// The miner's queue: where finished games are handed over, and how many wait or are mined.
pub(super) struct MineQueue {
    tx: mpsc::Sender<MineRequest>,
    /// Games queued or being mined.
    pending: AtomicUsize,
    /// The miner's task.
    task: Mutex<Option<tokio::task::JoinHandle<()>>>,
}

impl MineQueue {
    /// A queue of `capacity` games (`config.mine_queue`) and its receiving end, for
    /// [`start_miner`]; `None` when `config.mine_finished_games` is off.
    pub(super) fn new(config: &HubConfig) -> Option<(MineQueue, mpsc::Receiver<MineRequest>)> {
        if !config.mine_finished_games {
            return None;
        }
        let (tx, rx) = mpsc::channel(config.mine_queue.max(1));
        let q = MineQueue {
            tx,
            pending: AtomicUsize::new(0),
            task: Mutex::new(None),
        };
        Some((q, rx))
    }

    /// Stops the miner (a search under way ends on its own; the games waiting are not mined).
    pub(super) fn stop(&self) {
        if let Some(t) = self.task.lock().unwrap_or_else(|p| p.into_inner()).take() {
            t.abort();
        }
    }
}

/// Starts the miner of `hub` on the games `rx` receives, one at a time, until the hub is gone.
pub(super) fn start_miner(hub: &Hub, mut rx: mpsc::Receiver<MineRequest>) {
    let Some(q) = &hub.inner.mining else { return };
    let weak: Weak<Inner> = Arc::downgrade(&hub.inner);
    let task = tokio::spawn(async move {
        while let Some(r) = rx.recv().await {
            let Some(inner) = weak.upgrade() else { return };
            let hub = Hub { inner };
            hub.mine(r).await;
            if let Some(q) = &hub.inner.mining {
                q.pending.fetch_sub(1, Ordering::SeqCst);
            }
        }
    });
    *q.task.lock().unwrap_or_else(|p| p.into_inner()) = Some(task);
}

impl Hub {
    /// Hands the finished game `t` to the miner if it is to be mined (see the module
    /// documentation); never waits.
    pub(super) fn queue_mining(&self, t: &Table) {
        let Some(q) = &self.inner.mining else { return };
        let start = t.game.start();
        if t.game.ply_count() < self.inner.config.mine_min_plies
            || start.rules() != Rules::default_for(start.kind())
        {
            return;
        }
        let r = MineRequest {
            server: t.server.clone(),
            game: t.id,
            start,
            moves: t.game.moves(),
        };
        q.pending.fetch_add(1, Ordering::SeqCst);
        if let Err(e) = q.tx.try_send(r) {
            q.pending.fetch_sub(1, Ordering::SeqCst);
            if let TrySendError::Full(r) = e {
                eprintln!(
                    "qibot: the puzzle miner has {} finished games waiting: game {} is not mined",
                    self.inner.config.mine_queue, r.game
                );
            }
        }
    }

    /// Waits until the miner has no finished game waiting or being mined (at once when it is
    /// off), e.g. before a front-end exits.
    pub async fn mining_idle(&self) {
        let Some(q) = &self.inner.mining else { return };
        while q.pending.load(Ordering::SeqCst) > 0 {
            tokio::time::sleep(std::time::Duration::from_millis(10)).await;
        }
    }

    /// The puzzles of `kind` found in `server`'s finished games, oldest first: no other
    /// server's, ever.
    ///
    /// # Errors
    /// The [`StoreError`] if the store cannot read them.
    pub async fn server_puzzles(
        &self,
        server: &str,
        kind: GameKind,
    ) -> Result<Vec<Puzzle>, StoreError> {
        let rows = self.inner.store.server_puzzles(server, kind.code()).await?;
        let lines: Vec<String> = rows
            .into_iter()
            .filter(|r| r.server == server)
            .map(|r| r.line)
            .collect();
        Ok(read_server_puzzles(kind, &lines))
    }

    /// Mines one finished game and keeps what it finds for its server.
    async fn mine(&self, r: MineRequest) {
        let kind = r.start.kind();
        let existing = match self.server_puzzles(&r.server, kind).await {
            Ok(p) => p,
            Err(e) => {
                eprintln!("qibot: game {} is not mined: {e}", r.game);
                return;
            }
        };
        let searches = &self.inner.searches;
        let stop = Arc::new(AtomicBool::new(false));
        let (start, moves) = (r.start, r.moves);
        // The miner's tables are made on the search thread too, never on the async workers.
        let made = searches.run(searches.admit().await, move || {
            GameMining::new(&start, &moves, &existing)
        });
        let Some(Some(mut job)) = made.await else {
            return;
        };
        while !job.is_done() {
            let stop = stop.clone();
            let step = searches.run(searches.admit().await, move || {
                job.step(&stop);
                job
            });
            job = match step.await {
                Some(j) => j,
                None => {
                    eprintln!("qibot: the puzzle miner failed on game {}", r.game);
                    return;
                }
            };
        }
        for p in job.found() {
            let row = ServerPuzzle {
                server: r.server.clone(),
                game_kind: kind.code().to_string(),
                id: p.id.clone(),
                line: p.to_string(),
                source_game: r.game,
                created_ms: now_ms(),
            };
            if let Err(e) = self.inner.store.add_server_puzzle(&row).await {
                eprintln!("qibot: puzzle {} of game {} is not kept: {e}", p.id, r.game);
            }
        }
    }
}
