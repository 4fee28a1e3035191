//! Warm parents ("zygotes"): one per Python environment and kind of child,
//! which imports what its children need (pylint and astroid, configured and
//! primed on a file of its own; or pytest) and forks a child per request, in
//! milliseconds instead of an interpreter's start-up. Each child confines
//! itself exactly as a fresh Python is confined (see `zygote.py`) before it
//! opens anything of its sandbox.
//!
//! The parent runs no project code and opens no sandbox file: it is made only
//! for an environment outside every sandbox (a `.venv` inside one would run
//! its `.pth` files in it), and it is itself confined: own namespaces,
//! limits, the scrubbed environment, and, for pylint, a Landlock layer that
//! lets it write nothing but its private directory (its children's homes and
//! reports), their cgroups and `/proc` (their namespaces' maps). Landlock
//! cannot widen what a child inherits, so the parent's layer leaves reads to
//! each child's own, stricter layer; and a pytest parent has none, since its
//! children must write in sandboxes unknown when it starts.

use std::collections::HashMap;
use std::io::{BufRead, BufReader, IoSlice, Read, Write};
use std::mem::MaybeUninit;
use std::os::fd::AsFd;
use std::os::unix::net::UnixStream;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, OnceLock, mpsc};
use std::time::Duration;

use rustix::net::{SendAncillaryBuffer, SendAncillaryMessage, SendFlags};
use serde_json::{Value, json};

use super::launch::LAUNCHER;
use super::{ConfinementOptions, Launch, Plan, PythonRun, namespaces_available};
use crate::error::{Error, Result};
use crate::process::{Adopted, Ended};
use crate::toolchain::Toolchain;

const ZYGOTE: &str = include_str!("zygote.py");
const STARTUP_LIMIT: Duration = Duration::from_secs(120);

/// What a kind of parent imports before it forks.
pub struct Preload<'a> {
    /// `pylint` (our worker module, configured and primed) or `pytest`.
    pub kind: &'static str,
    /// Files it needs in its private directory (name, content).
    pub files: &'a [(&'a str, &'a str)],
    /// Its children write in their sandboxes: the parent cannot restrict
    /// its own writes (its children could not widen them again).
    pub children_write: bool,
}

/// A warm parent.
pub struct Zygote {
    process: Mutex<Child>,
    control: Mutex<Control>,
    launch: Launch,
    dead: AtomicBool,
}

struct Control {
    stream: UnixStream,
    answers: BufReader<UnixStream>,
}

/// The pipes of a forked child, and its handle.
pub struct Forked {
    pub stdin: std::io::PipeWriter,
    pub stdout: std::io::PipeReader,
    pub stderr: std::io::PipeReader,
    pub process: Adopted,
}

