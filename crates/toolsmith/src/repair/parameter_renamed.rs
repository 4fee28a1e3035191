//! What a parameter written twice was meant to be called (rule
//! `parameter_renamed`, proposed by `compile_stage`): a name the
//! function's body reads that nothing outside the body writes and the body
//! does not bind, as a paste not renamed leaves it (`def sector(scan,
//! lo_deg, lo_deg)` over a body reading `hi_deg`).

use std::collections::HashSet;

use ruff_python_ast::token::TokenKind;

use super::edits::{Lines, Token};

/// The names a function's body (the `def` at token `header`, its
/// parameters ending on line `header_end`) reads that no token outside it
/// writes and that it does not bind (no `=` after them, no loop's target,
/// no `.` before them): what a parameter was meant to be called.
pub(super) fn read_only_in_body<'a>(
    code: &'a str,
    tokens: &[Token],
    lines: &Lines,
    header: usize,
    header_end: usize,
) -> Vec<&'a str> {
    if tokens[header].0 != TokenKind::Def {
        return Vec::new();
    }
    let line = lines.line_of(tokens[header].1);
    let depth = super::edits::leading(lines.slice(code, line, line)).len();
    let line = header_end.max(line);
    let last = (line + 1..=lines.count())
        .take_while(|&n| {
            let text = lines.slice(code, n, n);
            let body = text.trim();
            body.is_empty() || body.starts_with('#') || super::edits::leading(text).len() > depth
        })
        .last()
        .unwrap_or(line);
    let (from, to) = (lines.start_of(line + 1), lines.end_of(last));
    let name = |t: &Token| &code[t.1..t.2];
    // The names a loop's, a comprehension's or a lambda's targets bind,
    // or an `as`.
    let mut targets: Vec<&str> = Vec::new();
    let mut in_target = false;
    for (k, t) in tokens.iter().enumerate() {
        if t.1 < from || t.2 > to {
            continue;
        }
        match t.0 {
            TokenKind::For | TokenKind::Lambda => in_target = true,
            TokenKind::In | TokenKind::Colon => in_target = false,
            TokenKind::Name if in_target => targets.push(name(t)),
            TokenKind::Name
                if tokens
                    .get(k + 1)
                    .is_some_and(|n| n.0 == TokenKind::Equal || n.0 == TokenKind::ColonEqual) =>
            {
                targets.push(name(t));
            }
            TokenKind::As => {
                targets.extend(
                    tokens
                        .get(k + 1)
                        .filter(|n| n.0 == TokenKind::Name)
                        .map(name),
                );
            }
            _ => {}
        }
    }
    // (Read once: a long file's every name against a long body's.)
    let outside: HashSet<&str> = tokens
        .iter()
        .filter(|o| o.0 == TokenKind::Name && (o.1 < from || o.2 > to))
        .map(name)
        .collect();
    let mut found: Vec<&str> = Vec::new();
    for (k, t) in tokens.iter().enumerate() {
        if t.0 != TokenKind::Name || t.1 < from || t.2 > to {
            continue;
        }
        let before = k.checked_sub(1).map(|b| tokens[b].0);
        let word = name(t);
        let bound = before == Some(TokenKind::Dot) || targets.contains(&word);
        if !bound
            && !outside.contains(word)
            && !found.contains(&word)
            && !BUILTIN_NAMES.split_whitespace().any(|b| b == word)
        {
            found.push(word);
        }
    }
    found
}

/// Names Python gives every module (a body reads them bound nowhere).
const BUILTIN_NAMES: &str = "\
    print len range min max abs sum int float str list dict set tuple round sorted \
    enumerate zip map filter open isinstance ValueError KeyError TypeError \
    RuntimeError Exception self super bool any all iter next reversed type getattr \
    setattr hasattr repr divmod pow hash id object property bytes IndexError \
    StopIteration NotImplementedError OSError FileNotFoundError ZeroDivisionError";
