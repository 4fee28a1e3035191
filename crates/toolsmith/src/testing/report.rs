//! Reading the reporting plugin's JSON lines into outcomes, the way pytest's
//! own summary counts them: a failed setup or teardown is an error (a test can
//! pass and then error in teardown: both count), a collection error is an
//! error, an expected failure is `xfailed`, an unexpected pass `xpassed`.

use serde::Serialize;
use serde_json::Value;
use std::collections::BTreeMap;

/// One counted outcome.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct TestOutcome {
    /// pytest's node id.
    pub name: String,
    /// `passed`, `failed`, `skipped`, `xfailed`, `xpassed` or `error`.
    pub status: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub file: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub line: Option<u64>,
    /// Seconds, for the phase that decided the outcome.
    pub duration: f64,
    /// pytest's report of the failure (bounded), for failures and errors.
    #[serde(skip)]
    pub longrepr: String,
    /// `setup`, `call`, `teardown` or `collect`.
    #[serde(skip)]
    pub phase: String,
}

#[derive(Debug, Default)]
pub struct Events {
    pub confinement: Option<Value>,
    pub outcomes: Vec<TestOutcome>,
    pub exitstatus: Option<i32>,
    /// pytest was imported and about to run in the project's interpreter.
    pub started: bool,
}

/// Parses the report file. Lines that do not parse (a writer killed at the
/// limit mid-line) are skipped.
pub fn parse(text: &str) -> Events {
    let mut events = Events::default();
    for value in text
        .lines()
        .filter_map(|l| serde_json::from_str::<Value>(l).ok())
    {
        let field = |key: &str| {
            value
                .get(key)
                .and_then(Value::as_str)
                .unwrap_or_default()
                .to_string()
        };
        match value.get("event").and_then(Value::as_str) {
            Some("confinement") => events.confinement = Some(value.clone()),
            Some("started") => events.started = true,
            Some("finish") => {
                events.exitstatus = value
                    .get("exitstatus")
                    .and_then(Value::as_i64)
                    .map(|c| c as i32);
            }
            Some("collect") => {
                let status = if field("outcome") == "skipped" {
                    "skipped"
                } else {
                    "error"
                };
                let longrepr = field("longrepr");
                let message = value
                    .get("message")
                    .and_then(Value::as_str)
                    .map(String::from)
                    .or_else(|| last_error_line(&longrepr));
                events.outcomes.push(TestOutcome {
                    name: field("nodeid"),
                    status: status.into(),
                    message,
                    file: Some(field("nodeid")).filter(|f| !f.is_empty()),
                    line: None,
                    duration: 0.0,
                    longrepr,
                    phase: "collect".into(),
                });
            }
            Some("test") => {
                let wasxfail = value
                    .get("wasxfail")
                    .and_then(Value::as_bool)
                    .unwrap_or(false);
                let status = match (field("when").as_str(), field("outcome").as_str(), wasxfail) {
                    ("call", "passed", true) => "xpassed",
                    ("call", "passed", false) => "passed",
                    ("call", "failed", _) => "failed",
                    (_, "skipped", true) => "xfailed",
                    (_, "skipped", false) => "skipped",
                    ("setup" | "teardown", "failed", _) => "error",
                    _ => continue, // a setup or teardown that passed
                };
                events.outcomes.push(TestOutcome {
                    name: field("nodeid"),
                    status: status.into(),
                    message: value
                        .get("message")
                        .and_then(Value::as_str)
                        .map(String::from),
                    file: Some(field("file")).filter(|f| !f.is_empty()),
                    line: value.get("line").and_then(Value::as_u64),
                    duration: value.get("duration").and_then(Value::as_f64).unwrap_or(0.0),
                    longrepr: field("longrepr"),
                    phase: field("when"),
                });
            }
            _ => {}
        }
    }
    events
}

/// The exception line of a traceback pytest printed (`E   ImportError: ...`).
fn last_error_line(longrepr: &str) -> Option<String> {
    longrepr
        .lines()
        .rev()
        .find_map(|l| l.strip_prefix("E "))
        .map(|l| l.trim().to_string())
        .or_else(|| {
            longrepr
                .lines()
                .rev()
                .find(|l| !l.trim().is_empty())
                .map(String::from)
        })
}

/// Per test (node id), the lines it executed: file (real path) -> lines.
pub type Coverage = BTreeMap<String, BTreeMap<String, Vec<u32>>>;

pub(super) fn coverage_of(report: &str) -> Coverage {
    let mut coverage = Coverage::new();
    for line in report.lines() {
        let Ok(event) = serde_json::from_str::<serde_json::Value>(line) else {
            continue;
        };
        if event["event"] != "coverage" {
            continue;
        }
        let Some(node) = event["nodeid"].as_str() else {
            continue;
        };
        let files = coverage.entry(node.to_string()).or_default();
        for (file, lines) in event["lines"].as_object().into_iter().flatten() {
            let lines = lines.as_array().into_iter().flatten();
            files
                .entry(file.clone())
                .or_default()
                .extend(lines.filter_map(|l| l.as_u64()).map(|l| l as u32));
        }
    }
    coverage
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn phases_map_to_pytest_summary_categories() {
        let lines = [
            r#"{"event":"test","nodeid":"t.py::a","when":"setup","outcome":"passed","wasxfail":false}"#,
            r#"{"event":"test","nodeid":"t.py::a","when":"call","outcome":"passed","wasxfail":false}"#,
            r#"{"event":"test","nodeid":"t.py::a","when":"teardown","outcome":"failed","wasxfail":false}"#,
            r#"{"event":"test","nodeid":"t.py::b","when":"call","outcome":"skipped","wasxfail":true}"#,
            r#"{"event":"test","nodeid":"t.py::c","when":"call","outcome":"passed","wasxfail":true}"#,
            r#"{"event":"test","nodeid":"t.py::d","when":"setup","outcome":"skipped","wasxfail":false}"#,
            r#"{"event":"collect","nodeid":"u.py","outcome":"failed","longrepr":"ImportError"}"#,
            r#"{"event":"finish","exitstatus":1}"#,
            r#"{"event":"test","nodeid":"torn"#,
        ];
        let events = parse(&lines.join("\n"));
        let statuses: Vec<(&str, &str)> = events
            .outcomes
            .iter()
            .map(|o| (o.name.as_str(), o.status.as_str()))
            .collect();
        assert_eq!(
            statuses,
            [
                ("t.py::a", "passed"),
                ("t.py::a", "error"),
                ("t.py::b", "xfailed"),
                ("t.py::c", "xpassed"),
                ("t.py::d", "skipped"),
                ("u.py", "error")
            ]
        );
        assert_eq!(events.exitstatus, Some(1));
    }
}
