//! `autofix`: ruff's fixes and formatter over one `.py` file or every one
//! under a directory, in-process and in parallel. Each result must compile
//! (CPython's verdict) or that file is left alone and says why; the files
//! that change are written together (a failure while writing puts back what
//! was written), each with its own undo step. Writing starts as soon as the
//! first file is worked out, so waiting on the disk overlaps the fixing.

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::sync::mpsc;

use cap_std::fs::MetadataExt;

pub use super::report::{AutofixOptions, AutofixResult, FileFix};
use super::transaction::PlannedWrite;
use super::{is_python, unified_diff};
use crate::error::{Error, Result};
use crate::files::{DEFAULT_MAX_ENTRIES, ReadOptions, encoding};
use crate::lint::fixer::{self, FixedCode, Round, Tally};
use crate::lint::introduced::{self, Findings};
use crate::sandbox::Sandbox;

/// Remaining issues listed per file (all are counted).
const LISTED_REMAINING: usize = 10;
/// Characters of diff in one result, over all files: a directory's
/// reformatting must not flood an agent's context.
const DIFF_BUDGET: usize = 200_000;

/// One file's outcome, with its write and its texts (for the diff, made
/// only while the result has room for it) if it changed.
struct Outcome {
    file: FileFix,
    write: Option<PlannedWrite>,
    texts: Option<(String, String)>,
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
            let mut outcome = self.fix_file(path, &shown, options)?;
            if !options.dry_run {
                self.write_all(outcome.write.take().into_iter(), "autofix")?;
            }
            return Ok(finish(shown, vec![outcome], 1, false, options));
        };
        let (listed, links) = self.once_each(listed);
        let mut outcomes = self.fix_and_write(&listed, options)?;
        outcomes.extend(links);
        let checked = listed.len();
        Ok(finish(shown, outcomes, checked, truncated, options))
    }

    /// [`Sandbox::once_each`] for the other fixers: the files to fix, and
    /// those left alone (links) with why.
    pub(super) fn regular_files_once(
        &self,
        files: Vec<(PathBuf, String)>,
    ) -> (Vec<(PathBuf, String)>, Vec<FileFix>) {
        let (kept, links) = self.once_each(files);
        (kept, links.into_iter().map(|link| link.file).collect())
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
                Some((true, _)) => links.push(failed(
                    &name,
                    format!("{name}: a symbolic link, left alone (autofix the file it points to)"),
                )),
                _ => kept.push((file, name)),
            }
        }
        (kept, links)
    }

    /// Fixes the files in parallel; each change goes to the writers as
    /// soon as it is worked out (unless a dry run), and a failed write puts
    /// back every file written.
    fn fix_and_write(
        &self,
        listed: &[(PathBuf, String)],
        options: &AutofixOptions,
    ) -> Result<Vec<Outcome>> {
        let (send, receive) = mpsc::channel::<PlannedWrite>();
        std::thread::scope(|scope| {
            let writers = (!options.dry_run)
                .then(|| scope.spawn(|| self.write_all(receive.into_iter(), "autofix")));
            let outcomes = crate::parallel::map_in_order(listed, |_, (file, name)| {
                let mut outcome = self
                    .fix_file(file, name, options)
                    .unwrap_or_else(|error| failed(name, error.to_string()));
                if let Some(write) = outcome.write.take().filter(|_| !options.dry_run) {
                    // A closed channel: writing failed and is being undone.
                    let _ = send.send(write);
                }
                outcome
            });
            drop(send);
            match writers.map(|writers| writers.join()) {
                Some(Ok(Err(error))) => Err(error),
                Some(Err(_)) => Err(Error::InvalidArgument(
                    "autofix: a writer thread failed".into(),
                )),
                _ => Ok(outcomes),
            }
        })
    }

    /// Works out one file's fixes in memory; an error means it is left
    /// alone. Each text is parsed once for both its verdict and its issues,
    /// and its issues give the next round of fixes.
    fn fix_file(&self, path: &Path, name: &str, options: &AutofixOptions) -> Result<Outcome> {
        let (read, old_bytes) = self.read_source(path, &ReadOptions::default(), true)?;
        let before = read.content;
        let unsafe_fixes = options.fix.unsafe_fixes;
        let mut found_before =
            introduced::checked(path, &before, unsafe_fixes).map_err(|error| {
                Error::PythonSyntax {
                    path: name.to_string(),
                    error,
                }
            })?;
        let round = found_before.take_round();
        let settled = settle(path, &before, round, options)
            .map_err(|why| Error::InvalidArgument(format!("{name}: {why}; left as it was")))?;
        let (after, formatted, fixed) = (settled.text, settled.formatted, settled.fixed);
        let changed = settled.found.is_some();
        let (found_after, issues, write, texts) = match settled.found {
            Some(found_after) => {
                let write = PlannedWrite {
                    old: Some(path.to_path_buf()),
                    new: Some(path.to_path_buf()),
                    old_bytes,
                    new_bytes: encoding::encode(name, &after)?.into_owned(),
                };
                let issues = introduced::difference(&found_before, &found_after);
                (
                    found_after,
                    Some(issues),
                    Some(write),
                    Some((before, after)),
                )
            }
            None => (found_before, None, None, None),
        };
        Ok(Outcome {
            file: FileFix {
                file_path: name.to_string(),
                changed,
                fixed,
                formatted,
                remaining: found_after.list().take(LISTED_REMAINING).cloned().collect(),
                remaining_count: found_after.len(),
                diff: String::new(),
                issues,
                error: None,
                pylint: None,
            },
            write,
            texts,
        })
    }
}

