//! How code under test is confined, and how we tell what is in force.
//!
//! - environment: rebuilt from an allowlist (nothing of ours passes: no keys,
//!   tokens or secrets), HOME and TMPDIR in a private temporary directory;
//! - network and processes: new user, network and PID namespaces (`unshare`),
//!   loopback only; when the first process exits the kernel kills the rest;
//! - filesystem: Landlock, reads only where Python needs them, writes only in
//!   the sandbox and the private temporary directory (applied by the bootstrap
//!   inside the namespaces, before any project code is imported);
//! - resources: address space, processes, file size and CPU time limits, and a
//!   pids cgroup where one can be made.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU64, Ordering};

use serde::Serialize;
use serde_json::{Map, Value, json};

use crate::error::{Error, Result};
use crate::toolchain::Toolchain;

/// Exit status of the bootstrap when confinement is required and missing.
pub const CONFINEMENT_REFUSED: i32 = 97;

/// Limits for the code under test.
#[derive(Debug, Clone, Serialize)]
pub struct Limits {
    pub address_space_bytes: u64,
    pub processes: u64,
    pub file_size_bytes: u64,
    pub cpu_seconds: u64,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            address_space_bytes: 4 << 30,
            processes: 256,
            file_size_bytes: 1 << 30,
            cpu_seconds: 600,
        }
    }
}

#[derive(Debug, Clone)]
pub struct ConfinementOptions {
    /// Off only for debugging; the result then says nothing was confined.
    pub enabled: bool,
    /// Refuse to run when any mechanism is not in force.
    pub require: bool,
    pub limits: Limits,
}

impl Default for ConfinementOptions {
    fn default() -> Self {
        ConfinementOptions {
            enabled: true,
            require: false,
            limits: Limits::default(),
        }
    }
}

/// What was in force for one run, in every result.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct Confinement {
    /// Every mechanism below took effect.
    pub complete: bool,
    pub environment: String,
    pub network: String,
    pub processes: String,
    pub filesystem: String,
    pub limits: String,
    /// What is missing, in words (empty when complete).
    pub warnings: Vec<String>,
}

/// The system directories and files Python and the tests may read.
const SYSTEM_READ: &[&str] = &[
    "/usr",
    "/lib",
    "/lib64",
    "/lib32",
    "/bin",
    "/sbin",
    "/etc/ld.so.cache",
    "/etc/ld.so.conf",
    "/etc/ld.so.conf.d",
    "/etc/localtime",
    "/etc/passwd",
    "/etc/group",
    "/etc/nsswitch.conf",
    "/etc/hosts",
    "/etc/ssl",
    "/etc/ca-certificates",
    "/etc/mime.types",
    "/etc/os-release",
];
/// Device files the tests may read and write.
const DEVICES: &[&str] = &[
    "/dev/null",
    "/dev/zero",
    "/dev/full",
    "/dev/urandom",
    "/dev/random",
];
/// The namespaces wrapper and its flags: PID 1 of the new namespace is our
/// Python; when it dies, or `unshare` is killed, everything in it dies.
const UNSHARE: &str = "unshare";
const UNSHARE_FLAGS: &[&str] = &[
    "--user",
    "--map-root-user",
    "--net",
    "--pid",
    "--fork",
    "--kill-child",
];

/// Whether `unshare` can make the namespaces here (checked once).
pub fn namespaces_available() -> Result<(), String> {
    static PROBE: OnceLock<Result<(), String>> = OnceLock::new();
    PROBE
        .get_or_init(|| {
            let status = Command::new(UNSHARE)
                .args(UNSHARE_FLAGS)
                .args(["--", "true"])
                .stdin(Stdio::null())
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .status();
            match status {
                Ok(s) if s.success() => Ok(()),
                Ok(s) => Err(format!(
                    "unshare failed ({s}): user namespaces may be disabled"
                )),
                Err(e) => Err(format!("unshare not runnable ({e}): install util-linux")),
            }
        })
        .clone()
}

