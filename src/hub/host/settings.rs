//! Server settings: language, default game, hints in casual games.

use super::*;

impl Hub {
    pub(super) fn set_language(&self, ctx: &Ctx, lang: &str) -> Result<Vec<Reply>, Refusal> {
        let l = I18n::supported(lang).ok_or_else(|| msg("language-unknown").str("text", lang))?;
        let mut s = self.server_settings(&ctx.server);
        s.language = Some(l.to_string());
        self.inner.store.set_server_settings(&ctx.server, &s)?;
        self.registry().servers.insert(ctx.server.clone(), s);
        Ok(vec![Reply::channel(&ctx.channel, l, msg("language-set"))])
    }

    pub(super) fn set_default_game(&self, ctx: &Ctx, game: &str) -> Result<Vec<Reply>, Refusal> {
        let kind = self.read_game(&ctx.server, Some(game))?;
        let mut s = self.server_settings(&ctx.server);
        s.game = Some(kind.to_string());
        self.inner.store.set_server_settings(&ctx.server, &s)?;
        self.registry().servers.insert(ctx.server.clone(), s);
        let loc = self.public_locale(&ctx.server, Some(&ctx.user));
        Ok(vec![Reply::channel(
            &ctx.channel,
            &loc,
            msg("default-game-set").msg("game", i18n::game(kind)),
        )])
    }

    pub(super) fn set_casual_hints(&self, ctx: &Ctx, allowed: bool) -> Result<Vec<Reply>, Refusal> {
        let mut s = self.server_settings(&ctx.server);
        s.casual_hints = Some(allowed);
        self.inner.store.set_server_settings(&ctx.server, &s)?;
        self.registry().servers.insert(ctx.server.clone(), s);
        let loc = self.public_locale(&ctx.server, Some(&ctx.user));
        Ok(vec![Reply::channel(
            &ctx.channel,
            &loc,
            msg(if allowed {
                "casual-hints-on"
            } else {
                "casual-hints-off"
            }),
        )])
    }
}
