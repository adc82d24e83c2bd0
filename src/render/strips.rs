//! The parts around any game's board: the header (a disc in the colour of the side to move or
//! the winner, the status text, the move number) and one strip per player (a disc in the side's
//! colour, the name, the pieces that player has lost), plus the small sprites they use.
//!
//! Every game lays its picture out as header, top player's strip, board, bottom player's strip,
//! all [`StripLayout::width`] wide; only the board and the sprites differ.

use image::RgbaImage;

use super::canvas::{Indexed, IndexedSurface, Rgb, Sprite, Surface, draw_line, fill_circle, rgb};
use super::font::{Align, Font};
use super::palette::Palette;

/// The side of the discs of [`disc`], in pixels.
pub const DISC: u32 = 20;

/// Sizes of the header and strips, in pixels.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct StripLayout {
    /// The picture's width.
    pub width: u32,
    /// The header's height (status line).
    pub header: u32,
    /// Each player strip's height.
    pub strip: u32,
    /// The side of a lost-piece sprite.
    pub mini: u32,
}

impl StripLayout {
    /// A board picture's layout, `width` pixels wide with lost pieces `mini` pixels square:
    /// a 44-pixel header and 46-pixel player strips, as every game draws them.
    pub const fn board(width: u32, mini: u32) -> StripLayout {
        StripLayout {
            width,
            header: 44,
            strip: 46,
            mini,
        }
    }
}

/// The colours of the strips' text.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct StripColors {
    /// Names and status.
    pub text: Rgb,
    /// The move number.
    pub text_dim: Rgb,
}

/// A 20×20 disc: `color` inside a white edge.
pub fn disc(color: Rgb, white: Rgb) -> RgbaImage {
    let mut img = RgbaImage::new(DISC, DISC);
    fill_circle(&mut img, 10.0, 10.0, 9.0, white, 1.0);
    fill_circle(&mut img, 10.0, 10.0, 7.0, color, 1.0);
    img
}

/// A 26×26 red badge with a white cross, for a capture.
pub fn capture_badge(white: Rgb) -> RgbaImage {
    let mut img = RgbaImage::new(26, 26);
    fill_circle(&mut img, 13.0, 13.0, 12.0, white, 1.0);
    fill_circle(&mut img, 13.0, 13.0, 10.0, rgb(0xd93a3a), 1.0);
    draw_line(&mut img, (9.0, 9.0), (17.0, 17.0), 3.0, white, 1.0);
    draw_line(&mut img, (17.0, 9.0), (9.0, 17.0), 3.0, white, 1.0);
    img
}

/// Paints the rectangle at (x, y) of w×h opaquely with `color` (not clipped).
pub fn fill_rect<S: Surface + ?Sized>(img: &mut S, x: u32, y: u32, w: u32, h: u32, color: Rgb) {
    for py in y..y + h {
        for px in x..x + w {
            img.blend(px, py, color, 1.0);
        }
    }
}

/// Text as the strips draw it, on the header's and the page's backgrounds, for training a
/// palette: `width`×`2 * header` pixels.
pub fn text_sample(layout: &StripLayout, header_bg: Rgb, page: Rgb, c: StripColors) -> RgbaImage {
    let (width, header) = (layout.width, layout.header);
    let mut img = RgbaImage::from_pixel(
        width,
        2 * header,
        image::Rgba([header_bg[0], header_bg[1], header_bg[2], 255]),
    );
    fill_rect(&mut img, 0, header, width, header, page);
    let font = Font::get();
    for (i, (color, bg_y)) in [(c.text, 30.0), (c.text_dim, 30.0), (c.text, 74.0)]
        .into_iter()
        .enumerate()
    {
        let x = 10.0 + i as f32 * 4.0;
        font.draw(
            &mut img,
            "Rouge joue · Blue wins by entering the den — Coup 12",
            20.0,
            x,
            bg_y,
            Align::Left,
            color,
        );
    }
    img
}

/// Draws the header: `disc` at the left, `status` (made smaller, then on two lines, when long:
/// [`fit_header`]) and `move_label` at the right.
pub fn draw_header(
    img: &mut Indexed,
    palette: &Palette,
    layout: &StripLayout,
    colors: StripColors,
    disc: &Sprite,
    status: &str,
    move_label: &str,
) {
    let font = Font::get();
    let (width, header) = (layout.width as f32, layout.header);
    img.blit(disc, 12, (header as i32 - DISC as i32) / 2, palette);
    let mut surface = IndexedSurface {
        image: img,
        palette,
    };
    let size = 19.0;
    let baseline = header as f32 / 2.0 + font.cap_height(size) / 2.0;
    font.draw(
        &mut surface,
        move_label,
        17.0,
        width - 14.0,
        baseline,
        Align::Right,
        colors.text_dim,
    );
    let fit = fit_header(layout, status, move_label);
    // Two lines sit one line height apart around the header's middle.
    let step = fit.size * 1.15;
    let first = baseline - step * (fit.lines.len() as f32 - 1.0) / 2.0;
    for (i, line) in fit.lines.iter().enumerate() {
        font.draw(
            &mut surface,
            line,
            fit.size,
            40.0,
            first + step * i as f32,
            Align::Left,
            colors.text,
        );
    }
}

