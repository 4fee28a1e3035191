//! `list_files`: every `.py` file under a directory, sorted, bounded.
//!
//! The directory's subdirectories are walked in parallel (one walk each, on
//! up to as many threads as cores, in order) and their listings joined in
//! order; see [`super::walk`] for the walk itself and why it cannot escape.

use std::ffi::{CStr, OsStr};
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use rustix::fd::OwnedFd;

pub use super::list_types::{DEFAULT_MAX_ENTRIES, ListOptions, ListResult};
use super::reuse::{self, Witnesses};
use super::walk::{Entry, MAX_SKIPPED, Walk, readable};
use crate::error::{Error, Result};
use crate::sandbox::Sandbox;

/// Threads a listing uses at most.
const MAX_THREADS: usize = 4;

/// [`Sandbox::python_files_under`]'s answer.
pub(crate) struct PythonFiles {
    /// The directory as named (`"."` for the root from the root).
    pub directory: String,
    /// Each file: the path to open, the name to show.
    pub files: Vec<(PathBuf, String)>,
    pub truncated: bool,
}

impl Sandbox {
    /// The spec's `list_files`.
    pub fn list_files(&self, directory: &Path, options: &ListOptions) -> Result<ListResult> {
        let shown = directory.display().to_string();
        self.list_located(self.locate(directory)?, shown, options)
    }

    /// [`Sandbox::list_files`] with every path relative to the sandbox root,
    /// however `directory` was spelled (the root itself is `"."`): what a
    /// client that names files from the root can pass straight back.
    pub fn list_files_from_root(
        &self,
        directory: &Path,
        options: &ListOptions,
    ) -> Result<ListResult> {
        let relative = self.locate(directory)?;
        // Joined with each file's path below it: empty for the root.
        let prefix = relative.display().to_string();
        let mut listing = self.list_located(relative, prefix, options)?;
        if listing.directory.is_empty() {
            listing.directory = ".".into();
        }
        Ok(listing)
    }

    /// Whether `path` names a directory of the sandbox (the root included).
    pub(crate) fn is_directory(&self, path: &Path) -> Result<bool> {
        let relative = self.locate(path)?;
        Ok(relative.as_os_str().is_empty()
            || self
                .beneath(&relative, |r| self.dir().metadata(r))
                .is_ok_and(|m| m.is_dir()))
    }

    /// The `.py` files under `directory` for a tool that works on each: a
    /// path to open and the name to show, from the sandbox root
    /// (`from_root`, as MCP clients name files) or as the caller spelled
    /// `directory`.
    pub(crate) fn python_files_under(
        &self,
        directory: &Path,
        from_root: bool,
        max_entries: usize,
    ) -> Result<PythonFiles> {
        let options = ListOptions {
            max_entries,
            ..ListOptions::default()
        };
        let listing = if from_root {
            self.list_files_from_root(directory, &options)?
        } else {
            self.list_files(directory, &options)?
        };
        let files = listing
            .files
            .into_iter()
            .map(|name| {
                let file = if from_root {
                    self.root().join(&name)
                } else {
                    PathBuf::from(&name)
                };
                (file, name)
            })
            .collect();
        Ok(PythonFiles {
            directory: listing.directory,
            files,
            truncated: listing.truncated,
        })
    }

    /// Lists the directory at `relative` (from [`Sandbox::locate`]), its files
    /// named as `shown` joined with their paths under it.
    fn list_located(
        &self,
        relative: PathBuf,
        shown: String,
        options: &ListOptions,
    ) -> Result<ListResult> {
        let began = std::time::SystemTime::now();
        let io_error = |e| Error::from_io(&shown, "open directory", e);
        let opened;
        let listed = if relative.as_os_str().is_empty() {
            self.dir()
        } else {
            let metadata = self
                .beneath(&relative, |r| self.dir().metadata(r))
                .map_err(io_error)?;
            if !metadata.is_dir() {
                return Err(Error::NotADirectory { path: shown });
            }
            opened = self
                .beneath(&relative, |r| self.dir().open_dir(r))
                .map_err(io_error)?;
            &opened
        };
        let listed_stat =
            rustix::fs::fstat(listed).map_err(|e| io_error(std::io::Error::from(e)))?;
        if options.reuse
            && let Some(mut listing) = reuse::recall(listed, &listed_stat, &shown, options)
        {
            listing.reused = true;
            return Ok(listing);
        }
        let root = readable(listed).map_err(io_error)?;
        let seen = AtomicUsize::new(0);
        let mut walk = Walk::new(self, options, &seen);
        let children = walk
            .open(&root, &relative, &shown, true)
            .map_err(|e| Error::from_io(&shown, "list", e))?
            .unwrap_or_default();
        let subtrees: Vec<(&CStr, Entry)> = children
            .iter()
            .filter(|&(name, kind)| walk.is_entered(name, kind))
            .collect();
        let threads = cores().min(subtrees.len());
        if threads < 2 {
            let in_sandbox = relative.clone();
            walk.emit(&children, &shown, |walk, name, via_link, listed| {
                let path = in_sandbox.join(OsStr::from_bytes(name.to_bytes()));
                walk.enter(&root, name, via_link, &path, listed);
            });
        } else {
            let listings = Parallel {
                sandbox: self,
                options,
                seen: &seen,
                root: &root,
                in_sandbox: &relative,
                listed: &shown,
                ancestors: &walk.ancestors,
            }
            .run(&subtrees, threads);
            let mut listings = listings.into_iter();
            walk.emit(&children, &shown, |walk, _, _, _| {
                match listings.next().flatten() {
                    Some(sub) => walk.absorb(sub, options.max_entries),
                    // Not walked: the listing was already full before it.
                    None => walk.truncated = true,
                }
            });
        }
        let listing = ListResult {
            directory: shown,
            count: walk.files.len(),
            files: walk.files,
            truncated: walk.truncated,
            skipped: walk.skipped,
            reused: false,
        };
        if options.reuse {
            reuse::keep(
                &listed_stat,
                &relative,
                options,
                walk.witnesses,
                &listing,
                began,
            );
        }
        Ok(listing)
    }
}

