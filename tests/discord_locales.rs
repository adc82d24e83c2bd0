//! The slash commands speak from the locale files (issue 32, point 4): registering them through
//! the real serenity/poise client against the fake Discord sends, for every locale folder of
//! `locales/`, the names, descriptions and choice labels written in it under the Discord codes
//! it serves; the English texts are the defaults. Which language a member reads (issue 35,
//! point 3): a member who chose nothing is answered privately in the `locale` of the
//! interaction, while what the channel sees stays in the server's language.

mod support;

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use serde_json::{Value, json};

use support::bot::{Launch, fake_and_db, quiet, start, start_ready, stop};
use support::fake_discord::{
    APP, FakeDiscord, GUILD, command_interaction, content, data, ephemeral,
};
use support::requests::{int_opt, move_opt, send};

/// The `id = text` lines of every `.ftl` file of `locales/<tag>/` (no multi-line messages are
/// used for the commands).
fn messages(tag: &str) -> HashMap<String, String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("locales")
        .join(tag);
    let mut all = HashMap::new();
    for f in std::fs::read_dir(&dir).unwrap() {
        let path = f.unwrap().path();
        if path.extension().is_none_or(|x| x != "ftl") {
            continue;
        }
        for line in std::fs::read_to_string(&path).unwrap().lines() {
            if !line.starts_with(|c: char| c.is_ascii_lowercase()) {
                continue;
            }
            if let Some((id, text)) = line.split_once(" = ") {
                all.insert(id.trim().to_string(), text.trim().to_string());
            }
        }
    }
    all
}

/// Every locale folder's tag.
fn folders() -> Vec<String> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("locales");
    let mut tags: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.path().is_dir())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    tags.sort();
    tags
}

/// The command or option text `field` of `v` for Discord code `code` (`None`: the default).
fn text<'a>(v: &'a Value, field: &str, code: Option<&str>) -> &'a str {
    match code {
        None => v[field].as_str().unwrap_or(""),
        Some(c) => v[format!("{field}_localizations")][c]
            .as_str()
            .unwrap_or(""),
    }
}

/// The text of `keys` (the first the locale has).
fn first<'a>(m: &'a HashMap<String, String>, keys: &[String]) -> &'a str {
    keys.iter()
        .find_map(|k| m.get(k))
        .unwrap_or_else(|| panic!("none of {keys:?}"))
}

