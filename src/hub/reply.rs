//! Structured replies: what the hub says, to whom, with which pictures and buttons. Front-ends
//! only present them: text through [`crate::text::I18n`], bytes as attachments, buttons as
//! components whose ids come back as [`crate::hub::Command::Button`].

use crate::games::any::{Move, Position, Side};
use crate::render::PieceStyle;

use crate::store::types::{ChannelId, Ending, GameId, UserId};
use crate::text::{Message, msg};

/// Who sees a reply.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Audience {
    /// Everyone in the channel.
    Channel(ChannelId),
    /// Only this member (an ephemeral reply), in this channel.
    Member {
        /// The channel the command came from.
        channel: ChannelId,
        /// The member.
        user: UserId,
    },
}

/// A button; pressing it sends [`crate::hub::Command::Button`] with `id`.
#[derive(Clone, Debug, PartialEq)]
pub struct Button {
    /// `qibot:<action>:<game or challenge id>`, e.g. `qibot:resign:12`.
    pub id: String,
    /// The label.
    pub label: Message,
}

/// A menu of choices (for picking a move without typing); choosing sends
/// [`crate::hub::Command::Choose`] with `id` and the chosen option's value.
#[derive(Clone, Debug, PartialEq)]
pub struct Menu {
    /// `qibot:<action>:<game id>`: `qibot:pick:12` (the piece) or `qibot:to:12` (its move).
    pub id: String,
    /// The text shown before a choice is made.
    pub placeholder: Message,
    /// The options, at most 25 (Discord's limit).
    pub options: Vec<MenuOption>,
}

impl Menu {
    /// The menu of the pieces that can move: `pieces` as `(label, square)` pairs; `chosen`
    /// marks the square picked; `id` as in [`Menu::id`].
    pub fn pieces(id: String, pieces: Vec<(String, String)>, chosen: Option<&str>) -> Menu {
        Menu {
            id,
            placeholder: msg("menu-piece"),
            options: pieces
                .into_iter()
                .map(|(label, value)| MenuOption {
                    chosen: chosen == Some(value.as_str()),
                    label,
                    value,
                })
                .collect(),
        }
    }

    /// The menu of a piece's moves after it was picked on `square`: `moves` as
    /// `(label, canonical move)` pairs, none chosen; `id` as in [`Menu::id`].
    pub fn destinations(id: String, square: &str, moves: Vec<(String, String)>) -> Menu {
        Menu {
            id,
            placeholder: msg("menu-move").str("square", square),
            options: moves
                .into_iter()
                .map(|(label, value)| MenuOption {
                    label,
                    value,
                    chosen: false,
                })
                .collect(),
        }
    }
}

/// One option of a [`Menu`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MenuOption {
    /// What the member reads, already in the reply's language (`rat c3`, `rat c3→c4`).
    pub label: String,
    /// What comes back when chosen: a square (`c3`) or a canonical move (`c3c4`).
    pub value: String,
    /// Whether it is shown as chosen.
    pub chosen: bool,
}

/// A file to attach.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attachment {
    /// File name with extension, e.g. `game-12-ply-5.png`.
    pub name: String,
    /// The encoded bytes (PNG or GIF).
    pub bytes: Vec<u8>,
    /// The same content as text in the reply's language, for front-ends that show no pictures
    /// (the console prints it), if the picture has one (the capture table has; boards are
    /// printed from [`Reply::board`]).
    pub text: Option<String>,
}

