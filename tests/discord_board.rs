//! One live board per game, through the real serenity/poise client against the fake Discord
//! (issue 14, parts 1 and 6): ten moves of a bot game (by menu, by `/move`, typed) leave one
//! message with live buttons and at most one new message a turn; clicks are answered with
//! type 6 or 7; after the end only Rematch (with Export and Review, the finished game's) is
//! live anywhere; an edit Discord refuses (code 30046) leads to a new board; a move picked in
//! the select menus is played, with labels in English and in French.

mod support;

use std::path::{Path, PathBuf};
use std::time::Duration;

use serde_json::{Value, json};
use tempfile::TempDir;

use qibot::games::contract::GamePosition;
use qibot::games::jungle::{Move, Position, RuleSet, parse_move};
use qibot::hub::HubConfig;

use support::bot::{Launch, RunningBot, fake_and_db, quiet, stop};
use support::fake_discord::{
    APP, FakeDiscord, Msg, Recorded, button_interaction, clicked_message, command_interaction,
    select_interaction,
};
use support::requests::{
    channel_post, finished_answer, int_opt, interact, is_callback, live_messages, move_opt, stored,
    the_one, type_message,
};

const A: (u64, &str) = (1_000_000_000_000_000_001, "Ann");

/// Each test's start: a fake Discord, the SQLite file `file` in a fresh folder (kept while the
/// folder lives), and the bot ready against both with the hub's `config`.
async fn start_bot(file: &str, config: HubConfig) -> (FakeDiscord, TempDir, PathBuf, RunningBot) {
    let (fake, dir, db) = fake_and_db(file).await;
    let launch = Launch {
        hub: config,
        ..Launch::new(&fake)
    };
    let bot = support::bot::start_ready(&fake, &db, launch).await;
    (fake, dir, db, bot)
}

/// Waits until interaction `id` is answered and settled: its first callback, then nothing
/// more for a moment (follow-ups, board posts, button removals). The first callback.
async fn settled(fake: &FakeDiscord, from: usize, id: u64) -> Recorded {
    let r = fake
        .wait_request(from, 30, |r| is_callback(r, id) && r.status == 204)
        .await
        .expect("the interaction is answered");
    // A deferred answer is finished by an edit of the original response, which under load
    // can come later than `quiet`'s pause (one CI run saw no live board right after `/play`).
    finished_answer(fake, from, id, r.clone()).await;
    quiet(fake).await;
    r
}

async fn slash(fake: &FakeDiscord, ch: u64, locale: &str, name: &str, options: Value) -> u64 {
    let (id, from) = interact(fake, |id| {
        command_interaction(id, 2, ch, A, locale, name, options, json!({}))
    });
    settled(fake, from, id).await;
    id
}

/// Chooses `value` in menu `menu` of message `m`; the first callback's type.
async fn choose(
    fake: &FakeDiscord,
    ch: u64,
    locale: &str,
    m: &Msg,
    menu: &str,
    value: &str,
) -> u64 {
    let (id, from) = interact(fake, |id| {
        select_interaction(id, ch, A, locale, menu, value, clicked_message(m))
    });
    settled(fake, from, id).await.json["type"].as_u64().unwrap()
}

async fn press(fake: &FakeDiscord, ch: u64, m: &Msg, button: &str) -> u64 {
    let (id, from) = interact(fake, |id| {
        button_interaction(id, ch, A, "en-US", button, clicked_message(m))
    });
    settled(fake, from, id).await.json["type"].as_u64().unwrap()
}

fn stored_moves(db: &Path) -> Vec<Move> {
    let g = stored(db, 1);
    let mut p = Position::startpos(RuleSet::default());
    g.moves
        .iter()
        .map(|m| {
            let m = parse_move(&p, &m.to_string()).unwrap();
            p = p.play(m);
            m
        })
        .collect()
}

fn position(db: &Path) -> Position {
    stored_moves(db)
        .into_iter()
        .fold(Position::startpos(RuleSet::default()), |p, m| p.play(m))
}

/// A legal move that captures nothing (keeps the game going).
fn quiet_move(db: &Path) -> Move {
    let p = position(db);
    let moves = p.legal_moves();
    moves
        .iter()
        .copied()
        .find(|&m| !p.is_capture(m))
        .unwrap_or(moves[0])
}

/// The messages of `ch` with a live component of game 1 other than the finished game's
/// (rematch, export, review).
fn live_boards(fake: &FakeDiscord, ch: u64) -> Vec<Msg> {
    live_messages(fake, ch, |id| {
        id.ends_with(":1")
            && !["qibot:rematch:", "qibot:export:", "qibot:review:"]
                .iter()
                .any(|p| id.starts_with(p))
    })
}

