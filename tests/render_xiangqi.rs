//! Xiangqi board pictures (issue 7): determinism, size, pixel probes for the pieces, flipping,
//! the last move, the check mark, hints, the replay GIF, the font's coverage, sizes over random
//! positions and the `qibot render xiangqi` command line.

mod support;
use support::cli::qibot;

use std::process::Command;

use image::{AnimationDecoder, RgbaImage};
use qibot::games::xiangqi::{Game, Move, Position, RuleSet, STARTPOS, Side, Square};
use qibot::render::font::Font;
use qibot::render::xiangqi::{
    GifOptions, HEIGHT, LastMove, PIECE_RADIUS, POINT, RenderOptions, Renderer, WIDTH,
    english_text, file_number, game_gif, point_center, position_png,
};

fn start() -> Position {
    Position::startpos(RuleSet::default())
}

fn fen(text: &str) -> Position {
    Position::from_fen(text, RuleSet::default()).expect("valid FEN")
}

fn sq(s: &str) -> Square {
    s.parse().expect("point")
}

fn mv(s: &str) -> Move {
    s.parse().expect("move")
}

fn decode(png: &[u8]) -> RgbaImage {
    image::load_from_memory_with_format(png, image::ImageFormat::Png)
        .expect("valid PNG")
        .to_rgba8()
}

fn pixel(img: &RgbaImage, x: u32, y: u32) -> [u8; 3] {
    let p = img.get_pixel(x, y);
    [p[0], p[1], p[2]]
}

/// A small deterministic generator (64-bit LCG, Knuth's constants), so the tests need no crate.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

/// A random playout of up to `plies` plies through `Game` (which applies the draw rules), each
/// move checked by the rules.
fn playout(seed: u64, plies: usize) -> Vec<Move> {
    let mut rng = Lcg(seed);
    let mut game = Game::new(start());
    let mut moves = Vec::new();
    for _ in 0..plies {
        if game.outcome().is_some() {
            break;
        }
        let list = game.position().legal_moves();
        let m = list[rng.below(list.len())];
        assert_eq!(game.position().check(m), Ok(()), "{m} must be legal");
        game.play(m).expect("legal move");
        moves.push(m);
    }
    moves
}

/// Counts the pixels within `radius` of the centre of `s` that `pred` accepts.
fn count_near(
    img: &RgbaImage,
    s: Square,
    flip: bool,
    radius: f32,
    pred: impl Fn([u8; 3]) -> bool,
) -> usize {
    let (cx, cy) = point_center(s, flip);
    let r = radius.ceil() as i32;
    let mut n = 0;
    for dy in -r..=r {
        for dx in -r..=r {
            if ((dx * dx + dy * dy) as f32).sqrt() <= radius {
                let p = pixel(img, (cx as i32 + dx) as u32, (cy as i32 + dy) as u32);
                n += pred(p) as usize;
            }
        }
    }
    n
}

fn is_red_ink(c: [u8; 3]) -> bool {
    c[0] > 150 && c[1] < 90 && c[2] < 90
}

fn is_black_ink(c: [u8; 3]) -> bool {
    c.iter().all(|&v| v < 70)
}

/// Whether `c` is the check halo's red (bright, unlike the pieces' darker red ink).
fn is_glow(c: [u8; 3]) -> bool {
    c[0] > 225 && c[1] < 110 && c[2] < 100
}

#[test]
fn same_input_gives_same_bytes_and_the_documented_size() {
    let moves = playout(7, 40);
    let mut pos = start();
    for &m in &moves[..39] {
        pos = pos.play(m);
    }
    let opts = RenderOptions {
        last_move: Some(LastMove::new(&pos, moves[39])),
        ..RenderOptions::default()
    };
    let pos = pos.play(moves[39]);
    let a = position_png(&pos, &opts);
    assert_eq!(a, position_png(&pos, &opts));
    assert_ne!(a, position_png(&pos, &RenderOptions::default()));
    let img = decode(&a);
    assert_eq!(img.dimensions(), (WIDTH, HEIGHT));
    // Discord shows pictures up to about 800 px without scaling them down much.
    assert!((550..=700).contains(&WIDTH) && (700..=850).contains(&HEIGHT));
    assert!(std::ptr::eq(Renderer::get(), Renderer::get()));
    assert!(Renderer::get().palette().len() <= 128);
}

