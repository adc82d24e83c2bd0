//! Every message of every locale draws (issue 35, point 4): each character of each message in
//! `locales/*/main.ftl` has a glyph in the embedded font the pictures draw text with, and the
//! Xiangqi piece characters have one in the serif piece font. A missing glyph names the locale,
//! the message id and the character; `python3 tools/make_assets.py fonts` regenerates the
//! subsets from the locale files.

use std::fs;
use std::path::{Path, PathBuf};

use qibot::games::xiangqi::{PieceKind, Side};
use qibot::render::font::Font;

/// The `main.ftl` of every locale folder, sorted.
fn message_files() -> Vec<(String, PathBuf)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    let mut files: Vec<(String, PathBuf)> = fs::read_dir(&root)
        .expect("locales/ is readable")
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.join("main.ftl").is_file())
        .map(|p| {
            let locale = p
                .file_name()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned();
            (locale, p.join("main.ftl"))
        })
        .collect();
    files.sort();
    files
}

/// The messages of a Fluent file as (id, text of all its lines), read line by line: an entry
/// starts at a line beginning with an identifier (or `-` for a term) and continues over indented
/// lines; `#` lines are comments. The text includes the placeables' syntax, which is ASCII.
fn messages(ftl: &str) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    for line in ftl.lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let starts_entry = line
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic() || c == '-');
        match line.split_once('=') {
            Some((id, value)) if starts_entry => {
                out.push((id.trim().to_string(), value.to_string()));
            }
            _ => match out.last_mut() {
                Some((_, text)) => {
                    text.push('\n');
                    text.push_str(line);
                }
                None => panic!("text before the first message: {line:?}"),
            },
        }
    }
    out
}

#[test]
fn every_message_of_every_locale_has_its_glyphs() {
    let font = Font::get();
    let files = message_files();
    let locales: Vec<&str> = files.iter().map(|(l, _)| l.as_str()).collect();
    for needed in ["en", "fr", "zh-Hans", "zh-Hant", "vi"] {
        assert!(locales.contains(&needed), "no locales/{needed}/main.ftl");
    }
    let mut missing = Vec::new();
    let mut checked = 0usize;
    for (locale, path) in &files {
        let ftl = fs::read_to_string(path).expect("message file is readable");
        let msgs = messages(&ftl);
        assert!(
            msgs.len() > 100,
            "{locale}: only {} messages read",
            msgs.len()
        );
        for (id, text) in msgs {
            for c in text.chars().filter(|c| !c.is_whitespace()) {
                checked += 1;
                if !font.has(c) {
                    missing.push(format!("{locale} `{id}`: {c:?} (U+{:04X})", c as u32));
                }
            }
        }
    }
    assert!(checked > 10_000, "only {checked} characters checked");
    assert!(
        missing.is_empty(),
        "{} characters have no glyph in fonts/NotoSansCJKtc-Bold-subset.otf (run \
         `python3 tools/make_assets.py fonts`):\n{}",
        missing.len(),
        missing.join("\n")
    );
}

/// The parser above splits messages as Fluent does for the forms the files use.
#[test]
fn messages_are_split_at_their_ids() {
    let m = messages("# c\nhello = Hi { $name }\n    second line\n-term = T\nbye =\n    x\n");
    let ids: Vec<&str> = m.iter().map(|(i, _)| i.as_str()).collect();
    assert_eq!(ids, ["hello", "-term", "bye"]);
    assert!(m[0].1.contains("second line"));
    assert_eq!(m[2].1.trim(), "x");
}

#[test]
fn the_piece_font_has_every_piece_character() {
    let serif = Font::serif();
    let mut chars: Vec<char> = PieceKind::ALL
        .iter()
        .flat_map(|k| [k.chinese(Side::Red), k.chinese(Side::Black)])
        .collect();
    chars.extend("楚河漢界一二三四五六七八九0123456789".chars());
    let missing: Vec<char> = chars.into_iter().filter(|c| !serif.has(*c)).collect();
    assert!(missing.is_empty(), "the serif piece font lacks {missing:?}");
}

/// Vietnamese player names and messages: every letter with a tone mark, and ơ ư Ơ Ư đ Đ.
#[test]
fn the_text_font_has_all_vietnamese_letters() {
    let font = Font::get();
    let missing: Vec<char> = (0x1EA0..=0x1EF9u32)
        .chain([0x1A0, 0x1A1, 0x1AF, 0x1B0, 0x110, 0x111])
        .filter_map(char::from_u32)
        .filter(|c| !font.has(*c))
        .collect();
    assert!(missing.is_empty(), "no glyph for {missing:?}");
}

/// Player names written in Chinese draw whole (the subset has the common characters of both
/// scripts, GB 2312 and Big5 level 1): none is shortened by the renderer's fallback, which leaves
/// out a character the font lacks.
#[test]
fn player_names_in_han_characters_draw() {
    let font = Font::get();
    let names = [
        "王伟",
        "李娜",
        "张秀英",
        "刘洋",
        "陈静",
        "杨帆",
        "赵丽颖",
        "黄晓明",
        "周杰伦",
        "吴磊",
        "徐嘉怡",
        "孙悟空",
        "胡歌",
        "朱婷",
        "郭靖",
        "何冰",
        "高圆圆",
        "林丹",
        "欧阳修",
        "诸葛亮",
        "張偉",
        "陳怡君",
        "林志玲",
        "黃淑芬",
        "劉德華",
        "鄧麗君",
        "蔡依林",
        "謝霆鋒",
        "鄭成功",
        "許美靜",
        "蕭敬騰",
        "楊丞琳",
        "羅志祥",
        "賴清德",
        "顏寧",
        "蘇東坡",
        "關羽",
        "棋王",
        "象棋愛好者",
        "楚河漢界",
    ];
    for name in names {
        let missing: Vec<char> = name.chars().filter(|c| !font.has(*c)).collect();
        assert!(missing.is_empty(), "{name}: no glyph for {missing:?}");
        assert_eq!(font.drawable(name), name);
    }
}
