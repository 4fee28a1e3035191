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

    against_what_users_run(&pinned, temp.path(), &audited)?;
    served_cli_lint(&pinned, temp.path(), &package)?;
    Ok(())
}

/// `pylint -j <cores>` over `dir`, with our pinned configuration (pylint's
/// defaults: the sdist's own pyproject.toml is not read).
fn pylint_jobs(venv: &Path, dir: &Path) -> anyhow::Result<Duration> {
    // Outside the tree: a file beside the package would change its listing.
    let rcfile = venv.join("pinned.pylintrc");
    std::fs::write(&rcfile, toolsmith::lint::worker::PINNED_RCFILE)?;
    let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
    let (took, status) = time(|| {
        let jobs = format!("--jobs={cores}");
        let rcfile = format!("--rcfile={}", rcfile.display());
        pylint(venv, &[&jobs, "--persistent=n", &rcfile], dir)
    });
    anyhow::ensure!(status?.code().is_some(), "pylint -j was killed");
    Ok(took)
}

/// The CLI of the same build.
fn toolsmith_binary() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/release/toolsmith")
}

/// Ends the lint server our CLI calls in `sandbox` started.
fn stop_server(sandbox: &Path) {
    let _ = Command::new(toolsmith_binary())
        .arg("--sandbox")
        .arg(sandbox)
        .args(["server", "stop"])
        .current_dir(sandbox)
        .stdout(Stdio::null())
        .status();
}

/// Appends a line unique to this moment: the cache can never have seen it.
fn edit(file: &Path) -> anyhow::Result<()> {
    use std::io::Write as _;
    let stamp = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH)?;
    let mut handle = std::fs::OpenOptions::new().append(true).open(file)?;
    writeln!(handle, "# edited {}", stamp.as_nanos())?;
    Ok(())
}

/// Issue 19: the audit against `pylint -j <cores>` on the same tree, both as
/// the processes a user starts: ours cold (`--no-cache --no-server`: nothing
/// warm, nothing cached), and after an edit through the warm server and the
/// cache (a leaf module: only it is linted again; a module imported
/// everywhere: its dependents too, and never slower than cold).
fn against_what_users_run(venv: &Path, temp: &Path, audited: &Path) -> anyhow::Result<()> {
    let toolsmith = toolsmith_binary();
    let relative = audited.strip_prefix(temp)?.to_path_buf();
    let audit = |extra: &[&str]| -> anyhow::Result<Duration> {
        let (took, status) = time(|| {
            Command::new(&toolsmith)
                .arg("--sandbox")
                .arg(temp)
                .args(["--no-log", "audit", "--exit-zero"])
                .arg(&relative)
                .args(extra)
                .current_dir(temp)
                .stdout(Stdio::null())
                .status()
        });
        anyhow::ensure!(status?.success(), "toolsmith audit failed");
        Ok(took)
    };
    let rounds = if quick() { 1 } else { 3 };
    let (mut ours, mut theirs) = (Vec::new(), Vec::new());
    for _ in 0..rounds {
        ours.push(audit(&["--no-cache", "--no-server"])?);
        theirs.push(pylint_jobs(venv, audited)?);
    }
    let cold_time = toolsmith_bench::median(&mut ours);
    let jobs_time = toolsmith_bench::median(&mut theirs);
    let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
    let baseline = format!("pylint -j {cores}, same tree");
    let files = python_files(audited, usize::MAX);
    Row {
        benchmark: &format!("audit vs pylint -j: {} files, cold", files.len()),
        baseline: &baseline,
        ours: cold_time,
        theirs: jobs_time,
        goal: Goal::Speedup(1.3),
        peak_mib: None,
        note: format!(
            "both as processes, cache off, no server; alternating, median of {rounds}; same configuration (pylint's defaults)"
        ),
    }
    .print();

    // The names as the full corpus has them; the reduced one's first and last files.
    let leaf = files
        .iter()
        .find(|f| f.ends_with("writers/odf_odt/prepstyles.py"))
        .or(files.last());
    let hub = files
        .iter()
        .find(|f| f.ends_with("docutils/nodes.py"))
        .or(files.first());
    let (Some(leaf), Some(hub)) = (leaf, hub) else {
        anyhow::bail!("no files to edit");
    };
    let after_edit = |file: &Path| -> anyhow::Result<Duration> {
        let mut times = Vec::new();
        for _ in 0..rounds {
            audit(&[])?; // the cache holds every file, the server is warm
            edit(file)?;
            times.push(audit(&[])?);
        }
        Ok(toolsmith_bench::median(&mut times))
    };
    let leaf_time = after_edit(leaf)?;
    Row {
        benchmark: "re-audit after editing a leaf module",
        baseline: &baseline,
        ours: leaf_time,
        theirs: jobs_time,
        goal: Goal::Speedup(10.0),
        peak_mib: None,
        note: format!(
            "{} edited; `toolsmith audit` (server warm, cache on): only it is linted again; median of {rounds}",
            leaf.file_name().unwrap_or_default().to_string_lossy()
        ),
    }
    .print();
    // Issue 32: edits of modules others import, re-linted by the names read.
    let by_name = |suffix: &str| files.iter().find(|f| f.ends_with(suffix)).or(files.first());
    let (Some(imported), Some(utils)) = (
        by_name("docutils/utils/punctuation_chars.py"),
        by_name("docutils/utils/__init__.py"),
    ) else {
        anyhow::bail!("no files to edit");
    };
    let after = |file: &Path, change: &dyn Fn(&str, u128) -> String| -> anyhow::Result<Duration> {
        let original = std::fs::read_to_string(file)?;
        let mut times = Vec::new();
        for round in 0..rounds {
            audit(&[])?;
            let stamp = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)?
                .as_nanos()
                + round as u128;
            std::fs::write(file, change(&original, stamp))?;
            times.push(audit(&[])?);
        }
        std::fs::write(file, original)?;
        Ok(toolsmith_bench::median(&mut times))
    };
    let added = after(imported, &|text, stamp| {
        format!("{text}\n\ndef added_{stamp}():\n    \"\"\"New.\"\"\"\n    return {stamp}\n")
    })?;
    Row {
        benchmark: "re-audit after adding a function to a module the largest file imports",
        baseline: &baseline,
        ours: added,
        theirs: jobs_time,
        goal: Goal::Speedup(30.0),
        peak_mib: None,
        note: format!(
            "a function added to {} (states.py, 3,145 lines, imports it): only it is linted again; our cold audit {:.2} s; median of {rounds}",
            imported.file_name().unwrap_or_default().to_string_lossy(),
            cold_time.as_secs_f64()
        ),
    }
    .print();
    let body_in = |function: &'static str| {
        move |text: &str, stamp: u128| {
            let head = format!("def {function}(");
            let Some(at) = text.find(&head) else {
                return text.to_string();
            };
            // After the signature's line: the body's first statement.
            let line_end = text[at..].find(":\n").map_or(at, |n| at + n + 2);
            format!(
                "{}    _ = {stamp}\n{}",
                &text[..line_end],
                &text[line_end..]
            )
        }
    };
    let nobody = after(utils, &body_in("decode_path"))?;
    Row {
        benchmark: "re-audit after changing a function body nobody infers through",
        baseline: &baseline,
        ours: nobody,
        theirs: jobs_time,
        goal: Goal::Speedup(30.0),
        peak_mib: None,
        note: format!(
            "`decode_path`'s body in {} (the package's helpers, imported across it; no other file names it): only it is linted again; our cold audit {:.2} s; median of {rounds}",
            utils.strip_prefix(temp).unwrap_or(utils).display(),
            cold_time.as_secs_f64()
        ),
    }
    .print();
    let inferred = after(utils, &body_in("uniq"))?;
    Row {
        benchmark: "re-audit after changing a body one importer infers",
        baseline: &baseline,
        ours: inferred,
        theirs: jobs_time,
        goal: Goal::Context,
        peak_mib: None,
        note: format!(
            "`uniq`'s body in the same module: it and transforms/references.py (which iterates what `uniq` returns) linted again; median of {rounds}"
        ),
    }
    .print();
    let base = after(hub, &|text, stamp| {
        text.replacen(
            "class Node:\n",
            &format!("class Node:\n    _edited = {stamp}\n"),
            1,
        )
    })?;
    let hub_time = after_edit(hub)?;
    stop_server(temp);
    Row {
        benchmark: "re-audit after changing a base class used everywhere",
        baseline: "our cold audit",
        ours: base,
        theirs: cold_time,
        goal: Goal::Speedup(1.0),
        peak_mib: None,
        note: format!(
            "an attribute added to `Node` in {}: every file that reads a node class linted again; median of {rounds}",
            hub.file_name().unwrap_or_default().to_string_lossy()
        ),
    }
    .print();
    Row {
        benchmark: "re-audit after editing a module used everywhere",
        baseline: "our cold audit",
        ours: hub_time,
        theirs: cold_time,
        goal: Goal::Speedup(1.0),
        peak_mib: None,
        note: format!(
            "a comment appended to {}: it is linted again, the files that read its names are not; median of {rounds}",
            hub.file_name().unwrap_or_default().to_string_lossy()
        ),
    }
    .print();
    Ok(())
}

