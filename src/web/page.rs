//! The pages, as templates checked at compile time (`maud`): every text is escaped, no inline
//! script or style (the Content-Security-Policy allows only this server's files), and the
//! state the page's script starts from travels as JSON in a non-executed `<script>` block.

use maud::{DOCTYPE, Markup, PreEscaped, html};
use serde::Serialize;

use crate::hub::host::{WebBoardMap, WebGame, WebOffer, WebPlay};
use crate::hub::{I18n, Message};
use crate::text::msg;

/// How a page was asked for: the language and the board's look.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct View {
    /// The page's language (`en`, `fr`).
    pub lang: &'static str,
    /// The second side at the bottom.
    pub flip: bool,
    /// The piece style asked for (`characters`, `letters`, `pictograms`), if any.
    pub style: Option<&'static str>,
    /// Whether an unflipped board is written `flip=0` in the page's links (a second side's
    /// player, whose board is flipped unless they say not).
    pub flip_zero: bool,
}

impl View {
    /// The query string that keeps this view (`lang=fr&flip=1&style=letters`).
    pub fn query(&self) -> String {
        let mut q = format!("lang={}", self.lang);
        if self.flip {
            q.push_str("&flip=1");
        } else if self.flip_zero {
            q.push_str("&flip=0");
        }
        if let Some(s) = self.style {
            q.push_str("&style=");
            q.push_str(s);
        }
        q
    }
}

/// One move as the page's script receives it.
#[derive(Serialize)]
struct MoveState<'a> {
    ply: usize,
    number: u16,
    side: usize,
    text: &'a str,
    glyph: &'a str,
}

/// One move a player may make, as the page's script receives it.
#[derive(Serialize)]
struct ChoiceState<'a> {
    from: &'a str,
    to: &'a str,
    #[serde(rename = "move")]
    mv: &'a str,
    label: &'a str,
}

/// What a player's page may do now (see [`WebPlay`]).
#[derive(Serialize)]
struct PlayState<'a> {
    side: usize,
    running: bool,
    to_move: bool,
    moves: Vec<ChoiceState<'a>>,
    offered: Option<&'static str>,
    offering: Option<&'static str>,
    against_bot: bool,
}

fn offer_code(o: Option<WebOffer>) -> Option<&'static str> {
    o.map(|o| match o {
        WebOffer::Draw => "draw",
        WebOffer::Takeback => "takeback",
    })
}

/// The state of a game page, sent at load and with every live update (the event's data).
#[derive(Serialize)]
struct PageState<'a> {
    version: i64,
    plies: usize,
    moves: Vec<MoveState<'a>>,
    status: &'a str,
    score: Option<&'a str>,
    to_move: Option<usize>,
    clocks: Option<[i64; 2]>,
    move_deadline_ms: Option<i64>,
    now_ms: i64,
    ended: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    play: Option<PlayState<'a>>,
}

/// The game's state as JSON for the page's script (`<` written `\u003c`, so the text cannot
/// close the `<script>` block it is embedded in); with `play`, what the player of a player's
/// page may do.
pub fn state_json(g: &WebGame, play: Option<&WebPlay>) -> String {
    let s = PageState {
        version: g.version,
        plies: g.moves.len(),
        moves: g
            .moves
            .iter()
            .map(|m| MoveState {
                ply: m.ply,
                number: m.number,
                side: m.side,
                text: &m.text,
                glyph: m.glyph,
            })
            .collect(),
        status: &g.status,
        score: g.score,
        to_move: g.to_move,
        clocks: g.clocks,
        move_deadline_ms: g.move_deadline_ms,
        now_ms: g.now_ms,
        ended: g.score.is_some(),
        play: play.map(|p| PlayState {
            side: p.side,
            running: p.running,
            to_move: p.to_move,
            moves: p
                .moves
                .iter()
                .map(|m| ChoiceState {
                    from: &m.from,
                    to: &m.to,
                    mv: &m.canonical,
                    label: &m.label,
                })
                .collect(),
            offered: offer_code(p.offered),
            offering: offer_code(p.offering),
            against_bot: p.against_bot,
        }),
    };
    json_text(&s)
}

/// `v` as JSON safe inside a `<script>` block (`<` written `\u003c`).
fn json_text(v: &impl Serialize) -> String {
    serde_json::to_string(v)
        .unwrap_or_else(|_| "{}".to_string())
        .replace('<', "\\u003c")
}

