//! Where an f-string ends before Python 3.12: at the first quote like its
//! own, even one inside a replacement field (`f"{type(x).__name__")`), since
//! the tokenizer read the f-string as one string token and only then its
//! fields. ruff's lexer reads fields as 3.12 does, where such a quote opens a
//! string of its own, and so reports an unterminated string that CPython
//! 3.11 never sees: it reports the field left open instead.

use ruff_text_size::TextSize;

/// For the one-line f-string whose prefix starts at `start` in `code`: if a
/// quote like its own closes it inside a replacement field, where CPython
/// 3.11 reports "f-string: expecting '}'": the first token after it.
pub(super) fn field_cut_by_its_quote(code: &str, start: TextSize) -> Option<TextSize> {
    let from = start.to_usize();
    let text = code.get(from..)?;
    let line = &text[..text.find('\n').unwrap_or(text.len())];
    let open = line.find(['"', '\''])?;
    let bytes = line.as_bytes();
    let quote = bytes[open];
    // Triple-quoted strings span lines; their fields are left to ruff.
    if bytes.get(open + 1) == Some(&quote) {
        return None;
    }
    let mut depth = 0usize;
    let mut i = open + 1;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' if depth == 0 => i += 1,
            // Its own quote: the end of the f-string, inside a field or not.
            b if b == quote && depth == 0 => return None,
            b if b == quote => return TextSize::try_from(from + next_token(line, i + 1)).ok(),
            b'{' | b'}' if depth == 0 && bytes.get(i + 1) == Some(&bytes[i]) => i += 1,
            b'{' => depth += 1,
            b'}' => depth = depth.saturating_sub(1),
            // A string of the other quote inside a field (`f"{d['k']}"`).
            b'"' | b'\'' if depth > 0 => {
                let other = bytes[i];
                i += 1;
                while i < bytes.len() && bytes[i] != other {
                    i += 1;
                }
            }
            _ => {}
        }
        i += 1;
    }
    None
}

/// The start of the first token at or after byte `at` of `line`: past
/// spaces and tabs; a comment, or the line's end, is where CPython's
/// NEWLINE token stands.
fn next_token(line: &str, at: usize) -> usize {
    let rest = &line[at..];
    at + rest.len() - rest.trim_start_matches([' ', '\t']).len()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cut(code: &str) -> Option<usize> {
        field_cut_by_its_quote(code, TextSize::new(0)).map(|at| at.to_usize())
    }

    // Positions as CPython 3.11 reports them (its offsets, less one).
    #[test]
    fn a_quote_inside_a_field_ends_the_f_string() {
        assert_eq!(cut("f\"{type(r).__name__\")\n"), Some(20));
        assert_eq!(cut("f\"{a\"\n"), Some(5));
        assert_eq!(cut("f\"{a\" + \"b\"\n"), Some(6));
        assert_eq!(cut("f\"a {b} c {d.e\")"), Some(15));
        assert_eq!(cut("f'{d[\"k\"]'"), Some(10));
    }

    #[test]
    fn closed_fields_and_other_strings_are_not_cut() {
        assert_eq!(cut("f\"{a} {{b\" + x\n"), None);
        assert_eq!(cut("f\"{d['k']}\"\n"), None);
        assert_eq!(cut("f\"a\\\"{b}\"\n"), None);
        assert_eq!(cut("f\"\"\"{a\"\"\"\n"), None);
        assert_eq!(cut("f\"{a\n"), None);
    }
}
