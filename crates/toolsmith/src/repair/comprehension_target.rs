//! A comprehension whose target is a tuple written without its
//! parentheses (`[e, round(c) for e, c in pairs]`): CPython names the
//! mistake (`did you forget parentheses around the comprehension
//! target?`) at the target's first element; parenthesised up to the
//! clause's `for` (a part put where Python gives it a place). In braces,
//! a target of two parts is a dict's key and value far more often than a
//! set's pair: its comma made the colon (rule `comprehension_colon`).

use ruff_python_ast::token::TokenKind;

use super::diagnosis::{Diagnosis, ErrorKind};
use super::edits::{Change, Kind, Lines, Token, open_brackets};

/// The target CPython names, parenthesised.
pub(super) fn target_parenthesised(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    error: &Diagnosis,
    out: &mut Vec<Change>,
) {
    let Some(line) = error.line_for(&[ErrorKind::ComprehensionTarget], lines.count()) else {
        return;
    };
    let at = lines.offset(code, line, error.offset);
    let first = tokens.partition_point(|t| t.1 < at);
    let mut depth = 0usize;
    let mut last = None;
    let mut commas = Vec::new();
    for (k, token) in tokens.iter().enumerate().skip(first) {
        match token.0 {
            TokenKind::Comma if depth == 0 => commas.push(k),
            TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace => depth += 1,
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace if depth == 0 => return,
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace => depth -= 1,
            TokenKind::For | TokenKind::Async if depth == 0 => break,
            TokenKind::NonLogicalNewline | TokenKind::Comment => continue,
            TokenKind::Newline | TokenKind::EndOfFile => return,
            _ => {}
        }
        last = Some(k);
    }
    let Some(last) = last.filter(|&last| last > first) else {
        return;
    };
    let (start, end) = (tokens[first].1, tokens[last].2);
    let braced = open_brackets(tokens, start)
        .last()
        .is_some_and(|&at| code[at..].starts_with('{'));
    if let [comma] = commas[..]
        && braced
        && comma < last
    {
        let (_, at, after) = tokens[comma];
        out.push(Change::new(at, after, ":", Kind::ComprehensionColon));
    }
    out.push(Change::new(
        start,
        end,
        &format!("({})", &code[start..end]),
        Kind::PartPlaced,
    ));
}

#[cfg(test)]
mod tests {
    use super::super::edits::applied::at_error;
    use super::*;

    #[test]
    fn a_targets_tuple_gets_its_parentheses() {
        let code = "curve = [e, round(c, 6) for e, c in history]\n";
        assert_eq!(
            at_error(code, target_parenthesised),
            ["curve = [(e, round(c, 6)) for e, c in history]\n"]
        );
        let code = "x = {\n    a,\n    b async for a, b in z}\n";
        assert_eq!(
            at_error(code, target_parenthesised),
            [
                "x = {\n    a:\n    b async for a, b in z}\n",
                "x = {\n    (a,\n    b) async for a, b in z}\n"
            ]
        );
        let code = "ix = {w, i for i, w in enumerate(ws)}\n";
        assert_eq!(
            at_error(code, target_parenthesised),
            [
                "ix = {w: i for i, w in enumerate(ws)}\n",
                "ix = {(w, i) for i, w in enumerate(ws)}\n"
            ]
        );
    }
}
