//! Solving puzzles, for any front-end: the shipped collections (embedded in the binary), the
//! choice of a puzzle near a member's puzzle rating, a try in progress ([`PuzzleTry`]: the
//! member answers with the same move input as games, the bot plays the defence from the
//! solution) and the Glicko-2 update of the member's puzzle rating after a try; and the
//! mining of a server's finished games for puzzles of its own ([`GameMining`]).

use std::sync::OnceLock;
use std::sync::atomic::AtomicBool;

use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};

use super::games;
use crate::engine::puzzles::mine::{MinedGame, Mining};
use crate::engine::puzzles::{MineSettings, PuzzleGame};
use crate::games::any::{self, GameKind, Member, Move, MoveTextError, Position};
use crate::games::puzzle::Puzzle;
use crate::text::{Arg, I18n, Message};

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
    SETS[kind.index()]
        .get_or_init(|| Puzzle::parse_file(kind, shipped_text(kind)).unwrap_or_default())
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

/// Why the answer to a puzzle of `kind` was refused (`e`): the game's reason, else "not a
/// move here" with moves of that game as examples, in the reader's language.
pub fn refusal(kind: GameKind, e: &MoveTextError) -> Message {
    games::of(kind)
        .move_text_error(e)
        .unwrap_or_else(|| not_a_move(kind))
}

/// "That is not a move here", with moves of `kind` as examples (`rat up` or `C2.5`).
pub fn not_a_move(kind: GameKind) -> Message {
    Message::new("puzzle-not-a-move")
        .msg("examples", Message::new(games::of(kind).names().examples))
}

/// The message that hands `puzzle` to a member: its id, rating, themes, what to do (win the
/// game or material) and in how many moves (`puzzle-start`).
pub fn start_message(puzzle: &Puzzle) -> Message {
    Message::new("puzzle-start")
        .str("id", &puzzle.id)
        .str("goal", puzzle.goal())
        .num("rating", i64::from(puzzle.rating))
        .list("themes", themes(puzzle))
        .num("moves", puzzle.solver_moves() as i64)
}

/// A puzzle's themes in the reader's words, joined with `, `: each theme id (`quiet-move`,
/// `den-in-3`) as the message `puzzle-theme` (the id, else the id as written for one the
/// locale files do not name), `…-in-N` as `puzzle-theme-in` (what, and in how many moves).
pub fn themes(puzzle: &Puzzle) -> Vec<Arg> {
    puzzle
        .themes
        .iter()
        .map(|t| {
            let counted = t
                .rsplit_once("-in-")
                .and_then(|(what, n)| Some((what, n.parse::<i64>().ok()?)));
            Arg::Msg(Box::new(match counted {
                Some((what, n)) => Message::new("puzzle-theme-in")
                    .str("what", what)
                    .num("moves", n),
                None => Message::new("puzzle-theme").str("theme", t),
            }))
        })
        .collect()
}

/// A puzzle being solved: the puzzle and how far the member has come.
#[derive(Clone, Debug)]
pub struct PuzzleTry {
    /// The puzzle.
    pub puzzle: Puzzle,
    game: any::Game,
    step: usize,
    done: bool,
    other_move: bool,
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
            other_move: false,
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

    /// Ends the try unsolved: the member gave up (the solution is shown to them).
    pub fn give_up(&mut self) {
        self.done = true;
    }

    /// Whether the member's last move won by another move than the stored solution's (the
    /// accepted alternative at the last step), which counts towards the puzzle's flag.
    pub fn by_other_move(&self) -> bool {
        self.other_move
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
            self.other_move = Some(m) != expected;
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
        solution_text(&self.puzzle, &mut |p, m| p.move_text(m))
    }
}

/// The whole solution of `puzzle`, each move written by `text`, numbered by move.
pub fn solution_text(puzzle: &Puzzle, text: &mut dyn FnMut(&Position, Move) -> String) -> String {
    let Some(start) = puzzle.position() else {
        return String::new();
    };
    crate::games::any::numbered(start, &puzzle.solution, &mut |_, p, m| text(p, m))
        .lines()
        .collect::<Vec<_>>()
        .join(" ")
}

/// The legal move `m` in `pos` as a reader of `locale` writes it (`Tigre c3→c2` in French,
/// Xiangqi's Chinese notation added for a Chinese reader): how every front-end writes a
/// puzzle's moves, as a game's replies write moves.
pub fn move_in(i18n: &I18n, locale: &str, pos: &Position, m: Move) -> String {
    let readers = [Some(locale)];
    let to = games::Audience {
        i18n,
        locale,
        readers: &readers,
    };
    games::of(pos.kind()).move_text(pos, m, &to)
}

