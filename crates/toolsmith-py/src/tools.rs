//! One Python function per tool of the core. Each opens the sandbox, does its
//! work with the GIL released, appends one research-log entry (when given a
//! log file) and returns the spec's value. Defaults live in the Python
//! modules; here every argument is explicit.

use std::ffi::CString;
use std::path::{Path, PathBuf};
use std::time::Duration;

use pyo3::exceptions::PyRuntimeWarning;
use pyo3::prelude::*;
use pyo3::types::PyDict;
use pyo3::wrap_pyfunction;
use serde::Serialize;
use serde_json::{Value, json};
use toolsmith::environment::EnvironmentOptions;
use toolsmith::files::{LineRange, ListOptions, ReadOptions};
use toolsmith::journal::{ActionType, Journal, Status, ToolCall, record_tool_call};
use toolsmith::lint::{AuditOptions, Engine, LintOptions};
use toolsmith::python::{SyntaxErrorInfo, parse_target, validate};
use toolsmith::testing::TestOptions;
use toolsmith::{Error, Sandbox};

use crate::{convert, errors};

pub fn register(module: &Bound<'_, PyModule>) -> PyResult<()> {
    module.add_function(wrap_pyfunction!(is_path_in_sandbox, module)?)?;
    module.add_function(wrap_pyfunction!(read_file, module)?)?;
    module.add_function(wrap_pyfunction!(write_file, module)?)?;
    module.add_function(wrap_pyfunction!(list_files, module)?)?;
    module.add_function(wrap_pyfunction!(run_pylint_analysis, module)?)?;
    module.add_function(wrap_pyfunction!(audit_directory, module)?)?;
    module.add_function(wrap_pyfunction!(run_pytest, module)?)?;
    module.add_function(wrap_pyfunction!(run_single_test, module)?)?;
    module.add_function(wrap_pyfunction!(get_failing_tests, module)?)?;
    module.add_function(wrap_pyfunction!(validate_python_syntax, module)?)?;
    module.add_function(wrap_pyfunction!(apply_fix, module)?)?;
    module.add_function(wrap_pyfunction!(edit_file, module)?)?;
    module.add_function(wrap_pyfunction!(undo, module)?)?;
    module.add_function(wrap_pyfunction!(add_docstring, module)?)?;
    module.add_function(wrap_pyfunction!(get_code_metrics, module)?)?;
    module.add_function(wrap_pyfunction!(log_experiment, module)?)?;
    crate::environment::register(module)
}

fn shown(path: &Path) -> String {
    path.display().to_string()
}

/// Runs `work` with the GIL released and logs the call to `log` (if any).
/// A log that cannot be written is a warning: the tool's answer still counts.
fn logged<T: Serialize + Send>(
    py: Python<'_>,
    call: ToolCall,
    log: Option<PathBuf>,
    work: impl FnOnce() -> Result<T, Error> + Send,
) -> PyResult<Result<T, Error>> {
    let (outcome, log_failure) = py.detach(move || {
        let outcome = work();
        let log_failure = log.and_then(|path| {
            let result = match &outcome {
                Ok(value) => Ok(serde_json::to_value(value).unwrap_or(Value::Null)),
                Err(error) => Err(error),
            };
            match record_tool_call(&Journal::new(&path), &call, result.as_ref().map_err(|e| *e)) {
                // A repair of the log (its torn end kept aside) is said too.
                Ok(appended) => appended.notice.map(|n| format!("toolsmith: {n}")),
                Err(e) => Some(format!("toolsmith: research log not written: {e}")),
            }
        });
        (outcome, log_failure)
    });
    if let Some(message) = log_failure {
        warn(py, &message)?;
    }
    Ok(outcome)
}

/// [`logged`], its error raised as the spec's exception.
pub(crate) fn run<T: Serialize + Send>(
    py: Python<'_>,
    call: ToolCall,
    log: Option<PathBuf>,
    work: impl FnOnce() -> Result<T, Error> + Send,
) -> PyResult<T> {
    logged(py, call, log, work)?.map_err(|error| errors::to_python(py, error))
}

fn warn(py: Python<'_>, message: &str) -> PyResult<()> {
    let message = CString::new(message.replace('\0', " ")).unwrap_or_default();
    PyErr::warn(py, &py.get_type::<PyRuntimeWarning>(), &message, 2)
}

