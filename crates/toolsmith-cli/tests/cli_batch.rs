//! `toolsmith batch`: every manifest line answered once, as a single call of
//! the same tool answers; bad lines answered with an error while the batch
//! goes on; an existing output refused; a torn output resumed.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may fail loudly

use crate::common;
use std::collections::BTreeMap;
use std::fs;
use std::path::Path;

use serde_json::{Value, json};

/// Keys that say how long a call took or whether it came from the cache,
/// and pytest's own text (its timings and per-run temporary paths).
const VARYING: &[&str] = &["duration", "cached", "slowest", "output"];

fn steady(value: &Value) -> Value {
    match value {
        Value::Object(map) => Value::Object(
            map.iter()
                .filter(|(k, _)| !VARYING.contains(&k.as_str()))
                .map(|(k, v)| (k.clone(), steady(v)))
                .collect(),
        ),
        Value::Array(items) => Value::Array(items.iter().map(steady).collect()),
        other => other.clone(),
    }
}

fn answers(text: &str) -> BTreeMap<String, Value> {
    let mut answers = BTreeMap::new();
    for line in text.lines() {
        let answer: Value = serde_json::from_str(line).unwrap();
        let key = answer["id"].to_string();
        assert!(
            answers.insert(key.clone(), answer).is_none(),
            "{key} answered twice"
        );
    }
    answers
}

fn project(root: &Path, name: &str) {
    let dir = root.join(name);
    fs::create_dir_all(&dir).unwrap();
    fs::write(dir.join("calc.py"), "def add(a, b):\n    return a + b\n").unwrap();
    fs::write(
        dir.join("test_calc.py"),
        "from calc import add\n\n\ndef test_add():\n    assert add(1, 2) == 3\n\n\ndef test_bad():\n    assert add(1, 1) == 3\n",
    )
    .unwrap();
}

/// The MCP server's answers (structured content, or a failure's details) to `calls` on `sandbox`,
/// one session, each call on its own: what a batch line must equal.
fn mcp_answers(sandbox: &Path, calls: &[(&str, &Value)]) -> Vec<Value> {
    use std::io::{BufRead, BufReader, Write};
    use std::process::{Command, Stdio};

    let mut server = Command::new(env!("CARGO_BIN_EXE_toolsmith"))
        .args(["mcp", "--no-log", "--sandbox"])
        .arg(sandbox)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = server.stdin.take().unwrap();
    let mut send = |line: Value| {
        stdin.write_all(format!("{line}\n").as_bytes()).unwrap();
        stdin.flush().unwrap();
    };
    send(
        json!({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {
        "protocolVersion": "2025-06-18", "capabilities": {},
        "clientInfo": {"name": "t", "version": "1"}}}),
    );
    let mut lines = BufReader::new(server.stdout.take().unwrap()).lines();
    lines.next().unwrap().unwrap();
    send(json!({"jsonrpc": "2.0", "method": "notifications/initialized"}));
    let mut answers = Vec::new();
    for (index, (tool, args)) in calls.iter().enumerate() {
        send(
            json!({"jsonrpc": "2.0", "id": index + 1, "method": "tools/call",
            "params": {"name": tool, "arguments": args}}),
        );
        let answer: Value = serde_json::from_str(&lines.next().unwrap().unwrap()).unwrap();
        // A failed call's details are in `_meta`, its result in structured content.
        let result = &answer["result"];
        answers.push(if result["isError"] == true {
            result["_meta"]["toolsmith/error"].clone()
        } else {
            result["structuredContent"].clone()
        });
    }
    drop(stdin);
    server.wait().unwrap();
    answers
}

