//! A definition's old header and first lines left right above its new
//! version (an edit that wrote the new one kept the lines it meant to
//! replace): the old lines end in a header whose block never comes, and
//! CPython names it at the new `def`. The old lines taken away, the new
//! version kept: the file's callers are the edit's. Proposed only where the
//! old lines are the new version's own (one of them, at least, is a line of
//! its block), so that the lines taken are a copy, not code.

use super::diagnosis::{Diagnosis, ErrorKind};
use super::edits::{Change, Kind, Lines, holds_code, leading};
use super::superseded::defined;

/// The old lines of the definition the error's line begins again, taken
/// away.
pub(super) fn unfinished_version(
    code: &str,
    lines: &Lines,
    error: &Diagnosis,
    out: &mut Vec<Change>,
) {
    if error.kind != ErrorKind::ExpectedIndentedBlock {
        return;
    }
    let text = |n: usize| lines.slice(code, n, n);
    let Some(new) = (error.line.max(1)..=lines.count()).find(|&n| holds_code(text(n))) else {
        return;
    };
    let Some(name) = defined(text(new)) else {
        return;
    };
    let indent = leading(text(new)).len();
    // The old header: the nearest line above at the new one's indentation,
    // every line between deeper (its block, as far as it got) or blank.
    let Some(old) = (1..new)
        .rev()
        .find(|&n| holds_code(text(n)) && leading(text(n)).len() <= indent)
    else {
        return;
    };
    if leading(text(old)).len() != indent || defined(text(old)) != Some(name) || old + 1 >= new {
        return;
    }
    // (A header over several lines, its parameters one a line, ends at
    // its colon.)
    let header_end = (new..=lines.count().min(new + 20))
        .find(|&n| text(n).trim_end().ends_with(':'))
        .unwrap_or(new);
    let block_of_new: Vec<&str> = (header_end + 1..=lines.count())
        .map(text)
        .take_while(|line| !holds_code(line) || leading(line).len() > indent)
        .map(str::trim)
        .filter(|line| !line.is_empty())
        .collect();
    let copied = (old + 1..new)
        .map(|n| text(n).trim())
        .any(|line| !line.is_empty() && block_of_new.contains(&line));
    if copied {
        out.push(Change::new(
            lines.start_of(old),
            lines.start_of(new),
            "",
            Kind::UnfinishedVersion,
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::super::edits::applied::at_error;
    use super::*;

    fn taken(code: &str) -> Vec<String> {
        at_error(code, |code, _, lines, error, out| {
            unfinished_version(code, lines, error, out)
        })
    }

    #[test]
    fn the_old_header_and_its_first_lines_are_taken_away() {
        let code = "def total(xs):\n    s = 0\n    for x in xs:\ndef total(xs, start=0):\n    s = start\n    for x in xs:\n        s += x\n    return s\n";
        assert_eq!(
            taken(code),
            [
                "def total(xs, start=0):\n    s = start\n    for x in xs:\n        s += x\n    return s\n"
            ]
        );
    }

    #[test]
    fn a_new_header_over_several_lines_is_read_to_its_colon() {
        let code =
            "def f(a):\n    if a:\ndef f(\n    a,\n    b=0,\n):\n    if a:\n        return b\n";
        assert_eq!(
            taken(code),
            ["def f(\n    a,\n    b=0,\n):\n    if a:\n        return b\n"]
        );
    }

    #[test]
    fn lines_the_new_version_does_not_hold_are_kept() {
        let code = "def total(xs):\n    for x in ys:\ndef total(xs, start=0):\n    return sum(xs, start)\n";
        assert!(taken(code).is_empty());
    }
}
