//! `autofix --pylint`: fixes for the messages pylint reports in a file, by
//! the ruff rules that answer them ([`crate::lint::pylint_rules`]), judged
//! by pylint itself: the result must compile and pylint's score must not
//! fall, else nothing is written. The candidate is linted in place (pylint
//! needs the file where its imports resolve) and the original put back
//! before the verdict; a kept candidate is then written as any fix is, with
//! its undo step.

use std::collections::BTreeMap;
use std::path::Path;

use super::report::{AutofixOptions, AutofixResult, FileFix};
pub use super::report::{MessageCount, PylintChange};
use super::{is_python, unified_diff};
use crate::error::{Error, Result};
use crate::files::write::Replace;
use crate::files::{DEFAULT_MAX_ENTRIES, ReadOptions, encoding};
use crate::lint::{LintOptions, LintReport, fixer, pylint_rules};
use crate::python::{DEFAULT_TARGET, validate};
use crate::sandbox::Sandbox;

impl Sandbox {
    /// Fixes for pylint's messages in `path` (a file or every `.py` file
    /// under a directory), each kept only if pylint's score does not fall.
    pub fn autofix_pylint(
        &self,
        path: &Path,
        options: &AutofixOptions,
        lint: &LintOptions,
    ) -> Result<AutofixResult> {
        let relative = self.locate(path)?;
        let shown = if options.from_root {
            relative.display().to_string()
        } else {
            path.display().to_string()
        };
        let lint = LintOptions {
            all_issues: true,
            ..lint.clone()
        };
        let directory = self.is_directory(path)?;
        let (files, truncated) = if directory {
            let listing = self.python_files_under(path, options.from_root, DEFAULT_MAX_ENTRIES)?;
            (listing.files, listing.truncated)
        } else if is_python(path) {
            (vec![(path.to_path_buf(), shown.clone())], false)
        } else {
            return Err(Error::InvalidArgument(format!(
                "{shown}: not a Python file (autofix takes a .py file or a directory)"
            )));
        };
        // A link is never written through (a write would replace it).
        let (files, mut results) = self.regular_files_once(files);
        if !directory && let Some(error) = results.iter().find_map(|link| link.error.clone()) {
            return Err(Error::InvalidArgument(error));
        }
        for (file, name) in &files {
            match self.fix_pylint_messages(file, name, options, &lint) {
                Ok(fixed) => results.push(fixed),
                // One file: its failure is the call's.
                Err(error) if !directory => return Err(error),
                Err(error) => results.push(FileFix::failed(name, error.to_string())),
            }
        }
        let checked = files.len();
        Ok(AutofixResult::of_files(
            shown, results, checked, truncated, options,
        ))
    }

