//! The web front-end: a page for every game, live or finished, reachable only through signed
//! links; `/healthz` and `/metrics` for operators. Like the console and Discord it presents what
//! the hub says ([`Hub::web_game`], [`Hub::web_board`]): no rule of any game is here.
//!
//! - [`sign`]: signed links (HMAC-SHA256; a wrong, missing or foreign signature is a 404).
//! - [`config`]: the `[web]` settings and the secret.
//! - [`metrics`]: Prometheus metrics and the store wrapper that feeds them.
//! - [`watch`]: live games for the page streams (Server-Sent Events).
//! - [`play`]: player's links: the page's controls post commands to the hub.
//! - [`doors`]: the server: its timeouts and the security headers on every response.
//! - [`page`]: the HTML templates (checked at compile time); `static/` the script and style,
//!   embedded in the binary.
//!
//! Every response carries `Content-Security-Policy: default-src 'self'` (no inline script or
//! style, nothing from elsewhere), `Referrer-Policy: no-referrer` (links must not leak through
//! Referer) and `X-Content-Type-Options: nosniff`, also the ones the HTTP layer makes itself
//! (400 for a garbled request, 414, 405, 404). A connection that has not sent a request's head
//! within `header_timeout_ms`, or waits idle that long between requests, is closed.

pub mod boards;
pub mod config;
pub mod doors;
pub mod links;
pub mod metrics;
pub mod page;
pub mod play;
pub mod sign;
pub mod signed;
pub mod watch;

use std::convert::Infallible;
use std::future::Future;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::extract::{MatchedPath, Request, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::middleware::{self, Next};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::routing::{MethodRouter, get, post};
use futures_util::Stream;
use serde::Deserialize;

pub use config::WebConfig;
pub use doors::{CSP, Doors};
pub use metrics::{Metrics, WatchedStore};
pub use sign::{Secret, Target};

use crate::hub::{Hub, I18n, now_ms};
use crate::store::types::GameId;
use crate::store::{GameRecord, Store, StoreError};
use signed::{SignedGame, game_other};
use watch::{Seen, Watchers};

/// The page script and style, served from the binary.
const GAME_JS: &str = include_str!("static/game.js");
const WEB_CSS: &str = include_str!("static/web.css");

struct Inner {
    hub: Hub,
    store: Arc<dyn Store>,
    secret: Secret,
    metrics: Arc<Metrics>,
    watchers: Arc<Watchers>,
    base_url: String,
    /// The posts of each player's link, for the rate limit.
    rates: play::Rates,
}

/// The web front-end of one process. Cheap to clone.
#[derive(Clone)]
pub struct Web {
    inner: Arc<Inner>,
}

/// The language of a page: `?lang=`, else the first language of `Accept-Language` qibot
/// speaks, else English.
pub fn page_language(asked: Option<&str>, headers: &HeaderMap) -> &'static str {
    if let Some(l) = asked.and_then(I18n::supported) {
        return l;
    }
    let accept = headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let mut tags: Vec<(f32, usize, &str)> = accept
        .split(',')
        .enumerate()
        .filter_map(|(i, part)| {
            let mut it = part.split(';');
            let tag = it.next()?.trim();
            let q = it
                .find_map(|p| p.trim().strip_prefix("q="))
                .and_then(|q| q.trim().parse::<f32>().ok())
                .unwrap_or(1.0);
            Some((q, i, tag))
        })
        .collect();
    tags.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    tags.iter()
        .filter(|(q, _, _)| *q > 0.0)
        .find_map(|(_, _, t)| I18n::supported(t))
        .unwrap_or("en")
}

/// The query of a game page and its pictures.
#[derive(Debug, Default, Deserialize)]
pub struct PageQuery {
    /// The page's language.
    pub lang: Option<String>,
    /// `1`: the second side at the bottom.
    pub flip: Option<String>,
    /// The piece style.
    pub style: Option<String>,
    /// The ply shown (default: the last).
    pub ply: Option<String>,
    /// The page of a list (server board, profile), from 0.
    pub page: Option<String>,
}

