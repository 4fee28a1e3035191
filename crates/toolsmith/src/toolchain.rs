//! The managed Python toolchain: a Python >= 3.10 (the one named by
//! `--python`/`$TOOLSMITH_PYTHON` first), and a virtualenv under the user's
//! cache directory with pinned pylint and pytest, provisioned on first use.

use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::process::Command;

use serde::{Deserialize, Serialize};

use crate::error::{Error, Result};

pub const PYLINT_VERSION: &str = "4.1.4";
pub const PYTEST_VERSION: &str = "9.2.0";
pub const PYTHON_VARIABLE: &str = "TOOLSMITH_PYTHON";
pub const CACHE_DIR_VARIABLE: &str = "TOOLSMITH_CACHE_DIR";
const READY_MARKER: &str = ".toolsmith-ready.json";

/// What is in use, for results and `doctor`.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
pub struct Toolchain {
    /// The interpreter the virtualenv was made from.
    pub base_python: PathBuf,
    pub python_version: String,
    /// The virtualenv with the pinned tools.
    pub venv: PathBuf,
    /// Its interpreter: what runs pylint and pytest.
    pub python: PathBuf,
    pub pylint_version: String,
    pub pytest_version: String,
}

#[derive(Debug, Clone, Default)]
pub struct ToolchainOptions {
    /// An interpreter to use instead of looking for one.
    pub python: Option<PathBuf>,
    /// Where the virtualenv goes instead of the user's cache directory.
    pub cache_dir: Option<PathBuf>,
}

/// `$TOOLSMITH_CACHE_DIR`, `$XDG_CACHE_HOME/toolsmith` or `~/.cache/toolsmith`.
pub fn cache_dir() -> Option<PathBuf> {
    let from = |name: &str| {
        std::env::var_os(name)
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
    };
    from(CACHE_DIR_VARIABLE)
        .or_else(|| from("XDG_CACHE_HOME").map(|p| p.join("toolsmith")))
        .or_else(|| from("HOME").map(|p| p.join(".cache/toolsmith")))
}

fn toolchain_error(message: impl Into<String>) -> Error {
    Error::Toolchain(message.into())
}

/// An interpreter's real path and version, if it is a Python >= 3.10;
/// asked once per process and interpreter (a hot path: every test run).
fn probe(candidate: &Path) -> Option<(PathBuf, String)> {
    use std::collections::HashMap;
    use std::sync::{Mutex, OnceLock};
    type Probed = Option<(PathBuf, String)>;
    static SEEN: OnceLock<Mutex<HashMap<PathBuf, Probed>>> = OnceLock::new();
    let seen = SEEN.get_or_init(|| Mutex::new(HashMap::new()));
    if let Some(known) = seen.lock().ok().and_then(|m| m.get(candidate).cloned()) {
        return known;
    }
    let found = ask(candidate);
    if let Ok(mut map) = seen.lock() {
        map.insert(candidate.to_path_buf(), found.clone());
    }
    found
}

fn ask(candidate: &Path) -> Option<(PathBuf, String)> {
    let output = Command::new(candidate)
        .args([
            "-I",
            "-c",
            "import sys; print(sys.executable); print('%d.%d.%d' % sys.version_info[:3])",
        ])
        .output()
        .ok()?;
    if !output.status.success() {
        return None;
    }
    let text = String::from_utf8(output.stdout).ok()?;
    let mut lines = text.lines();
    let executable = PathBuf::from(lines.next()?);
    let version = lines.next()?.to_string();
    let mut parts = version.split('.').map(|p| p.parse::<u32>().unwrap_or(0));
    let (major, minor) = (parts.next()?, parts.next()?);
    (major == 3 && minor >= 10).then_some((executable, version))
}

/// The interpreter to build on: the explicit one, `$TOOLSMITH_PYTHON`, then
/// `python3` and `python` on the PATH.
pub fn find_python(explicit: Option<&Path>) -> Result<(PathBuf, String)> {
    if let Some(path) = explicit.map(Path::to_path_buf).or_else(|| {
        std::env::var_os(PYTHON_VARIABLE)
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
    }) {
        return probe(&path).ok_or_else(|| {
            toolchain_error(format!("{} is not a Python 3.10 or newer", path.display()))
        });
    }
    ["python3", "python"]
        .iter()
        .find_map(|name| probe(Path::new(name)))
        .ok_or_else(|| {
            toolchain_error(
                "no Python 3.10 or newer found: install python3 or set TOOLSMITH_PYTHON",
            )
        })
}

