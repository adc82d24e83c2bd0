//! Tournaments hosted by the hub on a real store (SQLite and PostgreSQL): a round robin of 4
//! and a Swiss of 7 played to the end through the hub, a restart in the middle, and two
//! processes on one database pairing each round once.

mod support;

use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use support::db::{Db, on_both_stores};
use support::hub::{ctx, first_move_hub, ids};

use qibot::games::any::{GameKind, Rules};
use qibot::hub::tournament::{Settings, SubChannels, Tournaments};
use qibot::hub::{Command, Ctx, Hub, HubConfig, Reply, TimeControl};
use qibot::store::{PairingRecord, PairingResult, Store, TournamentFormat, TournamentState};

on_both_stores!(
    a_round_robin_of_four_is_played_to_the_end,
    a_swiss_of_seven_gives_one_bye_a_round_and_no_rematch,
    a_restart_mid_round_resumes_the_games_and_pairs_the_next_round_once,
    two_processes_start_and_pair_each_round_once,
);

/// A hub, its tournaments and the store they share.
async fn open(db: &Db) -> (Hub, Tournaments, Arc<dyn Store>) {
    let store = db.open().await;
    let (hub, _events) = first_move_hub(store.clone(), HubConfig::default()).await;
    let (tours, _events) = Tournaments::new(hub.clone(), store.clone(), Arc::new(SubChannels));
    (hub, tours, store)
}

fn settings(format: TournamentFormat, rounds: i64) -> Settings {
    Settings {
        name: "Winter cup".into(),
        rules: Rules::default_for(GameKind::Jungle),
        time: TimeControl::None,
        rated: false,
        format,
        rounds,
    }
}

/// Creates a tournament in `hall` organised by `org`, with `members` joined; its id.
async fn create(
    tours: &Tournaments,
    format: TournamentFormat,
    rounds: i64,
    members: &[&str],
) -> i64 {
    let r = tours
        .create(&ctx("org", "hall"), settings(format, rounds))
        .await
        .unwrap();
    assert_eq!(ids(&r), ["tournament-created"]);
    let id = r[0].message.arg("id").map(|a| match a {
        qibot::hub::Arg::Num(n) => *n,
        _ => panic!("id"),
    });
    let id = id.unwrap();
    for (i, m) in members.iter().enumerate() {
        let r = tours.join(&ctx(m, "hall"), id).await.unwrap();
        assert_eq!(ids(&r), ["tournament-joined"]);
        assert_eq!(
            r[0].message.arg("count"),
            Some(&qibot::hub::Arg::Num(i as i64 + 1))
        );
    }
    id
}

/// The pairings of `round`.
async fn round_of(store: &Arc<dyn Store>, id: i64, round: i64) -> Vec<PairingRecord> {
    let all = store.tournament_pairings(id).await.unwrap();
    all.into_iter().filter(|p| p.round == round).collect()
}

/// Ends the game of pairing `p` on whichever of `hubs` hosts it: `loser` resigns, or with
/// `None` the players agree a draw. The first seat plays a move first, so games are played,
/// not only resigned.
async fn end_game(hubs: &[&Hub], store: &Arc<dyn Store>, p: &PairingRecord, loser: Option<&str>) {
    let g = store
        .game(p.game.expect("the game of the pairing"))
        .await
        .unwrap()
        .unwrap();
    let channel = g.record.channel.clone();
    let mut host = None;
    for h in hubs {
        if h.game_in(&channel).await.is_some() {
            host = Some(*h);
        }
    }
    let hub = host.expect("a hub hosts the game");
    let second = p.second.clone().unwrap();
    let at = |user: &str| Ctx {
        channel: channel.clone(),
        ..ctx(user, "x")
    };
    let snap = hub.game_in(&channel).await.unwrap();
    if snap.moves.is_empty() {
        let m = snap.position.legal_moves()[0];
        let r = hub
            .handle(&at(&p.first), Command::Move(m.to_string()))
            .await;
        assert!(r.iter().all(|r| !r.refused), "{:?}", ids(&r));
    }
    let r = match loser {
        Some(l) => hub.handle(&at(l), Command::Resign).await,
        None => {
            let r = hub.handle(&at(&second), Command::Draw).await;
            assert!(r.iter().all(|r| !r.refused), "{:?}", ids(&r));
            hub.handle(&at(&p.first), Command::Draw).await
        }
    };
    assert!(r.iter().all(|r| !r.refused), "{:?}", ids(&r));
    assert!(
        store
            .game(g.record.id)
            .await
            .unwrap()
            .unwrap()
            .record
            .state
            .ending
            .is_some()
    );
}

