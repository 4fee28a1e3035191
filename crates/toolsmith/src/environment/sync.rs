//! `toolsmith env sync`: a managed virtualenv for one sandbox, outside it
//! (under the cache directory, keyed by the sandbox and what it declares),
//! made from its declarations with uv (pip where uv cannot be had). Wheels
//! only unless building is asked for; the sandbox's own code is put on the
//! path with a `.pth` file (its root, or `src/`), never built or run.
//!
//! An environment is made beside the one in use and becomes current only when
//! complete (a pointer file, replaced atomically): a failed sync leaves the
//! previous environment in use and nothing half-made behind.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use serde::{Deserialize, Serialize};

use super::declared::{self, Declarations, DeclareOptions};
use crate::error::{Error, Result};
use crate::sandbox::Sandbox;
use crate::toolchain::process::{is_network_failure, paragraph, run_tool};
use crate::toolchain::{Toolchain, find_python, short_key};

const FORMAT: u32 = 1;
const POINTER: &str = "current.json";
const COMPLETE: &str = ".toolsmith-synced";
const PROJECT_PTH: &str = "_toolsmith_project.pth";

#[derive(Debug, Clone, Default)]
pub struct SyncOptions {
    pub declare: DeclareOptions,
    /// The Python to make the environment with (default: the launcher).
    pub python: Option<PathBuf>,
}

/// Which managed environment a sandbox uses now.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
pub struct Pointer {
    pub dir: PathBuf,
    pub key: String,
    pub declared_in: Vec<String>,
    pub extras: Vec<String>,
    pub groups: Vec<String>,
    pub allow_build: bool,
    pub synced_at: String,
}

impl Pointer {
    pub fn options(&self) -> DeclareOptions {
        DeclareOptions {
            extras: self.extras.clone(),
            groups: self.groups.clone(),
            allow_build: self.allow_build,
        }
    }
}

#[derive(Debug, Clone, Serialize)]
pub struct SyncReport {
    /// The managed virtualenv now in use for the sandbox.
    pub environment: PathBuf,
    pub python: PathBuf,
    pub python_version: String,
    pub declared_in: Vec<String>,
    /// What was asked of the installer (pinned by `uv.lock` where there is one).
    pub requirements: Vec<String>,
    /// What the environment holds: `name version`.
    pub installed: Vec<String>,
    pub skipped: Vec<String>,
    /// The sandbox's own code, put on the path.
    pub project_path: PathBuf,
    /// An environment for exactly these declarations existed and is used again.
    pub reused: bool,
    /// Seconds.
    pub duration: f64,
    pub notes: Vec<String>,
}

fn sandbox_dir(toolchain: &Toolchain, sandbox: &Sandbox) -> PathBuf {
    let key = short_key(&[sandbox.root().as_os_str().as_encoded_bytes()]);
    toolchain.cache.join("envs").join(key)
}

/// The sandbox's managed environment, if one was synced and is complete.
pub fn current(toolchain: &Toolchain, sandbox: &Sandbox) -> Option<Pointer> {
    let bytes = std::fs::read(sandbox_dir(toolchain, sandbox).join(POINTER)).ok()?;
    let pointer: Pointer = serde_json::from_slice(&bytes).ok()?;
    pointer.dir.join(COMPLETE).is_file().then_some(pointer)
}

fn sync_error(message: String, hint: &str) -> Error {
    Error::Environment {
        message,
        hint: hint.into(),
    }
}

/// Where the sandbox's code is importable from: `src/` for a src layout, else its root.
fn project_path(sandbox: &Sandbox) -> PathBuf {
    let src = sandbox.dir().metadata("src").is_ok_and(|m| m.is_dir());
    if src {
        sandbox.root().join("src")
    } else {
        sandbox.root().to_path_buf()
    }
}

