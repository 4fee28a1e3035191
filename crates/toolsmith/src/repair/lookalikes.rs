//! Characters a word processor, a web page or a Chinese or Japanese input
//! method puts in code, where the ASCII they look like was meant: a dash
//! for a minus, `×` for `*`, a full-width `：` or `（`, a non-breaking space.
//! CPython names each "invalid character"; one change makes a line's all
//! ASCII (typographic quotes are `named`'s, since they delimit strings).
//! And the operators, comments and blocks of C and JavaScript (`&&`,
//! `||`, `!x`, `else if`, `i++`, `// note`, `if x {` ... `}`, `function
//! f(a) {`, `let x = 1`, `foreach`), which a person coming from them
//! writes for Python's.

use ruff_python_ast::token::TokenKind;

use super::edits::{Change, Kind, Lines, Token, code_tokens_of};

/// One change making every lookalike the tokenizer could not read on line
/// `line` ASCII (those inside strings are text, and are kept).
pub(super) fn ascii_lookalikes(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    line: usize,
    out: &mut Vec<Change>,
) {
    let (start, end) = (lines.start_of(line), lines.end_of(line));
    let unreadable: Vec<(usize, usize, &str)> = tokens
        .iter()
        .filter(|t| t.0 == TokenKind::Unknown && t.1 >= start && t.2 <= end)
        .filter_map(|&(_, from, to)| {
            let c = code.get(from..to)?.chars().next()?;
            Some((from, from + c.len_utf8(), ascii_for(c)?))
        })
        .collect();
    let (Some(first), Some(last)) = (unreadable.first(), unreadable.last()) else {
        return;
    };
    let mut text = String::new();
    let mut at = first.0;
    for &(from, to, ascii) in &unreadable {
        text.push_str(&code[at..from]);
        text.push_str(ascii);
        at = to;
    }
    out.push(Change::new(first.0, last.1, &text, Kind::Lookalike));
}

/// C's and JavaScript's operators on line `line` written as Python's, one
/// change each.
pub(super) fn python_operators(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    line: usize,
    out: &mut Vec<Change>,
) {
    let (start, end) = (lines.start_of(line), lines.end_of(line));
    let on_line: Vec<Token> = tokens
        .iter()
        .copied()
        .filter(|t| t.1 >= start && t.2 <= end)
        .collect();
    // A word, spaced from what stands either side of it.
    let word = |from: usize, to: usize, word: &str| {
        let left = if code[..from].ends_with([' ', '(']) {
            ""
        } else {
            " "
        };
        let right = if code[to..].starts_with(' ') { "" } else { " " };
        format!("{left}{word}{right}")
    };
    // JavaScript's comment, where a line's code would start.
    if let Some(&(TokenKind::DoubleSlash, from, to)) = on_line
        .iter()
        .find(|t| !matches!(t.0, TokenKind::Indent | TokenKind::Dedent))
    {
        out.push(Change::new(from, to, "#", Kind::Lookalike));
    }
    foreign_statement(code, &on_line, out);
    for pair in on_line.windows(2) {
        let [(first, from, first_end), (second, second_start, to)] = [pair[0], pair[1]];
        let adjacent = first_end == second_start;
        let replacement = match (first, second) {
            (TokenKind::Amper, TokenKind::Amper) if adjacent => word(from, to, "and"),
            (TokenKind::Vbar, TokenKind::Vbar) if adjacent => word(from, to, "or"),
            (TokenKind::Else, TokenKind::If) => "elif".to_string(),
            // A comparison's two marks typed the other way round.
            (TokenKind::Equal, TokenKind::Less) if adjacent => "<=".to_string(),
            (TokenKind::Equal, TokenKind::Greater) if adjacent => ">=".to_string(),
            (TokenKind::Equal, TokenKind::Exclamation | TokenKind::Unknown)
                if adjacent && &code[first_end..to] == "!" =>
            {
                "!=".to_string()
            }
            (TokenKind::Plus, TokenKind::Plus) if adjacent && at_end(code, to, end) => {
                " += 1".to_string()
            }
            (TokenKind::Minus, TokenKind::Minus) if adjacent && at_end(code, to, end) => {
                " -= 1".to_string()
            }
            (TokenKind::Exclamation | TokenKind::Unknown, TokenKind::Name | TokenKind::Lpar)
                if &code[from..first_end] == "!" =>
            {
                out.push(Change::new(from, first_end, "not ", Kind::Lookalike));
                continue;
            }
            _ => continue,
        };
        out.push(Change::new(from, to, &replacement, Kind::Lookalike));
    }
}

