//! An f-string's replacement field that Python 3.12 reads and earlier
//! Pythons cannot (PEP 701): a string with a backslash inside it
//! (`f"<ul>{"\n".join(items)}</ul>"`), or a comment. The expression is
//! computed on a line of its own before the statement and the field reads
//! the name (`joined = "\n".join(items)`, `f"<ul>{joined}</ul>"`), as
//! people write it for 3.11; the comment goes on its own line above.

use ruff_python_ast::token::TokenKind;

use super::edits::{Change, Kind, Lines, Token, leading, names_written};

/// The f-string on line `line` with its fields that 3.11 refuses taken out
/// of it, in one change.
pub(super) fn field_hoisted(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    line: usize,
    out: &mut Vec<Change>,
) {
    let (from, to) = (lines.start_of(line), lines.end_of(line));
    // The outermost f-string that reaches line `line`.
    let mut depth = 0usize;
    let mut start = None;
    let mut found = None;
    for (i, token) in tokens.iter().enumerate() {
        match token.0 {
            TokenKind::FStringStart => {
                if depth == 0 {
                    start = Some(i);
                }
                depth += 1;
            }
            TokenKind::FStringEnd if depth > 0 => {
                depth -= 1;
                if depth == 0
                    && let Some(first) = start
                    && tokens[first].1 < to
                    && token.2 > from
                {
                    found = Some((first, i));
                    break;
                }
            }
            _ => {}
        }
    }
    let Some((first, last)) = found else {
        return;
    };
    let Some(statement) = statement_start(tokens, first) else {
        return;
    };
    let statement_line = lines.line_of(tokens[statement].1);
    let header = lines.slice(code, statement_line, statement_line);
    let indent = leading(header);
    // A line put before an `elif` or an `except` would part it from its
    // `if`; a comprehension's or a lambda's names are not bound there.
    let continues_a_block = ["elif", "else", "except", "finally", "case"]
        .iter()
        .any(|word| {
            header
                .trim_start()
                .strip_prefix(word)
                .is_some_and(|rest| !rest.starts_with(|c: char| c.is_alphanumeric() || c == '_'))
        });
    let binds_names = tokens[statement..]
        .iter()
        .take_while(|t| !matches!(t.0, TokenKind::Newline | TokenKind::EndOfFile))
        .any(|t| matches!(t.0, TokenKind::Lambda | TokenKind::For));
    if continues_a_block || binds_names {
        return;
    }
    let taken = names_written(code, tokens);
    let mut chosen: Vec<String> = Vec::new();
    let mut before = String::new();
    let mut edits: Vec<(usize, usize, String)> = Vec::new();
    for (open, close) in fields(tokens, first, last) {
        let inside = &tokens[open + 1..close];
        if let Some(comment) = inside.iter().find(|t| t.0 == TokenKind::Comment) {
            let gap = code[..comment.1].trim_end_matches([' ', '\t']).len();
            before.push_str(&format!("{indent}{}\n", &code[comment.1..comment.2]));
            edits.push((gap, comment.2, String::new()));
            continue;
        }
        let backslash = inside
            .iter()
            .any(|t| matches!(t.0, TokenKind::String) && code[t.1..t.2].contains('\\'));
        if !backslash {
            continue;
        }
        // The expression: up to a conversion or a format spec.
        let end = expression_end(tokens, open + 1, close);
        let expression = code[tokens[open + 1].1..tokens[end - 1].2].trim();
        let base = if expression.contains(".join(") {
            "joined"
        } else {
            "value"
        };
        let name = (1..)
            .map(|n| {
                if n == 1 {
                    base.to_string()
                } else {
                    format!("{base}_{n}")
                }
            })
            .find(|name| !taken.contains(name.as_str()) && !chosen.contains(name))
            .unwrap_or_default();
        before.push_str(&format!("{indent}{name} = {expression}\n"));
        edits.push((tokens[open + 1].1, tokens[end - 1].2, name.clone()));
        chosen.push(name);
    }
    if edits.is_empty() {
        return;
    }
    let start = lines.start_of(statement_line);
    let end = tokens[last].2;
    let mut text = before;
    let mut at = start;
    for (from, to, with) in edits {
        text.push_str(&code[at..from]);
        text.push_str(&with);
        at = to;
    }
    text.push_str(&code[at..end]);
    out.push(Change::new(start, end, &text, Kind::FieldHoisted));
}

