//! Python 2's unpacking in a header, written as Python 3 writes it (as
//! `2to3` does): a `def`'s tuple parameters (`def f((x, y), r):`) each
//! given a name and unpacked on the body's first line, a `lambda`'s read by
//! index in its body (`lambda (k, v): v` -> `lambda k_v: k_v[1]`), and
//! `except E, (code, message):` bound `as e` and unpacked from `e.args`.

use ruff_python_ast::token::TokenKind;

use super::diagnosis::{Diagnosis, ErrorKind};
use super::edits::{Change, Kind, Lines, Token, code_tokens_of, leading};

/// The header on `error`'s line with its Python 2 unpacking rewritten.
pub(super) fn python2_unpacking(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    error: &Diagnosis,
    out: &mut Vec<Change>,
) {
    match error.kind {
        // (A nested one, `lambda (k, (x, y)): x`, CPython calls invalid.)
        ErrorKind::ParenthesizedParameters | ErrorKind::InvalidSyntax => {
            tuple_parameters(code, tokens, lines, error, out);
            lambda_parameters_unwrapped(code, tokens, lines, error, out);
        }
        ErrorKind::MultipleExceptionTypes => except_unpacked(code, tokens, lines, error.line, out),
        _ => {}
    }
}

/// A lambda's parameters in parentheses as a function's are
/// (`lambda(name): ...`, JavaScript's and C#'s habit): unwrapped, where
/// it is one name (more are Python 2's tuple, `tuple_parameters`').
fn lambda_parameters_unwrapped(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    error: &Diagnosis,
    out: &mut Vec<Change>,
) {
    let at = lines.offset(code, error.line, error.offset);
    let Some(head) = tokens
        .iter()
        .rposition(|t| t.1 <= at && t.0 == TokenKind::Lambda)
    else {
        return;
    };
    let Some(&(TokenKind::Lpar, _, _)) = tokens.get(head + 1) else {
        return;
    };
    // (One name: two or more in parentheses are Python 2's tuple.)
    let close = head + 3;
    if tokens.get(head + 2).map(|t| t.0) != Some(TokenKind::Name)
        || tokens.get(close).map(|t| t.0) != Some(TokenKind::Rpar)
        || tokens.get(close + 1).map(|t| t.0) != Some(TokenKind::Colon)
    {
        return;
    }
    let inside = &code[tokens[head + 2].1..tokens[close - 1].2];
    let (start, end) = (tokens[head].2, tokens[close].2);
    out.push(Change::new(
        start,
        end,
        &format!(" {inside}"),
        Kind::PartPlaced,
    ));
}

/// A parenthesized parameter: where it is, the name it is given, and its
/// names with the index path to each (`(a, (b, c))`: `a` [0], `b` [1, 0]).
struct TupleParameter {
    start: usize,
    end: usize,
    name: String,
    elements: Vec<(String, Vec<usize>)>,
}

