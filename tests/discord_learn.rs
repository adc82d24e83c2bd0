//! `/learn` through the real serenity/poise client against the fake Discord (issue 64): the
//! command is registered in every language; a member starts the lessons privately (the board,
//! the instruction, the goal, a menu of the pieces), solves a stage with `/move` and gets the
//! stars; after a restart `/learn` goes on with the first stage without stars; a solved stage's
//! "Next stage" button opens the next one; a move the rules refuse is explained by the rules'
//! reason and the lesson's hint and the stage starts again; the menus solve it; the progress
//! is in the store and on `/profile`.

mod support;

use std::time::Duration;

use serde_json::{Value, json};

use qibot::games::any::GameKind;
use qibot::hub::lessons;
use qibot::hub::{SqliteStore, Store};

use support::bot::{Launch, fake_and_db, start, stop};
use support::fake_discord::{
    self as fake, FakeDiscord, button_interaction, clicked_message, select_interaction,
};
use support::requests::{self, interact, is_callback, move_autocomplete, move_opt};

const A: (u64, &str) = (1_000_000_000_000_000_041, "Ann");
const CH: u64 = 1_100_000_000_000_000_041;

/// Ann's slash command `name` with `options`; the message it was answered with, once settled.
async fn slash(fake: &FakeDiscord, name: &str, options: Value) -> fake::Msg {
    let (id, _) = requests::slash(fake, A, CH, "en-US", name, options, json!({})).await;
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

/// Ann's click on component `custom_id` of message `m` (a menu choice of `value`, else a
/// button); her private answer, the newest message of the channel once it came.
async fn click(
    fake: &FakeDiscord,
    m: &fake::Msg,
    custom_id: &str,
    value: Option<&str>,
) -> fake::Msg {
    let before = fake.messages(CH).len();
    let (id, from) = interact(fake, |id| match value {
        Some(v) => select_interaction(id, CH, A, "en-US", custom_id, v, clicked_message(m)),
        None => button_interaction(id, CH, A, "en-US", custom_id, clicked_message(m)),
    });
    fake.wait_request(from, 30, |r| is_callback(r, id))
        .await
        .unwrap_or_else(|| panic!("no answer to {custom_id}"));
    assert!(
        fake.wait_until(20, |f| f.messages(CH).len() > before).await,
        "an answer to {custom_id}"
    );
    fake.messages(CH).into_iter().last().unwrap()
}

/// The id of `m`'s component that starts with `prefix`.
fn component(m: &fake::Msg, prefix: &str) -> String {
    m.components()
        .into_iter()
        .map(|(id, _)| id)
        .find(|id| id.starts_with(prefix))
        .unwrap_or_else(|| panic!("no {prefix} component: {m:?}"))
}

/// A stage as a member sees it: private, with its board and the menu of the pieces.
fn is_private_stage(m: &fake::Msg) -> bool {
    m.ephemeral
        && m.files.iter().any(|f| f.ends_with(".png"))
        && m.components()
            .iter()
            .any(|(id, _)| id.starts_with("qibot:learn-pick:"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_member_learns_privately_and_keeps_the_stars() {
    let (fake, _dir, db) = fake_and_db("qibot.db").await;
    let bot = start(&fake, &db, Launch::new(&fake)).await;
    assert!(fake.wait_identified(1, 60).await, "the client identified");
    let reg = requests::wait_registered(&fake, 0).await;
    let learn = reg
        .json
        .as_array()
        .expect("a command list")
        .iter()
        .find(|c| c["name"] == "learn")
        .cloned()
        .expect("/learn registered");
    assert_eq!(learn["name_localizations"]["fr"], "apprendre");
    assert_eq!(learn["name_localizations"]["zh-CN"], "学习");
    let options: Vec<&str> = learn["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["name"].as_str().unwrap())
        .collect();
    assert_eq!(options, ["game", "lesson"]);

    // The first stage, privately: title, instruction, goal, board and menu.
    let first = slash(&fake, "learn", json!([])).await;
    assert!(is_private_stage(&first), "{first:?}");
    for said in [
        "Lesson 1: Moving: one step at a time (stage 1 of 5)",
        "Walk your elephant to d5.",
        "Goal: reach d5.",
    ] {
        assert!(first.content.contains(said), "{said}: {}", first.content);
    }
    // `/move`'s autocomplete lists the stage's moves.
    let r = move_autocomplete(&fake, A, CH, "d3").await;
    let offered: Vec<&str> = r.json["data"]["choices"]
        .as_array()
        .expect("choices")
        .iter()
        .filter_map(|c| c["value"].as_str())
        .collect();
    assert!(offered.contains(&"d3d4"), "{offered:?}");
    let on = slash(&fake, "move", move_opt("d3d4")).await;
    assert!(
        on.ephemeral && on.content.contains("Good. Your move again."),
        "{on:?}"
    );
    let solved = slash(&fake, "move", move_opt("d4d5")).await;
    assert!(solved.ephemeral, "{solved:?}");
    for said in [
        "Stars: 3 of 3",
        "Jungle lessons: 1 of 60 stages done, 3 of 180 stars.",
    ] {
        assert!(solved.content.contains(said), "{said}: {}", solved.content);
    }
    component(&solved, "qibot:learn-next:");

    // After a restart, `/learn` goes on with the first stage without stars.
    stop(bot).await;
    let from = fake.requests().len();
    let bot = start(&fake, &db, Launch::new(&fake)).await;
    assert!(fake.wait_identified(2, 60).await);
    requests::wait_registered(&fake, from).await;
    let again = slash(&fake, "learn", json!([])).await;
    assert!(is_private_stage(&again), "{again:?}");
    assert!(
        again
            .content
            .contains("Lesson 1: Moving: one step at a time (stage 2 of 5)"),
        "{}",
        again.content
    );

    // Lesson 4 by its number, solved; its "Next stage" button opens stage 2.
    let rat = slash(
        &fake,
        "learn",
        json!([{"name": "lesson", "type": 4, "value": 4}]),
    )
    .await;
    assert!(
        rat.content
            .contains("Lesson 4: Rat against elephant (stage 1 of 5)"),
        "{}",
        rat.content
    );
    let solved = slash(&fake, "move", move_opt("a6a7")).await;
    assert!(
        solved.content.contains("Stars: 3 of 3"),
        "{}",
        solved.content
    );
    let next = component(&solved, "qibot:learn-next:");
    let stage2 = click(&fake, &solved, &next, None).await;
    assert!(is_private_stage(&stage2), "{stage2:?}");
    assert!(
        stage2.content.contains("(stage 2 of 5)"),
        "{}",
        stage2.content
    );

    // The elephant may not take the rat: the rules' reason, the hint, the stage again.
    let wrong = slash(&fake, "move", move_opt("d4d5")).await;
    assert!(is_private_stage(&wrong), "{wrong:?}");
    for said in [
        "the elephant cannot capture the rat",
        "The rat captures the elephant; the elephant never captures the rat.",
        "The stage starts again.",
    ] {
        assert!(wrong.content.contains(said), "{said}: {}", wrong.content);
    }

    // The menus: the elephant, then its move onto the wolf.
    let pick = component(&wrong, "qibot:learn-pick:");
    let picked = click(&fake, &wrong, &pick, Some("d4")).await;
    let to = component(&picked, "qibot:learn-to:");
    let solved = click(&fake, &picked, &to, Some("d4d3")).await;
    assert!(solved.ephemeral, "{solved:?}");
    assert!(
        solved.content.contains("Stars: 3 of 3"),
        "{}",
        solved.content
    );
    assert!(
        solved
            .content
            .contains("Jungle lessons: 3 of 60 stages done, 9 of 180 stars."),
        "{}",
        solved.content
    );
    // `/profile` shows the lesson progress beside the rating.
    let profile = slash(&fake, "profile", json!([])).await;
    assert!(
        profile
            .content
            .contains("Jungle lessons: 3 of 60 stages done, 9 of 180 stars."),
        "{}",
        profile.content
    );
    stop(bot).await;

    // The store holds the three stages, each with its stars.
    let course = lessons::course(GameKind::Jungle).unwrap();
    let s = SqliteStore::open(&db).unwrap();
    let kept: Vec<(String, i64, i64)> = s
        .lesson_progress(&A.0.to_string(), "jungle")
        .await
        .unwrap()
        .into_iter()
        .map(|r| (r.lesson, r.stage, r.stars))
        .collect();
    let mut expected = vec![
        (course.lessons[0].id.clone(), 1, 3),
        (course.lessons[3].id.clone(), 1, 3),
        (course.lessons[3].id.clone(), 2, 3),
    ];
    expected.sort();
    assert_eq!(kept, expected);
}
