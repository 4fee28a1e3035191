//! A closer lost where the lines' indentation says a bracket's content
//! ended: the next entry of a dict of dicts at the inner `{`'s line's
//! indentation with no `},` before it, a call's next argument aligned
//! under the call's `(` while a list opened on the line above is still
//! open (`run(["df", str(p),` above `check=True)`). CPython reads on and
//! fails at a later closer (or says the outer bracket was never closed);
//! one closer at the end of the outer bracket compiles too, but nests the
//! entries that follow in the inner one. The closers the indentation
//! names are put back where its content ends: on a line of their own
//! (rule `closer_by_indentation`), or at the end of a line's code, where
//! any closer put in is priced alike (a plain insert).

use super::diagnosis::Diagnosis;
use super::edits::{
    Change, Kind, Lines, Token, columns, ends_its_line, layout, leading, line_ending,
};
use super::pairs::{closer_of, closes, opens};

/// How many lines either side of the error are read for a line whose
/// indentation disagrees with the brackets open at its start.
const REACH: usize = 80;

/// A bracket open at a line's start, as its indentation reads it.
struct Open {
    at: usize,
    /// The indentation of the line it opened on, in columns.
    line_indent: usize,
    /// Its column (characters before it on its line).
    column: usize,
    /// Nothing but a comment follows it on its line.
    hanging: bool,
}

/// For each line near the error that starts inside brackets its
/// indentation places it outside of, the closers of those brackets put
/// back where their content ended.
pub(super) fn closer_by_indentation(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    error: &Diagnosis,
    out: &mut Vec<Change>,
) {
    let lo = error.line.saturating_sub(REACH).max(1);
    let hi = error.line + REACH;
    let mut stack: Vec<Open> = Vec::new();
    let mut previous: Option<Token> = None;
    // Each line's first token, read with the brackets open before it.
    for &token in tokens {
        if layout(token.0) {
            continue;
        }
        let line = lines.line_of(token.1);
        if let Some(before) = previous
            && lines.line_of(before.2.saturating_sub(1)) < line
            && (lo..=hi).contains(&line)
            && !stack.is_empty()
            && !closes(token.0)
            && let Some(change) = closers_before(code, lines, &stack, token, before)
        {
            out.push(change);
        }
        if opens(token.0) {
            stack.push(read_open(code, lines, token.1));
        } else if closes(token.0) {
            stack.pop();
        }
        previous = Some(token);
        if line > hi {
            break;
        }
    }
}

fn read_open(code: &str, lines: &Lines, at: usize) -> Open {
    let line = lines.line_of(at);
    let start = lines.start_of(line);
    let text = lines.slice(code, line, line);
    Open {
        at,
        line_indent: columns(leading(text)),
        column: code.get(start..at).map_or(0, |s| s.chars().count()),
        hanging: ends_its_line(code, at + 1),
    }
}

/// The line starting with `first` (the code before it ending with
/// `before`), inside the brackets `open`: where the indentation places it
/// outside the innermost ones, their closers put back.
fn closers_before(
    code: &str,
    lines: &Lines,
    open: &[Open],
    first: Token,
    before: Token,
) -> Option<Change> {
    let line = lines.line_of(first.1);
    let indent = columns(leading(lines.slice(code, line, line)));
    let word = code.get(first.1..first.2).unwrap_or("");
    // The bracket the line belongs to: one it lines up under (one
    // character after it), the brackets opened after it on one line
    // closed; or the innermost whose line is indented less. (None: the
    // line is a statement of its own, and the bracket left open is
    // `brackets`' to close, at any line's end. A line that starts with a
    // closer says only that the closers lost are somewhere above it.)
    let owner = match open.iter().rposition(|o| o.column + 1 == indent) {
        Some(at) if open[at + 1..].iter().all(|o| !o.hanging) => at,
        Some(_) => return None,
        None => open.iter().rposition(|o| indent > o.line_indent)?,
    };
    let closed = &open[owner + 1..];
    let innermost = closed.last()?;
    // A hanging bracket's content is its deeper lines: one must be there.
    if innermost.hanging && lines.line_of(before.2.saturating_sub(1)) <= lines.line_of(innermost.at)
    {
        return None;
    }
    let closers: String = closed
        .iter()
        .rev()
        .filter_map(|o| closer_of(code.get(o.at..o.at + 1)?))
        .collect();
    let an_element = !continues_an_expression(word);
    if innermost.hanging {
        // The closers on a line of their own, at the indentation of the
        // line the outermost of them opened on.
        let last = lines.line_of(before.2.saturating_sub(1));
        let place = lines.start_of(last + 1);
        let outermost = lines.line_of(closed.first()?.at);
        let indent = leading(lines.slice(code, outermost, outermost));
        let newline = line_ending(lines.slice(code, last, last));
        let comma = if an_element { "," } else { "" };
        let text = format!("{indent}{closers}{comma}{newline}");
        return Some(Change::new(place, place, &text, Kind::CloserByIndentation));
    }
    // Closed where the last line's code ends, before the comma that ends
    // an element: a closer put in, as any other is (priced by the same
    // features of where it stands).
    let place = if &code[before.1..before.2] == "," {
        before.1
    } else {
        before.2
    };
    Some(Change::new(place, place, &closers, Kind::Insert))
}

/// Whether a line starting with `word` continues the expression above it
/// rather than starting the next element (no comma goes before it).
fn continues_an_expression(word: &str) -> bool {
    matches!(
        word,
        "and"
            | "or"
            | "if"
            | "else"
            | "for"
            | "async"
            | "in"
            | "is"
            | "."
            | "=="
            | "!="
            | "<"
            | ">"
            | "<="
            | ">="
            | "|"
            | "&"
            | "^"
            | "@"
            | "/"
            | "//"
            | "%"
            | "+"
            | "-"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn given(code: &str) -> Vec<String> {
        super::super::edits::applied::at_error(code, closer_by_indentation)
    }

    #[test]
    fn the_next_entry_at_the_inner_brackets_indentation_closes_it() {
        let meant = "T = {\n    \"a\": {\n        \"x\": 1,\n    },\n    \"b\": {\n        \"x\": 2,\n    },\n}\n";
        let broken = meant.replacen("        \"x\": 1,\n    },\n", "        \"x\": 1,\n", 1);
        assert!(given(&broken).contains(&meant.to_string()));
    }

    #[test]
    fn a_line_aligned_under_a_call_closes_the_list_opened_after_it() {
        let meant = "out = run([\"df\", str(p)],\n          check=True)\n";
        let broken = meant.replace("str(p)],", "str(p),");
        assert!(given(&broken).contains(&meant.to_string()));
    }

    #[test]
    fn lines_inside_their_brackets_are_left() {
        let code = "T = {\n    \"a\": {\n        \"x\": 1,\n    },\n    \"b\": [1,\n          2],\n}\nprint(T\n";
        assert!(given(code).is_empty());
    }
}
