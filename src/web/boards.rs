//! A server's board (`/server/:server/:sig`: its running games with small boards, its finished
//! games and its leaderboards, paged) and a member's profile (`/member/:server/:user/:sig`:
//! their rating in each game with its history as an SVG graph, and their games). Each shows
//! only what the hub reads of that one server ([`Hub::web_server_board`],
//! [`Hub::web_profile`]); every game and member it names is linked by its own signed link.
//!
//! [`Hub::web_server_board`]: crate::hub::Hub::web_server_board
//! [`Hub::web_profile`]: crate::hub::Hub::web_profile

use axum::Router;
use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use maud::{DOCTYPE, Markup, html};

use super::page::{View, head};
use super::signed::SignedList;
use super::{Target, Web, store_failed};
use crate::hub::host::{WebGameLine, WebProfile, WebServerBoard};
use crate::hub::{I18n, Message};
use crate::store::types::GameId;
use crate::text::msg;

/// The routes of the server boards and the profiles.
pub(super) fn routes() -> Router<Web> {
    Router::new()
        .route("/server/:server/:sig", get(list_page).fallback(list_other))
        .route(
            "/member/:server/:user/:sig",
            get(list_page).fallback(list_other),
        )
}

/// Any other method on a board's or profile's link: the signature is checked first (a wrong
/// one is the same 404 as any unsigned path), then 405.
async fn list_other(_list: SignedList) -> Response {
    super::signed::method_not_allowed()
}

/// Signs the links of one server's pages at one link generation.
struct Links<'a> {
    web: &'a Web,
    server: &'a str,
    generation: u64,
    query: String,
}

impl Links<'_> {
    fn game(&self, id: GameId) -> String {
        let t = Target::Game {
            id,
            server: self.server.to_string(),
        };
        self.web.signed_path(&t, self.generation)
    }

    fn member(&self, user: &str) -> String {
        let t = Target::Member {
            server: self.server.to_string(),
            user: user.to_string(),
        };
        self.web.signed_path(&t, self.generation)
    }
}

async fn list_page(State(web): State<Web>, l: SignedList) -> Response {
    let hub = &web.inner.hub;
    let (lang, page) = (l.view.lang, l.page);
    let server = l.target.server();
    let links = Links {
        web: &web,
        server,
        generation: l.generation,
        query: l.view.query(),
    };
    let body = match &l.target {
        Target::Member { user, .. } => match hub.web_profile(server, user, lang, page).await {
            Ok(p) => profile_page(hub.i18n(), &l.view, &links, &p, page),
            Err(e) => return store_failed(e),
        },
        _ => match hub.web_server_board(server, lang, page).await {
            Ok(b) => server_board(hub.i18n(), &l.view, &links, &b, page),
            Err(e) => return store_failed(e),
        },
    };
    (
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8"),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        body,
    )
        .into_response()
}

/// A page of `lang` titled `title` holding `content` under its title.
fn shell(lang: &str, title: &str, content: Markup) -> String {
    html! {
        (DOCTYPE)
        html lang=(lang) {
            (head(title, false))
            body { main.wide { h1 { (title) } (content) } }
        }
    }
    .into_string()
}

/// The links to the newer and older pages of a list.
fn pager(t: &dyn Fn(Message) -> String, q: &str, page: usize, more: bool) -> Markup {
    html! {
        @if page > 0 || more {
            nav.pager {
                @if page > 0 {
                    a.button rel="prev" href={ "?page=" (page - 1) "&" (q) } { (t(msg("web-newer"))) }
                }
                @if more {
                    a.button rel="next" href={ "?page=" (page + 1) "&" (q) } { (t(msg("web-older"))) }
                }
            }
        }
    }
}

/// A list of finished games, each linked to its page.
fn game_lines(links: &Links, lines: &[WebGameLine]) -> Markup {
    html! {
        ul.games {
            @for g in lines {
                li {
                    a href={ (links.game(g.id)) "?" (links.query) } { (g.text) }
                    @if let Some(o) = &g.outcome {
                        " " span.outcome { (o) }
                    }
                    @if let Some(c) = &g.rating {
                        " " span.delta .up[c.after > c.before] .down[c.after < c.before] {
                            (c.before.round()) " → " (c.after.round())
                        }
                    }
                }
            }
        }
    }
}

