//! Game review (`qibot::engine::review`, `qibot::render::review`, `qibot::hub::review`, `qibot
//! review`): classification on games built for it, the picture, the command line, and the
//! calibration of the win-chance scale.

mod support;
use support::cli::qibot;

use std::sync::atomic::AtomicBool;

use qibot::engine::review::{self, Budget, Class, Eval, Review, ReviewGame};
use qibot::engine::tune::{self, SelfPlayConfig};
use qibot::games::any;
use qibot::games::contract::GamePosition;
use qibot::games::{jungle, xiangqi};
use qibot::hub::I18n;
use qibot::hub::review::GameReview;
use qibot::render::review::{CLASS_COLORS, GRAPH_BOX, WIDTH, area_colors};

/// Reproducible budget: every position gets the same node count.
const NODES: Budget = Budget::Nodes(20_000);

fn jungle_pos(fen: &str) -> jungle::Position {
    jungle::Position::from_fen(fen, jungle::RuleSet::default()).unwrap()
}

fn xiangqi_pos(fen: &str) -> xiangqi::Position {
    xiangqi::Position::from_fen(fen, xiangqi::RuleSet::default()).unwrap()
}

fn run<G: ReviewGame>(start: G, moves: &[&str]) -> Review<G::Move>
where
    G::Move: std::str::FromStr,
    <G::Move as std::str::FromStr>::Err: std::fmt::Debug,
{
    let moves: Vec<G::Move> = moves.iter().map(|m| m.parse().unwrap()).collect();
    review::review(start, &moves, NODES, &AtomicBool::new(false)).unwrap()
}

/// A game of `plies` moves from `start`, each the move the review takes for best.
fn engine_game<G: ReviewGame>(start: G, plies: usize) -> Vec<G::Move> {
    let (mut pos, mut history, mut moves) = (start, Vec::new(), Vec::new());
    for _ in 0..plies {
        let Some(m) = review::review_best_move(&pos, &history, NODES) else {
            break;
        };
        history.push(pos.key());
        moves.push(m);
        pos = pos.play(m);
    }
    moves
}

#[test]
fn jungle_lion_walking_into_the_elephant_is_a_blunder_with_the_better_move() {
    // Red: lion d5, elephant a1; Blue: elephant d7. d5d6?? lets the elephant take the lion.
    let start = jungle_pos("7/7/3e3/7/3L3/7/7/7/E6 w 0 1");
    let r = run(start, &["d5d6", "d7d6"]);
    let m = &r.moves[0];
    assert_eq!(m.class, Class::Blunder, "{m:?}");
    assert!(m.red);
    assert!(m.drop >= review::BLUNDER, "{m:?}");
    let better = m.best.expect("a better move is named");
    assert_ne!(better.to_string(), "d5d6");
    assert!(start.is_legal(better));
    // Blue's capture is the engine's own move.
    assert_eq!(r.moves[1].class, Class::Best, "{:?}", r.moves[1]);
    assert_eq!(r.sides[0].counts[Class::Blunder.index()], 1);
    assert!(r.sides[0].accuracy < r.sides[1].accuracy, "{:?}", r.sides);
    assert_eq!(r.biggest_swing(), Some(0));
    assert_eq!(r.worst(3), vec![0]);
}

#[test]
fn xiangqi_chariot_left_to_the_horse_is_a_blunder_with_the_better_move() {
    // Red: general d0, chariot a0; Black: general e9, horse c7. a0a6?? puts the chariot where
    // the horse takes it.
    let start = xiangqi_pos("4k4/9/2n6/9/9/9/9/9/9/R2K5 w - - 0 1");
    let r = run(start, &["a0a6", "c7a6"]);
    let m = &r.moves[0];
    assert_eq!(m.class, Class::Blunder, "{m:?}");
    let better = m.best.expect("a better move is named");
    assert_ne!(better.to_string(), "a0a6");
    assert!(start.is_legal(better));
    assert_eq!(r.sides[0].counts[Class::Blunder.index()], 1);
}

