//! The Python package as a user gets it: a fresh virtualenv, the README's
//! `pip install ./crates/toolsmith-py` (maturin compiles the extension on
//! this workspace's release build, so only this crate is built again), then
//! the package's own pytest suite: the spec's code examples against
//! EXPECTED.md, every error case, the research log, threads and the GIL,
//! and batches on this machine and on a local Ray cluster (the `ray` extra).

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may fail loudly

use std::path::Path;
use std::process::Command;

/// Runs `command`, failing the test with its output if it fails.
fn run(command: &mut Command, what: &str) {
    let output = command.output().unwrap();
    assert!(
        output.status.success(),
        "{what} failed ({}):\n{}\n{}",
        output.status,
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    eprintln!("{}", String::from_utf8_lossy(&output.stdout));
}

#[test]
fn pip_install_then_the_packages_own_tests_pass() {
    let crate_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let venv = Path::new(env!("CARGO_TARGET_TMPDIR")).join("python-package-venv");
    run(
        Command::new("python3")
            .args(["-m", "venv", "--clear"])
            .arg(&venv),
        "python3 -m venv",
    );
    // cargo describes this test to it in CARGO_* variables; the build pip
    // starts must see the user's environment instead.
    let mut install = Command::new(venv.join("bin/pip"));
    // With the Ray extra: the batch's cluster test runs here too.
    let mut with_ray = crate_dir.as_os_str().to_owned();
    with_ray.push("[ray]");
    install
        .args(["install", "-q", "--disable-pip-version-check"])
        .arg(with_ray)
        .arg("pytest");
    for (name, _) in std::env::vars_os() {
        let name = name.to_string_lossy().into_owned();
        if name.starts_with("CARGO_") && !matches!(name.as_str(), "CARGO_HOME" | "CARGO_TARGET_DIR")
        {
            install.env_remove(&name);
        }
    }
    run(&mut install, "pip install ./crates/toolsmith-py");
    run(
        Command::new(venv.join("bin/python"))
            .args(["-m", "pytest", "-q", "-p", "no:cacheprovider", "-rs"])
            .arg(crate_dir.join("tests"))
            .current_dir(crate_dir),
        "the package's pytest suite",
    );
}