async fn registered() -> Vec<Value> {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = start(&fake, &dir.path().join("locales.db"), Launch::new(&fake)).await;
    assert!(fake.wait_identified(1, 60).await, "the client identified");
    let reg = fake
        .wait_request(0, 60, |r| {
            r.method == "PUT"
                && r.path == format!("/api/v10/applications/{APP}/guilds/{GUILD}/commands")
        })
        .await
        .expect("commands registered");
    stop(bot).await;
    reg.json.as_array().expect("a command list").clone()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn every_locale_folder_names_and_describes_the_commands() {
    let cmds = registered().await;
    assert!(cmds.len() >= 20, "{} commands", cmds.len());
    let en = messages("en");
    let mut checked = 0;
    for tag in folders() {
        let m = messages(&tag);
        let codes: Vec<String> = m["locale-discord"]
            .split_whitespace()
            .map(str::to_string)
            .collect();
        assert!(!codes.is_empty(), "locales/{tag}: no Discord code");
        // English gives the defaults; every other folder the localisations of its codes.
        let targets: Vec<Option<&str>> = if tag == "en" {
            vec![None]
        } else {
            codes.iter().map(|c| Some(c.as_str())).collect()
        };
        for code in targets {
            for c in &cmds {
                let name = c["name"].as_str().unwrap();
                assert_eq!(text(c, "name", code), m[&format!("cmd-{name}")], "{tag}");
                assert_eq!(
                    text(c, "description", code),
                    m[&format!("cmd-{name}-desc")],
                    "{tag} /{name}"
                );
                for o in c["options"].as_array().into_iter().flatten() {
                    let opt = o["name"].as_str().unwrap();
                    let keys = |end: &str| {
                        [
                            format!("cmd-{name}-{opt}{end}"),
                            format!("option-{opt}{end}"),
                        ]
                    };
                    assert_eq!(text(o, "name", code), first(&m, &keys("")), "{tag} /{name}");
                    assert_eq!(
                        text(o, "description", code),
                        first(&m, &keys("-desc")),
                        "{tag} /{name} {opt}"
                    );
                    checked += 1;
                }
            }
        }
        if tag == "fr" {
            assert_eq!(codes, ["fr"]);
        }
    }
    assert!(checked > 40, "{checked} options checked");

    // French, as written in locales/fr/: a command, an option, a game choice.
    let fr = messages("fr");
    let challenge = cmds.iter().find(|c| c["name"] == "challenge").unwrap();
    assert_eq!(challenge["name_localizations"]["fr"], "défi");
    assert_eq!(fr["cmd-challenge"], "défi");
    assert_eq!(
        challenge["description_localizations"]["fr"],
        fr["cmd-challenge-desc"].as_str()
    );
    let game = challenge["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "game")
        .unwrap();
    assert_eq!(game["name_localizations"]["fr"], "jeu");
    let labels: Vec<(&str, &str)> = game["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            (
                c["name"].as_str().unwrap(),
                c["name_localizations"]["fr"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        labels,
        [
            (
                en["choice-game-jungle"].as_str(),
                fr["choice-game-jungle"].as_str()
            ),
            (
                en["choice-game-xiangqi"].as_str(),
                fr["choice-game-xiangqi"].as_str()
            ),
        ]
    );
    assert_eq!(labels[1].1, "Xiangqi (échecs chinois)");

    // /language offers every locale folder, each by its own name, in the hub's order.
    let language = cmds.iter().find(|c| c["name"] == "language").unwrap();
    let offered: Vec<&str> = language["options"][0]["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect();
    let want: Vec<String> = qibot::hub::I18n::languages()
        .iter()
        .map(|t| messages(t)["locale-name"].clone())
        .collect();
    assert_eq!(offered, want);
    assert_eq!(want.len(), folders().len());
    assert!(offered.contains(&"Français"), "{offered:?}");
}

/// No command text is written in Rust any more.
#[test]
fn no_inline_localisation_in_the_sources() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/discord");
    for f in std::fs::read_dir(dir).unwrap() {
        let path = f.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(
            !text.contains(&["_local", "ized("].concat()),
            "{}",
            path.display()
        );
    }
}

/// Whether `name` is a command or option name Discord accepts: 1 to 32 characters, letters
/// (lower-case where the script has cases), digits, `-` and `_` (Discord's "Application
/// Command Naming" rule, `^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$`).
fn discord_name_ok(name: &str) -> bool {
    let n = name.chars().count();
    (1..=32).contains(&n)
        && name.chars().all(|c| {
            (c.is_alphanumeric() || c == '-' || c == '_') && c.to_lowercase().eq(std::iter::once(c))
        })
}

/// The Chinese and Vietnamese registrations (issue 35): every command, option and choice has a
/// `zh-CN`, `zh-TW` and `vi` text, differing from English where a translation is expected,
/// within Discord's lengths (names 1–32, descriptions and choice names 1–100) and characters.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn chinese_and_vietnamese_registrations_pass_discords_rules() {
    let cmds = registered().await;
    let mut checked = 0;
    for code in ["zh-CN", "zh-TW", "vi"] {
        let mut translated = 0;
        let mut look = |v: &Value, what: &str, limit: usize, is_name: bool| {
            let local = text(v, what, Some(code));
            let english = text(v, what, None);
            assert!(!local.is_empty(), "{code}: no {what} for {english:?}");
            let n = local.chars().count();
            assert!(
                (1..=limit).contains(&n),
                "{code}: {what} {local:?} is {n} characters"
            );
            if is_name {
                assert!(
                    discord_name_ok(local),
                    "{code}: {what} {local:?} breaks Discord's rule"
                );
            }
            translated += usize::from(local != english);
            checked += 1;
        };
        for c in &cmds {
            look(c, "name", 32, true);
            look(c, "description", 100, false);
            for o in c["options"].as_array().into_iter().flatten() {
                look(o, "name", 32, true);
                look(o, "description", 100, false);
                // /language and /mylanguage list each language by its own name, the same
                // for every reader.
                for ch in o["choices"].as_array().into_iter().flatten() {
                    if !own_name(ch) {
                        look(ch, "name", 100, false);
                    }
                }
            }
        }
        // Most texts are translations, not English copies (names of games and numbers may stay).
        assert!(
            translated * 10 > checked_share(&cmds) * 8,
            "{code}: only {translated} translated"
        );
    }
    assert!(checked > 300, "{checked} texts checked");
}

/// How many texts one locale registers (names, descriptions, choice names).
fn checked_share(cmds: &[Value]) -> usize {
    cmds.iter()
        .map(|c| {
            2 + c["options"]
                .as_array()
                .into_iter()
                .flatten()
                .map(|o| {
                    let choices = o["choices"].as_array().into_iter().flatten();
                    2 + choices.filter(|ch| !own_name(ch)).count()
                })
                .sum::<usize>()
        })
        .sum()
}

/// Whether choice `ch` is a language's own name (`locale-name` of a folder).
fn own_name(ch: &Value) -> bool {
    static NAMES: std::sync::LazyLock<Vec<String>> = std::sync::LazyLock::new(|| {
        folders()
            .iter()
            .map(|t| messages(t)["locale-name"].clone())
            .collect()
    });
    NAMES.iter().any(|n| ch["name"] == n.as_str())
}

const ANN: (u64, &str) = (1_000_000_000_000_000_031, "Ann");
const BOB: (u64, &str) = (1_000_000_000_000_000_032, "Bob");
const CH: u64 = 1_100_000_000_000_000_031;

/// `/name options` sent by `who` whose Discord speaks `locale`; its answer.
async fn slash(
    fake: &FakeDiscord,
    who: (u64, &str),
    locale: &str,
    name: &str,
    options: Value,
) -> support::fake_discord::Recorded {
    let v = command_interaction(0, 2, CH, who, locale, name, options, json!({}));
    send(fake, v).await
}

/// The index Discord sends for a choice of `/language`.
fn language_index(tag: &str) -> i64 {
    let i = qibot::hub::I18n::languages().iter().position(|t| *t == tag);
    i.unwrap() as i64
}

/// Ann sets the server's language to French (`/language`).
async fn server_speaks_french(fake: &FakeDiscord) {
    let french = int_opt("language", language_index("fr"));
    let r = slash(fake, ANN, "en-US", "language", french).await;
    assert_eq!(
        content(data(&r)),
        messages("fr")["language-set"],
        "{}",
        r.json
    );
}

/// Bob, whose Discord speaks `zh-TW`, plays Xiangqi as Red against the beginner in a French
/// server; the board's text (the channel's, in French).
async fn bob_plays_xiangqi(fake: &FakeDiscord) -> String {
    let options = json!([
        {"name": "game", "type": 4, "value": 1},
        {"name": "level", "type": 4, "value": 0},
        {"name": "colour", "type": 4, "value": 0},
    ]);
    let r = slash(fake, BOB, "zh-TW", "play", options).await;
    let started = content(data(&r));
    assert!(!ephemeral(data(&r)), "{}", r.json);
    assert!(started.contains("Partie n° 1"), "{started}");
    started
}

/// Bob's Discord speaks `zh-TW` and he chose no language; the server's is French (`/language`,
/// set by Ann). His game's board, his moves and the bot's are posted in French for the
/// channel; what only he sees (a refused move) is in Traditional Chinese.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn private_replies_in_the_interaction_s_locale_public_ones_in_the_server_s() {
    let (fake, _dir, db) = fake_and_db("locale-order.db").await;
    let bot = start_ready(&fake, &db, Launch::new(&fake)).await;
    // What the bot sends from here on (the registration names every language).
    let from = fake.requests().len();
    let zh = messages("zh-Hant");

    server_speaks_french(&fake).await;

    // /play xiangqi as Red against the beginner: the board is the channel's, in French.
    let started = bob_plays_xiangqi(&fake).await;
    assert!(started.contains("Bob (Rouge)"), "{started}");
    assert!(!started.contains("對局"), "{started}");

    // A refused move: only Bob sees it, in Traditional Chinese.
    let r = slash(&fake, BOB, "zh-TW", "move", move_opt("兵五進二")).await;
    let refused = content(data(&r));
    assert!(ephemeral(data(&r)), "{}", r.json);
    let prefix = zh["move-refused"].split('{').next().unwrap().to_string();
    assert!(refused.starts_with(&prefix), "{refused}");
    assert!(refused.contains("這步棋不能走"), "{refused}");

    // His move, for the channel: in French, the Chinese notation added for him, a reader of
    // Chinese.
    let r = slash(&fake, BOB, "zh-TW", "move", move_opt("炮二平五")).await;
    let played = content(data(&r));
    assert!(!ephemeral(data(&r)), "{}", r.json);
    assert!(played.contains("Bob (Rouge) : C2.5 炮二平五"), "{played}");
    // The bot's answer is the channel's too: French.
    let answer = fake
        .wait_request(from, 30, |r| {
            r.json.to_string().contains("qibot (débutant) (Noir) : ")
        })
        .await;
    assert!(answer.is_some(), "the bot answers in French");
    quiet(&fake).await;
    let sent: Vec<String> = fake.requests()[from..]
        .iter()
        .map(|r| r.json.to_string())
        .collect();
    assert!(!sent.iter().any(|p| p.contains("黑方")), "{sent:#?}");
    stop(bot).await;
}

/// Bob's Discord speaks `zh-TW`, but he chose Vietnamese (`/mylanguage`, issue 35, point 3):
/// what only he sees is in Vietnamese, what the channel sees in the server's language
/// (French); choosing "Discord's language" clears his choice, and his private replies follow
/// his Discord (`zh-TW`) again.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_members_own_language_comes_before_the_interaction_s() {
    let (fake, _dir, db) = fake_and_db("my-language.db").await;
    let bot = start_ready(&fake, &db, Launch::new(&fake)).await;
    let vi = messages("vi");
    let zh = messages("zh-Hant");
    let prefix =
        |m: &HashMap<String, String>, id: &str| m[id].split('{').next().unwrap().to_string();
    server_speaks_french(&fake).await;

    // Nothing chosen yet: his Discord's language.
    let r = slash(&fake, BOB, "zh-TW", "mylanguage", json!([])).await;
    assert!(ephemeral(data(&r)), "{}", r.json);
    assert_eq!(content(data(&r)), zh["member-language-none"], "{}", r.json);
    // Vietnamese, chosen from the list.
    let r = slash(
        &fake,
        BOB,
        "zh-TW",
        "mylanguage",
        int_opt("language", language_index("vi")),
    )
    .await;
    assert!(ephemeral(data(&r)), "{}", r.json);
    let set = content(data(&r));
    assert!(
        set.starts_with(&prefix(&vi, "member-language-set")),
        "{set}"
    );
    assert!(set.contains("tiếng Việt"), "{set}");

    // His game's board is the channel's: French.
    bob_plays_xiangqi(&fake).await;
    // A refused move, for him alone: Vietnamese, not Traditional Chinese.
    let r = slash(&fake, BOB, "zh-TW", "move", move_opt("兵五進二")).await;
    let refused = content(data(&r));
    assert!(ephemeral(data(&r)), "{}", r.json);
    assert!(
        refused.starts_with(&prefix(&vi, "move-refused")),
        "{refused}"
    );
    assert!(!refused.contains("這步棋不能走"), "{refused}");
    // His move, in Vietnamese notation, for the channel: French.
    let r = slash(&fake, BOB, "zh-TW", "move", move_opt("P2-5")).await;
    let played = content(data(&r));
    assert!(!ephemeral(data(&r)), "{}", r.json);
    assert!(played.contains("Bob (Rouge) : C2.5"), "{played}");
    let answer = fake
        .wait_request(0, 30, |r| {
            r.json.to_string().contains("qibot (débutant) (Noir) : ")
        })
        .await;
    assert!(answer.is_some(), "the bot answers, in French");

    // "Discord's language" (the last choice): cleared, his Discord's language again.
    let auto = qibot::hub::I18n::languages().len() as i64;
    let r = slash(&fake, BOB, "zh-TW", "mylanguage", int_opt("language", auto)).await;
    assert!(ephemeral(data(&r)), "{}", r.json);
    assert_eq!(
        content(data(&r)),
        zh["member-language-cleared"],
        "{}",
        r.json
    );
    let r = slash(&fake, BOB, "zh-TW", "move", move_opt("兵五進二")).await;
    let refused = content(data(&r));
    assert!(ephemeral(data(&r)), "{}", r.json);
    assert!(
        refused.starts_with(&prefix(&zh, "move-refused")),
        "{refused}"
    );
    let store = qibot::hub::SqliteStore::open(&db).unwrap();
    use qibot::hub::Store;
    let settings = store.member_settings(&BOB.0.to_string()).await.unwrap();
    assert_eq!(settings.language, None);
    stop(bot).await;
}
