//! Vietnamese move notation (cờ tướng), read and written like WXF: a piece letter, the file it
//! stands on (1–9 from the mover's right, Arabic digits for both sides), a sign and a number,
//! with Vietnamese letters and signs: `.` tiến (forward), `/` thoái (back), `-` bình
//! (sideways). The number means what it means in WXF: points for a straight move of a general,
//! chariot, cannon or soldier, else the file landed on. `1. P2-5 M8.7` is 炮二平五 马8进7.
//!
//! Letters written: `Tg` Tướng, `S` Sĩ, `T` Tượng, `M` Mã, `X` Xe, `P` Pháo, `B` Binh/Tốt; also
//! read: `V` (voi) for the elephant, `C` (chốt) for the soldier. Two or three pieces of a kind on
//! one file: a suffix `t` (trước, front), `g` (giữa, middle), `s` (sau, rear) in place of the
//! file, as 前/中/後 in Chinese notation (`Pt-4`, `Bs.1`), with the file after it when soldiers
//! stand in tandem on two files (`Bt7.1`); four or five soldiers: the place from the front
//! before the letter, as in WXF (`2B.1`). Sources: see `docs/i18n-terms.md` (Vietnamese
//! Wikipedia as quoted on thanglongkydao.com; hieponly.top's notation table).
//!
//! **Reading WXF and Vietnamese together.** `P`, `B`, `C`, `.` and `-` mean other things in WXF
//! (soldier, elephant, cannon; sideways, back). A text is read as Vietnamese only when it cannot
//! be WXF: a Vietnamese letter (`Tg S T V M X`), `/`, a `t`/`g`/`s` suffix, or a WXF reading
//! that no position allows (`P…-…`, a soldier going back; `B….…`, an elephant going sideways).
//! Otherwise (`P5.4`, `C7.1`, `C5-4`, `B5-3`) the text has both readings, and [`super::parse_move`]
//! plays the WXF one when it is legal, so no WXF text read before now means another move; the
//! Vietnamese one is played only where the WXF reading is illegal. [`parse_move_vietnamese`], for
//! members who write Vietnamese, prefers the Vietnamese reading instead. What [`vietnamese`]
//! writes is read back to the same move by [`parse_move_vietnamese`] always, and by
//! [`super::parse_move`] except for `P x.y` where a crossed soldier on file x could also step
//! sideways to file y (`B` never collides: a WXF elephant never moves sideways, nor one file).

use super::{
    Descriptor, Form, Move, MoveText, MoveTextError, Operator, Position, Tandem, Which, op_value,
    read_move, read_wxf, resolve, resolve_move, which, with_text,
};
use crate::games::xiangqi::PieceKind;

/// The letter written for `kind`.
fn letter(kind: PieceKind) -> &'static str {
    match kind {
        PieceKind::General => "Tg",
        PieceKind::Advisor => "S",
        PieceKind::Elephant => "T",
        PieceKind::Horse => "M",
        PieceKind::Chariot => "X",
        PieceKind::Cannon => "P",
        PieceKind::Soldier => "B",
    }
}

/// The sign written for `op`.
fn sign(op: Operator) -> char {
    match op {
        Operator::Advance => '.',
        Operator::Retreat => '/',
        Operator::Traverse => '-',
    }
}

