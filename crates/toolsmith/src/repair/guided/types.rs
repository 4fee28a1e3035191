//! What test-guided repair is asked for and what it answers.

use std::collections::BTreeMap;
use std::time::Duration;

use serde::Serialize;

use crate::probe::ProbeOptions;
use crate::repair::mutate::Operator;
use crate::testing::{PytestReport, TestOptions};

#[derive(Debug, Clone)]
pub struct TestRepairOptions {
    /// The search stops here, with what it found (default 60 s).
    pub budget: Duration,
    pub apply: bool,
    pub candidates: usize,
    /// Suspicious lines tried at most.
    pub lines: usize,
    /// With `apply`, write the best partial patch when no plausible one is
    /// found (off by default: see the book's page on repair).
    pub apply_partial: bool,
    pub test: TestOptions,
    /// Take the probe's findings (run so) as failing checks too: an edit
    /// must answer them as it must make failing tests pass.
    pub probe: Option<ProbeOptions>,
}

impl Default for TestRepairOptions {
    fn default() -> Self {
        TestRepairOptions {
            budget: Duration::from_secs(60),
            apply: false,
            candidates: 3,
            lines: 40,
            apply_partial: false,
            test: TestOptions::for_directory(),
            probe: None,
        }
    }
}

#[derive(Debug, Clone, Serialize)]
pub struct Suspicious {
    pub file_path: String,
    pub line: u32,
    /// Ochiai's score, 0 to 1.
    pub score: f64,
    /// The failing tests that execute the line, the quickest first.
    #[serde(skip)]
    pub(super) tests: Vec<String>,
}

/// One edit of a candidate.
#[derive(Debug, Clone, Serialize)]
pub struct TestEdit {
    pub file_path: String,
    pub line: u32,
    pub operator: Operator,
    /// What it does, in words.
    pub mutation: String,
}

/// Edits at most in one candidate (the partial patches taken, then the
/// last edit).
pub const MAX_EDITS: usize = 4;

#[derive(Debug, Clone, Serialize)]
pub struct TestCounts {
    pub passed: usize,
    pub failed: usize,
    pub errors: usize,
}

impl TestCounts {
    pub(super) fn of(report: &PytestReport) -> TestCounts {
        TestCounts {
            passed: report.passed,
            failed: report.failed,
            errors: report.errors,
        }
    }
}

/// A patch the tests (and the probe's findings, when taken) cannot tell
/// from a fix (`complete`), or one that fixes some failing tests or
/// findings and breaks none.
#[derive(Debug, Clone, Serialize)]
pub struct TestRepairCandidate {
    pub rank: usize,
    /// The first edit's file and line.
    pub file_path: String,
    pub line: u32,
    /// Every edit in words, in order.
    pub mutation: String,
    /// The edit operators, in order (several when partial patches came first).
    pub operators: Vec<Operator>,
    /// The edits, in order.
    pub edits: Vec<TestEdit>,
    /// Every test passes with it, and no finding is left.
    pub complete: bool,
    pub diff: String,
    /// Failing tests that pass with it, and findings it answers.
    pub fixes: Vec<String>,
    /// The whole suite's counts with it.
    pub tests: TestCounts,
    /// The probe's findings left with it (when findings were taken).
    pub findings_left: usize,
    /// No test that passed fails and at least one that failed passes.
    pub plausible: bool,
    /// Each changed file's new text.
    #[serde(skip)]
    pub(super) files: BTreeMap<String, String>,
}

#[derive(Debug, Clone, Serialize)]
pub struct TestRepairResult {
    pub directory: String,
    pub failing_before: Vec<String>,
    pub tests_before: TestCounts,
    /// The probe's findings taken as failing checks, each by its identity
    /// (kind, call, source and file), as a candidate's `fixes` names them.
    pub findings_before: Vec<String>,
    pub suspicious: Vec<Suspicious>,
    pub candidates: Vec<TestRepairCandidate>,
    /// Edits run against the tests.
    pub tried: usize,
    /// Why the search ended.
    pub stopped: StopReason,
    pub budget_exhausted: bool,
    pub applied: bool,
    pub duration: f64,
}

/// Why a test-guided search ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum StopReason {
    /// No test failed (and the probe found nothing, when run): nothing
    /// to repair.
    NothingFails,
    /// A patch with which every test passes was found.
    PlausiblePatch,
    /// The time budget was spent.
    Budget,
    /// Every edit of the suspicious lines was tried.
    Exhausted,
}
