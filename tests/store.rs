//! One suite for every store: each test below runs against SQLite (a temporary file) and
//! against PostgreSQL (a fresh database on the server `QIBOT_TEST_POSTGRES` names; see
//! `tests/support/postgres.rs`). Both must behave the same: round trips, ids from the
//! database, version checks that refuse stale writes, endings and ratings stored once.

mod support;
use support::says::{never_says, says};

use support::db::{Db, on_both_stores};

use std::sync::Arc;

use qibot::engine::Level;
use qibot::games::any::{GameKind, Move, Side};
use qibot::hub::{EndReason, Ending, Hub, HubConfig, Player, Reply, Seat};
use qibot::store::{self as v2, StoreError, Versioned};
use qibot::store::{
    ChallengeRecord, DailyPuzzle, GameRecord, GameState, LessonStageRecord, Location,
    MemberSettings, PasswordSources, PuzzleAttempt, PuzzleKey, PuzzleRecord, PuzzleStats,
    RatingChange, RatingRecord, ServerPuzzle, ServerSettings,
};

on_both_stores!(
    games_round_trip_and_survive_reopen,
    ids_come_from_the_database,
    one_active_game_and_one_challenge_a_channel,
    a_challenge_is_accepted_once,
    of_concurrent_writes_over_one_version_one_wins,
    a_game_ends_and_rates_once,
    a_rating_computed_from_a_stale_record_is_refused,
    xiangqi_games_round_trip_and_bad_kinds_are_refused,
    ratings_settings_and_history,
    a_newer_schema_is_refused,
    unreadable_rows_are_reported_and_quarantined,
    unreadable_challenges_and_finished_games_hide_nothing_else,
    the_bots_move_for_one_position_is_posted_once,
    reviews_are_kept_and_replaced,
    a_games_board_message_is_kept_apart_from_its_version,
    a_members_language_is_kept_with_their_other_settings,
    puzzle_ratings_and_tries_are_kept_once,
    a_daily_puzzle_is_set_claimed_once_and_summed_up,
    the_daily_puzzle_through_the_hub_posts_once_and_flags_other_moves,
    server_puzzles_are_kept_per_server_and_game,
    lesson_progress_keeps_the_best_stars_through_a_reopen,
    tournaments_take_entries_while_open_and_pair_each_round_once,
);

fn mv(s: &str) -> Move {
    Move::parse(GameKind::Jungle, s).unwrap()
}

fn record(channel: &str) -> GameRecord {
    GameRecord {
        id: 0,
        server: "s".into(),
        channel: channel.into(),
        game_kind: GameKind::Jungle,
        seats: [
            Seat::Member(Player::new("a", "Ann")),
            Seat::Bot(Level::Easy),
        ],
        rated: false,
        rules: "standard".into(),
        time_control: "10m+5s".into(),
        start_fen: qibot::games::jungle::STARTPOS.into(),
        moves: vec![mv("g3g4"), mv("a7a6")],
        state: GameState {
            clock_ms: [599_000, 600_000],
            turn_started_ms: 1234,
            draw_offer: Some(Side::Second),
            takeback_offer: None,
            created_ms: 1000,
            ending: None,
            finished_ms: None,
            rating_changes: None,
        },
    }
}

fn member_game(channel: &str, red: &str, blue: &str) -> GameRecord {
    let mut g = record(channel);
    g.seats = [
        Seat::Member(Player::new(red, red.to_uppercase())),
        Seat::Member(Player::new(blue, blue.to_uppercase())),
    ];
    g.rated = true;
    g
}

fn challenge(channel: &str) -> ChallengeRecord {
    ChallengeRecord {
        id: 0,
        server: "s".into(),
        channel: channel.into(),
        challenger: Player::new("a", "Ann"),
        challenged: Player::new("b", "Bob"),
        game_kind: GameKind::Xiangqi,
        rules: "standard".into(),
        time_control: "none".into(),
        rated: true,
        colour: "random".into(),
        created_ms: 10,
        expires_ms: 300_010,
    }
}

fn rating(user: &str, games: i64, value: f64) -> RatingRecord {
    RatingRecord {
        server: "s".into(),
        game_kind: "jungle".into(),
        user: user.into(),
        name: user.to_uppercase(),
        rating: value,
        deviation: 200.0,
        volatility: 0.06,
        games,
        wins: games,
        draws: 0,
        losses: 0,
    }
}

fn finished(mut g: GameRecord) -> GameRecord {
    g.state.ending = Some(Ending::win(Side::First, EndReason::Abandoned));
    g.state.finished_ms = Some(5000);
    g
}

fn is_conflict(r: &Result<impl std::fmt::Debug, StoreError>) -> bool {
    matches!(r, Err(StoreError::Conflict { .. }))
}

async fn games_round_trip_and_survive_reopen(db: Db) {
    let mut g = record("c1");
    {
        let s = db.open().await;
        g.id = s.insert_game(&g, None).await.unwrap();
        assert_eq!(
            s.game(g.id).await.unwrap(),
            Some(Versioned {
                record: g.clone(),
                version: 1
            })
        );
        g.moves.push(mv("c4c5"));
        g.state.draw_offer = None;
        assert_eq!(s.update_game(&g, 1).await.unwrap(), 2);
        // The copy read at version 1 is stale now: writing it again is refused.
        let mut stale = g.clone();
        stale.moves.truncate(2);
        let r = s.update_game(&stale, 1).await;
        assert!(is_conflict(&r), "{r:?}");
    }
    let s = db.open().await;
    assert_eq!(
        s.active_games().await.unwrap().games,
        vec![Versioned {
            record: g.clone(),
            version: 2
        }]
    );
    let mut f = finished(g.clone());
    f.state.rating_changes = Some([
        RatingChange {
            before: 1500.0,
            after: 1662.3,
        },
        RatingChange {
            before: 1500.0,
            after: 1337.7,
        },
    ]);
    s.finish_game(&f, 2, &[]).await.unwrap();
    assert!(s.active_games().await.unwrap().games.is_empty());
    assert_eq!(s.game(g.id).await.unwrap().unwrap().record, f);
    assert_eq!(s.game(g.id).await.unwrap().unwrap().version, 3);
    assert_eq!(
        s.finished_games("s", "a", 5).await.unwrap().rows,
        vec![f.clone()]
    );
    // A finished game never becomes active again, whatever version a writer holds.
    for v in [2, 3] {
        let r = s.update_game(&g, v).await;
        assert!(is_conflict(&r), "update over version {v}: {r:?}");
        let r = s.finish_game(&f, v, &[]).await;
        assert!(is_conflict(&r), "second finish over version {v}: {r:?}");
    }
    assert_eq!(s.game(g.id).await.unwrap().unwrap().record, f);
    let mut missing = record("c9");
    missing.id = 777;
    let r = s.update_game(&missing, 1).await;
    assert!(matches!(r, Err(StoreError::NotFound { .. })), "{r:?}");
    // Wrong calls are refused, not stored.
    assert!(
        s.update_game(&f, 3).await.is_err(),
        "an ending needs finish_game"
    );
    assert!(
        s.finish_game(&g, 3, &[]).await.is_err(),
        "finish needs an ending"
    );
}

async fn ids_come_from_the_database(db: Db) {
    let s = db.open().await;
    let other = db.open().await; // as another process would
    let a = s.insert_game(&record("c1"), None).await.unwrap();
    let b = other.insert_game(&record("c2"), None).await.unwrap();
    let c = s.insert_game(&record("c3"), None).await.unwrap();
    assert!(a >= 1 && a < b && b < c, "{a} {b} {c}");
    let x = s.insert_challenge(&challenge("d1")).await.unwrap();
    s.delete_challenge(x).await.unwrap();
    let y = other.insert_challenge(&challenge("d1")).await.unwrap();
    assert!(y > x, "a challenge id is never given twice: {x} then {y}");
    let stored = s.challenges().await.unwrap().rows;
    let mut want = challenge("d1");
    want.id = y;
    assert_eq!(
        stored,
        vec![Versioned {
            record: want,
            version: 1
        }]
    );
    let r = s.delete_challenge(x).await;
    assert!(matches!(r, Err(StoreError::NotFound { .. })), "{r:?}");
}

