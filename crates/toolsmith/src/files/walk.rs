//! The depth-first walk behind `list_files`, over raw directory handles.
//!
//! Children are visited in an order that makes the output already sorted as
//! plain strings (a directory sorts as `name/`), so a truncated listing is
//! exactly the first entries of the full sorted one.
//!
//! Directories are read with `getdents` into one reused buffer. A
//! subdirectory is opened by its single name with `O_NOFOLLOW` relative to its
//! parent's handle: a name read from the directory can be neither `..` nor a
//! path, so no escape is possible that way. Symbolic links are resolved only
//! through the sandbox root's handle (cap-std): anywhere inside, nowhere
//! outside.

use std::ffi::{CStr, OsStr};
use std::os::unix::ffi::OsStrExt;
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};

use rustix::fd::{AsFd, OwnedFd};
use rustix::fs::{AtFlags, FileType, Mode, OFlags, RawDir};

use super::list_types::ListOptions;
use super::reuse::{Witness, Witnesses};
use crate::sandbox::Sandbox;

/// Directories visited at most, whatever the file count (symlink fan-out).
const MAX_DIRECTORIES: usize = 100_000;
/// Problems reported at most.
pub(super) const MAX_SKIPPED: usize = 100;
/// Directories never entered.
const SKIPPED_DIRECTORIES: &[&str] = &[".git", "__pycache__", "node_modules"];
/// Bytes read per `getdents` call.
const DIRECTORY_BUFFER: usize = 32 * 1024;

/// What a directory entry is, a symlink judged by where it leads inside the sandbox.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Entry {
    File,
    Directory {
        via_link: bool,
    },
    /// A symlink that dangles or leads outside the sandbox.
    BrokenLink,
    /// Symlinks that lead to one another without end.
    LoopingLink,
    Other,
}

/// A directory's entries worth a look: their names side by side in one
/// buffer (each ending in NUL), and where each starts.
#[derive(Default)]
pub(super) struct Children {
    names: Vec<u8>,
    entries: Vec<(usize, usize, Entry)>,
}

impl Children {
    fn push(&mut self, name: &CStr, kind: Entry) {
        let bytes = name.to_bytes_with_nul();
        self.entries.push((self.names.len(), bytes.len(), kind));
        self.names.extend_from_slice(bytes);
    }

    fn name(&self, (start, len, _): (usize, usize, Entry)) -> &CStr {
        // Each name was copied from a `CStr` with its NUL.
        CStr::from_bytes_with_nul(&self.names[start..start + len]).unwrap_or(c"")
    }

    /// The entries, in the buffer's order.
    pub fn iter(&self) -> impl Iterator<Item = (&CStr, Entry)> {
        self.entries
            .iter()
            .map(|&entry| (self.name(entry), entry.2))
    }

    /// Sorts for the output order: a directory as `name/`.
    fn sort(&mut self) {
        let names = &self.names;
        let bytes = |start: usize, len: usize| &names[start..start + len - 1];
        self.entries
            .sort_by(|&(a_start, a_len, a_kind), &(b_start, b_len, b_kind)| {
                let (a, b) = (bytes(a_start, a_len), bytes(b_start, b_len));
                let common = a.len().min(b.len());
                a[..common].cmp(&b[..common]).then_with(|| {
                    // One is a prefix of the other: the rest decides, a
                    // directory's name ending in '/'.
                    let slash =
                        |kind: Entry| matches!(kind, Entry::Directory { .. }).then_some(&b'/');
                    a[common..]
                        .iter()
                        .chain(slash(a_kind))
                        .cmp(b[common..].iter().chain(slash(b_kind)))
                })
            });
    }
}

pub(super) struct Walk<'a> {
    sandbox: &'a Sandbox,
    options: &'a ListOptions,
    /// Paths as the caller will see them: their directory joined with each file.
    pub files: Vec<String>,
    pub skipped: Vec<String>,
    pub truncated: bool,
    /// Shared by every walk of one listing.
    directories_seen: &'a AtomicUsize,
    /// (device, inode) of the directories on the current path: a link back to
    /// one of them is a loop.
    pub ancestors: Vec<(u64, u64)>,
    /// The `getdents` buffer, reused by every directory of the walk.
    buffer: Vec<u8>,
    /// Every directory read, for answering the same listing again (see [`super::reuse`]).
    pub witnesses: Witnesses,
}

