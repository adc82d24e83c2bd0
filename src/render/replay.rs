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

/// One frame of a replay, for the caller's text function: position `P`, last move `L`,
/// outcome `O` of the game drawn.
#[derive(Copy, Clone, Debug)]
pub struct FrameInfo<'a, P, L, O> {
    /// Plies played so far (0 for the start).
    pub ply: usize,
    /// The position shown.
    pub position: &'a P,
    /// The move that led here.
    pub last_move: Option<L>,
    /// The result, on the last frame of a finished game only.
    pub outcome: Option<O>,
}

/// The caller's texts for each frame of a replay.
pub type FrameText<'a, P, L, O> = &'a dyn Fn(&FrameInfo<P, L, O>) -> super::strips::StripText;

/// How to draw a replay of a game with positions `P`, last moves `L` and outcomes `O`.
pub struct GifOptions<'a, P, L, O> {
    /// The second player at the bottom.
    pub flip: bool,
    /// How long each position shows, in milliseconds (GIF keeps hundredths of a second).
    pub frame_ms: u32,
    /// How long the last position shows before the loop starts again.
    pub last_frame_ms: u32,
    /// The result, if the game ended otherwise than on the board (resignation, time, agreement);
    /// `None` takes the result the moves reach, if any.
    pub outcome: Option<O>,
    /// The texts of each frame, already translated; `None` for the game's English texts.
    pub text: Option<FrameText<'a, P, L, O>>,
}

impl<P, L, O> Default for GifOptions<'_, P, L, O> {
    fn default() -> Self {
        GifOptions {
            flip: false,
            frame_ms: 1000,
            last_frame_ms: 4000,
            outcome: None,
            text: None,
        }
    }
}

/// A move `M` in a replay that is not legal where it is played, and why (`R`).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("move {number} ({mv}) is illegal: {reason}")]
pub struct ReplayError<M: std::fmt::Display, R: std::fmt::Display> {
    /// The move's 1-based number in the list.
    pub number: usize,
    /// The move.
    pub mv: M,
    /// Why it is illegal.
    pub reason: R,
}
