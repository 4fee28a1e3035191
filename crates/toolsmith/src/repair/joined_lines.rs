//! Two statements on one line whose line break was lost (an editor's or a
//! model's edit joined them: `rows = load(path)    total = sum(rows)`):
//! CPython stops at the second. Broken again where the spaces between them
//! are, which are the lost line's indentation (up to the line's own; wider,
//! the line's own). Only where two spaces or more part them: a statement's
//! own tokens are one space apart. And a block's next clause written
//! after a body on its header's line (`if c:x=1else:x=2`) starts its own.

use ruff_python_ast::token::TokenKind;

use super::diagnosis::{Diagnosis, ErrorKind};
use super::edits::{
    Change, Kind, Lines, Token, code_tokens_of, depths_on_line, ends_an_operand, leading,
    open_brackets,
};

/// The error's line broken before each statement that starts, at its
/// top level, after a gap of spaces following a whole operand.
pub(super) fn statements_joined(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    error: &Diagnosis,
    out: &mut Vec<Change>,
) {
    if !matches!(
        error.kind,
        ErrorKind::InvalidSyntax | ErrorKind::ForgotComma
    ) {
        return;
    }
    let line = error.line;
    if line == 0 || line > lines.count() {
        return;
    }
    // A line inside a bracket opened above continues an expression.
    if !open_brackets(tokens, lines.start_of(line)).is_empty() {
        return;
    }
    let indent = leading(lines.slice(code, line, line));
    let on_line = code_tokens_of(tokens, lines, line);
    let depths = depths_on_line(&on_line);
    let header_first = on_line.first().is_some_and(|t| {
        matches!(
            t.1.0,
            TokenKind::If | TokenKind::Elif | TokenKind::Try | TokenKind::Except
        )
    });
    for (k, pair) in on_line.windows(2).enumerate() {
        let (before, next) = (pair[0].1, pair[1].1);
        // The closer's depth is inside its bracket: what follows it is at
        // the depth of the token after it.
        if depths[k + 1] != 0 {
            continue;
        }
        let gap = &code[before.2..next.1];
        // A block's next clause after a body written on its header's line
        // (`if a>b:w="A"else:w="B"`): at the header's own indentation.
        let clause = matches!(
            next.0,
            TokenKind::Else | TokenKind::Elif | TokenKind::Except | TokenKind::Finally
        );
        let body_inline = on_line[..=k]
            .iter()
            .zip(&depths)
            .any(|(t, &depth)| t.1.0 == TokenKind::Colon && depth == 0);
        if clause && header_first && body_inline && ends_an_operand(before.0) {
            if gap.bytes().all(|b| b == b' ') {
                out.push(Change::new(
                    before.2,
                    next.1,
                    &format!("\n{indent}"),
                    Kind::JoinedLines,
                ));
            }
            continue;
        }
        if gap.len() < 2 || !gap.bytes().all(|b| b == b' ') {
            continue;
        }
        if ends_an_operand(before.0) && starts_a_statement(next.0) {
            // The spaces are the next line's indentation, where the line
            // break alone was lost: at this line's level or out of its
            // block. (Wider, they are spaces typed between.)
            let indent = if gap.len() <= indent.len() && indent.starts_with(' ') {
                gap
            } else {
                indent
            };
            out.push(Change::new(
                before.2,
                next.1,
                &format!("\n{indent}"),
                Kind::JoinedLines,
            ));
        }
    }
}

/// `global count = 0` (or `nonlocal`): a declaration and an assignment
/// written as one statement, made two, the names declared then assigned.
pub(super) fn declaration_assigned(code: &str, lines: &Lines, line: usize, out: &mut Vec<Change>) {
    if line == 0 || line > lines.count() {
        return;
    }
    let text = lines.slice(code, line, line);
    let indent = leading(text);
    let body = text[indent.len()..].trim_end_matches(['\n', '\r']);
    let Some(rest) = body
        .strip_prefix("global ")
        .or_else(|| body.strip_prefix("nonlocal "))
    else {
        return;
    };
    let Some(equal) = rest
        .find('=')
        .filter(|&at| !rest[at + 1..].starts_with('='))
    else {
        return;
    };
    let names = rest[..equal].trim();
    let named = |n: &str| n.trim().chars().all(|c| c.is_alphanumeric() || c == '_');
    if names.is_empty() || !names.split(',').all(named) {
        return;
    }
    let keyword = &body[..body.len() - rest.len()];
    let start = lines.start_of(line) + indent.len();
    out.push(Change::new(
        start,
        start + body.len(),
        &format!("{keyword}{names}\n{indent}{}", rest.trim_start()),
        Kind::JoinedLines,
    ));
}

fn starts_a_statement(kind: TokenKind) -> bool {
    matches!(
        kind,
        TokenKind::Name
            | TokenKind::Return
            | TokenKind::If
            | TokenKind::For
            | TokenKind::While
            | TokenKind::Del
            | TokenKind::Pass
            | TokenKind::Break
            | TokenKind::Continue
            | TokenKind::Raise
            | TokenKind::Import
            | TokenKind::From
            | TokenKind::With
            | TokenKind::Assert
            | TokenKind::Global
            | TokenKind::Nonlocal
            | TokenKind::Yield
            | TokenKind::Await
            | TokenKind::Try
            | TokenKind::Def
            | TokenKind::Class
    )
}

#[cfg(test)]
mod tests {
    use super::super::edits::applied::at_error;
    use super::*;

    #[test]
    fn two_statements_apart_by_spaces_are_two_lines_again() {
        let code = "def main():\n    rows = load(p)    total = sum(rows)\n    return total\n";
        assert_eq!(
            at_error(code, statements_joined),
            ["def main():\n    rows = load(p)\n    total = sum(rows)\n    return total\n"]
        );
    }

    #[test]
    fn the_spaces_left_are_the_next_lines_indentation() {
        let code = "def f(p):\n    with open(p) as fh:\n        data = fh.read()    n = len(data)\n    return n\n";
        assert_eq!(
            at_error(code, statements_joined),
            [
                "def f(p):\n    with open(p) as fh:\n        data = fh.read()\n    n = len(data)\n    return n\n"
            ]
        );
    }

    #[test]
    fn a_clause_after_a_body_on_its_headers_line_starts_its_own() {
        let code = "if a>b:w=\"A\"else:w=\"B\"\nprint(w)\n";
        assert_eq!(
            at_error(code, statements_joined),
            ["if a>b:w=\"A\"\nelse:w=\"B\"\nprint(w)\n"]
        );
        // (A conditional expression's `else` is its own.)
        let code = "x = a if b else c d\n";
        assert!(at_error(code, statements_joined).is_empty());
    }

    #[test]
    fn a_declaration_and_its_assignment_are_two_statements() {
        let code = "def f():\n    global a, b = 1, 2\n    return a\n";
        let got = super::super::edits::applied::on_line(code, 2, |c, _, l, n, o| {
            declaration_assigned(c, l, n, o)
        });
        assert_eq!(
            got,
            ["def f():\n    global a, b\n    a, b = 1, 2\n    return a\n"]
        );
    }

    #[test]
    fn one_space_or_a_bracket_is_no_joined_line() {
        assert!(at_error("x = f(a  b)\n", statements_joined).is_empty());
        assert!(at_error("x = 1 y = 2\n", statements_joined).is_empty());
    }
}
