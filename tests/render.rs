//! Board pictures (issue 3): determinism, pixel probes, flipping, the replay GIF, sizes and the
//! `qibot render` command line.

use std::process::Command;

use image::{AnimationDecoder, RgbaImage};
use qibot::games::contract::GamePosition;
use qibot::games::jungle::{Game, Move, Position, RuleSet, Side, Square};
use qibot::render::StripText;
use qibot::render::jungle::{
    self, GifOptions, HEIGHT, LastMove, RenderOptions, WIDTH, english_text, game_gif, position_png,
    square_rect,
};

fn start() -> Position {
    Position::startpos(RuleSet::default())
}

fn sq(s: &str) -> Square {
    s.parse().expect("square")
}

/// A deterministic playout: at ply `n` the legal move at index `(n * 7) % count`, each checked
/// by the rules and played through `Game` (which also applies the draw rules).
fn playout(plies: usize) -> Vec<Move> {
    let mut game = Game::new(start());
    let mut moves = Vec::new();
    for ply in 0..plies {
        if game.outcome().is_some() {
            break;
        }
        let list = game.position().legal_moves();
        let m = list[(ply * 7) % list.len()];
        assert_eq!(
            game.position().check(m),
            Ok(()),
            "playout move {m} must be legal"
        );
        game.play(m).expect("legal move");
        moves.push(m);
    }
    moves
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

/// The mean colour of a square's pixels.
fn square_mean(img: &RgbaImage, s: Square, flip: bool) -> [f64; 3] {
    let (x0, y0, size) = square_rect(s, flip);
    let mut sum = [0f64; 3];
    for y in y0..y0 + size {
        for x in x0..x0 + size {
            let p = pixel(img, x, y);
            for i in 0..3 {
                sum[i] += p[i] as f64;
            }
        }
    }
    sum.map(|v| v / (size * size) as f64)
}

/// A pixel on the top of the token's ring on `s` (2.5 px inside the token's outer edge).
fn ring_pixel(img: &RgbaImage, s: Square, flip: bool) -> [u8; 3] {
    let (x, y, size) = square_rect(s, flip);
    pixel(img, x + size / 2, y + size / 2 - 31 + 3)
}

fn is_red(c: [u8; 3]) -> bool {
    c[0] > 180 && c[1] < 110 && c[2] < 110
}

fn is_blue(c: [u8; 3]) -> bool {
    c[2] > 180 && c[0] < 100 && c[1] < 160
}

#[test]
fn same_input_gives_same_bytes() {
    let moves = playout(30);
    let mut pos = start();
    for &m in &moves[..29] {
        pos = pos.play(m);
    }
    let opts = RenderOptions {
        last_move: Some(LastMove::new(&pos, moves[29])),
        hints: 0,
        ..RenderOptions::default()
    };
    let pos = pos.play(moves[29]);
    let a = position_png(&pos, &opts);
    let b = position_png(&pos, &opts);
    assert_eq!(a, b);
    let g1 = game_gif(&start(), &moves, &GifOptions::default()).expect("legal");
    let g2 = game_gif(&start(), &moves, &GifOptions::default()).expect("legal");
    assert_eq!(g1, g2);
    // And different input gives different bytes.
    assert_ne!(a, position_png(&pos, &RenderOptions::default()));
}

#[test]
fn picture_has_the_documented_size_and_is_small() {
    let png = position_png(&start(), &RenderOptions::default());
    let img = decode(&png);
    assert_eq!(img.dimensions(), (WIDTH, HEIGHT));
    assert!((500..=650).contains(&WIDTH) && (700..=850).contains(&HEIGHT));
    // Every position of a 100-ply game, with its last move marked, stays under 40 KB.
    let moves = playout(100);
    let mut pos = start();
    for &m in &moves {
        let opts = RenderOptions {
            last_move: Some(LastMove::new(&pos, m)),
            ..RenderOptions::default()
        };
        pos = pos.play(m);
        let n = position_png(&pos, &opts).len();
        assert!(n <= 40 * 1024, "{} bytes after {m}", n);
    }
}

#[test]
fn river_squares_are_blue_and_land_is_not() {
    let img = decode(&position_png(&start(), &RenderOptions::default()));
    for s in ["b4", "c5", "f6", "e4"] {
        let [r, g, b] = square_mean(&img, sq(s), false);
        assert!(
            b > r + 60.0 && b > g + 20.0,
            "{s} is not blue-ish: {r:.0} {g:.0} {b:.0}"
        );
    }
    for s in ["a5", "d5", "g4"] {
        let [r, g, b] = square_mean(&img, sq(s), false);
        assert!(
            g > b && g > r,
            "{s} should be green land: {r:.0} {g:.0} {b:.0}"
        );
    }
}

#[test]
fn last_move_squares_are_highlighted() {
    let before = start();
    let m: Move = "a3a4".parse().expect("move");
    let after = before.play(m);
    let plain = decode(&position_png(&after, &RenderOptions::default()));
    let marked = decode(&position_png(
        &after,
        &RenderOptions {
            last_move: Some(LastMove::new(&before, m)),
            ..RenderOptions::default()
        },
    ));
    for s in [m.from, m.to] {
        let p = square_mean(&plain, s, false);
        let q = square_mean(&marked, s, false);
        // Yellow: more red, less blue than the plain square (even under the token on a4).
        assert!(
            q[0] > p[0] + 15.0 && q[2] < p[2] - 10.0,
            "{s}: {p:?} vs {q:?}"
        );
    }
    // Squares the move did not touch are unchanged.
    let untouched = sq("d5");
    assert_eq!(
        square_mean(&plain, untouched, false),
        square_mean(&marked, untouched, false)
    );
}

#[test]
fn capture_and_jump_are_marked() {
    // Red's lion jumped a5–d5 and took a piece there.
    let before = Position::from_fen(
        "l5t/5c1/r1p1w1e/7/L2d3/7/E1W1P1R/1C3D1/T6 w",
        RuleSet::default(),
    )
    .expect("fen");
    let m: Move = "a5d5".parse().expect("move");
    assert!(before.is_capture(m));
    let after = before.play(m);
    let lm = LastMove::new(&before, m);
    assert!(lm.capture);
    let plain = decode(&position_png(&after, &RenderOptions::default()));
    let marked = decode(&position_png(
        &after,
        &RenderOptions {
            last_move: Some(lm),
            ..RenderOptions::default()
        },
    ));
    // The arrow crosses the river square b5 (orange over blue: more red).
    let p = square_mean(&plain, sq("b5"), false);
    let q = square_mean(&marked, sq("b5"), false);
    assert!(q[0] > p[0] + 10.0, "no arrow over b5: {p:?} vs {q:?}");
    // The capture badge sits in the landing square's top-left corner: red.
    let (x, y, _) = square_rect(sq("d5"), false);
    let badge = pixel(&marked, x + 14, y + 8);
    assert!(
        badge[0] > 180 && badge[1] < 100,
        "no capture badge: {badge:?}"
    );
    // Blue lost its dog: the top strip shows one small token on the right, on the dark strip.
    let strip_y = 44 + 23;
    let right = pixel(&marked, WIDTH - 12 - 15, strip_y);
    assert_ne!(right, pixel(&plain, 5, strip_y), "no lost piece drawn");
}

#[test]
fn token_rings_have_their_side_colour() {
    let img = decode(&position_png(&start(), &RenderOptions::default()));
    for s in ["a1", "g3", "d1"] {
        if s == "d1" {
            continue; // the den is empty
        }
        let c = ring_pixel(&img, sq(s), false);
        assert!(is_red(c), "Red's token on {s} has ring {c:?}");
    }
    for s in ["a9", "g7", "c7"] {
        let c = ring_pixel(&img, sq(s), false);
        assert!(is_blue(c), "Blue's token on {s} has ring {c:?}");
    }
}

#[test]
fn flipping_puts_a1_at_the_top_right() {
    let (x, y, size) = square_rect(sq("a1"), true);
    assert_eq!((x + size, y), (WIDTH - 22, 44 + 46 + 22));
    let img = decode(&position_png(
        &start(),
        &RenderOptions {
            flip: true,
            ..RenderOptions::default()
        },
    ));
    // Red's tiger on a1 is now in the top-right corner square and Blue's tiger (g9) bottom-left.
    let top_right = pixel(&img, WIDTH - 22 - 36, 44 + 46 + 22 + 36 - 31 + 3);
    assert!(is_red(top_right), "top-right ring {top_right:?}");
    let bottom_left = pixel(&img, 22 + 36, HEIGHT - 46 - 22 - 36 - 31 + 3);
    assert!(is_blue(bottom_left), "bottom-left ring {bottom_left:?}");
    // Unflipped it is the other way round.
    let img = decode(&position_png(&start(), &RenderOptions::default()));
    assert!(is_blue(pixel(
        &img,
        WIDTH - 22 - 36,
        44 + 46 + 22 + 36 - 31 + 3
    )));
}

#[test]
fn hints_mark_destinations() {
    let pos = start();
    let from = sq("a3");
    let hints = pos.destinations(from);
    assert_ne!(hints, 0);
    let plain = decode(&position_png(&pos, &RenderOptions::default()));
    let dotted = decode(&position_png(
        &pos,
        &RenderOptions {
            hints,
            ..RenderOptions::default()
        },
    ));
    for s in Square::all() {
        let (x, y, size) = square_rect(s, false);
        let centre_plain = pixel(&plain, x + size / 2, y + size / 2);
        let centre_dotted = pixel(&dotted, x + size / 2, y + size / 2);
        let marked = hints & s.bit() != 0;
        if marked {
            assert!(
                centre_dotted.iter().zip(&centre_plain).all(|(d, p)| d < p),
                "{s}: no dot"
            );
        } else {
            assert_eq!(
                square_mean(&plain, s, false),
                square_mean(&dotted, s, false),
                "{s}"
            );
        }
    }
}

#[test]
fn caller_texts_are_used() {
    let pos = start();
    let english = position_png(&pos, &RenderOptions::default());
    assert_eq!(
        english,
        position_png(
            &pos,
            &RenderOptions {
                text: Some(english_text(&pos, None)),
                ..RenderOptions::default()
            }
        )
    );
    let french = StripText {
        players: ["Éloïse".into(), "Bérénice".into()],
        status: "Rouge joue".into(),
        move_label: "Coup 1".into(),
        labels: ["piège".into(), "tanière".into()],
    };
    let fr = position_png(
        &pos,
        &RenderOptions {
            text: Some(french),
            ..RenderOptions::default()
        },
    );
    assert_ne!(english, fr);
    // Very long names and characters outside the font neither panic nor spill into the board.
    let long = StripText {
        players: ["🦀".repeat(80), "W".repeat(200)],
        status: "x".repeat(300),
        move_label: "Move 999".into(),
        labels: ["W".repeat(100), "🦀".repeat(30)],
    };
    let img = decode(&position_png(
        &pos,
        &RenderOptions {
            text: Some(long),
            ..RenderOptions::default()
        },
    ));
    let base = decode(&english);
    assert_eq!(
        square_mean(&img, sq("a9"), false),
        square_mean(&base, sq("a9"), false)
    );
}

#[test]
fn english_defaults_name_the_turn_the_result_and_the_move() {
    let pos = start();
    let t = english_text(&pos, None);
    assert_eq!(t.players, ["Red".to_string(), "Blue".to_string()]);
    assert_eq!(t.status, "Red to move");
    assert_eq!(t.move_label, "Move 1");
    let t = english_text(&pos.play("a3a4".parse().expect("move")), None);
    assert_eq!(t.status, "Blue to move");
    let won = qibot::games::jungle::Outcome::Win {
        winner: Side::Blue,
        reason: qibot::games::jungle::WinReason::Resignation,
    };
    assert_eq!(
        english_text(&pos, Some(won)).status,
        "Blue wins by resignation"
    );
}

#[test]
fn replay_gif_has_a_frame_per_ply_and_matches_the_pngs() {
    let moves = playout(100);
    assert_eq!(moves.len(), 100);
    let gif = game_gif(&start(), &moves, &GifOptions::default()).expect("legal");
    assert!(gif.len() <= 1024 * 1024, "{} bytes", gif.len());
    let frames = image::codecs::gif::GifDecoder::new(std::io::Cursor::new(&gif))
        .expect("GIF header")
        .into_frames()
        .collect_frames()
        .expect("GIF frames");
    assert_eq!(frames.len(), moves.len() + 1);
    // Composited frames equal the stand-alone pictures of the same positions.
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
    let (num, den) = frames[1].delay().numer_denom_ms();
    assert_eq!(num / den, 1000);
}

#[test]
fn replay_rejects_an_illegal_move_with_its_number() {
    let mut moves = playout(6);
    moves.push("d1d2".parse().expect("move")); // d1 is Red's den: always empty
    let err = game_gif(&start(), &moves, &GifOptions::default()).expect_err("illegal");
    assert_eq!(err.number, 7);
    assert!(err.to_string().starts_with("move 7 ("), "{err}");
}

fn qibot(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_qibot"))
        .args(args)
        .output()
        .expect("run qibot")
}

#[test]
fn cli_writes_a_png_and_a_gif() {
    let dir = std::env::temp_dir().join(format!("qibot-render-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let png = dir.join("board.png");
    let out = qibot(&[
        "render",
        "jungle",
        "startpos",
        "--last",
        "a3a4",
        "--flip",
        "-o",
        png.to_str().expect("utf-8"),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let img = decode(&std::fs::read(&png).expect("written"));
    assert_eq!(img.dimensions(), (WIDTH, HEIGHT));

    let moves: Vec<String> = playout(12).iter().map(|m| m.to_string()).collect();
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
    let out = qibot(&[
        "render",
        "jungle",
        "--game",
        record.to_str().expect("utf-8"),
        "-o",
        gif.to_str().expect("utf-8"),
    ]);
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
    assert_eq!(frames.len(), 13);

    // An illegal move: exit code 2 and a message naming the move's number.
    std::fs::write(
        &record,
        format!("startpos\n{} d1d2\n", moves[..4].join(" ")),
    )
    .expect("write");
    let out = qibot(&[
        "render",
        "jungle",
        "--game",
        record.to_str().expect("utf-8"),
        "-o",
        gif.to_str().expect("utf-8"),
    ]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("move 5 (d1d2)"), "{err}");

    // Text that is not a move, a bad FEN and a bad --last are usage errors too.
    std::fs::write(&record, "startpos\na3a4 hello\n").expect("write");
    let out = qibot(&[
        "render",
        "jungle",
        "--game",
        record.to_str().expect("utf-8"),
        "-o",
        gif.to_str().expect("utf-8"),
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("move 2"));
    let out = qibot(&[
        "render",
        "jungle",
        "not a fen",
        "-o",
        png.to_str().expect("utf-8"),
    ]);
    assert_eq!(out.status.code(), Some(2));
    // Both dens entered: two games won at once, refused with the reason.
    let out = qibot(&[
        "render",
        "jungle",
        "3R3/7/7/7/7/7/7/7/3r3 w",
        "-o",
        png.to_str().expect("utf-8"),
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("both sides would have won at once"),
        "{out:?}"
    );
    let out = qibot(&[
        "render",
        "jungle",
        "startpos",
        "--last",
        "z9",
        "-o",
        png.to_str().expect("utf-8"),
    ]);
    assert_eq!(out.status.code(), Some(2));
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn renderer_is_shared() {
    assert!(std::ptr::eq(
        jungle::Renderer::get(),
        jungle::Renderer::get()
    ));
    assert!(jungle::Renderer::get().palette().len() <= 255);
}

#[test]
fn names_keep_what_the_font_can_draw() {
    let font = qibot::render::font::Font::get();
    assert_eq!(font.drawable("Éloïse 🦊 Œuvre"), "Éloïse Œuvre");
    assert_eq!(font.drawable("Наташа"), "Наташа");
    assert_eq!(font.drawable("🦀🦀"), "?");
    assert_eq!(font.drawable(""), "");
    for c in "陷阱獸穴鼠貓狗狼豹虎獅象0123456789abcxyzàâçéèêëîïôùûüÿœ·–—…←→".chars()
    {
        assert!(font.has(c), "the font lacks {c}");
    }
    let short = font.ellipsize(&"W".repeat(100), 19.0, 200.0);
    assert!(
        short.ends_with('…') && font.width(&short, 19.0) <= 200.0,
        "{short}"
    );
}

#[test]
fn a_game_won_on_the_board_says_how() {
    let den = Position::from_fen("7/7/7/7/7/7/7/7/R2r3 w 0 30", RuleSet::default()).expect("fen");
    assert_eq!(
        english_text(&den, None).status,
        "Blue wins by entering the den"
    );
    let bare = Position::from_fen("7/7/7/7/7/7/7/3r3/7 w 0 30", RuleSet::default()).expect("fen");
    assert_eq!(
        english_text(&bare, None).status,
        "Blue wins by capturing every piece"
    );
}

/// The pixels of the rank badge of the token on `s` (its inner disc, 9 px around its centre).
fn badge(img: &RgbaImage, s: Square) -> Vec<[u8; 3]> {
    let (x, y, _) = square_rect(s, false);
    let c = jungle::SQUARE / 2 + 21;
    let mut px = Vec::new();
    for dy in 0..18 {
        for dx in 0..18 {
            px.push(pixel(img, x + c + dx - 9, y + c + dy - 9));
        }
    }
    px
}

/// A piece on an enemy trap has rank 0 there, and its badge says 0: it differs from the same
/// piece's badge on its own trap, unless `universal_traps` lowers it there too.
#[test]
fn a_piece_on_an_enemy_trap_shows_rank_0() {
    let draw = |fen: &str, rules: RuleSet| {
        let pos = Position::from_fen(fen, rules).unwrap();
        decode(&position_png(&pos, &RenderOptions::default()))
    };
    let std = RuleSet::default();
    let universal = RuleSet {
        universal_traps: true,
        ..RuleSet::default()
    };
    // A Red lion on Blue's trap d8, and on Red's own trap d2.
    let enemy = "r6/3L3/7/7/7/7/7/7/7 w 0 1";
    let own = "r6/7/7/7/7/7/7/3L3/7 w 0 1";
    let on_enemy = badge(&draw(enemy, std), sq("d8"));
    let on_own = badge(&draw(own, std), sq("d2"));
    assert_ne!(on_enemy, on_own, "rank 0 on the enemy trap, 7 on its own");
    let on_own_universal = badge(&draw(own, universal), sq("d2"));
    assert_eq!(
        on_enemy, on_own_universal,
        "universal traps: 0 on its own trap too"
    );
    let on_enemy_universal = badge(&draw(enemy, universal), sq("d8"));
    assert_eq!(on_enemy, on_enemy_universal);
}

/// The traps and dens carry the reader's words next to 陷阱 and 獸穴: French words draw other
/// pixels on those squares than English ones, and no words leave the Chinese alone.
#[test]
fn traps_and_dens_are_labelled_in_the_reader_s_language() {
    let pos = start();
    let draw = |labels: [&str; 2]| {
        decode(&position_png(
            &pos,
            &RenderOptions {
                text: Some(StripText {
                    labels: labels.map(str::to_string),
                    ..english_text(&pos, None)
                }),
                ..RenderOptions::default()
            },
        ))
    };
    let (en, fr, none) = (
        draw(["trap", "den"]),
        draw(["piège", "tanière"]),
        draw(["", ""]),
    );
    for s in ["c1", "d2", "d1", "d9"] {
        let (e, f, n) = (
            square_mean(&en, sq(s), false),
            square_mean(&fr, sq(s), false),
            square_mean(&none, sq(s), false),
        );
        assert_ne!(e, f, "{s}");
        assert_ne!(e, n, "{s}");
    }
    // Other squares are untouched.
    assert_eq!(
        square_mean(&en, sq("b1"), false),
        square_mean(&fr, sq("b1"), false)
    );
}

/// Jungle's three piece styles: the animal pictures (the default, unchanged), the characters
/// 鼠…象 and the letters R…E, all with the rank badge; three different pictures that differ
/// only where the pieces stand; `qibot render jungle --style` draws them.
#[test]
fn jungle_piece_styles_differ_on_the_pieces_only() {
    use qibot::render::PieceStyle;
    let pos = start();
    let opts = RenderOptions::default();
    let pngs: Vec<Vec<u8>> = PieceStyle::ALL
        .iter()
        .map(|&s| jungle::position_png_styled(&pos, &opts, s))
        .collect();
    assert!(pngs[PieceStyle::Pictograms.index()] == position_png(&pos, &opts));
    let imgs: Vec<RgbaImage> = pngs.iter().map(|p| decode(p)).collect();
    let occupied = |x: u32, y: u32| {
        Square::all().any(|s| {
            let (sx, sy, size) = square_rect(s, false);
            pos.piece_at(s).is_some()
                && (sx..sx + size).contains(&x)
                && (sy..sy + size).contains(&y)
        })
    };
    for i in 0..3 {
        for j in i + 1..3 {
            let (a, b) = (&imgs[i], &imgs[j]);
            let mut on_pieces = 0;
            for (x, y, p) in a.enumerate_pixels() {
                if p != b.get_pixel(x, y) {
                    // The strips' lost pieces are in the style too, but none is lost here.
                    assert!(occupied(x, y), "({x}, {y}) differs off the pieces");
                    on_pieces += 1;
                }
            }
            assert!(on_pieces > 2000, "{i} vs {j}: {on_pieces}");
        }
    }
    // The rank badge is the same in every style.
    for s in ["a1", "g9", "c3"] {
        let b = badge(&imgs[0], sq(s));
        assert_eq!(b, badge(&imgs[1], sq(s)), "{s}");
        assert_eq!(b, badge(&imgs[2], sq(s)), "{s}");
    }
    let dir = tempfile::tempdir().unwrap();
    for style in PieceStyle::ALL {
        let out = dir.path().join(format!("{style}.png"));
        let o = qibot(&[
            "render",
            "jungle",
            "startpos",
            "--style",
            style.name(),
            "-o",
            out.to_str().unwrap(),
        ]);
        assert!(o.status.success(), "{style}");
        assert!(
            std::fs::read(&out).unwrap() == pngs[style.index()],
            "{style}"
        );
    }
}

/// The capture table's picture (issue 16): a PNG of sane size whose cells follow the rules in
/// force.
#[test]
fn the_capture_table_picture_follows_the_rules() {
    use qibot::games::jungle::captures::{Mark, capture_marks};
    use qibot::render::captures::{self, CaptureText};
    let names = [
        "Rat", "Cat", "Dog", "Wolf", "Leopard", "Tiger", "Lion", "Elephant",
    ];
    let text = CaptureText {
        title: "Who captures whom".into(),
        rules: "Rules: standard".into(),
        axes: "row: the attacker; column: the piece attacked".into(),
        names: names.map(String::from),
        marks: Mark::ALL.map(|m| format!("{m:?}")),
        footnote: "A piece on an enemy trap captures nothing.".into(),
    };
    let standard = capture_marks(RuleSet::default());
    let house = capture_marks("universal_traps=true".parse().unwrap());
    let (a, b) = (
        captures::png(&standard, &text),
        captures::png(&house, &text),
    );
    let decode = |bytes: &[u8]| image::load_from_memory(bytes).expect("PNG").to_rgba8();
    let (ia, ib) = (decode(&a), decode(&b));
    assert_eq!(ia.width(), captures::WIDTH);
    assert!((400..900).contains(&ia.height()), "{}", ia.height());
    assert!(a.len() < 60_000, "{} bytes", a.len());
    assert_ne!(a, b, "a variant that changes a cell changes the picture");
    // Cat (row 1) takes the rat (column 0) in both: the green disc; the elephant (column 7) only
    // under universal traps: a grey dash at the centre of the standard cell, the hollow of the
    // trap ring in the house cell.
    let px = |img: &RgbaImage, a: usize, d: usize| {
        let (x, y) = captures::cell_centre(a, d);
        let p = img.get_pixel(x, y).0;
        [p[0], p[1], p[2]]
    };
    assert_eq!(px(&ia, 1, 0), [0x2E, 0x8B, 0x57]);
    assert_eq!(px(&ib, 1, 0), [0x2E, 0x8B, 0x57]);
    assert_eq!(px(&ia, 1, 7), [0xA9, 0xA2, 0x93]);
    assert_eq!(px(&ib, 1, 7), [0xF7, 0xF3, 0xE8]);
}
