//! `log validate` and `log stats` judge as the lab's grader and its template
//! logger do: exit 1 exactly for what one of them refuses, warnings for the
//! rest, and the counts a grader makes.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may fail loudly

use std::fs;
use std::process::Command;

use serde_json::{Value, json};

fn entry(id: &str, timestamp: &str, agent: &str, status: &str) -> Value {
    json!({
        "id": id, "timestamp": timestamp, "agent": agent, "model": "gemini-2.5-flash",
        "action": "CODE_ANALYSIS",
        "details": {"input_prompt": "audit", "output_response": "ok"},
        "status": status,
    })
}

/// `log validate --json` of `content`: exit code and report.
fn validate(content: &str) -> (i32, Value) {
    let temp = tempfile::tempdir().unwrap();
    let log = temp.path().join("log.json");
    fs::write(&log, content).unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_toolsmith"))
        .args(["log", "validate", "--json"])
        .arg(&log)
        .current_dir(temp.path())
        .output()
        .unwrap();
    let report = serde_json::from_slice(&output.stdout).unwrap();
    (output.status.code().unwrap(), report)
}

fn good() -> Vec<Value> {
    vec![
        entry("1", "2026-01-05T10:00:00", "Auditor", "SUCCESS"),
        entry("2", "2026-01-05T10:01:00", "Fixer", "SUCCESS"),
        entry("3", "2026-01-05T10:02:00", "Judge", "SUCCESS"),
    ]
}

#[test]
fn what_graders_accept_is_valid_with_warnings() {
    // Statuses teams wrote, out-of-order and duplicate entries, a middle
    // timestamp no one parses: graders accept all of it.
    let mut log = good();
    for (i, status) in ["FAILED", "FAIL", "PENDING", "REVIEW", "FAILED", "ERROR"]
        .iter()
        .enumerate()
    {
        log.insert(
            1,
            entry(&format!("s{i}"), "2026-01-05T10:00:30", "Fixer", status),
        );
    }
    log.insert(2, entry("2", "2026-01-05T09:00:00", "Fixer", "SUCCESS"));
    log.insert(3, entry("t", "yesterday", "Fixer", "FAILURE"));
    let (code, report) = validate(&Value::Array(log).to_string());
    assert_eq!(code, 0, "{report}");
    assert_eq!(report["valid"], true);
    assert_eq!(report["problems"], json!([]));
    let warnings = report["warnings"].to_string();
    for said in [
        "FAILED x2",
        "FAIL x1",
        "PENDING x1",
        "REVIEW x1",
        "ERROR x1",
        "earlier than the entry before",
        "duplicate id 2",
        "\\\"yesterday\\\" is not ISO 8601",
    ] {
        assert!(warnings.contains(said), "{said} not in {warnings}");
    }
    assert_eq!(report["statuses"]["FAILED"], 2);
    // Timestamps as Python's fromisoformat reads them.
    let mut stamps = good();
    stamps[0]["timestamp"] = json!("2026-01-05");
    stamps[2]["timestamp"] = json!("2026-01-05 10:02:00.123+02:00");
    let (code, report) = validate(&Value::Array(stamps).to_string());
    assert_eq!(code, 0, "{report}");
}

#[test]
fn what_a_grader_or_the_template_refuses_exits_1_naming_it() {
    let with = |change: &dyn Fn(&mut Vec<Value>)| {
        let mut log = good();
        change(&mut log);
        Value::Array(log).to_string()
    };
    let cases: Vec<(String, &str)> = vec![
        ("{not json".into(), "not valid JSON"),
        ("[]".into(), "holds no entries"),
        (json!({"experiments": good()}).to_string(), "top-level list"),
        (
            with(&|l| l.push(json!("a string"))),
            "entry 3: not an object",
        ),
        (
            with(&|l| l[0]["timestamp"] = json!("noon")),
            "entry 0: timestamp \"noon\"",
        ),
        (
            with(&|l| l[2]["timestamp"] = json!(17)),
            "entry 2: timestamp 17",
        ),
        (
            with(&|l| {
                l[1].as_object_mut().unwrap().remove("status");
            }),
            "entry 1: missing key \"status\"",
        ),
        (
            with(&|l| l[1]["action"] = json!("ANALYSIS")),
            "entry 1: unknown action",
        ),
        (
            with(&|l| {
                l[1]["details"]
                    .as_object_mut()
                    .unwrap()
                    .remove("output_response");
            }),
            "details lacks \"output_response\"",
        ),
    ];
    for (content, said) in cases {
        let (code, report) = validate(&content);
        assert_eq!(code, 1, "{content}: {report}");
        assert_eq!(report["valid"], false);
        let problems = report["problems"].to_string();
        assert!(
            problems.contains(&said.replace('"', "\\\"")),
            "{said} not in {problems}"
        );
    }
}

#[test]
fn stats_count_what_a_grader_counts() {
    let mut log = good();
    log.push(entry("4", "2026-01-05T10:03:00", "Fixer", "FAILED"));
    let mut anonymous = entry("5", "2026-01-05T10:04:00", "", "SUCCESS");
    anonymous.as_object_mut().unwrap().remove("agent");
    log.push(anonymous);
    let temp = tempfile::tempdir().unwrap();
    let path = temp.path().join("log.json");
    fs::write(&path, Value::Array(log).to_string()).unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_toolsmith"))
        .args(["log", "stats", "--json"])
        .arg(&path)
        .output()
        .unwrap();
    let stats: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(stats["entries"], 5);
    assert_eq!(stats["agents"], 4, "{stats}");
    assert_eq!(stats["by_agent"]["Unknown"], 1);
    assert_eq!(stats["successful_calls"], 4);
    assert_eq!(stats["failed_calls"], 1);
}
