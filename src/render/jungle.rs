//! Jungle pictures: the 7×9 board with its rivers, traps and dens, round animal tokens, the last
//! move, hint dots, and strips with the players, the status, the move number and lost pieces.
//!
//! Layout (pixels, unflipped): a header with the status and move number; the top player's strip
//! (Blue); the framed board, [`SQUARE`] pixels a square, files `a`–`g` under it and ranks `1`–`9`
//! left of it; the bottom player's strip (Red). Flipping turns the board and swaps the strips.
//!
//! What is Jungle's own: the geometry, the board art, the tokens and the marks of
//! [`Drawable`]; the rest is [`super::picture`]'s.

mod board;

use std::sync::LazyLock;

use image::RgbaImage;

use super::canvas::{
    self, Bounds, Indexed, Rgb, Surface, draw_arrow, draw_image, draw_line, fill_circle,
    fill_rounded_rect, fill_sdf, resize_rgba, rgb, stroke_circle,
};
use super::font::{Align, Font};
use super::picture::{
    CHROME, Drawable, Frame, Sketch, Stage, Training, blank_picture, draw_coordinate, piece_shadow,
    style_sets,
};
use super::strips::{StripLayout, fill_rect};
use super::style::PieceStyle;
use crate::games::jungle::square::{JungleBoard, SquareIter};
use crate::games::jungle::{Move, Outcome, PieceKind, Position, Side, Square, WinReason, bitboard};
use board::{draw_board, highlight_all};

/// The side of one square, in pixels.
pub const SQUARE: u32 = 72;
const FRAME: u32 = 22;
const HEADER: u32 = LAYOUT.header;
const STRIP: u32 = LAYOUT.strip;
/// The picture's width in pixels (548).
pub const WIDTH: u32 = 7 * SQUARE + 2 * FRAME;
/// The picture's height in pixels (826).
pub const HEIGHT: u32 = HEADER + STRIP + 2 * FRAME + 9 * SQUARE + STRIP;
const BOARD_X: u32 = FRAME;
const BOARD_Y: u32 = HEADER + STRIP + FRAME;
/// The framed board within the picture, `(x, y, width, height)` in pixels: the picture without
/// its header and player strips (for thumbnails).
pub const BOARD_AREA: (u32, u32, u32, u32) = (0, HEADER + STRIP, WIDTH, 2 * FRAME + 9 * SQUARE);
const TOKEN_RADIUS: f32 = 31.0;
const MINI: u32 = 30;

/// The header and strips around the board.
pub const LAYOUT: StripLayout = StripLayout::board(WIDTH, MINI);

/// The colours of Jungle's board and tokens (the rest is [`CHROME`]).
struct Theme {
    land: [Rgb; 2],
    grid: Rgb,
    water: Rgb,
    water_edge: Rgb,
    wave: Rgb,
    trap: Rgb,
    trap_edge: Rgb,
    trap_text: Rgb,
    den: Rgb,
    den_text: Rgb,
    den_cave: Rgb,
    side: [Rgb; 2],
    tint: [Rgb; 2],
    moved: Rgb,
    captured: Rgb,
    arrow: Rgb,
}

const CLASSIC: Theme = Theme {
    land: [rgb(0xa9d27c), rgb(0x9dc86e)],
    grid: rgb(0x82ad56),
    water: rgb(0x4a9fe0),
    water_edge: rgb(0x2f7fc4),
    wave: rgb(0xa6d8fa),
    trap: rgb(0xe4cc94),
    trap_edge: rgb(0xb8955a),
    trap_text: rgb(0x6b4a1c),
    den: rgb(0x7b5a3f),
    den_text: rgb(0xfff1d2),
    den_cave: rgb(0x45301f),
    side: [rgb(0xe0473c), rgb(0x2d7be0)],
    tint: [rgb(0xfde3dd), rgb(0xdde9fc)],
    moved: rgb(0xffdc3c),
    captured: rgb(0xff7a45),
    arrow: rgb(0xffa51f),
};

const MOVED_ALPHA: f32 = 0.6;
const CAPTURED_ALPHA: f32 = 0.55;

