//! Test-guided repair of failing tests: the fault localized from which lines
//! the failing and the passing tests execute (Ochiai's suspiciousness, line
//! coverage recorded by our pytest plugin, nothing installed), then
//! behaviour-changing mutations of the most suspicious lines tried in copies
//! of the sandbox (outside it), two at a time, the failing tests first, then
//! the whole suite, confined as every test run, within a time budget. A
//! candidate is offered only if at least one failing test passes and no test
//! that passed fails: plausible, the tests being the only judge.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use serde::Serialize;

use super::mutate::{Mutation, mutations};
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
    pub test: TestOptions,
}

impl Default for TestRepairOptions {
    fn default() -> Self {
        TestRepairOptions {
            budget: Duration::from_secs(60),
            apply: false,
            candidates: 3,
            lines: 12,
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

/// A patch the tests cannot tell from a fix.
#[derive(Debug, Clone, Serialize)]
pub struct TestRepairCandidate {
    pub rank: usize,
    pub file_path: String,
    pub line: u32,
    pub mutation: String,
    pub diff: String,
    /// Failing tests that pass with it.
    pub fixes: Vec<String>,
    /// The whole suite's counts with it.
    pub tests: TestCounts,
    /// Always true: no test that passed fails, at least one that failed passes.
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
    /// Mutations run against the tests.
    pub tried: usize,
    pub budget_exhausted: bool,
    pub applied: bool,
    pub duration: f64,
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
    original: String,
    mutation: Mutation,
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
        let (before, coverage) = self.run_tests(directory, &[], &test_options)?;
        if before.total == 0 {
            return Err(Error::InvalidArgument(format!(
                "{shown}: no tests collected: test-guided repair needs tests that fail"
            )));
        }
        let failed = failing(&before);
        let passed = passing(&before);
        let suspicious = localize(self, &coverage, &failed);
        let mut result = TestRepairResult {
            directory: shown.clone(),
            failing_before: failed.iter().cloned().collect(),
            tests_before: TestCounts::of(&before),
            suspicious: suspicious.iter().take(20).cloned().collect(),
            candidates: Vec::new(),
            tried: 0,
            budget_exhausted: false,
            applied: false,
            duration: 0.0,
        };
        if failed.is_empty() {
            result.duration = started.elapsed().as_secs_f64();
            return Ok(result);
        }
        let mut trials = Vec::new();
        let mut texts: BTreeMap<String, String> = BTreeMap::new();
        for spot in suspicious.iter().take(options.lines) {
            let path = self.root().join(&spot.file_path);
            let original = match texts.get(&spot.file_path) {
                Some(text) => text.clone(),
                None => {
                    let read = self.read_file(&path, &ReadOptions::default())?;
                    texts.insert(spot.file_path.clone(), read.content.clone());
                    read.content
                }
            };
            for mutation in mutations(&original, spot.line as usize) {
                trials.push(Trial {
                    file_path: spot.file_path.clone(),
                    line: spot.line,
                    original: original.clone(),
                    mutation,
                });
            }
        }
        let mut copy_options = options.test.clone();
        copy_options.coverage = false;
        copy_options.environment = environment_for_copies(self, &options.test)?;
        let next = Mutex::new(trials.into_iter());
        let found = Mutex::new(Vec::new());
        let tried = Mutex::new(0usize);
        let failed_ids: Vec<String> = failed.iter().cloned().collect();
        let workers = std::thread::available_parallelism()
            .map_or(1, |n| n.get())
            .clamp(1, 2);
        std::thread::scope(|scope| {
            for _ in 0..workers {
                scope.spawn(|| -> Result<()> {
                    let copy = copy_of(self)?;
                    let sandbox = Sandbox::open(copy.path())?;
                    let dir = copy.path().join(&relative_dir);
                    loop {
                        if Instant::now() >= deadline
                            || found.lock().map_or(true, |f| f.len() >= options.candidates)
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
                        let mutated = trial.mutation.change.apply(&trial.original);
                        std::fs::write(&target, &mutated)
                            .map_err(|e| Error::from_io(&trial.file_path, "write", e))?;
                        let verdict = judge(&sandbox, &dir, &failed_ids, &passed, &copy_options);
                        std::fs::write(&target, &trial.original)
                            .map_err(|e| Error::from_io(&trial.file_path, "write", e))?;
                        if let Some((fixes, report)) = verdict
                            && let Ok(mut found) = found.lock()
                        {
                            found.push(TestRepairCandidate {
                                rank: 0,
                                diff: crate::modify::unified_diff(
                                    &trial.file_path,
                                    &trial.original,
                                    &mutated,
                                ),
                                file_path: trial.file_path.clone(),
                                line: trial.line,
                                mutation: trial.mutation.what.clone(),
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
        let mut candidates = found.into_inner().unwrap_or_default();
        candidates.sort_by(|a, b| {
            b.fixes
                .len()
                .cmp(&a.fixes.len())
                .then(a.tests.failed.cmp(&b.tests.failed))
        });
        candidates.truncate(options.candidates);
        for (i, candidate) in candidates.iter_mut().enumerate() {
            candidate.rank = i + 1;
        }
        result.tried = tried.into_inner().unwrap_or_default();
        result.budget_exhausted = Instant::now() >= deadline;
        if options.apply
            && let Some(best) = candidates.first()
        {
            self.apply_fix(&self.root().join(&best.file_path), &best.code)?;
            result.applied = true;
        }
        result.candidates = candidates;
        result.duration = started.elapsed().as_secs_f64();
        Ok(result)
    }
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
