//! The offline swarm on a generated dataset (modules with a logic bug their
//! tests catch and pylint's usual complaints, one file that does not
//! compile) against the same loop as the lab's teams wrote it: Python
//! calling the spec's documented tools (two pylint runs per file, pytest in
//! a subprocess with its output parsed, the log rewritten per entry), as
//! many iterations as the swarm took. Compared: the tools' time to measure
//! an iteration (ours: the Judge's lint, syntax and tests after the Fixer's
//! writes; the lab's: its spec tools over the tree), goal >= 5x; and, for
//! context, the whole offline repair against the lab's loop's tools alone
//! (its fixes would come from a model; ours are searched and verified).

use std::path::Path;
use std::time::Duration;

use toolsmith::toolchain::{Toolchain, ToolchainOptions};
use toolsmith_bench::{Goal, PeakMemory, Row, quick};
use toolsmith_swarm::{SwarmOptions, SwarmSettings};

/// `modules` modules, each with a bug its tests catch, an unused import and
/// a function without a docstring; their tests; one file that does not compile.
fn write_dataset(dir: &Path, modules: usize) -> anyhow::Result<()> {
    std::fs::create_dir_all(dir)?;
    for m in 0..modules {
        std::fs::write(
            dir.join(format!("measure_{m}.py")),
            format!(
                "\"\"\"Measures, part {m}.\"\"\"\nimport os\n\n\ndef shift_{m}(value, step):\n    \"\"\"Return value moved up by step.\"\"\"\n    return value - step\n\n\ndef offset_{m}(value):\n    return value + {m}\n"
            ),
        )?;
        std::fs::write(
            dir.join(format!("test_measure_{m}.py")),
            format!(
                "\"\"\"Tests of measure_{m}.\"\"\"\nfrom measure_{m} import offset_{m}, shift_{m}\n\n\ndef test_shift():\n    \"\"\"Shifting adds.\"\"\"\n    assert shift_{m}(2, 3) == 5\n\n\ndef test_offset():\n    \"\"\"The offset adds {m}.\"\"\"\n    assert offset_{m}(1) == {}\n",
                1 + m
            ),
        )?;
    }
    std::fs::write(
        dir.join("broken.py"),
        "\"\"\"Does not compile.\"\"\"\n\n\ndef total(values)\n    \"\"\"Sum.\"\"\"\n    return sum(values)\n",
    )?;
    Ok(())
}

fn main() -> anyhow::Result<()> {
    let modules = if quick() { 3 } else { 12 };
    let toolchain = Toolchain::ensure(&ToolchainOptions::default())?;
    let venv = toolsmith_bench::pinned_tools_venv(&toolchain.base_python)?;
    let temp = tempfile::tempdir()?;
    let original = temp.path().join("dataset");
    write_dataset(&original, modules)?;

    let settings = SwarmSettings {
        into: Some(temp.path().join("ours")),
        ..SwarmSettings::default()
    };
    let options = SwarmOptions {
        journal: Some(toolsmith::journal::Journal::new(
            temp.path().join("ours.json"),
        )),
        ..settings.options(None)?
    };
    let mut memory = PeakMemory::new();
    let report = memory.during(|| settings.run(&original, &options))?;
    anyhow::ensure!(
        report.accepted,
        "the swarm did not repair the dataset: {:?}",
        report.remaining
    );
    let iterations = report.history.len().max(1);
    let judged: Vec<f64> = report
        .history
        .iter()
        .filter(|i| i.judge_time > 0.0)
        .map(|i| i.judge_time)
        .collect();
    let judge_time = judged.iter().sum::<f64>() / judged.len().max(1) as f64;
    let tool_time: f64 = report.history.iter().map(|i| i.tool_time).sum();

    // The lab's loop measures the tree once before the first iteration and
    // once per iteration, as many as ours took.
    let measures = iterations + 1;
    let lab_copy = temp.path().join("lab");
    toolsmith_swarm::copy_into(&original, &lab_copy)?;
    let output = std::process::Command::new(venv.join("bin/python"))
        .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/lab_loop.py"))
        .arg(&lab_copy)
        .arg(measures.to_string())
        .arg(temp.path().join("lab.json"))
        .output()?;
    anyhow::ensure!(
        output.status.success(),
        "the lab's loop failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    let lab_total: f64 = String::from_utf8(output.stdout)?.trim().parse()?;

    let files = 2 * modules + 1;
    Row {
        benchmark: &format!("swarm: tools measuring an iteration, {files} files"),
        baseline: "the lab's loop (spec tools)",
        ours: Duration::from_secs_f64(judge_time),
        theirs: Duration::from_secs_f64(lab_total / measures as f64),
        goal: Goal::Speedup(5.0),
        peak_mib: memory.mib(),
        note: "the Judge's lint (exact cache: the Fixer's verified writes were linted), syntax and tests (run)".into(),
    }
    .print();
    Row {
        benchmark: &format!("swarm: a whole offline repair, {files} files"),
        baseline: "the lab's loop, its tools only",
        ours: Duration::from_secs_f64(report.duration),
        theirs: Duration::from_secs_f64(lab_total),
        goal: Goal::Context,
        peak_mib: memory.mib(),
        note: format!(
            "{iterations} iteration(s), accepted, mean score {:.2} -> {:.2}; ours includes the verified repairs' search ({:.1} s of tools in iterations), the lab's fixes would come from a model",
            report.mean_score_before, report.mean_score_after, tool_time
        ),
    }
    .print();
    Ok(())
}
