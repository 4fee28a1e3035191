//! Lint benchmarks, same run, against the reference method (two pylint CLI
//! runs per file, as the reference implementation did):
//! (a) one file linted through the API (warm workers, cache off), alternating
//!     call by call with the reference, median of 20;
//! (b) one file of a project whose imports live in its own virtualenv
//!     (`datasets/config_project` with PyYAML, attrs, packaging), linted in
//!     that environment; the reference is pylint installed in it;
//! (c) an audit of a real 100+ file project (docutils, from its PyPI sdist),
//!     cold (cache off, before and after the baseline's run) and warm
//!     (nothing changed since the last audit).

mod users;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

use toolsmith::Sandbox;
use toolsmith::environment::EnvironmentOptions;
use toolsmith::lint::{AuditOptions, LintOptions};
use toolsmith::toolchain::{Toolchain, ToolchainOptions};
use toolsmith_bench::{Goal, PeakMemory, Row, compare, quick, time};

const CORPUS: &str = "docutils==0.21.2";

/// The docutils package (its tests left out), unpacked under `dir`.
fn corpus(toolchain: &Toolchain, dir: &Path) -> anyhow::Result<PathBuf> {
    let status = Command::new(&toolchain.base_python)
        .args([
            "-m",
            "pip",
            "download",
            "--no-deps",
            "--no-binary=:all:",
            "-q",
            "-d",
        ])
        .arg(dir)
        .arg(CORPUS)
        .stdout(Stdio::null())
        .status()?;
    anyhow::ensure!(status.success(), "pip download {CORPUS} failed");
    // Only the package's own regular files and directories are unpacked
    // (`filter=` came in CPython 3.11.4; Debian's 3.11.2 lacks it): no link,
    // no absolute path, no `..`.
    let unpack = "import glob, os, sys, tarfile
archive = tarfile.open(glob.glob(sys.argv[1] + '/*.tar.gz')[0])
wanted = [m for m in archive.getmembers() if m.name.startswith('docutils-0.21.2/docutils/')]
for member in wanted:
    if not (member.isfile() or member.isdir()) or os.path.isabs(member.name) or '..' in member.name.split('/'):
        sys.exit(f'refusing archive member {member.name!r}')
archive.extractall(sys.argv[1], members=wanted)
";
    let status = Command::new(&toolchain.base_python)
        .args(["-c", unpack])
        .arg(dir)
        .status()?;
    anyhow::ensure!(status.success(), "unpacking {CORPUS} failed");
    Ok(dir.join("docutils-0.21.2/docutils"))
}

/// The reference: `pylint FILE` for the text score, then again for JSON,
/// with the pylint of `venv`.
fn reference(venv: &Path, file: &Path) -> anyhow::Result<()> {
    for format in ["text", "json"] {
        pylint(venv, &[&format!("--output-format={format}")], file)?;
    }
    Ok(())
}

/// `pylint ARGS NAME` with the pylint of `venv`, run from `path`'s directory
/// as a user would, its output discarded.
fn pylint(venv: &Path, args: &[&str], path: &Path) -> std::io::Result<std::process::ExitStatus> {
    Command::new(venv.join("bin/pylint"))
        .args(args)
        .arg(path.file_name().unwrap_or_default())
        .current_dir(path.parent().unwrap_or(Path::new(".")))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
}

fn copy_tree(from: &Path, to: &Path) -> anyhow::Result<()> {
    std::fs::create_dir_all(to)?;
    for entry in std::fs::read_dir(from)? {
        let entry = entry?;
        if entry.file_type()?.is_dir() {
            copy_tree(&entry.path(), &to.join(entry.file_name()))?;
        } else {
            std::fs::copy(entry.path(), to.join(entry.file_name()))?;
        }
    }
    Ok(())
}

fn python_files(dir: &Path, limit: usize) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(dir) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "py") {
                found.push(path);
            }
        }
    }
    found.sort();
    found.truncate(limit);
    found
}

