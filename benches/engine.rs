//! Engine speed: nodes per second, time to depth 12 and to depth 18 from the start position, and
//! (printed once) the depth reached in 1 s from the start. Run with `cargo bench --bench engine`.

use std::hint::black_box;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use qibot::engine::{Limits, Searcher};
use qibot::games::contract::GamePosition;
use qibot::games::jungle::{Position, RuleSet};

const HASH_MB: usize = 64;

fn search(
    pos: &Position,
    limits: &Limits,
) -> qibot::engine::SearchResult<qibot::games::jungle::Move> {
    let stop = AtomicBool::new(false);
    Searcher::<Position>::new(HASH_MB)
        .search(pos, &[], limits, &stop, &mut |_| {})
        .expect("the start position has moves")
}

fn engine(c: &mut Criterion) {
    let start = Position::startpos(RuleSet::default());

    // The depth reached in one second (printed, not timed by criterion).
    let r = search(&start, &Limits::movetime(Duration::from_secs(1)));
    eprintln!(
        "1 s from the start: depth {} (seldepth {}), {} nodes, {:.2} M nodes/s, {:.3} s",
        r.depth,
        r.seldepth,
        r.nodes,
        r.nodes as f64 / r.time.as_secs_f64() / 1e6,
        r.time.as_secs_f64()
    );

    // For comparison: the same with null move, late move reductions, internal iterative
    // reduction, counter-moves and quiescence delta pruning off (futility and aspiration on).
    let mut s = Searcher::<Position>::new(HASH_MB);
    s.options.null_move = false;
    s.options.lmr = false;
    s.options.iir = false;
    s.options.counter_move = false;
    s.options.qs_delta = false;
    let stop = AtomicBool::new(false);
    if let Some(r) = s.search(
        &start,
        &[],
        &Limits::movetime(Duration::from_secs(1)),
        &stop,
        &mut |_| {},
    ) {
        eprintln!(
            "1 s from the start, reductions off: depth {} (seldepth {}), {} nodes, {:.2} M nodes/s",
            r.depth,
            r.seldepth,
            r.nodes,
            r.nodes as f64 / r.time.as_secs_f64() / 1e6
        );
    }

    // Nodes per second over a fixed-depth search (criterion reports elements/s = nodes/s).
    let depth10 = Limits::depth(10);
    let nodes = search(&start, &depth10).nodes;
    let mut g = c.benchmark_group("nps");
    g.sample_size(10);
    g.throughput(Throughput::Elements(nodes));
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

    let mut g = c.benchmark_group("time to depth");
    g.sample_size(10);
    let depth12 = Limits::depth(12);
    g.bench_function("startpos depth 12", |b| {
        b.iter_batched_ref(
            || Searcher::<Position>::new(HASH_MB),
            |s| {
                let stop = AtomicBool::new(false);
                black_box(s.search(&start, &[], &depth12, &stop, &mut |_| {}))
            },
            BatchSize::PerIteration,
        )
    });
    // The aim: depth 18 in 1 s on one core.
    let depth18 = Limits::depth(18);
    g.bench_function("startpos depth 18", |b| {
        b.iter_batched_ref(
            || Searcher::<Position>::new(HASH_MB),
            |s| {
                let stop = AtomicBool::new(false);
                black_box(s.search(&start, &[], &depth18, &stop, &mut |_| {}))
            },
            BatchSize::PerIteration,
        )
    });
    g.finish();
}

criterion_group!(benches, engine);
criterion_main!(benches);
