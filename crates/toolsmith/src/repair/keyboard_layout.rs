//! Keys pressed with the keyboard in another language's layout: a Russian
//! layout's `сlass` or `ш` for `i`, a Korean 2-set's `ㅑㅜ` (the keys of
//! `in`) or `딘ㄷ` (`else`, composed as it was typed), a Greek layout's
//! letters, Turkish's dotless `ın`, a Hebrew layout's `ץ` for `.`, an
//! Italian's `è` for `[`, Maltese's `ġ` for `[`, Serbian's phonetic
//! Cyrillic (`деф` for `def`), US-International's and Latvian's dead quote
//! (`çlasse'` for `'classe'`, `īgnore'` for `'ignore'`) (rule
//! `keyboard_layout`). The table is the layouts' keys: each character with
//! the US key it shares. A word is read back only where it becomes a
//! keyword or a name the file writes; a character whose key is a mark
//! (`э` is `'`, `б` is `,`) only at a word's edge.

use ruff_python_ast::token::TokenKind;

use super::edits::{Change, KEYWORDS, Kind, Lines, Token, names_written};

/// Each layout's characters and the US key each shares: Russian (ЙЦУКЕН),
/// Greek, Hebrew, Korean 2-set (its letters, jamo), Turkish Q's `ı`,
/// Ukrainian, Georgian, Polish, Thai, Italian, Maltese and Azerbaijani.
const KEYS: &[(&str, &str)] = &[
    (
        "йцукенгшщзхъфывапролджэячсмитьбюё",
        "qwertyuiop[]asdfghjkl;'zxcvbnm,.`",
    ),
    ("ХЪЖЭБЮ", "{}:\"<>"),
    ("ςερτυθιοπασδφγηξκλζχψωβνμ", "wertyuiopasdfghjklzxcvbnm"),
    ("קראטוןםפשדגכעיחלךףזסבהנמצתץ", "ertyuiopasdfghjkl;zxcvbnm,."),
    (
        "ㅂㅈㄷㄱㅅㅛㅕㅑㅐㅔㅁㄴㅇㄹㅎㅗㅓㅏㅣㅋㅌㅊㅍㅠㅜㅡㅃㅉㄸㄲㅆㅒㅖ",
        "qwertyuiopasdfghjklzxcvbnmQWERTOP",
    ),
    ("ı", "i"),
    // Ukrainian's keys where Russian's differ: `і` `s`, `ї` `]`, `є` `'`
    // (Shift: `Ї` `}`, `Є` `"`).
    ("іїєЇЄ", "s]'}\""),
    // Georgian's letters on the Latin keys they are named by.
    ("აბცდეფგჰიჯკლმნოპქრსტუვწხყზ", "abcdefghijklmnopqrstuvwxyz"),
    // Polish programmer's AltGr letters, the key's own letter held a
    // moment too long after AltGr (`ełse`).
    ("ąćęłńóśźż", "acelnosxz"),
    // Thai Kedmanee's keys where the US layout has marks.
    ("บลวงมใฝ", "[];',./"),
    // Italian's keys where the US layout has marks: `è` `[`, `ò` `;`,
    // `à` `'`, `ù` `\\` (`medieè(c, r)]` for `medie[(c, r)]`); `é`,
    // Shift's `è`, with AltGr `{`.
    ("èòàùé", "[;'\\{"),
    // Maltese's letters where the US layout has brackets.
    ("ġħĠĦ", "[]{}"),
    // Azerbaijani's `ç` where the US layout has `,`.
    ("ç", ","),
];

/// Serbian's and Macedonian's Cyrillic layouts: each letter on the key of
/// the Latin letter it sounds as (`деф` typed for `def`), unlike
/// Russian's, which `KEYS` reads.
const PHONETIC: (&str, &str) = ("абвгдезијклмнопрстуфхцѕџљњ", "abvgdezijklmnoprstufhcyxqw");

