//! The review picture of a finished game ([`crate::engine::review`]): a title; the evaluation
//! graph over the plies (Red's winning chances up, the other side's down, each move a dot in
//! the colour of its class, the biggest swing marked with a dashed line); each player's accuracy
//! and counts per class; and for the (up to) three worst moves a small board of the position
//! before it, with the move played and the engine's better move drawn as arrows.
//!
//! Sizes: [`WIDTH`] (800) pixels wide, about 800 high, text of 14–20 pixels: about 0.7 of
//! that at Discord's inline size (550 pixels wide) keeps the smallest text near 10 pixels and
//! the rest 12–14. The boards are the games' own pictures ([`super::jungle`],
//! [`super::xiangqi`]) without their strips, scaled down by area averaging into the review's
//! palette (built once per game from those boards, the graph's colours and text).
//!
//! Texts come translated from the caller ([`ReviewText`]): this layer knows no locale.

use image::RgbaImage;

use super::canvas::{
    self, Indexed, IndexedSurface, Rgb, draw_arrow, draw_line, fill_circle, rgb, stroke_circle,
};
use super::encode;
use super::font::{Align, Font};
use super::palette::Palette;
use super::picture::{Drawable, RenderOptions, ReviewStyle as Style, english_text};
use super::strips::{self, StripColors, StripLayout, StripText};
use crate::engine::review::{Class, Review, ReviewGame};

/// The picture's width in pixels.
pub const WIDTH: u32 = 800;
/// A board thumbnail's width in pixels.
pub const THUMB_W: u32 = 250;
const GAP: u32 = 12;
const MARGIN: u32 = 16;
const HEADER: u32 = 48;
const GRAPH_Y: u32 = HEADER + 14;
const GRAPH_H: u32 = 230;
const STATS_Y: u32 = GRAPH_Y + GRAPH_H + 12;
const STATS_HEAD: u32 = 22;
const STATS_ROW: u32 = 34;
const MOMENTS_Y: u32 = STATS_Y + STATS_HEAD + 2 * STATS_ROW + 14;
const CAPTION_H: u32 = 46;
const LEGEND_H: u32 = 40;
const NO_MOMENTS_H: u32 = 50;
/// The name and accuracy columns of the figures, then five count columns.
const NAME_W: f32 = 175.0;
const ACCURACY_W: f32 = 165.0;

const PAGE: Rgb = rgb(0x2b2d31);
const HEADER_BG: Rgb = rgb(0x1e1f22);
const PANEL: Rgb = rgb(0x383a40);
const TEXT: Rgb = rgb(0xf2f3f5);
const TEXT_DIM: Rgb = rgb(0xb5bac1);
const GRID: Rgb = rgb(0x4a4d55);
const MIDLINE: Rgb = rgb(0x80848e);
const CURVE: Rgb = rgb(0xe6e7ea);
const SWING: Rgb = rgb(0xffd24a);
const WHITE: Rgb = rgb(0xffffff);
const SHADOW: Rgb = rgb(0x141a22);
/// Dot colours by [`Class`]: best green, good grey, and lichess's colours for inaccuracies
/// (blue), mistakes (orange) and blunders (red).
pub const CLASS_COLORS: [Rgb; 5] = [
    rgb(0x5cb85c),
    rgb(0xaab0b8),
    rgb(0x56b4e9),
    rgb(0xe69f00),
    rgb(0xdf5353),
];
/// The better move's arrow.
const BETTER: Rgb = rgb(0x4cc24c);
/// How much of a side's colour the graph's area under (or over) the curve takes.
const AREA_ALPHA: f32 = 0.6;

const TEXT_LAYOUT: StripLayout = StripLayout {
    width: WIDTH,
    header: HEADER,
    strip: STATS_ROW,
    mini: 20,
};