async fn one_active_game_and_one_challenge_a_channel(db: Db) {
    let s = db.open().await;
    let g = s.insert_game(&record("c"), None).await.unwrap();
    let r = s.insert_game(&record("c"), None).await;
    assert!(
        is_conflict(&r),
        "a second active game in one channel: {r:?}"
    );
    let mut done = record("c");
    done.id = g;
    s.finish_game(&finished(done), 1, &[]).await.unwrap();
    s.insert_game(&record("c"), None).await.unwrap();
    s.insert_challenge(&challenge("d")).await.unwrap();
    let r = s.insert_challenge(&challenge("d")).await;
    assert!(is_conflict(&r), "a second challenge in one channel: {r:?}");
    assert_eq!(s.active_games().await.unwrap().games.len(), 1);
    assert_eq!(s.challenges().await.unwrap().rows.len(), 1);
}

async fn a_challenge_is_accepted_once(db: Db) {
    let s = db.open().await;
    let c = s.insert_challenge(&challenge("c")).await.unwrap();
    let first = s.insert_game(&record("c"), Some(c)).await.unwrap();
    assert!(s.challenges().await.unwrap().rows.is_empty());
    // A second process accepting the same challenge finds it gone and stores no game.
    let mut other = record("c2");
    other.channel = "c2".into();
    let r = s.insert_game(&other, Some(c)).await;
    assert!(matches!(r, Err(StoreError::NotFound { .. })), "{r:?}");
    let active = s.active_games().await.unwrap().games;
    assert_eq!(active.len(), 1);
    assert_eq!(active[0].record.id, first);
}

async fn of_concurrent_writes_over_one_version_one_wins(db: Db) {
    let s = db.open().await;
    let mut g = record("c");
    g.id = s.insert_game(&g, None).await.unwrap();
    let writers = [
        "c3c4", "e3e4", "g1f1", "a1b1", "c1c2", "e1e2", "g3f3", "a3b3",
    ];
    let mut tasks = Vec::new();
    for m in writers {
        let store = db.open().await;
        let mut mine = g.clone();
        mine.moves.push(mv(m));
        tasks.push(tokio::spawn(async move {
            (m, store.update_game(&mine, 1).await)
        }));
    }
    let mut winners = Vec::new();
    for t in tasks {
        let (m, r) = t.await.unwrap();
        match r {
            Ok(v) => {
                assert_eq!(v, 2);
                winners.push(m);
            }
            Err(StoreError::Conflict { .. }) => {}
            Err(e) => panic!("{m}: {e}"),
        }
    }
    assert_eq!(
        winners.len(),
        1,
        "exactly one write over version 1: {winners:?}"
    );
    let stored = s.game(g.id).await.unwrap().unwrap();
    assert_eq!(stored.version, 2);
    assert_eq!(stored.record.moves.last(), Some(&mv(winners[0])));
}

async fn a_game_ends_and_rates_once(db: Db) {
    let s = db.open().await;
    let mut g = member_game("c", "ann", "bob");
    g.id = s.insert_game(&g, None).await.unwrap();
    let ratings = vec![rating("ann", 1, 1662.3), rating("bob", 1, 1337.7)];
    let mut tasks = Vec::new();
    for _ in 0..4 {
        let store = db.open().await;
        let (f, r) = (finished(g.clone()), ratings.clone());
        tasks.push(tokio::spawn(
            async move { store.finish_game(&f, 1, &r).await },
        ));
    }
    let mut ok = 0;
    for t in tasks {
        match t.await.unwrap() {
            Ok(()) => ok += 1,
            Err(StoreError::Conflict { .. }) => {}
            Err(e) => panic!("{e}"),
        }
    }
    assert_eq!(ok, 1, "the game ended once");
    let ann = s.rating("s", "jungle", "ann").await.unwrap().unwrap();
    assert_eq!((ann.games, ann.rating), (1, 1662.3));
    let bob = s.rating("s", "jungle", "bob").await.unwrap().unwrap();
    assert_eq!((bob.games, bob.rating), (1, 1337.7));
}

async fn a_rating_computed_from_a_stale_record_is_refused(db: Db) {
    let s = db.open().await;
    let mut one = member_game("c1", "ann", "bob");
    one.id = s.insert_game(&one, None).await.unwrap();
    let mut two = member_game("c2", "ann", "cat");
    two.id = s.insert_game(&two, None).await.unwrap();
    s.finish_game(
        &finished(one),
        1,
        &[rating("ann", 1, 1600.0), rating("bob", 1, 1400.0)],
    )
    .await
    .unwrap();
    // Game two's ratings were computed before game one ended (Ann at 0 games): refused, and
    // the whole commit with it, so game two is still active at version 1.
    let r = s
        .finish_game(
            &finished(two.clone()),
            1,
            &[rating("ann", 1, 1610.0), rating("cat", 1, 1390.0)],
        )
        .await;
    assert!(is_conflict(&r), "{r:?}");
    let stored = s.game(two.id).await.unwrap().unwrap();
    assert_eq!((stored.record.state.ending, stored.version), (None, 1));
    assert!(s.rating("s", "jungle", "cat").await.unwrap().is_none());
    // Recomputed from the fresh record, it goes through.
    s.finish_game(
        &finished(two),
        1,
        &[rating("ann", 2, 1650.0), rating("cat", 1, 1390.0)],
    )
    .await
    .unwrap();
    let ann = s.rating("s", "jungle", "ann").await.unwrap().unwrap();
    assert_eq!((ann.games, ann.rating), (2, 1650.0));
}

async fn xiangqi_games_round_trip_and_bad_kinds_are_refused(db: Db) {
    let s = db.open().await;
    let mut g = record("c");
    g.game_kind = GameKind::Xiangqi;
    g.start_fen = qibot::games::xiangqi::STARTPOS.into();
    g.moves = ["h2e2", "h9g7"]
        .map(|m| Move::parse(GameKind::Xiangqi, m).unwrap())
        .to_vec();
    g.id = s.insert_game(&g, None).await.unwrap();
    assert_eq!(s.game(g.id).await.unwrap().unwrap().record, g);
    // A row of a game this qibot does not know is an error, not a panic or a Jungle game.
    db.raw(&format!(
        "UPDATE games SET game_kind = 'go' WHERE id = {}",
        g.id
    ))
    .await;
    let e = s.game(g.id).await.unwrap_err();
    assert!(e.to_string().contains("no game `go`"), "{e}");
    // The row is named unreadable, with its server, not as a failed store.
    assert!(
        matches!(&e, StoreError::Unreadable { what, server: Some(s), .. } if what == "game kind" && *s == g.server),
        "{e:?}"
    );
}

/// A member's own language (issue 35, point 3) is stored with their piece style and pings,
/// kept through a reopen, cleared back to none, and kept apart per member.
async fn a_members_language_is_kept_with_their_other_settings(db: Db) {
    let s = db.open().await;
    assert_eq!(s.member_settings("ann").await.unwrap().language, None);
    let m = MemberSettings {
        piece_style: Some("pictograms".into()),
        notify: Some(false),
        language: Some("vi".into()),
    };
    s.set_member_settings("ann", &m).await.unwrap();
    assert_eq!(s.member_settings("ann").await.unwrap(), m);
    drop(s);
    let s = db.open().await;
    assert_eq!(s.member_settings("ann").await.unwrap(), m, "kept on reopen");
    let other = MemberSettings {
        language: Some("zh-Hant".into()),
        ..MemberSettings::default()
    };
    s.set_member_settings("bob", &other).await.unwrap();
    let cleared = MemberSettings {
        language: None,
        ..m.clone()
    };
    s.set_member_settings("ann", &cleared).await.unwrap();
    let back = s.member_settings("ann").await.unwrap();
    assert_eq!(back, cleared);
    assert_eq!(back.piece_style.as_deref(), Some("pictograms"));
    assert_eq!(back.notify, Some(false));
    assert_eq!(s.member_settings("bob").await.unwrap(), other);
}

