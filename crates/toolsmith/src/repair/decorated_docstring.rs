//! A docstring written between a decorator and the definition it
//! decorates (`@property`, then `"""The path."""`, then `def unc(self):`),
//! as a docstring tool or a hurried edit puts it: CPython refuses the
//! string where only a definition may follow. Moved to the first line of
//! the definition's body, at the body's indentation (a part put where
//! Python gives it a place).

use ruff_python_ast::token::TokenKind;

use super::edits::{Change, Kind, Lines, Token, leading};

/// The docstring at line `line` moved below its definition's header.
pub(super) fn docstring_moved_into_body(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    line: usize,
    out: &mut Vec<Change>,
) {
    if line < 2 || line > lines.count() {
        return;
    }
    let start = lines.start_of(line);
    let first = tokens.partition_point(|t| t.1 < start);
    let code_at = |k: usize| {
        tokens[k..]
            .iter()
            .position(|t| {
                !matches!(
                    t.0,
                    TokenKind::Indent
                        | TokenKind::Dedent
                        | TokenKind::NonLogicalNewline
                        | TokenKind::Comment
                )
            })
            .map(|p| k + p)
    };
    let Some(string) = code_at(first) else {
        return;
    };
    if tokens[string].0 != TokenKind::String || lines.line_of(tokens[string].1) != line {
        return;
    }
    // The string alone on its lines, a decorator's line ended just above.
    let Some(newline) = tokens.get(string + 1).filter(|t| t.0 == TokenKind::Newline) else {
        return;
    };
    let above = tokens[..first].iter().rposition(|t| {
        !matches!(
            t.0,
            TokenKind::Indent
                | TokenKind::Dedent
                | TokenKind::Comment
                | TokenKind::NonLogicalNewline
                | TokenKind::Newline
        )
    });
    let decorated = above.is_some_and(|k| {
        let statement = tokens[..=k]
            .iter()
            .rposition(|t| t.0 == TokenKind::Newline)
            .map_or(0, |n| n + 1);
        code_at(statement).is_some_and(|s| tokens[s].0 == TokenKind::At)
    });
    if !decorated {
        return;
    }
    let last_string_line = lines.line_of(newline.1);
    let Some(header) = code_at(string + 2) else {
        return;
    };
    if !matches!(
        tokens[header].0,
        TokenKind::Def | TokenKind::Class | TokenKind::Async
    ) {
        return;
    }
    // The header's end: its first line break at the statement's level.
    let Some(header_end) = tokens[header..]
        .iter()
        .position(|t| t.0 == TokenKind::Newline)
        .map(|p| header + p)
    else {
        return;
    };
    let header_last = lines.line_of(tokens[header_end].1);
    let header_indent = leading(lines.slice(
        code,
        lines.line_of(tokens[header].1),
        lines.line_of(tokens[header].1),
    ));
    let body = (header_last + 1..=lines.count())
        .map(|l| lines.slice(code, l, l))
        .find(|text| !text.trim().is_empty());
    let body_indent = match body.map(leading) {
        Some(indent) if indent.len() > header_indent.len() => indent.to_string(),
        _ => format!("{header_indent}    "),
    };
    let string_indent = leading(lines.slice(code, line, line));
    let moved: String = lines
        .slice(code, line, last_string_line)
        .split_inclusive('\n')
        .map(|l| match l.strip_prefix(string_indent) {
            Some(rest) if !l.trim().is_empty() => format!("{body_indent}{rest}"),
            _ => l.to_string(),
        })
        .collect();
    let headers = lines.slice(code, last_string_line + 1, header_last);
    if !headers.ends_with('\n') {
        return;
    }
    out.push(Change::new(
        start,
        lines.end_of(header_last),
        &format!("{headers}{moved}"),
        Kind::PartPlaced,
    ));
}

#[cfg(test)]
mod tests {
    use super::super::edits::applied::on_line;
    use super::*;

    #[test]
    fn a_docstring_above_its_definition_goes_into_its_body() {
        let code = "class A:\n    x = 1\n\n    @property\n    \"\"\"The path.\"\"\"\n    def unc(self):\n        return 1\n";
        assert_eq!(
            on_line(code, 5, docstring_moved_into_body),
            [
                "class A:\n    x = 1\n\n    @property\n    def unc(self):\n        \"\"\"The path.\"\"\"\n        return 1\n"
            ]
        );
        let code = "@dataclass\n\"\"\"A point.\n\nTwo floats.\n\"\"\"\nclass P(\n    Base,\n):\n    x: float\n";
        assert_eq!(
            on_line(code, 2, docstring_moved_into_body),
            [
                "@dataclass\nclass P(\n    Base,\n):\n    \"\"\"A point.\n\n    Two floats.\n    \"\"\"\n    x: float\n"
            ]
        );
        // (Not a string after a statement.)
        let code = "x = 1\n\"\"\"Doc.\"\"\"\ndef f():\n    pass\n";
        assert!(on_line(code, 2, docstring_moved_into_body).is_empty());
    }
}
