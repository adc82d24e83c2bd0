//! Game review for hosts, for either game: runs the engine's review
//! ([`crate::engine::review`]) on a game given as [`any`](crate::games::any) positions and moves, and turns it into
//! the translated picture ([`crate::render::review`]) and an annotated record.

use std::fmt::Write;
use std::sync::atomic::AtomicBool;

use crate::engine::pool::TablePool;
use crate::engine::review::{
    self, Budget, Class, Eval, MoveReview, Review, ReviewGame, Reviewer, SideSummary,
};
use crate::games::any::{GameKind, Member, Move, Position, Side};
use crate::render::review::ReviewText;

use super::games;
use crate::text::{I18n, Message, msg};

/// A reviewed game of any game, with its start position: the engine's review with its moves
/// as the facade's [`Move`]s (every one of the start's game, as [`GameReview::new`] makes it).
#[derive(Clone, Debug, PartialEq)]
pub struct GameReview {
    start: Position,
    review: Review<Move>,
}

/// One move's verdict in game-neutral terms.
#[derive(Clone, Debug, PartialEq)]
pub struct Verdict {
    /// The ply, from 1.
    pub ply: usize,
    /// The side that played it.
    pub side: Side,
    /// The move played.
    pub played: Move,
    /// The verdict.
    pub class: Class,
    /// The engine's better move, when it differs.
    pub better: Option<Move>,
    /// The value before the move (with the better move), from Red.
    pub before: Eval,
    /// The mover's winning chances the move gave away (−1..1 scale).
    pub drop: f64,
}

/// Why a game could not be reviewed, in words.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct ReviewFailed(pub String);

/// `r` with its moves changed by `f`; `None` if `f` refuses one.
fn map_moves<A: Copy, B>(r: &Review<A>, f: impl Fn(A) -> Option<B>) -> Option<Review<B>> {
    let moves = r
        .moves
        .iter()
        .map(|m| {
            Some(MoveReview {
                ply: m.ply,
                mv: f(m.mv)?,
                red: m.red,
                before: m.before,
                after: m.after,
                drop: m.drop,
                accuracy: m.accuracy,
                class: m.class,
                best: match m.best {
                    Some(b) => Some(f(b)?),
                    None => None,
                },
            })
        })
        .collect::<Option<Vec<_>>>()?;
    Some(Review {
        evals: r.evals.clone(),
        moves,
        sides: r.sides.clone(),
        scale: r.scale,
        mean_depth: r.mean_depth,
    })
}

/// The review of a game from its start through its moves, begun in that game's own types
/// ([`Reviewing::new`]).
struct StartReview<'a> {
    start: Position,
    moves: &'a [Move],
    budget: Budget,
}

impl games::DescriptorTask for StartReview<'_> {
    type Output = Result<Reviewing, ReviewFailed>;

    fn run<G: games::GameDescriptor>(self) -> Self::Output {
        let start = G::Position::own_position(&self.start)
            .ok_or_else(|| ReviewFailed("the start belongs to another game".into()))?;
        Reviewing::of(*start, self.moves, self.budget)
    }
}

/// The review picture of a reviewed game, drawn in its own types (`None` for a move of
/// another game, which [`GameReview::new`] never keeps).
struct ReviewPng<'a> {
    review: &'a GameReview,
    text: &'a ReviewText,
}

impl games::DescriptorTask for ReviewPng<'_> {
    type Output = Option<Vec<u8>>;

    fn run<G: games::GameDescriptor>(self) -> Option<Vec<u8>> {
        let start = G::Position::own_position(&self.review.start)?;
        let review = map_moves(&self.review.review, G::Position::own_move)?;
        Some(crate::render::review::review_png(start, &review, self.text))
    }
}

/// One game's review job behind [`Reviewing`] (the engine's [`Reviewer`] of that game).
trait Job: Send {
    fn is_done(&self) -> bool;
    fn step(&mut self, tables: Option<&TablePool>, stop: &AtomicBool);
    fn finish(self: Box<Self>, stop: &AtomicBool) -> Result<GameReview, ReviewFailed>;
}

impl<G: ReviewGame + Member> Job for Reviewer<G> {
    fn is_done(&self) -> bool {
        Reviewer::is_done(self)
    }

    fn step(&mut self, tables: Option<&TablePool>, stop: &AtomicBool) {
        match tables {
            Some(t) => t.run(review::HASH_MB, |tt| ((), self.step_with_table(tt, stop))),
            None => Reviewer::step(self, stop),
        }
    }

    fn finish(self: Box<Self>, stop: &AtomicBool) -> Result<GameReview, ReviewFailed> {
        let start = self.start();
        let review = Reviewer::finish(*self, stop).map_err(|e| ReviewFailed(e.to_string()))?;
        Ok(GameReview::new(start, &review))
    }
}

