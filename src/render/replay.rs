//! The frame loop of a replay GIF, shared by every game: the caller says how a move changes the
//! position and how a frame is drawn; this module owns the frame order, the delays and the
//! encoding.

use super::canvas::Indexed;
use super::encode::GifBuilder;
use super::palette::Palette;

/// Frame timing of a replay, in milliseconds (GIF keeps hundredths of a second).
#[derive(Copy, Clone, Debug)]
pub struct FrameTiming {
    /// How long each position shows.
    pub frame_ms: u32,
    /// How long the last position shows before the loop starts again.
    pub last_frame_ms: u32,
}

/// Encodes `start` and the position after each of `moves` as GIF frames on copies of `board`.
/// `play(pos, mv)` returns the position after `mv` and what the frame marks of it (the last
/// move); `draw(img, ply, pos, last, is_last)` draws frame `ply` over the plain board. Moves
/// must already be known legal.
pub fn encode<P: Copy, M: Copy, L: Copy>(
    board: &Indexed,
    palette: &Palette,
    start: P,
    moves: &[M],
    timing: FrameTiming,
    play: impl Fn(&P, M) -> (P, L),
    mut draw: impl FnMut(&mut Indexed, usize, &P, Option<L>, bool),
) -> Vec<u8> {
    let mut gif = GifBuilder::new(board.width as u16, board.height as u16, palette);
    let mut pos = start;
    let mut img = board.clone();
    let cs = |ms: u32| (ms / 10).min(u16::MAX as u32) as u16;
    for ply in 0..=moves.len() {
        let last = if ply == 0 {
            None
        } else {
            let (next, last) = play(&pos, moves[ply - 1]);
            pos = next;
            Some(last)
        };
        let is_last = ply == moves.len();
        img.pixels.copy_from_slice(&board.pixels);
        draw(&mut img, ply, &pos, last, is_last);
        let ms = if is_last {
            timing.last_frame_ms
        } else {
            timing.frame_ms
        };
        gif.frame(&img, cs(ms));
    }
    gif.finish()
}