/// The tuple parameters of the `def` or `lambda` whose first one CPython
/// names, renamed (and unpacked in a `def`'s body, read by index in a
/// lambda's).
fn tuple_parameters(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    error: &Diagnosis,
    out: &mut Vec<Change>,
) {
    let at = lines.offset(code, error.line, error.offset);
    // The `def` or `lambda` whose parameters hold the error.
    let Some(head) = tokens
        .iter()
        .rposition(|t| t.1 <= at && matches!(t.0, TokenKind::Def | TokenKind::Lambda))
    else {
        return;
    };
    let lambda = tokens[head].0 == TokenKind::Lambda;
    // A def's parameters follow its name and `(`.
    let first = if lambda { head + 1 } else { head + 3 };
    if !lambda && tokens.get(head + 2).map(|t| t.0) != Some(TokenKind::Lpar) {
        return;
    }
    let mut parameters = Vec::new();
    let mut depth = 0usize;
    let mut i = first;
    let mut start_of_parameter = true;
    let end = loop {
        let Some(&(kind, start, end)) = tokens.get(i) else {
            return;
        };
        match kind {
            TokenKind::Lpar if depth == 0 && start_of_parameter => {
                let Some((parameter, next)) = tuple_parameter(code, tokens, i) else {
                    return;
                };
                // (A tuple parameter's default has no such rewrite.)
                if tokens.get(next).map(|t| t.0) == Some(TokenKind::Equal) {
                    return;
                }
                parameters.push(parameter);
                i = next;
                start_of_parameter = false;
                continue;
            }
            TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace => depth += 1,
            TokenKind::Rpar if depth == 0 && !lambda => break end,
            TokenKind::Colon if depth == 0 && lambda => break start,
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace => {
                let Some(less) = depth.checked_sub(1) else {
                    return;
                };
                depth = less;
            }
            TokenKind::Newline | TokenKind::EndOfFile => return,
            _ => {}
        }
        start_of_parameter = depth == 0 && kind == TokenKind::Comma;
        i += 1;
    };
    if !parameters.iter().any(|p| p.start == at) {
        return;
    }
    let renamed = |from: usize, to: usize| {
        let mut text = String::new();
        let mut at = from;
        for parameter in parameters.iter().filter(|p| p.start >= from && p.end <= to) {
            text.push_str(&code[at..parameter.start]);
            text.push_str(&parameter.name);
            at = parameter.end;
        }
        text.push_str(&code[at..to]);
        text
    };
    let from = parameters[0].start;
    if lambda {
        let Some(body_end) = lambda_end(tokens, i) else {
            return;
        };
        let mut text = renamed(from, end);
        let mut at = end;
        for &(kind, start, stop) in tokens.iter().filter(|t| t.1 >= end && t.2 <= body_end) {
            let word = &code[start..stop];
            let read = parameters.iter().find_map(|p| {
                p.elements
                    .iter()
                    .find(|(name, _)| name == word)
                    .map(|(_, path)| (p, path))
            });
            let after_dot = code[..start].trim_end().ends_with('.');
            if let (TokenKind::Name, Some((parameter, path)), false) = (kind, read, after_dot) {
                text.push_str(&code[at..start]);
                text.push_str(&parameter.name);
                for index in path {
                    text.push_str(&format!("[{index}]"));
                }
                at = stop;
            }
        }
        text.push_str(&code[at..body_end]);
        out.push(Change::new(from, body_end, &text, Kind::Python2));
        return;
    }
    let Some((insert_at, indent)) = body_start(code, tokens, lines, i) else {
        return;
    };
    let (targets, values): (Vec<&str>, Vec<&str>) = parameters
        .iter()
        .map(|p| (&code[p.start..p.end], p.name.as_str()))
        .unzip();
    let unpacking = if let [target] = targets.as_slice() {
        format!("{} = {}", &target[1..target.len() - 1], values[0])
    } else {
        format!("{} = {}", targets.join(", "), values.join(", "))
    };
    let mut text = renamed(from, end);
    text.push_str(&code[end..insert_at]);
    text.push_str(&format!("{indent}{unpacking}\n"));
    out.push(Change::new(from, insert_at, &text, Kind::Python2));
}

/// The tuple parameter opened by the `(` at token `open`: names, commas
/// and nested brackets only. With the token after it.
fn tuple_parameter(code: &str, tokens: &[Token], open: usize) -> Option<(TupleParameter, usize)> {
    let mut path = vec![0usize];
    let mut elements = Vec::new();
    let mut i = open + 1;
    loop {
        let &(kind, start, end) = tokens.get(i)?;
        match kind {
            TokenKind::Lpar => path.push(0),
            TokenKind::Rpar => {
                path.pop();
                if path.is_empty() {
                    let name = elements
                        .iter()
                        .map(|(name, _): &(String, Vec<usize>)| name.as_str())
                        .collect::<Vec<_>>()
                        .join("_");
                    let start = tokens[open].1;
                    return (!elements.is_empty()).then_some((
                        TupleParameter {
                            start,
                            end,
                            name,
                            elements,
                        },
                        i + 1,
                    ));
                }
            }
            TokenKind::Comma => *path.last_mut()? += 1,
            TokenKind::Name => elements.push((code[start..end].to_string(), path.clone())),
            TokenKind::NonLogicalNewline | TokenKind::Comment => {}
            _ => return None,
        }
        i += 1;
    }
}

/// Where a lambda's body, from token `colon`, ends: before a `,` or a
/// closer of the brackets around it, or at its line's end.
fn lambda_end(tokens: &[Token], colon: usize) -> Option<usize> {
    let mut depth = 0usize;
    let mut last = tokens.get(colon)?.2;
    for &(kind, start, end) in &tokens[colon + 1..] {
        match kind {
            TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace => depth += 1,
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace if depth == 0 => {
                return Some(start);
            }
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace => depth -= 1,
            TokenKind::Comma if depth == 0 => return Some(start),
            TokenKind::Newline | TokenKind::EndOfFile => return Some(last),
            TokenKind::NonLogicalNewline | TokenKind::Comment => continue,
            _ => {}
        }
        last = end;
    }
    Some(last)
}

