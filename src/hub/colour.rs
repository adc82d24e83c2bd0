//! The colour a challenger (or a member playing the bot) asks for, in each game's words.

use crate::games::any::{GameKind, Side};

use super::games;

/// Which colour the challenger (or the member playing the bot) takes.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum Colour {
    /// Red (moves first).
    #[default]
    First,
    /// Blue in Jungle, Black in Xiangqi.
    Second,
    /// Drawn by lot when the game starts.
    Random,
}

impl Colour {
    /// Reads a colour of `kind`: `red`/`rouge`, `blue`/`bleu` (Jungle) or `black`/`noir`
    /// (Xiangqi), `random`/`hasard`.
    ///
    /// # Errors
    /// The colours of the game, for a message.
    pub fn parse(kind: GameKind, s: &str) -> Result<Colour, String> {
        let t = crate::games::text::fold(s.trim());
        let second = games::of(kind).names().second_colour_words;
        match t.as_str() {
            "red" | "rouge" | "r" => Ok(Colour::First),
            w if second.contains(&w) => Ok(Colour::Second),
            "random" | "hasard" | "aleatoire" | "au hasard" => Ok(Colour::Random),
            _ => Err(format!(
                "there is no colour `{s}` in {}: use red, {} or random",
                kind.title(),
                Side::Second.name(kind).to_ascii_lowercase()
            )),
        }
    }

    /// The stored form: `red`, `blue` (Jungle) or `black` (Xiangqi), `random`.
    pub fn code(self, kind: GameKind) -> &'static str {
        match self {
            Colour::First => "red",
            Colour::Second => games::of(kind).names().second_colour_code,
            Colour::Random => "random",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colours_in_jungle() {
        assert_eq!(Colour::parse(GameKind::Jungle, "Bleu"), Ok(Colour::Second));
        assert_eq!(
            Colour::parse(GameKind::Jungle, "black"),
            Err("there is no colour `black` in Jungle: use red, blue or random".to_string())
        );
    }

    #[test]
    fn colours_in_xiangqi() {
        assert_eq!(Colour::parse(GameKind::Xiangqi, "noir"), Ok(Colour::Second));
        assert_eq!(Colour::parse(GameKind::Xiangqi, "rouge"), Ok(Colour::First));
        assert!(Colour::parse(GameKind::Xiangqi, "blue").is_err());
        assert_eq!(Colour::Second.code(GameKind::Xiangqi), "black");
    }
}
