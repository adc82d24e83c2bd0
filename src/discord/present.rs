//! A hub [`Reply`] as a Discord message: the formatted text, the attachments (board PNG, replay
//! GIF, export text) and the buttons as components.

use serde_json::{Value, json};

use crate::hub::{Arg, Audience, Hub, Menu, Message, Reply};

use super::rest::File;

/// Discord's limit on a message's text, in characters.
pub const MAX_CONTENT: usize = 2000;
/// Buttons in one action row, and rows in one message (Discord's limits).
const ROW: usize = 5;
const ROWS: usize = 5;
/// Options in one select menu (Discord's limit).
const MENU_OPTIONS: usize = 25;

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
    payload_text(hub, reply_text(hub, r), r, mention)
}

/// The text of `r` as a Discord message shows it: channel arguments as links.
pub fn reply_text(hub: &Hub, r: &Reply) -> String {
    // Only the text is formatted again: the attachments are not copied.
    let mut message = r.message.clone();
    link_channels(&mut message);
    hub.text(&Reply::channel("", &r.locale, message))
}

/// A menu as a string select (component type 3) in its own action row; `None` without
/// options (Discord refuses an empty select).
fn select(hub: &Hub, locale: &str, m: &Menu) -> Option<Value> {
    if m.options.is_empty() {
        return None;
    }
    let options: Vec<Value> = m
        .options
        .iter()
        .take(MENU_OPTIONS)
        .map(|o| {
            json!({
                "label": clip(&o.label, 100),
                "value": clip(&o.value, 100),
                "default": o.chosen,
            })
        })
        .collect();
    Some(json!({"type": 1, "components": [{
        "type": 3,
        "custom_id": m.id,
        "placeholder": clip(&hub.i18n().format(locale, &m.placeholder), 150),
        "min_values": 1,
        "max_values": 1,
        "options": options,
    }]}))
}

