//! A line an editor, a form or a mail client wrapped inside a string
//! (`log.warning("... check the` then `        mount of /srv", d)`):
//! CPython finds the string unterminated on its first line. Joined again
//! where the next line closes it, the wrap's line break and the next line's
//! indentation taken away (rule `wrapped_line`).

use super::diagnosis::{Diagnosis, ErrorKind};
use super::edits::{Change, Kind, Lines, leading};

/// The error's line joined to the next where that closes the string left
/// open on it.
pub(super) fn wrapped_string_joined(
    code: &str,
    lines: &Lines,
    error: &Diagnosis,
    out: &mut Vec<Change>,
) {
    let line = error.line;
    if error.kind != ErrorKind::UnterminatedString || line == 0 || line >= lines.count() {
        return;
    }
    let opened = lines.offset(code, line, error.offset);
    let Some(quote) = code[opened..].chars().find(|c| *c == '"' || *c == '\'') else {
        return;
    };
    let next = lines.slice(code, line + 1, line + 1);
    let indent = leading(next).len();
    if !next[indent..].contains(quote) || next.trim().is_empty() {
        return;
    }
    let text = lines.slice(code, line, line);
    let content = text.trim_end_matches(['\n', '\r']);
    let end = lines.start_of(line) + content.len();
    // (Wrapped at a space, which the wrap may have kept or taken.)
    let space = if content.ends_with(' ') { "" } else { " " };
    out.push(Change::new(
        end,
        lines.start_of(line + 1) + indent,
        space,
        Kind::WrappedLine,
    ));
}

#[cfg(test)]
mod tests {
    use super::super::edits::applied::at_error;
    use super::*;

    #[test]
    fn a_string_wrapped_by_an_editor_is_one_line_again() {
        let code = "def f(d):\n    log.warning(\"on the root filesystem, check the \n        mount of /srv\", d)\n";
        assert_eq!(
            at_error(code, |c, _, l, e, o| wrapped_string_joined(c, l, e, o)),
            [
                "def f(d):\n    log.warning(\"on the root filesystem, check the mount of /srv\", d)\n"
            ]
        );
        let code = "msg = 'a long\n    text'\n";
        assert_eq!(
            at_error(code, |c, _, l, e, o| wrapped_string_joined(c, l, e, o)),
            ["msg = 'a long text'\n"]
        );
        // (Not where the next line does not close it.)
        let code = "msg = 'a long\nx = 1\n";
        assert!(at_error(code, |c, _, l, e, o| wrapped_string_joined(c, l, e, o)).is_empty());
    }
}