#[test]
fn a_den_entry_let_go_is_a_blunder_reported_as_den_in_one() {
    // Red's rat on d8 can enter the den at d9; a1a2?? lets Blue's cat take it, and Blue
    // (elephant and cat against an elephant) is then the better side.
    let start = jungle_pos("6e/2cR3/7/7/7/7/7/7/E6 w 0 1");
    let r = run(start, &["a1a2", "c8d8"]);
    let m = &r.moves[0];
    assert_eq!(m.class, Class::Blunder, "{m:?}");
    assert_eq!(m.best.map(|b| b.to_string()).as_deref(), Some("d8d9"));
    assert_eq!(
        m.before,
        Eval::Win {
            red: true,
            moves: 1
        }
    );
    assert_eq!(
        review::forced_win_text(m.before, <jungle::Position as ReviewGame>::WIN_WORD).as_deref(),
        Some("den in 1")
    );
    // The hub's texts and the annotated record name it too, in both languages.
    let gr = GameReview::new(start, &r);
    let i18n = I18n::new();
    let names = ["Ann".to_string(), "Bob".to_string()];
    let text_of = |p: &any::Position, m: any::Move| p.move_text(m);
    let en = gr.text(&i18n, "en", &names, None, &text_of);
    assert_eq!(en.moments.len(), 1);
    assert!(
        en.moments[0].0.contains("Elephant a1→a2??"),
        "{:?}",
        en.moments
    );
    assert!(en.moments[0].1.contains("Rat d8→d9") && en.moments[0].1.contains("den in 1"));
    let fr = gr.text(&i18n, "fr", &names, None, &text_of);
    assert!(fr.moments[0].1.contains("tanière en 1"), "{:?}", fr.moments);
    let record = gr.annotated(&text_of);
    assert!(
        record.starts_with("1. Elephant a1→a2?? {better: Rat d8→d9, den in 1} Cat c8×d8\n"),
        "{record}"
    );
}

#[test]
fn a_game_of_engine_moves_has_no_mistakes() {
    let start = jungle::Position::startpos(jungle::RuleSet::default());
    let moves = engine_game(start, 16);
    assert_eq!(moves.len(), 16);
    let r = review::review(start, &moves, NODES, &AtomicBool::new(false)).unwrap();
    assert!(
        r.moves.iter().all(|m| m.class == Class::Best),
        "{:?}",
        r.moves
    );
    assert_eq!(r.sides[0].counts, [8, 0, 0, 0, 0]);
    assert_eq!(r.sides[1].counts, [8, 0, 0, 0, 0]);
    assert!(r.worst(3).is_empty());
    assert_eq!(r.biggest_swing(), None);

    let start = xiangqi::Position::startpos(xiangqi::RuleSet::default());
    let moves = engine_game(start, 10);
    let r = review::review(start, &moves, NODES, &AtomicBool::new(false)).unwrap();
    assert!(
        r.moves.iter().all(|m| m.class == Class::Best),
        "{:?}",
        r.moves
    );
    assert_eq!(r.sides[0].accuracy, 100.0);
}

#[test]
fn illegal_moves_are_refused_before_any_search() {
    let start = jungle::Position::startpos(jungle::RuleSet::default());
    let moves: Vec<jungle::Move> = ["g3g4", "g4g5"]
        .iter()
        .map(|m| m.parse().unwrap())
        .collect();
    let e = review::review(start, &moves, NODES, &AtomicBool::new(false)).unwrap_err();
    assert_eq!(e.to_string(), "move 2 (g4g5) is not legal in its position");
    let stopped = review::review(start, &moves[..1], NODES, &AtomicBool::new(true)).unwrap_err();
    assert_eq!(stopped, review::ReviewError::Stopped);
}

/// Decodes a PNG into (width, height, RGB bytes).
fn decode(png_bytes: &[u8]) -> (u32, u32, Vec<u8>) {
    let mut dec = png::Decoder::new(png_bytes);
    dec.set_transformations(png::Transformations::EXPAND);
    let mut reader = dec.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size()];
    let info = reader.next_frame(&mut buf).unwrap();
    assert_eq!(info.color_type, png::ColorType::Rgb);
    buf.truncate(info.buffer_size());
    (info.width, info.height, buf)
}

/// Counts the graph's pixels of `color` above and below the midline.
fn count_in_graph(rgb: &[u8], color: [u8; 3]) -> (usize, usize) {
    let (x, y, w, h) = GRAPH_BOX;
    let mid = y + h / 2;
    let (mut above, mut below) = (0, 0);
    for py in y..y + h {
        for px in x..x + w {
            let i = ((py * WIDTH + px) * 3) as usize;
            if rgb[i..i + 3] == color {
                if py < mid {
                    above += 1;
                } else if py > mid {
                    below += 1;
                }
            }
        }
    }
    (above, below)
}

