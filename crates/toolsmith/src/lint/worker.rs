//! Persistent pylint workers: Python processes, confined like the tests
//! (the sandbox read-only), that run pylint in-process on request. A pool per
//! sandbox keeps them warm; a worker that hangs past the limit is killed and
//! replaced.

use std::collections::HashMap;
use std::io::{BufRead, BufReader, Write};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc;
use std::sync::{Arc, Condvar, Mutex, MutexGuard, OnceLock};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use super::cache::{Dependency, Scope};
use crate::confine::{self, Confinement, ConfinementOptions, Launch, Plan, PythonRun};
use crate::error::{Error, Result};
use crate::toolchain::Toolchain;

const WORKER: &str = include_str!("pylint_worker.py");
/// Our pinned configuration: pylint's defaults, and nothing from the sandbox.
pub const PINNED_RCFILE: &str = "[MAIN]\n";
const STARTUP_LIMIT: Duration = Duration::from_secs(120);

/// A request's outcome: the json2 report and the sandbox modules it was
/// made from, or why there is none.
pub enum Answer {
    Report {
        json2: Value,
        dependencies: Vec<Dependency>,
    },
    Failed(String),
    TimedOut,
}

impl Answer {
    /// pylint's report says astroid crashed on the file (`astroid-error`).
    fn crashed(&self) -> bool {
        let Answer::Report { json2, .. } = self else {
            return false;
        };
        json2["messages"]
            .as_array()
            .is_some_and(|messages| messages.iter().any(|m| m["symbol"] == "astroid-error"))
    }
}

/// What to lint, and the package it belongs to (see [`super::cache::Scope`]).
pub struct Request<'a> {
    /// A real path inside the sandbox.
    pub file: &'a Path,
    pub pinned_config: bool,
    pub scope: Option<&'a Scope>,
    pub timeout: Duration,
    /// Requests with the same affinity go to the same worker when it is
    /// free: an audit thread working through neighbouring files keeps the
    /// worker whose astroid already built what they import.
    pub affinity: usize,
}

struct Worker {
    child: Child,
    stdin: ChildStdin,
    responses: mpsc::Receiver<String>,
    launch: Launch,
    confinement: Confinement,
    next_id: u64,
    affinity: usize,
}

