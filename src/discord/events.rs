//! What arrives from the gateway: button clicks and menu choices, typed messages, and the
//! framework's errors.

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;

use crate::hub::{Command, Ctx};

use super::rest::{self, Method};
use super::{Acting, Clicked, Error, Extras, Shared, guard, player, present, server_of};

impl Shared {
    /// Shows "typing" in `channel` every 8 s until `work` finishes (Discord shows it for 10 s).
    pub(super) async fn typing_while<T>(&self, channel: &str, work: impl Future<Output = T>) -> T {
        let path = format!("/channels/{channel}/typing");
        let rest = self.rest.clone();
        let typing = tokio::spawn(async move {
            loop {
                if let Err(e) = rest.send(Method::Post, &path, None, &[]).await {
                    tracing::debug!("typing: {e}");
                }
                tokio::time::sleep(Duration::from_secs(8)).await;
            }
        });
        let r = work.await;
        typing.abort();
        r
    }

    /// A button click or menu choice: `qibot:<action>:<id>` (a choice's value is the chosen
    /// option). Every component on the bot's messages is its own, so an id it cannot read
    /// (`qibot:resign:1:extra`, a game number over 64 bits, another prefix) or a menu answer
    /// without a value is answered privately (`discord-bad-component`), never left unanswered.
    pub async fn on_button(&self, ci: &serenity::ComponentInteraction) {
        let id = ci.data.custom_id.as_str();
        let (ctx, it) = ci.origin();
        tracing::info!("button {id} by {} in {}", ctx.user.id, ctx.channel);
        let press = crate::hub::commands::parse_button(id);
        let cmd = match &ci.data.kind {
            serenity::ComponentInteractionDataKind::StringSelect { values } => {
                values.first().map(|value| Command::Choose {
                    id: id.to_string(),
                    value: value.clone(),
                })
            }
            _ => Some(Command::Button(id.to_string())),
        };
        let (Some(press), Some(cmd)) = (press, cmd) else {
            tracing::info!("component id {id:?} not understood: answered privately");
            let m = crate::hub::Message::new("discord-bad-component");
            self.refuse_privately(&it, &ctx, m).await;
            return;
        };
        if press.action == super::web::PLAY_ACTION {
            // The member's own link to play, answered privately: nothing for the hub.
            self.play_link(&it, &ctx, Some(press.id)).await;
            return;
        }
        let clicked = Clicked {
            message: ci.message.id.to_string(),
            action: press.action,
            id: press.id,
        };
        if super::learn::is_lesson_action(&clicked.action) {
            let value = match cmd {
                Command::Choose { value, .. } => Some(value),
                _ => None,
            };
            self.on_lesson_component(ci, clicked, value).await;
            return;
        }
        let in_thread = ci.in_thread();
        if in_thread {
            let parent = ci.channel.as_ref().and_then(|c| c.parent_id);
            self.remember_thread(&it.channel, parent.map(|p| p.to_string()));
        }
        // Accept and Rematch start a game: refused privately, storing nothing, where the bot
        // could not show it.
        if matches!(clicked.action.as_str(), "accept" | "rematch") {
            let missing = guard::missing(ci.app_permissions, &guard::needed(in_thread, false));
            if !missing.is_empty() {
                let m = guard::missing_message(&missing);
                self.refuse_privately(&it, &ctx, m).await;
                return;
            }
        }
        let hub = self.hub.clone();
        self.answer_as(
            &it,
            Some(&clicked),
            async move { hub.handle(&ctx, cmd).await },
            Extras::default(),
        )
        .await;
    }

