//! What the Auditor and the Judge measure: each Python file's syntax and
//! pylint score, the outcome of every test, and what the probe finds by
//! running the code on the inputs it gives itself, all through the catalogue.

use std::collections::BTreeMap;

use serde::Serialize;
use serde_json::json;
use toolsmith::testing::PytestReport;
use toolsmith::tools::{AuditDirectory, RunPytest, ValidatePythonSyntax};

use crate::findings::ProbeState;
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
    /// `None` when the tree has no tests: it is judged by syntax, lint and the probe.
    pub tests: Option<TestState>,
    /// The probe's findings: evidence as failing tests are.
    pub probe: ProbeState,
}

/// Longest traceback handed back per failing test.
const MAX_TRACEBACK_CHARS: usize = 3000;

impl Assessment {
    /// Measures `directory` for `agent`: `audit_directory` for the scores,
    /// `validate_python_syntax` per file, `run_pytest` for the tests,
    /// `probe` for the findings.
    pub fn measure(
        toolbox: &Toolbox,
        agent: Agent,
        directory: &str,
        threshold: f64,
    ) -> toolsmith::Result<Assessment> {
        let audit = toolbox.run::<AuditDirectory>(
            agent,
            json!({"directory": directory, "threshold": threshold}),
        )?;
        let mut files = BTreeMap::new();
        for file in audit.files {
            let (compiles, syntax_error) = syntax_verdict(toolbox, agent, &file.file);
            files.insert(
                file.file,
                FileState {
                    compiles,
                    score: file.score,
                    syntax_error,
                },
            );
        }
        let run = toolbox.run::<RunPytest>(agent, json!({"directory": directory}))?;
        let probe = ProbeState::measure(toolbox, agent, directory);
        Ok(Assessment {
            files,
            tests: test_state(&run),
            probe,
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

    /// The Judge's acceptance: every test passes, the probe finds nothing,
    /// every file compiles and reaches the threshold.
    pub fn acceptable(&self, threshold: f64) -> bool {
        let tests_pass = self
            .tests
            .as_ref()
            .is_none_or(|t| t.failures.is_empty() && t.counts.failed == 0 && t.counts.errors == 0);
        tests_pass
            && self.probe.findings.is_empty()
            && self
                .files
                .values()
                .all(|f| f.compiles && f.score >= threshold)
    }
}

/// The tests of a `run_pytest` result; `None` when pytest collected none.
fn test_state(run: &PytestReport) -> Option<TestState> {
    let counts = TestCounts {
        passed: run.passed as u64,
        failed: run.failed as u64,
        errors: run.errors as u64,
    };
    if run.tests.is_empty() && counts == TestCounts::default() && !run.timed_out {
        return None;
    }
    let mut outcomes = BTreeMap::new();
    let mut failures = Vec::new();
    for test in &run.tests {
        outcomes.insert(test.name.clone(), test.status.clone());
        if matches!(test.status.as_str(), "failed" | "error") {
            failures.push(Failure {
                test: test.name.clone(),
                status: test.status.clone(),
                message: test.message.clone().unwrap_or_default(),
                traceback: traceback(&run.error_log, &test.name),
            });
        }
    }
    if run.timed_out && failures.is_empty() {
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

/// Whether a file compiles, by the syntax tool, and CPython's error if not.
fn syntax_verdict(toolbox: &Toolbox, agent: Agent, file: &str) -> (bool, Option<String>) {
    let verdict = toolbox.run::<ValidatePythonSyntax>(agent, json!({"file_path": file}));
    match verdict {
        Ok(verdict) => match verdict.error {
            None if verdict.valid => (true, None),
            None => (false, Some("syntax error".to_string())),
            Some(error) => (
                false,
                Some(format!("line {}: {}", error.line, error.message)),
            ),
        },
        Err(error) => (false, Some(error.to_string())),
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

    // A tree without tests (no test state): cli_swarm.rs, `has_tests` false.
}