/// The last move to mark: its squares are highlighted, a capture gets a badge and a river jump an
/// arrow.
pub type LastMove = super::picture::LastMove<Move>;
/// What to draw besides the position (see [`super::RenderOptions`]; `flip` puts Blue at the
/// bottom).
pub type RenderOptions = super::picture::RenderOptions<Position>;
/// The Jungle renderer ([`super::Renderer`]).
pub type Renderer = super::picture::Renderer<Position>;
pub use super::{english_text, game_gif, position_png as position_png_styled};

/// Draws `pos` as a palette PNG of [`WIDTH`]×[`HEIGHT`] pixels, the animals as pictures.
pub fn position_png(pos: &Position, opts: &RenderOptions) -> Vec<u8> {
    super::picture::position_png(pos, opts, PieceStyle::Pictograms)
}

/// One frame of a replay, for the caller's text function.
pub type FrameInfo<'a> = super::picture::FrameInfo<'a, Position>;
/// How to draw a replay (`flip` puts Blue at the bottom; the default texts are
/// [`english_text`]).
pub type GifOptions<'a> = super::picture::GifOptions<'a, Position>;

/// The pixel rectangle `(x, y, size)` of `sq` in a picture drawn with `flip`.
pub fn square_rect(sq: Square, flip: bool) -> (u32, u32, u32) {
    let (col, row) = if flip {
        (6 - sq.file() as u32, sq.rank() as u32)
    } else {
        (sq.file() as u32, 8 - sq.rank() as u32)
    };
    (BOARD_X + col * SQUARE, BOARD_Y + row * SQUARE, SQUARE)
}

fn square_center(sq: Square, flip: bool) -> (f32, f32) {
    let (x, y, s) = square_rect(sq, flip);
    (x as f32 + s as f32 / 2.0, y as f32 + s as f32 / 2.0)
}

/// Jungle's own pictures: `[flip][moved, captured]`, the whole board with every square
/// highlighted for the last move (a square is copied from them).
pub struct Art {
    highlights: [[Indexed; 2]; 2],
}

static RENDERER: LazyLock<Renderer> = LazyLock::new(Renderer::build);

static ANIMALS: [&[u8]; 8] = [
    include_bytes!("../../assets/animals/rat.png"),
    include_bytes!("../../assets/animals/cat.png"),
    include_bytes!("../../assets/animals/dog.png"),
    include_bytes!("../../assets/animals/wolf.png"),
    include_bytes!("../../assets/animals/leopard.png"),
    include_bytes!("../../assets/animals/tiger.png"),
    include_bytes!("../../assets/animals/lion.png"),
    include_bytes!("../../assets/animals/elephant.png"),
];

fn animal(kind: PieceKind, size: u32) -> RgbaImage {
    // The assets are fixed files checked by the tests: a decode failure is a build defect.
    let img = image::load_from_memory_with_format(ANIMALS[kind.index()], image::ImageFormat::Png)
        .expect("embedded animal PNG decodes")
        .to_rgba8();
    resize_rgba(&img, size)
}

/// The reader's words for the traps and dens (`[trap, den]`) on the empty ones, under the
/// trap's 陷阱 and in the den's cave, shrunk to fit the space there.
fn draw_labels<S: Surface + ?Sized>(img: &mut S, labels: &[String; 2], occupied: u64, flip: bool) {
    let t = &CLASSIC;
    let font = Font::get();
    let s = SQUARE as f32;
    // Shrunk down to 7 px, then shortened with `…`: a word never spills off its square.
    let fit = |word: &str, room: f32, largest: f32| {
        let mut size = largest;
        while size > 7.0 && font.width(word, size) > room {
            size -= 0.5;
        }
        (font.ellipsize(word, size, room), size)
    };
    let [trap, den] = labels;
    if !trap.is_empty() {
        let (trap, size) = fit(trap, s - 18.0, 11.5);
        let trap = &trap;
        for sq in SquareIter(bitboard::TRAPS & !occupied) {
            let (x, y, _) = square_rect(sq, flip);
            let (cx, base) = (x as f32 + s / 2.0, y as f32 + s - 12.0);
            font.draw(img, trap, size, cx, base, Align::Center, t.trap_text);
        }
    }
    if !den.is_empty() {
        let (den, size) = fit(den, 28.0, 10.5);
        let den = &den;
        for side in Side::ALL {
            let sq = bitboard::den(side);
            if occupied & sq.bit() != 0 {
                continue;
            }
            let (x, y, _) = square_rect(sq, flip);
            let (cx, base) = (x as f32 + s / 2.0, y as f32 + s / 2.0 - 3.0);
            font.draw(img, den, size, cx, base, Align::Center, t.den_text);
        }
    }
}

