//! Characters a word processor, a web page or a Chinese or Japanese input
//! method puts in code, where the ASCII they look like was meant: a dash
//! for a minus, `×` for `*`, a full-width `：` or `（`, a non-breaking space.
//! CPython names each "invalid character"; one change makes a line's all
//! ASCII (and takes a zero-width joiner out of a name) (typographic quotes are `named`'s, since they delimit strings).

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
    let on_the_line = tokens.iter().filter(|t| t.1 >= start && t.2 <= end);
    let mut unreadable: Vec<(usize, usize, &str)> = on_the_line
        .clone()
        .filter(|t| t.0 == TokenKind::Unknown)
        .filter_map(|&(_, from, to)| {
            let c = code.get(from..to)?.chars().next()?;
            Some((from, from + c.len_utf8(), ascii_for(c)?))
        })
        .collect();
    // A joiner inside a name (which CPython before 3.13 refuses, and ruff's
    // lexer reads as part of the name) goes too: the word reads the same.
    for &(_, from, to) in on_the_line.filter(|t| t.0 == TokenKind::Name) {
        let Some(name) = code.get(from..to) else {
            continue;
        };
        for (at, c) in name.char_indices() {
            if matches!(c, '\u{200c}' | '\u{200d}') {
                unreadable.push((from + at, from + at + c.len_utf8(), ""));
            }
        }
    }
    unreadable.sort_unstable();
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

/// The ASCII `c` stands for, if it is one people type for it.
pub(super) fn ascii_for(c: char) -> Option<&'static str> {
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
        // (An ellipsis an editor made one character: Python's `...`.)
        '…' => "...",
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
        // A joiner inside a name goes; the one in the string is text.
        assert_eq!(
            made_ascii("\u{641}\u{200c}\u{647} = \"\u{641}\u{200c}\u{647}\"  # \u{200c}\n"),
            "\u{641}\u{647} = \"\u{641}\u{200c}\u{647}\"  # \u{200c}\n"
        );
        // Nothing to make ASCII: no change.
        assert_eq!(made_ascii("x = 1 ¤ 2\n"), "");
    }
}
