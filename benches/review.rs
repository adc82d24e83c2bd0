//! Game review speed (issue 18's targets): the review of a 100-ply Jungle game at the default
//! budget of 100 ms a position (goal ≤ 12 s on one core), and the review picture's drawing and
//! encoding (goal ≤ 20 ms), for a Jungle and a Xiangqi game.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use qibot::engine::review::{self, Budget};
use qibot::games::contract::GamePosition;
use qibot::games::{any, jungle, xiangqi};
use qibot::hub::I18n;
use qibot::hub::review::GameReview;

const GAME: &str = include_str!("../tests/data/review_jungle_100.txt");

fn jungle_game() -> (jungle::Position, Vec<jungle::Move>) {
    let moves: Vec<jungle::Move> = GAME
        .lines()
        .skip(1)
        .flat_map(str::split_whitespace)
        .map(|m| m.parse().expect("a move"))
        .collect();
    assert_eq!(moves.len(), 100);
    (
        jungle::Position::startpos(jungle::RuleSet::default()),
        moves,
    )
}

const XIANGQI_GAME: &str = include_str!("../tests/data/review_xiangqi_59.txt");

fn xiangqi_game() -> (xiangqi::Position, Vec<xiangqi::Move>) {
    let moves = XIANGQI_GAME
        .lines()
        .skip(1)
        .flat_map(str::split_whitespace)
        .map(|m| m.parse().expect("a move"))
        .collect();
    (
        xiangqi::Position::startpos(xiangqi::RuleSet::default()),
        moves,
    )
}

fn bench(c: &mut Criterion) {
    let (start, moves) = jungle_game();
    let stop = AtomicBool::new(false);
    let mut g = c.benchmark_group("review");
    g.sample_size(10);
    g.measurement_time(Duration::from_secs(100));
    g.bench_function("jungle 100 plies at 100 ms", |b| {
        b.iter(|| review::review(start, &moves, Budget::default(), &stop).expect("legal game"))
    });
    g.finish();

    let i18n = I18n::new();
    let names = ["Ann".to_string(), "Bob".to_string()];
    let text_of = |p: &any::Position, m: any::Move| p.move_text(m);
    let nodes = Budget::Nodes(20_000);
    let jr = GameReview::new(
        start,
        &review::review(start, &moves, nodes, &stop).expect("legal game"),
    );
    let (xs, xm) = xiangqi_game();
    let xr = GameReview::new(
        xs,
        &review::review(xs, &xm, nodes, &stop).expect("legal game"),
    );
    for (name, r) in [("jungle", &jr), ("xiangqi", &xr)] {
        let text = r.text(&i18n, "en", &names, None, &text_of);
        // Build the palettes and boards outside the timing, as a running bot has them.
        let png = r.png(&text);
        println!(
            "review picture ({name}): {} bytes, {} boards",
            png.len(),
            r.worst().len()
        );
        c.bench_function(&format!("review picture {name}"), |b| {
            b.iter(|| r.png(&text))
        });
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
