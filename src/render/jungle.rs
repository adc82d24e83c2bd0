//! Jungle pictures: the 7×9 board with its rivers, traps and dens, round animal tokens, the last
//! move, hint dots, and strips with the players, the status, the move number and lost pieces.
//!
//! Layout (pixels, unflipped): a header with the status and move number; the top player's strip
//! (Blue); the framed board, [`SQUARE`] pixels a square, files `a`–`g` under it and ranks `1`–`9`
//! left of it; the bottom player's strip (Red). Flipping turns the board and swaps the strips.

use std::sync::LazyLock;

use image::RgbaImage;

use super::canvas::{
    self, Bounds, Indexed, IndexedSurface, Rgb, Sprite, Surface, draw_arrow, draw_image, draw_line,
    fill_circle, fill_rounded_rect, fill_sdf, resize_rgba, rgb, stroke_circle,
};
use super::encode;
use super::font::{Align, Font};
use super::palette::Palette;
use super::replay;
use super::strips::{self, StripColors, StripLayout, fill_rect};
use super::{PieceStyle, StripText, style_sets};
use crate::games::contract::GamePosition;
use crate::games::jungle::{
    Game, IllegalMove, Move, Outcome, PieceKind, Position, Side, Square, WinReason, bitboard,
};

/// The side of one square, in pixels.
pub const SQUARE: u32 = 72;
const FRAME: u32 = 22;
const HEADER: u32 = 44;
const STRIP: u32 = 46;
/// The picture's width in pixels (548).
pub const WIDTH: u32 = 7 * SQUARE + 2 * FRAME;
/// The picture's height in pixels (826).
pub const HEIGHT: u32 = HEADER + STRIP + 2 * FRAME + 9 * SQUARE + STRIP;
const BOARD_X: u32 = FRAME;
const BOARD_Y: u32 = HEADER + STRIP + FRAME;
const BOTTOM_STRIP_Y: u32 = BOARD_Y + 9 * SQUARE + FRAME;
/// The framed board within the picture, `(x, y, width, height)` in pixels: the picture without
/// its header and player strips (for thumbnails).
pub const BOARD_AREA: (u32, u32, u32, u32) = (0, HEADER + STRIP, WIDTH, 2 * FRAME + 9 * SQUARE);
const TOKEN_RADIUS: f32 = 31.0;
const MINI: u32 = 30;

/// The header and strips around the board.
pub const LAYOUT: StripLayout = StripLayout {
    width: WIDTH,
    header: HEADER,
    strip: STRIP,
    mini: MINI,
};

/// The colours of one look. One theme today; the renderer keys its caches by theme so more can
/// follow.
struct Theme {
    page: Rgb,
    header: Rgb,
    frame: Rgb,
    text: Rgb,
    text_dim: Rgb,
    coord: Rgb,
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
    neutral: Rgb,
    moved: Rgb,
    captured: Rgb,
    hint: Rgb,
    arrow: Rgb,
    white: Rgb,
}

const CLASSIC: Theme = Theme {
    page: rgb(0x2b2d31),
    header: rgb(0x1e1f22),
    frame: rgb(0x3a3d43),
    text: rgb(0xf2f3f5),
    text_dim: rgb(0xb5bac1),
    coord: rgb(0xc9cdd3),
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
    neutral: rgb(0x9aa0a8),
    moved: rgb(0xffdc3c),
    captured: rgb(0xff7a45),
    hint: rgb(0x1d3a12),
    arrow: rgb(0xffa51f),
    white: rgb(0xffffff),
};

const STRIP_COLORS: StripColors = StripColors {
    text: CLASSIC.text,
    text_dim: CLASSIC.text_dim,
};

const MOVED_ALPHA: f32 = 0.6;
const CAPTURED_ALPHA: f32 = 0.55;

/// The last move to mark: its squares are highlighted, a capture gets a badge and a river jump an
/// arrow.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct LastMove {
    /// The move.
    pub mv: Move,
    /// Whether it captured a piece.
    pub capture: bool,
}

