//! The board-picture machinery every game shares, written once: what to draw besides the
//! position ([`RenderOptions`], [`LastMove`], hint marks), the English strip texts, the renderer
//! built once per game ([`Renderer`]: palette, static boards, piece sprites in every
//! [`PieceStyle`], discs), the drawing order, the strips, and the PNG and GIF entry points.
//!
//! A game plugs in by implementing [`Drawable`] for its position with only what differs: its
//! geometry (where a square's centre is), its board and piece art (drawn once, in RGBA, by
//! [`Drawable::sketch`]) and its own marks (the last move, checks, …) drawn at the
//! [`Stage`]s of the shared order.

use std::fmt;
use std::ops::{BitAnd, BitOr, Not};
use std::sync::OnceLock;

use image::RgbaImage;

use super::canvas::{
    self, Bounds, Indexed, IndexedSurface, Rgb, Sprite, draw_image, fill_circle, fill_rounded_rect,
    fill_sdf, rgb, stroke_circle,
};
use super::encode;
use super::font::{Align, Font};
use super::palette::Palette;
use super::replay;
use super::strips::StripText;
use super::strips::{self, StripColors, StripLayout};
use super::style::PieceStyle;
use crate::games::board::{self, Board, Mask, Square};
use crate::games::contract::{GamePosition, GameSide, OutcomeOf};
use crate::games::history::History;

/// The colours around every game's board: the page, the header and frame, the strips' text,
/// the coordinates, the neutral disc (a draw), hint marks and white.
pub struct Chrome {
    /// The picture's background (the strips).
    pub page: Rgb,
    /// The header's background.
    pub header: Rgb,
    /// The frame around the board.
    pub frame: Rgb,
    /// Names and status.
    pub text: Rgb,
    /// The move number.
    pub text_dim: Rgb,
    /// Coordinates around the board.
    pub coord: Rgb,
    /// The disc of a drawn game.
    pub neutral: Rgb,
    /// Hint dots and rings.
    pub hint: Rgb,
    /// White (disc edges, badges).
    pub white: Rgb,
}

impl Chrome {
    /// The colours every board picture's palette pins first, in this order: the page, the
    /// header, the frame, the text, the dim text, the coordinates.
    pub fn pinned_first(&self) -> Vec<Rgb> {
        vec![
            self.page,
            self.header,
            self.frame,
            self.text,
            self.text_dim,
            self.coord,
        ]
    }
}

/// The one look of the parts around the boards.
pub const CHROME: Chrome = Chrome {
    page: rgb(0x2b2d31),
    header: rgb(0x1e1f22),
    frame: rgb(0x3a3d43),
    text: rgb(0xf2f3f5),
    text_dim: rgb(0xb5bac1),
    coord: rgb(0xc9cdd3),
    neutral: rgb(0x9aa0a8),
    hint: rgb(0x1d3a12),
    white: rgb(0xffffff),
};

/// The strips' text colours.
pub const STRIP_COLORS: StripColors = StripColors {
    text: CHROME.text,
    text_dim: CHROME.text_dim,
};

/// A blank picture of the game of `P`: the page, the header and the frame of the board
/// ([`Drawable::BOARD_AREA`] less 2 pixels each side); the board is drawn over it.
pub fn blank_picture<P: Drawable>() -> RgbaImage {
    let (layout, (_, y, w, h)) = (P::LAYOUT, P::BOARD_AREA);
    let [r, g, b] = CHROME.page;
    let mut img = RgbaImage::from_pixel(w, y + h + layout.strip, image::Rgba([r, g, b, 255]));
    strips::fill_rect(&mut img, 0, 0, w, layout.header, CHROME.header);
    let frame = Bounds::rect(2.0, y as f32 + 2.0, w as f32 - 4.0, h as f32 - 4.0);
    fill_rounded_rect(&mut img, frame, 10.0, CHROME.frame, 1.0);
    img
}

/// Draws a coordinate (a file letter, a rank number) centred on (`x`, `y`).
pub fn draw_coordinate(img: &mut RgbaImage, text: &str, x: f32, y: f32) {
    let font = Font::get();
    let (size, cap) = (14.0, font.cap_height(14.0));
    font.draw(
        img,
        text,
        size,
        x,
        y + cap / 2.0,
        Align::Center,
        CHROME.coord,
    );
}

