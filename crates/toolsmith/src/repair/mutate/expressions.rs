//! Edits inside a line's expressions: operators, constants, `+ 1`, names,
//! arguments, conditions and methods.

use ruff_python_ast::token::TokenKind;

use super::{Mutation, Operator, Site, layout, operands};
use crate::repair::edits::{Change, Kind};

/// A token's text and what it is most often mistaken for, by operator.
const SWAPS: &[(&str, &[&str], Operator)] = &[
    ("<", &["<=", ">", ">="], Operator::Comparison),
    ("<=", &["<", ">=", ">"], Operator::Comparison),
    (">", &[">=", "<", "<="], Operator::Comparison),
    (">=", &[">", "<=", "<"], Operator::Comparison),
    ("==", &["!=", "<=", ">="], Operator::Comparison),
    ("!=", &["=="], Operator::Comparison),
    ("is", &["is not"], Operator::Comparison),
    ("in", &["not in"], Operator::Comparison),
    ("+", &["-", "*"], Operator::Arithmetic),
    ("-", &["+"], Operator::Arithmetic),
    ("*", &["/", "+", "**", "//"], Operator::Arithmetic),
    ("/", &["//", "*"], Operator::Arithmetic),
    ("//", &["/", "%", "*"], Operator::Arithmetic),
    ("%", &["//"], Operator::Arithmetic),
    ("**", &["*"], Operator::Arithmetic),
    ("+=", &["-=", "*=", "="], Operator::Arithmetic),
    ("-=", &["+=", "="], Operator::Arithmetic),
    ("*=", &["+=", "/=", "//="], Operator::Arithmetic),
    ("//=", &["/=", "%="], Operator::Arithmetic),
    ("/=", &["//=", "*="], Operator::Arithmetic),
    ("and", &["or"], Operator::Boolean),
    ("or", &["and"], Operator::Boolean),
    ("True", &["False"], Operator::Builtin),
    ("False", &["True"], Operator::Builtin),
    ("min", &["max"], Operator::Builtin),
    ("max", &["min"], Operator::Builtin),
    ("any", &["all"], Operator::Builtin),
    ("all", &["any"], Operator::Builtin),
    ("floor", &["ceil"], Operator::Builtin),
    ("ceil", &["floor"], Operator::Builtin),
    ("sorted", &["reversed"], Operator::Builtin),
    ("append", &["extend"], Operator::Method),
    ("extend", &["append"], Operator::Method),
    ("lower", &["upper"], Operator::Method),
    ("upper", &["lower"], Operator::Method),
    ("startswith", &["endswith"], Operator::Method),
    ("endswith", &["startswith"], Operator::Method),
    ("lstrip", &["rstrip", "strip"], Operator::Method),
    ("rstrip", &["lstrip", "strip"], Operator::Method),
    ("keys", &["values", "items"], Operator::Method),
    ("values", &["keys", "items"], Operator::Method),
    ("items", &["values"], Operator::Method),
    ("find", &["rfind", "index"], Operator::Method),
    ("index", &["find"], Operator::Method),
    ("remove", &["discard", "pop"], Operator::Method),
    ("popleft", &["pop"], Operator::Method),
    ("appendleft", &["append"], Operator::Method),
];

