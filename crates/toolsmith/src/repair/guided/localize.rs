//! Where the fault is likely: Ochiai's suspiciousness of each line the
//! failing tests executed, or every line when coverage names none.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use super::Suspicious;
use crate::error::Result;
use crate::files::{ListOptions, ReadOptions};
use crate::sandbox::Sandbox;
use crate::testing::PytestReport;

fn is_test_file(path: &str) -> bool {
    let name = Path::new(path)
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    name.starts_with("test_") || name.ends_with("_test.py") || name == "conftest.py"
}

pub(super) fn failing(report: &PytestReport) -> BTreeSet<String> {
    report
        .tests
        .iter()
        .filter(|t| t.status == "failed" || t.status == "error")
        .map(|t| t.name.clone())
        .collect()
}

pub(super) fn passing(report: &PytestReport) -> BTreeSet<String> {
    report
        .tests
        .iter()
        .filter(|t| t.status == "passed")
        .map(|t| t.name.clone())
        .collect()
}

/// Ochiai's suspiciousness of each (file, line) of non-test code that a
/// failing test executed, highest first, with the failing tests that
/// executed it (the quickest first, by `durations`).
pub(super) fn localize(
    sandbox: &Sandbox,
    coverage: &crate::testing::Coverage,
    failed: &BTreeSet<String>,
    durations: &BTreeMap<String, f64>,
) -> Vec<Suspicious> {
    let root = std::fs::canonicalize(sandbox.root()).unwrap_or_else(|_| sandbox.root().into());
    // (file, line) -> (failing tests that ran it, passing tests that ran it).
    let mut seen: BTreeMap<(String, u32), (Vec<String>, f64)> = BTreeMap::new();
    for (test, files) in coverage {
        let failing = failed.contains(test);
        for (file, lines) in files {
            let Ok(relative) = Path::new(file).strip_prefix(&root) else {
                continue;
            };
            let relative = relative.display().to_string();
            if is_test_file(&relative) {
                continue;
            }
            for line in lines.iter().collect::<BTreeSet<_>>() {
                let entry = seen.entry((relative.clone(), *line)).or_default();
                if failing {
                    entry.0.push(test.clone());
                } else {
                    entry.1 += 1.0;
                }
            }
        }
    }
    let total_failed = failed.len().max(1) as f64;
    let duration = |test: &String| durations.get(test).copied().unwrap_or(f64::MAX);
    let mut scored: Vec<Suspicious> = seen
        .into_iter()
        .filter(|(_, (f, _))| !f.is_empty())
        .map(|((file_path, line), (mut tests, p))| {
            let f = tests.len() as f64;
            // Each test once: coverage names a test once per file, its lines a set.
            tests.sort_by(|a, b| duration(a).total_cmp(&duration(b)));
            Suspicious {
                file_path,
                line,
                score: f / (total_failed * (f + p)).sqrt(),
                tests,
            }
        })
        .collect();
    scored.sort_by(|a, b| {
        b.score
            .total_cmp(&a.score)
            .then(a.file_path.cmp(&b.file_path))
            .then(a.line.cmp(&b.line))
    });
    scored
}

/// Every line of the directory's Python files that are not tests, a few
/// files at most, each with the same low score.
pub(super) fn every_line(sandbox: &Sandbox, directory: &Path) -> Result<Vec<Suspicious>> {
    const FILES: usize = 8;
    let listing = sandbox.list_files(directory, &ListOptions::default())?;
    let mut lines = Vec::new();
    for file in listing.files.iter().filter(|f| f.ends_with(".py")) {
        let relative = sandbox.locate(Path::new(file))?.display().to_string();
        if is_test_file(&relative) || lines.len() >= FILES * 400 {
            continue;
        }
        let read = sandbox.read_file(&sandbox.root().join(&relative), &ReadOptions::default())?;
        for line in 1..=read.content.lines().count().min(400) {
            lines.push(Suspicious {
                file_path: relative.clone(),
                line: line as u32,
                score: 0.1,
                tests: Vec::new(),
            });
        }
    }
    Ok(lines)
}
