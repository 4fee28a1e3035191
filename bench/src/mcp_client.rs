//! A minimal MCP client over stdio, in Rust: JSON lines on the server's pipes,
//! each answer parsed whole. Its own cost per round trip is a few
//! microseconds, where a Python client's is 20-30, so what it measures is the
//! servers' latency. The same client for every server.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

pub struct StdioClient {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
    next_id: u64,
    line: String,
}

impl StdioClient {
    /// Starts the server and initializes the session.
    pub fn start(command: &[String]) -> anyhow::Result<StdioClient> {
        let (program, args) = command
            .split_first()
            .ok_or_else(|| anyhow::anyhow!("no server command"))?;
        let mut child = Command::new(program)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()?;
        let stdin = child
            .stdin
            .take()
            .ok_or_else(|| anyhow::anyhow!("no stdin"))?;
        let stdout = child
            .stdout
            .take()
            .ok_or_else(|| anyhow::anyhow!("no stdout"))?;
        let mut client = StdioClient {
            child,
            stdin,
            stdout: BufReader::new(stdout),
            next_id: 0,
            line: String::new(),
        };
        client.request(
            "initialize",
            &json!({"protocolVersion": "2025-06-18", "capabilities": {},
                    "clientInfo": {"name": "toolsmith-bench", "version": "1"}}),
        )?;
        client.send(&json!({"jsonrpc": "2.0", "method": "notifications/initialized"}))?;
        Ok(client)
    }

    fn send(&mut self, message: &Value) -> anyhow::Result<()> {
        let mut line = serde_json::to_vec(message)?;
        line.push(b'\n');
        self.stdin.write_all(&line)?;
        Ok(self.stdin.flush()?)
    }

    /// Sends one request and waits for its answer (an error answer fails).
    pub fn request(&mut self, method: &str, params: &Value) -> anyhow::Result<Value> {
        self.next_id += 1;
        let id = self.next_id;
        self.send(&json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}))?;
        loop {
            self.line.clear();
            anyhow::ensure!(
                self.stdout.read_line(&mut self.line)? > 0,
                "the server closed the connection"
            );
            let answer: Value = serde_json::from_str(&self.line)?;
            if answer["id"] == id {
                let failed = answer.get("error").is_some() || answer["result"]["isError"] == true;
                anyhow::ensure!(!failed, "{method} failed: {answer}");
                return Ok(answer);
            }
        }
    }

    /// p50 and p99 of `calls` round trips of one request, after a warm-up.
    pub fn latency(
        &mut self,
        method: &str,
        params: &Value,
        calls: usize,
    ) -> anyhow::Result<(Duration, Duration)> {
        for _ in 0..50 {
            self.request(method, params)?;
        }
        let mut samples = Vec::with_capacity(calls);
        for _ in 0..calls {
            let start = Instant::now();
            self.request(method, params)?;
            samples.push(start.elapsed());
        }
        samples.sort();
        let at = |fraction: f64| samples[((fraction * calls as f64) as usize).min(calls - 1)];
        Ok((at(0.50), at(0.99)))
    }

    /// The server's peak resident memory so far (Linux `VmHWM`), in MiB.
    pub fn server_peak_mib(&self) -> Option<f64> {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id())).ok()?;
        let kib = status
            .lines()
            .find_map(|line| line.strip_prefix("VmHWM:"))?;
        Some(
            kib.trim()
                .trim_end_matches("kB")
                .trim()
                .parse::<f64>()
                .ok()?
                / 1024.0,
        )
    }
}

impl Drop for StdioClient {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
