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
//! capture table). Game layouts: [`jungle`],
//! [`xiangqi`].
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
pub mod replay;
pub mod review;
pub mod strips;
pub mod xiangqi;

/// How Xiangqi pieces are marked: their Chinese characters (帥 車 馬 …, the default) or Latin
/// letters (G A E H R C S: general, advisor, elephant, horse, chariot/rook, cannon, soldier), as
/// apps for readers without Chinese do.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum PieceStyle {
    /// The Chinese characters, red and black forms.
    #[default]
    Characters,
    /// One capital letter a kind.
    Letters,
}

impl std::str::FromStr for PieceStyle {
    type Err = String;

    /// Reads `characters`/`caracteres` or `letters`/`lettres` (case and accents do not matter).
    fn from_str(s: &str) -> Result<PieceStyle, String> {
        match crate::games::text::fold(s.trim()).as_str() {
            "characters" | "chinese" | "caracteres" => Ok(PieceStyle::Characters),
            "letters" | "lettres" => Ok(PieceStyle::Letters),
            _ => Err(format!(
                "there is no piece style `{s}`: use characters or letters"
            )),
        }
    }
}

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
