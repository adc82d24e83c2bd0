//! The console front-end: one local game (Jungle or Xiangqi) against the bot through the hub, its store and its
//! messages. Reads one move or command a line (also from a pipe), prints every reply, the board
//! as text after each move, `bot: <move>` for the bot's moves, and writes board pictures to a
//! directory when a renderer draws them. `review` reviews the console's last finished game (the
//! engine in the hub's pool) and writes the review picture to that directory.

mod learn;

use std::io::Write;
use std::path::PathBuf;

use tokio::io::{AsyncBufRead, AsyncBufReadExt};

use crate::games::puzzle::Puzzle;
use crate::hub::commands::parse_line;
use crate::hub::games;
use crate::hub::puzzles::{self, Answer, PuzzleTry};
use crate::hub::{Command, Ctx, Events, GameOptions, GameSnapshot, Hub, Message, Player, Reply};
use crate::store::types::GameId;
use crate::text::Arg;

/// The channel (and server) of the console's game.
pub const CHANNEL: &str = "console";

/// What the console was asked to start with.
#[derive(Clone, Debug, Default)]
pub struct ConsoleOptions {
    /// Options of a new game (ignored when a game is resumed).
    pub game: GameOptions,
    /// Two players on this device (`--opponent human`): the console asks each side in turn
    /// and shows the board from the side to move.
    pub hot_seat: bool,
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

/// The console player, named `$USER` (else "player" in the console's language `fallback`
/// names it).
pub fn ctx(locale: Option<String>) -> Ctx {
    player_ctx("console-player", locale, None)
}

/// The second player of a hot-seat game.
const GUEST: &str = "console-guest";

fn player_ctx(id: &str, locale: Option<String>, name: Option<String>) -> Ctx {
    Ctx {
        server: CHANNEL.to_string(),
        channel: CHANNEL.to_string(),
        user: Player {
            id: id.to_string(),
            name: name.unwrap_or_else(|| {
                std::env::var("USER")
                    .ok()
                    .filter(|u| !u.is_empty() && u.len() < 40)
                    .unwrap_or_else(|| "player".to_string())
            }),
            locale,
        },
    }
}

struct Printer<'a> {
    hub: &'a Hub,
    out: &'a mut dyn Write,
    dir: Option<PathBuf>,
    legend_shown: bool,
    /// The console's language: every reply is written in it, whichever language the hub
    /// chose for it (the console has one reader; `language fr` changes it).
    loc: String,
    /// The players' fallback names in use (without `$USER` "player", and "guest"): each
    /// message id with its word in every language. A game keeps the name its player had
    /// when it started; the console writes it in its language now.
    fallback_names: Vec<(&'static str, Vec<String>)>,
}

/// The hub's messages that speak of Discord servers and channels, and the console's own
/// wording of each (same arguments): in the console there is one player and no channel.
const CONSOLE_WORDS: [(&str, &str); 15] = [
    ("no-game-here", "console-no-game-here"),
    ("hint-not-allowed", "console-hint-not-allowed"),
    ("games-none", "console-games-none"),
    ("games-line", "console-games-line"),
    ("leaderboard-empty", "console-leaderboard-empty"),
    ("profile-none", "console-profile-none"),
    ("history-none", "console-history-none"),
    ("export-unknown", "console-export-unknown"),
    ("review-busy", "console-review-busy"),
    ("review-no-game", "console-review-no-game"),
    ("puzzle-server-none", "console-puzzle-server-none"),
    ("member-language-set", "console-language-set"),
    ("member-language-cleared", "console-language-cleared"),
    ("member-language-current", "console-language-current"),
    ("member-language-none", "console-language-none"),
];

/// `m` in the console's words ([`CONSOLE_WORDS`]), nested messages too; a name `rename`
/// rewrites (a fallback name) as it says.
fn console_words(m: &Message, rename: &dyn Fn(&str) -> Option<String>) -> Message {
    fn arg(a: &Arg, rename: &dyn Fn(&str) -> Option<String>) -> Arg {
        match a {
            Arg::Msg(m) => Arg::Msg(Box::new(console_words(m, rename))),
            Arg::List(l) => Arg::List(l.iter().map(|a| arg(a, rename)).collect()),
            Arg::Lines(l) => Arg::Lines(l.iter().map(|a| arg(a, rename)).collect()),
            Arg::Str(s) => rename(s).map_or_else(|| a.clone(), Arg::Str),
            other => other.clone(),
        }
    }
    let id = CONSOLE_WORDS
        .iter()
        .find(|(hub, _)| *hub == m.id)
        .map_or(m.id, |&(_, console)| console);
    Message {
        id,
        args: m.args.iter().map(|(n, a)| (*n, arg(a, rename))).collect(),
    }
}

/// Every language's word of message `id` (a fallback name: `player`, `joueur`, …).
fn every_language(i18n: &crate::text::I18n, id: &'static str) -> (&'static str, Vec<String>) {
    let words = crate::text::I18n::languages()
        .iter()
        .map(|l| i18n.format(l, &Message::new(id)))
        .collect();
    (id, words)
}

/// `text` (the words of `m`) as a sentence shown on its own, starting with a capital: many
/// refusals also serve as the reason inside another message ("That move is not possible: there
/// is no piece on c3") and so begin in lower case. A text that starts with one of `m`'s own
/// strings (a player's name) is left as written; scripts without case are unchanged.
fn sentence(text: String, m: &Message) -> String {
    let from_arg = m
        .args
        .iter()
        .any(|(_, a)| matches!(a, Arg::Str(s) if !s.is_empty() && text.starts_with(s.as_str())));
    if from_arg || !text.starts_with(char::is_lowercase) {
        return text;
    }
    games::capitalised(&text)
}

impl Printer<'_> {
    /// The legal move `m` in `pos` as players write it, in the console's language (`Tigre
    /// c3→c2` in French), as the game's own replies write moves.
    fn move_text(&self, pos: &crate::games::any::Position, m: crate::games::any::Move) -> String {
        puzzles::move_in(self.hub.i18n(), &self.loc, pos, m)
    }

