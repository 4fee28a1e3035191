//! uv, pinned, as the toolchain's installer: fetched once from the package
//! index (the wheel's sha256 checked against the index's) into the cache, or
//! installed with pip where that fails. `$TOOLSMITH_UV` names one to use
//! instead. Where none can be had, provisioning falls back to pip.

use std::io::IsTerminal;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, SystemTime};

use super::ProvisionLock;
use super::process::run_tool;

pub const UV_VERSION: &str = "0.13.9";
pub const UV_VARIABLE: &str = "TOOLSMITH_UV";
const FETCH_UV: &str = include_str!("fetch_uv.py");
const DEFAULT_INDEX: &str = "https://pypi.org/simple";
/// After a failed fetch, pip is used for this long before uv is tried again.
const RETRY_AFTER: Duration = Duration::from_secs(3600);

fn is_executable(path: &Path) -> bool {
    std::fs::metadata(path).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
}

/// The index to fetch from: uv's setting, then pip's, then PyPI.
fn index_url() -> String {
    ["UV_DEFAULT_INDEX", "UV_INDEX_URL", "PIP_INDEX_URL"]
        .iter()
        .find_map(|name| std::env::var(name).ok().filter(|v| !v.is_empty()))
        .unwrap_or_else(|| DEFAULT_INDEX.to_string())
}

/// The uv to use when nothing needs fetching: `Some(found)` (`found` is
/// `None` when `$TOOLSMITH_UV` names something that is not executable), or
/// `None` when it must be fetched first.
pub fn available(cache: &Path) -> Option<Option<PathBuf>> {
    if let Some(named) = std::env::var_os(UV_VARIABLE).filter(|v| !v.is_empty()) {
        let named = PathBuf::from(named);
        return Some(is_executable(&named).then_some(named));
    }
    let binary = cache.join(format!("uv-{UV_VERSION}")).join("uv");
    is_executable(&binary).then_some(Some(binary))
}

/// The uv to provision with, fetched on first use; `None` when it cannot be had.
pub fn ensure(launcher: &Path, cache: &Path) -> Option<PathBuf> {
    if let Some(found) = available(cache) {
        return found;
    }
    let home = cache.join(format!("uv-{UV_VERSION}"));
    let binary = home.join("uv");
    let failed = home.join("fetch-failed");
    let recently_failed = || {
        std::fs::metadata(&failed)
            .and_then(|m| m.modified())
            .ok()
            .and_then(|t| SystemTime::now().duration_since(t).ok())
            .is_some_and(|age| age < RETRY_AFTER)
    };
    if recently_failed() {
        return None;
    }
    // A lock of its own: the fetch runs beside other provisioning.
    let _lock = ProvisionLock::acquire(&home).ok()?;
    if is_executable(&binary) {
        return Some(binary);
    }
    let tell = std::io::stderr().is_terminal();
    if tell {
        eprintln!("toolsmith: first use: fetching uv {UV_VERSION}...");
    }
    let fetched = run_tool(
        Command::new(launcher)
            .args(["-I", "-S", "-c", FETCH_UV, UV_VERSION])
            .arg(&binary)
            .arg(index_url()),
        "fetching uv from the package index",
    )
    .map(drop)
    .or_else(|_| install_with_pip(launcher, &home, &binary));
    match fetched {
        Ok(()) if is_executable(&binary) => {
            let _ = std::fs::remove_file(&failed);
            Some(binary)
        }
        outcome => {
            let why = outcome.err().map(|e| e.to_string()).unwrap_or_default();
            eprintln!("toolsmith: uv {UV_VERSION} could not be had ({why}); using pip instead");
            let _ = std::fs::write(&failed, why);
            None
        }
    }
}

/// pip's way to the same binary, where the index only serves pip.
fn install_with_pip(launcher: &Path, home: &Path, binary: &Path) -> crate::Result<()> {
    let staging = home.join(format!("pip-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&staging);
    let installed = run_tool(
        super::process::pip_install(launcher)
            .args(["--no-deps", "--target"])
            .arg(&staging)
            .arg(format!("uv=={UV_VERSION}")),
        "installing uv with pip",
    )
    .and_then(|_| {
        std::fs::rename(staging.join("bin/uv"), binary)
            .map_err(|e| super::toolchain_error(format!("cannot place uv: {e}")))
    });
    let _ = std::fs::remove_dir_all(&staging);
    installed
}
