//! A UCI-style text protocol for the engine (`qibot engine`), one command a line, for Jungle
//! (the default) and Xiangqi:
//!
//! - `uci` → `id name qibot …`, the options, `uciok`; `isready` → `readyok`; `ucinewgame`;
//! - `setoption name UCI_Variant value jungle|xiangqi` (switches the game and resets the
//!   position to its start); `setoption name Hash value MB`;
//!   `setoption name Rules value <preset>[,key=value...]` (the current game's rules; changing
//!   them resets the position to the start);
//!   `setoption name Notation value iccs|ranks10` (Xiangqi move text, in and out: ICCS ranks
//!   0–9, `h2e2`, the default, or ranks 1–10, `h3e3`, as Fairy-Stockfish writes them; see
//!   [`Notation`]; Jungle keeps its single notation);
//! - `position startpos|fen <FEN> [moves c3c4 ...]` (Xiangqi moves in ICCS, `h2e2`, or in the
//!   notation chosen; the Xiangqi FEN is the usual one, as Fairy-Stockfish writes it);
//! - `go [depth N] [nodes N] [movetime MS] [wtime MS btime MS [winc MS binc MS]] [infinite]`,
//!   answered by `info depth D seldepth S score cp X|mate N nodes N nps N time MS pv ...` after
//!   each iteration and `bestmove c3c4`; in a finished game (a den entered, no legal move,
//!   checkmate, stalemate, a repetition draw: the game's own
//!   [`crate::games::contract::GamePosition::decide`]) by
//!   `info string the game is over: ...` and `bestmove 0000`, the UCI null move;
//! - `stop` ends the search at once (it runs on its own thread); `quit`.
//!
//! The engine plays here as it plays in a channel, with the game's
//! [`SearchGame::play_options`]: in Xiangqi a draw costs the side that searches its contempt
//! (`score cp -30` where the line ends in a repetition).
//!
//! As UCI engines do, a `position` or `go` received while a search runs stops that search
//! first (its `bestmove` is printed) and is then obeyed, and the end of input stops a running
//! search and ends the session. Unknown or malformed commands, and lines that are not UTF-8,
//! are answered with `info string error: ...` and ignored (a malformed command leaves a running
//! search running).

