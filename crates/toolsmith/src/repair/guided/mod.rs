//! Test-guided repair of failing tests: the fault localized from which lines
//! the failing and the passing tests execute (Ochiai's suspiciousness, line
//! coverage recorded by our pytest plugin, nothing installed), then
//! edits of the suspicious lines (see [`super::mutate`]), the most likely
//! first (suspiciousness times the edit operator's prior), tried in copies
//! of the sandbox (outside it), two at a time, the failing tests first, then
//! the whole suite, confined as every test run, within a time budget. The
//! search stops at the first plausible patch (every test passes, none that
//! passed fails) or at the budget. When only partial patches are found (some
//! failing tests pass, none breaks), the best is taken as a first edit and
//! the search goes on from it with what still fails, in any file, up to
//! [`MAX_EDITS`] edits: several independent bugs, or one that needs two
//! edits. Each edit is tried first against a failing test that executes its
//! line, so that a bug that fails only some tests is found too.
//!
//! The probe's findings (a call that never returns, a crash in the
//! project's code, a doctest whose output differs) can be taken as failing
//! checks too, with or without tests: the suspicious lines are those the
//! findings point at (see [`pointed`]), and an edit answers a finding when
//! its call, re-run confined, no longer gives it, the whole probe finds
//! nothing new and every test that passed still passes (see [`evidence`]).

mod chain;
mod copies;
mod evidence;
mod localize;
mod pointed;
mod trials;
mod types;

pub use types::{
    MAX_EDITS, StopReason, Suspicious, TestCounts, TestEdit, TestRepairCandidate,
    TestRepairOptions, TestRepairResult,
};

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

use super::mutate::mutations;
use crate::error::{Error, Result};
use crate::files::ReadOptions;
use crate::probe::ProbeOptions;
use crate::sandbox::Sandbox;
use chain::{Chain, Texts};
use copies::{copy_of, environment_for_copies};
use evidence::Evidence;
use localize::{every_line, failing, localize, passing};
use pointed::pointed;
use trials::{Judging, Trial, run_trials};

/// A test of the first run still running after this is taken as hung.
const HUNG_TEST: Duration = Duration::from_secs(10);
/// The least a test run against an edit is given.
const HUNG_TRIAL_TEST: Duration = Duration::from_secs(3);

/// The trials of `suspicious` lines' edits after `chain`, most likely
/// first; edits named in `preferred` (file, what: partial patches found
/// before) ahead of all others.
fn trials_of(
    suspicious: &[Suspicious],
    originals: &Texts,
    chain: &Arc<Chain>,
    judging: &Judging,
    lines: usize,
    preferred: &BTreeSet<(String, String)>,
) -> Vec<Trial> {
    let mut trials = Vec::new();
    for spot in suspicious.iter().take(lines) {
        // A line only tests the chain already fixed execute.
        let probe = spot
            .tests
            .iter()
            .find(|t| judging.failing.contains(t))
            .cloned();
        if probe.is_none() && !spot.tests.is_empty() {
            continue;
        }
        let Some(base) = chain
            .files
            .get(&spot.file_path)
            .or_else(|| originals.get(&spot.file_path))
        else {
            continue;
        };
        let line = chain.line_of(spot);
        for mutation in mutations(base, line as usize) {
            let known = preferred.contains(&(spot.file_path.clone(), mutation.what.clone()));
            trials.push(Trial {
                file_path: spot.file_path.clone(),
                line,
                probe: probe.clone(),
                base: base.clone(),
                priority: spot.score * mutation.operator.prior() + if known { 1.0 } else { 0.0 },
                chain: chain.clone(),
                mutation,
            });
        }
    }
    // Stable: equally likely edits in the order of their lines.
    trials.sort_by(|a, b| b.priority.total_cmp(&a.priority));
    trials
}

/// The best of `found`: complete first, then the most tests fixed, the
/// fewest edits, the fewest failures.
fn rank(found: &mut [TestRepairCandidate]) {
    found.sort_by(|a, b| {
        b.complete
            .cmp(&a.complete)
            .then(b.fixes.len().cmp(&a.fixes.len()))
            .then(a.edits.len().cmp(&b.edits.len()))
            .then(a.tests.failed.cmp(&b.tests.failed))
    });
}

