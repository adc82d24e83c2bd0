//! Solving puzzles, for any front-end: the shipped collections (embedded in the binary), the
//! choice of a puzzle near a member's puzzle rating, a try in progress ([`PuzzleTry`]: the
//! member answers with the same move input as games, the bot plays the defence from the
//! solution) and the Glicko-2 update of the member's puzzle rating after a try; and the
//! mining of a server's finished games for puzzles of its own ([`GameMining`]).

use std::sync::OnceLock;
use std::sync::atomic::AtomicBool;

use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};

use crate::engine::puzzles::mine::{MinedGame, Mining};
use crate::engine::puzzles::{MineSettings, PuzzleGame};
use crate::games::any::{self, GameKind, Member, Move, MoveTextError, Position};
use crate::games::puzzle::Puzzle;
use crate::hub::games;

/// The text of the shipped puzzle file of `kind` (`assets/puzzles/<game>.txt`, embedded by
/// the game's descriptor).
pub fn shipped_text(kind: GameKind) -> &'static str {
    games::of(kind).shipped_puzzles()
}

/// The shipped puzzles of `kind`, read once. A file that does not read (a test checks it
/// does) gives no puzzles rather than stopping the bot.
pub fn shipped(kind: GameKind) -> &'static [Puzzle] {
    static SETS: [OnceLock<Vec<Puzzle>>; GameKind::ALL.len()] =
        [const { OnceLock::new() }; GameKind::ALL.len()];
    let i = GameKind::ALL.iter().position(|&k| k == kind).unwrap_or(0);
    SETS[i].get_or_init(|| Puzzle::parse_file(kind, shipped_text(kind)).unwrap_or_default())
}

/// The puzzle of `set` whose rating is nearest to `rating` among those whose id `skip` does
/// not refuse (the ones the member has seen); ties go to the first in the file. `None` when
/// every puzzle is refused.
pub fn nearest<'a>(
    set: &'a [Puzzle],
    rating: f64,
    skip: &dyn Fn(&str) -> bool,
) -> Option<&'a Puzzle> {
    set.iter().filter(|p| !skip(&p.id)).min_by(|a, b| {
        let da = (f64::from(a.rating) - rating).abs();
        let db = (f64::from(b.rating) - rating).abs();
        da.total_cmp(&db)
    })
}

/// What an answer did to a try.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// The right move; the bot replied with `reply` (the defence), the try goes on.
    Right {
        /// The defender's move, played.
        reply: Move,
        /// It as players write it.
        reply_text: String,
    },
    /// The line is complete (or the move won at once): solved.
    Solved,
    /// A wrong move: the try is over.
    Wrong,
}

/// A puzzle being solved: the puzzle and how far the member has come.
#[derive(Clone, Debug)]
pub struct PuzzleTry {
    /// The puzzle.
    pub puzzle: Puzzle,
    game: any::Game,
    step: usize,
    done: bool,
}

impl PuzzleTry {
    /// A try of `puzzle` from its start; `None` for a puzzle whose FEN does not read.
    pub fn new(puzzle: Puzzle) -> Option<PuzzleTry> {
        let start = puzzle.position()?;
        Some(PuzzleTry {
            puzzle,
            game: any::Game::new(start),
            step: 0,
            done: false,
        })
    }

    /// The position the member answers in.
    pub fn position(&self) -> Position {
        self.game.position()
    }

    /// The game of the try (its start, the moves played), for menus of its moves.
    pub fn game(&self) -> &any::Game {
        &self.game
    }

    /// The last move played (the bot's defence), for the board.
    pub fn last_move(&self) -> Option<Move> {
        self.game.last_move()
    }

    /// Whether the try is over (solved or failed).
    pub fn is_over(&self) -> bool {
        self.done
    }

    /// Reads the member's move (any form the game's move input reads) and judges it: the
    /// solution's move, or any move that wins at once, is right; anything else is wrong and
    /// ends the try. A text that is no legal move changes nothing.
    ///
    /// # Errors
    /// Why the text is not a legal move here (the game's own error).
    pub fn answer(&mut self, text: &str) -> Result<Answer, MoveTextError> {
        let pos = self.position();
        let m = pos.parse_move(text)?;
        if self.done {
            return Ok(Answer::Wrong);
        }
        let expected = self.puzzle.solution.get(self.step).copied();
        let mut g = self.game.clone();
        let wins_now = matches!(g.play(m), Ok(Some(o)) if o.winner() == Some(pos.side_to_move()));
        if wins_now {
            self.game = g;
            self.done = true;
            return Ok(Answer::Solved);
        }
        if Some(m) != expected {
            self.done = true;
            return Ok(Answer::Wrong);
        }
        self.game = g;
        self.step += 1;
        let Some(reply) = self.puzzle.solution.get(self.step).copied() else {
            self.done = true;
            return Ok(Answer::Solved);
        };
        let before = self.position();
        if self.game.play(reply).is_err() {
            // A parsed puzzle's line is legal; a broken one ends the try as solved by the
            // member, who did nothing wrong.
            self.done = true;
            return Ok(Answer::Solved);
        }
        self.step += 1;
        Ok(Answer::Right {
            reply,
            reply_text: before.move_text(reply),
        })
    }

