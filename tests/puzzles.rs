//! Puzzles: the shipped collections read and re-verify (a sample here, all of them with
//! `--ignored`), `qibot puzzles mine --from` finds a puzzle in an exported game and `qibot
//! puzzles check` passes it, and the console solves one (and fails one) through a pipe.

use std::sync::atomic::AtomicBool;

use qibot::engine::puzzles::{MineSettings, Miner, PuzzleGame, VERIFY_HASH_MB, kept, verify};
use qibot::games::any::GameKind;
use qibot::games::contract::GamePosition;
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

/// Red wins a chariot (mined from self-play): the chariot on b8 takes Black's on b9, which
/// nothing defends; Red is not ahead before (material puzzles start level).
const WINS_A_CHARIOT: &str = "1rbak1b2/1R1R5/6r2/p1p1p1p1p/4c4/9/P1P3P1P/9/6N2/2BAKAB2 w - - 0 17";

#[test]
fn a_xiangqi_line_that_wins_material_is_a_material_puzzle() {
    let pos = xiangqi::Position::from_fen(WINS_A_CHARIOT, Default::default()).unwrap();
    let settings = MineSettings::for_game(GameKind::Xiangqi);
    let mut miner = Miner::<xiangqi::Position>::new(settings);
    let found = miner.examine(&pos, &AtomicBool::new(false)).unwrap();
    let line: Vec<String> = found.line.iter().map(|m| m.to_string()).collect();
    assert_eq!(line, ["b8b9"]);
    let p = miner.puzzle("m1".into(), &pos, &found);
    assert_eq!(p.themes[..2], ["material", "win-chariot"]);
    assert_eq!(p.goal(), "material");
    assert_eq!(
        verify::<xiangqi::Position>(&p, settings.margin, VERIFY_HASH_MB),
        Ok(())
    );
    // The same line called a mate is refused: it does not end the game.
    let mut mate = p.clone();
    mate.themes = vec!["mate-in-1".into()];
    let e = verify::<xiangqi::Position>(&mate, settings.margin, VERIFY_HASH_MB).unwrap_err();
    assert!(e.contains("does not win at once"), "{e}");
    // Solving it: the capture ends the try, solved.
    let mut t = qibot::hub::puzzles::PuzzleTry::new(p).unwrap();
    assert_eq!(
        t.answer("b8b9").unwrap(),
        qibot::hub::puzzles::Answer::Solved
    );
    // Jungle has no material puzzles.
    assert_eq!(MineSettings::for_game(GameKind::Jungle).material_gain, None);
}

#[test]
fn a_capture_taken_back_at_once_keeps_no_gain() {
    let free = xiangqi::Position::from_fen(WINS_A_CHARIOT, Default::default()).unwrap();
    let take: xiangqi::Move = "b8b9".parse().unwrap();
    assert!(kept(&free, &free.play(take), 400));
    assert!(!kept(&free, &free.play(take), 1000), "a chariot is 900");
    // A horse on c7 guards b9: the chariot for a chariot is no gain.
    let guarded = xiangqi::Position::from_fen(
        "1rbak1b2/1R1R5/2n3r2/p1p1p1p1p/4c4/9/P1P3P1P/9/6N2/2BAKAB2 w - - 0 17",
        Default::default(),
    )
    .unwrap();
    assert!(!kept(&guarded, &guarded.play(take), 400));
    let mut miner = Miner::<xiangqi::Position>::new(MineSettings::for_game(GameKind::Xiangqi));
    let found = miner.examine(&guarded, &AtomicBool::new(false));
    assert!(
        found.as_ref().map_or(true, |f| f.line[0] != take),
        "{found:?}"
    );
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

/// `qibot puzzles stats`: each tried puzzle's tries, solves, success rate and solves by another
/// move, read from the database; the one solved 5 times, 2 of them by another move, is
/// flagged, the one solved 5 times with 1 other move is not.
#[test]
fn stats_list_the_success_rates_and_the_flagged_puzzles() {
    use qibot::hub::{SqliteStore, Store};
    use qibot::store::{PuzzleAttempt, PuzzleRecord};
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("q.db");
    let rt = tokio::runtime::Runtime::new().unwrap();
    rt.block_on(async {
        let s = SqliteStore::open(&db).unwrap();
        // j0001: 6 tries, 5 solved, 2 by another move; j0002: 5 solved, 1 by another move.
        let tries = [
            (
                "j0001",
                [
                    (true, true),
                    (true, true),
                    (true, false),
                    (true, false),
                    (true, false),
                    (false, false),
                ]
                .as_slice(),
            ),
            (
                "j0002",
                [
                    (true, true),
                    (true, false),
                    (true, false),
                    (true, false),
                    (true, false),
                ]
                .as_slice(),
            ),
        ];
        for (puzzle, outcomes) in tries {
            for (n, &(solved, other_move)) in outcomes.iter().enumerate() {
                let user = format!("{puzzle}-u{n}");
                let a = PuzzleAttempt {
                    server: "g".into(),
                    game_kind: "jungle".into(),
                    user: user.clone(),
                    puzzle: puzzle.into(),
                    solved,
                    at_ms: 1,
                    other_move,
                    daily: None,
                };
                let r = PuzzleRecord {
                    server: "g".into(),
                    game_kind: "jungle".into(),
                    user,
                    rating: 1500.0,
                    deviation: 300.0,
                    volatility: 0.06,
                    solved: i64::from(solved),
                    failed: i64::from(!solved),
                };
                s.finish_puzzle(&a, &r).await.unwrap();
            }
        }
    });
    let db_arg = db.display().to_string();
    let (code, out, err) = run_with_input(
        qibot(dir.path()).args(["puzzles", "stats", "--game", "jungle", "--db", &db_arg]),
        b"",
    );
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 4, "{out}");
    let cols = |l: &str| l.split_whitespace().map(str::to_string).collect::<Vec<_>>();
    assert_eq!(cols(lines[1]), ["j0001", "6", "5", "83.3%", "2", "flagged"]);
    assert_eq!(cols(lines[2]), ["j0002", "5", "5", "100.0%", "1"]);
    assert!(lines[3].starts_with("2 puzzles tried; flagged"), "{out}");
    assert!(lines[3].ends_with(": j0001"), "{out}");
    // Xiangqi has none tried.
    let (code, out, _) = run_with_input(
        qibot(dir.path()).args(["puzzles", "stats", "--game", "xiangqi", "--db", &db_arg]),
        b"",
    );
    assert_eq!(code, 0);
    assert!(
        out.contains("0 puzzles tried; flagged") && out.ends_with("none\n"),
        "{out}"
    );
}

/// The console's `puzzle server`: before any of the console's games gave a puzzle it says where
/// such puzzles come from, in the console's words; the game goes on.
#[test]
fn the_console_has_no_puzzles_of_its_own_before_its_games_give_some() {
    let dir = tempfile::tempdir().unwrap();
    let (code, out, err) = run_with_input(
        qibot(dir.path()).args(["play", "--game", "jungle", "--side", "red"]),
        b"puzzle server\nresign\n",
    );
    assert_eq!(code, 0, "{err}");
    // The console speaks of its own games, not of a server.
    assert!(
        out.contains("Your own games have no Jungle puzzles yet"),
        "{out}"
    );
    assert!(!out.contains("server has no"), "{out}");
    assert!(out.contains("by resignation"), "{out}");
}
