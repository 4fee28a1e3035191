//! Python code intelligence, in-process on ruff's parser: no Python process
//! is started for any of it.

mod characters;
mod commas;
pub mod docstrings;
mod forms;
mod fstring_ends;
mod indentation;
mod literals;
mod lookahead;
pub mod metrics;
mod numbers;
pub mod outline;
mod parse_error;
mod semantic;
pub mod syntax;
mod wording;

use std::path::Path;

use ruff_text_size::TextSize;

pub use crate::error::SyntaxErrorInfo;
pub use docstrings::DocstringReport;
pub use metrics::CodeMetrics;
pub use outline::{FileOutline, OutlineResult, Symbol};
pub use ruff_python_ast::PythonVersion;
pub use syntax::{DEFAULT_TARGET, parse_compilable, parse_module, parse_target, validate};

use crate::error::{Error, Result};
use crate::files::ReadOptions;
use crate::sandbox::Sandbox;

impl Sandbox {
    /// The spec's `get_code_metrics`. A file that does not parse is an
    /// [`Error::PythonSyntax`], never a partial answer.
    pub fn get_code_metrics(&self, path: &Path) -> Result<CodeMetrics> {
        let (shown, code) = self.read_python(path)?;
        let parsed = parse_module(&code, DEFAULT_TARGET).map_err(|error| Error::PythonSyntax {
            path: shown.clone(),
            error,
        })?;
        Ok(metrics::measure(&shown, &code, &parsed.syntax().body))
    }

    /// The spec's `add_docstring`: counts (and lists) what lacks a docstring.
    pub fn add_docstring(&self, path: &Path) -> Result<DocstringReport> {
        let (shown, code) = self.read_python(path)?;
        let parsed = parse_module(&code, DEFAULT_TARGET).map_err(|error| Error::PythonSyntax {
            path: shown.clone(),
            error,
        })?;
        Ok(docstrings::report(&shown, &code, &parsed.syntax().body))
    }

    fn read_python(&self, path: &Path) -> Result<(String, String)> {
        let read = self.read_file(path, &ReadOptions::default())?;
        Ok((read.file_path, read.content))
    }
}

/// Lines as Python's `str.splitlines()` splits them (its ten line boundaries).
pub fn splitlines(text: &str) -> Vec<&str> {
    let mut lines = Vec::new();
    let mut start = 0;
    let mut chars = text.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        let boundary = matches!(
            c,
            '\n' | '\r'
                | '\x0b'
                | '\x0c'
                | '\x1c'
                | '\x1d'
                | '\x1e'
                | '\u{85}'
                | '\u{2028}'
                | '\u{2029}'
        );
        if !boundary {
            continue;
        }
        lines.push(&text[start..i]);
        let mut end = i + c.len_utf8();
        if c == '\r' && chars.peek().map(|(_, next)| *next) == Some('\n') {
            chars.next();
            end += 1;
        }
        start = end;
    }
    if start < text.len() {
        lines.push(&text[start..]);
    }
    lines
}

/// Byte offset to 1-based line, counting `\n`, `\r\n` and a lone `\r` as
/// CPython's tokenizer does.
pub(crate) struct LineIndex {
    starts: Vec<usize>,
}

impl LineIndex {
    pub(crate) fn new(code: &str) -> LineIndex {
        let bytes = code.as_bytes();
        let mut starts = vec![0];
        for (i, &b) in bytes.iter().enumerate() {
            if b == b'\n' || (b == b'\r' && bytes.get(i + 1) != Some(&b'\n')) {
                starts.push(i + 1);
            }
        }
        LineIndex { starts }
    }

    pub(crate) fn line_of(&self, at: TextSize) -> usize {
        let at = at.to_usize();
        self.starts.partition_point(|&start| start <= at)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splitlines_matches_python() {
        assert_eq!(splitlines(""), Vec::<&str>::new());
        assert_eq!(splitlines("a"), vec!["a"]);
        assert_eq!(splitlines("a\n"), vec!["a"]);
        assert_eq!(
            splitlines("a\r\nb\rc\x0cd\u{2028}"),
            vec!["a", "b", "c", "d"]
        );
        assert_eq!(splitlines("\n\n"), vec!["", ""]);
    }

    #[test]
    fn line_index_counts_all_line_endings() {
        let index = LineIndex::new("a\nb\r\nc\rd");
        let lines: Vec<usize> = [0, 2, 5, 7]
            .iter()
            .map(|&i| index.line_of(TextSize::new(i)))
            .collect();
        assert_eq!(lines, vec![1, 2, 3, 4]);
    }
}