/// `result` as a Python `dict` (or whatever JSON shape it has).
pub(crate) fn to_dict<'py>(
    py: Python<'py>,
    result: &impl Serialize,
) -> PyResult<Bound<'py, PyAny>> {
    let value = serde_json::to_value(result)
        .map_err(|e| pyo3::exceptions::PyValueError::new_err(e.to_string()))?;
    convert::to_python(py, &value)
}

fn engine(name: &str) -> PyResult<Engine> {
    match name {
        "pylint" => Ok(Engine::Pylint),
        "ruff" => Ok(Engine::Ruff),
        other => Err(pyo3::exceptions::PyValueError::new_err(format!(
            "unknown engine {other:?}: use \"pylint\" or \"ruff\""
        ))),
    }
}

fn seconds(value: f64, what: &str) -> PyResult<Duration> {
    Duration::try_from_secs_f64(value).map_err(|_| {
        pyo3::exceptions::PyValueError::new_err(format!(
            "{what} must be a positive number of seconds, got {value}"
        ))
    })
}

/// The spec's error dictionary on a test run killed at its time limit: the
/// counts reported before it stay, `error` and `operation` say what happened.
fn mark_timeout(dict: &Bound<'_, PyAny>, operation: &str, limit: Duration) -> PyResult<()> {
    if dict.get_item("timed_out")?.is_truthy()? {
        dict.set_item(
            "error",
            format!(
                "pytest exceeded the {} s time limit and was killed",
                limit.as_secs_f64()
            ),
        )?;
        dict.set_item("operation", operation)?;
    }
    Ok(())
}

#[pyfunction]
fn is_path_in_sandbox(py: Python<'_>, path: PathBuf, sandbox_dir: PathBuf) -> PyResult<bool> {
    py.detach(move || toolsmith::is_path_in_sandbox(&path, &sandbox_dir))
        .map_err(|error| errors::to_python(py, error))
}

#[pyfunction]
#[pyo3(signature = (file_path, sandbox_dir, start_line, end_line, max_bytes, log))]
fn read_file(
    py: Python<'_>,
    file_path: PathBuf,
    sandbox_dir: PathBuf,
    start_line: Option<usize>,
    end_line: Option<usize>,
    max_bytes: u64,
    log: Option<PathBuf>,
) -> PyResult<String> {
    let call = ToolCall::new(
        "read_file",
        "file_tools",
        ActionType::Analysis,
        json!({ "file_path": shown(&file_path), "start_line": start_line, "end_line": end_line }),
        vec![shown(&file_path)],
    );
    let read = run(py, call, log, move || {
        let options = ReadOptions {
            lines: LineRange::from_bounds(start_line, end_line)?,
            max_bytes,
        };
        Sandbox::open(&sandbox_dir)?.read_file(&file_path, &options)
    })?;
    Ok(read.content)
}

#[pyfunction]
#[pyo3(signature = (file_path, content, sandbox_dir, log))]
fn write_file(
    py: Python<'_>,
    file_path: PathBuf,
    content: String,
    sandbox_dir: PathBuf,
    log: Option<PathBuf>,
) -> PyResult<bool> {
    let call = ToolCall::new(
        "write_file",
        "file_tools",
        ActionType::Fix,
        json!({ "file_path": shown(&file_path), "chars": content.chars().count() }),
        vec![shown(&file_path)],
    );
    run(py, call, log, move || {
        Sandbox::open(&sandbox_dir)?.write_file(&file_path, &content)
    })?;
    Ok(true)
}

#[pyfunction]
#[pyo3(signature = (directory, sandbox_dir, include_hidden, max_entries, use_cache, log))]
fn list_files(
    py: Python<'_>,
    directory: PathBuf,
    sandbox_dir: PathBuf,
    include_hidden: bool,
    max_entries: usize,
    use_cache: bool,
    log: Option<PathBuf>,
) -> PyResult<Vec<String>> {
    let call = ToolCall::on_path(
        "list_files",
        "file_tools",
        ActionType::Analysis,
        "directory",
        &shown(&directory),
    );
    let options = ListOptions {
        include_hidden,
        max_entries,
        reuse: use_cache,
    };
    let listing = run(py, call, log, move || {
        Sandbox::open(&sandbox_dir)?.list_files(&directory, &options)
    })?;
    if listing.truncated {
        warn(
            py,
            &format!(
                "toolsmith: list_files stopped at {} files (raise max_entries)",
                listing.count
            ),
        )?;
    }
    Ok(listing.files)
}

