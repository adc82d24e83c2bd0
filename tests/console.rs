//! `qibot play` as a user runs it: the built binary, a pipe, a database in a temporary folder.

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::Stdio;

use qibot::games::contract::GamePosition;
use qibot::games::jungle::{Position, RuleSet};

mod support;
use support::says::{never_says, says};

use support::cli::{default_db, qibot_in as qibot, refused, run_with_input};

fn run(dir: &Path, args: &[&str], input: &str) -> (i32, String, String) {
    run_bytes(dir, args, input.as_bytes())
}

#[test]
fn plays_from_a_pipe_and_exits_at_the_end() {
    let dir = tempfile::tempdir().unwrap();
    let (code, out, err) = run(
        dir.path(),
        &["play"],
        "rat up\nfoo\nboard\nresign\nrat up\n",
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("1. tester (Red): Rat g3→g4"), "{out}");
    // The first line tells a newcomer where the lessons and the full list of commands are.
    says(
        &out,
        &["learn (lessons for beginners), help (everything you can type)"],
    );
    let bot_lines: Vec<&str> = out.lines().filter(|l| l.starts_with("bot: ")).collect();
    assert_eq!(bot_lines.len(), 1, "{out}");
    assert_eq!(bot_lines[0].len(), "bot: a7a6".len());
    says(
        &out,
        &[
            "I don't know the word `foo`",
            "Game #1 is over: qibot (medium) (Blue) beats tester, by resignation.",
        ],
    );
    assert!(
        !out.contains("2. tester"),
        "input after the end is not read"
    );
    assert!(out.contains("   a b c d e f g"), "the board as text");
    assert!(
        default_db(dir.path()).exists(),
        "default database in the working directory"
    );
}

#[test]
fn bad_arguments_exit_2() {
    let dir = tempfile::tempdir().unwrap();
    for args in [
        &["play", "--level", "godlike"][..],
        &["play", "--side", "green"],
        &["play", "--rules", "blitz"],
        &["play", "--rule", "dog_swims=maybe"],
        &["play", "--time", "fast"],
        &["play", "--lang", "tlh"],
    ] {
        let err = refused(qibot(dir.path()).args(args), &format!("{args:?}"));
        assert!(err.starts_with("error: "), "{err}");
    }
    let db = default_db(dir.path());
    assert!(!db.exists(), "nothing created on bad arguments");
}

/// The process is killed (SIGKILL, no shutdown) mid-game; the next start resumes the exact
/// position from the same database.
#[test]
fn killed_mid_game_resumes_exactly() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("kill.db");
    let db_arg = db.to_str().unwrap();
    let mut child = qibot(dir.path())
        .args(["play", "--db", db_arg, "--level", "easy"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    stdin.write_all(b"rat up\n").unwrap();
    stdin.flush().unwrap();
    let mut bot_move = None;
    for line in lines.by_ref() {
        let line = line.unwrap();
        if let Some(m) = line.strip_prefix("bot: ") {
            bot_move = Some(m.to_string());
            break;
        }
    }
    let bot_move = bot_move.expect("the bot answered");
    // Killed without any chance to clean up, while still waiting for input.
    child.kill().unwrap();
    child.wait().unwrap();

    let mut expected = Position::startpos(RuleSet::default());
    expected = expected.play("g3g4".parse().unwrap());
    expected = expected.play(bot_move.parse().unwrap());
    let (code, out, err) = run(dir.path(), &["play", "--db", db_arg], "board\n");
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("Resuming game #1 (Jungle) from "), "{out}");
    assert!(
        out.contains(&expected.to_string()),
        "expected\n{expected}\nin\n{out}"
    );
    assert!(
        out.contains("Game #1, move 2: tester (Red) to move."),
        "{out}"
    );
    // And play goes on from there.
    let (code, out, _) = run(dir.path(), &["play", "--db", db_arg], "lion up\n");
    assert_eq!(code, 0);
    assert!(out.contains("2. tester (Red): Lion g1→g2"), "{out}");
}

/// A loss on time ends the session even while the input stays open and silent.
#[test]
fn loss_on_time_ends_a_silent_session() {
    let dir = tempfile::tempdir().unwrap();
    let mut child = qibot(dir.path())
        .args(["play", "--time", "1s"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let _keep_open = child.stdin.take();
    let t = std::time::Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break s;
        }
        if t.elapsed() > std::time::Duration::from_secs(10) {
            child.kill().unwrap();
            panic!("still running after 10 s");
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    };
    assert_eq!(status.code(), Some(0));
    let mut out = String::new();
    std::io::Read::read_to_string(&mut child.stdout.take().unwrap(), &mut out).unwrap();
    assert!(out.contains("beats tester, on time"), "{out}");
    assert!(t.elapsed() >= std::time::Duration::from_millis(1000));
}

#[test]
fn plays_xiangqi_from_a_pipe() {
    let dir = tempfile::tempdir().unwrap();
    let (code, out, err) = run(
        dir.path(),
        &["play", "--game", "xiangqi", "--side", "red"],
        "C2.5\nH8+7\nhello\nresign\n",
    );
    assert_eq!(code, 0, "{err}");
    says(
        &out,
        &["Type a move (e.g. `C2.5`, `h2e2`", "1. tester (Red): C2.5"],
    );
    let bot_lines: Vec<&str> = out.lines().filter(|l| l.starts_with("bot: ")).collect();
    assert!(!bot_lines.is_empty(), "{out}");
    assert_eq!(bot_lines[0].len(), "bot: h9g7".len(), "ICCS: {out}");
    says(
        &out,
        &[
            "I don't know the word `hello`",
            "Game #1 is over: qibot (medium) (Black) beats tester, by resignation.",
        ],
    );
    assert!(
        out.contains("  a b c d e f g h i"),
        "the Xiangqi board as text: {out}"
    );
    // A bad colour for the game is a usage error.
    let (code, _, err) = run(
        dir.path(),
        &["play", "--game", "xiangqi", "--side", "blue"],
        "",
    );
    assert_eq!(code, 2);
    assert!(err.contains("use red, black or random"), "{err}");
}

/// `rules` after a Xiangqi game has ended speaks of Xiangqi (the console's game), not of the
/// default game, Jungle.
#[test]
fn rules_after_a_xiangqi_game_are_xiangqi_s() {
    let dir = tempfile::tempdir().unwrap();
    let (code, out, err) = run(
        dir.path(),
        &["play", "--game", "xiangqi", "--side", "red"],
        "C2.5\nresign\nrules\n",
    );
    assert_eq!(code, 0, "{err}");
    let after = out
        .split("by resignation")
        .nth(1)
        .unwrap_or_else(|| panic!("the game ends by resignation: {out}"));
    says(after, &["Xiangqi:", "general"]);
    never_says(after, &["Jungle:", "Who captures whom", "opponent's den"]);
}

/// Lessons in the console follow `language`, as every other reply does; `learn next` after a
/// solved stage is the stage that follows.
#[test]
fn lessons_follow_the_console_s_language() {
    let dir = tempfile::tempdir().unwrap();
    let (code, out, err) = run(
        dir.path(),
        &["play", "--game", "jungle", "--side", "red"],
        "language fr\nlearn\nd3d4\nd4d5\nlearn next\nquit\n",
    );
    assert_eq!(code, 0, "{err}");
    says(&out, &["Leçon 1", "(étape 1 sur 5)", "(étape 2 sur 5)"]);
    never_says(&out, &["Lesson 1", "Well done", "(étape 3 sur 5)"]);
}

/// A saved game whose row cannot be read is quarantined and said so once on stderr; the
/// console starts a new game instead of failing, and the next start resumes that new game.
#[test]
fn an_unreadable_saved_game_is_set_aside_once() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("q.db");
    let db_arg = db.to_str().unwrap();
    let (code, _, err) = run(
        dir.path(),
        &["play", "--db", db_arg, "--level", "easy"],
        "rat up\n",
    );
    assert_eq!(code, 0, "{err}");
    rusqlite::Connection::open(&db)
        .unwrap()
        .execute_batch("UPDATE games SET moves = 'g3g4 zz' WHERE id = 1")
        .unwrap();
    let (code, out, err) = run(dir.path(), &["play", "--db", db_arg], "board\n");
    assert_eq!(code, 0, "{err}");
    let said: Vec<&str> = err
        .lines()
        .filter(|l| l.contains("cannot be read"))
        .collect();
    assert_eq!(said.len(), 1, "{err}");
    assert!(
        said[0].contains("game 1 in channel")
            && said[0].contains("`zz`")
            && said[0].contains("quarantined"),
        "{err}"
    );
    says(&out, &["Game #2, move 1"]);
    never_says(&out, &["Resuming game #1"]);
    let (code, out, err) = run(dir.path(), &["play", "--db", db_arg], "board\n");
    assert_eq!(code, 0, "{err}");
    assert!(!err.contains("cannot be read"), "said once: {err}");
    assert!(out.starts_with("Resuming game #2 (Jungle) from "), "{out}");
}

