//! Reading a unified diff (as `git diff` and `diff -u` write them): file
//! headers, creations, deletions, renames, and hunks. Nothing is applied here.

use crate::error::{Error, Result};

/// One hunk: where it claims to start, and its lines.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hunk {
    /// The header as written, for messages.
    pub header: String,
    /// 1-based line of the old text it starts at (0 for an empty file).
    pub old_start: usize,
    /// The old text's lines (context and removed), and the new text's (context and added).
    pub old: Vec<String>,
    pub new: Vec<String>,
    /// `\ No newline at end of file` after the old (or new) side's last line.
    pub old_no_newline: bool,
    pub new_no_newline: bool,
    /// Lines the hunk adds and removes.
    pub added: usize,
    pub removed: usize,
}

/// What a diff does to one file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FilePatch {
    /// The path before (None: the file is created).
    pub old_path: Option<String>,
    /// The path after (None: the file is deleted).
    pub new_path: Option<String>,
    pub hunks: Vec<Hunk>,
}

fn invalid(line: usize, what: &str) -> Error {
    Error::InvalidArgument(format!("not a valid unified diff: line {line}: {what}"))
}

/// A header path: `/dev/null` is none; git's `a/` and `b/` prefixes and a
/// trailing tab-separated timestamp are dropped.
fn header_path(text: &str, prefix: &str) -> Option<String> {
    let path = text.split('\t').next().unwrap_or(text).trim_end();
    if path == "/dev/null" {
        return None;
    }
    Some(path.strip_prefix(prefix).unwrap_or(path).to_string())
}

/// `-l,s +l,s` of a hunk header.
fn ranges(header: &str, number: usize) -> Result<(usize, usize, usize)> {
    let inner = header
        .strip_prefix("@@ ")
        .and_then(|rest| rest.split(" @@").next())
        .ok_or_else(|| invalid(number, &format!("wrong hunk header {header:?}")))?;
    let mut parts = inner.split(' ');
    let parse = |part: Option<&str>, sign: char| -> Option<(usize, usize)> {
        let part = part?.strip_prefix(sign)?;
        let mut numbers = part.splitn(2, ',');
        let start = numbers.next()?.parse().ok()?;
        let count = match numbers.next() {
            Some(count) => count.parse().ok()?,
            None => 1,
        };
        Some((start, count))
    };
    let (old_start, old_count) = parse(parts.next(), '-')
        .ok_or_else(|| invalid(number, &format!("wrong hunk header {header:?}")))?;
    let (_, new_count) = parse(parts.next(), '+')
        .ok_or_else(|| invalid(number, &format!("wrong hunk header {header:?}")))?;
    Ok((old_start, old_count, new_count))
}

/// Every file the diff changes, in order. A text with no file header, a
/// hunk whose header is wrong or whose lines do not add up, is refused.
pub fn parse(text: &str) -> Result<Vec<FilePatch>> {
    let lines: Vec<&str> = text.lines().collect();
    let mut patches: Vec<FilePatch> = Vec::new();
    let mut renamed: (Option<String>, Option<String>) = (None, None);
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        if line.starts_with("diff --git ") {
            renamed = (None, None);
            // A rename with no content change has no ---/+++ lines.
            let mut j = i + 1;
            while j < lines.len()
                && !lines[j].starts_with("diff --git ")
                && !lines[j].starts_with("--- ")
            {
                if let Some(from) = lines[j].strip_prefix("rename from ") {
                    renamed.0 = Some(from.to_string());
                }
                if let Some(to) = lines[j].strip_prefix("rename to ") {
                    renamed.1 = Some(to.to_string());
                }
                j += 1;
            }
            if let (Some(from), Some(to)) = &renamed
                && (j >= lines.len() || lines[j].starts_with("diff --git "))
            {
                patches.push(FilePatch {
                    old_path: Some(from.clone()),
                    new_path: Some(to.clone()),
                    hunks: Vec::new(),
                });
            }
            i = j;
            continue;
        }
        if let Some(old) = line.strip_prefix("--- ") {
            let new = lines
                .get(i + 1)
                .and_then(|l| l.strip_prefix("+++ "))
                .ok_or_else(|| invalid(i + 2, "a `---` header must be followed by `+++`"))?;
            let mut patch = FilePatch {
                old_path: header_path(old, "a/"),
                new_path: header_path(new, "b/"),
                hunks: Vec::new(),
            };
            if let (Some(from), Some(to)) = renamed.clone() {
                patch.old_path = Some(from);
                patch.new_path = Some(to);
            }
            i += 2;
            while i < lines.len() && lines[i].starts_with("@@") {
                let (hunk, next) = hunk(&lines, i)?;
                patch.hunks.push(hunk);
                i = next;
            }
            if patch.hunks.is_empty() {
                return Err(invalid(i + 1, "a file header with no hunk"));
            }
            patches.push(patch);
            renamed = (None, None);
            continue;
        }
        if line.starts_with("@@") {
            return Err(invalid(i + 1, "a hunk before any `---`/`+++` file header"));
        }
        i += 1;
    }
    if patches.is_empty() {
        return Err(Error::InvalidArgument(
            "not a unified diff: no `---`/`+++` file header (or git rename) found".into(),
        ));
    }
    Ok(patches)
}

