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
/// Links followed at most while naming a path anew: more is a loop (the
/// kernel's own limit).
const MAX_LINK_HOPS: usize = 40;

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

    /// A sandbox of a directory inside this one (an MCP client's root),
    /// opened through this one's handle, so that it can only be inside: its
    /// root is where the opened directory really is.
    pub fn open_within(&self, path: &Path) -> Result<Sandbox> {
        use std::os::fd::{AsFd, AsRawFd};
        let relative = self.locate(path)?;
        let shown = || path.display().to_string();
        let dir = if relative.as_os_str().is_empty() {
            self.dir.try_clone()
        } else {
            self.dir.open_dir(&relative)
        }
        .map_err(|e| Error::from_io(&shown(), "open", e))?;
        let real = std::fs::read_link(format!("/proc/self/fd/{}", dir.as_fd().as_raw_fd()))
            .map_err(|e| Error::from_io(&shown(), "resolve", e))?;
        if !real.starts_with(&self.canonical_root) {
            return Err(Error::Security {
                path: shown(),
                reason: "resolves outside the sandbox".into(),
            });
        }
        let history = History::for_sandbox(&real);
        Ok(Sandbox {
            dir,
            spelled_root: real.clone(),
            canonical_root: real,
            history,
        })
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

    /// `relative` named anew where symlinks on its way have absolute targets
    /// inside the sandbox (as a tool that made the link writes them): each
    /// such target is named from the root instead; relative links are
    /// followed too, since a chain may end in an absolute one. This decides
    /// nothing: the path returned is resolved by the kernel beneath the
    /// handle like any other, which refuses what leads out (`..` past the
    /// root, a link elsewhere). `Ok(None)` when no such link is on the way;
    /// `ELOOP` for a loop.
    pub(crate) fn through_absolute_links(&self, relative: &Path) -> io::Result<Option<PathBuf>> {
        let mut pending: Vec<std::ffi::OsString> = relative
            .components()
            .rev()
            .map(|c| c.as_os_str().to_os_string())
            .collect();
        let mut resolved = PathBuf::new();
        let mut rewritten = false;
        let mut hops = 0;
        while let Some(component) = pending.pop() {
            if component == ".." || component == "." {
                resolved.push(component);
                continue;
            }
            let candidate = resolved.join(&component);
            let is_link = self
                .dir
                .symlink_metadata(&candidate)
                .is_ok_and(|m| m.file_type().is_symlink());
            if !is_link {
                resolved = candidate;
                continue;
            }
            hops += 1;
            if hops > MAX_LINK_HOPS {
                return Err(io::Error::from_raw_os_error(
                    rustix::io::Errno::LOOP.raw_os_error(),
                ));
            }
            // Not a link any more (it changed under us): nothing to name anew;
            // the operation's own refusal stands.
            let Ok(target) = self.dir.read_link_contents(&candidate) else {
                return Ok(None);
            };
            let rest = if target.is_absolute() {
                let inside = [&self.canonical_root, &self.spelled_root]
                    .iter()
                    .find_map(|root| target.strip_prefix(root).ok().map(Path::to_path_buf));
                match inside {
                    Some(inside) => {
                        resolved = PathBuf::new();
                        rewritten = true;
                        inside
                    }
                    None => return Ok(None), // leads out: the operation refuses it
                }
            } else {
                target
            };
            pending.extend(
                rest.components()
                    .rev()
                    .map(|c| c.as_os_str().to_os_string()),
            );
        }
        if resolved.as_os_str().is_empty() {
            resolved.push("."); // the root itself
        }
        Ok(rewritten.then_some(resolved))
    }

    /// Runs `operation` on `relative` beneath the handle; if it is refused as
    /// leading out because an absolute link inside the sandbox is on the way,
    /// once more on the path [`Sandbox::through_absolute_links`] names.
    pub(crate) fn beneath<T>(
        &self,
        relative: &Path,
        operation: impl Fn(&Path) -> io::Result<T>,
    ) -> io::Result<T> {
        match operation(relative) {
            Err(e) if is_escape_attempt(&e) => match self.through_absolute_links(relative)? {
                Some(rewritten) => operation(&rewritten),
                None => Err(e),
            },
            other => other,
        }
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
            match self.beneath(ancestor, |a| self.dir.canonicalize(a)) {
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