/// `review` in the console: the engine's review of the console's last finished game, its
/// picture written to `--out` and the path told; without `--out` the console says how to get it.
#[test]
fn review_writes_the_last_finished_game_s_picture_to_out() {
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("fast.toml");
    std::fs::write(&config, "[hub]\nreview_movetime_ms = 10\n").unwrap();
    let cfg = config.to_str().unwrap();
    // Game 1: a move each, then a resignation.
    let (code, out, err) = run(dir.path(), &["play", "--config", cfg], "rat up\nresign\n");
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Game #1 is over"), "{out}");

    // A new session starts game 2; `review` reviews game 1.
    let pics = dir.path().join("pics");
    let (code, out, err) = run(
        dir.path(),
        &["play", "--config", cfg, "--out", pics.to_str().unwrap()],
        "review\nquit\n",
    );
    assert_eq!(code, 0, "{err}");
    says(
        &out,
        &["New game #2", "Review of game #1 by the engine: tester "],
    );
    let png = pics.join("jungle-game-1-review.png");
    assert!(
        out.contains(&format!("Review picture: {}", png.display())),
        "{out}"
    );
    let bytes = std::fs::read(&png).unwrap();
    let img = image::load_from_memory(&bytes).unwrap();
    assert_eq!(img.width(), qibot::render::review::WIDTH);
    assert!(bytes.len() <= 300 * 1024);
    assert!(
        out.contains("resumes with the same database"),
        "game 2 is kept: {out}"
    );

    // Without --out: the review (now from the store) in words, and how to get the picture.
    let (code, out, err) = run(
        dir.path(),
        &["play", "--config", cfg, "--lang", "fr"],
        "analyse\nquit\n",
    );
    assert_eq!(code, 0, "{err}");
    says(
        &out,
        &[
            "Analyse de la partie n° 1 par le moteur",
            "lancez `qibot play` avec `--out DOSSIER`",
        ],
    );
}

#[test]
fn the_longest_game_ends_the_console_game_in_a_draw() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("short.toml"), "[hub]\nmax_game_plies = 2\n").unwrap();
    // Red's move, then the bot's reply is the second and last ply.
    let (code, out, err) = run(
        dir.path(),
        &["play", "--config", "short.toml", "--level", "beginner"],
        "rat up\nrat up\n",
    );
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains(
            "Game #1 is over: draw, by the move limit (the longest game allowed here). Result 1/2-1/2."
        ),
        "{out}"
    );
    assert!(
        !out.contains("2. tester"),
        "input after the end is not read"
    );
}

/// Runs `qibot play` with `input` given as bytes (invalid UTF-8 included).
fn run_bytes(dir: &Path, args: &[&str], input: &[u8]) -> (i32, String, String) {
    run_with_input(qibot(dir).args(args), input)
}

/// `help` lists `games`, `leaderboard`, `profile` and `export`: the console runs them instead
/// of reading them as moves.
#[test]
fn help_commands_work_in_the_console() {
    let dir = tempfile::tempdir().unwrap();
    let (code, out, err) = run(
        dir.path(),
        &["play", "--level", "beginner"],
        "games\nleaderboard\nprofile\nexport\nresign\n",
    );
    assert_eq!(code, 0, "{err}");
    assert!(!out.contains("I don't know the word"), "{out}");
    assert!(out.contains("#1 tester – qibot (beginner)"), "games: {out}");
    assert!(
        out.contains("Nobody has played a rated game of Jungle"),
        "leaderboard: {out}"
    );
    assert!(
        out.contains("tester has not played a rated game of Jungle"),
        "profile: {out}"
    );
    assert!(out.contains("[Variant \"jungle\"]"), "export: {out}");
}

/// Move text: a far square is too far (not "diagonal"), symbols and control characters are
/// refused as unknown words like `xyz`, an invalid UTF-8 line is refused without ending the
/// console, and full-width text is read in Jungle as in Xiangqi.
#[test]
fn move_text_is_refused_consistently() {
    let dir = tempfile::tempdir().unwrap();
    let (code, out, err) = run_bytes(
        dir.path(),
        &["play", "--level", "beginner"],
        "rat c9\nrat \u{1F400} up\nrat\0 up\nrat xyz up\n\u{FF27}\u{FF13}\u{FF27}\u{FF14}\n"
            .as_bytes()
            .iter()
            .chain(b"\xff\xfe up\nboard\nresign\n")
            .copied()
            .collect::<Vec<u8>>()
            .as_slice(),
    );
    assert_eq!(code, 0, "{err}");
    says(
        &out,
        &[
            "That move is not possible: the rat moves one square at a time",
            "I don't know the word `\u{1F400}`",
            // A control character named by its code point, not echoed as a Rust escape.
            "I don't know the word `U+0000`",
            "I don't know the word `xyz`",
        ],
    );
    never_says(&out, &["diagonally"]);
    assert!(
        out.contains("1. tester (Red): Rat g3→g4"),
        "full-width: {out}"
    );
    assert!(out.contains("That line is not UTF-8 text"), "{out}");
    assert!(out.contains("by resignation"), "the console went on: {out}");
}

