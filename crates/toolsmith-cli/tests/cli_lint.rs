//! `lint` and `audit` through the binary, with the research log.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may fail loudly

use crate::common;
use crate::reference;
use std::fs;
use std::path::Path;
use std::process::Command;

use serde_json::Value;

fn run(dir: &Path, args: &[&str]) -> (Option<i32>, String, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_toolsmith"))
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap();
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[test]
fn lint_prints_pylints_score_and_the_spec_keys() {
    let temp = common::messy_workdir();
    let (code, stdout, stderr) = run(
        temp.path(),
        &["lint", "sandbox/messy_project/calculator.py", "--json"],
    );
    assert_eq!(code, Some(0), "{stderr}");
    let report: Value = serde_json::from_str(&stdout).unwrap();
    for key in [
        "file",
        "score",
        "total_issues",
        "errors",
        "warnings",
        "issues",
        "issues_detail",
        "engine",
    ] {
        assert!(report.get(key).is_some(), "{key}");
    }
    assert_eq!(report["score"], 3.53);
    assert_eq!(report["engine"], "pylint");
    let detail = &report["issues_detail"][0];
    for key in ["line", "column", "type", "symbol", "message"] {
        assert!(detail.get(key).is_some(), "{key}");
    }
    let (_, human, _) = run(
        temp.path(),
        &["lint", "sandbox/messy_project/calculator.py"],
    );
    assert!(
        human.contains("Your code has been rated at 3.53/10"),
        "{human}"
    );

    let (code, stdout, _) = run(
        temp.path(),
        &[
            "lint",
            "--engine",
            "ruff",
            "sandbox/messy_project/calculator.py",
            "--json",
        ],
    );
    assert_eq!(code, Some(0));
    let ruff: Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(ruff["engine"], "ruff");
    assert!(
        ruff["issues"]
            .as_array()
            .unwrap()
            .iter()
            .any(|i| i["symbol"] == "unused-import")
    );
    let log = fs::read_to_string(temp.path().join("logs/experiment_data.json")).unwrap();
    let entries: Value = serde_json::from_str(&log).unwrap();
    assert_eq!(entries.as_array().unwrap().len(), 3);
    assert_eq!(entries[0]["model"], "pylint");
    assert_eq!(entries[0]["details"]["tool"], "run_pylint_analysis");
}

#[test]
fn audit_lists_files_under_the_threshold_and_exits_1() {
    let temp = common::messy_workdir();
    let (code, stdout, stderr) = run(
        temp.path(),
        &["audit", "sandbox/messy_project", "--json", "--no-log"],
    );
    assert_eq!(code, Some(1), "{stderr}");
    let report: Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(report["total_files"], 7);
    assert_eq!(report["files_with_issues"], 4);
    let mut under: Vec<(String, f64)> = report["details"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| {
            (
                d["file"]
                    .as_str()
                    .unwrap()
                    .rsplit('/')
                    .next()
                    .unwrap()
                    .to_string(),
                d["score"].as_f64().unwrap(),
            )
        })
        .collect();
    under.sort_by(|a, b| a.0.cmp(&b.0));
    assert_eq!(
        under,
        [
            ("broken.py".to_string(), 0.0),
            ("calculator.py".to_string(), 3.53),
            ("store.py".to_string(), 2.78),
            ("test_calculator.py".to_string(), 4.55)
        ]
    );
    let (code, _, _) = run(
        temp.path(),
        &["audit", "sandbox/messy_project", "--exit-zero", "--no-log"],
    );
    assert_eq!(code, Some(0));
    let (_, sarif, _) = run(
        temp.path(),
        &["audit", "sandbox/messy_project", "--sarif", "--no-log"],
    );
    let sarif: Value = serde_json::from_str(&sarif).unwrap();
    assert_eq!(sarif["version"], "2.1.0");
    assert_eq!(
        sarif["runs"][0]["results"].as_array().unwrap().len(),
        11 + 13 + 1 + 6 + 3
    );
}

/// The layout: a folder per case, the test beside the module it
/// imports. The score is `cd project && pylint case_a/test_shapes.py`'s,
/// through the warm server and without it; `--root` names another
/// directory to run from, and then it is that directory's answer.
#[test]
fn lint_answers_as_pylint_from_the_sandbox_root_or_the_root_named() {
    let temp = tempfile::tempdir().unwrap();
    let project = temp.path().join("project");
    fs::create_dir_all(project.join("case_a")).unwrap();
    fs::write(
        project.join("case_a/shapes.py"),
        "def area(width, height):\n    return width * height\n",
    )
    .unwrap();
    let test = project.join("case_a/test_shapes.py");
    fs::write(
        &test,
        "from shapes import area\nimport pytest\nimport copy\n\n\ndef test_area():\n    assert area(2, 3) == 6\n    assert copy.copy(1) == 1\n    assert pytest\n",
    )
    .unwrap();
    let score = |args: &[&str]| {
        let mut all = vec![
            "--sandbox",
            "project",
            "lint",
            "project/case_a/test_shapes.py",
            "--json",
        ];
        all.extend_from_slice(args);
        let (_, stdout, stderr) = run(temp.path(), &all);
        let report: Value = serde_json::from_str(&stdout).unwrap_or_else(|_| panic!("{stderr}"));
        report["score_exact"].as_f64().unwrap()
    };
    let reference = |root: &Path| {
        reference::pinned_pylint(root, &test)["statistics"]["score"]
            .as_f64()
            .unwrap()
    };
    let from_root = reference(&project);
    let from_case = reference(&project.join("case_a"));
    assert_ne!(
        from_root, from_case,
        "the layout no longer shows the difference"
    );
    assert_eq!(score(&[]), from_root);
    assert_eq!(score(&["--no-server", "--no-cache"]), from_root);
    assert_eq!(score(&["--root", "project/case_a"]), from_case);
    assert_eq!(
        score(&["--root", "project/case_a", "--no-server"]),
        from_case
    );
    assert_eq!(score(&[]), from_root, "the cache answered for another root");
    let (code, _, stderr) = run(
        temp.path(),
        &[
            "--sandbox",
            "project",
            "lint",
            "project/case_a/test_shapes.py",
            "--root",
            "elsewhere",
        ],
    );
    assert_eq!(code, Some(3), "{stderr}");
    run(temp.path(), &["--sandbox", "project", "server", "stop"]);
}

/// Warm workers are never dropped (they live for the process): their private
/// directories used to stay in the temporary directory, one per call. The
/// next call removes those whose process ended, so at most the last remains.
#[test]
fn calls_leave_at_most_the_last_calls_private_directory_behind() {
    let temp = common::messy_workdir();
    let tmp = tempfile::tempdir().unwrap();
    let lint = [
        "lint",
        "sandbox/messy_project/calculator.py",
        "--no-server",
        "--no-cache",
    ];
    for _ in 0..3 {
        let (code, _, stderr) = common::run_in(temp.path(), &lint, &[("TMPDIR", tmp.path())]);
        assert_eq!(code, Some(0), "{stderr}");
    }
    let left: Vec<String> = fs::read_dir(tmp.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(left.len(), 1, "{left:?}");
    assert!(left[0].starts_with("toolsmith-private-"), "{left:?}");
}
