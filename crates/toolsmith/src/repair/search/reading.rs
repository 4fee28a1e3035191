//! What an error and a change say to the search: which changes are
//! likely, which errors the tokenizer finds before the parser's, and when
//! a change reshapes lines that a window cannot judge.

use super::super::edits::{Change, Kind, Lines, is_name, leading};
use super::super::ranking::inserted_at_line_end;
use crate::python::SyntaxErrorInfo;

/// The changes that undo the mistakes people make most: a name CPython's
/// message gives, a closer, comma or colon put back, a keyword spelt
/// right, a line re-indented, a string closed, `=` made `==`.
pub(super) fn likely(code: &str, change: &Change, error: &SyntaxErrorInfo) -> bool {
    match change.kind {
        Kind::Python2
        | Kind::Quotes
        | Kind::Lookalike
        | Kind::Pasted
        | Kind::Keyword
        | Kind::CloseString
        | Kind::DictColon
        | Kind::Field
        | Kind::KeywordName
        | Kind::Body => true,
        // A line indented wrongly shows as an error of indentation (or of
        // tabs); elsewhere a re-indent that moves the error on is a guess.
        Kind::Reindent => error.message.contains("indent") || error.message.contains("tab"),
        Kind::Insert => {
            [":", ")", "]", "}", ","].contains(&change.text.as_str())
                || (change.text == "=" && lost_assignment(code, change.start))
        }
        Kind::Replace => matches!(
            (change.text.as_str(), code.get(change.start..change.end)),
            ("==", Some("=")) | (":", Some(";"))
        ),
        _ => false,
    }
}

/// Whether an `=` put at byte `at` stands between a statement's first
/// word, a bare name, and what follows it (`num1  8`): an assignment's
/// `=` lost.
fn lost_assignment(code: &str, at: usize) -> bool {
    let line_start = code[..at].rfind('\n').map_or(0, |i| i + 1);
    let name = code[line_start..at].trim();
    let rest = code[at..].trim_start_matches([' ', '\t']);
    is_name(name) && !rest.starts_with(['=', '\n', '#']) && !rest.is_empty()
}

/// Errors the tokenizer finds as it reads, before the parser reports
/// what precedes them.
pub(super) fn tokenizer_error(error: &SyntaxErrorInfo) -> bool {
    let message = error.message.as_str();
    // (Not a line's tabs: CPython raises that only when its parser reads
    // the line, as it does a dedent to no level.)
    message.starts_with("invalid character")
        || message.starts_with("unterminated ")
        || message.starts_with("invalid non-printable character")
        || message == "unexpected character after line continuation character"
        || message == "invalid decimal literal"
        || message.starts_with("leading zeros in decimal integer literals")
        || error.detail.starts_with("f-string: unterminated")
}

/// A bracket still open at the end of the file.
pub(super) fn never_closed(error: &SyntaxErrorInfo) -> bool {
    error.message.ends_with("' was never closed")
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
pub(super) fn bracket_mismatch(error: &SyntaxErrorInfo) -> bool {
    error.message.starts_with("unmatched '") || error.message.starts_with("closing parenthesis '")
}

/// A change of lines rather than tokens: the window, cut from the text
/// before it, cannot judge it.
pub(super) fn reshapes(change: &Change) -> bool {
    matches!(
        change.kind,
        Kind::Reindent
            | Kind::ReindentBlock
            | Kind::Body
            | Kind::SwapLines
            | Kind::Comment
            | Kind::CloseString
            | Kind::Pasted
    )
}

/// Whether `change`, a closer put at its line's end, leaves the element it
/// closes without the comma after it, both lost (`"b": {"c": 1` above
/// `"d": 2`): CPython names that element, on the change's line, having
/// read the next one, so the parser went past the change.
pub(super) fn leaves_its_comma_out(
    code: &str,
    lines: &Lines,
    change: &Change,
    (message, line): (&str, usize),
) -> bool {
    message.ends_with("Perhaps you forgot a comma?")
        && change.inserts_a_closer()
        && inserted_at_line_end(code, change)
        && line == lines.line_of(change.end)
}
