//! The message ids the hub's sessions and front-ends write exist in every language.

use crate::games::any::{GameKind, Side};
use crate::text::{I18n, Message};

use super::games;

/// Every message id written in the hub's sources exists in both languages.
#[test]
fn every_message_used_exists() {
    let i18n = I18n::new();
    let sources = [
        include_str!("host/mod.rs"),
        include_str!("host/bot.rs"),
        include_str!("host/challenge.rs"),
        include_str!("host/locale.rs"),
        include_str!("host/offers.rs"),
        include_str!("host/options.rs"),
        include_str!("host/pictures.rs"),
        include_str!("host/play.rs"),
        include_str!("host/queries.rs"),
        include_str!("host/settings.rs"),
        include_str!("host/start.rs"),
        include_str!("host/words.rs"),
        include_str!("host/web.rs"),
        include_str!("host/web_lists.rs"),
        include_str!("../web/page.rs"),
        include_str!("../web/boards.rs"),
        include_str!("../text/i18n.rs"),
        include_str!("games/mod.rs"),
        include_str!("games/descriptor.rs"),
        include_str!("games/jungle.rs"),
        include_str!("games/xiangqi.rs"),
        include_str!("table.rs"),
        include_str!("commands.rs"),
        include_str!("export.rs"),
        include_str!("../console/mod.rs"),
        include_str!("lessons/run.rs"),
        include_str!("lessons/goal.rs"),
        include_str!("lessons/session.rs"),
        include_str!("lessons/replies.rs"),
        include_str!("tournament/mod.rs"),
        include_str!("tournament/follow.rs"),
        include_str!("../console/learn.rs"),
    ];
    let mut count = 0;
    for src in sources {
        // Only the code, not the tests (which use missing ids on purpose).
        let src = src.split("#[cfg(test)]").next().unwrap_or(src);
        for pat in ["Message::new(\"", "msg(\""] {
            for (at, _) in src.match_indices(pat) {
                // `.msg("name", …)` names an argument; only a free `msg("id")` is a message.
                if src[..at].ends_with('.') || src[..at].ends_with("::") {
                    continue;
                }
                let part = &src[at + pat.len()..];
                let id = &part[..part.find('"').unwrap_or(0)];
                if id.is_empty() || id.contains(' ') {
                    continue;
                }
                count += 1;
                for lang in I18n::languages() {
                    assert!(i18n.has(lang, id), "{lang} lacks `{id}`");
                }
            }
        }
        for part in src.split(".button(").skip(1) {
            if !part.trim_start().starts_with('"') {
                continue;
            }
            if let Some(label) = part.split('"').nth(3) {
                for lang in I18n::languages() {
                    assert!(i18n.has(lang, label), "{lang} lacks button label `{label}`");
                }
            }
        }
    }
    assert!(count > 80, "{count} uses found");
}

/// The messages built by `match` (sides, games, reasons, levels) exist in both languages;
/// each game's pieces are checked in its own file.
#[test]
fn named_messages_exist() {
    let i18n = I18n::new();
    let mut ms: Vec<Message> = Vec::new();
    for kind in GameKind::ALL {
        ms.extend(Side::ALL.map(|s| games::side(kind, s)));
        ms.push(games::name(kind));
    }
    for id in [
        "reason-den",
        "reason-abandoned",
        "level-master",
        "level-beginner",
    ] {
        ms.push(Message::new(id));
    }
    for m in ms {
        for lang in I18n::languages() {
            assert!(i18n.has(lang, m.id), "{lang} lacks {}", m.id);
        }
    }
}
