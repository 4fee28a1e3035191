//! `edit`: exact replacements in one file, applied in order to the result of
//! the ones before, all or nothing. A text that does not match says where it
//! nearly does (whitespace, tabs, line endings, indentation): offered, never
//! applied. Bytes outside the replaced spans never change.

use std::ops::Range;
use std::path::Path;

use serde::{Deserialize, Serialize};

use super::{EditResult, chars, is_python, unified_diff};
use crate::error::{Error, Result};
use crate::files::write::Replace;
use crate::files::{ReadOptions, encoding};
use crate::python::{DEFAULT_TARGET, validate};
use crate::sandbox::Sandbox;

/// One replacement: `old`, exactly as the file holds it, becomes `new`.
#[derive(Debug, Clone, Deserialize, Serialize, schemars::JsonSchema)]
pub struct Replacement {
    /// Exact text to replace (whitespace included); must occur once unless `replace_all`.
    pub old: String,
    /// Text to put in its place.
    pub new: String,
}

/// Where one replacement was applied.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct Applied {
    /// Line of the first occurrence, in the text the replacement was applied to.
    pub line: usize,
    pub occurrences: usize,
}

/// Files past this size get no near-miss search (the refusal stands alone).
const MAX_NEAR_MISS_BYTES: usize = 2 * 1024 * 1024;
/// A near miss's text is shown up to this many characters.
const MAX_SHOWN_CHARS: usize = 1_500;

impl Sandbox {
    /// The one occurrence of `old` becomes `new` (the spec-era single edit).
    pub fn edit_file(&self, path: &Path, old: &str, new: &str) -> Result<EditResult> {
        let edit = Replacement {
            old: old.to_string(),
            new: new.to_string(),
        };
        self.edit_file_many(path, std::slice::from_ref(&edit), false)
    }

    /// Applies `edits` in order, each to the result of those before; with
    /// `replace_all` every occurrence of each `old`, else exactly one. All or
    /// nothing: one refusal (no match, several, an overlap, a `.py` result
    /// that does not compile) leaves the file as it was. One undo step.
    pub fn edit_file_many(
        &self,
        path: &Path,
        edits: &[Replacement],
        replace_all: bool,
    ) -> Result<EditResult> {
        if edits.is_empty() {
            return Err(Error::InvalidArgument("no edits given".into()));
        }
        for (i, edit) in edits.iter().enumerate() {
            let which = label(i, edits.len());
            if edit.old.is_empty() {
                return Err(Error::InvalidArgument(format!(
                    "{which}the text to replace is empty"
                )));
            }
            if edit.old == edit.new {
                return Err(Error::InvalidArgument(format!(
                    "{which}the replacement is identical to the text it replaces"
                )));
            }
        }
        let (read, original) = self.read_source(path, &ReadOptions::default(), true)?;
        let content = read.content;
        let shown = read.file_path;

        let crlf = content.contains("\r\n");
        refuse_overlaps(&shown, &content, edits, crlf)?;
        let mut adapted = false;
        let mut edited = content.clone();
        let mut applied = Vec::new();
        for (i, edit) in edits.iter().enumerate() {
            let which = label(i, edits.len());
            let (old, new) = adapt(&edited, edit, crlf);
            adapted |= old != edit.old;
            let found = occurrences(&edited, &old);
            let line_of = |at: usize| edited[..at].matches('\n').count() + 1;
            match found.len() {
                0 => return Err(not_found(&shown, &which, &edited, &edit.old)),
                1 => {}
                _ if replace_all => {}
                several => {
                    let mut lines: Vec<usize> = found.iter().map(|&at| line_of(at)).collect();
                    lines.dedup();
                    let lines: Vec<String> = lines.iter().map(usize::to_string).collect();
                    return Err(Error::InvalidArgument(format!(
                        "{shown}: {which}the text to replace occurs {several} times (lines {}); \
                         include more surrounding text to make it unique, or replace all",
                        lines.join(", ")
                    )));
                }
            }
            applied.push(Applied {
                line: line_of(found[0]),
                occurrences: found.len(),
            });
            // From the end, so that the offsets before stay valid.
            for &at in found.iter().rev() {
                edited.replace_range(at..at + old.len(), &new);
            }
        }
        if is_python(path) {
            validate(&edited, DEFAULT_TARGET).map_err(|error| Error::PythonSyntax {
                path: shown.clone(),
                error,
            })?;
        }
        let how = Replace {
            operation: "edit",
            record_history: true,
            expect_previous: Some(original.as_deref()),
            sync_directory: true,
        };
        let bytes = encoding::encode(&shown, &edited)?;
        let replaced = self.replace_file(path, &bytes, &how)?;
        let (original_size, new_size) = (chars(&content), chars(&edited));
        Ok(EditResult {
            diff: unified_diff(&shown, &content, &edited),
            file_path: shown,
            line: applied.first().map_or(1, |a| a.line),
            original_size,
            new_size,
            size_change: new_size as i64 - original_size as i64,
            line_endings_adapted: adapted,
            undo_recorded: replaced.undo_recorded,
            edits: applied,
            issues: crate::lint::introduced::compare(path, &content, &edited),
        })
    }
}

