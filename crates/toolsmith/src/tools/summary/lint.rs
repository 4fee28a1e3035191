//! How `run_pylint_analysis`, `audit_directory` and `autofix` read.

use std::fmt::Write as _;

use crate::lint::{AuditReport, LintReport};
use crate::modify::autofix::AutofixResult;

pub fn lint(report: &LintReport) -> String {
    let mut human = String::new();
    let shown = report.all_issues.as_ref().unwrap_or(&report.issues);
    for issue in shown {
        let _ = writeln!(
            human,
            "{}:{}:{}: {} {} ({})",
            report.file, issue.line, issue.column, issue.message_id, issue.message, issue.symbol
        );
    }
    if report.total_issues > shown.len() {
        let _ = writeln!(
            human,
            "... {} more (ask for all issues: --all-issues, all_issues)",
            report.total_issues - shown.len()
        );
    }
    if let Some(advice) = report.environment.as_ref().and_then(|e| e.advice()) {
        let _ = writeln!(human, "{advice}");
    }
    match &report.error {
        Some(error) => {
            let _ = writeln!(human, "error: {error}");
        }
        None => {
            let _ = writeln!(
                human,
                "Your code has been rated at {:.2}/10 ({} issues: {} errors, {} warnings){}",
                report.score,
                report.total_issues,
                report.errors,
                report.warnings,
                if report.cached { " [cached]" } else { "" }
            );
        }
    }
    human
}

pub fn audit(report: &AuditReport) -> String {
    let mut human = String::new();
    for file in &report.files {
        let mark = if file.score < report.threshold {
            "!"
        } else {
            " "
        };
        let _ = writeln!(
            human,
            "{mark} {:>5.2}  {:>3} issues  {}{}",
            file.score,
            file.total_issues,
            file.file,
            file.error
                .as_deref()
                .map(|e| format!("  ({e})"))
                .unwrap_or_default()
        );
    }
    if let Some(advice) = report.environment.as_ref().and_then(|e| e.advice()) {
        let _ = writeln!(human, "{advice}");
    }
    let _ = writeln!(
        human,
        "{} files, {} under {:.1}, mean score {:.2}, {:.1}s ({} from cache)",
        report.total_files,
        report.files_with_issues,
        report.threshold,
        report.mean_score,
        report.duration,
        report.cached_files
    );
    human
}

/// Per file what was fixed and what remains, its diff and the issues the
/// change introduced.
pub fn autofix(result: &AutofixResult) -> String {
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
            let listed = |counts: &[crate::modify::pylint_fixes::MessageCount]| {
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
    human
}
