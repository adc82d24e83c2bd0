//! A fixed palette of at most 128 colours (index 255 stays free for GIF transparency), built once
//! per theme from the colours the pictures really use, with a fast look-up for blended pixels.

/// An sRGB colour.
pub type Rgb = [u8; 3];

/// Parses `0xRRGGBB`.
pub const fn rgb(hex: u32) -> Rgb {
    [(hex >> 16) as u8, (hex >> 8) as u8, hex as u8]
}

/// The palette index kept for "unchanged" pixels in GIF frames.
pub const TRANSPARENT: u8 = 255;

/// Colours in all. Fewer colours mean fewer distinct anti-aliased edge pixels and smaller files:
/// 128 instead of 255 saves 10% of a picture's bytes (measured: 36.1 KB instead of 40.8 KB for
/// the largest position of a 100-ply game with hints), with no visible difference on these
/// flat-coloured pictures.
const COLORS: usize = 128;

/// Bits per channel of the look-up table for blended colours (32 768 cells).
const LUT_BITS: u32 = 5;

/// At most 128 colours and a table from a 15-bit colour to its nearest palette index.
pub struct Palette {
    colors: Vec<Rgb>,
    lut: Vec<u8>,
}

/// A perceptual-ish weighted squared distance (green counts most, as the eye sees it).
fn distance(a: Rgb, b: Rgb) -> u32 {
    let d = |i: usize| (a[i] as i32 - b[i] as i32).pow(2) as u32;
    2 * d(0) + 4 * d(1) + 3 * d(2)
}

impl Palette {
    /// Builds a palette: first the `pinned` colours exactly (flat theme colours, so large areas
    /// stay exact), then colours learnt by NeuQuant from `training` (RGBA bytes, alpha ignored
    /// except that fully transparent pixels are skipped), up to 128 in all.
    pub fn build(pinned: &[Rgb], training: &[u8]) -> Palette {
        let mut colors: Vec<Rgb> = Vec::with_capacity(COLORS);
        for &c in pinned {
            if !colors.contains(&c) && colors.len() < COLORS {
                colors.push(c);
            }
        }
        let opaque: Vec<u8> = training
            .chunks_exact(4)
            .filter(|p| p[3] > 0)
            .flat_map(|p| [p[0], p[1], p[2], 255])
            .collect();
        let free = COLORS.saturating_sub(colors.len());
        if free > 0 && !opaque.is_empty() {
            let nq = color_quant::NeuQuant::new(10, free, &opaque);
            for c in nq.color_map_rgb().chunks_exact(3) {
                let c = [c[0], c[1], c[2]];
                if colors.len() < COLORS && colors.iter().all(|&p| distance(p, c) > 6) {
                    colors.push(c);
                }
            }
        }
        let mut palette = Palette {
            colors,
            lut: Vec::new(),
        };
        let cells = 1usize << (3 * LUT_BITS);
        let half = 1u32 << (7 - LUT_BITS);
        palette.lut = (0..cells)
            .map(|key| {
                let ch = |shift: u32| {
                    ((((key >> shift) & ((1 << LUT_BITS) - 1)) as u32) << (8 - LUT_BITS)) + half
                };
                let c = [ch(2 * LUT_BITS) as u8, ch(LUT_BITS) as u8, ch(0) as u8];
                palette.nearest(c)
            })
            .collect();
        palette
    }

    /// The number of colours (≤ 128).
    pub fn len(&self) -> usize {
        self.colors.len()
    }

    /// Whether the palette is empty (never, once built from a theme).
    pub fn is_empty(&self) -> bool {
        self.colors.is_empty()
    }

    /// The colour of index `i` (black for unused indices, the transparent one included).
    pub fn rgb(&self, i: u8) -> Rgb {
        self.colors.get(i as usize).copied().unwrap_or([0, 0, 0])
    }

    /// The exact nearest palette index of `c` (a full search: for start-up work).
    pub fn nearest(&self, c: Rgb) -> u8 {
        let mut best = (u32::MAX, 0u8);
        for (i, &p) in self.colors.iter().enumerate() {
            let d = distance(p, c);
            if d < best.0 {
                best = (d, i as u8);
                if d == 0 {
                    break;
                }
            }
        }
        best.1
    }

    /// The palette index of `c` by the look-up table (for per-request blending).
    #[inline]
    pub fn quick(&self, c: Rgb) -> u8 {
        let s = 8 - LUT_BITS;
        let key = ((c[0] as usize >> s) << (2 * LUT_BITS))
            | ((c[1] as usize >> s) << LUT_BITS)
            | (c[2] as usize >> s);
        self.lut[key]
    }

    /// The index of `color` at opacity `alpha` (0..=255) over the colour of index `under`.
    #[inline]
    pub fn blend(&self, under: u8, color: Rgb, alpha: u8) -> u8 {
        let u = self.rgb(under);
        let a = alpha as u32;
        let m = |i: usize| ((color[i] as u32 * a + u[i] as u32 * (255 - a) + 127) / 255) as u8;
        self.quick([m(0), m(1), m(2)])
    }

    /// The colour table as 256 RGB triples (unused entries black), for PNG and GIF.
    pub fn rgb_table(&self) -> Vec<u8> {
        (0..=255u8).flat_map(|i| self.rgb(i)).collect()
    }
}
