//! A test renderer drawing a real (small) PNG of the board with the `png` crate: one 8×8 cell a
//! square (Jungle, 7×9) or point (Xiangqi, 9×10), Red pieces red, the second side's (Blue,
//! Black) blue; the last move outlined.

#![allow(dead_code)]

use qibot::games::any::{Move, Position};
use qibot::hub::{BoardView, Renderer};

/// Cell size in pixels.
const CELL: u32 = 8;

/// The test renderer.
pub struct PngRenderer;

/// What stands on the cell at `(file, rank)`: `Some(true)` a Red piece, `Some(false)` the
/// other side's, `None` nothing (or off the board).
fn piece(pos: &Position, file: u8, rank: u8) -> Option<bool> {
    match pos {
        Position::Jungle(p) => {
            let sq = qibot::games::jungle::Square::new(file, rank)?;
            p.piece_at(sq)
                .map(|x| x.side == qibot::games::jungle::Side::Red)
        }
        Position::Xiangqi(p) => {
            let sq = qibot::games::xiangqi::Square::new(file, rank)?;
            p.piece_at(sq)
                .map(|x| x.side == qibot::games::xiangqi::Side::Red)
        }
    }
}

impl Renderer for PngRenderer {
    fn enabled(&self) -> bool {
        true
    }

    fn board_png(&self, view: &BoardView, _status: &str) -> Option<Vec<u8>> {
        let (files, ranks) = match view.position {
            Position::Jungle(_) => (7u32, 9u32),
            Position::Xiangqi(_) => (9, 10),
        };
        let (w, h) = (files * CELL, ranks * CELL);
        let last = view.last_move.map(|m| m.squares());
        let mut rgb = vec![0u8; (w * h * 3) as usize];
        for y in 0..h {
            for x in 0..w {
                let (file, rank) = ((x / CELL) as u8, (ranks - 1 - y / CELL) as u8);
                let mut c = [200u8, 220, 160];
                if let Some(red) = piece(&view.position, file, rank) {
                    c = if red { [220, 40, 40] } else { [40, 60, 220] };
                }
                let name = format!(
                    "{}{}",
                    (b'a' + file) as char,
                    match view.position {
                        Position::Jungle(_) => rank + 1,
                        Position::Xiangqi(_) => rank,
                    }
                );
                if last.as_ref().is_some_and(|(f, t)| *f == name || *t == name)
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

    fn replay_gif(&self, _: &Position, _: &[Move], _: [String; 2]) -> Option<Vec<u8>> {
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
