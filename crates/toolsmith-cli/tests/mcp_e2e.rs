//! `toolsmith mcp` driven by the official MCP Python SDK client (installed
//! with pip into this test's own virtualenv): tools and schemas, every tool
//! on a copy of messy_project against EXPECTED.md, refusals for paths
//! outside, and 10,000 sequential read_file calls with flat memory.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may fail loudly

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

fn client_python() -> PathBuf {
    let venv = Path::new(env!("CARGO_TARGET_TMPDIR")).join("mcp-client-venv");
    let python = venv.join("bin/python");
    let ready = venv.join(".ready");
    if !ready.exists() {
        let status = Command::new("python3")
            .args(["-m", "venv", "--clear"])
            .arg(&venv)
            .status()
            .unwrap();
        assert!(status.success());
        let status = Command::new(&python)
            .args([
                "-m",
                "pip",
                "install",
                "-q",
                "--disable-pip-version-check",
                "mcp",
            ])
            .status()
            .unwrap();
        assert!(status.success(), "pip install mcp failed");
        std::fs::write(&ready, "").unwrap();
    }
    python
}

#[test]
fn the_official_python_client_uses_every_tool() {
    let python = client_python();
    let temp = tempfile::tempdir().unwrap();
    let root = std::fs::canonicalize(temp.path()).unwrap();
    let sandbox = root.join("sandbox");
    common::copy_tree(
        &common::datasets().join("messy_project"),
        &sandbox.join("messy_project"),
    );
    std::fs::write(root.join("secret.txt"), "outside\n").unwrap();
    let output = Command::new(python)
        .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/mcp_client.py"))
        .arg(env!("CARGO_BIN_EXE_toolsmith"))
        .arg(&sandbox)
        .arg("10000")
        .env("TOOLSMITH_STATE_DIR", root.join("state"))
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        output.status.success(),
        "client failed:\n{stdout}\n{stderr}"
    );
    let summary: serde_json::Value = serde_json::from_str(stdout.lines().last().unwrap()).unwrap();
    eprintln!("{summary}");
    assert_eq!(summary["calls"], 10000);
    let (before, after) = (
        summary["rss_before_kib"].as_u64().unwrap(),
        summary["rss_after_kib"].as_u64().unwrap(),
    );
    assert!(
        after < before + 16 * 1024,
        "memory grew from {before} KiB to {after} KiB over 10,000 calls"
    );
    // Nothing outside the sandbox changed.
    assert_eq!(
        std::fs::read_to_string(root.join("secret.txt")).unwrap(),
        "outside\n"
    );
    assert!(!root.join("pwned.py").exists());
}
