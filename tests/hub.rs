//! The hub through its public API, with honest test doubles for the bot and the renderer.

mod support;
use support::says::says;

use support::hub::{FirstMove, ctx, first_move_hub, ids, play_bot_as, player, replied};
use support::records;
use support::web::Stoppable;

use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use qibot::engine::Level;
use qibot::games::any::{Game, GameKind, Move, Position, Rules, Side};
use qibot::hub::{
    Audience, BoardView, Bot, Command, Ctx, EndReason, Events, GameOptions, Hub, HubConfig, Player,
    Renderer, Reply, Seat, SqliteStore, Store,
};
use qibot::store::MemberSettings;

/// Thinks until stopped (or 10 s), then plays the first legal move; counts the stops it saw.
struct Slow {
    stopped: Arc<AtomicUsize>,
}

impl Bot for Slow {
    fn choose_move(&self, game: &Game, _level: Level, stop: &AtomicBool) -> Option<Move> {
        let t = Instant::now();
        while t.elapsed() < Duration::from_secs(10) {
            if stop.load(Ordering::Relaxed) {
                self.stopped.fetch_add(1, Ordering::SeqCst);
                return None;
            }
            std::thread::sleep(Duration::from_millis(2));
        }
        game.position().legal_moves().first().copied()
    }
    fn hint(&self, game: &Game, _stop: &AtomicBool) -> Option<Move> {
        game.position().legal_moves().first().copied()
    }
}

/// Draws a real PNG (one pixel a square or point: dark where a piece stands; 7×9 for Jungle,
/// 9×10 for Xiangqi) and a text "replay".
struct TinyPng;

impl Renderer for TinyPng {
    fn enabled(&self) -> bool {
        true
    }
    fn board_png(&self, view: &BoardView, _status: &str) -> Option<Vec<u8>> {
        let mut data = Vec::new();
        let (w, h) = match &view.position {
            Position::Jungle(p) => {
                for rank in (0..9).rev() {
                    for file in 0..7 {
                        let sq = qibot::games::jungle::Square::new(file, rank)?;
                        data.push(if p.piece_at(sq).is_some() { 0 } else { 255 });
                    }
                }
                (7, 9)
            }
            Position::Xiangqi(p) => {
                for rank in (0..10).rev() {
                    for file in 0..9 {
                        let sq = qibot::games::xiangqi::Square::new(file, rank)?;
                        data.push(if p.piece_at(sq).is_some() { 0 } else { 255 });
                    }
                }
                (9, 10)
            }
        };
        let mut out = Vec::new();
        {
            let mut enc = png::Encoder::new(&mut out, w, h);
            enc.set_color(png::ColorType::Grayscale);
            let mut w = enc.write_header().ok()?;
            w.write_image_data(&data).ok()?;
        }
        Some(out)
    }
    fn replay_gif(&self, start: &Position, moves: &[Move], names: [String; 2]) -> Option<Vec<u8>> {
        let [red, blue] = names;
        let m: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
        Some(format!("{red} v {blue} from {}: {}", start.fen(), m.join(" ")).into_bytes())
    }
}

async fn open(
    path: &Path,
    config: HubConfig,
    bot: Arc<dyn Bot>,
    renderer: Arc<dyn Renderer>,
) -> (Hub, Events) {
    let store: Arc<dyn Store> = Arc::new(SqliteStore::open(path).unwrap());
    Hub::open(store, bot, renderer, config).await.unwrap()
}

async fn simple(path: &Path) -> (Hub, Events) {
    open(
        path,
        HubConfig::default(),
        Arc::new(FirstMove),
        Arc::new(qibot::hub::NoRenderer),
    )
    .await
}

fn profile(who: Option<Player>) -> Command {
    Command::Profile { who, game: None }
}

fn refused(replies: &[Reply]) -> Option<String> {
    match replies {
        [r] if r.refused => Some(r.message.id.to_string()),
        _ => None,
    }
}