/// A piece's soft shadow, down and right of the piece of radius `r` centred on (`c`, `c`).
pub fn piece_shadow(img: &mut RgbaImage, c: f32, r: f32, alpha: f32) {
    let b = Bounds::rect(c - r, c - r, 2.0 * r + 4.0, 2.0 * r + 5.0);
    let shadow = canvas::circle_sdf(c + 1.0, c + 2.5, r - 0.5);
    fill_sdf(img, b, [0, 0, 0], alpha, 3.0, shadow);
}

/// Pictures `[style][side][kind]`, styles in [`PieceStyle::ALL`] order, sides by index,
/// kinds in the game's index order.
pub type StyleSets<T> = Vec<Vec<Vec<T>>>;

/// One picture per piece style, side and kind, drawn by `draw` (see [`StyleSets`]).
pub fn style_sets<S: Copy, K: Copy>(
    sides: &[S],
    kinds: &[K],
    draw: impl Fn(PieceStyle, S, K) -> RgbaImage,
) -> StyleSets<RgbaImage> {
    PieceStyle::ALL
        .iter()
        .map(|&st| {
            sides
                .iter()
                .map(|&s| kinds.iter().map(|&k| draw(st, s, k)).collect())
                .collect()
        })
        .collect()
}

/// The pixels a palette learns from: every opaque pixel added that is not a pinned colour
/// (pinned colours are in the palette exactly anyway).
pub struct Training {
    pinned: Vec<Rgb>,
    pinned_set: canvas::ColorMap<()>,
    bytes: Vec<u8>,
}

impl Training {
    /// Training for a palette that pins `pinned` (in this order).
    pub fn new(pinned: Vec<Rgb>) -> Training {
        let pinned_set = pinned.iter().map(|&c| (c, ())).collect();
        Training {
            pinned,
            pinned_set,
            bytes: Vec::new(),
        }
    }

    /// Adds the pixels of `img`.
    pub fn add(&mut self, img: &RgbaImage) {
        for p in img.pixels() {
            if p[3] > 0 && !self.pinned_set.contains_key(&[p[0], p[1], p[2]]) {
                self.bytes.extend_from_slice(&p.0);
            }
        }
    }

    /// Adds `sprite` as drawn over a flat `background` of its size.
    pub fn add_on(&mut self, background: Rgb, sprite: &RgbaImage) {
        let [r, g, b] = background;
        let mut tile =
            RgbaImage::from_pixel(sprite.width(), sprite.height(), image::Rgba([r, g, b, 255]));
        draw_image(&mut tile, sprite, 0, 0);
        self.add(&tile);
    }

    fn palette(self) -> Palette {
        Palette::build(&self.pinned, &self.bytes)
    }
}

/// Quantises a game's own pictures once its palette is known ([`Sketch::art`]).
pub type ArtBuilder<P> = Box<dyn FnOnce(&Palette) -> <P as Drawable>::Art>;

/// What a game draws once, in RGBA, before its palette exists.
pub struct Sketch<P: Drawable> {
    /// The whole picture without pieces, texts or marks, `[flip]`.
    pub boards: [RgbaImage; 2],
    /// The pieces on the board (see [`StyleSets`]), drawn centred on their square.
    pub pieces: StyleSets<RgbaImage>,
    /// The strips' lost pieces (see [`StyleSets`]).
    pub minis: StyleSets<RgbaImage>,
    /// The palette's pinned colours and the game's training pixels (the core adds the lost
    /// pieces of the default style on the page and the strips' text).
    pub training: Training,
    /// Quantises the game's own pictures once the palette is known.
    pub art: ArtBuilder<P>,
}

/// When a game's own marks ([`Drawable::draw_marks`]) are drawn, in the shared order: the
/// board's marks, hint dots on empty squares, marks under the pieces, the pieces, marks over
/// them, hint rings on occupied squares, the top marks, the strips.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Stage {
    /// On the bare board, before the hint dots (e.g. squares highlighted, words on squares).
    Board,
    /// After the hint dots, under the pieces (e.g. the start of the last move, a check glow).
    UnderPieces,
    /// Over the pieces, before the hint rings.
    OverPieces,
    /// Over everything on the board.
    Top,
}

