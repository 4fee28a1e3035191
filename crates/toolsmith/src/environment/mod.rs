//! The project's own Python environment, which pylint and pytest run against
//! so that they see the packages the project imports. Found by the first rule
//! that matches ([`resolve`]):
//!
//! 1. `--venv DIR` or `--python PATH` ([`EnvironmentOptions`]);
//! 2. `$VIRTUAL_ENV`;
//! 3. a virtualenv at the sandbox root: `.venv`, `venv`, `env`;
//! 4. the managed environment `toolsmith env sync` made for the sandbox ([`sync`]);
//! 5. none: the toolchain's bare environment.
//!
//! The pinned tools are never installed into it: a run puts the toolchain's
//! layer on the interpreter's path ([`installed::select`]). Every run of the
//! environment's interpreter, the probe that asks what it is included, is
//! confined ([`crate::confine`]).

mod compile;
pub mod declared;
mod describe;
pub mod installed;
pub mod probe;
mod resolve;
pub mod sync;
pub mod venv;

use std::path::PathBuf;

use serde::Serialize;

use crate::confine::{ConfinementOptions, PythonRun};
use crate::error::{Error, Result};
use crate::sandbox::Sandbox;
use crate::toolchain::layer::{self, LayerTarget};
use crate::toolchain::{Toolchain, short_key};
use declared::{Declarations, DeclareOptions};
pub use describe::{EnvironmentReport, describe};
use installed::EnvFiles;
use probe::Probe;
pub use resolve::resolve;
use venv::{Installation, VenvConfig};

/// Virtualenv directory names looked for at the sandbox root, in order.
pub const SANDBOX_VENVS: &[&str] = &[".venv", "venv", "env"];

/// What the caller names explicitly; both unset means "look for it".
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct EnvironmentOptions {
    /// A virtualenv whose packages are the project's.
    pub venv: Option<PathBuf>,
    /// An interpreter whose packages are the project's.
    pub python: Option<PathBuf>,
}

/// Where the environment came from: the rule that matched.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Source {
    Venv,
    Python,
    VirtualEnv,
    Sandbox(&'static str),
    Synced(Vec<String>),
    ToolchainOnly,
}

impl Source {
    pub fn describe(&self) -> String {
        match self {
            Source::Venv => "--venv".into(),
            Source::Python => "--python".into(),
            Source::VirtualEnv => "VIRTUAL_ENV".into(),
            Source::Sandbox(name) => format!("sandbox {name}"),
            Source::Synced(files) => format!("synced from {}", files.join(", ")),
            Source::ToolchainOnly => "toolchain only".into(),
        }
    }
}

/// The project's environment, found (not yet probed).
#[derive(Debug, Clone)]
pub struct Environment {
    pub source: Source,
    /// What is executed: the virtualenv's `bin/python`, or the named interpreter.
    pub interpreter: PathBuf,
    pub venv: Option<PathBuf>,
    pub config: Option<VenvConfig>,
    pub(crate) config_bytes: Vec<u8>,
    pub installation: Installation,
    /// It lies inside the sandbox: possibly made by the code under test.
    pub inside_sandbox: bool,
    /// Options it was synced with (the managed environment only).
    pub synced_with: DeclareOptions,
    pub notes: Vec<String>,
}

/// What every lint and test result says of the environment it ran in.
#[derive(Debug, Clone, Serialize, serde::Deserialize, PartialEq, Eq)]
pub struct EnvironmentInfo {
    /// `--venv`, `--python`, `VIRTUAL_ENV`, `sandbox .venv`,
    /// `synced from requirements.txt`, `toolchain only`.
    pub source: String,
    pub interpreter: PathBuf,
    pub python_version: String,
    pub venv: Option<PathBuf>,
    pub inside_sandbox: bool,
    /// The files the sandbox declares its dependencies in.
    pub declared_in: Vec<String>,
    /// Declared requirements this environment does not satisfy, as written.
    pub missing: Vec<String>,
    /// What to do about them.
    pub hint: Option<String>,
    /// The tools' dependencies that the environment's own versions serve.
    pub shared_with_tools: Vec<String>,
    pub notes: Vec<String>,
}

impl EnvironmentInfo {
    /// One line for the text an agent reads, when there is something to act on.
    pub fn advice(&self) -> Option<String> {
        self.hint.as_ref().map(|hint| format!("note: {hint}"))
    }
}

/// An environment ready to run the tools in.
#[derive(Debug, Clone)]
pub struct Prepared {
    pub environment: Environment,
    pub probe: Probe,
    /// How a confined run executes it, the tools' layer on its path.
    pub python: PythonRun,
    /// Changes whenever what a lint result can depend on in the environment
    /// changes: the interpreter, its distributions, `.pth` files, the layer.
    pub fingerprint: String,
    pub info: EnvironmentInfo,
    pub declarations: Declarations,
}

impl Environment {
    /// What a confined run of its interpreter must read: its installation,
    /// and for one outside the sandbox, the virtualenv.
    fn grants(&self) -> Vec<PathBuf> {
        let mut read = self.installation.grants();
        if let Some(venv) = &self.venv {
            read.push(venv.clone());
        }
        read
    }

