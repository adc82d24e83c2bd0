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
pub mod xiangqi;

pub use picture::{
    Drawable, FrameInfo, GifOptions, LastMove, RenderOptions, Renderer, ReplayError, cells,
    english_text, game_gif, position_png,
};

/// How pieces are marked on the board pictures (and, for [`PieceStyle::Letters`] and
/// [`PieceStyle::Pictograms`], on the text board too: letters).
///
/// - Xiangqi: `Characters` are the Chinese characters (帥 車 馬 …, the traditional look and its
///   default); `Letters` are G A E H R C S (general, advisor, elephant, horse, chariot as the
///   rook, cannon, soldier), as apps for readers without Chinese do; `Pictograms` are simple
///   drawn symbols (a crown, a palace cross, an elephant, a horse's head, a tower, a cannon, a
///   pawn).
/// - Jungle: `Characters` are the animals' characters (鼠 貓 狗 狼 豹 虎 獅 象) as on wooden
///   sets; `Letters` are the FEN letters R C D W P T L E; `Pictograms` are the animal pictures
///   (the game's default look). Every style keeps the rank badge.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum PieceStyle {
    /// The Chinese characters.
    Characters,
    /// One capital letter a kind.
    Letters,
    /// A drawn symbol a kind.
    Pictograms,
}

impl PieceStyle {
    /// Every style, in the order they are listed to players.
    pub const ALL: [PieceStyle; 3] = [
        PieceStyle::Characters,
        PieceStyle::Letters,
        PieceStyle::Pictograms,
    ];

    /// The style's name as commands take it and the store keeps it: `characters`, `letters`,
    /// `pictograms`.
    pub const fn name(self) -> &'static str {
        match self {
            PieceStyle::Characters => "characters",
            PieceStyle::Letters => "letters",
            PieceStyle::Pictograms => "pictograms",
        }
    }

    /// The style's place in [`PieceStyle::ALL`] (renderers keep one sprite set a style).
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The names of every style, comma-separated, for error messages.
    pub fn names() -> String {
        PieceStyle::ALL.map(PieceStyle::name).join(", ")
    }

    /// Whether the text board shows the style's letters instead of FEN letters (the text
    /// board has no pictograms: they show as letters).
    pub const fn text_letters(self) -> bool {
        !matches!(self, PieceStyle::Characters)
    }
}

impl std::fmt::Display for PieceStyle {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl std::str::FromStr for PieceStyle {
    type Err = String;

    /// Reads `characters`, `letters` or `pictograms`, also in French (`caractères`, `lettres`,
    /// `pictogrammes`) and as `chinese`, `symbols`/`symboles`; case and accents do not matter.
    ///
    /// # Errors
    /// Any other word, with the list of names.
    fn from_str(s: &str) -> Result<PieceStyle, String> {
        match crate::games::text::fold(s.trim()).as_str() {
            "characters" | "chinese" | "caracteres" => Ok(PieceStyle::Characters),
            "letters" | "lettres" => Ok(PieceStyle::Letters),
            "pictograms" | "pictogrammes" | "symbols" | "symboles" => Ok(PieceStyle::Pictograms),
            _ => Err(format!(
                "there is no piece style `{s}`: use {}",
                PieceStyle::names()
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