/// One picture being drawn, for a game's [`Drawable::draw_marks`].
pub struct Frame<'a, P: Drawable> {
    /// The game's renderer (palette, sprites, art).
    pub renderer: &'a Renderer<P>,
    /// The position drawn.
    pub pos: &'a P,
    /// What to draw besides it.
    pub opts: &'a RenderOptions<P>,
    /// The texts (the caller's or the English ones).
    pub text: &'a StripText,
}

/// A game whose positions can be drawn: what its pictures do differently from the shared
/// machinery of this module. Implemented by `games::jungle::Position` and
/// `games::xiangqi::Position` (in [`super::jungle`], [`super::xiangqi`]).
pub trait Drawable: GamePosition<Move = board::Move<Self::Board>> {
    /// The board's shape.
    type Board: Board<Mask = Self::Mask>;
    /// A set of squares, one bit a square (`u64`, `u128`): hints.
    type Mask: Mask
        + Default
        + fmt::Debug
        + BitAnd<Output = Self::Mask>
        + BitOr<Output = Self::Mask>
        + Not<Output = Self::Mask>
        + Send
        + Sync;
    /// The game's own sprites and boards, quantised.
    type Art: Send + Sync + 'static;

    /// The header and strips around the board.
    const LAYOUT: StripLayout;
    /// The board within the picture, `(x, y, width, height)` in pixels: the picture without
    /// its header and player strips (for thumbnails).
    const BOARD_AREA: (u32, u32, u32, u32);
    /// The game's own look, used when a player has chosen no style and for replays.
    const DEFAULT_STYLE: PieceStyle;
    /// The English words of [`StripText::labels`] (empty for none).
    const ENGLISH_LABELS: [&'static str; 2];
    /// The sides' colours: their discs in the strips.
    const SIDE_COLORS: [Rgb; 2];
    /// The colours standing for the two sides in a review's graph and figures.
    const REVIEW_COLORS: [Rgb; 2];
    /// A piece's radius in pixels (hint rings go around it).
    const PIECE_RADIUS: f32;
    /// The radius of a hint dot on an empty square, in pixels.
    const HINT_DOT: f32;
    /// The picture's size `(width, height)` in pixels.
    const PICTURE: (u32, u32);
    /// The side in pixels of the square around a square's centre that stands for it (a
    /// Jungle square; the spacing of Xiangqi's points): where a click picks that square.
    const CELL: u32;

    /// The game's renderer, built on first use (a `LazyLock` of the game's module).
    fn renderer() -> &'static Renderer<Self>;
    /// Draws the game's pictures once (see [`Sketch`]).
    fn sketch() -> Sketch<Self>;
    /// The pixel centre `(x, y)` of `sq` in a picture drawn with `flip` (pieces are centred
    /// there).
    fn center(sq: Square<Self::Board>, flip: bool) -> (u32, u32);
    /// The result the board itself shows, if any (a den entered, no legal move, …).
    fn board_outcome(&self) -> Option<OutcomeOf<Self>>;
    /// The squares `side` occupies.
    fn occupied_by(&self, side: Self::Side) -> Self::Mask;
    /// `side`'s pieces as `(kind index, square)`, in drawing order.
    fn pieces_of(
        &self,
        side: Self::Side,
    ) -> impl Iterator<Item = (usize, Square<Self::Board>)> + '_;
    /// The kind indices of `side`'s lost pieces, in the order the strip shows them.
    fn lost(&self, side: Self::Side) -> Vec<usize>;
    /// Draws the game's own marks of `stage` (see [`Stage`]).
    fn draw_marks(f: &Frame<'_, Self>, img: &mut Indexed, stage: Stage);
}

/// The last move to mark: how depends on the game (highlighted squares, rings, arrows); a
/// capture gets a badge.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct LastMove<M> {
    /// The move.
    pub mv: M,
    /// Whether it captured a piece.
    pub capture: bool,
}

impl<M: Copy> LastMove<M> {
    /// The last move `mv` played in `before` (the position before it).
    pub fn new<P: GamePosition<Move = M>>(before: &P, mv: M) -> LastMove<M> {
        LastMove {
            mv,
            capture: before.is_capture(mv),
        }
    }
}

/// What to draw besides the position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RenderOptions<P: Drawable> {
    /// Turn the board so the second side sits at the bottom (for its player).
    pub flip: bool,
    /// The move that led to this position, if any.
    pub last_move: Option<LastMove<P::Move>>,
    /// Squares to mark with a dot (an empty square) or a ring (an occupied one), bit =
    /// `Square::index()`; e.g. `position.destinations(square)` for hints. 0 for none.
    pub hints: P::Mask,
    /// The result, if the game is over (by any means, resignation and time included): the
    /// default status text names it.
    pub outcome: Option<OutcomeOf<P>>,
    /// The texts, already translated; `None` for the English defaults of [`english_text`].
    pub text: Option<StripText>,
}