/// `word` typed again on the phonetic Cyrillic keys (its Latin letters
/// kept: a Cyrillic `а` in `аnd` is the same key's), if every other
/// letter is one of theirs.
fn phonetic(word: &str) -> Option<String> {
    let (typed, latin) = PHONETIC;
    word.chars()
        .map(|c| {
            if c.is_ascii() {
                return Some(c);
            }
            let at = typed.chars().position(|t| t == c)?;
            latin.chars().nth(at)
        })
        .collect()
}

/// US-International's dead keys: a quote pressed before a letter types
/// the letter accented (`'c` is `ç`, `"o` is `ö`): at a word's start, the
/// quote that opened a string (`[çlasse']` for `['classe']`). Each
/// accented letter, its quote and its letter.
/// Latvian's apostrophe layout makes the quote a dead key for the
/// macron and the caron (`'i` is `ī`, `'s` is `š`).
const DEAD_QUOTES: &[(&str, char, &str)] = &[
    ("áéíóúç", '\'', "aeiouc"),
    ("äëïöü", '"', "aeiou"),
    ("āčēģīķļņōšūž", '\'', "acegiklnosuz"),
];

/// What a dead quote key and the letter after it typed as `c` meant.
fn dead_quote(c: char) -> Option<String> {
    DEAD_QUOTES.iter().find_map(|(accented, quote, letters)| {
        let at = accented.chars().position(|a| a == c)?;
        letters
            .chars()
            .nth(at)
            .map(|letter| format!("{quote}{letter}"))
    })
}

/// Dead accent keys where the US layout has `[` (Spanish: the grave;
/// Brazilian ABNT2: the acute): `[` pressed there, then a vowel, gives the
/// vowel accented (`gastosì]` for `gastos[i]`). Each accented vowel, in
/// the order of `aeiou`.
const DEAD_BRACKETS: &[&str] = &["àèìòù", "áéíóú"];

/// What a dead bracket key and the vowel after it typed as `c` meant.
fn dead_bracket(c: char) -> Option<String> {
    DEAD_BRACKETS.iter().find_map(|vowels| {
        let at = vowels.chars().position(|v| v == c)?;
        Some(format!("[{}", "aeiou".chars().nth(at)?))
    })
}

/// The US key `c` is typed with in one of the layouts.
fn key_of(c: char) -> Option<char> {
    KEYS.iter().find_map(|(typed, us)| {
        let at = typed.chars().position(|t| t == c)?;
        us.chars().nth(at)
    })
}

/// A Korean syllable's jamo, as they were typed (a compound vowel or
/// final as its two keys).
fn jamo(c: char) -> Option<String> {
    const LEADS: &str = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ";
    const VOWELS: [&str; 21] = [
        "ㅏ", "ㅐ", "ㅑ", "ㅒ", "ㅓ", "ㅔ", "ㅕ", "ㅖ", "ㅗ", "ㅗㅏ", "ㅗㅐ", "ㅗㅣ", "ㅛ", "ㅜ",
        "ㅜㅓ", "ㅜㅔ", "ㅜㅣ", "ㅠ", "ㅡ", "ㅡㅣ", "ㅣ",
    ];
    const TAILS: [&str; 28] = [
        "", "ㄱ", "ㄲ", "ㄱㅅ", "ㄴ", "ㄴㅈ", "ㄴㅎ", "ㄷ", "ㄹ", "ㄹㄱ", "ㄹㅁ", "ㄹㅂ", "ㄹㅅ",
        "ㄹㅌ", "ㄹㅍ", "ㄹㅎ", "ㅁ", "ㅂ", "ㅂㅅ", "ㅅ", "ㅆ", "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ",
        "ㅎ",
    ];
    let index = u32::from(c).checked_sub(0xAC00).filter(|i| *i < 11172)? as usize;
    let lead = LEADS.chars().nth(index / (21 * 28))?;
    Some(format!(
        "{lead}{}{}",
        VOWELS[(index / 28) % 21],
        TAILS[index % 28]
    ))
}