/// The review's texts, already translated.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ReviewText {
    /// The title line, e.g. "Game review — Ann vs Bob: Blue wins by entering the den".
    pub title: String,
    /// Player names by side: `[0]` Red, `[1]` the other side.
    pub players: [String; 2],
    /// Each side's accuracy as shown, e.g. "Accuracy 87%", "Précision 87 %".
    pub accuracy: [String; 2],
    /// The class names in the order of [`Class::ALL`] (column headers), e.g. "Best", "Good",
    /// "Inaccuracy", "Mistake", "Blunder".
    pub classes: [String; 5],
    /// The label at the biggest swing, e.g. "Biggest swing: move 23".
    pub swing: String,
    /// Two caption lines per board, in the order of [`Review::worst`]`(3)`: the move played,
    /// e.g. "23… Blue c3c4??", and the better one, e.g. "Better: d3d4 (den in 5)".
    pub moments: Vec<(String, String)>,
    /// The legend of the arrows: the move played, the better move.
    pub legend: [String; 2],
    /// Shown instead of the boards when no move was judged, e.g. "No inaccuracies, mistakes or
    /// blunders".
    pub no_mistakes: String,
    /// The board's own words on the small boards, in the reader's language (Jungle
    /// `[trap, den]`, as on the board pictures; empty for none).
    pub labels: [String; 2],
}

/// A game whose review can be drawn: its board pictures ([`Drawable`]) and its review terms
/// ([`ReviewGame`]).
pub trait ReviewBoard: Drawable + ReviewGame {}

impl<G: Drawable + ReviewGame> ReviewBoard for G {}

/// The review palette and sizes of `G` (built on first use, kept with its renderer).
pub fn style<G: ReviewBoard>() -> &'static Style {
    G::renderer()
        .review
        .get_or_init(|| build_style(G::startpos(Default::default())))
}

/// `pos` drawn whole by its game's renderer, with the board's words `labels` (see
/// [`ReviewText::labels`]).
fn board_picture<G: Drawable>(pos: &G, labels: &[String; 2]) -> Indexed {
    let text = StripText {
        labels: labels.clone(),
        ..english_text(pos, None)
    };
    let opts = RenderOptions {
        text: Some(text),
        ..Default::default()
    };
    G::renderer().draw(pos, &opts)
}

/// The centres of `m`'s start and end squares in [`board_picture`].
fn move_ends<G: Drawable>(m: G::Move) -> ((f32, f32), (f32, f32)) {
    let c = |sq| {
        let (x, y) = G::center(sq, false);
        (x as f32, y as f32)
    };
    (c(m.from), c(m.to))
}

/// Fixed-point fraction bits of [`downscale`]'s weights (each output pixel's weights sum to
/// exactly `1 << WEIGHT_BITS`).
const WEIGHT_BITS: u32 = 14;

/// The source pixels each output pixel of a resampling from `input` to `out` pixels covers:
/// `(first source pixel, weights)`, the weights in fixed point summing to `1 << WEIGHT_BITS`.
fn spans(out: u32, input: u32) -> Vec<(usize, Vec<u32>)> {
    let scale = input as f64 / out as f64;
    let one = 1u32 << WEIGHT_BITS;
    (0..out)
        .map(|o| {
            let (a, b) = (o as f64 * scale, (o + 1) as f64 * scale);
            let first = (a.floor() as u32).min(input.saturating_sub(1));
            let mut weights = Vec::with_capacity(4);
            let mut i = first;
            while (i as f64) < b && i < input {
                let cover = (b.min(i as f64 + 1.0) - a.max(i as f64)).max(0.0);
                weights.push((cover / scale * one as f64).round() as u32);
                i += 1;
            }
            // Rounding may leave the sum a unit off: the largest weight takes the difference.
            let sum: u32 = weights.iter().sum();
            if let Some(max) = weights.iter_mut().max() {
                *max = (*max + one).saturating_sub(sum);
            }
            (first as usize, weights)
        })
        .collect()
}

