//! `qibot play [--game jungle|xiangqi] [--level LEVEL] [--side red|blue|random] [--rules PRESET]
//! [--rule K=V]... [--time TC] [--out DIR] [--db PATH] [--config PATH] [--opponent bot|human]`:
//! a game against the bot (or two players on one device) in the terminal, through the hub. An unfinished game resumes on the next start with the
//! same database.

use std::path::PathBuf;

use clap::Args;

use super::beside;
use super::inputs::game_parser;
use super::setup::{CliError, config_file, database, runtime, store_error, web_config};
use crate::console::{self, ConsoleOptions};
use crate::games::any::GameKind;
use crate::games::any::Rules;
use crate::hub::{GameOptions, Hub, HubConfig, I18n, TimeControl};

#[derive(Args, Debug)]
pub struct PlayArgs {
    /// The game: jungle or xiangqi (default: `default_game` in config.toml, else jungle).
    #[arg(long, value_parser = game_parser())]
    game: Option<GameKind>,
    /// The bot's level: beginner, easy, medium, hard, expert, master (or 1–6, or French
    /// names); default from config.toml.
    #[arg(long)]
    level: Option<String>,
    /// Your side: red (moves first), blue (Jungle) or black (Xiangqi), or random.
    #[arg(long)]
    side: Option<String>,
    /// Rules preset: Jungle standard, traditional, vertical-tiger, fivefold, engine; Xiangqi
    /// standard, asian, casual. `--preset`, as the other subcommands name it; the older
    /// `--rules` is still read, for a release.
    #[arg(long = "preset", alias = "rules", value_name = "PRESET")]
    rules: Option<String>,
    /// A rule option on top of the preset, e.g. `--rule tiger_jump=vertical` (repeatable).
    #[arg(long = "rule", value_name = "KEY=VALUE")]
    rule: Vec<String>,
    /// Time control: none, `90s` a move, or a game clock like `10m` or `10+5`.
    #[arg(long)]
    time: Option<String>,
    /// Write board pictures (PNG), the replay (GIF) and the picture of `review` to this
    /// directory.
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,
    /// The database: a SQLite file or a `postgres://` URL (default: QIBOT_DATABASE_URL, else
    /// `database` in config.toml, else ./qibot.db).
    #[arg(long, value_name = "PATH|URL")]
    db: Option<String>,
    /// The configuration file (default: ./config.toml if it exists).
    #[arg(long, value_name = "PATH")]
    config: Option<PathBuf>,
    /// Message language: en, fr, zh-CN (简体中文), zh-TW (繁體中文) or vi (tiếng Việt), or a
    /// language's name (default: `language` in config.toml, else $LANG).
    #[arg(long)]
    lang: Option<String>,
    /// Who plays the other side: `bot` (the default) or `human` (two players on this device,
    /// asked in turn; `--side` is the first player's colour).
    #[arg(long, value_enum, default_value_t = Opponent::Bot)]
    opponent: Opponent,
    /// Serve the game's web page on this machine (at ADDR; default 127.0.0.1 and a free port)
    /// and print its signed link.
    #[arg(
        long,
        value_name = "ADDR",
        num_args = 0..=1,
        default_missing_value = "127.0.0.1:0"
    )]
    web: Option<std::net::SocketAddr>,
}

/// The other side of a console game.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
enum Opponent {
    /// The bot at `--level`.
    Bot,
    /// A second player at the same keyboard (hot seat).
    Human,
}

