//! The forms of Swift, Kotlin, TypeScript and C# that a developer of those
//! languages types in a first Python file, where CPython refuses them
//! (rule `typed_habit`): a safe call `user.team?.id` (Python's `user.team.id
//! if user.team else None`), an optional parameter `now?: datetime`
//! (`now: Optional[datetime] = None`), a nullable type `-> Loan?` (`->
//! Optional[Loan]`), an array type `Ticket[]` (`list[Ticket]`), and Swift's
//! early exit `guard c else:` (`if not c:`, the condition negated as a
//! person writes it); and a function written as one expression, Dart's
//! and Scala's ([`super::expression_body`]). Each on the error's line, one
//! change, all but certain.

use ruff_python_ast::token::TokenKind;

use super::edits::{Change, Kind, Lines, Token, code_tokens_of};

/// Every typed language's form on line `line`, made Python's.
pub(super) fn typed_habits(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    line: usize,
    out: &mut Vec<Change>,
) {
    if line == 0 || line > lines.count() {
        return;
    }
    let on_line: Vec<Token> = code_tokens_of(tokens, lines, line)
        .into_iter()
        .map(|(_, t)| t)
        .collect();
    let optional = |annotation: &str| {
        if holds_word(code, "Optional") {
            format!("Optional[{annotation}]")
        } else {
            format!("{annotation} | None")
        }
    };
    let mut put = |from: usize, to: usize, text: String| {
        out.push(Change::new(from, to, &text, Kind::TypedHabit));
    };
    if let Some((to, text)) = guard_else(code, &on_line) {
        put(on_line[0].1, to, text);
    }
    if let Some((from, to, text)) = super::expression_body::expression_body(code, lines, line) {
        put(from, to, text);
    }
    for (i, &(kind, start, end)) in on_line.iter().enumerate() {
        let text = &code[start..end];
        if text == "?" {
            let next = on_line.get(i + 1).filter(|t| t.1 == end);
            match next.map(|t| t.0) {
                Some(TokenKind::Dot) => {
                    if let Some((from, to, text)) = safe_call(code, &on_line, i) {
                        put(from, to, text);
                    }
                }
                Some(TokenKind::Colon) if parameter_starts(&on_line, i) => {
                    if let Some((to, annotation, defaulted)) =
                        annotation_after(code, &on_line, i + 2)
                    {
                        let default = if defaulted { "" } else { " = None" };
                        let name = &code[on_line[i - 1].1..start];
                        put(
                            on_line[i - 1].1,
                            to,
                            format!("{name}: {}{default}", optional(annotation)),
                        );
                    }
                }
                // (A nullable type where the file writes such types: a `?`
                // after a type elsewhere is as often a stray key.)
                _ if holds_word(code, "Optional") || code.contains("| None") => {
                    if let Some(from) = type_start(code, &on_line, i) {
                        put(from, end, optional(&code[from..start]));
                    }
                }
                _ => {}
            }
        }
        // `Ticket[]`: an empty subscript, in an annotation.
        if kind == TokenKind::Lsqb
            && on_line
                .get(i + 1)
                .is_some_and(|t| t.0 == TokenKind::Rsqb && t.1 == end)
            && let Some(from) = type_start(code, &on_line, i)
        {
            put(
                from,
                on_line[i + 1].2,
                format!("list[{}]", &code[from..start]),
            );
        }
    }
}

/// Whether `word` stands in `code` as a word of its own.
fn holds_word(code: &str, word: &str) -> bool {
    super::edits::word_places(code, word).next().is_some()
}

/// Swift's `guard c else:` as Python's `if` of the negated condition: the
/// end of the header's `:` and the text.
fn guard_else(code: &str, on_line: &[Token]) -> Option<(usize, String)> {
    let [first, .., otherwise, colon] = on_line[..] else {
        return None;
    };
    if &code[first.1..first.2] != "guard"
        || otherwise.0 != TokenKind::Else
        || colon.0 != TokenKind::Colon
        || on_line.len() < 4
    {
        return None;
    }
    let condition = &on_line[1..on_line.len() - 2];
    Some((colon.2, format!("if {}:", negated(code, condition))))
}

