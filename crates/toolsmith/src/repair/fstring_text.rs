//! What a change does to an f-string's text or a line's comment, read by
//! the cost ([`super::cost`]): a format spec made the string's text (a
//! field closed before its `:`), code made a format spec (a `:` put before
//! it), a comment made a string's text or a field's spec.

use super::edits::{Change, Kind};
use super::layout::puts_back_a_quote;

/// An f-string's field closed before its `:` or `!` (`{x}:.2f`,
/// `{x.f}():.2f`): its format spec (and what stood before it) made the
/// string's text. Or a `:` put in a field before code in brackets or
/// quotes (`{prices:[k:,.2f}`): that code made its format spec.
pub(super) fn spec_made_text(before: &str, change: &Change) -> bool {
    if change.text == ":" && change.start == change.end {
        return in_an_f_string(&before[..change.start]) && code_made_spec(&before[change.start..]);
    }
    if change.text != "}" || change.kind == Kind::Field {
        return false;
    }
    let line_start = before[..change.start].rfind('\n').map_or(0, |i| i + 1);
    let left = &before[line_start..change.start];
    if !(left.contains("f\"") || left.contains("f'")) {
        return false;
    }
    // The rest of the field: brackets skipped, a quote outside them ends
    // the string.
    let mut depth = 0usize;
    let mut rest = before[change.start..].chars().peekable();
    while let Some(c) = rest.next() {
        match c {
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' if depth > 0 => depth -= 1,
            ')' | ']' | '}' | '"' | '\'' | '\n' if depth == 0 => return false,
            ':' if depth == 0 => return rest.peek() != Some(&':'),
            '!' if depth == 0 => return rest.peek() != Some(&'='),
            _ => {}
        }
    }
    false
}

/// Whether `rest`, after a `:` put in a field, holds brackets or quotes
/// before the field's `}`: code, which no format spec holds.
fn code_made_spec(rest: &str) -> bool {
    for c in rest.chars() {
        match c {
            '}' | '\n' => return false,
            '(' | '[' | ')' | ']' | '"' | '\'' => return true,
            _ => {}
        }
    }
    false
}

/// A quote put back after what reads as the line's comment (`'i: 1,  #
/// inches`): the comment would become the string's text.
/// Or a `:` put before a comment in an f-string's field: the comment
/// would become its format spec.
pub(super) fn swallows_comment(before: &str, change: &Change) -> bool {
    if change.text == ":" && change.start == change.end {
        let comment_next = before[change.start..]
            .trim_start_matches([' ', '\t'])
            .starts_with('#');
        return comment_next && in_an_f_string(&before[..change.start]);
    }
    if !puts_back_a_quote(change) {
        return false;
    }
    let line_start = before[..change.start].rfind('\n').map_or(0, |i| i + 1);
    let left = &before[line_start..change.start];
    left.rfind(change.text.as_str())
        .is_some_and(|open| left[open + 1..].contains(" #"))
}

/// Whether `left` ends inside an f-string: a triple-quoted one opened
/// and not closed, or one opened on its last line.
fn in_an_f_string(left: &str) -> bool {
    let line = &left[left.rfind('\n').map_or(0, |i| i + 1)..];
    let open_on_line = ["f\"", "f'"].iter().any(|quote| {
        line.rfind(quote)
            .is_some_and(|at| !line[at + 2..].contains(&quote[1..]))
    });
    open_on_line
        || ["f\"\"\"", "f'''"].iter().any(|quote| {
            left.rfind(quote)
                .is_some_and(|at| !left[at + 4..].contains(&quote[1..]))
        })
}
