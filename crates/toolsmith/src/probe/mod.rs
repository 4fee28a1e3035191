//! The `probe` tool: evidence where there are no tests. The project's own
//! functions are run, confined as pytest runs are (no network, the project
//! read-only, no secrets, limits on time, memory and processes), on inputs
//! its code gives: doctest examples, its `__main__` blocks, the calls it
//! makes with literal arguments, and a few small inputs its signatures
//! suggest. What comes back is kept only when it is evidence: a call that
//! never returns, an exception raised by the project's own code, a doctest
//! whose output differs. `analysis.py` decides what may run (read from the
//! code alone), `driver.py` runs each call in a forked child under its own
//! short limit and judges the outcome.

mod checks;
mod finding;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

use serde::Serialize;
use serde_json::{Value, json};

pub use checks::checks_file;
pub use finding::Finding;

use crate::confine::{self, Confinement, ConfinementOptions, Launch, Plan};
use crate::environment::{self, EnvironmentInfo, EnvironmentOptions};
use crate::error::{Error, Result};
use crate::sandbox::Sandbox;
use crate::text::bounded;
use crate::toolchain::{Toolchain, ToolchainOptions};

const ANALYSIS: &str = include_str!("analysis.py");
const DRIVER: &str = include_str!("driver.py");

/// Each call's limit: a call on a small input the code gives returns in
/// milliseconds, so one still running after this is taken to hang.
pub const DEFAULT_CALL_TIMEOUT: Duration = Duration::from_secs(2);
/// Calls run at most (imports not counted).
pub const DEFAULT_MAX_CALLS: usize = 1_000;
/// The whole probe's time budget: calls not started by then are skipped.
pub const DEFAULT_BUDGET: Duration = Duration::from_secs(120);
/// Time the driver has beyond its budget to finish the calls under way.
const GRACE: Duration = Duration::from_secs(30);

#[derive(Debug, Clone)]
pub struct ProbeOptions {
    pub call_timeout: Duration,
    pub max_calls: usize,
    pub budget: Duration,
    pub confinement: ConfinementOptions,
    pub toolchain: ToolchainOptions,
    pub environment: EnvironmentOptions,
    /// Only these calls (and the imports), each named by its source, file
    /// and call as a finding names them: repair re-runs the calls of the
    /// findings it answers, not the whole probe.
    pub calls: Option<Vec<CallKey>>,
    /// A call over its limit is run again under a longer one before it is
    /// reported as a hang (off for repair's trials: an edit after which the
    /// call is still slow is not the fix).
    pub confirm: bool,
}

/// A call as a finding names it: its input's source, its file, the call.
pub type CallKey = [String; 3];

impl Default for ProbeOptions {
    fn default() -> Self {
        ProbeOptions {
            call_timeout: DEFAULT_CALL_TIMEOUT,
            max_calls: DEFAULT_MAX_CALLS,
            budget: DEFAULT_BUDGET,
            confinement: ConfinementOptions::default(),
            toolchain: ToolchainOptions::default(),
            environment: EnvironmentOptions::default(),
            calls: None,
            confirm: true,
        }
    }
}

/// The `probe` tool's result.
#[derive(Debug, Clone, Serialize)]
pub struct ProbeReport {
    pub path: String,
    pub findings: Vec<Finding>,
    pub hangs: usize,
    pub crashes: usize,
    pub doctest_mismatches: usize,
    /// Calls run (each in its own confined child).
    pub calls_run: usize,
    /// Calls found but not run, with why in `skipped_reasons`: code that
    /// does I/O or keeps state is never run on inputs it was not given.
    pub calls_skipped: usize,
    pub skipped_reasons: BTreeMap<String, usize>,
    pub modules: usize,
    /// Modules whose top level does I/O or loops: never imported.
    pub modules_skipped: usize,
    /// Each call's limit, in seconds.
    pub call_timeout: f64,
    /// The budget ran out before every call was run.
    pub out_of_time: bool,
    /// Seconds.
    pub duration: f64,
    /// The pytest files written with `write_checks`, a test per finding.
    pub checks_written: Vec<String>,
    pub confinement: Confinement,
    pub environment: EnvironmentInfo,
    /// What the probe's own process said, when it did not finish.
    pub error_log: String,
    /// With [`ProbeOptions::calls`]: the calls that ran to an outcome (a
    /// call the code no longer makes, or whose module no longer imports,
    /// is not among them).
    #[serde(skip)]
    pub calls_ran: Vec<CallKey>,
}