impl Sandbox {
    /// Test-guided repair of the failing tests under `directory`.
    pub fn repair_failing_tests(
        &self,
        directory: &Path,
        options: &TestRepairOptions,
    ) -> Result<TestRepairResult> {
        let started = Instant::now();
        let deadline = started + options.budget;
        let shown = directory.display().to_string();
        let relative_dir = self.locate(directory)?;
        let mut test_options = options.test.clone();
        test_options.coverage = true;
        // A test that hangs (an endless loop is a common bug) is stopped
        // on its own, so that the others report.
        test_options.test_timeout = test_options.test_timeout.or(Some(HUNG_TEST));
        let (before, coverage) = self.run_tests(directory, &[], &test_options)?;
        if before.total == 0 && options.probe.is_none() {
            return Err(Error::InvalidArgument(format!(
                "{shown}: no tests collected: test-guided repair needs tests that fail \
                 (or the probe's findings: take them with `probe`)"
            )));
        }
        let findings = match &options.probe {
            Some(probe) => self.probe(directory, probe)?.findings,
            None => Vec::new(),
        };
        let failed = failing(&before);
        let passed = passing(&before);
        let durations: BTreeMap<String, f64> = before
            .tests
            .iter()
            .map(|t| (t.name.clone(), t.duration))
            .collect();
        let mut suspicious = localize(self, &coverage, &failed, &durations);
        if suspicious.is_empty() && !failed.is_empty() {
            // No failing test reported its lines (each was stopped as hung,
            // or failed before running code of the sandbox): every line of
            // the code under test, equally suspicious.
            suspicious = every_line(self, directory)?;
        }
        if !findings.is_empty() {
            // Ochiai's scores and the findings' are both 0 to 1: one list.
            suspicious.extend(pointed(self, &relative_dir, &findings));
            suspicious.sort_by(|a, b| b.score.total_cmp(&a.score));
            let mut seen = BTreeSet::new();
            suspicious.retain(|s| seen.insert((s.file_path.clone(), s.line)));
        }
        let mut result = TestRepairResult {
            directory: shown.clone(),
            failing_before: failed.iter().cloned().collect(),
            tests_before: TestCounts::of(&before),
            findings_before: findings.iter().map(|f| f.identity()).collect(),
            suspicious: suspicious.iter().take(20).cloned().collect(),
            candidates: Vec::new(),
            tried: 0,
            stopped: StopReason::NothingFails,
            budget_exhausted: false,
            applied: false,
            duration: 0.0,
        };
        if failed.is_empty() && findings.is_empty() {
            result.duration = started.elapsed().as_secs_f64();
            return Ok(result);
        }
        let mut originals: Texts = BTreeMap::new();
        for spot in suspicious.iter().take(options.lines) {
            if !originals.contains_key(&spot.file_path) {
                let path = self.root().join(&spot.file_path);
                let read = self.read_file(&path, &ReadOptions::default())?;
                originals.insert(spot.file_path.clone(), Arc::new(read.content));
            }
        }
        let mut copy_options = options.test.clone();
        copy_options.coverage = false;
        // An edit that makes a loop endless must not hold a worker for the
        // whole budget: a trial gets a few times what the suite took.
        let trial_limit = Duration::from_secs_f64(before.duration * 4.0 + 3.0);
        copy_options.timeout = copy_options.timeout.min(trial_limit);
        // Each test: a few times the slowest that passed, three seconds at least.
        let slowest = before
            .tests
            .iter()
            .filter(|t| t.status == "passed")
            .map(|t| t.duration)
            .fold(0.0, f64::max);
        let per_test = HUNG_TRIAL_TEST.max(Duration::from_secs_f64(slowest * 3.0));
        copy_options.test_timeout = copy_options.test_timeout.or(Some(per_test));
        copy_options.environment = environment_for_copies(self, &options.test)?;
        let evidence = options.probe.as_ref().map(|probe| Evidence {
            standing: findings.clone(),
            whole: ProbeOptions {
                environment: copy_options.environment.clone(),
                ..probe.clone()
            },
        });
        let workers = std::thread::available_parallelism()
            .map_or(1, |n| n.get())
            .clamp(1, 2);
        let copies = (0..workers)
            .map(|_| copy_of(self))
            .collect::<Result<Vec<_>>>()?;
        // The failing tests, the quickest to fail first.
        let mut quickest: Vec<&crate::testing::TestOutcome> = before
            .tests
            .iter()
            .filter(|t| failed.contains(&t.name))
            .collect();
        quickest.sort_by(|a, b| a.duration.total_cmp(&b.duration));
        let mut failing_order: Vec<String> = quickest.iter().map(|t| t.name.clone()).collect();
        failing_order.dedup();
        for name in &failed {
            if !failing_order.contains(name) {
                failing_order.push(name.clone());
            }
        }
        let judging = Judging {
            relative_dir: &relative_dir,
            failing: failing_order,
            passed: passed.clone(),
            options: &copy_options,
            deadline,
            originals: &originals,
            greedy: false,
            has_tests: before.total > 0,
            evidence: evidence.as_ref(),
        };
        let none = Arc::new(Chain::default());
        let trials = trials_of(
            &suspicious,
            &originals,
            &none,
            &judging,
            options.lines,
            &BTreeSet::new(),
        );
        let (mut candidates, mut tried) = run_trials(&copies, trials, &judging);
        rank(&mut candidates);
        // Only partial patches: each of the best two taken as a first edit,
        // the search goes on from it with what still fails, greedily (the
        // first partial patch found is taken next), the other partial
        // patches found tried first.
        let partials: Vec<TestRepairCandidate> = candidates.iter().take(2).cloned().collect();
        let preferred: BTreeSet<(String, String)> = candidates
            .iter()
            .flat_map(|c| &c.edits)
            .map(|e| (e.file_path.clone(), e.mutation.clone()))
            .collect();
        'starts: for start in &partials {
            let mut chain = Arc::new(none.then(start, &originals));
            while chain.edits.len() < MAX_EDITS {
                if candidates.iter().any(|c| c.complete) || Instant::now() >= deadline {
                    break 'starts;
                }
                let left = evidence.as_ref().map(|e| e.after(&chain.fixes));
                let next = Judging {
                    failing: judging
                        .failing
                        .iter()
                        .filter(|t| !chain.fixes.contains(t))
                        .cloned()
                        .collect(),
                    passed: passed.iter().chain(&chain.fixes).cloned().collect(),
                    greedy: true,
                    evidence: left.as_ref(),
                    ..judging
                };
                let trials = trials_of(
                    &suspicious,
                    &originals,
                    &chain,
                    &next,
                    options.lines,
                    &preferred,
                );
                let (mut more, count) = run_trials(&copies, trials, &next);
                tried += count;
                rank(&mut more);
                let Some(best) = more.into_iter().next() else {
                    break;
                };
                chain = Arc::new(chain.then(&best, &originals));
                candidates.push(best);
            }
        }
        rank(&mut candidates);
        candidates.truncate(options.candidates);
        for (i, candidate) in candidates.iter_mut().enumerate() {
            candidate.rank = i + 1;
        }
        result.tried = tried;
        result.budget_exhausted = Instant::now() >= deadline;
        result.stopped = if candidates.iter().any(|c| c.complete) {
            StopReason::PlausiblePatch
        } else if result.budget_exhausted {
            StopReason::Budget
        } else {
            StopReason::Exhausted
        };
        if options.apply
            && let Some(best) = candidates
                .first()
                .filter(|best| best.complete || options.apply_partial)
        {
            for (file, code) in &best.files {
                self.apply_fix(&self.root().join(file), code)?;
            }
            result.applied = true;
        }
        result.candidates = candidates;
        result.duration = started.elapsed().as_secs_f64();
        Ok(result)
    }
}
