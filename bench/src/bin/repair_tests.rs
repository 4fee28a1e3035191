//! Test-guided repair (`repair_failing_tests`) of small projects, each with a
//! one-line logic bug its tests expose, against what a user would run
//! instead without localization or parallelism: every mutation of every line
//! of the module, in order (the same mutation operators), the whole suite
//! run once per candidate by bare pytest of the same version, one at a time,
//! until the suite passes. Both sides stop at the first plausible patch.

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

use toolsmith::Sandbox;
use toolsmith::repair::{TestRepairOptions, line_mutants};
use toolsmith::toolchain::{Toolchain, ToolchainOptions};
use toolsmith_bench::{Goal, PeakMemory, Row, quick, time};

/// Functions of the module; the bug goes into one of them.
const FUNCTIONS: &[(&str, &str)] = &[
    (
        "def clamp(value, low, high):\n    if value < low:\n        return low\n    if value > high:\n        return high\n    return value\n",
        "def test_clamp():\n    assert clamp(5, 0, 10) == 5\n    assert clamp(-1, 0, 10) == 0\n    assert clamp(11, 0, 10) == 10\n",
    ),
    (
        "def mean(values):\n    total = sum(values)\n    count = len(values)\n    return total / count\n",
        "def test_mean():\n    assert mean([1, 2, 3]) == 2\n    assert mean([4]) == 4\n",
    ),
    (
        "def window(items, start, size):\n    end = start + size\n    return items[start:end]\n",
        "def test_window():\n    assert window([1, 2, 3, 4], 1, 2) == [2, 3]\n    assert window([1, 2], 0, 5) == [1, 2]\n",
    ),
    (
        "def can_vote(age, citizen):\n    adult = age >= 18\n    return adult and citizen\n",
        "def test_can_vote():\n    assert can_vote(18, True)\n    assert not can_vote(30, False)\n    assert not can_vote(12, True)\n",
    ),
    (
        "def discount(price, percent):\n    cut = price * percent / 100\n    return price - cut\n",
        "def test_discount():\n    assert discount(200, 10) == 180\n    assert discount(50, 0) == 50\n",
    ),
    (
        "def largest(values):\n    best = values[0]\n    for value in values:\n        if value > best:\n            best = value\n    return best\n",
        "def test_largest():\n    assert largest([3, 9, 4]) == 9\n    assert largest([-2, -5]) == -2\n",
    ),
];

/// (function, the line as written, the line with its bug).
const BUGS: &[(usize, &str, &str)] = &[
    (
        3,
        "    return adult and citizen",
        "    return adult or citizen",
    ),
    (4, "    return price - cut", "    return price + cut"),
    (1, "    return total / count", "    return total * count"),
    (0, "    if value > high:", "    if value < high:"),
    (2, "    end = start + size", "    end = start - size"),
    (3, "    adult = age >= 18", "    adult = age > 18"),
];

/// Writes project `n` (its bug is `BUGS[n]`) into `dir`; returns the module.
fn write_project(dir: &Path, n: usize) -> anyhow::Result<String> {
    let (function, right, wrong) = BUGS[n % BUGS.len()];
    let mut module = String::from("\"\"\"Small helpers.\"\"\"\n");
    let mut tests = String::from("from logic import *  # noqa: F403\n");
    for (i, (code, test)) in FUNCTIONS.iter().enumerate() {
        let code = if i == function {
            anyhow::ensure!(code.contains(right), "bug {n} does not fit");
            code.replace(right, wrong)
        } else {
            code.to_string()
        };
        module.push_str(&format!("\n\n{code}"));
        tests.push_str(&format!("\n\n{test}"));
    }
    std::fs::create_dir_all(dir)?;
    std::fs::write(dir.join("logic.py"), &module)?;
    std::fs::write(dir.join("test_logic.py"), tests)?;
    Ok(module)
}

/// The baseline: each mutation of each line in order, the suite once per
/// candidate, until it passes. Returns the candidates run.
fn naive(venv: &Path, dir: &Path, module: &str) -> anyhow::Result<usize> {
    let mut run = 0;
    for line in 1..=module.lines().count() {
        for (mutant, _) in line_mutants(module, line) {
            std::fs::write(dir.join("logic.py"), &mutant)?;
            run += 1;
            let status = Command::new(venv.join("bin/python"))
                .args(["-m", "pytest", "-q", "-p", "no:cacheprovider", "."])
                .current_dir(dir)
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .status()?;
            if status.success() {
                std::fs::write(dir.join("logic.py"), module)?;
                return Ok(run);
            }
        }
    }
    std::fs::write(dir.join("logic.py"), module)?;
    anyhow::bail!("the naive search found no plausible patch in {run} candidates")
}

fn main() -> anyhow::Result<()> {
    // The baseline tries every edit of every line in turn: the smoke run
    // takes the one project whose bug is in the module's first function.
    let chosen: Vec<usize> = if quick() {
        vec![3]
    } else {
        (0..BUGS.len()).collect()
    };
    let projects = chosen.len();
    let toolchain = Toolchain::ensure(&ToolchainOptions::default())?;
    let venv = toolsmith_bench::pinned_tools_venv(&toolchain.base_python)?;
    let temp = tempfile::tempdir()?;
    let sandbox = Sandbox::open(temp.path())?;
    let options = TestRepairOptions {
        candidates: 1,
        ..TestRepairOptions::default()
    };
    let mut memory = PeakMemory::new();
    let (mut ours, mut theirs) = (Duration::ZERO, Duration::ZERO);
    let (mut tried, mut naive_tried, mut repaired) = (0, 0, 0);
    for (k, &n) in chosen.iter().enumerate() {
        let (_, right, wrong) = BUGS[n];
        let dir = temp.path().join(format!("project{n}"));
        let module = write_project(&dir, n)?;
        // Warm: the toolchain's first run, and the baseline's interpreter.
        if k == 0 {
            sandbox.run_pytest(&dir, &options.test)?;
        }
        let (took, result) =
            memory.during(|| time(|| sandbox.repair_failing_tests(&dir, &options)));
        let result = result?;
        ours += took;
        tried += result.tried;
        if let Some(best) = result.candidates.first().filter(|c| c.complete) {
            repaired += 1;
            if !best.diff.contains(&format!("+{right}")) {
                eprintln!(
                    "project {n}: a plausible patch other than the fix ({wrong} -> ?):\n{}",
                    best.diff
                );
            }
        }
        let (took, count) = time(|| naive(&venv, &dir, &module));
        theirs += took;
        naive_tried += count?;
    }
    Row {
        benchmark: &format!("repair-tests: {projects} projects, one-line bugs"),
        baseline: "suite per candidate, no localization",
        ours,
        theirs,
        goal: Goal::Speedup(3.0),
        peak_mib: memory.mib(),
        note: format!(
            "{repaired}/{projects} repaired; candidates tested: ours {tried}, baseline {naive_tried}; first plausible patch each; 2 workers vs 1"
        ),
    }
    .print();
    Ok(())
}
