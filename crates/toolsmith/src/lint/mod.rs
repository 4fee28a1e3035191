//! The spec's `pylint_tool.run_pylint_analysis`, and the audit of a
//! directory. The score is pylint's own (its json2 statistics, pinned pylint),
//! computed by warm workers ([`worker`]) and cached on disk ([`cache`]).

pub mod audit;
pub mod cache;
mod definitions;
pub mod fixer;
pub mod pool;
pub mod pylint_rules;
mod rcfile;
pub mod ruff;
pub mod worker;

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::confine::{Confinement, ConfinementOptions};
use crate::environment::{self, EnvironmentInfo, EnvironmentOptions, Prepared};
use crate::error::{Error, Result};
use crate::files::ReadOptions;
use crate::sandbox::Sandbox;
use crate::toolchain::{Toolchain, ToolchainOptions};

pub mod introduced;

pub use audit::{AuditOptions, AuditReport};

/// The spec's time limit for one file.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(30);

/// The pylint score a file must reach to pass (the lab's 7.0): the audit's
/// default and the swarm Judge's.
pub const DEFAULT_THRESHOLD: f64 = 7.0;
const FIRST_ISSUES: usize = 20;
const FIRST_DETAILS: usize = 10;

/// Which linter: "pylint" (the score graders use) or "ruff" (in-process, faster; score estimated).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum Engine {
    Pylint,
    /// ruff in-process; the score is an estimate (see [`ruff`]).
    Ruff,
}

#[derive(Debug, Clone)]
pub struct LintOptions {
    pub engine: Engine,
    /// Use the sandbox's own pylintrc/pyproject (they can load plugins, i.e.
    /// run code): off by default, a pinned configuration of ours instead.
    pub project_config: bool,
    /// Also return every issue, not only the first 20.
    pub all_issues: bool,
    pub timeout: Duration,
    pub use_cache: bool,
    pub confinement: ConfinementOptions,
    pub toolchain: ToolchainOptions,
    /// The project's environment, named explicitly (else found: see [`environment`]).
    pub environment: EnvironmentOptions,
    /// The directory pylint runs from, as `cd DIR && pylint FILE`: the
    /// sandbox root when `None`. pylint tells a first party import from a
    /// third party one by what that directory holds (and finds a project's
    /// configuration there), so the answer is the one for that directory.
    pub root: Option<PathBuf>,
    /// Share a big file's checkers between two workers (see
    /// `pylint_split.py`): about 1.6x faster for a call alone, but off by
    /// default, since astroid's inference depends on the order checkers
    /// run in: the partner, running typecheck without the lead's checkers
    /// before it, missed a `no-member` pylint reports on the standard
    /// library's `dataclasses.py`. The default answer is pylint's.
    pub share_checks: bool,
}

impl Default for LintOptions {
    fn default() -> Self {
        LintOptions {
            engine: Engine::Pylint,
            project_config: false,
            all_issues: false,
            timeout: DEFAULT_TIMEOUT,
            use_cache: true,
            confinement: ConfinementOptions::default(),
            toolchain: ToolchainOptions::default(),
            environment: EnvironmentOptions::default(),
            root: None,
            share_checks: false,
        }
    }
}

/// One message, as pylint reports it.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Issue {
    pub line: u64,
    pub column: u64,
    /// `error`, `warning`, `convention`, `refactor`, `fatal` or `info`.
    #[serde(rename = "type")]
    pub kind: String,
    pub symbol: String,
    pub message: String,
    pub message_id: String,
    pub obj: String,
    pub end_line: Option<u64>,
    pub end_column: Option<u64>,
}

/// The spec's short form: line, column, type, symbol, message.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct IssueDetail {
    pub line: u64,
    pub column: u64,
    #[serde(rename = "type")]
    pub kind: String,
    pub symbol: String,
    pub message: String,
}

/// The spec's `run_pylint_analysis` result, and more.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct LintReport {
    pub file: String,
    /// pylint's score out of 10, rounded to 2 decimals as pylint shows it.
    pub score: f64,
    pub total_issues: usize,
    /// Error-level issues (pylint's `error` and `fatal`).
    pub errors: usize,
    pub warnings: usize,
    /// The first 20 issues, in full.
    pub issues: Vec<Issue>,
    /// The first 10, short.
    pub issues_detail: Vec<IssueDetail>,
    pub engine: Engine,
    /// pylint's unrounded score.
    pub score_exact: f64,
    pub conventions: usize,
    pub refactors: usize,
    pub fatal: usize,
    pub info: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub all_issues: Option<Vec<Issue>>,
    pub cached: bool,
    /// Seconds.
    pub duration: f64,
    pub pylint_version: String,
    pub confinement: Option<Confinement>,
    /// The project's environment pylint saw (none for the ruff engine).
    pub environment: Option<EnvironmentInfo>,
    /// Set when the analysis could not be made (the spec's error dictionary:
    /// every other key is still present).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub operation: Option<String>,
    /// The spec's error dictionary names the file here too.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub file_path: Option<String>,
    pub timed_out: bool,
}

