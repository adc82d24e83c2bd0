//! The slash commands. Each one only turns its options into a hub [`Command`] and hands the
//! answer to [`Shared::answer`]. Their names, descriptions and choice labels, in every
//! language, come from the locale files (`cmd-*`, `option-*`, `choice-*`; see [`super::locale`]);
//! the doc comments here are for readers of the code.

use std::sync::Arc;

use poise::serenity_prelude as serenity;

use crate::hub::{Audience, Command, Ctx, GameKind, GameOptions, I18n, Reply};

use super::locale::{Choices, Pick};
use super::{Acting, Context, Error, Extras, Interaction, Shared, player};

/// Every command, for the framework and for registration.
pub fn all() -> Vec<poise::Command<Arc<Shared>, Error>> {
    vec![
        challenge(),
        play(),
        move_cmd(),
        accept(),
        decline(),
        resign(),
        draw(),
        takeback(),
        hint(),
        board(),
        games(),
        leaderboard(),
        profile(),
        history(),
        export(),
        review(),
        rules(),
        help(),
        language(),
        default_game(),
        style(),
        my_language(),
        notify(),
        abort(),
        web(),
        puzzle(),
        daily_puzzle(),
        super::learn::learn(),
    ]
}

/// A game: every [`GameKind`], labelled `choice-game-<code>`.
impl Choices for GameKind {
    fn all() -> Vec<Self> {
        GameKind::ALL.to_vec()
    }
    fn code(&self) -> &'static str {
        GameKind::code(*self)
    }
    fn label(&self) -> String {
        format!("choice-game-{}", GameKind::code(*self))
    }
}

/// A language: every locale folder, shown by its own name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Language(pub &'static str);

impl Choices for Language {
    fn all() -> Vec<Self> {
        I18n::languages().iter().copied().map(Language).collect()
    }
    fn code(&self) -> &'static str {
        self.0
    }
    fn label(&self) -> String {
        format!("locale-name@{}", self.0)
    }
}

/// A member's own language: every locale folder, shown by its own name, then "follow
/// Discord" (code `auto`, which clears the choice).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MemberLanguage(pub Option<&'static str>);

impl Choices for MemberLanguage {
    fn all() -> Vec<Self> {
        let mut all: Vec<Self> = I18n::languages()
            .iter()
            .map(|&l| MemberLanguage(Some(l)))
            .collect();
        all.push(MemberLanguage(None));
        all
    }
    fn code(&self) -> &'static str {
        self.0.unwrap_or("auto")
    }
    fn label(&self) -> String {
        match self.0 {
            Some(l) => format!("locale-name@{l}"),
            None => "choice-language-auto".to_string(),
        }
    }
}