#[test]
fn the_picture_decodes_within_limits_and_shows_red_leading_above_the_midline() {
    // Red (lion and elephant against an elephant) leads all game.
    let start = jungle_pos("7/7/3e3/7/3L3/7/7/7/E6 w 0 1");
    let moves = engine_game(start, 12);
    let r = review::review(start, &moves, NODES, &AtomicBool::new(false)).unwrap();
    assert!(
        (0..=moves.len()).all(|i| r.red_chances(i) > 0.0),
        "{:?}",
        r.evals
    );
    let gr = GameReview::new(start, &r);
    let i18n = I18n::new();
    let names = ["Ann".to_string(), "Bob".to_string()];
    let text_of = |p: &any::Position, m: any::Move| p.move_text(m);
    let png_bytes = gr.png(&gr.text(&i18n, "en", &names, None, &text_of));
    assert!(png_bytes.len() <= 300 * 1024, "{} bytes", png_bytes.len());
    let (w, h, rgb) = decode(&png_bytes);
    assert_eq!(w, WIDTH);
    assert!((300..=1000).contains(&h), "{h}");
    let [red, blue] = area_colors::<jungle::Position>();
    let (red_above, red_below) = count_in_graph(&rgb, red);
    let (blue_above, blue_below) = count_in_graph(&rgb, blue);
    assert!(red_above > 2000, "{red_above}");
    assert_eq!((red_below, blue_above, blue_below), (0, 0, 0));

    // The same with Blue leading: the area is below, in Blue's colour.
    let start = jungle_pos("7/7/3l3/7/3E3/7/7/7/e6 b 0 1");
    let moves = engine_game(start, 8);
    let r = review::review(start, &moves, NODES, &AtomicBool::new(false)).unwrap();
    let gr = GameReview::new(start, &r);
    let (_, _, rgb) = decode(&gr.png(&gr.text(&i18n, "en", &names, None, &text_of)));
    assert!(count_in_graph(&rgb, blue).1 > 2000);
    assert_eq!(count_in_graph(&rgb, red), (0, 0));
}

#[test]
fn french_labels_under_a_french_locale_and_boards_for_the_worst_moves() {
    let start = xiangqi_pos("4k4/9/2n6/9/9/9/9/9/9/R2K5 w - - 0 1");
    let r = run(start, &["a0a6", "c7a6"]);
    let gr = GameReview::new(start, &r);
    let i18n = I18n::new();
    let names = ["Ann".to_string(), "Bob".to_string()];
    let text_of = |p: &any::Position, m: any::Move| p.move_text(m);
    let fr = gr.text(&i18n, "fr", &names, None, &text_of);
    assert_eq!(fr.classes[4], "Gaffe");
    assert_eq!(fr.classes[2], "Imprécision");
    assert!(
        fr.accuracy[0].starts_with("Précision "),
        "{:?}",
        fr.accuracy
    );
    assert!(
        fr.title
            .starts_with("Analyse de la partie : Ann contre Bob"),
        "{}",
        fr.title
    );
    assert_eq!(fr.moments.len(), 1);
    assert!(
        fr.moments[0].0.starts_with("1. Rouge : R9+6??"),
        "{:?}",
        fr.moments
    );
    assert!(fr.moments[0].1.starts_with("Mieux : "), "{:?}", fr.moments);
    let en = gr.text(&i18n, "en", &names, None, &text_of);
    assert_eq!(en.classes[4], "Blunder");
    assert!(
        en.moments[0].0.starts_with("1. Red: R9+6??"),
        "{:?}",
        en.moments
    );
    // One board is drawn: the picture is taller than one without boards, and the texts
    // change the pixels.
    let (fr_png, en_png) = (gr.png(&fr), gr.png(&en));
    let (w, h, fr_rgb) = decode(&fr_png);
    let (_, h_en, en_rgb) = decode(&en_png);
    assert_eq!((w, h), (WIDTH, h_en));
    assert!(h > qibot::render::review::height::<xiangqi::Position>(0));
    assert_ne!(fr_rgb, en_rgb);
    assert!(fr_png.len() <= 300 * 1024);
}