/// [`payload`] with the text given (a turn's merged lines, see [`outgoing`]).
pub fn payload_text(
    hub: &Hub,
    mut text: String,
    r: &Reply,
    mention: Option<&str>,
) -> (Value, Vec<File>) {
    let mention = mention.or(r.ping.as_deref());
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
    let mut components: Vec<Value> = buttons
        .chunks(ROW)
        .map(|row| json!({"type": 1, "components": row}))
        .collect();
    // Each menu takes a row of its own, within the message's five.
    for m in &r.menus {
        if components.len() == ROWS {
            break;
        }
        components.extend(select(hub, &r.locale, m));
    }
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

/// Adds a link button (style 5: opens `url`, sends no interaction) labelled `label` to a
/// message payload: in its last row of buttons if it has room, else in a row of its own;
/// left out when the message has its five rows full.
pub fn add_link(payload: &mut Value, label: &str, url: &str) {
    add_button(
        payload,
        json!({"type": 2, "style": 5, "label": clip(label, 80), "url": url}),
    );
}

/// Adds a button `custom_id` labelled `label` (primary style) to a message `payload` as
/// [`add_link`] adds a link.
pub fn add_action(payload: &mut Value, label: &str, custom_id: &str) {
    add_button(
        payload,
        json!({"type": 2, "style": 1, "label": clip(label, 80), "custom_id": custom_id}),
    );
}

/// Adds `button` to the last row of buttons if it has room, else in a row of its own (while
/// the message has fewer than five rows).
fn add_button(payload: &mut Value, button: Value) {
    let Some(rows) = payload.get_mut("components").and_then(Value::as_array_mut) else {
        payload["components"] = json!([{"type": 1, "components": [button]}]);
        return;
    };
    let room = rows.last().is_some_and(|r| {
        r["components"]
            .as_array()
            .is_some_and(|items| items.len() < ROW && items.iter().all(|c| c["type"] == 2))
    });
    if let Some(items) = rows
        .last_mut()
        .filter(|_| room)
        .and_then(|r| r["components"].as_array_mut())
    {
        items.push(button);
    } else if rows.len() < ROWS {
        rows.push(json!({"type": 1, "components": [button]}));
    }
}

/// One message to send for a command: one reply, or the replies of one game's board merged.
#[derive(Clone, Debug)]
pub struct Outgoing {
    /// What the message carries (audience, attachments, buttons, menus): the reply itself, or
    /// for a board the last board reply with the pictures of the whole turn.
    pub reply: Reply,
    /// Its text (for a board, the text of every merged reply, one a line).
    pub text: String,
    /// The game whose board this is (`None`: a plain message).
    pub board_of: Option<i64>,
}

impl Outgoing {
    /// The channel it goes to.
    pub fn channel(&self) -> &str {
        match &self.reply.audience {
            Audience::Channel(c) | Audience::Member { channel: c, .. } => c,
        }
    }
}

/// The replies of one hub answer as messages: the replies showing one game's board in its
/// channel (a member's move and the bot's answer, a last move and the game's end with its
/// rating changes) become one board message, the last board shown with every line of text;
/// other replies stay messages of their own. A turn thus ends in one board.
pub fn outgoing(hub: &Hub, replies: Vec<Reply>) -> Vec<Outgoing> {
    let mut out: Vec<Outgoing> = Vec::new();
    for r in replies {
        let text = reply_text(hub, &r);
        let public = matches!(r.audience, Audience::Channel(_));
        let game = r.board.as_ref().and_then(|b| b.game).filter(|_| public);
        let channel = match &r.audience {
            Audience::Channel(c) | Audience::Member { channel: c, .. } => c.clone(),
        };
        let same_board = |o: &Outgoing| o.board_of.is_some() && o.channel() == channel;
        let target = match game {
            Some(g) => out
                .iter()
                .position(|o| o.board_of == Some(g) && o.channel() == channel),
            // A line after a board without buttons of its own (the rating changes) joins it.
            None if public && r.buttons.is_empty() && r.menus.is_empty() => {
                out.last().filter(|o| same_board(o)).map(|_| out.len() - 1)
            }
            None => None,
        };
        match target {
            Some(i) => {
                let o = &mut out[i];
                o.text.push('\n');
                o.text.push_str(&text);
                if game.is_some() {
                    // The newer board replaces the older one's picture; a replay stays.
                    let mut attachments = std::mem::take(&mut o.reply.attachments);
                    if r.attachments.iter().any(|a| a.name.ends_with(".png")) {
                        attachments.retain(|a| !a.name.ends_with(".png"));
                    }
                    attachments.extend(r.attachments.iter().cloned());
                    let game_over = o.reply.game_over || r.game_over;
                    o.reply = Reply {
                        attachments,
                        game_over,
                        ..r
                    };
                }
            }
            None => out.push(Outgoing {
                reply: r,
                text,
                board_of: game,
            }),
        }
    }
    out
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
    fn a_link_joins_the_last_row_of_buttons_or_makes_its_own() {
        let mut p = json!({"components": []});
        add_link(&mut p, "Watch", "https://x/game/1/ab");
        assert_eq!(p["components"][0]["components"][0]["style"], 5);
        add_link(&mut p, "Again", "https://x/2");
        assert_eq!(p["components"].as_array().unwrap().len(), 1);
        let menu = json!({"type": 1, "components": [{"type": 3, "custom_id": "m"}]});
        let mut p = json!({"components": [menu.clone()]});
        add_link(&mut p, "Watch", "https://x/1");
        assert_eq!(p["components"].as_array().unwrap().len(), 2);
        let mut full =
            json!({"components": [menu.clone(), menu.clone(), menu.clone(), menu.clone(), menu]});
        add_link(&mut full, "Watch", "https://x/1");
        assert_eq!(full["components"].as_array().unwrap().len(), 5);
    }

    #[test]
    fn styles() {
        assert_eq!(style("qibot:accept:1"), 3);
        assert_eq!(style("qibot:resign:1"), 4);
        assert_eq!(style("qibot:decline-draw:1"), 2);
        assert_eq!(style("qibot:hint:1"), 1);
    }
}
