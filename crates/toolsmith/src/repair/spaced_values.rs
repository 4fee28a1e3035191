//! A display's or a call's values separated by spaces alone (`[1.0 2.0
//! 3.0 4.5]`, MATLAB's and R's row vectors, a column pasted from a
//! sheet): CPython asks for one comma at a time; every one of the bracket
//! is put in at once (rule `values_spaced`).

use ruff_python_ast::token::TokenKind;

use super::diagnosis::{Diagnosis, ErrorKind};
use super::edits::{Change, Kind, Lines, Token, open_brackets};
use super::pairs::{closes, opens};

/// Values fewer than this are a comma lost, CPython's own guess.
const FEWEST_VALUES: usize = 3;

/// The bracket holding CPython's "Perhaps you forgot a comma?": where it
/// holds only plain values (numbers, names, strings, each maybe negated),
/// a comma between each two.
pub(super) fn commas_between_values(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    error: &Diagnosis,
    out: &mut Vec<Change>,
) {
    let Some(line) = error.line_for(&[ErrorKind::ForgotComma], lines.count()) else {
        return;
    };
    let at = lines.offset(code, line, error.offset);
    let Some(&open) = open_brackets(tokens, at).last() else {
        return;
    };
    let first = tokens.partition_point(|t| t.1 <= open);
    // Each value's (start, end); a `-` glued to a value after a space
    // negates it.
    let mut values: Vec<(usize, usize)> = Vec::new();
    let mut negated_from = None;
    for token in &tokens[first..] {
        match token.0 {
            _ if closes(token.0) => break,
            _ if opens(token.0) => return,
            TokenKind::NonLogicalNewline | TokenKind::Comment => {}
            TokenKind::Minus
                if negated_from.is_none()
                    && code[..token.1].ends_with([' ', '\t', '\n'])
                    && !code[token.2..].starts_with([' ', '\t']) =>
            {
                negated_from = Some(token.1);
            }
            TokenKind::Int
            | TokenKind::Float
            | TokenKind::Complex
            | TokenKind::Name
            | TokenKind::String
            | TokenKind::True
            | TokenKind::False
            | TokenKind::None => {
                let start = negated_from.take().unwrap_or(token.1);
                values.push((start, token.2));
            }
            _ => return,
        }
    }
    if values.len() < FEWEST_VALUES || negated_from.is_some() {
        return;
    }
    let (from, to) = (values[0].0, values[values.len() - 1].1);
    let mut text = String::new();
    for (k, &(start, end)) in values.iter().enumerate() {
        if k > 0 {
            let gap = &code[values[k - 1].1..start];
            text.push(',');
            text.push_str(if gap.contains('\n') { gap } else { " " });
        }
        text.push_str(&code[start..end]);
    }
    out.push(Change::new(from, to, &text, Kind::ValuesSpaced));
}

#[cfg(test)]
mod tests {
    use super::super::edits::applied::at_error;
    use super::*;

    #[test]
    fn every_comma_of_a_row_of_values_is_put_in() {
        assert_eq!(
            at_error("x = np.array([1.0 2.0 -3.0 4.5])\n", commas_between_values),
            ["x = np.array([1.0, 2.0, -3.0, 4.5])\n"]
        );
        assert!(at_error("y = [1, 2 3]\n", commas_between_values).is_empty());
        assert!(at_error("y = f(a b)\n", commas_between_values).is_empty());
    }
}
