//! A small reader of Xiangqi game records in PGN form: `[Tag "value"]` lines, then the moves
//! with move numbers, in any notation [`super::parse_move`] reads (ICCS, WXF, Chinese), ended by
//! a result or the next record. Comments `{...}` and variations `(...)` are skipped.

use super::fen::FenError;
use super::game::Game;
use super::notation::{MoveTextError, parse_move};
use super::position::Position;
use super::rules::RuleSet;
use crate::games::contract::GamePosition;

/// One game record: its tags in order and its move texts as written.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PgnGame {
    /// `(name, value)` of each tag, e.g. `("Red", "LIU DaHua")`.
    pub tags: Vec<(String, String)>,
    /// The move texts, without move numbers and results, e.g. `h2e2` or `炮二平五`.
    pub moves: Vec<String>,
    /// The result token if the record has one: `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub result: Option<String>,
}

/// Why a record could not be replayed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PgnError {
    /// The `FEN` tag is not a valid position.
    #[error("the FEN tag is not a valid position: {0}")]
    Fen(#[from] FenError),
    /// A move text that is unreadable or illegal.
    #[error("move {number} (`{text}`) cannot be played: {error}")]
    Move {
        /// The full-move number, 1-based.
        number: usize,
        /// The text as written.
        text: String,
        /// Why.
        error: MoveTextError,
    },
}

impl PgnGame {
    /// The value of tag `name` (case-insensitive), if present.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    /// The start position: the `FEN` tag, else the standard start.
    ///
    /// # Errors
    /// [`PgnError::Fen`] for a bad `FEN` tag.
    pub fn start(&self, rules: RuleSet) -> Result<Position, PgnError> {
        match self.tag("FEN") {
            Some(fen) => Ok(Position::from_fen(fen, rules)?),
            None => Ok(Position::startpos(rules)),
        }
    }

    /// Plays every move of the record from its start.
    ///
    /// # Errors
    /// The first move that cannot be read or played.
    pub fn replay(&self, rules: RuleSet) -> Result<Game, PgnError> {
        let start = self.start(rules)?;
        let mut game = Game::new(start);
        for (i, text) in self.moves.iter().enumerate() {
            let number = i / 2 + 1;
            let err = |error| PgnError::Move {
                number,
                text: text.clone(),
                error,
            };
            let m = parse_move(game.position(), text).map_err(err)?;
            game.play(m).map_err(|e| err(e.into()))?;
        }
        Ok(game)
    }
}

fn is_result(t: &str) -> bool {
    matches!(t, "1-0" | "0-1" | "1/2-1/2" | "*")
}

/// Strips a leading move number (`12.`, `12...`) from a token; `None` if nothing is left.
fn strip_number(t: &str) -> Option<&str> {
    let rest = t.trim_start_matches(|c: char| c.is_ascii_digit());
    if rest.len() < t.len() && rest.starts_with('.') {
        let rest = rest.trim_start_matches('.');
        return (!rest.is_empty()).then_some(rest);
    }
    Some(t)
}

/// Reads every record of a PGN text. Text before the first tag counts as a record's moves.
pub fn read_pgn(text: &str) -> Vec<PgnGame> {
    let mut games = Vec::new();
    let mut cur = PgnGame::default();
    let mut in_moves = false;
    let mut depth_comment = false;
    let mut depth_variation = 0usize;
    for line in text.lines() {
        let l = line.trim();
        if l.starts_with('[') && !depth_comment && depth_variation == 0 {
            if in_moves {
                games.push(std::mem::take(&mut cur));
                in_moves = false;
            }
            let inner = l.trim_start_matches('[').trim_end_matches(']');
            if let Some((k, v)) = inner.split_once(char::is_whitespace) {
                cur.tags
                    .push((k.to_string(), v.trim().trim_matches('"').to_string()));
            }
            continue;
        }
        for raw in l.split_whitespace() {
            let mut t = raw;
            if depth_comment {
                if let Some(i) = t.find('}') {
                    depth_comment = false;
                    t = &t[i + 1..];
                } else {
                    continue;
                }
            }
            if t.starts_with('{') {
                if !t.contains('}') {
                    depth_comment = true;
                }
                continue;
            }
            if t.starts_with('(') {
                depth_variation += t.matches('(').count();
                depth_variation -= t.matches(')').count().min(depth_variation);
                continue;
            }
            if depth_variation > 0 {
                depth_variation += t.matches('(').count();
                depth_variation -= t.matches(')').count().min(depth_variation);
                continue;
            }
            if t.is_empty() {
                continue;
            }
            in_moves = true;
            if is_result(t) {
                cur.result = Some(t.to_string());
                continue;
            }
            if let Some(m) = strip_number(t)
                && !m.chars().all(|c| c == '.')
            {
                cur.moves.push(m.to_string());
            }
        }
    }
    if in_moves || !cur.tags.is_empty() {
        games.push(cur);
    }
    games
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_tags_numbers_comments_and_results() {
        let text = "[Event \"Test\"]\n[Red \"A\"]\n\n1. h2e2 {centre} h9g7 2. C8.7 (2. x) 馬2進3 1-0\n\n[Event \"Two\"]\n1.h0g2 *\n";
        let games = read_pgn(text);
        assert_eq!(games.len(), 2);
        assert_eq!(games[0].tag("event"), Some("Test"));
        assert_eq!(games[0].moves, ["h2e2", "h9g7", "C8.7", "馬2進3"]);
        assert_eq!(games[0].result.as_deref(), Some("1-0"));
        let g = games[0].replay(RuleSet::default()).unwrap();
        assert_eq!(g.moves().len(), 4);
        assert_eq!(games[1].moves, ["h0g2"]);
        let bad = read_pgn("1. h2e2 h9h7");
        let e = bad[0].replay(RuleSet::default()).unwrap_err();
        assert!(e.to_string().starts_with("move 1 (`h9h7`)"), "{e}");
    }
}