impl Sandbox {
    /// Probes a file or a directory (see the module's documentation).
    pub fn probe(&self, path: &Path, options: &ProbeOptions) -> Result<ProbeReport> {
        let shown = path.display().to_string();
        let relative = self.locate(path)?;
        let metadata = self
            .beneath(&relative, |r| self.dir().metadata(here(r)))
            .map_err(|e| Error::from_io(&shown, "stat", e))?;
        let (root, only) = if metadata.is_dir() {
            (relative, None)
        } else {
            let name = relative.file_name().map(PathBuf::from);
            (
                relative.parent().unwrap_or(Path::new("")).to_path_buf(),
                name,
            )
        };
        let real_root = self.root().join(&root);
        let toolchain = Toolchain::ensure(&options.toolchain)?;
        let confinement = &options.confinement;
        let prepared = environment::prepare(self, &options.environment, &toolchain, confinement)?;
        let limit = options.budget + GRACE;
        let plan = Plan {
            toolchain: &toolchain,
            python: &prepared.python,
            options: confinement,
            sandbox_root: Some(self.root()),
            // The project is only read: a probe never writes into it.
            sandbox_writable: false,
            writable: &[],
            timeout: limit,
            files: &[
                ("toolsmith_probe_analysis.py", ANALYSIS),
                ("toolsmith_probe_driver.py", DRIVER),
            ],
            mode: "evidence",
        };
        let mut launch = Launch::prepare(&plan)?;
        let scratch = launch.private_dir().join("tmp");
        let parallel = std::thread::available_parallelism().map_or(1, |n| n.get());
        let settings = [
            ("root", json!(real_root)),
            ("only", json!(only)),
            ("scratch", json!(scratch)),
            ("timeout", json!(options.call_timeout.as_secs_f64())),
            ("max_calls", json!(options.max_calls)),
            ("budget", json!(options.budget.as_secs_f64())),
            ("parallel", json!(parallel)),
            ("calls", json!(options.calls)),
            ("confirm", json!(options.confirm)),
            (
                "analysis",
                json!(launch.private_file("toolsmith_probe_analysis.py")),
            ),
            (
                "driver",
                json!(launch.private_file("toolsmith_probe_driver.py")),
            ),
        ];
        for (key, value) in settings {
            launch.config.insert(key.into(), value);
        }
        let (report, process) = launch.run_bounded(&scratch, limit, 64 * 1024)?;
        let mut findings = Vec::new();
        let mut counts = None;
        let mut status = None;
        for event in report
            .lines()
            .filter_map(|line| serde_json::from_str::<Value>(line).ok())
        {
            match event.get("event").and_then(Value::as_str) {
                Some("confinement") => status = Some(event),
                Some("finding") => {
                    if let Some(finding) = event
                        .get("finding")
                        .and_then(|f| serde_json::from_value::<Finding>(f.clone()).ok())
                    {
                        findings.push(finding);
                    }
                }
                Some("counts") => counts = Some(event),
                _ => {}
            }
        }
        if process.exit_code == Some(confine::CONFINEMENT_REFUSED) && counts.is_none() {
            return Err(Error::Confinement(process.stderr.text.trim().to_string()));
        }
        let Some(counts) = counts else {
            return Err(Error::Environment {
                message: format!(
                    "the probe could not run in the environment ({}, {}): {}",
                    prepared.info.source,
                    prepared.info.interpreter.display(),
                    launch.failure(&report, &process)
                ),
                hint: "check the environment with `toolsmith env`".into(),
            });
        };
        let number = |key: &str| counts.get(key).and_then(Value::as_u64).unwrap_or(0) as usize;
        let skipped_reasons: BTreeMap<String, usize> = counts
            .get("reasons")
            .and_then(Value::as_object)
            .map(|reasons| {
                reasons
                    .iter()
                    .filter_map(|(k, v)| Some((k.clone(), v.as_u64()? as usize)))
                    .filter(|(_, n)| *n > 0)
                    .collect()
            })
            .unwrap_or_default();
        let kind = |name: &str| findings.iter().filter(|f| f.kind == name).count();
        let confinement = confine::describe(
            confinement,
            &launch.namespaces,
            launch.had_cgroup(),
            status.as_ref(),
        );
        Ok(ProbeReport {
            path: shown,
            hangs: kind("hang"),
            crashes: kind("crash"),
            doctest_mismatches: kind("doctest"),
            calls_run: number("calls_run"),
            calls_skipped: number("calls_skipped"),
            skipped_reasons,
            modules: number("modules"),
            modules_skipped: number("modules_skipped"),
            call_timeout: options.call_timeout.as_secs_f64(),
            out_of_time: counts
                .get("out_of_time")
                .and_then(Value::as_bool)
                .unwrap_or(false),
            duration: process.duration.as_secs_f64(),
            checks_written: Vec::new(),
            confinement,
            environment: prepared.info,
            error_log: if process.exit_code == Some(0) {
                String::new()
            } else {
                bounded(&process.stderr.text, 4_000).into_owned()
            },
            calls_ran: counts
                .get("ran")
                .and_then(|ran| serde_json::from_value(ran.clone()).ok())
                .unwrap_or_default(),
            findings,
        })
    }