impl<P: Drawable> Default for RenderOptions<P> {
    fn default() -> Self {
        RenderOptions {
            flip: false,
            last_move: None,
            hints: P::Mask::default(),
            outcome: None,
            text: None,
        }
    }
}

/// The English texts for `pos`: the sides' names ("Red", "Blue"/"Black"); "Red to move"
/// (", in check" when it is) or the result (from `outcome`, else from the board); "Move N";
/// the game's English board words.
pub fn english_text<P: Drawable>(pos: &P, outcome: Option<OutcomeOf<P>>) -> StripText {
    // A game decided on the board names its reason even when the caller passes no outcome.
    let status = match outcome.or_else(|| pos.board_outcome()) {
        Some(o) => {
            let s = o.to_string();
            let mut c = s.chars();
            match c.next() {
                Some(f) => f.to_uppercase().chain(c).collect(),
                None => s,
            }
        }
        None if pos.in_check() => format!("{} to move, in check", pos.side_to_move()),
        None => format!("{} to move", pos.side_to_move()),
    };
    let first = P::Side::FIRST;
    StripText {
        players: [first.to_string(), (!first).to_string()],
        status,
        move_label: format!("Move {}", pos.move_number()),
        labels: P::ENGLISH_LABELS.map(String::from),
    }
}

/// Everything drawn once for a game: the palette, the static boards and the sprites.
pub struct Renderer<P: Drawable> {
    pub(super) palette: Palette,
    /// `[flip]`: the whole picture without pieces, texts or marks.
    pub(super) boards: [Indexed; 2],
    pub(super) pieces: StyleSets<Sprite>,
    pub(super) minis: StyleSets<Sprite>,
    /// The first side's, the second side's, neutral.
    pub(super) discs: [Sprite; 3],
    pub(super) capture_badge: Sprite,
    /// The game's own pictures.
    pub(super) art: P::Art,
    /// The palette and sizes of the game's review pictures, built on the first review.
    pub(super) review: OnceLock<ReviewStyle>,
}

