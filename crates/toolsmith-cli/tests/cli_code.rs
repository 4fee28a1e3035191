//! `check`, `metrics`, `docstrings`, `fix`, `edit`, `undo` through the binary.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may fail loudly

use crate::common;
use std::fs;
use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

use serde_json::Value;

fn setup() -> tempfile::TempDir {
    common::messy_workdir()
}

fn run(dir: &Path, args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_toolsmith"))
        .args(args)
        .arg("--no-log")
        .current_dir(dir)
        .env("TOOLSMITH_STATE_DIR", dir.join("state"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // A command that takes no input may exit before it is written.
    let _ = child.stdin.take().unwrap().write_all(stdin);
    child.wait_with_output().unwrap()
}

fn json(output: &Output) -> Value {
    serde_json::from_slice(&output.stdout).unwrap()
}

#[test]
fn check_exits_1_on_a_syntax_error_with_cpython_position() {
    let temp = setup();
    let dir = temp.path();
    let broken = run(
        dir,
        &["check", "sandbox/messy_project/broken.py", "--json"],
        b"",
    );
    assert_eq!(broken.status.code(), Some(1));
    let value = json(&broken);
    assert_eq!(value["valid"], false);
    assert_eq!(value["error"]["message"], "expected ':'");
    assert_eq!(value["error"]["line"], 1);
    assert_eq!(value["error"]["offset"], 16);
    assert_eq!(value["error"]["text"], "def greet(name)");

    let clean = run(dir, &["check", "sandbox/messy_project/clean.py"], b"");
    assert_eq!(clean.status.code(), Some(0));
    let stdin = run(dir, &["check", "-"], b"def f():\n    nonlocal x\n");
    assert_eq!(stdin.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&stdin.stdout)
            .contains("<stdin>:2:5: SyntaxError: no binding for nonlocal 'x' found")
    );
    let newer = run(dir, &["check", "-", "--target", "3.12"], b"type X = int\n");
    assert_eq!(newer.status.code(), Some(0));
    let older = run(dir, &["check", "-"], b"type X = int\n");
    assert_eq!(older.status.code(), Some(1));
}

#[test]
fn check_of_stdin_needs_no_sandbox_and_refuses_a_flood() {
    let empty = tempfile::tempdir().unwrap();
    let valid = run(empty.path(), &["check", "-"], b"x = 1\n");
    assert_eq!(valid.status.code(), Some(0), "{valid:?}");
    // More than read_file takes from a file: a clear error, not a hang or a crash.
    let flood = "x = 1\n".repeat(2_000_000);
    let refused = run(empty.path(), &["check", "-"], flood.as_bytes());
    assert_eq!(refused.status.code(), Some(2), "{refused:?}");
    assert!(String::from_utf8_lossy(&refused.stderr).contains("<stdin>"));
}

#[test]
fn metrics_and_docstrings_print_the_spec_keys() {
    let temp = setup();
    let dir = temp.path();
    let metrics = json(&run(
        dir,
        &["metrics", "sandbox/messy_project/clean.py", "--json"],
        b"",
    ));
    for key in [
        "file_path",
        "lines_of_code",
        "functions",
        "classes",
        "has_main",
    ] {
        assert!(metrics.get(key).is_some(), "{key}");
    }
    assert_eq!(metrics["lines_of_code"], 30);
    assert_eq!(metrics["has_main"], true);
    let docstrings = json(&run(
        dir,
        &[
            "docstrings",
            "sandbox/messy_project/inventory/store.py",
            "--json",
        ],
        b"",
    ));
    assert_eq!(docstrings["missing_docstrings"], 6);
    assert_eq!(docstrings["missing"][0]["kind"], "class");

    let broken = run(dir, &["metrics", "sandbox/messy_project/broken.py"], b"");
    assert_eq!(broken.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&broken.stderr)
            .starts_with("error: sandbox/messy_project/broken.py: syntax error: expected ':'")
    );
}

#[test]
fn fix_edit_undo_round_trip_through_the_binary() {
    let temp = setup();
    let dir = temp.path();
    let target = dir.join("sandbox/messy_project/calculator.py");
    let original = fs::read_to_string(&target).unwrap();

    let refused = run(
        dir,
        &["fix", "sandbox/messy_project/calculator.py"],
        b"def f(:\n",
    );
    assert_eq!(refused.status.code(), Some(1));
    assert_eq!(fs::read_to_string(&target).unwrap(), original);

    let code = b"def add(a, b):\n    \"\"\"Add two numbers.\"\"\"\n    return a + b\n";
    let fixed = run(
        dir,
        &["fix", "sandbox/messy_project/calculator.py", "--json"],
        code,
    );
    assert_eq!(
        fixed.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&fixed.stderr)
    );
    let value = json(&fixed);
    assert_eq!(value["new_size"], code.len());
    assert_eq!(value["original_size"], original.chars().count());
    assert!(
        value["diff"]
            .as_str()
            .unwrap()
            .starts_with("--- a/sandbox/messy_project/calculator.py")
    );

    let edited = run(
        dir,
        &[
            "edit",
            "sandbox/messy_project/calculator.py",
            "--old",
            "a + b",
            "--new",
            "b + a",
        ],
        b"",
    );
    assert_eq!(edited.status.code(), Some(0));
    assert!(
        fs::read_to_string(&target)
            .unwrap()
            .contains("return b + a")
    );
    let ambiguous = run(
        dir,
        &[
            "edit",
            "sandbox/messy_project/calculator.py",
            "--old",
            "a",
            "--new",
            "-a",
        ],
        b"",
    );
    assert_eq!(ambiguous.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&ambiguous.stderr).contains("occurs"));

    assert_eq!(
        run(dir, &["undo", "sandbox/messy_project/calculator.py"], b"")
            .status
            .code(),
        Some(0)
    );
    assert!(
        fs::read_to_string(&target)
            .unwrap()
            .contains("return a + b")
    );
    assert_eq!(
        run(dir, &["undo", "sandbox/messy_project/calculator.py"], b"")
            .status
            .code(),
        Some(0)
    );
    assert_eq!(fs::read_to_string(&target).unwrap(), original);
    let nothing = run(dir, &["undo", "sandbox/messy_project/calculator.py"], b"");
    assert_eq!(nothing.status.code(), Some(2));
    assert!(!dir.join("sandbox").join("state").exists());
}
