//! MCP round trip over stdio, p50 and p99 of `read_file` and `list_files`:
//! `toolsmith mcp` vs `@modelcontextprotocol/server-filesystem` (npm), same
//! files, same client, same run. Goal: p50 at least 5x lower. The client is
//! a minimal one in Rust (`toolsmith_bench::mcp_client`), so that the
//! servers' own latency shows; rows for a minimal Python client follow, as
//! context (the client's own cost then weighs on both sides). The protocol's
//! no-op (`ping`) is measured too: no tool call can be faster, so it bounds
//! the ratio any server could reach against the baseline.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use serde_json::{Value, json};
use toolsmith::toolchain::{Toolchain, ToolchainOptions};
use toolsmith_bench::mcp_client::StdioClient;
use toolsmith_bench::{Goal, Row, quick};

fn target() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../target")
}

/// The reference server from npm, installed once.
fn filesystem_server() -> anyhow::Result<PathBuf> {
    let dir = target().join("bench-node");
    let entry = dir.join("node_modules/@modelcontextprotocol/server-filesystem/dist/index.js");
    if !entry.exists() {
        std::fs::create_dir_all(&dir)?;
        let status = Command::new("npm")
            .args([
                "install",
                "--silent",
                "--no-audit",
                "--no-fund",
                "@modelcontextprotocol/server-filesystem",
            ])
            .current_dir(&dir)
            .status()?;
        anyhow::ensure!(
            status.success(),
            "npm install @modelcontextprotocol/server-filesystem failed"
        );
    }
    Ok(entry)
}

