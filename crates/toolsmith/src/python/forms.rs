//! Forms CPython's parser names on its error-seeking pass where ruff's
//! says no more than where it stopped: Python 2's tuple parameter, an
//! assignment written inside an expression (`f(a.b = c)`), a conditional
//! expression without its `else`.

use ruff_python_ast::token::{Token, TokenKind};
use ruff_text_size::{Ranged, TextRange, TextSize};

use super::lookahead::{
    closes, closing, enclosing, index_at, is_layout, is_trivia, opens, previous,
};

/// A parameter written in brackets, Python 2's tuple parameter (`def
/// f((x, y)):`, `lambda (k, v): v`), where `failed` stands at its `(`:
/// CPython names it when the parameters before it have no default and it
/// holds plain ones only (not another bracket). With whether a lambda's.
pub(super) fn parenthesized_parameter(
    tokens: &[Token],
    failed: TextSize,
) -> Option<(TextRange, bool)> {
    use TokenKind as K;
    let at = index_at(tokens, failed);
    if tokens.get(at)?.kind() != K::Lpar {
        return None;
    }
    let of_def = |open: usize| {
        open >= 2 && tokens[open - 1].kind() == K::Name && tokens[open - 2].kind() == K::Def
    };
    let (first, lambda) = match enclosing(tokens, at) {
        Some(open) if of_def(open) => (open + 1, false),
        _ => (
            tokens[..at].iter().rposition(|t| t.kind() == K::Lambda)? + 1,
            true,
        ),
    };
    let mut depth = 0usize;
    for token in tokens[first..at].iter().filter(|t| !is_trivia(t.kind())) {
        let kind = token.kind();
        if opens(kind) {
            depth += 1;
        } else if closes(kind) {
            depth = depth.checked_sub(1)?;
        } else if depth == 0 && matches!(kind, K::Equal | K::Star | K::DoubleStar | K::Slash) {
            return None;
        }
        if lambda && !matches!(kind, K::Name | K::Comma) {
            return None;
        }
    }
    let before = previous(tokens, at)?.kind();
    if !(before == K::Comma || before == K::Lambda || (before == K::Lpar && !lambda)) {
        return None;
    }
    // Inside: names, each perhaps annotated, between commas.
    let close = closing(tokens, at)?;
    let mut names = 0;
    let mut part_start = true;
    let mut depth = 0usize;
    for token in tokens[at + 1..close]
        .iter()
        .filter(|t| !is_trivia(t.kind()))
    {
        let kind = token.kind();
        match kind {
            K::Name if depth == 0 && part_start => names += 1,
            _ if depth == 0 && part_start => return None,
            K::Comma if depth == 0 => {}
            K::Equal | K::Star | K::DoubleStar if depth == 0 => return None,
            _ if opens(kind) => depth += 1,
            _ if closes(kind) => depth = depth.checked_sub(1)?,
            _ => {}
        }
        part_start = depth == 0 && kind == K::Comma;
    }
    (names > 0).then(|| {
        (
            TextRange::new(tokens[at].start(), tokens[close].end()),
            lambda,
        )
    })
}

/// An argument written `target = value` whose target is no name (`f(a.b =
/// c)`, `where(x[0] = 1)`): CPython reads an assignment inside the call's
/// expression and asks whether `==` was meant, from the argument's start.
/// `failed` is where ruff stopped, at or before the `=`.
pub(super) fn assignment_in_argument(tokens: &[Token], failed: TextSize) -> Option<TextRange> {
    use TokenKind as K;
    let at = index_at(tokens, failed);
    let open = enclosing(tokens, at)?;
    let called = open > 0
        && tokens[open].kind() == K::Lpar
        && matches!(tokens[open - 1].kind(), K::Name | K::Rpar | K::Rsqb);
    if !called {
        return None;
    }
    // The argument holding `at`: from after the `(` or its comma.
    let mut depth = 0usize;
    let mut start = open + 1;
    for (i, token) in tokens.iter().enumerate().take(at).skip(open + 1) {
        let kind = token.kind();
        if opens(kind) {
            depth += 1;
        } else if closes(kind) {
            depth = depth.checked_sub(1)?;
        } else if depth == 0 && kind == K::Comma {
            start = i + 1;
        }
    }
    let first = (start..tokens.len()).find(|&i| !is_trivia(tokens[i].kind()))?;
    let mut depth = 0usize;
    for (i, token) in tokens.iter().enumerate().skip(first) {
        let kind = token.kind();
        if opens(kind) {
            depth += 1;
        } else if closes(kind) {
            depth = depth.checked_sub(1)?;
        } else if matches!(kind, K::Newline | K::NonLogicalNewline | K::Unknown)
            || depth == 0 && kind == K::Comma
        {
            // (On the argument's line, in tokens it reads.)
            return None;
        } else if depth == 0 && kind == K::Equal {
            // (`name=value` is a keyword argument.)
            let target_is_a_name = i == first + 1 && tokens[first].kind() == K::Name;
            return (!target_is_a_name && i > first && i >= at)
                .then(|| TextRange::new(tokens[first].start(), tokens[i].end()));
        }
    }
    None
}

