//! Playing from a page: a player's link (signed with the game, the member and an expiry)
//! opens the game page with its controls, and the page posts what the member does to
//! `POST /play`, the link carried in the body (`link`) or in the `X-Qibot-Link` header, never
//! in a cookie, so no other site can make a member's browser move. Every command goes to
//! [`Hub::submit`](crate::hub::Hub::submit), as Discord's do: the same checks, the same
//! versioned write, and the channel's board follows.
//!
//! Refused with 403 and a sentence in the page's language, changing nothing: a link that is
//! not a player's (a watch link, a wrong, renewed or turned-off one), an expired one, one of a
//! member who does not sit in the game, anything but a rematch in a finished game. Each link
//! may post [`RATE_PER_SECOND`] times a second (429 beyond); a body is at most
//! [`MAX_BODY_BYTES`] (413). The link is never logged: only the game and the member are.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::Instant;

use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};

use super::signed::SignedGame;
use super::{Target, Web, page, page_language, sign, store_failed};
use crate::hub::host::{Submitted, WebPlay};
use crate::hub::{Audience, Command, Ctx, Hub, Message, Player, now_ms};
use crate::store::types::GameId;
use crate::store::{GameRecord, Versioned};
use crate::text::msg;

/// The most a request body may hold, in bytes (a move and a link fit in a few hundred).
pub const MAX_BODY_BYTES: usize = 4096;

/// The requests a second one link may post (and the burst it may post at once).
pub const RATE_PER_SECOND: f64 = 10.0;

/// The `Retry-After` of a 429, in seconds: a link's bucket holds a post again after
/// `1 / RATE_PER_SECOND` seconds, rounded up to the header's whole seconds.
pub const RETRY_AFTER_SECS: u64 = 1;

/// Links whose posts are being counted beyond this are forgotten when idle.
const RATE_KEEP: usize = 10_000;

/// The header that may carry the link instead of the body.
pub const LINK_HEADER: &str = "x-qibot-link";

/// The posts of each link: a token bucket per link, refilled at [`RATE_PER_SECOND`].
#[derive(Default)]
pub struct Rates {
    buckets: Mutex<HashMap<String, (f64, Instant)>>,
}

