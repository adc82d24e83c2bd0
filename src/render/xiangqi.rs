//! Xiangqi pictures in the traditional style: a wooden board with the pieces on the
//! intersections, the river with 楚河 漢界, the palace diagonals and the small position marks at
//! the cannon and soldier points; round wooden pieces with the Chinese characters in red
//! (帥仕相傌俥炮兵) or black (將士象馬車砲卒); the last move, a general in check and hint points
//! marked; strips with the players, the status, the move number and lost pieces.
//!
//! Layout (pixels, unflipped): a header with the status and move number; the top player's strip
//! (Black); the board: ICCS ranks `0`–`9` in the frame left and right, on the wood Black's file
//! numbers 1–9 above the grid and Red's 一…九 below it (each counted from that player's right),
//! ICCS files `a`–`i` under the wood; the bottom player's strip (Red). Flipping turns the board
//! (Black at the bottom), its labels with it, and swaps the strips.
//!
//!
//! What is Xiangqi's own: the geometry, the board art, the pieces and the marks of
//! [`Drawable`]; the API and the rest are [`super::picture`]'s, as for [`super::jungle`].

mod pictograms;

use std::sync::LazyLock;

use image::RgbaImage;

use super::canvas::{
    self, Bounds, Indexed, Rgb, Sprite, draw_image, draw_line, fill_circle, fill_rounded_rect,
    fill_sdf, rgb, stroke_circle,
};
use super::font::Font;
use super::picture::{
    CHROME, Drawable, Frame, Sketch, Stage, Training, blank_picture, draw_coordinate, piece_shadow,
    style_sets,
};
use super::strips::StripLayout;
use super::style::PieceStyle;
use crate::games::contract::GamePosition;
use crate::games::xiangqi::square::XiangqiBoard;
use crate::games::xiangqi::{Move, Outcome, PieceKind, Position, Side, Square, WinReason};
use pictograms::pictogram_sdf;

/// The distance between two neighbouring points, in pixels.
pub const POINT: u32 = 58;
/// A piece's radius, in pixels.
pub const PIECE_RADIUS: f32 = 26.0;
const SIDE: u32 = 22;
const MARGIN_X: u32 = 36;
/// Room on the wood above and below the grid, for the file numbers.
const MARGIN_Y: u32 = 60;
const HEADER: u32 = LAYOUT.header;
const STRIP: u32 = LAYOUT.strip;
const TOP_GAP: u32 = 6;
const LETTERS: u32 = 22;
const MINI: u32 = 22;
/// The picture's width in pixels (580).
pub const WIDTH: u32 = 2 * SIDE + 2 * MARGIN_X + 8 * POINT;
const WOOD_Y: u32 = HEADER + STRIP + TOP_GAP;
const WOOD_H: u32 = 2 * MARGIN_Y + 9 * POINT;
const GRID_X: u32 = SIDE + MARGIN_X;
const GRID_Y: u32 = WOOD_Y + MARGIN_Y;
const BOTTOM_STRIP_Y: u32 = WOOD_Y + WOOD_H + LETTERS;
/// The picture's height in pixels (806).
pub const HEIGHT: u32 = BOTTOM_STRIP_Y + STRIP;
/// The board with its wood and file letters within the picture, `(x, y, width, height)` in
/// pixels: the picture without its header and player strips (for thumbnails).
pub const BOARD_AREA: (u32, u32, u32, u32) =
    (0, HEADER + STRIP, WIDTH, BOTTOM_STRIP_Y - HEADER - STRIP);
/// The side of a piece sprite (the piece, its shadow and room for the marks).
const SPRITE: u32 = 64;
/// The side of the check glow sprite.
const GLOW: u32 = 88;
/// How far the traditional file numbers sit from the outer grid lines.
const NUMBER_OFFSET: f32 = 42.0;

/// The header and strips around the board.
pub const LAYOUT: StripLayout = StripLayout::board(WIDTH, MINI);

