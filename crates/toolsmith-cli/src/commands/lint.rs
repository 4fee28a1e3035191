//! `lint` and `audit`: the spec's pylint_tool and audit_directory.

use std::fmt::Write as _;
use std::path::Path;
use std::time::Duration;

use serde_json::json;
use toolsmith::environment::EnvironmentOptions;
use toolsmith::lint::{AuditOptions, AuditReport, Engine, LintOptions};
use toolsmith::{Error, Sandbox};

use super::Outcome;
use crate::cli::{EngineArg, LintFlags};

pub fn options(flags: &LintFlags, environment: &EnvironmentOptions) -> LintOptions {
    LintOptions {
        engine: match flags.engine {
            EngineArg::Pylint => Engine::Pylint,
            EngineArg::Ruff => Engine::Ruff,
        },
        project_config: flags.project_config,
        use_cache: !flags.no_cache,
        timeout: Duration::from_secs(flags.timeout),
        environment: environment.clone(),
        ..LintOptions::default()
    }
}

pub fn lint(sandbox: &Sandbox, path: &Path, options: &LintOptions) -> Result<Outcome, Error> {
    let report = sandbox.run_pylint_analysis(path, options)?;
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
            "... {} more (--all-issues)",
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
    let mut outcome = Outcome::success(&report, human)?;
    if report.error.is_some() {
        outcome.exit_code = 1;
    }
    Ok(outcome)
}

pub fn audit(
    sandbox: &Sandbox,
    dir: &Path,
    options: &AuditOptions,
    sarif: bool,
) -> Result<Outcome, Error> {
    let report = sandbox.audit_directory(dir, options)?;
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
    let mut outcome = if sarif {
        let mut outcome =
            Outcome::success(&sarif_log(sandbox, &report, &options.lint)?, String::new())?;
        outcome.human = format!("{}\n", outcome.json);
        outcome
    } else {
        Outcome::success(&report, human)?
    };
    if report.files_with_issues > 0 {
        outcome.exit_code = 1;
    }
    Ok(outcome)
}

/// SARIF 2.1.0: one run, one result per pylint message of every file.
fn sarif_log(
    sandbox: &Sandbox,
    report: &AuditReport,
    options: &LintOptions,
) -> Result<serde_json::Value, Error> {
    let mut results = Vec::new();
    let all = LintOptions {
        all_issues: true,
        ..options.clone()
    };
    for file in &report.files {
        let lint = sandbox.run_pylint_analysis(Path::new(&file.file), &all)?;
        for issue in lint.all_issues.unwrap_or_default() {
            let level = match issue.kind.as_str() {
                "error" | "fatal" => "error",
                "warning" => "warning",
                _ => "note",
            };
            results.push(json!({
                "ruleId": issue.symbol,
                "level": level,
                "message": { "text": issue.message },
                "locations": [{
                    "physicalLocation": {
                        "artifactLocation": { "uri": file.file },
                        "region": { "startLine": issue.line.max(1), "startColumn": issue.column + 1 }
                    }
                }]
            }));
        }
    }
    Ok(json!({
        "version": "2.1.0",
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "runs": [{
            "tool": { "driver": { "name": "toolsmith (pylint)", "version": toolsmith::toolchain::PYLINT_VERSION } },
            "results": results
        }]
    }))
}
