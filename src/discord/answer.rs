//! Answering an interaction: at once or after a deferral, ephemeral for the member alone,
//! follow-ups, and noting what was posted (the channel's last message, messages with buttons).

use std::future::Future;

use serde_json::{Value, json};

use crate::hub::{Ctx, Message, Reply};

use super::rest::{self, Method};
use super::{
    Answered, Clicked, Extras, Interaction, Shared, THINK_AFTER, board, game_of_buttons,
    message_id, present,
};

/// Where a message answering an interaction goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Via {
    /// The interaction response (`type` 4 to 7).
    Callback,
    /// An edit of its first answer (`@original`: the "thinking" message, or the clicked one
    /// after a deferred update).
    Original,
    /// A follow-up message.
    FollowUp,
}

impl Shared {
    /// Runs `work` (a hub call) and answers `it` (a slash command) with its replies: directly
    /// when ready within [`THINK_AFTER`], else after a deferred "thinking" response. Replies
    /// for the member only are ephemeral; replies for another channel (a thread) are posted
    /// there. A board is answered with the board itself, which becomes the game's board.
    pub async fn answer(
        &self,
        it: &Interaction,
        work: impl Future<Output = Vec<Reply>>,
        extras: Extras,
    ) {
        self.answer_as(it, None, work, extras).await;
    }

    /// Answers `it` with the refusal `m`, for the member of `ctx` alone (nothing is asked of
    /// the hub).
    pub async fn refuse_privately(&self, it: &Interaction, ctx: &Ctx, m: Message) {
        let loc = self.hub.member_locale(&ctx.server, &ctx.user);
        let mut r = Reply::member(&ctx.channel, &ctx.user.id, &loc, m);
        r.refused = true;
        self.answer(it, async move { vec![r] }, Extras::default())
            .await;
    }

    pub(super) async fn answer_as(
        &self,
        it: &Interaction,
        click: Option<&Clicked>,
        work: impl Future<Output = Vec<Reply>>,
        extras: Extras,
    ) {
        let start = std::time::Instant::now();
        let mut work = std::pin::pin!(work);
        let (replies, state) = match tokio::time::timeout(THINK_AFTER, &mut work).await {
            Ok(r) => (r, Answered::No),
            Err(_) => {
                // A component is acknowledged without a message (type 6); a command shows
                // "thinking" (type 5).
                let (kind, state) = match click {
                    Some(_) => (6, Answered::Acked),
                    None => (5, Answered::Thinking),
                };
                let ok = self
                    .send_via(it, Via::Callback, &json!({"type": kind}), &[])
                    .await;
                if let Err(e) = &ok {
                    tracing::warn!("deferring an interaction: {e}");
                }
                (work.await, if ok.is_ok() { state } else { Answered::No })
            }
        };
        self.deliver(it, click, replies, state, extras).await;
        if let Some(w) = &self.web {
            w.metrics()
                .reply_seconds
                .observe(start.elapsed().as_secs_f64());
        }
    }

    pub(super) async fn deliver(
        &self,
        it: &Interaction,
        click: Option<&Clicked>,
        replies: Vec<Reply>,
        mut state: Answered,
        ex: Extras,
    ) {
        let outs = present::outgoing(&self.hub, replies);
        let mut mention = ex.mention;
        let mut link = ex.link;
        let any_buttons = outs.iter().any(|o| !o.reply.buttons.is_empty());
        for o in &outs {
            let r = &o.reply;
            let channel = o.channel().to_string();
            let for_member = match &r.audience {
                crate::hub::Audience::Channel(_) => None,
                crate::hub::Audience::Member { user, .. } => Some(user.clone()),
            };
            let ephemeral = for_member.as_deref() == Some(it.user.as_str());
            // The member is pinged where the buttons are (a challenge in its thread, not the
            // pointer to that thread); with no buttons anywhere, in the first reply.
            let ping = if r.buttons.is_empty() && any_buttons {
                None
            } else {
                mention.take()
            };
            if channel != it.channel || (for_member.is_some() && !ephemeral) {
                // A game's thread, or a reply for someone else: a plain message there.
                let who = for_member.or(ping);
                self.post_out(o, who.as_deref(), None).await;
                continue;
            }
            if let Some(game) = o.board_of {
                state = self.answer_board(it, click, o, game, state).await;
                continue;
            }
            let (mut payload, files) =
                present::payload_text(&self.hub, o.text.clone(), r, ping.as_deref());
            // The page the command's answer links, on its first message.
            if let Some(t) = link.take() {
                self.link_button(&mut payload, &t, &r.locale).await;
            }
            if ephemeral {
                payload["flags"] = json!(64);
            }
            state = self
                .answer_plain(it, click, o, (payload, files), ephemeral, state)
                .await;
        }
        match (state, click) {
            (Answered::Acked | Answered::Done, _) => {}
            // A click answered by nothing here (every reply went to a thread): acknowledged.
            (_, Some(_)) => {
                if let Err(e) = self
                    .send_via(it, Via::Callback, &json!({"type": 6}), &[])
                    .await
                {
                    tracing::warn!("answering an interaction: {e}");
                }
            }
            (st, None) => {
                let text = ex.fallback.unwrap_or_else(|| "✓".to_string());
                let payload = json!({"content": text, "allowed_mentions": {"parse": []}});
                let r = if st == Answered::Thinking {
                    self.send_via(it, Via::Original, &payload, &[]).await
                } else {
                    self.send_via(it, Via::Callback, &json!({"type": 4, "data": payload}), &[])
                        .await
                };
                if let Err(e) = r {
                    tracing::warn!("answering an interaction: {e}");
                }
            }
        }
        self.archive_ended(outs.iter().map(|o| &o.reply));
    }