/// The colours of Xiangqi's board and pieces (the rest is [`CHROME`]).
struct Theme {
    wood: Rgb,
    wood_edge: Rgb,
    line: Rgb,
    river_text: Rgb,
    piece_edge: Rgb,
    piece_face: Rgb,
    /// The ink of Red's and Black's pieces.
    side: [Rgb; 2],
    mark: Rgb,
    check: Rgb,
}

const CLASSIC: Theme = Theme {
    wood: rgb(0xe9c68c),
    wood_edge: rgb(0xb98949),
    line: rgb(0x5a3515),
    river_text: rgb(0x6e4420),
    piece_edge: rgb(0xa8753a),
    piece_face: rgb(0xf7e8c8),
    side: [rgb(0xc8161d), rgb(0x1d1d1d)],
    mark: rgb(0x1a6fd8),
    check: rgb(0xf0281e),
};

/// The Xiangqi renderer ([`super::Renderer`]).
pub type Renderer = super::picture::Renderer<Position>;
pub use super::{english_text, game_gif, position_png as position_png_styled};
/// What to draw besides the position (see [`super::RenderOptions`]; `flip` puts Black at the
/// bottom).
pub type RenderOptions = super::picture::RenderOptions<Position>;

/// Draws `pos` as a palette PNG of [`WIDTH`]×[`HEIGHT`] pixels, the pieces' characters.
pub fn position_png(pos: &Position, opts: &RenderOptions) -> Vec<u8> {
    super::picture::position_png(pos, opts, PieceStyle::Characters)
}

/// How to draw a replay (`flip` puts Black at the bottom; the default texts are
/// [`english_text`]).
pub type GifOptions<'a> = super::picture::GifOptions<'a, Position>;
/// One frame of a replay, for the caller's text function.
pub type FrameInfo<'a> = super::picture::FrameInfo<'a, Position>;
/// The last move to mark: its start point gets a ring, its end point corner brackets, and a
/// capture a badge.
pub type LastMove = super::picture::LastMove<Move>;

/// The pixel centre `(x, y)` of the point `sq` in a picture drawn with `flip` (pieces are
/// centred there).
pub fn point_center(sq: Square, flip: bool) -> (u32, u32) {
    let (col, row) = column_row(sq, flip);
    (GRID_X + col * POINT, GRID_Y + row * POINT)
}

/// The column (0 at the left) and row (0 at the top) of `sq` in the picture.
fn column_row(sq: Square, flip: bool) -> (u32, u32) {
    let (f, r) = (sq.file() as u32, sq.rank() as u32);
    if flip { (8 - f, r) } else { (f, 9 - r) }
}

/// The pixel position of a grid column and row (fractions allowed: 4.5 is the river).
fn grid(col: f32, row: f32) -> (f32, f32) {
    (
        GRID_X as f32 + col * POINT as f32,
        GRID_Y as f32 + row * POINT as f32,
    )
}

/// Red's file numbers, counted from Red's right (file `i` is 一).
const CHINESE_NUMERALS: [&str; 9] = ["一", "二", "三", "四", "五", "六", "七", "八", "九"];

/// The traditional number of `file` (0 = `a`) for `side`: Red's in Chinese numerals, Black's in
/// digits, each counted from that player's right.
pub fn file_number(side: Side, file: u8) -> String {
    match side {
        Side::Red => CHINESE_NUMERALS[8 - file as usize].to_string(),
        Side::Black => (file + 1).to_string(),
    }
}

/// Xiangqi's own sprites: the last move's marks and a general's check marks.
pub struct Art {
    from_mark: Sprite,
    to_mark: Sprite,
    check_glow: Sprite,
    check_ring: Sprite,
}

static RENDERER: LazyLock<Renderer> = LazyLock::new(Renderer::build);

