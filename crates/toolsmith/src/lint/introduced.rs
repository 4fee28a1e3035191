//! What a change did to a Python file's issues: those it introduced and
//! those it removed, by the in-process ruff engine (milliseconds). Issues are
//! matched by rule, message and the text of their line, not by line number:
//! code that only moved does not count as new.

use std::collections::HashMap;
use std::path::Path;

use ruff_linter::settings::types::UnsafeFixes;
use ruff_python_ast::ModModule;
use ruff_python_parser::Parsed;
use serde::Serialize;

use super::fixer::{self, Round};
use super::ruff;
use crate::python::{DEFAULT_TARGET, SyntaxErrorInfo, parse_compilable, parse_module};

/// Files larger than this get no comparison (the change itself stands).
const MAX_COMPARED_BYTES: usize = 1024 * 1024;

/// One issue, as an agent reads it.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct Finding {
    pub line: u64,
    /// ruff's rule code, e.g. `F841`.
    pub code: String,
    pub message: String,
}

/// The issues a change introduced and removed.
#[derive(Debug, Clone, Serialize, PartialEq, Eq, Default)]
pub struct IssueChange {
    pub new_issues: Vec<Finding>,
    pub fixed_issues: Vec<Finding>,
}

/// The issues of `after` that `before` did not have, and the reverse, for a
/// Python file at `path`; `None` for other files and very large ones.
pub fn compare(path: &Path, before: &str, after: &str) -> Option<IssueChange> {
    let python = matches!(
        path.extension().and_then(|e| e.to_str()),
        Some("py" | "pyi" | "pyw")
    );
    if !python || before.len().max(after.len()) > MAX_COMPARED_BYTES {
        return None;
    }
    Some(difference(&findings(path, before), &findings(path, after)))
}

/// The issues ruff finds in one text, keyed to survive moves.
pub struct Findings {
    keyed: Vec<Keyed>,
    round: Option<Round>,
}

impl Findings {
    /// In line order.
    pub fn list(&self) -> impl Iterator<Item = &Finding> {
        self.keyed.iter().map(|k| &k.finding)
    }

    pub fn len(&self) -> usize {
        self.keyed.len()
    }

    pub fn is_empty(&self) -> bool {
        self.keyed.is_empty()
    }

    /// The first round of ruff's fixes ([`checked`] works it out).
    pub fn take_round(&mut self) -> Option<Round> {
        self.round.take()
    }
}

/// The issues of `code` if it compiles (CPython's verdict), from one parse,
/// with the first round of the fixes `unsafe_fixes` allows applied from the
/// same diagnostics ([`Findings::take_round`]).
pub fn checked(path: &Path, code: &str, unsafe_fixes: bool) -> Result<Findings, SyntaxErrorInfo> {
    let parsed = parse_compilable(code, DEFAULT_TARGET)?;
    let unsafe_fixes = if unsafe_fixes {
        UnsafeFixes::Enabled
    } else {
        UnsafeFixes::Disabled
    };
    Ok(of_parsed(path, code, parsed, unsafe_fixes, true))
}

/// The issues ruff's embedded engine finds in `code` (any size); code that
/// does not parse has its syntax error as its one issue, as `lint` gives it.
pub fn findings(path: &Path, code: &str) -> Findings {
    match parse_module(code, DEFAULT_TARGET) {
        Ok(parsed) => of_parsed(path, code, parsed, UnsafeFixes::Disabled, false),
        Err(error) => {
            let finding = Finding {
                line: error.line as u64,
                code: "E999".into(),
                message: error.message,
            };
            let lines: Vec<&str> = code.lines().collect();
            Findings {
                keyed: vec![Keyed::new(finding, &lines)],
                round: None,
            }
        }
    }
}

