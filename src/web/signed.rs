//! What a signed route opens, as axum extractors: the path's signature is checked against what
//! the path names (a game, a server's board, a member's profile) and the server's link
//! generation before a handler runs. Every failure — a malformed path, a wrong, missing or
//! foreign signature, links turned off, nothing there — is the same 404 page in the asker's
//! language; a store failure is a 503.

use std::collections::HashMap;

use axum::async_trait;
use axum::extract::{FromRequestParts, Path, Query};
use axum::http::request::Parts;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};

use super::page::View;
use super::{PageQuery, Target, Web, sign, store_failed};
use crate::store::types::GameId;
use crate::store::{GameRecord, StoreError, Versioned};

/// The parts every signed route reads: the path's parameters and the page's query.
struct Asked {
    params: HashMap<String, String>,
    query: PageQuery,
    view: View,
}

impl Asked {
    async fn read(parts: &mut Parts, web: &Web) -> Asked {
        let query = Query::<PageQuery>::from_request_parts(parts, web)
            .await
            .map(|Query(q)| q)
            .unwrap_or_default();
        let view = query.view(&parts.headers);
        let params = Path::<HashMap<String, String>>::from_request_parts(parts, web)
            .await
            .map(|Path(p)| p)
            .unwrap_or_default();
        Asked {
            params,
            query,
            view,
        }
    }

    /// The request's query and path read ([`Asked::read`]), with the path parameters `names`
    /// ([`Asked::params`]); a missing one answers 404.
    async fn with<const N: usize>(
        parts: &mut Parts,
        web: &Web,
        names: [&str; N],
    ) -> Result<(Asked, [String; N]), Response> {
        let a = Asked::read(parts, web).await;
        let values = a.params(web, names).map_err(|r| *r)?;
        Ok((a, values))
    }

    /// Path parameters `names`, or the 404 page if one is missing.
    fn params<const N: usize>(
        &self,
        web: &Web,
        names: [&str; N],
    ) -> Result<[String; N], Box<Response>> {
        let mut out = [(); N].map(|_| String::new());
        for (o, name) in out.iter_mut().zip(names) {
            match self.params.get(name) {
                Some(v) => o.clone_from(v),
                None => return Err(Box::new(web.not_found(self.view.lang))),
            }
        }
        Ok(out)
    }

    /// The page asked for (`?page=`, from 0).
    fn page(&self) -> usize {
        self.query
            .page
            .as_deref()
            .and_then(|p| p.parse().ok())
            .unwrap_or(0)
    }
}

/// The current link generation of `target`'s server if `sig` signs `target` and the server's
/// links are on.
async fn verify(web: &Web, target: &Target, sig: &str) -> Result<Option<u64>, StoreError> {
    let l = sign::links(web.inner.store.as_ref(), target.server()).await?;
    Ok((l.on && web.inner.secret.verify(target, l.generation, sig)).then_some(l.generation))
}

/// `target` if `sig` signs it: its server's link generation (to sign the links the page
/// shows), or the response that refuses it.
async fn checked(
    web: &Web,
    target: &Target,
    sig: &str,
    lang: &'static str,
) -> Result<u64, Response> {
    match verify(web, target, sig).await {
        Ok(Some(generation)) => Ok(generation),
        Ok(None) => Err(web.not_found(lang)),
        Err(e) => Err(store_failed(e)),
    }
}

/// A player's link (`/play/:id/:user/:exp/:sig/…`) as it was checked: whose side it moves
/// and until when.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayLink {
    /// The member who plays with it.
    pub user: String,
    /// When it stops working (Unix seconds).
    pub expires: i64,
}

/// A game opened through its signed link (`/game/:id/:sig/…`) or a player's link
/// (`/play/:id/:user/:exp/:sig/…`, unexpired).
pub struct SignedGame {
    /// The game as stored.
    pub game: Versioned<GameRecord>,
    /// The link's signature (to build the page's own links).
    pub sig: String,
    /// The page's language and the board's look.
    pub view: View,
    /// The query (the ply shown).
    pub query: PageQuery,
    /// The `:ply` path parameter of a board picture.
    pub ply: Option<String>,
    /// The player's link, when the page was opened through one.
    pub play: Option<PlayLink>,
}