/// The condition the tokens `condition` write, negated as a person writes
/// it: its one comparison turned (`is not` -> `is`, `<` -> `>=`), a leading
/// `not` taken off, else `not` before it (in parentheses around `and`,
/// `or` or a conditional).
pub(super) fn negated(code: &str, condition: &[Token]) -> String {
    let (Some(first), Some(last)) = (condition.first(), condition.last()) else {
        return String::new();
    };
    let whole = &code[first.1..last.2];
    let mut depth = 0usize;
    let mut comparisons = Vec::new();
    let mut joined = false;
    for (k, t) in condition.iter().enumerate() {
        match t.0 {
            TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace => depth += 1,
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace => {
                depth = depth.saturating_sub(1)
            }
            TokenKind::And | TokenKind::Or | TokenKind::If | TokenKind::Lambda if depth == 0 => {
                joined = true;
            }
            TokenKind::EqEqual
            | TokenKind::NotEqual
            | TokenKind::Less
            | TokenKind::LessEqual
            | TokenKind::Greater
            | TokenKind::GreaterEqual
            | TokenKind::Is
            | TokenKind::In
                if depth == 0 =>
            {
                comparisons.push(k);
            }
            // (`not in`'s `not`: its `in` is the comparison.)
            TokenKind::Not
                if depth == 0
                    && k > 0
                    && condition.get(k + 1).is_some_and(|n| n.0 == TokenKind::In) =>
            {
                comparisons.push(k);
            }
            _ => {}
        }
    }
    if joined {
        return format!("not ({whole})");
    }
    if let [k] = comparisons[..] {
        let op = condition[k];
        let after = condition.get(k + 1);
        let (to, turned) = match op.0 {
            TokenKind::Is if after.is_some_and(|t| t.0 == TokenKind::Not) => {
                (after.map(|t| t.2), "is")
            }
            TokenKind::Is => (Some(op.2), "is not"),
            TokenKind::Not => (after.map(|t| t.2), "in"),
            TokenKind::In => (Some(op.2), "not in"),
            TokenKind::EqEqual => (Some(op.2), "!="),
            TokenKind::NotEqual => (Some(op.2), "=="),
            TokenKind::Less => (Some(op.2), ">="),
            TokenKind::LessEqual => (Some(op.2), ">"),
            TokenKind::Greater => (Some(op.2), "<="),
            _ => (Some(op.2), "<"),
        };
        if let Some(to) = to {
            return format!("{}{turned}{}", &code[first.1..op.1], &code[to..last.2]);
        }
    }
    if comparisons.is_empty() && first.0 == TokenKind::Not && condition.len() > 1 {
        return code[condition[1].1..last.2].to_string();
    }
    format!("not {whole}")
}

/// A safe call's `?` at token `i` (before a `.`): the span from its
/// receiver's start to its chain's end, and Python's conditional for it.
fn safe_call(code: &str, on_line: &[Token], i: usize) -> Option<(usize, usize, String)> {
    let start = chain_start(on_line, i)?;
    // The chain after `?.`: names, calls and subscripts, no second `?`.
    let mut k = i + 2;
    if on_line.get(k)?.0 != TokenKind::Name {
        return None;
    }
    while let Some(next) = on_line.get(k + 1) {
        match next.0 {
            TokenKind::Dot if on_line.get(k + 2).is_some_and(|t| t.0 == TokenKind::Name) => k += 2,
            TokenKind::Lpar | TokenKind::Lsqb => k = closer_of(on_line, k + 1)?,
            _ if &code[next.1..next.2] == "?" => return None,
            _ => break,
        }
    }
    let receiver = &code[on_line[start].1..on_line[i].1];
    let rest = &code[on_line[i + 1].2..on_line[k].2];
    let conditional = format!("{receiver}.{rest} if {receiver} else None");
    // Bracketed unless it is a whole value: of an assignment, an argument,
    // an element, a `return`.
    let before = start.checked_sub(1).map(|b| on_line[b].0);
    let after = on_line.get(k + 1).map(|t| t.0);
    let whole_before = matches!(
        before,
        None | Some(
            TokenKind::Equal
                | TokenKind::Lpar
                | TokenKind::Lsqb
                | TokenKind::Comma
                | TokenKind::Return
                | TokenKind::Colon
        )
    );
    let whole_after = matches!(
        after,
        None | Some(TokenKind::Comma | TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace)
    );
    let text = if whole_before && whole_after {
        conditional
    } else {
        format!("({conditional})")
    };
    Some((on_line[start].1, on_line[k].2, text))
}

/// The first token of the chain (`a.b(c)[d]`) ending right before token
/// `i`.
fn chain_start(on_line: &[Token], i: usize) -> Option<usize> {
    let mut j = i.checked_sub(1)?;
    loop {
        match on_line[j].0 {
            TokenKind::Rpar | TokenKind::Rsqb => j = opener_of(on_line, j)?.checked_sub(1)?,
            TokenKind::Name => {
                if j >= 2 && on_line[j - 1].0 == TokenKind::Dot {
                    j -= 2;
                } else {
                    return Some(j);
                }
            }
            _ => return None,
        }
    }
}

/// The opener matching the closer at token `j`, on the line.
fn opener_of(on_line: &[Token], j: usize) -> Option<usize> {
    let mut depth = 0usize;
    for k in (0..=j).rev() {
        match on_line[k].0 {
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace => depth += 1,
            TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(k);
                }
            }
            _ => {}
        }
    }
    None
}

/// The closer matching the opener at token `j`, on the line.
fn closer_of(on_line: &[Token], j: usize) -> Option<usize> {
    let mut depth = 0usize;
    for (k, t) in on_line.iter().enumerate().skip(j) {
        match t.0 {
            TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace => depth += 1,
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(k);
                }
            }
            _ => {}
        }
    }
    None
}