/// A review of any game in progress, searched one position at a time
/// ([`review::Reviewer`]): a host runs each step as one job of its engine pool.
pub struct Reviewing(Box<dyn Job>);

impl Reviewing {
    /// The review of the game from `start` through `moves`, each position searched at
    /// `budget` (about `(moves + 1) × budget` of one core's time in all).
    ///
    /// # Errors
    /// A move of the other game or an illegal one (nothing is searched then).
    pub fn new(start: Position, moves: &[Move], budget: Budget) -> Result<Reviewing, ReviewFailed> {
        games::with_descriptor(
            start.kind(),
            StartReview {
                start,
                moves,
                budget,
            },
        )
    }

    /// [`Reviewing::new`] for a start of the game `G`.
    ///
    /// # Errors
    /// As [`Reviewing::new`].
    fn of<G: ReviewGame + Member>(
        start: G,
        moves: &[Move],
        budget: Budget,
    ) -> Result<Reviewing, ReviewFailed> {
        let ms = moves
            .iter()
            .enumerate()
            .map(|(i, m)| {
                G::own_move(*m)
                    .ok_or_else(|| ReviewFailed(format!("move {} belongs to another game", i + 1)))
            })
            .collect::<Result<Vec<_>, _>>()?;
        let job = Reviewer::new(start, &ms, budget).map_err(|e| ReviewFailed(e.to_string()))?;
        Ok(Reviewing(Box::new(job)))
    }

    /// Whether every position has been searched.
    pub fn is_done(&self) -> bool {
        self.0.is_done()
    }

    /// Searches the next position, with a transposition table borrowed from `tables` (waiting
    /// for one while all are in use) or, without a pool, a table of its own.
    pub fn step(&mut self, tables: Option<&TablePool>, stop: &AtomicBool) {
        self.0.step(tables, stop);
    }

    /// The review, once every position is searched.
    ///
    /// # Errors
    /// Positions left, or `stop` raised.
    pub fn finish(self, stop: &AtomicBool) -> Result<GameReview, ReviewFailed> {
        self.0.finish(stop)
    }
}

impl GameReview {
    /// The review `review` of a game of `G` from `start`, as the engine made it.
    pub fn new<G: Member>(start: G, review: &Review<G::Move>) -> GameReview {
        GameReview {
            start: G::wrap_position(start),
            review: map_moves(review, |m| Some(G::wrap_move(m)))
                .expect("wrapping a move always succeeds"),
        }
    }

    /// Reviews the game from `start` through `moves` at `budget` in one go on this thread
    /// (about `(moves + 1) × budget` of one core's time; `stop` ends it early with an error),
    /// each position with a transposition table of its own.
    ///
    /// # Errors
    /// A move of the other game or an illegal one, or the review stopped.
    pub fn analyse(
        start: Position,
        moves: &[Move],
        budget: Budget,
        stop: &AtomicBool,
    ) -> Result<GameReview, ReviewFailed> {
        let mut r = Reviewing::new(start, moves, budget)?;
        while !r.is_done() && !stop.load(std::sync::atomic::Ordering::Relaxed) {
            r.step(None, stop);
        }
        r.finish(stop)
    }

    /// The game.
    pub fn kind(&self) -> GameKind {
        self.start.kind()
    }

    /// The start position.
    pub fn start(&self) -> Position {
        self.start
    }

    /// Red's figures (`[0]`) and the other side's.
    pub fn sides(&self) -> &[SideSummary; 2] {
        &self.review.sides
    }

    /// Red's winning chances (−1..1) in every position, the start first (one more than there
    /// are moves): the evaluation graph's points.
    pub fn red_chances(&self) -> Vec<f64> {
        (0..self.review.evals.len())
            .map(|i| self.review.red_chances(i))
            .collect()
    }

    /// The mean depth the review's searches reached, in plies.
    pub fn mean_depth(&self) -> f64 {
        self.review.mean_depth
    }

    /// Every move's verdict, in order.
    pub fn verdicts(&self) -> Vec<Verdict> {
        self.review
            .moves
            .iter()
            .map(|m| Verdict {
                ply: m.ply,
                side: if m.red { Side::First } else { Side::Second },
                played: m.mv,
                class: m.class,
                better: m.best,
                before: m.before,
                drop: m.drop,
            })
            .collect()
    }

    /// The indices (into [`GameReview::verdicts`]) of the up to three worst moves the picture
    /// shows, in game order.
    pub fn worst(&self) -> Vec<usize> {
        self.review.worst(3)
    }

