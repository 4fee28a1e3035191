//! Values written without their quotes, as a form or a sheet shows them:
//! an address (`192.168.10.45`), a code with its leading zeros
//! (`0402101000`), a time (`"lengde": 3:42`), a date (`2024-06-11`), a
//! grade or version (`5.11a`, `1.2.3`). Digits
//! and the marks between them no Python number reads, standing as one
//! value (after `=`, a comma, an opener or a dict's colon, before the
//! next or the line's end): the whole run quoted (rule `value_unquoted`).

use ruff_python_ast::token::TokenKind;

use super::diagnosis::{Diagnosis, ErrorKind};
use super::edits::{Change, Kind, Lines, Token, code_tokens_of};

/// On CPython's line, each such run quoted in the file's usual quote.
pub(super) fn values_quoted(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    error: &Diagnosis,
    out: &mut Vec<Change>,
) {
    const KINDS: &[ErrorKind] = &[
        ErrorKind::InvalidNumber,
        ErrorKind::InvalidSyntax,
        ErrorKind::ForgotComma,
        ErrorKind::LeadingZeros,
    ];
    let Some(line) = error.line_for(KINDS, lines.count()) else {
        return;
    };
    let on_line: Vec<Token> = code_tokens_of(tokens, lines, line)
        .into_iter()
        .map(|(_, t)| t)
        .collect();
    let mut after = 0;
    for (i, &(kind, start, _)) in on_line.iter().enumerate() {
        // (Digits with leading zeros are no token the tokenizer knows.)
        let digits = matches!(kind, TokenKind::Int | TokenKind::Float)
            || kind == TokenKind::Unknown
                && code[start..].starts_with(|c: char| c.is_ascii_digit());
        if start < after || !digits {
            continue;
        }
        // A sign glued before the digits is the value's (`+255`).
        let signed = i >= 1
            && matches!(on_line[i - 1].0, TokenKind::Plus | TokenKind::Minus)
            && on_line[i - 1].2 == start;
        let first = if signed { i - 1 } else { i };
        let Some(opener) = first.checked_sub(1).map(|p| on_line[p].0) else {
            continue;
        };
        if !matches!(
            opener,
            TokenKind::Equal
                | TokenKind::Comma
                | TokenKind::Lpar
                | TokenKind::Lsqb
                | TokenKind::Lbrace
                | TokenKind::Colon
        ) {
            continue;
        }
        let from = on_line[first].1;
        let end = run_end(code, from);
        after = end;
        let run = &code[from..end];
        let tokens_in_run = on_line[first..].iter().take_while(|t| t.1 < end).count();
        // (Octal-looking and short, `0755`, is Python 2's mode.)
        let zeros = error.kind == ErrorKind::LeadingZeros
            && run.starts_with('0')
            && run.bytes().all(|b| b.is_ascii_digit())
            && (run.len() >= 6 || run.bytes().any(|b| b >= b'8'));
        // (A subscript's `1:2` is a slice; a lone number is a number.)
        let slice = opener == TokenKind::Lsqb && run.contains(':');
        if (tokens_in_run > 1 + usize::from(signed) || zeros) && !slice && ends_a_value(code, end) {
            let quote = usual_quote(code, tokens);
            out.push(Change::new(
                from,
                end,
                &format!("{quote}{run}{quote}"),
                Kind::ValueUnquoted,
            ));
        }
    }
}

/// Where the run of digits and marks from byte `from` ends: digits,
/// points, colons, dashes, slashes and a sign; letters right after a digit
/// (`5.11a`). (Not spaces: `10 000` is a number grouped, rule
/// `number_form`'s.)
fn run_end(code: &str, from: usize) -> usize {
    let bytes = code.as_bytes();
    let mut end = from;
    while end < bytes.len() {
        let b = bytes[end];
        let previous_digit = end > from && bytes[end - 1].is_ascii_digit();
        let next_digit = bytes.get(end + 1).is_some_and(u8::is_ascii_digit);
        let fits = b.is_ascii_digit()
            || matches!(b, b'.' | b':' | b'-' | b'/') && next_digit
            || b == b'+' && end == from
            || b.is_ascii_alphabetic()
                && end > from
                && (previous_digit || bytes[end - 1].is_ascii_alphabetic());
        if !fits {
            break;
        }
        end += 1;
    }
    end
}

/// Whether the value ends at byte `end`: the next mark closes it (a comma,
/// a closer, a comment) or its line ends.
pub(super) fn ends_a_value(code: &str, end: usize) -> bool {
    let rest = code[end..].trim_start_matches([' ', '\t']);
    rest.is_empty() || rest.starts_with([',', ')', ']', '}', '#', '\n', '\r'])
}

/// The quote most of the file's strings open with.
fn usual_quote(code: &str, tokens: &[Token]) -> char {
    let (mut double, mut single) = (0usize, 0usize);
    for &(kind, start, end) in tokens {
        if kind == TokenKind::String {
            match code[start..end]
                .trim_start_matches(char::is_alphabetic)
                .chars()
                .next()
            {
                Some('\'') => single += 1,
                Some('"') => double += 1,
                _ => {}
            }
        }
    }
    if single > double { '\'' } else { '"' }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::python::validate;
    use ruff_python_ast::PythonVersion;

    fn quoted(code: &str) -> Vec<String> {
        let error = validate(code, PythonVersion::PY311).expect_err("broken");
        let error = Diagnosis::read(error);
        let mut out = Vec::new();
        let tokens = super::super::edits::tokens(code);
        values_quoted(code, &tokens, &Lines::of(code), &error, &mut out);
        out.iter().map(|c| c.apply(code)).collect()
    }

    #[test]
    fn an_address_a_code_a_time_and_a_grade_are_quoted() {
        let seen = quoted("IP = 192.168.10.45\n");
        assert!(
            seen.contains(&"IP = \"192.168.10.45\"\n".to_string()),
            "{seen:?}"
        );
        let seen = quoted("KOD = 0402101000\n");
        assert!(
            seen.contains(&"KOD = \"0402101000\"\n".to_string()),
            "{seen:?}"
        );
        let seen = quoted("s = {'t': 'a', 'len': 3:42}\n");
        assert!(
            seen.contains(&"s = {'t': 'a', 'len': '3:42'}\n".to_string()),
            "{seen:?}"
        );
        let seen = quoted("g = (\"6b+\", 5.11a)\n");
        assert!(
            seen.contains(&"g = (\"6b+\", \"5.11a\")\n".to_string()),
            "{seen:?}"
        );
    }

    #[test]
    fn a_slice_and_a_number_in_an_expression_are_not_quoted() {
        assert!(quoted("x = a[1:2 3]\n").is_empty());
        assert!(quoted("x = 1.5 2\n").iter().all(|t| !t.contains("\"1.5")));
    }
}
