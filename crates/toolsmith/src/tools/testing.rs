//! The spec's `pytest_tool`: a directory, one test, the failing ones; confined.

use serde::Deserialize;
use serde_json::{Value, json};

use super::{Context, Hints, Tool, seconds};
use crate::error::Result;
use crate::journal::ActionType;
use crate::testing::{FailingTests, PytestReport, SingleTestReport, TestOptions};

/// The time limits every test call may set.
#[derive(Debug, Default, Deserialize, schemars::JsonSchema)]
pub struct TestLimits {
    /// The whole run's time limit in seconds (default 60; 30 for one test file).
    pub timeout: Option<f64>,
    /// Each test's own limit in seconds: a test over it is stopped, reported failed, and the
    /// run goes on (default: half of `timeout`).
    pub test_timeout: Option<f64>,
}

impl TestLimits {
    pub(super) fn options(&self, base: TestOptions, context: &Context) -> Result<TestOptions> {
        let mut options = base;
        if let Some(limit) = self.timeout {
            options.timeout = seconds(limit, "timeout")?;
        }
        options.test_timeout = self
            .test_timeout
            .map(|limit| seconds(limit, "test_timeout"))
            .transpose()?;
        options.confinement = context.confinement.clone();
        options.environment = context.environment.clone();
        Ok(options)
    }
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct TestArgs {
    /// Directory holding the tests, inside the sandbox.
    pub directory: String,
    #[serde(flatten)]
    pub limits: TestLimits,
}

const DIRECTORY_KEYS: &[&str] = &[
    "directory",
    "passed",
    "failed",
    "skipped",
    "total",
    "success_rate",
    "exit_code",
    "tests",
    "error_log",
];

pub struct RunPytest;

impl Tool for RunPytest {
    const NAME: &'static str = "run_pytest";
    const MODULE: &'static str = "pytest";
    const ACTION: ActionType = ActionType::Analysis;
    const DESCRIPTION: &'static str = "Run every pytest test under a directory, confined (no \
        network, no secrets, writes only in the sandbox), each test under its own time limit.";
    const HINTS: Hints = Hints::RUN;
    const OUTPUT_KEYS: &'static [&'static str] = DIRECTORY_KEYS;
    type Args = TestArgs;
    type Output = PytestReport;

    fn summary(output: &PytestReport) -> String {
        super::summary::test(output)
    }

    fn reports_failure(output: &PytestReport) -> bool {
        output.failed + output.errors > 0 || output.timed_out
    }

    fn run(context: &Context, args: TestArgs) -> Result<PytestReport> {
        let options = args.limits.options(TestOptions::for_directory(), context)?;
        context
            .sandbox()?
            .run_pytest(&context.path(&args.directory), &options)
    }

    fn logged(args: &TestArgs) -> Value {
        json!({ "directory": args.directory, "timeout": args.limits.timeout })
    }

    fn files(args: &TestArgs) -> Vec<String> {
        vec![args.directory.clone()]
    }
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct SingleTestArgs {
    /// The test file inside the sandbox.
    pub test_file: String,
    /// A test of that file by node id: `test_x`, `TestClass::test_x` or `test_x[param]`; omit for the whole file.
    pub test_name: Option<String>,
    #[serde(flatten)]
    pub limits: TestLimits,
}

pub struct RunSingleTest;

impl Tool for RunSingleTest {
    const NAME: &'static str = "run_single_test";
    const MODULE: &'static str = "pytest";
    const ACTION: ActionType = ActionType::Analysis;
    const DESCRIPTION: &'static str =
        "Run one test file, or one test of it selected by node id, confined.";
    const HINTS: Hints = Hints::RUN;
    const OUTPUT_KEYS: &'static [&'static str] = &[
        "test_file",
        "test_name",
        "passed",
        "failed",
        "success",
        "output",
    ];
    type Args = SingleTestArgs;
    type Output = SingleTestReport;

    fn summary(output: &SingleTestReport) -> String {
        super::summary::test_one(output)
    }

    fn reports_failure(output: &SingleTestReport) -> bool {
        !output.success
    }

    fn run(context: &Context, args: SingleTestArgs) -> Result<SingleTestReport> {
        let options = args
            .limits
            .options(TestOptions::for_single_test(), context)?;
        context.sandbox()?.run_single_test(
            &context.path(&args.test_file),
            args.test_name.as_deref(),
            &options,
        )
    }

    fn logged(args: &SingleTestArgs) -> Value {
        json!({
            "test_file": args.test_file,
            "test_name": args.test_name,
            "timeout": args.limits.timeout,
        })
    }

    fn files(args: &SingleTestArgs) -> Vec<String> {
        vec![args.test_file.clone()]
    }
}

pub struct GetFailingTests;

impl Tool for GetFailingTests {
    const NAME: &'static str = "get_failing_tests";
    const MODULE: &'static str = "pytest";
    const ACTION: ActionType = ActionType::Analysis;
    const DESCRIPTION: &'static str =
        "The failing tests of a directory: node id, message, file and line, traceback.";
    const HINTS: Hints = Hints::RUN;
    const OUTPUT_KEYS: &'static [&'static str] = &["failed_count", "failing_tests", "error_log"];
    type Args = TestArgs;
    type Output = FailingTests;

    fn summary(output: &FailingTests) -> String {
        super::summary::failing(output)
    }

    fn reports_failure(output: &FailingTests) -> bool {
        output.failed_count > 0 || output.timed_out
    }

    fn run(context: &Context, args: TestArgs) -> Result<FailingTests> {
        let options = args.limits.options(TestOptions::for_directory(), context)?;
        context
            .sandbox()?
            .get_failing_tests(&context.path(&args.directory), &options)
    }

    fn logged(args: &TestArgs) -> Value {
        json!({ "directory": args.directory, "timeout": args.limits.timeout })
    }

    fn files(args: &TestArgs) -> Vec<String> {
        vec![args.directory.clone()]
    }
}