/// What a token shows: the animal's picture, or a text (its character or letter).
enum Mark<'a> {
    Picture(&'a RgbaImage),
    Text(String, &'static Font, f32),
}

impl Mark<'_> {
    /// The mark of `kind` in `style` at `scale` (1 on the board), `pictures` by kind.
    fn of(style: PieceStyle, kind: PieceKind, pictures: &[RgbaImage], scale: f32) -> Mark<'_> {
        match style {
            PieceStyle::Pictograms => Mark::Picture(&pictures[kind.index()]),
            PieceStyle::Characters => {
                Mark::Text(kind.chinese().to_string(), Font::get(), 30.0 * scale)
            }
            PieceStyle::Letters => Mark::Text(kind.letter().to_string(), Font::get(), 30.0 * scale),
        }
    }

    /// Draws the mark centred at (`cx`, `cy`), text in `ink`.
    fn draw(&self, img: &mut RgbaImage, cx: f32, cy: f32, ink: Rgb) {
        match self {
            Mark::Picture(p) => {
                let w = p.width() as i32;
                draw_image(img, p, cx as i32 - w / 2, cy as i32 - w / 2);
            }
            Mark::Text(text, font, size) => font.draw_centred(img, text, *size, cx, cy, ink),
        }
    }
}

/// A round token: shadow, ring in the side's colour, tinted face, the animal's mark, and the
/// rank in a badge.
fn draw_token(t: &Theme, side: Side, kind: PieceKind, mark: &Mark) -> RgbaImage {
    let font = Font::get();
    let mut img = RgbaImage::new(SQUARE, SQUARE);
    let c = SQUARE as f32 / 2.0;
    let r = TOKEN_RADIUS;
    piece_shadow(&mut img, c, r, 0.35);
    fill_circle(&mut img, c, c, r, t.side[side.index()], 1.0);
    fill_circle(&mut img, c, c, r - 5.0, t.tint[side.index()], 1.0);
    stroke_circle(
        &mut img,
        (c, c),
        r - 0.5,
        1.5,
        canvas::mix(t.side[side.index()], [0, 0, 0], 0.3),
        0.6,
    );
    let ink = canvas::mix(t.side[side.index()], [0, 0, 0], 0.3);
    match mark {
        Mark::Picture(_) => mark.draw(&mut img, c, c - 2.0, ink),
        // Letters and characters sit a little up and left, clear of the badge.
        Mark::Text(..) => mark.draw(&mut img, c - 3.0, c - 3.0, ink),
    }
    let (bx, by) = (c + 21.0, c + 21.0);
    fill_circle(&mut img, bx, by, 13.5, CHROME.white, 1.0);
    fill_circle(&mut img, bx, by, 11.5, t.side[side.index()], 1.0);
    let size = 18.0;
    font.draw(
        &mut img,
        &kind.rank().to_string(),
        size,
        bx,
        by + font.cap_height(size) / 2.0,
        Align::Center,
        CHROME.white,
    );
    img
}

/// A small token for the strips' lost pieces.
fn draw_mini(t: &Theme, side: Side, mark: &Mark) -> RgbaImage {
    let mut img = RgbaImage::new(MINI, MINI);
    let c = MINI as f32 / 2.0;
    fill_circle(&mut img, c, c, c - 1.0, t.side[side.index()], 1.0);
    fill_circle(&mut img, c, c, c - 3.5, t.tint[side.index()], 1.0);
    let ink = canvas::mix(t.side[side.index()], [0, 0, 0], 0.3);
    mark.draw(&mut img, c, c, ink);
    img
}

