//! A definition written as one expression, as Dart (`def f(x) -> bool =>
//! e`) and Scala (`def f(x): T = e`, its body maybe on the next line)
//! write it: a Python header and `return e` in its body (rule
//! `typed_habit`, called by [`super::typed_habits`]).

use super::edits::Lines;

/// A definition whose body is one expression after `=>` (Dart) or after
/// a return type and `=` (Scala): the span, and the header with `return`
/// in its body.
pub(super) fn expression_body(
    code: &str,
    lines: &Lines,
    line: usize,
) -> Option<(usize, usize, String)> {
    let start = lines.start_of(line);
    let text = lines.slice(code, line, line).trim_end_matches(['\n', '\r']);
    let indent = super::edits::leading(text);
    let rest = text[indent.len()..].strip_prefix("def ")?;
    let open = indent.len() + 4 + rest.find('(')?;
    let mut depth = 0usize;
    let close = text[open..].char_indices().find_map(|(i, c)| {
        match c {
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    return Some(open + i);
                }
            }
            _ => {}
        }
        None
    })?;
    let head = &text[..=close];
    let after = text[close + 1..].trim();
    let body_indent = format!("{indent}    ");
    if let Some(arrow) = after.find("=>") {
        let annotation = after[..arrow].trim();
        let body = after[arrow + 2..].trim();
        // (A header's colon after it: `=>` typed for `->`.)
        if body.is_empty()
            || body.ends_with(':')
            || !(annotation.is_empty() || annotation.starts_with("->"))
        {
            return None;
        }
        let space = if annotation.is_empty() { "" } else { " " };
        let python = format!("{head}{space}{annotation}:\n{body_indent}return {body}");
        return Some((start, start + text.len(), python));
    }
    let typed = after.strip_prefix(':')?;
    let equal = typed.find('=')?;
    if typed[equal + 1..].starts_with('=') {
        return None;
    }
    let annotation = typed[..equal].trim();
    let body = typed[equal + 1..].trim();
    if annotation.is_empty() {
        return None;
    }
    let header = format!("{head} -> {annotation}:");
    if !body.is_empty() {
        return Some((
            start,
            start + text.len(),
            format!("{header}\n{body_indent}return {body}"),
        ));
    }
    // (The body on the next line, deeper: its `return` put in, at the
    // body's depth.)
    let next = lines
        .slice(code, line + 1, line + 1)
        .trim_end_matches(['\n', '\r']);
    let next_indent = super::edits::leading(next);
    if line >= lines.count() || next_indent.len() <= indent.len() || next.trim().is_empty() {
        return None;
    }
    let body = next.trim();
    let returned = if body.starts_with("return ") {
        ""
    } else {
        "return "
    };
    let python = format!("{header}\n{body_indent}{returned}{body}");
    Some((start, lines.start_of(line + 1) + next.len(), python))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn repaired(code: &str, line: usize) -> Vec<String> {
        let lines = Lines::of(code);
        expression_body(code, &lines, line)
            .map(|(from, to, text)| format!("{}{text}{}", &code[..from], &code[to..]))
            .into_iter()
            .collect()
    }

    #[test]
    fn a_one_expression_body_returns_it() {
        let code = "class A:\n    def muted(self, now: int) -> bool => self.until > now\n";
        assert_eq!(
            repaired(code, 2),
            ["class A:\n    def muted(self, now: int) -> bool:\n        return self.until > now\n"]
        );
        assert!(repaired("def f(x) => Optional[str]:\n    pass\n", 1).is_empty());
        let code = "def f(x): int =\n    return x\n";
        assert_eq!(repaired(code, 1), ["def f(x) -> int:\n    return x\n"]);
        let code = "def replay(events: list): Account =\n     reduce(apply, events)\n";
        assert_eq!(
            repaired(code, 1),
            ["def replay(events: list) -> Account:\n    return reduce(apply, events)\n"]
        );
    }
}