/// Draws the picture without pieces, texts or marks.
fn draw_board(t: &Theme, flip: bool) -> RgbaImage {
    let serif = Font::serif();
    let mut img = blank_picture::<Position>();
    // The wood, with a darker edge.
    let wood = Bounds::rect(
        SIDE as f32,
        WOOD_Y as f32,
        (WIDTH - 2 * SIDE) as f32,
        WOOD_H as f32,
    );
    fill_rounded_rect(&mut img, wood, 7.0, t.wood_edge, 1.0);
    let inner = Bounds::rect(
        wood.x0 + 3.0,
        wood.y0 + 3.0,
        wood.x1 - wood.x0 - 6.0,
        wood.y1 - wood.y0 - 6.0,
    );
    fill_rounded_rect(&mut img, inner, 5.0, t.wood, 1.0);

    // The grid: lines on integer pixel edges, 2 px wide, so they stay crisp.
    let line = |img: &mut RgbaImage, a: (f32, f32), b: (f32, f32), w: f32| {
        draw_line(img, a, b, w, t.line, 1.0);
    };
    for row in 0..10 {
        line(&mut img, grid(0.0, row as f32), grid(8.0, row as f32), 2.0);
    }
    for col in 0..9 {
        let c = col as f32;
        if col == 0 || col == 8 {
            line(&mut img, grid(c, 0.0), grid(c, 9.0), 2.0);
        } else {
            // Inner files stop at the river.
            line(&mut img, grid(c, 0.0), grid(c, 4.0), 2.0);
            line(&mut img, grid(c, 5.0), grid(c, 9.0), 2.0);
        }
    }
    // A heavier border a little outside the grid.
    let (x0, y0) = grid(0.0, 0.0);
    let (x1, y1) = grid(8.0, 9.0);
    let o = 7.0;
    for (a, b) in [
        ((x0 - o, y0 - o), (x1 + o, y0 - o)),
        ((x1 + o, y0 - o), (x1 + o, y1 + o)),
        ((x1 + o, y1 + o), (x0 - o, y1 + o)),
        ((x0 - o, y1 + o), (x0 - o, y0 - o)),
    ] {
        line(&mut img, a, b, 4.0);
    }
    // The palaces' diagonals.
    for (r0, r1) in [(0.0, 2.0), (7.0, 9.0)] {
        line(&mut img, grid(3.0, r0), grid(5.0, r1), 1.6);
        line(&mut img, grid(5.0, r0), grid(3.0, r1), 1.6);
    }
    // Position marks at the cannon and soldier points: a small corner in each quadrant, left
    // out beyond the board's edge. The set is symmetric, so it does not depend on `flip`.
    let mut marks: Vec<(u32, u32)> = Vec::new();
    for row in [2, 7] {
        marks.extend([(1, row), (7, row)]);
    }
    for row in [3, 6] {
        marks.extend([0, 2, 4, 6, 8].map(|c| (c, row)));
    }
    for (col, row) in marks {
        let (cx, cy) = grid(col as f32, row as f32);
        let (gap, arm) = (5.0, 10.0);
        for (dx, dy) in [(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)] {
            if (col == 0 && dx < 0.0) || (col == 8 && dx > 0.0) {
                continue;
            }
            let corner = (cx + dx * gap, cy + dy * gap);
            line(&mut img, corner, (corner.0 + dx * arm, corner.1), 1.6);
            line(&mut img, corner, (corner.0, corner.1 + dy * arm), 1.6);
        }
    }
    // The river: 楚河 on the left, 漢界 on the right, upright for the player at the bottom.
    let river_size = 34.0;
    for (col, ch) in [(1.5, "楚"), (2.5, "河"), (5.5, "漢"), (6.5, "界")] {
        let (cx, cy) = grid(col, 4.5);
        serif.draw_centred(&mut img, ch, river_size, cx, cy, t.river_text);
    }
    // Labels: the traditional file numbers on the wood (the bottom player's below the grid),
    // ICCS files under the wood and ranks in the frame on both sides.
    let (bottom, top) = if flip {
        (Side::Black, Side::Red)
    } else {
        (Side::Red, Side::Black)
    };
    for col in 0..9u32 {
        let file = if flip { 8 - col } else { col } as u8;
        let (cx, _) = grid(col as f32, 0.0);
        for (side, y) in [(top, y0 - NUMBER_OFFSET), (bottom, y1 + NUMBER_OFFSET)] {
            serif.draw_centred(&mut img, &file_number(side, file), 21.0, cx, y, t.line);
        }
        let letter = ((b'a' + file) as char).to_string();
        let ly = (WOOD_Y + WOOD_H) as f32 + LETTERS as f32 / 2.0;
        draw_coordinate(&mut img, &letter, cx, ly);
    }
    for row in 0..10u32 {
        let rank = if flip { row } else { 9 - row };
        let (_, cy) = grid(0.0, row as f32);
        for x in [SIDE as f32 / 2.0, WIDTH as f32 - SIDE as f32 / 2.0] {
            draw_coordinate(&mut img, &rank.to_string(), x, cy);
        }
    }
    img
}

