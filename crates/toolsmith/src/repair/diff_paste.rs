//! A diff pasted as code (a chat's ```` ```diff ```` block, a review's
//! hunk): each line still carries its mark, `+` added, `-` removed, a space
//! kept, and perhaps its headers (`@@ -3,4 +3,9 @@`, `--- a/x.py`). CPython
//! stops at the first mark. One change makes the hunk the code after it:
//! the added and kept lines without their mark, the removed ones and the
//! headers dropped, a fence around it made a comment.

use super::edits::{Change, Kind, Lines, run_around};

/// The hunk holding line `line` made the code after it, if `line` is in
/// one (or is its fence).
pub(super) fn diff_applied(code: &str, lines: &Lines, line: usize, out: &mut Vec<Change>) {
    let text = |n: usize| lines.slice(code, n, n);
    let count = lines.count();
    if line == 0 || line > count {
        return;
    }
    let (first, last) = match fenced_hunk(code, lines, line) {
        Some(span) => span,
        None => {
            if !marked(text(line)) && !context(text(line)) {
                return;
            }
            let in_hunk = |n: usize| {
                let t = text(n);
                marked(t) || context(t) || t.trim().is_empty()
            };
            run_around(lines, line, in_hunk)
        }
    };
    let body = first..=last;
    // A hunk has marks: a run of indented code alone is no diff, nor one
    // line with a sign before it unless a fence or header says so.
    let marks = body.clone().filter(|&n| sign(text(n)).is_some()).count();
    let said = body
        .clone()
        .any(|n| header(text(n)) || fence(text(n).trim()));
    if marks == 0 || (marks == 1 && !said) {
        return;
    }
    let mut after = String::new();
    for n in body {
        let this = text(n);
        let trimmed = this.trim();
        if fence(trimmed) {
            after.push_str("# ");
            after.push_str(this.trim_start());
        } else if header(this) {
            continue;
        } else if let Some(sign) = sign(this) {
            if sign == '+' {
                after.push_str(&this[1..]);
            }
        } else if let Some(rest) = this.strip_prefix(' ') {
            after.push_str(rest);
        } else {
            after.push_str(this);
        }
    }
    let end = lines.end_of(last).min(code.len());
    out.push(Change::new(lines.start_of(first), end, &after, Kind::Diff));
}

/// The lines of a fenced diff (fences included) that line `line` is in.
fn fenced_hunk(code: &str, lines: &Lines, line: usize) -> Option<(usize, usize)> {
    let text = |n: usize| lines.slice(code, n, n).trim();
    let diff_fence = |t: &str| {
        t.strip_prefix("```")
            .is_some_and(|tag| ["diff", "patch"].contains(&tag.trim()))
    };
    let opener = (1..=line).rev().find(|&n| fence(text(n)))?;
    if !diff_fence(text(opener)) {
        return None;
    }
    let closer = (opener + 1..=lines.count())
        .find(|&n| fence(text(n)))
        .unwrap_or(lines.count());
    (line <= closer).then_some((opener, closer))
}

fn fence(trimmed: &str) -> bool {
    trimmed.starts_with("```")
}

/// A hunk's or a file's header: `@@ ... @@`, `--- a/x`, `+++ b/x`,
/// `diff --git`, `index 1a2b..3c4d`.
fn header(text: &str) -> bool {
    text.starts_with("@@")
        || text.starts_with("--- ")
        || text.starts_with("+++ ")
        || text.starts_with("diff --git")
}

/// The mark of an added or removed line: `+` or `-` at the line's start,
/// then the line as its file had it (indentation, or a statement's first
/// character). Not an augmented assignment's (`+= 1`), nor a number's
/// sign (`-1`), nor a header.
fn sign(text: &str) -> Option<char> {
    let mark = text.chars().next().filter(|c| ['+', '-'].contains(c))?;
    let rest = &text[1..];
    let starts = |c: char| c == ' ' || c == '\t' || c.is_alphabetic() || c == '_' || c == '#';
    (!header(text) && rest.starts_with(starts) && !rest.starts_with("= ")).then_some(mark)
}

/// A line a hunk marks at all: added, removed or a header.
fn marked(text: &str) -> bool {
    sign(text).is_some() || header(text)
}

/// A kept line of a hunk: the space a diff puts before a line of code
/// indented by levels, so an odd indentation (one space and four, eight).
fn context(text: &str) -> bool {
    let indent = text.len() - text.trim_start_matches(' ').len();
    indent % 2 == 1 && !text.trim().is_empty()
}

#[cfg(test)]
mod tests {
    use super::super::edits::applied;
    use super::*;

    fn applied_at(code: &str, line: usize) -> Vec<String> {
        applied::on_line(code, line, |code, _, lines, line, out| {
            diff_applied(code, lines, line, out)
        })
    }

    #[test]
    fn a_fenced_diff_becomes_the_code_after_it() {
        let code = "import time\n\n```diff\n def f(x):\n-    return x\n+    time.sleep(1)\n+    return x + 1\n```\n\nf(1)\n";
        let after = "import time\n\n# ```diff\ndef f(x):\n    time.sleep(1)\n    return x + 1\n# ```\n\nf(1)\n";
        assert_eq!(applied_at(code, 3), [after]);
        assert_eq!(applied_at(code, 4), [after]);
    }

    #[test]
    fn a_bare_hunk_with_its_headers() {
        let code = "--- a/app.py\n+++ b/app.py\n@@ -1,3 +1,3 @@\n def f(x):\n-    return x\n+    return -x\n     # done\nprint(f(2))\n";
        assert_eq!(
            applied_at(code, 4),
            ["def f(x):\n    return -x\n    # done\nprint(f(2))\n"]
        );
    }

    #[test]
    fn code_is_no_hunk() {
        assert!(applied_at("x = 1\n-x\ny += 1\n", 2).is_empty());
        assert!(applied_at("x = 1\n-    y = 2\n", 2).is_empty());
        assert!(applied_at("def f():\n    return 1\n", 2).is_empty());
        assert!(applied_at("x = -1\n+= 2\n", 2).is_empty());
    }
}
