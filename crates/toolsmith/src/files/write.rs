//! `write_file`: atomic replacement inside the sandbox.
//!
//! The new content goes to a temporary file in the target's own directory,
//! which is fsynced and renamed over the target, then the directory is fsynced:
//! a crash leaves the old file or the new one, never a torn one. Renaming
//! replaces a symlink or a hard link rather than writing through it, so a file
//! outside the sandbox that a link points to is never touched.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

use cap_fs_ext::OpenOptionsMaybeDirExt;
use cap_std::fs::{Dir, OpenOptions, OpenOptionsExt, Permissions, PermissionsExt};
use serde::Serialize;

use crate::error::{Error, Result};
use crate::files::read::special_kind;
use crate::sandbox::Sandbox;

/// Mode of a file that did not exist before (the usual result of umask 022).
const NEW_FILE_MODE: u32 = 0o644;

#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct WriteResult {
    pub file_path: String,
    /// The spec's return value: `true` when the write went through.
    pub success: bool,
    pub bytes_written: u64,
    /// The file did not exist before.
    pub created: bool,
    /// `undo` can restore what was there before.
    pub undo_recorded: bool,
    /// For a Python file: the issues the change introduced and removed
    /// (`new_issues`, `fixed_issues`), by the in-process ruff engine.
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    pub issues: Option<crate::lint::introduced::IssueChange>,
}

/// How [`Sandbox::replace_file`] is to go about it.
pub(crate) struct Replace<'a> {
    /// Named in the undo history.
    pub operation: &'a str,
    pub record_history: bool,
    /// Refuse (writing nothing) unless the file still holds exactly this.
    pub expect_previous: Option<Option<&'a [u8]>>,
    /// Make the rename durable now; a caller writing many files syncs each
    /// directory once at the end instead ([`Sandbox::sync_directories`]).
    pub sync_directory: bool,
}

/// What a replacement found and did.
pub(crate) struct Replaced {
    pub shown: String,
    pub created: bool,
    /// The bytes the file held before (a regular file only).
    pub previous: Option<Vec<u8>>,
    pub undo_recorded: bool,
}

/// Previous contents larger than this are not kept for undo.
const MAX_UNDO_BYTES: u64 = 64 * 1024 * 1024;

impl Sandbox {
    /// The spec's `write_file`: creates parent directories inside the
    /// sandbox; the text is written in the encoding it declares (PEP 263).
    pub fn write_file(&self, path: &Path, content: &str) -> Result<WriteResult> {
        let how = Replace {
            operation: "write_file",
            record_history: true,
            expect_previous: None,
            sync_directory: true,
        };
        let bytes = super::encoding::encode(&path.display().to_string(), content)?;
        let replaced = self.replace_file(path, &bytes, &how)?;
        let before = replaced
            .previous
            .as_deref()
            .map(String::from_utf8_lossy)
            .unwrap_or_default();
        let issues = crate::lint::introduced::compare(path, &before, content);
        Ok(WriteResult {
            issues,
            file_path: replaced.shown,
            success: true,
            bytes_written: bytes.len() as u64,
            created: replaced.created,
            undo_recorded: replaced.undo_recorded,
        })
    }

