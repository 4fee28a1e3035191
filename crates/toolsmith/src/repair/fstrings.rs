//! An f-string's replacement field left open (`f"{total:.2f €"`): closed
//! after its format spec, where its author's `}` went, not before the `:`
//! (which would print the spec as text). And a field's string quoted as
//! its f-string is (`f"{d["k"]}"`), which Python 3.12 reads and earlier
//! Pythons do not: given the other quote. (A `}` that closes nothing is
//! `fstring_braces`'s.)

use super::edits::{Change, Kind, Lines};

/// On line `line`, each f-string's first field left open, closed.
pub(super) fn open_fields(code: &str, lines: &Lines, line: usize, out: &mut Vec<Change>) {
    let start = lines.start_of(line);
    let text = lines.slice(code, line, line);
    for string in strings_of(text) {
        if let Some(close) = string.field {
            // A bracket typed for it where the spec ends (`{x:,.0f)`), where
            // the string opened no such bracket before (`f"({x:.2f)"`).
            let typed = match text.as_bytes().get(close) {
                Some(b')') => Some(('(', ')')),
                Some(b']') => Some(('[', ']')),
                _ => None,
            };
            let before = &text[string.open..close];
            let opened = typed.is_some_and(|(open, shut)| {
                before.matches(open).count() > before.matches(shut).count()
            });
            if typed.is_none() || opened {
                out.push(Change::new(start + close, start + close, "}", Kind::Field));
            }
            if typed.is_some() {
                out.push(Change::new(
                    start + close,
                    start + close + 1,
                    "}",
                    Kind::Field,
                ));
            }
        }
    }
}

/// A string on one line, in bytes of that line.
pub(super) struct LineString {
    /// Its opening quote.
    pub(super) open: usize,
    /// Past its closing quote, or the line's end.
    pub(super) end: usize,
    pub(super) quote: u8,
    pub(super) formatted: bool,
    /// For an f-string, where its first field left open would be closed.
    field: Option<usize>,
}

/// The strings of `line`, read from its start, up to a comment.
pub(super) fn strings_of(line: &str) -> Vec<LineString> {
    let bytes = line.as_bytes();
    let mut strings = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        if c == b'#' {
            break;
        }
        if c == b'"' || c == b'\'' {
            let formatted = line[..i]
                .bytes()
                .rev()
                .take_while(u8::is_ascii_alphabetic)
                .any(|b| b.eq_ignore_ascii_case(&b'f'));
            let (end, field) = string_end(line, i, c, formatted);
            strings.push(LineString {
                open: i,
                end,
                quote: c,
                formatted,
                field,
            });
            i = end;
            continue;
        }
        i += 1;
    }
    strings
}

/// Whether a `}` put at byte `at`, in an f-string, would close its field
/// inside an operand: before its call's or subscript's bracket
/// (`{type}(r)`), or before an attribute of what it holds
/// (`{type(r)}.__name__`): a dunder, or a name the file reads as an
/// attribute elsewhere too; or before an operator and its operand that run
/// to the string's end (`{n} + 1"`). Text after a field reads otherwise
/// (`{stem}.txt`).
pub(super) fn cuts_an_operand(code: &str, at: usize) -> bool {
    let line_start = code[..at].rfind('\n').map_or(0, |i| i + 1);
    let left = &code[line_start..at];
    let after_operand = left
        .chars()
        .next_back()
        .is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ')' || c == ']');
    if !after_operand || !in_an_fstring(&code[line_start..], at - line_start) {
        return false;
    }
    if code[at..].starts_with(['(', '[']) || continues_to_the_quote(&code[at..]) {
        return true;
    }
    let Some(rest) = code[at..].strip_prefix('.') else {
        return false;
    };
    let name = &rest[..rest
        .find(|c: char| !(c.is_alphanumeric() || c == '_'))
        .unwrap_or(rest.len())];
    let attribute = format!(".{name}");
    let elsewhere = code
        .match_indices(&attribute)
        .filter(|(i, _)| {
            !code[i + attribute.len()..].starts_with(|c: char| c.is_alphanumeric() || c == '_')
        })
        .count()
        > 1;
    !name.is_empty() && ((name.starts_with("__") && name.ends_with("__")) || elsewhere)
}