/// One round of one server with the minimal Python client
/// (`scripts/mcp_roundtrip.py`).
fn measure_with_python(
    python: &Path,
    server: &[String],
    tools: [&str; 4],
    file: &str,
    dir: &str,
    calls: usize,
) -> anyhow::Result<Value> {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/mcp_roundtrip.py");
    let output = Command::new(python)
        .arg(script)
        .arg(serde_json::to_string(server)?)
        .args(tools)
        .args([file, dir, &calls.to_string()])
        .output()?;
    anyhow::ensure!(
        output.status.success(),
        "client failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    Ok(serde_json::from_slice(&output.stdout)?)
}

/// One round of one server with the Rust client, in the Python client's shape.
fn measure_with_rust(
    server: &[String],
    tools: [&str; 4],
    file: &str,
    dir: &str,
    calls: usize,
) -> anyhow::Result<Value> {
    anyhow::ensure!(calls > 0, "no calls to measure");
    let mut client = StdioClient::start(server)?;
    let [read_tool, read_arg, list_tool, list_arg] = tools;
    let mut round = json!({});
    for (request, method, params) in [
        (
            "read",
            "tools/call",
            json!({"name": read_tool, "arguments": {read_arg: file}}),
        ),
        (
            "list",
            "tools/call",
            json!({"name": list_tool, "arguments": {list_arg: dir}}),
        ),
        ("ping", "ping", json!({})),
    ] {
        let (p50, p99) = client.latency(method, &params, calls)?;
        round[request] = json!({"p50": p50.as_secs_f64(), "p99": p99.as_secs_f64()});
    }
    round["server_peak_mib"] = client.server_peak_mib().into();
    Ok(round)
}

/// One side's rounds folded into one: per request, the round with the lowest
/// p50; the highest peak memory of all.
fn best_rounds(rounds: &[Value]) -> Value {
    let p50 = |round: &Value, request: &str| round[request]["p50"].as_f64().unwrap_or(f64::MAX);
    let mut best = json!({});
    for request in ["read", "list", "ping"] {
        if let Some(round) = rounds
            .iter()
            .min_by(|a, b| p50(a, request).total_cmp(&p50(b, request)))
        {
            best[request] = round[request].clone();
        }
    }
    best["server_peak_mib"] = rounds
        .iter()
        .filter_map(|round| round["server_peak_mib"].as_f64())
        .fold(None, |peak: Option<f64>, mib| {
            Some(peak.map_or(mib, |p| p.max(mib)))
        })
        .into();
    best
}

fn main() -> anyhow::Result<()> {
    let toolchain = Toolchain::ensure(&ToolchainOptions::default())?;
    let python = toolsmith_bench::venv_with(&toolchain.base_python, "bench-mcp-venv", &["mcp"])?
        .join("bin/python");
    let reference = filesystem_server()?;
    let toolsmith = target().join("release/toolsmith");
    anyhow::ensure!(
        toolsmith.exists(),
        "build the CLI first: cargo build --release"
    );
    let (_temp, root) = toolsmith_bench::mcp_tree()?;
    let file = root.join("module_07.py").display().to_string();
    let dir = root.display().to_string();
    let calls = if quick() { 200 } else { 2000 };
    let ours_cmd = vec![
        toolsmith.display().to_string(),
        "mcp".into(),
        "--no-log".into(),
        "--sandbox".into(),
        dir.clone(),
    ];
    let theirs_cmd = vec!["node".into(), reference.display().to_string(), dir.clone()];
    // Alternate the two sides, three rounds (one with --quick). Each side's
    // figure for a request is its best round's p50 (with that round's p99):
    // interference from the shared machine only ever adds time, to either side.
    let ours_tools = ["read_file", "file_path", "list_files", "directory"];
    let theirs_tools = ["read_text_file", "path", "list_directory", "path"];
    let mut runs: [Vec<Value>; 2] = [Vec::new(), Vec::new()];
    for _ in 0..if quick() { 1 } else { 3 } {
        runs[0].push(measure_with_rust(
            &ours_cmd, ours_tools, &file, &dir, calls,
        )?);
        runs[1].push(measure_with_rust(
            &theirs_cmd,
            theirs_tools,
            &file,
            &dir,
            calls,
        )?);
    }
    // The same with a Python client, one round: what a Python agent sees.
    let python_rounds = [
        measure_with_python(&python, &ours_cmd, ours_tools, &file, &dir, calls)?,
        measure_with_python(&python, &theirs_cmd, theirs_tools, &file, &dir, calls)?,
    ];
    let [ours, theirs] = runs.map(|side| best_rounds(&side));
    let seconds = |v: &Value, tool: &str, q: &str| {
        Duration::from_secs_f64(v[tool][q].as_f64().unwrap_or(0.0))
    };
    let p50 = |v: &Value, tool: &str| seconds(v, tool, "p50").as_secs_f64() * 1e3;
    let rounds = if quick() { 1 } else { 3 };
    for (tool, label) in [("read", "read_file"), ("list", "list_files")] {
        Row {
            benchmark: &format!("mcp round trip: {label} p50"),
            baseline: "server-filesystem (npm)",
            ours: seconds(&ours, tool, "p50"),
            theirs: seconds(&theirs, tool, "p50"),
            goal: Goal::Speedup(5.0),
            peak_mib: ours["server_peak_mib"].as_f64(),
            note: format!(
                "p50 {:.3} vs {:.3} ms, p99 {:.2} vs {:.2} ms; {calls} calls, best of {rounds} rounds; server peak memory {:.0} vs {:.0} MiB; \
                 at most {:.1}x: the baseline's p50 over our ping's",
                p50(&ours, tool),
                p50(&theirs, tool),
                seconds(&ours, tool, "p99").as_secs_f64() * 1e3,
                seconds(&theirs, tool, "p99").as_secs_f64() * 1e3,
                ours["server_peak_mib"].as_f64().unwrap_or(0.0),
                theirs["server_peak_mib"].as_f64().unwrap_or(0.0),
                p50(&theirs, tool) / p50(&ours, "ping").max(1e-9),
            ),
        }
        .print();
    }
    Row {
        benchmark: "mcp round trip: ping p50 (floor)",
        baseline: "server-filesystem (npm)",
        ours: seconds(&ours, "ping", "p50"),
        theirs: seconds(&theirs, "ping", "p50"),
        goal: Goal::Context,
        peak_mib: ours["server_peak_mib"].as_f64(),
        note: "the protocol's no-op request: the floor of every round trip above".to_string(),
    }
    .print();
    let [ours, theirs] = python_rounds;
    for (tool, label) in [("read", "read_file"), ("list", "list_files")] {
        Row {
            benchmark: &format!("mcp round trip: {label} p50, Python client"),
            baseline: "server-filesystem (npm)",
            ours: seconds(&ours, tool, "p50"),
            theirs: seconds(&theirs, tool, "p50"),
            goal: Goal::Context,
            peak_mib: ours["server_peak_mib"].as_f64(),
            note: format!(
                "one round of {calls} calls; a minimal Python JSON-lines client, whose own \
                 ~20-30 us a call both sides pay; ping {:.3} vs {:.3} ms",
                p50(&ours, "ping"),
                p50(&theirs, "ping"),
            ),
        }
        .print();
    }
    Ok(())
}
