//! A string whose backslashes are a Windows path's or a pattern's, not
//! escapes (`"C:\Users\bob"`: `\U` starts no character CPython can
//! decode): made raw (rule `raw_string`). CPython reports it at the end of
//! the string, or of the strings run together with it. And a raw string
//! ended with a backslash, a folder's (`r"C:\Invoices\In\"`), which no
//! raw string can end with: the quote after it is text, the string left
//! open (CPython: `unterminated string literal`): the backslash taken off
//! (rule `raw_string_end`).

use ruff_python_ast::token::TokenKind;

use super::diagnosis::{Diagnosis, ErrorKind};
use super::edits::{Change, Kind, Lines, Token, string_opening};

/// Lines before the error's searched for the string (strings run together
/// over lines are reported at the last one's end; a triple-quoted one near
/// its end).
const REACH: usize = 3;

/// Each string near the error holding an escape CPython cannot decode,
/// made raw.
pub(super) fn escapes_made_raw(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    error: &Diagnosis,
    out: &mut Vec<Change>,
) {
    if error.kind != ErrorKind::BadEscape {
        return;
    }
    let start = lines.start_of(error.line.saturating_sub(REACH).max(1));
    let end = lines.end_of(error.line);
    for (i, &(kind, t_start, t_end)) in tokens.iter().enumerate() {
        // (A triple-quoted string may open long before: any string on
        // the lines counts.)
        if t_end <= start || t_start >= end {
            continue;
        }
        // (An f-string's text is its middle parts, up to its end.)
        let body_end = match kind {
            TokenKind::String => t_end,
            TokenKind::FStringStart => tokens[i..]
                .iter()
                .find(|t| t.0 == TokenKind::FStringEnd)
                .map_or(t_end, |t| t.1),
            _ => continue,
        };
        let text = &code[t_start..body_end];
        let Some((quote, _)) = string_opening(text) else {
            continue;
        };
        let prefix = &text[..quote];
        let lower = prefix.to_ascii_lowercase();
        let bytes = lower.contains('b');
        if lower.contains('r') || !undecodable(&text[quote..], bytes) {
            continue;
        }
        // (`u` and `r` do not go together: a `u` string is a `r` one.)
        let raw = if lower == "u" {
            "r".to_string()
        } else {
            format!("r{prefix}")
        };
        out.push(Change::new(t_start, t_start + quote, &raw, Kind::RawString));
    }
}

/// Each raw string on the error's line left open by a backslash before a
/// quote that could end it (what follows is no word's letter): that
/// backslash taken off. A plain string's, before a quote a comma or a
/// closer follows (`("/", "\\", "..")`): the backslash escaped (rule
/// `escaped_string_end`).
pub(super) fn raw_end_backslash(
    code: &str,
    lines: &Lines,
    error: &Diagnosis,
    out: &mut Vec<Change>,
) {
    let Some(line) = error.line_for(&[ErrorKind::UnterminatedString], lines.count()) else {
        return;
    };
    let start = lines.start_of(line);
    let text = lines.slice(code, line, line);
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let mut k = 0;
    // Walks the line's strings as the tokenizer does, up to the one left
    // open.
    while k < chars.len() {
        let (at, c) = chars[k];
        if c == '#' {
            return;
        }
        if c != '"' && c != '\'' {
            k += 1;
            continue;
        }
        let prefix: String = text[..at]
            .chars()
            .rev()
            .take_while(|c| c.is_ascii_alphabetic())
            .collect();
        let raw = prefix.to_ascii_lowercase().contains('r');
        let triple = text[at..].starts_with(&c.to_string().repeat(3));
        if triple {
            return;
        }
        let mut j = k + 1;
        let mut closed = false;
        let mut escaped_quotes = Vec::new();
        while j < chars.len() {
            let (place, d) = chars[j];
            if d == '\\' {
                if chars.get(j + 1).is_some_and(|&(_, e)| e == c) {
                    escaped_quotes.push((place, j + 2));
                }
                j += 2;
                continue;
            }
            if d == c {
                closed = true;
                break;
            }
            j += 1;
        }
        // (A plain string's: `"\\"` meant a backslash, escaped; the string
        // it opened ends at a later quote, or is the one left open.)
        let closes_a_value = |after: usize| {
            chars
                .get(after)
                .is_none_or(|&(_, e)| matches!(e, ',' | ')' | ']' | '}' | ':' | '\n' | '\r'))
        };
        if !raw {
            for &(place, after) in &escaped_quotes {
                if closes_a_value(after) {
                    out.push(Change::new(
                        start + place,
                        start + place,
                        "\\",
                        Kind::EscapedStringEnd,
                    ));
                }
            }
        }
        if closed {
            k = j + 1;
            continue;
        }
        for (place, after) in escaped_quotes {
            let ends = chars
                .get(after)
                .is_none_or(|&(_, e)| !(e.is_alphanumeric() || e == '_'));
            if ends && raw {
                out.push(Change::new(
                    start + place,
                    start + place + 1,
                    "",
                    Kind::RawStringEnd,
                ));
            }
        }
        return;
    }
}

