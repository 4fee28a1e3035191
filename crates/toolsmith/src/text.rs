//! Bounding text for agents: outputs stay small, and a cut is always marked.

use std::borrow::Cow;

/// `text` cut to `max_chars` characters, keeping three quarters from the head
/// and the rest from the tail, with the cut marked in between. Text within
/// the bound is borrowed, not copied.
pub fn bounded(text: &str, max_chars: usize) -> Cow<'_, str> {
    // Fewer bytes than the bound means fewer characters too: no count needed.
    if text.len() <= max_chars {
        return Cow::Borrowed(text);
    }
    let length = text.chars().count();
    if length <= max_chars {
        return Cow::Borrowed(text);
    }
    let head = max_chars * 3 / 4;
    let tail = max_chars - head;
    let omitted = length - head - tail;
    let start: String = text.chars().take(head).collect();
    let end: String = text.chars().skip(length - tail).collect();
    Cow::Owned(format!(
        "{start}\n... [truncated: {omitted} of {length} characters omitted] ...\n{end}"
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_head_and_tail_and_marks_the_cut() {
        assert_eq!(bounded("short", 10), "short");
        let long: String = "é".repeat(10_000);
        let cut = bounded(&long, 4_000);
        assert!(cut.contains("[truncated: 6000 of 10000 characters omitted]"));
        assert!(cut.chars().count() < 4_100);
    }
}
