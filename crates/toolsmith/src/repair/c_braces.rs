//! C's, Java's and JavaScript's blocks in braces (`if x {` ... `}`,
//! `function f(a) {`, `} catch (E e) {`) made Python's blocks, each chain
//! of braces in one change.

use ruff_python_ast::token::TokenKind;

use super::edits::{Change, Kind, Lines, Token, code_tokens_of};

/// Keywords that open a block: C's `{` after them stands for Python's `:`.
const HEADERS: &[TokenKind] = &[
    TokenKind::If,
    TokenKind::Elif,
    TokenKind::Else,
    TokenKind::For,
    TokenKind::While,
    TokenKind::Def,
    TokenKind::Class,
    TokenKind::Try,
    TokenKind::Except,
    TokenKind::Finally,
    TokenKind::With,
];

/// A block written with C's braces, on line `line`: a header ending in `{`
/// (`if x {` -> `if x:`, `} else {` -> `else:`), alone and with every
/// brace of its chain in one change (the `}` lines emptied, `} else {`
/// made `else:`: a body given a `:` alone would be read as a display), or
/// a line holding only the `}` that closed it (emptied: the line stays, so
/// no line number moves).
pub(super) fn c_braces(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    line: usize,
    out: &mut Vec<Change>,
) {
    let on_line = code_tokens_of(tokens, lines, line);
    let (Some(&(first, _)), Some(&(last, _))) = (on_line.first(), on_line.last()) else {
        return;
    };
    let start = lines.start_of(line);
    // (Not a display's `}`: one whose `{` opened no block's header.)
    if on_line.len() == 1 && tokens[first].0 == TokenKind::Rbrace {
        let ends_a_block = brace_open_before(tokens, first).is_none_or(|open| {
            let line = lines.line_of(tokens[open].1);
            braced_header(code, tokens, &code_tokens_of(tokens, lines, line)).is_some()
        });
        if ends_a_block {
            out.push(Change::new(start, tokens[first].2, "", Kind::Lookalike));
        }
        return;
    }
    let Some(header) = braced_header(code, tokens, &on_line) else {
        return;
    };
    let from = tokens[first].1;
    out.push(Change::new(from, tokens[last].2, &header, Kind::Lookalike));
    // The chain: each `{`'s matching `}` alone on its line, or opening
    // the next header of the chain (`} else {`).
    let (mut text, mut at, mut open) = (header, tokens[last].2, last);
    loop {
        let Some(close) = matching_brace(tokens, open) else {
            return;
        };
        let close_line = lines.line_of(tokens[close].1);
        let on_close = code_tokens_of(tokens, lines, close_line);
        if on_close.first().map(|t| t.0) != Some(close) {
            return;
        }
        let close_start = lines.start_of(close_line);
        text.push_str(&code[at..close_start]);
        if on_close.len() == 1 {
            out.push(Change::new(from, tokens[close].2, &text, Kind::Lookalike));
            return;
        }
        let Some(next) = braced_header(code, tokens, &on_close) else {
            return;
        };
        text.push_str(&code[close_start..tokens[close].1]);
        text.push_str(&next);
        let Some(&(next_open, _)) = on_close.last() else {
            return;
        };
        (at, open) = (tokens[next_open].2, next_open);
    }
}

/// A line's header written with a `:` for its closing `{` (and without the
/// `}` that may open it): `} else if x {` -> `elif x:`.
fn braced_header(code: &str, tokens: &[Token], on_line: &[(usize, Token)]) -> Option<String> {
    let (_, last) = *on_line.last()?;
    if last.0 != TokenKind::Lbrace || on_line.len() < 2 {
        return None;
    }
    let opened_by_brace = on_line[0].1.0 == TokenKind::Rbrace;
    let at = usize::from(opened_by_brace);
    let (_, header) = on_line[at];
    let word = &code[header.1..header.2];
    let next = on_line.get(at + 1).map(|(_, t)| *t);
    // JavaScript's `function f(a) {`: Python's `def`.
    let function = header.0 == TokenKind::Name
        && word == "function"
        && next.is_some_and(|t| t.0 == TokenKind::Name);
    // Java's and JavaScript's `catch (E e) {`: Python's `except`.
    if header.0 == TokenKind::Name && word == "catch" {
        let inside: Vec<&str> = on_line[at + 1..on_line.len() - 1]
            .iter()
            .map(|(_, t)| &code[t.1..t.2])
            .collect();
        return Some(format!("{}:", caught(&inside)?));
    }
    if !(HEADERS.contains(&header.0) || function) || header.1 >= last.1 {
        return None;
    }
    let before_brace = tokens[on_line[on_line.len() - 2].0].2;
    let written = if function {
        format!("def{}", &code[header.2..before_brace])
    } else if header.0 == TokenKind::For
        && let Some(range) = super::c_for::as_range(&code[header.1..before_brace])
    {
        range
    } else {
        code[header.1..before_brace].replacen("else if ", "elif ", 1)
    };
    Some(format!("{written}:"))
}

