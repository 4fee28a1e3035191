//! Batches (issues 20 and 35). A batch of lint calls over many sandboxes on
//! one machine vs what a shell-driven user runs instead: one `toolsmith lint`
//! process per call, two at a time (the cores), as `xargs -P 2` would; as it
//! runs by default (a warm lint server per sandbox: goal at least 5x), and
//! with `--no-server` (its own workers each time: goal at least 15x). Then
//! the Ray batch on a local cluster (two worker nodes of one CPU) vs the
//! one-machine batch on two cores: within 1.5x. The lint cache is off on
//! every side: each call lints.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use toolsmith::toolchain::{Toolchain, ToolchainOptions};
use toolsmith_bench::{Goal, PeakMemory, Row, quick};

const FILES_PER_SANDBOX: usize = 10;
const CORES: usize = 2;

fn toolsmith() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/release/toolsmith")
}

/// A small module with a few of the issues agents fix, different per file.
fn module(sandbox: usize, file: usize) -> String {
    format!(
        "import os\nimport sys\n\nLIMIT = {file}\n\n\ndef scale_{sandbox}_{file}(values, factor=2):\n    \
         result = []\n    for v in values:\n        if v > LIMIT:\n            result.append(v * factor)\n        \
         else:\n            result.append(v)\n    return result\n\n\nclass Store{file}:\n    \
         def __init__(self):\n        self.items = {{}}\n\n    def add(self, key, value):\n        \
         self.items[key] = value\n        return len(self.items)\n\n    def total(self):\n        \
         return sum(self.items.values()) + len(sys.argv)\n"
    )
}

/// `sandboxes` sandboxes of ten modules, and the manifest of one lint call per module.
fn plant(root: &Path, sandboxes: usize) -> anyhow::Result<(PathBuf, Vec<(PathBuf, String)>)> {
    let mut manifest = String::new();
    let mut calls = Vec::new();
    for s in 0..sandboxes {
        let dir = root.join(format!("team{s:02}"));
        std::fs::create_dir_all(&dir)?;
        for f in 0..FILES_PER_SANDBOX {
            let name = format!("mod_{f}.py");
            std::fs::write(dir.join(&name), module(s, f))?;
            let args = json!({"file_path": name, "use_cache": false});
            let line = json!({"id": format!("{s}/{f}"), "sandbox": format!("team{s:02}"),
                "tool": "run_pylint_analysis", "args": args});
            manifest.push_str(&format!("{line}\n"));
            calls.push((dir.clone(), name));
        }
    }
    let path = root.join("manifest.jsonl");
    std::fs::write(&path, manifest)?;
    Ok((path, calls))
}

fn batch(manifest: &Path) -> anyhow::Result<Duration> {
    let out = manifest.with_file_name("answers.jsonl");
    let _ = std::fs::remove_file(&out);
    let began = Instant::now();
    let status = Command::new(toolsmith())
        .args(["--no-log", "batch"])
        .arg(manifest)
        .arg("--out")
        .arg(&out)
        .args(["--jobs", &CORES.to_string()])
        .stderr(Stdio::null())
        .stdout(Stdio::null())
        .status()?;
    let took = began.elapsed();
    anyhow::ensure!(status.success(), "toolsmith batch: {status}");
    let answers = std::fs::read_to_string(&out)?;
    anyhow::ensure!(
        answers
            .lines()
            .all(|l| serde_json::from_str::<Value>(l)
                .is_ok_and(|a| a["result"]["score"].is_number())),
        "a batch answer is not a lint result"
    );
    Ok(took)
}