/// A file's text once the fixes and the formatter have nothing more to do.
struct Settled {
    text: String,
    fixed: Vec<FixedCode>,
    /// The formatter changed something.
    formatted: bool,
    /// The issues of `text`; `None` when it is the original.
    found: Option<Findings>,
}

/// Applies `round` (the first round of fixes, from the original's issues)
/// and lints the result, whose issues give the next round, until none is
/// left, then formats: ruff's fix loop, then ruff's formatter. When a round
/// left no fix for the next one, the formatter runs straight after it, so
/// the lint that ends the loop is the formatted result's: one lint per file
/// less than the loop followed by a lint of its result. (Formatting before
/// a pending round would differ from ruff: fixes applied to an exploded
/// collection keep its magic trailing comma.) Every text must compile.
fn settle(
    path: &Path,
    original: &str,
    mut round: Option<Round>,
    options: &AutofixOptions,
) -> std::result::Result<Settled, String> {
    let unsafe_fixes = options.fix.unsafe_fixes;
    let mut tally = Tally::default();
    let mut text: Option<(String, Findings)> = None;
    let mut formatted = false;
    let mut format_pending = options.fix.format;
    let mut rounds = 0;
    // Ends: rounds are bounded, and the formatter runs only after a round
    // (or once at first).
    loop {
        let current = text.as_ref().map_or(original, |(text, _)| text);
        let round_now = round.take().filter(|_| {
            rounds += 1;
            rounds <= fixer::MAX_ROUNDS
        });
        let (candidate, may_format) = match round_now {
            Some(round) => {
                let deferred = round.deferred;
                (tally.add(round), !deferred)
            }
            None if format_pending => (current.to_string(), true),
            None => break,
        };
        let format_now = options.fix.format && may_format;
        let next = if format_now {
            let next = fixer::format(path, &candidate).map_err(|why| why.0)?;
            formatted |= next != candidate;
            next
        } else {
            candidate
        };
        format_pending = options.fix.format && !format_now;
        if next == current {
            // Nothing changed; the formatter may still be owed its turn.
            if format_pending {
                continue;
            }
            break;
        }
        let mut found = introduced::checked(path, &next, unsafe_fixes).map_err(|error| {
            format!(
                "the fixed file would not compile (line {}: {})",
                error.line, error.message
            )
        })?;
        round = found.take_round();
        text = Some((next, found));
    }
    let (text, found) = match text {
        Some((text, found)) if text != original => (text, Some(found)),
        _ => (original.to_string(), None),
    };
    Ok(Settled {
        text,
        fixed: tally.into_codes(),
        formatted,
        found,
    })
}

