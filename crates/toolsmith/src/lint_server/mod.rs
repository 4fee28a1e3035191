//! The warm lint server, in the manner of mypy's `dmypy`: a process per user,
//! sandbox and environment that keeps pylint workers (and astroid's modules)
//! warm between CLI calls. The CLI asks it over a Unix socket in a private
//! directory (`$XDG_RUNTIME_DIR/toolsmith`, else the cache directory's
//! `servers`), mode 0700, socket 0600. A socket is used only if it is ours:
//! owned by this user, private, and the process answering runs as this user
//! (its peer credentials); anything else is never trusted. A server that
//! cannot be reached, hangs or dies is replaced, and the call runs on the
//! caller's own workers meanwhile.

mod serve;

use std::io::{BufRead, BufReader, Write};
use std::os::unix::fs::{DirBuilderExt, FileTypeExt, MetadataExt, PermissionsExt};
use std::os::unix::net::UnixStream;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use sha2::{Digest, Sha256};

pub use serve::{ServeOptions, serve};

use crate::environment::EnvironmentOptions;
use crate::error::{Error, Result};

/// How long a server waits for a call before it exits.
pub const DEFAULT_IDLE: Duration = Duration::from_secs(300);
/// How long a server may take to start listening.
const START_LIMIT: Duration = Duration::from_secs(10);
/// Environment variables that change what a call answers: a server serves
/// only callers that agree on all of them.
const KEYED_VARIABLES: &[&str] = &[
    "PATH",
    "HOME",
    "VIRTUAL_ENV",
    "CONDA_PREFIX",
    "PYENV_VERSION",
    "XDG_CACHE_HOME",
    "TOOLSMITH_CACHE_DIR",
    "TOOLSMITH_PYTHON",
    "TOOLSMITH_UV",
    "TOOLSMITH_STATE_DIR",
    "UV_DEFAULT_INDEX",
    "UV_INDEX_URL",
    "PIP_INDEX_URL",
];

fn unavailable(message: impl Into<String>) -> Error {
    Error::Environment {
        message: message.into(),
        hint: "run with --no-server, or see `toolsmith server status`".into(),
    }
}

/// The private directory the sockets live in, made if missing; refused if
/// another user owns it or others may enter it.
pub fn socket_dir() -> Result<PathBuf> {
    let runtime = std::env::var_os("XDG_RUNTIME_DIR")
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
        .filter(|dir| dir.is_dir());
    let dir = match runtime {
        Some(runtime) => runtime.join("toolsmith"),
        None => crate::toolchain::cache_dir()
            .ok_or_else(|| unavailable("no directory for the lint server's socket"))?
            .join("servers"),
    };
    let _ = std::fs::DirBuilder::new()
        .recursive(true)
        .mode(0o700)
        .create(&dir);
    let metadata = std::fs::symlink_metadata(&dir)
        .map_err(|e| unavailable(format!("{}: {e}", dir.display())))?;
    if !metadata.is_dir()
        || metadata.uid() != rustix::process::geteuid().as_raw()
        || metadata.permissions().mode() & 0o077 != 0
    {
        return Err(unavailable(format!(
            "{} is not a private directory of this user: the lint server is not used",
            dir.display()
        )));
    }
    Ok(dir)
}

/// The socket of the server for `sandbox` as this process would call it:
/// its working directory (paths are taken from it), environment and binary.
pub fn socket_for(sandbox: &Path) -> Result<PathBuf> {
    let mut hasher = Sha256::new();
    let mut part = |bytes: &[u8]| {
        hasher.update((bytes.len() as u64).to_le_bytes());
        hasher.update(bytes);
    };
    let sandbox = std::fs::canonicalize(sandbox).unwrap_or_else(|_| sandbox.to_path_buf());
    part(sandbox.as_os_str().as_encoded_bytes());
    let cwd =
        std::env::current_dir().map_err(|e| Error::from_io("the working directory", "read", e))?;
    part(cwd.as_os_str().as_encoded_bytes());
    for name in KEYED_VARIABLES {
        part(
            std::env::var_os(name)
                .unwrap_or_default()
                .as_encoded_bytes(),
        );
    }
    // A server of another build never answers (its protocol or results may differ).
    if let Ok(exe) = std::env::current_exe().and_then(std::fs::metadata) {
        part(&exe.len().to_le_bytes());
        part(&exe.mtime().to_le_bytes());
        part(&exe.mtime_nsec().to_le_bytes());
    }
    let digest = format!("{:x}", hasher.finalize());
    let socket = socket_dir()?.join(format!("lint-{}.sock", &digest[..20]));
    // sockaddr_un holds 108 bytes, the terminating NUL included.
    if socket.as_os_str().len() >= 108 {
        return Err(unavailable(format!(
            "{} is too long a path for a socket",
            socket.display()
        )));
    }
    Ok(socket)
}