/// The `<head>` of every page: `title`, the style and, with `script`, the game page's script.
pub(super) fn head(title: &str, script: bool) -> Markup {
    html! {
        head {
            meta charset="utf-8";
            meta name="viewport" content="width=device-width, initial-scale=1";
            meta name="referrer" content="no-referrer";
            title { (title) }
            link rel="stylesheet" href="/static/web.css";
            @if script {
                script src="/static/game.js" defer {}
            }
        }
    }
}

/// What a player's page adds to a game page.
pub struct PagePlay<'a> {
    /// What the member may do now.
    pub play: &'a WebPlay,
    /// Where the squares are in the board picture (as the page shows it: flipped or not).
    pub map: &'a WebBoardMap,
}

/// The words a player's page's script shows as the game goes, by the names it uses.
const PLAY_WORDS: [(&str, &str); 11] = [
    ("offered-draw", "web-play-offered-draw"),
    ("offered-takeback", "web-play-offered-takeback"),
    ("offering-draw", "web-play-offering-draw"),
    ("offering-takeback", "web-play-offering-takeback"),
    ("your-turn", "web-play-your-turn"),
    ("wait", "web-play-wait"),
    ("time-up", "web-play-time-up"),
    ("sending", "web-play-sending"),
    ("failed", "web-play-failed"),
    ("pick", "web-play-pick"),
    ("over", "web-play-over"),
];

/// What a player's page's script starts from besides the state: the squares of the board
/// picture and its words.
#[derive(Serialize)]
struct PlaySetup {
    width: u32,
    height: u32,
    squares: Vec<(String, u32, u32, u32)>,
    words: std::collections::BTreeMap<&'static str, String>,
}

/// The page of a game shown at `ply`; `base` is its signed path (`/game/5/<sig>`, or a
/// player's `/play/5/<user>/<exp>/<sig>`), `ratings` the players' ratings; `play` adds the
/// controls of a player's page.
pub fn game_page(
    i18n: &I18n,
    g: &WebGame,
    ratings: [Option<f64>; 2],
    (view, base): (&View, &str),
    ply: usize,
    play: Option<&PagePlay>,
) -> String {
    let t = |m: Message| i18n.format(view.lang, &m);
    let title = t(msg("web-title")
        .str("kind", &g.game_name)
        .num("game", g.id)
        .str("red", &g.players[0])
        .str("blue", &g.players[1]));
    let q = view.query();
    let ended = g.score.is_some();
    let plies = g.moves.len();
    let board = format!("{base}/board/{ply}?v={}&{q}", g.version);
    let flip_query = View {
        flip: !view.flip,
        ..view.clone()
    }
    .query();
    let page = html! {
        (DOCTYPE)
        html lang=(view.lang) {
            (head(&title, true))
            body data-base=(base) data-query=(q) data-ply=(ply) data-live=(if ended { "0" } else { "1" }) data-lang=(view.lang) {
                main.layout {
                    section.board-col {
                        div #boardwrap .boardwrap {
                            img #board src=(board) alt=(t(msg("web-board-alt").num("ply", ply as i64))) width="600" height="700";
                        }
                        nav.controls {
                            a #first .button href={ "?ply=0&" (q) } { (t(msg("web-first"))) }
                            a #prev .button href={ "?ply=" (ply.saturating_sub(1)) "&" (q) } { (t(msg("web-prev"))) }
                            a #next .button href={ "?ply=" ((ply + 1).min(plies)) "&" (q) } { (t(msg("web-next"))) }
                            a #last .button href={ "?ply=" (plies) "&" (q) } { (t(msg("web-last"))) }
                            a #flip .button .keep-ply href={ "?ply=" (ply) "&" (flip_query) } { (t(msg("web-flip"))) }
                        }
                        nav.styles {
                            (t(msg("web-style"))) " "
                            @for style in crate::render::PieceStyle::ALL {
                                @let name = style.name();
                                @let q = View { style: Some(name), ..view.clone() }.query();
                                a.style .keep-ply .current[view.style == Some(name)] href={ "?ply=" (ply) "&" (q) } data-style=(name) {
                                    (t(msg(style_key(style))))
                                }
                                " "
                            }
                        }
                        p #status .status { (g.status) }
                        p.keys { (t(msg("web-keys"))) }
                    }
                    section.info-col {
                        h1 { (title) }
                        ul.players {
                            @for i in [0, 1] {
                                li #{"player-" (i)} .player {
                                    span.side { (g.sides[i]) }
                                    " "
                                    span.name { (g.players[i]) }
                                    " "
                                    span.rating {
                                        @match (ratings[i], &g.members[i]) {
                                            (Some(r), _) => { "(" (t(msg("web-rating").num("rating", r.round() as i64))) ")" }
                                            (None, Some(_)) => { "(" (t(msg("web-unrated"))) ")" }
                                            (None, None) => {}
                                        }
                                    }
                                    " "
                                    span.clock #{"clock-" (i)} {}
                                }
                            }
                        }
                        @if let Some(p) = play {
                            (controls(i18n, view.lang, g, p))
                        }
                        p.terms { (g.terms) }
                        @if !ended {
                            p #live .live { (t(msg("web-live"))) }
                        }
                        h2 { (t(msg("web-moves"))) }
                        (move_list(i18n, view, g, ply))
                        @if let Some(curve) = &g.curve {
                            h2 { (t(msg("web-review"))) }
                            (graph(curve, g, ply))
                        }
                        @if ended {
                            p.downloads {
                                (t(msg("web-download"))) " "
                                a href={ (base) "/record" } download={ (g.kind.code()) "-game-" (g.id) ".txt" } { (t(msg("web-download-record"))) }
                                " · "
                                a href={ (base) "/replay" } download={ (g.kind.code()) "-game-" (g.id) ".gif" } { (t(msg("web-download-gif"))) }
                            }
                        }
                    }
                }
                script #state type="application/json" { (PreEscaped(state_json(g, play.map(|p| p.play)))) }
                @if let Some(p) = play {
                    script #play-setup type="application/json" { (PreEscaped(play_setup(i18n, view.lang, p))) }
                }
                p #offline .offline hidden { (t(msg("web-offline"))) }
            }
        }
    };
    page.into_string()
}

