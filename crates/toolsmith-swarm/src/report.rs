//! What a run reports: the `--json` object (a contract: outside checks read
//! it), its text form, the per-iteration history the HTML page draws, the
//! run's diffs and what it leaves undone.

use std::fmt::Write;

use serde::Serialize;
use serde_json::json;
use toolsmith::tools::RunPylintAnalysis;

use crate::assess::{Assessment, TestCounts};
use crate::findings::describe;
use crate::rollback::Snapshot;
use crate::stop::StopReason;
use crate::toolbox::{Agent, Toolbox};

/// One file before and after the run.
#[derive(Debug, Clone, Serialize)]
pub struct FileOutcome {
    pub file: String,
    pub compiles_before: bool,
    pub compiles_after: bool,
    pub score_before: f64,
    pub score_after: f64,
    pub changed: bool,
    /// Unified diff from the text before the run to the text after.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub diff: String,
}

/// One iteration of the loop, as the Judge saw it.
#[derive(Debug, Clone, Serialize)]
pub struct Iteration {
    pub number: usize,
    /// What the Fixer did, one line per action.
    pub actions: Vec<String>,
    pub files_changed: Vec<String>,
    /// Kept by the Judge, or undone (then `reason` says why).
    pub kept: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// The tree after the Judge's decision.
    pub mean_score: f64,
    pub tests: TestCounts,
    /// The probe's findings in the tree after the Judge's decision.
    pub probe_findings: usize,
    pub duration: f64,
    /// Time spent inside the catalogue's tools (the rest: the loop, the model).
    pub tool_time: f64,
    /// The Judge's share of `tool_time`: measuring the tree again.
    pub judge_time: f64,
}

/// A probe finding left after the run.
#[derive(Debug, Clone, Serialize)]
pub struct ReportedFinding {
    /// `hang`, `crash` or `doctest`.
    pub kind: String,
    pub call: String,
    pub file: String,
    /// Where the input came from (`main block`, `doctest`, ...) and its line.
    pub source: String,
    pub origin: String,
    /// The finding in words.
    pub description: String,
}

impl ReportedFinding {
    /// The findings left in `tree`.
    pub fn all(tree: &Assessment) -> Vec<ReportedFinding> {
        tree.probe
            .findings
            .iter()
            .map(|f| ReportedFinding {
                kind: f.kind.clone(),
                call: f.call.clone(),
                file: f.file.clone(),
                source: f.source.clone(),
                origin: f.origin.clone(),
                description: describe(f),
            })
            .collect()
    }
}

/// The result of `toolsmith swarm`.
#[derive(Debug, Clone, Serialize)]
pub struct SwarmReport {
    pub target_dir: String,
    pub model: String,
    pub iterations: usize,
    pub accepted: bool,
    pub stop_reason: StopReason,
    pub files: Vec<FileOutcome>,
    pub tests_before: TestCounts,
    pub tests_after: TestCounts,
    pub tests_fixed: Vec<String>,
    pub tests_broken: Vec<String>,
    /// The probe's findings (calls that hang, crash or contradict a doctest
    /// on inputs the code gives itself), before and after the run.
    pub probe_before: usize,
    pub probe_after: usize,
    /// Each finding left after the run.
    pub probe_findings: Vec<ReportedFinding>,
    /// Why the probe could not run, if it could not (the tree was then
    /// judged without it).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub probe_error: Option<String>,
    pub model_calls: usize,
    /// Model calls that failed after their retries.
    pub failed_model_calls: usize,
    pub tokens: u64,
    /// The prompt set the agents used (where from, its hash).
    pub prompts: crate::prompts::Prompts,
    pub duration: f64,
    /// What the run left undone, one line each (what needs a model, for the offline run).
    pub remaining: Vec<String>,
    pub threshold: f64,
    /// False when the tree has no tests: it was judged by syntax, lint and the probe.
    pub has_tests: bool,
    pub mean_score_before: f64,
    pub mean_score_after: f64,
    pub history: Vec<Iteration>,
    /// Set when the run stopped on an error (the endpoint's own message).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

impl SwarmReport {
    /// The files' table, before and after.
    pub fn files_from(
        before: &Assessment,
        after: &Assessment,
        changed: &[(String, String)],
    ) -> Vec<FileOutcome> {
        let mut names: Vec<&String> = before.files.keys().chain(after.files.keys()).collect();
        names.sort();
        names.dedup();
        names
            .into_iter()
            .map(|name| {
                let was = before.files.get(name);
                let is = after.files.get(name);
                let diff = changed
                    .iter()
                    .find(|(file, _)| file == name)
                    .map(|(_, diff)| diff.clone())
                    .unwrap_or_default();
                FileOutcome {
                    file: name.clone(),
                    compiles_before: was.is_some_and(|f| f.compiles),
                    compiles_after: is.is_some_and(|f| f.compiles),
                    score_before: was.map_or(0.0, |f| f.score),
                    score_after: is.map_or(0.0, |f| f.score),
                    changed: !diff.is_empty(),
                    diff,
                }
            })
            .collect()
    }

    /// The report as a person reads it on a terminal.
    pub fn text(&self) -> String {
        let mut out = String::new();
        self.write_files(&mut out);
        self.write_tests_and_probe(&mut out);
        self.write_history(&mut out);
        self.write_summary(&mut out);
        out
    }