#[test]
fn pieces_are_inked_in_their_side_colour() {
    let img = decode(&position_png(&start(), &RenderOptions::default()));
    let r = PIECE_RADIUS - 3.0;
    for s in ["a0", "b0", "c0", "d0", "e0", "b2", "h2", "a3", "e3", "i3"] {
        let red = count_near(&img, sq(s), false, r, is_red_ink);
        let black = count_near(&img, sq(s), false, r, is_black_ink);
        assert!(red > 60 && black == 0, "{s}: {red} red, {black} black");
    }
    for s in ["a9", "e9", "b7", "g6"] {
        let red = count_near(&img, sq(s), false, r, is_red_ink);
        let black = count_near(&img, sq(s), false, r, is_black_ink);
        assert!(black > 60 && red == 0, "{s}: {red} red, {black} black");
    }
    // Empty points show the board's lines, no ink of either side.
    for s in ["e1", "a1", "e5", "d4"] {
        let red = count_near(&img, sq(s), false, r, is_red_ink);
        assert_eq!(red, 0, "{s}");
        let (x, y) = point_center(sq(s), false);
        let wood = pixel(&img, x + 20, y + 9);
        assert!(
            wood[0] > 200 && wood[1] > 160 && wood[2] < 170,
            "{s}: {wood:?} is not wood"
        );
    }
}

#[test]
fn flipping_puts_a0_at_the_top_right() {
    let (x, y) = point_center(sq("a0"), true);
    assert_eq!((x, y), point_center(sq("i9"), false));
    assert!(x > WIDTH / 2 + 3 * POINT && y < HEIGHT / 2 - 3 * POINT);
    let flipped = decode(&position_png(
        &start(),
        &RenderOptions {
            flip: true,
            ..RenderOptions::default()
        },
    ));
    let r = PIECE_RADIUS - 3.0;
    // Red's chariot on a0 is now top right, Black's on i9 bottom left.
    assert!(count_near(&flipped, sq("a0"), true, r, is_red_ink) > 60);
    let (bx, by) = point_center(sq("i9"), true);
    assert!(bx < WIDTH / 2 && by > HEIGHT / 2);
    assert!(count_near(&flipped, sq("i9"), true, r, is_black_ink) > 60);
    // The same pixel block unflipped holds Black's chariot (i9 there).
    let plain = decode(&position_png(&start(), &RenderOptions::default()));
    assert!(count_near(&plain, sq("i9"), false, r, is_black_ink) > 60);
    assert_ne!(plain, flipped);
}

#[test]
fn file_numbers_count_from_each_players_right() {
    assert_eq!(file_number(Side::Red, 8), "一");
    assert_eq!(file_number(Side::Red, 4), "五");
    assert_eq!(file_number(Side::Red, 0), "九");
    assert_eq!(file_number(Side::Black, 0), "1");
    assert_eq!(file_number(Side::Black, 8), "9");
}

#[test]
fn last_move_marks_both_points_and_nothing_else() {
    let before = start();
    let m = mv("h2e2");
    let after = before.play(m);
    let plain = decode(&position_png(&after, &RenderOptions::default()));
    let marked = decode(&position_png(
        &after,
        &RenderOptions {
            last_move: Some(LastMove::new(&before, m)),
            ..RenderOptions::default()
        },
    ));
    let is_mark = |c: [u8; 3]| c[2] > 150 && c[0] < 90;
    for s in [m.from, m.to] {
        // The brackets sit at the corners of the piece's box.
        let p = count_near(&plain, s, false, PIECE_RADIUS + 12.0, is_mark);
        let q = count_near(&marked, s, false, PIECE_RADIUS + 12.0, is_mark);
        assert!(p == 0 && q > 40, "{s}: {p} vs {q} marked pixels");
    }
    for s in ["a0", "e5", "b7"] {
        assert_eq!(
            count_near(&plain, sq(s), false, 28.0, |_| true),
            count_near(&marked, sq(s), false, 28.0, |_| true)
        );
        let (x, y) = point_center(sq(s), false);
        assert_eq!(pixel(&plain, x + 5, y + 5), pixel(&marked, x + 5, y + 5));
    }
    // A capture adds the badge's white cross.
    let cap = fen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1")
        .play(mv("h2h9"));
    let lm = LastMove::new(&fen(STARTPOS), mv("h2h9"));
    assert!(lm.capture);
    let a = decode(&position_png(&cap, &RenderOptions::default()));
    let b = decode(&position_png(
        &cap,
        &RenderOptions {
            last_move: Some(lm),
            ..RenderOptions::default()
        },
    ));
    let white = |c: [u8; 3]| c.iter().all(|&v| v > 235);
    let wa = count_near(&a, sq("h9"), false, PIECE_RADIUS + 8.0, white);
    let wb = count_near(&b, sq("h9"), false, PIECE_RADIUS + 8.0, white);
    assert!(wb > wa + 20, "capture badge: {wa} vs {wb} white pixels");
}

