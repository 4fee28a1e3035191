//! An f-string's `}` that closes nothing, read by what stands before it: a
//! `}` typed twice after a field (`{x:.2f}}`) taken away, found by reading
//! the string's fields (CPython 3.11 points at the string's end); a lone
//! `}` after a literal `{{` read as what the literal says (rule
//! `f_string_brace`); a field's lost `{` put back before its expression
//! (rule `field_opener_lost`).

use super::edits::{Change, Kind, Lines};
use super::fstrings::strings_of;

/// On line `line`, each f-string's first `}` that closes nothing (its
/// fields and literal `}}` read past), taken away: typed twice after a
/// field (`{x:.2f}}`), the rule's own reading; elsewhere, a plain deletion.
pub(super) fn lone_closing_braces(code: &str, lines: &Lines, line: usize, out: &mut Vec<Change>) {
    let start = lines.start_of(line);
    let text = lines.slice(code, line, line);
    let bytes = text.as_bytes();
    for string in strings_of(text).iter().filter(|s| s.formatted) {
        let body_end = string.end.min(bytes.len()).saturating_sub(1);
        let mut i = string.open + 1;
        let mut field_closed_at = None;
        while i < body_end {
            let doubled = bytes.get(i + 1) == Some(&bytes[i]);
            match bytes[i] {
                b'{' | b'}' if doubled => i += 2,
                b'{' => {
                    let mut depth = 0usize;
                    while i < body_end {
                        match bytes[i] {
                            b'{' => depth += 1,
                            b'}' => depth -= 1,
                            _ => {}
                        }
                        i += 1;
                        if depth == 0 {
                            break;
                        }
                    }
                    field_closed_at = Some(i);
                }
                b'}' => {
                    let kind = if field_closed_at == Some(i) {
                        Kind::FStringBrace
                    } else {
                        Kind::Delete
                    };
                    out.push(Change::new(start + i, start + i + 1, "", kind));
                    break;
                }
                _ => i += 1,
            }
        }
    }
}

/// The first lone `}` of an f-string on line `line`, read by the literal
/// `{{` before it: a name between them (`{{key}` or `{{key}}}`) was a
/// field, its `{` lost (`{{{key}`); a field after an open literal
/// (`{{{tag}}{name}`) left the literal's `}` single: doubled.
pub(super) fn lone_brace_read(code: &str, lines: &Lines, line: usize, out: &mut Vec<Change>) {
    let start = lines.start_of(line);
    let text = lines.slice(code, line, line);
    let bytes = text.as_bytes();
    for string in strings_of(text).iter().filter(|s| s.formatted) {
        let body_end = string
            .end
            .min(bytes.len())
            .saturating_sub(1)
            .max(string.open + 1);
        let (mut depth, mut i) = (0usize, string.open + 1);
        // The literal `{{` not yet closed, and the last `}}` with its `{{`.
        let mut open_literals: Vec<usize> = Vec::new();
        let mut last_literal: Option<(usize, usize)> = None;
        while i < body_end {
            let pair = |c: u8| bytes.get(i + 1) == Some(&c);
            match (bytes[i], depth) {
                (b'{', 0) if pair(b'{') => {
                    open_literals.push(i);
                    i += 2;
                    continue;
                }
                (b'}', 0) if pair(b'}') => {
                    last_literal = open_literals.pop().map(|at| (at, i));
                    i += 2;
                    continue;
                }
                (b'{', _) => depth += 1,
                (b'}', 0) => {
                    let named = |from: usize, to: usize| {
                        from < to
                            && text[from..to]
                                .chars()
                                .all(|c| c.is_alphanumeric() || "_.[]'\"".contains(c))
                    };
                    if let Some(&at) = open_literals.last()
                        && named(at + 2, i)
                    {
                        out.push(Change::new(
                            start + at + 2,
                            start + at + 2,
                            "{",
                            Kind::FStringBrace,
                        ));
                    } else if let Some((at, close)) = last_literal
                        && close + 2 == i
                        && named(at + 2, close)
                    {
                        out.push(Change::new(
                            start + at + 2,
                            start + at + 2,
                            "{",
                            Kind::FStringBrace,
                        ));
                    } else if !open_literals.is_empty() {
                        out.push(Change::new(
                            start + i,
                            start + i + 1,
                            "}}",
                            Kind::FStringBrace,
                        ));
                    }
                    return;
                }
                (b'}', _) => depth -= 1,
                _ => {}
            }
            i += 1;
        }
    }
}

