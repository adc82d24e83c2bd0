//! The bot and the renderer the front-ends use: the search engine ([`crate::engine`]) and the
//! picture renderer ([`crate::render`]) behind the hub's [`Bot`] and [`Renderer`] traits,
//! chosen by the game. Xiangqi has no search engine and no picture renderer yet: its bot is
//! [`GreedyBot`] and its boards are shown as text.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use super::bot::{Bot, GreedyBot};
use super::render::Renderer;
use super::reply::BoardView;
use crate::engine::{self, Level};
use crate::games::any::{Game, Move, Position};
use crate::render::StripText;
use crate::render::jungle::{self as draw, GifOptions, LastMove, RenderOptions};

/// The engine at the game's level for Jungle; hints are the engine's best move within 1 s.
/// Xiangqi games are played by [`GreedyBot`].
#[derive(Default, Clone, Copy, Debug)]
pub struct EngineBot;

impl Bot for EngineBot {
    fn choose_move(&self, game: &Game, level: Level, stop: &AtomicBool) -> Option<Move> {
        match game {
            Game::Jungle(g) => {
                // The engine wants the positions before the current one (it adds the current
                // itself).
                let mut history = game.history_hashes();
                history.pop();
                engine::choose_move(g.position(), &history, level, stop)
                    .map(|r| Move::Jungle(r.best))
            }
            Game::Xiangqi(_) => GreedyBot.choose_move(game, level, stop),
        }
    }

    fn hint(&self, game: &Game, stop: &AtomicBool) -> Option<Move> {
        match game {
            Game::Jungle(g) => {
                let mut history = game.history_hashes();
                history.pop();
                engine::hint(g.position(), &history, stop).map(|r| Move::Jungle(r.best))
            }
            Game::Xiangqi(_) => GreedyBot.hint(game, stop),
        }
    }
}

/// Board PNGs and replay GIFs from [`crate::render::jungle`] for Jungle; none for Xiangqi yet.
#[derive(Default, Clone, Copy, Debug)]
pub struct PictureRenderer;

impl Renderer for PictureRenderer {
    fn enabled(&self) -> bool {
        true
    }

    fn board_png(&self, view: &BoardView, status: &str) -> Option<Vec<u8>> {
        let Position::Jungle(pos) = &view.position else {
            return None;
        };
        let last_move = match view.last_move {
            Some(Move::Jungle(mv)) => Some(LastMove {
                mv,
                capture: view.last_capture,
            }),
            _ => None,
        };
        let hints = match view.hint {
            Some(Move::Jungle(m)) => m.from.bit() | m.to.bit(),
            _ => 0,
        };
        let opts = RenderOptions {
            flip: view.flipped,
            last_move,
            hints,
            outcome: None,
            text: Some(StripText {
                players: [view.red.clone(), view.blue.clone()],
                status: status.to_string(),
                move_label: String::new(),
            }),
        };
        Some(draw::position_png(pos, &opts))
    }

    fn replay_gif(
        &self,
        start: &Position,
        moves: &[Move],
        red: &str,
        blue: &str,
    ) -> Option<Vec<u8>> {
        let Position::Jungle(start) = start else {
            return None;
        };
        let moves: Vec<_> = moves
            .iter()
            .map(|m| match m {
                Move::Jungle(m) => Some(*m),
                Move::Xiangqi(_) => None,
            })
            .collect::<Option<_>>()?;
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
        draw::game_gif(start, &moves, &opts).ok()
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
    use crate::games::any::{GameKind, Rules, Side};

    #[test]
    fn the_engine_bot_plays_legal_moves_in_both_games() {
        let stop = AtomicBool::new(false);
        for kind in GameKind::ALL {
            let g = Game::new(Position::startpos(Rules::default_for(kind)));
            let m = EngineBot.choose_move(&g, Level::Beginner, &stop).unwrap();
            assert!(g.position().is_legal(m), "{kind}");
            assert_eq!(g.position().side_to_move(), Side::First);
        }
    }
}