/// Python's `except` for a `catch`'s parenthesised words: `(IOError e)`
/// (Java's type and name), `(ValueError)` (a type alone), `(err)`
/// (JavaScript's name, for anything caught).
pub(super) fn caught(inside: &[&str]) -> Option<String> {
    let is_type = |word: &str| word.starts_with(|c: char| c.is_uppercase());
    match inside {
        ["(", kind, name, ")"] if is_type(kind) => Some(format!("except {kind} as {name}")),
        ["(", kind, ")"] if is_type(kind) => Some(format!("except {kind}")),
        ["(", name, ")"] => Some(format!("except Exception as {name}")),
        _ => None,
    }
}

/// The innermost `{` the tokens before `tokens[at]` leave open.
fn brace_open_before(tokens: &[Token], at: usize) -> Option<usize> {
    let mut open = Vec::new();
    for (i, token) in tokens[..at].iter().enumerate() {
        match token.0 {
            TokenKind::Lbrace => open.push(i),
            TokenKind::Rbrace => {
                open.pop();
            }
            _ => {}
        }
    }
    open.pop()
}

/// The `}` closing the `{` at `tokens[open]`, braces counted.
fn matching_brace(tokens: &[Token], open: usize) -> Option<usize> {
    let mut depth = 0usize;
    for (i, t) in tokens.iter().enumerate().skip(open) {
        match t.0 {
            TokenKind::Lbrace => depth += 1,
            TokenKind::Rbrace => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(i);
                }
            }
            _ => {}
        }
    }
    None
}

/// Whether only space, a comment or the line's end follows byte `at`.
pub(super) fn at_end(code: &str, at: usize, line_end: usize) -> bool {
    let rest = code[at..line_end.min(code.len())].trim();
    rest.is_empty() || rest.starts_with('#')
}

#[cfg(test)]
mod tests {
    use super::super::edits::applied;

    fn braces_made_blocks(code: &str, line: usize) -> Vec<String> {
        applied::on_line(code, line, super::c_braces)
    }

    #[test]
    fn blocks_in_braces_become_pythons() {
        let code = "if n < 8 {  # short\n    f()\n} else if n > 9 {\n    g()\n    }\n";
        assert_eq!(
            braces_made_blocks(code, 1),
            [
                "if n < 8:  # short\n    f()\n} else if n > 9 {\n    g()\n    }\n",
                "if n < 8:  # short\n    f()\nelif n > 9:\n    g()\n\n"
            ]
        );
        assert_eq!(
            braces_made_blocks(code, 3),
            [
                "if n < 8 {  # short\n    f()\nelif n > 9:\n    g()\n    }\n",
                "if n < 8 {  # short\n    f()\nelif n > 9:\n    g()\n\n"
            ]
        );
        assert_eq!(
            braces_made_blocks(code, 5),
            ["if n < 8 {  # short\n    f()\n} else if n > 9 {\n    g()\n\n"]
        );
        assert_eq!(
            braces_made_blocks("function total(a, b) {\n    return a + b\n}\n", 1),
            [
                "def total(a, b):\n    return a + b\n}\n",
                "def total(a, b):\n    return a + b\n\n"
            ]
        );
        assert_eq!(
            braces_made_blocks("for (int i = 0; i <= n; i++) {\n    f(i)\n}\n", 1),
            [
                "for i in range(n + 1):\n    f(i)\n}\n",
                "for i in range(n + 1):\n    f(i)\n\n"
            ]
        );
        // A dict opened at a line's end is no block.
        assert!(braces_made_blocks("x = {\n}\n", 1).is_empty());
        // A display's `}` is not a block's.
        assert!(braces_made_blocks("x = {\n    \"a\": [1,\n}\n", 3).is_empty());
        assert_eq!(
            braces_made_blocks("if x:\n    f()\n}\n", 3),
            ["if x:\n    f()\n\n"]
        );
        assert!(braces_made_blocks("f(x) {\n", 1).is_empty());
    }

    #[test]
    fn a_catch_becomes_an_except() {
        let made = |catch: &str| {
            let code = format!("try:\n    f()\n{catch}\n    g()\n");
            braces_made_blocks(&code, 3)
                .first()
                .map(|made| made.lines().nth(2).unwrap_or_default().to_string())
        };
        assert_eq!(
            made("} catch (ValueError) {").as_deref(),
            Some("except ValueError:")
        );
        assert_eq!(
            made("} catch (IOException e) {").as_deref(),
            Some("except IOException as e:")
        );
        assert_eq!(
            made("catch (err) {").as_deref(),
            Some("except Exception as err:")
        );
        assert_eq!(made("} catch (a, b) {"), None);
    }
}
