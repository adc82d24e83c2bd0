//! Small text helpers shared by the games' parsers: accent folding and "did you mean" suggestions.

/// Lowercases and removes the accents of Latin letters used in French and Vietnamese piece
/// names (`Éléphant` → `elephant`, `Pháo` → `phao`, `Tượng` → `tuong`, `Đ` → `d`), whether
/// typed precomposed or as combining marks, so accents are optional in move text.
pub fn fold(s: &str) -> String {
    s.chars()
        .flat_map(char::to_lowercase)
        // Combining diacritics (a decomposed `ê` is `e` and U+0302): dropped.
        .filter(|c| !('\u{300}'..='\u{36F}').contains(c))
        .map(|c| match c {
            'à' | 'â' | 'ä' | 'á' | 'ả' | 'ã' | 'ạ' | 'ă' | 'ằ' | 'ắ' | 'ẳ' | 'ẵ' | 'ặ' | 'ầ'
            | 'ấ' | 'ẩ' | 'ẫ' | 'ậ' => 'a',
            'é' | 'è' | 'ê' | 'ë' | 'ẻ' | 'ẽ' | 'ẹ' | 'ề' | 'ế' | 'ể' | 'ễ' | 'ệ' => {
                'e'
            }
            'î' | 'ï' | 'í' | 'ì' | 'ỉ' | 'ĩ' | 'ị' => 'i',
            'ô' | 'ö' | 'ó' | 'ò' | 'ỏ' | 'õ' | 'ọ' | 'ồ' | 'ố' | 'ổ' | 'ỗ' | 'ộ' | 'ơ' | 'ờ'
            | 'ớ' | 'ở' | 'ỡ' | 'ợ' => 'o',
            'ù' | 'û' | 'ü' | 'ú' | 'ủ' | 'ũ' | 'ụ' | 'ư' | 'ừ' | 'ứ' | 'ử' | 'ữ' | 'ự' => {
                'u'
            }
            'ỳ' | 'ý' | 'ỷ' | 'ỹ' | 'ỵ' => 'y',
            'đ' => 'd',
            'ç' => 'c',
            other => other,
        })
        .collect()
}

/// The Levenshtein edit distance between two strings, counted in `char`s.
pub fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    let mut cur = vec![0; b.len() + 1];
    for (i, ca) in a.chars().enumerate() {
        cur[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let sub = prev[j] + usize::from(ca != cb);
            cur[j + 1] = sub.min(prev[j + 1] + 1).min(cur[j] + 1);
        }
        std::mem::swap(&mut prev, &mut cur);
    }
    prev[b.len()]
}

/// The candidate closest to `word` if it is close enough to be a likely typo: at most 1 edit for
/// words of up to 4 letters, 2 for longer ones, or `word` a prefix of it. Long inputs (over 64
/// chars) get no suggestion, to keep the cost bounded.
pub fn closest<'a>(word: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let w = fold(word);
    if w.is_empty() || w.chars().count() > 64 {
        return None;
    }
    let limit = if w.chars().count() <= 4 { 1 } else { 2 };
    candidates
        .into_iter()
        .map(|c| {
            // A prefix counts as one edit, so a true one-letter typo wins ties by order.
            let d = if c.starts_with(&w) && w.chars().count() >= 2 {
                1
            } else {
                edit_distance(&w, c)
            };
            (d, c)
        })
        .filter(|(d, _)| *d <= limit)
        .min_by_key(|(d, _)| *d)
        .map(|(_, c)| c)
}

/// Replaces full-width ASCII forms (`Ｃ２＝５`, `Ｇ３Ｇ４`) and the ideographic space by plain
/// ASCII, and typographic minus signs and dashes by `-`: every game reads them alike.
pub fn normalize(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            '\u{FF01}'..='\u{FF5E}' => char::from_u32(c as u32 - 0xFEE0).unwrap_or(c),
            '\u{3000}' => ' ',
            '\u{2212}' | '\u{2013}' | '\u{2014}' => '-',
            _ => c,
        })
        .collect()
}

/// Whether `c` separates words of a move text: spaces and the punctuation of move forms
/// (`c3-c4`, `C2.5`, `c3×c4`, `g3→g4`). Other symbols (emoji, control characters) are no
/// separators but words of their own, refused as unknown words, as `xyz` is.
fn is_separator(c: char) -> bool {
    c.is_whitespace() || c.is_ascii_punctuation() || matches!(c, '×' | '→' | '–' | '—' | '·')
}

fn is_cjk(c: char) -> bool {
    ('\u{2E80}'..='\u{9FFF}').contains(&c) || ('\u{F900}'..='\u{FAFF}').contains(&c)
}

/// One word of a move text: a square, a piece, or a word of the game's own `W` (Jungle's
/// directions; none by default).
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Token<S, K, W = std::convert::Infallible> {
    /// A square such as `c3`.
    Square(S),
    /// A piece, by one of its names.
    Piece(K),
    /// A word of the game's own.
    Own(W),
}

