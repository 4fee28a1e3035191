//! What a search or find is asked for and answers, and the tree it walks.

use std::path::PathBuf;

use serde::Serialize;

use crate::files::list_types::ListResult;

/// Files a search or find walks at most.
pub(super) const MAX_WALKED_FILES: usize = 200_000;
/// A line's text is cut to this many characters in a result.
pub(super) const MAX_LINE_CHARS: usize = 500;

/// Default cap on a search's matching lines.
pub const DEFAULT_MAX_RESULTS: usize = 1000;

#[derive(Debug, Clone)]
pub struct SearchOptions {
    /// The pattern is literal text, not a regular expression.
    pub fixed_strings: bool,
    pub ignore_case: bool,
    /// Only files matching one of these globs (see [`Sandbox::find_files`] for their meaning).
    pub globs: Vec<String>,
    /// Lines of context before and after each match.
    pub context: usize,
    pub max_results: usize,
    /// Name files from the sandbox root (else as the directory was spelled, as `ls`).
    pub from_root: bool,
}

impl Default for SearchOptions {
    fn default() -> Self {
        SearchOptions {
            fixed_strings: false,
            ignore_case: false,
            globs: Vec::new(),
            context: 0,
            max_results: DEFAULT_MAX_RESULTS,
            from_root: false,
        }
    }
}

/// One line that matches.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct SearchMatch {
    pub file: String,
    /// 1-based.
    pub line: u64,
    /// 1-based, in characters: where the first match on the line starts.
    pub column: usize,
    /// Where every match on the line starts (1-based characters).
    pub columns: Vec<usize>,
    /// The line, without its ending (cut if very long, the cut marked).
    pub text: String,
    pub before: Vec<String>,
    pub after: Vec<String>,
}

#[derive(Debug, Clone, Serialize)]
pub struct SearchResult {
    pub pattern: String,
    pub matches: Vec<SearchMatch>,
    pub count: usize,
    pub files_searched: usize,
    /// More matches exist than `max_results` (or the walk hit its cap).
    pub truncated: bool,
    /// Files passed over: binary, unreadable; links leading out.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub skipped: Vec<String>,
}

#[derive(Debug, Clone, Serialize)]
pub struct FindResult {
    pub pattern: String,
    pub files: Vec<String>,
    pub count: usize,
    pub truncated: bool,
}

/// Every regular file under a directory: as `ls` names them, and each one's
/// path from the sandbox root.
pub(super) struct Tree {
    pub(super) listing: ListResult,
    pub(super) relative: PathBuf,
    pub(super) shown: String,
}

impl Tree {
    /// A listed name's path under the directory (what globs see).
    pub(super) fn under<'a>(&self, name: &'a str) -> &'a str {
        let shown = self.shown.as_str();
        if shown.is_empty() || (shown == "." && !name.starts_with("./")) {
            return name;
        }
        name.strip_prefix(shown)
            .map(|rest| rest.trim_start_matches('/'))
            .unwrap_or(name)
    }
}
