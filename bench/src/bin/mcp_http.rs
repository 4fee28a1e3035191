//! MCP over Streamable HTTP, `read_file` and `list_files` round trips at 1
//! and 32 clients at once (each its own session and kept-alive connection):
//! `toolsmith mcp --http` against the official Python SDK's FastMCP serving
//! the same two tools over the same files (`scripts/fastmcp_http_server.py`),
//! same client, same run. Goal: at 32 clients, at least 5x the calls per
//! second, and a p99 no worse.

use std::net::{SocketAddr, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use anyhow::Context as _;
use serde_json::{Value, json};
use toolsmith::toolchain::{Toolchain, ToolchainOptions};
use toolsmith_bench::{Goal, Row, quick};

/// A server under test, killed when dropped.
struct Server {
    child: Child,
    url: String,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn ours(root: &Path) -> anyhow::Result<Server> {
    let binary = Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/release/toolsmith");
    let mut child = Command::new(binary)
        .arg("--sandbox")
        .arg(root)
        .args(["--no-log", "--json", "mcp", "--http", "127.0.0.1:0"])
        .stdout(Stdio::piped())
        .spawn()
        .context("build the CLI first: cargo build --release")?;
    let mut line = String::new();
    let stdout = child.stdout.take().context("no stdout")?;
    std::io::BufRead::read_line(&mut std::io::BufReader::new(stdout), &mut line)?;
    let listening: Value = serde_json::from_str(&line)?;
    let url = listening["url"].as_str().context("no url")?.to_string();
    Ok(Server { child, url })
}

fn fastmcp(python: &Path, root: &Path) -> anyhow::Result<Server> {
    let port = TcpListener::bind("127.0.0.1:0")?.local_addr()?.port();
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/fastmcp_http_server.py");
    let child = Command::new(python)
        .arg(script)
        .arg(root)
        .arg(port.to_string())
        .stdout(Stdio::null())
        .spawn()?;
    let server = Server {
        child,
        url: format!("http://127.0.0.1:{port}/mcp"),
    };
    let address = SocketAddr::from(([127, 0, 0, 1], port));
    let started = Instant::now();
    while TcpStream::connect(address).is_err() {
        anyhow::ensure!(
            started.elapsed() < Duration::from_secs(60),
            "FastMCP did not start"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    Ok(server)
}

/// The JSON-RPC message of a body, JSON or SSE.
fn message(body: &str) -> Option<Value> {
    serde_json::from_str(body).ok().or_else(|| {
        body.lines()
            .filter_map(|line| line.strip_prefix("data:"))
            .filter_map(|data| serde_json::from_str::<Value>(data.trim()).ok())
            .find(|m| m.get("result").is_some() || m.get("error").is_some())
    })
}

async fn post(
    client: &reqwest::Client,
    url: &str,
    session: Option<&str>,
    body: &Value,
) -> anyhow::Result<(Option<String>, String)> {
    let mut request = client
        .post(url)
        .header("content-type", "application/json")
        .header("accept", "application/json, text/event-stream")
        .header("mcp-protocol-version", "2025-06-18")
        .body(body.to_string());
    if let Some(session) = session {
        request = request.header("mcp-session-id", session);
    }
    let response = request.send().await?;
    anyhow::ensure!(response.status().is_success(), "HTTP {}", response.status());
    let id = response
        .headers()
        .get("mcp-session-id")
        .and_then(|v| v.to_str().ok())
        .map(str::to_string);
    Ok((id, response.text().await?))
}

/// One client: a session, then `calls` calls of `tool`; each call's time.
async fn client(url: String, tool: Value, calls: usize) -> anyhow::Result<Vec<Duration>> {
    let http = reqwest::Client::builder()
        .pool_max_idle_per_host(1)
        .build()?;
    let init = json!({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {
        "protocolVersion": "2025-06-18", "capabilities": {},
        "clientInfo": {"name": "bench", "version": "1"}}});
    let (session, _) = post(&http, &url, None, &init).await?;
    let session = session.context("no session id")?;
    let done = json!({"jsonrpc": "2.0", "method": "notifications/initialized"});
    post(&http, &url, Some(&session), &done).await?;
    let mut times = Vec::with_capacity(calls);
    for id in 1..=calls {
        let call = json!({"jsonrpc": "2.0", "id": id, "method": "tools/call", "params": tool});
        let started = Instant::now();
        let (_, body) = post(&http, &url, Some(&session), &call).await?;
        times.push(started.elapsed());
        let reply = message(&body).context("no reply")?;
        anyhow::ensure!(
            reply["id"] == id && reply["result"]["isError"] != true,
            "a failed call: {body}"
        );
    }
    Ok(times)
}

/// `clients` clients at once, `calls` calls each: p50, p99 and calls/s.
fn measure(url: &str, tool: &Value, clients: usize, calls: usize) -> anyhow::Result<Measured> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    runtime.block_on(async {
        // A warm-up round, unmeasured (first imports, caches).
        client(url.to_string(), tool.clone(), 20).await?;
        let started = Instant::now();
        let tasks: Vec<_> = (0..clients)
            .map(|_| tokio::spawn(client(url.to_string(), tool.clone(), calls)))
            .collect();
        let mut all = Vec::new();
        for task in tasks {
            all.extend(task.await??);
        }
        let wall = started.elapsed();
        all.sort();
        let at = |q: f64| all[((all.len() as f64 * q) as usize).min(all.len() - 1)];
        Ok(Measured {
            p50: at(0.50),
            p99: at(0.99),
            per_second: all.len() as f64 / wall.as_secs_f64(),
        })
    })
}

struct Measured {
    p50: Duration,
    p99: Duration,
    per_second: f64,
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

fn main() -> anyhow::Result<()> {
    let toolchain = Toolchain::ensure(&ToolchainOptions::default())?;
    // FastMCP by that name: the SDK's 1.x line (2.x renamed it MCPServer).
    let python: PathBuf = toolsmith_bench::venv_with(
        &toolchain.base_python,
        "bench-fastmcp-venv",
        &["mcp>=1.26,<2"],
    )?
    .join("bin/python");
    let (_temp, root) = toolsmith_bench::mcp_tree()?;
    let calls = if quick() { 20 } else { 200 };
    let tools = [
        (
            "read_file",
            json!({"name": "read_file", "arguments": {"file_path": "module_07.py"}}),
        ),
        (
            "list_files",
            json!({"name": "list_files", "arguments": {"directory": "."}}),
        ),
    ];
    let toolsmith = ours(&root)?;
    let baseline = fastmcp(&python, &root)?;
    for (label, tool) in &tools {
        for clients in [1, 32] {
            // One client alone makes more calls, for a steady p99.
            let each = if clients == 1 { calls * 5 } else { calls };
            let a = measure(&toolsmith.url, tool, clients, each)?;
            let b = measure(&baseline.url, tool, clients, each)?;
            let note = format!(
                "{clients} client(s) x {each} calls: {:.0} vs {:.0} calls/s; p50 {:.2} vs {:.2} ms; p99 {:.2} vs {:.2} ms",
                a.per_second,
                b.per_second,
                ms(a.p50),
                ms(b.p50),
                ms(a.p99),
                ms(b.p99)
            );
            Row {
                benchmark: &format!("mcp http: {label}, {clients} clients, time per call"),
                baseline: "FastMCP (Python SDK)",
                ours: Duration::from_secs_f64(1.0 / a.per_second),
                theirs: Duration::from_secs_f64(1.0 / b.per_second),
                goal: if clients == 32 {
                    Goal::Speedup(5.0)
                } else {
                    Goal::Context
                },
                peak_mib: None,
                note: note.clone(),
            }
            .print();
            if clients == 32 {
                Row {
                    benchmark: &format!("mcp http: {label}, 32 clients, p99"),
                    baseline: "FastMCP (Python SDK)",
                    ours: a.p99,
                    theirs: b.p99,
                    goal: Goal::Speedup(1.0),
                    peak_mib: None,
                    note,
                }
                .print();
            }
        }
    }
    Ok(())
}
