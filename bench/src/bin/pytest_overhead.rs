//! `run_pytest` with full confinement (namespaces, Landlock, limits, our
//! reporting plugin) vs bare pytest of the same pinned version on the same
//! suite, same run. Goal: overhead at most 10% + 50 ms.

use std::path::Path;
use std::process::{Command, Stdio};

use toolsmith::Sandbox;
use toolsmith::testing::TestOptions;
use toolsmith::toolchain::{Toolchain, ToolchainOptions};
use toolsmith_bench::{Goal, PeakMemory, Row, compare, quick};

/// A suite of `modules` modules with 20 small tests each.
fn write_suite(dir: &Path, modules: usize) -> anyhow::Result<()> {
    std::fs::create_dir_all(dir)?;
    for m in 0..modules {
        let mut code = String::from("import pytest\n\n");
        for t in 0..20 {
            code.push_str(&format!(
                "@pytest.mark.parametrize('x', [1, 2])\ndef test_{t}(x):\n    assert sum(range({t} + x)) >= 0\n\n"
            ));
        }
        std::fs::write(dir.join(format!("test_module_{m}.py")), code)?;
    }
    Ok(())
}

fn main() -> anyhow::Result<()> {
    let modules = if quick() { 3 } else { 10 };
    let toolchain = Toolchain::ensure(&ToolchainOptions::default())?;
    let temp = tempfile::tempdir()?;
    let suite = temp.path().join("suite");
    write_suite(&suite, modules)?;
    let sandbox = Sandbox::open(temp.path())?;
    let options = TestOptions::for_directory();
    let rounds = if quick() { 3 } else { 7 };
    let mut tests = 0;
    let mut memory = PeakMemory::new();
    let (ours, theirs) = compare(
        rounds,
        || {
            let report = memory.during(|| sandbox.run_pytest(&suite, &options))?;
            anyhow::ensure!(report.confinement.complete, "confinement incomplete");
            tests = report.total;
            Ok(())
        },
        || {
            let status = Command::new(&toolchain.python)
                .args(["-m", "pytest", "-q", "-p", "no:cacheprovider", "."])
                .current_dir(&suite)
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .status()?;
            anyhow::ensure!(status.code() == Some(0), "bare pytest failed: {status}");
            Ok(())
        },
    )?;
    Row {
        benchmark: &format!("pytest: {tests} tests, confined"),
        baseline: "bare pytest (same venv)",
        ours,
        theirs,
        goal: Goal::Overhead {
            ratio: 1.10,
            plus_ms: 50.0,
        },
        peak_mib: memory.mib(),
        note: format!(
            "overhead {:+.0} ms",
            (ours.as_secs_f64() - theirs.as_secs_f64()) * 1000.0
        ),
    }
    .print();
    Ok(())
}
