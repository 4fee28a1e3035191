//! The core's error as the exception the spec names: `SecurityError`,
//! `FileNotFoundError`, `NotADirectoryError`, `SyntaxError` (with `msg`,
//! `lineno`, `offset`, `text`, `filename`), and the usual `OSError` family
//! for the rest. The core's hint (what to do next) becomes an exception note.

use pyo3::create_exception;
use pyo3::exceptions::{
    PyException, PyFileNotFoundError, PyIsADirectoryError, PyNotADirectoryError, PyOSError,
    PyRuntimeError, PySyntaxError, PyValueError,
};
use pyo3::prelude::*;
use pyo3::types::PyType;
use toolsmith::python::SyntaxErrorInfo;
use toolsmith::{Error, ErrorKind};

create_exception!(
    toolsmith,
    SecurityError,
    PyException,
    "Raised when a file operation violates sandbox restrictions."
);

const ENOENT: i32 = 2;
const ENOTDIR: i32 = 20;
const EISDIR: i32 = 21;

/// The Python exception for `error`, with the core's hint as a note.
pub fn to_python(py: Python<'_>, error: Error) -> PyErr {
    let hint = error.hint();
    let exception = match &error {
        Error::Security { .. } => SecurityError::new_err(error.to_string()),
        Error::NotFound { path } => {
            PyFileNotFoundError::new_err((ENOENT, "No such file or directory", path.clone()))
        }
        Error::NotADirectory { path } => {
            PyNotADirectoryError::new_err((ENOTDIR, "Not a directory", path.clone()))
        }
        Error::IsADirectory { path } => {
            PyIsADirectoryError::new_err((EISDIR, "Is a directory", path.clone()))
        }
        Error::PythonSyntax { path, error } => syntax_error(py, error, path, None),
        Error::SandboxUnavailable { source, .. } | Error::Io { source, .. }
            if source.raw_os_error().is_some() =>
        {
            let shown = match &error {
                Error::Io { path, .. } => path.clone(),
                Error::SandboxUnavailable { path, .. } => path.display().to_string(),
                _ => String::new(),
            };
            // OSError(errno, ...) becomes the matching subclass
            // (FileNotFoundError, PermissionError, ...), as open() raises.
            PyOSError::new_err((
                source.raw_os_error().unwrap_or_default(),
                error.to_string(),
                shown,
            ))
        }
        _ => match error.kind() {
            ErrorKind::Environment | ErrorKind::Internal => {
                PyRuntimeError::new_err(error.to_string())
            }
            ErrorKind::Io => PyOSError::new_err(error.to_string()),
            _ => PyValueError::new_err(error.to_string()),
        },
    };
    if let Some(hint) = hint {
        add_note(py, &exception, &hint);
    }
    exception
}

/// CPython's `SyntaxError(msg, (filename, lineno, offset, text))`. `source`,
/// when known, gives `text` its line ending back, as CPython keeps it.
pub fn syntax_error(
    py: Python<'_>,
    info: &SyntaxErrorInfo,
    filename: &str,
    source: Option<&str>,
) -> PyErr {
    // CPython's tokenizer hands over the line without its ending when it is
    // the one that gives up (a string or bracket left open or mismatched);
    // the parser keeps it.
    let from_tokenizer = ["unterminated", "closing parenthesis", "unmatched '"]
        .iter()
        .any(|start| info.message.starts_with(start));
    let text = match source {
        Some(code) if !from_tokenizer => {
            line_with_ending(code, info.line).unwrap_or_else(|| info.text.clone())
        }
        _ => info.text.clone(),
    };
    let arguments = (
        info.message.clone(),
        (filename.to_string(), info.line, info.offset, text),
    );
    // The subclasses CPython raises, recognised by its own wording.
    let message = info.message.as_str();
    let subclass = if message.starts_with("inconsistent use of tabs and spaces") {
        Some("TabError")
    } else if [
        "expected an indented block",
        "unexpected indent",
        "unindent does not match",
        "unexpected unindent",
    ]
    .iter()
    .any(|start| message.starts_with(start))
    {
        Some("IndentationError")
    } else {
        None
    };
    let builtin = subclass.and_then(|name| {
        py.import("builtins")
            .and_then(|builtins| builtins.getattr(name))
            .ok()
            .and_then(|class| class.cast_into::<PyType>().ok())
    });
    match builtin {
        Some(class) => PyErr::from_type(class, arguments),
        None => PySyntaxError::new_err(arguments),
    }
}

/// Line `number` (1-based) of `code`, ending in `\n` if it had a line ending.
fn line_with_ending(code: &str, number: usize) -> Option<String> {
    let line = code.split_inclusive('\n').nth(number.checked_sub(1)?)?;
    Some(match line.strip_suffix("\r\n") {
        Some(body) => format!("{body}\n"),
        None => line.to_string(),
    })
}

/// `exception.add_note(note)` where Python has it (3.11+).
fn add_note(py: Python<'_>, exception: &PyErr, note: &str) {
    let value = exception.value(py);
    if value.hasattr("add_note").unwrap_or(false) {
        let _ = value.call_method1("add_note", (format!("hint: {note}"),));
    }
}