/// The bot's `reply` in try `t` just after it was played ([`Answer::Right`]), written for a
/// reader of `locale` in the position it was played in.
pub fn reply_in(i18n: &I18n, locale: &str, t: &PuzzleTry, reply: Move) -> String {
    match t.game().position_before_last() {
        Some(before) => move_in(i18n, locale, &before, reply),
        None => reply.to_string(),
    }
}

/// The whole solution of `puzzle`, numbered, written for a reader of `locale`.
pub fn solution_in(i18n: &I18n, locale: &str, puzzle: &Puzzle) -> String {
    solution_text(puzzle, &mut |pos, m| move_in(i18n, locale, pos, m))
}

/// A puzzle is flagged when at least this many tries solved it (5) ...
pub const FLAG_MIN_SOLVES: i64 = 5;

/// ... and more than this share of the solves, as (numerator, denominator) (a third), used
/// another winning move than the stored solution's: the stored line may not be the only good
/// one, so the puzzle deserves a look.
pub const FLAG_OTHER_SHARE: (i64, i64) = (1, 3);

/// Whether a puzzle with these tries is flagged: at least [`FLAG_MIN_SOLVES`] (5) solves and
/// more than [`FLAG_OTHER_SHARE`] (a third) of them by another move (2 of 5 is flagged, 1 of
/// 5 is not; 3 of 9 is not, 4 of 9 is).
pub fn is_flagged(s: &crate::store::PuzzleStats) -> bool {
    let (num, den) = FLAG_OTHER_SHARE;
    s.solved >= FLAG_MIN_SOLVES && s.other_move * den > s.solved * num
}

/// A day in milliseconds.
pub const DAY_MS: i64 = 86_400_000;

/// The day of Unix time `ms` (days since 1970-01-01, UTC).
pub fn day_of(ms: i64) -> i64 {
    ms.div_euclid(DAY_MS)
}

/// The minute of the day of Unix time `ms` (0 to 1439, UTC).
pub fn minute_of(ms: i64) -> i64 {
    ms.rem_euclid(DAY_MS) / 60_000
}

/// Reads a time of day written `HH:MM` on a 24-hour clock (`18:00`, `7:05`): its minute of
/// the day; `None` for anything else (`25:00`, `6pm`, `18h`).
pub fn parse_time(text: &str) -> Option<i64> {
    let (h, m) = text.trim().split_once(':')?;
    let digits = |s: &str, n: std::ops::RangeInclusive<usize>| {
        n.contains(&s.len()) && s.bytes().all(|b| b.is_ascii_digit())
    };
    if !digits(h, 1..=2) || !digits(m, 2..=2) {
        return None;
    }
    let (h, m): (i64, i64) = (h.parse().ok()?, m.parse().ok()?);
    (h < 24 && m < 60).then_some(h * 60 + m)
}

/// A minute of the day as `HH:MM`.
pub fn time_text(minute: i64) -> String {
    format!("{:02}:{:02}", minute / 60, minute % 60)
}

/// A day (days since 1970-01-01) as its date, `YYYY-MM-DD` (the proleptic Gregorian
/// calendar).
pub fn date_text(day: i64) -> String {
    // Days since 0000-03-01, in 400-year eras of 146097 days; the year starts in March so
    // that the leap day is its last.
    let z = day + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}-{m:02}-{d:02}")
}

/// FNV-1a of `text`: a hash that stays the same in every build and process.
fn stable_hash(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// The daily puzzle of `server` on `day` among `set`: the same in every process, and no
/// puzzle twice within `set.len()` days on one server (the days walk the set by a step
/// prime to its length, from a start and step drawn from the server). `None` for no set.
pub fn daily<'a>(set: &'a [Puzzle], server: &str, day: i64) -> Option<&'a Puzzle> {
    let n = set.len() as u64;
    if n == 0 {
        return None;
    }
    let h = stable_hash(server);
    let start = h % n;
    let mut step = (h >> 32) % n.max(2) + 1;
    while gcd(step, n) != 1 {
        step += 1;
    }
    let i = (start + (day.rem_euclid(n as i64) as u64) * step) % n;
    set.get(i as usize)
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 { a } else { gcd(b, a % b) }
}

