//! The measure behind the syntax repair's fitted weights
//! (`bench/scripts/fit_repair_weights.py`), in two commands:
//!
//! - `repair_fit pairs DIR --seed S [--mutants N] [--injected N] [--k K]` writes
//!   (broken, meant) pairs of our making under DIR: single-edit mutants of
//!   the pinned tools' third-party sources and standard-library modules
//!   given K (3) of the mistakes people make (`inject`), each as
//!   `DIR/<kind>_<n>/{broken.py,meant.py}`.
//! - `repair_fit measure [--table FILE] DIR...` repairs every pair found
//!   under the DIRs (a folder holding `broken.py` and `meant.py`) with the
//!   cost table FILE installed (`{"name": value}`, names as
//!   `toolsmith::repair::cost_table` gives them; without it, the table in
//!   the source) and prints one JSON line per pair: whether the first
//!   candidate is the meant text, where the meant text ranks among the
//!   candidates if it is one, and the first candidate otherwise (the script
//!   compares syntax trees with CPython's `ast`, as `repair_pairs.py` does).
//!   `measure --print-table` prints the table in use, as JSON.

use std::path::{Path, PathBuf};
use std::sync::Mutex;

use anyhow::{Context, bail};
use toolsmith::python::{DEFAULT_TARGET, validate};
use toolsmith::repair::{SyntaxRepairOptions, cost_table, repair_code, use_cost_table};
use toolsmith::toolchain::{Toolchain, ToolchainOptions};
use toolsmith_bench::inject::{Rng, inject};
use toolsmith_bench::mutants::{refused_mutant, third_party_files};

fn main() -> anyhow::Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("pairs") => write_pairs(&args[1..]),
        Some("measure") => measure(&args[1..]),
        _ => bail!(
            "usage: repair_fit pairs DIR --seed S [--mutants N] [--injected N] | measure [--table FILE] [--print-table] DIR..."
        ),
    }
}

/// The value after `flag` in `args`, parsed.
fn flag<T: std::str::FromStr>(args: &[String], flag: &str) -> anyhow::Result<Option<T>> {
    let Some(at) = args.iter().position(|a| a == flag) else {
        return Ok(None);
    };
    let value = args
        .get(at + 1)
        .with_context(|| format!("{flag} needs a value"))?;
    value
        .parse()
        .map(Some)
        .map_err(|_| anyhow::anyhow!("{flag}: {value} is not a valid value"))
}

fn write_pair(dir: &Path, broken: &str, meant: &str) -> anyhow::Result<()> {
    std::fs::create_dir_all(dir)?;
    std::fs::write(dir.join("broken.py"), broken)?;
    std::fs::write(dir.join("meant.py"), meant)?;
    Ok(())
}

fn write_pairs(args: &[String]) -> anyhow::Result<()> {
    let dir = PathBuf::from(args.first().context("pairs DIR")?);
    let seed: u64 = flag(args, "--seed")?.context("--seed S")?;
    let mutants: usize = flag(args, "--mutants")?.unwrap_or(150);
    let injected: usize = flag(args, "--injected")?.unwrap_or(30);
    let k: usize = flag(args, "--k")?.unwrap_or(3);
    let mut rng = Rng(seed);
    let toolchain = Toolchain::ensure(&ToolchainOptions::default())?;
    let venv = toolsmith_bench::pinned_tools_venv(&toolchain.base_python)?;
    let files = third_party_files(&venv)?;
    let mut n = 0;
    while n < mutants {
        if let Some((_, source, mutant, kind)) = refused_mutant(&files, &mut rng) {
            n += 1;
            write_pair(&dir.join(format!("mutant_{kind}_{n:03}")), &mutant, source)?;
        }
    }
    let stdlib: Vec<(String, String)> =
        toolsmith_bench::stdlib_files(&toolsmith_bench::python(), usize::MAX)?
            .into_iter()
            .filter(|(_, s)| (50..=400).contains(&s.lines().count()))
            .filter(|(_, s)| validate(s, DEFAULT_TARGET).is_ok())
            .collect();
    anyhow::ensure!(!stdlib.is_empty(), "no standard-library modules found");
    let mut n = 0;
    while n < injected {
        let (_, source) = &stdlib[rng.below(stdlib.len())];
        if let Some((broken, _)) = inject(source, k, &mut rng) {
            n += 1;
            write_pair(&dir.join(format!("injected{k}_{n:03}")), &broken, source)?;
        }
    }
    Ok(())
}