pub fn sync(sandbox: &Sandbox, toolchain: &Toolchain, options: &SyncOptions) -> Result<SyncReport> {
    let started = Instant::now();
    let declarations = declared::read(sandbox, &options.declare);
    if !declarations.problems.is_empty() {
        return Err(sync_error(
            format!(
                "env sync: the sandbox's declarations cannot be read: {}",
                declarations.problems.join("; ")
            ),
            "fix them and run `toolsmith env sync` again; the previous environment stays in use",
        ));
    }
    if declarations.files.is_empty() {
        return Err(sync_error(
            "env sync: the sandbox declares no dependencies (no pyproject.toml, no requirements*.txt at its root)".into(),
            "declare them in requirements.txt or pyproject.toml's [project] dependencies",
        ));
    }
    let python = match &options.python {
        Some(python) => {
            if sandbox.locate(python).is_ok() {
                return Err(sync_error(
                    format!("env sync: {} lies inside the sandbox", python.display()),
                    "make the managed environment with a Python installed outside the sandbox",
                ));
            }
            find_python(Some(python))?.0
        }
        None => toolchain.base_python.clone(),
    };
    let requirements = requirements(toolchain, sandbox, &declarations, &options.declare)?;
    let project = project_path(sandbox);
    let identity = super::venv::Installation::of(&python)
        .map(|i| i.identity)
        .unwrap_or_default();
    let key = short_key(&[
        &FORMAT.to_le_bytes(),
        python.as_os_str().as_encoded_bytes(),
        identity.as_bytes(),
        requirements.join("\n").as_bytes(),
        declarations.constraints.join("\n").as_bytes(),
        declarations.index_options.join("\n").as_bytes(),
        &[u8::from(options.declare.allow_build)],
        project.as_os_str().as_encoded_bytes(),
    ]);
    let home = sandbox_dir(toolchain, sandbox);
    std::fs::create_dir_all(&home)
        .map_err(|e| Error::from_io(&home.display().to_string(), "create", e))?;
    let _lock = lock(&home)?;
    let dir = home.join(&key);
    let reused = dir.join(COMPLETE).is_file();
    if !reused {
        let made = make(
            toolchain,
            &python,
            &dir,
            &requirements,
            &declarations,
            options,
            &project,
        );
        if let Err(error) = made {
            let _ = std::fs::remove_dir_all(&dir);
            return Err(error);
        }
    }
    let pointer = Pointer {
        dir: dir.clone(),
        key,
        declared_in: declarations.files.clone(),
        extras: options.declare.extras.clone(),
        groups: options.declare.groups.clone(),
        allow_build: options.declare.allow_build,
        synced_at: chrono::Utc::now().to_rfc3339(),
    };
    write_pointer(&home, &pointer)?;
    prune(&home, &dir);
    let mut notes = Vec::new();
    for name in super::SANDBOX_VENVS {
        if sandbox.dir().is_file(Path::new(name).join("pyvenv.cfg")) {
            notes.push(format!(
                "the sandbox's own {name} takes precedence: the tools keep using it until it is removed"
            ));
        }
    }
    if std::env::var_os("VIRTUAL_ENV").is_some_and(|v| !v.is_empty()) {
        notes.push("$VIRTUAL_ENV takes precedence over the managed environment".into());
    }
    Ok(SyncReport {
        python_version: version_of(&dir).unwrap_or_default(),
        installed: installed(&dir),
        environment: dir,
        python,
        declared_in: declarations.files,
        requirements,
        skipped: declarations.skipped,
        project_path: project,
        reused,
        duration: started.elapsed().as_secs_f64(),
        notes,
    })
}

/// What to install: `uv.lock`'s pins for pyproject's part where there is a
/// lock (and uv), pyproject's requirements otherwise, then the requirement files'.
fn requirements(
    toolchain: &Toolchain,
    sandbox: &Sandbox,
    declarations: &Declarations,
    options: &DeclareOptions,
) -> Result<Vec<String>> {
    let mut lines = match (toolchain.uv(), declarations.lock) {
        (Some(uv), true) => export_lock(toolchain, uv, sandbox, options)?,
        _ => declarations.project.clone(),
    };
    for line in &declarations.requirements {
        if !lines.contains(line) {
            lines.push(line.clone());
        }
    }
    Ok(lines)
}

/// `uv export --frozen` of a copy of pyproject.toml and uv.lock (read
/// through the sandbox handle): the locked versions, no build, no project.
fn export_lock(
    toolchain: &Toolchain,
    uv: &Path,
    sandbox: &Sandbox,
    options: &DeclareOptions,
) -> Result<Vec<String>> {
    let copy =
        tempfile::tempdir().map_err(|e| Error::from_io("temporary directory", "create", e))?;
    for name in ["pyproject.toml", "uv.lock"] {
        let bytes = sandbox
            .dir()
            .read(name)
            .map_err(|e| Error::from_io(name, "read", e))?;
        std::fs::write(copy.path().join(name), bytes)
            .map_err(|e| Error::from_io(name, "write", e))?;
    }
    let mut command = toolchain.uv_command(uv);
    command
        .args([
            "export",
            "--quiet",
            "--no-config",
            "--frozen",
            "--format",
            "requirements-txt",
            "--no-emit-project",
            "--no-emit-workspace",
            "--no-header",
            "--no-annotate",
            "--no-hashes",
            "--no-default-groups",
            "--project",
        ])
        .arg(copy.path());
    for extra in &options.extras {
        command.args(["--extra", extra]);
    }
    for group in &options.groups {
        command.args(["--group", group]);
    }
    let output = run_tool(&mut command, "reading uv.lock").map_err(|e| {
        sync_error(
            format!("env sync: {e}"),
            "check that uv.lock matches pyproject.toml (`uv lock`), or remove it",
        )
    })?;
    Ok(String::from_utf8_lossy(&output.stdout)
        .lines()
        .map(str::trim)
        .filter(|l| {
            !l.is_empty() && !l.starts_with('#') && !l.starts_with('-') && !l.starts_with('.')
        })
        .map(str::to_string)
        .collect())
}

fn lock(home: &Path) -> Result<std::fs::File> {
    let file = std::fs::File::create(home.join("sync.lock"))
        .map_err(|e| Error::from_io(&home.display().to_string(), "lock", e))?;
    rustix::fs::flock(&file, rustix::fs::FlockOperation::LockExclusive)
        .map_err(|e| Error::from_io(&home.display().to_string(), "lock", e.into()))?;
    Ok(file)
}

