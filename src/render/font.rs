//! Text: the embedded fonts (subsets of Noto Sans CJK TC Bold for all text and Noto Serif CJK TC
//! Bold for the Xiangqi pieces and board, see `fonts/OFL.txt`), measuring, shortening with an
//! ellipsis, and drawing onto any [`Surface`].

use std::sync::LazyLock;

use ab_glyph::{Font as _, FontRef, GlyphId, PxScale, ScaleFont as _, point};

use super::canvas::{Rgb, Surface};

/// Longer texts are cut before measuring (a strip holds about 40 characters).
const MAX_CHARS: usize = 200;

/// The subset font's bytes, embedded so the binary runs from anywhere.
static FONT_BYTES: &[u8] = include_bytes!("../../fonts/NotoSansCJKtc-Bold-subset.otf");

static FONT: LazyLock<Font> = LazyLock::new(|| Font {
    // The bytes are a fixed, tested asset: failing to parse them is a build defect.
    face: FontRef::try_from_slice(FONT_BYTES).expect("embedded font parses"),
});

/// The serif subset: only the Xiangqi piece characters, 楚河漢界, 一…九, digits and `H`.
static SERIF_BYTES: &[u8] = include_bytes!("../../fonts/NotoSerifCJKtc-Bold-subset.otf");

static SERIF: LazyLock<Font> = LazyLock::new(|| Font {
    // As above: a fixed, tested asset.
    face: FontRef::try_from_slice(SERIF_BYTES).expect("embedded serif font parses"),
});

/// An embedded bold font.
pub struct Font {
    face: FontRef<'static>,
}

/// How text sits horizontally relative to the given x.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Align {
    /// x is the left edge.
    Left,
    /// x is the centre.
    Center,
    /// x is the right edge.
    Right,
}

