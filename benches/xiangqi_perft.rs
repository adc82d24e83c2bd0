//! Xiangqi perft 5 from the start position and from case 2 of tests/data/xiangqi_perft.jsonl,
//! one thread. Target (issue 7): perft(5) = 133 312 995 leaves in ≤ 2 s on one core.

use criterion::{Criterion, criterion_group, criterion_main};
use qibot::games::contract::GamePosition;
use qibot::games::xiangqi::{Position, RuleSet, perft};

fn bench(c: &mut Criterion) {
    let start = Position::startpos(RuleSet::default());
    let middle = Position::from_fen(
        "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
        RuleSet::default(),
    )
    .expect("valid FEN");
    let mut g = c.benchmark_group("xiangqi_perft");
    g.sample_size(10);
    g.bench_function("startpos_depth_4", |b| {
        b.iter(|| assert_eq!(perft(&start, 4), 3_290_240))
    });
    g.bench_function("startpos_depth_5", |b| {
        b.iter(|| assert_eq!(perft(&start, 5), 133_312_995))
    });
    g.bench_function("middlegame_depth_5", |b| {
        b.iter(|| assert_eq!(perft(&middle, 5), 53_112_976))
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
