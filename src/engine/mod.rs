//! Search shared by all games. Per-game evaluation lives with the game.

pub mod level;

pub use level::Level;