/// The controls of a player's page: the message line, the typed move, the buttons (shown and
/// hidden by the script as the game goes; resigning asks first).
fn controls(i18n: &I18n, lang: &str, g: &WebGame, p: &PagePlay) -> Markup {
    let t = |k: &'static str| i18n.format(lang, &msg(k));
    let you = i18n.format(
        lang,
        &msg("web-play-you")
            .str("side", &g.sides[p.play.side])
            .str("name", &g.players[p.play.side]),
    );
    html! {
        section #play .play aria-label=(t("web-play-controls")) {
            p.you { (you) }
            p #play-msg .play-msg role="status" aria-live="polite" {}
            form #move-form .move-form {
                label for="move-text" { (t("web-play-move-label")) }
                " "
                input #move-text type="text" name="move" autocomplete="off" spellcheck="false" maxlength="64" placeholder=(i18n.format(lang, &msg("web-play-move-example").str("game", g.kind.code())));
                " "
                button #move-send .button type="submit" { (t("web-play-send")) }
            }
            div #offer .offer hidden {
                span #offer-text {}
                " "
                button #act-accept .button type="button" data-action="accept" { (t("web-play-accept")) }
                " "
                button #act-decline .button type="button" data-action="decline" { (t("web-play-decline")) }
            }
            div.play-buttons {
                button #act-draw .button type="button" data-action="draw" { (t("web-play-draw")) }
                " "
                button #act-takeback .button type="button" data-action="takeback" { (t("web-play-takeback")) }
                " "
                button #act-hint .button type="button" data-action="hint" hidden { (t("web-play-hint")) }
                " "
                button #act-resign .button type="button" { (t("web-play-resign")) }
                " "
                button #act-rematch .button type="button" data-action="rematch" hidden { (t("web-play-rematch")) }
            }
            div #confirm-resign .confirm hidden {
                (t("web-play-resign-confirm"))
                " "
                button #act-resign-yes .button .danger type="button" data-action="resign" { (t("web-play-resign-yes")) }
                " "
                button #act-resign-no .button type="button" { (t("web-play-resign-no")) }
            }
        }
    }
}

/// The setup of a player's page's script as JSON (see [`PlaySetup`]).
fn play_setup(i18n: &I18n, lang: &str, p: &PagePlay) -> String {
    let setup = PlaySetup {
        width: p.map.width,
        height: p.map.height,
        squares: p
            .map
            .squares
            .iter()
            .map(|s| (s.name.clone(), s.x, s.y, s.size))
            .collect(),
        words: PLAY_WORDS
            .iter()
            .map(|(name, key)| (*name, i18n.format(lang, &msg(key))))
            .collect(),
    };
    json_text(&setup)
}

