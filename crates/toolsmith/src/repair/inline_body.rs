//! A block's first statement written on its header's line while the rest
//! of its body stands below, indented (`def f(x) -> str:    if not x:
//! return "no"`, then `    return "yes"`): Python allows a one-line body
//! only when nothing follows it indented. CPython names the inline
//! statement (a compound one: `invalid syntax`) or the first line below
//! (`unexpected indent`); either way the header's line is broken after its
//! colon and the statement given the body's indentation, in one change.
//! And a decorator with the definition it decorates on its line
//! (`@bot.event async def on_ready():`): broken before the definition.

use ruff_python_ast::token::TokenKind;

use super::diagnosis::{Diagnosis, ErrorKind};
use super::edits::{
    Change, Kind, Lines, Token, code_tokens_of, depths_on_line, holds_code, leading,
    next_code_line, opens_block,
};

/// The header's line broken after its colon, if `error` stands on a
/// header's line with a statement after its colon, or just below one.
pub(super) fn inline_first_statement(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    error: &Diagnosis,
    out: &mut Vec<Change>,
) {
    let mut header_lines = vec![error.line];
    if error.kind == ErrorKind::UnexpectedIndent
        && let Some(above) = (1..error.line)
            .rev()
            .find(|&n| holds_code(lines.slice(code, n, n)))
    {
        header_lines.push(above);
    }
    for line in header_lines {
        if let Some(change) = broken_after_colon(code, tokens, lines, line) {
            out.push(change);
        }
    }
}

/// Line `line`, a header with a statement after its colon and a body
/// below indented deeper: broken after the colon.
fn broken_after_colon(code: &str, tokens: &[Token], lines: &Lines, line: usize) -> Option<Change> {
    let text = lines.slice(code, line, line);
    let indent = leading(text);
    if !opens_block(&text[indent.len()..]) {
        return None;
    }
    let on_line = code_tokens_of(tokens, lines, line);
    // The header's own colon: the first outside any bracket. A line that
    // leaves a bracket open goes on below: not a one-line body.
    let mut depth = 0usize;
    let mut colon = None;
    for (k, (_, token)) in on_line.iter().enumerate() {
        match token.0 {
            TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace => depth += 1,
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace => {
                depth = depth.checked_sub(1)?;
            }
            TokenKind::Colon if depth == 0 && colon.is_none() => colon = Some(k),
            _ => {}
        }
    }
    if depth != 0 {
        return None;
    }
    let colon = colon?;
    let (_, first_statement) = on_line.get(colon + 1)?;
    let (_, colon_token) = on_line[colon];
    // The body below: the next line of code, indented deeper.
    let below = next_code_line(code, lines, lines.start_of(line))?;
    let body_indent = leading(below);
    if body_indent.len() <= indent.len() || !body_indent.starts_with(indent) {
        return None;
    }
    Some(Change::new(
        colon_token.2,
        first_statement.1,
        &format!("\n{body_indent}"),
        Kind::InlineBody,
    ))
}

/// The line of `line` or the one before, a decorator with a `def`, `async
/// def` or `class` after its expression: broken before it, the definition
/// at the decorator's indentation.
pub(super) fn decorator_line_broken(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    line: usize,
    out: &mut Vec<Change>,
) {
    for line in [line, line.saturating_sub(1)] {
        if line == 0 {
            continue;
        }
        let text = lines.slice(code, line, line);
        let indent = leading(text);
        if !text[indent.len()..].starts_with('@') {
            continue;
        }
        let on_line = code_tokens_of(tokens, lines, line);
        let depths = depths_on_line(&on_line);
        let definition = on_line
            .iter()
            .zip(&depths)
            .position(|((_, token), &depth)| {
                depth == 0
                    && matches!(
                        token.0,
                        TokenKind::Def | TokenKind::Class | TokenKind::Async
                    )
            });
        if let Some(at) = definition.filter(|&at| at > 0) {
            out.push(Change::new(
                on_line[at - 1].1.2,
                on_line[at].1.1,
                &format!("\n{indent}"),
                Kind::DecoratorLine,
            ));
        }
    }
}
