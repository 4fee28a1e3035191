//! The bytecode of a sandbox's test runs, kept under the cache (never inside
//! the sandbox, never shared with another sandbox), and never trusted when
//! it could be stale.
//!
//! CPython's bytecode, and pytest's rewritten test modules, record their
//! source's modification time in whole seconds and its size, and are used
//! again while both match. A source rewritten with the same size within the
//! second its bytecode was written in (a repair loop that turns `a + b` into
//! `a - b` does exactly that), or given back an older time (`cp -p`, an
//! archive, a checkout), would run as the old code. So before each run,
//! every bytecode file written no later than the end of the second its
//! source last changed in is removed. The source's status-change time is
//! the one used: every write sets it, and nobody can set it back. A file
//! edited and run at once is compiled once more, nothing else.

use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use cap_std::fs::MetadataExt;

use crate::sandbox::Sandbox;
use crate::toolchain::{Toolchain, short_key};

/// Bytecode caches kept; the least recently used beyond this are removed.
const MAX_PYCACHES: usize = 32;
const PREFIX: &str = "pycache-";

/// This sandbox's bytecode directory (CPython's `sys.pycache_prefix`), with
/// what could be stale in it removed.
pub(super) fn prepare(sandbox: &Sandbox, toolchain: &Toolchain) -> PathBuf {
    let parent = toolchain.cache.join("pycache");
    let key = short_key(&[sandbox.root().as_os_str().as_encoded_bytes()]);
    let dir = parent.join(format!("{PREFIX}{key}"));
    let _ = std::fs::create_dir_all(&parent);
    if std::fs::create_dir(&dir).is_ok() {
        prune_caches(&parent);
    } else {
        remove_racy(sandbox, &dir);
    }
    dir
}

fn prune_caches(parent: &Path) {
    let Ok(entries) = std::fs::read_dir(parent) else {
        return;
    };
    let mut caches: Vec<(SystemTime, PathBuf)> = entries
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().starts_with(PREFIX))
        .filter_map(|e| Some((e.metadata().ok()?.modified().ok()?, e.path())))
        .collect();
    caches.sort();
    let excess = caches.len().saturating_sub(MAX_PYCACHES);
    for (_, old) in caches.into_iter().take(excess) {
        let _ = std::fs::remove_dir_all(old);
    }
}

/// Removes the bytecode under `dir` (which mirrors absolute source paths)
/// of the sandbox's sources that could have changed unseen, or are gone.
fn remove_racy(sandbox: &Sandbox, dir: &Path) {
    let Ok(mirror) = sandbox.root().strip_prefix("/") else {
        return;
    };
    let top = dir.join(mirror);
    let mut pending = vec![PathBuf::new()];
    while let Some(relative) = pending.pop() {
        let Ok(entries) = std::fs::read_dir(top.join(&relative)) else {
            continue;
        };
        for entry in entries.flatten() {
            let name = entry.file_name();
            let Ok(kind) = entry.file_type() else {
                continue;
            };
            if kind.is_dir() {
                pending.push(relative.join(&name));
                continue;
            }
            let name = name.to_string_lossy();
            // `mod.cpython-311.pyc`, `test_x.cpython-311-pytest-9.2.0.pyc`.
            let Some((stem, _)) = name.split_once(".cpython-") else {
                continue;
            };
            let source = relative.join(format!("{stem}.py"));
            let written = entry.metadata().and_then(|m| m.modified()).ok();
            let changed = sandbox
                .dir()
                .metadata(&source)
                .map(|m| m.ctime().max(m.mtime()))
                .ok();
            if is_racy(written, changed) {
                let _ = std::fs::remove_file(entry.path());
            }
        }
    }
}

/// Whether bytecode written at `written` could hide a change of a source
/// last changed in the second `changed` (Unix time; unknown times are taken
/// as racy).
fn is_racy(written: Option<SystemTime>, changed: Option<i64>) -> bool {
    let (Some(written), Some(changed)) = (written, changed) else {
        return true;
    };
    let Ok(next_second) = u64::try_from(changed.saturating_add(1)) else {
        return true;
    };
    written < SystemTime::UNIX_EPOCH + Duration::from_secs(next_second)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytecode_from_the_sources_second_is_racy_and_later_bytecode_is_not() {
        let at =
            |s: u64, ms: u64| Some(SystemTime::UNIX_EPOCH + Duration::from_millis(s * 1000 + ms));
        assert!(is_racy(at(100, 900), Some(100)));
        assert!(is_racy(at(100, 50), Some(100)));
        assert!(is_racy(at(99, 0), Some(100)));
        assert!(!is_racy(at(101, 0), Some(100)));
        assert!(!is_racy(at(250, 0), Some(100)));
        assert!(is_racy(None, Some(100)));
        assert!(is_racy(at(100, 100), None));
    }
}
