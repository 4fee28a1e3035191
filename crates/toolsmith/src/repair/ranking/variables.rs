//! A variable made a call: a change that leaves `(` right after a name
//! the file binds only as a loop's target or an assignment's, and never
//! calls (`get(k; ())` made `get(k())`, the `;` a comma typed beside it).

use super::super::edits::{Change, is_name};

/// Whether `change` puts `(` right after a name that was not called there,
/// a name the file binds as a variable and calls nowhere.
pub(super) fn calls_a_variable(code: &str, repaired: &str, change: &Change) -> bool {
    let after = change.start + change.text.len();
    if !repaired[after..].starts_with('(') || code[change.start..].starts_with('(') {
        return false;
    }
    let before = &repaired[..change.start];
    let name_start = before
        .char_indices()
        .rev()
        .take_while(|(_, c)| c.is_alphanumeric() || *c == '_')
        .last()
        .map_or(before.len(), |(i, _)| i);
    let name = &before[name_start..];
    // (Its text nothing, spaces, or a `(` of its own.)
    if !is_name(name) || (!change.text.trim().is_empty() && !change.text.ends_with('(')) {
        return false;
    }
    bound_as_variable(code, name) && !called(code, name)
}

/// Whether a line of `code` binds `name` as a `for` loop's target or
/// assigns it (`name = ...`, `a, name = ...`).
fn bound_as_variable(code: &str, name: &str) -> bool {
    code.lines().any(|line| {
        let line = line.trim_start();
        let target = if let Some(rest) = line.strip_prefix("for ") {
            rest.split(" in ").next()
        } else {
            line.split_once('=')
                .filter(|(_, value)| !value.starts_with('='))
                .map(|(target, _)| target)
                .filter(|target| !target.ends_with(['!', '<', '>', '=']))
        };
        target.is_some_and(|target| {
            target
                .split(|c: char| !(c.is_alphanumeric() || c == '_'))
                .any(|word| word == name)
        })
    })
}

/// Whether `code` calls `name` (`name(`, a word of its own) anywhere.
fn called(code: &str, name: &str) -> bool {
    code.match_indices(name).any(|(at, _)| {
        let word_start = code[..at]
            .chars()
            .next_back()
            .is_none_or(|c| !(c.is_alphanumeric() || c == '_' || c == '.'));
        word_start && code[at + name.len()..].starts_with('(')
    })
}

#[cfg(test)]
mod tests {
    use super::super::super::edits::Kind;
    use super::*;

    #[test]
    fn a_loop_variable_made_a_call_is_no_ones_reading() {
        let code = "for k in keys:\n    n = len(got.get(k; ()))\n";
        let at = code.find("; ").expect("a semicolon");
        let deleted = Change::new(at, at + 2, "", Kind::Delete);
        assert!(calls_a_variable(code, &deleted.apply(code), &deleted));
        let comma = Change::new(at, at + 1, ",", Kind::Replace);
        assert!(!calls_a_variable(code, &comma.apply(code), &comma));
        // A function the file calls elsewhere may be called here too.
        let code = "for f in fs:\n    f(1)\n    g = f ()\n";
        let at = code.find(" ()").expect("a space");
        let joined = Change::new(at, at + 1, "", Kind::Delete);
        assert!(!calls_a_variable(code, &joined.apply(code), &joined));
    }
}