/// One `toolsmith lint` process per call, `CORES` at a time; with
/// `no_server`, each lints with workers of its own.
fn separate_processes(calls: &[(PathBuf, String)], no_server: bool) -> anyhow::Result<Duration> {
    let next = AtomicUsize::new(0);
    let began = Instant::now();
    let outcomes: Vec<anyhow::Result<()>> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..CORES)
            .map(|_| {
                scope.spawn(|| -> anyhow::Result<()> {
                    while let Some((dir, file)) = calls.get(next.fetch_add(1, Ordering::Relaxed)) {
                        let output = Command::new(toolsmith())
                            .args(["--no-log", "--json", "--sandbox", "."])
                            .args(["lint", file, "--no-cache"])
                            .args(no_server.then_some("--no-server"))
                            .current_dir(dir)
                            .stderr(Stdio::null())
                            .output()?;
                        let result: Value = serde_json::from_slice(&output.stdout)?;
                        anyhow::ensure!(result["score"].is_number(), "lint {file}: {result}");
                    }
                    Ok(())
                })
            })
            .collect();
        workers
            .into_iter()
            .map(|w| {
                w.join()
                    .unwrap_or_else(|_| Err(anyhow::anyhow!("panicked")))
            })
            .collect()
    });
    let took = began.elapsed();
    outcomes.into_iter().collect::<anyhow::Result<()>>()?;
    Ok(took)
}

/// Stops every lint server this user has running.
fn stop_servers() {
    let _ = Command::new(toolsmith())
        .args(["server", "stop", "--all"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status();
}

fn main() -> anyhow::Result<()> {
    let sandboxes = if quick() { 4 } else { 50 };
    let temp = tempfile::tempdir()?;
    let (manifest, calls) = plant(temp.path(), sandboxes)?;
    let count = calls.len();

    // One machine vs separate processes: one measured round each after a
    // warm-up call (the baselines take minutes at full size). The loop's
    // lint servers are stopped first: each sandbox's first call starts one,
    // as it does for a user.
    batch(&manifest)?;
    separate_processes(&calls[..CORES], false)?;
    stop_servers();
    let mut memory = PeakMemory::new();
    let ours = memory.during(|| batch(&manifest))?;
    let served = separate_processes(&calls, false)?;
    stop_servers();
    let alone = separate_processes(&calls, true)?;
    for (baseline, theirs, goal) in [
        ("a toolsmith lint process each", served, 5.0),
        ("the same, --no-server", alone, 15.0),
    ] {
        Row {
            benchmark: &format!("batch: {count} lint calls, {sandboxes} sandboxes"),
            baseline,
            ours,
            theirs,
            goal: Goal::Speedup(goal),
            peak_mib: memory.mib(),
            note: format!("{CORES} at a time each side, lint cache off"),
        }
        .print();
    }

    // The Ray batch on a local cluster vs the one-machine batch.
    let toolchain = Toolchain::ensure(&ToolchainOptions::default())?;
    let python =
        toolsmith_bench::package_venv(&toolchain.base_python, "bench-ray-venv", &["ray>=2.40,<3"])?;
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/batch_ray.py");
    let rounds = if quick() { 1 } else { 3 };
    let output = Command::new(&python)
        .arg(&script)
        .arg(&manifest)
        .arg(rounds.to_string())
        .stderr(Stdio::inherit())
        .output()?;
    anyhow::ensure!(output.status.success(), "the Ray benchmark script failed");
    let last = String::from_utf8_lossy(&output.stdout);
    let results: Value = serde_json::from_str(last.lines().last().unwrap_or("{}"))?;
    let seconds = |key: &str| Duration::from_secs_f64(results[key].as_f64().unwrap_or(0.0));
    Row {
        benchmark: &format!("batch on Ray: {count} lint calls"),
        baseline: "the one-machine batch",
        ours: seconds("ray"),
        theirs: seconds("one_machine"),
        goal: Goal::Overhead {
            ratio: 1.5,
            plus_ms: 0.0,
        },
        peak_mib: None,
        note: format!(
            "local cluster: a head without CPUs and 2 worker nodes of 1 CPU; one machine: 2 jobs; {rounds} alternating rounds after a warm-up"
        ),
    }
    .print();
    Ok(())
}
