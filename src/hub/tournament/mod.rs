//! Tournaments (issue 63): round robins (single and double, FIDE Berger tables) and Swiss
//! tournaments (FIDE Dutch system), a capability beside the sessions. It keeps its own records
//! in the store (`tournaments`, `tournament_players`, `tournament_pairings`), creates each
//! pairing's game through [`Hub::start_arranged`] and follows the games through
//! [`Hub::subscribe_changes`] and the stored games; it never reaches into the hub's tables.
//!
//! Exactly once, however many processes share the database:
//! - a round is paired by one conditional write ([`Store::pair_round`] moves the current round
//!   on only from the round before), so of every process pairing it one stores its pairings and
//!   creates its games; the others see the round paired and do nothing;
//! - a game's result reaches its pairing once ([`Store::record_pairing_result`] writes only a
//!   pairing with no result), so the standings count it once;
//! - a pairing's game is created in a channel of its own ([`Places`]), which holds one active
//!   game at a time across processes (the store refuses a second), and linked to the pairing
//!   by a write that only sets a missing game.
//!
//! After a restart, [`Tournaments::sync`] (also run by [`Tournaments::follow`] on every game
//! end and every poll) finds where each running tournament stands in the store: it records
//! the results of games that ended, creates the games of pairings that have none (linking a
//! game already started in the pairing's channel), and pairs the next round when every game of
//! the round has its result.

mod follow;
pub mod rounds;

pub use rounds::{Standing, standings, to_trf};

use std::sync::{Arc, Mutex};

use async_trait::async_trait;
use tokio::sync::mpsc;

use crate::games::any::Rules;
use crate::store::types::{ChannelId, Player, TimeControl};
use crate::store::{
    PairingRecord, Store, StoreError, TournamentFormat, TournamentId, TournamentPlayer,
    TournamentRecord, TournamentState,
};
use crate::text::{Arg, Message, msg};

use super::commands::{Command, Ctx};
use super::games;
use super::host::{Events, Hub, now_ms};
use super::reply::Reply;

/// The most rounds a Swiss tournament may have.
pub const MAX_ROUNDS: i64 = 30;
/// The most players a tournament takes.
pub const MAX_PLAYERS: usize = 200;
/// The longest name of a tournament, in characters.
pub const MAX_NAME: usize = 80;

/// Where the game of each pairing is played: a channel (or thread) of its own, since a channel
/// holds one game. A Discord front-end opens a thread; [`SubChannels`] names one.
#[async_trait]
pub trait Places: Send + Sync {
    /// The channel of board `board` of round `round` of `t`. Called again for the same board
    /// after a restart, it must give the same channel (the game found there is the board's).
    ///
    /// # Errors
    /// Why no channel can be had (the pairing then waits for the next pass).
    async fn place(
        &self,
        t: &TournamentRecord,
        round: i64,
        board: i64,
    ) -> Result<ChannelId, Message>;
}

/// Places every game in a channel named after the tournament's: `<channel>/t<id>-r<round>-b<board>`.
pub struct SubChannels;

#[async_trait]
impl Places for SubChannels {
    async fn place(
        &self,
        t: &TournamentRecord,
        round: i64,
        board: i64,
    ) -> Result<ChannelId, Message> {
        Ok(format!("{}/t{}-r{round}-b{board}", t.channel, t.id))
    }
}

/// What the organiser sets when creating a tournament.
#[derive(Clone, Debug, PartialEq)]
pub struct Settings {
    /// Its name (1 to [`MAX_NAME`] characters).
    pub name: String,
    /// The game and its rules.
    pub rules: Rules,
    /// Every game's time control.
    pub time: TimeControl,
    /// Whether the games change ratings.
    pub rated: bool,
    /// How it is paired.
    pub format: TournamentFormat,
    /// A Swiss tournament's rounds (1 to [`MAX_ROUNDS`]); a round robin's come from the
    /// number of players at the start.
    pub rounds: i64,
}

/// What a command answers: the replies, or why it was refused (nothing changed then).
pub type Replies = Result<Vec<Reply>, Message>;

/// The tournaments of one hub. Cheap to clone.
#[derive(Clone)]
pub struct Tournaments {
    inner: Arc<Inner>,
}

