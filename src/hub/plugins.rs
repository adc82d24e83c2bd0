//! The bot and the renderer the front-ends use: the search engine ([`crate::engine`]) and the
//! picture renderers ([`crate::render`]) behind the hub's [`Bot`] and [`Renderer`] traits,
//! each game's through [`games::HostedGame`].

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use super::bot::Bot;
use super::games;
use super::render::Renderer;
use super::reply::BoardView;
use crate::engine::Level;
use crate::engine::pool::TablePool;
use crate::games::any::{Game, Move, Position};
use crate::render::StripText;

/// The engine at the game's level, for every game; hints are the engine's best move within
/// 1 s. Every search borrows its transposition table from one pool (a total memory budget).
#[derive(Clone)]
pub struct EngineBot {
    tables: Arc<TablePool>,
}

impl EngineBot {
    /// A bot whose searches share `memory_mb` MB of transposition tables, in `threads` tables
    /// (as many as searches run at once).
    pub fn new(threads: usize, memory_mb: usize) -> EngineBot {
        EngineBot {
            tables: Arc::new(TablePool::new(memory_mb, threads)),
        }
    }
}

impl Default for EngineBot {
    fn default() -> Self {
        EngineBot::new(
            super::config::default_engine_threads(),
            super::config::DEFAULT_ENGINE_MEMORY_MB,
        )
    }
}

impl Bot for EngineBot {
    fn choose_move(&self, game: &Game, level: Level, stop: &AtomicBool) -> Option<Move> {
        games::of(game.kind()).engine_move(game, Some(level), stop, &self.tables)
    }

    fn hint(&self, game: &Game, stop: &AtomicBool) -> Option<Move> {
        games::of(game.kind()).engine_move(game, None, stop, &self.tables)
    }

    fn tables(&self) -> Option<Arc<TablePool>> {
        Some(self.tables.clone())
    }
}

/// Board PNGs and replay GIFs of every game.
#[derive(Default, Clone, Copy, Debug)]
pub struct PictureRenderer;

impl Renderer for PictureRenderer {
    fn enabled(&self) -> bool {
        true
    }

    fn board_png(&self, view: &BoardView, status: &str) -> Option<Vec<u8>> {
        let text = StripText {
            players: [view.red.clone(), view.blue.clone()],
            status: status.to_string(),
            move_label: String::new(),
            labels: view.labels.clone(),
        };
        games::of(view.position.kind()).board_png(view, text)
    }

    fn replay_gif(&self, start: &Position, moves: &[Move], names: [String; 2]) -> Option<Vec<u8>> {
        games::of(start.kind()).replay_gif(start, moves, names)
    }
}

/// The bot the front-ends play against, with the default engine pool (one table per core,
/// 256 MB in all).
pub fn bot() -> Arc<dyn Bot> {
    Arc::new(EngineBot::default())
}

/// The bot with the engine pool of a configuration (`engine_threads`, `engine_memory_mb`).
pub fn bot_with(config: &super::HubConfig) -> Arc<dyn Bot> {
    Arc::new(EngineBot::new(
        config.engine_threads(),
        config.engine_memory_mb,
    ))
}

/// The board and replay renderer of the front-ends.
pub fn renderer() -> Arc<dyn Renderer> {
    Arc::new(PictureRenderer)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::any::{GameKind, Rules, Side};
    use crate::hub::reply::Message;

    #[test]
    fn the_engine_bot_plays_legal_moves_in_both_games() {
        let stop = AtomicBool::new(false);
        for kind in GameKind::ALL {
            let g = Game::new(Position::startpos(Rules::default_for(kind)));
            let m = EngineBot::default()
                .choose_move(&g, Level::Beginner, &stop)
                .unwrap();
            assert!(g.position().is_legal(m), "{kind}");
            assert_eq!(g.position().side_to_move(), Side::First);
        }
    }

    #[test]
    fn pictures_of_both_games() {
        for kind in GameKind::ALL {
            let mut g = Game::new(Position::startpos(Rules::default_for(kind)));
            let m = g.position().legal_moves()[0];
            let before = g.position();
            g.play(m).unwrap();
            let view = BoardView {
                game: Some(1),
                position: g.position(),
                last_move: Some(m),
                last_capture: before.is_capture(m),
                flipped: true,
                red: "Ann".into(),
                blue: "Bob".into(),
                status: Message::new("x"),
                hint: g.position().legal_moves().first().copied(),
                ply: 1,
                labels: ["trap".into(), "den".into()],
                style: crate::render::PieceStyle::Letters,
                viewer: None,
                ending: None,
            };
            let png = PictureRenderer.board_png(&view, "Bob to move").unwrap();
            assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"), "{kind}");
            let gif = PictureRenderer
                .replay_gif(&g.start(), &g.moves(), ["Ann", "Bob"].map(String::from))
                .unwrap();
            assert!(gif.starts_with(b"GIF89a"), "{kind}");
        }
    }
}