/// A pids cgroup for one run; removed (with anything left in it) on drop.
pub struct Cgroup {
    path: PathBuf,
}

impl Cgroup {
    /// Makes one under the cgroup v1 `pids` hierarchy, or under our own
    /// cgroup v2 group where `pids` is delegated; `None` where neither works.
    pub fn create(max_processes: u64) -> Option<Cgroup> {
        static COUNTER: AtomicU64 = AtomicU64::new(0);
        let name = format!(
            "toolsmith-{}-{}",
            std::process::id(),
            COUNTER.fetch_add(1, Ordering::Relaxed)
        );
        let mut parents = vec![PathBuf::from("/sys/fs/cgroup/pids")];
        parents.extend(own_v2_group());
        parents.iter().find_map(|parent| {
            if !parent.join("cgroup.procs").exists() {
                return None;
            }
            let path = parent.join(&name);
            std::fs::create_dir(&path).ok()?;
            let cgroup = Cgroup { path };
            std::fs::write(cgroup.path.join("pids.max"), max_processes.to_string()).ok()?;
            Some(cgroup)
        })
    }

    pub fn path(&self) -> &Path {
        &self.path
    }
}

fn own_v2_group() -> Option<PathBuf> {
    let text = std::fs::read_to_string("/proc/self/cgroup").ok()?;
    let relative = text.lines().find_map(|l| l.strip_prefix("0::"))?;
    let group = Path::new("/sys/fs/cgroup").join(relative.trim_start_matches('/'));
    let controllers = std::fs::read_to_string(group.join("cgroup.subtree_control")).ok()?;
    controllers
        .split_whitespace()
        .any(|c| c == "pids")
        .then_some(group)
}

