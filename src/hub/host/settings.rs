//! Server settings: language, default game, hints in casual games.

use super::*;

impl Hub {
    /// Changes `server`'s settings with `change` and stores them; on a store failure they
    /// stay as they were.
    async fn change_settings(
        &self,
        server: &str,
        change: impl FnOnce(&mut ServerSettings),
    ) -> Result<(), StoreError> {
        let mut s = self.server_settings(server);
        change(&mut s);
        self.inner.store.set_server_settings(server, &s).await?;
        self.registry().servers.insert(server.to_string(), s);
        Ok(())
    }

    pub(super) async fn set_language(&self, ctx: &Ctx, lang: &str) -> Replies {
        let l = I18n::supported(lang).ok_or_else(|| msg("language-unknown").str("text", lang))?;
        self.change_settings(&ctx.server, |s| s.language = Some(l.to_string()))
            .await?;
        Ok(vec![Reply::channel(&ctx.channel, l, msg("language-set"))])
    }

    pub(super) async fn set_default_game(&self, ctx: &Ctx, game: &str) -> Replies {
        let kind = self.read_game(&ctx.server, Some(game))?;
        self.change_settings(&ctx.server, |s| s.game = Some(kind.to_string()))
            .await?;
        let loc = self.public_locale(&ctx.server);
        Ok(vec![Reply::channel(
            &ctx.channel,
            &loc,
            msg("default-game-set").msg("game", games::name(kind)),
        )])
    }

    pub(super) async fn set_casual_hints(&self, ctx: &Ctx, allowed: bool) -> Replies {
        self.change_settings(&ctx.server, |s| s.casual_hints = Some(allowed))
            .await?;
        let loc = self.public_locale(&ctx.server);
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