    /// The whole solution of `puzzle`, numbered, its moves in the console's language.
    fn solution_text(&self, puzzle: &Puzzle) -> String {
        puzzles::solution_in(self.hub.i18n(), &self.loc, puzzle)
    }

    /// `m` in the console's language and words, without the spaces optional parts left
    /// empty (no clock, no offer) leave at line ends.
    fn text(&self, m: &Message) -> String {
        // A fallback name in any language is written in the console's language now.
        let rename = |name: &str| {
            let (id, _) = self
                .fallback_names
                .iter()
                .find(|(_, words)| words.iter().any(|w| w == name))?;
            Some(self.hub.i18n().format(&self.loc, &Message::new(id)))
        };
        let m = &console_words(m, &rename);
        let text = self.hub.i18n().format(&self.loc, m);
        let text = text
            .lines()
            .map(str::trim_end)
            .collect::<Vec<_>>()
            .join("\n");
        sentence(text, m)
    }

    /// Prints `m` in the console's language.
    fn say(&mut self, m: Message) -> std::io::Result<()> {
        let text = self.text(&m);
        writeln!(self.out, "{text}")?;
        self.out.flush()
    }

    /// Writes `bytes` to the pictures' directory as `name`, saying so with `told` (given the
    /// path); nothing without `--out`.
    fn save(
        &mut self,
        name: &str,
        bytes: &[u8],
        told: impl FnOnce(String) -> Message,
    ) -> std::io::Result<()> {
        let Some(dir) = &self.dir else { return Ok(()) };
        let path = dir.join(name);
        match std::fs::write(&path, bytes) {
            Ok(()) => self.say(told(path.display().to_string())),
            Err(e) => {
                let m = Message::new("console-cannot-write")
                    .str("path", path.display().to_string())
                    .str("detail", e.to_string());
                self.say(m)
            }
        }
    }

    /// Prints replies' texts only (no boards, no pictures); `true` if one ended the game.
    fn print_text(&mut self, replies: &[Reply]) -> std::io::Result<bool> {
        self.print_with(replies, false)
    }

    /// Prints replies; `true` if one ended the game.
    fn print(&mut self, replies: &[Reply]) -> std::io::Result<bool> {
        self.print_with(replies, true)
    }

    /// Prints replies' texts, and their boards and pictures if `all`; `true` if one ended
    /// the game.
    fn print_with(&mut self, replies: &[Reply], all: bool) -> std::io::Result<bool> {
        let mut over = false;
        for r in replies {
            if let Some(p) = r.played.filter(|p| p.by_bot) {
                writeln!(self.out, "bot: {}", p.mv)?;
            }
            let text = self.text(&r.message);
            writeln!(self.out, "{text}")?;
            if all {
                self.print_board_and_pictures(r)?;
            }
            over |= r.game_over;
        }
        self.out.flush()?;
        Ok(over)
    }