impl<P: Drawable> Renderer<P> {
    /// The game's renderer, built on first use (a few hundred milliseconds).
    pub fn get() -> &'static Renderer<P> {
        P::renderer()
    }

    /// Builds the renderer from the game's [`Drawable::sketch`]: the palette pins the game's
    /// flat colours and learns the rest from its pictures, its lost pieces on the page and
    /// the strips' text.
    pub fn build() -> Renderer<P> {
        let Sketch {
            boards,
            pieces,
            minis,
            mut training,
            art,
        } = P::sketch();
        for side in &minis[P::DEFAULT_STYLE.index()] {
            for m in side {
                training.add_on(CHROME.page, m);
            }
        }
        training.add(&strips::text_sample(
            &P::LAYOUT,
            CHROME.header,
            CHROME.page,
            STRIP_COLORS,
        ));
        let palette = training.palette();
        let sprite = |img: &RgbaImage| Sprite::from_rgba(img, &palette);
        let sets = |v: &StyleSets<RgbaImage>| -> StyleSets<Sprite> {
            v.iter()
                .map(|sides| {
                    sides
                        .iter()
                        .map(|k| k.iter().map(sprite).collect())
                        .collect()
                })
                .collect()
        };
        let [s0, s1] = P::SIDE_COLORS;
        let discs = [s0, s1, CHROME.neutral].map(|c| sprite(&strips::disc(c, CHROME.white)));
        Renderer {
            boards: boards.each_ref().map(|b| Indexed::from_rgba(b, &palette)),
            pieces: sets(&pieces),
            minis: sets(&minis),
            discs,
            capture_badge: sprite(&strips::capture_badge(CHROME.white)),
            art: art(&palette),
            review: OnceLock::new(),
            palette,
        }
    }

    /// The palette all the game's pictures use.
    pub fn palette(&self) -> &Palette {
        &self.palette
    }

    /// Draws `pos` with `opts` as palette indices, the pieces in the game's own look.
    pub fn draw(&self, pos: &P, opts: &RenderOptions<P>) -> Indexed {
        self.draw_styled(pos, opts, P::DEFAULT_STYLE)
    }

    /// [`Renderer::draw`] with the pieces in `style`.
    pub fn draw_styled(&self, pos: &P, opts: &RenderOptions<P>, style: PieceStyle) -> Indexed {
        let mut img = self.boards[opts.flip as usize].clone();
        self.draw_into(&mut img, pos, opts, style);
        img
    }

    /// `img` as a surface for shapes and text.
    pub(super) fn surface<'a>(&'a self, img: &'a mut Indexed) -> IndexedSurface<'a> {
        IndexedSurface {
            image: img,
            palette: &self.palette,
        }
    }

    /// Blits `sprite` centred on `sq`, moved by `offset` pixels.
    pub(super) fn blit_at(
        &self,
        img: &mut Indexed,
        sprite: &Sprite,
        sq: Square<P::Board>,
        flip: bool,
        offset: (i32, i32),
    ) {
        let (x, y) = P::center(sq, flip);
        img.blit(
            sprite,
            x as i32 - sprite.width as i32 / 2 + offset.0,
            y as i32 - sprite.height as i32 / 2 + offset.1,
            &self.palette,
        );
    }

    /// Draws everything over the plain board `img` (a copy of `boards[flip]`), in the order
    /// of [`Stage`].
    fn draw_into(&self, img: &mut Indexed, pos: &P, opts: &RenderOptions<P>, style: PieceStyle) {
        let flip = opts.flip;
        let default_text;
        let text = match &opts.text {
            Some(text) => text,
            None => {
                default_text = english_text(pos, opts.outcome);
                &default_text
            }
        };
        let f = Frame {
            renderer: self,
            pos,
            opts,
            text,
        };
        let first = P::Side::FIRST;
        let occupied = pos.occupied_by(first) | pos.occupied_by(!first);
        let centre = |sq| {
            let (x, y) = P::center(sq, flip);
            (x as f32, y as f32)
        };
        P::draw_marks(&f, img, Stage::Board);
        let mut dots = opts.hints & !occupied;
        while let Some(sq) = board::pop_square::<P::Board, _>(&mut dots) {
            let (cx, cy) = centre(sq);
            fill_circle(
                &mut self.surface(img),
                cx,
                cy,
                P::HINT_DOT,
                CHROME.hint,
                0.45,
            );
        }
        P::draw_marks(&f, img, Stage::UnderPieces);
        for side in [first, !first] {
            let sprites = &self.pieces[style.index()][side.index()];
            for (kind, sq) in pos.pieces_of(side) {
                self.blit_at(img, &sprites[kind], sq, flip, (0, 0));
            }
        }
        P::draw_marks(&f, img, Stage::OverPieces);
        let mut rings = opts.hints & occupied;
        while let Some(sq) = board::pop_square::<P::Board, _>(&mut rings) {
            let r = P::PIECE_RADIUS + 3.5;
            stroke_circle(
                &mut self.surface(img),
                centre(sq),
                r,
                4.0,
                CHROME.hint,
                0.55,
            );
        }
        P::draw_marks(&f, img, Stage::Top);
        self.draw_strips(img, pos, opts, text, style);
    }

    /// The header (a disc for the side to move or the winner, the status, the move number) and
    /// both players' strips (the top player's above the board).
    fn draw_strips(
        &self,
        img: &mut Indexed,
        pos: &P,
        opts: &RenderOptions<P>,
        text: &StripText,
        style: PieceStyle,
    ) {
        let disc = match opts.outcome.or_else(|| pos.board_outcome()) {
            None => pos.side_to_move().index(),
            Some(o) => o.winner().map_or(2, GameSide::index),
        };
        let layout = &P::LAYOUT;
        strips::draw_header(
            img,
            &self.palette,
            layout,
            STRIP_COLORS,
            &self.discs[disc],
            &text.status,
            &text.move_label,
        );
        let first = P::Side::FIRST;
        let (top, bottom) = if opts.flip {
            (first, !first)
        } else {
            (!first, first)
        };
        // The bottom strip ends the picture.
        let bottom_y = img.height - layout.strip;
        for (side, y) in [(top, layout.header), (bottom, bottom_y)] {
            let minis = &self.minis[style.index()][side.index()];
            let lost: Vec<&Sprite> = pos.lost(side).into_iter().map(|k| &minis[k]).collect();
            strips::draw_player_strip(
                img,
                &self.palette,
                layout,
                STRIP_COLORS,
                y,
                &self.discs[side.index()],
                &text.players[side.index()],
                &lost,
            );
        }
    }
}

