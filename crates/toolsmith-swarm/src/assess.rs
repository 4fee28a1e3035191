//! What the Auditor and the Judge measure: each Python file's syntax and
//! pylint score, and the outcome of every test, all through the catalogue.

use std::collections::BTreeMap;

use serde::Serialize;
use serde_json::{Value, json};

use crate::toolbox::{Agent, Toolbox};

/// One Python file as measured.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct FileState {
    pub compiles: bool,
    pub score: f64,
    /// CPython's message and line when it does not compile.
    pub syntax_error: Option<String>,
}

/// pytest's counts, as the spec's `run_pytest` gives them.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct TestCounts {
    pub passed: u64,
    pub failed: u64,
    pub errors: u64,
}

/// A test that does not pass, as the Judge hands it back to the Fixer.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Failure {
    pub test: String,
    pub status: String,
    pub message: String,
    pub traceback: String,
}

/// The tests of the tree: every test's outcome by node id.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TestState {
    pub counts: TestCounts,
    pub outcomes: BTreeMap<String, String>,
    pub failures: Vec<Failure>,
}

/// The whole tree as measured at one moment.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Assessment {
    pub files: BTreeMap<String, FileState>,
    /// `None` when the tree has no tests: it is judged by syntax and lint.
    pub tests: Option<TestState>,
}

/// Longest traceback handed back per failing test.
const MAX_TRACEBACK_CHARS: usize = 3000;

impl Assessment {
    /// Measures `directory` for `agent`: `audit_directory` for the scores,
    /// `validate_python_syntax` per file, `run_pytest` for the tests.
    pub fn measure(
        toolbox: &Toolbox,
        agent: Agent,
        directory: &str,
        threshold: f64,
    ) -> toolsmith::Result<Assessment> {
        let audit = toolbox.call(
            agent,
            "audit_directory",
            json!({"directory": directory, "threshold": threshold}),
        )?;
        let mut files = BTreeMap::new();
        for file in audit["files"].as_array().into_iter().flatten() {
            let Some(name) = file["file"].as_str() else {
                continue;
            };
            let verdict = toolbox.call(agent, "validate_python_syntax", json!({"file_path": name}));
            let (compiles, syntax_error) = match verdict {
                Ok(verdict) if verdict["valid"] == true => (true, None),
                Ok(verdict) => (false, Some(syntax_error(&verdict["error"]))),
                Err(error) => (false, Some(error.to_string())),
            };
            let score = file["score"].as_f64().unwrap_or(0.0);
            files.insert(
                name.to_string(),
                FileState {
                    compiles,
                    score,
                    syntax_error,
                },
            );
        }
        let run = toolbox.call(agent, "run_pytest", json!({"directory": directory}))?;
        Ok(Assessment {
            files,
            tests: test_state(&run),
        })
    }

    /// The mean pylint score over the files (10 for a tree without any).
    pub fn mean_score(&self) -> f64 {
        if self.files.is_empty() {
            return 10.0;
        }
        self.files.values().map(|f| f.score).sum::<f64>() / self.files.len() as f64
    }

    pub fn counts(&self) -> TestCounts {
        self.tests.as_ref().map(|t| t.counts).unwrap_or_default()
    }

    /// Tests that do not pass.
    pub fn failures(&self) -> &[Failure] {
        self.tests.as_ref().map_or(&[], |t| t.failures.as_slice())
    }

    fn passing(&self) -> impl Iterator<Item = &str> {
        self.tests.iter().flat_map(|t| {
            t.outcomes
                .iter()
                .filter(|(_, status)| status.as_str() == "passed")
                .map(|(name, _)| name.as_str())
        })
    }

    fn passes(&self, test: &str) -> bool {
        self.tests
            .as_ref()
            .and_then(|t| t.outcomes.get(test))
            .is_some_and(|status| status == "passed")
    }

    /// Tests that passed in `before` and do not pass here.
    pub fn broken_since(&self, before: &Assessment) -> Vec<String> {
        before
            .passing()
            .filter(|test| !self.passes(test))
            .map(str::to_string)
            .collect()
    }

