//! Running a command with a time limit that ends its whole process tree, and
//! output captured within a bound (head and tail kept, the cut marked).
//!
//! The command runs in its own process group; on timeout the group is killed
//! with SIGKILL. Descendants that leave the group (a double-forked daemon) are
//! ended by the caller's PID namespace (see `confine`), where the
//! kernel kills every process of the namespace when its first one exits.

use std::collections::VecDeque;
use std::ffi::OsString;
use std::io::Read;
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use serde::Serialize;

/// What to run. The environment is exactly `env`: nothing is inherited.
#[derive(Debug, Clone)]
pub struct ProcessSpec {
    pub program: PathBuf,
    pub args: Vec<OsString>,
    pub env: Vec<(OsString, OsString)>,
    pub cwd: PathBuf,
    pub timeout: Duration,
    /// Bytes kept of each of stdout and stderr.
    pub max_output: usize,
}

/// Text captured from a stream, perhaps cut in the middle.
#[derive(Debug, Clone, Default, Serialize, PartialEq, Eq)]
pub struct Captured {
    pub text: String,
    pub truncated: bool,
    pub total_bytes: u64,
}

#[derive(Debug, Clone, Serialize)]
pub struct ProcessOutcome {
    /// The exit code, if the process exited (not killed by a signal).
    pub exit_code: Option<i32>,
    pub signal: Option<i32>,
    pub timed_out: bool,
    pub duration: Duration,
    pub stdout: Captured,
    pub stderr: Captured,
}

/// Keeps the first and the last `limit / 2` bytes of what it is fed.
struct BoundedBuffer {
    head: Vec<u8>,
    tail: VecDeque<u8>,
    half: usize,
    total: u64,
}

impl BoundedBuffer {
    fn new(limit: usize) -> BoundedBuffer {
        BoundedBuffer {
            head: Vec::new(),
            tail: VecDeque::new(),
            half: (limit / 2).max(1),
            total: 0,
        }
    }

    fn feed(&mut self, mut bytes: &[u8]) {
        self.total += bytes.len() as u64;
        let room = self.half.saturating_sub(self.head.len());
        let taken = room.min(bytes.len());
        self.head.extend_from_slice(&bytes[..taken]);
        bytes = &bytes[taken..];
        if bytes.len() >= self.half {
            self.tail.clear();
            bytes = &bytes[bytes.len() - self.half..];
        }
        let overflow = (self.tail.len() + bytes.len()).saturating_sub(self.half);
        self.tail.drain(..overflow);
        self.tail.extend(bytes);
    }

    fn finish(self) -> Captured {
        let kept = self.head.len() + self.tail.len();
        let omitted = self.total - kept as u64;
        let mut text = String::from_utf8_lossy(&self.head).into_owned();
        if omitted > 0 {
            text.push_str(&format!("\n... [truncated: {omitted} bytes omitted] ...\n"));
        }
        let tail: Vec<u8> = self.tail.into_iter().collect();
        text.push_str(&String::from_utf8_lossy(&tail));
        Captured {
            text,
            truncated: omitted > 0,
            total_bytes: self.total,
        }
    }
}

fn drain(mut stream: impl Read + Send + 'static, limit: usize) -> mpsc::Receiver<Captured> {
    let (sender, receiver) = mpsc::channel();
    std::thread::spawn(move || {
        let mut buffer = BoundedBuffer::new(limit);
        let mut chunk = [0u8; 16 * 1024];
        while let Ok(read) = stream.read(&mut chunk) {
            if read == 0 {
                break;
            }
            buffer.feed(&chunk[..read]);
        }
        let _ = sender.send(buffer.finish());
    });
    receiver
}

/// How a process ended.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Ended {
    pub exit_code: Option<i32>,
    pub signal: Option<i32>,
}

/// A process another one started for us (a warm parent's child, see
/// `confine::zygote`): we hold its output pipes; its end is told on a
/// channel, and killing it is asked of its parent.
pub struct Adopted {
    pub end: mpsc::Receiver<Ended>,
    pub kill: Box<dyn Fn() + Send + Sync>,
}

enum Handle {
    Child(std::process::Child),
    Adopted {
        adopted: Adopted,
        ended: Option<Ended>,
    },
}

impl Handle {
    fn try_wait(&mut self) -> std::io::Result<Option<Ended>> {
        match self {
            Handle::Child(child) => Ok(child.try_wait()?.map(ended)),
            Handle::Adopted { adopted, ended } => {
                if ended.is_none() {
                    *ended = match adopted.end.try_recv() {
                        Ok(end) => Some(end),
                        Err(mpsc::TryRecvError::Empty) => None,
                        // Its parent is gone, and with it the process.
                        Err(mpsc::TryRecvError::Disconnected) => Some(Ended::default()),
                    };
                }
                Ok(*ended)
            }
        }
    }

