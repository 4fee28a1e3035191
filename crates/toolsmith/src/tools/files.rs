//! The spec's `file_tools`: read, write, list.

use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use super::{Context, Hints, PathBase, Tool, on_path, to_json};
use crate::error::Result;
use crate::files::{
    DEFAULT_MAX_ENTRIES, DEFAULT_MAX_READ_BYTES, LineRange, ListOptions, ListResult, ReadOptions,
    ReadResult, WriteResult,
};
use crate::journal::ActionType;

#[derive(Debug, Deserialize, Serialize, schemars::JsonSchema)]
pub struct ReadArgs {
    /// Path of the file inside the sandbox (relative to the sandbox root over MCP).
    pub file_path: String,
    /// First line to return (1-based); omit for the start of the file.
    pub start_line: Option<usize>,
    /// Last line to return (inclusive); omit for the end of the file.
    pub end_line: Option<usize>,
    /// Refuse to return more than this many bytes (default 10 MiB): read a larger file by lines.
    pub max_bytes: Option<u64>,
}

pub struct ReadFile;

impl Tool for ReadFile {
    const NAME: &'static str = "read_file";
    const MODULE: &'static str = "file_tools";
    const ACTION: ActionType = ActionType::Analysis;
    const DESCRIPTION: &'static str = "Read a text file from the sandbox, whole or a range of \
        lines (1-based, inclusive). Files over 10 MiB must be read by line range.";
    const HINTS: Hints = Hints::QUICK_READ;
    const OUTPUT_KEYS: &'static [&'static str] = &[
        "file_path",
        "content",
        "size_bytes",
        "total_lines",
        "start_line",
        "end_line",
    ];
    type Args = ReadArgs;
    type Output = ReadResult;

    fn summary(output: &ReadResult) -> String {
        super::summary::read(output)
    }

    fn run(context: &Context, args: ReadArgs) -> Result<ReadResult> {
        let options = ReadOptions {
            lines: LineRange::from_bounds(args.start_line, args.end_line)?,
            max_bytes: args.max_bytes.unwrap_or(DEFAULT_MAX_READ_BYTES),
        };
        context
            .sandbox()?
            .read_file(&context.path(&args.file_path), &options)
    }

    fn logged(args: &ReadArgs) -> Value {
        json!({ "file_path": args.file_path, "start_line": args.start_line, "end_line": args.end_line })
    }

    fn files(args: &ReadArgs) -> Vec<String> {
        vec![args.file_path.clone()]
    }

    fn into_json(mut read: ReadResult) -> Result<Value> {
        // Moved, not copied: a file can be large and reads are the commonest call.
        let content = Value::String(std::mem::take(&mut read.content));
        let mut value = to_json(&read)?;
        value["content"] = content;
        Ok(value)
    }
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct WriteArgs {
    /// Path of the file inside the sandbox; parent directories are created.
    pub file_path: String,
    /// The whole new content of the file.
    pub content: String,
}

pub struct WriteFile;

impl Tool for WriteFile {
    const NAME: &'static str = "write_file";
    const MODULE: &'static str = "file_tools";
    const ACTION: ActionType = ActionType::Fix;
    const DESCRIPTION: &'static str = "Write a file in the sandbox (atomically; parent \
        directories are created). Replaces the whole content; undo restores the previous one.";
    const HINTS: Hints = Hints::WRITE;
    const OUTPUT_KEYS: &'static [&'static str] =
        &["file_path", "success", "bytes_written", "created"];
    type Args = WriteArgs;
    type Output = WriteResult;

    fn summary(output: &WriteResult) -> String {
        super::summary::write(output)
    }

    fn run(context: &Context, args: WriteArgs) -> Result<WriteResult> {
        context
            .sandbox()?
            .write_file(&context.path(&args.file_path), &args.content)
    }

    fn logged(args: &WriteArgs) -> Value {
        json!({ "file_path": args.file_path, "chars": args.content.chars().count() })
    }

    fn files(args: &WriteArgs) -> Vec<String> {
        vec![args.file_path.clone()]
    }
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct ListArgs {
    /// Directory inside the sandbox ("." for the sandbox root over MCP).
    pub directory: String,
    /// Also enter hidden directories (default false).
    pub include_hidden: Option<bool>,
    /// List at most this many files (default 10000); the result says when it is truncated.
    pub max_entries: Option<usize>,
    /// Answer a repeated listing of an unchanged tree from memory (default true).
    pub use_cache: Option<bool>,
}

pub struct ListFiles;

impl Tool for ListFiles {
    const NAME: &'static str = "list_files";
    const MODULE: &'static str = "file_tools";
    const ACTION: ActionType = ActionType::Analysis;
    const DESCRIPTION: &'static str = "List every Python file under a directory of the sandbox, \
        recursively, sorted; each path is ready to pass to the other tools.";
    const HINTS: Hints = Hints::QUICK_READ;
    const OUTPUT_KEYS: &'static [&'static str] = &["directory", "files", "count", "truncated"];
    type Args = ListArgs;
    type Output = ListResult;

    fn summary(output: &ListResult) -> String {
        super::summary::list(output)
    }

    fn run(context: &Context, args: ListArgs) -> Result<ListResult> {
        let options = ListOptions {
            include_hidden: args.include_hidden.unwrap_or(false),
            max_entries: args.max_entries.unwrap_or(DEFAULT_MAX_ENTRIES),
            reuse: args.use_cache.unwrap_or(true),
            all_files: false,
        };
        let sandbox = context.sandbox()?;
        let directory = context.path(&args.directory);
        match context.paths {
            // Named from the root, as the other tools over MCP take them.
            PathBase::SandboxRoot => sandbox.list_files_from_root(&directory, &options),
            PathBase::WorkingDirectory => sandbox.list_files(&directory, &options),
        }
    }

    fn logged(args: &ListArgs) -> Value {
        on_path("directory", &args.directory)
    }

    fn files(args: &ListArgs) -> Vec<String> {
        vec![args.directory.clone()]
    }

    fn into_json(mut listing: ListResult) -> Result<Value> {
        let files = std::mem::take(&mut listing.files);
        let mut value = to_json(&listing)?;
        value["files"] = Value::Array(files.into_iter().map(Value::String).collect());
        Ok(value)
    }
}
