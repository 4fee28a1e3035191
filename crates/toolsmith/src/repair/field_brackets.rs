//! A bracket left open inside an f-string's replacement field, its closer
//! lost where the field's expression ends: before the format spec
//! (`{sum(xs):>6}` typed `{sum(xs:>6}`, `{prices[k]:,.2f}` typed
//! `{prices[k:,.2f}`), before a conversion (`!r`), before the field's `}`,
//! or before a closer of the bracket outside it (`[:8)` for `[:8])`).
//! CPython 3.11 names only the closer that does not match; a `:` put
//! elsewhere compiles too but prints another value (rule
//! `field_bracket`).

use super::edits::{Change, Kind, Lines};
use super::fstrings::strings_of;

/// On line `line`, each f-string field whose brackets are left open: their
/// closers put back where the field's expression ends.
pub(super) fn field_brackets_closed(code: &str, lines: &Lines, line: usize, out: &mut Vec<Change>) {
    if line == 0 || line > lines.count() {
        return;
    }
    let start = lines.start_of(line);
    let text = lines.slice(code, line, line);
    for string in strings_of(text).into_iter().filter(|s| s.formatted) {
        let body_start = string.open + 1;
        let end = string.end.min(text.len());
        if body_start >= end {
            continue;
        }
        for (at, closers) in field_ends(&text[body_start..end], string.quote) {
            let place = start + body_start + at;
            out.push(Change::new(place, place, &closers, Kind::FieldBracket));
        }
    }
}

/// In an f-string's body (after its opening quote, `quote` its quote),
/// each place a field's expression ends with brackets still open: the
/// place and the closers they want, innermost first.
fn field_ends(body: &str, quote: u8) -> Vec<(usize, String)> {
    let bytes = body.as_bytes();
    let mut found = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'{' if bytes.get(i + 1) == Some(&b'{') => i += 2,
            b'{' => i = read_field(body, i + 1, quote, &mut found),
            c if c == quote => break,
            _ => i += 1,
        }
    }
    found
}

/// The closer of the opener `b` (`(`, `[` or `{`).
fn closer_for(b: u8) -> u8 {
    match b {
        b'(' => b')',
        b'[' => b']',
        _ => b'}',
    }
}

/// The closers of the brackets `open`, innermost first.
fn closers(open: &[u8]) -> String {
    open.iter()
        .rev()
        .map(|&b| char::from(closer_for(b)))
        .collect()
}

/// Reads the field whose expression starts at `from`; returns where
/// reading goes on (after the field, or where it could not be read).
fn read_field(body: &str, from: usize, quote: u8, found: &mut Vec<(usize, String)>) -> usize {
    let bytes = body.as_bytes();
    let mut open: Vec<u8> = Vec::new();
    let mut i = from;
    while i < bytes.len() {
        let c = bytes[i];
        match c {
            b'(' | b'[' | b'{' => open.push(c),
            b')' | b']' | b'}' => {
                if open.last().is_some_and(|&b| closer_for(b) == c) {
                    open.pop();
                } else if open.is_empty() {
                    // The field's own end.
                    return i + 1;
                } else {
                    // A closer of a bracket further out, or the field's
                    // own `}`: the inner ones' closers lost before it.
                    let outer = open[..open.len() - 1]
                        .iter()
                        .rposition(|&b| closer_for(b) == c);
                    let lost = match outer {
                        Some(at) => &open[at + 1..],
                        None if c == b'}' => &open[..],
                        None => return i + 1,
                    };
                    found.push((i, closers(lost)));
                    return skip_field(body, i, quote);
                }
            }
            b'\'' | b'"' if c != quote => {
                // A string inside the field: read past it.
                match body[i + 1..].find(char::from(c)) {
                    Some(at) => i += at + 1,
                    None => return bytes.len(),
                }
            }
            b':' | b'!' if !open.is_empty() && spec_follows(&body[i..]) => {
                found.push((i, closers(&open)));
                return skip_field(body, i, quote);
            }
            _ if c == quote => return i,
            _ => {}
        }
        i += 1;
    }
    i
}

/// Whether `rest` (from a `:` or `!` in a field) reads as the field's
/// format spec or conversion up to its `}`: no bracket nor quote before it
/// (a slice's `:8]` has one), but a nested field's braces.
fn spec_follows(rest: &str) -> bool {
    if let Some(conversion) = rest.strip_prefix('!') {
        return conversion.starts_with(['r', 's', 'a'])
            && conversion[1..].trim_start().starts_with(['}', ':']);
    }
    let spec = &rest[1..];
    let mut depth = 0usize;
    for c in spec.chars() {
        match c {
            '{' => depth += 1,
            '}' if depth > 0 => depth -= 1,
            '}' => return true,
            '(' | ')' | '[' | ']' | '"' | '\'' => return false,
            _ => {}
        }
    }
    false
}

/// Past the field whose expression ended at `at`: after its `}`.
fn skip_field(body: &str, at: usize, quote: u8) -> usize {
    let mut depth = 0usize;
    for (i, c) in body[at..].bytes().enumerate() {
        match c {
            b'{' => depth += 1,
            b'}' if depth > 0 => depth -= 1,
            b'}' => return at + i + 1,
            c if c == quote => return at + i,
            _ => {}
        }
    }
    body.len()
}

#[cfg(test)]
mod tests {
    use super::field_ends;

    #[test]
    fn closers_go_where_the_fields_expression_ends() {
        let at = |body: &str, before: &str| body.find(before).unwrap();
        for (body, before, closers) in [
            ("{sum(c.values():>6} x", ":>6", ")"),
            ("{p[h['t']:,.0f} €", ":,", "]"),
            ("{', '.join(s(l)[:8)}", ")}", "]"),
            ("{f(m.strip()}", "}", ")"),
            ("{f(x!r}", "!r", ")"),
            ("{max(t, 1:.1f}%", ":.1f", ")"),
        ] {
            assert_eq!(
                field_ends(body, b'"'),
                vec![(at(body, before), closers.to_string())],
                "{body}"
            );
        }
        // Balanced fields, a slice and doubled braces: nothing.
        assert!(field_ends("{{x}} {a[1:3]} {b:>{w}}", b'"').is_empty());
    }
}