/// The engine's diagnostics of a parsed text, in line and column order.
fn of_parsed(
    path: &Path,
    code: &str,
    parsed: Parsed<ModModule>,
    unsafe_fixes: UnsafeFixes,
    first_round: bool,
) -> Findings {
    let required = unsafe_fixes.required_applicability();
    let lines: Vec<&str> = code.lines().collect();
    let mut fixable = false;
    let diagnostics = ruff::diagnostics(path, code, parsed);
    let mut keyed: Vec<(u64, usize, Keyed)> = diagnostics
        .iter()
        .filter(|d| !d.is_invalid_syntax())
        .map(|d| {
            fixable |= d.fix().is_some_and(|fix| fix.applies(required));
            let start = d.ruff_start_location();
            let line = start.map_or(0, |l| l.line.get() as u64);
            let finding = Finding {
                line,
                code: d
                    .secondary_code()
                    .map(|c| c.as_str().to_string())
                    .unwrap_or_default(),
                message: d.concise_message().to_string(),
            };
            let column = start.map_or(0, |l| l.column.get());
            (line, column, Keyed::new(finding, &lines))
        })
        .collect();
    keyed.sort_by_key(|(line, column, _)| (*line, *column));
    let round = (fixable && first_round)
        .then(|| fixer::first_round(code, &diagnostics, unsafe_fixes == UnsafeFixes::Enabled))
        .flatten();
    Findings {
        keyed: keyed.into_iter().map(|(_, _, k)| k).collect(),
        round,
    }
}

/// What `after` gained and lost against `before`.
pub fn difference(before: &Findings, after: &Findings) -> IssueChange {
    IssueChange {
        new_issues: unmatched(&after.keyed, &before.keyed),
        fixed_issues: unmatched(&before.keyed, &after.keyed),
    }
}

/// Each issue with the key that survives moves and reformatting: its code,
/// message and its line's text without whitespace.
struct Keyed {
    finding: Finding,
    text: String,
}

impl Keyed {
    fn new(finding: Finding, lines: &[&str]) -> Keyed {
        let text = lines
            .get((finding.line as usize).wrapping_sub(1))
            .map_or(String::new(), |l| {
                l.chars().filter(|c| !c.is_whitespace()).collect()
            });
        Keyed { finding, text }
    }
}

type Key<'a> = (&'a str, &'a str, Option<&'a str>);

fn key(keyed: &Keyed, with_text: bool) -> Key<'_> {
    (
        &keyed.finding.code,
        &keyed.finding.message,
        with_text.then_some(keyed.text.as_str()),
    )
}

/// The issues of `these` with no counterpart in `those`, as many times as
/// they occur more often. Matched first on the same line text, then on rule
/// and message alone (a line the formatter rewrote, quotes and all).
fn unmatched(these: &[Keyed], those: &[Keyed]) -> Vec<Finding> {
    let mut left: Vec<&Keyed> = these.iter().collect();
    let mut others: Vec<&Keyed> = those.iter().collect();
    for with_text in [true, false] {
        let mut available: HashMap<Key, Vec<usize>> = HashMap::new();
        for (index, keyed) in others.iter().enumerate() {
            available
                .entry(key(keyed, with_text))
                .or_default()
                .push(index);
        }
        let mut taken = vec![false; others.len()];
        left.retain(
            |keyed| match available.get_mut(&key(keyed, with_text)).and_then(Vec::pop) {
                Some(index) => {
                    taken[index] = true;
                    false
                }
                None => true,
            },
        );
        let mut index = 0;
        others.retain(|_| {
            index += 1;
            !taken[index - 1]
        });
    }
    left.into_iter().map(|k| k.finding.clone()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn codes(findings: &[Finding]) -> Vec<(u64, &str)> {
        findings.iter().map(|f| (f.line, f.code.as_str())).collect()
    }

    #[test]
    fn moved_code_is_not_new_and_each_change_is_named() {
        let path = Path::new("m.py");
        let before = "import os\n\n\ndef f():\n    x = 1\n    return 2\n";
        // Two lines added above: the unused import and variable only moved.
        let moved = "\"\"\"Doc.\"\"\"\nimport os\n\n\ndef f():\n    x = 1\n    return 2\n";
        let change = compare(path, before, moved).unwrap_or_default();
        assert!(change.new_issues.is_empty(), "{change:?}");
        assert!(
            codes(&change.fixed_issues).contains(&(1, "D100")),
            "{change:?}"
        );
        let worse = "import os\nimport sys\n\n\ndef f():\n    return 2\n";
        let change = compare(path, before, worse).unwrap_or_default();
        assert_eq!(codes(&change.new_issues), [(2, "F401")]);
        assert_eq!(codes(&change.fixed_issues), [(5, "F841")]);
        assert_eq!(compare(Path::new("notes.txt"), "a", "b"), None);
    }
}
