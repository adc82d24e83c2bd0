//! A hosted game: the rules' [`Game`] plus seats, time control, clocks and pending offers.
//! Pure state: no I/O, time passed in as Unix milliseconds.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use crate::engine::Level;
use crate::games::any::{Game, GameKind, IllegalMove, Move, Position, Rules, Side};

use crate::store::types::{ChannelId, EndReason, Ending, GameId, Seat, ServerId, TimeControl};
use crate::store::{GameRecord, GameState, Versioned};

/// A game being hosted.
#[derive(Clone)]
pub struct Table {
    /// The game's number.
    pub id: GameId,
    /// Where.
    pub server: ServerId,
    /// The channel.
    pub channel: ChannelId,
    /// The seats of Red and of Blue (Jungle) or Black (Xiangqi).
    pub seats: [Seat; 2],
    /// Whether the result counts for ratings.
    pub rated: bool,
    /// The time control.
    pub time: TimeControl,
    /// The game record and position.
    pub game: Game,
    /// Clocks, standing offers and the end (the stored record's own [`GameState`]).
    pub state: GameState,
    /// Grows with every change, so a bot search started earlier can tell it is stale.
    pub version: u64,
    /// The store's version of the row this table was read or last written at: the next write
    /// succeeds only over it (another process may have written since).
    pub stored_version: i64,
    /// The stop flag of the bot search in flight, if any.
    pub bot_search: Option<Arc<AtomicBool>>,
}

impl Table {
    /// A new game from the start position of `rules`.
    #[allow(clippy::too_many_arguments)] // one argument a stored column; a builder would only rename them
    pub fn new(
        id: GameId,
        server: ServerId,
        channel: ChannelId,
        seats: [Seat; 2],
        rated: bool,
        rules: Rules,
        time: TimeControl,
        now: i64,
    ) -> Table {
        let initial = match time {
            TimeControl::Clock { initial_ms, .. } => initial_ms,
            _ => 0,
        };
        Table {
            id,
            server,
            channel,
            seats,
            rated,
            time,
            game: Game::new(Position::startpos(rules)),
            state: GameState {
                clock_ms: [initial; 2],
                turn_started_ms: now,
                draw_offer: None,
                takeback_offer: None,
                created_ms: now,
                ending: None,
                finished_ms: None,
                rating_changes: None,
            },
            version: 0,
            stored_version: 1,
            bot_search: None,
        }
    }

    /// Rebuilds a table from its stored record.
    ///
    /// # Errors
    /// What in the record cannot be read (bad rules, FEN, time control or an illegal move).
    pub fn from_record(r: &GameRecord) -> Result<Table, String> {
        let rules =
            Rules::parse(r.game_kind, &r.rules).map_err(|e| format!("game {}: {e}", r.id))?;
        let time = TimeControl::parse_stored(&r.time_control)
            .map_err(|e| format!("game {}: {e}", r.id))?;
        let start =
            Position::from_fen(&r.start_fen, rules).map_err(|e| format!("game {}: {e}", r.id))?;
        let game = Game::replay(start, &r.moves)
            .map_err(|(i, e)| format!("game {}: move {} is illegal: {e}", r.id, i + 1))?;
        Ok(Table {
            id: r.id,
            server: r.server.clone(),
            channel: r.channel.clone(),
            seats: r.seats.clone(),
            rated: r.rated,
            time,
            game,
            state: r.state.clone(),
            version: 0,
            stored_version: 1,
            bot_search: None,
        })
    }

    /// The stored form.
    /// [`Table::from_record`] of a stored row, remembering the version it was read at.
    ///
    /// # Errors
    /// As [`Table::from_record`].
    pub fn from_versioned(r: &Versioned<GameRecord>) -> Result<Table, String> {
        let mut t = Table::from_record(&r.record)?;
        t.stored_version = r.version;
        Ok(t)
    }

    /// The game as a store row.
    pub fn record(&self) -> GameRecord {
        GameRecord {
            id: self.id,
            server: self.server.clone(),
            channel: self.channel.clone(),
            game_kind: self.kind(),
            seats: self.seats.clone(),
            rated: self.rated,
            rules: self.rules().to_string(),
            time_control: self.time.to_string(),
            start_fen: self.game.start().fen(),
            moves: self.game.moves(),
            state: self.state.clone(),
        }
    }

    /// The game played.
    pub fn kind(&self) -> GameKind {
        self.game.kind()
    }

    /// The rules in force.
    pub fn rules(&self) -> Rules {
        self.game.start().rules()
    }

    /// The current position.
    pub fn position(&self) -> Position {
        self.game.position()
    }

