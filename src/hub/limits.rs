//! Per-member and per-server limits on what one can start, so a flood of commands cannot take
//! the hub's memory and threads: how many games and open challenges at once, and how many
//! `/play` and `/hint` a minute. The counts come from the hub's registry; the rates from
//! [`Rates`], a sliding one-minute window per member and kind of request.

use std::collections::{HashMap, VecDeque};

/// How long a rate window lasts, in ms.
pub const WINDOW_MS: i64 = 60_000;

/// A rate-limited kind of request.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Rated {
    /// `/play` (a game against the bot).
    Play,
    /// `/hint`.
    Hint,
}

/// Recent requests per member and kind (Unix ms), for [`Rates::admit`].
#[derive(Default)]
pub struct Rates {
    seen: HashMap<(String, Rated), VecDeque<i64>>,
}

impl Rates {
    /// Records a request of `user` at `now_ms` if fewer than `per_minute` were made in the
    /// last minute; otherwise records nothing and returns the seconds (at least 1) until the
    /// oldest of them leaves the window.
    ///
    /// # Errors
    /// The wait in seconds.
    pub fn admit(
        &mut self,
        user: &str,
        kind: Rated,
        per_minute: usize,
        now_ms: i64,
    ) -> Result<(), i64> {
        // Forget members with nothing in the window, now and then, so the map stays small.
        if self.seen.len() > 4096 {
            self.seen
                .retain(|_, q| q.back().is_some_and(|t| now_ms - t < WINDOW_MS));
        }
        let q = self.seen.entry((user.to_string(), kind)).or_default();
        while q.front().is_some_and(|t| now_ms - t >= WINDOW_MS) {
            q.pop_front();
        }
        if q.len() >= per_minute {
            let oldest = q.front().copied().unwrap_or(now_ms);
            return Err(((oldest + WINDOW_MS - now_ms + 999) / 1000).max(1));
        }
        q.push_back(now_ms);
        Ok(())
    }
}

/// Who plays a game, for counting a member's and a server's games without locking them.
#[derive(Clone, Debug)]
pub struct Owners {
    /// The game's server.
    pub server: String,
    /// The ids of its members (a bot seat has none).
    pub members: Vec<String>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_member_gets_n_a_minute_then_waits_for_the_oldest() {
        let mut r = Rates::default();
        for i in 0..3 {
            assert_eq!(r.admit("ann", Rated::Play, 3, 1_000 + i), Ok(()));
        }
        // The fourth within the minute: the first leaves the window 59 s later.
        assert_eq!(r.admit("ann", Rated::Play, 3, 2_000), Err(59));
        // Others and other kinds are counted apart.
        assert_eq!(r.admit("bob", Rated::Play, 3, 2_000), Ok(()));
        assert_eq!(r.admit("ann", Rated::Hint, 3, 2_000), Ok(()));
        // A minute after the first, one place is free again.
        assert_eq!(r.admit("ann", Rated::Play, 3, 61_000), Ok(()));
        assert!(r.admit("ann", Rated::Play, 3, 61_000).is_err());
    }
}