/// Reads compact Vietnamese notation (no spaces, full-width forms normalised): the descriptor
/// and whether the text cannot also be WXF. `None` if it does not have the Vietnamese shape.
fn read_vi(s: &str) -> Option<(Descriptor, bool)> {
    let c: Vec<char> = s.chars().collect();
    let n = c.len();
    if !(4..=6).contains(&n) {
        return None;
    }
    let op = match c[n - 2] {
        '.' => Operator::Advance,
        '/' => Operator::Retreat,
        '-' => Operator::Traverse,
        _ => return None,
    };
    let value = c[n - 1].to_digit(10)? as u8;
    let mut i = 0;
    let nth = c[0]
        .to_digit(10)
        .filter(|d| (1..=5).contains(d))
        .map(|d| Tandem::Nth(d as u8));
    if nth.is_some() {
        i += 1;
    }
    let up = |k: usize| c.get(k).map(char::to_ascii_uppercase);
    let first = up(i)?;
    let (kind, wxf_letter) = if first == 'T' && up(i + 1) == Some('G') {
        i += 1;
        (PieceKind::General, None)
    } else {
        let kind = match first {
            'S' => PieceKind::Advisor,
            'T' | 'V' => PieceKind::Elephant,
            'M' => PieceKind::Horse,
            'X' => PieceKind::Chariot,
            'P' => PieceKind::Cannon,
            'B' | 'C' => PieceKind::Soldier,
            _ => return None,
        };
        (kind, matches!(first, 'P' | 'B' | 'C').then_some(first))
    };
    i += 1;
    let suffix = match up(i) {
        Some('T') => Some(Tandem::Front),
        Some('G') => Some(Tandem::Middle),
        Some('S') => Some(Tandem::Rear),
        _ => None,
    };
    if suffix.is_some() {
        if nth.is_some() {
            return None;
        }
        i += 1;
    }
    let file = c
        .get(i)
        .and_then(|x| x.to_digit(10))
        .filter(|d| (1..=9).contains(d))
        .map(|d| d as u8);
    if file.is_some() {
        i += 1;
    }
    if i != n - 2 {
        return None;
    }
    let which = match (nth.or(suffix), file) {
        (Some(t), f) => Which::Tandem(t, f),
        (None, Some(f)) => Which::File(f),
        (None, None) => return None,
    };
    // The WXF reading of the same letter and sign, where there is one that can be legal.
    let wxf_possible = match (wxf_letter, op) {
        (None, _) | (_, Operator::Retreat) => false,
        (Some('P'), Operator::Traverse) => false, // WXF: a soldier moving back
        (Some('B'), Operator::Advance) => false,  // WXF: an elephant moving sideways
        _ => suffix.is_none(),
    };
    let d = Descriptor {
        kind,
        which,
        op,
        value,
    };
    Some((d, !wxf_possible))
}

/// The form of a compact text in Vietnamese notation: [`Form::Notation`] when it can only be
/// Vietnamese, [`Form::Either`] (WXF reading first) when it is also WXF; `None` when it is not
/// Vietnamese notation (the caller goes on to WXF).
pub(super) fn read(compact: &str, norm: &str) -> Option<Form> {
    let (vi, only_vi) = read_vi(compact)?;
    if !only_vi && let Some(w) = read_wxf(compact) {
        return Some(Form::Either(w, vi, norm.to_string()));
    }
    Some(Form::Notation(vi, norm.to_string()))
}

/// Whether `e` says the text named a piece the mover does not have where it said: the other
/// reading's error (its piece exists) then explains more.
fn no_piece(e: &MoveTextError) -> bool {
    matches!(
        e,
        MoveTextError::NoSuchPiece(_) | MoveTextError::NoPieceOnFile { .. }
    )
}

/// The move of a text with two readings: `first` if it is legal, else `second` if it is legal,
/// else `first`'s error (or `second`'s, when `first` named a piece that is not there and
/// `second` did not).
pub(super) fn resolve_either(
    pos: &Position,
    first: Descriptor,
    second: Descriptor,
) -> Result<Move, MoveTextError> {
    let e1 = match resolve(pos, first) {
        Ok(m) => return Ok(m),
        Err(e) => e,
    };
    match resolve(pos, second) {
        Ok(m) => Ok(m),
        Err(e2) if no_piece(&e1) && !no_piece(&e2) => Err(e2),
        Err(_) => Err(e1),
    }
}

/// [`resolve_move`] for a member who writes Vietnamese notation: a text legal and different as
/// WXF and as Vietnamese notation (`P5.4`, `C7.1`) plays the Vietnamese reading. Every other
/// text means what it means to [`resolve_move`].
///
/// # Errors
/// As [`resolve_move`].
pub fn resolve_move_vietnamese(pos: &Position, text: &MoveText) -> Result<Move, MoveTextError> {
    match &text.0 {
        Form::Either(w, vi, norm) => resolve_either(pos, *vi, *w).map_err(|e| with_text(e, norm)),
        _ => resolve_move(pos, text),
    }
}