/// A parent per launcher, interpreter, kind and limits; replaced when what
/// it imported from may have changed (the environment's fingerprint, what
/// its Python reads and puts on its path).
type Key = (PathBuf, PathBuf, &'static str, String);
type Parents = HashMap<Key, (String, PythonRun, Option<Arc<Zygote>>)>;

impl Zygote {
    /// The warm parent for `python` (started on first use, replaced when the
    /// environment's fingerprint changes or it died), or `None` where a
    /// child cannot be forked confined as a fresh Python is (confinement
    /// off, no namespaces here) or the parent did not start: the caller
    /// then starts its Python fresh.
    pub fn for_python(
        toolchain: &Toolchain,
        python: &PythonRun,
        fingerprint: &str,
        options: &ConfinementOptions,
        preload: &Preload,
    ) -> Option<Arc<Zygote>> {
        static PARENTS: OnceLock<Mutex<Parents>> = OnceLock::new();
        if !options.enabled || !options.warm_parent || namespaces_available().is_err() {
            return None;
        }
        let limits = serde_json::to_string(&options.limits).unwrap_or_default();
        let key = (
            toolchain.base_python.clone(),
            python.program.clone(),
            preload.kind,
            format!("{limits}{}", options.require),
        );
        let parents = PARENTS.get_or_init(|| Mutex::new(HashMap::new()));
        let mut parents = match parents.lock() {
            Ok(guard) => guard,
            Err(poisoned) => poisoned.into_inner(),
        };
        if let Some((known, run, parent)) = parents.get(&key)
            && known == fingerprint
            && run == python
            && parent
                .as_ref()
                .is_none_or(|p| !p.dead.load(Ordering::Relaxed))
        {
            return parent.clone();
        }
        // The stale parent ends with its last child. One that would not
        // start is not tried again for this state of the environment: every
        // child would wait for it in vain.
        parents.remove(&key);
        let parent = Zygote::start(toolchain, python, options, preload)
            .ok()
            .map(Arc::new);
        parents.insert(
            key,
            (fingerprint.to_string(), python.clone(), parent.clone()),
        );
        parent
    }

    fn start(
        toolchain: &Toolchain,
        python: &PythonRun,
        options: &ConfinementOptions,
        preload: &Preload,
    ) -> Result<Zygote> {
        let mut files = vec![("launcher.py", LAUNCHER), ("zygote.py", ZYGOTE)];
        files.extend(preload.files.iter().copied());
        let mut launch = Launch::prepare(&Plan {
            toolchain,
            python,
            options,
            sandbox_root: None,
            sandbox_writable: false,
            writable: &[],
            timeout: Duration::from_secs(24 * 3600),
            files: &files,
            mode: "zygote",
        })?;
        let own = |name: &str| json!(launch.private_file(name));
        let mut write = vec![launch.private_dir().to_path_buf(), PathBuf::from("/proc")];
        write.extend(super::cgroup_parents());
        let settings = [
            ("kind", json!(preload.kind)),
            ("launcher", own("launcher.py")),
            ("zygote", own("zygote.py")),
            ("landlock", json!(!preload.children_write)),
            ("landlock_reads", json!(false)),
            ("write", json!(write)),
        ];
        for (name, value) in settings {
            launch.config.insert(name.into(), value);
        }
        let (ours, theirs) =
            UnixStream::pair().map_err(|e| Error::from_io("warm parent", "start", e))?;
        let (program, args, env) = launch.command();
        let mut child = Command::new(program)
            .args(args)
            .env_clear()
            .envs(env)
            .current_dir(launch.private_dir())
            .stdin(Stdio::from(std::os::fd::OwnedFd::from(theirs)))
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .process_group(0)
            .spawn()
            .map_err(|e| Error::from_io("warm parent", "start", e))?;
        let said = child.stderr.take().map(|mut stderr| {
            let (sender, said) = mpsc::channel();
            std::thread::spawn(move || {
                let mut text = String::new();
                let _ = stderr.read_to_string(&mut text);
                let _ = sender.send(text);
            });
            said
        });
        let answers = ours
            .try_clone()
            .map_err(|e| Error::from_io("warm parent", "start", e))?;
        let _ = answers.set_read_timeout(Some(STARTUP_LIMIT));
        let zygote = Zygote {
            process: Mutex::new(child),
            control: Mutex::new(Control {
                stream: ours,
                answers: BufReader::new(answers),
            }),
            launch,
            dead: AtomicBool::new(false),
        };
        match zygote.answer() {
            Ok(ready) if ready["ready"] == true => Ok(zygote),
            _ => {
                zygote.stop();
                let said = said
                    .and_then(|s| s.recv_timeout(Duration::from_secs(2)).ok())
                    .unwrap_or_default();
                Err(Error::Toolchain(format!(
                    "the warm parent did not start: {}",
                    crate::text::bounded(said.trim(), 600)
                )))
            }
        }
    }

    /// A file of its private directory: one its children may read.
    pub fn private_file(&self, name: &str) -> PathBuf {
        self.launch.private_file(name)
    }

    /// Where its children's private directories go (see [`Launch::prepare_in`]).
    pub fn private_dir(&self) -> &Path {
        self.launch.private_dir()
    }

    /// Forks a child that confines itself as `launch` says, then runs
    /// `launch`'s mode from `cwd`. An error when the parent is gone (it is
    /// replaced on the next [`Zygote::for_python`]).
    pub fn fork(self: &Arc<Self>, launch: &Launch, cwd: &Path) -> Result<Forked> {
        let env: serde_json::Map<String, Value> = launch
            .environment()
            .into_iter()
            .map(
                |(name, value)| match (name.into_string(), value.into_string()) {
                    (Ok(name), Ok(value)) => Ok((name, Value::String(value))),
                    _ => Err(Error::InvalidArgument(
                        "the environment of a forked Python must be UTF-8".into(),
                    )),
                },
            )
            .collect::<Result<_>>()?;
        let request = json!({
            "fork": { "config": launch.config, "env": env, "cwd": cwd }
        });
        let io = |e| Error::from_io("warm parent", "fork", e);
        let (child_stdin, stdin) = std::io::pipe().map_err(io)?;
        let (stdout, child_stdout) = std::io::pipe().map_err(io)?;
        let (stderr, child_stderr) = std::io::pipe().map_err(io)?;
        let (end, child_end) = std::io::pipe().map_err(io)?;
        let answer = {
            let mut control = self.lock()?;
            let mut space = [MaybeUninit::uninit(); rustix::cmsg_space!(ScmRights(4))];
            let mut ancillary = SendAncillaryBuffer::new(&mut space);
            let fds = [
                child_stdin.as_fd(),
                child_stdout.as_fd(),
                child_stderr.as_fd(),
                child_end.as_fd(),
            ];
            ancillary.push(SendAncillaryMessage::ScmRights(&fds));
            let line = format!("{request}\n");
            let sent = rustix::net::sendmsg(
                &control.stream,
                &[IoSlice::new(line.as_bytes())],
                &mut ancillary,
                SendFlags::NOSIGNAL,
            );
            match sent {
                Ok(n) if n == line.len() => {}
                Ok(n) => control
                    .stream
                    .write_all(&line.as_bytes()[n..])
                    .map_err(|e| self.died(e))?,
                Err(e) => return Err(self.died(e.into())),
            }
            read_answer(&mut control.answers).map_err(|e| self.died(e))?
        };
        let Some(pid) = answer["pid"].as_i64() else {
            return Err(Error::Toolchain(format!(
                "the warm parent did not fork: {}",
                answer["error"].as_str().unwrap_or("no reason given")
            )));
        };
        Ok(Forked {
            stdin,
            stdout,
            stderr,
            process: Adopted {
                end: ended_on(end),
                // The parent lives as long as a child of its own does: one
                // replaced for a changed environment ends with its last child.
                kill: {
                    let parent = Arc::clone(self);
                    Box::new(move || parent.kill(pid))
                },
            },
        })
    }

    /// Kills a child of its own (and so all of the child's namespace).
    fn kill(&self, pid: i64) {
        if let Ok(mut control) = self.lock() {
            let line = format!("{}\n", json!({ "kill": pid }));
            if control.stream.write_all(line.as_bytes()).is_ok() {
                let _ = read_answer(&mut control.answers);
            }
        }
    }

    fn answer(&self) -> std::io::Result<Value> {
        let mut control = self
            .control
            .lock()
            .map_err(|_| std::io::Error::other("poisoned"))?;
        read_answer(&mut control.answers)
    }

    fn lock(&self) -> Result<std::sync::MutexGuard<'_, Control>> {
        self.control
            .lock()
            .map_err(|_| Error::Toolchain("warm parent's channel poisoned".into()))
    }

    /// Marks it dead (it will be replaced) and says why.
    fn died(&self, error: std::io::Error) -> Error {
        self.dead.store(true, Ordering::Relaxed);
        Error::from_io("warm parent", "ask", error)
    }

    fn stop(&self) {
        self.dead.store(true, Ordering::Relaxed);
        if let Ok(mut child) = self.process.lock() {
            crate::process::kill_group(child.id());
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

impl Drop for Zygote {
    fn drop(&mut self) {
        self.stop();
    }
}

/// One JSON line from the parent.
fn read_answer(answers: &mut BufReader<UnixStream>) -> std::io::Result<Value> {
    let mut line = String::new();
    if answers.read_line(&mut line)? == 0 {
        return Err(std::io::ErrorKind::UnexpectedEof.into());
    }
    serde_json::from_str(&line).map_err(std::io::Error::other)
}

/// How the child ended, as its middle process tells it (nothing told: its
/// parent was killed, and it with it).
fn ended_on(pipe: std::io::PipeReader) -> mpsc::Receiver<Ended> {
    let (sender, receiver) = mpsc::channel();
    std::thread::spawn(move || {
        let mut text = String::new();
        let _ = BufReader::new(pipe).read_line(&mut text);
        let told: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
        let code = |key: &str| told[key].as_i64().and_then(|n| i32::try_from(n).ok());
        let _ = sender.send(Ended {
            exit_code: code("exit_code"),
            signal: code("signal").or(told.is_null().then_some(9)),
        });
    });
    receiver
}