async fn ratings_settings_and_history(db: Db) {
    let s = db.open().await;
    assert_eq!(
        s.server_settings("s").await.unwrap(),
        ServerSettings::default()
    );
    let set = ServerSettings {
        language: Some("fr".into()),
        casual_hints: Some(false),
        game: Some("xiangqi".into()),
    };
    s.set_server_settings("s", &set).await.unwrap();
    assert_eq!(s.server_settings("s").await.unwrap(), set);
    let set2 = ServerSettings {
        language: None,
        ..set
    };
    s.set_server_settings("s", &set2).await.unwrap();
    assert_eq!(s.server_settings("s").await.unwrap(), set2);
    assert_eq!(
        s.server_settings("other").await.unwrap(),
        ServerSettings::default()
    );

    // Member settings: unset, set, partly reset, and kept apart per member.
    assert_eq!(
        s.member_settings("u1").await.unwrap(),
        MemberSettings::default()
    );
    let m = MemberSettings {
        piece_style: Some("letters".into()),
        notify: Some(false),
        language: None,
    };
    s.set_member_settings("u1", &m).await.unwrap();
    assert_eq!(s.member_settings("u1").await.unwrap(), m);
    let m2 = MemberSettings {
        notify: None,
        ..m.clone()
    };
    s.set_member_settings("u1", &m2).await.unwrap();
    assert_eq!(s.member_settings("u1").await.unwrap(), m2);
    assert_eq!(
        s.member_settings("u2").await.unwrap(),
        MemberSettings::default()
    );

    let mut ids = Vec::new();
    for (i, (red, blue, ra, rb)) in [
        ("ann", "bob", 1600.0, 1400.0),
        ("cat", "dan", 1550.0, 1450.0),
    ]
    .into_iter()
    .enumerate()
    {
        let mut g = member_game(&format!("c{i}"), red, blue);
        g.id = s.insert_game(&g, None).await.unwrap();
        let mut f = finished(g);
        f.state.finished_ms = Some(5000 + i as i64);
        s.finish_game(&f, 1, &[rating(red, 1, ra), rating(blue, 1, rb)])
            .await
            .unwrap();
        ids.push(f.id);
    }
    let board: Vec<String> = s
        .leaderboard("s", "jungle", 3)
        .await
        .unwrap()
        .into_iter()
        .map(|r| r.user)
        .collect();
    assert_eq!(board, ["ann", "cat", "dan"]);
    assert!(s.leaderboard("s", "xiangqi", 3).await.unwrap().is_empty());
    assert!(s.rating("other", "jungle", "ann").await.unwrap().is_none());
    let history: Vec<i64> = s
        .finished_games("s", "ann", 10)
        .await
        .unwrap()
        .rows
        .iter()
        .map(|g| g.id)
        .collect();
    assert_eq!(history, [ids[0]]);
    assert!(
        s.finished_games("s", "eve", 10)
            .await
            .unwrap()
            .rows
            .is_empty()
    );
    // A server's finished games, every member's, newest first; none of another server.
    let server_games = |limit| {
        let s = &s;
        async move {
            let rows = s.server_games("s", limit).await.unwrap().rows;
            rows.iter().map(|g| g.id).collect::<Vec<i64>>()
        }
    };
    assert_eq!(server_games(10).await, [ids[1], ids[0]]);
    assert_eq!(server_games(1).await, [ids[1]]);
    assert!(s.server_games("other", 10).await.unwrap().rows.is_empty());
}

async fn unreadable_rows_are_reported_and_quarantined(db: Db) {
    let s = db.open().await;
    let mut ids = Vec::new();
    for ch in ["good", "bad-seat", "bad-move"] {
        let mut g = member_game(ch, "ann", "bob");
        g.id = s.insert_game(&g, None).await.unwrap();
        ids.push(g.id);
    }
    let (good, bad_seat, bad_move) = (ids[0], ids[1], ids[2]);
    db.raw(&format!(
        "UPDATE games SET red = '{{not json' WHERE id = {bad_seat}; UPDATE games SET moves = 'g3g4 zz' WHERE id = {bad_move};"
    ))
    .await;
    // The readable game is read; the two others are named with what is wrong.
    let active = s.active_games().await.unwrap();
    assert_eq!(
        active.games.iter().map(|g| g.record.id).collect::<Vec<_>>(),
        [good]
    );
    let why: Vec<(i64, Option<String>, Option<String>, String)> = active
        .unreadable
        .iter()
        .map(|u| (u.id, u.server.clone(), u.channel.clone(), u.why.clone()))
        .collect();
    assert_eq!(why.len(), 2, "{why:?}");
    assert_eq!(
        (why[0].0, why[0].1.as_deref(), why[0].2.as_deref()),
        (bad_seat, Some("s"), Some("bad-seat"))
    );
    assert!(why[0].3.contains("seat"), "{why:?}");
    assert_eq!(
        (why[1].0, why[1].2.as_deref()),
        (bad_move, Some("bad-move"))
    );
    assert!(
        why[1].3.contains("move") && why[1].3.contains("zz"),
        "{why:?}"
    );

    s.quarantine_game(bad_seat, &why[0].3, 7000).await.unwrap();
    s.quarantine_game(bad_move, "moves not legal", 7001)
        .await
        .unwrap();
    // Once: a quarantined game is no longer active.
    let again = s.quarantine_game(bad_move, "again", 7002).await;
    assert!(
        matches!(again, Err(StoreError::NotFound { .. })),
        "{again:?}"
    );
    let r = s.quarantine_game(good + 100, "none", 7002).await;
    assert!(matches!(r, Err(StoreError::NotFound { .. })), "{r:?}");
    let active = s.active_games().await.unwrap();
    assert_eq!((active.games.len(), active.unreadable.len()), (1, 0));
    let listed = s.quarantined_games("s").await.unwrap();
    assert_eq!(
        listed
            .iter()
            .map(|q| (q.id, q.channel.as_str(), q.quarantined_ms))
            .collect::<Vec<_>>(),
        [(bad_seat, "bad-seat", 7000), (bad_move, "bad-move", 7001)]
    );
    assert_eq!(listed[1].why, "moves not legal");
    assert!(s.quarantined_games("other").await.unwrap().is_empty());
    // Not a game to show or replay, nor a finished game in anyone's history.
    assert_eq!(s.game(bad_move).await.unwrap(), None);
    assert!(
        s.finished_games("s", "ann", 10)
            .await
            .unwrap()
            .rows
            .is_empty()
    );
    // The channel is free for a new game, and the quarantine survives a restart.
    let fresh = s
        .insert_game(&member_game("bad-move", "ann", "cat"), None)
        .await;
    assert!(fresh.is_ok(), "{fresh:?}");
    let s = db.open().await;
    assert_eq!(s.quarantined_games("s").await.unwrap().len(), 2);
    assert_eq!(s.active_games().await.unwrap().games.len(), 2);
}

