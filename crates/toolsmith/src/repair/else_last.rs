//! Two mistakes of an `if` chain's `else`. Its block written before the
//! chain's `elif` blocks (a case added at the end, after the `else`):
//! CPython stops at the `elif`; the `else` block goes after the chain's
//! last `elif` block, each block whole with its body; nothing else moves
//! (a `try`'s `finally` written before its `except` or `else` the same).
//! And an `else` given a condition (`else weeks <= 52:`) that only says
//! what `else` means, the branch before's negated: the condition dropped
//! (any other condition makes it an `elif`, a misspelt keyword's repair).

use super::edits::{Change, Kind, Lines, columns, first_word, leading};

/// The clause line `line` follows: the nearest code line before it as
/// shallow as it (or shallower, where it follows none).
fn clause_before(code: &str, lines: &Lines, line: usize) -> Option<usize> {
    let width = |n: usize| columns(leading(lines.slice(code, n, n)));
    (1..line).rev().find(|&n| {
        let t = lines.slice(code, n, n).trim();
        !t.is_empty() && !t.starts_with('#') && width(n) <= width(line)
    })
}

/// The clauses that must come last in their statement, each with those
/// written after it by mistake: an `if` chain's `else` before an `elif`; a
/// `try`'s `finally` before its `except` or `else`.
const LAST_CLAUSES: &[(&str, &[&str])] = &[("else", &["elif"]), ("finally", &["except", "else"])];

/// The chain's blocks reordered, if line `line` is a clause (`elif`,
/// `except`, `else`) that follows its chain's last clause's block (`else`,
/// `finally`).
pub(super) fn else_moved_last(code: &str, lines: &Lines, line: usize, out: &mut Vec<Change>) {
    let text = |n: usize| lines.slice(code, n, n);
    let width = |n: usize| columns(leading(text(n)));
    let code_line = |n: usize| {
        let t = text(n).trim();
        !t.is_empty() && !t.starts_with('#')
    };
    if line < 2 || line > lines.count() {
        return;
    }
    let word = first_word(text(line).trim_start());
    let indent = width(line);
    let Some(last_line) = clause_before(code, lines, line) else {
        return;
    };
    let header = text(last_line).trim();
    let Some((_, followers)) = LAST_CLAUSES.iter().find(|(last, followers)| {
        followers.contains(&word)
            && header
                .strip_prefix(last)
                .is_some_and(|rest| rest.trim_start().starts_with(':'))
    }) else {
        return;
    };
    if width(last_line) != indent {
        return;
    }
    let else_line = last_line;
    // The chain's clauses from `line` on: to the next code line as
    // shallow that is none of them.
    let chain_end = (line + 1..=lines.count())
        .find(|&n| {
            code_line(n)
                && width(n) <= indent
                && !followers.contains(&first_word(text(n).trim_start()))
        })
        .unwrap_or(lines.count() + 1);
    let last_code = |from: usize, to: usize| (from..to).rev().find(|&n| code_line(n));
    let (Some(else_end), Some(elif_end)) = (last_code(else_line, line), last_code(line, chain_end))
    else {
        return;
    };
    let else_block = lines.slice(code, else_line, else_end);
    let elif_block = lines.slice(code, line, elif_end);
    let between = if else_end + 1 < line {
        lines.slice(code, else_end + 1, line - 1)
    } else {
        ""
    };
    let mut after = String::new();
    after.push_str(elif_block);
    if !after.ends_with('\n') {
        after.push('\n');
    }
    after.push_str(else_block);
    after.push_str(between);
    let end = lines.end_of(elif_end).min(code.len());
    let after = if code[..end].ends_with('\n') {
        after
    } else {
        after.trim_end_matches('\n').to_string()
    };
    out.push(Change::new(
        lines.start_of(else_line),
        end,
        &after,
        Kind::ElseLast,
    ));
}