pub fn run(a: PlayArgs) -> Result<(), CliError> {
    let config_path = config_file(a.config.as_deref())?;
    let mut config = HubConfig::load(&config_path).map_err(|e| CliError::usage(e.to_string()))?;
    // The console's game waits for its player: no abandonment.
    config.abandon_after = std::time::Duration::ZERO;
    // It hosts the console's games only, whatever else shares the database.
    config.owner = crate::hub::config::Owner::Server(crate::console::CHANNEL.to_string());
    // Check the options now, so bad ones are a usage error (exit 2) before anything starts.
    if let Some(l) = &a.level {
        l.parse::<crate::engine::Level>()
            .map_err(|e| CliError::usage(e.to_string()))?;
    }
    let kind = a.game.unwrap_or_else(|| config.default_game());
    if let Some(s) = &a.side {
        crate::hub::Colour::parse(kind, s).map_err(CliError::usage)?;
    }
    let mut rules = Rules::parse(
        kind,
        a.rules.as_deref().unwrap_or(config.default_rules_for(kind)),
    )
    .map_err(|e| CliError::usage(e.to_string()))?;
    for kv in &a.rule {
        rules
            .apply_override(kv)
            .map_err(|e| CliError::usage(e.to_string()))?;
    }
    if let Some(t) = &a.time {
        t.parse::<TimeControl>()
            .map_err(|e| CliError::usage(e.to_string()))?;
    }
    let locale = match &a.lang {
        Some(l) => Some(super::setup::language(l)?.to_string()),
        None if config_path.exists() => None,
        None => std::env::var("LANG")
            .ok()
            .and_then(|l| I18n::supported(&l))
            .map(str::to_string),
    };
    // The console's channel is its player's: its public messages (boards, the bot's moves) are
    // in the player's language, the hub's default here.
    if let Some(l) = &locale {
        config.language = l.clone();
    }
    let db = database(a.db.as_deref(), &config)?;
    // The page is served here for this player: its link names the local address.
    let web_config = match a.web {
        Some(_) => {
            let mut w = web_config(&config_path)?;
            w.public_url.clear();
            w
        }
        None => crate::web::WebConfig::default(),
    };
    let opts = ConsoleOptions {
        options_given: a.game.is_some()
            || a.level.is_some()
            || a.side.is_some()
            || a.rules.is_some()
            || !a.rule.is_empty()
            || a.time.is_some()
            || a.opponent == Opponent::Human,
        hot_seat: a.opponent == Opponent::Human,
        game: GameOptions {
            game: Some(kind.code().to_string()),
            rules: a.rules.clone(),
            rule_overrides: a.rule.clone(),
            time: a.time.clone(),
            colour: a.side.clone(),
            rated: false,
            level: a.level.clone(),
        },
        out: a.out.clone(),
        db: db.to_string(),
    };
    let rt = runtime()?;
    let result = rt.block_on(async move {
        let store = crate::store::open(&db)
            .await
            .map_err(|e| store_error(&db, e))?;
        let renderer = crate::hub::renderer();
        if opts.out.is_some() && !renderer.enabled() {
            eprintln!("note: no board renderer is built in yet, so --out writes no pictures");
        }
        let (store, web) = beside::beside(store, a.web);
        let bot = beside::timed(crate::hub::bot_with(&config), web.as_ref());
        let (hub, mut events) =
            Hub::open(store, bot, renderer, config)
                .await
                .map_err(|e| CliError {
                    message: e.to_string(),
                    code: 1,
                })?;
        if let Some(w) = beside::start_beside(&hub, web, &web_config).await? {
            tokio::spawn(beside::print_console_links(hub.clone(), w));
        }
        let stdin = tokio::io::BufReader::new(tokio::io::stdin());
        let mut stdout = std::io::stdout();
        let r = console::run(&hub, &mut events, &opts, stdin, &mut stdout, locale).await;
        // The console's finished game is mined for its own puzzles before it exits.
        hub.mining_idle().await;
        hub.shutdown().await;
        r.map(|_| ()).map_err(|e| CliError {
            message: format!("console: {e}"),
            code: 1,
        })
    });
    // Reading stdin blocks a thread until input ends; at the end of a game (e.g. on time) the
    // console must not wait for it, and every change is already committed.
    rt.shutdown_background();
    result
}
