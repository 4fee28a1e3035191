//! The audit against what users run instead (`pylint -j <cores>`), as the
//! processes a user starts, and the CLI's lint calls served warm.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

use toolsmith_bench::{Goal, Row, compare, quick, time};

use super::{pylint, python_files};

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
pub(super) fn against_what_users_run(
    venv: &Path,
    temp: &Path,
    audited: &Path,
) -> anyhow::Result<()> {
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
pub(super) fn served_cli_lint(venv: &Path, temp: &Path, package: &Path) -> anyhow::Result<()> {
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