/// The moves, one row per move number; each move links to its ply.
fn move_list(i18n: &I18n, view: &View, g: &WebGame, ply: usize) -> Markup {
    let q = view.query();
    html! {
        ol #moves .moves {
            @if g.moves.is_empty() {
                li.empty { (i18n.format(view.lang, &msg("web-no-moves"))) }
            }
            @for (i, m) in g.moves.iter().enumerate() {
                @if i == 0 || m.side == 0 {
                    // A row starts with each move number (or with the first move).
                    li.row {
                        span.no { (m.number) "." @if m.side == 1 { " …" } }
                        @for n in g.moves[i..].iter().take_while(|n| n.number == m.number).take(2) {
                            a.mv .current[n.ply == ply] .last[n.ply == g.moves.len()] href={ "?ply=" (n.ply) "&" (q) } data-ply=(n.ply) {
                                (n.text) (n.glyph)
                            }
                        }
                    }
                }
            }
        }
    }
}

/// Width and height of the evaluation graph's drawing, in its own units.
const GRAPH: (f64, f64) = (600.0, 120.0);

/// The review's curve: Red's winning chances after each ply (up: Red better), the judged
/// moves marked; each ply's column is a link to it.
fn graph(curve: &[f64], g: &WebGame, ply: usize) -> Markup {
    let (w, h) = GRAPH;
    let n = curve.len().saturating_sub(1).max(1) as f64;
    let x = |i: usize| i as f64 * w / n;
    let y = |c: f64| (1.0 - c.clamp(-1.0, 1.0)) * h / 2.0;
    let mut line = String::new();
    for (i, c) in curve.iter().enumerate() {
        line.push_str(&format!("{:.1},{:.1} ", x(i), y(*c)));
    }
    let area = format!(
        "0,{:.1} {line}{:.1},{:.1}",
        h / 2.0,
        x(curve.len().saturating_sub(1)),
        h / 2.0
    );
    let col = w / n;
    html! {
        svg #graph .graph viewBox={ "0 0 " (w) " " (h) } preserveAspectRatio="none" role="img" {
            rect.bg x="0" y="0" width=(w) height=(h) {}
            line.mid x1="0" y1=(h / 2.0) x2=(w) y2=(h / 2.0) {}
            polygon.area points=(area) {}
            polyline.curve points=(line.trim_end()) {}
            @for m in &g.moves {
                @if !m.glyph.is_empty() {
                    circle class={ "mark " (glyph_class(m.glyph)) } cx=(format!("{:.1}", x(m.ply))) cy=(format!("{:.1}", y(curve.get(m.ply).copied().unwrap_or(0.0)))) r="4" {}
                }
            }
            line #cursor .cursor x1=(format!("{:.1}", x(ply))) y1="0" x2=(format!("{:.1}", x(ply))) y2=(h) {}
            @for i in 0..curve.len() {
                rect.hit data-ply=(i) x=(format!("{:.1}", (x(i) - col / 2.0).max(0.0))) y="0" width=(format!("{:.1}", col)) height=(h) {
                    title { (i) }
                }
            }
        }
    }
}

/// The word of a piece style on the page.
fn style_key(style: crate::render::PieceStyle) -> &'static str {
    use crate::render::PieceStyle::{Characters, Letters, Pictograms};
    match style {
        Characters => "web-style-characters",
        Letters => "web-style-letters",
        Pictograms => "web-style-pictograms",
    }
}

fn glyph_class(glyph: &str) -> &'static str {
    match glyph {
        "??" => "blunder",
        "?" => "mistake",
        _ => "inaccuracy",
    }
}

/// The page of anything not found (a wrong, missing or foreign signature too): no data.
pub fn not_found(i18n: &I18n, lang: &'static str) -> String {
    message_page(i18n, lang, "web-not-found")
}

/// A page saying only the sentence `key` (a refused link): no data.
pub fn message_page(i18n: &I18n, lang: &'static str, key: &'static str) -> String {
    let text = i18n.format(lang, &msg(key));
    html! {
        (DOCTYPE)
        html lang=(lang) {
            (head(&text, false))
            body { main.layout { p { (text) } } }
        }
    }
    .into_string()
}
