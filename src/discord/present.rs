//! A hub [`Reply`] as a Discord message: the formatted text, the attachments (board PNG, replay
//! GIF, export text) and the buttons as components.

use serde_json::{Value, json};

use crate::hub::{Arg, Hub, Message, Reply};

use super::rest::File;

/// Discord's limit on a message's text, in characters.
pub const MAX_CONTENT: usize = 2000;
/// Buttons in one action row, and rows in one message (Discord's limits).
const ROW: usize = 5;
const ROWS: usize = 5;

/// Cuts `text` to at most `max` characters (on a character boundary), marking the cut.
pub fn clip(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let mut s: String = text.chars().take(max.saturating_sub(1)).collect();
    s.push('…');
    s
}

/// The button style for an action: green to accept, red to resign, grey to decline.
fn style(id: &str) -> u8 {
    let action = id.split(':').nth(1).unwrap_or("");
    match action {
        "accept" => 3,
        "resign" => 4,
        a if a.starts_with("decline") => 2,
        "board" | "export" => 2,
        _ => 1,
    }
}

/// Channel arguments (`channel`, as `/games` lists them) as Discord channel links `<#id>`.
fn link_channels(m: &mut Message) {
    fn arg(name: &str, a: &mut Arg) {
        match a {
            Arg::Str(s)
                if name == "channel" && !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()) =>
            {
                *s = format!("<#{s}>");
            }
            Arg::Msg(m) => link_channels(m),
            Arg::List(v) | Arg::Lines(v) => v.iter_mut().for_each(|a| arg(name, a)),
            _ => {}
        }
    }
    for (name, a) in &mut m.args {
        arg(name, a);
    }
}

/// The message payload of `r` (`content`, `components`, `attachments`, `allowed_mentions`) and
/// its files. `mention` pings one member at the start of the text; without it, the member the
/// hub hands the move to ([`Reply::ping`]). `allowed_mentions` lets only that member be pinged.
pub fn payload(hub: &Hub, r: &Reply, mention: Option<&str>) -> (Value, Vec<File>) {
    let mention = mention.or(r.ping.as_deref());
    // Only the text is formatted again: the attachments are not copied.
    let mut message = r.message.clone();
    link_channels(&mut message);
    let mut text = hub.text(&Reply::channel("", &r.locale, message));
    if let Some(u) = mention {
        text = format!("<@{u}> {text}");
    }
    let buttons: Vec<Value> = r
        .buttons
        .iter()
        .take(ROW * ROWS)
        .map(|b| {
            json!({
                "type": 2,
                "style": style(&b.id),
                "label": clip(&hub.i18n().format(&r.locale, &b.label), 80),
                "custom_id": b.id,
            })
        })
        .collect();
    let components: Vec<Value> = buttons
        .chunks(ROW)
        .map(|row| json!({"type": 1, "components": row}))
        .collect();
    let files: Vec<File> = r
        .attachments
        .iter()
        .map(|a| File {
            name: a.name.clone(),
            bytes: a.bytes.clone(),
        })
        .collect();
    let attachments: Vec<Value> = files
        .iter()
        .enumerate()
        .map(|(i, f)| json!({"id": i, "filename": f.name}))
        .collect();
    let users: Vec<&str> = mention.into_iter().collect();
    let payload = json!({
        "content": clip(&text, MAX_CONTENT),
        "components": components,
        "attachments": attachments,
        "allowed_mentions": {"parse": [], "users": users},
    });
    (payload, files)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clip_keeps_short_text_and_cuts_long_text() {
        assert_eq!(clip("abc", 5), "abc");
        let long = "é".repeat(2100);
        let c = clip(&long, MAX_CONTENT);
        assert_eq!(c.chars().count(), MAX_CONTENT);
        assert!(c.ends_with('…'));
    }

    #[test]
    fn styles() {
        assert_eq!(style("qibot:accept:1"), 3);
        assert_eq!(style("qibot:resign:1"), 4);
        assert_eq!(style("qibot:decline-draw:1"), 2);
        assert_eq!(style("qibot:hint:1"), 1);
    }
}
