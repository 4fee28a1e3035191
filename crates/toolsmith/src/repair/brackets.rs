//! Brackets lost, doubled or mismatched, which CPython reports away from
//! the slip: a bracket never closed at its opener, one never opened at its
//! closer, a mismatch at the closer with the opener's line named, and a
//! comma lost after a bracketed value at the value's start.

use ruff_python_ast::token::TokenKind;

use super::diagnosis::{Diagnosis, ErrorKind};
use super::edits::{
    Change, Kind, Lines, Token, code_tokens_of, ends_its_line, leading, next_code_line,
    open_brackets,
};
use super::pairs::{CLOSER_REACH, closer_of, opener_of};
use super::unmatched::code_end;

/// Lines after a bracket's opener searched for a line that starts where
/// its closer was (a comma or nothing left on the line).
const BARE_LINE_REACH: usize = 400;
/// Lines before an unmatched closer where a doubled closer may be.
const DOUBLED_REACH: usize = 12;

/// Every bracket repair worth trying for `error` at byte `at`.
pub(super) fn brackets(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    error: &Diagnosis,
    at: usize,
    out: &mut Vec<Change>,
) {
    let named = error.bracket;
    if let Some(closer) = named.filter(|_| error.never_closed()).and_then(closer_of) {
        closers(code, tokens, lines, at, closer, out);
        quotes_lost_inside(code, lines, at, out);
        super::groups::closed_before_a_keyword(code, tokens, lines, at, out);
    } else if let Some((opened, closer)) = open_at(code, tokens, at)
        && (lines.line_of(opened) < error.line
            || names_a_value_over_lines(error, tokens, lines, at))
    {
        // A bracket left open lines before: CPython reads on, and fails
        // where the next statement cannot continue the bracket's content.
        // (Or opened on the line of a value spanning lines that CPython
        // says lacks a comma after it: `append({` over a dict's entries,
        // whose `)` after the `}` was lost, above the next statement.)
        closers(code, tokens, lines, opened, closer, out);
    }
    if let Some(closer) = named.filter(|_| error.kind == ErrorKind::Unmatched) {
        if let Some(opener) = opener_of(closer) {
            super::unmatched::openers_lost(code, tokens, lines, at, (opener, closer), out);
        }
        doubled_closers(code, tokens, lines, at, closer, out);
    }
    // "closing parenthesis ']' does not match opening parenthesis '(' on line 411"
    if error.kind == ErrorKind::MismatchedCloser
        && let (Some(closing), Some(opening), Some(line)) =
            (error.bracket, error.opener, error.named_line)
    {
        mismatched(code, tokens, lines, at, (opening, closing), line, out);
    }
    if error.kind == ErrorKind::ForgotComma {
        comma_after_value(tokens, at, out);
    }
}

/// A bracket opened at `at` and never closed: its closer at the end of each
/// line just after it, and where a later line starts with what followed
/// its closer (a comma) or holds nothing but indentation.
fn closers(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    at: usize,
    closer: &str,
    out: &mut Vec<Change>,
) {
    let first = lines.line_of(at);
    for place in super::groups::closers_of_groups(code, tokens, lines, at) {
        out.push(Change::new(place, place, ")", Kind::Insert));
    }
    for line in first..(first + CLOSER_REACH).min(lines.count() + 1) {
        let end = code_end(code, lines, line);
        if end > at {
            out.push(Change::new(end, end, closer, Kind::Insert));
            // An element of a display, its own bracket left open: closed
            // before the comma that ends it (`"k": {"a": 1},` lacking `}`).
            let opens_more = || {
                let on_line = code_tokens_of(tokens, lines, line);
                balance(on_line.iter().map(|(_, t)| t)) > 0
            };
            if code[..end].ends_with(',') && end - 1 > at && opens_more() {
                out.push(Change::new(end - 1, end - 1, closer, Kind::Insert));
            }
        }
    }
    let opener_indent = leading(lines.slice(code, first, first)).len();
    let reach = (first + BARE_LINE_REACH).min(lines.count() + 1);
    for line in first + 1..reach {
        let text = lines.slice(code, line, line);
        let body = text.trim_start_matches([' ', '\t']);
        let place = lines.start_of(line) + (text.len() - body.len());
        let bare = body.trim().is_empty() && !text.trim_end_matches(['\n', '\r']).is_empty();
        if body.starts_with(',') || bare {
            out.push(Change::new(place, place, closer, Kind::Insert));
        }
        // The first statement back at the opener's indentation: the
        // bracket closed before it, on a line of its own or at the end of
        // the last line of code.
        if back_at_its_indentation(text, opener_indent) {
            let mut before = line - 1;
            loop {
                let text = lines.slice(code, before, before).trim();
                if before <= first || !(text.is_empty() || text.starts_with('#')) {
                    break;
                }
                if text.is_empty() {
                    let blank = lines.start_of(before);
                    out.push(Change::new(blank, blank, closer, Kind::Insert));
                }
                before -= 1;
            }
            let end = code_end(code, lines, before);
            out.push(Change::new(end, end, closer, Kind::Insert));
            // The statement cut off with brackets inside the one named
            // (`sorted(xs, key=lambda e: (e.a, e.b)` at a function's end):
            // every one still open there closed, innermost first.
            let open = open_brackets(tokens, end);
            if open.len() > 1 {
                let all: String = open
                    .iter()
                    .rev()
                    .filter_map(|&at| closer_of(code.get(at..at + 1)?))
                    .collect();
                out.push(Change::new(end, end, &all, Kind::Insert));
            }
            break;
        }
    }
}

