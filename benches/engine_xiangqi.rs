//! Xiangqi engine speed: nodes per second (criterion, depth 7 from the start), time to depth 10
//! from the start position (criterion), time to depth 11 in each of 28 middlegames from games
//! against Fairy-Stockfish (criterion, `tests/data/xiangqi_middlegames.txt`, each searched by a
//! new 64 MB searcher), and, printed once, the nodes of the depth-10 search, the depth reached
//! in 1 s from the start and the middlegames' nodes and nodes per second.
//! Run with `cargo bench --bench engine_xiangqi`.

use std::hint::black_box;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use qibot::engine::{Limits, SearchResult, Searcher};
use qibot::games::contract::GamePosition;
use qibot::games::xiangqi::{Move, Position, RuleSet};

const HASH_MB: usize = 64;

fn search(pos: &Position, limits: &Limits) -> SearchResult<Move> {
    let stop = AtomicBool::new(false);
    Searcher::<Position>::new(HASH_MB)
        .search(pos, &[], limits, &stop, &mut |_| {})
        .expect("the start position has moves")
}

fn report(what: &str, r: &SearchResult<Move>) {
    eprintln!(
        "{what}: depth {} (seldepth {}), {} nodes, {:.2} M nodes/s, {:.3} s, best {} score {}",
        r.depth,
        r.seldepth,
        r.nodes,
        r.nodes as f64 / r.time.as_secs_f64() / 1e6,
        r.time.as_secs_f64(),
        r.best,
        r.score
    );
}

fn engine(c: &mut Criterion) {
    let start = Position::startpos(RuleSet::default());

    // Printed, not timed by criterion.
    report(
        "1 s from the start",
        &search(&start, &Limits::movetime(Duration::from_secs(1))),
    );
    let depth10 = Limits::depth(10);
    report("depth 10 from the start", &search(&start, &depth10));

    // Nodes per second over a fixed-depth search (criterion reports elements/s = nodes/s).
    let depth7 = Limits::depth(7);
    let nodes = search(&start, &depth7).nodes;
    let mut g = c.benchmark_group("xiangqi nps");
    g.sample_size(10);
    g.throughput(Throughput::Elements(nodes));
    g.bench_function("startpos depth 7", |b| {
        b.iter_batched_ref(
            || Searcher::<Position>::new(HASH_MB),
            |s| {
                let stop = AtomicBool::new(false);
                black_box(s.search(&start, &[], &depth7, &stop, &mut |_| {}))
            },
            BatchSize::PerIteration,
        )
    });
    g.finish();

    // Middlegames: the positions where the engine's matches are decided (the start position
    // has few captures and checks to look at).
    let middlegames: Vec<Position> = include_str!("../tests/data/xiangqi_middlegames.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| Position::from_fen(l, RuleSet::default()).expect("a valid FEN"))
        .collect();
    let depth11 = Limits::depth(11);
    let all = |ps: &[Position]| -> (u64, Duration) {
        ps.iter().fold((0, Duration::ZERO), |(n, t), p| {
            let r = search(p, &depth11);
            (n + r.nodes, t + r.time)
        })
    };
    let (nodes, time) = all(&middlegames);
    eprintln!(
        "{} middlegames to depth 11: {nodes} nodes, {:.3} s, {:.2} M nodes/s",
        middlegames.len(),
        time.as_secs_f64(),
        nodes as f64 / time.as_secs_f64() / 1e6
    );
    let mut g = c.benchmark_group("xiangqi middlegames");
    g.sample_size(10);
    g.throughput(Throughput::Elements(nodes));
    g.bench_function("28 positions depth 11", |b| {
        b.iter(|| black_box(all(&middlegames)))
    });
    g.finish();

    let mut g = c.benchmark_group("xiangqi time to depth");
    g.sample_size(10);
    g.bench_function("startpos depth 10", |b| {
        b.iter_batched_ref(
            || Searcher::<Position>::new(HASH_MB),
            |s| {
                let stop = AtomicBool::new(false);
                black_box(s.search(&start, &[], &depth10, &stop, &mut |_| {}))
            },
            BatchSize::PerIteration,
        )
    });
    g.finish();
}

criterion_group!(benches, engine);
criterion_main!(benches);