struct Inner {
    hub: Hub,
    store: Arc<dyn Store>,
    places: Arc<dyn Places>,
    events: mpsc::UnboundedSender<Reply>,
    /// One pass over the running tournaments at a time in this process (other processes are
    /// kept apart by the store's conditional writes).
    pass: tokio::sync::Mutex<()>,
    task: Mutex<Option<tokio::task::JoinHandle<()>>>,
}

impl Drop for Inner {
    fn drop(&mut self) {
        if let Some(t) = self.task.get_mut().ok().and_then(Option::take) {
            t.abort();
        }
    }
}

/// The message id of a format's name.
pub fn format_name(f: TournamentFormat) -> Message {
    msg(match f {
        TournamentFormat::RoundRobin => "tournament-format-round-robin",
        TournamentFormat::DoubleRoundRobin => "tournament-format-double-round-robin",
        TournamentFormat::Swiss => "tournament-format-swiss",
    })
}

/// Half points as the standings show them: `3`, `2.5`.
pub fn points_text(half: u32) -> String {
    if half.is_multiple_of(2) {
        (half / 2).to_string()
    } else {
        format!("{}.5", half / 2)
    }
}

impl Tournaments {
    /// The tournaments of `hub`, kept in `store` (the hub's), each game placed by `places`.
    /// The replies of what happens without a command (a round paired after a game ended, the
    /// end) come out of the returned [`Events`] once [`Tournaments::follow`] runs.
    pub fn new(hub: Hub, store: Arc<dyn Store>, places: Arc<dyn Places>) -> (Tournaments, Events) {
        let (tx, rx) = mpsc::unbounded_channel();
        let inner = Inner {
            hub,
            store,
            places,
            events: tx,
            pass: tokio::sync::Mutex::new(()),
            task: Mutex::new(None),
        };
        (
            Tournaments {
                inner: Arc::new(inner),
            },
            rx,
        )
    }

    fn locale(&self, server: &str) -> String {
        self.inner.hub.public_locale(server)
    }

    /// `m` said in `ctx`'s channel, in its server's language.
    fn said(&self, ctx: &Ctx, m: Message) -> Reply {
        Reply::channel(&ctx.channel, &self.locale(&ctx.server), m)
    }

    /// [`Tournaments::read`], refused with `refusal` (which names the tournament) unless it is
    /// in `state`.
    async fn read_in(
        &self,
        ctx: &Ctx,
        id: TournamentId,
        state: TournamentState,
        refusal: &'static str,
    ) -> Result<TournamentRecord, Message> {
        let t = self.read(ctx, id).await?;
        if t.state != state {
            return Err(msg(refusal).str("name", &t.name));
        }
        Ok(t)
    }

    /// Tournament `id` of `ctx`'s server.
    async fn read(&self, ctx: &Ctx, id: TournamentId) -> Result<TournamentRecord, Message> {
        match self.inner.store.tournament(id).await? {
            Some(t) if t.server == ctx.server => Ok(t),
            _ => Err(msg("tournament-not-found").num("id", id)),
        }
    }

    /// Creates a tournament in `ctx`'s channel, organised by `ctx.user`, open for entries.
    ///
    /// # Errors
    /// `tournament-bad-name` for an empty or too long name, `tournament-bad-rounds` for a
    /// Swiss tournament's rounds outside 1 to [`MAX_ROUNDS`]; `store-failed`.
    pub async fn create(&self, ctx: &Ctx, s: Settings) -> Replies {
        let name = s.name.trim().to_string();
        let chars = name.chars().count();
        if chars == 0 || chars > MAX_NAME {
            return Err(msg("tournament-bad-name").num("max", MAX_NAME as i64));
        }
        if s.format == TournamentFormat::Swiss && !(1..=MAX_ROUNDS).contains(&s.rounds) {
            return Err(msg("tournament-bad-rounds")
                .num("rounds", s.rounds)
                .num("max", MAX_ROUNDS));
        }
        let mut t = TournamentRecord {
            id: 0,
            server: ctx.server.clone(),
            channel: ctx.channel.clone(),
            name,
            game_kind: s.rules.kind(),
            rules: s.rules.to_string(),
            time_control: s.time.to_string(),
            rated: s.rated,
            format: s.format,
            rounds: if s.format == TournamentFormat::Swiss {
                s.rounds
            } else {
                0
            },
            state: TournamentState::Open,
            organiser: ctx.user.clone(),
            created_ms: now_ms(),
            current_round: 0,
        };
        t.id = self.inner.store.insert_tournament(&t).await?;
        let m = msg("tournament-created")
            .num("id", t.id)
            .str("name", &t.name)
            .msg("kind", games::name(t.game_kind))
            .msg("format", format_name(t.format))
            .num("rounds", t.rounds)
            .str("time", &t.time_control)
            .msg("rated", msg(if t.rated { "rated-yes" } else { "rated-no" }))
            .str("organiser", &t.organiser.name);
        Ok(vec![self.said(ctx, m)])
    }

