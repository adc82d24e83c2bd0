//! Board pictures of every game (issues 3 and 7): the suite every game's renderer passes
//! ([`pictures_suite!`]: determinism and size, the replay GIF against the PNGs, the `qibot
//! render` command line), then each game's own probes (`jungle`: river, tokens, traps and dens,
//! the capture table; `xiangqi`: ink, the check mark, file numbers, fonts, sizes over random
//! positions), flipping, last moves, hints, texts and piece styles.

use image::{AnimationDecoder, RgbaImage};
use qibot::games::contract::{GamePosition, OutcomeOf};
use qibot::games::history::History;

mod support;

use support::cli::run as qibot;

fn decode(png: &[u8]) -> RgbaImage {
    image::load_from_memory_with_format(png, image::ImageFormat::Png)
        .expect("valid PNG")
        .to_rgba8()
}

fn pixel(img: &RgbaImage, x: u32, y: u32) -> [u8; 3] {
    let p = img.get_pixel(x, y);
    [p[0], p[1], p[2]]
}

/// The frames of a GIF, composited.
fn gif_frames(gif: &[u8]) -> Vec<image::Frame> {
    image::codecs::gif::GifDecoder::new(std::io::Cursor::new(gif))
        .expect("GIF header")
        .into_frames()
        .collect_frames()
        .expect("GIF frames")
}

/// A playout of up to `plies` plies from the start through the game record (which applies the
/// draw rules), each move checked by the rules: at each ply the legal move at the index
/// `pick(ply, count)`.
fn playout<P: GamePosition>(
    plies: usize,
    mut pick: impl FnMut(usize, usize) -> usize,
) -> Vec<P::Move> {
    let mut game = History::new(P::startpos(P::Rules::default()));
    let mut moves = Vec::new();
    for ply in 0..plies {
        if game.outcome().is_some() {
            break;
        }
        let list = game.position().legal_moves();
        let m = list[pick(ply, list.len())];
        assert!(game.position().check(m).is_ok(), "{m} must be legal");
        game.play(m).expect("legal move");
        moves.push(m);
    }
    moves
}

/// What the suite needs of a game's renderer (`qibot::render::<game>`).
trait Pictures: GamePosition {
    /// The picture's size in pixels, and the ranges the documentation gives for it.
    const SIZE: (u32, u32);
    const SIZE_RANGE: (std::ops::RangeInclusive<u32>, std::ops::RangeInclusive<u32>);
    /// The game's picture options.
    type Options: Default;
    /// The picture of the position.
    fn png(&self, opts: &Self::Options) -> Vec<u8>;
    /// Options marking the legal move `m` played from `before`, and the outcome.
    fn after(before: &Self, m: Self::Move, outcome: Option<OutcomeOf<Self>>) -> Self::Options;
    /// Options marking the squares or points `hints` (bit = index).
    fn hinted(hints: u128) -> Self::Options;
    /// The replay GIF of the game from `start`, or the first illegal move's number and the
    /// error's text.
    fn gif(start: &Self, moves: &[Self::Move]) -> Result<Vec<u8>, (usize, String)>;
    /// The drawing of the game is one shared value, with a palette of at most this many colours.
    fn renderer_is_shared(palette: usize);
}

fn start<P: GamePosition>() -> P {
    P::startpos(P::Rules::default())
}

/// The pictures of `pos` without and with the `hints` marked.
fn plain_and_hinted<P: Pictures>(pos: &P, hints: u128) -> (RgbaImage, RgbaImage) {
    (
        decode(&pos.png(&P::Options::default())),
        decode(&pos.png(&P::hinted(hints))),
    )
}

/// The same input gives the same bytes (PNG and GIF), another input other bytes; the picture
/// has the documented size; the renderer is shared, its palette at most `palette` colours.
fn same_input_gives_same_bytes<P: Pictures>(moves: &[P::Move], palette: usize) {
    let (last, before) = moves.split_last().expect("moves");
    let mut pos = start::<P>();
    for &m in before {
        pos = pos.play(m);
    }
    let opts = P::after(&pos, *last, None);
    let pos = pos.play(*last);
    let a = pos.png(&opts);
    assert_eq!(a, pos.png(&opts));
    assert_ne!(a, pos.png(&P::Options::default()));
    let g1 = P::gif(&start(), moves).expect("legal");
    let g2 = P::gif(&start(), moves).expect("legal");
    assert_eq!(g1, g2);
    let img = decode(&a);
    assert_eq!(img.dimensions(), P::SIZE);
    // Discord shows pictures up to about 800 px without scaling them down much.
    let (w, h) = P::SIZE_RANGE;
    assert!(w.contains(&P::SIZE.0) && h.contains(&P::SIZE.1));
    P::renderer_is_shared(palette);
}

