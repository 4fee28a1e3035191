//! More of the keys other layouts and input methods put where the US
//! layout has others (rule `keyboard_layout`): the number row of a Czech
//! or a French keyboard pressed without Shift (`7é` for `70`, `1à` for
//! `10`), a Hungarian's `ö` where the US layout has `0` (`1ö`), and
//! Vietnamese Telex, which makes a vowel and the letter after
//! it one toned vowel (`ì` for `if`, `fỏ` for `for`).

use ruff_python_ast::token::TokenKind;

use super::edits::{Change, Kind, Lines, Token, in_string};

/// Czech (QWERTZ) and French (AZERTY) number rows, unshifted: the
/// letters there, in the order of the digits `1234567890` (the row's
/// ASCII marks left out: `"` and `'` are more often quotes).
const CZECH_ROW: &str = "+ěščřžýáíé";
const FRENCH_ROW: &str = "&é\"'(-è_çà";

/// Letters only Czech writes (a Czech file's number row is Czech's).
const CZECH_LETTERS: &str = "ěščřžůťďňĚŠČŘŽŮŤĎŇ";

/// The digit `c` is on a number row: Czech's where the file writes Czech.
/// (Hungarian's `0` is left of `1`; its `ö` is where the others' `0` is.)
fn row_digit(c: char, czech: bool) -> Option<char> {
    if c == 'ö' {
        return Some('0');
    }
    let row = if czech { CZECH_ROW } else { FRENCH_ROW };
    let at = row.chars().position(|r| r == c)?;
    (!c.is_ascii()).then(|| "1234567890".chars().nth(at))?
}

/// On line `line`, each letter of a number row glued to a number's digits
/// (outside strings and comments), made the digit of its key.
pub(super) fn number_row_digits(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    line: usize,
    out: &mut Vec<Change>,
) {
    if line == 0 || line > lines.count() {
        return;
    }
    // (Whether the file writes Czech, read once a letter of a row is met.)
    let czech = std::cell::OnceCell::new();
    let start = lines.start_of(line);
    let text = lines.slice(code, line, line);
    // (The line's comment, if any, found from the line's first token.)
    let first = tokens.partition_point(|t| t.1 < start);
    let comment = tokens[first..]
        .iter()
        .take_while(|t| t.1 < start + text.len())
        .find(|t| t.0 == TokenKind::Comment)
        .map_or(text.len(), |t| t.1 - start);
    let chars: Vec<(usize, char)> = text[..comment].char_indices().collect();
    for (k, &(at, c)) in chars.iter().enumerate() {
        if c.is_ascii() || !(CZECH_ROW.contains(c) || FRENCH_ROW.contains(c) || c == 'ö') {
            continue;
        }
        let czech = *czech.get_or_init(|| code.contains(|l| CZECH_LETTERS.contains(l)));
        let Some(digit) = row_digit(c, czech) else {
            continue;
        };
        let before = k.checked_sub(1).map(|b| chars[b].1);
        let after = chars.get(k + 1).map(|&(_, a)| a);
        // (A number's digit before it, and no letter after: `7é)`, not a
        // word's `1ère`.)
        let in_a_number =
            before.is_some_and(|b| b.is_ascii_digit()) && !after.is_some_and(char::is_alphabetic);
        if in_a_number && !in_string(tokens, start + at) {
            let mut key = [0; 4];
            out.push(Change::new(
                start + at,
                start + at + c.len_utf8(),
                digit.encode_utf8(&mut key),
                Kind::KeyboardLayout,
            ));
        }
    }
}

/// Vietnamese's toned vowels, each row a vowel's five tones in Telex's
/// order of tone keys (`f` grave, `s` acute, `r` hook, `x` tilde, `j`
/// dot), with the keys of the vowel itself.
const TONED: &[(&str, &str)] = &[
    ("àáảãạ", "a"),
    ("ằắẳẵặ", "aw"),
    ("ầấẩẫậ", "aa"),
    ("èéẻẽẹ", "e"),
    ("ềếểễệ", "ee"),
    ("ìíỉĩị", "i"),
    ("òóỏõọ", "o"),
    ("ồốổỗộ", "oo"),
    ("ờớởỡợ", "ow"),
    ("ùúủũụ", "u"),
    ("ừứửữự", "uw"),
    ("ỳýỷỹỵ", "y"),
];

/// The vowels Telex makes without a tone, and their keys.
const UNTONED: &[(char, &str)] = &[
    ('ă', "aw"),
    ('â', "aa"),
    ('ê', "ee"),
    ('ô', "oo"),
    ('ơ', "ow"),
    ('ư', "uw"),
    ('đ', "dd"),
];

/// The keys Telex turned into `c`, if it is one of its letters.
fn telex_keys(c: char) -> Option<String> {
    if let Some(&(_, keys)) = UNTONED.iter().find(|(u, _)| *u == c) {
        return Some(keys.to_string());
    }
    TONED.iter().find_map(|(tones, keys)| {
        let tone = tones.chars().position(|t| t == c)?;
        Some(format!("{keys}{}", "fsrxj".chars().nth(tone)?))
    })
}

/// `word` as its keys were pressed, if Telex made any of its letters.
pub(super) fn telex_typed(word: &str) -> Option<String> {
    let mut out = String::new();
    let mut changed = false;
    for c in word.chars() {
        match telex_keys(c) {
            Some(keys) if !c.is_ascii() => {
                out.push_str(&keys);
                changed = true;
            }
            _ => out.push(c),
        }
    }
    changed.then_some(out)
}

#[cfg(test)]
mod tests {
    use super::super::edits::applied::on_line;
    use super::*;

    #[test]
    fn telex_letters_are_the_keys_pressed() {
        assert_eq!(telex_typed("ì").as_deref(), Some("if"));
        assert_eq!(telex_typed("fỏ").as_deref(), Some("for"));
        assert_eq!(telex_typed("while"), None);
    }

    #[test]
    fn a_number_rows_letter_in_a_number_is_its_digit() {
        let made = |code: &str| on_line(code, 1, number_row_digits);
        assert_eq!(made("x = 7é  # mzdy\n"), ["x = 72  # mzdy\n"]);
        assert_eq!(made("x = 7é  # mzdy č\n"), ["x = 70  # mzdy č\n"]);
        assert_eq!(made("keep = 1à\n"), ["keep = 10\n"]);
        assert!(made("s = '7é'\n").is_empty());
        assert!(made("x = 1ère\n").is_empty());
    }
}