#[test]
fn the_command_line_writes_the_picture_and_the_annotated_record() {
    let dir = tempfile::tempdir().unwrap();
    let game = dir.path().join("game.txt");
    std::fs::write(&game, "6e/2cR3/7/7/7/7/7/7/E6 w 0 1\na1a2 c8d8\n").unwrap();
    let out = dir.path().join("review.png");
    let run = |args: &[&str]| qibot().arg("review").args(args).output().unwrap();
    let o = run(&[
        "--record",
        game.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
        "--nodes",
        "20000",
        "--lang",
        "fr",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let stdout = String::from_utf8_lossy(&o.stdout);
    assert!(
        stdout.contains("Elephant a1→a2?? {better: Rat d8→d9, den in 1}"),
        "{stdout}"
    );
    let (w, _, _) = decode(&std::fs::read(&out).unwrap());
    assert_eq!(w, WIDTH);

    // A Xiangqi FEN is detected as Xiangqi (the record given by its older flag, `--game FILE`).
    std::fs::write(&game, "4k4/9/2n6/9/9/9/9/9/9/R2K5 w - - 0 1\na0a6 c7a6\n").unwrap();
    let o = run(&[
        "--game",
        game.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
        "--nodes",
        "20000",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(String::from_utf8_lossy(&o.stdout).contains("R9+6??"));

    // Bad input: exit 2 with the reason, and nothing written.
    std::fs::write(&game, "startpos\ng3g4 g4g5\n").unwrap();
    let bad = dir.path().join("bad.png");
    // `--game` names the game, as in `play`, `match` and `tune` (issue 68, point 14); its
    // older name `--game-kind` is still read.
    for flag in ["--game", "--game-kind"] {
        let o = run(&[
            "--record",
            game.to_str().unwrap(),
            "-o",
            bad.to_str().unwrap(),
            flag,
            "jungle",
        ]);
        assert_eq!(o.status.code(), Some(2));
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(
            err.contains("move 2 (g4g5) cannot be played"),
            "{flag}: {err}"
        );
        assert!(!bad.exists());
    }
    let o = run(&[
        "--record",
        game.to_str().unwrap(),
        "-o",
        bad.to_str().unwrap(),
        "--game",
        "chess",
    ]);
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains(r#"--game "chess" is not a game: use jungle or xiangqi"#),
        "{err}"
    );
    assert!(!bad.exists());
    let o = run(&[
        "--game",
        game.to_str().unwrap(),
        "-o",
        bad.to_str().unwrap(),
        "--lang",
        "de",
    ]);
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("there is no language `de`") && err.contains("fr (Français)"),
        "{err}"
    );
    // The help shows the one vocabulary; the older names are hidden.
    let help = String::from_utf8_lossy(&run(&["--help"]).stdout).to_string();
    assert!(
        help.contains("--record <FILE>") && help.contains("--game <jungle|xiangqi>"),
        "{help}"
    );
    assert!(!help.contains("--game-kind"), "{help}");
}

/// How the win-chance scales of `engine::review` were fitted: self-play games at a node
/// budget, every quiet position labelled with the game's result, and Texel's scale `k` fitted
/// to the default evaluation (`engine::tune::fit_scale`). Run with
/// `cargo test --release --test review -- --ignored calibrate --nocapture`
/// (`REVIEW_CAL_GAMES` and `REVIEW_CAL_NODES` change the size; a few minutes on one core).
#[test]
#[ignore]
fn calibrate_win_scale() {
    let games: usize = std::env::var("REVIEW_CAL_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(400);
    let nodes: u64 = std::env::var("REVIEW_CAL_NODES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(4000);
    fn fit<G>(name: &str, rules: G::Rules, games: usize, nodes: u64)
    where
        G: qibot::engine::SearchGame + Sync,
        G::Params: Sync,
    {
        let start = std::time::Instant::now();
        let cfg = SelfPlayConfig {
            games,
            nodes,
            opening_plies: (4, 10),
            max_plies: 300,
            threads: 1,
            seed: 1,
            rules,
        };
        let played = tune::self_play::<G>(&cfg, &|_| {});
        let samples: Vec<_> = played.into_iter().flatten().collect();
        let params = G::Params::default();
        let k = tune::fit_scale(&samples, &params, 1);
        let e = tune::error(&samples, &params, k, 1);
        println!(
            "{name}: {games} games at {nodes} nodes, {} positions, k = {k:.4} (error {e:.5}), \
             lichess-form c = k*ln(10)/400 = {:.6}, {:.0} s",
            samples.len(),
            k * std::f64::consts::LN_10 / 400.0,
            start.elapsed().as_secs_f64()
        );
    }
    fit::<qibot::games::jungle::Position>("jungle", Default::default(), games, nodes);
    fit::<qibot::games::xiangqi::Position>("xiangqi", Default::default(), games, nodes);
}

/// Prints a game of up to `REVIEW_GEN_PLIES` (100) plies for `tests/data/review_*.txt`:
/// engine moves at 2 000 nodes with a few seeded random moves (the mistakes to find). Run with
/// `cargo test --release --test review -- --ignored print_sample_games --nocapture`.
#[test]
#[ignore]
fn print_sample_games() {
    use rand::{Rng, SeedableRng};
    fn game<G: ReviewGame>(start: G, seed: u64) -> Vec<G::Move> {
        let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
        let (mut pos, mut history, mut moves) = (start, Vec::new(), Vec::new());
        let mut legal = Vec::new();
        while moves.len() < 100 {
            legal.clear();
            if pos.terminal().is_none() {
                pos.generate(&mut legal);
            }
            if legal.is_empty() {
                break;
            }
            let m = if [9, 23, 41, 60, 77].contains(&moves.len()) {
                legal[rng.gen_range(0..legal.len())]
            } else {
                match review::review_best_move(&pos, &history, Budget::Nodes(2000)) {
                    Some(m) => m,
                    None => break,
                }
            };
            history.push(pos.key());
            moves.push(m);
            pos = pos.play(m);
        }
        moves
    }
    for seed in 1..6 {
        let j = game(jungle::Position::startpos(jungle::RuleSet::default()), seed);
        let line: Vec<String> = j.iter().map(|m| m.to_string()).collect();
        println!(
            "jungle seed {seed}: {} plies\nstartpos\n{}",
            j.len(),
            line.join(" ")
        );
        let x = game(
            xiangqi::Position::startpos(xiangqi::RuleSet::default()),
            seed,
        );
        let line: Vec<String> = x.iter().map(|m| m.to_string()).collect();
        println!(
            "xiangqi seed {seed}: {} plies\nstartpos\n{}",
            x.len(),
            line.join(" ")
        );
    }
}

/// Issue 68, point 13: the legend's arrow for the move played has the colour the boards draw
/// it in (its class's), not a blunder's red whatever the move was.
#[test]
fn the_legend_draws_the_move_played_in_its_class_colour() {
    let start = xiangqi_pos("4k4/9/2n6/9/9/9/9/9/9/R2K5 w - - 0 1");
    let mut r = run(start, &["a0a6", "c7a6"]);
    assert_eq!(r.moves[0].class, Class::Blunder);
    // The same moment as an inaccuracy: its arrow on the board is blue.
    r.moves[0].class = Class::Inaccuracy;
    let gr = GameReview::new(start, &r);
    let names = ["Ann".to_string(), "Bob".to_string()];
    let text_of = |p: &any::Position, m: any::Move| p.move_text(m);
    let text = gr.text(&I18n::new(), "en", &names, None, &text_of);
    assert_eq!(text.moments.len(), 1, "{:?}", text.moments);
    let (w, h, rgb) = decode(&gr.png(&text));
    let near = |p: &[u8], c: [u8; 3]| p.iter().zip(c).all(|(a, b)| a.abs_diff(b) <= 12);
    // The legend is the picture's last rows, under the boards.
    let legend: Vec<&[u8]> = rgb[((h - 40) * w * 3) as usize..].chunks(3).collect();
    let count = |c: [u8; 3]| legend.iter().filter(|p| near(p, c)).count();
    let [_, _, blue, _, red] = CLASS_COLORS;
    assert!(
        count(blue) > 30,
        "an inaccuracy's arrow in the legend: {}",
        count(blue)
    );
    assert_eq!(count(red), 0, "no blunder's arrow in the legend");
}
