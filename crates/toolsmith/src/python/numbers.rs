//! CPython's tokenizer errors for a decimal number run into what follows
//! it (`8s`, `1a`, `02d`, from a string's quote lost beside it): ruff's
//! lexer reads a number and a name there, and its parser fails at one of
//! them with no word of its own; CPython's tokenizer names the number.

use ruff_text_size::{TextRange, TextSize};

/// Words CPython lets touch a number (`1if x else 2`), with a warning.
const KEYWORDS_AFTER_A_NUMBER: &[&str] = &["and", "else", "for", "if", "in", "is", "not", "or"];

/// CPython's message and position for a decimal number at or just before
/// byte `at` that its tokenizer refuses: leading zeros (`02`, at its first
/// digit), or letters run into it (`12abc`, at its last character).
pub(super) fn number_error(code: &str, at: usize) -> Option<(TextRange, String)> {
    let bytes = code.as_bytes();
    let word = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b == b'.';
    let mut start = at.min(code.len());
    while start > 0 && word(bytes[start - 1]) {
        start -= 1;
    }
    // The number begins the run, after no name it would be part of.
    let first = *bytes.get(start)?;
    if !first.is_ascii_digit() {
        return None;
    }
    let rest = &code[start..];
    if matches!(rest.get(..2), Some("0x" | "0X" | "0o" | "0O" | "0b" | "0B")) {
        return None;
    }
    let digits = rest
        .find(|c: char| !(c.is_ascii_digit() || c == '_'))
        .unwrap_or(rest.len());
    let after_digits = &rest[digits..];
    let integer = !after_digits.starts_with(['.', 'e', 'E', 'j', 'J']);
    if integer && first == b'0' && rest[..digits].bytes().any(|b| matches!(b, b'1'..=b'9')) {
        return Some((
            TextRange::empty(TextSize::try_from(start).ok()?),
            "leading zeros in decimal integer literals are not permitted; use an 0o prefix \
             for octal integers"
                .into(),
        ));
    }
    // The number's own end: its fraction and exponent, if any.
    let mut end = digits;
    if rest[end..].starts_with('.') {
        end += 1;
        end += rest[end..]
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(rest.len() - end);
    }
    if rest[end..].starts_with(['e', 'E'])
        && rest[end + 1..]
            .trim_start_matches(['+', '-'])
            .starts_with(|c: char| c.is_ascii_digit())
    {
        end += 1;
        end += rest[end..]
            .find(|c: char| c != '+' && c != '-')
            .unwrap_or(0);
        end += rest[end..]
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(rest.len() - end);
    }
    let tail = &rest[end..];
    let letters = tail
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(tail.len());
    let run_into = tail.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
        && !tail.starts_with(['j', 'J'])
        && !KEYWORDS_AFTER_A_NUMBER.contains(&&tail[..letters]);
    // (Reported where the parser failed: at the number or the word after.)
    let reported = start <= at && at <= start + end;
    (run_into && reported && end > 0).then(|| {
        let last = TextSize::try_from(start + end - 1).unwrap_or_default();
        (TextRange::empty(last), "invalid decimal literal".into())
    })
}

#[cfg(test)]
mod tests {
    use super::number_error;

    fn message(code: &str, at: usize) -> Option<(usize, String)> {
        number_error(code, at).map(|(range, message)| (usize::from(range.start()), message))
    }

    #[test]
    fn numbers_run_into_letters_are_named_as_cpython_names_them() {
        let leading = "leading zeros in decimal integer literals are not permitted; use an 0o \
                       prefix for octal integers";
        // Byte offsets, zero-based; CPython's columns are one more.
        assert_eq!(message("x = 02\n", 4), Some((4, leading.into())));
        assert_eq!(message("x = 02d\n", 4), Some((4, leading.into())));
        assert_eq!(
            message("x = 1a\n", 5),
            Some((4, "invalid decimal literal".into()))
        );
        assert_eq!(
            message("x = 12abc\n", 6),
            Some((5, "invalid decimal literal".into()))
        );
        assert_eq!(
            message("f(8s)\n", 3),
            Some((2, "invalid decimal literal".into()))
        );
        assert_eq!(
            message("x = 1.5a\n", 7),
            Some((6, "invalid decimal literal".into()))
        );
        assert_eq!(message("x = 00\n", 4), None);
        assert_eq!(message("x = 02.5\n", 4), None);
        assert_eq!(message("x = 1else\n", 5), None);
        assert_eq!(message("x = 5j\n", 5), None);
        assert_eq!(message("x = a1 b\n", 7), None);
        // Text after a digit that is not ASCII, at every byte.
        let text = "'9’  # NINE\n";
        for at in 0..=text.len() {
            let _ = message(text, at);
        }
    }
}
