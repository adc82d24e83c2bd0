//! The threads that draw the hub's pictures (boards, replays, review pictures): a fixed few,
//! one per core, so that memory stays bounded however many games ask at once.
//!
//! Drawing on tokio's blocking threads instead let 1 000 games starting at once draw on 512
//! threads, each keeping its own allocator arena and PNG compressor (468 MB resident, not given
//! back); bounding the drawing but not the threads still gave every blocking thread its own
//! compressor over time. Here only these threads ever draw.

use std::sync::mpsc::{Receiver, Sender, channel};
use std::sync::{Arc, Mutex};

type Job = Box<dyn FnOnce() + Send>;

/// The drawing threads of one hub. They end when it is dropped.
pub struct Drawing {
    jobs: Sender<Job>,
}

impl Drawing {
    /// `threads` drawing threads (at least 1).
    pub fn new(threads: usize) -> Drawing {
        let (tx, rx) = channel::<Job>();
        let rx = Arc::new(Mutex::new(rx));
        for i in 0..threads.max(1) {
            let rx = rx.clone();
            // A thread that cannot be started leaves the others; with none, `draw` says so
            // (its job is dropped unanswered).
            let _ = std::thread::Builder::new()
                .name(format!("qibot-draw-{i}"))
                .spawn(move || serve(&rx));
        }
        Drawing { jobs: tx }
    }

    /// Runs `draw` on a drawing thread and waits for it without blocking the runtime; `None`
    /// if it panicked (or no drawing thread is left).
    pub async fn draw<R: Send + 'static>(
        &self,
        draw: impl FnOnce() -> R + Send + 'static,
    ) -> Option<R> {
        let (tx, rx) = tokio::sync::oneshot::channel();
        let job: Job = Box::new(move || {
            let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(draw));
            let _ = tx.send(r.ok());
        });
        self.jobs.send(job).ok()?;
        rx.await.ok().flatten()
    }
}

/// One drawing thread: jobs in order of asking until the hub is gone.
fn serve(rx: &Mutex<Receiver<Job>>) {
    loop {
        let job = match rx.lock().unwrap_or_else(|p| p.into_inner()).recv() {
            Ok(job) => job,
            Err(_) => return,
        };
        job();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn draws_on_its_own_threads_and_survives_a_panic() {
        let d = Drawing::new(2);
        for _ in 0..8 {
            let name = d
                .draw(|| std::thread::current().name().map(str::to_string))
                .await
                .flatten()
                .unwrap_or_default();
            assert!(name.starts_with("qibot-draw-"), "{name}");
        }
        assert_eq!(d.draw(|| -> u8 { panic!("a broken picture") }).await, None);
        assert_eq!(
            d.draw(|| 7).await,
            Some(7),
            "the threads go on after a panic"
        );
    }
}