impl Drawable for Position {
    type Board = JungleBoard;
    type Mask = u64;
    type Art = Art;

    const LAYOUT: StripLayout = LAYOUT;
    const BOARD_AREA: (u32, u32, u32, u32) = BOARD_AREA;
    const DEFAULT_STYLE: PieceStyle = PieceStyle::Pictograms;
    const ENGLISH_LABELS: [&'static str; 2] = ["trap", "den"];
    const SIDE_COLORS: [Rgb; 2] = CLASSIC.side;
    const REVIEW_COLORS: [Rgb; 2] = CLASSIC.side;
    const PIECE_RADIUS: f32 = TOKEN_RADIUS;
    const HINT_DOT: f32 = 10.0;
    const PICTURE: (u32, u32) = (WIDTH, HEIGHT);
    const CELL: u32 = SQUARE;

    fn renderer() -> &'static Renderer {
        &RENDERER
    }

    fn sketch() -> Sketch<Position> {
        let t = &CLASSIC;
        let layers = |flip| {
            let plain = draw_board(t, flip);
            let moved = highlight_all(&plain, flip, t.moved, MOVED_ALPHA);
            let captured = highlight_all(&plain, flip, t.captured, CAPTURED_ALPHA);
            (plain, [moved, captured])
        };
        let [(plain, lit), (plain_flipped, lit_flipped)] = [layers(false), layers(true)];
        let pictures: Vec<RgbaImage> = PieceKind::ALL.iter().map(|&k| animal(k, 44)).collect();
        let small: Vec<RgbaImage> = PieceKind::ALL.iter().map(|&k| animal(k, 22)).collect();
        let tokens = style_sets(&Side::ALL, &PieceKind::ALL, |st, s, k| {
            draw_token(t, s, k, &Mark::of(st, k, &pictures, 1.0))
        });
        let minis = style_sets(&Side::ALL, &PieceKind::ALL, |st, s, k| {
            draw_mini(t, s, &Mark::of(st, k, &small, 0.5))
        });

        // Flat colours are pinned so large areas stay exact; the rest is learnt from what the
        // pictures show: tokens on each kind of square, the boards' edges, text on the strips.
        let c = &CHROME;
        let mut pinned = c.pinned_first();
        pinned.extend([
            t.land[0],
            t.land[1],
            t.grid,
            t.water,
            t.water_edge,
            t.wave,
            t.trap,
            t.trap_edge,
            t.trap_text,
            t.den,
            t.den_text,
            t.den_cave,
            t.side[0],
            t.side[1],
            t.tint[0],
            t.tint[1],
            c.neutral,
            c.hint,
            t.arrow,
            c.white,
        ]);
        for base in [
            t.land[0],
            t.land[1],
            t.water,
            t.trap,
            t.den,
            t.side[0],
            t.side[1],
            t.trap_edge,
        ] {
            pinned.push(canvas::mix(base, t.moved, MOVED_ALPHA));
            pinned.push(canvas::mix(base, t.captured, CAPTURED_ALPHA));
        }
        let mut training = Training::new(pinned);
        training.add(&plain);
        lit.iter().for_each(|layer| training.add(layer));
        // The palette learns from the animal pictures only, as before the other styles came:
        // those pictures stay exactly as they were; letters and characters find near colours.
        for base in [t.land[0], t.water, t.land[1], t.trap] {
            for side in &tokens[PieceStyle::Pictograms.index()] {
                side.iter().for_each(|tok| training.add_on(base, tok));
            }
        }
        Sketch {
            boards: [plain, plain_flipped],
            pieces: tokens,
            minis,
            training,
            art: Box::new(move |palette| Art {
                highlights: [lit, lit_flipped]
                    .map(|l| l.each_ref().map(|b| Indexed::from_rgba(b, palette))),
            }),
        }
    }

    fn occupied_by(&self, side: Side) -> u64 {
        self.occupied(side)
    }

