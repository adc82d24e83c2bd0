//! The console front-end: one local game (Jungle or Xiangqi) against the bot through the hub, its store and its
//! messages. Reads one move or command a line (also from a pipe), prints every reply, the board
//! as text after each move, `bot: <move>` for the bot's moves, and writes board pictures to a
//! directory when a renderer draws them. `review` reviews the console's last finished game (the
//! engine in the hub's pool) and writes the review picture to that directory.

use std::io::Write;
use std::path::PathBuf;

use tokio::io::{AsyncBufRead, AsyncBufReadExt};

use crate::hub::commands::parse_line;
use crate::hub::{Command, Ctx, Events, GameKind, GameOptions, Hub, Message, Player, Reply};

/// The channel (and server) of the console's game.
pub const CHANNEL: &str = "console";

/// What the console was asked to start with.
#[derive(Clone, Debug, Default)]
pub struct ConsoleOptions {
    /// Options of a new game (ignored when a game is resumed).
    pub game: GameOptions,
    /// Whether any game option was given on the command line.
    pub options_given: bool,
    /// Where to write board pictures.
    pub out: Option<PathBuf>,
    /// The database as it may be shown (a file path, or a URL without its password), for
    /// messages.
    pub db: String,
}

/// How the session ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ConsoleEnd {
    /// The game ended.
    GameOver,
    /// Input ended (or `quit`); the game is saved.
    Paused,
}

/// The console player.
pub fn ctx(locale: Option<String>) -> Ctx {
    Ctx {
        server: CHANNEL.to_string(),
        channel: CHANNEL.to_string(),
        user: Player {
            id: "console-player".to_string(),
            name: std::env::var("USER")
                .ok()
                .filter(|u| !u.is_empty() && u.len() < 40)
                .unwrap_or_else(|| "player".to_string()),
            locale,
        },
    }
}

struct Printer<'a> {
    hub: &'a Hub,
    out: &'a mut dyn Write,
    dir: Option<PathBuf>,
}

impl Printer<'_> {
    /// Prints replies; `true` if one ended the game.
    fn print(&mut self, replies: &[Reply]) -> std::io::Result<bool> {
        let mut over = false;
        for r in replies {
            if let Some(p) = r.played.filter(|p| p.by_bot) {
                writeln!(self.out, "bot: {}", p.mv)?;
            }
            writeln!(self.out, "{}", self.hub.text(r))?;
            if let Some(b) = &r.board {
                writeln!(self.out, "{}", b.position)?;
            }
            // A review's picture is what the member asked for: say how to get it.
            let review = r.message.id == "review-ready";
            if review && self.dir.is_none() && !r.attachments.is_empty() {
                let m = Message::new("console-review-no-out");
                writeln!(self.out, "{}", self.hub.i18n().format(&r.locale, &m))?;
            }
            for a in &r.attachments {
                if let Some(dir) = &self.dir {
                    let path = dir.join(&a.name);
                    match std::fs::write(&path, &a.bytes) {
                        Ok(()) => {
                            let m = if review {
                                Message::new("console-review")
                            } else if a.name.ends_with(".gif") {
                                Message::new("console-gif")
                            } else {
                                Message::new("console-png")
                            }
                            .str("path", path.display());
                            writeln!(self.out, "{}", self.hub.i18n().format(&r.locale, &m))?;
                        }
                        Err(e) => writeln!(self.out, "cannot write {}: {e}", path.display())?,
                    }
                }
            }
            over |= r.game_over;
        }
        self.out.flush()?;
        Ok(over)
    }
}

/// Runs the console session: resumes the saved game in [`CHANNEL`] or starts one, then plays
/// lines from `input` until the game ends or input ends.
///
/// # Errors
/// Output errors, or a directory for pictures that cannot be created.
pub async fn run(
    hub: &Hub,
    events: &mut Events,
    opts: &ConsoleOptions,
    input: impl AsyncBufRead + Unpin,
    out: &mut dyn Write,
    locale: Option<String>,
) -> std::io::Result<ConsoleEnd> {
    if let Some(d) = &opts.out {
        std::fs::create_dir_all(d)?;
    }
    let ctx = ctx(locale);
    let mut p = Printer {
        hub,
        out,
        dir: opts.out.clone(),
    };
    let db = opts.db.clone();
    let loc = ctx
        .user
        .locale
        .clone()
        .unwrap_or_else(|| hub.config().language.clone());
    let say = |p: &mut Printer, m: Message| -> std::io::Result<()> {
        writeln!(p.out, "{}", p.hub.i18n().format(&loc, &m))
    };
    match hub.game_in(CHANNEL).await {
        Some(g) => {
            say(
                &mut p,
                Message::new("console-resumed")
                    .num("game", g.id)
                    .str("db", &db),
            )?;
            if opts.options_given {
                say(&mut p, Message::new("console-flags-ignored"))?;
            }
            hub.bot_idle(CHANNEL).await;
            let replies = hub.handle(&ctx, Command::Board).await;
            if p.print(&replies)? {
                return Ok(ConsoleEnd::GameOver);
            }
        }
        None => {
            let replies = hub.handle(&ctx, Command::PlayBot(opts.game.clone())).await;
            if let Some(g) = hub.game_in(CHANNEL).await {
                let examples = match g.kind {
                    GameKind::Jungle => "console-examples-jungle",
                    GameKind::Xiangqi => "console-examples-xiangqi",
                };
                say(
                    &mut p,
                    Message::new("console-started")
                        .num("game", g.id)
                        .str("db", &db)
                        .msg("examples", Message::new(examples)),
                )?;
            }
            let refused = replies.iter().any(|r| r.refused);
            if p.print(&replies)? || refused {
                return Ok(ConsoleEnd::GameOver);
            }
        }
    }
    let mut lines = input.lines();
    loop {
        // Moves made while the console waited (the bot's reply after a restart, a loss on time).
        while let Ok(r) = events.try_recv() {
            if p.print(&[r])? {
                return Ok(ConsoleEnd::GameOver);
            }
        }
        tokio::select! {
            line = lines.next_line() => {
                let Some(line) = line? else { break };
                let t = line.trim();
                if t.is_empty() || t.starts_with('#') {
                    continue;
                }
                if matches!(t, "quit" | "exit" | "quitter") {
                    break;
                }
                let replies = hub.handle(&ctx, parse_line(t)).await;
                if p.print(&replies)? {
                    return Ok(ConsoleEnd::GameOver);
                }
                hub.bot_idle(CHANNEL).await;
            }
            Some(r) = events.recv() => {
                if p.print(&[r])? {
                    return Ok(ConsoleEnd::GameOver);
                }
            }
        }
    }
    if hub.game_in(CHANNEL).await.is_some() {
        say(&mut p, Message::new("console-paused"))?;
    }
    Ok(ConsoleEnd::Paused)
}