    /// Tests that did not pass in `before` and pass here.
    pub fn fixed_since(&self, before: &Assessment) -> Vec<String> {
        self.passing()
            .filter(|test| !before.passes(test))
            .map(str::to_string)
            .collect()
    }

    /// Files that compiled in `before` and do not compile here (a file
    /// that is gone counts as not compiling).
    pub fn stopped_compiling_since(&self, before: &Assessment) -> Vec<String> {
        before
            .files
            .iter()
            .filter(|(name, state)| {
                state.compiles && !self.files.get(*name).is_some_and(|now| now.compiles)
            })
            .map(|(name, _)| name.clone())
            .collect()
    }

    /// The Judge's acceptance: every test passes, every file compiles and
    /// reaches the threshold.
    pub fn acceptable(&self, threshold: f64) -> bool {
        let tests_pass = self
            .tests
            .as_ref()
            .is_none_or(|t| t.failures.is_empty() && t.counts.failed == 0 && t.counts.errors == 0);
        tests_pass
            && self
                .files
                .values()
                .all(|f| f.compiles && f.score >= threshold)
    }
}

fn syntax_error(error: &Value) -> String {
    format!(
        "line {}: {}",
        error["line"].as_u64().unwrap_or(0),
        error["message"].as_str().unwrap_or("syntax error")
    )
}

/// The tests of a `run_pytest` result; `None` when pytest collected none.
fn test_state(run: &Value) -> Option<TestState> {
    let counts = TestCounts {
        passed: run["passed"].as_u64().unwrap_or(0),
        failed: run["failed"].as_u64().unwrap_or(0),
        errors: run["errors"].as_u64().unwrap_or(0),
    };
    let tests = run["tests"].as_array().cloned().unwrap_or_default();
    if tests.is_empty() && counts == TestCounts::default() && run["timed_out"] != true {
        return None;
    }
    let log = run["error_log"].as_str().unwrap_or("");
    let mut outcomes = BTreeMap::new();
    let mut failures = Vec::new();
    for test in &tests {
        let (Some(name), Some(status)) = (test["name"].as_str(), test["status"].as_str()) else {
            continue;
        };
        outcomes.insert(name.to_string(), status.to_string());
        if matches!(status, "failed" | "error") {
            failures.push(Failure {
                test: name.to_string(),
                status: status.to_string(),
                message: test["message"].as_str().unwrap_or("").to_string(),
                traceback: traceback(log, name),
            });
        }
    }
    if run["timed_out"] == true && failures.is_empty() {
        failures.push(Failure {
            test: "(the test run)".into(),
            status: "error".into(),
            message: "the test run timed out".into(),
            traceback: String::new(),
        });
    }
    Some(TestState {
        counts,
        outcomes,
        failures,
    })
}

/// The section of pytest's error log about `test` (its header names it).
fn traceback(log: &str, test: &str) -> String {
    let header = format!(" {test} [");
    let Some(start) = log.find(&header) else {
        return String::new();
    };
    let start = log[..start].rfind('\n').map_or(0, |i| i + 1);
    let rest = &log[start..];
    let end = rest[1..].find("\n___").map_or(rest.len(), |i| i + 1);
    let section = rest[..end].trim_end();
    match section.char_indices().nth(MAX_TRACEBACK_CHARS) {
        Some((cut, _)) => format!("{}\n[... cut]", &section[..cut]),
        None => section.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_failures_traceback_is_its_own_section_of_the_log() {
        let log = "____ a.py::t1 [failed: call] ____\nE  one\n\n____ a.py::t2 [failed: call] ____\nE  two\n";
        assert_eq!(
            traceback(log, "a.py::t1"),
            "____ a.py::t1 [failed: call] ____\nE  one"
        );
        assert_eq!(
            traceback(log, "a.py::t2"),
            "____ a.py::t2 [failed: call] ____\nE  two"
        );
        assert_eq!(traceback(log, "a.py::t3"), "");
    }

    #[test]
    fn a_run_without_tests_is_no_test_state() {
        let run = json!({"passed": 0, "failed": 0, "errors": 0, "tests": [], "timed_out": false});
        assert_eq!(test_state(&run), None);
    }
}