/// The replay GIF has a frame a ply, shown a second each, under 1 MB; its composited frames
/// equal the stand-alone pictures of the same positions; an illegal move is refused with its
/// number.
fn replay_gif_has_a_frame_per_ply_and_matches_the_pngs<P: Pictures>(
    moves: &[P::Move],
    plies: usize,
    illegal: (usize, &str),
) {
    assert_eq!(moves.len(), plies);
    let gif = P::gif(&start(), moves).expect("legal");
    assert!(gif.len() <= 1024 * 1024, "{} bytes", gif.len());
    let frames = gif_frames(&gif);
    assert_eq!(frames.len(), moves.len() + 1);
    let game = History::replay(start::<P>(), moves).expect("legal");
    let mut pos = start::<P>();
    for (ply, frame) in frames.iter().enumerate() {
        let outcome = if ply == moves.len() {
            game.outcome()
        } else {
            None
        };
        let opts = if ply > 0 {
            let m = moves[ply - 1];
            let opts = P::after(&pos, m, outcome);
            pos = pos.play(m);
            opts
        } else {
            P::Options::default()
        };
        if ply % 10 == 0 || ply == moves.len() {
            let want = decode(&pos.png(&opts));
            assert!(
                frame.buffer().as_raw() == want.as_raw(),
                "frame {ply} differs"
            );
        }
    }
    let (num, den) = frames[1].delay().numer_denom_ms();
    assert_eq!(num / den, 1000);
    // An illegal move after the first `n - 1` is named with its number.
    let (n, text) = illegal;
    let mut bad = moves[..n - 1].to_vec();
    bad.push(text.parse().expect("move"));
    let (number, err) = P::gif(&start(), &bad).expect_err("illegal");
    assert_eq!(number, n);
    assert!(err.starts_with(&format!("move {n} (")), "{err}");
}

/// `qibot render GAME` draws a position (with `args`) to a PNG and a game record (the first 5
/// moves on one line, the others a line each) to a GIF; refuses a record with an illegal move
/// (`illegal`: the record's moves and the number and move named) or a word that is no move,
/// and a bad FEN or `--last`, with exit code 2; and every one of `refused`, naming the reason.
fn cli_draws_positions_and_games<P: Pictures>(
    game: &str,
    args: &[&str],
    moves: &[P::Move],
    illegal: (&str, &str),
    refused: &[(&[&str], &str)],
) {
    let dir = tempfile::tempdir().expect("temp dir");
    let png = dir.path().join("board.png");
    let p = png.to_str().expect("utf-8");
    let out = qibot(&render_args(game, args, p));
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let img = decode(&std::fs::read(&png).expect("written"));
    assert_eq!(img.dimensions(), P::SIZE);

    let moves: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
    let record = dir.path().join("game.txt");
    std::fs::write(
        &record,
        format!(
            "startpos\n{}\n{}\n",
            moves[..5].join(" "),
            moves[5..].join("\n")
        ),
    )
    .expect("write record");
    let gif = dir.path().join("game.gif");
    let g = gif.to_str().expect("utf-8");
    let r = record.to_str().expect("utf-8");
    let out = qibot(&["render", game, "--game", r, "-o", g]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let frames = gif_frames(&std::fs::read(&gif).expect("gif"));
    assert_eq!(frames.len(), moves.len() + 1);

    // An illegal move: exit code 2 and a message naming the move's number.
    let (record_moves, named) = illegal;
    std::fs::write(&record, format!("startpos\n{record_moves}\n")).expect("write");
    let out = qibot(&["render", game, "--game", r, "-o", g]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains(named), "{err}");
    // Text that is not a move, a bad FEN and a bad --last are usage errors too.
    std::fs::write(&record, format!("startpos\n{} hello\n", moves[0])).expect("write");
    let out = qibot(&["render", game, "--game", r, "-o", g]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("move 2"));
    let bad: [&[&str]; 2] = [&["not a fen"], &["startpos", "--last", "z9"]];
    for args in bad.iter().chain(refused.iter().map(|(a, _)| a)) {
        let out = qibot(&render_args(game, args, p));
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(!out.stderr.is_empty(), "{args:?}");
    }
    for (args, says) in refused {
        let out = qibot(&render_args(game, args, p));
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(says), "{args:?}: {err}");
    }
}

