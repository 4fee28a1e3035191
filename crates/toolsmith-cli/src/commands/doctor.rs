//! `doctor`: what is really in force on this machine (the toolchain, and
//! the confinement a trivial test ran under).

use std::fmt::Write as _;

use toolsmith::testing::TestOptions;
use toolsmith::toolchain::{Toolchain, ToolchainOptions};
use toolsmith::{Error, Sandbox};

use super::Outcome;
use toolsmith::tools::summary::confinement_note;

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
