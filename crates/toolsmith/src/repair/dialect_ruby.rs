//! Ruby's statements made Python's: its `do |x|` blocks of loops,
//! `elsif`, `unless`, `until`, `puts`, `begin`/`rescue`/`ensure` and a
//! `def` without parentheses (the `dialects` table's row for Ruby).

use super::dialect_lines::{Rewritten, after_word, negated};
use super::edits::is_name;

/// Ruby's statements.
pub(super) fn ruby(statement: &str) -> Option<Rewritten> {
    if let Some(text) = ruby_block(statement) {
        return Rewritten::plain(text);
    }
    let text = if let Some(rest) = after_word(statement, "elsif") {
        format!("elif {rest}")
    } else if let Some(rest) = after_word(statement, "unless") {
        format!("if {}", negated(rest))
    } else if let Some(rest) = after_word(statement, "until") {
        format!("while {}", negated(rest))
    } else if let Some(rest) = after_word(statement, "puts") {
        if rest.starts_with('(') {
            return None;
        }
        format!("print({rest})")
    } else if statement == "begin" {
        "try".to_string()
    } else if statement == "ensure" {
        "finally".to_string()
    } else if statement == "loop do" {
        "while True".to_string()
    } else if let Some(rest) = after_word(statement, "rescue") {
        match rest.split_once("=>") {
            Some((kind, name)) if kind.trim().is_empty() => {
                format!("except Exception as {}", name.trim())
            }
            Some((kind, name)) => format!("except {} as {}", kind.trim(), name.trim()),
            None if rest.is_empty() => "except".to_string(),
            None => format!("except {rest}"),
        }
    } else if let Some(rest) = after_word(statement, "def")
        && is_name(rest)
    {
        format!("def {rest}()")
    } else {
        return None;
    };
    Rewritten::plain(text)
}

/// Ruby's block of a loop, `xs.each do |x|` (or `each_with_index`,
/// `each_pair`, `n.times`, `a.upto(b)`): Python's `for`.
fn ruby_block(statement: &str) -> Option<String> {
    let (call, parameters) = match statement.rsplit_once(" do") {
        Some((call, after)) => {
            let after = after.trim();
            let inside = if after.is_empty() {
                ""
            } else {
                after.strip_prefix('|')?.strip_suffix('|')?
            };
            (call, inside)
        }
        None => return None,
    };
    let names: Vec<&str> = parameters.split(',').map(str::trim).collect();
    let (receiver, method) = call.rsplit_once('.')?;
    let (method, argument) = match method.split_once('(') {
        Some((method, argument)) => (method, argument.strip_suffix(')')?),
        None => (method, ""),
    };
    let text = match (method, &names[..]) {
        ("each" | "each_key" | "each_value", [value]) => format!("for {value} in {receiver}"),
        // (A receiver already Python's pairs, `d.items()`, is iterated.)
        ("each" | "each_pair", [key, value]) if receiver.ends_with(".items()") => {
            format!("for {key}, {value} in {receiver}")
        }
        ("each" | "each_pair", [key, value]) => {
            format!("for {key}, {value} in {receiver}.items()")
        }
        ("each_with_index", [value, index]) => {
            format!("for {index}, {value} in enumerate({receiver})")
        }
        ("times", [""]) => format!("for _ in range({receiver})"),
        ("times", [index]) => format!("for {index} in range({receiver})"),
        ("upto", [index]) => format!("for {index} in range({receiver}, {argument} + 1)"),
        _ => return None,
    };
    Some(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn made(statement: &str) -> Option<String> {
        ruby(statement).map(|r| r.text)
    }

    #[test]
    fn rubys_statements_become_pythons() {
        for (ruby_text, python) in [
            ("files.each do |name|", "for name in files"),
            (
                "files.each_with_index do |name, i|",
                "for i, name in enumerate(files)",
            ),
            ("ages.each do |name, age|", "for name, age in ages.items()"),
            (
                "ages.items().each do |name, age|",
                "for name, age in ages.items()",
            ),
            ("3.times do |i|", "for i in range(3)"),
            ("elsif x == 1", "elif x == 1"),
            ("unless keep > 0", "if not keep > 0"),
            ("unless a and b", "if not (a and b)"),
            ("puts \"big\"", "print(\"big\")"),
            ("rescue IOError => e", "except IOError as e"),
            ("def greet", "def greet()"),
        ] {
            assert_eq!(made(ruby_text).as_deref(), Some(python), "{ruby_text}");
        }
        assert!(made("puts(x)").is_none());
    }
}