/// Makes the environment at `dir`: a virtualenv, the requirements installed,
/// the project's path file, and last the mark that it is complete.
fn make(
    toolchain: &Toolchain,
    python: &Path,
    dir: &Path,
    requirements: &[String],
    declarations: &Declarations,
    options: &SyncOptions,
    project: &Path,
) -> Result<()> {
    toolchain.make_venv(python, dir)?;
    let lists =
        tempfile::tempdir().map_err(|e| Error::from_io("temporary directory", "create", e))?;
    let write = |name: &str, lines: &[String]| -> Result<PathBuf> {
        let path = lists.path().join(name);
        std::fs::write(&path, lines.join("\n") + "\n")
            .map_err(|e| Error::from_io(name, "write", e))?;
        Ok(path)
    };
    let requirements_file = write("requirements.txt", requirements)?;
    let constraints_file = write("constraints.txt", &declarations.constraints)?;
    if !requirements.is_empty() {
        let mut command = match toolchain.uv() {
            Some(uv) => {
                let mut command = toolchain.uv_command(uv);
                command
                    .args(["pip", "install", "--quiet", "--no-config", "--python"])
                    .arg(dir.join("bin/python"));
                command
            }
            None => {
                let mut command = Command::new(&toolchain.base_python);
                command
                    .args(["-I", "-m", "pip", "--python"])
                    .arg(dir.join("bin/python"))
                    .args([
                        "install",
                        "--quiet",
                        "--disable-pip-version-check",
                        "--no-input",
                    ]);
                command
            }
        };
        if !options.declare.allow_build {
            command.args(["--only-binary", ":all:"]);
        }
        for option in &declarations.index_options {
            command.args(option.split_whitespace());
        }
        command.arg("-r").arg(&requirements_file);
        command.arg("-c").arg(&constraints_file);
        if let Err(error) = run_tool(&mut command, "installing the requirements") {
            let said = error.to_string();
            let said = said
                .strip_prefix("python toolchain: ")
                .unwrap_or(&said)
                .to_string();
            return Err(if is_network_failure(&said) {
                sync_error(
                    format!("env sync: the package index cannot be reached: {said}"),
                    "env sync needs the package index: check the network or point \
                     UV_DEFAULT_INDEX / PIP_INDEX_URL at a reachable mirror; the previous \
                     environment stays in use",
                )
            } else {
                sync_error(
                    format!("env sync: {}", paragraph(&said)),
                    "fix the requirement (its name or version) and run `toolsmith env sync` \
                     again; the previous environment stays in use",
                )
            });
        }
    }
    let site = site_packages(dir)
        .ok_or_else(|| Error::Toolchain(format!("{}: no site-packages", dir.display())))?;
    std::fs::write(site.join(PROJECT_PTH), format!("{}\n", project.display()))
        .map_err(|e| Error::from_io(PROJECT_PTH, "write", e))?;
    std::fs::write(dir.join(COMPLETE), b"").map_err(|e| Error::from_io(COMPLETE, "write", e))
}

fn site_packages(dir: &Path) -> Option<PathBuf> {
    std::fs::read_dir(dir.join("lib"))
        .ok()?
        .flatten()
        .map(|e| e.path().join("site-packages"))
        .find(|p| p.is_dir())
}

fn version_of(dir: &Path) -> Option<String> {
    let text = std::fs::read_to_string(dir.join("pyvenv.cfg")).ok()?;
    super::venv::parse_config(&text).version
}

fn installed(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = site_packages(dir)
        .and_then(|site| std::fs::read_dir(site).ok())
        .map(|entries| {
            entries
                .flatten()
                .filter_map(|e| {
                    let name = e.file_name().to_string_lossy().into_owned();
                    let stem = name.strip_suffix(".dist-info")?;
                    let (dist, version) = stem.split_once('-')?;
                    Some(format!("{dist} {version}"))
                })
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    names
}

fn write_pointer(home: &Path, pointer: &Pointer) -> Result<()> {
    let bytes = serde_json::to_vec_pretty(pointer).map_err(|e| Error::Toolchain(e.to_string()))?;
    let temporary = home.join(format!("{POINTER}.tmp{}", std::process::id()));
    std::fs::write(&temporary, bytes).map_err(|e| Error::from_io(POINTER, "write", e))?;
    std::fs::rename(&temporary, home.join(POINTER)).map_err(|e| Error::from_io(POINTER, "write", e))
}

/// Keeps the current environment and the one made before it.
fn prune(home: &Path, current: &Path) {
    let Ok(entries) = std::fs::read_dir(home) else {
        return;
    };
    let mut others: Vec<(std::time::SystemTime, PathBuf)> = entries
        .flatten()
        .filter(|e| e.path() != current && e.path().is_dir())
        .filter_map(|e| Some((e.metadata().ok()?.modified().ok()?, e.path())))
        .collect();
    others.sort();
    others.pop();
    for (_, old) in others {
        let _ = std::fs::remove_dir_all(old);
    }
}