/// The one live board of game 1 in `ch`.
/// Waits (up to 30 s) until the turn is over: `plies` moves stored and one live board. Under
/// load the bot's search can leave a pause longer than [`quiet`]'s between the typed move's
/// new board and the bot's reply.
async fn turn_over(fake: &FakeDiscord, ch: u64, db: &Path, plies: usize) {
    for _ in 0..600 {
        if stored_moves(db).len() >= plies && live_boards(fake, ch).len() == 1 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    quiet(fake).await;
}

fn the_board(fake: &FakeDiscord, ch: u64) -> Msg {
    the_one(live_boards(fake, ch))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn ten_moves_of_a_bot_game_keep_one_live_board() {
    const CH: u64 = 1_100_000_000_000_000_101;
    let (fake, _dir, db, bot) = start_bot("board.db", HubConfig::default()).await;
    let level = int_opt("level", 0);
    slash(&fake, CH, "en-US", "play", level).await;
    let board = the_board(&fake, CH);
    assert!(board.content.contains("Game #1"), "{}", board.content);
    assert!(board.files.iter().any(|f| f.ends_with(".png")), "{board:?}");
    let mut clicks = Vec::new();
    for turn in 0..10 {
        let before = fake.messages(CH).len();
        let plies = stored_moves(&db).len();
        let board = the_board(&fake, CH);
        match turn % 3 {
            // Through the menus on the board: the piece, then its move.
            0 => {
                let pieces = board.options("qibot:pick:1");
                assert!(!pieces.is_empty(), "{board:?}");
                clicks.push(choose(&fake, CH, "en-US", &board, "qibot:pick:1", &pieces[0].1).await);
                let shown = fake.message(&board.id).unwrap();
                let to = shown.options("qibot:to:1");
                assert!(!to.is_empty(), "the piece's moves: {shown:?}");
                clicks.push(choose(&fake, CH, "en-US", &shown, "qibot:to:1", &to[0].1).await);
                assert_eq!(stored_moves(&db)[plies].to_string(), to[0].1);
            }
            // By slash command: the answer is the board itself.
            1 => {
                let m = quiet_move(&db).to_string();
                slash(&fake, CH, "en-US", "move", move_opt(&m)).await;
            }
            // Typed: the member's message pushes the board up, so a new one is posted.
            _ => {
                let m = quiet_move(&db).to_string();
                let from = fake.requests().len();
                type_message(&fake, CH, A, &m);
                fake.wait_request(from, 30, |r| channel_post(r, &CH.to_string()))
                    .await
                    .expect("a new board for a typed move");
                quiet(&fake).await;
            }
        }
        turn_over(&fake, CH, &db, plies + 2).await;
        assert_eq!(
            stored_moves(&db).len(),
            plies + 2,
            "turn {turn}: the member's move and the bot's"
        );
        let after = fake.messages(CH);
        assert!(
            after.len() <= before + 1,
            "turn {turn}: at most one new message"
        );
        let board = the_board(&fake, CH);
        // One board shows both moves of the turn.
        let moves = stored_moves(&db);
        for m in &moves[plies..] {
            let (from, to) = (m.from.to_string(), m.to.to_string());
            assert!(
                board.content.contains(&format!("{from}→{to}"))
                    || board.content.contains(&format!("{from}×{to}")),
                "turn {turn}: {} shows {m}",
                board.content
            );
        }
    }
    assert!(clicks.iter().all(|t| *t == 6 || *t == 7), "{clicks:?}");
    assert!(
        clicks.contains(&7),
        "a click on the last message updates it: {clicks:?}"
    );

    // Resign with the board's button: the final board keeps only the finished game's buttons.
    let board = the_board(&fake, CH);
    let t = press(&fake, CH, &board, "qibot:resign:1").await;
    assert!(t == 6 || t == 7, "{t}");
    assert!(
        live_boards(&fake, CH).is_empty(),
        "{:#?}",
        fake.messages(CH)
    );
    let last = fake.messages(CH).pop().unwrap();
    assert!(last.content.contains("Game #1 is over"), "{}", last.content);
    assert!(
        last.live().contains(&"qibot:rematch:1".to_string()),
        "{last:?}"
    );
    for m in fake.messages(CH) {
        for id in m.live() {
            assert!(
                ["qibot:rematch:", "qibot:export:", "qibot:review:"]
                    .iter()
                    .any(|p| id.starts_with(p)),
                "{id} still live on {m:?}"
            );
        }
    }
    stop(bot).await;
}

/// The board is the last message when the game is abandoned, but Discord refuses to edit it
/// (code 30046): the final board is posted anew and the old one loses its buttons.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_refused_edit_posts_a_new_board() {
    const CH: u64 = 1_100_000_000_000_000_102;
    let config = HubConfig {
        abandon_after: Duration::from_secs(3),
        // No reminder: it would be a message under the board, which is then posted anew
        // without trying the edit this test refuses.
        reminder_fraction: 0.0,
        ..HubConfig::default()
    };
    let (fake, _dir, _, bot) = start_bot("refused.db", config).await;
    fake.fail_next_with(
        "PATCH",
        &format!("/channels/{CH}/messages/"),
        400,
        json!({"message": "Message is too old to edit", "code": 30046}),
    );
    let from = fake.requests().len();
    slash(&fake, CH, "en-US", "play", json!([])).await;
    let first = the_board(&fake, CH);
    let refused = fake
        .wait_request(from, 30, |r| {
            r.method == "PATCH" && r.path.ends_with(&first.id)
        })
        .await
        .expect("the board is edited at the end");
    assert_eq!(refused.status, 400);
    let posted = fake
        .wait_request(from, 30, |r| channel_post(r, &CH.to_string()))
        .await
        .expect("a new board instead");
    assert!(
        posted.json["content"]
            .as_str()
            .unwrap()
            .contains("Game #1 is over"),
        "{}",
        posted.json
    );
    quiet(&fake).await;
    assert!(
        live_boards(&fake, CH).is_empty(),
        "{:#?}",
        fake.messages(CH)
    );
    assert!(
        fake.message(&first.id).unwrap().live().is_empty(),
        "the old board's buttons are gone"
    );
    stop(bot).await;
}

/// A move picked in the menus, in French: the menus and the board speak French, the move is
/// played; a spectator cannot pick.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_move_picked_in_the_menus_is_played_in_french() {
    const CH: u64 = 1_100_000_000_000_000_103;
    // The board is the channel's: in the server's language (issue 35), French here.
    let french = HubConfig {
        language: "fr".into(),
        ..HubConfig::default()
    };
    let (fake, _dir, db, bot) = start_bot("menu.db", french).await;
    slash(&fake, CH, "fr", "play", json!([])).await;
    let board = the_board(&fake, CH);
    let menu = board.components.to_string();
    assert!(menu.contains("Choisir une pièce à jouer"), "{menu}");
    let pieces = board.options("qibot:pick:1");
    let cat = pieces
        .iter()
        .find(|(label, _)| label.starts_with("chat "))
        .unwrap_or_else(|| panic!("the cat in French: {pieces:?}"))
        .clone();
    assert!(pieces.len() <= 25);
    assert_eq!(
        choose(&fake, CH, "fr", &board, "qibot:pick:1", &cat.1).await,
        7
    );
    let shown = fake.message(&board.id).unwrap();
    assert!(
        shown
            .components
            .to_string()
            .contains(&format!("Jouer la pièce en {} vers", cat.1)),
        "{shown:?}"
    );
    let to = shown.options("qibot:to:1");
    assert!(
        to.iter()
            .all(|(l, _)| l.starts_with(&format!("chat {}", cat.1))),
        "{to:?}"
    );
    choose(&fake, CH, "fr", &shown, "qibot:to:1", &to[0].1).await;
    let moves = stored_moves(&db);
    assert_eq!(moves[0].to_string(), to[0].1, "the chosen move is played");
    assert_eq!(moves.len(), 2, "and the bot answered");
    let board = the_board(&fake, CH);
    assert!(board.content.contains("(Rouge)"), "{}", board.content);
    stop(bot).await;
}

