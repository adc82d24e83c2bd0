//! What front-ends ask of the hub: a [`Command`] from a member ([`Ctx`]) in a channel.

use crate::games::any::{Move, MoveTextError};

use crate::store::types::{ChannelId, GameId, Player, ServerId};

/// Who asks, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ctx {
    /// The server.
    pub server: ServerId,
    /// The channel (or thread) the command was given in.
    pub channel: ChannelId,
    /// The member.
    pub user: Player,
}

/// Options of a new game, as the member typed them; the hub reads and checks them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameOptions {
    /// The game: `jungle` or `xiangqi` (also `échecs chinois`, …); `None` = the configured
    /// default game.
    pub game: Option<String>,
    /// A rules preset with optional `,key=value` overrides; `None` = the configured default.
    pub rules: Option<String>,
    /// Further `key=value` rule overrides.
    pub rule_overrides: Vec<String>,
    /// A time control (`none`, `90s`, `10m+5s`); `None` = no clock.
    pub time: Option<String>,
    /// The asking member's colour: `red`, `blue` (Jungle) or `black` (Xiangqi), or `random`;
    /// `None` = red.
    pub colour: Option<String>,
    /// Rated (member games only).
    pub rated: bool,
    /// The bot's level (bot games only); `None` = the configured default.
    pub level: Option<String>,
}

/// A command. Every command either changes the state and says so, or changes nothing and
/// says why (a reply with `refused` set).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Challenge a member to a game in this channel.
    Challenge {
        /// The challenged member.
        opponent: Player,
        /// Rules, time control, colour, rated.
        options: GameOptions,
    },
    /// Accept the challenge pending in this channel (the challenged member only); in a game's
    /// channel, accept the opponent's draw offer or takeback request.
    Accept,
    /// Decline it (the challenged member), or withdraw it (the challenger); in a game's
    /// channel, decline the opponent's draw offer or takeback request.
    Decline,
    /// Turn the member's turn pings on or off (`/notify`).
    SetNotify(bool),
    /// End this channel's game without a result, unrated (or withdraw its pending challenge),
    /// freeing the channel.
    Abort {
        /// Whether the member may (a moderator, as the front-end decides: Discord's Manage
        /// Messages or the configured role); anyone else is refused.
        moderator: bool,
    },
    /// Start a game against the bot in this channel.
    PlayBot(GameOptions),
    /// Play a move, in any form the rules' move text reads.
    Move(String),
    /// A move typed in a game's channel, already read by [`crate::hub::Hub::typed`].
    Typed(TypedMove),
    /// Resign the game.
    Resign,
    /// Offer a draw, or accept the opponent's offer.
    Draw,
    /// Decline the opponent's draw offer.
    DeclineDraw,
    /// Take back: against the bot at once; against a member, ask (or accept their request).
    Takeback,
    /// Decline the opponent's takeback request.
    DeclineTakeback,
    /// Suggest a move (bot games, or casual games where the server allows).
    Hint,
    /// Show the board again.
    Board,
    /// List the server's active games; to a server manager also the quarantined ones.
    Games {
        /// Whether the asking member manages the server (Discord's Manage Server): only they
        /// are told of the games set aside because their stored rows could not be read.
        manager: bool,
    },
    /// The rules and options in force here, or those of the named game (`None` = the game in
    /// this channel, else the default game).
    Rules(Option<String>),
    /// The server's best-rated players of a game (`None` = the default game).
    Leaderboard(Option<String>),
    /// A member's rating and record in a game.
    Profile {
        /// The member (`None` = the asking member).
        who: Option<Player>,
        /// The game (`None` = the default game).
        game: Option<String>,
    },
    /// A member's last finished games (`None` = the asking member).
    History(Option<Player>),
    /// A game as text: start FEN, canonical moves, human notation.
    Export(GameId),
    /// The engine's review of finished game `id` as a picture (`None`: the asking member's last
    /// finished game on this server).
    Review(Option<GameId>),
    /// A new game like finished game `id`, colours swapped: at once against the bot, as a
    /// challenge to the same opponent otherwise.
    Rematch(GameId),
    /// Set the server's language (the front-end checks the member may).
    SetLanguage(String),
    /// Set the server's default game: the game of `/play` and `/challenge` without a `game`
    /// option (the front-end checks the member may).
    SetDefaultGame(String),
    /// Allow or forbid hints in casual member games on this server.
    SetCasualHints(bool),
    /// Set the asking member's piece style (`characters`, `letters`, `pictograms`) for the
    /// boards shown to them, on every server; `None` tells the current one and the choices.
    SetStyle(Option<String>),
    /// Set the asking member's own language for what only they read (private replies), on
    /// every server, ranked before the language the front-end sends (Discord's interaction
    /// `locale`): a tag, Discord code or name (`vi`, `zh-TW`, `français`); `auto` (also
    /// `discord`, `default`, `none`) clears it; `None` tells the current one.
    SetMemberLanguage(Option<String>),
    /// A puzzle of the game (`None` = the server's default game) near the member's puzzle
    /// rating, solved privately or, when `public`, in the channel for everyone to see; the
    /// member answers with [`Command::Move`] (or typed moves, in the channel).
    Puzzle {
        /// The game.
        game: Option<String>,
        /// Solve it in the channel rather than privately.
        public: bool,
        /// From this server's own finished games rather than the shipped collection.
        from_server: bool,
    },
    /// Set the server's daily puzzle (`Some`: where, when, which game) or turn it off
    /// (`None`); the front-end checks the member may (Manage Server).
    DailyPuzzle(Option<DailySetting>),
    /// What the commands are.
    Help,
    /// A button was pressed: its id `qibot:<action>:<id>`.
    Button(String),
    /// An option was chosen in a menu (see [`crate::hub::Menu`]).
    Choose {
        /// The menu's id, `qibot:<action>:<id>`.
        id: String,
        /// The chosen option's value.
        value: String,
    },
}

