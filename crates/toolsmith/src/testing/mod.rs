//! The spec's `pytest_tool`: `run_pytest`, `run_single_test`,
//! `get_failing_tests`. pytest runs confined (see [`confine`]); outcomes come
//! from our reporting plugin's JSON lines, written outside the sandbox, never
//! from pytest's text; one broken module does not stop the others.

mod bytecode;
mod options;
pub mod report;
mod run;
mod supervise;

use std::path::{Path, PathBuf};

use serde::Serialize;

pub use crate::confine::{Confinement, ConfinementOptions, Limits};
pub use options::{DEFAULT_SINGLE_TEST_TIMEOUT, DEFAULT_TEST_TIMEOUT, TestOptions};
pub use report::{Coverage, TestOutcome};
use run::Run;

use crate::environment::EnvironmentInfo;
use crate::error::{Error, Result};
use crate::sandbox::Sandbox;
use crate::text::bounded;

/// The counts pytest's summary line gives.
#[derive(Debug, Clone, Default, Serialize, PartialEq)]
pub struct Counts {
    pub passed: usize,
    pub failed: usize,
    pub skipped: usize,
    pub errors: usize,
    pub xfailed: usize,
    pub xpassed: usize,
    /// Every outcome pytest reports.
    pub total: usize,
}

impl Counts {
    fn of(outcomes: &[TestOutcome]) -> Counts {
        let count = |status: &str| outcomes.iter().filter(|o| o.status == status).count();
        Counts {
            passed: count("passed"),
            failed: count("failed"),
            skipped: count("skipped"),
            errors: count("error"),
            xfailed: count("xfailed"),
            xpassed: count("xpassed"),
            total: outcomes.len(),
        }
    }

    /// `round(100 * passed / total, 2)`, 0 when nothing ran.
    fn success_rate(&self) -> f64 {
        if self.total == 0 {
            return 0.0;
        }
        (10_000.0 * self.passed as f64 / self.total as f64).round() / 100.0
    }
}

/// The spec's `run_pytest` result, and more.
#[derive(Debug, Clone, Serialize)]
pub struct PytestReport {
    pub directory: String,
    pub passed: usize,
    pub failed: usize,
    pub skipped: usize,
    pub total: usize,
    pub success_rate: f64,
    /// pytest's exit code; -1 when it was killed at the time limit.
    pub exit_code: i32,
    pub tests: Vec<TestOutcome>,
    pub error_log: String,
    pub errors: usize,
    pub xfailed: usize,
    pub xpassed: usize,
    /// Seconds.
    pub duration: f64,
    pub timed_out: bool,
    /// Each test's own limit, in seconds.
    pub test_timeout: f64,
    /// Tests (or modules, in collection) stopped at their own limit and
    /// reported as failed (errors, for collection); the run went on.
    pub timed_out_tests: Vec<String>,
    /// Collected but never run: the whole run's limit was reached.
    pub not_run: Vec<String>,
    pub confinement: Confinement,
    /// The project's environment pytest ran in.
    pub environment: EnvironmentInfo,
    /// pytest's console output (bounded).
    pub output: String,
}

/// The spec's `run_single_test` result, and more.
#[derive(Debug, Clone, Serialize)]
pub struct SingleTestReport {
    pub test_file: String,
    pub test_name: Option<String>,
    pub passed: usize,
    pub failed: usize,
    /// At least one test ran, and none failed or errored.
    pub success: bool,
    pub output: String,
    pub errors: usize,
    pub skipped: usize,
    pub total: usize,
    pub exit_code: i32,
    pub tests: Vec<TestOutcome>,
    pub error_log: String,
    pub duration: f64,
    pub timed_out: bool,
    pub test_timeout: f64,
    pub timed_out_tests: Vec<String>,
    pub not_run: Vec<String>,
    pub confinement: Confinement,
    pub environment: EnvironmentInfo,
}

#[derive(Debug, Clone, Serialize)]
pub struct Failure {
    pub name: String,
    /// `failed` or `error`.
    pub status: String,
    pub message: Option<String>,
    pub file: Option<String>,
    pub line: Option<u64>,
    /// pytest's report of it, bounded.
    pub traceback: String,
}

/// The spec's `get_failing_tests` result.
#[derive(Debug, Clone, Serialize)]
pub struct FailingTests {
    pub directory: String,
    /// Failures and errors (a module that fails to import is an error).
    pub failed_count: usize,
    pub failing_tests: Vec<Failure>,
    pub error_log: String,
    pub timed_out: bool,
    pub timed_out_tests: Vec<String>,
    pub not_run: Vec<String>,
    pub confinement: Confinement,
    pub environment: EnvironmentInfo,
}

/// pytest's exit status for a usage error (e.g. a node id that matches nothing).
const PYTEST_USAGE_ERROR: i32 = 4;

impl Sandbox {
    /// The spec's `run_pytest`: every test under `directory`, run from it.
    pub fn run_pytest(&self, directory: &Path, options: &TestOptions) -> Result<PytestReport> {
        self.run_tests(directory, &[], options)
            .map(|(report, _)| report)
    }

    /// Tests under `directory` (`node_ids` relative to it, or all of them),
    /// run from it; with `options.coverage`, the lines each one executed.
    pub fn run_tests(
        &self,
        directory: &Path,
        node_ids: &[String],
        options: &TestOptions,
    ) -> Result<(PytestReport, Coverage)> {
        let shown = directory.display().to_string();
        let real = self.real_directory(directory)?;
        let targets = if node_ids.is_empty() {
            vec![".".into()]
        } else {
            node_ids.to_vec()
        };
        let mut run = self.run_confined(&real, targets, options)?;
        let coverage = std::mem::take(&mut run.coverage);
        Ok((Self::report_of(shown, run, options), coverage))
    }