/// A statement begun with another language's word for a Python keyword
/// (`foreach`, `for each`, `catch`, `throw`, `func f(`), or with a
/// JavaScript declaration (`let x = 1`): Python's word, or none.
fn foreign_statement(code: &str, on_line: &[Token], out: &mut Vec<Change>) {
    let mut code_tokens = on_line
        .iter()
        .filter(|t| !matches!(t.0, TokenKind::Indent | TokenKind::Dedent));
    let (Some(&first), Some(&second), third) =
        (code_tokens.next(), code_tokens.next(), code_tokens.next())
    else {
        return;
    };
    let text = |t: Token| &code[t.1..t.2];
    let named = |t: Token| t.0 == TokenKind::Name;
    let (from, to, python) = match (text(first), second.0) {
        ("foreach", TokenKind::Name | TokenKind::Lpar) => (first.1, first.2, "for"),
        ("for", _) if text(second) == "each" && third.is_some_and(|&t| named(t)) => {
            (first.2, second.2, "")
        }
        ("catch", _) if named(first) => (first.1, first.2, "except"),
        ("throw", _) if named(first) => (first.1, first.2, "raise"),
        ("func" | "fn" | "fun" | "sub" | "function", TokenKind::Name)
            if third.is_some_and(|t| t.0 == TokenKind::Lpar) =>
        {
            (first.1, first.2, "def")
        }
        ("var" | "let" | "const", TokenKind::Name)
            if third.is_some_and(|t| t.0 == TokenKind::Equal) =>
        {
            (first.1, second.1, "")
        }
        _ => return,
    };
    out.push(Change::new(from, to, python, Kind::Lookalike));
}

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
    let (_, header) = on_line[usize::from(opened_by_brace)];
    // JavaScript's `function f(a) {`: Python's `def`.
    let function = header.0 == TokenKind::Name
        && &code[header.1..header.2] == "function"
        && on_line
            .get(usize::from(opened_by_brace) + 1)
            .is_some_and(|(_, t)| t.0 == TokenKind::Name);
    if !(HEADERS.contains(&header.0) || function) || header.1 >= last.1 {
        return None;
    }
    let before_brace = tokens[on_line[on_line.len() - 2].0].2;
    let written = if function {
        format!("def{}", &code[header.2..before_brace])
    } else {
        code[header.1..before_brace].replacen("else if ", "elif ", 1)
    };
    Some(format!("{written}:"))
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
fn at_end(code: &str, at: usize, line_end: usize) -> bool {
    let rest = code[at..line_end.min(code.len())].trim();
    rest.is_empty() || rest.starts_with('#')
}

/// The ASCII `c` stands for, if it is one people type for it.
fn ascii_for(c: char) -> Option<&'static str> {
    const FULL_WIDTH: &str = "!\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~";
    let code = u32::from(c);
    // U+FF01..U+FF5E are ASCII's `!`..`~`, full width.
    if let Some(index) = code.checked_sub(0xFF01).filter(|i| *i < 94) {
        let index = index as usize;
        return FULL_WIDTH.get(index..index + 1);
    }
    Some(match c {
        '‐' | '‑' | '‒' | '–' | '—' | '−' => "-",
        '×' | '∗' => "*",
        '÷' | '∕' => "/",
        '≠' => "!=",
        '≤' => "<=",
        '≥' => ">=",
        '、' => ",",
        '【' => "[",
        '】' => "]",
        '\u{a0}' | '\u{2000}'..='\u{200a}' | '\u{202f}' | '\u{205f}' | '\u{3000}' => " ",
        '\u{200b}'..='\u{200d}' | '\u{2060}' | '\u{feff}' => "",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::super::edits::{Lines, applied, tokens};
    use super::ascii_lookalikes;

    fn made_ascii(code: &str) -> String {
        let mut out = Vec::new();
        ascii_lookalikes(code, &tokens(code), &Lines::of(code), 1, &mut out);
        out.iter().map(|c| c.apply(code)).collect()
    }

    fn made_python(code: &str) -> Vec<String> {
        applied::on_line(code, 1, super::python_operators)
    }

    #[test]
    fn operators_of_c_become_pythons() {
        assert_eq!(made_python("if a && b: pass\n"), ["if a and b: pass\n"]);
        assert_eq!(made_python("if a||b: pass\n"), ["if a or b: pass\n"]);
        assert_eq!(made_python("if !done: pass\n"), ["if not done: pass\n"]);
        assert_eq!(made_python("i++\n"), ["i += 1\n"]);
        assert_eq!(made_python("else if x: pass\n"), ["elif x: pass\n"]);
        assert_eq!(made_python("    // sum them\n"), ["    # sum them\n"]);
        assert!(made_python("x = a // b\n").is_empty());
        // `a & &b` is no `&&`, nor `x = 1 + +2` an increment.
        assert!(made_python("x = a & &b\n").is_empty());
        assert!(made_python("x = 1 + +2\n").is_empty());
        assert_eq!(made_python("if a =< b: pass\n"), ["if a <= b: pass\n"]);
        assert_eq!(made_python("if a => b: pass\n"), ["if a >= b: pass\n"]);
    }

    #[test]
    fn other_languages_statements_become_pythons() {
        assert_eq!(made_python("foreach x in xs:\n"), ["for x in xs:\n"]);
        assert_eq!(made_python("for each x in xs:\n"), ["for x in xs:\n"]);
        assert_eq!(made_python("catch ValueError:\n"), ["except ValueError:\n"]);
        assert_eq!(
            made_python("throw ValueError(1)\n"),
            ["raise ValueError(1)\n"]
        );
        assert_eq!(made_python("func total(a):\n"), ["def total(a):\n"]);
        assert_eq!(made_python("    let count = 0\n"), ["    count = 0\n"]);
        // Names of Python's own.
        assert!(made_python("fn = 3\n").is_empty());
        assert!(made_python("let(x)\n").is_empty());
        assert!(made_python("each = 1\n").is_empty());
    }

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
    fn lookalikes_outside_strings_become_ascii() {
        assert_eq!(made_ascii("def f（a，b）：\n"), "def f(a,b):\n");
        assert_eq!(made_ascii("x = a − b × c\n"), "x = a - b * c\n");
        assert_eq!(made_ascii("if x ≠ 1:\u{a0}pass\n"), "if x != 1: pass\n");
        // The dash inside the string is text; only the one outside goes.
        assert_eq!(
            made_ascii("print(\"a – b\", 3 – 1)\n"),
            "print(\"a – b\", 3 - 1)\n"
        );
        // Nothing to make ASCII: no change.
        assert_eq!(made_ascii("x = 1 ¤ 2\n"), "");
    }
}
