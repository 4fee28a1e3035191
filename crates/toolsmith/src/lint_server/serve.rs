//! The server's side: bind the socket, answer each connection's one call
//! through the catalogue (so a served lint is the same tool as a local one),
//! say "alive" every second while it works, exit after an idle period.

use std::io::{BufRead, BufReader, Write};
use std::os::unix::net::{UnixListener, UnixStream};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use serde_json::{Value, json};

use crate::environment::EnvironmentOptions;
use crate::error::{Error, Result};
use crate::tools::{self, Context, PathBase};

/// The tools a server answers: the ones that keep pylint warm.
const SERVED: &[&str] = &["run_pylint_analysis", "audit_directory"];

pub struct ServeOptions {
    pub sandbox: PathBuf,
    pub socket: PathBuf,
    pub idle: Duration,
}

struct State {
    sandbox: PathBuf,
    socket: PathBuf,
    idle: Duration,
    started: u64,
    busy: AtomicUsize,
    served: AtomicU64,
    last: Mutex<Instant>,
}

impl State {
    fn touch(&self) {
        if let Ok(mut last) = self.last.lock() {
            *last = Instant::now();
        }
    }

    fn idle_for(&self) -> Duration {
        self.last
            .lock()
            .map_or(Duration::ZERO, |last| last.elapsed())
    }

    /// Removes the socket (if still ours) and ends the process: workers end
    /// with it, their input closed.
    fn exit(&self) -> ! {
        let _ = std::fs::remove_file(&self.socket);
        std::process::exit(0)
    }
}

/// Serves until idle for `options.idle` or told to stop.
pub fn serve(options: &ServeOptions) -> Result<()> {
    // The socket must be private from the moment it exists.
    rustix::process::umask(rustix::fs::Mode::from_raw_mode(0o177));
    let listener = UnixListener::bind(&options.socket)
        .map_err(|e| Error::from_io(&options.socket.display().to_string(), "bind", e))?;
    let state = Arc::new(State {
        sandbox: options.sandbox.clone(),
        socket: options.socket.clone(),
        idle: options.idle,
        started: SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_secs()),
        busy: AtomicUsize::new(0),
        served: AtomicU64::new(0),
        last: Mutex::new(Instant::now()),
    });
    let watcher = state.clone();
    std::thread::spawn(move || {
        loop {
            std::thread::sleep(Duration::from_millis(500));
            // A socket removed (replaced, or `server stop` raced) or a
            // sandbox deleted: nothing left to serve.
            let gone =
                std::fs::symlink_metadata(&watcher.socket).is_err() || !watcher.sandbox.is_dir();
            if gone
                || (watcher.busy.load(Ordering::SeqCst) == 0 && watcher.idle_for() >= watcher.idle)
            {
                watcher.exit();
            }
        }
    });
    let me = rustix::process::geteuid().as_raw();
    for stream in listener.incoming() {
        let Ok(stream) = stream else { continue };
        // Only this user's processes are answered.
        let trusted = rustix::net::sockopt::socket_peercred(&stream)
            .is_ok_and(|peer| peer.uid.as_raw() == me);
        if !trusted {
            continue;
        }
        state.touch();
        let state = state.clone();
        std::thread::spawn(move || answer(stream, &state));
    }
    Ok(())
}

fn answer(stream: UnixStream, state: &State) {
    let mut line = String::new();
    let Ok(reader) = stream.try_clone() else {
        return;
    };
    if BufReader::new(reader).read_line(&mut line).is_err() {
        return;
    }
    let writer = Arc::new(Mutex::new(stream));
    let say = |value: &Value| {
        if let Ok(mut stream) = writer.lock() {
            let _ = writeln!(stream, "{value}");
        }
    };
    let Ok(request) = serde_json::from_str::<Value>(&line) else {
        say(&json!({"error": {"kind": "invalid_input", "message": "not a JSON request"}}));
        return;
    };
    if request.get("status").is_some() {
        say(&json!({
            "pid": std::process::id(),
            "sandbox": state.sandbox,
            "started": state.started,
            "served": state.served.load(Ordering::SeqCst),
            "busy": state.busy.load(Ordering::SeqCst),
            "idle_seconds": state.idle_for().as_secs(),
            "idle_limit_seconds": state.idle.as_secs(),
        }));
        return;
    }
    if request.get("stop").is_some() {
        say(&json!({"stopping": true}));
        state.exit();
    }
    state.busy.fetch_add(1, Ordering::SeqCst);
    let (finished, done) = std::sync::mpsc::channel::<()>();
    let heartbeat = {
        let writer = writer.clone();
        std::thread::spawn(move || {
            while let Err(std::sync::mpsc::RecvTimeoutError::Timeout) =
                done.recv_timeout(Duration::from_secs(1))
            {
                if let Ok(mut stream) = writer.lock()
                    && writeln!(stream, "{}", json!({"alive": true})).is_err()
                {
                    break;
                }
            }
        })
    };
    let answer = run(&request, &state.sandbox);
    drop(finished);
    let _ = heartbeat.join();
    say(&answer);
    state.served.fetch_add(1, Ordering::SeqCst);
    state.busy.fetch_sub(1, Ordering::SeqCst);
    state.touch();
}

/// The call through the catalogue, as the CLI would make it.
fn run(request: &Value, sandbox: &Path) -> Value {
    let name = request["tool"].as_str().unwrap_or_default();
    let Some(entry) = tools::find(name).filter(|entry| SERVED.contains(&entry.name)) else {
        return json!({"error": {"kind": "invalid_input", "message": format!("not served here: {name}")}});
    };
    let mut context = Context::new(sandbox, PathBase::WorkingDirectory);
    let path = |key: &str| request[key].as_str().map(PathBuf::from);
    context.environment = EnvironmentOptions {
        venv: path("venv"),
        python: path("python"),
    };
    match entry.invoke(&context, request["arguments"].clone()).outcome {
        Ok(result) => json!({ "result": result }),
        Err(error) => json!({"error": {"kind": error.kind(), "message": error.to_string()}}),
    }
}
