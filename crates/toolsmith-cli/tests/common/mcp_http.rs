//! `toolsmith mcp --http` for tests: the real binary on a loopback port
//! chosen by the system, and a raw HTTP/1.1 client on real sockets (what a
//! hostile or broken client sends is ours to choose byte by byte).

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use serde_json::{Value, json};

/// Runs `set_up` once per test build, whichever test process comes first
/// (nextest runs tests in processes of their own, at once): the others wait
/// on the lock, then find `ready`.
fn once(ready: &Path, set_up: impl FnOnce()) {
    let lock_path = ready.with_extension("lock");
    std::fs::create_dir_all(lock_path.parent().unwrap()).unwrap();
    let lock = std::fs::File::create(&lock_path).unwrap();
    rustix::fs::flock(&lock, rustix::fs::FlockOperation::LockExclusive).unwrap();
    if !ready.exists() {
        set_up();
        std::fs::write(ready, "").unwrap();
    }
}

/// The official MCP Python SDK, installed with pip into a virtualenv of the
/// test build's own.
pub fn python_sdk() -> PathBuf {
    let venv = Path::new(env!("CARGO_TARGET_TMPDIR")).join("mcp-client-venv");
    let python = venv.join("bin/python");
    once(&venv.with_extension("ready"), || {
        let status = Command::new("python3")
            .args(["-m", "venv", "--clear"])
            .arg(&venv)
            .status()
            .unwrap();
        assert!(status.success());
        let status = Command::new(&python)
            .args(["-m", "pip", "install", "-q", "--disable-pip-version-check"])
            .arg("mcp>=1.20")
            .status()
            .unwrap();
        assert!(status.success(), "pip install mcp failed");
    });
    python
}

/// The official MCP TypeScript SDK, installed with npm into a directory of
/// the test build's own, with `script` (from this directory) copied in:
/// the path to run with `node`.
pub fn typescript_sdk(script: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("mcp-ts-client");
    once(&dir.with_extension("ready"), || {
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(
            dir.join("package.json"),
            r#"{"name": "toolsmith-mcp-check", "private": true, "type": "module",
               "dependencies": {"@modelcontextprotocol/sdk": "^1.32.2"}}"#,
        )
        .unwrap();
        let status = Command::new("npm")
            .args(["install", "--no-audit", "--no-fund", "--silent"])
            .current_dir(&dir)
            .status()
            .expect("npm (Node.js 18 or later) is needed for this test");
        assert!(
            status.success(),
            "npm install @modelcontextprotocol/sdk failed"
        );
    });
    let copy = dir.join(script);
    std::fs::copy(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests")
            .join(script),
        &copy,
    )
    .unwrap();
    copy
}

/// A running `toolsmith mcp --http 127.0.0.1:0`, killed when dropped.
pub struct Server {
    child: Child,
    pub address: SocketAddr,
    pub url: String,
    /// What it said when it started listening (`--json`).
    pub listening: Value,
}