fn count(replies: &[Reply], id: &str) -> usize {
    replies.iter().filter(|r| r.message.id == id).count()
}

/// A round robin of 4: three rounds, every player meets every other once, the games are
/// created in channels of their own, the standings count wins, a draw and the tie-breaks.
async fn a_round_robin_of_four_is_played_to_the_end(db: Db) {
    let (hub, tours, store) = open(&db).await;
    let id = create(
        &tours,
        TournamentFormat::RoundRobin,
        0,
        &["a", "b", "c", "d"],
    )
    .await;
    // Only the organiser starts it; a member cannot join twice.
    let refused = tours.start(&ctx("a", "hall"), id).await.unwrap_err();
    assert_eq!(refused.id, "tournament-not-organiser");
    assert_eq!(
        tours.join(&ctx("a", "hall"), id).await.unwrap_err().id,
        "tournament-already-joined"
    );
    let r = tours.start(&ctx("org", "hall"), id).await.unwrap();
    assert_eq!(count(&r, "tournament-started"), 1);
    assert_eq!(count(&r, "tournament-round"), 1);
    assert_eq!(count(&r, "game-started"), 2);
    assert_eq!(
        tours.join(&ctx("e", "hall"), id).await.unwrap_err().id,
        "tournament-not-open"
    );
    assert_eq!(
        tours.leave(&ctx("a", "hall"), id).await.unwrap_err().id,
        "tournament-not-open"
    );
    // The strength order a > b > c, and c draws d.
    let strength: HashMap<&str, i32> = [("a", 4), ("b", 3), ("c", 1), ("d", 1)].into();
    let mut met = HashSet::new();
    for round in 1..=3 {
        let t = store.tournament(id).await.unwrap().unwrap();
        assert_eq!(
            (t.current_round, t.rounds, t.state),
            (round, 3, TournamentState::Running)
        );
        let pairs = round_of(&store, id, round).await;
        assert_eq!(pairs.len(), 2);
        let mut channels = HashSet::new();
        for p in &pairs {
            let (f, s) = (p.first.as_str(), p.second.as_deref().unwrap());
            assert!(
                met.insert(if f < s {
                    (f.to_string(), s.to_string())
                } else {
                    (s.to_string(), f.to_string())
                }),
                "{f} and {s} met twice"
            );
            let g = store.game(p.game.unwrap()).await.unwrap().unwrap().record;
            assert!(channels.insert(g.channel.clone()));
            assert!(g.channel.starts_with("hall/"));
            let loser = match strength[f].cmp(&strength[s]) {
                std::cmp::Ordering::Greater => Some(s),
                std::cmp::Ordering::Less => Some(f),
                std::cmp::Ordering::Equal => None,
            };
            end_game(&[&hub], &store, p, loser).await;
        }
        let r = tours.sync().await;
        assert_eq!(count(&r, "tournament-result"), 2);
        assert_eq!(count(&r, "tournament-round"), usize::from(round < 3));
        assert_eq!(count(&r, "tournament-finished"), usize::from(round == 3));
        // A second pass records nothing twice.
        assert!(tours.sync().await.is_empty());
    }
    assert_eq!(met.len(), 6);
    let t = store.tournament(id).await.unwrap().unwrap();
    assert_eq!(t.state, TournamentState::Finished);
    let table = tours.standings(&ctx("x", "hall"), id).await.unwrap();
    let got: Vec<(&str, u32, usize)> = table
        .iter()
        .map(|s| (s.player.member.id.as_str(), s.tie_breaks.points, s.rank))
        .collect();
    assert_eq!(got, [("a", 6, 1), ("b", 4, 2), ("c", 1, 3), ("d", 1, 3)]);
    // Sonneborn-Berger (quarter points): a beat everyone: 2 * (4 + 1 + 1) = 12.
    assert_eq!(table[0].tie_breaks.sonneborn_berger, 12);
    assert_eq!(table[0].tie_breaks.wins, 3);
    let r = tours.standings_reply(&ctx("x", "hall"), id).await.unwrap();
    let text = hub.text(&r[0]);
    assert!(
        text.contains("1. A: 3") && text.contains("3. D: 0.5"),
        "{text}"
    );
}

