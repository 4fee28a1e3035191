//! The sandbox: a directory opened once as a cap-std [`Dir`]; every file
//! operation of every tool goes through that handle.
//!
//! A user's path (taken, as in the spec, relative to the working directory) is
//! first *named* relative to the sandbox root. Naming decides nothing about
//! safety: the relative path is then resolved by the kernel beneath the handle
//! (`openat2(RESOLVE_BENEATH)` through cap-std), which refuses `..` and symlinks
//! that lead out, at the moment of use. A path that cannot be named inside is
//! refused early with the same [`Error::Security`].

use std::io;
use std::os::unix::ffi::OsStrExt;
use std::path::{Component, Path, PathBuf};

use cap_std::ambient_authority;
use cap_std::fs::Dir;

use crate::error::{Error, Result, is_escape_attempt};
use crate::modify::history::History;

/// The spec's default sandbox directory.
pub const DEFAULT_SANDBOX_DIR: &str = "./sandbox";

/// An open sandbox directory.
#[derive(Debug)]
pub struct Sandbox {
    dir: Dir,
    /// The root as the caller spelled it, made absolute without resolving links.
    spelled_root: PathBuf,
    /// The root with every symlink resolved.
    canonical_root: PathBuf,
    /// Undo history, kept outside the sandbox; `None` if there is nowhere to keep it.
    history: Option<History>,
}

impl Sandbox {
    /// Opens `root` (which may itself be reached through a symlink).
    pub fn open(root: impl AsRef<Path>) -> Result<Sandbox> {
        let root = root.as_ref();
        let unavailable = |source: io::Error| Error::SandboxUnavailable {
            path: root.to_path_buf(),
            source,
        };
        let dir = Dir::open_ambient_dir(root, ambient_authority()).map_err(unavailable)?;
        let spelled_root = std::path::absolute(root).map_err(unavailable)?;
        let canonical_root = std::fs::canonicalize(root).map_err(unavailable)?;
        let history = History::for_sandbox(&canonical_root);
        Ok(Sandbox {
            dir,
            spelled_root,
            canonical_root,
            history,
        })
    }

    /// Keeps the undo history under `state_dir` instead of the default
    /// (`$TOOLSMITH_STATE_DIR`, `$XDG_STATE_HOME/toolsmith`, `~/.local/state/toolsmith`).
    pub fn with_state_dir(mut self, state_dir: &Path) -> Sandbox {
        self.history = History::in_state_dir(state_dir, &self.canonical_root);
        self
    }

    pub(crate) fn history(&self) -> Option<&History> {
        self.history.as_ref()
    }

    /// The handle every operation goes through.
    pub fn dir(&self) -> &Dir {
        &self.dir
    }

    /// The sandbox root with symlinks resolved.
    pub fn root(&self) -> &Path {
        &self.canonical_root
    }

    /// Names `path` relative to the sandbox root. The result has only normal
    /// components (the root itself is the empty path). It is still to be
    /// resolved through [`Sandbox::dir`], which is where escapes are refused.
    pub fn locate(&self, path: &Path) -> Result<PathBuf> {
        // Named only in an error: this runs for every path a tool is given.
        let shown = || path.display().to_string();
        let refuse = |reason: &str| Error::Security {
            path: shown(),
            reason: reason.into(),
        };
        let bytes = path.as_os_str().as_bytes();
        if bytes.is_empty() {
            return Err(refuse("empty path"));
        }
        if bytes.contains(&0) {
            return Err(refuse("path contains a NUL byte"));
        }
        let absolute =
            std::path::absolute(path).map_err(|e| Error::from_io(&shown(), "resolve", e))?;

        // The common case: the path is spelled under the root. Component-wise, so
        // `sandbox_evil` is not under `sandbox`.
        for root in [&self.spelled_root, &self.canonical_root] {
            if let Ok(rest) = absolute.strip_prefix(root)
                && rest.components().all(|c| matches!(c, Component::Normal(_)))
            {
                return Ok(rest.to_path_buf());
            }
        }

        // Otherwise (`..` in it, or the root reached another way) find where the
        // path leads: resolve its longest existing ancestor, then the rest lexically,
        // as nothing exists there to follow.
        let (existing, tail) = split_existing_ancestor(&absolute);
        let mut resolved =
            std::fs::canonicalize(existing).map_err(|e| Error::from_io(&shown(), "resolve", e))?;
        for component in tail.components() {
            match component {
                Component::ParentDir => {
                    resolved.pop();
                }
                Component::Normal(name) => resolved.push(name),
                _ => {}
            }
        }
        resolved
            .strip_prefix(&self.canonical_root)
            .map(Path::to_path_buf)
            .map_err(|_| refuse("resolves outside the sandbox"))
    }

    /// The spec's `is_path_in_sandbox`: `Ok(true)` if `path` is the root or lies
    /// beneath it, `Err(Security)` otherwise. Existing parts of the path are
    /// resolved through the handle, so a symlink inside that points out is refused.
    pub fn contains(&self, path: &Path) -> Result<bool> {
        let relative = self.locate(path)?;
        let shown = path.display().to_string();
        for ancestor in relative.ancestors() {
            if ancestor.as_os_str().is_empty() {
                return Ok(true);
            }
            match self.dir.canonicalize(ancestor) {
                Ok(_) => return Ok(true),
                Err(e) if is_escape_attempt(&e) => {
                    return Err(Error::from_io(&shown, "resolve", e));
                }
                // Not there yet: the rest is a name to be created, inside.
                Err(e) if e.kind() == io::ErrorKind::NotFound => continue,
                // Exists but cannot lead anywhere (e.g. a file used as a directory).
                Err(_) => return Ok(true),
            }
        }
        Ok(true)
    }
}

/// Splits `path` into its longest ancestor that exists (following links, so a
/// dangling link counts as missing) and the remainder.
fn split_existing_ancestor(path: &Path) -> (&Path, &Path) {
    for ancestor in path.ancestors() {
        if std::fs::metadata(ancestor).is_ok() {
            let rest = path.strip_prefix(ancestor).unwrap_or(Path::new(""));
            return (ancestor, rest);
        }
    }
    (Path::new("/"), path.strip_prefix("/").unwrap_or(path))
}

/// The spec's `is_path_in_sandbox(path, sandbox_dir="./sandbox")`.
pub fn is_path_in_sandbox(path: &Path, sandbox_dir: &Path) -> Result<bool> {
    Sandbox::open(sandbox_dir)?.contains(path)
}