impl PageQuery {
    fn view(&self, headers: &HeaderMap) -> page::View {
        page::View {
            lang: page_language(self.lang.as_deref(), headers),
            flip: matches!(self.flip.as_deref(), Some("1" | "true" | "yes")),
            style: self
                .style
                .as_deref()
                .and_then(|s| s.parse::<crate::render::PieceStyle>().ok())
                .map(crate::render::PieceStyle::name),
            flip_zero: false,
        }
    }
}

impl Web {
    /// The web front-end over `hub`, reading games from `store` (the hub's store, wrapped by
    /// [`WatchedStore`] so that this process's writes reach the pages at once and are counted
    /// in `metrics`), signing links with `secret`; links start with `base_url`.
    pub fn new(
        hub: Hub,
        store: Arc<WatchedStore>,
        metrics: Arc<Metrics>,
        secret: Secret,
        base_url: String,
    ) -> Web {
        let watchers = Watchers::new(store.clone());
        store.listen(watchers.clone());
        Web {
            inner: Arc::new(Inner {
                hub,
                store,
                secret,
                metrics,
                watchers,
                base_url: base_url.trim_end_matches('/').to_string(),
                rates: play::Rates::default(),
            }),
        }
    }

    /// The signed link of `target` at its server's current link generation.
    ///
    /// # Errors
    /// The [`StoreError`] if the generation cannot be read.
    pub async fn link(&self, target: &Target) -> Result<String, StoreError> {
        let l = sign::links(self.inner.store.as_ref(), target.server()).await?;
        let sig = self.inner.secret.sign(target, l.generation);
        Ok(format!("{}{}", self.inner.base_url, target.path(&sig)))
    }

    /// The signed link of game `id`, or `None` if there is no such game.
    ///
    /// # Errors
    /// The [`StoreError`] if the store cannot be read.
    pub async fn game_link(&self, id: GameId) -> Result<Option<String>, StoreError> {
        let Some(g) = self.inner.store.game(id).await? else {
            return Ok(None);
        };
        let t = Target::Game {
            id,
            server: g.record.server,
        };
        self.link(&t).await.map(Some)
    }

    /// The metrics of this process.
    pub fn metrics(&self) -> &Arc<Metrics> {
        &self.inner.metrics
    }

    /// The routes of the pages, `/healthz` and `/metrics`.
    pub fn router(&self) -> Router {
        let mut router = Router::new()
            .route("/healthz", get(healthz))
            .route("/metrics", get(metrics_text))
            .route("/static/game.js", get(game_js))
            .route("/static/web.css", get(web_css))
            .route(
                "/game/:id/:sig",
                get(game_page).post(play::watch_post).fallback(game_other),
            )
            .route("/play", post(play::post))
            .route(
                "/play/:id/:user/:exp/:sig",
                get(game_page).fallback(game_other),
            );
        // A watch link and a player's link serve the same pieces of their game below them.
        for link in ["/game/:id/:sig", "/play/:id/:user/:exp/:sig"] {
            let pieces: [(&str, MethodRouter<Web>); 4] = [
                ("board/:ply", get(board_png)),
                ("events", get(game_events)),
                ("record", get(game_record)),
                ("replay", get(game_replay)),
            ];
            for (piece, answer) in pieces {
                router = router.route(&format!("{link}/{piece}"), answer.fallback(game_other));
            }
        }
        let router = router
            .merge(boards::routes())
            .fallback(fallback)
            .layer(DefaultBodyLimit::max(play::MAX_BODY_BYTES))
            .layer(middleware::from_fn_with_state(self.clone(), measured));
        doors::with_security_headers(router.with_state(self.clone()))
    }

    /// The routes of a separate metrics address (`metrics_listen`): `/metrics` and `/healthz`.
    pub fn metrics_router(&self) -> Router {
        let router = Router::new()
            .route("/healthz", get(healthz))
            .route("/metrics", get(metrics_text))
            .with_state(self.clone());
        doors::with_security_headers(router)
    }

    /// The signed path (below the public URL) of `target` at link generation `generation`.
    fn signed_path(&self, target: &Target, generation: u64) -> String {
        target.path(&self.inner.secret.sign(target, generation))
    }

    fn not_found(&self, lang: &'static str) -> Response {
        let body = page::not_found(self.inner.hub.i18n(), lang);
        (
            StatusCode::NOT_FOUND,
            [(header::CONTENT_TYPE, "text/html; charset=utf-8")],
            body,
        )
            .into_response()
    }
}