impl Font {
    /// The shared sans-serif font (parsed once), for all text.
    pub fn get() -> &'static Font {
        &FONT
    }

    /// The shared serif font (parsed once): the brush-like strokes of traditional Xiangqi
    /// pieces. It holds only the characters the Xiangqi board draws.
    pub fn serif() -> &'static Font {
        &SERIF
    }

    /// ab_glyph's scale (ascent-to-descent height) for an em size of `size` pixels, the usual
    /// "font size".
    fn scale(&self, size: f32) -> PxScale {
        let upem = self.face.units_per_em().unwrap_or(1000.0);
        PxScale::from(size * self.face.height_unscaled() / upem)
    }

    /// The glyph for `c`, if the subset has it.
    fn glyph_id(&self, c: char) -> Option<GlyphId> {
        let id = self.face.glyph_id(c);
        (id.0 != 0).then_some(id)
    }

    /// Whether the font can draw `c`.
    pub fn has(&self, c: char) -> bool {
        self.glyph_id(c).is_some()
    }

    /// `text` without the characters the font lacks (emoji, most scripts beyond Latin, Greek and
    /// Cyrillic: player names can hold anything), with runs of spaces this leaves collapsed;
    /// `?` if nothing drawable remains of a non-empty text.
    pub fn drawable(&self, text: &str) -> String {
        let mut out = String::with_capacity(text.len());
        for c in text.chars().take(MAX_CHARS) {
            if c.is_whitespace() {
                if !out.is_empty() && !out.ends_with(' ') {
                    out.push(' ');
                }
            } else if !c.is_control() && self.has(c) {
                out.push(c);
            }
        }
        let out = out.trim_end().to_string();
        if out.is_empty() && !text.trim().is_empty() {
            "?".to_string()
        } else {
            out
        }
    }

    /// The glyphs of `text` at font size `px` (the em size in pixels) with their x offsets,
    /// kerning applied, and the total advance width.
    fn layout(&self, text: &str, px: f32) -> (Vec<(GlyphId, f32)>, f32) {
        let font = self.face.as_scaled(self.scale(px));
        let mut x = 0.0;
        let mut prev: Option<GlyphId> = None;
        let mut out = Vec::with_capacity(text.len());
        for c in text.chars() {
            if c.is_control() {
                continue;
            }
            let Some(id) = self.glyph_id(c) else {
                continue;
            };
            if let Some(p) = prev {
                x += font.kern(p, id);
            }
            out.push((id, x));
            x += font.h_advance(id);
            prev = Some(id);
        }
        (out, x)
    }

    /// The advance width of `text` at `px`, in pixels.
    pub fn width(&self, text: &str, px: f32) -> f32 {
        self.layout(text, px).1
    }

    /// [`Font::drawable`] `text` if it fits in `max_width` pixels at `px`, else its longest
    /// prefix that fits with `…` appended.
    pub fn ellipsize(&self, text: &str, px: f32, max_width: f32) -> String {
        let text = self.drawable(text);
        if self.width(&text, px) <= max_width {
            return text;
        }
        let mut chars: Vec<char> = text.chars().collect();
        while !chars.is_empty() {
            chars.pop();
            let candidate: String = chars.iter().collect::<String>().trim_end().to_string() + "…";
            if self.width(&candidate, px) <= max_width {
                return candidate;
            }
        }
        String::new()
    }

    /// The distance from the baseline up to the top of capital letters, at `px` (for centring
    /// a line of text vertically: baseline = centre + cap_height / 2).
    pub fn cap_height(&self, px: f32) -> f32 {
        let font = self.face.as_scaled(self.scale(px));
        let id = self.glyph_id('H').unwrap_or_default();
        let glyph = id.with_scale_and_position(self.scale(px), point(0.0, 0.0));
        match self.face.outline_glyph(glyph) {
            Some(g) => -g.px_bounds().min.y,
            None => font.ascent() * 0.7,
        }
    }

    /// The box `(x0, y0, x1, y1)` the ink of `text` at `px` covers, in pixels from its left
    /// edge and baseline (y grows downwards); `None` if nothing would be drawn.
    pub fn ink_bounds(&self, text: &str, px: f32) -> Option<(f32, f32, f32, f32)> {
        let (glyphs, _) = self.layout(text, px);
        let mut b: Option<(f32, f32, f32, f32)> = None;
        for (id, gx) in glyphs {
            let glyph = id.with_scale_and_position(self.scale(px), point(gx, 0.0));
            if let Some(g) = self.face.outline_glyph(glyph) {
                let r = g.px_bounds();
                b = Some(match b {
                    None => (r.min.x, r.min.y, r.max.x, r.max.y),
                    Some((x0, y0, x1, y1)) => (
                        x0.min(r.min.x),
                        y0.min(r.min.y),
                        x1.max(r.max.x),
                        y1.max(r.max.y),
                    ),
                });
            }
        }
        b
    }

    /// Draws `text` at `px` with the centre of its ink at (cx, cy) (for a character on a
    /// piece, where the optical centre matters more than the baseline).
    pub fn draw_centred<S: Surface + ?Sized>(
        &self,
        surface: &mut S,
        text: &str,
        px: f32,
        cx: f32,
        cy: f32,
        color: Rgb,
    ) {
        if let Some((x0, y0, x1, y1)) = self.ink_bounds(text, px) {
            let left = cx - (x0 + x1) / 2.0;
            let baseline = cy - (y0 + y1) / 2.0;
            self.draw(surface, text, px, left, baseline, Align::Left, color);
        }
    }

    /// Draws `text` at `px` with its baseline at `baseline`, aligned on `x`; returns the advance
    /// width drawn.
    #[allow(clippy::too_many_arguments)]
    pub fn draw<S: Surface + ?Sized>(
        &self,
        surface: &mut S,
        text: &str,
        px: f32,
        x: f32,
        baseline: f32,
        align: Align,
        color: Rgb,
    ) -> f32 {
        let (glyphs, width) = self.layout(text, px);
        let left = match align {
            Align::Left => x,
            Align::Center => x - width / 2.0,
            Align::Right => x - width,
        };
        let (sw, sh) = surface.size();
        for (id, gx) in glyphs {
            let glyph = id.with_scale_and_position(self.scale(px), point(left + gx, baseline));
            let Some(outlined) = self.face.outline_glyph(glyph) else {
                continue;
            };
            let b = outlined.px_bounds();
            outlined.draw(|dx, dy, cover| {
                let tx = b.min.x as i32 + dx as i32;
                let ty = b.min.y as i32 + dy as i32;
                if cover > 0.0 && tx >= 0 && ty >= 0 && (tx as u32) < sw && (ty as u32) < sh {
                    surface.blend(tx as u32, ty as u32, color, cover.min(1.0));
                }
            });
        }
        width
    }
}
