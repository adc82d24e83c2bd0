//! The slash commands, with French names and descriptions as `fr` localisations. Each one only
//! turns its options into a hub [`Command`] and hands the answer to [`Shared::answer`].

use std::sync::Arc;

use poise::serenity_prelude as serenity;

use crate::hub::{Audience, Command, Ctx, GameKind, GameOptions, Reply};

use super::{Context, Error, Extras, Interaction, Shared, player, server_of};

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
        notify(),
        abort(),
    ]
}

/// The games on offer.
#[derive(poise::ChoiceParameter, Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameChoice {
    /// Jungle (Dou Shou Qi).
    #[name = "Jungle (Dou Shou Qi)"]
    #[name_localized("fr", "Jungle (Dou Shou Qi)")]
    Jungle,
    /// Xiangqi (Chinese chess).
    #[name = "Xiangqi (Chinese chess)"]
    #[name_localized("fr", "Xiangqi (échecs chinois)")]
    Xiangqi,
}

impl GameChoice {
    fn kind(self) -> GameKind {
        match self {
            GameChoice::Jungle => GameKind::Jungle,
            GameChoice::Xiangqi => GameKind::Xiangqi,
        }
    }
}

/// The hub's name of a chosen game (`None`: the server's default).
fn game_code(game: Option<GameChoice>) -> Option<String> {
    game.map(|g| g.kind().code().to_string())
}

/// A colour to play.
#[derive(poise::ChoiceParameter, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ColourChoice {
    /// Red, moves first.
    #[name = "red"]
    #[name_localized("fr", "rouge")]
    Red,
    /// Blue (Jungle).
    #[name = "blue"]
    #[name_localized("fr", "bleu")]
    Blue,
    /// Black (Xiangqi).
    #[name = "black"]
    #[name_localized("fr", "noir")]
    Black,
    /// Drawn by lot.
    #[name = "random"]
    #[name_localized("fr", "au hasard")]
    Random,
}

impl ColourChoice {
    fn code(self) -> &'static str {
        match self {
            ColourChoice::Red => "red",
            ColourChoice::Blue => "blue",
            ColourChoice::Black => "black",
            ColourChoice::Random => "random",
        }
    }
}

/// The bot's levels.
#[derive(poise::ChoiceParameter, Clone, Copy, Debug, PartialEq, Eq)]
pub enum LevelChoice {
    /// Beginner.
    #[name = "beginner"]
    #[name_localized("fr", "débutant")]
    Beginner,
    /// Easy.
    #[name = "easy"]
    #[name_localized("fr", "facile")]
    Easy,
    /// Medium.
    #[name = "medium"]
    #[name_localized("fr", "moyen")]
    Medium,
    /// Hard.
    #[name = "hard"]
    #[name_localized("fr", "difficile")]
    Hard,
    /// Expert.
    #[name = "expert"]
    #[name_localized("fr", "expert")]
    Expert,
    /// Master.
    #[name = "master"]
    #[name_localized("fr", "maître")]
    Master,
}

impl LevelChoice {
    fn code(self) -> &'static str {
        match self {
            LevelChoice::Beginner => "beginner",
            LevelChoice::Easy => "easy",
            LevelChoice::Medium => "medium",
            LevelChoice::Hard => "hard",
            LevelChoice::Expert => "expert",
            LevelChoice::Master => "master",
        }
    }
}

/// A message language.
#[derive(poise::ChoiceParameter, Clone, Copy, Debug, PartialEq, Eq)]
pub enum LanguageChoice {
    /// English.
    #[name = "English"]
    #[name_localized("fr", "anglais")]
    En,
    /// French.
    #[name = "Français"]
    #[name_localized("fr", "français")]
    Fr,
}

/// A piece style for the boards drawn for a member.
#[derive(poise::ChoiceParameter, Clone, Copy, Debug, PartialEq, Eq)]
pub enum StyleChoice {
    /// Chinese characters.
    #[name = "characters"]
    #[name_localized("fr", "caractères")]
    Characters,
    /// Latin letters.
    #[name = "letters"]
    #[name_localized("fr", "lettres")]
    Letters,
    /// Drawn symbols.
    #[name = "pictograms"]
    #[name_localized("fr", "pictogrammes")]
    Pictograms,
}

