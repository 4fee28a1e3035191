//! The spec's `pytest_tool`: `run_pytest`, `run_single_test`,
//! `get_failing_tests`. pytest runs confined (see [`confine`]); outcomes come
//! from our reporting plugin's JSON lines, written outside the sandbox, never
//! from pytest's text; one broken module does not stop the others.

mod bytecode;
pub mod report;
mod supervise;

use std::path::{Path, PathBuf};
use std::time::Duration;

use serde::Serialize;
use serde_json::json;

pub use crate::confine::{Confinement, ConfinementOptions, Limits};
pub use report::{Coverage, TestOutcome};

use crate::confine::{self, Launch, Plan};
use crate::environment::{self, EnvironmentInfo, EnvironmentOptions};
use crate::error::{Error, Result};
use crate::process::ProcessOutcome;
use crate::sandbox::Sandbox;
use crate::text::bounded;
use crate::toolchain::{Toolchain, ToolchainOptions};

const REPORT_PLUGIN: &str = include_str!("report_plugin.py");
/// pytest's exit status for a usage error (e.g. a node id that matches nothing).
const PYTEST_USAGE_ERROR: i32 = 4;
const MAX_ERROR_LOG_CHARS: usize = 60_000;
const MAX_OUTPUT_BYTES: usize = 256 * 1024;
/// pytest's own configuration files, used if the tested directory has one.
const CONFIG_FILES: &[&str] = &[
    "pytest.ini",
    ".pytest.ini",
    "pyproject.toml",
    "tox.ini",
    "setup.cfg",
];

#[derive(Debug, Clone)]
pub struct TestOptions {
    /// The whole run's limit: everything stops at it.
    pub timeout: Duration,
    /// Each test's own limit (and each module's collection's); `None`: half
    /// of the run's, so one hung test always leaves time for the rest.
    pub test_timeout: Option<Duration>,
    pub confinement: ConfinementOptions,
    pub toolchain: ToolchainOptions,
    /// The project's environment, named explicitly (else found: see [`environment`]).
    pub environment: EnvironmentOptions,
    /// Record the sandbox lines each test executes ([`Sandbox::run_tests`]).
    pub coverage: bool,
}

impl TestOptions {
    /// Each test's limit, as in force.
    pub fn test_limit(&self) -> Duration {
        self.test_timeout
            .unwrap_or(self.timeout / 2)
            .min(self.timeout)
    }

    /// `run_pytest` and `get_failing_tests`: 60 s, as the spec says.
    pub fn for_directory() -> TestOptions {
        TestOptions {
            timeout: Duration::from_secs(60),
            test_timeout: None,
            confinement: ConfinementOptions::default(),
            toolchain: ToolchainOptions::default(),
            environment: EnvironmentOptions::default(),
            coverage: false,
        }
    }

    /// `run_single_test`: 30 s.
    pub fn for_single_test() -> TestOptions {
        TestOptions {
            timeout: Duration::from_secs(30),
            ..TestOptions::for_directory()
        }
    }
}

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

/// One pytest run, read back.
struct Run {
    outcomes: Vec<TestOutcome>,
    exit_code: i32,
    process: ProcessOutcome,
    confinement: Confinement,
    environment: EnvironmentInfo,
    test_limit: Duration,
    timed_out_tests: Vec<String>,
    not_run: Vec<String>,
    /// The report said how pytest finished (it was not killed or crashed).
    finished: bool,
    coverage: Coverage,
}

impl Run {
    fn output(&self) -> String {
        let mut output = self.process.stdout.text.clone();
        if !self.process.stderr.text.trim().is_empty() {
            output.push_str("\n--- stderr ---\n");
            output.push_str(&self.process.stderr.text);
        }
        output
    }

