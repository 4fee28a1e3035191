//! `edit` with several replacements, through the real binary: applied in
//! order, all or nothing (every refusal leaves every byte of the tree as it
//! was), one undo; a text that does not match says where it nearly does.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may fail loudly

use crate::common;
use std::fs;
use std::path::Path;

const SOURCE: &str = "def total(items):\n\tresult = 0\n\tfor item in items:\n\t\tresult += item\n\treturn result\n\n\ndef mean(items):\r\n    return total(items) / len(items)\r\n";

/// Every file of the tree and its bytes.
fn workdir() -> tempfile::TempDir {
    let temp = tempfile::tempdir().unwrap();
    fs::create_dir_all(temp.path().join("sandbox/pkg")).unwrap();
    fs::write(temp.path().join("sandbox/pkg/stats.py"), SOURCE).unwrap();
    fs::write(temp.path().join("sandbox/notes.txt"), "a a a\n").unwrap();
    temp
}

fn edit(
    dir: &Path,
    file: &str,
    pairs: &[(&str, &str)],
    extra: &[&str],
) -> (Option<i32>, String, String) {
    let mut args = vec!["--sandbox", "sandbox", "edit", file];
    for (old, new) in pairs {
        args.extend(["--old", old, "--new", new]);
    }
    args.extend(extra);
    let state = dir.join("state");
    common::run_in(dir, &args, &[("TOOLSMITH_STATE_DIR", &state)])
}

#[test]
fn edits_apply_in_order_and_one_undo_restores_the_file() {
    let temp = workdir();
    let dir = temp.path();
    let (code, stdout, stderr) = edit(
        dir,
        "sandbox/pkg/stats.py",
        &[
            ("def total(items):", "def total(values):"),
            ("\tfor item in items:", "\tfor item in values:"),
            // Applies to the result of the first edit.
            ("def total(values):", "def total(values: list) -> int:"),
            (
                "    return total(items) / len(items)\n",
                "    return total(items) / max(len(items), 1)\n",
            ),
        ],
        &["--json"],
    );
    assert_eq!(code, Some(0), "{stdout}{stderr}");
    let result: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    let lines: Vec<u64> = result["edits"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["line"].as_u64().unwrap())
        .collect();
    assert_eq!(lines, [1, 3, 1, 9]);
    assert_eq!(result["line_endings_adapted"], true);
    let edited = fs::read_to_string(dir.join("sandbox/pkg/stats.py")).unwrap();
    assert!(
        edited
            .starts_with("def total(values: list) -> int:\n\tresult = 0\n\tfor item in values:\n")
    );
    // The CRLF lines kept their endings; nothing else moved.
    assert!(
        edited.ends_with("    return total(items) / max(len(items), 1)\r\n"),
        "{edited:?}"
    );
    assert_eq!(edited.matches("\r\n").count(), 2);
    let state = dir.join("state");
    let (code, _, stderr) = common::run_in(
        dir,
        &["--sandbox", "sandbox", "undo", "sandbox/pkg/stats.py"],
        &[("TOOLSMITH_STATE_DIR", &state)],
    );
    assert_eq!(code, Some(0), "{stderr}");
    assert_eq!(
        fs::read_to_string(dir.join("sandbox/pkg/stats.py")).unwrap(),
        SOURCE
    );
}