/// Area-averaging downscale of the `area` of `src` (colours from `table`, 256 RGB triples) to
/// `w`×`h` RGB pixels, row by row. In integers (weights of [`WEIGHT_BITS`] bits): the float
/// version with its rounding calls was most of the picture's time.
fn downscale(src: &Indexed, table: &[Rgb], area: (u32, u32, u32, u32), w: u32, h: u32) -> Vec<Rgb> {
    let (ax, ay, aw, ah) = area;
    let cols = spans(w, aw);
    let rows = spans(h, ah);
    // Horizontal pass over every source row of the area (kept with 8 fraction bits, so the
    // vertical sums fit in u32), then the vertical one.
    let keep = WEIGHT_BITS - 8;
    let mut horiz = vec![[0u32; 3]; (w * ah) as usize];
    for y in 0..ah {
        let row = &src.pixels[((ay + y) * src.width + ax) as usize..][..aw as usize];
        let out = &mut horiz[(y * w) as usize..][..w as usize];
        for (dst, (first, weights)) in out.iter_mut().zip(&cols) {
            let mut acc = [0u32; 3];
            for (&p, &wt) in row[*first..].iter().zip(weights) {
                let c = table[p as usize];
                for k in 0..3 {
                    acc[k] += c[k] as u32 * wt;
                }
            }
            *dst = acc.map(|v| v >> keep);
        }
    }
    let shift = 8 + WEIGHT_BITS;
    let half = 1u32 << (shift - 1);
    let mut out = Vec::with_capacity((w * h) as usize);
    for (first, weights) in &rows {
        let mut acc = vec![[0u32; 3]; w as usize];
        for (j, &wt) in weights.iter().enumerate() {
            let line = &horiz[(first + j) * w as usize..][..w as usize];
            for (a, c) in acc.iter_mut().zip(line) {
                for k in 0..3 {
                    a[k] += c[k] * wt;
                }
            }
        }
        out.extend(
            acc.iter()
                .map(|a| a.map(|v| ((v + half) >> shift).min(255) as u8)),
        );
    }
    out
}

/// The thumbnail height for a board area of `area` scaled to [`THUMB_W`].
fn thumb_height(area: (u32, u32, u32, u32)) -> u32 {
    (area.3 as f32 * THUMB_W as f32 / area.2 as f32).round() as u32
}

fn palette_table(p: &Palette) -> Vec<Rgb> {
    (0..=255u8).map(|i| p.rgb(i)).collect()
}

/// Builds a game's style: the palette pins the page, graph and class colours and learns the
/// rest from a thumbnail of the start position and from text on the page.
fn build_style<G: ReviewBoard>(start: G) -> Style {
    let thumb_h = thumb_height(G::BOARD_AREA);
    let side = G::REVIEW_COLORS;
    let area_colors = [
        canvas::mix(PANEL, side[0], AREA_ALPHA),
        canvas::mix(PANEL, side[1], AREA_ALPHA),
    ];
    let mut pinned = vec![
        PAGE,
        HEADER_BG,
        PANEL,
        TEXT,
        TEXT_DIM,
        GRID,
        MIDLINE,
        CURVE,
        SWING,
        WHITE,
        SHADOW,
        BETTER,
        side[0],
        side[1],
        area_colors[0],
        area_colors[1],
    ];
    pinned.extend_from_slice(&CLASS_COLORS);
    let board = board_picture(&start, &G::ENGLISH_LABELS.map(String::from));
    let table = palette_table(G::renderer().palette());
    let thumb = downscale(&board, &table, G::BOARD_AREA, THUMB_W, thumb_h);
    let mut training: Vec<u8> = thumb.iter().flat_map(|c| [c[0], c[1], c[2], 255]).collect();
    let text = strips::text_sample(
        &TEXT_LAYOUT,
        HEADER_BG,
        PAGE,
        StripColors {
            text: TEXT,
            text_dim: TEXT_DIM,
        },
    );
    training.extend_from_slice(text.as_raw());
    // Anti-aliased edges of the graph: the curve and dots over the panel and the areas.
    let mut graph =
        RgbaImage::from_pixel(120, 40, image::Rgba([PANEL[0], PANEL[1], PANEL[2], 255]));
    for (i, &c) in area_colors.iter().enumerate() {
        strips::fill_rect(&mut graph, 60 * i as u32, 20, 60, 20, c);
    }
    for (i, &c) in CLASS_COLORS.iter().enumerate() {
        fill_circle(&mut graph, 12.0 + 22.0 * i as f32, 20.0, 6.0, c, 1.0);
    }
    draw_line(&mut graph, (0.0, 5.0), (120.0, 35.0), 2.0, CURVE, 1.0);
    training.extend_from_slice(graph.as_raw());
    let palette = Palette::build(&pinned, &training);
    let areas = [
        palette.nearest(area_colors[0]),
        palette.nearest(area_colors[1]),
    ];
    Style {
        palette,
        thumb_h,
        areas,
    }
}

/// The graph's panel in the picture, `(x, y, width, height)` in pixels; the midline (even
/// chances) is at `y + height / 2`, Red's side above it.
pub const GRAPH_BOX: (u32, u32, u32, u32) = (MARGIN, GRAPH_Y, WIDTH - 2 * MARGIN, GRAPH_H);