/// The interaction behind a slash command and the hub context of its member.
fn origin(ctx: Context<'_>) -> Option<(&serenity::CommandInteraction, Ctx, Interaction)> {
    let poise::Context::Application(a) = ctx else {
        return None;
    };
    let i = a.interaction;
    let channel = i.channel_id.to_string();
    let c = Ctx {
        server: server_of(i.guild_id, i.channel_id),
        channel: channel.clone(),
        user: player(
            &i.user,
            i.member.as_ref().and_then(|m| m.nick.as_deref()),
            Some(&i.locale),
        ),
    };
    let it = Interaction {
        id: i.id.get(),
        token: i.token.clone(),
        app: i.application_id.get(),
        channel,
        user: i.user.id.to_string(),
    };
    Some((i, c, it))
}

/// Sends `cmd` to the hub and answers with its replies.
async fn ask(ctx: Context<'_>, cmd: Command) -> Result<(), Error> {
    ask_with(ctx, cmd, Extras::default()).await
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

fn is_thread(i: &serenity::CommandInteraction) -> bool {
    use serenity::ChannelType as T;
    i.channel
        .as_ref()
        .is_some_and(|c| matches!(c.kind, T::PublicThread | T::PrivateThread | T::NewsThread))
}

/// Answers the command privately with the refusal `m` (nothing is asked of the hub).
async fn refuse(ctx: Context<'_>, m: crate::hub::Message) {
    let Some((_, c, it)) = origin(ctx) else {
        return;
    };
    let loc = c.user.locale.clone().unwrap_or_default();
    let mut r = Reply::member(&c.channel, &c.user.id, &loc, m);
    r.refused = true;
    ctx.data()
        .answer(&it, async move { vec![r] }, Extras::default())
        .await;
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
        &super::guard::needed(is_thread(i), new_thread),
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
    let new_thread = shared.config.threads && !is_thread(i);
    if let Some(m) = start_refusal(ctx, new_thread) {
        refuse(ctx, m).await;
        return Ok(());
    }
    if is_thread(i) {
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
    game: Option<GameChoice>,
    rules: Option<String>,
    clock: Option<String>,
    colour: Option<ColourChoice>,
    rated: bool,
    level: Option<LevelChoice>,
) -> GameOptions {
    GameOptions {
        game: game_code(game),
        rules: rules.filter(|r| !r.trim().is_empty()),
        rule_overrides: Vec::new(),
        time: clock.filter(|t| !t.trim().is_empty()),
        colour: colour.map(|c| c.code().to_string()),
        rated,
        level: level.map(|l| l.code().to_string()),
    }
}

/// Challenge a member to a game in this channel
#[poise::command(
    slash_command,
    name_localized("fr", "défi"),
    description_localized("fr", "Défier un membre à une partie dans ce salon")
)]
pub async fn challenge(
    ctx: Context<'_>,
    #[description = "The member to challenge"]
    #[name_localized("fr", "adversaire")]
    #[description_localized("fr", "Le membre à défier")]
    opponent: serenity::User,
    #[description = "The game (default: the server's)"]
    #[name_localized("fr", "jeu")]
    #[description_localized("fr", "Le jeu (par défaut : celui du serveur)")]
    game: Option<GameChoice>,
    #[description = "Rules: Jungle standard, traditional, ...; Xiangqi standard, asian, casual"]
    #[name_localized("fr", "règles")]
    #[description_localized(
        "fr",
        "Règles : Jungle standard, traditional, ... ; xiangqi standard, asian, casual"
    )]
    rules: Option<String>,
    #[description = "Time control: none, 90s a move, 10m, 10+5"]
    #[name_localized("fr", "pendule")]
    #[description_localized("fr", "Cadence : none, 90s par coup, 10m, 10+5")]
    clock: Option<String>,
    #[description = "Rated game (changes ratings)"]
    #[name_localized("fr", "classée")]
    #[description_localized("fr", "Partie classée (change les classements)")]
    rated: Option<bool>,
    #[description = "Your colour: red (moves first), blue (Jungle), black (Xiangqi)"]
    #[name_localized("fr", "couleur")]
    #[description_localized(
        "fr",
        "Votre couleur : rouge (commence), bleu (Jungle), noir (xiangqi)"
    )]
    colour: Option<ColourChoice>,
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
            fallback: None,
        },
    )
    .await
}

