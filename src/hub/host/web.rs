//! What a web page shows of a stored game, in the reader's language: the players, the moves as
//! players write them, the status line, the clocks, the review's curve, and the board at any
//! ply. The web front-end ([`crate::web`]) reads games from the store (any process may host
//! them) and presents these; every word and every rule stays here.

use super::*;
use crate::hub::review::GameReview;
use crate::render::{Drawable, PieceStyle};
use crate::store::Versioned;

/// One move of a game as a page lists it.
#[derive(Clone, Debug, PartialEq)]
pub struct WebMove {
    /// The ply, from 1.
    pub ply: usize,
    /// The move number as players count them (both sides' moves share one).
    pub number: u16,
    /// Which side played it (0: Red; 1: Blue or Black).
    pub side: usize,
    /// The move as players write it in the page's language (`Rat g3→g4`, `C2.5`).
    pub text: String,
    /// The canonical move (`g3g4`, ICCS `h2e2`).
    pub canonical: String,
    /// The review's verdict glyph (`?!`, `?`, `??`), empty when good or not reviewed.
    pub glyph: &'static str,
}

/// A stored game as a page shows it, in one language.
#[derive(Clone, Debug, PartialEq)]
pub struct WebGame {
    /// The game's number.
    pub id: GameId,
    /// The store's version of the game (grows with every change): a page's event id.
    pub version: i64,
    /// Its server.
    pub server: String,
    /// The game.
    pub kind: GameKind,
    /// The game's name (`Jungle`, `Xiangqi`).
    pub game_name: String,
    /// The players' names as seats read (`Ann`, `the bot (medium)`), Red first.
    pub players: [String; 2],
    /// The members' ids (`None` for the bot), Red first.
    pub members: [Option<String>; 2],
    /// The sides' names (`Red`, `Blue` / `Black`).
    pub sides: [String; 2],
    /// Rated or casual, and the time control, in words.
    pub terms: String,
    /// The status line: who is to move (with clocks and offers), or the result.
    pub status: String,
    /// The score once over (`1-0`, `0-1`, `½-½`, `*` without a result).
    pub score: Option<&'static str>,
    /// The side to move (0 or 1) while the game runs.
    pub to_move: Option<usize>,
    /// The game clocks' time left at `now_ms`, Red first (game clocks only).
    pub clocks: Option<[i64; 2]>,
    /// When the side to move must have moved (per-move clocks), Unix ms.
    pub move_deadline_ms: Option<i64>,
    /// When this was read (Unix ms), for the clocks.
    pub now_ms: i64,
    /// The moves.
    pub moves: Vec<WebMove>,
    /// The review's winning chances of Red after each ply, the start first (`plies + 1`
    /// values from −1 to 1), when a review is stored.
    pub curve: Option<Vec<f64>>,
}

impl Hub {
    /// Game `g` as a page shows it in `locale`, with its stored review (`review`, the store's
    /// text) if any; `now` (Unix ms) runs the clocks.
    ///
    /// # Errors
    /// What in the stored game cannot be read (rules, start, an illegal move).
    pub fn web_game(
        &self,
        g: &Versioned<GameRecord>,
        locale: &str,
        review: Option<&str>,
        now: i64,
    ) -> Result<WebGame, String> {
        let t = Table::from_versioned(g)?;
        let words = &self.inner.i18n;
        let f = |m: &Message| words.format(locale, m);
        let kind = t.kind();
        let start = t.game.start();
        let review =
            review.and_then(|text| GameReview::from_stored(start, &g.record.moves, text).ok());
        let verdicts = review.as_ref().map(GameReview::verdicts);
        let readers = table_readers(&t);
        let mut pos = start;
        let mut moves = Vec::with_capacity(g.record.moves.len());
        for (i, m) in g.record.moves.iter().enumerate() {
            moves.push(WebMove {
                ply: i + 1,
                number: pos.move_number(),
                side: pos.side_to_move().index(),
                text: self.move_text(&pos, *m, locale, &readers),
                canonical: m.to_string(),
                glyph: verdicts
                    .as_ref()
                    .and_then(|v| v.get(i))
                    .map_or("", |v| v.class.glyph()),
            });
            pos = pos.play(*m);
        }
        let curve = review.as_ref().map(GameReview::red_chances);
        let running = t.state.ending.is_none();
        let move_deadline_ms = match t.time {
            TimeControl::PerMove { limit_ms } if running && !t.seat(t.to_move()).is_bot() => {
                Some(t.state.turn_started_ms + limit_ms)
            }
            _ => None,
        };
        let clocks = match (
            t.clock_left(Side::First, now),
            t.clock_left(Side::Second, now),
        ) {
            (Some(r), Some(b)) => Some([r, b]),
            _ => None,
        };
        let terms =
            msg(if t.rated { "web-rated" } else { "web-casual" }).msg("time", time_msg(t.time));
        Ok(WebGame {
            id: t.id,
            version: g.version,
            server: t.server.clone(),
            kind,
            game_name: f(&games::name(kind)),
            players: [0, 1].map(|i| f(&seat_arg(&t.seats[i]))),
            members: [0, 1].map(|i| t.seats[i].member().map(|p| p.id.clone())),
            sides: Side::ALL.map(|s| f(&games::side(kind, s))),
            terms: f(&terms),
            status: f(&self.status(&t)),
            score: t.state.ending.map(|e| e.score()),
            to_move: running.then(|| t.to_move().index()),
            clocks,
            move_deadline_ms,
            now_ms: now,
            moves,
            curve,
        })
    }