    fn error_log(&self, timeout: Duration) -> String {
        let mut log = String::new();
        // Next to the import errors it explains: what to install, and how.
        if let Some(advice) = self.environment.advice()
            && self
                .outcomes
                .iter()
                .any(|o| o.status == "failed" || o.status == "error")
        {
            log.push_str(&advice);
            log.push_str("\n\n");
        }
        if self.process.timed_out {
            log.push_str(&format!(
                "pytest was killed at the run's {} s limit; the results are those reported before it.\n",
                timeout.as_secs()
            ));
            if !self.not_run.is_empty() {
                log.push_str(&format!(
                    "{} tests never ran: {}\n",
                    self.not_run.len(),
                    bounded(&self.not_run.join(", "), 2_000)
                ));
            }
            log.push('\n');
        }
        for outcome in self
            .outcomes
            .iter()
            .filter(|o| o.status == "failed" || o.status == "error")
        {
            log.push_str(&format!(
                "________ {} [{}: {}] ________\n{}\n\n",
                outcome.name, outcome.status, outcome.phase, outcome.longrepr
            ));
        }
        if !self.finished && !self.process.timed_out {
            log.push_str("pytest did not finish normally; its output:\n");
            log.push_str(&self.output());
        }
        bounded(&log, MAX_ERROR_LOG_CHARS).into_owned()
    }
}

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

    /// Runs pytest on `targets` from `directory`, confined, in the
    /// project's environment, and reads the report.
    fn run_confined(
        &self,
        directory: &Path,
        targets: Vec<String>,
        options: &TestOptions,
    ) -> Result<Run> {
        let toolchain = Toolchain::ensure(&options.toolchain)?;
        let confinement = &options.confinement;
        let prepared = environment::prepare(self, &options.environment, &toolchain, confinement)?;
        let config_file = CONFIG_FILES
            .iter()
            .map(|f| directory.join(f))
            .find(|p| p.is_file());
        let pycache = bytecode::prepare(self, &toolchain);
        let writable = [pycache.clone()];
        let mut launch = Launch::prepare(&Plan {
            toolchain: &toolchain,
            python: &prepared.python,
            options: confinement,
            sandbox_root: self.root(),
            sandbox_writable: true,
            writable: &writable,
            timeout: options.timeout,
            files: &[
                ("toolsmith_report.py", REPORT_PLUGIN),
                ("pytest.ini", "[pytest]\n"),
                ("skip.json", "{\"skip\": [], \"ignore\": []}"),
                ("stack-dump.txt", ""),
            ],
            mode: "pytest",
        })?;
        let test_limit = options.test_limit();
        let (skip_file, dump_file) = (
            launch.private_file("skip.json"),
            launch.private_file("stack-dump.txt"),
        );
        launch.config.insert("skip_file".into(), json!(skip_file));
        launch.config.insert("dump_file".into(), json!(dump_file));
        launch
            .config
            .insert("test_limit".into(), json!(test_limit.as_secs_f64()));
        let config_file = config_file.unwrap_or_else(|| launch.private_file("pytest.ini"));
        let mut pytest_args = vec![
            "-p".to_string(),
            "no:cacheprovider".into(),
            "--continue-on-collection-errors".into(),
            "--color=no".into(),
            "--rootdir".into(),
            directory.display().to_string(),
            // Else it defaults to the config file's directory, and collection
            // would start from a common ancestor outside the sandbox.
            "--confcutdir".into(),
            directory.display().to_string(),
            "-c".into(),
            config_file.display().to_string(),
        ];
        pytest_args.extend(targets);
        launch
            .config
            .insert("pytest_args".into(), json!(pytest_args));
        launch.config.insert(
            "plugin".into(),
            json!(launch.private_file("toolsmith_report.py")),
        );
        launch.config.insert("pycache".into(), json!(pycache));
        if options.coverage {
            launch
                .config
                .insert("coverage_root".into(), json!(self.root()));
        }
        let supervised = supervise::supervise(
            &mut launch,
            directory,
            options.timeout,
            test_limit,
            MAX_OUTPUT_BYTES,
            (&skip_file, &dump_file),
        )?;
        let had_cgroup = launch.finish();
        let (report_text, process) = (supervised.report, supervised.process);
        let mut events = report::parse(&report_text);
        let timed_out_tests: Vec<String> =
            supervised.stopped.iter().map(|s| s.name.clone()).collect();
        for mut stopped in supervised.stopped {
            // Stopped after its call was reported: its teardown hung (an error, as pytest counts it).
            if events
                .outcomes
                .iter()
                .any(|o| o.name == stopped.name && o.phase == "call")
            {
                stopped.status = "error".into();
                stopped.phase = "teardown".into();
            }
            events.outcomes.push(stopped);
        }
        // A restart collects again: a module's collection error once only.
        let mut seen = std::collections::HashSet::new();
        events
            .outcomes
            .retain(|o| seen.insert((o.name.clone(), o.phase.clone(), o.status.clone())));
        if process.exit_code == Some(confine::CONFINEMENT_REFUSED) && events.exitstatus.is_none() {
            return Err(Error::Confinement(process.stderr.text.trim().to_string()));
        }
        if events.exitstatus.is_none() && !process.timed_out && !events.started {
            return Err(Error::Environment {
                message: format!(
                    "pytest could not start in the environment ({}, {}): {}",
                    prepared.info.source,
                    prepared.info.interpreter.display(),
                    launch.failure(&report_text, &process)
                ),
                hint: "check the environment with `toolsmith env`".into(),
            });
        }
        let confinement = confine::describe(
            confinement,
            &launch.namespaces,
            had_cgroup,
            events.confinement.as_ref(),
        );
        let exit_code = match events.exitstatus.or(process.exit_code).unwrap_or(-1) {
            // The last restart may have had nothing left to run (5): a test
            // stopped at its limit failed, pytest's code for that is 1.
            0 | 5 if !timed_out_tests.is_empty() => 1,
            code => code,
        };
        Ok(Run {
            exit_code,
            coverage: if options.coverage {
                report::coverage_of(&report_text)
            } else {
                Coverage::new()
            },
            finished: events.exitstatus.is_some(),
            outcomes: events.outcomes,
            process,
            confinement,
            environment: prepared.info,
            test_limit,
            timed_out_tests,
            not_run: supervised.not_run,
        })
    }
}
