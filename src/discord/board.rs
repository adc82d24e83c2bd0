//! One live board per game: which message of a channel is the last one, which message is a
//! game's board, and which other messages still carry a game's buttons.
//!
//! A game's board message is kept in the hub's store as `channel/message` (an opaque string
//! to the hub), so a restarted process, or another shard process, edits the same message. The
//! last message of a channel is known only from what this process saw (its own posts and
//! `MESSAGE_CREATE` events); when it does not know, it posts a new board rather than edit one
//! that may have scrolled away.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use serde_json::json;

use super::Shared;
use super::rest::{Method, Rest, RestError};

/// Retries of an old board's button removal that failed (HTTP 500, a dropped connection),
/// in the background, the first after [`STRIP_BACKOFF`] and each later one after twice the
/// wait before.
pub const STRIP_RETRIES: u32 = 4;
/// The first wait before removing an old board's buttons again.
pub const STRIP_BACKOFF: Duration = Duration::from_millis(500);
/// At most this many old boards are kept for a later retry (the oldest are dropped).
const MAX_UNSTRIPPED: usize = 200;

/// What this process knows of a channel's last message.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Last {
    /// This message.
    Message(String),
    /// A message whose id is not known (a public interaction answer): not a board.
    Other,
}

/// A game's board message: where it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardRef {
    /// The channel (or thread).
    pub channel: String,
    /// The message id.
    pub message: String,
}

impl BoardRef {
    /// Reads `channel/message` as stored; `None` for anything else.
    pub fn parse(s: &str) -> Option<BoardRef> {
        let (c, m) = s.split_once('/')?;
        let digits = |x: &str| !x.is_empty() && x.bytes().all(|b| b.is_ascii_digit());
        (digits(c) && digits(m)).then(|| BoardRef {
            channel: c.to_string(),
            message: m.to_string(),
        })
    }

    /// As stored: `channel/message`.
    pub fn stored(&self) -> String {
        format!("{}/{}", self.channel, self.message)
    }
}

/// The live-board state of this process.
#[derive(Default)]
pub struct Boards {
    /// The last message of each channel the bot posted in.
    last: Mutex<HashMap<String, Last>>,
    /// Messages other than the board that carry a game's buttons (offers), by game: their
    /// buttons are removed when the game ends.
    buttoned: Mutex<HashMap<i64, Vec<BoardRef>>>,
    /// One lock a game: showing a board (read the old one, send, store the new one) is done
    /// for one answer at a time, so two quick answers cannot both replace the same old board.
    locks: Mutex<HashMap<i64, Arc<tokio::sync::Mutex<()>>>>,
    /// Old boards whose buttons Discord would not take off even after the retries: tried
    /// again whenever a board is adopted, so their buttons do not stay live.
    unstripped: Arc<Mutex<Vec<BoardRef>>>,
}

impl Boards {
    /// Notes that `message` is now the last message of `channel`. With `seen_only`, only for a
    /// channel the bot posted in (gateway events of every other channel are not kept).
    ///
    /// Ids are snowflakes, which grow with time: a message older than the one known (the id
    /// of the bot's own answer, learnt after a member's later message arrived) is not last.
    pub fn note(&self, channel: &str, message: &str, seen_only: bool) {
        let mut last = self.last.lock().unwrap_or_else(|p| p.into_inner());
        let older = match last.get(channel) {
            None if seen_only => return,
            Some(Last::Message(known)) => {
                matches!((known.parse::<u64>(), message.parse::<u64>()), (Ok(k), Ok(m)) if m < k)
            }
            _ => false,
        };
        if !older {
            last.insert(channel.to_string(), Last::Message(message.to_string()));
        }
    }

    /// Notes that a message whose id is unknown was posted in `channel`.
    pub fn note_other(&self, channel: &str) {
        let mut last = self.last.lock().unwrap_or_else(|p| p.into_inner());
        last.insert(channel.to_string(), Last::Other);
    }

    /// Whether `message` is known to be the last message of `channel`.
    pub fn is_last(&self, channel: &str, message: &str) -> bool {
        let last = self.last.lock().unwrap_or_else(|p| p.into_inner());
        last.get(channel) == Some(&Last::Message(message.to_string()))
    }

    /// Remembers that `m` carries buttons of game `game`.
    pub fn buttoned(&self, game: i64, m: BoardRef) {
        let mut b = self.buttoned.lock().unwrap_or_else(|p| p.into_inner());
        let list = b.entry(game).or_default();
        if !list.contains(&m) {
            list.push(m);
        }
    }

    /// Waits for game `game`'s turn to show its board.
    pub async fn lock(&self, game: i64) -> tokio::sync::OwnedMutexGuard<()> {
        let lock = {
            let mut locks = self.locks.lock().unwrap_or_else(|p| p.into_inner());
            // Locks of other games nobody holds are dropped, so the map stays small.
            locks.retain(|g, l| *g == game || Arc::strong_count(l) > 1);
            locks.entry(game).or_default().clone()
        };
        lock.lock_owned().await
    }

    /// Keeps `m` to remove its buttons later.
    fn keep_unstripped(list: &Mutex<Vec<BoardRef>>, m: BoardRef) {
        let mut l = list.lock().unwrap_or_else(|p| p.into_inner());
        if !l.contains(&m) {
            l.push(m);
        }
        let over = l.len().saturating_sub(MAX_UNSTRIPPED);
        l.drain(..over);
    }