impl Drop for Cgroup {
    fn drop(&mut self) {
        for _ in 0..50 {
            let procs = std::fs::read_to_string(self.path.join("cgroup.procs")).unwrap_or_default();
            for pid in procs.lines().filter_map(|l| l.trim().parse::<i32>().ok()) {
                if let Some(pid) = rustix::process::Pid::from_raw(pid) {
                    let _ = rustix::process::kill_process(pid, rustix::process::Signal::KILL);
                }
            }
            if std::fs::remove_dir(&self.path).is_ok() {
                return;
            }
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
    }
}

/// The environment the code under test sees: an allowlist, nothing inherited.
pub fn environment(venv_bin: &Path, home: &Path, tmp: &Path) -> Vec<(OsString, OsString)> {
    let mut path = venv_bin.as_os_str().to_os_string();
    path.push(":/usr/local/bin:/usr/bin:/bin");
    vec![
        ("PATH".into(), path),
        ("HOME".into(), home.as_os_str().into()),
        ("TMPDIR".into(), tmp.as_os_str().into()),
        ("LANG".into(), "C.UTF-8".into()),
        ("LC_ALL".into(), "C.UTF-8".into()),
        ("TERM".into(), "dumb".into()),
        ("NO_COLOR".into(), "1".into()),
        ("COLUMNS".into(), "100".into()),
    ]
}

/// The command line: `unshare ... -- python -I -X utf8 -c BOOTSTRAP CONFIG`.
/// (without `unshare` when namespaces are unavailable or confinement is off).
pub fn command_line(
    python: &Path,
    bootstrap: &str,
    config: &Value,
    namespaces: bool,
) -> (PathBuf, Vec<OsString>) {
    let mut args: Vec<OsString> = Vec::new();
    let program = if namespaces {
        args.extend(UNSHARE_FLAGS.iter().map(OsString::from));
        args.push("--".into());
        args.push(python.as_os_str().into());
        PathBuf::from(UNSHARE)
    } else {
        python.to_path_buf()
    };
    for flag in ["-I", "-X", "utf8", "-c"] {
        args.push(flag.into());
    }
    args.push(bootstrap.into());
    args.push(config.to_string().into());
    (program, args)
}

/// The limits as the bootstrap applies them (Python `resource` names).
pub fn rlimits(limits: &Limits, timeout_seconds: u64) -> Value {
    serde_json::json!({
        "RLIMIT_AS": limits.address_space_bytes,
        "RLIMIT_NPROC": limits.processes,
        "RLIMIT_FSIZE": limits.file_size_bytes,
        "RLIMIT_CPU": limits.cpu_seconds.min(timeout_seconds + 5),
        "RLIMIT_CORE": 0,
    })
}

pub fn system_read_paths() -> Vec<String> {
    SYSTEM_READ.iter().map(|s| s.to_string()).collect()
}

pub fn device_paths() -> Vec<String> {
    DEVICES.iter().map(|s| s.to_string()).collect()
}

/// Reads the bootstrap's status line into what the result reports.
pub fn describe(
    options: &ConfinementOptions,
    namespaces: &Result<(), String>,
    cgroup: bool,
    status: Option<&Value>,
) -> Confinement {
    let mut warnings = Vec::new();
    if !options.enabled {
        return Confinement {
            complete: false,
            environment: "inherited (confinement off)".into(),
            network: "open (confinement off)".into(),
            processes: "process group only (confinement off)".into(),
            filesystem: "unrestricted (confinement off)".into(),
            limits: "none (confinement off)".into(),
            warnings: vec![
                "confinement is off: the code under test ran with the caller's rights".into(),
            ],
        };
    }
    let state = |key: &str| status.and_then(|s| s.get(key));
    let network = match (namespaces, state("loopback")) {
        (Ok(()), Some(Value::String(up))) if up == "up" => {
            "isolated: own network namespace, loopback only".to_string()
        }
        (Ok(()), other) => {
            warnings.push(format!(
                "loopback not up: {}",
                other.map(Value::to_string).unwrap_or_default()
            ));
            "isolated: own network namespace, no loopback".to_string()
        }
        (Err(why), _) => {
            warnings.push(format!("network NOT isolated: {why}"));
            "NOT isolated".to_string()
        }
    };
    let processes = match (namespaces, cgroup, state("cgroup")) {
        (Ok(()), true, Some(Value::String(joined))) if joined == "joined" => {
            "own PID namespace (all killed at the end), pids cgroup".to_string()
        }
        (Ok(()), _, _) => {
            warnings.push(
                "no pids cgroup: process count limited by RLIMIT_NPROC only (not for root)".into(),
            );
            "own PID namespace (all killed at the end)".to_string()
        }
        (Err(_), _, _) => {
            warnings.push(
                "no PID namespace: a daemon that leaves the process group may survive".into(),
            );
            "process group only".to_string()
        }
    };
    let filesystem = match state("landlock") {
        Some(v) if v.get("state").and_then(Value::as_str) == Some("enforced") => format!(
            "landlock ABI {}: reads limited to Python and system files, writes to the sandbox and a private temp dir",
            v.get("abi").and_then(Value::as_u64).unwrap_or(0)
        ),
        other => {
            warnings.push(format!(
                "filesystem NOT restricted: landlock {}",
                other
                    .map(Value::to_string)
                    .unwrap_or_else(|| "did not report".into())
            ));
            "NOT restricted".to_string()
        }
    };
    let limits = match state("limits") {
        Some(Value::Object(applied)) => format!(
            "address space {} MiB, {} processes, file size {} MiB, CPU {} s",
            applied
                .get("RLIMIT_AS")
                .and_then(Value::as_u64)
                .unwrap_or(0)
                >> 20,
            applied
                .get("RLIMIT_NPROC")
                .and_then(Value::as_u64)
                .unwrap_or(0),
            applied
                .get("RLIMIT_FSIZE")
                .and_then(Value::as_u64)
                .unwrap_or(0)
                >> 20,
            applied
                .get("RLIMIT_CPU")
                .and_then(Value::as_u64)
                .unwrap_or(0),
        ),
        other => {
            warnings.push(format!(
                "resource limits NOT set: {}",
                other.map(Value::to_string).unwrap_or_default()
            ));
            "NOT set".to_string()
        }
    };
    Confinement {
        complete: warnings.is_empty(),
        environment: "scrubbed to an allowlist; HOME and TMPDIR private".into(),
        network,
        processes,
        filesystem,
        limits,
        warnings,
    }
}

/// What one confined Python is to be.
pub struct Plan<'a> {
    pub toolchain: &'a Toolchain,
    pub options: &'a ConfinementOptions,
    pub sandbox_root: &'a Path,
    /// pytest may write in the sandbox; a pylint worker only reads it.
    pub sandbox_writable: bool,
    pub timeout: std::time::Duration,
    /// Files to put in the private directory (name, content).
    pub files: &'a [(&'a str, &'a str)],
}

