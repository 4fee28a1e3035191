//! What a change makes of a value among its neighbours: quoted as the
//! strings beside it are, or made a tuple by a comma ending it.

use ruff_python_ast::token::TokenKind;

use super::super::edits::{Change, Kind, Lines, Token, code_tokens_of, open_brackets};

/// A value quoted (rule `value_unquoted`) in a bracket whose other
/// elements are strings, one at least (`["80-7149-435-2",
/// 978-80-08-03234-8]`): written as its siblings are.
pub(super) fn quoted_like_its_siblings(tokens: &[Token], change: &Change) -> bool {
    if change.kind != Kind::ValueUnquoted {
        return false;
    }
    let Some(&opened) = open_brackets(tokens, change.start).last() else {
        return false;
    };
    let (mut strings, mut others) = (0usize, 0usize);
    let mut element: Vec<Token> = Vec::new();
    let mut depth = 0usize;
    let mut count = |element: &mut Vec<Token>| {
        let holds_the_change = element
            .iter()
            .any(|t| t.1 < change.end && t.2 > change.start);
        match element[..] {
            _ if holds_the_change => {}
            [] => {}
            [(TokenKind::String, ..)] => strings += 1,
            _ => others += 1,
        }
        element.clear();
    };
    for &t in tokens.iter().skip_while(|t| t.1 <= opened) {
        match t.0 {
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace if depth == 0 => break,
            TokenKind::Comma if depth == 0 => count(&mut element),
            TokenKind::NonLogicalNewline | TokenKind::Comment => {}
            kind => {
                match kind {
                    TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace => depth += 1,
                    TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace => depth -= 1,
                    _ => {}
                }
                element.push(t);
            }
        }
    }
    count(&mut element);
    strings > 0 && others == 0
}

/// A comma put last in an assignment's value, outside brackets
/// (`TVQ = 9.975,  # rate`): the value made a one-element tuple, which
/// no one writes so.
pub(super) fn comma_makes_a_tuple(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    change: &Change,
) -> bool {
    if change.text.trim() != "," || !open_brackets(tokens, change.start).is_empty() {
        return false;
    }
    let line = lines.line_of(change.start);
    // (A change over lines ends no value of this one.)
    let Some(rest) = code.get(change.end..lines.end_of(line).min(code.len())) else {
        return false;
    };
    let rest = rest.trim_start_matches([' ', '\t']);
    let ends = rest.is_empty() || rest.starts_with(['#', '\n', '\r']);
    let assigns = code_tokens_of(tokens, lines, line)
        .iter()
        .any(|(_, t)| t.0 == TokenKind::Equal && t.2 <= change.start);
    ends && assigns
}