/// `else weeks <= 52:` under `if weeks > 52:` on line `line`: `else:`.
pub(super) fn else_condition_dropped(
    code: &str,
    lines: &Lines,
    line: usize,
    out: &mut Vec<Change>,
) {
    let text = |n: usize| lines.slice(code, n, n);
    let width = |n: usize| columns(leading(text(n)));
    if line < 2 || line > lines.count() {
        return;
    }
    let body = text(line).trim_start();
    let Some(condition) = body
        .strip_prefix("else ")
        .and_then(|rest| rest.trim_end().strip_suffix(':'))
    else {
        return;
    };
    let indent = width(line);
    let Some(branch) = clause_before(code, lines, line) else {
        return;
    };
    let header = text(branch).trim();
    let before = header
        .strip_prefix("if ")
        .or_else(|| header.strip_prefix("elif "))
        .and_then(|rest| rest.strip_suffix(':'));
    if width(branch) != indent || !before.is_some_and(|b| negates(b, condition)) {
        return;
    }
    let start = lines.start_of(line) + (text(line).len() - body.len()) + "else".len();
    let colon = start + body["else".len()..].trim_end().len() - 1;
    out.push(Change::new(start, colon, "", Kind::ElseCondition));
}

/// Whether condition `b` is condition `a` negated (`x > 52` and `x <=
/// 52`, `n == 3` and `n != 3`, `done` and `not done`).
fn negates(a: &str, b: &str) -> bool {
    let spaced = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ");
    let (a, b) = (spaced(a), spaced(b));
    if b == format!("not {a}") || a == format!("not {b}") || b == format!("not ({a})") {
        return true;
    }
    const WORDS: &[(&str, &str)] = &[(" is not ", " is "), (" not in ", " in ")];
    for &(x, y) in WORDS {
        if a.replacen(x, y, 1) == b || b.replacen(x, y, 1) == a {
            return a != b;
        }
    }
    let bare = |s: &str| s.replace(' ', "");
    let (a, b) = (bare(&a), bare(&b));
    const NEGATED: &[(&str, &str)] = &[
        ("==", "!="),
        ("!=", "=="),
        ("<=", ">"),
        (">=", "<"),
        ("<", ">="),
        (">", "<="),
    ];
    NEGATED
        .iter()
        .find(|(operator, _)| a.contains(operator))
        .is_some_and(|(operator, negated)| a.replacen(operator, negated, 1) == b)
}

#[cfg(test)]
mod tests {
    use super::super::edits::applied;
    use super::*;

    fn moved(code: &str, line: usize) -> Vec<String> {
        applied::on_line(code, line, |code, _, lines, line, out| {
            else_moved_last(code, lines, line, out)
        })
    }

    #[test]
    fn the_else_block_goes_after_the_chains_elifs() {
        let code = "if a:\n    x = 1\nelse:\n    x = 3\nelif b:\n    x = 2\n    y = 2\nprint(x)\n";
        assert_eq!(
            moved(code, 5),
            ["if a:\n    x = 1\nelif b:\n    x = 2\n    y = 2\nelse:\n    x = 3\nprint(x)\n"]
        );
        // An `elif` after an `if` block is no such mistake.
        assert!(moved("if a:\n    x = 1\nelif b:\n    x = 2\n", 3).is_empty());
    }

    #[test]
    fn the_finally_block_goes_after_the_trys_other_clauses() {
        let code =
            "try:\n    f()\nexcept E:\n    g()\nfinally:\n    h()\nelse:\n    k()\nprint(1)\n";
        assert_eq!(
            moved(code, 7),
            ["try:\n    f()\nexcept E:\n    g()\nelse:\n    k()\nfinally:\n    h()\nprint(1)\n"]
        );
    }

    #[test]
    fn an_else_given_its_branchs_negation_loses_it() {
        let dropped = |code: &str| {
            applied::on_line(code, 3, |code, _, lines, line, out| {
                else_condition_dropped(code, lines, line, out)
            })
        };
        assert_eq!(
            dropped("if weeks > 52:\n    f()\nelse weeks <= 52:\n    g()\n"),
            ["if weeks > 52:\n    f()\nelse:\n    g()\n"]
        );
        assert_eq!(
            dropped("if n % 10 == 3:\n    f()\nelse n%10 != 3:\n    g()\n"),
            ["if n % 10 == 3:\n    f()\nelse:\n    g()\n"]
        );
        // Another condition is an `elif`'s, not this rule's.
        assert!(dropped("if x > 5:\n    f()\nelse x > 2:\n    g()\n").is_empty());
    }
}
