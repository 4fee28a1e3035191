//! Characters a word processor, a web page or a Chinese or Japanese input
//! method puts in code, where the ASCII they look like was meant: a dash
//! for a minus, `×` for `*`, a full-width `：` or `（`, a non-breaking space.
//! CPython names each "invalid character"; one change makes a line's all
//! ASCII (and takes a zero-width joiner out of a name) (typographic quotes
//! are `named`'s, since they delimit strings). And letters typed for the
//! digits they look like in a number (`0xFF64O0`, `1OO`): the digits.

use ruff_python_ast::token::TokenKind;

use super::edits::{Change, Kind, Lines, Token, run_around};

/// The number CPython cannot read at `line`'s character `offset` (1-based), its letters that look like
/// digits (`O`, `o`, `l`, `I`) made those digits, where that makes it a
/// number of its base (a prefix's `0o` kept).
pub(super) fn digit_lookalikes(
    code: &str,
    lines: &Lines,
    (line, offset): (usize, usize),
    out: &mut Vec<Change>,
) {
    let line_start = lines.start_of(line);
    let text = lines.slice(code, line, line);
    let Some(at) = text
        .char_indices()
        .nth(offset.saturating_sub(1))
        .map(|(i, _)| i)
    else {
        return;
    };
    let word = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == '.';
    let start = text[..at]
        .char_indices()
        .rev()
        .find(|&(_, c)| !word(c))
        .map_or(0, |(i, c)| i + c.len_utf8());
    let end = text[at..]
        .find(|c: char| !word(c))
        .map_or(text.len(), |i| at + i);
    let number = &text[start..end];
    if !number.starts_with(|c: char| c.is_ascii_digit()) {
        return;
    }
    let prefix = match number.get(..2).map(str::to_ascii_lowercase).as_deref() {
        Some("0x" | "0o" | "0b") => 2,
        _ => 0,
    };
    let digits: String = number[prefix..]
        .chars()
        .map(|c| match c {
            'O' | 'o' => '0',
            'l' | 'I' => '1',
            c => c,
        })
        .collect();
    let valid = |c: char| match number[..prefix].to_ascii_lowercase().as_str() {
        "0x" => c.is_ascii_hexdigit() || c == '_',
        "0o" => ('0'..='7').contains(&c) || c == '_',
        "0b" => c == '0' || c == '1' || c == '_',
        _ => c.is_ascii_digit() || "_.eEjJ".contains(c),
    };
    if digits == number[prefix..] || !digits.chars().all(valid) {
        return;
    }
    let text = format!("{}{digits}", &number[..prefix]);
    out.push(Change::new(
        line_start + start,
        line_start + end,
        &text,
        Kind::DigitLookalike,
    ));
}

