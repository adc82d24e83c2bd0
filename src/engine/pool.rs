//! Transposition tables shared by every search of a process, within one memory budget.
//!
//! A bot move or a hint borrows a table for the length of its search and gives it back, cleared
//! before its next use; tables are allocated (and their pages mapped) once and then reused, so
//! memory stays at the budget however many games are played (a fresh 64 MB table per master
//! search was 2.46 GB with 40 concurrent games). At most `slots` tables exist; a search that
//! finds none free waits for one (the hub runs no more searches at once than there are slots).

use std::sync::{Condvar, Mutex};

use super::tt::TranspositionTable;

/// A fixed number of transposition tables of `slot_mb` MB each: `budget_mb / slots`.
pub struct TablePool {
    slot_mb: usize,
    slots: usize,
    state: Mutex<PoolState>,
    freed: Condvar,
}

struct PoolState {
    free: Vec<TranspositionTable>,
    made: usize,
}

impl TablePool {
    /// A pool of `slots` tables (at least 1) sharing `budget_mb` MB (each at least 1 MB).
    pub fn new(budget_mb: usize, slots: usize) -> TablePool {
        let slots = slots.max(1);
        TablePool {
            slot_mb: (budget_mb / slots).max(1),
            slots,
            state: Mutex::new(PoolState {
                free: Vec::new(),
                made: 0,
            }),
            freed: Condvar::new(),
        }
    }

    /// The size of each table, in MB.
    pub fn slot_mb(&self) -> usize {
        self.slot_mb
    }

    /// How many tables have been allocated so far (at most the number of slots).
    pub fn allocated(&self) -> usize {
        self.state.lock().map(|s| s.made).unwrap_or(0)
    }

    /// Runs `search` with a cleared table of about `min(want_mb, slot_mb)` MB (a free table
    /// already allocated is reused, whatever its size up to `slot_mb`); `search` hands the
    /// table back with its result. Blocks while every slot is in use. If `search` panics, its
    /// slot is freed for a new table.
    pub fn run<R>(
        &self,
        want_mb: usize,
        search: impl FnOnce(TranspositionTable) -> (R, TranspositionTable),
    ) -> R {
        /// Frees the slot of a table that never came back.
        struct Lost<'a>(&'a TablePool);
        impl Drop for Lost<'_> {
            fn drop(&mut self) {
                let mut s = self.0.state.lock().unwrap_or_else(|e| e.into_inner());
                s.made = s.made.saturating_sub(1);
                drop(s);
                self.0.freed.notify_one();
            }
        }
        let table = self.take(want_mb);
        let lost = Lost(self);
        let (r, table) = search(table);
        std::mem::forget(lost);
        self.give_back(table);
        r
    }

    fn take(&self, want_mb: usize) -> TranspositionTable {
        let want = want_mb.clamp(1, self.slot_mb);
        // A poisoned lock only means a search panicked while holding it; the tables are fine.
        let mut s = self.state.lock().unwrap_or_else(|e| e.into_inner());
        loop {
            // The smallest free table that is big enough, else the biggest one.
            if let Some(i) = pick(&s.free, want) {
                let mut t = s.free.swap_remove(i);
                drop(s);
                t.clear();
                return t;
            }
            if s.made < self.slots {
                s.made += 1;
                drop(s);
                // Mapped here, before the search's clock starts, so the first search on a new
                // table does not spend its own time on the kernel's first touch (up to ~0.2 s
                // for 64 MB).
                let mut t = TranspositionTable::new(want);
                t.prefault();
                return t;
            }
            s = self.freed.wait(s).unwrap_or_else(|e| e.into_inner());
        }
    }

    fn give_back(&self, t: TranspositionTable) {
        let mut s = self.state.lock().unwrap_or_else(|e| e.into_inner());
        s.free.push(t);
        drop(s);
        self.freed.notify_one();
    }
}

fn pick(free: &[TranspositionTable], want: usize) -> Option<usize> {
    let fitting = free
        .iter()
        .enumerate()
        .filter(|(_, t)| t.size_mb() >= want)
        .min_by_key(|(_, t)| t.size_mb())
        .map(|(i, _)| i);
    fitting.or_else(|| {
        free.iter()
            .enumerate()
            .max_by_key(|(_, t)| t.size_mb())
            .map(|(i, _)| i)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;

    #[test]
    fn tables_are_reused_within_the_budget() {
        let pool = Arc::new(TablePool::new(8, 2));
        assert_eq!(pool.slot_mb(), 4);
        // Many searches, at most two at a time: never more than two tables.
        let workers: Vec<_> = (0..6)
            .map(|_| {
                let pool = pool.clone();
                std::thread::spawn(move || {
                    for _ in 0..5 {
                        let mb = pool.run(64, |t| (t.size_mb(), t));
                        assert!(mb <= 4, "{mb}");
                    }
                })
            })
            .collect();
        for w in workers {
            w.join().unwrap();
        }
        // Two when the searches overlapped, one when the scheduler ran them one after another.
        assert!((1..=2).contains(&pool.allocated()), "{}", pool.allocated());
    }

    #[test]
    fn a_panicking_search_frees_its_slot() {
        let pool = TablePool::new(2, 1);
        let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            pool.run(1, |_t| -> ((), TranspositionTable) {
                panic!("search failed")
            })
        }));
        assert!(r.is_err());
        assert_eq!(pool.allocated(), 0);
        // The slot is usable again (this would block forever otherwise).
        assert_eq!(pool.run(1, |t| (t.size_mb(), t)), 1);
    }
}