    /// Each file before and after.
    fn write_files(&self, out: &mut String) {
        let _ = writeln!(out, "{:<44} {:>9} {:>17}", "file", "compiles", "score");
        for file in &self.files {
            let _ = writeln!(
                out,
                "{:<44} {:>4} -> {:<3} {:>6.2} -> {:<6.2}{}",
                file.file,
                yes_no(file.compiles_before),
                yes_no(file.compiles_after),
                file.score_before,
                file.score_after,
                if file.changed { " changed" } else { "" }
            );
        }
    }

    /// The tests' counts and the probe's findings, before and after.
    fn write_tests_and_probe(&self, out: &mut String) {
        if self.has_tests {
            let _ = writeln!(
                out,
                "tests: {} -> {}",
                counts(&self.tests_before),
                counts(&self.tests_after)
            );
        } else {
            out.push_str("tests: none found; judged by syntax, lint and the probe\n");
        }
        let _ = writeln!(
            out,
            "probe findings: {} -> {}",
            self.probe_before, self.probe_after
        );
        for finding in &self.probe_findings {
            let _ = writeln!(out, "  {}: {}", finding.kind, finding.description);
        }
        if let Some(error) = &self.probe_error {
            let _ = writeln!(out, "  the probe could not run: {error}");
        }
        for test in &self.tests_fixed {
            let _ = writeln!(out, "  fixed: {test}");
        }
        for test in &self.tests_broken {
            let _ = writeln!(out, "  broken: {test}");
        }
    }

    /// The prompt set (with a model), each iteration and what is left.
    fn write_history(&self, out: &mut String) {
        if self.model != "offline" {
            let _ = writeln!(out, "{}", self.prompts.describe());
        }
        for iteration in &self.history {
            let _ = writeln!(
                out,
                "iteration {}: {}{}",
                iteration.number,
                if iteration.kept { "kept" } else { "undone" },
                iteration
                    .reason
                    .as_ref()
                    .map(|r| format!(" ({r})"))
                    .unwrap_or_default()
            );
            for action in &iteration.actions {
                let _ = writeln!(out, "  {action}");
            }
        }
        if !self.remaining.is_empty() {
            out.push_str("remaining:\n");
            for item in &self.remaining {
                let _ = writeln!(out, "  - {item}");
            }
        }
    }

    /// The one line that sums the run up.
    fn write_summary(&self, out: &mut String) {
        let _ = writeln!(
            out,
            "{}: {} after {} iteration(s) ({}), mean score {:.2} -> {:.2}, {} model call(s), {} token(s), {:.1}s",
            self.target_dir,
            if self.accepted {
                "accepted"
            } else {
                "not accepted"
            },
            self.iterations,
            self.stop_reason,
            self.mean_score_before,
            self.mean_score_after,
            self.model_calls,
            self.tokens,
            self.duration
        );
    }
}

pub(crate) fn yes_no(value: bool) -> &'static str {
    if value { "yes" } else { "no" }
}

fn counts(c: &TestCounts) -> String {
    format!(
        "{} passed, {} failed, {} errors",
        c.passed, c.failed, c.errors
    )
}

/// Each changed file's diff from the start of the run to its end.
pub fn diffs(original: &Snapshot, finished: &Snapshot) -> Vec<(String, String)> {
    original
        .changed(finished)
        .into_iter()
        .map(|name| {
            let old = original.files.get(&name).map_or("", String::as_str);
            let new = finished.files.get(&name).map_or("", String::as_str);
            let diff = toolsmith::modify::unified_diff(&name, old, new);
            (name, diff)
        })
        .collect()
}

/// What the run leaves undone, one line each.
pub fn remaining(toolbox: &Toolbox, kept: &Assessment, threshold: f64) -> Vec<String> {
    let mut remaining = Vec::new();
    for (file, measured) in &kept.files {
        if !measured.compiles {
            remaining.push(format!(
                "{file}: does not compile ({}); no verified repair found",
                measured.syntax_error.as_deref().unwrap_or("syntax error")
            ));
        }
    }
    for failure in kept.failures() {
        remaining.push(format!(
            "{} {}: {}",
            failure.test,
            failure.status,
            failure.message.lines().next().unwrap_or("")
        ));
    }
    for finding in &kept.probe.findings {
        remaining.push(format!(
            "probe {} in {}: {}",
            finding.kind,
            finding.file,
            describe(finding)
        ));
    }
    for (file, measured) in &kept.files {
        if measured.compiles && measured.score < threshold {
            remaining.push(format!(
                "{file}: score {:.2} under {threshold}: {}",
                measured.score,
                messages(toolbox, file)
            ));
        }
    }
    remaining
}

/// pylint's messages for `file`, counted by symbol, most frequent first.
fn messages(toolbox: &Toolbox, file: &str) -> String {
    let Ok(result) = toolbox.run::<RunPylintAnalysis>(Agent::Judge, json!({"file_path": file}))
    else {
        return "pylint's messages unavailable".into();
    };
    let mut counts: Vec<(String, usize)> = Vec::new();
    for issue in result.issues {
        let symbol = issue.symbol;
        match counts.iter_mut().find(|(s, _)| *s == symbol) {
            Some((_, n)) => *n += 1,
            None => counts.push((symbol, 1)),
        }
    }
    counts.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    counts
        .iter()
        .map(|(symbol, n)| format!("{symbol} x{n}"))
        .collect::<Vec<_>>()
        .join(", ")
}