/// Threads a listing may use: the cores this process may run on (asked once:
/// the answer reads cgroup files), at most [`MAX_THREADS`].
fn cores() -> usize {
    static CORES: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *CORES.get_or_init(|| {
        std::thread::available_parallelism()
            .map_or(1, |n| n.get())
            .min(MAX_THREADS)
    })
}

/// One subdirectory's listing.
pub(super) struct Listing {
    files: Vec<String>,
    skipped: Vec<String>,
    truncated: bool,
    witnesses: Witnesses,
}

impl Walk<'_> {
    /// Appends a subdirectory's listing, as if walked here.
    fn absorb(&mut self, sub: Listing, max_entries: usize) {
        let room = max_entries.saturating_sub(self.files.len());
        if sub.files.len() > room || sub.truncated {
            self.truncated = true;
        }
        self.files.extend(sub.files.into_iter().take(room));
        let room = MAX_SKIPPED.saturating_sub(self.skipped.len());
        self.skipped.extend(sub.skipped.into_iter().take(room));
        self.witnesses.absorb(sub.witnesses);
    }
}

/// The subdirectories of the listed directory, walked on several threads.
struct Parallel<'a> {
    sandbox: &'a Sandbox,
    options: &'a ListOptions,
    seen: &'a AtomicUsize,
    root: &'a OwnedFd,
    in_sandbox: &'a Path,
    listed: &'a str,
    ancestors: &'a [(u64, u64)],
}

impl Parallel<'_> {
    /// The listing of each of `subtrees`, in order;
    /// `None` for those left unwalked because the ones before them already
    /// hold `max_entries` files.
    fn run(&self, subtrees: &[(&CStr, Entry)], threads: usize) -> Vec<Option<Listing>> {
        let results: Vec<Mutex<Option<Listing>>> =
            subtrees.iter().map(|_| Mutex::new(None)).collect();
        let next = AtomicUsize::new(0);
        let full = AtomicBool::new(false);
        // (subtrees finished in order from the first, files they hold)
        let prefix = Mutex::new((0usize, 0usize));
        let worker = || {
            while !full.load(Ordering::Relaxed) {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(&(name, kind)) = subtrees.get(i) else {
                    break;
                };
                let via_link = matches!(kind, Entry::Directory { via_link: true });
                let text = String::from_utf8_lossy(name.to_bytes());
                let mut walk = Walk::new(self.sandbox, self.options, self.seen);
                walk.ancestors = self.ancestors.to_vec();
                walk.enter(
                    self.root,
                    name,
                    via_link,
                    &self.in_sandbox.join(OsStr::from_bytes(name.to_bytes())),
                    &super::walk::join(self.listed, &text),
                );
                if let Ok(mut slot) = results[i].lock() {
                    *slot = Some(Listing {
                        files: walk.files,
                        skipped: walk.skipped,
                        truncated: walk.truncated,
                        witnesses: walk.witnesses,
                    });
                }
                self.advance(&results, &prefix, &full);
            }
        };
        std::thread::scope(|scope| {
            for _ in 1..threads {
                scope.spawn(worker);
            }
            worker();
        });
        results
            .into_iter()
            .map(|slot| slot.into_inner().ok().flatten())
            .collect()
    }

    /// Moves the finished prefix forward; once it holds `max_entries` files
    /// the subdirectories after it need not be walked.
    fn advance(
        &self,
        results: &[Mutex<Option<Listing>>],
        prefix: &Mutex<(usize, usize)>,
        full: &AtomicBool,
    ) {
        let Ok(mut prefix) = prefix.lock() else {
            return;
        };
        while let Some(slot) = results.get(prefix.0) {
            let files = match slot.lock() {
                Ok(listing) => match listing.as_ref() {
                    Some(listing) => listing.files.len(),
                    None => break,
                },
                Err(_) => break,
            };
            prefix.0 += 1;
            prefix.1 += files;
        }
        if prefix.1 >= self.options.max_entries {
            full.store(true, Ordering::Relaxed);
        }
    }
}