/// A running web front-end: its pages' address and the link maker.
pub struct Launched {
    /// The front-end (links, metrics).
    pub web: Web,
    /// The address the pages are served on.
    pub addr: SocketAddr,
    /// The address `/metrics` is served on besides, if `metrics_listen` is set.
    pub metrics_addr: Option<SocketAddr>,
}

/// Wraps `store` for a process that serves pages: the hub is then opened on the returned
/// store, so its writes are counted and reach the pages at once.
pub fn watched(store: Arc<dyn Store>) -> (Arc<WatchedStore>, Arc<Metrics>) {
    let metrics = Arc::new(Metrics::new());
    (WatchedStore::new(store, metrics.clone()), metrics)
}

/// Starts the web front-end of `hub` (opened on `store`, see [`watched`]) on `listen` (port 0:
/// any free port) and, if set, `/metrics` on `config.metrics_listen`, until `shutdown`
/// completes, with the timeouts of `config` ([`Doors::of`]). The secret is
/// [`config::secret`]'s.
///
/// # Errors
/// A sentence naming the setting: a timeout out of range, an address that cannot be bound, or
/// no secret.
pub async fn launch(
    hub: Hub,
    store: Arc<WatchedStore>,
    metrics: Arc<Metrics>,
    config: &WebConfig,
    listen: SocketAddr,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<Launched, String> {
    use futures_util::FutureExt;
    let doors = Doors::of(config)?;
    let secret = config::secret(config, store.as_ref()).await?;
    let (listener, addr) = bind("web.listen", listen).await?;
    let web = Web::new(hub, store, metrics, secret, config.base_url(Some(addr)));
    let stop = shutdown.shared();
    let metrics_addr = match config.metrics_addr() {
        Some(m) => {
            let (l, bound) = bind("web.metrics_listen", m).await?;
            let (router, stop) = (web.metrics_router(), stop.clone());
            tokio::spawn(async move {
                if let Err(e) = doors::serve(l, router, doors, stop).await {
                    tracing::error!("web: the metrics server stopped: {e}");
                }
            });
            Some(bound)
        }
        None => None,
    };
    let router = web.router();
    tokio::spawn(async move {
        if let Err(e) = doors::serve(listener, router, doors, stop).await {
            tracing::error!("web: the server stopped: {e}");
        }
    });
    Ok(Launched {
        web,
        addr,
        metrics_addr,
    })
}

/// A listener on `addr` and the address it got (port 0: a free one).
///
/// # Errors
/// A sentence naming `setting` and the address that cannot be bound.
async fn bind(
    setting: &str,
    addr: SocketAddr,
) -> Result<(tokio::net::TcpListener, SocketAddr), String> {
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .map_err(|e| format!("{setting}: cannot listen on {addr}: {e}"))?;
    let bound = listener
        .local_addr()
        .map_err(|e| format!("{setting}: {e}"))?;
    Ok((listener, bound))
}

/// A store failure as a page: 503, saying the store failed (no game data).
fn store_failed(e: StoreError) -> Response {
    tracing::warn!("web: the store failed: {e}");
    (
        StatusCode::SERVICE_UNAVAILABLE,
        [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
        "the game store is not answering; try again in a moment\n",
    )
        .into_response()
}

async fn measured(State(web): State<Web>, req: Request, next: Next) -> Response {
    let route = req
        .extensions()
        .get::<MatchedPath>()
        .map_or("other", |p| p.as_str())
        .to_string();
    let start = Instant::now();
    let res = next.run(req).await;
    web.inner
        .metrics
        .request(&route, res.status().as_u16(), start.elapsed().as_secs_f64());
    res
}

async fn fallback(State(web): State<Web>, headers: HeaderMap) -> Response {
    web.not_found(page_language(None, &headers))
}

async fn healthz(State(web): State<Web>) -> Response {
    // A read by primary key: cheap, and it fails when the database does.
    match web.inner.store.game(0).await {
        Ok(_) => match web.inner.metrics.unhealthy() {
            None => (StatusCode::OK, "ok\n").into_response(),
            Some(why) => (StatusCode::SERVICE_UNAVAILABLE, format!("{why}\n")).into_response(),
        },
        Err(e) => (
            StatusCode::SERVICE_UNAVAILABLE,
            format!("the game store is not answering: {e}\n"),
        )
            .into_response(),
    }
}

async fn metrics_text(State(web): State<Web>) -> Response {
    let m = &web.inner.metrics;
    let (busy, threads, refusals) = web.inner.hub.engine_load();
    m.engine(busy, threads, refusals);
    if let Ok(active) = web.inner.store.active_games().await {
        for kind in crate::hub::GameKind::ALL {
            let n = active
                .games
                .iter()
                .filter(|g| g.record.game_kind == kind)
                .count();
            m.games_active
                .get_or_create(&vec![("game".to_string(), kind.code().to_string())])
                .set(n as i64);
        }
    }
    (
        [(
            header::CONTENT_TYPE,
            "application/openmetrics-text; version=1.0.0; charset=utf-8",
        )],
        m.text(),
    )
        .into_response()
}

async fn game_js() -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/javascript; charset=utf-8"),
            (header::CACHE_CONTROL, "public, max-age=300"),
        ],
        GAME_JS,
    )
        .into_response()
}