#[test]
fn every_line_is_answered_once_as_a_single_call_answers_it() {
    let temp = tempfile::tempdir().unwrap();
    let root = temp.path();
    for name in ["alpha", "beta"] {
        project(root, name);
    }
    let calls = [
        ("a-list", "alpha", "list_files", json!({"directory": "."})),
        (
            "a-read",
            "alpha",
            "read_file",
            json!({"file_path": "calc.py"}),
        ),
        (
            "a-lint",
            "alpha",
            "run_pylint_analysis",
            // The cache off: a cached result names no confinement (nothing ran).
            json!({"file_path": "calc.py", "use_cache": false}),
        ),
        ("a-test", "alpha", "run_pytest", json!({"directory": "."})),
        (
            "b-check",
            "beta",
            "validate_python_syntax",
            json!({"file_path": "calc.py"}),
        ),
        (
            "b-escape",
            "beta",
            "read_file",
            json!({"file_path": "../alpha/calc.py"}),
        ),
        (
            "b-lint",
            "beta",
            "run_pylint_analysis",
            // The cache off: a cached result names no confinement (nothing ran).
            json!({"file_path": "calc.py", "use_cache": false}),
        ),
    ];
    let mut manifest = String::new();
    for (id, sandbox, tool, args) in &calls {
        manifest += &format!(
            "{}\n",
            json!({"id": id, "sandbox": sandbox, "tool": tool, "args": args})
        );
    }
    manifest += "{\"sandbox\": \"alpha\", \"tool\": \"list_files\"\n"; // not JSON: line 8
    manifest += "\n"; // blank lines are skipped
    manifest += &format!(
        "{}\n",
        json!({"id": 10, "sandbox": "alpha", "tool": "grep"})
    );
    manifest += &format!(
        "{}\n",
        json!({"id": 11, "sandbox": "alpha", "tool": "read_file"})
    );
    manifest += &format!(
        "{}\n",
        json!({"id": 12, "sandbox": "gone", "tool": "list_files"})
    );
    fs::write(root.join("manifest.jsonl"), &manifest).unwrap();

    let (code, _, stderr) = common::run_in(
        root,
        &[
            "batch",
            "manifest.jsonl",
            "--out",
            "answers.jsonl",
            "--jobs",
            "3",
        ],
        &[],
    );
    assert_eq!(code, Some(1), "{stderr}");
    assert!(stderr.is_empty(), "{stderr}");
    let (code, stdout, _) = common::run_in(
        root,
        &["--json", "batch", "manifest.jsonl", "--out", "other.jsonl"],
        &[],
    );
    assert_eq!(code, Some(1));
    let summary: Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(summary["answered"], 11);
    assert_eq!(summary["failed"], 5);
    let got = answers(&fs::read_to_string(root.join("answers.jsonl")).unwrap());
    assert_eq!(got.len(), 11);

    for (id, sandbox, tool, args) in &calls {
        let answer = &got[&json!(id).to_string()];
        assert_eq!(answer["tool"], *tool);
        let single = &mcp_answers(&root.join(sandbox), &[(tool, args)])[0];
        if answer.get("error").is_some() {
            assert_eq!(answer["error"]["kind"], single["kind"], "{id}: {single}");
            assert_eq!(answer["error"]["message"], single["error"], "{id}");
        } else {
            assert_eq!(steady(&answer["result"]), steady(single), "{id}");
        }
    }
    let kind = |id: Value| got[&id.to_string()]["error"]["kind"].clone();
    assert_eq!(kind(json!("b-escape")), "security");
    assert_eq!(kind(json!(8)), "invalid_input");
    assert_eq!(kind(json!(10)), "invalid_input");
    assert_eq!(kind(json!(11)), "invalid_input");
    assert_eq!(kind(json!(12)), "not_found");
    assert_eq!(got["\"a-test\""]["result"]["failed"], 1);
    // A batch forks its workers and test runs from warm parents; a one-shot
    // call starts its own fresh (a parent's start-up would only add to it).
    for id in ["\"a-lint\"", "\"b-lint\"", "\"a-test\""] {
        assert_eq!(got[id]["result"]["confinement"]["forked"], true, "{id}");
    }
    for args in [
        &[
            "--json",
            "--sandbox",
            ".",
            "lint",
            "--no-server",
            "--no-cache",
            "calc.py",
        ][..],
        &["--json", "--sandbox", ".", "test", "."],
    ] {
        let (_, stdout, stderr) = common::run_in(&root.join("alpha"), args, &[]);
        let result: Value = serde_json::from_str(&stdout).unwrap_or_else(|_| panic!("{stderr}"));
        assert_eq!(result["confinement"]["forked"], false, "{args:?}");
    }

    // Without --out the answers are standard output, the summary stderr.
    let (_, stdout, stderr) =
        common::run_in(root, &["batch", "manifest.jsonl", "--jobs", "1"], &[]);
    assert_eq!(answers(&stdout).len(), 11);
    assert!(stderr.contains("11 calls answered"), "{stderr}");
}

