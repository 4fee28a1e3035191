//! First use on a fresh machine: the toolchain provisioned from empty caches
//! (uv fetched from the package index, the bare environment made, pylint and
//! pytest resolved, installed and compiled for the interpreter, the
//! interpreter probed), against the way it was done before uv: a virtualenv
//! with pip, then `pip install pylint pytest` (pip compiles the bytecode
//! too), with pip's cache off. Same run, alternating, median. A second row
//! (context) starts with uv already fetched: the cost of a new interpreter's
//! tools once uv is there.

use std::path::Path;
use std::process::{Command, Stdio};

use toolsmith::Sandbox;
use toolsmith::confine::ConfinementOptions;
use toolsmith::environment::{self, EnvironmentOptions};
use toolsmith::toolchain::{PYLINT_VERSION, PYTEST_VERSION, Toolchain, ToolchainOptions};
use toolsmith_bench::{Goal, Row, compare, quick};

/// Everything a first lint or test call provisions, into `cache`.
fn ours(cache: &Path, sandbox: &Sandbox) -> anyhow::Result<()> {
    let toolchain = Toolchain::ensure(&ToolchainOptions {
        python: None,
        cache_dir: Some(cache.to_path_buf()),
    })?;
    anyhow::ensure!(toolchain.uv().is_some(), "uv could not be had");
    environment::prepare(
        sandbox,
        &EnvironmentOptions::default(),
        &toolchain,
        &ConfinementOptions::default(),
    )?;
    Ok(())
}

fn pip(base: &Path, venv: &Path) -> anyhow::Result<()> {
    let status = Command::new(base)
        .args(["-m", "venv"])
        .arg(venv)
        .stdout(Stdio::null())
        .status()?;
    anyhow::ensure!(status.success(), "python -m venv failed");
    let status = Command::new(venv.join("bin/python"))
        .args([
            "-m",
            "pip",
            "install",
            "-q",
            "--no-cache-dir",
            "--disable-pip-version-check",
        ])
        .arg(format!("pylint=={PYLINT_VERSION}"))
        .arg(format!("pytest=={PYTEST_VERSION}"))
        .stdout(Stdio::null())
        .status()?;
    anyhow::ensure!(status.success(), "pip install failed");
    Ok(())
}

fn main() -> anyhow::Result<()> {
    let base = Toolchain::ensure(&ToolchainOptions::default())?;
    let sandbox_dir = tempfile::tempdir()?;
    let sandbox = Sandbox::open(sandbox_dir.path())?;
    let rounds = if quick() { 1 } else { 3 };
    let scratch = tempfile::tempdir()?;
    let round = std::sync::atomic::AtomicUsize::new(0);
    let fresh = |what: &str| {
        let n = round.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        scratch.path().join(format!("{what}-{n}"))
    };
    let (ours_time, pip_time) = compare(
        rounds,
        || ours(&fresh("cache"), &sandbox),
        || pip(&base.base_python, &fresh("venv")),
    )?;
    Row {
        benchmark: "provisioning: first use, empty caches",
        baseline: "venv + pip install (before uv)",
        ours: ours_time,
        theirs: pip_time,
        goal: Goal::Speedup(3.0),
        peak_mib: None,
        note: "ours: uv fetched, bare env, pylint+pytest layer resolved, installed, compiled; pip: venv with pip, install (compiles)".into(),
    }
    .print();
    // uv already there: copy the binary just fetched into each new cache.
    let uv = base
        .uv()
        .map(Path::to_path_buf)
        .ok_or_else(|| anyhow::anyhow!("uv could not be had"))?;
    let (with_uv, pip_again) = compare(
        rounds,
        || {
            let cache = fresh("cache-uv");
            let home = cache.join(uv.parent().and_then(Path::file_name).unwrap_or_default());
            std::fs::create_dir_all(&home)?;
            std::fs::copy(&uv, home.join("uv"))?;
            ours(&cache, &sandbox)
        },
        || pip(&base.base_python, &fresh("venv-again")),
    )?;
    Row {
        benchmark: "provisioning: uv already fetched",
        baseline: "venv + pip install (before uv)",
        ours: with_uv,
        theirs: pip_again,
        goal: Goal::Context,
        peak_mib: None,
        note: "a new interpreter's tools once uv is in the cache".into(),
    }
    .print();
    Ok(())
}
