//! The spec's `pylint_tool`: one file, and a whole directory; and ruff's
//! fixes (`autofix`).

use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use super::{Context, Hints, Tool, seconds};
use crate::error::Result;
use crate::journal::ActionType;
use crate::lint::fixer::FixOptions;
use crate::lint::{AuditOptions, AuditReport, DEFAULT_TIMEOUT, Engine, LintOptions, LintReport};
use crate::modify::autofix::{AutofixOptions, AutofixResult};

/// What every lint call may set.
#[derive(Debug, Clone, Default, Serialize, Deserialize, schemars::JsonSchema)]
pub struct LintSettings {
    /// "pylint" (default; the score graders use) or "ruff" (in-process, faster; score estimated).
    pub engine: Option<Engine>,
    /// Time limit per file in seconds (default 30).
    pub timeout: Option<f64>,
    /// Read and write the result cache (default true).
    pub use_cache: Option<bool>,
    /// Use the project's own pylintrc/pyproject (they can load plugins, i.e. run code). Default false.
    pub project_config: Option<bool>,
    /// The directory pylint runs from, as `cd ROOT && pylint FILE`: a project inside the
    /// sandbox. Default: the sandbox root. pylint tells first from third party imports by
    /// what this directory holds, so scores can differ from one to another.
    pub root: Option<String>,
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
            root: self.root.as_deref().map(|root| context.path(root)),
            ..LintOptions::default()
        })
    }
}

#[derive(Debug, Serialize, Deserialize, schemars::JsonSchema)]
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

    fn summary(output: &LintReport) -> String {
        super::summary::lint(output)
    }

    fn reports_failure(output: &LintReport) -> bool {
        output.error.is_some()
    }

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

#[derive(Debug, Serialize, Deserialize, schemars::JsonSchema)]
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

    fn summary(output: &AuditReport) -> String {
        super::summary::audit(output)
    }

    fn reports_failure(output: &AuditReport) -> bool {
        output.files_with_issues > 0
    }

    fn run(context: &Context, args: AuditArgs) -> Result<AuditReport> {
        let options = AuditOptions {
            lint: args.settings.options(context)?,
            threshold: args.threshold.unwrap_or(crate::lint::DEFAULT_THRESHOLD),
            progress: context.progress,
        };
        context
            .sandbox()?
            .audit_directory(&context.path(&args.directory), &options)
    }

    fn logged(args: &AuditArgs) -> Value {
        json!({
            "directory": args.directory,
            "threshold": args.threshold.unwrap_or(crate::lint::DEFAULT_THRESHOLD),
            "engine": args.settings.engine.unwrap_or(Engine::Pylint),
        })
    }

    fn files(args: &AuditArgs) -> Vec<String> {
        vec![args.directory.clone()]
    }
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct AutofixArgs {
    /// A .py file or a directory inside the sandbox (every .py file under it, as list_files finds them).
    pub path: String,
    /// Also apply the fixes ruff calls unsafe: they may change behaviour (default false).
    pub unsafe_fixes: Option<bool>,
    /// Run ruff's formatter after the fixes (default true).
    pub format: Option<bool>,
    /// Say what would change, write nothing (default false).
    pub dry_run: Option<bool>,
    /// Fix what pylint reports instead, with the ruff rules that answer its messages; kept
    /// only if pylint's score does not fall (default false).
    pub pylint: Option<bool>,
}

pub struct Autofix;

impl Tool for Autofix {
    const NAME: &'static str = "autofix";
    const MODULE: &'static str = "code_modifier";
    const ACTION: ActionType = ActionType::Fix;
    const DESCRIPTION: &'static str = "Apply ruff's fixes (safe ones unless unsafe_fixes) and \
        ruff's formatter to a .py file or every one under a directory, without spending model \
        tokens: per file the diff, the fixes per rule code and the issues that remain. With \
        pylint, the fixes answer the messages pylint reports and are kept only if pylint's \
        score does not fall. Every result compiles or the file is left alone; each changed \
        file can be undone.";
    const HINTS: Hints = Hints::WRITE;
    const OUTPUT_KEYS: &'static [&'static str] =
        &["files_changed", "fixed_count", "remaining_count", "files"];
    type Args = AutofixArgs;
    type Output = AutofixResult;

    fn summary(output: &AutofixResult) -> String {
        super::summary::autofix(output)
    }

    fn reports_failure(output: &AutofixResult) -> bool {
        output.errors > 0
    }

    fn run(context: &Context, args: AutofixArgs) -> Result<AutofixResult> {
        let options = AutofixOptions {
            fix: FixOptions {
                unsafe_fixes: args.unsafe_fixes.unwrap_or(false),
                format: args.format.unwrap_or(true),
            },
            dry_run: args.dry_run.unwrap_or(false),
            from_root: context.names_from_root(),
        };
        let sandbox = context.sandbox()?;
        let path = context.path(&args.path);
        if args.pylint.unwrap_or(false) {
            let lint = LintSettings::default().options(context)?;
            return sandbox.autofix_pylint(&path, &options, &lint);
        }
        sandbox.autofix(&path, &options)
    }

    fn action(args: &Self::Args) -> ActionType {
        ActionType::of_write(!args.dry_run.unwrap_or(false))
    }

    fn logged(args: &AutofixArgs) -> Value {
        json!({
            "path": args.path,
            "unsafe_fixes": args.unsafe_fixes.unwrap_or(false),
            "format": args.format.unwrap_or(true),
            "dry_run": args.dry_run.unwrap_or(false),
            "pylint": args.pylint.unwrap_or(false),
        })
    }

    fn files(args: &AutofixArgs) -> Vec<String> {
        vec![args.path.clone()]
    }
}