    fn report_of(shown: String, run: Run, options: &TestOptions) -> PytestReport {
        let counts = Counts::of(&run.outcomes);
        PytestReport {
            directory: shown,
            passed: counts.passed,
            failed: counts.failed,
            skipped: counts.skipped,
            total: counts.total,
            success_rate: counts.success_rate(),
            exit_code: run.exit_code,
            error_log: run.error_log(options.timeout),
            errors: counts.errors,
            xfailed: counts.xfailed,
            xpassed: counts.xpassed,
            duration: run.process.duration.as_secs_f64(),
            timed_out: run.process.timed_out,
            test_timeout: run.test_limit.as_secs_f64(),
            output: run.output(),
            confinement: run.confinement,
            environment: run.environment,
            timed_out_tests: run.timed_out_tests,
            not_run: run.not_run,
            tests: run.outcomes,
        }
    }

    /// The spec's `run_single_test`: a file, or one test of it selected by
    /// node id (`test_x`, `TestClass::test_x`, `test_x[param]`), never by a
    /// substring. A name that matches nothing is an error, not "0 passed".
    pub fn run_single_test(
        &self,
        test_file: &Path,
        test_name: Option<&str>,
        options: &TestOptions,
    ) -> Result<SingleTestReport> {
        let shown = test_file.display().to_string();
        let relative = self.locate(test_file)?;
        let metadata = self
            .beneath(&relative, |r| self.dir().metadata(r))
            .map_err(|e| Error::from_io(&shown, "stat", e))?;
        if !metadata.is_file() {
            return Err(Error::InvalidArgument(format!("{shown}: not a test file")));
        }
        let file_name = relative
            .file_name()
            .and_then(|n| n.to_str())
            .ok_or_else(|| Error::InvalidArgument(format!("{shown}: not a UTF-8 file name")))?;
        if let Some(name) = test_name
            && (name.is_empty() || name.contains(['\0', '\n']) || name.starts_with('-'))
        {
            return Err(Error::InvalidArgument(format!(
                "invalid test name {name:?}"
            )));
        }
        let target = match test_name {
            Some(name) => format!("{file_name}::{name}"),
            None => file_name.to_string(),
        };
        let parent = relative.parent().unwrap_or(Path::new("")).to_path_buf();
        let real = self.root().join(&parent);
        let run = self.run_confined(&real, vec![target.clone()], options)?;
        if run.outcomes.is_empty() && run.exit_code == PYTEST_USAGE_ERROR {
            let said = run.output();
            let reason = said
                .lines()
                .find(|l| l.contains("not found") || l.starts_with("ERROR"))
                .unwrap_or("no test matches");
            return Err(Error::InvalidArgument(format!(
                "{shown}: test {target:?} not found ({})",
                reason.trim()
            )));
        }
        let counts = Counts::of(&run.outcomes);
        Ok(SingleTestReport {
            test_file: shown,
            test_name: test_name.map(String::from),
            passed: counts.passed,
            failed: counts.failed,
            success: counts.total > counts.skipped + counts.xfailed
                && counts.failed == 0
                && counts.errors == 0
                && !run.process.timed_out,
            output: run.output(),
            errors: counts.errors,
            skipped: counts.skipped,
            total: counts.total,
            exit_code: run.exit_code,
            error_log: run.error_log(options.timeout),
            duration: run.process.duration.as_secs_f64(),
            timed_out: run.process.timed_out,
            test_timeout: run.test_limit.as_secs_f64(),
            confinement: run.confinement,
            environment: run.environment,
            timed_out_tests: run.timed_out_tests,
            not_run: run.not_run,
            tests: run.outcomes,
        })
    }

    /// The spec's `get_failing_tests`.
    pub fn get_failing_tests(
        &self,
        directory: &Path,
        options: &TestOptions,
    ) -> Result<FailingTests> {
        let report = self.run_pytest(directory, options)?;
        let failing_tests: Vec<Failure> = report
            .tests
            .iter()
            .filter(|o| o.status == "failed" || o.status == "error")
            .map(|o| Failure {
                name: o.name.clone(),
                status: o.status.clone(),
                message: o.message.clone(),
                file: o.file.clone(),
                line: o.line,
                traceback: bounded(&o.longrepr, 4_000).into_owned(),
            })
            .collect();
        Ok(FailingTests {
            directory: report.directory,
            failed_count: failing_tests.len(),
            failing_tests,
            error_log: report.error_log,
            timed_out: report.timed_out,
            timed_out_tests: report.timed_out_tests,
            not_run: report.not_run,
            confinement: report.confinement,
            environment: report.environment,
        })
    }

    /// The real path of a directory inside the sandbox, checked through the handle.
    fn real_directory(&self, directory: &Path) -> Result<PathBuf> {
        let shown = directory.display().to_string();
        let relative = self.locate(directory)?;
        if !relative.as_os_str().is_empty() {
            let metadata = self
                .beneath(&relative, |r| self.dir().metadata(r))
                .map_err(|e| Error::from_io(&shown, "stat", e))?;
            if !metadata.is_dir() {
                return Err(Error::NotADirectory { path: shown });
            }
        }
        Ok(self.root().join(relative))
    }
}