    /// The side to move.
    pub fn to_move(&self) -> Side {
        self.position().side_to_move()
    }

    /// The seat of `side`.
    pub fn seat(&self, side: Side) -> &Seat {
        &self.seats[side.index()]
    }

    /// The side `user` plays, if they play here.
    pub fn side_of(&self, user: &str) -> Option<Side> {
        Side::ALL
            .into_iter()
            .find(|s| self.seat(*s).member().is_some_and(|p| p.id == user))
    }

    /// The bot's side and level, if the bot plays here.
    pub fn bot(&self) -> Option<(Side, Level)> {
        Side::ALL.into_iter().find_map(|s| match self.seat(s) {
            Seat::Bot(l) => Some((s, *l)),
            Seat::Member(_) => None,
        })
    }

    /// Whether the bot is to move in an unfinished game.
    pub fn bot_to_move(&self) -> bool {
        self.state.ending.is_none() && self.seat(self.to_move()).is_bot()
    }

    /// The last move played.
    pub fn last_move(&self) -> Option<Move> {
        self.game.last_move()
    }

    /// Whether the last move captured a piece: the position before it is replayed from the start
    /// (a few hundred plies at most, only when a board is drawn).
    pub fn last_move_captured(&self) -> bool {
        match (self.game.position_before_last(), self.game.last_move()) {
            (Some(before), Some(last)) => before.is_capture(last),
            _ => false,
        }
    }

    /// The clock time `side` has left at `now`, in ms (game clocks only; `None` otherwise).
    pub fn clock_left(&self, side: Side, now: i64) -> Option<i64> {
        match self.time {
            TimeControl::Clock { .. } => {
                let mut t = self.state.clock_ms[side.index()];
                if side == self.to_move()
                    && self.state.ending.is_none()
                    && !self.seat(side).is_bot()
                {
                    t -= now - self.state.turn_started_ms;
                }
                Some(t.max(0))
            }
            _ => None,
        }
    }

    /// When the game ends by itself unless the side to move moves, and why: its clock runs out
    /// or it is absent for `abandon_ms` (0 = never). The bot has no clock.
    pub fn deadline(&self, abandon_ms: i64) -> Option<(i64, EndReason)> {
        if self.state.ending.is_some() || self.seat(self.to_move()).is_bot() {
            return None;
        }
        let clock = match self.time {
            TimeControl::None => None,
            TimeControl::PerMove { limit_ms } => Some(self.state.turn_started_ms + limit_ms),
            TimeControl::Clock { .. } => {
                Some(self.state.turn_started_ms + self.state.clock_ms[self.to_move().index()])
            }
        };
        let abandon = (abandon_ms > 0).then(|| self.state.turn_started_ms + abandon_ms);
        match (clock, abandon) {
            (Some(c), Some(a)) if a < c => Some((a, EndReason::Abandoned)),
            (Some(c), _) => Some((c, EndReason::Time)),
            (None, Some(a)) => Some((a, EndReason::Abandoned)),
            (None, None) => None,
        }
    }

    /// The ending due at `now` by time or abandonment, if the deadline has passed.
    pub fn overdue(&self, now: i64, abandon_ms: i64) -> Option<Ending> {
        let (at, reason) = self.deadline(abandon_ms)?;
        (now >= at).then(|| Ending::win(!self.to_move(), reason))
    }

    /// Plays the legal move `m` for the side to move at `now`: charges its clock (plus
    /// increment), lapses a draw offer by the other side and any takeback request. Returns the
    /// ending if the board decided the game.
    pub fn play(&mut self, m: Move, now: i64) -> Result<Option<Ending>, IllegalMove> {
        let mover = self.to_move();
        let outcome = self.game.play(m)?;
        let increment = match self.time {
            TimeControl::Clock { increment_ms, .. } if !self.seat(mover).is_bot() => {
                Some(increment_ms)
            }
            _ => None,
        };
        if let Some(inc) = increment {
            let i = mover.index();
            self.state.clock_ms[i] =
                self.state.clock_ms[i] - (now - self.state.turn_started_ms) + inc;
        }
        self.state.turn_started_ms = now;
        if self.state.draw_offer.is_some_and(|s| s != mover) {
            self.state.draw_offer = None;
        }
        self.state.takeback_offer = None;
        self.version += 1;
        let ending = outcome.map(Ending::from);
        if let Some(e) = ending {
            self.finish(e, now);
        }
        Ok(ending)
    }