/// How a header's status text is drawn: its size in pixels and its lines (one or two).
#[derive(Clone, Debug, PartialEq)]
pub struct HeaderFit {
    /// The font size, in pixels.
    pub size: f32,
    /// The lines, drawn one under the other; the last ends with `…` only if even two lines at
    /// the smallest size could not hold the text.
    pub lines: Vec<String>,
}

/// The room for the status text in a header with `move_label` at the right, in pixels.
pub fn status_room(layout: &StripLayout, move_label: &str) -> f32 {
    let move_w = if move_label.is_empty() {
        0.0
    } else {
        Font::get().width(move_label, 17.0)
    };
    layout.width as f32 - 40.0 - move_w - 28.0
}

/// Fits `status` into the header: one line at the largest of three sizes that holds it, else
/// two lines split at a space, else shortened with `…`. A long result ("… because the opponent
/// has no legal move (stalemate loses in Xiangqi)") so stays whole.
pub fn fit_header(layout: &StripLayout, status: &str, move_label: &str) -> HeaderFit {
    let font = Font::get();
    let room = status_room(layout, move_label);
    let drawable = font.drawable(status);
    for size in [19.0, 17.0, 15.5] {
        if font.width(&drawable, size) <= room {
            return HeaderFit {
                size,
                lines: vec![drawable],
            };
        }
    }
    // Two lines: the split at a space whose longer line is the shortest.
    let size = 15.0;
    let split = drawable
        .char_indices()
        .filter(|&(_, c)| c == ' ')
        .map(|(i, _)| (drawable[..i].trim_end(), drawable[i..].trim_start()))
        .map(|(a, b)| (font.width(a, size).max(font.width(b, size)), a, b))
        .min_by(|x, y| x.0.total_cmp(&y.0));
    match split {
        Some((w, a, b)) if w <= room => HeaderFit {
            size,
            lines: vec![a.to_string(), b.to_string()],
        },
        _ => HeaderFit {
            size: 15.5,
            lines: vec![font.ellipsize(&drawable, 15.5, room)],
        },
    }
}

/// Draws one player's strip whose top is at `y`: `lost` (the pieces that player has lost, in
/// order, right-aligned), `disc` at the left and `name` (shortened to fit) after it.
#[allow(clippy::too_many_arguments)]
pub fn draw_player_strip(
    img: &mut Indexed,
    palette: &Palette,
    layout: &StripLayout,
    colors: StripColors,
    y: u32,
    disc: &Sprite,
    name: &str,
    lost: &[&Sprite],
) {
    let font = Font::get();
    let mini = layout.mini as i32;
    let cy = y as f32 + layout.strip as f32 / 2.0;
    let mut x = layout.width as i32 - 12 - mini;
    for sprite in lost.iter().rev() {
        img.blit(sprite, x, (cy - mini as f32 / 2.0) as i32, palette);
        x -= mini + 3;
    }
    img.blit(disc, 12, (cy - DISC as f32 / 2.0) as i32, palette);
    let mut surface = IndexedSurface {
        image: img,
        palette,
    };
    let name_size = 19.0;
    let room = (x + mini) as f32 - 40.0 - 12.0;
    let name = font.ellipsize(name, name_size, room);
    let baseline = cy + font.cap_height(name_size) / 2.0;
    font.draw(
        &mut surface,
        &name,
        name_size,
        40.0,
        baseline,
        Align::Left,
        colors.text,
    );
}

/// The texts around the board, already translated by the caller.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StripText {
    /// Player names by side index: `[0]` is the side that starts at the bottom and moves first
    /// (Red in Jungle and Xiangqi), `[1]` the other. Long names are shortened with `…`; characters
    /// the embedded font lacks are drawn as `?`.
    pub players: [String; 2],
    /// Whose turn it is or the result, e.g. "Red to move", "Rouge joue", "Blue wins by entering
    /// the den".
    pub status: String,
    /// The move counter, e.g. "Move 12" or "Coup 12".
    pub move_label: String,
    /// The board's own words in the reader's language, drawn on their squares next to the
    /// Chinese ones: Jungle's `[trap, den]` ("trap", "den"; "piège", "tanière"). Empty words
    /// draw nothing.
    pub labels: [String; 2],
}