/// A file name that says another format than the one written is refused (issue 68, point 15):
/// a position is a PNG, a `--game` replay a GIF; nothing is written.
#[test]
fn render_refuses_a_name_of_the_other_format() {
    let dir = tempfile::tempdir().expect("temp dir");
    let record = dir.path().join("game.txt");
    std::fs::write(&record, "startpos\nh2e2\n").expect("write");
    let r = record.to_str().expect("utf-8");
    for game in ["jungle", "xiangqi"] {
        let gif = dir.path().join(format!("{game}.GIF"));
        let out = qibot(&render_args(
            game,
            &["startpos"],
            gif.to_str().expect("utf-8"),
        ));
        assert_eq!(out.status.code(), Some(2), "{game}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains("a position is drawn as a PNG: name the file .png"),
            "{err}"
        );
        assert!(!gif.exists(), "{game}: nothing written");
    }
    let png = dir.path().join("replay.png");
    let out = qibot(&[
        "render",
        "xiangqi",
        "--game",
        r,
        "-o",
        png.to_str().expect("utf-8"),
    ]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("a --record replay is an animated GIF: name the file .gif"),
        "{err}"
    );
    assert!(!png.exists(), "nothing written");
}

/// `qibot render GAME ARGS -o OUT`'s arguments.
fn render_args<'a>(game: &'a str, args: &[&'a str], out: &'a str) -> Vec<&'a str> {
    let parts: [&[&str]; 3] = [&["render", game], args, &["-o", out]];
    parts.concat()
}

/// The suite for the game `$game` (its module under `qibot::games` and `qibot::render`) with
/// the documented size ranges `$size_range` and at most `$palette` colours, in the game's test
/// module, which gives the moves and arguments: `game_moves()`, `replay()` and `cli()`.
macro_rules! pictures_suite {
    ($game:ident, $size_range:expr, $palette:expr) => {
        type P = qibot::games::$game::Position;

        /// The start position under the standard rules.
        fn start() -> P {
            super::start()
        }
        impl Pictures for qibot::games::$game::Position {
            const SIZE: (u32, u32) = (qibot::render::$game::WIDTH, qibot::render::$game::HEIGHT);
            const SIZE_RANGE: (std::ops::RangeInclusive<u32>, std::ops::RangeInclusive<u32>) =
                $size_range;
            type Options = qibot::render::$game::RenderOptions;
            fn png(&self, opts: &Self::Options) -> Vec<u8> {
                qibot::render::$game::position_png(self, opts)
            }
            fn after(
                before: &Self,
                m: Self::Move,
                outcome: Option<OutcomeOf<Self>>,
            ) -> Self::Options {
                qibot::render::$game::RenderOptions {
                    last_move: Some(qibot::render::$game::LastMove::new(before, m)),
                    outcome,
                    ..Default::default()
                }
            }
            fn hinted(hints: u128) -> Self::Options {
                qibot::render::$game::RenderOptions {
                    hints: hints.try_into().expect("hints on the board"),
                    ..Default::default()
                }
            }
            fn gif(start: &Self, moves: &[Self::Move]) -> Result<Vec<u8>, (usize, String)> {
                qibot::render::$game::game_gif(start, moves, &Default::default())
                    .map_err(|e| (e.number, e.to_string()))
            }
            fn renderer_is_shared(palette: usize) {
                use qibot::render::$game::Renderer;
                assert!(std::ptr::eq(Renderer::get(), Renderer::get()));
                assert!(Renderer::get().palette().len() <= palette);
            }
        }

        #[test]
        fn same_input_gives_same_bytes() {
            super::same_input_gives_same_bytes::<P>(&game_moves(), $palette);
        }

        #[test]
        fn replay_gif_has_a_frame_per_ply_and_matches_the_pngs() {
            let (moves, plies, illegal) = replay();
            super::replay_gif_has_a_frame_per_ply_and_matches_the_pngs::<P>(&moves, plies, illegal);
        }

        #[test]
        fn cli_draws_positions_and_games() {
            let (args, moves, illegal, refused) = cli();
            super::cli_draws_positions_and_games::<P>(
                stringify!($game),
                args,
                &moves,
                (&illegal.0, illegal.1),
                refused,
            );
        }
    };
}

mod jungle {
    use super::*;
    use qibot::games::jungle::{Move, Position, RuleSet, Side, Square};
    use qibot::render::StripText;
    use qibot::render::jungle::{
        self, GifOptions, HEIGHT, LastMove, RenderOptions, WIDTH, english_text, game_gif,
        position_png, square_rect,
    };

    pictures_suite!(jungle, (500..=650, 700..=850), 255);

    /// A deterministic playout: at ply `n` the legal move at index `(n * 7) % count`.
    fn playout(plies: usize) -> Vec<Move> {
        super::playout::<Position>(plies, |ply, count| (ply * 7) % count)
    }

