//! How `run_pytest`, `run_single_test` and `get_failing_tests` read.

use std::fmt::Write as _;

use crate::environment::EnvironmentInfo;
use crate::testing::{Confinement, FailingTests, PytestReport, SingleTestReport, TestOutcome};

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
            crate::text::bounded(&not_run.join(", "), 2_000)
        );
    }
}

fn environment_note(environment: &EnvironmentInfo, human: &mut String) {
    if let Some(advice) = environment.advice() {
        let _ = writeln!(human, "{advice}");
    }
}

/// The confinement's warnings, a line each.
pub fn confinement_note(confinement: &Confinement, human: &mut String) {
    for warning in &confinement.warnings {
        let _ = writeln!(human, "WARNING: {warning}");
    }
}

pub fn test(report: &PytestReport) -> String {
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
    human
}

pub fn test_one(report: &SingleTestReport) -> String {
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
    human
}

pub fn failing(report: &FailingTests) -> String {
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
    human
}
