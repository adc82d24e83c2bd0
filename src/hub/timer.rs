//! One timer for the whole hub: a queue of deadlines (clock run-outs, abandonment, challenge
//! expiry) served by one task, so a loss on time is found even when nobody types.
//!
//! Entries may be stale (the game moved on): the hub re-checks the real deadline when one fires
//! and schedules again. Each key keeps at most its earliest pending entry, so the queue stays
//! about one entry a game.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};
use std::sync::Mutex;

use tokio::sync::Notify;

use crate::store::types::{ChallengeId, GameId};

/// What a deadline belongs to.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum TimerKey {
    /// A game's clock or abandonment deadline.
    Game(GameId),
    /// A challenge's expiry.
    Challenge(ChallengeId),
}

#[derive(Default)]
struct Queue {
    heap: BinaryHeap<Reverse<(i64, TimerKey)>>,
    earliest: HashMap<TimerKey, i64>,
}

/// The deadline queue (Unix ms).
#[derive(Default)]
pub struct Timers {
    queue: Mutex<Queue>,
    /// Woken when an earlier deadline arrives.
    pub notify: Notify,
}

impl Timers {
    fn queue(&self) -> std::sync::MutexGuard<'_, Queue> {
        self.queue.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Asks to be woken for `key` at `at` (Unix ms).
    pub fn schedule(&self, key: TimerKey, at: i64) {
        let mut q = self.queue();
        if q.earliest.get(&key).is_some_and(|t| *t <= at) {
            return;
        }
        q.earliest.insert(key, at);
        let wake = q.heap.peek().is_none_or(|Reverse((t, _))| at < *t);
        q.heap.push(Reverse((at, key)));
        drop(q);
        if wake {
            self.notify.notify_one();
        }
    }

    /// Forgets `key` (its game ended or its challenge is gone), so that an ended game's
    /// abandonment deadline (up to a year away) does not keep an entry: the queue holds about
    /// one entry a live game. Entries left in the heap never fire ([`Timers::due`] skips all
    /// but a key's earliest) and are dropped in one pass once they outnumber the live ones
    /// (amortised O(log n) a call).
    pub fn cancel(&self, key: TimerKey) {
        let mut q = self.queue();
        if q.earliest.remove(&key).is_none() {
            return;
        }
        if q.heap.len() > 2 * q.earliest.len() + 64 {
            let Queue { heap, earliest } = &mut *q;
            heap.retain(|Reverse((t, k))| earliest.get(k) == Some(t));
        }
    }

    /// The earliest pending deadline.
    pub fn next(&self) -> Option<i64> {
        self.queue().heap.peek().map(|Reverse((t, _))| *t)
    }

    /// Removes and returns every key due at `now`.
    pub fn due(&self, now: i64) -> Vec<TimerKey> {
        let mut q = self.queue();
        let mut out = Vec::new();
        while let Some(Reverse((t, k))) = q.heap.peek().copied() {
            if t > now {
                break;
            }
            q.heap.pop();
            // Only a key's earliest entry counts: the others are later copies or a cancelled
            // key's (every live deadline has its earliest entry in the heap).
            if q.earliest.get(&k) == Some(&t) {
                q.earliest.remove(&k);
                out.push(k);
            }
        }
        out
    }

    /// Keys with a pending deadline (for tests and the benchmark's memory account; the heap
    /// holds at most about twice as many entries, see [`Timers::cancel`]).
    pub fn len(&self) -> usize {
        self.queue().earliest.len()
    }

    /// Whether nothing is pending.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn earliest_entry_per_key() {
        let t = Timers::default();
        t.schedule(TimerKey::Game(1), 100);
        t.schedule(TimerKey::Game(1), 200);
        t.schedule(TimerKey::Challenge(1), 50);
        assert_eq!(t.len(), 2, "a later deadline for the same key adds nothing");
        assert_eq!(t.next(), Some(50));
        assert_eq!(t.due(99), vec![TimerKey::Challenge(1)]);
        assert_eq!(t.due(150), vec![TimerKey::Game(1)]);
        assert!(t.is_empty());
    }

    #[test]
    fn cancelled_keys_leave_the_queue() {
        let t = Timers::default();
        for id in 0..1000 {
            t.schedule(TimerKey::Game(id), 1_000_000 + id);
        }
        for id in 0..990 {
            t.cancel(TimerKey::Game(id));
        }
        assert_eq!(t.len(), 10);
        let heap = t.queue().heap.len();
        assert!(
            heap <= 2 * 10 + 64 + 1,
            "stale entries are dropped: {heap} left"
        );
        // The live ones still fire, in order; a cancelled one never does.
        assert_eq!(
            t.due(2_000_000),
            (990..1000).map(TimerKey::Game).collect::<Vec<_>>()
        );
        assert!(t.is_empty());
        t.cancel(TimerKey::Game(5));
        assert!(t.is_empty(), "cancelling an unknown key is harmless");
    }
}
