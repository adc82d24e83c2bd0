//! `qibot web [--config PATH] [--db PATH|URL] [--listen ADDR]`: the web pages of the games in
//! the database, served on their own (beside any number of `qibot run` processes sharing the
//! database; this process hosts no game). `qibot web link --game N | --server ID [--member
//! USER]` prints a signed link for operators. SIGINT or SIGTERM stop it.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;

use clap::{Args, Subcommand};

use super::setup::{self, CliError, config_file, database, store_error, web_config};
use crate::hub::config::Owner;
use crate::hub::{Hub, HubConfig};
use crate::web::{self, Target, WebConfig};

#[derive(Args, Debug)]
pub struct WebArgs {
    #[command(subcommand)]
    action: Option<WebAction>,
    /// The configuration file ([hub] and [web] tables; default: ./config.toml if it exists).
    #[arg(long, value_name = "PATH", global = true)]
    config: Option<PathBuf>,
    /// The database: a SQLite file or a `postgres://` URL (default: QIBOT_DATABASE_URL, else
    /// `database` in the configuration).
    #[arg(long, value_name = "PATH|URL", global = true)]
    db: Option<String>,
    /// Where to serve the pages, e.g. 127.0.0.1:8080 (default: `listen` in [web], else
    /// 127.0.0.1:8080).
    #[arg(long, value_name = "ADDR", global = true)]
    listen: Option<SocketAddr>,
}

#[derive(Subcommand, Debug)]
enum WebAction {
    /// Print the signed link of a game, a server's board or a member's profile.
    Link(LinkArgs),
}

#[derive(Args, Debug)]
struct LinkArgs {
    /// The game's number.
    #[arg(long, value_name = "N", conflicts_with_all = ["server", "member"])]
    game: Option<i64>,
    /// The server (its id): its board, or with --member a member's profile there.
    #[arg(long, value_name = "ID")]
    server: Option<String>,
    /// The member (user id) whose profile on --server to link.
    #[arg(long, value_name = "USER", requires = "server")]
    member: Option<String>,
}

pub fn run(a: WebArgs) -> Result<(), CliError> {
    let config_path = config_file(a.config.as_deref())?;
    let mut hub_config =
        HubConfig::load(&config_path).map_err(|e| CliError::usage(e.to_string()))?;
    let mut config = web_config(&config_path)?;
    // Where the links' address comes from, said beside a printed link.
    let base_from = if !config.public_url.trim().is_empty() {
        "`public_url` in [web]"
    } else if a.listen.is_some() {
        "--listen"
    } else if config.listen_addr().is_some() {
        "`listen` in [web]"
    } else {
        "the address `qibot web` serves on by default; set `public_url` in [web] for one that others can open"
    };
    if let Some(l) = a.listen {
        config.listen = l.to_string();
    }
    if config.listen.trim().is_empty() {
        // Serving and linking work out of the box, on this machine.
        config.listen = web::config::DEFAULT_LISTEN.to_string();
    }
    let db = database(a.db.as_deref(), &hub_config)?;
    let link = match a.action {
        Some(WebAction::Link(l)) => Some(link_target(l)?),
        None => None,
    };
    // This process hosts no game: the shard range 0..0 owns no server, so the hub only presents
    // what other processes (or earlier ones) stored.
    hub_config.owner = Owner::Shards {
        from: 0,
        to: 0,
        total: 1,
    };
    setup::init_logs();
    let rt = setup::runtime()?;
    rt.block_on(async move {
        let store = crate::store::open(&db)
            .await
            .map_err(|e| store_error(&db, e))?;
        if let Some(link) = link {
            return print_link(store, &config, link, base_from).await;
        }
        let (store, metrics) = web::watched(store);
        let (hub, _events) = Hub::open(
            store.clone(),
            Arc::new(crate::hub::GreedyBot),
            crate::hub::renderer(),
            hub_config,
        )
        .await
        .map_err(|e| CliError::failed(e.to_string()))?;
        let listen = config
            .listen_addr()
            .ok_or_else(|| CliError::usage("no address to serve on"))?;
        let (tx, rx) = tokio::sync::oneshot::channel::<()>();
        let launched = web::launch(hub.clone(), store, metrics, &config, listen, async move {
            let _ = rx.await;
        })
        .await
        .map_err(CliError::usage)?;
        println!("qibot web: serving on http://{}", launched.addr);
        if let Some(m) = launched.metrics_addr {
            println!("qibot web: metrics on http://{m}/metrics");
        }
        setup::stop_signal().await;
        let _ = tx.send(());
        hub.shutdown().await;
        Ok(())
    })
}

fn link_target(l: LinkArgs) -> Result<LinkTarget, CliError> {
    match (l.game, l.server, l.member) {
        (Some(id), _, _) => Ok(LinkTarget::Game(id)),
        (None, Some(server), Some(user)) => Ok(LinkTarget::Target(Target::Member { server, user })),
        (None, Some(server), None) => Ok(LinkTarget::Target(Target::Server(server))),
        (None, None, _) => Err(CliError::usage(
            "qibot web link: say what to link: --game N, --server ID, or --server ID --member USER",
        )),
    }
}

enum LinkTarget {
    Game(i64),
    Target(Target),
}

/// Prints the signed link of `link` on standard output, and on standard error the address it
/// starts with and where that came from (`base_from`).
async fn print_link(
    store: Arc<dyn crate::hub::Store>,
    config: &WebConfig,
    link: LinkTarget,
    base_from: &str,
) -> Result<(), CliError> {
    let target = match link {
        LinkTarget::Target(t) => t,
        LinkTarget::Game(id) => {
            let g = store
                .game(id)
                .await
                .map_err(|e| CliError::failed(e.to_string()))?
                .ok_or_else(|| CliError::usage(format!("there is no game {id} in the database")))?;
            Target::Game {
                id,
                server: g.record.server,
            }
        }
    };
    let secret = web::config::secret(config, store.as_ref())
        .await
        .map_err(CliError::usage)?;
    let l = web::sign::links(store.as_ref(), target.server())
        .await
        .map_err(|e| CliError::failed(e.to_string()))?;
    let sig = secret.sign(&target, l.generation);
    let base = config.base_url(None);
    println!("{base}{}", target.path(&sig));
    eprintln!("note: the link starts with {base}: {base_from}");
    if !l.on {
        eprintln!("note: links of server {} are turned off", target.server());
    }
    Ok(())
}
