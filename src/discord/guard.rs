//! What the bot may do where (issue 14): its permissions checked before a game starts,
//! moderators, games' threads archived and locked at the end, and a game whose channel refuses
//! the bot's posts (HTTP 403) ended without a result, its players told by a way still open.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use poise::serenity_prelude as serenity;
use serde_json::{Value, json};
use serenity::Permissions as P;

use crate::hub::{Arg, Audience, Message, Reply};

use super::Shared;
use super::rest::{self, Method, Rest};

/// The permissions a game needs where it is played, with the message naming each: Send
/// Messages (Send Messages in Threads inside a thread), Attach Files and Embed Links; and for a
/// game given its own thread, Create Public Threads and Send Messages in Threads.
pub fn needed(in_thread: bool, new_thread: bool) -> Vec<(P, &'static str)> {
    let mut v = vec![
        if in_thread {
            (P::SEND_MESSAGES_IN_THREADS, "perm-send-messages-in-threads")
        } else {
            (P::SEND_MESSAGES, "perm-send-messages")
        },
        (P::ATTACH_FILES, "perm-attach-files"),
        (P::EMBED_LINKS, "perm-embed-links"),
    ];
    if new_thread {
        v.push((P::CREATE_PUBLIC_THREADS, "perm-create-public-threads"));
        v.push((P::SEND_MESSAGES_IN_THREADS, "perm-send-messages-in-threads"));
    }
    v
}

