//! `check`, `metrics`, `docstrings`, `fix`, `edit`, `undo`: the spec's code_modifier.

use std::fmt::Write as _;
use std::path::Path;

use toolsmith::files::ReadOptions;
use toolsmith::python::{PythonVersion, validate};
use toolsmith::{Error, Sandbox};

use super::{Outcome, read_stdin};

/// The syntax check's result: a syntax error is what the tool reports, not a
/// failure of the tool (exit 1, status SUCCESS in the log).
/// `path` `-` reads the code from stdin (as much as `read` would take from a
/// file); the sandbox is then not opened, so it need not exist.
pub fn check(
    sandbox: impl FnOnce() -> Result<Sandbox, Error>,
    path: &Path,
    target: PythonVersion,
) -> Result<Outcome, Error> {
    let (shown, code) = if path == Path::new("-") {
        (
            "<stdin>".to_string(),
            read_stdin(toolsmith::files::DEFAULT_MAX_READ_BYTES)?,
        )
    } else {
        let read = sandbox()?.read_file(path, &ReadOptions::default())?;
        (read.file_path, read.content)
    };
    let verdict = validate(&code, target);
    let result = serde_json::json!({
        "file_path": shown,
        "valid": verdict.is_ok(),
        "target": target.to_string(),
        "error": verdict.as_ref().err(),
    });
    let human = match &verdict {
        Ok(()) => format!("{shown}: valid Python {target}\n"),
        Err(e) => format!(
            "{shown}:{}:{}: SyntaxError: {}\n    {}\n    {}^\n",
            e.line,
            e.offset,
            e.message,
            e.text,
            " ".repeat(e.text.chars().take(e.offset.saturating_sub(1)).count())
        ),
    };
    let mut outcome = Outcome::success(&result, human)?;
    if verdict.is_err() {
        outcome.exit_code = 1;
    }
    Ok(outcome)
}

pub fn metrics(sandbox: &Sandbox, path: &Path) -> Result<Outcome, Error> {
    let m = sandbox.get_code_metrics(path)?;
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
    Outcome::success(&m, human)
}

pub fn docstrings(sandbox: &Sandbox, path: &Path) -> Result<Outcome, Error> {
    let report = sandbox.add_docstring(path)?;
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
    Outcome::success(&report, human)
}

pub fn fix(sandbox: &Sandbox, path: &Path) -> Result<Outcome, Error> {
    let code = read_stdin(toolsmith::files::DEFAULT_MAX_READ_BYTES)?;
    let result = sandbox.apply_fix(path, &code)?;
    let human = format!(
        "{} {} ({} -> {} characters, {:+})\n{}",
        if result.created { "created" } else { "fixed" },
        result.file_path,
        result.original_size,
        result.new_size,
        result.size_change,
        result.diff
    );
    Outcome::success(&result, human)
}

pub fn edit(sandbox: &Sandbox, path: &Path, old: &str, new: &str) -> Result<Outcome, Error> {
    let result = sandbox.edit_file(path, old, new)?;
    let human = format!(
        "edited {} at line {}\n{}",
        result.file_path, result.line, result.diff
    );
    Outcome::success(&result, human)
}

pub fn undo(sandbox: &Sandbox, path: &Path, force: bool) -> Result<Outcome, Error> {
    let result = sandbox.undo(path, force)?;
    let human = format!(
        "{} {}: undid the last {} ({} more undo step(s) available)\n",
        result.action, result.file_path, result.undone, result.remaining
    );
    Outcome::success(&result, human)
}