/// The colours of the graph's areas (as drawn, from the palette): `[0]` where Red leads (above
/// the midline), `[1]` where the other side does (below).
pub fn area_colors<G: ReviewBoard>() -> [Rgb; 2] {
    let s = style::<G>();
    s.areas.map(|i| s.palette.rgb(i))
}

/// The picture's height for a review showing `moments` boards.
pub fn height<G: ReviewBoard>(moments: usize) -> u32 {
    if moments == 0 {
        MOMENTS_Y + NO_MOMENTS_H
    } else {
        MOMENTS_Y + CAPTION_H + style::<G>().thumb_h + LEGEND_H
    }
}

/// Draws the review of the game from `start` (whose moves are `review.moves`) as palette
/// indices, [`WIDTH`]×[`height`] pixels, with the palette of [`style`].
pub fn draw<G: ReviewBoard>(start: &G, review: &Review<G::Move>, text: &ReviewText) -> Indexed {
    let style = style::<G>();
    let moments = review.worst(3);
    let h = height::<G>(moments.len());
    let mut img = Indexed::new(WIDTH, h, style.palette.quick(PAGE));
    let pal = &style.palette;
    let idx = |c: Rgb| pal.quick(c);
    img.fill_rect(0, 0, WIDTH, HEADER, idx(HEADER_BG));
    let font = Font::get();
    {
        let mut s = IndexedSurface {
            image: &mut img,
            palette: pal,
        };
        let title = font.ellipsize(&text.title, 20.0, (WIDTH - 2 * MARGIN) as f32);
        let baseline = HEADER as f32 / 2.0 + font.cap_height(20.0) / 2.0;
        font.draw(
            &mut s,
            &title,
            20.0,
            MARGIN as f32,
            baseline,
            Align::Left,
            TEXT,
        );
    }
    draw_graph::<G>(&mut img, style, review, text, &moments);
    draw_figures::<G>(&mut img, pal, review, text);
    if moments.is_empty() {
        let mut s = IndexedSurface {
            image: &mut img,
            palette: pal,
        };
        let line = font.ellipsize(&text.no_mistakes, 18.0, (WIDTH - 2 * MARGIN) as f32);
        let baseline = MOMENTS_Y as f32 + NO_MOMENTS_H as f32 / 2.0;
        font.draw(
            &mut s,
            &line,
            18.0,
            WIDTH as f32 / 2.0,
            baseline,
            Align::Center,
            TEXT_DIM,
        );
    } else {
        draw_moments::<G>(&mut img, style, start, review, text, &moments);
    }
    img
}

/// Draws the review as a palette PNG (see [`draw`]).
pub fn review_png<G: ReviewBoard>(
    start: &G,
    review: &Review<G::Move>,
    text: &ReviewText,
) -> Vec<u8> {
    let img = draw(start, review, text);
    encode::png(&img, style::<G>().palette())
}

/// The graph's plot area: left, right, midline y, amplitude (pixels for chances of 1).
fn plot_area() -> (f32, f32, f32, f32) {
    let x0 = MARGIN as f32 + 8.0;
    let x1 = (WIDTH - MARGIN) as f32 - 8.0;
    let mid = GRAPH_Y as f32 + GRAPH_H as f32 / 2.0;
    (x0, x1, mid, GRAPH_H as f32 / 2.0 - 12.0)
}

/// The pixel of position `i` of `n` plies with Red's chances `v`.
fn graph_point(i: usize, n: usize, v: f64) -> (f32, f32) {
    let (x0, x1, mid, amp) = plot_area();
    let x = x0 + (x1 - x0) * i as f32 / n.max(1) as f32;
    (x, mid - v as f32 * amp)
}