/// A Swiss of 7 over 4 rounds: each round one bye (a point), three boards, no two players
/// meet twice, no one has two byes, and the points add up.
async fn a_swiss_of_seven_gives_one_bye_a_round_and_no_rematch(db: Db) {
    let (hub, tours, store) = open(&db).await;
    let members = ["m1", "m2", "m3", "m4", "m5", "m6", "m7"];
    let id = create(&tours, TournamentFormat::Swiss, 4, &members).await;
    let r = tours.start(&ctx("org", "hall"), id).await.unwrap();
    assert_eq!(count(&r, "game-started"), 3);
    let mut met = HashSet::new();
    let mut byes = HashSet::new();
    for round in 1..=4 {
        let pairs = round_of(&store, id, round).await;
        assert_eq!(pairs.len(), 4, "three boards and the bye");
        let bye: Vec<_> = pairs.iter().filter(|p| p.second.is_none()).collect();
        assert_eq!(bye.len(), 1);
        assert_eq!(bye[0].result, Some(PairingResult::Bye));
        assert!(
            byes.insert(bye[0].first.clone()),
            "{} had two byes",
            bye[0].first
        );
        for p in pairs.iter().filter(|p| p.second.is_some()) {
            let (f, s) = (p.first.clone(), p.second.clone().unwrap());
            assert!(
                met.insert(if f < s {
                    (f.clone(), s.clone())
                } else {
                    (s.clone(), f.clone())
                }),
                "{f} and {s} met twice"
            );
            // The lower-numbered member wins; round 2's board 1 is drawn.
            let loser = if round == 2 && p.board == 1 {
                None
            } else if f < s {
                Some(s.as_str())
            } else {
                Some(f.as_str())
            };
            end_game(&[&hub], &store, p, loser).await;
        }
        let r = tours.sync().await;
        assert_eq!(count(&r, "tournament-result"), 3);
        assert_eq!(count(&r, "tournament-finished"), usize::from(round == 4));
    }
    let table = tours.standings(&ctx("x", "hall"), id).await.unwrap();
    let total: u32 = table.iter().map(|s| s.tie_breaks.points).sum();
    // Per round: three games (2 half points each) and the bye (2).
    assert_eq!(total, 4 * 8);
    assert_eq!(table.len(), 7);
    assert!(
        table
            .windows(2)
            .all(|w| w[0].tie_breaks.points >= w[1].tie_breaks.points)
    );
    assert_eq!(
        store.tournament(id).await.unwrap().unwrap().state,
        TournamentState::Finished
    );
    let trf = qibot::hub::tournament::to_trf(
        &store.tournament(id).await.unwrap().unwrap(),
        &store.tournament_players(id).await.unwrap(),
        &store.tournament_pairings(id).await.unwrap(),
    );
    // The file a FIDE arbiter's tool reads back agrees with itself.
    let back = qibot::pairing::trf::Tournament::parse(&trf.to_text()).unwrap();
    assert_eq!(back.players.len(), 7);
}

/// A restart mid-round: a game ended while the process was down is recorded by the next one,
/// a game still being played resumes in the new hub, and the next round is paired once.
async fn a_restart_mid_round_resumes_the_games_and_pairs_the_next_round_once(db: Db) {
    let (hub, tours, store) = open(&db).await;
    let id = create(
        &tours,
        TournamentFormat::RoundRobin,
        0,
        &["a", "b", "c", "d"],
    )
    .await;
    tours.start(&ctx("org", "hall"), id).await.unwrap();
    let pairs = round_of(&store, id, 1).await;
    // Board 1 ends and is recorded; board 2 goes on.
    end_game(&[&hub], &store, &pairs[0], Some(&pairs[0].first)).await;
    assert_eq!(count(&tours.sync().await, "tournament-result"), 1);
    let playing = store
        .game(pairs[1].game.unwrap())
        .await
        .unwrap()
        .unwrap()
        .record
        .channel;
    tours.stop();
    hub.shutdown().await;
    drop((hub, tours));

    let (hub, tours, store) = open(&db).await;
    assert!(hub.game_in(&playing).await.is_some(), "the game resumes");
    assert!(
        tours.sync().await.is_empty(),
        "nothing to record or pair yet"
    );
    end_game(&[&hub], &store, &pairs[1], pairs[1].second.as_deref()).await;
    // Ended, then down before the result was recorded.
    hub.shutdown().await;
    drop((hub, tours));

    let (hub, tours, store) = open(&db).await;
    let r = tours.sync().await;
    assert_eq!(
        (
            count(&r, "tournament-result"),
            count(&r, "tournament-round")
        ),
        (1, 1)
    );
    assert_eq!(count(&r, "game-started"), 2);
    assert!(tours.sync().await.is_empty());
    let t = store.tournament(id).await.unwrap().unwrap();
    assert_eq!(t.current_round, 2);
    let round2 = round_of(&store, id, 2).await;
    assert_eq!(round2.len(), 2);
    for p in &round2 {
        let g = store.game(p.game.unwrap()).await.unwrap().unwrap().record;
        assert!(hub.game_in(&g.channel).await.is_some());
    }
    let results: Vec<_> = round_of(&store, id, 1)
        .await
        .iter()
        .map(|p| p.result)
        .collect();
    assert_eq!(
        results,
        [
            Some(PairingResult::SecondWins),
            Some(PairingResult::FirstWins)
        ]
    );
}

