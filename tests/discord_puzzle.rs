//! `/puzzle` through the real serenity/poise client against the fake Discord (issue 37, point
//! 3): a member gets a shipped Jungle puzzle near their puzzle rating, privately; they answer
//! with `/move` and the bot plays the defence; the right line solves it and raises their
//! puzzle rating, kept in the store; on the next puzzle a wrong move ends the try with the
//! solution (chosen in the menus under the board) and lowers the rating; `/profile` shows the puzzle record, the next member's
//! start message how often the puzzle was solved. A puzzle solved in the
//! channel is shown to everyone and answered by typing, while another member plays the
//! channel's game.

mod support;

use std::path::Path;
use std::time::Duration;

use serde_json::{Value, json};

use qibot::games::any::GameKind;
use qibot::games::contract::GamePosition;
use qibot::games::puzzle::Puzzle;
use qibot::hub::puzzles;
use qibot::hub::{SqliteStore, Store};

use support::bot::{Launch, fake_and_db, start, stop};
use support::fake_discord::{
    self as fake, FakeDiscord, GUILD, button_interaction, clicked_message, command_interaction,
    select_interaction, with_permissions,
};
use support::requests::{
    self, interact, is_callback, move_autocomplete, move_opt, type_message, wait_registered,
};

const A: (u64, &str) = (1_000_000_000_000_000_031, "Ann");
const B: (u64, &str) = (1_000_000_000_000_000_032, "Bob");
const CH: u64 = 1_100_000_000_000_000_031;

/// Sends slash command `name` with `options`; returns the message it was answered with, once
/// it has settled (a deferred answer is edited in later).
async fn slash(fake: &FakeDiscord, name: &str, options: Value) -> fake::Msg {
    slash_by(fake, A, name, options).await
}

/// [`slash`] by member `who`.
async fn slash_by(fake: &FakeDiscord, who: (u64, &str), name: &str, options: Value) -> fake::Msg {
    slash_in(fake, who, "en-US", name, options).await
}