/// A round wooden piece: shadow, rim, face, an inked ring and the mark of `style`: the
/// character, the letter ([`PieceKind::style_letter`]) or the pictogram ([`pictogram_sdf`]).
fn draw_piece(t: &Theme, side: Side, kind: PieceKind, style: PieceStyle) -> RgbaImage {
    let mut img = RgbaImage::new(SPRITE, SPRITE);
    let c = SPRITE as f32 / 2.0;
    let r = PIECE_RADIUS;
    piece_shadow(&mut img, c, r, 0.4);
    fill_circle(&mut img, c, c, r, t.piece_edge, 1.0);
    fill_circle(&mut img, c, c, r - 2.5, t.piece_face, 1.0);
    let ink = t.side[side.index()];
    stroke_circle(&mut img, (c, c), r - 5.0, 1.8, ink, 0.9);
    draw_mark(&mut img, side, kind, style, c, 1.0, ink);
    img
}

/// Draws the mark of `kind` in `style` centred at (`c`, `c`), `scale` times the size on a
/// board piece.
fn draw_mark(
    img: &mut RgbaImage,
    side: Side,
    kind: PieceKind,
    style: PieceStyle,
    c: f32,
    scale: f32,
    ink: Rgb,
) {
    match style {
        PieceStyle::Characters => {
            let ch = kind.chinese(side).to_string();
            Font::serif().draw_centred(img, &ch, 30.0 * scale, c, c, ink);
        }
        PieceStyle::Letters => {
            let letter = kind.style_letter().to_string();
            Font::get().draw_centred(img, &letter, 28.0 * scale, c, c, ink);
        }
        PieceStyle::Pictograms => {
            let sdf = pictogram_sdf(kind);
            let half = 17.0 * scale;
            fill_sdf(
                img,
                Bounds::rect(c - half, c - half, 2.0 * half, 2.0 * half),
                ink,
                1.0,
                1.0,
                move |x, y| sdf((x - c) / scale, (y - c) / scale) * scale,
            );
        }
    }
}

/// A small piece for the strips' lost pieces, marked in `style`.
fn draw_mini(t: &Theme, side: Side, kind: PieceKind, style: PieceStyle) -> RgbaImage {
    let mut img = RgbaImage::new(MINI, MINI);
    let c = MINI as f32 / 2.0;
    fill_circle(&mut img, c, c, c - 0.5, t.piece_edge, 1.0);
    fill_circle(&mut img, c, c, c - 2.0, t.piece_face, 1.0);
    draw_mark(&mut img, side, kind, style, c, 0.5, t.side[side.index()]);
    img
}

/// Corner brackets around the point a piece moved to.
fn draw_to_mark(t: &Theme) -> RgbaImage {
    let mut img = RgbaImage::new(SPRITE, SPRITE);
    let c = SPRITE as f32 / 2.0;
    let (h, arm) = (PIECE_RADIUS + 3.5, 11.0);
    for (dx, dy) in [(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)] {
        let corner = (c + dx * h, c + dy * h);
        draw_line(
            &mut img,
            corner,
            (corner.0 - dx * arm, corner.1),
            3.5,
            t.mark,
            1.0,
        );
        draw_line(
            &mut img,
            corner,
            (corner.0, corner.1 - dy * arm),
            3.5,
            t.mark,
            1.0,
        );
    }
    img
}

/// A ring on the (now empty) point a piece moved from.
fn draw_from_mark(t: &Theme) -> RgbaImage {
    let mut img = RgbaImage::new(SPRITE, SPRITE);
    let c = SPRITE as f32 / 2.0;
    fill_circle(&mut img, c, c, 13.0, t.mark, 0.25);
    stroke_circle(&mut img, (c, c), 13.0, 3.0, t.mark, 0.95);
    img
}

