//! The lessons session the front-ends call (issue 64), on a real hub and store: where `learn`
//! continues (the first stage without stars), `learn next` and the end of the course, the
//! best stars kept, lesson numbers out of range refused, and the replies of the chat
//! front-ends: a menu of a stage no longer in play (another process, a restart) starts it
//! again, a solved stage carries the "Next stage" button, `/profile` gains the progress.

mod support;

use std::sync::Arc;

use qibot::games::any::GameKind;
use qibot::hub::lessons::replies::{PICK_ACTION, TO_ACTION, stage_code};
use qibot::hub::lessons::{self, Ask, Attempt, Begin, Input, Lessons};
use qibot::hub::{HubConfig, SqliteStore, Store};

use support::hub::{ctx, first_move_hub};

/// The place a [`Begin`] started, or a panic naming what came instead.
fn started(b: &Begin) -> (usize, usize) {
    match b {
        Begin::Stage(s) => s.at,
        other => panic!("no stage started: {other:?}"),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn learn_continues_from_the_stored_progress_to_the_end_of_the_course() {
    let store: Arc<dyn Store> = Arc::new(SqliteStore::in_memory().unwrap());
    let (hub, _events) = first_move_hub(store.clone(), HubConfig::default()).await;
    let l = Lessons::new(hub.clone());
    let kind = GameKind::Jungle;
    let course = lessons::course(kind).unwrap();

    // A newcomer starts at the first stage; solving it keeps 3 stars.
    assert_eq!(
        started(&l.begin("ann", kind, Ask::Continue).await.unwrap()),
        (0, 0)
    );
    let a = l.answer("ann", Input::Text("d3d4")).await.unwrap();
    assert_eq!(a.attempt, Attempt::Continue { reply: None });
    assert!(l.in_stage("ann"));
    let a = l.answer("ann", Input::Text("d4d5")).await.unwrap();
    assert_eq!(a.attempt, Attempt::Solved { stars: 3, moves: 2 });
    assert_eq!(a.saved, Some(Ok(true)));
    assert_eq!(a.progress.as_ref().map(|p| p.done()), Some(1));
    assert!(!l.in_stage("ann") && l.answer("ann", Input::Text("d5d6")).await.is_none());
    // Fewer stars later change nothing: the best stay.
    assert_eq!(l.record("ann", kind, (0, 0), 1).await, Ok(false));
    let p = l.progress("ann", kind).await.unwrap();
    assert_eq!((p.stars((0, 0)), p.star_count()), (3, 3));

    // Another session (a new session object, as after a restart) continues at stage 2;
    // `learn next` with nothing in play is the same.
    let l = Lessons::new(hub.clone());
    assert_eq!(
        started(&l.begin("ann", kind, Ask::Continue).await.unwrap()),
        (0, 1)
    );
    let l2 = Lessons::new(hub.clone());
    assert_eq!(
        started(&l2.begin("ann", kind, Ask::Next).await.unwrap()),
        (0, 1)
    );
    // Bob's progress is his own.
    assert_eq!(
        started(&l.begin("bob", kind, Ask::Continue).await.unwrap()),
        (0, 0)
    );

    // Lesson numbers out of range are refused with the range.
    for n in [0, 13] {
        let e = l.begin("ann", kind, Ask::Lesson(n)).await.unwrap_err();
        assert_eq!(e.id, "lesson-no-such");
    }
    // `learn next` through the last lesson, then past its last stage: the end of the course,
    // with the stages still without stars.
    assert_eq!(
        started(&l.begin("ann", kind, Ask::Lesson(12)).await.unwrap()),
        (11, 0)
    );
    for s in 1..5 {
        assert_eq!(
            started(&l.begin("ann", kind, Ask::Next).await.unwrap()),
            (11, s)
        );
    }
    let end = l.begin("ann", kind, Ask::Next).await.unwrap();
    assert!(
        matches!(&end, Begin::LastStage(p) if p.total() - p.done() == 59),
        "{end:?}"
    );
    let said = hub
        .i18n()
        .format("en", &lessons::session::end_message(&end).unwrap());
    assert!(said.contains("59 stages still have no stars"), "{said}");

    // Every stage solved: `learn` says the course is done.
    for (i, lesson) in course.lessons.iter().enumerate() {
        for s in 0..lesson.stages.len() {
            l.record("ann", kind, (i, s), 2).await.unwrap();
        }
    }
    let done = l.begin("ann", kind, Ask::Continue).await.unwrap();
    assert!(matches!(&done, Begin::CourseDone(_)), "{done:?}");
    let said = hub
        .i18n()
        .format("en", &lessons::session::end_message(&done).unwrap());
    assert!(
        said.contains("You have finished every lesson!")
            && said.contains("Jungle lessons: 60 of 60 stages done, 121 of 180 stars."),
        "{said}"
    );
    // A stage the course does not have is refused by the store call, not kept.
    assert!(l.record("ann", kind, (40, 0), 3).await.is_err());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_chat_replies_survive_a_restart_and_show_on_the_profile() {
    let store: Arc<dyn Store> = Arc::new(SqliteStore::in_memory().unwrap());
    let (hub, _events) = first_move_hub(store, HubConfig::default()).await;
    let l = Lessons::new(hub.clone());
    let c = ctx("ann", "ch");
    let code = stage_code(GameKind::Jungle, (3, 0));
    // No stage in play (as after a restart): the piece menu of lesson 4's first stage starts
    // it again and lists the rat's moves.
    let r = l
        .component_replies(&c, PICK_ACTION, code, Some("a6"))
        .await
        .expect("a lesson's menu");
    assert_eq!(r.len(), 1);
    assert!(
        r[0].menus
            .iter()
            .any(|m| m.id == format!("qibot:learn-to:{code}"))
    );
    assert!(r[0].board.is_some() && !r[0].refused);
    let r = l
        .component_replies(&c, TO_ACTION, code, Some("a6a7"))
        .await
        .unwrap();
    assert_eq!(r[0].message.id, "lesson-solved-progress");
    let text = hub.text(&r[0]);
    assert!(text.contains("Stars: 3 of 3"), "{text}");
    assert_eq!(r[0].buttons[0].id, format!("qibot:learn-next:{code}"));
    assert!(r[0].menus.is_empty());
    // Not a lesson's action: left to the hub.
    assert!(l.component_replies(&c, "resign", 1, None).await.is_none());
    // A move for no stage in play is not the lessons'.
    assert!(l.move_replies(&c, "a6a7").await.is_none());

    // `/profile` gains the progress; a member with none is left as the hub said.
    let profile = hub
        .handle(
            &c,
            qibot::hub::Command::Profile {
                who: None,
                game: None,
            },
        )
        .await;
    let with = l.with_progress(profile.clone(), &c, None, None).await;
    assert_eq!(with[0].message.id, "lesson-profile");
    let text = hub.text(&with[0]);
    assert!(
        text.contains("Jungle lessons: 1 of 60 stages done, 3 of 180 stars."),
        "{text}"
    );
    let bob = ctx("bob", "ch");
    let theirs = l.with_progress(profile.clone(), &bob, None, None).await;
    assert_eq!(theirs, profile);
}
