//! Render speed: a mid-game position to PNG, and a 100-ply replay to GIF (issue 3's targets:
//! ≤ 3 ms and ≤ 40 KB for the PNG; ≤ 300 ms and ≤ 1 MB for the GIF); a Xiangqi mid-game position
//! to PNG (issue 7's target: render + encode ≤ 4 ms and ≤ 50 KB).

use criterion::{Criterion, criterion_group, criterion_main};
use qibot::games::contract::GamePosition;
use qibot::games::jungle::{Move, Position, RuleSet};
use qibot::games::xiangqi;
use qibot::render::jungle::{self, GifOptions, LastMove, RenderOptions};
use qibot::render::xiangqi as xrender;

/// A deterministic playout: at ply `n` the legal move at index `(n * 7) % count`.
fn playout(start: &Position, plies: usize) -> Vec<Move> {
    let mut pos = *start;
    let mut moves = Vec::new();
    for ply in 0..plies {
        let list = pos.legal_moves();
        if list.is_empty() {
            break;
        }
        let m = list[(ply * 7) % list.len()];
        moves.push(m);
        pos = pos.play(m);
    }
    moves
}

fn bench(c: &mut Criterion) {
    let start = Position::startpos(RuleSet::default());
    let moves = playout(&start, 100);
    let mut mid = start;
    for &m in &moves[..39] {
        mid = mid.play(m);
    }
    let last = moves[39];
    let opts = RenderOptions {
        last_move: Some(LastMove::new(&mid, last)),
        ..RenderOptions::default()
    };
    let mid = mid.play(last);
    // Build the caches outside the timing, as a running bot has them.
    let png = jungle::position_png(&mid, &opts);
    let gif = jungle::game_gif(&start, &moves, &GifOptions::default()).expect("legal playout");
    eprintln!(
        "mid-game PNG: {} bytes ({}x{}); {}-ply GIF: {} bytes",
        png.len(),
        jungle::WIDTH,
        jungle::HEIGHT,
        moves.len(),
        gif.len()
    );
    c.bench_function("position_png mid-game", |b| {
        b.iter(|| jungle::position_png(std::hint::black_box(&mid), &opts))
    });
    let r = jungle::Renderer::get();
    c.bench_function("draw mid-game (no encoding)", |b| {
        b.iter(|| r.draw(std::hint::black_box(&mid), &opts))
    });
    let img = r.draw(&mid, &opts);
    c.bench_function("encode mid-game PNG", |b| {
        b.iter(|| qibot::render::encode::png(std::hint::black_box(&img), r.palette()))
    });
    let mut g = c.benchmark_group("gif");
    g.sample_size(10);
    g.bench_function("game_gif 100 plies", |b| {
        b.iter(|| jungle::game_gif(&start, std::hint::black_box(&moves), &GifOptions::default()))
    });
    g.finish();
}

/// A deterministic Xiangqi playout: at ply `n` the legal move at index `(n * 7) % count`.
fn xiangqi_playout(start: &xiangqi::Position, plies: usize) -> Vec<xiangqi::Move> {
    let mut pos = *start;
    let mut moves = Vec::new();
    for ply in 0..plies {
        let list = pos.legal_moves();
        if list.is_empty() {
            break;
        }
        let m = list[(ply * 7) % list.len()];
        moves.push(m);
        pos = pos.play(m);
    }
    moves
}

fn bench_xiangqi(c: &mut Criterion) {
    let start = xiangqi::Position::startpos(xiangqi::RuleSet::default());
    let moves = xiangqi_playout(&start, 40);
    let mut mid = start;
    for &m in &moves[..39] {
        mid = mid.play(m);
    }
    let last = moves[39];
    let opts = xrender::RenderOptions {
        last_move: Some(xrender::LastMove::new(&mid, last)),
        ..xrender::RenderOptions::default()
    };
    let mid = mid.play(last);
    let png = xrender::position_png(&mid, &opts);
    eprintln!(
        "Xiangqi mid-game PNG: {} bytes ({}x{}), {} pieces",
        png.len(),
        xrender::WIDTH,
        xrender::HEIGHT,
        mid.pieces(xiangqi::Side::Red).count() + mid.pieces(xiangqi::Side::Black).count()
    );
    c.bench_function("xiangqi position_png mid-game", |b| {
        b.iter(|| xrender::position_png(std::hint::black_box(&mid), &opts))
    });
    let r = xrender::Renderer::get();
    c.bench_function("xiangqi draw mid-game (no encoding)", |b| {
        b.iter(|| r.draw(std::hint::black_box(&mid), &opts))
    });
}

criterion_group!(benches, bench, bench_xiangqi);
criterion_main!(benches);