/// The first token of the logical line holding token `at`.
fn statement_start(tokens: &[Token], at: usize) -> Option<usize> {
    let before = tokens[..at].iter().rposition(|t| {
        matches!(
            t.0,
            TokenKind::Newline | TokenKind::Indent | TokenKind::Dedent
        )
    });
    let mut first = before.map_or(0, |i| i + 1);
    while matches!(
        tokens.get(first)?.0,
        TokenKind::NonLogicalNewline | TokenKind::Comment
    ) {
        first += 1;
    }
    Some(first)
}

/// The replacement fields of the f-string from token `first` to `last`,
/// its own (not a nested f-string's): each `{` and its `}`.
fn fields(tokens: &[Token], first: usize, last: usize) -> Vec<(usize, usize)> {
    let mut found = Vec::new();
    let mut strings = 0usize;
    let mut open: Option<(usize, usize)> = None;
    let mut depth = 0usize;
    for (i, token) in tokens.iter().enumerate().take(last + 1).skip(first) {
        match token.0 {
            TokenKind::FStringStart => strings += 1,
            TokenKind::FStringEnd => strings = strings.saturating_sub(1),
            TokenKind::Lbrace | TokenKind::Lpar | TokenKind::Lsqb if strings == 1 => {
                if depth == 0 && token.0 == TokenKind::Lbrace {
                    open = Some((i, depth));
                }
                depth += 1;
            }
            TokenKind::Rbrace | TokenKind::Rpar | TokenKind::Rsqb if strings == 1 => {
                depth = depth.saturating_sub(1);
                if depth == 0
                    && token.0 == TokenKind::Rbrace
                    && let Some((at, _)) = open.take()
                {
                    found.push((at, i));
                }
            }
            _ => {}
        }
    }
    found
}

/// Where a field's expression ends, from token `from` to its `}` at
/// `close`: before a `!` conversion or a `:` format spec at its own depth.
fn expression_end(tokens: &[Token], from: usize, close: usize) -> usize {
    let mut depth = 0usize;
    for (i, token) in tokens.iter().enumerate().take(close).skip(from) {
        match token.0 {
            TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace => depth += 1,
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace => {
                depth = depth.saturating_sub(1)
            }
            TokenKind::Exclamation | TokenKind::Colon if depth == 0 => return i,
            _ => {}
        }
    }
    close
}

#[cfg(test)]
mod tests {
    use super::super::edits::applied::on_line;
    use super::*;

    #[test]
    fn a_fields_backslash_or_comment_leaves_the_f_string() {
        let joined = "def page(items):\n    return f\"<ul>{\"\\n\".join(items)}</ul>\"\n";
        assert_eq!(
            on_line(joined, 2, field_hoisted),
            [
                "def page(items):\n    joined = \"\\n\".join(items)\n    return f\"<ul>{joined}</ul>\"\n"
            ]
        );
        let commented =
            "for t in ts:\n    out(f\"\"\"<li>{\n        esc(t)  # from users\n    }</li>\"\"\")\n";
        assert_eq!(
            on_line(commented, 4, field_hoisted),
            [
                "for t in ts:\n    # from users\n    out(f\"\"\"<li>{\n        esc(t)\n    }</li>\"\"\")\n"
            ]
        );
        // A comprehension's names are not bound before its statement.
        let bound = "rows = [f\"{\"\\n\".join(r)}\" for r in rs]\n";
        assert!(on_line(bound, 1, field_hoisted).is_empty());
    }
}
