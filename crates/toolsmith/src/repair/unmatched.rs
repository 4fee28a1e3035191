//! A closer nothing opened (CPython's `unmatched ')'`): where its opener
//! was lost. Just before it on its line, after any token; where the
//! line's code starts (a table's row); at the end of the line above the
//! lines it closes (`with` then its context managers, then `):`); or an
//! opener typed as the closer beside it on the keyboard (`round)x, 1))`).

use ruff_python_ast::token::TokenKind;

use super::edits::{Change, KEYWORDS, Kind, Lines, Token, leading};

/// Where a line's code ends: before its comment and trailing space.
pub(super) fn code_end(code: &str, lines: &Lines, line: usize) -> usize {
    let text = lines.slice(code, line, line);
    let body = text.trim_end_matches(['\n', '\r']);
    let body = match body.find(" #") {
        Some(comment) if !body[..comment].contains(['"', '\'']) => &body[..comment],
        _ => body,
    };
    lines.start_of(line) + body.trim_end().len()
}

/// Each place the opener of the unmatched closer at `at` may have been
/// lost, an insertion or a replacement there.
pub(super) fn openers_lost(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    at: usize,
    (opener, closer): (&str, &str),
    out: &mut Vec<Change>,
) {
    openers(tokens, lines, at, opener, out);
    closer_typed_for_opener(code, tokens, lines, at, closer, opener, out);
    opened_at_its_rows_start(code, lines, at, opener, out);
    opened_above_its_lines(code, lines, at, opener, out);
}

/// A closer at `at` that nothing opened: its opener in each gap between the
/// tokens of its line before it.
fn openers(tokens: &[Token], lines: &Lines, at: usize, opener: &str, out: &mut Vec<Change>) {
    let line_start = lines.start_of(lines.line_of(at));
    for &(kind, start, end) in tokens {
        if start >= at {
            break;
        }
        if end < line_start || matches!(kind, TokenKind::Indent | TokenKind::Dedent) {
            continue;
        }
        out.push(Change::new(end, end, opener, Kind::Insert));
    }
}

/// A closer at `at` that nothing opened because an opener earlier on its
/// line was typed as the closer beside it on the keyboard (`round)x, 1))`):
/// each closer of its kind right after a name made the opener.
fn closer_typed_for_opener(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    at: usize,
    closer: &str,
    opener: &str,
    out: &mut Vec<Change>,
) {
    let line_start = lines.start_of(lines.line_of(at));
    let on_line: Vec<&Token> = tokens
        .iter()
        .filter(|t| t.1 >= line_start && t.1 < at)
        .collect();
    for pair in on_line.windows(2) {
        let (name, bracket) = (pair[0], pair[1]);
        if name.0 == TokenKind::Name && name.2 == bracket.1 && &code[bracket.1..bracket.2] == closer
        {
            out.push(Change::new(bracket.1, bracket.2, opener, Kind::Replace));
        }
    }
}

/// A closer that ends its line's code (before a comma): its opener lost
/// where the line's code starts, a table's row (`"x", 1),` among `("y",
/// 2),`).
pub(super) fn opened_at_its_rows_start(
    code: &str,
    lines: &Lines,
    at: usize,
    opener: &str,
    out: &mut Vec<Change>,
) {
    let line = lines.line_of(at);
    let text = lines.slice(code, line, line);
    let start = lines.start_of(line) + leading(text).len();
    let after = at + code[at..].chars().next().map_or(0, char::len_utf8);
    let rest = code
        .get(after..code_end(code, lines, line).max(after))
        .unwrap_or("")
        .trim();
    if start < at && (rest.is_empty() || rest == ",") {
        out.push(Change::new(start, start, opener, Kind::Insert));
    }
}

/// A closer first on its line below lines indented deeper (`with` then
/// its context managers, then `):`): its opener lost at the end of the
/// line above them, which began the bracket.
fn opened_above_its_lines(
    code: &str,
    lines: &Lines,
    at: usize,
    opener: &str,
    out: &mut Vec<Change>,
) {
    let line = lines.line_of(at);
    let indent = |n: usize| leading(lines.slice(code, n, n)).len();
    let text = lines.slice(code, line, line);
    if lines.start_of(line) + leading(text).len() != at || line < 3 {
        return;
    }
    let width = indent(line);
    let blank = |n: usize| lines.slice(code, n, n).trim().is_empty();
    let mut above = line - 1;
    while above > 1 && (blank(above) || indent(above) > width) {
        above -= 1;
    }
    if above + 1 < line && indent(above) == width && !blank(above) {
        let end = code_end(code, lines, above);
        // (After a keyword or an operator, spaced; after a name, a call's.)
        let before = &code[lines.start_of(above)..end];
        let last_word = before
            .rsplit(|c: char| !(c.is_alphanumeric() || c == '_'))
            .next();
        let called = last_word.is_some_and(|w| !w.is_empty() && !KEYWORDS.contains(&w))
            || before.ends_with([')', ']']);
        let put = if called {
            opener.to_string()
        } else {
            format!(" {opener}")
        };
        out.push(Change::new(end, end, &put, Kind::Insert));
    }
}
