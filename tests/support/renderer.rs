//! A test renderer drawing a real (small) PNG of the board with the `png` crate: one 8×8 cell a
//! square, Red pieces red, Blue pieces blue, water and dens tinted; the last move outlined.

#![allow(dead_code)]

use qibot::games::jungle::{Move, Position, Side, Square};
use qibot::hub::{BoardView, Renderer};

/// Cell size in pixels.
const CELL: u32 = 8;

/// The test renderer.
pub struct PngRenderer;

impl Renderer for PngRenderer {
    fn enabled(&self) -> bool {
        true
    }

    fn board_png(&self, view: &BoardView, _status: &str) -> Option<Vec<u8>> {
        let (w, h) = (7 * CELL, 9 * CELL);
        let mut rgb = vec![0u8; (w * h * 3) as usize];
        for y in 0..h {
            for x in 0..w {
                let (file, rank) = ((x / CELL) as u8, 8 - (y / CELL) as u8);
                let sq = Square::from_index(rank * 7 + file)?;
                let mut c = [200u8, 220, 160];
                if let Some(p) = view.position.piece_at(sq) {
                    c = match p.side {
                        Side::Red => [220, 40, 40],
                        Side::Blue => [40, 60, 220],
                    };
                }
                if view.last_move.is_some_and(|m| m.from == sq || m.to == sq)
                    && (x % CELL == 0 || y % CELL == 0)
                {
                    c = [0, 0, 0];
                }
                let i = ((y * w + x) * 3) as usize;
                rgb[i..i + 3].copy_from_slice(&c);
            }
        }
        let mut out = Vec::new();
        {
            let mut enc = png::Encoder::new(&mut out, w, h);
            enc.set_color(png::ColorType::Rgb);
            enc.set_depth(png::BitDepth::Eight);
            let mut wr = enc.write_header().ok()?;
            wr.write_image_data(&rgb).ok()?;
        }
        Some(out)
    }

    fn replay_gif(&self, _: &Position, _: &[Move], _: &str, _: &str) -> Option<Vec<u8>> {
        None
    }
}

/// Decodes a PNG; its (width, height).
pub fn decode_png(bytes: &[u8]) -> Result<(u32, u32), String> {
    let dec = png::Decoder::new(bytes);
    let mut reader = dec.read_info().map_err(|e| e.to_string())?;
    let mut buf = vec![0; reader.output_buffer_size()];
    let info = reader.next_frame(&mut buf).map_err(|e| e.to_string())?;
    Ok((info.width, info.height))
}