/// Whether the `?` at token `i` follows a parameter's or a field's name:
/// a name after `(`, `,` or at the line's start.
fn parameter_starts(on_line: &[Token], i: usize) -> bool {
    i >= 1
        && on_line[i - 1].0 == TokenKind::Name
        && (i == 1 || matches!(on_line[i - 2].0, TokenKind::Lpar | TokenKind::Comma))
}

/// The annotation starting at token `first`, up to the `,`, `)`, `=` or
/// line end at its depth: its end, its text, and whether a default
/// follows it.
fn annotation_after<'a>(
    code: &'a str,
    on_line: &[Token],
    first: usize,
) -> Option<(usize, &'a str, bool)> {
    let mut depth = 0usize;
    let mut last: Option<usize> = None;
    for (k, t) in on_line.iter().enumerate().skip(first) {
        match t.0 {
            TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace => depth += 1,
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace if depth > 0 => depth -= 1,
            TokenKind::Rpar | TokenKind::Comma | TokenKind::Equal if depth == 0 => {
                let defaulted = t.0 == TokenKind::Equal;
                let end = on_line[last?].2;
                return Some((end, &code[on_line[first].1..end], defaulted));
            }
            _ => {}
        }
        last = Some(k);
    }
    let end = on_line[last?].2;
    Some((end, &code[on_line[first].1..end], false))
}

/// Where the type ending right before token `i` starts, when it stands in
/// an annotation (after a parameter's or a variable's `:`, a `->`, or
/// inside a subscript, `dict[str, Ticket[]]`): a name, dotted, and its
/// subscript.
fn type_start(code: &str, on_line: &[Token], i: usize) -> Option<usize> {
    let start = chain_start(on_line, i)?;
    // (No call in a type.)
    if on_line[start..i].iter().any(|t| t.0 == TokenKind::Lpar) {
        return None;
    }
    let before = on_line.get(start.checked_sub(1)?)?;
    let annotated = match before.0 {
        TokenKind::Rarrow | TokenKind::Lsqb => true,
        TokenKind::Colon => {
            // A parameter's or a variable's annotation, not a dict's value
            // or a slice: a name before the `:` that starts its item.
            start >= 2
                && on_line[start - 2].0 == TokenKind::Name
                && (start == 2
                    || matches!(on_line[start - 3].0, TokenKind::Lpar | TokenKind::Comma))
        }
        TokenKind::Comma => super::edits::open_brackets(on_line, before.1)
            .last()
            .is_some_and(|&at| code[at..].starts_with('[')),
        _ => false,
    };
    annotated.then_some(on_line[start].1)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn repaired(code: &str, line: usize) -> Vec<String> {
        super::super::edits::applied::on_line(code, line, typed_habits)
    }

    #[test]
    fn a_safe_call_is_a_conditional() {
        assert_eq!(
            repaired("send(team_id=user.team?.id, x=1)\n", 1),
            ["send(team_id=user.team.id if user.team else None, x=1)\n"]
        );
        assert_eq!(
            repaired("n = 1 + box?.size() * 2\n", 1),
            ["n = 1 + (box.size() if box else None) * 2\n"]
        );
    }

    #[test]
    fn an_optional_parameter_defaults_to_none() {
        let code = "from typing import Optional\ndef f(a: int, now?: datetime) -> int:\n    pass\n";
        assert_eq!(
            repaired(code, 2)[0],
            code.replace("now?: datetime", "now: Optional[datetime] = None")
        );
        let code = "def f(a, now?: datetime = NOW):\n    pass\n";
        assert_eq!(
            repaired(code, 1)[0],
            code.replace("now?:", "now:")
                .replace("datetime =", "datetime | None =")
        );
    }

    #[test]
    fn nullable_and_array_types() {
        let code = "def f(isbn: str) -> Loan?:\n    pass\nx: int | None = 1\n";
        assert_eq!(repaired(code, 1), [code.replace("Loan?", "Loan | None")]);
        // (Where the file writes no such type, a `?` is as often a stray
        // key: the search's to judge.)
        assert!(repaired("def f(e: Event?) -> None:\n    pass\n", 1).is_empty());
        let code = "tickets: Ticket[] = []\n";
        assert_eq!(repaired(code, 1), ["tickets: list[Ticket] = []\n"]);
        // (An empty subscript outside an annotation is no type.)
        assert!(repaired("x = rows[]\n", 1).is_empty());
    }

    #[test]
    fn guard_negates_its_condition() {
        let cases = [
            ("guard coupon is not None else:", "if coupon is None:"),
            ("guard n < 3 else:", "if n >= 3:"),
            ("guard ok and ready else:", "if not (ok and ready):"),
            ("guard not done else:", "if done:"),
            ("guard key in seen else:", "if key not in seen:"),
            ("guard valid(x) else:", "if not valid(x):"),
        ];
        for (swift, python) in cases {
            let code = format!("def f():\n    {swift}\n        return\n");
            assert_eq!(repaired(&code, 2), [code.replace(swift, python)], "{swift}");
        }
    }
}