    fn fix_pylint_messages(
        &self,
        file: &Path,
        name: &str,
        options: &AutofixOptions,
        lint: &LintOptions,
    ) -> Result<FileFix> {
        let (read, old_bytes) = self.read_source(file, &ReadOptions::default(), true)?;
        let original = read.content;
        let Some(old_bytes) = old_bytes else {
            return Err(Error::InvalidArgument(format!(
                "{name}: could not keep the file's bytes to put back"
            )));
        };
        // No fix applies to a file that does not parse: `repair` it first.
        validate(&original, DEFAULT_TARGET).map_err(|error| Error::PythonSyntax {
            path: name.to_string(),
            error,
        })?;
        let before = pylint_verdict(self.run_pylint_analysis(file, lint)?, name)?;
        let counts_before = counts(&before);
        let mut fix = FileFix::unchanged(name);
        let rules = pylint_rules::rules_for(counts_before.keys().map(String::as_str));
        let format = options.fix.format
            && counts_before
                .keys()
                .any(|symbol| pylint_rules::FORMATTER_ANSWERS.contains(&symbol.as_str()));
        let ruff_fixed = pylint_rules::fix(file, &original, &rules, options.fix.unsafe_fixes);
        let mut candidate = ruff_fixed
            .as_ref()
            .map_or(original.clone(), |fixed| fixed.text.clone());
        if format && let Ok(formatted) = fixer::format(file, &candidate) {
            fix.formatted = formatted != candidate;
            candidate = formatted;
        }
        let mut change = PylintChange {
            score_before: before.score_exact,
            score_after: before.score_exact,
            fixed: Vec::new(),
            remaining: sorted(&counts_before),
            not_kept: None,
        };
        if candidate == original {
            fix.remaining_count = before.all_issues.as_ref().map_or(0, Vec::len);
            fix.pylint = Some(change);
            return Ok(fix);
        }
        if let Err(error) = validate(&candidate, DEFAULT_TARGET) {
            change.not_kept = Some(format!(
                "the fixed file would not compile (line {}: {})",
                error.line, error.message
            ));
            fix.pylint = Some(change);
            return Ok(fix);
        }
        let new_bytes = encoding::encode(name, &candidate)?.into_owned();
        let after = self.lint_in_place(file, &new_bytes, &old_bytes, lint)?;
        let after = pylint_verdict(after, name)?;
        let counts_after = counts(&after);
        if after.score_exact < before.score_exact {
            change.not_kept = Some(format!(
                "pylint's score would fall from {:.2} to {:.2}",
                before.score_exact, after.score_exact
            ));
            fix.remaining_count = before.all_issues.as_ref().map_or(0, Vec::len);
            fix.pylint = Some(change);
            return Ok(fix);
        }
        if !options.dry_run {
            self.apply_fix(file, &candidate)?;
        }
        change.score_after = after.score_exact;
        change.fixed = counts_before
            .iter()
            .filter_map(|(symbol, count)| {
                let left = counts_after.get(symbol).copied().unwrap_or(0);
                (left < *count).then(|| MessageCount {
                    symbol: symbol.clone(),
                    count: count - left,
                })
            })
            .collect();
        change.remaining = sorted(&counts_after);
        fix.changed = true;
        fix.fixed = ruff_fixed.map(|fixed| fixed.fixed).unwrap_or_default();
        fix.diff = unified_diff(name, &original, &candidate);
        fix.remaining_count = after.all_issues.as_ref().map_or(0, Vec::len);
        fix.pylint = Some(change);
        Ok(fix)
    }

    /// pylint's report on `new_bytes` at `file`, the file holding
    /// `old_bytes` again when this returns (with no undo step recorded).
    fn lint_in_place(
        &self,
        file: &Path,
        new_bytes: &[u8],
        old_bytes: &[u8],
        lint: &LintOptions,
    ) -> Result<LintReport> {
        let quietly = Replace {
            operation: "autofix",
            record_history: false,
            expect_previous: None,
            sync_directory: false,
        };
        self.replace_file(file, new_bytes, &quietly)?;
        let report = self.run_pylint_analysis(file, lint);
        self.replace_file(file, old_bytes, &quietly)?;
        report
    }
}

/// A report pylint could not make is the file's error.
fn pylint_verdict(report: LintReport, name: &str) -> Result<LintReport> {
    match &report.error {
        Some(error) => Err(Error::InvalidArgument(format!("{name}: pylint: {error}"))),
        None => Ok(report),
    }
}

fn counts(report: &LintReport) -> BTreeMap<String, usize> {
    let mut counts = BTreeMap::new();
    for issue in report.all_issues.iter().flatten() {
        *counts.entry(issue.symbol.clone()).or_insert(0) += 1;
    }
    counts
}

fn sorted(counts: &BTreeMap<String, usize>) -> Vec<MessageCount> {
    let mut listed: Vec<MessageCount> = counts
        .iter()
        .map(|(symbol, count)| MessageCount {
            symbol: symbol.clone(),
            count: *count,
        })
        .collect();
    listed.sort_by(|a, b| b.count.cmp(&a.count).then_with(|| a.symbol.cmp(&b.symbol)));
    listed
}