    /// Writes the findings of `report` as a pytest file in `directory`
    /// (inside the sandbox), a test per finding that fails today; returns
    /// the file written, if any finding.
    pub fn write_checks(&self, report: &ProbeReport, directory: &Path) -> Result<Option<String>> {
        if report.findings.is_empty() {
            return Ok(None);
        }
        let project = self.locate(Path::new(&report.path))?;
        let metadata = self
            .beneath(&project, |r| self.dir().metadata(here(r)))
            .map_err(|e| Error::from_io(&report.path, "stat", e))?;
        let project = if metadata.is_dir() {
            project
        } else {
            project.parent().unwrap_or(Path::new("")).to_path_buf()
        };
        let target = self.locate(directory)?;
        let text = checks_file(&report.findings, &relative_path(&target, &project));
        let file = directory.join("test_probe_findings.py");
        self.write_file(&file, &text)?;
        Ok(Some(file.display().to_string()))
    }
}

/// The sandbox root itself is `.` to its directory handle (an empty path
/// names no file): probing the whole sandbox is the swarm's usual call.
fn here(relative: &Path) -> &Path {
    if relative.as_os_str().is_empty() {
        Path::new(".")
    } else {
        relative
    }
}

/// `to`, relative to the directory `from` (both relative to the sandbox root).
fn relative_path(from: &Path, to: &Path) -> String {
    let from: Vec<_> = from.components().collect();
    let to: Vec<_> = to.components().collect();
    let common = from.iter().zip(&to).take_while(|(a, b)| a == b).count();
    let mut parts: Vec<String> = vec!["..".into(); from.len() - common];
    parts.extend(
        to[common..]
            .iter()
            .map(|c| c.as_os_str().to_string_lossy().into_owned()),
    );
    if parts.is_empty() {
        ".".into()
    } else {
        parts.join("/")
    }
}

#[cfg(test)]
mod tests {
    use super::relative_path;
    use std::path::Path;

    #[test]
    fn relative_paths_between_sandbox_directories() {
        assert_eq!(
            relative_path(Path::new("checks"), Path::new("app")),
            "../app"
        );
        assert_eq!(
            relative_path(Path::new("app/checks"), Path::new("app")),
            ".."
        );
        assert_eq!(relative_path(Path::new(""), Path::new("app")), "app");
        assert_eq!(relative_path(Path::new("a"), Path::new("a")), ".");
    }
}
