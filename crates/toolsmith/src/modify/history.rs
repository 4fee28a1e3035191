//! Undo history: the content a file had before each write, fix or edit made
//! by Toolsmith, kept in the user's state directory, outside the sandbox, so
//! code under test cannot tamper with it.
//!
//! Layout: `<state>/undo/<sandbox>/<file>/<seq>.version`: a JSON line (what
//! was there, and a hash of what Toolsmith wrote), then the previous content.
//! One file per version, locked through its directory: a new inode costs
//! more than its bytes when a fix writes thousands of files. Versions from
//! before this layout (`<seq>.json` and `<seq>.bytes`) are still read.

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
        remove_version(&self.dir, self.seq)
    }
}

/// The suffixes of a version's files: this layout's, then the older one's.
const SUFFIXES: [&str; 4] = ["version", "json", "bytes", "partial"];

fn version_file(dir: &Path, seq: u64, suffix: &str) -> PathBuf {
    dir.join(format!("{seq:010}.{suffix}"))
}

/// Removes every file of a version; fails only if none was there.
fn remove_version(dir: &Path, seq: u64) -> std::io::Result<()> {
    let removed: Vec<_> = SUFFIXES
        .iter()
        .map(|suffix| fs::remove_file(version_file(dir, seq, suffix)))
        .collect();
    if removed.iter().any(Result::is_ok) {
        return Ok(());
    }
    removed
        .into_iter()
        .find_map(Result::err)
        .map_or(Ok(()), Err)
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
        // The directory itself is the lock: no lock file to create.
        let lock = File::open(&dir)?;
        rustix::fs::flock(&lock, rustix::fs::FlockOperation::LockExclusive)?;
        work(&dir)
    }

    fn sequence_numbers(dir: &Path) -> std::io::Result<Vec<u64>> {
        let mut numbers: Vec<u64> = fs::read_dir(dir)?
            .filter_map(|entry| entry.ok())
            .filter_map(|entry| {
                let name = entry.file_name().into_string().ok()?;
                let (seq, suffix) = name.split_once('.')?;
                ["version", "json"].contains(&suffix).then_some(())?;
                seq.parse().ok()
            })
            .collect();
        numbers.sort_unstable();
        numbers.dedup();
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
            let info = VersionInfo {
                existed: previous.is_some(),
                after_hash: fnv1a(after.unwrap_or_default()),
                operation: operation.to_string(),
                timestamp: chrono::Local::now().to_rfc3339(),
                file: relative.display().to_string(),
                removed: after.is_none(),
            };
            // serde_json escapes newlines: the first one ends the record.
            let mut record = serde_json::to_vec(&info).map_err(std::io::Error::other)?;
            record.push(b'\n');
            record.extend_from_slice(previous.unwrap_or_default());
            // Whole or absent: a torn record must not restore half a file.
            let partial = version_file(dir, seq, "partial");
            fs::write(&partial, record)?;
            fs::rename(&partial, version_file(dir, seq, "version"))?;
            for old in numbers.iter().rev().skip(MAX_VERSIONS - 1) {
                let _ = remove_version(dir, *old);
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
            let (info, previous) = Self::read_version(dir, seq)?;
            let version = Version {
                info,
                previous,
                seq,
                dir: dir.to_path_buf(),
            };
            Ok(Some((version, numbers.len())))
        })
    }

    /// A version's record and previous content, in either layout.
    fn read_version(dir: &Path, seq: u64) -> std::io::Result<(VersionInfo, Option<Vec<u8>>)> {
        let parse = |json: &[u8]| -> std::io::Result<VersionInfo> {
            serde_json::from_slice(json).map_err(std::io::Error::other)
        };
        match fs::read(version_file(dir, seq, "version")) {
            Ok(record) => {
                let end = record.iter().position(|&b| b == b'\n').ok_or_else(|| {
                    std::io::Error::other("an undo record without its content (torn)")
                })?;
                let info = parse(&record[..end])?;
                let previous = info.existed.then(|| record[end + 1..].to_vec());
                Ok((info, previous))
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                let info = parse(&fs::read(version_file(dir, seq, "json"))?)?;
                let previous = if info.existed {
                    Some(fs::read(version_file(dir, seq, "bytes"))?)
                } else {
                    None
                };
                Ok((info, previous))
            }
            Err(e) => Err(e),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn versions_come_back_newest_first_in_either_layout_and_old_ones_go() {
        let state = tempfile::tempdir().unwrap();
        let history = History::in_state_dir(state.path(), Path::new("/nowhere/sandbox")).unwrap();
        let file = Path::new("pkg/m.py");
        // A version recorded by an older release: a record and its bytes.
        let dir = history.dir_for(file);
        fs::create_dir_all(&dir).unwrap();
        let old = VersionInfo {
            existed: true,
            after_hash: fnv1a(b"one"),
            operation: "write".into(),
            timestamp: String::new(),
            file: "pkg/m.py".into(),
            removed: false,
        };
        fs::write(
            dir.join("0000000001.json"),
            serde_json::to_vec(&old).unwrap(),
        )
        .unwrap();
        fs::write(dir.join("0000000001.bytes"), b"zero\n").unwrap();
        history
            .record(file, Some(b"one\nline\n"), b"two", "edit")
            .unwrap();
        history.record(file, None, b"three", "write").unwrap();

        let (newest, count) = history.latest(file).unwrap().unwrap();
        assert_eq!(count, 3);
        assert_eq!(
            (newest.info.existed, newest.previous.clone()),
            (false, None)
        );
        newest.discard().unwrap();
        let (middle, _) = history.latest(file).unwrap().unwrap();
        assert_eq!(middle.previous.as_deref(), Some(&b"one\nline\n"[..]));
        assert_eq!(middle.info.after_hash, fnv1a(b"two"));
        middle.discard().unwrap();
        let (oldest, count) = history.latest(file).unwrap().unwrap();
        assert_eq!(
            (count, oldest.previous.as_deref()),
            (1, Some(&b"zero\n"[..]))
        );
        oldest.discard().unwrap();
        assert!(history.latest(file).unwrap().is_none());

        for n in 0..MAX_VERSIONS + 5 {
            history
                .record(file, Some(n.to_string().as_bytes()), b"x", "write")
                .unwrap();
        }
        let (newest, count) = history.latest(file).unwrap().unwrap();
        assert_eq!(count, MAX_VERSIONS);
        assert_eq!(
            newest.previous.as_deref(),
            Some((MAX_VERSIONS + 4).to_string().as_bytes())
        );
        let names = fs::read_dir(&dir).unwrap().count();
        assert_eq!(names, MAX_VERSIONS, "one file per version, no lock file");
    }
}
