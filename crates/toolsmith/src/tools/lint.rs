//! The spec's `pylint_tool`: one file, and a whole directory.

use serde::Deserialize;
use serde_json::{Value, json};

use super::{Context, Hints, Tool, seconds};
use crate::error::Result;
use crate::journal::ActionType;
use crate::lint::{AuditOptions, AuditReport, DEFAULT_TIMEOUT, Engine, LintOptions, LintReport};

/// What every lint call may set.
#[derive(Debug, Clone, Default, Deserialize, schemars::JsonSchema)]
pub struct LintSettings {
    /// "pylint" (default; the score graders use) or "ruff" (in-process, faster; score estimated).
    pub engine: Option<Engine>,
    /// Time limit per file in seconds (default 30).
    pub timeout: Option<f64>,
    /// Read and write the result cache (default true).
    pub use_cache: Option<bool>,
    /// Use the project's own pylintrc/pyproject (they can load plugins, i.e. run code). Default false.
    pub project_config: Option<bool>,
}

impl LintSettings {
    fn options(&self, context: &Context) -> Result<LintOptions> {
        Ok(LintOptions {
            engine: self.engine.unwrap_or(Engine::Pylint),
            project_config: self.project_config.unwrap_or(false),
            use_cache: self.use_cache.unwrap_or(true),
            timeout: match self.timeout {
                Some(limit) => seconds(limit, "timeout")?,
                None => DEFAULT_TIMEOUT,
            },
            confinement: context.confinement.clone(),
            environment: context.environment.clone(),
            ..LintOptions::default()
        })
    }
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct LintArgs {
    /// Path of the Python file inside the sandbox.
    pub file_path: String,
    /// Return every issue under `all_issues`, not only the first 20 (default false).
    pub all_issues: Option<bool>,
    #[serde(flatten)]
    pub settings: LintSettings,
}

pub struct RunPylintAnalysis;

impl Tool for RunPylintAnalysis {
    const NAME: &'static str = "run_pylint_analysis";
    const MODULE: &'static str = "pylint";
    const ACTION: ActionType = ActionType::Analysis;
    const DESCRIPTION: &'static str = "Lint one Python file: pylint's score out of 10, error \
        and warning counts, the first issues, in the project's own environment.";
    const HINTS: Hints = Hints::READ;
    const OUTPUT_KEYS: &'static [&'static str] = &[
        "file",
        "score",
        "total_issues",
        "errors",
        "warnings",
        "issues",
        "issues_detail",
        "engine",
    ];
    type Args = LintArgs;
    type Output = LintReport;

    fn run(context: &Context, args: LintArgs) -> Result<LintReport> {
        let mut options = args.settings.options(context)?;
        options.all_issues = args.all_issues.unwrap_or(false);
        context
            .sandbox()?
            .run_pylint_analysis(&context.path(&args.file_path), &options)
    }

    fn logged(args: &LintArgs) -> Value {
        json!({ "file_path": args.file_path, "engine": args.settings.engine.unwrap_or(Engine::Pylint) })
    }

    fn files(args: &LintArgs) -> Vec<String> {
        vec![args.file_path.clone()]
    }
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct AuditArgs {
    /// Directory to audit inside the sandbox.
    pub directory: String,
    /// Files scoring under this are listed in `details` (default 7.0).
    pub threshold: Option<f64>,
    #[serde(flatten)]
    pub settings: LintSettings,
}

pub struct AuditDirectory;

impl Tool for AuditDirectory {
    const NAME: &'static str = "audit_directory";
    const ALIASES: &'static [&'static str] = &["audit"];
    const MODULE: &'static str = "pylint";
    const ACTION: ActionType = ActionType::Analysis;
    const DESCRIPTION: &'static str = "Lint every Python file under a directory; list those \
        scoring under the threshold.";
    const HINTS: Hints = Hints::READ;
    const OUTPUT_KEYS: &'static [&'static str] = &["total_files", "files_with_issues", "details"];
    type Args = AuditArgs;
    type Output = AuditReport;

    fn run(context: &Context, args: AuditArgs) -> Result<AuditReport> {
        let options = AuditOptions {
            lint: args.settings.options(context)?,
            threshold: args.threshold.unwrap_or(7.0),
            progress: context.progress,
        };
        context
            .sandbox()?
            .audit_directory(&context.path(&args.directory), &options)
    }

    fn logged(args: &AuditArgs) -> Value {
        json!({
            "directory": args.directory,
            "threshold": args.threshold.unwrap_or(7.0),
            "engine": args.settings.engine.unwrap_or(Engine::Pylint),
        })
    }

    fn files(args: &AuditArgs) -> Vec<String> {
        vec![args.directory.clone()]
    }
}