impl<'a> Walk<'a> {
    pub fn new(
        sandbox: &'a Sandbox,
        options: &'a ListOptions,
        directories_seen: &'a AtomicUsize,
    ) -> Walk<'a> {
        Walk {
            sandbox,
            options,
            files: Vec::new(),
            skipped: Vec::new(),
            truncated: false,
            directories_seen,
            ancestors: Vec::new(),
            buffer: Vec::with_capacity(DIRECTORY_BUFFER),
            witnesses: Witnesses::new(),
        }
    }

    /// Counts `dir` in and reads it: its sorted children, or `None` when it
    /// is not to be listed (a loop, over the directory cap, a virtualenv).
    /// On `Some`, `dir` stays on the ancestor stack until [`Walk::leave`].
    pub fn open(
        &mut self,
        dir: &OwnedFd,
        in_sandbox: &Path,
        listed: &str,
        is_start: bool,
    ) -> std::io::Result<Option<Children>> {
        let stat = rustix::fs::fstat(dir)?;
        let identity = (stat.st_dev, stat.st_ino);
        if self.options.reuse {
            self.witnesses
                .seen
                .push((in_sandbox.to_path_buf(), Witness::of(&stat)));
        }
        if self.ancestors.contains(&identity) {
            self.skip(listed, "symlink loop");
            return Ok(None);
        }
        if self.directories_seen.fetch_add(1, Ordering::Relaxed) >= MAX_DIRECTORIES {
            self.truncated = true;
            return Ok(None);
        }
        let Some(mut children) = self.read(dir, in_sandbox, is_start)? else {
            return Ok(None); // a virtualenv
        };
        children.sort();
        self.ancestors.push(identity);
        Ok(Some(children))
    }

    pub fn leave(&mut self) {
        self.ancestors.pop();
    }

    /// Lists `dir`, which is `in_sandbox` from the root and `listed` as the caller sees it.
    fn directory(&mut self, dir: &OwnedFd, in_sandbox: &Path, listed: &str) -> std::io::Result<()> {
        if let Some(children) = self.open(dir, in_sandbox, listed, false)? {
            self.emit(&children, listed, |walk, name, via_link, listed_child| {
                walk.enter(
                    dir,
                    name,
                    via_link,
                    &in_sandbox.join(OsStr::from_bytes(name.to_bytes())),
                    listed_child,
                );
            });
            self.leave();
        }
        Ok(())
    }

    /// Opens the subdirectory `name` of `parent` and lists it; a failure is
    /// reported as skipped.
    pub fn enter(
        &mut self,
        parent: &OwnedFd,
        name: &CStr,
        via_link: bool,
        in_sandbox: &Path,
        listed: &str,
    ) {
        // A link is followed only through the root's handle. A real directory
        // is opened by its name without following, in case it was just
        // swapped for a link.
        let opened = if via_link {
            self.sandbox
                .beneath(in_sandbox, |p| self.sandbox.dir().open_dir(p))
                .and_then(|child| readable(&child))
        } else {
            rustix::fs::openat(
                parent,
                name,
                OFlags::RDONLY | OFlags::DIRECTORY | OFlags::NOFOLLOW | OFlags::CLOEXEC,
                Mode::empty(),
            )
            .map_err(std::io::Error::from)
        };
        let outcome = opened.and_then(|child| self.directory(&child, in_sandbox, listed));
        if let Err(e) = outcome {
            self.skip(listed, &e.to_string());
        }
    }

    /// Emits `children` in order: files are listed, each directory to be
    /// entered goes to `on_directory` (name, via a link, its listed path).
    pub fn emit(
        &mut self,
        children: &Children,
        listed: &str,
        mut on_directory: impl FnMut(&mut Self, &CStr, bool, &str),
    ) {
        for (name, kind) in children.iter() {
            if self.truncated {
                return;
            }
            let bytes = name.to_bytes();
            match kind {
                Entry::File if self.options.all_files || bytes.ends_with(b".py") => {
                    match std::str::from_utf8(bytes) {
                        Err(_) => self.skip(&join(listed, &lossy(bytes)), "name is not UTF-8"),
                        Ok(_) if self.files.len() == self.options.max_entries => {
                            self.truncated = true;
                        }
                        Ok(text) => self.files.push(join(listed, text)),
                    }
                }
                Entry::Directory { via_link } if !self.passes_over(bytes) => {
                    match std::str::from_utf8(bytes) {
                        Err(_) => self.skip(&join(listed, &lossy(bytes)), "name is not UTF-8"),
                        Ok(text) => on_directory(self, name, via_link, &join(listed, text)),
                    }
                }
                Entry::BrokenLink => self.skip(
                    &join(listed, &lossy(bytes)),
                    "symlink dangles or leads outside the sandbox",
                ),
                Entry::LoopingLink => self.skip(&join(listed, &lossy(bytes)), "symlink loop"),
                _ => {}
            }
        }
    }

    /// Whether `emit` would hand this entry to `on_directory`.
    pub fn is_entered(&self, name: &CStr, kind: Entry) -> bool {
        matches!(kind, Entry::Directory { .. })
            && !self.passes_over(name.to_bytes())
            && std::str::from_utf8(name.to_bytes()).is_ok()
    }

    /// The entries of `dir` worth a look, or `None` if it is a virtualenv
    /// (other than the directory the caller asked for).
    fn read(
        &mut self,
        dir: &OwnedFd,
        in_sandbox: &Path,
        is_start: bool,
    ) -> std::io::Result<Option<Children>> {
        let mut children = Children::default();
        let mut virtualenv = false;
        let mut buffer = std::mem::take(&mut self.buffer);
        let mut entries = RawDir::new(dir.as_fd(), buffer.spare_capacity_mut());
        while let Some(entry) = entries.next() {
            let entry = entry?;
            let name = entry.file_name();
            match name.to_bytes() {
                b"." | b".." => continue,
                b"pyvenv.cfg" => virtualenv = true,
                _ => {}
            }
            let kind = match entry.file_type() {
                // The file system did not say: ask it.
                FileType::Unknown => match rustix::fs::statat(dir, name, AtFlags::SYMLINK_NOFOLLOW)
                {
                    Ok(stat) => self.judge(FileType::from_raw_mode(stat.st_mode), in_sandbox, name),
                    Err(_) => Entry::Other,
                },
                known => self.judge(known, in_sandbox, name),
            };
            if !matches!(kind, Entry::Other) {
                children.push(name, kind);
            }
        }
        self.buffer = buffer;
        Ok((is_start || !virtualenv).then_some(children))
    }

    /// What an entry of `file_type` named `name` in `in_sandbox` is to the walk.
    fn judge(&mut self, file_type: FileType, in_sandbox: &Path, name: &CStr) -> Entry {
        match file_type {
            FileType::RegularFile => Entry::File,
            FileType::Directory => Entry::Directory { via_link: false },
            FileType::Symlink => self.follow(in_sandbox, name),
            _ => Entry::Other,
        }
    }

    /// What the symlink `name` in `in_sandbox` leads to, resolved beneath the root.
    fn follow(&mut self, in_sandbox: &Path, name: &CStr) -> Entry {
        // Where a link leads is not decided by the directories read.
        self.witnesses.complete = false;
        let path = in_sandbox.join(OsStr::from_bytes(name.to_bytes()));
        match self
            .sandbox
            .beneath(&path, |p| self.sandbox.dir().metadata(p))
        {
            Ok(target) if target.is_file() => Entry::File,
            Ok(target) if target.is_dir() => Entry::Directory { via_link: true },
            Ok(_) => Entry::Other,
            Err(e) if e.raw_os_error() == Some(rustix::io::Errno::LOOP.raw_os_error()) => {
                Entry::LoopingLink
            }
            Err(_) => Entry::BrokenLink,
        }
    }

    fn passes_over(&self, bytes: &[u8]) -> bool {
        SKIPPED_DIRECTORIES
            .iter()
            .any(|skip| skip.as_bytes() == bytes)
            || (!self.options.include_hidden && bytes.starts_with(b"."))
    }

    pub fn skip(&mut self, path: &str, reason: &str) {
        self.witnesses.complete = false;
        if self.skipped.len() < MAX_SKIPPED {
            self.skipped.push(format!("{path}: {reason}"));
        }
    }
}

/// A handle `getdents` can read: cap-std opens directories for path lookups
/// only (`O_PATH`). Reopening `.` of a handle cannot lead anywhere else.
pub(super) fn readable(dir: &cap_std::fs::Dir) -> std::io::Result<OwnedFd> {
    Ok(rustix::fs::openat(
        dir,
        c".",
        OFlags::RDONLY | OFlags::DIRECTORY | OFlags::CLOEXEC,
        Mode::empty(),
    )?)
}

fn lossy(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// `parent/name`, as `Path::join` spells it.
pub(super) fn join(parent: &str, name: &str) -> String {
    let mut joined = String::with_capacity(parent.len() + 1 + name.len());
    joined.push_str(parent);
    if !parent.is_empty() && !parent.ends_with('/') {
        joined.push('/');
    }
    joined.push_str(name);
    joined
}
