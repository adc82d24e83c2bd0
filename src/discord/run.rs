//! Starting the bot: the HTTP client, the framework with its commands (localised from the
//! locale files), their registration, the gateway shards, and the hub's events.

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;

use crate::hub::{Events, Hub};

use super::events::{event_handler, on_error};
use super::rest::{self, Method, Rest};
use super::{DiscordConfig, Error, RunError, RunOptions, Shared, board, commands, guard, locale};

/// Every command with its texts from the locale files. A problem of the base locale stops the
/// start (Discord would refuse the commands, or show poise's placeholders); one of another
/// locale is logged, and that text left out (Discord shows the base one).
///
/// # Errors
/// Every problem of the base locale, each naming its key (for [`RunError::Locales`]).
pub fn localized_commands() -> Result<Vec<poise::Command<Arc<Shared>, Error>>, String> {
    let mut cmds = commands::all();
    let mut fatal = Vec::new();
    for p in locale::localize(&mut cmds, &crate::hub::I18n::new()) {
        if p.locale == crate::text::BASE {
            fatal.push(p.to_string());
        } else {
            tracing::error!("slash command texts: {p}");
        }
    }
    if fatal.is_empty() {
        Ok(cmds)
    } else {
        Err(fatal.join("; "))
    }
}

/// Registers the slash commands (in the configured guild, else globally), retrying until it
/// works: a transient failure must not leave the bot deaf.
async fn register_commands(shared: Arc<Shared>, app: u64, commands: Vec<serenity::CreateCommand>) {
    let body = match serde_json::to_value(&commands) {
        Ok(v) => v,
        Err(e) => {
            tracing::error!("cannot encode the slash commands: {e}");
            return;
        }
    };
    let path = match shared.config.guild_id() {
        Some(g) => format!("/applications/{app}/guilds/{g}/commands"),
        None => format!("/applications/{app}/commands"),
    };
    let mut wait = Duration::from_secs(1);
    loop {
        match shared.rest.send(Method::Put, &path, Some(&body), &[]).await {
            Ok(_) => {
                tracing::info!("registered {} slash commands ({path})", commands.len());
                return;
            }
            Err(e)
                if e.status()
                    .is_some_and(|s| (400..500).contains(&s) && s != 429) =>
            {
                tracing::error!("Discord refused the slash commands: {e}");
                return;
            }
            Err(e) => {
                tracing::warn!("registering slash commands: {e}; again in {wait:?}");
                tokio::time::sleep(wait).await;
                wait = (wait * 2).min(Duration::from_secs(60));
            }
        }
    }
}

/// The gateway intents: guilds, guild messages (to know whether a board is still the last
/// message of its channel), and their content only when typed moves are on (MESSAGE CONTENT
/// is privileged).
pub fn intents(config: &DiscordConfig) -> serenity::GatewayIntents {
    let mut i = serenity::GatewayIntents::GUILDS | serenity::GatewayIntents::GUILD_MESSAGES;
    if config.message_content {
        i |= serenity::GatewayIntents::MESSAGE_CONTENT;
    }
    i
}

/// Runs the bot until `shutdown` completes (or the client fails): connects to the gateway,
/// registers the commands, answers interactions and typed moves, and posts the hub's events.
/// On shutdown the shards are closed and the hub is stopped; the caller drops it to close the
/// store.
///
/// # Errors
/// [`RunError`] if the HTTP client cannot be built or the gateway client fails for good.
pub async fn run(
    hub: Hub,
    mut events: Events,
    opts: RunOptions,
    shutdown: impl Future<Output = ()> + Send,
) -> Result<(), RunError> {
    let commands = localized_commands().map_err(RunError::Locales)?;
    let rest = Rest::new(
        opts.api_base.as_deref(),
        &opts.token,
        rest::Retry::default(),
    )?;
    let shared = Arc::new(Shared {
        hub: hub.clone(),
        rest,
        config: opts.config.clone(),
        threads: guard::Threads::default(),
        boards: board::Boards::default(),
        web: opts.web.clone(),
        web_links: opts.web_links && opts.web.is_some(),
        shards: std::sync::Mutex::default(),
        lessons: crate::hub::lessons::Lessons::new(hub.clone()),
    });
    if let Some(w) = &opts.web {
        // `/healthz` now also needs the gateway.
        w.metrics().expect_gateway();
    }
    let forward = {
        let shared = shared.clone();
        tokio::spawn(async move {
            while let Some(r) = events.recv().await {
                // The hub sends a turn's replies together: they make one board.
                let mut batch = vec![r];
                while let Ok(more) = events.try_recv() {
                    batch.push(more);
                }
                shared.post_events(batch).await;
            }
        })
    };
    let mut http = serenity::HttpBuilder::new(opts.token.expose());
    if let Some(base) = &opts.api_base {
        // Requests go to `base`; serenity's rate limiter would send them to Discord itself.
        http = http.proxy(base.clone()).ratelimiter_disabled(true);
    }
    let http = http.build();
    let setup_shared = shared.clone();
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands,
            on_error,
            event_handler,
            pre_command: |ctx| {
                Box::pin(async move {
                    if let Some(w) = &ctx.data().web {
                        // A subcommand (`/web play`) counts as its command.
                        let root = ctx.parent_commands().first().copied();
                        w.metrics().command(&root.unwrap_or(ctx.command()).name);
                    }
                })
            },
            initialize_owners: false,
            ..Default::default()
        })
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                ctx.http.set_application_id(ready.application.id);
                let cmds =
                    poise::builtins::create_application_commands(&framework.options().commands);
                tokio::spawn(register_commands(
                    setup_shared.clone(),
                    ready.application.id.get(),
                    cmds,
                ));
                Ok(setup_shared)
            })
        })
        .build();
    let mut client = serenity::ClientBuilder::new_with_http(http, intents(&opts.config))
        .framework(framework)
        .await?;
    let manager = client.shard_manager.clone();
    let result = {
        let start = async {
            match (opts.shard_range, opts.shards) {
                // serenity's range is inclusive of its end.
                (Some(r), _) => client.start_shard_range(r.from..r.to - 1, r.total).await,
                (None, Some(n)) => client.start_shards(n.max(1)).await,
                (None, None) => client.start_autosharded().await,
            }
        };
        tokio::select! {
            r = start => r.map_err(RunError::from),
            _ = shutdown => {
                tracing::info!("shutting down");
                Ok(())
            }
        }
    };
    manager.shutdown_all().await;
    forward.abort();
    hub.shutdown().await;
    result
}
