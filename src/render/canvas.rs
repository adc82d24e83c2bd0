//! Drawing surfaces and anti-aliased shapes, shared by every game's pictures.
//!
//! Two surfaces: [`RgbaImage`] (straight alpha) for the work done once at start-up (static boards,
//! sprites), and [`Indexed`] (one palette index per pixel) for the work done per request, which
//! only copies pre-drawn pixels, blends a few edges and hands the bytes to the encoder.
//!
//! Shapes are drawn from signed distance functions: a pixel's coverage is `0.5 - distance`
//! clamped to 0..1, which gives a one-pixel anti-aliased edge for any shape.

use image::RgbaImage;

use super::palette::Palette;

pub use super::palette::{Rgb, rgb};

/// A hash map keyed by colour with a cheap multiplicative hash (the keys are not adversarial:
/// they come from our own drawings).
pub type ColorMap<V> =
    std::collections::HashMap<Rgb, V, std::hash::BuildHasherDefault<ColorHasher>>;

/// The hasher of [`ColorMap`].
#[derive(Default)]
pub struct ColorHasher(u64);

impl std::hash::Hasher for ColorHasher {
    fn finish(&self) -> u64 {
        self.0.wrapping_mul(0x9E37_79B9_7F4A_7C15)
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 << 8) | b as u64;
        }
    }
}

/// Something to paint on: a colour at a pixel with a coverage (0.0..=1.0).
pub trait Surface {
    /// Width and height in pixels.
    fn size(&self) -> (u32, u32);
    /// Blends `color` with opacity `alpha` (0.0..=1.0) over the pixel at (x, y), inside bounds.
    fn blend(&mut self, x: u32, y: u32, color: Rgb, alpha: f32);
}

/// Straight-alpha "over" compositing of one RGBA pixel onto another.
pub fn over(dst: [u8; 4], src: Rgb, alpha: f32) -> [u8; 4] {
    let sa = alpha.clamp(0.0, 1.0);
    if sa <= 0.0 {
        return dst;
    }
    let da = dst[3] as f32 / 255.0;
    let oa = sa + da * (1.0 - sa);
    if oa <= 0.0 {
        return [0, 0, 0, 0];
    }
    let mut out = [0u8; 4];
    for i in 0..3 {
        let c = (src[i] as f32 * sa + dst[i] as f32 * da * (1.0 - sa)) / oa;
        out[i] = c.round().clamp(0.0, 255.0) as u8;
    }
    out[3] = (oa * 255.0).round() as u8;
    out
}

/// Mixes two colours: `alpha` of `top` over `bottom`.
pub fn mix(bottom: Rgb, top: Rgb, alpha: f32) -> Rgb {
    let a = alpha.clamp(0.0, 1.0);
    let mut out = [0u8; 3];
    for i in 0..3 {
        out[i] = (bottom[i] as f32 + (top[i] as f32 - bottom[i] as f32) * a).round() as u8;
    }
    out
}

impl Surface for RgbaImage {
    fn size(&self) -> (u32, u32) {
        self.dimensions()
    }

    fn blend(&mut self, x: u32, y: u32, color: Rgb, alpha: f32) {
        let p = self.get_pixel_mut(x, y);
        p.0 = over(p.0, color, alpha);
    }
}

/// A picture as palette indices, row by row, for the indexed PNG and GIF encoders.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Indexed {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// `width * height` palette indices, top row first.
    pub pixels: Vec<u8>,
}

impl Indexed {
    /// A picture filled with one palette index.
    pub fn new(width: u32, height: u32, fill: u8) -> Indexed {
        Indexed {
            width,
            height,
            pixels: vec![fill; (width * height) as usize],
        }
    }