    /// The move at which the biggest swing happened (index into [`GameReview::verdicts`]).
    pub fn biggest_swing(&self) -> Option<usize> {
        self.review.biggest_swing()
    }
    /// The positions before each move and after the last, the start first.
    fn positions(&self) -> Vec<Position> {
        let mut pos = self.start();
        let mut out = vec![pos];
        for v in self.verdicts() {
            pos = pos.play(v.played);
            out.push(pos);
        }
        out
    }

    /// The picture's texts in `locale`: `names` of Red and the other side, the game's `result`
    /// if it is to be shown (e.g. `status-won`), moves written by `move_text`.
    pub fn text(
        &self,
        i18n: &I18n,
        locale: &str,
        names: &[String; 2],
        result: Option<Message>,
        move_text: &dyn Fn(&Position, Move) -> String,
    ) -> ReviewText {
        let f = |m: Message| i18n.format(locale, &m);
        let kind = self.kind();
        let title = match result {
            Some(r) => msg("review-title-result").msg("result", r),
            None => msg("review-title"),
        }
        .str("red", &names[0])
        .str("other", &names[1]);
        let sides = self.sides();
        let accuracy = [0, 1]
            .map(|s| f(msg("review-accuracy").num("percent", sides[s].accuracy.round() as i64)));
        let classes = Class::ALL.map(|c| f(Message::new(class_id(c))));
        let verdicts = self.verdicts();
        let positions = self.positions();
        let swing = self.biggest_swing().map_or(String::new(), |i| {
            f(msg("review-swing").num("number", move_number(&positions[i])))
        });
        let moments = self
            .worst()
            .into_iter()
            .map(|i| {
                let v = &verdicts[i];
                let pos = &positions[i];
                let played = format!("{}{}", move_text(pos, v.played), v.class.glyph());
                let line1 = f(msg("review-moment")
                    .num("number", move_number(pos))
                    .msg("side", games::side(kind, v.side))
                    .str("played", played));
                let line2 = v.better.map_or(String::new(), |b| {
                    let better = move_text(pos, b);
                    match forced_win(kind, v.before, v.side) {
                        Some(win) => f(msg("review-better-win")
                            .str("better", better)
                            .msg("win", win)),
                        None => f(msg("review-better").str("better", better)),
                    }
                });
                (line1, line2)
            })
            .collect();
        ReviewText {
            title: f(title),
            players: names.clone(),
            accuracy,
            classes,
            swing,
            moments,
            legend: [
                f(msg("review-legend-played")),
                f(msg("review-legend-better")),
            ],
            no_mistakes: f(msg("review-no-mistakes")),
            labels: games::of(kind).board_labels(i18n, locale),
        }
    }

    /// The picture as a PNG, with the texts of [`GameReview::text`].
    pub fn png(&self, text: &ReviewText) -> Vec<u8> {
        // `None` only for a move of another game, which `GameReview::new` never keeps.
        games::with_descriptor(self.kind(), ReviewPng { review: self, text }).unwrap_or_default()
    }

    /// The moves as a record with the review's annotations, numbered by move: each move as
    /// `move_text` writes it, followed by its glyph (`?!`, `?`, `??`) and, for a mistake or a
    /// blunder, the better move in braces (PGN's comment syntax), e.g.
    /// `12. Rat c3→c4?? {better: Lion d9→d8, den in 5}`.
    pub fn annotated(&self, move_text: &dyn Fn(&Position, Move) -> String) -> String {
        let verdicts = self.verdicts();
        let moves: Vec<Move> = verdicts.iter().map(|v| v.played).collect();
        crate::games::any::numbered(self.start(), &moves, &mut |i, pos, m| {
            let v = &verdicts[i];
            let mut out = format!("{}{}", move_text(pos, m), v.class.glyph());
            if v.class >= Class::Mistake
                && let Some(b) = v.better
            {
                let _ = write!(out, " {{better: {}", move_text(pos, b));
                if let Some(w) = review::forced_win_text(v.before, win_word(self.kind())) {
                    let _ = write!(out, ", {w}");
                }
                out.push('}');
            }
            out
        })
    }
}

/// A review as the store keeps it: everything but the moves and the start, which the game's
/// record has (moves as canonical text).
#[derive(serde::Serialize, serde::Deserialize)]
struct Stored {
    evals: Vec<Eval>,
    moves: Vec<StoredMove>,
    sides: [SideSummary; 2],
    scale: f64,
    mean_depth: f64,
}

#[derive(serde::Serialize, serde::Deserialize)]
struct StoredMove {
    drop: f64,
    accuracy: f64,
    class: Class,
    best: Option<String>,
}

