//! Where an f-string ends before Python 3.12: at the first quote like its
//! own, even one inside a replacement field (`f"{type(x).__name__")`), since
//! the tokenizer read the f-string as one string token and only then its
//! fields. ruff's lexer reads fields as 3.12 does, where such a quote opens a
//! string of its own, and so reports an unterminated string that CPython
//! 3.11 never sees: it reports the field left open instead.

use ruff_text_size::TextSize;

/// For the one-line f-string whose prefix starts at `start` in `code`: if a
/// quote like its own closes it inside a replacement field, where CPython
/// 3.11 reports the field's error (the first token after it), and what it
/// says: the field read up to that quote, as 3.11's scan reads it.
pub(super) fn field_cut_by_its_quote(code: &str, start: TextSize) -> Option<(TextSize, String)> {
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
    let mut field = 0;
    let mut i = open + 1;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' if depth == 0 => i += 1,
            // Its own quote: the end of the f-string, inside a field or not.
            b if b == quote && depth == 0 => return None,
            b if b == quote => {
                let at = TextSize::try_from(from + next_token(line, i + 1)).ok()?;
                return Some((at, cut_field_message(&bytes[field..i])));
            }
            b'{' | b'}' if depth == 0 && bytes.get(i + 1) == Some(&bytes[i]) => i += 1,
            b'{' => {
                if depth == 0 {
                    field = i + 1;
                }
                depth += 1;
            }
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

/// CPython 3.11's error for a replacement field whose text, after its
/// `{`, is `field` and then the f-string's end: its scan of the expression
/// (strings, brackets), the conversion and the format spec's own fields.
fn cut_field_message(field: &[u8]) -> String {
    let mut i = 0;
    match field_error(field, &mut i) {
        Some(message) => message,
        None => "f-string: expecting '}'".into(),
    }
}

/// The error 3.11 raises reading the field from `field[*i]` (past its
/// `{`), or `None` when the field closes (`*i` at its `}`) or the text
/// ends where its `}` should be.
fn field_error(field: &[u8], i: &mut usize) -> Option<String> {
    let mut brackets = Vec::new();
    let mut quote = None;
    // The expression: up to `!`, `:`, `=` or `}` outside brackets.
    while *i < field.len() {
        let c = field[*i];
        let next = field.get(*i + 1).copied();
        *i += 1;
        if c == b'\\' {
            return Some("f-string expression part cannot include a backslash".into());
        }
        if let Some(q) = quote {
            if c == q {
                quote = None;
            }
            continue;
        }
        match c {
            b'\'' | b'"' => quote = Some(c),
            b'(' | b'[' | b'{' => brackets.push(c),
            b'#' => return Some("f-string expression part cannot include '#'".into()),
            b'!' | b'=' | b'<' | b'>' if brackets.is_empty() && next == Some(b'=') => *i += 1,
            b'<' | b'>' => {}
            b'!' | b':' | b'}' | b'=' if brackets.is_empty() => {
                *i -= 1;
                break;
            }
            b')' | b']' | b'}' => match brackets.pop() {
                None => return Some(format!("f-string: unmatched '{}'", c as char)),
                Some(open) if closer(open) != c => {
                    return Some(format!(
                        "f-string: closing parenthesis '{}' does not match opening parenthesis '{}'",
                        c as char, open as char
                    ));
                }
                Some(_) => {}
            },
            _ => {}
        }
    }
    if quote.is_some() {
        return Some("f-string: unterminated string".into());
    }
    if let Some(open) = brackets.last() {
        return Some(format!("f-string: unmatched '{}'", *open as char));
    }
    if field.get(*i) == Some(&b'=') {
        *i += 1;
    }
    if field.get(*i) == Some(&b'!') {
        match field.get(*i + 1) {
            None => return None,
            Some(b's' | b'r' | b'a') => *i += 2,
            Some(_) => {
                return Some(
                    "f-string: invalid conversion character: expected 's', 'r', or 'a'".into(),
                );
            }
        }
    }
    if field.get(*i) == Some(&b':') {
        *i += 1;
        // The format spec: text, and fields of its own.
        while *i < field.len() {
            match field[*i] {
                b'{' => {
                    *i += 1;
                    if let Some(message) = field_error(field, i) {
                        return Some(message);
                    }
                    if *i >= field.len() {
                        return None;
                    }
                    *i += 1;
                }
                b'}' => return None,
                _ => *i += 1,
            }
        }
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

/// The closer of an opening bracket byte.
fn closer(open: u8) -> u8 {
    match open {
        b'(' => b')',
        b'[' => b']',
        _ => b'}',
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cut(code: &str) -> Option<usize> {
        field_cut_by_its_quote(code, TextSize::new(0)).map(|(at, _)| at.to_usize())
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

    /// CPython 3.11's words (`compile()`) for the field it reads up to the
    /// quote.
    #[test]
    fn the_cut_field_is_named_as_cpython_3_11_names_it() {
        let said = |code: &str| field_cut_by_its_quote(code, TextSize::new(0)).map(|(_, m)| m);
        for (code, cpython) in [
            ("f\"{len(x\")", "f-string: unmatched '('"),
            ("f\"{d[\"a\"]} y\")", "f-string: unmatched '['"),
            ("f\"{a + \"b\"}\"", "f-string: expecting '}'"),
            ("f\"{a:{b[\"c\"]}}\"", "f-string: unmatched '['"),
            ("f'{d[\"k\"]'", "f-string: expecting '}'"),
            ("f\"{a!r\"", "f-string: expecting '}'"),
            (
                "f\"{a!x\"",
                "f-string: invalid conversion character: expected 's', 'r', or 'a'",
            ),
            (
                "f\"{a[1)\"",
                "f-string: closing parenthesis ')' does not match opening parenthesis '['",
            ),
            ("f\"{a != b(\"", "f-string: unmatched '('"),
        ] {
            assert_eq!(said(code).as_deref(), Some(cpython), "{code}");
        }
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
