//! How `get_code_metrics`, `add_docstring`, `apply_fix`, `edit_file`,
//! `undo` and `apply_patch` read (`validate_python_syntax`'s is beside its
//! result type, in `tools/code.rs`).

use std::fmt::Write as _;

use crate::modify::patch::PatchResult;
use crate::modify::{EditResult, FixResult, UndoResult};
use crate::python::{CodeMetrics, DocstringReport};

pub fn metrics(m: &CodeMetrics) -> String {
    let mut human = format!(
        "{}: {} lines ({} code, {} comment, {} blank), {} functions ({} async), {} classes, __main__ block: {}\n",
        m.file_path,
        m.lines_of_code,
        m.code_lines,
        m.comment_lines,
        m.blank_lines,
        m.functions,
        m.async_functions,
        m.classes,
        if m.has_main { "yes" } else { "no" }
    );
    for f in &m.complexity {
        let _ = writeln!(human, "  {:>3}  {} (line {})", f.complexity, f.name, f.line);
    }
    human
}

pub fn docstrings(report: &DocstringReport) -> String {
    let mut human = format!(
        "{}: {} missing docstring(s){}\n",
        report.file_path,
        report.missing_docstrings,
        if report.module_docstring_missing {
            ", and no module docstring"
        } else {
            ""
        }
    );
    for missing in &report.missing {
        let _ = writeln!(
            human,
            "  line {:>4}  {} {}",
            missing.line, missing.kind, missing.name
        );
    }
    human
}

pub fn fix(result: &FixResult) -> String {
    let mut human = format!(
        "{} {} ({} -> {} characters, {:+})\n{}",
        if result.created { "created" } else { "fixed" },
        result.file_path,
        result.original_size,
        result.new_size,
        result.size_change,
        result.diff
    );
    human.push_str(&super::issue_lines(result.issues.as_ref()));
    human
}

pub fn edit(result: &EditResult) -> String {
    let mut human = format!(
        "edited {} at line {}\n{}",
        result.file_path, result.line, result.diff
    );
    human.push_str(&super::issue_lines(result.issues.as_ref()));
    human
}

pub fn undo(result: &UndoResult) -> String {
    let human = format!(
        "{} {}: undid the last {} ({} more undo step(s) available)\n",
        result.action, result.file_path, result.undone, result.remaining
    );
    human
}

pub fn patch(result: &PatchResult) -> String {
    let mut human = String::new();
    for file in &result.files {
        let from = file
            .from
            .as_deref()
            .map(|from| format!(" (from {from})"))
            .unwrap_or_default();
        let _ = writeln!(
            human,
            "{} {}{from}: {} hunks, +{} -{}",
            file.action, file.file_path, file.hunks, file.added, file.removed
        );
        human.push_str(&super::issue_lines(file.issues.as_ref()));
    }
    if result.dry_run {
        human.push_str("dry run: nothing written\n");
    }
    human
}
