//! Warm parents (issue 35): what forking from a parent per environment buys
//! where many sandboxes are touched. Rows:
//! - the first lint in a new sandbox, in a process whose parent is warm, vs
//!   the same with every worker started fresh (goal: at most 100 ms);
//! - 50 small test suites in 50 sandboxes, run by `run_pytest` in one
//!   process, vs bare `python -m pytest` run per suite (the same pytest),
//!   and vs our own runs started fresh (context);
//! - a whole offline swarm run (`toolsmith swarm`) vs the same with
//!   `TOOLSMITH_NO_WARM_PARENT=1`.
//!
//! The parents' resident size (proportional: pages shared with their
//! children count in proportion) is in the first row's note.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use toolsmith::Sandbox;
use toolsmith::lint::LintOptions;
use toolsmith::testing::TestOptions;
use toolsmith::toolchain::{Toolchain, ToolchainOptions};
use toolsmith_bench::{Goal, PeakMemory, Row, median, process_mib, quick};

const SMALL: &str = "\"\"\"A small module.\"\"\"\nimport os\n\n\ndef here(name):\n    \"\"\"Where NAME is.\"\"\"\n    return os.path.join(os.getcwd(), name)\n";

/// A new sandbox under `root` holding `files`.
fn sandbox(root: &Path, name: &str, files: &[(&str, &str)]) -> anyhow::Result<(PathBuf, Sandbox)> {
    let dir = root.join(name);
    std::fs::create_dir_all(&dir)?;
    for (file, text) in files {
        std::fs::write(dir.join(file), text)?;
    }
    Ok((dir.clone(), Sandbox::open(&dir)?))
}

/// The median time of the first lint of a small file in `rounds` new
/// sandboxes, workers forked from the warm parent or started fresh.
fn first_lints(root: &Path, warm_parent: bool, rounds: usize) -> anyhow::Result<Duration> {
    let mut options = LintOptions {
        use_cache: false,
        ..LintOptions::default()
    };
    options.confinement.warm_parent = warm_parent;
    let side = if warm_parent { "warm" } else { "fresh" };
    let mut samples = Vec::new();
    // The first rounds start the parent and take it to a second sandbox,
    // after which it builds what agents import most while idle (see
    // `pylint_worker.COMMON_MODULES`): warm-ups, not samples.
    const WARM_UP: usize = 2;
    for round in 0..rounds + WARM_UP {
        let (dir, sandbox) = sandbox(root, &format!("{side}{round}"), &[("small.py", SMALL)])?;
        let began = Instant::now();
        let report = sandbox.run_pylint_analysis(&dir.join("small.py"), &options)?;
        let took = began.elapsed();
        let forked = report.confinement.as_ref().is_some_and(|c| c.forked);
        anyhow::ensure!(forked == warm_parent, "{side}: forked {forked}");
        anyhow::ensure!(report.score == 10.0, "{side}: score {}", report.score);
        if round >= WARM_UP {
            samples.push(took);
        } else if warm_parent && round + 1 == WARM_UP {
            // Let it, as a process that lives long does.
            std::thread::sleep(Duration::from_secs(3));
        }
    }
    Ok(median(&mut samples))
}

/// Our descendants whose name starts with `prefix`.
fn named(prefix: &str) -> Vec<u32> {
    let mut found = Vec::new();
    let mut pending = vec![std::process::id()];
    while let Some(pid) = pending.pop() {
        let name = std::fs::read_to_string(format!("/proc/{pid}/comm")).unwrap_or_default();
        if name.starts_with(prefix) {
            found.push(pid);
        }
        let children =
            std::fs::read_to_string(format!("/proc/{pid}/task/{pid}/children")).unwrap_or_default();
        pending.extend(
            children
                .split_whitespace()
                .filter_map(|c| c.parse::<u32>().ok()),
        );
    }
    found
}

/// `count` sandboxes of a small suite each.
fn suites(root: &Path, count: usize) -> anyhow::Result<Vec<(PathBuf, Sandbox)>> {
    (0..count)
        .map(|i| {
            sandbox(
                root,
                &format!("suite{i:02}"),
                &[
                    ("calc.py", "def add(a, b):\n    return a + b\n"),
                    (
                        "test_calc.py",
                        "from calc import add\n\n\ndef test_add():\n    assert add(1, 2) == 3\n\n\n\
                         def test_zero():\n    assert add(0, 0) == 0\n",
                    ),
                ],
            )
        })
        .collect()
}