fn label(index: usize, total: usize) -> String {
    if total > 1 {
        format!("edit {}: ", index + 1)
    } else {
        String::new()
    }
}

/// `old` and `new` with the file's line endings when `old` is only found
/// that way (a model writes `\n`; the file may hold `\r\n`).
fn adapt(text: &str, edit: &Replacement, crlf: bool) -> (String, String) {
    if crlf && edit.old.contains('\n') && !edit.old.contains("\r\n") && !text.contains(&edit.old) {
        let old = edit.old.replace('\n', "\r\n");
        if text.contains(&old) {
            return (old, edit.new.replace('\n', "\r\n"));
        }
    }
    (edit.old.clone(), edit.new.clone())
}

/// Two edits whose texts overlap in the file as it is: refused, as what the
/// second would change is ambiguous. (An edit of text an earlier edit
/// wrote is not in the file yet: it applies to that edit's result.)
fn refuse_overlaps(shown: &str, content: &str, edits: &[Replacement], crlf: bool) -> Result<()> {
    let spans: Vec<(usize, Range<usize>)> = edits
        .iter()
        .enumerate()
        .flat_map(|(i, edit)| {
            let (old, _) = adapt(content, edit, crlf);
            occurrences(content, &old)
                .into_iter()
                .map(move |at| (i, at..at + old.len()))
        })
        .collect();
    for (i, a) in &spans {
        for (j, b) in &spans {
            if i < j && a.start < b.end && b.start < a.end {
                let line = content[..a.start.max(b.start)].matches('\n').count() + 1;
                return Err(Error::InvalidArgument(format!(
                    "{shown}: edits {} and {} overlap (line {line}): make them one edit",
                    i + 1,
                    j + 1
                )));
            }
        }
    }
    Ok(())
}

fn occurrences(text: &str, needle: &str) -> Vec<usize> {
    text.match_indices(needle).map(|(at, _)| at).collect()
}

/// The refusal of a text that is not in the file, with where it nearly is.
fn not_found(shown: &str, which: &str, content: &str, old: &str) -> Error {
    let mut message = format!(
        "{shown}: {which}the text to replace was not found (it must match exactly, whitespace included)"
    );
    if content.len() <= MAX_NEAR_MISS_BYTES
        && let Some(miss) = near_miss(content, old)
    {
        let lines = if miss.first == miss.last {
            format!("line {}", miss.first)
        } else {
            format!("lines {}-{}", miss.first, miss.last)
        };
        let how = match miss.difference {
            Some(difference) => format!("differs only in {difference}"),
            None => format!(
                "is the closest text ({:.0}% alike)",
                miss.similarity * 100.0
            ),
        };
        message.push_str(&format!(
            ". Nearly at {lines}, which {how} (not applied: copy it exactly):\n{}",
            crate::text::bounded(&miss.text, MAX_SHOWN_CHARS)
        ));
    }
    Error::InvalidArgument(message)
}

/// Where a text nearly occurs.
#[derive(Debug, PartialEq)]
pub struct NearMiss {
    /// 1-based, inclusive.
    pub first: usize,
    pub last: usize,
    pub text: String,
    /// What alone differs, if one kind of difference does.
    pub difference: Option<&'static str>,
    pub similarity: f32,
}

