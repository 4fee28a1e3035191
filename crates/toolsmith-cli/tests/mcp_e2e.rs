//! `toolsmith mcp` driven by the official MCP Python SDK client (installed
//! with pip into this test's own virtualenv), over stdio and over
//! Streamable HTTP: tools and schemas, every tool on a copy of messy_project
//! against EXPECTED.md (the same checks on both transports), refusals for
//! paths outside, and thousands of sequential read_file calls with flat
//! memory.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may fail loudly

use crate::common;
use std::path::Path;
use std::process::Command;

/// A copy of messy_project in a fresh sandbox, with a file beside it that
/// no call may change: the sandbox's root (canonical) and its temp dir.
fn messy_sandbox() -> (tempfile::TempDir, std::path::PathBuf) {
    let temp = tempfile::tempdir().unwrap();
    let root = std::fs::canonicalize(temp.path()).unwrap();
    common::copy_tree(
        &common::datasets().join("messy_project"),
        &root.join("sandbox/messy_project"),
    );
    std::fs::write(root.join("secret.txt"), "outside\n").unwrap();
    (temp, root)
}

/// Runs `tests/mcp_client.py` on `root`'s sandbox (`calls` reads for the
/// memory check; over HTTP when `url` is given, with `token`), and checks
/// its summary: every check passed, memory flat, nothing outside touched.
fn python_client(root: &Path, calls: usize, url: Option<(&str, &str)>) {
    let mut command = Command::new(common::mcp_http::python_sdk());
    command
        .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/mcp_client.py"))
        .arg(env!("CARGO_BIN_EXE_toolsmith"))
        .arg(root.join("sandbox"))
        .arg(calls.to_string())
        .env("TOOLSMITH_STATE_DIR", root.join("state"));
    if let Some((url, token)) = url {
        command.arg(url).env("MCP_TOKEN", token);
    }
    let output = command.output().unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        output.status.success(),
        "client failed:\n{stdout}\n{stderr}"
    );
    let summary: serde_json::Value = serde_json::from_str(stdout.lines().last().unwrap()).unwrap();
    eprintln!("{summary}");
    assert_eq!(summary["calls"], calls);
    let (before, after) = (
        summary["rss_before_kib"].as_u64().unwrap(),
        summary["rss_after_kib"].as_u64().unwrap(),
    );
    assert!(
        after < before + 16 * 1024,
        "memory grew from {before} KiB to {after} KiB over {calls} calls"
    );
    // Nothing outside the sandbox changed.
    assert_eq!(
        std::fs::read_to_string(root.join("secret.txt")).unwrap(),
        "outside\n"
    );
    assert!(!root.join("pwned.py").exists());
}

#[test]
fn the_official_python_client_uses_every_tool() {
    let (_temp, root) = messy_sandbox();
    python_client(&root, 10_000, None);
}

/// The same client and checks over Streamable HTTP, with a bearer token:
/// every tool answers as over stdio.
#[test]
fn the_official_python_client_uses_every_tool_over_http() {
    let (_temp, root) = messy_sandbox();
    let state = root.join("state");
    let server = common::mcp_http::Server::start(
        &root.join("sandbox"),
        &["--token-env", "TEST_MCP_TOKEN"],
        &[
            ("TEST_MCP_TOKEN", "a-token-of-tests"),
            ("TOOLSMITH_STATE_DIR", state.to_str().unwrap()),
        ],
    );
    python_client(&root, 2000, Some((&server.url, "a-token-of-tests")));
    assert!(server.stop().success(), "SIGTERM ends the server cleanly");
}

