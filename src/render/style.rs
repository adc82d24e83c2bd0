//! How pieces are marked: the styles a member chooses among.

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
