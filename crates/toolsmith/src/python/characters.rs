//! CPython's words for a character its tokenizer cannot read: ruff calls
//! every one an unrecognized token; CPython names a non-ASCII one (a
//! typographic quote, a `€`, a non-breaking space) and says "invalid syntax"
//! only for ASCII (`$`, `?`). And a zero-width joiner in a name, which
//! ruff's newer Unicode tables let continue it, and CPython's before 3.13
//! do not.

/// CPython's message for an unrecognized character `c`.
pub(super) fn unrecognized(c: char) -> String {
    let code = u32::from(c);
    if c.is_ascii() {
        "invalid syntax".into()
    } else if printable(c) {
        format!("invalid character '{c}' (U+{code:04X})")
    } else {
        format!("invalid non-printable character U+{code:04X}")
    }
}

/// The first zero-width non-joiner or joiner (U+200C, U+200D) inside a
/// name, where CPython older than 3.13 stops: its Unicode tables (14.0 in
/// 3.11, 15.0 in 3.12) leave them out of the characters that continue an
/// identifier; Unicode 15.1, and so 3.13, put them in. Persian and Indic
/// writers type them inside words (`فایل‌ها`).
pub(super) fn joiner_in_a_name(
    tokens: &[ruff_python_ast::token::Token],
    code: &str,
    target: ruff_python_ast::PythonVersion,
) -> Option<(ruff_text_size::TextRange, String)> {
    use ruff_text_size::{Ranged, TextRange, TextSize};
    if target >= ruff_python_ast::PythonVersion::PY313 {
        return None;
    }
    tokens
        .iter()
        .filter(|token| token.kind() == ruff_python_ast::token::TokenKind::Name)
        .find_map(|token| {
            let text = code.get(std::ops::Range::<usize>::from(token.range()))?;
            let (at, joiner) = text
                .char_indices()
                .find(|(_, c)| matches!(c, '\u{200c}' | '\u{200d}'))?;
            let start = token.start() + TextSize::try_from(at).ok()?;
            let range = TextRange::at(start, TextSize::of(joiner));
            Some((range, unrecognized(joiner)))
        })
}

/// Python's `str.isprintable` for the characters an editor puts in code:
/// not a control, separator (other than the space), format or private-use
/// character. (Unassigned code points, also unprintable to Python, are left
/// out: they need Unicode's tables and no one types them.)
fn printable(c: char) -> bool {
    let code = u32::from(c);
    let format = matches!(
        code,
        0x00AD
            | 0x0600..=0x0605
            | 0x061C
            | 0x06DD
            | 0x070F
            | 0x0890..=0x0891
            | 0x08E2
            | 0x180E
            | 0x200B..=0x200F
            | 0x202A..=0x202E
            | 0x2060..=0x2064
            | 0x2066..=0x206F
            | 0xFEFF
            | 0xFFF9..=0xFFFB
            | 0x110BD
            | 0x110CD
            | 0x13430..=0x1343F
            | 0x1BCA0..=0x1BCA3
            | 0x1D173..=0x1D17A
            | 0xE0001
            | 0xE0020..=0xE007F
    );
    let private_use = matches!(code, 0xE000..=0xF8FF | 0xF0000..=0xFFFFD | 0x100000..=0x10FFFD);
    !(c.is_control() || (c.is_whitespace() && c != ' ') || format || private_use)
}

#[cfg(test)]
mod tests {
    use super::unrecognized;

    /// Read off CPython 3.11, 3.12 and 3.13 (`compile()`), which agree.
    #[test]
    fn cpython_names_non_ascii_characters_and_not_ascii_ones() {
        for (c, cpython) in [
            ('“', "invalid character '“' (U+201C)"),
            ('„', "invalid character '„' (U+201E)"),
            ('»', "invalid character '»' (U+00BB)"),
            ('€', "invalid character '€' (U+20AC)"),
            ('≠', "invalid character '≠' (U+2260)"),
            ('−', "invalid character '−' (U+2212)"),
            ('\u{a0}', "invalid non-printable character U+00A0"),
            ('\u{200b}', "invalid non-printable character U+200B"),
            ('$', "invalid syntax"),
            ('?', "invalid syntax"),
        ] {
            assert_eq!(unrecognized(c), cpython, "{c:?}");
        }
    }

    /// Read off CPython 3.11, 3.12 (refused) and 3.13 (accepted).
    #[test]
    fn a_joiner_ends_a_name_before_python_3_13() {
        use ruff_python_ast::PythonVersion;
        use ruff_python_parser::{Mode, ParseOptions, parse_unchecked};
        let code = "x = 1\nفایل\u{200c}ها = 2\n";
        let tokens = parse_unchecked(code, ParseOptions::from(Mode::Module));
        let found = super::joiner_in_a_name(tokens.tokens(), code, PythonVersion::PY311);
        let (range, message) = found.expect("refused before 3.13");
        assert_eq!(message, "invalid non-printable character U+200C");
        assert_eq!(&code[range], "\u{200c}");
        assert!(super::joiner_in_a_name(tokens.tokens(), code, PythonVersion::PY313).is_none());
    }
}