/// Play a game against the bot in this channel
#[poise::command(
    slash_command,
    name_localized("fr", "jouer"),
    description_localized("fr", "Jouer une partie contre le bot dans ce salon")
)]
pub async fn play(
    ctx: Context<'_>,
    #[description = "The game (default: the server's)"]
    #[name_localized("fr", "jeu")]
    #[description_localized("fr", "Le jeu (par défaut : celui du serveur)")]
    game: Option<GameChoice>,
    #[description = "The bot's level"]
    #[name_localized("fr", "niveau")]
    #[description_localized("fr", "Le niveau du bot")]
    level: Option<LevelChoice>,
    #[description = "Your colour: red (moves first), blue (Jungle), black (Xiangqi)"]
    #[name_localized("fr", "couleur")]
    #[description_localized(
        "fr",
        "Votre couleur : rouge (commence), bleu (Jungle), noir (xiangqi)"
    )]
    colour: Option<ColourChoice>,
    #[description = "Rules: Jungle standard, traditional, ...; Xiangqi standard, asian, casual"]
    #[name_localized("fr", "règles")]
    #[description_localized(
        "fr",
        "Règles : Jungle standard, traditional, ... ; xiangqi standard, asian, casual"
    )]
    rules: Option<String>,
    #[description = "Time control: none, 90s a move, 10m, 10+5"]
    #[name_localized("fr", "pendule")]
    #[description_localized("fr", "Cadence : none, 90s par coup, 10m, 10+5")]
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
async fn title_of(ctx: Context<'_>, c: &Ctx, game: Option<GameChoice>) -> &'static str {
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
    let locale = a.interaction.locale.as_str();
    for (label, value) in shared.hub.move_choices(&channel, locale, partial).await {
        resp = resp.add_string_choice(label, value);
    }
    resp
}

/// Play a move in this channel's game
#[poise::command(
    slash_command,
    rename = "move",
    name_localized("fr", "coup"),
    description_localized("fr", "Jouer un coup dans la partie de ce salon")
)]
pub async fn move_cmd(
    ctx: Context<'_>,
    #[description = "The move: rat c3 c4, rat up, c3c4; Xiangqi h2e2, C2.5, 炮二平五"]
    #[name_localized("fr", "coup")]
    #[description_localized(
        "fr",
        "Le coup : rat c3 c4, rat haut, c3c4 ; xiangqi h2e2, C2.5, 炮二平五"
    )]
    #[autocomplete = "complete_move"]
    #[rename = "move"]
    mv: String,
) -> Result<(), Error> {
    ask(ctx, Command::Move(mv)).await
}

/// Accept the challenge to you here, or your opponent's draw offer or takeback request
#[poise::command(
    slash_command,
    name_localized("fr", "accepter"),
    description_localized(
        "fr",
        "Accepter le défi qui vous est fait ici, ou l'offre de nulle ou de reprise de l'adversaire"
    )
)]
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
#[poise::command(
    slash_command,
    name_localized("fr", "refuser"),
    description_localized(
        "fr",
        "Refuser le défi qui vous est fait ici (ou retirer le vôtre), ou l'offre de l'adversaire"
    )
)]
pub async fn decline(ctx: Context<'_>) -> Result<(), Error> {
    ask(ctx, Command::Decline).await
}

/// Whether you are mentioned when a game hands you the move
#[poise::command(
    slash_command,
    name_localized("fr", "notifier"),
    description_localized("fr", "Être mentionné ou non quand une partie vous donne le trait")
)]
pub async fn notify(
    ctx: Context<'_>,
    #[description = "on: mention me; off: do not"]
    #[name_localized("fr", "mentions")]
    #[description_localized("fr", "oui : me mentionner ; non : ne pas me mentionner")]
    mentions: OnOff,
) -> Result<(), Error> {
    ask(ctx, Command::SetNotify(mentions == OnOff::On)).await
}

/// On or off.
#[derive(poise::ChoiceParameter, Clone, Copy, Debug, PartialEq, Eq)]
pub enum OnOff {
    /// On.
    #[name = "on"]
    #[name_localized("fr", "oui")]
    On,
    /// Off.
    #[name = "off"]
    #[name_localized("fr", "non")]
    Off,
}

