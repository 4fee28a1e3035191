//! A triple-quoted string whose closing quotes were lost (a docstring,
//! most often the module's): it runs on to the next triple quote, the
//! next docstring's opening, and from there every triple quote pairs the
//! wrong way until the last one opens a string that never ends. CPython
//! reports that last one, far below. The string's own text shows where it
//! meant to end: before the first line in it that reads as code (a `def`,
//! a `class`, an import, a decorator) at or left of the string's own
//! indentation. Its quotes are put back at the end of the prose before it.

use ruff_python_ast::token::TokenKind;

use super::diagnosis::{Diagnosis, ErrorKind};
use super::edits::{Change, Kind, Lines, Token, first_word, holds_code, leading, string_body};

/// The quotes put back in each triple-quoted string before the error
/// that swallowed a line of code. (Whatever the error: an even number of
/// triple quotes after the lost one leaves prose as code, `invalid
/// syntax`, rather than a string left open.)
pub(super) fn lost_docstring_ends(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    error: &Diagnosis,
    out: &mut Vec<Change>,
) {
    let error_start = lines.start_of(error.line);
    // The string CPython finds left open may be the one that lost them,
    // when no triple quote follows: it runs to the file's end.
    if error.kind == ErrorKind::UnterminatedOther {
        let at = lines.offset(code, error.line, error.offset);
        if let Some(quotes) = triple_quotes(&code[at..])
            && let Some((end_at, written)) =
                where_it_meant_to_end(code, lines, at, code.len(), quotes)
            && !closed_with_a_triple_quote(code, end_at)
        {
            out.push(Change::new(
                end_at,
                end_at,
                &written,
                Kind::LostDocstringEnd,
            ));
        }
    }
    for &(kind, start, end) in tokens.iter().take_while(|t| t.1 < error_start) {
        if kind != TokenKind::String {
            continue;
        }
        let Some(quotes) = triple_quotes(&code[start..end]) else {
            continue;
        };
        if let Some((at, written)) = where_it_meant_to_end(code, lines, start, end, quotes)
            && !closed_with_a_triple_quote(code, at)
        {
            out.push(Change::new(at, at, &written, Kind::LostDocstringEnd));
        }
    }
}

/// A triple-quoted string whose first line ends one quote short (`"""Doc.""`),
/// or whose closing line starts so (`"")` below an SQL script): it runs on
/// to the next triple quote, reported there or further. Its third quote
/// put back (rule `docstring_quote_short`), for each such string before
/// the error, or the one CPython finds left open.
pub(super) fn docstring_quote_short(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    error: &Diagnosis,
    out: &mut Vec<Change>,
) {
    let error_end = lines.end_of(error.line.min(lines.count()));
    let mut starts: Vec<usize> = tokens
        .iter()
        .take_while(|t| t.1 < error_end)
        .filter(|t| t.0 == TokenKind::String)
        .map(|t| t.1)
        .collect();
    if error.kind == ErrorKind::UnterminatedOther {
        starts.push(lines.offset(code, error.line, error.offset));
    }
    starts.sort_unstable();
    starts.dedup();
    for start in starts {
        let line = lines.line_of(start);
        let Some(quotes) = triple_quotes(&code[start..lines.end_of(line)]) else {
            continue;
        };
        let text = lines.slice(code, line, line).trim_end();
        let opened = &code[start..lines.start_of(line) + text.len()];
        let rest = &opened[opened.find(quotes).map_or(0, |i| i + 3)..];
        if rest.len() > 2 && rest.ends_with(&quotes[..2]) && !rest.contains(quotes) {
            let at = lines.start_of(line) + text.len();
            out.push(Change::new(at, at, &quotes[..1], Kind::DocstringQuoteShort));
        } else if !rest.contains(quotes) {
            closing_line_short(code, lines, line, quotes, out);
        }
    }
}

/// How many lines below a triple-quoted string's first line its closing
/// line is looked for.
const CLOSING_LINE_REACH: usize = 200;

