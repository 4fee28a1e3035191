//! What an environment's interpreter is (version, import path, PEP 508
//! markers), asked of the interpreter itself, confined. The answer is cached
//! on disk per state of the environment (interpreter, `pyvenv.cfg`, and the
//! modification times of its path directories, which move when a package or
//! a `.pth` file is added or removed), so a CLI call does not start it again.

use std::collections::BTreeMap;
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};
use std::time::Duration;

use pep508_rs::{MarkerEnvironment, MarkerEnvironmentBuilder};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::confine::{ConfinementOptions, Launch, Plan, PythonRun};
use crate::error::{Error, Result};
use crate::toolchain::{Toolchain, short_key};

const FORMAT: u32 = 1;
const PROBE_LIMIT: Duration = Duration::from_secs(30);

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Probe {
    pub executable: PathBuf,
    /// `3.11.7`.
    pub version: String,
    pub prefix: PathBuf,
    pub base_prefix: PathBuf,
    /// `sys.path` once `site` has run: the environment's import path.
    pub path: Vec<PathBuf>,
    pub site_packages: Vec<PathBuf>,
    /// `cpython-311`.
    pub cache_tag: String,
    pub machine: String,
    /// `platform.libc_ver()`: `["glibc", "2.36"]`.
    pub libc: Vec<String>,
    /// PEP 508's environment markers, as the interpreter computes them.
    pub markers: BTreeMap<String, String>,
}

impl Probe {
    /// uv's `--python-platform` for this interpreter (`x86_64-manylinux_2_36`).
    pub fn platform(&self) -> String {
        let machine = match self.machine.as_str() {
            "amd64" | "AMD64" => "x86_64",
            "arm64" => "aarch64",
            other => other,
        };
        match (self.libc.first().map(String::as_str), self.libc.get(1)) {
            (Some("glibc"), Some(version)) => {
                let minor = version
                    .split('.')
                    .nth(1)
                    .and_then(|m| m.parse::<u32>().ok())
                    .unwrap_or(17)
                    .clamp(17, 40);
                format!("{machine}-manylinux_2_{minor}")
            }
            _ => format!("{machine}-unknown-linux-musl"),
        }
    }

    /// The markers as pep508_rs evaluates them.
    pub fn marker_environment(&self) -> Option<MarkerEnvironment> {
        let get = |key: &str| self.markers.get(key).map(String::as_str).unwrap_or("");
        MarkerEnvironment::try_from(MarkerEnvironmentBuilder {
            implementation_name: get("implementation_name"),
            implementation_version: get("implementation_version"),
            os_name: get("os_name"),
            platform_machine: get("platform_machine"),
            platform_python_implementation: get("platform_python_implementation"),
            platform_release: get("platform_release"),
            platform_system: get("platform_system"),
            platform_version: get("platform_version"),
            python_full_version: get("python_full_version"),
            python_version: get("python_version"),
            sys_platform: get("sys_platform"),
        })
        .ok()
    }
}

#[derive(Serialize, Deserialize)]
struct Cached {
    format: u32,
    probe: Probe,
    /// Each path directory and its modification time when probed.
    stamps: Vec<(PathBuf, i64)>,
}

fn stamp(path: &Path) -> Option<i64> {
    let metadata = std::fs::metadata(path).ok()?;
    Some(metadata.mtime() * 1_000_000_000 + metadata.mtime_nsec())
}

fn stamps(probe: &Probe) -> Vec<(PathBuf, i64)> {
    probe
        .path
        .iter()
        .filter_map(|p| Some((p.clone(), stamp(p)?)))
        .collect()
}

/// What `run`'s interpreter is; `identity` names the state it is asked in
/// (the interpreter, its installation, its `pyvenv.cfg`).
pub fn probe(
    toolchain: &Toolchain,
    run: &PythonRun,
    identity: &[&[u8]],
    sandbox_root: &Path,
    confinement: &ConfinementOptions,
) -> Result<Probe> {
    let key = short_key(identity);
    let entry = toolchain.cache.join("probes").join(format!("{key}.json"));
    if let Some(cached) = std::fs::read(&entry)
        .ok()
        .and_then(|bytes| serde_json::from_slice::<Cached>(&bytes).ok())
        .filter(|c| c.format == FORMAT && c.stamps == stamps(&c.probe))
    {
        return Ok(cached.probe);
    }
    let probe = ask(toolchain, run, sandbox_root, confinement)?;
    let cached = Cached {
        format: FORMAT,
        stamps: stamps(&probe),
        probe,
    };
    if let Some(dir) = entry.parent()
        && std::fs::create_dir_all(dir).is_ok()
        && let Ok(bytes) = serde_json::to_vec(&cached)
    {
        let temporary = entry.with_extension(format!("tmp{}", std::process::id()));
        if std::fs::write(&temporary, bytes).is_ok() {
            let _ = std::fs::rename(&temporary, &entry);
        }
    }
    Ok(cached.probe)
}

fn ask(
    toolchain: &Toolchain,
    run: &PythonRun,
    sandbox_root: &Path,
    confinement: &ConfinementOptions,
) -> Result<Probe> {
    let mut launch = Launch::prepare(&Plan {
        toolchain,
        python: run,
        options: confinement,
        sandbox_root: Some(sandbox_root),
        sandbox_writable: false,
        writable: &[],
        timeout: PROBE_LIMIT,
        files: &[],
        mode: "probe",
    })?;
    let (report, process) = launch.run(sandbox_root, PROBE_LIMIT)?;
    let found = report
        .lines()
        .filter_map(|line| serde_json::from_str::<Value>(line).ok())
        .find(|event| event.get("event").and_then(Value::as_str) == Some("probe"));
    match found.map(serde_json::from_value::<Probe>) {
        Some(Ok(probe)) => Ok(probe),
        _ => Err(Error::Environment {
            message: format!(
                "{} did not run as a Python interpreter: {}",
                run.program.display(),
                launch.failure(&report, &process)
            ),
            hint: "check that the environment's interpreter works (`bin/python -c pass`), or \
                   recreate the virtualenv"
                .into(),
        }),
    }
}
