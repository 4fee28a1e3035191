//! A parameter without a default after ones with defaults (CPython:
//! `non-default argument follows default argument`). Where the file gives
//! the same parameter (its name, its annotation) a default in another
//! header (`db: Session = Depends(get_db)`), that default was left out
//! (rule `parameter_default`); in any definition, a `*, ` before it makes
//! it and those after it keyword-only, which needs no default (rule
//! `keyword_only`). In a lambda, a callback's (`command=lambda kid=k["id"],
//! new: ...`), the parameters without a default go first, as the caller
//! passes them (rule `lambda_defaults_last`).

use std::collections::HashMap;

use ruff_python_ast::token::TokenKind;

use super::diagnosis::{Diagnosis, ErrorKind};
use super::edits::{Change, Kind, Lines, Token, open_brackets};
use super::placement::parameters_opened_at;

/// The changes for the parameter CPython names.
pub(super) fn default_given(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    error: &Diagnosis,
    out: &mut Vec<Change>,
) {
    let Some(line) = error.line_for(&[ErrorKind::DefaultMissing], lines.count()) else {
        return;
    };
    let at = lines.offset(code, line, error.offset);
    let first = tokens.partition_point(|t| t.1 < at);
    if tokens.get(first).is_none_or(|t| t.0 != TokenKind::Name) {
        return;
    }
    // A definition's parameters close with `)`; a lambda's end at its `:`
    // (and hold no annotation).
    let in_definition = in_a_header(tokens, at);
    let Some(last) = parameter_end(tokens, first, in_definition) else {
        return;
    };
    let written = texts(code, &tokens[first..=last]);
    let end = tokens[last].2;
    let annotated = written.contains(&":");
    if let Some(default) = default_elsewhere(code, tokens, first, &written, in_definition) {
        let text = if annotated {
            format!(" = {default}")
        } else {
            format!("={default}")
        };
        out.push(Change::new(end, end, &text, Kind::ParameterDefault));
    }
    if in_definition {
        let start = tokens[first].1;
        out.push(Change::new(start, start, "*, ", Kind::KeywordOnly));
    } else {
        out.extend(defaults_last(code, tokens, first));
    }
}

/// A lambda's parameters around token `first` (one of them) written with
/// those without a default first, each group in its order: `lambda
/// kid=k["id"], new:` made `lambda new, kid=k["id"]:`. None where a `*`
/// stands among them (its order is the caller's too).
fn defaults_last(code: &str, tokens: &[Token], first: usize) -> Option<Change> {
    // Back to the `lambda`, over the parameters and their defaults.
    let mut depth = 0usize;
    let mut lambda = None;
    for k in (0..first).rev() {
        match tokens[k].0 {
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace => depth += 1,
            TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace if depth == 0 => return None,
            TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace => depth -= 1,
            TokenKind::Lambda if depth == 0 => {
                lambda = Some(k);
                break;
            }
            TokenKind::Colon | TokenKind::Newline if depth == 0 => return None,
            _ => {}
        }
    }
    let lambda = lambda?;
    // Each parameter: its text, and whether it has a default.
    let mut parameters: Vec<(&str, bool)> = Vec::new();
    let (mut start, mut defaulted, mut depth) = (None, false, 0usize);
    let mut end = None;
    for (k, token) in tokens.iter().enumerate().skip(lambda + 1) {
        match token.0 {
            TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace => depth += 1,
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace if depth == 0 => return None,
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace => depth -= 1,
            TokenKind::Comma | TokenKind::Colon if depth == 0 => {
                let from: usize = start.take()?;
                parameters.push((code[from..tokens[k - 1].2].trim(), defaulted));
                defaulted = false;
                if token.0 == TokenKind::Colon {
                    end = Some(tokens[k - 1].2);
                    break;
                }
                continue;
            }
            TokenKind::Equal if depth == 0 => defaulted = true,
            TokenKind::Star | TokenKind::DoubleStar if depth == 0 => return None,
            TokenKind::Newline | TokenKind::EndOfFile => return None,
            _ => {}
        }
        start.get_or_insert(token.1);
    }
    let end = end?;
    let mut ordered: Vec<&str> = parameters.iter().filter(|p| !p.1).map(|p| p.0).collect();
    ordered.extend(parameters.iter().filter(|p| p.1).map(|p| p.0));
    let from = tokens.get(lambda + 1)?.1;
    let text = ordered.join(", ");
    (text != code[from..end]).then(|| Change::new(from, end, &text, Kind::LambdaDefaultsLast))
}

/// Whether byte `at` is inside a definition's parameters.
fn in_a_header(tokens: &[Token], at: usize) -> bool {
    open_brackets(tokens, at)
        .last()
        .is_some_and(|&opened| parameters_opened_at(tokens, opened).is_some())
}

/// Whether token `k` is among a lambda's parameters: a `lambda` before it
/// with no `:` or bracket between.
fn in_a_lambda(tokens: &[Token], k: usize) -> bool {
    tokens[..k]
        .iter()
        .rev()
        .find(|t| !matches!(t.0, TokenKind::Name | TokenKind::Comma | TokenKind::Equal))
        .is_some_and(|t| t.0 == TokenKind::Lambda)
}

