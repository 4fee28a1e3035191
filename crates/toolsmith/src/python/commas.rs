//! CPython's words for the commas it asks about: two expressions side by
//! side in brackets ("Perhaps you forgot a comma?") and a comma that ends
//! what cannot end with one.

use ruff_python_ast::PythonVersion;
use ruff_python_ast::token::{Token, TokenKind};
use ruff_text_size::{Ranged, TextRange, TextSize};

use super::lookahead;

/// Two expressions side by side inside brackets (`f(a b)`, `[1 2]`): CPython
/// suspects a missing comma and points at the start of the first one.
pub(super) fn forgotten_comma(
    range: TextRange,
    tokens: &[Token],
    code: &str,
    target: PythonVersion,
) -> Option<TextSize> {
    let at = lookahead::index_at(tokens, range.start());
    let second = tokens.get(at)?;
    let starts_expression = matches!(
        second.kind(),
        TokenKind::Name
            | TokenKind::Int
            | TokenKind::Float
            | TokenKind::Complex
            | TokenKind::String
            | TokenKind::FStringStart
            | TokenKind::None
            | TokenKind::True
            | TokenKind::False
            | TokenKind::Ellipsis
            | TokenKind::Lambda
            | TokenKind::Not
            | TokenKind::Await
            | TokenKind::Tilde
            | TokenKind::Lbrace
    );
    if !starts_expression || bracket_depth(&tokens[..at]) == 0 {
        return None;
    }
    // Back over the first expression: atoms, attribute and call chains,
    // operators, until a separator at its own bracket level.
    let mut depth = 0usize;
    let mut start = None;
    for token in tokens[..at].iter().rev() {
        let kind = token.kind();
        match kind {
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace | TokenKind::FStringEnd => {
                depth += 1;
            }
            TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace | TokenKind::FStringStart
                if depth > 0 =>
            {
                depth -= 1;
            }
            _ if depth > 0 => {}
            TokenKind::Lpar
            | TokenKind::Lsqb
            | TokenKind::Lbrace
            | TokenKind::Comma
            | TokenKind::Colon
            | TokenKind::Equal
            | TokenKind::Semi
            | TokenKind::Newline
            | TokenKind::Indent
            | TokenKind::Dedent
            | TokenKind::If
            | TokenKind::Else
            | TokenKind::For
            | TokenKind::Lambda
            | TokenKind::Return
            | TokenKind::Yield
            | TokenKind::Star
            | TokenKind::DoubleStar => break,
            _ => {}
        }
        // Inside brackets a line break is only space.
        if !matches!(kind, TokenKind::Comment | TokenKind::NonLogicalNewline) {
            start = Some(token);
        }
    }
    // CPython's rule does not apply to a first expression that starts with
    // a soft keyword or with a name followed by a string (`print "x"`-like).
    let first = start?;
    let index = tokens.iter().position(|t| std::ptr::eq(t, first))?;
    // A parameter's or an imported name's place holds a name; a default or
    // an annotation is an expression.
    let in_name_place = lookahead::previous(tokens, index).is_some_and(|t| {
        matches!(
            t.kind(),
            TokenKind::Lpar | TokenKind::Comma | TokenKind::Star | TokenKind::DoubleStar
        )
    });
    if in_name_place && names_not_expressions(&tokens[..at]) {
        return None;
    }
    let next = tokens[index + 1..]
        .iter()
        .find(|t| !matches!(t.kind(), TokenKind::Comment | TokenKind::NonLogicalNewline));
    let name_then_string = first.kind() == TokenKind::Name
        && next.is_some_and(|t| matches!(t.kind(), TokenKind::String | TokenKind::FStringStart));
    // The lexer gives `match` in an expression as a name.
    // `type` is one since 3.12.
    let word = code.get(first.start().to_usize()..first.end().to_usize());
    let soft_keyword = matches!(word, Some("match" | "case" | "_"))
        || (word == Some("type") && target >= PythonVersion::PY312)
        || (first.kind().is_soft_keyword() && word != Some("type"));
    (!name_then_string && !soft_keyword).then(|| first.start())
}

/// Inside the brackets of `from m import (...)` or of a `def`'s parameters,
/// what stands side by side are names, not expressions.
fn names_not_expressions(tokens: &[Token]) -> bool {
    let mut depth = 0usize;
    for (index, token) in tokens.iter().enumerate().rev() {
        match token.kind() {
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace => depth += 1,
            TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace if depth > 0 => depth -= 1,
            TokenKind::Lpar => {
                let before = |back: usize| index.checked_sub(back).map(|i| tokens[i].kind());
                return before(1) == Some(TokenKind::Import)
                    || (before(1) == Some(TokenKind::Name) && before(2) == Some(TokenKind::Def));
            }
            TokenKind::Lsqb | TokenKind::Lbrace => return false,
            _ => {}
        }
    }
    false
}

/// How many brackets are open after `tokens` (f-string internals aside).
fn bracket_depth(tokens: &[Token]) -> usize {
    let mut depth = 0usize;
    let mut interpolated = 0usize;
    for token in tokens {
        match token.kind() {
            TokenKind::FStringStart | TokenKind::TStringStart => interpolated += 1,
            TokenKind::FStringEnd | TokenKind::TStringEnd => {
                interpolated = interpolated.saturating_sub(1);
            }
            _ if interpolated > 0 => {}
            TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace => depth += 1,
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace => {
                depth = depth.saturating_sub(1);
            }
            _ => {}
        }
    }
    depth
}

/// A comma ending a list that takes none (`import a,`, `from m import a,`):
/// CPython stands at the token after it (a line's end at its comment, past
/// any backslash continuation), and names the mistake for `from` imports.
pub(super) fn trailing_comma(comma: TextRange, tokens: &[Token]) -> (TextRange, String) {
    let at = lookahead::index_at(tokens, comma.start());
    let Some(next) = tokens.get(at + 1) else {
        return (comma, "invalid syntax".into());
    };
    let line_ends = match next.kind() {
        TokenKind::Newline => true,
        TokenKind::Comment => tokens
            .get(at + 2)
            .is_some_and(|t| t.kind() == TokenKind::Newline),
        _ => false,
    };
    let statement_start = tokens[..at]
        .iter()
        .rposition(|t| matches!(t.kind(), TokenKind::Newline | TokenKind::Semi))
        .map_or(0, |i| i + 1);
    let from_import = tokens[statement_start..at]
        .iter()
        .find(|t| {
            !matches!(
                t.kind(),
                TokenKind::Indent
                    | TokenKind::Dedent
                    | TokenKind::NonLogicalNewline
                    | TokenKind::Comment
            )
        })
        .is_some_and(|t| t.kind() == TokenKind::From);
    let message = if line_ends && from_import {
        "trailing comma not allowed without surrounding parentheses"
    } else {
        "invalid syntax"
    };
    (TextRange::empty(next.start()), message.into())
}
