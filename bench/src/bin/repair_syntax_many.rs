//! Syntax repair of files with many mistakes: standard-library modules of
//! 50-400 lines given K of the mistakes people make (`inject`), K = 2, 3,
//! 5, 8. Per K: the share repaired to code that compiles, the share whose
//! repair is exactly the original, comments lost, and the time per call
//! (median, p90), against a CPython `compile()` loop over the candidate
//! texts our search judges at each file's first error.

use std::process::Stdio;
use std::time::Duration;

use toolsmith::python::{DEFAULT_TARGET, validate};
use toolsmith::repair::{SyntaxRepairOptions, first_error_candidates, repair_code};
use toolsmith_bench::inject::{Rng, comments, inject};
use toolsmith_bench::{
    COMPILE_CANDIDATES, Goal, PeakMemory, Row, percentile, python, python_timed, quick,
};

fn main() -> anyhow::Result<()> {
    if let Some(file) = std::env::var_os("REPAIR_FILE") {
        // One file, for study: the result as JSON.
        let code = std::fs::read_to_string(&file)?;
        let result = repair_code("file.py", &code, &SyntaxRepairOptions::default());
        println!("{}", serde_json::to_string_pretty(&result)?);
        return Ok(());
    }
    let per_k = if quick() { 5 } else { 60 };
    let seed = std::env::var("REPAIR_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0x005E_ED43_u64);
    let files: Vec<(String, String)> = toolsmith_bench::stdlib_files(&python(), usize::MAX)?
        .into_iter()
        .filter(|(_, s)| (50..=400).contains(&s.lines().count()))
        .filter(|(_, s)| validate(s, DEFAULT_TARGET).is_ok())
        .collect();
    let verbose = std::env::var_os("REPAIR_VERBOSE").is_some();
    let options = SyntaxRepairOptions::default();
    let ks: Vec<usize> = std::env::var("REPAIR_K")
        .ok()
        .map(|v| v.split(',').filter_map(|k| k.parse().ok()).collect())
        .unwrap_or_else(|| vec![2, 3, 5, 8]);
    // Every call's time, whatever its K: the goal is of calls on
    // files with up to 8 mistakes.
    let mut pooled = Vec::new();
    for &k in &ks {
        let mut rng = Rng(seed ^ (k as u64 * 0x9E37_79B9));
        let mut cases = Vec::new();
        while cases.len() < per_k {
            let (path, source) = &files[rng.below(files.len())];
            if let Some((broken, injected)) = inject(source, k, &mut rng) {
                cases.push((path.clone(), source.clone(), broken, injected));
            }
        }
        let mut texts = std::io::BufWriter::new(tempfile::NamedTempFile::new()?);
        for (_, _, broken, _) in &cases {
            for text in first_error_candidates(broken, DEFAULT_TARGET) {
                serde_json::to_writer(&mut texts, &text)?;
                std::io::Write::write_all(&mut texts, b"\n")?;
            }
        }
        let mut memory = PeakMemory::new();
        let (mut compiled, mut exact, mut lost) = (0, 0, 0);
        let mut each = Vec::new();
        let (ours, _) = memory.during(|| {
            toolsmith_bench::time(|| {
                for (path, source, broken, injected) in &cases {
                    let (took, result) =
                        toolsmith_bench::time(|| repair_code(path, broken, &options));
                    each.push(took);
                    let best = result.candidates.first().map(|c| c.code.as_str());
                    let ok = best.is_some_and(|c| validate(c, DEFAULT_TARGET).is_ok());
                    compiled += usize::from(ok);
                    exact += usize::from(best == Some(source.as_str()));
                    // The original's comments: a string left open in the
                    // broken text hides the comment after it.
                    let gone: Vec<String> = best.map_or_else(Vec::new, |best| {
                        let after = comments(best);
                        comments(source)
                            .into_iter()
                            .filter(|c| !after.contains(c))
                            .collect()
                    });
                    if verbose && !gone.is_empty() {
                        eprintln!("K={k} lost {path}: {gone:?}");
                    }
                    lost += gone.len();
                    // Where a repair that compiles differs from the original.
                    let inexact = std::env::var_os("REPAIR_INEXACT").is_some()
                        && ok
                        && best.is_some_and(|b| b != source.as_str());
                    if inexact && let Some(best) = best {
                        let differs = source
                            .lines()
                            .zip(best.lines())
                            .enumerate()
                            .find(|(_, (a, b))| a != b);
                        if let Some((n, (was, now))) = differs {
                            eprintln!("K={k} inexact {path}:{}\n  - {was}\n  + {now}", n + 1);
                        }
                    }
                    let dump = !ok || !gone.is_empty() || inexact;
                    if let Some(dir) = std::env::var_os("REPAIR_DUMP").filter(|_| dump) {
                        let name = std::path::Path::new(path).file_name().unwrap_or_default();
                        let _ = std::fs::write(std::path::Path::new(&dir).join(name), broken);
                    }
                    let slow = took > Duration::from_secs(1);
                    if verbose && (!ok || slow) {
                        let kinds: Vec<String> = injected
                            .iter()
                            .map(|i| format!("{}@{}", i.kind, i.line))
                            .collect();
                        eprintln!(
                            "K={k} {} {path} {kinds:?} {:?} {:.0} ms",
                            if ok { "slow" } else { "unrepaired" },
                            result.error.as_ref().map(|e| (&e.message, e.line)),
                            took.as_secs_f64() * 1000.0
                        );
                    }
                }
            })
        });
        pooled.extend(each.iter().copied());
        let theirs = python_timed(
            COMPILE_CANDIDATES,
            Stdio::from(texts.into_inner()?.reopen()?),
        )?;
        let n = cases.len();
        Row {
            benchmark: &format!("repair_syntax, K={k}: {n} stdlib files, 50-400 lines"),
            baseline: "compile() of first-error candidates",
            ours,
            theirs,
            goal: Goal::Speedup(1.0),
            peak_mib: memory.mib(),
            note: format!(
                "compiles {:.0}%, exact {:.0}%, comments lost {lost}; median {:.0} ms, p90 {:.0} ms",
                100.0 * compiled as f64 / n as f64,
                100.0 * exact as f64 / n as f64,
                percentile(&mut each, 0.5).as_secs_f64() * 1000.0,
                percentile(&mut each, 0.9).as_secs_f64() * 1000.0,
            ),
        }
        .print();
    }
    println!(
        "repair_syntax, K in {ks:?} together: {} calls, median {:.0} ms, p90 {:.0} ms",
        pooled.len(),
        percentile(&mut pooled, 0.5).as_secs_f64() * 1000.0,
        percentile(&mut pooled, 0.9).as_secs_f64() * 1000.0,
    );
    Ok(())
}
