//! The one door for a command from a front-end that may not own the game (the web page): it
//! is checked against the position the member saw (`expected_ply`), then applied here through
//! [`Hub::handle`] when this process owns the game's server, else queued in the store for the
//! owner (see `pending.rs`). Whatever a command changes is told to every front-end: the public
//! replies go to the hub's events (the Discord channel's live board follows) and every write
//! of a game to [`Hub::subscribe_changes`].

use super::*;

use tokio::sync::broadcast;

use crate::store::{GameRecord, PendingCommand};

/// What a submitted command became.
#[derive(Clone, Debug, PartialEq)]
pub enum Submitted {
    /// Applied here, or refused here (a move the owner would refuse, read from the stored
    /// game); the replies meant for the submitting member only (refusals, hints).
    Applied(Vec<Reply>),
    /// Queued for the process that owns the game's server (applied within ~1 s).
    Queued,
}

/// A game written (moved, offered, ended…) by a command, a timer or a bot move: what a
/// front-end showing it needs to read it again.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameChanged {
    /// The game's server.
    pub server: String,
    /// The game's channel.
    pub channel: String,
    /// The game.
    pub game: GameId,
    /// The number of moves (plies) played now.
    pub ply: usize,
    /// Whether the game is over now.
    pub ended: bool,
}

/// How many changes a slow subscriber may fall behind before it misses some (it is then told
/// so by [`broadcast::error::RecvError::Lagged`] and should read the store again).
pub(super) const CHANGES_BUFFER: usize = 256;

tokio::task_local! {
    /// The game and its ply a submitted command was made against: every game command of the
    /// task checks it under the game's lock (see [`check_expected`]), so no other command can
    /// slip in between the check and the change.
    static EXPECTED: (GameId, usize);
}

/// Refuses with `position-changed` when the command being run was submitted against another
/// game or another ply than `t`'s (nothing is checked outside [`Hub::submit`]).
pub(super) fn check_expected(t: &Table) -> Result<(), Refusal> {
    match EXPECTED.try_with(|e| *e) {
        Ok((game, ply)) if game != t.id || ply != t.game.ply_count() => {
            Err(msg("position-changed"))
        }
        _ => Ok(()),
    }
}

impl Hub {
    /// Applies `cmd` of member `ctx.user` to game `game`, made against the position after
    /// `expected_ply` moves, from a front-end that may not own the game (the web page). The
    /// command's server and channel are the game's (those of `ctx` are not used).
    ///
    /// When this process owns the game's server the command goes through [`Hub::handle`]
    /// exactly as a Discord command does; the replies meant for the whole channel (boards,
    /// turn pings, the bot's reply) are sent to the hub's [`Events`] so the Discord channel
    /// follows, and those meant for `ctx.user` alone are returned. Otherwise the command is
    /// queued in the store for the owner ([`Submitted::Queued`]), except a move the owner
    /// would refuse (not the member's turn, or not a legal move in the stored position): it
    /// is refused here with the owner's reason ([`Submitted::Applied`] with the refusal).
    ///
    /// # Errors
    /// `position-changed` when the game has not `expected_ply` moves now (also checked again
    /// under the game's lock, so a command made against an older position is never applied);
    /// `game-gone` when there is no such game; `store-failed` when the store cannot be read
    /// or written.
    pub async fn submit(
        &self,
        ctx: &Ctx,
        game: GameId,
        expected_ply: usize,
        cmd: Command,
    ) -> Result<Submitted, Message> {
        let hosted = self.registry().games.get(&game).cloned();
        let (server, channel, ply, stored) = match hosted {
            Some(cell) => {
                let t = cell.table.lock().await;
                (
                    t.server.clone(),
                    t.channel.clone(),
                    t.game.ply_count(),
                    None,
                )
            }
            None => {
                let g = self.inner.store.game(game).await?;
                let g = g.ok_or_else(|| msg("game-gone"))?.record;
                (g.server.clone(), g.channel.clone(), g.moves.len(), Some(g))
            }
        };
        if ply != expected_ply {
            return Err(msg("position-changed"));
        }
        let ctx = Ctx {
            server,
            channel,
            user: ctx.user.clone(),
        };
        if !self.inner.config.owner.owns(&ctx.server) {
            // A move the owner would refuse is refused here, with its reason: the member
            // would otherwise never hear why nothing happened.
            if let Some(why) = stored.and_then(|g| self.refused_move(&ctx, &g, &cmd)) {
                return Ok(Submitted::Applied(vec![self.refusal(&ctx, why)]));
            }
            self.enqueue(&ctx, game, expected_ply, &cmd).await?;
            return Ok(Submitted::Queued);
        }
        Ok(Submitted::Applied(
            self.apply_submitted(&ctx, game, expected_ply, cmd).await,
        ))
    }