    /// Prints the board of `r` as text and writes its pictures (telling those told as text).
    fn print_board_and_pictures(&mut self, r: &Reply) -> std::io::Result<()> {
        if let Some(b) = &r.board {
            let text = b.text_board();
            let text = if b.flipped {
                flip_text_board(&text)
            } else {
                text
            };
            writeln!(self.out, "{text}")?;
            // The symbols are explained under the first board of the session.
            let legend = games::of(b.position.kind()).names().legend;
            if let Some(id) = legend.filter(|_| !self.legend_shown) {
                self.legend_shown = true;
                self.say(Message::new(id))?;
            }
        }
        // A review's picture is what the member asked for: say how to get it.
        let review = r.message.id == "review-ready";
        if review && self.dir.is_none() && !r.attachments.is_empty() {
            self.say(Message::new("console-review-no-out"))?;
        }
        for a in &r.attachments {
            // A picture told as text too (the capture table): the console shows the text.
            if let Some(text) = &a.text {
                writeln!(self.out, "{text}")?;
            }
            let id = if review {
                "console-review"
            } else if a.name.ends_with(".txt") {
                // An export: the game as text, not a picture.
                "console-record"
            } else if a.text.is_some() {
                "console-captures"
            } else if a.name.ends_with(".gif") {
                "console-gif"
            } else {
                "console-png"
            };
            self.save(&a.name, &a.bytes, |path| Message::new(id).str("path", path))?;
        }
        Ok(())
    }
}

/// The side to move's player in a hot-seat game (`guest` set), else the console player.
async fn mover<'c>(hub: &Hub, me: &'c Ctx, guest: Option<&'c Ctx>) -> &'c Ctx {
    let Some(guest) = guest else { return me };
    match hub.game_in(CHANNEL).await {
        Some(g) => {
            let seat = &g.seats[g.position.side_to_move().index()];
            if seat.member().is_some_and(|p| p.id == guest.user.id) {
                guest
            } else {
                me
            }
        }
        None => me,
    }
}

/// Who a line `command` is from in a hot-seat game (`guest` set): an answer to the offer
/// standing in the game (`accept` or `decline`, or the offer's own word: `draw` to a draw
/// offer, `takeback` to a takeback request, and their declines) is the other player's, as the
/// offer asks them to answer; everything else is the side to move's.
async fn speaker<'c>(hub: &Hub, me: &'c Ctx, guest: Option<&'c Ctx>, command: &Command) -> &'c Ctx {
    let Some(g) = hub.game_in(CHANNEL).await.filter(|_| guest.is_some()) else {
        return mover(hub, me, guest).await;
    };
    let draw = matches!(
        command,
        Command::Accept | Command::Decline | Command::Draw | Command::DeclineDraw
    );
    let takeback = matches!(
        command,
        Command::Accept | Command::Decline | Command::Takeback | Command::DeclineTakeback
    );
    let offered_by = match (g.state.draw_offer, g.state.takeback_offer) {
        (Some(s), _) if draw => Some(s),
        (_, Some(s)) if takeback => Some(s),
        _ => None,
    };
    let Some(by) = offered_by else {
        return mover(hub, me, guest).await;
    };
    let answerer = &g.seats[(!by).index()];
    match guest {
        Some(guest) if answerer.member().is_some_and(|p| p.id == guest.user.id) => guest,
        _ => me,
    }
}

/// Accepts, as `guest`, a challenge pending in the console (a hot-seat game or its rematch),
/// so the game starts at once.
async fn accept_as_guest(hub: &Hub, guest: Option<&Ctx>) -> Vec<Reply> {
    match guest {
        Some(g) if hub.challenge_in(CHANNEL).is_some() => hub.handle(g, Command::Accept).await,
        _ => Vec::new(),
    }
}

/// The game the console was asked for: `--game`, else the configuration's default game.
fn asked_game(hub: &Hub, opts: &ConsoleOptions) -> crate::games::any::GameKind {
    opts.game
        .game
        .as_deref()
        .and_then(|g| g.parse().ok())
        .unwrap_or_else(|| hub.config().default_game())
}

/// What a console line asks beyond the hub's game commands.
enum Line {
    /// `quit`, `exit`, `quitter`: leave, the game saved.
    Quit,
    /// `rematch` alone: the next game after the last one.
    Rematch,
    /// `export` alone: the game in progress (else the last one).
    Export,
    /// `puzzle` alone: a puzzle of the game being played ([`Puzzles`]); `puzzle server`:
    /// one found in the console's own finished games (its own server's puzzles).
    Puzzle {
        /// From the console's own games.
        from_server: bool,
    },
    /// `learn`, `learn N`, `learn next`: a lesson stage ([`learn`]).
    Learn(learn::Ask),
    /// Anything else, for the hub.
    Hub(Box<Command>),
}

fn read_line(t: &str) -> Line {
    match crate::games::text::fold(t).as_str() {
        "quit" | "exit" | "quitter" => Line::Quit,
        "rematch" | "revanche" => Line::Rematch,
        "export" | "exporter" => Line::Export,
        "puzzle" | "enigme" => Line::Puzzle { from_server: false },
        "puzzle server" | "enigme serveur" => Line::Puzzle { from_server: true },
        s => learn::read(s).map_or_else(|| Line::Hub(Box::new(parse_line(t))), Line::Learn),
    }
}

