//! One statement of another language made Python's, each language a
//! function of the shapes its statements take (`dialects` holds the table
//! naming them): Go's `func` headers, `:=` and `range` loops (Ruby's are
//! `dialect_ruby`'s), PHP's `echo` and
//! `foreach`, MATLAB's `function r = f(x)` and `for i = 1:n`, Lua's `local`,
//! `then` and `do`, C's, Java's and JavaScript's declarations and loops.
//! A statement here is a line's code without its indentation or comment.

use super::edits::is_name;

/// A statement made Python's, with what its block returns at its end
/// (MATLAB's `function total = f(x)` returns `total`).
pub(super) struct Rewritten {
    pub text: String,
    pub returns: Option<String>,
}

impl Rewritten {
    pub(super) fn plain(text: String) -> Option<Rewritten> {
        Some(Rewritten {
            text,
            returns: None,
        })
    }
}

/// What follows the word `word` at the start of `statement`, if it starts
/// with that word.
pub(super) fn after_word<'a>(statement: &'a str, word: &str) -> Option<&'a str> {
    let rest = statement.strip_prefix(word)?;
    (rest.is_empty() || rest.starts_with([' ', '(', '\t'])).then(|| rest.trim_start())
}

/// `rest` without a block's opening `{` at its end, and whether it had one.
pub(super) fn without_brace(rest: &str) -> (&str, bool) {
    match rest.trim_end().strip_suffix('{') {
        Some(head) => (head.trim_end(), true),
        None => (rest.trim_end(), false),
    }
}

pub(super) fn with_brace(text: String, brace: bool) -> String {
    if brace { format!("{text} {{") } else { text }
}

/// A condition negated: in parentheses when `not` would bind only its
/// first part.
pub(super) fn negated(condition: &str) -> String {
    let joined = [" and ", " or ", " && ", " || "]
        .iter()
        .any(|j| condition.contains(j));
    if joined {
        format!("not ({condition})")
    } else {
        format!("not {condition}")
    }
}

/// `x++` or `x--` as a statement: `x += 1`.
pub(super) fn stepped(statement: &str) -> Option<String> {
    let statement = statement.trim_end_matches(';');
    for (mark, python) in [("++", "+= 1"), ("--", "-= 1")] {
        if let Some(name) = statement.strip_suffix(mark)
            && name.split('.').all(is_name)
        {
            return Some(format!("{name} {python}"));
        }
    }
    None
}

/// A Go parameter list's names, the types taken off (`a, b int` -> `a,
/// b`; `args ...int` -> `*args`).
fn parameter_names(parameters: &str) -> Option<String> {
    let mut names = Vec::new();
    for parameter in parameters.split(',').map(str::trim) {
        if parameter.is_empty() {
            continue;
        }
        let words: Vec<&str> = parameter.split_whitespace().collect();
        let name = words.first()?;
        let variadic = words.iter().any(|w| w.starts_with("..."));
        let name = name.trim_start_matches(['*', '&']);
        if !is_name(name) {
            return None;
        }
        names.push(if variadic {
            format!("*{name}")
        } else {
            name.to_string()
        });
    }
    Some(names.join(", "))
}

/// Go's statements.
pub(super) fn go(statement: &str) -> Option<Rewritten> {
    if let Some(rest) = after_word(statement, "func") {
        return Rewritten::plain(go_function(rest)?);
    }
    if let Some(rest) = after_word(statement, "for") {
        return Rewritten::plain(go_loop(rest)?);
    }
    if let Some(rest) = after_word(statement, "var") {
        let (left, value) = rest.split_once(" = ")?;
        let name = left.split_whitespace().next()?;
        return Rewritten::plain(format!("{name} = {value}"));
    }
    if let Some((left, value)) = statement.split_once(" := ")
        && left.split(',').all(|name| is_name(name.trim()))
    {
        return Rewritten::plain(format!("{left} = {value}"));
    }
    Rewritten::plain(stepped(statement)?)
}

