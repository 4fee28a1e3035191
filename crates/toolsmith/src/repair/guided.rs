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
//! the search goes on from it: two edits, when one is not enough.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::sync::Mutex;
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
}

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
    pub file_path: String,
    pub line: u32,
    pub mutation: String,
    /// The edit operators, in order (two when a partial patch came first).
    pub operators: Vec<Operator>,
    /// Every test passes with it.
    pub complete: bool,
    pub diff: String,
    /// Failing tests that pass with it.
    pub fixes: Vec<String>,
    /// The whole suite's counts with it.
    pub tests: TestCounts,
    /// No test that passed fails and at least one that failed passes.
    pub plausible: bool,
    #[serde(skip)]
    code: String,
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
/// failing test executed, highest first.
fn localize(
    sandbox: &Sandbox,
    coverage: &crate::testing::Coverage,
    failed: &BTreeSet<String>,
) -> Vec<Suspicious> {
    let root = std::fs::canonicalize(sandbox.root()).unwrap_or_else(|_| sandbox.root().into());
    let mut seen: BTreeMap<(String, u32), (f64, f64)> = BTreeMap::new();
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
                    entry.0 += 1.0;
                } else {
                    entry.1 += 1.0;
                }
            }
        }
    }
    let total_failed = failed.len().max(1) as f64;
    let mut scored: Vec<Suspicious> = seen
        .into_iter()
        .filter(|(_, (f, _))| *f > 0.0)
        .map(|((file_path, line), (f, p))| Suspicious {
            file_path,
            line,
            score: f / (total_failed * (f + p)).sqrt(),
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

struct Trial {
    file_path: String,
    line: u32,
    /// The file's text the edit is made in (the original, or a partial
    /// patch's), and the sandbox's original text of that file.
    base: std::sync::Arc<String>,
    original: std::sync::Arc<String>,
    mutation: Mutation,
    /// A partial patch this edit comes after.
    after: Option<(String, Operator)>,
    priority: f64,
}

/// What every trial of a search is judged against.
struct Judging<'a> {
    relative_dir: &'a Path,
    /// The tests to run first (those failing now).
    failing: Vec<String>,
    /// The tests that must still pass.
    passed: BTreeSet<String>,
    options: &'a TestOptions,
    deadline: Instant,
}

/// The trials of `suspicious` lines' edits in `texts`, most likely first.
fn trials_of(
    suspicious: &[Suspicious],
    texts: &BTreeMap<String, (std::sync::Arc<String>, std::sync::Arc<String>)>,
    lines: usize,
    after: Option<&TestRepairCandidate>,
) -> Vec<Trial> {
    let mut trials = Vec::new();
    for spot in suspicious.iter().take(lines) {
        let Some((base, original)) = texts.get(&spot.file_path) else {
            continue;
        };
        for mutation in mutations(base, spot.line as usize) {
            trials.push(Trial {
                file_path: spot.file_path.clone(),
                line: spot.line,
                base: base.clone(),
                original: original.clone(),
                priority: spot.score * mutation.operator.prior(),
                after: after.map(|p| (p.mutation.clone(), p.operators[0])),
                mutation,
            });
        }
    }
    // Stable: equally likely edits in the order of their lines.
    trials.sort_by(|a, b| b.priority.total_cmp(&a.priority));
    trials
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
        let mut suspicious = localize(self, &coverage, &failed);
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
        let mut texts = BTreeMap::new();
        for spot in suspicious.iter().take(options.lines) {
            if !texts.contains_key(&spot.file_path) {
                let path = self.root().join(&spot.file_path);
                let read = self.read_file(&path, &ReadOptions::default())?;
                let text = std::sync::Arc::new(read.content);
                texts.insert(spot.file_path.clone(), (text.clone(), text));
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
        };
        let trials = trials_of(&suspicious, &texts, options.lines, None);
        let (mut candidates, mut tried) = run_trials(&copies, trials, &judging);
        // Only partial patches: each of the best two taken as a first edit,
        // the search goes on from it with what still fails.
        let mut partials: Vec<TestRepairCandidate> = candidates.clone();
        partials.sort_by_key(|p| std::cmp::Reverse(p.fixes.len()));
        for partial in partials.iter().take(2) {
            if candidates.iter().any(|c| c.complete) || Instant::now() >= deadline {
                break;
            }
            let mut texts = texts.clone();
            let Some(entry) = texts.get_mut(&partial.file_path) else {
                continue;
            };
            entry.0 = std::sync::Arc::new(partial.code.clone());
            let shift = partial.code.lines().count() as i64 - entry.1.lines().count() as i64;
            let shifted: Vec<Suspicious> = suspicious
                .iter()
                .filter(|s| s.file_path == partial.file_path)
                .map(|s| Suspicious {
                    line: if s.line > partial.line {
                        (s.line as i64 + shift).max(1) as u32
                    } else {
                        s.line
                    },
                    ..s.clone()
                })
                .collect();
            let still: Vec<String> = judging
                .failing
                .iter()
                .filter(|t| !partial.fixes.contains(t))
                .cloned()
                .collect();
            let second = Judging {
                failing: still,
                passed: passed.iter().chain(&partial.fixes).cloned().collect(),
                ..judging
            };
            let trials = trials_of(&shifted, &texts, options.lines, Some(partial));
            let (more, count) = run_trials(&copies, trials, &second);
            tried += count;
            candidates.extend(more.into_iter().map(|mut c| {
                c.fixes.extend(partial.fixes.iter().cloned());
                c.fixes.sort();
                c
            }));
            // The copies as the sandbox has them again.
            for copy in &copies {
                let target = copy.path().join(&partial.file_path);
                if let Some((_, original)) = texts.get(&partial.file_path) {
                    std::fs::write(&target, original.as_str())
                        .map_err(|e| Error::from_io(&partial.file_path, "write", e))?;
                }
            }
        }
        candidates.sort_by(|a, b| {
            b.complete
                .cmp(&a.complete)
                .then(b.fixes.len().cmp(&a.fixes.len()))
                .then(a.operators.len().cmp(&b.operators.len()))
                .then(a.tests.failed.cmp(&b.tests.failed))
        });
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
            self.apply_fix(&self.root().join(&best.file_path), &best.code)?;
            result.applied = true;
        }
        result.candidates = candidates;
        result.duration = started.elapsed().as_secs_f64();
        Ok(result)
    }
}

