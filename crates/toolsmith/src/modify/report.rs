//! What `autofix` is asked and what it answers, with or without pylint's
//! fixes: the types both kinds of fix share (below both, so that neither
//! depends on the other for them).

use serde::Serialize;

use crate::lint::fixer::{FixOptions, FixedCode};
use crate::lint::introduced::{Finding, IssueChange};

#[derive(Debug, Clone, Copy, Default)]
pub struct AutofixOptions {
    pub fix: FixOptions,
    pub dry_run: bool,
    /// Name files from the sandbox root (MCP), not as `path` spells them.
    pub from_root: bool,
}

/// What autofix did (or, in a dry run, would do) to one file.
#[derive(Debug, Clone, Serialize)]
pub struct FileFix {
    pub file_path: String,
    /// Whether the file's content changed (or would).
    pub changed: bool,
    /// The fixes applied, per rule.
    pub fixed: Vec<FixedCode>,
    /// The formatter changed the file.
    pub formatted: bool,
    /// The issues ruff still finds afterwards (the first few).
    pub remaining: Vec<Finding>,
    pub remaining_count: usize,
    pub diff: String,
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    pub issues: Option<IssueChange>,
    /// Why this file was left as it was.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    /// With `pylint`: pylint's messages and score before and after.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pylint: Option<PylintChange>,
}

impl FileFix {
    /// A file left as it was, nothing said yet.
    pub(super) fn unchanged(name: &str) -> FileFix {
        FileFix {
            file_path: name.to_string(),
            changed: false,
            fixed: Vec::new(),
            formatted: false,
            remaining: Vec::new(),
            remaining_count: 0,
            diff: String::new(),
            issues: None,
            error: None,
            pylint: None,
        }
    }

    /// A file left as it was because of `error`.
    pub(super) fn failed(name: &str, error: String) -> FileFix {
        FileFix {
            error: Some(error),
            ..FileFix::unchanged(name)
        }
    }
}

#[derive(Debug, Clone, Serialize)]
pub struct AutofixResult {
    pub path: String,
    pub applied: bool,
    pub dry_run: bool,
    /// Files that changed, could not be fixed, or still have issues.
    pub files: Vec<FileFix>,
    pub files_checked: usize,
    pub files_changed: usize,
    /// Fixes applied over all files.
    pub fixed_count: usize,
    pub remaining_count: usize,
    /// Files left alone because of an error (e.g. a syntax error).
    pub errors: usize,
    /// The directory held more files than one call handles.
    pub truncated: bool,
}

impl AutofixResult {
    /// The call's result from its files' (those with nothing to say left out).
    pub(super) fn of_files(
        path: String,
        files: Vec<FileFix>,
        files_checked: usize,
        truncated: bool,
        options: &AutofixOptions,
    ) -> AutofixResult {
        let files: Vec<FileFix> = files
            .into_iter()
            .filter(|f| f.changed || f.error.is_some() || f.remaining_count > 0)
            .collect();
        AutofixResult {
            path,
            applied: !options.dry_run,
            dry_run: options.dry_run,
            files_checked,
            files_changed: files.iter().filter(|f| f.changed).count(),
            fixed_count: files.iter().flat_map(|f| &f.fixed).map(|c| c.count).sum(),
            remaining_count: files.iter().map(|f| f.remaining_count).sum(),
            errors: files.iter().filter(|f| f.error.is_some()).count(),
            truncated,
            files,
        }
    }
}

/// How many of one pylint message.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct MessageCount {
    pub symbol: String,
    pub count: usize,
}

/// What the fixes did to pylint's verdict on one file.
#[derive(Debug, Clone, Serialize)]
pub struct PylintChange {
    pub score_before: f64,
    /// pylint's score of the fixed text (the original's when none was kept).
    pub score_after: f64,
    /// Messages the fixes removed.
    pub fixed: Vec<MessageCount>,
    /// Messages left, most frequent first.
    pub remaining: Vec<MessageCount>,
    /// Why the fixes were not kept (pylint's score would fall, ...).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub not_kept: Option<String>,
}
