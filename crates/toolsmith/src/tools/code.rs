//! The spec's `code_modifier`: check, fix, edit, undo, docstrings, metrics.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value, json};

use super::{Context, Hints, Tool, on_path};
use crate::error::{Error, Result};
use crate::files::ReadOptions;
use crate::journal::ActionType;
use crate::modify::edit::Replacement;
use crate::modify::patch::PatchResult;
use crate::modify::{EditResult, FixResult, UndoResult};
use crate::python::{
    CodeMetrics, DEFAULT_TARGET, DocstringReport, SyntaxErrorInfo, parse_target, validate,
};

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct ValidateArgs {
    /// Python source code to check (or give `file_path`).
    pub code: Option<String>,
    /// A file of the sandbox to check instead of `code`, decoded as Python reads it.
    pub file_path: Option<String>,
    /// The name the code is reported under (default "<unknown>").
    pub filename: Option<String>,
    /// The Python version to check against, e.g. "3.11" (the default).
    pub target: Option<String>,
}

/// A syntax check's verdict: a syntax error is the tool's answer, not its failure.
#[derive(Debug, Serialize)]
pub struct Verdict {
    /// The file checked, or the name given to the code.
    pub file_path: String,
    pub valid: bool,
    pub target: String,
    pub error: Option<SyntaxErrorInfo>,
}

pub struct ValidatePythonSyntax;

impl Tool for ValidatePythonSyntax {
    const NAME: &'static str = "validate_python_syntax";
    const MODULE: &'static str = "code_modifier";
    const ACTION: ActionType = ActionType::Analysis;
    const DESCRIPTION: &'static str = "Check Python code (given inline, or a file of the \
        sandbox) as CPython 3.11 would compile it; a syntax error is reported, not raised.";
    const HINTS: Hints = Hints::READ;
    const OUTPUT_KEYS: &'static [&'static str] = &["valid", "error"];
    type Args = ValidateArgs;
    type Output = Verdict;

    fn summary(output: &Verdict) -> String {
        check_summary(output)
    }

    fn reports_failure(output: &Verdict) -> bool {
        !output.valid
    }

    fn run(context: &Context, args: ValidateArgs) -> Result<Verdict> {
        let target_name = args.target.as_deref().unwrap_or("3.11");
        let target = match args.target.as_deref() {
            None => DEFAULT_TARGET,
            Some(name) => parse_target(name).ok_or_else(|| {
                Error::InvalidArgument(format!(
                    "unknown target {name:?}: use a Python version such as \"3.11\""
                ))
            })?,
        };
        let (file_path, code) = match (args.code, &args.file_path) {
            (Some(code), None) => (args.filename.unwrap_or_else(|| "<unknown>".into()), code),
            (None, Some(path)) => {
                let read = context
                    .sandbox()?
                    .read_file(&context.path(path), &ReadOptions::default())?;
                (read.file_path, read.content)
            }
            _ => {
                return Err(Error::InvalidArgument(
                    "give either `code` or `file_path`, not both".into(),
                ));
            }
        };
        let error = validate(&code, target).err();
        Ok(Verdict {
            file_path,
            valid: error.is_none(),
            target: target_name.to_string(),
            error,
        })
    }

    fn logged(args: &ValidateArgs) -> Value {
        let mut logged = Map::new();
        if let Some(path) = &args.file_path {
            logged.insert("file_path".into(), path.as_str().into());
        }
        if let Some(name) = &args.filename {
            logged.insert("filename".into(), name.as_str().into());
        }
        if let Some(code) = &args.code {
            logged.insert("code_chars".into(), code.chars().count().into());
        }
        logged.insert(
            "target".into(),
            args.target.as_deref().unwrap_or("3.11").into(),
        );
        Value::Object(logged)
    }

    fn files(args: &ValidateArgs) -> Vec<String> {
        args.file_path.iter().cloned().collect()
    }
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct FixArgs {
    /// Path of the file to replace (or create) inside the sandbox.
    pub file_path: String,
    /// The complete corrected code; refused, and nothing written, if a .py file would not compile.
    pub fixed_code: String,
}

pub struct ApplyFix;