impl Server {
    /// Serves `sandbox` with `extra` arguments and environment `env`.
    pub fn start(sandbox: &Path, extra: &[&str], env: &[(&str, &str)]) -> Server {
        let mut command = Command::new(env!("CARGO_BIN_EXE_toolsmith"));
        command
            .arg("--sandbox")
            .arg(sandbox)
            .args(["--json", "mcp", "--http", "127.0.0.1:0"])
            .args(extra)
            .env_remove("TOOLSMITH_MCP_TOKEN")
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit());
        if !extra.contains(&"--log") {
            command.arg("--no-log");
        }
        for (name, value) in env {
            command.env(name, value);
        }
        let mut child = command.spawn().unwrap();
        let mut stdout = child.stdout.take().unwrap();
        let mut line = Vec::new();
        let mut byte = [0u8; 1];
        while stdout.read(&mut byte).unwrap() == 1 && byte[0] != b'\n' {
            line.push(byte[0]);
        }
        let listening: Value = serde_json::from_slice(&line)
            .unwrap_or_else(|e| panic!("{e}: {}", String::from_utf8_lossy(&line)));
        Server {
            child,
            address: listening["address"].as_str().unwrap().parse().unwrap(),
            url: listening["url"].as_str().unwrap().to_string(),
            listening,
        }
    }

    /// The server's resident memory, in KiB.
    pub fn rss_kib(&self) -> u64 {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id())).unwrap();
        status
            .lines()
            .find_map(|line| line.strip_prefix("VmRSS:"))
            .and_then(|rest| rest.split_whitespace().next())
            .unwrap()
            .parse()
            .unwrap()
    }

    /// Ends it with SIGTERM and waits: its exit status.
    pub fn stop(mut self) -> std::process::ExitStatus {
        rustix::process::kill_process(
            rustix::process::Pid::from_raw(self.child.id() as i32).unwrap(),
            rustix::process::Signal::TERM,
        )
        .unwrap();
        self.child.wait().unwrap()
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// An HTTP answer.
#[derive(Debug)]
pub struct Answer {
    pub status: u16,
    pub head: String,
    pub body: String,
}

impl Answer {
    pub fn header(&self, name: &str) -> Option<String> {
        self.head.lines().find_map(|line| {
            let (key, value) = line.split_once(':')?;
            key.eq_ignore_ascii_case(name)
                .then(|| value.trim().to_string())
        })
    }

    /// The JSON-RPC messages of the body, whether JSON or an SSE stream.
    pub fn messages(&self) -> Vec<Value> {
        if let Ok(value) = serde_json::from_str::<Value>(&self.body) {
            return vec![value];
        }
        self.body
            .lines()
            .filter_map(|line| line.strip_prefix("data:"))
            .filter_map(|data| serde_json::from_str(data.trim()).ok())
            .collect()
    }

    /// The message answering request `id`.
    pub fn reply(&self, id: i64) -> Value {
        self.messages()
            .into_iter()
            .find(|m| m["id"] == id)
            .unwrap_or_else(|| panic!("no reply to {id}: {self:?}"))
    }
}

/// Sends `raw` (a whole request) on a new connection and reads its answer.
pub fn exchange(address: SocketAddr, raw: &[u8]) -> Answer {
    let mut connection = Connection::open(address);
    connection.stream.write_all(raw).unwrap();
    connection.answer()
}

/// Reads the answer to what was sent on `stream`.
pub fn read_answer(stream: &mut TcpStream) -> Answer {
    Connection::of(stream.try_clone().unwrap()).answer()
}

/// A POST of `body` to `path` with `headers` (each "Name: value").
pub fn post(address: SocketAddr, path: &str, headers: &[String], body: &str) -> Answer {
    let mut headers = headers.to_vec();
    headers.push("Connection: close".into());
    exchange(
        address,
        request(path, &address.to_string(), &headers, body).as_bytes(),
    )
}

/// A JSON POST with `headers` (each "Name: value").
fn request(path: &str, host: &str, headers: &[String], body: &str) -> String {
    let mut raw = format!(
        "POST {path} HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\n\
         Accept: application/json, text/event-stream\r\nContent-Length: {}\r\n",
        body.len()
    );
    for header in headers {
        raw.push_str(header);
        raw.push_str("\r\n");
    }
    raw.push_str("\r\n");
    raw.push_str(body);
    raw
}

/// An MCP session over raw HTTP.
pub struct Session {
    pub address: SocketAddr,
    pub id: String,
    /// Headers sent with every request (a token, an origin).
    pub headers: Vec<String>,
    next: i64,
}

impl Session {
    /// `initialize` then `notifications/initialized`, with `headers`.
    pub fn open(address: SocketAddr, headers: &[String]) -> Session {
        let init = json!({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {
            "protocolVersion": "2025-06-18", "capabilities": {},
            "clientInfo": {"name": "raw", "version": "1"}}});
        let answer = post(address, "/mcp", headers, &init.to_string());
        assert_eq!(answer.status, 200, "{answer:?}");
        let id = answer.header("mcp-session-id").expect("a session id");
        let session = Session {
            address,
            id,
            headers: headers.to_vec(),
            next: 1,
        };
        let done = session.send(&json!({"jsonrpc": "2.0", "method": "notifications/initialized"}));
        assert_eq!(done.status, 202, "{done:?}");
        session
    }

    /// A session opened elsewhere, used with `headers`.
    pub fn existing(address: SocketAddr, id: String, headers: &[String]) -> Session {
        Session {
            address,
            id,
            headers: headers.to_vec(),
            next: 1000,
        }
    }

    /// Sends one message in this session.
    pub fn send(&self, message: &Value) -> Answer {
        let mut headers = self.headers.clone();
        headers.push(format!("Mcp-Session-Id: {}", self.id));
        headers.push("Mcp-Protocol-Version: 2025-06-18".into());
        post(self.address, "/mcp", &headers, &message.to_string())
    }

    /// Ends the session with DELETE.
    pub fn end(&self) {
        let mut raw = format!(
            "DELETE /mcp HTTP/1.1\r\nHost: {}\r\nConnection: close\r\nMcp-Session-Id: {}\r\n",
            self.address, self.id
        );
        for header in &self.headers {
            raw.push_str(header);
            raw.push_str("\r\n");
        }
        raw.push_str("\r\n");
        let answer = exchange(self.address, raw.as_bytes());
        assert!(matches!(answer.status, 200 | 202 | 204), "{answer:?}");
    }

    /// Calls `tool`: the HTTP answer and the JSON-RPC reply.
    pub fn call(&mut self, tool: &str, arguments: Value) -> (Answer, Value) {
        let id = self.next;
        self.next += 1;
        let answer = self.send(&json!({"jsonrpc": "2.0", "id": id, "method": "tools/call",
            "params": {"name": tool, "arguments": arguments}}));
        let reply = if answer.status == 200 {
            answer.reply(id)
        } else {
            Value::Null
        };
        (answer, reply)
    }
}

/// One kept-alive connection, for many requests in turn.
pub struct Connection {
    stream: TcpStream,
    pending: Vec<u8>,
}

impl Connection {
    pub fn open(address: SocketAddr) -> Connection {
        Connection::of(TcpStream::connect(address).unwrap())
    }

    fn of(stream: TcpStream) -> Connection {
        stream
            .set_read_timeout(Some(Duration::from_secs(120)))
            .unwrap();
        Connection {
            stream,
            pending: Vec::new(),
        }
    }

    /// POSTs `body` to /mcp with `headers` and reads the whole answer.
    pub fn post(&mut self, headers: &[String], body: &str) -> Answer {
        let raw = request("/mcp", "localhost", headers, body);
        self.stream.write_all(raw.as_bytes()).unwrap();
        self.answer()
    }

    /// The next answer, as HTTP/1.1 frames it: none for 204 and 304, else
    /// by its length, in chunks, or (neither said) to the connection's end.
    fn answer(&mut self) -> Answer {
        let head_end = self.fill_until(|bytes| find(bytes, b"\r\n\r\n"));
        let head = String::from_utf8_lossy(&self.pending[..head_end]).into_owned();
        self.pending.drain(..head_end + 4);
        let mut answer = Answer {
            status: head
                .split_whitespace()
                .nth(1)
                .and_then(|s| s.parse().ok())
                .unwrap_or(0),
            head,
            body: String::new(),
        };
        let chunked = answer
            .header("transfer-encoding")
            .is_some_and(|v| v.eq_ignore_ascii_case("chunked"));
        let body = if matches!(answer.status, 204 | 304) {
            Vec::new()
        } else if let Some(length) = answer.header("content-length") {
            let length: usize = length.parse().unwrap();
            self.fill_until(|bytes| (bytes.len() >= length).then_some(length));
            self.pending.drain(..length).collect::<Vec<u8>>()
        } else if chunked {
            let mut body = Vec::new();
            loop {
                let line_end = self.fill_until(|bytes| find(bytes, b"\r\n"));
                let size = usize::from_str_radix(
                    String::from_utf8_lossy(&self.pending[..line_end]).trim(),
                    16,
                )
                .unwrap();
                self.pending.drain(..line_end + 2);
                self.fill_until(|bytes| (bytes.len() >= size + 2).then_some(0));
                body.extend(self.pending.drain(..size));
                self.pending.drain(..2);
                if size == 0 {
                    break;
                }
            }
            body
        } else {
            let _ = self.stream.read_to_end(&mut self.pending);
            std::mem::take(&mut self.pending)
        };
        answer.body = String::from_utf8_lossy(&body).into_owned();
        answer
    }

    fn fill_until(&mut self, mut found: impl FnMut(&[u8]) -> Option<usize>) -> usize {
        loop {
            if let Some(at) = found(&self.pending) {
                return at;
            }
            let mut buffer = [0u8; 16 * 1024];
            let read = self.stream.read(&mut buffer).unwrap();
            assert!(read > 0, "the server closed the connection");
            self.pending.extend_from_slice(&buffer[..read]);
        }
    }
}

fn find(bytes: &[u8], needle: &[u8]) -> Option<usize> {
    bytes.windows(needle.len()).position(|w| w == needle)
}
