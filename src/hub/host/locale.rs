//! Which language a reply is written in, and the refusal reply.

use super::*;

impl Hub {
    /// A server's settings as this process knows them: loaded by [`Hub::load_settings`] (before
    /// every command but `/help` and `/rules`), else the defaults. Never waits for the store.
    pub(super) fn server_settings(&self, server: &str) -> ServerSettings {
        self.registry()
            .servers
            .get(server)
            .cloned()
            .unwrap_or_default()
    }

    /// Reads a server's settings from the store once (later changes go through this process,
    /// which owns the server). A store failure leaves them unloaded, so the next command tries
    /// again.
    pub(super) async fn load_settings(&self, server: &str) {
        if self.registry().servers.contains_key(server) {
            return;
        }
        if let Ok(s) = self.inner.store.server_settings(server).await {
            self.registry().servers.insert(server.to_string(), s);
        }
    }

    pub(super) fn default_lang(&self) -> &'static str {
        I18n::supported(&self.inner.config.language).unwrap_or("en")
    }

    /// The language of a message the whole channel sees (boards, announcements, answers to
    /// the channel): the server's (`/language`), else the configured default. Never the acting
    /// member's: everyone in the channel reads it.
    pub(super) fn public_locale(&self, server: &str) -> String {
        self.server_settings(server)
            .language
            .as_deref()
            .and_then(I18n::supported)
            .unwrap_or(self.default_lang())
            .to_string()
    }

    /// The language of a game's own announcements (the bot's moves, the end, timers): its
    /// server's public one ([`Hub::public_locale`]).
    pub(super) fn table_locale(&self, t: &Table) -> String {
        self.public_locale(&t.server)
    }

    /// The language of a message only `user` sees: the member's own (their choice, else the
    /// one the front-end sends with each action: Discord's interaction `locale`, the console's
    /// `--lang`), else the server's, else the default.
    pub(super) fn private_locale(&self, server: &str, user: &Player) -> String {
        user.locale
            .as_deref()
            .and_then(I18n::supported)
            .map(str::to_string)
            .unwrap_or_else(|| self.public_locale(server))
    }

    pub(super) fn refusal(&self, ctx: &Ctx, m: Message) -> Reply {
        let mut r = Reply::member(
            &ctx.channel,
            &ctx.user.id,
            &self.private_locale(&ctx.server, &ctx.user),
            m,
        );
        r.refused = true;
        r
    }
}