    /// A plain message: a move or game command typed by a player of the game in that channel,
    /// or the answer (`accept`, `decline`, in any language) to the challenge standing there.
    /// Anything else (chat, spectators, bots, unreadable text) is ignored silently.
    pub async fn on_message(&self, m: &serenity::Message) {
        // Any message (a member's, another bot's, this bot's own) pushes a board up. Kept for
        // a channel with a game or challenge here even before this process noted a post of its
        // own there: the answer to the command that made the board may still be on its way.
        let channel = m.channel_id.to_string();
        let hosted = self.hub.hosts(&channel);
        self.boards.note(&channel, &m.id.to_string(), !hosted);
        if !self.config.message_content || m.author.bot || m.content.trim().is_empty() {
            return;
        }
        // A game, or a challenge its members may answer by typing `accept` / `decline`.
        let game = self.hub.game_in(&channel).await;
        let user = m.author.id.to_string();
        if game.is_none()
            && self.hub.challenge_in(&channel).is_none()
            && !self.hub.solving_in(&channel, &user)
        {
            return;
        }
        // The hub says whether this is a move or a game command of a player here; chat and
        // spectators get nothing.
        let Some(cmd) = self.hub.typed(&channel, &user, &m.content).await else {
            return;
        };
        let ctx = Ctx {
            server: server_of(m.guild_id, m.channel_id),
            channel: channel.clone(),
            user: player(
                &m.author,
                m.member.as_ref().and_then(|p| p.nick.as_deref()),
                None,
            ),
        };
        tracing::info!("typed {:?} by {} in {}", cmd, ctx.user.id, channel);
        let bot_game = game.is_some_and(|g| g.seats.iter().any(|s| s.is_bot()));
        let hub = self.hub.clone();
        let work = async move { hub.handle(&ctx, cmd).await };
        let replies = if bot_game {
            self.typing_while(&channel, work).await
        } else {
            work.await
        };
        let msg_id = m.id.to_string();
        let outs = present::outgoing(&self.hub, replies);
        for o in &outs {
            // Refusals cannot be ephemeral here: they answer the typed message.
            let reply_to = o.reply.refused.then_some(msg_id.as_str());
            self.post_out(o, None, reply_to).await;
        }
        self.archive_ended(outs.iter().map(|o| &o.reply));
    }
}

/// Logs a framework error (redacted); players see hub replies only.
pub(super) fn on_error(
    err: poise::FrameworkError<'_, Arc<Shared>, Error>,
) -> poise::BoxFuture<'_, ()> {
    Box::pin(async move {
        // Never a second, different message: players only see hub replies. Serenity's HTTP
        // errors carry request URLs, which hold interaction tokens: redacted before logging.
        match err {
            poise::FrameworkError::Command { error, ctx, .. } => {
                let error = rest::redact(&error.to_string());
                tracing::warn!("command /{} failed: {error}", ctx.command().name);
            }
            poise::FrameworkError::ArgumentParse { error, ctx, .. } => {
                let error = rest::redact(&error.to_string());
                tracing::warn!("command /{}: bad arguments: {error}", ctx.command().name);
            }
            other => tracing::warn!("framework: {}", rest::redact(&other.to_string())),
        }
    })
}

/// Routes gateway events: component clicks, messages, READY.
pub(super) fn event_handler<'a>(
    fctx: poise::FrameworkContext<'a, Arc<Shared>, Error>,
    event: &'a serenity::FullEvent,
) -> poise::BoxFuture<'a, Result<(), Error>> {
    Box::pin(async move {
        let shared = fctx.user_data;
        match event {
            serenity::FullEvent::InteractionCreate {
                interaction: serenity::Interaction::Component(ci),
            } => shared.on_button(ci).await,
            serenity::FullEvent::Message { new_message } => shared.on_message(new_message).await,
            serenity::FullEvent::Ready { data_about_bot } => {
                tracing::info!(
                    "connected as {} (shard {:?})",
                    data_about_bot.user.name,
                    data_about_bot.shard
                );
                let shard = data_about_bot.shard.map_or(0, |s| s.id.0);
                shared.shard_connected(shard, true);
            }
            serenity::FullEvent::ShardStageUpdate { event } => {
                let up = matches!(event.new, serenity::ConnectionStage::Connected);
                shared.shard_connected(event.shard_id.0, up);
            }
            _ => {}
        }
        Ok(())
    })
}
