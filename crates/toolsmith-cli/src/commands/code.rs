//! How `check`, `metrics`, `docstrings`, `fix`, `edit`, `patch`, `autofix`,
//! `undo`, `repair`, `repair-tests` show their results.

use std::fmt::Write as _;

use toolsmith::Error;
use toolsmith::modify::autofix::AutofixResult;
use toolsmith::modify::patch::PatchResult;
use toolsmith::modify::{EditResult, FixResult, UndoResult};
use toolsmith::python::{CodeMetrics, DocstringReport};
use toolsmith::repair::{StopReason, SyntaxRepairResult, TestRepairResult};
use toolsmith::tools::Verdict;

use super::Shown;

/// A syntax error is what the check reports, not a failure of the tool
/// (exit 1, status SUCCESS in the log).
pub fn check(verdict: &Verdict) -> Result<Shown, Error> {
    let shown = &verdict.file_path;
    let human = match &verdict.error {
        None => format!("{shown}: valid Python {}\n", verdict.target),
        Some(e) => format!(
            "{shown}:{}:{}: SyntaxError: {}\n    {}\n    {}^\n",
            e.line,
            e.offset,
            e.message,
            e.text,
            " ".repeat(e.text.chars().take(e.offset.saturating_sub(1)).count())
        ),
    };
    Ok(Shown::text(human).failing_if(!verdict.valid))
}

pub fn metrics(m: &CodeMetrics) -> Result<Shown, Error> {
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
    Ok(Shown::text(human))
}

pub fn docstrings(report: &DocstringReport) -> Result<Shown, Error> {
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
    Ok(Shown::text(human))
}

pub fn fix(result: &FixResult) -> Result<Shown, Error> {
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
    Ok(Shown::text(human))
}

pub fn edit(result: &EditResult) -> Result<Shown, Error> {
    let mut human = format!(
        "edited {} at line {}\n{}",
        result.file_path, result.line, result.diff
    );
    human.push_str(&super::issue_lines(result.issues.as_ref()));
    Ok(Shown::text(human))
}

pub fn undo(result: &UndoResult) -> Result<Shown, Error> {
    let human = format!(
        "{} {}: undid the last {} ({} more undo step(s) available)\n",
        result.action, result.file_path, result.undone, result.remaining
    );
    Ok(Shown::text(human))
}

pub fn patch(result: &PatchResult) -> Result<Shown, Error> {
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
    Ok(Shown::text(human))
}

/// Per file what was fixed and what remains, its diff and the issues the
/// change introduced; exit 1 when a file had to be left alone.
pub fn autofix(result: &AutofixResult) -> Result<Shown, Error> {
    let mut human = String::new();
    for file in &result.files {
        if let Some(error) = &file.error {
            let _ = writeln!(human, "left alone: {error}");
            continue;
        }
        let fixed: Vec<String> = file
            .fixed
            .iter()
            .map(|f| format!("{} x{}", f.code, f.count))
            .collect();
        let mut what = Vec::new();
        if !fixed.is_empty() {
            what.push(format!("fixed {}", fixed.join(", ")));
        }
        if file.formatted {
            what.push("formatted".into());
        }
        what.push(format!("{} issue(s) remain", file.remaining_count));
        let verb = match (file.changed, result.dry_run) {
            (true, true) => "would change",
            (true, false) => "changed",
            (false, _) => "unchanged",
        };
        let _ = writeln!(human, "{verb} {}: {}", file.file_path, what.join("; "));
        if let Some(pylint) = &file.pylint {
            let listed = |counts: &[toolsmith::modify::pylint_fixes::MessageCount]| {
                let shown: Vec<String> = counts
                    .iter()
                    .map(|c| format!("{} x{}", c.symbol, c.count))
                    .collect();
                if shown.is_empty() {
                    "none".to_string()
                } else {
                    shown.join(", ")
                }
            };
            let _ = writeln!(
                human,
                "pylint: score {:.2} -> {:.2}; fixed {}; remaining {}",
                pylint.score_before,
                pylint.score_after,
                listed(&pylint.fixed),
                listed(&pylint.remaining)
            );
            if let Some(why) = &pylint.not_kept {
                let _ = writeln!(human, "not kept: {why}");
            }
        }
        human.push_str(&file.diff);
        if let Some(issues) = &file.issues {
            for f in &issues.new_issues {
                let _ = writeln!(human, "new issue: line {} {} {}", f.line, f.code, f.message);
            }
        }
    }
    let _ = writeln!(
        human,
        "autofix: {} of {} file(s) {}, {} fix(es), {} issue(s) remain{}{}",
        result.files_changed,
        result.files_checked,
        if result.dry_run {
            "would change (dry run: nothing written)"
        } else {
            "changed"
        },
        result.fixed_count,
        result.remaining_count,
        if result.errors > 0 {
            format!(", {} file(s) left alone", result.errors)
        } else {
            String::new()
        },
        if result.truncated {
            " (the directory was cut at the listing cap)"
        } else {
            ""
        },
    );
    Ok(Shown::text(human).failing_if(result.errors > 0))
}

pub fn repair(result: &SyntaxRepairResult) -> Result<Shown, Error> {
    let shown = &result.file_path;
    if result.compiled {
        return Ok(Shown::text(format!(
            "{shown}: compiles already; nothing to repair\n"
        )));
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
    Ok(Shown::text(human).failing_if(!result.repaired))
}

/// A repair's edits on one line: where, and what became what.
fn edit_list(edits: &[toolsmith::repair::Edit]) -> String {
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

pub fn repair_tests(result: &TestRepairResult) -> Result<Shown, Error> {
    let mut human = String::new();
    let before = &result.tests_before;
    if result.failing_before.is_empty() {
        let _ = writeln!(
            human,
            "{}: no test fails ({} passed); nothing to repair",
            result.directory, before.passed
        );
        return Ok(Shown::text(human));
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
            if candidate.complete {
                "every test passes"
            } else {
                "partial"
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
    Ok(Shown::text(human).failing_if(!complete))
}