#[pyfunction]
#[pyo3(signature = (file_path, sandbox_dir, engine_name, all_issues, timeout, use_cache, project_config, venv, python, log))]
#[allow(clippy::too_many_arguments)] // one per keyword of the Python function
fn run_pylint_analysis<'py>(
    py: Python<'py>,
    file_path: PathBuf,
    sandbox_dir: PathBuf,
    engine_name: &str,
    all_issues: bool,
    timeout: f64,
    use_cache: bool,
    project_config: bool,
    venv: Option<PathBuf>,
    python: Option<PathBuf>,
    log: Option<PathBuf>,
) -> PyResult<Bound<'py, PyAny>> {
    let options = LintOptions {
        engine: engine(engine_name)?,
        all_issues,
        timeout: seconds(timeout, "timeout")?,
        use_cache,
        project_config,
        environment: EnvironmentOptions { venv, python },
        ..LintOptions::default()
    };
    let call = ToolCall::new(
        "run_pylint_analysis",
        "pylint",
        ActionType::Analysis,
        json!({ "file_path": shown(&file_path), "engine": engine_name }),
        vec![shown(&file_path)],
    );
    let report = run(py, call, log, move || {
        Sandbox::open(&sandbox_dir)?.run_pylint_analysis(&file_path, &options)
    })?;
    to_dict(py, &report)
}

#[pyfunction]
#[pyo3(signature = (directory, sandbox_dir, threshold, engine_name, timeout, use_cache, venv, python, log))]
#[allow(clippy::too_many_arguments)] // one per keyword of the Python function
fn audit_directory<'py>(
    py: Python<'py>,
    directory: PathBuf,
    sandbox_dir: PathBuf,
    threshold: f64,
    engine_name: &str,
    timeout: f64,
    use_cache: bool,
    venv: Option<PathBuf>,
    python: Option<PathBuf>,
    log: Option<PathBuf>,
) -> PyResult<Bound<'py, PyAny>> {
    let options = AuditOptions {
        lint: LintOptions {
            engine: engine(engine_name)?,
            timeout: seconds(timeout, "timeout")?,
            use_cache,
            environment: EnvironmentOptions { venv, python },
            ..LintOptions::default()
        },
        threshold,
        progress: false,
    };
    let call = ToolCall::new(
        "audit_directory",
        "pylint",
        ActionType::Analysis,
        json!({ "directory": shown(&directory), "threshold": threshold, "engine": engine_name }),
        vec![shown(&directory)],
    );
    let report = run(py, call, log, move || {
        Sandbox::open(&sandbox_dir)?.audit_directory(&directory, &options)
    })?;
    to_dict(py, &report)
}

fn test_options(
    base: TestOptions,
    timeout: f64,
    test_timeout: Option<f64>,
    venv: Option<PathBuf>,
    python: Option<PathBuf>,
) -> PyResult<TestOptions> {
    Ok(TestOptions {
        timeout: seconds(timeout, "timeout")?,
        test_timeout: test_timeout
            .map(|t| seconds(t, "test_timeout"))
            .transpose()?,
        environment: EnvironmentOptions { venv, python },
        ..base
    })
}

#[pyfunction]
#[pyo3(signature = (directory, sandbox_dir, timeout, test_timeout, venv, python, log))]
#[allow(clippy::too_many_arguments)] // one per keyword of the Python function
fn run_pytest<'py>(
    py: Python<'py>,
    directory: PathBuf,
    sandbox_dir: PathBuf,
    timeout: f64,
    test_timeout: Option<f64>,
    venv: Option<PathBuf>,
    python: Option<PathBuf>,
    log: Option<PathBuf>,
) -> PyResult<Bound<'py, PyAny>> {
    let options = test_options(
        TestOptions::for_directory(),
        timeout,
        test_timeout,
        venv,
        python,
    )?;
    let limit = options.timeout;
    let call = ToolCall::new(
        "run_pytest",
        "pytest",
        ActionType::Analysis,
        json!({ "directory": shown(&directory), "timeout": timeout }),
        vec![shown(&directory)],
    );
    let report = run(py, call, log, move || {
        Sandbox::open(&sandbox_dir)?.run_pytest(&directory, &options)
    })?;
    let dict = to_dict(py, &report)?;
    mark_timeout(&dict, "run_pytest", limit)?;
    Ok(dict)
}