/// Every folder under `dir` (itself included) that holds a pair.
fn pairs_under(dir: &Path, found: &mut Vec<PathBuf>) -> anyhow::Result<()> {
    if dir.join("broken.py").is_file() && dir.join("meant.py").is_file() {
        found.push(dir.to_path_buf());
        return Ok(());
    }
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .with_context(|| dir.display().to_string())?
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.is_dir())
        .collect();
    entries.sort();
    for entry in entries {
        pairs_under(&entry, found)?;
    }
    Ok(())
}

fn measure(args: &[String]) -> anyhow::Result<()> {
    if let Some(file) = flag::<PathBuf>(args, "--table")? {
        let text = std::fs::read_to_string(&file).with_context(|| file.display().to_string())?;
        let values: serde_json::Map<String, serde_json::Value> = serde_json::from_str(&text)?;
        let values: Vec<(String, f64)> = values
            .into_iter()
            .map(|(name, v)| {
                let v = v
                    .as_f64()
                    .with_context(|| format!("{name}: not a number"))?;
                Ok((name, v))
            })
            .collect::<anyhow::Result<_>>()?;
        use_cost_table(&values)?;
    }
    if args.iter().any(|a| a == "--print-table") {
        let table: serde_json::Map<String, serde_json::Value> = cost_table()
            .into_iter()
            .map(|(name, v)| (name, v.into()))
            .collect();
        println!("{}", serde_json::to_string_pretty(&table)?);
        return Ok(());
    }
    let mut skip_next = false;
    let mut pairs = Vec::new();
    for arg in args {
        if std::mem::take(&mut skip_next) {
            continue;
        }
        if arg == "--table" {
            skip_next = true;
            continue;
        }
        pairs_under(Path::new(arg), &mut pairs)?;
    }
    // Two workers: the machine's cores; each pair's answer is its own.
    let next = Mutex::new(pairs.iter());
    let out = Mutex::new(std::io::stdout());
    let worker = || -> anyhow::Result<()> {
        loop {
            let Some(pair) = next.lock().map_err(|_| anyhow::anyhow!("poisoned"))?.next() else {
                return Ok(());
            };
            let line = measure_one(pair)?;
            let mut out = out.lock().map_err(|_| anyhow::anyhow!("poisoned"))?;
            std::io::Write::write_all(&mut *out, line.as_bytes())?;
        }
    };
    let outcomes: Vec<anyhow::Result<()>> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..2).map(|_| scope.spawn(worker)).collect();
        workers
            .into_iter()
            .map(|w| w.join().unwrap_or_else(|_| bail_panicked()))
            .collect()
    });
    for outcome in outcomes {
        outcome?;
    }
    Ok(())
}

/// One pair's answer, as a JSON line.
fn measure_one(pair: &Path) -> anyhow::Result<String> {
    let broken = std::fs::read_to_string(pair.join("broken.py"))?;
    let meant = std::fs::read_to_string(pair.join("meant.py"))?;
    let started = std::time::Instant::now();
    let result = repair_code("broken.py", &broken, &SyntaxRepairOptions::default());
    let ms = started.elapsed().as_secs_f64() * 1000.0;
    let best = result.candidates.first().map(|c| c.code.as_str());
    let same_text = best == Some(meant.as_str());
    // Where the meant text is among the candidates (1-based), if it is:
    // a miss the ranking made, not the search.
    let meant_rank = result
        .candidates
        .iter()
        .position(|c| c.code == meant)
        .map(|at| at + 1);
    let line = serde_json::json!({
        "pair": pair.display().to_string(),
        "same_text": same_text,
        "compiles": best.is_some(),
        "meant_rank": meant_rank,
        "ms": ms,
        // For the syntax-tree comparison when the text differs.
        "first": if same_text { None } else { best },
    });
    Ok(format!("{line}\n"))
}

fn bail_panicked() -> anyhow::Result<()> {
    bail!("a worker panicked")
}
