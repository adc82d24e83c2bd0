//! Jungle through the games' contract ([`GamePosition`]), and its game record: the end checks
//! in the order of `spec/jungle.md` ("End of the game").

use crate::games::contract::{GamePosition, OutcomeOf, contract_common};
use crate::games::history::History;
use crate::games::outcome::{DrawReason, Outcome};

use super::fen::{FenError, STARTPOS};
use super::moves::{Move, MoveList, ParseMoveError};
use super::notation;
use super::outcome::WinReason;
use super::piece::Side;
use super::position::{IllegalMove, Position};
use super::rules::RuleSet;

/// A Jungle game in progress: start, moves, repetition history and outcome.
pub type Game = History<Position>;

impl GamePosition for Position {
    const NAME: &'static str = "jungle";

    contract_common!();

    fn decide(game: &Game) -> Option<OutcomeOf<Position>> {
        let p = game.position();
        // 1. den, 2. no pieces left: both found by `board_winner`; a den entry ranks first.
        if let Some(w) = p.board_winner() {
            let den_taken = p.occupied(w) & super::bitboard::den(!w).bit() != 0;
            let reason = if den_taken {
                WinReason::Den
            } else {
                WinReason::NoPiecesLeft
            };
            return Some(Outcome::Win { winner: w, reason });
        }
        let rules = p.rules();
        // 3. repetition, 4. the no-capture limit.
        let count = rules.repetition_draw as usize;
        if count > 0 && game.repetitions() >= count {
            return Some(Outcome::Draw {
                reason: DrawReason::Repetition,
            });
        }
        if game.no_capture_limit(rules.no_capture_draw_plies) {
            return Some(Outcome::Draw {
                reason: DrawReason::NoCaptureLimit,
            });
        }
        // 5. no legal move: the side to move loses.
        (p.count_moves() == 0).then(|| Outcome::Win {
            winner: !p.side_to_move(),
            reason: WinReason::NoLegalMoves,
        })
    }

    fn move_text(&self, m: Move) -> String {
        notation::human(self, m)
    }
}
