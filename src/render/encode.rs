//! Encoders for indexed pictures: palette PNG, and animated GIF whose frames after the first hold
//! only the rectangle that changed (unchanged pixels inside it are transparent).

use super::canvas::Indexed;
use super::palette::{Palette, TRANSPARENT};

/// Encodes `image` as an 8-bit palette PNG.
///
/// Filter `None` suits palette pictures (the indices are not magnitudes) and leaves all the work
/// to deflate, which finds the long runs of flat colour.
pub fn png(image: &Indexed, palette: &Palette) -> Vec<u8> {
    let mut out = Vec::with_capacity(48 * 1024);
    {
        let mut enc = png::Encoder::new(&mut out, image.width, image.height);
        enc.set_color(png::ColorType::Indexed);
        enc.set_depth(png::BitDepth::Eight);
        enc.set_palette(palette.rgb_table());
        enc.set_filter(png::FilterType::NoFilter);
        enc.set_adaptive_filter(png::AdaptiveFilterType::NonAdaptive);
        enc.set_compression(png::Compression::Default);
        // Writing to a Vec cannot fail and the header matches the data: an error here is a bug.
        let mut writer = enc.write_header().expect("PNG header to memory");
        writer
            .write_image_data(&image.pixels)
            .expect("PNG data to memory");
    }
    out
}

/// Builds an animated GIF frame by frame, all frames the same size and palette.
pub struct GifBuilder {
    encoder: gif::Encoder<Vec<u8>>,
    previous: Option<Indexed>,
    scratch: Vec<u8>,
}

impl GifBuilder {
    /// Starts a GIF of `width`×`height` that loops forever.
    pub fn new(width: u16, height: u16, palette: &Palette) -> GifBuilder {
        // Writing to a Vec cannot fail.
        let mut encoder = gif::Encoder::new(
            Vec::with_capacity(256 * 1024),
            width,
            height,
            &palette.rgb_table(),
        )
        .expect("GIF header to memory");
        encoder
            .set_repeat(gif::Repeat::Infinite)
            .expect("GIF extension to memory");
        GifBuilder {
            encoder,
            previous: None,
            scratch: Vec::new(),
        }
    }

    /// Adds `image` shown for `delay_cs` hundredths of a second. The first frame is whole; later
    /// ones cover the bounding box of the pixels that changed, at least one pixel.
    pub fn frame(&mut self, image: &Indexed, delay_cs: u16) {
        let w = image.width as usize;
        let (x0, y0, x1, y1, transparent) = match &self.previous {
            None => (0, 0, w, image.height as usize, None),
            Some(prev) => {
                let bbox = changed_box(prev, image).unwrap_or((0, 0, 1, 1));
                (bbox.0, bbox.1, bbox.2, bbox.3, Some(TRANSPARENT))
            }
        };
        self.scratch.clear();
        for y in y0..y1 {
            let row = &image.pixels[y * w + x0..y * w + x1];
            match (&self.previous, transparent) {
                (Some(prev), Some(t)) => {
                    let prow = &prev.pixels[y * w + x0..y * w + x1];
                    self.scratch.extend(
                        row.iter()
                            .zip(prow)
                            .map(|(&n, &o)| if n == o { t } else { n }),
                    );
                }
                _ => self.scratch.extend_from_slice(row),
            }
        }
        let frame = gif::Frame {
            left: x0 as u16,
            top: y0 as u16,
            width: (x1 - x0) as u16,
            height: (y1 - y0) as u16,
            delay: delay_cs,
            dispose: gif::DisposalMethod::Keep,
            transparent,
            buffer: std::borrow::Cow::Borrowed(&self.scratch),
            ..gif::Frame::default()
        };
        self.encoder
            .write_frame(&frame)
            .expect("GIF frame to memory");
        match &mut self.previous {
            Some(prev) => prev.pixels.copy_from_slice(&image.pixels),
            None => self.previous = Some(image.clone()),
        }
    }

    /// The GIF bytes.
    pub fn finish(self) -> Vec<u8> {
        self.encoder.into_inner().expect("GIF trailer to memory")
    }
}

/// The box `(x0, y0, x1, y1)` (exclusive ends) around the pixels that differ, if any.
fn changed_box(a: &Indexed, b: &Indexed) -> Option<(usize, usize, usize, usize)> {
    let w = a.width as usize;
    let mut bbox: Option<(usize, usize, usize, usize)> = None;
    for (y, (ra, rb)) in a
        .pixels
        .chunks_exact(w)
        .zip(b.pixels.chunks_exact(w))
        .enumerate()
    {
        if ra == rb {
            continue;
        }
        let first = ra.iter().zip(rb).position(|(p, q)| p != q).unwrap_or(0);
        let last = w - ra
            .iter()
            .rev()
            .zip(rb.iter().rev())
            .position(|(p, q)| p != q)
            .unwrap_or(0);
        bbox = Some(match bbox {
            None => (first, y, last, y + 1),
            Some((x0, y0, x1, _)) => (x0.min(first), y0, x1.max(last), y + 1),
        });
    }
    bbox
}