/// What a board picture shows.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardView {
    /// The game shown, if any.
    pub game: Option<GameId>,
    /// The position.
    pub position: Position,
    /// The last move, highlighted.
    pub last_move: Option<Move>,
    /// Whether the last move captured (the picture marks the capture).
    pub last_capture: bool,
    /// Draw the second side (Blue, Black) at the bottom, for its player.
    pub flipped: bool,
    /// Red's display name.
    pub red: String,
    /// The second side's display name.
    pub blue: String,
    /// A status line, e.g. whose turn it is.
    pub status: Message,
    /// A suggested move, whose from- and to-squares get hint dots.
    pub hint: Option<Move>,
    /// Plies played so far (for file names).
    pub ply: usize,
    /// The board's own words in the reader's language (Jungle `[trap, den]`), for the
    /// picture's squares.
    pub labels: [String; 2],
    /// How the pieces are marked, in the picture and the text board: the style of the member
    /// it is drawn for (the hub sets it before the reply leaves), else the game's own look.
    pub style: PieceStyle,
    /// The member whose style a board shown to the whole channel takes: the player to move
    /// (in a game against the bot, the member). A board shown to one member takes theirs.
    pub viewer: Option<String>,
    /// How the game ended, once over: the picture's header disc is then the winner's (or
    /// neutral), not the side to move's (after a resignation, often the loser).
    pub ending: Option<Ending>,
}

impl BoardView {
    /// The board as text, rank by rank from the top (the second side's at the top): FEN
    /// letters in the `characters` style, the style's letters otherwise (pictograms too: a
    /// text board has no pictures). In Jungle both are R C D W P T L E; in Xiangqi the letters
    /// are G A E H R C S, Red's in capitals.
    pub fn text_board(&self) -> String {
        super::games::of(self.position.kind()).text_board(&self.position, self.style)
    }
}

/// A move that was just played, for front-ends that print moves (the console's `bot: c3c4`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// The mover.
    pub side: Side,
    /// The move.
    pub mv: Move,
    /// Whether the bot played it.
    pub by_bot: bool,
}

/// A finished game to animate.
#[derive(Clone, Debug, PartialEq)]
pub struct ReplayView {
    /// The game's number.
    pub game: GameId,
    /// The start position.
    pub start: Position,
    /// Every move.
    pub moves: Vec<Move>,
    /// Red's display name.
    pub red: String,
    /// The second side's display name.
    pub blue: String,
}

/// One thing the hub says.
#[derive(Clone, Debug, PartialEq)]
pub struct Reply {
    /// Who sees it.
    pub audience: Audience,
    /// The language tag to format it in.
    pub locale: String,
    /// The text.
    pub message: Message,
    /// The board to show (front-ends without pictures print it as text).
    pub board: Option<BoardView>,
    /// The finished game to animate (the replay GIF).
    pub replay: Option<ReplayView>,
    /// Pictures: the board PNG, the replay GIF.
    pub attachments: Vec<Attachment>,
    /// Buttons.
    pub buttons: Vec<Button>,
    /// Menus under the buttons (the piece, then its move).
    pub menus: Vec<Menu>,
    /// The move just played, if this reply announces one.
    pub played: Option<Played>,
    /// Whether this reply refuses a command (which then changed nothing).
    pub refused: bool,
    /// Whether this reply announces the end of a game.
    pub game_over: bool,
    /// The member this reply hands the move to (or reminds of it), to be notified where the
    /// front-end can (Discord: a mention limited to them); `None` in bot games, for members
    /// who turned notifications off, and for every other reply.
    pub ping: Option<UserId>,
}

impl Reply {
    /// A reply to the whole channel.
    pub fn channel(channel: &str, locale: &str, message: Message) -> Reply {
        Reply {
            audience: Audience::Channel(channel.to_string()),
            locale: locale.to_string(),
            message,
            board: None,
            replay: None,
            attachments: Vec::new(),
            buttons: Vec::new(),
            menus: Vec::new(),
            played: None,
            refused: false,
            game_over: false,
            ping: None,
        }
    }

    /// A reply only `user` sees.
    pub fn member(channel: &str, user: &str, locale: &str, message: Message) -> Reply {
        Reply {
            audience: Audience::Member {
                channel: channel.to_string(),
                user: user.to_string(),
            },
            ..Reply::channel(channel, locale, message)
        }
    }

    /// Adds a button.
    pub fn button(mut self, action: &str, id: i64, label: &'static str) -> Reply {
        self.buttons.push(Button {
            id: button_id(action, id),
            label: Message::new(label),
        });
        self
    }
}

/// The id of a button: `qibot:<action>:<id>`.
pub fn button_id(action: &str, id: i64) -> String {
    format!("qibot:{action}:{id}")
}
