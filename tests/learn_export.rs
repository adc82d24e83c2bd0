//! `qibot learn export`: the built binary prints every lesson stage as one JSON object a line,
//! and each line's solution replays through the rules from its position.

mod support;

use qibot::games::any::{Game, GameKind, Move, Position, Rules};
use serde_json::Value;
use support::cli::run;

fn export(game: &str, lang: &str) -> Vec<Value> {
    let out = run(&["learn", "export", "--game", game, "--lang", lang]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .expect("UTF-8")
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{l}: {e}")))
        .collect()
}

#[test]
fn every_exported_stage_replays() {
    for (game, kind, at_least) in [
        ("jungle", GameKind::Jungle, 60),
        ("xiangqi", GameKind::Xiangqi, 50),
    ] {
        let lines = export(game, "en");
        assert!(lines.len() >= at_least, "{game}: {} stages", lines.len());
        for v in &lines {
            let at = format!("{game} {} stage {}", v["lesson"], v["stage"]);
            let rules = match v["rules"].as_str() {
                Some(r) => Rules::parse(kind, r).unwrap_or_else(|e| panic!("{at}: {e}")),
                None => Rules::default_for(kind),
            };
            let fen = v["fen"].as_str().expect("fen");
            let start = Position::from_fen(fen, rules).unwrap_or_else(|e| panic!("{at}: {e}"));
            let moves = |key: &str| -> Vec<Move> {
                v[key]
                    .as_array()
                    .map(|a| {
                        a.iter()
                            .map(|m| Move::parse(kind, m.as_str().unwrap()).unwrap())
                            .collect()
                    })
                    .unwrap_or_default()
            };
            let prelude = moves("prelude");
            let game_at = Game::replay(start, &prelude)
                .unwrap_or_else(|(i, e)| panic!("{at}: prelude {i}: {e}"));
            let solution = moves("solution");
            assert!(!solution.is_empty(), "{at}");
            let kinds = ["reach", "capture", "den", "win", "mate", "only-move"];
            assert!(
                kinds.contains(&v["goal"]["kind"].as_str().unwrap_or("")),
                "{at}"
            );
            assert!(!v["instruction"].as_str().unwrap_or("").is_empty(), "{at}");
            // With the replies written, the solution is legal move by move (a drill's opponent
            // passes, so its moves are the learner's alone and checked by the library's test).
            if v["opponent"].is_null() {
                let mut g = game_at.clone();
                for (i, m) in solution.iter().enumerate() {
                    g.play(*m)
                        .unwrap_or_else(|e| panic!("{at}: move {}: {e}", i + 1));
                }
                if matches!(v["goal"]["kind"].as_str(), Some("den" | "win" | "mate")) {
                    let o = g.outcome().unwrap_or_else(|| panic!("{at}: no result"));
                    assert_eq!(o.winner(), Some(game_at.position().side_to_move()), "{at}");
                }
            }
        }
    }
}

#[test]
fn export_in_another_language_and_bad_arguments() {
    let fr = export("jungle", "fr");
    let first = fr[0]["instruction"].as_str().unwrap();
    assert!(first.contains("éléphant"), "{first}");
    let zh = export("xiangqi", "zh-Hant");
    assert!(
        zh[0]["title"].as_str().unwrap().contains('車'),
        "{}",
        zh[0]["title"]
    );
    let out = run(&["learn", "export", "--game", "jungle", "--lang", "klingon"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("klingon") && err.contains("zh-CN ("), "{err}");
    let out = run(&["learn", "export", "--game", "chess"]);
    assert_eq!(out.status.code(), Some(2));
}