/// Where and when a server's daily puzzle is posted ([`Command::DailyPuzzle`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DailySetting {
    /// The channel it is posted in.
    pub channel: String,
    /// The time of day as the member typed it (`18:00`; read by the hub, in UTC).
    pub time: String,
    /// The game (`None` = the server's default game).
    pub game: Option<String>,
}

/// A move a player typed, read against the position it was typed at, so that it is read
/// once: the hub reads it again only if the game changed in between.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TypedMove {
    /// The text typed.
    pub text: String,
    /// The game it was read in, and that game's version then.
    pub(crate) at: (GameId, u64),
    /// The move it reads as there, or why not.
    pub(crate) read: Result<Move, MoveTextError>,
}

/// A parsed button id.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ButtonPress {
    /// The action, e.g. `resign`.
    pub action: String,
    /// The game or challenge number it belongs to.
    pub id: i64,
}

/// Reads `qibot:<action>:<id>`; `None` for anything else.
pub fn parse_button(id: &str) -> Option<ButtonPress> {
    let mut parts = id.splitn(3, ':');
    if parts.next()? != "qibot" {
        return None;
    }
    let action = parts.next()?;
    let n = parts.next()?.parse().ok()?;
    if action.is_empty() || !action.bytes().all(|b| b.is_ascii_lowercase() || b == b'-') {
        return None;
    }
    Some(ButtonPress {
        action: action.to_string(),
        id: n,
    })
}

/// The command for a line typed at a game: `resign`, `draw`, `takeback`, `hint`, `board`, …
/// (English or French); anything else is a move.
pub fn parse_line(line: &str) -> Command {
    let t = crate::games::text::fold(line.trim());
    match t.as_str() {
        "resign" | "abandon" | "abandonner" => Command::Resign,
        "draw" | "nulle" | "partie nulle" => Command::Draw,
        "decline draw" | "refuser nulle" => Command::DeclineDraw,
        "takeback" | "undo" | "annuler" | "reprendre" => Command::Takeback,
        "decline takeback" | "refuser reprise" => Command::DeclineTakeback,
        "hint" | "indice" | "aide coup" => Command::Hint,
        "board" | "plateau" => Command::Board,
        "rules" | "regles" => Command::Rules(None),
        "help" | "aide" | "?" => Command::Help,
        "review" | "analyse" => Command::Review(None),
        "games" | "parties" => Command::Games { manager: false },
        "leaderboard" | "classement" => Command::Leaderboard(None),
        "profile" | "profil" => Command::Profile {
            who: None,
            game: None,
        },
        "history" | "historique" => Command::History(None),
        "style" => Command::SetStyle(None),
        "language" | "langue" => Command::SetMemberLanguage(None),
        other => {
            // `review 3`, `export #3`, `rematch 3`: a command word and a game number.
            let numbered = |words: &[&str]| {
                words.iter().find_map(|w| {
                    other
                        .strip_prefix(w)
                        .and_then(|n| n.strip_prefix(' '))
                        .and_then(|n| n.trim().trim_start_matches('#').parse::<GameId>().ok())
                })
            };
            if let Some(id) = numbered(&["review", "analyse"]) {
                Command::Review(Some(id))
            } else if let Some(id) = numbered(&["export", "exporter"]) {
                Command::Export(id)
            } else if let Some(id) = numbered(&["rematch", "revanche"]) {
                Command::Rematch(id)
            } else if let Some(name) = other.strip_prefix("style ") {
                Command::SetStyle(Some(name.trim().to_string()))
            } else if let Some(name) = ["language ", "langue "]
                .iter()
                .find_map(|w| other.strip_prefix(w))
            {
                Command::SetMemberLanguage(Some(name.trim().to_string()))
            } else {
                Command::Move(line.trim().to_string())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn buttons_and_lines() {
        assert_eq!(
            parse_button("qibot:resign:12"),
            Some(ButtonPress {
                action: "resign".into(),
                id: 12
            })
        );
        for bad in [
            "qibot:resign",
            "x:resign:1",
            "qibot:resign:x",
            "qibot::1",
            "qibot:Resign!:1",
            "",
        ] {
            assert_eq!(parse_button(bad), None, "{bad}");
        }
        assert_eq!(parse_line(" Resign "), Command::Resign);
        assert_eq!(parse_line("règles"), Command::Rules(None));
        assert_eq!(parse_line("rat up"), Command::Move("rat up".into()));
        assert_eq!(parse_line("Classement"), Command::Leaderboard(None));
        assert_eq!(parse_line("export #12"), Command::Export(12));
        assert_eq!(parse_line("revanche 3"), Command::Rematch(3));
        assert_eq!(parse_line("review 4"), Command::Review(Some(4)));
        assert_eq!(parse_line("style"), Command::SetStyle(None));
        assert_eq!(
            parse_line("Style Lettres"),
            Command::SetStyle(Some("lettres".into()))
        );
        assert_eq!(parse_line("Language"), Command::SetMemberLanguage(None));
        assert_eq!(
            parse_line("langue Tiếng Việt"),
            Command::SetMemberLanguage(Some("tieng viet".into()))
        );
        assert_eq!(
            parse_line("language auto"),
            Command::SetMemberLanguage(Some("auto".into()))
        );
        assert_eq!(
            parse_line("export twelve"),
            Command::Move("export twelve".into())
        );
    }
}
