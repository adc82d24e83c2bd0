//! Showing a game's board: in answer to an interaction (edited in place while it is the last
//! message of its channel, else posted anew) or on its own (events, typed moves), and posting
//! the other replies to their channel.

use serde_json::{Value, json};

use crate::hub::Reply;

use super::answer::Via;
use super::rest::{self, Method};
use super::{Answered, Clicked, Interaction, Shared, board, message_id, present};

impl Shared {
    /// Answers `it` with game `game`'s board `o`: a click on the board while it is the last
    /// message of its channel updates it in place (type 7); otherwise, or when the board hands
    /// the move to a member it must ping ([`Reply::ping`]), a new board is posted (a slash
    /// command's answer is the board itself) and the old board loses its buttons.
    pub(super) async fn answer_board(
        &self,
        it: &Interaction,
        click: Option<&Clicked>,
        o: &present::Outgoing,
        game: i64,
        state: Answered,
    ) -> Answered {
        let _turn = self.boards.lock(game).await;
        let old = self.board_of(game).await;
        let over = o.reply.game_over;
        let (mut payload, files) = present::payload_text(&self.hub, o.text.clone(), &o.reply, None);
        self.watch_button(&mut payload, game, &o.reply.locale, !over)
            .await;
        let here = |message: String| board::BoardRef {
            channel: it.channel.clone(),
            message,
        };
        let Some(c) = click else {
            let sent = match state {
                Answered::No => {
                    let body = json!({"type": 4, "data": payload});
                    match self.send_via(it, Via::Callback, &body, &files).await {
                        Ok(_) => Ok(self.original_id(it).await),
                        Err(e) => Err(e),
                    }
                }
                Answered::Thinking => self
                    .send_via(it, Via::Original, &payload, &files)
                    .await
                    .map(|v| message_id(&v)),
                _ => self
                    .send_via(it, Via::FollowUp, &payload, &files)
                    .await
                    .map(|v| message_id(&v)),
            };
            return match sent {
                Ok(Some(id)) => {
                    self.adopt_board(game, old, &here(id), over).await;
                    Answered::Done
                }
                Ok(None) => {
                    // Posted, but its id is unknown: the next move posts a new board.
                    self.boards.note_other(&it.channel);
                    if let Some(b) = old {
                        self.strip_buttons(&b).await;
                    }
                    Answered::Done
                }
                Err(e) => {
                    tracing::warn!("answering an interaction: {e}");
                    self.place_board_locked(o, game).await;
                    state
                }
            };
        };
        let clicked = here(c.message.clone());
        // The clicked board (or the challenge that became this game) is updated in place
        // while nothing was posted under it.
        let on_board = match &old {
            Some(b) => *b == clicked,
            None => c.action == "accept",
        };
        let mut state = state;
        // A board that hands the move to a member is posted anew: a mention added by an edit
        // notifies nobody.
        if on_board
            && o.reply.ping.is_none()
            && self.boards.is_last(&it.channel, &c.message)
            && matches!(state, Answered::No | Answered::Acked)
        {
            let updated = if state == Answered::No {
                self.send_via(
                    it,
                    Via::Callback,
                    &json!({"type": 7, "data": payload}),
                    &files,
                )
                .await
            } else {
                self.send_via(it, Via::Original, &payload, &files).await
            };
            match updated {
                Ok(_) => {
                    self.adopt_board(game, old, &clicked, over).await;
                    return Answered::Done;
                }
                Err(e) => tracing::info!("the board cannot be edited ({e}): posting a new one"),
            }
        }
        if state == Answered::No {
            match self
                .send_via(it, Via::Callback, &json!({"type": 6}), &[])
                .await
            {
                Ok(_) => state = Answered::Acked,
                Err(e) => tracing::warn!("answering an interaction: {e}"),
            }
        }
        let new = self.post_board(&it.channel, &payload, &files).await;
        if let Some(new) = &new {
            self.adopt_board(game, old.clone(), new, over).await;
        }
        if c.stale_after() && new.as_ref() != Some(&clicked) && old.as_ref() != Some(&clicked) {
            self.strip_buttons(&clicked).await;
        }
        state
    }