/// A line in a form where one kind of difference is gone.
type Normalize = fn(&str) -> String;

/// Ways two texts can differ that a model often gets wrong, from the most
/// specific; each with the form where that difference is gone.
const DIFFERENCES: &[(&str, Normalize)] = &[
    ("line endings", |l| l.trim_end_matches('\r').to_string()),
    ("trailing whitespace", |l| l.trim_end().to_string()),
    ("tabs versus spaces", |l| l.trim_end().replace('\t', "    ")),
    ("indentation", |l| l.trim().to_string()),
    ("whitespace", |l| {
        l.split_whitespace().collect::<Vec<_>>().join(" ")
    }),
];

/// The window of `content`'s lines most like `old`'s lines, and what alone
/// tells them apart, if anything does.
pub fn near_miss(content: &str, old: &str) -> Option<NearMiss> {
    let lines: Vec<&str> = content.split('\n').collect();
    let wanted: Vec<&str> = old.trim_end_matches('\n').split('\n').collect();
    let size = wanted.len();
    if size == 0 || lines.len() < size {
        return None;
    }
    for (name, normal) in DIFFERENCES {
        let wanted: Vec<String> = wanted.iter().map(|l| normal(l)).collect();
        let normalized: Vec<String> = lines.iter().map(|l| normal(l)).collect();
        if let Some(start) =
            (0..=lines.len() - size).find(|&start| normalized[start..start + size] == wanted[..])
        {
            return Some(window(&lines, start, size, Some(name), 1.0));
        }
    }
    // No one kind of difference: the most alike window, by its lines.
    let wanted_text = wanted.join("\n");
    let mut best: Option<(f32, usize)> = None;
    for start in 0..=lines.len() - size {
        // A cheap filter first: a window sharing no trimmed line (or, for one
        // line, no word) with the text is passed over.
        let shares = lines[start..start + size]
            .iter()
            .any(|line| shares_something(line, &wanted));
        if !shares {
            continue;
        }
        let candidate = lines[start..start + size].join("\n");
        let ratio = similar::TextDiff::from_chars(candidate.as_str(), wanted_text.as_str()).ratio();
        if best.is_none_or(|(r, _)| ratio > r) {
            best = Some((ratio, start));
        }
    }
    best.filter(|(ratio, _)| *ratio >= 0.5)
        .map(|(ratio, start)| window(&lines, start, size, None, ratio))
}

fn shares_something(line: &str, wanted: &[&str]) -> bool {
    let trimmed = line.trim();
    !trimmed.is_empty()
        && wanted.iter().any(|w| {
            let w = w.trim();
            w == trimmed
                || w.split_whitespace()
                    .any(|word| word.len() > 2 && trimmed.contains(word))
        })
}

fn window(
    lines: &[&str],
    start: usize,
    size: usize,
    difference: Option<&'static str>,
    similarity: f32,
) -> NearMiss {
    NearMiss {
        first: start + 1,
        last: start + size,
        text: lines[start..start + size].join("\n"),
        difference,
        similarity,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_near_miss_names_the_one_kind_of_difference() {
        let file = "def f():\n\tif x:\n\t\treturn 1\r\n    return 2  \n";
        let cases = [
            ("\tif x:\n\t\treturn 1\n", Some("line endings"), 2),
            ("    return 2\n", Some("trailing whitespace"), 4),
            ("    if x:\n        return 1", Some("tabs versus spaces"), 2),
            ("if x:\n  return 1", Some("indentation"), 2),
        ];
        for (old, difference, first) in cases {
            let miss = near_miss(file, old).unwrap();
            assert_eq!(
                (miss.difference, miss.first),
                (difference, first),
                "{old:?}"
            );
        }
        let miss = near_miss("a = 1\nb = compute(x, y)\nc = 3\n", "b = compute(x, z)").unwrap();
        assert_eq!((miss.difference, miss.first, miss.last), (None, 2, 2));
        assert!(miss.similarity > 0.8);
        assert_eq!(near_miss("a = 1\n", "completely unrelated text"), None);
    }
}
