//! Expressions CPython names as ill-formed, each completed the way its
//! message points: an argument's `=` compared (`where(User.id = uid)` ->
//! `==`), a conditional expression given its `else` (or, written as a
//! statement, made an `if` statement), a generator that shares its call
//! with other arguments parenthesised (or its target, `next(i, j for ...)`),
//! a lambda's tuple written without its brackets (`key=lambda p: -p[1],
//! p[0]`), a starred target alone made a tuple (`*a, = xs`), and a compound
//! statement after a `;` started on its own line; a lambda's lost `:`
//! put back before a body that is no parameter list.

use ruff_python_ast::token::TokenKind;

use super::diagnosis::{Diagnosis, ErrorKind};
use super::edits::{Change, Kind, Lines, Token, ends_an_operand, leading};
use super::pairs::{closes, opens};
use super::spelling::levenshtein;

/// The changes for `error`, when its message names one of these forms.
pub(super) fn expression_forms(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    error: &Diagnosis,
    out: &mut Vec<Change>,
) {
    let at = lines.offset(code, error.line, error.offset);
    let first = tokens.partition_point(|t| t.1 < at);
    match error.kind {
        ErrorKind::AssignmentInExpression => compared(tokens, first, out),
        ErrorKind::ElseMissing => else_given(code, tokens, lines, first, out),
        ErrorKind::UnparenthesizedGenerator => generator_parenthesised(code, tokens, first, out),
        ErrorKind::InvalidSyntax => {
            compound_after_semicolon(code, tokens, lines, first, out);
            lambda_colon(tokens, first, out);
        }
        ErrorKind::PositionalAfterKeyword => lambda_tuple(code, tokens, first, out),
        ErrorKind::StarredTarget => starred_tuple(tokens, first, out),
        _ => {}
    }
}

/// A lambda whose `:` was lost before a body that is no parameter list
/// (`command=lambda self.change(-1)`: a name read, called or indexed): the
/// colon put right after `lambda`, no parameters.
fn lambda_colon(tokens: &[Token], first: usize, out: &mut Vec<Change>) {
    let near = first.saturating_sub(4)..first.min(tokens.len());
    let Some(lambda) = near.rev().find(|&i| tokens[i].0 == TokenKind::Lambda) else {
        return;
    };
    let follows = |k: usize| tokens.get(lambda + k).map(|t| t.0);
    if follows(1) == Some(TokenKind::Name)
        && matches!(
            follows(2),
            Some(TokenKind::Dot | TokenKind::Lpar | TokenKind::Lsqb)
        )
    {
        let end = tokens[lambda].2;
        out.push(Change::new(end, end, ":", Kind::Insert));
    }
}

fn is_trivia(kind: TokenKind) -> bool {
    matches!(kind, TokenKind::Comment | TokenKind::NonLogicalNewline)
}

/// The first token from `from` at depth 0 for which `stop` holds, before
/// the brackets around it close or the statement ends.
fn find_at_depth(tokens: &[Token], from: usize, stop: impl Fn(TokenKind) -> bool) -> Option<usize> {
    let mut depth = 0usize;
    for (i, token) in tokens.iter().enumerate().skip(from) {
        let kind = token.0;
        if depth == 0 && stop(kind) {
            return Some(i);
        }
        if opens(kind) {
            depth += 1;
        } else if closes(kind) {
            depth = depth.checked_sub(1)?;
        } else if matches!(kind, TokenKind::Newline | TokenKind::EndOfFile) {
            return None;
        }
    }
    None
}

/// `f(a.b = c)` -> `f(a.b == c)`: the argument's `=`.
fn compared(tokens: &[Token], first: usize, out: &mut Vec<Change>) {
    if let Some(equal) = find_at_depth(tokens, first, |k| k == TokenKind::Equal) {
        let (_, start, end) = tokens[equal];
        out.push(Change::new(start, end, "==", Kind::Replace));
    }
}

/// Where the conditional expression from token `first` ends: before a
/// closer of the brackets around it, a comma, a colon or the line's end.
fn expression_end(tokens: &[Token], first: usize) -> Option<usize> {
    let mut depth = 0usize;
    for (i, token) in tokens.iter().enumerate().skip(first) {
        let kind = token.0;
        if opens(kind) {
            depth += 1;
        } else if closes(kind) {
            let Some(less) = depth.checked_sub(1) else {
                return Some(i);
            };
            depth = less;
        } else if depth == 0
            && matches!(
                kind,
                TokenKind::Comma
                    | TokenKind::Colon
                    | TokenKind::Newline
                    | TokenKind::Comment
                    | TokenKind::EndOfFile
            )
        {
            return Some(i);
        }
    }
    None
}

