//! A staged layer's bytecode, compiled by the target installation's own
//! executable, confined (it may be an interpreter planted in a sandbox):
//! one process per core, the distributions shared out by size.

use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::confine::{ConfinementOptions, Launch, Plan, PythonRun};
use crate::error::{Error, Result};
use crate::toolchain::Toolchain;

const COMPILE_LIMIT: Duration = Duration::from_secs(600);
/// Layer distributions whose bytecode is not compiled ahead: neither pylint
/// nor pytest imports them when run as Toolsmith runs them (pygments only
/// colours output, and pytest runs with `--color=no`). Code under test that
/// imports one gets it compiled into its sandbox's bytecode cache.
const NOT_PRECOMPILED: &[&str] = &["pygments"];
/// Compiles a staged layer's bytecode with the target's own executable,
/// confined: one process per core, the distributions shared out by size.
pub(super) fn compile_layer(
    toolchain: &Toolchain,
    compiler: &PythonRun,
    staging: &Path,
    sandbox_root: &Path,
    confinement: &ConfinementOptions,
) -> Result<()> {
    let mut dists: Vec<(u64, PathBuf)> = std::fs::read_dir(staging)
        .map_err(|e| Error::from_io(&staging.display().to_string(), "read", e))?
        .flatten()
        .filter(|e| e.path().is_dir())
        .filter(|e| !NOT_PRECOMPILED.iter().any(|n| e.file_name() == *n))
        .map(|e| (tree_size(&e.path()), e.path()))
        .collect();
    dists.sort_by(|a, b| b.cmp(a));
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get());
    let mut bins: Vec<(u64, Vec<PathBuf>)> = vec![(0, Vec::new()); workers];
    for (size, dir) in dists {
        if let Some(lightest) = bins.iter_mut().min_by_key(|(load, _)| *load) {
            lightest.0 += size;
            lightest.1.push(dir);
        }
    }
    let results: Vec<Result<()>> = std::thread::scope(|scope| {
        let handles: Vec<_> = bins
            .into_iter()
            .filter(|(_, dirs)| !dirs.is_empty())
            .map(|(_, dirs)| {
                scope.spawn(move || {
                    compile_dirs(
                        toolchain,
                        compiler,
                        staging,
                        &dirs,
                        sandbox_root,
                        confinement,
                    )
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| {
                h.join().unwrap_or_else(|_| {
                    Err(Error::Toolchain("compiling the tools panicked".into()))
                })
            })
            .collect()
    });
    results.into_iter().collect()
}

fn tree_size(dir: &Path) -> u64 {
    std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .flatten()
                .map(|e| match e.file_type() {
                    Ok(t) if t.is_dir() => tree_size(&e.path()),
                    _ => e.metadata().map_or(0, |m| m.len()),
                })
                .sum()
        })
        .unwrap_or(0)
}

fn compile_dirs(
    toolchain: &Toolchain,
    compiler: &PythonRun,
    staging: &Path,
    dirs: &[PathBuf],
    sandbox_root: &Path,
    confinement: &ConfinementOptions,
) -> Result<()> {
    let writable = [staging.to_path_buf()];
    let mut launch = Launch::prepare(&Plan {
        toolchain,
        python: compiler,
        options: confinement,
        sandbox_root: Some(sandbox_root),
        sandbox_writable: false,
        writable: &writable,
        timeout: COMPILE_LIMIT,
        files: &[],
        mode: "compile",
    })?;
    launch
        .config
        .insert("compile".into(), serde_json::json!(dirs));
    let (report, process) = launch.run(staging, COMPILE_LIMIT)?;
    if report.contains("\"compiled\"") {
        return Ok(());
    }
    Err(Error::Toolchain(format!(
        "compiling the tools for {} failed: {}",
        compiler.program.display(),
        launch.failure(&report, &process)
    )))
}