impl Tool for ApplyFix {
    const NAME: &'static str = "apply_fix";
    const MODULE: &'static str = "code_modifier";
    const ACTION: ActionType = ActionType::Fix;
    const DESCRIPTION: &'static str = "Replace (or create) a file with corrected code, if it \
        compiles; returns sizes and a diff. Undo restores the previous content.";
    const HINTS: Hints = Hints::WRITE;
    const OUTPUT_KEYS: &'static [&'static str] =
        &["file_path", "original_size", "new_size", "size_change"];
    type Args = FixArgs;
    type Output = FixResult;

    fn summary(output: &FixResult) -> String {
        super::summary::fix(output)
    }

    fn run(context: &Context, args: FixArgs) -> Result<FixResult> {
        context
            .sandbox()?
            .apply_fix(&context.path(&args.file_path), &args.fixed_code)
    }

    fn logged(args: &FixArgs) -> Value {
        json!({ "file_path": args.file_path, "chars": args.fixed_code.chars().count() })
    }

    fn files(args: &FixArgs) -> Vec<String> {
        vec![args.file_path.clone()]
    }

    fn submitted_code(args: &FixArgs) -> Option<&str> {
        Some(&args.fixed_code)
    }
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct EditFileArgs {
    /// Path of the file inside the sandbox.
    pub file_path: String,
    /// Exact text to replace (whitespace included); must occur exactly once unless `replace_all`.
    pub old: Option<String>,
    /// Text to put in its place; for .py files the result must compile.
    pub new: Option<String>,
    /// Several replacements instead of `old`/`new`, applied in order (each to the result of
    /// those before), all or nothing; one undo restores the file.
    pub edits: Option<Vec<Replacement>>,
    /// Replace every occurrence of each `old`, not exactly one (default false).
    pub replace_all: Option<bool>,
}

impl EditFileArgs {
    fn replacements(self) -> Result<Vec<Replacement>> {
        match (self.old, self.new, self.edits) {
            (Some(old), Some(new), None) => Ok(vec![Replacement { old, new }]),
            (None, None, Some(edits)) if !edits.is_empty() => Ok(edits),
            _ => Err(Error::InvalidArgument(
                "give `old` and `new`, or a non-empty `edits` list, not both".into(),
            )),
        }
    }
}

pub struct EditFile;

impl Tool for EditFile {
    const NAME: &'static str = "edit_file";
    const MODULE: &'static str = "code_modifier";
    const ACTION: ActionType = ActionType::Fix;
    const DESCRIPTION: &'static str = "Replace exact text in a file: `old` with `new`, or         several `edits` in order, all or nothing; .py files must still compile. Text that does         not match is refused with where it nearly is (whitespace, tabs, line endings).";
    const HINTS: Hints = Hints::WRITE;
    const OUTPUT_KEYS: &'static [&'static str] = &["file_path", "line", "diff"];
    type Args = EditFileArgs;
    type Output = EditResult;

    fn summary(output: &EditResult) -> String {
        super::summary::edit(output)
    }

    fn run(context: &Context, args: EditFileArgs) -> Result<EditResult> {
        let path = context.path(&args.file_path);
        let replace_all = args.replace_all.unwrap_or(false);
        let edits = args.replacements()?;
        context
            .sandbox()?
            .edit_file_many(&path, &edits, replace_all)
    }

    fn logged(args: &EditFileArgs) -> Value {
        json!({
            "file_path": args.file_path,
            "old": args.old,
            "new": args.new,
            "edits": args.edits,
            "replace_all": args.replace_all.unwrap_or(false),
        })
    }

    fn files(args: &EditFileArgs) -> Vec<String> {
        vec![args.file_path.clone()]
    }
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct PatchArgs {
    /// A unified diff (`git diff` or `diff -u`), paths relative to the sandbox root: updates,
    /// creations (`--- /dev/null`), deletions (`+++ /dev/null`) and renames.
    pub patch: String,
    /// Check that everything applies and compiles, write nothing (default false).
    pub dry_run: Option<bool>,
}

pub struct ApplyPatch;

impl Tool for ApplyPatch {
    const NAME: &'static str = "apply_patch";
    const MODULE: &'static str = "code_modifier";
    const ACTION: ActionType = ActionType::Fix;
    const DESCRIPTION: &'static str = "Apply a unified diff across files, all or nothing: a hunk \
        that does not apply, a .py result that does not compile or a path outside the sandbox \
        leaves every file as it was. Each changed file can be undone.";
    const HINTS: Hints = Hints::WRITE;
    const OUTPUT_KEYS: &'static [&'static str] = &["applied", "files", "count"];
    type Args = PatchArgs;
    type Output = PatchResult;

    fn summary(output: &PatchResult) -> String {
        super::summary::patch(output)
    }

    fn run(context: &Context, args: PatchArgs) -> Result<PatchResult> {
        context
            .sandbox()?
            .apply_patch(&args.patch, context.root(), args.dry_run.unwrap_or(false))
    }

    fn action(args: &Self::Args) -> ActionType {
        ActionType::of_write(!args.dry_run.unwrap_or(false))
    }

    fn logged(args: &PatchArgs) -> Value {
        json!({ "patch": args.patch, "dry_run": args.dry_run.unwrap_or(false) })
    }

    fn files(args: &PatchArgs) -> Vec<String> {
        crate::modify::diff::parse(&args.patch)
            .map(|patches| {
                patches
                    .into_iter()
                    .filter_map(|p| p.new_path.or(p.old_path))
                    .collect()
            })
            .unwrap_or_default()
    }
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct UndoArgs {
    /// Path of the file inside the sandbox.
    pub file_path: String,
    /// Restore even if the file changed since Toolsmith last wrote it (default false).
    pub force: Option<bool>,
}

