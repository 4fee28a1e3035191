//! Behaviour-changing edits of one line, most likely first: operators
//! swapped (arithmetic, comparison, boolean, membership), a method taken
//! for its twin (`lower`/`upper`, `startswith`/`endswith`), constants off
//! by one, a condition negated, two call arguments swapped, a returned or
//! compared name replaced by another name of the same function. Each keeps
//! the file compiling or is dropped.

use ruff_python_ast::token::TokenKind;

use super::edits::{Change, Kind, Lines, tokens};
use crate::python::{DEFAULT_TARGET, validate};

/// One mutation: the change, and what it does in words.
#[derive(Debug, Clone)]
pub(super) struct Mutation {
    pub change: Change,
    pub what: String,
}

/// Operators and what each is most often mistaken for.
const SWAPS: &[(&str, &[&str])] = &[
    ("+", &["-"]),
    ("-", &["+"]),
    ("*", &["/", "+"]),
    ("/", &["*", "//"]),
    ("//", &["/", "%"]),
    ("%", &["//"]),
    ("<", &["<=", ">"]),
    ("<=", &["<", ">="]),
    (">", &[">=", "<"]),
    (">=", &[">", "<="]),
    ("==", &["!="]),
    ("!=", &["=="]),
    ("+=", &["-="]),
    ("-=", &["+="]),
    ("and", &["or"]),
    ("or", &["and"]),
    ("True", &["False"]),
    ("False", &["True"]),
    ("min", &["max"]),
    ("max", &["min"]),
    ("any", &["all"]),
    ("all", &["any"]),
    // Methods mistaken for their twin.
    ("lower", &["upper"]),
    ("upper", &["lower"]),
    ("startswith", &["endswith"]),
    ("endswith", &["startswith"]),
    ("lstrip", &["rstrip"]),
    ("rstrip", &["lstrip"]),
    ("append", &["extend"]),
    ("extend", &["append"]),
    ("keys", &["values"]),
    ("values", &["keys"]),
    ("floor", &["ceil"]),
    ("ceil", &["floor"]),
    ("is", &["is not"]),
    ("in", &["not in"]),
];

/// The mutations of 1-based `line` of `code` that still compile.
pub(super) fn mutations(code: &str, line: usize) -> Vec<Mutation> {
    let lines = Lines::of(code);
    let tokens = tokens(code);
    let on_line: Vec<usize> = (0..tokens.len())
        .filter(|&i| lines.line_of(tokens[i].1) == line)
        .filter(|&i| {
            !matches!(
                tokens[i].0,
                TokenKind::Newline
                    | TokenKind::NonLogicalNewline
                    | TokenKind::Indent
                    | TokenKind::Dedent
                    | TokenKind::Comment
            )
        })
        .collect();
    let mut out = Vec::new();
    let mut push = |change: Change, what: String| {
        out.push(Mutation { change, what });
    };
    for &i in &on_line {
        let (kind, start, end) = tokens[i];
        let text = &code[start..end];
        if let Some((_, replacements)) = SWAPS.iter().find(|(from, _)| *from == text) {
            for replacement in *replacements {
                push(
                    Change::new(start, end, replacement, Kind::Replace),
                    format!("`{text}` -> `{replacement}`"),
                );
            }
        }
        if kind == TokenKind::Int
            && let Ok(value) = text.parse::<i64>()
        {
            for other in [value + 1, value - 1] {
                if other >= 0 {
                    push(
                        Change::new(start, end, &other.to_string(), Kind::Replace),
                        format!("`{text}` -> `{other}`"),
                    );
                }
            }
        }
        if matches!(kind, TokenKind::If | TokenKind::Elif | TokenKind::While) {
            // `if cond:` -> `if not (cond):`, or `if not cond:` -> `if cond:`.
            let colon = on_line
                .iter()
                .rev()
                .map(|&j| tokens[j])
                .find(|t| t.0 == TokenKind::Colon);
            if let Some((_, colon_start, _)) = colon {
                let condition = code[end..colon_start].trim();
                let replacement = match condition.strip_prefix("not ") {
                    Some(inner) => inner.to_string(),
                    None => format!("not ({condition})"),
                };
                push(
                    Change::new(end, colon_start, &format!(" {replacement}"), Kind::Replace),
                    format!("condition `{condition}` negated"),
                );
            }
        }
    }
    swapped_arguments(code, &tokens, &on_line, &mut push);
    replaced_names(code, &tokens, &on_line, &lines, line, &mut push);
    out.retain(|m| validate(&m.change.apply(code), DEFAULT_TARGET).is_ok());
    out
}

