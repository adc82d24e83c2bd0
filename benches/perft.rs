//! Perft 5 and 6 from the start position, one thread.
//! Target (issue 2): perft(6) = 100 453 636 leaves in ≤ 0.3 s on one core.

use criterion::{Criterion, criterion_group, criterion_main};
use qibot::games::contract::GamePosition;
use qibot::games::jungle::{Position, RuleSet, perft};

fn bench(c: &mut Criterion) {
    let start = Position::startpos(RuleSet::default());
    let mut g = c.benchmark_group("jungle_perft");
    g.sample_size(10);
    g.bench_function("startpos_depth_5", |b| {
        b.iter(|| assert_eq!(perft(&start, 5), 5_111_620))
    });
    g.bench_function("startpos_depth_6", |b| {
        b.iter(|| assert_eq!(perft(&start, 6), 100_453_636))
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
