//! A word typed twice, its halves run together (`notnot`, `ifif`,
//! `returnreturn`), or a string's prefix typed twice (`rr'\d+'`): once is
//! enough. A keyword's half, or a name the file writes elsewhere, is the
//! word meant (rule `stutter`); any other word's half is only a deletion.

use ruff_python_ast::token::TokenKind;

use super::edits::{Change, Kind, Lines, Token, is_keyword, names_written};

/// The shortest word read as typed twice.
const SHORTEST: usize = 4;

/// Words typed twice on the error's line or one next to it, and string
/// prefixes typed twice anywhere.
pub(super) fn stutters(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    line: usize,
    out: &mut Vec<Change>,
) {
    let (start, end) = (
        lines.start_of(line.saturating_sub(1).max(1)),
        lines.end_of(line + 1),
    );
    let names = names_written(code, tokens);
    for (i, &(kind, t_start, t_end)) in tokens.iter().enumerate() {
        if kind != TokenKind::Name {
            continue;
        }
        let word = &code[t_start..t_end];
        let near = start <= t_start && t_start < end;
        if let Some(half) = halves(word).filter(|_| near) {
            let known = is_keyword(half) || names.contains(half);
            let kind = if known { Kind::Stutter } else { Kind::Delete };
            out.push(Change::new(t_start + half.len(), t_end, "", kind));
        }
        // (Anywhere: no code writes a word of prefix letters against a
        // string, and CPython may report it far before, at a bracket's
        // opener: `(r'a|' ... rr'b|'` lacks a comma, it says.)
        let glued_to_a_string = tokens
            .get(i + 1)
            .is_some_and(|next| next.1 == t_end && code[t_end..].starts_with(['\'', '"']));
        if glued_to_a_string && let Some(prefix) = prefix_once(word) {
            out.push(Change::new(t_start, t_end, &prefix, Kind::Stutter));
        }
    }
}

/// The half of a word written twice (`notnot`: `not`).
fn halves(word: &str) -> Option<&str> {
    let half = word.len() / 2;
    (word.len() >= SHORTEST
        && word.len().is_multiple_of(2)
        && word.is_char_boundary(half)
        && word[..half] == word[half..])
        .then(|| &word[..half])
}

/// A string's prefix with its letters typed twice, each once (`rr`: `r`,
/// `fFr`: `fr`), where that is a prefix Python reads and the word was not.
fn prefix_once(word: &str) -> Option<String> {
    const PREFIXES: &[&str] = &["r", "u", "b", "f", "br", "rb", "fr", "rf"];
    let valid = |p: &str| PREFIXES.contains(&p.to_ascii_lowercase().as_str());
    if valid(word) || !word.chars().all(|c| "rRbBfFuU".contains(c)) {
        return None;
    }
    let mut once = String::new();
    for c in word.chars() {
        if !once.chars().any(|seen| seen.eq_ignore_ascii_case(&c)) {
            once.push(c);
        }
    }
    valid(&once).then_some(once)
}

#[cfg(test)]
mod tests {
    use super::super::edits::tokens;
    use super::*;

    fn repairs(code: &str, line: usize) -> Vec<(Kind, String)> {
        let mut out = Vec::new();
        stutters(code, &tokens(code), &Lines::of(code), line, &mut out);
        out.iter().map(|c| (c.kind, c.apply(code))).collect()
    }

    #[test]
    fn a_keyword_typed_twice_is_written_once() {
        let code = "if 'b' notnot in mode:\n    pass\n";
        assert!(
            repairs(code, 1).contains(&(Kind::Stutter, "if 'b' not in mode:\n    pass\n".into()))
        );
    }

    #[test]
    fn a_name_the_file_writes_is_a_stutter_and_another_only_a_deletion() {
        let code = "count = 0\nx = countcount + 1\ny = dodo\n";
        let found = repairs(code, 2);
        assert!(found.contains(&(Kind::Stutter, "count = 0\nx = count + 1\ny = dodo\n".into())));
        assert!(found.contains(&(
            Kind::Delete,
            "count = 0\nx = countcount + 1\ny = do\n".into()
        )));
    }

    #[test]
    fn a_string_prefix_typed_twice_is_written_once() {
        let code = "PATTERN = (\n    rr'\\d+'\n)\n";
        assert!(
            repairs(code, 2).contains(&(Kind::Stutter, "PATTERN = (\n    r'\\d+'\n)\n".into()))
        );
        assert_eq!(prefix_once("fFr"), Some("fr".into()));
        assert_eq!(prefix_once("fb"), None);
        assert_eq!(prefix_once("rb"), None);
    }
}