/// After the end of a game `rematch` starts the next one, colours swapped; `quit` says
/// goodbye rather than "Input ended".
#[test]
fn rematch_starts_the_next_game_and_quit_says_goodbye() {
    let dir = tempfile::tempdir().unwrap();
    let (code, out, err) = run(
        dir.path(),
        &["play", "--level", "beginner"],
        "resign\nrematch\nboard\nquit\nrat up\n",
    );
    assert_eq!(code, 0, "{err}");
    says(
        &out,
        &[
            "Type `rematch` for the next game",
            "Game #2: qibot (beginner) (Red) against tester (Blue)",
            "Goodbye: the game is saved",
        ],
    );
    never_says(&out, &["Input ended"]);
    assert!(!out.contains("1. tester"), "nothing read after quit: {out}");
    // Blue's board is drawn from Blue's side, as the picture is: rank 1 at the top, file g left.
    let boards: Vec<&str> = out
        .lines()
        .filter(|l| l.trim_start().starts_with("g f e"))
        .collect();
    assert!(!boards.is_empty(), "{out}");
    let first_row = out
        .lines()
        .skip_while(|l| !l.contains("against tester (Blue)"))
        .nth(1)
        .unwrap();
    assert!(first_row.starts_with("1 "), "{out}");
    // No line ends with a space.
    assert!(out.lines().all(|l| !l.ends_with(' ')), "{out:?}");
}

/// French: the player without `$USER` is "joueur", the bot's level is French in the picture
/// strip's names, a nested reason starts in lower case after the colon, refusals start with a
/// capital.
#[test]
fn french_console_texts() {
    let dir = tempfile::tempdir().unwrap();
    let (code, out, err) = run_with_input(
        qibot(dir.path())
            .env_remove("USER")
            .args(["play", "--level", "beginner", "--lang", "fr"]),
        "xyz\nnulle\nquitter\n".as_bytes(),
    );
    assert_eq!(code, 0, "{err}");
    says(
        &out,
        &[
            "joueur (Rouge)",
            "Ce coup est impossible : je ne connais pas le mot `xyz`",
            "Le bot refuse la nulle ; continuez ou abandonnez.",
            "Au revoir",
        ],
    );
    never_says(&out, &["player (Rouge)", "Fin de l'entrée"]);
}

/// Two players on one device: the console asks each side in turn and shows the board from
/// the side to move.
#[test]
fn hot_seat_game_through_a_pipe() {
    let dir = tempfile::tempdir().unwrap();
    let (code, out, err) = run(
        dir.path(),
        &["play", "--opponent", "human"],
        "rat up\nrat up\nresign\n",
    );
    assert_eq!(code, 0, "{err}");
    assert!(!out.contains("bot: "), "no bot: {out}");
    says(
        &out,
        &[
            "1. tester (Red): Rat g3→g4",
            "1. guest (Blue): Rat a7→a6",
            "guest (Blue) to move",
        ],
    );
    // Blue's turn is shown from Blue's side (files g to a), Red's from Red's.
    let after_red = out.split("1. tester (Red): Rat g3→g4").nth(1).unwrap();
    let files = after_red
        .lines()
        .find(|l| l.trim_start().starts_with(['a', 'g']))
        .unwrap();
    assert_eq!(files.trim(), "g f e d c b a", "{out}");
    let after_blue = out.split("1. guest (Blue): Rat a7→a6").nth(1).unwrap();
    let files = after_blue
        .lines()
        .find(|l| l.trim_start().starts_with(['a', 'g']))
        .unwrap();
    assert_eq!(files.trim(), "a b c d e f g", "{out}");
    // Red resigned on its turn: Blue (guest) wins.
    assert!(
        out.contains("guest (Blue) beats tester, by resignation"),
        "{out}"
    );
}

/// Issue 16: `style letters` switches the text board to the letters G A E H R C S mid-game
/// (the next board shows them), `style` alone names the current style and the choices, an
/// unknown style is refused with the names; the choice is kept for the next session; French
/// texts too.
#[test]
fn style_letters_switches_the_text_board() {
    let dir = tempfile::tempdir().unwrap();
    let (code, out, err) = run(
        dir.path(),
        &["play", "--game", "xiangqi"],
        "style\nstyle runes\nstyle letters\nboard\n",
    );
    assert_eq!(code, 0, "{err}");
    let (before, after) = out.split_once("Your boards now show").expect(&out);
    assert!(
        before.contains("0  R N B A K A B N R"),
        "FEN letters first: {before}"
    );
    assert!(before.contains("each game's own look"), "{before}");
    assert!(
        before
            .contains("There is no piece style `runes`; choose characters, letters or pictograms"),
        "{before}"
    );
    says(
        after,
        &[
            "0  R H E A G A E H R",
            "9  r h e a g a e h r",
            "6  s . s . s . s . s",
        ],
    );
    // The next session: the style is the member's, kept in the database.
    let (code, out, err) = run(
        dir.path(),
        &["play", "--lang", "fr"],
        "style\nstyle caractères\nplateau\n",
    );
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("0  R H E A G A E H R"),
        "resumed in letters: {out}"
    );
    assert!(out.contains("Votre style de pièces : lettres"), "{out}");
    let (_, after) = out
        .split_once("Vos plateaux montrent désormais")
        .expect(&out);
    assert!(after.contains("0  R N B A K A B N R"), "{after}");
}

