//! `toolsmith autofix` of a copy of the standard library vs what a user runs
//! instead: `ruff check --fix` then `ruff format`, ruff 0.16.4 from PyPI,
//! the same rules, `--no-cache`. Each round fixes a fresh copy (the copying
//! is not timed, and synced to disk before each side runs). Goal: at most
//! 1.2x their time. Our side also works out
//! what each change introduced and removed, what remains (after the
//! formatter), the diffs, and records every file for undo.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use toolsmith::lint::ruff;
use toolsmith::toolchain::{Toolchain, ToolchainOptions};
use toolsmith_bench::{Goal, Row, compare_timed, quick};

const RUFF: &str = "ruff==0.16.4";

fn toolsmith() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/release/toolsmith")
}

/// A fresh copy of `files` in a new directory under `dir`, synced to disk.
/// Nothing is removed between rounds: on a journal-less ext4 (this VM's)
/// every inode created within a minute of thousands being deleted costs a
/// scan past them, which would charge the setup's churn to the side that
/// creates files (ours: a temporary file and an undo record per file; ruff
/// writes in place). The copies go with the bench's temporary directory.
fn plant(dir: &Path, files: &[(String, String)], root: &str) -> anyhow::Result<PathBuf> {
    static ROUND: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let round = ROUND.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let sandbox = dir.join(format!("sandbox-{round}"));
    for (path, code) in files {
        let target = sandbox.join(
            path.strip_prefix(root)
                .unwrap_or(path)
                .trim_start_matches('/'),
        );
        if let Some(parent) = target.parent() {
            std::fs::create_dir_all(parent)?;
        }
        std::fs::write(target, code)?;
    }
    // The copy's writeback must not land in the timed run either: a
    // repository is not usually written a moment before it is fixed.
    let synced = Command::new("sync").status()?;
    anyhow::ensure!(synced.success(), "sync: {synced}");
    Ok(sandbox)
}

fn timed(command: &mut Command) -> anyhow::Result<Duration> {
    let began = Instant::now();
    let status = command
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()?;
    let took = began.elapsed();
    // Exit 1: a file was left alone (a syntax error), not a failure here.
    anyhow::ensure!(
        status.code().is_some_and(|c| c <= 2),
        "{command:?}: {status}"
    );
    Ok(took)
}

fn main() -> anyhow::Result<()> {
    let toolchain = Toolchain::ensure(&ToolchainOptions::default())?;
    let ruff_bin = toolsmith_bench::venv_with(&toolchain.base_python, "bench-ruff-venv", &[RUFF])?
        .join("bin/ruff");
    let python = toolchain.base_python.display().to_string();
    let files = toolsmith_bench::stdlib_files(&python, if quick() { 300 } else { usize::MAX })?;
    let root = std::process::Command::new(&python)
        .args([
            "-c",
            "import sysconfig; print(sysconfig.get_paths()['stdlib'])",
        ])
        .output()?;
    let root = String::from_utf8(root.stdout)?.trim().to_string();
    let work = tempfile::tempdir()?;
    let (ours_dir, theirs_dir) = (work.path().join("ours"), work.path().join("theirs"));
    let selection = format!("--select={}", ruff::SELECTION.join(","));
    let rounds = if quick() { 2 } else { 5 };
    let (ours, theirs) = compare_timed(
        rounds,
        || {
            let sandbox = plant(&ours_dir, &files, &root)?;
            // A state directory of its own (no undo history yet), as each copy.
            let state = sandbox.with_extension("state");
            timed(
                Command::new(toolsmith())
                    .args(["--no-log", "--json", "autofix"])
                    .arg(&sandbox)
                    .arg("--sandbox")
                    .arg(&sandbox)
                    .env("TOOLSMITH_STATE_DIR", &state),
            )
        },
        || {
            let sandbox = plant(&theirs_dir, &files, &root)?;
            let check = timed(
                Command::new(&ruff_bin)
                    .args(["check", "--fix", "--isolated", "--no-cache", "--exit-zero"])
                    .args(["--target-version", "py311", "--ignore=D203,D213"])
                    .arg(&selection)
                    .arg(&sandbox),
            )?;
            let format = timed(
                Command::new(&ruff_bin)
                    .args([
                        "format",
                        "--isolated",
                        "--no-cache",
                        "--target-version",
                        "py311",
                    ])
                    .arg(&sandbox),
            )?;
            Ok(check + format)
        },
    )?;
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    Row {
        benchmark: &format!("autofix: {} stdlib files", files.len()),
        baseline: "ruff check --fix + ruff format",
        ours,
        theirs,
        goal: Goal::Overhead {
            ratio: 1.2,
            plus_ms: 0.0,
        },
        peak_mib: None,
        note: format!(
            "{threads} threads each side; ours also reports new/fixed/remaining issues and records undo"
        ),
    }
    .print();
    Ok(())
}
