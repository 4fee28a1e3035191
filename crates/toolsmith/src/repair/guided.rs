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

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde::Serialize;

use super::mutate::{Mutation, Operator, mutations};
use crate::environment::{self, EnvironmentOptions, Source};
use crate::error::{Error, Result};
use crate::files::{ListOptions, ReadOptions};
use crate::sandbox::Sandbox;
use crate::testing::{PytestReport, TestOptions};
use crate::toolchain::Toolchain;

#[derive(Debug, Clone)]
pub struct TestRepairOptions {
    /// The search stops here, with what it found (default 60 s).
    pub budget: Duration,
    pub apply: bool,
    pub candidates: usize,
    /// Suspicious lines tried at most.
    pub lines: usize,
    /// With `apply`, write the best partial patch when no plausible one is
    /// found (off by default: see the book's page on repair).
    pub apply_partial: bool,
    pub test: TestOptions,
}

impl Default for TestRepairOptions {
    fn default() -> Self {
        TestRepairOptions {
            budget: Duration::from_secs(60),
            apply: false,
            candidates: 3,
            lines: 40,
            apply_partial: false,
            test: TestOptions::for_directory(),
        }
    }
}

#[derive(Debug, Clone, Serialize)]
pub struct Suspicious {
    pub file_path: String,
    pub line: u32,
    /// Ochiai's score, 0 to 1.
    pub score: f64,
    /// The failing tests that execute the line, the quickest first.
    #[serde(skip)]
    tests: Vec<String>,
}

/// One edit of a candidate.
#[derive(Debug, Clone, Serialize)]
pub struct TestEdit {
    pub file_path: String,
    pub line: u32,
    pub operator: Operator,
    /// What it does, in words.
    pub mutation: String,
}

/// Edits at most in one candidate (the partial patches taken, then the
/// last edit).
pub const MAX_EDITS: usize = 4;

#[derive(Debug, Clone, Serialize)]
pub struct TestCounts {
    pub passed: usize,
    pub failed: usize,
    pub errors: usize,
}

impl TestCounts {
    fn of(report: &PytestReport) -> TestCounts {
        TestCounts {
            passed: report.passed,
            failed: report.failed,
            errors: report.errors,
        }
    }
}

/// A patch the tests cannot tell from a fix (`complete`), or one that
/// fixes some failing tests and breaks none.
#[derive(Debug, Clone, Serialize)]
pub struct TestRepairCandidate {
    pub rank: usize,
    /// The first edit's file and line.
    pub file_path: String,
    pub line: u32,
    /// Every edit in words, in order.
    pub mutation: String,
    /// The edit operators, in order (several when partial patches came first).
    pub operators: Vec<Operator>,
    /// The edits, in order.
    pub edits: Vec<TestEdit>,
    /// Every test passes with it.
    pub complete: bool,
    pub diff: String,
    /// Failing tests that pass with it.
    pub fixes: Vec<String>,
    /// The whole suite's counts with it.
    pub tests: TestCounts,
    /// No test that passed fails and at least one that failed passes.
    pub plausible: bool,
    /// Each changed file's new text.
    #[serde(skip)]
    files: BTreeMap<String, String>,
}

#[derive(Debug, Clone, Serialize)]
pub struct TestRepairResult {
    pub directory: String,
    pub failing_before: Vec<String>,
    pub tests_before: TestCounts,
    pub suspicious: Vec<Suspicious>,
    pub candidates: Vec<TestRepairCandidate>,
    /// Edits run against the tests.
    pub tried: usize,
    /// Why the search ended.
    pub stopped: StopReason,
    pub budget_exhausted: bool,
    pub applied: bool,
    pub duration: f64,
}

/// A test of the first run still running after this is taken as hung.
const HUNG_TEST: Duration = Duration::from_secs(10);
/// The least a test run against an edit is given.
const HUNG_TRIAL_TEST: Duration = Duration::from_secs(3);

/// Why a test-guided search ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum StopReason {
    /// No test failed: nothing to repair.
    NothingFails,
    /// A patch with which every test passes was found.
    PlausiblePatch,
    /// The time budget was spent.
    Budget,
    /// Every edit of the suspicious lines was tried.
    Exhausted,
}

fn is_test_file(path: &str) -> bool {
    let name = Path::new(path)
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    name.starts_with("test_") || name.ends_with("_test.py") || name == "conftest.py"
}