/// Runs `trials` in the copies, one worker each, until one makes every
/// test pass or the deadline: the plausible patches (complete or partial)
/// found, and how many trials ran.
fn run_trials(
    copies: &[tempfile::TempDir],
    trials: Vec<Trial>,
    judging: &Judging,
) -> (Vec<TestRepairCandidate>, usize) {
    let next = Mutex::new(trials.into_iter());
    let found: Mutex<Vec<TestRepairCandidate>> = Mutex::new(Vec::new());
    let tried = Mutex::new(0usize);
    let complete = std::sync::atomic::AtomicBool::new(false);
    std::thread::scope(|scope| {
        for copy in copies {
            scope.spawn(|| -> Result<()> {
                let sandbox = Sandbox::open(copy.path())?;
                let dir = copy.path().join(judging.relative_dir);
                loop {
                    if Instant::now() >= judging.deadline
                        || complete.load(std::sync::atomic::Ordering::Relaxed)
                    {
                        return Ok(());
                    }
                    let Some(trial) = next.lock().ok().and_then(|mut n| n.next()) else {
                        return Ok(());
                    };
                    if let Ok(mut count) = tried.lock() {
                        *count += 1;
                    }
                    let target = copy.path().join(&trial.file_path);
                    let mutated = trial.mutation.change.apply(&trial.base);
                    std::fs::write(&target, &mutated)
                        .map_err(|e| Error::from_io(&trial.file_path, "write", e))?;
                    let verdict = judge(
                        &sandbox,
                        &dir,
                        &judging.failing,
                        &judging.passed,
                        judging.options,
                    );
                    std::fs::write(&target, trial.base.as_str())
                        .map_err(|e| Error::from_io(&trial.file_path, "write", e))?;
                    let Some((fixes, report)) = verdict else {
                        continue;
                    };
                    let whole = report.failed == 0 && report.errors == 0;
                    complete.fetch_or(whole, std::sync::atomic::Ordering::Relaxed);
                    let mut operators = Vec::new();
                    let mut what = trial.mutation.what.clone();
                    if let Some((first, operator)) = &trial.after {
                        operators.push(*operator);
                        what = format!("{first}; then {what}");
                    }
                    operators.push(trial.mutation.operator);
                    if let Ok(mut found) = found.lock() {
                        found.push(TestRepairCandidate {
                            rank: 0,
                            diff: crate::modify::unified_diff(
                                &trial.file_path,
                                &trial.original,
                                &mutated,
                            ),
                            file_path: trial.file_path.clone(),
                            line: trial.line,
                            mutation: what,
                            operators,
                            complete: whole,
                            fixes,
                            tests: TestCounts::of(&report),
                            plausible: true,
                            code: mutated,
                        });
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

/// The failing tests first; if one passes now, the whole suite: the tests
/// the mutation fixes and the suite's report, when nothing that passed fails.
fn judge(
    sandbox: &Sandbox,
    dir: &Path,
    failing: &[String],
    passed_before: &BTreeSet<String>,
    options: &TestOptions,
) -> Option<(Vec<String>, PytestReport)> {
    // The quickest failing test alone first: most edits fail it, and an
    // edit that makes a loop endless hangs one test, not all of them. (A
    // partial patch that fixes other failing tests but not this one is
    // not found: the price of speed.)
    if failing.len() > 1 {
        let (probe, _) = sandbox.run_tests(dir, &failing[..1], options).ok()?;
        if probe.passed == 0 {
            return None;
        }
    }
    let (first, _) = sandbox.run_tests(dir, failing, options).ok()?;
    if first.passed == 0 {
        return None;
    }
    let (all, _) = sandbox.run_tests(dir, &[], options).ok()?;
    let now_passing = passing(&all);
    if !passed_before.is_subset(&now_passing) {
        return None;
    }
    let fixes: Vec<String> = failing
        .iter()
        .filter(|t| now_passing.contains(*t))
        .cloned()
        .collect();
    (!fixes.is_empty()).then_some((fixes, all))
}
