//! Syntax repair of single-edit mutants of standard-library modules of
//! 300-700 lines (a colon or a closing bracket deleted): the whole of
//! Toolsmith's `repair_syntax` (search, judging, ranking) against what
//! judging alone costs a user who would run CPython's `compile()` over the
//! same candidate texts (those of the first error; texts made beforehand,
//! the loop timed inside its interpreter).

use std::process::Stdio;

use toolsmith::python::{DEFAULT_TARGET, validate};
use toolsmith::repair::{SyntaxRepairOptions, first_error_candidates, repair_code};
use toolsmith_bench::{
    COMPILE_CANDIDATES, Goal, PeakMemory, Row, compare_timed, median, python, python_timed, quick,
    time,
};

/// The source with its `nth` line-ending colon (odd `nth`) or closing
/// parenthesis (even) removed, if that breaks it.
fn mutant(source: &str, nth: usize) -> Option<String> {
    let wanted = if nth % 2 == 1 { ":\n" } else { ")" };
    let places: Vec<usize> = source.match_indices(wanted).map(|(at, _)| at).collect();
    let at = *places.get(places.len() / 2 + nth % places.len().max(1) / 2)?;
    let broken = format!("{}{}", &source[..at], &source[at + 1..]);
    validate(&broken, DEFAULT_TARGET).is_err().then_some(broken)
}

fn main() -> anyhow::Result<()> {
    let count = if quick() { 4 } else { 40 };
    let files: Vec<(String, String)> = toolsmith_bench::stdlib_files(&python(), usize::MAX)?
        .into_iter()
        .filter(|(_, s)| (300..=700).contains(&s.lines().count()))
        .filter(|(_, s)| validate(s, DEFAULT_TARGET).is_ok())
        .collect();
    let step = (files.len() / (count * 2)).max(1);
    let mutants: Vec<(String, String)> = files
        .iter()
        .step_by(step)
        .enumerate()
        .filter_map(|(i, (path, source))| mutant(source, i).map(|m| (path.clone(), m)))
        .take(count)
        .collect();
    // The baseline's texts go to a file, not this process's memory (whose
    // peak is Toolsmith's side's).
    let mut texts = tempfile::NamedTempFile::new()?;
    let mut judged = 0;
    for (_, mutant) in &mutants {
        for text in first_error_candidates(mutant, DEFAULT_TARGET) {
            judged += 1;
            serde_json::to_writer(&mut texts, &text)?;
            std::io::Write::write_all(&mut texts, b"\n")?;
        }
    }
    let options = SyntaxRepairOptions::default();
    let mut memory = PeakMemory::new();
    let mut each = Vec::new();
    let mut repaired = 0;
    let (ours, theirs) = compare_timed(
        if quick() { 2 } else { 3 },
        || {
            let (took, done) = memory.during(|| {
                time(|| {
                    mutants
                        .iter()
                        .map(|(path, mutant)| {
                            let (took, result) = time(|| repair_code(path, mutant, &options));
                            each.push(took);
                            result.repaired
                        })
                        .filter(|ok| *ok)
                        .count()
                })
            });
            repaired = done;
            Ok(took)
        },
        || python_timed(COMPILE_CANDIDATES, Stdio::from(texts.reopen()?)),
    )?;
    Row {
        benchmark: &format!("repair_syntax: {} mutants, 300-700 lines", mutants.len()),
        baseline: "compile() of same candidates",
        ours,
        theirs,
        goal: Goal::Speedup(3.0),
        peak_mib: memory.mib(),
        note: format!(
            "{repaired}/{} repaired; {} candidate texts judged by the baseline; median {:.1} ms per file",
            mutants.len(),
            judged,
            median(&mut each).as_secs_f64() * 1000.0
        ),
    }
    .print();
    Ok(())
}
