//! MCP round trip over stdio, p50 and p99 of `read_file` and `list_files`:
//! `toolsmith mcp` vs `@modelcontextprotocol/server-filesystem` (npm), same
//! files, same client (a minimal JSON-RPC client, so that the servers' own
//! latency shows), same run. Goal: p50 at least 5x lower. The protocol's
//! no-op (`ping`) is measured too: no tool call can be faster, so it bounds
//! the ratio any server could reach against the baseline.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use serde_json::Value;
use toolsmith::toolchain::{Toolchain, ToolchainOptions};
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

fn measure(
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

fn main() -> anyhow::Result<()> {
    let toolchain = Toolchain::ensure(&ToolchainOptions::default())?;
    let python = toolsmith_bench::venv_with(&toolchain.base_python, "bench-mcp-venv", "mcp")?
        .join("bin/python");
    let reference = filesystem_server()?;
    let toolsmith = target().join("release/toolsmith");
    anyhow::ensure!(
        toolsmith.exists(),
        "build the CLI first: cargo build --release"
    );
    let temp = tempfile::tempdir()?;
    let root = std::fs::canonicalize(temp.path())?;
    for i in 0..50 {
        std::fs::write(
            root.join(format!("module_{i:02}.py")),
            "def f(x):\n    return x * 2\n".repeat(40),
        )?;
    }
    // Files written earlier, as an agent finds a project (see the Python
    // package's benchmark).
    std::thread::sleep(toolsmith::files::LISTING_SETTLED + Duration::from_millis(200));
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
    // Alternate the two sides (twice, once with --quick); keep each side's better run.
    let mut best: [Option<Value>; 2] = [None, None];
    for _ in 0..if quick() { 1 } else { 2 } {
        let ours = measure(
            &python,
            &ours_cmd,
            ["read_file", "file_path", "list_files", "directory"],
            &file,
            &dir,
            calls,
        )?;
        let theirs = measure(
            &python,
            &theirs_cmd,
            ["read_text_file", "path", "list_directory", "path"],
            &file,
            &dir,
            calls,
        )?;
        for (slot, run) in best.iter_mut().zip([ours, theirs]) {
            let better = slot
                .as_ref()
                .is_none_or(|b| run["read"]["p50"].as_f64() < b["read"]["p50"].as_f64());
            if better {
                *slot = Some(run);
            }
        }
    }
    let [Some(ours), Some(theirs)] = best else {
        anyhow::bail!("no measurement");
    };
    let seconds = |v: &Value, tool: &str, q: &str| {
        Duration::from_secs_f64(v[tool][q].as_f64().unwrap_or(0.0))
    };
    let p50 = |v: &Value, tool: &str| seconds(v, tool, "p50").as_secs_f64() * 1e3;
    for (tool, label) in [("read", "read_file"), ("list", "list_files")] {
        Row {
            benchmark: &format!("mcp round trip: {label} p50"),
            baseline: "server-filesystem (npm)",
            ours: seconds(&ours, tool, "p50"),
            theirs: seconds(&theirs, tool, "p50"),
            goal: Goal::Speedup(5.0),
            peak_mib: ours["server_peak_mib"].as_f64(),
            note: format!(
                "p50 {:.3} vs {:.3} ms, p99 {:.2} vs {:.2} ms; {calls} calls; server peak memory {:.0} vs {:.0} MiB; \
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
    Ok(())
}
