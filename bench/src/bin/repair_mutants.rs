//! Syntax repair of single-edit mutants of real third-party code (the
//! pinned tools' sources; `bench/src/mutants.rs`): of the mutants CPython
//! refuses, the share whose first candidate compiles and the share whose
//! first candidate is the original text, overall and by kind of edit,
//! against the goals (97% and 80%). The time, of the first 40
//! mutants (compiling every candidate of 400 takes ten minutes), is against
//! what judging alone costs (`compile()` of the first error's candidates).
//! 400 mutants (`--quick`: 12); `REPAIR_SEED` draws others. The tests run a
//! sample of 100 (`crates/toolsmith/tests/repair_syntax.rs`).

use std::collections::BTreeMap;
use std::process::Stdio;

use toolsmith::python::{DEFAULT_TARGET, validate};
use toolsmith::repair::{SyntaxRepairOptions, first_error_candidates, repair_code};
use toolsmith::toolchain::{Toolchain, ToolchainOptions};
use toolsmith_bench::inject::Rng;
use toolsmith_bench::mutants::{refused_mutant, third_party_files};
use toolsmith_bench::{
    COMPILE_CANDIDATES, Goal, PeakMemory, Row, percentile, python_timed, quick, time,
};

/// The default seed of the tests' sample, so that both draw the same first mutants.
const SEED: u64 = 0x5EED_2026_1125;

/// The mutants whose time is compared with the baseline's.
const TIMED: usize = 40;

fn main() -> anyhow::Result<()> {
    let toolchain = Toolchain::ensure(&ToolchainOptions::default())?;
    let venv = toolsmith_bench::pinned_tools_venv(&toolchain.base_python)?;
    let files = third_party_files(&venv)?;
    anyhow::ensure!(files.len() > 100, "only {} third-party files", files.len());
    let wanted = if quick() { 12 } else { 400 };
    let seed = std::env::var("REPAIR_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(SEED);
    let mut rng = Rng(seed);
    let mut cases = Vec::new();
    while cases.len() < wanted {
        if let Some(case) = refused_mutant(&files, &mut rng) {
            cases.push(case);
        }
    }
    let mut texts = std::io::BufWriter::new(tempfile::NamedTempFile::new()?);
    let timed = cases.len().min(TIMED);
    for (_, _, mutant, _) in &cases[..timed] {
        for text in first_error_candidates(mutant, DEFAULT_TARGET) {
            serde_json::to_writer(&mut texts, &text)?;
            std::io::Write::write_all(&mut texts, b"\n")?;
        }
    }
    let options = SyntaxRepairOptions::default();
    let (mut compiled, mut original, mut each) = (0, 0, Vec::new());
    let mut by_kind: BTreeMap<&str, (usize, usize, usize)> = BTreeMap::new();
    let mut memory = PeakMemory::new();
    memory.during(|| {
        for (name, source, mutant, kind) in &cases {
            let (took, result) = time(|| repair_code(name, mutant, &options));
            each.push(took);
            let best = result.candidates.first().map(|c| c.code.as_str());
            let compiles = best.is_some_and(|c| validate(c, DEFAULT_TARGET).is_ok());
            let is_original = best == Some(*source);
            let tally = by_kind.entry(kind).or_default();
            tally.0 += 1;
            tally.1 += usize::from(compiles);
            tally.2 += usize::from(is_original);
            compiled += usize::from(compiles);
            original += usize::from(is_original);
        }
    });
    let ours: std::time::Duration = each[..timed].iter().sum();
    let theirs = python_timed(
        COMPILE_CANDIDATES,
        Stdio::from(texts.into_inner()?.reopen()?),
    )?;
    for (kind, (n, c, o)) in &by_kind {
        println!("  {kind}: {n} mutants, {c} compile, {o} original first");
    }
    let n = cases.len();
    let share = |k: usize| 100.0 * k as f64 / n as f64;
    Row {
        benchmark: &format!("repair_syntax, single-edit mutants: {n} of third-party files"),
        baseline: "compile() of first-error candidates",
        ours,
        theirs,
        goal: Goal::Context,
        peak_mib: memory.mib(),
        note: format!(
            "compiles {:.1}% (goal 97), original first {:.1}% (goal 80); median {:.0} ms, p90 {:.0} ms; time of the first {timed}",
            share(compiled),
            share(original),
            percentile(&mut each, 0.5).as_secs_f64() * 1000.0,
            percentile(&mut each, 0.9).as_secs_f64() * 1000.0,
        ),
    }
    .print();
    Ok(())
}