    /// Quantises an RGBA picture (alpha ignored) with the exact nearest palette colour.
    pub fn from_rgba(img: &RgbaImage, palette: &Palette) -> Indexed {
        let (width, height) = img.dimensions();
        // Pictures are mostly a few flat colours: remember the last one and the ones seen.
        let mut memo: ColorMap<u8> = ColorMap::default();
        let mut last = None;
        let pixels = img
            .pixels()
            .map(|p| {
                let c = [p[0], p[1], p[2]];
                match last {
                    Some((lc, li)) if lc == c => li,
                    _ => {
                        let i = *memo.entry(c).or_insert_with(|| palette.nearest(c));
                        last = Some((c, i));
                        i
                    }
                }
            })
            .collect();
        Indexed {
            width,
            height,
            pixels,
        }
    }

    /// The palette index at (x, y).
    pub fn get(&self, x: u32, y: u32) -> u8 {
        self.pixels[(y * self.width + x) as usize]
    }

    /// Fills a rectangle (clipped) with one index.
    pub fn fill_rect(&mut self, x: u32, y: u32, w: u32, h: u32, index: u8) {
        let x1 = (x + w).min(self.width);
        for row in y..(y + h).min(self.height) {
            let start = (row * self.width) as usize;
            self.pixels[start + x as usize..start + x1 as usize].fill(index);
        }
    }

    /// Copies the rectangle at (x, y) of size w×h from `src` (same size as `self`) to the same
    /// place in `self`.
    pub fn copy_rect(&mut self, src: &Indexed, x: u32, y: u32, w: u32, h: u32) {
        debug_assert_eq!((src.width, src.height), (self.width, self.height));
        let x1 = (x + w).min(self.width) as usize;
        for row in y..(y + h).min(self.height) {
            let start = (row * self.width) as usize;
            self.pixels[start + x as usize..start + x1]
                .copy_from_slice(&src.pixels[start + x as usize..start + x1]);
        }
    }

    /// Draws `sprite` with its top-left corner at (x, y), clipped to the picture.
    pub fn blit(&mut self, sprite: &Sprite, x: i32, y: i32, palette: &Palette) {
        for sy in 0..sprite.height as i32 {
            let ty = y + sy;
            if ty < 0 || ty >= self.height as i32 {
                continue;
            }
            let row = (ty as u32 * self.width) as usize;
            let srow = (sy as u32 * sprite.width) as usize;
            for sx in 0..sprite.width as i32 {
                let tx = x + sx;
                if tx < 0 || tx >= self.width as i32 {
                    continue;
                }
                let p = sprite.pixels[srow + sx as usize];
                let dst = &mut self.pixels[row + tx as usize];
                match p.alpha {
                    0 => {}
                    255 => *dst = p.index,
                    a => *dst = palette.blend(*dst, p.color, a),
                }
            }
        }
    }
}

/// An [`Indexed`] picture together with its palette, so shapes and text can blend onto it.
pub struct IndexedSurface<'a> {
    /// The picture.
    pub image: &'a mut Indexed,
    /// Its palette.
    pub palette: &'a Palette,
}

impl Surface for IndexedSurface<'_> {
    fn size(&self) -> (u32, u32) {
        (self.image.width, self.image.height)
    }

    fn blend(&mut self, x: u32, y: u32, color: Rgb, alpha: f32) {
        let a = (alpha.clamp(0.0, 1.0) * 255.0).round() as u8;
        if a == 0 {
            return;
        }
        let i = (y * self.image.width + x) as usize;
        let under = self.image.pixels[i];
        self.image.pixels[i] = self.palette.blend(under, color, a);
    }
}

/// One sprite pixel: its straight-alpha colour, its opacity, and its palette index (used as is
/// where the sprite is opaque).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SpritePixel {
    /// The colour.
    pub color: Rgb,
    /// 0 transparent … 255 opaque.
    pub alpha: u8,
    /// The nearest palette index of `color`.
    pub index: u8,
}

/// A pre-drawn picture with transparency (a token, an icon), quantised once against a palette so
/// a request mostly copies indices.
#[derive(Clone, Debug)]
pub struct Sprite {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// `width * height` pixels, top row first.
    pub pixels: Vec<SpritePixel>,
}