    /// The board of stored game `g` after `ply` plies (at most its length), as a PNG in the
    /// page's language `locale`: the last move marked, `flipped` puts the second side at the
    /// bottom, in `style` (else the game's own look). The last ply's strip carries the status;
    /// an earlier one says which move it shows. `None` without a renderer.
    ///
    /// # Errors
    /// What in the stored game cannot be read.
    pub async fn web_board(
        &self,
        g: &Versioned<GameRecord>,
        ply: usize,
        flipped: bool,
        style: Option<PieceStyle>,
        locale: &str,
    ) -> Result<Option<Vec<u8>>, String> {
        if !self.inner.renderer.enabled() {
            return Ok(None);
        }
        let mut t = Table::from_versioned(g)?;
        let plies = t.game.ply_count();
        let ply = ply.min(plies);
        let status = if ply == plies {
            self.status(&t)
        } else {
            t.game.undo(plies - ply);
            // An earlier position: the game is shown as it stood then.
            t.state.ending = None;
            let pos = t.position();
            msg("web-board-ply")
                .num("ply", ply as i64)
                .num("plies", plies as i64)
                .num("number", i64::from(pos.move_number()))
                .msg("side", games::side(t.kind(), pos.side_to_move()))
        };
        let mut view = self.board_view(&t, locale, flipped, None);
        view.style = style.unwrap_or(games::of(t.kind()).piece_style());
        let status = self.inner.i18n.format(locale, &status);
        let renderer = self.inner.renderer.clone();
        Ok(self
            .inner
            .drawing
            .draw(move || renderer.board_png(&view, &status))
            .await
            .flatten())
    }

    /// The replay of stored game `g` as an animated GIF (`None` without a renderer).
    ///
    /// # Errors
    /// What in the stored game cannot be read.
    pub async fn web_replay(&self, g: &Versioned<GameRecord>) -> Result<Option<Vec<u8>>, String> {
        if !self.inner.renderer.enabled() {
            return Ok(None);
        }
        let t = Table::from_versioned(g)?;
        let (start, moves) = (t.game.start(), t.game.moves());
        let names = [0, 1].map(|i| t.seats[i].display_name());
        let renderer = self.inner.renderer.clone();
        Ok(self
            .inner
            .drawing
            .draw(move || renderer.replay_gif(&start, &moves, names))
            .await
            .flatten())
    }

    /// The record of stored game `g` as `/export` gives it, annotated by its stored review
    /// (`review`, the store's text) when it has one.
    ///
    /// # Errors
    /// What in the stored game cannot be read.
    pub fn web_record(&self, g: &GameRecord, review: Option<&str>) -> Result<String, String> {
        let rules = Rules::parse(g.game_kind, &g.rules).map_err(|e| e.to_string())?;
        let start = Position::from_fen(&g.start_fen, rules).map_err(|e| e.to_string())?;
        let review = review.and_then(|text| GameReview::from_stored(start, &g.moves, text).ok());
        crate::hub::export::export(g, review.as_ref())
    }
}

/// One move a player may make from a page: the squares to click and what is sent.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WebChoice {
    /// The square the piece stands on (`c3`, `h2`).
    pub from: String,
    /// The square it goes to.
    pub to: String,
    /// The canonical move (`c3c4`, ICCS `h2e2`), as the page posts it.
    pub canonical: String,
    /// The move as players write it in the page's language (`Rat c3→c4`, `C2.5`).
    pub label: String,
}

/// A standing offer of one side, as a player's page shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WebOffer {
    /// A draw offer.
    Draw,
    /// A takeback request.
    Takeback,
}

/// What a player's page may do in a stored game: the member's side and, on their turn, every
/// move the game record allows (the hub's rules; the page computes none).
#[derive(Clone, Debug, PartialEq)]
pub struct WebPlay {
    /// The member's side (0: Red; 1: Blue or Black).
    pub side: usize,
    /// The moves the member may make now (empty when it is not their turn), each with its
    /// from- and to-square so that a click on a piece can light its destinations.
    pub moves: Vec<WebChoice>,
    /// Whether the game is still being played (at its end the page offers a rematch and no
    /// move).
    pub running: bool,
    /// Whether it is the member's turn.
    pub to_move: bool,
    /// The opponent's standing offer, which the member may accept or decline.
    pub offered: Option<WebOffer>,
    /// The member's own standing offer.
    pub offering: Option<WebOffer>,
    /// Whether the opponent is the bot (hints are offered, takebacks are at once).
    pub against_bot: bool,
}