use std::fmt;
use std::io::{BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

use super::game::SearchGame;
use super::notation::Notation;
use super::search::{Limits, SearchInfo, Searcher, mate_in};
use super::tt::TranspositionTable;
use super::{EngineGame, GameTask, with_game};
use crate::games::any::GameKind;
use crate::games::contract::GameSide;
use crate::games::history::History;

/// The default transposition table size in MB.
pub const DEFAULT_HASH_MB: usize = 64;
/// The largest transposition table accepted, in MB.
pub const MAX_HASH_MB: usize = 4096;

type Out = Arc<Mutex<dyn Write + Send>>;

/// Each side's clock for `go`: time left (ms) if given, and increment (ms); Red's first.
type Clocks = [(Option<u64>, u64); 2];

/// Where replies go, and the transposition table size a fresh searcher gets.
struct Io {
    out: Out,
    hash_mb: usize,
}

fn say(out: &Out, line: &str) {
    if let Ok(mut w) = out.lock() {
        // A closed output leaves nobody to tell: ignore write errors.
        let _ = writeln!(w, "{line}");
        let _ = w.flush();
    }
}

/// A searcher that plays ([`Searcher::player`]) with a table of `hash_mb` MB.
fn player<G: SearchGame>(hash_mb: usize) -> Searcher<G> {
    Searcher::player(TranspositionTable::new(hash_mb))
}

struct Running<G: SearchGame> {
    stop: Arc<AtomicBool>,
    done: Arc<AtomicBool>,
    handle: JoinHandle<Searcher<G>>,
}

/// One game's state: rules, the game record from the last `position` (its position,
/// repetitions and outcome) and the searcher (lent to the search thread while a search runs).
struct Board<G: SearchGame> {
    rules: G::Rules,
    record: History<G>,
    searcher: Option<Searcher<G>>,
    /// The running search: its stop flag, its "result printed" flag and its thread.
    running: Option<Running<G>>,
    /// How moves are written in and out (one of the game's [`EngineGame::NOTATIONS`]).
    notation: Notation,
}

/// The commands a [`Board`] obeys, whatever its game: the session holds the game
/// `UCI_Variant` chose as a `Box<dyn Seat>`, so this file names no game.
trait Seat {
    /// The game.
    fn kind(&self) -> GameKind;
    /// Waits for a running search to end (after setting its stop flag if `stop`).
    fn finish_search(&mut self, stop: bool, io: &Io);
    /// Whether a search is running. One that has printed its `bestmove` counts as over (its
    /// thread is joined), so a client may send the next command as soon as it reads `bestmove`.
    fn searching(&mut self, io: &Io) -> bool;
    /// `ucinewgame`: the start position, the transposition table cleared.
    fn new_game(&mut self);
    /// `isready` while no search runs: the searcher made if there is none yet, its table's
    /// memory mapped, so the next `go` spends its time searching.
    fn prepare(&mut self, io: &Io);
    /// `setoption name Hash`.
    fn set_hash(&mut self, mb: usize);
    /// `setoption name Rules`: the rules, and the start position under them.
    fn set_rules(&mut self, value: &str) -> Result<(), String>;
    /// `setoption name Notation`: applies if the game knows that notation.
    fn set_notation(&mut self, chosen: Notation);
    /// `position`: the game it describes replaces the current one, after the running search
    /// (if any) is stopped; refused as a whole (the search going on) if it cannot be read.
    fn position(&mut self, setup: &[&str], moves: &[&str], io: &Io) -> Result<(), String>;
    /// `go`: starts the search on its own thread.
    fn go(&mut self, limits: Limits, clocks: Clocks, io: &Io) -> Result<(), String>;
}

/// A fresh [`Board`] of the game [`with_game`] chooses, writing moves in `.0` if it can.
struct NewBoard(Notation);

impl GameTask for NewBoard {
    type Output = Box<dyn Seat>;
    fn run<G: EngineGame>(self) -> Box<dyn Seat> {
        Box::new(Board::<G>::new(G::notation(self.0)))
    }
}

/// The notations a game knows (see [`EngineGame::NOTATIONS`]).
struct Notations;

impl GameTask for Notations {
    type Output = &'static [Notation];
    fn run<G: EngineGame>(self) -> &'static [Notation] {
        G::NOTATIONS
    }
}

/// The protocol state.
struct Session {
    io: Io,
    game: Box<dyn Seat>,
    /// The `Notation` option (applies to the games that know the notation chosen).
    notation: Notation,
}