/// Resumes the console's saved game (`resumed`) or starts a new one as `opts` ask, and shows
/// it: the game's id (`None` when none could start), or the end of the session when the game
/// is over at once (or could not start).
async fn open_game(
    p: &mut Printer<'_>,
    opts: &ConsoleOptions,
    me: &Ctx,
    guest: Option<&Ctx>,
    resumed: Option<GameSnapshot>,
) -> std::io::Result<Result<Option<GameId>, ConsoleEnd>> {
    let hub = p.hub;
    let db = opts.db.clone();
    let say = |p: &mut Printer, m: Message| p.say(m);
    let mut last_game = None;
    match resumed {
        Some(g) => {
            last_game = Some(g.id);
            let name = games::name(g.kind);
            say(
                p,
                Message::new("console-resumed")
                    .num("game", g.id)
                    .msg("kind", name.clone())
                    .str("db", &db),
            )?;
            if opts.options_given {
                // `--game` naming another game than the resumed one is said as such: that
                // game did not start.
                let m = match asked_game(hub, opts) {
                    asked if opts.game.game.is_some() && asked != g.kind => {
                        Message::new("console-game-not-started").msg("asked", games::name(asked))
                    }
                    _ => Message::new("console-flags-ignored"),
                };
                say(p, m.msg("kind", name))?;
            }
            hub.bot_idle(CHANNEL).await;
            let replies = hub
                .handle(mover(hub, me, guest).await, Command::Board)
                .await;
            if p.print(&replies)? {
                return Ok(Err(ConsoleEnd::GameOver));
            }
        }
        None => {
            let mut replies = if let Some(guest) = guest {
                let challenge = Command::Challenge {
                    opponent: guest.user.clone(),
                    options: GameOptions {
                        level: None,
                        ..opts.game.clone()
                    },
                };
                hub.handle(me, challenge).await
            } else {
                hub.handle(me, Command::PlayBot(opts.game.clone())).await
            };
            let refused = replies.iter().any(|r| r.refused);
            if !refused && guest.is_some() {
                replies = accept_as_guest(hub, guest).await;
            }
            if let Some(g) = hub.game_in(CHANNEL).await {
                last_game = Some(g.id);
                let examples = games::of(g.kind).names().examples;
                say(
                    p,
                    Message::new("console-started")
                        .num("game", g.id)
                        .str("db", &db)
                        .msg("examples", Message::new(examples)),
                )?;
            }
            if p.print(&replies)? || refused {
                return Ok(Err(ConsoleEnd::GameOver));
            }
        }
    }
    Ok(Ok(last_game))
}

