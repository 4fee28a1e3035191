//! Undo history: the content a file had before each write, fix or edit made
//! by Toolsmith, kept in the user's state directory, outside the sandbox, so
//! code under test cannot tamper with it.
//!
//! Layout: `<state>/undo/<sandbox>/<h2>/<h>-<seq>.version`, where `<h>` is a
//! hash of the file's path and `<h2>` its first two characters: a JSON line
//! (what was there, and a hash of what Toolsmith wrote), then the previous
//! content. One file per version in at most 256 directories, each locked
//! through itself: when a fix writes thousands of files, new inodes and a
//! directory per file cost more than the bytes. Versions from before this
//! layout (`<h>/<seq>.json` and `<seq>.bytes`) are still read, after the
//! newer ones.

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
    place: Place,
}

impl Version {
    /// Removes the version from the history (after it was restored).
    pub fn discard(self) -> std::io::Result<()> {
        self.place.remove(self.seq)
    }
}

/// The suffixes of a version's files: this layout's, then the older one's.
const SUFFIXES: [&str; 4] = ["version", "json", "bytes", "partial"];

/// Where one file's versions are: `dir/{prefix}{seq}.{suffix}`.
#[derive(Debug, Clone)]
struct Place {
    dir: PathBuf,
    prefix: String,
}

impl Place {
    fn file(&self, seq: u64, suffix: &str) -> PathBuf {
        self.dir.join(format!("{}{seq:010}.{suffix}", self.prefix))
    }

    /// Runs `work` holding the directory's lock (the directory itself: no
    /// lock file to create); `None` when the directory is not there and
    /// `create` is false.
    fn locked<T>(
        &self,
        create: bool,
        work: impl FnOnce(&Place) -> std::io::Result<T>,
    ) -> std::io::Result<Option<T>> {
        if create {
            fs::create_dir_all(&self.dir)?;
        }
        let lock = match File::open(&self.dir) {
            Ok(lock) => lock,
            Err(e) if !create && e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
            Err(e) => return Err(e),
        };
        rustix::fs::flock(&lock, rustix::fs::FlockOperation::LockExclusive)?;
        work(self).map(Some)
    }

    fn sequence_numbers(&self) -> std::io::Result<Vec<u64>> {
        let mut numbers: Vec<u64> = fs::read_dir(&self.dir)?
            .filter_map(|entry| entry.ok())
            .filter_map(|entry| {
                let name = entry.file_name().into_string().ok()?;
                let (seq, suffix) = name.strip_prefix(&self.prefix)?.split_once('.')?;
                ["version", "json"].contains(&suffix).then_some(())?;
                seq.parse().ok()
            })
            .collect();
        numbers.sort_unstable();
        numbers.dedup();
        Ok(numbers)
    }

    /// Removes every file of a version; fails only if none was there.
    fn remove(&self, seq: u64) -> std::io::Result<()> {
        let removed: Vec<_> = SUFFIXES
            .iter()
            .map(|suffix| fs::remove_file(self.file(seq, suffix)))
            .collect();
        if removed.iter().any(Result::is_ok) {
            return Ok(());
        }
        removed
            .into_iter()
            .find_map(Result::err)
            .map_or(Ok(()), Err)
    }

    /// A version's record and previous content, in either layout.
    fn read(&self, seq: u64) -> std::io::Result<(VersionInfo, Option<Vec<u8>>)> {
        let parse = |json: &[u8]| -> std::io::Result<VersionInfo> {
            serde_json::from_slice(json).map_err(std::io::Error::other)
        };
        match fs::read(self.file(seq, "version")) {
            Ok(record) => {
                let end = record.iter().position(|&b| b == b'\n').ok_or_else(|| {
                    std::io::Error::other("an undo record without its content (torn)")
                })?;
                let info = parse(&record[..end])?;
                let previous = info.existed.then(|| record[end + 1..].to_vec());
                Ok((info, previous))
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                let info = parse(&fs::read(self.file(seq, "json"))?)?;
                let previous = if info.existed {
                    Some(fs::read(self.file(seq, "bytes"))?)
                } else {
                    None
                };
                Ok((info, previous))
            }
            Err(e) => Err(e),
        }
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

    /// Where `relative`'s versions go.
    fn place(&self, relative: &Path) -> Place {
        let hash = fnv1a(relative.as_os_str().as_encoded_bytes());
        Place {
            dir: self.root.join(hash.get(..2).unwrap_or_default()),
            prefix: format!("{hash}-"),
        }
    }

    /// Where older releases kept them: a directory per file.
    fn older_place(&self, relative: &Path) -> Place {
        Place {
            dir: self
                .root
                .join(fnv1a(relative.as_os_str().as_encoded_bytes())),
            prefix: String::new(),
        }
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
        self.place(relative).locked(true, |place| {
            let numbers = place.sequence_numbers()?;
            let seq = numbers.last().map_or(1, |last| last + 1);
            // Whole or absent: a torn record must not restore half a file.
            let partial = place.file(seq, "partial");
            fs::write(&partial, &record)?;
            fs::rename(&partial, place.file(seq, "version"))?;
            for old in numbers.iter().rev().skip(MAX_VERSIONS - 1) {
                let _ = place.remove(*old);
            }
            Ok(())
        })?;
        Ok(())
    }

    /// The newest version of `relative`, and how many there are in all.
    pub fn latest(&self, relative: &Path) -> std::io::Result<Option<(Version, usize)>> {
        let newest = |place: &Place| {
            let numbers = place.sequence_numbers()?;
            let Some(&seq) = numbers.last() else {
                return Ok(None);
            };
            let (info, previous) = place.read(seq)?;
            let version = Version {
                info,
                previous,
                seq,
                place: place.clone(),
            };
            Ok(Some((version, numbers.len())))
        };
        let older = self.older_place(relative);
        let older_count = older
            .locked(false, |place| place.sequence_numbers())?
            .map_or(0, |numbers| numbers.len());
        if let Some((version, count)) = self.place(relative).locked(false, newest)?.flatten() {
            return Ok(Some((version, count + older_count)));
        }
        Ok(older.locked(false, newest)?.flatten())
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
        let dir = history.older_place(file).dir;
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
        let names = fs::read_dir(history.place(file).dir).unwrap().count();
        assert_eq!(names, MAX_VERSIONS, "one file per version, no lock file");
        // Another file shares no version with it.
        assert!(history.latest(Path::new("pkg/other.py")).unwrap().is_none());
    }
}
