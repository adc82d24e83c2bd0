//! Puzzles: the shipped collections read and re-verify (a sample here, all of them with
//! `--ignored`), `qibot puzzles mine --from` finds a puzzle in an exported game and `qibot
//! puzzles check` passes it, and the console solves one (and fails one) through a pipe.

use qibot::engine::puzzles::{MineSettings, PuzzleGame, VERIFY_HASH_MB, verify};
use qibot::games::any::GameKind;
use qibot::games::puzzle::Puzzle;
use qibot::games::{jungle, xiangqi};
use qibot::hub::puzzles::{fresh_rating, nearest, rate, shipped, shipped_text};

mod support;
use support::cli::{qibot_in as qibot, run_with_input};

/// How many puzzles of each game the test-time sample re-verifies.
const SAMPLE: usize = 20;

/// Re-verifies `count` puzzles of `kind` spread over its shipped file (all when `count` is
/// `None`), panicking with every failure.
fn reverify<G: PuzzleGame>(kind: GameKind, count: Option<usize>) {
    let all = Puzzle::parse_file(kind, shipped_text(kind)).unwrap();
    assert!(!all.is_empty(), "no shipped {kind} puzzles");
    let step = count.map_or(1, |n| (all.len() / n).max(1));
    let margin = MineSettings::for_game(kind).margin;
    let failed: Vec<String> = all
        .iter()
        .step_by(step)
        .take(count.unwrap_or(usize::MAX))
        .filter_map(|p| {
            verify::<G>(p, margin, VERIFY_HASH_MB)
                .err()
                .map(|e| format!("{}: {e}", p.id))
        })
        .collect();
    assert!(failed.is_empty(), "{kind}: {}", failed.join("\n"));
}

#[test]
fn shipped_files_read_with_unique_ids_and_a_sample_reverifies() {
    for kind in [GameKind::Jungle, GameKind::Xiangqi] {
        let parsed = Puzzle::parse_file(kind, shipped_text(kind)).unwrap();
        assert_eq!(shipped(kind).len(), parsed.len());
        for p in &parsed {
            assert_eq!(p.solution.len() % 2, 1, "{}", p.id);
            assert!(!p.themes.is_empty(), "{}", p.id);
            assert!((600..=2800).contains(&p.rating), "{}", p.id);
            // A line round-trips through the format.
            assert_eq!(Puzzle::parse(kind, &p.to_string()).as_ref(), Ok(p));
        }
    }
    reverify::<jungle::Position>(GameKind::Jungle, Some(SAMPLE));
    reverify::<xiangqi::Position>(GameKind::Xiangqi, Some(SAMPLE));
}

#[test]
#[ignore = "re-verifies every shipped puzzle (minutes)"]
fn every_shipped_puzzle_reverifies() {
    reverify::<jungle::Position>(GameKind::Jungle, None);
    reverify::<xiangqi::Position>(GameKind::Xiangqi, None);
}

/// Black mates in 2: the chariot checks on d0, the general steps up, the chariot mates on f0.
const MATE_IN_2: &str = "1nbak1b2/4a4/6n2/p5pCp/3r5/2C3P2/P1P1p3P/8R/4N4/1cBA1KB2 b - - 0 21";

