//! How every Python we start on a sandbox is confined (the tests, the pylint
//! workers, the environment's probe, a layer's compilation), and how we tell
//! what is in force. A trusted launcher Python confines itself first
//! ([`launch`]), then executes the project's interpreter, which thus runs
//! confined from its first instruction (a planted `bin/python` included).
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
use serde_json::Value;

pub mod launch;
mod owned_dir;
pub mod zygote;

pub use launch::{Launch, Plan, PythonRun};
pub use zygote::Zygote;

/// Exit status of the launcher when confinement is required and missing.
pub const CONFINEMENT_REFUSED: i32 = 97;
/// Exit status of the launcher when the project's interpreter cannot be executed.
pub const EXEC_FAILED: i32 = 98;

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
    /// Fork pylint workers and pytest runs from a warm parent per
    /// environment ([`Zygote`]): a new sandbox's first answer in
    /// milliseconds, for one parent's start-up. Off for a process that
    /// makes one call and ends (the CLI's one-shot commands).
    pub warm_parent: bool,
}

/// Set (to anything but `0`), every Python starts fresh: no warm parents.
pub const NO_WARM_PARENT_VARIABLE: &str = "TOOLSMITH_NO_WARM_PARENT";

impl Default for ConfinementOptions {
    fn default() -> Self {
        let no_warm_parent = std::env::var_os(NO_WARM_PARENT_VARIABLE)
            .is_some_and(|value| !value.is_empty() && value != "0");
        ConfinementOptions {
            enabled: true,
            require: false,
            limits: Limits::default(),
            warm_parent: !no_warm_parent,
        }
    }
}

/// What was in force for one run, in every result.
#[derive(Debug, Clone, Serialize, serde::Deserialize, PartialEq)]
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
    /// Forked from a warm parent (see [`Zygote`]) rather than started
    /// fresh: confined the same way, from its first instruction of its own.
    #[serde(default)]
    pub forked: bool,
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
pub(crate) const UNSHARE: &str = "unshare";
pub(crate) const UNSHARE_FLAGS: &[&str] = &[
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
    /// Groups left by processes that ended without removing theirs (a CLI
    /// call whose warm workers outlived it) are removed first, once per
    /// process: process ids are reused, and a stale group must never make
    /// a later run go without one.
    pub fn create(max_processes: u64) -> Option<Cgroup> {
        static COUNTER: AtomicU64 = AtomicU64::new(0);
        static PRUNED: std::sync::Once = std::sync::Once::new();
        let parents = cgroup_parents();
        PRUNED.call_once(|| parents.iter().for_each(|p| remove_stale_groups(p)));
        parents.iter().find_map(|parent| {
            // A name still taken (an ended process's group that held a
            // process when pruned) is skipped, never shared.
            let path = (0..8).find_map(|_| {
                let path = parent.join(format!(
                    "{GROUP_PREFIX}{}-{}",
                    std::process::id(),
                    COUNTER.fetch_add(1, Ordering::Relaxed)
                ));
                std::fs::create_dir(&path).ok().map(|()| path)
            })?;
            let cgroup = Cgroup { path };
            std::fs::write(cgroup.path.join("pids.max"), max_processes.to_string()).ok()?;
            Some(cgroup)
        })
    }

    pub fn path(&self) -> &Path {
        &self.path
    }
}

const GROUP_PREFIX: &str = "toolsmith-";

/// Where our pids cgroups are made: the v1 `pids` hierarchy, our own v2
/// group where `pids` is delegated.
pub(crate) fn cgroup_parents() -> Vec<PathBuf> {
    let mut parents = vec![PathBuf::from("/sys/fs/cgroup/pids")];
    parents.extend(own_v2_group());
    parents
        .into_iter()
        .filter(|p| p.join("cgroup.procs").exists())
        .collect()
}

/// Removes our groups whose creating process is gone. `rmdir` of a cgroup
/// succeeds only when no process is in it, so a live run is never touched.
fn remove_stale_groups(parent: &Path) {
    let Ok(entries) = std::fs::read_dir(parent) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(owner) = name
            .to_str()
            .and_then(|n| n.strip_prefix(GROUP_PREFIX))
            .and_then(|rest| rest.split('-').next())
            .and_then(|pid| pid.parse::<u32>().ok())
        else {
            continue;
        };
        // Our own id too: we have made none yet, so one named so is a
        // previous holder's of this process id.
        if owner == std::process::id() || !Path::new("/proc").join(owner.to_string()).exists() {
            let _ = std::fs::remove_dir(entry.path());
        }
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

/// The environment the code under test sees: an allowlist, nothing
/// inherited. The environment's scripts come first on PATH (as if it were
/// activated); `python_path` makes the tools' layer visible to Pythons the
/// tests start themselves (`sys.executable -m pytest`), as it would be were
/// the tools installed in the environment.
pub fn environment(
    bin: Option<&Path>,
    python_path: &[PathBuf],
    home: &Path,
    tmp: &Path,
) -> Vec<(OsString, OsString)> {
    let mut path = OsString::new();
    if let Some(bin) = bin {
        path.push(bin.as_os_str());
        path.push(":");
    }
    path.push("/usr/local/bin:/usr/bin:/bin");
    let mut env: Vec<(OsString, OsString)> = vec![
        ("PATH".into(), path),
        ("HOME".into(), home.as_os_str().into()),
        ("TMPDIR".into(), tmp.as_os_str().into()),
        ("LANG".into(), "C.UTF-8".into()),
        ("LC_ALL".into(), "C.UTF-8".into()),
        ("TERM".into(), "dumb".into()),
        ("NO_COLOR".into(), "1".into()),
        ("COLUMNS".into(), "100".into()),
    ];
    if !python_path.is_empty()
        && let Ok(joined) = std::env::join_paths(python_path)
    {
        env.push(("PYTHONPATH".into(), joined));
    }
    env
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
            forked: false,
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
        forked: false,
    }
}