/// The first line below line `first` (a triple-quoted string's, left
/// open there) that starts with two of its three closing quotes and then
/// ends its statement's bracket or element (`"")`, `"",`, `""`): the
/// third quote put back.
fn closing_line_short(
    code: &str,
    lines: &Lines,
    first: usize,
    quotes: &str,
    out: &mut Vec<Change>,
) {
    let last = (first + CLOSING_LINE_REACH).min(lines.count());
    for line in first + 1..=last {
        let text = lines.slice(code, line, line);
        let body = text.trim_start_matches([' ', '\t']);
        if body.contains(quotes) {
            return;
        }
        let Some(after) = body.strip_prefix(&quotes[..2]) else {
            continue;
        };
        let after = after.trim_end();
        if after.is_empty() || after.starts_with([')', ']', '}', ',', '.', ';']) {
            let at = lines.start_of(line) + (text.len() - body.len());
            out.push(Change::new(at, at, &quotes[..1], Kind::DocstringQuoteShort));
            return;
        }
    }
}

/// Whether the text before `at` ends in a triple quote: the string was
/// closed there with the other one ([`closed_with_the_other_quotes`]).
fn closed_with_a_triple_quote(code: &str, at: usize) -> bool {
    let before = code[..at].trim_end();
    before.ends_with("\"\"\"") || before.ends_with("\'\'\'")
}

/// The triple quote a string token opens with, after its prefix.
fn triple_quotes(token: &str) -> Option<&'static str> {
    let body = string_body(token);
    ["\"\"\"", "'''"]
        .into_iter()
        .find(|quotes| body.starts_with(quotes))
}

/// Where the quotes go and how they are written, if one of the string's
/// lines (its first excepted) is code: after the last line of prose before
/// it, on a line of their own at the string's indentation (a docstring of
/// several lines ends so), or on its first line if that is all its prose.
fn where_it_meant_to_end(
    code: &str,
    lines: &Lines,
    start: usize,
    end: usize,
    quotes: &str,
) -> Option<(usize, String)> {
    let first = lines.line_of(start);
    let last = lines.line_of(end.saturating_sub(1));
    let own_indent = leading(lines.slice(code, first, first));
    let swallowed = (first + 1..=last).find(|&n| {
        let text = lines.slice(code, n, n);
        let indent = leading(text);
        indent.len() <= own_indent.len() && reads_as_code(text[indent.len()..].trim_end())
    })?;
    let prose = (first..swallowed)
        .rev()
        .find(|&n| holds_code(lines.slice(code, n, n)))?;
    // A line of it ending in two of its quotes: the end is there, one
    // quote short (the doubled quotes' rule puts it back).
    let pair = &quotes[..2];
    let one_short = (first..swallowed).any(|n| {
        let text = lines.slice(code, n, n).trim_end();
        text.ends_with(pair) && !text.ends_with(quotes)
    });
    if one_short {
        return None;
    }
    let text = lines.slice(code, prose, prose);
    let at = lines.start_of(prose) + text.trim_end().len();
    let written = if prose == first {
        quotes.to_string()
    } else {
        format!("\n{own_indent}{quotes}")
    };
    Some((at, written))
}

/// Whether a line (without its indentation) is code no prose reads as:
/// a definition, an import, a decorator, a block's header, a `return`
/// or `raise`, an assignment.
fn reads_as_code(line: &str) -> bool {
    let line = line.trim_end();
    // (`for example:` and `if needed:` are prose's: a few bare words.)
    let words_only = |text: &str| {
        text.split_whitespace().count() <= 3
            && text
                .chars()
                .all(|c| c.is_alphabetic() || c == ' ' || c == '\'')
    };
    match first_word(line) {
        "def" | "class" | "async" => line.ends_with(':'),
        "if" | "elif" | "for" | "while" | "with" => {
            line.strip_suffix(':').is_some_and(|head| !words_only(head))
        }
        "try" | "else" | "finally" => line.ends_with(':') && line.len() <= 8,
        "import" | "return" | "raise" => true,
        "from" => line.contains(" import "),
        _ if line.starts_with('@') => line[1..].starts_with(|c: char| c.is_alphabetic()),
        _ => assignment(line),
    }
}

