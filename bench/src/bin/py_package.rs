//! The Python package (`pip install ./crates/toolsmith-py`) against a
//! pure-Python implementation of the spec's documented behaviour, in one
//! Python process, same files, alternating rounds: `list_files` over a tree
//! of 20,000 files, 1,000 calls of `is_path_in_sandbox` and of `read_file`.
//! Goals: `list_files` at least 5x faster; no call slower than pure Python.
//! `list_files` is measured as agents call it, again and again on a tree
//! written earlier (answered from memory once the tree has settled), and with
//! `use_cache=False`, reading the whole tree each call.

use std::path::Path;
use std::process::Command;
use std::time::Duration;

use serde_json::Value;
use toolsmith::toolchain::{Toolchain, ToolchainOptions};
use toolsmith_bench::{Goal, Row, quick};

const FILES: usize = 20_000;

/// 200 packages of 100 modules each (and a few non-Python files).
fn make_tree(root: &Path) -> anyhow::Result<()> {
    for package in 0..FILES / 100 {
        let dir = root.join(format!("sandbox/tree/pkg_{package:03}/sub"));
        std::fs::create_dir_all(&dir)?;
        for module in 0..100 {
            let dir = if module % 2 == 0 {
                &dir
            } else {
                dir.parent().unwrap_or(&dir)
            };
            std::fs::write(
                dir.join(format!("mod_{module:03}.py")),
                format!("VALUE = {module}\n\ndef f(x):\n    return x + VALUE\n"),
            )?;
        }
        std::fs::write(dir.join("README.txt"), "not python\n")?;
    }
    Ok(())
}

fn main() -> anyhow::Result<()> {
    let toolchain = Toolchain::ensure(&ToolchainOptions::default())?;
    let python = toolsmith_bench::package_venv(&toolchain.base_python, "bench-py-venv", &[])?;
    let temp = tempfile::tempdir()?;
    make_tree(temp.path())?;
    // A project as an agent finds it: written before it is listed, not within
    // the last seconds (a tree that just changed is read at every call).
    std::thread::sleep(toolsmith::files::LISTING_SETTLED + Duration::from_millis(200));
    let rounds = if quick() { 3 } else { 11 };
    let scripts = Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts");
    let output = Command::new(&python)
        .arg(scripts.join("py_package.py"))
        .arg(temp.path())
        .arg(rounds.to_string())
        .env("PYTHONPATH", &scripts)
        .output()?;
    anyhow::ensure!(
        output.status.success(),
        "benchmark script failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    let results: Value = serde_json::from_slice(&output.stdout)?;
    let seconds = |name: &str, side: &str| {
        Duration::from_secs_f64(results[name][side].as_f64().unwrap_or(0.0))
    };
    let peak = results["peak_mib"].as_f64();
    for (name, label, goal) in [
        (
            "list_files",
            format!("python package: list_files, {FILES} files"),
            Goal::Speedup(5.0),
        ),
        (
            "list_files_reading",
            "python package: list_files, same, no cache".to_string(),
            Goal::Overhead {
                ratio: 1.0,
                plus_ms: 0.0,
            },
        ),
        (
            "is_path_in_sandbox",
            "python package: is_path_in_sandbox x1000".to_string(),
            Goal::Overhead {
                ratio: 1.0,
                plus_ms: 0.0,
            },
        ),
        (
            "read_file",
            "python package: read_file x1000".to_string(),
            Goal::Overhead {
                ratio: 1.0,
                plus_ms: 0.0,
            },
        ),
    ] {
        Row {
            benchmark: &label,
            baseline: "pure Python (spec behaviour)",
            ours: seconds(name, "ours"),
            theirs: seconds(name, "theirs"),
            goal,
            note: format!("{rounds} alternating rounds in one process; logging off on both sides"),
            peak_mib: peak,
        }
        .print();
    }
    Ok(())
}
