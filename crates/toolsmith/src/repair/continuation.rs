//! A statement continued on its next line with neither brackets nor a
//! `\` (`total = total +` over a deeper-indented `i`): the line's end
//! escaped, as its author's indentation says the statement goes on.

use ruff_python_ast::token::TokenKind;

use super::edits::{Change, Kind, Lines, Token, code_tokens_of, leading};

/// Line `line` ending in a binary operator, a deeper-indented line after
/// it: a `\` after the operator.
pub(super) fn escaped_line_end(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    line: usize,
    out: &mut Vec<Change>,
) {
    let on_line = code_tokens_of(tokens, lines, line);
    let Some(&(_, (kind, _, end))) = on_line.last() else {
        return;
    };
    let binary = matches!(
        kind,
        TokenKind::Plus
            | TokenKind::Minus
            | TokenKind::Star
            | TokenKind::Slash
            | TokenKind::DoubleSlash
            | TokenKind::Percent
            | TokenKind::DoubleStar
            | TokenKind::And
            | TokenKind::Or
            | TokenKind::EqEqual
            | TokenKind::NotEqual
            | TokenKind::Less
            | TokenKind::LessEqual
            | TokenKind::Greater
            | TokenKind::GreaterEqual
            | TokenKind::Vbar
            | TokenKind::Amper
            | TokenKind::Equal
    );
    let next = lines.slice(code, line + 1, line + 1);
    let this = lines.slice(code, line, line);
    let commented = code[end..lines.end_of(line)].trim_start().starts_with('#');
    if binary
        && !commented
        && line < lines.count()
        && !next.trim().is_empty()
        && leading(next).len() > leading(this).len()
    {
        out.push(Change::new(end, end, " \\", Kind::Insert));
    }
}

#[cfg(test)]
mod tests {
    use super::super::edits::applied;
    use super::*;

    fn escaped(code: &str) -> Vec<String> {
        applied::on_line(code, 1, escaped_line_end)
    }

    #[test]
    fn a_line_its_author_continued_is_escaped() {
        assert_eq!(
            escaped("total = total +\n        i\n"),
            ["total = total + \\\n        i\n"]
        );
        // A `\` before a comment would escape nothing.
        assert!(escaped("total = total +  # sum\n        i\n").is_empty());
        // Not continued: the next line is no deeper.
        assert!(escaped("total = total +\ni\n").is_empty());
    }
}
