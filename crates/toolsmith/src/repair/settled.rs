//! The text before the top-level statement that holds a file's first
//! error: it parses, and no change tried at that error touches it, so a
//! change is judged by parsing only what follows it, the settled lines
//! blanked (kept as empty lines, so that every line number, and CPython's
//! "on line N" in a message, is the file's). A text whose rest parses is
//! judged whole again: only a parse error is taken from the rest alone.

use ruff_python_ast::PythonVersion;
use ruff_python_ast::token::TokenKind;

use super::diagnosis::Diagnosis;
use super::edits::{Change, Lines};
use super::window::statement_start;
use crate::python::{SyntaxErrorInfo, parse_module, validate};

/// The settled start of a file (see the module's doc).
pub(super) struct Settled {
    /// Where the statement holding the error begins.
    end: usize,
    /// As many line breaks as the settled text holds.
    blank: String,
    target: PythonVersion,
}

impl Settled {
    /// The text of `code` before the top-level statement holding its first
    /// `error` (at byte `at`), if it parses on its own and the rest, alone,
    /// shows that same error as CPython reports it (the line breaks of the
    /// file counted as ours).
    pub(super) fn before(
        code: &str,
        tokens: &[(TokenKind, usize, usize)],
        lines: &Lines,
        at: usize,
        error: &Diagnosis,
        target: PythonVersion,
    ) -> Option<Settled> {
        let end = statement_start(code, tokens, lines, at)?;
        if end == 0 || parse_module(&code[..end], target).is_err() {
            return None;
        }
        let settled = Settled {
            end,
            blank: "\n".repeat(lines.line_of(end) - 1),
            target,
        };
        (settled.parse_error(code).as_ref() == Some(error.info())).then_some(settled)
    }

    /// The first parse error of `text` after the settled lines (which it
    /// shares with the file).
    fn parse_error(&self, text: &str) -> Option<SyntaxErrorInfo> {
        let rest = format!("{}{}", self.blank, &text[self.end..]);
        parse_module(&rest, self.target).err()
    }

    /// [`validate`]'s verdict on `repaired` (the file after `change`): its
    /// parse error from the text after the settled lines when the change
    /// is after their end (not on the first character of the statement
    /// that follows: an indent there would join it to the one before).
    pub(super) fn validate(
        settled: Option<&Settled>,
        repaired: &str,
        change: &Change,
        target: PythonVersion,
    ) -> Result<(), SyntaxErrorInfo> {
        if let Some(settled) = settled
            && change.start > settled.end
            && let Some(error) = settled.parse_error(repaired)
        {
            return Err(error);
        }
        validate(repaired, target)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::python::DEFAULT_TARGET;
    use crate::repair::candidates::candidates;
    use crate::repair::edits::tokens;
    use crate::repair::search::error_position;

    /// Every change the search would try at the first error of `code`
    /// gets the same verdict from the settled text as from the whole file.
    /// Returns how many were judged from the settled text.
    fn agrees(code: &str) -> usize {
        let Err(error) = validate(code, DEFAULT_TARGET) else {
            return 0;
        };
        let error = Diagnosis::read(error);
        let lines = Lines::of(code);
        let at = error_position(code, &lines, &error);
        let tokens = tokens(code);
        let Some(settled) = Settled::before(code, &tokens, &lines, at, &error, DEFAULT_TARGET)
        else {
            return 0;
        };
        let mut judged = 0;
        for change in candidates(code, &tokens, &lines, &error, at) {
            let repaired = change.apply(code);
            let whole = validate(&repaired, DEFAULT_TARGET);
            let quick = Settled::validate(Some(&settled), &repaired, &change, DEFAULT_TARGET);
            assert_eq!(quick, whole, "{change:?} in:\n{code}");
            judged += usize::from(change.start > settled.end);
        }
        judged
    }

    #[test]
    fn the_rest_alone_gives_the_files_verdict() {
        let code = "import os\n\n\ndef f(x):\n    return (x,\n\n\nclass A:\n    y = 1\n";
        assert!(agrees(code) > 0);
        // A decorator belongs to what it decorates; a change to the first
        // column of the statement is judged whole.
        let code = "x = 1\n\n@decorate\ndef g(a, b)\n    return a\ny = [1, 2\n";
        assert!(agrees(code) > 0);
        // An error whose message names a line before it.
        let code = "a = 1\nif a:\n    pass\nelse:\n    b = {\n\nc = 2\n";
        agrees(code);
    }

    /// Mistakes (a token's character dropped) in the standard library's
    /// modules: the settled verdict is the whole file's on every change.
    #[test]
    fn agrees_with_the_whole_file_on_the_standard_librarys_mistakes() {
        let Ok(out) = std::process::Command::new("python3")
            .args([
                "-c",
                "import sysconfig; print(sysconfig.get_paths()['stdlib'])",
            ])
            .output()
        else {
            panic!("python3 is needed");
        };
        let stdlib = std::path::PathBuf::from(String::from_utf8_lossy(&out.stdout).trim());
        let mut names: Vec<_> = std::fs::read_dir(&stdlib)
            .unwrap()
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|e| e == "py"))
            .collect();
        names.sort();
        let (mut files, mut judged) = (0, 0);
        for path in names.iter().step_by(3) {
            let Ok(code) = std::fs::read_to_string(path) else {
                continue;
            };
            // Files the size of those people repair.
            if !(50..=400).contains(&code.lines().count())
                || validate(&code, DEFAULT_TARGET).is_err()
            {
                continue;
            }
            // Two mistakes, so that some first errors follow a change.
            let spots: Vec<usize> = code
                .char_indices()
                .filter(|&(_, c)| matches!(c, ':' | ')' | ',' | '('))
                .map(|(i, _)| i)
                .collect();
            for n in 0..6 {
                let (a, b) = (
                    spots[(n * 37) % spots.len()],
                    spots[(n * 53 + 11) % spots.len()],
                );
                let (first, second) = (a.min(b), a.max(b));
                let mut broken = code.clone();
                broken.remove(second);
                if first != second {
                    broken.remove(first);
                }
                judged += agrees(&broken);
                files += 1;
            }
            if files >= 60 {
                break;
            }
        }
        eprintln!("{files} broken files, {judged} changes judged from the settled text");
        assert!(files >= 60, "{files}");
        assert!(judged > 1000, "{judged}");
    }
}