    /// Why the owner of game `g` (as stored) would refuse the move `cmd` of `ctx.user`, read
    /// here as the owner reads it: not their turn (or the bot's), or a move the text does not
    /// name or the rules forbid; `None` for any other command, a move the owner may play, or
    /// a game that cannot be read here (the owner decides then).
    fn refused_move(&self, ctx: &Ctx, g: &GameRecord, cmd: &Command) -> Option<Refusal> {
        let text = match cmd {
            Command::Move(text) => text.as_str(),
            Command::Typed(t) => t.text.as_str(),
            _ => return None,
        };
        if g.state.ending.is_some() {
            return None;
        }
        let t = Table::from_record(g).ok()?;
        let side = self.player_side(ctx, &t).ok()?;
        if let Err(why) = super::play::your_turn(&t, side) {
            return Some(why);
        }
        self.read_move(&t, &ctx.user, text)
            .err()
            .map(|e| msg("move-refused").msg("reason", games::move_text_error(&e)))
    }

    /// Runs a submitted command here (this process owns its server): the public replies go to
    /// the events, the member's own are returned.
    pub(super) async fn apply_submitted(
        &self,
        ctx: &Ctx,
        game: GameId,
        expected_ply: usize,
        cmd: Command,
    ) -> Vec<Reply> {
        let replies = EXPECTED
            .scope((game, expected_ply), self.handle(ctx, cmd))
            .await;
        let (own, public): (Vec<Reply>, Vec<Reply>) = replies.into_iter().partition(
            |r| matches!(&r.audience, Audience::Member { user, .. } if *user == ctx.user.id),
        );
        self.emit(public);
        own
    }

    /// A receiver of every game change this process makes (commands, timers, bot moves) and,
    /// best effort, of those another process made to a command it queued here.
    pub fn subscribe_changes(&self) -> broadcast::Receiver<GameChanged> {
        self.inner.changes.subscribe()
    }

    /// Tells the subscribers that `t` was just written, and (best effort, where the store
    /// can) the other processes.
    pub(super) fn changed(&self, t: &Table) {
        let c = GameChanged {
            server: t.server.clone(),
            channel: t.channel.clone(),
            game: t.id,
            ply: t.game.ply_count(),
            ended: t.state.ending.is_some(),
        };
        if self.inner.announces {
            let a = Announced {
                from: self.inner.nonce,
                server: c.server.clone(),
                channel: c.channel.clone(),
                game: c.game,
                ply: c.ply,
                ended: c.ended,
            };
            if let Ok(text) = serde_json::to_string(&a) {
                let store = self.inner.store.clone();
                tokio::spawn(async move { store.announce(&text).await });
            }
        }
        // No subscriber is not an error: nobody is watching.
        let _ = self.inner.changes.send(c);
    }
}

/// How long an owner waits for a notification before it looks at the queue anyway.
pub(super) const QUEUE_POLL: std::time::Duration = std::time::Duration::from_secs(1);

/// How old a queued command of a server nobody applies may get before any process sets it
/// aside (ms): far longer than an owner's restart.
const QUEUE_EXPIRY_MS: i64 = 3_600_000;

/// The most queued commands read at once.
const QUEUE_BATCH: usize = 500;

/// A queued command as the store keeps it (the body of [`crate::store::PendingCommand`]):
/// who, where, against which ply, and the command itself.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
struct Queued {
    user: Player,
    channel: String,
    ply: usize,
    command: QueuedCommand,
}