/// On line `line`, the first `}` that closes nothing on it, after a
/// field's expression and a spec, a conversion or code (`€m.multa(illum):.2f}`,
/// not a word alone, which may be text): the field's `{` lost before the
/// expression (a line of an f-string over lines too, which CPython
/// reports at its end; rule `field_opener_lost`).
pub(super) fn field_opener_lost(code: &str, lines: &Lines, line: usize, out: &mut Vec<Change>) {
    let start = lines.start_of(line);
    let text = lines.slice(code, line, line);
    let bytes = text.as_bytes();
    let mut depth = 0usize;
    let mut i = 0;
    while i < bytes.len() {
        let doubled = bytes.get(i + 1) == Some(&bytes[i]);
        match bytes[i] {
            b'{' | b'}' if doubled && depth == 0 => i += 1,
            b'{' => depth += 1,
            b'}' if depth > 0 => depth -= 1,
            b'}' => {
                if let Some(at) = field_start(&text[..i])
                    && !text[at..i].chars().all(|c| c.is_alphanumeric() || c == '_')
                {
                    out.push(Change::new(
                        start + at,
                        start + at,
                        "{",
                        Kind::FieldOpenerLost,
                    ));
                }
                return;
            }
            _ => {}
        }
        i += 1;
    }
}

/// Where the field that ends `before` starts: its spec (after a `:`) and
/// its conversion read past, then its expression's names, dots and
/// bracketed parts, back to the first other character.
fn field_start(before: &str) -> Option<usize> {
    // (A spec is short and spaceless: `Total: n}` is text, then a field.)
    let spec_chars = |c: char| c.is_alphanumeric() || "<>^=+-#.,_%".contains(c);
    let mut end = before.len();
    if let Some(colon) = before.rfind(':')
        && before.len() - colon <= 12
        && before[colon + 1..].chars().all(spec_chars)
    {
        end = colon;
    }
    let expression = before[..end]
        .strip_suffix(['r', 's', 'a'])
        .and_then(|e| e.strip_suffix('!'));
    let expression = expression.unwrap_or(&before[..end]);
    let mut at = expression.len();
    let mut depth = 0usize;
    for (i, c) in expression.char_indices().rev() {
        match c {
            ')' | ']' => depth += 1,
            '(' | '[' if depth > 0 => depth -= 1,
            _ if depth > 0 => {}
            c if c.is_alphanumeric() || c == '_' || c == '.' => {}
            _ => break,
        }
        at = i;
    }
    let field = &expression[at..];
    (depth == 0 && field.starts_with(|c: char| c.is_alphabetic() || c == '_')).then_some(at)
}

#[cfg(test)]
mod tests {
    use super::super::edits::applied;
    use super::*;

    #[test]
    fn a_lone_brace_is_read_by_the_literal_before_it() {
        let read = |code: &str| {
            applied::on_line(code, 1, |code, _, lines, line, out| {
                lone_brace_read(code, lines, line, out);
            })
        };
        assert_eq!(
            read("z = [f\"@{t}{{key},\"]\n"),
            ["z = [f\"@{t}{{{key},\"]\n"]
        );
        assert_eq!(
            read("z = f\"\\b{{name}}}\"\n"),
            ["z = f\"\\b{{{name}}}\"\n"]
        );
        assert_eq!(read("z = f\"{{{T}}{n}\"\n"), ["z = f\"{{{T}}}{n}\"\n"]);
        // A `}` typed twice after a field: the delete's, not this rule's.
        assert!(read("z = f\"{x}}\"\n").is_empty());
    }

    #[test]
    fn a_fields_lost_opener_is_put_before_its_expression() {
        let lost = |code: &str| {
            applied::on_line(code, 1, |code, _, lines, line, out| {
                field_opener_lost(code, lines, line, out);
            })
        };
        assert_eq!(
            lost("hija €m.multa(illum):.2f}. Jekk\n"),
            ["hija €{m.multa(illum):.2f}. Jekk\n"]
        );
        assert_eq!(lost("f\"a b!r} c\"\n"), ["f\"a {b!r} c\"\n"]);
        assert!(lost("f\"{x} {{y}}\"\n").is_empty());
    }

    #[test]
    fn a_brace_typed_twice_after_a_field_is_taken_away() {
        let lone = |code: &str| {
            super::super::edits::applied::on_line(code, 1, |c, _, l, n, o| {
                super::lone_closing_braces(c, l, n, o)
            })
        };
        assert_eq!(
            lone("print(f\"W  {b:>18,.2f}} {BASIS}\")\n"),
            ["print(f\"W  {b:>18,.2f} {BASIS}\")\n"]
        );
        assert!(lone("print(f\"{{x}} {y}\")\n").is_empty());
    }
}
