//! The catalogue served to Python: one generic `call_tool` (the spec's
//! modules give each tool its signature, defaults and return value), the
//! `SyntaxError` of a syntax check, `is_path_in_sandbox` and `log_experiment`.

use std::ffi::CString;
use std::path::PathBuf;

use pyo3::exceptions::PyRuntimeWarning;
use pyo3::prelude::*;
use pyo3::types::PyDict;
use pyo3::wrap_pyfunction;
use serde_json::Value;
use toolsmith::Error;
use toolsmith::environment::EnvironmentOptions;
use toolsmith::journal::{ActionType, Journal, Status, record_tool_call_by};
use toolsmith::python::SyntaxErrorInfo;
use toolsmith::tools::{Context, PathBase};

use crate::{convert, errors};

pub fn register(module: &Bound<'_, PyModule>) -> PyResult<()> {
    module.add_function(wrap_pyfunction!(is_path_in_sandbox, module)?)?;
    module.add_function(wrap_pyfunction!(call_tool, module)?)?;
    module.add_function(wrap_pyfunction!(syntax_error, module)?)?;
    module.add_function(wrap_pyfunction!(log_experiment, module)?)?;
    Ok(())
}

fn warn(py: Python<'_>, message: &str) -> PyResult<()> {
    let message = CString::new(message.replace('\0', " ")).unwrap_or_default();
    PyErr::warn(py, &py.get_type::<PyRuntimeWarning>(), &message, 2)
}

#[pyfunction]
fn is_path_in_sandbox(py: Python<'_>, path: PathBuf, sandbox_dir: PathBuf) -> PyResult<bool> {
    py.detach(move || toolsmith::is_path_in_sandbox(&path, &sandbox_dir))
        .map_err(|error| errors::to_python(py, error))
}

/// Calls the catalogue's tool `name` on `arguments` (a `dict` of its MCP
/// arguments; paths as the spec takes them, from the working directory),
/// with the GIL released; appends one research-log entry to `log` (if any)
/// and returns the result as a `dict`, or raises the spec's exception.
#[pyfunction]
#[pyo3(signature = (name, sandbox_dir, arguments, venv, python, log, agent=None))]
#[allow(clippy::too_many_arguments)]
fn call_tool<'py>(
    py: Python<'py>,
    name: &str,
    sandbox_dir: PathBuf,
    arguments: &Bound<'py, PyDict>,
    venv: Option<PathBuf>,
    python: Option<PathBuf>,
    log: Option<PathBuf>,
    agent: Option<String>,
) -> PyResult<Bound<'py, PyAny>> {
    let entry = toolsmith::tools::find(name)
        .ok_or_else(|| pyo3::exceptions::PyValueError::new_err(format!("unknown tool {name:?}")))?;
    let arguments = Value::Object(convert::dict_from_python(arguments)?);
    let mut context = Context::new(sandbox_dir, PathBase::WorkingDirectory);
    context.environment = EnvironmentOptions { venv, python };
    let (invocation, log_failure) = py.detach(move || {
        let invocation = entry.invoke(&context, arguments);
        let log_failure = log.and_then(|path| {
            let journal = Journal::new(&path);
            let agent = agent
                .as_deref()
                .unwrap_or(toolsmith::journal::tool_call::AGENT);
            let outcome = invocation.outcome.as_ref();
            match record_tool_call_by(&journal, agent, &invocation.call, outcome) {
                // A repair of the log (its torn end kept aside) is said too.
                Ok(appended) => appended.notice.map(|n| format!("toolsmith: {n}")),
                Err(e) => Some(format!("toolsmith: research log not written: {e}")),
            }
        });
        (invocation, log_failure)
    });
    // A log that cannot be written is a warning: the tool's answer still counts.
    if let Some(message) = log_failure {
        warn(py, &message)?;
    }
    match invocation.outcome {
        Ok(value) => convert::to_python(py, &value),
        // The error points into the code the caller passed: its line, as CPython gives it.
        Err(Error::PythonSyntax { path, error }) => Err(errors::syntax_error(
            py,
            &error,
            &path,
            invocation.submitted_code.as_deref(),
        )),
        Err(error) => Err(errors::to_python(py, error)),
    }
}

/// The `SyntaxError` CPython raises for a syntax check's `error` (a
/// `validate_python_syntax` result's), for `code` named `filename`.
#[pyfunction]
fn syntax_error<'py>(
    py: Python<'py>,
    error: &Bound<'py, PyDict>,
    filename: &str,
    code: &str,
) -> PyResult<Bound<'py, PyAny>> {
    let field = |key: &str| -> PyResult<Bound<'py, PyAny>> {
        error.get_item(key)?.ok_or_else(|| {
            pyo3::exceptions::PyKeyError::new_err(format!("the syntax error has no {key:?}"))
        })
    };
    let info = SyntaxErrorInfo {
        message: field("message")?.extract()?,
        line: field("line")?.extract()?,
        offset: field("offset")?.extract()?,
        text: field("text")?.extract()?,
        detail: field("detail")?.extract()?,
    };
    Ok(errors::syntax_error(py, &info, filename, Some(code))
        .into_value(py)
        .into_bound(py)
        .into_any())
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