/// Runs the console session: resumes the saved game in [`CHANNEL`] or starts one, then plays
/// lines from `input` until the game ends or input ends. After the end of a game, `rematch`
/// starts the next one (colours swapped), commands about finished games (`review`, `export`,
/// `history`, `puzzle`, `help`, …) are answered, and a move or `quit` ends the session.
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
    let loc = locale
        .clone()
        .unwrap_or_else(|| hub.config().language.clone());
    let fallback = hub
        .i18n()
        .format(&loc, &Message::new("console-player-name"));
    let me = player_ctx("console-player", locale.clone(), Some(user_name(&fallback)));
    let guest_name = hub.i18n().format(&loc, &Message::new("console-guest-name"));
    let guest_ctx = player_ctx(GUEST, locale.clone(), Some(guest_name));
    let mut p = Printer {
        hub,
        out,
        dir: opts.out.clone(),
        legend_shown: false,
        loc: start_language(hub, &me, locale.as_deref()).await,
        fallback_names: [
            (user_name("").is_empty()).then_some("console-player-name"),
            Some("console-guest-name"),
        ]
        .into_iter()
        .flatten()
        .map(|id| every_language(hub.i18n(), id))
        .collect(),
    };
    let say = |p: &mut Printer, m: Message| p.say(m);
    // A resumed game is hot-seat if the guest sits in it.
    let resumed = hub.game_in(CHANNEL).await;
    // The console's game: the game just played is it until a new one starts, so a resumed
    // game of another game than `--game` names stays the console's game after its end too
    // (`rematch` plays it again, and `rules`, `puzzle`, `learn` and `help` follow it, as they
    // did during it); `--game` chooses only for a new game.
    let kind = resumed
        .as_ref()
        .map_or_else(|| asked_game(hub, opts), |g| g.kind);
    // The console is its own server: its default game is the console's game, so whatever the
    // hub answers with no game on the board (rules, leaderboard, profile) is of that game.
    hub.handle(&me, Command::SetDefaultGame(kind.code().to_string()))
        .await;
    let hot_seat = match &resumed {
        Some(g) => g
            .seats
            .iter()
            .any(|s| s.member().is_some_and(|m| m.id == GUEST)),
        None => opts.hot_seat,
    };
    let guest = hot_seat.then_some(&guest_ctx);
    let mut last_game = match open_game(&mut p, opts, &me, guest, resumed).await? {
        Ok(game) => game,
        Err(end) => return Ok(end),
    };
    let mut input = input;
    let mut buf = Vec::new();
    let mut puzzles = Puzzles::default();
    let mut learning = learn::Learning::new(hub, &me.user.id);
    // Set when a game ended on a line: the next line may ask for a rematch.
    let mut finished: Option<GameId> = None;
    loop {
        // Moves made while the console waited (the bot's reply after a restart, a loss on time).
        if finished.is_none() {
            while let Ok(r) = events.try_recv() {
                if p.print(&[r])? {
                    return Ok(ConsoleEnd::GameOver);
                }
            }
        }
        buf.clear();
        let line = tokio::select! {
            n = input.read_until(b'\n', &mut buf) => {
                if n? == 0 {
                    break;
                }
                std::mem::take(&mut buf)
            }
            Some(r) = events.recv(), if finished.is_none() => {
                if p.print(&[r])? {
                    return Ok(ConsoleEnd::GameOver);
                }
                continue;
            }
        };
        // One bad byte must not end the session: the line is refused, saying why.
        let Ok(line) = String::from_utf8(line) else {
            // Examples of the game being played, not always Jungle's.
            let examples = games::of(kind).names().examples;
            let m = Message::new("console-not-utf8").msg("examples", Message::new(examples));
            say(&mut p, m)?;
            continue;
        };
        let t = line.trim();
        if t.is_empty() || t.starts_with('#') {
            continue;
        }
        if learning.active() && !matches!(read_line(t), Line::Quit | Line::Learn(_)) {
            learning
                .answer(&mut *p.out, p.hub.i18n(), &p.loc, t)
                .await?;
            continue;
        }
        if puzzles.active() && !matches!(read_line(t), Line::Quit) {
            puzzles.answer(&mut p, &me.user, t).await?;
            continue;
        }
        let command = match (read_line(t), finished) {
            (Line::Quit, _) => {
                if hub.game_in(CHANNEL).await.is_some() {
                    say(&mut p, Message::new("console-quit"))?;
                } else {
                    say(&mut p, Message::new("console-bye"))?;
                }
                return Ok(ConsoleEnd::Paused);
            }
            (Line::Rematch, Some(id)) => Command::Rematch(id),
            (Line::Hub(c), Some(_)) if matches!(*c, Command::Rematch(_)) => *c,
            // After the end of a game, a move (or any word that is no command) ends the
            // session; the commands about finished games (`review`, `export`, `history`, …)
            // are what the end of a game is for, and are answered.
            (Line::Hub(c), Some(_)) if matches!(*c, Command::Move(_) | Command::Typed(_)) => {
                return Ok(ConsoleEnd::GameOver);
            }
            (Line::Export, Some(id)) => Command::Export(id),
            (Line::Hub(c), Some(_)) => *c,
            (Line::Rematch, None) => match last_game {
                Some(id) => Command::Rematch(id),
                None => Command::Move(t.to_string()),
            },
            (Line::Export, None) => match last_game {
                Some(id) => Command::Export(id),
                None => Command::Move(t.to_string()),
            },
            (Line::Learn(ask), _) => {
                learning
                    .start(&mut *p.out, p.hub.i18n(), &p.loc, kind, ask)
                    .await?;
                continue;
            }
            (Line::Puzzle { from_server }, _) => {
                if !from_server {
                    puzzles
                        .start(&mut p, &me.user, puzzles::shipped(kind))
                        .await?;
                    continue;
                }
                match hub.server_puzzles(CHANNEL, kind).await {
                    Ok(own) if own.is_empty() => {
                        let m = Message::new("puzzle-server-none")
                            .msg("game", crate::hub::games::name(kind))
                            .num("plies", hub.config().mine_min_plies as i64);
                        p.say(m)?;
                    }
                    Ok(own) => puzzles.start(&mut p, &me.user, &own).await?,
                    Err(e) => {
                        let m = Message::new("store-failed").str("detail", e.to_string());
                        p.say(m)?;
                    }
                }
                continue;
            }
            (Line::Hub(c), None) => *c,
        };
        // `accept` and `decline` (in any language qibot speaks) answer the offer standing in
        // the game, as the offer says; the hub's line reader takes them for moves.
        let command = match command {
            Command::Move(text) => hub.answer_word(&text).unwrap_or(Command::Move(text)),
            c => c,
        };
        let who = speaker(hub, &me, guest, &command).await;
        if matches!(command, Command::Help) {
            // The hub's help lists Discord's commands; the console has its own list, each word
            // once, with moves of the game being played.
            let examples = games::of(kind).names().examples;
            let m = Message::new("console-help").msg("examples", Message::new(examples));
            say(&mut p, m)?;
            if hot_seat {
                // Who answers an offer, and with which words, at one keyboard.
                say(&mut p, Message::new("console-help-one-keyboard"))?;
            }
            continue;
        }
        let rematch = matches!(command, Command::Rematch(_));
        // `board` is answered facing whoever asked: shown once, as it is.
        let board = matches!(command, Command::Board);
        let language = matches!(command, Command::SetMemberLanguage(Some(_)));
        let mut replies = hub.handle(who, command).await;
        if language && !replies.iter().any(|r| r.refused) {
            p.loc = follow_language(hub, who, &loc, &replies).await;
        }
        if rematch && !replies.iter().any(|r| r.refused) {
            let accepted = accept_as_guest(hub, guest).await;
            if !accepted.is_empty() && !accepted.iter().any(|r| r.refused) {
                // Accepted at once at one keyboard: the challenge's "accept or decline within
                // 5 minutes" asks nobody anything, as the first game's challenge is not shown.
                replies.retain(|r| r.message.id != "challenge-made");
            }
            replies.extend(accepted);
        }
        if let Some(g) = hub.game_in(CHANNEL).await {
            last_game = Some(g.id);
            finished = None;
        }
        let over = if hot_seat && !rematch && !board {
            // The boards of the replies face Red; the next player sees the board from their
            // side instead.
            let over = p.print_text(&replies)?;
            if !over && replies.iter().any(|r| r.board.is_some()) {
                let next = mover(hub, &me, guest).await;
                p.print(&hub.handle(next, Command::Board).await)?;
            }
            over
        } else {
            p.print(&replies)?
        };
        if over {
            // The game is over: offer the next one for real.
            finished = last_game;
            say(&mut p, Message::new("console-rematch"))?;
        }
        hub.bot_idle(CHANNEL).await;
    }
    if hub.game_in(CHANNEL).await.is_some() {
        say(&mut p, Message::new("console-paused"))?;
    }
    Ok(if finished.is_some() {
        ConsoleEnd::GameOver
    } else {
        ConsoleEnd::Paused
    })
}