#[test]
fn check_is_marked_only_when_in_check() {
    // Red's chariot on e1 checks Black's general on e9.
    let checked = fen("4k4/9/9/9/9/9/9/9/4R4/3K5 b - - 0 1");
    assert!(checked.in_check());
    let quiet = fen("4k4/9/9/9/9/9/9/9/3R5/3K5 b - - 0 1");
    assert!(!quiet.in_check());
    for flip in [false, true] {
        let opts = RenderOptions {
            flip,
            ..RenderOptions::default()
        };
        let a = decode(&position_png(&checked, &opts));
        let b = decode(&position_png(&quiet, &opts));
        let e9 = sq("e9");
        let ring = |img: &RgbaImage| {
            count_near(img, e9, flip, PIECE_RADIUS + 9.0, is_glow)
                - count_near(img, e9, flip, PIECE_RADIUS - 4.0, is_glow)
        };
        assert!(ring(&a) > 150, "no check halo: {}", ring(&a));
        assert_eq!(ring(&b), 0);
        // Red's general is not in check: no halo on d0 in either picture.
        assert_eq!(
            count_near(&a, sq("d0"), flip, PIECE_RADIUS + 9.0, is_glow),
            0
        );
    }
    // Red in check from Black's chariot on e5: the halo moves to Red's general.
    let red_checked = fen("3k5/9/9/9/4r4/9/9/9/9/4K4 w - - 0 1");
    assert!(red_checked.in_check());
    let img = decode(&position_png(&red_checked, &RenderOptions::default()));
    assert!(count_near(&img, sq("e0"), false, PIECE_RADIUS + 9.0, is_glow) > 150);
    assert_eq!(
        count_near(&img, sq("d9"), false, PIECE_RADIUS + 9.0, is_glow),
        0
    );
}

#[test]
fn hints_mark_destinations() {
    let pos = start();
    let hints = pos.destinations(sq("h2"));
    assert_eq!(
        hints.count_ones(),
        12,
        "the cannon's moves and its capture on h9"
    );
    let plain = decode(&position_png(&pos, &RenderOptions::default()));
    let dotted = decode(&position_png(
        &pos,
        &RenderOptions {
            hints,
            ..RenderOptions::default()
        },
    ));
    for s in Square::all() {
        let (x, y) = point_center(s, false);
        // A pixel off the lines, where the dot (empty point) or the ring (occupied) shows.
        let probe = if pos.piece_at(s).is_some() {
            (x, y - PIECE_RADIUS as u32 - 3)
        } else {
            // Up and right: clear of the palace diagonals through the hinted points.
            (x + 4, y - 4)
        };
        let p = pixel(&plain, probe.0, probe.1);
        let q = pixel(&dotted, probe.0, probe.1);
        if hints & s.bit() != 0 {
            assert!(q.iter().zip(&p).all(|(d, p)| d < p), "{s}: no mark");
        } else {
            assert_eq!(p, q, "{s}");
        }
    }
}

#[test]
fn english_defaults_name_the_turn_check_and_result() {
    let t = english_text(&start(), None);
    assert_eq!(t.players, ["Red".to_string(), "Black".to_string()]);
    assert_eq!(t.status, "Red to move");
    assert_eq!(t.move_label, "Move 1");
    let checked = fen("4k4/9/9/9/9/9/9/9/4R4/3K5 b - - 0 1");
    assert_eq!(
        english_text(&checked, None).status,
        "Black to move, in check"
    );
    let mate = fen("3k5/9/9/9/9/9/9/9/3R5/4K4 b - - 0 1");
    assert!(mate.is_lost() && mate.in_check());
    assert_eq!(english_text(&mate, None).status, "Red wins by checkmate");
    // The picture of a mate shows the check halo and differs from the same board not in check.
    let img = decode(&position_png(&mate, &RenderOptions::default()));
    assert!(count_near(&img, sq("d9"), false, PIECE_RADIUS + 9.0, is_glow) > 150);
}