impl Sprite {
    /// Quantises an RGBA picture against `palette`.
    pub fn from_rgba(img: &RgbaImage, palette: &Palette) -> Sprite {
        let (width, height) = img.dimensions();
        let pixels = img
            .pixels()
            .map(|p| {
                let color = [p[0], p[1], p[2]];
                SpritePixel {
                    color,
                    alpha: p[3],
                    index: if p[3] == 0 { 0 } else { palette.nearest(color) },
                }
            })
            .collect();
        Sprite {
            width,
            height,
            pixels,
        }
    }
}

/// An axis-aligned box in pixels, `x0..x1` × `y0..y1`.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Bounds {
    /// Left.
    pub x0: f32,
    /// Top.
    pub y0: f32,
    /// Right.
    pub x1: f32,
    /// Bottom.
    pub y1: f32,
}

impl Bounds {
    /// The box with its top-left corner at (`x`, `y`), `w` wide and `h` high.
    pub fn rect(x: f32, y: f32, w: f32, h: f32) -> Bounds {
        Bounds {
            x0: x,
            y0: y,
            x1: x + w,
            y1: y + h,
        }
    }

    /// The square box around the circle of radius `r` centred on (`cx`, `cy`).
    pub fn around(cx: f32, cy: f32, r: f32) -> Bounds {
        Bounds {
            x0: cx - r,
            y0: cy - r,
            x1: cx + r,
            y1: cy + r,
        }
    }
}

/// Fills the shape whose signed distance (negative inside, in pixels) is `sdf(x, y)` at pixel
/// centres, within `bounds`, with `color` at opacity `alpha`. `feather` widens the soft edge
/// (1.0 = a crisp one-pixel edge; larger for shadows).
pub fn fill_sdf<S: Surface + ?Sized>(
    surface: &mut S,
    bounds: Bounds,
    color: Rgb,
    alpha: f32,
    feather: f32,
    sdf: impl Fn(f32, f32) -> f32,
) {
    let (w, h) = surface.size();
    let pad = feather.ceil() + 1.0;
    let x0 = (bounds.x0 - pad).floor().max(0.0) as u32;
    let y0 = (bounds.y0 - pad).floor().max(0.0) as u32;
    let x1 = ((bounds.x1 + pad).ceil().max(0.0) as u32).min(w);
    let y1 = ((bounds.y1 + pad).ceil().max(0.0) as u32).min(h);
    for y in y0..y1 {
        for x in x0..x1 {
            let d = sdf(x as f32 + 0.5, y as f32 + 0.5);
            let cover = (0.5 - d / feather).clamp(0.0, 1.0);
            if cover > 0.0 {
                surface.blend(x, y, color, alpha * cover);
            }
        }
    }
}

/// Signed distance to a circle.
pub fn circle_sdf(cx: f32, cy: f32, r: f32) -> impl Fn(f32, f32) -> f32 {
    move |x, y| ((x - cx).powi(2) + (y - cy).powi(2)).sqrt() - r
}

/// Signed distance to a rectangle with rounded corners of radius `r`.
pub fn rounded_rect_sdf(b: Bounds, r: f32) -> impl Fn(f32, f32) -> f32 {
    let cx = (b.x0 + b.x1) / 2.0;
    let cy = (b.y0 + b.y1) / 2.0;
    let hx = (b.x1 - b.x0) / 2.0 - r;
    let hy = (b.y1 - b.y0) / 2.0 - r;
    move |x, y| {
        let qx = (x - cx).abs() - hx;
        let qy = (y - cy).abs() - hy;
        let outside = (qx.max(0.0).powi(2) + qy.max(0.0).powi(2)).sqrt();
        outside + qx.max(qy).min(0.0) - r
    }
}

