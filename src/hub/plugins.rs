//! The bot and the renderer the front-ends use: the search engine ([`crate::engine`]) and the
//! picture renderers ([`crate::render`]) behind the hub's [`Bot`] and [`Renderer`] traits,
//! each game's through [`games::HostedGame`].

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use super::bot::Bot;
use super::games::{self, DescriptorTask, GameDescriptor};
use super::render::Renderer;
use super::reply::BoardView;
use crate::engine::pool::TablePool;
use crate::engine::{self, Level, SearchGame};
use crate::games::any::Member;
use crate::games::any::{Game, Move, Position};
use crate::render::{LastMove, RenderOptions, StripText};

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
        let tables = &self.tables;
        games::with_descriptor(
            game.kind(),
            EngineMove {
                game,
                level: Some(level),
                stop,
                tables,
            },
        )
    }

    fn hint(&self, game: &Game, stop: &AtomicBool) -> Option<Move> {
        let tables = &self.tables;
        games::with_descriptor(
            game.kind(),
            EngineMove {
                game,
                level: None,
                stop,
                tables,
            },
        )
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
        games::with_descriptor(view.position.kind(), BoardPng { view, text })
    }

    fn replay_gif(&self, start: &Position, moves: &[Move], names: [String; 2]) -> Option<Vec<u8>> {
        games::of(start.kind()).replay_gif(start, moves, names)
    }
}

/// The engine's move (or hint, with no `level`) in `game`, searched in its own game's types,
/// its transposition table from `tables`; `None` if it finds none or `stop` was raised.
struct EngineMove<'a> {
    game: &'a Game,
    level: Option<Level>,
    stop: &'a AtomicBool,
    tables: &'a TablePool,
}

impl DescriptorTask for EngineMove<'_> {
    type Output = Option<Move>;

    fn run<G: GameDescriptor>(self) -> Option<Move> {
        let record = G::Position::own_game(self.game)?;
        let pos = record.position();
        search(pos, self.game, self.level, self.stop, self.tables).map(G::Position::wrap_move)
    }
}

/// The engine's move (or hint, with no `level`) in `pos`, the current position of `game`, its
/// transposition table from `tables`.
fn search<G: SearchGame>(
    pos: &G,
    game: &Game,
    level: Option<Level>,
    stop: &AtomicBool,
    tables: &TablePool,
) -> Option<G::Move> {
    // The engine wants the positions before the current one (it adds the current itself).
    let mut history = game.history_hashes();
    history.pop();
    match level {
        Some(l) => engine::choose_move_pooled(pos, &history, l, stop, tables),
        None => engine::hint_pooled(pos, &history, stop, tables),
    }
    .map(|r| r.best)
}

/// The board of `view` as a PNG of its own game, with `text` in its strips (`None` for a move
/// of another game than the position's).
struct BoardPng<'a> {
    view: &'a BoardView,
    text: StripText,
}

impl DescriptorTask for BoardPng<'_> {
    type Output = Option<Vec<u8>>;

    fn run<G: GameDescriptor>(self) -> Option<Vec<u8>> {
        let view = self.view;
        let pos = G::Position::own_position(&view.position)?;
        let own = G::Position::own_move;
        let opts = RenderOptions::<G::Position> {
            flip: view.flipped,
            last_move: view.last_move.and_then(own).map(|mv| LastMove {
                mv,
                capture: view.last_capture,
            }),
            hints: view
                .hint
                .and_then(own)
                .map_or_else(Default::default, |m| m.squares_mask()),
            // The disc of the header: the winner's, or neutral for a draw or no result.
            outcome: view.ending.map(|e| {
                use crate::games::contract::{GamePosition, GameSide};
                use crate::games::outcome::{DrawReason, Outcome, WinReason};
                let first = <<G::Position as GamePosition>::Side as GameSide>::FIRST;
                match e.winner {
                    Some(w) => Outcome::Win {
                        winner: if w == crate::games::any::Side::First {
                            first
                        } else {
                            !first
                        },
                        reason: WinReason::RESIGNATION,
                    },
                    None => Outcome::Draw {
                        reason: DrawReason::Agreement,
                    },
                }
            }),
            text: Some(self.text),
        };
        Some(crate::render::position_png(pos, &opts, view.style))
    }
}

/// The bot the front-ends play against, with the default engine pool (one table per core,
/// 256 MB in all).
pub fn bot() -> Arc<dyn Bot> {
    Arc::new(EngineBot::default())
}

/// The bot with the engine pool of a configuration (`engine_threads`, `engine_memory_mb`).
pub fn bot_with(config: &super::config::HubConfig) -> Arc<dyn Bot> {
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
    use crate::text::Message;

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