    /// Enters `ctx.user` in open tournament `id`, at their rating in its game (1500 unrated).
    ///
    /// # Errors
    /// `tournament-not-found`, `tournament-not-open`, `tournament-already-joined`,
    /// `tournament-full`; `store-failed`.
    pub async fn join(&self, ctx: &Ctx, id: TournamentId) -> Replies {
        let t = self
            .read_in(ctx, id, TournamentState::Open, "tournament-not-open")
            .await?;
        let players = self.inner.store.tournament_players(id).await?;
        if players.iter().any(|p| p.member.id == ctx.user.id) {
            return Err(msg("tournament-already-joined").str("name", &t.name));
        }
        if players.len() >= MAX_PLAYERS {
            return Err(msg("tournament-full").num("max", MAX_PLAYERS as i64));
        }
        let kind = t.game_kind.to_string();
        let rating = (self.inner.store)
            .rating(&t.server, &kind, &ctx.user.id)
            .await?
            .map_or(1500.0, |r| r.rating);
        let p = TournamentPlayer {
            tournament: id,
            member: Player::new(ctx.user.id.clone(), ctx.user.name.clone()),
            rating: rating.round() as i64,
            joined_ms: now_ms(),
            withdrawn: false,
        };
        match self.inner.store.add_tournament_player(&p).await {
            Ok(()) => {}
            // Started meanwhile, or joined twice at once.
            Err(StoreError::Conflict { .. }) => {
                return Err(msg("tournament-not-open").str("name", &t.name));
            }
            Err(e) => return Err(e.into()),
        }
        let m = msg("tournament-joined")
            .str("name", &t.name)
            .str("player", &p.member.name)
            .num("count", players.len() as i64 + 1);
        Ok(vec![self.said(ctx, m)])
    }

    /// Takes `ctx.user`'s entry back from open tournament `id`.
    ///
    /// # Errors
    /// `tournament-not-found`, `tournament-not-open` (started: withdraw instead),
    /// `tournament-not-joined`; `store-failed`.
    pub async fn leave(&self, ctx: &Ctx, id: TournamentId) -> Replies {
        let t = self
            .read_in(ctx, id, TournamentState::Open, "tournament-not-open")
            .await?;
        match self
            .inner
            .store
            .remove_tournament_player(id, &ctx.user.id)
            .await
        {
            Ok(()) => {}
            Err(StoreError::NotFound { .. }) => {
                return Err(msg("tournament-not-joined").str("name", &t.name));
            }
            Err(e) => return Err(e.into()),
        }
        let m = msg("tournament-left")
            .str("name", &t.name)
            .str("player", &ctx.user.name);
        Ok(vec![self.said(ctx, m)])
    }

    /// Withdraws `ctx.user` from running tournament `id`: paired no more, results kept; a game
    /// of theirs in the current round is resigned.
    ///
    /// # Errors
    /// `tournament-not-found`, `tournament-not-running`, `tournament-not-joined`;
    /// `store-failed`.
    pub async fn withdraw(&self, ctx: &Ctx, id: TournamentId) -> Replies {
        let t = self
            .read_in(ctx, id, TournamentState::Running, "tournament-not-running")
            .await?;
        match (self.inner.store)
            .withdraw_tournament_player(id, &ctx.user.id)
            .await
        {
            Ok(()) => {}
            Err(StoreError::NotFound { .. }) => {
                return Err(msg("tournament-not-joined").str("name", &t.name));
            }
            Err(e) => return Err(e.into()),
        }
        let mut replies = vec![Reply::channel(
            &t.channel,
            &self.locale(&t.server),
            msg("tournament-withdrew")
                .str("name", &t.name)
                .str("player", &ctx.user.name),
        )];
        let pairings = self.inner.store.tournament_pairings(id).await?;
        let mine = pairings.iter().filter(|p| {
            p.round == t.current_round
                && p.result.is_none()
                && (p.first == ctx.user.id || p.second.as_deref() == Some(&ctx.user.id))
        });
        for p in mine {
            let Some(game) = p.game else { continue };
            let Some(g) = self.inner.store.game(game).await? else {
                continue;
            };
            let at = Ctx {
                server: t.server.clone(),
                channel: g.record.channel.clone(),
                user: ctx.user.clone(),
            };
            replies.extend(self.inner.hub.handle(&at, Command::Resign).await);
        }
        Ok(replies)
    }

