//! Message pieces shared by the commands: seats, levels, time controls, reasons, moves.

use super::*;

pub(super) fn piece_name(k: crate::games::jungle::PieceKind, locale: &str) -> &'static str {
    if I18n::supported(locale) == Some("fr") {
        [
            "Rat",
            "Chat",
            "Chien",
            "Loup",
            "Léopard",
            "Tigre",
            "Lion",
            "Éléphant",
        ][k.index()]
    } else {
        k.title()
    }
}

/// The legal move `m` in `pos` as shown to players: Jungle `Rat g3→g4` with the piece named in
/// `locale`; Xiangqi WXF `C2.5`, followed by the Chinese notation when `chinese` gives its
/// script.
pub(super) fn move_text(
    pos: &Position,
    m: Move,
    locale: &str,
    chinese: Option<xiangqi::Script>,
) -> String {
    match (pos, m) {
        (Position::Jungle(p), Move::Jungle(m)) => human_with(p, m, |k| piece_name(k, locale)),
        (Position::Xiangqi(p), Move::Xiangqi(m)) => {
            let w = xiangqi::wxf(p, m);
            match chinese {
                Some(script) => format!("{w} {}", xiangqi::chinese(p, m, script)),
                None => w,
            }
        }
        _ => m.to_string(),
    }
}

/// The script of Chinese move notation for a member whose locale is Chinese (`zh-TW`, `zh-HK`
/// and `zh-Hant` traditional, other `zh` simplified); `None` for other locales.
pub(super) fn chinese_script(locale: Option<&str>) -> Option<xiangqi::Script> {
    let l = locale?.trim().to_ascii_lowercase();
    if !(l == "zh" || l.starts_with("zh-") || l.starts_with("zh_")) {
        return None;
    }
    Some(
        if ["tw", "hk", "mo", "hant"]
            .iter()
            .any(|t| l.split(['-', '_']).any(|p| p == *t))
        {
            xiangqi::Script::Traditional
        } else {
            xiangqi::Script::Simplified
        },
    )
}

/// The Chinese script to add to a game's moves: that of the first player with a Chinese locale.
pub(super) fn table_script(t: &Table) -> Option<xiangqi::Script> {
    t.seats
        .iter()
        .filter_map(Seat::member)
        .find_map(|p| chinese_script(p.locale.as_deref()))
}

pub(super) fn reason_msg(r: EndReason) -> Message {
    Message::new(match r {
        EndReason::Den => "reason-den",
        EndReason::NoPiecesLeft => "reason-no-pieces",
        EndReason::NoLegalMoves => "reason-no-moves",
        EndReason::Resignation => "reason-resignation",
        EndReason::Time => "reason-time",
        EndReason::Abandoned => "reason-abandoned",
        EndReason::Repetition => "reason-repetition",
        EndReason::NoCaptureLimit => "reason-no-capture-limit",
        EndReason::Agreement => "reason-agreement",
        EndReason::Checkmate => "reason-checkmate",
        EndReason::Stalemate => "reason-stalemate",
        EndReason::PerpetualCheck => "reason-perpetual-check",
    })
}

pub(super) fn seat_arg(s: &Seat) -> Message {
    match s {
        Seat::Member(p) => msg("seat-member").str("name", &p.name),
        Seat::Bot(l) => msg("seat-bot").msg("level", level_msg(*l)),
    }
}

/// The level's name in the message's language.
pub(super) fn level_msg(l: Level) -> Message {
    Message::new(match l {
        Level::Beginner => "level-beginner",
        Level::Easy => "level-easy",
        Level::Medium => "level-medium",
        Level::Hard => "level-hard",
        Level::Expert => "level-expert",
        Level::Master => "level-master",
    })
}

pub(super) fn time_msg(tc: TimeControl) -> Message {
    match tc {
        TimeControl::None => msg("time-none"),
        TimeControl::PerMove { limit_ms } => msg("time-per-move").num("seconds", limit_ms / 1000),
        TimeControl::Clock {
            initial_ms,
            increment_ms,
        } => msg("time-clock")
            .num("minutes", initial_ms / 60_000)
            .num("increment", increment_ms / 1000),
    }
}

pub(super) fn clock_text(ms: i64) -> String {
    let s = ms.max(0) / 1000;
    format!("{}:{:02}", s / 60, s % 60)
}