/// `rules` in a Jungle game prints the capture table as text, in the reader's language, for
/// the rules in force (the console shows no pictures), its column heads whole (issue 68,
/// point 12: they were cut to "Leopa", "Eleph").
#[test]
fn rules_prints_the_capture_table() {
    let dir = tempfile::tempdir().unwrap();
    let (code, out, err) = run(dir.path(), &["play", "--db", "en.db"], "rules\n");
    assert_eq!(code, 0, "{err}");
    for line in [
        "Who captures whom",
        "Rules: standard",
        "row: the attacker; column: the piece attacked",
        "         Rat      Cat      Dog      Wolf     Leopard  Tiger    Lion     Elephant",
        "Rat      x        .        .        .        .        .        .        x",
        "Cat      X        X        .        .        .        .        .        .",
        "Elephant .        X        X        X        X        X        X        X",
        "x captures on land, not from the water",
        "A piece on an enemy trap captures nothing, and any piece captures it.",
    ] {
        assert!(
            out.lines().any(|l| l == line),
            "{line:?} missing in:\n{out}"
        );
    }
    let (code, out, err) = run(
        dir.path(),
        &[
            "play",
            "--db",
            "fr.db",
            "--lang",
            "fr",
            "--rule",
            "universal_traps=true",
        ],
        "règles\n",
    );
    assert_eq!(code, 0, "{err}");
    for line in [
        "Qui prend qui",
        "Règles : standard + universal_traps=true",
        "ligne : l'attaquant ; colonne : la pièce attaquée",
        "         Rat      Chat     Chien    Loup     Léopard  Tigre    Lion     Éléphant",
        "Chat     X        X        t        t        t        t        t        t",
        "t prend seulement une pièce sur un piège de son propre camp",
    ] {
        assert!(
            out.lines().any(|l| l == line),
            "{line:?} missing in:\n{out}"
        );
    }
}

/// The console in each new locale (issue 35), named by its Discord code: a short Xiangqi game
/// with moves typed in that language's notation (Chinese `炮二平五`, Vietnamese `P2-5`), an
/// illegal one refused with its reason, the replies in that language and the moves written
/// back in its notation.
#[test]
fn plays_xiangqi_in_chinese_and_vietnamese() {
    let games: [(&str, &str, &[&str]); 3] = [
        (
            "zh-CN",
            "炮二平五\n兵五进二\n马二进三\nresign\n",
            &[
                "新对局 #1",
                "tester（红方）：C2.5 炮二平五",
                "这步棋不能走：",
                "tester（红方）：H2+3 马二进三",
                "对局 #1 结束：qibot（入门）（黑方）胜 tester",
            ],
        ),
        (
            "zh-TW",
            "炮二平五\n兵五進二\n傌二進三\nresign\n",
            &[
                "新對局 #1",
                "tester（紅方）：C2.5 炮二平五",
                "這步棋不能走：",
                "tester（紅方）：H2+3 ",
                "對局 #1 結束：qibot（入門）（黑方）勝 tester",
            ],
        ),
        (
            "vi",
            "P2-5\nB5.2\nM2.3\nresign\n",
            &[
                "Ván mới #1",
                "tester (Đỏ): P2-5",
                "Không đi được nước đó:",
                "tester (Đỏ): M2.3",
                "Ván #1 đã kết thúc: qibot (nhập môn) (Đen) thắng tester",
            ],
        ),
    ];
    for (lang, input, want) in games {
        let dir = tempfile::tempdir().unwrap();
        let args = [
            "play", "--game", "xiangqi", "--side", "red", "--level", "beginner", "--lang", lang,
        ];
        let (code, out, err) = run(dir.path(), &args, input);
        assert_eq!(code, 0, "{lang}: {err}");
        says(&out, want);
        never_says(&out, &["(Red)", "Game #", "That move"]);
        let bot = out.lines().filter(|l| l.starts_with("bot: ")).count();
        assert!(bot >= 2, "{lang}: the bot answered each move: {out}");
    }
}

/// `--lang` also takes the languages' names in Chinese and Vietnamese.
#[test]
fn console_languages_by_their_own_names() {
    for (lang, greeting) in [
        ("中文", "新对局 #1"),
        ("简体中文", "新对局 #1"),
        ("繁體中文", "新對局 #1"),
        ("正體中文", "新對局 #1"),
        ("tiếng Việt", "Ván mới #1"),
        ("Tiếng Việt", "Ván mới #1"),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let (code, out, err) = run(
            dir.path(),
            &["play", "--game", "xiangqi", "--lang", lang],
            "",
        );
        assert_eq!(code, 0, "{lang}: {err}");
        says(&out, &[greeting]);
    }
}

/// Issue 68, point 2: `review` at the end-of-game prompt reviews the game that just ended and
/// the console goes on (a `rematch` after it starts the next game), as the greeting promises.
#[test]
fn review_at_the_rematch_prompt_does_not_end_the_console() {
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("fast.toml");
    std::fs::write(&config, "[hub]\nreview_movetime_ms = 10\n").unwrap();
    let (code, out, err) = run(
        dir.path(),
        &["play", "--config", config.to_str().unwrap()],
        "rat up\nresign\nreview\nrematch\nquit\n",
    );
    assert_eq!(code, 0, "{err}");
    says(
        &out,
        &[
            "Game #1 is over",
            "Review of game #1 by the engine: tester ",
            "Game #2: qibot (medium) (Red) against tester (Blue)",
            "Goodbye: the game is saved",
        ],
    );
}

/// Issue 68, points 3 and 4: the console's `export` writes the game as text (said as such, not
/// as a board picture), and `qibot review --game` and `qibot render --game` read that file.
#[test]
fn an_export_is_said_as_text_and_read_back_by_review_and_render() {
    let dir = tempfile::tempdir().unwrap();
    let out_dir = dir.path().join("out");
    for (game, moves) in [("jungle", "rat up\n"), ("xiangqi", "C2.5\n")] {
        let db = dir.path().join(format!("{game}.db"));
        let (code, out, err) = run(
            dir.path(),
            &[
                "play",
                "--game",
                game,
                "--level",
                "beginner",
                "--db",
                db.to_str().unwrap(),
                "--out",
                out_dir.to_str().unwrap(),
            ],
            &format!("{moves}resign\nexport\n"),
        );
        assert_eq!(code, 0, "{err}");
        let record = out_dir.join(format!("{game}-game-1.txt"));
        says(
            &out,
            &[&format!("Game record (text): {}", record.display())],
        );
        assert!(
            !out.lines()
                .any(|l| l.starts_with("Board picture: ") && l.ends_with(".txt")),
            "{out}"
        );
        let text = std::fs::read_to_string(&record).unwrap();
        assert!(text.starts_with("[Game \"1\"]"), "{text}");

        let png = dir.path().join(format!("{game}-review.png"));
        let (code, stdout, err) = run(
            dir.path(),
            &[
                "review",
                "--record",
                record.to_str().unwrap(),
                "--nodes",
                "2000",
                "-o",
                png.to_str().unwrap(),
            ],
            "",
        );
        assert_eq!(code, 0, "{game}: review reads the export: {err}");
        assert!(
            stdout.starts_with("1. "),
            "{game}: the annotated moves: {stdout}"
        );
        assert!(std::fs::read(&png).unwrap().starts_with(b"\x89PNG"));

        let gif = dir.path().join(format!("{game}.gif"));
        let (code, _, err) = run(
            dir.path(),
            &[
                "render",
                game,
                // The older name of --record, still read.
                "--game",
                record.to_str().unwrap(),
                "-o",
                gif.to_str().unwrap(),
            ],
            "",
        );
        assert_eq!(code, 0, "{game}: render reads the export: {err}");
        // Two plies (the player's and the bot's): three frames.
        assert!(err.contains(": 3 frames"), "{game}: {err}");
    }
}