/// Signed distance to a segment from (ax, ay) to (bx, by) drawn `width` wide with round caps.
pub fn capsule_sdf(ax: f32, ay: f32, bx: f32, by: f32, width: f32) -> impl Fn(f32, f32) -> f32 {
    let (dx, dy) = (bx - ax, by - ay);
    let len2 = (dx * dx + dy * dy).max(1e-6);
    move |x, y| {
        let t = (((x - ax) * dx + (y - ay) * dy) / len2).clamp(0.0, 1.0);
        let (px, py) = (ax + t * dx - x, ay + t * dy - y);
        (px * px + py * py).sqrt() - width / 2.0
    }
}

/// Signed distance to a triangle (any winding).
pub fn triangle_sdf(p: [(f32, f32); 3]) -> impl Fn(f32, f32) -> f32 {
    move |x, y| {
        let mut d = f32::MAX;
        let mut inside_pos = true;
        let mut inside_neg = true;
        for i in 0..3 {
            let (ax, ay) = p[i];
            let (bx, by) = p[(i + 1) % 3];
            let (ex, ey) = (bx - ax, by - ay);
            let (wx, wy) = (x - ax, y - ay);
            let t = ((wx * ex + wy * ey) / (ex * ex + ey * ey).max(1e-6)).clamp(0.0, 1.0);
            let (qx, qy) = (wx - ex * t, wy - ey * t);
            d = d.min((qx * qx + qy * qy).sqrt());
            let cross = ex * wy - ey * wx;
            inside_pos &= cross >= 0.0;
            inside_neg &= cross <= 0.0;
        }
        if inside_pos || inside_neg { -d } else { d }
    }
}

/// Signed distance to a closed polygon (any winding; even-odd inside), for drawn symbols.
pub fn polygon_sdf(points: Vec<(f32, f32)>) -> impl Fn(f32, f32) -> f32 {
    move |x, y| {
        let mut d = f32::MAX;
        let mut inside = false;
        let n = points.len();
        for i in 0..n {
            let (ax, ay) = points[i];
            let (bx, by) = points[(i + 1) % n];
            let (ex, ey) = (bx - ax, by - ay);
            let (wx, wy) = (x - ax, y - ay);
            let t = ((wx * ex + wy * ey) / (ex * ex + ey * ey).max(1e-6)).clamp(0.0, 1.0);
            let (qx, qy) = (wx - ex * t, wy - ey * t);
            d = d.min((qx * qx + qy * qy).sqrt());
            // The ray to the right crosses this edge.
            if (ay > y) != (by > y) && x < ax + (y - ay) / (by - ay) * ex {
                inside = !inside;
            }
        }
        if inside { -d } else { d }
    }
}

/// Fills a circle.
pub fn fill_circle<S: Surface + ?Sized>(
    s: &mut S,
    cx: f32,
    cy: f32,
    r: f32,
    color: Rgb,
    alpha: f32,
) {
    fill_sdf(
        s,
        Bounds::around(cx, cy, r),
        color,
        alpha,
        1.0,
        circle_sdf(cx, cy, r),
    );
}

/// Draws a ring: the band between radii `r - width` and `r`.
pub fn stroke_circle<S: Surface + ?Sized>(
    s: &mut S,
    (cx, cy): (f32, f32),
    r: f32,
    width: f32,
    color: Rgb,
    alpha: f32,
) {
    let outer = circle_sdf(cx, cy, r);
    fill_sdf(
        s,
        Bounds::around(cx, cy, r),
        color,
        alpha,
        1.0,
        move |x, y| {
            let d = outer(x, y);
            d.max(-(d + width))
        },
    );
}

/// Fills a rectangle with rounded corners.
pub fn fill_rounded_rect<S: Surface + ?Sized>(
    s: &mut S,
    b: Bounds,
    r: f32,
    color: Rgb,
    alpha: f32,
) {
    fill_sdf(s, b, color, alpha, 1.0, rounded_rect_sdf(b, r));
}