/// Issue 19: `toolsmith lint FILE` as a fresh process, the lint server warm,
/// against `pylint FILE`: the same file again with the cache off (what the
/// server saves: pylint's start and astroid's work on the imports), and the
/// agent's loop, the file edited before every call of either side.
fn served_cli_lint(venv: &Path, temp: &Path, package: &Path) -> anyhow::Result<()> {
    let toolsmith = toolsmith_binary();
    let file = package.join("core.py");
    let relative = file.strip_prefix(temp)?.to_path_buf();
    let ours_call = |extra: &[&str]| -> anyhow::Result<()> {
        let status = Command::new(&toolsmith)
            .arg("--sandbox")
            .arg(temp)
            .args(["--no-log", "lint"])
            .arg(&relative)
            .args(extra)
            .current_dir(temp)
            .stdout(Stdio::null())
            .status()?;
        anyhow::ensure!(status.code().is_some(), "toolsmith lint was killed");
        Ok(())
    };
    let theirs_call = || -> anyhow::Result<()> {
        pylint(venv, &["--persistent=n"], &file)?;
        Ok(())
    };
    ours_call(&[])?; // starts the server and warms it
    let calls = if quick() { 2 } else { 10 };
    let (ours, theirs) = compare(calls, || ours_call(&["--no-cache"]), theirs_call)?;
    Row {
        benchmark: &format!("lint FILE as a CLI process, server warm, median of {calls}"),
        baseline: "pylint FILE",
        ours,
        theirs,
        goal: Goal::Speedup(10.0),
        peak_mib: None,
        note: "docutils/core.py, cache off; alternating calls".into(),
    }
    .print();
    let (ours, theirs) = compare(
        calls,
        || {
            edit(&file)?;
            ours_call(&[])
        },
        || {
            edit(&file)?;
            theirs_call()
        },
    )?;
    stop_server(temp);
    Row {
        benchmark: &format!("lint FILE, server warm, file edited, median of {calls}"),
        baseline: "pylint FILE",
        ours,
        theirs,
        goal: Goal::Context,
        peak_mib: None,
        note: "core.py edited before every call of either side: astroid builds it and what imports it again".into(),
    }
    .print();
    Ok(())
}