/// The messages naming the permissions of `needed` that `app` (the bot's permissions in the
/// channel, as the interaction carries them) lacks; none when Discord did not say.
pub fn missing(app: Option<P>, needed: &[(P, &'static str)]) -> Vec<&'static str> {
    let Some(app) = app else {
        return Vec::new();
    };
    if app.administrator() {
        return Vec::new();
    }
    needed
        .iter()
        .filter(|(p, _)| !app.contains(*p))
        .map(|(_, m)| *m)
        .collect()
}

/// The refusal naming the missing permissions `ids`.
pub fn missing_message(ids: &[&'static str]) -> Message {
    Message::new("discord-missing-permissions").list(
        "missing",
        ids.iter()
            .map(|id| Arg::Msg(Box::new(Message::new(id))))
            .collect(),
    )
}

/// Whether `member` may end games with `/abort`: Manage Messages in the channel, or the
/// configured moderator `role`.
pub fn is_moderator(member: Option<&serenity::Member>, role: Option<u64>) -> bool {
    member.is_some_and(|m| {
        m.permissions.is_some_and(|p| p.manage_messages())
            || role.is_some_and(|r| m.roles.iter().any(|x| x.get() == r))
    })
}

/// What is known of channels: `Some(parent)` for a thread, `None` for another channel.
pub type Threads = Arc<Mutex<HashMap<String, Option<String>>>>;

fn threads(t: &Threads) -> std::sync::MutexGuard<'_, HashMap<String, Option<String>>> {
    t.lock().unwrap_or_else(|p| p.into_inner())
}

/// The parent of `channel` if it is a thread (asked of Discord once, then remembered).
async fn parent_of(rest: &Rest, known: &Threads, channel: &str) -> Option<String> {
    if let Some(k) = threads(known).get(channel) {
        return k.clone();
    }
    let v = match rest
        .send(Method::Get, &format!("/channels/{channel}"), None, &[])
        .await
    {
        Ok(v) => v,
        Err(e) => {
            tracing::debug!("reading channel {channel}: {e}");
            return None;
        }
    };
    // 10, 11, 12: announcement, public and private threads.
    let thread = matches!(v.get("type").and_then(Value::as_u64), Some(10..=12));
    let parent = thread
        .then(|| {
            v.get("parent_id")
                .and_then(Value::as_str)
                .map(str::to_string)
        })
        .flatten();
    threads(known).insert(channel.to_string(), parent.clone());
    parent
}

/// Archives and locks thread `channel` after `delay`; only archives it when locking is refused
/// (locking needs Manage Threads, archiving its own thread does not). Not a thread: nothing.
async fn archive(rest: Rest, known: Threads, channel: String, delay: Duration) {
    if parent_of(&rest, &known, &channel).await.is_none() {
        return;
    }
    tokio::time::sleep(delay).await;
    let path = format!("/channels/{channel}");
    let body = json!({"archived": true, "locked": true});
    if let Err(e) = rest.send(Method::Patch, &path, Some(&body), &[]).await {
        tracing::info!("locking thread {channel}: {e}; archiving it only");
        let body = json!({"archived": true});
        if let Err(e) = rest.send(Method::Patch, &path, Some(&body), &[]).await {
            tracing::warn!("archiving thread {channel}: {e}");
        }
    }
}

impl Shared {
    /// Remembers that `thread` is a thread of `parent` (made for a game, or seen in an
    /// interaction).
    pub fn remember_thread(&self, thread: &str, parent: Option<String>) {
        threads(&self.threads).insert(thread.to_string(), parent);
    }

    /// After `replies` went out: the thread of every game they end is archived and locked
    /// after `thread_archive_after_secs`.
    pub fn archive_ended<'a>(&self, replies: impl IntoIterator<Item = &'a Reply>) {
        for r in replies.into_iter().filter(|r| r.game_over) {
            let channel = match &r.audience {
                Audience::Channel(c) | Audience::Member { channel: c, .. } => c.clone(),
            };
            let delay = Duration::from_secs(self.config.thread_archive_after_secs);
            tokio::spawn(archive(
                self.rest.clone(),
                self.threads.clone(),
                channel,
                delay,
            ));
        }
    }

    /// Posts `r` as a new message in `channel` (optionally mentioning a member and answering
    /// message `reply_to`), without the 403 handling of [`Shared::send_checked`]: for the
    /// notices sent where a game could not be shown.
    async fn post(
        &self,
        channel: &str,
        r: &Reply,
        mention: Option<&str>,
        reply_to: Option<&str>,
    ) -> Result<Value, rest::RestError> {
        let (mut payload, files) = super::present::payload(&self.hub, r, mention);
        if let Some(m) = reply_to {
            payload["message_reference"] = json!({"message_id": m, "fail_if_not_exists": false});
        }
        let path = format!("/channels/{channel}/messages");
        self.rest
            .send(Method::Post, &path, Some(&payload), &files)
            .await
    }

    /// Posts `payload` (with `files`) as a new message in `channel`. When Discord refuses it
    /// (403): again without its files (Attach Files may be what is missing), and if that is
    /// refused too, the channel's game is ended without a result and its players told
    /// elsewhere ([`Shared::unseen`]): no game goes on where nobody sees it.
    ///
    /// # Errors
    /// The [`rest::RestError`] of the last attempt.
    pub(super) async fn send_checked(
        &self,
        channel: &str,
        payload: &Value,
        files: &[rest::File],
    ) -> Result<Value, rest::RestError> {
        let path = format!("/channels/{channel}/messages");
        let e = match self
            .rest
            .send(Method::Post, &path, Some(payload), files)
            .await
        {
            Err(e) if e.status() == Some(403) => e,
            other => return other,
        };
        if !files.is_empty() {
            let mut text = payload.clone();
            text["attachments"] = json!([]);
            match self.rest.send(Method::Post, &path, Some(&text), &[]).await {
                Err(e) if e.status() == Some(403) => {}
                other => return other,
            }
        }
        self.unseen(channel).await;
        Err(e)
    }

    /// The bot may not post in `channel`: its game ends without a result, and the players are
    /// told in the thread's parent channel, else each by direct message.
    async fn unseen(&self, channel: &str) {
        let Some((game, replies)) = self.hub.end_unseen(channel).await else {
            return;
        };
        tracing::warn!(
            "game {} in channel {channel}: qibot may not post there; ended without a result",
            game.id
        );
        let parent = parent_of(&self.rest, &self.threads, channel).await;
        for r in replies.iter().filter(|r| r.game_over) {
            let mut told = r.clone();
            told.attachments.clear();
            told.buttons.clear();
            told.message = Message::new("discord-unseen")
                .msg("text", r.message.clone())
                .str("channel", channel);
            if let Some(p) = &parent
                && self.post(p, &told, None, None).await.is_ok()
            {
                continue;
            }
            for p in game.seats.iter().filter_map(|s| s.member()) {
                if let Err(e) = self.direct(&p.id, &told).await {
                    tracing::warn!("telling {} by direct message: {e}", p.id);
                }
            }
        }
        self.archive_ended(&replies);
    }

    /// Posts `r` to member `user` in a direct message.
    async fn direct(&self, user: &str, r: &Reply) -> Result<Value, rest::RestError> {
        let body = json!({"recipient_id": user});
        let dm = self
            .rest
            .send(Method::Post, "/users/@me/channels", Some(&body), &[])
            .await?;
        let Some(id) = dm.get("id").and_then(Value::as_str) else {
            return Err(rest::RestError::Send {
                method: "POST",
                path: "/users/@me/channels".into(),
                reason: "the answer holds no channel id".into(),
            });
        };
        self.post(id, r, None, None).await
    }

    /// Creates a public thread in `channel` for a game; its id.
    pub async fn create_thread(&self, channel: &str, name: &str) -> Option<String> {
        let name: String = name.chars().take(100).collect();
        let body = json!({"name": name, "type": 11, "auto_archive_duration": 1440});
        match self
            .rest
            .send(
                Method::Post,
                &format!("/channels/{channel}/threads"),
                Some(&body),
                &[],
            )
            .await
        {
            Ok(v) => {
                let id = v.get("id").and_then(Value::as_str).map(str::to_string);
                if let Some(t) = &id {
                    self.remember_thread(t, Some(channel.to_string()));
                }
                id
            }
            Err(e) => {
                tracing::warn!("creating a thread in {channel}: {e}");
                None
            }
        }
    }

    /// Deletes a thread made for a game that did not start.
    pub async fn delete_channel(&self, channel: &str) {
        if let Err(e) = self
            .rest
            .send(Method::Delete, &format!("/channels/{channel}"), None, &[])
            .await
        {
            tracing::warn!("deleting thread {channel}: {e}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn missing_permissions_are_named() {
        let app = P::SEND_MESSAGES | P::EMBED_LINKS;
        assert_eq!(
            missing(Some(app), &needed(false, false)),
            vec!["perm-attach-files"]
        );
        assert_eq!(
            missing(Some(app | P::ATTACH_FILES), &needed(false, true)),
            vec![
                "perm-create-public-threads",
                "perm-send-messages-in-threads"
            ]
        );
        assert!(missing(None, &needed(true, false)).is_empty());
        assert!(missing(Some(P::ADMINISTRATOR), &needed(false, true)).is_empty());
    }
}
