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

pub mod declared;
mod describe;
pub mod installed;
pub mod probe;
pub mod sync;
pub mod venv;

use std::path::{Path, PathBuf};
use std::time::Duration;

use serde::Serialize;

use crate::confine::{ConfinementOptions, Launch, Plan, PythonRun};
use crate::error::{Error, Result};
use crate::sandbox::Sandbox;
use crate::toolchain::layer::{self, LayerTarget};
use crate::toolchain::{Toolchain, short_key};
use declared::{Declarations, DeclareOptions};
pub use describe::{EnvironmentReport, describe};
use installed::EnvFiles;
use probe::Probe;
use venv::{Installation, VenvConfig};

/// Layer distributions whose bytecode is not compiled ahead: neither pylint
/// nor pytest imports them when run as Toolsmith runs them (pygments only
/// colours output, and pytest runs with `--color=no`). Code under test that
/// imports one gets it compiled into its sandbox's bytecode cache.
const NOT_PRECOMPILED: &[&str] = &["pygments"];
/// Virtualenv directory names looked for at the sandbox root, in order.
pub const SANDBOX_VENVS: &[&str] = &[".venv", "venv", "env"];
const COMPILE_LIMIT: Duration = Duration::from_secs(600);

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
    config_bytes: Vec<u8>,
    pub installation: Installation,
    /// It lies inside the sandbox: possibly made by the code under test.
    pub inside_sandbox: bool,
    /// Options it was synced with (the managed environment only).
    pub synced_with: DeclareOptions,
    pub notes: Vec<String>,
}

/// What every lint and test result says of the environment it ran in.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
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

fn broken(venv: &Path, what: &str) -> Error {
    Error::Environment {
        message: format!("the virtualenv {} is broken: {what}", venv.display()),
        hint: format!(
            "recreate it (`python3 -m venv --clear {}`) and reinstall its packages, name another \
             with --venv, or remove it; Toolsmith does not fall back to another environment, \
             which would change the results",
            venv.display()
        ),
    }
}