/// One change making every lookalike the tokenizer could not read on line
/// `line` ASCII (those inside strings are text, and are kept).
pub(super) fn ascii_lookalikes(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    line: usize,
    out: &mut Vec<Change>,
) {
    // (A page's rule, `————————`, is the prose rule's: a comment.)
    if super::prose::rule_line(lines.slice(code, line, line).trim()) {
        return;
    }
    let (start, end) = (lines.start_of(line), lines.end_of(line));
    let text = lines.slice(code, line, line);
    // (In the indentation, a full-width space is two columns wide.)
    let indentation_end = start + text.len() - text.trim_start().len();
    let on_the_line = tokens.iter().filter(|t| t.1 >= start && t.2 <= end);
    let mut unreadable: Vec<(usize, usize, &str)> = on_the_line
        .clone()
        .filter(|t| t.0 == TokenKind::Unknown)
        .filter_map(|&(_, from, to)| {
            let c = code.get(from..to)?.chars().next()?;
            let ascii = match c {
                '\u{3000}' if from < indentation_end => "  ",
                c => ascii_for(c)?,
            };
            Some((from, from + c.len_utf8(), ascii))
        })
        .collect();
    // A joiner inside a name (which CPython before 3.13 refuses, and ruff's
    // lexer reads as part of the name) goes too: the word reads the same.
    // So does a PDF's ligature (`ﬁnally`, which Python reads as a name).
    for &(_, from, to) in on_the_line.filter(|t| t.0 == TokenKind::Name) {
        let Some(name) = code.get(from..to) else {
            continue;
        };
        for (at, c) in name.char_indices() {
            let ascii = match c {
                '\u{200c}' | '\u{200d}' => "",
                // (A long vowel mark standing alone, which Python reads
                // as a name, is a minus typed with the input method on.)
                'ー' if name == "ー" => "-",
                c => match ligature(c) {
                    Some(letters) => letters,
                    None => continue,
                },
            };
            unreadable.push((from + at, from + at + c.len_utf8(), ascii));
        }
    }
    // A chat's direction marks are pasted with every line: all of the
    // file's go with the line's.
    let direction_mark = |c: char| matches!(c, '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}');
    let marked = |from: usize| code[from..].chars().next().is_some_and(direction_mark);
    if unreadable.iter().any(|&(from, ..)| marked(from)) {
        let elsewhere = tokens
            .iter()
            .filter(|t| t.0 == TokenKind::Unknown && (t.1 < start || t.2 > end) && marked(t.1));
        for &(_, from, _) in elsewhere {
            let width = code[from..].chars().next().map_or(0, char::len_utf8);
            unreadable.push((from, from + width, ""));
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

/// The letters a typesetter's ligature joins.
fn ligature(c: char) -> Option<&'static str> {
    Some(match c {
        '\u{fb00}' => "ff",
        '\u{fb01}' => "fi",
        '\u{fb02}' => "fl",
        '\u{fb03}' => "ffi",
        '\u{fb04}' => "ffl",
        '\u{fb05}' | '\u{fb06}' => "st",
        _ => return None,
    })
}

/// Lines indented with a full-width space (U+3000, two columns wide, as a
/// Chinese or Japanese editor shows it) or a non-breaking one, around line
/// `line`: the whole run's indentation made spaces, column for column, in
/// one change (line by line, the first would no longer match the rest).
pub(super) fn wide_indentation(code: &str, lines: &Lines, line: usize, out: &mut Vec<Change>) {
    let odd = |n: usize| {
        let text = lines.slice(code, n, n);
        let indent = &text[..text.len() - text.trim_start().len()];
        indent.contains(['\u{3000}', '\u{a0}'])
    };
    if line == 0 || line > lines.count() || !odd(line) {
        return;
    }
    let blank = |n: usize| lines.slice(code, n, n).trim().is_empty();
    let (first, last) = run_around(lines, line, |n| odd(n) || blank(n));
    let mut text = String::new();
    for n in first..=last {
        let original = lines.slice(code, n, n);
        let body = original.trim_start();
        for c in original[..original.len() - body.len()].chars() {
            text.push_str(match c {
                '\u{3000}' => "  ",
                '\t' => "\t",
                '\n' | '\r' => continue,
                _ => " ",
            });
        }
        text.push_str(body);
        if body.is_empty() {
            text.push_str(original.trim_start_matches(|c: char| c != '\n' && c != '\r'));
        }
    }
    // (Up to the last line's break: the error after it is on a later line.)
    let mut end = lines.end_of(last).min(code.len());
    while code[..end].ends_with(['\n', '\r']) && text.ends_with(['\n', '\r']) {
        end -= 1;
        text.pop();
    }
    out.push(Change::new(
        lines.start_of(first),
        end,
        &text,
        Kind::Lookalike,
    ));
}

/// A decimal comma, as much of Europe writes a fraction, in a dict's
/// value or a keyword argument's (`{"kp": 2,8, "ti": 240.0}`, `f(kp=2,8,
/// ti=3)`), where the digits after it stand as a key or a positional
/// argument Python refuses: the comma made a point (rule
/// `decimal_comma`). Glued to its digits both sides: `2, 8` is a list's.
/// Anywhere where the digits after it start with a zero (`0,05`).
pub(super) fn decimal_comma(
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
    for w in on_line.windows(5) {
        let [before, whole, comma, fraction, after] = [w[0], w[1], w[2], w[3], w[4]];
        let value = match before.0 {
            TokenKind::Colon => true,
            TokenKind::Equal => super::edits::open_brackets(tokens, before.1)
                .last()
                .is_some_and(|&opened| code[opened..].starts_with('(')),
            _ => false,
        };
        // (A fraction with a leading zero no integer has: `0,05` in a
        // tuple of floats is as sure.)
        let fraction_text = &code[fraction.1..fraction.2];
        let zero_led = fraction_text.len() > 1 && fraction_text.starts_with('0');
        if (value || zero_led)
            && whole.0 == TokenKind::Int
            && comma.0 == TokenKind::Comma
            && matches!(fraction.0, TokenKind::Int | TokenKind::Unknown)
            && whole.2 == comma.1
            && comma.2 == fraction.1
            && code[whole.1..whole.2].bytes().all(|b| b.is_ascii_digit())
            && code[fraction.1..fraction.2]
                .bytes()
                .all(|b| b.is_ascii_digit())
            && matches!(
                after.0,
                TokenKind::Comma | TokenKind::Rbrace | TokenKind::Rpar
            )
        {
            out.push(Change::new(comma.1, comma.2, ".", Kind::DecimalComma));
        }
    }
}

/// The digit a superscript writes (`²` is 2).
fn superscript_digit(c: char) -> Option<char> {
    let digit = match c {
        '⁰' => 0,
        '¹' => 1,
        '²' => 2,
        '³' => 3,
        '⁴'..='⁹' => u32::from(c) - u32::from('⁰'),
        _ => return None,
    };
    char::from_digit(digit, 10)
}

/// Superscript digits on line `line`, a formula's exponents (`(T +
/// 273.15)⁴`) or a name's digits (`r²`): each read as a power (` ** 4`)
/// where an operand ends before it, and after a letter either as the
/// name's digit or as a power (rule `superscript`). One change per
/// reading, all of the line's at once.
pub(super) fn superscripts(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    line: usize,
    out: &mut Vec<Change>,
) {
    let (start, end) = (lines.start_of(line), lines.end_of(line));
    let mut places: Vec<(usize, usize, char, Option<char>)> = Vec::new();
    for &(_, from, to) in tokens
        .iter()
        .filter(|t| t.1 >= start && t.2 <= end && t.0 == TokenKind::Unknown)
    {
        for (at, c) in code[from..to].char_indices() {
            let Some(digit) = superscript_digit(c) else {
                continue;
            };
            let before = code[..from + at].chars().next_back();
            places.push((from + at, from + at + c.len_utf8(), digit, before));
        }
    }
    let (Some(first), Some(last)) = (places.first(), places.last()) else {
        return;
    };
    let (from, to) = (first.0, last.1);
    for names_keep_digits in [true, false] {
        let mut text = String::new();
        let mut at = from;
        for &(place, place_end, digit, before) in &places {
            text.push_str(&code[at..place]);
            let exponent_goes_on = before.and_then(superscript_digit).is_some();
            let in_a_name = before.is_some_and(|b| b.is_alphabetic() || b == '_');
            if exponent_goes_on || (in_a_name && names_keep_digits) {
                text.push(digit);
            } else {
                text.push_str(" ** ");
                text.push(digit);
            }
            at = place_end;
        }
        text.push_str(&code[at..to]);
        if out
            .last()
            .is_none_or(|c: &Change| c.start != from || c.text != text)
        {
            out.push(Change::new(from, to, &text, Kind::Superscript));
        }
    }
}

/// The zeros of the digits of other scripts: Arabic-Indic, Persian,
/// Devanagari, Bengali, Thai.
const SCRIPT_ZEROS: [u32; 5] = [0x0660, 0x06F0, 0x0966, 0x09E6, 0x0E50];

/// The ASCII `c` stands for, if it is one people type for it.
pub(super) fn ascii_for(c: char) -> Option<&'static str> {
    const FULL_WIDTH: &str = "!\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~";
    let code = u32::from(c);
    // U+FF01..U+FF5E are ASCII's `!`..`~`, full width.
    if let Some(index) = code.checked_sub(0xFF01).filter(|i| *i < 94) {
        let index = index as usize;
        return FULL_WIDTH.get(index..index + 1);
    }
    // A digit of another script an input method typed (Arabic-Indic,
    // Persian, Devanagari, Bengali, Thai): the digit.
    if let Some(digit) = SCRIPT_ZEROS
        .iter()
        .find_map(|zero| code.checked_sub(*zero).filter(|d| *d < 10))
    {
        let digit = digit as usize;
        return "0123456789".get(digit..digit + 1);
    }
    Some(match c {
        // A Korean or Japanese keyboard's backslash key, as it is shown.
        '₩' | '¥' => "\\",
        '‐' | '‑' | '‒' | '–' | '—' | '−' => "-",
        // (A middle dot is maths' product too: `142 · min(...)`.)
        '×' | '∗' | '·' | '⋅' | '∙' => "*",
        '÷' | '∕' => "/",
        '≠' => "!=",
        '≤' => "<=",
        '≥' => ">=",
        // (An ellipsis an editor made one character: Python's `...`.)
        '…' => "...",
        '、' => ",",
        // Arabic's comma and semicolon (an Arabic layout's keys), and
        // Ethiopic's wordspace colon, an Amharic layout's `:`.
        '،' => ",",
        '؛' => ";",
        '፡' => ":",
        '【' => "[",
        '】' => "]",
        '\u{a0}' | '\u{2000}'..='\u{200a}' | '\u{202f}' | '\u{205f}' | '\u{3000}' => " ",
        '\u{200b}'..='\u{200d}' | '\u{2060}' | '\u{feff}' => "",
        // A slide's or a word processor's line break inside a paragraph.
        '\u{b}' | '\u{2028}' => "\n",
        // What a word processor substitutes as one types.
        '→' => "->",
        // A Japanese input method's long vowel mark for a minus, its full
        // stop and corner brackets; a right-to-left mark a chat pasted.
        'ー' => "-",
        '。' => ".",
        '「' => "[",
        '」' => "]",
        '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' => "",
        '½' => "1/2",
        _ => return None,
    })
}

#[cfg(test)]
mod superscript_tests {
    use super::*;

    fn read(code: &str) -> Vec<String> {
        super::super::edits::applied::on_line(code, 1, superscripts)
    }

    #[test]
    fn a_decimal_comma_in_a_value_is_a_point() {
        let made = |code: &str| super::super::edits::applied::on_line(code, 1, decimal_comma);
        assert_eq!(
            made("P = {\"kp\": 2,8, \"ti\": 240.0}\n"),
            ["P = {\"kp\": 2.8, \"ti\": 240.0}\n"]
        );
        assert_eq!(made("pid(kp=2,8, ti=3)\n"), ["pid(kp=2.8, ti=3)\n"]);
        assert_eq!(
            made("B = (-1.21, 0.37, 0,05)\n"),
            ["B = (-1.21, 0.37, 0.05)\n"]
        );
        // A list's numbers, and an assignment's tuple, are left alone.
        assert!(made("x = [1,2,3]\n").is_empty());
        assert!(made("x = 2,8\n").is_empty());
    }

    #[test]
    fn a_superscript_is_a_power_or_a_names_digit() {
        assert_eq!(
            read("q = k * ((T + 1)⁴ - (u + 1)⁴)\n"),
            ["q = k * ((T + 1) ** 4 - (u + 1) ** 4)\n"]
        );
        assert_eq!(
            read("r² = x.sum()\n"),
            ["r2 = x.sum()\n", "r ** 2 = x.sum()\n"]
        );
        assert_eq!(read("n = 10¹²\n"), ["n = 10 ** 12\n"]);
    }
}

#[cfg(test)]
mod tests {
    use super::super::edits::{Lines, tokens};
    use super::{ascii_lookalikes, digit_lookalikes, wide_indentation};

    fn digits_made(code: &str, offset: usize) -> Vec<String> {
        let mut out = Vec::new();
        digit_lookalikes(code, &Lines::of(code), (1, offset), &mut out);
        out.iter().map(|c| c.apply(code)).collect()
    }

    #[test]
    fn letters_that_look_like_digits_in_a_number_are_the_digits() {
        assert_eq!(digits_made("x = 0xFF64O0\n", 11), ["x = 0xFF6400\n"]);
        assert_eq!(digits_made("x = 0b0010O101\n", 11), ["x = 0b00100101\n"]);
        assert_eq!(digits_made("t = 1OO / 1000\n", 6), ["t = 100 / 1000\n"]);
        // (Not a name, nor a hex digit's letter; text around in any script.)
        assert!(digits_made("x = total0\n", 9).is_empty());
        assert!(digits_made("x = 0xFG\n", 7).is_empty());
        assert!(digits_made("平均 = len(成绩）\n", 10).is_empty());
    }

    fn made_ascii(code: &str) -> String {
        let mut out = Vec::new();
        ascii_lookalikes(code, &tokens(code), &Lines::of(code), 1, &mut out);
        out.iter().map(|c| c.apply(code)).collect()
    }

    #[test]
    fn a_chats_direction_marks_all_go_at_once() {
        let code = "d = {\n    \u{200f}\"a\": 1,\n    \u{200f}\"b\": 2,\n}\n";
        let mut out = Vec::new();
        ascii_lookalikes(code, &tokens(code), &Lines::of(code), 2, &mut out);
        let made: Vec<String> = out.iter().map(|c| c.apply(code)).collect();
        assert_eq!(made, ["d = {\n    \"a\": 1,\n    \"b\": 2,\n}\n"]);
    }

    #[test]
    fn lookalikes_outside_strings_become_ascii() {
        assert_eq!(made_ascii("def f（a，b）：\n"), "def f(a,b):\n");
        assert_eq!(made_ascii("x = a − b × c\n"), "x = a - b * c\n");
        assert_eq!(made_ascii("r = 142 · k\n"), "r = 142 * k\n");
        assert_eq!(made_ascii("xs = [\"a\"، \"b\"]\n"), "xs = [\"a\", \"b\"]\n");
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
        assert_eq!(made_ascii("    \u{fb01}nally:\n"), "    finally:\n");
        // Nothing to make ASCII: no change.
        assert_eq!(made_ascii("x = 1 ¤ 2\n"), "");
    }

    #[test]
    fn a_run_indented_with_wide_spaces_is_indented_with_spaces() {
        let code = "def f():\n\u{3000}\u{3000}x = (\n\u{3000}\u{3000}\u{3000}\u{3000}1)\n\n\u{3000}\u{3000}return x\ny = 2\n";
        let mut out = Vec::new();
        wide_indentation(code, &Lines::of(code), 3, &mut out);
        assert_eq!(
            out[0].apply(code),
            "def f():\n    x = (\n        1)\n\n    return x\ny = 2\n"
        );
    }
}
