//! The lint settings the flags name, and the audit as SARIF.

use serde_json::json;
use toolsmith::Error;
use toolsmith::lint::{AuditReport, Engine};
use toolsmith::tools::{AuditDirectory, Context, LintArgs, LintSettings, RunPylintAnalysis, Tool};

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
        root: flags.root.clone(),
    }
}

/// SARIF instead of the audit's own result: each file linted again (from the
/// cache) for every message.
pub struct Sarif<'a> {
    pub context: &'a Context,
    pub settings: &'a LintSettings,
}

/// The audit's summary, or SARIF when asked (the same exit code).
pub fn audit(report: &AuditReport, sarif: Option<Sarif<'_>>) -> Result<Shown, Error> {
    let shown = match sarif {
        Some(sarif) => {
            let log = sarif_log(&sarif, report)?;
            Shown {
                human: format!("{log}\n"),
                exit_code: 0,
                json: Some(log),
            }
        }
        None => Shown::text(AuditDirectory::summary(report)),
    };
    Ok(shown.failing_if(AuditDirectory::reports_failure(report)))
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