/// End this channel's game without a result, unrated (moderators: Manage Messages)
#[poise::command(
    slash_command,
    name_localized("fr", "annuler"),
    description_localized(
        "fr",
        "Terminer la partie de ce salon sans résultat, non classée (modérateurs : Gérer les messages)"
    )
)]
pub async fn abort(ctx: Context<'_>) -> Result<(), Error> {
    let role = ctx.data().config.moderator_role_id();
    let moderator =
        origin(ctx).is_some_and(|(i, _, _)| super::guard::is_moderator(i.member.as_deref(), role));
    ask(ctx, Command::Abort { moderator }).await
}

/// Resign this channel's game
#[poise::command(
    slash_command,
    name_localized("fr", "abandonner"),
    description_localized("fr", "Abandonner la partie de ce salon")
)]
pub async fn resign(ctx: Context<'_>) -> Result<(), Error> {
    ask(ctx, Command::Resign).await
}

/// Offer a draw, or accept your opponent's offer
#[poise::command(
    slash_command,
    name_localized("fr", "nulle"),
    description_localized("fr", "Proposer la nulle, ou accepter celle de l'adversaire")
)]
pub async fn draw(ctx: Context<'_>) -> Result<(), Error> {
    ask(ctx, Command::Draw).await
}

/// Take back your last move (ask your opponent, or at once against the bot)
#[poise::command(
    slash_command,
    name_localized("fr", "reprendre"),
    description_localized(
        "fr",
        "Reprendre votre dernier coup (demander à l'adversaire, ou aussitôt contre le bot)"
    )
)]
pub async fn takeback(ctx: Context<'_>) -> Result<(), Error> {
    ask(ctx, Command::Takeback).await
}

/// Suggest a move (only you see it)
#[poise::command(
    slash_command,
    name_localized("fr", "indice"),
    description_localized("fr", "Suggérer un coup (vous seul le voyez)")
)]
pub async fn hint(ctx: Context<'_>) -> Result<(), Error> {
    ask(ctx, Command::Hint).await
}

/// Show this channel's board again
#[poise::command(
    slash_command,
    name_localized("fr", "plateau"),
    description_localized("fr", "Afficher à nouveau le plateau de ce salon")
)]
pub async fn board(ctx: Context<'_>) -> Result<(), Error> {
    ask(ctx, Command::Board).await
}

/// List the games being played on this server
#[poise::command(
    slash_command,
    name_localized("fr", "parties"),
    description_localized("fr", "Lister les parties en cours sur ce serveur")
)]
pub async fn games(ctx: Context<'_>) -> Result<(), Error> {
    let manager = origin(ctx).is_some_and(|(i, _, _)| manages_server(i));
    ask(ctx, Command::Games { manager }).await
}

/// The server's best-rated players
#[poise::command(
    slash_command,
    name_localized("fr", "classement"),
    description_localized("fr", "Les meilleurs joueurs classés du serveur")
)]
pub async fn leaderboard(
    ctx: Context<'_>,
    #[description = "The game (default: the server's)"]
    #[name_localized("fr", "jeu")]
    #[description_localized("fr", "Le jeu (par défaut : celui du serveur)")]
    game: Option<GameChoice>,
) -> Result<(), Error> {
    ask(ctx, Command::Leaderboard(game_code(game))).await
}

/// A member's rating and record
#[poise::command(
    slash_command,
    name_localized("fr", "profil"),
    description_localized("fr", "Le classement et le bilan d'un membre")
)]
pub async fn profile(
    ctx: Context<'_>,
    #[description = "The member (default: you)"]
    #[name_localized("fr", "membre")]
    #[description_localized("fr", "Le membre (par défaut : vous)")]
    member: Option<serenity::User>,
    #[description = "The game (default: the server's)"]
    #[name_localized("fr", "jeu")]
    #[description_localized("fr", "Le jeu (par défaut : celui du serveur)")]
    game: Option<GameChoice>,
) -> Result<(), Error> {
    let who = member.map(|u| player(&u, None, None));
    ask(
        ctx,
        Command::Profile {
            who,
            game: game_code(game),
        },
    )
    .await
}

/// A member's last finished games
#[poise::command(
    slash_command,
    name_localized("fr", "historique"),
    description_localized("fr", "Les dernières parties terminées d'un membre")
)]
pub async fn history(
    ctx: Context<'_>,
    #[description = "The member (default: you)"]
    #[name_localized("fr", "membre")]
    #[description_localized("fr", "Le membre (par défaut : vous)")]
    member: Option<serenity::User>,
) -> Result<(), Error> {
    let who = member.map(|u| player(&u, None, None));
    ask(ctx, Command::History(who)).await
}