/// Issue 68, point 6: a line that is not UTF-8 is answered with examples of the game being
/// played (Xiangqi's, not Jungle's `rat up`), in the console's language.
#[test]
fn a_line_not_in_utf8_suggests_moves_of_the_game_played() {
    for (lang, want, not) in [
        ("en", "(e.g. `C2.5`", "rat up"),
        ("vi", "(ví dụ `P2-5`", "chuột lên"),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let (code, out, err) = run_bytes(
            dir.path(),
            &["play", "--game", "xiangqi", "--lang", lang],
            b"\xff\xfe\nquit\n",
        );
        assert_eq!(code, 0, "{err}");
        says(&out, &[want]);
        never_says(&out, &[not]);
    }
}

/// Issue 68, point 8: `help` in the console also names the console's own words.
#[test]
fn help_names_the_console_s_own_words() {
    let dir = tempfile::tempdir().unwrap();
    let (code, out, err) = run(dir.path(), &["play"], "help\nquit\n");
    assert_eq!(code, 0, "{err}");
    says(
        &out,
        &[
            "review (the last finished game",
            "history (your finished games)",
            "puzzle (a puzzle of this game",
            "rematch (after a game)",
            "quit (leave; the game is saved)",
        ],
    );
}

/// The last newcomer's try, point 4: `help` lists each console command once (`export` was
/// listed twice) and no word the console does not take (Discord's `accept`/`decline`), with
/// moves of the game being played.
#[test]
fn help_lists_each_console_command_once() {
    let dir = tempfile::tempdir().unwrap();
    let (code, out, err) = run(dir.path(), &["play", "--game", "xiangqi"], "help\nquit\n");
    assert_eq!(code, 0, "{err}");
    let help = out
        .lines()
        .find(|l| l.starts_with("What you can type here:"))
        .unwrap_or_else(|| panic!("no help: {out}"));
    for word in [
        "resign",
        "draw (",
        "takeback",
        "hint (",
        "board",
        "rules",
        "games (",
        "leaderboard",
        "profile",
        "history (",
        "review (",
        "export (",
        "puzzle (",
        "learn (",
        "style (",
        "language (",
        "rematch (",
        "quit (",
    ] {
        let n = help.matches(&format!(" {word}")).count();
        assert_eq!(n, 1, "{word} listed {n} times: {help}");
    }
    never_says(
        &out,
        &["accept", "decline", "<game>", "rat c3 c4", "Commands:"],
    );
    says(help, &["`C2.5`"]);
}

/// Issue 68, point 9: the Xiangqi text board is explained under the first board, as
/// Jungle's is.
#[test]
fn the_xiangqi_text_board_has_a_legend() {
    let dir = tempfile::tempdir().unwrap();
    let (code, out, err) = run(dir.path(), &["play", "--game", "xiangqi"], "quit\n");
    assert_eq!(code, 0, "{err}");
    says(
        &out,
        &[
            "Legend: . an empty point; capitals are Red's pieces, small letters Black's (k general, a advisor, b elephant, n horse, r chariot, c cannon, p soldier",
        ],
    );
}

/// Issue 68, point 10: `style letters` in a Jungle game names Jungle's letters too (the
/// style is the player's, for both games).
#[test]
fn style_letters_in_jungle_names_jungle_s_letters() {
    let dir = tempfile::tempdir().unwrap();
    let (code, out, err) = run(dir.path(), &["play"], "style letters\nstyle\nquit\n");
    assert_eq!(code, 0, "{err}");
    says(&out, &["Jungle R C D W P T L E"]);
}

/// Issue 68, point 5: the last board of a game won by the bot as Black, after the player
/// resigned on their own turn, has Black's disc in its header (the winner's), not Red's.
#[test]
fn the_header_disc_of_a_won_game_is_the_winner_s() {
    use qibot::render::Drawable;
    let dir = tempfile::tempdir().unwrap();
    let pics = dir.path().join("out");
    let (code, out, err) = run(
        dir.path(),
        &[
            "play",
            "--game",
            "xiangqi",
            "--side",
            "red",
            "--level",
            "beginner",
            "--out",
            pics.to_str().unwrap(),
        ],
        "C2.5\nresign\n",
    );
    assert_eq!(code, 0, "{err}");
    says(&out, &["qibot (beginner) (Black) beats tester"]);
    let last = out
        .lines()
        .rev()
        .find_map(|l| l.strip_prefix("Board picture: "))
        .expect(&out);
    let img = image::open(last).unwrap().to_rgb8();
    let header = <qibot::games::xiangqi::Position as Drawable>::LAYOUT.header;
    // The disc's centre: 12 pixels from the left, 20 wide, in the middle of the header.
    let [r, g, b] = img.get_pixel(12 + 10, header / 2).0;
    // Black's disc is near-black (#1d1d1d); Red's, drawn before, was #c8161d.
    assert!(
        r < 0x50 && g < 0x50 && b < 0x50,
        "the winner's disc is Black's, not {:?}",
        [r, g, b]
    );
}

/// Issue 68, point 7: during a puzzle `board` shows its board again and `hint` says where the
/// move starts (neither is read as a move), and the side to play is said.
#[test]
fn a_puzzle_in_the_console_answers_board_and_hint_and_names_the_side() {
    let dir = tempfile::tempdir().unwrap();
    let (code, out, err) = run(dir.path(), &["play"], "puzzle\nboard\nhint\nquit\n");
    assert_eq!(code, 0, "{err}");
    says(&out, &["Hint: move your "]);
    assert!(
        out.lines().any(|l| l.starts_with("Puzzle ")
            && (l.contains(": Red to move and") || l.contains(": Blue to move and"))),
        "the side to play: {out}"
    );
    never_says(&out, &["That is not a move here", "That is not the move"]);
    // Three boards: the game's at the start, the puzzle's, and the puzzle's again for `board`.
    let boards = out
        .lines()
        .filter(|l| l.trim() == "a b c d e f g" || l.trim() == "g f e d c b a")
        .count();
    assert_eq!(boards, 3, "{out}");
}