/// One unreadable challenge row no longer stops the hub: it is deleted (logged once) and its
/// channel is free. One unreadable finished game hides none of the others in `/history`, which
/// notes it; `/review` of it says it cannot be read.
async fn unreadable_challenges_and_finished_games_hide_nothing_else(db: Db) {
    let s = db.open().await;
    // Standing for an hour, so that no expiry interferes.
    let standing = |channel: &str| ChallengeRecord {
        expires_ms: qibot::hub::now_ms() + 3_600_000,
        ..challenge(channel)
    };
    let good = s.insert_challenge(&standing("good-ch")).await.unwrap();
    let bad = s.insert_challenge(&standing("bad-ch")).await.unwrap();
    let mut finished_ids = Vec::new();
    for ch in ["f1", "f2", "f3"] {
        let mut g = member_game(ch, "ann", "bob");
        g.id = s.insert_game(&g, None).await.unwrap();
        let mut f = finished(g.clone());
        f.state.finished_ms = Some(5000 + g.id);
        s.finish_game(&f, 1, &[]).await.unwrap();
        finished_ids.push(g.id);
    }
    let (older, broken, newest) = (finished_ids[0], finished_ids[1], finished_ids[2]);
    db.raw(&format!(
        "UPDATE challenges SET challenger = '{{\"id\": 7' WHERE id = {bad}; UPDATE games SET moves = 'g3g4 ??' WHERE id = {broken};"
    ))
    .await;
    // The store reads the good rows and names the bad ones.
    let pending = s.challenges().await.unwrap();
    assert_eq!(
        pending.rows.iter().map(|c| c.record.id).collect::<Vec<_>>(),
        [good]
    );
    assert_eq!(pending.unreadable.len(), 1);
    let u = &pending.unreadable[0];
    assert_eq!(
        (u.id, u.server.as_deref(), u.channel.as_deref()),
        (bad, Some("s"), Some("bad-ch"))
    );
    assert!(u.why.contains("player"), "{u:?}");
    let history = s.finished_games("s", "ann", 10).await.unwrap();
    assert_eq!(
        history.rows.iter().map(|g| g.id).collect::<Vec<_>>(),
        [newest, older]
    );
    assert_eq!(
        history.unreadable.iter().map(|u| u.id).collect::<Vec<_>>(),
        [broken]
    );
    assert!(history.unreadable[0].why.contains("??"), "{history:?}");

    // The hub starts; the bad challenge is gone, the good one stands, the channel is free.
    let open = async || {
        Hub::open(
            db.open().await,
            Arc::new(qibot::hub::GreedyBot),
            Arc::new(qibot::hub::NoRenderer),
            HubConfig::default(),
        )
        .await
        .unwrap()
    };
    let (hub, _ev) = open().await;
    assert_eq!(hub.challenge_in("good-ch").map(|c| c.id), Some(good));
    assert!(hub.challenge_in("bad-ch").is_none());
    let pending = s.challenges().await.unwrap();
    assert_eq!((pending.rows.len(), pending.unreadable.len()), (1, 0));
    let ctx = |user: &str, channel: &str| qibot::hub::Ctx {
        server: "s".into(),
        channel: channel.into(),
        user: Player::new(user, user.to_uppercase()),
    };
    let r = hub
        .handle(
            &ctx("cat", "bad-ch"),
            qibot::hub::Command::Challenge {
                opponent: Player::new("dan", "DAN"),
                options: Default::default(),
            },
        )
        .await;
    assert_eq!(r[0].message.id, "challenge-made", "the channel is free");

    // /history lists the two readable games and notes the third.
    let r = hub
        .handle(&ctx("ann", "f1"), qibot::hub::Command::History(None))
        .await;
    let text = hub.text(&r[0]);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 4, "{text}");
    assert!(
        lines[1].starts_with(&format!("#{newest} ANN – BOB 1-0")),
        "{text}"
    );
    assert!(
        lines[2].starts_with(&format!("#{older} ANN – BOB 1-0")),
        "{text}"
    );
    assert_eq!(
        lines[3],
        format!("game #{broken} cannot be read and is left out"),
        "{text}"
    );
    assert!(
        hub.i18n()
            .format("fr", &r[0].message)
            .contains(&format!("la partie #{broken} est illisible")),
    );
    // /review of the last game, when that one cannot be read, says so.
    db.raw(&format!(
        "UPDATE games SET moves = 'zz' WHERE id = {newest}"
    ))
    .await;
    let r = hub
        .handle(&ctx("ann", "f1"), qibot::hub::Command::Review(None))
        .await;
    assert_eq!(r[0].message.id, "review-failed");
    assert!(
        hub.text(&r[0])
            .starts_with(&format!("game #{newest} cannot be reviewed: ")),
        "{}",
        hub.text(&r[0])
    );
    hub.shutdown().await;
    // A restart finds nothing left to delete.
    let (hub, _ev) = open().await;
    assert_eq!(hub.challenge_in("good-ch").map(|c| c.id), Some(good));
    hub.shutdown().await;
}

async fn reviews_are_kept_and_replaced(db: Db) {
    let s = db.open().await;
    assert_eq!(s.review(7).await.unwrap(), None);
    s.save_review(7, "first").await.unwrap();
    s.save_review(8, "other game").await.unwrap();
    assert_eq!(s.review(7).await.unwrap().as_deref(), Some("first"));
    s.save_review(7, "second").await.unwrap();
    drop(s);
    let s = db.open().await;
    assert_eq!(s.review(7).await.unwrap().as_deref(), Some("second"));
    assert_eq!(s.review(8).await.unwrap().as_deref(), Some("other game"));
}

/// The live board message (migration 7): none at first, set and replaced without changing the
/// game's version (a move stored meanwhile by another process is not refused), kept across a
/// reopen and after the game ends; a game that is not there is refused.
async fn a_games_board_message_is_kept_apart_from_its_version(db: Db) {
    let mut g = record("c1");
    let s = db.open().await;
    g.id = s.insert_game(&g, None).await.unwrap();
    assert_eq!(s.board_message(g.id).await.unwrap(), None);
    s.set_board_message(g.id, Some("c1/1001")).await.unwrap();
    assert_eq!(
        s.board_message(g.id).await.unwrap().as_deref(),
        Some("c1/1001")
    );
    assert_eq!(s.game(g.id).await.unwrap().unwrap().version, 1);
    // A writer holding version 1 still stores its move.
    g.moves.push(mv("c4c5"));
    assert_eq!(s.update_game(&g, 1).await.unwrap(), 2);
    assert_eq!(
        s.board_message(g.id).await.unwrap().as_deref(),
        Some("c1/1001"),
        "a move leaves the board message as it is"
    );
    s.set_board_message(g.id, Some("c1/1002")).await.unwrap();
    drop(s);
    let s = db.open().await;
    assert_eq!(
        s.board_message(g.id).await.unwrap().as_deref(),
        Some("c1/1002")
    );
    s.finish_game(&finished(g.clone()), 2, &[]).await.unwrap();
    assert_eq!(
        s.board_message(g.id).await.unwrap().as_deref(),
        Some("c1/1002"),
        "the final board is still known"
    );
    s.set_board_message(g.id, None).await.unwrap();
    assert_eq!(s.board_message(g.id).await.unwrap(), None);
    let r = s.set_board_message(777, Some("x/1")).await;
    assert!(matches!(r, Err(StoreError::NotFound { .. })), "{r:?}");
    assert_eq!(s.board_message(777).await.unwrap(), None);
}

async fn a_newer_schema_is_refused(db: Db) {
    drop(db.open().await);
    match &db {
        Db::Sqlite(..) => db.raw("PRAGMA user_version = 99").await,
        Db::Postgres(..) => db.raw("UPDATE qibot_schema SET version = 99").await,
    }
    let loc = Location::parse(&db.text(), &PasswordSources::default()).unwrap();
    let e = v2::open(&loc).await.err().expect("refused");
    assert!(e.to_string().contains("newer than this qibot knows"), "{e}");
    assert!(matches!(e, StoreError::Refused { .. }), "{e:?}");
}

/// A bot that thinks until `searches` searches have started (or 5 s), then plays the first
/// legal move: with two hubs, both are searching the same position at once.
struct Together {
    started: std::sync::atomic::AtomicUsize,
    searches: usize,
}

impl qibot::hub::Bot for Together {
    fn choose_move(
        &self,
        game: &qibot::games::any::Game,
        _level: Level,
        _stop: &std::sync::atomic::AtomicBool,
    ) -> Option<Move> {
        use std::sync::atomic::Ordering;
        self.started.fetch_add(1, Ordering::SeqCst);
        let t = std::time::Instant::now();
        while self.started.load(Ordering::SeqCst) < self.searches
            && t.elapsed() < std::time::Duration::from_secs(5)
        {
            std::thread::sleep(std::time::Duration::from_millis(2));
        }
        game.position().legal_moves().first().copied()
    }
    fn hint(
        &self,
        game: &qibot::games::any::Game,
        _stop: &std::sync::atomic::AtomicBool,
    ) -> Option<Move> {
        game.position().legal_moves().first().copied()
    }
}