/// Connects to the socket if, and only if, it is ours: a socket owned by
/// this user, private, served by a process of this user.
fn connect_trusted(socket: &Path) -> std::result::Result<UnixStream, Refusal> {
    let metadata = std::fs::symlink_metadata(socket).map_err(|_| Refusal::Absent)?;
    let me = rustix::process::geteuid().as_raw();
    if !metadata.file_type().is_socket() || metadata.uid() != me {
        return Err(Refusal::Foreign(format!(
            "{} is not a socket of this user: not trusted",
            socket.display()
        )));
    }
    if metadata.permissions().mode() & 0o077 != 0 {
        return Err(Refusal::Foreign(format!(
            "{} may be used by other users: not trusted",
            socket.display()
        )));
    }
    let stream = UnixStream::connect(socket).map_err(|_| Refusal::Stale)?;
    match rustix::net::sockopt::socket_peercred(&stream) {
        Ok(peer) if peer.uid.as_raw() == me => Ok(stream),
        _ => Err(Refusal::Foreign(format!(
            "the process behind {} is not this user's: not trusted",
            socket.display()
        ))),
    }
}

enum Refusal {
    Absent,
    /// Nothing answers (a server that died): replace it.
    Stale,
    /// Never used, never removed.
    Foreign(String),
}

/// Why an exchange with a server failed.
enum Failure {
    /// The connection closed or was reset before the server said a word: a
    /// server that died as the call reached it (a new one may answer).
    Dropped(String),
    /// It went silent, closed mid-call or said something unreadable.
    Failed(String),
}

impl Failure {
    fn into_error(self) -> Error {
        match self {
            Failure::Dropped(why) | Failure::Failed(why) => unavailable(why),
        }
    }
}

fn dropped(error: &std::io::Error) -> bool {
    use std::io::ErrorKind::{BrokenPipe, ConnectionAborted, ConnectionReset};
    matches!(
        error.kind(),
        BrokenPipe | ConnectionReset | ConnectionAborted
    )
}

/// Sends one request and reads answers until the last (skipping the
/// server's "alive" lines); a failure when it went silent for `silence`,
/// closed the connection or said something unreadable.
fn exchange(
    mut stream: UnixStream,
    request: &Value,
    silence: Duration,
) -> std::result::Result<Value, Failure> {
    if let Err(e) = stream
        .set_read_timeout(Some(silence))
        .and_then(|()| writeln!(stream, "{request}"))
    {
        let why = format!("the lint server did not take the call: {e}");
        return Err(if dropped(&e) {
            Failure::Dropped(why)
        } else {
            Failure::Failed(why)
        });
    }
    let mut reader = BufReader::new(stream);
    let mut line = String::new();
    let mut heard = false;
    loop {
        line.clear();
        match reader.read_line(&mut line) {
            Ok(0) if !heard => {
                return Err(Failure::Dropped(
                    "the lint server closed the connection unanswered".into(),
                ));
            }
            Ok(0) => {
                return Err(Failure::Failed(
                    "the lint server closed the connection mid-call".into(),
                ));
            }
            Ok(_) => heard = true,
            Err(e) if !heard && dropped(&e) => {
                return Err(Failure::Dropped(format!(
                    "the lint server dropped the call ({e})"
                )));
            }
            Err(e) => {
                return Err(Failure::Failed(format!(
                    "the lint server said nothing for {} s ({e})",
                    silence.as_secs()
                )));
            }
        }
        let answer: Value = serde_json::from_str(&line)
            .map_err(|e| Failure::Failed(format!("the lint server answered garbage: {e}")))?;
        if answer.get("alive").is_none() {
            return Ok(answer);
        }
    }
}

/// A tool call for the server of `sandbox`.
pub struct ServedCall<'a> {
    pub sandbox: &'a Path,
    pub tool: &'a str,
    pub arguments: Value,
    pub environment: &'a EnvironmentOptions,
    /// The longest the server may go without a word (it says "alive" every
    /// second while it works): past it, it is taken for hung.
    pub silence: Duration,
}

