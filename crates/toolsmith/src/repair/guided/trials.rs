//! Trials: an edit written into a copy of the sandbox, its tests run,
//! judged against what failed and what passed before.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::Instant;

use super::chain::{Chain, Texts};
use super::evidence::Evidence;
use super::localize::passing;
use super::{TestCounts, TestEdit, TestRepairCandidate};
use crate::error::{Error, Result};
use crate::repair::mutate::Mutation;
use crate::sandbox::Sandbox;
use crate::testing::TestOptions;

pub(super) struct Trial {
    pub(super) file_path: String,
    /// The line in `base`.
    pub(super) line: u32,
    /// The failing test to try first: one that executes the line.
    pub(super) probe: Option<String>,
    /// The file's text the edit is made in (the original, or the chain's).
    pub(super) base: Arc<String>,
    pub(super) mutation: Mutation,
    pub(super) chain: Arc<Chain>,
    pub(super) priority: f64,
}

/// What every trial of a search is judged against.
pub(super) struct Judging<'a> {
    pub(super) relative_dir: &'a Path,
    /// The tests failing now, the quickest first.
    pub(super) failing: Vec<String>,
    /// The tests that must still pass.
    pub(super) passed: BTreeSet<String>,
    pub(super) options: &'a TestOptions,
    pub(super) deadline: Instant,
    pub(super) originals: &'a Texts,
    /// Stop at the first partial patch too (a chain's later steps: greedy).
    pub(super) greedy: bool,
    /// The project has tests: the whole suite must still pass.
    pub(super) has_tests: bool,
    /// The probe's findings taken as failing checks.
    pub(super) evidence: Option<&'a Evidence>,
}

/// What a trial's edit does: the failing tests and findings it fixes, the
/// suite's counts with it, and whether nothing fails any more.
pub(super) struct Verdict {
    fixes: Vec<String>,
    tests: TestCounts,
    findings_left: usize,
    complete: bool,
}

/// Runs `trials` in the copies, one worker each, until one makes every
/// test pass (or, greedy, any plausible patch is found) or the deadline:
/// the plausible patches (complete or partial) found, and how many trials ran.
pub(super) fn run_trials(
    copies: &[tempfile::TempDir],
    trials: Vec<Trial>,
    judging: &Judging,
) -> (Vec<TestRepairCandidate>, usize) {
    let next = Mutex::new(trials.into_iter());
    let found: Mutex<Vec<TestRepairCandidate>> = Mutex::new(Vec::new());
    let tried = Mutex::new(0usize);
    let done = std::sync::atomic::AtomicBool::new(false);
    std::thread::scope(|scope| {
        for copy in copies {
            scope.spawn(|| -> Result<()> {
                let sandbox = Sandbox::open(copy.path())?;
                let dir = copy.path().join(judging.relative_dir);
                loop {
                    if Instant::now() >= judging.deadline
                        || done.load(std::sync::atomic::Ordering::Relaxed)
                    {
                        return Ok(());
                    }
                    let Some(trial) = next.lock().ok().and_then(|mut n| n.next()) else {
                        return Ok(());
                    };
                    if let Ok(mut count) = tried.lock() {
                        *count += 1;
                    }
                    let mutated = trial.mutation.change.apply(&trial.base);
                    let mut files: BTreeMap<String, String> = trial
                        .chain
                        .files
                        .iter()
                        .map(|(file, text)| (file.clone(), text.to_string()))
                        .collect();
                    files.insert(trial.file_path.clone(), mutated);
                    write_files(copy.path(), files.iter().map(|(f, t)| (f, t.as_str())))?;
                    let probe = trial
                        .probe
                        .as_deref()
                        .or(judging.failing.first().map(|t| t.as_str()));
                    let verdict = judge(&sandbox, &dir, probe, judging);
                    write_files(
                        copy.path(),
                        files
                            .keys()
                            .filter_map(|f| judging.originals.get(f).map(|t| (f, t.as_str()))),
                    )?;
                    let Some(verdict) = verdict else {
                        continue;
                    };
                    done.fetch_or(
                        verdict.complete || judging.greedy,
                        std::sync::atomic::Ordering::Relaxed,
                    );
                    let candidate = candidate_of(&trial, files, verdict, judging.originals);
                    if let Ok(mut found) = found.lock() {
                        found.push(candidate);
                    }
                }
            });
        }
    });
    (
        found.into_inner().unwrap_or_default(),
        tried.into_inner().unwrap_or_default(),
    )
}