/// Two hubs (as two processes that both own the game) on one store find the bot to move in
/// one stored position and both search it: one stores the move and posts it; the other's
/// write meets the new version, so it posts nothing at all (neither the move nor a notice).
async fn the_bots_move_for_one_position_is_posted_once(db: Db) {
    let s = db.open().await;
    let mut g = record("c");
    g.seats = [
        Seat::Bot(Level::Easy),
        Seat::Member(Player::new("a", "Ann")),
    ];
    g.time_control = "none".into();
    g.moves.clear();
    g.state.draw_offer = None;
    g.id = s.insert_game(&g, None).await.unwrap();
    let bot = Arc::new(Together {
        started: Default::default(),
        searches: 2,
    });
    let mut hubs = Vec::new();
    for _ in 0..2 {
        let (hub, events) = Hub::open(
            db.open().await,
            bot.clone(),
            Arc::new(qibot::hub::NoRenderer),
            HubConfig::default(),
        )
        .await
        .unwrap();
        hubs.push((hub, events));
    }
    // Both recovered the game and started searching it.
    let mut posted: Vec<Reply> = Vec::new();
    let end = tokio::time::Instant::now() + std::time::Duration::from_secs(10);
    while posted.is_empty() && tokio::time::Instant::now() < end {
        for (_, events) in hubs.iter_mut() {
            while let Ok(r) = events.try_recv() {
                posted.push(r);
            }
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    // The other search ends within moments of the first: anything it posts comes now.
    tokio::time::sleep(std::time::Duration::from_millis(1500)).await;
    for (_, events) in hubs.iter_mut() {
        while let Ok(r) = events.try_recv() {
            posted.push(r);
        }
    }
    assert_eq!(
        bot.started.load(std::sync::atomic::Ordering::SeqCst),
        2,
        "both hubs searched the position"
    );
    let ids: Vec<&str> = posted.iter().map(|r| r.message.id).collect();
    assert_eq!(ids, ["move-played"], "posted once, nothing else");
    assert!(posted[0].played.is_some_and(|p| p.by_bot));
    let stored = s.game(g.id).await.unwrap().unwrap();
    assert_eq!(stored.version, 2, "one write");
    assert_eq!(stored.record.moves.len(), 1);
    assert_eq!(Some(stored.record.moves[0]), posted[0].played.map(|p| p.mv));
    for (hub, _) in hubs {
        hub.shutdown().await;
    }
}

/// A refused login names the database without its password.
#[tokio::test]
#[cfg_attr(
    qibot_no_postgres,
    ignore = "PostgreSQL is not installed (README, Tests)"
)]
async fn a_failed_login_never_shows_the_password() {
    let url = support::postgres::server_url();
    let rest = url.split_once("://").map_or(url.as_str(), |(_, r)| r);
    let host = rest.rsplit_once('@').map_or(rest, |(_, h)| h);
    let host = host.split('/').next().unwrap_or(host);
    let bad = format!("postgres://qibot_nobody:Wr0ng-S3cret@{host}/postgres");
    let loc = Location::parse(&bad, &PasswordSources::default()).unwrap();
    let e = v2::open(&loc)
        .await
        .err()
        .expect("a wrong login is refused");
    let text = format!("{e} {e:?} {loc:?} {loc}");
    says(&text, &["qibot_nobody:***@"]);
    never_says(&text, &["Wr0ng-S3cret"]);
}

/// Puzzle ratings (migration 11): none at first; a try and the new record are stored together,
/// once per puzzle; a record computed from a stale one is refused and changes nothing; all
/// survives a reopen, apart per server and game.
async fn puzzle_ratings_and_tries_are_kept_once(db: Db) {
    let s = db.open().await;
    assert_eq!(
        s.puzzle_record(PuzzleKey::new("g1", "jungle", "u1"))
            .await
            .unwrap(),
        None
    );
    assert!(
        s.puzzles_tried(PuzzleKey::new("g1", "jungle", "u1"))
            .await
            .unwrap()
            .is_empty()
    );
    let attempt = |puzzle: &str, solved: bool| PuzzleAttempt {
        server: "g1".into(),
        game_kind: "jungle".into(),
        user: "u1".into(),
        puzzle: puzzle.into(),
        solved,
        at_ms: 1_000,
        other_move: false,
        daily: None,
    };
    let record = |rating: f64, solved: i64, failed: i64| PuzzleRecord {
        server: "g1".into(),
        game_kind: "jungle".into(),
        user: "u1".into(),
        rating,
        deviation: 290.5,
        volatility: 0.06,
        solved,
        failed,
    };
    s.finish_puzzle(&attempt("j0001", true), &record(1620.25, 1, 0))
        .await
        .unwrap();
    assert_eq!(
        s.puzzle_record(PuzzleKey::new("g1", "jungle", "u1"))
            .await
            .unwrap(),
        Some(record(1620.25, 1, 0))
    );
    // The same puzzle again: refused, nothing changed.
    let again = s
        .finish_puzzle(&attempt("j0001", false), &record(1500.0, 1, 1))
        .await;
    assert!(is_conflict(&again), "{again:?}");
    // A record that does not follow the stored one: refused, and the try is not kept either.
    let stale = s
        .finish_puzzle(&attempt("j0002", false), &record(1500.0, 0, 1))
        .await;
    assert!(is_conflict(&stale), "{stale:?}");
    assert_eq!(
        s.puzzles_tried(PuzzleKey::new("g1", "jungle", "u1"))
            .await
            .unwrap(),
        vec!["j0001".to_string()]
    );
    s.finish_puzzle(&attempt("j0002", false), &record(1580.0, 1, 1))
        .await
        .unwrap();
    drop(s);
    let s = db.open().await;
    assert_eq!(
        s.puzzle_record(PuzzleKey::new("g1", "jungle", "u1"))
            .await
            .unwrap(),
        Some(record(1580.0, 1, 1))
    );
    let mut tried = s
        .puzzles_tried(PuzzleKey::new("g1", "jungle", "u1"))
        .await
        .unwrap();
    tried.sort();
    assert_eq!(tried, ["j0001", "j0002"]);
    assert_eq!(
        s.puzzle_record(PuzzleKey::new("g2", "jungle", "u1"))
            .await
            .unwrap(),
        None
    );
    assert_eq!(
        s.puzzle_record(PuzzleKey::new("g1", "xiangqi", "u1"))
            .await
            .unwrap(),
        None
    );
    let stats = |tried, solved| PuzzleStats {
        tried,
        solved,
        other_move: 0,
    };
    assert_eq!(
        s.puzzle_stats("jungle", "j0001").await.unwrap(),
        stats(1, 1)
    );
    assert_eq!(
        s.puzzle_stats("jungle", "j0002").await.unwrap(),
        stats(1, 0)
    );
    assert_eq!(
        s.puzzle_stats("jungle", "j0003").await.unwrap(),
        stats(0, 0)
    );
}

