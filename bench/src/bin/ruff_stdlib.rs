//! The embedded ruff engine over the standard library vs the `ruff check`
//! CLI of the same release (0.16.4, from PyPI, in a virtualenv of the bench's
//! own) with the same rules and `--no-cache`. Goal: at most 1.1x its time.
//! Both sides use every core.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};

use toolsmith::lint::ruff;
use toolsmith::toolchain::{Toolchain, ToolchainOptions};
use toolsmith_bench::{Goal, PeakMemory, Row, compare, quick};

const RUFF: &str = "ruff==0.16.4";

/// `ruff` from PyPI in a virtualenv of the bench's own.
fn ruff_cli(toolchain: &Toolchain) -> anyhow::Result<PathBuf> {
    Ok(
        toolsmith_bench::venv_with(&toolchain.base_python, "bench-ruff-venv", &[RUFF])?
            .join("bin/ruff"),
    )
}

fn main() -> anyhow::Result<()> {
    let toolchain = Toolchain::ensure(&ToolchainOptions::default())?;
    let ruff_bin = ruff_cli(&toolchain)?;
    let python = toolchain.base_python.display().to_string();
    let files = toolsmith_bench::stdlib_files(&python, if quick() { 300 } else { usize::MAX })?;
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    let selection = ruff::SELECTION.join(",");
    let rounds = if quick() { 3 } else { 5 };
    let mut memory = PeakMemory::new();
    let (ours, theirs) = compare(
        rounds,
        || {
            let next = AtomicUsize::new(0);
            memory.during(|| {
                std::thread::scope(|scope| {
                    for _ in 0..threads {
                        scope.spawn(|| {
                            while let Some((path, _)) =
                                files.get(next.fetch_add(1, Ordering::Relaxed))
                            {
                                // Read inside the loop, as the CLI does.
                                if let Ok(code) = std::fs::read_to_string(path) {
                                    std::hint::black_box(ruff::lint(Path::new(path), &code));
                                }
                            }
                        });
                    }
                })
            });
            Ok(())
        },
        || {
            let status = Command::new(&ruff_bin)
                .args([
                    "check",
                    "--isolated",
                    "--no-cache",
                    "--exit-zero",
                    "--quiet",
                    "--target-version",
                    "py311",
                ])
                .arg(format!("--select={selection}"))
                .arg("--ignore=D203,D213")
                .args(files.iter().map(|(p, _)| p))
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .status()?;
            anyhow::ensure!(status.success(), "ruff check failed: {status}");
            Ok(())
        },
    )?;
    Row {
        benchmark: &format!("ruff engine: {} stdlib files", files.len()),
        baseline: "ruff check 0.16.4 --no-cache",
        ours,
        theirs,
        goal: Goal::Overhead {
            ratio: 1.1,
            plus_ms: 0.0,
        },
        peak_mib: memory.mib(),
        note: format!("{threads} threads each side"),
    }
    .print();
    Ok(())
}
