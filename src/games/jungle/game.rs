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

    /// `repetition = "forbid"`: the move may not make a position occur for the
    /// `repetition_draw`-th time.
    fn forbidden(game: &Game, m: Move) -> Result<(), IllegalMove> {
        match game.position().rules().forbidden_occurrence() {
            Some(n) if game.occurrences_after(m) >= n => {
                Err(IllegalMove::WouldRepeat { count: n as u8 })
            }
            _ => Ok(()),
        }
    }

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
        // 3. repetition (never reached when repeating is forbidden), 4. the no-capture limit.
        let count = rules.repetition_draw as usize;
        let forbid = rules.forbidden_occurrence().is_some();
        if count > 0 && !forbid && game.repetitions() >= count {
            return Some(Outcome::Draw {
                reason: DrawReason::Repetition,
            });
        }
        if game.no_capture_limit(rules.no_capture_draw_plies) {
            return Some(Outcome::Draw {
                reason: DrawReason::NoCaptureLimit,
            });
        }
        // 5. no legal move: the side to move loses; moves the record forbids do not count.
        let stuck = if forbid {
            let moves = p.legal_moves();
            moves.iter().all(|m| Self::forbidden(game, *m).is_err())
        } else {
            p.count_moves() == 0
        };
        stuck.then(|| Outcome::Win {
            winner: !p.side_to_move(),
            reason: WinReason::NoLegalMoves,
        })
    }

    fn move_text(&self, m: Move) -> String {
        notation::human(self, m)
    }
}