/// The daily puzzle (migration 12): a setting kept per server and changed without losing its
/// last post; the post of a day claimed once (a second claim, from this or another
/// connection, takes nothing; the next day's does); a day's tries counted apart from the
/// others, solves by another move too; off, nothing is claimed.
async fn a_daily_puzzle_is_set_claimed_once_and_summed_up(db: Db) {
    let s = db.open().await;
    assert_eq!(s.daily_puzzle("g1").await.unwrap(), None);
    assert!(s.daily_puzzles().await.unwrap().is_empty());
    assert!(
        !s.claim_daily_puzzle("g1", 100, "j0001").await.unwrap(),
        "no setting"
    );
    s.set_daily_puzzle("g1", Some("c1"), "jungle", 1080)
        .await
        .unwrap();
    let set = DailyPuzzle {
        server: "g1".into(),
        channel: Some("c1".into()),
        game_kind: "jungle".into(),
        minute: 1080,
        last_day: None,
        last_puzzle: None,
    };
    assert_eq!(s.daily_puzzle("g1").await.unwrap(), Some(set.clone()));
    assert!(s.claim_daily_puzzle("g1", 100, "j0001").await.unwrap());
    let other = db.open().await;
    assert!(!other.claim_daily_puzzle("g1", 100, "j0002").await.unwrap());
    assert!(
        !s.claim_daily_puzzle("g1", 99, "j0003").await.unwrap(),
        "an older day"
    );
    // A new time the same day keeps the day's post.
    s.set_daily_puzzle("g1", Some("c2"), "jungle", 60)
        .await
        .unwrap();
    let posted = DailyPuzzle {
        channel: Some("c2".into()),
        minute: 60,
        last_day: Some(100),
        last_puzzle: Some("j0001".into()),
        ..set
    };
    assert_eq!(
        other.daily_puzzle("g1").await.unwrap(),
        Some(posted.clone())
    );
    assert!(!other.claim_daily_puzzle("g1", 100, "j0001").await.unwrap());
    // Tries of day 100's puzzle: three members solve it (one by another move), one fails;
    // the same puzzle tried on no day, or on another server, is not counted for the day.
    let attempt = |server: &str, user: &str, solved, other_move, daily| PuzzleAttempt {
        server: server.into(),
        game_kind: "jungle".into(),
        user: user.into(),
        puzzle: "j0001".into(),
        solved,
        at_ms: 1_000,
        other_move,
        daily,
    };
    let tries = [
        attempt("g1", "u1", true, false, Some(100)),
        attempt("g1", "u2", true, true, Some(100)),
        attempt("g1", "u3", true, false, Some(100)),
        attempt("g1", "u4", false, false, Some(100)),
        attempt("g1", "u5", true, true, None),
        attempt("g2", "u1", true, false, Some(100)),
    ];
    for a in &tries {
        let r = PuzzleRecord {
            server: a.server.clone(),
            game_kind: "jungle".into(),
            user: a.user.clone(),
            rating: 1500.0,
            deviation: 300.0,
            volatility: 0.06,
            solved: i64::from(a.solved),
            failed: i64::from(!a.solved),
        };
        s.finish_puzzle(a, &r).await.unwrap();
    }
    let day = s.daily_puzzle_stats("g1", "j0001", 100).await.unwrap();
    assert_eq!(
        day,
        PuzzleStats {
            tried: 4,
            solved: 3,
            other_move: 1
        }
    );
    assert_eq!(
        s.daily_puzzle_stats("g1", "j0001", 101).await.unwrap(),
        PuzzleStats::default()
    );
    let all = PuzzleStats {
        tried: 6,
        solved: 5,
        other_move: 2,
    };
    assert_eq!(s.puzzle_stats("jungle", "j0001").await.unwrap(), all);
    assert_eq!(
        s.all_puzzle_stats("jungle").await.unwrap(),
        vec![("j0001".to_string(), all)]
    );
    // The next day is claimed once; off, nothing is, and the list leaves the server out.
    assert!(other.claim_daily_puzzle("g1", 101, "j0002").await.unwrap());
    assert!(!s.claim_daily_puzzle("g1", 101, "j0002").await.unwrap());
    s.set_daily_puzzle("g1", None, "jungle", 60).await.unwrap();
    assert!(s.daily_puzzles().await.unwrap().is_empty());
    assert!(!s.claim_daily_puzzle("g1", 102, "j0003").await.unwrap());
    drop((s, other));
    let s = db.open().await;
    let kept = s.daily_puzzle("g1").await.unwrap().unwrap();
    assert_eq!(
        (kept.channel, kept.last_day, kept.last_puzzle.as_deref()),
        (None, Some(101), Some("j0002"))
    );
}

/// A day (from `from` on) whose daily Xiangqi puzzle on server `srv` accepts another move
/// that wins at once at the solver's last step: the day, the puzzle, and that other move.
fn day_with_another_winning_move(from: i64) -> (i64, &'static qibot::games::puzzle::Puzzle, Move) {
    use qibot::hub::puzzles;
    'days: for day in from..from + 2000 {
        let p = puzzles::daily(puzzles::shipped(GameKind::Xiangqi), "srv", day).unwrap();
        let last = p.solution.len() - 1;
        if !last.is_multiple_of(2) {
            continue;
        }
        let mut g = qibot::games::any::Game::new(p.position().unwrap());
        for m in &p.solution[..last] {
            if !matches!(g.play(*m), Ok(None)) {
                continue 'days;
            }
        }
        let me = g.position().side_to_move();
        let other = g.position().legal_moves().into_iter().find(|&m| {
            let mut h = g.clone();
            m != p.solution[last] && matches!(h.play(m), Ok(Some(o)) if o.winner() == Some(me))
        });
        if let Some(m) = other {
            return (day, p, m);
        }
    }
    panic!("no daily puzzle with another winning move");
}

