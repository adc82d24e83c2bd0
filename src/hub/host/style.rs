//! Members' piece styles: `/style` (stored per member in the store's `member_settings`, the
//! same on every server) and the style each board is drawn in.
//!
//! A board shown to one member (an ephemeral `/board`, a hint, a refusal with the board) is
//! drawn in that member's style; a board shown to the channel in the style of the player to
//! move, and in a game against the bot in the member's (see [`BoardView::viewer`]). A member
//! who chose no style sees each game's own look ([`games::HostedGame::piece_style`]). Styles read
//! from the store are kept [`STYLE_TTL_MS`]: a change made through another process (another
//! shard) shows within that time, one made here at once.

use super::*;
use crate::render::PieceStyle;
use crate::store::MemberSettings;

/// How long a style read from the store is used before it is read again (ms).
const STYLE_TTL_MS: i64 = 30_000;

impl Hub {
    /// Changes `member`'s stored settings with `change`, keeping the others as stored.
    ///
    /// # Errors
    /// The store's, when it cannot read or write the settings.
    pub(super) async fn update_member_settings(
        &self,
        member: &str,
        change: impl FnOnce(&mut MemberSettings),
    ) -> Result<(), StoreError> {
        let mut settings = self.inner.store.member_settings(member).await?;
        change(&mut settings);
        self.inner
            .store
            .set_member_settings(member, &settings)
            .await
    }

    /// The style `member` chose (`None`: none), from the cache or the store. A store that
    /// fails or a stored word no longer known count as no choice: the board is still drawn.
    pub(super) async fn member_style(&self, member: &str) -> Option<PieceStyle> {
        let now = now_ms();
        if let Some(&(style, at)) = self.registry().styles.get(member)
            && now - at < STYLE_TTL_MS
        {
            return style;
        }
        let style = match self.inner.store.member_settings(member).await {
            Ok(s) => s.piece_style.and_then(|name| name.parse().ok()),
            Err(e) => {
                tracing::warn!("piece style of {member} not read: {e}");
                return None;
            }
        };
        self.registry()
            .styles
            .insert(member.to_string(), (style, now));
        style
    }

    /// Sets each board of `replies` in the style of the member it is drawn for.
    pub(super) async fn apply_styles(&self, replies: &mut [Reply]) {
        for r in replies.iter_mut() {
            let Some(view) = &r.board else { continue };
            let viewer = match &r.audience {
                Audience::Member { user, .. } => Some(user.clone()),
                Audience::Channel(_) => view.viewer.clone(),
            };
            let kind = view.position.kind();
            let style = match viewer {
                Some(m) => self.member_style(&m).await,
                None => None,
            };
            if let Some(view) = &mut r.board {
                view.style = style.unwrap_or(games::of(kind).piece_style());
            }
        }
    }

    /// `/style NAME`: stores the asking member's piece style, keeping their other settings;
    /// `/style` alone tells the current one and the choices. An unknown name is refused with
    /// the names, changing nothing.
    pub(super) async fn set_style(&self, ctx: &Ctx, name: Option<&str>) -> Replies {
        let loc = self.private_locale(&ctx.server, &ctx.user);
        let member = &ctx.user.id;
        let Some(name) = name else {
            let m = match self.member_style(member).await {
                Some(s) => msg("style-current").msg("style", style_name(s)),
                None => msg("style-current").msg("style", msg("style-default")),
            };
            return Ok(vec![Reply::member(&ctx.channel, member, &loc, m)]);
        };
        let style: PieceStyle = name
            .parse()
            .map_err(|_| msg("style-unknown").str("text", name))?;
        self.update_member_settings(member, |s| s.piece_style = Some(style.name().to_string()))
            .await?;
        self.registry()
            .styles
            .insert(member.clone(), (Some(style), now_ms()));
        Ok(vec![Reply::member(
            &ctx.channel,
            member,
            &loc,
            msg("style-set").msg("style", style_name(style)),
        )])
    }
}

/// The style's name in the reader's language.
fn style_name(style: PieceStyle) -> Message {
    msg(match style {
        PieceStyle::Characters => "style-characters",
        PieceStyle::Letters => "style-letters",
        PieceStyle::Pictograms => "style-pictograms",
    })
}
