//! The web pages seen from Discord: the buttons of boards ("Watch", and "Play in browser",
//! which answers a player with their own link, privately) and the link buttons of
//! `/leaderboard`, `/profile`, `/history` and `/games` replies, `/web links off|on|reset`,
//! `/web play`, and the gateway's shards for `/healthz` and `/metrics`. Without web pages (no
//! public address) none of this shows.

use serde_json::Value;

use crate::hub::{Ctx, Message, Reply};
use crate::web::Target;
use crate::web::links::LinkChange;

use super::{Extras, Interaction, Shared, present};

/// The action of the "Play in browser" button: `qibot:web-play:<game>`, answered here (the
/// hub never sees it).
pub(super) const PLAY_ACTION: &str = "web-play";

impl Shared {
    /// Adds the "Watch" button of game `game`'s page to its board `payload` (in `locale`)
    /// and, while the game is `running`, the "Play in browser" button
    /// (`qibot:web-play:<game>`), while the game's server has its links on.
    pub(super) async fn watch_button(
        &self,
        payload: &mut Value,
        game: i64,
        locale: &str,
        running: bool,
    ) {
        let Some(web) = self.web.as_ref().filter(|_| self.web_links) else {
            return;
        };
        if let Some(url) = web.open_game_link(game).await {
            let words = self.hub.i18n();
            let label = words.format(locale, &Message::new("discord-web-watch"));
            present::add_link(payload, &label, &url);
            if running {
                let label = words.format(locale, &Message::new("discord-web-play"));
                let id = crate::hub::reply::button_id(PLAY_ACTION, game);
                present::add_action(payload, &label, &id);
            }
        }
    }

    /// Answers `it` privately with the member's own link to play game `game` (`None`: there
    /// is no game here) in a browser, as a link button, or says why there is none: they do
    /// not play it (or it is over), the server's links are off, the bot has no web pages.
    pub(super) async fn play_link(&self, it: &Interaction, ctx: &Ctx, game: Option<i64>) {
        let locale = ctx.user.locale.clone().unwrap_or_default();
        let refuse = |key: &'static str| {
            let mut r = Reply::member(&ctx.channel, &ctx.user.id, &locale, Message::new(key));
            r.refused = true;
            r
        };
        let Some(web) = self.web.as_ref().filter(|_| self.web_links) else {
            let r = refuse("discord-web-unset");
            self.answer(it, async move { vec![r] }, Extras::default())
                .await;
            return;
        };
        let target = match game {
            Some(id) => web.play_target(id, &ctx.user.id).await,
            None => None,
        };
        let (r, link) = match target {
            None => (refuse("discord-web-play-none"), None),
            Some(t) if web.open_link(&t).await.is_none() => (refuse("discord-web-play-off"), None),
            Some(t) => {
                let (id, expires) = match &t {
                    Target::Play { id, expires, .. } => (*id, *expires),
                    _ => (0, 0),
                };
                let m = Message::new("discord-web-play-link")
                    .num("game", id)
                    .str("expires", expires);
                let r = Reply::member(&ctx.channel, &ctx.user.id, &locale, m);
                (r, Some(t))
            }
        };
        let extras = Extras {
            link,
            ..Extras::default()
        };
        self.answer(it, async move { vec![r] }, extras).await;
    }

    /// Adds a button opening `target`'s page (a server's board, a member's profile) to a
    /// message `payload` (in `locale`), while its server has its links on.
    pub(super) async fn link_button(&self, payload: &mut Value, target: &Target, locale: &str) {
        let Some(web) = self.web.as_ref().filter(|_| self.web_links) else {
            return;
        };
        let key = match target {
            Target::Game { .. } => "discord-web-watch",
            Target::Server(_) => "discord-web-server",
            Target::Member { .. } => "discord-web-member",
            Target::Play { .. } => "discord-web-play",
        };
        if let Some(url) = web.open_link(target).await {
            let label = self.hub.i18n().format(locale, &Message::new(key));
            present::add_link(payload, &label, &url);
        }
    }

    /// `/web off|on|reset` by a member allowed to manage the server (the caller checks):
    /// changes the server's links and says so in the channel; without web pages, says there
    /// are none (to the member alone).
    pub(super) async fn change_links(&self, it: &Interaction, ctx: &Ctx, change: LinkChange) {
        let locale = self.hub.member_locale(&ctx.server, &ctx.user);
        let Some(web) = self.web.as_ref().filter(|_| self.web_links) else {
            let r = Reply::member(
                &ctx.channel,
                &ctx.user.id,
                &locale,
                Message::new("discord-web-unset"),
            );
            self.answer(it, async move { vec![r] }, Extras::default())
                .await;
            return;
        };
        let web = web.clone();
        let (server, channel) = (ctx.server.clone(), ctx.channel.clone());
        let work = async move {
            let key = match change {
                LinkChange::On => "discord-web-on",
                LinkChange::Off => "discord-web-off",
                LinkChange::Reset => "discord-web-reset",
            };
            match web.change_links(&server, change).await {
                Ok(_) => vec![Reply::channel(&channel, &locale, Message::new(key))],
                Err(e) => {
                    tracing::warn!("/web on server {server}: {e}");
                    let m = Message::new("store-failed").str("detail", e.to_string());
                    vec![Reply::channel(&channel, &locale, m)]
                }
            }
        };
        self.answer(it, work, Extras::default()).await;
    }

    /// Notes shard `shard` connected (`true`) or not, for `/healthz` and `/metrics`.
    pub(super) fn shard_connected(&self, shard: u32, connected: bool) {
        let n = {
            let mut s = self.shards.lock().unwrap_or_else(|p| p.into_inner());
            if connected {
                s.insert(shard);
            } else {
                s.remove(&shard);
            }
            s.len()
        };
        if let Some(w) = &self.web {
            w.metrics().shards_connected.set(n as i64);
        }
    }
}