async fn web_css() -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/css; charset=utf-8"),
            (header::CACHE_CONTROL, "public, max-age=300"),
        ],
        WEB_CSS,
    )
        .into_response()
}

async fn game_page(State(web): State<Web>, g: SignedGame) -> Response {
    let (view, id, base) = (g.view.clone(), g.game.record.id, g.base());
    let player = g.play.as_ref().map(|p| p.user.clone());
    let seen = match Seen::of(web.inner.store.as_ref(), g.game).await {
        Ok(s) => s,
        Err(e) => return store_failed(e),
    };
    let hub = &web.inner.hub;
    let game = match hub.web_game(&seen.game, view.lang, seen.review.as_deref(), now_ms()) {
        Ok(g) => g,
        Err(e) => {
            tracing::warn!("web: game {id} cannot be read: {e}");
            return web.not_found(view.lang);
        }
    };
    let plies = game.moves.len();
    let ply = g
        .query
        .ply
        .as_deref()
        .and_then(|p| p.parse::<usize>().ok())
        .map_or(plies, |p| p.min(plies));
    let play = player.and_then(|u| play::state(hub, &seen.game, &u, view.lang));
    let map = Hub::web_board_map(game.kind, view.flip);
    let page_play = play.as_ref().map(|p| page::PagePlay { play: p, map: &map });
    let body = page::game_page(
        hub.i18n(),
        &game,
        seen.ratings,
        (&view, &base),
        ply,
        page_play.as_ref(),
    );
    (
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8"),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        body,
    )
        .into_response()
}

async fn board_png(State(web): State<Web>, g: SignedGame) -> Response {
    let view = g.view;
    let Some(Ok(ply)) = g
        .ply
        .as_deref()
        .map(|p| p.trim_end_matches(".png").parse::<usize>())
    else {
        return web.not_found(view.lang);
    };
    let style = view.style.and_then(|s| s.parse().ok());
    match web
        .inner
        .hub
        .web_board(&g.game, ply, view.flip, style, view.lang)
        .await
    {
        Ok(Some(png)) => (
            [
                (header::CONTENT_TYPE, "image/png"),
                // The URL carries the game's version: the same URL is the same picture.
                (header::CACHE_CONTROL, "private, max-age=3600"),
            ],
            png,
        )
            .into_response(),
        Ok(None) | Err(_) => web.not_found(view.lang),
    }
}

/// A download of game `g`: `bytes` of `content_type`, saved as `<game>-game-<id>.<ext>`.
fn download(g: &GameRecord, content_type: &'static str, ext: &str, bytes: Vec<u8>) -> Response {
    let name = format!(
        "attachment; filename=\"{}-game-{}.{ext}\"",
        g.game_kind, g.id
    );
    (
        [
            (header::CONTENT_TYPE, content_type.to_string()),
            (header::CONTENT_DISPOSITION, name),
        ],
        bytes,
    )
        .into_response()
}

