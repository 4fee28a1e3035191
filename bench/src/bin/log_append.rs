//! 10,000 appends to one research log: Toolsmith's locked in-place append vs
//! the reference method (read the whole JSON array, append, rewrite the file),
//! same run, same entries. Also shows that an append does not slow down as the
//! file grows.

use std::path::Path;
use std::time::Duration;

use serde_json::{Map, Value};
use toolsmith::journal::{ActionType, Entry, Journal, Status};
use toolsmith_bench::{Goal, PeakMemory, Row, quick, time};

fn details(i: usize) -> Map<String, Value> {
    let mut details = Map::new();
    details.insert(
        "input_prompt".into(),
        format!("read_file(sandbox/module_{i}.py)").into(),
    );
    details.insert("output_response".into(), "x".repeat(200).into());
    details
}

fn entry(i: usize) -> anyhow::Result<Entry> {
    Ok(Entry::new(
        "Toolsmith",
        "file_tools",
        ActionType::Analysis,
        details(i),
        Status::Success,
    )?)
}

/// The reference implementation's method, done as fast as Rust does it
/// (compact JSON: cheaper than the indented file the reference wrote).
fn reference_append(path: &Path, entry: &Entry) -> anyhow::Result<()> {
    let mut entries: Vec<Value> = match std::fs::read(path) {
        Ok(bytes) => serde_json::from_slice(&bytes)?,
        Err(_) => Vec::new(),
    };
    entries.push(serde_json::to_value(entry)?);
    std::fs::write(path, serde_json::to_vec(&entries)?)?;
    Ok(())
}

/// Times `count` appends; returns the total and the mean of the first and last tenth.
fn run(
    count: usize,
    mut append: impl FnMut(&Entry) -> anyhow::Result<()>,
) -> anyhow::Result<(Duration, Duration, Duration)> {
    let tenth = (count / 10).max(1);
    let mut per_append = Vec::with_capacity(count);
    for i in 0..count {
        let entry = entry(i)?;
        let (took, result) = time(|| append(&entry));
        result?;
        per_append.push(took);
    }
    let total = per_append.iter().sum();
    let mean = |slice: &[Duration]| slice.iter().sum::<Duration>() / slice.len().max(1) as u32;
    Ok((
        total,
        mean(&per_append[..tenth]),
        mean(&per_append[count - tenth..]),
    ))
}

fn main() -> anyhow::Result<()> {
    let count = if quick() { 500 } else { 10_000 };
    let temp = tempfile::tempdir()?;
    let journal = Journal::new(temp.path().join("ours.json"));
    let reference_path = temp.path().join("reference.json");
    let mut memory = PeakMemory::new();
    let (ours, ours_first, ours_last) =
        memory.during(|| run(count, |e| journal.append(e).map(|_| ()).map_err(Into::into)))?;
    let (theirs, theirs_first, theirs_last) = run(count, |e| reference_append(&reference_path, e))?;
    let growth = ours_last.as_secs_f64() / ours_first.as_secs_f64().max(1e-9);
    Row {
        benchmark: &format!("log: {count} appends"),
        baseline: "read-append-rewrite",
        ours,
        theirs,
        goal: Goal::Speedup(1.0),
        peak_mib: memory.mib(),
        note: format!(
            "per append first/last tenth: ours {:.1}/{:.1} us (growth {growth:.2}x), reference {:.1}/{:.1} us",
            ours_first.as_secs_f64() * 1e6,
            ours_last.as_secs_f64() * 1e6,
            theirs_first.as_secs_f64() * 1e6,
            theirs_last.as_secs_f64() * 1e6,
        ),
    }
    .print();
    Ok(())
}