impl LintReport {
    /// From pylint's json2 report.
    fn from_json2(file: &str, json2: &Value, all_issues: bool) -> LintReport {
        let statistics = &json2["statistics"];
        let count =
            |kind: &str| statistics["messageTypeCount"][kind].as_u64().unwrap_or(0) as usize;
        let score_exact = statistics["score"].as_f64().unwrap_or(0.0);
        let issues: Vec<Issue> = json2["messages"]
            .as_array()
            .map(Vec::as_slice)
            .unwrap_or_default()
            .iter()
            .map(|m| Issue {
                line: m["line"].as_u64().unwrap_or(0),
                column: m["column"].as_u64().unwrap_or(0),
                kind: m["type"].as_str().unwrap_or_default().to_string(),
                symbol: m["symbol"].as_str().unwrap_or_default().to_string(),
                message: m["message"].as_str().unwrap_or_default().to_string(),
                message_id: m["messageId"].as_str().unwrap_or_default().to_string(),
                obj: m["obj"].as_str().unwrap_or_default().to_string(),
                end_line: m["endLine"].as_u64(),
                end_column: m["endColumn"].as_u64(),
            })
            .collect();
        LintReport {
            file: file.to_string(),
            score: (score_exact * 100.0).round() / 100.0,
            total_issues: issues.len(),
            errors: count("error") + count("fatal"),
            warnings: count("warning"),
            issues_detail: issues
                .iter()
                .take(FIRST_DETAILS)
                .map(|i| IssueDetail {
                    line: i.line,
                    column: i.column,
                    kind: i.kind.clone(),
                    symbol: i.symbol.clone(),
                    message: i.message.clone(),
                })
                .collect(),
            issues: issues.iter().take(FIRST_ISSUES).cloned().collect(),
            engine: Engine::Pylint,
            score_exact,
            conventions: count("convention"),
            refactors: count("refactor"),
            fatal: count("fatal"),
            info: count("info"),
            all_issues: all_issues.then_some(issues),
            cached: false,
            duration: 0.0,
            pylint_version: crate::toolchain::PYLINT_VERSION.into(),
            confinement: None,
            environment: None,
            error: None,
            operation: None,
            file_path: None,
            timed_out: false,
        }
    }

    /// The spec's error dictionary: every key present, defaults, and why.
    fn failed(file: &str, error: String, timed_out: bool) -> LintReport {
        let mut report = LintReport::from_json2(file, &Value::Null, false);
        report.error = Some(error);
        report.operation = Some("run_pylint_analysis".into());
        report.file_path = Some(file.to_string());
        report.timed_out = timed_out;
        report
    }
}

/// The environment's Python as the parser's target (`3.11.2` -> 3.11).
fn python_target(version: &str) -> Option<ruff_python_ast::PythonVersion> {
    let mut parts = version.split('.');
    crate::python::syntax::parse_target(&format!("{}.{}", parts.next()?, parts.next()?))
}

/// Who asks for a file's lint.
#[derive(Clone, Copy)]
enum Caller {
    /// A call of its own: it may take a second core (see [`pool::Pool::lint`]).
    Alone,
    /// One of an audit's threads, which keep every core busy.
    AuditThread(usize),
}

/// Below this size a file lints in a few milliseconds and sharing it with
/// a second worker gains nothing (measured over docutils' files).
const SHARE_FROM_BYTES: usize = 1024;

impl Sandbox {
    /// The spec's `run_pylint_analysis`.
    pub fn run_pylint_analysis(&self, path: &Path, options: &LintOptions) -> Result<LintReport> {
        let prepared = match options.engine {
            Engine::Ruff => None,
            Engine::Pylint => Some(self.lint_environment(options)?),
        };
        self.lint_with(
            path,
            options,
            &cache::Digests::default(),
            prepared.as_ref(),
            Caller::Alone,
        )
    }

    /// The toolchain and the project's environment a pylint run needs.
    fn lint_environment(&self, options: &LintOptions) -> Result<(Toolchain, Prepared)> {
        let toolchain = Toolchain::ensure(&options.toolchain)?;
        let prepared =
            environment::prepare(self, &options.environment, &toolchain, &options.confinement)?;
        Ok((toolchain, prepared))
    }