/// The menus in English, and a menu click by a member who does not play is refused privately
/// (type 6, then an ephemeral follow-up) and changes nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_menus_in_english_refuse_a_spectator() {
    const CH: u64 = 1_100_000_000_000_000_104;
    const C: (u64, &str) = (1_000_000_000_000_000_003, "Cy");
    let (fake, _dir, db, bot) = start_bot("spectator.db", HubConfig::default()).await;
    slash(&fake, CH, "en-US", "play", json!([])).await;
    let board = the_board(&fake, CH);
    assert!(
        board
            .components
            .to_string()
            .contains("Pick a piece to move"),
        "{board:?}"
    );
    let pieces = board.options("qibot:pick:1");
    assert!(
        pieces.iter().any(|(l, _)| l.starts_with("cat ")),
        "{pieces:?}"
    );
    let (id, from) = interact(&fake, |id| {
        select_interaction(
            id,
            CH,
            C,
            "en-US",
            "qibot:pick:1",
            &pieces[0].1,
            clicked_message(&board),
        )
    });
    let cb = settled(&fake, from, id).await;
    assert_eq!(cb.json["type"], 6, "{}", cb.json);
    let follow = fake
        .requests()
        .into_iter()
        .skip(from)
        .find(|r| {
            r.method == "POST"
                && r.path
                    .contains(&format!("/webhooks/{APP}/interaction-token-{id}-"))
        })
        .expect("a private answer");
    assert_eq!(follow.json["flags"], 64, "{}", follow.json);
    assert!(
        follow.json["content"].as_str().unwrap().contains("Ann"),
        "{}",
        follow.json
    );
    assert_eq!(
        fake.message(&board.id).unwrap().components,
        board.components,
        "unchanged"
    );
    assert!(stored_moves(&db).is_empty());
    stop(bot).await;
}
