//! Finding one's way without reading whole files: content search, name
//! search, outlines, several files read in one call.

use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use super::{Context, Hints, PathBase, Tool};
use crate::error::{Error, Result};
use crate::files::{
    DEFAULT_MAX_ENTRIES, DEFAULT_MAX_READ_BYTES, DEFAULT_MAX_RESULTS, FindResult, ReadOptions,
    SearchOptions, SearchResult,
};
use crate::journal::ActionType;
use crate::python::OutlineResult;

impl Context {
    /// The directory a search starts from: the one given, else the sandbox root.
    fn directory(&self, given: Option<&str>) -> std::path::PathBuf {
        match given {
            Some(directory) => self.path(directory),
            None => self.root().to_path_buf(),
        }
    }

    pub(super) fn names_from_root(&self) -> bool {
        self.paths == PathBase::SandboxRoot
    }
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct SearchArgs {
    /// A regular expression (Rust's `regex` syntax, close to Python's `re`), or text with `fixed_strings`.
    pub pattern: String,
    /// Directory to search inside the sandbox (default: the sandbox root).
    pub directory: Option<String>,
    /// Take the pattern as literal text (default false).
    pub fixed_strings: Option<bool>,
    /// Match regardless of case (default false).
    pub ignore_case: Option<bool>,
    /// Only files matching one of these globs: `*.py` (a name anywhere), `tests/**/test_*.py` (a path).
    pub globs: Option<Vec<String>>,
    /// Lines of context before and after each match (default 0).
    pub context: Option<usize>,
    /// At most this many matching lines (default 1000); the result says when it is cut.
    pub max_results: Option<usize>,
}

pub struct Search;

impl Tool for Search {
    const NAME: &'static str = "search";
    const MODULE: &'static str = "file_tools";
    const ACTION: ActionType = ActionType::Analysis;
    const DESCRIPTION: &'static str = "Search file contents under a directory of the sandbox \
        (ripgrep's engine): each matching line with its file, line and column (1-based), and \
        context lines if asked. Skips what list_files skips, binary files and links leading out.";
    const HINTS: Hints = Hints::READ;
    const OUTPUT_KEYS: &'static [&'static str] =
        &["pattern", "matches", "count", "files_searched", "truncated"];
    type Args = SearchArgs;
    type Output = SearchResult;

    fn summary(output: &SearchResult) -> String {
        super::summary::search(output)
    }

    fn reports_failure(output: &SearchResult) -> bool {
        output.count == 0
    }

    fn run(context: &Context, args: SearchArgs) -> Result<SearchResult> {
        let options = SearchOptions {
            fixed_strings: args.fixed_strings.unwrap_or(false),
            ignore_case: args.ignore_case.unwrap_or(false),
            globs: args.globs.unwrap_or_default(),
            context: args.context.unwrap_or(0),
            max_results: args.max_results.unwrap_or(DEFAULT_MAX_RESULTS),
            from_root: context.names_from_root(),
        };
        let directory = context.directory(args.directory.as_deref());
        context
            .sandbox()?
            .search(&args.pattern, &directory, &options)
    }

    fn logged(args: &SearchArgs) -> Value {
        json!({
            "pattern": args.pattern,
            "directory": args.directory,
            "fixed_strings": args.fixed_strings,
            "ignore_case": args.ignore_case,
            "globs": args.globs,
        })
    }

    fn files(args: &SearchArgs) -> Vec<String> {
        args.directory.iter().cloned().collect()
    }
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct FindArgs {
    /// A glob: `*.toml` matches a file's name anywhere; one with `/` (`**/test_*.py`) its path
    /// under the directory.
    pub pattern: String,
    /// Directory inside the sandbox (default: the sandbox root).
    pub directory: Option<String>,
    /// At most this many files (default 10000).
    pub max_results: Option<usize>,
}

pub struct FindFiles;

impl Tool for FindFiles {
    const NAME: &'static str = "find_files";
    const MODULE: &'static str = "file_tools";
    const ACTION: ActionType = ActionType::Analysis;
    const DESCRIPTION: &'static str = "The files of any type under a directory of the sandbox \
        whose names match a glob (`**/test_*.py`, `*.toml`), sorted.";
    const HINTS: Hints = Hints::READ;
    const OUTPUT_KEYS: &'static [&'static str] = &["pattern", "files", "count", "truncated"];
    type Args = FindArgs;
    type Output = FindResult;

    fn summary(output: &FindResult) -> String {
        super::summary::find(output)
    }

    fn reports_failure(output: &FindResult) -> bool {
        output.count == 0
    }

    fn run(context: &Context, args: FindArgs) -> Result<FindResult> {
        let directory = context.directory(args.directory.as_deref());
        context.sandbox()?.find_files(
            &args.pattern,
            &directory,
            context.names_from_root(),
            args.max_results.unwrap_or(DEFAULT_MAX_ENTRIES),
        )
    }

    fn logged(args: &FindArgs) -> Value {
        json!({ "pattern": args.pattern, "directory": args.directory })
    }

    fn files(args: &FindArgs) -> Vec<String> {
        args.directory.iter().cloned().collect()
    }
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct OutlineArgs {
    /// A Python file, or a directory (every .py file under it), inside the sandbox.
    pub path: String,
}