#[test]
fn mine_from_an_export_then_check() {
    let dir = tempfile::tempdir().unwrap();
    let games = dir.path().join("games.txt");
    std::fs::write(
        &games,
        format!(
            "[Game \"1\"]\n[Variant \"xiangqi\"]\n[FEN \"{MATE_IN_2}\"]\n\nd5d0 f0f1 d0f0\n\n1. … R4.9\n\
             [Game \"2\"]\n[Variant \"jungle\"]\n\nc3c4\n"
        ),
    )
    .unwrap();
    let out = dir.path().join("p.txt");
    let (code, stdout, err) = run_with_input(
        qibot(dir.path()).args([
            "puzzles",
            "mine",
            "--game",
            "xiangqi",
            "--from",
            games.to_str().unwrap(),
            "-o",
            out.to_str().unwrap(),
        ]),
        b"",
    );
    assert_eq!(code, 0, "{err}");
    assert!(stdout.contains("1 puzzles"), "{stdout}");
    let text = std::fs::read_to_string(&out).unwrap();
    let found = Puzzle::parse_file(GameKind::Xiangqi, &text).unwrap();
    assert_eq!(found.len(), 1, "{text}");
    let p = &found[0];
    assert_eq!(p.id, "x0001");
    assert_eq!(p.fen, MATE_IN_2);
    let line: Vec<String> = p.solution.iter().map(|m| m.to_string()).collect();
    assert_eq!(line, ["d5d0", "f0f1", "d0f0"]);
    assert!(p.themes.contains(&"mate-in-2".to_string()), "{text}");
    assert!(p.themes.contains(&"chariot-mate".to_string()), "{text}");
    // Mining the same games again finds nothing new: the file's positions are known.
    let (code, stdout, err) = run_with_input(
        qibot(dir.path()).args([
            "puzzles",
            "mine",
            "--game",
            "xiangqi",
            "--from",
            games.to_str().unwrap(),
            "-o",
            out.to_str().unwrap(),
        ]),
        b"",
    );
    assert_eq!(code, 0, "{err}");
    assert!(stdout.contains(" 0 puzzles"), "{stdout}");
    let (code, stdout, err) = run_with_input(
        qibot(dir.path()).args([
            "puzzles",
            "check",
            "--game",
            "xiangqi",
            out.to_str().unwrap(),
        ]),
        b"",
    );
    assert_eq!(code, 0, "{stdout}{err}");
    assert!(stdout.contains("1 puzzles, 0 failed"), "{stdout}");
    // A broken file is a usage error naming the line.
    std::fs::write(
        &out,
        format!("{text}x2 | {MATE_IN_2} | d5d0 f0f2 | | 1 | 1 | 1\n"),
    )
    .unwrap();
    let (code, _, err) = run_with_input(
        qibot(dir.path()).args([
            "puzzles",
            "check",
            "--game",
            "xiangqi",
            out.to_str().unwrap(),
        ]),
        b"",
    );
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("line 4"), "{err}");
}

#[test]
fn the_console_solves_a_puzzle_and_fails_the_next() {
    let kind = GameKind::Xiangqi;
    let set = shipped(kind);
    let first = nearest(set, fresh_rating().0, &|_| false).unwrap();
    let after = rate(fresh_rating(), first, true);
    let second = nearest(set, after.0, &|id| id == first.id).unwrap();
    let start = second.position().unwrap();
    let wrong = start
        .legal_moves()
        .into_iter()
        .find(|m| *m != second.solution[0] && !start.play(*m).legal_moves().is_empty())
        .unwrap();
    let mut input = String::from("puzzle\n");
    for m in first.solution.iter().step_by(2) {
        input.push_str(&format!("{m}\n"));
    }
    input.push_str(&format!("puzzle\n{wrong}\nresign\n"));
    let dir = tempfile::tempdir().unwrap();
    let (code, out, err) = run_with_input(
        qibot(dir.path()).args(["play", "--game", "xiangqi", "--side", "red"]),
        input.as_bytes(),
    );
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains(&format!("Puzzle {} (rating {}", first.id, first.rating)),
        "{out}"
    );
    assert_eq!(
        out.matches("Right! The bot answers").count(),
        first.solution.len() / 2,
        "{out}"
    );
    assert!(out.contains("Solved! Your puzzle rating: "), "{out}");
    assert!(
        out.contains(&format!("Puzzle {} (rating", second.id)),
        "{out}"
    );
    assert!(
        out.contains("That is not the move. The solution: "),
        "{out}"
    );
    // The game against the bot went on untouched and ends by the resignation.
    assert!(out.contains("by resignation"), "{out}");
}

