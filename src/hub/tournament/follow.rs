//! Following the running tournaments: each game's result recorded once, the games of a round
//! created, the next round paired once when the last game of a round ends, the end.

use std::time::Duration;

use tokio::sync::broadcast::error::RecvError;

use super::*;
use crate::games::any::Side;
use crate::store::PairingResult;
use crate::store::types::{Ending, GameId, Seat};

/// The result of a pairing whose game ended with `e` (the first seat is Red).
fn result_of(e: &Ending) -> PairingResult {
    if e.no_result() {
        return PairingResult::DoubleForfeit;
    }
    match e.winner {
        Some(Side::First) => PairingResult::FirstWins,
        Some(Side::Second) => PairingResult::SecondWins,
        None => PairingResult::Draw,
    }
}

/// A pairing's result as the standings write it: `1-0`, `½-½`, `+/-` …
fn score_text(r: PairingResult) -> &'static str {
    match r {
        PairingResult::FirstWins => "1-0",
        PairingResult::SecondWins => "0-1",
        PairingResult::Draw => "½-½",
        PairingResult::FirstByForfeit => "+/-",
        PairingResult::SecondByForfeit => "-/+",
        PairingResult::DoubleForfeit => "-/-",
        PairingResult::Bye | PairingResult::SitsOut => "",
    }
}

impl Tournaments {
    /// Follows every running tournament of the servers this process owns: a pass of
    /// [`Tournaments::sync`] at once, at each game end the hub reports and every `poll` (for
    /// the games other processes end), its replies sent to the events. Stopped by
    /// [`Tournaments::stop`] or when the last clone is dropped.
    pub fn follow(&self, poll: Duration) {
        let weak = Arc::downgrade(&self.inner);
        let mut changes = self.inner.hub.subscribe_changes();
        let task = tokio::spawn(async move {
            loop {
                let Some(inner) = weak.upgrade() else { break };
                let me = Tournaments { inner };
                let replies = me.sync().await;
                for r in replies {
                    let _ = me.inner.events.send(r);
                }
                drop(me);
                let deadline = tokio::time::sleep(poll);
                tokio::pin!(deadline);
                loop {
                    tokio::select! {
                        c = changes.recv() => match c {
                            Ok(c) if !c.ended => continue,
                            Err(RecvError::Closed) => return,
                            _ => break,
                        },
                        _ = &mut deadline => break,
                    }
                }
            }
        });
        let old = self
            .inner
            .task
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .replace(task);
        if let Some(t) = old {
            t.abort();
        }
    }

    /// Stops [`Tournaments::follow`].
    pub fn stop(&self) {
        let t = self
            .inner
            .task
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .take();
        if let Some(t) = t {
            t.abort();
        }
    }

    /// One pass over the running tournaments of the servers this process owns: records the
    /// results of their games that ended, creates the games missing, pairs each round whose
    /// games all have their results, finishes those past their last round. What it says goes
    /// to each tournament's channel (and the games' own). A store failure leaves a tournament
    /// for the next pass.
    pub async fn sync(&self) -> Vec<Reply> {
        let _pass = self.inner.pass.lock().await;
        let live = match self.inner.store.live_tournaments().await {
            Ok(v) => v,
            Err(e) => {
                eprintln!("qibot: cannot read the tournaments: {e}");
                return Vec::new();
            }
        };
        let owner = &self.inner.hub.config().owner;
        let mut out = Vec::new();
        for t in live {
            if t.state != TournamentState::Running || !owner.owns(&t.server) {
                continue;
            }
            let id = t.id;
            if let Err(e) = self.advance(t, &mut out).await {
                eprintln!("qibot: tournament {id}: {e}");
            }
        }
        out
    }