#[pyfunction]
#[pyo3(signature = (test_file, test_name, sandbox_dir, timeout, test_timeout, venv, python, log))]
#[allow(clippy::too_many_arguments)] // one per keyword of the Python function
fn run_single_test<'py>(
    py: Python<'py>,
    test_file: PathBuf,
    test_name: Option<String>,
    sandbox_dir: PathBuf,
    timeout: f64,
    test_timeout: Option<f64>,
    venv: Option<PathBuf>,
    python: Option<PathBuf>,
    log: Option<PathBuf>,
) -> PyResult<Bound<'py, PyAny>> {
    let options = test_options(
        TestOptions::for_single_test(),
        timeout,
        test_timeout,
        venv,
        python,
    )?;
    let limit = options.timeout;
    let call = ToolCall::new(
        "run_single_test",
        "pytest",
        ActionType::Analysis,
        json!({ "test_file": shown(&test_file), "test_name": test_name, "timeout": timeout }),
        vec![shown(&test_file)],
    );
    let report = run(py, call, log, move || {
        Sandbox::open(&sandbox_dir)?.run_single_test(&test_file, test_name.as_deref(), &options)
    })?;
    let dict = to_dict(py, &report)?;
    mark_timeout(&dict, "run_single_test", limit)?;
    Ok(dict)
}

#[pyfunction]
#[pyo3(signature = (directory, sandbox_dir, timeout, test_timeout, venv, python, log))]
#[allow(clippy::too_many_arguments)] // one per keyword of the Python function
fn get_failing_tests<'py>(
    py: Python<'py>,
    directory: PathBuf,
    sandbox_dir: PathBuf,
    timeout: f64,
    test_timeout: Option<f64>,
    venv: Option<PathBuf>,
    python: Option<PathBuf>,
    log: Option<PathBuf>,
) -> PyResult<Bound<'py, PyAny>> {
    let options = test_options(
        TestOptions::for_directory(),
        timeout,
        test_timeout,
        venv,
        python,
    )?;
    let limit = options.timeout;
    let call = ToolCall::new(
        "get_failing_tests",
        "pytest",
        ActionType::Analysis,
        json!({ "directory": shown(&directory), "timeout": timeout }),
        vec![shown(&directory)],
    );
    let report = run(py, call, log, move || {
        Sandbox::open(&sandbox_dir)?.get_failing_tests(&directory, &options)
    })?;
    let dict = to_dict(py, &report)?;
    mark_timeout(&dict, "get_failing_tests", limit)?;
    Ok(dict)
}

/// What `validate_python_syntax` logs.
#[derive(Serialize)]
struct Verdict {
    valid: bool,
    error: Option<SyntaxErrorInfo>,
}

#[pyfunction]
#[pyo3(signature = (code, filename, target, log))]
fn validate_python_syntax(
    py: Python<'_>,
    code: String,
    filename: String,
    target: &str,
    log: Option<PathBuf>,
) -> PyResult<()> {
    let version = parse_target(target).ok_or_else(|| {
        pyo3::exceptions::PyValueError::new_err(format!(
            "unknown target {target:?}: use a Python version such as \"3.11\""
        ))
    })?;
    let call = ToolCall::new(
        "validate_python_syntax",
        "code_modifier",
        ActionType::Analysis,
        json!({ "filename": filename, "code_chars": code.chars().count(), "target": target }),
        vec![],
    );
    // A syntax error is the tool's answer (logged as a success), raised once
    // the entry is written.
    let verdict = run(py, call, log, || {
        let error = validate(&code, version).err();
        Ok(Verdict {
            valid: error.is_none(),
            error,
        })
    })?;
    match verdict.error {
        None => Ok(()),
        Some(info) => Err(errors::syntax_error(py, &info, &filename, Some(&code))),
    }
}

#[pyfunction]
#[pyo3(signature = (file_path, fixed_code, sandbox_dir, log))]
fn apply_fix<'py>(
    py: Python<'py>,
    file_path: PathBuf,
    fixed_code: String,
    sandbox_dir: PathBuf,
    log: Option<PathBuf>,
) -> PyResult<Bound<'py, PyAny>> {
    let call = ToolCall::new(
        "apply_fix",
        "code_modifier",
        ActionType::Fix,
        json!({ "file_path": shown(&file_path), "chars": fixed_code.chars().count() }),
        vec![shown(&file_path)],
    );
    let outcome = logged(py, call, log, || {
        Sandbox::open(&sandbox_dir)?.apply_fix(&file_path, &fixed_code)
    })?;
    match outcome {
        Ok(fix) => to_dict(py, &fix),
        // The error points into the code the caller passed: its line, as CPython gives it.
        Err(Error::PythonSyntax { path, error }) => {
            Err(errors::syntax_error(py, &error, &path, Some(&fixed_code)))
        }
        Err(error) => Err(errors::to_python(py, error)),
    }
}