pub struct Undo;

impl Tool for Undo {
    const NAME: &'static str = "undo";
    const MODULE: &'static str = "code_modifier";
    const ACTION: ActionType = ActionType::Fix;
    const DESCRIPTION: &'static str =
        "Restore a file as it was before Toolsmith's last write, fix or edit of it.";
    const HINTS: Hints = Hints::WRITE;
    const OUTPUT_KEYS: &'static [&'static str] = &["file_path", "action", "undone", "remaining"];
    type Args = UndoArgs;
    type Output = UndoResult;

    fn summary(output: &UndoResult) -> String {
        super::summary::undo(output)
    }

    fn run(context: &Context, args: UndoArgs) -> Result<UndoResult> {
        context
            .sandbox()?
            .undo(&context.path(&args.file_path), args.force.unwrap_or(false))
    }

    fn logged(args: &UndoArgs) -> Value {
        json!({ "file_path": args.file_path, "force": args.force.unwrap_or(false) })
    }

    fn files(args: &UndoArgs) -> Vec<String> {
        vec![args.file_path.clone()]
    }
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct FileArgs {
    /// Path of the Python file inside the sandbox.
    pub file_path: String,
}

pub struct AddDocstring;

impl Tool for AddDocstring {
    const NAME: &'static str = "add_docstring";
    const MODULE: &'static str = "code_modifier";
    const ACTION: ActionType = ActionType::Analysis;
    const DESCRIPTION: &'static str = "Count (and list) the functions and classes of a file \
        that lack a docstring. Inserts nothing.";
    const HINTS: Hints = Hints::READ;
    const OUTPUT_KEYS: &'static [&'static str] = &["file_path", "missing_docstrings"];
    type Args = FileArgs;
    type Output = DocstringReport;

    fn summary(output: &DocstringReport) -> String {
        super::summary::docstrings(output)
    }

    fn run(context: &Context, args: FileArgs) -> Result<DocstringReport> {
        context
            .sandbox()?
            .add_docstring(&context.path(&args.file_path))
    }

    fn logged(args: &FileArgs) -> Value {
        on_path("file_path", &args.file_path)
    }

    fn files(args: &FileArgs) -> Vec<String> {
        vec![args.file_path.clone()]
    }
}

pub struct GetCodeMetrics;

impl Tool for GetCodeMetrics {
    const NAME: &'static str = "get_code_metrics";
    const MODULE: &'static str = "code_modifier";
    const ACTION: ActionType = ActionType::Analysis;
    const DESCRIPTION: &'static str =
        "Lines, functions, classes, `__main__` block and complexity of a Python file.";
    const HINTS: Hints = Hints::READ;
    const OUTPUT_KEYS: &'static [&'static str] = &[
        "file_path",
        "lines_of_code",
        "functions",
        "classes",
        "has_main",
    ];
    type Args = FileArgs;
    type Output = CodeMetrics;

    fn summary(output: &CodeMetrics) -> String {
        super::summary::metrics(output)
    }

    fn run(context: &Context, args: FileArgs) -> Result<CodeMetrics> {
        context
            .sandbox()?
            .get_code_metrics(&context.path(&args.file_path))
    }

    fn logged(args: &FileArgs) -> Value {
        on_path("file_path", &args.file_path)
    }

    fn files(args: &FileArgs) -> Vec<String> {
        vec![args.file_path.clone()]
    }
}

/// The error as CPython prints it, a caret under its column.
fn check_summary(verdict: &Verdict) -> String {
    let shown = &verdict.file_path;
    match &verdict.error {
        None => format!("{shown}: valid Python {}\n", verdict.target),
        Some(e) => format!(
            "{shown}:{}:{}: SyntaxError: {}\n    {}\n    {}^\n",
            e.line,
            e.offset,
            e.message,
            e.text,
            " ".repeat(e.text.chars().take(e.offset.saturating_sub(1)).count())
        ),
    }
}
