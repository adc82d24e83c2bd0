//! The hub's view of the renderer: board pictures and replay animations. The hub calls it on a
//! blocking thread after the change is committed.
//!
//! [`NoRenderer`] draws nothing; it stands in until the picture renderer is plugged in.

use crate::games::any::{Move, Position};

use super::reply::BoardView;

/// Something that draws boards of either game (the position says which); it may return `None`
/// for a game it does not draw. The defaults draw nothing ([`NoRenderer`]).
pub trait Renderer: Send + Sync + 'static {
    /// Whether this renderer draws at all (the hub skips the work when it does not).
    fn enabled(&self) -> bool {
        false
    }

    /// The board as PNG bytes; `status` is the formatted status line of `view`.
    fn board_png(&self, view: &BoardView, status: &str) -> Option<Vec<u8>> {
        let _ = (view, status);
        None
    }

    /// The whole game as an animated GIF, one frame a ply; `names` are Red's and the other
    /// side's display names.
    fn replay_gif(&self, start: &Position, moves: &[Move], names: [String; 2]) -> Option<Vec<u8>> {
        let _ = (start, moves, names);
        None
    }
}

/// Draws nothing.
#[derive(Default, Clone, Copy, Debug)]
pub struct NoRenderer;

impl Renderer for NoRenderer {}