fn store_review(r: &Review<Move>) -> Stored {
    Stored {
        evals: r.evals.clone(),
        moves: r
            .moves
            .iter()
            .map(|m| StoredMove {
                drop: m.drop,
                accuracy: m.accuracy,
                class: m.class,
                best: m.best.map(|b| b.to_string()),
            })
            .collect(),
        sides: r.sides.clone(),
        scale: r.scale,
        mean_depth: r.mean_depth,
    }
}

fn load_review(start: Position, moves: &[Move], s: Stored) -> Result<Review<Move>, String> {
    if s.moves.len() != moves.len() || s.evals.len() != moves.len() + 1 {
        return Err(format!(
            "the stored review has {} moves, the game {}",
            s.moves.len(),
            moves.len()
        ));
    }
    let kind = start.kind();
    let mut pos = start;
    let mut out = Vec::with_capacity(moves.len());
    for (i, (m, sm)) in moves.iter().zip(s.moves).enumerate() {
        if m.kind() != kind {
            return Err("the stored review belongs to another game".into());
        }
        let best = match sm.best {
            Some(t) => Some(
                Move::parse(kind, &t)
                    .map_err(|_| format!("stored better move {t:?} is not a move"))?,
            ),
            None => None,
        };
        out.push(MoveReview {
            ply: i + 1,
            mv: *m,
            red: pos.side_to_move() == Side::First,
            before: s.evals[i],
            after: s.evals[i + 1],
            drop: sm.drop,
            accuracy: sm.accuracy,
            class: sm.class,
            best,
        });
        pos = pos.play(*m);
    }
    Ok(Review {
        evals: s.evals,
        moves: out,
        sides: s.sides,
        scale: s.scale,
        mean_depth: s.mean_depth,
    })
}

impl GameReview {
    /// The review as text for the store (JSON without the moves and the start).
    pub fn to_stored(&self) -> String {
        serde_json::to_string(&store_review(&self.review)).unwrap_or_default()
    }

    /// A review read back from [`GameReview::to_stored`]'s text, for the game from `start`
    /// through `moves`.
    ///
    /// # Errors
    /// Text that is not such a review, or one of another game.
    pub fn from_stored(
        start: Position,
        moves: &[Move],
        text: &str,
    ) -> Result<GameReview, ReviewFailed> {
        let s: Stored = serde_json::from_str(text).map_err(|e| ReviewFailed(e.to_string()))?;
        Ok(GameReview {
            start,
            review: load_review(start, moves, s).map_err(ReviewFailed)?,
        })
    }
}

/// The message id of a class's name.
pub fn class_id(c: Class) -> &'static str {
    match c {
        Class::Best => "review-class-best",
        Class::Good => "review-class-good",
        Class::Inaccuracy => "review-class-inaccuracy",
        Class::Mistake => "review-class-mistake",
        Class::Blunder => "review-class-blunder",
    }
}

fn win_word(kind: GameKind) -> &'static str {
    games::of(kind).win_word()
}

/// "den in 5" / "mate in 3" when `eval` is a forced win for `side` (the better move keeps it).
fn forced_win(kind: GameKind, eval: Eval, side: Side) -> Option<Message> {
    match eval {
        Eval::Win { red, moves } if red == (side == Side::First) => {
            Some(msg(games::of(kind).names().win_in).num("moves", i64::from(moves)))
        }
        _ => None,
    }
}

fn move_number(pos: &Position) -> i64 {
    i64::from(pos.move_number())
}

/// The result of a game decided on the board (or by the rules), as the title shows it:
/// `status-won` with the winner's name from `names`, or `status-drawn`.
pub fn outcome_message(o: crate::games::any::Outcome, names: &[String; 2]) -> Message {
    const REASONS: [&str; 14] = [
        "den",
        "no-pieces",
        "no-moves",
        "resignation",
        "time",
        "abandoned",
        "repetition",
        "no-capture-limit",
        "agreement",
        "checkmate",
        "stalemate",
        "perpetual-check",
        "perpetual-chase",
        "unknown",
    ];
    const IDS: [&str; 14] = [
        "reason-den",
        "reason-no-pieces",
        "reason-no-moves",
        "reason-resignation",
        "reason-time",
        "reason-abandoned",
        "reason-repetition",
        "reason-no-capture-limit",
        "reason-agreement",
        "reason-checkmate",
        "reason-stalemate",
        "reason-perpetual-check",
        "reason-perpetual-chase",
        "reason-unknown",
    ];
    let code = o.reason_code();
    let reason = Message::new(
        REASONS
            .iter()
            .position(|r| *r == code)
            .map_or("reason-unknown", |i| IDS[i]),
    );
    match o.winner() {
        Some(w) => msg("status-won")
            .str("winner", &names[w.index()])
            .msg("reason", reason),
        None => msg("status-drawn").msg("reason", reason),
    }
}
