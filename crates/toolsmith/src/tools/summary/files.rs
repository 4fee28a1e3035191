//! How `read_file`, `write_file` and `list_files` read.

use crate::files::{ListResult, ReadResult, WriteResult};

/// Which lines of the file these are, then the lines. (The CLI's `read`
/// prints the lines alone, as `cat`: the file is its output, not a summary.)
pub fn read(result: &ReadResult) -> String {
    let mut text = format!(
        "{} lines {}-{} of {}:\n",
        result.file_path, result.start_line, result.end_line, result.total_lines
    );
    text.push_str(&result.content);
    text
}

pub fn write(result: &WriteResult) -> String {
    let verb = if result.created { "created" } else { "wrote" };
    let mut text = format!(
        "{verb} {} ({} bytes)\n",
        result.file_path, result.bytes_written
    );
    text.push_str(&super::issue_lines(result.issues.as_ref()));
    text
}

/// One path a line, as `ls` (a pipe reads it as is).
pub fn list(result: &ListResult) -> String {
    let mut text = String::with_capacity(result.files.iter().map(|f| f.len() + 1).sum());
    for file in &result.files {
        text.push_str(file);
        text.push('\n');
    }
    if result.truncated {
        text.push_str(&format!(
            "... truncated at {} files (raise the entry limit: --max-entries, max_entries)\n",
            result.count
        ));
    }
    text
}