/// `add(a, b int) int {` (after `func`), a method's receiver made `self`:
/// `def add(a, b) {`.
fn go_function(rest: &str) -> Option<String> {
    let (head, brace) = without_brace(rest);
    let (receiver, head) = match head.strip_prefix('(') {
        Some(after) => {
            let (_, after) = after.split_once(')')?;
            (true, after.trim_start())
        }
        None => (false, head),
    };
    let (name, after) = head.split_once('(')?;
    let (parameters, _results) = after.split_once(')')?;
    if !is_name(name.trim()) {
        return None;
    }
    let mut names = parameter_names(parameters)?;
    if receiver {
        names = if names.is_empty() {
            "self".to_string()
        } else {
            format!("self, {names}")
        };
    }
    Some(with_brace(format!("def {}({names})", name.trim()), brace))
}

/// A Go loop's header after `for`: over a `range`, counting, or a
/// condition (Go's `while`).
fn go_loop(rest: &str) -> Option<String> {
    let (head, brace) = without_brace(rest);
    // (Python's colon, typed out of habit, kept after the header made.)
    let (head, colon) = match head.strip_suffix(':') {
        Some(head) => (head.trim_end(), true),
        None => (head, false),
    };
    let text = if let Some((left, over)) = head.split_once(":= range ") {
        let names: Vec<&str> = left.split(',').map(str::trim).collect();
        match names[..] {
            ["_", value] => format!("for {value} in {over}"),
            [index, value] => format!("for {index}, {value} in enumerate({over})"),
            [key] => format!("for {key} in {over}"),
            _ => return None,
        }
    } else if head.contains(';') {
        super::c_for::as_range(&format!("for {head}"))?
    } else if head.is_empty() {
        "while True".to_string()
    } else if head.contains(" in ") {
        return None;
    } else {
        format!("while {head}")
    };
    Some(if colon {
        format!("{text}:")
    } else {
        with_brace(text, brace)
    })
}

/// PHP's statements (its `$`, `->` and `.` are operators: `dialects`).
pub(super) fn php(statement: &str) -> Option<Rewritten> {
    let text = if statement.starts_with("<?php") || statement == "?>" {
        String::new()
    } else if let Some(rest) = after_word(statement, "echo") {
        format!("print({})", rest.trim_end_matches(';').trim_end())
    } else if let Some(rest) = after_word(statement, "foreach") {
        let (head, brace) = without_brace(rest);
        let inside = head.strip_prefix('(')?.strip_suffix(')')?;
        let (over, names) = inside.split_once(" as ")?;
        let text = match names.split_once("=>") {
            Some((key, value)) => format!("for {}, {} in {over}.items()", key.trim(), value.trim()),
            None => format!("for {} in {over}", names.trim()),
        };
        with_brace(text, brace)
    } else if let Some(rest) = after_word(statement, "function") {
        format!("def {rest}")
    } else if let Some(rest) = after_word(statement, "elseif") {
        format!("elif {rest}")
    } else {
        stepped(statement)?
    };
    Rewritten::plain(text)
}

/// MATLAB's statements.
pub(super) fn matlab(statement: &str) -> Option<Rewritten> {
    if let Some(rest) = after_word(statement, "function") {
        let (returns, call) = match rest.split_once('=') {
            Some((returns, call)) if !call.starts_with('=') => {
                let returns = returns.trim().trim_start_matches('[').trim_end_matches(']');
                let names: Vec<&str> = returns
                    .split([',', ' '])
                    .filter(|n| !n.is_empty())
                    .collect();
                if !names.iter().all(|n| is_name(n)) {
                    return None;
                }
                (Some(names.join(", ")), call.trim())
            }
            _ => (None, rest),
        };
        let call = if call.contains('(') {
            call.to_string()
        } else {
            format!("{call}()")
        };
        return Some(Rewritten {
            text: format!("def {call}"),
            returns,
        });
    }
    let text = if let Some(rest) = after_word(statement, "for") {
        let (name, bounds) = rest.split_once('=')?;
        // (Python's colon, typed out of habit: the header gets its own.)
        let bounds = bounds.trim_end();
        let bounds = bounds.strip_suffix(':').unwrap_or(bounds);
        let parts: Vec<&str> = bounds.split(':').map(str::trim).collect();
        let name = name.trim();
        match parts[..] {
            [from, to] => format!("for {name} in range({from}, {to} + 1)"),
            [from, step, to] => format!("for {name} in range({from}, {to} + 1, {step})"),
            _ => return None,
        }
    } else if let Some(rest) = after_word(statement, "elseif") {
        format!("elif {rest}")
    } else {
        return None;
    };
    Rewritten::plain(text)
}