    /// Sends `body` (with `files`, as multipart) to `it` by way of `via`.
    pub(super) async fn send_via(
        &self,
        it: &Interaction,
        via: Via,
        body: &Value,
        files: &[rest::File],
    ) -> Result<Value, rest::RestError> {
        let (method, path) = match via {
            Via::Callback => (Method::Post, it.callback()),
            Via::Original => (Method::Patch, it.original()),
            Via::FollowUp => (Method::Post, it.webhook()),
        };
        self.rest.send(method, &path, Some(body), files).await
    }

    /// Notes a public message just posted in `channel` (`id` if known) as its last, and
    /// remembers it if it carries a game's buttons.
    pub(super) fn posted(&self, channel: &str, id: Option<String>, r: &Reply) {
        match id {
            Some(id) => {
                self.boards.note(channel, &id, false);
                if let Some(g) = game_of_buttons(r) {
                    self.boards.buttoned(
                        g,
                        board::BoardRef {
                            channel: channel.to_string(),
                            message: id,
                        },
                    );
                }
            }
            None => self.boards.note_other(channel),
        }
    }

    /// The id of the message that answered `it` (`@original`).
    pub(super) async fn original_id(&self, it: &Interaction) -> Option<String> {
        match self.rest.send(Method::Get, &it.original(), None, &[]).await {
            Ok(v) => message_id(&v),
            Err(e) => {
                tracing::warn!("reading an interaction's answer: {e}");
                None
            }
        }
    }

    /// Answers `it` with a plain reply (no board).
    pub(super) async fn answer_plain(
        &self,
        it: &Interaction,
        click: Option<&Clicked>,
        o: &present::Outgoing,
        (payload, files): (Value, Vec<rest::File>),
        ephemeral: bool,
        state: Answered,
    ) -> Answered {
        let mut state = state;
        if state == Answered::No {
            match click {
                None => {
                    let body = json!({"type": 4, "data": payload});
                    return match self.send_via(it, Via::Callback, &body, &files).await {
                        Ok(_) => {
                            if !ephemeral {
                                // Its id only matters when it carries buttons: a game's
                                // (removed at the end), a challenge's (the board it becomes).
                                let id = if o.reply.buttons.is_empty() && o.reply.menus.is_empty() {
                                    None
                                } else {
                                    self.original_id(it).await
                                };
                                self.posted(&it.channel, id, &o.reply);
                            }
                            Answered::Done
                        }
                        Err(e) => {
                            tracing::warn!("answering an interaction: {e}");
                            Answered::No
                        }
                    };
                }
                Some(c) if !ephemeral && c.answers_offer() => {
                    // A declined offer or challenge: its message says so, buttons gone.
                    let on_board = match self.board_of(c.id).await {
                        Some(b) => b.message == c.message,
                        None => false,
                    };
                    if !on_board {
                        let body = json!({"type": 7, "data": payload});
                        match self.send_via(it, Via::Callback, &body, &files).await {
                            Ok(_) => return Answered::Done,
                            Err(e) => tracing::warn!("updating a message: {e}"),
                        }
                    }
                }
                Some(_) => {}
            }
            // A component: acknowledged (type 6), then answered by a follow-up.
            match self
                .send_via(it, Via::Callback, &json!({"type": 6}), &[])
                .await
            {
                Ok(_) => state = Answered::Acked,
                Err(e) => {
                    tracing::warn!("answering an interaction: {e}");
                    return Answered::No;
                }
            }
        }
        let result = if state == Answered::Thinking && !ephemeral {
            self.send_via(it, Via::Original, &payload, &files).await
        } else {
            if state == Answered::Thinking {
                // The "thinking" message is public; an ephemeral answer replaces it.
                let _ = self
                    .rest
                    .send(Method::Delete, &it.original(), None, &[])
                    .await;
            }
            self.send_via(it, Via::FollowUp, &payload, &files).await
        };
        match result {
            Ok(v) => {
                if !ephemeral {
                    self.posted(&it.channel, message_id(&v), &o.reply);
                }
                // Follow-ups leave `@original` (a clicked message) as it was.
                match state {
                    Answered::Acked => Answered::Acked,
                    _ => Answered::Done,
                }
            }
            Err(e) => {
                tracing::warn!("answering an interaction: {e}");
                state
            }
        }
    }
}
