//! How `lint` and `audit` show their results (and the audit as SARIF).

use std::fmt::Write as _;

use serde_json::json;
use toolsmith::Error;
use toolsmith::lint::{AuditReport, Engine, LintReport};
use toolsmith::tools::{Context, LintArgs, LintSettings, RunPylintAnalysis, Tool};

use super::Shown;
use crate::cli::{EngineArg, LintFlags};

/// The lint settings the flags name.
pub fn settings(flags: &LintFlags) -> LintSettings {
    LintSettings {
        engine: Some(match flags.engine {
            EngineArg::Pylint => Engine::Pylint,
            EngineArg::Ruff => Engine::Ruff,
        }),
        project_config: Some(flags.project_config),
        use_cache: Some(!flags.no_cache),
        timeout: Some(flags.timeout as f64),
    }
}

pub fn lint(report: &LintReport) -> Result<Shown, Error> {
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
    Ok(Shown::text(human).failing_if(report.error.is_some()))
}

/// SARIF instead of the audit's own result: each file linted again (from the
/// cache) for every message.
pub struct Sarif<'a> {
    pub context: &'a Context,
    pub settings: &'a LintSettings,
}

pub fn audit(report: &AuditReport, sarif: Option<Sarif<'_>>) -> Result<Shown, Error> {
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
    let shown = match sarif {
        Some(sarif) => {
            let log = sarif_log(&sarif, report)?;
            Shown {
                human: format!("{log}\n"),
                exit_code: 0,
                json: Some(log),
            }
        }
        None => Shown::text(human),
    };
    Ok(shown.failing_if(report.files_with_issues > 0))
}

/// SARIF 2.1.0: one run, one result per pylint message of every file.
fn sarif_log(sarif: &Sarif<'_>, report: &AuditReport) -> Result<serde_json::Value, Error> {
    let mut results = Vec::new();
    for file in &report.files {
        let args = LintArgs {
            file_path: file.file.clone(),
            all_issues: Some(true),
            settings: sarif.settings.clone(),
        };
        let lint = RunPylintAnalysis::run(sarif.context, args)?;
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