/// The daily puzzle through the hub: a bad time is refused and changes nothing; at 17:59
/// nothing is due, at 18:00 the post goes out once (of two hubs on one store); members press
/// Solve and answer privately (three win by another move at the last step, two by the
/// stored one, one fails); a second press is told they tried; the next day's post names the
/// solution and 5 of 6; the puzzle is flagged (5 solves, 3 by another move); the old button
/// is over; off, nothing more is posted.
async fn the_daily_puzzle_through_the_hub_posts_once_and_flags_other_moves(db: Db) {
    use qibot::hub::puzzles::{self, DAY_MS};
    use qibot::hub::{Command, DailySetting};
    use support::hub::{ctx, first_move_hub, ids};
    let (hub, mut events) = first_move_hub(db.open().await, HubConfig::default()).await;
    let (other_hub, mut other_events) = first_move_hub(db.open().await, HubConfig::default()).await;
    let admin = ctx("admin", "general");
    let set = |time: &str| {
        Command::DailyPuzzle(Some(DailySetting {
            channel: "daily".into(),
            time: time.into(),
            game: Some("xiangqi".into()),
        }))
    };
    for bad in ["25:00", "6pm"] {
        let r = hub.handle(&admin, set(bad)).await;
        assert_eq!(ids(&r), ["puzzle-daily-bad-time"]);
        assert!(r[0].refused);
        let text = hub.text(&r[0]);
        assert!(text.contains("HH:MM") && text.contains(bad), "{text}");
    }
    let store = db.open().await;
    assert_eq!(store.daily_puzzle("srv").await.unwrap(), None);
    // The clocks are fixed before the setting exists: on the system clock, a run after
    // 18:00 UTC let a loop's pass post the real day's puzzle first.
    let (day, puzzle, other_move) = day_with_another_winning_move(20_700);
    let at = |day: i64, h: i64, m: i64| day * DAY_MS + h * 3_600_000 + m * 60_000;
    for h in [&hub, &other_hub] {
        h.set_clock(Some(at(day, 17, 59)));
    }
    let r = hub.handle(&admin, set("18:00")).await;
    assert_eq!(ids(&r), ["puzzle-daily-set"]);
    assert!(!r[0].refused);
    let text = hub.text(&r[0]);
    assert!(
        text.contains("18:00 UTC") && text.contains("Xiangqi"),
        "{text}"
    );
    assert!(matches!(
        &r[0].audience,
        qibot::hub::Audience::Member { .. }
    ));

    // The loops' first passes may run meanwhile; nothing is due before 18:00.
    assert_eq!(hub.post_daily_puzzles().await, 0);
    assert_eq!(other_hub.post_daily_puzzles().await, 0);
    for h in [&hub, &other_hub] {
        h.set_clock(Some(at(day, 18, 0)));
    }
    let posted = hub.post_daily_puzzles().await + other_hub.post_daily_puzzles().await;
    assert!(posted <= 1, "one post at most: {posted}");
    assert_eq!(hub.post_daily_puzzles().await, 0);
    // The post: once, from either hub (a loop may have claimed it first).
    let post = tokio::time::timeout(std::time::Duration::from_secs(40), async {
        tokio::select! {
            r = events.recv() => r.unwrap(),
            r = other_events.recv() => r.unwrap(),
        }
    })
    .await
    .expect("the daily post");
    assert_eq!(post.message.id, "puzzle-daily-post");
    assert_eq!(post.audience, qibot::hub::Audience::Channel("daily".into()));
    assert_eq!(post.buttons[0].id, format!("qibot:daily:{day}"));
    assert_eq!(
        post.board.as_ref().unwrap().position,
        puzzle.position().unwrap()
    );
    let text = hub.text(&post);
    assert!(text.contains(&puzzle.id), "{text}");
    assert!(text.contains(&puzzles::date_text(day)), "{text}");
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    assert!(
        events.try_recv().is_err() && other_events.try_recv().is_err(),
        "posted twice"
    );
    let row = store.daily_puzzle("srv").await.unwrap().unwrap();
    assert_eq!(
        (row.last_day, row.last_puzzle.as_deref()),
        (Some(day), Some(puzzle.id.as_str()))
    );

    // Six members: three win by the other move, two by the stored line, one fails.
    let solve = format!("qibot:daily:{day}");
    let line: Vec<String> = puzzle.solution.iter().map(|m| m.to_string()).collect();
    for (n, how) in ["other", "other", "other", "main", "main", "wrong"]
        .iter()
        .enumerate()
    {
        let member = ctx(&format!("m{n}"), "daily");
        let r = hub.handle(&member, Command::Button(solve.clone())).await;
        let start = if n == 0 {
            "puzzle-start"
        } else {
            "puzzle-start-stats"
        };
        assert_eq!(ids(&r), [start], "{}", hub.text(&r[0]));
        assert!(
            matches!(&r[0].audience, qibot::hub::Audience::Member { user, .. } if *user == member.user.id)
        );
        assert!(hub.text(&r[0]).contains(&puzzle.id));
        let mut last = Vec::new();
        for (i, m) in line.iter().enumerate().step_by(2) {
            let is_last = i + 1 == line.len();
            let text = match (*how, is_last, i) {
                ("other", true, _) => other_move.to_string(),
                ("wrong", _, 0) => {
                    let pos = puzzle.position().unwrap();
                    let bad = pos.legal_moves().into_iter().find(|&x| {
                        x.to_string() != *m && {
                            let mut g = qibot::games::any::Game::new(pos);
                            !matches!(g.play(x), Ok(Some(_)))
                        }
                    });
                    bad.unwrap().to_string()
                }
                _ => m.clone(),
            };
            last = hub.handle(&member, Command::Move(text)).await;
            if *how == "wrong" {
                break;
            }
        }
        assert_eq!(ids(&last), ["puzzle-end-stats"]);
        let end = hub.text(&last[0]);
        let first_word = if *how == "wrong" {
            "not the move"
        } else {
            "Solved!"
        };
        assert!(end.contains(first_word), "{how}: {end}");
        assert!(
            end.contains(&format!("of {} tries solved it", n + 1)),
            "{end}"
        );
    }
    let again = hub
        .handle(&ctx("m0", "daily"), Command::Button(solve.clone()))
        .await;
    assert_eq!(ids(&again), ["puzzle-daily-tried"]);
    let day_stats = store
        .daily_puzzle_stats("srv", &puzzle.id, day)
        .await
        .unwrap();
    assert_eq!(
        day_stats,
        PuzzleStats {
            tried: 6,
            solved: 5,
            other_move: 3
        }
    );
    let all = store.puzzle_stats("xiangqi", &puzzle.id).await.unwrap();
    assert!(puzzles::is_flagged(&all), "{all:?}");

    // The next day: the post names the solution and the counts; the old button is over.
    for h in [&hub, &other_hub] {
        h.set_clock(Some(at(day + 1, 18, 0)));
    }
    let n = hub.post_daily_puzzles().await + other_hub.post_daily_puzzles().await;
    assert!(n <= 1);
    let next = tokio::time::timeout(std::time::Duration::from_secs(40), async {
        tokio::select! {
            r = events.recv() => r.unwrap(),
            r = other_events.recv() => r.unwrap(),
        }
    })
    .await
    .expect("the next day's post");
    assert_eq!(next.message.id, "puzzle-daily-post-after");
    assert_eq!(next.buttons[0].id, format!("qibot:daily:{}", day + 1));
    let text = hub.text(&next);
    let first = puzzle.position().unwrap().move_text(puzzle.solution[0]);
    assert!(text.contains(&format!(" {first} ")), "{text}");
    assert!(text.contains("5 of 6 solved it"), "{text}");
    assert!(text.contains(&puzzles::date_text(day)), "{text}");
    let over = hub
        .handle(&ctx("m9", "daily"), Command::Button(solve))
        .await;
    assert_eq!(ids(&over), ["puzzle-daily-over"]);

    // Off: nothing more is posted.
    let r = hub.handle(&admin, Command::DailyPuzzle(None)).await;
    assert_eq!(ids(&r), ["puzzle-daily-off"]);
    let r = hub.handle(&admin, Command::DailyPuzzle(None)).await;
    assert_eq!(ids(&r), ["puzzle-daily-was-off"]);
    hub.set_clock(Some(at(day + 2, 23, 0)));
    assert_eq!(hub.post_daily_puzzles().await, 0);
    hub.shutdown().await;
    other_hub.shutdown().await;
}

/// Puzzles from a server's own games (migration 13): kept per server and game, oldest first,
/// one id once; another server, or the other game, lists none of them; they survive a reopen.
async fn server_puzzles_are_kept_per_server_and_game(db: Db) {
    let s = db.open().await;
    assert!(s.server_puzzles("g1", "jungle").await.unwrap().is_empty());
    let puzzle = |server: &str, id: &str, game: i64, at: i64| ServerPuzzle {
        server: server.into(),
        game_kind: "jungle".into(),
        id: id.into(),
        line: format!(
            "{id} | l1p1c2/1r3t1/2dWw2/7/6e/7/1C3DR/E2P3/T5L w 32 17 | d7d8 f8f7 d8d9 | den,den-in-2 | 800 | 300 | 5"
        ),
        source_game: game,
        created_ms: at,
    };
    s.add_server_puzzle(&puzzle("g1", "sj0002", 8, 2_000))
        .await
        .unwrap();
    s.add_server_puzzle(&puzzle("g1", "sj0001", 7, 1_000))
        .await
        .unwrap();
    // The same id on the same server: refused, the first one kept.
    let again = s.add_server_puzzle(&puzzle("g1", "sj0001", 9, 3_000)).await;
    assert!(is_conflict(&again), "{again:?}");
    // The same id on another server is another puzzle.
    s.add_server_puzzle(&puzzle("g2", "sj0001", 11, 1_500))
        .await
        .unwrap();
    drop(s);
    let s = db.open().await;
    assert_eq!(
        s.server_puzzles("g1", "jungle").await.unwrap(),
        vec![
            puzzle("g1", "sj0001", 7, 1_000),
            puzzle("g1", "sj0002", 8, 2_000)
        ]
    );
    assert_eq!(
        s.server_puzzles("g2", "jungle").await.unwrap(),
        vec![puzzle("g2", "sj0001", 11, 1_500)]
    );
    assert!(s.server_puzzles("g3", "jungle").await.unwrap().is_empty());
    assert!(s.server_puzzles("g1", "xiangqi").await.unwrap().is_empty());
}