/// The shipped puzzle `id` of any game.
pub fn find_shipped(id: &str) -> Option<&'static Puzzle> {
    GameKind::ALL
        .iter()
        .find_map(|&k| shipped(k).iter().find(|p| p.id == id))
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

/// Whether `puzzle` is a server's own ([`SERVER_ID_PREFIX`]), not a shipped one.
pub fn is_server_puzzle(puzzle: &Puzzle) -> bool {
    puzzle.id.starts_with(SERVER_ID_PREFIX)
}

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

/// The mining of a finished game begun in that game's own types ([`GameMining::new`]).
struct StartMining<'a> {
    start: &'a Position,
    moves: &'a [Move],
    existing: &'a [Puzzle],
}

impl games::DescriptorTask for StartMining<'_> {
    type Output = Option<GameMining>;

    fn run<G: games::GameDescriptor>(self) -> Option<GameMining> {
        GameMining::of(
            *G::Position::own_position(self.start)?,
            self.moves,
            self.existing,
        )
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
        games::with_descriptor(
            start.kind(),
            StartMining {
                start,
                moves,
                existing,
            },
        )
    }

    /// [`GameMining::new`] for a start of the game `G`.
    fn of<G: PuzzleGame + Member>(
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::PuzzleStats;

    /// "Not a move here" gives moves of the puzzle's game as examples, in the reader's
    /// language: `rat haut` in French, not `rat up`; Xiangqi's for a Xiangqi puzzle.
    #[test]
    fn not_a_move_gives_the_game_s_examples_in_the_reader_s_language() {
        let i18n = I18n::new();
        let jungle = i18n.format("fr", &not_a_move(GameKind::Jungle));
        assert!(jungle.contains("`rat haut`"), "{jungle}");
        assert!(
            !jungle.contains("rat up") && !jungle.contains("C2.5"),
            "{jungle}"
        );
        let xiangqi = i18n.format("fr", &not_a_move(GameKind::Xiangqi));
        assert!(xiangqi.contains("`C2.5`"), "{xiangqi}");
        assert!(!xiangqi.contains("rat"), "{xiangqi}");
    }

    #[test]
    fn times_read_only_as_hh_mm() {
        assert_eq!(parse_time("18:00"), Some(1080));
        assert_eq!(parse_time("7:05"), Some(425));
        assert_eq!(parse_time("00:00"), Some(0));
        assert_eq!(parse_time("23:59"), Some(1439));
        for bad in [
            "25:00", "24:00", "6pm", "18", "18:0", "18:60", "-1:00", "18:00pm", "",
        ] {
            assert_eq!(parse_time(bad), None, "{bad}");
        }
        assert_eq!(time_text(425), "07:05");
    }

    #[test]
    fn days_are_dates() {
        assert_eq!(date_text(0), "1970-01-01");
        assert_eq!(date_text(20_426), "2025-12-04");
        assert_eq!(date_text(11_016), "2000-02-29");
        assert_eq!(day_of(DAY_MS * 3 + 5), 3);
        assert_eq!(minute_of(DAY_MS * 3 + 18 * 3_600_000 + 59_999), 1080);
    }

    #[test]
    fn the_daily_puzzle_is_fixed_and_does_not_repeat() {
        for kind in GameKind::ALL {
            let set = shipped(kind);
            assert!(set.len() > 100, "{kind}");
            let a = daily(set, "g1", 20_000).unwrap();
            assert_eq!(daily(set, "g1", 20_000).unwrap().id, a.id);
            let ids: std::collections::HashSet<&str> = (0..set.len() as i64)
                .map(|d| daily(set, "g1", 20_000 + d).unwrap().id.as_str())
                .collect();
            assert_eq!(
                ids.len(),
                set.len(),
                "{kind}: every puzzle once before any repeats"
            );
        }
        assert!(daily(&[], "g1", 1).is_none());
    }

    #[test]
    fn the_flag_rule() {
        let s = |solved, other_move| PuzzleStats {
            tried: 10,
            solved,
            other_move,
        };
        assert!(!is_flagged(&s(4, 4)), "fewer than 5 solves");
        assert!(!is_flagged(&s(5, 1)));
        assert!(is_flagged(&s(5, 2)));
        assert!(
            !is_flagged(&s(9, 3)),
            "a third exactly is not more than a third"
        );
        assert!(is_flagged(&s(9, 4)));
    }
}