/// `word` typed again on a US layout, if any of its characters was typed
/// in another (Latin letters kept).
fn retyped(word: &str) -> Option<String> {
    let mut out = String::new();
    let mut changed = false;
    for c in word.chars() {
        if c.is_ascii() {
            out.push(c);
        } else if let Some(keys) = jamo(c) {
            for k in keys.chars() {
                out.push(key_of(k)?);
            }
            changed = true;
        } else {
            out.push(key_of(c)?);
            changed = true;
        }
    }
    changed.then_some(out)
}

/// Near line `line`, each word typed in another layout that reads back as
/// a keyword or a name the file writes, and each mark typed so at a
/// word's edge, read back.
pub(super) fn retyped_on_us_keys(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    line: usize,
    out: &mut Vec<Change>,
) {
    if line == 0 || line > lines.count() {
        return;
    }
    let (start, end) = (
        lines.start_of(line.saturating_sub(1).max(1)),
        lines.end_of(line),
    );
    let names = names_written(code, tokens);
    let text = &code[start..end.min(code.len())];
    // (A comment's words are the author's language.)
    let comments: Vec<(usize, usize)> = tokens
        .iter()
        .filter(|t| t.0 == TokenKind::Comment && t.1 < end && t.2 > start)
        .map(|t| (t.1, t.2))
        .collect();
    // Words: runs of letters, whatever the tokens made of them (a string
    // left open holds the rest of its line).
    let mut at = 0;
    while at < text.len() {
        let rest = &text[at..];
        let word_len = rest
            .char_indices()
            .find(|(_, c)| !(c.is_alphanumeric() || *c == '_'))
            .map_or(rest.len(), |(i, _)| i);
        if word_len == 0 {
            at += rest.chars().next().map_or(1, char::len_utf8);
            continue;
        }
        let word = &rest[..word_len];
        let from = start + at;
        at += word_len;
        if word.is_ascii() || comments.iter().any(|&(s, e)| s <= from && from < e) {
            continue;
        }
        let readings = [
            retyped(word),
            phonetic(word),
            super::keyboard_rows::telex_typed(word),
        ];
        if let Some(us) = readings.into_iter().flatten().find(|us| {
            us.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
                && (KEYWORDS.contains(&us.as_str()) || names.contains(us.as_str()))
        }) {
            out.push(Change::new(
                from,
                from + word.len(),
                &us,
                Kind::KeyboardLayout,
            ));
            continue;
        }
        // A mark's key at the word's end or start (`пропускаюэ` for
        // `пропускаю'`, `х` before a subscript's word).
        // (A one-letter word's edge once.)
        let last = word.chars().next_back();
        let first = word.chars().next().filter(|_| word.chars().count() > 1);
        for (c, at_end) in [(last, true), (first, false)] {
            let Some(c) = c else {
                continue;
            };
            let mut keys = Vec::new();
            // (A `[` only where a `]` closes it later on the line, or the
            // layout's key for it.)
            let closes = |closer: char| {
                move |c: char| c == closer || (!c.is_ascii() && key_of(c) == Some(closer))
            };
            let closed = |key: &char| match key {
                '[' => text[at..].contains(closes(']')),
                // (A brace's entries may take lines: closed later in the
                // file.)
                '{' => code[start + at..].contains('}') || text[at..].contains(closes('}')),
                _ => true,
            };
            if let Some(key) = key_of(c).filter(|key| !key.is_alphanumeric() && closed(key)) {
                keys.push(key.to_string());
            }
            // (A subscript's `[` and its index: at a name's end, before
            // the `]`.)
            if let Some(typed) = dead_bracket(c).filter(|_| at_end && text[at..].starts_with(']')) {
                keys.push(typed);
            }
            if let Some(typed) = dead_quote(c).filter(|_| !at_end) {
                keys.push(typed);
            }
            let c_start = if at_end {
                from + word.len() - c.len_utf8()
            } else {
                from
            };
            for key in keys {
                out.push(Change::new(
                    c_start,
                    c_start + c.len_utf8(),
                    &key,
                    Kind::KeyboardLayout,
                ));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::edits::applied::on_line;
    use super::*;

    fn retyped_at(code: &str, line: usize) -> Vec<String> {
        on_line(code, line, retyped_on_us_keys)
    }

    #[test]
    fn a_word_typed_in_another_layout_is_read_back() {
        assert_eq!(retyped("ㅑㅜ").as_deref(), Some("in"));
        assert_eq!(retyped("딘ㄷ").as_deref(), Some("else"));
        assert_eq!(retyped("сlass").as_deref(), Some("class"));
        assert_eq!(retyped("elıf").as_deref(), Some("elif"));
        assert_eq!(retyped("шт").as_deref(), Some("in"));
        assert_eq!(retyped("ełse").as_deref(), Some("else"));
        assert_eq!(retyped("იფ").as_deref(), Some("if"));
        assert_eq!(phonetic("деф").as_deref(), Some("def"));
        assert_eq!(phonetic("аnd").as_deref(), Some("and"));
        assert!(
            retyped_at("деф datum(iso):\n    return iso\n", 1)
                .contains(&"def datum(iso):\n    return iso\n".to_string())
        );
        assert!(
            retyped_at("for w ㅑㅜ words:\n    pass\n", 1)
                .contains(&"for w in words:\n    pass\n".to_string())
        );
        // (A word in the author's language that reads back as nothing the
        // file writes stays.)
        assert!(retyped_at("x = 'привет'\nfor a in b c:\n    pass\n", 1).is_empty());
    }

    #[test]
    fn a_marks_key_at_a_words_edge_is_the_mark() {
        let code = "log.warning('%s не найден, пропускаюэ, src)\n";
        assert!(
            retyped_at(code, 1)
                .contains(&"log.warning('%s не найден, пропускаю', src)\n".to_string())
        );
        // Ukrainian's `Є` where `"` is.
        let code = "v = float(r[\"значенняЄ].replace(',', '.'))\n";
        assert!(
            retyped_at(code, 1)
                .contains(&"v = float(r[\"значення\"].replace(',', '.'))\n".to_string())
        );
        let code = "print(\"סיכום\"ץcenter(40))\n";
        assert!(retyped_at(code, 1).contains(&"print(\"סיכום\".center(40))\n".to_string()));
        // A dead accent's key where `[` is, then the index.
        let code = "for i in range(n):\n    fecha = gastosì]\n";
        assert!(
            retyped_at(code, 2)
                .contains(&"for i in range(n):\n    fecha = gastos[i]\n".to_string())
        );
        // (Not a word that ends so before no `]`.)
        assert!(retyped_at("x = cafè + 1 +\n", 1).is_empty());
        // Italian's `è` where `[` is; US-International's dead quote.
        let code = "m, s = medieè(c, r)]\n";
        assert!(retyped_at(code, 1).contains(&"m, s = medie[(c, r)]\n".to_string()));
        let code = "X = df.drop(columns=[çlasse'])\n";
        assert!(retyped_at(code, 1).contains(&"X = df.drop(columns=['classe'])\n".to_string()));
        // Maltese's `ġ` and `ħ` where the brackets are; Latvian's dead
        // quote for the macron.
        let code = "msgġ\"Subject\"ħ = s\n";
        assert!(retyped_at(code, 1).contains(&"msg[\"Subject\"ħ = s\n".to_string()));
        let code = "open(p, errors=īgnore')\n";
        assert!(retyped_at(code, 1).contains(&"open(p, errors='ignore')\n".to_string()));
    }
}