fn main() -> anyhow::Result<()> {
    let toolchain = Toolchain::ensure(&ToolchainOptions::default())?;
    let pinned = toolsmith_bench::pinned_tools_venv(&toolchain.base_python)?;
    let temp = tempfile::tempdir()?;
    let package = corpus(&toolchain, temp.path())?;
    let sandbox = Sandbox::open(temp.path())?;
    let cold = LintOptions {
        use_cache: false,
        ..LintOptions::default()
    };

    // (a) one file, one call of each side after the other, 20 times.
    let calls = if quick() { 1 } else { 20 };
    let file = package.join("io.py");
    let mut lint_memory = PeakMemory::new();
    let (ours, theirs) = compare(
        calls,
        || {
            lint_memory.during(|| sandbox.run_pylint_analysis(&file, &cold))?;
            Ok(())
        },
        || reference(&pinned, &file),
    )?;
    Row {
        benchmark: &format!("lint: one file, median of {calls}"),
        baseline: "2 pylint CLI runs per call",
        ours,
        theirs,
        goal: Goal::Speedup(30.0),
        peak_mib: lint_memory.mib(),
        note: "alternating calls; warm workers, cache off; memory with the pylint workers".into(),
    }
    .print();

    // (b) one file in the project's own environment.
    let project_venv = toolsmith_bench::project_venv(&toolchain.base_python)?;
    let project = temp.path().join("config_project");
    copy_tree(&toolsmith_bench::dataset("config_project"), &project)?;
    let in_project = LintOptions {
        environment: EnvironmentOptions {
            venv: Some(project_venv.clone()),
            python: None,
        },
        ..cold.clone()
    };
    let project_file = project.join("settings/loader.py");
    let mut project_memory = PeakMemory::new();
    let (ours, theirs) = compare(
        calls,
        || {
            let report = project_memory
                .during(|| sandbox.run_pylint_analysis(&project_file, &in_project))?;
            anyhow::ensure!(
                report.errors == 0,
                "import errors: the environment was not used"
            );
            Ok(())
        },
        || reference(&project_venv, &project_file),
    )?;
    Row {
        benchmark: &format!("lint: one file, project venv, median of {calls}"),
        baseline: "2 pylint CLI runs per call",
        ours,
        theirs,
        goal: Goal::Speedup(10.0),
        peak_mib: project_memory.mib(),
        note: "imports from the project's virtualenv (PyYAML, attrs); the reference is pylint installed in it".into(),
    }
    .print();

    // (c) audit, cold then warm.
    let files = python_files(&package, if quick() { 2 } else { usize::MAX });
    let audited = if quick() {
        // A reduced corpus: the first files, in a directory of their own.
        let dir = temp.path().join("reduced");
        std::fs::create_dir_all(&dir)?;
        for (index, file) in files.iter().enumerate() {
            let name = file.file_name().unwrap_or_default().to_string_lossy();
            std::fs::copy(file, dir.join(format!("m{index}_{name}")))?;
        }
        dir
    } else {
        package.clone()
    };
    let mut audit_memory = PeakMemory::new();
    let mut audit = |lint: LintOptions| -> anyhow::Result<Duration> {
        let options = AuditOptions {
            lint,
            ..AuditOptions::default()
        };
        let (took, report) =
            audit_memory.during(|| time(|| sandbox.audit_directory(&audited, &options)));
        anyhow::ensure!(
            report?.total_files == files.len(),
            "audit saw a different file count"
        );
        Ok(took)
    };
    // The baseline takes minutes: one run of it, between two cold audits
    // (their mean is ours), so a drift of the machine's speed hits both sides.
    let cold_before = audit(cold.clone())?;
    let (theirs, result) = time(|| -> anyhow::Result<()> {
        for file in &files {
            reference(&pinned, file)?;
        }
        Ok(())
    });
    result?;
    let cold_after = audit(cold.clone())?;
    let cold_time = (cold_before + cold_after) / 2;
    audit(LintOptions::default())?; // fills the cache
    let mut warm = (0..5)
        .map(|_| audit(LintOptions::default()))
        .collect::<anyhow::Result<Vec<_>>>()?;
    let warm_time = toolsmith_bench::median(&mut warm);
    let label = format!("audit: {} files of docutils", files.len());
    Row {
        benchmark: &format!("{label}, cold"),
        baseline: "file-by-file, 2 CLI runs",
        ours: cold_time,
        theirs,
        goal: Goal::Speedup(5.0),
        peak_mib: audit_memory.mib(),
        note: format!(
            "cache off, 1 worker per core; ours {:.1} s before the baseline, {:.1} s after",
            cold_before.as_secs_f64(),
            cold_after.as_secs_f64()
        ),
    }
    .print();
    Row {
        benchmark: &format!("{label}, warm"),
        baseline: "file-by-file, 2 CLI runs",
        ours: warm_time,
        theirs,
        goal: Goal::Speedup(100.0),
        peak_mib: audit_memory.mib(),
        note: "nothing changed since the last audit; median of 5".into(),
    }
    .print();

    users::against_what_users_run(&pinned, temp.path(), &audited)?;
    users::served_cli_lint(&pinned, temp.path(), &package)?;
    Ok(())
}
