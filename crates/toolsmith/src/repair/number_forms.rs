//! Numbers written as another language, a locale or maths writes them:
//! Fortran's double exponent (`1.172d-5`), C's suffixes (`1.0f`, `10UL`),
//! an assembler's hex (`80h`), thousands grouped with points
//! (`20.000.000`) or spaces (`10 000`, `1.602 176 634e-19`), and a
//! factor glued to a name the file writes (`2sr12`), a percentage ending
//! a value (`9.975%` for `0.09975`). Each made the number
//! Python writes, in one change on CPython's line (rule `number_form`).

use ruff_python_ast::token::TokenKind;

use super::diagnosis::{Diagnosis, ErrorKind};
use super::edits::{Change, Kind, Lines, Token, code_tokens_of};

/// On CPython's line, each number another notation wrote, made Python's.
pub(super) fn numbers_made_python(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    error: &Diagnosis,
    out: &mut Vec<Change>,
) {
    const KINDS: &[ErrorKind] = &[
        ErrorKind::InvalidNumber,
        ErrorKind::InvalidSyntax,
        ErrorKind::ForgotComma,
    ];
    let Some(line) = error.line_for(KINDS, lines.count()) else {
        return;
    };
    let on_line: Vec<Token> = code_tokens_of(tokens, lines, line)
        .into_iter()
        .map(|(_, t)| t)
        .collect();
    // (Read only for a factor glued to a name, the rare case: this runs at
    // every error the search meets.)
    let written = |name: &str| {
        tokens
            .iter()
            .any(|t| t.0 == TokenKind::Name && &code[t.1..t.2] == name)
    };
    let mut k = 0;
    while k < on_line.len() {
        let token = on_line[k];
        k += 1;
        if !matches!(token.0, TokenKind::Int | TokenKind::Float) {
            continue;
        }
        // The run of tokens glued to it (`1.172` `d` `-5`, `20.000` `.000`).
        let mut end = k;
        while end < on_line.len() && on_line[end].1 == on_line[end - 1].2 {
            end += 1;
        }
        let glued = &code[token.1..on_line[end - 1].2];
        if let Some((length, text)) = rewritten(glued, written) {
            out.push(Change::new(
                token.1,
                token.1 + length,
                &text,
                Kind::NumberForm,
            ));
        }
        // A percentage ending a value (`9.975%`, a rate as a form writes
        // it): the fraction it stands for; not where the name it is given
        // says it counts in percent (`PERSEN_JHT = 2%`: its `%` goes).
        let line_start = lines.start_of(line);
        if code[token.2..].starts_with('%')
            && super::unquoted_values::ends_a_value(code, token.2 + 1)
            && !names_a_percentage(&code[line_start..token.1])
            && let Some(fraction) = hundredth(&code[token.1..token.2])
        {
            out.push(Change::new(
                token.1,
                token.2 + 1,
                &fraction,
                Kind::NumberForm,
            ));
        }
        // Groups of three digits after single spaces (`10 000`).
        let mut groups = k;
        while groups < on_line.len()
            && matches!(on_line[groups].0, TokenKind::Int | TokenKind::Float)
            && code[on_line[groups - 1].2..on_line[groups].1] == *" "
            && three_digits_first(&code[on_line[groups].1..on_line[groups].2])
            && !code[on_line[groups - 1].1..on_line[groups - 1].2].contains(['e', 'E'])
        {
            groups += 1;
        }
        let leading = &code[token.1..token.2];
        let whole_short = leading
            .split('.')
            .next()
            .is_some_and(|whole| (1..=3).contains(&whole.len()));
        if groups > k && whole_short {
            let text: String = code[token.1..on_line[groups - 1].2]
                .chars()
                .filter(|&c| c != ' ')
                .collect();
            out.push(Change::new(
                token.1,
                on_line[groups - 1].2,
                &text,
                Kind::NumberForm,
            ));
            k = groups;
        }
    }
}

