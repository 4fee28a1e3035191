//! `patch`: a unified diff on stdin across several files, through the real
//! binary: updates, creations, deletions and renames, all or nothing (every
//! refusal leaves every byte of the tree as it was), each file undoable.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may fail loudly

use crate::common;
use std::fs;
use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

fn workdir() -> tempfile::TempDir {
    let temp = tempfile::tempdir().unwrap();
    let s = temp.path().join("sandbox");
    fs::create_dir_all(s.join("pkg")).unwrap();
    fs::write(
        s.join("pkg/a.py"),
        "def f():\n    return 1\n\n\ndef g():\n    return 2\n",
    )
    .unwrap();
    fs::write(s.join("old.txt"), "obsolete\n").unwrap();
    fs::write(s.join("pkg/r.py"), "X = 1\n").unwrap();
    temp
}

/// `toolsmith patch` with `diff` on stdin, from the working directory `dir`.
fn patch(dir: &Path, diff: &str, extra: &[&str]) -> (Option<i32>, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_toolsmith"))
        .args(["--sandbox", "sandbox", "--no-log", "patch"])
        .args(extra)
        .current_dir(dir)
        .env("TOOLSMITH_STATE_DIR", dir.join("state"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(diff.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

const GOOD: &str = "\
diff --git a/pkg/a.py b/pkg/a.py
--- a/pkg/a.py
+++ b/pkg/a.py
@@ -1,2 +1,2 @@
 def f():
-    return 1
+    return 10
@@ -5,2 +5,2 @@
 def g():
-    return 2
+    return 20
--- /dev/null
+++ b/pkg/new.py
@@ -0,0 +1,2 @@
+import os
+Y = 2
--- a/old.txt
+++ /dev/null
@@ -1 +0,0 @@
-obsolete
diff --git a/pkg/r.py b/pkg/s.py
similarity index 50%
rename from pkg/r.py
rename to pkg/s.py
--- a/pkg/r.py
+++ b/pkg/s.py
@@ -1 +1 @@
-X = 1
+X = 2
";

#[test]
fn a_multi_file_patch_applies_and_each_file_can_be_undone() {
    let temp = workdir();
    let dir = temp.path();
    let before = common::snapshot(&dir.join("sandbox"));
    let (code, stdout, stderr) = patch(dir, GOOD, &["--dry-run", "--json"]);
    assert_eq!(code, Some(0), "{stderr}");
    let planned: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(planned["applied"], false);
    assert_eq!(
        before,
        common::snapshot(&dir.join("sandbox")),
        "a dry run wrote"
    );

    let (code, stdout, stderr) = patch(dir, GOOD, &["--json"]);
    assert_eq!(code, Some(0), "{stderr}");
    let result: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    let actions: Vec<(&str, &str)> = result["files"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            (
                f["action"].as_str().unwrap(),
                f["file_path"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        actions,
        [
            ("update", "pkg/a.py"),
            ("create", "pkg/new.py"),
            ("delete", "old.txt"),
            ("rename", "pkg/s.py")
        ]
    );
    let new_issues = result["files"][1]["new_issues"].to_string();
    assert!(new_issues.contains("\"F401\""), "{new_issues}");
    let s = dir.join("sandbox");
    assert_eq!(
        fs::read_to_string(s.join("pkg/a.py")).unwrap(),
        "def f():\n    return 10\n\n\ndef g():\n    return 20\n"
    );
    assert_eq!(
        fs::read_to_string(s.join("pkg/new.py")).unwrap(),
        "import os\nY = 2\n"
    );
    assert!(!s.join("old.txt").exists() && !s.join("pkg/r.py").exists());
    assert_eq!(fs::read_to_string(s.join("pkg/s.py")).unwrap(), "X = 2\n");

    for file in [
        "sandbox/pkg/a.py",
        "sandbox/pkg/new.py",
        "sandbox/old.txt",
        "sandbox/pkg/s.py",
        "sandbox/pkg/r.py",
    ] {
        let output = Command::new(env!("CARGO_BIN_EXE_toolsmith"))
            .args(["--sandbox", "sandbox", "--no-log", "undo", file])
            .current_dir(dir)
            .env("TOOLSMITH_STATE_DIR", dir.join("state"))
            .output()
            .unwrap();
        assert!(
            output.status.success(),
            "undo {file}: {}",
            String::from_utf8_lossy(&output.stderr)
        );
    }
    assert_eq!(before, common::snapshot(&s), "undo restored every file");
}

#[test]
fn every_refusal_leaves_every_byte_as_it_was() {
    let temp = workdir();
    let dir = temp.path();
    let stale = GOOD.replace(" def g():\n-    return 2", " def g():\n-    return 3");
    let breaks = GOOD.replace("+    return 20", "+    return (20");
    let outside = GOOD.replace("+++ b/pkg/new.py", "+++ b/../escape.py");
    let cases: [(&str, i32, &str); 6] = [
        (
            &stale,
            2,
            "pkg/a.py: hunk 2 (@@ -5,2 +5,2 @@) does not apply",
        ),
        (&breaks, 1, "syntax"),
        (&outside, 3, "outside the sandbox"),
        ("just some text\n", 2, "not a unified diff"),
        (
            "--- a/pkg/a.py\n+++ b/pkg/a.py\n@@ -1,x +1 @@\n-a\n",
            2,
            "wrong hunk header",
        ),
        (
            "--- a/pkg/a.py\n+++ b/pkg/a.py\n@@ -1,3 +1,3 @@\n def f():\n",
            2,
            "announces 3 old and 3 new lines",
        ),
    ];
    for (diff, expected, says) in cases {
        let before = common::snapshot(dir);
        let (code, stdout, stderr) = patch(dir, diff, &[]);
        assert_eq!(code, Some(expected), "{says}: {stdout}{stderr}");
        assert!(stderr.contains(says), "{says}: {stderr}");
        assert_eq!(before, common::snapshot(dir), "{says}: the tree changed");
    }
    // A creation over an existing file is refused too.
    let over = "--- /dev/null\n+++ b/pkg/a.py\n@@ -0,0 +1 @@\n+x = 1\n";
    let before = common::snapshot(dir);
    let (code, _, stderr) = patch(dir, over, &[]);
    assert_eq!(code, Some(2));
    assert!(stderr.contains("already exists"), "{stderr}");
    assert_eq!(before, common::snapshot(dir));
}