    /// Replaces (or creates) the file at `path` with `bytes`, atomically,
    /// recording the previous content for undo when asked.
    pub(crate) fn replace_file(
        &self,
        path: &Path,
        bytes: &[u8],
        how: &Replace,
    ) -> Result<Replaced> {
        let shown = path.display().to_string();
        let relative = self.locate(path)?;
        let (parent, name) = split_parent(&shown, &relative)?;
        let io_error = |operation| {
            let shown = shown.clone();
            move |e| Error::from_io(&shown, operation, e)
        };
        let parent_dir = self
            .open_parent(&parent)
            .map_err(io_error("open directory"))?;

        let (mode, created, previous) = match parent_dir.symlink_metadata(&name) {
            Ok(existing) => {
                let file_type = existing.file_type();
                if file_type.is_dir() {
                    return Err(Error::IsADirectory { path: shown });
                }
                if file_type.is_file() {
                    let previous = if existing.len() <= MAX_UNDO_BYTES {
                        Some(parent_dir.read(&name).map_err(io_error("read"))?)
                    } else {
                        None
                    };
                    (existing.permissions().mode() & 0o7777, false, previous)
                } else if file_type.is_symlink() {
                    // Replaced by a regular file; the link's target is left alone.
                    (NEW_FILE_MODE, false, None)
                } else {
                    return Err(Error::SpecialFile {
                        path: shown,
                        kind: special_kind(file_type),
                    });
                }
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => (NEW_FILE_MODE, true, None),
            Err(e) => return Err(io_error("stat")(e)),
        };
        if let Some(expected) = how.expect_previous
            && expected != previous.as_deref()
        {
            return Err(Error::InvalidArgument(format!(
                "{shown}: changed on disk while it was being edited; nothing written, try again"
            )));
        }

        replace_atomically(&parent_dir, &name, bytes, mode).map_err(io_error("write"))?;
        if how.sync_directory {
            sync_directory(&parent_dir).map_err(io_error("sync directory"))?;
        }
        let undo_recorded = how.record_history
            && self.history().is_some_and(|h| {
                h.record(&relative, previous.as_deref(), bytes, how.operation)
                    .is_ok()
            });
        Ok(Replaced {
            shown,
            created,
            previous,
            undo_recorded,
        })
    }

    /// Makes durable the renames and removals done in the directories of
    /// `paths`, each directory once.
    pub(crate) fn sync_directories<'p>(&self, paths: impl Iterator<Item = &'p Path>) -> Result<()> {
        let mut parents = std::collections::BTreeSet::new();
        for path in paths {
            let relative = self.locate(path)?;
            parents.insert(relative.parent().map(Path::to_path_buf).unwrap_or_default());
        }
        let parents: Vec<PathBuf> = parents.into_iter().collect();
        crate::parallel::map_in_order(&parents, |_, parent| {
            let shown = parent.display().to_string();
            let dir = self
                .open_existing_dir(parent)
                .map_err(|e| Error::from_io(&shown, "open directory", e))?;
            sync_directory(&dir).map_err(|e| Error::from_io(&shown, "sync directory", e))
        })
        .into_iter()
        .collect()
    }

    /// Removes a regular file (or link) at `path`; used by undo.
    pub(crate) fn remove_file(&self, path: &Path) -> Result<()> {
        let shown = path.display().to_string();
        let relative = self.locate(path)?;
        let (parent, name) = split_parent(&shown, &relative)?;
        let parent_dir = self
            .open_parent(&parent)
            .map_err(|e| Error::from_io(&shown, "open directory", e))?;
        parent_dir
            .remove_file(&name)
            .map_err(|e| Error::from_io(&shown, "remove", e))
    }

    /// The directory at `relative` (the root when empty), beneath the root.
    fn open_existing_dir(&self, relative: &Path) -> std::io::Result<Dir> {
        if relative.as_os_str().is_empty() {
            return self.dir().try_clone();
        }
        self.beneath(relative, |p| self.dir().open_dir(p))
    }

    /// Opens the parent directory first, so a link that leads out is refused
    /// as such (mkdir would only say it exists); creates what is missing.
    fn open_parent(&self, parent: &Path) -> std::io::Result<Dir> {
        match self.open_existing_dir(parent) {
            Ok(dir) => Ok(dir),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                let parent = self
                    .through_absolute_links(parent)?
                    .unwrap_or(parent.to_path_buf());
                self.dir().create_dir_all(&parent)?;
                self.dir().open_dir(&parent)
            }
            Err(e) => Err(e),
        }
    }
}

fn split_parent(shown: &str, relative: &Path) -> Result<(PathBuf, PathBuf)> {
    match (relative.parent(), relative.file_name()) {
        (Some(parent), Some(name)) => Ok((parent.to_path_buf(), PathBuf::from(name))),
        _ => Err(Error::IsADirectory {
            path: shown.to_string(),
        }),
    }
}

/// Writes `bytes` to a fresh temporary file beside `name` in `dir` and renames
/// it over `name`. The temporary file is removed if anything fails.
fn replace_atomically(dir: &Dir, name: &Path, bytes: &[u8], mode: u32) -> std::io::Result<()> {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let temporary = PathBuf::from(format!(
        ".toolsmith-{}-{}.tmp",
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::Relaxed)
    ));
    let mut options = OpenOptions::new();
    options.write(true).create_new(true).mode(0o600);
    let mut file = dir.open_with(&temporary, &options)?;
    let written = (|| {
        file.write_all(bytes)?;
        file.set_permissions(Permissions::from_mode(mode))?;
        file.sync_all()?;
        dir.rename(&temporary, dir, name)
    })();
    if let Err(e) = written {
        let _ = dir.remove_file(&temporary);
        return Err(e);
    }
    Ok(())
}

/// Makes the renames done in `dir` durable. cap-std holds directories as
/// O_PATH, which cannot be fsynced: open the directory itself for reading.
fn sync_directory(dir: &Dir) -> std::io::Result<()> {
    let mut read_dir = OpenOptions::new();
    read_dir.read(true).maybe_dir(true);
    dir.open_with(".", &read_dir)?.sync_all()
}
