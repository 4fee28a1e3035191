//! `probe`: evidence where there are no tests (see [`crate::probe`]).

use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use super::{Context, Hints, Tool, seconds};
use crate::error::{Error, Result};
use crate::journal::ActionType;
use crate::probe::{ProbeOptions, ProbeReport};

#[derive(Debug, Default, Deserialize, Serialize, schemars::JsonSchema)]
pub struct ProbeArgs {
    /// A Python file or a directory inside the sandbox: its functions are run,
    /// confined, on inputs its own code gives (doctests, `__main__` blocks,
    /// calls with literal arguments, small inputs from signatures).
    pub path: String,
    /// Each call's limit in seconds (default 2): a call still running then is
    /// reported as a hang.
    pub timeout: Option<f64>,
    /// Calls run at most (default 1000); the rest are counted as skipped.
    pub max_calls: Option<usize>,
    /// The whole probe's budget in seconds (default 120).
    pub budget: Option<f64>,
    /// A directory inside the sandbox to write the findings into as a pytest
    /// file (`test_probe_findings.py`), a test per finding that fails today.
    /// Nothing is written unless this is given.
    pub write_checks: Option<String>,
}

pub struct Probe;

impl Tool for Probe {
    const NAME: &'static str = "probe";
    const MODULE: &'static str = "pytest";
    const ACTION: ActionType = ActionType::Analysis;
    const DESCRIPTION: &'static str = "Find bugs in code without tests by running it, confined, on \
        inputs the code itself gives: doctest examples, its `if __name__ == \"__main__\":` \
        blocks, calls it makes with literal arguments, and small inputs from signatures. \
        Reports hangs, crashes raised by the project's own code, and doctest mismatches, each \
        with the call and where its input came from; code that does I/O is never run on \
        inputs it was not given.";
    const HINTS: Hints = Hints::RUN;
    const OUTPUT_KEYS: &'static [&'static str] = &[
        "path",
        "findings",
        "hangs",
        "crashes",
        "doctest_mismatches",
        "calls_run",
        "calls_skipped",
    ];
    type Args = ProbeArgs;
    type Output = ProbeReport;

    fn summary(output: &ProbeReport) -> String {
        super::summary::probe(output)
    }

    fn reports_failure(output: &ProbeReport) -> bool {
        !output.findings.is_empty()
    }

    fn run(context: &Context, args: ProbeArgs) -> Result<ProbeReport> {
        let mut options = ProbeOptions {
            confinement: context.confinement.clone(),
            environment: context.environment.clone(),
            ..ProbeOptions::default()
        };
        if let Some(limit) = args.timeout {
            options.call_timeout = seconds(limit, "timeout")?;
        }
        if let Some(budget) = args.budget {
            options.budget = seconds(budget, "budget")?;
        }
        if let Some(max_calls) = args.max_calls {
            if max_calls == 0 {
                return Err(Error::InvalidArgument(
                    "max_calls must be at least 1".into(),
                ));
            }
            options.max_calls = max_calls;
        }
        let sandbox = context.sandbox()?;
        let mut report = sandbox.probe(&context.path(&args.path), &options)?;
        if let Some(directory) = &args.write_checks
            && let Some(written) = sandbox.write_checks(&report, &context.path(directory))?
        {
            report.checks_written.push(written);
        }
        Ok(report)
    }

    fn logged(args: &ProbeArgs) -> Value {
        json!({
            "path": args.path,
            "timeout": args.timeout,
            "max_calls": args.max_calls,
            "write_checks": args.write_checks,
        })
    }

    fn files(args: &ProbeArgs) -> Vec<String> {
        let mut files = vec![args.path.clone()];
        files.extend(args.write_checks.clone());
        files
    }
}