/// [`super::parse_move`] for a member who writes Vietnamese notation ([`resolve_move_vietnamese`]):
/// reads every form `parse_move` reads, preferring the Vietnamese reading of a text that is a
/// legal move in both WXF and Vietnamese notation.
///
/// # Errors
/// As [`super::parse_move`].
pub fn parse_move_vietnamese(pos: &Position, text: &str) -> Result<Move, MoveTextError> {
    resolve_move_vietnamese(pos, &read_move(text)?)
}

/// The Vietnamese notation of the legal move `m`: `P2-5`, `M8.7`, `X1/1`, `Tg5.1`, front and
/// rear `Pt-4`, `Ps.1`, three soldiers on a file `Bt.1`, `Bg-4`, `Bs-6`, with the file when
/// soldiers stand in tandem on two files (`Bt7.1`).
///
/// `P`, `B`, `C`, `.` and `-` also mean something in WXF. [`super::parse_move`] reads a text
/// with both readings (`P5.4`, `C7.1`, `C5-4`) as WXF when that is legal, so WXF texts keep
/// their meaning; [`parse_move_vietnamese`] prefers the Vietnamese reading. What this writes
/// reads back the same with [`parse_move_vietnamese`], and with [`super::parse_move`] except a
/// cannon's advance `P x.y` where a crossed soldier on file x may also step to file y.
pub fn vietnamese(pos: &Position, m: Move) -> String {
    let (kind, which) = which(pos, m);
    let (op, value) = op_value(pos, m);
    let l = letter(kind);
    let o = sign(op);
    match which {
        Which::File(f) => format!("{l}{f}{o}{value}"),
        Which::Tandem(t, file) => {
            let f = file.map(|f| f.to_string()).unwrap_or_default();
            match t {
                Tandem::Front => format!("{l}t{f}{o}{value}"),
                Tandem::Middle => format!("{l}g{f}{o}{value}"),
                Tandem::Rear => format!("{l}s{f}{o}{value}"),
                Tandem::Nth(k) => format!("{k}{l}{f}{o}{value}"),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{mv, start};
    use super::super::{parse_move, wxf};
    use super::*;
    use crate::games::contract::GamePosition;
    use crate::games::xiangqi::{RuleSet, read_pgn};

    /// A position from its FEN board and side to move.
    fn fen(board_and_side: &str) -> Position {
        Position::from_fen(board_and_side, RuleSet::default()).unwrap()
    }

    /// Every legal move of `p`: its Vietnamese text reads back to it (and writes the same text
    /// again) for a Vietnamese reader, its WXF text still reads to it for everyone, and the
    /// Vietnamese text reads to another move for everyone only where that is the WXF reading
    /// of a `P x.y` text. Returns how many texts there were, and how many of them were such.
    fn round_trips(p: &Position) -> (usize, usize) {
        let mut collisions = 0;
        for m in p.legal_moves().iter().copied() {
            let text = vietnamese(p, m);
            assert_eq!(
                parse_move_vietnamese(p, &text),
                Ok(m),
                "{text} in {}",
                p.fen()
            );
            assert_eq!(
                parse_move(p, &wxf(p, m)),
                Ok(m),
                "{} in {}",
                wxf(p, m),
                p.fen()
            );
            match parse_move(p, &text) {
                Ok(got) if got == m => {}
                Ok(other) => {
                    let c: Vec<char> = text.chars().collect();
                    assert!(
                        c.len() == 4 && c[0] == 'P' && c[2] == '.',
                        "{text} read as {other} in {}",
                        p.fen()
                    );
                    assert_eq!(
                        p.piece_at(other.from).map(|x| x.kind),
                        Some(PieceKind::Soldier)
                    );
                    collisions += 1;
                }
                Err(e) => panic!("{text} in {}: {e}", p.fen()),
            }
        }
        (p.legal_moves().len(), collisions)
    }

    #[test]
    fn the_opening_moves() {
        let p = start();
        for (text, m) in [
            ("P2-5", "h2e2"),
            ("p2-5", "h2e2"),
            ("Ｐ２－５", "h2e2"),
            ("P2–5", "h2e2"),
            ("P8/1", "b2b1"),
            ("B7.1", "c3c4"),
            ("C7.1", "c3c4"),
            ("M2.3", "h0g2"),
            ("X1.1", "i0i1"),
            ("T3.5", "g0e2"),
            ("V3.5", "g0e2"),
            ("S4.5", "f0e1"),
            ("Tg5.1", "e0e1"),
            ("tg5.1", "e0e1"),
        ] {
            assert_eq!(parse_move(&p, text), Ok(mv(m)), "{text}");
            assert_eq!(parse_move_vietnamese(&p, text), Ok(mv(m)), "{text}");
        }
        assert_eq!(vietnamese(&p, mv("h2e2")), "P2-5");
        assert_eq!(vietnamese(&p, mv("c3c4")), "B7.1");
        assert_eq!(vietnamese(&p, mv("e0e1")), "Tg5.1");
        // 1. P2-5 M8.7 2. M2.3 X9-8, as Vietnamese books print the opening.
        let mut p = start();
        for (text, m) in [
            ("P2-5", "h2e2"),
            ("M8.7", "h9g7"),
            ("M2.3", "h0g2"),
            ("X9-8", "i9h9"),
        ] {
            assert_eq!(parse_move(&p, text), Ok(mv(m)), "{text}");
            assert_eq!(vietnamese(&p, mv(m)), text);
            p = p.play(mv(m));
        }
        let e = parse_move(&p, "X1/1").unwrap_err();
        assert_eq!(e, MoveTextError::OffBoard(PieceKind::Chariot));
        round_trips(&p);
    }

    #[test]
    fn wxf_texts_keep_their_meaning() {
        let p = start();
        // WXF readings that were legal before stay what they were.
        assert_eq!(parse_move(&p, "C2.5"), Ok(mv("h2e2")));
        assert_eq!(parse_move(&p, "C2-1"), Ok(mv("h2h1")));
        assert_eq!(parse_move(&p, "P7+1"), Ok(mv("c3c4")));
        // A WXF error stays the WXF error when neither reading is legal.
        let e = parse_move(&p, "C2-5").unwrap_err();
        assert_eq!(e, MoveTextError::OffBoard(PieceKind::Cannon));
        // `C7.1` at the start: no cannon on file 7, so the soldier (chốt) advances.
        assert_eq!(parse_move(&p, "C7.1"), Ok(mv("c3c4")));
    }

    /// `C7.1` legal both ways (the doc's example): WXF moves the cannon on file 7 to file 1, the
    /// Vietnamese reading advances the soldier on file 7. Everyone gets WXF; a Vietnamese reader
    /// gets the soldier. qibot writes the soldier `B7.1`, which has one reading.
    #[test]
    fn a_text_legal_in_both_notations() {
        let p = fen("5k3/9/9/9/9/9/2P6/2C6/9/4K4 w");
        assert_eq!(parse_move(&p, "C7.1"), Ok(mv("c2i2")));
        assert_eq!(parse_move_vietnamese(&p, "C7.1"), Ok(mv("c3c4")));
        assert_eq!(vietnamese(&p, mv("c3c4")), "B7.1");
        assert_eq!(parse_move(&p, "B7.1"), Ok(mv("c3c4")));
        assert_eq!(wxf(&p, mv("c2i2")), "C7.1");
        // Through `read_move` and the resolvers too.
        let t = read_move("C7.1").unwrap();
        assert_eq!(resolve_move(&p, &t), Ok(mv("c2i2")));
        assert_eq!(resolve_move_vietnamese(&p, &t), Ok(mv("c3c4")));
        assert_eq!(round_trips(&p).1, 0);

        // `P5.4`: the cannon on file 5 advancing 4 points (Vietnamese, as qibot writes it) or the
        // crossed soldier on file 5 stepping to file 4 (WXF).
        let p = fen("5k3/9/4P4/9/9/9/9/4C4/9/3K5 w");
        assert_eq!(vietnamese(&p, mv("e2e6")), "P5.4");
        assert_eq!(parse_move(&p, "P5.4"), Ok(mv("e7f7")));
        assert_eq!(parse_move_vietnamese(&p, "P5.4"), Ok(mv("e2e6")));
        assert_eq!(wxf(&p, mv("e7f7")), "P5.4");
        assert_eq!(round_trips(&p).1, 1);

        // `C5-4`: WXF the cannon back 4, Vietnamese the soldier to file 4.
        let p = fen("5k3/9/4P4/4C4/9/9/9/9/9/3K5 w");
        assert_eq!(parse_move(&p, "C5-4"), Ok(mv("e6e2")));
        assert_eq!(parse_move_vietnamese(&p, "C5-4"), Ok(mv("e7f7")));
        round_trips(&p);
    }

    #[test]
    fn front_middle_and_rear() {
        let p = fen("5k3/9/9/9/9/7C1/9/7C1/9/3K5 w");
        assert_eq!(vietnamese(&p, mv("h4e4")), "Pt-5");
        assert_eq!(vietnamese(&p, mv("h2e2")), "Ps-5");
        assert_eq!(vietnamese(&p, mv("h2h3")), "Ps.1");
        for text in ["Pt-5", "PT-5", "pt-5"] {
            assert_eq!(parse_move(&p, text), Ok(mv("h4e4")), "{text}");
        }
        assert_eq!(parse_move(&p, "Ps/1"), Ok(mv("h2h1")));
        let e = parse_move(&p, "P2-5").unwrap_err();
        assert!(matches!(e, MoveTextError::TandemNeeded { .. }), "{e}");
        assert_eq!(round_trips(&p).1, 0);

        let p = fen("5k3/9/4P4/2P1P4/2P1P4/9/9/9/9/3K5 w");
        assert_eq!(vietnamese(&p, mv("e7e8")), "Bt5.1");
        assert_eq!(vietnamese(&p, mv("e6f6")), "Bg5-4");
        assert_eq!(vietnamese(&p, mv("e5d5")), "Bs5-6");
        assert_eq!(vietnamese(&p, mv("c6c7")), "Bt7.1");
        assert_eq!(parse_move(&p, "Bg5-4"), Ok(mv("e6f6")));
        let e = parse_move(&p, "Bt.1").unwrap_err();
        assert_eq!(e, MoveTextError::TandemFileNeeded);
        round_trips(&p);

        // Four soldiers on a file: the place from the front before the letter; Black.
        let p = fen("5k3/9/9/4p4/9/4p4/4p4/4p4/9/3K5 b");
        assert_eq!(vietnamese(&p, mv("e2e1")), "Bt.1");
        assert_eq!(vietnamese(&p, mv("e3d3")), "2B-4");
        assert_eq!(vietnamese(&p, mv("e4f4")), "3B-6");
        assert_eq!(parse_move(&p, "2B-4"), Ok(mv("e3d3")));
        assert_eq!(vietnamese(&p, mv("e6e5")), "Bs.1");
        round_trips(&p);
    }

    #[test]
    fn texts_that_are_no_vietnamese_move() {
        let p = start();
        for text in ["Tg.1", "P2/", "Ptt-5", "1Bt.1"] {
            assert!(parse_move(&p, text).is_err(), "{text}");
        }
        // Well-formed, but the advisor on f0 blocks the general.
        let e = parse_move(&p, "Tg5-4").unwrap_err();
        assert!(matches!(e, MoveTextError::Illegal(_)), "{e}");
    }

    /// Every legal move of every position of the games in `tests/data`: the fifteen games and
    /// the 1 125 games of Liu Dahua.
    #[test]
    fn round_trips_over_real_games() {
        let (mut positions, mut texts, mut collisions) = (0, 0, 0);
        for pgn in [
            include_str!("../../../tests/data/fifteen_bulk_games_uci.pgn"),
            include_str!("../../../tests/data/games_liu_dahua.pgn"),
        ] {
            for g in read_pgn(pgn) {
                let mut p = start();
                for t in &g.moves {
                    let (n, c) = round_trips(&p);
                    texts += n;
                    collisions += c;
                    positions += 1;
                    let m: Move = t.parse().unwrap();
                    p = p.play(m);
                }
            }
        }
        assert!(positions > 100_000, "{positions}");
        // Cannon advances that read as a soldier's sideways step in WXF: rare, but they occur
        // (1 236 of the 3.5 million moves of the 102 699 positions).
        println!("{positions} positions, {texts} moves, {collisions} read otherwise as WXF");
        assert!(
            collisions > 0 && collisions * 1000 < texts,
            "{collisions} of {texts}"
        );
    }
}