/// A prepared launch: its private directory (HOME, TMPDIR, the report file,
/// the plan's files), its pids cgroup, and the bootstrap's configuration.
pub struct Launch {
    private: tempfile::TempDir,
    cgroup: Option<Cgroup>,
    pub namespaces: std::result::Result<(), String>,
    pub report: PathBuf,
    pub config: Map<String, Value>,
}

impl Launch {
    pub fn prepare(plan: &Plan) -> Result<Launch> {
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
        let private = tempfile::Builder::new()
            .prefix("toolsmith-")
            .tempdir()
            .map_err(|e| Error::from_io("temporary directory", "create", e))?;
        let work = private.path();
        let io = |what: &'static str| move |e| Error::from_io(what, "write", e);
        std::fs::create_dir(work.join("home")).map_err(io("private home"))?;
        std::fs::create_dir(work.join("tmp")).map_err(io("private tmp"))?;
        let report = work.join("report.jsonl");
        std::fs::write(&report, "").map_err(io("report file"))?;
        for (name, content) in plan.files {
            std::fs::write(work.join(name), content).map_err(io("private file"))?;
        }
        let write: Vec<&Path> = if plan.sandbox_writable {
            vec![plan.sandbox_root, work]
        } else {
            vec![work]
        };
        let mut read = system_read_paths();
        read.push(plan.sandbox_root.display().to_string());
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
        });
        let Value::Object(config) = config else {
            return Err(Error::InvalidArgument(
                "internal: configuration is not an object".into(),
            ));
        };
        Ok(Launch {
            private,
            cgroup,
            namespaces,
            report,
            config,
        })
    }

    /// A file the plan put in the private directory.
    pub fn private_file(&self, name: &str) -> PathBuf {
        self.private.path().join(name)
    }

    /// Program, arguments and environment of the confined Python.
    pub fn command(
        &self,
        toolchain: &Toolchain,
        bootstrap: &str,
    ) -> (PathBuf, Vec<OsString>, Vec<(OsString, OsString)>) {
        let config = Value::Object(self.config.clone());
        let (program, args) = command_line(
            &toolchain.python,
            bootstrap,
            &config,
            self.namespaces.is_ok(),
        );
        let enabled = self.config.get("landlock") == Some(&Value::Bool(true));
        let env = if enabled {
            let work = self.private.path();
            let mut env = environment(
                &toolchain.venv.join("bin"),
                &work.join("home"),
                &work.join("tmp"),
            );
            // pylint keeps its statistics under PYLINTHOME: keep them private.
            env.push(("PYLINTHOME".into(), work.join("tmp").into_os_string()));
            env
        } else {
            std::env::vars_os().collect()
        };
        (program, args, env)
    }

    /// Ends the run: kills anything left in the cgroup and removes it.
    /// Says whether there was a cgroup.
    pub fn finish(&mut self) -> bool {
        self.cgroup.take().is_some()
    }
}