async fn challenge(hub: &Hub, a: &str, b: &str, channel: &str, options: GameOptions) -> Vec<Reply> {
    let r = hub
        .handle(
            &ctx(a, channel),
            Command::Challenge {
                opponent: player(b),
                options,
            },
        )
        .await;
    assert_eq!(ids(&r), ["challenge-made"]);
    hub.handle(&ctx(b, channel), Command::Accept).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_against_the_bot() {
    let dir = tempfile::tempdir().unwrap();
    let (hub, _ev) = open(
        &dir.path().join("q.db"),
        HubConfig::default(),
        Arc::new(FirstMove),
        Arc::new(TinyPng),
    )
    .await;
    let me = ctx("ann", "c1");
    let r = hub
        .handle(&me, Command::PlayBot(GameOptions::default()))
        .await;
    assert_eq!(ids(&r), ["game-started"]);
    assert!(
        r[0].attachments[0].bytes.starts_with(b"\x89PNG\r\n\x1a\n"),
        "a real PNG"
    );
    assert!(r[0].buttons.iter().any(|b| b.id == "qibot:resign:1"));

    // A move and the bot's reply come in the same flow, each committed and shown.
    let r = hub.handle(&me, Command::Move("rat up".into())).await;
    assert_eq!(ids(&r), ["move-played", "move-played"]);
    assert_eq!(r[0].played.unwrap().mv.to_string(), "g3g4");
    let bot = r[1].played.unwrap();
    assert!(bot.by_bot && bot.side == Side::Second);
    assert_eq!(hub.text(&r[0]), "1. ANN (Red): Rat g3→g4");
    let g = hub.game_in("c1").await.unwrap();
    assert_eq!(g.moves.len(), 2);

    // Refusals change nothing and say why; the bot game is refused to spectators.
    let r = hub.handle(&me, Command::Move("wolf c4".into())).await;
    assert_eq!(refused(&r).as_deref(), Some("move-refused"));
    assert_eq!(
        hub.text(&r[0]),
        "That move is not possible: only the rat can enter the water."
    );
    let r = hub
        .handle(&ctx("bob", "c1"), Command::Move("rat up".into()))
        .await;
    assert_eq!(refused(&r).as_deref(), Some("not-a-player"));
    assert_eq!(
        hub.text(&r[0]),
        "you are not playing in this game (ANN against qibot (medium)); you can watch"
    );
    assert!(matches!(&r[0].audience, Audience::Member { user, .. } if user == "bob"));
    let r = hub
        .handle(
            &me,
            Command::Challenge {
                opponent: player("bob"),
                options: GameOptions::default(),
            },
        )
        .await;
    assert_eq!(refused(&r).as_deref(), Some("channel-busy-game"));
    let r = hub.handle(&me, Command::Draw).await;
    assert_eq!(refused(&r).as_deref(), Some("bot-declines-draw"));
    assert_eq!(hub.game_in("c1").await.unwrap().moves.len(), 2);

    // Hint: only for me, with dots on the board.
    let r = hub.handle(&me, Command::Hint).await;
    assert_eq!(ids(&r), ["hint"]);
    let hint = r[0].board.as_ref().unwrap().hint.expect("hint dots");
    assert_eq!(
        Some(hint),
        r[0].board
            .as_ref()
            .unwrap()
            .position
            .legal_moves()
            .first()
            .copied()
    );
    assert!(matches!(r[0].audience, Audience::Member { .. }));

    // Takeback against the bot: my move and its reply.
    let r = hub.handle(&me, Command::Takeback).await;
    assert_eq!(ids(&r), ["takeback-done-bot"]);
    assert_eq!(hub.game_in("c1").await.unwrap().moves.len(), 0);
    let r = hub.handle(&me, Command::Takeback).await;
    assert_eq!(refused(&r).as_deref(), Some("takeback-nothing"));

    // Resign: result, reason, replay, rematch offer; the channel is free again.
    let r = hub.handle(&me, Command::Resign).await;
    assert_eq!(ids(&r), ["game-over-win"]);
    assert!(r[0].game_over);
    assert_eq!(
        hub.text(&r[0]),
        "Game #1 is over: qibot (medium) (Blue) beats ANN, by resignation. Result 0-1. Rematch?"
    );
    assert!(r[0].attachments.iter().any(|a| a.name == "game-1.gif"));
    assert!(r[0].buttons.iter().any(|b| b.id == "qibot:rematch:1"));
    assert!(hub.game_in("c1").await.is_none());
    let r = hub.handle(&me, Command::Resign).await;
    assert_eq!(refused(&r).as_deref(), Some("no-game-here"));

    // Rematch by button: colours swapped, so the bot (Red) moves first at once.
    let r = hub
        .handle(&me, Command::Button("qibot:rematch:1".into()))
        .await;
    assert_eq!(ids(&r), ["game-started", "move-played"]);
    let g = hub.game_in("c1").await.unwrap();
    assert_eq!(g.id, 2);
    assert!(matches!(g.seats[0], Seat::Bot(Level::Medium)));
    assert_eq!(g.moves.len(), 1);
    // A button of the finished game no longer acts.
    let r = hub
        .handle(&me, Command::Button("qibot:resign:1".into()))
        .await;
    assert_eq!(refused(&r).as_deref(), Some("button-stale"));
    let r = hub.handle(&me, Command::Button("nonsense".into())).await;
    assert_eq!(refused(&r).as_deref(), Some("button-unknown"));

    // Export by id: start FEN, canonical moves, human notation.
    let r = hub.handle(&me, Command::Export(1)).await;
    let text = String::from_utf8(r[0].attachments[0].bytes.clone()).unwrap();
    assert!(
        text.contains("[Result \"0-1\"]") && text.contains("[Reason \"resignation\"]"),
        "{text}"
    );
    assert!(text.contains(qibot::games::jungle::STARTPOS));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn french_player_french_messages() {
    let dir = tempfile::tempdir().unwrap();
    let (hub, _ev) = simple(&dir.path().join("q.db")).await;
    let mut me = ctx("zoe", "c");
    me.user.locale = Some("fr-FR".into());
    hub.handle(&me, Command::PlayBot(GameOptions::default()))
        .await;
    let r = hub
        .handle(&me, Command::Move("chat haut haut".into()))
        .await;
    assert_eq!(
        hub.text(&r[0]),
        "Ce coup est impossible : je ne comprends pas `chat haut haut` comme un coup : écrivez par exemple `rat c3 c4`, `rat c4`, `rat haut`, `c3 c4` ou `c3c4`."
    );
    let r = hub.handle(&me, Command::Move("éléphant a4".into())).await;
    assert_eq!(ids(&r), ["move-played", "move-played"]);
    // The channel reads the server's language, else the configured default, never the
    // member's (issue 35): English here.
    assert_eq!(hub.text(&r[0]), "1. ZOE (Red): Elephant a3→a4");
    // The server's language, once set, is the channel's.
    for (lang, board) in [
        ("fr", "Partie n° 1, coup 2 : ZOE (Rouge) joue."),
        ("en", "Game #1, move 2: ZOE (Red) to move."),
    ] {
        hub.handle(&me, Command::SetLanguage(lang.into())).await;
        let r = hub.handle(&me, Command::Board).await;
        assert!(hub.text(&r[0]).starts_with(board), "{}", hub.text(&r[0]));
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn challenges_draws_takebacks_and_ratings() {
    let dir = tempfile::tempdir().unwrap();
    let (hub, _ev) = simple(&dir.path().join("q.db")).await;
    let ch = "arena";
    let r = hub
        .handle(
            &ctx("ann", ch),
            Command::Challenge {
                opponent: player("ann"),
                options: GameOptions::default(),
            },
        )
        .await;
    assert_eq!(refused(&r).as_deref(), Some("challenge-self"));
    let rated = GameOptions {
        rated: true,
        colour: Some("red".into()),
        ..GameOptions::default()
    };
    let r = hub
        .handle(
            &ctx("ann", ch),
            Command::Challenge {
                opponent: player("bob"),
                options: rated.clone(),
            },
        )
        .await;
    assert_eq!(ids(&r), ["challenge-made"]);
    assert_eq!(r[0].buttons[0].id, "qibot:accept:1");
    // Only the challenged member may answer.
    let r = hub.handle(&ctx("cat", ch), Command::Accept).await;
    assert_eq!(refused(&r).as_deref(), Some("challenge-not-yours"));
    let r = hub.handle(&ctx("ann", ch), Command::Accept).await;
    assert_eq!(refused(&r).as_deref(), Some("challenge-own"));
    let r = hub
        .handle(&ctx("bob", ch), Command::Move("rat up".into()))
        .await;
    assert_eq!(refused(&r).as_deref(), Some("challenge-pending"));
    let r = hub
        .handle(&ctx("bob", ch), Command::Button("qibot:accept:1".into()))
        .await;
    assert_eq!(ids(&r), ["game-started"]);
    assert!(hub.challenge_in(ch).is_none());

    let (ann, bob) = (ctx("ann", ch), ctx("bob", ch));
    let r = hub.handle(&bob, Command::Move("rat down".into())).await;
    assert_eq!(refused(&r).as_deref(), Some("not-your-turn"));
    hub.handle(&ann, Command::Move("g3g4".into())).await;
    // A draw offer stands while the opponent thinks, and lapses after their move.
    let r = hub.handle(&ann, Command::Draw).await;
    assert_eq!(ids(&r), ["draw-offered"]);
    let r = hub.handle(&ann, Command::Draw).await;
    assert_eq!(refused(&r).as_deref(), Some("draw-already-offered"));
    assert_eq!(
        hub.game_in(ch).await.unwrap().state.draw_offer,
        Some(Side::First)
    );
    hub.handle(&bob, Command::Move("a7a6".into())).await;
    assert_eq!(hub.game_in(ch).await.unwrap().state.draw_offer, None);
    let r = hub.handle(&bob, Command::Hint).await;
    assert_eq!(refused(&r).as_deref(), Some("hint-rated"));

    // Takeback between members needs consent.
    let r = hub.handle(&bob, Command::Takeback).await;
    assert_eq!(ids(&r), ["takeback-asked"]);
    let r = hub.handle(&ann, Command::DeclineTakeback).await;
    assert_eq!(ids(&r), ["takeback-declined"]);
    assert_eq!(hub.game_in(ch).await.unwrap().moves.len(), 2);
    hub.handle(&bob, Command::Takeback).await;
    let r = hub.handle(&ann, Command::Takeback).await;
    assert_eq!(ids(&r), ["takeback-accepted"]);
    let g = hub.game_in(ch).await.unwrap();
    assert_eq!(g.moves.len(), 1, "Bob's move taken back");
    assert_eq!(g.position.side_to_move(), Side::Second);

    // Resignation in a rated game moves both ratings.
    let r = hub.handle(&bob, Command::Resign).await;
    assert_eq!(ids(&r), ["game-over-win", "rating-changes"]);
    assert_eq!(
        hub.text(&r[1]),
        "Ratings: ANN 1500 → 1662 (+162); BOB 1500 → 1338 (-162)."
    );
    let r = hub.handle(&ann, profile(None)).await;
    assert_eq!(
        hub.text(&r[0]),
        "ANN, Jungle: rating 1662 (± 290), one rated game: 1 won, 0 drawn, 0 lost."
    );
    let r = hub.handle(&ann, Command::Leaderboard(None)).await;
    assert_eq!(
        hub.text(&r[0]),
        "Jungle leaderboard:\n1. ANN: 1662 (one game)\n2. BOB: 1338 (one game)"
    );

    // A second rated game, agreed drawn.
    let r = challenge(&hub, "bob", "ann", ch, rated).await;
    assert_eq!(ids(&r), ["game-started"]);
    let g = hub.game_in(ch).await.unwrap();
    assert!(matches!(&g.seats[0], Seat::Member(p) if p.id == "bob"));
    hub.handle(&ann, Command::Draw).await;
    let r = hub.handle(&bob, Command::Draw).await;
    assert_eq!(ids(&r), ["game-over-draw", "rating-changes"]);
    let r = hub.handle(&bob, profile(None)).await;
    assert!(
        hub.text(&r[0])
            .contains("2 rated games: 0 won, 1 drawn, 1 lost"),
        "{}",
        hub.text(&r[0])
    );
    let r = hub.handle(&bob, Command::History(None)).await;
    assert_eq!(hub.text(&r[0]).lines().count(), 3, "{}", hub.text(&r[0]));

    // Casual games allow hints unless the server forbids them.
    challenge(&hub, "ann", "bob", ch, GameOptions::default()).await;
    let r = hub.handle(&ann, Command::Hint).await;
    assert_eq!(ids(&r), ["hint"]);
    hub.handle(&ann, Command::SetCasualHints(false)).await;
    let r = hub.handle(&ann, Command::Hint).await;
    assert_eq!(refused(&r).as_deref(), Some("hint-not-allowed"));
    let r = hub
        .handle(&ctx("eve", "elsewhere"), Command::Games { manager: false })
        .await;
    assert!(
        hub.text(&r[0]).contains("#3 ANN – BOB, move 1, in arena"),
        "{}",
        hub.text(&r[0])
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_options_are_refused_and_change_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let (hub, _ev) = simple(&dir.path().join("q.db")).await;
    let me = ctx("ann", "c");
    for (o, id) in [
        (
            GameOptions {
                rules: Some("blitz".into()),
                ..Default::default()
            },
            "rules-unknown-preset",
        ),
        (
            GameOptions {
                rule_overrides: vec!["dog_swim=true".into()],
                ..Default::default()
            },
            "rules-unknown-option-suggest",
        ),
        (
            GameOptions {
                time: Some("fast".into()),
                ..Default::default()
            },
            "bad-time-control",
        ),
        (
            GameOptions {
                level: Some("godlike".into()),
                ..Default::default()
            },
            "bad-level",
        ),
        (
            GameOptions {
                colour: Some("green".into()),
                ..Default::default()
            },
            "bad-colour",
        ),
        (
            GameOptions {
                rated: true,
                ..Default::default()
            },
            "bot-games-unrated",
        ),
    ] {
        let r = hub.handle(&me, Command::PlayBot(o)).await;
        assert_eq!(refused(&r).as_deref(), Some(id));
        assert!(hub.game_in("c").await.is_none());
    }
    for text in [
        "",
        "   ",
        &"x".repeat(10_000),
        "rat up up up",
        "\u{0}\u{1}",
        "象象象",
        "z9z9",
    ] {
        let r = hub.handle(&me, Command::Move(text.to_string())).await;
        assert_eq!(refused(&r).as_deref(), Some("no-game-here"));
    }
    hub.handle(&me, Command::PlayBot(GameOptions::default()))
        .await;
    for text in [
        "",
        "   ",
        &"x".repeat(10_000),
        "rat up up up",
        "\u{0}\u{1}",
        "象象象",
        "z9z9",
        "c3c3",
    ] {
        let r = hub.handle(&me, Command::Move(text.to_string())).await;
        assert_eq!(refused(&r).as_deref(), Some("move-refused"), "{text:?}");
        assert!(!hub.text(&r[0]).is_empty());
    }
    assert_eq!(hub.game_in("c").await.unwrap().moves.len(), 0);
    let r = hub.handle(&me, Command::Export(99)).await;
    assert_eq!(refused(&r).as_deref(), Some("export-unknown"));
    let r = hub
        .handle(&me, Command::SetLanguage("klingon".into()))
        .await;
    assert_eq!(refused(&r).as_deref(), Some("language-unknown"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn timers_end_games_and_challenges_without_anyone_typing() {
    let dir = tempfile::tempdir().unwrap();
    let config = HubConfig {
        challenge_expiry: std::time::Duration::from_secs(1),
        abandon_after: std::time::Duration::from_secs(2),
        ..HubConfig::default()
    };
    let (hub, mut ev) = open(
        &dir.path().join("q.db"),
        config,
        Arc::new(FirstMove),
        Arc::new(qibot::hub::NoRenderer),
    )
    .await;
    let t0 = Instant::now();
    // A per-move limit of 1 s: nobody moves, Red loses on time.
    let timed = GameOptions {
        time: Some("1s".into()),
        ..Default::default()
    };
    challenge(&hub, "ann", "bob", "timed", timed).await;
    // No clock: Red is absent for the abandonment timeout (2 s) and loses.
    challenge(&hub, "cat", "dan", "slow", GameOptions::default()).await;
    // An unanswered challenge expires after 1 s; both are told.
    hub.handle(
        &ctx("eve", "lonely"),
        Command::Challenge {
            opponent: player("fay"),
            options: GameOptions::default(),
        },
    )
    .await;

    let mut seen = Vec::new();
    while seen.len() < 3 {
        let r = tokio::time::timeout(Duration::from_secs(5), ev.recv())
            .await
            .expect("a timer event")
            .unwrap();
        // The players to move are reminded first (`reminder_fraction`): not what is counted.
        if r.message.id.starts_with("reminder-") {
            continue;
        }
        seen.push((r.message.id, hub.text(&r), t0.elapsed()));
    }
    let find = |what: &str| {
        seen.iter()
            .find(|s| s.1.contains(what))
            .unwrap_or_else(|| panic!("{what}: {seen:?}"))
    };
    // The hub's deadlines are wall-clock milliseconds, this test's timings monotonic: allow
    // their difference (a few ms seen on a loaded machine), not a timer that fires early.
    let slack = Duration::from_millis(50);
    let expired = find("EVE, your challenge to FAY expired without an answer.");
    assert_eq!(expired.0, "challenge-expired");
    assert!(expired.2 + slack >= Duration::from_millis(1000));
    let time = find("BOB (Blue) beats ANN, on time");
    assert_eq!(time.0, "game-over-win");
    assert!(
        time.2 + slack >= Duration::from_millis(1000) && time.2 < Duration::from_millis(3000),
        "{:?}",
        time.2
    );
    let abandoned = find("DAN (Blue) beats CAT, because the opponent abandoned");
    assert!(
        abandoned.2 + slack >= Duration::from_millis(2000),
        "{:?}",
        abandoned.2
    );
    assert!(hub.game_in("timed").await.is_none() && hub.challenge_in("lonely").is_none());
    let stored = SqliteStore::open(&dir.path().join("q.db")).unwrap();
    assert_eq!(
        stored
            .read_game(1)
            .unwrap()
            .unwrap()
            .state
            .ending
            .unwrap()
            .reason,
        EndReason::Time
    );
    assert_eq!(
        stored
            .read_game(2)
            .unwrap()
            .unwrap()
            .state
            .ending
            .unwrap()
            .reason,
        EndReason::Abandoned
    );
    assert!(stored.challenges().await.unwrap().rows.is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn game_clock_counts_down_with_increment() {
    let dir = tempfile::tempdir().unwrap();
    let (hub, _ev) = simple(&dir.path().join("q.db")).await;
    let o = GameOptions {
        time: Some("1+2".into()),
        ..Default::default()
    };
    challenge(&hub, "ann", "bob", "c", o).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    hub.handle(&ctx("ann", "c"), Command::Move("g3g4".into()))
        .await;
    let g = hub.game_in("c").await.unwrap();
    // 60 s − ~0.3 s thinking + 2 s increment.
    assert!(
        (61_000..=61_700).contains(&g.state.clock_ms[0]),
        "{:?}",
        g.state.clock_ms
    );
    assert_eq!(g.state.clock_ms[1], 60_000);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn concurrent_moves_and_resigns_make_one_history() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("q.db");
    let (hub, _ev) = simple(&path).await;
    let o = GameOptions {
        rules: Some("traditional".into()),
        ..Default::default()
    };
    challenge(&hub, "ann", "bob", "c", o).await;
    let mut tasks = Vec::new();
    for i in 0..32u64 {
        let hub = hub.clone();
        tasks.push(tokio::spawn(async move {
            let mut played = Vec::new();
            for k in 0..40u64 {
                let Some(g) = hub.game_in("c").await else {
                    break;
                };
                let side = g.position.side_to_move();
                let user = if side == Side::First { "ann" } else { "bob" };
                let moves = g.position.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let cmd = if i == 7 && k == 30 {
                    Command::Resign
                } else {
                    Command::Move(moves[((i * 7 + k * 3) as usize) % moves.len()].to_string())
                };
                for r in hub.handle(&ctx(user, "c"), cmd).await {
                    if let (Some(p), Some(b)) = (r.played, r.board) {
                        played.push((b.ply, p.mv));
                    }
                }
            }
            played
        }));
    }
    let mut accepted = Vec::new();
    for t in tasks {
        accepted.extend(t.await.unwrap());
    }
    let stored = SqliteStore::open(&path)
        .unwrap()
        .read_game(1)
        .unwrap()
        .unwrap();
    accepted.sort_by_key(|(p, _)| *p);
    // Every accepted move is in the history at its ply, and nothing else is.
    let plies: Vec<usize> = accepted.iter().map(|(p, _)| *p).collect();
    assert_eq!(
        plies,
        (1..=stored.moves.len()).collect::<Vec<_>>(),
        "no move lost or doubled"
    );
    for (ply, m) in &accepted {
        assert_eq!(stored.moves[ply - 1], *m);
    }
    assert!(
        Game::replay(
            Position::startpos(Rules::parse(GameKind::Jungle, "traditional").unwrap()),
            &stored.moves
        )
        .is_ok()
    );
    assert!(stored.moves.len() > 20, "{} moves", stored.moves.len());
    // The in-memory game (if still running) agrees with the store.
    if let Some(g) = hub.game_in("c").await {
        assert_eq!(g.moves, stored.moves);
    } else {
        assert!(stored.state.ending.is_some());
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_thinking_bot_blocks_neither_its_game_nor_others() {
    let dir = tempfile::tempdir().unwrap();
    let stopped = Arc::new(AtomicUsize::new(0));
    let (hub, _ev) = open(
        &dir.path().join("q.db"),
        HubConfig::default(),
        Arc::new(Slow {
            stopped: stopped.clone(),
        }),
        Arc::new(qibot::hub::NoRenderer),
    )
    .await;
    // The bot starts thinking as Red at once; the command waits for it in the background.
    let h2 = hub.clone();
    let waiting =
        tokio::spawn(async move { h2.handle(&ctx("ann", "slow"), play_bot_as("blue")).await });
    tokio::time::sleep(Duration::from_millis(200)).await;
    // Another game goes on meanwhile.
    let t = Instant::now();
    challenge(&hub, "bob", "cat", "fast", GameOptions::default()).await;
    for m in ["g3g4", "a7a6", "g4g5", "a6a5"] {
        let who = if hub.game_in("fast").await.unwrap().position.side_to_move() == Side::First {
            "bob"
        } else {
            "cat"
        };
        let r = hub.handle(&ctx(who, "fast"), Command::Move(m.into())).await;
        assert_eq!(ids(&r), ["move-played"]);
    }
    assert!(t.elapsed() < Duration::from_secs(4), "{:?}", t.elapsed());
    // The bot's own game answers too, and a resignation stops the search.
    let r = hub
        .handle(&ctx("ann", "slow"), Command::Move("a7a6".into()))
        .await;
    assert_eq!(refused(&r).as_deref(), Some("bot-thinking"));
    let r = hub.handle(&ctx("ann", "slow"), Command::Resign).await;
    assert_eq!(ids(&r), ["game-over-win"]);
    let started = waiting.await.unwrap();
    assert_eq!(
        ids(&started),
        ["game-started"],
        "the stale search played nothing"
    );
    tokio::time::sleep(Duration::from_millis(100)).await;
    assert_eq!(stopped.load(Ordering::SeqCst), 1);
    assert!(
        t.elapsed() < Duration::from_secs(6),
        "well before the 10 s search would end"
    );
}

/// Everything active survives the hub being dropped without shutdown (as in a crash).
#[test]
fn restart_restores_games_challenges_and_clocks() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("q.db");
    let rt = tokio::runtime::Runtime::new().unwrap();
    let (before, challenge_before) = rt.block_on(async {
        let (hub, _ev) = simple(&path).await;
        let o = GameOptions {
            time: Some("10+5".into()),
            ..Default::default()
        };
        challenge(&hub, "ann", "bob", "clock", o).await;
        hub.handle(&ctx("ann", "clock"), Command::Move("g3g4".into()))
            .await;
        hub.handle(&ctx("bob", "clock"), Command::Move("a7a6".into()))
            .await;
        hub.handle(&ctx("ann", "clock"), Command::Draw).await;
        hub.handle(
            &ctx("cat", "wait"),
            Command::Challenge {
                opponent: player("dan"),
                options: GameOptions::default(),
            },
        )
        .await;
        hub.handle(&ctx("eve", "bot"), Command::PlayBot(GameOptions::default()))
            .await;
        hub.handle(&ctx("eve", "bot"), Command::Move("rat up".into()))
            .await;
        let snap = (
            hub.game_in("clock").await.unwrap(),
            hub.game_in("bot").await.unwrap(),
        );
        (snap, hub.challenge_in("wait").unwrap())
        // The hub is dropped here with no shutdown.
    });
    rt.shutdown_background();

    let rt = tokio::runtime::Runtime::new().unwrap();
    rt.block_on(async {
        let (hub, _ev) = simple(&path).await;
        let clock = hub.game_in("clock").await.unwrap();
        assert_eq!(
            clock, before.0,
            "position, moves, clocks, turn start and draw offer"
        );
        assert_eq!(clock.state.draw_offer, Some(Side::First));
        assert_eq!(hub.game_in("bot").await.unwrap(), before.1);
        assert_eq!(hub.challenge_in("wait").unwrap(), challenge_before);
        // Play goes on: Bob accepts the standing draw offer.
        let r = hub.handle(&ctx("bob", "clock"), Command::Draw).await;
        assert_eq!(ids(&r), ["game-over-draw"]);
        let r = hub.handle(&ctx("dan", "wait"), Command::Accept).await;
        assert_eq!(ids(&r), ["game-started"]);
        assert_eq!(
            hub.game_in("wait").await.unwrap().id,
            3,
            "game numbers continue"
        );
    });
}

/// After a restart where the bot was to move, the bot plays and the move arrives as an event.
#[test]
fn restart_resumes_the_bots_turn() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("q.db");
    // Store a bot game with the bot (Red) to move, as a crash mid-search would leave it.
    {
        let store = SqliteStore::open(&path).unwrap();
        let rec = records::game_record(
            1,
            "c",
            GameKind::Jungle,
            [Seat::Bot(Level::Easy), Seat::Member(player("ann"))],
            "standard",
            qibot::games::jungle::STARTPOS,
            Vec::new(),
        );
        let rt = tokio::runtime::Runtime::new().unwrap();
        assert_eq!(rt.block_on(store.insert_game(&rec, None)).unwrap(), 1);
    }
    let rt = tokio::runtime::Runtime::new().unwrap();
    rt.block_on(async {
        let (hub, mut ev) = simple(&path).await;
        let r = tokio::time::timeout(Duration::from_secs(5), ev.recv())
            .await
            .unwrap()
            .unwrap();
        assert_eq!(r.message.id, "move-played");
        assert!(r.played.unwrap().by_bot);
        assert_eq!(hub.game_in("c").await.unwrap().moves.len(), 1);
    });
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn console_writes_pictures_where_it_says() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("q.db");
    let out_dir = dir.path().join("pics");
    let (hub, mut ev) = open(
        &db,
        HubConfig::default(),
        Arc::new(FirstMove),
        Arc::new(TinyPng),
    )
    .await;
    let opts = qibot::console::ConsoleOptions {
        out: Some(out_dir.clone()),
        db: db.display().to_string(),
        ..Default::default()
    };
    let mut out = Vec::new();
    let input: &[u8] = b"rat up\nresign\n";
    let end = qibot::console::run(&hub, &mut ev, &opts, input, &mut out, None)
        .await
        .unwrap();
    assert_eq!(end, qibot::console::ConsoleEnd::GameOver);
    let out = String::from_utf8(out).unwrap();
    let png = out_dir.join("game-1-ply-1.png");
    assert!(
        out.contains(&format!("Board picture: {}", png.display())),
        "{out}"
    );
    assert!(std::fs::read(&png).unwrap().starts_with(b"\x89PNG"));
    assert!(
        out.contains(&format!("Replay: {}", out_dir.join("game-1.gif").display())),
        "{out}"
    );
    assert!(
        out.contains("bot: a7a6"),
        "the first-move bot's reply: {out}"
    );
}

/// Random text at every command never panics, and a refused command changes nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn random_input_never_panics() {
    use rand::{Rng, SeedableRng};
    let dir = tempfile::tempdir().unwrap();
    let (hub, _ev) = simple(&dir.path().join("q.db")).await;
    let me = ctx("ann", "c");
    hub.handle(
        &me,
        Command::PlayBot(GameOptions {
            rules: Some("traditional".into()),
            ..Default::default()
        }),
    )
    .await;
    let mut rng = rand::rngs::StdRng::seed_from_u64(5);
    let alphabet: Vec<char> =
        "abcdefgh0123456789 -x→×ratlionupdownleftright象鼠éÉ\u{0}\u{202e}\n\t"
            .chars()
            .collect();
    for i in 0..3000 {
        let len = rng.gen_range(0..24);
        let text: String = (0..len)
            .map(|_| alphabet[rng.gen_range(0..alphabet.len())])
            .collect();
        let before = hub.game_in("c").await;
        let r = match i % 5 {
            0 => {
                hub.handle(&me, Command::Button(format!("qibot:{text}")))
                    .await
            }
            1 => hub.handle(&me, Command::SetLanguage(text.clone())).await,
            _ => {
                hub.handle(&me, qibot::hub::commands::parse_line(&text))
                    .await
            }
        };
        assert!(!r.is_empty());
        for x in &r {
            assert!(!hub.text(x).is_empty());
        }
        if r.iter().all(|x| x.refused) {
            assert_eq!(hub.game_in("c").await, before, "{text:?} changed the game");
        }
        if hub.game_in("c").await.is_none() {
            hub.handle(&me, Command::PlayBot(GameOptions::default()))
                .await;
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_failed_commit_tells_nobody_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    // Stopped below: every store call then fails, as a database that went away would.
    let store = Arc::new(Stoppable::new(Arc::new(
        SqliteStore::open(&dir.path().join("q.db")).unwrap(),
    )));
    let (hub, _ev) = first_move_hub(store.clone(), HubConfig::default()).await;
    challenge(&hub, "ann", "bob", "c", GameOptions::default()).await;
    hub.handle(&ctx("ann", "c"), Command::Move("g3g4".into()))
        .await;
    let before = hub.game_in("c").await.unwrap();
    store.stopped.store(true, Ordering::SeqCst);
    for (user, cmd) in [
        ("bob", Command::Move("a7a6".into())),
        ("bob", Command::Resign),
        ("bob", Command::Draw),
        ("ann", Command::Takeback),
    ] {
        let r = hub.handle(&ctx(user, "c"), cmd).await;
        assert_eq!(refused(&r).as_deref(), Some("store-failed"));
        assert_eq!(hub.game_in("c").await.unwrap(), before);
    }
    let r = hub
        .handle(&ctx("cat", "d"), Command::PlayBot(GameOptions::default()))
        .await;
    assert_eq!(refused(&r).as_deref(), Some("store-failed"));
    assert!(hub.game_in("d").await.is_none(), "no half-started game");
    store.stopped.store(false, Ordering::SeqCst);
    let r = hub
        .handle(&ctx("bob", "c"), Command::Move("a7a6".into()))
        .await;
    assert_eq!(ids(&r), ["move-played"]);
    assert_eq!(store.game(1).await.unwrap().unwrap().record.moves.len(), 2);
}

fn xiangqi(colour: Option<&str>, rated: bool) -> GameOptions {
    GameOptions {
        game: Some("échecs chinois".into()),
        colour: colour.map(str::to_string),
        rated,
        ..GameOptions::default()
    }
}

/// Decodes a PNG's (width, height).
fn png_size(bytes: &[u8]) -> (u32, u32) {
    let info = png::Decoder::new(bytes).read_info().unwrap();
    (info.info().width, info.info().height)
}

/// A Xiangqi game between members: the game option, sides named Red and Black, moves in ICCS,
/// WXF and Chinese notation (shown in WXF, and in Chinese for a Chinese-locale player), illegal
/// moves explained, a resignation rated for Xiangqi only.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_xiangqi_game_between_members() {
    let dir = tempfile::tempdir().unwrap();
    let (hub, _ev) = open(
        &dir.path().join("q.db"),
        HubConfig::default(),
        Arc::new(FirstMove),
        Arc::new(TinyPng),
    )
    .await;
    let ch = "xq";
    // Blue is no Xiangqi colour; an unknown game is refused.
    let r = hub
        .handle(
            &ctx("ann", ch),
            Command::Challenge {
                opponent: player("bob"),
                options: xiangqi(Some("blue"), false),
            },
        )
        .await;
    assert_eq!(refused(&r).as_deref(), Some("bad-colour"));
    assert_eq!(
        hub.text(&r[0]),
        "there is no colour `blue`: use red, black or random"
    );
    let bad_game = GameOptions {
        game: Some("chess".into()),
        ..GameOptions::default()
    };
    let r = hub
        .handle(&ctx("ann", ch), Command::PlayBot(bad_game))
        .await;
    assert_eq!(
        hub.text(&r[0]),
        "there is no game `chess`: use jungle or xiangqi"
    );

    // Ann (Discord locale zh-TW, which qibot speaks: Traditional Chinese) challenges Bob and
    // plays Black. What only Ann sees is in her language; what the channel sees is in the
    // server's (none set: the default, English), with the Chinese notation added for her.
    let mut ann = ctx("ann", ch);
    ann.user.locale = Some("zh-TW".into());
    let bob = ctx("bob", ch);
    let r = hub
        .handle(
            &ann,
            Command::Challenge {
                opponent: bob.user.clone(),
                options: xiangqi(Some("noir"), true),
            },
        )
        .await;
    let text = replied(&hub, &r, &["challenge-made"]);
    assert!(
        text.starts_with(
            "ANN challenges BOB to Xiangqi: rules standard, no clock, rated; ANN plays Black."
        ),
        "{text}"
    );
    let r = hub.handle(&bob, Command::Accept).await;
    assert_eq!(ids(&r), ["game-started"]);
    assert_eq!(
        hub.text(&r[0]),
        "Game #1: BOB (Red) against ANN (Black), Xiangqi. Rules standard, no clock, rated. Red moves first."
    );
    assert_eq!(
        png_size(&r[0].attachments[0].bytes),
        (9, 10),
        "a 9×10 board"
    );
    let g = hub.game_in(ch).await.unwrap();
    assert_eq!(g.kind, GameKind::Xiangqi);
    assert!(matches!(&g.seats[1], Seat::Member(p) if p.id == "ann"));

    // ICCS, WXF, Chinese: shown in WXF plus Chinese (a player reads Chinese).
    let r = hub.handle(&bob, Command::Move("h2e2".into())).await;
    assert_eq!(ids(&r), ["move-played"]);
    assert_eq!(hub.text(&r[0]), "1. BOB (Red): C2.5 炮二平五");
    let r = hub.handle(&ann, Command::Move("H8+7".into())).await;
    assert_eq!(r[0].played.unwrap().mv.to_string(), "h9g7");
    assert_eq!(r[0].played.unwrap().side, Side::Second);
    assert_eq!(hub.text(&r[0]), "1. ANN (Black): H8+7 馬８進７");
    let r = hub.handle(&bob, Command::Move("馬二進三".into())).await;
    assert_eq!(r[0].played.unwrap().mv.to_string(), "h0g2");
    let r = hub.handle(&ann, Command::Move("cannon h7 h3".into())).await;
    assert_eq!(ids(&r), ["move-played"], "{}", hub.text(&r[0]));

    // Illegal moves are explained and change nothing.
    let r = hub.handle(&bob, Command::Move("b0c2".into())).await;
    assert_eq!(ids(&r), ["move-played"]);
    let r = hub.handle(&ann, Command::Move("b9d8".into())).await;
    assert_eq!(refused(&r).as_deref(), Some("move-refused"));
    assert_eq!(hub.text(&r[0]), "這步棋不能走：馬被 c9 上的棋子蹩了馬腿。");
    let r = hub.handle(&ann, Command::Move("rat up".into())).await;
    assert!(
        hub.text(&r[0]).contains("我不認識 `rat` 這個詞"),
        "{}",
        hub.text(&r[0])
    );
    let r = hub.handle(&ann, Command::Move("e6e5".into())).await;
    assert_eq!(ids(&r), ["move-played"]);
    let r = hub.handle(&bob, Command::Move("e3e4".into())).await;
    assert_eq!(ids(&r), ["move-played"]);
    assert_eq!(hub.game_in(ch).await.unwrap().moves.len(), 7);

    // The rules of the game here, and of Xiangqi when asked.
    let r = hub.handle(&bob, Command::Rules(None)).await;
    let text = hub.text(&r[0]);
    says(&text, &["Xiangqi: checkmate", "(`repetition=draw`)"]);
    let r = hub
        .handle(
            &ctx("eve", "elsewhere"),
            Command::Rules(Some("xiangqi".into())),
        )
        .await;
    assert!(
        hub.text(&r[0])
            .contains("asian (the side that keeps checking")
    );

    // Bob resigns: Black wins, rated for Xiangqi only.
    let r = hub.handle(&bob, Command::Resign).await;
    assert_eq!(ids(&r), ["game-over-win", "rating-changes"]);
    assert_eq!(
        hub.text(&r[0]),
        "Game #1 is over: ANN (Black) beats BOB, by resignation. Result 0-1. Rematch?"
    );
    let r = hub
        .handle(&bob, Command::Leaderboard(Some("xiangqi".into())))
        .await;
    assert_eq!(
        hub.text(&r[0]),
        "Xiangqi leaderboard:\n1. ANN: 1662 (one game)\n2. BOB: 1338 (one game)"
    );
    let r = hub.handle(&bob, Command::Leaderboard(None)).await;
    assert_eq!(
        hub.text(&r[0]),
        "Nobody has played a rated game of Jungle on this server yet."
    );
    let r = hub
        .handle(
            &bob,
            Command::Profile {
                who: None,
                game: Some("xiangqi".into()),
            },
        )
        .await;
    assert!(hub.text(&r[0]).starts_with("BOB, Xiangqi: rating 1338"));
    // The export has ICCS moves and the WXF record.
    let r = hub.handle(&bob, Command::Export(1)).await;
    let text = hub.text(&r[0]);
    says(
        &text,
        &["[Variant \"xiangqi\"]", "h2e2 h9g7 h0g2", "1. C2.5 H8+7\n"],
    );
    assert_eq!(r[0].attachments[0].name, "xiangqi-game-1.txt");
}

/// A Xiangqi game survives a restart (the hub dropped and reopened on its database), and a
/// checkmate ends a (restored) game with the right winner and rated result.
#[test]
fn xiangqi_restart_and_checkmate() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("q.db");
    let rt = tokio::runtime::Runtime::new().unwrap();
    rt.block_on(async {
        let (hub, _ev) = simple(&path).await;
        let r = challenge(&hub, "ann", "bob", "c", xiangqi(None, false)).await;
        assert_eq!(ids(&r), ["game-started"]);
        hub.handle(&ctx("ann", "c"), Command::Move("C2.5".into()))
            .await;
        hub.handle(&ctx("bob", "c"), Command::Move("h9g7".into()))
            .await;
        hub.shutdown().await;
    });
    drop(rt);
    // A rated game one move from mate, stored as another process would have left it.
    {
        let store = SqliteStore::open(&path).unwrap();
        let rec = qibot::store::GameRecord {
            rated: true,
            ..records::game_record(
                2,
                "m",
                GameKind::Xiangqi,
                [Seat::Member(player("ann")), Seat::Member(player("bob"))],
                "standard",
                "4k4/R8/9/p8/9/9/9/9/9/1R1K5 b - - 0 1",
                vec![Move::parse(GameKind::Xiangqi, "a6a5").unwrap()],
            )
        };
        let rt = tokio::runtime::Runtime::new().unwrap();
        assert_eq!(rt.block_on(store.insert_game(&rec, None)).unwrap(), 2);
    }
    let rt = tokio::runtime::Runtime::new().unwrap();
    rt.block_on(async {
        let (hub, _ev) = simple(&path).await;
        let g = hub.game_in("c").await.expect("the game is back");
        assert_eq!(g.kind, GameKind::Xiangqi);
        let moves: Vec<String> = g.moves.iter().map(|m| m.to_string()).collect();
        assert_eq!(moves, ["h2e2", "h9g7"]);
        let r = hub
            .handle(&ctx("ann", "c"), Command::Move("马二进三".into()))
            .await;
        assert_eq!(ids(&r), ["move-played"]);
        assert_eq!(hub.text(&r[0]), "2. ANN (Red): H2+3");

        // Mate: the chariot from b0 to b9 (the a8 chariot holds rank 8, the Red general the
        // d-file).
        let r = hub
            .handle(&ctx("bob", "m"), Command::Move("R8+9".into()))
            .await;
        assert_eq!(refused(&r).as_deref(), Some("not-your-turn"));
        let r = hub
            .handle(&ctx("ann", "m"), Command::Move("R8+9".into()))
            .await;
        assert_eq!(ids(&r), ["move-played", "game-over-win", "rating-changes"]);
        assert_eq!(r[0].played.unwrap().mv.to_string(), "b0b9");
        assert_eq!(
            hub.text(&r[1]),
            "Game #2 is over: ANN (Red) beats BOB, by checkmate. Result 1-0. Rematch?"
        );
        assert!(hub.game_in("m").await.is_none());
        let r = hub
            .handle(
                &ctx("ann", "m"),
                Command::Leaderboard(Some("xiangqi".into())),
            )
            .await;
        assert!(
            hub.text(&r[0]).contains("1. ANN: 1662"),
            "{}",
            hub.text(&r[0])
        );
        let r = hub.handle(&ctx("ann", "m"), profile(None)).await;
        assert_eq!(
            hub.text(&r[0]),
            "ANN has not played a rated game of Jungle on this server yet."
        );
        hub.shutdown().await;
    });
    let stored = SqliteStore::open(&path).unwrap();
    let g = stored.read_game(2).unwrap().unwrap();
    let rt = tokio::runtime::Runtime::new().unwrap();
    assert_eq!(
        g.state.ending,
        Some(qibot::hub::Ending::win(Side::First, EndReason::Checkmate))
    );
    assert!(
        rt.block_on(stored.rating("srv", "jungle", "ann"))
            .unwrap()
            .is_none()
    );
    assert_eq!(
        rt.block_on(stored.rating("srv", "xiangqi", "bob"))
            .unwrap()
            .unwrap()
            .losses,
        1
    );
}

/// A Xiangqi game against the plugged-in bot: it answers every move with a legal one, hints,
/// and takes back.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_xiangqi_game_against_the_bot() {
    let dir = tempfile::tempdir().unwrap();
    let (hub, _ev) = open(
        &dir.path().join("q.db"),
        HubConfig::default(),
        qibot::hub::bot(),
        Arc::new(qibot::hub::NoRenderer),
    )
    .await;
    let me = ctx("ann", "b");
    let options = GameOptions {
        game: Some("xiangqi".into()),
        colour: Some("black".into()),
        level: Some("easy".into()),
        ..GameOptions::default()
    };
    let r = hub.handle(&me, Command::PlayBot(options)).await;
    assert_eq!(ids(&r), ["game-started", "move-played"]);
    assert!(r[1].played.unwrap().by_bot);
    assert_eq!(r[1].played.unwrap().side, Side::First);
    for _ in 0..6 {
        let g = hub.game_in("b").await.unwrap();
        if g.state.ending.is_some() {
            break;
        }
        let r = hub.handle(&me, Command::Hint).await;
        assert_eq!(ids(&r), ["hint"]);
        let hint = r[0].board.as_ref().unwrap().hint.unwrap();
        assert!(g.position.is_legal(hint));
        let r = hub.handle(&me, Command::Move(hint.to_string())).await;
        assert_eq!(ids(&r)[0], "move-played");
        if let Some(bot) = r.get(1).and_then(|r| r.played) {
            assert!(bot.by_bot);
        }
    }
    // Every move on record replays legally from the start.
    let g = hub.game_in("b").await;
    if let Some(g) = g {
        let start = Position::startpos(Rules::default_for(GameKind::Xiangqi));
        assert!(Game::replay(start, &g.moves).is_ok());
        assert!(g.moves.len() >= 13);
        let r = hub.handle(&me, Command::Takeback).await;
        assert_eq!(ids(&r), ["takeback-done-bot"]);
        assert_eq!(
            hub.game_in("b").await.unwrap().moves.len(),
            g.moves.len() - 2
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_configured_clock_applies_to_challenges_not_bot_games() {
    let dir = tempfile::tempdir().unwrap();
    let config = HubConfig {
        default_clock: "10m+5s".into(),
        ..HubConfig::default()
    };
    let (hub, _ev) = open(
        &dir.path().join("q.db"),
        config,
        Arc::new(FirstMove),
        Arc::new(qibot::hub::NoRenderer),
    )
    .await;
    challenge(&hub, "ann", "bob", "c", GameOptions::default()).await;
    let g = hub.game_in("c").await.unwrap();
    assert_eq!(
        g.time,
        qibot::hub::TimeControl::Clock {
            initial_ms: 600_000,
            increment_ms: 5_000
        }
    );
    assert_eq!(g.state.clock_ms, [600_000, 600_000]);
    // A challenger's own choice wins over the default.
    let o = GameOptions {
        time: Some("none".into()),
        ..Default::default()
    };
    challenge(&hub, "cat", "dan", "d", o).await;
    assert_eq!(
        hub.game_in("d").await.unwrap().time,
        qibot::hub::TimeControl::None
    );
    hub.handle(&ctx("eve", "e"), Command::PlayBot(GameOptions::default()))
        .await;
    assert_eq!(
        hub.game_in("e").await.unwrap().time,
        qibot::hub::TimeControl::None
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_default_game_is_kept_and_used() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("q.db");
    {
        let (hub, _ev) = simple(&db).await;
        let r = hub
            .handle(&ctx("ann", "a"), Command::SetDefaultGame("chess".into()))
            .await;
        assert_eq!(refused(&r).as_deref(), Some("bad-game"));
        let r = hub
            .handle(&ctx("ann", "a"), Command::SetDefaultGame("xiangqi".into()))
            .await;
        assert_eq!(ids(&r), ["default-game-set"]);
    }
    // After a restart, a game without a `game` option is Xiangqi on this server only.
    let (hub, _ev) = simple(&db).await;
    challenge(&hub, "ann", "bob", "b", GameOptions::default()).await;
    assert_eq!(hub.game_in("b").await.unwrap().kind, GameKind::Xiangqi);
    let elsewhere = Ctx {
        server: "other".into(),
        ..ctx("cat", "c")
    };
    hub.handle(&elsewhere, Command::PlayBot(GameOptions::default()))
        .await;
    assert_eq!(hub.game_in("c").await.unwrap().kind, GameKind::Jungle);
}

/// Another connection holds SQLite's write lock for 10 s (as another process writing would):
/// `/help` and `/rules` still answer at once, while a command that must write waits for the
/// lock on a blocking thread, not on the async workers.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn help_answers_while_the_database_is_locked() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("q.db");
    let (hub, _ev) = simple(&path).await;
    let (locked_tx, locked_rx) = std::sync::mpsc::channel();
    let p = path.clone();
    let holder = std::thread::spawn(move || {
        let c = rusqlite::Connection::open(p).unwrap();
        c.execute_batch("BEGIN IMMEDIATE").unwrap();
        locked_tx.send(()).unwrap();
        std::thread::sleep(Duration::from_secs(10));
        c.execute_batch("COMMIT").unwrap();
    });
    locked_rx.recv().unwrap();
    let writers: Vec<_> = (0..4)
        .map(|i| {
            let hub = hub.clone();
            tokio::spawn(async move {
                hub.handle(
                    &ctx("ann", &format!("w{i}")),
                    Command::PlayBot(GameOptions::default()),
                )
                .await
            })
        })
        .collect();
    tokio::time::sleep(Duration::from_millis(200)).await;
    for cmd in [Command::Help, Command::Rules(None), Command::Help] {
        let t = Instant::now();
        let r = hub.handle(&ctx("bob", "d"), cmd.clone()).await;
        assert!(
            t.elapsed() < Duration::from_secs(1),
            "{cmd:?} took {:?}",
            t.elapsed()
        );
        assert!(!r[0].refused, "{cmd:?}: {:?}", r[0].message);
    }
    for w in writers {
        // Each waited for the lock (up to the busy timeout) and either failed or went through.
        let r = w.await.unwrap();
        assert!(!r.is_empty());
    }
    holder.join().unwrap();
}

/// The engine pool is bounded: with one search thread and no queue, a second search is refused
/// ("the bot is busy") before anything changes, and the place comes back when the first ends.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_engine_pool_refuses_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let config = HubConfig {
        engine_threads: Some(1),
        engine_queue: 0,
        ..HubConfig::default()
    };
    let (hub, _ev) = open(
        &dir.path().join("q.db"),
        config,
        Arc::new(Slow {
            stopped: Arc::new(AtomicUsize::new(0)),
        }),
        Arc::new(qibot::hub::NoRenderer),
    )
    .await;
    let blue = || GameOptions {
        colour: Some("blue".into()),
        ..Default::default()
    };
    // Ann's bot moves first and takes the only place.
    let h2 = hub.clone();
    let waiting =
        tokio::spawn(async move { h2.handle(&ctx("ann", "a"), Command::PlayBot(blue())).await });
    tokio::time::sleep(Duration::from_millis(200)).await;
    // Bob's bot would move first too: refused, no game stored or started.
    let r = hub.handle(&ctx("bob", "b"), Command::PlayBot(blue())).await;
    assert_eq!(refused(&r).as_deref(), Some("bot-busy"));
    assert!(hub.game_in("b").await.is_none());
    assert!(
        hub.i18n()
            .format("en", &r[0].message)
            .contains("the bot is busy")
    );
    assert!(
        hub.i18n()
            .format("fr", &r[0].message)
            .contains("le bot est occupé")
    );
    // As Red, Bob's game starts (no search yet), but his move and a hint are refused as long
    // as the pool is full, and the game is unchanged.
    let r = hub
        .handle(&ctx("bob", "b"), Command::PlayBot(GameOptions::default()))
        .await;
    assert_eq!(ids(&r), ["game-started"]);
    let r = hub
        .handle(&ctx("bob", "b"), Command::Move("g3g4".into()))
        .await;
    assert_eq!(refused(&r).as_deref(), Some("bot-busy"));
    let r = hub.handle(&ctx("bob", "b"), Command::Hint).await;
    assert_eq!(refused(&r).as_deref(), Some("bot-busy"));
    let g = hub.game_in("b").await.unwrap();
    assert!(g.moves.is_empty(), "{:?}", g.moves);
    // Ann resigns: her search stops and gives its place back.
    let r = hub.handle(&ctx("ann", "a"), Command::Resign).await;
    assert_eq!(ids(&r), ["game-over-win"]);
    waiting.await.unwrap();
    tokio::time::sleep(Duration::from_millis(100)).await;
    let r = hub.handle(&ctx("bob", "b"), Command::Hint).await;
    assert_eq!(ids(&r), ["hint"]);
}

/// Limits per member and server: refused privately before anything changes, saying which
/// limit and when to try again, in the member's language.
#[tokio::test]
async fn limits_on_games_challenges_and_rates() {
    let dir = tempfile::tempdir().unwrap();
    let config = HubConfig {
        max_games_per_member: 1,
        max_games_per_server: 2,
        max_challenges_per_member: 1,
        max_challenges_per_server: 10,
        plays_per_minute: 3,
        hints_per_minute: 2,
        ..HubConfig::default()
    };
    let (hub, _ev) = open(
        &dir.path().join("q.db"),
        config,
        Arc::new(FirstMove),
        Arc::new(qibot::hub::NoRenderer),
    )
    .await;
    let play = GameOptions::default;
    // One game a member: Ann's second /play is refused and leaves channel b free.
    let r = hub.handle(&ctx("ann", "a"), Command::PlayBot(play())).await;
    assert_eq!(ids(&r), ["game-started"]);
    let r = hub.handle(&ctx("ann", "b"), Command::PlayBot(play())).await;
    assert_eq!(refused(&r).as_deref(), Some("limit-games-member"));
    assert!(matches!(r[0].audience, Audience::Member { .. }));
    assert_eq!(
        hub.i18n().format("en", &r[0].message),
        "ANN already plays 1 games, the most one member may play at once; try again when one of them ends."
    );
    assert!(hub.game_in("b").await.is_none());
    // Two games a server: Bob's is the second, Cat's the third.
    let r = hub.handle(&ctx("bob", "b"), Command::PlayBot(play())).await;
    assert_eq!(ids(&r), ["game-started"]);
    let r = hub.handle(&ctx("cat", "c"), Command::PlayBot(play())).await;
    assert_eq!(refused(&r).as_deref(), Some("limit-games-server"));
    assert!(
        hub.i18n()
            .format("fr", &r[0].message)
            .starts_with("ce serveur a déjà 2 parties en cours")
    );
    // One open challenge a member: Cat's second is refused.
    let dare = |who: &str| Command::Challenge {
        opponent: player(who),
        options: GameOptions::default(),
    };
    let r = hub.handle(&ctx("cat", "d"), dare("dan")).await;
    assert!(!r[0].refused, "{:?}", ids(&r));
    let r = hub.handle(&ctx("cat", "e"), dare("eve")).await;
    assert_eq!(refused(&r).as_deref(), Some("limit-challenges-member"));
    // Hints: two a minute, the third says how long to wait.
    for _ in 0..2 {
        let r = hub.handle(&ctx("ann", "a"), Command::Hint).await;
        assert_eq!(ids(&r), ["hint"]);
    }
    let r = hub.handle(&ctx("ann", "a"), Command::Hint).await;
    assert_eq!(refused(&r).as_deref(), Some("limit-rate-hint"));
    let text = hub.i18n().format("en", &r[0].message);
    assert!(
        text.starts_with("you may ask for 2 hints a minute; try again in ")
            && text.ends_with(" s."),
        "{text}"
    );
    // Dan accepting would make a third game on the server: refused, the challenge stands.
    let r = hub.handle(&ctx("dan", "d"), Command::Accept).await;
    assert_eq!(refused(&r).as_deref(), Some("limit-games-server"));
    assert!(hub.game_in("d").await.is_none());
    // Three /play a minute: the refused one above counted as a request too, so after a
    // resignation Ann's third starts and her fourth waits.
    let r = hub.handle(&ctx("ann", "a"), Command::Resign).await;
    assert_eq!(ids(&r), ["game-over-win"]);
    let r = hub.handle(&ctx("ann", "a"), Command::PlayBot(play())).await;
    assert_eq!(ids(&r), ["game-started"]);
    let r = hub.handle(&ctx("ann", "a"), Command::Resign).await;
    assert_eq!(ids(&r), ["game-over-win"]);
    let r = hub.handle(&ctx("ann", "a"), Command::PlayBot(play())).await;
    assert_eq!(refused(&r).as_deref(), Some("limit-rate-play"));
    assert!(
        hub.i18n()
            .format("fr", &r[0].message)
            .starts_with("vous pouvez lancer 3 parties contre le bot par minute ; réessayez dans "),
    );
    assert!(hub.game_in("a").await.is_none());
}

/// A replay over `max_gif_bytes` is left out, with a note, never posted.
#[tokio::test]
async fn a_replay_too_big_is_left_out_with_a_note() {
    let dir = tempfile::tempdir().unwrap();
    let config = HubConfig {
        max_gif_bytes: 10,
        ..HubConfig::default()
    };
    let (hub, _ev) = open(
        &dir.path().join("q.db"),
        config,
        Arc::new(FirstMove),
        Arc::new(TinyPng),
    )
    .await;
    let me = ctx("ann", "c1");
    hub.handle(&me, Command::PlayBot(GameOptions::default()))
        .await;
    let r = hub.handle(&me, Command::Resign).await;
    assert_eq!(ids(&r), ["replay-too-big"]);
    assert!(r[0].game_over);
    assert!(!r[0].attachments.iter().any(|a| a.name.ends_with(".gif")));
    let text = hub.text(&r[0]);
    assert!(
        text.starts_with("Game #1 is over: qibot (medium) (Blue) beats ANN, by resignation.")
            && text.contains(
                "(The replay is left out: at 0.0 MB it is over the 0.0 MB that can be posted.)"
            ),
        "{text}"
    );
}

/// A game reaching `max_game_plies` ends in a draw by the move limit: stored and rated as a
/// draw, shown in both languages, the channel free; the bot's own move can reach it too.
#[tokio::test]
async fn the_longest_game_ends_in_a_draw() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("q.db");
    let config = HubConfig {
        max_game_plies: 4,
        ..HubConfig::default()
    };
    let (hub, _ev) = open(
        &path,
        config,
        Arc::new(FirstMove),
        Arc::new(qibot::hub::NoRenderer),
    )
    .await;
    let rated = GameOptions {
        rated: true,
        colour: Some("red".into()),
        ..GameOptions::default()
    };
    let ch = "long";
    challenge(&hub, "ann", "bob", ch, rated).await;
    let (ann, bob) = (ctx("ann", ch), ctx("bob", ch));
    for (who, m) in [(&ann, "g3g4"), (&bob, "a7a6"), (&ann, "g4g3")] {
        let r = hub.handle(who, Command::Move(m.into())).await;
        assert_eq!(ids(&r), ["move-played"], "{m}");
    }
    // The fourth ply is the longest game: a draw, although the board has no result.
    let r = hub.handle(&bob, Command::Move("a6a7".into())).await;
    assert_eq!(ids(&r), ["move-played", "game-over-draw", "rating-changes"]);
    assert_eq!(
        hub.text(&r[1]),
        "Game #1 is over: draw, by the move limit (the longest game allowed here). Result 1/2-1/2. Rematch?"
    );
    assert_eq!(
        hub.i18n().format("fr", &r[1].message),
        "La partie n° 1 est terminée : nulle, par la limite de coups (la plus longue partie permise ici). Résultat 1/2-1/2. Une revanche ?"
    );
    assert!(hub.game_in(ch).await.is_none(), "the channel is free");
    let stored = SqliteStore::open(&path)
        .unwrap()
        .game(1)
        .await
        .unwrap()
        .unwrap();
    let e = stored.record.state.ending.unwrap();
    assert_eq!((e.winner, e.reason), (None, EndReason::MoveLimit));
    assert_eq!(stored.record.moves.len(), 4);
    let r = hub.handle(&ann, profile(None)).await;
    assert!(
        hub.text(&r[0])
            .contains("one rated game: 0 won, 1 drawn, 0 lost"),
        "{}",
        hub.text(&r[0])
    );
    let r = hub.handle(&ann, Command::Export(1)).await;
    assert!(
        r[0].attachments
            .iter()
            .any(|a| String::from_utf8_lossy(&a.bytes).contains("[Reason \"move-limit\"]")),
        "the export names the reason"
    );

    // Against the bot, the bot's reply can be the ply that reaches the limit.
    let me = ctx("cat", "bot-game");
    hub.handle(&me, Command::PlayBot(rated_red_or_default()))
        .await;
    let mut over = Vec::new();
    for _ in 0..2 {
        let legal = hub
            .game_in("bot-game")
            .await
            .unwrap()
            .position
            .legal_moves()[0];
        over = hub
            .handle(&me, Command::Move(legal.to_string()))
            .await
            .into_iter()
            .map(|r| r.message.id)
            .collect();
    }
    assert_eq!(over, ["move-played", "move-played", "game-over-draw"]);
    assert!(hub.game_in("bot-game").await.is_none());
}

/// Red for the member, so that the member moves first.
fn rated_red_or_default() -> GameOptions {
    GameOptions {
        colour: Some("red".into()),
        ..GameOptions::default()
    }
}

/// One unreadable stored game (bad seat JSON, bad move text, or a well-formed move that is not
/// legal) no longer stops the hub: that game is quarantined, its channel is free, `/games`
/// tells server managers, and a restart does not quarantine it again.
#[test]
fn unreadable_stored_games_are_quarantined_and_the_hub_starts() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("q.db");
    let channels = ["good", "bad-seat", "bad-text", "illegal"];
    let rt = tokio::runtime::Runtime::new().unwrap();
    rt.block_on(async {
        let (hub, _ev) = simple(&path).await;
        for ch in channels {
            challenge(&hub, "ann", "bob", ch, GameOptions::default()).await;
            hub.handle(&ctx("ann", ch), Command::Move("g3g4".into()))
                .await;
        }
    });
    rt.shutdown_background();
    // Corrupt three of the rows behind the hub's back, as a bad disk or hand edit would.
    let conn = rusqlite::Connection::open(&path).unwrap();
    conn.execute_batch(
        "UPDATE games SET blue = '{\"Member\": 7' WHERE channel = 'bad-seat';
         UPDATE games SET moves = 'g3g4 ???' WHERE channel = 'bad-text';
         UPDATE games SET moves = 'g3g4 g3g4' WHERE channel = 'illegal';",
    )
    .unwrap();
    drop(conn);

    for start in 0..2 {
        let rt = tokio::runtime::Runtime::new().unwrap();
        rt.block_on(async {
            let (hub, _ev) = simple(&path).await;
            assert_eq!(hub.active_games(), 1 + start, "start {start}");
            assert_eq!(hub.game_in("good").await.unwrap().moves.len(), 1);
            for ch in &channels[1..] {
                assert!(
                    hub.game_in(ch).await.is_none() || start == 1 && *ch == "illegal",
                    "{ch}"
                );
            }
            if start == 0 {
                // The channel of a quarantined game takes a new game.
                challenge(&hub, "ann", "cat", "illegal", GameOptions::default()).await;
                assert_eq!(hub.game_in("illegal").await.unwrap().id, 5);
            }
            // Members see the active games only; a manager also the set-aside ones, privately.
            let r = hub
                .handle(&ctx("eve", "x"), Command::Games { manager: false })
                .await;
            assert_eq!(ids(&r), ["games-list"]);
            let r = hub
                .handle(&ctx("mod", "x"), Command::Games { manager: true })
                .await;
            assert_eq!(ids(&r), ["games-list", "games-quarantined"]);
            assert!(matches!(&r[1].audience, Audience::Member { user, .. } if user == "mod"));
            let text = hub.text(&r[1]);
            assert_eq!(text.lines().count(), 4, "{text}");
            says(
                &text,
                &[
                    "#2 in bad-seat: a stored seat cannot be read",
                    "#3 in bad-text: a stored move cannot be read",
                    "#4 in illegal: game 4: move 2 is illegal",
                ],
            );
            // A quarantined game is no game to export.
            let r = hub.handle(&ctx("ann", "x"), Command::Export(3)).await;
            assert_eq!(refused(&r).as_deref(), Some("export-unknown"));
        });
        rt.shutdown_background();
    }
}

/// The board of `r` and its style, for the style tests.
fn board_style(r: &Reply) -> qibot::render::PieceStyle {
    r.board.as_ref().expect("a board").style
}

/// Issue 16: a member's piece style is stored (keeping their `notify`), survives a new hub on
/// the same store, is used for the next board drawn for them, and leaves the other member's
/// boards in theirs; a public board takes the style of the player to move; an unknown style is
/// refused with the names and changes nothing. The real renderer draws the style it is given.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn piece_styles_per_member() {
    use qibot::render::PieceStyle;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("q.db");
    {
        let store = SqliteStore::open(&path).unwrap();
        let before = MemberSettings {
            piece_style: None,
            notify: Some(true),
            language: None,
        };
        store.set_member_settings("ann", &before).await.unwrap();
    }
    let (hub, _ev) = open(
        &path,
        HubConfig::default(),
        Arc::new(FirstMove),
        qibot::hub::plugins::renderer(),
    )
    .await;
    let ch = "style";
    let xiangqi = GameOptions {
        game: Some("xiangqi".into()),
        colour: Some("red".into()),
        ..GameOptions::default()
    };
    let r = challenge(&hub, "ann", "bob", ch, xiangqi).await;
    // Nobody chose: Xiangqi's own look.
    assert_eq!(board_style(&r[0]), PieceStyle::Characters);
    let (ann, bob) = (ctx("ann", ch), ctx("bob", ch));

    let r = hub.handle(&ann, Command::SetStyle(None)).await;
    let text = replied(&hub, &r, &["style-current"]);
    assert!(text.contains("each game's own look"), "{text}");
    let r = hub
        .handle(&ann, Command::SetStyle(Some("runes".into())))
        .await;
    assert_eq!(refused(&r).as_deref(), Some("style-unknown"));
    let text = hub.text(&r[0]);
    assert!(
        text.contains("runes") && text.contains("pictograms"),
        "{text}"
    );
    let r = hub
        .handle(&ann, Command::SetStyle(Some("Letters".into())))
        .await;
    assert_eq!(ids(&r), ["style-set"]);
    assert!(matches!(&r[0].audience, Audience::Member { user, .. } if user == "ann"));

    // Mid-game, the next board: ann's in letters, bob's still in characters.
    let r = hub.handle(&ann, Command::Board).await;
    assert_eq!(board_style(&r[0]), PieceStyle::Letters);
    let ann_png = r[0].attachments[0].bytes.clone();
    let view = r[0].board.clone().unwrap();
    let status = hub.i18n().format(&r[0].locale, &view.status);
    let renderer = qibot::hub::plugins::renderer();
    assert!(renderer.board_png(&view, &status).unwrap() == ann_png);
    let as_characters = BoardView {
        style: PieceStyle::Characters,
        ..view.clone()
    };
    assert!(renderer.board_png(&as_characters, &status).unwrap() != ann_png);
    let r = hub.handle(&bob, Command::Board).await;
    assert_eq!(board_style(&r[0]), PieceStyle::Characters);

    // The channel's board after a move: in the style of the player to move.
    let r = hub.handle(&ann, Command::Move("h2e2".into())).await;
    assert_eq!(ids(&r), ["move-played"]);
    assert_eq!(board_style(&r[0]), PieceStyle::Characters, "bob to move");
    let r = hub.handle(&bob, Command::Move("h9g7".into())).await;
    assert_eq!(ids(&r), ["move-played"]);
    assert_eq!(board_style(&r[0]), PieceStyle::Letters, "ann to move");
    // Bob picks pictograms: his boards change, ann's stay letters.
    let r = hub
        .handle(&bob, Command::SetStyle(Some("pictogrammes".into())))
        .await;
    assert_eq!(ids(&r), ["style-set"]);
    let r = hub.handle(&bob, Command::Board).await;
    assert_eq!(board_style(&r[0]), PieceStyle::Pictograms);
    let r = hub.handle(&ann, Command::Board).await;
    assert_eq!(board_style(&r[0]), PieceStyle::Letters);
    assert_eq!(
        r[0].board.as_ref().unwrap().text_board().lines().last(),
        Some("   a b c d e f g h i")
    );
    assert!(
        r[0].board
            .as_ref()
            .unwrap()
            .text_board()
            .starts_with("9  r h e a g a e . r")
    );
    drop(hub);

    // A new hub on the same store remembers both.
    let (hub, _ev) = simple(&path).await;
    let r = hub.handle(&ann, Command::Board).await;
    assert_eq!(board_style(&r[0]), PieceStyle::Letters);
    let r = hub.handle(&bob, Command::Board).await;
    assert_eq!(board_style(&r[0]), PieceStyle::Pictograms);
    let r = hub.handle(&ann, Command::SetStyle(None)).await;
    assert!(hub.text(&r[0]).contains("letters"), "{}", hub.text(&r[0]));
    drop(hub);
    let store = SqliteStore::open(&path).unwrap();
    let ann_settings = store.member_settings("ann").await.unwrap();
    assert_eq!(ann_settings.piece_style.as_deref(), Some("letters"));
    assert_eq!(ann_settings.notify, Some(true), "notify kept");
    let bob_settings = store.member_settings("bob").await.unwrap();
    assert_eq!(bob_settings.piece_style.as_deref(), Some("pictograms"));
    assert_eq!(bob_settings.notify, None);
}

/// `/export N`, `/review N` and `/rematch N` of a finished game whose row cannot be read name
/// that game as unreadable (in the member's language), not as a failure of the whole store; on
/// another server the game stays unknown, and the member's other games are still exported.
#[test]
fn an_unreadable_finished_game_is_named_as_such() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("q.db");
    let rt = tokio::runtime::Runtime::new().unwrap();
    rt.block_on(async {
        let (hub, _ev) = simple(&path).await;
        for ch in ["one", "two"] {
            challenge(&hub, "ann", "bob", ch, GameOptions::default()).await;
            hub.handle(&ctx("ann", ch), Command::Move("g3g4".into()))
                .await;
            let r = hub.handle(&ctx("bob", ch), Command::Resign).await;
            assert!(r.iter().any(|r| r.game_over), "{:?}", ids(&r));
        }
    });
    rt.shutdown_background();
    let conn = rusqlite::Connection::open(&path).unwrap();
    conn.execute_batch("UPDATE games SET moves = 'g3g4 ???' WHERE channel = 'one'")
        .unwrap();
    drop(conn);

    let rt = tokio::runtime::Runtime::new().unwrap();
    rt.block_on(async {
        let (hub, _ev) = simple(&path).await;
        for cmd in [Command::Export(1), Command::Review(Some(1))] {
            let r = hub.handle(&ctx("ann", "x"), cmd).await;
            assert_eq!(refused(&r).as_deref(), Some("game-unreadable"));
            let en = hub.text(&r[0]);
            assert!(
                en.starts_with("game #1 cannot be read (a stored move cannot be read"),
                "{en}"
            );
            assert!(en.contains("other games are not affected"), "{en}");
            let fr = hub.i18n().format("fr", &r[0].message);
            assert!(
                fr.starts_with("la partie n° 1 ne peut pas être lue"),
                "{fr}"
            );
        }
        // Another server's member learns nothing of it.
        let other = Ctx {
            server: "elsewhere".into(),
            ..ctx("ann", "x")
        };
        let r = hub.handle(&other, Command::Export(1)).await;
        assert_eq!(refused(&r).as_deref(), Some("export-unknown"));
        // The readable game is exported as before.
        let r = hub.handle(&ctx("ann", "x"), Command::Export(2)).await;
        assert_eq!(ids(&r), ["export"]);
    });
    rt.shutdown_background();
}

/// Issue 14: one reminder a turn, to the member to move, pinging them unless they turned
/// notifications off; none again for the same turn after a restart; the turn's deadline still
/// ends the game. `/abort` by a moderator ends a game without a result, unrated; by anyone else
/// it is refused.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn reminders_once_a_turn_and_abort() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("q.db");
    let config = HubConfig {
        abandon_after: std::time::Duration::from_secs(3),
        reminder_fraction: 0.2,
        ..HubConfig::default()
    };
    let (hub, mut ev) = open(
        &path,
        config.clone(),
        Arc::new(FirstMove),
        Arc::new(qibot::hub::NoRenderer),
    )
    .await;
    let started = challenge(&hub, "ann", "bob", "r", GameOptions::default()).await;
    assert_eq!(
        started[0].ping.as_deref(),
        Some("ann"),
        "the start pings Red"
    );
    let r = hub
        .handle(&ctx("bob", "r"), Command::SetNotify(false))
        .await;
    assert_eq!(ids(&r), ["notify-off"]);
    let r = hub
        .handle(&ctx("ann", "r"), Command::Move("g3g4".into()))
        .await;
    assert_eq!(r[0].ping, None, "Bob turned his pings off");
    // Bob's reminder, 0.6 s into his turn, without a ping; then nothing more until he loses.
    let first = tokio::time::timeout(Duration::from_secs(3), ev.recv())
        .await
        .expect("a reminder")
        .unwrap();
    assert_eq!(first.message.id, "reminder-abandon");
    assert!(
        hub.text(&first)
            .starts_with("BOB, it is your move in game #1")
    );
    assert_eq!(first.ping, None);
    // A restart within the turn does not send it again.
    drop(ev);
    hub.shutdown().await;
    drop(hub);
    let (hub, mut ev) = open(
        &path,
        config,
        Arc::new(FirstMove),
        Arc::new(qibot::hub::NoRenderer),
    )
    .await;
    let next = tokio::time::timeout(Duration::from_secs(5), ev.recv())
        .await
        .expect("the abandonment")
        .unwrap();
    assert_eq!(next.message.id, "game-over-win", "{}", hub.text(&next));

    // /abort: refused to a plain member, done by a moderator, unrated, channel freed.
    challenge(
        &hub,
        "cat",
        "dan",
        "m",
        GameOptions {
            rated: true,
            ..Default::default()
        },
    )
    .await;
    let r = hub
        .handle(&ctx("cat", "m"), Command::Abort { moderator: false })
        .await;
    assert_eq!(refused(&r).as_deref(), Some("abort-forbidden"));
    let r = hub
        .handle(&ctx("mod", "m"), Command::Abort { moderator: true })
        .await;
    assert_eq!(r[0].message.id, "game-over-no-result");
    assert!(hub.game_in("m").await.is_none());
    let g = SqliteStore::open(&path)
        .unwrap()
        .read_game(2)
        .unwrap()
        .unwrap();
    assert_eq!(g.state.ending.unwrap().reason, EndReason::Aborted);
    assert!(
        !g.rated,
        "it was to be rated, and is kept as unrated: it counted for nothing"
    );
    assert_eq!(
        g.state.rating_changes, None,
        "an aborted game changes no rating"
    );
    assert!(
        SqliteStore::open(&path)
            .unwrap()
            .rating("srv", "jungle", "cat")
            .await
            .unwrap()
            .is_none(),
        "no rating row for an aborted game"
    );
    assert!(
        hub.handle(&ctx("cat", "m"), Command::PlayBot(GameOptions::default()))
            .await[0]
            .message
            .id
            .starts_with("game-started")
    );
}

/// A challenge answered by typing: `accept` / `accepter` by the member challenged starts the
/// game, `refuser` declines it, `decline` by the challenger withdraws it; anyone else's word,
/// and chat, are for nobody.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_challenge_is_answered_by_the_typed_word() {
    let dir = tempfile::tempdir().unwrap();
    let (hub, _ev) = simple(&dir.path().join("q.db")).await;
    let dare = |a: &'static str, b: &'static str, ch: &'static str| {
        let hub = &hub;
        async move {
            let r = hub
                .handle(
                    &ctx(a, ch),
                    Command::Challenge {
                        opponent: player(b),
                        options: GameOptions::default(),
                    },
                )
                .await;
            assert_eq!(ids(&r), ["challenge-made"]);
        }
    };
    dare("ann", "bob", "c1").await;
    assert!(
        hub.typed("c1", "cy", "accept").await.is_none(),
        "not challenged"
    );
    assert!(
        hub.typed("c1", "ann", "accept").await.is_none(),
        "her own challenge"
    );
    assert!(
        hub.typed("c1", "bob", "hello there").await.is_none(),
        "chat"
    );
    assert!(
        hub.typed("c9", "bob", "accept").await.is_none(),
        "no challenge there"
    );
    let cmd = hub.typed("c1", "bob", "Accepter").await.expect("an answer");
    assert!(matches!(cmd, Command::Accept), "{cmd:?}");
    let r = hub.handle(&ctx("bob", "c1"), cmd).await;
    assert!(ids(&r).contains(&"game-started"), "{:?}", ids(&r));
    assert!(hub.game_in("c1").await.is_some());

    dare("ann", "bob", "c2").await;
    let cmd = hub.typed("c2", "bob", "refuser").await.expect("an answer");
    let r = hub.handle(&ctx("bob", "c2"), cmd).await;
    assert_eq!(ids(&r), ["challenge-declined"]);
    assert!(hub.challenge_in("c2").is_none());

    dare("ann", "bob", "c3").await;
    let cmd = hub
        .typed("c3", "ann", "decline")
        .await
        .expect("a withdrawal");
    let r = hub.handle(&ctx("ann", "c3"), cmd).await;
    assert!(hub.text(&r[0]).contains("withdrew"), "{}", hub.text(&r[0]));
    assert!(hub.challenge_in("c3").is_none());
    assert!(hub.game_in("c3").await.is_none());
}

/// A reminder before a move clock runs out (`reminder_fraction` of the way), once a turn, to
/// the member to move in their language (Ann in English, Bob in French), before the loss on
/// time.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reminder_comes_before_the_move_clock_runs_out() {
    let dir = tempfile::tempdir().unwrap();
    let config = HubConfig {
        reminder_fraction: 0.5,
        ..HubConfig::default()
    };
    let (hub, mut ev) = open(
        &dir.path().join("q.db"),
        config,
        Arc::new(FirstMove),
        Arc::new(qibot::hub::NoRenderer),
    )
    .await;
    let timed = GameOptions {
        time: Some("2s".into()),
        ..Default::default()
    };
    let r = hub
        .handle(
            &ctx("ann", "t"),
            Command::Challenge {
                opponent: player("bob"),
                options: timed,
            },
        )
        .await;
    assert_eq!(ids(&r), ["challenge-made"]);
    let mut bob = ctx("bob", "t");
    bob.user.locale = Some("fr".into());
    let r = hub.handle(&bob, Command::Accept).await;
    assert!(ids(&r).contains(&"game-started"), "{:?}", ids(&r));
    let next = async |ev: &mut Events| {
        tokio::time::timeout(Duration::from_secs(5), ev.recv())
            .await
            .expect("a timer event")
            .unwrap()
    };
    let t0 = Instant::now();
    let first = next(&mut ev).await;
    assert_eq!(first.message.id, "reminder-clock");
    let text = hub.text(&first);
    assert!(
        text.starts_with("ANN, it is your move in game #1: 0:01 left on your clock."),
        "{text}"
    );
    assert_eq!(first.ping.as_deref(), Some("ann"));
    // Half of the 2 s (the hub's clock is wall time, this test's monotonic: 50 ms slack).
    assert!(t0.elapsed() + Duration::from_millis(50) >= Duration::from_millis(1000));
    assert!(
        t0.elapsed() < Duration::from_millis(2000),
        "{:?}",
        t0.elapsed()
    );
    let r = hub
        .handle(&ctx("ann", "t"), Command::Move("g3g4".into()))
        .await;
    assert_eq!(ids(&r), ["move-played"]);
    let second = next(&mut ev).await;
    assert_eq!(second.message.id, "reminder-clock");
    let text = hub.text(&second);
    assert!(
        text.starts_with(
            "BOB, c'est à vous de jouer dans la partie n° 1 : il vous reste 0:01 à la pendule."
        ),
        "{text}"
    );
    assert_eq!(second.ping.as_deref(), Some("bob"));
    // Then only the loss on time: no second reminder in the same turn.
    let over = next(&mut ev).await;
    assert_eq!(over.message.id, "game-over-win", "{}", hub.text(&over));
    assert!(hub.text(&over).contains("ANN"), "{}", hub.text(&over));
}

/// A member's own language (issue 35, point 3) ranks before the locale the front-end sends:
/// Ann's Discord speaks `zh-TW`; she chooses Vietnamese, and what only she sees is in
/// Vietnamese while what the channel sees stays in the server's language (French). The choice
/// is stored (a new hub on the same store keeps it); `auto` clears it, back to `zh-TW`; an
/// unknown language is refused and changes nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_members_own_language_comes_before_the_interactions() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("q.db");
    let (hub, _ev) = simple(&path).await;
    let ch = "languages";
    let mut ann = ctx("ann", ch);
    ann.user.locale = Some("zh-TW".into());
    let bob = ctx("bob", ch);
    let r = hub.handle(&bob, Command::SetLanguage("fr".into())).await;
    assert_eq!(ids(&r), ["language-set"]);

    // Nothing chosen: the interaction's language.
    let r = hub.handle(&ann, Command::SetMemberLanguage(None)).await;
    let text = replied(&hub, &r, &["member-language-none"]);
    assert_eq!(r[0].locale, "zh-Hant");
    assert!(text.starts_with("你沒有選擇語言"), "{text}");
    let r = hub
        .handle(&ann, Command::SetMemberLanguage(Some("klingon".into())))
        .await;
    assert_eq!(refused(&r).as_deref(), Some("language-unknown"));
    assert_eq!(r[0].locale, "zh-Hant");

    // Vietnamese, by its own name: answered in Vietnamese, to Ann alone.
    let r = hub
        .handle(&ann, Command::SetMemberLanguage(Some("Tiếng Việt".into())))
        .await;
    let text = replied(&hub, &r, &["member-language-set"]);
    assert_eq!(r[0].locale, "vi");
    assert!(matches!(&r[0].audience, Audience::Member { user, .. } if user == "ann"));
    assert!(
        text.starts_with("Ngôn ngữ của các tin trả lời chỉ bạn thấy: tiếng Việt"),
        "{text}"
    );

    // A game: the channel's messages in French, Ann's refusals in Vietnamese.
    let xiangqi = GameOptions {
        game: Some("xiangqi".into()),
        colour: Some("red".into()),
        ..GameOptions::default()
    };
    let r = challenge(&hub, "ann", "bob", ch, xiangqi).await;
    assert_eq!(ids(&r), ["game-started"]);
    assert_eq!(r[0].locale, "fr");
    assert!(
        hub.text(&r[0]).starts_with("Partie n° 1"),
        "{}",
        hub.text(&r[0])
    );
    let r = hub.handle(&ann, Command::Move("b0b5".into())).await;
    assert_eq!(refused(&r).as_deref(), Some("move-refused"));
    assert_eq!(r[0].locale, "vi");
    assert!(hub.text(&r[0]).contains("Mã"), "{}", hub.text(&r[0]));
    // Vietnamese notation: Pháo 2 bình 5, shown to the channel in French.
    let r = hub.handle(&ann, Command::Move("P2-5".into())).await;
    assert_eq!(ids(&r), ["move-played"], "{}", hub.text(&r[0]));
    assert_eq!(r[0].locale, "fr");
    assert_eq!(r[0].played.unwrap().mv.to_string(), "h2e2");
    let r = hub.handle(&ann, Command::Hint).await;
    assert_eq!(r[0].locale, "vi", "{}", hub.text(&r[0]));
    drop(hub);

    // Stored: a new hub on the same store answers Ann in Vietnamese at once.
    let (hub, _ev) = simple(&path).await;
    let r = hub.handle(&ann, Command::SetMemberLanguage(None)).await;
    let text = replied(&hub, &r, &["member-language-current"]);
    assert_eq!(r[0].locale, "vi");
    assert!(text.contains("tiếng Việt"), "{text}");
    let r = hub.handle(&bob, Command::Board).await;
    assert_eq!(r[0].locale, "fr", "bob chose nothing: the server's");

    // Cleared: back to the interaction's language; her other settings kept.
    let r = hub
        .handle(&ann, Command::SetStyle(Some("letters".into())))
        .await;
    assert_eq!(ids(&r), ["style-set"]);
    let r = hub
        .handle(&ann, Command::SetMemberLanguage(Some("auto".into())))
        .await;
    replied(&hub, &r, &["member-language-cleared"]);
    assert_eq!(r[0].locale, "zh-Hant");
    let r = hub.handle(&ann, Command::Move("h9g7".into())).await;
    assert_eq!(refused(&r).as_deref(), Some("not-your-turn"));
    assert_eq!(r[0].locale, "zh-Hant");
    let mut ann_fr = ann.clone();
    ann_fr.user.locale = None;
    let r = hub.handle(&ann_fr, Command::Board).await;
    assert_eq!(
        r[0].locale, "fr",
        "no choice, no interaction locale: the server's"
    );
    drop(hub);
    let store = SqliteStore::open(&path).unwrap();
    let s = store.member_settings("ann").await.unwrap();
    assert_eq!(s.language, None);
    assert_eq!(s.piece_style.as_deref(), Some("letters"));
}
