//! A file cut off inside a string on its last line of code (a model's
//! answer stopped at its token limit: `print(f"saved {len(rows)} rows to
//! {path`): completed with what it lacks and no more, the f-string's open
//! field, the quote, then the brackets open around the string.

use super::diagnosis::{Diagnosis, ErrorKind};
use super::edits::{Change, Kind, Lines, Token, open_brackets};
use super::pairs::closer_of;

/// At a string left open on the file's last line of code: the one change
/// closing it and what encloses it, at the line's end.
pub(super) fn end_completed(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    error: &Diagnosis,
    out: &mut Vec<Change>,
) {
    let Some(line) = error.line_for(&[ErrorKind::UnterminatedString], lines.count()) else {
        return;
    };
    let line_end = lines.end_of(line).min(code.len());
    if !code[line_end..].trim().is_empty() {
        return;
    }
    let at = lines.offset(code, line, error.offset);
    let text = &code[at..line_end];
    let Some(quote_at) = text.find(['"', '\'']) else {
        return;
    };
    let prefix = &text[..quote_at];
    if !prefix.chars().all(|c| "rRbBfFuU".contains(c)) {
        return;
    }
    let quote = &text[quote_at..=quote_at];
    let body = text[quote_at + 1..].trim_end_matches(['\n', '\r']);
    // (A body that ends with a closer lost its quote before it: `print("Done!)`
    // is the closing quote rule's.)
    if body.trim_end().ends_with([')', ']', '}']) {
        return;
    }
    // An f-string's fields left open (`{{` is a brace of text).
    let mut fields = 0usize;
    if prefix.contains(['f', 'F']) {
        let mut chars = body.chars().peekable();
        while let Some(c) = chars.next() {
            match c {
                '{' if chars.peek() == Some(&'{') && fields == 0 => {
                    chars.next();
                }
                '{' => fields += 1,
                '}' => fields = fields.saturating_sub(1),
                _ => {}
            }
        }
    }
    let mut ending = "}".repeat(fields);
    ending.push_str(quote);
    for &opened in open_brackets(tokens, at).iter().rev() {
        let Some(closer) = code.get(opened..opened + 1).and_then(closer_of) else {
            return;
        };
        ending.push_str(closer);
    }
    let end = at + quote_at + 1 + body.len();
    out.push(Change::new(end, end, &ending, Kind::CloseString));
}

#[cfg(test)]
mod tests {
    use super::*;

    use super::super::edits::applied;

    #[test]
    fn a_file_cut_in_a_string_is_closed_with_what_encloses_it() {
        assert_eq!(
            applied::at_error(
                "def f(items, path):\n    print(f\"saved {len(items)} items to {path",
                end_completed
            ),
            ["def f(items, path):\n    print(f\"saved {len(items)} items to {path}\")"]
        );
        assert_eq!(
            applied::at_error("x = [1, 'a\n", end_completed),
            ["x = [1, 'a']\n"]
        );
        assert!(applied::at_error("print(\"Thanks!)\n", end_completed).is_empty());
        // Not at the file's end: the string's own line is the question.
        assert!(applied::at_error("x = 'a\ny = 2\n", end_completed).is_empty());
    }
}
