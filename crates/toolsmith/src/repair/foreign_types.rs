//! Another language's types written where Python has none or writes
//! them otherwise (read by `foreign`'s rule on the error's line): Java's,
//! C#'s and TypeScript's generics in an annotation (`list<str>`), and
//! C's casts (`(uint16_t)b`, `(int)x`).

use ruff_python_ast::token::TokenKind;

use super::edits::{Change, Kind, Token};

/// Java's, C#'s and TypeScript's generics, `list<str>` glued, in an
/// annotation (after `:` or `->`): Python's subscript, `list[str]`.
pub(super) fn angle_generics(code: &str, on_line: &[Token], out: &mut Vec<Change>) {
    for (i, window) in on_line.windows(4).enumerate() {
        let [generic, less, argument, greater] = [window[0], window[1], window[2], window[3]];
        let glued = generic.2 == less.1 && less.2 == argument.1 && argument.2 == greater.1;
        let annotation = i >= 1 && matches!(on_line[i - 1].0, TokenKind::Colon | TokenKind::Rarrow);
        if glued
            && annotation
            && generic.0 == TokenKind::Name
            && less.0 == TokenKind::Less
            && argument.0 == TokenKind::Name
            && greater.0 == TokenKind::Greater
        {
            let text = format!("[{}]", &code[argument.1..argument.2]);
            out.push(Change::new(less.1, greater.2, &text, Kind::Lookalike));
        }
    }
}

/// C's cast glued to its operand, `(uint16_t)byte` or `(int)x`: Python's
/// conversion where it has one (`int(x)`), else the operand alone (its
/// integers have no width).
pub(super) fn c_casts(code: &str, on_line: &[Token], out: &mut Vec<Change>) {
    const CONVERTS: &[&str] = &["int", "float", "str", "bool"];
    const C_TYPES: &[&str] = &[
        "unsigned", "signed", "char", "long", "short", "double", "byte",
    ];
    for window in on_line.windows(4) {
        let [open, kind, close, operand] = [window[0], window[1], window[2], window[3]];
        let cast = open.0 == TokenKind::Lpar
            && kind.0 == TokenKind::Name
            && close.0 == TokenKind::Rpar
            && close.2 == operand.1
            && matches!(
                operand.0,
                TokenKind::Name | TokenKind::Int | TokenKind::Float
            );
        // (A call's parentheses are no cast: `f(x)y` is no one's.)
        let called =
            code[..open.1].ends_with(|c: char| c.is_alphanumeric() || c == '_' || c == ')');
        if !cast || called {
            continue;
        }
        let name = &code[kind.1..kind.2];
        let value = &code[operand.1..operand.2];
        if CONVERTS.contains(&name) {
            out.push(Change::new(
                open.1,
                operand.2,
                &format!("{name}({value})"),
                Kind::Lookalike,
            ));
        } else if C_TYPES.contains(&name) || name.ends_with("_t") {
            out.push(Change::new(open.1, operand.1, "", Kind::Lookalike));
        }
    }
}
