//! An operator lost at the start of a continued line, inside brackets
//! whose other continued lines start with theirs (`a == b` then `c < d`
//! then `and e`; a formula's `- r * K` among `+ q * S`): CPython asks for
//! a comma, which would make a condition a tuple. The operator the
//! bracket's other lines start with is put back (rule `continued_operator`).

use std::collections::HashMap;

use ruff_python_ast::token::TokenKind;

use super::diagnosis::Diagnosis;
use super::edits::{Change, Kind, Lines, Token, code_tokens_of, open_brackets};

/// Operators a continued line starts with.
const OPERATORS: &[&str] = &["and", "or", "+", "-", "*", "/", "//", "%", "|", "&", "@"];
/// How far below its line the bracket's other lines are read.
const REACH: usize = 30;

/// For a line at or just below the error, inside a bracket whose other
/// continued lines start with an operator, that operator put before it.
pub(super) fn continued_operator(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    error: &Diagnosis,
    out: &mut Vec<Change>,
) {
    if error.line == 0 || error.line > lines.count() {
        return;
    }
    let first_of = |line: usize| code_tokens_of(tokens, lines, line).first().map(|(_, t)| *t);
    let last_of = |line: usize| code_tokens_of(tokens, lines, line).last().map(|(_, t)| *t);
    let opener_at = |line: usize| open_brackets(tokens, lines.start_of(line)).last().copied();
    for line in error.line..=(error.line + 2).min(lines.count()) {
        let (Some(first), Some(opener)) = (first_of(line), opener_at(line)) else {
            continue;
        };
        let opened_on = lines.line_of(opener);
        if opened_on >= line
            || OPERATORS.contains(&&code[first.1..first.2])
            || !groups(code, opener)
        {
            continue;
        }
        // The line above ends a value: no operator, comma or opener left
        // hanging at its end.
        let ends_a_value = last_of(line - 1).is_some_and(|t| {
            let word = &code[t.1..t.2];
            !OPERATORS.contains(&word) && !matches!(word, "," | "(" | "[" | "{" | ":" | "=")
        });
        if !ends_a_value || first_of(line - 1).is_none() {
            continue;
        }
        // The operators the bracket's other lines start with.
        let mut counts: HashMap<&str, usize> = HashMap::new();
        let last = (opened_on + REACH).min(lines.count());
        for other in opened_on + 1..=last {
            if other == line || opener_at(other) != Some(opener) {
                continue;
            }
            if let Some(t) = first_of(other)
                && let Some(op) = OPERATORS.iter().find(|op| **op == &code[t.1..t.2])
            {
                *counts.entry(op).or_default() += 1;
            }
        }
        let mut ranked: Vec<(&str, usize)> = counts.into_iter().collect();
        ranked.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
        for (op, _) in ranked.into_iter().take(2) {
            out.push(Change::new(
                first.1,
                first.1,
                &format!("{op} "),
                Kind::ContinuedOperator,
            ));
        }
    }
}

/// Whether the `(` at `opener` groups an expression: after an operator,
/// `=`, a keyword (`return (`), not a call's or a subscript's bracket,
/// whose lines are its arguments.
fn groups(code: &str, opener: usize) -> bool {
    const KEYWORDS: &[&str] = &[
        "return", "and", "or", "not", "in", "is", "if", "elif", "while", "assert", "yield", "else",
        "lambda",
    ];
    if !code[opener..].starts_with('(') {
        return false;
    }
    let before = code[..opener].trim_end();
    let word: String = before
        .chars()
        .rev()
        .take_while(|c| c.is_alphanumeric() || *c == '_')
        .collect::<Vec<char>>()
        .into_iter()
        .rev()
        .collect();
    if word.is_empty() {
        return !before.ends_with([')', ']', '}', '"', '\'']);
    }
    KEYWORDS.contains(&word.as_str())
}

/// Whether `change` puts a comma at the end of a line inside a bracket
/// whose continued lines start with an operator: a condition or a formula
/// made a tuple.
pub(super) fn splits_operator_lines(code: &str, tokens: &[Token], change: &Change) -> bool {
    const SCANNED: usize = 4000;
    if change.text.trim() != "," || change.start != change.end {
        return false;
    }
    let ends_its_line = code[change.end..]
        .chars()
        .find(|c| *c != ' ' && *c != '\t')
        .is_none_or(|c| c == '\n' || c == '\r' || c == '#');
    let Some(&opener) = open_brackets(tokens, change.start).last() else {
        return false;
    };
    if !ends_its_line || !groups(code, opener) {
        return false;
    }
    let mut depth = 0usize;
    let mut line_starts = false;
    for &(kind, start, end) in tokens[tokens.partition_point(|t| t.1 < opener)..]
        .iter()
        .take(SCANNED)
    {
        match kind {
            TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace => depth += 1,
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace if depth <= 1 => return false,
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace => depth -= 1,
            TokenKind::NonLogicalNewline | TokenKind::Newline if depth == 1 => {
                line_starts = true;
                continue;
            }
            TokenKind::Comment => continue,
            _ if line_starts && depth == 1 && OPERATORS.contains(&&code[start..end]) => {
                return true;
            }
            _ => {}
        }
        line_starts = false;
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    fn given(code: &str) -> Vec<String> {
        super::super::edits::applied::at_error(code, continued_operator)
    }

    #[test]
    fn the_brackets_own_operator_is_put_back() {
        let code = "ok = (\n    m.get(\"status\") == \"active\"\n    m.get(\"season\", 0) < season\n    and not m.get(\"lifetime\", False)\n)\n";
        assert_eq!(
            given(code),
            [code.replace("    m.get(\"season\"", "    and m.get(\"season\"")]
        );
        let code = "theta = (-S * pdf / (2 * T)\n         r * K * cdf(d2)\n         + q * S * cdf(d1)) / 365\n";
        assert_eq!(
            given(code),
            [code.replace("         r * K", "         + r * K")]
        );
    }

    #[test]
    fn a_bracket_whose_lines_start_with_no_operator_is_left() {
        let code = "xs = [\n    a\n    b,\n    c,\n]\n";
        assert!(given(code).is_empty());
        // A call's lines are its arguments (a swapped line, not a lost `+`).
        let code = "s = (\n    head\n    + add(\n    + str(sep)\n        comments,\n    )\n)\n";
        assert!(given(code).is_empty());
    }
}