    /// Moves running tournament `t` on as far as its games allow, adding what it says to
    /// `out`.
    async fn advance(
        &self,
        mut t: TournamentRecord,
        out: &mut Vec<Reply>,
    ) -> Result<(), StoreError> {
        let store = &self.inner.store;
        let players = store.tournament_players(t.id).await?;
        // Each turn records, pairs or finishes; a round decided at once (byes, forfeits)
        // goes on to the next.
        for _ in 0..=MAX_ROUNDS + 1 {
            let pairings = store.tournament_pairings(t.id).await?;
            let mut waiting = false;
            let mut recorded = false;
            for p in pairings.iter().filter(|p| p.round == t.current_round) {
                if p.result.is_some() {
                    continue;
                }
                match p.game {
                    None => {
                        out.extend(self.create_game(&t, &players, p).await?);
                        waiting = true;
                    }
                    Some(g) => match self.ended(g).await? {
                        Some(r) => {
                            if store
                                .record_pairing_result(t.id, p.round, p.board, r)
                                .await?
                            {
                                out.push(self.result_reply(&t, &players, p, r));
                            }
                            recorded = true;
                        }
                        None => waiting = true,
                    },
                }
            }
            if waiting {
                return Ok(());
            }
            if recorded {
                continue;
            }
            let rounds = if t.current_round == 0 {
                rounds::rounds_for(&t, players.len())
            } else {
                t.rounds
            };
            if t.current_round >= rounds {
                if (store.set_tournament_state(
                    t.id,
                    TournamentState::Running,
                    TournamentState::Finished,
                ))
                .await?
                {
                    t.state = TournamentState::Finished;
                    out.push(self.finished_reply(&t, &players, &pairings));
                }
                return Ok(());
            }
            let next = match rounds::next_round(
                &TournamentRecord {
                    rounds,
                    ..t.clone()
                },
                &players,
                &pairings,
            ) {
                Ok(n) => n,
                Err(e) => {
                    out.push(Reply::channel(
                        &t.channel,
                        &self.locale(&t.server),
                        msg("tournament-cannot-pair")
                            .str("name", &t.name)
                            .num("round", t.current_round + 1)
                            .str("detail", e.to_string()),
                    ));
                    return Ok(());
                }
            };
            let round = t.current_round + 1;
            if !store.pair_round(t.id, round, rounds, &next).await? {
                // Another process paired it: it creates the games.
                return Ok(());
            }
            t.current_round = round;
            t.rounds = rounds;
            out.push(self.round_reply(&t, &players, &next));
        }
        Ok(())
    }

    /// How game `g` ended, if it did (a game gone from the store counts as no result).
    async fn ended(&self, g: GameId) -> Result<Option<PairingResult>, StoreError> {
        Ok(match self.inner.store.game(g).await? {
            Some(v) => v.record.state.ending.as_ref().map(result_of),
            None => Some(PairingResult::DoubleForfeit),
        })
    }

    /// Creates the game of pairing `p` (or links the one already started in its channel).
    async fn create_game(
        &self,
        t: &TournamentRecord,
        players: &[TournamentPlayer],
        p: &PairingRecord,
    ) -> Result<Vec<Reply>, StoreError> {
        let hub = &self.inner.hub;
        let member = |id: &str| {
            players
                .iter()
                .find(|q| q.member.id == id)
                .map(|q| q.member.clone())
        };
        let (Some(first), Some(second)) = (member(&p.first), p.second.as_deref().and_then(member))
        else {
            return Ok(Vec::new());
        };
        let channel = match self.inner.places.place(t, p.round, p.board).await {
            Ok(c) => c,
            Err(m) => {
                eprintln!(
                    "qibot: tournament {} has no place for board {}: {}",
                    t.id, p.board, m.id
                );
                return Ok(Vec::new());
            }
        };
        let seats = [Seat::Member(first.clone()), Seat::Member(second.clone())];
        // Started before a restart (or by another process) but not linked yet.
        if let Some(g) = hub.game_in(&channel).await
            && g.seats == seats
        {
            self.inner
                .store
                .set_pairing_game(t.id, p.round, p.board, g.id)
                .await?;
            return Ok(Vec::new());
        }
        let (Ok(rules), Ok(time)) = (
            Rules::parse(t.game_kind, &t.rules),
            TimeControl::parse_stored(&t.time_control),
        ) else {
            eprintln!(
                "qibot: tournament {} has rules or a time control that cannot be read",
                t.id
            );
            return Ok(Vec::new());
        };
        match hub
            .start_arranged(&t.server, &channel, seats, t.rated, rules, time)
            .await
        {
            Ok((id, replies)) => {
                if !(self.inner.store)
                    .set_pairing_game(t.id, p.round, p.board, id)
                    .await?
                {
                    eprintln!(
                        "qibot: tournament {} board {} already had a game (game {id} is extra)",
                        t.id, p.board
                    );
                }
                Ok(replies)
            }
            Err(m) => {
                eprintln!(
                    "qibot: tournament {} cannot start board {} of round {} yet: {}",
                    t.id, p.board, p.round, m.id
                );
                Ok(Vec::new())
            }
        }
    }

