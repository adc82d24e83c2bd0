//! Board pictures for posting in chat: a position as a palette PNG, a finished game as an
//! animated GIF.
//!
//! Modelled on lichess's `lila-gif`: everything expensive (the static board for each orientation,
//! the piece sprites, the palette) is drawn once, the first time a picture is asked for, and kept
//! in a `LazyLock`; a request only copies pre-drawn pixels, draws a few small marks and some text,
//! and encodes.
//!
//! Game-independent parts: [`canvas`] (surfaces, anti-aliased shapes, sprites), [`palette`]
//! (fixed palette, fast look-up), [`font`] (the embedded CJK-capable font), [`encode`] (palette
//! PNG, GIF with changed-rectangle frames), [`lzw`] (GIF compression, fast on transparent runs),
//! [`strips`] (the header and player strips around any board). Game layouts: [`jungle`],
//! [`xiangqi`].
//!
//! Texts are supplied by the caller already translated ([`StripText`]), because the hub
//! translates with Fluent; each game module offers English defaults for the CLI.

pub mod canvas;
pub mod encode;
pub mod font;
pub mod jungle;
pub mod lzw;
pub mod palette;
pub mod replay;
pub mod review;
pub mod strips;
pub mod xiangqi;

/// The texts around the board, already translated by the caller.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StripText {
    /// Player names by side index: `[0]` is the side that starts at the bottom and moves first
    /// (Red in Jungle and Xiangqi), `[1]` the other. Long names are shortened with `…`; characters
    /// the embedded font lacks are drawn as `?`.
    pub players: [String; 2],
    /// Whose turn it is or the result, e.g. "Red to move", "Rouge joue", "Blue wins by entering
    /// the den".
    pub status: String,
    /// The move counter, e.g. "Move 12" or "Coup 12".
    pub move_label: String,
    /// The board's own words in the reader's language, drawn on their squares next to the
    /// Chinese ones: Jungle's `[trap, den]` ("trap", "den"; "piège", "tanière"). Empty words
    /// draw nothing.
    pub labels: [String; 2],
}
