//! The statements of C's family (C, C++, Java, C#, JavaScript) made
//! Python's, a line at a time: what a block's braces and the counting loop
//! leave to [`super::dialects`] and [`super::c_for`]. A statement's form
//! first (`function`, `throw`, `for (x : xs)`, `foreach (var x in xs)`,
//! typed declarations, `i++`), then its expressions (`new Name(...)`, `c ?
//! a : b`).

use super::dialect_lines::{Rewritten, after_word, stepped, with_brace, without_brace};
use super::dialect_text::stretches;
use super::edits::is_name;

/// A statement of C's family made Python's, if anything in it is C's.
pub(super) fn c_family(statement: &str) -> Option<Rewritten> {
    let constructed = constructed(statement);
    let formed = statement_form(&constructed);
    let text = formed.as_deref().unwrap_or(&constructed);
    let text = conditionals(text);
    (text != statement).then_some(Rewritten {
        text,
        returns: None,
    })
}

/// Whether a line (trimmed) is one of C's family's statements that only
/// it writes: `foreach (`, `throw`, a typed declaration, `new Name(`.
pub(super) fn tells(line: &str) -> bool {
    line.starts_with("foreach (")
        || line.starts_with("switch ")
        || after_word(line, "throw").is_some_and(|rest| !rest.is_empty())
        || declared(line).is_some()
        || constructed(line) != line
}

/// The statement's own form made Python's.
fn statement_form(statement: &str) -> Option<String> {
    if let Some(text) = stepped(statement) {
        return Some(text);
    }
    for word in ["function", "fn", "fun", "func"] {
        if let Some(rest) = after_word(statement, word)
            && rest.split('(').next().is_some_and(|n| is_name(n.trim()))
        {
            return Some(format!("def {rest}"));
        }
    }
    // A switch is Python's match (its cases already read as Python's).
    if let Some(rest) = after_word(statement, "switch") {
        let (rest, colon) = without_colon(rest);
        let (head, brace) = without_brace(rest);
        let subject = head
            .strip_prefix('(')
            .and_then(|h| h.strip_suffix(')'))
            .unwrap_or(head);
        return Some(with_brace(format!("match {subject}{colon}"), brace));
    }
    if statement == "default:" {
        return Some("case _:".to_string());
    }
    if let Some(rest) = after_word(statement, "throw") {
        return Some(format!("raise {}", rest.trim_end_matches(';')));
    }
    for word in ["for", "foreach"] {
        if let Some(rest) = after_word(statement, word) {
            let (rest, colon) = without_colon(rest);
            let (head, brace) = without_brace(rest);
            let inside = head.strip_prefix('(')?.strip_suffix(')')?;
            let (name, over) = inside
                .split_once(" : ")
                .or_else(|| inside.split_once(" of "))
                .or_else(|| inside.split_once(" in "))?;
            let name = name.split_whitespace().last()?;
            let header = format!("for {name} in {over}{colon}");
            return Some(with_brace(header, brace));
        }
    }
    declared(statement)
}

/// A header's rest without the `:` its author may have given it already
/// (Python's habit in a C header), and that colon if so.
fn without_colon(rest: &str) -> (&str, &str) {
    match rest.trim_end().strip_suffix(':') {
        Some(head) => (head, ":"),
        None => (rest, ""),
    }
}

/// Words that declare a variable before its name in C, Java, C#,
/// JavaScript, Rust, Kotlin and C++ (an Arduino sketch's sized integers
/// among them).
const DECLARING: &[&str] = &[
    "let", "const", "var", "val", "auto", "int", "long", "double", "float", "boolean", "bool",
    "char", "String", "string", "final", "unsigned", "signed", "short", "static", "volatile",
    "byte", "size_t", "uint8_t", "uint16_t", "uint32_t", "uint64_t", "int8_t", "int16_t",
    "int32_t", "int64_t",
];

