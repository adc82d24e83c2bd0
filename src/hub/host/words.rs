//! Message pieces shared by the commands: seats, levels, time controls, reasons, moves.

use super::*;

impl Hub {
    /// The legal move `m` in `pos` as shown in `locale` to readers with the locales
    /// `readers`, most wanted first (the game's own form: Jungle `Rat g3→g4`, Xiangqi `C2.5`).
    pub(super) fn move_text(
        &self,
        pos: &Position,
        m: Move,
        locale: &str,
        readers: &[Option<&str>],
    ) -> String {
        let to = games::Audience {
            i18n: &self.inner.i18n,
            locale,
            readers,
        };
        games::of(pos.kind()).move_text(pos, m, &to)
    }

    /// Reads the move `text` typed by `reader` in `t`'s position, in any notation; a text two
    /// notations share is read as the reader's language writes moves (Vietnamese `P5.4`).
    ///
    /// # Errors
    /// Why it was not read, or why the move is illegal.
    pub(super) fn read_move(
        &self,
        t: &Table,
        reader: &Player,
        text: &str,
    ) -> Result<Move, MoveTextError> {
        let pos = t.position();
        let locale = self.private_locale(&t.server, reader);
        games::of(pos.kind()).parse_move(&pos, text, &locale)
    }
}

/// The locales of `t`'s members, Red's first.
pub(super) fn table_readers(t: &Table) -> Vec<Option<&str>> {
    t.seats
        .iter()
        .filter_map(Seat::member)
        .map(|p| p.locale.as_deref())
        .collect()
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
        EndReason::PerpetualChase => "reason-perpetual-chase",
        EndReason::MoveLimit => "reason-move-limit",
        EndReason::Aborted => "reason-aborted",
        EndReason::Unseen => "reason-unseen",
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::strips::{fit_header, status_room};

    /// Every outcome text of the pictures' header (each reason, each winner and a draw, every
    /// language, the longest bot name as winner) fits its strip whole: measured with the real
    /// font, no line wider than the room, nothing shortened with `…`.
    #[test]
    fn every_outcome_header_fits_its_strip() {
        let i18n = I18n::new();
        let longest = Level::ALL
            .into_iter()
            .map(Seat::Bot)
            .max_by_key(|s| i18n.format("fr", &seat_arg(s)).chars().count())
            .unwrap();
        let mut checked = 0;
        for kind in GameKind::ALL {
            let layout = crate::hub::games::of(kind).strip_layout();
            let room = status_room(layout, "");
            for &locale in I18n::languages() {
                for reason in EndReason::ALL {
                    for winner in [Some(&longest), None] {
                        let m = match winner {
                            Some(w) => msg("status-won")
                                .msg("winner", seat_arg(w))
                                .msg("reason", reason_msg(reason)),
                            None => msg("status-drawn").msg("reason", reason_msg(reason)),
                        };
                        let text = i18n.format(locale, &m);
                        let fit = fit_header(layout, &text, "");
                        let font = crate::render::font::Font::get();
                        for line in &fit.lines {
                            assert!(!line.contains('…'), "{locale} {reason:?}: {text} → {fit:?}");
                            assert!(font.width(line, fit.size) <= room, "{text}: {fit:?}");
                        }
                        assert_eq!(fit.lines.join(" "), font.drawable(&text));
                        checked += 1;
                    }
                }
            }
        }
        assert_eq!(
            checked,
            2 * I18n::languages().len() * 2 * EndReason::ALL.len()
        );
    }
}