/// `words` as a sentence's list: `a`, `a or b`, `a, b or c`.
fn one_of(words: &[&str]) -> String {
    match words {
        [] => String::new(),
        [one] => (*one).to_string(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

/// Every notation some game knows, in the games' order, each once.
fn all_notations() -> Vec<Notation> {
    let mut all: Vec<Notation> = Vec::new();
    for kind in GameKind::ALL {
        for n in with_game(kind, Notations) {
            if !all.contains(n) {
                all.push(*n);
            }
        }
    }
    all
}

/// Formats a score as `cp X` or `mate N` (N in the side to move's moves, negative if losing).
pub fn score_text(score: i32) -> String {
    match mate_in(score) {
        Some(n) => format!("mate {n}"),
        None => format!("cp {score}"),
    }
}

/// The `info` line for a completed iteration, its moves written in `notation`.
pub fn info_line<M: fmt::Display>(i: &SearchInfo<'_, M>, notation: Notation) -> String {
    let ms = i.time.as_millis().max(1);
    let nps = i.nodes as u128 * 1000 / ms;
    let pv: Vec<String> =
        i.pv.iter()
            .map(|m| notation.write(&m.to_string()))
            .collect();
    format!(
        "info depth {} seldepth {} score {} nodes {} nps {} time {} pv {}",
        i.depth,
        i.seldepth,
        score_text(i.score),
        i.nodes,
        nps,
        i.time.as_millis(),
        pv.join(" ")
    )
}

impl<G: EngineGame> Board<G> {
    fn new(notation: Notation) -> Board<G> {
        let rules = G::Rules::default();
        Board {
            rules,
            record: History::new(G::startpos(rules)),
            searcher: None,
            running: None,
            notation,
        }
    }

    /// The game a `position` command describes, read without changing anything (a running
    /// search goes on if it is refused).
    fn read_position(&self, setup: &[&str], moves: &[&str]) -> Result<History<G>, String> {
        let start = match setup.first() {
            Some(&"startpos") if setup.len() == 1 => G::startpos(self.rules),
            Some(&"fen") if setup.len() > 1 => G::from_fen(&setup[1..].join(" "), self.rules)
                .map_err(|e| format!("bad {} FEN: {e}", G::NAME))?,
            _ => {
                return Err("malformed position; write `position startpos [moves c3c4 ...]` or `position fen <FEN> [moves ...]`".to_string());
            }
        };
        let mut record = History::new(start);
        for (i, text) in moves.iter().enumerate() {
            if let Some(o) = record.outcome() {
                return Err(format!(
                    "move {} ({text}) comes after the end of the game ({o}); send the moves up to the end only",
                    i + 1
                ));
            }
            let m = self
                .notation
                .read(text)
                .map_err(|e| e.to_string())
                .and_then(|t| record.position().parse_legal(&t).map_err(|e| e.to_string()))
                .map_err(|e| format!("move {} ({text}): {e}", i + 1))?;
            record
                .play(m)
                .map_err(|e| format!("move {} ({text}): {e}", i + 1))?;
        }
        Ok(record)
    }
}

impl<G: EngineGame> Seat for Board<G> {
    fn kind(&self) -> GameKind {
        G::KIND
    }

    fn finish_search(&mut self, stop: bool, io: &Io) {
        if let Some(r) = self.running.take() {
            if stop {
                r.stop.store(true, Ordering::Relaxed);
            }
            match r.handle.join() {
                Ok(s) => self.searcher = Some(s),
                Err(_) => {
                    say(
                        &io.out,
                        "info string error: the search thread failed; starting a fresh searcher",
                    );
                    self.searcher = Some(player(io.hash_mb));
                }
            }
        }
    }

    fn searching(&mut self, io: &Io) -> bool {
        if self
            .running
            .as_ref()
            .is_some_and(|r| r.done.load(Ordering::Acquire) || r.handle.is_finished())
        {
            self.finish_search(false, io);
        }
        self.running.is_some()
    }

    fn prepare(&mut self, io: &Io) {
        if self.running.is_none() {
            self.searcher
                .get_or_insert_with(|| player(io.hash_mb))
                .prefault();
        }
    }

    fn new_game(&mut self) {
        if let Some(s) = self.searcher.as_mut() {
            s.clear();
        }
        self.record = History::new(G::startpos(self.rules));
    }

    fn set_hash(&mut self, mb: usize) {
        if let Some(s) = self.searcher.as_mut() {
            s.set_hash_mb(mb);
        }
    }

    fn set_rules(&mut self, value: &str) -> Result<(), String> {
        let r = value
            .parse::<G::Rules>()
            .map_err(|e| format!("bad Rules value for {}: {e}", G::NAME))?;
        self.rules = r;
        self.record = History::new(G::startpos(r));
        Ok(())
    }

    fn set_notation(&mut self, chosen: Notation) {
        self.notation = G::notation(chosen);
    }

    fn position(&mut self, setup: &[&str], moves: &[&str], io: &Io) -> Result<(), String> {
        let record = self.read_position(setup, moves)?;
        // A new position ends the search of the old one (its bestmove is printed first).
        self.finish_search(true, io);
        self.record = record;
        Ok(())
    }

    fn go(&mut self, mut limits: Limits, clocks: Clocks, io: &Io) -> Result<(), String> {
        let out = &io.out;
        if let Some(o) = self.record.outcome() {
            // Nothing to search: say why, and give the null move as UCI engines do.
            say(
                out,
                &format!("info string the game is over: {o}; there is no move to search"),
            );
            say(out, "bestmove 0000");
            return Ok(());
        }
        let pos = *self.record.position();
        let (time, inc) = clocks[pos.side_to_move().index()];
        limits.time_left = time.map(Duration::from_millis);
        limits.increment = Duration::from_millis(inc);

        let mut searcher = self.searcher.take().unwrap_or_else(|| player(io.hash_mb));
        let flag = Arc::new(AtomicBool::new(false));
        let thread_flag = Arc::clone(&flag);
        let done = Arc::new(AtomicBool::new(false));
        let thread_done = Arc::clone(&done);
        let out = Arc::clone(out);
        // The earlier positions, the current one excluded, as the search wants them.
        let hashes = self.record.hashes();
        let history = hashes[..hashes.len() - 1].to_vec();
        let notation = self.notation;
        let handle = std::thread::Builder::new()
            .name("search".into())
            .spawn(move || {
                let result = searcher.search(&pos, &history, &limits, &thread_flag, &mut |i| {
                    say(&out, &info_line(i, notation));
                });
                // Marked done before the reply, so a command sent after it sees no search.
                thread_done.store(true, Ordering::Release);
                match result {
                    Some(r) => say(
                        &out,
                        &format!("bestmove {}", notation.write(&r.best.to_string())),
                    ),
                    // Only a decided game has no legal move, and that is answered above.
                    None => say(&out, "bestmove 0000"),
                }
                searcher
            })
            .map_err(|e| format!("cannot start the search thread: {e}"))?;
        self.running = Some(Running {
            stop: flag,
            done,
            handle,
        });
        Ok(())
    }
}

impl Session {
    fn error(&self, msg: &str) {
        say(&self.io.out, &format!("info string error: {msg}"));
    }

    fn finish_search(&mut self, stop: bool) {
        self.game.finish_search(stop, &self.io);
    }

    fn searching(&mut self) -> bool {
        self.game.searching(&self.io)
    }

    /// Handles one line; returns `false` on `quit`.
    fn handle(&mut self, line: &str) -> bool {
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some(&cmd) = words.first() else {
            return true;
        };
        match cmd {
            "uci" => {
                say(&self.io.out, &format!("id name qibot {}", env!("CARGO_PKG_VERSION")));
                say(&self.io.out, "id author the qibot developers");
                let vars: String = GameKind::ALL.map(|k| format!(" var {k}")).concat();
                say(
                    &self.io.out,
                    &format!(
                        "option name UCI_Variant type combo default {}{vars}",
                        GameKind::default()
                    ),
                );
                say(
                    &self.io.out,
                    &format!(
                        "option name Hash type spin default {DEFAULT_HASH_MB} min 1 max {MAX_HASH_MB}"
                    ),
                );
                say(&self.io.out, "option name Rules type string default standard");
                let notations = all_notations();
                if notations.len() > 1 {
                    let vars: String = notations.iter().map(|n| format!(" var {n}")).collect();
                    say(
                        &self.io.out,
                        &format!(
                            "option name Notation type combo default {}{vars}",
                            Notation::default()
                        ),
                    );
                }
                say(&self.io.out, "uciok");
            }
            "isready" => {
                if !self.searching() {
                    self.game.prepare(&self.io);
                }
                say(&self.io.out, "readyok")
            }
            "ucinewgame" => {
                if self.searching() {
                    self.error("a search is running; send stop first");
                } else {
                    self.game.new_game();
                }
            }
            "setoption" => self.setoption(&words[1..]),
            "position" => self.position(&words[1..]),
            "go" => self.go(&words[1..]),
            "stop" => self.finish_search(true),
            "quit" => {
                self.finish_search(true);
                return false;
            }
            other => self.error(&format!(
                "unknown command `{other}`; the commands are uci, isready, ucinewgame, setoption, position, go, stop, quit"
            )),
        }
        true
    }

    fn setoption(&mut self, args: &[&str]) {
        // setoption name <name...> value <value...>
        let vpos = args.iter().position(|w| w.eq_ignore_ascii_case("value"));
        let (Some(&"name"), Some(v)) = (args.first(), vpos) else {
            self.error("malformed setoption; write `setoption name Hash value 64`, `setoption name Rules value standard`, `setoption name UCI_Variant value xiangqi` or `setoption name Notation value ranks10`");
            return;
        };
        let name = args[1..v].join(" ");
        let value = args[v + 1..].join(" ");
        if self.searching() {
            self.error("a search is running; send stop before changing options");
            return;
        }
        match name.to_ascii_lowercase().as_str() {
            "hash" => match value.parse::<usize>() {
                Ok(mb) if (1..=MAX_HASH_MB).contains(&mb) => {
                    self.io.hash_mb = mb;
                    self.game.set_hash(mb);
                }
                _ => self.error(&format!(
                    "Hash must be a whole number of MB from 1 to {MAX_HASH_MB}, not `{value}`"
                )),
            },
            "rules" => {
                if let Err(e) = self.game.set_rules(&value) {
                    self.error(&e);
                }
            }
            "uci_variant" => {
                let wanted = value.to_ascii_lowercase();
                match GameKind::ALL.into_iter().find(|k| k.code() == wanted) {
                    Some(kind) => {
                        if self.game.kind() != kind {
                            self.game = with_game(kind, NewBoard(self.notation));
                        }
                    }
                    None => self.error(&format!(
                        "there is no variant `{value}`; UCI_Variant is {}",
                        one_of(&GameKind::ALL.map(GameKind::code))
                    )),
                }
            }
            "notation" => match value.parse::<Notation>() {
                Ok(n) => {
                    self.notation = n;
                    self.game.set_notation(n);
                }
                Err(e) => self.error(&e.to_string()),
            },
            _ => self.error(&format!(
                "unknown option `{name}`; the options are UCI_Variant, Hash, Rules and Notation"
            )),
        }
    }

    fn position(&mut self, args: &[&str]) {
        let moves_at = args.iter().position(|w| *w == "moves");
        let (setup, moves) = match moves_at {
            Some(i) => (&args[..i], &args[i + 1..]),
            None => (args, &args[args.len()..]),
        };
        let set = self.game.position(setup, moves, &self.io);
        if let Err(e) = set {
            self.error(&e);
        }
    }

    fn go(&mut self, args: &[&str]) {
        let mut limits = Limits::default();
        let (mut wtime, mut btime, mut winc, mut binc) = (None, None, 0u64, 0u64);
        let mut i = 0;
        while i < args.len() {
            let key = args[i];
            if key == "infinite" {
                i += 1;
                continue;
            }
            let Some(v) = args.get(i + 1).and_then(|v| v.parse::<u64>().ok()) else {
                self.error(&format!(
                    "malformed go: `{key}` needs a whole number after it (e.g. `go depth 8`, `go movetime 1000`, `go wtime 60000 btime 60000 winc 1000 binc 1000`)"
                ));
                return;
            };
            match key {
                "depth" => limits.depth = Some(v.clamp(1, 100) as u32),
                "nodes" => limits.nodes = Some(v.max(1)),
                "movetime" => limits.movetime = Some(Duration::from_millis(v)),
                "wtime" => wtime = Some(v),
                "btime" => btime = Some(v),
                "winc" => winc = v,
                "binc" => binc = v,
                "movestogo" => {}
                other => {
                    self.error(&format!(
                        "unknown go parameter `{other}`; use depth, nodes, movetime, wtime, btime, winc, binc or infinite"
                    ));
                    return;
                }
            }
            i += 2;
        }
        // A new go ends the running search first (its bestmove is printed first).
        self.finish_search(true);
        let clocks = [(wtime, winc), (btime, binc)];
        if let Err(e) = self.game.go(limits, clocks, &self.io) {
            self.error(&e);
        }
    }
}

/// The error for an input line that is not UTF-8: where the first bad byte is and its value.
fn not_utf8(line: &[u8], e: std::str::Utf8Error) -> String {
    let at = e.valid_up_to();
    format!(
        "the line is not UTF-8 text (byte {} of it, 0x{:02x}, is invalid) and was ignored; send each command as UTF-8 text, e.g. `isready`",
        at + 1,
        line[at]
    )
}

/// Runs the protocol: reads commands from `input` until `quit` or end of input, writing replies
/// to `out`. The end of input stops a running search (nobody is left to send `stop`) and ends
/// the session once its `bestmove` is printed; so does an input that can no longer be read.
pub fn run(mut input: impl BufRead, out: Arc<Mutex<dyn Write + Send>>) {
    let mut s = Session {
        io: Io {
            out,
            hash_mb: DEFAULT_HASH_MB,
        },
        game: with_game(GameKind::default(), NewBoard(Notation::default())),
        notation: Notation::default(),
    };
    // Lines are read as bytes so that one line that is not UTF-8 is refused alone.
    let mut line = Vec::new();
    loop {
        line.clear();
        match input.read_until(b'\n', &mut line) {
            Ok(0) => break,
            Ok(_) => {}
            Err(e) => {
                s.error(&format!("cannot read the input any more ({e}); stopping"));
                break;
            }
        }
        match std::str::from_utf8(&line) {
            Ok(text) => {
                if !s.handle(text.trim()) {
                    return;
                }
            }
            Err(e) => s.error(&not_utf8(&line, e)),
        }
    }
    s.finish_search(true);
}