/// The board page of a server: its running games with small boards, its finished games and
/// its leaderboards, page `page`.
fn server_board(
    i18n: &I18n,
    view: &View,
    links: &Links,
    b: &WebServerBoard,
    page: usize,
) -> String {
    let t = |m: Message| i18n.format(view.lang, &m);
    let title = t(msg("web-server-title"));
    let q = &links.query;
    let content = html! {
                    h2 { (t(msg("web-active"))) }
                    @if b.active.is_empty() {
                        p.empty { (t(msg("web-no-active"))) }
                    }
                    ul.cards {
                        @for (g, line) in b.active.iter().zip(&b.active_lines) {
                            @let path = links.game(line.id);
                            li.card {
                                a href={ (path) "?" (q) } {
                                    img.thumb src={ (path) "/board/" (line.plies) "?v=" (g.version) "&" (q) } alt=(line.text) loading="lazy";
                                    span { (line.text) }
                                }
                            }
                        }
                    }
                    section.columns {
                        div {
                            h2 { (t(msg("web-finished"))) }
                            @if b.finished.is_empty() {
                                p.empty { (t(msg("web-no-finished"))) }
                            }
                            (game_lines(links, &b.finished))
                        }
                        div {
                            @for l in &b.leaderboards {
                                h2 { (l.title) }
                                @if l.rows.is_empty() {
                                    p.empty { (l.empty) }
                                } @else {
                                    table.ranking {
                                        thead { tr {
                                            th { (t(msg("web-col-rank"))) }
                                            th { (t(msg("web-col-player"))) }
                                            th.num { (t(msg("web-col-rating"))) }
                                            th.num { (t(msg("web-col-games"))) }
                                            th.num { (t(msg("web-col-record"))) }
                                        } }
                                        tbody {
                                            @for r in &l.rows {
                                                tr {
                                                    td { (r.rank) }
                                                    td { a href={ (links.member(&r.user)) "?" (q) } { (r.name) } }
                                                    td.num { (r.rating) }
                                                    td.num { (r.record[0]) }
                                                    td.num { (r.record[1]) "–" (r.record[2]) "–" (r.record[3]) }
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                    (pager(&t, q, page, b.more || b.leaderboards.iter().any(|l| l.more)))
    };
    shell(view.lang, &title, content)
}

/// A member's profile page: their ratings with their history, their games (page `page`).
fn profile_page(i18n: &I18n, view: &View, links: &Links, p: &WebProfile, page: usize) -> String {
    let t = |m: Message| i18n.format(view.lang, &m);
    let title = t(msg("web-profile-title").str("name", &p.name));
    let content = html! {
                    h2 { (t(msg("web-ratings"))) }
                    @for r in &p.ratings {
                        p.rating-line { (r.summary) }
                        @if r.history.len() >= 2 {
                            h3 { (t(msg("web-rating-history").str("kind", &r.game_name))) }
                            (history_graph(&r.history))
                        }
                    }
                    h2 { (t(msg("web-games"))) }
                    @if p.games.is_empty() {
                        p.empty { (t(msg("history-none").str("name", &p.name))) }
                    }
                    (game_lines(links, &p.games))
                    (pager(&t, &links.query, page, p.more))
    };
    shell(view.lang, &title, content)
}

/// Width and height of the rating graph's drawing, in its own units.
const HISTORY: (f64, f64) = (600.0, 160.0);

/// A rating's history (oldest first, at least two values) as a line, its lowest and highest
/// values written at the left.
fn history_graph(values: &[f64]) -> Markup {
    let (w, h) = HISTORY;
    let lo = values.iter().copied().fold(f64::INFINITY, f64::min);
    let hi = values.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    // A flat history is drawn in the middle of a band of ±10 points.
    let (lo, hi) = if hi - lo < 20.0 {
        let mid = (hi + lo) / 2.0;
        (mid - 10.0, mid + 10.0)
    } else {
        (lo, hi)
    };
    let pad = 12.0;
    let x = |i: usize| 40.0 + i as f64 * (w - 50.0) / (values.len() - 1).max(1) as f64;
    let y = |v: f64| pad + (hi - v) * (h - 2.0 * pad) / (hi - lo);
    let points: Vec<String> = values
        .iter()
        .enumerate()
        .map(|(i, v)| format!("{:.1},{:.1}", x(i), y(*v)))
        .collect();
    html! {
        svg.history viewBox={ "0 0 " (w) " " (h) } role="img" {
            rect.bg x="0" y="0" width=(w) height=(h) {}
            line.axis x1="40" y1=(pad) x2=(w - 10.0) y2=(pad) {}
            line.axis x1="40" y1=(h - pad) x2=(w - 10.0) y2=(h - pad) {}
            text.label x="2" y=(pad + 4.0) { (hi.round()) }
            text.label x="2" y=(h - pad + 4.0) { (lo.round()) }
            polyline.curve points=(points.join(" ")) {}
            @for (i, v) in values.iter().enumerate() {
                circle.point cx=(format!("{:.1}", x(i))) cy=(format!("{:.1}", y(*v))) r="3" {
                    title { (v.round()) }
                }
            }
        }
    }
}
