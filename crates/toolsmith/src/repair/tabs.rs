//! Tabs in the indentation of a file indented with spaces. One line's tab
//! (a key pressed once) is expanded as CPython reads it, to the next
//! multiple of eight; a run of lines indented with tabs (a block pasted
//! from an editor that indents with them) is expanded in one change, at
//! the width the file's own indentation steps by and at CPython's eight:
//! line by line, a pasted block would take the search one error per line.

use super::edits::{Change, Kind, Lines, columns, columns_at, leading};

/// The error's line's tabs expanded as CPython reads them.
pub(super) fn tabs_expanded(code: &str, lines: &Lines, line: usize, out: &mut Vec<Change>) {
    let start = lines.start_of(line);
    let text = lines.slice(code, line, line);
    let indent = leading(text);
    if !indent.contains('\t') {
        return;
    }
    out.push(Change::new(
        start,
        start + indent.len(),
        &" ".repeat(columns(indent)),
        Kind::Reindent,
    ));
}

/// The run of tab-indented lines at the error (or just above it: a block
/// expanded too deep shows at the first line after it) re-indented with
/// spaces, a tab worth the file's step and, apart, eight columns. Only
/// where the file's other lines are indented with spaces alone.
pub(super) fn tab_block(code: &str, lines: &Lines, line: usize, out: &mut Vec<Change>) {
    let Some((first, last)) = tabbed_run(code, lines, line) else {
        return;
    };
    if first == last {
        return;
    }
    let Some(step) = space_step(code, lines, first, last) else {
        return;
    };
    let start = lines.start_of(first);
    let end = lines.end_of(last).min(code.len());
    let mut widths = vec![step, 8];
    widths.dedup();
    for width in widths {
        let text: String = code[start..end]
            .split_inclusive('\n')
            .map(|text| {
                let indent = leading(text);
                format!(
                    "{}{}",
                    " ".repeat(columns_at(indent, width)),
                    &text[indent.len()..]
                )
            })
            .collect();
        out.push(Change::new(start, end, &text, Kind::TabBlock));
    }
}

/// The first and last lines of the run of lines whose indentation holds a
/// tab (blank lines inside it taken along) that holds `line` or ends on
/// the code line just above it.
fn tabbed_run(code: &str, lines: &Lines, line: usize) -> Option<(usize, usize)> {
    let tabbed = |n: usize| {
        let text = lines.slice(code, n, n);
        !text.trim().is_empty() && leading(text).contains('\t')
    };
    let blank = |n: usize| lines.slice(code, n, n).trim().is_empty();
    let mut at = line.min(lines.count());
    if !tabbed(at) {
        at -= 1;
        while at > 0 && blank(at) {
            at -= 1;
        }
        if at == 0 || !tabbed(at) {
            return None;
        }
    }
    let mut first = at;
    let mut up = at;
    while up > 1 && (tabbed(up - 1) || blank(up - 1)) {
        up -= 1;
        if tabbed(up) {
            first = up;
        }
    }
    let mut last = at;
    let mut down = at;
    while down < lines.count() && (tabbed(down + 1) || blank(down + 1)) {
        down += 1;
        if tabbed(down) {
            last = down;
        }
    }
    Some((first, last))
}

/// The step the file's space-indented lines (outside `first..=last`) deepen
/// by most often; none when no line outside the run is indented, or one
/// outside it holds a tab (then the file is no file of spaces).
fn space_step(code: &str, lines: &Lines, first: usize, last: usize) -> Option<usize> {
    let mut counts = [0usize; 9];
    let mut previous = 0;
    for n in (1..=lines.count()).filter(|n| !(first..=last).contains(n)) {
        let text = lines.slice(code, n, n);
        if text.trim().is_empty() || text.trim_start().starts_with('#') {
            continue;
        }
        let indent = leading(text);
        if indent.contains('\t') {
            return None;
        }
        if indent.len() > previous && indent.len() - previous <= 8 {
            counts[indent.len() - previous] += 1;
        }
        previous = indent.len();
    }
    let (step, &count) = counts.iter().enumerate().max_by_key(|&(_, c)| *c)?;
    (count > 0).then_some(step)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn blocks(code: &str, line: usize) -> Vec<String> {
        let lines = Lines::of(code);
        let mut out = Vec::new();
        tab_block(code, &lines, line, &mut out);
        out.iter().map(|c| c.apply(code)).collect()
    }

    #[test]
    fn a_pasted_block_is_expanded_at_the_files_step_and_at_eight() {
        let code = "def f(xs):\n    for x in xs:\n\t\tif x:\n\t\t\tprint(x)\n\n        y = 1\n";
        assert_eq!(
            blocks(code, 3),
            [
                "def f(xs):\n    for x in xs:\n        if x:\n            print(x)\n\n        y = 1\n",
                "def f(xs):\n    for x in xs:\n                if x:\n                        print(x)\n\n        y = 1\n",
            ]
        );
        // Reported at the first line after it, the same run.
        assert_eq!(blocks(code, 6).len(), 2);
    }

    #[test]
    fn a_file_of_tabs_or_one_tabbed_line_is_left_to_others() {
        assert!(blocks("if x:\n\ty = 1\n\tz = 2\n", 2).is_empty());
        assert!(blocks("if x:\n    y = 1\n\tz = 2\n", 3).is_empty());
    }
}