/// A game as text: start position, moves, result
#[poise::command(
    slash_command,
    name_localized("fr", "exporter"),
    description_localized("fr", "Une partie en texte : position de départ, coups, résultat")
)]
pub async fn export(
    ctx: Context<'_>,
    #[description = "The game's number"]
    #[description_localized("fr", "Le numéro de la partie")]
    #[min = 1]
    id: i64,
) -> Result<(), Error> {
    ask(ctx, Command::Export(id)).await
}

/// The engine's review of a finished game: evaluation graph, mistakes, better moves
#[poise::command(
    slash_command,
    name_localized("fr", "analyse"),
    description_localized(
        "fr",
        "L'analyse d'une partie terminée par le moteur : courbe, erreurs, meilleurs coups"
    )
)]
pub async fn review(
    ctx: Context<'_>,
    #[description = "The game's number (default: your last finished game)"]
    #[description_localized(
        "fr",
        "Le numéro de la partie (par défaut : votre dernière partie terminée)"
    )]
    #[min = 1]
    id: Option<i64>,
) -> Result<(), Error> {
    ask(ctx, Command::Review(id)).await
}

/// The rules and options in force here
#[poise::command(
    slash_command,
    name_localized("fr", "règles"),
    description_localized("fr", "Les règles et options en vigueur ici")
)]
pub async fn rules(
    ctx: Context<'_>,
    #[description = "The game (default: the server's)"]
    #[name_localized("fr", "jeu")]
    #[description_localized("fr", "Le jeu (par défaut : celui du serveur)")]
    game: Option<GameChoice>,
) -> Result<(), Error> {
    ask(ctx, Command::Rules(game_code(game))).await
}

/// What the commands are
#[poise::command(
    slash_command,
    name_localized("fr", "aide"),
    description_localized("fr", "Les commandes")
)]
pub async fn help(ctx: Context<'_>) -> Result<(), Error> {
    ask(ctx, Command::Help).await
}

/// Set the language of this server's game messages (Manage Server)
#[poise::command(
    slash_command,
    name_localized("fr", "langue"),
    description_localized(
        "fr",
        "Choisir la langue des messages de jeu du serveur (Gérer le serveur)"
    ),
    default_member_permissions = "MANAGE_GUILD"
)]
pub async fn language(
    ctx: Context<'_>,
    #[description = "The language"]
    #[name_localized("fr", "langue")]
    #[description_localized("fr", "La langue")]
    language: LanguageChoice,
) -> Result<(), Error> {
    if !may_manage_server(ctx).await {
        return Ok(());
    }
    let code = match language {
        LanguageChoice::En => "en",
        LanguageChoice::Fr => "fr",
    };
    ask(ctx, Command::SetLanguage(code.to_string())).await
}

/// Choose how pieces are drawn on your boards: characters, letters or pictograms
#[poise::command(
    slash_command,
    description_localized(
        "fr",
        "Choisir le dessin des pièces sur vos plateaux : caractères, lettres ou pictogrammes"
    )
)]
pub async fn style(
    ctx: Context<'_>,
    #[description = "The piece style (leave out to see yours)"]
    #[description_localized("fr", "Le style des pièces (sans lui : le vôtre)")]
    style: Option<StyleChoice>,
) -> Result<(), Error> {
    let name = style.map(|s| {
        match s {
            StyleChoice::Characters => "characters",
            StyleChoice::Letters => "letters",
            StyleChoice::Pictograms => "pictograms",
        }
        .to_string()
    });
    ask(ctx, Command::SetStyle(name)).await
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
    name_localized("fr", "jeupardefaut"),
    description_localized(
        "fr",
        "Choisir le jeu de /play et /challenge sans option de jeu sur ce serveur (Gérer le serveur)"
    ),
    default_member_permissions = "MANAGE_GUILD"
)]
pub async fn default_game(
    ctx: Context<'_>,
    #[description = "The game"]
    #[name_localized("fr", "jeu")]
    #[description_localized("fr", "Le jeu")]
    game: GameChoice,
) -> Result<(), Error> {
    if !may_manage_server(ctx).await {
        return Ok(());
    }
    ask(ctx, Command::SetDefaultGame(game.kind().to_string())).await
}
