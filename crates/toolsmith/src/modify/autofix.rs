//! `autofix`: ruff's fixes and formatter over one `.py` file or every one
//! under a directory, in-process and in parallel. Each result must compile
//! (CPython's verdict) or that file is left alone and says why; the files
//! that change are written together (a failure while writing puts back what
//! was written), each with its own undo step.

use std::collections::HashSet;
use std::path::{Path, PathBuf};

use cap_std::fs::MetadataExt;

use serde::Serialize;

use super::transaction::PlannedWrite;
use super::{is_python, unified_diff};
use crate::error::{Error, Result};
use crate::files::{DEFAULT_MAX_ENTRIES, ReadOptions, encoding};
use crate::lint::fixer::{self, FixOptions, FixedCode};
use crate::lint::introduced::{self, Finding, IssueChange};
use crate::sandbox::Sandbox;

/// Remaining issues listed per file (all are counted).
const LISTED_REMAINING: usize = 10;
/// Characters of diff in one result, over all files: a directory's
/// reformatting must not flood an agent's context.
const DIFF_BUDGET: usize = 200_000;

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

/// One file's outcome, with its write if it changed.
struct Outcome {
    file: FileFix,
    write: Option<PlannedWrite>,
}

impl Sandbox {
    /// ruff's fixes (and formatter) on `path`, a file or a directory.
    pub fn autofix(&self, path: &Path, options: &AutofixOptions) -> Result<AutofixResult> {
        let relative = self.locate(path)?;
        let shown = if options.from_root {
            relative.display().to_string()
        } else {
            path.display().to_string()
        };
        let (listed, truncated) = if self.is_directory(path)? {
            let listing = self.python_files_under(path, options.from_root, DEFAULT_MAX_ENTRIES)?;
            (listing.files, listing.truncated)
        } else {
            if !is_python(path) {
                return Err(Error::InvalidArgument(format!(
                    "{shown}: not a Python file (autofix takes a .py file or a directory)"
                )));
            }
            // One file: its failure is the call's.
            let (_, links) = self.once_each(vec![(path.to_path_buf(), shown.clone())]);
            if let Some(error) = links.into_iter().find_map(|l| l.file.error) {
                return Err(Error::InvalidArgument(error));
            }
            let outcome = self.fix_file(path, &shown, options)?;
            return self.finish(shown, vec![outcome], 1, false, options);
        };
        let (listed, links) = self.once_each(listed);
        let mut outcomes = self.fix_in_parallel(&listed, options);
        outcomes.extend(links);
        let checked = listed.len();
        self.finish(shown, outcomes, checked, truncated, options)
    }

    /// Each regular file once, under its own name. A link is never written
    /// through (a write would replace it by a file): one to a listed file is
    /// dropped, one to a file elsewhere is left alone and said so.
    fn once_each(&self, files: Vec<(PathBuf, String)>) -> (Vec<(PathBuf, String)>, Vec<Outcome>) {
        let kind = |file: &Path| {
            let relative = self.locate(file).ok()?;
            let link = self
                .beneath(&relative, |r| self.dir().symlink_metadata(r))
                .ok()?
                .file_type()
                .is_symlink();
            let target = self.beneath(&relative, |r| self.dir().metadata(r)).ok()?;
            Some((link, (target.dev(), target.ino())))
        };
        let kinds: Vec<_> = files.iter().map(|(file, _)| kind(file)).collect();
        let regular: HashSet<(u64, u64)> = kinds
            .iter()
            .flatten()
            .filter(|(link, _)| !link)
            .map(|(_, identity)| *identity)
            .collect();
        let mut seen = HashSet::new();
        let mut kept = Vec::new();
        let mut links = Vec::new();
        for ((file, name), kind) in files.into_iter().zip(kinds) {
            match kind {
                Some((false, identity)) if !seen.insert(identity) => {}
                Some((true, identity)) if regular.contains(&identity) => {}
                Some((true, _)) => links.push(Outcome {
                    file: failed(
                        &name,
                        format!(
                            "{name}: a symbolic link, left alone (autofix the file it points to)"
                        ),
                    ),
                    write: None,
                }),
                _ => kept.push((file, name)),
            }
        }
        (kept, links)
    }