pub struct Outline;

impl Tool for Outline {
    const NAME: &'static str = "outline";
    const MODULE: &'static str = "code_modifier";
    const ACTION: ActionType = ActionType::Analysis;
    const DESCRIPTION: &'static str = "Classes, functions and methods (nested, async and \
        decorated too) of a Python file or of every file under a directory: kind, name, \
        qualname, line range (as Python's ast gives it), signature, docstring's first line.";
    const HINTS: Hints = Hints::READ;
    const OUTPUT_KEYS: &'static [&'static str] = &["path", "files", "symbols"];
    type Args = OutlineArgs;
    type Output = OutlineResult;

    fn summary(output: &OutlineResult) -> String {
        super::summary::outline(output)
    }

    fn run(context: &Context, args: OutlineArgs) -> Result<OutlineResult> {
        context
            .sandbox()?
            .outline(&context.path(&args.path), context.names_from_root())
    }

    fn logged(args: &OutlineArgs) -> Value {
        json!({ "path": args.path })
    }

    fn files(args: &OutlineArgs) -> Vec<String> {
        vec![args.path.clone()]
    }
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct ReadFilesArgs {
    /// The files to read, inside the sandbox.
    pub file_paths: Vec<String>,
    /// Refuse any one file over this many bytes (default 10 MiB).
    pub max_bytes: Option<u64>,
}

/// One file of several: its content, or why it could not be read.
#[derive(Debug, Serialize)]
pub struct FileRead {
    pub file_path: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub content: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub total_lines: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub kind: Option<crate::error::ErrorKind>,
}

#[derive(Debug, Serialize)]
pub struct ReadFilesResult {
    pub files: Vec<FileRead>,
    pub count: usize,
    /// How many could not be read.
    pub errors: usize,
}

pub struct ReadFiles;

impl Tool for ReadFiles {
    const NAME: &'static str = "read_files";
    const MODULE: &'static str = "file_tools";
    const ACTION: ActionType = ActionType::Analysis;
    const DESCRIPTION: &'static str = "Read several files in one call: each with its content or \
        its own error (one failure does not sink the others).";
    const HINTS: Hints = Hints::READ;
    const OUTPUT_KEYS: &'static [&'static str] = &["files", "count", "errors"];
    type Args = ReadFilesArgs;
    type Output = ReadFilesResult;

    fn summary(output: &ReadFilesResult) -> String {
        read_files_summary(output)
    }

    fn reports_failure(output: &ReadFilesResult) -> bool {
        output.errors > 0
    }

    fn run(context: &Context, args: ReadFilesArgs) -> Result<ReadFilesResult> {
        if args.file_paths.is_empty() {
            return Err(Error::InvalidArgument(
                "file_paths is empty: name at least one file".into(),
            ));
        }
        let sandbox = context.sandbox()?;
        let options = ReadOptions {
            lines: None,
            max_bytes: args.max_bytes.unwrap_or(DEFAULT_MAX_READ_BYTES),
        };
        let files: Vec<FileRead> = args
            .file_paths
            .iter()
            .map(
                |given| match sandbox.read_file(&context.path(given), &options) {
                    Ok(read) => FileRead {
                        file_path: given.clone(),
                        content: Some(read.content),
                        total_lines: Some(read.total_lines),
                        error: None,
                        kind: None,
                    },
                    Err(error) => FileRead {
                        file_path: given.clone(),
                        content: None,
                        total_lines: None,
                        kind: Some(error.kind()),
                        error: Some(error.to_string()),
                    },
                },
            )
            .collect();
        Ok(ReadFilesResult {
            count: files.len(),
            errors: files.iter().filter(|f| f.error.is_some()).count(),
            files,
        })
    }

    fn logged(args: &ReadFilesArgs) -> Value {
        json!({ "file_paths": args.file_paths })
    }

    fn files(args: &ReadFilesArgs) -> Vec<String> {
        args.file_paths.clone()
    }
}

/// Several files, each under a `==> name <==` header (as `head` prints them).
fn read_files_summary(result: &ReadFilesResult) -> String {
    let mut human = String::new();
    for file in &result.files {
        match (&file.content, &file.error) {
            (Some(content), _) => {
                human.push_str(&format!("==> {} <==\n{content}", file.file_path));
                if !content.is_empty() && !content.ends_with('\n') {
                    human.push('\n');
                }
            }
            (None, error) => human.push_str(&format!(
                "==> {}: error: {} <==\n",
                file.file_path,
                error.as_deref().unwrap_or("unreadable")
            )),
        }
    }
    human
}
