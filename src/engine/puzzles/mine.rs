//! Mining whole games: every position after the opening is examined (a weak player's
//! blunder leaves a forced win for either side, taken or missed), at most [`PER_GAME`]
//! puzzles a game whose lines do not overlap, and no position twice in a collection.

use std::collections::HashSet;
use std::sync::atomic::AtomicBool;

use super::{Found, MineSettings, Miner, PuzzleGame, Rejected, VERIFY_HASH_MB, balance, verify};
use crate::games::puzzle::Puzzle;

/// The plies from the start that are not examined (no forced win so early).
pub const OPENING: usize = 8;
/// The most puzzles taken from one game (more would be variations of one finish).
pub const PER_GAME: usize = 3;

/// A collection being mined: the miner, the positions already taken (with those along their
/// lines), and counts.
pub struct Mining<G: PuzzleGame> {
    miner: Miner<G>,
    seen: HashSet<u64>,
    next_id: usize,
    /// Positions examined.
    pub examined: usize,
    /// Games mined.
    pub games: usize,
    /// The examined positions that were no puzzle, by reason.
    pub rejected: std::collections::BTreeMap<Rejected, usize>,
}

/// Marks `start` and the positions along `line` as seen: they are parts of that puzzle, not
/// new ones. Stops at the first move that is not legal.
fn mark_line<G: PuzzleGame>(
    seen: &mut HashSet<u64>,
    start: G,
    line: impl Iterator<Item = G::Move>,
) {
    let mut pos = start;
    seen.insert(pos.hash());
    for m in line {
        if !pos.is_legal(m) {
            break;
        }
        pos = pos.play(m);
        seen.insert(pos.hash());
    }
}

impl<G: PuzzleGame> Mining<G> {
    /// A new collection; `existing` puzzles (a file being extended) are not found again and
    /// the ids go on after theirs.
    pub fn new(settings: MineSettings, existing: &[Puzzle]) -> Mining<G> {
        let mut seen = HashSet::new();
        for p in existing {
            if let Ok(pos) = G::from_fen(&p.fen, G::Rules::default()) {
                let line = p.solution.iter().map_while(|m| m.to_string().parse().ok());
                mark_line(&mut seen, pos, line);
            }
        }
        Mining {
            miner: Miner::new(settings),
            seen,
            next_id: existing.len() + 1,
            examined: 0,
            games: 0,
            rejected: Default::default(),
        }
    }

    /// Mines one game played from `start` through the legal `moves`, calling `on_puzzle` for
    /// each puzzle found.
    pub fn game(
        &mut self,
        start: &G,
        moves: &[G::Move],
        stop: &AtomicBool,
        on_puzzle: &mut dyn FnMut(Puzzle),
    ) {
        let mut game = self.start(start, moves);
        while self.step(&mut game, stop, on_puzzle) {}
    }

    /// Starts mining one game played from `start` through `moves`, to be examined one
    /// position a step ([`Mining::step`]), so that a host can run each step as a job of its
    /// own and other searches between them. A game with an illegal move has nothing to
    /// examine.
    pub fn start(&mut self, start: &G, moves: &[G::Move]) -> MinedGame<G> {
        self.games += 1;
        let mut positions = Vec::with_capacity(moves.len() + 1);
        let mut p = *start;
        positions.push(p);
        for m in moves {
            if !p.is_legal(*m) {
                positions.clear();
                break;
            }
            p = p.play(*m);
            positions.push(p);
        }
        let from = if start.hash() == G::startpos(*start.rules()).hash() {
            OPENING
        } else {
            0
        };
        MinedGame {
            positions,
            next: from,
            taken: 0,
            next_free: 0,
        }
    }

    /// Examines the next position of `game` worth examining, calling `on_puzzle` if it is a
    /// puzzle; whether positions are left.
    pub fn step(
        &mut self,
        game: &mut MinedGame<G>,
        stop: &AtomicBool,
        on_puzzle: &mut dyn FnMut(Puzzle),
    ) -> bool {
        while game.taken < PER_GAME && game.next < game.positions.len() {
            let i = game.next;
            game.next += 1;
            let pos = game.positions[i];
            if i < game.next_free || self.seen.contains(&pos.hash()) {
                continue;
            }
            self.examined += 1;
            let previous = i.checked_sub(1).map(|j| game.positions[j]);
            if let Some((found, puzzle)) = self.examine(&pos, previous.as_ref(), stop) {
                mark_line(&mut self.seen, pos, found.line.iter().copied());
                self.next_id += 1;
                game.taken += 1;
                game.next_free = i + found.line.len() + 1;
                on_puzzle(puzzle);
            }
            break;
        }
        game.taken < PER_GAME && game.next < game.positions.len()
    }

    /// The puzzle at `pos` (reached from `previous`, if any) with the next id, re-verified
    /// with a fresh table, or `None` (the reason counted).
    fn examine(
        &mut self,
        pos: &G,
        previous: Option<&G>,
        stop: &AtomicBool,
    ) -> Option<(Found<G::Move>, Puzzle)> {
        let found = match self.miner.examine(pos, stop) {
            Ok(f) => f,
            Err(why) => {
                *self.rejected.entry(why).or_default() += 1;
                return None;
            }
        };
        // A material line must win more than the opponent's last move took: counted from
        // the position before it, a mere recapture gains nothing.
        if let (Some(gain), Some(before)) = (self.miner.settings.material_gain, previous) {
            let end = found.line.iter().fold(*pos, |p, m| p.play(*m));
            let earlier = balance(pos, before);
            let won = balance(pos, &end);
            if !end.legal_moves().is_empty() && earlier.zip(won).is_some_and(|(e, w)| w - e < gain)
            {
                *self.rejected.entry(Rejected::Recapture).or_default() += 1;
                return None;
            }
        }
        let id = format!("{}{:04}", G::ID_PREFIX, self.next_id);
        let puzzle = self.miner.puzzle(id, pos, &found);
        // What the tests re-check with a fresh table must hold: a verdict that depends
        // on what the miner's table remembered is dropped.
        if verify::<G>(&puzzle, self.miner.settings.margin, VERIFY_HASH_MB).is_err() {
            *self.rejected.entry(Rejected::NotReproduced).or_default() += 1;
            return None;
        }
        Some((found, puzzle))
    }
}

/// A game being mined ([`Mining::start`]): its positions and how far the mining has come.
pub struct MinedGame<G> {
    positions: Vec<G>,
    /// The next position to look at.
    next: usize,
    /// Puzzles taken from this game.
    taken: usize,
    /// The first position after the last puzzle's line.
    next_free: usize,
}