/// The commands a front-end may submit for a game it does not own: those of a game's page.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
enum QueuedCommand {
    Move { text: String },
    Resign,
    Draw,
    DeclineDraw,
    Takeback,
    DeclineTakeback,
    Accept,
    Decline,
    Hint,
    Board,
    Abort { moderator: bool },
    Rematch { game: GameId },
    Button { id: String },
    Choose { id: String, value: String },
}

impl QueuedCommand {
    /// `cmd` as it is queued; `None` for the commands that are not a game's (they are refused
    /// rather than run by a process that does not own the server).
    fn of(cmd: &Command) -> Option<QueuedCommand> {
        Some(match cmd {
            Command::Move(text) => QueuedCommand::Move { text: text.clone() },
            // Read again by the owner: the reading was of this process's copy.
            Command::Typed(t) => QueuedCommand::Move {
                text: t.text.clone(),
            },
            Command::Resign => QueuedCommand::Resign,
            Command::Draw => QueuedCommand::Draw,
            Command::DeclineDraw => QueuedCommand::DeclineDraw,
            Command::Takeback => QueuedCommand::Takeback,
            Command::DeclineTakeback => QueuedCommand::DeclineTakeback,
            Command::Accept => QueuedCommand::Accept,
            Command::Decline => QueuedCommand::Decline,
            Command::Hint => QueuedCommand::Hint,
            Command::Board => QueuedCommand::Board,
            Command::Abort { moderator } => QueuedCommand::Abort {
                moderator: *moderator,
            },
            Command::Rematch(g) => QueuedCommand::Rematch { game: *g },
            Command::Button(id) => QueuedCommand::Button { id: id.clone() },
            Command::Choose { id, value } => QueuedCommand::Choose {
                id: id.clone(),
                value: value.clone(),
            },
            _ => return None,
        })
    }

    fn command(self) -> Command {
        match self {
            QueuedCommand::Move { text } => Command::Move(text),
            QueuedCommand::Resign => Command::Resign,
            QueuedCommand::Draw => Command::Draw,
            QueuedCommand::DeclineDraw => Command::DeclineDraw,
            QueuedCommand::Takeback => Command::Takeback,
            QueuedCommand::DeclineTakeback => Command::DeclineTakeback,
            QueuedCommand::Accept => Command::Accept,
            QueuedCommand::Decline => Command::Decline,
            QueuedCommand::Hint => Command::Hint,
            QueuedCommand::Board => Command::Board,
            QueuedCommand::Abort { moderator } => Command::Abort { moderator },
            QueuedCommand::Rematch { game } => Command::Rematch(game),
            QueuedCommand::Button { id } => Command::Button(id),
            QueuedCommand::Choose { id, value } => Command::Choose { id, value },
        }
    }
}

/// A change as processes announce it to each other (see [`Store::announce`]): the change,
/// and which hub made it (so a hub does not hear its own twice).
#[derive(serde::Serialize, serde::Deserialize)]
struct Announced {
    from: u64,
    server: String,
    channel: String,
    game: GameId,
    ply: usize,
    ended: bool,
}

impl Hub {
    /// Queues `cmd` of `ctx` (the game's server and channel) for the owner of the server.
    async fn enqueue(
        &self,
        ctx: &Ctx,
        game: GameId,
        expected_ply: usize,
        cmd: &Command,
    ) -> Result<(), Message> {
        let command = QueuedCommand::of(cmd).ok_or_else(|| msg("submit-elsewhere"))?;
        let body = Queued {
            user: ctx.user.clone(),
            channel: ctx.channel.clone(),
            ply: expected_ply,
            command,
        };
        let body = serde_json::to_string(&body)
            .map_err(|e| msg("store-failed").str("detail", e.to_string()))?;
        let pending = PendingCommand {
            id: 0,
            server: ctx.server.clone(),
            game,
            body,
            created_ms: now_ms(),
        };
        self.inner.store.enqueue_command(&pending).await?;
        Ok(())
    }

