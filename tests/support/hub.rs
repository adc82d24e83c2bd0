//! Test doubles for the hub: a bot that plays the first legal move, members and the contexts
//! they speak in.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use qibot::engine::Level;
use qibot::games::any::{Game, Move};
use qibot::hub::{
    Bot, Command, Ctx, Events, GameOptions, Hub, HubConfig, NoRenderer, Player, Reply, Store,
};

/// Plays the first legal move; hints the same.
pub struct FirstMove;

impl Bot for FirstMove {
    fn choose_move(&self, game: &Game, _level: Level, _stop: &AtomicBool) -> Option<Move> {
        game.position().legal_moves().first().copied()
    }
    fn hint(&self, game: &Game, _stop: &AtomicBool) -> Option<Move> {
        game.position().legal_moves().first().copied()
    }
}

/// The member `id`, shown as `ID`.
pub fn player(id: &str) -> Player {
    Player::new(id, id.to_uppercase())
}

/// The member `user` speaking in `channel` of the server `srv`.
pub fn ctx(user: &str, channel: &str) -> Ctx {
    Ctx {
        server: "srv".into(),
        channel: channel.into(),
        user: player(user),
    }
}

/// The hub on `store` with `config`, the [`FirstMove`] bot and no pictures.
///
/// # Panics
/// When the hub cannot open.
pub async fn first_move_hub(store: Arc<dyn Store>, config: HubConfig) -> (Hub, Events) {
    Hub::open(store, Arc::new(FirstMove), Arc::new(NoRenderer), config)
        .await
        .unwrap()
}

/// The message ids of `replies`, in order.
pub fn ids(replies: &[Reply]) -> Vec<&'static str> {
    replies.iter().map(|r| r.message.id).collect()
}

/// Asserts that `replies` are the messages `expected` (their ids, in order); the first one's
/// text as `hub` writes it.
#[track_caller]
pub fn replied(hub: &Hub, replies: &[Reply], expected: &[&str]) -> String {
    assert_eq!(ids(replies), expected);
    hub.text(&replies[0])
}

/// Starts a members' game in `red`'s channel: `red` challenges `blue` (as the Red side),
/// `blue` accepts.
///
/// # Panics
/// When the hub refuses either command.
pub async fn start_members_game(hub: &Hub, red: &Ctx, blue: &Ctx) {
    let challenge = Command::Challenge {
        opponent: blue.user.clone(),
        options: GameOptions {
            colour: Some("red".into()),
            ..GameOptions::default()
        },
    };
    for (who, command) in [(red, challenge), (blue, Command::Accept)] {
        let replies = hub.handle(who, command).await;
        assert!(replies.iter().all(|r| !r.refused), "{:?}", ids(&replies));
    }
}

/// `PlayBot` as `colour` (`red`, `blue`), every other option the server's default.
pub fn play_bot_as(colour: &str) -> Command {
    Command::PlayBot(GameOptions {
        colour: Some(colour.into()),
        ..GameOptions::default()
    })
}