/// Whether `rest` (after a field's `}` put in) is an arithmetic operator
/// and one operand running to the string's quote (`{n} + x"`), or a number
/// (`{n} + 1 chosen"`): the rest of the field's expression, not text.
fn continues_to_the_quote(rest: &str) -> bool {
    let rest = rest.trim_start_matches(' ');
    let Some(operand) = rest.strip_prefix(['+', '-', '*', '/', '%']) else {
        return false;
    };
    let operand = operand.trim_start_matches(' ');
    let word = operand
        .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == '.'))
        .unwrap_or(operand.len());
    // (A number after the operator is arithmetic whatever text follows:
    // `{i} + 1 chosen"`.)
    word > 0
        && (operand[word..].starts_with(['"', '\''])
            || operand.starts_with(|c: char| c.is_ascii_digit()))
}

/// Whether byte `at` of `line` is inside an f-string on it (its field or
/// its text), the line's strings read from its start.
fn in_an_fstring(line: &str, at: usize) -> bool {
    let line = &line[..line.find('\n').unwrap_or(line.len())];
    strings_of(line)
        .iter()
        .take_while(|string| string.open < at)
        .find(|string| {
            at < string.end || (at == string.end && !line[..at].ends_with(string.quote as char))
        })
        .is_some_and(|string| string.formatted)
}

/// From the quote at `open`: where the one-line string ends (past its
/// closing quote, or at the line's end) and, for an f-string, where its
/// first field left open would be closed.
fn string_end(text: &str, open: usize, quote: u8, formatted: bool) -> (usize, Option<usize>) {
    let bytes = text.as_bytes();
    let mut i = open + 1;
    let mut field = None;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => i += 1,
            b'\n' | b'\r' => break,
            b if b == quote => return (i + 1, field),
            b'{' if formatted && bytes.get(i + 1) == Some(&b'{') => i += 1,
            b'{' if formatted => match field_end(text, i + 1, quote) {
                Ok(end) => i = end,
                Err(close) => {
                    field = field.or(Some(close));
                    // The rest is the string's text, up to its quote.
                    i = close;
                    continue;
                }
            },
            _ => {}
        }
        i += 1;
    }
    (i, field)
}

/// The field starting at byte `from` (past its `{`): `Ok` at its `}`, or
/// `Err` with where its `}` belongs when the string's quote comes first.
fn field_end(text: &str, from: usize, quote: u8) -> Result<usize, usize> {
    let bytes = text.as_bytes();
    let mut depth = 0usize;
    let mut nested = false;
    let mut i = from;
    while i < bytes.len() {
        match bytes[i] {
            b'(' | b'[' => depth += 1,
            b'{' => {
                // A brace inside an unclosed field: its end is a guess.
                nested |= depth == 0;
                depth += 1;
            }
            b')' | b']' if depth > 0 => depth -= 1,
            b'}' if depth > 0 => depth -= 1,
            b'}' => return Ok(i),
            b':' if depth == 0 => {
                let spec = i + 1 + spec_len(&text[i + 1..]);
                return match bytes.get(spec) {
                    Some(b'}') => Ok(spec),
                    _ => Err(spec),
                };
            }
            b if (b == quote || b == b'\n') && nested => return Ok(i),
            b if b == quote || b == b'\n' => return Err(i),
            _ => {}
        }
        i += 1;
    }
    if nested { Ok(i) } else { Err(i) }
}

/// The length of the format spec `text` starts with:
/// `[[fill]align][sign][z][#][0][width][grouping][.precision][type]`, its
/// width or precision perhaps a nested field (`<{width}`); or a date's
/// (`%H:%M`), up to its last directive before a field, a quote or the
/// line's end.
fn spec_len(text: &str) -> usize {
    if let Some(len) = date_spec_len(text) {
        return len;
    }
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let mut k = 0;
    let align = |c: Option<&(usize, char)>| c.is_some_and(|(_, c)| "<>=^".contains(*c));
    if align(chars.get(1)) && chars.first().is_some_and(|(_, c)| *c != '{' && *c != '}') {
        k = 2;
    } else if align(chars.first()) {
        k = 1;
    }
    // Past the run (one char unless `many`) of `set` from `k`.
    let take = |k: usize, set: &str, many: bool| {
        let run = chars[k.min(chars.len())..]
            .iter()
            .take_while(|(_, c)| set.contains(*c))
            .count();
        k + if many { run } else { run.min(1) }
    };
    k = take(k, "+- ", false);
    k = take(k, "z", false);
    k = take(k, "#", false);
    // A number, or a nested field in its place.
    let number = |k: usize| {
        if chars.get(k).is_some_and(|(_, c)| *c == '{') {
            let close = chars[k..].iter().position(|(_, c)| *c == '}');
            close.map_or(k, |close| k + close + 1)
        } else {
            take(k, "0123456789", true)
        }
    };
    k = number(k);
    k = take(k, ",_", false);
    if chars.get(k).is_some_and(|(_, c)| *c == '.')
        && chars
            .get(k + 1)
            .is_some_and(|(_, c)| c.is_ascii_digit() || *c == '{')
    {
        k = number(k + 1);
    }
    k = take(k, "bcdeEfFgGnosxX%", false);
    chars.get(k).map_or(text.len(), |(at, _)| *at)
}

