//! The moves a member can pick without typing one: the autocomplete of `/move` and the two
//! select menus (piece, then destination), labelled in the member's language. Every game
//! answers through its [`super::games::HostedGame`] (labels, written forms); nothing here names a game.

use crate::games::any::{Game, Move, Position};
use crate::games::text::fold;

use super::games::{MoveLabel, of};
use crate::text::I18n;

/// The moves of one game record a member can pick, labelled in the member's language.
pub struct Choices<'a> {
    /// The messages the piece names come from.
    pub i18n: &'a I18n,
    /// The game, whose record decides which moves are allowed.
    pub record: &'a Game,
    /// The member's locale (`en`, `fr`, `zh-Hans`, …).
    pub locale: &'a str,
}

/// Discord's limit on the choices of an autocomplete answer and on the options of a select
/// menu.
pub const MAX_CHOICES: usize = 25;

impl Choices<'_> {
    /// The autocomplete choices `(label, move)` for `partial`, at most [`MAX_CHOICES`]
    /// (Discord's limit): every word typed must begin a word of the move's label (the piece's
    /// name in the locale or in English, the squares, the canonical move `c3c4` / `h2e2`, and
    /// the written form such as WXF). Labels read `rat g3→g4`, or `C2.5 cannon h2→e2` where the
    /// game has a written form; the value is the canonical move. Only the moves the game record
    /// allows are offered (not those Jungle's `repetition = "forbid"` refuses).
    pub fn moves(&self, partial: &str) -> Vec<(String, String)> {
        let position = self.record.position();
        let pos = &position;
        let words: Vec<String> = fold(partial)
            .split_whitespace()
            .map(str::to_string)
            .collect();
        let mut out = Vec::new();
        for m in self.record.allowed_moves() {
            let Some((label, l)) = self.label(pos, m) else {
                continue;
            };
            let (from, to) = m.squares();
            let canonical = m.to_string();
            let tokens = [
                fold(&l.piece),
                l.english.to_string(),
                from,
                to,
                canonical.clone(),
                l.written
                    .map(|w| w.to_ascii_lowercase())
                    .unwrap_or_default(),
            ];
            if words
                .iter()
                .all(|w| tokens.iter().any(|t| t.starts_with(w.as_str())))
            {
                out.push((label, canonical));
                if out.len() == MAX_CHOICES {
                    break;
                }
            }
        }
        out
    }

    /// The label of legal move `m` in `pos` (`rat g3→g4`, `C2.5 cannon h2→e2`; `×` for a
    /// capture), with the parts it is made of.
    fn label(&self, pos: &Position, m: Move) -> Option<(String, MoveLabel)> {
        let l = of(pos.kind()).move_label(self.i18n, pos, m, self.locale)?;
        let sep = if pos.is_capture(m) { '×' } else { '→' };
        let (from, to) = m.squares();
        let label = match &l.written {
            Some(w) => format!("{w} {} {from}{sep}{to}", l.piece),
            None => format!("{} {from}{sep}{to}", l.piece),
        };
        Some((label, l))
    }

    /// The pieces of the side to move that have a move the game record allows, for the first
    /// menu of a move picked without typing: `(label, square)` such as `("rat c3", "c3")`, in
    /// the order of the moves, at most [`MAX_CHOICES`]. As for [`Choices::moves`], a move
    /// Jungle's `repetition = "forbid"` refuses is not offered.
    pub fn pieces(&self) -> Vec<(String, String)> {
        let position = self.record.position();
        let pos = &position;
        let mut out: Vec<(String, String)> = Vec::new();
        for m in self.record.allowed_moves() {
            let (from, _) = m.squares();
            if out.iter().any(|(_, sq)| *sq == from) {
                continue;
            }
            let Some(l) = of(pos.kind()).move_label(self.i18n, pos, m, self.locale) else {
                continue;
            };
            out.push((format!("{} {from}", l.piece), from));
            if out.len() == MAX_CHOICES {
                break;
            }
        }
        out
    }

    /// The moves the game record allows for the piece on square `from`, for the second menu:
    /// `(label, move)` labelled as [`Choices::moves`] labels them, the value the canonical
    /// move, at most [`MAX_CHOICES`]. Empty when no piece of the side to move can leave `from`.
    pub fn destinations(&self, from: &str) -> Vec<(String, String)> {
        let pos = self.record.position();
        self.record
            .allowed_moves()
            .into_iter()
            .filter(|m| m.squares().0 == from)
            .filter_map(|m| self.label(&pos, m).map(|(label, _)| (label, m.to_string())))
            .take(MAX_CHOICES)
            .collect()
    }
}