fn draw_graph<G: ReviewBoard>(
    img: &mut Indexed,
    style: &Style,
    review: &Review<G::Move>,
    text: &ReviewText,
    moments: &[usize],
) {
    let pal = &style.palette;
    let idx = |c: Rgb| pal.quick(c);
    img.fill_rect(MARGIN, GRAPH_Y, WIDTH - 2 * MARGIN, GRAPH_H, idx(PANEL));
    let (x0, x1, mid, amp) = plot_area();
    let n = review.moves.len();
    for q in [-0.5f32, 0.5] {
        let y = (mid - q * amp).round() as u32;
        img.fill_rect(x0 as u32, y, (x1 - x0) as u32, 1, idx(GRID));
    }
    // The areas between the curve and the midline, one pixel column at a time.
    let chances: Vec<f64> = (0..=n).map(|i| review.red_chances(i)).collect();
    for col in x0 as u32..x1.ceil() as u32 {
        let t = ((col as f32 + 0.5 - x0) / (x1 - x0)).clamp(0.0, 1.0) * n as f32;
        let i = (t.floor() as usize).min(n);
        let j = (i + 1).min(n);
        let f = (t - i as f32) as f64;
        let v = chances[i] * (1.0 - f) + chances[j] * f;
        let y = mid - v as f32 * amp;
        let (top, bottom, side) = if v >= 0.0 { (y, mid, 0) } else { (mid, y, 1) };
        let (top, bottom) = (top.round() as u32, bottom.round() as u32);
        if bottom > top {
            img.fill_rect(col, top, 1, bottom - top, style.areas[side]);
        }
    }
    img.fill_rect(
        x0 as u32,
        mid.round() as u32,
        (x1 - x0) as u32,
        1,
        idx(MIDLINE),
    );
    let mut s = IndexedSurface {
        image: img,
        palette: pal,
    };
    if let Some(swing) = review.biggest_swing() {
        let (x, _) = graph_point(swing + 1, n, 0.0);
        let x = x.round() as u32;
        let mut y = GRAPH_Y + 6;
        while y < GRAPH_Y + GRAPH_H - 6 {
            s.image.fill_rect(x.saturating_sub(1), y, 2, 5, idx(SWING));
            y += 9;
        }
        let font = Font::get();
        let label = font.ellipsize(&text.swing, 14.0, (WIDTH / 2) as f32);
        let (lx, align) = if (x as f32) < (x0 + x1) / 2.0 {
            (x as f32 + 6.0, Align::Left)
        } else {
            (x as f32 - 6.0, Align::Right)
        };
        font.draw(
            &mut s,
            &label,
            14.0,
            lx,
            GRAPH_Y as f32 + 18.0,
            align,
            SWING,
        );
    }
    for i in 0..n {
        let a = graph_point(i, n, chances[i]);
        let b = graph_point(i + 1, n, chances[i + 1]);
        draw_line(&mut s, a, b, 2.0, CURVE, 1.0);
    }
    // Quiet moves first, so judged dots sit on top.
    let small = if n > 160 { 2.0 } else { 3.0 };
    for pass in [false, true] {
        for (i, m) in review.moves.iter().enumerate() {
            let judged = m.class >= Class::Inaccuracy;
            if judged != pass {
                continue;
            }
            let (x, y) = graph_point(i + 1, n, chances[i + 1]);
            let color = CLASS_COLORS[m.class.index()];
            if judged {
                fill_circle(&mut s, x, y, 7.0, SHADOW, 0.8);
                fill_circle(&mut s, x, y, 5.5, color, 1.0);
            } else {
                fill_circle(&mut s, x, y, small, color, 1.0);
            }
        }
    }
    // The boards' numbers on their dots, away from the curve's side.
    for (k, &i) in moments.iter().enumerate() {
        let (x, y) = graph_point(i + 1, n, chances[i + 1]);
        let dy = if chances[i + 1] > 0.4 { 17.0 } else { -17.0 };
        let color = CLASS_COLORS[review.moves[i].class.index()];
        number_badge(&mut s, x, y + dy, k + 1, color);
    }
}

/// A numbered disc linking a dot of the graph to its board.
fn number_badge(s: &mut IndexedSurface<'_>, x: f32, y: f32, n: usize, color: Rgb) {
    fill_circle(s, x, y, 10.0, SHADOW, 0.85);
    fill_circle(s, x, y, 8.5, color, 1.0);
    Font::get().draw_centred(s, &n.to_string(), 13.0, x, y, WHITE);
}

