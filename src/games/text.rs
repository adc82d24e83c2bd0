//! Small text helpers shared by the games' parsers: accent folding and "did you mean" suggestions.

/// Lowercases and removes the accents of Latin letters used in French piece names
/// (`Éléphant` → `elephant`), so accents are optional in move text.
pub fn fold(s: &str) -> String {
    s.chars()
        .flat_map(char::to_lowercase)
        .map(|c| match c {
            'à' | 'â' | 'ä' | 'á' => 'a',
            'é' | 'è' | 'ê' | 'ë' => 'e',
            'î' | 'ï' | 'í' => 'i',
            'ô' | 'ö' | 'ó' => 'o',
            'ù' | 'û' | 'ü' | 'ú' => 'u',
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

/// Writes rules as `preset[,key=value...]`: `preset` when the rules equal a named preset, else
/// `standard` followed by the options whose text differs from `base` (both lists in the same
/// key order). Shared by every game's `RuleSet` `Display`.
pub fn write_rules(
    f: &mut std::fmt::Formatter<'_>,
    preset: Option<&str>,
    options: Vec<(&'static str, String)>,
    base: Vec<(&'static str, String)>,
) -> std::fmt::Result {
    if let Some(p) = preset {
        return f.write_str(p);
    }
    f.write_str("standard")?;
    for ((k, v), (_, d)) in options.into_iter().zip(base) {
        if v != d {
            write!(f, ",{k}={v}")?;
        }
    }
    Ok(())
}

/// Parses `preset[,key=value...]` or only `key=value` overrides (on top of `default`): the
/// first part names a preset unless it holds `=`. Shared by every game's `RuleSet` `FromStr`.
///
/// # Errors
/// The first error of `preset` or `apply`.
pub fn parse_rules<R, E>(
    s: &str,
    default: R,
    preset: impl Fn(&str) -> Result<R, E>,
    apply: impl Fn(&mut R, &str) -> Result<(), E>,
) -> Result<R, E> {
    let mut parts = s.split(',').map(str::trim).filter(|p| !p.is_empty());
    let mut rules = default;
    let mut pending = None;
    if let Some(first) = parts.next() {
        if first.contains('=') {
            pending = Some(first);
        } else {
            rules = preset(first)?;
        }
    }
    for kv in pending.into_iter().chain(parts) {
        apply(&mut rules, kv)?;
    }
    Ok(rules)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folding_and_suggestions() {
        assert_eq!(fold("Éléphant"), "elephant");
        assert_eq!(fold("PANTHÈRE"), "panthere");
        assert_eq!(edit_distance("tigr", "tiger"), 1);
        assert_eq!(closest("tigre", ["tiger", "lion"]), Some("tiger"));
        assert_eq!(closest("tigger", ["tiger", "lion"]), Some("tiger"));
        assert_eq!(closest("xyz", ["tiger", "lion"]), None);
    }
}