/// Every square of a picture drawn with `flip` as `(square, x, y, side)` in pixels: the
/// square of [`Drawable::CELL`] pixels centred where its piece is drawn.
pub fn cells<P: Drawable>(flip: bool) -> impl Iterator<Item = (Square<P::Board>, u32, u32, u32)> {
    let half = P::CELL / 2;
    Square::<P::Board>::all().map(move |sq| {
        let (x, y) = P::center(sq, flip);
        (sq, x - half, y - half, P::CELL)
    })
}

/// Draws `pos` as a palette PNG with the pieces in `style`.
pub fn position_png<P: Drawable>(pos: &P, opts: &RenderOptions<P>, style: PieceStyle) -> Vec<u8> {
    let r = P::renderer();
    encode::png(&r.draw_styled(pos, opts, style), r.palette())
}

/// One frame of a replay of the game of `P`, for the caller's text function.
pub type FrameInfo<'a, P> =
    replay::FrameInfo<'a, P, LastMove<<P as GamePosition>::Move>, OutcomeOf<P>>;

/// How to draw a replay of the game of `P` ([`replay::GifOptions::flip`] puts the second side
/// at the bottom; the default texts are [`english_text`]).
pub type GifOptions<'a, P> =
    replay::GifOptions<'a, P, LastMove<<P as GamePosition>::Move>, OutcomeOf<P>>;

/// A move in a replay of the game of `P` that is not legal where it is played.
pub type ReplayError<P> =
    replay::ReplayError<<P as GamePosition>::Move, <P as GamePosition>::IllegalMove>;

/// Draws a game as an animated GIF in the game's own look: the start, then one frame per ply,
/// each marking the move played; the last frame names the result. Frames after the first
/// hold only the rectangle that changed.
///
/// # Errors
/// The first illegal move, with its number.
pub fn game_gif<P: Drawable>(
    start: &P,
    moves: &[P::Move],
    opts: &GifOptions<P>,
) -> Result<Vec<u8>, ReplayError<P>> {
    let game = History::replay(*start, moves).map_err(|(i, reason)| replay::ReplayError {
        number: i + 1,
        mv: moves[i],
        reason,
    })?;
    let outcome = opts.outcome.or(game.outcome());
    let r = P::renderer();
    let timing = replay::FrameTiming {
        frame_ms: opts.frame_ms,
        last_frame_ms: opts.last_frame_ms,
    };
    Ok(replay::encode(
        &r.boards[opts.flip as usize],
        r.palette(),
        *start,
        moves,
        timing,
        |pos, mv| (pos.play(mv), LastMove::new(pos, mv)),
        |img, ply, pos, last_move, is_last| {
            let info = FrameInfo {
                ply,
                position: pos,
                last_move,
                outcome: if is_last { outcome } else { None },
            };
            let text = match opts.text {
                Some(f) => f(&info),
                None => english_text(pos, info.outcome),
            };
            let ro = RenderOptions {
                flip: opts.flip,
                last_move,
                hints: P::Mask::default(),
                outcome: info.outcome,
                text: Some(text),
            };
            r.draw_into(img, pos, &ro, P::DEFAULT_STYLE);
        },
    ))
}

/// A game's review palette and thumbnail size.
pub struct ReviewStyle {
    pub(super) palette: Palette,
    pub(super) thumb_h: u32,
    /// Palette indices of the graph's areas for each side.
    pub(super) areas: [u8; 2],
}

impl ReviewStyle {
    /// The palette of this game's review pictures.
    pub fn palette(&self) -> &Palette {
        &self.palette
    }
}