/// Runs `call` on the warm server, starting one if none runs. The result's
/// JSON; `None` when the tool itself failed there (the caller runs it
/// itself for the error, typed); an error when the server could not answer
/// (the caller runs the call itself and says so).
pub fn call(call: &ServedCall) -> Result<Option<Value>> {
    let socket = socket_for(call.sandbox)?;
    let request = json!({
        "tool": call.tool,
        "arguments": call.arguments,
        "venv": call.environment.venv,
        "python": call.environment.python,
    });
    // A server that dies as the call reaches it (its socket still open for a
    // moment) is replaced once, quietly; one that hangs or fails mid-call is
    // not asked again.
    let mut retried = false;
    let answer = loop {
        let stream = connect_or_start(&socket, call.sandbox)?;
        let pid = peer_pid(&stream);
        let answer = exchange(stream, &request, call.silence);
        if answer.is_err() {
            // Hung or half dead: end it, the next call starts a fresh one.
            if let Some(pid) = pid {
                let _ = rustix::process::kill_process(pid, rustix::process::Signal::KILL);
            }
            let _ = std::fs::remove_file(&socket);
        }
        match answer {
            Err(Failure::Dropped(_)) if !retried => retried = true,
            answer => break answer.map_err(Failure::into_error)?,
        }
    };
    match (answer.get("result"), answer.get("error")) {
        (Some(result), _) => Ok(Some(result.clone())),
        (None, Some(_)) => Ok(None),
        _ => Err(unavailable("the lint server answered nothing")),
    }
}

fn peer_pid(stream: &UnixStream) -> Option<rustix::process::Pid> {
    rustix::net::sockopt::socket_peercred(stream)
        .ok()
        .map(|peer| peer.pid)
}

/// A connection to the server behind `socket`, started (once, under a
/// lock: parallel callers start one server) when none answers.
fn connect_or_start(socket: &Path, sandbox: &Path) -> Result<UnixStream> {
    match connect_trusted(socket) {
        Ok(stream) => return Ok(stream),
        Err(Refusal::Foreign(why)) => return Err(unavailable(why)),
        Err(Refusal::Absent | Refusal::Stale) => {}
    }
    let lock_path = socket.with_extension("lock");
    let lock = std::fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(&lock_path)
        .map_err(|e| unavailable(format!("{}: {e}", lock_path.display())))?;
    rustix::fs::flock(&lock, rustix::fs::FlockOperation::LockExclusive)
        .map_err(|e| unavailable(format!("{}: {e}", lock_path.display())))?;
    match connect_trusted(socket) {
        Ok(stream) => return Ok(stream),
        Err(Refusal::Foreign(why)) => return Err(unavailable(why)),
        Err(Refusal::Stale) => {
            let _ = std::fs::remove_file(socket);
        }
        Err(Refusal::Absent) => {}
    }
    let exe = std::env::current_exe().map_err(|e| Error::from_io("toolsmith", "find", e))?;
    let mut child = Command::new(exe)
        .arg("--sandbox")
        .arg(sandbox)
        .args(["server", "run", "--socket"])
        .arg(socket)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .process_group(0)
        .spawn()
        .map_err(|e| unavailable(format!("the lint server did not start: {e}")))?;
    let started = Instant::now();
    loop {
        match connect_trusted(socket) {
            Ok(stream) => return Ok(stream),
            Err(Refusal::Foreign(why)) => return Err(unavailable(why)),
            Err(_) if matches!(child.try_wait(), Ok(Some(_))) => {
                return Err(unavailable("the lint server exited as it started"));
            }
            Err(_) if started.elapsed() < START_LIMIT => {
                std::thread::sleep(Duration::from_millis(5));
            }
            Err(_) => return Err(unavailable("the lint server did not start in time")),
        }
    }
}

/// What a running server says of itself.
pub fn status(socket: &Path) -> Option<Value> {
    let stream = connect_trusted(socket).ok()?;
    exchange(stream, &json!({"status": true}), Duration::from_secs(5)).ok()
}

/// Every server of this user, as each describes itself.
pub fn all_statuses() -> Result<Vec<Value>> {
    let dir = socket_dir()?;
    let mut found = Vec::new();
    for entry in std::fs::read_dir(&dir)
        .map_err(|e| Error::from_io(&dir.display().to_string(), "read", e))?
        .flatten()
    {
        let path = entry.path();
        if path.extension().is_some_and(|e| e == "sock")
            && let Some(mut said) = status(&path)
        {
            said["socket"] = json!(path);
            found.push(said);
        }
    }
    Ok(found)
}

/// Asks the server behind `socket` to exit; whether one was there.
pub fn stop(socket: &Path) -> bool {
    let Ok(stream) = connect_trusted(socket) else {
        return false;
    };
    exchange(stream, &json!({"stop": true}), Duration::from_secs(5)).is_ok()
}