/// Whether a line is an assignment: a name (dotted, subscripted) then `=`
/// or an augmented one, then a value.
fn assignment(line: &str) -> bool {
    let Some((target, value)) = line.split_once('=') else {
        return false;
    };
    let target = target
        .trim_end_matches(['+', '-', '*', '/', '%', '|', '&'])
        .trim_end();
    let name_like = target.starts_with(|c: char| c.is_alphabetic() || c == '_')
        && target
            .chars()
            .all(|c| c.is_alphanumeric() || "_.[]'\"".contains(c));
    name_like && !value.starts_with('=') && !value.trim().is_empty()
}

/// A triple-quoted string (a docstring, a query) closed with the other
/// triple quote (`"""Doc` then `'''`, or `'''Doc."""` on one line), up to
/// line `line`: both made `"""`, the quotes PEP 257 asks of a docstring.
pub(super) fn closed_with_the_other_quotes(
    code: &str,
    lines: &Lines,
    line: usize,
    out: &mut Vec<Change>,
) {
    const DOUBLE: &str = "\"\"\"";
    const SINGLE: &str = "\'\'\'";
    const REACH: usize = 60;
    for n in 1..=line.min(lines.count()) {
        let text = lines.slice(code, n, n).trim_end();
        // Its first triple quote, with no other quote or comment before it
        // (`"""Doc`, `QUERY = """`).
        let Some(first) = text.find(DOUBLE).into_iter().chain(text.find(SINGLE)).min() else {
            continue;
        };
        if text[..first].contains(['"', '\'', '#']) {
            continue;
        }
        let opened = &text[first..];
        let (quote, other) = if opened.starts_with(DOUBLE) {
            (DOUBLE, SINGLE)
        } else if opened.starts_with(SINGLE) {
            (SINGLE, DOUBLE)
        } else {
            continue;
        };
        let at = lines.start_of(n) + (text.len() - opened.len());
        let rest = &opened[3..];
        if rest.contains(quote) {
            continue;
        }
        // Closed on its own line, or on a later one before any the same
        // quote closes.
        let closer = if rest.ends_with(other) {
            Some(at + 3 + rest.len() - 3)
        } else if !rest.contains(other) {
            (n + 1..=(n + REACH).min(lines.count()))
                .map(|m| (m, lines.slice(code, m, m).trim_end()))
                .take_while(|(_, later)| !later.contains(quote))
                .find(|(_, later)| later.contains(other))
                .filter(|(_, later)| later.ends_with(other) && later.matches(other).count() == 1)
                .map(|(m, later)| lines.start_of(m) + later.len() - 3)
        } else {
            None
        };
        let Some(closer) = closer else {
            continue;
        };
        let change = if quote == DOUBLE {
            Change::new(closer, closer + 3, DOUBLE, Kind::LostDocstringEnd)
        } else {
            Change::new(at, at + 3, DOUBLE, Kind::LostDocstringEnd)
        };
        out.push(change);
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_docstring_one_quote_short_gets_its_third() {
        let code = "def a():\n    \"\"\"Bits that differ.\"\"\n    return 1\n\n\ndef b():\n    \"\"\"Sorted.\"\"\"\n    return 2\n";
        let repaired = super::super::edits::applied::at_error(code, super::docstring_quote_short);
        assert_eq!(repaired, [code.replacen("differ.\"\"", "differ.\"\"\"", 1)]);
    }

    #[test]
    fn a_closing_line_one_quote_short_gets_its_third() {
        let code = "db.execute(\"\"\"\n    CREATE TABLE t (id INTEGER)\n\"\")\nprint(1)\n";
        let repaired = super::super::edits::applied::at_error(code, super::docstring_quote_short);
        assert_eq!(repaired, [code.replacen("\n\"\")", "\n\"\"\")", 1)]);
    }

    use super::*;

    #[test]
    fn code_is_told_from_a_docstrings_prose() {
        for code in [
            "parts = re.findall(r\"(\\d+)\", text)",
            "self.total += 1",
            "if not parts or x > 1:",
            "for v in values:",
            "return [int(v) for v in parts]",
            "def f(x):",
            "@property",
        ] {
            assert!(reads_as_code(code), "{code}");
        }
        for prose in [
            "Raises ValueError on anything else.",
            "for example:",
            "Return the body mass index.",
            "x (int): the value",
            "Example: x = foo(1)",
            "a == b means equal",
        ] {
            assert!(!reads_as_code(prose), "{prose}");
        }
    }
}