fn failing(report: &PytestReport) -> BTreeSet<String> {
    report
        .tests
        .iter()
        .filter(|t| t.status == "failed" || t.status == "error")
        .map(|t| t.name.clone())
        .collect()
}

fn passing(report: &PytestReport) -> BTreeSet<String> {
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
fn localize(
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
fn every_line(sandbox: &Sandbox, directory: &Path) -> Result<Vec<Suspicious>> {
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

/// A copy of the sandbox's files (virtualenvs and caches left out) in a
/// directory of its own, where mutated code can be tested.
fn copy_of(sandbox: &Sandbox) -> Result<tempfile::TempDir> {
    let copy = tempfile::tempdir().map_err(|e| Error::from_io("a scratch copy", "create", e))?;
    // Every regular file (data files the tests read too), hidden ones
    // included; virtualenvs and caches are not listed.
    let options = ListOptions {
        include_hidden: true,
        all_files: true,
        max_entries: 50_000,
        ..ListOptions::default()
    };
    let listing = sandbox.list_files(sandbox.root(), &options)?;
    if listing.truncated {
        return Err(Error::InvalidArgument(format!(
            "{}: too many files to copy for test-guided repair ({} listed at most)",
            sandbox.root().display(),
            options.max_entries
        )));
    }
    for file in &listing.files {
        let relative = sandbox.locate(Path::new(file))?;
        let top = relative
            .components()
            .next()
            .map(|c| c.as_os_str().to_string_lossy().into_owned());
        if matches!(top.as_deref(), Some(".venv" | "venv" | "env" | ".git")) {
            continue;
        }
        let Ok(bytes) = sandbox.dir().read(&relative) else {
            continue;
        };
        let target = copy.path().join(&relative);
        if let Some(parent) = target.parent() {
            std::fs::create_dir_all(parent)
                .map_err(|e| Error::from_io(&target.display().to_string(), "create", e))?;
        }
        std::fs::write(&target, bytes)
            .map_err(|e| Error::from_io(&target.display().to_string(), "write", e))?;
    }
    Ok(copy)
}

/// The environment the sandbox's own tests run in, named for the copies:
/// they hold no virtualenv, and the managed environment `env sync` made is
/// the sandbox's, not theirs.
fn environment_for_copies(sandbox: &Sandbox, options: &TestOptions) -> Result<EnvironmentOptions> {
    if options.environment.venv.is_some() || options.environment.python.is_some() {
        return Ok(options.environment.clone());
    }
    let toolchain = Toolchain::ensure(&options.toolchain)?;
    let environment = environment::resolve(sandbox, &options.environment, &toolchain)?;
    Ok(match environment.source {
        Source::ToolchainOnly => EnvironmentOptions::default(),
        _ => match environment.venv {
            Some(venv) => EnvironmentOptions {
                venv: Some(venv),
                python: None,
            },
            None => EnvironmentOptions {
                venv: None,
                python: Some(environment.interpreter),
            },
        },
    })
}

/// The partial patches taken so far: their edits, the tests they fixed,
/// each file they changed as it is now, and the lines they added or took
/// away (file, line, how many), to keep later lines' numbers right.
#[derive(Debug, Clone, Default)]
struct Chain {
    edits: Vec<TestEdit>,
    fixes: Vec<String>,
    files: BTreeMap<String, Arc<String>>,
    shifts: Vec<(String, u32, i64)>,
}

impl Chain {
    /// This chain with `partial` (found from it) taken as its next edit.
    fn then(&self, partial: &TestRepairCandidate, originals: &Texts) -> Chain {
        let mut next = self.clone();
        next.edits = partial.edits.clone();
        next.fixes = partial.fixes.clone();
        if let Some(last) = partial.edits.last()
            && let Some(now) = partial.files.get(&last.file_path)
        {
            let before = self
                .files
                .get(&last.file_path)
                .or_else(|| originals.get(&last.file_path))
                .map_or(0, |t| t.lines().count());
            let delta = now.lines().count() as i64 - before as i64;
            if delta != 0 {
                next.shifts.push((last.file_path.clone(), last.line, delta));
            }
        }
        next.files = partial
            .files
            .iter()
            .map(|(file, text)| (file.clone(), Arc::new(text.clone())))
            .collect();
        next
    }

    /// `spot`'s line in the chain's text of its file.
    fn line_of(&self, spot: &Suspicious) -> u32 {
        let mut line = i64::from(spot.line);
        for (file, at, delta) in &self.shifts {
            if *file == spot.file_path && line > i64::from(*at) {
                line = (line + delta).max(1);
            }
        }
        line as u32
    }
}

/// Each file's text as the sandbox has it.
type Texts = BTreeMap<String, Arc<String>>;

struct Trial {
    file_path: String,
    /// The line in `base`.
    line: u32,
    /// The failing test to try first: one that executes the line.
    probe: Option<String>,
    /// The file's text the edit is made in (the original, or the chain's).
    base: Arc<String>,
    mutation: Mutation,
    chain: Arc<Chain>,
    priority: f64,
}

/// What every trial of a search is judged against.
struct Judging<'a> {
    relative_dir: &'a Path,
    /// The tests failing now, the quickest first.
    failing: Vec<String>,
    /// The tests that must still pass.
    passed: BTreeSet<String>,
    options: &'a TestOptions,
    deadline: Instant,
    originals: &'a Texts,
    /// Stop at the first partial patch too (a chain's later steps: greedy).
    greedy: bool,
}

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
        if before.total == 0 {
            return Err(Error::InvalidArgument(format!(
                "{shown}: no tests collected: test-guided repair needs tests that fail"
            )));
        }
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
        let mut result = TestRepairResult {
            directory: shown.clone(),
            failing_before: failed.iter().cloned().collect(),
            tests_before: TestCounts::of(&before),
            suspicious: suspicious.iter().take(20).cloned().collect(),
            candidates: Vec::new(),
            tried: 0,
            stopped: StopReason::NothingFails,
            budget_exhausted: false,
            applied: false,
            duration: 0.0,
        };
        if failed.is_empty() {
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
                let next = Judging {
                    failing: judging
                        .failing
                        .iter()
                        .filter(|t| !chain.fixes.contains(t))
                        .cloned()
                        .collect(),
                    passed: passed.iter().chain(&chain.fixes).cloned().collect(),
                    greedy: true,
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

/// Runs `trials` in the copies, one worker each, until one makes every
/// test pass (or, greedy, any plausible patch is found) or the deadline:
/// the plausible patches (complete or partial) found, and how many trials ran.
fn run_trials(
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
                    let Some((fixes, report)) = verdict else {
                        continue;
                    };
                    let whole = report.failed == 0 && report.errors == 0;
                    done.fetch_or(
                        whole || judging.greedy,
                        std::sync::atomic::Ordering::Relaxed,
                    );
                    let candidate = candidate_of(&trial, files, fixes, &report, judging.originals);
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
fn write_files<'a>(root: &Path, files: impl Iterator<Item = (&'a String, &'a str)>) -> Result<()> {
    for (file, text) in files {
        std::fs::write(root.join(file), text).map_err(|e| Error::from_io(file, "write", e))?;
    }
    Ok(())
}

/// The candidate `trial` makes: its chain's edits and its own, the files
/// they change, the tests it and its chain fix.
fn candidate_of(
    trial: &Trial,
    files: BTreeMap<String, String>,
    fixes: Vec<String>,
    report: &PytestReport,
    originals: &Texts,
) -> TestRepairCandidate {
    let mut edits = trial.chain.edits.clone();
    edits.push(TestEdit {
        file_path: trial.file_path.clone(),
        line: trial.line,
        operator: trial.mutation.operator,
        mutation: trial.mutation.what.clone(),
    });
    let mut all_fixes: Vec<String> = trial.chain.fixes.iter().cloned().chain(fixes).collect();
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
        complete: report.failed == 0 && report.errors == 0,
        diff,
        fixes: all_fixes,
        tests: TestCounts::of(report),
        plausible: true,
        files,
    }
}

/// `probe` (a failing test the edit's line runs) alone first, then the
/// failing tests; if one passes now, the whole suite: the tests the edit
/// fixes and the suite's report, when nothing that passed fails.
fn judge(
    sandbox: &Sandbox,
    dir: &Path,
    probe: Option<&str>,
    judging: &Judging,
) -> Option<(Vec<String>, PytestReport)> {
    let options = judging.options;
    let failing = &judging.failing;
    // Most edits fail the probe, and an edit that makes a loop endless
    // hangs one test, not all of them.
    if failing.len() > 1
        && let Some(probe) = probe
    {
        let (report, _) = sandbox.run_tests(dir, &[probe.to_string()], options).ok()?;
        if report.passed == 0 {
            return None;
        }
    }
    let (first, _) = sandbox.run_tests(dir, failing, options).ok()?;
    if first.passed == 0 {
        return None;
    }
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
    (!fixes.is_empty()).then_some((fixes, all))
}