    fn name_of(players: &[TournamentPlayer], id: &str) -> String {
        players
            .iter()
            .find(|p| p.member.id == id)
            .map_or_else(|| id.to_string(), |p| p.member.name.clone())
    }

    /// A board of a round: the pairing, the bye, or a result known at once.
    fn board_line(players: &[TournamentPlayer], p: &PairingRecord) -> Message {
        let first = Self::name_of(players, &p.first);
        match (&p.second, p.result) {
            (None, Some(PairingResult::SitsOut)) => msg("tournament-sits-out").str("player", first),
            (None, _) => msg("tournament-bye").str("player", first),
            (Some(s), r) => {
                let m = msg(if r.is_some() {
                    "tournament-board-decided"
                } else {
                    "tournament-board"
                });
                m.num("board", p.board)
                    .str("first", first)
                    .str("second", Self::name_of(players, s))
                    .str("score", r.map_or("", score_text))
            }
        }
    }

    fn round_reply(
        &self,
        t: &TournamentRecord,
        players: &[TournamentPlayer],
        next: &[PairingRecord],
    ) -> Reply {
        let boards = next
            .iter()
            .map(|p| Arg::Msg(Box::new(Self::board_line(players, p))))
            .collect();
        let m = msg("tournament-round")
            .str("name", &t.name)
            .num("round", t.current_round)
            .num("rounds", t.rounds)
            .lines("boards", boards);
        Reply::channel(&t.channel, &self.locale(&t.server), m)
    }

    fn result_reply(
        &self,
        t: &TournamentRecord,
        players: &[TournamentPlayer],
        p: &PairingRecord,
        r: PairingResult,
    ) -> Reply {
        let m = msg("tournament-result")
            .str("name", &t.name)
            .num("round", p.round)
            .num("board", p.board)
            .str("first", Self::name_of(players, &p.first))
            .str(
                "second",
                p.second
                    .as_deref()
                    .map_or_else(String::new, |s| Self::name_of(players, s)),
            )
            .str("score", score_text(r));
        Reply::channel(&t.channel, &self.locale(&t.server), m)
    }

    fn finished_reply(
        &self,
        t: &TournamentRecord,
        players: &[TournamentPlayer],
        pairings: &[PairingRecord],
    ) -> Reply {
        let lines = standings(t, players, pairings);
        let winners: Vec<Arg> = lines
            .iter()
            .filter(|s| s.rank == 1)
            .map(|s| Arg::Str(s.player.member.name.clone()))
            .collect();
        let points = lines.first().map_or(0, |s| s.tie_breaks.points);
        let m = msg("tournament-finished")
            .str("name", &t.name)
            .list("winners", winners)
            .str("points", points_text(points))
            .msg("standings", standings_message(t, &lines));
        Reply::channel(&t.channel, &self.locale(&t.server), m)
    }
}
