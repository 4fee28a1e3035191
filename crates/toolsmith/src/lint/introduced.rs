//! What a change did to a Python file's issues: those it introduced and
//! those it removed, by the in-process ruff engine (milliseconds). Issues are
//! matched by rule, message and the text of their line, not by line number:
//! code that only moved does not count as new.

use std::collections::HashMap;
use std::path::Path;

use serde::Serialize;
use serde_json::Value;

use super::ruff;

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
    let old = findings(path, before);
    let new = findings(path, after);
    Some(IssueChange {
        new_issues: unmatched(&new, &old),
        fixed_issues: unmatched(&old, &new),
    })
}

/// Each issue with the key that survives moves: its code, message and
/// the trimmed text of its line.
struct Keyed {
    finding: Finding,
    key: (String, String, String),
}

fn findings(path: &Path, code: &str) -> Vec<Keyed> {
    let lines: Vec<&str> = code.lines().collect();
    let report = ruff::lint(path, code);
    report["messages"]
        .as_array()
        .map(|messages| {
            messages
                .iter()
                .map(|m| {
                    let line = m["line"].as_u64().unwrap_or(0);
                    let text = lines
                        .get((line as usize).wrapping_sub(1))
                        .map_or("", |l| l.trim());
                    let finding = Finding {
                        line,
                        code: text_of(&m["messageId"]),
                        message: text_of(&m["message"]),
                    };
                    Keyed {
                        key: (finding.code.clone(), finding.message.clone(), text.into()),
                        finding,
                    }
                })
                .collect()
        })
        .unwrap_or_default()
}

fn text_of(value: &Value) -> String {
    value.as_str().unwrap_or_default().to_string()
}

/// The issues of `these` with no counterpart in `those` (as many times as
/// they occur more often).
fn unmatched(these: &[Keyed], those: &[Keyed]) -> Vec<Finding> {
    let mut available: HashMap<&(String, String, String), usize> = HashMap::new();
    for keyed in those {
        *available.entry(&keyed.key).or_default() += 1;
    }
    these
        .iter()
        .filter(|keyed| match available.get_mut(&keyed.key) {
            Some(count) if *count > 0 => {
                *count -= 1;
                false
            }
            _ => true,
        })
        .map(|keyed| keyed.finding.clone())
        .collect()
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
