//! The engine pool's admission: at most `engine_threads` searches (bot moves, hints, the
//! positions of game reviews) run at once, at most `engine_queue` more wait, and a member's
//! request beyond that is refused ("the bot is busy") before anything changes. Searches run on blocking threads; with their number
//! bounded here and their transposition tables drawn from the engine's
//! [`crate::engine::pool::TablePool`], memory and threads stay bounded however many games ask.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use tokio::sync::{OwnedSemaphorePermit, Semaphore};

/// The search slots of one hub.
pub struct Searches {
    running: Arc<Semaphore>,
    admitted: Arc<Semaphore>,
    threads: usize,
    /// Members' requests refused because the pool was full (for `/metrics`).
    refused: AtomicU64,
}

/// A place in the engine pool: held from the moment a request is accepted until its search
/// has run. Dropping it gives the place back.
pub struct Admission(#[allow(dead_code)] OwnedSemaphorePermit);

impl Searches {
    /// `threads` searches at once (at least 1), `queue` more waiting.
    pub fn new(threads: usize, queue: usize) -> Searches {
        let threads = threads.max(1);
        Searches {
            running: Arc::new(Semaphore::new(threads)),
            admitted: Arc::new(Semaphore::new(threads + queue)),
            threads,
            refused: AtomicU64::new(0),
        }
    }

    /// How many searches run now (at most [`Searches::threads`]).
    pub fn busy(&self) -> usize {
        self.threads
            .saturating_sub(self.running.available_permits())
    }

    /// How many members' requests were refused so far because the pool was full.
    pub fn refusals(&self) -> u64 {
        self.refused.load(Ordering::Relaxed)
    }

    /// How many searches may run at once.
    pub fn threads(&self) -> usize {
        self.threads
    }

    /// A place if one is free now (a member's request), else `None`: the pool is full.
    pub fn try_admit(&self) -> Option<Admission> {
        let a = self
            .admitted
            .clone()
            .try_acquire_owned()
            .ok()
            .map(Admission);
        if a.is_none() {
            self.refused.fetch_add(1, Ordering::Relaxed);
        }
        a
    }

    /// A place, waiting for one (work that must happen, such as the bot's move in a game
    /// recovered after a restart).
    pub async fn admit(&self) -> Admission {
        match self.admitted.clone().acquire_owned().await {
            Ok(p) => Admission(p),
            // The semaphore is never closed; should it be, run unbounded rather than stall.
            Err(_) => Admission(
                Arc::new(Semaphore::new(1))
                    .try_acquire_owned()
                    .expect("a fresh semaphore has a permit"),
            ),
        }
    }

    /// Runs `search` on a blocking thread once one of the `threads` slots is free; `None` if
    /// the search panicked. The place is given back afterwards.
    pub async fn run<R: Send + 'static>(
        &self,
        admission: Admission,
        search: impl FnOnce() -> R + Send + 'static,
    ) -> Option<R> {
        let r = self.run_step(&admission, search).await;
        drop(admission);
        r
    }

    /// Runs one `search` of a long job that keeps its place between steps (a game review, one
    /// position a step): the thread slot is taken for this step only, so searches waiting for
    /// one (the slots are handed out in order of asking) run between the job's steps.
    pub async fn run_step<R: Send + 'static>(
        &self,
        _admission: &Admission,
        search: impl FnOnce() -> R + Send + 'static,
    ) -> Option<R> {
        let slot = self.running.clone().acquire_owned().await.ok();
        let r = tokio::task::spawn_blocking(search).await.ok();
        drop(slot);
        r
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn at_most_threads_run_and_the_queue_is_bounded() {
        let s = Arc::new(Searches::new(2, 3));
        let admitted: Vec<Admission> = (0..5).map(|_| s.try_admit().unwrap()).collect();
        assert!(s.try_admit().is_none(), "2 running + 3 waiting is full");
        let now = Arc::new(AtomicUsize::new(0));
        let peak = Arc::new(AtomicUsize::new(0));
        let tasks: Vec<_> = admitted
            .into_iter()
            .map(|a| {
                let (s, now, peak) = (s.clone(), now.clone(), peak.clone());
                tokio::spawn(async move {
                    s.run(a, move || {
                        let n = now.fetch_add(1, Ordering::SeqCst) + 1;
                        peak.fetch_max(n, Ordering::SeqCst);
                        std::thread::sleep(std::time::Duration::from_millis(30));
                        now.fetch_sub(1, Ordering::SeqCst);
                        n
                    })
                    .await
                })
            })
            .collect();
        for t in tasks {
            assert!(t.await.unwrap().is_some());
        }
        assert_eq!(peak.load(Ordering::SeqCst), 2);
        assert!(
            s.try_admit().is_some(),
            "places come back after the searches"
        );
    }
}