/// The console's language at the start: `--lang` (`chosen`) if given, which the console's
/// player and its server then keep, else the one kept from an earlier `language` (the hub's
/// order: the player's choice, then the server's, then the configured default).
async fn start_language(hub: &Hub, me: &Ctx, chosen: Option<&str>) -> String {
    if let Some(l) = chosen {
        // Asked for on the command line: it wins over a choice kept from an earlier session.
        hub.handle(me, Command::SetMemberLanguage(Some(l.to_string())))
            .await;
        hub.handle(me, Command::SetLanguage(l.to_string())).await;
    } else {
        // Reads the kept choices (the hub loads them before a command); the answer is not shown.
        hub.handle(me, Command::SetMemberLanguage(None)).await;
    }
    hub.member_locale(CHANNEL, &me.user)
}

/// After `language WORD` was accepted (`replies`): the console's server takes the player's
/// language too, so what the hub tells the whole console (boards, the bot's moves, pictures)
/// follows it; `language auto` brings back the default `default` (`--lang`, else the
/// configuration's). The console's language now.
async fn follow_language(hub: &Hub, who: &Ctx, default: &str, replies: &[Reply]) -> String {
    if replies
        .iter()
        .any(|r| r.message.id == "member-language-cleared")
    {
        hub.handle(who, Command::SetLanguage(default.to_string()))
            .await;
    }
    let now = hub.member_locale(CHANNEL, &who.user);
    hub.handle(who, Command::SetLanguage(now.clone())).await;
    now
}

/// The console's puzzles: the try in progress, the ids already shown this session, and the
/// member's puzzle rating (Glicko-2, kept for the session: the store does not hold puzzle
/// ratings yet).
struct Puzzles {
    current: Option<PuzzleTry>,
    seen: std::collections::HashSet<String>,
    rating: (f64, f64, f64),
    /// The hints given in the current position: (its ply, how many). The first names the
    /// piece and its square, the next ones the move, as lichess's hint and "view the solution".
    hints: (usize, u8),
    /// Whether a hint showed a move of the try: a solve after it is rated as not solved.
    move_shown: bool,
}