#[test]
fn the_fonts_cover_every_xiangqi_character() {
    let serif = Font::serif();
    let sans = Font::get();
    for side in Side::ALL {
        for kind in qibot::games::xiangqi::PieceKind::ALL {
            let c = kind.chinese(side);
            assert!(serif.has(c) && sans.has(c), "{c} is missing");
        }
    }
    for c in "楚河漢界一二三四五六七八九0123456789".chars() {
        assert!(serif.has(c), "the serif subset lacks {c}");
    }
    // Chinese move notation, traditional and simplified, and full-width digits.
    for c in "帥仕相傌俥炮兵將士象馬車砲卒帅将马车一二三四五六七八九進进退平前後后中１２９".chars()
    {
        assert!(sans.has(c), "the sans subset lacks {c}");
    }
    assert_eq!(sans.drawable("炮二平五 馬8進7"), "炮二平五 馬8進7");
    // Player names in pinyin keep their tone marks.
    assert_eq!(sans.drawable("Lǐ Wěi Lǚ Nǜ"), "Lǐ Wěi Lǚ Nǜ");
    // Every piece character really draws ink, centred on the point.
    for c in "帥將傌馬砲卒".chars() {
        let (x0, y0, x1, y1) = serif.ink_bounds(&c.to_string(), 30.0).expect("ink");
        assert!(x1 - x0 > 15.0 && y1 - y0 > 15.0, "{c}: {x0} {y0} {x1} {y1}");
    }
}

#[test]
fn pictures_of_random_positions_stay_under_50_kb() {
    let mut sizes = Vec::new();
    let mut rng = Lcg(2024);
    for game in 0..25u64 {
        let moves = playout(1000 + game, 160);
        for k in 0..4 {
            let n = if moves.is_empty() {
                0
            } else {
                1 + rng.below(moves.len())
            };
            let mut pos = start();
            for &m in &moves[..n - 1] {
                pos = pos.play(m);
            }
            let last = moves[n - 1];
            let mut opts = RenderOptions {
                flip: k % 2 == 1,
                last_move: Some(LastMove::new(&pos, last)),
                ..RenderOptions::default()
            };
            pos = pos.play(last);
            if k == 3 {
                // The busiest picture: hints for the piece with the most moves.
                opts.hints = Square::all()
                    .map(|s| pos.destinations(s))
                    .max_by_key(|m| m.count_ones())
                    .unwrap_or(0);
            }
            sizes.push(position_png(&pos, &opts).len());
        }
    }
    assert_eq!(sizes.len(), 100);
    let max = *sizes.iter().max().expect("sizes");
    let mean = sizes.iter().sum::<usize>() as f64 / sizes.len() as f64;
    eprintln!(
        "Xiangqi PNG sizes over {} positions: mean {:.1} KB, max {:.1} KB",
        sizes.len(),
        mean / 1024.0,
        max as f64 / 1024.0
    );
    assert!(max <= 50 * 1024, "largest picture {max} bytes");
    let start_png = position_png(&start(), &RenderOptions::default()).len();
    assert!(start_png <= 50 * 1024, "start position {start_png} bytes");
}

#[test]
fn replay_gif_has_a_frame_per_ply_and_matches_the_pngs() {
    let moves = playout(99, 60);
    assert_eq!(moves.len(), 60);
    let gif = game_gif(&start(), &moves, &GifOptions::default()).expect("legal");
    let frames = image::codecs::gif::GifDecoder::new(std::io::Cursor::new(&gif))
        .expect("GIF header")
        .into_frames()
        .collect_frames()
        .expect("GIF frames");
    assert_eq!(frames.len(), moves.len() + 1);
    let game = Game::replay(start(), &moves).expect("legal");
    let mut pos = start();
    for (ply, frame) in frames.iter().enumerate() {
        let mut opts = RenderOptions::default();
        if ply > 0 {
            let m = moves[ply - 1];
            opts.last_move = Some(LastMove::new(&pos, m));
            pos = pos.play(m);
        }
        if ply == moves.len() {
            opts.outcome = game.outcome();
        }
        if ply % 10 == 0 || ply == moves.len() {
            let want = decode(&position_png(&pos, &opts));
            assert!(
                frame.buffer().as_raw() == want.as_raw(),
                "frame {ply} differs"
            );
        }
    }
    // An illegal move is named with its number.
    let mut bad = moves[..5].to_vec();
    bad.push(mv("a0a5")); // through the soldier on a3
    let err = game_gif(&start(), &bad, &GifOptions::default()).expect_err("illegal");
    assert_eq!(err.number, 6);
}

