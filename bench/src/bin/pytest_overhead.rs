//! `run_pytest` with full confinement (namespaces, Landlock, limits, our
//! reporting plugin, the pinned pytest put on the environment's path) vs bare
//! pytest of the same version installed in the same virtualenv, on the same
//! suite, same run. Two rows: the toolchain alone (a suite of the standard
//! library only), and a project's own environment (a suite importing PyYAML
//! and attrs from it). Goal for both: overhead at most 10% + 50 ms.

use std::path::Path;
use std::process::{Command, Stdio};

use toolsmith::Sandbox;
use toolsmith::environment::EnvironmentOptions;
use toolsmith::testing::TestOptions;
use toolsmith::toolchain::{Toolchain, ToolchainOptions};
use toolsmith_bench::{Goal, PeakMemory, Row, compare, quick};

/// A suite of `modules` modules with 20 small tests each (40 with the
/// parameters); with `imports`, each module uses the project's packages.
fn write_suite(dir: &Path, modules: usize, imports: bool) -> anyhow::Result<()> {
    std::fs::create_dir_all(dir)?;
    for m in 0..modules {
        let mut code = String::from("import pytest\n");
        if imports {
            code.push_str("import attrs\nimport yaml\n\n@attrs.frozen\nclass Point:\n    x: int\n    y: int\n");
        }
        code.push('\n');
        for t in 0..20 {
            let body = if imports {
                format!(
                    "    assert yaml.safe_load(yaml.safe_dump(attrs.asdict(Point({t}, x)))) == {{'x': {t}, 'y': x}}\n"
                )
            } else {
                format!("    assert sum(range({t} + x)) >= 0\n")
            };
            code.push_str(&format!(
                "@pytest.mark.parametrize('x', [1, 2])\ndef test_{t}(x):\n{body}\n"
            ));
        }
        std::fs::write(dir.join(format!("test_module_{m}.py")), code)?;
    }
    Ok(())
}

/// One row: ours (confined, in `environment`) against bare pytest of `venv`.
fn row(
    label: &str,
    venv: &Path,
    environment: EnvironmentOptions,
    imports: bool,
) -> anyhow::Result<()> {
    let modules = if quick() { 3 } else { 10 };
    let temp = tempfile::tempdir()?;
    let suite = temp.path().join("suite");
    write_suite(&suite, modules, imports)?;
    let sandbox = Sandbox::open(temp.path())?;
    let options = TestOptions {
        environment,
        ..TestOptions::for_directory()
    };
    let rounds = if quick() { 3 } else { 7 };
    let mut tests = 0;
    let mut memory = PeakMemory::new();
    let (ours, theirs) = compare(
        rounds,
        || {
            let report = memory.during(|| sandbox.run_pytest(&suite, &options))?;
            anyhow::ensure!(report.confinement.complete, "confinement incomplete");
            anyhow::ensure!(
                report.passed == report.total,
                "{} of {} passed",
                report.passed,
                report.total
            );
            tests = report.total;
            Ok(())
        },
        || {
            let status = Command::new(venv.join("bin/python"))
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
        benchmark: &format!("pytest: {tests} tests, {label}"),
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

fn main() -> anyhow::Result<()> {
    let toolchain = Toolchain::ensure(&ToolchainOptions::default())?;
    let pinned = toolsmith_bench::pinned_tools_venv(&toolchain.base_python)?;
    row("confined", &pinned, EnvironmentOptions::default(), false)?;
    let project = toolsmith_bench::project_venv(&toolchain.base_python)?;
    row(
        "project venv",
        &project,
        EnvironmentOptions {
            venv: Some(project.clone()),
            python: None,
        },
        true,
    )
}