impl Rates {
    /// Whether link `key` may post now (and counts it).
    pub fn allow(&self, key: &str) -> bool {
        let now = Instant::now();
        let mut b = self.buckets.lock().unwrap_or_else(|p| p.into_inner());
        if b.len() > RATE_KEEP {
            // Full buckets of idle links are the same as no bucket.
            b.retain(|_, (_, at)| now.duration_since(*at).as_secs_f64() * RATE_PER_SECOND < 1.0);
        }
        let (tokens, at) = b.entry(key.to_string()).or_insert((RATE_PER_SECOND, now));
        *tokens = (*tokens + now.duration_since(*at).as_secs_f64() * RATE_PER_SECOND)
            .min(RATE_PER_SECOND);
        *at = now;
        if *tokens >= 1.0 {
            *tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

/// What a page posts.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayRequest {
    /// The player's link (its path, or the whole URL); else the [`LINK_HEADER`] header.
    pub link: Option<String>,
    /// `move`, `resign`, `draw`, `takeback`, `accept`, `decline`, `hint`, `rematch`.
    pub action: String,
    /// The move (`move`): canonical (`c3c4`) or as players write it (`rat up`, `C2.5`).
    #[serde(rename = "move")]
    pub mv: Option<String>,
    /// The plies the page had seen: a move on an older position is refused. Required with
    /// `move` (400 without it); other actions default to the game's plies.
    pub ply: Option<usize>,
    /// The page's language.
    pub lang: Option<String>,
}

/// What `POST /play` answers (JSON).
#[derive(Debug, Default, Serialize)]
pub struct PlayAnswer {
    /// Whether the hub took the command.
    pub ok: bool,
    /// What the hub (or the page's checks) said, in the page's language.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    /// Whether the position had changed (the page reloads its state).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub stale: bool,
    /// A new page to open: the player's link to the rematch.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub open: Option<String>,
    /// The field of the request that is missing (a 400), e.g. `ply`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub missing: Option<&'static str>,
}

fn answer(status: StatusCode, a: PlayAnswer) -> Response {
    let body = serde_json::to_string(&a).unwrap_or_else(|_| "{}".to_string());
    (
        status,
        [(header::CONTENT_TYPE, "application/json; charset=utf-8")],
        body,
    )
        .into_response()
}

fn said(status: StatusCode, ok: bool, text: String) -> Response {
    answer(
        status,
        PlayAnswer {
            ok,
            message: Some(text),
            stale: false,
            open: None,
            missing: None,
        },
    )
}

/// A refusal of `POST /play`: `status` with the sentence `key` in `lang`.
fn refuse(web: &Web, status: StatusCode, lang: &str, key: &'static str) -> Response {
    said(status, false, web.inner.hub.i18n().format(lang, &msg(key)))
}

/// A 400 for a request without `field`: a sentence naming the field and what to do
/// (`web-play-missing-field`), and the field in `missing`.
fn missing(web: &Web, lang: &str, field: &'static str) -> Response {
    let text = web
        .inner
        .hub
        .i18n()
        .format(lang, &msg("web-play-missing-field").str("field", field));
    answer(
        StatusCode::BAD_REQUEST,
        PlayAnswer {
            message: Some(text),
            missing: Some(field),
            ..PlayAnswer::default()
        },
    )
}

/// The page saying a player's link cannot be used (`key`: why), 403.
pub fn refused_page(web: &Web, lang: &'static str, key: &'static str) -> Response {
    let body = page::message_page(web.inner.hub.i18n(), lang, key);
    (
        StatusCode::FORBIDDEN,
        [(header::CONTENT_TYPE, "text/html; charset=utf-8")],
        body,
    )
        .into_response()
}

/// A player's link read from its path (`/play/<id>/<user>/<exp>/<sig>`, or the whole URL):
/// the game, the member, the expiry and the signature; `None` for anything else.
pub fn parse_link(link: &str) -> Option<(GameId, String, i64, String)> {
    let path = match link.find("://") {
        Some(i) => {
            let rest = &link[i + 3..];
            &rest[rest.find('/')?..]
        }
        None => link,
    };
    let path = path.split(['?', '#']).next()?;
    let mut parts = path.strip_prefix("/play/")?.split('/');
    let id = parts.next()?.parse().ok()?;
    let user = percent_decode(parts.next()?)?;
    let expires = parts.next()?.parse().ok()?;
    let sig = parts.next()?.to_string();
    if parts.next().is_some() || user.is_empty() || sig.is_empty() {
        return None;
    }
    Some((id, user, expires, sig))
}

/// `s` with its `%XX` escapes decoded; `None` if one is broken or the result is not UTF-8.
fn percent_decode(s: &str) -> Option<String> {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'%' {
            let hex = s.get(i + 1..i + 3)?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(b[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

/// The command a page's `action` stands for in game `id`; `None` for an unknown one.
fn command(r: &PlayRequest, id: GameId) -> Option<Command> {
    Some(match r.action.as_str() {
        "move" => Command::Move(r.mv.clone().filter(|m| !m.trim().is_empty())?),
        "resign" => Command::Resign,
        "draw" => Command::Draw,
        "takeback" => Command::Takeback,
        "accept" => Command::Accept,
        "decline" => Command::Decline,
        "hint" => Command::Hint,
        "rematch" => Command::Rematch(id),
        _ => return None,
    })
}

impl Web {
    /// What the player's link of `user` to game `id` opens, expiring after the game's length
    /// ([`Hub::web_play_lifetime`]) from now; `None` if there is no such game, the member does
    /// not sit in it or it is over (or the store cannot say; logged).
    pub async fn play_target(&self, id: GameId, user: &str) -> Option<Target> {
        let g = match self.inner.store.game(id).await {
            Ok(Some(g)) => g.record,
            Ok(None) => return None,
            Err(e) => {
                tracing::warn!("web: cannot read game {id} for a player's link: {e}");
                return None;
            }
        };
        if seat(&g, user).is_none() || g.state.ending.is_some() {
            return None;
        }
        let expires = (now_ms() + Hub::web_play_lifetime(&g)) / 1000;
        Some(Target::Play {
            id,
            server: g.server,
            user: user.to_string(),
            expires,
        })
    }

    /// The player's link of `user` to game `id` ([`Web::play_target`]) to give them, while
    /// the server's links are on.
    pub async fn play_link(&self, id: GameId, user: &str) -> Option<String> {
        let t = self.play_target(id, user).await?;
        self.open_link(&t).await
    }
}

/// `POST /play`: one command of a player's page.
pub async fn post(State(web): State<Web>, headers: HeaderMap, body: Bytes) -> Response {
    let Ok(r) = serde_json::from_slice::<PlayRequest>(&body) else {
        let lang = page_language(None, &headers);
        return refuse(&web, StatusCode::BAD_REQUEST, lang, "web-play-bad-request");
    };
    let lang = page_language(r.lang.as_deref(), &headers);
    let link = r.link.clone().or_else(|| {
        headers
            .get(LINK_HEADER)
            .and_then(|v| v.to_str().ok())
            .map(str::to_string)
    });
    let Some((id, user, expires, sig)) = link.as_deref().and_then(parse_link) else {
        // A watch link cannot play; nor can no link, or anything else.
        let key = match link {
            Some(l) if l.contains("/game/") => "web-play-watch",
            _ => "web-play-bad-link",
        };
        return refuse(&web, StatusCode::FORBIDDEN, lang, key);
    };
    if !web.inner.rates.allow(&sig) {
        let mut r = refuse(
            &web,
            StatusCode::TOO_MANY_REQUESTS,
            lang,
            "web-play-too-fast",
        );
        r.headers_mut()
            .insert(header::RETRY_AFTER, HeaderValue::from(RETRY_AFTER_SECS));
        return r;
    }
    let game = match web.inner.store.game(id).await {
        Ok(Some(g)) => g,
        Ok(None) => return refuse(&web, StatusCode::FORBIDDEN, lang, "web-play-bad-link"),
        Err(e) => return store_failed(e),
    };
    let target = Target::Play {
        id,
        server: game.record.server.clone(),
        user: user.clone(),
        expires,
    };
    match sign::links(web.inner.store.as_ref(), target.server()).await {
        Ok(l) if l.on && web.inner.secret.verify(&target, l.generation, &sig) => {}
        Ok(_) => return refuse(&web, StatusCode::FORBIDDEN, lang, "web-play-bad-link"),
        Err(e) => return store_failed(e),
    }
    if expires <= now_ms() / 1000 {
        return refuse(&web, StatusCode::FORBIDDEN, lang, "web-play-expired");
    }
    let Some(player) = seat(&game.record, &user) else {
        return refuse(&web, StatusCode::FORBIDDEN, lang, "web-play-not-player");
    };
    let Some(cmd) = command(&r, id) else {
        return refuse(&web, StatusCode::BAD_REQUEST, lang, "web-play-bad-request");
    };
    let rematch = matches!(cmd, Command::Rematch(_));
    if game.record.state.ending.is_some() != rematch {
        let key = if rematch {
            "web-play-not-over"
        } else {
            "web-play-finished"
        };
        return refuse(&web, StatusCode::FORBIDDEN, lang, key);
    }
    // A move must say which position it was made on: without it the hub could not refuse a
    // move made on a board that changed meanwhile.
    let ply = match (&cmd, r.ply) {
        (_, Some(ply)) => ply,
        (Command::Move(_), None) => return missing(&web, lang, "ply"),
        (_, None) => game.record.moves.len(),
    };
    tracing::info!("web: {} by {user} in game {id}", r.action);
    let ctx = Ctx {
        server: game.record.server.clone(),
        channel: game.record.channel.clone(),
        user: Player {
            locale: Some(lang.to_string()),
            ..player
        },
    };
    let hub = &web.inner.hub;
    match hub.submit(&ctx, id, ply, cmd).await {
        Err(m) => {
            // Only a changed position (or a game gone) makes the page read the state again; a
            // store that failed is worth a retry of the same request.
            let (status, stale) = match m.id {
                "position-changed" => (StatusCode::CONFLICT, true),
                "game-gone" => (StatusCode::GONE, true),
                "store-failed" => (StatusCode::SERVICE_UNAVAILABLE, false),
                _ => (StatusCode::UNPROCESSABLE_ENTITY, false),
            };
            answer(
                status,
                PlayAnswer {
                    ok: false,
                    message: Some(hub.i18n().format(lang, &m)),
                    stale,
                    open: None,
                    missing: None,
                },
            )
        }
        Ok(Submitted::Queued) => answer(
            StatusCode::ACCEPTED,
            PlayAnswer {
                ok: true,
                message: None,
                stale: false,
                open: None,
                missing: None,
            },
        ),
        Ok(Submitted::Applied(replies)) => {
            let refused = replies.iter().any(|r| r.refused);
            let text: Vec<String> = replies
                .iter()
                .filter(|r| matches!(r.audience, Audience::Member { .. }) || r.refused)
                .map(|r| hub.i18n().format(lang, &r.message))
                .collect();
            let message = (!text.is_empty()).then(|| text.join("\n"));
            let open = if rematch && !refused {
                rematch_link(&web, &game, &user).await
            } else {
                None
            };
            let status = if refused {
                StatusCode::UNPROCESSABLE_ENTITY
            } else {
                StatusCode::OK
            };
            answer(
                status,
                PlayAnswer {
                    ok: !refused,
                    message,
                    stale: false,
                    open,
                    missing: None,
                },
            )
        }
    }
}

/// The member `user` as they sit in game `g`, if they do.
fn seat(g: &GameRecord, user: &str) -> Option<Player> {
    g.seats
        .iter()
        .filter_map(|s| s.member())
        .find(|p| p.id == user)
        .cloned()
}

/// The player's link of `user` to the game that followed `old` in its channel (a rematch
/// against the bot starts at once; against a member it is a challenge first: no link).
async fn rematch_link(web: &Web, old: &Versioned<GameRecord>, user: &str) -> Option<String> {
    let now = web.inner.hub.game_in(&old.record.channel).await?;
    if now.id == old.record.id {
        return None;
    }
    let link = web.play_link(now.id, user).await?;
    // The page posts from this site: its own path is enough.
    Some(
        link.strip_prefix(&web.inner.base_url)
            .unwrap_or(&link)
            .to_string(),
    )
}

/// A POST to a watch link's page (`/game/:id/:sig`): once the link is checked (a wrong one is
/// the 404 of every unsigned path), 403: a watch link cannot play.
pub async fn watch_post(State(web): State<Web>, game: SignedGame) -> Response {
    refuse(
        &web,
        StatusCode::FORBIDDEN,
        game.view.lang,
        "web-play-watch",
    )
}

/// The player's part of a page state: what the member may do now.
pub fn state(hub: &Hub, g: &Versioned<GameRecord>, user: &str, lang: &str) -> Option<WebPlay> {
    match hub.web_play(g, user, lang) {
        Ok(p) => p,
        Err(e) => {
            tracing::warn!("web: game {} cannot be read: {e}", g.record.id);
            None
        }
    }
}

/// The sentence `key` in `lang` (for a page's words).
pub fn word(hub: &Hub, lang: &str, key: &'static str) -> String {
    hub.i18n().format(lang, &Message::new(key))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_are_read_from_their_path_or_url() {
        assert_eq!(
            parse_link("/play/5/ann/1700000000/abcd"),
            Some((5, "ann".into(), 1_700_000_000, "abcd".into()))
        );
        assert_eq!(
            parse_link("https://q.example/play/5/a%20b/17/ab?lang=fr"),
            Some((5, "a b".into(), 17, "ab".into()))
        );
        for bad in [
            "/game/5/abcd",
            "/play/5/ann/17",
            "/play/x/ann/17/ab",
            "/play/5/ann/17/ab/extra",
            "/play/5/%zz/17/ab",
            "",
        ] {
            assert_eq!(parse_link(bad), None, "{bad}");
        }
    }

    #[test]
    fn each_link_posts_ten_times_a_second() {
        let r = Rates::default();
        let n = (0..30).filter(|_| r.allow("a")).count();
        assert_eq!(n, 10);
        assert!(r.allow("b"), "another link has its own count");
        std::thread::sleep(std::time::Duration::from_millis(250));
        assert!(r.allow("a"), "refilled");
    }
}