#[pyfunction]
#[pyo3(signature = (file_path, old, new, sandbox_dir, log))]
fn edit_file<'py>(
    py: Python<'py>,
    file_path: PathBuf,
    old: String,
    new: String,
    sandbox_dir: PathBuf,
    log: Option<PathBuf>,
) -> PyResult<Bound<'py, PyAny>> {
    let call = ToolCall::new(
        "edit_file",
        "code_modifier",
        ActionType::Fix,
        json!({ "file_path": shown(&file_path), "old": old, "new": new }),
        vec![shown(&file_path)],
    );
    let edit = run(py, call, log, || {
        Sandbox::open(&sandbox_dir)?.edit_file(&file_path, &old, &new)
    })?;
    to_dict(py, &edit)
}

#[pyfunction]
#[pyo3(signature = (file_path, sandbox_dir, force, log))]
fn undo<'py>(
    py: Python<'py>,
    file_path: PathBuf,
    sandbox_dir: PathBuf,
    force: bool,
    log: Option<PathBuf>,
) -> PyResult<Bound<'py, PyAny>> {
    let call = ToolCall::new(
        "undo",
        "code_modifier",
        ActionType::Fix,
        json!({ "file_path": shown(&file_path), "force": force }),
        vec![shown(&file_path)],
    );
    let undone = run(py, call, log, || {
        Sandbox::open(&sandbox_dir)?.undo(&file_path, force)
    })?;
    to_dict(py, &undone)
}

#[pyfunction]
#[pyo3(signature = (file_path, sandbox_dir, log))]
fn add_docstring<'py>(
    py: Python<'py>,
    file_path: PathBuf,
    sandbox_dir: PathBuf,
    log: Option<PathBuf>,
) -> PyResult<Bound<'py, PyAny>> {
    let call = ToolCall::on_path(
        "add_docstring",
        "code_modifier",
        ActionType::Analysis,
        "file_path",
        &shown(&file_path),
    );
    let report = run(py, call, log, || {
        Sandbox::open(&sandbox_dir)?.add_docstring(&file_path)
    })?;
    to_dict(py, &report)
}

#[pyfunction]
#[pyo3(signature = (file_path, sandbox_dir, log))]
fn get_code_metrics<'py>(
    py: Python<'py>,
    file_path: PathBuf,
    sandbox_dir: PathBuf,
    log: Option<PathBuf>,
) -> PyResult<Bound<'py, PyAny>> {
    let call = ToolCall::on_path(
        "get_code_metrics",
        "code_modifier",
        ActionType::Analysis,
        "file_path",
        &shown(&file_path),
    );
    let metrics = run(py, call, log, || {
        Sandbox::open(&sandbox_dir)?.get_code_metrics(&file_path)
    })?;
    to_dict(py, &metrics)
}

/// The spec's `log_experiment`: one entry appended to `log_file`; its id back.
#[pyfunction]
#[pyo3(signature = (log_file, agent_name, model_used, action, details, status))]
fn log_experiment(
    py: Python<'_>,
    log_file: PathBuf,
    agent_name: String,
    model_used: String,
    action: &str,
    details: &Bound<'_, PyDict>,
    status: &str,
) -> PyResult<String> {
    let invalid = |e: Error| pyo3::exceptions::PyValueError::new_err(e.to_string());
    let action: ActionType = action.parse().map_err(invalid)?;
    let status: Status = status.parse().map_err(invalid)?;
    let details = convert::dict_from_python(details)?;
    let appended = py
        .detach(|| {
            Journal::new(&log_file).log_experiment(
                &agent_name,
                &model_used,
                action,
                details,
                status,
            )
        })
        .map_err(|error| match error.kind() {
            toolsmith::ErrorKind::InvalidInput => invalid(error),
            _ => errors::to_python(py, error),
        })?;
    if let Some(notice) = appended.notice {
        warn(py, &format!("toolsmith: {notice}"))?;
    }
    Ok(appended.id)
}