/// [`slash_by`] from a Discord client in `locale`.
async fn slash_in(
    fake: &FakeDiscord,
    who: (u64, &str),
    locale: &str,
    name: &str,
    options: Value,
) -> fake::Msg {
    let (id, _) = requests::slash(fake, who, CH, locale, name, options, json!({})).await;
    for _ in 0..100 {
        if let Some((_, Some(m))) = fake.answer_of(id)
            && !m.content.is_empty()
        {
            return m;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("/{name} was answered with no message");
}

/// Ann chooses `value` in menu `custom_id` of the bot's message `m`; returns what the bot
/// answered with (the message as updated, or a new one), once settled.
async fn choose(fake: &FakeDiscord, m: &fake::Msg, custom_id: &str, value: &str) -> fake::Msg {
    let (id, from) = interact(fake, |id| {
        select_interaction(id, CH, A, "en-US", custom_id, value, clicked_message(m))
    });
    fake.wait_request(from, 30, |r| is_callback(r, id) && r.status == 204)
        .await
        .unwrap_or_else(|| panic!("no answer to the menu {custom_id}"));
    tokio::time::sleep(Duration::from_millis(300)).await;
    // The newest message of the channel, or the clicked one as it is now.
    let newest = fake.messages(CH).into_iter().last();
    let original = fake.answer_of(id).and_then(|(_, o)| o);
    original
        .into_iter()
        .chain(newest)
        .max_by_key(|x| x.id.parse::<u64>().unwrap_or(0))
        .expect("an answer to the menu")
}

/// The shipped Jungle puzzle a start message names (`Puzzle j0042 (…`).
fn named_puzzle(text: &str) -> &'static Puzzle {
    let id = text
        .split_whitespace()
        .find(|w| w.starts_with('j') && w[1..].chars().all(|c| c.is_ascii_digit()))
        .unwrap_or_else(|| panic!("no puzzle id in {text:?}"));
    puzzles::shipped(GameKind::Jungle)
        .iter()
        .find(|p| p.id == id)
        .unwrap_or_else(|| panic!("{id} is not a shipped puzzle"))
}

/// The puzzle rating a message announces (`Your puzzle rating: 1662 (162).`).
fn announced_rating(text: &str) -> i64 {
    let after = text
        .split("Your puzzle rating: ")
        .nth(1)
        .unwrap_or_else(|| panic!("no rating in {text:?}"));
    after
        .split_whitespace()
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no rating in {text:?}"))
}

/// Ann's puzzle record as the store holds it: (rating, solved, failed).
async fn record(db: &Path) -> (f64, i64, i64) {
    let s = SqliteStore::open(db).unwrap();
    let r = s
        .puzzle_record(qibot::store::PuzzleKey::new(
            &GUILD.to_string(),
            "jungle",
            &A.0.to_string(),
        ))
        .await
        .unwrap()
        .expect("a puzzle record");
    (r.rating, r.solved, r.failed)
}

/// Ann's `/puzzle from:server` (a puzzle from this server's own games), once answered.
async fn from_server(fake: &FakeDiscord) -> fake::Msg {
    slash(
        fake,
        "puzzle",
        json!([{"name": "from", "type": 4, "value": 1}]),
    )
    .await
}

/// `/puzzle` as the bot registered it, once it has identified.
async fn registered_puzzle(fake: &FakeDiscord) -> Value {
    assert!(fake.wait_identified(1, 60).await, "the client identified");
    let reg = wait_registered(fake, 0).await;
    let cmds = reg.json.as_array().expect("a command list");
    cmds.iter()
        .find(|c| c["name"] == "puzzle")
        .expect("/puzzle registered")
        .clone()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_member_solves_one_puzzle_and_fails_the_next() {
    let (fake, _dir, db) = fake_and_db("qibot.db").await;
    let bot = start(&fake, &db, Launch::new(&fake)).await;
    let puzzle_cmd = registered_puzzle(&fake).await;
    assert_eq!(puzzle_cmd["name_localizations"]["fr"], "problème");
    assert_eq!(puzzle_cmd["name_localizations"]["zh-CN"], "谜题");

    // A first puzzle: the shipped one nearest to a new member's rating, privately.
    let start_msg = slash(&fake, "puzzle", json!([])).await;
    assert!(start_msg.ephemeral, "{start_msg:?}");
    let first = named_puzzle(&start_msg.content);
    let expected = puzzles::nearest(puzzles::shipped(GameKind::Jungle), 1500.0, &|_| false)
        .expect("a shipped puzzle");
    assert_eq!(first.id, expected.id);
    assert!(
        start_msg.files.iter().any(|f| f.ends_with(".png")),
        "a board: {start_msg:?}"
    );
    assert!(
        start_msg
            .components()
            .iter()
            .any(|(id, _)| id.starts_with("qibot:puzzle-pick:")),
        "a menu of the pieces: {start_msg:?}"
    );

    // The right line: each solver move with /move; the bot answers with the defence.
    let moves: Vec<String> = first.solution.iter().map(|m| m.to_string()).collect();
    let mut last = String::new();
    for (i, m) in moves.iter().enumerate().step_by(2) {
        let answer = slash(&fake, "move", move_opt(m)).await;
        assert!(answer.ephemeral, "{answer:?}");
        if i + 1 < moves.len() {
            assert!(answer.content.contains("Right!"), "{}", answer.content);
        }
        last = answer.content;
    }
    assert!(last.contains("Solved!"), "{last}");
    let solved_rating = announced_rating(&last);
    assert!(solved_rating > 1500, "{last}");
    // The change is written with its sign, as the console writes it (issue 68, point 7).
    assert!(
        last.contains(&format!("{solved_rating} (+{})", solved_rating - 1500)),
        "{last}"
    );
    let (stored, solved, failed) = record(&db).await;
    assert_eq!((solved, failed), (1, 0));
    assert_eq!(stored.round() as i64, solved_rating);

    // Bob, new to puzzles, gets the same first puzzle, with how it fared so far.
    let bobs_start = slash_by(&fake, B, "puzzle", json!([])).await;
    assert_eq!(named_puzzle(&bobs_start.content).id, first.id);
    assert!(
        bobs_start
            .content
            .contains("So far 1 of 1 tries solved it."),
        "{}",
        bobs_start.content
    );

    // The next puzzle is another one; a wrong (legal) move ends it with the solution.
    let start_msg = slash(&fake, "puzzle", json!([])).await;
    let second = named_puzzle(&start_msg.content);
    assert_ne!(second.id, first.id);
    let pos = second.position().unwrap();
    // Autocomplete of /move lists the puzzle's moves, the solution's first among them.
    let r = move_autocomplete(&fake, A, CH, "").await;
    let offered: Vec<String> = r.json["data"]["choices"]
        .as_array()
        .expect("choices")
        .iter()
        .map(|c| c["value"].as_str().unwrap_or("").to_string())
        .collect();
    let legal: Vec<String> = pos.legal_moves().iter().map(|m| m.to_string()).collect();
    assert!(
        !offered.is_empty() && offered.iter().all(|m| legal.contains(m)),
        "{offered:?}"
    );
    if legal.len() <= 25 {
        assert!(
            offered.contains(&second.solution[0].to_string()),
            "{offered:?}"
        );
    }
    let wrong = pos
        .legal_moves()
        .into_iter()
        .find(|m| *m != second.solution[0] && !pos.play(*m).legal_moves().is_empty())
        .expect("a move that does not win");
    // The wrong move chosen in the menus: its piece, then the move.
    let wrong_text = wrong.to_string();
    let menu = |prefix: &str, m: &fake::Msg| {
        m.components()
            .into_iter()
            .map(|(id, _)| id)
            .find(|id| id.starts_with(prefix))
            .unwrap_or_else(|| panic!("no {prefix} menu: {m:?}"))
    };
    let pick = menu("qibot:puzzle-pick:", &start_msg);
    let picked = choose(&fake, &start_msg, &pick, &wrong_text[..2]).await;
    let to = menu("qibot:puzzle-to:", &picked);
    let answer = choose(&fake, &picked, &to, &wrong_text).await;
    assert!(
        answer
            .content
            .contains("That is not the move. The solution:"),
        "{}",
        answer.content
    );
    let failed_rating = announced_rating(&answer.content);
    assert!(failed_rating < solved_rating, "{}", answer.content);
    assert!(
        answer.content.contains(&format!("{failed_rating} (-")),
        "{}",
        answer.content
    );
    let (stored, solved, failed) = record(&db).await;
    assert_eq!((solved, failed), (1, 1));
    assert_eq!(stored.round() as i64, failed_rating);

    // /profile shows the puzzle record beside the game rating.
    let profile = slash(&fake, "profile", json!([])).await;
    assert!(
        profile.content.contains(&format!(
            "Puzzles: rating {failed_rating}, 1 solved, 1 failed."
        )),
        "{}",
        profile.content
    );

    // No try left: a move is refused as for a channel without a game.
    let answer = slash(&fake, "move", move_opt(&wrong.to_string())).await;
    assert!(!answer.content.contains("Solved"), "{}", answer.content);

    // A puzzle solved in the channel: everyone sees it, and a typed move answers it.
    let start_msg = slash(
        &fake,
        "puzzle",
        json!([{"name": "public", "type": 5, "value": true}]),
    )
    .await;
    assert!(!start_msg.ephemeral, "{start_msg:?}");
    let third = named_puzzle(&start_msg.content);
    assert!(third.id != first.id && third.id != second.id);
    // Bob plays a game against the bot in the same channel meanwhile: his moves go to his
    // game, Ann's to her puzzle.
    let game = slash_by(&fake, B, "play", json!([])).await;
    assert!(game.content.contains("Game #1"), "{}", game.content);
    let opening = qibot::games::jungle::Position::startpos(Default::default());
    let bobs = opening.legal_moves()[0].to_string();
    let played = slash_by(&fake, B, "move", move_opt(&bobs)).await;
    assert!(!played.ephemeral, "{played:?}");
    assert!(!played.content.contains("Right!"), "{}", played.content);
    let stored = support::requests::stored(&db, 1).moves;
    assert_eq!(stored.first().map(|m| m.to_string()), Some(bobs.clone()));
    let before = fake.messages(CH).len();
    type_message(&fake, CH, A, &third.solution[0].to_string());
    assert!(
        fake.wait_until(20, |f| f
            .messages(CH)
            .iter()
            .skip(before)
            .any(|m| m.content.contains("Right!") || m.content.contains("Solved!")))
            .await,
        "the typed move answered the puzzle: {:?}",
        fake.messages(CH)
    );
    stop(bot).await;
}

/// The channel of the daily puzzle.
const DAILY: u64 = 1_100_000_000_000_000_032;

/// `/dailypuzzle <sub>` with `options` by `who` with member permissions `perms`, in [`CH`];
/// the message it was answered with.
async fn daily_cmd(
    fake: &FakeDiscord,
    who: (u64, &str),
    perms: u64,
    sub: &str,
    options: Value,
) -> fake::Msg {
    let resolved = json!({"channels": {DAILY.to_string(): {
        "id": DAILY.to_string(), "name": "daily", "type": 0, "permissions": "2147483647"
    }}});
    let (id, from) = interact(fake, |id| {
        let v = command_interaction(
            id,
            2,
            CH,
            who,
            "en-US",
            "dailypuzzle",
            json!([{"name": sub, "type": 1, "options": options}]),
            resolved.clone(),
        );
        with_permissions(v, 2_147_483_647, perms)
    });
    fake.wait_request(from, 30, |r| is_callback(r, id) && r.status == 204)
        .await
        .expect("an answer to /dailypuzzle");
    for _ in 0..100 {
        if let Some((_, Some(m))) = fake.answer_of(id)
            && !m.content.is_empty()
        {
            return m;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("/dailypuzzle {sub} was answered with no message");
}

/// Ann presses the button `custom_id` of message `m` in [`DAILY`]; the newest message
/// of the channel afterwards (her private answer).
async fn press(fake: &FakeDiscord, m: &fake::Msg, custom_id: &str) -> fake::Msg {
    let before = fake.messages(DAILY).len();
    let (id, from) = interact(fake, |id| {
        button_interaction(id, DAILY, A, "en-US", custom_id, clicked_message(m))
    });
    fake.wait_request(from, 30, |r| is_callback(r, id))
        .await
        .unwrap_or_else(|| panic!("no answer to the button {custom_id}"));
    assert!(
        fake.wait_until(20, |f| f.messages(DAILY).len() > before)
            .await,
        "an answer to {custom_id}"
    );
    fake.messages(DAILY).into_iter().last().unwrap()
}

/// `/move` by Ann in [`DAILY`]; the message it was answered with.
async fn move_in_daily(fake: &FakeDiscord, text: &str) -> fake::Msg {
    let (id, from) = interact(fake, |id| {
        command_interaction(id, 2, DAILY, A, "en-US", "move", move_opt(text), json!({}))
    });
    fake.wait_request(from, 30, |r| is_callback(r, id) && r.status == 204)
        .await
        .expect("an answer to /move");
    for _ in 0..100 {
        if let Some((_, Some(m))) = fake.answer_of(id)
            && !m.content.is_empty()
        {
            return m;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("/move was answered with no message");
}

/// The daily puzzle (issue 37, point 4) through the fake Discord: `/dailypuzzle` is
/// registered in every language; a member without Manage Server is refused, a bad time is
/// refused with the format, both privately and changing nothing; an admin sets it for 18:00
/// (UTC, said so); at 17:59 nothing is posted, at 18:00 the day's puzzle is posted once in its
/// channel as a board with a Solve button; Ann presses it and solves that exact puzzle
/// privately with `/move`; pressing again tells her she tried; the next day's post names the
/// solution and "1 of 1".
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_daily_puzzle_is_set_posted_at_its_hour_and_solved_privately() {
    use qibot::hub::puzzles::{self as pz, DAY_MS};
    let (fake, _dir, db) = fake_and_db("qibot.db").await;
    let bot = start(&fake, &db, Launch::new(&fake)).await;
    assert!(fake.wait_identified(1, 60).await, "the client identified");
    let reg = wait_registered(&fake, 0).await;
    let cmd = reg
        .json
        .as_array()
        .expect("a command list")
        .iter()
        .find(|c| c["name"] == "dailypuzzle")
        .cloned()
        .expect("/dailypuzzle registered");
    assert_eq!(cmd["name_localizations"]["fr"], "problème-du-jour");
    assert_eq!(cmd["name_localizations"]["zh-CN"], "每日谜题");
    let subs: Vec<&str> = cmd["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["name"].as_str().unwrap())
        .collect();
    assert_eq!(subs, ["set", "off"]);

    let store = SqliteStore::open(&db).unwrap();
    let set = |time: &str| {
        json!([
            {"name": "channel", "type": 7, "value": DAILY.to_string()},
            {"name": "time", "type": 3, "value": time},
        ])
    };
    // Bob may not manage the server: refused privately.
    let refused = daily_cmd(&fake, B, 0, "set", set("18:00")).await;
    assert!(refused.ephemeral, "{refused:?}");
    assert!(
        refused.content.contains("manage the server"),
        "{}",
        refused.content
    );
    // Times not written HH:MM: refused privately with the format.
    for bad in ["25:00", "6pm"] {
        let m = daily_cmd(&fake, A, 2_147_483_647, "set", set(bad)).await;
        assert!(m.ephemeral, "{m:?}");
        assert!(
            m.content.contains(bad) && m.content.contains("HH:MM"),
            "{}",
            m.content
        );
    }
    let guild = GUILD.to_string();
    assert_eq!(store.daily_puzzle(&guild).await.unwrap(), None);
    // The clock is fixed before the setting exists: on the system clock, a run after
    // 18:00 UTC let the loop post before the test's 17:59 check.
    let day = pz::day_of(qibot::hub::now_ms());
    let at = |h: i64, m: i64| day * DAY_MS + h * 3_600_000 + m * 60_000;
    bot.hub.set_clock(Some(at(17, 59)));
    let ok = daily_cmd(&fake, A, 2_147_483_647, "set", set("18:00")).await;
    assert!(ok.ephemeral, "{ok:?}");
    assert!(
        ok.content.contains(&format!("<#{DAILY}>")) && ok.content.contains("18:00 UTC"),
        "{}",
        ok.content
    );
    let row = store.daily_puzzle(&guild).await.unwrap().expect("stored");
    assert_eq!(
        (row.channel.as_deref(), row.minute, row.game_kind.as_str()),
        (Some(DAILY.to_string().as_str()), 18 * 60, "jungle")
    );

    // 17:59: nothing; 18:00: the day's puzzle, once.
    assert_eq!(bot.hub.post_daily_puzzles().await, 0);
    bot.hub.set_clock(Some(at(18, 0)));
    let _ = bot.hub.post_daily_puzzles().await;
    assert!(
        fake.wait_until(20, |f| !f.messages(DAILY).is_empty()).await,
        "the daily post"
    );
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(bot.hub.post_daily_puzzles().await, 0);
    let posts = fake.messages(DAILY);
    assert_eq!(posts.len(), 1, "{posts:?}");
    let post = posts[0].clone();
    let puzzle = pz::daily(pz::shipped(GameKind::Jungle), &guild, day).unwrap();
    assert!(!post.ephemeral);
    assert!(post.content.contains(&puzzle.id), "{}", post.content);
    assert!(
        post.content.contains(&pz::date_text(day)),
        "{}",
        post.content
    );
    assert!(post.files.iter().any(|f| f.ends_with(".png")), "{post:?}");
    let solve = format!("qibot:daily:{day}");
    assert!(
        post.components().iter().any(|(id, _)| *id == solve),
        "{post:?}"
    );

    // Ann presses Solve: that puzzle, privately; she solves it with /move.
    let start_msg = press(&fake, &post, &solve).await;
    assert!(start_msg.ephemeral, "{start_msg:?}");
    assert_eq!(named_puzzle(&start_msg.content).id, puzzle.id);
    let moves: Vec<String> = puzzle.solution.iter().map(|m| m.to_string()).collect();
    let mut last = String::new();
    for m in moves.iter().step_by(2) {
        let answer = move_in_daily(&fake, m).await;
        assert!(answer.ephemeral, "{answer:?}");
        last = answer.content;
    }
    assert!(last.contains("Solved!"), "{last}");
    assert!(last.contains("1 of 1 tries solved it"), "{last}");
    let again = press(&fake, &post, &solve).await;
    assert!(again.ephemeral, "{again:?}");
    assert!(
        again.content.contains("You already tried puzzle"),
        "{}",
        again.content
    );

    // The next day: the solution and the count of yesterday's.
    let public = |f: &FakeDiscord| {
        f.messages(DAILY)
            .into_iter()
            .filter(|m| !m.ephemeral)
            .collect::<Vec<_>>()
    };
    bot.hub.set_clock(Some(at(18, 0) + DAY_MS));
    let _ = bot.hub.post_daily_puzzles().await;
    assert!(
        fake.wait_until(20, |f| public(f).len() == 2).await,
        "the next post"
    );
    let next = public(&fake).pop().unwrap();
    assert!(
        next.content.contains("1 of 1 solved it"),
        "{}",
        next.content
    );
    assert!(
        next.content.contains(&format!("({})", puzzle.id)),
        "{}",
        next.content
    );
    stop(bot).await;
}

/// `/puzzle from:server` through Discord: the option and its choices are registered in every
/// language; on a server whose games gave no puzzle yet the member is told privately where
/// such puzzles come from.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_server_without_puzzles_of_its_own_says_where_they_come_from() {
    let (fake, _dir, db) = fake_and_db("qibot.db").await;
    let bot = start(&fake, &db, Launch::new(&fake)).await;
    let puzzle_cmd = registered_puzzle(&fake).await;
    let from = puzzle_cmd["options"]
        .as_array()
        .and_then(|o| o.iter().find(|o| o["name"] == "from"))
        .expect("the option `from`");
    assert_eq!(from["name_localizations"]["fr"], "source");
    assert_eq!(from["choices"][1]["name"], "this server's games");
    assert_eq!(
        from["choices"][1]["name_localizations"]["fr"],
        "les parties de ce serveur"
    );
    let m = from_server(&fake).await;
    assert!(m.ephemeral, "{m:?}");
    assert!(
        m.content
            .contains("This server has no Jungle puzzles of its own yet"),
        "{}",
        m.content
    );
    stop(bot).await;
}

/// A puzzle from this server's own games, solved through Discord: `/puzzle from:server` gives
/// it privately, `/move` answers it, the bot defends, and the solve counts in the member's
/// puzzle record. (How finished games become such puzzles, and that no other server sees
/// them, is `tests/server_puzzles.rs`; here the mined row is written first.)
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_member_solves_a_puzzle_from_the_servers_own_games() {
    let (fake, _dir, db) = fake_and_db("qibot.db").await;
    // The puzzle `tests/server_puzzles.rs` mines from its game: den in 2 after the tiger's
    // only defence.
    let line = "sj0001 | l1p1c2/1r3t1/2dWw2/7/6e/7/1C3DR/E2P3/T5L w 32 17 | d7d8 f8f7 d8d9 \
                | den,den-in-2 | 800 | 300 | 5";
    SqliteStore::open(&db)
        .unwrap()
        .add_server_puzzle(&qibot::store::ServerPuzzle {
            server: GUILD.to_string(),
            game_kind: "jungle".into(),
            id: "sj0001".into(),
            line: line.into(),
            source_game: 1,
            created_ms: 0,
        })
        .await
        .unwrap();
    let bot = start(&fake, &db, Launch::new(&fake)).await;
    registered_puzzle(&fake).await;

    let m = from_server(&fake).await;
    assert!(m.ephemeral, "{m:?}");
    assert!(m.content.contains("Puzzle sj0001"), "{}", m.content);
    let right = slash(&fake, "move", move_opt("d7d8")).await;
    assert!(right.content.contains("Right!"), "{}", right.content);
    let solved = slash(&fake, "move", move_opt("d8d9")).await;
    assert!(solved.content.contains("Solved!"), "{}", solved.content);
    assert!(
        announced_rating(&solved.content) > 1500,
        "{}",
        solved.content
    );
    let (_, solved_count, failed) = record(&db).await;
    assert_eq!((solved_count, failed), (1, 0));

    // Nothing more from this server for Ann: said privately.
    let m = from_server(&fake).await;
    assert!(m.ephemeral, "{m:?}");
    assert!(
        m.content.contains("There is no puzzle left to show"),
        "{}",
        m.content
    );
    stop(bot).await;
}

/// A member whose Discord speaks French reads the bot's answer and the solution of a puzzle
/// with French piece names (`Tigre d7×d8`), written as the console writes them.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_puzzle_s_moves_are_in_the_member_s_language() {
    let (fake, _dir, db) = fake_and_db("qibot.db").await;
    let bot = start(&fake, &db, Launch::new(&fake)).await;
    registered_puzzle(&fake).await;
    let i18n = qibot::text::I18n::new();
    let start_msg = slash_in(&fake, A, "fr", "puzzle", json!([])).await;
    let puzzle = named_puzzle(&start_msg.content);
    let mut pos = puzzle.position().expect("the puzzle's position");
    // The right first move: the bot's reply is named in French.
    let first = slash_in(
        &fake,
        A,
        "fr",
        "move",
        move_opt(&puzzle.solution[0].to_string()),
    )
    .await;
    pos = pos.play(puzzle.solution[0]);
    let reply = puzzle.solution[1];
    let (fr, en) = (
        puzzles::move_in(&i18n, "fr", &pos, reply),
        puzzles::move_in(&i18n, "en", &pos, reply),
    );
    assert_ne!(
        fr, en,
        "a puzzle whose reply's piece has another name in French"
    );
    assert!(
        first.content.contains(&format!("Le bot répond {fr}")),
        "{}",
        first.content
    );
    // A wrong move: the solution in French.
    pos = pos.play(reply);
    let wrong = pos
        .legal_moves()
        .into_iter()
        .find(|m| *m != puzzle.solution[2] && !pos.play(*m).legal_moves().is_empty())
        .expect("a move that does not win");
    let answer = slash_in(&fake, A, "fr", "move", move_opt(&wrong.to_string())).await;
    let solution = puzzles::solution_in(&i18n, "fr", puzzle);
    assert!(answer.content.contains(&solution), "{}", answer.content);
    assert!(
        !answer
            .content
            .contains(&puzzles::solution_in(&i18n, "en", puzzle)),
        "{}",
        answer.content
    );
    stop(bot).await;
}