impl Toolchain {
    /// The toolchain, provisioned if this is its first use. Concurrent
    /// callers wait for one provisioning.
    pub fn ensure(options: &ToolchainOptions) -> Result<Toolchain> {
        let (base_python, python_version) = find_python(options.python.as_deref())?;
        let cache = options
            .cache_dir
            .clone()
            .or_else(cache_dir)
            .ok_or_else(|| {
                toolchain_error("no cache directory: set TOOLSMITH_CACHE_DIR or HOME")
            })?;
        let key = crate::modify::history::fnv1a(base_python.as_os_str().as_encoded_bytes());
        let venv = cache
            .join(format!("python-{python_version}-{key}"))
            .join(format!("pylint-{PYLINT_VERSION}-pytest-{PYTEST_VERSION}"));
        let toolchain = Toolchain {
            python: venv.join("bin/python"),
            venv,
            base_python,
            python_version,
            pylint_version: PYLINT_VERSION.into(),
            pytest_version: PYTEST_VERSION.into(),
        };
        if toolchain.is_ready() {
            return Ok(toolchain);
        }
        std::fs::create_dir_all(&cache)
            .map_err(|e| toolchain_error(format!("cannot create {}: {e}", cache.display())))?;
        let lock = std::fs::File::create(cache.join("provision.lock"))
            .map_err(|e| toolchain_error(format!("cannot lock {}: {e}", cache.display())))?;
        rustix::fs::flock(&lock, rustix::fs::FlockOperation::LockExclusive)
            .map_err(|e| toolchain_error(format!("cannot lock {}: {e}", cache.display())))?;
        if !toolchain.is_ready() {
            toolchain.provision()?;
        }
        Ok(toolchain)
    }

    fn is_ready(&self) -> bool {
        std::fs::read(self.venv.join(READY_MARKER))
            .ok()
            .and_then(|bytes| serde_json::from_slice::<Toolchain>(&bytes).ok())
            .is_some_and(|recorded| recorded == *self && self.python.exists())
    }

    fn provision(&self) -> Result<()> {
        let tell = std::io::stderr().is_terminal();
        if tell {
            eprintln!(
                "toolsmith: first use: creating {} with pylint {PYLINT_VERSION} and pytest {PYTEST_VERSION}...",
                self.venv.display()
            );
        }
        let run = |command: &mut Command, what: &str| -> Result<()> {
            let output = command
                .output()
                .map_err(|e| toolchain_error(format!("{what}: {e}")))?;
            if output.status.success() {
                return Ok(());
            }
            let stderr = String::from_utf8_lossy(&output.stderr);
            let tail: String = stderr
                .lines()
                .rev()
                .take(5)
                .collect::<Vec<_>>()
                .into_iter()
                .rev()
                .collect::<Vec<_>>()
                .join(" | ");
            Err(toolchain_error(format!("{what} failed: {tail}")))
        };
        run(
            Command::new(&self.base_python)
                .args(["-m", "venv", "--clear"])
                .arg(&self.venv),
            "creating the virtualenv",
        )?;
        run(
            Command::new(&self.python)
                .args([
                    "-m",
                    "pip",
                    "install",
                    "--disable-pip-version-check",
                    "--no-input",
                    "--quiet",
                ])
                .arg(format!("pylint=={PYLINT_VERSION}"))
                .arg(format!("pytest=={PYTEST_VERSION}")),
            "installing pylint and pytest (needs the Python package index)",
        )?;
        let marker = serde_json::to_vec_pretty(self).map_err(|e| toolchain_error(e.to_string()))?;
        std::fs::write(self.venv.join(READY_MARKER), marker)
            .map_err(|e| toolchain_error(format!("cannot write the ready marker: {e}")))?;
        if tell {
            eprintln!("toolsmith: toolchain ready");
        }
        Ok(())
    }
}