fn run_suites(suites: &[(PathBuf, Sandbox)], warm_parent: bool) -> anyhow::Result<Duration> {
    let mut options = TestOptions::for_directory();
    options.confinement.warm_parent = warm_parent;
    let began = Instant::now();
    for (dir, sandbox) in suites {
        let report = sandbox.run_pytest(dir, &options)?;
        anyhow::ensure!(
            report.passed == 2,
            "{}: {}",
            dir.display(),
            report.error_log
        );
        anyhow::ensure!(report.confinement.forked == warm_parent, "forked?");
    }
    Ok(began.elapsed())
}

fn bare_pytest(suites: &[(PathBuf, Sandbox)], venv: &Path) -> anyhow::Result<Duration> {
    let began = Instant::now();
    for (dir, _) in suites {
        let status = Command::new(venv.join("bin/python"))
            .args(["-m", "pytest", "-q", "-p", "no:cacheprovider"])
            .current_dir(dir)
            .env("PYTHONDONTWRITEBYTECODE", "1")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()?;
        anyhow::ensure!(status.success(), "bare pytest failed in {}", dir.display());
    }
    Ok(began.elapsed())
}

fn swarm(warm_parent: bool, into: &Path) -> anyhow::Result<Duration> {
    let _ = std::fs::remove_dir_all(into);
    let binary = Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/release/toolsmith");
    let began = Instant::now();
    let output = Command::new(binary)
        .args(["--no-log", "--json", "swarm"])
        .arg(toolsmith_bench::dataset("buggy_project"))
        .arg("--into")
        .arg(into)
        .env(
            toolsmith::confine::NO_WARM_PARENT_VARIABLE,
            if warm_parent { "0" } else { "1" },
        )
        .stderr(Stdio::null())
        .output()?;
    let took = began.elapsed();
    let result: serde_json::Value = serde_json::from_slice(&output.stdout)?;
    anyhow::ensure!(result["accepted"] == true, "swarm not accepted: {result}");
    Ok(took)
}

fn main() -> anyhow::Result<()> {
    let temp = tempfile::tempdir()?;
    let root = std::fs::canonicalize(temp.path())?;
    let rounds = if quick() { 3 } else { 9 };

    let mut memory = PeakMemory::new();
    let ours = memory.during(|| first_lints(&root, true, rounds))?;
    let theirs = first_lints(&root, false, rounds)?;
    let parent = named("zygote-pylint")
        .first()
        .map_or(0.0, |pid| process_mib(*pid));
    Row {
        benchmark: "first lint in a new sandbox",
        baseline: "a worker started fresh",
        ours,
        theirs,
        goal: Goal::AtMost(Duration::from_millis(100)),
        peak_mib: memory.mib(),
        note: format!(
            "median of {rounds} new sandboxes, a small file; the warm parent: {parent:.0} MiB (Pss)"
        ),
    }
    .print();

    let count = if quick() { 4 } else { 50 };
    let all = suites(&root, count)?;
    let toolchain = Toolchain::ensure(&ToolchainOptions::default())?;
    let pinned = toolsmith_bench::pinned_tools_venv(&toolchain.base_python)?;
    // A warm-up of each side on a suite of its own.
    let spare = suites(&root.join("spare"), 1)?;
    run_suites(&spare, true)?;
    bare_pytest(&spare, &pinned)?;
    let mut memory = PeakMemory::new();
    let ours = memory.during(|| run_suites(&all, true))?;
    let bare = bare_pytest(&all, &pinned)?;
    let fresh = run_suites(&all, false)?;
    let parent = named("zygote-pytest")
        .first()
        .map_or(0.0, |pid| process_mib(*pid));
    Row {
        benchmark: &format!("pytest: {count} small suites, {count} sandboxes"),
        baseline: "bare pytest per suite",
        ours,
        theirs: bare,
        goal: Goal::Speedup(1.0),
        peak_mib: memory.mib(),
        note: format!(
            "ours confined and forked, one after another; the pytest parent: {parent:.0} MiB (Pss)"
        ),
    }
    .print();
    Row {
        benchmark: &format!("pytest: {count} small suites, {count} sandboxes"),
        baseline: "our runs started fresh",
        ours,
        theirs: fresh,
        goal: Goal::Context,
        peak_mib: None,
        note: "what each run cost before warm parents".into(),
    }
    .print();

    let into = root.join("repaired");
    let swarm_rounds = if quick() { 1 } else { 3 };
    let (ours, theirs) = toolsmith_bench::compare_timed(
        swarm_rounds,
        || swarm(true, &into),
        || swarm(false, &into),
    )?;
    Row {
        benchmark: "swarm: offline run on buggy_project",
        baseline: "TOOLSMITH_NO_WARM_PARENT=1",
        ours,
        theirs,
        goal: Goal::Speedup(1.5),
        peak_mib: None,
        note: "the whole run, its start included (one sandbox: the copy)".into(),
    }
    .print();
    Ok(())
}
