//! The spec's `apply_fix`, plus `edit` (exact replacements, see [`edit`]) and `undo`.
//! Every change is validated first, written atomically through the sandbox,
//! and recorded for undo outside the sandbox.

pub mod autofix;
pub mod diff;
pub mod edit;
pub mod history;
pub mod patch;
pub mod pylint_fixes;
mod report;
mod transaction;

use std::path::Path;

use serde::Serialize;

use crate::error::{Error, Result};
use crate::files::write::Replace;
use crate::files::{ReadOptions, encoding};
use crate::python::{DEFAULT_TARGET, validate};
use crate::sandbox::Sandbox;

#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct FixResult {
    pub file_path: String,
    /// Sizes in characters, as the spec counts them.
    pub original_size: usize,
    pub new_size: usize,
    pub size_change: i64,
    pub created: bool,
    /// Unified diff from the old content to the new.
    pub diff: String,
    pub undo_recorded: bool,
    /// For a Python file: the issues the change introduced and removed
    /// (`new_issues`, `fixed_issues`), by the in-process ruff engine.
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    pub issues: Option<crate::lint::introduced::IssueChange>,
}

#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct EditResult {
    pub file_path: String,
    /// Line where the replaced text started.
    pub line: usize,
    pub original_size: usize,
    pub new_size: usize,
    pub size_change: i64,
    pub diff: String,
    /// `old`/`new` were given with `\n` and the file uses `\r\n`: they were
    /// matched and written with the file's line endings.
    pub line_endings_adapted: bool,
    pub undo_recorded: bool,
    /// Each replacement: its line and how many occurrences it replaced.
    pub edits: Vec<edit::Applied>,
    /// For a Python file: the issues the change introduced and removed
    /// (`new_issues`, `fixed_issues`), by the in-process ruff engine.
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    pub issues: Option<crate::lint::introduced::IssueChange>,
}

#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct UndoResult {
    pub file_path: String,
    /// `restored` (the previous content is back) or `removed` (the change
    /// had created the file).
    pub action: &'static str,
    /// The operation undone: `write_file`, `apply_fix` or `edit`.
    pub undone: String,
    /// Further undo steps available for this file.
    pub remaining: usize,
}

/// Bytes a file held, as text in the encoding they declare (lossy where
/// they do not decode: they are only shown, in a diff).
fn as_text(shown: &str, bytes: Vec<u8>) -> String {
    match encoding::codec(shown, &bytes) {
        Ok(codec) => encoding::decode(shown, bytes.clone(), codec, 0)
            .unwrap_or_else(|_| String::from_utf8_lossy(&bytes).into_owned()),
        Err(_) => String::from_utf8_lossy(&bytes).into_owned(),
    }
}

fn chars(text: &str) -> usize {
    text.chars().count()
}

/// The unified diff (3 lines of context, `a/PATH` and `b/PATH` headers) every write reports.
pub fn unified_diff(path: &str, old: &str, new: &str) -> String {
    similar::TextDiff::from_lines(old, new)
        .unified_diff()
        .context_radius(3)
        .header(&format!("a/{path}"), &format!("b/{path}"))
        .to_string()
}

fn is_python(path: &Path) -> bool {
    matches!(
        path.extension().and_then(|e| e.to_str()),
        Some("py" | "pyi" | "pyw")
    )
}

impl Sandbox {
    /// The spec's `apply_fix`: refuses code CPython would not compile (the
    /// file untouched), else replaces or creates the file.
    pub fn apply_fix(&self, path: &Path, fixed_code: &str) -> Result<FixResult> {
        let shown = path.display().to_string();
        validate(fixed_code, DEFAULT_TARGET).map_err(|error| Error::PythonSyntax {
            path: shown.clone(),
            error,
        })?;
        let how = Replace {
            operation: "apply_fix",
            record_history: true,
            expect_previous: None,
            sync_directory: true,
        };
        let bytes = encoding::encode(&shown, fixed_code)?;
        let replaced = self.replace_file(path, &bytes, &how)?;
        let original = replaced
            .previous
            .map(|previous| as_text(&shown, previous))
            .unwrap_or_default();
        let (original_size, new_size) = (chars(&original), chars(fixed_code));
        let issues = crate::lint::introduced::compare(path, &original, fixed_code);
        Ok(FixResult {
            issues,
            diff: unified_diff(&replaced.shown, &original, fixed_code),
            file_path: replaced.shown,
            original_size,
            new_size,
            size_change: new_size as i64 - original_size as i64,
            created: replaced.created,
            undo_recorded: replaced.undo_recorded,
        })
    }

    /// Restores what the file held before Toolsmith's last write, fix or edit
    /// of it. Refused if the file changed since (unless `force`): undo must
    /// not silently throw away somebody else's work.
    pub fn undo(&self, path: &Path, force: bool) -> Result<UndoResult> {
        let shown = path.display().to_string();
        let relative = self.locate(path)?;
        // A link inside that leads out is refused as such, history or not.
        self.contains(path)?;
        let history = self.history().ok_or_else(|| {
            Error::InvalidArgument(
                "no undo history: no state directory (set TOOLSMITH_STATE_DIR or HOME)".into(),
            )
        })?;
        let io = |e| Error::from_io(&shown, "read undo history", e);
        let Some((version, available)) = history.latest(&relative).map_err(io)? else {
            return Err(Error::InvalidArgument(format!(
                "{shown}: nothing to undo (no write, fix or edit by Toolsmith is recorded)"
            )));
        };
        let current = match self.read_source(path, &ReadOptions::default(), true) {
            Ok((_, bytes)) => bytes,
            Err(Error::NotFound { .. }) => None,
            Err(other) => return Err(other),
        };
        let unchanged = if version.info.removed {
            current.is_none()
        } else {
            current
                .as_deref()
                .is_some_and(|bytes| history::fnv1a(bytes) == version.info.after_hash)
        };
        if !unchanged && !force {
            return Err(Error::InvalidArgument(format!(
                "{shown}: changed since Toolsmith's last {}; undo would lose those changes (force it to restore anyway)",
                version.info.operation
            )));
        }
        let action = match &version.previous {
            Some(previous) => {
                let how = Replace {
                    operation: "undo",
                    record_history: false,
                    expect_previous: None,
                    sync_directory: true,
                };
                self.replace_file(path, previous, &how)?;
                "restored"
            }
            None => {
                if current.is_some() {
                    self.remove_file(path)?;
                }
                "removed"
            }
        };
        let undone = version.info.operation.clone();
        version.discard().map_err(io)?;
        Ok(UndoResult {
            file_path: shown,
            action,
            undone,
            remaining: available - 1,
        })
    }
}
