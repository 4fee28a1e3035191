//! How `repair_syntax` and `repair_failing_tests` read.

use std::fmt::Write as _;

use crate::repair::{StopReason, SyntaxRepairResult, TestRepairResult};

pub fn repair_syntax(result: &SyntaxRepairResult) -> String {
    let shown = &result.file_path;
    if result.compiled {
        return format!("{shown}: compiles already; nothing to repair\n");
    }
    let mut human = String::new();
    if let Some(e) = &result.error {
        let _ = writeln!(
            human,
            "{shown}:{}:{}: SyntaxError: {}",
            e.line, e.offset, e.message
        );
    }
    for candidate in &result.candidates {
        let edits = edit_list(&candidate.edits);
        let _ = writeln!(human, "candidate {}: {}", candidate.rank, edits);
        human.push_str(&candidate.diff);
        for f in &candidate.new_issues {
            let _ = writeln!(
                human,
                "  issue on a changed line: {} {} {}",
                f.line, f.code, f.message
            );
        }
    }
    if let Some(partial) = &result.partial {
        let edits = edit_list(&partial.edits);
        let _ = writeln!(
            human,
            "partial repair ({} of {} errors met): {}",
            partial.edits.len(),
            result.errors_found,
            edits
        );
        human.push_str(&partial.diff);
        let remaining = &partial.remaining;
        let _ = writeln!(
            human,
            "still failing: line {} col {}: {}",
            remaining.line, remaining.offset, remaining.message
        );
    }
    let _ = match (result.repaired, result.applied) {
        (false, true) => writeln!(
            human,
            "{shown}: no candidate compiles; the partial repair was written (undo restores the file)"
        ),
        (false, false) => writeln!(
            human,
            "{shown}: no candidate within the search's bounds compiles; the file is unchanged{}",
            if result.partial.is_some() {
                " (--apply --partial writes the partial repair)"
            } else {
                ""
            }
        ),
        (true, true) => writeln!(
            human,
            "{shown}: candidate 1 written{} ({:.0} ms)",
            if result.undo_recorded {
                " (undo restores the file)"
            } else {
                ""
            },
            result.duration * 1000.0
        ),
        (true, false) => writeln!(
            human,
            "{shown}: {} candidate(s) that compile ({:.0} ms); --apply writes the first",
            result.candidates.len(),
            result.duration * 1000.0
        ),
    };
    human
}

/// A repair's edits on one line: where, and what became what.
fn edit_list(edits: &[crate::repair::Edit]) -> String {
    edits
        .iter()
        .map(|e| {
            format!(
                "line {} col {}: {:?} -> {:?}",
                e.line, e.column, e.before, e.after
            )
        })
        .collect::<Vec<_>>()
        .join("; ")
}

pub fn repair_tests(result: &TestRepairResult) -> String {
    let mut human = String::new();
    let before = &result.tests_before;
    if result.failing_before.is_empty() && result.findings_before.is_empty() {
        let _ = writeln!(
            human,
            "{}: no test fails ({} passed); nothing to repair",
            result.directory, before.passed
        );
        return human;
    }
    let _ = writeln!(
        human,
        "{}: {} failing ({} passed, {} failed, {} errors)",
        result.directory,
        result.failing_before.len(),
        before.passed,
        before.failed,
        before.errors
    );
    for finding in &result.findings_before {
        let _ = writeln!(human, "  probe finding: {finding}");
    }
    for spot in result.suspicious.iter().take(5) {
        let _ = writeln!(
            human,
            "  suspicious {}:{} ({:.2})",
            spot.file_path, spot.line, spot.score
        );
    }
    for candidate in &result.candidates {
        let _ = writeln!(
            human,
            "candidate {} ({}): {}:{} {}; fixes {}; suite {} passed, {} failed, {} errors",
            candidate.rank,
            match (candidate.complete, result.findings_before.is_empty()) {
                (true, true) => "every test passes",
                (true, false) => "every test passes, no finding left",
                (false, _) => "partial",
            },
            candidate.file_path,
            candidate.line,
            candidate.mutation,
            candidate.fixes.join(", "),
            candidate.tests.passed,
            candidate.tests.failed,
            candidate.tests.errors
        );
        human.push_str(&candidate.diff);
    }
    let complete = result.candidates.first().is_some_and(|c| c.complete);
    let _ = writeln!(
        human,
        "{} edit(s) tried in {:.1} s, stopped: {}; {}",
        result.tried,
        result.duration,
        match result.stopped {
            StopReason::NothingFails => "nothing fails",
            StopReason::PlausiblePatch => "a patch with which every test passes",
            StopReason::Budget => "the budget was spent",
            StopReason::Exhausted => "every edit of the suspicious lines was tried",
        },
        match (result.candidates.is_empty(), complete, result.applied) {
            (true, _, _) => "no plausible patch found".to_string(),
            (false, _, true) => "candidate 1 written (undo restores the file)".to_string(),
            (false, true, false) => "--apply writes candidate 1".to_string(),
            (false, false, false) =>
                "partial patches only: --apply --partial writes candidate 1".to_string(),
        }
    );
    human
}