    /// The directory pylint runs from, relative to the sandbox (empty: its
    /// root); a named one must be a directory inside the sandbox.
    fn lint_root(&self, options: &LintOptions) -> Result<PathBuf> {
        let Some(root) = &options.root else {
            return Ok(PathBuf::new());
        };
        let relative = self.locate(root)?;
        if relative.as_os_str().is_empty() || self.dir().is_dir(&relative) {
            return Ok(relative);
        }
        Err(Error::NotADirectory {
            path: root.display().to_string(),
        })
    }

    fn lint_with(
        &self,
        path: &Path,
        options: &LintOptions,
        digests: &cache::Digests,
        pylint: Option<&(Toolchain, Prepared)>,
        caller: Caller,
    ) -> Result<LintReport> {
        let started = Instant::now();
        let read = self.read_file(path, &ReadOptions::default())?;
        let shown = read.file_path;
        let relative = self.locate(path)?;
        let Some((toolchain, prepared)) = pylint.filter(|_| options.engine == Engine::Pylint)
        else {
            let json2 = ruff::lint(&relative, &read.content);
            let mut report = LintReport::from_json2(&shown, &json2, options.all_issues);
            report.engine = Engine::Ruff;
            report.duration = started.elapsed().as_secs_f64();
            return Ok(report);
        };
        let from = self.lint_root(options)?;
        let scope = digests.scope(self, &relative, &from);
        let key = scope.as_ref().filter(|_| options.use_cache).map(|scope| {
            cache::key(
                self,
                &relative,
                &read.content,
                &prepared.fingerprint,
                options,
                scope,
            )
        });
        let target = python_target(&prepared.info.python_version);
        if let Some(json2) = key
            .as_deref()
            .and_then(|k| cache::load(self, &toolchain.cache, k, digests, target))
        {
            let mut report = LintReport::from_json2(&shown, &json2, options.all_issues);
            report.cached = true;
            report.environment = Some(prepared.info.clone());
            report.duration = started.elapsed().as_secs_f64();
            return Ok(report);
        }
        let pool = pool::Pool::for_sandbox(
            toolchain,
            &prepared.python,
            &prepared.fingerprint,
            self.root(),
            &options.confinement,
            !prepared.info.inside_sandbox,
        );
        let real = self.root().join(&relative);
        let (answer, confinement) = pool.lint(&worker::Request {
            file: &real,
            from: &self.root().join(&from),
            pinned_config: !options.project_config,
            scope: scope.as_ref(),
            timeout: options.timeout,
            affinity: match caller {
                Caller::Alone => 0,
                Caller::AuditThread(thread) => thread,
            },
            share: options.share_checks
                && matches!(caller, Caller::Alone)
                && !options.project_config
                && read.content.len() >= SHARE_FROM_BYTES,
        })?;
        let mut report = match answer {
            worker::Answer::Report {
                json2,
                mut dependencies,
            } => {
                if let Some(key) = &key {
                    cache::fingerprint_definitions(self, &mut dependencies, digests, target);
                    cache::store(&toolchain.cache, key, &json2, &dependencies);
                }
                LintReport::from_json2(&shown, &json2, options.all_issues)
            }
            worker::Answer::TimedOut => LintReport::failed(
                &shown,
                format!("pylint timed out after {} s", options.timeout.as_secs()),
                true,
            ),
            worker::Answer::Failed(why) => {
                return Err(Error::Toolchain(format!("pylint failed on {shown}: {why}")));
            }
        };
        report.confinement = Some(confinement);
        report.environment = Some(prepared.info.clone());
        report.duration = started.elapsed().as_secs_f64();
        Ok(report)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// pylint's score is a float printed with Python's shortest round-trip
    /// repr; read back, it must be that float, not a neighbour one unit in
    /// the last place away (serde_json's fast path was, before
    /// `float_roundtrip`: 9.473684210526317 for pylint's 9.473684210526315).
    #[test]
    fn pylints_score_is_read_back_to_the_last_bit() {
        for printed in [
            "9.473684210526315",
            "9.864864864864865",
            "7.349999999999999",
        ] {
            let json2: Value = serde_json::from_str(&format!(
                r#"{{"messages": [], "statistics": {{"messageTypeCount": {{}}, "score": {printed}}}}}"#
            ))
            .unwrap();
            let report = LintReport::from_json2("f.py", &json2, false);
            assert_eq!(report.score_exact, printed.parse::<f64>().unwrap());
            assert_eq!(report.score_exact.to_string(), printed);
        }
    }
}