/// The red halo drawn under a general in check.
fn draw_check_glow(t: &Theme) -> RgbaImage {
    let mut img = RgbaImage::new(GLOW, GLOW);
    let c = GLOW as f32 / 2.0;
    let r = PIECE_RADIUS + 7.0;
    fill_sdf(
        &mut img,
        Bounds::rect(c - r, c - r, 2.0 * r, 2.0 * r),
        t.check,
        0.95,
        14.0,
        canvas::circle_sdf(c, c, r),
    );
    img
}

/// The red ring drawn over a general in check.
fn draw_check_ring(t: &Theme) -> RgbaImage {
    let mut img = RgbaImage::new(SPRITE, SPRITE);
    let c = SPRITE as f32 / 2.0;
    stroke_circle(&mut img, (c, c), PIECE_RADIUS + 1.0, 3.5, t.check, 1.0);
    img
}

/// The order lost pieces are shown in: the most valuable first.
const LOST_ORDER: [PieceKind; 6] = [
    PieceKind::Chariot,
    PieceKind::Horse,
    PieceKind::Cannon,
    PieceKind::Elephant,
    PieceKind::Advisor,
    PieceKind::Soldier,
];

impl Drawable for Position {
    // The characters are the traditional look; the board has no words of its own.
    const DEFAULT_STYLE: PieceStyle = PieceStyle::Characters;
    const ENGLISH_LABELS: [&'static str; 2] = ["", ""];
    const PIECE_RADIUS: f32 = PIECE_RADIUS;
    const HINT_DOT: f32 = 9.0;
    const PICTURE: (u32, u32) = (WIDTH, HEIGHT);
    const CELL: u32 = POINT;
    const LAYOUT: StripLayout = LAYOUT;
    const BOARD_AREA: (u32, u32, u32, u32) = BOARD_AREA;
    const SIDE_COLORS: [Rgb; 2] = CLASSIC.side;
    // Black's pieces are near-black: the graph shows Black's side in a dark grey that stays
    // visible on the dark panel.
    const REVIEW_COLORS: [Rgb; 2] = [rgb(0xd8343a), rgb(0x101010)];

    type Board = XiangqiBoard;
    type Mask = u128;
    type Art = Art;

    fn renderer() -> &'static Renderer {
        &RENDERER
    }

    fn sketch() -> Sketch<Position> {
        let t = &CLASSIC;
        let boards = [draw_board(t, false), draw_board(t, true)];
        let pieces = style_sets(&Side::ALL, &PieceKind::ALL, |st, s, k| {
            draw_piece(t, s, k, st)
        });
        let minis = style_sets(&Side::ALL, &PieceKind::ALL, |st, s, k| {
            draw_mini(t, s, k, st)
        });
        let from_mark = draw_from_mark(t);
        let to_mark = draw_to_mark(t);
        let check_glow = draw_check_glow(t);
        let check_ring = draw_check_ring(t);

        // Flat colours are pinned so large areas stay exact; the rest is learnt from what the
        // pictures show: pieces and marks on the wood, lost pieces and text on the strips.
        let c = &CHROME;
        let mut pinned = c.pinned_first();
        pinned.extend([
            t.wood,
            t.wood_edge,
            t.line,
            t.river_text,
            t.piece_edge,
            t.piece_face,
            t.side[0],
            t.side[1],
            c.neutral,
            t.mark,
            t.check,
            c.hint,
            c.white,
            canvas::mix(t.wood, c.hint, 0.45),
            canvas::mix(t.wood, t.mark, 0.25),
        ]);
        let mut training = Training::new(pinned);
        training.add(&boards[0]);
        // Each piece on a crossing of the grid, as it is drawn. The palette learns from the
        // characters and letters only, as before pictograms came: those pictures stay exactly
        // as they were; the pictograms' edges find near colours.
        let e4 = (GRID_X + 4 * POINT, GRID_Y + 5 * POINT);
        let tile_at = |(x, y): (u32, u32), size: u32| {
            image::imageops::crop_imm(&boards[0], x - size / 2, y - size / 2, size, size).to_image()
        };
        for side in pieces[0].iter().chain(&pieces[1]) {
            for piece in side {
                let mut tile = tile_at(e4, SPRITE);
                draw_image(&mut tile, piece, 0, 0);
                training.add(&tile);
            }
        }
        let mut glow_tile = tile_at(e4, GLOW);
        let off = ((GLOW - SPRITE) / 2) as i32;
        draw_image(&mut glow_tile, &check_glow, 0, 0);
        draw_image(&mut glow_tile, &pieces[0][0][0], off, off);
        draw_image(&mut glow_tile, &check_ring, off, off);
        training.add(&glow_tile);
        for mark in [&from_mark, &to_mark] {
            let mut tile = tile_at(e4, SPRITE);
            draw_image(&mut tile, mark, 0, 0);
            training.add(&tile);
        }
        Sketch {
            boards,
            pieces,
            minis,
            training,
            art: Box::new(move |palette| {
                let sprite = |img: &RgbaImage| Sprite::from_rgba(img, palette);
                Art {
                    from_mark: sprite(&from_mark),
                    to_mark: sprite(&to_mark),
                    check_glow: sprite(&check_glow),
                    check_ring: sprite(&check_ring),
                }
            }),
        }
    }

