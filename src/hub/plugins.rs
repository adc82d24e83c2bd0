//! The bot and the renderer the front-ends use: the search engine ([`crate::engine`]) and the
//! picture renderer ([`crate::render`]) behind the hub's [`Bot`] and [`Renderer`] traits.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use super::bot::{Bot, history_hashes};
use super::render::Renderer;
use super::reply::BoardView;
use crate::engine::{self, Level};
use crate::games::jungle::{Game, Move, Position};
use crate::render::StripText;
use crate::render::jungle::{self as draw, GifOptions, LastMove, RenderOptions};

/// The engine at the game's level; hints are the engine's best move within 1 s.
#[derive(Default, Clone, Copy, Debug)]
pub struct EngineBot;

impl Bot for EngineBot {
    fn choose_move(&self, game: &Game, level: Level, stop: &AtomicBool) -> Option<Move> {
        // The engine wants the positions before the current one (it adds the current itself).
        let mut history = history_hashes(game);
        history.pop();
        engine::choose_move(game.position(), &history, level, stop).map(|r| r.best)
    }

    fn hint(&self, game: &Game, stop: &AtomicBool) -> Option<Move> {
        let mut history = history_hashes(game);
        history.pop();
        engine::hint(game.position(), &history, stop).map(|r| r.best)
    }
}

/// Board PNGs and replay GIFs from [`crate::render::jungle`].
#[derive(Default, Clone, Copy, Debug)]
pub struct PictureRenderer;

impl Renderer for PictureRenderer {
    fn enabled(&self) -> bool {
        true
    }

    fn board_png(&self, view: &BoardView, status: &str) -> Option<Vec<u8>> {
        let opts = RenderOptions {
            flip: view.flipped,
            last_move: view.last_move.map(|mv| LastMove {
                mv,
                capture: view.last_capture,
            }),
            hints: view.hints.iter().fold(0u64, |m, s| m | s.bit()),
            outcome: None,
            text: Some(StripText {
                players: [view.red.clone(), view.blue.clone()],
                status: status.to_string(),
                move_label: String::new(),
            }),
        };
        Some(draw::position_png(&view.position, &opts))
    }

    fn replay_gif(
        &self,
        start: &Position,
        moves: &[Move],
        red: &str,
        blue: &str,
    ) -> Option<Vec<u8>> {
        let names = [red.to_string(), blue.to_string()];
        let text = move |f: &draw::FrameInfo| {
            let mut t = draw::english_text(f.position, f.outcome);
            t.players = names.clone();
            t
        };
        let opts = GifOptions {
            text: Some(&text),
            ..GifOptions::default()
        };
        draw::game_gif(start, moves, &opts).ok()
    }
}

/// The bot the front-ends play against.
pub fn bot() -> Arc<dyn Bot> {
    Arc::new(EngineBot)
}

/// The board and replay renderer of the front-ends.
pub fn renderer() -> Arc<dyn Renderer> {
    Arc::new(PictureRenderer)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::jungle::{RuleSet, Side};

    #[test]
    fn the_engine_bot_plays_legal_moves_and_hints() {
        let g = Game::new(Position::startpos(RuleSet::default()));
        let stop = AtomicBool::new(false);
        let m = EngineBot.choose_move(&g, Level::Beginner, &stop).unwrap();
        assert!(g.position().is_legal(m));
        assert_eq!(g.position().side_to_move(), Side::Red);
    }
}