    fn wait(&mut self) -> std::io::Result<Ended> {
        match self {
            Handle::Child(child) => Ok(ended(child.wait()?)),
            Handle::Adopted { adopted, ended } => {
                let end = match ended {
                    Some(end) => *end,
                    None => adopted.end.recv().unwrap_or_default(),
                };
                *ended = Some(end);
                Ok(end)
            }
        }
    }

    fn kill(&mut self) {
        match self {
            Handle::Child(child) => kill_group(child.id()),
            Handle::Adopted { adopted, .. } => (adopted.kill)(),
        }
    }
}

fn ended(status: std::process::ExitStatus) -> Ended {
    Ended {
        exit_code: status.code(),
        signal: status.signal(),
    }
}

/// A started command whose outputs are being drained: waited for, polled,
/// or its whole process group killed, by the caller.
pub struct Running {
    handle: Handle,
    stdout: Option<mpsc::Receiver<Captured>>,
    stderr: Option<mpsc::Receiver<Captured>>,
    started: Instant,
}

impl Running {
    /// Starts `spec` in a process group of its own (its time limit is the caller's to keep).
    pub fn spawn(spec: &ProcessSpec) -> std::io::Result<Running> {
        let mut child = Command::new(&spec.program)
            .args(&spec.args)
            .env_clear()
            .envs(spec.env.iter().map(|(k, v)| (k, v)))
            .current_dir(&spec.cwd)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .process_group(0)
            .spawn()?;
        let stdout = child.stdout.take().map(|s| drain(s, spec.max_output));
        let stderr = child.stderr.take().map(|s| drain(s, spec.max_output));
        Ok(Running {
            handle: Handle::Child(child),
            stdout,
            stderr,
            started: Instant::now(),
        })
    }

    /// An adopted process, whose outputs are drained as a started one's.
    pub fn adopt(
        adopted: Adopted,
        stdout: impl Read + Send + 'static,
        stderr: impl Read + Send + 'static,
        max_output: usize,
    ) -> Running {
        Running {
            handle: Handle::Adopted {
                adopted,
                ended: None,
            },
            stdout: Some(drain(stdout, max_output)),
            stderr: Some(drain(stderr, max_output)),
            started: Instant::now(),
        }
    }

    /// Whether it has exited (without waiting).
    pub fn exited(&mut self) -> std::io::Result<bool> {
        Ok(self.handle.try_wait()?.is_some())
    }

    /// Kills its whole process group (an adopted one: all of its namespace).
    pub fn kill(&mut self) {
        self.handle.kill();
    }

    /// Waits for it to end (killing what is left of its group, so no pipe
    /// stays held open) and collects what it said.
    pub fn finish(mut self, timed_out: bool) -> std::io::Result<ProcessOutcome> {
        let status = self.handle.wait()?;
        self.handle.kill();
        let collect = |receiver: Option<mpsc::Receiver<Captured>>| {
            receiver
                .and_then(|r| r.recv_timeout(Duration::from_secs(2)).ok())
                .unwrap_or_default()
        };
        Ok(ProcessOutcome {
            exit_code: status.exit_code,
            signal: status.signal,
            timed_out,
            duration: self.started.elapsed(),
            stdout: collect(self.stdout.take()),
            stderr: collect(self.stderr.take()),
        })
    }
}

/// Runs `spec` to completion or to its time limit.
pub fn run(spec: &ProcessSpec) -> std::io::Result<ProcessOutcome> {
    let mut running = Running::spawn(spec)?;
    let deadline = Instant::now() + spec.timeout;
    loop {
        if running.exited()? {
            return running.finish(false);
        }
        let now = Instant::now();
        if now >= deadline {
            running.kill();
            return running.finish(true);
        }
        std::thread::sleep((deadline - now).min(POLL));
    }
}

/// How often a running command is looked at: a small share of a test
/// run's start-up, and of any limit a caller sets.
pub const POLL: Duration = Duration::from_millis(5);

/// Kills the process group `pid` leads (SIGKILL).
pub(crate) fn kill_group(pid: u32) {
    if let Some(pid) = rustix::process::Pid::from_raw(pid as i32) {
        let _ = rustix::process::kill_process_group(pid, rustix::process::Signal::KILL);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounded_buffer_keeps_head_and_tail() {
        let mut buffer = BoundedBuffer::new(8);
        buffer.feed(b"0123");
        buffer.feed(b"456789");
        buffer.feed(b"ab");
        let captured = buffer.finish();
        assert_eq!(captured.total_bytes, 12);
        assert!(captured.truncated);
        assert_eq!(
            captured.text,
            "0123\n... [truncated: 4 bytes omitted] ...\n89ab"
        );
        let mut small = BoundedBuffer::new(100);
        small.feed(b"hello");
        assert_eq!(small.finish().text, "hello");
    }
}