/// Whether the code before a value (its line's start: the name it is
/// given) says the value counts in percent, in the words of a few
/// languages (`pct`, `percent`, `persen`, `prozent`, `porcentaje`).
fn names_a_percentage(before: &str) -> bool {
    const WORDS: &[&str] = &[
        "pct", "perc", "persen", "proz", "procent", "porcent", "pourcent",
    ];
    let before = before.to_lowercase();
    WORDS.iter().any(|word| before.contains(word))
}

/// `number` (digits, maybe a point and more) divided by a hundred, as a
/// decimal's text: its point moved two places left (`9.975` is `0.09975`).
fn hundredth(number: &str) -> Option<String> {
    let (whole, fraction) = number.split_once('.').unwrap_or((number, ""));
    if whole.is_empty() && fraction.is_empty()
        || !whole
            .bytes()
            .chain(fraction.bytes())
            .all(|b| b.is_ascii_digit())
    {
        return None;
    }
    let whole = whole.trim_start_matches('0');
    let digits = format!("{whole}{fraction}");
    let point = whole.len() as isize - 2;
    let (head, tail) = if point > 0 {
        let point = point as usize;
        (digits[..point].to_string(), digits[point..].to_string())
    } else {
        let zeros = "0".repeat(point.unsigned_abs());
        ("0".to_string(), format!("{zeros}{digits}"))
    };
    let tail = tail.trim_end_matches('0');
    Some(format!(
        "{head}.{}",
        if tail.is_empty() { "0" } else { tail }
    ))
}

/// Whether a number's text starts with exactly three digits (then its
/// end, a fraction's digits or an exponent).
fn three_digits_first(text: &str) -> bool {
    let digits = text.bytes().take_while(u8::is_ascii_digit).count();
    digits == 3 && !text[3..].starts_with(['.', '_'])
}

/// The number `glued` (a number's token and those glued after it) starts
/// with, if another notation wrote it: its length in bytes and Python's
/// text.
fn rewritten(glued: &str, written: impl Fn(&str) -> bool) -> Option<(usize, String)> {
    let bytes = glued.as_bytes();
    let digits = |from: usize| {
        bytes[from..]
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count()
    };
    // A mantissa: digits, maybe a point and more.
    let whole = digits(0);
    let mut at = whole;
    if bytes.get(at) == Some(&b'.') {
        at += 1 + digits(at + 1);
    }
    let mantissa = at;
    // Thousands grouped with points: `20.000.000`.
    let grouped: Vec<&str> = glued.split('.').collect();
    if grouped.len() >= 3
        && (1..=3).contains(&grouped[0].len())
        && grouped
            .iter()
            .all(|g| !g.is_empty() && g.bytes().all(|b| b.is_ascii_digit()))
        && grouped[1..].iter().all(|g| g.len() == 3)
    {
        return Some((glued.len(), grouped.concat()));
    }
    let rest = &glued[mantissa..];
    // Fortran's `d` exponent.
    if let Some(exponent) = rest.strip_prefix(['d', 'D']) {
        let sign = usize::from(exponent.starts_with(['+', '-']));
        let power = exponent[sign..]
            .bytes()
            .take_while(u8::is_ascii_digit)
            .count();
        if whole > 0 && power > 0 {
            let length = mantissa + 1 + sign + power;
            // (`d0`, Fortran's double precision mark, says no power: the
            // float Python writes.)
            let zero = exponent[sign..sign + power].bytes().all(|b| b == b'0');
            let text = match (zero, mantissa > whole) {
                (true, true) => glued[..mantissa].to_string(),
                (true, false) => format!("{}.0", &glued[..mantissa]),
                _ => format!("{}e{}", &glued[..mantissa], &exponent[..sign + power]),
            };
            return Some((length, text));
        }
    }
    // C's suffixes: a float's `f`, an integer's `u`, `ul`, `ll`.
    let word_end = glued
        .bytes()
        .position(|b| !(b.is_ascii_alphanumeric() || b == b'.' || b == b'_'))
        .unwrap_or(glued.len());
    let suffix = &glued[mantissa..word_end];
    let float = mantissa > whole;
    let c_suffix = match suffix.to_ascii_lowercase().as_str() {
        "f" => float,
        "u" | "ul" | "ull" | "ll" | "lu" | "llu" => !float,
        _ => false,
    };
    if whole > 0 && c_suffix {
        return Some((word_end, glued[..mantissa].to_string()));
    }
    // An assembler's hex, `80h` or `0x80h`.
    let hex = glued[..word_end]
        .strip_prefix("0x")
        .or_else(|| glued[..word_end].strip_prefix("0X"))
        .unwrap_or(&glued[..word_end]);
    if let Some(digits) = hex.strip_suffix(['h', 'H'])
        && !digits.is_empty()
        && digits.bytes().all(|b| b.is_ascii_hexdigit())
    {
        return Some((word_end, format!("0x{digits}")));
    }
    // A factor glued to a name the file writes: maths' product.
    let name = &glued[mantissa..word_end];
    if mantissa > 0
        && name.starts_with(|c: char| c.is_ascii_alphabetic() && !"eEjJ".contains(c))
        && written(name)
    {
        return Some((word_end, format!("{} * {name}", &glued[..mantissa])));
    }
    None
}