    /// Starts open tournament `id` (its organiser only) and pairs its first round.
    ///
    /// # Errors
    /// `tournament-not-found`, `tournament-not-organiser`, `tournament-not-open`,
    /// `tournament-too-few` (fewer than 2 players, or a Swiss tournament with more rounds
    /// than opponents), `tournament-too-many` (a round robin of more than 30);
    /// `store-failed`.
    pub async fn start(&self, ctx: &Ctx, id: TournamentId) -> Replies {
        let t = self.read(ctx, id).await?;
        if t.organiser.id != ctx.user.id {
            return Err(msg("tournament-not-organiser").str("organiser", &t.organiser.name));
        }
        if t.state != TournamentState::Open {
            return Err(msg("tournament-not-open").str("name", &t.name));
        }
        let players = self.inner.store.tournament_players(id).await?;
        let n = players.len() as i64;
        let swiss = t.format == TournamentFormat::Swiss;
        if n < 2 || (swiss && t.rounds >= n + n % 2) {
            return Err(msg("tournament-too-few")
                .num("count", n)
                .num("needed", if swiss { t.rounds + 1 } else { 2 }));
        }
        if !swiss && n > 30 {
            return Err(msg("tournament-too-many").num("count", n).num("max", 30));
        }
        let moved = (self.inner.store)
            .set_tournament_state(id, TournamentState::Open, TournamentState::Running)
            .await?;
        if !moved {
            return Err(msg("tournament-not-open").str("name", &t.name));
        }
        let mut replies = vec![Reply::channel(
            &t.channel,
            &self.locale(&t.server),
            msg("tournament-started")
                .str("name", &t.name)
                .num("count", n)
                .num("rounds", rounds::rounds_for(&t, players.len())),
        )];
        replies.extend(self.sync().await);
        Ok(replies)
    }

    /// The standings of tournament `id` after the results recorded.
    ///
    /// # Errors
    /// `tournament-not-found`; `store-failed`.
    pub async fn standings(&self, ctx: &Ctx, id: TournamentId) -> Result<Vec<Standing>, Message> {
        let t = self.read(ctx, id).await?;
        let players = self.inner.store.tournament_players(id).await?;
        let pairings = self.inner.store.tournament_pairings(id).await?;
        Ok(standings(&t, &players, &pairings))
    }

    /// The standings of tournament `id` as a reply to `ctx`'s channel.
    ///
    /// # Errors
    /// As [`Tournaments::standings`].
    pub async fn standings_reply(&self, ctx: &Ctx, id: TournamentId) -> Replies {
        let t = self.read(ctx, id).await?;
        let lines = self.standings(ctx, id).await?;
        let m = standings_message(&t, &lines);
        Ok(vec![self.said(ctx, m)])
    }

    /// The tournament's pairings (every round, by board), for pages and exports.
    ///
    /// # Errors
    /// `tournament-not-found`; `store-failed`.
    pub async fn pairings(
        &self,
        ctx: &Ctx,
        id: TournamentId,
    ) -> Result<Vec<PairingRecord>, Message> {
        self.read(ctx, id).await?;
        Ok(self.inner.store.tournament_pairings(id).await?)
    }
}

/// The standings message of `t`: a header and one line a player.
pub fn standings_message(t: &TournamentRecord, lines: &[Standing]) -> Message {
    let rows = lines
        .iter()
        .map(|s| {
            let b = &s.tie_breaks;
            Arg::Msg(Box::new(
                msg("tournament-standing-line")
                    .num("rank", s.rank as i64)
                    .str("player", &s.player.member.name)
                    .str("points", points_text(b.points))
                    .str("buchholz", points_text(b.buchholz))
                    .str("cut1", points_text(b.buchholz_cut1))
                    .str("sb", format!("{:.2}", f64::from(b.sonneborn_berger) / 4.0))
                    .num("wins", i64::from(b.wins)),
            ))
        })
        .collect();
    msg("tournament-standings")
        .str("name", &t.name)
        .num("round", t.current_round)
        .num("rounds", t.rounds)
        .lines("lines", rows)
}
