//! Undo history: the content a file had before each write, fix or edit made
//! by Toolsmith, kept in the user's state directory, outside the sandbox, so
//! code under test cannot tamper with it.
//!
//! Layout: `<state>/undo/<sandbox>/<file>/<seq>.json` (what was there, and a
//! hash of what Toolsmith wrote) and `<seq>.bytes` (the previous content).

use std::fs::{self, File};
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

/// Versions kept per file; older ones are dropped.
pub const MAX_VERSIONS: usize = 20;
/// Where the state goes, if set (tests and packagers use it).
pub const STATE_DIR_VARIABLE: &str = "TOOLSMITH_STATE_DIR";

#[derive(Debug, Clone)]
pub struct History {
    root: PathBuf,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct VersionInfo {
    /// The file existed before the change (else undo deletes it).
    pub existed: bool,
    /// FNV-1a of the content Toolsmith wrote: undo refuses if the file changed since.
    pub after_hash: String,
    pub operation: String,
    pub timestamp: String,
    pub file: String,
    /// The change removed the file (undo brings it back if it is still gone).
    #[serde(default)]
    pub removed: bool,
}

/// A version taken off the history.
pub struct Version {
    pub info: VersionInfo,
    pub previous: Option<Vec<u8>>,
    seq: u64,
    dir: PathBuf,
}

impl Version {
    /// Removes the version from the history (after it was restored).
    pub fn discard(self) -> std::io::Result<()> {
        let _ = fs::remove_file(self.dir.join(format!("{:010}.bytes", self.seq)));
        fs::remove_file(self.dir.join(format!("{:010}.json", self.seq)))
    }
}

pub fn fnv1a(bytes: &[u8]) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for &byte in bytes {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{hash:016x}")
}

/// `$TOOLSMITH_STATE_DIR`, `$XDG_STATE_HOME/toolsmith` or `~/.local/state/toolsmith`.
pub fn state_dir() -> Option<PathBuf> {
    let from = |name: &str| {
        std::env::var_os(name)
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
    };
    from(STATE_DIR_VARIABLE)
        .or_else(|| from("XDG_STATE_HOME").map(|p| p.join("toolsmith")))
        .or_else(|| from("HOME").map(|p| p.join(".local/state/toolsmith")))
}

impl History {
    /// The history of the sandbox at `canonical_root`; `None` when there is no
    /// state directory, or it lies inside the sandbox.
    pub fn for_sandbox(canonical_root: &Path) -> Option<History> {
        History::in_state_dir(&state_dir()?, canonical_root)
    }

    pub fn in_state_dir(state: &Path, canonical_root: &Path) -> Option<History> {
        let absolute = std::path::absolute(state).ok()?;
        if absolute.starts_with(canonical_root) {
            return None;
        }
        let key = fnv1a(canonical_root.as_os_str().as_encoded_bytes());
        Some(History {
            root: absolute.join("undo").join(key),
        })
    }

    fn dir_for(&self, relative: &Path) -> PathBuf {
        self.root
            .join(fnv1a(relative.as_os_str().as_encoded_bytes()))
    }

    /// Locks the file's history for the duration of `work`.
    fn locked<T>(
        &self,
        relative: &Path,
        work: impl FnOnce(&Path) -> std::io::Result<T>,
    ) -> std::io::Result<T> {
        let dir = self.dir_for(relative);
        fs::create_dir_all(&dir)?;
        let lock = File::create(dir.join(".lock"))?;
        rustix::fs::flock(&lock, rustix::fs::FlockOperation::LockExclusive)?;
        work(&dir)
    }

    fn sequence_numbers(dir: &Path) -> std::io::Result<Vec<u64>> {
        let mut numbers: Vec<u64> = fs::read_dir(dir)?
            .filter_map(|entry| entry.ok())
            .filter_map(|entry| {
                let name = entry.file_name().into_string().ok()?;
                name.strip_suffix(".json")?.parse().ok()
            })
            .collect();
        numbers.sort_unstable();
        Ok(numbers)
    }

    /// Records what `relative` held before Toolsmith wrote `after` to it.
    pub fn record(
        &self,
        relative: &Path,
        previous: Option<&[u8]>,
        after: &[u8],
        operation: &str,
    ) -> std::io::Result<()> {
        self.record_version(relative, previous, Some(after), operation)
    }

    /// Records what `relative` held before Toolsmith removed it.
    pub fn record_removal(
        &self,
        relative: &Path,
        previous: &[u8],
        operation: &str,
    ) -> std::io::Result<()> {
        self.record_version(relative, Some(previous), None, operation)
    }

    /// `after`: what the change left, or `None` when it removed the file.
    fn record_version(
        &self,
        relative: &Path,
        previous: Option<&[u8]>,
        after: Option<&[u8]>,
        operation: &str,
    ) -> std::io::Result<()> {
        self.locked(relative, |dir| {
            let numbers = Self::sequence_numbers(dir)?;
            let seq = numbers.last().map_or(1, |last| last + 1);
            if let Some(previous) = previous {
                fs::write(dir.join(format!("{seq:010}.bytes")), previous)?;
            }
            let info = VersionInfo {
                existed: previous.is_some(),
                after_hash: fnv1a(after.unwrap_or_default()),
                operation: operation.to_string(),
                timestamp: chrono::Local::now().to_rfc3339(),
                file: relative.display().to_string(),
                removed: after.is_none(),
            };
            let json = serde_json::to_vec(&info).map_err(std::io::Error::other)?;
            fs::write(dir.join(format!("{seq:010}.json")), json)?;
            for old in numbers.iter().rev().skip(MAX_VERSIONS - 1) {
                let _ = fs::remove_file(dir.join(format!("{old:010}.bytes")));
                let _ = fs::remove_file(dir.join(format!("{old:010}.json")));
            }
            Ok(())
        })
    }

    /// The newest version of `relative`, and how many there are in all.
    pub fn latest(&self, relative: &Path) -> std::io::Result<Option<(Version, usize)>> {
        self.locked(relative, |dir| {
            let numbers = Self::sequence_numbers(dir)?;
            let Some(&seq) = numbers.last() else {
                return Ok(None);
            };
            let info: VersionInfo =
                serde_json::from_slice(&fs::read(dir.join(format!("{seq:010}.json")))?)
                    .map_err(std::io::Error::other)?;
            let previous = if info.existed {
                Some(fs::read(dir.join(format!("{seq:010}.bytes")))?)
            } else {
                None
            };
            let version = Version {
                info,
                previous,
                seq,
                dir: dir.to_path_buf(),
            };
            Ok(Some((version, numbers.len())))
        })
    }
}