impl LastMove {
    /// The last move `mv` played in `before` (the position before it).
    pub fn new(before: &Position, mv: Move) -> LastMove {
        LastMove {
            mv,
            capture: before.is_capture(mv),
        }
    }
}

/// What to draw besides the position.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RenderOptions {
    /// Turn the board so Blue sits at the bottom (for the Blue player).
    pub flip: bool,
    /// The move that led to this position, if any.
    pub last_move: Option<LastMove>,
    /// Squares to mark with a dot (an empty square) or a ring (an occupied one), bit =
    /// `Square::index()`; e.g. `position.destinations(square)` for hints. 0 for none.
    pub hints: u64,
    /// The result, if the game is over (by any means, resignation and time included): the
    /// default status text names it.
    pub outcome: Option<Outcome>,
    /// The texts, already translated; `None` for the English defaults of [`english_text`].
    pub text: Option<StripText>,
}

/// The English texts for `pos`: "Red" and "Blue" as names, "Red to move" or the result (from
/// `outcome`, else from the board: a den taken or no pieces left), and "Move N".
pub fn english_text(pos: &Position, outcome: Option<Outcome>) -> StripText {
    // A game decided on the board names its reason even when the caller passes no outcome.
    let outcome = outcome.or_else(|| {
        pos.board_winner().map(|winner| Outcome::Win {
            winner,
            reason: if pos.piece_at(bitboard::den(!winner)).is_some() {
                WinReason::Den
            } else {
                WinReason::NoPiecesLeft
            },
        })
    });
    let status = match outcome {
        Some(o) => {
            let s = o.to_string();
            let mut c = s.chars();
            match c.next() {
                Some(f) => f.to_uppercase().chain(c).collect(),
                None => s,
            }
        }
        None => format!("{} to move", pos.side_to_move()),
    };
    StripText {
        players: [Side::Red.name().to_string(), Side::Blue.name().to_string()],
        status,
        move_label: format!("Move {}", pos.move_number()),
        labels: ["trap".to_string(), "den".to_string()],
    }
}

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

/// Which static board to copy a square from.
#[derive(Copy, Clone)]
enum Layer {
    Plain = 0,
    Moved = 1,
    Captured = 2,
}