impl Default for Puzzles {
    fn default() -> Puzzles {
        Puzzles {
            current: None,
            seen: Default::default(),
            rating: puzzles::fresh_rating(),
            hints: (0, 0),
            move_shown: false,
        }
    }
}

impl Puzzles {
    /// Whether a try is in progress (the next line answers it).
    fn active(&self) -> bool {
        self.current.as_ref().is_some_and(|t| !t.is_over())
    }

    /// Shows a puzzle of `set` near the member's rating, not yet shown, to `solver`.
    async fn start(
        &mut self,
        p: &mut Printer<'_>,
        solver: &Player,
        set: &[Puzzle],
    ) -> std::io::Result<()> {
        let seen = &self.seen;
        let Some(puzzle) = puzzles::nearest(set, self.rating.0, &|id| seen.contains(id)) else {
            return p.say(Message::new("puzzle-none"));
        };
        self.seen.insert(puzzle.id.clone());
        let Some(t) = PuzzleTry::new(puzzle.clone()) else {
            return p.say(Message::new("puzzle-none"));
        };
        p.say(crate::hub::puzzles::start_message(puzzle))?;
        // Which side the solver plays: the board is turned to it, but the letters do not say.
        let pos = t.position();
        let side = crate::hub::games::side(pos.kind(), pos.side_to_move());
        let status = Message::new("puzzle-status")
            .str("id", &puzzle.id)
            .str("goal", puzzle.goal())
            .msg("side", side);
        p.say(status)?;
        print_puzzle_board(p, solver, &t).await?;
        self.current = Some(t);
        self.hints = (0, 0);
        self.move_shown = false;
        Ok(())
    }

    /// Judges `solver`'s answer `text` and says what it did.
    async fn answer(
        &mut self,
        p: &mut Printer<'_>,
        solver: &Player,
        text: &str,
    ) -> std::io::Result<()> {
        let Some(t) = self.current.as_mut() else {
            return Ok(());
        };
        let kind = t.puzzle.kind;
        // The console's words that are no move: the board again, a hint, help, giving up.
        match crate::games::text::fold(text).as_str() {
            "board" | "plateau" => return print_puzzle_board(p, solver, t).await,
            "hint" | "indice" => {
                let ply = t.game().ply_count();
                let asked = if self.hints.0 == ply { self.hints.1 } else { 0 };
                self.hints = (ply, asked.saturating_add(1));
                let m = hint(p, t, asked > 0);
                self.move_shown |= asked > 0 && m.id == "puzzle-hint-move";
                return p.say(m);
            }
            "help" | "aide" | "?" => {
                let examples = games::of(kind).names().examples;
                let m = Message::new("puzzle-help").msg("examples", Message::new(examples));
                return p.say(m);
            }
            "resign" | "abandon" | "abandonner" => {
                t.give_up();
                let m = Message::new("puzzle-given-up").str("solution", p.solution_text(&t.puzzle));
                let m = rated(&mut self.rating, &t.puzzle, false, m);
                return p.say(m);
            }
            _ => {}
        }
        if !matches!(parse_line(text), Command::Move(_)) {
            // A game's command (`draw`, `rules`, …): the puzzle's own words instead.
            let m = Message::new("console-puzzle-not-for-puzzles")
                .str("word", text)
                .msg("examples", Message::new(games::of(kind).names().examples));
            return p.say(m);
        }
        match t.answer(text) {
            Err(e) => p.say(puzzles::refusal(kind, &e)),
            Ok(Answer::Right { reply, .. }) => {
                // The reply in the position it was played in: the try's before its last move.
                let reply_text = puzzles::reply_in(p.hub.i18n(), &p.loc, t, reply);
                p.say(Message::new("puzzle-right").str("reply", reply_text))?;
                print_puzzle_board(p, solver, t).await
            }
            Ok(Answer::Solved) if self.move_shown => {
                let m = Message::new("puzzle-solved-shown");
                let m = rated(&mut self.rating, &t.puzzle, false, m);
                p.say(m)
            }
            Ok(Answer::Solved) => {
                let m = Message::new("puzzle-solved");
                let m = rated(&mut self.rating, &t.puzzle, true, m);
                p.say(m)
            }
            Ok(Answer::Wrong) => {
                let m = Message::new("puzzle-wrong").str("solution", p.solution_text(&t.puzzle));
                let m = rated(&mut self.rating, &t.puzzle, false, m);
                p.say(m)
            }
        }
    }
}

