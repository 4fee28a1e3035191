//! `list_files`: every `.py` file under a directory, sorted, bounded.
//!
//! The walk visits children in an order that makes its output already sorted
//! as plain strings (a directory sorts as `name/`), so a truncated listing is
//! exactly the first entries of the full sorted one.

use std::ffi::OsString;
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};

use cap_fs_ext::DirExt;
use cap_std::fs::{Dir, MetadataExt};
use serde::Serialize;

use crate::error::{Error, Result};
use crate::sandbox::Sandbox;

/// Default cap on listed files.
pub const DEFAULT_MAX_ENTRIES: usize = 10_000;
/// Directories visited at most, whatever the file count (symlink fan-out).
const MAX_DIRECTORIES: usize = 100_000;
/// Problems reported at most.
const MAX_SKIPPED: usize = 100;
/// Directories never entered.
const SKIPPED_DIRECTORIES: &[&str] = &[".git", "__pycache__", "node_modules"];

#[derive(Debug, Clone)]
pub struct ListOptions {
    /// Also enter hidden directories (names starting with `.`).
    pub include_hidden: bool,
    pub max_entries: usize,
}

impl Default for ListOptions {
    fn default() -> Self {
        ListOptions {
            include_hidden: false,
            max_entries: DEFAULT_MAX_ENTRIES,
        }
    }
}

#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct ListResult {
    pub directory: String,
    /// The spec's return value: paths as the caller's directory path joined
    /// with each file's path under it, so each can be passed back to a tool.
    pub files: Vec<String>,
    pub count: usize,
    /// More files exist than `max_entries`.
    pub truncated: bool,
    /// Entries passed over (unreadable, non-UTF-8 names, links leading out).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub skipped: Vec<String>,
}

struct Walk<'a> {
    sandbox: &'a Sandbox,
    options: &'a ListOptions,
    files: Vec<PathBuf>,
    skipped: Vec<String>,
    directories_seen: usize,
    truncated: bool,
    /// (device, inode) of the directories on the current path: a link back to
    /// one of them is a loop.
    ancestors: Vec<(u64, u64)>,
}

impl Sandbox {
    /// The spec's `list_files`.
    pub fn list_files(&self, directory: &Path, options: &ListOptions) -> Result<ListResult> {
        let shown = directory.display().to_string();
        let relative = self.locate(directory)?;
        let io_error = |e| Error::from_io(&shown, "open directory", e);
        let start = if relative.as_os_str().is_empty() {
            self.dir().try_clone().map_err(io_error)?
        } else {
            let metadata = self.dir().metadata(&relative).map_err(io_error)?;
            if !metadata.is_dir() {
                return Err(Error::NotADirectory { path: shown });
            }
            self.dir().open_dir(&relative).map_err(io_error)?
        };
        let mut walk = Walk {
            sandbox: self,
            options,
            files: Vec::new(),
            skipped: Vec::new(),
            directories_seen: 0,
            truncated: false,
            ancestors: Vec::new(),
        };
        walk.directory(&start, &relative, Path::new(""))
            .map_err(|e| Error::from_io(&shown, "list", e))?;
        let files: Vec<String> = walk
            .files
            .iter()
            .map(|file| directory.join(file).to_string_lossy().into_owned())
            .collect();
        Ok(ListResult {
            directory: shown,
            count: files.len(),
            files,
            truncated: walk.truncated,
            skipped: walk.skipped,
        })
    }
}

/// What a directory entry is, a symlink judged by where it leads inside the sandbox.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Entry {
    File,
    Directory {
        via_link: bool,
    },
    /// A symlink that dangles or leads outside the sandbox.
    BrokenLink,
    Other,
}