/// Everything drawn once: the palette, the static boards and the sprites.
pub struct Renderer {
    palette: Palette,
    /// `[flip][layer]`: the whole picture without pieces, texts or marks, with every square
    /// highlighted in the `Moved` and `Captured` layers.
    boards: [[Indexed; 3]; 2],
    /// `[style][side][kind]`, styles in [`PieceStyle::ALL`] order.
    tokens: [[[Sprite; 8]; 2]; 3],
    /// The strips' lost pieces, `[style][side][kind]`.
    minis: [[[Sprite; 8]; 2]; 3],
    /// Red, Blue, neutral.
    discs: [Sprite; 3],
    capture_badge: Sprite,
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

fn bounds(x: f32, y: f32, w: f32, h: f32) -> Bounds {
    Bounds {
        x0: x,
        y0: y,
        x1: x + w,
        y1: y + h,
    }
}

/// Draws the picture without pieces, texts or marks.
fn draw_board(t: &Theme, flip: bool) -> RgbaImage {
    let font = Font::get();
    let mut img = RgbaImage::from_pixel(
        WIDTH,
        HEIGHT,
        image::Rgba([t.page[0], t.page[1], t.page[2], 255]),
    );
    fill_rect(&mut img, 0, 0, WIDTH, HEADER, t.header);
    let fy = (HEADER + STRIP) as f32 + 2.0;
    fill_rounded_rect(
        &mut img,
        bounds(
            2.0,
            fy,
            WIDTH as f32 - 4.0,
            (9 * SQUARE + 2 * FRAME) as f32 - 4.0,
        ),
        10.0,
        t.frame,
        1.0,
    );
    let s = SQUARE as f32;
    let (bx, by) = (BOARD_X as f32, BOARD_Y as f32);
    // Land, checkered so squares can be counted at a glance.
    for sq in Square::all() {
        let (x, y, _) = square_rect(sq, flip);
        let c = t.land[(sq.file() + sq.rank()) as usize % 2];
        fill_rect(&mut img, x, y, SQUARE, SQUARE, c);
    }
    // Grid lines on square borders.
    for i in 0..=7 {
        let x = bx + i as f32 * s;
        draw_line(&mut img, (x, by), (x, by + 9.0 * s), 1.5, t.grid, 1.0);
    }
    for j in 0..=9 {
        let y = by + j as f32 * s;
        draw_line(&mut img, (bx, y), (bx + 7.0 * s, y), 1.5, t.grid, 1.0);
    }
    // Rivers: one rounded body of water per 2×3 block, with faint square lines and waves.
    for files in [[1u8, 2], [4, 5]] {
        let corners = [Square::new(files[0], 3), Square::new(files[1], 5)];
        let [Some(a), Some(b)] = corners else {
            continue;
        };
        let (ax, ay, _) = square_rect(a, flip);
        let (cx, cy, _) = square_rect(b, flip);
        let (x0, x1) = (ax.min(cx) as f32, (ax.max(cx) + SQUARE) as f32);
        let (y0, y1) = (ay.min(cy) as f32, (ay.max(cy) + SQUARE) as f32);
        let river = bounds(x0 + 2.0, y0 + 2.0, x1 - x0 - 4.0, y1 - y0 - 4.0);
        fill_rounded_rect(&mut img, river, 12.0, t.water_edge, 1.0);
        let inner = bounds(x0 + 5.0, y0 + 5.0, x1 - x0 - 10.0, y1 - y0 - 10.0);
        fill_rounded_rect(&mut img, inner, 9.0, t.water, 1.0);
        let xm = (x0 + x1) / 2.0;
        draw_line(&mut img, (xm, y0 + 8.0), (xm, y1 - 8.0), 1.0, t.wave, 0.35);
        for k in 1..3 {
            let y = y0 + k as f32 * s;
            draw_line(&mut img, (x0 + 8.0, y), (x1 - 8.0, y), 1.0, t.wave, 0.35);
        }
        for f in files {
            for r in 3..6 {
                let Some(sq) = Square::new(f, r) else {
                    continue;
                };
                let (cx, cy) = square_center(sq, flip);
                for (dy, dx) in [(-12.0, -6.0), (2.0, 6.0), (16.0, -4.0)] {
                    draw_wave(&mut img, cx + dx, cy + dy, 30.0, t.wave, 0.85);
                }
            }
        }
    }
    // Traps: sand pits with their name, edged in the colour of the side whose den they guard.
    for side in Side::ALL {
        for sq in SquareIterBits(bitboard::traps(side)) {
            let (x, y, _) = square_rect(sq, flip);
            let b = bounds(x as f32 + 4.0, y as f32 + 4.0, s - 8.0, s - 8.0);
            fill_rounded_rect(&mut img, b, 8.0, t.trap_edge, 1.0);
            let inner = bounds(x as f32 + 7.0, y as f32 + 7.0, s - 14.0, s - 14.0);
            fill_rounded_rect(&mut img, inner, 6.0, t.trap, 1.0);
            // A row of stakes along the top: the pit.
            for k in 0..5 {
                let cx = x as f32 + 16.0 + k as f32 * 10.0;
                let top = y as f32 + 11.0;
                let tri =
                    canvas::triangle_sdf([(cx, top), (cx - 4.0, top + 9.0), (cx + 4.0, top + 9.0)]);
                fill_sdf(
                    &mut img,
                    bounds(cx - 5.0, top - 1.0, 10.0, 11.0),
                    t.trap_edge,
                    0.9,
                    1.0,
                    tri,
                );
            }
            let side_line = bounds(x as f32 + 4.0, y as f32 + s - 9.0, s - 8.0, 5.0);
            fill_rounded_rect(&mut img, side_line, 2.5, t.side[side.index()], 0.85);
            let cap = font.cap_height(18.0);
            font.draw(
                &mut img,
                "陷阱",
                18.0,
                x as f32 + s / 2.0,
                y as f32 + s / 2.0 + cap / 2.0 + 3.0,
                Align::Center,
                t.trap_text,
            );
        }
    }
    // Dens: a cave mouth with its name, ringed in the owner's colour.
    for side in Side::ALL {
        let sq = bitboard::den(side);
        let (x, y, _) = square_rect(sq, flip);
        let outer = bounds(x as f32 + 3.0, y as f32 + 3.0, s - 6.0, s - 6.0);
        fill_rounded_rect(&mut img, outer, 10.0, t.side[side.index()], 1.0);
        let inner = bounds(x as f32 + 8.0, y as f32 + 8.0, s - 16.0, s - 16.0);
        fill_rounded_rect(&mut img, inner, 7.0, t.den, 1.0);
        // The cave arch.
        let (cx, cy) = (x as f32 + s / 2.0, y as f32 + s / 2.0 - 6.0);
        let dark = t.den_cave;
        fill_sdf(
            &mut img,
            bounds(cx - 17.0, cy - 17.0, 34.0, 34.0),
            dark,
            1.0,
            1.0,
            move |px, py| {
                let circle = ((px - cx).powi(2) + (py - cy).powi(2)).sqrt() - 15.0;
                circle.max(py - cy - 1.0)
            },
        );
        fill_rect(&mut img, (cx - 15.0) as u32, cy as u32, 30, 6, dark);
        let cap = font.cap_height(17.0);
        font.draw(
            &mut img,
            "獸穴",
            17.0,
            cx,
            y as f32 + s - 13.0 - (14.0 - cap) / 2.0,
            Align::Center,
            t.den_text,
        );
    }
    // Coordinates: files under the board, ranks left of it.
    let coord_size = 14.0;
    let cap = font.cap_height(coord_size);
    for col in 0..7u32 {
        let file = if flip { 6 - col } else { col };
        let letter = (b'a' + file as u8) as char;
        let cx = bx + (col as f32 + 0.5) * s;
        font.draw(
            &mut img,
            &letter.to_string(),
            coord_size,
            cx,
            by + 9.0 * s + FRAME as f32 / 2.0 + cap / 2.0,
            Align::Center,
            t.coord,
        );
    }
    for row in 0..9u32 {
        let rank = if flip { row } else { 8 - row };
        let cy = by + (row as f32 + 0.5) * s;
        font.draw(
            &mut img,
            &(rank + 1).to_string(),
            coord_size,
            FRAME as f32 / 2.0,
            cy + cap / 2.0,
            Align::Center,
            t.coord,
        );
    }
    img
}

/// `board` with every square highlighted in `color`: a wash over the square and a bolder inner
/// edge, so the move reads even when a token covers the middle and the picture is shown at half
/// size.
fn highlight_all(board: &RgbaImage, flip: bool, color: Rgb, alpha: f32) -> RgbaImage {
    let mut img = board.clone();
    let s = SQUARE as f32;
    let edge = canvas::mix(color, [0, 0, 0], 0.18);
    for sq in Square::all() {
        let (x, y, _) = square_rect(sq, flip);
        for py in y..y + SQUARE {
            for px in x..x + SQUARE {
                img.blend(px, py, color, alpha);
            }
        }
        let b = bounds(x as f32 + 1.0, y as f32 + 1.0, s - 2.0, s - 2.0);
        let outer = canvas::rounded_rect_sdf(b, 4.0);
        fill_sdf(&mut img, b, edge, 0.9, 1.0, move |px, py| {
            let d = outer(px, py);
            d.max(-(d + 4.0))
        });
    }
    img
}

/// A short sine wave centred on (cx, cy), `len` wide.
fn draw_wave<S: Surface>(img: &mut S, cx: f32, cy: f32, len: f32, color: Rgb, alpha: f32) {
    let steps = 12;
    let mut prev = None;
    let mut mask = RgbaImage::new(len as u32 + 8, 16);
    for i in 0..=steps {
        let u = i as f32 / steps as f32;
        let x = 4.0 + u * len;
        let y = 8.0 + (u * std::f32::consts::TAU).sin() * 2.5;
        if let Some(p) = prev {
            draw_line(&mut mask, p, (x, y), 2.5, color, 1.0);
        }
        prev = Some((x, y));
    }
    // Drawn on a mask first so the joints do not pile up opacity.
    let (ox, oy) = (cx - len / 2.0 - 4.0, cy - 8.0);
    let (w, h) = img.size();
    for (mx, my, p) in mask.enumerate_pixels() {
        let (tx, ty) = (ox as i32 + mx as i32, oy as i32 + my as i32);
        if p[3] > 0 && tx >= 0 && ty >= 0 && (tx as u32) < w && (ty as u32) < h {
            img.blend(tx as u32, ty as u32, color, alpha * p[3] as f32 / 255.0);
        }
    }
}

/// Iterates the squares of a bit mask.
struct SquareIterBits(u64);

impl Iterator for SquareIterBits {
    type Item = Square;
    fn next(&mut self) -> Option<Square> {
        while self.0 != 0 {
            let i = self.0.trailing_zeros();
            self.0 &= self.0 - 1;
            if let Some(sq) = Square::from_index(i as u8) {
                return Some(sq);
            }
        }
        None
    }
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
        for sq in SquareIterBits(bitboard::TRAPS & !occupied) {
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
    fill_sdf(
        &mut img,
        bounds(c - r, c - r, 2.0 * r + 4.0, 2.0 * r + 5.0),
        [0, 0, 0],
        0.35,
        3.0,
        canvas::circle_sdf(c + 1.0, c + 2.5, r - 0.5),
    );
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
    fill_circle(&mut img, bx, by, 13.5, t.white, 1.0);
    fill_circle(&mut img, bx, by, 11.5, t.side[side.index()], 1.0);
    let size = 18.0;
    font.draw(
        &mut img,
        &kind.rank().to_string(),
        size,
        bx,
        by + font.cap_height(size) / 2.0,
        Align::Center,
        t.white,
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

impl Renderer {
    /// The shared renderer, built on first use (a few hundred milliseconds).
    pub fn get() -> &'static Renderer {
        &RENDERER
    }

    fn build() -> Renderer {
        let t = &CLASSIC;
        let layers = |flip| {
            let plain = draw_board(t, flip);
            let moved = highlight_all(&plain, flip, t.moved, MOVED_ALPHA);
            let captured = highlight_all(&plain, flip, t.captured, CAPTURED_ALPHA);
            [plain, moved, captured]
        };
        let rgba_boards = [layers(false), layers(true)];
        let pictures: Vec<RgbaImage> = PieceKind::ALL.iter().map(|&k| animal(k, 44)).collect();
        let small: Vec<RgbaImage> = PieceKind::ALL.iter().map(|&k| animal(k, 22)).collect();
        let token_sets = style_sets(&Side::ALL, &PieceKind::ALL, |st, s, k| {
            draw_token(t, s, k, &Mark::of(st, k, &pictures, 1.0))
        });
        let mini_sets = style_sets(&Side::ALL, &PieceKind::ALL, |st, s, k| {
            draw_mini(t, s, &Mark::of(st, k, &small, 0.5))
        });
        // The palette learns from the animal pictures only, as before the other styles came:
        // those pictures stay exactly as they were; letters and characters find near colours.
        let pict = PieceStyle::Pictograms.index();
        let (tokens, minis) = (&token_sets[pict], &mini_sets[pict]);
        let discs = [
            strips::disc(t.side[0], t.white),
            strips::disc(t.side[1], t.white),
            strips::disc(t.neutral, t.white),
        ];
        let badge = strips::capture_badge(t.white);

        // Flat colours are pinned so large areas stay exact; the rest is learnt from what the
        // pictures show: tokens on each kind of square, the boards' edges, text on the strips.
        let mut pinned: Vec<Rgb> = vec![
            t.page,
            t.header,
            t.frame,
            t.text,
            t.text_dim,
            t.coord,
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
            t.neutral,
            t.hint,
            t.arrow,
            t.white,
        ];
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
        let mut training: Vec<u8> = Vec::new();
        let pinned_set: canvas::ColorMap<()> = pinned.iter().map(|&c| (c, ())).collect();
        let mut add = |img: &RgbaImage| {
            for p in img.pixels() {
                if p[3] > 0 && !pinned_set.contains_key(&[p[0], p[1], p[2]]) {
                    training.extend_from_slice(&p.0);
                }
            }
        };
        for layer in &rgba_boards[0] {
            add(layer);
        }
        for (layer, base) in [
            (0usize, t.land[0]),
            (0, t.water),
            (1, t.land[1]),
            (2, t.trap),
        ] {
            let _ = layer;
            for side in tokens {
                for tok in side {
                    let mut tile = RgbaImage::from_pixel(
                        SQUARE,
                        SQUARE,
                        image::Rgba([base[0], base[1], base[2], 255]),
                    );
                    draw_image(&mut tile, tok, 0, 0);
                    add(&tile);
                }
            }
        }
        for side in minis {
            for m in side {
                let mut tile = RgbaImage::from_pixel(
                    MINI,
                    MINI,
                    image::Rgba([t.page[0], t.page[1], t.page[2], 255]),
                );
                draw_image(&mut tile, m, 0, 0);
                add(&tile);
            }
        }
        add(&strips::text_sample(
            &LAYOUT,
            t.header,
            t.page,
            STRIP_COLORS,
        ));
        let palette = Palette::build(&pinned, &training);

        let quantise = |layers: &[RgbaImage; 3]| {
            [
                Indexed::from_rgba(&layers[0], &palette),
                Indexed::from_rgba(&layers[1], &palette),
                Indexed::from_rgba(&layers[2], &palette),
            ]
        };
        let boards = [quantise(&rgba_boards[0]), quantise(&rgba_boards[1])];
        let sets = |v: &Vec<Vec<Vec<RgbaImage>>>| -> [[[Sprite; 8]; 2]; 3] {
            std::array::from_fn(|st| {
                std::array::from_fn(|side| {
                    std::array::from_fn(|k| Sprite::from_rgba(&v[st][side][k], &palette))
                })
            })
        };
        let tokens = sets(&token_sets);
        let minis = sets(&mini_sets);
        let discs = std::array::from_fn(|i| Sprite::from_rgba(&discs[i], &palette));
        let capture_badge = Sprite::from_rgba(&badge, &palette);
        Renderer {
            palette,
            boards,
            tokens,
            minis,
            discs,
            capture_badge,
        }
    }

    /// The palette all pictures use.
    pub fn palette(&self) -> &Palette {
        &self.palette
    }

    /// Draws `pos` with `opts` as palette indices ([`WIDTH`]×[`HEIGHT`]), the animals as
    /// pictures (Jungle's own look).
    pub fn draw(&self, pos: &Position, opts: &RenderOptions) -> Indexed {
        self.draw_styled(pos, opts, PieceStyle::Pictograms)
    }

    /// [`Renderer::draw`] with the pieces in `style`.
    pub fn draw_styled(&self, pos: &Position, opts: &RenderOptions, style: PieceStyle) -> Indexed {
        let mut img = self.boards[opts.flip as usize][Layer::Plain as usize].clone();
        self.draw_into(&mut img, pos, opts, style);
        img
    }

    fn draw_into(
        &self,
        img: &mut Indexed,
        pos: &Position,
        opts: &RenderOptions,
        style: PieceStyle,
    ) {
        let t = &CLASSIC;
        let flip = opts.flip;
        let boards = &self.boards[flip as usize];
        if let Some(last) = opts.last_move {
            let (x, y, s) = square_rect(last.mv.from, flip);
            img.copy_rect(&boards[Layer::Moved as usize], x, y, s, s);
            let to_layer = if last.capture {
                Layer::Captured
            } else {
                Layer::Moved
            };
            let (x, y, s) = square_rect(last.mv.to, flip);
            img.copy_rect(&boards[to_layer as usize], x, y, s, s);
        }
        let occupied = pos.occupied(Side::Red) | pos.occupied(Side::Blue);
        let default_text;
        let text = match &opts.text {
            Some(text) => text,
            None => {
                default_text = english_text(pos, opts.outcome);
                &default_text
            }
        };
        {
            let mut surface = IndexedSurface {
                image: img,
                palette: &self.palette,
            };
            draw_labels(&mut surface, &text.labels, occupied, flip);
            for sq in SquareIterBits(opts.hints & !occupied) {
                let (cx, cy) = square_center(sq, flip);
                fill_circle(&mut surface, cx, cy, 10.0, t.hint, 0.45);
            }
        }
        for side in Side::ALL {
            for (kind, sq) in pos.pieces(side) {
                let (x, y, _) = square_rect(sq, flip);
                img.blit(
                    &self.tokens[style.index()][side.index()][kind.index()],
                    x as i32,
                    y as i32,
                    &self.palette,
                );
            }
        }
        let mut surface = IndexedSurface {
            image: img,
            palette: &self.palette,
        };
        // A piece on a trap that lowers it shows the rank it has there: 0.
        for side in Side::ALL {
            for (_, sq) in pos.pieces(side) {
                if pos.rank_on_square(sq) == Some(0) {
                    let (x, y, _) = square_rect(sq, flip);
                    let c = SQUARE as f32 / 2.0;
                    let (bx, by) = (x as f32 + c + 21.0, y as f32 + c + 21.0);
                    fill_circle(&mut surface, bx, by, 13.5, t.white, 1.0);
                    fill_circle(&mut surface, bx, by, 11.5, t.side[side.index()], 1.0);
                    let font = Font::get();
                    font.draw(
                        &mut surface,
                        "0",
                        18.0,
                        bx,
                        by + font.cap_height(18.0) / 2.0,
                        Align::Center,
                        t.white,
                    );
                }
            }
        }
        for sq in SquareIterBits(opts.hints & occupied) {
            let c = square_center(sq, flip);
            stroke_circle(&mut surface, c, TOKEN_RADIUS + 3.5, 4.0, t.hint, 0.55);
        }
        if let Some(last) = opts.last_move {
            let (fx, fy) = square_center(last.mv.from, flip);
            let (tx, ty) = square_center(last.mv.to, flip);
            let dist = (tx - fx).abs() + (ty - fy).abs();
            if dist > SQUARE as f32 * 1.5 {
                // A river jump: an arrow from the start square to the edge of the token.
                let (ux, uy) = ((tx - fx) / dist, (ty - fy) / dist);
                let tip = (
                    tx - ux * (TOKEN_RADIUS + 2.0),
                    ty - uy * (TOKEN_RADIUS + 2.0),
                );
                let shadow = |(x, y): (f32, f32)| (x + 1.5, y + 2.0);
                draw_arrow(
                    &mut surface,
                    shadow((fx, fy)),
                    shadow(tip),
                    8.0,
                    24.0,
                    [20, 30, 40],
                    0.4,
                );
                draw_arrow(&mut surface, (fx, fy), tip, 8.0, 24.0, t.arrow, 1.0);
            }
            if last.capture {
                let (x, y, _) = square_rect(last.mv.to, flip);
                surface.image.blit(
                    &self.capture_badge,
                    x as i32 + 1,
                    y as i32 + 1,
                    &self.palette,
                );
            }
        }
        self.draw_strips(img, pos, opts, text, style);
    }

    fn draw_strips(
        &self,
        img: &mut Indexed,
        pos: &Position,
        opts: &RenderOptions,
        text: &StripText,
        style: PieceStyle,
    ) {
        let finished = opts.outcome.is_some() || pos.board_winner().is_some();
        let winner = opts.outcome.map_or(pos.board_winner(), |o| o.winner());
        let disc = match (finished, winner) {
            (false, _) => pos.side_to_move().index(),
            (true, Some(w)) => w.index(),
            (true, None) => 2,
        };
        strips::draw_header(
            img,
            &self.palette,
            &LAYOUT,
            STRIP_COLORS,
            &self.discs[disc],
            &text.status,
            &text.move_label,
        );
        let (top, bottom) = if opts.flip {
            (Side::Red, Side::Blue)
        } else {
            (Side::Blue, Side::Red)
        };
        for (side, y) in [(top, HEADER), (bottom, BOTTOM_STRIP_Y)] {
            let lost: Vec<&Sprite> = PieceKind::ALL
                .into_iter()
                .filter(|&k| pos.square_of(side, k).is_none())
                .map(|k| &self.minis[style.index()][side.index()][k.index()])
                .collect();
            strips::draw_player_strip(
                img,
                &self.palette,
                &LAYOUT,
                STRIP_COLORS,
                y,
                &self.discs[side.index()],
                &text.players[side.index()],
                &lost,
            );
        }
    }
}

/// Draws `pos` as a palette PNG of [`WIDTH`]×[`HEIGHT`] pixels, the animals as pictures.
pub fn position_png(pos: &Position, opts: &RenderOptions) -> Vec<u8> {
    position_png_styled(pos, opts, PieceStyle::Pictograms)
}

/// [`position_png`] with the pieces in `style`.
pub fn position_png_styled(pos: &Position, opts: &RenderOptions, style: PieceStyle) -> Vec<u8> {
    let r = Renderer::get();
    encode::png(&r.draw_styled(pos, opts, style), r.palette())
}

/// One frame of a replay, for the caller's text function.
pub type FrameInfo<'a> = replay::FrameInfo<'a, Position, LastMove, Outcome>;

/// How to draw a replay ([`GifOptions::flip`] puts Blue at the bottom; the default texts are
/// [`english_text`]).
pub type GifOptions<'a> = replay::GifOptions<'a, Position, LastMove, Outcome>;

/// A move in a replay that is not legal where it is played.
pub type ReplayError = replay::ReplayError<Move, IllegalMove>;

/// Draws a game as an animated GIF: the start, then one frame per ply, each marking the move
/// played; the last frame names the result. Frames after the first hold only the rectangle that
/// changed.
///
/// # Errors
/// The first illegal move, with its number.
pub fn game_gif(
    start: &Position,
    moves: &[Move],
    opts: &GifOptions,
) -> Result<Vec<u8>, ReplayError> {
    let game = Game::replay(*start, moves).map_err(|(i, reason)| ReplayError {
        number: i + 1,
        mv: moves[i],
        reason,
    })?;
    let outcome = opts.outcome.or(game.outcome());
    let r = Renderer::get();
    let timing = replay::FrameTiming {
        frame_ms: opts.frame_ms,
        last_frame_ms: opts.last_frame_ms,
    };
    Ok(replay::encode(
        &r.boards[opts.flip as usize][Layer::Plain as usize],
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
                hints: 0,
                outcome: info.outcome,
                text: Some(text),
            };
            r.draw_into(img, pos, &ro, PieceStyle::Pictograms);
        },
    ))
}