/// `x = a if c` -> `x = a if c else None`; `log(x) if c` alone on its line
/// -> `if c:` and `log(x)` in its body.
fn else_given(code: &str, tokens: &[Token], lines: &Lines, first: usize, out: &mut Vec<Change>) {
    let Some(condition) =
        find_at_depth(tokens, first, |k| k == TokenKind::If).filter(|&condition| condition > first)
    else {
        return;
    };
    let Some(end) = expression_end(tokens, condition) else {
        return;
    };
    let last = (condition..end).rev().find(|&i| !is_trivia(tokens[i].0));
    let Some(last) = last.filter(|&l| l > condition) else {
        return;
    };
    let value_end = tokens[last].2;
    // `a if c elif b ...`: the `elif` was its `else`.
    if let Some(elif) = (condition..end).find(|&i| tokens[i].0 == TokenKind::Elif) {
        let (_, start, stop) = tokens[elif];
        out.push(Change::new(start, stop, "else", Kind::ElseGiven));
        return;
    }
    // `a if c els b`, `a if c "b"`: where an operand follows the
    // condition's last, the `else` was misspelt there, or lost before it.
    // (Not a bracket: after an operand, a call's or a subscript's.)
    let starts_an_operand = |kind: TokenKind| {
        matches!(
            kind,
            TokenKind::Name
                | TokenKind::Int
                | TokenKind::Float
                | TokenKind::Complex
                | TokenKind::String
                | TokenKind::FStringStart
                | TokenKind::None
                | TokenKind::True
                | TokenKind::False
                | TokenKind::Not
                | TokenKind::Lambda
        )
    };
    let side_by_side = (condition + 2..end)
        .find(|&i| starts_an_operand(tokens[i].0) && ends_an_operand(tokens[i - 1].0));
    if let Some(word) = side_by_side {
        let (_, start, stop) = tokens[word];
        if tokens[word].0 == TokenKind::Name && levenshtein(&code[start..stop], "else") <= 2 {
            out.push(Change::new(start, stop, "else", Kind::ElseGiven));
        } else {
            // (Between two spaces, where a word was taken out.)
            let gap = tokens[word - 1].2;
            if code[gap..start].starts_with("  ") {
                out.push(Change::new(gap + 1, gap + 1, "else", Kind::ElseGiven));
            } else {
                out.push(Change::new(start, start, "else ", Kind::ElseGiven));
            }
        }
        return;
    }
    out.push(Change::new(
        value_end,
        value_end,
        " else None",
        Kind::ElseGiven,
    ));
    // A statement of its own: the condition guards it.
    let statement_start = first == 0
        || matches!(
            tokens[first - 1].0,
            TokenKind::Newline
                | TokenKind::Indent
                | TokenKind::Dedent
                | TokenKind::NonLogicalNewline
        );
    let ends_the_statement = matches!(
        tokens[end].0,
        TokenKind::Newline | TokenKind::Comment | TokenKind::EndOfFile
    );
    if statement_start && ends_the_statement {
        let line = lines.line_of(tokens[first].1);
        let indent = leading(lines.slice(code, line, line));
        let body = code[tokens[first].1..tokens[condition - 1].2].trim_end();
        let guard = code[tokens[condition + 1].1..value_end].trim();
        let text = format!("if {guard}:\n{indent}    {body}");
        out.push(Change::new(
            tokens[first].1,
            value_end,
            &text,
            Kind::ElseGiven,
        ));
    }
}

/// `min(x for x in xs, default=0)` -> `min((x for x in xs), default=0)`;
/// `next(i, j for i in a for j in b)` -> `next((i, j) for ...)` when the
/// arguments before it are names its `for`s bind.
fn generator_parenthesised(code: &str, tokens: &[Token], first: usize, out: &mut Vec<Change>) {
    let Some(clause) = find_at_depth(tokens, first, |k| {
        matches!(k, TokenKind::For | TokenKind::Async)
    }) else {
        return;
    };
    let Some(end) = find_at_depth(tokens, clause, |k| k == TokenKind::Comma || closes(k)) else {
        return;
    };
    let Some(last) = (clause..end).rev().find(|&i| !is_trivia(tokens[i].0)) else {
        return;
    };
    // The arguments before it, names bound by its `for`s: its target.
    let bound: Vec<&str> = tokens[clause..end]
        .windows(2)
        .filter(|pair| pair[1].0 == TokenKind::Name)
        .filter(|pair| {
            matches!(
                pair[0].0,
                TokenKind::For | TokenKind::Comma | TokenKind::Lpar
            )
        })
        .map(|pair| &code[pair[1].1..pair[1].2])
        .collect();
    let mut target_start = first;
    while target_start >= 2
        && tokens[target_start - 1].0 == TokenKind::Comma
        && tokens[target_start - 2].0 == TokenKind::Name
        && bound.contains(&&code[tokens[target_start - 2].1..tokens[target_start - 2].2])
    {
        target_start -= 2;
    }
    let opened = target_start > 0 && tokens[target_start - 1].0 == TokenKind::Lpar;
    let (from, to) = if target_start < first && opened {
        let Some(element_end) = (first..clause).rev().find(|&i| !is_trivia(tokens[i].0)) else {
            return;
        };
        (tokens[target_start].1, tokens[element_end].2)
    } else {
        (tokens[first].1, tokens[last].2)
    };
    let text = format!("({})", &code[from..to]);
    out.push(Change::new(from, to, &text, Kind::GeneratorParenthesised));
}

