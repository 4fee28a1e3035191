//! What a front supplies to every call: the sandbox, opened on first use,
//! and how paths are taken.

use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};

use crate::confine::ConfinementOptions;
use crate::environment::EnvironmentOptions;
use crate::error::{Error, Result};
use crate::sandbox::Sandbox;

/// How the given paths are taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PathBase {
    /// As the spec takes them: relative to the working directory, resolving
    /// inside the sandbox (the CLI, the Python package).
    WorkingDirectory,
    /// Relative to the sandbox root (the MCP server: a client knows no working directory).
    SandboxRoot,
}

/// What a front supplies to every call: the sandbox, how paths are taken,
/// the project's environment and the confinement of what runs.
#[derive(Clone)]
pub struct Context {
    root: PathBuf,
    /// Opened on first use: a call that needs no sandbox (checking code
    /// given inline) works without one.
    sandbox: Arc<OnceLock<Sandbox>>,
    pub paths: PathBase,
    pub environment: EnvironmentOptions,
    pub confinement: ConfinementOptions,
    /// Progress on a terminal for long calls.
    pub progress: bool,
}

impl Context {
    /// A context whose sandbox `root` is opened when a call first needs it.
    pub fn new(root: impl Into<PathBuf>, paths: PathBase) -> Context {
        Context {
            root: root.into(),
            sandbox: Arc::new(OnceLock::new()),
            paths,
            environment: EnvironmentOptions::default(),
            confinement: ConfinementOptions::default(),
            progress: false,
        }
    }

    /// A context on a sandbox already open.
    pub fn with_sandbox(sandbox: Sandbox, paths: PathBase) -> Context {
        let context = Context::new(sandbox.root().to_path_buf(), paths);
        let _ = context.sandbox.set(sandbox);
        context
    }

    pub fn sandbox(&self) -> Result<&Sandbox> {
        if let Some(sandbox) = self.sandbox.get() {
            return Ok(sandbox);
        }
        let opened = Sandbox::open(&self.root)?;
        // Another thread may have opened it meanwhile: either handle serves.
        let _ = self.sandbox.set(opened);
        self.sandbox
            .get()
            .ok_or_else(|| Error::InvalidArgument("the sandbox could not be kept open".into()))
    }

    /// The sandbox root, as named.
    pub fn root(&self) -> &Path {
        &self.root
    }

    /// A path as given to a tool, made into the path the sandbox resolves.
    pub fn path(&self, given: &str) -> PathBuf {
        let path = Path::new(given);
        match self.paths {
            PathBase::SandboxRoot if !path.is_absolute() => self.root.join(path),
            _ => path.to_path_buf(),
        }
    }
}