/// Raw lines a broken or hostile client might send, on real pipes: what is
/// not JSON and a line over 16 MiB are dropped, a request of the wrong shape
/// is answered "Invalid Request" under its own id, and the session goes on.
#[test]
fn bad_lines_are_dropped_or_answered_and_the_session_goes_on() {
    use std::io::{BufRead, BufReader, Write};
    use std::process::Stdio;

    let temp = tempfile::tempdir().unwrap();
    std::fs::write(temp.path().join("a.py"), "x = 1\n").unwrap();
    let mut server = Command::new(env!("CARGO_BIN_EXE_toolsmith"))
        .args(["mcp", "--no-log", "--sandbox"])
        .arg(temp.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = server.stdin.take().unwrap();
    let writer = std::thread::spawn(move || {
        let mut lines = vec![
            r#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#.to_string(),
            r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#.to_string(),
            "this is not json".to_string(),
            "x".repeat(17 * 1024 * 1024),
            r#"{"jsonrpc":"1.0","id":"wrong-version","method":"ping"}"#.to_string(),
            r#"{"jsonrpc":"2.0","id":3,"method":"ping"}"#.to_string(),
        ];
        lines.push(r#"{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"read_file","arguments":{"file_path":"a.py"}}}"#.into());
        for line in lines {
            stdin.write_all(line.as_bytes()).unwrap();
            stdin.write_all(b"\n").unwrap();
        }
        // Give the spawned "Invalid Request" answer time to be written
        // before the end of input closes the session.
        std::thread::sleep(std::time::Duration::from_millis(500));
    });
    let mut answers = std::collections::HashMap::new();
    for line in BufReader::new(server.stdout.take().unwrap()).lines() {
        let answer: serde_json::Value = serde_json::from_str(&line.unwrap()).unwrap();
        answers.insert(answer["id"].to_string(), answer);
        if answers.len() == 4 {
            break;
        }
    }
    writer.join().unwrap();
    let status = server.wait().unwrap();
    let mut stderr = String::new();
    std::io::Read::read_to_string(&mut server.stderr.take().unwrap(), &mut stderr).unwrap();
    assert!(status.success(), "{stderr}");
    assert!(stderr.contains("was dropped"), "{stderr}");
    assert_eq!(answers.len(), 4, "{answers:?}");
    assert_eq!(answers["\"wrong-version\""]["error"]["code"], -32600);
    assert_eq!(answers["3"]["result"], serde_json::json!({}));
    let read = &answers["4"]["result"];
    assert_eq!(read["structuredContent"]["content"], "x = 1\n", "{read}");
    assert_eq!(read["isError"], false);
}

/// The official TypeScript SDK's clients (from npm): every tool called
/// with the same arguments over stdio and over Streamable HTTP (with a
/// token), on two copies of messy_project, and the answers compared.
#[test]
fn the_official_typescript_client_gets_the_same_answers_over_http_as_over_stdio() {
    let script = common::mcp_http::typescript_sdk("mcp_client_ts.mjs");
    let temp = tempfile::tempdir().unwrap();
    let root = std::fs::canonicalize(temp.path()).unwrap();
    let (over_stdio, over_http) = (root.join("stdio"), root.join("http"));
    for sandbox in [&over_stdio, &over_http] {
        common::copy_tree(
            &common::datasets().join("messy_project"),
            &sandbox.join("messy_project"),
        );
    }
    std::fs::write(root.join("outside.py"), "x = 1\n").unwrap();
    let server = common::mcp_http::Server::start(
        &over_http,
        &["--token-env", "TEST_MCP_TOKEN"],
        &[("TEST_MCP_TOKEN", "a-token-of-tests")],
    );
    let output = Command::new("node")
        .arg(&script)
        .arg(env!("CARGO_BIN_EXE_toolsmith"))
        .arg(&over_stdio)
        .arg(&server.url)
        .arg(&over_http)
        .env("MCP_TOKEN", "a-token-of-tests")
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{stdout}\n{stderr}");
    let summary: serde_json::Value = serde_json::from_str(stdout.lines().last().unwrap()).unwrap();
    assert_eq!(summary["tools"], 25, "{summary}");
    assert_eq!(summary["failures"], serde_json::json!([]));
    // The two calls made to fail, failing alike on both.
    assert_eq!(
        summary["errors"],
        serde_json::json!(["env_sync", "read_file"])
    );
}
