//! Characters a word processor, a web page or a Chinese or Japanese input
//! method puts in code, where the ASCII they look like was meant: a dash
//! for a minus, `×` for `*`, a full-width `：` or `（`, a non-breaking space.
//! CPython names each "invalid character"; one change makes a line's all
//! ASCII (typographic quotes are `named`'s, since they delimit strings).
//! And the operators of C and JavaScript (`&&`, `||`, `!x`, `else if`,
//! `i++`), which a person coming from them writes for Python's.

use ruff_python_ast::token::TokenKind;

use super::edits::{Change, Kind, Lines, Token};

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
    for pair in on_line.windows(2) {
        let [(first, from, first_end), (second, second_start, to)] = [pair[0], pair[1]];
        let adjacent = first_end == second_start;
        let replacement = match (first, second) {
            (TokenKind::Amper, TokenKind::Amper) if adjacent => word(from, to, "and"),
            (TokenKind::Vbar, TokenKind::Vbar) if adjacent => word(from, to, "or"),
            (TokenKind::Else, TokenKind::If) => "elif".to_string(),
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
    use super::super::edits::{Lines, tokens};
    use super::ascii_lookalikes;

    fn made_ascii(code: &str) -> String {
        let mut out = Vec::new();
        ascii_lookalikes(code, &tokens(code), &Lines::of(code), 1, &mut out);
        out.iter().map(|c| c.apply(code)).collect()
    }

    fn made_python(code: &str) -> Vec<String> {
        let mut out = Vec::new();
        super::python_operators(code, &tokens(code), &Lines::of(code), 1, &mut out);
        out.iter().map(|c| c.apply(code)).collect()
    }

    #[test]
    fn operators_of_c_become_pythons() {
        assert_eq!(made_python("if a && b: pass\n"), ["if a and b: pass\n"]);
        assert_eq!(made_python("if a||b: pass\n"), ["if a or b: pass\n"]);
        assert_eq!(made_python("if !done: pass\n"), ["if not done: pass\n"]);
        assert_eq!(made_python("i++\n"), ["i += 1\n"]);
        assert_eq!(made_python("else if x: pass\n"), ["elif x: pass\n"]);
        // `a & &b` is no `&&`, nor `x = 1 + +2` an increment.
        assert!(made_python("x = a & &b\n").is_empty());
        assert!(made_python("x = 1 + +2\n").is_empty());
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
