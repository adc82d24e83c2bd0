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
//! [`strips`] (the header and player strips around any board), [`captures`] (the Jungle
//! capture table), [`picture`] (the board-picture machinery every game shares: options, last
//! move, hints, flips, strips, PNG and GIF, behind the [`Drawable`] trait), [`review`] (the
//! review picture of any [`Drawable`] game). Game layouts, each implementing [`Drawable`]
//! with only its geometry, board art, piece art and marks: [`jungle`], [`xiangqi`].
//!
//! Texts are supplied by the caller already translated ([`StripText`]), because the hub
//! translates with Fluent; each game module offers English defaults for the CLI.

pub mod canvas;
pub mod captures;
pub mod encode;
pub mod font;
pub mod jungle;
pub mod lzw;
pub mod palette;
pub mod picture;
pub mod replay;
pub mod review;
pub mod strips;
pub mod style;
pub mod xiangqi;

pub use picture::{
    Drawable, FrameInfo, GifOptions, LastMove, RenderOptions, Renderer, ReplayError, cells,
    english_text, game_gif, position_png,
};
pub use strips::StripText;
pub use style::PieceStyle;