/// Issue 68, point 14: `play` takes `--preset` as the other subcommands do (and still
/// `--rules`), and a bad `--lang` lists the codes `--help` lists, not the folders' tags.
#[test]
fn play_speaks_the_common_flag_vocabulary() {
    let dir = tempfile::tempdir().unwrap();
    for flag in ["--preset", "--rules"] {
        let db = dir.path().join(format!("{flag}.db"));
        let (code, out, err) = run(
            dir.path(),
            &[
                "play",
                "--game",
                "xiangqi",
                flag,
                "casual",
                "--db",
                db.to_str().unwrap(),
            ],
            "rules\nquit\n",
        );
        assert_eq!(code, 0, "{flag}: {err}");
        assert!(out.contains("casual"), "{flag}: {out}");
    }
    let err = refused(
        qibot(dir.path()).args(["play", "--lang", "tlh"]),
        "--lang tlh",
    );
    says(&err, &["there is no language `tlh`", "zh-CN (", "zh-TW ("]);
    never_says(&err, &["zh-Hans", "zh-Hant"]);
}

/// Issue 68, point 17: `qibot web link --game 1` prints a link with nothing configured, to
/// where `qibot web` serves by default, and says on stderr which address it used.
#[test]
fn web_link_prints_a_link_with_nothing_configured() {
    let dir = tempfile::tempdir().unwrap();
    let (code, _, err) = run(dir.path(), &["play", "--level", "beginner"], "resign\n");
    assert_eq!(code, 0, "{err}");
    let (code, out, err) = run_with_input(
        qibot(dir.path())
            .env_remove("QIBOT_WEB_SECRET")
            .args(["web", "link", "--game", "1"]),
        b"",
    );
    assert_eq!(code, 0, "{err}");
    assert!(
        out.trim().starts_with("http://127.0.0.1:8080/game/1/"),
        "{out}"
    );
    says(
        &err,
        &["the link starts with http://127.0.0.1:8080", "by default"],
    );
}

/// Issue 68, point 11: `language fr` turns every later reply French (the move lines too), and
/// the console speaks of itself, never of servers or channels, in either language.
#[test]
fn language_fr_turns_every_reply_french_and_no_reply_speaks_of_servers() {
    let dir = tempfile::tempdir().unwrap();
    let (code, out, err) = run(
        dir.path(),
        &["play", "--level", "beginner"],
        "history\ngames\nlanguage fr\nrat up\nlanguage\nhistory\ngames\nleaderboard\nprofile\n\
         export 9\nreview\nresign\nhint\nquit\n",
    );
    assert_eq!(code, 0, "{err}");
    let (en, fr) = out
        .split_once("Cette console parle désormais")
        .unwrap_or_else(|| panic!("no French after `language fr`: {out}"));
    says(
        en,
        &[
            "tester has no finished games in this console yet.",
            "#1 tester – qibot (beginner), move 1 (Jungle)",
        ],
    );
    says(
        fr,
        &[
            "1. tester (Rouge) : Rat g3→g4",
            "1. qibot (débutant) (Bleu) : ",
            "français dans toutes ses réponses, la prochaine fois aussi",
            // A language's name inside a sentence is written as the sentence's language
            // writes it: no capital in French.
            "Cette console parle français (votre choix)",
            "tester n'a encore aucune partie terminée dans cette console.",
            "les parties de la console sont amicales",
            "Il n'y a pas de partie n° 9 dans la base de cette console",
            "par exemple `analyse 12`",
            "par abandon",
            "Aucune partie n'est en cours dans cette console",
            "Au revoir",
        ],
    );
    // Nothing after the switch in English (the move lines, the end of the game).
    never_says(
        fr,
        &["(Red)", "(Blue)", "Game #", "by resignation", "Goodbye"],
    );
    never_says(
        &out,
        &[
            "server",
            "channel",
            "serveur",
            "salon",
            "/review",
            "/mylanguage",
        ],
    );
}

/// Issue 68, point 7: a puzzle's boards are written to `--out` as a game's are, and said.
#[test]
fn a_puzzle_s_boards_are_written_to_out() {
    let dir = tempfile::tempdir().unwrap();
    let pictures = dir.path().join("pictures");
    let (code, out, err) = run(
        dir.path(),
        &["play", "--out", pictures.to_str().unwrap()],
        "puzzle\nboard\nquit\n",
    );
    assert_eq!(code, 0, "{err}");
    let id = out
        .lines()
        .find_map(|l| l.strip_prefix("Puzzle ")?.split([' ', ':']).next())
        .unwrap_or_else(|| panic!("no puzzle named: {out}"));
    let path = pictures.join(format!("puzzle-{id}-ply-0.png"));
    says(&out, &[&format!("Board picture: {}", path.display())]);
    let png = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"), "not a PNG");
    let img = image::load_from_memory(&png).expect("a PNG that decodes");
    assert!(
        img.width() > 300 && img.height() > 300,
        "{}x{}",
        img.width(),
        img.height()
    );
}

/// The last newcomer's try, point 1: in a puzzle a second `hint` gives more than the first
/// (the piece and its square, then the move itself, as lichess's hint escalates), `help` lists
/// the puzzle's words instead of being read as a move, and `resign` gives up with the solution.
#[test]
fn a_puzzle_s_second_hint_gives_the_move_and_help_lists_its_words() {
    let dir = tempfile::tempdir().unwrap();
    let (code, out, err) = run(
        dir.path(),
        &["play"],
        "puzzle\nhelp\nhint\nhint\nresign\nquit\n",
    );
    assert_eq!(code, 0, "{err}");
    let first = out
        .lines()
        .find_map(|l| l.strip_prefix("Hint: move your "))
        .unwrap_or_else(|| panic!("no first hint: {out}"));
    // "tiger on c3. Type `hint` again …": the square the move starts from.
    let square = first
        .split(" on ")
        .nth(1)
        .and_then(|r| r.get(..2))
        .unwrap_or_else(|| panic!("no square: {first}"));
    let second = out
        .lines()
        .find_map(|l| l.strip_prefix("Hint: the move is "))
        .unwrap_or_else(|| panic!("no second hint: {out}"));
    assert!(
        second.contains(&format!("(`{square}")),
        "{second} after {first}"
    );
    says(
        &out,
        &[
            "In this puzzle, type your move (e.g. `rat up`, `c3c4`), or: hint",
            "resign (give up and see the solution)",
            "You gave up. The solution: ",
        ],
    );
    never_says(
        &out,
        &["I don't know the word `help`", "That is not the move"],
    );
}

/// The last newcomer's try, point 2: Xiangqi's `rules` says how each piece moves, as
/// Jungle's says it per animal, in English and in French.
#[test]
fn xiangqi_rules_say_how_each_piece_moves() {
    for (lang, parts) in [
        (
            "en",
            [
                "the advisors move one point diagonally",
                "(the elephant's eye)",
                "(the horse's leg)",
                "(its screen)",
                "once across the river also one point sideways",
            ],
        ),
        (
            "fr",
            [
                "les conseillers se déplacent d'un point en diagonale",
                "(l'œil de l'éléphant)",
                "(la jambe du cheval)",
                "(l'écran)",
                "une fois la rivière franchie aussi d'un point sur le côté",
            ],
        ),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let (code, out, err) = run(
            dir.path(),
            &["play", "--game", "xiangqi", "--lang", lang],
            "rules\nquit\n",
        );
        assert_eq!(code, 0, "{lang}: {err}");
        says(&out, &parts);
    }
}

