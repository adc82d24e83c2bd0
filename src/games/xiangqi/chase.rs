//! The Asian perpetual-chase rule of `spec/xiangqi.md` ("Options", `repetition = "asian"`):
//! "within the repeated cycle, a side whose every move attacks the same opponent's piece that is
//! not protected (a chariot chasing a cannon, say) — with no check involved — loses; a general
//! or a soldier that has not crossed the river chasing, and a chase answered by a chase, are
//! draws." The spec calls this the simplified form most programs apply; the many further cases of
//! the full AXF rules are not implemented.
//!
//! The words of that sentence, as read here:
//! - **the repeated cycle**: the moves since the first of the last `repetition_count`
//!   occurrences of the position that ended the game ([`History::cycle_start`]), the same
//!   stretch the perpetual-check rule looks at.
//! - **attacks**: a move *attacks* an opponent's piece when, after it, the mover could win that
//!   piece for nothing — it has a legal capture of it (the turn passed back to it, as if the
//!   opponent did nothing) after which the opponent has no legal move onto that point — and
//!   could not before the move. The "could not before" makes an attack something the move
//!   *does*: a piece left standing under attack while the attacker shuffles elsewhere is not
//!   chased (its owner left it there), and a chariot following a cannon that steps away is.
//! - **protected**: the opponent could recapture legally on the point of the capture (a pinned
//!   defender, or a general that would walk into check, does not protect).
//! - **a general or a soldier that has not crossed the river chasing**: captures by the mover's
//!   general, or by one of its soldiers still on its own half, do not count as attacks. The
//!   opponent's general is never a chased piece (attacking it is check).
//! - **the same piece**: the chased piece is followed through its own moves within the cycle
//!   (it is the same piece on another point after its owner moved it); every move of the chaser
//!   in the cycle must attack that one piece.
//! - **with no check involved**: none of the chaser's moves in the cycle gives check (a side
//!   checking with every move is judged by the perpetual-check rule first).
//! - **a chase answered by a chase**: both sides chase (each its own piece): a draw.
//!
//! What each move attacks is computed once, when it is played ([`chased`], recorded by the
//! game's history as [`History::chases`]); the judgement at the repetition
//! ([`perpetual_chasers`]) only reads those records and the moves.

use crate::games::contract::GamePosition;
use crate::games::history::History;

use super::moves::Move;
use super::piece::{PieceKind, Side};
use super::position::Position;
use super::rules::Repetition;

/// The points (bit = square index) of the pieces of `side`'s opponent that `side` could win for
/// nothing in `p`, the turn given to `side`: a legal capture by a piece other than `side`'s
/// general or a soldier on its own half, after which the opponent has no legal move onto that
/// point. The opponent's general is left out.
pub fn free_targets(p: &Position, side: Side) -> u128 {
    let mut q = *p;
    q.set_turn(side);
    let mut out = 0u128;
    for &m in q.legal_moves().iter() {
        let (Some(target), Some(attacker)) = (q.piece_at(m.to), q.piece_at(m.from)) else {
            continue;
        };
        let exempt = attacker.kind == PieceKind::General
            || (attacker.kind == PieceKind::Soldier && side.own_half(m.from.rank()));
        if exempt || target.kind == PieceKind::General || out & m.to.bit() != 0 {
            continue;
        }
        let after = q.play(m);
        if !after.legal_moves().iter().any(|r| r.to == m.to) {
            out |= m.to.bit();
        }
    }
    out
}

/// The opponent's pieces (bit = square index, after the move) that the legal move `m` attacks
/// in the sense of the module documentation: pieces its mover could win for nothing after
/// `m` ([`free_targets`] in `after`) but not before it. Always 0 unless the rules are
/// `repetition = "asian"` (no other rule asks, so no other game pays for it).
pub fn chased(before: &Position, m: Move, after: &Position) -> u128 {
    if before.rules().repetition != Repetition::Asian || before.is_capture(m) {
        // A capture is irreversible: no repeated cycle contains one.
        return 0;
    }
    let side = before.side_to_move();
    free_targets(after, side) & !free_targets(before, side)
}

/// For each side (by [`Side::index`]), whether it chased through the repeated cycle: every one
/// of its moves since [`History::cycle_start`]`(count)` gave no check and attacked the same
/// opponent's piece, followed through that piece's moves. Both `false` when the position has not
/// occurred `count` times.
pub fn perpetual_chasers(game: &History<Position>, count: usize) -> [bool; 2] {
    let Some(first) = game.cycle_start(count) else {
        return [false, false];
    };
    let mut out = [false, false];
    for side in Side::ALL {
        // The chaser's first move in the cycle names the candidates.
        let Some(start) = (first..game.moves().len()).find(|i| game.mover(*i) == side) else {
            continue;
        };
        let mut candidates = game.chases()[start];
        while candidates != 0 && !out[side.index()] {
            let bit = candidates.trailing_zeros();
            candidates &= candidates - 1;
            out[side.index()] = follows(game, start, side, bit as usize);
        }
    }
    out
}

/// Whether every move of `side` from move `start` on attacks the piece that stands on point
/// `target` after move `start`, without giving check, following the piece as its owner moves it.
fn follows(game: &History<Position>, start: usize, side: Side, mut target: usize) -> bool {
    let (moves, chases, checks) = (game.moves(), game.chases(), game.checks());
    for i in start..moves.len() {
        if game.mover(i) == side {
            if checks[i] || chases[i] >> target & 1 == 0 {
                return false;
            }
        } else if moves[i].from.index() == target {
            target = moves[i].to.index();
        }
    }
    true
}