/// Declares the choice lists of fixed codes the hub reads, one enum each: `Variant = "code" =>
/// "label id"`.
macro_rules! fixed_choices {
    ($($(#[$m:meta])* $name:ident { $($(#[$vm:meta])* $v:ident = $code:literal => $label:literal,)+ })+) => {$(
        $(#[$m])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum $name {
            $($(#[$vm])* $v,)+
        }

        impl Choices for $name {
            fn all() -> Vec<Self> {
                vec![$($name::$v),+]
            }
            fn code(&self) -> &'static str {
                match self {
                    $($name::$v => $code,)+
                }
            }
            fn label(&self) -> String {
                match self {
                    $($name::$v => $label,)+
                }
                .to_string()
            }
        }
    )+};
}

// One list of every fixed choice: each entry an enum, its variants' codes and labels.
fixed_choices! {
    /// A colour to play.
    Colour {
        /// Red, moves first.
        Red = "red" => "choice-colour-red",
        /// Blue (Jungle).
        Blue = "blue" => "choice-colour-blue",
        /// Black (Xiangqi).
        Black = "black" => "choice-colour-black",
        /// Drawn by lot.
        Random = "random" => "choice-colour-random",
    }

    /// The bot's levels, weakest first.
    Level {
        /// Beginner.
        Beginner = "beginner" => "level-beginner",
        /// Easy.
        Easy = "easy" => "level-easy",
        /// Medium.
        Medium = "medium" => "level-medium",
        /// Hard.
        Hard = "hard" => "level-hard",
        /// Expert.
        Expert = "expert" => "level-expert",
        /// Master.
        Master = "master" => "level-master",
    }

    /// A piece style for the boards drawn for a member.
    Style {
        /// Chinese characters.
        Characters = "characters" => "choice-style-characters",
        /// Latin letters.
        Letters = "letters" => "choice-style-letters",
        /// Drawn symbols.
        Pictograms = "pictograms" => "choice-style-pictograms",
    }

    /// On or off.
    OnOff {
        /// On.
        On = "on" => "choice-on",
        /// Off.
        Off = "off" => "choice-off",
    }

    /// Where `/puzzle` takes its puzzle from.
    PuzzleFrom {
        /// The collection shipped with the bot.
        Shipped = "shipped" => "choice-puzzle-shipped",
        /// This server's own finished games.
        Server = "server" => "choice-puzzle-server",
    }

    /// What `/web` does to the server's links.
    WebLinks {
        /// Links answer "not found" and are not shown.
        Off = "off" => "choice-off",
        /// Links work again.
        On = "on" => "choice-on",
        /// Every older link dies.
        Reset = "reset" => "choice-reset",
    }
}

/// The hub's name of a chosen game (`None`: the server's default).
fn game_code(game: Option<Pick<GameKind>>) -> Option<String> {
    game.map(|g| g.0.code().to_string())
}

/// The interaction behind a slash command and the hub context of its member.
fn origin(ctx: Context<'_>) -> Option<(&serenity::CommandInteraction, Ctx, Interaction)> {
    let poise::Context::Application(a) = ctx else {
        return None;
    };
    let (c, it) = a.interaction.origin();
    Some((a.interaction, c, it))
}

/// Sends `cmd` to the hub and answers with its replies.
async fn ask(ctx: Context<'_>, cmd: Command) -> Result<(), Error> {
    ask_with(ctx, cmd, Extras::default()).await
}

/// Sends `cmd` to the hub; the answer links the web page `page` names for the member's
/// context (when the bot has web pages and the server's links are on).
async fn ask_linking(
    ctx: Context<'_>,
    cmd: Command,
    page: impl FnOnce(&Ctx) -> crate::web::Target,
) -> Result<(), Error> {
    let link = origin(ctx).map(|(_, c, _)| page(&c));
    let extras = Extras {
        link,
        ..Extras::default()
    };
    ask_with(ctx, cmd, extras).await
}

async fn ask_with(ctx: Context<'_>, cmd: Command, extras: Extras) -> Result<(), Error> {
    let Some((_, c, it)) = origin(ctx) else {
        return Ok(());
    };
    tracing::info!("/{} by {} in {}", ctx.command().name, c.user.id, c.channel);
    let shared = ctx.data().clone();
    let hub = shared.hub.clone();
    shared
        .answer(&it, async move { hub.handle(&c, cmd).await }, extras)
        .await;
    Ok(())
}

/// Answers the command privately with the refusal `m` (nothing is asked of the hub).
async fn refuse(ctx: Context<'_>, m: crate::hub::Message) {
    let Some((_, c, it)) = origin(ctx) else {
        return;
    };
    ctx.data().refuse_privately(&it, &c, m).await;
}

/// Why a game may not start from this command, if it may not: in a direct message (the
/// opponent could not see it; qibot plays on servers only), or where the bot lacks a
/// permission the game needs (named in the refusal).
fn start_refusal(ctx: Context<'_>, new_thread: bool) -> Option<crate::hub::Message> {
    let (i, _, _) = origin(ctx)?;
    if i.guild_id.is_none() {
        return Some(crate::hub::Message::new("discord-dm-refused"));
    }
    let missing = super::guard::missing(
        i.app_permissions,
        &super::guard::needed(i.in_thread(), new_thread),
    );
    (!missing.is_empty()).then(|| super::guard::missing_message(&missing))
}

/// Starts a game or challenge: in a new thread when `threads = true` (and not already in one),
/// else here. A refused start deletes its thread and answers here. Refused privately first,
/// storing nothing, in a direct message or where the bot lacks a permission it needs.
async fn start(ctx: Context<'_>, cmd: Command, title: String, extras: Extras) -> Result<(), Error> {
    let Some((i, mut c, it)) = origin(ctx) else {
        return Ok(());
    };
    let shared = ctx.data().clone();
    let new_thread = shared.config.threads && !i.in_thread();
    if let Some(m) = start_refusal(ctx, new_thread) {
        refuse(ctx, m).await;
        return Ok(());
    }
    if i.in_thread() {
        let parent = i.channel.as_ref().and_then(|ch| ch.parent_id);
        shared.remember_thread(&c.channel, parent.map(|p| p.to_string()));
    }
    if !new_thread {
        return ask_with(ctx, cmd, extras).await;
    }
    tracing::info!(
        "/{} by {} in {} (thread)",
        ctx.command().name,
        c.user.id,
        c.channel
    );
    let hub = shared.hub.clone();
    let here = c.channel.clone();
    let work = {
        let shared = shared.clone();
        async move {
            let Some(thread) = shared.create_thread(&here, &title).await else {
                // No thread (missing permission): play here instead.
                return hub.handle(&c, cmd).await;
            };
            c.channel = thread.clone();
            let replies = hub.handle(&c, cmd).await;
            if replies.iter().all(|r| r.refused) {
                shared.delete_channel(&thread).await;
                return replies
                    .into_iter()
                    .map(|mut r: Reply| {
                        if let Audience::Member { channel, .. } = &mut r.audience {
                            *channel = here.clone();
                        }
                        r
                    })
                    .collect();
            }
            let mut replies = replies;
            // Tell the channel where the game went.
            if let Some(first) = replies.first() {
                let mut pointer = first.clone();
                pointer.audience = Audience::Channel(here.clone());
                pointer.message = crate::hub::Message::new("discord-thread")
                    .str("thread", format!("<#{thread}>"));
                pointer.attachments.clear();
                pointer.buttons.clear();
                pointer.board = None;
                replies.insert(0, pointer);
            }
            replies
        }
    };
    shared.answer(&it, work, extras).await;
    Ok(())
}

fn options(
    game: Option<Pick<GameKind>>,
    rules: Option<String>,
    clock: Option<String>,
    colour: Option<Pick<Colour>>,
    rated: bool,
    level: Option<Pick<Level>>,
) -> GameOptions {
    GameOptions {
        game: game_code(game),
        rules: rules.filter(|r| !r.trim().is_empty()),
        rule_overrides: Vec::new(),
        time: clock.filter(|t| !t.trim().is_empty()),
        colour: colour.map(|c| c.0.code().to_string()),
        rated,
        level: level.map(|l| l.0.code().to_string()),
    }
}

/// Challenge a member to a game in this channel
#[poise::command(slash_command)]
pub async fn challenge(
    ctx: Context<'_>,
    opponent: serenity::User,
    game: Option<Pick<GameKind>>,
    rules: Option<String>,
    clock: Option<String>,
    rated: Option<bool>,
    colour: Option<Pick<Colour>>,
) -> Result<(), Error> {
    let Some((i, c, _)) = origin(ctx) else {
        return Ok(());
    };
    if opponent.bot || opponent.id.get() == i.application_id.get() {
        refuse(ctx, crate::hub::Message::new("discord-challenge-bot")).await;
        return Ok(());
    }
    let nick = i
        .data
        .resolved
        .members
        .get(&opponent.id)
        .and_then(|m| m.nick.clone());
    let opp = player(&opponent, nick.as_deref(), None);
    let title = format!(
        "{}: {} – {}",
        title_of(ctx, &c, game).await,
        c.user.name,
        opp.name
    );
    let mention = Some(opp.id.clone());
    let cmd = Command::Challenge {
        opponent: opp,
        options: options(game, rules, clock, colour, rated.unwrap_or(false), None),
    };
    start(
        ctx,
        cmd,
        title,
        Extras {
            mention,
            ..Extras::default()
        },
    )
    .await
}

/// Play a game against the bot in this channel
#[poise::command(slash_command)]
pub async fn play(
    ctx: Context<'_>,
    game: Option<Pick<GameKind>>,
    level: Option<Pick<Level>>,
    colour: Option<Pick<Colour>>,
    rules: Option<String>,
    clock: Option<String>,
) -> Result<(), Error> {
    let Some((_, c, _)) = origin(ctx) else {
        return Ok(());
    };
    let title = format!("{}: {} – qibot", title_of(ctx, &c, game).await, c.user.name);
    let cmd = Command::PlayBot(options(game, rules, clock, colour, false, level));
    start(ctx, cmd, title, Extras::default()).await
}

/// The title of a new game's thread: the chosen game, else the server's default game
/// (`/defaultgame`), else the configured one.
async fn title_of(ctx: Context<'_>, c: &Ctx, game: Option<Pick<GameKind>>) -> &'static str {
    let code = game_code(game);
    ctx.data()
        .hub
        .game_for(&c.server, code.as_deref())
        .await
        .title()
}

/// The legal moves matching what was typed so far, at most 25 (Discord's limit): every word
/// typed must begin a word of the move's label (piece name in the member's language or in
/// English, squares, the move as `c3c4` / `h2e2`, and for Xiangqi its WXF form).
async fn complete_move(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let mut resp = serenity::CreateAutocompleteResponse::new();
    let poise::Context::Application(a) = ctx else {
        return resp;
    };
    let shared = ctx.data();
    let channel = a.interaction.channel_id.to_string();
    let (c, _) = a.interaction.origin();
    let locale = shared.hub.member_locale(&c.server, &c.user);
    // The member's puzzle here, else their lesson stage, else the channel's game.
    let lesson = match shared.move_is_for_lesson(&c).await {
        true => shared.lessons.move_choices(&c.user.id, &locale, partial),
        false => None,
    };
    let choices = match (shared.hub)
        .puzzle_move_choices(&channel, &c.user.id, &locale, partial)
        .await
    {
        Some(moves) => moves,
        None => match lesson {
            Some(moves) => moves,
            None => shared.hub.move_choices(&channel, &locale, partial).await,
        },
    };
    for (label, value) in choices {
        resp = resp.add_string_choice(label, value);
    }
    resp
}

/// Play a move in this channel's game
#[poise::command(slash_command, rename = "move")]
pub async fn move_cmd(
    ctx: Context<'_>,
    #[autocomplete = "complete_move"]
    #[rename = "move"]
    mv: String,
) -> Result<(), Error> {
    if let Some((_, c, it)) = origin(ctx)
        && ctx.data().move_is_for_lesson(&c).await
    {
        ctx.data().lesson_move(&it, c, mv).await;
        return Ok(());
    }
    ask(ctx, Command::Move(mv)).await
}

/// Accept the challenge to you here, or your opponent's draw offer or takeback request
#[poise::command(slash_command)]
pub async fn accept(ctx: Context<'_>) -> Result<(), Error> {
    // Accepting a challenge starts a game: the bot must be able to show it.
    let starts = origin(ctx).is_some_and(|(i, _, _)| {
        let channel = i.channel_id.to_string();
        ctx.data().hub.challenge_in(&channel).is_some()
    });
    if starts && let Some(m) = start_refusal(ctx, false) {
        refuse(ctx, m).await;
        return Ok(());
    }
    ask(ctx, Command::Accept).await
}

/// Decline the challenge to you here (or withdraw yours), or your opponent's offer
#[poise::command(slash_command)]
pub async fn decline(ctx: Context<'_>) -> Result<(), Error> {
    ask(ctx, Command::Decline).await
}

/// Whether you are mentioned when a game hands you the move
#[poise::command(slash_command)]
pub async fn notify(ctx: Context<'_>, mentions: Pick<OnOff>) -> Result<(), Error> {
    ask(ctx, Command::SetNotify(mentions.0 == OnOff::On)).await
}

/// End this channel's game without a result, unrated (moderators: Manage Messages)
#[poise::command(slash_command)]
pub async fn abort(ctx: Context<'_>) -> Result<(), Error> {
    let role = ctx.data().config.moderator_role_id();
    let moderator =
        origin(ctx).is_some_and(|(i, _, _)| super::guard::is_moderator(i.member.as_deref(), role));
    ask(ctx, Command::Abort { moderator }).await
}

/// Declares the commands that only pass one hub command on, each with its doc (poise's
/// description) and the command it asks.
macro_rules! plain_commands {
    ($($(#[$doc:meta])* $name:ident => $command:expr;)+) => {$(
        $(#[$doc])*
        #[poise::command(slash_command)]
        pub async fn $name(ctx: Context<'_>) -> Result<(), Error> {
            ask(ctx, $command).await
        }
    )+};
}

plain_commands! {
    /// Resign this channel's game
    resign => Command::Resign;
    /// Offer a draw, or accept your opponent's offer
    draw => Command::Draw;
    /// Take back your last move (ask your opponent, or at once against the bot)
    takeback => Command::Takeback;
    /// Suggest a move (only you see it)
    hint => Command::Hint;
    /// Show this channel's board again
    board => Command::Board;
}

/// List the games being played on this server
#[poise::command(slash_command)]
pub async fn games(ctx: Context<'_>) -> Result<(), Error> {
    let manager = origin(ctx).is_some_and(|(i, _, _)| manages_server(i));
    ask_linking(ctx, Command::Games { manager }, server_page).await
}

/// The server's board on the web.
fn server_page(c: &Ctx) -> crate::web::Target {
    crate::web::Target::Server(c.server.clone())
}

/// The web profile of `who` (default: the member who asked).
fn member_page(
    who: Option<&crate::hub::Player>,
) -> impl FnOnce(&Ctx) -> crate::web::Target + use<> {
    let who = who.map(|p| p.id.clone());
    move |c: &Ctx| crate::web::Target::Member {
        server: c.server.clone(),
        user: who.unwrap_or_else(|| c.user.id.clone()),
    }
}

/// The server's best-rated players
#[poise::command(slash_command)]
pub async fn leaderboard(ctx: Context<'_>, game: Option<Pick<GameKind>>) -> Result<(), Error> {
    ask_linking(ctx, Command::Leaderboard(game_code(game)), server_page).await
}

/// A member's rating and record
#[poise::command(slash_command)]
pub async fn profile(
    ctx: Context<'_>,
    member: Option<serenity::User>,
    game: Option<Pick<GameKind>>,
) -> Result<(), Error> {
    let who = member.map(|u| player(&u, None, None));
    let page = member_page(who.as_ref());
    let Some((_, c, it)) = origin(ctx) else {
        return Ok(());
    };
    tracing::info!("/profile by {} in {}", c.user.id, c.channel);
    let extras = Extras {
        link: Some(page(&c)),
        ..Extras::default()
    };
    let (game, whose) = (game_code(game), who.as_ref().map(|p| p.id.clone()));
    let cmd = Command::Profile {
        who,
        game: game.clone(),
    };
    let shared = ctx.data().clone();
    let (hub, lessons) = (shared.hub.clone(), shared.lessons.clone());
    // The hub's profile, then the member's lesson progress in that game.
    let work = async move {
        let replies = hub.handle(&c, cmd).await;
        let (whose, game) = (whose.as_deref(), game.as_deref());
        lessons.with_progress(replies, &c, whose, game).await
    };
    shared.answer(&it, work, extras).await;
    Ok(())
}

/// A member's last finished games
#[poise::command(slash_command)]
pub async fn history(ctx: Context<'_>, member: Option<serenity::User>) -> Result<(), Error> {
    let who = member.map(|u| player(&u, None, None));
    let page = member_page(who.as_ref());
    ask_linking(ctx, Command::History(who), page).await
}

/// A game as text: start position, moves, result
#[poise::command(slash_command)]
pub async fn export(ctx: Context<'_>, #[min = 1] id: i64) -> Result<(), Error> {
    ask(ctx, Command::Export(id)).await
}

/// The engine's review of a finished game: evaluation graph, mistakes, better moves
#[poise::command(slash_command)]
pub async fn review(ctx: Context<'_>, #[min = 1] id: Option<i64>) -> Result<(), Error> {
    ask(ctx, Command::Review(id)).await
}

/// The rules and options in force here
#[poise::command(slash_command)]
pub async fn rules(ctx: Context<'_>, game: Option<Pick<GameKind>>) -> Result<(), Error> {
    ask(ctx, Command::Rules(game_code(game))).await
}

/// A puzzle near your puzzle rating: find the winning line, the bot defends
#[poise::command(slash_command)]
pub async fn puzzle(
    ctx: Context<'_>,
    game: Option<Pick<GameKind>>,
    public: Option<bool>,
    from: Option<Pick<PuzzleFrom>>,
) -> Result<(), Error> {
    let cmd = Command::Puzzle {
        game: game_code(game),
        public: public.unwrap_or(false),
        from_server: from.is_some_and(|f| f.0 == PuzzleFrom::Server),
    };
    ask(ctx, cmd).await
}

/// The server's daily puzzle: posted in a channel at a time of day (Manage Server)
#[poise::command(
    slash_command,
    rename = "dailypuzzle",
    subcommands("daily_set", "daily_off"),
    subcommand_required,
    default_member_permissions = "MANAGE_GUILD"
)]
pub async fn daily_puzzle(_ctx: Context<'_>) -> Result<(), Error> {
    // Discord sends a subcommand: `/dailypuzzle set` or `/dailypuzzle off`.
    Ok(())
}

/// Post the day's puzzle in a channel every day at a time (HH:MM, UTC) (Manage Server)
#[poise::command(slash_command, rename = "set")]
pub async fn daily_set(
    ctx: Context<'_>,
    #[channel_types("Text")] channel: serenity::ChannelId,
    time: String,
    game: Option<Pick<GameKind>>,
) -> Result<(), Error> {
    if !may_manage_server(ctx).await {
        return Ok(());
    }
    let setting = crate::hub::DailySetting {
        channel: channel.to_string(),
        time,
        game: game_code(game),
    };
    ask(ctx, Command::DailyPuzzle(Some(setting))).await
}

/// Stop posting the daily puzzle (Manage Server)
#[poise::command(slash_command, rename = "off")]
pub async fn daily_off(ctx: Context<'_>) -> Result<(), Error> {
    if !may_manage_server(ctx).await {
        return Ok(());
    }
    ask(ctx, Command::DailyPuzzle(None)).await
}

/// What the commands are
#[poise::command(slash_command)]
pub async fn help(ctx: Context<'_>) -> Result<(), Error> {
    ask(ctx, Command::Help).await
}

/// Set the language of this server's game messages (Manage Server)
#[poise::command(slash_command, default_member_permissions = "MANAGE_GUILD")]
pub async fn language(ctx: Context<'_>, language: Pick<Language>) -> Result<(), Error> {
    if !may_manage_server(ctx).await {
        return Ok(());
    }
    ask(ctx, Command::SetLanguage(language.0.code().to_string())).await
}

/// Choose how pieces are drawn on your boards: characters, letters or pictograms
#[poise::command(slash_command)]
pub async fn style(ctx: Context<'_>, style: Option<Pick<Style>>) -> Result<(), Error> {
    let name = style.map(|s| s.0.code().to_string());
    ask(ctx, Command::SetStyle(name)).await
}

/// Choose the language of the replies only you see, on every server (leave out to see yours)
#[poise::command(slash_command, rename = "mylanguage")]
pub async fn my_language(
    ctx: Context<'_>,
    language: Option<Pick<MemberLanguage>>,
) -> Result<(), Error> {
    let word = language.map(|l| l.0.code().to_string());
    ask(ctx, Command::SetMemberLanguage(word)).await
}

/// Whether the member may change server settings (Manage Server); if not, they get an
/// ephemeral refusal and the caller stops.
async fn may_manage_server(ctx: Context<'_>) -> bool {
    let Some((i, _, _)) = origin(ctx) else {
        return false;
    };
    let allowed = manages_server(i);
    if !allowed {
        refuse(ctx, crate::hub::Message::new("discord-language-forbidden")).await;
    }
    allowed
}

/// Whether the member who gave `i` has the Manage Server permission in its server.
fn manages_server(i: &serenity::CommandInteraction) -> bool {
    i.member
        .as_ref()
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.manage_guild())
}

/// Set the game of /play and /challenge when no game is given, on this server (Manage Server)
#[poise::command(
    slash_command,
    rename = "defaultgame",
    default_member_permissions = "MANAGE_GUILD"
)]
pub async fn default_game(ctx: Context<'_>, game: Pick<GameKind>) -> Result<(), Error> {
    if !may_manage_server(ctx).await {
        return Ok(());
    }
    ask(ctx, Command::SetDefaultGame(game.0.to_string())).await
}