/// The last newcomer's try, point 3: every refusal the console prints starts with a capital,
/// in English and in French (many of them also serve as a reason inside another message,
/// after a colon, where they begin in lower case).
#[test]
fn refusals_start_with_a_capital() {
    for lang in ["en", "fr"] {
        let dir = tempfile::tempdir().unwrap();
        let (code, out, err) = run_with_input(
            qibot(dir.path())
                .env("USER", "Tester")
                .args(["play", "--level", "beginner", "--lang", lang]),
            b"export 9\ntakeback\nreview\nrematch 1\nresign\nhint\nreview 5\nquit\n",
        );
        assert_eq!(code, 0, "{lang}: {err}");
        let lower: Vec<&str> = out
            .lines()
            .filter(|l| l.starts_with(char::is_lowercase))
            .collect();
        assert!(lower.is_empty(), "{lang}: {lower:#?}");
        let refusals = match lang {
            "en" => [
                "There is no game #9",
                "There is no move of yours to take back",
            ],
            _ => [
                "Il n'y a pas de partie n° 9",
                "Vous n'avez aucun coup à reprendre",
            ],
        };
        says(&out, &refusals);
    }
}

/// The last newcomer's try, point 6: a bad `language` in config.toml lists the codes the
/// README and `--lang` give (`zh-CN`, `zh-TW`), not the folders' tags.
#[test]
fn a_bad_configured_language_lists_the_codes_lang_takes() {
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("config.toml");
    std::fs::write(&config, "[hub]\nlanguage = \"klingon\"\n").unwrap();
    let err = refused(
        qibot(dir.path()).args(["play", "--config", config.to_str().unwrap()]),
        "language = klingon",
    );
    says(
        &err,
        &[
            "language = \"klingon\"",
            "zh-CN (",
            "zh-TW (",
            "fr (Français)",
        ],
    );
    never_says(&err, &["zh-Hans", "zh-Hant"]);
}

/// The last newcomer's try, point 7: resuming a Jungle game while `--game xiangqi` is given
/// names the game resumed and says that no Xiangqi game was started, and how to get one.
#[test]
fn resuming_names_the_game_and_says_the_asked_one_did_not_start() {
    let dir = tempfile::tempdir().unwrap();
    let (code, _, err) = run(dir.path(), &["play", "--level", "beginner"], "rat up\n");
    assert_eq!(code, 0, "{err}");
    let (code, out, err) = run(dir.path(), &["play", "--game", "xiangqi"], "quit\n");
    assert_eq!(code, 0, "{err}");
    says(
        &out,
        &[
            "Resuming game #1 (Jungle) from ",
            "No new Xiangqi game was started: the unfinished Jungle game comes first",
            "Finish it (or type `resign`)",
        ],
    );
    // Other options: said as options for a new game, the resumed game named.
    let (code, out, err) = run(dir.path(), &["play", "--level", "easy"], "quit\n");
    assert_eq!(code, 0, "{err}");
    says(
        &out,
        &[
            "Resuming game #1 (Jungle) from ",
            "The options given on the command line are for a new game",
        ],
    );
}

/// A puzzle's moves and themes are written in the console's language, as a game's are: in
/// French the hint and the solution name `Tigre`, not `Tiger`.
#[test]
fn a_puzzle_s_moves_are_in_the_console_s_language() {
    let dir = tempfile::tempdir().unwrap();
    let (code, out, err) = run(
        dir.path(),
        &["play", "--lang", "fr"],
        "énigme\nindice\nindice\nabandonner\nquitter\n",
    );
    assert_eq!(code, 0, "{err}");
    says(
        &out,
        &["Indice : le coup est ", "Vous abandonnez. La solution : "],
    );
    let puzzle = out
        .split_once("Problème ")
        .map(|(_, p)| p)
        .unwrap_or_else(|| panic!("no puzzle: {out}"));
    never_says(
        puzzle,
        &[
            "Tiger", "Dog ", "Cat ", "Wolf", "Leopard", "Elephant", "Horse", "Chariot",
        ],
    );
    // Its themes too: `tanière en 4`, not the puzzle file's `den-in-4`.
    never_says(puzzle, &["-in-", "quiet-move"]);
}

/// Lessons keep their progress in the console's store (issue 64): a stage solved in one
/// session is not asked again in the next, where `learn` goes on with the first stage without
/// stars. In a stage `hint` gives the stage's hint and `help` the lesson commands (neither is
/// read as a move); `learn next` after the last stage says the course is at its end.
#[test]
fn lessons_continue_where_the_learner_stopped_across_sessions() {
    let dir = tempfile::tempdir().unwrap();
    let args = ["play", "--game", "jungle", "--side", "red"];
    let (code, out, err) = run(dir.path(), &args, "learn\nd3d4\nd4d5\nquit\n");
    assert_eq!(code, 0, "{err}");
    says(
        &out,
        &[
            "Lesson 1: Moving: one step at a time (stage 1 of 5)",
            "Stars: 3 of 3",
            "Jungle lessons: 1 of 60 stages done, 3 of 180 stars.",
        ],
    );
    let (code, out, err) = run(
        dir.path(),
        &args,
        "learn\nlearn 4\nhint\nhelp\na6b6\nrat a7\nlearn 12\nlearn next\nlearn next\nlearn next\nlearn next\nlearn next\nquit\n",
    );
    assert_eq!(code, 0, "{err}");
    // The next session goes on with the first stage without stars.
    says(
        &out,
        &[
            "Lesson 1: Moving: one step at a time (stage 2 of 5)",
            "Lesson 4: Rat against elephant (stage 1 of 5)",
            // `hint`: the lesson's hint; `help`: the lesson commands.
            "The rat captures the elephant; the elephant never captures the rat.",
            "In a lesson: type a move as in a game; hint repeats the stage's hint;",
            "The stage starts again.",
            "Jungle lessons: 2 of 60 stages done, 6 of 180 stars.",
            "Lesson 12: First tactics (stage 5 of 5)",
            "That was the last stage of the course. 58 stages still have no stars",
        ],
    );
    never_says(
        &out,
        &["Lesson 1: Moving: one step at a time (stage 1 of 5)"],
    );
    // `hint` and `help` were no moves: the only wrong move is a6b6.
    assert_eq!(out.matches("The stage starts again.").count(), 1, "{out}");
}