/// Edits, the exit code expected, and what the refusal says.
type Case = (Vec<(&'static str, &'static str)>, i32, &'static str);

#[test]
fn every_refusal_leaves_every_byte_as_it_was() {
    let temp = workdir();
    let dir = temp.path();
    let file = "sandbox/pkg/stats.py";
    let good = ("def total(items):", "def total(values):");
    let cases: Vec<Case> = vec![
        (
            vec![good, ("not in the file", "x")],
            2,
            "edit 2: the text to replace was not found",
        ),
        (
            vec![good, ("result", "acc")],
            2,
            "occurs 3 times (lines 2, 4, 5)",
        ),
        (
            vec![good, ("total(items):\n\tresult", "x")],
            2,
            "edits 1 and 2 overlap (line 1)",
        ),
        (
            vec![good, ("\treturn result\n", "\treturn (\n")],
            1,
            "syntax",
        ),
        (vec![good, ("", "x")], 2, "empty"),
        (vec![good, ("result", "result")], 2, "identical"),
    ];
    for (pairs, expected_code, says) in cases {
        let before = common::snapshot(dir);
        let (code, stdout, stderr) = edit(dir, file, &pairs, &[]);
        assert_eq!(code, Some(expected_code), "{pairs:?}: {stdout}{stderr}");
        assert!(stderr.contains(says), "{pairs:?}: {stderr}");
        assert_eq!(before, common::snapshot(dir), "{pairs:?} changed the tree");
    }
    let before = common::snapshot(dir);
    let (code, _, _) = edit(dir, "../outside.py", &[good], &[]);
    assert_eq!(code, Some(3));
    let (code, _, stderr) = common::run_in(
        dir,
        &[
            "--sandbox",
            "sandbox",
            "edit",
            file,
            "--old",
            "a",
            "--old",
            "b",
            "--new",
            "c",
        ],
        &[],
    );
    assert_eq!(code, Some(2));
    assert!(
        stderr.contains("give one --new after each --old"),
        "{stderr}"
    );
    assert_eq!(before, common::snapshot(dir));
}

#[test]
fn replace_all_replaces_every_occurrence() {
    let temp = workdir();
    let dir = temp.path();
    let (code, stdout, stderr) = edit(
        dir,
        "sandbox/notes.txt",
        &[("a", "b")],
        &["--replace-all", "--json"],
    );
    assert_eq!(code, Some(0), "{stderr}");
    let result: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(result["edits"][0]["occurrences"], 3);
    assert_eq!(
        fs::read_to_string(dir.join("sandbox/notes.txt")).unwrap(),
        "b b b\n"
    );
}

#[test]
fn a_text_that_does_not_match_says_where_it_nearly_does() {
    let temp = workdir();
    let dir = temp.path();
    let file = "sandbox/pkg/stats.py";
    for (old, lines, difference) in [
        (
            "    result = 0\n    for item in items:",
            "lines 2-3",
            "differs only in tabs versus spaces",
        ),
        (
            "for item in items:\n    result += item",
            "lines 3-4",
            "differs only in indentation",
        ),
        ("\treturn  result", "line 5", "differs only in whitespace"),
        ("def mean(item):", "line 8", "is the closest text"),
    ] {
        let before = common::snapshot(dir);
        let (code, _, stderr) = edit(dir, file, &[(old, "x = 1")], &[]);
        assert_eq!(code, Some(2), "{old:?}");
        assert!(
            stderr.contains(&format!("Nearly at {lines}, which {difference}")),
            "{old:?}: {stderr}"
        );
        assert!(stderr.contains("not applied"), "{stderr}");
        assert_eq!(before, common::snapshot(dir));
    }
}

#[test]
fn changes_to_python_files_name_the_issues_they_introduced_and_removed() {
    let temp = workdir();
    let dir = temp.path();
    let file = "sandbox/pkg/stats.py";
    // A module docstring moves every line down: nothing only moved is new.
    let (code, stdout, stderr) = edit(
        dir,
        file,
        &[(
            "def total(items):",
            "\"\"\"Stats.\"\"\"\nimport os\n\n\ndef total(items):",
        )],
        &["--json"],
    );
    assert_eq!(code, Some(0), "{stderr}");
    let result: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    let new: Vec<(u64, &str)> = result["new_issues"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| (f["line"].as_u64().unwrap(), f["code"].as_str().unwrap()))
        .collect();
    assert_eq!(new, [(2, "F401")], "{}", result["new_issues"]);
    let fixed: Vec<&str> = result["fixed_issues"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["code"].as_str().unwrap())
        .collect();
    assert_eq!(fixed, ["D100"], "{}", result["fixed_issues"]);
    // In the text a reader sees too, for fix and write.
    let state = dir.join("state");
    let mut fix = std::process::Command::new(env!("CARGO_BIN_EXE_toolsmith"));
    fix.args(["--sandbox", "sandbox", "--no-log", "fix", file])
        .current_dir(dir)
        .env("TOOLSMITH_STATE_DIR", &state)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped());
    let mut child = fix.spawn().unwrap();
    use std::io::Write as _;
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"\"\"\"Stats.\"\"\"\n\n\ndef total(items):\n    return sum(items)\n")
        .unwrap();
    let output = child.wait_with_output().unwrap();
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(text.contains("fixed issue: line 2 F401"), "{text}");
    // Other files carry no issue fields.
    let (_, stdout, _) = edit(dir, "sandbox/notes.txt", &[("a a a", "b")], &["--json"]);
    assert!(!stdout.contains("new_issues"), "{stdout}");
}
