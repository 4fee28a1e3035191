//! A block's header lost or left at the wrong depth while its body kept
//! its place. A `try:` line deleted (a fixture's `try:` above `yield`):
//! its body stands indented under a statement, CPython says `unexpected
//! indent`, and the `except` or `finally` below at the statement's depth
//! names the header that was there (rule `try_lost`). A header moved to a
//! shallower line (a test method's `def` at column 0 inside its class, its
//! body where it was): the next line at the class's depth does not match
//! any level; the header goes back to that depth (rule `header_dedented`).

use super::diagnosis::{Diagnosis, ErrorKind};
use super::edits::{Change, Kind, Lines, columns, first_word, holds_code, leading, opens_block};

/// Line `n`'s indentation in columns.
fn width(code: &str, lines: &Lines, n: usize) -> usize {
    columns(leading(lines.slice(code, n, n)))
}

/// The nearest line of code before line `line`.
fn code_line_before(code: &str, lines: &Lines, line: usize) -> Option<usize> {
    (1..line)
        .rev()
        .find(|&n| holds_code(lines.slice(code, n, n)))
}

/// A `try:` put above line `line`, if `error` is an unexpected indent there
/// and the indented lines end at an `except` or `finally` as deep as the
/// line above them.
pub(super) fn try_lost(code: &str, lines: &Lines, error: &Diagnosis, out: &mut Vec<Change>) {
    let line = error.line;
    if error.kind != ErrorKind::UnexpectedIndent || line > lines.count() {
        return;
    }
    let Some(above) = code_line_before(code, lines, line) else {
        return;
    };
    let (outer, inner) = (width(code, lines, above), width(code, lines, line));
    if inner <= outer {
        return;
    }
    let Some(end) = (line + 1..=lines.count())
        .find(|&n| holds_code(lines.slice(code, n, n)) && width(code, lines, n) <= outer)
    else {
        return;
    };
    let clause = lines.slice(code, end, end).trim_start();
    if width(code, lines, end) != outer || !matches!(first_word(clause), "except" | "finally") {
        return;
    }
    let indent = leading(lines.slice(code, end, end));
    let at = lines.start_of(line);
    out.push(Change::new(
        at,
        at,
        &format!("{indent}try:\n"),
        Kind::TryLost,
    ));
}

/// The header above line `line` put back at its depth, if `error` is an
/// unindent matching no level there, and the nearest shallower line above
/// is a header whose body stands deeper than line `line`, among lines at
/// least as deep.
pub(super) fn header_dedented(code: &str, lines: &Lines, error: &Diagnosis, out: &mut Vec<Change>) {
    let line = error.line;
    if error.kind != ErrorKind::UnindentMismatch || line > lines.count() {
        return;
    }
    let depth = width(code, lines, line);
    let Some(header) = (1..line)
        .rev()
        .find(|&n| holds_code(lines.slice(code, n, n)) && width(code, lines, n) < depth)
    else {
        return;
    };
    let text = lines.slice(code, header, header);
    let trimmed = text.trim();
    if !opens_block(trimmed) || !trimmed.ends_with(':') {
        return;
    }
    let body = (header + 1..line).find(|&n| holds_code(lines.slice(code, n, n)));
    if body.is_none_or(|b| width(code, lines, b) <= depth) {
        return;
    }
    // The lines before the header stand at the depth it left (or deeper),
    // and a header of its kind stands at that depth above: it was one of
    // its siblings. (A body indented too deep above a line shows the same
    // unindent; its header's siblings stand shallower.)
    let Some(before) = code_line_before(code, lines, header) else {
        return;
    };
    let word = first_word(trimmed);
    let was_there = (1..header).any(|n| {
        let above = lines.slice(code, n, n);
        holds_code(above) && width(code, lines, n) == depth && first_word(above.trim()) == word
    });
    if width(code, lines, before) < depth || !was_there {
        return;
    }
    let start = lines.start_of(header);
    let indent = leading(lines.slice(code, line, line));
    out.push(Change::new(
        start,
        start + leading(text).len(),
        indent,
        Kind::HeaderDedented,
    ));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::python::{DEFAULT_TARGET, validate};

    fn repaired(code: &str, rule: fn(&str, &Lines, &Diagnosis, &mut Vec<Change>)) -> Vec<String> {
        let Err(error) = validate(code, DEFAULT_TARGET) else {
            return Vec::new();
        };
        let error = Diagnosis::read(error);
        let mut out = Vec::new();
        rule(code, &Lines::of(code), &error, &mut out);
        out.iter().map(|c| c.apply(code)).collect()
    }

    #[test]
    fn a_try_is_put_above_a_body_its_except_names() {
        let code =
            "def f(con):\n    con.open()\n        yield con\n    finally:\n        con.close()\n";
        assert_eq!(
            repaired(code, try_lost),
            [
                "def f(con):\n    con.open()\n    try:\n        yield con\n    finally:\n        con.close()\n"
            ]
        );
        // An indented block that ends at anything else: no `try` named.
        let code = "def f(con):\n    con.open()\n        yield con\n    con.close()\n";
        assert!(repaired(code, try_lost).is_empty());
    }

    #[test]
    fn a_method_header_at_column_zero_goes_back_into_its_class() {
        let code = "class T:\n    def a(self):\n        pass\n\ndef b(self):\n        return 1\n\n    def c(self):\n        pass\n";
        // A body line indented too deep: its header stays.
        let deep = "class T:\n    def a(self):\n        pass\n\n    def b(self):\n            x = 1\n        def c():\n            pass\n";
        assert!(repaired(deep, header_dedented).is_empty());
        assert_eq!(
            repaired(code, header_dedented),
            [
                "class T:\n    def a(self):\n        pass\n\n    def b(self):\n        return 1\n\n    def c(self):\n        pass\n"
            ]
        );
    }
}