async fn game_record(State(web): State<Web>, g: SignedGame) -> Response {
    let review = match web.inner.store.review(g.game.record.id).await {
        Ok(r) => r,
        Err(e) => return store_failed(e),
    };
    let record = &g.game.record;
    match web.inner.hub.web_record(record, review.as_deref()) {
        Ok(text) => download(
            record,
            "text/plain; charset=utf-8",
            "txt",
            text.into_bytes(),
        ),
        Err(_) => web.not_found(g.view.lang),
    }
}

async fn game_replay(State(web): State<Web>, g: SignedGame) -> Response {
    match web.inner.hub.web_replay(&g.game).await {
        Ok(Some(gif)) => download(&g.game.record, "image/gif", "gif", gif),
        Ok(None) | Err(_) => web.not_found(g.view.lang),
    }
}

/// Counts an open page stream while it lives.
struct StreamGuard(Arc<Metrics>);

impl Drop for StreamGuard {
    fn drop(&mut self) {
        self.0.streams.dec();
    }
}

/// The live state of a game page: an event `state` (id: the game's version, data: the page's
/// state as JSON) at once, and at every change. A reconnecting page sends the last id it saw
/// (`Last-Event-ID`); every event carries the whole state, so it misses nothing, and it is sent
/// nothing until the game changes again if it already has the newest.
async fn game_events(State(web): State<Web>, g: SignedGame, headers: HeaderMap) -> Response {
    let last_seen: Option<i64> = headers
        .get("last-event-id")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse().ok());
    let rx = web.inner.watchers.subscribe(g.game.record.id);
    web.inner.metrics.streams.inc();
    let guard = StreamGuard(web.inner.metrics.clone());
    let player = g.play.map(|p| p.user);
    let stream = events(web.clone(), rx, (g.view.lang, player), last_seen, guard);
    Sse::new(stream)
        .keep_alive(KeepAlive::new().interval(Duration::from_secs(15)))
        .into_response()
}

/// The stream of a page's states in `lang`; with `player` (a player's page), each with what
/// that member may do.
fn events(
    web: Web,
    rx: tokio::sync::watch::Receiver<Option<Arc<Seen>>>,
    (lang, player): (&'static str, Option<String>),
    last_seen: Option<i64>,
    guard: StreamGuard,
) -> impl Stream<Item = Result<Event, Infallible>> {
    struct S {
        web: Web,
        rx: tokio::sync::watch::Receiver<Option<Arc<Seen>>>,
        sent: Option<i64>,
        done: bool,
        player: Option<String>,
        _guard: StreamGuard,
    }
    let start = S {
        web,
        rx,
        player,
        sent: last_seen,
        done: false,
        _guard: guard,
    };
    futures_util::stream::unfold(start, move |mut s| async move {
        if s.done {
            return None;
        }
        loop {
            let current = s.rx.borrow_and_update().clone();
            if let Some(seen) = current
                && s.sent != Some(seen.game.version)
            {
                s.sent = Some(seen.game.version);
                let hub = &s.web.inner.hub;
                let Ok(g) = hub.web_game(&seen.game, lang, seen.review.as_deref(), now_ms()) else {
                    continue;
                };
                // A finished game's stream ends after its last state.
                s.done = g.score.is_some();
                let play = s
                    .player
                    .as_deref()
                    .and_then(|u| play::state(hub, &seen.game, u, lang));
                let ev = Event::default()
                    .event("state")
                    .id(g.version.to_string())
                    .data(page::state_json(&g, play.as_ref()));
                return Some((Ok(ev), s));
            }
            if s.rx.changed().await.is_err() {
                return None;
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    #[test]
    fn languages_from_the_query_then_accept_language() {
        let mut h = HeaderMap::new();
        assert_eq!(page_language(None, &h), "en");
        h.insert(
            header::ACCEPT_LANGUAGE,
            HeaderValue::from_static("de-DE, fr-CA;q=0.8, en;q=0.5"),
        );
        assert_eq!(page_language(None, &h), "fr");
        assert_eq!(page_language(Some("en"), &h), "en");
        assert_eq!(page_language(Some("klingon"), &h), "fr");
        h.insert(
            header::ACCEPT_LANGUAGE,
            HeaderValue::from_static("fr;q=0.1, en-GB;q=0.9"),
        );
        assert_eq!(page_language(None, &h), "en");
    }
}