/// Two processes on one database: the start happens once, and when a round's last game ends
/// both pair the next round at once and one of them does.
async fn two_processes_start_and_pair_each_round_once(db: Db) {
    let (hub1, t1, store) = open(&db).await;
    let (hub2, t2, _) = open(&db).await;
    let id = create(
        &t1,
        TournamentFormat::Swiss,
        3,
        &["p1", "p2", "p3", "p4", "p5", "p6"],
    )
    .await;
    let org = ctx("org", "hall");
    let (r1, r2) = tokio::join!(t1.start(&org, id), t2.start(&org, id));
    assert!(r1.is_ok() ^ r2.is_ok(), "one start");
    for round in 1..=3 {
        let pairs = round_of(&store, id, round).await;
        assert_eq!(pairs.len(), 3);
        for p in &pairs {
            end_game(&[&hub1, &hub2], &store, p, p.second.as_deref()).await;
        }
        let (a, b) = tokio::join!(t1.sync(), t2.sync());
        let both: Vec<Reply> = a.into_iter().chain(b).collect();
        assert_eq!(count(&both, "tournament-round"), usize::from(round < 3));
        assert_eq!(count(&both, "tournament-finished"), usize::from(round == 3));
        assert_eq!(count(&both, "tournament-result"), 3, "each result once");
        let all = store.tournament_pairings(id).await.unwrap();
        assert_eq!(all.len(), 3 * (round as usize + usize::from(round < 3)));
        if round < 3 {
            assert_eq!(count(&both, "game-started"), 3);
            // Both see the round paired; neither pairs it again.
            let (a, b) = tokio::join!(t1.sync(), t2.sync());
            assert!(a.is_empty() && b.is_empty());
        }
    }
}

/// `qibot tournament export N --trf --db FILE` through the built binary: a Swiss of 5 played
/// to the end comes out as a TRF-16 file that reads back with the stored players, results,
/// byes and points; an unknown tournament is refused with exit code 2.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stored_tournament_is_exported_as_trf() {
    use support::cli::{qibot_in, refused, run_with_input};
    let db = Db::Sqlite(tempfile::tempdir().unwrap());
    let (hub, tours, store) = open(&db).await;
    let id = create(
        &tours,
        TournamentFormat::Swiss,
        2,
        &["e1", "e2", "e3", "e4", "e5"],
    )
    .await;
    tours.start(&ctx("org", "hall"), id).await.unwrap();
    for round in 1..=2 {
        for p in round_of(&store, id, round)
            .await
            .iter()
            .filter(|p| p.second.is_some())
        {
            end_game(&[&hub], &store, p, p.second.as_deref()).await;
        }
        tours.sync().await;
    }
    let table = tours.standings(&ctx("x", "hall"), id).await.unwrap();
    hub.shutdown().await;
    let file = db.text();
    let dir = db.dir().to_path_buf();
    let id_text = id.to_string();
    let args = [
        "tournament",
        "export",
        id_text.as_str(),
        "--trf",
        "--db",
        file.as_str(),
    ];
    let (code, out, err) = run_with_input(qibot_in(&dir).args(args), b"");
    assert_eq!(code, 0, "{err}");
    let trf = qibot::pairing::trf::Tournament::parse(&out).unwrap();
    assert_eq!(trf.total_rounds, Some(2));
    assert_eq!(trf.players.len(), 5);
    assert!(out.starts_with("012 Winter cup\n"), "{out}");
    for s in &table {
        let p = trf.player(s.number).unwrap();
        assert_eq!(p.name, s.player.member.name);
        assert_eq!(p.points, s.tie_breaks.points, "{out}");
    }
    let byes: Vec<_> = (1..=2)
        .map(|r| {
            trf.players
                .iter()
                .filter(|p| {
                    p.cell(r)
                        .is_some_and(|c| c.outcome == qibot::pairing::trf::Outcome::PairingBye)
                })
                .count()
        })
        .collect();
    assert_eq!(byes, [1, 1]);
    let err = refused(
        qibot_in(&dir).args([
            "tournament",
            "export",
            "999",
            "--trf",
            "--db",
            file.as_str(),
        ]),
        "an unknown tournament",
    );
    assert!(err.contains("no tournament 999"), "{err}");
}
