//! Persistent pylint workers: Python processes, confined like the tests
//! (the sandbox read-only), that run pylint in-process on request, alone or
//! two sharing one file's checks (see `pylint_split.py`). A pool per sandbox
//! keeps them warm (`super::pool`); a worker that hangs past the limit is
//! killed and replaced.

use std::io::{BufRead, BufReader, Read, Write};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use super::cache::{Definitions, Dependency, DependencyKind, Scope};
pub use super::rcfile::PINNED_RCFILE;
use crate::confine::zygote::Preload;
use crate::confine::{self, Confinement, ConfinementOptions, Launch, Plan, PythonRun, Zygote};
use crate::error::{Error, Result};
use crate::process::Adopted;
use crate::toolchain::Toolchain;

const WORKER: &str = include_str!("pylint_worker.py");
const SPLIT: &str = include_str!("pylint_split.py");
const DEPS: &str = include_str!("pylint_deps.py");
const NAMES: &str = include_str!("pylint_names.py");
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
    pub(crate) fn crashed(&self) -> bool {
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
    /// The real directory pylint runs from (`pylint FILE` there): the
    /// sandbox root unless a project inside it is named. pylint tells first
    /// from third party imports by what this directory holds.
    pub from: &'a Path,
    pub pinned_config: bool,
    pub scope: Option<&'a Scope>,
    pub timeout: Duration,
    /// Requests with the same affinity go to the same worker when it is
    /// free: an audit thread working through neighbouring files keeps the
    /// worker whose astroid already built what they import.
    pub affinity: usize,
    /// The file may be shared with an idle worker, each running part of
    /// the checkers: for a call alone (an audit keeps every core busy), on
    /// a file big enough to gain, under our pinned configuration.
    pub share: bool,
}

/// A worker's part in a request.
#[derive(Clone, Copy)]
pub(crate) enum Role {
    Alone,
    Lead,
    Partner,
}

/// How a worker's process came to be, and so how it is ended.
enum Process {
    Started(Child),
    Forked(Adopted),
}

pub(crate) struct Worker {
    process: Process,
    stdin: Box<dyn Write + Send>,
    responses: mpsc::Receiver<String>,
    launch: Launch,
    /// The pinned configuration: the warm parent's (its linter is
    /// configured from it), or the worker's own copy.
    rcfile: PathBuf,
    pub(crate) confinement: Confinement,
    pub(crate) next_id: u64,
    pub(crate) affinity: usize,
}

/// The files a worker loads: a fresh one, and a warm parent of workers.
const WORKER_FILES: [(&str, &str); 5] = [
    ("pylint_worker.py", WORKER),
    ("pylint_split.py", SPLIT),
    ("pylint_deps.py", DEPS),
    ("pylint_names.py", NAMES),
    ("pylintrc", PINNED_RCFILE),
];

/// What a warm parent of pylint workers loads: our worker module,
/// configured with the pinned rcfile (and primed, see `zygote.py`).
pub(crate) const PRELOAD: Preload<'static> = Preload {
    kind: "pylint",
    files: &WORKER_FILES,
    children_write: false,
};

type Pipes = (
    Box<dyn Write + Send>,
    Box<dyn Read + Send>,
    Box<dyn Read + Send>,
);