    /// Applies the queued commands of the servers this process owns, oldest first, each
    /// marked done once applied; returns how many. One pass at a time (the start-up pickup
    /// and the queue task share it).
    ///
    /// A command is applied at most once in effect even if the process dies between applying
    /// it and marking it done: applied again it meets the game at another ply (or its offer
    /// already made, or the game over) and is refused, changing nothing.
    ///
    /// # Errors
    /// The [`StoreError`] if the queue cannot be read or a command cannot be marked done.
    pub(super) async fn apply_queued(&self) -> Result<usize, StoreError> {
        let _one = self.inner.queue_pass.lock().await;
        let pending = self.inner.store.pending_commands(QUEUE_BATCH).await?;
        let mut applied = 0;
        let now = now_ms();
        for p in pending {
            if !self.inner.config.owner.owns(&p.server) {
                // Nobody applied it for an hour (no process owns its server any more): set
                // it aside so that it never hides newer commands from the owners.
                if now - p.created_ms > QUEUE_EXPIRY_MS {
                    let why = "expired: no process owning its server applied it";
                    self.inner.store.finish_command(p.id, now, why).await?;
                }
                continue;
            }
            let outcome = match serde_json::from_str::<Queued>(&p.body) {
                Ok(q) => {
                    let ctx = Ctx {
                        server: p.server.clone(),
                        channel: q.channel,
                        user: q.user,
                    };
                    let own =
                        (self.apply_submitted(&ctx, p.game, q.ply, q.command.command())).await;
                    let told: Vec<String> = own.iter().map(|r| self.text(r)).collect();
                    if told.is_empty() {
                        "applied".to_string()
                    } else {
                        told.join("\n")
                    }
                }
                Err(e) => {
                    eprintln!("qibot: queued command {} cannot be read: {e}", p.id);
                    format!("unreadable: {e}")
                }
            };
            self.inner
                .store
                .finish_command(p.id, now_ms(), &outcome)
                .await?;
            applied += 1;
        }
        Ok(applied)
    }

    /// Starts the tasks of the queue: the owner's (wakes on a notification, or every
    /// [`QUEUE_POLL`], and applies what is queued for it) and the one that passes the changes
    /// other processes announce to [`Hub::subscribe_changes`] (where the store tells of them).
    /// Called by [`Hub::open`]; the first pass of the owner's task applies what was queued
    /// while no owner ran.
    pub(super) fn start_queue(&self) -> Vec<tokio::task::JoinHandle<()>> {
        let mut tasks = Vec::new();
        // A process that owns no server (`qibot web`) applies nothing.
        let owns_some = !matches!(
            self.inner.config.owner,
            crate::hub::config::Owner::Shards { from, to, .. } if from >= to
        );
        if owns_some {
            let weak = Arc::downgrade(&self.inner);
            let store = self.inner.store.clone();
            tasks.push(tokio::spawn(async move {
                // The first pass picks up what was queued while no owner ran.
                loop {
                    let Some(inner) = weak.upgrade() else { return };
                    match (Hub { inner }).apply_queued().await {
                        Ok(_) => {}
                        // A store without a queue: nothing is ever queued here.
                        Err(StoreError::Refused { .. }) => return,
                        Err(e) => eprintln!("qibot: cannot apply the queued commands: {e}"),
                    }
                    store.wait_for_commands(QUEUE_POLL).await;
                }
            }));
        }
        if let Some(mut rx) = self.inner.store.announcements() {
            let weak = Arc::downgrade(&self.inner);
            tasks.push(tokio::spawn(async move {
                loop {
                    let text = match rx.recv().await {
                        Ok(t) => t,
                        Err(broadcast::error::RecvError::Lagged(_)) => continue,
                        Err(broadcast::error::RecvError::Closed) => return,
                    };
                    let Some(inner) = weak.upgrade() else { return };
                    let Ok(a) = serde_json::from_str::<Announced>(&text) else {
                        continue;
                    };
                    if a.from != inner.nonce {
                        let _ = inner.changes.send(GameChanged {
                            server: a.server,
                            channel: a.channel,
                            game: a.game,
                            ply: a.ply,
                            ended: a.ended,
                        });
                    }
                }
            }));
        }
        tasks
    }
}