    fn run(&self, read: Vec<PathBuf>, layer: Vec<PathBuf>) -> PythonRun {
        PythonRun {
            program: self.interpreter.clone(),
            no_site: false,
            read,
            layer,
            bin: self.venv.as_ref().map(|v| v.join("bin")),
        }
    }

    /// Probes it, provisions the tools' layer for its installation on first
    /// use, and selects what of the layer goes on its path.
    pub fn prepare(
        self,
        sandbox: &Sandbox,
        toolchain: &Toolchain,
        confinement: &ConfinementOptions,
    ) -> Result<Prepared> {
        let mut read = self.grants();
        let probe = probe::probe(
            toolchain,
            &self.run(read.clone(), Vec::new()),
            &[
                self.interpreter.as_os_str().as_encoded_bytes(),
                self.installation.identity.as_bytes(),
                &self.config_bytes,
            ],
            sandbox.root(),
            confinement,
        )?;
        if venv::major_minor(&probe.version).is_none_or(|v| v < (3, 10)) {
            return Err(too_old(&self.interpreter, &probe.version));
        }
        if !self.inside_sandbox {
            // Its own path entries (an editable install's source, say): the
            // user's environment, trusted as the user's.
            read.extend(probe.path.iter().filter(|p| p.exists()).cloned());
        }
        let target = LayerTarget {
            executable: self.installation.executable.clone(),
            identity: self.installation.identity.clone(),
            python_version: probe.version.clone(),
            platform: probe.platform(),
        };
        let compiler = PythonRun {
            program: self.installation.executable.clone(),
            no_site: true,
            read: self.installation.grants(),
            layer: Vec::new(),
            bin: None,
        };
        let layer = layer::ensure(toolchain, &target, &|staging| {
            compile::compile_layer(toolchain, &compiler, staging, sandbox.root(), confinement)
        })?;
        let files = EnvFiles { sandbox };
        let inventory = installed::inventory(&probe, &files);
        let markers = probe.marker_environment();
        let selection = installed::select(&layer, &inventory, markers.as_ref());
        let declarations = declared::read(sandbox, &self.synced_with);
        let missing = declarations.missing(&inventory, markers.as_ref());
        let fingerprint = short_key(&[
            self.installation.identity.as_bytes(),
            probe.version.as_bytes(),
            &inventory.state,
            format!("{:?}", selection.dirs).as_bytes(),
        ]);
        let info = EnvironmentInfo {
            source: self.source.describe(),
            interpreter: self.interpreter.clone(),
            python_version: probe.version.clone(),
            venv: self.venv.clone(),
            inside_sandbox: self.inside_sandbox,
            declared_in: declarations.files.clone(),
            hint: hint(&self, &missing, &declarations),
            missing,
            shared_with_tools: selection.shared.clone(),
            notes: self.notes.clone(),
        };
        let python = self.run(read, selection.dirs);
        Ok(Prepared {
            environment: self,
            probe,
            python,
            fingerprint,
            info,
            declarations,
        })
    }
}

/// An interpreter too old for the pinned tools.
pub(super) fn too_old(what: &std::path::Path, version: &str) -> Error {
    Error::Environment {
        message: format!(
            "{} is Python {version}: pylint {} and pytest {} need Python 3.10 or newer",
            what.display(),
            crate::toolchain::PYLINT_VERSION,
            crate::toolchain::PYTEST_VERSION
        ),
        hint: "make the environment with Python 3.10 or newer".into(),
    }
}

/// What to do when the sandbox declares what the environment lacks.
fn hint(
    environment: &Environment,
    missing: &[String],
    declarations: &Declarations,
) -> Option<String> {
    if missing.is_empty() {
        let unreadable = (!declarations.problems.is_empty()).then(|| {
            format!(
                "the sandbox's dependency declarations could not all be read: {}",
                declarations.problems.join("; ")
            )
        });
        return unreadable;
    }
    let shown = missing.join(", ");
    let files = declarations.files.join(", ");
    Some(match &environment.source {
        Source::ToolchainOnly => format!(
            "the sandbox declares dependencies ({files}) that are not installed: {shown}; \
             imports of them fail (import-error, ModuleNotFoundError): run `toolsmith env sync` \
             to install them in a managed environment"
        ),
        Source::Synced(_) => format!(
            "the sandbox declares dependencies not in its synced environment (the declarations \
             changed since): {shown}; run `toolsmith env sync` again"
        ),
        other => {
            let venv = environment
                .venv
                .as_ref()
                .map(|v| v.display().to_string())
                .unwrap_or_else(|| environment.interpreter.display().to_string());
            format!(
                "the sandbox declares dependencies ({files}) that are not installed in the \
                 environment in use ({}: {venv}): {shown}; install them there, or let \
                 `toolsmith env sync` make a managed environment (used when no virtualenv takes \
                 precedence)",
                other.describe()
            )
        }
    })
}

/// The environment for `options` on `sandbox`, ready to run the tools in.
pub fn prepare(
    sandbox: &Sandbox,
    options: &EnvironmentOptions,
    toolchain: &Toolchain,
    confinement: &ConfinementOptions,
) -> Result<Prepared> {
    resolve(sandbox, options, toolchain)?.prepare(sandbox, toolchain, confinement)
}
