//! `patch`: a unified diff applied across files, all or nothing. Every path
//! is resolved beneath the sandbox first, every hunk applied and every `.py`
//! result compiled in memory; only then is anything written, and a failure
//! while writing puts back what was already written. Each changed file has
//! its own undo step.

use std::path::{Path, PathBuf};

use serde::Serialize;

use super::diff::{self, FilePatch, Hunk};
use super::is_python;
use super::transaction::PlannedWrite;
use crate::error::{Error, Result};
use crate::files::{ReadOptions, encoding};
use crate::lint::introduced::{self, IssueChange};
use crate::python::{DEFAULT_TARGET, validate};
use crate::sandbox::Sandbox;

/// What the patch did (or, in a dry run, would do) to one file.
#[derive(Debug, Clone, Serialize)]
pub struct FileChange {
    pub file_path: String,
    /// `update`, `create`, `delete` or `rename`.
    pub action: &'static str,
    /// A renamed file's former path.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub from: Option<String>,
    pub hunks: usize,
    pub added: usize,
    pub removed: usize,
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    pub issues: Option<IssueChange>,
}

#[derive(Debug, Clone, Serialize)]
pub struct PatchResult {
    pub applied: bool,
    pub dry_run: bool,
    pub files: Vec<FileChange>,
    pub count: usize,
}

/// One file's change, worked out in memory.
struct Planned {
    change: FileChange,
    write: PlannedWrite,
}

impl Sandbox {
    /// Applies `text` (a unified diff whose paths are relative to `base`,
    /// normally the sandbox root). With `dry_run`, checks everything and
    /// writes nothing.
    pub fn apply_patch(&self, text: &str, base: &Path, dry_run: bool) -> Result<PatchResult> {
        let patches = diff::parse(text)?;
        // Every path is resolved beneath the sandbox before any file is read.
        let resolve = |path: &Option<String>| -> Result<Option<PathBuf>> {
            path.as_ref()
                .map(|p| {
                    let full = base.join(p);
                    self.locate(&full)?;
                    Ok(full)
                })
                .transpose()
        };
        let mut targets = Vec::new();
        for patch in &patches {
            targets.push((resolve(&patch.old_path)?, resolve(&patch.new_path)?));
        }
        let mut plans = Vec::new();
        for (patch, (old, new)) in patches.iter().zip(targets) {
            plans.push(self.plan(patch, old, new)?);
        }
        if !dry_run {
            self.write_all(plans.iter().map(|p| &p.write), "patch")?;
        }
        let files: Vec<FileChange> = plans.into_iter().map(|p| p.change).collect();
        Ok(PatchResult {
            applied: !dry_run,
            dry_run,
            count: files.len(),
            files,
        })
    }

    fn plan(
        &self,
        patch: &FilePatch,
        old: Option<PathBuf>,
        new: Option<PathBuf>,
    ) -> Result<Planned> {
        let (content, old_bytes) = match &old {
            Some(path) => {
                let (read, bytes) = self.read_source(path, &ReadOptions::default(), true)?;
                (read.content, bytes)
            }
            None => (String::new(), None),
        };
        if let Some(path) = &new
            && old.as_ref() != Some(path)
            && self
                .read_source(path, &ReadOptions::default(), false)
                .is_ok()
        {
            return Err(Error::InvalidArgument(format!(
                "{}: already exists; the patch would create it",
                path.display()
            )));
        }
        // Named as the diff names it (from the sandbox root).
        let name = patch
            .new_path
            .clone()
            .or(patch.old_path.clone())
            .unwrap_or_default();
        let after = apply_hunks(&name, &content, &patch.hunks)?;
        if let Some(path) = &new
            && is_python(path)
        {
            validate(&after, DEFAULT_TARGET).map_err(|error| Error::PythonSyntax {
                path: path.display().to_string(),
                error,
            })?;
        }
        let action = match (&old, &new) {
            (None, _) => "create",
            (_, None) => "delete",
            (Some(a), Some(b)) if a != b => "rename",
            _ => "update",
        };
        let new_bytes = match &new {
            Some(path) => encoding::encode(&path.display().to_string(), &after)?.into_owned(),
            None => Vec::new(),
        };
        let issues = new
            .as_ref()
            .and_then(|path| introduced::compare(path, &content, &after));
        Ok(Planned {
            change: FileChange {
                file_path: name,
                action,
                from: (action == "rename")
                    .then(|| patch.old_path.clone())
                    .flatten(),
                hunks: patch.hunks.len(),
                added: patch.hunks.iter().map(|h| h.added).sum(),
                removed: patch.hunks.iter().map(|h| h.removed).sum(),
                issues,
            },
            write: PlannedWrite {
                old,
                new,
                old_bytes,
                new_bytes,
            },
        })
    }
}