/// Whether line `text` is a statement back at (or before) `indent`, the
/// indentation of a bracket's line: code that is neither a comment nor a
/// closer's line, so not the bracket's content.
pub(super) fn back_at_its_indentation(text: &str, indent: usize) -> bool {
    let body = text.trim_start_matches([' ', '\t']);
    !body.trim().is_empty()
        && !body.starts_with(['#', ')', ']', '}'])
        && leading(text).len() <= indent
}

/// Whether `change` closes a bracket that ends its line, with nothing in
/// it, while the next line of code is indented deeper than the bracket's:
/// that line is the bracket's content, which the closer strands
/// (`MAPA = {}` above the dict's entries).
pub(super) fn empties_a_hanging_bracket(code: &str, lines: &Lines, change: &Change) -> bool {
    if change.start != change.end || opener_of(&change.text).is_none() {
        return false;
    }
    let before = code[..change.start].trim_end_matches([' ', '\t']);
    if !before.ends_with(['(', '[', '{'])
        || !code[change.end..]
            .trim_start_matches([' ', '\t'])
            .starts_with(['\n', '\r', '#'])
    {
        return false;
    }
    let line = lines.line_of(change.start);
    let indent = leading(lines.slice(code, line, line)).len();
    next_code_line(code, lines, change.start).is_some_and(|text| leading(text).len() > indent)
}

/// A bracket opened at `at` and never closed because a string's closing
/// quote inside it was lost: the line's other quotes then pair the wrong
/// way round, so that its closer is taken into a string and no string is
/// left open (`('a%s) % {'k': 1}`). On each line it holds with an odd
/// number of one quote, that quote before each closer, comma or colon.
fn quotes_lost_inside(code: &str, lines: &Lines, at: usize, out: &mut Vec<Change>) {
    let first = lines.line_of(at);
    for line in first..(first + CLOSER_REACH).min(lines.count() + 1) {
        let (start, end) = (lines.start_of(line), code_end(code, lines, line));
        let text = &code[start.max(at + 1).min(end)..end];
        for quote in ['\'', '"'] {
            if text.matches(quote).count() % 2 == 0 {
                continue;
            }
            let quote = quote.to_string();
            for (i, c) in text.char_indices() {
                if ")]},:".contains(c) {
                    let place = end - text.len() + i;
                    out.push(Change::new(place, place, &quote, Kind::CloseString));
                }
            }
        }
    }
}

/// The innermost bracket still open at byte `at`: where it opened, and the
/// closer it wants.
pub(super) fn open_at(code: &str, tokens: &[Token], at: usize) -> Option<(usize, &'static str)> {
    let opened = open_brackets(tokens, at).pop()?;
    Some((opened, closer_of(code.get(opened..opened + 1)?)?))
}

/// Whether a closer put in at `place`, the end of its line's code, closes
/// a bracket where its lines end by their indentation: the next line of
/// code is indented no deeper than the line the bracket opened on, and
/// begins with no closer of its own (`.sort_values(x` above `.round(2)`;
/// not `("b", 2),` above `)`).
pub(super) fn closes_where_its_lines_end(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    place: usize,
) -> bool {
    if !ends_its_line(code, place) {
        return false;
    }
    let Some((opened, _)) = open_at(code, tokens, place) else {
        return false;
    };
    let opened_line = lines.slice(code, lines.line_of(opened), lines.line_of(opened));
    next_code_line(code, lines, place).is_some_and(|text| {
        leading(text).len() <= leading(opened_line).len()
            && !text.trim_start().starts_with([')', ']', '}'])
    })
}

/// A closer at `at` that nothing opened because a closer of the same kind
/// a few lines before was typed twice: each of those taken away.
fn doubled_closers(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    at: usize,
    closer: &str,
    out: &mut Vec<Change>,
) {
    let from = lines.start_of(lines.line_of(at).saturating_sub(DOUBLED_REACH).max(1));
    for &(_, start, end) in tokens.iter().filter(|t| t.1 >= from && t.1 < at) {
        if &code[start..end] == closer {
            out.push(Change::new(start, end, "", Kind::Delete));
        }
    }
}

