//! printf-style formatting given its values without their tuple's
//! parentheses (`"%s -> %s" % start, end`): `%` binds tighter than the
//! comma, so only the first value is formatted, and where a comma cannot
//! stand (an `assert`'s message) CPython refuses the line. The values
//! after `%`, as many as the string's placeholders, grouped (rule
//! `format_tuple`).

use ruff_python_ast::token::TokenKind;

use super::edits::{Change, Kind, Lines, code_tokens_of};
use super::pairs::{closes, opens};

/// How many values the printf-style string literal `text` formats: its
/// placeholders, `%%` not one; none where it names its values by key.
fn placeholders(text: &str) -> usize {
    let body = text.trim_start_matches(|c: char| c.is_ascii_alphabetic());
    let mut count = 0;
    let mut chars = body.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '%' {
            continue;
        }
        // Flags, width and precision, then the conversion.
        while chars
            .peek()
            .is_some_and(|c| c.is_ascii_digit() || "-+ #.*".contains(*c))
        {
            chars.next();
        }
        match chars.next() {
            Some('%') => {}
            Some('(') => return 0,
            Some(c) if "diouxXeEfFgGcrsa".contains(c) => count += 1,
            _ => return 0,
        }
    }
    count
}

/// On line `line`, a string literal formatted with `%` by as many values,
/// separated by commas outside brackets, as it has placeholders (two or
/// more): those values put in a tuple.
pub(super) fn format_operands_grouped(
    code: &str,
    tokens: &[super::edits::Token],
    lines: &Lines,
    line: usize,
    out: &mut Vec<Change>,
) {
    let on_line: Vec<_> = code_tokens_of(tokens, lines, line)
        .into_iter()
        .map(|(_, t)| t)
        .collect();
    for (k, pair) in on_line.windows(2).enumerate() {
        let [string, percent] = pair else {
            continue;
        };
        if string.0 != TokenKind::String || percent.0 != TokenKind::Percent {
            continue;
        }
        let wanted = placeholders(&code[string.1..string.2]);
        if wanted < 2 {
            continue;
        }
        // The values: to the line's end, or a closer of an outer bracket,
        // or what no value holds.
        let mut depth = 0usize;
        let mut values = 1;
        let mut last = None;
        for token in &on_line[k + 2..] {
            if opens(token.0) {
                depth += 1;
            } else if closes(token.0) {
                let Some(d) = depth.checked_sub(1) else {
                    break;
                };
                depth = d;
            } else if depth == 0 && token.0 == TokenKind::Comma {
                values += 1;
                continue;
            } else if depth == 0
                && matches!(
                    token.0,
                    TokenKind::Colon | TokenKind::Equal | TokenKind::Semi
                )
            {
                break;
            }
            last = Some(*token);
        }
        let (Some(first), Some(last)) = (on_line.get(k + 2), last) else {
            continue;
        };
        if values != wanted || first.1 >= last.2 {
            continue;
        }
        let text = format!("({})", &code[first.1..last.2]);
        out.push(Change::new(first.1, last.2, &text, Kind::FormatTuple));
    }
}

#[cfg(test)]
mod tests {
    use super::super::edits::applied;
    use super::*;

    fn grouped(code: &str) -> Vec<String> {
        applied::on_line(code, 1, |code, tokens, lines, line, out| {
            format_operands_grouped(code, tokens, lines, line, out)
        })
    }

    #[test]
    fn values_as_many_as_placeholders_are_grouped() {
        assert_eq!(
            grouped("assert f(a) == n, \"%s -> %s\" % start, end\n"),
            ["assert f(a) == n, \"%s -> %s\" % (start, end)\n"]
        );
        assert_eq!(
            grouped("assert ok, '%d%% of %s' % rate(x, y), name\n"),
            ["assert ok, '%d%% of %s' % (rate(x, y), name)\n"]
        );
        // As many values as the string has not, or a key named: nothing.
        assert!(grouped("assert ok, \"%s -> %s\" % a, b, c\n").is_empty());
        assert!(grouped("assert ok, \"%(a)s %(b)s\" % a, b\n").is_empty());
    }
}
