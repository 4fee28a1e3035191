//! One confined Python: what it is to run, and the command that starts it.
//!
//! The command is `unshare ... -- LAUNCHER -I -S -c LAUNCHER_PY CONFIG`: the
//! launcher (the toolchain's own Python, outside every sandbox) joins the
//! cgroup, brings loopback up, sets the limits and Landlock, then executes
//! the project's interpreter with our bootstrap. Everything that interpreter
//! and its environment do (a `.pth` file, a planted `bin/python`) is confined.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::time::Duration;

use serde_json::{Map, Value, json};

use super::owned_dir::{OwnedDir, remove_orphans_once};
use super::{
    Cgroup, ConfinementOptions, UNSHARE, UNSHARE_FLAGS, device_paths, environment,
    namespaces_available, rlimits, system_read_paths,
};
use crate::error::{Error, Result};
use crate::process::{self, ProcessOutcome, ProcessSpec};
use crate::toolchain::Toolchain;

pub(super) const LAUNCHER: &str = include_str!("launcher.py");
const BOOTSTRAP: &str = include_str!("bootstrap.py");

/// The Python a confined run executes once the launcher has confined itself.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct PythonRun {
    /// What is executed: a virtualenv's `bin/python`, or an installation's executable.
    pub program: PathBuf,
    /// Without `site`: the bare interpreter, no environment (compiling a layer).
    pub no_site: bool,
    /// What it needs to read beyond the system's directories.
    pub read: Vec<PathBuf>,
    /// Tool layer directories, put on its path before the environment's packages.
    pub layer: Vec<PathBuf>,
    /// Its environment's scripts, first on PATH.
    pub bin: Option<PathBuf>,
}

/// What one confined Python is to be.
pub struct Plan<'a> {
    pub toolchain: &'a Toolchain,
    pub python: &'a PythonRun,
    pub options: &'a ConfinementOptions,
    /// None for a warm parent, which serves many sandboxes (see `zygote`).
    pub sandbox_root: Option<&'a Path>,
    /// pytest may write in the sandbox; a pylint worker only reads it.
    pub sandbox_writable: bool,
    /// Directories outside the sandbox it may write (a bytecode cache).
    pub writable: &'a [PathBuf],
    pub timeout: Duration,
    /// Files to put in the private directory (name, content).
    pub files: &'a [(&'a str, &'a str)],
    /// What the bootstrap does: `pytest`, `pylint-worker`, `probe`, `compile`.
    pub mode: &'a str,
}

/// A prepared launch: its private directory (HOME, TMPDIR, the report file,
/// the plan's files), its pids cgroup, and the bootstrap's configuration.
pub struct Launch {
    private: OwnedDir,
    cgroup: Option<Cgroup>,
    launcher: PathBuf,
    python: PythonRun,
    had_cgroup: bool,
    /// Confinement is on (else the caller's environment passes as it is).
    confined: bool,
    pub namespaces: std::result::Result<(), String>,
    pub report: PathBuf,
    pub config: Map<String, Value>,
}

impl Launch {
    pub fn prepare(plan: &Plan) -> Result<Launch> {
        let temp = std::env::temp_dir();
        remove_orphans_once(&temp);
        Launch::prepare_in(plan, &temp)
    }

    /// [`Launch::prepare`], its private directory made in `directory` (a
    /// warm parent's, the only place its children can write in).
    pub fn prepare_in(plan: &Plan, directory: &Path) -> Result<Launch> {
        let options = plan.options;
        let namespaces = if options.enabled {
            namespaces_available()
        } else {
            Err("confinement off".into())
        };
        if options.require
            && options.enabled
            && let Err(why) = &namespaces
        {
            return Err(Error::Confinement(format!("namespaces unavailable: {why}")));
        }
        let cgroup = options
            .enabled
            .then(|| Cgroup::create(options.limits.processes))
            .flatten();
        let private = OwnedDir::create(directory)?;
        let work = private.path();
        let io = |what: &'static str| move |e| Error::from_io(what, "write", e);
        std::fs::create_dir(work.join("home")).map_err(io("private home"))?;
        std::fs::create_dir(work.join("tmp")).map_err(io("private tmp"))?;
        let report = work.join("report.jsonl");
        std::fs::write(&report, "").map_err(io("report file"))?;
        for (name, content) in plan.files {
            std::fs::write(work.join(name), content).map_err(io("private file"))?;
        }
        let mut write: Vec<PathBuf> = vec![work.to_path_buf()];
        if plan.sandbox_writable {
            write.extend(plan.sandbox_root.map(Path::to_path_buf));
        }
        write.extend(plan.writable.iter().cloned());
        let mut read = system_read_paths();
        read.extend(plan.sandbox_root.map(|root| root.display().to_string()));
        read.extend(plan.python.read.iter().map(|p| p.display().to_string()));
        read.extend(plan.python.layer.iter().map(|p| p.display().to_string()));
        let mut flags = vec!["-I"];
        if plan.python.no_site {
            flags.push("-S");
        }
        flags.extend(["-X", "utf8", "-c", BOOTSTRAP]);
        let config = json!({
            "report": report,
            "cgroup": cgroup.as_ref().map(|c| c.path()),
            "network_namespace": namespaces.is_ok(),
            "landlock": options.enabled,
            "require": options.require && options.enabled,
            "limits": rlimits(&options.limits, plan.timeout.as_secs()),
            "read": read,
            "write": write,
            "devices": device_paths(),
            "exec": { "program": plan.python.program, "args": flags },
            "layer": plan.python.layer,
            "mode": plan.mode,
        });
        let Value::Object(config) = config else {
            return Err(Error::InvalidArgument(
                "internal: configuration is not an object".into(),
            ));
        };
        Ok(Launch {
            private,
            cgroup,
            launcher: plan.toolchain.base_python.clone(),
            python: plan.python.clone(),
            had_cgroup: false,
            confined: options.enabled,
            namespaces,
            report,
            config,
        })
    }

