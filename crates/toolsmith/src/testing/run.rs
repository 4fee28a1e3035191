//! One confined pytest run: the launch (our reporting plugin, the project's
//! environment, the bytecode cache outside the sandbox), its supervision,
//! and the report read back.

use std::path::Path;
use std::time::Duration;

use serde_json::json;

use super::options::TestOptions;
use super::report::{Coverage, TestOutcome};
use super::{bytecode, report, supervise};
use crate::confine::zygote::Preload;
use crate::confine::{self, Confinement, Launch, Plan, Zygote};
use crate::environment::{self, EnvironmentInfo};
use crate::error::{Error, Result};
use crate::process::ProcessOutcome;
use crate::sandbox::Sandbox;
use crate::text::bounded;
use crate::toolchain::Toolchain;

const REPORT_PLUGIN: &str = include_str!("report_plugin.py");
const MAX_ERROR_LOG_CHARS: usize = 60_000;
/// What a warm parent of pytest runs imports: pytest and its own plugins.
const PRELOAD: Preload<'static> = Preload {
    kind: "pytest",
    files: &[],
    children_write: true,
};
const MAX_OUTPUT_BYTES: usize = 256 * 1024;
/// pytest's own configuration files, used if the tested directory has one.
const CONFIG_FILES: &[&str] = &[
    "pytest.ini",
    ".pytest.ini",
    "pyproject.toml",
    "tox.ini",
    "setup.cfg",
];

/// One pytest run, read back.
pub(super) struct Run {
    pub(super) outcomes: Vec<TestOutcome>,
    pub(super) exit_code: i32,
    pub(super) process: ProcessOutcome,
    pub(super) confinement: Confinement,
    pub(super) environment: EnvironmentInfo,
    pub(super) test_limit: Duration,
    pub(super) timed_out_tests: Vec<String>,
    pub(super) not_run: Vec<String>,
    /// The report said how pytest finished (it was not killed or crashed).
    pub(super) finished: bool,
    pub(super) coverage: Coverage,
}

impl Run {
    pub(super) fn output(&self) -> String {
        let mut output = self.process.stdout.text.clone();
        if !self.process.stderr.text.trim().is_empty() {
            output.push_str("\n--- stderr ---\n");
            output.push_str(&self.process.stderr.text);
        }
        output
    }

    pub(super) fn error_log(&self, timeout: Duration) -> String {
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
    /// Runs pytest on `targets` from `directory`, confined, in the
    /// project's environment, and reads the report.
    pub(super) fn run_confined(
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
        let parent = (!prepared.info.inside_sandbox)
            .then(|| {
                Zygote::for_python(
                    &toolchain,
                    &prepared.python,
                    &prepared.fingerprint,
                    confinement,
                    &PRELOAD,
                )
            })
            .flatten();
        let plan = Plan {
            toolchain: &toolchain,
            python: &prepared.python,
            options: confinement,
            sandbox_root: Some(self.root()),
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
        };
        let mut launch = match &parent {
            Some(parent) => Launch::prepare_in(&plan, parent.private_dir())?,
            None => Launch::prepare(&plan)?,
        };
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
            parent.as_ref(),
            directory,
            options.timeout,
            test_limit,
            MAX_OUTPUT_BYTES,
            (&skip_file, &dump_file),
        )?;
        let had_cgroup = launch.finish();
        let (report_text, process) = (supervised.report, supervised.process);
        let forked = supervised.forked;
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
        let mut confinement = confine::describe(
            confinement,
            &launch.namespaces,
            had_cgroup,
            events.confinement.as_ref(),
        );
        confinement.forked = forked;
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
