//! C's, Java's, JavaScript's and Go's counting loop, `for (int i = 0; i < n;
//! i++)` or `for i := 0; i < n; i++`, which a person coming from them
//! writes for Python's: `for i in range(n)`, its bounds read off the loop's
//! three clauses (`<=` counts to `n + 1`, `i--` from the top down).

use super::edits::is_name;

/// Python's header for the counting loop `header` (a line's code from its
/// `for` up to its `{` or `:`, which are not part of it), or `None` if it
/// is no such loop.
pub(super) fn as_range(header: &str) -> Option<String> {
    let rest = header.trim().strip_prefix("for")?;
    if !rest.starts_with([' ', '(']) {
        return None;
    }
    let rest = rest.trim();
    // (The clauses in parentheses, or bare as Go writes them.)
    let clauses = match rest.strip_prefix('(').and_then(|r| r.strip_suffix(')')) {
        Some(inside) if inside.matches(';').count() == 2 => inside,
        _ => rest,
    };
    let parts: Vec<&str> = clauses.split(';').map(str::trim).collect();
    let [init, condition, step] = parts[..] else {
        return None;
    };
    let (name, start) = initialised(init)?;
    let step = stepped(step, name)?;
    let (operator, bound) = compared(condition, name)?;
    let stop = match (operator, step > 0) {
        ("<" | "!=", true) | (">" | "!=", false) => bound.to_string(),
        ("<=", true) => one_past(bound, 1),
        (">=", false) => one_past(bound, -1),
        _ => return None,
    };
    let arguments = match (start, step) {
        ("0", 1) => stop,
        (_, 1) => format!("{start}, {stop}"),
        _ => format!("{start}, {stop}, {step}"),
    };
    Some(format!("for {name} in range({arguments})"))
}

/// The loop's variable and its first value: `int i = 0`, `let i = 0`,
/// `i := 0`, `i = 0`.
fn initialised(init: &str) -> Option<(&str, &str)> {
    let (left, value) = init.split_once(":=").or_else(|| init.split_once('='))?;
    let name = left.split_whitespace().last()?;
    let value = value.trim();
    (is_name(name) && !value.is_empty()).then_some((name, value))
}

/// The loop's step for `name`: `i++`, `++i`, `i--`, `--i`, `i += 2`,
/// `i -= 2` (a number: a step read off a variable could be either sign).
fn stepped(step: &str, name: &str) -> Option<i64> {
    let spaced: String = step.split_whitespace().collect();
    if [format!("{name}++"), format!("++{name}")].contains(&spaced) {
        return Some(1);
    }
    if [format!("{name}--"), format!("--{name}")].contains(&spaced) {
        return Some(-1);
    }
    let (sign, amount) = if let Some(amount) = spaced.strip_prefix(&format!("{name}+=")) {
        (1, amount)
    } else {
        (-1, spaced.strip_prefix(&format!("{name}-="))?)
    };
    let amount: i64 = amount.parse().ok().filter(|a| *a > 0)?;
    Some(sign * amount)
}

/// The condition's comparison of `name` with its bound: `i < n`.
fn compared<'a>(condition: &'a str, name: &str) -> Option<(&'static str, &'a str)> {
    let rest = condition.strip_prefix(name)?;
    for operator in ["<=", ">=", "!=", "<", ">"] {
        if let Some(bound) = rest.trim_start().strip_prefix(operator) {
            let bound = bound.trim();
            return (!bound.is_empty() && !bound.starts_with('=')).then_some((operator, bound));
        }
    }
    None
}

/// The stop one step past an inclusive `bound`: a number counted on, else
/// the bound written `+ 1` (or `- 1`).
fn one_past(bound: &str, by: i64) -> String {
    match bound.parse::<i64>() {
        Ok(number) => (number + by).to_string(),
        Err(_) if by > 0 => format!("{bound} + 1"),
        Err(_) => format!("{bound} - 1"),
    }
}

#[cfg(test)]
mod tests {
    use super::as_range;

    #[test]
    fn counting_loops_become_ranges() {
        for (header, python) in [
            ("for (int i = 0; i < n; i++)", "for i in range(n)"),
            ("for i := 0; i < len(xs); i++", "for i in range(len(xs))"),
            ("for (let i = 1; i <= 10; i++)", "for i in range(1, 11)"),
            (
                "for (int j = 2; j <= n; j += 2)",
                "for j in range(2, n + 1, 2)",
            ),
            (
                "for (i = n - 1; i >= 0; i--)",
                "for i in range(n - 1, -1, -1)",
            ),
            ("for (var k = 10; k > 0; --k)", "for k in range(10, 0, -1)"),
            ("for (int i = 0; i != n; ++i)", "for i in range(n)"),
        ] {
            assert_eq!(as_range(header).as_deref(), Some(python), "{header}");
        }
    }

    #[test]
    fn other_loops_are_left_alone() {
        for header in [
            "for x in xs",
            "for (i = 0; j < n; i++)",
            "for (i = 0; i < n; i += step)",
            "for (i = 0; i > n; i++)",
            "for (;;)",
            "format(i = 0; i < n; i++)",
        ] {
            assert_eq!(as_range(header), None, "{header}");
        }
    }
}