/// A declaration's assignment, its type and declaring words taken off:
/// `final int count = 0;` -> `count = 0` (GDScript's `var n := 0` and Fortran's
/// `real(8) :: e = 0.0` too).
fn declared(statement: &str) -> Option<String> {
    let (left, value) = statement
        .split_once(" = ")
        .or_else(|| statement.split_once(" := "))?;
    // Fortran's `real(8) :: epot = 0.0`: the name after the `::`, after a
    // type of Fortran's.
    const FORTRAN_TYPES: &[&str] = &[
        "integer",
        "real",
        "double",
        "complex",
        "logical",
        "character",
    ];
    if let Some((kind, name)) = left.split_once("::")
        && is_name(name.trim())
        && FORTRAN_TYPES.iter().any(|t| {
            let kind = kind.trim_start().to_ascii_lowercase();
            kind.strip_prefix(t).is_some_and(|rest| {
                rest.trim().is_empty() || rest.starts_with(['(', ',', ' ', '*'])
            })
        })
    {
        return Some(format!("{} = {}", name.trim(), value.trim_end_matches(';')));
    }
    let words: Vec<&str> = left.split_whitespace().collect();
    let (name, declaring) = words.split_last()?;
    let declares = !declaring.is_empty()
        && declaring
            .iter()
            .all(|w| DECLARING.contains(w) || *w == "mut" || w.ends_with("[]") || w.ends_with('>'));
    (declares && is_name(name)).then(|| format!("{name} = {}", value.trim_end_matches(';')))
}

/// `new Matrix(rows)` -> `Matrix(rows)`: an object made by calling its
/// class. Only `new` as a word before a capitalised name and its `(`.
fn constructed(statement: &str) -> String {
    let mut out = String::with_capacity(statement.len());
    let mut rest = statement;
    while let Some(at) = rest.find("new ") {
        let word_starts = rest[..at]
            .chars()
            .next_back()
            .is_none_or(|c| !(c.is_alphanumeric() || c == '_' || c == '.'));
        let after = &rest[at + 4..];
        let class: String = after
            .chars()
            .take_while(|&c| c.is_alphanumeric() || c == '_' || c == '.')
            .collect();
        let made = word_starts
            && class.starts_with(|c: char| c.is_uppercase())
            && after[class.len()..].starts_with('(');
        out.push_str(&rest[..at]);
        if !made {
            out.push_str("new ");
        }
        rest = after;
    }
    out.push_str(rest);
    out
}

/// Each `c ? a : b` outside strings made `a if c else b`, the condition
/// and branches bounded by the brackets, commas and assignment around
/// them.
fn conditionals(statement: &str) -> String {
    let mut text = statement.to_string();
    // (One at a time: a branch may hold another.)
    for _ in 0..4 {
        match one_conditional(&text) {
            Some(made) => text = made,
            None => break,
        }
    }
    text
}

fn one_conditional(text: &str) -> Option<String> {
    let marks = marks(text);
    let question = find(&marks, text, " ? ", 0, None)?;
    let depth = marks[question].depth;
    let colon = find(&marks, text, " : ", question + 3, Some(depth))?;
    let bytes = text.as_bytes();
    let bound = |i: usize| {
        let m = &marks[i];
        !m.quoted
            && ((m.depth == depth && matches!(bytes[i], b',' | b';'))
                || (m.depth + 1 == depth && matches!(bytes[i], b'(' | b'[' | b'{'))
                || (m.depth == depth
                    && bytes[i] == b'='
                    && !matches!(bytes.get(i + 1), Some(b'='))
                    && !(i > 0 && matches!(bytes[i - 1], b'=' | b'!' | b'<' | b'>'))))
    };
    let mut start = (0..question).rev().find(|&i| bound(i)).map_or(0, |i| i + 1);
    if start == 0
        && let Some(rest) = after_word(text, "return")
    {
        start = text.len() - rest.len();
    }
    let end = (colon + 3..text.len())
        .find(|&i| {
            let m = &marks[i];
            !m.quoted
                && ((m.depth == depth && matches!(bytes[i], b',' | b';'))
                    || (m.depth + 1 == depth && matches!(bytes[i], b')' | b']' | b'}')))
        })
        .unwrap_or(text.len());
    let condition = text[start..question].trim();
    let (yes, no) = (
        text[question + 3..colon].trim(),
        text[colon + 3..end].trim(),
    );
    if condition.is_empty() || yes.is_empty() || no.is_empty() {
        return None;
    }
    let before = &text[..start];
    let space = if before.is_empty() || before.ends_with([' ', '(', '[', '{']) {
        ""
    } else {
        " "
    };
    Some(format!(
        "{before}{space}{yes} if {condition} else {no}{}",
        &text[end..]
    ))
}