/// Whether `body` (quotes included) holds a backslash escape CPython
/// cannot decode: `\U` without eight hex digits, `\u` without four, `\x`
/// without two, `\N` without its `{name}` (in bytes only `\x`).
fn undecodable(body: &str, bytes: bool) -> bool {
    let chars: Vec<char> = body.chars().collect();
    let hex = |from: usize, count: usize| {
        chars.len() >= from + count
            && chars[from..from + count]
                .iter()
                .all(char::is_ascii_hexdigit)
    };
    let mut i = 0;
    while i + 1 < chars.len() {
        if chars[i] != '\\' {
            i += 1;
            continue;
        }
        let bad = match chars[i + 1] {
            'x' => !hex(i + 2, 2),
            'u' if !bytes => !hex(i + 2, 4),
            'U' if !bytes => !hex(i + 2, 8),
            'N' if !bytes => chars.get(i + 2) != Some(&'{'),
            _ => false,
        };
        if bad {
            return true;
        }
        i += 2;
    }
    false
}

#[cfg(test)]
mod tests {
    use super::super::edits::applied;
    use super::*;

    fn raw(code: &str) -> Vec<String> {
        applied::at_error(code, |code, tokens, lines, error, out| {
            escapes_made_raw(code, tokens, lines, error, out)
        })
    }

    #[test]
    fn a_windows_path_is_a_raw_string() {
        assert_eq!(
            raw("def f():\n    return open(\"C:\\Users\\bob\\notes.txt\")\n"),
            ["def f():\n    return open(r\"C:\\Users\\bob\\notes.txt\")\n"]
        );
        assert_eq!(
            raw("p = f\"C:\\Users\\{name}\"\n"),
            ["p = rf\"C:\\Users\\{name}\"\n"]
        );
        assert_eq!(raw("p = b\"\\xZZ\"\n"), ["p = rb\"\\xZZ\"\n"]);
        assert_eq!(raw("p = u\"\\N\"\n"), ["p = r\"\\N\"\n"]);
        // A docstring opened many lines above the error.
        let code = "def f():\n    \"\"\"Doc.\n\n    a\n\n    b\n\n    C:\\Users\\x\n    \"\"\"\n";
        assert_eq!(
            raw(code),
            [code.replacen("    \"\"\"Doc", "    r\"\"\"Doc", 1)]
        );
    }

    #[test]
    fn a_raw_string_ends_without_its_backslash() {
        let ended = |code: &str| {
            applied::at_error(code, |code, _, lines, error, out| {
                raw_end_backslash(code, lines, error, out)
            })
        };
        assert_eq!(
            ended("INBOX = Path(r\"C:\\Invoices\\In\\\")\n"),
            ["INBOX = Path(r\"C:\\Invoices\\In\")\n"]
        );
        // (A string that is not raw gets its last backslash escaped.)
        assert_eq!(
            ended("INBOX = Path(\"C:\\In\\\")\n"),
            ["INBOX = Path(\"C:\\In\\\\\")\n"]
        );
    }

    #[test]
    fn only_the_string_cpython_cannot_decode() {
        assert_eq!(
            raw("a = \"\\n\\x41\\u00e9\"\nb = \"\\Users\"\n"),
            ["a = \"\\n\\x41\\u00e9\"\nb = r\"\\Users\"\n"]
        );
        assert!(!undecodable("\"\\U0001F600\\N{DASH}\"", false));
        assert!(!undecodable("b\"\\Users\"", true));
    }
}
