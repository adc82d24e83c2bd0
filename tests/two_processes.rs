//! Two `qibot play` processes (the built binary) on one database, SQLite file and PostgreSQL:
//! moves typed into either are all kept, a resignation in one is never undone by the other's
//! stale copy, and an idle process with a move clock never ends the game from its stale
//! deadline. (Issue 12: before versions, each of these lost acknowledged moves.)

mod support;
use support::cli::qibot_in;
use support::db::{Db, on_both_stores};

use std::io::Write;
use std::path::Path;
use std::process::{Child, ChildStdin};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use qibot::hub::SqliteStore;
use qibot::store::GameRecord;

/// A running `qibot play` with its output lines arriving on a channel.
struct Play {
    child: Child,
    stdin: ChildStdin,
    lines: mpsc::Receiver<String>,
    seen: Vec<String>,
}

impl Play {
    fn start(dir: &Path, db: &str, extra: &[&str]) -> Play {
        let support::cli::Piped {
            child,
            stdin,
            lines,
        } = support::cli::piped(
            qibot_in(dir)
                .args(["play", "--db", db, "--level", "beginner"])
                .args(extra),
        );
        Play {
            child,
            stdin,
            lines,
            seen: Vec::new(),
        }
    }

    /// Waits (up to 20 s) for a line containing `what`.
    fn wait_for(&mut self, what: &str) -> String {
        let end = Instant::now() + Duration::from_secs(20);
        loop {
            let left = end.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(l) => {
                    self.seen.push(l.clone());
                    if l.contains(what) {
                        return l;
                    }
                }
                Err(_) => panic!("no line with {what:?}; saw:\n{}", self.seen.join("\n")),
            }
        }
    }

    /// Types `line`; waits for the bot's answer when it is a move that was played.
    fn play(&mut self, mv: &str) {
        writeln!(self.stdin, "{mv}").unwrap();
        self.wait_for("tester (Red)");
        self.wait_for("bot: ");
    }

    fn say(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").unwrap();
    }

    /// Every move this process acknowledged, canonical (`a1a2`), in the order it printed them.
    fn acknowledged(&mut self) -> Vec<String> {
        while let Ok(l) = self.lines.try_recv() {
            self.seen.push(l);
        }
        let mut out = Vec::new();
        for l in &self.seen {
            if let Some(m) = l.strip_prefix("bot: ") {
                out.push(m.trim().to_string());
            } else if l.contains("tester (Red): ") {
                let squares: String = l
                    .rsplit(": ")
                    .next()
                    .unwrap_or("")
                    .chars()
                    .filter(|c| c.is_ascii_alphanumeric())
                    .collect();
                // "Tiger a1→a2" → "Tigera1a2": the last four characters are the squares.
                out.push(squares[squares.len() - 4..].to_string());
            }
        }
        out
    }

    fn stop(mut self) -> Vec<String> {
        let acked = self.acknowledged();
        drop(self.stdin);
        let end = Instant::now() + Duration::from_secs(10);
        while self.child.try_wait().unwrap().is_none() && Instant::now() < end {
            std::thread::sleep(Duration::from_millis(50));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
        acked
    }
}

/// Game `id` as the database holds it.
async fn stored_game(db: &Db, id: i64) -> GameRecord {
    match db {
        Db::Sqlite(d) => SqliteStore::open(&d.path().join("q.db"))
            .unwrap()
            .read_game(id)
            .unwrap()
            .unwrap(),
        Db::Postgres(..) => db.open().await.game(id).await.unwrap().unwrap().record,
    }
}

on_both_stores!(
    interleaved_moves_are_all_kept,
    a_resignation_is_never_undone_by_a_stale_process,
    an_idle_process_never_ends_the_game_on_a_stale_deadline,
);

/// Process A starts a new game (with `extra` arguments) and plays `first`, if any; then process
/// B starts and resumes it.
fn two_plays(db: &Db, extra: &[&str], first: Option<&str>) -> (Play, Play) {
    let mut a = Play::start(db.dir(), &db.text(), extra);
    a.wait_for("New game #");
    if let Some(m) = first {
        a.play(m);
    }
    let mut b = Play::start(db.dir(), &db.text(), &[]);
    b.wait_for("Resuming game #");
    (a, b)
}

fn moves(g: &GameRecord) -> Vec<String> {
    g.moves.iter().map(|m| m.to_string()).collect()
}

async fn interleaved_moves_are_all_kept(db: Db) {
    let (mut a, mut b) = two_plays(&db, &[], Some("a1a2"));
    b.play("g1g2");
    // A's copy is two moves behind: its move is checked against the stored game and played.
    a.play("b2b3");
    b.play("f2f3");
    let (acked_a, acked_b) = (a.stop(), b.stop());
    let stored = moves(&stored_game(&db, 1).await);
    assert_eq!(stored.len(), 8, "{stored:?}");
    for m in acked_a.iter().chain(&acked_b) {
        assert!(stored.contains(m), "acknowledged {m} lost: {stored:?}");
    }
    for (ply, m) in [(0, "a1a2"), (2, "g1g2"), (4, "b2b3"), (6, "f2f3")] {
        assert_eq!(stored[ply], m, "{stored:?}");
    }
}

async fn a_resignation_is_never_undone_by_a_stale_process(db: Db) {
    let (mut a, mut b) = two_plays(&db, &[], Some("a1a2"));
    a.say("resign");
    a.wait_for("by resignation");
    // B still shows the game; its move meets the finished game and is refused.
    b.say("g1g2");
    b.wait_for("no game in progress");
    let acked_b = b.stop();
    a.stop();
    let g = stored_game(&db, 1).await;
    assert_eq!(
        g.state.ending.map(|e| e.reason),
        Some(qibot::hub::EndReason::Resignation)
    );
    assert_eq!(moves(&g).len(), 2, "{:?}", g.moves);
    assert!(!acked_b.contains(&"g1g2".to_string()), "{acked_b:?}");
}

async fn an_idle_process_never_ends_the_game_on_a_stale_deadline(db: Db) {
    // B loads the game now and then only waits: its copy's deadline passes at about 6 s.
    let (mut a, b) = two_plays(&db, &["--time", "6s"], None);
    let started = Instant::now();
    for mv in ["a1a2", "g1g2", "b2b3", "f2f3", "a2a1"] {
        std::thread::sleep(Duration::from_millis(2000));
        a.play(mv);
    }
    assert!(started.elapsed() > Duration::from_secs(8));
    let acked = a.stop();
    let seen_by_b = b.stop();
    let g = stored_game(&db, 1).await;
    assert_eq!(
        g.state.ending, None,
        "ended on a stale deadline: {seen_by_b:?}"
    );
    let stored = moves(&g);
    assert_eq!(stored.len(), 10, "{stored:?}");
    for m in &acked {
        assert!(stored.contains(m), "acknowledged {m} lost: {stored:?}");
    }
}