/// Where a byte stands: inside a string, and how deep in brackets.
#[derive(Clone, Copy)]
struct Mark {
    quoted: bool,
    depth: usize,
}

/// Each byte's mark (a bracket's own byte counts outside it; a string's
/// quotes are the string's).
fn marks(text: &str) -> Vec<Mark> {
    let mut quoted = vec![true; text.len()];
    for (offset, part) in stretches(text) {
        quoted[offset..offset + part.len()].fill(false);
    }
    let mut depth = 0usize;
    let mut out = Vec::with_capacity(text.len());
    for (&b, &quoted) in text.as_bytes().iter().zip(&quoted) {
        if !quoted && matches!(b, b')' | b']' | b'}') {
            depth = depth.saturating_sub(1);
        }
        out.push(Mark { quoted, depth });
        if !quoted && matches!(b, b'(' | b'[' | b'{') {
            depth += 1;
        }
    }
    out
}

/// The first `needle` at or after `from` outside strings (at `depth`, if
/// given).
fn find(
    marks: &[Mark],
    text: &str,
    needle: &str,
    from: usize,
    depth: Option<usize>,
) -> Option<usize> {
    (from..text.len().saturating_sub(needle.len() - 1)).find(|&i| {
        text.as_bytes()[i..].starts_with(needle.as_bytes())
            && !marks[i].quoted
            && depth.is_none_or(|d| marks[i].depth == d)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn made(statement: &str) -> Option<String> {
        c_family(statement).map(|r| r.text)
    }

    #[test]
    fn statements_of_cs_family_become_pythons() {
        for (c_text, python) in [
            ("for (String line : lines) {", "for line in lines {"),
            ("foreach (var ch in expr):", "for ch in expr:"),
            ("switch ticket.kind:", "match ticket.kind:"),
            ("switch (kind) {", "match kind {"),
            ("final int count = 0;", "count = 0"),
            ("let mut seen = 0;", "seen = 0"),
            ("var nomer := (gid & MASK) - 1", "nomer = (gid & MASK) - 1"),
            ("real(8) :: epot = 0.0", "epot = 0.0"),
            ("INTEGER, PARAMETER :: n = 64", "n = 64"),
            ("unsigned long start = 0", "start = 0"),
            (
                "throw new ValueError(\"needs a square\");",
                "raise ValueError(\"needs a square\")",
            ),
            (
                "return new Matrix([list(c) for c in cols])",
                "return Matrix([list(c) for c in cols])",
            ),
            (
                "best[i] = best[i] > best[j] + 1 ? best[i] : best[j] + 1",
                "best[i] = best[i] if best[i] > best[j] + 1 else best[j] + 1",
            ),
            (
                "return n < 2 ? n : f(n - 1)",
                "return n if n < 2 else f(n - 1)",
            ),
            (
                "print(x > 0 ? \"pos\" : \"neg\", x)",
                "print(\"pos\" if x > 0 else \"neg\", x)",
            ),
        ] {
            assert_eq!(made(c_text).as_deref(), Some(python), "{c_text}");
        }
        for python in [
            "total = 0",
            "new = old + 1",
            "d = {\"a ? b\": c}",
            "x = renew(y)",
            "verbose:: bool = False,",
        ] {
            assert!(made(python).is_none(), "{python}");
            assert!(!tells(python), "{python}");
        }
        assert!(
            tells("var b = st.pop()") && tells("throw new E()") && tells("foreach (var x in xs)")
        );
    }
}
