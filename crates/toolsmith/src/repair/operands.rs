//! An operator lost between two operands, told by what stands around
//! the gap: a number before a name, as maths writes a product (`2
//! math.pi`); a string before `str(...)` or on a line that joins strings
//! (`"Total: " str(n)`). A comma, which CPython's message proposes, would
//! make a tuple or another argument no one meant there.

use super::edits::is_keyword;

/// Whether byte `at` lies between a number and the name or bracket after
/// it, as maths writes a product (`2 math.pi`, `4 (a + b)`), where no
/// list's or call's arguments are separated: after `=`, an operator,
/// `return`, or a grouping's `(`.
pub(super) fn product_written_as_maths(code: &str, at: usize) -> bool {
    let line_start = code[..at].rfind('\n').map_or(0, |i| i + 1);
    let before = code[line_start..at].trim_end_matches([' ', '\t']);
    let after = code[at..].trim_start_matches([' ', '\t']);
    let lead = before.trim_end_matches(|c: char| c.is_ascii_digit() || c == '.' || c == '_');
    let number = &before[lead.len()..];
    let word_after: String = after
        .chars()
        .take_while(|&c| c.is_alphanumeric() || c == '_')
        .collect();
    let operand_after = after.starts_with('(')
        || (after.starts_with(|c: char| c.is_alphabetic() || c == '_') && !is_keyword(&word_after));
    if !number.starts_with(|c: char| c.is_ascii_digit())
        || lead.ends_with(|c: char| c.is_alphanumeric() || c == '_')
        || !operand_after
    {
        return false;
    }
    let lead = lead.trim_end_matches([' ', '\t']);
    if let Some(outside) = lead.strip_suffix('(') {
        // A grouping's bracket, not a call's.
        return !outside
            .trim_end_matches([' ', '\t'])
            .ends_with(|c: char| c.is_alphanumeric() || "_)]'\"".contains(c));
    }
    lead.ends_with(['=', '+', '-', '*', '/', '%', '<', '>'])
        || lead
            .strip_suffix("return")
            .is_some_and(|rest| !rest.ends_with(|c: char| c.is_alphanumeric() || c == '_'))
}

/// Whether byte `at` lies between a string and the operand after it on a
/// line that joins strings with `+`, or before a `str(...)` that only a
/// join needs (`"Total: " str(n)`): the `+` lost, not a comma.
pub(super) fn concatenation_lost(code: &str, at: usize) -> bool {
    let line_start = code[..at].rfind('\n').map_or(0, |i| i + 1);
    let line_end = code[at..].find('\n').map_or(code.len(), |i| at + i);
    let line = &code[line_start..line_end];
    let before = code[line_start..at].trim_end_matches([' ', '\t']);
    let after = code[at..line_end].trim_start_matches([' ', '\t']);
    let joins = ["\" +", "' +", "+ \"", "+ '"]
        .iter()
        .any(|j| line.contains(j));
    before.ends_with(['"', '\''])
        && (after.starts_with("str(")
            || (joins && after.starts_with(|c: char| c.is_alphabetic() || c == '_' || c == '(')))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The code without its `|`, and where the `|` stood.
    fn at(code: &str) -> (String, usize) {
        (code.replace('|', ""), code.find('|').unwrap_or(0))
    }

    #[test]
    fn a_join_is_told_by_its_str_call_or_its_line() {
        for (code, lost) in [
            ("print(\"Total: \"| str(n))\n", true),
            ("print(\"Hi \" + name + \", you are \"| age)\n", true),
            ("print(\"Hi\"| name)\n", false),
            ("xs = [\"a\"| \"b\" + c]\n", false),
        ] {
            let (code, place) = at(code);
            assert_eq!(concatenation_lost(&code, place), lost, "{code}");
        }
    }

    #[test]
    fn a_product_is_told_where_maths_writes_it() {
        for (code, product) in [
            ("omega = 2| math.pi * f\n", true),
            ("area = 0.5| (a + b) * h\n", true),
            ("return 4| x\n", true),
            ("y = (3| x + 1)\n", true),
            ("f(2| x)\n", false),
            ("xs = [1| 2]\n", false),
            ("v = x2| y\n", false),
            ("z = 2| if a else 3\n", false),
        ] {
            let (code, place) = at(code);
            assert_eq!(product_written_as_maths(&code, place), product, "{code}");
        }
    }
}
