//! Syntax repair on single-edit mutants of real third-party code (the
//! pinned tools' sources; the mutants of `bench/src/mutants.rs`): of the
//! mutants CPython's check refuses, the share that gets a candidate that
//! compiles, and the share whose first candidate is the original text. A
//! sample of 100 that guards behaviour; the `repair_mutants` benchmark
//! measures 400 against the goals. `REPAIR_SEED` draws other
//! mutants, `REPAIR_MUTANTS` more of them, `DUMP_MUTANTS=DIR` keeps them for
//! study.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may fail loudly

use crate::inject;
use crate::mutants;
use crate::reference;
use std::path::Path;
use std::time::Instant;

use inject::Rng;
use toolsmith::python::{DEFAULT_TARGET, validate};
use toolsmith::repair::{SyntaxRepairOptions, repair_code};

const SEED: u64 = 0x5EED_2026_1125;

#[test]
fn repairs_single_edit_mutants_of_third_party_code() {
    let files = mutants::third_party_files(&reference::pinned_tools()).unwrap();
    assert!(files.len() > 100, "{} files", files.len());
    let wanted: usize = std::env::var("REPAIR_MUTANTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(100);
    // Another seed draws other mutants: the figures hold for the class.
    let seed = std::env::var("REPAIR_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(SEED);
    let mut rng = Rng(seed);
    let (mut cases, mut compiled, mut original) = (0, 0, 0);
    let mut times = Vec::new();
    let mut by_kind: std::collections::BTreeMap<&str, (usize, usize, usize)> = Default::default();
    while cases < wanted {
        let Some((name, source, mutant, kind)) = mutants::refused_mutant(&files, &mut rng) else {
            continue;
        };
        cases += 1;
        let started = Instant::now();
        let result = repair_code(name, &mutant, &SyntaxRepairOptions::default());
        times.push(started.elapsed().as_secs_f64());
        if let Some(dir) = std::env::var_os("DUMP_MUTANTS") {
            dump(Path::new(&dir), cases, kind, source, &mutant, &result);
        }
        let tally = by_kind.entry(kind).or_default();
        tally.0 += 1;
        if result.candidates.is_empty() && std::env::var_os("SHOW_FAILS").is_some() {
            let e = result.error.as_ref().unwrap();
            let lines: Vec<&str> = mutant.lines().collect();
            let from = e.line.saturating_sub(3);
            eprintln!(
                "=== {kind} in {name}: {} at {}:{}\n{}",
                e.message,
                e.line,
                e.offset,
                lines[from..(e.line + 1).min(lines.len())].join("\n")
            );
        }
        if let Some(best) = result.candidates.first() {
            assert!(validate(&best.code, DEFAULT_TARGET).is_ok());
            compiled += 1;
            tally.1 += 1;
            if best.code == source {
                original += 1;
                tally.2 += 1;
            } else if std::env::var_os("SHOW_REPAIRS").is_some() {
                eprintln!(
                    "--- {kind} in {name}: {:?}\n{}",
                    result.error.as_ref().map(|e| (&e.message, e.line)),
                    best.diff
                );
            }
        }
    }
    times.sort_by(f64::total_cmp);
    let median = times[times.len() / 2];
    let share = |n: usize| 100.0 * n as f64 / cases as f64;
    eprintln!(
        "{cases} mutants: {:.1}% get a candidate that compiles, {:.1}% the original first; median {:.1} ms, p90 {:.1} ms",
        share(compiled),
        share(original),
        median * 1000.0,
        times[times.len() * 9 / 10] * 1000.0
    );
    for (kind, (n, c, o)) in &by_kind {
        eprintln!("  {kind}: {n} mutants, {c} compile, {o} original");
    }
    // Bars below the goals (97% and 80%, which the benchmark measures on
    // 400): a sample of 100 under a loaded machine's time bound. Measured on
    // the default seed, idle: see BENCHMARKS.md.
    assert!(share(compiled) >= 95.0, "compiling candidates below 95%");
    assert!(share(original) >= 65.0, "original first below 65%");
}

/// For study (`DUMP_MUTANTS=DIR`): each mutant beside its original and the
/// first candidate, named by its number, its kind and how it fared.
fn dump(
    dir: &Path,
    case: usize,
    kind: &str,
    source: &str,
    mutant: &str,
    result: &toolsmith::repair::SyntaxRepairResult,
) {
    std::fs::create_dir_all(dir).unwrap();
    let best = result.candidates.first().map(|c| &c.code);
    let fared = match best {
        Some(code) if code == source => "original",
        Some(_) => "other",
        None => "none",
    };
    let stem = format!("{case:03}-{}-{fared}", kind.replace(' ', "_"));
    std::fs::write(dir.join(format!("{stem}.orig.py")), source).unwrap();
    std::fs::write(dir.join(format!("{stem}.mut.py")), mutant).unwrap();
    if let Some(code) = best {
        std::fs::write(dir.join(format!("{stem}.best.py")), code).unwrap();
    }
}
