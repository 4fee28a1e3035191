//! Code copied from a page or an editor that numbers its lines (` 1  import
//! os`, `12|     return x`): CPython stops at the first number (an indent,
//! or a number before a name). One change takes every line's number off,
//! the numbers being the lines' own (one more each line), with the margin
//! after them; the code's indentation after the margin is kept. A page's
//! furniture inside the run (a footer, `Chapter 9: Files    217`, where
//! the numbers go on after it) is made a comment.

use super::edits::{Change, Kind, Lines};

/// Line numbers taken off the numbered run holding line `line`.
pub(super) fn numbers_taken_off(code: &str, lines: &Lines, line: usize, out: &mut Vec<Change>) {
    let text = |n: usize| lines.slice(code, n, n);
    if line == 0 || line > lines.count() || numbered(text(line)).is_none() {
        return;
    }
    // The run: lines numbered one more than the numbered line before,
    // with at most two lines of a page's furniture between them.
    let next_in_run = |n: usize| {
        let (number, _) = numbered(text(n))?;
        let (m, next) =
            (n + 1..=(n + 3).min(lines.count())).find_map(|m| Some((m, numbered(text(m))?.0)))?;
        (next == number + 1).then_some(m)
    };
    let mut run = None;
    let mut n = 1;
    while n <= lines.count() && run.is_none() {
        if numbered(text(n)).is_none() {
            n += 1;
            continue;
        }
        let (first, mut last) = (n, n);
        while let Some(m) = next_in_run(last) {
            last = m;
        }
        if (first..=last).contains(&line) {
            run = Some((first, last));
        }
        n = last + 1;
    }
    let Some((first, last)) = run else {
        return;
    };
    if last < first + 2 {
        return;
    }
    // The margin: the fewest spaces after a number before code (numbers
    // right-aligned or not: `10 else:` under `9     x = 1`).
    let Some(margin) = (first..=last)
        .filter_map(|n| {
            let (_, code_at) = numbered(text(n))?;
            (code_at > 0).then(|| code_at - digits_span(text(n)).1)
        })
        .min()
    else {
        return;
    };
    let mut after = String::new();
    for n in first..=last {
        let this = text(n);
        let body = this.trim_end_matches(['\n', '\r']);
        let ending = &this[body.len()..];
        let Some((_, prefix_end)) = numbered(this) else {
            // A page's furniture: a comment.
            if !body.trim().is_empty() {
                after.push_str("# ");
                after.push_str(body.trim());
            }
            after.push_str(ending);
            continue;
        };
        let (_, digits_end) = digits_span(body);
        // Past the number and the margin, at most as far as its code.
        let cut = if prefix_end == 0 {
            body.len()
        } else {
            (digits_end + margin).min(prefix_end)
        };
        after.push_str(&body[cut.min(body.len())..]);
        after.push_str(ending);
    }
    let end = lines.end_of(last).min(code.len());
    out.push(Change::new(
        lines.start_of(first),
        end,
        &after,
        Kind::LineNumbers,
    ));
}

/// A numbered line's number and where its code starts (0 for a number
/// alone): a space or two, digits, a separator (`|` or spaces), then
/// code.
fn numbered(line: &str) -> Option<(u64, usize)> {
    let body = line.trim_end_matches(['\n', '\r']);
    let (digits_start, digits_end) = digits_span(body);
    if digits_start == digits_end || !body[..digits_start].trim().is_empty() {
        return None;
    }
    let number = body[digits_start..digits_end].parse().ok()?;
    let rest = &body[digits_end..];
    if rest.trim().is_empty() {
        return Some((number, 0));
    }
    // A number then code, spaces or a bar between (`1: {` is a dict's
    // key, `3.5` a number); right-aligned, a space or two before it at
    // most (`    1: x` is indented code).
    let separated = rest.trim_start_matches('|').trim_start_matches(' ');
    let sep = rest.len() - separated.len();
    (sep >= 1 && rest.starts_with([' ', '|']) && digits_start <= 2)
        .then_some((number, digits_end + sep))
}

/// Where the first run of digits of `line` (after its spaces) is.
fn digits_span(line: &str) -> (usize, usize) {
    let start = line.len() - line.trim_start_matches(' ').len();
    let end = start
        + line[start..]
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(line.len() - start);
    (start, end)
}

#[cfg(test)]
mod tests {
    use super::super::edits::applied;
    use super::*;

    fn taken_off(code: &str, line: usize) -> Vec<String> {
        applied::on_line(code, line, |code, _, lines, line, out| {
            numbers_taken_off(code, lines, line, out)
        })
    }

    #[test]
    fn a_pages_numbers_and_margin_go_the_codes_indentation_stays() {
        let code = " 9  import os\n10\n11  def f():\n12      return os.sep\n";
        assert_eq!(
            taken_off(code, 1),
            ["import os\n\ndef f():\n    return os.sep\n"]
        );
        // Numbers aligned left, as a PDF's copy leaves them.
        let code = "8 if x:\n9     a = 1\n10 else:\n11     b = 2\n";
        assert_eq!(taken_off(code, 1), ["if x:\n    a = 1\nelse:\n    b = 2\n"]);
        let code = "1| x = 1\n2| if x:\n3|     print(x)\n";
        assert_eq!(taken_off(code, 1), ["x = 1\nif x:\n    print(x)\n"]);
        let code = " 7  def f(x):\n 8      y = x\nPython Basics     112\n 9      return y\n";
        assert_eq!(
            taken_off(code, 4),
            ["def f(x):\n    y = x\n# Python Basics     112\n    return y\n"]
        );
    }

    #[test]
    fn numbers_that_do_not_count_lines_are_code() {
        assert!(taken_off("1  x\n5  y\n9  z\n", 1).is_empty());
        assert!(taken_off("3.5\n4.5\n5.5\n", 1).is_empty());
        assert!(taken_off("d = {\n    1: {\"a\": 1},\n    2: {},\n    3: {},\n}\n", 2).is_empty());
        assert!(taken_off("x = 1\n", 1).is_empty());
    }
}