/// The square or piece `word` names, if it names one, in every game: a square (`c3`), a
/// piece by a name in `names`, or a piece by the one-sign (Chinese) name that `sign` reads.
pub(crate) fn square_or_piece<S: std::str::FromStr, K: Copy, W>(
    word: &str,
    names: &[(&str, K)],
    sign: impl Fn(char) -> Option<K>,
) -> Option<Token<S, K, W>> {
    if let Ok(sq) = word.parse::<S>() {
        return Some(Token::Square(sq));
    }
    if let Some((_, k)) = names.iter().find(|(w, _)| *w == word) {
        return Some(Token::Piece(*k));
    }
    let mut chars = word.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => sign(c).map(Token::Piece),
        _ => None,
    }
}

/// The move-text tokenizer of every game: splits folded text into words (runs of letters and
/// digits, each CJK character on its own, spaces and punctuation separators, any other
/// character a word of its own: a control character as its code point, e.g. `U+0000`, so
/// messages show it readably), and a word of two glued squares of the board of `S` (`c3c4`, `c3xc4`) into the two
/// squares.
pub fn words<S: std::str::FromStr>(text: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut cur = String::new();
    for c in text.chars() {
        if is_cjk(c) {
            if !cur.is_empty() {
                out.push(std::mem::take(&mut cur));
            }
            out.push(c.to_string());
        } else if c.is_alphanumeric() {
            cur.push(c);
        } else {
            if !cur.is_empty() {
                out.push(std::mem::take(&mut cur));
            }
            if !is_separator(c) {
                out.push(if c.is_control() {
                    // Unicode's own way to name a character that cannot be shown.
                    format!("U+{:04X}", u32::from(c))
                } else {
                    c.to_string()
                });
            }
        }
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    let mut split = Vec::with_capacity(out.len());
    for w in out {
        let b = w.as_bytes();
        let sq = |s: &str| s.parse::<S>().is_ok();
        if w.is_ascii() && b.len() == 4 && sq(&w[..2]) && sq(&w[2..]) {
            split.push(w[..2].to_string());
            split.push(w[2..].to_string());
        } else if w.is_ascii() && b.len() == 5 && b[2] == b'x' && sq(&w[..2]) && sq(&w[3..]) {
            split.push(w[..2].to_string());
            split.push(w[3..].to_string());
        } else {
            split.push(w);
        }
    }
    split
}

/// A table of the words (or characters) that stand for values of `$ty`, each value named once
/// before its words: `word_table!(PieceKind; Rat: "rat" "souris", Cat: "cat")` is the array
/// `[("rat", PieceKind::Rat), ("souris", PieceKind::Rat), ("cat", PieceKind::Cat)]`.
macro_rules! word_table {
    ($ty:ident; $($value:ident: $($word:literal)+),+ $(,)?) => {
        [$($(($word, $ty::$value)),+),+]
    };
}

pub(crate) use word_table;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folding_and_suggestions() {
        assert_eq!(fold("Éléphant"), "elephant");
        assert_eq!(fold("PANTHÈRE"), "panthere");
        assert_eq!(
            fold("Pháo TƯỢNG Tướng Sĩ Mã Tốt ĐẾN"),
            "phao tuong tuong si ma tot den"
        );
        assert_eq!(
            fold("chuột mèo chó sói báo hổ sư tử voi"),
            "chuot meo cho soi bao ho su tu voi"
        );
        // Decomposed: `o` + horn + dot below, `e` + circumflex + acute.
        assert_eq!(fold("To\u{31B}\u{323}ng tie\u{302}\u{301}n"), "tong tien");
        assert_eq!(edit_distance("tigr", "tiger"), 1);
        assert_eq!(closest("tigre", ["tiger", "lion"]), Some("tiger"));
        assert_eq!(closest("tigger", ["tiger", "lion"]), Some("tiger"));
        assert_eq!(closest("xyz", ["tiger", "lion"]), None);
    }

    #[test]
    fn symbols_are_words_and_full_width_is_ascii() {
        struct Sq;
        impl std::str::FromStr for Sq {
            type Err = ();
            fn from_str(s: &str) -> Result<Sq, ()> {
                (s.len() == 2 && s.as_bytes()[1].is_ascii_digit())
                    .then_some(Sq)
                    .ok_or(())
            }
        }
        assert_eq!(words::<Sq>("rat 🐀 up"), ["rat", "🐀", "up"]);
        assert_eq!(words::<Sq>("rat\0 up"), ["rat", "U+0000", "up"]);
        assert_eq!(words::<Sq>("rat\u{1b}"), ["rat", "U+001B"]);
        assert_eq!(words::<Sq>("c3-c4"), ["c3", "c4"]);
        assert_eq!(words::<Sq>("c3c4"), ["c3", "c4"]);
        assert_eq!(normalize("Ｇ３Ｇ４"), "G3G4");
    }
}