/// Draws a line with round caps.
pub fn draw_line<S: Surface + ?Sized>(
    s: &mut S,
    (ax, ay): (f32, f32),
    (bx, by): (f32, f32),
    width: f32,
    color: Rgb,
    alpha: f32,
) {
    let r = width / 2.0;
    let b = Bounds {
        x0: ax.min(bx) - r,
        y0: ay.min(by) - r,
        x1: ax.max(bx) + r,
        y1: ay.max(by) + r,
    };
    fill_sdf(s, b, color, alpha, 1.0, capsule_sdf(ax, ay, bx, by, width));
}

/// Draws an arrow from `from` to the tip `to`: a shaft `width` wide and a triangular head
/// `head` long and `head` wide. Drawn as one shape so the overlap does not darken.
pub fn draw_arrow<S: Surface + ?Sized>(
    s: &mut S,
    from: (f32, f32),
    to: (f32, f32),
    width: f32,
    head: f32,
    color: Rgb,
    alpha: f32,
) {
    let (dx, dy) = (to.0 - from.0, to.1 - from.1);
    let len = (dx * dx + dy * dy).sqrt().max(1e-3);
    let (ux, uy) = (dx / len, dy / len);
    let base = (to.0 - ux * head, to.1 - uy * head);
    let (nx, ny) = (-uy * head / 2.0, ux * head / 2.0);
    let tri = triangle_sdf([to, (base.0 + nx, base.1 + ny), (base.0 - nx, base.1 - ny)]);
    let shaft = capsule_sdf(from.0, from.1, base.0 + ux, base.1 + uy, width);
    let r = head.max(width);
    let b = Bounds {
        x0: from.0.min(to.0) - r,
        y0: from.1.min(to.1) - r,
        x1: from.0.max(to.0) + r,
        y1: from.1.max(to.1) + r,
    };
    fill_sdf(s, b, color, alpha, 1.0, move |x, y| {
        tri(x, y).min(shaft(x, y))
    });
}

/// Composites `src` (straight alpha) onto `dst` with its top-left corner at (x, y).
pub fn draw_image(dst: &mut RgbaImage, src: &RgbaImage, x: i32, y: i32) {
    for (sx, sy, p) in src.enumerate_pixels() {
        let (tx, ty) = (x + sx as i32, y + sy as i32);
        if tx < 0 || ty < 0 || tx >= dst.width() as i32 || ty >= dst.height() as i32 {
            continue;
        }
        if p[3] > 0 {
            dst.blend(
                tx as u32,
                ty as u32,
                [p[0], p[1], p[2]],
                p[3] as f32 / 255.0,
            );
        }
    }
}

/// Scales a straight-alpha picture to `size`×`size` without dark fringes (the colours are
/// premultiplied by alpha while filtering).
pub fn resize_rgba(src: &RgbaImage, size: u32) -> RgbaImage {
    use image::{ImageBuffer, Rgba, imageops};
    let pre: ImageBuffer<Rgba<f32>, Vec<f32>> =
        ImageBuffer::from_fn(src.width(), src.height(), |x, y| {
            let p = src.get_pixel(x, y);
            // Floats in 0..=1: the filter clamps float pixels to that range.
            let a = p[3] as f32 / 255.0;
            let c = |v: u8| v as f32 / 255.0 * a;
            Rgba([c(p[0]), c(p[1]), c(p[2]), a])
        });
    let small = imageops::resize(&pre, size, size, imageops::FilterType::Lanczos3);
    RgbaImage::from_fn(size, size, |x, y| {
        let p = small.get_pixel(x, y);
        let a = p[3].clamp(0.0, 1.0);
        if a <= 0.0 {
            return Rgba([0, 0, 0, 0]);
        }
        let c = |v: f32| (v / a * 255.0).round().clamp(0.0, 255.0) as u8;
        Rgba([c(p[0]), c(p[1]), c(p[2]), (a * 255.0).round() as u8])
    })
}