impl Worker {
    /// A worker forked from `parent` when there is one (and it answers),
    /// else one started fresh: confined alike, the same answers.
    pub(crate) fn spawn(
        toolchain: &Toolchain,
        python: &PythonRun,
        root: &Path,
        options: &ConfinementOptions,
        parent: Option<&Arc<Zygote>>,
    ) -> Result<Worker> {
        let plan = Plan {
            toolchain,
            python,
            options,
            sandbox_root: Some(root),
            sandbox_writable: false,
            writable: &[],
            timeout: Duration::from_secs(24 * 3600),
            // Loaded already by a forked worker; there for one started
            // fresh should the parent not answer.
            files: &WORKER_FILES,
            mode: "pylint-worker",
        };
        let mut launch = match parent {
            Some(parent) => Launch::prepare_in(&plan, parent.private_dir())?,
            None => Launch::prepare(&plan)?,
        };
        let forked = parent.and_then(|parent| {
            let rcfile = parent.private_file("pylintrc");
            launch.grant_read(&rcfile);
            parent
                .fork(&launch, root)
                .ok()
                .map(|forked| (forked, rcfile))
        });
        let (process, (stdin, stdout, stderr), rcfile): (Process, Pipes, PathBuf) = match forked {
            Some((forked, rcfile)) => (
                Process::Forked(forked.process),
                (
                    Box::new(forked.stdin),
                    Box::new(forked.stdout),
                    Box::new(forked.stderr),
                ),
                rcfile,
            ),
            None => {
                let (child, pipes) = start(&mut launch, root)?;
                (
                    Process::Started(child),
                    pipes,
                    launch.private_file("pylintrc"),
                )
            }
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
            process,
            stdin,
            responses,
            rcfile,
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
        worker.confinement.forked = matches!(worker.process, Process::Forked(_));
        Ok(worker)
    }

    pub(crate) fn ask(&mut self, request: &Request, root: &Path) -> Answer {
        let deadline = Instant::now() + request.timeout;
        match self
            .send(request, root, Role::Alone)
            .and_then(|id| self.receive(id, deadline))
        {
            Ok(response) => answer(&response, root),
            Err(answer) => answer,
        }
    }

    /// Sends a request; its id.
    pub(crate) fn send(
        &mut self,
        request: &Request,
        root: &Path,
        role: Role,
    ) -> std::result::Result<u64, Answer> {
        self.next_id += 1;
        let file = request.file;
        if file.file_name().is_none() {
            return Err(Answer::Failed(format!(
                "{}: not a file path",
                file.display()
            )));
        }
        // As a user types it from that directory: relative when the file
        // is under it, else the whole path.
        let path = file.strip_prefix(request.from).unwrap_or(file);
        let request_line = json!({
            "id": self.next_id,
            "cwd": request.from,
            "root": root,
            "path": path.to_string_lossy(),
            "rcfile": request.pinned_config.then_some(&self.rcfile),
            "package": request.scope.map(|scope| root.join(&scope.package)),
            "listing": request.scope.map(|scope| &scope.listing),
            "split": match role {
                Role::Alone => None,
                Role::Lead => Some("lead"),
                Role::Partner => Some("partner"),
            },
        });
        self.write_line(&request_line)?;
        Ok(self.next_id)
    }

    /// Hands a lead its partner's findings (null when there are none: the
    /// lead then lints the file alone).
    pub(crate) fn relay(&mut self, findings: &Value) -> std::result::Result<(), Answer> {
        self.write_line(&json!({ "partner": findings }))
    }

    fn write_line(&mut self, line: &Value) -> std::result::Result<(), Answer> {
        writeln!(self.stdin, "{line}")
            .and_then(|()| self.stdin.flush())
            .map_err(|_| Answer::Failed("the pylint worker is gone".into()))
    }

    /// The response to request `id`, if it comes before `deadline`.
    pub(crate) fn receive(
        &mut self,
        id: u64,
        deadline: Instant,
    ) -> std::result::Result<Value, Answer> {
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let line = match self.responses.recv_timeout(left) {
                Ok(line) => line,
                Err(mpsc::RecvTimeoutError::Timeout) => return Err(Answer::TimedOut),
                Err(mpsc::RecvTimeoutError::Disconnected) => {
                    return Err(Answer::Failed("the pylint worker died".into()));
                }
            };
            let Ok(response) = serde_json::from_str::<Value>(&line) else {
                continue;
            };
            if response.get("id").and_then(Value::as_u64) == Some(id) {
                return Ok(response);
            }
        }
    }

    fn kill(&mut self) {
        match &mut self.process {
            Process::Started(child) => {
                crate::process::kill_group(child.id());
                let _ = child.kill();
                let _ = child.wait();
            }
            Process::Forked(adopted) => (adopted.kill)(),
        }
        self.launch.finish();
    }
}

/// Starts a worker fresh: the launcher, then the environment's interpreter.
fn start(launch: &mut Launch, root: &Path) -> Result<(Child, Pipes)> {
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
    match (child.stdin.take(), child.stdout.take(), child.stderr.take()) {
        (Some(stdin), Some(stdout), Some(stderr)) => {
            Ok((child, (Box::new(stdin), Box::new(stdout), Box::new(stderr))))
        }
        _ => Err(Error::Toolchain("pylint worker has no pipes".into())),
    }
}

/// A worker's response to a request it linted alone or led.
pub(crate) fn answer(response: &Value, root: &Path) -> Answer {
    match (response.get("report"), response.get("error")) {
        (Some(report), _) => Answer::Report {
            json2: report.clone(),
            dependencies: dependencies(&response["dependencies"], root),
        },
        (None, Some(error)) => Answer::Failed(error.as_str().unwrap_or_default().to_string()),
        _ => Answer::Failed("the pylint worker answered nothing".into()),
    }
}

/// The worker's `[real path, sha256]` pairs (`names:` before the hash of a
/// directory's names; a third item, the names read in a module when they
/// are all it read there), made relative to the sandbox; anything outside
/// it is dropped (it cannot be, the worker filters).
fn dependencies(reported: &Value, root: &Path) -> Vec<Dependency> {
    reported
        .as_array()
        .map(Vec::as_slice)
        .unwrap_or_default()
        .iter()
        .filter_map(|item| {
            let path = Path::new(item.get(0)?.as_str()?).strip_prefix(root).ok()?;
            let digest = item.get(1)?.as_str().unwrap_or_default();
            let (kind, sha256) = match digest.strip_prefix("names:") {
                Some(names) => (DependencyKind::Names, names),
                None => (DependencyKind::File, digest),
            };
            let definitions = item
                .get(2)
                .and_then(Value::as_array)
                .map(|names| Definitions {
                    names: names
                        .iter()
                        .filter_map(|name| Some(name.as_str()?.to_string()))
                        .collect(),
                    fingerprint: String::new(),
                });
            Some(Dependency {
                path: path.to_path_buf(),
                sha256: sha256.to_string(),
                kind,
                definitions: definitions.filter(|_| kind == DependencyKind::File),
            })
        })
        .collect()
}

impl Drop for Worker {
    fn drop(&mut self) {
        self.kill();
    }
}
