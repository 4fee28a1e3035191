//! What a test run is asked for: its limits, its confinement, the
//! environment it runs in.

use std::time::Duration;

use crate::confine::ConfinementOptions;
use crate::environment::EnvironmentOptions;
use crate::toolchain::ToolchainOptions;

/// A directory's test run is stopped after this (the spec's 60 s).
pub const DEFAULT_TEST_TIMEOUT: Duration = Duration::from_secs(60);
/// One test file's run is stopped after this.
pub const DEFAULT_SINGLE_TEST_TIMEOUT: Duration = Duration::from_secs(30);

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
            timeout: DEFAULT_TEST_TIMEOUT,
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
            timeout: DEFAULT_SINGLE_TEST_TIMEOUT,
            ..TestOptions::for_directory()
        }
    }
}