/// The last token of the parameter starting at token `first`: before the
/// comma or closer (a lambda's `:`) at its depth, or before its `=`.
fn parameter_end(tokens: &[Token], first: usize, in_definition: bool) -> Option<usize> {
    let mut depth = 0usize;
    for (k, token) in tokens.iter().enumerate().skip(first) {
        match token.0 {
            TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace => depth += 1,
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace if depth == 0 => {
                return last_code_before(tokens, first, k);
            }
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace => depth -= 1,
            TokenKind::Comma | TokenKind::Equal if depth == 0 => {
                return last_code_before(tokens, first, k);
            }
            TokenKind::Colon if depth == 0 && !in_definition => {
                return last_code_before(tokens, first, k);
            }
            TokenKind::Newline | TokenKind::EndOfFile => return None,
            _ => {}
        }
    }
    None
}

/// The last token before token `k` that is code (not a line break inside
/// brackets, not a comment), if it is at `first` or after.
fn last_code_before(tokens: &[Token], first: usize, k: usize) -> Option<usize> {
    (first..k).rev().find(|&j| {
        !matches!(
            tokens[j].0,
            TokenKind::NonLogicalNewline | TokenKind::Comment
        )
    })
}

/// The texts of `tokens` that are code.
fn texts<'a>(code: &'a str, tokens: &[Token]) -> Vec<&'a str> {
    tokens
        .iter()
        .filter(|t| !matches!(t.0, TokenKind::NonLogicalNewline | TokenKind::Comment))
        .map(|t| &code[t.1..t.2])
        .collect()
}

/// The default the file gives most often to a parameter written as
/// `written` (token for token) in another header: after `(` or `,`, then
/// `=` and the default up to the comma or closer at its depth.
fn default_elsewhere<'a>(
    code: &'a str,
    tokens: &[Token],
    skip: usize,
    written: &[&str],
    in_definition: bool,
) -> Option<&'a str> {
    let mut found: HashMap<&str, (usize, usize)> = HashMap::new();
    for k in 0..tokens.len() {
        if k == skip
            || tokens[k].0 != TokenKind::Name
            || code[tokens[k].1..tokens[k].2] != *written[0]
        {
            continue;
        }
        let before = (0..k).rev().find(|&j| {
            !matches!(
                tokens[j].0,
                TokenKind::NonLogicalNewline | TokenKind::Comment
            )
        });
        if !before.is_some_and(|j| matches!(tokens[j].0, TokenKind::Lpar | TokenKind::Comma)) {
            continue;
        }
        // (A call's keyword argument is no default.)
        let parameter = if in_definition {
            in_a_header(tokens, tokens[k].1)
        } else {
            in_a_lambda(tokens, k)
        };
        if !parameter {
            continue;
        }
        let Some(last) = parameter_end(tokens, k, in_definition) else {
            continue;
        };
        let equal = last + 1;
        if texts(code, &tokens[k..=last]) != written
            || tokens.get(equal).is_none_or(|t| t.0 != TokenKind::Equal)
        {
            continue;
        }
        let Some(value_last) = value_end(tokens, equal + 1, in_definition) else {
            continue;
        };
        let value = &code[tokens[equal + 1].1..tokens[value_last].2];
        let seen = found.entry(value).or_insert((0, k));
        seen.0 += 1;
    }
    // Most often, then first written.
    found
        .into_iter()
        .max_by_key(|&(_, (count, first))| (count, std::cmp::Reverse(first)))
        .map(|(value, _)| value)
}

/// The last token of the value starting at token `first`, before the comma
/// or closer at its depth (a lambda's `:`); a value on one line only.
fn value_end(tokens: &[Token], first: usize, in_definition: bool) -> Option<usize> {
    let mut depth = 0usize;
    for (k, token) in tokens.iter().enumerate().skip(first) {
        match token.0 {
            TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace => depth += 1,
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace if depth == 0 => {
                return (k > first).then(|| k - 1);
            }
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace => depth -= 1,
            TokenKind::Comma if depth == 0 => return (k > first).then(|| k - 1),
            TokenKind::Colon if depth == 0 && !in_definition => {
                return (k > first).then(|| k - 1);
            }
            TokenKind::NonLogicalNewline
            | TokenKind::Newline
            | TokenKind::Comment
            | TokenKind::EndOfFile => return None,
            _ => {}
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::super::edits::applied::at_error;
    use super::*;

    fn given(code: &str) -> Vec<String> {
        at_error(code, default_given)
    }

    #[test]
    fn the_default_the_file_gives_the_parameter_elsewhere_is_given() {
        let code = "def a(x, db: S = Depends(get_db)):\n    pass\n\n\ndef b(q: int = 1,\n      db: S,\n):\n    pass\n";
        assert_eq!(
            given(code),
            [
                "def a(x, db: S = Depends(get_db)):\n    pass\n\n\ndef b(q: int = 1,\n      db: S = Depends(get_db),\n):\n    pass\n",
                "def a(x, db: S = Depends(get_db)):\n    pass\n\n\ndef b(q: int = 1,\n      *, db: S,\n):\n    pass\n",
            ]
        );
    }

    #[test]
    fn only_the_same_parameter_annotated_the_same_gives_its_default() {
        // (Another annotation: no default of its.)
        let code = "def a(db: T = 1):\n    pass\n\n\ndef b(q=1, db: S):\n    pass\n";
        assert_eq!(
            given(code),
            ["def a(db: T = 1):\n    pass\n\n\ndef b(q=1, *, db: S):\n    pass\n"]
        );
        // (A lambda's parameter is also put first, as its caller passes it.)
        let code = "f = lambda a, n=2: a\ng = lambda b=1, n: b\n";
        assert_eq!(
            given(code),
            [
                "f = lambda a, n=2: a\ng = lambda b=1, n=2: b\n",
                "f = lambda a, n=2: a\ng = lambda n, b=1: b\n"
            ]
        );
    }
}
