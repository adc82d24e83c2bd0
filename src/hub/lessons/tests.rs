//! The lessons' content replayed through the rules and through a learner's [`StageRun`], its
//! words in every language, and the explanations of wrong moves.

use super::*;
use crate::engine::{Limits, mate_in};
use crate::games::any::{Game, GameKind, Move};
use crate::text::{I18n, Message};

fn stages(kind: GameKind) -> impl Iterator<Item = (&'static Lesson, usize, &'static Stage)> {
    let c = course(kind).unwrap_or_else(|e| panic!("{e}"));
    c.lessons
        .iter()
        .flat_map(|l| l.stages.iter().enumerate().map(move |(i, s)| (l, i + 1, s)))
}

/// The size for Jungle: 12 lessons of at least 5 stages. Xiangqi's count is checked
/// as far as it is written.
#[test]
fn courses_have_their_lessons() {
    // (game, lessons at least, stages a lesson at least)
    for (kind, lessons, stages) in [(GameKind::Jungle, 12, 5), (GameKind::Xiangqi, 11, 4)] {
        let c = course(kind).unwrap_or_else(|e| panic!("{e}"));
        assert!(
            c.lessons.len() >= lessons,
            "{kind}: {} lessons",
            c.lessons.len()
        );
        for l in &c.lessons {
            let n = l.stages.len();
            assert!(n >= stages, "{kind} {}: {n} stages", l.id);
        }
    }
}

/// Every title, hint and instruction exists in all five languages and is worded (not its id).
#[test]
fn every_word_exists_in_every_language() {
    let i18n = I18n::new();
    for kind in GameKind::ALL {
        for (l, n, s) in stages(kind) {
            for id in [&l.title, &l.hint, &s.instruction, &s.hint] {
                for lang in I18n::languages() {
                    assert!(
                        i18n.text(lang, id).is_some(),
                        "{lang} lacks {id} ({}, {n})",
                        l.id
                    );
                }
            }
        }
    }
    for id in [
        "lesson-missed-line",
        "lesson-missed-loses",
        "lesson-missed-moves",
        "lesson-missed-ended",
        "lesson-restart",
        "lesson-solved",
        "lesson-goal-reach",
        "lesson-goal-capture",
        "lesson-goal-den",
        "lesson-goal-win",
        "lesson-goal-mate",
        "lesson-goal-only-move",
        "lesson-stage",
    ] {
        for lang in I18n::languages() {
            assert!(
                i18n.text(lang, id).is_some() || i18n.has(lang, id),
                "{lang} lacks {id}"
            );
        }
    }
}

/// The square `sq` of a FEN's board holds a piece of `upper` case (Red) or not.
fn piece_on(kind: GameKind, fen: &str, sq: &str) -> Option<char> {
    // Both games' FENs start at rank 9 (Jungle 9..1, Xiangqi 9..0).
    let top = 9;
    let _ = kind;
    let file = usize::from(sq.as_bytes()[0] - b'a');
    let rank: usize = sq[1..].parse().ok()?;
    let row = fen.split_whitespace().next()?.split('/').nth(top - rank)?;
    let mut f = 0;
    for c in row.chars() {
        if let Some(d) = c.to_digit(10) {
            f += d as usize;
        } else {
            if f == file {
                return Some(c);
            }
            f += 1;
        }
    }
    None
}

/// Each stage's solution, played by a learner through [`StageRun`], solves it with 3 stars,
/// every reply the one the solution writes; the goal is not met before the first move (a
/// `reach` square does not hold the learner's piece, a `capture` square holds the opponent's).
#[test]
fn every_stage_is_solved_by_its_solution() {
    let mut count = 0;
    for kind in GameKind::ALL {
        for (l, n, s) in stages(kind) {
            let at = format!("{kind} {} stage {n}", l.id);
            let start = s.start().position();
            let red = start.side_to_move() == crate::games::any::Side::First;
            let mine = |c: char| c.is_ascii_uppercase() == red;
            match &s.goal {
                Goal::Reach(sq) => {
                    let p = piece_on(kind, &start.fen(), sq);
                    assert!(!p.is_some_and(mine), "{at}: {sq} is reached already");
                }
                Goal::Capture(sq) => {
                    let p = piece_on(kind, &start.fen(), sq);
                    assert!(
                        p.is_some_and(|c| !mine(c)),
                        "{at}: nothing to capture on {sq}"
                    );
                }
                _ => {}
            }
            if s.opponent == Opponent::Engine {
                continue;
            }
            let mut run = StageRun::new(s);
            let learner: Vec<Move> = match s.opponent {
                Opponent::Pass => s.solution.clone(),
                _ => s.solution.iter().step_by(2).copied().collect(),
            };
            for (i, m) in learner.iter().enumerate() {
                let a = run.play(*m);
                if i + 1 == learner.len() {
                    assert_eq!(
                        a,
                        Attempt::Solved {
                            stars: 3,
                            moves: learner.len()
                        },
                        "{at}"
                    );
                } else {
                    let reply = (s.opponent == Opponent::Solution).then(|| s.solution[2 * i + 1]);
                    assert_eq!(a, Attempt::Continue { reply }, "{at}: move {}", i + 1);
                }
            }
            count += 1;
        }
    }
    assert!(count >= 90, "{count} stages solved");
}