    /// Ends an unfinished game that has reached `max_plies` plies in a draw by the move limit
    /// (the hub's longest game); returns that ending.
    pub fn limit_plies(&mut self, max_plies: usize, now: i64) -> Option<Ending> {
        if self.state.ending.is_some() || self.game.ply_count() < max_plies {
            return None;
        }
        let e = Ending::draw(EndReason::MoveLimit);
        self.finish(e, now);
        Some(e)
    }

    /// Ends the game (no-op if already over) and stops a bot search.
    pub fn finish(&mut self, e: Ending, now: i64) {
        if self.state.ending.is_some() {
            return;
        }
        if let TimeControl::Clock { .. } = self.time {
            let side = self.to_move();
            if !self.seat(side).is_bot() {
                let i = side.index();
                self.state.clock_ms[i] =
                    (self.state.clock_ms[i] - (now - self.state.turn_started_ms)).max(0);
            }
        }
        // A game ended without a result (aborted, unseen) is kept as unrated: it counted for
        // nothing.
        if e.no_result() {
            self.rated = false;
        }
        self.state.ending = Some(e);
        self.state.finished_ms = Some(now);
        self.state.draw_offer = None;
        self.state.takeback_offer = None;
        self.version += 1;
        self.stop_bot();
    }

    /// Takes back `n` plies; the side then to move starts a fresh turn. `false` (and no
    /// change) if fewer were played.
    pub fn undo(&mut self, n: usize, now: i64) -> bool {
        if n == 0 || !self.game.undo(n) {
            return false;
        }
        self.state.turn_started_ms = now;
        self.state.draw_offer = None;
        self.state.takeback_offer = None;
        self.version += 1;
        self.stop_bot();
        true
    }

    /// A copy to restore if a commit fails.
    pub fn clone_state(&self) -> Table {
        self.clone()
    }

    /// Puts back a copy made by [`Table::clone_state`].
    pub fn restore_state(&mut self, before: Table) {
        *self = before;
    }

    /// Raises the stop flag of a bot search in flight.
    pub fn stop_bot(&mut self) {
        if let Some(f) = self.bot_search.take() {
            f.store(true, Ordering::Relaxed);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::types::Player;

    /// The first legal move of `t`'s position (the clocks and offers do not care which).
    fn first(t: &Table) -> Move {
        t.position().legal_moves()[0]
    }

    fn table(kind: GameKind, time: TimeControl) -> Table {
        Table::new(
            1,
            "s".into(),
            "c".into(),
            [
                Seat::Member(Player::new("a", "Ann")),
                Seat::Member(Player::new("b", "Bob")),
            ],
            false,
            Rules::default_for(kind),
            time,
            1000,
        )
    }

    #[test]
    fn game_clock_with_increment() {
        for kind in GameKind::ALL {
            clock_with_increment(kind);
        }
    }

    fn clock_with_increment(kind: GameKind) {
        let mut t = table(
            kind,
            TimeControl::Clock {
                initial_ms: 60_000,
                increment_ms: 2_000,
            },
        );
        assert_eq!(t.deadline(0), Some((61_000, EndReason::Time)));
        t.play(first(&t), 11_000).unwrap();
        assert_eq!(t.state.clock_ms, [52_000, 60_000]);
        assert_eq!(t.clock_left(Side::Second, 21_000), Some(50_000));
        assert_eq!(t.deadline(0), Some((71_000, EndReason::Time)));
        assert_eq!(t.deadline(5_000), Some((16_000, EndReason::Abandoned)));
        assert_eq!(t.overdue(70_999, 0), None);
        assert_eq!(
            t.overdue(71_000, 0),
            Some(Ending::win(Side::First, EndReason::Time))
        );
        let back = Table::from_record(&t.record()).unwrap();
        assert_eq!(back.record(), t.record());
    }

    #[test]
    fn offers_lapse_and_undo() {
        for kind in GameKind::ALL {
            offers_lapse_and_undo_in(kind);
        }
    }

    fn offers_lapse_and_undo_in(kind: GameKind) {
        let mut t = table(kind, TimeControl::PerMove { limit_ms: 5_000 });
        t.state.draw_offer = Some(Side::First);
        t.play(first(&t), 2000).unwrap();
        assert_eq!(
            t.state.draw_offer,
            Some(Side::First),
            "stands while the opponent thinks"
        );
        assert_eq!(t.deadline(0), Some((7000, EndReason::Time)));
        t.play(first(&t), 3000).unwrap();
        assert_eq!(t.state.draw_offer, None, "lapses after the opponent's move");
        assert!(!t.undo(3, 4000));
        assert_eq!(t.game.ply_count(), 2);
        assert!(t.undo(2, 4000));
        assert_eq!(t.game.ply_count(), 0);
        assert_eq!(t.state.turn_started_ms, 4000);
    }
}