pub(super) fn mutations(site: &Site, out: &mut Vec<Mutation>) {
    let code = site.code;
    let mut push = |start: usize, end: usize, text: &str, operator: Operator, what: String| {
        out.push(Mutation {
            change: Change::new(start, end, text, Kind::Replace),
            operator,
            what,
        });
    };
    let on_line = &site.on_line;
    for (n, &i) in on_line.iter().enumerate() {
        let (kind, start, end) = site.tokens[i];
        let text = site.text(i);
        let previous = n.checked_sub(1).map(|p| site.tokens[on_line[p]].0);
        let next = on_line.get(n + 1).map(|&j| site.tokens[j].0);
        if let Some((_, replacements, operator)) = SWAPS.iter().find(|(from, ..)| *from == text) {
            // A method's twin only after a dot; a builtin's only called.
            let fits = match operator {
                Operator::Method => previous == Some(TokenKind::Dot),
                _ => true,
            };
            for replacement in replacements.iter().filter(|_| fits) {
                push(
                    start,
                    end,
                    replacement,
                    *operator,
                    format!("`{text}` -> `{replacement}`"),
                );
            }
        }
        match kind {
            TokenKind::Int => {
                if let Ok(value) = text.parse::<i64>() {
                    for other in [value + 1, value - 1] {
                        if other >= 0 || value < 0 {
                            push(
                                start,
                                end,
                                &other.to_string(),
                                Operator::OffByOne,
                                format!("`{text}` -> `{other}`"),
                            );
                        }
                    }
                }
            }
            TokenKind::Not if next != Some(TokenKind::In) => {
                // `not x` -> `x`.
                let gap = code[end..].len() - code[end..].trim_start().len();
                push(
                    start,
                    end + gap,
                    "",
                    Operator::Negation,
                    "`not` taken away".into(),
                );
            }
            TokenKind::Name if previous == Some(TokenKind::Dot) && text == "pop" => {
                // `pop()` <-> `pop(0)`.
                let call = &code[end..];
                if call.starts_with("()") {
                    push(
                        end,
                        end + 2,
                        "(0)",
                        Operator::Method,
                        "`pop()` -> `pop(0)`".into(),
                    );
                } else if call.starts_with("(0)") {
                    push(
                        end,
                        end + 3,
                        "()",
                        Operator::Method,
                        "`pop(0)` -> `pop()`".into(),
                    );
                }
            }
            TokenKind::Name
                if previous == Some(TokenKind::Dot)
                    && text == "insert"
                    && code[end..].starts_with("(0, ") =>
            {
                // `insert(0, x)` -> `append(x)`.
                push(
                    start,
                    end + 4,
                    "append(",
                    Operator::Method,
                    "`insert(0, ...)` -> `append(...)`".into(),
                );
            }
            TokenKind::Name if previous == Some(TokenKind::Dot) && text == "append" => {
                push(
                    start,
                    end + usize::from(code[end..].starts_with('(')),
                    "insert(0, ",
                    Operator::Method,
                    "`append(...)` -> `insert(0, ...)`".into(),
                );
            }
            _ => {}
        }
        if matches!(kind, TokenKind::If | TokenKind::Elif | TokenKind::While) && n == 0 {
            negated_header(site, i, &mut push);
        }
        // A plain argument negated: `f(x, shift)` -> `f(x, -shift)`.
        if kind == TokenKind::Name
            && matches!(previous, Some(TokenKind::Lpar | TokenKind::Comma))
            && matches!(next, Some(TokenKind::Rpar | TokenKind::Comma))
        {
            push(
                start,
                start,
                "-",
                Operator::Negation,
                format!("argument `{text}` negated"),
            );
        }
        if ends_operand(kind) && next.is_some_and(closes_operand) && !is_called(site, n) {
            for (op, what) in [(" + 1", "`+ 1` added"), (" - 1", "`- 1` added")] {
                push(
                    end,
                    end,
                    op,
                    Operator::AddOne,
                    format!("{what} after `{text}`"),
                );
            }
        }
        if matches!(kind, TokenKind::Plus | TokenKind::Minus)
            && let Some(&j) = on_line.get(n + 1)
            && site.tokens[j].0 == TokenKind::Int
            && site.text(j) == "1"
            && n > 0
        {
            // `x + 1` -> `x`: from the end of the operand before.
            let from = site.tokens[on_line[n - 1]].2;
            push(
                from,
                site.tokens[j].2,
                "",
                Operator::RemoveOne,
                format!("`{text} 1` taken away"),
            );
        }
    }
    operands::swapped_arguments(site, &mut push);
    operands::swapped_operands(site, &mut push);
    operands::replaced_names(site, &mut push);
    operands::returned_value(site, &mut push);
}

/// Tokens an operand can end with.
fn ends_operand(kind: TokenKind) -> bool {
    matches!(
        kind,
        TokenKind::Name | TokenKind::Int | TokenKind::Rpar | TokenKind::Rsqb
    )
}

/// Tokens that may follow a whole operand.
fn closes_operand(kind: TokenKind) -> bool {
    matches!(
        kind,
        TokenKind::Rpar
            | TokenKind::Rsqb
            | TokenKind::Colon
            | TokenKind::Comma
            | TokenKind::Newline
            | TokenKind::Less
            | TokenKind::LessEqual
            | TokenKind::Greater
            | TokenKind::GreaterEqual
            | TokenKind::EqEqual
            | TokenKind::NotEqual
    ) || layout(kind)
}

/// Whether the `n`th token of the line names what is called or defined,
/// or is a keyword argument's name or an assignment's target.
fn is_called(site: &Site, n: usize) -> bool {
    let i = site.on_line[n];
    let next = site.on_line.get(n + 1).map(|&j| site.tokens[j].0);
    let previous = n.checked_sub(1).map(|p| site.tokens[site.on_line[p]].0);
    site.tokens[i].0 == TokenKind::Name
        && (matches!(next, Some(TokenKind::Lpar | TokenKind::Equal))
            || matches!(
                previous,
                Some(TokenKind::Def | TokenKind::Class | TokenKind::For)
            ))
}

/// The colon ending the header opened by token `keyword`: the first one
/// outside brackets after it, before the logical line ends. A colon inside
/// a slice, a dict or a lambda is not it.
pub(super) fn header_colon(site: &Site, keyword: usize) -> Option<usize> {
    let mut depth = 0usize;
    for &(kind, start, _) in site.tokens.get(keyword + 1..)? {
        match kind {
            TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace => depth += 1,
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace => {
                depth = depth.saturating_sub(1);
            }
            TokenKind::Lambda => return None,
            TokenKind::Colon if depth == 0 => return Some(start),
            TokenKind::Newline => return None,
            _ => {}
        }
    }
    None
}

