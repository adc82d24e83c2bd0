//! Assertions on what a text (a reply, a program's output) says.

/// Asserts that `text` contains each of `parts`; the message names the first missing part and
/// shows the text.
#[track_caller]
pub fn says(text: &str, parts: &[&str]) {
    for part in parts {
        assert!(text.contains(part), "no {part:?} in:\n{text}");
    }
}

/// Asserts that `text` contains none of `parts`.
#[track_caller]
pub fn never_says(text: &str, parts: &[&str]) {
    for part in parts {
        assert!(!text.contains(part), "{part:?} in:\n{text}");
    }
}
