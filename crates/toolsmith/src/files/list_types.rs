//! What a listing is asked for and what it answers: the types every walk,
//! reuse and listing of the sandbox shares (in a module below them all, so
//! that none depends on another for them: the core has no import circles).

use serde::Serialize;

/// Default cap on listed files.
pub const DEFAULT_MAX_ENTRIES: usize = 10_000;

#[derive(Debug, Clone)]
pub struct ListOptions {
    /// Also enter hidden directories (names starting with `.`).
    pub include_hidden: bool,
    pub max_entries: usize,
    /// Answer a repeated listing of an unchanged tree from memory, after
    /// checking each directory's change times (see [`super::reuse`]).
    pub reuse: bool,
    /// Every regular file, not only `.py` ones (search and find).
    pub all_files: bool,
}

impl Default for ListOptions {
    fn default() -> Self {
        ListOptions {
            include_hidden: false,
            max_entries: DEFAULT_MAX_ENTRIES,
            reuse: true,
            all_files: false,
        }
    }
}

#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct ListResult {
    pub directory: String,
    /// The spec's return value: paths as the caller's directory path joined
    /// with each file's path under it, so each can be passed back to a tool.
    pub files: Vec<String>,
    pub count: usize,
    /// More files exist than `max_entries`.
    pub truncated: bool,
    /// Entries passed over (unreadable, non-UTF-8 names, links leading out).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub skipped: Vec<String>,
    /// Answered from an earlier listing of the unchanged tree.
    #[serde(skip)]
    pub reused: bool,
}
