//! Which language a reply is written in, and the refusal reply.

use super::*;

/// How long a member's language read from the store is used before it is read again (ms).
const LANGUAGE_TTL_MS: i64 = 30_000;

/// The words of `/mylanguage` that clear a member's choice: their replies follow the
/// front-end's language again (Discord's interaction `locale`), then the server's.
pub const FOLLOW_WORDS: [&str; 5] = ["auto", "discord", "default", "defaut", "none"];

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
    /// member's: everyone in the channel reads it. Capabilities beside the sessions (the
    /// tournaments) word their channel messages in it too.
    pub fn public_locale(&self, server: &str) -> String {
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

    /// The language of a message only `user` sees: the member's own choice (`/mylanguage`,
    /// as this process last read it, see [`Hub::load_member_language`]), else the one the
    /// front-end sends with each action (Discord's interaction `locale`, the console's
    /// `--lang`), else the server's, else the default.
    pub(super) fn private_locale(&self, server: &str, user: &Player) -> String {
        self.member_language(&user.id)
            .or_else(|| user.locale.as_deref().and_then(I18n::supported))
            .map(str::to_string)
            .unwrap_or_else(|| self.public_locale(server))
    }

    /// The language of what only `user` reads on `server`, in `Hub::private_locale`'s order
    /// (their own choice as this process knows it, then `user.locale`, the server's, the
    /// default), for front-ends that answer without a command: a refusal of their own, the
    /// move autocomplete. Never waits for the store.
    pub fn member_locale(&self, server: &str, user: &Player) -> String {
        self.private_locale(server, user)
    }

    /// The language `member` chose, as this process knows it (never waits for the store).
    fn member_language(&self, member: &str) -> Option<&'static str> {
        self.registry()
            .languages
            .get(member)
            .and_then(|&(lang, _)| lang)
    }

    /// Reads the language `member` chose from the store, unless it was read less than
    /// [`LANGUAGE_TTL_MS`] ago (a change made through another process shows within that time,
    /// one made here at once). A store that fails keeps what was known; a stored tag no longer
    /// spoken counts as no choice.
    pub(in crate::hub) async fn load_member_language(&self, member: &str) {
        let now = now_ms();
        if let Some(&(_, at)) = self.registry().languages.get(member)
            && now - at < LANGUAGE_TTL_MS
        {
            return;
        }
        match self.inner.store.member_settings(member).await {
            Ok(s) => {
                let lang = s.language.as_deref().and_then(I18n::supported);
                self.registry()
                    .languages
                    .insert(member.to_string(), (lang, now));
            }
            Err(e) => tracing::warn!("language of {member} not read: {e}"),
        }
    }

    /// `/mylanguage`: the asking member's own language, on every server, for what only they
    /// read. `None` tells the current choice; a language (its tag, Discord code or name) is
    /// stored; `auto` (or [`FOLLOW_WORDS`]) clears it, back to the front-end's language. An
    /// unknown word is refused, changing nothing. The answer is in the language now in force.
    pub(super) async fn set_member_language(
        &self,
        ctx: &Ctx,
        word: Option<&str>,
    ) -> Result<Vec<Reply>, Refusal> {
        let member = &ctx.user.id;
        let Some(word) = word else {
            let loc = self.private_locale(&ctx.server, &ctx.user);
            let m = match self.member_language(member) {
                Some(l) => msg("member-language-current").msg("language", language_name(l)),
                None => msg("member-language-none"),
            };
            return Ok(vec![Reply::member(&ctx.channel, member, &loc, m)]);
        };
        let folded = crate::games::text::fold(word.trim());
        let lang = if FOLLOW_WORDS.contains(&folded.as_str()) {
            None
        } else {
            Some(I18n::supported(word).ok_or_else(|| msg("language-unknown").str("text", word))?)
        };
        self.update_member_settings(member, |s| s.language = lang.map(str::to_string))
            .await?;
        self.registry()
            .languages
            .insert(member.clone(), (lang, now_ms()));
        let loc = self.private_locale(&ctx.server, &ctx.user);
        let m = match lang {
            Some(l) => msg("member-language-set").msg("language", language_name(l)),
            None => msg("member-language-cleared"),
        };
        Ok(vec![Reply::member(&ctx.channel, member, &loc, m)])
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

/// A language's name inside a sentence (`language-name`, by its tag), in the reader's language
/// and case: "français" in French, "tiếng Việt" in Vietnamese, not the capitalised label of
/// the `/mylanguage` choices.
fn language_name(tag: &str) -> Message {
    msg("language-name").str("tag", tag)
}