/// A conditional expression without its `else` (`x = a if c`), where ruff
/// stops at what follows the condition: CPython names it from the
/// expression's start. `failed` is where ruff stopped.
pub(super) fn else_missing(tokens: &[Token], failed: TextSize) -> Option<TextRange> {
    use TokenKind as K;
    let at = index_at(tokens, failed);
    // (A `:` after the condition reads as a statement's header.)
    if tokens.get(at).is_some_and(|t| t.kind() == K::Colon) {
        return None;
    }
    // Back over the condition to its `if`, at the same depth.
    let mut depth = 0usize;
    let mut condition_if = None;
    for i in (0..at.min(tokens.len())).rev() {
        let kind = tokens[i].kind();
        if closes(kind) {
            depth += 1;
        } else if opens(kind) {
            let Some(less) = depth.checked_sub(1) else {
                break;
            };
            depth = less;
        } else if kind == K::NonLogicalNewline || depth == 0 && is_layout(kind) {
            // (The condition on the line where the parser stopped.)
            break;
        } else if depth == 0
            && matches!(
                kind,
                K::Else | K::Comma | K::Equal | K::Colon | K::Lambda | K::For
            )
        {
            return None;
        } else if depth == 0 && kind == K::If {
            condition_if = Some(i);
            break;
        }
    }
    let condition_if = condition_if?;
    // The value before the `if`: an operand's end, then back to its start.
    let before = previous(tokens, condition_if)?;
    if !ends_an_operand(before.kind()) {
        return None;
    }
    let mut depth = 0usize;
    let mut start = condition_if;
    for i in (0..condition_if).rev() {
        let kind = tokens[i].kind();
        if closes(kind) {
            depth += 1;
        } else if opens(kind) {
            let Some(less) = depth.checked_sub(1) else {
                break;
            };
            depth = less;
        } else if depth == 0
            && (is_layout(kind)
                || matches!(
                    kind,
                    K::Equal | K::Comma | K::Colon | K::Return | K::Yield | K::Lambda | K::Else
                )
                || kind.is_keyword()
                    && !matches!(kind, K::None | K::True | K::False | K::Not | K::Await))
        {
            break;
        }
        if !is_trivia(kind) {
            start = i;
        }
    }
    (start < condition_if).then(|| TextRange::empty(tokens[start].start()))
}

fn ends_an_operand(kind: TokenKind) -> bool {
    use TokenKind as K;
    matches!(
        kind,
        K::Name
            | K::Int
            | K::Float
            | K::Complex
            | K::String
            | K::FStringEnd
            | K::Rpar
            | K::Rsqb
            | K::Rbrace
            | K::None
            | K::True
            | K::False
            | K::Ellipsis
    )
}

#[cfg(test)]
mod tests {
    use crate::python::{DEFAULT_TARGET, validate};

    fn error(code: &str) -> (String, usize, usize) {
        let e = validate(code, DEFAULT_TARGET).err().unwrap();
        (e.message, e.line, e.offset)
    }

    #[test]
    fn a_python_2_tuple_parameter_is_named_as_cpython_names_it() {
        let function = "Function parameters cannot be parenthesized".to_string();
        let lambda = "Lambda expression parameters cannot be parenthesized".to_string();
        // CPython 3.11's answers, line and offset.
        let named = [
            ("def f((a, b), c):\n pass\n", &function, 1, 7),
            ("def f(x, (a, b), (c, d)):\n pass\n", &function, 1, 10),
            ("def f((a: int, b)):\n pass\n", &function, 1, 7),
            ("def f(\n    (a, b),\n    c):\n pass\n", &function, 2, 5),
            ("async def f((a, b,)):\n pass\n", &function, 1, 13),
            ("g = lambda x, (a, b): 0\n", &lambda, 1, 15),
            ("y = sorted(z, key=lambda (n, p): p)\n", &lambda, 1, 26),
        ];
        for (code, words, line, offset) in named {
            assert_eq!(error(code), (words.clone(), line, offset), "{code}");
        }
        // A default before it, a nested or an empty one: plain invalid syntax.
        for code in [
            "def f(x=1, (a, b)):\n pass\n",
            "def f((a, (b, c))):\n pass\n",
            "def f(*, (a,b)):\n pass\n",
            "g = lambda (a, (b, c)): 0\n",
            "def f(a, b, ()):\n pass\n",
        ] {
            assert_eq!(error(code).0, "invalid syntax", "{code}");
        }
    }

    #[test]
    fn an_assignment_in_an_argument_and_an_else_left_out_are_named() {
        let compared =
            "expression cannot contain assignment, perhaps you meant \"==\"?".to_string();
        // CPython 3.11's answers, line and offset.
        assert_eq!(error("s = f(User.a = b, c)\n"), (compared.clone(), 1, 7));
        assert_eq!(error("f(x[0] = 1)\n"), (compared, 1, 3));
        assert!(validate("f(x=1, y = 2)\n", DEFAULT_TARGET).is_ok());
        let otherwise = "expected 'else' after 'if' expression".to_string();
        assert_eq!(error("p = x if c\n"), (otherwise.clone(), 1, 5));
        assert_eq!(
            error("for i in a:\n    r.append(x) if i >= k\n"),
            (otherwise.clone(), 2, 5)
        );
        assert_eq!(error("y = f(a, b[0] if b)\n"), (otherwise.clone(), 1, 10));
        assert_eq!(error("x = a if b elif c\n"), (otherwise, 1, 5));
        // (A `:` after it: a header, plain invalid syntax.)
        assert_eq!(error("x = a if b:\n").0, "invalid syntax");
    }
}