fn too_old(what: &Path, version: &str) -> Error {
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

/// A virtualenv's environment, checked: `pyvenv.cfg` with a `home`, an
/// interpreter that is not a dangling link, a Python 3.10 or newer.
fn from_venv(sandbox: &Sandbox, dir: &Path, source: Source) -> Result<Environment> {
    let dir = std::path::absolute(dir).unwrap_or_else(|_| dir.to_path_buf());
    let inside = sandbox.locate(&dir).is_ok();
    let config_bytes = if inside {
        let relative = sandbox.locate(&dir)?.join("pyvenv.cfg");
        sandbox
            .dir()
            .read(&relative)
            .map_err(|e| Error::from_io(&relative.display().to_string(), "read", e))
    } else {
        std::fs::read(dir.join("pyvenv.cfg"))
            .map_err(|e| Error::from_io(&dir.join("pyvenv.cfg").display().to_string(), "read", e))
    };
    let config_bytes = match config_bytes {
        Ok(bytes) => bytes,
        Err(Error::Security { .. }) => {
            return Err(broken(&dir, "its pyvenv.cfg leads outside the sandbox"));
        }
        Err(_) if !dir.is_dir() => {
            return Err(Error::Environment {
                message: format!(
                    "{} ({}) is not a directory",
                    dir.display(),
                    source.describe()
                ),
                hint: "name an existing virtualenv".into(),
            });
        }
        Err(_) => return Err(broken(&dir, "it has no pyvenv.cfg")),
    };
    let config = venv::parse_config(&String::from_utf8_lossy(&config_bytes));
    if config.home.is_none() {
        return Err(broken(
            &dir,
            "its pyvenv.cfg names no `home` (the Python it was made from)",
        ));
    }
    if let Some(version) = &config.version
        && venv::major_minor(version).is_some_and(|v| v < (3, 10))
    {
        return Err(too_old(&dir, version));
    }
    let interpreter = ["bin/python", "bin/python3"]
        .iter()
        .map(|name| dir.join(name))
        .find(|p| p.symlink_metadata().is_ok())
        .ok_or_else(|| broken(&dir, "it has no bin/python"))?;
    let installation = Installation::of(&interpreter).map_err(|e| {
        let target = std::fs::read_link(&interpreter)
            .map(|t| format!(" (a link to {}, which is missing)", t.display()))
            .unwrap_or_else(|_| format!(" ({e})"));
        broken(
            &dir,
            &format!(
                "its interpreter {} cannot be used{target}",
                interpreter.display()
            ),
        )
    })?;
    Ok(Environment {
        source,
        interpreter,
        venv: Some(dir),
        config: Some(config),
        config_bytes,
        installation,
        inside_sandbox: inside,
        synced_with: DeclareOptions::default(),
        notes: Vec::new(),
    })
}

fn from_interpreter(sandbox: &Sandbox, python: &Path) -> Result<Environment> {
    let python = std::path::absolute(python).unwrap_or_else(|_| python.to_path_buf());
    let installation = Installation::of(&python).map_err(|e| Error::Environment {
        message: format!("--python {}: not an interpreter ({e})", python.display()),
        hint: "name a Python 3.10 or newer, e.g. --python /usr/bin/python3".into(),
    })?;
    // An interpreter of a virtualenv brings that virtualenv with it.
    let venv = python
        .parent()
        .and_then(Path::parent)
        .filter(|d| d.join("pyvenv.cfg").is_file())
        .map(Path::to_path_buf);
    Ok(Environment {
        source: Source::Python,
        inside_sandbox: sandbox.locate(&python).is_ok(),
        interpreter: python,
        venv,
        config: None,
        config_bytes: Vec::new(),
        installation,
        synced_with: DeclareOptions::default(),
        notes: Vec::new(),
    })
}

/// The project's environment: the first rule of the module's list that matches.
pub fn resolve(
    sandbox: &Sandbox,
    options: &EnvironmentOptions,
    toolchain: &Toolchain,
) -> Result<Environment> {
    if let Some(venv) = &options.venv {
        return from_venv(sandbox, venv, Source::Venv);
    }
    if let Some(python) = &options.python {
        return from_interpreter(sandbox, python);
    }
    if let Some(active) = std::env::var_os("VIRTUAL_ENV").filter(|v| !v.is_empty()) {
        return from_venv(sandbox, Path::new(&active), Source::VirtualEnv);
    }
    let mut notes = Vec::new();
    for name in SANDBOX_VENVS {
        if sandbox.dir().symlink_metadata(name).is_err() {
            continue;
        }
        match sandbox.dir().metadata(name) {
            Ok(metadata)
                if metadata.is_dir()
                    && sandbox
                        .dir()
                        .symlink_metadata(Path::new(name).join("pyvenv.cfg"))
                        .is_ok() =>
            {
                return from_venv(sandbox, &sandbox.root().join(name), Source::Sandbox(name));
            }
            Err(e) if crate::error::is_escape_attempt(&e) => notes.push(format!(
                "{name} was not used: it leads outside the sandbox (name it with --venv if you trust it)"
            )),
            _ => {}
        }
    }
    let mut environment = match sync::current(toolchain, sandbox) {
        Some(pointer) => {
            let mut environment = from_venv(
                sandbox,
                &pointer.dir,
                Source::Synced(pointer.declared_in.clone()),
            )?;
            environment.synced_with = pointer.options();
            environment
        }
        None => from_venv(
            sandbox,
            &toolchain.bare_environment()?,
            Source::ToolchainOnly,
        )?,
    };
    environment.notes.extend(notes);
    Ok(environment)
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
            compile_layer(toolchain, &compiler, staging, sandbox.root(), confinement)
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

/// Compiles a staged layer's bytecode with the target's own executable,
/// confined: one process per core, the distributions shared out by size.
fn compile_layer(
    toolchain: &Toolchain,
    compiler: &PythonRun,
    staging: &Path,
    sandbox_root: &Path,
    confinement: &ConfinementOptions,
) -> Result<()> {
    let mut dists: Vec<(u64, PathBuf)> = std::fs::read_dir(staging)
        .map_err(|e| Error::from_io(&staging.display().to_string(), "read", e))?
        .flatten()
        .filter(|e| e.path().is_dir())
        .filter(|e| !NOT_PRECOMPILED.iter().any(|n| e.file_name() == *n))
        .map(|e| (tree_size(&e.path()), e.path()))
        .collect();
    dists.sort_by(|a, b| b.cmp(a));
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get());
    let mut bins: Vec<(u64, Vec<PathBuf>)> = vec![(0, Vec::new()); workers];
    for (size, dir) in dists {
        if let Some(lightest) = bins.iter_mut().min_by_key(|(load, _)| *load) {
            lightest.0 += size;
            lightest.1.push(dir);
        }
    }
    let results: Vec<Result<()>> = std::thread::scope(|scope| {
        let handles: Vec<_> = bins
            .into_iter()
            .filter(|(_, dirs)| !dirs.is_empty())
            .map(|(_, dirs)| {
                scope.spawn(move || {
                    compile_dirs(
                        toolchain,
                        compiler,
                        staging,
                        &dirs,
                        sandbox_root,
                        confinement,
                    )
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| {
                h.join().unwrap_or_else(|_| {
                    Err(Error::Toolchain("compiling the tools panicked".into()))
                })
            })
            .collect()
    });
    results.into_iter().collect()
}

fn tree_size(dir: &Path) -> u64 {
    std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .flatten()
                .map(|e| match e.file_type() {
                    Ok(t) if t.is_dir() => tree_size(&e.path()),
                    _ => e.metadata().map_or(0, |m| m.len()),
                })
                .sum()
        })
        .unwrap_or(0)
}

fn compile_dirs(
    toolchain: &Toolchain,
    compiler: &PythonRun,
    staging: &Path,
    dirs: &[PathBuf],
    sandbox_root: &Path,
    confinement: &ConfinementOptions,
) -> Result<()> {
    let writable = [staging.to_path_buf()];
    let mut launch = Launch::prepare(&Plan {
        toolchain,
        python: compiler,
        options: confinement,
        sandbox_root,
        sandbox_writable: false,
        writable: &writable,
        timeout: COMPILE_LIMIT,
        files: &[],
        mode: "compile",
    })?;
    launch
        .config
        .insert("compile".into(), serde_json::json!(dirs));
    let (report, process) = launch.run(staging, COMPILE_LIMIT)?;
    if report.contains("\"compiled\"") {
        return Ok(());
    }
    Err(Error::Toolchain(format!(
        "compiling the tools for {} failed: {}",
        compiler.program.display(),
        launch.failure(&report, &process)
    )))
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