/// Writes each (relative path, text) into `root`.
pub(super) fn write_files<'a>(
    root: &Path,
    files: impl Iterator<Item = (&'a String, &'a str)>,
) -> Result<()> {
    for (file, text) in files {
        std::fs::write(root.join(file), text).map_err(|e| Error::from_io(file, "write", e))?;
    }
    Ok(())
}

/// The candidate `trial` makes: its chain's edits and its own, the files
/// they change, the tests and findings it and its chain fix.
fn candidate_of(
    trial: &Trial,
    files: BTreeMap<String, String>,
    verdict: Verdict,
    originals: &Texts,
) -> TestRepairCandidate {
    let mut edits = trial.chain.edits.clone();
    edits.push(TestEdit {
        file_path: trial.file_path.clone(),
        line: trial.line,
        operator: trial.mutation.operator,
        mutation: trial.mutation.what.clone(),
    });
    let mut all_fixes: Vec<String> = trial
        .chain
        .fixes
        .iter()
        .cloned()
        .chain(verdict.fixes)
        .collect();
    all_fixes.sort();
    all_fixes.dedup();
    let diff = files
        .iter()
        .map(|(file, text)| {
            let original = originals.get(file).map_or("", |t| t.as_str());
            crate::modify::unified_diff(file, original, text)
        })
        .collect();
    TestRepairCandidate {
        rank: 0,
        file_path: edits[0].file_path.clone(),
        line: edits[0].line,
        mutation: edits
            .iter()
            .enumerate()
            .map(|(i, e)| match i {
                0 => e.mutation.clone(),
                _ => format!("then {}:{} {}", e.file_path, e.line, e.mutation),
            })
            .collect::<Vec<_>>()
            .join("; "),
        operators: edits.iter().map(|e| e.operator).collect(),
        edits,
        complete: verdict.complete,
        diff,
        fixes: all_fixes,
        tests: verdict.tests,
        findings_left: verdict.findings_left,
        plausible: true,
        files,
    }
}

/// `probe` (a failing test the edit's line runs) alone first, then the
/// failing tests, then the findings' calls and the whole probe; if a test or
/// a finding is fixed, the whole suite: the tests and findings the edit
/// fixes and the suite's counts, when no test that passed fails and no
/// finding appears.
fn judge(sandbox: &Sandbox, dir: &Path, probe: Option<&str>, judging: &Judging) -> Option<Verdict> {
    let options = judging.options;
    let failing = &judging.failing;
    let tests_moved = !failing.is_empty() && failing_tests_move(sandbox, dir, probe, judging)?;
    let (found, left) = match judging.evidence.filter(|e| !e.standing.is_empty()) {
        Some(evidence) => evidence.judge(sandbox, dir, tests_moved)?,
        None if tests_moved => (Vec::new(), 0),
        None => return None,
    };
    let (mut fixes, tests, tests_pass) = if judging.has_tests {
        let (all, _) = sandbox.run_tests(dir, &[], options).ok()?;
        let now_passing = passing(&all);
        if !judging.passed.is_subset(&now_passing) {
            return None;
        }
        let fixes: Vec<String> = failing
            .iter()
            .filter(|t| now_passing.contains(*t))
            .cloned()
            .collect();
        let pass = all.failed == 0 && all.errors == 0;
        (fixes, TestCounts::of(&all), pass)
    } else {
        let none = TestCounts {
            passed: 0,
            failed: 0,
            errors: 0,
        };
        (Vec::new(), none, true)
    };
    fixes.extend(found);
    (!fixes.is_empty()).then_some(Verdict {
        fixes,
        tests,
        findings_left: left,
        complete: tests_pass && left == 0,
    })
}

/// Whether any failing test passes with the edit: `probe` alone first (most
/// edits fail it, and an edit that makes a loop endless hangs one test, not
/// all of them), then every failing test.
fn failing_tests_move(
    sandbox: &Sandbox,
    dir: &Path,
    probe: Option<&str>,
    judging: &Judging,
) -> Option<bool> {
    let options = judging.options;
    let failing = &judging.failing;
    if failing.len() > 1
        && let Some(probe) = probe
    {
        let (report, _) = sandbox.run_tests(dir, &[probe.to_string()], options).ok()?;
        if report.passed == 0 {
            return Some(false);
        }
    }
    let (first, _) = sandbox.run_tests(dir, failing, options).ok()?;
    Some(first.passed > 0)
}