/// A closer that does not match the opener on line `opener_line`: the
/// opener's own closer lost at the end of a line between them, the
/// closer's own opener lost there, or the closer typed twice.
fn mismatched(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    at: usize,
    (opening, closing): (&str, &str),
    opener_line: usize,
    out: &mut Vec<Change>,
) {
    let last = lines.line_of(at);
    let first = opener_line.max(last.saturating_sub(CLOSER_REACH)).max(1);
    for line in first..=last {
        let end = code_end(code, lines, line);
        if end >= at {
            break;
        }
        if let Some(closer) = closer_of(opening) {
            out.push(Change::new(end, end, closer, Kind::Insert));
        }
        if let Some(opener) = opener_of(closing) {
            out.push(Change::new(end, end, opener, Kind::Insert));
        }
    }
    if let Some(closer) = closer_of(opening) {
        out.push(Change::new(at, at, closer, Kind::Insert));
    }
    if let Some(opener) = opener_of(closing) {
        super::unmatched::opened_at_its_rows_start(code, lines, at, opener, out);
        // The opener typed as another bracket: what it holds was written
        // for the closer's (a dict's entries after `AKUN = (`).
        if let Some(&open) = open_brackets(tokens, at).last()
            && lines.line_of(open) == opener_line
            && code[open..].starts_with(opening)
        {
            out.push(Change::new(
                open,
                open + opening.len(),
                opener,
                Kind::Replace,
            ));
        }
    }
    doubled_closers(code, tokens, lines, at + 1, closing, out);
}

/// Whether `error` is CPython's "Perhaps you forgot a comma?" at a value
/// (at byte `at`) that ends on a later line than it starts.
fn names_a_value_over_lines(error: &Diagnosis, tokens: &[Token], lines: &Lines, at: usize) -> bool {
    error.kind == ErrorKind::ForgotComma
        && value_end(tokens, at).is_some_and(|end| lines.line_of(end) > lines.line_of(at))
}

/// Where the value starting at byte `at` ends: its names, dots, literals
/// and bracketed parts (`f(...)[...]`, `{...}`), up to the first other
/// token outside its brackets. `None` if a bracket of it is never closed.
pub(super) fn value_end(tokens: &[Token], at: usize) -> Option<usize> {
    let first = tokens.iter().position(|t| t.1 >= at)?;
    let mut depth = 0usize;
    let mut end = None;
    for &(kind, _, to) in &tokens[first..] {
        match kind {
            TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace => depth += 1,
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace => {
                depth = depth.checked_sub(1)?;
            }
            TokenKind::NonLogicalNewline | TokenKind::Comment if depth > 0 => continue,
            TokenKind::Name
            | TokenKind::Dot
            | TokenKind::String
            | TokenKind::Int
            | TokenKind::Float => {}
            _ if depth == 0 => return end,
            _ => {}
        }
        if depth == 0 {
            end = Some(to);
        }
    }
    None
}

/// A comma lost after a value that spans brackets (`[...]` then `'key':`):
/// CPython points at the value's start; the comma goes after each of its
/// bracketed parts (`f(...)`, `f(...)[...]`).
fn comma_after_value(tokens: &[Token], at: usize, out: &mut Vec<Change>) {
    let Some(first) = tokens.iter().position(|t| t.1 >= at) else {
        return;
    };
    let mut depth = 0usize;
    let mut parts = 0;
    for &(kind, _, end) in &tokens[first..] {
        match kind {
            TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace => depth += 1,
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace => {
                let Some(outer) = depth.checked_sub(1) else {
                    return;
                };
                depth = outer;
                if depth == 0 {
                    out.push(Change::new(end, end, ",", Kind::Insert));
                    parts += 1;
                    if parts == 3 {
                        return;
                    }
                }
            }
            TokenKind::Newline | TokenKind::EndOfFile => return,
            TokenKind::Name | TokenKind::Dot | TokenKind::String | TokenKind::Int => {}
            _ if depth == 0 => return,
            _ => {}
        }
    }
}
/// Whether line `line` of `code` has more closing brackets than opening
/// ones: a closer of its own too many, not one another line lacks. (A
/// line of closers alone closes a display or a call over lines, as its
/// author meant.)
pub(super) fn closes_more_than_it_opens(code: &str, line: usize) -> bool {
    let lines = Lines::of(code);
    let tokens = super::edits::tokens(code);
    let on_line: Vec<Token> = code_tokens_of(&tokens, &lines, line)
        .into_iter()
        .map(|(_, t)| t)
        .collect();
    let closers_alone = on_line.iter().all(|t| {
        matches!(
            t.0,
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace | TokenKind::Comma
        )
    });
    if closers_alone {
        return false;
    }
    balance(&on_line) < 0
}

/// Brackets opened less brackets closed among `tokens`.
fn balance<'a>(tokens: impl IntoIterator<Item = &'a Token>) -> isize {
    tokens
        .into_iter()
        .map(|t| match t.0 {
            TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace => 1,
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace => -1,
            _ => 0,
        })
        .sum()
}

#[cfg(test)]
mod tests {
    use super::super::edits::applied::at_error;
    use super::*;

    #[test]
    fn an_opener_typed_as_another_bracket_is_its_closers() {
        let code =
            "AKUN = (\n    \"1-100\": (\"Kas\", \"D\"),\n    \"2-100\": (\"Utang\", \"K\"),\n}\n";
        let made = at_error(code, |code, tokens, lines, error, out| {
            let at = lines.offset(code, error.line, error.offset);
            brackets(code, tokens, lines, error, at, out);
        });
        assert!(made.contains(&code.replacen("AKUN = (", "AKUN = {", 1)));
    }
}