impl SignedGame {
    /// The link's path below the public URL (`/game/5/<sig>`, `/play/5/<user>/<exp>/<sig>`):
    /// the base of the page's own links.
    pub fn base(&self) -> String {
        self.target().path(&self.sig)
    }

    /// What the link opens.
    pub fn target(&self) -> Target {
        let (id, server) = (self.game.record.id, self.game.record.server.clone());
        match &self.play {
            Some(p) => Target::Play {
                id,
                server,
                user: p.user.clone(),
                expires: p.expires,
            },
            None => Target::Game { id, server },
        }
    }
}

#[async_trait]
impl FromRequestParts<Web> for SignedGame {
    type Rejection = Response;

    async fn from_request_parts(parts: &mut Parts, web: &Web) -> Result<Self, Response> {
        let (a, [id, sig]) = Asked::with(parts, web, ["id", "sig"]).await?;
        let lang = a.view.lang;
        let Ok(id) = id.parse::<GameId>() else {
            return Err(web.not_found(lang));
        };
        // A player's link names its member and expiry too (both signed).
        let play = match (a.params.get("user"), a.params.get("exp")) {
            (Some(user), Some(exp)) => match exp.parse::<i64>() {
                Ok(expires) => Some(PlayLink {
                    user: user.clone(),
                    expires,
                }),
                Err(_) => return Err(web.not_found(lang)),
            },
            _ => None,
        };
        let game = match web.inner.store.game(id).await {
            Ok(Some(g)) => g,
            Ok(None) => return Err(web.not_found(lang)),
            Err(e) => return Err(store_failed(e)),
        };
        let mut g = SignedGame {
            game,
            sig,
            ply: a.params.get("ply").cloned(),
            view: a.view,
            query: a.query,
            play,
        };
        checked(web, &g.target(), &g.sig, lang).await?;
        if let Some(p) = &g.play {
            if p.expires <= crate::hub::now_ms() / 1000 {
                return Err(super::play::refused_page(web, lang, "web-play-expired"));
            }
            // The second side's player sees the board from their side unless they asked
            // otherwise (`flip=0`, kept in the page's links).
            if g.game.record.seats[1]
                .member()
                .is_some_and(|m| m.id == p.user)
            {
                g.view.flip_zero = true;
                if g.query.flip.is_none() {
                    g.view.flip = true;
                }
            }
        }
        Ok(g)
    }
}

/// A server's board (`/server/:server/:sig`) or a member's profile
/// (`/member/:server/:user/:sig`) opened through its signed link.
pub struct SignedList {
    /// What the link opens: [`Target::Server`] or [`Target::Member`].
    pub target: Target,
    /// The server's link generation now (to sign the links the page shows).
    pub generation: u64,
    /// The page's language.
    pub view: View,
    /// The page of the lists asked for (from 0).
    pub page: usize,
}

#[async_trait]
impl FromRequestParts<Web> for SignedList {
    type Rejection = Response;

    async fn from_request_parts(parts: &mut Parts, web: &Web) -> Result<Self, Response> {
        let (a, [server, sig]) = Asked::with(parts, web, ["server", "sig"]).await?;
        let target = match a.params.get("user") {
            Some(user) => Target::Member {
                server,
                user: user.clone(),
            },
            None => Target::Server(server),
        };
        let generation = checked(web, &target, &sig, a.view.lang).await?;
        Ok(SignedList {
            target,
            generation,
            page: a.page(),
            view: a.view,
        })
    }
}

/// The answer to a method a signed route does not take, once its link was checked (before,
/// a wrong link is the 404 of every unsigned path): 405, saying what it takes.
pub fn method_not_allowed() -> Response {
    (
        StatusCode::METHOD_NOT_ALLOWED,
        [(header::ALLOW, "GET,HEAD")],
    )
        .into_response()
}

/// Any other method on a game's link (watch or player's): checked, then
/// [`method_not_allowed`].
pub async fn game_other(_game: SignedGame) -> Response {
    method_not_allowed()
}