/// Lesson progress (issue 64): a member's solved stages of one game, each with its best stars:
/// a first solve is kept, fewer or as many stars later change nothing, more stars replace
/// them; apart per member and game; stars outside 1 to 3 refused; all of it through a reopen.
async fn lesson_progress_keeps_the_best_stars_through_a_reopen(db: Db) {
    let s = db.open().await;
    let stage =
        |user: &str, game: &str, lesson: &str, n: i64, stars: i64, at: i64| LessonStageRecord {
            user: user.into(),
            game_kind: game.into(),
            lesson: lesson.into(),
            stage: n,
            stars,
            solved_ms: at,
        };
    assert!(s.lesson_progress("ann", "jungle").await.unwrap().is_empty());
    assert!(
        s.record_lesson_stage(&stage("ann", "jungle", "rat", 2, 2, 10))
            .await
            .unwrap()
    );
    assert!(
        s.record_lesson_stage(&stage("ann", "jungle", "moves", 1, 3, 20))
            .await
            .unwrap()
    );
    // Fewer stars, then as many: the better solve stays, with its time.
    assert!(
        !s.record_lesson_stage(&stage("ann", "jungle", "rat", 2, 1, 30))
            .await
            .unwrap()
    );
    assert!(
        !s.record_lesson_stage(&stage("ann", "jungle", "rat", 2, 2, 40))
            .await
            .unwrap()
    );
    // Another member, and Ann in the other game, are apart.
    assert!(
        s.record_lesson_stage(&stage("bob", "jungle", "rat", 2, 3, 50))
            .await
            .unwrap()
    );
    assert!(
        s.record_lesson_stage(&stage("ann", "xiangqi", "chariot", 1, 1, 60))
            .await
            .unwrap()
    );
    // Stars the table cannot hold are refused, and change nothing.
    let bad = s
        .record_lesson_stage(&stage("ann", "jungle", "rat", 3, 4, 70))
        .await;
    assert!(bad.is_err(), "{bad:?}");
    let bad = s
        .record_lesson_stage(&stage("ann", "jungle", "rat", 0, 2, 70))
        .await;
    assert!(bad.is_err(), "{bad:?}");
    drop(s);
    let s = db.open().await;
    assert_eq!(
        s.lesson_progress("ann", "jungle").await.unwrap(),
        vec![
            stage("ann", "jungle", "moves", 1, 3, 20),
            stage("ann", "jungle", "rat", 2, 2, 10),
        ],
        "kept on reopen, by lesson id then stage"
    );
    // More stars replace the stored ones, with the time they were reached.
    assert!(
        s.record_lesson_stage(&stage("ann", "jungle", "rat", 2, 3, 80))
            .await
            .unwrap()
    );
    drop(s);
    let s = db.open().await;
    let ann = s.lesson_progress("ann", "jungle").await.unwrap();
    assert_eq!(ann[1], stage("ann", "jungle", "rat", 2, 3, 80));
    assert_eq!(
        s.lesson_progress("bob", "jungle").await.unwrap(),
        vec![stage("bob", "jungle", "rat", 2, 3, 50)]
    );
    assert_eq!(
        s.lesson_progress("ann", "xiangqi").await.unwrap(),
        vec![stage("ann", "xiangqi", "chariot", 1, 1, 60)]
    );
    assert!(s.lesson_progress("cat", "jungle").await.unwrap().is_empty());
}

/// Tournaments (migration 15): entries only while open, a round paired once however many
/// stores claim it at once, a pairing's game and result set once, the state moved on once.
async fn tournaments_take_entries_while_open_and_pair_each_round_once(db: Db) {
    use qibot::store::{
        PairingRecord, PairingResult, TournamentFormat, TournamentPlayer, TournamentRecord,
        TournamentState,
    };
    let s = db.open().await;
    let other = db.open().await;
    let t = TournamentRecord {
        id: 0,
        server: "g1".into(),
        channel: "hall".into(),
        name: "Spring cup".into(),
        game_kind: GameKind::Xiangqi,
        rules: "standard".into(),
        time_control: "10m+5s".into(),
        rated: true,
        format: TournamentFormat::Swiss,
        rounds: 3,
        state: TournamentState::Open,
        organiser: Player::new("o", "Org"),
        created_ms: 5,
        current_round: 0,
    };
    let id = s.insert_tournament(&t).await.unwrap();
    let second = s.insert_tournament(&t).await.unwrap();
    assert_ne!(id, second);
    assert_eq!(
        other.tournament(id).await.unwrap(),
        Some(TournamentRecord { id, ..t.clone() })
    );
    assert_eq!(s.tournament(id + 100).await.unwrap(), None);
    let entry = |member: &str, rating: i64, joined_ms: i64| TournamentPlayer {
        tournament: id,
        member: Player::new(member, member.to_uppercase()),
        rating,
        joined_ms,
        withdrawn: false,
    };
    for (i, m) in ["a", "b", "c"].iter().enumerate() {
        s.add_tournament_player(&entry(m, 1500 + i as i64, i as i64))
            .await
            .unwrap();
    }
    assert!(is_conflict(
        &other.add_tournament_player(&entry("a", 1, 9)).await
    ));
    s.remove_tournament_player(id, "c").await.unwrap();
    assert!(matches!(
        s.remove_tournament_player(id, "c").await,
        Err(StoreError::NotFound { .. })
    ));
    // Withdrawing is for running tournaments only.
    assert!(matches!(
        s.withdraw_tournament_player(id, "a").await,
        Err(StoreError::NotFound { .. })
    ));
    let players = other.tournament_players(id).await.unwrap();
    assert_eq!(players, vec![entry("a", 1500, 0), entry("b", 1501, 1)]);

    // Round 1 cannot be paired before the start; the start happens once.
    let board = |round: i64, first: &str, second: Option<&str>| PairingRecord {
        tournament: id,
        round,
        board: 1,
        first: first.into(),
        second: second.map(str::to_string),
        game: None,
        result: None,
    };
    assert!(
        !s.pair_round(id, 1, 3, &[board(1, "a", Some("b"))])
            .await
            .unwrap()
    );
    assert!(
        s.set_tournament_state(id, TournamentState::Open, TournamentState::Running)
            .await
            .unwrap()
    );
    assert!(
        !other
            .set_tournament_state(id, TournamentState::Open, TournamentState::Running)
            .await
            .unwrap()
    );
    assert!(is_conflict(
        &s.add_tournament_player(&entry("d", 1, 9)).await
    ));
    assert!(matches!(
        s.remove_tournament_player(id, "a").await,
        Err(StoreError::NotFound { .. })
    ));

    // Two stores claim round 1 at once: one pairs it.
    let (mine, theirs) = ([board(1, "a", Some("b"))], [board(1, "b", Some("a"))]);
    let (x, y) = tokio::join!(
        s.pair_round(id, 1, 3, &mine),
        other.pair_round(id, 1, 3, &theirs),
    );
    assert!(x.unwrap() ^ y.unwrap(), "one claim of round 1 wins");
    let pairings = s.tournament_pairings(id).await.unwrap();
    assert_eq!(pairings.len(), 1);
    assert!(
        !s.pair_round(id, 1, 3, &[board(1, "a", Some("b"))])
            .await
            .unwrap()
    );
    // A round skipped is refused too.
    assert!(
        !s.pair_round(id, 3, 3, &[board(3, "a", Some("b"))])
            .await
            .unwrap()
    );
    assert_eq!(s.tournament(id).await.unwrap().unwrap().current_round, 1);

    assert!(s.set_pairing_game(id, 1, 1, 77).await.unwrap());
    assert!(!other.set_pairing_game(id, 1, 1, 78).await.unwrap());
    assert!(
        other
            .record_pairing_result(id, 1, 1, PairingResult::Draw)
            .await
            .unwrap()
    );
    assert!(
        !s.record_pairing_result(id, 1, 1, PairingResult::FirstWins)
            .await
            .unwrap()
    );
    let mut bye = board(2, "a", None);
    bye.result = Some(PairingResult::Bye);
    bye.board = 2;
    assert!(
        other
            .pair_round(id, 2, 3, &[board(2, "b", Some("a")), bye.clone()])
            .await
            .unwrap()
    );
    let pairings = s.tournament_pairings(id).await.unwrap();
    let mut played = board(1, pairings[0].first.as_str(), pairings[0].second.as_deref());
    played.game = Some(77);
    played.result = Some(PairingResult::Draw);
    assert_eq!(pairings, vec![played, board(2, "b", Some("a")), bye]);

    s.withdraw_tournament_player(id, "b").await.unwrap();
    assert!(matches!(
        other.withdraw_tournament_player(id, "b").await,
        Err(StoreError::NotFound { .. })
    ));
    assert!(s.tournament_players(id).await.unwrap()[1].withdrawn);
    let live: Vec<i64> = s
        .live_tournaments()
        .await
        .unwrap()
        .iter()
        .map(|t| t.id)
        .collect();
    assert_eq!(live, vec![id, second]);
    assert!(
        s.set_tournament_state(id, TournamentState::Running, TournamentState::Finished)
            .await
            .unwrap()
    );
    let live: Vec<i64> = s
        .live_tournaments()
        .await
        .unwrap()
        .iter()
        .map(|t| t.id)
        .collect();
    assert_eq!(live, vec![second]);
    // A finished tournament pairs no more rounds.
    assert!(
        !s.pair_round(id, 3, 3, &[board(3, "a", Some("b"))])
            .await
            .unwrap()
    );
}