/// `d, u = pop(q); if d > best: continue` -> the `if` on a line of its own
/// at the statement's indentation.
fn compound_after_semicolon(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    first: usize,
    out: &mut Vec<Change>,
) {
    let compound = tokens.get(first).is_some_and(|t| {
        matches!(
            t.0,
            TokenKind::If
                | TokenKind::For
                | TokenKind::While
                | TokenKind::With
                | TokenKind::Try
                | TokenKind::Def
                | TokenKind::Class
        )
    });
    if !compound || first == 0 || tokens[first - 1].0 != TokenKind::Semi {
        return;
    }
    let line = lines.line_of(tokens[first].1);
    let indent = leading(lines.slice(code, line, line));
    let semi = tokens[first - 1].1;
    out.push(Change::new(
        semi,
        tokens[first].1,
        &format!("\n{indent}"),
        Kind::JoinedLines,
    ));
}

/// `sort(key=lambda p: -p[1], p[0])` -> `key=lambda p: (-p[1], p[0])`: the
/// positional arguments after a lambda given as a keyword argument are the
/// rest of its body's tuple. `first` is the call's `)`, where CPython
/// stops.
fn lambda_tuple(code: &str, tokens: &[Token], first: usize, out: &mut Vec<Change>) {
    if tokens.get(first).map(|t| t.0) != Some(TokenKind::Rpar) {
        return;
    }
    // Back to the call's `(`, noting the last `lambda` at its depth.
    let mut depth = 0usize;
    let mut lambda = None;
    let mut open = None;
    for i in (0..first).rev() {
        let kind = tokens[i].0;
        if closes(kind) {
            depth += 1;
        } else if opens(kind) {
            if depth == 0 {
                open = Some(i);
                break;
            }
            depth -= 1;
        } else if depth == 0 && kind == TokenKind::Lambda && lambda.is_none() {
            lambda = Some(i);
        }
    }
    let (Some(open), Some(lambda)) = (open, lambda) else {
        return;
    };
    // A keyword argument's lambda (`key=lambda`), with no `=` after it.
    let keyword = lambda >= 2
        && tokens[lambda - 1].0 == TokenKind::Equal
        && tokens[lambda - 2].0 == TokenKind::Name
        && open < lambda;
    let Some(colon) = find_at_depth(tokens, lambda, |k| k == TokenKind::Colon) else {
        return;
    };
    let mut depth = 0usize;
    let later_keyword = tokens[colon..first].iter().any(|t| {
        if opens(t.0) {
            depth += 1;
        } else if closes(t.0) {
            depth = depth.saturating_sub(1);
        }
        depth == 0 && t.0 == TokenKind::Equal
    });
    let Some(body) = (colon + 1..first).find(|&i| !is_trivia(tokens[i].0)) else {
        return;
    };
    let Some(last) = (body..first).rev().find(|&i| !is_trivia(tokens[i].0)) else {
        return;
    };
    // Only where what follows reads the lambda's own parameters.
    let parameters: Vec<&str> = tokens[lambda + 1..colon]
        .iter()
        .filter(|t| t.0 == TokenKind::Name)
        .map(|t| &code[t.1..t.2])
        .collect();
    let comma = find_at_depth(tokens, body, |k| k == TokenKind::Comma).unwrap_or(first);
    let reads_them = tokens[comma..first]
        .iter()
        .any(|t| t.0 == TokenKind::Name && parameters.contains(&&code[t.1..t.2]));
    if !keyword || later_keyword || last <= body || !reads_them {
        return;
    }
    let (from, to) = (tokens[body].1, tokens[last].2);
    let text = format!("({})", code[from..to].trim_end_matches([',', ' ']));
    out.push(Change::new(from, to, &text, Kind::LambdaTuple));
}

/// `*rest = f()` -> `*rest, = f()` (and a `for`'s `*a in`): the comma that
/// makes the one-element tuple CPython asks for.
fn starred_tuple(tokens: &[Token], first: usize, out: &mut Vec<Change>) {
    if tokens.get(first).map(|t| t.0) != Some(TokenKind::Star) {
        return;
    }
    let Some(end) = find_at_depth(tokens, first + 1, |k| {
        matches!(k, TokenKind::Equal | TokenKind::In | TokenKind::Comma)
    }) else {
        return;
    };
    if tokens[end].0 == TokenKind::Comma || end <= first + 1 {
        return;
    }
    let after = tokens[end - 1].2;
    out.push(Change::new(after, after, ",", Kind::StarredTargetTuple));
}

#[cfg(test)]
mod tests {
    use super::super::edits::applied;
    use super::*;

    #[test]
    fn a_lambdas_lost_colon_goes_before_a_body_that_is_no_parameter_list() {
        let made = applied::at_error(
            "b = Button(bar, command=lambda self.change(-1)).pack()\n",
            expression_forms,
        );
        assert!(
            made.contains(&"b = Button(bar, command=lambda: self.change(-1)).pack()\n".to_string())
        );
        let made = applied::at_error("f = lambda x y: x\n", expression_forms);
        assert!(made.iter().all(|m| !m.contains("lambda:")));
    }
}
