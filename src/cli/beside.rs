//! The web pages started beside another front-end's hub (`qibot run` with `[web] listen`,
//! `qibot play --web`): the store wrapper and metrics made before the hub opens, the bot timed
//! in those metrics, the server started once the hub is open, and the console's links. Commands
//! import this; it imports no command.

use std::net::SocketAddr;
use std::sync::Arc;

use super::setup::CliError;
use crate::hub::Hub;
use crate::web::{self, WebConfig};

/// The web front-end to start beside another front-end's hub (`qibot run` with `[web] listen`,
/// `qibot play --web`): its store wrapper and metrics, made before the hub is opened on it.
pub(crate) struct Beside {
    store: Arc<web::WatchedStore>,
    metrics: Arc<web::Metrics>,
    listen: SocketAddr,
}

/// `store` as the hub is to be opened on it, and the web front-end to start once it is, when
/// `listen` is given.
pub(crate) fn beside(
    store: Arc<dyn crate::hub::Store>,
    listen: Option<SocketAddr>,
) -> (Arc<dyn crate::hub::Store>, Option<Beside>) {
    match listen {
        Some(listen) => {
            let (w, metrics) = web::watched(store);
            (
                w.clone(),
                Some(Beside {
                    store: w,
                    metrics,
                    listen,
                }),
            )
        }
        None => (store, None),
    }
}

/// `bot`, its move time measured in the metrics of the web front-end `b` if there is one.
pub(crate) fn timed(bot: Arc<dyn crate::hub::Bot>, b: Option<&Beside>) -> Arc<dyn crate::hub::Bot> {
    match b {
        Some(b) => web::metrics::TimedBot::new(bot, b.metrics.clone()),
        None => bot,
    }
}

/// Starts the pages of `hub` (see [`beside`]); they stop with the process. Says where.
///
/// # Errors
/// A usage error naming the setting (an address in use, no secret).
pub(crate) async fn start_beside(
    hub: &Hub,
    b: Option<Beside>,
    config: &WebConfig,
) -> Result<Option<web::Web>, CliError> {
    let Some(b) = b else {
        return Ok(None);
    };
    let l = web::launch(
        hub.clone(),
        b.store,
        b.metrics,
        config,
        b.listen,
        std::future::pending(),
    )
    .await
    .map_err(CliError::usage)?;
    tracing::info!("web pages on http://{}", l.addr);
    Ok(Some(l.web))
}

/// Prints the signed link of each console game as it starts (`qibot play --web`), and the
/// console player's own link to play it from the page, until the process ends.
pub(crate) async fn print_console_links(hub: Hub, web: web::Web) {
    let mut shown = None;
    loop {
        if let Some(g) = hub.game_in(crate::console::CHANNEL).await
            && shown != Some(g.id)
        {
            shown = Some(g.id);
            match web.game_link(g.id).await {
                Ok(Some(link)) => println!("Watch this game in a browser: {link}"),
                Ok(None) => {}
                Err(e) => eprintln!("qibot play: no link for the web page: {e}"),
            }
            let me = crate::console::ctx(None).user.id;
            if let Some(link) = web.play_link(g.id, &me).await {
                println!("Play this game in a browser: {link}");
            }
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
}
