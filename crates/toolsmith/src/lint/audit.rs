//! The spec's `audit_directory` ("Integration with Agents"): every Python file
//! under a directory linted (in parallel, on the warm pool, through the
//! cache), the files under a score threshold listed.

use std::io::IsTerminal;
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use serde::{Deserialize, Serialize};

use super::cache::Digests;
use super::{Engine, LintOptions};
use crate::environment::{EnvironmentInfo, Prepared};
use crate::error::Result;
use crate::files::ListOptions;
use crate::sandbox::Sandbox;
use crate::toolchain::Toolchain;

#[derive(Debug, Clone)]
pub struct AuditOptions {
    pub lint: LintOptions,
    /// Files scoring under this are the spec's `details`.
    pub threshold: f64,
    /// Show progress on a terminal.
    pub progress: bool,
}

impl Default for AuditOptions {
    fn default() -> Self {
        AuditOptions {
            lint: LintOptions::default(),
            threshold: super::DEFAULT_THRESHOLD,
            progress: false,
        }
    }
}

/// The spec's entry for a file under the threshold.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct AuditDetail {
    pub file: String,
    pub score: f64,
    pub issues: usize,
}

/// Every file's outcome.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct FileScore {
    pub file: String,
    pub score: f64,
    pub total_issues: usize,
    pub errors: usize,
    pub warnings: usize,
    pub cached: bool,
    /// Seconds.
    pub duration: f64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct AuditReport {
    pub total_files: usize,
    pub files_with_issues: usize,
    pub details: Vec<AuditDetail>,
    pub directory: String,
    pub threshold: f64,
    pub engine: Engine,
    pub mean_score: f64,
    pub files: Vec<FileScore>,
    /// The five files that took longest.
    pub slowest: Vec<FileScore>,
    pub cached_files: usize,
    /// Seconds.
    pub duration: f64,
    /// The listing stopped at its cap: not every file was audited.
    pub truncated: bool,
    /// The project's environment pylint saw (none for the ruff engine).
    pub environment: Option<EnvironmentInfo>,
}

impl Sandbox {
    pub fn audit_directory(&self, directory: &Path, options: &AuditOptions) -> Result<AuditReport> {
        let started = Instant::now();
        let listing = self.list_files(directory, &ListOptions::default())?;
        let files = &listing.files;
        let digests = Digests::default();
        // One environment for the whole audit (not found again per file).
        let pylint = match options.lint.engine {
            Engine::Ruff => None,
            Engine::Pylint => Some(self.lint_environment(&options.lint)?),
        };
        let pylint = pylint.as_ref();
        let done = AtomicUsize::new(0);
        let show = options.progress && std::io::stderr().is_terminal();
        // Neighbouring files import the same modules: each thread keeps to a
        // run of them, on a worker of its own, weighed by size.
        let size = |file: &String| {
            self.locate(Path::new(file))
                .ok()
                .and_then(|relative| self.dir().metadata(relative).ok())
                .map_or(1, |metadata| metadata.len())
        };
        let scores: Vec<FileScore> =
            crate::parallel::map_by_neighbourhood(files, size, |thread, file| {
                let score = self.score_file(file, &options.lint, &digests, pylint, thread);
                let finished = done.fetch_add(1, Ordering::Relaxed) + 1;
                if show {
                    eprint!("\r\x1b[2K[{finished}/{}] {file}", files.len());
                }
                score
            });
        if show {
            eprint!("\r\x1b[2K");
        }
        let details: Vec<AuditDetail> = scores
            .iter()
            .filter(|s| s.score < options.threshold)
            .map(|s| AuditDetail {
                file: s.file.clone(),
                score: s.score,
                issues: s.total_issues,
            })
            .collect();
        let mean_score = if scores.is_empty() {
            0.0
        } else {
            let sum: f64 = scores.iter().map(|s| s.score).sum();
            (sum / scores.len() as f64 * 100.0).round() / 100.0
        };
        let mut slowest = scores.clone();
        slowest.sort_by(|a, b| b.duration.total_cmp(&a.duration));
        slowest.truncate(5);
        Ok(AuditReport {
            total_files: scores.len(),
            files_with_issues: details.len(),
            details,
            directory: listing.directory,
            threshold: options.threshold,
            engine: options.lint.engine,
            mean_score,
            cached_files: scores.iter().filter(|s| s.cached).count(),
            slowest,
            files: scores,
            duration: started.elapsed().as_secs_f64(),
            truncated: listing.truncated,
            environment: pylint.map(|(_, prepared)| prepared.info.clone()),
        })
    }

    fn score_file(
        &self,
        file: &str,
        options: &LintOptions,
        digests: &Digests,
        pylint: Option<&(Toolchain, Prepared)>,
        thread: usize,
    ) -> FileScore {
        let caller = super::Caller::AuditThread(thread);
        match self.lint_with(Path::new(file), options, digests, pylint, caller) {
            Ok(report) => FileScore {
                file: file.to_string(),
                score: report.score,
                total_issues: report.total_issues,
                errors: report.errors,
                warnings: report.warnings,
                cached: report.cached,
                duration: report.duration,
                error: report.error,
            },
            Err(error) => FileScore {
                file: file.to_string(),
                score: 0.0,
                total_issues: 0,
                errors: 0,
                warnings: 0,
                cached: false,
                duration: 0.0,
                error: Some(error.to_string()),
            },
        }
    }
}
