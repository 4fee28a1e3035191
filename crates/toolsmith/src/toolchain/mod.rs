//! The managed toolchain, kept under the user's cache directory:
//!
//! - the launcher: a Python >= 3.10 found outside any sandbox (`--python` of
//!   [`ToolchainOptions`], `$TOOLSMITH_PYTHON`, `python3`). It starts every
//!   confined run and applies the confinement before the project's own
//!   interpreter is executed (see [`crate::confine`]);
//! - uv, pinned, fetched from the package index on first use ([`uv`]); pip
//!   where uv cannot be had;
//! - for each Python installation the tools run on, a layer of pinned pylint
//!   and pytest with their dependencies, one directory per distribution, put on
//!   that interpreter's path and never installed into its environment
//!   ([`layer`]);
//! - a bare virtualenv on the launcher, the environment when the project has
//!   none of its own ("toolchain only").

pub mod layer;
pub(crate) mod process;
pub mod uv;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Arc, Mutex, OnceLock};
use std::thread::JoinHandle;

use serde::{Serialize, Serializer};

use crate::error::{Error, Result};

pub const PYLINT_VERSION: &str = "4.1.4";
pub const PYTEST_VERSION: &str = "9.2.0";
pub const PYTHON_VARIABLE: &str = "TOOLSMITH_PYTHON";
pub const CACHE_DIR_VARIABLE: &str = "TOOLSMITH_CACHE_DIR";
const BARE_READY: &str = ".toolsmith-bare.json";

/// What is in use, for results and `doctor`.
#[derive(Debug, Clone, Serialize)]
pub struct Toolchain {
    /// The interpreter that starts every confined run (the base the bare
    /// environment is made from).
    pub base_python: PathBuf,
    pub python_version: String,
    /// The cache directory everything below lives in.
    pub cache: PathBuf,
    /// The pinned uv (see [`Toolchain::uv`]).
    uv: UvSlot,
    pub pylint_version: String,
    pub pytest_version: String,
}

/// uv: known, or being fetched in the background on first use (while the
/// bare environment is made and probed, which do not need it).
#[derive(Debug, Clone)]
struct UvSlot {
    known: Arc<OnceLock<Option<PathBuf>>>,
    fetching: Arc<Mutex<Option<JoinHandle<Option<PathBuf>>>>>,
}

impl UvSlot {
    fn get(&self) -> Option<&Path> {
        self.known
            .get_or_init(|| {
                let handle = self.fetching.lock().ok().and_then(|mut h| h.take());
                handle.and_then(|h| h.join().ok()).flatten()
            })
            .as_deref()
    }

    /// uv if it is already there, without waiting for a fetch.
    fn ready(&self) -> Option<&Path> {
        let fetched = self
            .fetching
            .lock()
            .is_ok_and(|h| h.as_ref().is_none_or(JoinHandle::is_finished));
        if fetched { self.get() } else { None }
    }
}

impl Serialize for UvSlot {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.get().serialize(serializer)
    }
}

#[derive(Debug, Clone, Default)]
pub struct ToolchainOptions {
    /// The launcher to use instead of `$TOOLSMITH_PYTHON` or `python3`.
    pub python: Option<PathBuf>,
    /// Where everything goes instead of the user's cache directory.
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

pub(crate) fn toolchain_error(message: impl Into<String>) -> Error {
    Error::Toolchain(message.into())
}

/// An interpreter's real path and version, if it is a Python >= 3.10;
/// asked once per process and interpreter (a hot path: every test run).
/// Only for interpreters outside any sandbox: this runs it unconfined.
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
            "-S",
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

/// The launcher: the explicit one, `$TOOLSMITH_PYTHON`, then `python3` and
/// `python` on the PATH.
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

/// A short, stable key for cache paths.
pub(crate) fn short_key(parts: &[&[u8]]) -> String {
    use sha2::{Digest, Sha256};
    let mut hasher = Sha256::new();
    for part in parts {
        hasher.update((part.len() as u64).to_le_bytes());
        hasher.update(part);
    }
    let digest = format!("{:x}", hasher.finalize());
    digest[..16].to_string()
}

/// Holds the cache's provisioning lock while alive: concurrent processes
/// wait for one provisioning instead of racing it.
pub(crate) struct ProvisionLock {
    _file: std::fs::File,
}

impl ProvisionLock {
    pub(crate) fn acquire(cache: &Path) -> Result<ProvisionLock> {
        std::fs::create_dir_all(cache)
            .map_err(|e| toolchain_error(format!("cannot create {}: {e}", cache.display())))?;
        let file = std::fs::File::create(cache.join("provision.lock"))
            .map_err(|e| toolchain_error(format!("cannot lock {}: {e}", cache.display())))?;
        rustix::fs::flock(&file, rustix::fs::FlockOperation::LockExclusive)
            .map_err(|e| toolchain_error(format!("cannot lock {}: {e}", cache.display())))?;
        Ok(ProvisionLock { _file: file })
    }
}

impl Toolchain {
    /// The toolchain: the launcher found, uv provisioned if this is its first
    /// use. Layers and the bare environment are made when first needed.
    pub fn ensure(options: &ToolchainOptions) -> Result<Toolchain> {
        let (base_python, python_version) = find_python(options.python.as_deref())?;
        let cache = options
            .cache_dir
            .clone()
            .or_else(cache_dir)
            .ok_or_else(|| {
                toolchain_error("no cache directory: set TOOLSMITH_CACHE_DIR or HOME")
            })?;
        let uv = match uv::available(&cache) {
            Some(found) => UvSlot {
                known: Arc::new(OnceLock::from(found)),
                fetching: Arc::new(Mutex::new(None)),
            },
            None => {
                let (launcher, home) = (base_python.clone(), cache.clone());
                UvSlot {
                    known: Arc::new(OnceLock::new()),
                    fetching: Arc::new(Mutex::new(Some(std::thread::spawn(move || {
                        uv::ensure(&launcher, &home)
                    })))),
                }
            }
        };
        Ok(Toolchain {
            base_python,
            python_version,
            cache,
            uv,
            pylint_version: PYLINT_VERSION.into(),
            pytest_version: PYTEST_VERSION.into(),
        })
    }

