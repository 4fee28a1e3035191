//! One text per tool result, for a reader: what the CLI prints and what the
//! MCP server sends beside the structured result. Each tool's
//! [`Tool::summary`](super::Tool::summary) is one of these functions, so a
//! result reads the same from every front.

mod code;
mod environment;
mod explore;
mod files;
mod lint;
mod probe;
mod repair;
mod testing;

pub(super) use code::{docstrings, edit, fix, metrics, patch, undo};
pub(super) use environment::{environment, sync};
pub(super) use explore::{find, outline, search};
pub(super) use files::{list, read, write};
pub(super) use lint::{audit, autofix, lint};
pub(super) use probe::probe;
pub(super) use repair::{repair_syntax, repair_tests};
pub use testing::confinement_note;
pub(super) use testing::{failing, test, test_one};

use crate::lint::introduced::IssueChange;

/// The issues a change introduced and removed, a line each (nothing when none).
fn issue_lines(change: Option<&IssueChange>) -> String {
    let Some(change) = change else {
        return String::new();
    };
    let mut lines = String::new();
    for (label, findings) in [("new", &change.new_issues), ("fixed", &change.fixed_issues)] {
        for f in findings {
            lines.push_str(&format!(
                "{label} issue: line {} {} {}\n",
                f.line, f.code, f.message
            ));
        }
    }
    lines
}
