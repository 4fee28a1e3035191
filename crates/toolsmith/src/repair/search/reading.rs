//! What an error and a change say to the search: which changes are
//! likely, which errors the tokenizer finds before the parser's, and when
//! a change reshapes lines that a window cannot judge.

use super::super::diagnosis::Diagnosis;
use super::super::edits::{Change, Lines, leading};
use super::super::ranking::inserted_at_line_end;

/// Errors the tokenizer finds as it reads, before the parser reports
/// what precedes them.
pub(super) fn tokenizer_error(error: &Diagnosis) -> bool {
    error.found_by_tokenizer()
}

/// A bracket still open at the end of the file.
pub(super) fn never_closed(error: &Diagnosis) -> bool {
    error.never_closed()
}

/// Whether every line of code after `line` is indented deeper than it: the
/// continuation of a bracket opened there, not statements after it.
pub(super) fn holds_the_rest(code: &str, lines: &Lines, line: usize) -> bool {
    let depth = leading(lines.slice(code, line, line)).len();
    (line + 1..=lines.count()).all(|n| {
        let text = lines.slice(code, n, n);
        let body = text.trim_start();
        body.is_empty() || body.starts_with('#') || text.len() - body.len() > depth
    })
}

/// Whether nothing but white space follows byte `at` in `code`.
pub(super) fn ends_the_code(code: &str, at: usize) -> bool {
    code[at..].trim().is_empty()
}

/// A closing bracket that matches no opener: CPython's tokenizer finds it,
/// before the parser's errors on the lines above.
pub(super) fn bracket_mismatch(error: &Diagnosis) -> bool {
    error.bracket_mismatch()
}

/// A change of lines rather than tokens: the window, cut from the text
/// before it, cannot judge it.
pub(super) fn reshapes(change: &Change) -> bool {
    change.kind.attributes().reshapes_lines
}

/// Whether `change`, a closer put at its line's end, leaves the element it
/// closes without the comma after it, both lost (`"b": {"c": 1` above
/// `"d": 2`): CPython names that element, on the change's line, having
/// read the next one, so the parser went past the change.
pub(super) fn leaves_its_comma_out(
    code: &str,
    lines: &Lines,
    change: &Change,
    (judged, line): (&Diagnosis, usize),
) -> bool {
    judged.lacks_a_comma()
        && change.inserts_a_closer()
        && inserted_at_line_end(code, change)
        && line == lines.line_of(change.end)
}
