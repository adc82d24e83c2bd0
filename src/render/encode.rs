//! Encoders for indexed pictures: palette PNG, and animated GIF whose frames after the first hold
//! only the rectangle that changed (unchanged pixels inside it are transparent).

use std::cell::RefCell;

use libdeflater::{CompressionLvl, Compressor, Crc};

use super::canvas::Indexed;
use super::lzw;
use super::palette::{Palette, TRANSPARENT};

/// The libdeflate level for PNG. Measured on a mid-game picture (453 600 pixels): level 2 gives
/// 37.2 KB in 1.7 ms of CPU on this machine; levels 3–6 save 1–7% of the bytes for 1.7–2× the
/// time, and zlib-rs at level 5 (36.5 KB) takes 30–40% longer.
const PNG_LEVEL: i32 = 2;

thread_local! {
    /// libdeflate's compressor holds large tables: allocate it once per thread.
    static COMPRESSOR: RefCell<Compressor> =
        RefCell::new(Compressor::new(CompressionLvl::new(PNG_LEVEL).unwrap_or_default()));
}

/// Encodes `image` as an 8-bit palette PNG (PNG 1.2: IHDR, PLTE, one IDAT, IEND).
///
/// Written here rather than through the `png` crate to choose the compressor and its level: the
/// crate's presets are either about 5× slower (Default) or 10× larger (Fast) on these pictures.
/// Every row uses filter `None`, best for palette pictures (the indices are not magnitudes;
/// measured: Sub and Up both give 15–25% larger files).
pub fn png(image: &Indexed, palette: &Palette) -> Vec<u8> {
    let w = image.width as usize;
    let mut raw = Vec::with_capacity((w + 1) * image.height as usize);
    for row in image.pixels.chunks_exact(w) {
        raw.push(0);
        raw.extend_from_slice(row);
    }
    let idat = COMPRESSOR.with_borrow_mut(|compressor| {
        let mut idat = vec![0u8; compressor.zlib_compress_bound(raw.len())];
        // The buffer has the compressor's own bound for this input, so it cannot run short.
        let n = compressor
            .zlib_compress(&raw, &mut idat)
            .expect("zlib bound is enough");
        idat.truncate(n);
        idat
    });

    let mut out = Vec::with_capacity(idat.len() + 1024);
    out.extend_from_slice(b"\x89PNG\r\n\x1a\n");
    let mut ihdr = Vec::with_capacity(13);
    ihdr.extend_from_slice(&image.width.to_be_bytes());
    ihdr.extend_from_slice(&image.height.to_be_bytes());
    // Bit depth 8, colour type 3 (palette), deflate, adaptive filtering, no interlace.
    ihdr.extend_from_slice(&[8, 3, 0, 0, 0]);
    chunk(&mut out, b"IHDR", &ihdr);
    let n = palette.len().max(1);
    chunk(&mut out, b"PLTE", &palette.rgb_table()[..3 * n]);
    chunk(&mut out, b"IDAT", &idat);
    chunk(&mut out, b"IEND", &[]);
    out
}

/// Appends one PNG chunk: length, type, data, CRC-32 of type and data.
fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    out.extend_from_slice(&(data.len() as u32).to_be_bytes());
    out.extend_from_slice(kind);
    out.extend_from_slice(data);
    let mut crc = Crc::new();
    crc.update(kind);
    crc.update(data);
    out.extend_from_slice(&crc.sum().to_be_bytes());
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
        let data = lzw::encode(&self.scratch, TRANSPARENT);
        let frame = gif::Frame {
            left: x0 as u16,
            top: y0 as u16,
            width: (x1 - x0) as u16,
            height: (y1 - y0) as u16,
            delay: delay_cs,
            dispose: gif::DisposalMethod::Keep,
            transparent,
            buffer: std::borrow::Cow::Owned(data),
            ..gif::Frame::default()
        };
        self.encoder
            .write_lzw_pre_encoded_frame(&frame)
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
