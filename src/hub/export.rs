//! A game as text: headers, the start FEN, the canonical moves (`c3c4`, ICCS `h2e2`: what
//! engines and replays read) and the moves as players write them (Jungle `Rat g3→g4`, Xiangqi
//! WXF `C2.5`), numbered by move. When the game has been reviewed
//! ([`crate::hub::review`]), the players' moves carry the review's annotations as PGN writes
//! them: `?!`, `?`, `??` after the move and the better move in a comment,
//! `12. Rat c3→c4?? {better: Lion d9→d8, den in 5}`, with an `Annotator` header.

use std::fmt::Write;

use crate::games::any::{Move, Position, Rules, Side};

use super::review::GameReview;
use crate::games::any::numbered;
use crate::store::GameRecord;

/// The text export of a stored game, annotated by `review` when it has one.
///
/// # Errors
/// What in the record cannot be read (rules, FEN or an illegal move).
pub fn export(g: &GameRecord, review: Option<&GameReview>) -> Result<String, String> {
    let kind = g.game_kind;
    let rules = Rules::parse(kind, &g.rules).map_err(|e| format!("{e}"))?;
    let start = Position::from_fen(&g.start_fen, rules).map_err(|e| format!("{e}"))?;
    let mut pos = start;
    for (i, m) in g.moves.iter().enumerate() {
        if !pos.is_legal(*m) {
            return Err(format!("move {} ({m}) is illegal", i + 1));
        }
        pos = pos.play(*m);
    }
    let mut out = String::new();
    let header = |out: &mut String, k: &str, v: &str| {
        let _ = writeln!(out, "[{k} \"{}\"]", v.replace('"', "'"));
    };
    header(&mut out, "Game", &g.id.to_string());
    header(&mut out, "Variant", kind.code());
    header(&mut out, "Red", &g.seats[0].display_name());
    header(
        &mut out,
        Side::Second.name(kind),
        &g.seats[1].display_name(),
    );
    header(&mut out, "Rules", &g.rules);
    header(&mut out, "TimeControl", &g.time_control);
    header(&mut out, "Rated", if g.rated { "yes" } else { "no" });
    header(
        &mut out,
        "Result",
        g.state.ending.map_or("*", |e| e.score()),
    );
    header(
        &mut out,
        "Reason",
        g.state.ending.map_or("in progress", |e| e.reason.code()),
    );
    header(&mut out, "FEN", &g.start_fen);
    if let Some(r) = review {
        header(
            &mut out,
            "Annotator",
            &format!("qibot engine review (mean depth {:.1})", r.mean_depth()),
        );
    }
    out.push('\n');
    let canonical: Vec<String> = g.moves.iter().map(|m| m.to_string()).collect();
    let _ = writeln!(out, "{}", canonical.join(" "));
    out.push('\n');
    let text = |p: &Position, m: Move| p.move_text(m);
    match review {
        Some(r) => out.push_str(&r.annotated(&text)),
        None => out.push_str(&numbered(start, &g.moves, &mut |_, p, m| text(p, m))),
    }
    Ok(out)
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::games::any::{GameKind, Move};
    use crate::store::GameState;
    use crate::store::types::{Player, Seat};

    /// A record of `kind` from its start through `moves` (canonical text) between Ann and Bob,
    /// for the export tests.
    pub(crate) fn record(kind: GameKind, moves: &[&str]) -> GameRecord {
        GameRecord {
            id: 3,
            server: "s".into(),
            channel: "c".into(),
            game_kind: kind,
            seats: [
                Seat::Member(Player::new("a", "Ann")),
                Seat::Member(Player::new("b", "Bob")),
            ],
            rated: true,
            rules: "standard".into(),
            time_control: "none".into(),
            start_fen: kind.start_fen().into(),
            moves: moves
                .iter()
                .map(|m| Move::parse(kind, m).unwrap())
                .collect(),
            state: GameState {
                clock_ms: [0, 0],
                turn_started_ms: 0,
                draw_offer: None,
                takeback_offer: None,
                created_ms: 0,
                ending: None,
                finished_ms: None,
                rating_changes: None,
            },
        }
    }

    #[test]
    fn export_has_the_headers_of_every_game() {
        for kind in GameKind::ALL {
            let t = export(&record(kind, &[]), None).unwrap();
            assert!(t.contains(&format!("[FEN \"{}", kind.start_fen())), "{t}");
            assert!(t.contains("[Result \"*\"]"), "{t}");
        }
    }

    #[test]
    fn export_has_fen_canonical_and_human_moves() {
        let g = record(GameKind::Jungle, &["g3g4", "a7a6", "g4g5"]);
        let t = export(&g, None).unwrap();
        assert!(
            t.contains("[FEN \"l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w 0 1\"]"),
            "{t}"
        );
        assert!(t.contains("\ng3g4 a7a6 g4g5\n"), "{t}");
        assert!(t.contains("1. Rat g3→g4 Rat a7→a6\n2. Rat g4→g5\n"), "{t}");
        assert!(t.contains("[Result \"*\"]"));
        assert!(t.contains("[Blue \"Bob\"]"));
    }

    /// ICCS canonical moves, WXF as players write them, Black named.
    #[test]
    fn export_has_iccs_and_wxf_moves() {
        let x = record(GameKind::Xiangqi, &["h2e2", "h9g7", "h0g2"]);
        let t = export(&x, None).unwrap();
        assert!(t.contains("[Variant \"xiangqi\"]\n"), "{t}");
        assert!(t.contains("[Black \"Bob\"]"), "{t}");
        assert!(t.contains("\nh2e2 h9g7 h0g2\n"), "{t}");
        assert!(t.contains("1. C2.5 H8+7\n2. H2+3\n"), "{t}");
    }
}