/// The length of a date's format spec (`%d.%m.%Y`, strftime's) `text`
/// starts with: up to its `}`, or its last directive before a field, a
/// quote or the line's end. None if it does not start with a directive.
fn date_spec_len(text: &str) -> Option<usize> {
    let bytes = text.as_bytes();
    if !(bytes.first() == Some(&b'%') && bytes.get(1).is_some_and(u8::is_ascii_alphabetic)) {
        return None;
    }
    let mut end = 2;
    let mut i = 2;
    while i < bytes.len() && !matches!(bytes[i], b'{' | b'}' | b'"' | b'\'' | b'\n') {
        if bytes[i] == b'%' && bytes.get(i + 1).is_some_and(u8::is_ascii_alphabetic) {
            end = i + 2;
            i += 1;
        }
        i += 1;
    }
    // (A field closed: its spec is all of it, text after a directive too.)
    Some(if bytes.get(i) == Some(&b'}') { i } else { end })
}

#[cfg(test)]
mod tests {
    use super::super::edits::applied;
    use super::*;

    fn closed(code: &str) -> Vec<String> {
        applied::on_line(code, 1, |code, _, lines, line, out| {
            open_fields(code, lines, line, out);
        })
    }

    #[test]
    fn a_field_is_closed_after_its_format_spec() {
        assert_eq!(
            closed("print(f\"Das sind {wert:.1f °C\")\n"),
            ["print(f\"Das sind {wert:.1f} °C\")\n"]
        );
        assert_eq!(
            closed("x = f'{n:>10,} {total:,.2f €'\n"),
            ["x = f'{n:>10,} {total:,.2f} €'\n"]
        );
        assert_eq!(closed("print(f\"{name\")\n"), ["print(f\"{name}\")\n"]);
        // Where a field holding a brace ends is anyone's guess.
        assert!(closed("print(f\"{a[0] is {b}\")\n").is_empty());
        // Closed fields, doubled braces and plain strings: nothing to do.
        assert!(closed("print(f\"{{x}} {y:>3}\", '{z')\n").is_empty());
        // A bracket typed for its `}`: made it; closed before it where
        // the string opened that bracket.
        assert_eq!(
            closed("n = f\"{o.strike:,.0f) {e}\"\n"),
            ["n = f\"{o.strike:,.0f} {e}\"\n"]
        );
        // A date's spec runs to its last directive; a width may be a field.
        assert_eq!(
            closed("w = f\"{od:%H:%M-{do:%H:%M}  \"\n"),
            ["w = f\"{od:%H:%M}-{do:%H:%M}  \"\n"]
        );
        assert_eq!(
            closed("d = f\"k_{date.today():%Y%m%d.csv\"\n"),
            ["d = f\"k_{date.today():%Y%m%d}.csv\"\n"]
        );
        assert!(closed("d = f\"{t:%H:%M h} {u:%d}\"\n").is_empty());
        assert_eq!(
            closed("l = f\"{nome:<{largura}\"\n"),
            ["l = f\"{nome:<{largura}}\"\n"]
        );
        assert_eq!(
            closed("l = f\"{x:.{p}f and\"\n"),
            ["l = f\"{x:.{p}f} and\"\n"]
        );
        assert_eq!(
            closed("n = f\"({x:.2f)\"\n"),
            ["n = f\"({x:.2f})\"\n", "n = f\"({x:.2f}\"\n"]
        );
    }

    #[test]
    fn a_field_holds_the_calls_and_attributes_of_what_it_reads() {
        let code = "n = f\"{type(r).__name__\"\nm = f\"{stem.txt\" + q.size\np = f\"{p.size\"\n";
        let at = |s: &str| code.find(s).map(|i| i + s.len()).unwrap_or(0);
        assert!(cuts_an_operand(code, at("type(r)")));
        assert!(cuts_an_operand(code, at("{type")));
        assert!(cuts_an_operand(code, at("{p")));
        // A file's extension is text after a field.
        assert!(!cuts_an_operand(code, at("stem")));
        // Outside an f-string, not a field.
        assert!(!cuts_an_operand(code, at("q")));
    }
}
