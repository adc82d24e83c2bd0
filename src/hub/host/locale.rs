//! Which language a reply is written in, and the refusal reply.

use super::*;

impl Hub {
    pub(super) fn server_settings(&self, server: &str) -> ServerSettings {
        if let Some(s) = self.registry().servers.get(server) {
            return s.clone();
        }
        let s = self.inner.store.server_settings(server).unwrap_or_default();
        self.registry()
            .servers
            .insert(server.to_string(), s.clone());
        s
    }

    pub(super) fn default_lang(&self) -> &'static str {
        I18n::supported(&self.inner.config.language).unwrap_or("en")
    }

    /// The language of a message the whole channel sees: the server's, else the member's.
    pub(super) fn public_locale(&self, server: &str, user: Option<&Player>) -> String {
        let s = self.server_settings(server);
        s.language
            .as_deref()
            .and_then(I18n::supported)
            .or_else(|| {
                user.and_then(|u| u.locale.as_deref())
                    .and_then(I18n::supported)
            })
            .unwrap_or(self.default_lang())
            .to_string()
    }

    /// The language of a game's own announcements (the bot's moves, the end, timers): the
    /// server's, else a player's, else the default.
    pub(super) fn table_locale(&self, t: &Table) -> String {
        let s = self.server_settings(&t.server);
        s.language
            .as_deref()
            .and_then(I18n::supported)
            .or_else(|| {
                t.seats
                    .iter()
                    .filter_map(Seat::member)
                    .find_map(|p| p.locale.as_deref().and_then(I18n::supported))
            })
            .unwrap_or(self.default_lang())
            .to_string()
    }

    /// The language of a message only `user` sees: theirs, else the server's.
    pub(super) fn private_locale(&self, server: &str, user: &Player) -> String {
        user.locale
            .as_deref()
            .and_then(I18n::supported)
            .map(str::to_string)
            .unwrap_or_else(|| self.public_locale(server, None))
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
