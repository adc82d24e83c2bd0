//! The rules options through the hub: a game with `first = "blue"` starts with Blue to move
//! (against a member and against the bot), `repetition = "forbid"` refuses the repeating move
//! in English and French, a perpetual chase loses a Xiangqi game under the Asian rules.

mod support;
use support::says::{never_says, says};

use support::hub::{ctx, first_move_hub, ids, player, replied};
use support::records;

use std::path::Path;
use std::sync::Arc;

use qibot::games::any::{GameKind, Side};
use qibot::hub::{Command, Events, GameOptions, Hub, HubConfig, Reply, Seat};
use qibot::hub::{SqliteStore, Store};

async fn hub(path: &Path) -> (Hub, Events) {
    let store: Arc<dyn Store> = Arc::new(SqliteStore::open(path).unwrap());
    first_move_hub(store, HubConfig::default()).await
}

fn with_rules(rules: &str) -> GameOptions {
    GameOptions {
        rules: Some(rules.into()),
        ..GameOptions::default()
    }
}

async fn challenge(hub: &Hub, options: GameOptions) -> Vec<Reply> {
    let r = hub
        .handle(
            &ctx("ann", "c"),
            Command::Challenge {
                opponent: player("bob"),
                options,
            },
        )
        .await;
    assert_eq!(ids(&r), ["challenge-made"]);
    hub.handle(&ctx("bob", "c"), Command::Accept).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn first_blue_has_blue_move_first() {
    let dir = tempfile::tempdir().unwrap();
    let (hub, _ev) = hub(&dir.path().join("q.db")).await;
    // Ann plays Red (the challenger's default colour); Bob, Blue, moves first.
    let r = challenge(&hub, with_rules("standard,first=blue")).await;
    let text = replied(&hub, &r, &["game-started"]);
    assert!(
        text.ends_with("Rules standard + first=blue, no clock, casual. Blue moves first."),
        "{text}"
    );
    let r = hub
        .handle(&ctx("ann", "c"), Command::Move("rat up".into()))
        .await;
    assert!(r[0].refused);
    assert_eq!(hub.text(&r[0]), "it is not your turn: BOB is to move");
    let r = hub
        .handle(&ctx("bob", "c"), Command::Move("rat up".into()))
        .await;
    assert_eq!(ids(&r), ["move-played"]);
    let played = r[0].played.unwrap();
    assert_eq!(
        (played.side, played.mv.to_string()),
        (Side::Second, "a7a6".into())
    );
    let g = hub.game_in("c").await.unwrap();
    assert_eq!(g.moves.len(), 1);
    assert_eq!(g.position.side_to_move(), Side::First);

    // Against the bot, the bot (Blue) moves at once when the member plays Red.
    let me = ctx("cat", "bot");
    let r = hub
        .handle(&me, Command::PlayBot(with_rules("standard,first=blue")))
        .await;
    assert_eq!(ids(&r), ["game-started", "move-played"]);
    let bot = r[1].played.unwrap();
    assert!(bot.by_bot && bot.side == Side::Second);
    let r = hub.handle(&me, Command::Move("rat up".into())).await;
    assert_eq!(ids(&r)[0], "move-played");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn forbid_refuses_the_repeating_move_in_both_languages() {
    let dir = tempfile::tempdir().unwrap();
    let (hub, _ev) = hub(&dir.path().join("q.db")).await;
    challenge(&hub, with_rules("standard,repetition=forbid")).await;
    let shuffle = ["a1b1", "g9f9", "b1a1", "f9g9", "a1b1", "g9f9", "b1a1"];
    for (i, m) in shuffle.iter().enumerate() {
        let who = if i % 2 == 0 { "ann" } else { "bob" };
        let r = hub.handle(&ctx(who, "c"), Command::Move((*m).into())).await;
        assert_eq!(ids(&r), ["move-played"], "{m}");
    }
    let r = hub
        .handle(&ctx("bob", "c"), Command::Move("f9g9".into()))
        .await;
    assert!(r[0].refused);
    assert_eq!(
        hub.text(&r[0]),
        "That move is not possible: this move would repeat the position a third time."
    );
    let mut bob = ctx("bob", "c");
    bob.user.locale = Some("fr".into());
    let r = hub.handle(&bob, Command::Move("f9g9".into())).await;
    assert_eq!(
        hub.text(&r[0]),
        "Ce coup est impossible : ce coup répéterait la position une troisième fois."
    );
    let g = hub.game_in("c").await.unwrap();
    assert_eq!(g.moves.len(), 7, "the refusals changed nothing");
    assert_eq!(g.state.ending, None);
    // The move autocomplete offers the tiger's other move (f9e9), not the forbidden one.
    let tiger: Vec<String> = hub
        .move_choices("c", "en", "tiger")
        .await
        .into_iter()
        .map(|(_, m)| m)
        .collect();
    assert!(
        !tiger.is_empty() && !tiger.contains(&"f9g9".to_string()),
        "{tiger:?}"
    );
    assert!(tiger.contains(&"f9e9".to_string()), "{tiger:?}");
    assert!(hub.move_choices("nowhere", "en", "").await.is_empty());
}

/// `/rules` in a channel whose game was started with `rules`, for a member speaking `locale`.
async fn rules_text(rules: &str, game: &str, locale: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    let (hub, _ev) = hub(&dir.path().join("q.db")).await;
    let mut me = ctx("ann", "c");
    let options = GameOptions {
        game: Some(game.into()),
        ..with_rules(rules)
    };
    let r = hub.handle(&me, Command::PlayBot(options)).await;
    assert_eq!(ids(&r)[0], "game-started", "{}", hub.text(&r[0]));
    me.user.locale = Some(locale.into());
    let r = hub.handle(&me, Command::Rules(None)).await;
    assert_eq!(ids(&r), ["rules-text"]);
    hub.text(&r[0])
}

/// The presets' names come from the locale files (issue 35): in Chinese and Vietnamese they
/// are translated, the options that differ still shown as typed; no English preset name is
/// left in those texts.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn preset_names_are_translated() {
    for (rules, game, locale, start) in [
        ("standard", "jungle", "zh-CN", "规则：标准；"),
        ("standard", "xiangqi", "zh-TW", "規則：標準；"),
        ("standard", "xiangqi", "vi", "Luật: tiêu chuẩn;"),
        ("traditional", "jungle", "vi", "Luật: truyền thống;"),
        ("asian", "xiangqi", "zh-TW", "規則：亞洲；"),
        ("casual", "xiangqi", "zh-CN", "规则：休闲；"),
        ("engine", "jungle", "zh-TW", "規則：引擎；"),
        ("fivefold", "jungle", "zh-CN", "规则：五次重复；"),
        (
            "vertical-tiger,dog_swims=true",
            "jungle",
            "vi",
            "Luật: hổ nhảy dọc + dog_swims=true;",
        ),
        ("vertical-tiger", "jungle", "zh-CN", "规则：虎纵跳；"),
    ] {
        let t = rules_text(rules, game, locale).await;
        assert!(t.starts_with(start), "{rules} {locale}: {t}");
        let preset = rules.split(',').next().unwrap();
        never_says(&t[..start.len()], &[preset]);
    }
    // The game's start, for the channel, names them so too.
    let dir = tempfile::tempdir().unwrap();
    let (hub, _ev) = hub(&dir.path().join("q.db")).await;
    let me = ctx("ann", "c");
    let r = hub.handle(&me, Command::SetLanguage("vi".into())).await;
    assert_eq!(ids(&r), ["language-set"]);
    let options = GameOptions {
        game: Some("xiangqi".into()),
        ..with_rules("asian")
    };
    let r = hub.handle(&me, Command::PlayBot(options)).await;
    let started = replied(&hub, &r, &["game-started"]);
    assert!(started.contains("Luật châu Á,"), "{started}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_rules_summary_tells_the_options_in_force() {
    // The standard rules: the guides' main rules.
    let t = rules_text("standard", "jungle", "en").await;
    assert!(
        t.starts_with("Rules: standard; time control: no clock."),
        "{t}"
    );
    says(
        &t,
        &[
            "lions and tigers jump the rivers; only the rat swims; a piece on an enemy trap has rank 0; enter the opponent's den to win. Red moves first. A position occurring 3 times is a draw. 100 plies in a row without a capture are a draw.",
            "tiger jumps: both ways (`tiger_jump=both`)",
        ],
    );
    let t = rules_text("standard", "jungle", "fr").await;
    says(
        &t,
        &[
            "le lion et le tigre sautent les rivières ; seul le rat nage ; une pièce sur un piège adverse a le rang 0",
            "saut du tigre : dans les deux sens (`tiger_jump=both`)",
            "le chien nage : non (`dog_swims=false`)",
        ],
    );

    // An override keeps its preset's name; the summary follows the options.
    let t = rules_text("vertical-tiger,dog_swims=true", "jungle", "en").await;
    assert!(
        t.starts_with("Rules: vertical-tiger + dog_swims=true;"),
        "{t}"
    );
    says(
        &t,
        &[
            "lions jump the rivers, tigers only vertically; the rat and the dog swim;",
            "120 plies in a row without a capture are a draw.",
            "dog swims: yes (`dog_swims=true`)",
        ],
    );
    never_says(&t, &["only the rat swims"]);
    let t = rules_text("vertical-tiger,dog_swims=true", "jungle", "fr").await;
    assert!(
        t.starts_with("Règles : vertical-tiger + dog_swims=true ;"),
        "{t}"
    );
    says(
        &t,
        &[
            "le lion saute les rivières, le tigre seulement verticalement ; le rat et le chien nagent ;",
            "saut du tigre : verticalement seulement (`tiger_jump=vertical`)",
        ],
    );

    let house = "standard,universal_traps=true,rat_captures_elephant_from_water=true,first=blue,repetition=forbid,no_capture_draw_plies=0";
    let t = rules_text(house, "jungle", "en").await;
    says(
        &t,
        &[
            "elephant; yet the rat takes the elephant, even from the water);",
            "a piece on any trap has rank 0;",
            "Blue moves first. A move that would make a position occur 3 times is refused",
            "No limit on moves without a capture.",
            "first to move: Blue (`first=blue`)",
            "plies without capture that draw: off (`no_capture_draw_plies=0`)",
        ],
    );
    let t = rules_text(house, "jungle", "fr").await;
    says(
        &t,
        &[
            "éléphant ; pourtant le rat prend l'éléphant, même depuis l'eau) ;",
            "une pièce sur n'importe quel piège a le rang 0 ;",
            "Bleu commence. Un coup qui ferait apparaître une position 3 fois est refusé",
            "premier à jouer : Bleu (`first=blue`)",
            "une position répétée : est interdite au camp qui répète (`repetition=forbid`)",
        ],
    );

    // Xiangqi's Asian rules.
    let t = rules_text("asian", "xiangqi", "en").await;
    assert!(t.starts_with("Rules: asian;"), "{t}");
    says(
        &t,
        &[
            "the side that gave check with every move of the cycle loses (perpetual check; both sides checking: a draw); else the side that attacked the same unprotected piece with every move of the cycle, giving no check, loses (perpetual chase; a chase by a general or by a soldier that has not crossed the river, or both sides chasing: a draw); else a draw.",
            "a repeated position: Asian rules (perpetual check and perpetual chase lose) (`repetition=asian`)",
            "asian (the side that keeps checking, or keeps chasing an unprotected piece, through the repetition loses)",
        ],
    );
    never_says(&t, &["not judged"]);
    let t = rules_text("asian", "xiangqi", "fr").await;
    says(
        &t,
        &[
            "sinon le camp qui a attaqué la même pièce non protégée à chaque coup du cycle, sans donner échec, perd (chasse perpétuelle ;",
            "une position répétée : règles asiatiques (l'échec perpétuel et la chasse perpétuelle perdent)",
        ],
    );
    never_says(&t, &["pas encore jugée"]);
}

/// Stores a Xiangqi game between Ann (Red) and Bob (Black) in channel `channel` from `fen`
/// under `rules`, as a game started earlier would be stored.
fn store_xiangqi(path: &Path, id: i64, channel: &str, rules: &str, fen: &str) {
    let store = SqliteStore::open(path).unwrap();
    let seats = [Seat::Member(player("ann")), Seat::Member(player("bob"))];
    let rec = records::game_record(
        id,
        channel,
        GameKind::Xiangqi,
        seats,
        rules,
        fen,
        Vec::new(),
    );
    let rt = tokio::runtime::Runtime::new().unwrap();
    assert_eq!(rt.block_on(store.insert_game(&rec, None)).unwrap(), id);
}

/// Red's chariot follows Black's unprotected cannon between g4/i4 and g7/i7; the eighth ply
/// brings the start back for the third time.
const CHASE_FEN: &str = "5k3/9/6R2/9/9/8c/9/9/3K5/9 w - - 0 1";
const CHASE: [&str; 4] = ["g7g4", "i4i7", "g4g7", "i7i4"];

/// Plays the chase twice round in `channel` and returns the replies to the last move.
async fn play_chase(hub: &Hub, channel: &str) -> Vec<Reply> {
    let mut last = Vec::new();
    for (i, m) in CHASE.iter().cycle().take(8).enumerate() {
        let who = if i % 2 == 0 { "ann" } else { "bob" };
        last = hub
            .handle(&ctx(who, channel), Command::Move((*m).into()))
            .await;
        assert_eq!(ids(&last)[0], "move-played", "{m}: {}", hub.text(&last[0]));
    }
    last
}

#[test]
fn a_perpetual_chase_loses_under_the_asian_rules() {
    use qibot::hub::{EndReason, Ending};
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("q.db");
    store_xiangqi(&path, 1, "asian", "asian", CHASE_FEN);
    store_xiangqi(&path, 2, "std", "standard", CHASE_FEN);
    let rt = tokio::runtime::Runtime::new().unwrap();
    rt.block_on(async {
        let (hub, _ev) = hub(&path).await;
        let r = play_chase(&hub, "asian").await;
        assert_eq!(ids(&r), ["move-played", "game-over-win"]);
        assert_eq!(
            hub.text(&r[1]),
            "Game #1 is over: BOB (Black) beats ANN, because the opponent chased an unprotected piece perpetually. Result 0-1. Rematch?"
        );
        let mut fr = r[1].clone();
        fr.locale = "fr".into();
        let t = hub.text(&fr);
        assert!(
            t.contains("car l'adversaire a chassé perpétuellement une pièce non protégée. Résultat 0-1."),
            "{t}"
        );
        assert!(hub.game_in("asian").await.is_none());
        // The same moves under the standard rules only draw.
        let r = play_chase(&hub, "std").await;
        assert_eq!(ids(&r), ["move-played", "game-over-draw"]);
        assert!(hub.text(&r[1]).contains("draw, by repetition"), "{}", hub.text(&r[1]));
        hub.shutdown().await;
    });
    let stored = SqliteStore::open(&path).unwrap();
    assert_eq!(
        stored.read_game(1).unwrap().unwrap().state.ending,
        Some(Ending::win(Side::Second, EndReason::PerpetualChase))
    );
    assert_eq!(
        stored
            .read_game(2)
            .unwrap()
            .unwrap()
            .state
            .ending
            .map(|e| e.reason),
        Some(EndReason::Repetition)
    );
}

/// `/rules` for a game started with `rules` in a channel, as `ann` (English).
async fn rules_reply(rules: &str, game: &str) -> Reply {
    let dir = tempfile::tempdir().unwrap();
    let (hub, _ev) = hub(&dir.path().join("q.db")).await;
    let me = ctx("ann", "c");
    let options = GameOptions {
        game: Some(game.into()),
        ..with_rules(rules)
    };
    let r = hub.handle(&me, Command::PlayBot(options)).await;
    assert_eq!(ids(&r)[0], "game-started", "{}", hub.text(&r[0]));
    let mut r = hub.handle(&me, Command::Rules(None)).await;
    assert_eq!(ids(&r), ["rules-text"]);
    r.remove(0)
}

/// The table's line for `attacker` in the text of the rules reply's capture table.
fn table_row<'a>(text: &'a str, attacker: &str) -> &'a str {
    text.lines()
        // The column heads start with spaces, the rows with their attacker.
        .find(|l| l.starts_with(attacker) && l.split_whitespace().next() == Some(attacker))
        .unwrap_or_else(|| panic!("no row {attacker} in\n{text}"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn jungle_rules_carry_the_capture_table_for_the_rules_in_force() {
    let standard = rules_reply("standard", "jungle").await;
    assert_eq!(standard.attachments.len(), 1);
    let a = &standard.attachments[0];
    assert_eq!(a.name, "jungle-captures.png");
    let img = image::load_from_memory(&a.bytes).expect("a PNG");
    assert_eq!(img.width(), 760);
    let text = a.text.as_deref().expect("the table as text");
    // Columns: rat cat dog wolf leopard tiger lion elephant.
    assert_eq!(
        table_row(text, "Cat")
            .split_whitespace()
            .collect::<Vec<_>>(),
        ["Cat", "X", "X", ".", ".", ".", ".", ".", "."]
    );
    assert_eq!(
        table_row(text, "Rat")
            .split_whitespace()
            .collect::<Vec<_>>(),
        ["Rat", "x", ".", ".", ".", ".", ".", ".", "x"]
    );

    // Every trap lowers every piece: the cat takes the elephant standing on its own trap; the
    // rat takes the elephant from the water.
    let house = rules_reply(
        "standard,universal_traps=true,rat_captures_elephant_from_water=true",
        "jungle",
    )
    .await;
    let h = house.attachments[0].text.as_deref().unwrap();
    assert_eq!(
        table_row(h, "Cat").split_whitespace().collect::<Vec<_>>(),
        ["Cat", "X", "X", "t", "t", "t", "t", "t", "t"]
    );
    assert_eq!(table_row(h, "Rat").split_whitespace().last(), Some("X"));
    assert_ne!(
        house.attachments[0].bytes, a.bytes,
        "the picture changes too"
    );

    // Xiangqi's rules reply is unchanged: no picture.
    let xq = rules_reply("standard", "xiangqi").await;
    assert!(xq.attachments.is_empty());
}