/// A hint in the try's position: the piece to move and its square (`puzzle-hint`), or with
/// `the_move` the move itself (`puzzle-hint-move`), in the console's language.
fn hint(p: &Printer<'_>, t: &PuzzleTry, the_move: bool) -> Message {
    let Some(mv) = next_solution_move(t) else {
        return Message::new("puzzle-none");
    };
    let pos = t.position();
    let game = games::of(pos.kind());
    if the_move {
        return Message::new("puzzle-hint-move")
            .str("move", p.move_text(&pos, mv))
            .str("canonical", mv.to_string());
    }
    let square: String = mv.to_string().chars().take(2).collect();
    let piece = game
        .move_label(p.hub.i18n(), &pos, mv, &p.loc)
        .map(|l| l.piece)
        .unwrap_or_default();
    Message::new("puzzle-hint")
        .str("piece", piece)
        .str("square", square)
}

/// The solution's move in the try's current position: the stored line replayed up to it.
fn next_solution_move(t: &PuzzleTry) -> Option<crate::games::any::Move> {
    let now = t.position();
    let mut pos = t.puzzle.position()?;
    for &m in &t.puzzle.solution {
        if pos == now {
            return Some(m);
        }
        pos = pos.play(m);
    }
    None
}

/// Updates the console player's puzzle `rating` for a try of `puzzle` (`solved` or not) and
/// adds the new rating and its change to `m`.
fn rated(rating: &mut (f64, f64, f64), puzzle: &Puzzle, solved: bool, m: Message) -> Message {
    let before = rating.0;
    *rating = puzzles::rate(*rating, puzzle, solved);
    m.num("rating", rating.0.round() as i64)
        .signed("change", (rating.0 - before).round() as i64)
}

/// The board of a puzzle try as text, from the solver's side, and its picture written to
/// `--out` (`puzzle-<id>-ply-<n>.png`), as a game's boards are.
async fn print_puzzle_board(
    p: &mut Printer<'_>,
    solver: &Player,
    t: &PuzzleTry,
) -> std::io::Result<()> {
    let pos = t.position();
    let game = games::of(pos.kind());
    let text = game.text_board(&pos, game.piece_style());
    let text = if pos.side_to_move() == crate::games::any::Side::Second {
        flip_text_board(&text)
    } else {
        text
    };
    writeln!(p.out, "{text}")?;
    if p.dir.is_some()
        && let Some(png) = p.hub.puzzle_picture(solver, t, &p.loc).await
    {
        // A server's own puzzle's id may hold any character: the file name keeps the plain ones.
        let id: String = t
            .puzzle
            .id
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
            .collect();
        let name = format!("puzzle-{id}-ply-{}.png", t.game().ply_count());
        p.save(&name, &png, |path| {
            Message::new("console-png").str("path", path)
        })?;
    }
    p.out.flush()
}

/// `$USER`, else `fallback` (the word "player" in the console's language).
fn user_name(fallback: &str) -> String {
    std::env::var("USER")
        .ok()
        .filter(|u| !u.is_empty() && u.len() < 40)
        .unwrap_or_else(|| fallback.to_string())
}

/// The text board `board` (rows from the top, the file letters last) seen from the other side:
/// rows and files reversed, as the flipped picture draws it.
fn flip_text_board(board: &str) -> String {
    let lines: Vec<&str> = board.lines().collect();
    let Some((files, rows)) = lines.split_last() else {
        return board.to_string();
    };
    let mut out = String::new();
    for row in rows.iter().rev() {
        let (label, cells) = row.split_once(' ').unwrap_or((row, ""));
        let cells: Vec<&str> = cells.split_whitespace().rev().collect();
        out.push_str(&format!("{label}  {}\n", cells.join(" ")));
    }
    let indent = files.len() - files.trim_start().len();
    let letters: Vec<&str> = files.split_whitespace().rev().collect();
    out.push_str(&format!("{}{}", " ".repeat(indent), letters.join(" ")));
    out
}

#[cfg(test)]
mod tests {
    /// Issue 68, point 7: a rating change is written signed, "+" for a gain.
    #[test]
    fn a_solved_puzzle_s_rating_change_has_its_sign() {
        let puzzle = &crate::hub::puzzles::shipped(crate::games::any::GameKind::Jungle)[0];
        let mut rating = crate::hub::puzzles::fresh_rating();
        for (solved, id, sign) in [
            (true, "puzzle-solved", " (+"),
            (false, "puzzle-wrong", " (-"),
        ] {
            let m = super::rated(&mut rating, puzzle, solved, crate::text::Message::new(id));
            let text = crate::text::I18n::new().format("en", &m);
            assert!(text.contains(sign), "{text}");
        }
    }

    #[test]
    fn a_flipped_text_board_reverses_rows_and_files() {
        let board = "2  a b c\n1  d e f\n   a b c";
        assert_eq!(
            super::flip_text_board(board),
            "1  f e d\n2  c b a\n   c b a"
        );
    }
}