impl Worker {
    fn spawn(
        toolchain: &Toolchain,
        python: &PythonRun,
        root: &Path,
        options: &ConfinementOptions,
    ) -> Result<Worker> {
        let mut launch = Launch::prepare(&Plan {
            toolchain,
            python,
            options,
            sandbox_root: root,
            sandbox_writable: false,
            writable: &[],
            timeout: Duration::from_secs(24 * 3600),
            files: &[("pylint_worker.py", WORKER), ("pylintrc", PINNED_RCFILE)],
            mode: "pylint-worker",
        })?;
        launch.config.insert(
            "worker".into(),
            json!(launch.private_file("pylint_worker.py")),
        );
        let (program, args, env) = launch.command();
        let mut child = Command::new(program)
            .args(args)
            .env_clear()
            .envs(env)
            .current_dir(root)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .process_group(0)
            .spawn()
            .map_err(|e| Error::from_io("pylint worker", "start", e))?;
        let (stdin, stdout, stderr) =
            match (child.stdin.take(), child.stdout.take(), child.stderr.take()) {
                (Some(stdin), Some(stdout), Some(stderr)) => (stdin, stdout, stderr),
                _ => return Err(Error::Toolchain("pylint worker has no pipes".into())),
            };
        // The last lines it said on stderr, to explain a worker that did not start.
        let said = Arc::new(Mutex::new(std::collections::VecDeque::<String>::new()));
        let keep = said.clone();
        std::thread::spawn(move || {
            for line in BufReader::new(stderr).lines().map_while(|l| l.ok()) {
                if let Ok(mut lines) = keep.lock() {
                    if lines.len() == 20 {
                        lines.pop_front();
                    }
                    lines.push_back(line);
                }
            }
        });
        let (sender, responses) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(|l| l.ok()) {
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        let mut worker = Worker {
            child,
            stdin,
            responses,
            confinement: confine::describe(options, &launch.namespaces, false, None),
            launch,
            next_id: 0,
            affinity: 0,
        };
        match worker.responses.recv_timeout(STARTUP_LIMIT) {
            Ok(line) if line.contains("\"ready\"") => {}
            _ => {
                worker.kill();
                let report = std::fs::read_to_string(&worker.launch.report).unwrap_or_default();
                let exec_failed = report.lines().find(|l| l.contains("\"exec-failed\""));
                let stderr = said
                    .lock()
                    .map(|l| l.iter().cloned().collect::<Vec<_>>().join(" | "));
                return Err(Error::Environment {
                    message: format!(
                        "pylint could not start with {}: {}",
                        python.program.display(),
                        exec_failed
                            .map(str::to_string)
                            .or(stderr.ok().filter(|s| !s.is_empty()))
                            .unwrap_or_else(|| format!("confinement report: {}", report.trim()))
                    ),
                    hint: "check the environment with `toolsmith env`".into(),
                });
            }
        }
        let status = std::fs::read_to_string(&worker.launch.report).unwrap_or_default();
        let status: Option<Value> = status
            .lines()
            .next()
            .and_then(|l| serde_json::from_str(l).ok());
        let had_cgroup = worker
            .launch
            .config
            .get("cgroup")
            .is_some_and(|c| !c.is_null());
        worker.confinement = confine::describe(
            options,
            &worker.launch.namespaces,
            had_cgroup,
            status.as_ref(),
        );
        Ok(worker)
    }

    fn ask(&mut self, request: &Request, root: &Path) -> Answer {
        self.next_id += 1;
        let file = request.file;
        let (cwd, name) = match (file.parent(), file.file_name()) {
            (Some(cwd), Some(name)) => (cwd, name),
            _ => return Answer::Failed(format!("{}: not a file path", file.display())),
        };
        let request_line = json!({
            "id": self.next_id,
            "cwd": cwd,
            "root": root,
            "path": name.to_string_lossy(),
            "rcfile": request.pinned_config.then(|| self.launch.private_file("pylintrc")),
            "package": request.scope.map(|scope| root.join(&scope.package)),
            "listing": request.scope.map(|scope| &scope.listing),
        });
        if writeln!(self.stdin, "{request_line}")
            .and_then(|()| self.stdin.flush())
            .is_err()
        {
            return Answer::Failed("the pylint worker is gone".into());
        }
        loop {
            let line = match self.responses.recv_timeout(request.timeout) {
                Ok(line) => line,
                Err(mpsc::RecvTimeoutError::Timeout) => return Answer::TimedOut,
                Err(mpsc::RecvTimeoutError::Disconnected) => {
                    return Answer::Failed("the pylint worker died".into());
                }
            };
            let Ok(response) = serde_json::from_str::<Value>(&line) else {
                continue;
            };
            if response.get("id").and_then(Value::as_u64) != Some(self.next_id) {
                continue;
            }
            return match (response.get("report"), response.get("error")) {
                (Some(report), _) => Answer::Report {
                    json2: report.clone(),
                    dependencies: dependencies(&response["dependencies"], root),
                },
                (None, Some(error)) => {
                    Answer::Failed(error.as_str().unwrap_or_default().to_string())
                }
                _ => Answer::Failed("the pylint worker answered nothing".into()),
            };
        }
    }

    fn kill(&mut self) {
        if let Some(pid) = rustix::process::Pid::from_raw(self.child.id() as i32) {
            let _ = rustix::process::kill_process_group(pid, rustix::process::Signal::KILL);
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
        self.launch.finish();
    }
}

/// The worker's `[real path, sha256]` pairs, made relative to the sandbox;
/// anything outside it is dropped (it cannot be, the worker filters).
fn dependencies(reported: &Value, root: &Path) -> Vec<Dependency> {
    reported
        .as_array()
        .map(Vec::as_slice)
        .unwrap_or_default()
        .iter()
        .filter_map(|pair| {
            let path = Path::new(pair.get(0)?.as_str()?).strip_prefix(root).ok()?;
            Some(Dependency {
                path: path.to_path_buf(),
                sha256: pair.get(1)?.as_str().unwrap_or_default().to_string(),
            })
        })
        .collect()
}

impl Drop for Worker {
    fn drop(&mut self) {
        self.kill();
    }
}

/// Workers waiting for a request, and how many exist in all.
#[derive(Default)]
struct PoolState {
    idle: Vec<Worker>,
    live: usize,
}

/// The warm workers of one sandbox, in one state of its environment.
pub struct Pool {
    toolchain: Toolchain,
    python: PythonRun,
    fingerprint: String,
    root: PathBuf,
    options: ConfinementOptions,
    state: Mutex<PoolState>,
    returned: Condvar,
    max: usize,
}

type PoolKey = (PathBuf, bool);
/// Each sandbox's pool, with when it was last asked for.
type WarmPools = HashMap<PoolKey, (Arc<Pool>, Instant)>;

/// Sandboxes whose workers stay warm at once (at least one per core).
const WARM_POOLS: usize = 4;

impl Pool {
    /// The pool for `root`, made on first use (one worker per core at most).
    /// A pool whose environment changed since (another interpreter, a
    /// package installed or upgraded) is replaced: its workers' astroid knew
    /// the old packages. Its workers end when its last request does.
    pub fn for_sandbox(
        toolchain: &Toolchain,
        python: &PythonRun,
        fingerprint: &str,
        root: &Path,
        options: &ConfinementOptions,
    ) -> Arc<Pool> {
        static POOLS: OnceLock<Mutex<WarmPools>> = OnceLock::new();
        let key = (root.to_path_buf(), options.enabled);
        let pools = POOLS.get_or_init(|| Mutex::new(HashMap::new()));
        let mut pools = match pools.lock() {
            Ok(guard) => guard,
            Err(poisoned) => poisoned.into_inner(),
        };
        if let Some((pool, used)) = pools.get_mut(&key)
            && pool.fingerprint == fingerprint
            && pool.python == *python
        {
            *used = Instant::now();
            return pool.clone();
        }
        // Workers are confined to one sandbox, so a batch over many keeps a
        // pool per sandbox: past a few, the least recently used goes (its
        // idle workers end once no call holds it), or thousands of sandboxes
        // would keep thousands of pylint processes alive.
        let warm = WARM_POOLS.max(std::thread::available_parallelism().map_or(2, |n| n.get()));
        while pools.len() >= warm {
            let Some(oldest) = pools
                .iter()
                .min_by_key(|(_, (_, used))| *used)
                .map(|(key, _)| key.clone())
            else {
                break;
            };
            pools.remove(&oldest);
        }
        let pool = Arc::new(Pool {
            toolchain: toolchain.clone(),
            python: python.clone(),
            fingerprint: fingerprint.to_string(),
            root: root.to_path_buf(),
            options: options.clone(),
            state: Mutex::new(PoolState::default()),
            returned: Condvar::new(),
            max: std::thread::available_parallelism().map_or(2, |n| n.get()),
        });
        pools.insert(key, (pool.clone(), Instant::now()));
        pool
    }

    /// Lints on a warm worker. A worker in which astroid crashed (pylint's
    /// `astroid-error`) may hold half-built state, so it is replaced; and
    /// since the crash may come from what a warm worker built for earlier
    /// files, such a file is linted again on a fresh worker, whose answer
    /// is a fresh single-file run's.
    pub fn lint(&self, request: &Request) -> Result<(Answer, Confinement)> {
        let worker = self.acquire(request.affinity)?;
        let warm = worker.next_id > 0;
        let (answer, confinement) = self.ask_and_release(worker, request);
        if answer.crashed() && warm {
            let fresh = self.acquire_fresh()?;
            return Ok(self.ask_and_release(fresh, request));
        }
        Ok((answer, confinement))
    }

    fn ask_and_release(&self, mut worker: Worker, request: &Request) -> (Answer, Confinement) {
        worker.affinity = request.affinity;
        let answer = worker.ask(request, &self.root);
        let confinement = worker.confinement.clone();
        let healthy = matches!(answer, Answer::Report { .. }) && !answer.crashed();
        self.release(worker, healthy);
        (answer, confinement)
    }

    /// An idle worker of the same affinity, else a new one, else any idle.
    fn acquire(&self, affinity: usize) -> Result<Worker> {
        let mut state = self.lock()?;
        loop {
            let same = state.idle.iter().rposition(|w| w.affinity == affinity);
            if let Some(index) = same {
                return Ok(state.idle.swap_remove(index));
            }
            if state.live >= self.max
                && let Some(worker) = state.idle.pop()
            {
                return Ok(worker);
            }
            if state.live < self.max {
                return self.spawn_counted(state);
            }
            state = self.wait(state)?;
        }
    }

    /// A new worker, an idle one stopped to make room if need be.
    fn acquire_fresh(&self) -> Result<Worker> {
        let mut state = self.lock()?;
        loop {
            if state.live < self.max {
                return self.spawn_counted(state);
            }
            if let Some(idle) = state.idle.pop() {
                state.live -= 1;
                drop(idle); // killed
                continue;
            }
            state = self.wait(state)?;
        }
    }

    /// Starts a worker counted as live (uncounted again if it fails).
    fn spawn_counted(&self, mut state: MutexGuard<'_, PoolState>) -> Result<Worker> {
        state.live += 1;
        drop(state);
        let spawned = Worker::spawn(&self.toolchain, &self.python, &self.root, &self.options);
        if spawned.is_err()
            && let Ok(mut state) = self.state.lock()
        {
            state.live -= 1;
            self.returned.notify_one();
        }
        spawned
    }

    fn lock(&self) -> Result<MutexGuard<'_, PoolState>> {
        self.state
            .lock()
            .map_err(|_| Error::Toolchain("worker pool poisoned".into()))
    }

    fn wait<'a>(&self, state: MutexGuard<'a, PoolState>) -> Result<MutexGuard<'a, PoolState>> {
        self.returned
            .wait(state)
            .map_err(|_| Error::Toolchain("worker pool poisoned".into()))
    }

    fn release(&self, worker: Worker, healthy: bool) {
        if let Ok(mut state) = self.state.lock() {
            if healthy {
                state.idle.push(worker);
            } else {
                state.live -= 1;
                drop(worker); // killed
            }
            self.returned.notify_one();
        }
    }
}