    fn fix_in_parallel(
        &self,
        listed: &[(PathBuf, String)],
        options: &AutofixOptions,
    ) -> Vec<Outcome> {
        crate::parallel::map_in_order(listed, |_, (file, name)| {
            self.fix_file(file, name, options)
                .unwrap_or_else(|error| Outcome {
                    file: failed(name, error.to_string()),
                    write: None,
                })
        })
    }

    /// Works out one file's fixes in memory; an error means it is left
    /// alone. Each text is parsed once for both its verdict and its issues;
    /// ruff's fix loop runs only when one of the issues has a fix.
    fn fix_file(&self, path: &Path, name: &str, options: &AutofixOptions) -> Result<Outcome> {
        let (read, old_bytes) = self.read_source(path, &ReadOptions::default(), true)?;
        let before = read.content;
        let unsafe_fixes = options.fix.unsafe_fixes;
        let not_fixed = |why: fixer::NotFixed| Error::InvalidArgument(format!("{name}: {}", why.0));
        let found_before = introduced::checked(path, &before, unsafe_fixes).map_err(|error| {
            Error::PythonSyntax {
                path: name.to_string(),
                error,
            }
        })?;
        let (fixed_text, fixed) = if found_before.fixable() {
            fixer::apply_fixes(path, &before, unsafe_fixes).map_err(not_fixed)?
        } else {
            (before.clone(), Vec::new())
        };
        let after = if options.fix.format {
            fixer::format(path, &fixed_text).map_err(not_fixed)?
        } else {
            fixed_text.clone()
        };
        let formatted = after != fixed_text;
        let changed = after != before;
        let (found_after, issues, write, diff) = if changed {
            let found_after = introduced::checked(path, &after, unsafe_fixes).map_err(|error| {
                Error::InvalidArgument(format!(
                    "{name}: the fixed file would not compile (line {}: {}); left as it was",
                    error.line, error.message
                ))
            })?;
            let write = PlannedWrite {
                old: Some(path.to_path_buf()),
                new: Some(path.to_path_buf()),
                old_bytes,
                new_bytes: encoding::encode(name, &after)?.into_owned(),
            };
            let issues = introduced::difference(&found_before, &found_after);
            let diff = unified_diff(name, &before, &after);
            (found_after, Some(issues), Some(write), diff)
        } else {
            (found_before, None, None, String::new())
        };
        Ok(Outcome {
            file: FileFix {
                file_path: name.to_string(),
                changed,
                fixed,
                formatted,
                remaining: found_after.list().take(LISTED_REMAINING).cloned().collect(),
                remaining_count: found_after.len(),
                diff,
                issues,
                error: None,
            },
            write,
        })
    }

    fn finish(
        &self,
        path: String,
        outcomes: Vec<Outcome>,
        files_checked: usize,
        truncated: bool,
        options: &AutofixOptions,
    ) -> Result<AutofixResult> {
        if !options.dry_run {
            self.write_all(outcomes.iter().filter_map(|o| o.write.as_ref()), "autofix")?;
        }
        let mut budget = DIFF_BUDGET;
        let files: Vec<FileFix> = outcomes
            .into_iter()
            .map(|o| o.file)
            .filter(|f| f.changed || f.error.is_some() || f.remaining_count > 0)
            .map(|mut file| {
                if file.diff.len() > budget {
                    file.diff = format!(
                        "(diff not shown: this result's {DIFF_BUDGET}-character budget for diffs is spent; \
                         autofix --dry-run of {} alone shows it)\n",
                        file.file_path
                    );
                } else {
                    budget -= file.diff.len();
                }
                file
            })
            .collect();
        Ok(AutofixResult {
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
        })
    }
}

fn failed(name: &str, error: String) -> FileFix {
    FileFix {
        file_path: name.to_string(),
        changed: false,
        fixed: Vec::new(),
        formatted: false,
        remaining: Vec::new(),
        remaining_count: 0,
        diff: String::new(),
        issues: None,
        error: Some(error),
    }
}