    /// The bare virtualenv on the launcher: the project's environment when it
    /// has none (the tools' layer is added to it like to any other).
    pub fn bare_environment(&self) -> Result<PathBuf> {
        let key = short_key(&[self.base_python.as_os_str().as_encoded_bytes()]);
        let venv = self
            .cache
            .join(format!("python-{}-{key}", self.python_version))
            .join("bare");
        let ready = || venv.join(BARE_READY).is_file() && venv.join("bin/python").exists();
        if ready() {
            return Ok(venv);
        }
        let _lock = ProvisionLock::acquire(&self.cache)?;
        if ready() {
            return Ok(venv);
        }
        self.make_venv(&self.base_python, &venv)?;
        std::fs::write(venv.join(BARE_READY), b"{}\n")
            .map_err(|e| toolchain_error(format!("cannot mark {}: {e}", venv.display())))?;
        Ok(venv)
    }

    /// The pinned uv, fetched if this is its first use; `None` where it
    /// cannot be had (pip is used then).
    pub fn uv(&self) -> Option<&Path> {
        self.uv.get()
    }

    /// A new, empty virtualenv at `venv` on `python`: uv's if uv is there,
    /// else `venv`'s (no need to wait for uv: both make the same).
    pub(crate) fn make_venv(&self, python: &Path, venv: &Path) -> Result<()> {
        let _ = std::fs::remove_dir_all(venv);
        if let Some(parent) = venv.parent() {
            std::fs::create_dir_all(parent)
                .map_err(|e| toolchain_error(format!("cannot create {}: {e}", parent.display())))?;
        }
        let mut command = match self.uv.ready() {
            Some(uv) => {
                let mut command = self.uv_command(uv);
                command
                    .args(["venv", "--quiet", "--no-config", "--python"])
                    .arg(python)
                    .arg(venv);
                command
            }
            None => {
                let mut command = Command::new(python);
                command
                    .args(["-I", "-m", "venv", "--without-pip", "--clear"])
                    .arg(venv);
                command
            }
        };
        process::run_tool(&mut command, "creating a virtualenv").map(drop)
    }

    /// A uv command that reads no configuration of ours or the sandbox's,
    /// never downloads a Python, and keeps its cache beside ours (so installs
    /// are hard links).
    pub(crate) fn uv_command(&self, uv: &Path) -> Command {
        let mut command = Command::new(uv);
        for variable in [
            "VIRTUAL_ENV",
            "CONDA_PREFIX",
            "UV_PYTHON",
            "UV_SYSTEM_PYTHON",
            "UV_CONFIG_FILE",
            "UV_PROJECT_ENVIRONMENT",
            "PYTHONPATH",
            "PYTHONHOME",
        ] {
            command.env_remove(variable);
        }
        command
            .env("UV_CACHE_DIR", self.cache.join("uv-cache"))
            .env("UV_PYTHON_DOWNLOADS", "never")
            .env("UV_NO_PROGRESS", "1")
            .env("NO_COLOR", "1");
        if std::env::var_os("UV_DEFAULT_INDEX").is_none()
            && std::env::var_os("UV_INDEX_URL").is_none()
            && let Some(index) = std::env::var_os("PIP_INDEX_URL")
        {
            // A user's pip index (a mirror, say) is where uv should look too.
            command.env("UV_DEFAULT_INDEX", index);
        }
        command
    }
}
