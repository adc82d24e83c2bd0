//! The Jungle capture table as a PNG ("who captures whom"): rows the attacker, columns the
//! defender, one mark a cell ([`Mark`], computed by `games::jungle::captures` for the rules in
//! force), a legend under the grid. Texts come translated from the caller.

use image::{Rgba, RgbaImage};

use crate::games::jungle::captures::Mark;

use super::canvas::{Rgb, draw_line, fill_circle, rgb, stroke_circle};
use super::encode;
use super::font::{Align, Font};
use super::palette::Palette;
use super::strips::fill_rect;

/// The picture's texts, already in the reader's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CaptureText {
    /// The title line, e.g. "Who captures whom".
    pub title: String,
    /// The rules in force, e.g. "Rules: standard".
    pub rules: String,
    /// What rows and columns are, e.g. "row: attacker · column: defender".
    pub axes: String,
    /// The eight animals in `PieceKind::ALL` order (rat first).
    pub names: [String; 8],
    /// What each mark means, in `Mark::ALL` order.
    pub marks: [String; 5],
    /// The line about a piece on an enemy trap (what it captures there).
    pub footnote: String,
}

/// Width of the picture in pixels: legible in Discord's preview (about 550 px wide) and full size.
pub const WIDTH: u32 = 760;
const MARGIN: u32 = 16;
const TITLE_H: u32 = 76;
const HEAD_H: u32 = 30;
const CELL_W: u32 = 76;
const CELL_H: u32 = 40;
const LEGEND_LINE: u32 = 32;

const PAGE: Rgb = rgb(0xF7F3E8);
const STRIPE: Rgb = rgb(0xECE5D3);
const GRID: Rgb = rgb(0xC9BFA6);
const TEXT: Rgb = rgb(0x2B2A28);
const TEXT_DIM: Rgb = rgb(0x6B6658);
const YES: Rgb = rgb(0x2E8B57);
const WATER: Rgb = rgb(0x2F6FB5);
const TRAP: Rgb = rgb(0xD2691E);
const NO: Rgb = rgb(0xA9A293);

/// The width of the row names' column, left of the grid.
const LABEL_W: u32 = WIDTH - 2 * MARGIN - 8 * CELL_W;
const GRID_TOP: u32 = MARGIN + TITLE_H + HEAD_H;

/// The pixel at the centre of the cell of attacker row `a` and defender column `d`
/// (`PieceKind::ALL` indices), where its mark is drawn.
pub fn cell_centre(a: usize, d: usize) -> (u32, u32) {
    (
        MARGIN + LABEL_W + d as u32 * CELL_W + CELL_W / 2,
        GRID_TOP + a as u32 * CELL_H + CELL_H / 2,
    )
}

/// Draws `mark` centred at (cx, cy).
fn draw_mark(img: &mut RgbaImage, mark: Mark, cx: f32, cy: f32) {
    match mark {
        Mark::Captures => fill_circle(img, cx, cy, 9.0, YES, 1.0),
        Mark::NotFromWater => {
            fill_circle(img, cx, cy, 9.0, YES, 1.0);
            stroke_circle(img, (cx, cy), 14.0, 3.0, WATER, 1.0);
        }
        Mark::FromWaterOnly => fill_circle(img, cx, cy, 9.0, WATER, 1.0),
        Mark::OnOwnTrapOnly => stroke_circle(img, (cx, cy), 10.0, 3.5, TRAP, 1.0),
        Mark::Never => draw_line(img, (cx - 6.0, cy), (cx + 6.0, cy), 2.5, NO, 1.0),
    }
}

/// Draws `text` left-aligned from `x` on `baseline`, `size` pixels high, shortened with `…` to
/// `room` pixels.
fn text_line(
    img: &mut RgbaImage,
    text: &str,
    size: f32,
    (x, baseline): (f32, f32),
    room: f32,
    color: Rgb,
) {
    let font = Font::get();
    let text = font.ellipsize(text, size, room);
    font.draw(img, &text, size, x, baseline, Align::Left, color);
}