/// `if cond:` -> `if not (cond):`, and `if not cond:` -> `if cond:`.
fn negated_header(
    site: &Site,
    keyword: usize,
    push: &mut impl FnMut(usize, usize, &str, Operator, String),
) {
    let end = site.tokens[keyword].2;
    let Some(colon) = header_colon(site, keyword).filter(|&c| c > end) else {
        return;
    };
    let condition = site.code[end..colon].trim();
    // One comparison alone is negated by its inverse operator (`x in s`
    // for `x not in s`), as a person writes it, not `not (x not in s)`.
    if let Some((start, stop, inverse)) = sole_comparison(site, keyword, colon) {
        let text = &site.code[start..stop];
        push(
            start,
            stop,
            inverse,
            Operator::Negation,
            format!("condition `{condition}` negated (`{text}` -> `{inverse}`)"),
        );
        return;
    }
    let replacement = match condition.strip_prefix("not ") {
        Some(inner) => inner.to_string(),
        None => format!("not ({condition})"),
    };
    push(
        end,
        colon,
        &format!(" {replacement}"),
        Operator::Negation,
        format!("condition `{condition}` negated"),
    );
}

/// The one comparison operator of a header's condition (between the
/// keyword at `keyword` and the colon at `colon`), if there is exactly one
/// at the top level and no `and`, `or` or `not` there: its span and its
/// inverse.
fn sole_comparison(
    site: &Site,
    keyword: usize,
    colon: usize,
) -> Option<(usize, usize, &'static str)> {
    let mut depth = 0usize;
    let mut found = None;
    let tokens = &site.tokens;
    let mut i = keyword + 1;
    while let Some(&(kind, start, stop)) = tokens.get(i) {
        if start >= colon {
            break;
        }
        match kind {
            TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace => depth += 1,
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace => {
                depth = depth.saturating_sub(1)
            }
            _ if depth > 0 => {}
            TokenKind::And | TokenKind::Or | TokenKind::Lambda | TokenKind::If => return None,
            TokenKind::Not => {
                // `not in` is one operator; any other `not` negates more.
                let next = tokens.get(i + 1)?;
                if next.0 != TokenKind::In || found.is_some() {
                    return None;
                }
                found = Some((start, next.2, "in"));
                i += 1;
            }
            TokenKind::Is => {
                if found.is_some() {
                    return None;
                }
                match tokens.get(i + 1) {
                    Some(next) if next.0 == TokenKind::Not => {
                        found = Some((start, next.2, "is"));
                        i += 1;
                    }
                    _ => found = Some((start, stop, "is not")),
                }
            }
            _ => {
                let inverse = match kind {
                    TokenKind::EqEqual => "!=",
                    TokenKind::NotEqual => "==",
                    TokenKind::Less => ">=",
                    TokenKind::LessEqual => ">",
                    TokenKind::Greater => "<=",
                    TokenKind::GreaterEqual => "<",
                    TokenKind::In => "not in",
                    _ => {
                        i += 1;
                        continue;
                    }
                };
                if found.is_some() {
                    return None;
                }
                found = Some((start, stop, inverse));
            }
        }
        i += 1;
    }
    found
}

#[cfg(test)]
mod tests {
    use super::super::{Operator, texts};

    const CODE: &str = "def f(a, b, xs):\n    if a < b and not xs:\n        return g(a, b) + 1\n    xs.append(a)\n    xs.pop()\n    return max(a, b - 1)\n";

    #[test]
    fn each_expression_operator_makes_its_edit() {
        let has = |line, operator, wanted: &str| {
            let all = texts(CODE, line, operator);
            assert!(
                all.iter().any(|t| t.contains(wanted)),
                "{operator:?} {wanted}: {all:#?}"
            );
        };
        has(2, Operator::Comparison, "if a <= b");
        has(2, Operator::Boolean, "a < b or not xs");
        has(2, Operator::Negation, "if not (a < b and not xs):");
        // A lone comparison: its inverse operator.
        let code = "def f(c, n):\n    if c not in 'aeiou':\n        n += 1\n    while n <= 3:\n        n += 1\n    return n\n";
        let lone = |line: usize, expected: &str| {
            let found = texts(code, line, Operator::Negation);
            assert!(found.iter().any(|t| t.contains(expected)), "{found:?}");
            assert!(!found.iter().any(|t| t.contains("not (")), "{found:?}");
        };
        lone(2, "if c in 'aeiou':");
        lone(4, "while n > 3:");
        has(2, Operator::Negation, "a < b and xs:");
        has(3, Operator::Arithmetic, "g(a, b) - 1");
        has(3, Operator::OffByOne, "g(a, b) + 2");
        has(3, Operator::Arguments, "g(b, a) + 1");
        has(3, Operator::RemoveOne, "return g(a, b)\n");
        has(3, Operator::AddOne, "g(a, b + 1) + 1");
        has(4, Operator::Method, "xs.extend(a)");
        has(4, Operator::Method, "xs.insert(0, a)");
        has(4, Operator::Variable, "xs.append(b)");
        has(5, Operator::Method, "xs.pop(0)");
        has(6, Operator::Builtin, "return min(a, b - 1)");
        has(6, Operator::Arguments, "return max(a, 1 - b)");
        has(6, Operator::ReturnValue, "    return xs\n");
    }
}
