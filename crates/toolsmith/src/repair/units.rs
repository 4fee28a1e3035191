//! A number with its unit, as a datasheet, a leaflet or a page writes it:
//! `-1.0 dBTP`, `60 mg/kg`, `-135°`, `5 µs`, `850000₮`. The unit is a word the file
//! writes nowhere else (no name it binds or reads), after the number and
//! before the value's end; the author's unit goes, the number stays (rule
//! `unit_dropped`). A product (`-1.0 * dBTP`) would read a name nothing
//! binds.

use ruff_python_ast::token::TokenKind;

use super::diagnosis::{Diagnosis, ErrorKind};
use super::edits::{Change, KEYWORDS, Kind, Lines, Token, code_tokens_of};
use super::unquoted_values::ends_a_value;

/// Marks a unit may hold besides letters (`m/s²`, `kg·m`, `°C`, `µs`),
/// and currencies' signs (`850000₮`, a price as a contract writes it).
const UNIT_MARKS: &str = "°µΩ²³/·€£¥₹₮₦₩₽₺₴₪฿₫₱₲₵₸₼₾";

/// On CPython's line, each number's unit taken away.
pub(super) fn units_dropped(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    error: &Diagnosis,
    out: &mut Vec<Change>,
) {
    const KINDS: &[ErrorKind] = &[
        ErrorKind::InvalidSyntax,
        ErrorKind::ForgotComma,
        ErrorKind::InvalidCharacter,
    ];
    let Some(line) = error.line_for(KINDS, lines.count()) else {
        return;
    };
    let line_end = lines.start_of(line) + lines.slice(code, line, line).len();
    for (_, (kind, _, end)) in code_tokens_of(tokens, lines, line) {
        if !matches!(kind, TokenKind::Int | TokenKind::Float) {
            continue;
        }
        let rest = &code[end..line_end];
        // One space at most between the number and its unit.
        let space = usize::from(rest.starts_with(' '));
        let body = &rest[space..];
        let unit_len = body
            .char_indices()
            .find(|&(_, c)| !(c.is_alphabetic() || UNIT_MARKS.contains(c)))
            .map_or(body.len(), |(i, _)| i);
        let unit = body[..unit_len].trim_end_matches('/');
        if unit.is_empty() || unit.starts_with('/') {
            continue;
        }
        let end_of_unit = end + space + unit.len();
        if ends_a_value(code, end_of_unit)
            && unit_words(unit).all(|word| unwritten(code, tokens, word))
        {
            out.push(Change::new(end, end_of_unit, "", Kind::UnitDropped));
        }
    }
}

/// The words of a unit (`mg`, `kg` of `mg/kg`).
fn unit_words(unit: &str) -> impl Iterator<Item = &str> {
    unit.split(|c: char| !c.is_alphabetic())
        .filter(|w| !w.is_empty())
}

/// Whether `word` is no keyword and no name the file writes more than
/// once (here, as the unit).
fn unwritten(code: &str, tokens: &[Token], word: &str) -> bool {
    !KEYWORDS.contains(&word)
        && tokens
            .iter()
            .filter(|t| t.0 == TokenKind::Name && code.get(t.1..t.2) == Some(word))
            .count()
            <= 1
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::python::validate;
    use ruff_python_ast::PythonVersion;

    fn dropped(code: &str) -> Vec<String> {
        let error = validate(code, PythonVersion::PY311).expect_err("broken");
        let error = Diagnosis::read(error);
        let tokens = super::super::edits::tokens(code);
        let mut out = Vec::new();
        units_dropped(code, &tokens, &Lines::of(code), &error, &mut out);
        out.iter().map(|c| c.apply(code)).collect()
    }

    #[test]
    fn a_unit_the_file_writes_nowhere_else_goes() {
        assert_eq!(dropped("PEAK = -1.0 dBTP\n"), ["PEAK = -1.0\n"]);
        assert_eq!(
            dropped("d = {'mg': 60 mg/kg, 'n': 2}\n"),
            ["d = {'mg': 60, 'n': 2}\n"]
        );
        assert_eq!(dropped("angle = -135°\n"), ["angle = -135\n"]);
        assert_eq!(
            dropped("PRICE = 850000₮  # per tonne\n"),
            ["PRICE = 850000  # per tonne\n"]
        );
    }

    #[test]
    fn a_name_the_file_writes_or_a_keyword_stays() {
        assert!(dropped("sr = 2\nx = 2 sr\n").is_empty());
        assert!(dropped("x = 1 if\n").is_empty());
    }
}
