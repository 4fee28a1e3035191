//! Every edit operator of test-guided repair run over real files (the
//! standard library of the machine's python3 and its site-packages): no
//! panic, whatever the line (issue 44's crash was a slice past the end of
//! a line whose ternary `if` came after a slice's colon), and every edit
//! offered compiles.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may fail loudly

use std::path::PathBuf;

use toolsmith::python::{DEFAULT_TARGET, validate};
use toolsmith::repair::line_mutants;

fn python_files() -> Vec<PathBuf> {
    let output = std::process::Command::new("python3")
        .args([
            "-c",
            "import sysconfig; p = sysconfig.get_paths(); print(p['stdlib']); print(p['purelib'])",
        ])
        .output()
        .unwrap();
    let mut files = Vec::new();
    for root in String::from_utf8(output.stdout).unwrap().lines() {
        let mut pending = vec![PathBuf::from(root)];
        while let Some(dir) = pending.pop() {
            let Ok(entries) = std::fs::read_dir(&dir) else {
                continue;
            };
            for path in entries.flatten().map(|e| e.path()) {
                if path.is_dir() {
                    pending.push(path);
                } else if path.extension().is_some_and(|e| e == "py") {
                    files.push(path);
                }
            }
        }
    }
    files.sort();
    files.dedup();
    files
}

#[test]
fn every_operator_over_thousands_of_real_files_never_panics() {
    let files = python_files();
    assert!(files.len() > 500, "{}", files.len());
    let wanted: usize = std::env::var("MUTATION_FILES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(1500);
    let step = (files.len() / wanted).max(1);
    let (mut files_done, mut lines_done, mut edits) = (0, 0, 0);
    let mut seed = 0x9E37_79B9_7F4A_7C15u64;
    for path in files.iter().step_by(step) {
        let Ok(code) = std::fs::read_to_string(path) else {
            continue;
        };
        if code.len() > 60_000 || validate(&code, DEFAULT_TARGET).is_err() {
            continue;
        }
        files_done += 1;
        let count = code.lines().count().max(1);
        // Four lines a file, drawn, and its first and last.
        let mut lines = vec![1, count];
        for _ in 0..4 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            lines.push(1 + (seed % count as u64) as usize);
        }
        for line in lines {
            let mutants = std::panic::catch_unwind(|| line_mutants(&code, line))
                .unwrap_or_else(|_| panic!("{}:{line}: an edit operator panicked", path.display()));
            lines_done += 1;
            edits += mutants.len();
            if let Some((text, what)) = mutants.first() {
                assert!(
                    validate(text, DEFAULT_TARGET).is_ok(),
                    "{}:{line}: {what} does not compile",
                    path.display()
                );
            }
        }
    }
    println!("{files_done} files, {lines_done} lines, {edits} edits");
    assert!(files_done >= 500, "{files_done}");
}