fn qibot(args: &[&str]) -> std::process::Output {
    qibot()
        .args(args)
        .output()
        .expect("run qibot")
}

#[test]
fn cli_draws_positions_and_games() {
    let dir = std::env::temp_dir().join(format!("qibot-xrender-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let png = dir.join("board.png");
    let p = png.to_str().expect("utf-8");
    let out = qibot(&[
        "render", "xiangqi", "startpos", "--last", "h2e2", "--flip", "--hints", "b0", "--red",
        "Lǐ", "--black", "Wáng", "-o", p,
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let img = decode(&std::fs::read(&png).expect("written"));
    assert_eq!(img.dimensions(), (WIDTH, HEIGHT));

    let moves: Vec<String> = playout(5, 12).iter().map(|m| m.to_string()).collect();
    let record = dir.join("game.txt");
    std::fs::write(
        &record,
        format!(
            "startpos\n{}\n{}\n",
            moves[..5].join(" "),
            moves[5..].join("\n")
        ),
    )
    .expect("write record");
    let gif = dir.join("game.gif");
    let g = gif.to_str().expect("utf-8");
    let r = record.to_str().expect("utf-8");
    let out = qibot(&["render", "xiangqi", "--game", r, "-o", g]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let frames = image::codecs::gif::GifDecoder::new(std::io::Cursor::new(
        std::fs::read(&gif).expect("gif"),
    ))
    .expect("GIF")
    .into_frames()
    .collect_frames()
    .expect("frames");
    assert_eq!(frames.len(), moves.len() + 1);

    // Bad input: a sentence on stderr and exit code 2.
    std::fs::write(&record, "startpos\nh2e2 a9a8 e2e5\n").expect("write");
    let out = qibot(&["render", "xiangqi", "--game", r, "-o", g]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("move 3 (e2e5)"));
    std::fs::write(&record, "startpos\nh2e2 hello\n").expect("write");
    let out = qibot(&["render", "xiangqi", "--game", r, "-o", g]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("move 2"));
    for args in [
        vec!["render", "xiangqi", "not a fen", "-o", p],
        vec!["render", "xiangqi", "startpos", "--last", "z9", "-o", p],
        vec!["render", "xiangqi", "startpos", "--hints", "j5", "-o", p],
        vec!["render", "xiangqi", "startpos", "--preset", "nope", "-o", p],
    ] {
        let out = qibot(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(!out.stderr.is_empty(), "{args:?}");
    }
    std::fs::remove_dir_all(&dir).ok();
}

/// `--style letters` marks the pieces with letters: the PNG's piece pixels differ from the
/// characters' (and the board around them does not); Jungle takes the style too, an unknown
/// one is refused.
#[test]
fn letters_style_differs_from_characters_on_the_pieces_only() {
    let pos = Position::startpos(RuleSet::default());
    let opts = RenderOptions::default();
    let chars = image::load_from_memory(&qibot::render::xiangqi::position_png(&pos, &opts))
        .unwrap()
        .to_rgba8();
    let letters = image::load_from_memory(&qibot::render::xiangqi::position_png_styled(
        &pos,
        &opts,
        qibot::render::PieceStyle::Letters,
    ))
    .unwrap()
    .to_rgba8();
    let at = |img: &image::RgbaImage, sq: &str| {
        let (x, y) = qibot::render::xiangqi::point_center(sq.parse().unwrap(), false);
        let mut v = Vec::new();
        for dy in 0..16 {
            for dx in 0..16 {
                v.push(*img.get_pixel(x + dx - 8, y + dy - 8));
            }
        }
        v
    };
    for sq in ["a0", "e0", "h2", "e9"] {
        assert_ne!(at(&chars, sq), at(&letters, sq), "{sq}");
    }
    // An empty point is the same in both.
    assert_eq!(at(&chars, "e4"), at(&letters, "e4"));
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("x.png");
    let st = qibot()
        .args(["render", "xiangqi", "startpos", "--style", "letters", "-o"])
        .arg(&out)
        .status()
        .unwrap();
    assert!(st.success());
    let st = qibot()
        .args(["render", "jungle", "startpos", "--style", "letters", "-o"])
        .arg(dir.path().join("j.png"))
        .output()
        .unwrap();
    assert!(st.status.success());
    for game in ["jungle", "xiangqi"] {
        let st = qibot()
            .args(["render", game, "startpos", "--style", "runes", "-o"])
            .arg(dir.path().join("r.png"))
            .output()
            .unwrap();
        assert_eq!(st.status.code(), Some(2), "{game}");
        let err = String::from_utf8_lossy(&st.stderr);
        assert!(
            err.contains("runes") && err.contains("characters, letters, pictograms"),
            "{err}"
        );
        assert!(!dir.path().join("r.png").exists());
    }
}

/// The three piece styles draw three different pictures of the same position, differing on
/// the pieces only; the letters picture is byte for byte what `qibot render xiangqi startpos
/// --style letters` wrote before pictograms were added (`tests/data/xiangqi_letters_startpos.png`,
/// made with the binary at commit 4ef833d).
#[test]
fn three_styles_give_three_pictures_and_letters_did_not_change() {
    use qibot::render::PieceStyle;
    let pos = Position::startpos(RuleSet::default());
    let opts = RenderOptions::default();
    let pngs: Vec<Vec<u8>> = PieceStyle::ALL
        .iter()
        .map(|&s| qibot::render::xiangqi::position_png_styled(&pos, &opts, s))
        .collect();
    let imgs: Vec<image::RgbaImage> = pngs
        .iter()
        .map(|p| image::load_from_memory(p).unwrap().to_rgba8())
        .collect();
    for i in 0..3 {
        for j in i + 1..3 {
            assert_ne!(
                imgs[i],
                imgs[j],
                "{:?} vs {:?}",
                PieceStyle::ALL[i],
                PieceStyle::ALL[j]
            );
        }
    }
    // Every piece kind's pictogram differs from the others' (the shapes tell the kinds apart,
    // not only the colour), for both sides: the red chariot a0, horse b0, elephant c0,
    // advisor d0, general e0, cannon b2, soldier a3.
    let points = ["a0", "b0", "c0", "d0", "e0", "b2", "a3"];
    let ink = |img: &image::RgbaImage, sq: &str| -> Vec<bool> {
        let (x, y) = qibot::render::xiangqi::point_center(sq.parse().unwrap(), false);
        let mut v = Vec::new();
        for dy in 0..34 {
            for dx in 0..34 {
                let p = img.get_pixel(x + dx - 17, y + dy - 17);
                // Red ink: much more red than green.
                v.push(p[0] as i32 - p[1] as i32 > 90);
            }
        }
        v
    };
    let pict = &imgs[PieceStyle::Pictograms.index()];
    let shapes: Vec<Vec<bool>> = points.iter().map(|p| ink(pict, p)).collect();
    for i in 0..shapes.len() {
        let inked = shapes[i].iter().filter(|&&b| b).count();
        assert!(inked > 150, "{} has {inked} inked pixels", points[i]);
        for j in i + 1..shapes.len() {
            let differ = shapes[i]
                .iter()
                .zip(&shapes[j])
                .filter(|(a, b)| a != b)
                .count();
            assert!(
                differ > 100,
                "{} and {} differ on {differ} pixels",
                points[i],
                points[j]
            );
        }
    }
    let before = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/xiangqi_letters_startpos.png"
    ))
    .unwrap();
    assert!(
        pngs[PieceStyle::Letters.index()] == before,
        "the letters picture changed"
    );
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("x.png");
    let st = qibot()
        .args([
            "render",
            "xiangqi",
            "startpos",
            "--style",
            "pictograms",
            "-o",
        ])
        .arg(&out)
        .output()
        .unwrap();
    assert!(st.status.success());
    assert!(std::fs::read(&out).unwrap() == pngs[PieceStyle::Pictograms.index()]);
}