/// `f(a, b)` -> `f(b, a)` for each call of two plain arguments.
fn swapped_arguments(
    code: &str,
    tokens: &[(TokenKind, usize, usize)],
    on_line: &[usize],
    push: &mut impl FnMut(Change, String),
) {
    for window in on_line.windows(5) {
        let kinds: Vec<TokenKind> = window.iter().map(|&i| tokens[i].0).collect();
        if kinds[0] == TokenKind::Lpar
            && kinds[2] == TokenKind::Comma
            && kinds[4] == TokenKind::Rpar
            && [kinds[1], kinds[3]]
                .iter()
                .all(|k| matches!(k, TokenKind::Name | TokenKind::Int | TokenKind::String))
        {
            let (a, b) = (tokens[window[1]], tokens[window[3]]);
            let (first, second) = (&code[a.1..a.2], &code[b.1..b.2]);
            let text = format!("{second}{}{first}", &code[a.2..b.1]);
            push(
                Change::new(a.1, b.2, &text, Kind::Replace),
                format!("arguments `{first}` and `{second}` swapped"),
            );
        }
    }
}

/// A name returned or compared on the line, replaced by another name bound
/// in the same function (its parameters and assignments).
fn replaced_names(
    code: &str,
    tokens: &[(TokenKind, usize, usize)],
    on_line: &[usize],
    lines: &Lines,
    line: usize,
    push: &mut impl FnMut(Change, String),
) {
    // The enclosing function: the last `def` before the line at a smaller indentation.
    let line_indent =
        lines.slice(code, line, line).len() - lines.slice(code, line, line).trim_start().len();
    let def = tokens.iter().rposition(|t| {
        t.0 == TokenKind::Def && lines.line_of(t.1) < line && lines.column_of(t.1) < line_indent
    });
    let Some(def) = def else {
        return;
    };
    let body_end = lines.start_of(line + 1);
    let mut bound: Vec<&str> = Vec::new();
    for window in tokens[def..].windows(2) {
        if window[0].1 >= body_end {
            break;
        }
        let (kind, start, end) = window[0];
        let next = window[1].0;
        let binds = kind == TokenKind::Name
            && matches!(
                next,
                TokenKind::Equal
                    | TokenKind::Comma
                    | TokenKind::Rpar
                    | TokenKind::Colon
                    | TokenKind::In
            );
        let name = &code[start..end];
        if binds && !bound.contains(&name) && name != "self" {
            bound.push(name);
        }
    }
    let mut after_return_or_compare = false;
    for &i in on_line {
        let (kind, start, end) = tokens[i];
        if kind == TokenKind::Name && after_return_or_compare {
            let name = &code[start..end];
            for other in bound.iter().filter(|b| **b != name).take(4) {
                push(
                    Change::new(start, end, other, Kind::Replace),
                    format!("`{name}` -> `{other}`"),
                );
            }
        }
        after_return_or_compare = matches!(
            kind,
            TokenKind::Return
                | TokenKind::EqEqual
                | TokenKind::NotEqual
                | TokenKind::Less
                | TokenKind::LessEqual
                | TokenKind::Greater
                | TokenKind::GreaterEqual
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn operators_constants_conditions_and_arguments_are_mutated() {
        let code = "def f(a, b):\n    if a < b:\n        return g(a, b) + 1\n    return a\n";
        let texts = |line| -> Vec<String> {
            mutations(code, line)
                .into_iter()
                .map(|m| m.change.apply(code))
                .collect()
        };
        let second = texts(2);
        assert!(second.iter().any(|t| t.contains("if a <= b:")));
        assert!(second.iter().any(|t| t.contains("if not (a < b):")));
        let third = texts(3);
        assert!(third.iter().any(|t| t.contains("return g(a, b) - 1")));
        assert!(third.iter().any(|t| t.contains("return g(a, b) + 2")));
        assert!(third.iter().any(|t| t.contains("return g(b, a) + 1")));
        let fourth = texts(4);
        assert!(fourth.iter().any(|t| t.contains("    return b\n")));
    }
}