/// `content` with every hunk applied in order. A hunk's old lines are looked
/// for at the line it names, else at the nearest place after the previous
/// hunk (as `patch` does with an offset); lines compare without their `\r`.
fn apply_hunks(name: &str, content: &str, hunks: &[Hunk]) -> Result<String> {
    let ending = if content.contains("\r\n") {
        "\r\n"
    } else {
        "\n"
    };
    let mut lines: Vec<String> = content
        .split_inclusive('\n')
        .map(|l| l.trim_end_matches('\n').trim_end_matches('\r').to_string())
        .collect();
    let mut final_newline = content.is_empty() || content.ends_with('\n');
    let mut from = 0;
    let mut shift: isize = 0;
    for (number, hunk) in hunks.iter().enumerate() {
        let wanted = (hunk.old_start.max(1) as isize - 1 + shift).max(0) as usize;
        let at = find(&lines, &hunk.old, from, wanted).ok_or_else(|| {
            Error::InvalidArgument(format!(
                "{name}: hunk {} ({}) does not apply: its {} old lines are not in the file \
                 (looked near line {}); nothing was changed",
                number + 1,
                hunk.header,
                hunk.old.len(),
                wanted + 1
            ))
        })?;
        let end = at + hunk.old.len();
        if end == lines.len() && hunk.new_no_newline {
            final_newline = false;
        } else if end == lines.len() && hunk.old_no_newline {
            final_newline = true;
        }
        lines.splice(at..end, hunk.new.iter().cloned());
        from = at + hunk.new.len();
        shift += hunk.new.len() as isize - hunk.old.len() as isize;
    }
    let mut text = lines.join(ending);
    if final_newline && !lines.is_empty() {
        text.push_str(ending);
    }
    Ok(text)
}

/// Where `old` occurs in `lines` at or after `from`, nearest to `wanted`.
fn find(lines: &[String], old: &[String], from: usize, wanted: usize) -> Option<usize> {
    if old.is_empty() {
        return Some(wanted.clamp(from, lines.len()));
    }
    let last = lines.len().checked_sub(old.len())?;
    let fits = |at: usize| at >= from && at <= last && lines[at..at + old.len()] == *old;
    (0..=lines.len()).find_map(|distance| {
        [wanted.checked_add(distance), wanted.checked_sub(distance)]
            .into_iter()
            .flatten()
            .find(|&at| fits(at))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hunks(diff: &str) -> Vec<Hunk> {
        diff::parse(diff)
            .map(|p| p[0].hunks.clone())
            .unwrap_or_default()
    }

    #[test]
    fn hunks_apply_with_an_offset_and_keep_line_endings() {
        let patch = hunks("--- a/x\n+++ b/x\n@@ -1,2 +1,2 @@\n a\n-b\n+B\n");
        // The lines moved two down: found by the offset search.
        let text = apply_hunks("x", "0\r\n1\r\na\r\nb\r\nc\r\n", &patch).unwrap_or_default();
        assert_eq!(text, "0\r\n1\r\na\r\nB\r\nc\r\n");
        assert!(apply_hunks("x", "a\nz\n", &patch).is_err());
        let create = hunks(
            "--- /dev/null\n+++ b/n\n@@ -0,0 +1,2 @@\n+x\n+y\n\\ No newline at end of file\n",
        );
        assert_eq!(apply_hunks("n", "", &create).unwrap_or_default(), "x\ny");
    }
}