    fn game_moves() -> Vec<Move> {
        playout(30)
    }

    fn replay() -> (Vec<Move>, usize, (usize, &'static str)) {
        // d1 is Red's den: always empty.
        (playout(100), 100, (7, "d1d2"))
    }

    type Refusals = &'static [(&'static [&'static str], &'static str)];

    fn cli() -> (
        &'static [&'static str],
        Vec<Move>,
        (String, &'static str),
        Refusals,
    ) {
        let moves = playout(12);
        let four: Vec<String> = moves[..4].iter().map(|m| m.to_string()).collect();
        (
            // The position after a3a4, so that --last can have led to it.
            &[
                "l5t/1d3c1/r1p1w1e/7/7/E6/2W1P1R/1C3D1/T5L b",
                "--last",
                "a3a4",
                "--flip",
            ],
            moves,
            (format!("{} d1d2", four.join(" ")), "move 5 (d1d2)"),
            &[
                // Both dens entered: two games won at once, refused with the reason.
                (
                    &["3R3/7/7/7/7/7/7/7/3r3 w"],
                    "both sides would have won at once",
                ),
                // A last move that cannot have led to the position (issue 68, point 15).
                (
                    &["startpos", "--last", "a3a4"],
                    "no piece of the side that just moved stands on a4",
                ),
                (&["startpos", "--last", "g9a7"], "g9 is not empty"),
            ],
        )
    }

    fn sq(s: &str) -> Square {
        s.parse().expect("square")
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
        let (plain, dotted) = super::plain_and_hinted(&pos, hints.into());
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
    fn replay_rejects_an_illegal_move_with_its_number() {
        let mut moves = playout(6);
        moves.push("d1d2".parse().expect("move")); // d1 is Red's den: always empty
        let err = game_gif(&start(), &moves, &GifOptions::default()).expect_err("illegal");
        assert_eq!(err.number, 7);
        assert!(err.to_string().starts_with("move 7 ("), "{err}");
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
        let den =
            Position::from_fen("7/7/7/7/7/7/7/7/R2r3 w 0 30", RuleSet::default()).expect("fen");
        assert_eq!(
            english_text(&den, None).status,
            "Blue wins by entering the den"
        );
        let bare =
            Position::from_fen("7/7/7/7/7/7/7/3r3/7 w 0 30", RuleSet::default()).expect("fen");
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
}

mod xiangqi {
    use super::*;
    use crate::support::cli::qibot;
    use qibot::games::xiangqi::{Move, Position, RuleSet, STARTPOS, Side, Square};
    use qibot::render::font::Font;
    use qibot::render::xiangqi::{
        HEIGHT, LastMove, PIECE_RADIUS, POINT, RenderOptions, WIDTH, english_text, file_number,
        point_center, position_png,
    };

    pictures_suite!(xiangqi, (550..=700, 700..=850), 128);

    /// A random playout of up to `plies` plies (seeded: the same moves each time).
    fn playout(seed: u64, plies: usize) -> Vec<Move> {
        let mut rng = Lcg(seed);
        super::playout::<Position>(plies, |_, count| rng.below(count))
    }

    fn game_moves() -> Vec<Move> {
        playout(7, 40)
    }

    fn replay() -> (Vec<Move>, usize, (usize, &'static str)) {
        // Through the soldier on a3.
        (playout(99, 60), 60, (6, "a0a5"))
    }

    type Refusals = &'static [(&'static [&'static str], &'static str)];

    fn cli() -> (
        &'static [&'static str],
        Vec<Move>,
        (String, &'static str),
        Refusals,
    ) {
        (
            &[
                // The position after h2e2, so that --last can have led to it.
                "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b",
                "--last",
                "h2e2",
                "--flip",
                "--hints",
                "b0",
                "--red",
                "Lǐ",
                "--black",
                "Wáng",
            ],
            playout(5, 12),
            ("h2e2 a9a8 e2e5".to_string(), "move 3 (e2e5)"),
            &[
                (&["startpos", "--hints", "j5"], ""),
                (&["startpos", "--preset", "nope"], ""),
                // A last move that cannot have led to the position (issue 68, point 15).
                (
                    &["startpos", "--last", "h2e2"],
                    "no piece of the side that just moved stands on e2",
                ),
            ],
        )
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
        let (plain, dotted) = super::plain_and_hinted(&pos, hints);
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
        for c in
            "帥仕相傌俥炮兵將士象馬車砲卒帅将马车一二三四五六七八九進进退平前後后中１２９".chars()
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
}
