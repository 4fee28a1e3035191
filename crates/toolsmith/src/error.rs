//! The one error type of the core. Fronts map it to exit codes, MCP error
//! results and Python exceptions; `kind()` is the stable name they switch on.

use std::io;
use std::path::PathBuf;

/// Everything a Toolsmith tool can fail with.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The path resolves outside the sandbox (the spec's `SecurityError`).
    #[error("{path}: {reason}")]
    Security { path: String, reason: String },

    /// The sandbox root itself cannot be opened.
    #[error("sandbox directory {path} cannot be opened: {source}")]
    SandboxUnavailable {
        path: PathBuf,
        #[source]
        source: io::Error,
    },

    #[error("{path}: no such file or directory")]
    NotFound { path: String },

    #[error("{path}: not a directory")]
    NotADirectory { path: String },

    #[error("{path}: is a directory, not a file")]
    IsADirectory { path: String },

    /// FIFOs, sockets and devices: refused before they are opened for reading.
    #[error("{path}: is a {kind}, not a regular file; refused")]
    SpecialFile { path: String, kind: &'static str },

    #[error("{path}: {size} bytes is over the {limit}-byte limit")]
    TooLarge { path: String, size: u64, limit: u64 },

    #[error("{path}: not UTF-8 text (invalid byte at offset {offset})")]
    NotUtf8 { path: String, offset: usize },

    #[error("{path}: binary content (NUL byte at offset {offset})")]
    Binary { path: String, offset: usize },

    /// Python source that CPython would refuse, with CPython's location.
    #[error("{path}: syntax error: {error}")]
    PythonSyntax {
        path: String,
        error: SyntaxErrorInfo,
    },

    #[error("{0}")]
    InvalidArgument(String),

    /// The managed Python toolchain cannot be found, made or started.
    #[error("python toolchain: {0}")]
    Toolchain(String),

    /// The project's Python environment cannot be used or made (a broken
    /// virtualenv, a requirement that does not resolve, no network for a sync).
    #[error("{message}")]
    Environment { message: String, hint: String },

    /// Confinement was required and is not available.
    #[error("confinement required but unavailable: {0}")]
    Confinement(String),

    /// A bug of ours: a tool panicked. The call fails with this error;
    /// the process (a server, a swarm, a batch) goes on.
    #[error("internal error in {tool} (a bug of Toolsmith; please report it): {message}")]
    Internal { tool: &'static str, message: String },

    #[error("{path}: {operation} failed: {source}")]
    Io {
        path: String,
        operation: &'static str,
        #[source]
        source: io::Error,
    },
}

/// Coarse classes the fronts map to exit codes and exception types.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ErrorKind {
    Security,
    NotFound,
    NotADirectory,
    IsADirectory,
    /// Python source with a syntax error (the spec's `SyntaxError`).
    Syntax,
    InvalidInput,
    Environment,
    Io,
    /// A tool panicked: a bug of ours, not of the input.
    Internal,
}

impl Error {
    pub fn kind(&self) -> ErrorKind {
        match self {
            Error::Security { .. } => ErrorKind::Security,
            Error::SandboxUnavailable { .. } => ErrorKind::Environment,
            Error::NotFound { .. } => ErrorKind::NotFound,
            Error::NotADirectory { .. } => ErrorKind::NotADirectory,
            Error::IsADirectory { .. } => ErrorKind::IsADirectory,
            Error::PythonSyntax { .. } => ErrorKind::Syntax,
            Error::SpecialFile { .. }
            | Error::TooLarge { .. }
            | Error::NotUtf8 { .. }
            | Error::Binary { .. }
            | Error::InvalidArgument(_) => ErrorKind::InvalidInput,
            Error::Io { .. } => ErrorKind::Io,
            Error::Internal { .. } => ErrorKind::Internal,
            Error::Toolchain(_) | Error::Confinement(_) | Error::Environment { .. } => {
                ErrorKind::Environment
            }
        }
    }

    /// What the caller (often an LLM) can do about it, where there is something to say.
    pub fn hint(&self) -> Option<String> {
        match self {
            Error::Security { .. } => Some(
                "use a path inside the sandbox directory (for example ./sandbox/file.py)".into(),
            ),
            Error::SandboxUnavailable { .. } => {
                Some("create the directory or pass --sandbox DIR".into())
            }
            Error::NotFound { .. } => Some("list the directory to see which files exist".into()),
            Error::PythonSyntax { error, .. } => {
                Some(format!("line {}: {}", error.line, error.text.trim_end()))
            }
            Error::Toolchain(_) => Some(
                "set TOOLSMITH_PYTHON to a Python >= 3.10; the first run needs the Python package index"
                    .into(),
            ),
            Error::Environment { hint, .. } => Some(hint.clone()),
            Error::Confinement(_) => {
                Some("run `toolsmith doctor` to see which mechanisms this machine lacks".into())
            }
            Error::TooLarge { .. } => {
                Some("read a line range (--lines START:END) or raise the limit".into())
            }
            _ => None,
        }
    }

    /// Wraps an I/O error from an operation through the sandbox handle, naming the
    /// path as the caller gave it. cap-std reports an escape from the handle as
    /// `PermissionDenied` without an OS error number; that is a security refusal.
    pub fn from_io(path: &str, operation: &'static str, err: io::Error) -> Error {
        let path = path.to_string();
        if is_escape_attempt(&err) {
            return Error::Security {
                path,
                reason: "resolves outside the sandbox".into(),
            };
        }
        match err.raw_os_error() {
            Some(code) if code == rustix::io::Errno::NOENT.raw_os_error() => {
                return Error::NotFound { path };
            }
            Some(code) if code == rustix::io::Errno::NOTDIR.raw_os_error() => {
                return Error::NotADirectory { path };
            }
            Some(code) if code == rustix::io::Errno::ISDIR.raw_os_error() => {
                return Error::IsADirectory { path };
            }
            _ => {}
        }
        Error::Io {
            path,
            operation,
            source: err,
        }
    }
}

/// cap-std's escape error is synthesised (no errno); a real EACCES carries one.
pub(crate) fn is_escape_attempt(err: &io::Error) -> bool {
    err.kind() == io::ErrorKind::PermissionDenied && err.raw_os_error().is_none()
}

pub type Result<T, E = Error> = std::result::Result<T, E>;

/// A syntax error with CPython's conventions: 1-based `line`, 1-based
/// `offset` in characters, and the offending line's text.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct SyntaxErrorInfo {
    /// CPython's wording where we know it, else "invalid syntax".
    pub message: String,
    pub line: usize,
    pub offset: usize,
    /// The source line the error is on, without its line ending.
    pub text: String,
    /// The parser's own, more specific description.
    pub detail: String,
}

impl std::fmt::Display for SyntaxErrorInfo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} (line {}, column {})",
            self.message, self.line, self.offset
        )
    }
}