/// Every `mate` stage is a forced win within its count (the engine sees it), and a learner who
/// plays the engine's best moves solves it against the engine's defence.
#[test]
fn mate_stages_are_forced_and_solved_against_the_defence() {
    let mut count = 0;
    for kind in GameKind::ALL {
        for (l, n, s) in stages(kind) {
            let Goal::Mate(moves) = s.goal else { continue };
            let at = format!("{kind} {} stage {n}", l.id);
            let game = s.start();
            let depth = 2 * moves - 1;
            let found =
                defence::search(&game, Limits::depth(depth)).and_then(|(_, score)| mate_in(score));
            assert!(
                found.is_some_and(|k| (1..=moves as i32).contains(&k)),
                "{at}: the engine finds {found:?}, not a win in {moves}"
            );
            // A learner who plays the engine's moves wins against its defence.
            let mut run = StageRun::new(s);
            let mut result = None;
            for _ in 0..moves {
                let here = Game::new(run.position());
                let m = defence::defence(&here, moves).unwrap_or_else(|| panic!("{at}: no move"));
                match run.play(m) {
                    Attempt::Continue { .. } => continue,
                    a => {
                        result = Some(a);
                        break;
                    }
                }
            }
            assert!(
                matches!(result, Some(Attempt::Solved { stars: 3, .. })),
                "{at}: {result:?}"
            );
            count += 1;
        }
    }
    assert!(count >= 1, "{count} mate stages");
}

/// Plays `moves` in a drill (the opponent passes), each leaving the stage going.
fn keep_going(run: &mut StageRun, moves: &[&str]) {
    for m in moves {
        let a = run.play_text(m);
        assert!(matches!(a, Attempt::Continue { reply: None }), "{m}: {a:?}");
    }
}

/// Stage `n` of the Jungle lesson `lesson`, and a learner's run of it from its start.
fn jungle_stage(lesson: &str, n: usize) -> (&'static Stage, StageRun) {
    let c = course(GameKind::Jungle).unwrap_or_else(|e| panic!("{e}"));
    let l = c.lessons.iter().find(|l| l.id == lesson).expect(lesson);
    let s = &l.stages[n - 1];
    (s, StageRun::new(s))
}

/// The English explanation of a refused (`Illegal`) or missed (`Missed`) try, after checking
/// the ids of its reason and of its hint.
fn explained(a: Attempt, reason_id: &str, hint_id: &str) -> String {
    let (Attempt::Illegal { reason, hint } | Attempt::Missed { why: reason, hint }) = a else {
        panic!("{a:?}")
    };
    assert_eq!(reason.id, reason_id);
    assert_eq!(hint.id, hint_id);
    I18n::new().format("en", &reason)
}

/// A move the rules refuse is explained by the rules' own reason and the stage's hint, and the
/// stage starts again; a text that is no move changes nothing.
#[test]
fn wrong_moves_are_explained_and_restart() {
    // The elephant never captures the rat (Jungle, rat against elephant, stage 2).
    let (_, mut run) = jungle_stage("rat-elephant", 2);
    let a = run.play_text("elephant d4 d5");
    let t = explained(a, "illegal-elephant-rat", "lesson-jungle-rat-elephant-hint");
    assert!(t.contains("rat"), "{t}");
    // Unreadable text: nothing changes.
    let before = run.position();
    assert!(matches!(
        run.play_text("hello there"),
        Attempt::Unreadable(_)
    ));
    assert_eq!(run.position(), before);
    // Own den (moves, stage 4): refused, then the stage is as at its start.
    let (s, mut run) = jungle_stage("moves", 4);
    keep_going(&mut run, &["c1c2", "leopard down"]);
    assert_eq!(run.played(), 2);
    let a = run.play_text("c1 d1");
    assert!(
        matches!(&a, Attempt::Illegal { reason, .. } if reason.id == "illegal-own-den"),
        "{a:?}"
    );
    assert_eq!(run.played(), 0);
    assert_eq!(run.position(), s.start().position());
}