/// Two players at one keyboard: after Red offers a draw (or asks to take back), the next line
/// may be Blue's answer, as the offer says: `decline`, `accept`, `draw`; `board` shows the
/// board once.
#[test]
fn the_other_player_answers_an_offer_at_one_keyboard() {
    let dir = tempfile::tempdir().unwrap();
    let (code, out, err) = run(
        dir.path(),
        &["play", "--opponent", "human"],
        "rat up\nrat up\ndraw\ndecline\ntakeback\ndecline\nboard\ndraw\naccept\n",
    );
    assert_eq!(code, 0, "{err}");
    says(
        &out,
        &[
            "tester offers a draw. guest, accept with draw or decline",
            "guest declined the draw.",
            "guest refused the takeback.",
            "Game #1 is over: draw, by agreement.",
        ],
    );
    never_says(
        &out,
        &["I don't know the word", "That move is not possible"],
    );
    let board = out
        .split("guest refused the takeback.")
        .nth(1)
        .and_then(|after| after.split("tester offers a draw").next())
        .unwrap_or_default();
    assert_eq!(board.matches("tester (Red) to move").count(), 1, "{out}");
    // In French, and the second answer by the word of the offer itself.
    let dir = tempfile::tempdir().unwrap();
    let (code, out, err) = run(
        dir.path(),
        &["play", "--opponent", "human", "--lang", "fr"],
        "rat haut\nrat haut\nnulle\nrefuser\nnulle\nnulle\n",
    );
    assert_eq!(code, 0, "{err}");
    says(
        &out,
        &[
            "invité a refusé la nulle.",
            "est terminée : nulle, d'un commun accord",
        ],
    );
    never_says(&out, &["Je ne connais pas le mot"]);
    // A rematch at one keyboard starts at once: no challenge waiting for an answer is shown.
    let dir = tempfile::tempdir().unwrap();
    let (code, out, err) = run(
        dir.path(),
        &["play", "--opponent", "human"],
        "help\nresign\nrematch\nquit\n",
    );
    assert_eq!(code, 0, "{err}");
    // `help` says who answers an offer, and how.
    says(
        &out,
        &[
            "an offer is answered by the other player",
            "Game #2: guest (Red) against tester (Blue)",
        ],
    );
    never_says(&out, &["challenges", "accept or decline within"]);
}

/// A game's command typed in a puzzle says so, with moves of the puzzle's game as examples
/// in the console's language, and the puzzle's own words.
#[test]
fn a_game_command_in_a_puzzle_says_what_to_type_in_the_console_s_language() {
    let dir = tempfile::tempdir().unwrap();
    let (code, out, err) = run(
        dir.path(),
        &["play", "--lang", "fr"],
        "énigme\nnulle\nabandonner\nquitter\n",
    );
    assert_eq!(code, 0, "{err}");
    says(
        &out,
        &[
            "`nulle` sert en partie, pas dans un problème",
            "`rat haut`",
            "indice, plateau",
        ],
    );
    never_says(&out, &["rat up", "C2.5"]);
    let dir = tempfile::tempdir().unwrap();
    let (code, out, err) = run(
        dir.path(),
        &["play", "--game", "xiangqi"],
        "puzzle\nrules\nresign\nquit\n",
    );
    assert_eq!(code, 0, "{err}");
    says(&out, &["`rules` is for games, not puzzles", "`C2.5`"]);
    never_says(&out, &["rat up"]);
}

/// Ply counts take the singular and plural forms of each language: French counts 0 and 1 in
/// the singular (`0 demi-coup`), English says `1 ply`.
#[test]
fn ply_counts_take_each_language_s_plural_forms() {
    let dir = tempfile::tempdir().unwrap();
    let (code, out, err) = run(
        dir.path(),
        &["play", "--lang", "fr"],
        "abandonner\nhistorique\n",
    );
    assert_eq!(code, 0, "{err}");
    says(&out, &["par abandon, 0 demi-coup)"]);
    let dir = tempfile::tempdir().unwrap();
    let (code, out, err) = run(dir.path(), &["play", "--side", "blue"], "resign\nhistory\n");
    assert_eq!(code, 0, "{err}");
    says(&out, &["by resignation, 1 ply)"]);
}

/// Without `$USER` the player is "player" in the console's language, and stays so when the
/// language changes mid-game: the game started in English speaks of `joueur` after
/// `language fr`.
#[test]
fn the_fallback_player_name_follows_the_language() {
    let dir = tempfile::tempdir().unwrap();
    let (code, out, err) = run_with_input(
        qibot(dir.path()).env_remove("USER").args(["play"]),
        b"language fr\nrat up\nlanguage en\nboard\nquit\n",
    );
    assert_eq!(code, 0, "{err}");
    let (english, french) = out.split_once("Cette console parle").unwrap();
    says(english, &["Game #1: player (Red) against"]);
    let (french, back) = french.split_once("This console now speaks").unwrap();
    says(french, &["1. joueur (Rouge) : Rat g3→g4"]);
    never_says(french, &["player"]);
    says(back, &["player (Red) to move"]);
}

/// Chinese lists are joined with the Chinese enumeration comma, not ASCII ", ".
#[test]
fn chinese_lists_use_the_chinese_comma() {
    let dir = tempfile::tempdir().unwrap();
    let (code, out, err) = run(
        dir.path(),
        &["play", "--lang", "zh-CN"],
        "鼠\npuzzle\nquit\n",
    );
    assert_eq!(code, 0, "{err}");
    says(&out, &["它可以走到 ", "、"]);
    // The squares the rat can go to, and the puzzle's themes.
    let lines: Vec<&str> = out
        .lines()
        .filter(|l| l.contains("它可以走到") || l.contains("等级分"))
        .collect();
    assert_eq!(lines.len(), 2, "{out}");
    for l in lines {
        assert!(l.contains('、'), "{l}");
        assert!(!l.contains(", "), "{l}");
    }
}

/// After a resumed Jungle game ends while `--game xiangqi` was given, the console's game is
/// still Jungle until a new game starts: `rules` and `puzzle` are Jungle's, as `rematch` is.
#[test]
fn a_resumed_game_stays_the_console_s_game_after_its_end() {
    let dir = tempfile::tempdir().unwrap();
    let (code, _, err) = run(dir.path(), &["play"], "rat up\n");
    assert_eq!(code, 0, "{err}");
    let (code, out, err) = run(
        dir.path(),
        &["play", "--game", "xiangqi"],
        "resign\nrules\npuzzle\nresign\nquit\n",
    );
    assert_eq!(code, 0, "{err}");
    let after = out
        .split("by resignation")
        .nth(1)
        .unwrap_or_else(|| panic!("the game ends by resignation: {out}"));
    says(after, &["Jungle:", "Puzzle j"]);
    never_says(after, &["Xiangqi:", "Puzzle x"]);
}