impl Walk<'_> {
    /// Lists `dir`, which is `in_sandbox` from the root and `listed` from the start.
    fn directory(&mut self, dir: &Dir, in_sandbox: &Path, listed: &Path) -> std::io::Result<()> {
        let metadata = dir.dir_metadata()?;
        let identity = (metadata.dev(), metadata.ino());
        if self.ancestors.contains(&identity) {
            self.skip(listed, "symlink loop");
            return Ok(());
        }
        self.directories_seen += 1;
        if self.directories_seen > MAX_DIRECTORIES {
            self.truncated = true;
            return Ok(());
        }
        self.ancestors.push(identity);
        let result = self.children(dir, in_sandbox, listed);
        self.ancestors.pop();
        result
    }

    fn children(&mut self, dir: &Dir, in_sandbox: &Path, listed: &Path) -> std::io::Result<()> {
        let mut children: Vec<(Vec<u8>, OsString, Entry)> = Vec::new();
        for entry in dir.entries()? {
            let entry = entry?;
            let name = entry.file_name();
            let kind = self.classify(entry.file_type()?, &in_sandbox.join(&name));
            // A directory sorts as `name/`: the output is then string-sorted.
            let mut key = name.as_bytes().to_vec();
            if matches!(kind, Entry::Directory { .. }) {
                key.push(b'/');
            }
            children.push((key, name, kind));
        }
        children.sort_by(|a, b| (&a.0, &a.1).cmp(&(&b.0, &b.1)));

        for (_, name, kind) in children {
            if self.truncated {
                return Ok(());
            }
            let listed_child = listed.join(&name);
            let in_sandbox_child = in_sandbox.join(&name);
            match kind {
                Entry::File if name.as_bytes().ends_with(b".py") => {
                    if name.to_str().is_none() {
                        self.skip(&listed_child, "name is not UTF-8");
                    } else if self.files.len() == self.options.max_entries {
                        self.truncated = true;
                    } else {
                        self.files.push(listed_child);
                    }
                }
                Entry::Directory { via_link } if !self.passes_over(&name) => {
                    if name.to_str().is_none() {
                        self.skip(&listed_child, "name is not UTF-8");
                        continue;
                    }
                    // A link is followed only through the root's handle: anywhere
                    // inside, nowhere outside. A real directory is opened without
                    // following, in case it was just swapped for a link.
                    let opened = if via_link {
                        self.sandbox.dir().open_dir(&in_sandbox_child)
                    } else {
                        dir.open_dir_nofollow(&name)
                    };
                    let outcome = opened.and_then(|child| {
                        if child.symlink_metadata("pyvenv.cfg").is_ok() {
                            return Ok(()); // a virtualenv
                        }
                        self.directory(&child, &in_sandbox_child, &listed_child)
                    });
                    if let Err(e) = outcome {
                        self.skip(&listed_child, &e.to_string());
                    }
                }
                Entry::BrokenLink => {
                    self.skip(
                        &listed_child,
                        "symlink dangles or leads outside the sandbox",
                    );
                }
                _ => {}
            }
        }
        Ok(())
    }

    fn classify(&self, file_type: cap_std::fs::FileType, in_sandbox: &Path) -> Entry {
        if file_type.is_file() {
            Entry::File
        } else if file_type.is_dir() {
            Entry::Directory { via_link: false }
        } else if file_type.is_symlink() {
            match self.sandbox.dir().metadata(in_sandbox) {
                Ok(target) if target.is_file() => Entry::File,
                Ok(target) if target.is_dir() => Entry::Directory { via_link: true },
                Ok(_) => Entry::Other,
                Err(_) => Entry::BrokenLink,
            }
        } else {
            Entry::Other
        }
    }

    fn passes_over(&self, name: &OsString) -> bool {
        let bytes = name.as_bytes();
        SKIPPED_DIRECTORIES
            .iter()
            .any(|skip| skip.as_bytes() == bytes)
            || (!self.options.include_hidden && bytes.starts_with(b"."))
    }

    fn skip(&mut self, path: &Path, reason: &str) {
        if self.skipped.len() < MAX_SKIPPED {
            self.skipped.push(format!("{}: {reason}", path.display()));
        }
    }
}