    /// Posts a board message in `channel`; where it is, if Discord took it.
    pub(super) async fn post_board(
        &self,
        channel: &str,
        payload: &Value,
        files: &[rest::File],
    ) -> Option<board::BoardRef> {
        match self.send_checked(channel, payload, files).await {
            Ok(v) => message_id(&v).map(|message| board::BoardRef {
                channel: channel.to_string(),
                message,
            }),
            Err(e) => {
                tracing::warn!("posting a board to channel {channel}: {e}");
                None
            }
        }
    }

    /// Shows game `game`'s board `o` in its channel without an interaction: the board is
    /// edited in place while it is the channel's last message and pings nobody, else (or if
    /// Discord refuses the edit, e.g. code 30046 on an old message) a new board is posted and
    /// the old one loses its buttons.
    pub(super) async fn place_board(&self, o: &present::Outgoing, game: i64) {
        let _turn = self.boards.lock(game).await;
        self.place_board_locked(o, game).await;
    }

    pub(super) async fn place_board_locked(&self, o: &present::Outgoing, game: i64) {
        let channel = o.channel().to_string();
        let old = self.board_of(game).await;
        let over = o.reply.game_over;
        let (mut payload, files) = present::payload_text(&self.hub, o.text.clone(), &o.reply, None);
        self.watch_button(&mut payload, game, &o.reply.locale, !over)
            .await;
        // As in `answer_board`: a board that pings the member to move is never an edit.
        if let Some(b) = old.as_ref().filter(|b| b.channel == channel)
            && o.reply.ping.is_none()
            && self.boards.is_last(&channel, &b.message)
        {
            let path = format!("/channels/{}/messages/{}", b.channel, b.message);
            match self
                .rest
                .send(Method::Patch, &path, Some(&payload), &files)
                .await
            {
                Ok(_) => {
                    self.adopt_board(game, old.clone(), b, over).await;
                    return;
                }
                Err(e) if board::edit_refused(&e) => {
                    tracing::info!("the board cannot be edited ({e}): posting a new one");
                }
                Err(e) => tracing::warn!("editing the board of game {game}: {e}"),
            }
        }
        if let Some(new) = self.post_board(&channel, &payload, &files).await {
            self.adopt_board(game, old, &new, over).await;
        }
    }

    /// Posts one message of a command's answer to its channel: a board through
    /// [`Shared::place_board`], anything else as a message (optionally mentioning a member
    /// and answering a message).
    pub(super) async fn post_out(
        &self,
        o: &present::Outgoing,
        mention: Option<&str>,
        reply_to: Option<&str>,
    ) {
        if let Some(game) = o.board_of {
            self.place_board(o, game).await;
            return;
        }
        let channel = o.channel();
        let (mut payload, files) =
            present::payload_text(&self.hub, o.text.clone(), &o.reply, mention);
        if let Some(m) = reply_to {
            payload["message_reference"] = json!({"message_id": m, "fail_if_not_exists": false});
        }
        match self.send_checked(channel, &payload, &files).await {
            Ok(v) => self.posted(channel, message_id(&v), &o.reply),
            Err(e) => tracing::warn!("posting to channel {channel}: {e}"),
        }
    }

    /// Posts replies that arrived without a command (bot moves after a restart, losses on
    /// time, expired challenges), those of one game's board as one board.
    pub async fn post_events(&self, replies: Vec<Reply>) {
        for o in present::outgoing(&self.hub, replies) {
            let who = match &o.reply.audience {
                crate::hub::Audience::Channel(_) => None,
                crate::hub::Audience::Member { user, .. } => Some(user.clone()),
            };
            self.post_out(&o, who.as_deref(), None).await;
            self.archive_ended([&o.reply]);
        }
    }
}
