//! A stored game as the hub leaves one mid-game, for tests that put a game in the store before
//! the hub starts (a restart, another process's game, a position no game reaches quickly).

use qibot::games::any::{GameKind, Move};
use qibot::hub::{GameId, Seat, now_ms};
use qibot::store::{GameRecord, GameState};

/// An unfinished, unrated game `id` on server `srv` in `channel`, without clocks or offers,
/// started from `start_fen` under `rules` and at `moves` now.
pub fn game_record(
    id: GameId,
    channel: &str,
    game_kind: GameKind,
    seats: [Seat; 2],
    rules: &str,
    start_fen: &str,
    moves: Vec<Move>,
) -> GameRecord {
    GameRecord {
        id,
        server: "srv".into(),
        channel: channel.into(),
        game_kind,
        seats,
        rated: false,
        rules: rules.into(),
        time_control: "none".into(),
        start_fen: start_fen.into(),
        moves,
        state: GameState {
            clock_ms: [0, 0],
            turn_started_ms: now_ms(),
            draw_offer: None,
            takeback_offer: None,
            created_ms: now_ms(),
            ending: None,
            finished_ms: None,
            rating_changes: None,
        },
    }
}
