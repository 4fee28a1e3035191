//! The time limits and confinement that `test`, `test-one` and `failing` flags ask for.

use toolsmith::confine::ConfinementOptions;
use toolsmith::tools::TestLimits;

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