/// The call's result. Diffs are made here, in the files' order, while the
/// budget lasts: past it, none is worked out (a directory's reformatting
/// would otherwise cost a diff per file that nobody sees).
fn finish(
    path: String,
    outcomes: Vec<Outcome>,
    files_checked: usize,
    truncated: bool,
    options: &AutofixOptions,
) -> AutofixResult {
    let mut budget = Some(DIFF_BUDGET);
    let files: Vec<FileFix> = outcomes
        .into_iter()
        .filter(|o| o.file.changed || o.file.error.is_some() || o.file.remaining_count > 0)
        .map(|outcome| {
            let mut file = outcome.file;
            let Some((before, after)) = outcome.texts else {
                return file;
            };
            let diff = budget.map(|_| unified_diff(&file.file_path, &before, &after));
            match (diff, budget) {
                (Some(diff), Some(left)) if diff.len() <= left => {
                    budget = Some(left - diff.len());
                    file.diff = diff;
                }
                _ => {
                    budget = None;
                    file.diff = format!(
                        "(diff not shown: this result's {DIFF_BUDGET}-character budget for diffs is spent; \
                         autofix --dry-run of {} alone shows it)\n",
                        file.file_path
                    );
                }
            }
            file
        })
        .collect();
    AutofixResult::of_files(path, files, files_checked, truncated, options)
}

fn failed(name: &str, error: String) -> Outcome {
    Outcome {
        file: FileFix::failed(name, error),
        write: None,
        texts: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lint::fixer::FixOptions;
    use crate::lint::ruff;

    /// ruff's own fix loop, the reference.
    fn ruffs_loop(path: &Path, code: &str, unsafe_fixes: bool) -> (String, Vec<(String, usize)>) {
        let result =
            crate::lint::pylint_rules::ruffs_loop(path, code, ruff::settings(), unsafe_fixes)
                .unwrap();
        let mut fixed: Vec<(String, usize)> = result
            .fixed
            .into_iter()
            .map(|f| (f.code, f.count))
            .collect();
        fixed.sort();
        (result.text, fixed)
    }

    fn ours(
        path: &Path,
        code: &str,
        unsafe_fixes: bool,
        format: bool,
    ) -> (String, Vec<(String, usize)>) {
        let mut found = introduced::checked(path, code, unsafe_fixes).unwrap();
        let options = AutofixOptions {
            fix: FixOptions {
                unsafe_fixes,
                format,
            },
            ..AutofixOptions::default()
        };
        let settled = settle(path, code, found.take_round(), &options).unwrap();
        let fixed = settled
            .fixed
            .into_iter()
            .map(|f| (f.code, f.count))
            .collect();
        (settled.text, fixed)
    }

    #[test]
    fn our_loop_equals_ruffs_loop_and_then_ruffs_formatter() {
        let path = Path::new("m.py");
        let cases = [
            // A redefinition and unused imports on the same lines.
            "import os\nimport os\nimport sys, re\nfrom typing import List, Dict\n",
            // Docstring fixes at one place (missing period, blank lines).
            "def f():\n    \"\"\"Summary\n\n    Args:\n        x: y\n    \"\"\"\n",
            // Overlapping edits that need a second round.
            "if x == None and y != None:\n    pass;  \nz = not x in y  \n",
            // Names of one import removed over two rounds: formatting the
            // first round's result would explode the import for good.
            "\"\"\"M.\"\"\"\n\nfrom ._bootstrap_external import (SOURCE_SUFFIXES, DEBUG_BYTECODE_SUFFIXES,\n     OPTIMIZED_BYTECODE_SUFFIXES, BYTECODE_SUFFIXES,\n                     EXTENSION_SUFFIXES)\n\nprint(SOURCE_SUFFIXES, BYTECODE_SUFFIXES, EXTENSION_SUFFIXES)\n",
            // Nothing to fix, only to format.
            "\"\"\"M.\"\"\"\n\nx = ( 1, 2 )\n",
        ];
        for code in cases {
            for unsafe_fixes in [false, true] {
                let reference = ruffs_loop(path, code, unsafe_fixes);
                assert_eq!(ours(path, code, unsafe_fixes, false), reference, "{code:?}");
                let formatted = fixer::format(path, &reference.0).unwrap();
                let with_format = ours(path, code, unsafe_fixes, true);
                assert_eq!(with_format, (formatted, reference.1), "{code:?}, formatted");
            }
        }
    }
}