/// This server's web pages: your link to play in a browser, or the server's links
#[poise::command(
    slash_command,
    subcommands("web_links", "web_play"),
    subcommand_required
)]
pub async fn web(_ctx: Context<'_>) -> Result<(), Error> {
    // Discord sends a subcommand: `/web links` or `/web play`.
    Ok(())
}

/// Turn the links to this server's web pages off or on, or renew them (Manage Server)
#[poise::command(slash_command, rename = "links")]
pub async fn web_links(ctx: Context<'_>, set: Pick<WebLinks>) -> Result<(), Error> {
    if !may_manage_server(ctx).await {
        return Ok(());
    }
    let Some((_, c, it)) = origin(ctx) else {
        return Ok(());
    };
    use crate::web::links::LinkChange;
    let change = match set.0 {
        WebLinks::Off => LinkChange::Off,
        WebLinks::On => LinkChange::On,
        WebLinks::Reset => LinkChange::Reset,
    };
    tracing::info!(
        "/web links {} by {} on {}",
        set.0.code(),
        c.user.id,
        c.server
    );
    ctx.data().change_links(&it, &c, change).await;
    Ok(())
}

/// Your link to play this channel's game in a browser (only you see it)
#[poise::command(slash_command, rename = "play")]
pub async fn web_play(ctx: Context<'_>) -> Result<(), Error> {
    let Some((_, c, it)) = origin(ctx) else {
        return Ok(());
    };
    tracing::info!("/web play by {} in {}", c.user.id, c.channel);
    let shared = ctx.data();
    let game = shared.hub.game_in(&c.channel).await.map(|g| g.id);
    shared.play_link(&it, &c, game).await;
    Ok(())
}