/// Lua's statements.
pub(super) fn lua(statement: &str) -> Option<Rewritten> {
    let local = after_word(statement, "local");
    let statement = local.unwrap_or(statement);
    fn header<'a>(s: &'a str, end: &str) -> Option<&'a str> {
        s.strip_suffix(end).map(str::trim_end)
    }
    let text = if let Some(rest) = after_word(statement, "function") {
        format!("def {rest}")
    } else if let Some(rest) = after_word(statement, "elseif") {
        format!("elif {}", header(rest, "then").unwrap_or(rest))
    } else if let Some(rest) = after_word(statement, "if") {
        format!("if {}", header(rest, "then")?)
    } else if let Some(rest) = after_word(statement, "while") {
        format!("while {}", header(rest, "do")?)
    } else if let Some(rest) = after_word(statement, "for") {
        let head = header(rest, "do")?;
        if let Some((name, bounds)) = head.split_once('=') {
            let parts: Vec<&str> = bounds.split(',').map(str::trim).collect();
            match parts[..] {
                [from, to] => format!("for {} in range({from}, {to} + 1)", name.trim()),
                _ => return None,
            }
        } else {
            let (names, over) = head.split_once(" in ")?;
            let table = |call: &str| over.strip_prefix(call).and_then(|t| t.strip_suffix(')'));
            if let Some(table) = table("ipairs(") {
                format!("for {names} in enumerate({table})")
            } else if let Some(table) = table("pairs(") {
                format!("for {names} in {table}.items()")
            } else {
                format!("for {head}")
            }
        }
    } else if local.is_some() {
        statement.to_string()
    } else {
        return None;
    };
    Rewritten::plain(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn made(rewrite: fn(&str) -> Option<Rewritten>, statement: &str) -> Option<String> {
        rewrite(statement).map(|r| r.text)
    }

    #[test]
    fn gos_statements_become_pythons() {
        for (go_text, python) in [
            ("func add(a, b int) int {", "def add(a, b) {"),
            (
                "func (s *Server) Start(port int) error {",
                "def Start(self, port) {",
            ),
            ("for _, p := range ports {", "for p in ports {"),
            (
                "for i, p := range ports {",
                "for i, p in enumerate(ports) {",
            ),
            ("for i := 0; i < n; i++ {", "for i in range(n) {"),
            ("for {", "while True {"),
            ("for i, k := range kupu:", "for i, k in enumerate(kupu):"),
            ("for left < right {", "while left < right {"),
            ("conn, err := dial(host)", "conn, err = dial(host)"),
            ("var total int = 0", "total = 0"),
            ("count++", "count += 1"),
        ] {
            assert_eq!(made(go, go_text).as_deref(), Some(python), "{go_text}");
        }
        assert!(made(go, "x = f(y)").is_none());
    }

    #[test]
    fn php_matlab_lua_statements_become_pythons() {
        assert_eq!(made(php, "echo total;").as_deref(), Some("print(total)"));
        assert_eq!(
            made(php, "foreach (orders as k => o) {").as_deref(),
            Some("for k, o in orders.items() {")
        );
        let function = matlab("function [lo, hi] = bounds(data)");
        assert_eq!(
            function.map(|r| (r.text, r.returns)),
            Some(("def bounds(data)".to_string(), Some("lo, hi".to_string())))
        );
        assert_eq!(
            made(matlab, "for k = 2:n").as_deref(),
            Some("for k in range(2, n + 1)")
        );
        assert_eq!(
            made(matlab, "for i = 1:len(df):").as_deref(),
            Some("for i in range(1, len(df) + 1)")
        );
        assert_eq!(
            made(lua, "for i, v in ipairs(items) do").as_deref(),
            Some("for i, v in enumerate(items)")
        );
        assert_eq!(made(lua, "local total = 0").as_deref(), Some("total = 0"));
        assert_eq!(made(lua, "if x > 1 then").as_deref(), Some("if x > 1"));
    }
}