    /// The whole solution as players write it, numbered by move (`1. Rat c3→c4 2. …`).
    pub fn solution_text(&self) -> String {
        let Some(start) = self.puzzle.position() else {
            return String::new();
        };
        super::export::numbered(start, &self.puzzle.solution, &mut |_, p, m| p.move_text(m))
            .lines()
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// A member's puzzle rating against a puzzle's after a try: the member's new (rating,
/// deviation, volatility), a solved puzzle counting as a win against the puzzle's rating.
pub fn rate(member: (f64, f64, f64), puzzle: &Puzzle, solved: bool) -> (f64, f64, f64) {
    let me = Glicko2Rating {
        rating: member.0,
        deviation: member.1,
        volatility: member.2,
    };
    let them = Glicko2Rating {
        rating: f64::from(puzzle.rating),
        deviation: f64::from(puzzle.deviation),
        volatility: Glicko2Rating::new().volatility,
    };
    let outcome = if solved {
        Outcomes::WIN
    } else {
        Outcomes::LOSS
    };
    let (new, _) = glicko2(&me, &them, &outcome, &Glicko2Config::new());
    (new.rating, new.deviation, new.volatility)
}

/// A new member's puzzle rating: the Glicko-2 defaults (1500, 350, 0.06).
pub fn fresh_rating() -> (f64, f64, f64) {
    let r = Glicko2Rating::new();
    (r.rating, r.deviation, r.volatility)
}

/// The letter before a mined id that makes it a server's own puzzle: `sj0001`, never a
/// shipped id (`j0001`).
pub const SERVER_ID_PREFIX: char = 's';

/// The puzzles of a server read from the store's lines (see [`crate::games::puzzle`]); a line
/// that does not read is left out, said once in the log.
pub fn read_server_puzzles(kind: GameKind, lines: &[String]) -> Vec<Puzzle> {
    lines
        .iter()
        .filter_map(|l| match Puzzle::parse(kind, l) {
            Ok(p) => Some(p),
            Err(e) => {
                eprintln!("qibot: a stored server puzzle cannot be read ({e}); it is left out");
                None
            }
        })
        .collect()
}

/// One game's mining behind [`GameMining`].
trait MiningJob: Send {
    /// Examines the next position; whether positions are left.
    fn step(&mut self, stop: &AtomicBool) -> bool;
    /// The puzzles found so far.
    fn found(&mut self) -> Vec<Puzzle>;
}

/// The engine's [`Mining`] of one game of `G`.
struct Job<G: PuzzleGame> {
    mining: Mining<G>,
    game: MinedGame<G>,
    found: Vec<Puzzle>,
}

impl<G: PuzzleGame> MiningJob for Job<G> {
    fn step(&mut self, stop: &AtomicBool) -> bool {
        let found = &mut self.found;
        self.mining
            .step(&mut self.game, stop, &mut |p| found.push(p))
    }

    fn found(&mut self) -> Vec<Puzzle> {
        std::mem::take(&mut self.found)
    }
}

/// A finished game of a server being mined for puzzles of that server alone, one position a
/// step (the same search and checks as `qibot puzzles mine --from`, [`Mining`]), so that a
/// host runs each step as a job of its engine pool.
pub struct GameMining {
    job: Box<dyn MiningJob>,
    done: bool,
}

impl GameMining {
    /// The mining of the game from `start` through `moves`, `existing` being the server's
    /// puzzles so far (their positions are not found again, and the new ids follow theirs);
    /// `None` for a move of another game.
    pub fn new(start: &Position, moves: &[Move], existing: &[Puzzle]) -> Option<GameMining> {
        games::of(start.kind()).mining(start, moves, existing)
    }

    /// [`GameMining::new`] for a start of the game `G`.
    pub(crate) fn of<G: PuzzleGame + Member>(
        start: G,
        moves: &[Move],
        existing: &[Puzzle],
    ) -> Option<GameMining> {
        let moves: Option<Vec<G::Move>> = moves.iter().map(|m| G::own_move(*m)).collect();
        let mut mining = Mining::new(MineSettings::for_game(G::KIND), existing);
        let game = mining.start(&start, &moves?);
        Some(GameMining {
            job: Box::new(Job {
                mining,
                game,
                found: Vec::new(),
            }),
            done: false,
        })
    }

    /// Whether every position has been examined.
    pub fn is_done(&self) -> bool {
        self.done
    }

    /// Examines the next position (a search of a few milliseconds to a second).
    pub fn step(&mut self, stop: &AtomicBool) {
        if !self.done {
            self.done = !self.job.step(stop);
        }
    }

    /// The puzzles found, with the server's ids (`sj0001`).
    pub fn found(mut self) -> Vec<Puzzle> {
        let mut found = self.job.found();
        for p in &mut found {
            p.id = format!("{SERVER_ID_PREFIX}{}", p.id);
        }
        found
    }
}