    /// The old boards kept for a later retry, forgotten.
    fn take_unstripped(&self) -> Vec<BoardRef> {
        let mut l = self.unstripped.lock().unwrap_or_else(|p| p.into_inner());
        std::mem::take(&mut *l)
    }

    /// The messages that carry buttons of game `game`, forgotten.
    fn take_buttoned(&self, game: i64) -> Vec<BoardRef> {
        let mut b = self.buttoned.lock().unwrap_or_else(|p| p.into_inner());
        b.remove(&game).unwrap_or_default()
    }
}

/// Whether an answer to editing a message says it cannot be edited (too old: code 30046;
/// deleted: 404 / 10008), so that a new board must be posted instead.
pub fn edit_refused(e: &RestError) -> bool {
    e.status()
        .is_some_and(|s| (400..500).contains(&s) && s != 429)
}

impl Shared {
    /// Game `game`'s board message, if one is stored.
    pub async fn board_of(&self, game: i64) -> Option<BoardRef> {
        match self.hub.board_message(game).await {
            Ok(m) => m.as_deref().and_then(BoardRef::parse),
            Err(e) => {
                tracing::warn!("reading the board message of game {game}: {e}");
                None
            }
        }
    }

    /// Makes `new` game `game`'s board: stores it, notes it as its channel's last message,
    /// and removes the buttons of the board it replaces. When the game is over, the buttons
    /// of every other message of the game go too.
    pub async fn adopt_board(&self, game: i64, old: Option<BoardRef>, new: &BoardRef, over: bool) {
        self.boards.note(&new.channel, &new.message, false);
        if let Err(e) = self.hub.set_board_message(game, Some(&new.stored())).await {
            tracing::warn!("storing the board message of game {game}: {e}");
        }
        let mut stale: Vec<BoardRef> = old.into_iter().filter(|o| o != new).collect();
        if over {
            stale.extend(self.boards.take_buttoned(game));
        }
        for m in stale.iter().filter(|m| *m != new) {
            self.strip_buttons(m).await;
        }
    }

    /// Removes every button and menu of message `m` (an old board, an answered offer). If
    /// Discord fails to (HTTP 500, …), it is asked again in the background with back-off
    /// ([`STRIP_RETRIES`]); if it still fails, `m` is kept and tried again whenever a board
    /// is adopted, so that no stale buttons stay live. Old boards kept from before are tried
    /// again here too.
    pub async fn strip_buttons(&self, m: &BoardRef) {
        for old in self.boards.take_unstripped() {
            if old != *m {
                self.spawn_strip(old, 1, STRIP_BACKOFF);
            }
        }
        if let Err(e) = strip(&self.rest, m).await {
            tracing::info!(
                "removing the buttons of message {}: {e}; again in {} ms",
                m.message,
                STRIP_BACKOFF.as_millis()
            );
            self.spawn_strip(m.clone(), STRIP_RETRIES, STRIP_BACKOFF);
        }
    }

    /// Tries `tries` more times to remove `m`'s buttons, waiting `wait` (doubled each time)
    /// first; keeps `m` for later if none works.
    fn spawn_strip(&self, m: BoardRef, tries: u32, wait: Duration) {
        let rest = self.rest.clone();
        let kept = self.boards.unstripped.clone();
        tokio::spawn(async move {
            let mut wait = wait;
            for _ in 0..tries {
                tokio::time::sleep(wait).await;
                match strip(&rest, &m).await {
                    Ok(()) => return,
                    Err(e) => tracing::info!("removing the buttons of message {}: {e}", m.message),
                }
                wait *= 2;
            }
            tracing::warn!(
                "the buttons of message {} are still live: kept to remove later",
                m.message
            );
            Boards::keep_unstripped(&kept, m);
        });
    }
}

/// Removes every component of message `m`. A message that is gone has none left.
async fn strip(rest: &Rest, m: &BoardRef) -> Result<(), RestError> {
    let path = format!("/channels/{}/messages/{}", m.channel, m.message);
    let body = json!({"components": []});
    match rest.send(Method::Patch, &path, Some(&body), &[]).await {
        Ok(_) => Ok(()),
        Err(e) if e.status() == Some(404) => Ok(()),
        Err(e) => Err(e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn board_refs_read_back_what_they_store() {
        let b = BoardRef {
            channel: "11".into(),
            message: "22".into(),
        };
        assert_eq!(BoardRef::parse(&b.stored()), Some(b));
        for bad in ["", "11", "11/", "/22", "a/22", "11/22/33"] {
            assert_eq!(BoardRef::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn the_last_message_is_what_was_seen_last() {
        let b = Boards::default();
        b.note("5", "100", true);
        assert!(
            !b.is_last("5", "100"),
            "a channel never posted in is not kept"
        );
        b.note("5", "100", false);
        assert!(b.is_last("5", "100"));
        b.note("5", "101", true);
        assert!(!b.is_last("5", "100"));
        b.note("5", "99", false);
        assert!(
            b.is_last("5", "101"),
            "an older message learnt late is not last"
        );
        b.note_other("5");
        assert!(!b.is_last("5", "101"));
    }
}