    fn pieces_of(&self, side: Side) -> impl Iterator<Item = (usize, Square)> + '_ {
        self.pieces(side).map(|(kind, sq)| (kind.index(), sq))
    }

    fn center(sq: Square, flip: bool) -> (u32, u32) {
        let (x, y, s) = square_rect(sq, flip);
        (x + s / 2, y + s / 2)
    }

    fn board_outcome(&self) -> Option<Outcome> {
        self.board_winner().map(|winner| Outcome::Win {
            winner,
            reason: if self.piece_at(bitboard::den(!winner)).is_some() {
                WinReason::Den
            } else {
                WinReason::NoPiecesLeft
            },
        })
    }

    fn lost(&self, side: Side) -> Vec<usize> {
        PieceKind::ALL
            .into_iter()
            .filter(|&k| self.square_of(side, k).is_none())
            .map(PieceKind::index)
            .collect()
    }

    /// The last move's squares highlighted and the board's words (the board); a piece's rank 0
    /// on a trap (over the pieces); a river jump's arrow and a capture's badge (on top).
    fn draw_marks(f: &Frame<'_, Position>, img: &mut Indexed, stage: Stage) {
        let (r, pos, flip) = (f.renderer, f.pos, f.opts.flip);
        let last = f.opts.last_move;
        match stage {
            Stage::Board => {
                let lit = &r.art.highlights[flip as usize];
                if let Some(last) = last {
                    let (x, y, s) = square_rect(last.mv.from, flip);
                    img.copy_rect(&lit[0], x, y, s, s);
                    let (x, y, s) = square_rect(last.mv.to, flip);
                    img.copy_rect(&lit[last.capture as usize], x, y, s, s);
                }
                let occupied = pos.occupied(Side::Red) | pos.occupied(Side::Blue);
                draw_labels(&mut r.surface(img), &f.text.labels, occupied, flip);
            }
            Stage::UnderPieces => {}
            Stage::OverPieces => draw_rank_zero(&mut r.surface(img), pos, flip),
            Stage::Top => {
                if let Some(last) = last {
                    draw_jump(&mut r.surface(img), last.mv, flip);
                    if last.capture {
                        let (x, y, _) = square_rect(last.mv.to, flip);
                        img.blit(&r.capture_badge, x as i32 + 1, y as i32 + 1, &r.palette);
                    }
                }
            }
        }
    }
}

/// A piece on a trap that lowers it shows the rank it has there: 0.
fn draw_rank_zero<S: Surface + ?Sized>(img: &mut S, pos: &Position, flip: bool) {
    let t = &CLASSIC;
    for side in Side::ALL {
        for (_, sq) in pos.pieces(side) {
            if pos.rank_on_square(sq) == Some(0) {
                let (x, y, _) = square_rect(sq, flip);
                let c = SQUARE as f32 / 2.0;
                let (bx, by) = (x as f32 + c + 21.0, y as f32 + c + 21.0);
                fill_circle(img, bx, by, 13.5, CHROME.white, 1.0);
                fill_circle(img, bx, by, 11.5, t.side[side.index()], 1.0);
                let font = Font::get();
                font.draw(
                    img,
                    "0",
                    18.0,
                    bx,
                    by + font.cap_height(18.0) / 2.0,
                    Align::Center,
                    CHROME.white,
                );
            }
        }
    }
}

/// A river jump's arrow, from the start square to the edge of the token (other moves have
/// none).
fn draw_jump<S: Surface + ?Sized>(img: &mut S, mv: Move, flip: bool) {
    let (fx, fy) = square_center(mv.from, flip);
    let (tx, ty) = square_center(mv.to, flip);
    let dist = (tx - fx).abs() + (ty - fy).abs();
    if dist > SQUARE as f32 * 1.5 {
        let (ux, uy) = ((tx - fx) / dist, (ty - fy) / dist);
        let tip = (
            tx - ux * (TOKEN_RADIUS + 2.0),
            ty - uy * (TOKEN_RADIUS + 2.0),
        );
        let shadow = |(x, y): (f32, f32)| (x + 1.5, y + 2.0);
        let dark = [20, 30, 40];
        draw_arrow(img, shadow((fx, fy)), shadow(tip), 8.0, 24.0, dark, 0.4);
        draw_arrow(img, (fx, fy), tip, 8.0, 24.0, CLASSIC.arrow, 1.0);
    }
}
