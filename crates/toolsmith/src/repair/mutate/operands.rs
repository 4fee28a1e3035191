//! Edits of a line's operands: two arguments or operands swapped, a name
//! replaced by another bound nearby, the value a `return` gives.

use ruff_python_ast::token::TokenKind;

use super::{Operator, Site, bound_names};

/// Operators whose operands' order matters: `a - b` may be `b - a`.
const ORDERED: &[TokenKind] = &[
    TokenKind::Minus,
    TokenKind::Slash,
    TokenKind::DoubleSlash,
    TokenKind::Percent,
    TokenKind::DoubleStar,
    TokenKind::Less,
    TokenKind::Greater,
    TokenKind::LessEqual,
    TokenKind::GreaterEqual,
];

/// `f(a, b)` -> `f(b, a)`: each two neighbouring plain arguments.
pub(super) fn swapped_arguments(
    site: &Site,
    push: &mut impl FnMut(usize, usize, &str, Operator, String),
) {
    let plain = |k: TokenKind| matches!(k, TokenKind::Name | TokenKind::Int | TokenKind::String);
    for window in site.on_line.windows(5) {
        let kinds: Vec<TokenKind> = window.iter().map(|&i| site.tokens[i].0).collect();
        if matches!(kinds[0], TokenKind::Lpar | TokenKind::Comma)
            && kinds[2] == TokenKind::Comma
            && matches!(kinds[4], TokenKind::Rpar | TokenKind::Comma)
            && plain(kinds[1])
            && plain(kinds[3])
        {
            let (a, b) = (site.tokens[window[1]], site.tokens[window[3]]);
            let (first, second) = (site.text(window[1]), site.text(window[3]));
            let text = format!("{second}{}{first}", &site.code[a.2..b.1]);
            push(
                a.1,
                b.2,
                &text,
                Operator::Arguments,
                format!("arguments `{first}` and `{second}` swapped"),
            );
        }
    }
}

/// `a - b` -> `b - a` where the operands are plain.
pub(super) fn swapped_operands(
    site: &Site,
    push: &mut impl FnMut(usize, usize, &str, Operator, String),
) {
    let plain = |k: TokenKind| matches!(k, TokenKind::Name | TokenKind::Int);
    for window in site.on_line.windows(3) {
        let kinds: Vec<TokenKind> = window.iter().map(|&i| site.tokens[i].0).collect();
        if plain(kinds[0]) && ORDERED.contains(&kinds[1]) && plain(kinds[2]) {
            let (a, b) = (site.tokens[window[0]], site.tokens[window[2]]);
            let (first, second) = (site.text(window[0]), site.text(window[2]));
            let text = format!("{second}{}{first}", &site.code[a.2..b.1]);
            push(
                a.1,
                b.2,
                &text,
                Operator::Arguments,
                format!("operands `{first}` and `{second}` swapped"),
            );
        }
    }
}

/// Each name the line reads replaced by another name bound in the same
/// function (a few, the first bound first).
pub(super) fn replaced_names(
    site: &Site,
    push: &mut impl FnMut(usize, usize, &str, Operator, String),
) {
    let bound = bound_names(site);
    for (n, &i) in site.on_line.iter().enumerate() {
        let (kind, start, end) = site.tokens[i];
        let previous = n.checked_sub(1).map(|p| site.tokens[site.on_line[p]].0);
        let next = site.on_line.get(n + 1).map(|&j| site.tokens[j].0);
        if kind != TokenKind::Name
            || previous == Some(TokenKind::Dot)
            || matches!(previous, Some(TokenKind::Def | TokenKind::Class))
            || next == Some(TokenKind::Lpar)
        {
            continue;
        }
        let name = site.text(i);
        if !bound.contains(&name) {
            continue;
        }
        for other in bound.iter().filter(|b| **b != name).take(6) {
            push(
                start,
                end,
                other,
                Operator::Variable,
                format!("`{name}` -> `{other}`"),
            );
        }
    }
}

/// `return <expression>` -> `return <name>` for the function's names.
pub(super) fn returned_value(
    site: &Site,
    push: &mut impl FnMut(usize, usize, &str, Operator, String),
) {
    let Some(&first) = site.on_line.first() else {
        return;
    };
    if site.tokens[first].0 != TokenKind::Return || site.on_line.len() < 3 {
        return;
    }
    let start = site.tokens[first].2;
    let end = site.tokens[*site.on_line.last().unwrap_or(&first)].2;
    let returned = site.code[start..end].trim();
    for name in bound_names(site).iter().take(6) {
        push(
            start,
            end,
            &format!(" {name}"),
            Operator::ReturnValue,
            format!("`return {returned}` -> `return {name}`"),
        );
    }
}
