//! How `test`, `test-one`, `failing` show their results; `doctor`.

use std::fmt::Write as _;

use toolsmith::confine::ConfinementOptions;
use toolsmith::environment::EnvironmentInfo;
use toolsmith::testing::{
    Confinement, FailingTests, PytestReport, SingleTestReport, TestOptions, TestOutcome,
};
use toolsmith::toolchain::{Toolchain, ToolchainOptions};
use toolsmith::tools::TestLimits;
use toolsmith::{Error, Sandbox};

use super::{Outcome, Shown};
use crate::cli::TestFlags;

/// The time limits the flags name.
pub fn limits(flags: &TestFlags) -> TestLimits {
    TestLimits {
        timeout: flags.timeout.map(|seconds| seconds as f64),
        test_timeout: flags.test_timeout,
    }
}

/// The confinement the flags ask for, on top of `base`.
pub fn confinement(flags: &TestFlags, base: &ConfinementOptions) -> ConfinementOptions {
    ConfinementOptions {
        require: flags.require_confinement,
        enabled: !flags.no_confinement,
        ..base.clone()
    }
}

/// pytest's summary line, from our counts.
fn summary(parts: &[(usize, &str)], seconds: f64, timed_out: bool) -> String {
    let said: Vec<String> = parts
        .iter()
        .filter(|(n, _)| *n > 0)
        .map(|(n, what)| format!("{n} {what}"))
        .collect();
    let said = if said.is_empty() {
        "no tests ran".to_string()
    } else {
        said.join(", ")
    };
    let limit = if timed_out {
        " (killed at the time limit)"
    } else {
        ""
    };
    format!("{said} in {seconds:.2}s{limit}\n")
}

fn problems(tests: &[TestOutcome], human: &mut String) {
    for test in tests
        .iter()
        .filter(|t| t.status == "failed" || t.status == "error")
    {
        let message = test
            .message
            .as_deref()
            .unwrap_or("")
            .lines()
            .next()
            .unwrap_or("");
        let _ = writeln!(
            human,
            "{} {} - {message}",
            test.status.to_uppercase(),
            test.name
        );
    }
}

fn not_run_note(not_run: &[String], human: &mut String) {
    if !not_run.is_empty() {
        let _ = writeln!(
            human,
            "{} tests never ran (the run's time limit was reached): {}",
            not_run.len(),
            toolsmith::text::bounded(&not_run.join(", "), 2_000)
        );
    }
}

fn environment_note(environment: &EnvironmentInfo, human: &mut String) {
    if let Some(advice) = environment.advice() {
        let _ = writeln!(human, "{advice}");
    }
}

fn confinement_note(confinement: &Confinement, human: &mut String) {
    for warning in &confinement.warnings {
        let _ = writeln!(human, "WARNING: {warning}");
    }
}

pub fn test(report: &PytestReport) -> Result<Shown, Error> {
    let mut human = String::new();
    problems(&report.tests, &mut human);
    if report.failed + report.errors > 0 {
        environment_note(&report.environment, &mut human);
    }
    not_run_note(&report.not_run, &mut human);
    human.push_str(&summary(
        &[
            (report.failed, "failed"),
            (report.passed, "passed"),
            (report.skipped, "skipped"),
            (report.xfailed, "xfailed"),
            (report.xpassed, "xpassed"),
            (report.errors, "errors"),
        ],
        report.duration,
        report.timed_out,
    ));
    confinement_note(&report.confinement, &mut human);
    Ok(Shown::text(human).failing_if(report.failed + report.errors > 0 || report.timed_out))
}

pub fn test_one(report: &SingleTestReport) -> Result<Shown, Error> {
    let mut human = String::new();
    problems(&report.tests, &mut human);
    if report.failed + report.errors > 0 {
        environment_note(&report.environment, &mut human);
    }
    human.push_str(&summary(
        &[
            (report.failed, "failed"),
            (report.passed, "passed"),
            (report.skipped, "skipped"),
            (report.errors, "errors"),
        ],
        report.duration,
        report.timed_out,
    ));
    confinement_note(&report.confinement, &mut human);
    Ok(Shown::text(human).failing_if(!report.success))
}

pub fn failing(report: &FailingTests) -> Result<Shown, Error> {
    let mut human = format!("{} failing\n", report.failed_count);
    for failure in &report.failing_tests {
        let place = match (&failure.file, failure.line) {
            (Some(file), Some(line)) => format!(" ({file}:{line})"),
            _ => String::new(),
        };
        let _ = writeln!(
            human,
            "{} {}{place}: {}",
            failure.status.to_uppercase(),
            failure.name,
            failure
                .message
                .as_deref()
                .unwrap_or("")
                .lines()
                .next()
                .unwrap_or("")
        );
    }
    if report.failed_count > 0 {
        environment_note(&report.environment, &mut human);
    }
    confinement_note(&report.confinement, &mut human);
    Ok(Shown::text(human).failing_if(report.failed_count > 0 || report.timed_out))
}

/// Provisions the toolchain if needed and runs one trivial test confined,
/// to show what is really in force on this machine.
pub fn doctor() -> Result<Outcome, Error> {
    let toolchain = Toolchain::ensure(&ToolchainOptions::default())?;
    let probe =
        tempfile::tempdir().map_err(|e| Error::from_io("temporary directory", "create", e))?;
    std::fs::write(
        probe.path().join("test_probe.py"),
        "def test_probe():\n    assert True\n",
    )
    .map_err(|e| Error::from_io("probe test", "write", e))?;
    let sandbox = Sandbox::open(probe.path())?;
    let report = sandbox.run_pytest(probe.path(), &TestOptions::for_single_test())?;
    let c = &report.confinement;
    let mut human = format!(
        "python:       {} ({})\ncache:        {}\nuv:           {}\npylint:       {}\npytest:       {}\n",
        toolchain.base_python.display(),
        toolchain.python_version,
        toolchain.cache.display(),
        toolchain
            .uv()
            .map(|u| u.display().to_string())
            .unwrap_or_else(|| "not available (pip is used)".into()),
        toolchain.pylint_version,
        toolchain.pytest_version
    );
    let _ = write!(
        human,
        "confinement:  {}\n  environment: {}\n  network:     {}\n  processes:   {}\n  filesystem:  {}\n  limits:      {}\n",
        if c.complete { "complete" } else { "INCOMPLETE" },
        c.environment,
        c.network,
        c.processes,
        c.filesystem,
        c.limits
    );
    confinement_note(c, &mut human);
    let result = serde_json::json!({
        "toolchain": toolchain,
        "confinement": c,
        "probe_test_passed": report.passed == 1,
    });
    Outcome::success(&result, human)
}