    /// A file the plan put in the private directory.
    pub fn private_file(&self, name: &str) -> PathBuf {
        self.private.path().join(name)
    }

    /// The private directory: HOME, TMPDIR, the report, the plan's files.
    pub fn private_dir(&self) -> &Path {
        self.private.path()
    }

    /// Grants the confined Python reading `path` too.
    pub fn grant_read(&mut self, path: &Path) {
        if let Some(Value::Array(read)) = self.config.get_mut("read") {
            read.push(json!(path));
        }
    }

    /// Program, arguments and environment of the confined Python.
    pub fn command(&self) -> (PathBuf, Vec<OsString>, Vec<(OsString, OsString)>) {
        let mut args: Vec<OsString> = Vec::new();
        let program = if self.namespaces.is_ok() {
            args.extend(UNSHARE_FLAGS.iter().map(OsString::from));
            args.push("--".into());
            args.push(self.launcher.as_os_str().into());
            PathBuf::from(UNSHARE)
        } else {
            self.launcher.clone()
        };
        for flag in ["-I", "-S", "-X", "utf8", "-c", LAUNCHER] {
            args.push(flag.into());
        }
        args.push(Value::Object(self.config.clone()).to_string().into());
        (program, args, self.environment())
    }

    /// The environment the confined Python gets: the allowlist, or with
    /// confinement off the caller's own.
    pub fn environment(&self) -> Vec<(OsString, OsString)> {
        if !self.confined {
            return std::env::vars_os().collect();
        }
        let work = self.private.path();
        let mut env = environment(
            self.python.bin.as_deref(),
            &self.python.layer,
            &work.join("home"),
            &work.join("tmp"),
        );
        // pylint keeps its statistics under PYLINTHOME: keep them private.
        env.push(("PYLINTHOME".into(), work.join("tmp").into_os_string()));
        env
    }

    /// Runs it from `cwd` to completion or `timeout`; returns what the report
    /// file holds and how the process ended.
    pub fn run(&mut self, cwd: &Path, timeout: Duration) -> Result<(String, ProcessOutcome)> {
        self.run_bounded(cwd, timeout, 64 * 1024)
    }

    /// [`Launch::run`], keeping `max_output` bytes of each output stream.
    pub fn run_bounded(
        &mut self,
        cwd: &Path,
        timeout: Duration,
        max_output: usize,
    ) -> Result<(String, ProcessOutcome)> {
        let (program, args, env) = self.command();
        let spec = ProcessSpec {
            program,
            args,
            env,
            cwd: cwd.to_path_buf(),
            timeout,
            max_output,
        };
        let process = process::run(&spec).map_err(|e| Error::from_io("python", "run", e))?;
        let report = std::fs::read_to_string(&self.report).unwrap_or_default();
        self.had_cgroup = self.finish();
        Ok((report, process))
    }

    /// Whether the run that ended had its pids cgroup.
    pub fn had_cgroup(&self) -> bool {
        self.had_cgroup
    }

    /// Why a run gave no answer, in one line: the interpreter could not be
    /// executed, confinement was refused, the limit was hit, or what it said.
    pub fn failure(&self, report: &str, process: &ProcessOutcome) -> String {
        for line in report.lines() {
            let Ok(event) = serde_json::from_str::<Value>(line) else {
                continue;
            };
            if event.get("event").and_then(Value::as_str) == Some("exec-failed") {
                return format!(
                    "it cannot be executed ({})",
                    event.get("reason").and_then(Value::as_str).unwrap_or("?")
                );
            }
        }
        if process.exit_code == Some(super::CONFINEMENT_REFUSED) {
            return process.stderr.text.trim().to_string();
        }
        if process.timed_out {
            return "it did not answer in time".into();
        }
        let said = format!("{}\n{}", process.stdout.text, process.stderr.text);
        let said = said.trim();
        let status = match (process.exit_code, process.signal) {
            (Some(code), _) => format!("exit status {code}"),
            (None, Some(signal)) => format!("killed by signal {signal}"),
            _ => "no exit status".into(),
        };
        if said.is_empty() {
            status
        } else {
            format!("{status}: {}", crate::text::bounded(said, 600))
        }
    }

    /// Ends the run: kills anything left in the cgroup and removes it.
    /// Says whether there was a cgroup.
    pub fn finish(&mut self) -> bool {
        self.cgroup.take().is_some()
    }
}