/// A try in progress and the rating update (moved from `src/hub/puzzles.rs`).
mod solving {
    use qibot::games::any::GameKind;
    use qibot::games::puzzle::Puzzle;
    use qibot::hub::puzzles::{Answer, PuzzleTry, fresh_rating, nearest, rate};

    /// Black mates in 2 (mined from self-play): chariot check on d0, the general steps up,
    /// the chariot mates on f0.
    const LINE: &str = "t1 | 1nbak1b2/4a4/6n2/p5pCp/3r5/2C3P2/P1P1p3P/8R/4N4/1cBA1KB2 b - - 0 21 | d5d0 f0f1 d0f0 | mate-in-2 | 1200 | 300 | 5";

    fn puzzle() -> Puzzle {
        Puzzle::parse(GameKind::Xiangqi, LINE).unwrap()
    }

    #[test]
    fn the_line_solves_with_the_bot_defending() {
        let mut t = PuzzleTry::new(puzzle()).unwrap();
        let Answer::Right { reply, reply_text } = t.answer("d5d0").unwrap() else {
            panic!("the first move is right");
        };
        assert_eq!(reply.to_string(), "f0f1");
        assert!(!reply_text.is_empty());
        assert_eq!(t.last_move(), Some(reply));
        assert!(!t.is_over());
        assert_eq!(t.answer("d0f0").unwrap(), Answer::Solved);
        assert!(t.is_over());
    }

    #[test]
    fn a_wrong_move_ends_the_try_and_a_non_move_changes_nothing() {
        let mut t = PuzzleTry::new(puzzle()).unwrap();
        assert!(t.answer("z9z9").is_err());
        assert!(t.answer("a0a9").is_err(), "illegal");
        assert!(!t.is_over());
        assert_eq!(t.answer("a6a5").unwrap(), Answer::Wrong);
        assert!(t.is_over());
        assert!(
            t.solution_text().starts_with("21. …"),
            "{}",
            t.solution_text()
        );
    }

    #[test]
    fn any_move_that_wins_at_once_solves() {
        // After the first two moves, a puzzle whose stored move is not the mate: the mate is
        // still accepted.
        let mut p = puzzle();
        let pos = p.position().unwrap();
        let after = pos.play(p.solution[0]).play(p.solution[1]);
        p.fen = after.fen();
        let other = after
            .legal_moves()
            .into_iter()
            .find(|m| m.to_string() != "d0f0")
            .unwrap();
        p.solution = vec![other];
        let mut t = PuzzleTry::new(p).unwrap();
        assert_eq!(t.answer("d0f0").unwrap(), Answer::Solved);
    }

    #[test]
    fn ratings_move_with_the_result_and_the_nearest_is_chosen() {
        let p = puzzle();
        let start = fresh_rating();
        assert!(rate(start, &p, true).0 > start.0);
        assert!(rate(start, &p, false).0 < start.0);
        let mut q = p.clone();
        q.id = "t2".into();
        q.rating = 1600;
        let set = [p, q];
        assert_eq!(nearest(&set, 1500.0, &|_| false).unwrap().id, "t2");
        assert_eq!(nearest(&set, 1500.0, &|id| id == "t2").unwrap().id, "t1");
        assert!(nearest(&set, 1500.0, &|_| true).is_none());
    }
}

/// The console's `puzzle server`: the console is its own server, and before any of its games
/// gave a puzzle it says where such puzzles come from; the game goes on.
#[test]
fn the_console_has_no_puzzles_of_its_own_before_its_games_give_some() {
    let dir = tempfile::tempdir().unwrap();
    let (code, out, err) = run_with_input(
        qibot(dir.path()).args(["play", "--game", "jungle", "--side", "red"]),
        b"puzzle server\nresign\n",
    );
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("This server has no Jungle puzzles of its own yet"),
        "{out}"
    );
    assert!(out.contains("by resignation"), "{out}");
}
