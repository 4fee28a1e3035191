//! Work shared between partial repairs followed side by side: two that
//! stopped at the same error and differ only in how another error was
//! repaired search it alike, so the second takes the first's changes and
//! judges each again in its own text (a few parses instead of hundreds).

use super::diagnosis::Diagnosis;
use super::edits::{Change, Lines};
use super::search::{Found, Search, Singles, error_position};
use crate::python::syntax::compile_time_error;

impl Search {
    /// The search of state `i` of `level`, carried over from one of the
    /// states before it (`searched`: their searches, in order) stopped at
    /// the same error, if one differs from it only elsewhere (see
    /// [`apart`]).
    pub(super) fn carried(
        &self,
        level: &[(Found, Diagnosis)],
        searched: &[Singles],
        i: usize,
    ) -> Option<Singles> {
        let (state, error) = &level[i];
        let (j, found, differ) = searched.iter().enumerate().find_map(|(j, found)| {
            apart(&level[j], &level[i])
                .filter(|_| !self.fails_before(&level[j].0.code, error.line))
                .map(|differ| (j, found, differ))
        })?;
        Some(self.carried_over(&level[j].0.code, found, differ, state, error))
    }

    /// Whether `code`'s lines before `line`, which parse, hold an error
    /// CPython finds only when compiling (`return` outside a function, a
    /// block re-indented wrongly): every change that makes the whole text
    /// parse fails there, so what its search found is no guide to a
    /// text that differs from it just there.
    fn fails_before(&self, code: &str, line: usize) -> bool {
        let before = &code[..Lines::of(code).start_of(line).min(code.len())];
        compile_time_error(before, self.target).is_some()
    }

    /// The changes `donor`'s search found at the same error, in `code`
    /// (whose text differs from the donor's only in lines `differ`, away
    /// from the error): each outside those lines judged again in `code`,
    /// the whole file parsed.
    fn carried_over(
        &self,
        donor: &str,
        found: &Singles,
        differ: (usize, usize),
        state: &Found,
        error: &Diagnosis,
    ) -> Singles {
        let code = state.code.as_str();
        let (theirs, lines) = (Lines::of(donor), Lines::of(code));
        // Bytes after the differing lines move by their change in length.
        let (after_theirs, after_ours) =
            (theirs.start_of(differ.1 + 1), lines.start_of(differ.1 + 1));
        let at = error_position(code, &lines, error);
        let verdicts = found
            .0
            .iter()
            .chain(found.1.iter().map(|(f, _)| f))
            .filter_map(|f| f.steps.last())
            .filter_map(|(change, _)| {
                if theirs.line_of(change.end) < differ.0 {
                    Some(change.clone())
                } else if change.start >= after_theirs {
                    Some(Change {
                        start: change.start - after_theirs + after_ours,
                        end: change.end - after_theirs + after_ours,
                        ..change.clone()
                    })
                } else {
                    None
                }
            })
            .map(|change| {
                let verdict = self.verdict(code, &lines, at, error, &change, None);
                (change, Some(verdict))
            })
            .collect();
        self.singles(code, &state.touched(), &lines, error, verdicts)
    }
}

/// Lines after an error that its search reads (the window's statements
/// after it, the cost's context).
const AFTER_ERROR: usize = 5;

/// The lines (first, last) in which two partial repairs' texts differ,
/// when they stopped at the same error and differ only before its line or
/// well after it: only in how another error was repaired, so this one is
/// searched alike (what differs before it is already repaired: each change
/// is judged again in its own text, so no verdict is taken on trust).
fn apart(a: &(Found, Diagnosis), b: &(Found, Diagnosis)) -> Option<(usize, usize)> {
    let (ea, eb) = (&a.1, &b.1);
    if (ea.line, ea.offset) != (eb.line, eb.offset) || !ea.says_the_same_as(eb) {
        return None;
    }
    let (la, lb) = (Lines::of(&a.0.code), Lines::of(&b.0.code));
    if la.count() != lb.count() {
        return None;
    }
    let same = |n: usize| la.slice(&a.0.code, n, n) == lb.slice(&b.0.code, n, n);
    let first = (1..=la.count()).find(|&n| !same(n))?;
    let last = (first..=la.count()).rev().find(|&n| !same(n))?;
    let away = last < ea.line || first > ea.line + AFTER_ERROR;
    away.then_some((first, last))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn state(code: &str, line: usize) -> (Found, Diagnosis) {
        let found = Found {
            code: code.to_string(),
            steps: Vec::new(),
            cost: 0.0,
        };
        let error = Diagnosis::read(crate::python::SyntaxErrorInfo {
            message: "expected ':'".into(),
            line,
            offset: 9,
            text: String::new(),
            detail: String::new(),
        });
        (found, error)
    }

    #[test]
    fn states_apart_only_away_from_their_common_error() {
        let body: Vec<String> = (1..=20).map(|n| format!("x{n} = {n}\n")).collect();
        let with = |line: usize, text: &str| {
            let mut lines = body.clone();
            lines[line - 1] = text.to_string();
            lines.concat()
        };
        let base = state(&body.concat(), 10);
        // Another error repaired otherwise, lines before this one.
        assert_eq!(
            apart(&base, &state(&with(3, "x3 = (3)\n"), 10)),
            Some((3, 3))
        );
        // ... or well after it.
        assert_eq!(
            apart(&base, &state(&with(18, "x18=18\n"), 10)),
            Some((18, 18))
        );
        // Near it, or on its line: not searched alike.
        assert_eq!(apart(&base, &state(&with(12, "x12=12\n"), 10)), None);
        assert_eq!(apart(&base, &state(&with(10, "x10=10\n"), 10)), None);
        // Another error, or the same text: nothing to share.
        assert_eq!(apart(&base, &state(&with(3, "x3 = (3)\n"), 11)), None);
        assert_eq!(apart(&base, &base), None);
    }
}
