//! A confined Python's private directory, removed even when its owner is
//! never dropped.
//!
//! Warm parents and warm pylint workers live in process-wide tables that
//! are never dropped, so a CLI call or a test process that started one used
//! to leave its directory (the plan's files, its children's homes) in the
//! temporary directory: one per call, thousands for an agent. Each private
//! directory is now locked (`flock` on the directory itself, out of reach
//! of the code it holds) while its owner lives; the first launch a process
//! prepares removes the directories whose lock nobody holds, their process
//! gone however it ended. The lock, not a process id, says who is alive:
//! ids are reused and may belong to another PID namespace.

use std::fs::File;
use std::path::{Path, PathBuf};

use crate::error::{Error, Result};

/// Names of private directories, live or orphaned (distinct enough that no
/// directory of a user's, `/tmp/toolsmith-repaired` say, is ever taken for one).
const PREFIX: &str = "toolsmith-private-";
/// Names of directories being made: not yet locked, never removed by others.
const STARTING: &str = "toolsmith-starting-";

/// A directory named `PREFIX…`, locked while this value lives, removed when
/// it is dropped.
pub(crate) struct OwnedDir {
    path: PathBuf,
    /// The directory, held open (and so locked) while its owner lives.
    _lock: File,
}

impl OwnedDir {
    /// Makes one in `parent`.
    pub(crate) fn create(parent: &Path) -> Result<OwnedDir> {
        let io = |e| Error::from_io("private directory", "create", e);
        // Made under another name and renamed once locked: a directory named
        // `PREFIX…` always has its lock taken or its owner gone.
        let starting = tempfile::Builder::new()
            .prefix(STARTING)
            .tempdir_in(parent)
            .map_err(io)?;
        let lock = File::open(starting.path()).map_err(io)?;
        lock.lock().map_err(io)?;
        let name = starting
            .path()
            .file_name()
            .and_then(|n| n.to_str())
            .and_then(|n| n.strip_prefix(STARTING))
            .map(|suffix| format!("{PREFIX}{suffix}"))
            .ok_or_else(|| Error::Toolchain("a temporary directory's name".into()))?;
        let path = parent.join(name);
        std::fs::rename(starting.path(), &path).map_err(io)?;
        // Renamed: its old name is nothing to remove any more.
        let _ = starting.keep();
        Ok(OwnedDir { path, _lock: lock })
    }

    pub(crate) fn path(&self) -> &Path {
        &self.path
    }
}

impl Drop for OwnedDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.path);
    }
}

/// [`remove_orphans`] of `parent`, once per process.
pub(crate) fn remove_orphans_once(parent: &Path) {
    static DONE: std::sync::Once = std::sync::Once::new();
    DONE.call_once(|| remove_orphans(parent));
}

/// Removes the directories named `PREFIX…` in `parent` that are this user's
/// and whose lock is free.
pub(crate) fn remove_orphans(parent: &Path) {
    use std::os::unix::fs::MetadataExt;
    let Ok(entries) = std::fs::read_dir(parent) else {
        return;
    };
    let user = rustix::process::geteuid().as_raw();
    for entry in entries.flatten() {
        let named = entry
            .file_name()
            .to_str()
            .is_some_and(|n| n.starts_with(PREFIX));
        // A directory entry's metadata is the link's own: none is followed.
        let ours = named
            && entry
                .metadata()
                .is_ok_and(|m| m.is_dir() && m.uid() == user);
        if !ours {
            continue;
        }
        let path = entry.path();
        if File::open(&path).is_ok_and(|dir| dir.try_lock().is_ok()) {
            let _ = std::fs::remove_dir_all(&path);
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)] // tests may fail loudly
    use super::*;

    #[test]
    fn an_orphan_is_removed_and_a_live_directory_kept_until_dropped() {
        let parent = tempfile::tempdir().unwrap();
        let live = OwnedDir::create(parent.path()).unwrap();
        std::fs::write(live.path().join("report.jsonl"), "").unwrap();
        let orphan = parent.path().join(format!("{PREFIX}ended"));
        std::fs::create_dir_all(orphan.join("home")).unwrap();
        let starting = parent.path().join(format!("{STARTING}x"));
        std::fs::create_dir(&starting).unwrap();
        let other = parent.path().join("other");
        std::fs::create_dir(&other).unwrap();

        remove_orphans(parent.path());
        assert!(!orphan.exists());
        assert!(live.path().join("report.jsonl").exists());
        assert!(starting.exists());
        assert!(other.exists());

        let path = live.path().to_path_buf();
        drop(live);
        assert!(!path.exists());
    }
}
