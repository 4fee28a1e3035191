//! How `search`, `find_files` and `outline` read (`read_files`'s is beside
//! its result type, in `tools/explore.rs`).

use std::fmt::Write as _;

use crate::files::{FindResult, SearchResult};
use crate::python::{OutlineResult, Symbol};

/// As `rg --vimgrep` prints matches (`file:line:column:text`), context lines
/// as `file-line-text`.
pub fn search(result: &SearchResult) -> String {
    let mut human = String::new();
    for found in &result.matches {
        let first_before = found.line as usize - found.before.len();
        for (i, line) in found.before.iter().enumerate() {
            let _ = writeln!(human, "{}-{}-{line}", found.file, first_before + i);
        }
        let _ = writeln!(
            human,
            "{}:{}:{}:{}",
            found.file, found.line, found.column, found.text
        );
        for (i, line) in found.after.iter().enumerate() {
            let _ = writeln!(
                human,
                "{}-{}-{line}",
                found.file,
                found.line as usize + 1 + i
            );
        }
    }
    if result.truncated {
        let _ = writeln!(
            human,
            "... cut at {} matches (raise the limit: --max-results, max_results)",
            result.count
        );
    }
    human
}

pub fn find(result: &FindResult) -> String {
    let mut human: String = result.files.iter().map(|f| format!("{f}\n")).collect();
    if result.truncated {
        let _ = writeln!(human, "... cut at {} files", result.count);
    }
    human
}

/// Each file, then its symbols indented by depth: `line-end  kind signature`.
pub fn outline(result: &OutlineResult) -> String {
    let mut human = String::new();
    for file in &result.files {
        let _ = writeln!(human, "{}", file.file_path);
        if let Some(error) = &file.error {
            let _ = writeln!(human, "  error: {error}");
        }
        symbols(&file.symbols, 1, &mut human);
    }
    human
}

fn symbols(symbols: &[Symbol], depth: usize, human: &mut String) {
    for symbol in symbols {
        let _ = writeln!(
            human,
            "{}{}-{}  {}{} {}",
            "  ".repeat(depth),
            symbol.line,
            symbol.end_line,
            if symbol.is_async { "async " } else { "" },
            symbol.kind,
            symbol.signature
        );
        self::symbols(&symbol.children, depth + 1, human);
    }
}