/// The hunk whose header is line `start`; and the line after it.
fn hunk(lines: &[&str], start: usize) -> Result<(Hunk, usize)> {
    let header = lines[start];
    let (old_start, old_count, new_count) = ranges(header, start + 1)?;
    let mut hunk = Hunk {
        header: header.to_string(),
        old_start,
        old: Vec::new(),
        new: Vec::new(),
        old_no_newline: false,
        new_no_newline: false,
        added: 0,
        removed: 0,
    };
    let mut i = start + 1;
    let mut last = ' ';
    while i < lines.len() && (hunk.old.len() < old_count || hunk.new.len() < new_count) {
        let line = lines[i];
        let (kind, body) = match line.chars().next() {
            Some(kind @ (' ' | '-' | '+')) => (kind, &line[1..]),
            // Some tools drop the space of an empty context line.
            None => (' ', ""),
            Some('\\') => {
                mark_no_newline(&mut hunk, last);
                i += 1;
                continue;
            }
            Some(_) => {
                return Err(invalid(
                    i + 1,
                    &format!("hunk {header:?} ends early: {line:?} is not a hunk line"),
                ));
            }
        };
        match kind {
            '+' => hunk.added += 1,
            '-' => hunk.removed += 1,
            _ => {}
        }
        if kind != '+' {
            hunk.old.push(body.to_string());
        }
        if kind != '-' {
            hunk.new.push(body.to_string());
        }
        last = kind;
        i += 1;
    }
    if hunk.old.len() != old_count || hunk.new.len() != new_count {
        return Err(invalid(
            i,
            &format!(
                "hunk {header:?} announces {old_count} old and {new_count} new lines, holds {} and {}",
                hunk.old.len(),
                hunk.new.len()
            ),
        ));
    }
    if lines.get(i).is_some_and(|l| l.starts_with('\\')) {
        mark_no_newline(&mut hunk, last);
        i += 1;
    }
    Ok((hunk, i))
}

fn mark_no_newline(hunk: &mut Hunk, last: char) {
    match last {
        '-' => hunk.old_no_newline = true,
        '+' => hunk.new_no_newline = true,
        _ => {
            hunk.old_no_newline = true;
            hunk.new_no_newline = true;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn git_and_plain_diffs_are_read() {
        let diff = "diff --git a/x.py b/x.py\nindex 1..2 100644\n--- a/x.py\n+++ b/x.py\n@@ -1,2 +1,2 @@\n a = 1\n-b = 2\n+b = 3\n--- /dev/null\n+++ b/new.py\n@@ -0,0 +1 @@\n+x = 1\ndiff --git a/old.py b/renamed.py\nsimilarity index 100%\nrename from old.py\nrename to renamed.py\n";
        let patches = parse(diff).unwrap_or_default();
        assert_eq!(patches.len(), 3);
        assert_eq!(patches[0].hunks[0].old, ["a = 1", "b = 2"]);
        assert_eq!(patches[1].old_path, None);
        assert_eq!(patches[2].new_path.as_deref(), Some("renamed.py"));
        for bad in [
            "hello",
            "--- a\n+++ b\n@@ -1,2 +1,2 @@\n a\n",
            "--- a\n+++ b\n@@ -x +1 @@\n",
        ] {
            assert!(parse(bad).is_err(), "{bad:?}");
        }
    }
}