#[cfg(test)]
mod tests {
    use super::super::edits::applied::at_error;
    use super::*;

    fn made(code: &str) -> Vec<String> {
        at_error(code, numbers_made_python)
    }

    #[test]
    fn a_percentage_is_its_fraction() {
        assert_eq!(hundredth("9.975").as_deref(), Some("0.09975"));
        assert_eq!(hundredth("15").as_deref(), Some("0.15"));
        assert_eq!(hundredth("7").as_deref(), Some("0.07"));
        assert_eq!(hundredth("120").as_deref(), Some("1.2"));
        assert_eq!(hundredth("100").as_deref(), Some("1.0"));
        assert_eq!(hundredth("0.5").as_deref(), Some("0.005"));
        assert!(names_a_percentage("PERSEN_JHT_KARYAWAN = "));
        assert!(!names_a_percentage("TVQ = "));
    }

    #[test]
    fn other_notations_numbers_are_made_pythons() {
        assert_eq!(made("alpha = 1.172d-5\n"), ["alpha = 1.172e-5\n"]);
        assert_eq!(made("t = 100.0d0\n"), ["t = 100.0\n"]);
        assert_eq!(made("t = 1d0\n"), ["t = 1.0\n"]);
        assert_eq!(made("g = 9.81f * m\n"), ["g = 9.81 * m\n"]);
        assert_eq!(made("mask = 0xFFUL\n"), Vec::<String>::new());
        assert_eq!(made("mask = 255UL\n"), ["mask = 255\n"]);
        assert_eq!(made("port = 0x80h\n"), ["port = 0x80\n"]);
        assert_eq!(
            made("limit = 20.000.000  # VND\n"),
            ["limit = 20000000  # VND\n"]
        );
        assert_eq!(made("limit = D(10 000)\n"), ["limit = D(10000)\n"]);
        assert_eq!(made("e = 1.602 176 634e-19\n"), ["e = 1.602176634e-19\n"]);
        assert_eq!(
            made("sr12 = 1\nff = 24.0 * (2sr12 - 1)\n"),
            ["sr12 = 1\nff = 24.0 * (2 * sr12 - 1)\n"]
        );
        assert_eq!(
            made(
                "def f(r2):\n    for i in x:\n        sr6 = 1.0 / r2 ** 3\n        sr12 = sr6 * sr6\n        ff = 24.0 * (2sr12 - sr6) / r2\n"
            ),
            [
                "def f(r2):\n    for i in x:\n        sr6 = 1.0 / r2 ** 3\n        sr12 = sr6 * sr6\n        ff = 24.0 * (2 * sr12 - sr6) / r2\n"
            ]
        );
        // A list's numbers stay apart.
        assert!(made("xs = f(1 2)\n").is_empty());
    }
}