/// Where a square is in a board picture, in the picture's pixels.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WebSquare {
    /// The square's name (`c3`, `e0`).
    pub name: String,
    /// The left edge of its click area.
    pub x: u32,
    /// The top edge of its click area.
    pub y: u32,
    /// The side of its (square) click area.
    pub size: u32,
}

/// The squares of a board picture, for a page that turns a click into a square.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WebBoardMap {
    /// The picture's width in pixels.
    pub width: u32,
    /// Its height in pixels.
    pub height: u32,
    /// Every square of the board.
    pub squares: Vec<WebSquare>,
}

/// The longest a player's link lives: a day (it is renewed by asking again).
pub const WEB_PLAY_MAX_MS: i64 = 24 * 3600 * 1000;

/// The shortest a player's link lives, however quick the time control: an hour.
pub const WEB_PLAY_MIN_MS: i64 = 3600 * 1000;

/// Moves per side a game is assumed to last for a link's lifetime (per-move limits and
/// increments).
const WEB_PLAY_MOVES: i64 = 100;

impl Hub {
    /// What member `user` may do in stored game `g` from a player's page, in `locale`; `None`
    /// if they do not sit in it.
    ///
    /// # Errors
    /// What in the stored game cannot be read.
    pub fn web_play(
        &self,
        g: &Versioned<GameRecord>,
        user: &str,
        locale: &str,
    ) -> Result<Option<WebPlay>, String> {
        let t = Table::from_versioned(g)?;
        let Some(side) = t.side_of(user) else {
            return Ok(None);
        };
        let running = t.state.ending.is_none();
        let to_move = running && t.to_move() == side;
        let moves = if to_move {
            let pos = t.position();
            let readers = table_readers(&t);
            t.game
                .allowed_moves()
                .into_iter()
                .map(|m| {
                    let (from, to) = m.squares();
                    WebChoice {
                        from,
                        to,
                        canonical: m.to_string(),
                        label: self.move_text(&pos, m, locale, &readers),
                    }
                })
                .collect()
        } else {
            Vec::new()
        };
        let offer_of = |s: Side| {
            if !running {
                None
            } else if t.state.draw_offer == Some(s) {
                Some(WebOffer::Draw)
            } else if t.state.takeback_offer == Some(s) {
                Some(WebOffer::Takeback)
            } else {
                None
            }
        };
        Ok(Some(WebPlay {
            side: side.index(),
            running,
            to_move,
            moves,
            offered: offer_of(!side),
            offering: offer_of(side),
            against_bot: t.bot().is_some(),
        }))
    }

    /// How long a player's link to stored game `g` lives: the game's length by its time
    /// control (both clocks with the increments of `WEB_PLAY_MOVES` moves each, or that
    /// many moves at the per-move limit), at least [`WEB_PLAY_MIN_MS`] and at most
    /// [`WEB_PLAY_MAX_MS`] (also without a clock). In ms.
    pub fn web_play_lifetime(g: &GameRecord) -> i64 {
        let time = TimeControl::parse_stored(&g.time_control).unwrap_or_default();
        let length = match time {
            TimeControl::None => WEB_PLAY_MAX_MS,
            TimeControl::PerMove { limit_ms } => 2 * WEB_PLAY_MOVES * limit_ms,
            TimeControl::Clock {
                initial_ms,
                increment_ms,
            } => 2 * (initial_ms + WEB_PLAY_MOVES * increment_ms),
        };
        length.clamp(WEB_PLAY_MIN_MS, WEB_PLAY_MAX_MS)
    }

    /// Where each square of a `kind` board is in the pictures a page shows ([`Hub::web_board`]),
    /// drawn `flipped` or not: the renderer's cells of that game's pictures.
    pub fn web_board_map(kind: GameKind, flipped: bool) -> WebBoardMap {
        games::with_descriptor(kind, BoardMap { flipped })
    }
}

/// Where each square is in a game's board pictures drawn `flipped` (a page turns a click
/// into a square with it).
struct BoardMap {
    flipped: bool,
}

impl games::DescriptorTask for BoardMap {
    type Output = WebBoardMap;

    fn run<G: games::GameDescriptor>(self) -> WebBoardMap {
        let (width, height) = <G::Position as Drawable>::PICTURE;
        let squares = crate::render::cells::<G::Position>(self.flipped)
            .map(|(sq, x, y, size)| WebSquare {
                name: sq.to_string(),
                x,
                y,
                size,
            })
            .collect();
        WebBoardMap {
            width,
            height,
            squares,
        }
    }
}
