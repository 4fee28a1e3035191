//! A closer put where it makes the two sides of an operator alike:
//! `s.startswith("(") and s.endswith(")")`, `(a > y) != (b > y)`, where
//! one closer lost before the operator also compiles at the line's end
//! (`s.startswith("(" and s.endswith(")"))`), nesting the right side in
//! the left. People write such conditions in pairs; a repair that keeps
//! the pair is what they meant.

use super::super::edits::Change;

/// Operators whose two sides are written alike.
const OPERATORS: &[&str] = &[
    " and ", " or ", " == ", " != ", " < ", " > ", " <= ", " >= ", " + ", " - ", " * ", " / ",
];

/// Whether `change`, a closer put in, ends an operand that an operator
/// right after it compares with a right operand of the same shape.
pub(super) fn makes_operands_alike(repaired: &str, change: &Change) -> bool {
    if change.start != change.end || !matches!(change.text.as_str(), ")" | "]") {
        return false;
    }
    let closer_end = change.start + change.text.len();
    let line_end = repaired[closer_end..]
        .find('\n')
        .map_or(repaired.len(), |i| closer_end + i);
    let rest = &repaired[closer_end..line_end];
    let Some(operator) = OPERATORS.iter().find(|op| rest.starts_with(**op)) else {
        return false;
    };
    let line_start = repaired[..change.start].rfind('\n').map_or(0, |i| i + 1);
    let (Some(left), Some(right)) = (
        left_operand(&repaired[line_start..closer_end]),
        right_operand(&rest[operator.len()..]),
    ) else {
        return false;
    };
    shape(left) == shape(right) && shape(left).contains(['(', '['])
}

/// The operand ending the text `before` (which ends with a closer): its
/// bracket and the dotted name called or subscripted by it.
fn left_operand(before: &str) -> Option<&str> {
    let bytes = before.as_bytes();
    let mut depth = 0usize;
    let mut quote: Option<u8> = None;
    let mut opener = None;
    for i in (0..bytes.len()).rev() {
        let c = bytes[i];
        if let Some(q) = quote {
            if c == q {
                quote = None;
            }
            continue;
        }
        match c {
            b'"' | b'\'' => quote = Some(c),
            b')' | b']' => depth += 1,
            b'(' | b'[' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    opener = Some(i);
                    break;
                }
            }
            _ => {}
        }
    }
    let opener = opener?;
    let name = before[..opener]
        .trim_end_matches(|c: char| c.is_alphanumeric() || c == '_' || c == '.')
        .len();
    Some(&before[name..])
}

/// The operand starting the text `after`: a dotted name and the bracket
/// after it, or a bracket.
fn right_operand(after: &str) -> Option<&str> {
    let name = after
        .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == '.'))
        .unwrap_or(after.len());
    let bytes = after.as_bytes();
    if !matches!(bytes.get(name), Some(b'(' | b'[')) {
        return None;
    }
    let mut depth = 0usize;
    let mut quote: Option<u8> = None;
    for (i, &c) in bytes.iter().enumerate().skip(name) {
        if let Some(q) = quote {
            if c == q {
                quote = None;
            }
            continue;
        }
        match c {
            b'"' | b'\'' => quote = Some(c),
            b'(' | b'[' => depth += 1,
            b')' | b']' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(&after[..=i]);
                }
            }
            _ => {}
        }
    }
    None
}

/// An operand's shape: names, numbers and strings each one mark, spaces
/// left out, the rest kept.
fn shape(operand: &str) -> String {
    let mut out = String::new();
    let mut chars = operand.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '"' || c == '\'' {
            for inner in chars.by_ref() {
                if inner == c {
                    break;
                }
            }
            out.push('s');
        } else if c.is_alphanumeric() || c == '_' {
            while chars
                .peek()
                .is_some_and(|n| n.is_alphanumeric() || *n == '_')
            {
                chars.next();
            }
            out.push(if c.is_ascii_digit() { '0' } else { 'a' });
        } else if !c.is_whitespace() {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::repair::edits::Kind;

    fn alike(broken: &str, at: &str) -> bool {
        let start = broken.find(at).unwrap() + at.len();
        let change = Change::new(start, start, ")", Kind::Insert);
        makes_operands_alike(&change.apply(broken), &change)
    }

    #[test]
    fn a_closer_that_makes_a_pair_is_told() {
        let code = "if s.startswith(\"(\" and s.endswith(\")\"):\n    pass\n";
        assert!(alike(code, "startswith(\"(\""));
        assert!(!alike(code, "endswith(\")\")"));
        let code = "if (yi > y != (yj > y):\n    pass\n";
        assert!(alike(code, "(yi > y"));
        assert!(!alike(code, "(yj > y)"));
    }
}