/// The table `marks` (`marks[attacker][defender]`, `PieceKind::ALL` order) as an 8-bit palette
/// PNG, [`WIDTH`] pixels wide, with `text`. The legend lists the marks the table uses.
pub fn png(marks: &[[Mark; 8]; 8], text: &CaptureText) -> Vec<u8> {
    let font = Font::get();
    let used: Vec<Mark> = Mark::ALL
        .into_iter()
        .filter(|m| marks.iter().flatten().any(|c| c == m))
        .collect();
    let grid_top = GRID_TOP;
    let legend_top = grid_top + 8 * CELL_H + 12;
    let height = legend_top + (used.len() as u32 + 1) * LEGEND_LINE + MARGIN;
    let mut img = RgbaImage::from_pixel(WIDTH, height, Rgba([PAGE[0], PAGE[1], PAGE[2], 255]));

    let full = (WIDTH - 2 * MARGIN) as f32;
    let at = (MARGIN as f32, (MARGIN + 24) as f32);
    text_line(&mut img, &text.title, 22.0, at, full, TEXT);
    for (i, line) in [&text.rules, &text.axes].into_iter().enumerate() {
        let at = (MARGIN as f32, (MARGIN + 46 + 20 * i as u32) as f32);
        text_line(&mut img, line, 15.0, at, full, TEXT_DIM);
    }
    let label_w = LABEL_W;
    let col_x = |d: usize| MARGIN + label_w + d as u32 * CELL_W;
    for (d, name) in text.names.iter().enumerate() {
        let name = font.ellipsize(name, 15.0, CELL_W as f32 - 4.0);
        let cx = (col_x(d) + CELL_W / 2) as f32;
        font.draw(
            &mut img,
            &name,
            15.0,
            cx,
            (grid_top - 10) as f32,
            Align::Center,
            TEXT,
        );
    }
    for (a, row) in marks.iter().enumerate() {
        let y = grid_top + a as u32 * CELL_H;
        if a % 2 == 0 {
            fill_rect(&mut img, MARGIN, y, WIDTH - 2 * MARGIN, CELL_H, STRIPE);
        }
        let at = ((MARGIN + 6) as f32, (y + CELL_H / 2 + 6) as f32);
        text_line(
            &mut img,
            &text.names[a],
            17.0,
            at,
            label_w as f32 - 8.0,
            TEXT,
        );
        for (d, &mark) in row.iter().enumerate() {
            let (cx, cy) = cell_centre(a, d);
            draw_mark(&mut img, mark, cx as f32, cy as f32);
        }
    }
    for d in 0..=8 {
        let x = col_x(d) as f32;
        let (y0, y1) = ((grid_top - HEAD_H) as f32, (grid_top + 8 * CELL_H) as f32);
        draw_line(&mut img, (x, y0), (x, y1), 1.0, GRID, 1.0);
    }
    let bottom = (grid_top + 8 * CELL_H) as f32;
    draw_line(
        &mut img,
        (MARGIN as f32, bottom),
        ((WIDTH - MARGIN) as f32, bottom),
        1.0,
        GRID,
        1.0,
    );

    let line_max = (WIDTH - 2 * MARGIN - 40) as f32;
    for (i, &mark) in used.iter().enumerate() {
        let y = legend_top + i as u32 * LEGEND_LINE;
        draw_mark(
            &mut img,
            mark,
            (MARGIN + 16) as f32,
            (y + LEGEND_LINE / 2) as f32,
        );
        let label = &text.marks[Mark::ALL.iter().position(|m| *m == mark).unwrap_or(0)];
        let at = ((MARGIN + 40) as f32, (y + LEGEND_LINE / 2 + 6) as f32);
        text_line(&mut img, label, 16.0, at, line_max, TEXT);
    }
    let y = legend_top + used.len() as u32 * LEGEND_LINE;
    let at = (MARGIN as f32, (y + LEGEND_LINE / 2 + 6) as f32);
    text_line(&mut img, &text.footnote, 15.0, at, full, TEXT_DIM);

    let pinned = [PAGE, STRIPE, GRID, TEXT, TEXT_DIM, YES, WATER, TRAP, NO];
    let palette = Palette::build(&pinned, img.as_raw());
    encode::png(&super::canvas::Indexed::from_rgba(&img, &palette), &palette)
}