    fn center(sq: Square, flip: bool) -> (u32, u32) {
        point_center(sq, flip)
    }

    /// The side to move has no legal move (checkmate or stalemate, both lose in Xiangqi).
    fn board_outcome(&self) -> Option<Outcome> {
        let reason = match self.in_check() {
            true => WinReason::Checkmate,
            false => WinReason::Stalemate,
        };
        let winner = !self.side_to_move();
        self.is_lost().then_some(Outcome::Win { winner, reason })
    }

    fn lost(&self, side: Side) -> Vec<usize> {
        let mut present = [0u8; 7];
        for (kind, _) in self.pieces(side) {
            present[kind.index()] += 1;
        }
        LOST_ORDER
            .iter()
            .flat_map(|&k| {
                let n = k.count().saturating_sub(present[k.index()]);
                std::iter::repeat_n(k.index(), n as usize)
            })
            .collect()
    }

    /// The last move's start ring and a checked general's glow (under the pieces); the
    /// general's check ring, the last move's end brackets and a capture's badge (over them).
    fn pieces_of(&self, side: Side) -> impl Iterator<Item = (usize, Square)> + '_ {
        self.pieces(side).map(|(kind, sq)| (kind.index(), sq))
    }

    fn occupied_by(&self, side: Side) -> u128 {
        self.occupied(side)
    }

    fn draw_marks(f: &Frame<'_, Position>, img: &mut Indexed, stage: Stage) {
        let (r, pos, flip) = (f.renderer, f.pos, f.opts.flip);
        let last = f.opts.last_move;
        // The rules' own query: a general is in check when it is attacked or faces the other.
        let checked = || {
            Side::ALL
                .into_iter()
                .filter(|&s| pos.in_check_side(s))
                .filter_map(|s| pos.general(s))
        };
        match stage {
            Stage::UnderPieces => {
                if let Some(last) = last {
                    r.blit_at(img, &r.art.from_mark, last.mv.from, flip, (0, 0));
                }
                for sq in checked() {
                    r.blit_at(img, &r.art.check_glow, sq, flip, (0, 0));
                }
            }
            Stage::OverPieces => {
                for sq in checked() {
                    r.blit_at(img, &r.art.check_ring, sq, flip, (0, 0));
                }
                if let Some(last) = last {
                    r.blit_at(img, &r.art.to_mark, last.mv.to, flip, (0, 0));
                    if last.capture {
                        let (x, y) = point_center(last.mv.to, flip);
                        let off = PIECE_RADIUS as i32 + 7;
                        let (x, y) = (x as i32 - off, y as i32 - off);
                        img.blit(&r.capture_badge, x, y, &r.palette);
                    }
                }
            }
            Stage::Board | Stage::Top => {}
        }
    }
}