fn draw_figures<G: ReviewBoard>(
    img: &mut Indexed,
    pal: &Palette,
    review: &Review<G::Move>,
    text: &ReviewText,
) {
    let font = Font::get();
    let mut s = IndexedSurface {
        image: img,
        palette: pal,
    };
    let x_counts = MARGIN as f32 + NAME_W + ACCURACY_W;
    let cell = (WIDTH as f32 - MARGIN as f32 - x_counts) / 5.0;
    let head_base = STATS_Y as f32 + 15.0;
    for (c, label) in text.classes.iter().enumerate() {
        let cx = x_counts + cell * (c as f32 + 0.5);
        let drawable = font.drawable(label);
        // Smaller sizes only for labels that fit no larger one (Vietnamese `Thiếu chính xác`).
        let size = [14.0, 12.5, 11.0, 10.5]
            .into_iter()
            .find(|&sz| font.width(&drawable, sz) <= cell - 4.0)
            .unwrap_or(10.5);
        let label = font.ellipsize(&drawable, size, cell - 4.0);
        font.draw(&mut s, &label, size, cx, head_base, Align::Center, TEXT_DIM);
    }
    for side in 0..2 {
        let top = STATS_Y + STATS_HEAD + side as u32 * STATS_ROW;
        let cy = top as f32 + STATS_ROW as f32 / 2.0;
        let baseline = cy + font.cap_height(18.0) / 2.0;
        let x = MARGIN as f32 + 10.0;
        fill_circle(&mut s, x, cy, 9.0, WHITE, 1.0);
        fill_circle(&mut s, x, cy, 7.0, G::REVIEW_COLORS[side], 1.0);
        let name = font.ellipsize(&text.players[side], 18.0, NAME_W - 34.0);
        font.draw(&mut s, &name, 18.0, x + 18.0, baseline, Align::Left, TEXT);
        let acc = font.ellipsize(&text.accuracy[side], 17.0, ACCURACY_W - 8.0);
        font.draw(
            &mut s,
            &acc,
            17.0,
            MARGIN as f32 + NAME_W,
            baseline,
            Align::Left,
            TEXT,
        );
        for (c, &count) in review.sides[side].counts.iter().enumerate() {
            let cx = x_counts + cell * (c as f32 + 0.5);
            let number = count.to_string();
            let w = font.width(&number, 18.0);
            fill_circle(&mut s, cx - w / 2.0 - 9.0, cy, 5.5, CLASS_COLORS[c], 1.0);
            let color = if count == 0 { TEXT_DIM } else { TEXT };
            font.draw(
                &mut s,
                &number,
                18.0,
                cx - w / 2.0 + 2.0,
                baseline,
                Align::Left,
                color,
            );
        }
    }
}

/// An arrow with a soft shadow, `width` wide, from the centre of the start square to near the
/// end square's.
fn move_arrow(
    s: &mut IndexedSurface<'_>,
    from: (f32, f32),
    to: (f32, f32),
    color: Rgb,
    width: f32,
) {
    let (dx, dy) = (to.0 - from.0, to.1 - from.1);
    let len = (dx * dx + dy * dy).sqrt().max(1.0);
    let tip = (to.0 - dx / len * 4.0, to.1 - dy / len * 4.0);
    let head = 8.0 + 1.3 * width;
    let shadow = |(x, y): (f32, f32)| (x + 1.0, y + 1.5);
    draw_arrow(s, shadow(from), shadow(tip), width, head, SHADOW, 0.45);
    draw_arrow(s, from, tip, width, head, color, 0.95);
}

/// The better move's arrow is wider and drawn first, so where the two arrows overlap (moves
/// along the same line) the green shows around the move played.
const BETTER_ARROW_W: f32 = 9.0;
const PLAYED_ARROW_W: f32 = 5.0;

