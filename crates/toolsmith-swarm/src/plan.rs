//! The Auditor's plan: what the measurements say must change, in the order
//! the Fixer works (syntax first: nothing else can be judged in a file that
//! does not compile; then pylint's messages; then the failing tests and the
//! probe's findings).

use std::fmt::Write;

use toolsmith::probe::Finding;

use crate::assess::{Assessment, Failure};
use crate::findings::describe;

/// One thing to repair.
#[derive(Debug, Clone, PartialEq)]
pub enum Task {
    /// A file CPython will not compile.
    RepairSyntax { file: String, error: String },
    /// A file pylint marks down (under 10).
    CleanLint { file: String, score: f64 },
    /// Tests that do not pass.
    RepairTests { failures: Vec<Failure> },
    /// Calls that hang, crash or contradict a doctest on inputs the code
    /// gives itself (the probe's findings).
    RepairFindings { findings: Vec<Finding> },
}

impl Task {
    /// A short key: the same task in two iterations has the same key.
    pub fn key(&self) -> String {
        match self {
            Task::RepairSyntax { file, .. } => format!("syntax:{file}"),
            Task::CleanLint { file, .. } => format!("lint:{file}"),
            Task::RepairTests { .. } => "tests".into(),
            Task::RepairFindings { .. } => "findings".into(),
        }
    }

    /// The files the task names.
    pub fn files(&self) -> Vec<String> {
        match self {
            Task::RepairSyntax { file, .. } | Task::CleanLint { file, .. } => vec![file.clone()],
            Task::RepairTests { failures } => failures
                .iter()
                .filter_map(|f| f.test.split("::").next())
                .map(str::to_string)
                .collect(),
            Task::RepairFindings { findings } => findings.iter().map(|f| f.file.clone()).collect(),
        }
    }
}

/// The plan for one iteration.
#[derive(Debug, Clone, PartialEq)]
pub struct Plan {
    pub directory: String,
    pub tasks: Vec<Task>,
    pub has_tests: bool,
}

impl Plan {
    /// What the Fixer is told: the plan, each failing test with its
    /// traceback, and the Judge's word on the last iteration if it undid it.
    pub fn fixer_prompt(&self, kept: &Assessment, threshold: f64, feedback: &str) -> String {
        let mut prompt = self.render(kept, threshold);
        for failure in kept.failures() {
            let _ = write!(
                prompt,
                "\nFailing test {} ({}): {}\n{}\n",
                failure.test, failure.status, failure.message, failure.traceback
            );
        }
        for finding in &kept.probe.findings {
            let _ = writeln!(
                prompt,
                "\nProbe finding ({}): {}",
                finding.kind,
                describe(finding)
            );
            if let Some(traceback) = &finding.traceback {
                let _ = writeln!(prompt, "{traceback}");
            }
        }
        if !feedback.is_empty() {
            prompt.push('\n');
            prompt.push_str(feedback);
        }
        prompt
    }

    /// What `assessment` asks of the Fixer.
    pub fn from_assessment(directory: &str, assessment: &Assessment) -> Plan {
        let mut tasks = Vec::new();
        for (file, state) in &assessment.files {
            if !state.compiles {
                tasks.push(Task::RepairSyntax {
                    file: file.clone(),
                    error: state.syntax_error.clone().unwrap_or_default(),
                });
            }
        }
        for (file, state) in &assessment.files {
            if state.compiles && state.score < 10.0 {
                tasks.push(Task::CleanLint {
                    file: file.clone(),
                    score: state.score,
                });
            }
        }
        let failures = assessment.failures();
        if !failures.is_empty() {
            tasks.push(Task::RepairTests {
                failures: failures.to_vec(),
            });
        }
        if !assessment.probe.findings.is_empty() {
            tasks.push(Task::RepairFindings {
                findings: assessment.probe.findings.clone(),
            });
        }
        Plan {
            directory: directory.to_string(),
            tasks,
            has_tests: assessment.tests.is_some(),
        }
    }

    /// The plan as the Fixer (a model or the offline one) reads it.
    pub fn render(&self, assessment: &Assessment, threshold: f64) -> String {
        let mut text = String::new();
        let counts = assessment.counts();
        let _ = writeln!(
            text,
            "Plan for {} ({} Python files, mean pylint score {:.2}, threshold {threshold}; {}):",
            self.directory,
            assessment.files.len(),
            assessment.mean_score(),
            if self.has_tests {
                format!(
                    "tests: {} passed, {} failed, {} errors",
                    counts.passed, counts.failed, counts.errors
                )
            } else if assessment.probe.findings.is_empty() {
                "no tests: judged by syntax, lint and the probe".to_string()
            } else {
                "no tests: the probe's findings stand for failing tests".to_string()
            }
        );
        if self.tasks.is_empty() {
            text.push_str("Nothing to repair.\n");
        }
        for (number, task) in self.tasks.iter().enumerate() {
            write_task(&mut text, number + 1, task, threshold);
        }
        text
    }
}

/// One task of the plan, numbered, as the Fixer reads it.
fn write_task(text: &mut String, number: usize, task: &Task, threshold: f64) {
    let _ = match task {
        Task::RepairSyntax { file, error } => writeln!(
            text,
            "{}. {file} does not compile ({error}): repair its syntax.",
            number
        ),
        Task::CleanLint { file, score } => writeln!(
            text,
            "{}. {file} scores {score:.2}{}: fix what pylint reports without changing behaviour.",
            number,
            if *score < threshold {
                format!(", under {threshold}")
            } else {
                String::new()
            }
        ),
        Task::RepairTests { failures } => write_failures(text, number, failures),
        Task::RepairFindings { findings } => write_findings(text, number, findings),
    };
}

/// Failing tests, each on a line of its own.
fn write_failures(text: &mut String, number: usize, failures: &[Failure]) -> std::fmt::Result {
    writeln!(
        text,
        "{}. {} test(s) do not pass: repair the code they test, not the tests:",
        number,
        failures.len()
    )?;
    for failure in failures {
        writeln!(
            text,
            "   - {} ({}): {}",
            failure.test,
            failure.status,
            first_line(&failure.message)
        )?;
    }
    Ok(())
}

/// The probe's findings, each on a line of its own.
fn write_findings(text: &mut String, number: usize, findings: &[Finding]) -> std::fmt::Result {
    writeln!(
        text,
        "{}. {} call(s) on inputs the code gives itself fail (evidence as a failing test is): repair the code so that each returns as its docstring, name and callers mean:",
        number,
        findings.len()
    )?;
    for finding in findings {
        writeln!(text, "   - {}", describe(finding))?;
    }
    Ok(())
}

fn first_line(text: &str) -> &str {
    text.lines().next().unwrap_or("")
}