/// Where a header's body (its `:` at token `i` or after) takes a first
/// line (after a docstring), and that line's indentation: `None` when the
/// body shares the header's line.
fn body_start(code: &str, tokens: &[Token], lines: &Lines, i: usize) -> Option<(usize, String)> {
    let colon = i + tokens[i..].iter().position(|t| t.0 == TokenKind::Colon)?;
    let newline = tokens
        .get(colon + 1..)?
        .iter()
        .position(|t| !matches!(t.0, TokenKind::Comment | TokenKind::NonLogicalNewline))?
        + colon
        + 1;
    if tokens[newline].0 != TokenKind::Newline {
        return None;
    }
    let mut first = newline + 1;
    while matches!(
        tokens.get(first)?.0,
        TokenKind::Indent | TokenKind::NonLogicalNewline | TokenKind::Comment
    ) {
        first += 1;
    }
    let line = lines.line_of(tokens[first].1);
    let indent = leading(lines.slice(code, line, line)).to_string();
    if indent.is_empty() {
        return None;
    }
    // After a docstring: the statement that is one string alone.
    let docstring = tokens[first].0 == TokenKind::String
        && tokens.get(first + 1).map(|t| t.0) == Some(TokenKind::Newline);
    let insert_line = if docstring {
        lines.line_of(tokens[first].2) + 1
    } else {
        line
    };
    Some((lines.start_of(insert_line).min(code.len()), indent))
}

/// `except E, (code, message):` -> `except E as e:` and `code, message =
/// e.args` first in its block.
fn except_unpacked(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    line: usize,
    out: &mut Vec<Change>,
) {
    let on_line = code_tokens_of(tokens, lines, line);
    let kinds: Vec<TokenKind> = on_line.iter().map(|(_, t)| t.0).collect();
    let (Some(TokenKind::Except), Some(TokenKind::Colon)) = (kinds.first(), kinds.last()) else {
        return;
    };
    let Some(comma) = kinds.iter().position(|&k| k == TokenKind::Comma) else {
        return;
    };
    let (Some(TokenKind::Lpar), Some(TokenKind::Rpar)) =
        (kinds.get(comma + 1), kinds.get(kinds.len() - 2))
    else {
        return;
    };
    let inside = &on_line[comma + 2..kinds.len() - 2];
    let names_only = inside
        .iter()
        .all(|(_, t)| matches!(t.0, TokenKind::Name | TokenKind::Comma));
    if inside.is_empty() || !names_only {
        return;
    }
    let header_indent = leading(lines.slice(code, line, line)).len();
    let body = (line + 1..=lines.count()).find(|&n| !lines.slice(code, n, n).trim().is_empty());
    let Some(body) = body else {
        return;
    };
    let indent = leading(lines.slice(code, body, body));
    if indent.len() <= header_indent {
        return;
    }
    // `e`, unless the block reads a name `e` of its own.
    let block_end = (body..=lines.count())
        .take_while(|&n| {
            let text = lines.slice(code, n, n);
            text.trim().is_empty() || leading(text).len() > header_indent
        })
        .last()
        .unwrap_or(body);
    let (block_from, block_to) = (lines.start_of(body), lines.end_of(block_end));
    let reads = |name: &str| {
        tokens.iter().any(|t| {
            t.0 == TokenKind::Name
                && t.1 >= block_from
                && t.2 <= block_to
                && &code[t.1..t.2] == name
        })
    };
    let Some(bound) = ["e", "exc", "error"].into_iter().find(|n| !reads(n)) else {
        return;
    };
    let targets = &code[inside[0].1.1..inside[inside.len() - 1].1.2];
    let from = on_line[comma].1.1;
    let to = on_line[kinds.len() - 2].1.2;
    let insert_at = lines.start_of(body).min(code.len());
    let mut text = format!(" as {bound}");
    text.push_str(&code[to..insert_at]);
    text.push_str(&format!("{indent}{targets} = {bound}.args\n"));
    out.push(Change::new(from, insert_at, &text, Kind::Python2));
}

#[cfg(test)]
mod tests {
    use super::super::edits::applied::at_error;
    use super::*;

    #[test]
    fn a_lambdas_parenthesized_names_are_unwrapped() {
        assert!(
            at_error("p = lambda(name): get(name).value\n", python2_unpacking)
                .contains(&"p = lambda name: get(name).value\n".to_string())
        );
        // (Two names are Python 2's tuple, read by index.)
        assert!(
            !at_error("f = lambda (k, v): v\n", python2_unpacking)
                .contains(&"f = lambda k, v: v\n".to_string())
        );
    }
}
