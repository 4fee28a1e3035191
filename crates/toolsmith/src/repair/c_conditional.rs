//! C's, Java's and JavaScript's conditional expression (`c ? a : b`), and
//! F#'s, OCaml's and Haskell's (`if c then a else b`), written for
//! Python's `a if c else b`, read from a line's tokens (called by
//! [`super::foreign`], whose tests hold them).

use ruff_python_ast::token::TokenKind;

use super::edits::{Change, Kind, Token};

/// C's conditional expression, `c ? a : b`, on a line's tokens: Python's
/// `a if c else b`. Each of the three runs from the operator before it to
/// the one after it, outside brackets (`x = f(c) ? g(a) : b[0], y`).
pub(super) fn conditional_expression(code: &str, on_line: &[Token], out: &mut Vec<Change>) {
    let text = |t: &Token| &code[t.1..t.2];
    let Some(question) = on_line.iter().position(|t| text(t) == "?") else {
        return;
    };
    // The condition: back to an opener, or an operator that ends an
    // expression before it, outside brackets.
    let mut depth = 0i32;
    let mut first = None;
    for (i, t) in on_line[..question].iter().enumerate().rev() {
        match t.0 {
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace => depth += 1,
            TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace if depth == 0 => break,
            TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace => depth -= 1,
            TokenKind::Indent | TokenKind::Dedent => break,
            kind if depth == 0 && ends_an_expression_before(kind) => break,
            _ => {}
        }
        first = Some(i);
    }
    // The two values: to the `:` and from it to a closer, a comma or the
    // line's end, outside brackets.
    let mut depth = 0i32;
    let (mut colon, mut last) = (None, None);
    for (i, t) in on_line.iter().enumerate().skip(question + 1) {
        match t.0 {
            TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace => depth += 1,
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace if depth == 0 => break,
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace => depth -= 1,
            TokenKind::Colon if depth == 0 && colon.is_none() => {
                colon = Some(i);
                continue;
            }
            TokenKind::Comma if depth == 0 => break,
            TokenKind::Comment | TokenKind::Newline | TokenKind::NonLogicalNewline => break,
            _ if text(t) == "?" => return,
            _ => {}
        }
        if colon.is_some() {
            last = Some(i);
        }
    }
    let (Some(first), Some(colon), Some(last)) = (first, colon, last) else {
        return;
    };
    if colon == question + 1 {
        return;
    }
    let (from, to) = (on_line[first].1, on_line[last].2);
    let (question, colon) = (on_line[question], on_line[colon]);
    let condition = code[from..question.1].trim();
    let when_true = code[question.2..colon.1].trim();
    let when_false = code[colon.2..to].trim();
    out.push(Change::new(
        from,
        to,
        &format!("{when_true} if {condition} else {when_false}"),
        Kind::Lookalike,
    ));
}

/// F#'s, OCaml's and Haskell's conditional expression where a value
/// stands (`sign = if d < 0 then "-" else ""`): Python's `"-" if d < 0
/// else ""`, up to a closer, a comma or the line's end.
pub(super) fn then_expression(code: &str, on_line: &[Token], out: &mut Vec<Change>) {
    let text = |t: &Token| &code[t.1..t.2];
    let Some(at) = on_line.iter().position(|t| t.0 == TokenKind::If) else {
        return;
    };
    let before = on_line.get(at.wrapping_sub(1)).map(|t| t.0);
    let stands = before.is_some_and(|kind| {
        (ends_an_expression_before(kind) && kind != TokenKind::Else)
            || matches!(kind, TokenKind::Lpar | TokenKind::Lsqb)
    });
    if !stands {
        return;
    }
    let (mut then, mut otherwise, mut last) = (None, None, None);
    let mut depth = 0i32;
    for (i, t) in on_line.iter().enumerate().skip(at + 1) {
        match t.0 {
            TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace => depth += 1,
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace if depth == 0 => break,
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace => depth -= 1,
            TokenKind::Comma if depth == 0 => break,
            TokenKind::Comment | TokenKind::Newline | TokenKind::NonLogicalNewline => break,
            TokenKind::Name if depth == 0 && then.is_none() && text(t) == "then" => {
                then = Some(i);
                continue;
            }
            TokenKind::Else if depth == 0 && then.is_some() && otherwise.is_none() => {
                otherwise = Some(i);
                continue;
            }
            _ => {}
        }
        last = Some(i);
    }
    let (Some(then), Some(otherwise), Some(last)) = (then, otherwise, last) else {
        return;
    };
    if then == at + 1 || otherwise == then + 1 || last == otherwise {
        return;
    }
    let (start, then, otherwise) = (on_line[at], on_line[then], on_line[otherwise]);
    let condition = code[start.2..then.1].trim();
    let when_true = code[then.2..otherwise.1].trim();
    let when_false = code[otherwise.2..on_line[last].2].trim();
    out.push(Change::new(
        start.1,
        on_line[last].2,
        &format!("{when_true} if {condition} else {when_false}"),
        Kind::Lookalike,
    ));
}

/// Whether a token ends the expression before it: an assignment, a
/// comma, a keyword a statement's expression follows.
fn ends_an_expression_before(kind: TokenKind) -> bool {
    matches!(
        kind,
        TokenKind::Equal
            | TokenKind::Comma
            | TokenKind::Colon
            | TokenKind::Semi
            | TokenKind::ColonEqual
            | TokenKind::Rarrow
            | TokenKind::PlusEqual
            | TokenKind::MinusEqual
            | TokenKind::StarEqual
            | TokenKind::SlashEqual
            | TokenKind::DoubleSlashEqual
            | TokenKind::PercentEqual
            | TokenKind::Return
            | TokenKind::Yield
            | TokenKind::Await
            | TokenKind::If
            | TokenKind::Elif
            | TokenKind::While
            | TokenKind::Assert
            | TokenKind::Else
    )
}
