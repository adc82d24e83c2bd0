//! Links for the other front-ends: the signed link Discord puts on a board ("Watch") or on a
//! `/leaderboard`, `/profile`, `/history` or `/games` reply, only while the server's links are
//! on; and `/web off|on|reset`, which turns a server's links off or on or rotates them.

use super::Web;
use super::sign::{self, Links, Target};
use crate::store::StoreError;
use crate::store::types::GameId;

/// What `/web` does to a server's links.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkChange {
    /// Links work (at the current generation: links given before `off` work again).
    On,
    /// Every link of the server answers 404, and no new link is shown.
    Off,
    /// A new generation: every link given so far dies (on or off stays as it was).
    Reset,
}

impl std::fmt::Debug for Web {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Web")
            .field("base_url", &self.inner.base_url)
            .finish_non_exhaustive()
    }
}

impl Web {
    /// The signed link of `target` to show members, or `None` while its server's links are
    /// off (or when the store cannot say: no link is better than a dead one; logged).
    pub async fn open_link(&self, target: &Target) -> Option<String> {
        let l = match sign::links(self.inner.store.as_ref(), target.server()).await {
            Ok(l) => l,
            Err(e) => {
                tracing::warn!("web: cannot read the links of {}: {e}", target.server());
                return None;
            }
        };
        if !l.on {
            return None;
        }
        let sig = self.inner.secret.sign(target, l.generation);
        Some(format!("{}{}", self.inner.base_url, target.path(&sig)))
    }

    /// The link of game `id` to show members ([`Web::open_link`]); `None` without such a game.
    pub async fn open_game_link(&self, id: GameId) -> Option<String> {
        let server = match self.inner.store.game(id).await {
            Ok(Some(g)) => g.record.server,
            Ok(None) => return None,
            Err(e) => {
                tracing::warn!("web: cannot read game {id} for its link: {e}");
                return None;
            }
        };
        self.open_link(&Target::Game { id, server }).await
    }

    /// Applies `change` to `server`'s links; their new state.
    ///
    /// # Errors
    /// The [`StoreError`] if the store cannot be read or written (nothing changed then).
    pub async fn change_links(
        &self,
        server: &str,
        change: LinkChange,
    ) -> Result<Links, StoreError> {
        let store = self.inner.store.as_ref();
        let mut l = sign::links(store, server).await?;
        match change {
            LinkChange::On => l.on = true,
            LinkChange::Off => l.on = false,
            LinkChange::Reset => l.generation += 1,
        }
        sign::set_links(store, server, l).await?;
        Ok(l)
    }
}