fn draw_moments<G: ReviewBoard>(
    img: &mut Indexed,
    style: &Style,
    start: &G,
    review: &Review<G::Move>,
    text: &ReviewText,
    moments: &[usize],
) {
    let pal = &style.palette;
    let font = Font::get();
    let count = moments.len() as u32;
    let total = count * THUMB_W + (count - 1) * GAP;
    let left = (WIDTH - total) / 2;
    let table = palette_table(G::renderer().palette());
    let (ax, ay, aw, _) = G::BOARD_AREA;
    let scale = THUMB_W as f32 / aw as f32;
    // The positions before each shown move.
    let mut pos = *start;
    let mut before = Vec::with_capacity(moments.len());
    for (i, m) in review.moves.iter().enumerate() {
        if moments.contains(&i) {
            before.push(pos);
        }
        pos = pos.play(m.mv);
    }
    for (k, (&i, p)) in moments.iter().zip(&before).enumerate() {
        let m = &review.moves[i];
        let x = left + k as u32 * (THUMB_W + GAP);
        let y = MOMENTS_Y + CAPTION_H;
        let thumb = downscale(
            &board_picture(p, &text.labels),
            &table,
            G::BOARD_AREA,
            THUMB_W,
            style.thumb_h,
        );
        for (row, line) in thumb.chunks_exact(THUMB_W as usize).enumerate() {
            let start = ((y + row as u32) * WIDTH + x) as usize;
            for (dst, c) in img.pixels[start..start + THUMB_W as usize]
                .iter_mut()
                .zip(line)
            {
                *dst = pal.quick(*c);
            }
        }
        let mut s = IndexedSurface {
            image: img,
            palette: pal,
        };
        let color = CLASS_COLORS[m.class.index()];
        let (line1, line2) = text.moments.get(k).cloned().unwrap_or_default();
        let cx = x as f32 + 10.0;
        number_badge(&mut s, cx, MOMENTS_Y as f32 + 11.0, k + 1, color);
        let room = THUMB_W as f32 - 24.0;
        let line1 = font.ellipsize(&line1, 16.0, room);
        font.draw(
            &mut s,
            &line1,
            16.0,
            cx + 14.0,
            MOMENTS_Y as f32 + 17.0,
            Align::Left,
            color,
        );
        let line2 = font.ellipsize(&line2, 15.0, THUMB_W as f32 - 4.0);
        font.draw(
            &mut s,
            &line2,
            15.0,
            x as f32,
            MOMENTS_Y as f32 + 39.0,
            Align::Left,
            BETTER,
        );
        let to_thumb = |(px, py): (f32, f32)| {
            (
                x as f32 + (px - ax as f32) * scale,
                y as f32 + (py - ay as f32) * scale,
            )
        };
        if let Some(better) = m.best {
            let (a, b) = move_ends::<G>(better);
            move_arrow(&mut s, to_thumb(a), to_thumb(b), BETTER, BETTER_ARROW_W);
        }
        let (a, b) = move_ends::<G>(m.mv);
        move_arrow(&mut s, to_thumb(a), to_thumb(b), color, PLAYED_ARROW_W);
        stroke_circle(&mut s, to_thumb(a), 6.0, 2.0, color, 1.0);
    }
    // The legend: the move played drawn as the boards draw it, one short arrow in each class
    // colour the boards use (a single red one said "blunder" of an inaccuracy's blue arrow),
    // then a green one for the better move.
    let mut s = IndexedSurface {
        image: img,
        palette: pal,
    };
    let y = (MOMENTS_Y + CAPTION_H + style.thumb_h) as f32 + LEGEND_H as f32 / 2.0 + 2.0;
    let mut played: Vec<Rgb> = Vec::new();
    for c in Class::ALL {
        if moments.iter().any(|&i| review.moves[i].class == c) {
            played.push(CLASS_COLORS[c.index()]);
        }
    }
    if played.is_empty() {
        played.push(CLASS_COLORS[Class::Blunder.index()]);
    }
    let items = [
        (played, &text.legend[0], PLAYED_ARROW_W),
        (vec![BETTER], &text.legend[1], BETTER_ARROW_W),
    ];
    // Each arrow 30 pixels long, 8 apart; the label 8 after the last one.
    let arrows_w = |n: usize| n as f32 * 38.0;
    let widths: Vec<f32> = items
        .iter()
        .map(|(c, t, _)| arrows_w(c.len()) + font.width(&font.drawable(t), 15.0))
        .collect();
    let mut x = (WIDTH as f32 - widths.iter().sum::<f32>() - 30.0) / 2.0;
    for ((colors, label, aw), w) in items.iter().zip(&widths) {
        for (j, color) in colors.iter().enumerate() {
            let x0 = x + j as f32 * 38.0;
            move_arrow(&mut s, (x0, y), (x0 + 30.0, y), *color, *aw);
        }
        let label = font.drawable(label);
        font.draw(
            &mut s,
            &label,
            15.0,
            x + arrows_w(colors.len()),
            y + font.cap_height(15.0) / 2.0,
            Align::Left,
            TEXT_DIM,
        );
        x += w + 30.0;
    }
}