#[test]
fn an_existing_output_is_refused_and_a_torn_one_resumed() {
    let temp = tempfile::tempdir().unwrap();
    let root = temp.path();
    project(root, "alpha");
    let manifest: String = (0..6)
        .map(|i| {
            format!(
                "{}\n",
                json!({"id": i, "sandbox": "alpha", "tool": "read_file", "args": {"file_path": "calc.py"}})
            )
        })
        .collect();
    fs::write(root.join("m.jsonl"), manifest).unwrap();
    let args = ["batch", "m.jsonl", "--out", "a.jsonl"];
    assert_eq!(common::run_in(root, &args, &[]).0, Some(0));
    let complete = fs::read(root.join("a.jsonl")).unwrap();

    // Refused without --resume: nothing overwritten.
    let (code, _, stderr) = common::run_in(root, &args, &[]);
    assert_eq!(code, Some(2));
    assert!(stderr.contains("--resume"), "{stderr}");
    assert_eq!(fs::read(root.join("a.jsonl")).unwrap(), complete);

    // Killed mid-write: four answers and a torn fifth.
    let lines: Vec<&[u8]> = complete.split_inclusive(|&b| b == b'\n').collect();
    let mut torn = lines[..4].concat();
    torn.extend_from_slice(&lines[4][..12]);
    fs::write(root.join("a.jsonl"), &torn).unwrap();
    let (code, stdout, stderr) = common::run_in(
        root,
        &["batch", "m.jsonl", "--out", "a.jsonl", "--resume"],
        &[],
    );
    assert_eq!(code, Some(0), "{stderr}");
    assert!(stderr.contains("torn"), "{stderr}");
    assert!(stdout.contains("2 calls answered"), "{stdout}");
    assert!(stdout.contains("4 skipped"), "{stdout}");
    let resumed = answers(&fs::read_to_string(root.join("a.jsonl")).unwrap());
    assert_eq!(resumed, answers(&String::from_utf8_lossy(&complete)));
    let kept: Vec<_> = fs::read_dir(root)
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.file_name().to_string_lossy().starts_with("a.jsonl.torn-"))
        .collect();
    assert_eq!(kept.len(), 1);
    assert_eq!(fs::read(kept[0].path()).unwrap(), &lines[4][..12]);
}

#[test]
fn a_manifest_that_is_not_a_regular_file_is_refused_without_blocking() {
    let temp = tempfile::tempdir().unwrap();
    let root = temp.path();
    let status = std::process::Command::new("mkfifo")
        .arg(root.join("fifo.jsonl"))
        .status()
        .unwrap();
    assert!(status.success());
    let (code, _, stderr) = common::run_in(root, &["batch", "fifo.jsonl"], &[]);
    assert_eq!(code, Some(2));
    assert!(stderr.contains("FIFO"), "{stderr}");
    let (code, _, stderr) = common::run_in(root, &["batch", "missing.jsonl"], &[]);
    assert_eq!(code, Some(2));
    assert!(stderr.contains("missing.jsonl"), "{stderr}");
    fs::create_dir(root.join("out")).unwrap();
    fs::write(root.join("m.jsonl"), "{}\n").unwrap();
    let (code, _, stderr) = common::run_in(root, &["batch", "m.jsonl", "--out", "out"], &[]);
    assert_eq!(code, Some(2));
    assert!(stderr.contains("directory"), "{stderr}");
}