/// A legal move that misses the goal is explained: a move that lets the opponent win at once
/// names the winning reply; a quiet move in a one-move stage is off the lesson's line; too
/// many moves in a drill.
#[test]
fn legal_misses_are_explained() {
    let (_, mut run) = jungle_stage("your-traps", 5);
    let a = run.play_text("a3a4");
    let t = explained(a, "lesson-missed-loses", "lesson-jungle-your-traps-hint");
    assert!(t.contains("d2") && t.contains("d1"), "{t}");
    assert_eq!(run.played(), 0);
    // A drill that wanders: the cat walks away from b7 until the limit.
    let (_, mut run) = jungle_stage("moves", 3);
    let wander = ["b3b2", "b2b3"];
    let mut last = None;
    for i in 0..20 {
        let a = run.play_text(wander[i % 2]);
        if !matches!(a, Attempt::Continue { .. }) {
            last = Some(a);
            break;
        }
    }
    let Some(Attempt::Missed { why, .. }) = last else {
        panic!("{last:?}")
    };
    assert_eq!(why.id, "lesson-missed-moves");
    // Reaching the goal in more moves than the solution earns fewer stars.
    let (_, mut run) = jungle_stage("moves", 1);
    keep_going(&mut run, &["d3e3", "e3d3", "d3d4"]);
    assert_eq!(
        run.play_text("d4d5"),
        Attempt::Solved { stars: 2, moves: 4 }
    );
    assert_eq!(stars(2, 2), 3);
    assert_eq!(stars(2, 5), 1);
}

/// A bad lesson file is refused with the lesson and the stage named.
#[test]
fn bad_content_names_lesson_and_stage() {
    let good = "[[lesson]]\nid = \"a\"\ntitle = \"t\"\nhint = \"h\"\n\
        [[lesson.stage]]\nfen = \"6r/7/7/7/7/7/3E3/7/7 w 0 1\"\ninstruction = \"i\"\n\
        goal = \"reach\"\nsquare = \"d4\"\nopponent = \"pass\"\nsolution = [\"d3d4\"]\n";
    assert!(content::parse(GameKind::Jungle, good).is_ok());
    let cases = [
        (good.replace("3E3/7/7 w", "3E3/7/7/7 w"), "fen"),
        (good.replace("d3d4\"]", "d3d5\"]"), "illegal"),
        (good.replace("\"d4\"", "\"d6\""), "does not meet the goal"),
        (
            good.replace("\"reach\"", "\"checkmate\""),
            "goal `checkmate`",
        ),
        (good.replace("\"d4\"", "\"k4\""), "not on the Jungle board"),
        (
            good.replace(
                "opponent = \"pass\"\n",
                "opponent = \"pass\"\nrules = \"nope\"\n",
            ),
            "rules",
        ),
    ];
    for (text, what) in cases {
        let two = format!(
            "{good}{}",
            text.replace("[[lesson]]\nid = \"a\"\ntitle = \"t\"\nhint = \"h\"\n", "")
        );
        let e = content::parse(GameKind::Jungle, &two).unwrap_err();
        let t = e.to_string();
        assert!(t.contains("lesson `a`, stage 2") && t.contains(what), "{t}");
    }
    let e = content::parse(GameKind::Jungle, &format!("{good}{good}")).unwrap_err();
    assert!(e.to_string().contains("id of its own"), "{e}");
}

/// The export has one JSON object a stage, its instruction in the chosen language.
#[test]
fn export_lines() {
    let i18n = I18n::new();
    let c = course(GameKind::Jungle).unwrap_or_else(|e| panic!("{e}"));
    let lines = export(c, &i18n, "fr");
    let total: usize = c.lessons.iter().map(|l| l.stages.len()).sum();
    assert_eq!(lines.len(), total);
    let v: serde_json::Value = serde_json::from_str(&lines[0]).unwrap();
    assert_eq!(v["lesson"], "moves");
    assert_eq!(v["stage"], 1);
    assert_eq!(v["goal"]["kind"], "reach");
    assert_eq!(v["goal"]["square"], "d5");
    assert_eq!(v["solution"][0], "d3d4");
    assert!(v.get("rules").is_none());
    let fr = v["instruction"].as_str().unwrap();
    assert!(fr.contains("éléphant"), "{fr}");
    let with_rules = lines.iter().find(|l| l.contains("\"rules\"")).unwrap();
    assert!(
        with_rules.contains("rat_captures_elephant_from_water"),
        "{with_rules}"
    );
    let _ = Message::new("lesson-stage");
}
